// LAN benchmark: a `tabletop-cli host` process on loopback with 8 clients (the game's seats,
// the rest spectators) in this process. Reports the action round trip (action sent -> the
// acting seat's new state received) and the host process's memory. Prints figures; not a test.
//   bench_lan [GAMES] [--game ID] [--clients N]
#include "games/Registry.h"
#include "net/LanClient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <algorithm>
#include <cstdio>
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

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int games = 10;
    int clientCount = 8;
    QString game = QStringLiteral("grimoire");
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--game") && i + 1 < args.size())
            game = args[++i];
        else if (args[i] == QLatin1String("--clients") && i + 1 < args.size())
            clientCount = args[++i].toInt();
        else
            games = args[i].toInt();
    }
    const auto* rules = games::findRules(game.toStdString());
    if (!rules || games < 1 || clientCount < 1) {
        std::fprintf(stderr, "usage: bench_lan [GAMES] [--game ID] [--clients N]\n");
        return 2;
    }
    const int seats = rules->info().minSeats;
    std::vector<double> roundTrips;
    long rssIdle = 0, rssPlaying = 0, hwm = 0;
    std::mt19937_64 rng(1);
    int actions = 0;
    for (int g = 0; g < games; ++g) {
        QProcess host;
        host.start(QStringLiteral(TABLETOP_CLI), {"host", game, "--port", "0", "--seed", QString::number(100 + g),
                                                  "--seats", QString::number(seats), "--linger", "3000"});
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
        int finished = 0;
        std::vector<QElapsedTimer> sentAt(static_cast<std::size_t>(clientCount));
        std::vector<qint64> waitingFor(static_cast<std::size_t>(clientCount), -1);
        for (int c = 0; c < clientCount; ++c) {
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
                if (count == 20 && g == 0)
                    rssPlaying = statusKb(host.processId(), "VmRSS:");
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
            QObject::connect(cl, &net::LanClient::revealReceived, [&] { ++finished; });
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
        bool spectatorsJoined = false;
        while (finished < clientCount && t.elapsed() < 60000) {
            app.processEvents(QEventLoop::AllEvents, 5);
            if (!spectatorsJoined && clients[0]->state().is_object()) {
                spectatorsJoined = true;
                for (int c = seats; c < clientCount; ++c)
                    clients[std::size_t(c)]->connectToHost();
            }
        }
        hwm = std::max(hwm, statusKb(host.processId(), "VmHWM:"));
        if (finished < clientCount) {
            std::fprintf(stderr, "bench_lan: game %d did not finish\n", g + 1);
            return 1;
        }
        for (auto& c : clients)
            c->leave();
        host.waitForFinished(5000);
    }
    std::printf("%s over loopback: %d games, %d clients (%d seats + %d spectators), %d actions\n", qPrintable(game),
                games, clientCount, seats, clientCount - seats, actions);
    std::printf("action round trip (action sent -> own new state received), ms: p50 %.2f  p95 %.2f  p99 %.2f  "
                "max %.2f\n",
                percentile(roundTrips, 0.5), percentile(roundTrips, 0.95), percentile(roundTrips, 0.99),
                percentile(roundTrips, 1.0));
    std::printf("host memory: %ld KiB resident before anyone joined, %ld KiB mid-game with %d clients, peak %ld KiB\n",
                rssIdle, rssPlaying, clientCount, hwm);
    return 0;
}
