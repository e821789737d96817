#pragma once
// What a game may tell the computer (core::Bot) beyond its rules: optional, in the game's own
// folder, general knowledge of the game only (no scripts per card or deck). The search uses it
// only on worlds from GameRules::determinize, so it may read the whole state it is given.
// docs/architecture.md, "Computer opponents". Standard C++ only.
#include "GameRules.h"

#include <string>
#include <vector>

namespace tabletop::core {

class BotKnowledge {
public:
    virtual ~BotKnowledge() = default;
    // How each seat stands in an unfinished game: one value in [0, 1] per seat (index = seat;
    // 1: as good as won; an even game about one half each, as a draw scores). A playout cut off
    // before the end scores this instead of nothing. Empty: no evaluation.
    virtual std::vector<double> evaluate(const GameState& state) const
    {
        (void)state;
        return {};
    }
    // How much the playouts favour each of `legal` (`seat`'s legal actions in `state`): one
    // weight >= 0 per action, not all 0; the search also expands the heaviest untried move
    // first. Empty: every move alike.
    virtual std::vector<double> weights(const GameState& state, Seat seat, const std::vector<Action>& legal) const
    {
        (void)state;
        (void)seat;
        (void)legal;
        return {};
    }
    // Actions a playout makes before it is cut off and evaluated (0: the level's limit).
    virtual int playoutLimit() const { return 0; }
};

// The knowledge registered for a game id, or nullptr. The registry (games::allGames) registers
// each game's at start-up; a test may register its own; nullptr takes it away (bench_bots
// --plain measures the search without it). Safe to call from the bots' threads.
void setBotKnowledge(const std::string& gameId, const BotKnowledge* knowledge);
const BotKnowledge* botKnowledge(const std::string& gameId);

} // namespace tabletop::core
