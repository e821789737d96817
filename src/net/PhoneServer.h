#pragma once

#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QWebSocketServer>

class QTcpSocket;
class QWebSocket;

namespace tabletop::net {

// Couch mode's door (docs/protocol.md, "Phones"): one TCP port that hands a phone's browser the
// seat page (plain HTML, CSS and JavaScript from the app's resources, nothing from the internet)
// and takes the page's WebSocket on the same address, which then carries the LAN protocol's
// frames to the LanHost like any TCP guest. The HTTP side is ours and small on purpose: GET of
// its three files, everything else 404 or 405, a request head of at most 8 KiB within 5 s, one
// request per connection. (Qt 6.4's QHttpServer, a technical preview, answered a WebSocket
// upgrade on a routed path both as a page and as a WebSocket, which broke the socket.)
class PhoneServer : public QObject {
    Q_OBJECT
public:
    explicit PhoneServer(QObject* parent = nullptr);
    ~PhoneServer() override;
    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const { return m_tcp.serverPort(); }
    // The files served, by path ("/", "/phone.js", "/phone.css"): for tests and the docs.
    static QStringList paths();
    static constexpr int kMaxRequestHead = 8 * 1024;
    static constexpr int kRequestTimeoutMs = 5000;

signals:
    // A WebSocket whose handshake is done; the receiver takes ownership.
    void webSocket(QWebSocket* socket);

private:
    void onConnection();
    void onRequest(QTcpSocket* socket);

    QTcpServer m_tcp;
    QWebSocketServer m_ws;
};

} // namespace tabletop::net
