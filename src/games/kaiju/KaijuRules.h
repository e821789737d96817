#pragma once

#include "KaijuState.h"
#include "core/GameRules.h"
#include "core/Stops.h"

namespace tabletop::games::kaiju {

// Kaiju City for 2 to 5 players: the in-depth rules, the basic rules and house rulings K1-K7
// (docs/games/kaiju.md lists what is implemented and what is not yet).
class KaijuRules : public core::GameRules, public core::StopPoints {
public:
    core::GameInfo info() const override;
    std::vector<core::ActionSpec> actionSpecs() const override;
    std::unique_ptr<core::GameState> setup(const core::MatchConfig&, core::Rng&) const override;
    std::unique_ptr<core::GameState> setupScenario(const core::MatchConfig&, const core::Json& position,
                                                   core::Rng&) const override;
    core::Prompt prompt(const core::GameState&) const override;
    // The Move step: the cards are revealed and the answer is a number, so hot-seat answers it
    // on the curtain.
    bool promptIsPublic(const core::GameState& s) const override { return prompt(s).kind == "move"; }
    std::vector<core::Action> legalActions(const core::GameState&, core::Seat) const override;
    core::Result apply(core::GameState&, const core::Action&, core::Rng&) const override;
    std::optional<core::Outcome> outcome(const core::GameState&) const override;
    core::Json viewFor(const core::GameState&, std::optional<core::Seat>) const override;
    void visitViewStrings(const core::GameState&, std::optional<core::Seat>, const core::StringVisitor&) const override;
    bool viewsSplit() const override { return true; }
    void visitOwnViewStrings(const core::GameState&, core::Seat, const core::StringVisitor&) const override;
    core::Json toJson(const core::GameState&) const override;
    // A direct walk of every field (no JSON built): the hash recorded after every action.
    std::uint64_t stateDigest(const core::GameState&) const override;
    // Record version 5 brought the direct digest; version 1-4 records hashed toJson.
    int digestRecordVersion() const override { return 5; }
    std::unique_ptr<core::GameState> determinize(const core::GameState&, core::Seat, core::Rng&) const override;
    std::vector<core::CardLocation> cardLocations(const core::GameState&) const override;
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override;
    // The same entries as cardLocations and hiddenFrom (which are built from these), without
    // building lists or strings: what runs after every action.
    void visitCardLocations(const core::GameState&, LocationVisitor) const override;
    void visitHidden(const core::GameState&, std::optional<core::Seat>, IdVisitor) const override;
    bool hiddenSplit() const override { return true; }
    void visitHiddenFromAll(const core::GameState&, IdVisitor) const override;
    void visitHiddenOwn(const core::GameState&, std::optional<core::Seat>, IdVisitor) const override;
    std::vector<std::string> invariantViolations(const core::GameState&,
                                                 const std::vector<core::Event>&) const override;
    // What a card's face shows (name, kind, text, values, cost boxes, keywords, traits): the
    // table draws it from the card id the views give.
    core::Json cardFace(const std::string& cardId) const override;
    // Stops: the scar question after a combat ("scars"), answered by a bare pass.
    std::vector<std::string> stopPhases() const override;
    std::string stopPhase(const core::GameState&) const override;

    // Deck files (docs/games/kaiju.md, "Decks"): the sections team, planning and combat.
    bool usesDecks() const override { return true; }
    std::vector<core::Message> checkDeck(const core::Json& deck) const override;

    // A seat's team and decks checked against the construction rules: every problem, naming
    // the seat and the rule (empty: legal).
    static std::vector<std::string> checkLoadout(const Loadout& loadout, const std::string& where);
    static Options parseOptions(const core::Json& options); // throws std::invalid_argument

    static constexpr int kPlanningDraw = 5;  // default team
    static constexpr int kCombatHand = 5;
    static constexpr int kStartEnergy = 10;
    static constexpr int kFortitudeBonus = 2; // default team
    static constexpr int kFuryValue = 10;     // default team (ruling K6)
    static constexpr int kKaijuGlory = 5;     // a knocked out kaiju's glory (an ally's: its card's glory)
    static constexpr int kAllyLimit = 3;      // allies a team may hold (our ruling A1; extra members, not kaiju)
};

} // namespace tabletop::games::kaiju
