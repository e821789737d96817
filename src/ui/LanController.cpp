#include "LanController.h"

#include "GameController.h"
#include "Messages.h"
#include "PhoneWording.h"
#include "net/Discovery.h"
#include "net/LanClient.h"
#include "net/LanHost.h"
#include "games/Registry.h"
#include "session/JsonBridge.h"
#include "session/MatchHost.h"
#include "session/SaveStore.h"
#include "core/Stops.h"

#include <QFile>
#include <QJSEngine>
#include <QJSValue>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <set>

namespace tabletop::ui {

using session::toVariant;

LanController::LanController(QObject* parent) : QObject(parent) {}

LanController::~LanController()
{
    if (m_client)
        m_client->disconnect(this);
}

QString LanController::savePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lan-game.json");
}

bool LanController::hasSavedGame() const
{
    return QFile::exists(savePath());
}

void LanController::setStatus(const QString& status, const QString& error)
{
    m_status = status;
    m_error = error;
    emit statusChanged();
}

QVariantList LanController::hosts() const
{
    QVariantList out;
    if (!m_browser)
        return out;
    for (const auto& h : m_browser->hosts()) {
        QVariantMap m = toVariant(h.info).toMap();
        m.insert(QStringLiteral("address"), h.address);
        if (!m.contains(QStringLiteral("commitment")))
            m.insert(QStringLiteral("commitment"), QString()); // an older host
        out << m;
    }
    return out;
}

void LanController::startBrowsing()
{
    if (!m_browser) {
        m_browser = std::make_unique<net::DiscoveryBrowser>();
        connect(m_browser.get(), &net::DiscoveryBrowser::hostsChanged, this, &LanController::hostsChanged);
    }
    m_browser->start();
}

void LanController::stopBrowsing()
{
    m_browser.reset();
    emit hostsChanged();
}

int LanController::port() const
{
    return m_host ? m_host->port() : (m_client ? m_client->options().port : 0);
}

QString LanController::gameId() const
{
    if (!m_client)
        return {};
    return QString::fromStdString(m_client->welcome().value("game", ""));
}

QVariantMap LanController::gameOptions() const
{
    if (!m_client)
        return {};
    const auto& lobby = m_client->lobby();
    if (!lobby.is_object() || !lobby.contains("options") || !lobby["options"].is_object())
        return {};
    return session::toVariant(lobby["options"]).toMap();
}

QVariantList LanController::seats() const
{
    if (!m_client)
        return {};
    const auto& state = m_client->state();
    if (state.is_object())
        return toVariant(state.at("seats")).toList();
    return toVariant(m_client->lobby().value("seats", core::Json::array())).toList();
}

int LanController::mySeat() const
{
    return m_client ? m_client->seat().value_or(-1) : -1;
}

bool LanController::ready() const
{
    const int seat = mySeat();
    const QVariantList all = seats();
    return seat >= 0 && seat < all.size() && all[seat].toMap().value(QStringLiteral("ready")).toBool();
}

bool LanController::canStart() const
{
    if (!m_host || m_host->started())
        return false;
    for (const auto& s : seats()) {
        const QVariantMap m = s.toMap();
        const bool seated = m.value(QStringLiteral("connected")).toBool() || m.value(QStringLiteral("bot")).toBool();
        if (!seated || !m.value(QStringLiteral("ready")).toBool())
            return false;
    }
    return !seats().isEmpty();
}

QStringList LanController::watchers() const
{
    QStringList names;
    if (!m_client)
        return names;
    const auto list = m_client->lobby().value("watchers", core::Json::array());
    for (const auto& n : list)
        if (n.is_string())
            names << QString::fromStdString(n.get<std::string>());
    return names;
}

int LanController::spectators() const
{
    return m_client ? m_client->lobby().value("spectators", 0) : 0;
}

QString LanController::waitingFor() const
{
    if (!m_client || !m_client->state().is_object())
        return {};
    QStringList names;
    for (const auto& n : m_client->state().at("waitingFor"))
        names << QString::fromStdString(n.get<std::string>());
    return names.join(QStringLiteral(", "));
}

bool LanController::revealed() const
{
    return m_client && m_client->revealed();
}

bool LanController::verified() const
{
    return revealed() && m_client->verification().ok;
}

QString LanController::verification() const
{
    if (!revealed())
        return {};
    const auto& v = m_client->verification();
    if (v.ok)
        return tr("Fair play verified: the revealed seed matches the commitment published at the start, and "
                  "replaying all %1 moves gives exactly what you were shown.")
            .arg(m_client->state().value("actionCount", 0));
    if (v.code == QLatin1String("commitment"))
        return tr("Verification FAILED: the revealed seed does not match the commitment published at the start.");
    if (v.code == QLatin1String("nonce"))
        return tr("Verification FAILED: the host did not mix your random contribution into the game's seed.");
    if (v.code == QLatin1String("view") || v.code == QLatin1String("log"))
        return tr("Verification FAILED: replaying the host's record does not give what you were shown.");
    return tr("Verification FAILED: %1").arg(v.text);
}

QString LanController::commitment() const
{
    if (!m_client || !m_client->state().is_object())
        return {};
    return QString::fromStdString(m_client->state().value("commitment", ""));
}

QString LanController::failureText(const QString& code, const QString& detail) const
{
    if (code == QLatin1String("refused"))
        return tr("Connection refused: nobody is hosting at that address and port.");
    if (code == QLatin1String("timeout"))
        return tr("Timed out: the host did not answer.");
    if (code == QLatin1String("version"))
        return tr("Wrong version: the host runs a different version of Tabletop.");
    if (code == QLatin1String("password"))
        return tr("Wrong password.");
    if (code == QLatin1String("full"))
        return tr("The game is full. You can still join as a spectator.");
    if (code == QLatin1String("code") || code == QLatin1String("codeWait"))
        return tr("Wrong seat code.");
    return tr("Could not connect: %1").arg(detail);
}

void LanController::resetSession()
{
    if (m_client) {
        m_client->disconnect(this);
        m_client->leave();
        m_client.release()->deleteLater(); // the table may still hold it for this event
    }
    for (auto& [seat, client] : m_screenClients) {
        client->disconnect(this);
        client->leave();
        client.release()->deleteLater(); // the table may be showing it
    }
    m_screenClients.clear();
    const bool wasCouch = m_couch;
    m_couch = false;
    m_phoneSeats.clear();
    m_shownSeat = -1;
    m_host.reset();
    m_chat.clear();
    emit chatChanged();
    if (wasCouch)
        emit phonesChanged();
}

bool LanController::host(const QString& gameId, int seats, const QString& name, const QString& password, int port,
                         const QVariantMap& options)
{
    resetSession();
    net::HostOptions o;
    o.game = gameId.toStdString();
    o.seats = seats;
    o.options = session::fromVariant(options);
    std::uint64_t seed = 0;
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(&seed), 2);
    o.seed = seed >> 1;
    o.password = password;
    o.savePath = savePath();
    o.autoStart = false; // the host presses Start
    o.announceName = name.trimmed();
    m_host = std::make_unique<net::LanHost>(o);
    QString error;
    if (!m_host->listen(QHostAddress::Any, static_cast<quint16>(port), &error)) {
        m_host.reset();
        setStatus(QStringLiteral("failed"), tr("Cannot host on port %1: %2").arg(port).arg(error));
        return false;
    }
    connect(m_host.get(), &net::LanHost::lobbyChanged, this, &LanController::lobbyChanged);
    connectClient(QStringLiteral("127.0.0.1"), m_host->port(), name, password, false);
    return true;
}

bool LanController::hostSaved(const QString& name, const QString& password, int port)
{
    resetSession();
    net::HostOptions o;
    o.password = password;
    o.savePath = savePath();
    o.autoStart = false;
    o.announceName = name.trimmed();
    QString error;
    m_host = net::LanHost::fromSave(savePath(), o, &error);
    if (!m_host || !m_host->listen(QHostAddress::Any, static_cast<quint16>(port), &error)) {
        m_host.reset();
        setStatus(QStringLiteral("failed"), tr("Cannot host the saved game: %1").arg(error));
        return false;
    }
    connect(m_host.get(), &net::LanHost::lobbyChanged, this, &LanController::lobbyChanged);
    connectClient(QStringLiteral("127.0.0.1"), m_host->port(), name, password, false, m_host->commitment());
    return true;
}

bool LanController::savedGameIsCouch() const
{
    QString error;
    const auto doc = session::SaveStore::read(savePath(), &error);
    return doc && doc->is_object() && doc->contains("couch");
}

bool LanController::hostCouchSaved()
{
    resetSession();
    net::HostOptions o;
    o.savePath = savePath();
    o.autoStart = false;
    QString error;
    m_host = net::LanHost::fromSave(savePath(), o, &error);
    if (m_host && !m_host->options().couch.is_object())
        error = tr("the saved game was not played with phones; host it from the LAN page");
    if (!m_host || !error.isEmpty()) {
        m_host.reset();
        setStatus(QStringLiteral("failed"), tr("Cannot host the saved game: %1").arg(error));
        return false;
    }
    return openCouch(core::Json(nullptr)); // started already: nobody says ready again
}

void LanController::join(const QString& address, int port, const QString& name, const QString& password,
                         bool spectator, const QString& gameKey)
{
    resetSession();
    connectClient(address.trimmed(), port, name, password, spectator, gameKey);
}

QString LanController::gameTokenKey(const QString& commitment)
{
    // A commitment is hex; anything else the network sent is not used as a settings key.
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{8,128}$"));
    return hex.match(commitment).hasMatch() ? QStringLiteral("lan/tokens/game/%1").arg(commitment.toLower()) : QString();
}

void LanController::rememberToken()
{
    if (!m_client || m_token.isEmpty())
        return;
    // The game's commitment comes with the lobby and every state; the token is kept by it too.
    const core::Json& source = m_client->state().is_object() && m_client->state().contains("commitment")
                                   ? m_client->state()
                                   : m_client->lobby();
    if (!source.is_object() || !source.contains("commitment") || !source["commitment"].is_string())
        return;
    const QString key = gameTokenKey(QString::fromStdString(source["commitment"].get<std::string>()));
    if (key.isEmpty() || key == m_gameTokenKey)
        return;
    m_gameTokenKey = key;
    QSettings().setValue(m_gameTokenKey, m_token);
}

void LanController::connectClient(const QString& address, int port, const QString& name, const QString& password,
                                  bool spectator, const QString& gameKey)
{
    if (name.trimmed().isEmpty()) {
        setStatus(QStringLiteral("failed"), tr("Enter your name first."));
        return;
    }
    net::ClientOptions o;
    o.host = address;
    o.port = static_cast<quint16>(port);
    o.name = name.trimmed().left(40);
    o.password = password;
    o.spectator = spectator;
    // The seat's token survives an app restart, so a dropped player gets the same seat back.
    // The game's key first (a restarted host may be at another address), then the address.
    m_tokenKey = QStringLiteral("lan/tokens/%1_%2").arg(address).arg(port);
    m_gameTokenKey = gameTokenKey(gameKey);
    m_token.clear();
    if (!spectator) {
        if (!m_gameTokenKey.isEmpty())
            o.token = QSettings().value(m_gameTokenKey).toString();
        if (o.token.isEmpty())
            o.token = QSettings().value(m_tokenKey).toString();
    }
    m_client = std::make_unique<net::LanClient>(o);
    auto* c = m_client.get();
    connect(c, &net::LanClient::connecting, this, [this] {
        if (m_status != QLatin1String("reconnecting"))
            setStatus(QStringLiteral("connecting"));
    });
    connect(c, &net::LanClient::failed, this, [this](const QString& code, const QString& text) {
        if (code == QLatin1String("full") || code == QLatin1String("host"))
        {
            QSettings().remove(m_tokenKey); // that seat is gone; do not try it again
            if (!m_gameTokenKey.isEmpty())
                QSettings().remove(m_gameTokenKey);
        }
        setStatus(QStringLiteral("failed"), failureText(code, text));
        m_host.reset();
    });
    connect(c, &net::LanClient::welcomed, this, [this, c](const core::Json& w) {
        if (!w.at("token").get<std::string>().empty()) {
            m_token = QString::fromStdString(w.at("token").get<std::string>());
            QSettings().setValue(m_tokenKey, m_token);
            m_gameTokenKey.clear(); // stored again under the game's key once the lobby or state says it
            rememberToken();
        }
        (void)c;
        emit lobbyChanged();
    });
    connect(c, &net::LanClient::lobbyReceived, this, [this] {
        rememberToken();
        setStatus(QStringLiteral("lobby"));
        emit lobbyChanged();
    });
    connect(c, &net::LanClient::stateReceived, this, [this](const core::Json& s) {
        rememberToken();
        const bool first = m_status != QLatin1String("playing") && m_status != QLatin1String("over");
        setStatus(s.at("outcome").is_null() ? QStringLiteral("playing") : QStringLiteral("over"));
        emit lobbyChanged();
        emit tableChanged();
        if (first)
            emit gameStarted();
    });
    connect(c, &net::LanClient::stateReceived, this, [this] { QTimer::singleShot(250, this, &LanController::autoPlayStep); });
    connect(c, &net::LanClient::resultReceived, this, [this](const core::Json& r) {
        if (!r.value("ok", false))
            m_autoPlayedAt = -1; // refused (another seat answered first): choose again
    });
    connect(c, &net::LanClient::revealReceived, this, [this] { emit tableChanged(); });
    connect(c, &net::LanClient::chatReceived, this, [this](const core::Json& line) {
        m_chat << toVariant(line);
        while (m_chat.size() > 200)
            m_chat.removeFirst();
        emit chatChanged();
    });
    connect(c, &net::LanClient::disconnected, this, [this](const QString& reason, bool reconnecting) {
        if (reconnecting)
            setStatus(QStringLiteral("reconnecting"), tr("Connection lost; reconnecting..."));
        else if (m_status != QLatin1String("over") && m_status != QLatin1String("ended"))
            setStatus(QStringLiteral("failed"), tr("Disconnected: %1").arg(reason));
    });
    connect(c, &net::LanClient::goodbye, this, [this](const QString& code, const QString& text) {
        setStatus(QStringLiteral("ended"), code == QLatin1String("ended") ? tr("The host ended the game. It is saved "
                                                                              "and can be hosted again.")
                                                                         : text);
    });
    c->connectToHost();
}

void LanController::setReady(bool ready)
{
    if (m_client)
        m_client->setReady(ready);
}

void LanController::setReadyWithDeck(bool ready, const QVariant& deck)
{
    if (!m_client)
        return;
    const QVariant d = deck.canConvert<QJSValue>() ? deck.value<QJSValue>().toVariant() : deck;
    m_client->setReady(ready, d.isValid() && !d.isNull() ? session::fromVariant(d) : core::Json(nullptr));
}

bool LanController::setSeatComputer(int seat, const QString& level)
{
    if (!m_host)
        return false;
    QString error;
    if (!m_host->seatComputer(seat, level.toStdString(), &error)) {
        setStatus(m_status, error);
        return false;
    }
    return true;
}

void LanController::setReadyWithChoice(bool ready, const QVariant& deck, const QString& role, const QVariant& setup)
{
    if (!m_client)
        return;
    const auto plain = [](const QVariant& v) { return v.canConvert<QJSValue>() ? v.value<QJSValue>().toVariant() : v; };
    const QVariant d = plain(deck);
    const QVariant s = plain(setup);
    core::Json choice = core::Json::object();
    choice["role"] = role.toStdString();
    if (s.isValid() && !s.isNull())
        choice["setup"] = session::fromVariant(s);
    m_client->setReady(ready, d.isValid() && !d.isNull() ? session::fromVariant(d) : core::Json(nullptr), choice);
}

bool LanController::start()
{
    if (!m_host)
        return false;
    QString error;
    if (!m_host->start(&error)) {
        setStatus(m_status, error);
        return false;
    }
    return true;
}

void LanController::sendChat(const QString& text)
{
    if (m_client)
        m_client->sendChat(text);
}

void LanController::endGame()
{
    if (!m_host)
        return;
    m_host->endGame(tr("The host ended the game."));
    setStatus(QStringLiteral("ended"), tr("The game is saved. Host it again from the LAN page; the same players "
                                          "rejoin their seats."));
}

void LanController::giveDroppedSeatsToComputer()
{
    if (!m_host)
        return;
    const QVariantList all = seats();
    for (int i = 0; i < all.size(); ++i) {
        QString error;
        if (!all[i].toMap().value(QStringLiteral("connected")).toBool())
            m_host->giveSeatToBot(i, &error);
    }
}

void LanController::leave()
{
    // A host that leaves takes the game with it: save it and tell the guests why.
    if (m_host && m_host->started() && !m_host->gameOver())
        m_host->endGame(tr("The host ended the game."));
    resetSession();
    setStatus(QStringLiteral("idle"));
    emit lobbyChanged();
    emit tableChanged();
}

void LanController::setAutoPlay(bool on)
{
    if (m_autoPlay == on)
        return;
    m_autoPlay = on;
    m_autoPlayedAt = -1;
    emit autoPlayChanged();
    autoPlayStep();
}

void LanController::autoPlayStep()
{
    if (!m_autoPlay || !m_client || !m_client->seat() || !m_client->state().is_object())
        return;
    const core::Json& s = m_client->state();
    const qint64 count = s.value("actionCount", qint64(0));
    const auto& legal = s.at("legal");
    if (!s.at("outcome").is_null() || legal.empty() || !s.at("waitingFor").empty() || m_autoPlayedAt == count)
        return;
    m_autoPlayedAt = count;
    if (m_autoRng == 0)
        m_autoRng = QRandomGenerator::global()->generate64() | 1;
    m_autoRng ^= m_autoRng << 13; // xorshift: which legal move is picked needs no fairness guarantee
    m_autoRng ^= m_autoRng >> 7;
    m_autoRng ^= m_autoRng << 17;
    const auto& a = legal.at(m_autoRng % legal.size());
    m_client->sendAction(a.at("type").get<std::string>(), a.value("args", core::Json::object()));
}

void LanController::bind(GameController* controller)
{
    m_table = controller;
    m_shownSeat = -1;
    if (controller && m_client)
        controller->attachRemote(m_client.get());
    if (m_couch)
        emit phonesChanged();
}

// ---- Couch mode -------------------------------------------------------------------------

bool LanController::hostCouch(const QString& gameId, const QStringList& names, const QVariantList& phones,
                              const QVariantList& computers, const QVariantMap& options, const QVariantList& decks,
                              const QStringList& roles, const QVariantList& setup, const QString& seedText,
                              const QVariantList& stops)
{
    resetSession();
    const auto plain = [](const QVariant& v) { return v.canConvert<QJSValue>() ? v.value<QJSValue>().toVariant() : v; };
    const core::GameRules* rules = games::findRules(gameId.toStdString());
    if (!rules) {
        setStatus(QStringLiteral("failed"), tr("%1 is not playable yet.").arg(gameId));
        return false;
    }
    const int seats = static_cast<int>(names.size());
    if (phones.size() != seats) {
        setStatus(QStringLiteral("failed"), tr("Cannot start the game: %1 names but %2 phone choices.").arg(seats).arg(phones.size()));
        return false;
    }
    // The same checks a hot-seat game makes (seat count, names, house rules), before anything listens.
    core::MatchConfig config;
    config.game = gameId.toStdString();
    config.seats = seats;
    for (const auto& n : names)
        config.seatNames.push_back(n.trimmed().toStdString());
    config.options = session::fromVariant(options);
    // Roles and what each seat brings (games with roles or per-seat setup), checked with the rest.
    for (const auto& r : roles)
        config.roles.push_back(r.toStdString());
    bool anySetup = false;
    for (const auto& v : setup) {
        const QVariant entry = plain(v);
        config.setup.push_back(entry.isValid() && !entry.isNull() ? session::fromVariant(entry) : core::Json());
        anySetup = anySetup || (entry.isValid() && !entry.isNull());
    }
    if (!anySetup)
        config.setup = core::Json::array();
    try {
        session::MatchHost trial(*rules, config);
    } catch (const std::exception& e) {
        setStatus(QStringLiteral("failed"), tr("Cannot start the game: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    int phoneCount = 0;
    net::HostOptions o;
    o.game = config.game;
    o.seats = seats;
    std::uint64_t seed = 0;
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(&seed), 2);
    o.seed = seed >> 1;
    if (!seedText.trimmed().isEmpty()) { // typed: the game's seed as it is (a replay of a known deal)
        bool ok = false;
        o.seed = seedText.trimmed().toULongLong(&ok);
        if (!ok) {
            setStatus(QStringLiteral("failed"),
                      tr("The seed must be a whole number from 0 to 18446744073709551615, not \"%1\".").arg(seedText));
            return false;
        }
        o.fixedSeed = true;
    }
    o.options = config.options;
    o.savePath = savePath();
    o.autoStart = true; // once every phone has joined and said it is ready
    o.roles = config.roles;
    o.setup = config.setup;
    // Each seat's deck as chosen on the page, phones' too (a phone says no deck when ready).
    o.decks = core::Json::array();
    for (int i = 0; i < seats; ++i) {
        const QVariant deck = i < decks.size() ? plain(decks[i]) : QVariant();
        o.decks.push_back(deck.isValid() && !deck.isNull() ? session::fromVariant(deck) : core::Json(nullptr));
    }
    for (int i = 0; i < seats; ++i) {
        const QVariantMap stop = i < stops.size() ? plain(stops[i]).toMap() : QVariantMap();
        if (!stop.isEmpty() && !plain(phones[i]).toBool())
            o.stops[i] = session::Stops::fromWords(stop.value(QStringLiteral("mode")).toString(), stop.value(QStringLiteral("phases")).toStringList());
    }
    for (int i = 0; i < seats; ++i) {
        o.seatNames.push_back(names[i].trimmed());
        const QString level = i < computers.size() ? plain(computers[i]).toString() : QString();
        if (!level.isEmpty())
            o.computers[i] = level.toStdString();
        else if (plain(phones[i]).toBool())
            ++phoneCount;
    }
    if (phoneCount == 0) {
        setStatus(QStringLiteral("failed"), tr("Choose at least one seat to be played from a phone."));
        return false;
    }
    core::Json phoneList = core::Json::array(), screenList = core::Json::array();
    for (int i = 0; i < seats; ++i)
        if (!o.computers.count(i))
            (plain(phones[i]).toBool() ? phoneList : screenList).push_back(i);
    o.couch = {{"phones", std::move(phoneList)}, {"screen", std::move(screenList)}};
    m_host = std::make_unique<net::LanHost>(o);
    core::Json deckList = core::Json::array();
    for (int i = 0; i < seats; ++i) {
        const QVariant deck = i < decks.size() ? plain(decks[i]) : QVariant();
        deckList.push_back(deck.isValid() && !deck.isNull() ? session::fromVariant(deck) : core::Json(nullptr));
    }
    return openCouch(deckList);
}

bool LanController::openCouch(const core::Json& decks)
{
    const net::HostOptions& o = m_host->options();
    const QString gameId = QString::fromStdString(o.game);
    const core::GameRules* rules = games::findRules(o.game);
    const int seats = o.seats;
    std::set<int> phoneSeats;
    for (const auto& v : o.couch.value("phones", core::Json::array()))
        if (v.is_number_integer())
            phoneSeats.insert(v.get<int>());
    QString error;
    // This screen's own seats and its public view connect over loopback; phones over the LAN.
    if (!m_host->listen(QHostAddress::LocalHost, 0, &error) ||
        (!m_host->listenPhones(QHostAddress::Any, kDefaultPhonePort, &error) &&
         !m_host->listenPhones(QHostAddress::Any, 0, &error))) {
        m_host.reset();
        setStatus(QStringLiteral("failed"), tr("Cannot host the phones: %1").arg(error));
        return false;
    }
    // Each phone reads the game in its own language (its browser's), whatever this screen shows.
    m_host->setPhoneWording([game = QString::fromStdString(o.game)](core::Json& body, const std::string& language) {
        wordForReader(body, QString::fromStdString(language), game);
    });
    // Each phone's cards with the pictures the table draws on them (the game's manifest says
    // which), served from the game's art folder in the resources: by card definition, asked
    // once per card.
    if (m_pictureOf.isCallable()) {
        const QString artUrl = QStringLiteral("qrc:/Tabletop/games/") + gameId + QStringLiteral("/art/");
        auto known = std::make_shared<std::map<std::string, std::string>>();
        m_host->setPhoneArt(artUrl.mid(3, artUrl.size() - 4), [this, rules, gameId, artUrl, known](const std::string& cardId) {
            if (const auto it = known->find(cardId); it != known->end())
                return it->second;
            std::string file;
            QJSEngine* js = qjsEngine(this);
            const core::Json face = rules->cardFace(cardId);
            if (js && face.is_object() && m_pictureOf.isCallable()) {
                const QJSValue url = m_pictureOf.call({QJSValue(gameId), QJSValue(QString::fromStdString(cardId)),
                                                       js->toScriptValue(session::toVariant(face))});
                const QString picture = url.isError() || url.isUndefined() || url.isNull() ? QString() : url.toString();
                if (picture.startsWith(artUrl) && !picture.mid(artUrl.size()).contains(QLatin1Char('/')))
                    file = picture.mid(artUrl.size()).toStdString();
            }
            known->emplace(cardId, file);
            return file;
        });
    }
    m_phoneAddress = net::LanHost::lanAddress();
    m_couch = true;
    for (int i = 0; i < seats; ++i) {
        if (o.computers.count(i))
            continue;
        const QString code = m_host->issueSeatCode(i, &error);
        if (code.isEmpty()) {
            resetSession();
            setStatus(QStringLiteral("failed"), tr("Cannot keep seat %1: %2").arg(i + 1).arg(error));
            return false;
        }
        if (phoneSeats.count(i)) {
            m_phoneSeats.push_back({i, code, m_host->phoneUrl(m_phoneAddress, code), false});
            continue;
        }
        // A seat on this screen: its own client, which takes the seat with the code as a phone
        // would, and is ready with the seat's deck at once.
        net::ClientOptions co;
        co.port = m_host->port();
        co.name = couchName(i).left(40);
        co.token = code;
        auto client = std::make_unique<net::LanClient>(co);
        const core::Json deckJson = decks.is_array() && i < static_cast<int>(decks.size()) ? decks[static_cast<std::size_t>(i)]
                                                                                          : core::Json(nullptr);
        auto* c = client.get();
        connect(c, &net::LanClient::lobbyReceived, this, [c, deckJson] {
            const int seat = c->seat().value_or(-1);
            const auto& list = c->lobby().value("seats", core::Json::array());
            if (seat >= 0 && seat < static_cast<int>(list.size()) && !list[seat].value("ready", false))
                c->setReady(true, deckJson);
        });
        connect(c, &net::LanClient::stateReceived, this, &LanController::couchStateChanged);
        connect(c, &net::LanClient::failed, this, [this, i](const QString& code, const QString& text) {
            setStatus(QStringLiteral("failed"), tr("Seat %1 on this screen: %2").arg(i + 1).arg(failureText(code, text)));
        });
        m_screenClients[i] = std::move(client);
        c->connectToHost();
    }
    connect(m_host.get(), &net::LanHost::lobbyChanged, this, &LanController::lobbyChanged);
    connect(m_host.get(), &net::LanHost::lobbyChanged, this, &LanController::couchStateChanged);
    // The big screen is a spectator: the public view, no hand, no curtain for phone seats.
    connectClient(QStringLiteral("127.0.0.1"), m_host->port(), tr("Table"), QString(), true);
    connect(m_client.get(), &net::LanClient::stateReceived, this, &LanController::couchStateChanged);
    emit statusChanged();
    emit phonesChanged();
    return true;
}

QVariantList LanController::phoneSeats() const
{
    QVariantList out;
    if (!m_host)
        return out;
    const core::Json lobby = m_host->lobbyJson();
    const auto& seats = lobby.value("seats", core::Json::array());
    const std::vector<int> prompted = promptedSeats();
    for (const auto& p : m_phoneSeats) {
        const core::Json seat = p.seat < static_cast<int>(seats.size()) ? seats[p.seat] : core::Json::object();
        QVariantMap m;
        m.insert(QStringLiteral("seat"), p.seat);
        m.insert(QStringLiteral("name"), couchName(p.seat));
        m.insert(QStringLiteral("code"), p.code);
        m.insert(QStringLiteral("url"), p.url);
        // To type instead of scanning: the page's address and the seat's short code.
        m.insert(QStringLiteral("shortCode"), m_host->seatShortCode(p.seat));
        m.insert(QStringLiteral("pageUrl"), m_host->phoneUrl(m_phoneAddress, {}).section(QLatin1Char('#'), 0, 0));
        m.insert(QStringLiteral("address"), m_phoneAddress);
        m.insert(QStringLiteral("port"), m_host->phonePort());
        m.insert(QStringLiteral("connected"), seat.value("connected", false));
        m.insert(QStringLiteral("ready"), seat.value("ready", false));
        m.insert(QStringLiteral("joined"), p.joined);
        m.insert(QStringLiteral("prompted"), std::find(prompted.begin(), prompted.end(), p.seat) != prompted.end());
        out << m;
    }
    return out;
}

QString LanController::waitingPhones() const
{
    QStringList names;
    for (const auto& v : phoneSeats()) {
        const QVariantMap m = v.toMap();
        if (m.value(QStringLiteral("prompted")).toBool())
            names << m.value(QStringLiteral("name")).toString();
    }
    return names.join(QStringLiteral(", "));
}

void LanController::setScreenSeatStops(int seat, const QString& mode, const QStringList& phases)
{
    if (!m_host || !m_couch || !m_screenClients.count(seat))
        return;
    m_host->setSeatStops(seat, session::Stops::fromWords(mode, phases));
    emit phonesChanged();
}

QVariantMap LanController::screenSeatStops(int seat) const
{
    if (!m_host)
        return {};
    return m_host->seatStops(seat).toVariant();
}

QStringList LanController::stopPhases() const
{
    QStringList out;
    if (const core::GameRules* rules = m_host ? games::findRules(m_host->options().game) : nullptr)
        if (const auto* points = dynamic_cast<const core::StopPoints*>(rules))
            for (const auto& p : points->stopPhases())
                out << QString::fromStdString(p);
    return out;
}

QVariantList LanController::screenSeats() const
{
    QVariantList out;
    for (const auto& [seat, client] : m_screenClients)
        out << QVariantMap{{QStringLiteral("seat"), seat}, {QStringLiteral("name"), couchName(seat)}};
    return out;
}

QString LanController::couchName(int seat) const
{
    const auto& names = m_host ? m_host->options().seatNames : std::vector<QString>{};
    return seat >= 0 && static_cast<std::size_t>(seat) < names.size() ? names[static_cast<std::size_t>(seat)]
                                                                      : tr("Seat %1").arg(seat + 1);
}

std::vector<int> LanController::promptedSeats() const
{
    std::vector<int> out;
    if (!m_client || !m_client->state().is_object() || !m_client->state().at("outcome").is_null())
        return out;
    for (const auto& s : m_client->state().at("prompt").value("seats", core::Json::array()))
        if (s.is_number_integer())
            out.push_back(s.get<int>());
    return out;
}

int LanController::screenTurnSeat() const
{
    for (int seat : promptedSeats())
        if (m_screenClients.count(seat) && seat != m_shownSeat)
            return seat;
    return -1;
}

bool LanController::showSeat(int seat)
{
    auto it = m_screenClients.find(seat);
    if (it == m_screenClients.end() || !m_table)
        return false;
    m_shownSeat = seat;
    m_table->attachRemote(it->second.get());
    emit phonesChanged();
    return true;
}

void LanController::hideSeat()
{
    if (m_shownSeat < 0)
        return;
    m_shownSeat = -1;
    if (m_table && m_client)
        m_table->attachRemote(m_client.get());
    emit phonesChanged();
}

void LanController::couchStateChanged()
{
    if (!m_couch || !m_host)
        return;
    const core::Json lobby = m_host->lobbyJson();
    const auto& seats = lobby.value("seats", core::Json::array());
    for (auto& p : m_phoneSeats)
        if (p.seat < static_cast<int>(seats.size()) && seats[p.seat].value("connected", false))
            p.joined = true;
    // The shown seat's hand goes under the curtain again as soon as the public state no longer
    // waits for it; its own client's state may come a moment before the public one.
    if (m_shownSeat >= 0 && m_client && m_client->state().is_object()) {
        const std::vector<int> prompted = promptedSeats();
        const auto& own = m_screenClients.count(m_shownSeat) ? m_screenClients.at(m_shownSeat)->state() : core::Json();
        const bool ownDone = own.is_object() && own.value("legal", core::Json::array()).empty();
        if (std::find(prompted.begin(), prompted.end(), m_shownSeat) == prompted.end() || ownDone)
            hideSeat();
    }
    emit phonesChanged();
}

bool LanController::newPhoneCode(int seat)
{
    if (!m_host)
        return false;
    for (auto& p : m_phoneSeats) {
        if (p.seat != seat)
            continue;
        QString error;
        const QString code = m_host->issueSeatCode(seat, &error);
        if (code.isEmpty()) {
            setStatus(m_status, error);
            return false;
        }
        p.code = code;
        p.url = m_host->phoneUrl(m_phoneAddress, code);
        p.joined = false;
        emit phonesChanged();
        return true;
    }
    return false;
}

} // namespace tabletop::ui
