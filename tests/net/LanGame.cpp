#include "LanGame.h"

using tabletop::core::Json;

namespace {
// splitmix64: one well-mixed number from another, the same on every run and machine.
quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

quint64 mixName(quint64 seed, const QString& name)
{
    for (const QChar c : name)
        seed = mix(seed ^ c.unicode());
    return seed;
}
} // namespace

std::string LanGame::Client::exitStory() const
{
    std::string out = name.toStdString() + " exit " + std::to_string(exitCode) + ":";
    for (const auto& l : seen) {
        const std::string msg = l.value("msg", "");
        if (msg == "failed" || msg == "disconnected" || msg == "goodbye" || msg == "verification")
            out += " " + l.dump();
    }
    if (state.is_object())
        out += " last state at action " + std::to_string(state.value("actionCount", -1));
    return out;
}

LanGame::LanGame(QString game, int seats, quint64 seed, quint64 scriptSeed)
    : m_game(std::move(game)), m_seats(seats), m_seed(seed), m_scriptSeed(scriptSeed)
{
    m_clients.reserve(16); // Client addresses stay valid for the tests that hold them
}

bool LanGame::startHost(const QStringList& extra, bool save)
{
    m_hostArgs = QStringList{QStringLiteral("host"), m_game, QStringLiteral("--seats"), QString::number(m_seats),
                             QStringLiteral("--seed"), QString::number(m_seed), QStringLiteral("--linger"),
                             QStringLiteral("2000")} +
                 (save ? QStringList{QStringLiteral("--save"), savePath()} : QStringList{}) + extra;
    m_host = std::make_unique<LanProcess>(QStringLiteral("host"), m_hostArgs + QStringList{"--port", "0"});
    const Json l = waitForLine(*m_host, [](const Json& j) { return j.value("event", "") == "listening"; }, 10000);
    if (l.is_null())
        return false;
    m_port = l.at("port").get<int>();
    return true;
}

bool LanGame::restartHostFromSave()
{
    m_host->kill();
    QStringList args{QStringLiteral("host"), QStringLiteral("--load"), savePath(), QStringLiteral("--save"),
                     savePath(), QStringLiteral("--port"), QString::number(m_port), QStringLiteral("--linger"),
                     QStringLiteral("2000")};
    m_host = std::make_unique<LanProcess>(QStringLiteral("host"), args);
    return !waitForLine(*m_host, [](const Json& j) { return j.value("event", "") == "listening"; }, 10000).is_null();
}

LanGame::Client& LanGame::addClient(const QString& name, bool spectator, bool record, const QStringList& extra)
{
    Client c;
    c.name = name;
    c.spectator = spectator;
    c.args = QStringList{QStringLiteral("join"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                         QString::number(m_port), QStringLiteral("--name"), name, QStringLiteral("--token-file"),
                         m_dir.filePath(name + QStringLiteral(".token"))} +
             extra;
    // Each seat's share of the seed is fixed by the script's seed and the name, so the host's
    // --seed and the script seed give the same game on every run.
    if (!extra.contains(QStringLiteral("--nonce")))
        c.args << QStringLiteral("--nonce")
               << QStringLiteral("%1").arg(mixName(m_scriptSeed, name), 16, 16, QLatin1Char('0'));
    if (spectator)
        c.args << QStringLiteral("--spectator");
    if (record)
        c.args << QStringLiteral("--record") << m_dir.filePath(name + QStringLiteral(".bytes"));
    c.proc = std::make_unique<LanProcess>(name, c.args);
    m_clients.push_back(std::move(c));
    return m_clients.back();
}

bool LanGame::waitWelcomed(Client& c, int timeoutMs)
{
    return pumpUntil(
        [&] {
            readClient(c);
            return c.seat >= 0;
        },
        timeoutMs);
}

void LanGame::killClient(Client& c)
{
    c.proc->kill();
    readClient(c);
}

void LanGame::restartClient(Client& c)
{
    if (c.proc->running())
        killClient(c);
    c.proc = std::make_unique<LanProcess>(c.name, c.args);
    c.state = nullptr;
    c.actedOn = -1;
    c.exitCode = -2;
}

void LanGame::readClient(Client& c)
{
    for (auto& line : c.proc->takeNew()) {
        const std::string msg = line.value("msg", "");
        if (msg == "welcome" && line.at("seat").is_number_integer())
            c.seat = line.at("seat").get<int>();
        else if (msg == "state") {
            c.state = line;
            ++c.stateIndex;
            m_highest = std::max(m_highest, line.at("actionCount").get<int>());
        } else if (msg == "result" && !line.at("ok").get<bool>()) {
            c.actedOn = -1; // refused (a reaction window raced): choose again
            ++c.refusals;
        }
        else if (msg == "verification")
            c.verification = line;
        else if (msg == "reveal")
            c.reveal = line;
        c.seen.push_back(std::move(line));
    }
}

bool LanGame::play(int timeoutMs, const std::function<void(LanGame&, int)>& onProgress)
{
    int reported = -1;
    const bool done = pumpUntil(
        [&] {
            bool allExited = true;
            for (auto& c : m_clients) {
                readClient(c);
                if (c.proc->running()) {
                    allExited = false;
                } else if (c.exitCode == -2) {
                    c.exitCode = c.proc->process().exitStatus() == QProcess::NormalExit ? c.proc->process().exitCode()
                                                                                         : -1;
                }
                if (c.spectator || c.seat < 0 || !c.state.is_object() || !c.state.at("outcome").is_null() ||
                    c.actedOn == c.stateIndex || !c.proc->running())
                    continue;
                const auto& seats = c.state.at("prompt").at("seats");
                const auto& legal = c.state.at("legal");
                if (std::find(seats.begin(), seats.end(), Json(c.seat)) == seats.end() || legal.empty() ||
                    !c.state.at("waitingFor").empty())
                    continue;
                // The choice depends only on the script's seed, the seat, the position (its action
                // count) and how many of this client's moves were refused, not on the order in which
                // the clients' states arrive: a run is repeated exactly when nothing races.
                const auto position = static_cast<quint64>(c.state.value("actionCount", 0));
                const quint64 pick = mix(mix(mix(m_scriptSeed ^ quint64(c.seat)) ^ position) ^
                                         quint64(c.refusals));
                const Json& a = legal.at(pick % legal.size());
                c.proc->write({{"type", a.at("type")}, {"args", a.value("args", Json::object())}});
                c.actedOn = c.stateIndex;
            }
            if (onProgress && m_highest != reported) {
                reported = m_highest;
                onProgress(*this, m_highest);
            }
            return allExited;
        },
        timeoutMs);
    if (!done)
        m_failure = QStringLiteral("time-out after %1 actions").arg(m_highest);
    return done;
}
