#include "Commands.h"
#include "Common.h"
#include "StdinLines.h"

#include "net/LanHost.h"

#include <QCoreApplication>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTimer>
#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp =
    "Usage: tabletop-cli host <game> [--port P] [--seats K] [--seed S] [--option NAME=VALUE]...\n"
    "                         [--password X] [--save FILE] [--bind ADDRESS] [--no-autostart]\n"
    "       tabletop-cli host --load FILE [--port P] [--password X] [--save FILE]\n"
    "\n"
    "Hosts one LAN game (docs/protocol.md) with no seat of its own: players join with\n"
    "`tabletop-cli join` or the app. The game starts when every seat is taken and ready. Prints\n"
    "one JSON line per event on stdout:\n"
    "  {\"event\":\"listening\",\"port\":P}   {\"event\":\"note\",\"text\":...}   {\"event\":\"started\",...}\n"
    "  {\"event\":\"action\",\"count\":N,\"hostMicros\":T}   {\"event\":\"over\",\"outcome\":{...}}\n"
    "Reads commands on stdin, one a line: start, end (save and end), status, bot SEAT (the computer\n"
    "plays a dropped seat, 1-based, until its player reconnects), code SEAT (with --phones: a new\n"
    "code for a phone seat; the old code and the phone on it are cut off).\n"
    "\n"
    "  --port P               TCP port (default 47474; 0 picks a free one, printed)\n"
    "  --seats K --seed S     seats (default: the game's minimum) and seed (default: random)\n"
    "  --option N=V           a house rule (see `tabletop-cli games`)\n"
    "  --role ROLE...         for games with roles: each seat's role (one per seat, first for seat 1)\n"
    "                         until its guest asks for another in `ready` (default: the rules' order)\n"
    "  --setup JSON|FILE...   what each seat brings (one per seat, first for seat 1; a guest's own\n"
    "                         `ready` may replace its seat's)\n"
    "  --password X           guests must give this password\n"
    "  --save FILE            keep the game (record, seat tokens, salt) in FILE, each action journaled\n"
    "                         in FILE.journal (synced) before anyone is told; --load reads both\n"
    "  --chat-rate N, --chat-burst N   chat lines a guest may send a second, and at once (defaults 2, 8)\n"
    "  --compact-every N      rewrite the whole save every N actions (default 64; 1: after every action)\n"
    "  --load FILE            host a game saved with --save again; its players rejoin their seats\n"
    "  --bind ADDRESS         listen on this address only (default: all)\n"
    "  --bot SEAT=LEVEL       the computer takes seat SEAT (from 1) in the lobby at LEVEL (easy,\n"
    "                         normal, hard), ready at once; guests get the other seats\n"
    "  --computer-level L     how the computer plays a dropped seat handed to it with `bot N`:\n"
    "                         easy, normal (default) or hard; it sees only what that seat may see\n"
    "  --announce NAME        announce the game on the LAN (UDP port 47475) under NAME, so the\n"
    "                         app's Join page and `tabletop-cli discover` list it\n"
    "  --discovery-port P     UDP port for --announce (default 47475)\n"
    "  --phones P             couch mode: serve the phone page on HTTP port P (0: a free one) and\n"
    "                         keep seats for phones; prints {\"event\":\"phones\",\"seats\":[{seat,code,url}]}\n"
    "                         (a phone opens the url, or scans it as a QR code, and takes the seat)\n"
    "  --phone SEAT...        the seats kept for phones (from 1; default with --phones: every seat\n"
    "                         the computer does not play); stdin `code SEAT` issues a seat a new code\n"
    "  --phone-address A      the address phones reach this computer at, for the urls (default: the\n"
    "                         first non-loopback IPv4 address, or the --bind address)\n"
    "  --no-autostart         wait for `start` on stdin instead of starting when all are ready\n"
    "  --handshake-timeout MS, --idle-timeout MS, --ping-interval MS   (defaults 5000, 15000, 4000)\n"
    "  --linger MS            after the game ends, wait this long for guests to leave (default 3000)\n"
    "  --max-spectators N, --max-pending N   connection caps (defaults 32, 64; docs/protocol.md)\n"
    "  --max-unsent BYTES     a guest with more unsent bytes is dropped as not reading (default 4 MiB)\n"
    "\n"
    "Exit codes: 0 the game ended, 1 could not listen or load, 2 bad command line.\n";

void emitLine(const core::Json& j)
{
    std::fputs((j.dump(-1, ' ', false, core::Json::error_handler_t::replace) + "\n").c_str(), stdout);
    std::fflush(stdout);
}

// The address a phone on the same network reaches this computer at.
QString phoneAddress(const QHostAddress& bind)
{
    return net::LanHost::lanAddress(bind);
}

core::Json phoneSeat(const net::LanHost& host, const QString& address, int seat, const QString& code)
{
    return {{"seat", seat + 1}, {"code", code.toStdString()}, {"url", host.phoneUrl(address, code).toStdString()}};
}
} // namespace

int runHost(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words,
              {"port", "seats", "seed", "option", "password", "save", "load", "bind", "handshake-timeout",
               "idle-timeout", "ping-interval", "linger", "announce", "discovery-port", "max-spectators",
               "max-pending", "max-unsent", "compact-every", "chat-rate", "chat-burst", "role", "setup",
               "computer-level", "bot", "phones", "phone", "phone-address"},
              {"no-autostart"});
    net::HostOptions options;
    options.password = QString::fromStdString(args.value("password").value_or(""));
    options.savePath = QString::fromStdString(args.value("save").value_or(""));
    options.autoStart = !args.flag("no-autostart");
    options.handshakeTimeoutMs = args.intValue("handshake-timeout", 5000, 100, 600000);
    options.idleTimeoutMs = args.intValue("idle-timeout", 15000, 100, 600000);
    options.pingIntervalMs = args.intValue("ping-interval", 4000, 50, 600000);
    options.maxSpectators = args.intValue("max-spectators", 32, 0, 256);
    options.maxPending = args.intValue("max-pending", 64, 1, 256);
    options.maxUnsentBytes = args.intValue("max-unsent", 4 * 1024 * 1024, 4096, 256 * 1024 * 1024);
    options.compactEvery = args.intValue("compact-every", 64, 1, 1000000);
    options.chatPerSecond = args.intValue("chat-rate", 2, 1, 10000);
    options.chatBurst = args.intValue("chat-burst", 8, 1, 10000);
    const int port = args.intValue("port", 47474, 0, 65535);
    options.announceName = QString::fromStdString(args.value("announce").value_or(""));
    options.discoveryPort = static_cast<quint16>(args.intValue("discovery-port", 47475, 1, 65535));
    const int linger = args.intValue("linger", 3000, 0, 600000);
    if (auto level = args.value("computer-level")) {
        try {
            options.botLevel = core::botLevel(*level).name;
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--computer-level: ") + e.what());
        }
    }
    if (!args.has("load")) {
        if (args.positionals().size() != 1)
            throw UsageError(whichGame("host", "--port 47474"));
        const auto& rules = playableRules(args.positionals().front());
        options.game = args.positionals().front();
        options.seats = seatCount(args, rules.info());
        options.options = parseOptions(args.values("option"), rules.info());
        for (const auto& [seat, level] : parseBots(args, options.seats))
            options.computers[seat] = level.name;
        options.seed = args.has("seed") ? args.seedValue("seed", 0) : [] {
            std::uint64_t s = 0;
            QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(&s), 2);
            return s >> 1; // JSON readers elsewhere keep 63 bits exactly
        }();
        // Each seat's role and setup until its guest picks its own, checked now as the match will.
        core::MatchConfig probe;
        probe.game = options.game;
        probe.seats = options.seats;
        applyRolesAndSetup(args, rules.info(), probe);
        try {
            core::resolveRoles(rules.info(), probe);
        } catch (const std::invalid_argument& e) {
            std::string text = e.what();
            if (text.rfind("config: ", 0) == 0)
                text.erase(0, 8);
            throw UsageError("--role/--setup: " + text);
        }
        options.roles = probe.roles;
        options.setup = probe.setup;
    } else if (args.has("role") || args.has("setup")) {
        throw UsageError("--load takes the roles and setup from the save; do not give --role or --setup");
    } else if (!args.positionals().empty()) {
        throw UsageError("--load takes the game from the save; do not name a game");
    }

    int argc = 1;
    char name[] = "tabletop-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    std::unique_ptr<net::LanHost> host;
    if (args.has("load")) {
        QString error;
        host = net::LanHost::fromSave(QString::fromStdString(*args.value("load")), options, &error);
        if (!host)
            throw RunError(error.toStdString());
    } else {
        host = std::make_unique<net::LanHost>(options);
    }
    QString error;
    const QHostAddress bind = args.has("bind") ? QHostAddress(QString::fromStdString(*args.value("bind")))
                                               : QHostAddress(QHostAddress::Any);
    if (!host->listen(bind, static_cast<quint16>(port), &error))
        throw RunError("cannot listen on port " + std::to_string(port) + ": " + error.toStdString());

    // Couch mode: the phone page and the seats kept for phones.
    QString phoneAddr;
    if (args.has("phones")) {
        const int phonePort = args.intValue("phones", 0, 0, 65535);
        if (!host->listenPhones(bind, static_cast<quint16>(phonePort), &error))
            throw RunError("cannot serve phones on port " + std::to_string(phonePort) + ": " + error.toStdString());
        phoneAddr = args.has("phone-address") ? QString::fromStdString(*args.value("phone-address")) : phoneAddress(bind);
        std::vector<int> seats;
        for (const auto& w : args.values("phone")) {
            bool ok = false;
            const int seat = QString::fromStdString(w).toInt(&ok);
            if (!ok || seat < 1 || seat > host->options().seats)
                throw UsageError("--phone: \"" + w + "\" is not a seat from 1 to " + std::to_string(host->options().seats));
            seats.push_back(seat - 1);
        }
        if (seats.empty())
            for (int i = 0; i < host->options().seats; ++i)
                if (!host->options().computers.count(i))
                    seats.push_back(i);
        core::Json list = core::Json::array();
        for (int seat : seats) {
            const QString code = host->issueSeatCode(seat, &error);
            if (code.isEmpty())
                throw UsageError("--phone: " + error.toStdString());
            list.push_back(phoneSeat(*host, phoneAddr, seat, code));
        }
        emitLine({{"event", "phones"}, {"port", host->phonePort()}, {"address", phoneAddr.toStdString()}, {"seats", list}});
    } else if (args.has("phone") || args.has("phone-address")) {
        throw UsageError("--phone and --phone-address need --phones PORT");
    }

    QObject::connect(host.get(), &net::LanHost::note, [](const QString& text) {
        emitLine({{"event", "note"}, {"text", text.toStdString()}});
    });
    QObject::connect(host.get(), &net::LanHost::gameStarted, [&host] {
        emitLine({{"event", "started"}, {"commitment", host->commitment().toStdString()}});
    });
    QObject::connect(host.get(), &net::LanHost::actionApplied, [&host](int count) {
        emitLine({{"event", "action"}, {"count", count}, {"hostMicros", host->lastActionMicros()}});
    });
    QTimer lingerTimer;
    lingerTimer.setSingleShot(true);
    QObject::connect(&lingerTimer, &QTimer::timeout, &app, [] { QCoreApplication::exit(kExitOk); });
    auto quitWhenEmpty = [&] {
        if (host->gameOver() && host->connectionCount() == 0)
            QCoreApplication::exit(kExitOk);
    };
    QObject::connect(host.get(), &net::LanHost::gameFinished, [&] {
        emitLine({{"event", "over"}, {"outcome", host->match()->match().outcome()->toJson()}});
        lingerTimer.start(linger);
    });
    QObject::connect(host.get(), &net::LanHost::lobbyChanged, &app, quitWhenEmpty, Qt::QueuedConnection);

    StdinLines input;
    QObject::connect(&input, &StdinLines::line, [&](const QString& line) {
        const QString cmd = line.trimmed();
        if (cmd == QLatin1String("start")) {
            QString why;
            if (!host->start(&why))
                emitLine({{"event", "error"}, {"text", why.toStdString()}});
        } else if (cmd == QLatin1String("end")) {
            host->endGame(QStringLiteral("the host ended the game"));
            QTimer::singleShot(200, &app, [] { QCoreApplication::exit(kExitOk); });
        } else if (cmd.startsWith(QLatin1String("bot "))) {
            bool ok = false;
            const int seat = cmd.mid(4).trimmed().toInt(&ok);
            QString why;
            if (!ok || !host->giveSeatToBot(seat - 1, &why))
                emitLine({{"event", "error"}, {"text", ok ? why.toStdString() : "usage: bot SEAT (1-based)"}});
        } else if (cmd.startsWith(QLatin1String("code "))) {
            bool ok = false;
            const int seat = cmd.mid(5).trimmed().toInt(&ok);
            QString why = QStringLiteral("usage: code SEAT (1-based), with --phones");
            const QString code = ok && host->phonePort() ? host->issueSeatCode(seat - 1, &why) : QString();
            if (code.isEmpty())
                emitLine({{"event", "error"}, {"text", why.toStdString()}});
            else
                emitLine({{"event", "phoneCode"}, {"seat", seat}, {"code", code.toStdString()},
                          {"url", host->phoneUrl(phoneAddr, code).toStdString()}});
        } else if (cmd == QLatin1String("status")) {
            emitLine({{"event", "status"},
                      {"connections", host->connectionCount()},
                      {"lobby", host->lobbyJson()},
                      {"actions", host->match() ? host->match()->match().history().size() : 0}});
        } else if (!cmd.isEmpty()) {
            emitLine({{"event", "error"}, {"text", "unknown command \"" + cmd.toStdString() + "\" (start, end, status, bot SEAT, code SEAT)"}});
        }
    });
    input.start();
    emitLine({{"event", "listening"}, {"port", host->port()}, {"game", host->options().game}});
    return app.exec();
}

} // namespace tabletop::cli
