#pragma once

#include "catalog/CardFiles.h"

#include <filesystem>
#include <vector>

namespace tabletop::games::combatgrid {

// What the collection lists of Combat Grid (issue 16, "the collection lists the encounters,
// weapons and combatant sheets with search"), derived from the encounter files
// (cards/combatgrid/encounters/*.json) through the game's own loader (loadEncounter), so a sheet
// reads as the engine reads it (an Eva's armour by default, wounds from Physique):
//   - one entry per encounter (type "encounter"): title, description, scale, map size and rows,
//     the combatants by side; its Japanese title and description as the entry's translation;
//   - one per distinct weapon (type "weapon": name, attack, damage, range, combo) with the
//     combatants that carry it;
//   - one combatant sheet per combatant of each encounter (type "sheet").
// The entries' schema gives the filters: type, attack, damage, kind, scale, side.
// The hook of the games' registry (GameEntry::collectionEntries); a file that does not load is an
// issue naming it and the field, and the other files still give their entries.
// With `savedRoot` (the user's data folder), the encounters the map editor saved there
// (<savedRoot>/encounters/combatgrid/*.json) are listed too.
catalog::DerivedEntries collectionEntries(const std::filesystem::path& gameFolder, const std::filesystem::path& savedRoot = {});

// The same from encounter files already read (`name`: the file's name in encounters/).
catalog::DerivedEntries collectionEntriesFromText(const std::string& game,
                                                  const std::vector<catalog::CardFileText>& encounters);

} // namespace tabletop::games::combatgrid
