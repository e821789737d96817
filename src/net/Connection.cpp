#include "Connection.h"

#include <QLoggingCategory>
#include <QWebSocket>

Q_LOGGING_CATEGORY(lcNet, "tabletop.net")

namespace tabletop::net {

Connection::Connection(QTcpSocket* socket, Direction accepts, QObject* parent)
    : QObject(parent), m_socket(socket), m_accepts(accepts), m_decoder(accepts)
{
    socket->setParent(this);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); // actions are tiny; Nagle adds latency
    m_peer = socket->peerAddress().toString() + QLatin1Char(':') + QString::number(socket->peerPort());
    setUpTimers();
    connect(socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, [this] { close(QStringLiteral("the peer closed the connection")); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_socket)
            close(QStringLiteral("socket error: %1").arg(m_socket->errorString()));
    });
}

Connection::Connection(QWebSocket* socket, Direction accepts, QObject* parent)
    : QObject(parent), m_ws(socket), m_isWebSocket(true), m_accepts(accepts), m_decoder(accepts)
{
    socket->setParent(this);
    // A message may hold several frames, never more than the largest frame plus a header: the
    // decoder checks each frame's own limit, this only stops a huge message being buffered.
    if (accepts == Direction::ToHost) {
        socket->setMaxAllowedIncomingMessageSize(kMaxWebSocketMessage);
        socket->setMaxAllowedIncomingFrameSize(kMaxWebSocketMessage);
    }
    m_peer = QStringLiteral("ws ") + socket->peerAddress().toString() + QLatin1Char(':') +
             QString::number(socket->peerPort());
    setUpTimers();
    connect(socket, &QWebSocket::binaryMessageReceived, this, &Connection::onBytes);
    connect(socket, &QWebSocket::textMessageReceived, this, [this](const QString&) {
        close(QStringLiteral("malformed input: a text message (frames travel as binary messages)"));
    });
    connect(socket, &QWebSocket::disconnected, this, [this] { close(QStringLiteral("the peer closed the connection")); });
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, [this](QAbstractSocket::SocketError) {
        if (m_ws)
            close(QStringLiteral("socket error: %1").arg(m_ws->errorString()));
    });
}

void Connection::setUpTimers()
{
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        close(QStringLiteral("timed out: nothing but pings received for %1 s (not answering keep-alives)")
                  .arg(m_idle.interval() / 1000.0));
    });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { close(m_deadlineReason); });
    connect(&m_ping, &QTimer::timeout, this, [this] {
        send(m_accepts == Direction::ToHost ? MsgType::HostPing : MsgType::Ping, {{"n", ++m_pingCount}});
    });
}

Connection::~Connection()
{
    if (m_socket)
        m_socket->disconnect(this);
    if (m_ws)
        m_ws->disconnect(this);
}

void Connection::setIdleTimeout(int ms)
{
    m_idle.setInterval(ms);
    if (ms > 0 && !m_closed)
        m_idle.start();
    else
        m_idle.stop();
}

void Connection::setDeadline(int ms, const QString& reason)
{
    m_deadlineReason = reason;
    if (ms > 0 && !m_closed)
        m_deadline.start(ms);
    else
        m_deadline.stop();
}

void Connection::clearDeadline()
{
    m_deadline.stop();
}

qint64 Connection::unsentBytes() const
{
    if (m_ws)
        return m_ws->bytesToWrite();
    return m_socket ? m_socket->bytesToWrite() : 0;
}

void Connection::setPingInterval(int ms)
{
    if (ms > 0 && !m_closed)
        m_ping.start(ms);
    else
        m_ping.stop();
}

void Connection::send(MsgType type, const core::Json& body)
{
    if (m_closed || (!m_socket && !m_ws))
        return;
    sendEncoded(encodeFrame(type, body));
}

void Connection::sendEncoded(const std::string& bytes)
{
    if (m_closed || (!m_socket && !m_ws))
        return;
    if (m_ws) {
        // One frame per binary message. Its unsent bytes are capped like a TCP peer's.
        const qint64 pending = m_ws->bytesToWrite();
        if (m_maxUnsent > 0 && pending > 0 && pending + static_cast<qint64>(bytes.size()) > m_maxUnsent) {
            m_ws->flush();
            if (m_ws->bytesToWrite() > 0 && m_ws->bytesToWrite() + static_cast<qint64>(bytes.size()) > m_maxUnsent) {
                abortLater(QStringLiteral("not reading: %1 bytes unsent, over the limit of %2 bytes")
                               .arg(m_ws->bytesToWrite() + static_cast<qint64>(bytes.size()))
                               .arg(m_maxUnsent));
                return;
            }
        }
        m_bytesOut += static_cast<qint64>(bytes.size());
        m_ws->sendBinaryMessage(QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())));
        return;
    }
    qint64 pending = m_socket->bytesToWrite();
    // Qt hands written bytes to the kernel on the next event loop pass: before judging a peer,
    // hand them over now, so the cap counts only what the kernel would not take (a reading peer
    // sent a burst of frames in one pass is not mistaken for one that does not read).
    if (m_maxUnsent > 0 && pending > 0 && pending + static_cast<qint64>(bytes.size()) > m_maxUnsent) {
        m_socket->flush();
        pending = m_socket->bytesToWrite();
    }
    if (m_maxUnsent > 0 && pending > 0 && pending + static_cast<qint64>(bytes.size()) > m_maxUnsent) {
        abortLater(QStringLiteral("not reading: %1 bytes unsent, over the limit of %2 bytes")
                       .arg(pending + static_cast<qint64>(bytes.size()))
                       .arg(m_maxUnsent));
        return;
    }
    m_bytesOut += static_cast<qint64>(bytes.size());
    m_socket->write(bytes.data(), static_cast<qint64>(bytes.size()));
}

void Connection::flush()
{
    if (!m_closed && m_socket)
        m_socket->flush();
    if (!m_closed && m_ws)
        m_ws->flush();
}

bool Connection::beginClose()
{
    if (m_closed)
        return false;
    m_closed = true;
    m_idle.stop();
    m_ping.stop();
    m_deadline.stop();
    return true;
}

void Connection::close(const QString& reason)
{
    if (!beginClose())
        return;
    qCInfo(lcNet).noquote() << "closing connection" << m_peer << ":" << reason;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->flush();
        m_socket->disconnectFromHost();
    }
    if (m_ws) {
        m_ws->disconnect(this);
        m_ws->flush();
        m_ws->close(QWebSocketProtocol::CloseCodeNormal, reason.left(120));
    }
    emit closed(reason);
}

void Connection::abortLater(const QString& reason)
{
    if (!beginClose())
        return;
    qCInfo(lcNet).noquote() << "dropping connection" << m_peer << ":" << reason;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort(); // frees the unsent bytes now
    }
    if (m_ws) {
        m_ws->disconnect(this);
        m_ws->abort();
    }
    QMetaObject::invokeMethod(this, [this, reason] { emit closed(reason); }, Qt::QueuedConnection);
}

void Connection::onReadyRead()
{
    if (m_closed || !m_socket)
        return;
    onBytes(m_socket->readAll());
}

void Connection::onBytes(const QByteArray& bytes)
{
    if (m_closed)
        return;
    m_bytesIn += bytes.size();
    if (m_recorder)
        m_recorder(bytes);
    m_decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    // A handler may close us (or destroy the peer's state); re-check after every frame.
    QPointer<Connection> self(this);
    while (self && !m_closed) {
        auto frame = m_decoder.next();
        if (!frame)
            break;
        const bool isPing = frame->type == MsgType::Ping || frame->type == MsgType::HostPing;
        // Only a real message or an answer to our ping shows the peer is alive and reading.
        if (!isPing && m_idle.interval() > 0)
            m_idle.start();
        if (m_passPings) {
            emit frameReceived(frame->type, frame->body);
            continue;
        }
        if (isPing) {
            send(frame->type == MsgType::Ping ? MsgType::HostPong : MsgType::Pong, {{"n", frame->body.at("n")}});
            continue;
        }
        if (frame->type == MsgType::Pong || frame->type == MsgType::HostPong)
            continue;
        emit frameReceived(frame->type, frame->body);
    }
    if (self && !m_closed && m_decoder.failed())
        close(QStringLiteral("malformed input: %1").arg(QString::fromStdString(m_decoder.error())));
}

} // namespace tabletop::net
