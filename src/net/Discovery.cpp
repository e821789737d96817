#include "Discovery.h"

#include <QDateTime>
#include <QNetworkDatagram>
#include <QNetworkInterface>

namespace tabletop::net {

std::optional<core::Json> parseAnnouncement(const QByteArray& datagram)
{
    if (datagram.isEmpty() || datagram.size() > kAnnouncementMaxBytes)
        return std::nullopt;
    const auto j = core::Json::parse(datagram.constData(), datagram.constData() + datagram.size(), nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.value("tabletop", "") != "lan" || !j.contains("v") ||
        !j["v"].is_number_integer())
        return std::nullopt;
    auto str = [&](const char* k, std::size_t max) {
        return j.contains(k) && j[k].is_string() && j[k].get_ref<const std::string&>().size() <= max;
    };
    auto num = [&](const char* k, std::int64_t min, std::int64_t max) {
        return j.contains(k) && j[k].is_number_integer() && j[k].get<std::int64_t>() >= min &&
               j[k].get<std::int64_t>() <= max;
    };
    auto flag = [&](const char* k) { return j.contains(k) && j[k].is_boolean(); };
    if (!str("id", 40) || !str("name", 80) || !str("game", 64) || !num("port", 1, 65535) || !num("seats", 1, 64) ||
        !num("taken", 0, 64) || !flag("started") || !flag("password"))
        return std::nullopt;
    if (j.contains("commitment") && !str("commitment", 128))
        return std::nullopt; // optional (protocol 3 hosts send it), but a string when present
    return j;
}

DiscoveryAnnouncer::DiscoveryAnnouncer(quint16 discoveryPort, QObject* parent)
    : QObject(parent), m_discoveryPort(discoveryPort)
{
    connect(&m_timer, &QTimer::timeout, this, &DiscoveryAnnouncer::announceNow);
}

void DiscoveryAnnouncer::setInfo(const core::Json& info)
{
    core::Json j = info;
    j["tabletop"] = "lan";
    j["v"] = 1;
    m_datagram = QByteArray::fromStdString(j.dump());
    if (m_timer.isActive())
        announceNow(); // a seat was taken: tell browsers at once
}

void DiscoveryAnnouncer::start(int intervalMs)
{
    m_timer.start(intervalMs);
    announceNow();
}

void DiscoveryAnnouncer::stop()
{
    m_timer.stop();
}

void DiscoveryAnnouncer::announceNow()
{
    if (m_datagram.isEmpty())
        return;
    QList<QHostAddress> targets{QHostAddress(QHostAddress::LocalHost)};
    for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
        const auto flags = iface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::CanBroadcast))
            continue;
        for (const QNetworkAddressEntry& entry : iface.addressEntries())
            if (!entry.broadcast().isNull() && !targets.contains(entry.broadcast()))
                targets << entry.broadcast();
    }
    for (const QHostAddress& to : targets)
        m_socket.writeDatagram(m_datagram, to, m_discoveryPort);
}

DiscoveryBrowser::DiscoveryBrowser(QObject* parent) : QObject(parent)
{
    connect(&m_socket, &QUdpSocket::readyRead, this, &DiscoveryBrowser::onReadyRead);
    connect(&m_expiry, &QTimer::timeout, this, &DiscoveryBrowser::expire);
}

bool DiscoveryBrowser::start(quint16 discoveryPort, int expireMs)
{
    m_expireMs = expireMs;
    if (m_socket.state() != QAbstractSocket::BoundState &&
        !m_socket.bind(QHostAddress::AnyIPv4, discoveryPort,
                       QAbstractSocket::ShareAddress | QAbstractSocket::ReuseAddressHint))
        return false;
    m_expiry.start(500);
    return true;
}

void DiscoveryBrowser::stop()
{
    m_socket.close();
    m_expiry.stop();
    m_hosts.clear();
    emit hostsChanged();
}

void DiscoveryBrowser::onReadyRead()
{
    bool changed = false;
    while (m_socket.hasPendingDatagrams()) {
        const QNetworkDatagram d = m_socket.receiveDatagram(kAnnouncementMaxBytes + 1);
        const auto info = parseAnnouncement(d.data());
        if (!info)
            continue;
        // The same host arrives by broadcast and by loopback: one entry per port and address.
        QHostAddress from = d.senderAddress();
        bool ok = false;
        const QHostAddress v4(from.toIPv4Address(&ok));
        const QString address = ok ? v4.toString() : from.toString();
        const quint16 port = static_cast<quint16>(info->at("port").get<int>());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        auto it = std::find_if(m_hosts.begin(), m_hosts.end(), [&](const Host& h) {
            return h.info.value("id", "") == info->value("id", "");
        });
        if (it == m_hosts.end()) {
            m_hosts.push_back({address, port, *info, now});
            changed = true;
        } else {
            changed = changed || it->info != *info;
            // Prefer a LAN address over loopback so the address shown works from other computers.
            if (it->address == QLatin1String("127.0.0.1") && address != it->address)
                it->address = address;
            it->info = *info;
            it->lastSeen = now;
        }
    }
    if (changed)
        emit hostsChanged();
}

void DiscoveryBrowser::expire()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto before = m_hosts.size();
    m_hosts.removeIf([&](const Host& h) { return now - h.lastSeen > m_expireMs; });
    if (m_hosts.size() != before)
        emit hostsChanged();
}

} // namespace tabletop::net
