#pragma once

// "Mini Deck": the deck rules of a pretend game, so the deck builder, deck checks and
// `tabletop-cli deck check` are tested with no real deck game. Its cards are in
// data/cards/minideck. Rules: at least 12 cards in main; at most 3 copies of a card by name;
// at most one angel per 6 main cards; exactly one card in [reserve], an angel.

#include "core/GameRules.h"

#include <map>
#include <stdexcept>

namespace minideck {

using tabletop::core::Json;
using tabletop::core::Message;

class MiniDeckRules : public tabletop::core::GameRules {
public:
    tabletop::core::GameInfo info() const override
    {
        tabletop::core::GameInfo i;
        i.id = "minideck";
        i.title = "Mini Deck";
        i.playable = false;
        return i;
    }
    std::unique_ptr<tabletop::core::GameState> setup(const tabletop::core::MatchConfig&,
                                                     tabletop::core::Rng&) const override
    {
        throw std::invalid_argument("minideck is a deck-rules fixture, not a playable game");
    }
    std::unique_ptr<tabletop::core::GameState> setupScenario(const tabletop::core::MatchConfig&, const Json&,
                                                             tabletop::core::Rng&) const override
    {
        throw std::invalid_argument("minideck is a deck-rules fixture, not a playable game");
    }
    tabletop::core::Prompt prompt(const tabletop::core::GameState&) const override { return {}; }
    std::vector<tabletop::core::Action> legalActions(const tabletop::core::GameState&, int) const override
    {
        return {};
    }
    tabletop::core::Result apply(tabletop::core::GameState&, const tabletop::core::Action&,
                                 tabletop::core::Rng&) const override
    {
        return {};
    }
    std::optional<tabletop::core::Outcome> outcome(const tabletop::core::GameState&) const override
    {
        return std::nullopt;
    }
    Json viewFor(const tabletop::core::GameState&, std::optional<int>) const override { return {}; }
    Json toJson(const tabletop::core::GameState&) const override { return {}; }
    std::vector<tabletop::core::CardLocation> cardLocations(const tabletop::core::GameState&) const override
    {
        return {};
    }
    std::vector<std::string> hiddenFrom(const tabletop::core::GameState&, std::optional<int>) const override
    {
        return {};
    }
    std::vector<tabletop::core::ActionSpec> actionSpecs() const override { return {}; }
    std::unique_ptr<tabletop::core::GameState> determinize(const tabletop::core::GameState&, int,
                                                           tabletop::core::Rng&) const override
    {
        throw std::invalid_argument("minideck is a deck-rules fixture, not a playable game");
    }

    bool usesDecks() const override { return true; }
    std::vector<Message> checkDeck(const Json& deck) const override
    {
        static const std::map<std::string, std::string> angels{{"Sachiel", "angel"}, {"Ramiel", "angel"}};
        std::vector<Message> out;
        std::map<std::string, int> byName;
        int main = 0, mainAngels = 0, reserve = 0, reserveAngels = 0;
        const Json sections = deck.value("sections", Json::object());
        for (auto it = sections.begin(); it != sections.end(); ++it)
            for (const auto& e : it.value()) {
                const std::string name = e.value("name", "");
                const int n = e.value("count", 0);
                byName[name] += n;
                const bool angel = angels.count(name) > 0;
                if (it.key() == "main") {
                    main += n;
                    mainAngels += angel ? n : 0;
                } else if (it.key() == "reserve") {
                    reserve += n;
                    reserveAngels += angel ? n : 0;
                }
            }
        if (main < 12)
            out.push_back({"mini.minimum", "The main deck needs at least 12 cards; it has " + std::to_string(main) + ".",
                           {{"count", main}}, "minimum"});
        for (const auto& [name, n] : byName)
            if (n > 3)
                out.push_back({"mini.copies", "At most 3 copies of " + name + "; the deck has " + std::to_string(n) + ".",
                               {{"card", name}, {"count", n}}, "copies"});
        if (mainAngels > main / 6)
            out.push_back({"mini.angels", "One angel per 6 main cards: " + std::to_string(main) + " cards allow "
                                              + std::to_string(main / 6) + ", the deck has "
                                              + std::to_string(mainAngels) + ".",
                           {{"angels", mainAngels}}, "angels"});
        if (reserve != 1 || reserveAngels != 1)
            out.push_back({"mini.reserve", "The reserve must be exactly one angel.", {}, "reserve"});
        return out;
    }
};

} // namespace minideck
