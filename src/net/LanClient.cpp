#include "LanClient.h"

#include <QDateTime>

namespace tabletop::net {

LanClient::LanClient(ClientOptions options, QObject* parent) : QObject(parent), m_options(std::move(options))
{
    m_connectTimer.setSingleShot(true);
    m_retryTimer.setSingleShot(true);
    m_nonce = m_options.nonce.isEmpty() ? makeNonce() : m_options.nonce;
    connect(&m_retryTimer, &QTimer::timeout, this, &LanClient::attempt);
    if (!m_options.recordPath.isEmpty()) {
        m_record = std::make_unique<QFile>(m_options.recordPath);
        if (!m_record->open(QIODevice::WriteOnly | QIODevice::Append))
            m_record.reset();
    }
}

LanClient::~LanClient()
{
    if (m_conn)
        m_conn->disconnect(this);
}

void LanClient::connectToHost()
{
    m_leaving = false;
    attempt();
}

void LanClient::attempt()
{
    emit connecting();
    auto* socket = new QTcpSocket(this);
    m_connectTimer.disconnect();
    connect(&m_connectTimer, &QTimer::timeout, socket, [this, socket] {
        if (m_conn) {
            // Connected, but no welcome in time: the host is stuck or not a Tabletop host.
            m_leaving = true;
            m_conn->close(QStringLiteral("no welcome from the host"));
            emit failed(QStringLiteral("timeout"), QStringLiteral("%1 port %2 accepted the connection but did not "
                                                                  "answer the handshake within %3 s")
                                                       .arg(m_options.host)
                                                       .arg(m_options.port)
                                                       .arg(m_options.connectTimeoutMs / 1000.0));
            return;
        }
        socket->abort();
        socket->deleteLater();
        const bool retry = m_everWelcomed && QDateTime::currentMSecsSinceEpoch() < m_reconnectDeadline;
        if (retry)
            m_retryTimer.start(300);
        else
            emit failed(QStringLiteral("timeout"),
                        QStringLiteral("no answer from %1 port %2 within %3 s")
                            .arg(m_options.host)
                            .arg(m_options.port)
                            .arg(m_options.connectTimeoutMs / 1000.0));
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        m_connectTimer.stop();
        socket->deleteLater();
        if (m_everWelcomed && !m_leaving && QDateTime::currentMSecsSinceEpoch() < m_reconnectDeadline) {
            m_retryTimer.start(300);
            return;
        }
        const QString code = error == QAbstractSocket::ConnectionRefusedError ? QStringLiteral("refused")
                             : error == QAbstractSocket::SocketTimeoutError   ? QStringLiteral("timeout")
                                                                              : QStringLiteral("host");
        emit failed(code, QStringLiteral("cannot connect to %1 port %2: %3")
                              .arg(m_options.host)
                              .arg(m_options.port)
                              .arg(socket->errorString()));
    });
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->disconnect(this); // from now on Connection reports errors and closes
        m_conn = new Connection(socket, Direction::ToClient, this);
        if (m_record)
            m_conn->setRecorder([this](const QByteArray& bytes) {
                m_record->write(bytes);
                m_record->flush();
            });
        m_conn->setIdleTimeout(m_options.idleTimeoutMs);
        m_conn->setPingInterval(m_options.pingIntervalMs);
        connect(m_conn, &Connection::frameReceived, this, &LanClient::onFrame);
        connect(m_conn, &Connection::closed, this, &LanClient::onClosed);
        core::Json hello{{"v", m_options.protocolVersion},
                         {"name", m_options.name.toStdString()},
                         {"role", m_options.spectator ? "spectator" : "player"},
                         {"app", "tabletop"}};
        if (!m_options.password.isEmpty())
            hello["password"] = m_options.password.toStdString();
        if (!m_options.token.isEmpty())
            hello["token"] = m_options.token.toStdString();
        m_conn->send(MsgType::Hello, hello);
    });
    m_connectTimer.start(m_options.connectTimeoutMs);
    socket->connectToHost(m_options.host, m_options.port);
}

void LanClient::leave(const QString& reason)
{
    m_leaving = true;
    m_retryTimer.stop();
    if (m_conn) {
        m_conn->send(MsgType::Bye, {{"reason", reason.left(200).toStdString()}});
        m_conn->close(QStringLiteral("left"));
    }
}

void LanClient::onClosed(const QString& reason)
{
    const bool wasWelcomed = m_welcomed;
    m_welcomed = false;
    if (m_conn) {
        m_bytesBefore += m_conn->bytesReceived();
        m_conn->deleteLater();
        m_conn = nullptr;
    }
    const bool reconnect = wasWelcomed && !m_leaving && !m_revealed && m_options.reconnectForMs > 0;
    if (reconnect) {
        m_reconnectDeadline = QDateTime::currentMSecsSinceEpoch() + m_options.reconnectForMs;
        m_retryTimer.start(200);
    }
    if (!wasWelcomed && !m_leaving && !m_everWelcomed) {
        // Closed during the handshake without a refusal: say so instead of waiting for the timer.
        m_connectTimer.stop();
        emit failed(QStringLiteral("host"), QStringLiteral("the host closed the connection: %1").arg(reason));
        return;
    }
    if (!wasWelcomed && m_everWelcomed && !m_leaving && QDateTime::currentMSecsSinceEpoch() < m_reconnectDeadline) {
        m_connectTimer.stop();
        m_retryTimer.start(300); // a reconnect attempt that the host dropped: try again
        return;
    }
    emit disconnected(reason, reconnect);
}

void LanClient::onFrame(MsgType type, const core::Json& body)
{
    switch (type) {
    case MsgType::Welcome:
        m_connectTimer.stop();
        m_welcomed = true;
        m_everWelcomed = true;
        m_welcome = body;
        m_log = core::Json::array(); // a new connection gets the whole log once
        m_seat = body.at("seat").is_null() ? std::nullopt : std::optional<int>(body.at("seat").get<int>());
        if (!body.at("token").get<std::string>().empty())
            m_options.token = QString::fromStdString(body.at("token").get<std::string>());
        // Continue numbering after the host's last seen number: a retried action cannot apply twice.
        m_nextSeq = std::max(m_nextSeq, body.at("lastSeq").get<qint64>() + 1);
        if (m_stops.is_object() && canSendStops())
            m_conn->send(MsgType::Stops, m_stops);
        emit welcomed(body);
        break;
    case MsgType::Refuse: {
        m_connectTimer.stop();
        m_leaving = true;
        const QString code = QString::fromStdString(body.at("code").get<std::string>());
        const QString text = QString::fromStdString(body.at("text").get<std::string>());
        emit failed(code, text);
        break;
    }
    case MsgType::Lobby:
        // The commitment is held from the first lobby that shows it, before our nonce is sent.
        if (m_commitment.isEmpty() && body.contains("commitment") && body.at("commitment").is_string())
            m_commitment = QString::fromStdString(body.at("commitment").get<std::string>());
        m_lobby = body;
        emit lobbyReceived(body);
        break;
    case MsgType::State: {
        const QString commitment = QString::fromStdString(body.at("commitment").get<std::string>());
        // The first commitment seen is the one held against the host; it must never change.
        if (m_commitment.isEmpty())
            m_commitment = commitment;
        // Protocol 3: the log arrives in parts (`logFrom` is the index of the first entry sent);
        // everything past this point sees the whole log, as in protocol 2.
        core::Json state = body;
        if (auto from = body.find("logFrom"); from != body.end()) {
            const auto at = from->get<std::size_t>();
            if (at > m_log.size()) {
                // A part we cannot place: drop the connection; the reconnect brings the whole log.
                m_conn->close(QStringLiteral("the host sent log entries from %1 but this client has %2")
                                  .arg(at)
                                  .arg(m_log.size()));
                return;
            }
            m_log.erase(m_log.begin() + static_cast<std::ptrdiff_t>(at), m_log.end());
            for (const auto& entry : body.at("log"))
                m_log.push_back(entry);
            state.erase("logFrom");
            state["log"] = m_log;
        }
        m_state = std::move(state);
        m_viewsSeen[m_state.at("actionCount").get<qint64>()] = m_state.at("view");
        emit stateReceived(m_state);
        break;
    }
    case MsgType::Result:
        emit resultReceived(body);
        break;
    case MsgType::ChatLine:
        emit chatReceived(body);
        break;
    case MsgType::Reveal:
        m_revealed = true;
        m_reveal = body;
        m_verification = verifyReveal(body, m_commitment, m_seat, m_viewsSeen, m_state.value("log", core::Json()),
                                      m_state.value("actionCount", qint64(-1)), m_nonceSent ? m_nonce : QString());
        emit revealReceived(body, m_verification);
        break;
    case MsgType::Goodbye:
        m_leaving = true;
        emit goodbye(QString::fromStdString(body.at("code").get<std::string>()),
                     QString::fromStdString(body.at("text").get<std::string>()));
        break;
    default:
        break;
    }
}

qint64 LanClient::sendAction(const std::string& type, const core::Json& args, std::optional<int> seat)
{
    if (!isConnected())
        return 0;
    core::Json body{{"seq", m_nextSeq}, {"type", type}, {"args", args.is_object() ? args : core::Json::object()}};
    if (seat)
        body["seat"] = *seat;
    m_conn->send(MsgType::Action, body);
    return m_nextSeq++;
}

void LanClient::sendChat(const QString& text)
{
    const QString t = text.trimmed().left(int(kMaxChatLength));
    if (isConnected() && !t.isEmpty())
        m_conn->send(MsgType::Chat, {{"text", t.toStdString()}});
}

bool LanClient::canSendStops() const
{
    return isConnected() && m_seat && m_welcome.value("v", 0) >= 4;
}

void LanClient::setStops(const core::Json& stops)
{
    m_stops = stops;
    if (canSendStops())
        m_conn->send(MsgType::Stops, m_stops);
}

void LanClient::setReady(bool ready, const core::Json& deck, const core::Json& choice)
{
    if (!isConnected())
        return;
    core::Json body{{"ready", ready}};
    if (!deck.is_null())
        body["deck"] = deck;
    if (choice.is_object()) {
        if (auto it = choice.find("role"); it != choice.end() && it->is_string())
            body["role"] = *it;
        if (auto it = choice.find("setup"); it != choice.end() && (it->is_object() || it->is_null()))
            body["setup"] = *it;
    }
    // Our share of the seed, only after the host has committed to its own (docs/protocol.md).
    if (!m_commitment.isEmpty() && m_seat && m_lobby.is_object() && !m_lobby.value("started", false)) {
        body["nonce"] = m_nonce.toStdString();
        m_nonceSent = true;
    }
    m_conn->send(MsgType::Ready, body);
}

} // namespace tabletop::net
