#include "LanHost.h"

#include "Commitment.h"
#include "Discovery.h"
#include "games/Registry.h"
#include "session/SaveStore.h"

#include <QRandomGenerator>
#include <QTimer>
#include <map>

namespace tabletop::net {

struct LanHost::Peer {
    Connection* conn = nullptr;
    bool welcomed = false;
    bool spectator = false;
    int seat = -1;
    QString name;
};

namespace {

constexpr std::size_t kChatKept = 100;

QString makeToken()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 4);
    return QString::fromLatin1(bytes.toHex());
}

// Names end up in every client's table, log and chat: keep them to one line of plain text.
QString cleanName(const QString& raw)
{
    QString name;
    for (const QChar c : raw) {
        if (c.isSpace())
            name += QLatin1Char(' ');
        else if (c.isPrint() && c != QLatin1Char('<') && c != QLatin1Char('>') && c != QLatin1Char('&'))
            name += c;
    }
    name = name.simplified().left(int(kMaxNameLength));
    return name.isEmpty() ? QStringLiteral("Player") : name;
}

core::Json refusal(const char* id, const QString& text, core::Json args = core::Json::object())
{
    return {{"id", id}, {"text", text.toStdString()}, {"rule", ""}, {"args", std::move(args)}};
}

} // namespace

LanHost::LanHost(HostOptions options, QObject* parent) : QObject(parent), m_options(std::move(options))
{
    m_rules = games::findRules(m_options.game);
    m_seats.resize(static_cast<std::size_t>(std::max(1, m_options.seats)));
    connect(&m_server, &QTcpServer::newConnection, this, &LanHost::onNewConnection);
}

LanHost::~LanHost()
{
    for (auto& p : m_peers)
        p->conn->disconnect(this);
}

std::unique_ptr<LanHost> LanHost::fromSave(const QString& path, HostOptions options, QString* error)
{
    auto doc = session::SaveStore::read(path, error);
    if (!doc)
        return nullptr;
    try {
        if (doc->value("format", "") != "tabletop-lan-save") {
            *error = QStringLiteral("%1 is not a LAN game save (\"format\" must be \"tabletop-lan-save\")").arg(path);
            return nullptr;
        }
        auto match = session::MatchHost::fromRecord(doc->at("record"), error);
        if (!match)
            return nullptr;
        options.game = match->config().game;
        options.seats = match->config().seats;
        options.seed = match->config().seed;
        options.options = match->config().options;
        auto host = std::make_unique<LanHost>(options);
        const auto& seats = doc->at("seats");
        if (!seats.is_array() || seats.size() != host->m_seats.size()) {
            *error = QStringLiteral("%1: \"seats\" must list %2 seats").arg(path).arg(host->m_seats.size());
            return nullptr;
        }
        for (std::size_t i = 0; i < seats.size(); ++i) {
            host->m_seats[i].name = QString::fromStdString(seats[i].at("name").get<std::string>());
            host->m_seats[i].token = QString::fromStdString(seats[i].at("token").get<std::string>());
            host->m_seats[i].lastSeq = seats[i].value("lastSeq", qint64(0));
            host->m_seats[i].ready = true;
        }
        host->m_salt = QString::fromStdString(doc->at("salt").get<std::string>());
        for (const auto& line : doc->value("chat", core::Json::array()))
            if (validateMessage(MsgType::ChatLine, line).empty()) // a hand-edited save must not feed guests junk
                host->m_chat.push_back(line);
        host->m_commitment = commitmentFor(options.seed, host->m_salt);
        host->m_match = std::move(match);
        host->m_match->setParent(host.get());
        return host;
    } catch (const std::exception& e) {
        *error = QStringLiteral("%1: %2").arg(path, QString::fromUtf8(e.what()));
        return nullptr;
    }
}

bool LanHost::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!m_rules) {
        *error = QStringLiteral("game \"%1\" is not playable").arg(QString::fromStdString(m_options.game));
        return false;
    }
    if (!m_server.listen(address, port)) {
        *error = m_server.errorString();
        return false;
    }
    if (!m_options.announceName.isEmpty()) {
        m_instanceId = makeToken().left(16);
        m_announcer = new DiscoveryAnnouncer(m_options.discoveryPort, this);
        connect(this, &LanHost::lobbyChanged, this, &LanHost::announce);
        announce();
        m_announcer->start();
    }
    return true;
}

void LanHost::announce()
{
    if (!m_announcer)
        return;
    m_announcer->setInfo({{"id", m_instanceId.toStdString()},
                          {"name", m_options.announceName.left(80).toStdString()},
                          {"game", m_options.game},
                          {"port", m_server.serverPort()},
                          {"seats", m_seats.size()},
                          {"taken", seatsTaken()},
                          {"started", started()},
                          {"password", !m_options.password.isEmpty()}});
}

quint16 LanHost::port() const
{
    return m_server.serverPort();
}

bool LanHost::gameOver() const
{
    return m_match && m_match->match().outcome().has_value();
}

int LanHost::seatsTaken() const
{
    int n = 0;
    for (const auto& s : m_seats)
        n += s.peer != nullptr;
    return n;
}

void LanHost::onNewConnection()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        if (static_cast<int>(m_peers.size()) >= m_options.maxConnections) {
            emit note(QStringLiteral("refusing %1: too many connections").arg(socket->peerAddress().toString()));
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto peer = std::make_unique<Peer>();
        Peer* p = peer.get();
        p->conn = new Connection(socket, Direction::ToHost, this);
        // Until the hello arrives the handshake time-out applies; afterwards the idle one.
        p->conn->setIdleTimeout(m_options.handshakeTimeoutMs);
        connect(p->conn, &Connection::frameReceived, this,
                [this, p](MsgType type, const core::Json& body) { onFrame(p, type, body); });
        connect(p->conn, &Connection::closed, this, [this, p](const QString& reason) { onClosed(p, reason); });
        m_peers.push_back(std::move(peer));
    }
}

void LanHost::onClosed(Peer* peer, const QString& reason)
{
    emit note(QStringLiteral("connection %1 (%2) closed: %3")
                  .arg(peer->conn->peer(), peer->name.isEmpty() ? QStringLiteral("no name yet") : peer->name, reason));
    const int seat = peer->seat;
    if (seat >= 0 && m_seats[static_cast<std::size_t>(seat)].peer == peer) {
        auto& slot = m_seats[static_cast<std::size_t>(seat)];
        slot.peer = nullptr;
        if (!started()) // in the lobby a seat is only held while connected
            slot = SeatSlot{};
    }
    peer->conn->deleteLater();
    for (auto it = m_peers.begin(); it != m_peers.end(); ++it)
        if (it->get() == peer) {
            m_peers.erase(it);
            break;
        }
    emit lobbyChanged();
    if (seat >= 0)
        broadcast();
}

void LanHost::onFrame(Peer* peer, MsgType type, const core::Json& body)
{
    if (!peer->welcomed) {
        if (type != MsgType::Hello)
            return peer->conn->close(QStringLiteral("protocol error: %1 before hello").arg(typeName(type)));
        return onHello(peer, body);
    }
    switch (type) {
    case MsgType::Hello:
        return peer->conn->close(QStringLiteral("protocol error: a second hello"));
    case MsgType::Ready:
        return onReady(peer, body);
    case MsgType::Action:
        return onAction(peer, body);
    case MsgType::Chat:
        return onChat(peer, body);
    case MsgType::Bye:
        return peer->conn->close(QStringLiteral("left: %1").arg(QString::fromStdString(body.value("reason", ""))));
    default:
        return peer->conn->close(QStringLiteral("protocol error: unexpected %1").arg(typeName(type)));
    }
}

void LanHost::refuse(Peer* peer, const char* code, const QString& text)
{
    emit note(QStringLiteral("refusing %1: %2").arg(peer->conn->peer(), text));
    peer->conn->send(MsgType::Refuse, {{"code", code}, {"text", text.toStdString()}});
    peer->conn->close(QStringLiteral("refused (%1)").arg(QLatin1String(code)));
}

void LanHost::onHello(Peer* peer, const core::Json& body)
{
    const int version = body.at("v").get<int>();
    if (version != kProtocolVersion)
        return refuse(peer, "version",
                      QStringLiteral("this host speaks protocol version %1, the client %2; update both to the same "
                                     "version of Tabletop")
                          .arg(kProtocolVersion)
                          .arg(version));
    if (!m_options.password.isEmpty() &&
        QString::fromStdString(body.value("password", "")) != m_options.password)
        return refuse(peer, "password", QStringLiteral("wrong password"));
    peer->name = cleanName(QString::fromStdString(body.at("name").get<std::string>()));
    peer->spectator = body.at("role") == "spectator";
    const QString token = QString::fromStdString(body.value("token", ""));
    int seat = -1;
    if (!peer->spectator) {
        for (std::size_t i = 0; i < m_seats.size() && !token.isEmpty(); ++i)
            if (m_seats[i].token == token)
                seat = static_cast<int>(i);
        if (seat < 0 && started())
            return refuse(peer, "full",
                          QStringLiteral("the game has started and every seat is taken; join as a spectator"));
        for (std::size_t i = 0; i < m_seats.size() && seat < 0; ++i)
            if (m_seats[i].token.isEmpty())
                seat = static_cast<int>(i);
        if (seat < 0)
            return refuse(peer, "full", QStringLiteral("the game is full (%1 seats)").arg(m_seats.size()));
        auto& slot = m_seats[static_cast<std::size_t>(seat)];
        if (slot.peer && slot.peer != peer) {
            // The same player connected again (a restarted app): the newer connection wins.
            Peer* old = slot.peer;
            old->seat = -1;
            old->conn->send(MsgType::Goodbye, {{"code", "replaced"}, {"text", "you connected again from elsewhere"}});
            old->conn->close(QStringLiteral("replaced by a new connection for seat %1").arg(seat + 1));
        }
        if (slot.token.isEmpty())
            slot.token = makeToken();
        if (slot.bot)
            emit note(QStringLiteral("%1 takes seat %2 back from the computer").arg(slot.name).arg(seat + 1));
        slot.bot = false;
        if (!started())
            slot.name = peer->name;
        slot.peer = peer;
        peer->seat = seat;
    }
    peer->welcomed = true;
    peer->conn->setIdleTimeout(m_options.idleTimeoutMs);
    peer->conn->setPingInterval(m_options.pingIntervalMs);
    const auto* slot = seat >= 0 ? &m_seats[static_cast<std::size_t>(seat)] : nullptr;
    peer->conn->send(MsgType::Welcome,
                     {{"v", kProtocolVersion},
                      {"seat", seat >= 0 ? core::Json(seat) : core::Json(nullptr)},
                      {"token", slot ? slot->token.toStdString() : std::string()},
                      {"game", m_options.game},
                      {"seats", m_seats.size()},
                      {"lastSeq", slot ? slot->lastSeq : 0},
                      {"name", (slot && started() ? slot->name : peer->name).toStdString()},
                      {"usesDecks", m_rules->usesDecks()}});
    for (const auto& line : m_chat)
        peer->conn->send(MsgType::ChatLine, line);
    emit note(QStringLiteral("%1 joined from %2 as %3")
                  .arg(peer->name, peer->conn->peer(),
                       seat >= 0 ? QStringLiteral("seat %1").arg(seat + 1) : QStringLiteral("spectator")));
    emit lobbyChanged();
    broadcast();
    if (!m_reveal.is_null())
        peer->conn->send(MsgType::Reveal, m_reveal);
    QTimer::singleShot(200, this, &LanHost::botStep); // the game may no longer wait for anyone
}

void LanHost::onReady(Peer* peer, const core::Json& body)
{
    if (peer->seat < 0 || started())
        return peer->conn->send(MsgType::Result,
                                {{"seq", 0},
                                 {"ok", false},
                                 {"error", refusal("net.notInLobby", QStringLiteral("only a seated player in the "
                                                                                    "lobby can be ready"))}});
    auto& slot = m_seats[static_cast<std::size_t>(peer->seat)];
    if (body.contains("deck"))
        slot.deck = body.at("deck");
    slot.deckProblems = core::Json::array();
    // No deck means the game's starter deck for that seat (as in hot-seat); a deck that was
    // chosen must be legal.
    if (m_rules->usesDecks() && !slot.deck.is_null())
        for (const auto& m : m_rules->checkDeck(slot.deck))
            slot.deckProblems.push_back(m.toJson());
    slot.ready = body.at("ready").get<bool>() && slot.deckProblems.empty();
    emit lobbyChanged();
    broadcast();
    if (m_options.autoStart && seatsTaken() == static_cast<int>(m_seats.size())) {
        QString error;
        start(&error);
    }
}

bool LanHost::start(QString* error)
{
    if (started()) {
        *error = QStringLiteral("the game has already started");
        return false;
    }
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        if (!m_seats[i].peer) {
            *error = QStringLiteral("seat %1 is empty").arg(i + 1);
            return false;
        }
        if (!m_seats[i].ready) {
            *error = QStringLiteral("%1 is not ready").arg(m_seats[i].name);
            return false;
        }
    }
    startMatch();
    return true;
}

void LanHost::startMatch()
{
    core::MatchConfig config;
    config.game = m_options.game;
    config.seats = static_cast<int>(m_seats.size());
    config.seed = m_options.seed;
    config.options = m_options.options;
    for (const auto& s : m_seats) {
        config.seatNames.push_back(s.name.toStdString());
        if (m_rules->usesDecks())
            config.decks.push_back(s.deck);
    }
    // Publish the commitment before the setup shuffle is ever seen.
    m_salt = makeSalt();
    m_commitment = commitmentFor(config.seed, m_salt);
    m_match = std::make_unique<session::MatchHost>(*m_rules, config, this);
    emit note(QStringLiteral("game started; seed commitment %1").arg(m_commitment));
    emit gameStarted();
    emit lobbyChanged();
    autosave();
    broadcast();
}

QStringList LanHost::waitingFor() const
{
    QStringList names;
    if (started())
        for (const auto& s : m_seats)
            if (!s.peer && !s.bot)
                names << s.name;
    return names;
}

core::Json LanHost::seatsJson() const
{
    core::Json seats = core::Json::array();
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        const auto& s = m_seats[i];
        core::Json deck = nullptr;
        if (!s.deck.is_null())
            deck = {{"name", s.deck.value("name", "")}, {"problems", s.deckProblems}};
        seats.push_back({{"seat", i},
                         {"name", s.name.toStdString()},
                         {"taken", !s.token.isEmpty()},
                         {"connected", s.peer != nullptr},
                         {"ready", s.ready},
                         {"bot", s.bot},
                         {"deck", deck}});
    }
    return seats;
}

core::Json LanHost::lobbyJson() const
{
    int spectators = 0;
    for (const auto& p : m_peers)
        spectators += p->welcomed && p->spectator;
    return {{"game", m_options.game},
            {"started", started()},
            {"seats", seatsJson()},
            {"spectators", spectators},
            {"password", !m_options.password.isEmpty()}};
}

void LanHost::sendTo(Peer* peer)
{
    if (!peer->welcomed || !peer->conn->isOpen())
        return;
    if (!started())
        return peer->conn->send(MsgType::Lobby, lobbyJson());
    peer->conn->sendEncoded(stateFrame(peer->seat >= 0 ? std::optional<core::Seat>(peer->seat) : std::nullopt));
}

std::string LanHost::stateFrame(std::optional<core::Seat> seat) const
{
    const auto& match = m_match->match();
    core::Json legal = core::Json::array();
    if (seat)
        for (const auto& a : match.legalActions(*seat))
            legal.push_back(a.toJson());
    core::Json waiting = core::Json::array();
    for (const auto& n : waitingFor())
        waiting.push_back(n.toStdString());
    const auto outcome = match.outcome();
    // Only this seat's view and log: never the full state (docs/protocol.md, "Hidden information").
    return encodeFrame(MsgType::State, {{"actionCount", match.history().size()},
                                        {"view", match.view(seat)},
                                        {"prompt", match.prompt().toJson()},
                                        {"legal", std::move(legal)},
                                        {"log", m_match->logFor(seat)},
                                        {"outcome", outcome ? outcome->toJson() : core::Json(nullptr)},
                                        {"waitingFor", std::move(waiting)},
                                        {"seats", seatsJson()},
                                        {"commitment", m_commitment.toStdString()}});
}

void LanHost::broadcast(Peer* first)
{
    if (!started()) {
        for (auto& p : m_peers)
            sendTo(p.get());
        return;
    }
    std::map<int, std::string> frames; // by seat, -1 for spectators
    auto serve = [&](Peer* p) {
        if (!p->welcomed || !p->conn->isOpen())
            return;
        auto it = frames.find(p->seat);
        if (it == frames.end())
            it = frames.emplace(p->seat, stateFrame(p->seat >= 0 ? std::optional<core::Seat>(p->seat)
                                                                 : std::nullopt))
                     .first;
        p->conn->sendEncoded(it->second);
    };
    if (first) {
        serve(first);
        first->conn->flush();
    }
    for (auto& p : m_peers)
        if (p.get() != first)
            serve(p.get());
}

void LanHost::onAction(Peer* peer, const core::Json& body)
{
    m_actionTimer.start();
    const qint64 seq = body.at("seq").get<qint64>();
    auto reply = [&](bool ok, core::Json error = nullptr) {
        peer->conn->send(MsgType::Result, {{"seq", seq}, {"ok", ok}, {"error", std::move(error)}});
    };
    if (peer->seat < 0)
        return reply(false, refusal("net.spectator", QStringLiteral("spectators cannot act")));
    auto& slot = m_seats[static_cast<std::size_t>(peer->seat)];
    // A sequence number is used once: a replayed or reordered frame is never applied again.
    if (seq <= slot.lastSeq)
        return reply(false, refusal("net.replayed",
                                    QStringLiteral("sequence number %1 was already used (last %2)")
                                        .arg(seq)
                                        .arg(slot.lastSeq),
                                    {{"seq", seq}, {"last", slot.lastSeq}}));
    slot.lastSeq = seq;
    if (body.contains("seat") && body.at("seat").get<int>() != peer->seat)
        return reply(false, refusal("net.notYourSeat",
                                    QStringLiteral("you sit in seat %1 and cannot act for seat %2")
                                        .arg(peer->seat + 1)
                                        .arg(body.at("seat").get<int>() + 1),
                                    {{"seat", body.at("seat")}}));
    if (!started())
        return reply(false, refusal("net.notStarted", QStringLiteral("the game has not started")));
    if (const QStringList waiting = waitingFor(); !waiting.isEmpty())
        return reply(false, refusal("net.waiting", QStringLiteral("waiting for %1").arg(waiting.join(", ")),
                                    {{"names", waiting.join(", ").toStdString()}}));
    core::Action action;
    action.seat = peer->seat;
    action.type = body.at("type").get<std::string>();
    action.args = body.value("args", core::Json::object());
    const core::Result r = m_match->submit(action);
    if (!r.accepted)
        return reply(false, r.refusal.toJson());
    reply(true);
    afterAction(peer);
}

void LanHost::afterAction(Peer* actor)
{
    const auto& match = m_match->match();
    if (match.outcome()) {
        m_reveal = {{"seed", std::to_string(match.config().seed)},
                    {"salt", m_salt.toStdString()},
                    {"commitment", m_commitment.toStdString()},
                    {"record", match.record()}};
        emit note(QStringLiteral("game over after %1 actions; seed revealed").arg(match.history().size()));
    }
    broadcast(actor);
    m_lastActionMicros = actor && m_actionTimer.isValid() ? m_actionTimer.nsecsElapsed() / 1000 : 0;
    QTimer::singleShot(200, this, &LanHost::botStep); // a computer seat may be next
    // Saved after the actor's state is on its way: the fsync must not add to the round trip.
    autosave();
    if (!m_reveal.is_null()) {
        for (auto& p : m_peers)
            if (p->welcomed)
                p->conn->send(MsgType::Reveal, m_reveal);
        emit gameFinished();
    }
    emit actionApplied(static_cast<int>(match.history().size()));
}

bool LanHost::giveSeatToBot(int seat, QString* error)
{
    if (!started() || gameOver()) {
        *error = QStringLiteral("only a game in progress has seats to hand over");
        return false;
    }
    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) {
        *error = QStringLiteral("there is no seat %1").arg(seat + 1);
        return false;
    }
    auto& slot = m_seats[static_cast<std::size_t>(seat)];
    if (slot.peer) {
        *error = QStringLiteral("%1 is connected; only a dropped seat can be handed to the computer").arg(slot.name);
        return false;
    }
    slot.bot = true;
    emit note(QStringLiteral("the computer plays seat %1 (%2) until they come back").arg(seat + 1).arg(slot.name));
    emit lobbyChanged();
    broadcast();
    QTimer::singleShot(200, this, &LanHost::botStep);
    return true;
}

void LanHost::botStep()
{
    if (!started() || gameOver() || !waitingFor().isEmpty())
        return;
    const auto& match = m_match->match();
    for (int seat : match.prompt().seats) {
        const auto& slot = m_seats[static_cast<std::size_t>(seat)];
        if (!slot.bot)
            continue;
        const auto legal = match.legalActions(seat);
        if (legal.empty())
            continue;
        // The bot's choice is a player's decision, not game randomness: it does not come from
        // the seed (that would let guests learn about the seed from its moves).
        const auto& action = legal[QRandomGenerator::global()->bounded(static_cast<quint32>(legal.size()))];
        if (m_match->submit(action).accepted)
            afterAction(nullptr);
        return;
    }
}

void LanHost::onChat(Peer* peer, const core::Json& body)
{
    const QString text = QString::fromStdString(body.at("text").get<std::string>()).trimmed();
    if (text.isEmpty())
        return;
    // Chat carries only what a person typed plus their name; it never reads game state.
    core::Json line{{"from", peer->name.toStdString()},
                    {"seat", peer->seat >= 0 ? core::Json(peer->seat) : core::Json(nullptr)},
                    {"text", text.toStdString()}};
    m_chat.push_back(line);
    if (m_chat.size() > kChatKept)
        m_chat.erase(m_chat.begin());
    for (auto& p : m_peers)
        if (p->welcomed)
            p->conn->send(MsgType::ChatLine, line);
}

bool LanHost::save(const QString& path, QString* error) const
{
    if (!m_match) {
        *error = QStringLiteral("the game has not started");
        return false;
    }
    core::Json seats = core::Json::array();
    for (const auto& s : m_seats)
        seats.push_back({{"name", s.name.toStdString()}, {"token", s.token.toStdString()}, {"lastSeq", s.lastSeq}});
    // The salt is in the save so a restarted host keeps the commitment guests already hold.
    return session::SaveStore::write(path,
                                     {{"format", "tabletop-lan-save"},
                                      {"version", 1},
                                      {"record", m_match->match().record()},
                                      {"salt", m_salt.toStdString()},
                                      {"seats", std::move(seats)},
                                      {"chat", m_chat}},
                                     error);
}

void LanHost::autosave()
{
    if (m_options.savePath.isEmpty() || !m_match)
        return;
    QString error;
    if (!save(m_options.savePath, &error))
        emit note(QStringLiteral("could not save %1: %2").arg(m_options.savePath, error));
}

void LanHost::endGame(const QString& reason)
{
    autosave();
    emit note(QStringLiteral("the host ended the game: %1").arg(reason));
    // Closing a peer removes it from m_peers, so walk a copy.
    std::vector<Connection*> conns;
    for (auto& p : m_peers)
        conns.push_back(p->conn);
    for (auto* c : conns) {
        c->send(MsgType::Goodbye, {{"code", "ended"}, {"text", reason.toStdString()}});
        c->close(QStringLiteral("the host ended the game"));
    }
}

} // namespace tabletop::net
