#include "DeckList.h"

#include "EmbeddedCards.h"

#include <map>
#include <sstream>

namespace tabletop::games::neotokyo {

using core::Json;
using core::Message;

Json parseDeckList(const std::string& text, std::vector<std::string>& errors)
{
    Json deck{{"game", ""}, {"name", ""}, {"sections", Json::object()}};
    std::istringstream in(text);
    std::string line, section = "main";
    int number = 0;
    auto trim = [](std::string s) {
        const auto a = s.find_first_not_of(" \t\r");
        const auto b = s.find_last_not_of(" \t\r");
        return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
    };
    while (std::getline(in, line)) {
        ++number;
        line = trim(line);
        const std::string at = "line " + std::to_string(number) + ": ";
        if (line.empty())
            continue;
        if (line[0] == '#') {
            const std::string body = trim(line.substr(1));
            for (const char* key : {"game", "name"}) {
                const std::string prefix = std::string(key) + ":";
                if (body.rfind(prefix, 0) == 0)
                    deck[key] = trim(body.substr(prefix.size()));
            }
            continue;
        }
        if (line.front() == '[' && line.back() == ']') {
            section = line.substr(1, line.size() - 2);
            if (section != "main" && section != "consummation")
                errors.push_back(at + "unknown section [" + section + "] (Neo-Tokyo has main and consummation)");
            continue;
        }
        const auto space = line.find(' ');
        int count = 0;
        try {
            count = space == std::string::npos ? 0 : std::stoi(line.substr(0, space));
        } catch (...) {
            count = 0;
        }
        if (count < 1 || count > 99 || line.substr(0, space).find_first_not_of("0123456789") != std::string::npos) {
            errors.push_back(at + "expected \"<count> <card name>\" with a count from 1 to 99");
            continue;
        }
        deck["sections"][section].push_back(Json{{"name", trim(line.substr(space + 1))}, {"count", count}});
    }
    if (deck["game"] != "neotokyo")
        errors.push_back(deck["game"] == "" ? std::string("the header line \"# game: neotokyo\" is missing")
                                            : "the deck is for another game: " + deck["game"].get<std::string>());
    return deck;
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
    if (deck.value("game", std::string("neotokyo")) != "neotokyo")
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
        for (const auto& entry : list) {
            const std::string name = entry.value("name", std::string());
            const int count = entry.value("count", 0);
            const int index = cards.indexOfName(name);
            if (index < 0) {
                out.push_back(problem("neotokyo.deck.format", "neotokyo.deck.unknownCard",
                                      "There is no Neo-Tokyo card called \"" + name + "\"", Json{{"name", name}}));
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
