#include "Invariants.h"

#include "Match.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <string_view>
#include <utility>

namespace tabletop::core {

namespace {
void release(Json& j);
}

void GameRules::visitViewStrings(const GameState& state, std::optional<Seat> seat, const StringVisitor& visit) const
{
    Json view = viewFor(state, seat);
    visitStrings(view, visit);
    release(view);
}

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
// place (no copies of the shown strings): an open-addressing table of views into the ids, and
// a cheap first filter on length and first byte (most shown strings are names and colours).
class HiddenSet {
public:
    explicit HiddenSet(std::vector<std::string> ids) : m_ids(std::move(ids))
    {
        // The slots point into m_ids (short strings live inside the string objects): the set is
        // never copied or moved afterwards.
        std::size_t capacity = 16;
        while (capacity < m_ids.size() * 2)
            capacity *= 2;
        m_slots.assign(capacity, std::string_view());
        m_mask = capacity - 1;
        for (const auto& id : m_ids) {
            m_minLength = std::min(m_minLength, id.size());
            m_maxLength = std::max(m_maxLength, id.size());
            const unsigned char first = id.empty() ? 0 : static_cast<unsigned char>(id[0]);
            m_first[first / 64] |= std::uint64_t(1) << (first % 64);
            std::size_t i = std::hash<std::string_view>()(id) & m_mask;
            while (m_slots[i].data() && m_slots[i] != id)
                i = (i + 1) & m_mask;
            m_slots[i] = id;
        }
    }
    HiddenSet(const HiddenSet&) = delete;
    HiddenSet& operator=(const HiddenSet&) = delete;
    bool empty() const { return m_ids.empty(); }
    bool contains(std::string_view s) const
    {
        if (s.size() < m_minLength || s.size() > m_maxLength)
            return false;
        const unsigned char first = s.empty() ? 0 : static_cast<unsigned char>(s[0]);
        if (!(m_first[first / 64] >> (first % 64) & 1))
            return false;
        for (std::size_t i = std::hash<std::string_view>()(s) & m_mask; m_slots[i].data(); i = (i + 1) & m_mask)
            if (m_slots[i] == s)
                return true;
        return false;
    }

private:
    std::vector<std::string> m_ids;
    std::vector<std::string_view> m_slots; // empty view (null data) = free slot
    std::size_t m_mask = 0;
    std::size_t m_minLength = SIZE_MAX, m_maxLength = 0;
    std::uint64_t m_first[4] = {0, 0, 0, 0};
};

// Every string value inside `j` (keys excluded) that is hidden, in document order. `what()`
// names the document; it is worded only for a problem.
template <typename What>
void findHidden(const Json& j, const HiddenSet& hidden, const What& what, std::vector<std::string>& problems)
{
    switch (j.type()) {
    case Json::value_t::string: {
        const auto& s = j.get_ref<const std::string&>();
        if (hidden.contains(s))
            problems.push_back(what() + " shows hidden card \"" + s + "\"");
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

// Frees a document leaves first. nlohmann's own destructor flattens a tree into a growing
// heap stack of moved children before freeing it (to bound recursion on deep documents); for
// the views checked after every action that stack was a large share of the time. Views are a
// few levels deep, so plain recursion is safe here.
void release(Json& j)
{
    if (j.is_array()) {
        auto& a = j.get_ref<Json::array_t&>();
        for (auto& v : a)
            release(v);
        a.clear(); // every element is now a leaf or an empty container
    } else if (j.is_object()) {
        auto& o = j.get_ref<Json::object_t&>();
        for (auto& [key, v] : o)
            release(v);
        o.clear(); // frees the nodes without rebalancing the tree on each one
    }
}

template <typename What>
void checkLeak(const Json& shown, const HiddenSet& hidden, const What& what, std::vector<std::string>& problems)
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
    // Sorted by the card's hash, then the card, then its position: a card listed twice shows as
    // a run; each later entry is reported against the first one, in the order the locations
    // list them. (Hashes first: ids share long prefixes, and comparing numbers is cheap; two
    // cards whose hashes collide are still told apart by the card.)
    struct Entry {
        std::size_t hash;
        std::string_view card;
        std::size_t at;
    };
    std::vector<Entry> byCard;
    byCard.reserve(locations.size());
    for (std::size_t i = 0; i < locations.size(); ++i)
        byCard.push_back({std::hash<std::string_view>()(locations[i].card), locations[i].card, i});
    std::sort(byCard.begin(), byCard.end(), [](const Entry& a, const Entry& b) {
        if (a.hash != b.hash)
            return a.hash < b.hash;
        if (a.card != b.card)
            return a.card < b.card;
        return a.at < b.at;
    });
    std::vector<std::pair<std::size_t, std::size_t>> twice; // (later, first)
    for (std::size_t i = 1, first = 0; i < byCard.size(); ++i) {
        if (byCard[i].card != byCard[first].card)
            first = i;
        else
            twice.emplace_back(byCard[i].at, byCard[first].at);
    }
    std::sort(twice.begin(), twice.end());
    for (const auto& [later, first] : twice)
        problems.push_back("card \"" + locations[later].card + "\" is in two zones: " + locations[first].zone + " and " +
                           locations[later].zone);
}

// The game's own invariants (GameRules::invariantViolations), after the card checks.
void checkGame(const GameRules& rules, const GameState& state, const std::vector<Event>& events,
               std::vector<std::string>& problems)
{
    for (auto& p : rules.invariantViolations(state, events))
        problems.push_back(std::move(p));
}

std::optional<Seat> viewer(int s) { return s < 0 ? std::nullopt : std::optional<Seat>(s); }

// Every string of the seat's view (GameRules::visitViewStrings: the view's own strings, scanned
// as the game writes them, or the built view walked).
void checkView(const GameRules& rules, const GameState& state, std::optional<Seat> seat, const HiddenSet& hidden,
               std::vector<std::string>& problems)
{
    if (hidden.empty()) // nothing hidden: nothing the view could leak
        return;
    rules.visitViewStrings(state, seat, [&](std::string_view s) {
        if (hidden.contains(s))
            problems.push_back("view of " + seatName(seat) + " shows hidden card \"" + std::string(s) + "\"");
    });
}

void checkEvents(const std::vector<Event>& events, std::optional<Seat> seat, const HiddenSet& hidden,
                 std::vector<std::string>& problems)
{
    if (hidden.empty())
        return;
    for (const auto& e : events)
        if (auto shown = e.forSeat(seat)) {
            checkLeak(*shown, hidden, [&] { return "event \"" + e.type + "\" for " + seatName(seat); }, problems);
            release(*shown);
        }
}
} // namespace

std::vector<std::string> checkInvariants(const GameRules& rules, const GameState& state, int seats,
                                         std::size_t expectedCards)
{
    std::vector<std::string> problems;
    checkLocations(rules, state, expectedCards, problems);
    for (int s = -1; s < seats; ++s)
        checkView(rules, state, viewer(s), HiddenSet(rules.hiddenFrom(state, viewer(s))), problems);
    checkGame(rules, state, {}, problems);
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
    // Every hidden set before any view: building and freeing a view is hundreds of small
    // allocations, and a large one in between (a hidden list) makes glibc consolidate them all.
    std::deque<HiddenSet> hidden; // deque: the sets never move
    for (int s = -1; s < seats; ++s)
        hidden.emplace_back(rules.hiddenFrom(state, viewer(s)));
    for (int s = -1; s < seats; ++s)
        checkView(rules, state, viewer(s), hidden[static_cast<std::size_t>(s + 1)], problems);
    // Each event's two shares (Event::shown: inside and outside its audience) built once, then
    // every viewer's share scanned against that viewer's hidden set, as checkEvents does.
    std::vector<std::optional<Json>> shares[2];
    bool built[2] = {false, false};
    for (int s = -1; s < seats; ++s) {
        const HiddenSet& h = hidden[static_cast<std::size_t>(s + 1)];
        if (h.empty())
            continue;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const bool inside = events[i].audience.includes(viewer(s));
            if (!built[inside]) {
                shares[inside].reserve(events.size());
                for (const auto& e : events)
                    shares[inside].push_back(e.shown(inside));
                built[inside] = true;
            }
            if (const auto& shown = shares[inside][i])
                checkLeak(*shown, h, [&] { return "event \"" + events[i].type + "\" for " + seatName(viewer(s)); },
                          problems);
        }
    }
    for (auto& side : shares)
        for (auto& shown : side)
            if (shown)
                release(*shown);
    checkGame(rules, state, events, problems);
    return problems;
}
} // namespace

RandomRunStats runRandomGames(const GameRules& rules, int games, std::uint64_t seed, int seats, const Json& options,
                              int maxActionsPerGame, const std::map<Seat, BotLevel>& bots)
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
        std::map<Seat, Bot> players;
        for (const auto& [s, level] : bots)
            players.emplace(s, Bot(rules, level, config.seed * 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(s)));
        const std::size_t cards = rules.cardLocations(match.state()).size();
        auto fail = [&](const std::string& why) {
            stats.failingSeed = config.seed;
            stats.failure = why;
        };
        if (auto problems = rules.invariantViolations(match.state(), {}); !problems.empty()) {
            fail("after setup: " + problems.front());
            ++stats.games;
            break;
        }
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
            const Seat botSeat = botToAct(p, [&](Seat s) { return players.count(s) > 0; });
            const Seat seat = botSeat >= 0 ? botSeat : p.seats[chooser.below(p.seats.size())];
            const auto legal = match.legalActions(seat);
            if (legal.empty()) {
                fail("seat " + std::to_string(seat + 1) + " is prompted (" + p.kind + ") but has no legal action");
                break;
            }
            Action a;
            if (botSeat >= 0) {
                const BotDecision d = players.at(botSeat).choose(match.state(), botSeat);
                stats.botSeconds.push_back(d.seconds);
                stats.botIterations.push_back(d.iterations);
                a = d.action;
            } else {
                a = legal[chooser.below(legal.size())];
            }
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
            ++stats.endings[o->reason.id];
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
