#pragma once

#include "Connection.h"
#include "session/MatchHost.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTcpServer>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace tabletop::net {

struct HostOptions {
    std::string game;
    int seats = 2;
    std::uint64_t seed = 0;
    core::Json options = core::Json::object();
    std::string botLevel = "normal"; // how the computer plays a dropped seat (core::botLevel)
    // Seats the computer plays from the lobby on (seat -> level; tabletop-cli host --bot).
    std::map<int, std::string> computers;
    // For games with roles: each seat's role before its guest picks one (empty: the rules'
    // defaults), and what each seat brings ({"sheet": ...} or null); a guest's `ready` may
    // change its own seat's (tabletop-cli host --role/--setup).
    std::vector<std::string> roles;
    core::Json setup = core::Json::array();
    // Per seat the deck it plays until its guest's `ready` names another (null: the game's
    // starter deck); couch mode: the decks chosen on the new-game page, phones' too.
    core::Json decks = core::Json::array();
    QString password;         // empty: none
    QString savePath;         // the save; each action is journaled beside it (savePath + ".journal"); empty: none
    int compactEvery = 64;    // the whole save is rewritten every this many actions (1: after each)
    bool autoStart = true;    // start once every seat is taken and ready
    int handshakeTimeoutMs = 5000; // a deadline from the TCP connect to the hello
    int idleTimeoutMs = 15000;
    int pingIntervalMs = 4000;
    // Connection caps by kind (docs/protocol.md, "Limits"). Seated players (their token, or a
    // free seat in the lobby) are always let in; spectators and connections that have not said
    // hello yet have their own caps. A new connection beyond maxPending drops the oldest
    // pending one, so a player's hello always gets through.
    int maxConnections = 512; // all kinds together; beyond this, new sockets are closed at once
    int maxPending = 64;
    int maxSpectators = 32;
    qint64 maxUnsentBytes = 4 * 1024 * 1024; // per peer; past it the peer is dropped as not reading
    int chatBurst = 8;                        // chat lines a connection may send at once ...
    double chatPerSecond = 2.0;               // ... and then this many a second
    int chatDroppedBeforeClose = 100;         // lines dropped in a row before the flooder is closed
    // Names the host gives seats (couch mode: the names typed on the new-game page); a seat with
    // a non-empty name here keeps it whatever name its guest says in hello.
    std::vector<QString> seatNames;
    // Couch mode: the stops of the seats played on the host's own screen (session::Stops; the
    // host passes for such a seat when its stops do not ask). A guest's seat is always asked.
    std::map<int, session::Stops> stops;
    // Couch mode: the seed typed on the new-game page is the game's seed as it is, not mixed
    // with the guests' nonces (the screen's owner chose it; a save keeps it as a host's own seed).
    bool fixedSeed = false;
    // Couch mode: {"phones": [seats], "screen": [seats]}, null otherwise. Saved with the game
    // (with the computer seats and the screen seats' stops) so that it can be hosted again as a
    // couch game (fromSave fills it, computers, stops and seatNames back in).
    core::Json couch = nullptr;
    QString announceName;     // non-empty: announce the game on the LAN under this name (UDP)
    quint16 discoveryPort = 47475;
};

// The LAN authority: a TCP server in front of one session::MatchHost. It runs the lobby
// (seats, names, decks checked by the rules, ready marks), then relays each seat's actions to
// the MatchHost and sends every peer only its own seat's view and log (spectators the public
// ones). The same MatchHost code runs hot-seat games, so LAN adds no game flow of its own.
class DiscoveryAnnouncer;
class PhoneServer;

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
    // Couch mode (docs/protocol.md, "Phones"): serves the phone page over HTTP on `port` and
    // takes its WebSockets as guests. Call before or after listen(); false with *error.
    bool listenPhones(const QHostAddress& address, quint16 port, QString* error);
    quint16 phonePort() const;
    // Reserves `seat` for a phone and returns its one-time code (the phone's URL carries it):
    // the first hello with this code takes the seat and gets a new token of its own to come
    // back with, so the code cannot be used twice. No one else takes a reserved seat. Issuing a
    // new code for a seat cancels the old one and the token of any phone on it (lost phone).
    // "" with *error for a seat that does not exist or that the computer plays.
    QString issueSeatCode(int seat, QString* error);
    // Couch mode: a seat on this screen changes its stops (its curtain's "Ask ... about
    // reactions"). Kept for the game's start; during the game the host passes at once when the
    // seat is now asked about something its stops skip. False for a seat that does not exist.
    bool setSeatStops(int seat, const session::Stops& stops);
    session::Stops seatStops(int seat) const;
    // The page address for a seat's code: http://ADDRESS:PHONEPORT/#code=CODE
    QString phoneUrl(const QString& address, const QString& code) const;
    // The seat's code in a form a person can type on the page (issued with the long one, spent
    // with it): 6 letters and digits with no look-alikes (no 0/O, 1/I), e.g. "K7P2QX"; the page
    // takes it in any case, with spaces or dashes. "" when the seat has no code. Wrong short codes
    // are slowed per address as wrong passwords are.
    QString seatShortCode(int seat) const;
    // How a phone's frames are worded in its reader's language (the `lang` of its hello): called
    // on the body of each state and result frame a phone gets, before it is encoded, to rewrite
    // the texts of its messages and card faces. The app sets it (ui::PhoneWording); without it,
    // or for a phone that names no language, phones read the rules' English.
    using PhoneWording = std::function<void(core::Json& body, const std::string& language)>;
    void setPhoneWording(PhoneWording wording) { m_phoneWording = std::move(wording); }
    // Card art for phones: `pictureOf(cardId)` names the picture of a card definition, a file of
    // `directory` (the game's art folder in the app's resources), or "" for none. Every face a
    // phone's state carries (the cards its own view names) then gets "art": "/art/FILE", which
    // the phone server answers from `directory`. Faces are public card data and come only from
    // the seat's view, so the art a phone is told of shows nothing hidden from it. The app sets
    // it from the games' manifests; without it, faces have no art.
    using PhoneArt = std::function<std::string(const std::string& cardId)>;
    void setPhoneArt(const QString& directory, PhoneArt pictureOf);
    // The address a phone on the same network reaches this computer at: `bind` when it is a
    // specific address, else the first non-loopback IPv4 address, else 127.0.0.1.
    static QString lanAddress(const QHostAddress& bind = QHostAddress(QHostAddress::Any));

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
    // In the lobby: the computer takes an empty seat at `level` (easy, normal, hard; empty: the
    // host's --computer-level) and is ready at once; `level` null-string "off" frees it again.
    bool seatComputer(int seat, const std::string& level, QString* error);
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
        std::string botLevel; // the computer's level for this seat ("" = the host's)
        QString nonce; // the guest's contribution to the seed (hex), sent in `ready`
        std::string role;  // the role asked for ("" = the rules' default for this seat)
        core::Json setup;  // what the seat brings (an object), null when nothing
        core::Json setupProblems = core::Json::array(); // why the role or setup cannot be
        QString seatCode;      // a phone's one-time code (issueSeatCode), "" once used or never issued
        QString shortCode;     // the same, short enough to type (seatShortCode); spent with it
        bool reserved = false; // kept for a phone (a code was issued): first-come guests skip it
    };
    // The config the game would start with now (names, decks, roles, setup of every seat).
    // With `forSeat`, the other seats bring nothing and keep only a role the game has, so a
    // problem found is that seat's own (or a clash its role makes).
    core::MatchConfig lobbyConfig(std::optional<std::size_t> forSeat = std::nullopt) const;
    // Checks the lobby's roles and setup as the match would (core::resolveRoles, then the
    // game's own setup when any seat brings something): "" when they are fine, else the reason.
    std::string checkRolesAndSetup(std::optional<std::size_t> forSeat = std::nullopt) const;
    // The role each seat would play (empty for a game without roles, or when they clash).
    std::vector<std::string> lobbyRoles() const;

    void onNewConnection();
    void onNewWebSocket(QWebSocket* socket);
    // A new connection of either kind: the caps, the handshake deadline, the handlers.
    void acceptConnection(Connection* conn, const QString& address);
    void onFrame(Peer* peer, MsgType type, const core::Json& body);
    void onClosed(Peer* peer, const QString& reason);
    void onHello(Peer* peer, const core::Json& body);
    void onReady(Peer* peer, const core::Json& body);
    void onAction(Peer* peer, const core::Json& body);
    void onChat(Peer* peer, const core::Json& body);
    void onStops(Peer* peer, const core::Json& body);
    void dispatch(Peer* peer, MsgType type, const core::Json& body);
    // true when this address must wait before trying a password again (sets *wait in s).
    struct Failures {
        int count = 0;
        qint64 until = 0; // ms since epoch
    };
    bool passwordLocked(const QString& address, int* wait) const;
    // Two wrong tries are free, then the address waits 1 s, 2, 4, ... up to 60 s (passwords, codes).
    static bool locked(const std::map<QString, Failures>& failures, const QString& address, int* wait);
    static void countFailure(std::map<QString, Failures>& failures, const QString& address);
    void refuse(Peer* peer, const char* code, const QString& text);
    // A phone's frame body in its reader's language (m_phoneWording); others are left as they are.
    void wordForPhone(const Peer* peer, core::Json& body) const;
    void sendTo(Peer* peer);
    // Every peer gets its seat's state; `first` (the seat that just acted) is served and flushed
    // before the others, and peers sharing a seat (spectators) share one encoded frame.
    void broadcast(Peer* first = nullptr);
    // The state frame for a seat (nullopt: spectators). logFrom < 0: the whole log without
    // `logFrom` (protocol 2); otherwise only the entries from logFrom on (protocol 3).
    // faces: add "faces", the rules' card faces of every card id the view names (for phones).
    // language: a phone's reader's language, for m_phoneWording ("" = as the rules wrote it).
    std::string stateFrame(std::optional<core::Seat> seat, const core::Json& log, qint64 logFrom, bool faces = false,
                           const std::string& language = {}) const;
    // Frames already encoded for a state, shared by the peers that get the same bytes: by seat
    // (and phone or not), the first log entry sent, and a phone's language.
    using FrameCache = std::map<std::tuple<int, qint64, std::string>, std::string>;
    // Serves one peer its state: the whole log once, then only what it does not have yet.
    void serveState(Peer* peer, FrameCache& frames, std::map<int, core::Json>& logs);
    // Saves (durably) before anyone is told, then `result` ok to the actor (seq), then states.
    void afterAction(Peer* actor, qint64 seq = 0);
    QStringList waitingFor() const;
    core::Json seatsJson() const;
    // Durability (docs/protocol.md, "Saving and hosting again"): each accepted action is
    // appended to the journal (savePath + ".journal") and synced before anyone is told; the
    // whole save is rewritten (compacted) at the start, every compactEvery actions, at the end
    // and when the host ends the game.
    void persistAction(std::optional<core::Seat> seat);
    bool compact(QString* error);
    void autosave(); // compacts, logging a failure
    // Applies `path`'s journal to a host just loaded from its save; false with *error when the
    // journal does not belong to that save. A torn last line is skipped with a warning.
    bool replayJournal(const QString& path, QString* error);
    void startMatch();
    void botStep();
    void botChose(std::size_t position, int seat, bool ok, const core::Json& action);

    HostOptions m_options;
    const core::GameRules* m_rules = nullptr;
    QTcpServer m_server;
    std::vector<std::unique_ptr<Peer>> m_peers;
    std::vector<SeatSlot> m_seats;
    std::unique_ptr<session::MatchHost> m_match;
    core::Json m_resumeRecord; // a saved game to rebuild at start (fromSave)
    QString m_salt;
    QString m_commitment;
    // Seeds from everyone: the host commits to m_hostSeed in the lobby; the game's seed is
    // deriveSeed(m_hostSeed, each seat's nonce). m_legacySeed: a save from before protocol 2
    // (the game's seed is the host's own).
    quint64 m_hostSeed = 0;
    std::vector<QString> m_nonces;
    bool m_legacySeed = false;
    std::map<QString, Failures> m_passwordFailures; // by peer address
    std::map<QString, Failures> m_codeFailures;     // wrong short seat codes, by peer address
    core::Json m_reveal; // sent to everyone once the game is over
    std::vector<core::Json> m_chat;
    DiscoveryAnnouncer* m_announcer = nullptr;
    PhoneServer* m_phones = nullptr;
    PhoneWording m_phoneWording;
    QString m_artDirectory;
    PhoneArt m_phoneArt;
    QString m_instanceId;
    qint64 m_lastActionMicros = 0;
    std::unique_ptr<QFile> m_journal; // open for appending once the game is compacted
    int m_journalEntries = 0;
    std::size_t m_journalUpTo = 0; // the actions on disk (save or journal): a stop's pass follows its action
    QStringList m_loadWarnings;       // from fromSave, logged once the host runs
    QElapsedTimer m_actionTimer;
    QPointer<QThread> m_botThread; // the computer's search for a dropped seat, off the event loop
    bool m_botThinking = false;
    void announce();
};

} // namespace tabletop::net
