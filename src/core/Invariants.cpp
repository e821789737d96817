#include "Invariants.h"

#include "Match.h"

#include <chrono>
#include <map>
#include <set>

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

void checkLeak(const Json& shown, const std::vector<std::string>& hidden, const std::string& what,
               std::vector<std::string>& problems)
{
    if (hidden.empty())
        return;
    std::set<std::string> hiddenSet(hidden.begin(), hidden.end());
    std::vector<std::string> strings;
    collectStrings(shown, strings);
    for (const auto& s : strings)
        if (hiddenSet.count(s))
            problems.push_back(what + " shows hidden card \"" + s + "\"");
}
} // namespace

std::vector<std::string> checkInvariants(const GameRules& rules, const GameState& state, int seats,
                                         std::size_t expectedCards)
{
    std::vector<std::string> problems;
    const auto locations = rules.cardLocations(state);
    if (locations.size() != expectedCards)
        problems.push_back("card count changed: " + std::to_string(expectedCards) + " before, " +
                           std::to_string(locations.size()) + " now");
    std::map<std::string, std::string> where;
    for (const auto& loc : locations) {
        auto [it, fresh] = where.emplace(loc.card, loc.zone);
        if (!fresh)
            problems.push_back("card \"" + loc.card + "\" is in two zones: " + it->second + " and " + loc.zone);
    }
    for (int s = -1; s < seats; ++s) {
        const std::optional<Seat> seat = s < 0 ? std::nullopt : std::optional<Seat>(s);
        checkLeak(rules.viewFor(state, seat), rules.hiddenFrom(state, seat), "view of " + seatName(seat), problems);
    }
    return problems;
}

std::vector<std::string> checkEventsHidden(const GameRules& rules, const GameState& after,
                                           const std::vector<Event>& events, int seats)
{
    std::vector<std::string> problems;
    for (int s = -1; s < seats; ++s) {
        const std::optional<Seat> seat = s < 0 ? std::nullopt : std::optional<Seat>(s);
        const auto hidden = rules.hiddenFrom(after, seat);
        for (const auto& e : events)
            if (auto shown = e.forSeat(seat))
                checkLeak(*shown, hidden, "event \"" + e.type + "\" for " + seatName(seat), problems);
    }
    return problems;
}

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
            auto problems = checkInvariants(rules, match.state(), seats, cards);
            auto leaks = checkEventsHidden(rules, match.state(), r.events, seats);
            problems.insert(problems.end(), leaks.begin(), leaks.end());
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
