#pragma once

#include "CardFiles.h"
#include "DeckList.h"
#include "core/GameRules.h"

#include <string>
#include <vector>

namespace tabletop::catalog {

// Everything wrong with a deck: lines that could not be read, and the game's deck rules. The
// app and `tabletop-cli deck check` both use this, so they say the same sentences.
struct DeckReport {
    DeckList deck;
    std::vector<DeckListProblem> listProblems;
    std::vector<core::Message> ruleProblems;
    bool rulesAvailable = false; // false: the game has no deck rules yet, legality is unknown
    bool legal() const { return rulesAvailable && listProblems.empty() && ruleProblems.empty(); }
    // One English sentence per problem, list problems first.
    std::vector<std::string> sentences() const;
};

// Checks a deck built in memory (no list problems).
DeckReport checkDeck(const DeckList& deck, const core::GameRules* rules);
// Reads a deck list for `cards.game` and checks it.
DeckReport checkDeckText(std::string_view text, const GameCards& cards, const core::GameRules* rules);

} // namespace tabletop::catalog
