#include "DeckCheck.h"

namespace tabletop::catalog {

std::vector<std::string> DeckReport::sentences() const
{
    std::vector<std::string> out;
    for (const auto& p : listProblems)
        out.push_back(p.text);
    for (const auto& m : ruleProblems)
        out.push_back(m.rule.empty() ? m.text : m.text + " (" + m.rule + ")");
    return out;
}

DeckReport checkDeck(const DeckList& deck, const core::GameRules* rules)
{
    DeckReport r;
    r.deck = deck;
    r.rulesAvailable = rules && rules->usesDecks();
    if (r.rulesAvailable)
        r.ruleProblems = rules->checkDeck(deck.toJson());
    return r;
}

DeckReport checkDeckText(std::string_view text, const GameCards& cards, const core::GameRules* rules)
{
    DeckListParse parsed = parseDeckList(text, cards.game, cards.cardNames(), cards.deckSections);
    DeckReport r = checkDeck(parsed.deck, rules);
    r.listProblems = std::move(parsed.problems);
    return r;
}

} // namespace tabletop::catalog
