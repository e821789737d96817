#include "Registry.h"

#include "games/grimoire/GrimoireRules.h"
#include "games/neotokyo/DeckList.h"
#include "games/neotokyo/NeoTokyoRules.h"

namespace tabletop::games {

namespace {
core::GameInfo upcoming(const char* id, const char* title, int minSeats, int maxSeats)
{
    core::GameInfo info;
    info.id = id;
    info.title = title;
    info.minSeats = minSeats;
    info.maxSeats = maxSeats;
    info.playable = false;
    return info;
}
} // namespace

const std::vector<GameEntry>& allGames()
{
    static const grimoire::GrimoireRules grimoireRules;
    static const neotokyo::NeoTokyoRules neotokyoRules;
    static const std::vector<GameEntry> games{
        {neotokyoRules.info(), &neotokyoRules, &neotokyo::deckShape},
        {upcoming("servants", "Servant Zones", 2, 2), nullptr},
        {upcoming("kaiju", "Kaiju City", 2, 5), nullptr},
        {grimoireRules.info(), &grimoireRules},
        {upcoming("combatgrid", "Combat Grid", 2, 6), nullptr},
    };
    return games;
}

const GameEntry* findGame(std::string_view id)
{
    for (const auto& g : allGames())
        if (g.info.id == id)
            return &g;
    return nullptr;
}

const core::GameRules* findRules(std::string_view id)
{
    const GameEntry* g = findGame(id);
    return g ? g->rules : nullptr;
}

} // namespace tabletop::games

namespace tabletop::games {

core::DeckShape deckShape(std::string_view id)
{
    const GameEntry* g = findGame(id);
    core::DeckShape shape;
    if (g && g->deckShape)
        shape = g->deckShape();
    shape.game = std::string(id);
    return shape;
}

std::vector<core::Message> checkDeck(const core::GameRules& rules, const core::Json& deck)
{
    auto problems = core::validateDeckShape(deck, deckShape(rules.info().id));
    if (!problems.empty())
        return problems;
    return rules.checkDeck(deck);
}

} // namespace tabletop::games
