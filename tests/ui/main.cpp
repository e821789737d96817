#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // tst_neotokyo_art.qml checks a picture for every Angel and type of the Neo-Tokyo data.
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoCoreJson"), readText("core.json"));
        engine->rootContext()->setContextProperty(QStringLiteral("neotokyoSchemaJson"), readText("schema.json"));
        // tst_parts.qml saves pictures of the table parts here when set (for a look by eye).
        engine->rootContext()->setContextProperty(QStringLiteral("screenshotDir"),
                                                  qEnvironmentVariable("TABLETOP_SCREENSHOT_DIR"));
    }

private:
    static QString readText(const char* name)
    {
        QFile f(QStringLiteral(NEOTOKYO_CARDS_DIR "/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("{}");
    }
};

QUICK_TEST_MAIN_WITH_SETUP(components, Setup)

#include "main.moc"
