#include "CardData.h"

#include "EmbeddedCards.h"
#include "catalog/CardFiles.h"
#include "catalog/DeckList.h"

#include <stdexcept>

namespace tabletop::games::servants {

using core::Json;
using core::Message;

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

const char* kindName(Kind k)
{
    switch (k) {
    case Kind::Servant: return "servant";
    case Kind::Strategy: return "strategy";
    case Kind::Conspiracy: return "conspiracy";
    }
    return "";
}

namespace {
// What the schema cannot say about an effect: which fields each "do" needs, and which card
// subtypes may carry it. Every problem names the field ("effect.stat").
void parseEffect(const Json& e, CardDef& d, const std::string& where, std::vector<std::string>& errors)
{
    Effect& x = d.effect;
    x.op = e["do"];
    x.amount = e.value("amount", 0);
    x.stat = e.value("stat", "");
    x.target = e.value("target", "");
    x.element = e.value("element", "");
    x.when = e.value("when", "");
    x.payHealth = e.value("payHealth", 0);
    x.maxLevel = e.value("maxLevel", 0);
    x.thisTurn = e.value("thisTurn", false);
    auto need = [&](bool ok, const char* field, const std::string& why) {
        if (!ok)
            errors.push_back(where + ": field \"effect." + field + "\" " + why);
    };
    const std::string forOp = "for \"" + x.op + "\"";
    const bool stays = d.subtype == "equip" || d.subtype == "continuous" || d.subtype == "map";
    if (x.op == "draw" || x.op == "damage" || x.op == "heal")
        need(x.amount > 0, "amount", "must be more than 0 " + forOp);
    if (x.op == "boost") {
        need(e.contains("stat"), "stat", "is required " + forOp);
        need(x.amount != 0, "amount", "is required and not 0 " + forOp);
        need(e.contains("target"), "target", "is required " + forOp);
        if (x.chosenTarget())
            need(x.thisTurn != stays, "thisTurn",
                 stays ? "is not for a card that stays on the map" : "must be true for a card that does not stay");
        else
            need(d.subtype == "continuous" || d.subtype == "map", "target",
                 "\"yours\" and \"all\" are for Continuous and Map cards");
    } else if (x.op == "takeControl") {
        need(!e.contains("stat") && !e.contains("element"), "stat", "and element are for \"boost\"");
    } else if (x.op == "returnToHand" || x.op == "changePosition") {
        need(!e.contains("stat") && !e.contains("element") && !e.contains("thisTurn") && !e.contains("amount"), "stat",
             "element, thisTurn and amount are not for \"" + x.op + "\"");
        need(x.chosenTarget() && !stays, "target",
             "must be \"chosen\" on a card that does not stay (Normal, Quick-Play) " + forOp);
    } else {
        need(!e.contains("stat") && !e.contains("element") && !e.contains("thisTurn"), "stat",
             "element and thisTurn are for \"boost\" (thisTurn also for \"takeControl\")");
    }
    need(d.subtype != "equip" || (x.op == "boost" && x.chosenTarget()), "do",
         "of an Equip card is \"boost\" with target \"chosen\"");
    need(d.subtype != "map" || (x.op == "boost" && x.target == "all"), "do",
         "of a Map card is \"boost\" with target \"all\"");
    need(d.subtype != "counter" || x.op == "negate", "do", "of a counter conspiracy is \"negate\"");
    need(x.op != "negate" || d.subtype == "counter", "do", "\"negate\" is for counter conspiracies");
    if (x.op == "cannotAttack")
        need(x.chosenTarget() && d.subtype == "continuous", "target",
             "must be \"chosen\" on a Continuous card " + forOp);
    if (x.op == "destroyAttacker" || x.op == "blockDamage")
        need(x.when == "opponentAttacks", "when", "must be \"opponentAttacks\" " + forOp);
    if (x.when == "standby" || x.when == "endPhase")
        need(d.subtype == "continuous" && (x.op == "draw" || x.op == "damage" || x.op == "heal"), "when",
             "\"standby\" and \"endPhase\" are for Continuous cards that draw, deal damage or heal");
    if (x.op == "specialSummon")
        need(x.maxLevel > 0, "maxLevel", "is required " + forOp);
    if (x.op == "takeControl")
        need(x.chosenTarget() && !stays, "target",
             "must be \"chosen\" on a card that does not stay (Normal, Quick-Play) " + forOp);
}
// Servant powers: which "do" each kind may carry (docs/games/servants.md, "Servant powers").
void parsePower(const Json& p, CardDef& d, const std::string& where, std::vector<std::string>& errors)
{
    d.powerKind = p["kind"];
    d.powerOn = p.value("on", "");
    Effect& x = d.power;
    x.op = p["do"];
    x.amount = p.value("amount", 0);
    x.stat = p.value("stat", "");
    x.target = p.value("target", "");
    x.element = p.value("element", "");
    auto need = [&](bool ok, const char* field, const std::string& why) {
        if (!ok)
            errors.push_back(where + ": field \"power." + field + "\" " + why);
    };
    const bool simple = x.op == "draw" || x.op == "damage" || x.op == "heal";
    if (simple)
        need(x.amount > 0, "amount", "must be more than 0 for \"" + x.op + "\"");
    x.payHealth = p.value("payHealth", 0);
    x.when = p.value("when", "");
    x.thisTurn = p.value("thisTurn", false);
    d.powerSpeed = p.value("speed", d.powerKind == "multiTrigger" ? 2 : 0);
    x.maxLevel = p.value("maxLevel", 0);
    // specialSummon: a servant of level <= maxLevel from the hand (Multi-trigger and Cost powers).
    if (x.op == "specialSummon")
        need((d.powerKind == "multiTrigger" || d.powerKind == "cost") && x.maxLevel > 0, "maxLevel",
             "is required for \"specialSummon\", which is for Multi-trigger and Cost powers");
    else
        need(!p.contains("maxLevel"), "maxLevel", "is for \"specialSummon\"");
    need(!p.contains("speed") || d.powerKind == "multiTrigger", "speed",
         "is for Multi-trigger powers (the others are not chain links)");
    need(!p.contains("when") || d.powerKind == "multiTrigger", "when", "is for Multi-trigger powers");
    if (x.op == "destroyAttacker" || x.op == "blockDamage")
        need(d.powerKind == "flip" ? x.op == "destroyAttacker" : x.when == "opponentAttacks", "when",
             "must be \"opponentAttacks\" for \"" + x.op + "\" on a Multi-trigger power");
    // A chosen servant (target "chosen"): Multi-trigger and Flip powers; the Flip power's
    // controller chooses when the servant turns face-up (docs/games/servants.md, "servants.power").
    const bool chosenOp = x.op == "destroy" || x.op == "boost" || x.op == "returnToHand" ||
                          x.op == "changePosition" || x.op == "takeControl";
    const bool choosing = d.powerKind == "multiTrigger" || d.powerKind == "flip";
    if (x.chosenTarget()) {
        need(chosenOp && choosing, "target",
             "\"chosen\" is for destroy, boost, returnToHand, changePosition or takeControl on a Multi-trigger or "
             "Flip power");
        if (x.op == "boost")
            need(p.contains("stat") && x.amount != 0 && x.thisTurn, "thisTurn",
                 "must be true, with stat and amount, for a power's boost of a chosen servant (until the end of the "
                 "turn)");
        else if (x.op == "takeControl")
            need(x.thisTurn, "thisTurn", "must be true for a power's takeControl of a chosen servant");
        else
            need(!p.contains("thisTurn") && !p.contains("stat") && !p.contains("amount"), "thisTurn",
                 "stat and amount are not for \"" + x.op + "\"");
    } else if (x.op == "takeControl") {
        // takeControl: the opponent's face-up servant with the highest OFF, until the end of the turn.
        need(d.powerKind == "trigger" && d.powerOn == "summoned" && x.target == "strongest" && x.thisTurn, "do",
             "\"takeControl\" is for a Trigger power on \"summoned\" with target \"strongest\" and thisTurn true, "
             "or a Multi-trigger or Flip power with target \"chosen\"");
    } else {
        need(!p.contains("thisTurn") && x.target != "strongest", "thisTurn",
             "and target \"strongest\" are for \"takeControl\"");
        need(x.op != "destroy" && x.op != "returnToHand" && x.op != "changePosition", "target",
             "must be \"chosen\" for \"" + x.op + "\"");
    }
    if (d.powerKind == "cost") {
        need(x.payHealth > 0, "payHealth", "is required for a Cost power");
        need(simple || x.op == "specialSummon" || (x.op == "boost" && p.contains("stat") && x.amount != 0 && !p.contains("target")), "do",
             "of a Cost power is draw, damage, heal, specialSummon, or a boost of the servant itself (stat and amount, no target)");
    } else {
        need(!p.contains("payHealth"), "payHealth", "is for Cost powers");
    }
    if (d.powerKind == "flip")
        need(simple || x.op == "destroyAttacker" || x.chosenTarget(), "do",
             "of a Flip power is draw, damage, heal, destroyAttacker or an effect on a chosen servant");
    const bool phase = d.powerOn == "standby" || d.powerOn == "endPhase";
    if (d.powerKind == "continuous" && phase)
        need(simple, "do", "of a Standby or End Phase power is draw, damage or heal");
    else if (d.powerKind == "continuous")
        need(x.op == "boost" && x.target == "yours" && p.contains("stat") && x.amount != 0, "do",
             "of a Continuous power is \"boost\" of \"yours\" with stat and amount");
    if (d.powerKind == "trigger") {
        need(d.powerOn == "directDamage" || d.powerOn == "summoned" || d.powerOn == "toGraveyard", "on",
             "of a Trigger power is \"directDamage\", \"summoned\" or \"toGraveyard\"");
        need(simple || x.op == "takeControl", "do", "of a Trigger power is draw, damage, heal or takeControl");
    } else if (d.powerKind == "multiTrigger") {
        need(!p.contains("on"), "on", "is not for a Multi-trigger power: it is used when its player chooses");
        need(simple || x.op == "blockDamage" || x.op == "destroyAttacker" || x.op == "specialSummon" || x.chosenTarget(),
             "do",
             "of a Multi-trigger power is draw, damage, heal, blockDamage, destroyAttacker, specialSummon or an effect "
             "on a chosen servant (destroy, boost, returnToHand, changePosition, takeControl)");
    } else if (d.powerKind == "continuous") {
        need(!p.contains("on") || phase, "on", "of a Continuous power is \"standby\" or \"endPhase\"");
    } else {
        need(!p.contains("on"), "on", "is for Trigger and Continuous powers");
    }
}
} // namespace

CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors)
{
    // The catalog's card-file reader checks the file and each card against the schema (the same
    // checks the collection and `tabletop-cli cards check` make); this adds what the schema
    // cannot say. A card the schema refuses is left out, with its problems in file order.
    catalog::GameCards read = catalog::loadGameCardsFromText("servants", &schemaText, {{"cards.json", jsonText, true}});
    CardSet set;
    std::size_t issue = 0;
    for (; issue < read.issues.size() && read.issues[issue].index < 0; ++issue)
        errors.push_back(read.issues[issue].rulesText());
    if (!errors.empty())
        return set; // the file, or the schema, could not be used
    for (const auto& record : read.cards) {
        for (; issue < read.issues.size() && read.issues[issue].index < record.index; ++issue)
            errors.push_back(read.issues[issue].rulesText());
        const Json& c = record.data;
        const std::string where = "card " + std::to_string(record.index) + " (" + record.id() + ")";
        CardDef d;
        d.id = c["id"];
        d.name = c["name"];
        const std::string type = c["type"];
        d.kind = type == "servant" ? Kind::Servant : type == "strategy" ? Kind::Strategy : Kind::Conspiracy;
        d.text = c["text"];
        d.rarity = c["rarity"];
        d.element = c.value("element", "");
        d.servantType = c.value("servantType", "");
        d.level = c.value("level", 0);
        d.off = c.value("off", 0);
        d.def = c.value("def", 0);
        d.subtype = c.value("subtype", "");
        d.speed = c.value("speed", 0);
        // What the schema cannot say: which fields each kind needs.
        auto need = [&](bool ok, const char* field, const char* why) {
            if (!ok)
                errors.push_back(where + ": field \"" + field + "\" " + why);
        };
        if (d.isServant()) {
            for (const char* f : {"element", "servantType", "level", "off", "def"})
                need(c.contains(f), f, "is required for a servant");
            need(!c.contains("subtype") && !c.contains("speed"), "subtype", "and speed are for strategies and conspiracies");
            need(d.off % 10 == 0 && d.def % 10 == 0, "off", "and def are in tens (ruling S4)");
        } else {
            need(c.contains("subtype") && c.contains("speed"), "subtype", "and speed are required for a non-servant");
            need(!c.contains("level") && !c.contains("off") && !c.contains("def"), "level",
                 "off and def are for servants only");
            if (d.kind == Kind::Conspiracy)
                need(d.subtype == "normal" || d.subtype == "continuous" || d.subtype == "counter", "subtype",
                     "of a conspiracy is normal, continuous or counter");
            else
                need(d.subtype != "counter", "subtype", "counter is for conspiracies");
            need(c.contains("effect"), "effect", "is required for a strategy or conspiracy");
            if (c.contains("effect"))
                parseEffect(c["effect"], d, where, errors);
        }
        if (d.isServant())
            need(!c.contains("effect"), "effect", "is for strategies and conspiracies");
        if (c.contains("power")) {
            need(d.isServant(), "power", "is for servants");
            if (d.isServant())
                parsePower(c["power"], d, where, errors);
        }
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
            throw std::runtime_error("built-in Servant Zones cards are invalid: " + errors.front());
        return s;
    }();
    return set;
}

Json parseDeckList(const std::string& text, std::vector<std::string>& errors)
{
    // The catalog's reader (the one the deck builder and `tabletop-cli deck check` use) reads the
    // list; its problems are said in this game's words, the game's header last.
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& [name, index] : builtInCards().byName) // a std::map: sorted
            out.push_back(name);
        return out;
    }();
    return catalog::readRulesDeckList(text, "servants", "Servant Zones", names, {"main"}, "one section, main", errors);
}

std::vector<Message> checkDeck(const Json& deck, const CardSet& cards)
{
    std::vector<Message> out;
    auto problem = [&](std::string id, std::string text, Json args = Json::object()) {
        out.push_back(Message{std::move(id), std::move(text), std::move(args), "servants.deck"});
    };
    if (!deck.is_object() || !deck.contains("sections") || !deck["sections"].is_object()) {
        problem("servants.deck.format", "A deck is an object with \"sections\" holding card lists");
        return out;
    }
    if (deck.contains("game") && deck["game"] != "servants")
        problem("servants.deck.wrongGame", "This deck is for another game, not Servant Zones");
    int total = 0;
    for (const auto& [section, list] : deck["sections"].items()) {
        if (section != "main" || !list.is_array()) {
            problem("servants.deck.unknownSection", "Servant Zones decks have one section, main, a list of cards",
                    Json{{"section", section}});
            continue;
        }
        int position = 0;
        for (const auto& entry : list) {
            ++position;
            if (!entry.is_object() || !entry.contains("name") || !entry["name"].is_string() || !entry.contains("count") ||
                !entry["count"].is_number_integer() || entry["count"].get<std::int64_t>() < 1 ||
                entry["count"].get<std::int64_t>() > 99) {
                problem("servants.deck.entry",
                        "Entry " + std::to_string(position) + " must be {\"name\": card name, \"count\": 1 to 99}",
                        Json{{"entry", position}});
                continue;
            }
            const std::string name = entry["name"];
            if (cards.indexOfName(name) < 0) {
                problem("servants.deck.unknownCard",
                        "Entry " + std::to_string(position) + ": there is no Servant Zones card called \"" + name + "\"",
                        Json{{"entry", position}, {"name", name}});
                continue;
            }
            total += entry["count"].get<int>();
        }
    }
    if (total < 40)
        problem("servants.deck.tooSmall", "A deck needs at least 40 cards; this one has " + std::to_string(total),
                Json{{"count", total}});
    return out;
}

const std::vector<StarterDeck>& starterDecks()
{
    static const std::vector<StarterDeck> decks = [] {
        std::vector<StarterDeck> out;
        for (auto [file, text] : {std::pair{"ember-vanguard.deck", kEmbeddedDeckEmber},
                                  std::pair{"tidewall-keepers.deck", kEmbeddedDeckTidewall}}) {
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

} // namespace tabletop::games::servants
