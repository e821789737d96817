// Seeded random encounters through core::Match with the invariant checks after every action
// (combatants never share a square or stand in walls, counts never negative, the acting
// combatant standing); prints actions per second.
#include "core/Invariants.h"
#include "games/combatgrid/CombatGridRules.h"
#include "games/combatgrid/Encounter.h"

#include <QtTest>

#include <cstdio>

using namespace tabletop;

class TestCombatGridRandom : public QObject {
    Q_OBJECT
private slots:
    void randomEncounters_data()
    {
        QTest::addColumn<QString>("encounter");
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("games");
        // A sample (the suite's time: 15 encounters of each, fewer of the slowest to fight out);
        // `tabletop-cli random combatgrid --games 10000` plays them at length
        // (docs/games/combatgrid.md, "Measured figures").
        for (const auto& id : games::combatgrid::encounterIds())
            for (int seats : {2, 6})
                QTest::newRow((id + " " + std::to_string(seats) + " seats").c_str())
                    << QString::fromStdString(id) << seats << (id == "stealth-infiltration" ? 8 : 15);
    }
    void randomEncounters()
    {
        QFETCH(QString, encounter);
        QFETCH(int, seats);
        QFETCH(int, games);
        const games::combatgrid::CombatGridRules rules;
        // The Director may not end it: the encounters are fought until one side is down.
        const auto stats = core::runRandomGames(rules, games, 1000, seats,
                                                {{"encounter", encounter.toStdString()}, {"directorMayEnd", false}});
        std::printf("combatgrid random %s, %d seats: %d games, %llu actions, %.0f actions/s\n",
                    encounter.toStdString().c_str(), seats, stats.games,
                    static_cast<unsigned long long>(stats.actions), stats.actions / std::max(stats.seconds, 1e-9));
        for (const auto& [reason, n] : stats.endings)
            std::printf("  %s: %d\n", reason.c_str(), n);
        QVERIFY2(!stats.failingSeed, (std::to_string(stats.failingSeed.value_or(0)) + ": " + stats.failure).c_str());
        QCOMPARE(stats.games, games);
    }
};

QTEST_APPLESS_MAIN(TestCombatGridRandom)
#include "tst_combatgrid_random.moc"
