#pragma once

#include "Dice.h"
#include "Types.h"

#include <string>

namespace tabletop::core {

// The one `roll` event every game logs the same way (docs/architecture.md, "Dice and the roll
// event"), so every log and dice tray shows a roll alike and any result can be checked by hand
// (C5). Event::type is "roll"; Event::data is one of:
//
//   dice:    {kind:"dice", who, what, dice:"2d10+3", sides, faces:[..], modifier, total}
//   test:    {kind:"test", who, what, dice:"d100", faces:[tens, units], roll, base,
//             modifiers:[{name, value}], target, outcome:"success"|"failure", critical, fumble,
//             degrees}
//   opposed: {kind:"opposed", who, what, against, initiator:<test>, defender:<test>,
//             winner:"initiator"|"defender", reason}
//
// `who` and `against` are labels the game chooses (a combatant's name), `what` names the test
// or the purpose (a skill, "damage", "hit location"); all three may be empty. The message ids
// are core.roll.dice, core.roll.pass, core.roll.fail, core.roll.critical, core.roll.fumble and
// core.roll.opposed (args: who, what, against, dice, faces, total, roll, target, count = degrees).
// The audience is everyone; a game that rolls in secret (the Director's hidden rolls) sets
// audience, redacted and redactedMessage on the returned event like any other.
namespace roll {

inline constexpr const char* kEventType = "roll";

Json toJson(const DiceRoll& roll);
Json toJson(const TestResult& test);
Event diceEvent(const DiceRoll& roll, const std::string& who, const std::string& what);
Event testEvent(const TestResult& test, const std::string& who, const std::string& what);
Event opposedEvent(const OpposedResult& result, const std::string& who, const std::string& against,
                   const std::string& what);

} // namespace roll

} // namespace tabletop::core
