#pragma once

#include "CardData.h"
#include "core/Types.h"

#include <string>
#include <vector>

namespace tabletop::games::neotokyo {

// Reads a deck list (docs/cards.md, "Deck lists") into the deck JSON with the catalog's reader
// (catalog::parseDeckList: the same lines mean the same cards everywhere). Problems name the line.
core::Json parseDeckList(const std::string& text, std::vector<std::string>& errors);

// Every deck-construction problem (rulebook "Preparing to Play" 1 and 3, ruling N5).
std::vector<core::Message> checkDeck(const core::Json& deck, const CardSet& cards);

struct StarterDeck {
    std::string file; // e.g. "unit-01-sortie.deck"
    core::Json deck;
};
// The prebuilt decks in cards/neotokyo/decks, in file name order.
const std::vector<StarterDeck>& starterDecks();

} // namespace tabletop::games::neotokyo
