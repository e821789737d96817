#pragma once

#include "core/Json.h"

#include <string>
#include <string_view>
#include <vector>

namespace tabletop::catalog {

struct DeckEntry {
    std::string name;
    int count = 0;
    int line = 0; // where it was read from, 0 when built in memory
};

struct DeckSection {
    std::string name;
    std::vector<DeckEntry> cards;
};

// A deck as docs/cards.md describes it: a game, a name, and sections of "count name".
struct DeckList {
    std::string game;
    std::string name;
    std::vector<DeckSection> sections;

    int count(const std::string& section, const std::string& card) const;
    // Sets the count of a card in a section (0 removes it), creating the section when needed.
    void setCount(const std::string& section, const std::string& card, int count);
    int total(const std::string& section) const;
    // {"game", "name", "sections": {"main": [{"name", "count"}]}}, the shape checkDeck takes.
    core::Json toJson() const;
    // Throws std::invalid_argument naming the bad field.
    static DeckList fromJson(const core::Json&);
};

// A problem found while reading a deck list, with its line number (0: the whole file).
struct DeckListProblem {
    int line = 0;
    std::string id;   // "deck.badCount", "deck.unknownCard", ...
    std::string text; // English, e.g. "line 4: unknown card \"Pallet Rifel\""
    core::Json args = core::Json::object(); // what the sentence names: card, count, section, game
};

struct DeckListParse {
    DeckList deck;
    std::vector<DeckListProblem> problems; // empty: every line was understood
};

// Reads a deck list. `game` is the game the deck is expected to be for; `cardNames` the names
// of that game's cards (sorted; empty = do not check names); `sections` the game's section
// names, the first being where lines before any section header go. A line that cannot be
// understood is reported and left out of `deck`; an unknown card is reported and kept out.
DeckListParse parseDeckList(std::string_view text, const std::string& game, const std::vector<std::string>& cardNames,
                            const std::vector<std::string>& sections);

// Writes a deck list that parseDeckList reads back unchanged. The first section is written
// without a header; empty sections are left out.
std::string writeDeckList(const DeckList& deck, const std::vector<std::string>& sections);

// A deck list read for a game's rules (starter decks, deck files): parseDeckList, its problems
// said as the rules always said them, "line N: ..." naming the game by `title`
// ("Neo-Tokyo") and its sections as `sectionsSaid` ("main and consummation"), the header's
// problem last; and the deck as the rules' checkDeck takes it, with "game" as the header says
// (so that checkDeck can name another game) and only the sections that have cards.
core::Json readRulesDeckList(std::string_view text, const std::string& game, const std::string& title,
                             const std::vector<std::string>& cardNames, const std::vector<std::string>& sections,
                             const std::string& sectionsSaid, std::vector<std::string>& errors);

} // namespace tabletop::catalog
