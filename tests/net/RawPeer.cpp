#include "RawPeer.h"

#include "LanProcess.h"

using tabletop::core::Json;
using namespace tabletop::net;

RawPeer::RawPeer(quint16 port)
{
    m_socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    m_ok = m_socket.waitForConnected(5000);
}

void RawPeer::sendFrame(MsgType type, const Json& body)
{
    const std::string bytes = encodeFrame(type, body);
    sendBytes(QByteArray::fromStdString(bytes));
}

void RawPeer::sendBytes(const QByteArray& bytes)
{
    m_socket.write(bytes);
    m_socket.flush();
}

void RawPeer::read()
{
    const QByteArray bytes = m_socket.readAll();
    m_received += bytes;
    m_decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    while (auto f = m_decoder.next())
        m_frames.push_back(std::move(*f));
}

Json RawPeer::waitFor(MsgType type, int timeoutMs)
{
    Json found;
    pumpUntil(
        [&] {
            read();
            for (; m_taken < m_frames.size(); ++m_taken)
                if (m_frames[m_taken].type == type) {
                    found = m_frames[m_taken++].body;
                    return true;
                }
            return false;
        },
        timeoutMs);
    return found;
}

bool RawPeer::waitClosed(int timeoutMs)
{
    return pumpUntil(
        [&] {
            read();
            return m_socket.state() == QAbstractSocket::UnconnectedState;
        },
        timeoutMs);
}
