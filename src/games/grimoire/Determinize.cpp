#include "GrimoireRules.h"

#include <stdexcept>

namespace tabletop::games::grimoire {

using core::ArgKind;
using core::ArgSpec;

std::vector<core::ActionSpec> GrimoireRules::actionSpecs() const
{
    const ArgSpec card{"card", ArgKind::String, true, "moved"};
    const ArgSpec element{"element", ArgKind::String, false, "destination"};
    const ArgSpec spell{"spell", ArgKind::String, true, "moved"};
    const ArgSpec from{"from", ArgKind::String, false};
    return {
        {"acquire", {card, element}},
        {"cast", {spell, from}},
        {"counter", {from}},
        {"pass", {}},
        {"target", {card}},
        {"done", {}},
        {"endTurn", {}},
        {"contract", {spell}},
    };
}

std::unique_ptr<core::GameState> GrimoireRules::determinize(const core::GameState&, core::Seat, core::Rng&) const
{
    throw std::logic_error("grimoire: determinize is not written yet");
}

} // namespace tabletop::games::grimoire
