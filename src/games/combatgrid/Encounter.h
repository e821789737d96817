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

// The map rows as a grid: core::Grid::fromRows's characters plus water by depth, which only
// this game reads: 'w' waist-high water (wading: Hindered, cost 2, no swimming) and 'W' deep
// water (3 metres: swimming, cost 2, a test to stay afloat). '~' stays 1 metre deep. Throws
// std::invalid_argument naming the row and column of an unknown character, and every character
// this game knows.
core::Grid gridFromRows(const std::vector<std::string>& rows);
// How deep the water is on a square of those rows: 0 none, 1 waist-high ('w'), 2 swimming
// ('~'), 3 deep ('W').
int waterLevel(const core::Grid& g, core::Cell c);
// The altitude bands (the rules' flight): ground, low, high.
const char* altitudeName(int band);

// The ready encounters built into the game, by id.
std::vector<std::string> encounterIds();
core::Json builtInEncounter(const std::string& id); // throws std::invalid_argument for an unknown id

} // namespace tabletop::games::combatgrid
