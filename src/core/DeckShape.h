#pragma once

#include "Types.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tabletop::core {

// What a deck must look like before any rule counts it (docs/cards.md, "Deck lists"): the
// game's section names and card names, and bounds that keep hostile input small.
struct DeckShape {
    std::string game;                  // expected "game"; empty: not checked
    std::vector<std::string> sections; // allowed section names; empty: any name
    std::vector<std::string> cardNames; // known card names, sorted; empty: names not checked
    int maxCount = 99;                  // per entry, as in deck lists
    std::size_t maxEntries = 300;       // all sections together
    std::size_t maxSections = 8;
    std::size_t maxNameLength = 200;    // bytes, card and deck names
    std::size_t maxProblems = 10;       // problems reported; one more line says how many were left out
};

// The one gate for a deck that came from outside (a file, a LAN guest, the deck builder, a
// saved game): {"game", "name", "sections": {"<section>": [{"name": string, "count": 1..max}]}}.
// Returns the first problems found, each naming where and what, e.g.
//   sections.main[3].count: must be a whole number from 1 to 99, not -100
// (id "deck.shape", rule "deck.shape", args {"path", "problem", "value"}). Empty: the deck has
// the right shape and GameRules::checkDeck may count it. Never throws (beyond std::bad_alloc).
std::vector<Message> validateDeckShape(const Json& deck, const DeckShape& shape);

} // namespace tabletop::core
