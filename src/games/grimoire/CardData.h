#pragma once

#include <array>
#include <string>
#include <vector>

namespace tabletop::games::grimoire {

inline constexpr std::array<const char*, 5> kElements{"red", "blue", "yellow", "black", "white"};
inline constexpr std::array<const char*, 5> kSpells{"cthugha", "cthulhu", "hastur", "nyarlathotep", "eihort"};

enum class Kind { Normal, Insight, Turbidity };

struct GrimoireCard {
    std::string id;
    Kind kind = Kind::Normal;
    std::string element;                 // normal and insight
    std::array<std::string, 2> elements; // turbidity
    int insight = 0;                     // 3 or 5
};

struct CardSet {
    std::vector<GrimoireCard> grimoires; // index = card number - 1
    int indexOf(const std::string& id) const;
};

// Parses and checks card data (cards/grimoire/cards.json). Every problem names the card
// (index and id) and the field; an empty error list means the set is usable.
CardSet parseCardSet(const std::string& jsonText, std::vector<std::string>& errors);

// The set built into the program (cards.json embedded at build time).
const CardSet& builtInCards();

int elementIndex(const std::string& element); // -1 when unknown
std::string spellElement(const std::string& spell);
bool isSpell(const std::string& spell);

} // namespace tabletop::games::grimoire
