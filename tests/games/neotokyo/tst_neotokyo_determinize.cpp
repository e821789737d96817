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

// Angels among each owner's hand slots and face-down slots (public: a hand holds no Angel that
// was drawn, a face-down card is an Angel).
std::vector<int> angelSlots(const nt::NeoTokyoState& s)
{
    std::vector<int> out;
    for (const auto& p : s.players) {
        int n = 0;
        for (int c : p.hand)
            n += s.def(c).type == nt::CardType::Angel ? 1 : 0;
        out.push_back(n);
    }
    for (int c : s.angelQueue)
        out.push_back(s.def(c).type == nt::CardType::Angel ? 1 : 0);
    return out;
}

struct Stats {
    int checked = 0;
    int redealt = 0;
};

// Plays `games` seeded random games with `rules` and checks every seat's determinization after
// every action. Returns the first problem, or an empty string.
std::string firstProblem(const NeoTokyoRules& rules, int seats, int games, Stats& stats)
{
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 900 + static_cast<std::uint64_t>(seats * 100 + g);
        core::Match match(rules, config(seats, seed));
        const std::size_t cardCount = rules.cardLocations(match.state()).size();
        core::Rng chooser(seed * 31 + 7);
        core::Rng dealer(seed * 17 + 3);
        for (int step = 0; step < 3000; ++step) {
            const auto& s = static_cast<const nt::NeoTokyoState&>(match.state());
            const std::string where = "seed " + std::to_string(seed) + ", " + std::to_string(seats) + " seats, action " +
                                      std::to_string(step);
            for (int seat = 0; seat < seats; ++seat) {
                const std::string at = where + ", seat " + std::to_string(seat) + ": ";
                const auto det = rules.determinize(s, seat, dealer);
                const auto& d = static_cast<const nt::NeoTokyoState&>(*det);
                const std::string view = rules.viewFor(s, seat).dump();
                const std::string detView = rules.viewFor(d, seat).dump();
                if (view != detView)
                    return at + "the view differs\n" + view + "\n" + detView;
                const std::string legal = actionsText(rules.legalActions(s, seat));
                const std::string detLegal = actionsText(rules.legalActions(d, seat));
                if (legal != detLegal)
                    return at + "the legal actions differ\n" + legal + "\n" + detLegal;
                if (rules.prompt(d).seats != rules.prompt(s).seats)
                    return at + "the prompt differs";
                const auto problems = core::checkInvariants(rules, d, seats, cardCount);
                if (!problems.empty())
                    return at + problems.front();
                if (hiddenPools(d) != hiddenPools(s))
                    return at + "a card left its owner's hidden pool";
                if (angelSlots(d) != angelSlots(s))
                    return at + "an Angel moved into a hand, or a face-down Angel is no Angel";
                // Every card the seat can see is the same card, with the same id, in the same place.
                const auto hidden = rules.hiddenFrom(s, seat);
                const std::set<std::string> hiddenIds(hidden.begin(), hidden.end());
                for (std::size_t c = 0; c < s.cards.size(); ++c) {
                    if (d.cards[c].id != s.cards[c].id || d.cards[c].owner != s.cards[c].owner)
                        return at + "card " + s.cards[c].id + " changed its id or owner";
                    if (!hiddenIds.count(s.cards[c].id) && d.cards[c].def != s.cards[c].def)
                        return at + "visible card " + s.cards[c].id + " changed";
                }
                ++stats.checked;
                if (somethingToRedeal(s, seat)) {
                    // Something is hidden: the deal must really change (a few tries, so a small pile
                    // dealt back the same way by chance does not fail the test).
                    bool differs = false;
                    for (int attempt = 0; attempt < 20 && !differs; ++attempt)
                        differs = rules.stateDigest(*rules.determinize(s, seat, dealer)) != rules.stateDigest(s);
                    if (!differs)
                        return at + "nothing hidden was dealt anew";
                    ++stats.redealt;
                }
            }
            if (match.outcome())
                break;
            const auto prompt = match.prompt();
            const auto legal = match.legalActions(prompt.seats[chooser.below(prompt.seats.size())]);
            if (legal.empty() || !match.submit(legal[chooser.below(legal.size())]).accepted)
                return where + ": no legal action, or a legal action refused";
        }
        if (!match.outcome())
            return "seed " + std::to_string(seed) + ": the game did not end";
    }
    return {};
}

// Planted defects: each must make firstProblem report what it broke.
enum class Plant { Noop, OwnHand, CrossOwner, AngelIntoHand, ViewPeeksDeck };

class PlantedRules : public NeoTokyoRules {
public:
    explicit PlantedRules(Plant plant) : m_plant(plant) {}
    std::unique_ptr<core::GameState> determinize(const core::GameState& base, core::Seat seat,
                                                 core::Rng& rng) const override
    {
        if (m_plant == Plant::Noop)
            return base.clone();
        auto out = NeoTokyoRules::determinize(base, seat, rng);
        auto& s = static_cast<nt::NeoTokyoState&>(*out);
        auto& own = s.players[static_cast<std::size_t>(seat)];
        auto& next = s.players[static_cast<std::size_t>((seat + 1) % s.seats)];
        auto swapDefs = [&](int a, int b) { std::swap(s.cards[static_cast<std::size_t>(a)].def, s.cards[static_cast<std::size_t>(b)].def); };
        if (m_plant == Plant::OwnHand && !own.hand.empty() && !own.deck.empty())
            for (int c : own.deck)
                if (s.cards[static_cast<std::size_t>(c)].def != s.cards[static_cast<std::size_t>(own.hand.front())].def) {
                    swapDefs(own.hand.front(), c);
                    break;
                }
        if (m_plant == Plant::CrossOwner && !next.hand.empty() && !own.deck.empty())
            for (int c : own.deck)
                if (s.cards[static_cast<std::size_t>(c)].def != s.cards[static_cast<std::size_t>(next.hand.front())].def) {
                    swapDefs(next.hand.front(), c);
                    break;
                }
        if (m_plant == Plant::AngelIntoHand && !next.hand.empty())
            for (int c : next.deck)
                if (s.def(c).type == nt::CardType::Angel) {
                    swapDefs(next.hand.front(), c);
                    break;
                }
        return out;
    }
    Json viewFor(const core::GameState& base, std::optional<core::Seat> seat) const override
    {
        Json v = NeoTokyoRules::viewFor(base, seat);
        const auto& s = static_cast<const nt::NeoTokyoState&>(base);
        // A positional leak no id search sees: the name of the top card of the seat's own pile.
        if (m_plant == Plant::ViewPeeksDeck && seat && !s.players[static_cast<std::size_t>(*seat)].deck.empty())
            v["nextCard"] = s.def(s.players[static_cast<std::size_t>(*seat)].deck.front()).name;
        return v;
    }

private:
    Plant m_plant;
};
} // namespace

class NeoTokyoDeterminizeTest : public QObject {
    Q_OBJECT

private slots:
    void determinize_keepsEverythingTheSeatKnows_data();
    void determinize_keepsEverythingTheSeatKnows();
    void determinize_plantedDefectsAreCaught_data();
    void determinize_plantedDefectsAreCaught();
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
    Stats stats;
    const std::string problem = firstProblem(kRules, seats, games, stats);
    QVERIFY2(problem.empty(), problem.c_str());
    QVERIFY(stats.checked > 100);
    QVERIFY(stats.redealt > stats.checked / 2);
}

void NeoTokyoDeterminizeTest::determinize_plantedDefectsAreCaught_data()
{
    QTest::addColumn<int>("plant");
    QTest::addColumn<QString>("problem");
    QTest::newRow("nothing re-dealt") << int(Plant::Noop) << "nothing hidden was dealt anew";
    QTest::newRow("the seat's own hand re-dealt") << int(Plant::OwnHand) << "the view differs";
    QTest::newRow("a card dealt to another owner") << int(Plant::CrossOwner) << "left its owner's hidden pool";
    QTest::newRow("an Angel dealt into a hand") << int(Plant::AngelIntoHand) << "an Angel moved into a hand";
    QTest::newRow("a view that names the next card") << int(Plant::ViewPeeksDeck) << "the view differs";
}

void NeoTokyoDeterminizeTest::determinize_plantedDefectsAreCaught()
{
    QFETCH(int, plant);
    QFETCH(QString, problem);
    const PlantedRules planted(static_cast<Plant>(plant));
    Stats stats;
    const std::string found = firstProblem(planted, 3, 2, stats);
    QVERIFY2(!found.empty(), "the planted defect was not caught");
    QVERIFY2(QString::fromStdString(found).contains(problem), found.c_str());
}

QTEST_GUILESS_MAIN(NeoTokyoDeterminizeTest)
#include "tst_neotokyo_determinize.moc"
