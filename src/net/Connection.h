#pragma once

#include "Protocol.h"

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace tabletop::net {

// One framed, validated, kept-alive TCP connection, used by both sides. A malformed frame,
// a missed keep-alive or a socket error closes it with a reason (logged); nothing else is
// affected. Pings are answered here so the host and client code only see real messages.
class Connection : public QObject {
    Q_OBJECT
public:
    // accepts: the direction of frames this side receives (the host accepts ToHost).
    Connection(QTcpSocket* socket, Direction accepts, QObject* parent = nullptr);
    ~Connection() override;

    void send(MsgType type, const core::Json& body);
    // An already encoded frame (one encoding shared by many peers).
    void sendEncoded(const std::string& frame);
    // Hands buffered bytes to the kernel now instead of on the next event loop pass.
    void flush();
    // Sends nothing more, flushes, closes, emits closed(reason) once.
    void close(const QString& reason);
    bool isOpen() const { return !m_closed; }
    QString peer() const { return m_peer; }

    // Closes the connection when nothing arrives for this long (0: never).
    void setIdleTimeout(int ms);
    // Sends a ping this often so a quiet but healthy peer is not timed out (0: never).
    void setPingInterval(int ms);
    // Every byte received goes here too (for the no-leak test and debugging).
    void setRecorder(std::function<void(const QByteArray&)> recorder) { m_recorder = std::move(recorder); }
    qint64 bytesReceived() const { return m_bytesIn; }
    qint64 bytesSent() const { return m_bytesOut; }

signals:
    void frameReceived(tabletop::net::MsgType type, const tabletop::core::Json& body);
    void closed(const QString& reason);

private:
    void onReadyRead();

    QPointer<QTcpSocket> m_socket;
    Direction m_accepts;
    FrameDecoder m_decoder;
    QTimer m_idle;
    QTimer m_ping;
    QString m_peer;
    bool m_closed = false;
    qint64 m_pingCount = 0;
    qint64 m_bytesIn = 0;
    qint64 m_bytesOut = 0;
    std::function<void(const QByteArray&)> m_recorder;
};

} // namespace tabletop::net
