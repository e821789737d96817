#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "LanController.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

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
                        "  --memory-after MS          with --startup-time: also print the private memory (RssAnon)\n"
                        "                             MS ms after the first frame (and quit only then)\n"
                        "  --screenshot FILE          save the window to FILE 1.5 s after start, then quit\n"
                        "  --couch GAME               host GAME in couch mode at once, every seat a phone (tests,\n"
                        "                             demos): prints the seats' addresses and the game's progress\n"
                        "                             as JSON lines; reads \"shot FILE\" and \"quit\" on stdin\n"
                        "  --couch-seats N            the seats of --couch (default 2)\n"
                        "  --renderer auto|gpu|software  how the window is drawn (default auto: software when the\n"
                        "                             machine has no graphics device, /dev/dri; also the\n"
                        "                             TABLETOP_RENDERER environment variable, then Settings >\n"
                        "                             Drawing; Qt's own QT_QUICK_BACKEND wins over all)\n"
                        "  -platform NAME             Qt's platform plugin (offscreen renders without a window)\n"
                        "\n"
                        "Command-line play, replays, deck checks and LAN hosting: tabletop-cli --help\n",
                        TABLETOP_VERSION);
            return 0;
        }
        if (std::strcmp(a, "--screenshot") == 0 || std::strcmp(a, "-platform") == 0 || std::strcmp(a, "--couch") == 0 ||
            std::strcmp(a, "--couch-seats") == 0 || std::strcmp(a, "--renderer") == 0 ||
            std::strcmp(a, "--memory-after") == 0)
            ++i; // their value is not an option
    }
    return -1;
}
// How the scene graph draws (issue 20). Without a graphics device (a virtual machine, a remote
// desktop, Xvfb) Qt's OpenGL is Mesa's llvmpipe: it doubled the start-up (448 against 219 ms to
// the first frame, idle, 2 cores) and the private memory (57 against 22 MB at the home page)
// for a table that needs no shader. So "auto" draws in software when /dev/dri has no device;
// the Material controls whose shadows are shader effects are redrawn without them
// (qml/components/controls/). Returns what was chosen, for --startup-time.
QString chooseRenderer(int argc, char* argv[])
{
    if (qEnvironmentVariableIsSet("QT_QUICK_BACKEND") || qEnvironmentVariableIsSet("QSG_RHI_BACKEND"))
        return QStringLiteral("as Qt's environment says");
    QString argument;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--renderer") == 0)
            argument = QString::fromLocal8Bit(argv[i + 1]);
    bool graphicsDevice = true;
#ifdef Q_OS_LINUX
    graphicsDevice = !QDir(QStringLiteral("/dev/dri"))
                          .entryList({QStringLiteral("renderD*"), QStringLiteral("card*")}, QDir::System)
                          .isEmpty();
#endif
    QString warning;
    const bool software = tabletop::ui::AppSettings::chooseRenderer(argument, qEnvironmentVariable("TABLETOP_RENDERER"),
                                                                    tabletop::ui::AppSettings::savedRenderer(),
                                                                    graphicsDevice, &warning)
                          == QLatin1String("software");
    if (!warning.isEmpty())
        std::fprintf(stderr, "tabletop: %s\n", qPrintable(warning));
    if (software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return software ? QStringLiteral("software") : QStringLiteral("gpu");
}

// Private memory (RssAnon of /proc/self/status) in kB, or -1 where there is none.
long privateMemoryKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("RssAnon:"))
            return line.mid(8).trimmed().split(' ').value(0).toLong();
    return -1;
}

void printJson(const QJsonObject& o)
{
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

// --couch: the new-game page's "Players use their phones" with every seat a phone, without the
// page (a browser test drives the phones). Prints {"event":"phones","seats":[{seat,url,shortCode}]},
// then {"event":"action","count":N} for each move and {"event":"over"} at the end; on stdin,
// "shot FILE" saves the window (the shared screen) and "quit" quits.
bool startCouch(QQuickWindow* window, const QString& game, int seats)
{
    auto* lan = qvariant_cast<tabletop::ui::LanController*>(window->property("lan"));
    auto* controller = qvariant_cast<tabletop::ui::GameController*>(window->property("game"));
    if (!lan || !controller)
        return false;
    const QStringList all{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cho"), QStringLiteral("Dee"),
                          QStringLiteral("Eve")};
    const QStringList names = all.mid(0, std::clamp(seats, 1, int(all.size())));
    QVariantList phones;
    for (int i = 0; i < names.size(); ++i)
        phones << true;
    if (!lan->hostCouch(game, names, phones, {}, {})) {
        std::fprintf(stderr, "tabletop: --couch %s: %s\n", qPrintable(game), qPrintable(lan->errorText()));
        return false;
    }
    QMetaObject::invokeMethod(window, "openCouchTable");
    QJsonArray list;
    for (const QVariant& v : lan->phoneSeats()) {
        const QVariantMap m = v.toMap();
        list.append(QJsonObject{{QStringLiteral("seat"), m.value(QStringLiteral("seat")).toInt()},
                                {QStringLiteral("url"), m.value(QStringLiteral("url")).toString()},
                                {QStringLiteral("shortCode"), m.value(QStringLiteral("shortCode")).toString()},
                                {QStringLiteral("pageUrl"), m.value(QStringLiteral("pageUrl")).toString()}});
    }
    printJson({{QStringLiteral("event"), QStringLiteral("phones")}, {QStringLiteral("seats"), list}});
    auto last = std::make_shared<int>(-1);
    QObject::connect(controller, &tabletop::ui::GameController::stateChanged, controller, [controller, last] {
        if (!controller->active() || *last == -2)
            return;
        const int count = controller->actionCount();
        if (count != *last) {
            *last = count;
            printJson({{QStringLiteral("event"), QStringLiteral("action")}, {QStringLiteral("count"), count}});
        }
        if (controller->gameOver()) {
            *last = -2;
            printJson({{QStringLiteral("event"), QStringLiteral("over")},
                       {QStringLiteral("outcome"), QJsonObject::fromVariantMap(controller->outcome())}});
        }
    });
    auto* input = new QSocketNotifier(0, QSocketNotifier::Read, window);
    QObject::connect(input, &QSocketNotifier::activated, window, [window, input] {
        char line[1024];
        if (!std::fgets(line, sizeof line, stdin)) {
            input->setEnabled(false); // stdin closed: nothing more to read
            return;
        }
        const QString command = QString::fromLocal8Bit(line).trimmed();
        if (command.startsWith(QLatin1String("shot "))) {
            const QString file = command.mid(5).trimmed();
            const bool ok = window->grabWindow().save(file);
            printJson({{QStringLiteral("event"), ok ? QStringLiteral("saved") : QStringLiteral("notSaved")},
                       {QStringLiteral("file"), file}});
        } else if (command == QLatin1String("quit")) {
            QCoreApplication::quit();
        }
    });
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    if (const int code = answerWithoutDisplay(argc, argv); code >= 0)
        return code;
    QElapsedTimer startup;
    startup.start();
    const QString renderer = chooseRenderer(argc, argv);
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
    const qsizetype memoryIndex = app.arguments().indexOf(QStringLiteral("--memory-after"));
    const int memoryAfterMs = memoryIndex >= 0 && memoryIndex + 1 < app.arguments().size()
                                  ? app.arguments().at(memoryIndex + 1).toInt()
                                  : -1;
    // --screenshot FILE: save the window 1.5 s after start and quit (for docs and checks).
    const qsizetype shotIndex = app.arguments().indexOf(QStringLiteral("--screenshot"));
    const QString shotFile = shotIndex >= 0 && shotIndex + 1 < app.arguments().size() ? app.arguments().at(shotIndex + 1)
                                                                                   : QString();
    const qsizetype couchIndex = app.arguments().indexOf(QStringLiteral("--couch"));
    const QString couchGame = couchIndex >= 0 && couchIndex + 1 < app.arguments().size() ? app.arguments().at(couchIndex + 1)
                                                                                     : QString();
    const qsizetype couchSeatsIndex = app.arguments().indexOf(QStringLiteral("--couch-seats"));
    const int couchSeats = couchSeatsIndex >= 0 && couchSeatsIndex + 1 < app.arguments().size()
                               ? app.arguments().at(couchSeatsIndex + 1).toInt()
                               : 2;

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
                if (!couchGame.isEmpty() && !startCouch(window, couchGame, couchSeats)) {
                    QCoreApplication::exit(1);
                    return;
                }
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
                    if (reportStartup) {
                        std::printf("start-up to first frame: %lld ms (from main(): creating the process and loading "
                                    "the libraries come before and are not counted; bench/bench_startup measures from "
                                    "launch)\n",
                                    static_cast<long long>(startup.elapsed()));
                        std::printf("private memory at the first frame: %ld kB (RssAnon; renderer: %s)\n",
                                    privateMemoryKb(), qPrintable(renderer));
                    }
                    std::fflush(stdout);
                    if (reportStartup && memoryAfterMs >= 0) {
                        QTimer::singleShot(memoryAfterMs, window, [memoryAfterMs, quitAfterFirstFrame] {
                            std::printf("private memory %d ms after the first frame: %ld kB (RssAnon)\n", memoryAfterMs,
                                        privateMemoryKb());
                            std::fflush(stdout);
                            if (quitAfterFirstFrame)
                                QCoreApplication::quit();
                        });
                    } else if (quitAfterFirstFrame) {
                        QMetaObject::invokeMethod(window, [] { QCoreApplication::quit(); }, Qt::QueuedConnection);
                    }
                });
            }
        },
        Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Tabletop/app/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    return app.exec();
}
