#pragma once

#include "core/Json.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUdpSocket>
#include <optional>

namespace tabletop::net {

constexpr quint16 kDiscoveryPort = 47475;
constexpr int kAnnouncementMaxBytes = 1024;

// What a host tells the LAN once a second: {"tabletop":"lan","v":1,"id","name","game","port",
// "seats","taken","started","password"} (id: random per host, to merge the copies that
// arrive by broadcast and by loopback). Returns nullopt for anything else (other programs'
// datagrams, garbage, oversized or malformed announcements), so a browser never trusts junk.
std::optional<core::Json> parseAnnouncement(const QByteArray& datagram);

// Broadcasts the host's announcement on every interface that can broadcast, and to loopback
// so a second app on the same computer finds it even with no network.
class DiscoveryAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit DiscoveryAnnouncer(quint16 discoveryPort = kDiscoveryPort, QObject* parent = nullptr);
    void setInfo(const core::Json& info); // the fields above except tabletop/v
    void start(int intervalMs = 1000);
    void stop();
    void announceNow();

private:
    QUdpSocket m_socket;
    QTimer m_timer;
    quint16 m_discoveryPort;
    QByteArray m_datagram;
};

// Listens for announcements; a host disappears when it has not been heard for a few seconds.
class DiscoveryBrowser : public QObject {
    Q_OBJECT
public:
    struct Host {
        QString address;
        quint16 port = 0;
        core::Json info;
        qint64 lastSeen = 0;
    };
    explicit DiscoveryBrowser(QObject* parent = nullptr);
    // Several apps on one computer may browse at once (the port is shared).
    bool start(quint16 discoveryPort = kDiscoveryPort, int expireMs = 4000);
    void stop();
    const QList<Host>& hosts() const { return m_hosts; }

signals:
    void hostsChanged();

private:
    void onReadyRead();
    void expire();

    QUdpSocket m_socket;
    QTimer m_expiry;
    int m_expireMs = 4000;
    QList<Host> m_hosts;
};

} // namespace tabletop::net
