// Stops and hand-offs, through the real controller and host with the game's real rules. The
// scripted turn: 3 seats, the first active seat speaks two cards, every other decision is the
// quickest a player can make (a pass without looking where the curtain offers one). It prints
// the hand-offs (curtains shown) of that turn with and without stops: the figures of issue 12.
#include "GameController.h"
#include "session/JsonBridge.h"
#include "session/MatchHost.h"
#include "session/SaveStore.h"

#include <QTemporaryDir>
#include <QtTest>

using tabletop::core::Json;
using tabletop::ui::GameController;

namespace {
const QString kGame = QStringLiteral("neotokyo");
const QString kSeed = QStringLiteral("20261125");

struct TurnFigures {
    int handoffs = 0;
    int spoken = 0;
    int promptChanges = 0; // how often the seat to decide changed: today's curtains, counted apart
};

bool isSpeech(const QVariantMap& a)
{
    const QString t = a.value(QStringLiteral("type")).toString();
    return t == QLatin1String("play") || t == QLatin1String("line");
}

// Plays the first turn. stops: per seat {mode, phases}, or empty for none set.
TurnFigures playTurn(GameController& game, const QList<QPair<QString, QStringList>>& stops)
{
    TurnFigures f;
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cai")};
    if (!game.newGame(kGame, names, kSeed, {}))
        return f;
    for (int seat = 0; seat < stops.size(); ++seat)
        game.setSeatStops(seat, stops[seat].first, stops[seat].second);
    const int active = game.view().value(QStringLiteral("active")).toInt();
    int lastPrompt = -1;
    for (int guard = 0; guard < 400 && !game.gameOver(); ++guard) {
        if (game.view().value(QStringLiteral("active")).toInt() != active)
            break;
        if (game.promptSeat() != lastPrompt) {
            ++f.promptChanges;
            lastPrompt = game.promptSeat();
        }
        if (game.curtain()) {
            if (game.promptSeat() != active && game.canPassUnseen()) {
                game.passUnseen();
                lastPrompt = -1; // whoever comes next is handed the computer
                continue;
            }
            game.reveal();
        }
        const QVariantList legal = game.legalActions();
        if (legal.isEmpty())
            break;
        QVariantMap choice = legal.first().toMap();
        const QVariantMap pass{{QStringLiteral("type"), QStringLiteral("pass")}, {QStringLiteral("args"), QVariantMap()}};
        if (game.viewerSeat() == active && f.spoken < 2) {
            for (const auto& a : legal)
                if (isSpeech(a.toMap())) {
                    choice = a.toMap();
                    break;
                }
        } else {
            for (const auto& a : legal)
                if (a.toMap().value(QStringLiteral("type")).toString() == QLatin1String("pass"))
                    choice = pass;
        }
        if (isSpeech(choice))
            ++f.spoken;
        if (!game.propose(choice))
            break;
    }
    // The curtain for the next turn's player belongs to the next turn.
    f.handoffs = game.handoffs() - (game.curtain() ? 1 : 0);
    return f;
}
} // namespace

class Stops : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.path().toUtf8());
        QStandardPaths::setTestModeEnabled(true);
    }
    void handoffsOfAScriptedTurn();
    void stopPassesAreRecordedAndLogged();
    void passesAreLogged();

private:
    QTemporaryDir m_dir;
};

void Stops::handoffsOfAScriptedTurn()
{
    GameController none;
    const TurnFigures today = playTurn(none, {});
    QCOMPARE(today.spoken, 2);
    GameController never;
    const QPair<QString, QStringList> off{QStringLiteral("never"), {}};
    const TurnFigures withStops = playTurn(never, {off, off, off});
    QCOMPARE(withStops.spoken, 2);
    GameController phases;
    const QPair<QString, QStringList> stageOnly{QStringLiteral("phases"), {QStringLiteral("stage")}};
    const TurnFigures ticked = playTurn(phases, {stageOnly, stageOnly, stageOnly});
    QCOMPARE(ticked.spoken, 2);
    qInfo("3-seat Neo-Tokyo turn (seed %s, two cards spoken): hand-offs with no stops %d (seat changes %d), "
          "stops 'never' %d, stops 'stage only' %d",
          qPrintable(kSeed), today.handoffs, today.promptChanges, withStops.handoffs, ticked.handoffs);
    // None set: every seat is asked as before, one curtain per change of the seat asked.
    QCOMPARE(today.handoffs, today.promptChanges);
    QVERIFY2(today.handoffs >= 6, "each spoken card asks the two other seats");
    // Set: at most a third.
    QVERIFY2(withStops.handoffs * 3 <= today.handoffs, qPrintable(QString::number(withStops.handoffs)));
    QVERIFY2(ticked.handoffs * 3 <= today.handoffs, qPrintable(QString::number(ticked.handoffs)));
}

void Stops::stopPassesAreRecordedAndLogged()
{
    GameController game;
    const QPair<QString, QStringList> off{QStringLiteral("never"), {}};
    const QPair<QString, QStringList> always{QStringLiteral("always"), {}};
    const TurnFigures f = playTurn(game, {always, off, off});
    QCOMPARE(f.spoken, 2);
    QCOMPARE(game.seatStops(1).value(QStringLiteral("mode")).toString(), QStringLiteral("never"));
    // Every pass the stops made is an action of the record, and the log says so.
    int stopLines = 0;
    for (int i = 0; i < game.log()->rowCount(); ++i) {
        const QVariantMap e = game.log()->entries().at(i).toMap();
        if (e.value(QStringLiteral("message")).toMap().value(QStringLiteral("id")).toString() ==
            QLatin1String("core.log.stopPass"))
            ++stopLines;
    }
    QVERIFY2(stopLines >= 4, qPrintable(QString::number(stopLines))); // two cards, two seats each
    // Saved and loaded again: the same position, and the same log lines.
    const QString path = m_dir.filePath(QStringLiteral("stops.json"));
    QVERIFY(game.saveGame(path));
    const QString hash = game.stateHash();
    const int actions = game.actionCount();
    GameController again;
    QVERIFY2(again.loadGame(path), qPrintable(again.lastError()));
    QCOMPARE(again.stateHash(), hash);
    QCOMPARE(again.actionCount(), actions);
    int replayed = 0;
    for (int i = 0; i < again.log()->rowCount(); ++i)
        if (again.log()->entries().at(i).toMap().value(QStringLiteral("message")).toMap().value(QStringLiteral("id")).toString() ==
            QLatin1String("core.log.stopPass"))
            ++replayed;
    QCOMPARE(replayed, stopLines);
    // The stops themselves come back with the game: a resumed game asks as before.
    QCOMPARE(again.seatStops(1).value(QStringLiteral("mode")).toString(), QStringLiteral("never"));
    QCOMPARE(again.seatStops(2).value(QStringLiteral("mode")).toString(), QStringLiteral("never"));
    QCOMPARE(again.seatStops(0).value(QStringLiteral("mode")).toString(), QStringLiteral("always"));
}

void Stops::passesAreLogged()
{
    GameController game;
    const TurnFigures f = playTurn(game, {});
    QCOMPARE(f.spoken, 2);
    int passLines = 0;
    for (int i = 0; i < game.log()->rowCount(); ++i) {
        const QVariantMap m = game.log()->entries().at(i).toMap().value(QStringLiteral("message")).toMap();
        if (m.value(QStringLiteral("id")).toString() == QLatin1String("core.log.pass")) {
            ++passLines;
            QVERIFY(game.messageText(m).contains(QStringLiteral(" passes")));
        }
    }
    QVERIFY2(passLines >= 4, qPrintable(QString::number(passLines))); // the reactions to two cards
}

QTEST_GUILESS_MAIN(Stops)
#include "tst_stops_handoffs.moc"
