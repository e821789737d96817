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
    // The encounter option's content: a ready encounter's id gives its file, an encounter object
    // is itself; either checked by the encounter loader (its errors name the field).
    core::Json optionContent(const std::string& option, const core::Json& value) const override;
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
    // The identities a seat may not see (the random runner, the conformance suite and the LAN
    // leak test look for them in every view, event and byte): for the players and spectators,
    // the ids of the Director's combatants in stealth (never seen until found by an Awareness test,
    // exposed at the end of a turn or attacking; stealth is never regained, so an id once shown
    // stays shown). The Director sees everything.
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override;
    std::vector<std::string> invariantViolations(const core::GameState&, const std::vector<core::Event>&) const override;
    // From the seat's view only: where the acting combatant it controls can go this turn (every
    // square with its cost and the cheapest path), as the table lights them.
    core::Json affordances(const core::Json& view, core::Seat seat) const override;

    // Whether any standing players' combatant sees any square of c (C8). Players' combatants
    // are always seen.
    static bool visibleToPlayers(const CombatGridState& s, const Combatant& c);

private:
    core::Result applyAction(CombatGridState& s, const core::Action& action, core::Rng& rng) const;
    // The Combo System: while a combo is offered, the free action (any action but a move, no
    // action cost, the chain's variations not repeated) or the end of the chain.
    core::Result applyComboAction(CombatGridState& s, const core::Action& action, core::Rng& rng) const;
    std::vector<core::Action> comboLegalActions(const CombatGridState& s, core::Seat seat) const;
};

} // namespace tabletop::games::combatgrid
