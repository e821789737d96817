// libFuzzer target: the deck-list parsers and the deck gate.
//  - catalog::parseDeckList (the app's and `deck check`'s reader) with Neo-Tokyo's names and
//    sections, and with no name check; what it reads must write back (writeDeckList) and read
//    again to the same deck;
//  - games/neotokyo's and games/servants' parseDeckList (starter decks, deck files);
//  - every deck those give, and the input itself when it parses as JSON, through the deck gate
//    (core::validateDeckShape, games::checkDeck, DeckList::fromJson): nothing may throw but
//    fromJson's documented std::invalid_argument, and a deck of the right shape must not make
//    the rules' checkDeck throw.
#include "FuzzInput.h"
#include "catalog/DeckCheck.h"
#include "catalog/DeckList.h"
#include "core/DeckShape.h"
#include "games/Registry.h"
#include "games/neotokyo/DeckList.h"
#include "games/servants/CardData.h"

using namespace tabletop;
using core::Json;

namespace {

std::string describe(const catalog::DeckList& d)
{
    return d.toJson().dump(-1, ' ', false, Json::error_handler_t::replace).substr(0, 600);
}

void throughTheGate(const Json& deck)
{
    for (const auto& g : games::allGames()) {
        if (!g.rules)
            continue;
        (void)core::validateDeckShape(deck, games::deckShape(g.info.id));
        (void)games::checkDeck(*g.rules, deck); // the rules run only on a deck of the right shape
        // Callers that skip the gate (none should) still get a clean answer for any deck of the
        // right shape whose names the game does not know. (Neo-Tokyo's own checkDeck on main
        // also checks every entry itself; then this may take any deck.)
        if (core::validateDeckShape(deck, core::DeckShape{}).empty())
            (void)g.rules->checkDeck(deck);
    }
    try {
        const auto d = catalog::DeckList::fromJson(deck);
        for (const auto& s : d.sections)
            for (const auto& c : s.cards)
                if (c.count < 1 || c.count > 99)
                    fuzz::fail("DeckList::fromJson let through a count of " + std::to_string(c.count));
    } catch (const std::invalid_argument&) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    static const core::DeckShape nt = games::deckShape("neotokyo");
    for (const auto* names : {&nt.cardNames, static_cast<const std::vector<std::string>*>(nullptr)}) {
        static const std::vector<std::string> none;
        const auto parsed = catalog::parseDeckList(text, "neotokyo", names ? *names : none, nt.sections);
        for (const auto& s : parsed.deck.sections)
            for (const auto& c : s.cards)
                if (c.count < 1 || c.count > 99)
                    fuzz::fail("parseDeckList read a count of " + std::to_string(c.count) + ": " + describe(parsed.deck));
        // What was read writes back to a list that reads the same.
        const std::string written = catalog::writeDeckList(parsed.deck, nt.sections);
        auto again = catalog::parseDeckList(written, "neotokyo", names ? *names : none, nt.sections);
        if (!again.problems.empty())
            fuzz::fail("writeDeckList wrote a list its reader refuses (" + again.problems.front().text + "): " +
                       describe(parsed.deck));
        again.deck.name = parsed.deck.name;
        if (again.deck.toJson() != parsed.deck.toJson())
            fuzz::fail("a deck list does not read back the same: " + describe(parsed.deck) + " vs " +
                       describe(again.deck));
        throughTheGate(parsed.deck.toJson());
        (void)catalog::checkDeck(parsed.deck, games::findRules("neotokyo"), &nt);
    }
    std::vector<std::string> errors;
    throughTheGate(games::neotokyo::parseDeckList(text, errors));
    errors.clear();
    throughTheGate(games::servants::parseDeckList(text, errors));
    const Json json = Json::parse(text, nullptr, false);
    if (!json.is_discarded()) {
        throughTheGate(json);
        (void)catalog::checkDeckJson(json, games::findRules("neotokyo"), nt);
    }
    return 0;
}
