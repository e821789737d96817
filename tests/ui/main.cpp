#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

#include "LogModel.h"

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

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(QStringLiteral("logFeeder"), &m_logFeeder);
        // tst_neotokyo_art.qml checks a picture for every Angel and type of the Neo-Tokyo data.
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoCoreJson"), readText("core.json"));
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoSchemaJson"), readText("schema.json"));
        // tst_parts.qml saves pictures of the table parts here when set (for a look by eye).
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"),
                                                  qEnvironmentVariable("TABLETOP_SCREENSHOT_DIR"));
    }

private:
    LogFeeder m_logFeeder;
    static QString readText(const char* name)
    {
        QFile f(QStringLiteral(NEOTOKYO_CARDS_DIR "/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("{}");
    }
};

QUICK_TEST_MAIN_WITH_SETUP(components, Setup)

#include "main.moc"
