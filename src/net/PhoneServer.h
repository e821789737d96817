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
// its three files and of the game's card art, everything else 404 or 405, a request head of at most 8 KiB within 5 s, one
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
    // Card art (couch mode): GET /art/NAME answers the file NAME of `directory` (the hosted
    // game's art folder in the app's resources), for NAME of lower-case letters, digits, '.', '_'
    // and '-' ending in .svg or .png; anything else under /art/ is 404. The answer depends on
    // the name alone, never on the game being played: art is public card data, and which
    // pictures a seat is told of is the host's business (the faces of its own view).
    void setArtDirectory(const QString& directory) { m_artDirectory = directory; }
    static bool isArtName(const QByteArray& name);
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
    QString m_artDirectory;
};

} // namespace tabletop::net
