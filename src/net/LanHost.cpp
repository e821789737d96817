#include "LanHost.h"

#include "PhoneServer.h"

#include <QWebSocket>

#include "core/Bot.h"
#include "core/Stops.h"

#include "Commitment.h"
#include "Discovery.h"
#include "games/Registry.h"
#include "session/SaveStore.h"

#include <QDateTime>
#include <QFileInfo>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace tabletop::net {

struct LanHost::Peer {
    Connection* conn = nullptr;
    bool welcomed = false;
    bool spectator = false;
    int seat = -1;
    QString name;
    QString address;
    qint64 connectedAt = 0;
    int version = kProtocolVersion; // from the hello
    qint64 logSent = 0;             // log entries this connection has (protocol 3)
    bool phone = false;             // a WebSocket (the phone page): its states carry "faces"
    std::string language;           // a phone's reader's language (its hello's "lang"), or ""
    // Chat rate limit: a token bucket per connection.
    double chatTokens = 0;
    QElapsedTimer chatClock;
    int chatDropped = 0;
    qint64 chatWarnedAt = -1000000;
};

namespace {

constexpr std::size_t kChatKept = 100;

// A hello's "lang" (a BCP 47 tag such as "ja-JP") as the language the app has texts for: its
// first subtag in lower case, "" when it is not 2 or 3 letters.
std::string readerLanguage(const std::string& tag)
{
    std::string out;
    for (char c : tag) {
        if (c == '-' || c == '_')
            break;
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            return {};
        out += static_cast<char>(c | 0x20);
    }
    return out.size() == 2 || out.size() == 3 ? out : std::string();
}

QString journalPathFor(const QString& savePath)
{
    return savePath + QStringLiteral(".journal");
}

bool syncData(QFile& file)
{
    if (!file.flush())
        return false;
#ifdef Q_OS_UNIX
    return ::fdatasync(file.handle()) == 0;
#else
    return true;
#endif
}

QString makeToken()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 4);
    return QString::fromLatin1(bytes.toHex());
}

// A seat code a person can type: 6 of 32 letters and digits (30 bits), none that look alike.
constexpr char kShortCodeAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
constexpr int kShortCodeLength = 6;

QString makeShortCode()
{
    QString out;
    for (int i = 0; i < kShortCodeLength; ++i)
        out += QLatin1Char(kShortCodeAlphabet[QRandomGenerator::system()->bounded(32)]);
    return out;
}

// What a person typed as a short code, as issued: upper case, without spaces and dashes; "" when
// it cannot be one (another length, a character the codes do not use).
QString normalShortCode(const QString& typed)
{
    QString out;
    for (QChar c : typed) {
        if (c == QLatin1Char(' ') || c == QLatin1Char('-'))
            continue;
        c = c.toUpper();
        if (c.unicode() > 127 || !std::strchr(kShortCodeAlphabet, c.toLatin1()))
            return {};
        out += c;
    }
    return out.size() == kShortCodeLength ? out : QString();
}

constexpr int kMaxDeckNameLength = 60;
constexpr std::size_t kMaxDeckEntries = 400;  // all sections together
constexpr std::size_t kMaxDeckProblems = 10;   // published in the lobby; the rest are counted
constexpr int kMaxProblemText = 200;

bool isFormatting(char32_t u)
{
    // Bidirectional overrides and isolates, zero-width marks: they make text read otherwise
    // than it is stored.
    return (u >= 0x200B && u <= 0x200F) || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) ||
           u == 0x061C || u == 0xFEFF;
}

// Guest text shown to others (names, deck names, chat): one line of plain text, at most maxLen
// characters. Control and formatting characters become spaces; with dropMarkup, `<`, `>` and
// `&` are dropped too (names and deck names; chat keeps them and is shown as plain text).
QString cleanLine(const QString& raw, int maxLen, bool dropMarkup)
{
    QString out;
    out.reserve(std::min<qsizetype>(raw.size(), qsizetype(maxLen) * 2));
    for (const uint u : raw.toUcs4()) {
        if (out.size() > qsizetype(maxLen) * 4)
            break;
        if (u < 0x20 || (u >= 0x7f && u < 0xa0) || u == 0x2028 || u == 0x2029 || isFormatting(u) ||
            QChar::isSpace(u)) {
            out += QLatin1Char(' ');
            continue;
        }
        if (dropMarkup && (u == '<' || u == '>' || u == '&'))
            continue;
        if (!QChar::isPrint(u))
            continue;
        out += QString::fromUcs4(reinterpret_cast<const char32_t*>(&u), 1);
    }
    out = out.simplified();
    if (out.size() > maxLen) {
        out.truncate(maxLen);
        if (out.back().isHighSurrogate())
            out.chop(1);
    }
    return out;
}

// Names end up in every client's table, log and chat: keep them to one line of plain text.
QString cleanName(const QString& raw)
{
    const QString name = cleanLine(raw, int(kMaxNameLength), true);
    return name.isEmpty() ? QStringLiteral("Player") : name;
}

// A guest's deck before any rule reads it: only `game`, `name` and `sections` (an object of
// arrays of {name, count}) are kept, every field must have its JSON type, counts are integers
// from 1 to 99, and at most kMaxDeckEntries entries in all. Returns the problems ("" fields
// are dropped); *clean is the deck the rules then check.
std::vector<std::string> shapeDeck(const core::Json& deck, core::Json* clean)
{
    std::vector<std::string> problems;
    *clean = core::Json::object();
    if (!deck.is_object()) {
        problems.push_back("A deck is a JSON object");
        return problems;
    }
    if (auto it = deck.find("game"); it != deck.end()) {
        if (it->is_string() && it->get_ref<const std::string&>().size() <= 64)
            (*clean)["game"] = *it;
        else
            problems.push_back("The deck's \"game\" must be a short string");
    }
    if (auto it = deck.find("name"); it != deck.end()) {
        if (it->is_string())
            (*clean)["name"] = cleanLine(QString::fromStdString(it->get<std::string>()), kMaxDeckNameLength, true)
                                   .toStdString();
        else
            problems.push_back("The deck's \"name\" must be a string");
    }
    core::Json sections = core::Json::object();
    std::size_t entries = 0;
    if (auto it = deck.find("sections"); it != deck.end()) {
        if (!it->is_object()) {
            problems.push_back("The deck's \"sections\" must be an object of card lists");
        } else {
            for (const auto& [key, list] : it->items()) {
                const std::string section = cleanLine(QString::fromStdString(key), 40, true).toStdString();
                if (!list.is_array()) {
                    problems.push_back("Section \"" + section + "\" must be a list of cards");
                    continue;
                }
                core::Json kept = core::Json::array();
                for (const auto& entry : list) {
                    if (++entries > kMaxDeckEntries)
                        break;
                    const auto name = entry.is_object() ? entry.find("name") : entry.end();
                    const auto count = entry.is_object() ? entry.find("count") : entry.end();
                    if (!entry.is_object() || name == entry.end() || !name->is_string() || count == entry.end() ||
                        !count->is_number_integer() || count->get<std::int64_t>() < 1 ||
                        count->get<std::int64_t>() > 99 || name->get_ref<const std::string&>().size() > 100) {
                        problems.push_back("Section \"" + section + "\", entry " + std::to_string(kept.size() + 1) +
                                           ": expected {\"name\": card name, \"count\": 1 to 99}");
                        continue;
                    }
                    kept.push_back({{"name", cleanLine(QString::fromStdString(name->get<std::string>()), 100, false)
                                                 .toStdString()},
                                    {"count", count->get<int>()}});
                }
                sections[section] = std::move(kept);
            }
        }
    }
    if (entries > kMaxDeckEntries)
        problems.push_back("A deck lists at most " + std::to_string(kMaxDeckEntries) + " entries; this one has more");
    (*clean)["sections"] = std::move(sections);
    return problems;
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
    for (std::size_t i = 0; i < m_seats.size() && i < m_options.roles.size(); ++i)
        m_seats[i].role = m_options.roles[i];
    for (std::size_t i = 0; i < m_seats.size() && m_options.setup.is_array() && i < m_options.setup.size(); ++i)
        m_seats[i].setup = m_options.setup[i];
    // Decks given by the host: shaped as a guest's would be, and checked by the rules when the
    // seat says it is ready; a deck of the wrong shape is left out (the starter deck).
    for (std::size_t i = 0; i < m_seats.size() && m_options.decks.is_array() && i < m_options.decks.size(); ++i)
        if (m_rules && m_rules->usesDecks() && m_options.decks[i].is_object()) {
            core::Json clean;
            if (shapeDeck(m_options.decks[i], &clean).empty())
                m_seats[i].deck = std::move(clean);
        }
    for (const auto& [seat, level] : m_options.computers)
        if (seat >= 0 && static_cast<std::size_t>(seat) < m_seats.size()) {
            auto& slot = m_seats[static_cast<std::size_t>(seat)];
            slot.bot = true;
            slot.botLevel = level;
            slot.ready = true;
            slot.name = QStringLiteral("Computer %1").arg(seat + 1);
        }
    // The host commits to its own seed in the lobby, before any guest sends its nonce.
    m_hostSeed = m_options.seed;
    m_salt = makeSalt();
    m_commitment = commitmentFor(m_hostSeed, m_salt);
    connect(&m_server, &QTcpServer::newConnection, this, &LanHost::onNewConnection);
}

LanHost::~LanHost()
{
    // A search under way posts its answer here: let it finish first.
    if (m_botThread)
        m_botThread->wait();
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
        // A couch game: which seats were phones and which this screen's, the computer seats and
        // the screen seats' stops (each checked; a wrong one is an error naming it).
        if (const auto couch = doc->find("couch"); couch != doc->end()) {
            const int seatCount = options.seats;
            auto seatList = [&](const char* key) {
                const auto list = couch->find(key);
                if (list == couch->end() || !list->is_array())
                    throw std::runtime_error(std::string("\"couch\".\"") + key + "\" must be a list of seats");
                for (const auto& v : *list)
                    if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() >= seatCount)
                        throw std::runtime_error(std::string("\"couch\".\"") + key + "\" holds " + v.dump() +
                                                 ", not a seat from 0 to " + std::to_string(seatCount - 1));
                return *list;
            };
            if (!couch->is_object())
                throw std::runtime_error("\"couch\" must be an object");
            options.couch = {{"phones", seatList("phones")}, {"screen", seatList("screen")}};
            const core::Json computers = couch->value("computers", core::Json::object());
            const core::Json savedStops = couch->value("stops", core::Json::object());
            if (!computers.is_object() || !savedStops.is_object())
                throw std::runtime_error("\"couch\".\"computers\" and \"stops\" must be objects by seat");
            auto seatOf = [&](const std::string& key, const char* what) {
                const int n = QString::fromStdString(key).toInt();
                if (QString::number(n) != QString::fromStdString(key) || n < 0 || n >= seatCount)
                    throw std::runtime_error(std::string("\"couch\".\"") + what + "\" names \"" + key +
                                             "\", not a seat from 0 to " + std::to_string(seatCount - 1));
                return n;
            };
            for (const auto& [seat, level] : computers.items()) {
                const int n = seatOf(seat, "computers");
                if (n < 0 || n >= seatCount || !level.is_string())
                    throw std::runtime_error("\"couch\".\"computers\" has a bad entry for seat " + seat);
                options.computers[n] = level.get<std::string>();
            }
            for (const auto& [seat, st] : savedStops.items()) {
                const int n = seatOf(seat, "stops");
                if (n < 0 || n >= seatCount || !st.is_object())
                    throw std::runtime_error("\"couch\".\"stops\" has a bad entry for seat " + seat);
                const auto mode = st.find("mode");
                if (mode != st.end() && (!mode->is_string() || !session::Stops::modeOf(mode->get<std::string>())))
                    throw std::runtime_error("\"couch\".\"stops\" has an unknown mode for seat " + seat);
                options.stops[n] = session::Stops::fromJson(st);
            }
            options.seatNames.clear();
            for (const auto& seat : doc->at("seats"))
                options.seatNames.push_back(QString::fromStdString(seat.value("name", "")));
        }
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
        if (doc->contains("hostSeed")) {
            // The record holds the derived seed; the commitment is to the host's own.
            bool ok = false;
            host->m_hostSeed = QString::fromStdString(doc->at("hostSeed").get<std::string>()).toULongLong(&ok);
            for (const auto& n : doc->at("nonces"))
                host->m_nonces.push_back(QString::fromStdString(n.get<std::string>()));
            if (!ok || deriveSeed(host->m_hostSeed, host->m_nonces) != options.seed) {
                *error = QStringLiteral("%1: \"hostSeed\" and \"nonces\" do not give the record's seed").arg(path);
                return nullptr;
            }
        } else {
            host->m_hostSeed = options.seed; // saved by a host before protocol 2
            host->m_legacySeed = true;
        }
        host->m_commitment = commitmentFor(host->m_hostSeed, host->m_salt);
        host->m_match = std::move(match);
        host->m_match->setParent(host.get());
        for (const auto& [seat, stops] : host->m_options.stops)
            host->m_match->setStops(seat, stops);
        if (!host->replayJournal(journalPathFor(path), error))
            return nullptr;
        // Fold the journal into the save at once, so the new host starts a fresh journal.
        if (!host->m_options.savePath.isEmpty() && !host->compact(error))
            return nullptr;
        if (!host->m_loadWarnings.isEmpty()) {
            QTimer::singleShot(0, host.get(), [h = host.get()] {
                for (const auto& w : h->m_loadWarnings)
                    emit h->note(w);
            });
        }
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
                          {"password", !m_options.password.isEmpty()},
                          // The game's own id: the seed commitment stays the same when the host
                          // restarts from the save, at whatever address, so a guest finds its
                          // seat's token by it.
                          {"commitment", m_commitment.toStdString()}});
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
        n += s.peer != nullptr || (s.bot && !started()); // a computer seated in the lobby counts
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
        const QString address = socket->peerAddress().toString();
        acceptConnection(new Connection(socket, Direction::ToHost, this), address);
    }
}

void LanHost::onNewWebSocket(QWebSocket* socket)
{
    if (static_cast<int>(m_peers.size()) >= m_options.maxConnections) {
        emit note(QStringLiteral("refusing phone %1: too many connections").arg(socket->peerAddress().toString()));
        socket->abort();
        socket->deleteLater();
        return;
    }
    const QString address = socket->peerAddress().toString();
    acceptConnection(new Connection(socket, Direction::ToHost, this), address);
    m_peers.back()->phone = true;
}

void LanHost::acceptConnection(Connection* conn, const QString& address)
{
    int pending = 0;
    Peer* oldest = nullptr;
    for (auto& p : m_peers)
        if (!p->welcomed && p->conn->isOpen()) {
            ++pending;
            if (!oldest || p->connectedAt < oldest->connectedAt)
                oldest = p.get();
        }
    // Pending connections have their own cap: the oldest one makes room, so a player who
    // says hello at once always gets in, however many sockets sit there saying nothing.
    if (pending >= m_options.maxPending && oldest)
        oldest->conn->close(QStringLiteral("dropped: %1 connections were waiting for their hello, this was the "
                                           "oldest")
                                .arg(pending));
    auto peer = std::make_unique<Peer>();
    Peer* p = peer.get();
    p->address = address;
    p->connectedAt = QDateTime::currentMSecsSinceEpoch();
    p->conn = conn;
    // Until the hello arrives a deadline applies (not an idle timer: trickled bytes do not
    // extend it), and pings are not answered but close the connection like any other message.
    p->conn->setPassPings(true);
    p->conn->setDeadline(m_options.handshakeTimeoutMs,
                         QStringLiteral("timed out: no hello within the %1 s handshake deadline")
                             .arg(m_options.handshakeTimeoutMs / 1000.0));
    p->conn->setMaxUnsent(m_options.maxUnsentBytes);
    connect(p->conn, &Connection::frameReceived, this,
            [this, p](MsgType type, const core::Json& body) { onFrame(p, type, body); });
    connect(p->conn, &Connection::closed, this, [this, p](const QString& reason) { onClosed(p, reason); });
    m_peers.push_back(std::move(peer));
}

bool LanHost::listenPhones(const QHostAddress& address, quint16 port, QString* error)
{
    if (!m_rules) {
        *error = QStringLiteral("game \"%1\" is not playable").arg(QString::fromStdString(m_options.game));
        return false;
    }
    if (m_phones) {
        *error = QStringLiteral("already listening for phones on port %1").arg(phonePort());
        return false;
    }
    auto* phones = new PhoneServer(this);
    if (!phones->listen(address, port, error)) {
        delete phones;
        return false;
    }
    m_phones = phones;
    m_phones->setArtDirectory(m_artDirectory);
    connect(m_phones, &PhoneServer::webSocket, this, &LanHost::onNewWebSocket);
    return true;
}

void LanHost::setPhoneArt(const QString& directory, PhoneArt pictureOf)
{
    m_artDirectory = pictureOf ? directory : QString();
    m_phoneArt = std::move(pictureOf);
    if (m_phones)
        m_phones->setArtDirectory(m_artDirectory);
}

quint16 LanHost::phonePort() const
{
    return m_phones ? m_phones->port() : 0;
}

bool LanHost::setSeatStops(int seat, const session::Stops& stops)
{
    if (seat < 0 || seat >= m_options.seats)
        return false;
    m_options.stops[seat] = stops;
    if (!m_match)
        return true;
    m_match->setStops(seat, stops);
    // The seat may be asked now about something it no longer wants to hear of.
    if (!m_match->match().outcome() && m_match->applyStops())
        afterAction(nullptr);
    return true;
}

session::Stops LanHost::seatStops(int seat) const
{
    const auto it = m_options.stops.find(seat);
    return it == m_options.stops.end() ? session::Stops{} : it->second;
}

QString LanHost::issueSeatCode(int seat, QString* error)
{
    if (seat < 0 || static_cast<std::size_t>(seat) >= m_seats.size()) {
        *error = QStringLiteral("there is no seat %1 (the game has %2)").arg(seat + 1).arg(m_seats.size());
        return {};
    }
    auto& slot = m_seats[static_cast<std::size_t>(seat)];
    if (slot.bot && !started()) {
        *error = QStringLiteral("seat %1 is the computer's").arg(seat + 1);
        return {};
    }
    if (slot.peer) {
        Peer* old = slot.peer;
        old->seat = -1;
        slot.peer = nullptr;
        old->conn->send(MsgType::Goodbye, {{"code", "replaced"}, {"text", "the host gave this seat a new code"}});
        old->conn->close(QStringLiteral("seat %1 was given a new code").arg(seat + 1));
    }
    slot.seatCode = makeToken();
    do
        slot.shortCode = makeShortCode();
    while (std::count_if(m_seats.begin(), m_seats.end(), [&](const SeatSlot& o) { return o.shortCode == slot.shortCode; }) > 1);
    slot.token = makeToken(); // the old phone's token no longer works
    slot.reserved = true;
    if (!started())
        slot.ready = false;
    emit note(QStringLiteral("seat %1 is kept for a phone (a new code was issued)").arg(seat + 1));
    emit lobbyChanged();
    return slot.seatCode;
}

QString LanHost::seatShortCode(int seat) const
{
    return seat >= 0 && static_cast<std::size_t>(seat) < m_seats.size() ? m_seats[static_cast<std::size_t>(seat)].shortCode
                                                                         : QString();
}

QString LanHost::phoneUrl(const QString& address, const QString& code) const
{
    QString host = address;
    if (host.contains(QLatin1Char(':'))) // IPv6
        host = QLatin1Char('[') + host + QLatin1Char(']');
    return QStringLiteral("http://%1:%2/#code=%3").arg(host).arg(phonePort()).arg(code);
}

QString LanHost::lanAddress(const QHostAddress& bind)
{
    if (bind != QHostAddress(QHostAddress::Any) && bind != QHostAddress(QHostAddress::AnyIPv4) &&
        bind != QHostAddress(QHostAddress::AnyIPv6))
        return bind.toString();
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            return a.toString();
    return QStringLiteral("127.0.0.1");
}

void LanHost::onClosed(Peer* peer, const QString& reason)
{
    emit note(QStringLiteral("connection %1 (%2) closed: %3")
                  .arg(peer->conn->peer(), peer->name.isEmpty() ? QStringLiteral("no name yet") : peer->name, reason));
    const int seat = peer->seat;
    if (seat >= 0 && m_seats[static_cast<std::size_t>(seat)].peer == peer) {
        auto& slot = m_seats[static_cast<std::size_t>(seat)];
        slot.peer = nullptr;
        if (!started() && slot.reserved) { // a phone's seat stays its own: it comes back with its token
            slot.ready = false;
        } else if (!started()) { // in the lobby a seat is only held while connected
            slot = SeatSlot{};
        }
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
    // One guard per guest frame: whatever goes wrong while handling it closes that connection
    // only; the game and every other guest go on.
    try {
        dispatch(peer, type, body);
    } catch (const std::exception& e) {
        emit note(QStringLiteral("error handling %1 from %2: %3")
                      .arg(QLatin1String(typeName(type)), peer->conn->peer(), QString::fromUtf8(e.what())));
        peer->conn->close(QStringLiteral("internal error handling %1: %2")
                              .arg(QLatin1String(typeName(type)), QString::fromUtf8(e.what())));
    } catch (...) {
        peer->conn->close(QStringLiteral("internal error handling %1").arg(QLatin1String(typeName(type))));
    }
}

void LanHost::dispatch(Peer* peer, MsgType type, const core::Json& body)
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
    case MsgType::Stops:
        return onStops(peer, body);
    case MsgType::Bye:
        return peer->conn->close(QStringLiteral("left: %1").arg(
            cleanLine(QString::fromStdString(body.value("reason", "")), 200, false)));
    default:
        return peer->conn->close(QStringLiteral("protocol error: unexpected %1").arg(typeName(type)));
    }
}

bool LanHost::passwordLocked(const QString& address, int* wait) const
{
    return locked(m_passwordFailures, address, wait);
}

bool LanHost::locked(const std::map<QString, Failures>& failures, const QString& address, int* wait)
{
    const auto it = failures.find(address);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (it == failures.end() || it->second.until <= now)
        return false;
    *wait = int((it->second.until - now + 999) / 1000);
    return true;
}

void LanHost::countFailure(std::map<QString, Failures>& failures, const QString& address)
{
    if (failures.size() >= 4096) // bounded: forget the oldest lock-outs
        failures.erase(failures.begin());
    auto& f = failures[address];
    f.count = std::min(f.count + 1, 30);
    if (f.count >= 3)
        f.until = QDateTime::currentMSecsSinceEpoch() + std::min<qint64>(1000LL << (f.count - 3), 60000);
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
    if (version < kMinProtocolVersion || version > kProtocolVersion)
        return refuse(peer, "version",
                      QStringLiteral("this host speaks protocol versions %1 to %2, the client %3; update both to the "
                                     "same version of Tabletop")
                          .arg(kMinProtocolVersion)
                          .arg(kProtocolVersion)
                          .arg(version));
    peer->version = version;
    if (!m_options.password.isEmpty()) {
        // Guessing is slowed per address: two wrong passwords are free (typos), then the address
        // waits 1 s, 2, 4, ... up to 60 s before its next try is even looked at.
        int wait = 0;
        if (passwordLocked(peer->address, &wait))
            return refuse(peer, "password",
                          QStringLiteral("too many wrong passwords from this computer; try again in %1 s").arg(wait));
        if (QString::fromStdString(body.value("password", "")) != m_options.password) {
            countFailure(m_passwordFailures, peer->address);
            return refuse(peer, "password", QStringLiteral("wrong password"));
        }
        m_passwordFailures.erase(peer->address);
    }
    peer->name = cleanName(QString::fromStdString(body.at("name").get<std::string>()));
    peer->language = peer->phone ? readerLanguage(body.value("lang", "")) : std::string();
    peer->spectator = body.at("role") == "spectator";
    if (peer->spectator) {
        int spectators = 0;
        for (const auto& p : m_peers)
            spectators += p->welcomed && p->spectator && p->conn->isOpen();
        if (spectators >= m_options.maxSpectators)
            return refuse(peer, "full",
                          QStringLiteral("this game already has %1 spectators, its limit").arg(spectators));
    }
    const QString token = QString::fromStdString(body.value("token", ""));
    int seat = -1;
    bool usedCode = false;
    if (!peer->spectator) {
        for (std::size_t i = 0; i < m_seats.size() && !token.isEmpty(); ++i)
            if (m_seats[i].token == token)
                seat = static_cast<int>(i);
        // A phone's one-time seat code (issueSeatCode): it takes the seat once.
        for (std::size_t i = 0; i < m_seats.size() && !token.isEmpty() && seat < 0; ++i)
            if (!m_seats[i].seatCode.isEmpty() && m_seats[i].seatCode == token) {
                seat = static_cast<int>(i);
                usedCode = true;
            }
        // Or its short form, typed on the page: guessing is slowed per address like passwords.
        if (const QString typed = normalShortCode(token); seat < 0 && !typed.isEmpty()) {
            int wait = 0;
            if (locked(m_codeFailures, peer->address, &wait))
                return refuse(peer, "codeWait",
                              QStringLiteral("too many wrong seat codes from this device; try again in %1 s").arg(wait));
            for (std::size_t i = 0; i < m_seats.size() && seat < 0; ++i)
                if (!m_seats[i].shortCode.isEmpty() && m_seats[i].shortCode == typed) {
                    seat = static_cast<int>(i);
                    usedCode = true;
                }
            if (seat < 0) {
                countFailure(m_codeFailures, peer->address);
                return refuse(peer, "code", QStringLiteral("no seat has the code %1; check it on the big screen").arg(typed));
            }
            m_codeFailures.erase(peer->address);
        }
        if (seat < 0 && started())
            return refuse(peer, "full",
                          QStringLiteral("the game has started and every seat is taken; join as a spectator"));
        for (std::size_t i = 0; i < m_seats.size() && seat < 0; ++i)
            if (m_seats[i].token.isEmpty() && !m_seats[i].reserved && !(m_seats[i].bot && !started()))
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
        if (usedCode) { // the code is spent; the phone keeps the seat's new token
            slot.seatCode.clear();
            slot.shortCode.clear();
            slot.token = makeToken();
            emit note(QStringLiteral("a phone took seat %1 with its code").arg(seat + 1));
        }
        if (slot.bot)
            emit note(QStringLiteral("%1 takes seat %2 back from the computer").arg(slot.name).arg(seat + 1));
        slot.bot = false;
        if (!started()) {
            const auto fixed = static_cast<std::size_t>(seat) < m_options.seatNames.size()
                                   ? m_options.seatNames[static_cast<std::size_t>(seat)].trimmed().left(40)
                                   : QString();
            slot.name = fixed.isEmpty() ? peer->name : fixed;
        }
        slot.peer = peer;
        peer->seat = seat;
    }
    peer->welcomed = true;
    peer->conn->clearDeadline();
    peer->conn->setPassPings(false);
    peer->chatTokens = m_options.chatBurst;
    peer->chatClock.start();
    peer->conn->setIdleTimeout(m_options.idleTimeoutMs);
    peer->conn->setPingInterval(m_options.pingIntervalMs);
    const auto* slot = seat >= 0 ? &m_seats[static_cast<std::size_t>(seat)] : nullptr;
    core::Json welcome{{"v", peer->version},
                       {"seat", seat >= 0 ? core::Json(seat) : core::Json(nullptr)},
                       {"token", slot ? slot->token.toStdString() : std::string()},
                       {"game", m_options.game},
                       {"seats", m_seats.size()},
                       {"lastSeq", slot ? slot->lastSeq : 0},
                       {"name", (slot && started() ? slot->name : peer->name).toStdString()},
                       {"usesDecks", m_rules->usesDecks()}};
    // Protocol 4, a seat of a game with optional answers: the seat's stops as the host holds them
    // and the game's phases to choose from (each a message the phone's wording puts in words).
    if (const auto* points = dynamic_cast<const core::StopPoints*>(m_rules); points && slot && peer->version >= 4) {
        core::Json stops = seatStops(seat).toJson();
        core::Json choices = core::Json::array();
        for (const auto& p : points->stopPhases())
            choices.push_back({{"id", p},
                               {"message", {{"id", m_options.game + ".stop." + p}, {"text", p}, {"args", core::Json::object()}}}});
        if (!choices.empty()) {
            stops["choices"] = std::move(choices);
            welcome["stops"] = std::move(stops);
        }
    }
    wordForPhone(peer, welcome);
    peer->conn->send(MsgType::Welcome, welcome);
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
    if (auto it = body.find("nonce"); it != body.end() && it->is_string())
        slot.nonce = QString::fromStdString(it->get<std::string>()).toLower();
    std::vector<std::string> problems;
    // Role and setup: kept, then checked as the match will check them; a problem goes to this
    // guest as a refusal and to the lobby, and the seat is not ready.
    if (auto it = body.find("role"); it != body.end() && it->is_string())
        slot.role = it->get<std::string>();
    if (auto it = body.find("setup"); it != body.end())
        slot.setup = it->is_object() ? *it : core::Json();
    slot.setupProblems = core::Json::array();
    std::string roleProblem;
    if (!slot.role.empty() && m_rules->info().roles.empty())
        roleProblem = m_options.game + " has no roles (every seat is a player); seat " + std::to_string(peer->seat + 1) +
                      " asked for the role \"" + slot.role + "\"";
    else
        roleProblem = checkRolesAndSetup(static_cast<std::size_t>(peer->seat));
    if (!roleProblem.empty()) {
        const QString text = cleanLine(QString::fromStdString(roleProblem), kMaxProblemText, false);
        slot.setupProblems.push_back(refusal("net.badRoleOrSetup", text));
        peer->conn->send(MsgType::Result, {{"seq", 0}, {"ok", false}, {"error", refusal("net.badRoleOrSetup", text)}});
    }
    if (body.contains("deck")) {
        const core::Json& deck = body.at("deck");
        if (deck.is_null() || !m_rules->usesDecks())
            slot.deck = nullptr;
        else // checked in shape before anything reads it
            problems = shapeDeck(deck, &slot.deck);
    }
    // No deck means the game's starter deck for that seat (as in hot-seat); a deck that was
    // chosen must be legal.
    if (m_rules->usesDecks() && !slot.deck.is_null() && problems.empty()) {
        try {
            for (const auto& m : m_rules->checkDeck(slot.deck))
                problems.push_back(m.id + "\n" + m.text);
        } catch (const std::exception& e) {
            problems.push_back(std::string("The deck could not be read: ") + e.what());
        }
    }
    // A bounded list, so the lobby frame stays small whatever the deck.
    slot.deckProblems = core::Json::array();
    // Each problem as {id, text, rule, args} (as before), the text one line of bounded length.
    auto publish = [&](const std::string& problem) {
        const auto nl = problem.find('\n');
        const std::string id = nl == std::string::npos ? "net.deckShape" : problem.substr(0, std::min<std::size_t>(nl, 64));
        const std::string text = nl == std::string::npos ? problem : problem.substr(nl + 1);
        slot.deckProblems.push_back({{"id", cleanLine(QString::fromStdString(id), 64, true).toStdString()},
                                     {"text", cleanLine(QString::fromStdString(text), kMaxProblemText, false).toStdString()},
                                     {"rule", ""},
                                     {"args", core::Json::object()}});
    };
    for (std::size_t i = 0; i < problems.size() && i < kMaxDeckProblems; ++i)
        publish(problems[i]);
    if (problems.size() > kMaxDeckProblems)
        publish("net.moreProblems\nand " + std::to_string(problems.size() - kMaxDeckProblems) + " more problems");
    slot.ready = body.at("ready").get<bool>() && problems.empty() && roleProblem.empty();
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
        if (!m_seats[i].peer && !m_seats[i].bot) {
            *error = QStringLiteral("seat %1 is empty").arg(i + 1);
            return false;
        }
        if (!m_seats[i].ready) {
            *error = QStringLiteral("%1 is not ready").arg(m_seats[i].name);
            return false;
        }
    }
    // Roles that clash (two Directors) or a setup the game refuses: the game does not start.
    if (const std::string problem = checkRolesAndSetup(); !problem.empty()) {
        *error = QString::fromStdString(problem);
        return false;
    }
    startMatch();
    return true;
}

core::MatchConfig LanHost::lobbyConfig(std::optional<std::size_t> forSeat) const
{
    const auto known = [&](const std::string& role) {
        for (const auto& r : m_rules->info().roles)
            if (r.id == role)
                return true;
        return false;
    };
    const auto counted = [&](std::size_t seat) { return !forSeat || *forSeat == seat; };
    core::MatchConfig config;
    config.game = m_options.game;
    config.seats = static_cast<int>(m_seats.size());
    config.options = m_options.options;
    bool anySetup = false;
    bool anyRole = false;
    for (const auto& s : m_seats) {
        config.seatNames.push_back(s.name.toStdString());
        if (m_rules->usesDecks())
            config.decks.push_back(s.deck);
    }
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        anySetup = anySetup || (counted(i) && !m_seats[i].setup.is_null());
        anyRole = anyRole || (!m_seats[i].role.empty() && (counted(i) || known(m_seats[i].role)));
    }
    // Roles asked for by some seats; the others take the rules' defaults for their seat. Only
    // written when given, so a game without roles starts with the config it always had.
    if (anyRole) {
        std::vector<std::string> defaults;
        try {
            core::MatchConfig plain = config;
            defaults = core::resolveRoles(m_rules->info(), plain);
        } catch (const std::exception&) {
        }
        for (std::size_t i = 0; i < m_seats.size(); ++i) {
            const std::string& asked = m_seats[i].role;
            const bool use = !asked.empty() && (counted(i) || known(asked));
            config.roles.push_back(use ? asked : i < defaults.size() ? defaults[i] : std::string());
        }
    }
    if (anySetup)
        for (std::size_t i = 0; i < m_seats.size(); ++i)
            config.setup.push_back(counted(i) ? m_seats[i].setup : core::Json());
    return config;
}

std::string LanHost::checkRolesAndSetup(std::optional<std::size_t> forSeat) const
{
    const core::MatchConfig config = lobbyConfig(forSeat);
    const bool anySetup = config.setup.is_array() && !config.setup.empty();
    if (config.roles.empty() && !anySetup)
        return {};
    try {
        core::resolveRoles(m_rules->info(), config);
        if (anySetup) // what each seat brings is the game's to judge: it judges it when setting up
            core::Match trial(*m_rules, config);
    } catch (const std::exception& e) {
        std::string text = e.what();
        if (text.rfind("config: ", 0) == 0)
            text.erase(0, 8);
        return text;
    }
    return {};
}

std::vector<std::string> LanHost::lobbyRoles() const
{
    if (m_match)
        return m_match->config().roles;
    try {
        return core::resolveRoles(m_rules->info(), lobbyConfig());
    } catch (const std::exception&) {
        return {};
    }
}

void LanHost::startMatch()
{
    core::MatchConfig config = lobbyConfig();
    m_nonces.clear();
    for (const auto& s : m_seats)
        m_nonces.push_back(isNonce(s.nonce) ? s.nonce : QString());
    // The commitment to m_hostSeed was published in the lobby, before any nonce was sent; the
    // game's seed mixes it with every seat's nonce (docs/protocol.md, "Seeds from everyone").
    config.seed = deriveSeed(m_hostSeed, m_nonces);
    if (m_options.fixedSeed) { // couch mode with a typed seed: the seed as typed, saved as the host's own
        config.seed = m_hostSeed;
        m_legacySeed = true;
    }
    m_match = std::make_unique<session::MatchHost>(*m_rules, config, this);
    for (const auto& [seat, stops] : m_options.stops)
        if (seat >= 0 && seat < config.seats)
            m_match->setStops(seat, stops);
    m_match->applyStops(); // the first prompt may already be one a seat's stops skip
    emit note(QStringLiteral("game started; seed commitment %1").arg(m_commitment));
    emit gameStarted();
    emit lobbyChanged();
    autosave();
    broadcast();
    QTimer::singleShot(200, this, &LanHost::botStep); // a computer seat may move first
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
    const std::vector<std::string> roles = lobbyRoles();
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        const auto& s = m_seats[i];
        core::Json deck = nullptr;
        if (!s.deck.is_null())
            deck = {{"name", s.deck.is_object() && s.deck.contains("name") && s.deck.at("name").is_string()
                                 ? s.deck.at("name").get<std::string>()
                                 : std::string()},
                    {"problems", s.deckProblems}};
        seats.push_back({{"seat", i},
                         {"name", s.name.toStdString()},
                         {"taken", !s.token.isEmpty() || s.bot},
                         {"connected", s.peer != nullptr},
                         {"ready", s.ready},
                         {"bot", s.bot},
                         {"botLevel", s.bot ? (s.botLevel.empty() ? m_options.botLevel : s.botLevel) : std::string()},
                         {"deck", deck},
                         // The seat's role (null for a game without roles), and why the role or
                         // setup it asked for cannot be (empty when fine).
                         {"role", i < roles.size() ? core::Json(roles[i]) : core::Json()},
                         {"setupProblems", s.setupProblems}});
    }
    return seats;
}

core::Json LanHost::lobbyJson() const
{
    int spectators = 0;
    core::Json watchers = core::Json::array(); // spectators, apart from the seated players
    for (const auto& p : m_peers)
        if (p->welcomed && p->spectator && p->conn->isOpen()) {
            ++spectators;
            watchers.push_back(p->name.toStdString());
        }
    // The house-rule options the host set (protocol 2 extension: absent when none is set; older
    // guests ignore it).
    core::Json lobby = {{"game", m_options.game},
            {"started", started()},
            {"seats", seatsJson()},
            {"spectators", spectators},
            {"watchers", std::move(watchers)},
            {"commitment", m_commitment.toStdString()},
            {"password", !m_options.password.isEmpty()}};
    if (m_options.options.is_object() && !m_options.options.empty())
        lobby["options"] = m_options.options;
    return lobby;
}

void LanHost::sendTo(Peer* peer)
{
    if (!peer->welcomed || !peer->conn->isOpen())
        return;
    if (!started())
        return peer->conn->send(MsgType::Lobby, lobbyJson());
    FrameCache frames;
    std::map<int, core::Json> logs;
    serveState(peer, frames, logs);
}

void LanHost::serveState(Peer* peer, FrameCache& frames,
                         std::map<int, core::Json>& logs)
{
    if (!peer->welcomed || !peer->conn->isOpen())
        return;
    const std::optional<core::Seat> seat = peer->seat >= 0 ? std::optional<core::Seat>(peer->seat) : std::nullopt;
    auto log = logs.find(peer->seat);
    if (log == logs.end())
        log = logs.emplace(peer->seat, m_match->logFor(seat)).first;
    const auto size = static_cast<qint64>(log->second.size());
    // Protocol 3: only the entries this connection does not have (all of them once, on a new
    // connection); a log that shrank (an undo) is sent whole again. Protocol 2: always whole.
    qint64 from = -1;
    if (peer->version >= 3)
        from = peer->logSent <= size ? peer->logSent : 0;
    // Phones get the faces of the cards their view names as well (the page has no card data):
    // a frame of their own, keyed apart from the TCP peers' of the same seat.
    const int key = peer->seat * 2 + (peer->phone ? 1 : 0);
    const std::string language = peer->phone ? peer->language : std::string();
    auto frame = frames.find({key, from, language});
    if (frame == frames.end())
        frame = frames.emplace(std::make_tuple(key, from, language), stateFrame(seat, log->second, from, peer->phone, language))
                    .first;
    peer->conn->sendEncoded(frame->second);
    if (peer->conn->isOpen())
        peer->logSent = size;
}

namespace {
// Every card definition id a view names under "card", with its face from the rules (public data).
void collectFaces(const core::Json& j, const core::GameRules& rules, core::Json& faces)
{
    if (j.is_array()) {
        for (const auto& v : j)
            collectFaces(v, rules, faces);
        return;
    }
    if (!j.is_object())
        return;
    const auto it = j.find("card");
    if (it != j.end() && it->is_string() && !faces.contains(it->get_ref<const std::string&>())) {
        core::Json face = rules.cardFace(it->get<std::string>());
        if (face.is_object())
            faces[it->get<std::string>()] = std::move(face);
    }
    for (const auto& [key, v] : j.items())
        if (v.is_structured())
            collectFaces(v, rules, faces);
}

// The names a view object with an id answers to when an action's "moved" argument (ArgSpec role)
// names it, as the desktop's tables match them: its id; the value of the field its "kind" names
// ({"kind": "spell", "spell": "eihort"}: "eihort"); and for an id of letters then digits
// ("kc12"), those digits, which only an argument called "card" or "cards" may use (a card's
// instance number; a "character" 1 is a place, never the card kc1).
void collectSubjects(const core::Json& j, std::map<std::string, std::string>& byName,
                     std::map<std::string, std::string>& byNumber)
{
    if (j.is_array()) {
        for (const auto& v : j)
            collectSubjects(v, byName, byNumber);
        return;
    }
    if (!j.is_object())
        return;
    const auto id = j.find("id");
    if (id != j.end() && id->is_string() && !j.value("hidden", false)) {
        const std::string& s = id->get_ref<const std::string&>();
        byName.emplace(s, s);
        const auto kind = j.find("kind");
        if (kind != j.end() && kind->is_string()) {
            const auto named = j.find(kind->get<std::string>());
            if (named != j.end() && named->is_string())
                byName.emplace(named->get<std::string>(), s);
        }
        const auto digits = s.find_first_of("0123456789");
        if (digits != std::string::npos && digits > 0 && s.find_first_not_of("0123456789", digits) == std::string::npos &&
            std::all_of(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(digits), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
            byNumber.emplace(s.substr(digits), s);
    }
    for (const auto& [key, v] : j.items())
        if (v.is_structured())
            collectSubjects(v, byName, byNumber);
}

// For a phone: each legal action gets "cards", the ids of the cards of the seat's view it is
// about (its arguments of role "moved", as LegalIndex reads them for the desktop's tables), and
// "cardArgs", the arguments that named them, so the page can show a card's moves when the card
// is tapped. Actions about no card of the view get neither.
void markSubjects(core::Json& legal, const core::Json& view, core::Seat seat, const core::GameRules& rules)
{
    std::map<std::string, std::vector<std::string>> moved; // action type -> argument names
    for (const auto& spec : rules.actionSpecs())
        for (const auto& arg : spec.args)
            if (arg.role == "moved")
                moved[spec.type].push_back(arg.name);
    if (moved.empty())
        return;
    std::map<std::string, std::string> byName, byNumber;
    // The seat's own part of the view first: its spell "eihort" is its own, not the one its
    // opponent cast before (the first name found holds).
    for (const char* key : {"seats", "players"})
        if (const auto seats = view.find(key); seats != view.end() && seats->is_array() && seat >= 0 &&
                                               static_cast<std::size_t>(seat) < seats->size())
            collectSubjects((*seats)[static_cast<std::size_t>(seat)], byName, byNumber);
    collectSubjects(view, byName, byNumber);
    for (auto& action : legal) {
        const auto type = action.find("type");
        const auto args = action.find("args");
        if (type == action.end() || !type->is_string() || args == action.end() || !args->is_object())
            continue;
        const auto names = moved.find(type->get<std::string>());
        if (names == moved.end())
            continue;
        core::Json cards = core::Json::array();
        core::Json cardArgs = core::Json::array();
        auto add = [&](const std::string& arg, const core::Json& v) {
            std::string found;
            if (v.is_string()) {
                if (const auto it = byName.find(v.get<std::string>()); it != byName.end())
                    found = it->second;
            } else if (v.is_number_integer()) {
                const std::string n = std::to_string(v.get<std::int64_t>());
                if (const auto it = byName.find(n); it != byName.end())
                    found = it->second;
                else if (arg.rfind("card", 0) == 0)
                    if (const auto it2 = byNumber.find(n); it2 != byNumber.end())
                        found = it2->second;
            }
            if (found.empty())
                return;
            if (std::find(cards.begin(), cards.end(), core::Json(found)) == cards.end())
                cards.push_back(found);
            if (std::find(cardArgs.begin(), cardArgs.end(), core::Json(arg)) == cardArgs.end())
                cardArgs.push_back(arg);
        };
        for (const auto& name : names->second) {
            const auto v = args->find(name);
            if (v == args->end())
                continue;
            if (v->is_array())
                for (const auto& x : *v)
                    add(name, x);
            else
                add(name, *v);
        }
        if (!cards.empty()) {
            action["cards"] = std::move(cards);
            action["cardArgs"] = std::move(cardArgs); // the arguments that named them
        }
    }
}
} // namespace

std::string LanHost::stateFrame(std::optional<core::Seat> seat, const core::Json& log, qint64 logFrom, bool faces,
                                const std::string& language) const
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
    core::Json body{{"actionCount", match.history().size()},
                                        {"view", match.view(seat)},
                                        {"prompt", match.prompt().toJson()},
                                        {"legal", std::move(legal)},
                                        {"log", logFrom <= 0 ? log
                                                                  : core::Json(log.begin() + logFrom, log.end())},
                                        {"outcome", outcome ? outcome->toJson() : core::Json(nullptr)},
                                        {"waitingFor", std::move(waiting)},
                                        {"seats", seatsJson()},
                                        {"commitment", m_commitment.toStdString()}};
    // What the table may draw for this seat (GameRules::affordances), from the view it is sent.
    if (seat) {
        try {
            core::Json affordances = match.rules().affordances(body["view"], *seat);
            if (!affordances.is_null())
                body["affordances"] = std::move(affordances);
        } catch (const std::exception&) {
        }
    }
    if (faces) {
        if (seat)
            markSubjects(body["legal"], body["view"], *seat, match.rules());
        core::Json all = core::Json::object();
        collectFaces(body["view"], match.rules(), all);
        // The picture of each face (public card data, by the card's definition, never by an
        // instance): only for cards this seat's own view names.
        if (m_phoneArt)
            for (auto& [id, face] : all.items()) {
                const std::string file = m_phoneArt(id);
                if (!file.empty() && PhoneServer::isArtName(QByteArray::fromStdString(file)))
                    face["art"] = "/art/" + file;
            }
        if (!all.empty())
            body["faces"] = std::move(all);
    }
    if (logFrom >= 0)
        body["logFrom"] = logFrom;
    if (!language.empty() && m_phoneWording) {
        try {
            m_phoneWording(body, language);
        } catch (const std::exception& e) { // the rules' English stays: a wording problem never costs the frame
            qWarning("wording a phone's state in %s: %s", language.c_str(), e.what());
        }
    }
    return encodeFrame(MsgType::State, body);
}

void LanHost::broadcast(Peer* first)
{
    if (!started()) {
        for (auto& p : m_peers)
            sendTo(p.get());
        return;
    }
    // Peers of one seat (spectators: -1) that have the same part of the log share one encoding.
    FrameCache frames;
    std::map<int, core::Json> logs;
    auto serve = [&](Peer* p) { serveState(p, frames, logs); };
    if (first) {
        serve(first);
        first->conn->flush();
    }
    for (auto& p : m_peers)
        if (p.get() != first)
            serve(p.get());
}

void LanHost::wordForPhone(const Peer* peer, core::Json& body) const
{
    if (!peer->phone || peer->language.empty() || !m_phoneWording)
        return;
    try {
        m_phoneWording(body, peer->language);
    } catch (const std::exception& e) {
        qWarning("wording a phone's frame in %s: %s", peer->language.c_str(), e.what());
    }
}

void LanHost::onAction(Peer* peer, const core::Json& body)
{
    m_actionTimer.start();
    const qint64 seq = body.at("seq").get<qint64>();
    auto reply = [&](bool ok, core::Json error = nullptr) {
        core::Json result{{"seq", seq}, {"ok", ok}, {"error", std::move(error)}};
        wordForPhone(peer, result);
        peer->conn->send(MsgType::Result, result);
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
    core::Result r;
    try {
        r = m_match->submit(action);
    } catch (const std::exception& e) {
        // Whatever the rules do with a mistyped argument, the guest gets a refusal, not a
        // closed game (the engine's own argument gate comes first where it exists).
        emit note(QStringLiteral("the rules failed on an action from seat %1 (%2 %3): %4")
                      .arg(peer->seat + 1)
                      .arg(QString::fromStdString(action.type),
                           QString::fromStdString(action.args.dump(-1, ' ', false, core::Json::error_handler_t::replace))
                               .left(300),
                           QString::fromUtf8(e.what())));
        return reply(false, refusal("core.internalError",
                                    QStringLiteral("the host could not apply this action: %1").arg(QString::fromUtf8(e.what()))
                                        .left(500)));
    }
    if (!r.accepted)
        return reply(false, r.refusal.toJson());
    afterAction(peer, seq);
}

void LanHost::afterAction(Peer* actor, qint64 seq)
{
    const auto& match = m_match->match();
    // Nothing acknowledged is lost: the action is on disk (journal or save) before the actor
    // hears `ok` or anyone sees the new state.
    persistAction(actor ? std::optional<core::Seat>(actor->seat) : std::nullopt);
    if (actor)
        actor->conn->send(MsgType::Result, {{"seq", seq}, {"ok", true}, {"error", nullptr}});
    if (match.outcome()) {
        m_reveal = {{"seed", std::to_string(m_hostSeed)},
                    {"salt", m_salt.toStdString()},
                    {"commitment", m_commitment.toStdString()},
                    {"record", match.record()}};
        if (!m_legacySeed) {
            core::Json nonces = core::Json::array();
            for (const auto& n : m_nonces)
                nonces.push_back(n.toStdString());
            m_reveal["nonces"] = std::move(nonces);
        }
        emit note(QStringLiteral("game over after %1 actions; seed revealed").arg(match.history().size()));
    }
    broadcast(actor);
    m_lastActionMicros = actor && m_actionTimer.isValid() ? m_actionTimer.nsecsElapsed() / 1000 : 0;
    QTimer::singleShot(200, this, &LanHost::botStep); // a computer seat may be next
    if (!m_reveal.is_null()) {
        for (auto& p : m_peers)
            if (p->welcomed)
                p->conn->send(MsgType::Reveal, m_reveal);
        emit gameFinished();
    }
    emit actionApplied(static_cast<int>(match.history().size()));
}

bool LanHost::seatComputer(int seat, const std::string& level, QString* error)
{
    if (started()) {
        *error = QStringLiteral("the game has started: only a dropped seat can be handed to the computer (bot N)");
        return false;
    }
    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) {
        *error = QStringLiteral("there is no seat %1").arg(seat + 1);
        return false;
    }
    auto& slot = m_seats[static_cast<std::size_t>(seat)];
    if (level == "off") {
        if (!slot.bot)
            return true;
        slot = SeatSlot{};
        emit note(QStringLiteral("seat %1 is free again").arg(seat + 1));
    } else {
        if (slot.peer || !slot.token.isEmpty()) {
            *error = QStringLiteral("seat %1 is taken by %2").arg(seat + 1).arg(slot.name);
            return false;
        }
        std::string name;
        if (!level.empty()) {
            try {
                name = core::botLevel(level).name;
            } catch (const std::invalid_argument& e) {
                *error = QString::fromUtf8(e.what());
                return false;
            }
        }
        slot.bot = true;
        slot.botLevel = name;
        slot.ready = true;
        slot.name = QStringLiteral("Computer %1").arg(seat + 1);
        emit note(QStringLiteral("the computer takes seat %1").arg(seat + 1));
    }
    emit lobbyChanged();
    broadcast();
    if (m_options.autoStart && seatsTaken() == static_cast<int>(m_seats.size())) {
        QString ignored;
        start(&ignored);
    }
    return true;
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
    if (!started() || gameOver() || !waitingFor().isEmpty() || m_botThinking)
        return;
    const auto& match = m_match->match();
    const core::Seat seat = core::botToAct(match.prompt(), [this](core::Seat s) {
        return s >= 0 && static_cast<std::size_t>(s) < m_seats.size() && m_seats[static_cast<std::size_t>(s)].bot;
    });
    if (seat < 0 || match.legalActions(seat).empty())
        return;
    core::BotLevel level;
    try {
        const std::string& own = m_seats[static_cast<std::size_t>(seat)].botLevel;
        level = core::botLevel(own.empty() ? m_options.botLevel : own);
    } catch (const std::invalid_argument&) {
        level = core::botLevel("normal");
    }
    // The search (core::Bot: it sees only what the seat may see) runs on its own copy of the
    // state, off the event loop, so the guests' connections are served while it thinks. Its
    // choices are a player's decisions, not game randomness: its seed does not come from the
    // game's seed (that would let guests learn about the seed from its moves).
    std::shared_ptr<const core::GameState> state(match.state().clone());
    const core::GameRules* rules = &match.rules();
    const std::uint64_t searchSeed = QRandomGenerator::system()->generate64();
    const std::size_t position = match.history().size();
    m_botThinking = true;
    QThread* thread = QThread::create([this, state, rules, level, searchSeed, seat, position] {
        core::Json action;
        bool ok = false;
        try {
            core::Bot bot(*rules, level, searchSeed);
            action = bot.choose(*state, seat).action.toJson();
            ok = true;
        } catch (const std::exception&) {
        }
        QMetaObject::invokeMethod(
            this, [this, position, seat, ok, action] { botChose(position, seat, ok, action); }, Qt::QueuedConnection);
    });
    if (m_botThread)
        m_botThread->wait();
    m_botThread = thread;
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
}

void LanHost::botChose(std::size_t position, int seat, bool ok, const core::Json& action)
{
    m_botThinking = false;
    if (!started() || gameOver())
        return;
    const auto& match = m_match->match();
    // Only for the position it thought about, and only if the seat is still the computer's.
    const bool current = match.history().size() == position && m_seats[static_cast<std::size_t>(seat)].bot;
    if (!ok) {
        emit note(QStringLiteral("the computer could not decide for seat %1").arg(seat + 1));
        return;
    }
    if (!current) {
        QTimer::singleShot(200, this, &LanHost::botStep); // think again about the position as it is now
        return;
    }
    bool accepted = false;
    try {
        accepted = m_match->submit(core::Action::fromJson(action)).accepted;
    } catch (const std::exception& e) {
        emit note(QStringLiteral("the computer's action for seat %1 failed: %2").arg(seat + 1).arg(QString::fromUtf8(e.what())));
    }
    if (accepted)
        afterAction(nullptr);
}

void LanHost::onStops(Peer* peer, const core::Json& body)
{
    if (peer->version < 4)
        return peer->conn->close(QStringLiteral("protocol error: stops needs protocol 4 (the hello said %1)").arg(peer->version));
    // A spectator has no seat to be asked for: nothing to do.
    if (peer->seat < 0)
        return;
    setSeatStops(peer->seat, session::Stops::fromJson(body));
}

void LanHost::onChat(Peer* peer, const core::Json& body)
{
    // Rate limit: a bucket of chatBurst lines refilled at chatPerSecond; lines past it are
    // dropped (the sender is told, at most once a second), and a connection that keeps
    // flooding is closed.
    peer->chatTokens = std::min<double>(m_options.chatBurst, peer->chatTokens + peer->chatClock.restart() / 1000.0 *
                                                                                   m_options.chatPerSecond);
    if (peer->chatTokens < 1) {
        if (++peer->chatDropped >= m_options.chatDroppedBeforeClose)
            return peer->conn->close(QStringLiteral("chat flood: %1 lines in a row over the limit of %2 a second")
                                         .arg(peer->chatDropped)
                                         .arg(m_options.chatPerSecond));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (now - peer->chatWarnedAt >= 1000) {
            peer->chatWarnedAt = now;
            peer->conn->send(MsgType::Result,
                             {{"seq", 0},
                              {"ok", false},
                              {"error", refusal("net.chatTooFast",
                                                QStringLiteral("chat is limited to %1 lines a second; a line was dropped")
                                                    .arg(m_options.chatPerSecond))}});
        }
        return;
    }
    peer->chatTokens -= 1;
    peer->chatDropped = 0;
    // One line of plain text of bounded length (no control or direction characters, so a line
    // cannot pretend to be a second line from someone else).
    const QString text = cleanLine(QString::fromStdString(body.at("text").get<std::string>()), int(kMaxChatLength), false);
    if (text.isEmpty())
        return;
    // Chat carries only what a person typed plus their name and seat (null: a spectator); it
    // never reads game state.
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
    // The salt is in the save so a restarted host keeps the commitment guests already hold;
    // the host's seed and the nonces let it reveal how the record's seed was derived.
    core::Json doc{{"format", "tabletop-lan-save"},
                   {"version", 1},
                   {"record", m_match->match().record()},
                   {"salt", m_salt.toStdString()},
                   {"seats", std::move(seats)},
                   {"chat", m_chat}};
    if (!m_legacySeed) {
        core::Json nonces = core::Json::array();
        for (const auto& n : m_nonces)
            nonces.push_back(n.toStdString());
        doc["hostSeed"] = std::to_string(m_hostSeed);
        doc["nonces"] = std::move(nonces);
    }
    if (m_options.couch.is_object()) {
        core::Json couch = m_options.couch;
        core::Json computers = core::Json::object();
        for (const auto& [seat, level] : m_options.computers)
            computers[std::to_string(seat)] = level;
        core::Json stops = core::Json::object();
        for (const auto& [seat, st] : m_options.stops)
            stops[std::to_string(seat)] = st.toJson();
        couch["computers"] = std::move(computers);
        couch["stops"] = std::move(stops);
        doc["couch"] = std::move(couch);
    }
    // Durable (synced to disk) before anyone is told the action was taken.
    return session::SaveStore::write(path, doc, error, true);
}

void LanHost::autosave()
{
    if (m_options.savePath.isEmpty() || !m_match)
        return;
    QString error;
    if (!compact(&error))
        emit note(QStringLiteral("could not save %1: %2").arg(m_options.savePath, error));
}

bool LanHost::compact(QString* error)
{
    // The whole save first (durable), then an empty journal: a crash in between leaves a journal
    // whose entries the save already holds, which a restart checks and skips.
    if (!save(m_options.savePath, error))
        return false;
    const QString path = journalPathFor(m_options.savePath);
    m_journal = std::make_unique<QFile>(path);
    if (!m_journal->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, m_journal->errorString());
        m_journal.reset();
        return false;
    }
    const core::Json header{{"journal", "tabletop-lan-journal"},
                            {"salt", m_salt.toStdString()},
                            {"actions", m_match->match().history().size()}};
    const std::string line = header.dump() + "\n";
    if (m_journal->write(line.data(), qint64(line.size())) != qint64(line.size()) || !syncData(*m_journal)) {
        *error = QStringLiteral("cannot write %1 to disk").arg(path);
        m_journal.reset();
        return false;
    }
    m_journalEntries = 0;
    m_journalUpTo = m_match->match().history().size();
    return true;
}

void LanHost::persistAction(std::optional<core::Seat> seat)
{
    if (m_options.savePath.isEmpty() || !m_match)
        return;
    const auto& match = m_match->match();
    const auto& history = match.history();
    const std::size_t first = std::min(m_journalUpTo, history.size()) + 1;
    const int count = static_cast<int>(history.size() + 1 - first);
    if (!m_journal || m_journalEntries + count >= m_options.compactEvery || match.outcome())
        return autosave();
    // One line per action (the actor's, then any pass a seat's stops made after it), with the
    // state hash after it so a restart can tell the journal belongs to its save; synced before
    // the actor is told `ok`.
    std::string lines;
    for (std::size_t n = first; n <= history.size(); ++n) {
        const auto& step = history[n - 1];
        core::Json entry{{"n", n}, {"action", step.action.toJson()}, {"hash", step.hash}};
        if (seat && n == first)
            entry["lastSeq"] = m_seats[static_cast<std::size_t>(*seat)].lastSeq;
        lines += entry.dump(-1, ' ', false, core::Json::error_handler_t::replace) + "\n";
    }
    if (m_journal->write(lines.data(), qint64(lines.size())) != qint64(lines.size()) || !syncData(*m_journal)) {
        emit note(QStringLiteral("could not append to %1: %2; saving the whole game instead")
                      .arg(m_journal->fileName(), m_journal->errorString()));
        m_journal.reset();
        return autosave();
    }
    m_journalEntries += count;
    m_journalUpTo = history.size();
}

bool LanHost::replayJournal(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    QList<QByteArray> lines = bytes.split('\n');
    // The text after the last newline is a line the host did not finish writing (it was never
    // acknowledged): skipped with a warning.
    const QByteArray torn = lines.takeLast();
    if (!torn.isEmpty())
        m_loadWarnings << QStringLiteral("%1: the last line (%2 bytes) was not finished and is ignored (an action "
                                         "no one was told about)")
                              .arg(path)
                              .arg(torn.size());
    if (lines.isEmpty())
        return true;
    auto where = [&](qsizetype i) { return QStringLiteral("%1, line %2").arg(path).arg(i + 1); };
    std::vector<core::Json> parsed;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        try {
            parsed.push_back(core::Json::parse(lines[i].toStdString()));
        } catch (const std::exception& e) {
            *error = QStringLiteral("%1 is not JSON (%2); the journal is damaged").arg(where(i), QString::fromUtf8(e.what()));
            return false;
        }
    }
    const core::Json& header = parsed.front();
    if (!header.is_object() || header.value("journal", "") != "tabletop-lan-journal") {
        *error = QStringLiteral("%1 is not a LAN game journal (its first line must say \"journal\": "
                                "\"tabletop-lan-journal\")")
                     .arg(path);
        return false;
    }
    if (header.value("salt", "") != m_salt.toStdString()) {
        *error = QStringLiteral("%1 belongs to another game than its save (the salts differ); move it away to host the "
                                "save alone, or put back the save it was written with")
                     .arg(path);
        return false;
    }
    const auto& record = m_match->match().history();
    for (std::size_t i = 1; i < parsed.size(); ++i) {
        const core::Json& e = parsed[i];
        try {
            const std::size_t n = e.at("n").get<std::size_t>();
            const std::string hash = e.at("hash").get<std::string>();
            const std::size_t have = record.size();
            if (n <= have) { // already in the save (a compaction the journal outlived): must agree
                if (record[n - 1].hash != hash) {
                    *error = QStringLiteral("%1 does not match its save: after action %2 the save's state hash is %3, "
                                            "the journal's %4")
                                 .arg(where(qsizetype(i)))
                                 .arg(n)
                                 .arg(QString::fromStdString(record[n - 1].hash), QString::fromStdString(hash));
                    return false;
                }
                continue;
            }
            if (n != have + 1) {
                *error = QStringLiteral("%1 does not match its save: it holds action %2, but the save ends at action %3")
                             .arg(where(qsizetype(i)))
                             .arg(n)
                             .arg(have);
                return false;
            }
            const core::Action action = core::Action::fromJson(e.at("action"));
            const auto r = m_match->submit(action);
            if (!r.accepted || m_match->match().history().back().hash != hash) {
                *error = QStringLiteral("%1 does not match its save: action %2 %3")
                             .arg(where(qsizetype(i)))
                             .arg(n)
                             .arg(r.accepted ? QStringLiteral("gives another state than the journal's hash %1")
                                                   .arg(QString::fromStdString(hash))
                                             : QStringLiteral("is refused by the rules (%1)")
                                                   .arg(QString::fromStdString(r.refusal.text)));
                return false;
            }
            if (auto seq = e.find("lastSeq"); seq != e.end() && action.seat >= 0 &&
                                              action.seat < static_cast<int>(m_seats.size()))
                m_seats[static_cast<std::size_t>(action.seat)].lastSeq = seq->get<qint64>();
        } catch (const std::exception& ex) {
            *error = QStringLiteral("%1: %2").arg(where(qsizetype(i)), QString::fromUtf8(ex.what()));
            return false;
        }
    }
    if (parsed.size() > 1)
        m_loadWarnings << QStringLiteral("%1: %2 journaled actions replayed").arg(path).arg(parsed.size() - 1);
    return true;
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
