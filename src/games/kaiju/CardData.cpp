#include "CardData.h"

#include "EmbeddedCards.h"
#include "core/Json.h"

#include <set>
#include <stdexcept>

namespace tabletop::games::kaiju {

using core::Json;

namespace {
const std::map<std::string, Kind> kKinds{{"kaiju", Kind::Kaiju},     {"location", Kind::Location},
                                         {"opponent", Kind::Opponent}, {"ally", Kind::Ally},
                                         {"event", Kind::Event},     {"scar", Kind::Scar},
                                         {"combat", Kind::Combat}};

const std::set<std::string> kTraits{"aquatic", "giant", "electric", "armored", "flying", "fire"};
const std::set<std::string> kAffiliations{"trench", "iron", "ember"};
const std::map<std::string, int EventEffects::*> kEffects{
    {"gainGlory", &EventEffects::gainGlory},       {"gainEnergy", &EventEffects::gainEnergy},
    {"drawCombat", &EventEffects::drawCombat},     {"drawPlanning", &EventEffects::drawPlanning},
    {"healAll", &EventEffects::healAll},           {"damageCityFront", &EventEffects::damageCityFront}};

int intField(const Json& c, const char* key, int lo, int hi, const std::string& where, std::vector<std::string>& errors)
{
    if (!c.contains(key))
        return 0;
    if (!c[key].is_number_integer() || c[key].get<int>() < lo || c[key].get<int>() > hi) {
        errors.push_back(where + ": field \"" + key + "\" must be an integer from " + std::to_string(lo) + " to " +
                         std::to_string(hi));
        return 0;
    }
    return c[key].get<int>();
}

std::vector<std::string> strings(const Json& c, const char* key, const std::string& where,
                                 std::vector<std::string>& errors)
{
    std::vector<std::string> out;
    if (!c.contains(key))
        return out;
    if (!c[key].is_array()) {
        errors.push_back(where + ": field \"" + key + "\" must be a list of strings");
        return out;
    }
    for (const auto& x : c[key]) {
        if (!x.is_string()) {
            errors.push_back(where + ": field \"" + key + "\" must be a list of strings");
            return {};
        }
        out.push_back(x.get<std::string>());
    }
    return out;
}
} // namespace

const char* kindName(Kind kind)
{
    for (const auto& [name, k] : kKinds)
        if (k == kind)
            return name.c_str();
    return "?";
}

int CardSet::indexOf(const std::string& id) const
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id)
            return static_cast<int>(i);
    return -1;
}

CardSet parseCardSet(const std::string& jsonText, std::vector<std::string>& errors)
{
    CardSet set;
    Json doc = Json::parse(jsonText, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        errors.push_back("cards.json: not a JSON object");
        return set;
    }
    if (doc.value("game", "") != "kaiju")
        errors.push_back("cards.json: field \"game\" must be \"kaiju\"");
    if (!doc.contains("cards") || !doc["cards"].is_array()) {
        errors.push_back("cards.json: field \"cards\" must be an array");
        return set;
    }
    std::set<std::string> ids;
    int index = 0;
    for (const auto& c : doc["cards"]) {
        const std::string where = "cards.json: cards[" + std::to_string(index++) + "]";
        if (!c.is_object() || !c.contains("id") || !c["id"].is_string() || c["id"].get<std::string>().empty()) {
            errors.push_back(where + ": field \"id\" must be a non-empty string");
            continue;
        }
        CardDef d;
        d.id = c["id"].get<std::string>();
        const std::string at = where + " (" + d.id + ")";
        if (!ids.insert(d.id).second)
            errors.push_back(at + ": id used twice");
        d.name = c.value("name", "");
        if (c.contains("text") && c["text"].is_string())
            d.text = c["text"].get<std::string>();
        if (d.name.empty())
            errors.push_back(at + ": field \"name\" must be a non-empty string");
        const auto kind = kKinds.find(c.value("kind", ""));
        if (kind == kKinds.end()) {
            errors.push_back(at + ": field \"kind\" must be one of kaiju, location, opponent, ally, event, scar, combat");
            continue;
        }
        d.kind = kind->second;
        d.affiliation = c.value("affiliation", "");
        d.traits = strings(c, "traits", at, errors);
        d.opposedTraits = strings(c, "opposedTraits", at, errors);
        d.cost = strings(c, "cost", at, errors);
        d.keywords = strings(c, "keywords", at, errors);
        d.ferocity = intField(c, "ferocity", 0, 9, at, errors);
        d.agility = intField(c, "agility", 0, 9, at, errors);
        d.power = intField(c, "power", 0, 9, at, errors);
        d.fortitude = intField(c, "fortitude", 1, 30, at, errors);
        d.glory = intField(c, "glory", 0, 10, at, errors);
        d.damage = intField(c, "damage", 0, 9, at, errors);
        d.toughness = intField(c, "toughness", 0, 9, at, errors);
        d.move = intField(c, "move", 0, 5, at, errors);
        d.range = intField(c, "range", 0, 5, at, errors);
        d.pierce = intField(c, "pierce", 0, 5, at, errors);
        d.combo = intField(c, "combo", 0, 5, at, errors);
        d.preempt = intField(c, "preempt", 0, 1, at, errors);
        d.scarFerocity = intField(c, "scarFerocity", -3, 3, at, errors);
        d.scarAgility = intField(c, "scarAgility", -3, 3, at, errors);
        d.scarPower = intField(c, "scarPower", -3, 3, at, errors);
        d.scarFortitude = intField(c, "scarFortitude", -3, 3, at, errors);
        if ((d.scarFerocity || d.scarAgility || d.scarPower || d.scarFortitude) && d.kind != Kind::Scar)
            errors.push_back(at + ": only a scar card changes a kaiju (scarFerocity, scarAgility, scarPower, scarFortitude)");
        for (const auto& k : d.keywords)
            if (k != "dodge" && k != "chain" && k != "quick" && k != "fierce" && k != "counterattack")
                errors.push_back(at + ": keyword \"" + k + "\" must be dodge, chain, quick, fierce or counterattack");
        if (d.pierce > 0 && !d.has("fierce"))
            errors.push_back(at + ": field \"pierce\" is the text of a FIERCE card (keyword fierce missing)");
        if (d.combo > 0 && !d.has("chain"))
            errors.push_back(at + ": field \"combo\" is the text of a CHAIN card (keyword chain missing)");
        if (d.preempt > 0 && !d.has("quick"))
            errors.push_back(at + ": field \"preempt\" is the text of a QUICK card (keyword quick missing)");
        for (const auto& box : d.cost)
            if (box != "ferocity" && box != "agility" && box != "power")
                errors.push_back(at + ": cost box \"" + box + "\" must be ferocity, agility or power");
        if (d.kind == Kind::Kaiju && (d.affiliation.empty() || d.fortitude < 1))
            errors.push_back(at + ": a kaiju needs an affiliation and a fortitude");
        if (d.isCity() && d.fortitude < 1)
            errors.push_back(at + ": a city card needs a fortitude (ruling K7)");
        // An ally is a character (Ferocity, Agility, Power, Fortitude like a kaiju), with the
        // glory its KO gives and the requirement a team member must meet.
        if (c.contains("requires")) {
            const Json& req = c["requires"];
            if (d.kind != Kind::Ally)
                errors.push_back(at + ": field \"requires\" is an ally's requirement (kind ally)");
            else if (!req.is_object() || req.size() != 1 || (!req.contains("trait") && !req.contains("affiliation")))
                errors.push_back(at + ": field \"requires\" must be {\"trait\": t} or {\"affiliation\": a}");
            else if (req.contains("trait")) {
                d.requiresTrait = req["trait"].is_string() ? req["trait"].get<std::string>() : "";
                if (!kTraits.count(d.requiresTrait))
                    errors.push_back(at + ": requires.trait must be one of aquatic, giant, electric, armored, flying, fire");
            } else {
                d.requiresAffiliation = req["affiliation"].is_string() ? req["affiliation"].get<std::string>() : "";
                if (!kAffiliations.count(d.requiresAffiliation))
                    errors.push_back(at + ": requires.affiliation must be one of trench, iron, ember");
            }
        }
        if (d.kind == Kind::Ally) {
            if (d.fortitude < 1)
                errors.push_back(at + ": an ally needs a fortitude (it is a character of the team)");
            if (!c.contains("glory"))
                errors.push_back(at + ": an ally needs a glory (what its KO gives)");
            if (d.requiresTrait.empty() && d.requiresAffiliation.empty() && !c.contains("requires"))
                errors.push_back(at + ": an ally needs a requirement (field \"requires\")");
        }
        if (c.contains("effects")) {
            const Json& fx = c["effects"];
            if (d.kind != Kind::Event) {
                errors.push_back(at + ": field \"effects\" is an event's (kind event)");
            } else if (!fx.is_object()) {
                errors.push_back(at + ": field \"effects\" must be an object of effect to amount");
            } else {
                for (const auto& [key, value] : fx.items()) {
                    const auto e = kEffects.find(key);
                    if (e == kEffects.end()) {
                        errors.push_back(at + ": effect \"" + key +
                                         "\" must be gainGlory, gainEnergy, drawCombat, drawPlanning, healAll or damageCityFront");
                        continue;
                    }
                    d.effects.*(e->second) = intField(fx, key.c_str(), 1, 5, at + ": effects", errors);
                }
            }
        }
        if (d.kind == Kind::Event && !d.effects.any())
            errors.push_back(at + ": an event needs at least one effect (field \"effects\")");
        if (d.kind == Kind::Combat) {
            const std::string side = c.value("side", "");
            if (side != "sword" && side != "shield")
                errors.push_back(at + ": field \"side\" must be sword or shield");
            d.sword = side == "sword";
        }
        set.cards.push_back(std::move(d));
    }
    auto deckMap = [&](const Json& s, const char* key, const std::string& where) {
        std::map<std::string, int> out;
        if (!s.contains(key) || !s[key].is_object()) {
            errors.push_back(where + ": field \"" + key + "\" must be an object of card id to copies");
            return out;
        }
        for (const auto& [id, n] : s[key].items()) {
            if (!n.is_number_integer() || n.get<int>() < 1)
                errors.push_back(where + ": " + key + "." + id + " must be a positive integer");
            else
                out[id] = n.get<int>();
        }
        return out;
    };
    index = 0;
    for (const auto& s : doc.value("starters", Json::array())) {
        const std::string where = "cards.json: starters[" + std::to_string(index++) + "]";
        Loadout l;
        l.name = s.value("name", "");
        l.team = strings(s, "team", where, errors);
        l.planning = deckMap(s, "planning", where);
        l.combat = deckMap(s, "combat", where);
        set.starters.push_back(std::move(l));
    }
    return set;
}

const CardSet& builtInCards()
{
    static const CardSet set = [] {
        std::vector<std::string> errors;
        CardSet s = parseCardSet(kEmbeddedCardsJson, errors);
        if (!errors.empty()) {
            std::string all = "kaiju card data is invalid:";
            for (const auto& e : errors)
                all += "\n  " + e;
            throw std::runtime_error(all);
        }
        return s;
    }();
    return set;
}

} // namespace tabletop::games::kaiju
