#pragma once

// The checks every game must pass, whatever its rules: run on seeded random games, after every
// action. std-only so the same code judges the real games (tst_conformance) and the fake game
// with planted defects that prove each check can fail.

#include "core/GameRules.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace conformance {

struct Options {
    int games = 1;                 // random games, seeds seed .. seed + games - 1
    std::uint64_t seed = 1;
    int seats = 2;
    tabletop::core::Json options = tabletop::core::Json::object();
    int maxActions = 5000;         // per game; reaching it is a failure (the game must end)
    int mutateEvery = 1;           // mutate the chosen action at every Nth step (1: every step)
    int determinizeEvery = 1;      // view invariance at every Nth step
    int determinizations = 1;      // re-deals tried per seat and step
    int botEvery = 7;              // the computer's choice checked for peeking at every Nth step (0: never)
};

struct Report {
    int games = 0;
    std::uint64_t actions = 0;
    std::uint64_t undone = 0;          // actions undone and redone
    std::uint64_t notUndoable = 0;     // actions Match refused to take back
    std::uint64_t mutationsRefused = 0;
    std::uint64_t determinized = 0;    // (state, seat) pairs re-dealt and compared
    std::uint64_t redealtDiffered = 0; // of those, re-deals whose hidden cards really moved
    std::uint64_t botChecks = 0;       // computer choices compared between a state and a re-deal
    std::vector<std::string> failures; // empty: every check held; each names the seed and step
};

// Every malformed variant of a legal action that the suite sends, each with what was changed:
// an unknown type or argument; each argument null, an object, missing, of another type, huge,
// negative, an unknown name; an optional argument of a wrong type; the action sent for every
// other seat and for seats that do not exist. (The LAN tests send the same list over a socket.)
std::vector<std::pair<std::string, tabletop::core::Action>>
mutations(const tabletop::core::Action& action, const std::vector<tabletop::core::ActionSpec>& specs, int seats);

// The checks, after each action of each game:
// - replay: the record replays to the same hash, generator included, after every action;
// - undo: offered only when the generator did not move and no seat's hidden set lost an
//   identity; undoing gives back exactly the earlier hash, views and legal actions; redoing
//   the same action reaches the same hash;
// - view invariance: for every seat, determinize(state, seat) gives that seat byte-identical
//   views and legal actions, and keeps the number of cards;
// - mutated actions (each argument of a wrong type, missing, unknown, huge, negative; the
//   action sent by a seat that is not asked) are refused and change nothing, or are accepted
//   only when they are themselves one of that seat's legal actions.
// Stops at the first failure of each game.
Report run(const tabletop::core::GameRules& rules, const Options& options);

} // namespace conformance
