#pragma once

#include "CardData.h"
#include "core/GameRules.h"
#include "core/ResponseWindow.h"

#include <optional>

#include <string>
#include <vector>

namespace tabletop::games::kaiju {

// CityDefender, FightOn and CityHand are steps of a Rampage (a combat against the city):
// who plays for the city, the rampager's choice after a city card's KO, and the city player's
// choice of hand after a KO or a MOVE.
// Join: the two fighting seats (attacker first) add characters to a team fight before round 1.
// Move: after a round's damage, each side with MOVE on its cards chooses how far it moves (the
// Sword first, then the Shield).
enum class Phase { DiscardDraw, Planning, Selection, Action, Challenge, Combat, Scars, Over, CityDefender, FightOn, CityHand, Join, Move };

// One physical card: a stable instance id (never shown while the card is hidden) and its card.
struct Card {
    int id = 0;
    int card = 0; // index into the card set
    bool operator==(const Card&) const = default;
};

// A member of a team: a kaiju, or an ally played from the planning hand (in-depth rules: it
// becomes a member of the team; `instance` keeps its card's instance id, public from then on).
struct Character {
    int card = 0;       // the kaiju's or ally's index into the card set
    int instance = 0;   // an ally: the instance id of its planning card; a kaiju: 0
    int damage = 0;     // damage counters
    bool active = false;
    bool enteredCity = false; // this turn (ruling K5: no healing)
    bool selected = false;    // chosen in Active Character Selection: it takes the Action
    std::vector<Card> scar;   // the one scar attached (in-depth rules: at most one at a time)
};

struct CityCard {
    Card card;
    int owner = 0;
    int damage = 0;
};

struct SeatState {
    int teamCard = -1; // the team card (index into the card set; its values and rule), -1: the default team
    std::vector<Character> team;
    int energy = 0;
    int fury = 0;
    int glory = 0;
    std::vector<Card> planningDeck; // top first
    std::vector<Card> planningHand;
    std::vector<Card> planningDiscard;
    std::vector<Card> combatDeck; // top first
    std::vector<Card> combatHand;
    std::vector<Card> combatDiscard;
    std::vector<Card> gloryPile; // city cards this seat knocked out (their glory is in `glory`)
    bool drawn = false; // done with Discard & Draw this turn
};

// One character in a combat, with its pools (ruling K1). A team fight has several fighters of a
// seat: fighters[0] and fighters[1] lead the two sides, characters who joined follow; a
// fighter's side is 0 when its seat is fighters[0]'s, 1 otherwise.
// In a Rampage the city's side is a fighter with character -1 (the front city card), played
// for by `seat` (-1: nobody plays for the city, the rampage is unopposed).
struct Fighter {
    int seat = 0;
    int character = 0; // index in the seat's team; -1: the front city card
    int ferocity = 0;
    int agility = 0;
    int power = 0;
};

// A combat card played face down in a round (ruling K2).
struct Play {
    Card card;
    int target = 0;    // a Sword card: the fighter it attacks; a Shield card: the attack (index into attacks) it answers
    int by = 0;        // a Sword card: the fighter of the Sword's side that plays it (pays for it, is counterattacked)
    bool rage = false; // ruling K6: costs nothing, toughness does not reduce it
};

// A side's choice of MOVE after the round's damage (in-depth rules, "Building the City & MOVE";
// ruling K2: reveal, damage, collateral, KO checks, then Move).
struct MoveChoice {
    int seat = 0;
    int most = 0;      // the MOVE of the side's cards played by fighters still standing
    int declared = -1; // a `move` given with the cards (rules version 1's form): applied without asking; -1: asked
};

// A combat between two fighters (Attack, or an accepted Challenge). The Sword plays attack cards
// face down, the Shield answers face down, then both are revealed together (K2); the roles
// swap each round.
struct Combat {
    std::vector<Fighter> fighters; // [0] the one who attacked or challenged (round 1's Sword)
    int round = 1;
    int sword = 0;                 // the Sword's side this round (0 or 1: also the index of that side's lead fighter)
    std::vector<Play> attacks;     // the Sword's face-down cards this round
    core::ResponseWindow window;   // fixed({sword seat, shield seat}, Continue); in Scars, the fighters' seats; in Join, the seats asked
    int scarStage = 0;             // Phase::Scars: 0 scars on the players' own kaiju, 1 on enemy kaiju
    bool rampage = false;          // a Rampage: fighters[0] the rampager, fighters[1] the city
    int swordMove = 0;             // MOVE the Sword declared with its face-down cards (hidden until the reveal)
    bool swordDeclared = false;    // the Sword gave `move` with its cards: a pre-declaration the Move step applies
    std::vector<MoveChoice> moves; // Phase::Move: the sides still to choose their MOVE this round, the Sword's first
    bool cityKo = false;           // Phase::Move in a Rampage: the city card fought was knocked out in this reveal
    int moved = 0;                 // Phase::Move: points moved so far this round
    std::vector<int> collateral;   // RANGE: city positions (0 the front) the Sword's cards hit for 1 each (hidden)
};

// A Challenge waiting for the target's answer.
struct Challenge {
    int seat = 0;      // the challenger
    int target = 0;    // the challenged seat
    int character = 0; // index in the target's team
};

// House rulings K1-K7 as options (docs/games/kaiju.md); the ruling is each default.
struct Options {
    int gloryToWin = 20;
    int healOutside = 1; // K5
    int boxEnergy = 1;                  // K1: energy paid for each cost box the pools cannot pay
    bool firstRoundRestrictions = true; // K3
    int combatRedraw = 5;               // K4: combat hand drawn back up to after a combat
    bool rageAttacks = true;            // K6
    bool teamFights = true;             // our ruling T1: other characters may join an Attack or a Challenge
};

struct KaijuState : core::GameState {
    Options options;
    int turn = 1;
    Phase phase = Phase::DiscardDraw;
    std::vector<int> order; // seats in initiative order, kept for the game
    int cursor = 0;         // index into `order` in Planning, Selection and Action
    int nextCardId = 1;
    std::vector<CityCard> city; // front first
    std::vector<SeatState> seats;
    std::optional<Challenge> challenge; // Phase::Challenge
    std::optional<Combat> combat;       // Phase::Combat

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<KaijuState>(*this); }
    int current() const { return order[static_cast<std::size_t>(cursor)]; }
};

} // namespace tabletop::games::kaiju
