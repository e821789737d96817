#include "CardData.h"

#include "EmbeddedCards.h"

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

void validateAgainstSchema(const Json& v, const Json& schema, const std::string& where, std::vector<std::string>& errors)
{
    if (schema.contains("type")) {
        const std::string t = schema["type"].get<std::string>();
        const bool ok = (t == "object" && v.is_object()) || (t == "array" && v.is_array()) ||
                        (t == "string" && v.is_string()) || (t == "integer" && v.is_number_integer()) ||
                        (t == "number" && v.is_number()) || (t == "boolean" && v.is_boolean());
        if (!ok) {
            errors.push_back(where + ": must be of type " + t);
            return;
        }
    }
    if (schema.contains("enum")) {
        bool found = false;
        for (const auto& e : schema["enum"])
            found = found || e == v;
        if (!found)
            errors.push_back(where + ": " + v.dump() + " is not one of " + schema["enum"].dump());
    }
    if (v.is_number() && schema.contains("minimum") && v.get<double>() < schema["minimum"].get<double>())
        errors.push_back(where + ": must be at least " + schema["minimum"].dump());
    if (v.is_number() && schema.contains("maximum") && v.get<double>() > schema["maximum"].get<double>())
        errors.push_back(where + ": must be at most " + schema["maximum"].dump());
    if (v.is_object()) {
        if (schema.contains("required"))
            for (const auto& r : schema["required"])
                if (!v.contains(r.get<std::string>()))
                    errors.push_back(where + ": field \"" + r.get<std::string>() + "\" is required");
        if (schema.contains("properties")) {
            const Json& props = schema["properties"];
            for (const auto& [key, value] : v.items()) {
                if (!props.contains(key))
                    errors.push_back(where + ": unknown field \"" + key + "\"");
                else
                    validateAgainstSchema(value, props[key], where + "." + key, errors);
            }
        }
    }
    if (v.is_array() && schema.contains("items"))
        for (std::size_t i = 0; i < v.size(); ++i)
            validateAgainstSchema(v[i], schema["items"], where + "[" + std::to_string(i) + "]", errors);
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
                for (const auto& c : j[key])
                    e.colours.push_back(colourIndex(c.get<std::string>()));
        out.push_back(std::move(e));
    }
    return out;
}
} // namespace

CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors)
{
    CardSet set;
    const Json doc = Json::parse(jsonText, nullptr, false);
    const Json schema = Json::parse(schemaText, nullptr, false);
    if (doc.is_discarded() || schema.is_discarded()) {
        errors.push_back(doc.is_discarded() ? "card file: not valid JSON" : "schema.json: not valid JSON");
        return set;
    }
    if (!doc.is_object() || doc.value("game", "") != "neotokyo") {
        errors.push_back("card file: field \"game\" must be \"neotokyo\"");
        return set;
    }
    if (!doc.contains("cards") || !doc["cards"].is_array()) {
        errors.push_back("card file: field \"cards\" must be an array");
        return set;
    }
    int index = 0;
    for (const auto& c : doc["cards"]) {
        const std::string where =
            "card " + std::to_string(index) + " (" + (c.is_object() ? c.value("id", std::string("?")) : "?") + ")";
        ++index;
        const std::size_t before = errors.size();
        validateAgainstSchema(c, schema, where, errors);
        if (errors.size() != before)
            continue;
        CardDef d;
        d.id = c["id"];
        d.name = c["name"];
        d.type = typeFrom(c["type"]);
        d.text = c["text"];
        d.colour = colourIndex(c.value("colour", ""));
        d.dp = c.value("dp", 0);
        d.strength = c.value("strength", 0);
        d.putOnEva = c.value("putOn", "") == "eva";
        d.other = c.value("other", false);
        d.reaction = c.value("reaction", false);
        if (c.contains("marks"))
            for (const auto& m : c["marks"])
                d.marks.push_back(Mark{m["mark"] == "hurt", colourIndex(m["target"])});
        d.effects = effectsFrom(c["effects"]);
        if (c.contains("level1"))
            d.level1 = effectsFrom(c["level1"]);
        if (c.contains("level2"))
            d.level2 = effectsFrom(c["level2"]);
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
        if (set.byId.count(d.id))
            errors.push_back(where + ": field \"id\" repeats " + d.id);
        if (set.byName.count(d.name))
            errors.push_back(where + ": field \"name\" repeats " + d.name);
        set.byId[d.id] = static_cast<int>(set.cards.size());
        set.byName[d.name] = static_cast<int>(set.cards.size());
        set.cards.push_back(std::move(d));
    }
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
