// The conformance suite: every game in the registry, at every seat count it allows, plays
// seeded random games under the checks of Conformance.h (replay, safe undo, view invariance
// under determinize, mutated actions refused). A game added to the registry is checked
// without a line here. The fake game with planted defects shows that each check can fail.
//
// CI runs a small sample; the long run is
//   CONFORMANCE_GAMES=200 QTEST_FUNCTION_TIMEOUT=36000000 build/tests/conformance/tst_conformance games
// (CONFORMANCE_SEED picks the first seed; a failure names its seed and step).
#include "Conformance.h"

#include "../core/FakeGame.h"
#include "games/Registry.h"

#include <QtTest>

using tabletop::core::GameRules;

namespace {

int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

QString failures(const conformance::Report& r)
{
    QStringList out;
    for (const auto& f : r.failures)
        out << QString::fromStdString(f);
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void games_data();
    void games();
    void plantedDefectsAreCaught_data();
    void plantedDefectsAreCaught();
    void cleanFakeGameExercisesEveryCheck();
};

void TestConformance::games_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    int rows = 0;
    for (const auto& entry : tabletop::games::allGames()) {
        if (!entry.rules)
            continue;
        for (int seats = entry.info.minSeats; seats <= entry.info.maxSeats; ++seats) {
            const QString id = QString::fromStdString(entry.info.id);
            QTest::newRow(qPrintable(QStringLiteral("%1 %2 seats").arg(id).arg(seats))) << id << seats;
            ++rows;
        }
    }
    QVERIFY2(rows >= 2, "the registry has no playable game at all");
}

void TestConformance::games()
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    const GameRules* rules = tabletop::games::findRules(game.toStdString());
    QVERIFY(rules);
    conformance::Options o;
    o.seats = seats;
    o.games = envInt("CONFORMANCE_GAMES", 2);
    o.seed = static_cast<std::uint64_t>(envInt("CONFORMANCE_SEED", 1));
    if (game == QStringLiteral("kaiju") && qEnvironmentVariableIntValue("CONFORMANCE_GAMES") == 0) {
        // Kaiju City's games run to hundreds of actions and the suite replays the record after
        // each: one game to the first KO's glory (5) per seat count, the computer checked every
        // 20th step, as tests/games/kaiju's kaiju_conformance does (which also plays it fully).
        o.games = 1;
        o.options = tabletop::core::Json{{"gloryToWin", 5}};
        o.mutateEvery = 5;
        o.botEvery = 20;
    }
    const auto report = conformance::run(*rules, o);
    qInfo("%s, %d seats: %d games, %llu actions, %llu undone and redone, %llu not undoable, %llu mutations refused, "
          "%llu re-deals (%llu moved hidden cards)",
          qPrintable(game), seats, report.games, static_cast<unsigned long long>(report.actions),
          static_cast<unsigned long long>(report.undone), static_cast<unsigned long long>(report.notUndoable),
          static_cast<unsigned long long>(report.mutationsRefused),
          static_cast<unsigned long long>(report.determinized),
          static_cast<unsigned long long>(report.redealtDiffered));
    QVERIFY2(report.failures.empty(), qPrintable(failures(report)));
    QCOMPARE(report.games, o.games);
    QVERIFY(report.actions > 0);
    QVERIFY(report.mutationsRefused > 0);
    QVERIFY(report.determinized > 0);
    QVERIFY(report.botChecks > 0);
}

void TestConformance::plantedDefectsAreCaught_data()
{
    QTest::addColumn<int>("flaw");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a view that shows a hidden card") << int(fake::Flaw::LeakOpponentHand) << "a leak";
    QTest::newRow("state kept outside the record") << int(fake::Flaw::Drifting) << "";
    QTest::newRow("determinize that re-deals nothing") << int(fake::Flaw::DeterminizeClones) << "never re-dealt";
    QTest::newRow("determinize that deals from the real order") << int(fake::Flaw::DeterminizePeeks)
                                                                 << "depends on where the hidden cards really are";
    QTest::newRow("a refusal that changes the state") << int(fake::Flaw::ChangeOnRefusal) << "changed the game";
    QTest::newRow("a card lost on play") << int(fake::Flaw::LoseOnPlay) << "number of cards";
    QTest::newRow("a public question answered with the hand") << int(fake::Flaw::PublicHandQuestion)
                                                              << "a public question's answers (promptIsPublic) change";
}

void TestConformance::plantedDefectsAreCaught()
{
    QFETCH(int, flaw);
    QFETCH(QString, expected);
    const fake::DrawAndPass rules(static_cast<fake::Flaw>(flaw));
    conformance::Options o;
    o.games = 30;
    const auto report = conformance::run(rules, o);
    QVERIFY2(!report.failures.empty(), "the planted defect went unnoticed");
    const QString f = failures(report);
    if (!expected.isEmpty())
        QVERIFY2(f.contains(expected), qPrintable(f));
    // The report names the seed and the step, so the failure can be reproduced.
    QVERIFY2(f.contains(QStringLiteral("seed ")) && f.contains(QStringLiteral("step ")), qPrintable(f));
}

void TestConformance::cleanFakeGameExercisesEveryCheck()
{
    const fake::DrawAndPass rules;
    conformance::Options o;
    o.games = 30;
    const auto report = conformance::run(rules, o);
    QVERIFY2(report.failures.empty(), qPrintable(failures(report)));
    QVERIFY(report.undone > 0);
    QVERIFY(report.notUndoable > 0);
    QVERIFY(report.mutationsRefused > 0);
    QVERIFY(report.redealtDiffered > 0);
}

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
