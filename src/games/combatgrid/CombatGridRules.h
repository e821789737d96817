#pragma once

#include "CombatGridState.h"
#include "core/GameRules.h"

namespace tabletop::games::combatgrid {

// Combat Grid: the structured-time combat of an Evangelion tabletop RPG with rulings C1-C8
// (docs/games/combatgrid.md lists what is implemented and what is not yet).
class CombatGridRules : public core::GameRules {
public:
    core::GameInfo info() const override;
    std::vector<core::ActionSpec> actionSpecs() const override;
    std::unique_ptr<core::GameState> setup(const core::MatchConfig&, core::Rng&) const override;
    std::unique_ptr<core::GameState> setupScenario(const core::MatchConfig&, const core::Json& position,
                                                   core::Rng&) const override;
    core::Prompt prompt(const core::GameState&) const override;
    std::vector<core::Action> legalActions(const core::GameState&, core::Seat) const override;
    core::Result apply(core::GameState&, const core::Action&, core::Rng&) const override;
    std::optional<core::Outcome> outcome(const core::GameState&) const override;
    core::Json viewFor(const core::GameState&, std::optional<core::Seat>) const override;
    core::Json toJson(const core::GameState&) const override;
    std::unique_ptr<core::GameState> determinize(const core::GameState&, core::Seat, core::Rng&) const override;
    std::vector<core::CardLocation> cardLocations(const core::GameState&) const override { return {}; }
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override
    {
        return {};
    }
    std::vector<std::string> invariantViolations(const core::GameState&, const std::vector<core::Event>&) const override;

    // Whether any standing players' combatant sees any square of c (C8). Players' combatants
    // are always seen.
    static bool visibleToPlayers(const CombatGridState& s, const Combatant& c);
};

} // namespace tabletop::games::combatgrid
