#pragma once

#include "CardFiles.h"
#include "DeckList.h"
#include "core/DeckShape.h"
#include "core/GameRules.h"

#include <string>
#include <vector>

namespace tabletop::catalog {

// Everything wrong with a deck: lines that could not be read, and the game's deck rules. The
// app and `tabletop-cli deck check` both use this, so they say the same sentences.
struct DeckReport {
    DeckList deck;
    std::vector<DeckListProblem> listProblems;
    // The shape problems (core::validateDeckShape, ids "deck.shape.*") when the deck has the
    // wrong shape (then the game's rules are not asked), else the game's deck rules.
    std::vector<core::Message> ruleProblems;
    bool rulesAvailable = false; // false: the game has no deck rules yet, legality is unknown
    bool legal() const { return rulesAvailable && listProblems.empty() && ruleProblems.empty(); }
    // One English sentence per problem, list problems first.
    std::vector<std::string> sentences() const;
};

// The shape a deck of these cards must have: the game, its sections, its card names.
core::DeckShape deckShapeOf(const GameCards& cards);

// Checks a deck built in memory (no list problems): its shape first (`shape`, or only the
// bounds and the rules' game id when null), then the game's deck rules.
DeckReport checkDeck(const DeckList& deck, const core::GameRules* rules, const core::DeckShape* shape = nullptr);
// The same for a deck given as JSON (docs/cards.md, "In memory and in configs"): a file, a
// saved game, a LAN guest. `report.deck` holds what could be read of it.
DeckReport checkDeckJson(const core::Json& deck, const core::GameRules* rules, const core::DeckShape& shape);
// Reads a deck list for `cards.game` and checks it.
DeckReport checkDeckText(std::string_view text, const GameCards& cards, const core::GameRules* rules);

} // namespace tabletop::catalog
