#pragma once

#include "Protocol.h"

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

class QWebSocket;

namespace tabletop::net {

// The largest WebSocket message a host takes from a phone: the largest frame a guest may send
// (ready, 64 KiB) with room to spare. The decoder still checks each frame's own limit.
constexpr quint64 kMaxWebSocketMessage = 128 * 1024;

// One framed, validated, kept-alive connection, used by both sides. A malformed frame,
// a missed keep-alive or a socket error closes it with a reason (logged); nothing else is
// affected. Pings are answered here so the host and client code only see real messages.
// Two transports carry the same frames: TCP (the app and tabletop-cli), and a WebSocket (a
// phone's browser, couch mode: docs/protocol.md "Phones"), where each binary message holds
// whole frames and is fed to the same decoder, so the same validation and limits apply.
class Connection : public QObject {
    Q_OBJECT
public:
    // accepts: the direction of frames this side receives (the host accepts ToHost).
    Connection(QTcpSocket* socket, Direction accepts, QObject* parent = nullptr);
    // A WebSocket already open (the HTTP upgrade done); the connection takes ownership.
    Connection(QWebSocket* socket, Direction accepts, QObject* parent = nullptr);
    ~Connection() override;

    void send(MsgType type, const core::Json& body);
    // An already encoded frame (one encoding shared by many peers).
    void sendEncoded(const std::string& frame);
    // Hands buffered bytes to the kernel now instead of on the next event loop pass.
    void flush();
    // Sends nothing more, flushes, closes, emits closed(reason) once.
    void close(const QString& reason);
    // Drops the connection at once without flushing (a peer that does not read) and emits
    // closed(reason) from the event loop, so it is safe while the caller walks its peers.
    void abortLater(const QString& reason);
    bool isOpen() const { return !m_closed; }
    QString peer() const { return m_peer; }
    bool isWebSocket() const { return m_isWebSocket; }

    // Closes the connection when no frame other than a ping arrives for this long (0: never).
    // A peer that only sends pings but never answers ours is not reading: it times out.
    void setIdleTimeout(int ms);
    // A deadline (not an idle timer): closes the connection ms after this call unless
    // clearDeadline() comes first, however many bytes trickle in meanwhile (0: none).
    void setDeadline(int ms, const QString& reason);
    void clearDeadline();
    // While true (the host before the hello), pings are not answered here but handed on as
    // frames, so the host can close a connection that pings before saying hello.
    void setPassPings(bool pass) { m_passPings = pass; }
    // Closes the connection (with a reason) when bytes handed to the socket but not yet taken by
    // the peer would pass this many (0: no cap). One frame into an empty buffer always goes.
    void setMaxUnsent(qint64 bytes) { m_maxUnsent = bytes; }
    qint64 unsentBytes() const;
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
    // Marks the connection closed and stops its timers; false when it already was.
    bool beginClose();
    void onReadyRead();
    void onBytes(const QByteArray& bytes);
    void setUpTimers();

    QPointer<QTcpSocket> m_socket;
    QPointer<QWebSocket> m_ws;
    bool m_isWebSocket = false;
    Direction m_accepts;
    FrameDecoder m_decoder;
    QTimer m_idle;
    QTimer m_ping;
    QTimer m_deadline;
    QString m_deadlineReason;
    bool m_passPings = false;
    qint64 m_maxUnsent = 0;
    QString m_peer;
    bool m_closed = false;
    qint64 m_pingCount = 0;
    qint64 m_bytesIn = 0;
    qint64 m_bytesOut = 0;
    std::function<void(const QByteArray&)> m_recorder;
};

} // namespace tabletop::net
