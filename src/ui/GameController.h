#pragma once

#include "LegalIndex.h"
#include "LogModel.h"
#include "ZoneModel.h"
#include "core/Json.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QVariantList>
#include <QVariantMap>
#include <memory>
#include <qqmlintegration.h>

namespace tabletop::session {
class MatchHost;
}
namespace tabletop::net {
class LanClient;
}

namespace tabletop::ui {

// The one controller every game table uses. It talks to a MatchHost in seats and JSON, and
// shows QML the view of one seat at a time: in hot-seat, when another seat must decide, a
// curtain drops and only the public view is exposed until that seat says "I am <name>".
// QML proposes actions; the host decides; models refresh from the new view.
class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY stateChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY stateChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY stateChanged)
    // Hot-seat: empty until the game is over (unless showSeedDuringPlay), because the seed
    // recomputes every hand; a LAN guest reads "hidden until the end" until the host reveals.
    Q_PROPERTY(QString seed READ seed NOTIFY stateChanged)
    // Bound to AppSettings.showSeedDuringPlay by the app (Main.qml); off by default.
    Q_PROPERTY(bool showSeedDuringPlay READ showSeedDuringPlay WRITE setShowSeedDuringPlay NOTIFY stateChanged)
    // "tabletop-cli play <game> --seats K --seed N [--option ...]" once the seed may be shown
    // (hot-seat only), else empty.
    Q_PROPERTY(QString replayCommand READ replayCommand NOTIFY stateChanged)
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY stateChanged)
    Q_PROPERTY(bool curtain READ curtain NOTIFY stateChanged)
    Q_PROPERTY(int promptSeat READ promptSeat NOTIFY stateChanged)
    Q_PROPERTY(QString promptKind READ promptKind NOTIFY stateChanged)
    Q_PROPERTY(QString promptText READ promptText NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap view READ view NOTIFY stateChanged)
    Q_PROPERTY(QVariantList legalActions READ legalActions NOTIFY stateChanged)
    // The same actions indexed by subject and destination: what tables and zones bind to.
    Q_PROPERTY(tabletop::ui::LegalIndex* legal READ legal CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    // Hot-seat: the seat behind the curtain may pass without looking at its hand.
    Q_PROPERTY(bool canPassUnseen READ canPassUnseen NOTIFY stateChanged)
    // Hot-seat: the legal answers of the seat behind the curtain when its question is public
    // (GameRules::promptIsPublic), answered there without lifting the curtain; else empty.
    Q_PROPERTY(QVariantList publicAnswers READ publicAnswers NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QVariantMap outcome READ outcome NOTIFY stateChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY stateChanged)
    Q_PROPERTY(QString stateHash READ stateHash NOTIFY stateChanged)
    Q_PROPERTY(tabletop::ui::LogModel* log READ log CONSTANT)
    Q_PROPERTY(QString lastError READ lastError NOTIFY errorChanged)
    // Stops: the phases of this game a seat may tick to be asked about optional responses in.
    Q_PROPERTY(QStringList stopPhases READ stopPhases NOTIFY stateChanged)
    // Curtains shown since the game was started or loaded (each hand-off of the computer).
    Q_PROPERTY(int handoffs READ handoffs NOTIFY stateChanged)
    // Per seat: "" for a person, else the computer's level ("easy", "normal", "hard").
    Q_PROPERTY(QStringList computerSeats READ computerSeats NOTIFY stateChanged)
    // The computer seat thinking now (off the UI thread), or -1.
    Q_PROPERTY(int thinkingSeat READ thinkingSeat NOTIFY stateChanged)
    // Hot-seat: after a seat acted and another must decide, the acting seat still sees its own
    // screen (the card landing, the log line) until doneReviewing(); then the curtain. Off
    // unless the app turns it on (AppSettings.moveReviewSeconds).
    Q_PROPERTY(bool reviewMoves READ reviewMoves WRITE setReviewMoves NOTIFY stateChanged)
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY stateChanged)
    // True when the table shows a LAN game whose host is elsewhere (no curtain, no undo).
    Q_PROPERTY(bool remote READ remote NOTIFY stateChanged)
    // The file this hot-seat game saves itself into after every move ("" for none, a LAN guest).
    Q_PROPERTY(QString savePath READ savePath NOTIFY stateChanged)
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    bool active() const;
    bool remote() const;
    QString savePath() const;
    // Shows a LAN game: views, prompts, legal actions and the log come from the host's state
    // messages for this client's seat, and proposals go to the host as numbered actions.
    void attachRemote(net::LanClient* client);
    QString gameId() const;
    QStringList seatNames() const;
    QString seed() const;
    QString replayCommand() const;
    bool showSeedDuringPlay() const { return m_showSeedDuringPlay; }
    void setShowSeedDuringPlay(bool on);
    int viewerSeat() const { return m_viewer; }
    bool curtain() const { return m_curtain; }
    int promptSeat() const { return m_promptSeat; }
    QString promptKind() const { return m_promptKind; }
    QString promptText() const { return m_promptText; }
    QVariantMap view() const { return m_view; }
    QVariantList legalActions() const { return m_legal; }
    LegalIndex* legal() { return &m_index; }
    const LegalIndex& legalIndex() const { return m_index; }
    bool canUndo() const;
    bool canPassUnseen() const;
    QVariantList publicAnswers() const;
    bool gameOver() const { return !m_outcome.isEmpty(); }
    QVariantMap outcome() const { return m_outcome; }
    int actionCount() const;
    QString stateHash() const;
    LogModel* log() { return &m_log; }
    QString lastError() const { return m_lastError; }
    QStringList stopPhases() const;
    int handoffs() const { return m_handoffs; }
    QStringList computerSeats() const;
    int thinkingSeat() const { return m_thinking; }
    bool reviewMoves() const { return m_reviewMoves; }
    void setReviewMoves(bool on);
    bool reviewing() const { return m_reviewing; }

    // A seat's stops: mode "always", "phases" (asked only in `phases`) or "never" (never asked
    // about optional responses). Hot-seat only; passes it makes are logged "<name> passes (stop)".
    Q_INVOKABLE void setSeatStops(int seat, const QString& mode, const QStringList& phases);
    // The computer plays `seat` at `level` ("easy", "normal", "hard"), or a person ("").
    // Its hand is never shown and it answers without a curtain; saved with the game.
    Q_INVOKABLE bool setSeatComputer(int seat, const QString& level);
    Q_INVOKABLE QStringList computerLevels() const;
    // {mode, phases} of a seat.
    Q_INVOKABLE QVariantMap seatStops(int seat) const;
    // The stop phases of a game before it starts (the new-game page).
    Q_INVOKABLE QStringList stopPhasesOf(const QString& gameId) const;
    // Ends the moment after a move: the curtain comes down for the seat that decides next.
    Q_INVOKABLE void doneReviewing();

    // Starts a hot-seat game. seed: decimal text, empty = random. Returns false and sets
    // lastError on bad input (unknown game, bad seed, bad option).
    Q_INVOKABLE bool newGame(const QString& gameId, const QStringList& names, const QString& seed,
                             const QVariantMap& options);
    // The same for games that use decks: one deck per seat ({game, name, sections}, see
    // docs/cards.md), as DeckBuilder.deckChoices() gives them; goes to MatchConfig::decks.
    Q_INVOKABLE bool newGameWithDecks(const QString& gameId, const QStringList& names, const QString& seed,
                                      const QVariantMap& options, const QVariantList& decks);
    // And for games with roles (GameCatalog's "roles"): one role id per seat (empty: the game's
    // order) and per seat what it brings ({"sheet": ...} or null); goes to MatchConfig::roles/setup.
    Q_INVOKABLE bool newGameWithSetup(const QString& gameId, const QStringList& names, const QString& seed,
                                      const QVariantMap& options, const QVariantList& decks,
                                      const QStringList& roles, const QVariantList& setup);
    // Whether a saved hot-seat game is not finished yet, and resuming the newest such one.
    Q_INVOKABLE bool hasResumable() const;
    Q_INVOKABLE bool resumeLast();
    // Opens a save. A game from the saved games (SaveStore::gamesDir, or the old single
    // autosave) goes on saving into its own file; any other file is copied into a new one there.
    Q_INVOKABLE bool loadGame(const QString& path);
    Q_INVOKABLE bool saveGame(const QString& path);
    // Where the table's picture for the saved games list goes ("" when the game is not saved).
    Q_INVOKABLE QString thumbnailFile() const;
    Q_INVOKABLE void close();

    // {type, args}: acts for the viewing seat. Emits refused(text, rule) when the rules say no.
    Q_INVOKABLE bool propose(const QVariant& action);
    // Legal actions of the viewing seat whose subject (role "moved") is this card.
    Q_INVOKABLE QVariantList actionsFor(const QString& cardId) const;
    // What the face of the game's card `cardId` shows (GameRules::cardFace with the name and
    // text in the reader's language), with "card" set; an empty map for an unknown card. For
    // cards a table knows only from an event (a reveal), not from the view.
    Q_INVOKABLE QVariantMap cardFace(const QString& cardId) const;
    // A model of the cards at a JSON pointer into the view ("/explore", "/seats/0/hand").
    Q_INVOKABLE tabletop::ui::ZoneModel* zone(const QString& pointer);
    Q_INVOKABLE void reveal(); // "I am <name>": lift the curtain for the prompted seat
    // Passes for the seat behind the curtain without lifting it: quick answers to reaction
    // and phase chances. Offered whenever a bare pass is legal (that depends on public facts
    // only), so it gives away nothing about the seat's hand.
    Q_INVOKABLE bool passUnseen();
    // Answers a public question for the seat behind the curtain (one of publicAnswers).
    Q_INVOKABLE bool answerUnseen(const QVariantMap& action);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE QString messageText(const QVariant& message) const;
    Q_INVOKABLE QString randomSeed() const;

    // Turns curtains off (single-viewer tests and the CLI-like end-to-end test).
    Q_INVOKABLE void setHotSeatCurtain(bool on);

    static QString defaultSaveDir();

signals:
    void stateChanged();
    void errorChanged();
    void refused(const QString& text, const QString& rule);
    void accepted();

private:
    bool submitUnseen(const core::Action& action); // for the seat behind the curtain, which stays down
    void attach(std::unique_ptr<session::MatchHost> host, const QString& savePath);
    // The summary beside the save (SaveStore::summaryPath), after a move or when a game opens.
    void writeSummary();
    void refresh();
    void showNoGame(); // no game, or a remote game with no state yet: an empty table
    void refreshZones();
    // m_legal and the index, from the rules' list and the seat's affordances (null: none).
    void setLegal(const core::Json& legal, const core::Json& affordances = nullptr);
    void setError(const QString& e);
    void refreshRemote();
    void detachRemote();

    bool isComputer(int seat) const;
    int humanSeats(int* first = nullptr) const;
    void maybeStartBot();
    void botChose(quint64 generation, int seat, bool ok, const QVariant& action);
    std::size_t undoDepth() const; // how many actions Undo takes back; 0: none
    void stopBot(); // forget a search under way (a new game, undo, close)

    std::unique_ptr<session::MatchHost> m_host;
    int m_thinking = -1;
    quint64 m_botGeneration = 0;
    QPointer<QThread> m_botThread;
    int m_summaryActions = -1; // the move count of the last summary written
    int m_viewer = -1;
    bool m_curtain = true;
    bool m_useCurtain = true;
    bool m_showSeedDuringPlay = false;
    int m_promptSeat = -1;
    QString m_promptKind;
    QString m_promptText;
    QVariantMap m_view;
    core::Json m_viewJson;
    QVariantList m_legal;
    LegalIndex m_index;
    QVariantMap m_outcome;
    LogModel m_log;
    QHash<QString, ZoneModel*> m_zones;
    QString m_lastError;
    int m_handoffs = 0;
    int m_curtainAt = -1; // the seat the curtain now shown is for (-1: none shown)
    bool m_reviewMoves = false;
    bool m_reviewing = false;
    QPointer<net::LanClient> m_remote;
    QList<QMetaObject::Connection> m_remoteLinks;
};

} // namespace tabletop::ui
