// Kaiju City: seeded random games through core::Match's invariant checks (cards conserved,
// views hiding what they must, the game's own invariants), and determinize's leak test: after
// every action of random games, each seat's view and legal actions are unchanged in a
// determinized copy. The game has no combat yet, so no game ends: each runs a fixed number of
// actions.
#include "core/Invariants.h"
#include "games/kaiju/KaijuRules.h"

#include <QtTest>

#include <chrono>
#include <cstdio>

using namespace tabletop;
using core::Json;
using games::kaiju::KaijuRules;

namespace {
const KaijuRules kRules;
}

class TestKaijuRandom : public QObject {
    Q_OBJECT
private slots:
    void randomGames_data()
    {
        QTest::addColumn<int>("seats");
        for (int n = 2; n <= 5; ++n)
            QTest::newRow(("seats-" + std::to_string(n)).c_str()) << n;
    }
    void randomGames()
    {
        QFETCH(int, seats);
        const auto stats = core::runRandomGames(kRules, 60, 1000 + static_cast<std::uint64_t>(seats), seats,
                                                Json::object(), 400);
        QVERIFY2(!stats.failingSeed, (std::to_string(stats.failingSeed.value_or(0)) + ": " + stats.failure).c_str());
        std::printf("kaiju %d seats: %d games, %llu actions, %.0f checked actions/s\n", seats, stats.games,
                    static_cast<unsigned long long>(stats.actions),
                    stats.seconds > 0 ? static_cast<double>(stats.actions) / stats.seconds : 0.0);
    }

    void determinizeKeepsEachSeatsKnowledge()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            core::MatchConfig c;
            c.game = "kaiju";
            c.seats = 2 + static_cast<int>(seed % 4);
            c.seed = seed;
            core::Rng rng(seed);
            auto state = kRules.setup(c, rng);
            core::Rng choose(seed * 7);
            for (int step = 0; step < 120; ++step) {
                for (int seat = 0; seat < c.seats; ++seat) {
                    core::Rng detRng(seed * 1000 + static_cast<std::uint64_t>(step));
                    const auto det = kRules.determinize(*state, seat, detRng);
                    QCOMPARE(kRules.viewFor(*det, seat).dump(), kRules.viewFor(*state, seat).dump());
                    QVERIFY(kRules.legalActions(*det, seat) == kRules.legalActions(*state, seat));
                }
                const auto p = kRules.prompt(*state);
                const int seat = p.seats[choose.below(p.seats.size())];
                const auto legal = kRules.legalActions(*state, seat);
                QVERIFY(!legal.empty());
                const auto r = kRules.apply(*state, legal[choose.below(legal.size())], rng);
                QVERIFY(r.accepted);
            }
        }
    }

    // determinize really re-deals: another seat's hand is not always the same cards.
    void determinizeRedealsHiddenCards()
    {
        core::MatchConfig c;
        c.game = "kaiju";
        c.seats = 2;
        core::Rng rng(4);
        const auto state = kRules.setup(c, rng);
        const auto& real = static_cast<const games::kaiju::KaijuState&>(*state);
        bool differs = false;
        for (std::uint64_t i = 0; i < 10 && !differs; ++i) {
            core::Rng detRng(i);
            const auto det = kRules.determinize(*state, 0, detRng);
            differs = !(static_cast<const games::kaiju::KaijuState&>(*det).seats[1].combatHand == real.seats[1].combatHand);
        }
        QVERIFY(differs);
    }
};

QTEST_APPLESS_MAIN(TestKaijuRandom)
#include "tst_kaiju_random.moc"
