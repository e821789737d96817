#pragma once

#include "CombatGridState.h"
#include "core/Json.h"

#include <string>
#include <vector>

namespace tabletop::games::combatgrid {

// Encounters are data (cards/combatgrid/schema.json). Reads one into a fresh state (map and
// combatants, nothing rolled yet). Throws std::invalid_argument naming the encounter and the
// field: "encounter security-floor: combatants[2].scores.grace: an integer 1..100".
CombatGridState loadEncounter(const core::Json& encounter);

// The ready encounters built into the game, by id.
std::vector<std::string> encounterIds();
core::Json builtInEncounter(const std::string& id); // throws std::invalid_argument for an unknown id

} // namespace tabletop::games::combatgrid
