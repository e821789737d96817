#pragma once

#include "core/Types.h"

#include <map>
#include <string>
#include <vector>

namespace tabletop::games::servants {

enum class Kind { Servant, Strategy, Conspiracy };

// What a strategy or conspiracy does when its link resolves, or while it stays face-up: the
// field "effect" of cards/servants/cards.json (docs/games/servants.md, "Card effects").
struct Effect {
    std::string op;      // draw, damage, heal, boost, destroyAttacker, blockDamage, negate, specialSummon, cannotAttack, takeControl, destroy (powers)
    int amount = 0;      // cards to draw, Health, or points of OFF/DEF (negative: a loss)
    std::string stat;    // boost: "off" or "def"
    std::string target;  // boost, cannotAttack: "chosen" (a face-up servant), "yours" or "all"
    std::string element; // boost of "yours"/"all": only servants of this element (empty: every one)
    std::string when;    // "opponentAttacks": only answering an attack on your servants or you
    int payHealth = 0;   // a cost paid on activation
    int maxLevel = 0;    // specialSummon: the highest level it brings out of the hand
    bool thisTurn = false; // boost of a chosen servant, takeControl: until the end of the turn (else while the card stays)

    bool chosenTarget() const { return target == "chosen"; }
};

// One card of cards/servants/cards.json (docs/games/servants.md, "Cards").
struct CardDef {
    std::string id;
    std::string name;
    Kind kind = Kind::Servant;
    std::string text;
    std::string rarity;
    // Servants (ruling S2: element and type have no rules effect of their own).
    std::string element;
    std::string servantType;
    int level = 0;
    int off = 0; // in tens and hundreds (ruling S4)
    int def = 0;
    // Strategies and conspiracies.
    std::string subtype; // normal, equip, continuous, quickPlay, map, counter
    int speed = 0;
    Effect effect; // op empty for servants
    // A servant's power: kind "flip", "continuous" or "trigger" (empty: none); `powerOn` is a
    // trigger's condition ("directDamage"); `power` what it does, in the effect vocabulary.
    // "multiTrigger" (used when its player chooses, also in the opponent's turn) is a chain link
    // of `powerSpeed`; "trigger" has `powerOn` directDamage, summoned or toGraveyard.
    std::string powerKind;
    std::string powerOn;
    int powerSpeed = 0;
    Effect power;

    bool isServant() const { return kind == Kind::Servant; }
    bool isMap() const { return subtype == "map"; }
    // Servants of level 5-6 need one sacrifice, 7 and more two (Sacrifice Summon).
    int sacrificesNeeded() const { return level >= 7 ? 2 : level >= 5 ? 1 : 0; }
};

struct CardSet {
    std::vector<CardDef> cards;
    std::map<std::string, int> byId, byName;
    int indexOfId(const std::string& id) const;
    int indexOfName(const std::string& name) const;
    const CardDef& operator[](int i) const { return cards[static_cast<std::size_t>(i)]; }
};

// Parses and checks a card file with the catalog's reader (the schema, as the collection
// checks it) and then what the schema cannot say; every problem names the card (index from 0
// and id) and the field.
CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors);
const CardSet& builtInCards();
const char* kindName(Kind);

// Deck lists (docs/cards.md): problems name the line.
core::Json parseDeckList(const std::string& text, std::vector<std::string>& errors);
// Deck construction: at least 40 cards, every card known.
std::vector<core::Message> checkDeck(const core::Json& deck, const CardSet& cards);

struct StarterDeck {
    std::string file;
    core::Json deck;
};
const std::vector<StarterDeck>& starterDecks();

} // namespace tabletop::games::servants
