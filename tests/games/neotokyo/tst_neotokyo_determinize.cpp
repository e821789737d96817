// Neo-Tokyo's determinize(): after every action of seeded random games at 2-5 seats, for every
// seat, the determinized state shows that seat the same view and the same legal actions, keeps
// every card in one zone (core::checkInvariants), keeps each owner's cards within its hidden
// pool, and really re-deals what is hidden.
#include "core/Invariants.h"
#include "core/Match.h"
#include "games/neotokyo/NeoTokyoRules.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace tabletop;
using core::Json;
using games::neotokyo::NeoTokyoRules;
namespace nt = games::neotokyo;

namespace {
const NeoTokyoRules kRules;

core::MatchConfig config(int seats, std::uint64_t seed)
{
    core::MatchConfig c;
    c.game = "neotokyo";
    c.seats = seats;
    c.seed = seed;
    return c;
}

std::string actionsText(const std::vector<core::Action>& actions)
{
    std::string out;
    for (const auto& a : actions)
        out += a.toJson().dump() + "\n";
    return out;
}

// Per owner: the multiset of card definitions in its hand, draw pile and face-down Angels.
std::map<int, std::multiset<int>> hiddenPools(const nt::NeoTokyoState& s)
{
    std::map<int, std::multiset<int>> pools;
    for (int o = 0; o < s.seats; ++o) {
        const auto& p = s.players[static_cast<std::size_t>(o)];
        for (int c : p.hand)
            pools[o].insert(s.cards[static_cast<std::size_t>(c)].def);
        for (int c : p.deck)
            pools[o].insert(s.cards[static_cast<std::size_t>(c)].def);
    }
    for (int c : s.angelQueue)
        pools[s.cards[static_cast<std::size_t>(c)].owner].insert(s.cards[static_cast<std::size_t>(c)].def);
    return pools;
}

// True when something hidden from `seat` could be dealt otherwise: a hidden pool with two
// different cards in it.
bool somethingToRedeal(const nt::NeoTokyoState& s, int seat)
{
    auto distinct = [&](const std::vector<int>& cards) {
        for (int c : cards)
            if (s.cards[static_cast<std::size_t>(c)].def != s.cards[static_cast<std::size_t>(cards.front())].def)
                return true;
        return false;
    };
    for (int o = 0; o < s.seats; ++o) {
        const auto& p = s.players[static_cast<std::size_t>(o)];
        std::vector<int> pool = p.deck;
        if (o != seat)
            pool.insert(pool.end(), p.hand.begin(), p.hand.end());
        if (distinct(pool))
            return true;
    }
    return false;
}
} // namespace

class NeoTokyoDeterminizeTest : public QObject {
    Q_OBJECT

private slots:
    void determinize_keepsEverythingTheSeatKnows_data();
    void determinize_keepsEverythingTheSeatKnows();
    void determinize_plantedLeakIsCaught();
};

void NeoTokyoDeterminizeTest::determinize_keepsEverythingTheSeatKnows_data()
{
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("games");
    for (int seats = 2; seats <= 5; ++seats)
        QTest::newRow(qPrintable(QStringLiteral("%1 seats").arg(seats))) << seats << (seats <= 3 ? 6 : 4);
}

void NeoTokyoDeterminizeTest::determinize_keepsEverythingTheSeatKnows()
{
    QFETCH(int, seats);
    QFETCH(int, games);
    int checked = 0, redealt = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 900 + static_cast<std::uint64_t>(seats * 100 + g);
        core::Match match(kRules, config(seats, seed));
        const std::size_t cardCount = kRules.cardLocations(match.state()).size();
        core::Rng chooser(seed * 31 + 7);
        core::Rng dealer(seed * 17 + 3);
        for (int step = 0; step < 3000; ++step) {
            const auto& s = static_cast<const nt::NeoTokyoState&>(match.state());
            const std::string where = "seed " + std::to_string(seed) + ", " + std::to_string(seats) + " seats, action " +
                                      std::to_string(step);
            for (int seat = 0; seat < seats; ++seat) {
                const std::string at = where + ", seat " + std::to_string(seat);
                const auto det = kRules.determinize(s, seat, dealer);
                const auto& d = static_cast<const nt::NeoTokyoState&>(*det);
                const std::string view = kRules.viewFor(s, seat).dump();
                const std::string detView = kRules.viewFor(d, seat).dump();
                QVERIFY2(view == detView, (at + ": the view differs\n" + view + "\n" + detView).c_str());
                const std::string legal = actionsText(kRules.legalActions(s, seat));
                const std::string detLegal = actionsText(kRules.legalActions(d, seat));
                QVERIFY2(legal == detLegal, (at + ": the legal actions differ\n" + legal + "\n" + detLegal).c_str());
                QCOMPARE(kRules.prompt(d).seats, kRules.prompt(s).seats);
                const auto problems = core::checkInvariants(kRules, d, seats, cardCount);
                QVERIFY2(problems.empty(), (at + ": " + (problems.empty() ? "" : problems.front())).c_str());
                QVERIFY2(hiddenPools(d) == hiddenPools(s), (at + ": a card left its owner's hidden pool").c_str());
                // Every card the seat can see is the same card, with the same id, in the same place.
                const auto hidden = kRules.hiddenFrom(s, seat);
                const std::set<std::string> hiddenIds(hidden.begin(), hidden.end());
                for (std::size_t c = 0; c < s.cards.size(); ++c) {
                    QCOMPARE(d.cards[c].id, s.cards[c].id);
                    if (!hiddenIds.count(s.cards[c].id))
                        QVERIFY2(d.cards[c].def == s.cards[c].def, (at + ": visible card " + s.cards[c].id + " changed").c_str());
                }
                ++checked;
                if (somethingToRedeal(s, seat)) {
                    // Something is hidden: the deal must really change (a few tries, so a small pile
                    // dealt back the same way by chance does not fail the test).
                    bool differs = false;
                    for (int attempt = 0; attempt < 20 && !differs; ++attempt)
                        differs = kRules.stateDigest(*kRules.determinize(s, seat, dealer)) != kRules.stateDigest(s);
                    QVERIFY2(differs, (at + ": nothing hidden was dealt anew").c_str());
                    ++redealt;
                }
            }
            if (match.outcome())
                break;
            const auto prompt = match.prompt();
            const auto legal = match.legalActions(prompt.seats[chooser.below(prompt.seats.size())]);
            QVERIFY(!legal.empty());
            QVERIFY(match.submit(legal[chooser.below(legal.size())]).accepted);
        }
        QVERIFY(match.outcome().has_value());
    }
    QVERIFY(checked > 100);
    QVERIFY(redealt > checked / 2);
}

namespace {
// A view that shows the top card of the viewer's own draw pile's definition: it is in the
// seat's hidden knowledge nowhere, so determinize must change it and the check must see it.
class PeekingRules : public NeoTokyoRules {
public:
    Json viewFor(const core::GameState& base, std::optional<core::Seat> seat) const override
    {
        Json v = NeoTokyoRules::viewFor(base, seat);
        const auto& s = static_cast<const nt::NeoTokyoState&>(base);
        if (seat && !s.players[static_cast<std::size_t>(*seat)].deck.empty())
            v["nextCard"] = s.def(s.players[static_cast<std::size_t>(*seat)].deck.front()).name;
        return v;
    }
};
} // namespace

void NeoTokyoDeterminizeTest::determinize_plantedLeakIsCaught()
{
    // The same check on a view that names the top of the seat's own draw pile (a positional
    // leak no id search sees): the view differs in some determinization.
    const PeekingRules leaky;
    core::Match match(leaky, config(3, 5));
    core::Rng dealer(1);
    bool caught = false;
    for (int i = 0; i < 10 && !caught; ++i)
        caught = leaky.viewFor(match.state(), 0).dump() !=
                 leaky.viewFor(*leaky.determinize(match.state(), 0, dealer), 0).dump();
    QVERIFY2(caught, "a view that shows the next card of the draw pile passed the view-invariance check");
}

QTEST_GUILESS_MAIN(NeoTokyoDeterminizeTest)
#include "tst_neotokyo_determinize.moc"
