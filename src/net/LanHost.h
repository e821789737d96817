#pragma once

#include "Connection.h"
#include "session/MatchHost.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <memory>
#include <vector>

namespace tabletop::net {

struct HostOptions {
    std::string game;
    int seats = 2;
    std::uint64_t seed = 0;
    core::Json options = core::Json::object();
    QString password;         // empty: none
    QString savePath;         // written (atomically) after every action; empty: no save
    bool autoStart = true;    // start once every seat is taken and ready
    int handshakeTimeoutMs = 5000;
    int idleTimeoutMs = 15000;
    int pingIntervalMs = 4000;
    int maxConnections = 512; // beyond this, new sockets are closed at once
    QString announceName;     // non-empty: announce the game on the LAN under this name (UDP)
    quint16 discoveryPort = 47475;
};

// The LAN authority: a TCP server in front of one session::MatchHost. It runs the lobby
// (seats, names, decks checked by the rules, ready marks), then relays each seat's actions to
// the MatchHost and sends every peer only its own seat's view and log (spectators the public
// ones). The same MatchHost code runs hot-seat games, so LAN adds no game flow of its own.
class DiscoveryAnnouncer;

class LanHost : public QObject {
    Q_OBJECT
public:
    explicit LanHost(HostOptions options, QObject* parent = nullptr);
    ~LanHost() override;
    // A game saved by a LAN host, started again: the seats keep their names and tokens so the
    // same players rejoin them. Returns null and sets *error when the save is bad.
    static std::unique_ptr<LanHost> fromSave(const QString& path, HostOptions options, QString* error);

    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const;

    const HostOptions& options() const { return m_options; }
    bool started() const { return m_match != nullptr; }
    bool gameOver() const;
    int connectionCount() const { return static_cast<int>(m_peers.size()); }
    int seatsTaken() const;
    QString commitment() const { return m_commitment; }
    const session::MatchHost* match() const { return m_match.get(); }
    core::Json lobbyJson() const;
    // How long the host spent on the last accepted action, from its frame to every peer's state
    // being queued (the benchmark separates this from time spent waiting for the CPU).
    qint64 lastActionMicros() const { return m_lastActionMicros; }

    // Starts the game when every seat is taken (and ready); false with *error otherwise.
    bool start(QString* error);
    // Saves (when a save path is set), tells everyone the game ended and closes all peers.
    void endGame(const QString& reason);
    // The host hands a disconnected seat to the computer, which then plays one of that seat's
    // legal actions whenever it is prompted. The player takes it back by reconnecting.
    bool giveSeatToBot(int seat, QString* error);
    bool save(const QString& path, QString* error) const;

signals:
    void lobbyChanged();
    void gameStarted();
    void actionApplied(int actionCount);
    void gameFinished();
    // Human-readable host log: joins, leaves, refusals and closed connections with reasons.
    void note(const QString& line);

private:
    struct Peer;
    struct SeatSlot {
        QString name;
        QString token;
        Peer* peer = nullptr;
        bool ready = false;
        core::Json deck; // null when none
        core::Json deckProblems = core::Json::array();
        qint64 lastSeq = 0; // highest sequence number taken from this seat
        bool bot = false;
    };

    void onNewConnection();
    void onFrame(Peer* peer, MsgType type, const core::Json& body);
    void onClosed(Peer* peer, const QString& reason);
    void onHello(Peer* peer, const core::Json& body);
    void onReady(Peer* peer, const core::Json& body);
    void onAction(Peer* peer, const core::Json& body);
    void onChat(Peer* peer, const core::Json& body);
    void refuse(Peer* peer, const char* code, const QString& text);
    void sendTo(Peer* peer);
    // Every peer gets its seat's state; `first` (the seat that just acted) is served and flushed
    // before the others, and peers sharing a seat (spectators) share one encoded frame.
    void broadcast(Peer* first = nullptr);
    std::string stateFrame(std::optional<core::Seat> seat) const;
    void afterAction(Peer* actor);
    QStringList waitingFor() const;
    core::Json seatsJson() const;
    void autosave();
    void startMatch();
    void botStep();

    HostOptions m_options;
    const core::GameRules* m_rules = nullptr;
    QTcpServer m_server;
    std::vector<std::unique_ptr<Peer>> m_peers;
    std::vector<SeatSlot> m_seats;
    std::unique_ptr<session::MatchHost> m_match;
    core::Json m_resumeRecord; // a saved game to rebuild at start (fromSave)
    QString m_salt;
    QString m_commitment;
    core::Json m_reveal; // sent to everyone once the game is over
    std::vector<core::Json> m_chat;
    DiscoveryAnnouncer* m_announcer = nullptr;
    QString m_instanceId;
    qint64 m_lastActionMicros = 0;
    QElapsedTimer m_actionTimer;
    void announce();
};

} // namespace tabletop::net
