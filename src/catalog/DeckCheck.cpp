#include "DeckCheck.h"

#include <algorithm>

namespace tabletop::catalog {

std::vector<std::string> DeckReport::sentences() const
{
    std::vector<std::string> out;
    for (const auto& p : listProblems)
        out.push_back(p.text);
    for (const auto& m : ruleProblems)
        // A shape problem already says where and what; the rules' problems name their rule.
        out.push_back(m.rule.empty() || m.rule == "deck.shape" ? m.text : m.text + " (" + m.rule + ")");
    return out;
}

core::DeckShape deckShapeOf(const GameCards& cards)
{
    core::DeckShape shape;
    shape.game = cards.game;
    shape.sections = cards.deckSections;
    shape.cardNames = cards.cardNames();
    std::sort(shape.cardNames.begin(), shape.cardNames.end());
    return shape;
}

DeckReport checkDeckJson(const core::Json& deck, const core::GameRules* rules, const core::DeckShape& shape)
{
    DeckReport r;
    r.rulesAvailable = rules && rules->usesDecks();
    r.ruleProblems = core::validateDeckShape(deck, shape);
    if (r.ruleProblems.empty()) {
        r.deck = DeckList::fromJson(deck); // cannot throw: the shape is right
        if (r.rulesAvailable)
            r.ruleProblems = rules->checkDeck(deck);
    }
    return r;
}

DeckReport checkDeck(const DeckList& deck, const core::GameRules* rules, const core::DeckShape* shape)
{
    core::DeckShape bounds;
    if (rules)
        bounds.game = rules->info().id;
    DeckReport r = checkDeckJson(deck.toJson(), rules, shape ? *shape : bounds);
    r.deck = deck;
    return r;
}

DeckReport checkDeckText(std::string_view text, const GameCards& cards, const core::GameRules* rules)
{
    DeckListParse parsed = parseDeckList(text, cards.game, cards.cardNames(), cards.deckSections);
    const core::DeckShape shape = deckShapeOf(cards);
    DeckReport r = checkDeck(parsed.deck, rules, &shape);
    r.listProblems = std::move(parsed.problems);
    // A rule problem may ask for the line of the entry it is about (`lineOf`: {section, name} in
    // its args): read from a file, it is said first ("line 6: ..."), and given as `line`.
    for (auto& m : r.ruleProblems) {
        const core::Json* at = m.args.is_object() && m.args.contains("lineOf") ? &m.args["lineOf"] : nullptr;
        if (!at || !at->is_object() || !at->contains("section") || !at->contains("name"))
            continue;
        // Read as strings first: clang does not compare a string with a JSON value.
        const std::string atSection = (*at)["section"].is_string() ? (*at)["section"].get<std::string>() : std::string();
        const std::string atName = (*at)["name"].is_string() ? (*at)["name"].get<std::string>() : std::string();
        for (const auto& section : r.deck.sections)
            for (const auto& entry : section.cards)
                if (entry.line > 0 && section.name == atSection && entry.name == atName &&
                    !m.args.contains("line")) {
                    m.args["line"] = entry.line;
                    m.text = "line " + std::to_string(entry.line) + ": " + m.text;
                }
    }
    return r;
}

} // namespace tabletop::catalog
