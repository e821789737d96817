#pragma once

// A phone as the page (src/net/phone/phone.js) is: a WebSocket carrying binary frames of the LAN
// protocol, answering the host's pings, every received byte kept.
#include "core/Json.h"
#include "net/Protocol.h"

#include <QWebSocket>
#include <QtTest>
#include <deque>
#include <optional>

class PhonePeer : public QObject {
public:
    explicit PhonePeer(quint16 port)
    {
        using namespace tabletop::net;
        connect(&ws, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray& bytes) {
            received += bytes;
            decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
            while (auto f = decoder.next()) {
                if (f->type == MsgType::HostPing)
                    send(MsgType::Pong, {{"n", f->body.at("n")}});
                if (f->type == MsgType::State)
                    state = f->body;
                frames.push_back(std::move(*f));
            }
        });
        connect(&ws, &QWebSocket::disconnected, this, [this] { closed = true; });
        ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    }
    bool waitOpen() { return QTest::qWaitFor([this] { return ws.state() == QAbstractSocket::ConnectedState; }, 5000); }
    void send(tabletop::net::MsgType type, const tabletop::core::Json& body)
    {
        const std::string f = tabletop::net::encodeFrame(type, body);
        ws.sendBinaryMessage(QByteArray(f.data(), static_cast<qsizetype>(f.size())));
    }
    // language: the browser's, as the page sends it ("" sends none, as an older page did).
    void hello(const QString& token, const QString& name = QStringLiteral("Phone"), const QString& language = {})
    {
        tabletop::core::Json body{{"v", tabletop::net::kProtocolVersion}, {"name", name.toStdString()},
                                  {"role", "player"}, {"token", token.toStdString()}, {"app", "tabletop-phone"}};
        if (!language.isEmpty())
            body["lang"] = language.toStdString();
        send(tabletop::net::MsgType::Hello, body);
    }
    // The first frame of `type` not looked at yet (waits for it).
    std::optional<tabletop::net::Frame> next(tabletop::net::MsgType type, int timeoutMs = 5000)
    {
        std::optional<tabletop::net::Frame> out;
        (void)QTest::qWaitFor([&] {
            while (!frames.empty()) {
                tabletop::net::Frame f = std::move(frames.front());
                frames.pop_front();
                if (f.type == type) {
                    out = std::move(f);
                    return true;
                }
            }
            return false;
        }, timeoutMs);
        return out;
    }

    QWebSocket ws;
    tabletop::net::FrameDecoder decoder{tabletop::net::Direction::ToClient};
    std::deque<tabletop::net::Frame> frames;
    tabletop::core::Json state; // the newest state frame's body
    QByteArray received;
    bool closed = false;
};
