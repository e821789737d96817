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
        constexpr int kGames = 8;
        constexpr int kActions = 250; // no combat yet, so no game ends: a fixed number of actions
        std::uint64_t actions = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int game = 0; game < kGames; ++game) {
            const std::uint64_t seed = 1000 * static_cast<std::uint64_t>(seats) + static_cast<std::uint64_t>(game);
            core::MatchConfig c;
            c.game = "kaiju";
            c.seats = seats;
            c.seed = seed;
            core::Rng rng(seed);
            auto state = kRules.setup(c, rng);
            const std::size_t cards = kRules.cardLocations(*state).size();
            auto problems = core::checkInvariants(kRules, *state, seats, cards);
            if (!problems.empty())
                QFAIL(("seed " + std::to_string(seed) + ": " + problems.front()).c_str());
            core::Rng choose(seed ^ 0x9e3779b97f4a7c15ULL);
            for (int step = 0; step < kActions && !kRules.outcome(*state); ++step) {
                const auto p = kRules.prompt(*state);
                QVERIFY2(!p.seats.empty(), ("seed " + std::to_string(seed) + ": nobody is prompted").c_str());
                const int seat = p.seats[choose.below(p.seats.size())];
                const auto legal = kRules.legalActions(*state, seat);
                QVERIFY2(!legal.empty(), ("seed " + std::to_string(seed) + ": no legal action").c_str());
                const auto r = kRules.apply(*state, legal[choose.below(legal.size())], rng);
                QVERIFY2(r.accepted, ("seed " + std::to_string(seed) + ": legal action refused: " + r.refusal.text).c_str());
                ++actions;
                problems = core::checkInvariants(kRules, *state, seats, cards);
                for (const auto& e : kRules.invariantViolations(*state, r.events))
                    problems.push_back(e);
                for (const auto& e : core::checkEventsHidden(kRules, *state, r.events, seats))
                    problems.push_back(e);
                if (!problems.empty())
                    QFAIL(("seed " + std::to_string(seed) + " step " + std::to_string(step) + ": " + problems.front())
                              .c_str());
            }
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("kaiju %d seats: %d games, %llu actions, %.0f checked actions/s\n", seats, kGames,
                    static_cast<unsigned long long>(actions), seconds > 0 ? static_cast<double>(actions) / seconds : 0.0);
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
            for (int step = 0; step < 80; ++step) {
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
