#pragma once

#include "CardData.h"
#include "core/GameRules.h"
#include "core/ResponseWindow.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::games::servants {

inline constexpr int kSlots = 5;

// The turn's phases (ruling S1). Draw and Standby pass without a decision while no card states a
// Standby action; the End phase asks only when the hand holds more than 6 cards.
// End (added last, so earlier states keep their digests): the active player has ended the turn
// from a Main Phase and the opponent, holding a legal answer, is asked whether to respond before
// the End Phase's actions; a window is always open then (docs/games/servants.md, "Responses").
enum class Phase { Main1, Battle, Main2, EndDiscard, Over, End };

// The Battle Phase's steps ("Quick Reference Chart"). Choose: the Battle step before an attack is
// declared; Attack: an attack is declared and may be answered; Damage: before the calculation.
enum class Step { Choose, Start, Attack, Damage, End };

// Offense: face-up and vertical. Defense: face-up and horizontal. Set: face-down Defense.
enum class Pos { Offense, Defense, Set };

// One physical card. `id` is what seats see when they may see the card.
struct Inst {
    int def = 0;
    int owner = 0;
    std::string id;
};

// A servant slot of the player who controls what lies in it.
struct ServantSlot {
    int card = -1; // instance index, -1 empty
    Pos pos = Pos::Offense;
    int placedTurn = 0;   // turn it was summoned or set (summoned or set this turn: no position change)
    int changedTurn = 0;  // turn its position last changed (once per turn)
    int attackedTurn = 0; // turn it last attacked (once per turn; no position change after)
    int powerTurn = 0;    // turn its Cost power was last used (once per turn)
};

struct StrategySlot {
    int card = -1;
    bool faceDown = true;
    int setTurn = 0;  // turn it was set (a conspiracy is activated from a later turn)
    int target = -1;  // the servant (instance) an Equip or targeting Continuous card is bound to
};

// One link of the chain; the window's ResponseLink of the same index has its seat and speed.
struct ChainLink {
    int card = -1;    // the strategy or conspiracy (instance), face-up in its slot or the map slot
    int target = -1;  // the chosen servant (instance), -1 none
    int summon = -1;  // specialSummon: the servant (instance) chosen from the hand
    bool negated = false;
    bool power = false; // a servant's Multi-trigger power: `card` is the servant on the map
};

// A servant whose control was taken until the end of the turn: it goes back to `returnTo` (the
// player it was taken from) when that turn ends, if it is still on the map.
struct LentServant {
    int card = -1;     // the servant (instance)
    int returnTo = 0;  // seat
    int turn = 0;      // the turn at whose end it returns
};

// A boost until the end of the turn (Quick-Play cards such as Sudden Gust).
struct TurnBoost {
    int card = -1; // the servant (instance)
    int off = 0;
    int def = 0;
};

// The declared attack of the Battle step, between its declaration and the damage calculation.
struct PendingAttack {
    int attacker = -1;  // instance
    int target = -1;    // instance, -1: a direct attack
    int foeServants = 0; // the defender's servants at the declaration (a change means a Replay)
    bool noDamage = false;
    bool targetFlipped = false; // the attack turned it face-up: its Flip power after the calculation
};

// A Flip power that chooses its target, waiting for its controller's choice: the servant was turned
// face-up by an attack (after the damage calculation, when it was not destroyed) and some target
// is legal. Its controller answers with `usePower {servant, targetSeat, targetSlot}`; nothing else
// happens meanwhile (docs/games/servants.md, "servants.power").
struct FlipQuestion {
    int card = -1;     // the servant (instance), face-up on its controller's side
    int seat = 0;      // its controller: the seat asked
    int attacker = -1; // the servant that attacked it (instance), -1 none
};

struct SeatState {
    int health = 1000;
    std::vector<int> deck; // top first
    std::vector<int> hand;
    std::vector<int> graveyard; // public, last destroyed last
    std::array<ServantSlot, kSlots> servants;
    std::array<StrategySlot, kSlots> strategies;
};

struct Options {
    int firstPlayer = -1;        // -1: from the seed (ruling S3)
    int startingHealth = 1000;   // ruling S4
};

struct ServantsState : core::GameState {
    Options options;
    std::vector<Inst> cards;
    std::array<SeatState, 2> players;
    int mapCard = -1; // the map strategy slot shared by the game
    // The chain (docs/games/servants.md, "Chains"): who is asked now and the links' seats and
    // speeds; `chain` holds what each link of the same index does. A window with no link is a
    // step's chance to start a chain (Start, Attack, Damage and End steps).
    std::optional<core::ResponseWindow> window;
    std::vector<ChainLink> chain;
    Step step = Step::Choose;
    PendingAttack attack;
    std::vector<TurnBoost> boosts;
    std::vector<LentServant> lent; // control taken until the end of the turn
    std::optional<FlipQuestion> flipAsk; // a Flip power's target to choose before play goes on
    // The servant (instance, face-up) whose summon the open question answers, named in the prompt;
    // -1 when none is open or a position opened the question without one.
    int summoned = -1;
    int firstPlayer = 0;
    int active = 0;
    int turn = 1; // counts both players' turns; turn 1 is the first player's first
    Phase phase = Phase::Main1;
    bool normalSummonUsed = false; // this turn: a Normal Summon, Sacrifice Summon or Set
    bool over = false;
    std::vector<int> winners; // empty and over: a draw
    core::Message endMessage;

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<ServantsState>(*this); }

    const CardDef& def(int card) const { return builtInCards()[cards[static_cast<std::size_t>(card)].def]; }
    const std::string& id(int card) const { return cards[static_cast<std::size_t>(card)].id; }
    SeatState& seat(int s) { return players[static_cast<std::size_t>(s)]; }
    const SeatState& seat(int s) const { return players[static_cast<std::size_t>(s)]; }
};

} // namespace tabletop::games::servants
