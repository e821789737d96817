#pragma once

#include "NeoTokyoState.h"
#include "core/GameRules.h"
#include "core/Stops.h"

namespace tabletop::games::neotokyo {

// The Neo-Tokyo relationship card game for 2-5 players: the rulebook and rulings N1-N6
// (docs/games/neotokyo.md lists every rule and where it is tested).
class NeoTokyoRules : public core::GameRules, public core::StopPoints {
public:
    // Stops: reactions and the chances to speak in another seat's round, by phase (openingDraw,
    // battle, main), and the hurts of the Consummation Stage (stage).
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
    int digestRecordVersion() const override { return 3; }
    std::vector<core::CardLocation> cardLocations(const core::GameState&) const override;
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override;
    core::Json cardFace(const std::string& cardId) const override;
    bool usesDecks() const override { return true; }
    std::vector<core::Message> checkDeck(const core::Json& deck) const override;

    static Options parseOptions(const core::Json& options); // throws std::invalid_argument
    static constexpr int kMinSeats = 2;
    static constexpr int kMaxSeats = 5;
};

namespace detail {
// A fresh instance id for a card entering a hidden zone.
void renew(NeoTokyoState& s, int card);
// The seat's deck as instances (from its deck JSON), consummation card set; deck unshuffled.
void buildSeat(NeoTokyoState& s, int seat, const core::Json& deck);
core::Json buildView(const NeoTokyoState& s, std::optional<int> viewer, bool full);
} // namespace detail

} // namespace tabletop::games::neotokyo
