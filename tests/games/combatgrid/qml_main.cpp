#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

// Qt Quick tests of the Combat Grid table's pieces (qml/tst_*.qml), with the app's modules.
class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(combatgrid_table, Setup)

#include "qml_main.moc"
