#include <QFile>
#include <QJSValue>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include "LegalIndex.h"
#include "LogModel.h"
#include "session/JsonBridge.h"

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

// A log the test feeds directly (tst_rollentry.qml): the entries GameController would pass on
// from the host, without playing a game that rolls.
class LogFeeder : public QObject {
    Q_OBJECT
    Q_PROPERTY(tabletop::ui::LogModel* model READ model CONSTANT)
public:
    tabletop::ui::LogModel* model() { return &m_model; }
    Q_INVOKABLE void feed(const QVariantList& entries) { m_model.setEntries(entries); }

private:
    tabletop::ui::LogModel m_model;
};

// A legal index with given affordances and no game behind it (tst_parts.qml: Board lights cells
// and draws paths from what a game's affordances say, whatever the game).
class IndexMaker : public QObject {
    Q_OBJECT
public:
    Q_INVOKABLE tabletop::ui::LegalIndex* make(const QVariant& affordances)
    {
        auto* index = new tabletop::ui::LegalIndex(this);
        const QVariant a = affordances.canConvert<QJSValue>() ? affordances.value<QJSValue>().toVariant() : affordances;
        index->rebuild({}, tabletop::core::Json::array(), tabletop::session::fromVariant(a));
        return index;
    }
};

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(QStringLiteral("logFeeder"), &m_logFeeder);
        engine->rootContext()->setContextProperty(QStringLiteral("indexMaker"), &m_indexMaker);
        // tst_neotokyo_art.qml checks a picture for every Angel and type of the Neo-Tokyo data.
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoCoreJson"), readText("core.json"));
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoSchemaJson"), readText("schema.json"));
        // tst_parts.qml saves pictures of the table parts here when set (for a look by eye).
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"),
                                                  qEnvironmentVariable("TABLETOP_SCREENSHOT_DIR"));
    }

private:
    LogFeeder m_logFeeder;
    IndexMaker m_indexMaker;
    static QString readText(const char* name)
    {
        QFile f(QStringLiteral(NEOTOKYO_CARDS_DIR "/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("{}");
    }
};

QUICK_TEST_MAIN_WITH_SETUP(components, Setup)

#include "main.moc"
