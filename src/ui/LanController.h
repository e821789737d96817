#pragma once

#include "core/Json.h"

#include <QJSValue>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <map>
#include <memory>
#include <vector>
#include <qqmlintegration.h>

namespace tabletop::net {
class LanHost;
class LanClient;
class DiscoveryBrowser;
} // namespace tabletop::net

namespace tabletop::ui {

class GameController;

// The app's side of LAN play: hosting (a net::LanHost in this process, which this app then
// joins over loopback like any guest, so host and guests run the same client code), joining
// a discovered or typed-in host, the lobby, chat, reconnecting and the seed verification.
// The table itself is the ordinary GameController, attached to the client with bind().
class LanController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY statusChanged)
    Q_PROPERTY(QVariantList hosts READ hosts NOTIFY hostsChanged)
    Q_PROPERTY(bool hosting READ hosting NOTIFY statusChanged)
    Q_PROPERTY(int port READ port NOTIFY statusChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY lobbyChanged)
    // The house-rule options the host set ({name: value}; empty: every option at its default).
    Q_PROPERTY(QVariantMap gameOptions READ gameOptions NOTIFY lobbyChanged)
    Q_PROPERTY(QVariantList seats READ seats NOTIFY lobbyChanged)
    Q_PROPERTY(int mySeat READ mySeat NOTIFY lobbyChanged)
    Q_PROPERTY(bool ready READ ready NOTIFY lobbyChanged)
    Q_PROPERTY(bool canStart READ canStart NOTIFY lobbyChanged)
    Q_PROPERTY(int spectators READ spectators NOTIFY lobbyChanged)
    // Spectators' names, shown apart from the seated players (plain text).
    Q_PROPERTY(QStringList watchers READ watchers NOTIFY lobbyChanged)
    Q_PROPERTY(QVariantList chat READ chat NOTIFY chatChanged)
    Q_PROPERTY(QString waitingFor READ waitingFor NOTIFY tableChanged)
    Q_PROPERTY(QString verification READ verification NOTIFY tableChanged)
    Q_PROPERTY(bool verified READ verified NOTIFY tableChanged)
    Q_PROPERTY(bool revealed READ revealed NOTIFY tableChanged)
    Q_PROPERTY(QString commitment READ commitment NOTIFY tableChanged)
    Q_PROPERTY(bool hasSavedGame READ hasSavedGame NOTIFY statusChanged)
    // The computer plays this client's seat: a random one of the legal actions the host sent.
    Q_PROPERTY(bool autoPlay READ autoPlay WRITE setAutoPlay NOTIFY autoPlayChanged)
    // Couch mode (issue 18): this app hosts, the big screen shows the public table, and phones
    // hold the hands of the seats given to them (hostCouch).
    Q_PROPERTY(bool couch READ couch NOTIFY statusChanged)
    // Per phone seat: {seat, name, code, url, address, port, connected, joined, prompted}; joined: a
    // phone took the seat with its code (the code shown is spent), prompted: the game waits for it.
    Q_PROPERTY(QVariantList phoneSeats READ phoneSeats NOTIFY phonesChanged)
    // The names of the phone seats the game waits for now, joined with ", " ("" for none).
    Q_PROPERTY(QString waitingPhones READ waitingPhones NOTIFY phonesChanged)
    // Per seat played on this screen: {seat, name}.
    Q_PROPERTY(QVariantList screenSeats READ screenSeats NOTIFY phonesChanged)
    // A seat played on this screen that must decide now while the table shows something else
    // (its "I am <name>" is due), or -1.
    Q_PROPERTY(int screenTurnSeat READ screenTurnSeat NOTIFY phonesChanged)
    // The seat played on this screen whose hand the table shows now; -1: the public view.
    Q_PROPERTY(int shownSeat READ shownSeat NOTIFY phonesChanged)
    // Couch mode's card art on the phones: a function (game, cardId, face) that returns the
    // picture (a qrc URL in the game's art folder, or "") the table draws on that card's face;
    // the app sets it to the games' manifests (GameManifests.facePicture). Unset: no art.
    Q_PROPERTY(QJSValue pictureOf READ pictureOf WRITE setPictureOf)
public:
    explicit LanController(QObject* parent = nullptr);
    ~LanController() override;
    QJSValue pictureOf() const { return m_pictureOf; }
    void setPictureOf(const QJSValue& f) { m_pictureOf = f; }

    // "idle", "connecting", "lobby", "playing", "reconnecting", "over", "failed", "ended"
    QString status() const { return m_status; }
    QString errorText() const { return m_error; }
    QVariantList hosts() const;
    bool hosting() const { return m_host != nullptr; }
    int port() const;
    QString gameId() const;
    QVariantMap gameOptions() const;
    QVariantList seats() const;
    int mySeat() const;
    bool ready() const;
    bool canStart() const;
    int spectators() const;
    QStringList watchers() const;
    QVariantList chat() const { return m_chat; }
    QString waitingFor() const;
    QString verification() const;
    bool verified() const;
    bool revealed() const;
    QString commitment() const;
    bool hasSavedGame() const;
    bool autoPlay() const { return m_autoPlay; }
    void setAutoPlay(bool on);

    bool couch() const { return m_couch; }
    QVariantList phoneSeats() const;
    QString waitingPhones() const;
    QVariantList screenSeats() const;
    int screenTurnSeat() const;
    int shownSeat() const { return m_shownSeat; }
    // Couch mode: hosts gameId with one seat per name. phones[i] true: seat i is played from a
    // phone (it gets a one-time code and the page address for it); computers[i] a level
    // ("easy", "normal", "hard") or "": the computer plays it; the others are played on this
    // screen behind a curtain. options: the game's house rules; decks: per seat its deck, for
    // phone seats and seats on this screen alike (null or missing: the starter deck); roles and
    // setup: per seat its role and what it brings, as the new-game page chooses them (games with
    // roles or per-seat setup; empty: the rules' defaults). The table shows the public view
    // (bind() attaches it). The game starts once every phone has joined and is ready.
    // seed: typed on the page (a whole number; empty: mixed from everyone's as in any LAN game);
    // stops: per seat {mode: "always"|"phases"|"never", phases: [...]} or null, for the seats on
    // this screen (a phone seat is always asked).
    Q_INVOKABLE bool hostCouch(const QString& gameId, const QStringList& names, const QVariantList& phones,
                               const QVariantList& computers, const QVariantMap& options,
                               const QVariantList& decks = {}, const QStringList& roles = {},
                               const QVariantList& setup = {}, const QString& seed = {},
                               const QVariantList& stops = {});
    // Stops of a seat on this screen (its curtain bar's "Ask ... about reactions"), as
    // GameController::seatStops: {mode, phases}; the phases the game lets a seat tick.
    Q_INVOKABLE void setScreenSeatStops(int seat, const QString& mode, const QStringList& phases);
    Q_INVOKABLE QVariantMap screenSeatStops(int seat) const;
    Q_INVOKABLE QStringList stopPhases() const;
    // A lost phone: a new code for the seat, which cuts off the phone on it.
    Q_INVOKABLE bool newPhoneCode(int seat);
    // "I am <name>": the table shows that screen seat's hand and moves; hideSeat() goes back to
    // the public view (it also comes back by itself once that seat has no decision left).
    Q_INVOKABLE bool showSeat(int seat);
    Q_INVOKABLE void hideSeat();

    Q_INVOKABLE void startBrowsing();
    Q_INVOKABLE void stopBrowsing();
    // Hosts gameId with `seats` seats and sits this app in the first one; `options`: the game's
    // house-rule options ({name: value}, the ones the host page changed), shown in the lobby.
    Q_INVOKABLE bool host(const QString& gameId, int seats, const QString& name, const QString& password, int port,
                          const QVariantMap& options = {});
    // Hosts the last saved LAN game again; its players rejoin their seats.
    Q_INVOKABLE bool hostSaved(const QString& name, const QString& password, int port);
    // The last saved LAN game was a couch game (its save says which seats were phones).
    Q_INVOKABLE bool savedGameIsCouch() const;
    // Hosts the saved couch game again as it was: this screen's seats on this screen (their
    // stops kept), each phone seat with a new code (the old phones' tokens are cancelled: scan
    // again), the computer seats played by the computer. The table page shows the codes.
    Q_INVOKABLE bool hostCouchSaved();
    // gameKey: the announced game's `commitment` when joining from the list of games found
    // (a seat's token is kept by it, so a restarted host at another address still knows you).
    Q_INVOKABLE void join(const QString& address, int port, const QString& name, const QString& password,
                          bool spectator, const QString& gameKey = QString());
    Q_INVOKABLE void setReady(bool ready);
    // For games that use decks: `deck` is the deck JSON of docs/cards.md, or null for the
    // game's starter deck of this seat. The host checks it and shows the result in the lobby.
    Q_INVOKABLE void setReadyWithDeck(bool ready, const QVariant& deck);
    // Ready with what the seat asks for in a game with roles: a role id ("" for the rules'
    // default) and what it brings ({"sheet": ...} or null); the host checks both.
    // The host seats the computer in an empty seat of the lobby ("easy", "normal", "hard"), or
    // frees it again ("off").
    Q_INVOKABLE bool setSeatComputer(int seat, const QString& level);
    Q_INVOKABLE void setReadyWithChoice(bool ready, const QVariant& deck, const QString& role, const QVariant& setup);
    Q_INVOKABLE bool start();
    Q_INVOKABLE void sendChat(const QString& text);
    // Host only: saves, tells everyone the game ended and closes.
    Q_INVOKABLE void endGame();
    // Host only: the computer plays every dropped seat until its player comes back.
    Q_INVOKABLE void giveDroppedSeatsToComputer();
    Q_INVOKABLE void leave();
    // Points the table's controller at this client's seat.
    Q_INVOKABLE void bind(tabletop::ui::GameController* controller);

    static QString savePath();
    static constexpr int kDefaultPort = 47474;
    static constexpr int kDefaultPhonePort = 47476; // couch mode's page; any free port when taken

signals:
    void statusChanged();
    void hostsChanged();
    void lobbyChanged();
    void chatChanged();
    void tableChanged();
    void gameStarted();
    void autoPlayChanged();
    void phonesChanged();

private:
    void setStatus(const QString& status, const QString& error = {});
    // Where a seat's token is kept: per game (its commitment) and per address and port.
    static QString gameTokenKey(const QString& commitment);
    void rememberToken();
    void connectClient(const QString& address, int port, const QString& name, const QString& password,
                       bool spectator, const QString& gameKey = QString());
    QString failureText(const QString& code, const QString& detail) const;
    void resetSession();
    void autoPlayStep();
    // The seats the public state's prompt names (empty before the game, after its end).
    std::vector<int> promptedSeats() const;
    // Couch mode: back to the public view when the shown seat has nothing to decide.
    void couchStateChanged();
    // Couch mode, once m_host is made: listens, issues the seats' codes, connects this screen's
    // seats (ready with decks[i] if the game has not started) and the public view.
    bool openCouch(const core::Json& decks);
    QString couchName(int seat) const; // the name typed on the new-game page
    struct PhoneSeat {
        int seat = -1;
        QString code;
        QString url;
        bool joined = false;
    };
    bool m_couch = false;
    QString m_phoneAddress;
    QJSValue m_pictureOf;
    std::vector<PhoneSeat> m_phoneSeats;
    std::map<int, std::unique_ptr<net::LanClient>> m_screenClients; // by seat
    int m_shownSeat = -1;
    QPointer<GameController> m_table;

    std::unique_ptr<net::DiscoveryBrowser> m_browser;
    std::unique_ptr<net::LanHost> m_host;
    std::unique_ptr<net::LanClient> m_client;
    QString m_status = QStringLiteral("idle");
    QString m_error;
    QVariantList m_chat;
    QString m_tokenKey;     // by address and port
    QString m_gameTokenKey; // by the game's commitment, once known
    QString m_token;        // this seat's token from the welcome
    bool m_autoPlay = false;
    qint64 m_autoPlayedAt = -1;
    quint64 m_autoRng = 0;
};

} // namespace tabletop::ui
