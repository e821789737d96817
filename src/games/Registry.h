#pragma once

#include "core/GameRules.h"

#include <string_view>
#include <vector>

namespace tabletop::games {

// The manifest: every game the client knows, in display order. A game not yet playable has
// info() only (playable = false) and no rules.
struct GameEntry {
    core::GameInfo info;
    const core::GameRules* rules = nullptr; // null when not yet playable
};

const std::vector<GameEntry>& allGames();
const core::GameRules* findRules(std::string_view id);
const GameEntry* findGame(std::string_view id);

} // namespace tabletop::games
