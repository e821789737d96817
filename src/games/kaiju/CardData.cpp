#include "CardData.h"

#include "EmbeddedCards.h"
#include "catalog/CardFiles.h"
#include "catalog/DeckList.h"
#include "core/Json.h"

#include <algorithm>

#include <set>
#include <stdexcept>

namespace tabletop::games::kaiju {

using core::Json;

namespace {
const std::map<std::string, Kind> kKinds{{"kaiju", Kind::Kaiju},     {"location", Kind::Location},
                                         {"opponent", Kind::Opponent}, {"ally", Kind::Ally},
                                         {"event", Kind::Event},     {"scar", Kind::Scar},
                                         {"combat", Kind::Combat},     {"team", Kind::Team}};

const std::map<std::string, int EventEffects::*> kEffects{
    {"gainGlory", &EventEffects::gainGlory},       {"gainEnergy", &EventEffects::gainEnergy},
    {"drawCombat", &EventEffects::drawCombat},     {"drawPlanning", &EventEffects::drawPlanning},
    {"healAll", &EventEffects::healAll},           {"damageCityFront", &EventEffects::damageCityFront}};

std::vector<std::string> strings(const Json& c, const char* key)
{
    std::vector<std::string> out;
    if (c.contains(key))
        for (const auto& x : c[key])
            out.push_back(x.get<std::string>());
    return out;
}

// A card the schema accepted (types, enums and ranges are right), read into its definition,
// with what the schema cannot say: which fields each kind needs or may have.
CardDef readCard(const Json& c, const std::string& where, std::vector<std::string>& errors)
{
    auto need = [&](bool ok, const std::string& field, const std::string& why) {
        if (!ok)
            errors.push_back(where + ": field \"" + field + "\" " + why);
    };
    CardDef d;
    d.id = c["id"].get<std::string>();
    d.name = c["name"].get<std::string>();
    d.text = c["text"].get<std::string>();
    d.kind = kKinds.at(c["kind"].get<std::string>());
    d.affiliation = c.value("affiliation", "");
    d.traits = strings(c, "traits");
    d.opposedTraits = strings(c, "opposedTraits");
    d.cost = strings(c, "cost");
    d.keywords = strings(c, "keywords");
    d.ferocity = c.value("ferocity", 0);
    d.agility = c.value("agility", 0);
    d.power = c.value("power", 0);
    d.fortitude = c.value("fortitude", 0);
    d.glory = c.value("glory", 0);
    d.damage = c.value("damage", 0);
    d.toughness = c.value("toughness", 0);
    d.move = c.value("move", 0);
    d.range = c.value("range", 0);
    d.pierce = c.value("pierce", 0);
    d.combo = c.value("combo", 0);
    d.preempt = c.value("preempt", 0);
    d.scarFerocity = c.value("scarFerocity", 0);
    d.scarAgility = c.value("scarAgility", 0);
    d.scarPower = c.value("scarPower", 0);
    d.scarFortitude = c.value("scarFortitude", 0);
    for (const char* f : {"scarFerocity", "scarAgility", "scarPower", "scarFortitude"})
        need(!c.contains(f) || d.kind == Kind::Scar, f, "is a scar's change to a kaiju (kind scar)");
    need(d.pierce == 0 || d.has("fierce"), "pierce", "is the text of a FIERCE card (keyword fierce missing)");
    need(d.combo == 0 || d.has("chain"), "combo", "is the text of a CHAIN card (keyword chain missing)");
    need(d.preempt == 0 || d.has("quick"), "preempt", "is the text of a QUICK card (keyword quick missing)");
    if (d.kind == Kind::Kaiju) {
        need(c.contains("affiliation"), "affiliation", "is required for a kaiju");
        need(c.contains("fortitude"), "fortitude", "is required for a kaiju");
    }
    if (d.isCity())
        need(c.contains("fortitude"), "fortitude", "is required for a city card (ruling K7)");
    if (d.kind == Kind::Combat) {
        need(c.contains("side"), "side", "is required for a combat card (sword or shield)");
        d.sword = c.value("side", "") == "sword";
    } else {
        need(!c.contains("side"), "side", "is a combat card's (kind combat)");
    }
    // An ally is a character (Ferocity, Agility, Power, Fortitude like a kaiju), with the glory
    // its KO gives and the requirement a team member must meet.
    if (c.contains("requires")) {
        const Json& req = c["requires"];
        if (d.kind != Kind::Ally)
            errors.push_back(where + ": field \"requires\" is an ally's requirement (kind ally)");
        else if (req.size() != 1)
            errors.push_back(where + ": field \"requires\" must be {\"trait\": t} or {\"affiliation\": a}");
        else {
            d.requiresTrait = req.value("trait", "");
            d.requiresAffiliation = req.value("affiliation", "");
        }
    }
    if (d.kind == Kind::Ally) {
        need(c.contains("fortitude"), "fortitude", "is required for an ally (it is a character of the team)");
        need(c.contains("glory"), "glory", "is required for an ally (what its KO gives)");
        need(c.contains("requires"), "requires", "is required for an ally (its requirement)");
    }
    if (c.contains("effects")) {
        if (d.kind != Kind::Event)
            errors.push_back(where + ": field \"effects\" is an event's (kind event)");
        else
            for (const auto& [key, value] : c["effects"].items())
                d.effects.*(kEffects.at(key)) = value.get<int>();
    }
    if (d.kind == Kind::Event)
        need(d.effects.any(), "effects", "is required for an event: at least one effect");
    if (c.contains("timing")) {
        if (d.kind != Kind::Event)
            errors.push_back(where + ": field \"timing\" is an event's (kind event)");
        else if (!c["timing"].is_string() || (c["timing"] != "planning" && c["timing"] != "action"))
            errors.push_back(where + ": field \"timing\" must be \"planning\" or \"action\"");
        else
            d.actionEvent = c["timing"] == "action";
    }
    // A city card's ongoing effect: only on a location or opponent, at least one effect.
    if (c.contains("ongoing")) {
        const Json& o = c["ongoing"];
        if (!d.isCity())
            errors.push_back(where + ": field \"ongoing\" is a city card's (kind location or opponent)");
        d.ongoing.rampageDamage = o.value("rampageDamage", 0);
        d.ongoing.enterEnergy = o.value("enterEnergy", 0);
        d.ongoing.activeTrait = o.value("activeTrait", "");
        need(d.ongoing.any(), "ongoing", "needs at least one effect (rampageDamage, enterEnergy, activeTrait)");
    }
    // A team card: its four values and its membership rule (all required, only on a team card).
    for (const char* f : {"initiative", "planningDraw", "furyValue", "fortitudeBonus", "members"}) {
        if (d.kind == Kind::Team)
            need(c.contains(f), f, "is required for a team card");
        else
            need(!c.contains(f), f, "is a team card's (kind team)");
    }
    if (d.kind == Kind::Team) {
        d.team.initiative = c.value("initiative", 50);
        d.team.planningDraw = c.value("planningDraw", 5);
        d.team.fury = c.value("furyValue", 10);
        d.team.fortitudeBonus = c.value("fortitudeBonus", 2);
        if (c.contains("members")) {
            const Json& m = c["members"];
            need(m.contains("max"), "members.max", "is required (the most kaiju the team may have)");
            d.members.max = m.value("max", 3);
            d.members.affiliations = strings(m, "affiliations");
            d.members.trait = m.value("trait", "");
            d.members.maxFortitude = m.value("maxFortitude", 0);
            need(!d.members.affiliations.empty() || !d.members.trait.empty() || d.members.maxFortitude > 0,
                 "members", "needs at least one of affiliations, trait and maxFortitude (a rule for its kaiju)");
        }
    }
    return d;
}

std::vector<std::string> sortedNames(const CardSet& set)
{
    std::vector<std::string> out;
    for (const auto& c : set.cards)
        out.push_back(c.name);
    std::sort(out.begin(), out.end());
    return out;
}

Json readDeck(const std::string& text, const std::vector<std::string>& names, std::vector<std::string>& errors)
{
    return catalog::readRulesDeckList(text, "kaiju", "Kaiju City", names, {"team", "planning", "combat"},
                                      "team, planning and combat", errors);
}

// The starter deck files, in seat order (seat k plays starter k mod 5).
const std::vector<std::pair<const char*, const char*>>& starterFiles()
{
    static const std::vector<std::pair<const char*, const char*>> files{
        {"1-trench-tide.deck", kEmbeddedDeckTrenchTide},
        {"2-iron-vanguard.deck", kEmbeddedDeckIronVanguard},
        {"3-ember-host.deck", kEmbeddedDeckEmberHost},
        {"4-deep-chorus.deck", kEmbeddedDeckDeepChorus},
        {"5-storm-wing.deck", kEmbeddedDeckStormWing}};
    return files;
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

CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors)
{
    // The catalog's card-file reader checks the file and each card against the schema (the same
    // checks the collection and `tabletop-cli cards check` make); this adds what the schema
    // cannot say. A card the schema refuses is left out, with its problems in file order.
    catalog::GameCards read = catalog::loadGameCardsFromText("kaiju", &schemaText, {{"cards.json", jsonText, true}});
    CardSet set;
    std::size_t issue = 0;
    for (; issue < read.issues.size() && read.issues[issue].index < 0; ++issue)
        errors.push_back(read.issues[issue].rulesText());
    if (!errors.empty())
        return set; // the file, or the schema, could not be used
    for (const auto& record : read.cards) {
        for (; issue < read.issues.size() && read.issues[issue].index < record.index; ++issue)
            errors.push_back(read.issues[issue].rulesText());
        const std::string where = "card " + std::to_string(record.index) + " (" + record.id() + ")";
        set.cards.push_back(readCard(record.data, where, errors));
    }
    for (; issue < read.issues.size(); ++issue)
        errors.push_back(read.issues[issue].rulesText());
    return set;
}

CardSet parseCardSet(const std::string& jsonText, std::vector<std::string>& errors)
{
    return parseCardSet(jsonText, kEmbeddedSchemaJson, errors);
}

const CardSet& builtInCards()
{
    static const CardSet set = [] {
        std::vector<std::string> errors;
        CardSet s = parseCardSet(kEmbeddedCardsJson, errors);
        const auto names = sortedNames(s);
        for (const auto& [file, text] : starterFiles()) {
            std::vector<std::string> deckErrors;
            const Json deck = readDeck(text, names, deckErrors);
            for (const auto& e : deckErrors)
                errors.push_back(std::string("decks/") + file + ": " + e);
            for (const auto& m : checkDeck(deck, s))
                errors.push_back(std::string("decks/") + file + ": " + m.text);
            if (deckErrors.empty())
                s.starters.push_back(loadoutOfDeck(deck, s));
        }
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

Json parseDeckList(const std::string& text, std::vector<std::string>& errors)
{
    // The catalog's reader (the one the deck builder and `tabletop-cli deck check` use) reads the
    // list; its problems are said in this game's words, the game's header last.
    static const std::vector<std::string> names = sortedNames(builtInCards());
    return readDeck(text, names, errors);
}

const std::vector<StarterDeck>& starterDecks()
{
    static const std::vector<StarterDeck> decks = [] {
        std::vector<StarterDeck> out;
        for (const auto& [file, text] : starterFiles()) {
            std::vector<std::string> errors;
            out.push_back(StarterDeck{file, parseDeckList(text, errors)});
        }
        return out;
    }();
    return decks;
}

std::vector<LoadoutProblem> loadoutProblems(const Loadout& l, const CardSet& cards, bool byName)
{
    std::vector<LoadoutProblem> out;
    auto said = [&](const std::string& id) {
        const int i = cards.indexOf(id);
        return "\"" + (byName && i >= 0 ? cards.at(i).name : id) + "\"";
    };
    auto problem = [&](const char* id, const char* section, std::string text, Json args = Json::object()) {
        args["section"] = section;
        if (args.contains("card")) { // the card's English name too, for the UI's sentence
            const int i = cards.indexOf(args["card"].get<std::string>());
            args["name"] = i >= 0 ? cards.at(i).name : args["card"].get<std::string>();
        }
        out.push_back({id, section, std::move(text), std::move(args)});
    };
    std::set<std::string> affiliations;
    std::set<std::string> seen;
    // A team card replaces the default team's rule with its own (`members`); a breach names the
    // kaiju and the line it was read from (`lineOf`, where the deck came from a file).
    const CardDef* teamCard = nullptr;
    if (!l.teamCard.empty()) {
        const int i = cards.indexOf(l.teamCard);
        if (i < 0 || cards.at(i).kind != Kind::Team)
            problem("kaiju.deck.notTeamCard", "team", said(l.teamCard) + " is not a team card",
                    Json{{"card", l.teamCard}});
        else
            teamCard = &cards.at(i);
    }
    if (l.teamCards > 1)
        problem("kaiju.deck.teamCards", "team",
                std::to_string(l.teamCards) + " team cards (at most one)", Json{{"count", l.teamCards}});
    const std::string teamName = teamCard ? teamCard->name : std::string();
    const int most = teamCard ? teamCard->members.max : 3;
    if (l.team.empty() || static_cast<int>(l.team.size()) > most) {
        if (teamCard)
            problem("kaiju.deck.teamCardSize", "team",
                    teamName + " allows 1 to " + std::to_string(most) + " kaiju (" + std::to_string(l.team.size()) +
                        " given)",
                    Json{{"count", l.team.size()}, {"most", most}, {"team", teamName}});
        else
            problem("kaiju.deck.teamSize", "team",
                    "a default team has 1 to 3 kaiju (" + std::to_string(l.team.size()) + " given)",
                    Json{{"count", l.team.size()}});
    }
    for (const auto& id : l.team) {
        const int i = cards.indexOf(id);
        if (i < 0 || cards.at(i).kind != Kind::Kaiju) {
            problem("kaiju.deck.notKaiju", "team", said(id) + " is not a kaiju", Json{{"card", id}});
            continue;
        }
        if (!seen.insert(id).second)
            problem("kaiju.deck.kaijuTwice", "team", said(id) + " is on the team twice", Json{{"card", id}});
        const CardDef& k = cards.at(i);
        affiliations.insert(k.affiliation);
        if (!teamCard)
            continue;
        const TeamRule& rule = teamCard->members;
        const Json at{{"section", "team"}, {"name", k.name}};
        if (!rule.affiliations.empty() &&
            std::find(rule.affiliations.begin(), rule.affiliations.end(), k.affiliation) == rule.affiliations.end()) {
            std::string allowed;
            for (const auto& a : rule.affiliations)
                allowed += (allowed.empty() ? "" : " or ") + a;
            problem("kaiju.deck.teamCardAffiliation", "team",
                    said(id) + " breaks " + teamName + "'s rule: its affiliation " + k.affiliation + " is not " +
                        allowed,
                    Json{{"card", id}, {"team", teamName}, {"affiliation", k.affiliation}, {"allowed", allowed},
                         {"lineOf", at}});
        }
        if (!rule.trait.empty() && std::find(k.traits.begin(), k.traits.end(), rule.trait) == k.traits.end())
            problem("kaiju.deck.teamCardTrait", "team",
                    said(id) + " breaks " + teamName + "'s rule: it lacks the " + rule.trait + " trait",
                    Json{{"card", id}, {"team", teamName}, {"trait", rule.trait}, {"lineOf", at}});
        if (rule.maxFortitude > 0 && k.fortitude > rule.maxFortitude)
            problem("kaiju.deck.teamCardFortitude", "team",
                    said(id) + " breaks " + teamName + "'s rule: Fortitude " + std::to_string(k.fortitude) +
                        " (at most " + std::to_string(rule.maxFortitude) + ")",
                    Json{{"card", id}, {"team", teamName}, {"fortitude", k.fortitude}, {"most", rule.maxFortitude},
                         {"lineOf", at}});
    }
    if (!teamCard && affiliations.size() > 1) {
        std::string which;
        for (const auto& a : affiliations)
            which += (which.empty() ? "" : ", ") + a;
        problem("kaiju.deck.affiliation", "team",
                "the kaiju of a default team share one affiliation (" + which + " given)",
                Json{{"affiliations", which}});
    }
    int planning = 0;
    for (const auto& [id, n] : l.planning) {
        const int i = cards.indexOf(id);
        if (i < 0 || !cards.at(i).isPlanning())
            problem("kaiju.deck.notPlanning", "planning", said(id) + " is not a planning card", Json{{"card", id}});
        else if (n > 3)
            problem("kaiju.deck.planningCopies", "planning",
                    std::to_string(n) + " copies of " + said(id) + " (at most 3)", Json{{"card", id}, {"count", n}});
        planning += n;
    }
    if (planning < 30)
        problem("kaiju.deck.planningSize", "planning", std::to_string(planning) + " cards (at least 30)",
                Json{{"count", planning}});
    int combat = 0;
    int swords = 0;
    for (const auto& [id, n] : l.combat) {
        const int i = cards.indexOf(id);
        if (i < 0 || cards.at(i).kind != Kind::Combat) {
            problem("kaiju.deck.notCombat", "combat", said(id) + " is not a combat card", Json{{"card", id}});
            continue;
        }
        if (n > 2)
            problem("kaiju.deck.combatCopies", "combat", std::to_string(n) + " copies of " + said(id) + " (at most 2)",
                    Json{{"card", id}, {"count", n}});
        combat += n;
        if (cards.at(i).sword)
            swords += n;
    }
    if (combat < 20)
        problem("kaiju.deck.combatSize", "combat", std::to_string(combat) + " cards (at least 20)",
                Json{{"count", combat}});
    if (swords * 2 != combat)
        problem("kaiju.deck.swordShield", "combat",
                std::to_string(swords) + " sword and " + std::to_string(combat - swords) +
                    " shield cards (must be equal)",
                Json{{"swords", swords}, {"shields", combat - swords}});
    return out;
}

std::vector<core::Message> checkDeck(const Json& deck, const CardSet& cards)
{
    std::vector<core::Message> out;
    auto problem = [&](std::string id, std::string text, Json args = Json::object()) {
        out.push_back(core::Message{std::move(id), std::move(text), std::move(args), "kaiju.deck"});
    };
    if (!deck.is_object() || !deck.contains("sections") || !deck["sections"].is_object()) {
        problem("kaiju.deck.format", "A deck is an object with \"sections\" holding card lists");
        return out;
    }
    if (deck.contains("game") && deck["game"] != "kaiju") // any JSON: compared, never converted
        problem("kaiju.deck.wrongGame", "This deck is for another game, not Kaiju City", Json{{"game", deck["game"]}});
    bool entriesOk = true;
    for (const auto& [section, list] : deck["sections"].items()) {
        if ((section != "team" && section != "planning" && section != "combat") || !list.is_array()) {
            problem("kaiju.deck.unknownSection",
                    "Kaiju City decks have three sections, team, planning and combat, each a list of cards (not \"" +
                        section + "\")",
                    Json{{"section", section}});
            entriesOk = false;
            continue;
        }
        int position = 0;
        for (const auto& entry : list) {
            ++position;
            const std::string where = "[" + section + "] entry " + std::to_string(position);
            if (!entry.is_object() || !entry.contains("name") || !entry["name"].is_string() || !entry.contains("count") ||
                !entry["count"].is_number_integer() || entry["count"].get<std::int64_t>() < 1 ||
                entry["count"].get<std::int64_t>() > 99) {
                problem("kaiju.deck.entry", where + " must name a card and give a count from 1 to 99",
                        Json{{"section", section}, {"entry", position}});
                entriesOk = false;
                continue;
            }
            const std::string name = entry["name"];
            const auto it = std::find_if(cards.cards.begin(), cards.cards.end(),
                                         [&](const CardDef& c) { return c.name == name; });
            if (it == cards.cards.end()) {
                problem("kaiju.deck.unknownCard", where + ": there is no Kaiju City card called \"" + name + "\"",
                        Json{{"section", section}, {"entry", position}, {"name", name}});
                entriesOk = false;
            }
        }
    }
    if (!entriesOk)
        return out; // the deck cannot be counted
    for (const auto& p : loadoutProblems(loadoutOfDeck(deck, cards), cards, true))
        problem(p.id, "[" + p.section + "] " + p.text, p.args);
    return out;
}

TeamValues teamValuesOf(int teamCard)
{
    return teamCard < 0 ? TeamValues{} : builtInCards().at(teamCard).team;
}

Loadout loadoutOfDeck(const Json& deck, const CardSet& cards)
{
    Loadout l;
    l.name = deck.value("name", "");
    auto idOf = [&](const std::string& name) {
        for (const auto& c : cards.cards)
            if (c.name == name)
                return c.id;
        return name;
    };
    const Json& sections = deck["sections"];
    for (const char* section : {"team", "planning", "combat"}) {
        if (!sections.contains(section))
            continue;
        for (const auto& entry : sections[section]) {
            const std::string id = idOf(entry["name"].get<std::string>());
            const int n = entry["count"].get<int>();
            const int index = cards.indexOf(id);
            if (std::string(section) == "team" && index >= 0 && cards.at(index).kind == Kind::Team) {
                l.teamCard = id; // a team card in [team] (at most one: loadoutProblems counts them)
                l.teamCards += n;
            } else if (std::string(section) == "team")
                for (int i = 0; i < n; ++i)
                    l.team.push_back(id);
            else
                (std::string(section) == "planning" ? l.planning : l.combat)[id] += n;
        }
    }
    return l;
}

} // namespace tabletop::games::kaiju
