#include "DeckList.h"

#include "EmbeddedCards.h"
#include "catalog/DeckList.h"

#include <map>

namespace tabletop::games::neotokyo {

using core::Json;
using core::Message;

namespace {
// The sorted names the catalog's reader checks deck lines against.
const std::vector<std::string>& cardNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& [name, index] : builtInCards().byName) // a std::map: sorted
            out.push_back(name);
        return out;
    }();
    return names;
}
} // namespace

Json parseDeckList(const std::string& text, std::vector<std::string>& errors)
{
    // The catalog's reader (the one the deck builder and `tabletop-cli deck check` use) reads
    // the list; its problems are said in this game's words, the game's header last.
    return catalog::readRulesDeckList(text, "neotokyo", "Neo-Tokyo", cardNames(), builtInCards().deckSections,
                                      "main and consummation", errors);
}

namespace {
Message problem(std::string rule, std::string id, std::string text, Json args = Json::object())
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}
} // namespace

std::vector<Message> checkDeck(const Json& deck, const CardSet& cards)
{
    std::vector<Message> out;
    if (!deck.is_object() || !deck.contains("sections") || !deck["sections"].is_object()) {
        out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.format",
                              "A deck is an object with \"sections\" holding card lists"));
        return out;
    }
    if (deck.contains("game") && deck["game"] != "neotokyo") // any JSON: compared, never converted
        out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.wrongGame",
                              "This deck is for another game, not Neo-Tokyo", Json{{"game", deck["game"]}}));
    int mainTotal = 0, angels = 0, consummations = 0;
    std::map<std::string, int> copies;
    for (const auto& [section, list] : deck["sections"].items()) {
        if (section != "main" && section != "consummation") {
            out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.unknownSection",
                                  "Neo-Tokyo decks have only the sections main and consummation, not \"" + section +
                                      "\"",
                                  Json{{"section", section}}));
            continue;
        }
        if (!list.is_array()) {
            out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.sectionNotList",
                                  "Section \"" + section + "\" must be a list of {\"name\", \"count\"} entries",
                                  Json{{"section", section}}));
            continue;
        }
        int position = 0;
        for (const auto& entry : list) {
            // Every entry is checked before anything is counted, so a malformed one (a negative
            // count above all) can never offset another entry of the same name.
            ++position;
            const std::string where = "section \"" + section + "\", entry " + std::to_string(position);
            const Json at{{"section", section}, {"entry", position}};
            if (!entry.is_object()) {
                out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.entryNotObject",
                                      where + ": an entry must be an object {\"name\": ..., \"count\": ...}, not " +
                                          entry.dump(),
                                      at));
                continue;
            }
            const auto nameIt = entry.find("name");
            if (nameIt == entry.end() || !nameIt->is_string()) {
                out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.entryName",
                                      where + ": \"name\" must be a card name (a string)", at));
                continue;
            }
            const std::string name = nameIt->get<std::string>();
            const auto countIt = entry.find("count");
            if (countIt == entry.end() || !countIt->is_number_integer() || countIt->get<std::int64_t>() < 1 ||
                countIt->get<std::int64_t>() > 99) {
                out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.entryCount",
                                      where + " (\"" + name + "\"): \"count\" must be a whole number from 1 to 99, not " +
                                          (countIt == entry.end() ? std::string("missing") : countIt->dump()),
                                      Json{{"section", section}, {"entry", position}, {"name", name}}));
                continue;
            }
            const int count = countIt->get<int>();
            const int index = cards.indexOfName(name);
            if (index < 0) {
                out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.unknownCard",
                                      where + ": there is no Neo-Tokyo card called \"" + name + "\"",
                                      Json{{"section", section}, {"entry", position}, {"name", name}}));
                continue;
            }
            const CardDef& def = cards[index];
            if (section == "consummation") {
                if (def.type != CardType::Consummation)
                    out.push_back(problem("neotokyo.deck.consummation", "neotokyo.deck.notConsummation",
                                          "\"" + name + "\" is not a Consummation card and cannot be chosen as one",
                                          Json{{"name", name}}));
                consummations += count;
                continue;
            }
            if (def.type == CardType::Consummation) {
                out.push_back(problem("neotokyo.deck.consummation", "neotokyo.deck.consummationInMain",
                                      "The Consummation card \"" + name +
                                          "\" is placed in front of you, not shuffled into the deck",
                                      Json{{"name", name}}));
                continue;
            }
            mainTotal += count;
            copies[name] += count;
            if (def.type == CardType::Angel)
                angels += count;
        }
    }
    if (mainTotal < 30)
        out.push_back(problem("neotokyo.deck.size", "neotokyo.deck.tooSmall",
                              "A deck needs at least 30 cards; this one has " + std::to_string(mainTotal),
                              Json{{"count", mainTotal}}));
    const int needed = std::max(1, (mainTotal + 14) / 15);
    if (angels < needed)
        out.push_back(problem("neotokyo.deck.angels", "neotokyo.deck.tooFewAngels",
                              "A deck of " + std::to_string(mainTotal) + " cards needs at least " +
                                  std::to_string(needed) + " Angels (one per 15 cards or part of 15); it has " +
                                  std::to_string(angels),
                              Json{{"count", mainTotal}, {"needed", needed}, {"angels", angels}}));
    for (const auto& [name, count] : copies) {
        const bool angel = cards[cards.indexOfName(name)].type == CardType::Angel;
        if (angel && count > 1)
            out.push_back(problem("neotokyo.deck.angelCopies", "neotokyo.deck.angelTwice",
                                  "Only one copy of each Angel may be in a deck; \"" + name + "\" has " +
                                      std::to_string(count),
                                  Json{{"name", name}, {"count", count}}));
        else if (count > 3)
            out.push_back(problem("neotokyo.deck.copies", "neotokyo.deck.tooManyCopies",
                                  "At most 3 copies of a card may be in a deck; \"" + name + "\" has " +
                                      std::to_string(count),
                                  Json{{"name", name}, {"count", count}}));
    }
    if (consummations != 1)
        out.push_back(problem("neotokyo.deck.consummation", "neotokyo.deck.oneConsummation",
                              "Choose exactly one Consummation card in the consummation section; this deck has " +
                                  std::to_string(consummations),
                              Json{{"count", consummations}}));
    return out;
}

const std::vector<StarterDeck>& starterDecks()
{
    static const std::vector<StarterDeck> decks = [] {
        std::vector<StarterDeck> out;
        for (auto [file, text] : {std::pair{"katsuragi-household.deck", kEmbeddedDeckKatsuragi},
                                  std::pair{"nerv-command.deck", kEmbeddedDeckNerv},
                                  std::pair{"unit-01-sortie.deck", kEmbeddedDeckUnit01}}) {
            std::vector<std::string> errors;
            Json deck = parseDeckList(text, errors);
            if (!errors.empty())
                throw std::runtime_error(std::string("starter deck ") + file + ": " + errors.front());
            out.push_back(StarterDeck{file, std::move(deck)});
        }
        return out;
    }();
    return decks;
}

} // namespace tabletop::games::neotokyo
