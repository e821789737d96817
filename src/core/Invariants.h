#pragma once
#include "Bot.h"

#include "GameRules.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::core {

// Every string value anywhere inside a JSON tree (keys excluded).
void collectStrings(const Json& j, std::vector<std::string>& out);

// Checks what must hold after every action: the number of physical cards never changes,
// each card is in exactly one zone, no seat's view (or spectator view) names a card that seat
// may not see, and the game's own invariants (GameRules::invariantViolations, called here with
// no events) hold. Returns violations in words; empty means all is well.
std::vector<std::string> checkInvariants(const GameRules& rules, const GameState& state, int seats,
                                         std::size_t expectedCards);

// Also checks that each seat's share of the events contains no card hidden from it.
std::vector<std::string> checkEventsHidden(const GameRules& rules, const GameState& after,
                                           const std::vector<Event>& events, int seats);

struct RandomRunStats {
    int games = 0;
    std::uint64_t actions = 0;
    double seconds = 0;
    std::optional<std::uint64_t> failingSeed;
    std::string failure;
    std::vector<int> wins; // per seat, plus draws in the last slot
    std::map<std::string, int> endings; // games per Outcome::reason.id (how each game ended)
    std::vector<double> botSeconds;     // each computer decision's wall time (with `bots`)
    std::vector<int> botIterations;     // each computer decision's search iterations
};

// Plays `games` games of random legal actions, game i using seed `seed + i`; stops at the
// first invariant violation (the card checks, then the game's own invariantViolations, which
// are checked after setup and after every action with its events). The action choices come from a second generator seeded from
// the game's seed, so a failing seed reproduces exactly.
// `bots`: seats played by the computer (core::Bot at that level) instead of at random; each
// bot's search is seeded from the game's seed and its seat, so a game still reproduces.
// `decks`: MatchConfig::decks for every game (null: the game's own starters).
RandomRunStats runRandomGames(const GameRules& rules, int games, std::uint64_t seed, int seats,
                              const Json& options = Json::object(), int maxActionsPerGame = 100000,
                              const std::map<Seat, BotLevel>& bots = {}, const Json& decks = Json());

} // namespace tabletop::core
