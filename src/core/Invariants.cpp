#include "Invariants.h"

#include "Match.h"

#include <chrono>
#include <deque>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace tabletop::core {

void collectStrings(const Json& j, std::vector<std::string>& out)
{
    if (j.is_string()) {
        out.push_back(j.get<std::string>());
    } else if (j.is_array() || j.is_object()) {
        for (const auto& v : j)
            collectStrings(v, out);
    }
}

namespace {
std::string seatName(std::optional<Seat> s) { return s ? "seat " + std::to_string(*s + 1) : std::string("spectator"); }

// The identities hidden from one viewer, for looking up every string of a view or event in
// place (no copies of the shown strings).
class HiddenSet {
public:
    explicit HiddenSet(std::vector<std::string> ids) : m_ids(std::move(ids))
    {
        // The views point into m_ids (short strings live inside the string objects): never copied
        // or moved afterwards.
        m_set.reserve(m_ids.size() * 2);
        for (const auto& id : m_ids)
            m_set.insert(std::string_view(id));
    }
    HiddenSet(const HiddenSet&) = delete;
    HiddenSet& operator=(const HiddenSet&) = delete;
    bool empty() const { return m_ids.empty(); }
    bool contains(std::string_view s) const { return m_set.count(s) != 0; }

private:
    std::vector<std::string> m_ids;
    std::unordered_set<std::string_view> m_set;
};

// Every string value inside `j` (keys excluded) that is hidden, in document order.
void findHidden(const Json& j, const HiddenSet& hidden, const std::string& what, std::vector<std::string>& problems)
{
    switch (j.type()) {
    case Json::value_t::string: {
        const auto& s = j.get_ref<const std::string&>();
        if (hidden.contains(s))
            problems.push_back(what + " shows hidden card \"" + s + "\"");
        break;
    }
    case Json::value_t::array:
    case Json::value_t::object:
        for (const auto& v : j)
            findHidden(v, hidden, what, problems);
        break;
    default:
        break;
    }
}

void checkLeak(const Json& shown, const HiddenSet& hidden, const std::string& what, std::vector<std::string>& problems)
{
    if (!hidden.empty())
        findHidden(shown, hidden, what, problems);
}

void checkLocations(const GameRules& rules, const GameState& state, std::size_t expectedCards,
                    std::vector<std::string>& problems)
{
    const auto locations = rules.cardLocations(state);
    if (locations.size() != expectedCards)
        problems.push_back("card count changed: " + std::to_string(expectedCards) + " before, " +
                           std::to_string(locations.size()) + " now");
    std::unordered_map<std::string_view, const std::string*> where;
    where.reserve(locations.size() * 2);
    for (const auto& loc : locations) {
        auto [it, fresh] = where.emplace(std::string_view(loc.card), &loc.zone);
        if (!fresh)
            problems.push_back("card \"" + loc.card + "\" is in two zones: " + *it->second + " and " + loc.zone);
    }
}

std::optional<Seat> viewer(int s) { return s < 0 ? std::nullopt : std::optional<Seat>(s); }

void checkView(const GameRules& rules, const GameState& state, std::optional<Seat> seat, const HiddenSet& hidden,
               std::vector<std::string>& problems)
{
    if (!hidden.empty()) // nothing hidden: nothing the view could leak
        checkLeak(rules.viewFor(state, seat), hidden, "view of " + seatName(seat), problems);
}

void checkEvents(const std::vector<Event>& events, std::optional<Seat> seat, const HiddenSet& hidden,
                 std::vector<std::string>& problems)
{
    if (hidden.empty())
        return;
    for (const auto& e : events)
        if (auto shown = e.forSeat(seat))
            checkLeak(*shown, hidden, "event \"" + e.type + "\" for " + seatName(seat), problems);
}
} // namespace

std::vector<std::string> checkInvariants(const GameRules& rules, const GameState& state, int seats,
                                         std::size_t expectedCards)
{
    std::vector<std::string> problems;
    checkLocations(rules, state, expectedCards, problems);
    for (int s = -1; s < seats; ++s)
        checkView(rules, state, viewer(s), HiddenSet(rules.hiddenFrom(state, viewer(s))), problems);
    return problems;
}

std::vector<std::string> checkEventsHidden(const GameRules& rules, const GameState& after,
                                           const std::vector<Event>& events, int seats)
{
    std::vector<std::string> problems;
    for (int s = -1; s < seats; ++s)
        checkEvents(events, viewer(s), HiddenSet(rules.hiddenFrom(after, viewer(s))), problems);
    return problems;
}

namespace {
// checkInvariants + checkEventsHidden in one pass: each viewer's hidden set is built once and
// checked against its view and its share of the events. Problems come in the same words and
// order (locations, views, events).
std::vector<std::string> checkAfterAction(const GameRules& rules, const GameState& state, int seats,
                                          std::size_t expectedCards, const std::vector<Event>& events)
{
    std::vector<std::string> problems;
    checkLocations(rules, state, expectedCards, problems);
    std::deque<HiddenSet> hidden; // deque: the sets never move
    for (int s = -1; s < seats; ++s) {
        hidden.emplace_back(rules.hiddenFrom(state, viewer(s)));
        checkView(rules, state, viewer(s), hidden.back(), problems);
    }
    for (int s = -1; s < seats; ++s)
        checkEvents(events, viewer(s), hidden[static_cast<std::size_t>(s + 1)], problems);
    return problems;
}
} // namespace

RandomRunStats runRandomGames(const GameRules& rules, int games, std::uint64_t seed, int seats, const Json& options,
                              int maxActionsPerGame)
{
    RandomRunStats stats;
    stats.wins.assign(static_cast<std::size_t>(seats) + 1, 0);
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        MatchConfig config;
        config.game = rules.info().id;
        config.seats = seats;
        config.seed = seed + static_cast<std::uint64_t>(g);
        config.options = options;
        Match match(rules, config);
        Rng chooser(config.seed ^ 0x5eed5eed5eed5eedULL);
        const std::size_t cards = rules.cardLocations(match.state()).size();
        auto fail = [&](const std::string& why) {
            stats.failingSeed = config.seed;
            stats.failure = why;
        };
        int steps = 0;
        while (!match.outcome()) {
            if (++steps > maxActionsPerGame) {
                fail("game did not end within " + std::to_string(maxActionsPerGame) + " actions");
                break;
            }
            const Prompt p = match.prompt();
            if (p.seats.empty()) {
                fail("no seat is prompted but the game is not over");
                break;
            }
            const Seat seat = p.seats[chooser.below(p.seats.size())];
            const auto legal = match.legalActions(seat);
            if (legal.empty()) {
                fail("seat " + std::to_string(seat + 1) + " is prompted (" + p.kind + ") but has no legal action");
                break;
            }
            const Action& a = legal[chooser.below(legal.size())];
            Result r = match.submit(a);
            ++stats.actions;
            if (!r.accepted) {
                fail("legal action refused: " + a.toJson().dump() + ": " + r.refusal.text);
                break;
            }
            const auto problems = checkAfterAction(rules, match.state(), seats, cards, r.events);
            if (!problems.empty()) {
                fail("after " + a.toJson().dump() + ": " + problems.front());
                break;
            }
        }
        ++stats.games;
        if (stats.failingSeed)
            break;
        if (auto o = match.outcome()) {
            if (o->draw || o->winners.empty())
                ++stats.wins.back();
            else
                for (Seat w : o->winners)
                    ++stats.wins[static_cast<std::size_t>(w)];
        }
    }
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return stats;
}

} // namespace tabletop::core
