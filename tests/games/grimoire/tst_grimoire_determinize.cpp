// GrimoireRules::determinize: a state that agrees with everything one seat knows and re-deals
// the rest (deck order; the other player's hand, sealed spell and face-down contract). The
// seat's view and legal actions must be byte-identical in it: the leak test that also sees
// positional leaks (an order or an id that gives a card away).
#include "core/Invariants.h"
#include "core/Match.h"
#include "games/grimoire/GrimoireRules.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace tabletop;
using core::Action;
using core::Json;
using games::grimoire::GrimoireRules;
using games::grimoire::GrimoireState;

namespace {
const GrimoireRules kRules;
constexpr std::size_t kCards = 40 + 2 * 5;

core::MatchConfig config(std::uint64_t seed, Json options = Json::object())
{
    core::MatchConfig c;
    c.game = "grimoire";
    c.seats = 2;
    c.seed = seed;
    c.options = std::move(options);
    return c;
}

Json actionsJson(const std::vector<Action>& actions)
{
    Json out = Json::array();
    for (const auto& a : actions)
        out.push_back(a.toJson());
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

// How many things the seat cannot tell apart: deck cards and the other player's hidden spells.
std::size_t hiddenCount(const GrimoireState& s, int seat)
{
    const auto& other = s.seats[static_cast<std::size_t>(1 - seat)];
    const std::size_t spells = other.hand.size() + 1 + (!other.contract.empty() && !other.contractRevealed ? 1 : 0);
    return std::max(s.deck.size(), spells);
}

// The two texts around their first difference, so a failure shows what gave the card away.
std::string firstDifference(const std::string& a, const std::string& b)
{
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    const std::size_t from = i > 120 ? i - 120 : 0;
    return "\n  real ..." + a.substr(from, 200) + "...\n  det  ..." + b.substr(from, 200) + "...";
}

// Everything that must hold of one determinization; returns what does not, in words.
std::string compare(const core::GameState& real, const core::GameState& det, int seat)
{
    const std::string where = " (seat " + std::to_string(seat) + ")";
    const std::string v1 = kRules.viewFor(real, seat).dump(), v2 = kRules.viewFor(det, seat).dump();
    if (v1 != v2)
        return "view differs" + where + ":" + firstDifference(v1, v2);
    const std::string l1 = actionsJson(kRules.legalActions(real, seat)).dump();
    const std::string l2 = actionsJson(kRules.legalActions(det, seat)).dump();
    if (l1 != l2)
        return "legal actions differ" + where + ":" + firstDifference(l1, l2);
    if (kRules.prompt(real).toJson() != kRules.prompt(det).toJson())
        return "prompt differs" + where;
    if (kRules.viewFor(real, std::nullopt) != kRules.viewFor(det, std::nullopt))
        return "spectator view differs" + where;
    if (sorted(kRules.hiddenFrom(real, seat)) != sorted(kRules.hiddenFrom(det, seat)))
        return "the set of cards hidden from the seat changed" + where;
    const auto problems = core::checkInvariants(kRules, det, 2, kCards);
    if (!problems.empty())
        return "invariant broken in the determinization" + where + ": " + problems.front();
    return {};
}
// The same move made in the real state and in a determinization must look the same to `seat`
// afterwards, unless it showed the seat something (a card left its hidden set) or drew on the
// generator: what the rules do must not depend on what the seat cannot see (say, the Hastur
// window opening only when the other player really holds Hastur). Every move of the prompted
// seats that is legal in both states is tried. Returns what differs, in words.
std::string compareAfterMoves(const core::GameState& real, const core::GameState& det, int seat, std::uint64_t seed)
{
    const auto hiddenBefore = sorted(kRules.hiddenFrom(real, seat));
    for (int actor : kRules.prompt(real).seats) {
        const auto inDet = kRules.legalActions(det, actor);
        for (const auto& a : kRules.legalActions(real, actor)) {
            if (std::find(inDet.begin(), inDet.end(), a) == inDet.end())
                continue; // a move with one of the re-dealt cards
            auto r = real.clone(), d = det.clone();
            const core::Rng start(seed);
            core::Rng g1 = start, g2 = start;
            const auto res1 = kRules.apply(*r, a, g1), res2 = kRules.apply(*d, a, g2);
            if (!res1.accepted || !res2.accepted)
                return "move " + a.toJson().dump() + " legal in both states but refused in one";
            if (!(g1 == start) || !(g2 == start) || sorted(kRules.hiddenFrom(*r, seat)) != hiddenBefore ||
                sorted(kRules.hiddenFrom(*d, seat)) != hiddenBefore)
                continue; // it showed the seat something new: the two may rightly differ
            const std::string v1 = kRules.viewFor(*r, seat).dump(), v2 = kRules.viewFor(*d, seat).dump();
            if (v1 != v2)
                return "after " + a.toJson().dump() + " the view of seat " + std::to_string(seat) +
                       " differs:" + firstDifference(v1, v2);
            const std::string l1 = actionsJson(kRules.legalActions(*r, seat)).dump();
            const std::string l2 = actionsJson(kRules.legalActions(*d, seat)).dump();
            if (l1 != l2)
                return "after " + a.toJson().dump() + " the legal actions of seat " + std::to_string(seat) +
                       " differ:" + firstDifference(l1, l2);
        }
    }
    return {};
}
} // namespace

class GrimoireDeterminizeTest : public QObject {
    Q_OBJECT
private slots:
    void randomGames_viewAndLegalActionsUnchanged_data();
    void randomGames_viewAndLegalActionsUnchanged();
    void redealsTheOtherPlayersHiddenSpells();
    void keepsWhatTheSeatKnows();
};

void GrimoireDeterminizeTest::randomGames_viewAndLegalActionsUnchanged_data()
{
    QTest::addColumn<QString>("options");
    QTest::newRow("default rules") << QStringLiteral("{}");
    QTest::newRow("sidewaysPower 3, no tie") << QStringLiteral(R"({"sidewaysPower": 3, "contractTieFulfilled": false})");
}

// Seeded random games; after every action, for each seat, several determinizations.
void GrimoireDeterminizeTest::randomGames_viewAndLegalActionsUnchanged()
{
    QFETCH(QString, options);
    constexpr int kGames = 25;
    std::uint64_t positions = 0, redealt = 0;
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
        core::Match m(kRules, config(seed, Json::parse(options.toStdString())));
        core::Rng choose(seed * 7919 + 1);
        core::Rng detRng(seed);
        int actions = 0;
        for (;;) {
            for (int seat = 0; seat < 2; ++seat) {
                ++positions;
                const auto& real = static_cast<const GrimoireState&>(m.state());
                const std::string realJson = kRules.toJson(real).dump();
                bool differed = false;
                // Several tries: a shuffle may give back the same order by chance.
                for (int k = 0; k < 64; ++k) {
                    const auto det = kRules.determinize(real, seat, detRng);
                    std::string failure = compare(real, *det, seat);
                    if (failure.empty() && k == 0)
                        failure = compareAfterMoves(real, *det, seat, seed * 1000003 + actions);
                    QVERIFY2(failure.empty(), qPrintable(QStringLiteral("seed %1 after %2 actions: %3")
                                                             .arg(seed)
                                                             .arg(actions)
                                                             .arg(QString::fromStdString(failure))));
                    differed = differed || kRules.toJson(*det).dump() != realJson;
                    if (k >= 1 && (differed || hiddenCount(real, seat) < 2))
                        break;
                }
                QCOMPARE(kRules.toJson(real).dump(), realJson); // the real state is untouched
                if (hiddenCount(real, seat) >= 2) {
                    QVERIFY2(differed, qPrintable(QStringLiteral("seed %1 after %2 actions: seat %3 cannot see %4 "
                                                                 "things but no determinization re-dealt them")
                                                      .arg(seed)
                                                      .arg(actions)
                                                      .arg(seat)
                                                      .arg(hiddenCount(real, seat))));
                    ++redealt;
                }
            }
            if (m.outcome())
                break;
            const auto seats = m.prompt().seats;
            QVERIFY(!seats.empty());
            const auto legal = m.legalActions(seats[choose.below(seats.size())]);
            QVERIFY(!legal.empty());
            const auto r = m.submit(legal[choose.below(legal.size())]);
            QVERIFY2(r.accepted, r.refusal.text.c_str());
            QVERIFY(++actions < 2000);
        }
    }
    qInfo("%llu positions checked, %llu with something to re-deal", static_cast<unsigned long long>(positions),
          static_cast<unsigned long long>(redealt));
    QVERIFY(redealt > positions / 2);
}

// The other player's hidden spells (hand, sealed, face-down contract) go to every hidden place;
// the purged ones and a revealed contract stay where everyone saw them.
void GrimoireDeterminizeTest::redealsTheOtherPlayersHiddenSpells()
{
    const Json pos{{"firstPlayer", 0},
                   {"round", 5},
                   {"turn", 1},
                   {"explore", Json::array({"g01", "g08", "g15", "g22", "g29"})},
                   {"purge", Json::array({"s1-cthulhu"})},
                   {"seats", Json::array({Json{{"sealed", "eihort"}, {"contract", "hastur"}},
                                          Json{{"sealed", "hastur"},
                                               {"contract", "cthugha"},
                                               {"hand", Json::array({"eihort", "nyarlathotep"})}}})}};
    core::Match m(kRules, config(3), pos);
    const auto& real = static_cast<const GrimoireState&>(m.state());
    core::Rng rng(11);
    std::set<std::string> sealedSeen, contractSeen, handSeen;
    std::set<std::vector<int>> deckOrders;
    for (int i = 0; i < 300; ++i) {
        const auto det = kRules.determinize(real, 0, rng);
        const auto& d = static_cast<const GrimoireState&>(*det);
        QCOMPARE(compare(real, d, 0), std::string());
        // Seat 0's own spells are where they are.
        QCOMPARE(d.seats[0].hand, real.seats[0].hand);
        QCOMPARE(d.seats[0].sealed, real.seats[0].sealed);
        QCOMPARE(d.seats[0].contract, real.seats[0].contract);
        // Seat 1's four hidden spells are its five minus the purged Cthulhu, in its four places.
        const auto& o = d.seats[1];
        QCOMPARE(o.hand.size(), std::size_t(2));
        QCOMPARE(sorted({o.hand[0], o.hand[1], o.sealed, o.contract}),
                 sorted({"cthugha", "eihort", "hastur", "nyarlathotep"}));
        sealedSeen.insert(o.sealed);
        contractSeen.insert(o.contract);
        handSeen.insert(o.hand.begin(), o.hand.end());
        deckOrders.insert(d.deck);
        QCOMPARE(sorted(kRules.hiddenFrom(d, 0)), sorted(kRules.hiddenFrom(real, 0)));
    }
    QCOMPARE(sealedSeen.size(), std::size_t(4));
    QCOMPARE(contractSeen.size(), std::size_t(4));
    QCOMPARE(handSeen.size(), std::size_t(4));
    QVERIFY(deckOrders.size() > 290); // 35! orders: repeats would mean the deck is not shuffled

    // Once the contract is cast it is public and stays put; only hand and sealed are re-dealt.
    core::Match m2(kRules, config(3),
                   Json{{"firstPlayer", 1},
                        {"round", 5},
                        {"turn", 1},
                        {"explore", Json::array({"g01", "g08", "g15", "g22", "g29"})},
                        {"seats", Json::array({Json{{"sealed", "eihort"}},
                                               Json{{"sealed", "hastur"},
                                                    {"contract", "cthulhu"},
                                                    {"hand", Json::array({"eihort", "nyarlathotep", "cthugha"})}}})}});
    QVERIFY(m2.submit(Action{1, "cast", Json{{"spell", "cthulhu"}, {"from", "contract"}}}).accepted);
    const auto& real2 = static_cast<const GrimoireState&>(m2.state());
    QVERIFY(real2.seats[1].contractRevealed);
    std::set<std::string> sealed2;
    for (int i = 0; i < 100; ++i) {
        const auto det = kRules.determinize(real2, 0, rng);
        const auto& d = static_cast<const GrimoireState&>(*det);
        QCOMPARE(compare(real2, d, 0), std::string());
        QCOMPARE(d.seats[1].contract, std::string("cthulhu"));
        QVERIFY(d.seats[1].sealed != "cthulhu");
        sealed2.insert(d.seats[1].sealed);
    }
    QCOMPARE(sealed2.size(), std::size_t(4));
}

// The seat's own hand, sealed spell and contract, and everything public, never move; the real
// state is not touched.
void GrimoireDeterminizeTest::keepsWhatTheSeatKnows()
{
    core::Match m(kRules, config(42));
    const auto& real = static_cast<const GrimoireState&>(m.state());
    const std::string before = kRules.toJson(real).dump();
    core::Rng rng(5);
    for (int seat = 0; seat < 2; ++seat) {
        const auto det = kRules.determinize(real, seat, rng);
        const auto& d = static_cast<const GrimoireState&>(*det);
        const auto& mine = d.seats[static_cast<std::size_t>(seat)];
        QCOMPARE(mine.hand, real.seats[static_cast<std::size_t>(seat)].hand);
        QCOMPARE(mine.sealed, real.seats[static_cast<std::size_t>(seat)].sealed);
        QCOMPARE(d.explore, real.explore);
        QCOMPARE(d.purge, real.purge);
        QCOMPARE(d.firstPlayer, real.firstPlayer);
        QCOMPARE(sorted([&] {
                     std::vector<std::string> ids;
                     for (int c : d.deck)
                         ids.push_back(std::to_string(c));
                     return ids;
                 }()),
                 sorted([&] {
                     std::vector<std::string> ids;
                     for (int c : real.deck)
                         ids.push_back(std::to_string(c));
                     return ids;
                 }()));
        QVERIFY(d.deck != real.deck);
    }
    QCOMPARE(kRules.toJson(real).dump(), before);
}

QTEST_MAIN(GrimoireDeterminizeTest)
#include "tst_grimoire_determinize.moc"
