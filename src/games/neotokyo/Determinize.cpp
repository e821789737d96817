#include "NeoTokyoRules.h"

#include <stdexcept>

namespace tabletop::games::neotokyo {

using core::ArgKind;
using core::ArgSpec;

std::vector<core::ActionSpec> NeoTokyoRules::actionSpecs() const
{
    const ArgSpec card{"card", ArgKind::String, true, "moved"};
    ArgSpec mark{"mark", ArgKind::Integer, false};
    mark.min = 0;
    mark.max = 16;
    const ArgSpec target{"target", ArgKind::String, false, "destination"};
    ArgSpec evas{"evas", ArgKind::StringList, true};
    evas.maxItems = 3;
    return {
        {"pass", {}},
        {"line", {card, mark}},
        {"play", {card, target}},
        {"assign", {evas}},
        {"discard", {card}},
        {"declare", {}},
        {"decline", {}},
    };
}

std::unique_ptr<core::GameState> NeoTokyoRules::determinize(const core::GameState&, core::Seat, core::Rng&) const
{
    throw std::logic_error("neotokyo: determinize is not written yet");
}

} // namespace tabletop::games::neotokyo
