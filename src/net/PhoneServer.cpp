#include "PhoneServer.h"

#include <QFile>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace tabletop::net {

namespace {

struct Served {
    const char* path;     // the URL path
    const char* resource; // in the app's resources
    const char* mime;
};

constexpr Served kFiles[] = {
    {"/", ":/tabletop/phone/index.html", "text/html; charset=utf-8"},
    {"/phone.js", ":/tabletop/phone/phone.js", "text/javascript; charset=utf-8"},
    {"/phone.css", ":/tabletop/phone/phone.css", "text/css; charset=utf-8"},
};

QByteArray response(int status, const char* reason, const QByteArray& mime, const QByteArray& body,
                    bool cacheable = false)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    out += "Content-Type: " + mime + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    // The page runs only its own script and talks only to this host.
    out += "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self'\r\n";
    out += "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n";
    // Card art is the same for everyone and redrawn with every state: the phone keeps it.
    out += cacheable ? "Cache-Control: max-age=3600\r\n" : "Cache-Control: no-store\r\n";
    out += "Connection: close\r\n\r\n";
    return out + body;
}

void answer(QTcpSocket* socket, const QByteArray& bytes)
{
    socket->disconnect();
    socket->write(bytes);
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [socket] {
        if (socket->bytesToWrite() == 0)
            socket->disconnectFromHost();
    });
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
}

} // namespace

PhoneServer::PhoneServer(QObject* parent)
    : QObject(parent), m_ws(QStringLiteral("Tabletop"), QWebSocketServer::NonSecureMode)
{
    m_ws.setHandshakeTimeout(kRequestTimeoutMs);
    connect(&m_tcp, &QTcpServer::newConnection, this, &PhoneServer::onConnection);
    connect(&m_ws, &QWebSocketServer::newConnection, this, [this] {
        while (QWebSocket* ws = m_ws.nextPendingConnection())
            emit webSocket(ws);
    });
}

PhoneServer::~PhoneServer() = default;

bool PhoneServer::listen(const QHostAddress& address, quint16 port, QString* error)
{
    if (!m_tcp.listen(address, port)) {
        if (error)
            *error = m_tcp.errorString();
        return false;
    }
    return true;
}

bool PhoneServer::isArtName(const QByteArray& name)
{
    if (name.isEmpty() || name.size() > 64 || !(name.endsWith(".svg") || name.endsWith(".png")))
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || (c == '.' && i > 0);
        if (!ok)
            return false;
    }
    return !name.contains("..");
}

QStringList PhoneServer::paths()
{
    QStringList out;
    for (const Served& f : kFiles)
        out << QString::fromLatin1(f.path);
    return out;
}

void PhoneServer::onConnection()
{
    while (QTcpSocket* socket = m_tcp.nextPendingConnection()) {
        socket->setParent(this);
        auto* deadline = new QTimer(socket);
        deadline->setSingleShot(true);
        connect(deadline, &QTimer::timeout, socket, [socket] { socket->abort(); socket->deleteLater(); });
        deadline->start(kRequestTimeoutMs);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onRequest(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void PhoneServer::onRequest(QTcpSocket* socket)
{
    // Peek, do not read: a WebSocket upgrade is handed on with its request still unread.
    const QByteArray head = socket->peek(kMaxRequestHead + 4);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0) {
        if (head.size() > kMaxRequestHead)
            answer(socket, response(431, "Request Header Fields Too Large", "text/plain", "request head too large\n"));
        return; // more bytes to come (within the deadline)
    }
    const QList<QByteArray> lines = head.left(end).split('\n');
    const QList<QByteArray> request = lines.value(0).trimmed().split(' ');
    if (request.size() != 3 || !request[2].startsWith("HTTP/1.")) {
        answer(socket, response(400, "Bad Request", "text/plain", "bad request\n"));
        return;
    }
    bool upgrade = false;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed().toLower();
        if (line.startsWith("upgrade:") && line.mid(8).trimmed() == "websocket")
            upgrade = true;
    }
    if (request[0] != "GET") {
        answer(socket, response(405, "Method Not Allowed", "text/plain", "only GET\n"));
        return;
    }
    QByteArray path = request[1];
    if (const qsizetype q = path.indexOf('?'); q >= 0)
        path.truncate(q);
    if (upgrade) {
        if (path != "/") {
            answer(socket, response(404, "Not Found", "text/plain", "not found\n"));
            return;
        }
        // The WebSocket server reads the request from the socket itself and owns it from here.
        socket->disconnect();
        for (QTimer* t : socket->findChildren<QTimer*>())
            t->deleteLater();
        m_ws.handleConnection(socket);
        emit socket->readyRead();
        return;
    }
    if (path.startsWith("/art/")) {
        const QByteArray name = path.mid(5);
        if (!m_artDirectory.isEmpty() && isArtName(name)) {
            QFile file(m_artDirectory + QLatin1Char('/') + QString::fromLatin1(name));
            if (file.open(QIODevice::ReadOnly)) {
                answer(socket, response(200, "OK", name.endsWith(".svg") ? "image/svg+xml" : "image/png", file.readAll(), true));
                return;
            }
        }
        answer(socket, response(404, "Not Found", "text/plain", "not found\n"));
        return;
    }
    for (const Served& f : kFiles)
        if (path == f.path) {
            QFile file(QString::fromLatin1(f.resource));
            if (file.open(QIODevice::ReadOnly)) {
                answer(socket, response(200, "OK", f.mime, file.readAll()));
                return;
            }
        }
    answer(socket, response(404, "Not Found", "text/plain", "not found\n"));
}

} // namespace tabletop::net
