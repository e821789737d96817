#pragma once

#include "GrimoireState.h"
#include "core/GameRules.h"
#include "core/Stops.h"

namespace tabletop::games::grimoire {

// Evilpact for two players: the manual, the publisher's Q&A and rulings G1-G2
// (docs/games/grimoire.md lists every ruling applied).
class GrimoireRules : public core::GameRules, public core::StopPoints {
public:
    // Stops: the Hastur window after a spell (spell).
    std::vector<std::string> stopPhases() const override;
    std::string stopPhase(const core::GameState&) const override;
    core::GameInfo info() const override;
    std::vector<core::ActionSpec> actionSpecs() const override;
    std::unique_ptr<core::GameState> determinize(const core::GameState&, core::Seat, core::Rng&) const override;
    std::unique_ptr<core::GameState> setup(const core::MatchConfig&, core::Rng&) const override;
    std::unique_ptr<core::GameState> setupScenario(const core::MatchConfig&, const core::Json& position,
                                                   core::Rng&) const override;
    core::Prompt prompt(const core::GameState&) const override;
    std::vector<core::Action> legalActions(const core::GameState&, core::Seat) const override;
    core::Result apply(core::GameState&, const core::Action&, core::Rng&) const override;
    std::optional<core::Outcome> outcome(const core::GameState&) const override;
    core::Json viewFor(const core::GameState&, std::optional<core::Seat>) const override;
    core::Json toJson(const core::GameState&) const override;
    std::uint64_t stateDigest(const core::GameState&) const override;
    int digestRecordVersion() const override { return 2; }
    std::vector<core::CardLocation> cardLocations(const core::GameState&) const override;
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override;

    static Options parseOptions(const core::Json& options); // throws std::invalid_argument
};

// Internal helpers shared by the rules' source files.
namespace detail {
core::Json cardJson(const GrimoireState& s, int card, const Placed* placed);
core::Json spellJson(int seat, const std::string& spell);
// Whether the seat could possibly counter this spell judging only by public information.
bool counterPubliclyPossible(const GrimoireState& s, int seat, const Pending& p);
} // namespace detail

} // namespace tabletop::games::grimoire
