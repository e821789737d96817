#pragma once

#include "ServantsState.h"
#include "core/GameRules.h"
#include "core/Stops.h"

namespace tabletop::games::servants {

// Servant Zones, the CryptoNWO duel for two players: the rules text and rulings S1-S4
// (docs/games/servants.md lists every rule applied and what is not implemented yet).
class ServantsRules : public core::GameRules, public core::StopPoints {
public:
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
    void visitViewStrings(const core::GameState&, std::optional<core::Seat>, const core::StringVisitor&) const override;
    core::Json toJson(const core::GameState&) const override;
    std::uint64_t stateDigest(const core::GameState&) const override;
    int digestRecordVersion() const override { return 1; }
    std::vector<core::CardLocation> cardLocations(const core::GameState&) const override;
    std::vector<std::string> hiddenFrom(const core::GameState&, std::optional<core::Seat>) const override;
    void visitHidden(const core::GameState&, std::optional<core::Seat>, IdVisitor) const override;
    void visitCardLocations(const core::GameState&, LocationVisitor) const override;
    std::vector<std::string> invariantViolations(const core::GameState&, const std::vector<core::Event>&) const override;
    core::Json cardFace(const std::string& cardId) const override;
    bool usesDecks() const override { return true; }
    std::vector<core::Message> checkDeck(const core::Json& deck) const override;
    // Stops: the chain and step questions ("Do you wish to continue?") in a Main Phase ("main")
    // or the Battle Phase ("battle"); a bare pass answers each.
    std::vector<std::string> stopPhases() const override;
    std::string stopPhase(const core::GameState&) const override;

    static Options parseOptions(const core::Json& options); // throws std::invalid_argument
    static constexpr int kHandLimit = 6;
    static constexpr int kOpeningHand = 5;
};

// Rule ids (docs/games/servants.md maps them to the rules text).
namespace rule {
inline const char* const kMatch = "servants.match";
inline const char* const kMap = "servants.map";
inline const char* const kPhases = "servants.phases";
inline const char* const kNormalSummon = "servants.normalSummon";
inline const char* const kSacrifice = "servants.sacrifice";
inline const char* const kFlip = "servants.flipSummon";
inline const char* const kPosition = "servants.position";
inline const char* const kBattle = "servants.battle";
inline const char* const kDamage = "servants.damage";
inline const char* const kStrategy = "servants.strategy";
inline const char* const kChain = "servants.chain";
inline const char* const kEffect = "servants.effect";
inline const char* const kReplay = "servants.replay";
inline const char* const kPower = "servants.power";
inline const char* const kControl = "servants.control";
} // namespace rule

namespace detail {
core::Json buildView(const ServantsState& s, std::optional<int> viewer, bool full);
core::Json faceJson(const CardDef& d);
const char* posName(Pos p);
const char* phaseName(Phase p);
// Who may see the card in this slot: its controller always, everyone once it is face-up.
bool servantHiddenFrom(const ServantSlot& slot, int controller, std::optional<int> viewer);
const char* stepName(Step);
// ServantsEffects.cpp: what the cards that stay on the map do to servants.
bool onChain(const ServantsState& s, int card);
int statNow(const ServantsState& s, int controller, int slot, bool off); // OFF or DEF with every boost
bool cannotAttack(const ServantsState& s, int card);
} // namespace detail

} // namespace tabletop::games::servants
