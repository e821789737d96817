#pragma once

#include "CardData.h"
#include "core/GameRules.h"

#include <string>
#include <vector>

namespace tabletop::games::kaiju {

enum class Phase { DiscardDraw, Planning, Selection, Action, Over };

// One physical card: a stable instance id (never shown while the card is hidden) and its card.
struct Card {
    int id = 0;
    int card = 0; // index into the card set
    bool operator==(const Card&) const = default;
};

struct Character {
    int card = 0;       // a kaiju's index into the card set
    int damage = 0;     // damage counters
    bool active = false;
    bool enteredCity = false; // this turn (ruling K5: no healing)
};

struct CityCard {
    Card card;
    int owner = 0;
    int damage = 0;
};

struct SeatState {
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
    bool drawn = false; // done with Discard & Draw this turn
};

// House rulings K1-K7 as options (docs/games/kaiju.md); the ruling is each default.
struct Options {
    int gloryToWin = 20;
    int healOutside = 1; // K5
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

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<KaijuState>(*this); }
    int current() const { return order[static_cast<std::size_t>(cursor)]; }
};

} // namespace tabletop::games::kaiju
