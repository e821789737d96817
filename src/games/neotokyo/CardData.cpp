#include "CardData.h"

#include "EmbeddedCards.h"
#include "catalog/CardFiles.h"

#include <set>

namespace tabletop::games::neotokyo {

using core::Json;

int colourIndex(const std::string& colour)
{
    for (std::size_t i = 0; i < kColours.size(); ++i)
        if (colour == kColours[i])
            return static_cast<int>(i);
    return -1;
}

const char* typeName(CardType t)
{
    switch (t) {
    case CardType::Eva: return "eva";
    case CardType::Character: return "character";
    case CardType::Drama: return "drama";
    case CardType::Battle: return "battle";
    case CardType::Put: return "put";
    case CardType::Line: return "line";
    case CardType::Angel: return "angel";
    case CardType::Consummation: return "consummation";
    }
    return "";
}

bool CardDef::has(const std::string& op) const
{
    for (const auto& e : effects)
        if (e.op == op)
            return true;
    return false;
}

int CardDef::sum(const std::string& op) const
{
    int total = 0;
    for (const auto& e : effects)
        if (e.op == op)
            total += e.amount;
    return total;
}

int CardSet::indexOfId(const std::string& id) const
{
    const auto it = byId.find(id);
    return it == byId.end() ? -1 : it->second;
}

int CardSet::indexOfName(const std::string& name) const
{
    const auto it = byName.find(name);
    return it == byName.end() ? -1 : it->second;
}

namespace {
CardType typeFrom(const std::string& t)
{
    static const std::map<std::string, CardType> types{
        {"eva", CardType::Eva},       {"character", CardType::Character}, {"drama", CardType::Drama},
        {"battle", CardType::Battle}, {"put", CardType::Put},             {"line", CardType::Line},
        {"angel", CardType::Angel},   {"consummation", CardType::Consummation}};
    return types.at(t);
}

std::vector<Effect> effectsFrom(const Json& list)
{
    std::vector<Effect> out;
    for (const auto& j : list) {
        Effect e;
        e.op = j.value("op", "");
        e.amount = j.value("amount", 0);
        e.weapon = j.value("weapon", false);
        e.colour = colourIndex(j.value("colour", ""));
        e.min = j.value("min", 0);
        for (const char* key : {"colours", "with"})
            if (j.contains(key))
                for (const auto& c : j.at(key))
                    e.colours.push_back(colourIndex(c.get<std::string>()));
        out.push_back(std::move(e));
    }
    return out;
}
} // namespace

namespace {
// Where a problem is, as this game has always said it: "card 4 (nt-005)" (the index counts
// from 0, as in the file's list).
std::string cardWhere(int index, const std::string& id)
{
    return "card " + std::to_string(index) + " (" + (id.empty() ? std::string("?") : id) + ")";
}
} // namespace

CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors)
{
    // The catalog's card-file reader checks the file and each card against the schema (the
    // same checks the collection and `tabletop-cli` make); this adds what the schema cannot say.
    catalog::GameCards read = catalog::loadGameCardsFromText("neotokyo", &schemaText, {{"core.json", jsonText, true}});
    CardSet set;
    set.deckSections = read.deckSections;
    std::size_t issue = 0;
    for (; issue < read.issues.size() && read.issues[issue].index < 0; ++issue)
        errors.push_back(read.issues[issue].rulesText());
    if (!errors.empty())
        return set; // the file, or the schema, could not be used
    // Each card's problems in file order: the catalog's first, then this game's.
    for (auto& record : read.cards) {
        for (; issue < read.issues.size() && read.issues[issue].index < record.index; ++issue)
            errors.push_back(read.issues[issue].rulesText());
        const Json& c = record.data;
        const std::string where = cardWhere(record.index, record.id());
        CardDef d;
        try {
            // The schema has checked every field read here; `at` keeps a schema that does not
            // (one being written, a fuzzer's) from reading what is not there.
            d.id = c.at("id").get<std::string>();
            d.name = c.at("name").get<std::string>();
            d.type = typeFrom(c.at("type").get<std::string>());
            d.text = c.at("text").get<std::string>();
            d.colour = colourIndex(c.value("colour", ""));
            d.dp = c.value("dp", 0);
            d.strength = c.value("strength", 0);
            d.putOnEva = c.value("putOn", "") == "eva";
            d.other = c.value("other", false);
            d.reaction = c.value("reaction", false);
            if (c.contains("marks"))
                for (const auto& m : c.at("marks"))
                    d.marks.push_back(Mark{m.at("mark") == "hurt", colourIndex(m.at("target").get<std::string>())});
            d.effects = effectsFrom(c.at("effects"));
            if (c.contains("level1"))
                d.level1 = effectsFrom(c.at("level1"));
            if (c.contains("level2"))
                d.level2 = effectsFrom(c.at("level2"));
        } catch (const Json::exception& e) {
            errors.push_back(where + ": the rules cannot read this card, which the schema let through: " + e.what());
            continue;
        } catch (const std::out_of_range&) { // typeFrom
            errors.push_back(where + ": field \"type\" is not a Neo-Tokyo card type (the schema let it through)");
            continue;
        }
        // What the schema cannot say: which fields each type needs.
        auto need = [&](bool ok, const char* field, const char* why) {
            if (!ok)
                errors.push_back(where + ": field \"" + field + "\" " + why);
        };
        if (d.type == CardType::Angel) {
            need(d.strength > 0, "strength", "is required for an Angel");
            need(d.colour < 0, "colour", "must be absent for an Angel");
        } else {
            need(d.colour >= 0, "colour", "is required (the speaking character)");
        }
        if (d.type == CardType::Consummation)
            need(!d.level1.empty() && !d.level2.empty(), "level1", "and level2 are required for a Consummation card");
        else if (d.type != CardType::Angel)
            need(!d.marks.empty(), "marks", "needs at least one Line mark");
        if (d.type == CardType::Put)
            need(c.contains("putOn"), "putOn", "is required for a Put card");
        for (const auto& m : d.marks)
            need(m.target != d.colour, "marks", "may not target the speaking character itself");
        // (An id used twice is the catalog's check: the second card is refused above.)
        if (set.byName.count(d.name))
            errors.push_back(where + ": field \"name\" repeats " + d.name);
        set.byId[d.id] = static_cast<int>(set.cards.size());
        set.byName[d.name] = static_cast<int>(set.cards.size());
        set.cards.push_back(std::move(d));
    }
    for (; issue < read.issues.size(); ++issue)
        errors.push_back(read.issues[issue].rulesText());
    return set;
}

const CardSet& builtInCards()
{
    static const CardSet set = [] {
        std::vector<std::string> errors;
        CardSet s = parseCardSet(kEmbeddedCardsJson, kEmbeddedSchemaJson, errors);
        if (!errors.empty())
            throw std::runtime_error("built-in Neo-Tokyo cards are invalid: " + errors.front());
        return s;
    }();
    return set;
}

const std::string& builtInSchema()
{
    static const std::string schema = kEmbeddedSchemaJson;
    return schema;
}

} // namespace tabletop::games::neotokyo
