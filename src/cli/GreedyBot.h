#pragma once

#include "core/GameRules.h"
#include "core/Rng.h"

namespace tabletop::cli {

// A simple game-agnostic bot for `demo`: takes an immediate win when one action gives it, avoids
// an action that loses on the spot, prefers doing something over passing or ending its turn, and
// picks at random among equals. Deterministic for a given chooser seed.
class GreedyBot {
public:
    explicit GreedyBot(std::uint64_t seed) : m_chooser(seed) { }

    // One of `legal` (which must not be empty) for `seat` in `state`.
    core::Action choose(const core::GameRules& rules, const core::GameState& state, core::Seat seat,
                        const std::vector<core::Action>& legal);

private:
    int score(const core::GameRules& rules, const core::GameState& state, const core::Action& action);

    core::Rng m_chooser;
};

} // namespace tabletop::cli
