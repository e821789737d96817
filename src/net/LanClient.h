#pragma once

#include "Commitment.h"
#include "Connection.h"

#include <QFile>
#include <QObject>
#include <QTimer>
#include <memory>

namespace tabletop::net {

struct ClientOptions {
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 0;
    QString name;
    QString password;
    bool spectator = false;
    QString token;           // from an earlier welcome: reclaims that seat
    int connectTimeoutMs = 5000;
    int idleTimeoutMs = 15000;
    int pingIntervalMs = 4000;
    int reconnectForMs = 60000; // after a drop, keep trying this long (0: do not reconnect)
    QString recordPath;      // every byte received is appended here (for the no-leak test)
    int protocolVersion = kProtocolVersion; // sent in the hello (an older one to test or measure it)
    QString nonce; // this seat's share of the seed; empty: a fresh random one (tests fix it to replay a game)
};

// One seat's (or a spectator's) end of a LAN game: connects, shakes hands, keeps the latest
// lobby or state the host sent, sends numbered actions, reconnects to its seat after a drop
// and verifies the host's seed reveal at the end.
class LanClient : public QObject {
    Q_OBJECT
public:
    explicit LanClient(ClientOptions options, QObject* parent = nullptr);
    ~LanClient() override;

    void connectToHost();
    // Sends bye and closes; no reconnect.
    void leave(const QString& reason = {});

    bool isConnected() const { return m_conn && m_conn->isOpen() && m_welcomed; }
    std::optional<int> seat() const { return m_seat; }
    QString token() const { return m_options.token; }
    const ClientOptions& options() const { return m_options; }
    const core::Json& welcome() const { return m_welcome; }
    const core::Json& lobby() const { return m_lobby; }
    const core::Json& state() const { return m_state; }
    const Verification& verification() const { return m_verification; }
    bool revealed() const { return m_revealed; }
    const core::Json& lastReveal() const { return m_reveal; }
    // Bytes received from the host over every connection so far.
    qint64 bytesReceived() const { return m_bytesBefore + (m_conn ? m_conn->bytesReceived() : 0); }

    // Returns the sequence number used (0 when not connected). seat: sent as given, so a
    // test can ask for another seat and see the host refuse it.
    qint64 sendAction(const std::string& type, const core::Json& args, std::optional<int> seat = std::nullopt);
    void sendChat(const QString& text);
    // `choice` may hold "role" (a role id, "" for the rules' default) and "setup" (what the seat
    // brings, an object, or null); they are sent only when given, so a host of an older version
    // (which knows neither field) is not sent them by a guest that does not choose.
    void setReady(bool ready, const core::Json& deck = nullptr, const core::Json& choice = core::Json::object());
    // Protocol 4: when this seat wants to be asked about optional answers, {"mode": "always" |
    // "phases" | "never", "phases": [...]}. Kept, and sent again after each welcome (the host
    // may have restarted); sent only to a host that speaks protocol 4, from a seat.
    void setStops(const core::Json& stops);
    const core::Json& stops() const { return m_stops; }
    bool canSendStops() const;

signals:
    void connecting();
    // code: "refused", "timeout", "version", "password", "full", "host" (other network errors).
    void failed(const QString& code, const QString& text);
    void welcomed(const tabletop::core::Json& welcome);
    void lobbyReceived(const tabletop::core::Json& lobby);
    void stateReceived(const tabletop::core::Json& state);
    void resultReceived(const tabletop::core::Json& result);
    void chatReceived(const tabletop::core::Json& line);
    void revealReceived(const tabletop::core::Json& reveal, const tabletop::net::Verification& verification);
    void goodbye(const QString& code, const QString& text);
    // The connection dropped; reconnecting says whether it will try again.
    void disconnected(const QString& reason, bool reconnecting);

private:
    void attempt();
    void onFrame(MsgType type, const core::Json& body);
    void onClosed(const QString& reason);

    ClientOptions m_options;
    Connection* m_conn = nullptr;
    QTimer m_connectTimer;
    QTimer m_retryTimer;
    qint64 m_reconnectDeadline = 0;
    bool m_welcomed = false;
    bool m_leaving = false;
    bool m_everWelcomed = false;
    qint64 m_nextSeq = 1;
    std::optional<int> m_seat;
    core::Json m_stops; // null until the player chooses
    core::Json m_welcome;
    core::Json m_lobby;
    core::Json m_state;
    qint64 m_bytesBefore = 0;
    core::Json m_log = core::Json::array(); // this connection's log so far (protocol 3)
    std::map<qint64, core::Json> m_viewsSeen; // for the verification at the end
    QString m_commitment;
    // This client's contribution to the seed: sent in `ready` only once the host's commitment
    // has arrived (in the lobby), then checked in the reveal.
    QString m_nonce;
    bool m_nonceSent = false;
    bool m_revealed = false;
    core::Json m_reveal;
    Verification m_verification;
    std::unique_ptr<QFile> m_record;
};

} // namespace tabletop::net
