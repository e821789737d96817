#include "CardData.h"

#include "EmbeddedCards.h"
#include "catalog/CardFiles.h"
#include "core/Json.h"

#include <map>
#include <set>
#include <stdexcept>

namespace tabletop::games::grimoire {

using core::Json;

int elementIndex(const std::string& element)
{
    for (std::size_t i = 0; i < kElements.size(); ++i)
        if (element == kElements[i])
            return static_cast<int>(i);
    return -1;
}

// A field that should be a string: its text, or "" when it is missing or of another type (then
// the check that follows names the field), never an exception.
std::string stringField(const Json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string spellElement(const std::string& spell)
{
    // Ruling G1: a spell's colour is its element.
    for (std::size_t i = 0; i < kSpells.size(); ++i)
        if (spell == kSpells[i])
            return kElements[i];
    return {};
}

bool isSpell(const std::string& spell) { return !spellElement(spell).empty(); }

int CardSet::indexOf(const std::string& id) const
{
    for (std::size_t i = 0; i < grimoires.size(); ++i)
        if (grimoires[i].id == id)
            return static_cast<int>(i);
    return -1;
}

CardSet parseCardSet(const std::string& jsonText, std::vector<std::string>& errors)
{
    // The catalog's card-file reader checks the file and each card against cards/grimoire/
    // schema.json (the same checks the collection and `tabletop-cli` make: the game, the list,
    // types, kinds, elements, ids used twice); this adds what the schema cannot say.
    const std::string schemaText = kEmbeddedSchemaJson;
    catalog::GameCards read = catalog::loadGameCardsFromText("grimoire", &schemaText, {{"cards.json", jsonText, true}});
    CardSet set;
    std::size_t issue = 0;
    for (; issue < read.issues.size() && read.issues[issue].index < 0; ++issue)
        errors.push_back(read.issues[issue].rulesText());
    if (!errors.empty())
        return set; // the file could not be used
    for (const auto& record : read.cards) {
        for (; issue < read.issues.size() && read.issues[issue].index < record.index; ++issue)
            errors.push_back(read.issues[issue].rulesText());
        const Json& c = record.data;
        const std::string where = "card " + std::to_string(record.index) + " (" + record.id() + ")";
        GrimoireCard card;
        card.id = record.id();
        const std::string kind = stringField(c, "kind");
        if (kind == "normal" || kind == "insight") {
            card.kind = kind == "normal" ? Kind::Normal : Kind::Insight;
            card.element = stringField(c, "element");
            if (elementIndex(card.element) < 0)
                errors.push_back(where + ": field \"element\" is required for a " + kind + " grimoire");
            if (card.kind == Kind::Insight) {
                card.insight = c.contains("insight") && c["insight"].is_number_integer() ? c["insight"].get<int>() : 0;
                if (card.insight != 3 && card.insight != 5)
                    errors.push_back(where + ": field \"insight\" must be 3 or 5");
            }
        } else { // the schema allows only the three kinds
            card.kind = Kind::Turbidity;
            const Json els = c.value("elements", Json());
            if (!els.is_array() || els.size() != 2 || !els[0].is_string() || !els[1].is_string() ||
                elementIndex(els[0].get<std::string>()) < 0 || elementIndex(els[1].get<std::string>()) < 0 ||
                els[0] == els[1]) {
                errors.push_back(where + ": field \"elements\" must list two different elements");
            } else {
                card.elements = {els[0].get<std::string>(), els[1].get<std::string>()};
            }
        }
        set.grimoires.push_back(card);
    }
    for (; issue < read.issues.size(); ++issue)
        errors.push_back(read.issues[issue].rulesText());
    if (!errors.empty())
        return set;
    // The manual's composition: per element 5 normal, one Insight 3, one Insight 5; five
    // turbidity cards with the pairs of ruling G2.
    std::map<std::string, int> normal, insight3, insight5;
    std::set<std::set<std::string>> pairs;
    for (const auto& c : set.grimoires) {
        if (c.kind == Kind::Normal)
            ++normal[c.element];
        else if (c.kind == Kind::Insight)
            ++(c.insight == 3 ? insight3 : insight5)[c.element];
        else if (!pairs.insert({c.elements[0], c.elements[1]}).second)
            errors.push_back("cards.json: turbidity pair " + c.elements[0] + "/" + c.elements[1] + " appears twice");
    }
    for (const char* e : kElements) {
        if (normal[e] != 5)
            errors.push_back(std::string("cards.json: composition: ") + e + " needs 5 normal cards, has " +
                             std::to_string(normal[e]));
        if (insight3[e] != 1 || insight5[e] != 1)
            errors.push_back(std::string("cards.json: composition: ") + e + " needs one Insight 3 and one Insight 5");
    }
    const std::set<std::set<std::string>> expected{
        {"red", "blue"}, {"blue", "yellow"}, {"yellow", "black"}, {"black", "white"}, {"white", "red"}};
    if (pairs != expected)
        errors.push_back("cards.json: composition: the turbidity pairs must be red-blue, blue-yellow, yellow-black, "
                         "black-white, white-red");
    if (set.grimoires.size() != 40)
        errors.push_back("cards.json: composition: 40 grimoire cards expected, found " +
                         std::to_string(set.grimoires.size()));
    return set;
}

const CardSet& builtInCards()
{
    static const CardSet set = [] {
        std::vector<std::string> errors;
        CardSet s = parseCardSet(kEmbeddedCardsJson, errors);
        if (!errors.empty())
            throw std::runtime_error("built-in Grimoire card data is invalid: " + errors.front());
        return s;
    }();
    return set;
}

} // namespace tabletop::games::grimoire
