#pragma once

#include "core/Json.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace tabletop::games::neotokyo {

// Colour = main character (rulebook "Line Marks"); the index is the character's index everywhere.
inline constexpr std::array<const char*, 6> kColours{"blue", "white", "red", "green", "yellow", "black"};
inline constexpr std::array<const char*, 6> kCharacters{"Shinji", "Rei", "Asuka", "Misato", "Ritsuko", "Gendou"};
enum Character { Shinji = 0, Rei = 1, Asuka = 2, Misato = 3, Ritsuko = 4, Gendou = 5 };

enum class CardType { Eva, Character, Drama, Battle, Put, Line, Angel, Consummation };

struct Mark {
    bool hurt = false; // false: attract
    int target = 0;    // character index
};

// One effect or condition of the vocabulary (docs/games/neotokyo.md, "Effect vocabulary").
struct Effect {
    std::string op;
    int amount = 0;
    bool weapon = false;
    int colour = -1;
    std::vector<int> colours; // conditions: "colours" or "with"
    int min = 0;
};

struct CardDef {
    std::string id;
    std::string name;
    CardType type = CardType::Drama;
    std::string text;
    int colour = -1; // -1 for Angels
    int dp = 0;
    int strength = 0; // Angels
    bool putOnEva = false;
    bool other = false;
    bool reaction = false;
    std::vector<Mark> marks;
    std::vector<Effect> effects;
    std::vector<Effect> level1, level2; // Consummation conditions

    bool has(const std::string& op) const;
    int sum(const std::string& op) const; // total amount of that op
    bool canBeLine() const { return type != CardType::Angel && type != CardType::Consummation && !marks.empty(); }
};

struct CardSet {
    std::vector<CardDef> cards;
    std::map<std::string, int> byId, byName;
    std::vector<std::string> deckSections; // from the schema's "deckSections": main, consummation
    int indexOfId(const std::string& id) const;
    int indexOfName(const std::string& name) const;
    const CardDef& operator[](int i) const { return cards[static_cast<std::size_t>(i)]; }
};

// Parses and checks a card file (cards/neotokyo/*.json) with the catalog's card-file reader
// (catalog::loadGameCardsFromText: the file, the schema, the fields every game shares, ids used
// twice), then against the rules' own expectations (which fields each type needs, names used
// twice). Every problem names the card ("card <index from 0> (<id>)") and the field.
CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors);

// The set built into the program (cards/neotokyo/core.json embedded at build time).
const CardSet& builtInCards();
const std::string& builtInSchema();

int colourIndex(const std::string& colour); // -1 when unknown
const char* typeName(CardType);

} // namespace tabletop::games::neotokyo
