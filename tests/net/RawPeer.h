#pragma once

#include "net/Protocol.h"

#include <QTcpSocket>
#include <vector>

// A hand-driven socket speaking (or abusing) the protocol, for the attack tests.
class RawPeer {
public:
    explicit RawPeer(quint16 port);
    bool connected() const { return m_ok; }
    void sendFrame(tabletop::net::MsgType type, const tabletop::core::Json& body);
    void sendBytes(const QByteArray& bytes);
    // Waits for the next frame of this type (others are kept in frames()); null on time-out.
    tabletop::core::Json waitFor(tabletop::net::MsgType type, int timeoutMs = 5000);
    // Waits until the host closes the connection.
    bool waitClosed(int timeoutMs);
    bool isClosed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }
    std::vector<tabletop::net::Frame>& frames() { return m_frames; }
    QByteArray received() const { return m_received; }
    QTcpSocket& socket() { return m_socket; }
    // Takes what has arrived off the socket and decodes it (a peer that keeps reading).
    void pump() { read(); }

private:
    void read();

    QTcpSocket m_socket;
    bool m_ok = false;
    tabletop::net::FrameDecoder m_decoder{tabletop::net::Direction::ToClient};
    std::vector<tabletop::net::Frame> m_frames;
    std::size_t m_taken = 0;
    QByteArray m_received;
};
