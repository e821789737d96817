#pragma once

#include "core/GameRules.h"
#include "core/Rng.h"

#include <cstdint>
#include <unordered_set>

namespace tabletop::cli {

// A simple game-agnostic bot for `demo`: takes an immediate win when one action gives it, avoids
// an action that loses on the spot, prefers doing something over passing or ending its turn, and
// picks at random among equals; an action that only brings back a state it has already been
// asked in (a free toggle undone, say) counts below passing, so it never loops. Deterministic
// for a given chooser seed.
class GreedyBot {
public:
    explicit GreedyBot(std::uint64_t seed) : m_chooser(seed) { }

    // One of `legal` (which must not be empty) for `seat` in `state`.
    core::Action choose(const core::GameRules& rules, const core::GameState& state, core::Seat seat,
                        const std::vector<core::Action>& legal);

private:
    int score(const core::GameRules& rules, const core::GameState& state, const core::Action& action);

    core::Rng m_chooser;
    std::unordered_set<std::uint64_t> m_seen; // the digests of the states it was asked in
};

} // namespace tabletop::cli
