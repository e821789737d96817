#include "Registry.h"

#include <algorithm>
#include <stdexcept>

#include "core/BotKnowledge.h"
#include "games/combatgrid/CombatGridBot.h"
#include "games/combatgrid/CombatGridRules.h"
#include "games/combatgrid/CollectionEntries.h"
#include "games/grimoire/GrimoireRules.h"
#include "games/kaiju/CardData.h"
#include "games/kaiju/KaijuBot.h"
#include "games/kaiju/KaijuRules.h"
#include "games/neotokyo/CardData.h"
#include "games/neotokyo/NeoTokyoRules.h"
#include "games/servants/CardData.h"
#include "games/servants/ServantsBot.h"
#include "games/servants/ServantsRules.h"

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
// What a Neo-Tokyo deck may hold: its two sections and the names of its built-in cards.
core::DeckShape neotokyoDeckShape()
{
    core::DeckShape shape;
    shape.sections = {"main", "consummation"};
    for (const auto& c : neotokyo::builtInCards().cards)
        shape.cardNames.push_back(c.name);
    std::sort(shape.cardNames.begin(), shape.cardNames.end());
    return shape;
}
// What a Servant Zones deck may hold: one main section of its built-in cards.
core::DeckShape servantsDeckShape()
{
    core::DeckShape shape;
    shape.sections = {"main"};
    for (const auto& c : servants::builtInCards().cards)
        shape.cardNames.push_back(c.name);
    std::sort(shape.cardNames.begin(), shape.cardNames.end());
    return shape;
}
// What a Kaiju City deck may hold: its three sections (team, planning, combat) and the names of
// its built-in cards.
core::DeckShape kaijuDeckShape()
{
    core::DeckShape shape;
    shape.sections = {"team", "planning", "combat"};
    for (const auto& c : kaiju::builtInCards().cards)
        shape.cardNames.push_back(c.name);
    std::sort(shape.cardNames.begin(), shape.cardNames.end());
    return shape;
}
} // namespace

namespace {
std::vector<GameEntry>& registry()
{
    static const grimoire::GrimoireRules grimoireRules;
    static const neotokyo::NeoTokyoRules neotokyoRules;
    static const servants::ServantsRules servantsRules;
    static const kaiju::KaijuRules kaijuRules;
    static const combatgrid::CombatGridRules combatgridRules;
    static std::vector<GameEntry> games{
        {neotokyoRules.info(), &neotokyoRules, &neotokyoDeckShape},
        {servantsRules.info(), &servantsRules, &servantsDeckShape},
        {kaijuRules.info(), &kaijuRules, &kaijuDeckShape},
        {grimoireRules.info(), &grimoireRules},
        {combatgridRules.info(), &combatgridRules, nullptr, &combatgrid::collectionEntries},
    };
    // What the computer knows of the games that tell it something (core::BotKnowledge).
    static const bool knowledge = [] {
        core::setBotKnowledge("servants", &servants::botKnowledge());
        core::setBotKnowledge("kaiju", &kaiju::botKnowledge());
        core::setBotKnowledge("combatgrid", &combatgrid::botKnowledge());
        return true;
    }();
    (void)knowledge;
    return games;
}
} // namespace

const std::vector<GameEntry>& allGames()
{
    return registry();
}

void registerGame(GameEntry entry)
{
    if (entry.info.id.empty())
        throw std::invalid_argument("registerGame: the game has no id");
    if (findGame(entry.info.id))
        throw std::invalid_argument("registerGame: a game with the id \"" + entry.info.id + "\" is already registered");
    registry().push_back(std::move(entry));
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

catalog::EntrySource collectionEntries(const std::string& id)
{
    const GameEntry* g = findGame(id);
    return g ? g->collectionEntries : nullptr;
}

std::vector<core::Message> checkDeck(const core::GameRules& rules, const core::Json& deck)
{
    auto problems = core::validateDeckShape(deck, deckShape(rules.info().id));
    if (!problems.empty())
        return problems;
    return rules.checkDeck(deck);
}

} // namespace tabletop::games
