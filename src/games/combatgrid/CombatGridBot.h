#pragma once
// The computer's knowledge of this game (core::BotKnowledge, CombatGridBot.cpp): the standing of an
// unfinished game, the playouts' taste in moves and where a playout is cut off. Registered
// with the game (games::allGames).
#include "core/BotKnowledge.h"

namespace tabletop::games::combatgrid {

class CombatGridBot : public core::BotKnowledge {
public:
    std::vector<double> evaluate(const core::GameState& state) const override;
    std::vector<double> weights(const core::GameState& state, core::Seat seat,
                                const std::vector<core::Action>& legal) const override;
    int playoutLimit() const override;
};

const CombatGridBot& botKnowledge();

} // namespace tabletop::games::combatgrid
