// LAN benchmark: a `tabletop-cli host` process on loopback with 8 clients: the game's seats
// played from this process, the rest spectators as `tabletop-cli join --spectator` processes
// (each client has its own process, as on a real LAN, so their parsing does not delay the
// players). Reports the action round trip (action sent -> the acting seat's new state
// received) and the host process's memory. Prints figures; not a test.
//   bench_lan [GAMES] [--game ID] [--clients N] [--one-process] [--no-save] [--cli PATH]
//   bench_lan --bytes [--game ID] [--seats N]   (bytes a guest receives, protocol 2 against 3)
// The host saves after every action (`--save`, in a temporary folder) as a real game does;
// --no-save leaves that out; --compact-every N is passed to the host (1: the whole save rewritten
// after every action, as before the journal). The benchmark fails unless all N clients were connected at once
// (the host's `status` is polled during the game).
// --one-process runs the spectators in this process too (fewer processes competing for the
// CPU on a small machine, but their parsing then shares the players' thread).
#include "games/Registry.h"
#include "net/LanClient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <map>
#include <random>

using namespace tabletop;

namespace {

long statusKb(qint64 pid, const char* field)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(std::strlen(field))).trimmed().split(' ').front().toLong();
    return -1;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// --bytes: the bytes a guest receives over one long game, the whole log in every state
// (protocol 2) against only the new entries (protocol 3). Every seat is played from this
// process with choices that depend only on the seed, the action count and the seat, so both
// runs play the same game; one spectator watches. Returns the exit code.
struct ByteRun {
    int actions = 0;
    std::map<int, qint64> seatAt;      // bytes seat 1 had received when the game reached N actions
    std::map<int, qint64> spectatorAt; // the same for the spectator
    bool ok = false;
};

ByteRun runBytes(const QString& cli, const QString& game, int seats, int seed, int version,
                 const std::vector<int>& marks)
{
    ByteRun run;
    QProcess host;
    host.start(cli, {"host", game, "--port", "0", "--seed", QString::number(seed), "--seats", QString::number(seats),
                     "--linger", "1000"});
    host.waitForStarted();
    host.waitForReadyRead(10000);
    const auto listening = core::Json::parse(host.readLine().toStdString(), nullptr, false);
    if (listening.is_discarded() || !listening.contains("port"))
        return run;
    const quint16 port = listening.at("port").get<quint16>();
    std::vector<std::unique_ptr<net::LanClient>> clients;
    int finished = 0;
    for (int c = 0; c <= seats; ++c) {
        net::ClientOptions o;
        o.port = port;
        o.name = QStringLiteral("Bench%1").arg(c + 1);
        o.spectator = c == seats;
        o.reconnectForMs = 0;
        o.protocolVersion = version;
        auto client = std::make_unique<net::LanClient>(o);
        auto* cl = client.get();
        QObject::connect(cl, &net::LanClient::lobbyReceived, [cl](const core::Json& lobby) {
            if (cl->seat() && !lobby.at("seats").at(std::size_t(*cl->seat())).at("ready").get<bool>())
                cl->setReady(true);
        });
        QObject::connect(cl, &net::LanClient::stateReceived, [&, cl, c](const core::Json& s) {
            const int count = s.at("actionCount").get<int>();
            run.actions = std::max(run.actions, count);
            auto& at = c == seats ? run.spectatorAt : run.seatAt;
            if (c == 0 || c == seats)
                for (int m : marks)
                    if (count >= m && !at.count(m))
                        at[m] = cl->bytesReceived();
            if (!cl->seat() || !s.at("outcome").is_null())
                return;
            const auto& promptSeats = s.at("prompt").at("seats");
            if (promptSeats.empty() || promptSeats.at(0).get<int>() != *cl->seat() || s.at("legal").empty())
                return;
            const auto& legal = s.at("legal");
            std::mt19937_64 pick(std::uint64_t(seed) * 1000003u + std::uint64_t(count) * 31u + std::uint64_t(c));
            const auto& a = legal.at(pick() % legal.size());
            cl->sendAction(a.at("type").get<std::string>(), a.at("args"));
        });
        QObject::connect(cl, &net::LanClient::revealReceived, [&] { finished += 1; });
        clients.push_back(std::move(client));
    }
    for (auto& c : clients)
        c->connectToHost();
    QElapsedTimer t;
    t.start();
    while (finished < seats + 1 && t.elapsed() < 300000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    run.seatAt[-1] = clients[0]->bytesReceived(); // -1: the whole game
    run.spectatorAt[-1] = clients[std::size_t(seats)]->bytesReceived();
    run.ok = finished == seats + 1;
    for (auto& c : clients)
        c->leave();
    host.waitForFinished(5000);
    return run;
}

int benchBytes(const QString& cli, const QString& game, int seats, int wanted)
{
    const std::vector<int> marks{100, 200, 300};
    // The first seed whose game lasts `wanted` actions.
    for (int seed = 1; seed <= 20; ++seed) {
        const ByteRun after = runBytes(cli, game, seats, seed, 3, marks);
        if (!after.ok) {
            std::fprintf(stderr, "bench_lan --bytes: the game with seed %d did not finish\n", seed);
            return 1;
        }
        if (after.actions < wanted)
            continue;
        const ByteRun before = runBytes(cli, game, seats, seed, 2, marks);
        // The same seed and choice rule, but a reaction race can make the games part ways; both
        // must reach `wanted` actions for the marks to compare.
        if (!before.ok || before.actions < wanted) {
            std::fprintf(stderr, "bench_lan --bytes: the protocol-2 run played %d actions, fewer than %d\n",
                         before.actions, wanted);
            return 1;
        }
        std::printf("protocol 2 run: %d actions, protocol 3 run: %d actions\n", before.actions, after.actions);
        QFile loadavg(QStringLiteral("/proc/loadavg"));
        const QByteArray load = loadavg.open(QIODevice::ReadOnly) ? loadavg.readAll().split(' ').value(0) : "?";
        std::printf("%s, %d seats + 1 spectator, seed %d: %d actions; load average %s\n", qPrintable(game), seats, seed,
                    after.actions, load.constData());
        std::printf("bytes received by seat 1 / the spectator by the time the game reached N actions:\n");
        std::printf("| N | protocol 2 (whole log) seat 1 | protocol 3 (new entries) seat 1 | protocol 2 spectator | "
                    "protocol 3 spectator |\n|---|---|---|---|---|\n");
        for (int m : {100, 200, 300, -1})
            std::printf("| %s | %lld | %lld | %lld | %lld |\n",
                        m < 0 ? qPrintable(QStringLiteral("%1 (end)").arg(after.actions)) : qPrintable(QString::number(m)),
                        before.seatAt.count(m) ? before.seatAt.at(m) : -1LL,
                        after.seatAt.count(m) ? after.seatAt.at(m) : -1LL,
                        before.spectatorAt.count(m) ? before.spectatorAt.at(m) : -1LL,
                        after.spectatorAt.count(m) ? after.spectatorAt.at(m) : -1LL);
        return 0;
    }
    std::fprintf(stderr, "bench_lan --bytes: no game of 20 seeds lasted %d actions\n", wanted);
    return 1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    // The host program: this build's by default; --cli PATH measures another (e.g. an older build).
    QString cli = QStringLiteral(TABLETOP_CLI);
    if (const auto at = args.indexOf(QStringLiteral("--cli")); at >= 0 && at + 1 < args.size()) {
        cli = args[at + 1];
        args.remove(at, 2);
    }
    if (const auto at = args.indexOf(QStringLiteral("--bytes")); at >= 0) {
        args.removeAt(at);
        QString game = QStringLiteral("neotokyo");
        int seats = 5;
        for (int i = 0; i + 1 < args.size(); ++i) {
            if (args[i] == QLatin1String("--game"))
                game = args[i + 1];
            else if (args[i] == QLatin1String("--seats"))
                seats = args[i + 1].toInt();
        }
        return benchBytes(cli, game, seats, 300);
    }
    int games = 10;
    int clientCount = 8;
    QString game = QStringLiteral("grimoire");
    bool oneProcess = false;
    bool save = true;
    QString compactEvery; // passed to the host: 1 rewrites the whole save after every action
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--game") && i + 1 < args.size())
            game = args[++i];
        else if (args[i] == QLatin1String("--one-process"))
            oneProcess = true;
        else if (args[i] == QLatin1String("--no-save"))
            save = false;
        else if (args[i] == QLatin1String("--compact-every") && i + 1 < args.size())
            compactEvery = args[++i];
        else if (args[i] == QLatin1String("--clients") && i + 1 < args.size())
            clientCount = args[++i].toInt();
        else
            games = args[i].toInt();
    }
    const auto* rules = games::findRules(game.toStdString());
    if (!rules || games < 1 || clientCount < 1) {
        std::fprintf(stderr, "usage: bench_lan [GAMES] [--game ID] [--clients N] [--one-process]\n");
        return 2;
    }
    const int seats = rules->info().minSeats;
    std::vector<double> roundTrips;
    std::vector<double> hostWork; // ms the host spent per action (from its stdout)
    long rssIdle = 0, rssPlaying = 0, hwm = 0;
    std::mt19937_64 rng(1);
    int actions = 0;
    int leastConnected = clientCount; // the fewest clients connected at once in any game (at best)
    QTemporaryDir saveDir;
    for (int g = 0; g < games; ++g) {
        QProcess host;
        QStringList hostArgs{"host", game, "--port", "0", "--seed", QString::number(100 + g),
                             "--seats", QString::number(seats), "--linger", "3000"};
        if (save)
            hostArgs << "--save" << saveDir.filePath(QStringLiteral("bench-%1.json").arg(g));
        if (save && !compactEvery.isEmpty())
            hostArgs << "--compact-every" << compactEvery;
        host.start(cli, hostArgs);
        host.waitForStarted();
        host.waitForReadyRead(10000);
        const auto listening = core::Json::parse(host.readLine().toStdString(), nullptr, false);
        if (listening.is_discarded() || !listening.contains("port")) {
            std::fprintf(stderr, "bench_lan: the host did not start\n");
            return 1;
        }
        const quint16 port = listening.at("port").get<quint16>();
        if (g == 0)
            rssIdle = statusKb(host.processId(), "VmRSS:");
        std::vector<std::unique_ptr<net::LanClient>> clients;
        std::vector<std::unique_ptr<QProcess>> spectators;
        int finished = 0;
        std::vector<QElapsedTimer> sentAt(static_cast<std::size_t>(clientCount));
        std::vector<qint64> waitingFor(static_cast<std::size_t>(clientCount), -1);
        const int inProcess = oneProcess ? clientCount : seats;
        for (int c = 0; c < inProcess; ++c) {
            net::ClientOptions o;
            o.port = port;
            o.name = QStringLiteral("Bench%1").arg(c + 1);
            o.spectator = c >= seats;
            o.reconnectForMs = 0;
            auto client = std::make_unique<net::LanClient>(o);
            auto* cl = client.get();
            QObject::connect(cl, &net::LanClient::lobbyReceived, [cl](const core::Json& lobby) {
                if (cl->seat() && !lobby.at("seats").at(std::size_t(*cl->seat())).at("ready").get<bool>())
                    cl->setReady(true);
            });
            QObject::connect(cl, &net::LanClient::stateReceived, [&, cl, c](const core::Json& s) {
                const auto idx = static_cast<std::size_t>(c);
                const qint64 count = s.at("actionCount").get<qint64>();
                if (waitingFor[idx] >= 0 && count > waitingFor[idx]) {
                    roundTrips.push_back(static_cast<double>(sentAt[idx].nsecsElapsed()) / 1e6);
                    waitingFor[idx] = -1;
                }
                if (!cl->seat() || !s.at("outcome").is_null() || waitingFor[idx] >= 0)
                    return;
                const auto& promptSeats = s.at("prompt").at("seats");
                if (promptSeats.empty() || promptSeats.at(0).get<int>() != *cl->seat() || s.at("legal").empty())
                    return;
                const auto& legal = s.at("legal");
                const auto& a = legal.at(rng() % legal.size());
                sentAt[idx].start();
                waitingFor[idx] = count;
                cl->sendAction(a.at("type").get<std::string>(), a.at("args"));
                ++actions;
            });
            QObject::connect(cl, &net::LanClient::resultReceived, [&, c](const core::Json& r) {
                if (!r.at("ok").get<bool>())
                    waitingFor[static_cast<std::size_t>(c)] = -1; // a race in a reaction window
            });
            QObject::connect(cl, &net::LanClient::revealReceived, [&] { finished += 1; });
            QObject::connect(cl, &net::LanClient::failed, [](const QString& code, const QString& text) {
                std::fprintf(stderr, "bench_lan: client failed: %s %s\n", qPrintable(code), qPrintable(text));
                QCoreApplication::exit(1);
            });
            clients.push_back(std::move(client));
        }
        // Players first (they take the seats), then spectators once the game has started.
        for (int c = 0; c < seats; ++c)
            clients[std::size_t(c)]->connectToHost();
        QElapsedTimer t;
        t.start();
        QElapsedTimer statusTimer;
        statusTimer.start();
        QByteArray hostOut;
        int mostConnected = 0;
        qsizetype scanned = 0; // hostOut is scanned for status lines up to here
        auto readHost = [&] { hostOut += host.readAllStandardOutput(); };
        bool spectatorsJoined = false;
        auto spectatorsDone = [&] {
            return std::all_of(spectators.begin(), spectators.end(),
                               [](const auto& p) { return p->state() == QProcess::NotRunning; });
        };
        while ((finished < inProcess || !spectatorsDone()) && t.elapsed() < 60000) {
            app.processEvents(QEventLoop::AllEvents, 5);
            if (!spectatorsJoined && clients[0]->state().is_object()) {
                spectatorsJoined = true;
                for (int c = seats; c < inProcess; ++c)
                    clients[std::size_t(c)]->connectToHost();
                for (int c = inProcess; c < clientCount; ++c) {
                    auto p = std::make_unique<QProcess>();
                    p->setStandardOutputFile(QProcess::nullDevice());
                    p->setStandardErrorFile(QProcess::nullDevice());
                    p->start(QStringLiteral(TABLETOP_CLI), {"join", "127.0.0.1", "--port", QString::number(port),
                                                            "--name", QStringLiteral("Watcher%1").arg(c), "--spectator"});
                    spectators.push_back(std::move(p));
                }
            }
            if (g == 0 && rssPlaying == 0 && actions >= 20 && spectatorsJoined && mostConnected >= clientCount)
                rssPlaying = statusKb(host.processId(), "VmRSS:");
            // How many clients are really connected: ask the host now and then.
            if (spectatorsJoined && mostConnected < clientCount && statusTimer.elapsed() > 200) {
                statusTimer.restart();
                host.write("status\n");
            }
            readHost();
            for (qsizetype nl; (nl = hostOut.indexOf('\n', scanned)) >= 0; scanned = nl + 1) {
                const QByteArray line = hostOut.mid(scanned, nl - scanned);
                if (!line.contains("\"status\""))
                    continue;
                const auto j = core::Json::parse(line.toStdString(), nullptr, false);
                if (!j.is_discarded() && j.is_object() && j.value("event", "") == "status")
                    mostConnected = std::max(mostConnected, j.value("connections", 0));
            }
        }
        leastConnected = std::min(leastConnected, mostConnected);
        hwm = std::max(hwm, statusKb(host.processId(), "VmHWM:"));
        if (finished < inProcess || !spectatorsDone()) {
            std::fprintf(stderr, "bench_lan: game %d did not finish\n", g + 1);
            return 1;
        }
        for (auto& c : clients)
            c->leave();
        host.waitForFinished(5000);
        readHost();
        for (const QByteArray& line : hostOut.split('\n')) {
            const auto j = core::Json::parse(line.toStdString(), nullptr, false);
            if (!j.is_discarded() && j.is_object() && j.value("event", "") == "action" && j.value("hostMicros", 0) > 0)
                hostWork.push_back(j["hostMicros"].get<double>() / 1000.0);
        }
    }
    QFile loadavg(QStringLiteral("/proc/loadavg"));
    const QByteArray load = loadavg.open(QIODevice::ReadOnly) ? loadavg.readAll().split(' ').value(0) : "?";
    std::printf("%s over loopback: %d games, %d clients (%d seats + %d spectators, %s), %d actions; load average %s "
                "on %d cores\n",
                qPrintable(game), games, clientCount, seats, clientCount - seats,
                oneProcess ? "all in this process" : "spectators as separate processes", actions, load.constData(),
                QThread::idealThreadCount());
    std::printf("action round trip (action sent -> own new state received), ms: p50 %.2f  p95 %.2f  p99 %.2f  "
                "max %.2f\n",
                percentile(roundTrips, 0.5), percentile(roundTrips, 0.95), percentile(roundTrips, 0.99),
                percentile(roundTrips, 1.0));
    std::printf("host work per action (action frame in -> all states queued), ms: p50 %.2f  p95 %.2f  max %.2f\n",
                percentile(hostWork, 0.5), percentile(hostWork, 0.95), percentile(hostWork, 1.0));
    std::printf("host memory: %ld KiB resident before anyone joined, %ld KiB mid-game with %d clients, peak %ld KiB\n",
                rssIdle, rssPlaying, clientCount, hwm);
    std::printf("host saves after every action: %s; all %d clients connected at once in every game: %s\n",
                save ? (compactEvery == QLatin1String("1")
                            ? "yes (the whole save rewritten and synced before the acknowledgement)"
                            : "yes (journaled and synced before the acknowledgement, the whole save every 64 actions)")
                     : "no",
                clientCount,
                leastConnected >= clientCount ? "yes" : "NO");
    if (leastConnected < clientCount) {
        std::fprintf(stderr, "bench_lan: only %d of %d clients were connected at once in some game\n", leastConnected,
                     clientCount);
        return 1;
    }
    return 0;
}
