#include "Invariants.h"

#include "HiddenIds.h"
#include "Match.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
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

// Every string value inside `j` (keys excluded) that is hidden, in document order. `what()`
// names the document; it is worded only for a problem.
template <typename What>
void findHidden(const Json& j, const HiddenIds& hidden, const What& what, std::vector<std::string>& problems)
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
void checkLeak(const Json& shown, const HiddenIds& hidden, const What& what, std::vector<std::string>& problems)
{
    if (!hidden.empty())
        findHidden(shown, hidden, what, problems);
}

void checkLocations(const GameRules& rules, const GameState& state, std::size_t expectedCards,
                    std::vector<std::string>& problems)
{
    // The entries as the game gives them (GameRules::visitCardLocations: cardLocations' entries in
    // its order, without the list): each card's text kept once in `cards`, each zone once per run
    // of entries in it.
    struct Entry {
        std::uint64_t hash;
        std::uint32_t offset, length, zone;
    };
    std::vector<Entry> entries;
    entries.reserve(expectedCards + 8);
    std::string cards;
    cards.reserve(expectedCards * 8);
    std::vector<std::string> zones;
    rules.visitCardLocations(state, [&](std::string_view card, std::string_view zone) {
        if (zones.empty() || zones.back() != zone)
            zones.emplace_back(zone);
        entries.push_back({fnv1a64(card), static_cast<std::uint32_t>(cards.size()),
                           static_cast<std::uint32_t>(card.size()), static_cast<std::uint32_t>(zones.size() - 1)});
        cards.append(card);
    });
    if (entries.size() != expectedCards)
        problems.push_back("card count changed: " + std::to_string(expectedCards) + " before, " +
                           std::to_string(entries.size()) + " now");
    auto cardOf = [&](const Entry& e) { return std::string_view(cards).substr(e.offset, e.length); };
    // Each entry looked up, in the locations' order, in a hash table of the cards seen before it
    // (open addressing by the card's hash; entries whose hashes collide are still told apart by
    // the card): a card listed again is reported against its first entry, in the order the
    // locations list them.
    std::size_t capacity = 64;
    while (capacity < entries.size() * 2)
        capacity *= 2;
    const std::size_t mask = capacity - 1;
    std::vector<std::uint32_t> slots(capacity, 0); // entry index + 1; 0 = free
    for (std::uint32_t i = 0; i < entries.size(); ++i) {
        const Entry& e = entries[i];
        std::size_t j = static_cast<std::size_t>(e.hash ^ (e.hash >> 29)) & mask;
        for (;; j = (j + 1) & mask) {
            if (slots[j] == 0) {
                slots[j] = i + 1;
                break;
            }
            const Entry& first = entries[slots[j] - 1];
            if (first.hash == e.hash && cardOf(first) == cardOf(e)) {
                problems.push_back("card \"" + std::string(cardOf(e)) + "\" is in two zones: " + zones[first.zone] +
                                   " and " + zones[e.zone]);
                break;
            }
        }
    }
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
void checkView(const GameRules& rules, const GameState& state, std::optional<Seat> seat, const HiddenIds& hidden,
               std::vector<std::string>& problems)
{
    if (hidden.empty()) // nothing hidden: nothing the view could leak
        return;
    rules.visitViewStrings(state, seat, [&](std::string_view s) {
        if (hidden.contains(s))
            problems.push_back("view of " + seatName(seat) + " shows hidden card \"" + std::string(s) + "\"");
    });
}

// checkView for every viewer (hidden[0] the spectator's set, hidden[1 + s] seat s's) of a game
// whose views split (GameRules::viewsSplit): the spectator's strings, which every view has, read
// once and looked up in every viewer's set, then each seat's own part in its own set. The same
// problems as checkView's, in the order of the strings rather than of the viewers.
void checkSplitViews(const GameRules& rules, const GameState& state, const std::vector<const HiddenIds*>& hidden,
                     std::vector<std::string>& problems)
{
    const auto leak = [&](std::size_t v, std::string_view s) {
        problems.push_back("view of " + seatName(viewer(static_cast<int>(v) - 1)) + " shows hidden card \"" +
                           std::string(s) + "\"");
    };
    rules.visitViewStrings(state, std::nullopt, [&](std::string_view s) {
        std::uint64_t h = 0;
        bool hashed = false;
        for (std::size_t v = 0; v < hidden.size(); ++v) {
            if (!hidden[v]->mayContain(s))
                continue;
            if (!hashed) {
                h = fnv1a64(s);
                hashed = true;
            }
            if (hidden[v]->containsHash(h))
                leak(v, s);
        }
    });
    for (std::size_t v = 1; v < hidden.size(); ++v)
        if (!hidden[v]->empty())
            rules.visitOwnViewStrings(state, static_cast<Seat>(v - 1), [&](std::string_view s) {
                if (hidden[v]->contains(s))
                    leak(v, s);
            });
}

void checkEvents(const std::vector<Event>& events, std::optional<Seat> seat, const HiddenIds& hidden,
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
        checkView(rules, state, viewer(s), HiddenIds::of(rules, state, viewer(s)), problems);
    checkGame(rules, state, {}, problems);
    return problems;
}

std::vector<std::string> checkEventsHidden(const GameRules& rules, const GameState& after,
                                           const std::vector<Event>& events, int seats)
{
    std::vector<std::string> problems;
    for (int s = -1; s < seats; ++s)
        checkEvents(events, viewer(s), HiddenIds::of(rules, after, viewer(s)), problems);
    return problems;
}

namespace {
// checkInvariants + checkEventsHidden in one pass: each viewer's hidden set is built once and
// checked against its view and its share of the events. Problems come in the same words and
// order (locations, views, events).
// The seats' hidden sets are the ones Match computed for its undo verdict from the same state
// after the same action (Match::hiddenFrom); only the spectator's is built here.
std::vector<std::string> checkAfterAction(const GameRules& rules, const Match& match, int seats,
                                          std::size_t expectedCards, const std::vector<Event>& events)
{
    const GameState& state = match.state();
    std::vector<std::string> problems;
    checkLocations(rules, state, expectedCards, problems);
    const HiddenIds spectator =
        seats > 0 && match.hiddenFrom(0).shared()
            ? HiddenIds::on(match.hiddenFrom(0).shared(), rules, state, std::nullopt, match.hiddenFrom(0).ownSize())
            : HiddenIds::of(rules, state, std::nullopt, seats > 0 ? match.hiddenFrom(0).size() : 0);
    std::vector<const HiddenIds*> hidden{&spectator};
    for (int s = 0; s < seats; ++s)
        hidden.push_back(&match.hiddenFrom(s));
    if (rules.viewsSplit())
        checkSplitViews(rules, state, hidden, problems);
    else
        for (int s = -1; s < seats; ++s)
            checkView(rules, state, viewer(s), *hidden[static_cast<std::size_t>(s + 1)], problems);
    // Each event's two shares (Event::shown: inside and outside its audience) built once, then
    // every viewer's share scanned against that viewer's hidden set, as checkEvents does.
    std::vector<std::optional<Json>> shares[2];
    bool built[2] = {false, false};
    for (int s = -1; s < seats; ++s) {
        const HiddenIds& h = *hidden[static_cast<std::size_t>(s + 1)];
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
                              int maxActionsPerGame, const std::map<Seat, BotLevel>& bots, const Json& decks)
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
        config.decks = decks;
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
            const auto problems = checkAfterAction(rules, match, seats, cards, r.events);
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
