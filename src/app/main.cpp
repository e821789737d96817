#include "AppSettings.h"
#include "KeyboardActivation.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QImage>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>
#include <cstring>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

namespace {
// --help and --version are answered before the GUI starts, so they work without a display
// (a terminal over ssh, a packaging script). Returns the exit code, or -1 to start the app.
int answerWithoutDisplay(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        if (std::strcmp(a, "--version") == 0 || std::strcmp(a, "-v") == 0) {
            std::printf("tabletop %s\n", TABLETOP_VERSION);
            return 0;
        }
        if (std::strcmp(a, "--help") == 0 || std::strcmp(a, "-h") == 0 || std::strcmp(a, "-?") == 0) {
            std::printf("Usage: tabletop [options]\n"
                        "Tabletop %s: card and board games with their rules enforced, hot-seat and over a LAN.\n"
                        "\n"
                        "Options:\n"
                        "  -h, --help                 show this help and exit (needs no display)\n"
                        "  -v, --version              show the version and exit (needs no display)\n"
                        "  --startup-time             print the time from main() to the first frame\n"
                        "  --quit-after-first-frame   quit once the first frame is on screen\n"
                        "  --screenshot FILE          save the window to FILE 1.5 s after start, then quit\n"
                        "  -platform NAME             Qt's platform plugin (offscreen renders without a window)\n"
                        "\n"
                        "Command-line play, replays, deck checks and LAN hosting: tabletop-cli --help\n",
                        TABLETOP_VERSION);
            return 0;
        }
        if (std::strcmp(a, "--screenshot") == 0 || std::strcmp(a, "-platform") == 0)
            ++i; // their value is not an option
    }
    return -1;
}
} // namespace

int main(int argc, char* argv[])
{
    if (const int code = answerWithoutDisplay(argc, argv); code >= 0)
        return code;
    QElapsedTimer startup;
    startup.start();
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("tabletop"));
    QGuiApplication::setOrganizationName(QStringLiteral("tabletop"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Tabletop"));
    QGuiApplication::setApplicationVersion(QStringLiteral(TABLETOP_VERSION));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/Tabletop/assets/icon.svg")));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    tabletop::ui::KeyboardActivation::install(&app);
    qputenv("QT_QUICK_CONTROLS_MATERIAL_THEME", "Dark");
    // A deep amber: white button text stays readable on it (Material's Amber is too pale).
    qputenv("QT_QUICK_CONTROLS_MATERIAL_ACCENT", "#b07a12");

    const bool reportStartup = app.arguments().contains(QStringLiteral("--startup-time"));
    const bool quitAfterFirstFrame = app.arguments().contains(QStringLiteral("--quit-after-first-frame"));
    // --screenshot FILE: save the window 1.5 s after start and quit (for docs and checks).
    const qsizetype shotIndex = app.arguments().indexOf(QStringLiteral("--screenshot"));
    const QString shotFile = shotIndex >= 0 && shotIndex + 1 < app.arguments().size() ? app.arguments().at(shotIndex + 1)
                                                                                   : QString();

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    auto* settings = tabletop::ui::AppSettings::instance();
    settings->setEngine(&engine);
    settings->applyLanguage();

    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [&](QObject* obj, const QUrl&) {
            if (!obj) {
                std::fprintf(stderr, "tabletop: the user interface failed to load\n");
                QCoreApplication::exit(1);
                return;
            }
            if (auto* window = qobject_cast<QQuickWindow*>(obj)) {
                if (!shotFile.isEmpty())
                    QTimer::singleShot(1500, window, [window, shotFile] {
                        const bool ok = window->grabWindow().save(shotFile);
                        std::printf("%s %s\n", ok ? "saved" : "could not save", qPrintable(shotFile));
                        QCoreApplication::quit();
                    });
                QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&, window] {
                    static bool first = true;
                    if (!first)
                        return;
                    first = false;
                    if (reportStartup)
                        std::printf("start-up to first frame: %lld ms (from main(): creating the process and loading "
                                    "the libraries come before and are not counted; bench/bench_startup measures from "
                                    "launch)\n",
                                    static_cast<long long>(startup.elapsed()));
                    std::fflush(stdout);
                    if (quitAfterFirstFrame)
                        QMetaObject::invokeMethod(window, [] { QCoreApplication::quit(); }, Qt::QueuedConnection);
                });
            }
        },
        Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Tabletop/app/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return app.exec();
}
