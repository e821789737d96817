#include "KaijuRules.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace tabletop::games::kaiju {

using core::Action;
using core::ArgKind;
using core::ArgSpec;
using core::Event;
using core::Json;
using core::Message;
using core::Result;

namespace {

const CardSet& cards() { return builtInCards(); }
const CardDef& def(const Card& c) { return cards().at(c.card); }
std::string player(int seat) { return "Player " + std::to_string(seat + 1); }
std::string cardKey(const Card& c) { return "kc" + std::to_string(c.id); }

Message msg(std::string id, std::string text, Json args = Json::object(), std::string rule = {})
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}

Event publicEvent(std::string type, Json data, Message m)
{
    Event e;
    e.type = std::move(type);
    e.data = std::move(data);
    e.message = std::move(m);
    return e;
}

Event privateEvent(std::string type, int seat, Json data, Message m, Json redacted, Message redactedMessage)
{
    Event e = publicEvent(std::move(type), std::move(data), std::move(m));
    e.audience.everyone = false;
    e.audience.seats = {seat};
    e.redacted = std::move(redacted);
    e.redactedMessage = std::move(redactedMessage);
    return e;
}

SeatState& seatOf(KaijuState& s, int seat) { return s.seats[static_cast<std::size_t>(seat)]; }
const SeatState& seatOf(const KaijuState& s, int seat) { return s.seats[static_cast<std::size_t>(seat)]; }

bool conscious(const Character& c) { return c.damage < cards().at(c.card).fortitude + KaijuRules::kFortitudeBonus; }

// A seat with no conscious character is out of the game.
bool isOut(const KaijuState& s, int seat)
{
    for (const auto& c : s.seats[static_cast<std::size_t>(seat)].team)
        if (conscious(c))
            return false;
    return true;
}

void skipOut(KaijuState& s)
{
    while (s.cursor < static_cast<int>(s.order.size()) && isOut(s, s.order[static_cast<std::size_t>(s.cursor)]))
        ++s.cursor;
}

// Draws up to `count` cards from `deck` into `hand`; an empty deck is first reshuffled from its
// own discard pile (ruling K4); the reshuffled cards get fresh instance ids, since a card that
// enters a hidden zone must not be followed there. Returns how many were drawn.
int draw(std::vector<Card>& deck, std::vector<Card>& discard, std::vector<Card>& hand, int count, core::Rng& rng,
         int& nextId)
{
    int drawn = 0;
    for (; drawn < count; ++drawn) {
        if (deck.empty()) {
            if (discard.empty())
                break;
            deck = std::move(discard);
            discard.clear();
            rng.shuffle(deck);
            for (auto& c : deck)
                c.id = nextId++;
        }
        hand.push_back(deck.front());
        deck.erase(deck.begin());
    }
    return drawn;
}

std::vector<Card> buildDeck(const std::map<std::string, int>& list, int& nextId)
{
    std::vector<Card> out;
    for (const auto& [id, n] : list)
        for (int i = 0; i < n; ++i)
            out.push_back(Card{nextId++, cards().indexOf(id)});
    return out;
}

Json cardJson(const Card& c) { return Json{{"id", cardKey(c)}, {"card", def(c).id}}; }
Json cardsJson(const std::vector<Card>& list)
{
    Json out = Json::array();
    for (const auto& c : list)
        out.push_back(cardJson(c));
    return out;
}

// Where a card with the given instance id lies in a list, or -1.
int findCard(const std::vector<Card>& list, std::int64_t id)
{
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id)
            return static_cast<int>(i);
    return -1;
}

Loadout loadoutFromJson(const Json& entry, const std::string& where)
{
    Loadout l;
    if (!entry.is_object())
        throw std::invalid_argument(where + ": must be an object with team, planning and combat");
    if (!entry.contains("team") || !entry["team"].is_array())
        throw std::invalid_argument(where + ".team: must be a list of kaiju ids");
    for (const auto& k : entry["team"]) {
        if (!k.is_string())
            throw std::invalid_argument(where + ".team: must be a list of kaiju ids");
        l.team.push_back(k.get<std::string>());
    }
    for (const char* key : {"planning", "combat"}) {
        if (!entry.contains(key) || !entry[key].is_object())
            throw std::invalid_argument(where + "." + key + ": must be an object of card id to copies");
        for (const auto& [id, n] : entry[key].items()) {
            if (!n.is_number_integer() || n.get<int>() < 1 || n.get<int>() > 99)
                throw std::invalid_argument(where + "." + key + "." + id + ": copies must be an integer from 1 to 99");
            (std::string(key) == "planning" ? l.planning : l.combat)[id] = n.get<int>();
        }
    }
    return l;
}

} // namespace

core::GameInfo KaijuRules::info() const
{
    core::GameInfo i;
    i.id = "kaiju";
    i.title = "Kaiju City";
    i.minSeats = 2;
    i.maxSeats = 5;
    i.playable = false;
    i.rulesVersion = 1;
    i.seatSetup = {"team"};
    i.options = {
        {"gloryToWin", "Glory that wins the game at once (basic rules: 20)", 20, Json::array()},
        {"healOutside", "Damage a kaiju heals in a turn it did not enter the city (ruling K5: 1)", 1,
         Json::array({0, 1, 2})},
    };
    return i;
}

Options KaijuRules::parseOptions(const Json& options)
{
    Options o;
    if (!options.is_object())
        throw std::invalid_argument("kaiju options: must be an object");
    for (const auto& [name, value] : options.items()) {
        if (name == "gloryToWin") {
            if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 100)
                throw std::invalid_argument("kaiju option gloryToWin: must be an integer from 1 to 100");
            o.gloryToWin = value.get<int>();
        } else if (name == "healOutside") {
            if (!value.is_number_integer() || value.get<int>() < 0 || value.get<int>() > 2)
                throw std::invalid_argument("kaiju option healOutside: must be 0, 1 or 2");
            o.healOutside = value.get<int>();
        } else {
            throw std::invalid_argument("kaiju option \"" + name + "\": unknown");
        }
    }
    return o;
}

std::vector<core::ActionSpec> KaijuRules::actionSpecs() const
{
    const ArgSpec cardsArg{"cards", ArgKind::IntegerList, false, "moved", 0, 1000000, 128, 64};
    return {
        {"discard", {cardsArg}},
        {"play", {ArgSpec{"card", ArgKind::Integer, true, "moved", 0, 1000000}}},
        {"done", {}},
        {"select", {ArgSpec{"character", ArgKind::Integer, true, "moved", 0, 9}}},
        {"pass", {}},
        {"roar", {ArgSpec{"redraw", ArgKind::Boolean, false}, cardsArg}},
    };
}

// Team (default team: 1 to 3 kaiju sharing an affiliation, no kaiju twice), planning deck
// (30+ planning cards, at most 3 copies) and combat deck (20+ combat cards, as many sword as
// shield cards, at most 2 copies).
std::vector<std::string> KaijuRules::checkLoadout(const Loadout& l, const std::string& where)
{
    std::vector<std::string> problems;
    std::set<std::string> affiliations;
    std::set<std::string> seen;
    if (l.team.empty() || l.team.size() > 3)
        problems.push_back(where + ".team: a default team has 1 to 3 kaiju (" + std::to_string(l.team.size()) + " given)");
    for (const auto& id : l.team) {
        const int i = cards().indexOf(id);
        if (i < 0 || cards().at(i).kind != Kind::Kaiju) {
            problems.push_back(where + ".team: \"" + id + "\" is not a kaiju");
            continue;
        }
        if (!seen.insert(id).second)
            problems.push_back(where + ".team: \"" + id + "\" is on the team twice");
        affiliations.insert(cards().at(i).affiliation);
    }
    if (affiliations.size() > 1)
        problems.push_back(where + ".team: the kaiju of a default team share one affiliation");
    int planning = 0;
    for (const auto& [id, n] : l.planning) {
        const int i = cards().indexOf(id);
        if (i < 0 || !cards().at(i).isPlanning())
            problems.push_back(where + ".planning: \"" + id + "\" is not a planning card");
        else if (n > 3)
            problems.push_back(where + ".planning: " + std::to_string(n) + " copies of \"" + id + "\" (at most 3)");
        planning += n;
    }
    if (planning < 30)
        problems.push_back(where + ".planning: " + std::to_string(planning) + " cards (at least 30)");
    int combat = 0;
    int swords = 0;
    for (const auto& [id, n] : l.combat) {
        const int i = cards().indexOf(id);
        if (i < 0 || cards().at(i).kind != Kind::Combat) {
            problems.push_back(where + ".combat: \"" + id + "\" is not a combat card");
            continue;
        }
        if (n > 2)
            problems.push_back(where + ".combat: " + std::to_string(n) + " copies of \"" + id + "\" (at most 2)");
        combat += n;
        if (cards().at(i).sword)
            swords += n;
    }
    if (combat < 20)
        problems.push_back(where + ".combat: " + std::to_string(combat) + " cards (at least 20)");
    if (swords * 2 != combat)
        problems.push_back(where + ".combat: " + std::to_string(swords) + " sword and " + std::to_string(combat - swords) +
                           " shield cards (must be equal)");
    return problems;
}

std::unique_ptr<core::GameState> KaijuRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    if (config.seats < 2 || config.seats > 5)
        throw std::invalid_argument("kaiju: 2 to 5 seats (" + std::to_string(config.seats) + " given)");
    auto s = std::make_unique<KaijuState>();
    s->options = parseOptions(config.options);
    for (int seat = 0; seat < config.seats; ++seat) {
        const std::string where = "setup[" + std::to_string(seat) + "]";
        Loadout l = cards().starters[static_cast<std::size_t>(seat) % cards().starters.size()];
        if (config.setup.is_array() && static_cast<int>(config.setup.size()) > seat && !config.setup[seat].is_null()) {
            const Json& entry = config.setup[static_cast<std::size_t>(seat)];
            if (!entry.is_object() || !entry.contains("team"))
                throw std::invalid_argument(where + ": must be an object with \"team\"");
            l = loadoutFromJson(entry["team"], where + ".team");
        }
        const auto problems = checkLoadout(l, where);
        if (!problems.empty())
            throw std::invalid_argument(problems.front());
        SeatState st;
        int highestPower = 0;
        for (const auto& id : l.team) {
            Character c;
            c.card = cards().indexOf(id);
            highestPower = std::max(highestPower, cards().at(c.card).power);
            st.team.push_back(c);
        }
        st.energy = kStartEnergy + highestPower;
        st.planningDeck = buildDeck(l.planning, s->nextCardId);
        st.combatDeck = buildDeck(l.combat, s->nextCardId);
        rng.shuffle(st.planningDeck);
        rng.shuffle(st.combatDeck);
        draw(st.combatDeck, st.combatDiscard, st.combatHand, kCombatHand, rng, s->nextCardId);
        draw(st.planningDeck, st.planningDiscard, st.planningHand, kPlanningDraw, rng, s->nextCardId);
        s->seats.push_back(std::move(st));
    }
    // Initiative order: every default team has initiative 50, so the whole order is the tie
    // broken from the seed; it is kept for the game.
    for (int seat = 0; seat < config.seats; ++seat)
        s->order.push_back(seat);
    rng.shuffle(s->order);
    return s;
}

std::unique_ptr<core::GameState> KaijuRules::setupScenario(const core::MatchConfig&, const Json&, core::Rng&) const
{
    throw std::invalid_argument("kaiju position: scenario positions are not implemented yet");
}

core::Prompt KaijuRules::prompt(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    core::Prompt p;
    switch (s.phase) {
    case Phase::DiscardDraw:
        p.kind = "discardDraw";
        for (int seat = 0; seat < static_cast<int>(s.seats.size()); ++seat)
            if (!seatOf(s, seat).drawn && !isOut(s, seat))
                p.seats.push_back(seat);
        p.message = msg("kaiju.prompt.discardDraw", "Discard any planning cards and draw up to 5");
        break;
    case Phase::Planning:
        p.kind = "planning";
        p.seats = {s.current()};
        p.message = msg("kaiju.prompt.planning", player(s.current()) + ": play planning cards, then done",
                        Json{{"seat", s.current()}});
        break;
    case Phase::Selection:
        p.kind = "select";
        p.seats = {s.current()};
        p.message = msg("kaiju.prompt.select", player(s.current()) + ": choose the active character",
                        Json{{"seat", s.current()}});
        break;
    case Phase::Action:
        p.kind = "action";
        p.seats = {s.current()};
        p.message = msg("kaiju.prompt.action", player(s.current()) + ": the active character takes an action",
                        Json{{"seat", s.current()}});
        break;
    case Phase::Over:
        p.kind = "gameOver";
        p.message = msg("kaiju.prompt.over", "The game is over");
        break;
    }
    return p;
}

std::vector<Action> KaijuRules::legalActions(const core::GameState& base, core::Seat seat) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    std::vector<Action> out;
    if (seat < 0 || seat >= static_cast<int>(s.seats.size()))
        return out;
    const SeatState& st = seatOf(s, seat);
    if (isOut(s, seat))
        return out;
    auto ids = [](const std::vector<Card>& list) {
        Json a = Json::array();
        for (const auto& c : list)
            a.push_back(c.id);
        return a;
    };
    switch (s.phase) {
    case Phase::DiscardDraw:
        if (st.drawn)
            break;
        // Any subset may be discarded; listed: none, each single card, all.
        out.push_back(Action{seat, "discard", Json{{"cards", Json::array()}}});
        for (const auto& c : st.planningHand)
            out.push_back(Action{seat, "discard", Json{{"cards", Json::array({c.id})}}});
        if (st.planningHand.size() > 1)
            out.push_back(Action{seat, "discard", Json{{"cards", ids(st.planningHand)}}});
        break;
    case Phase::Planning:
        if (s.current() != seat)
            break;
        for (const auto& c : st.planningHand)
            if (def(c).isCity())
                out.push_back(Action{seat, "play", Json{{"card", c.id}}});
        out.push_back(Action{seat, "done", Json::object()});
        break;
    case Phase::Selection:
        if (s.current() != seat)
            break;
        for (std::size_t i = 0; i < st.team.size(); ++i)
            if (conscious(st.team[i]))
                out.push_back(Action{seat, "select", Json{{"character", i}}});
        break;
    case Phase::Action:
        if (s.current() != seat)
            break;
        out.push_back(Action{seat, "pass", Json::object()});
        out.push_back(Action{seat, "roar", Json::object()});
        out.push_back(Action{seat, "roar", Json{{"redraw", true}, {"cards", Json::array()}}});
        if (!st.combatHand.empty())
            out.push_back(Action{seat, "roar", Json{{"redraw", true}, {"cards", ids(st.combatHand)}}});
        break;
    case Phase::Over:
        break;
    }
    return out;
}

namespace {

// Moves on after a seat finished its part of a phase taken in initiative order. Seats whose
// whole team is knocked out are out of the game and skipped.
void advance(KaijuState& s, Result& r)
{
    ++s.cursor;
    skipOut(s);
    if (s.cursor < static_cast<int>(s.order.size()))
        return;
    s.cursor = 0;
    if (s.phase == Phase::Planning) {
        s.phase = Phase::Selection;
        skipOut(s);
        return;
    }
    if (s.phase == Phase::Selection) {
        s.phase = Phase::Action;
        skipOut(s);
        return;
    }
    // End phase (ruling K5): kaiju that did not enter the city this turn heal, active characters
    // go back to their team row, and the next turn begins.
    for (auto& st : s.seats) {
        for (auto& c : st.team) {
            if (!c.enteredCity && conscious(c))
                c.damage = std::max(0, c.damage - s.options.healOutside);
            c.active = false;
            c.enteredCity = false;
        }
        st.drawn = false;
    }
    ++s.turn;
    s.phase = Phase::DiscardDraw;
    r.events.push_back(publicEvent("turn", Json{{"turn", s.turn}},
                                   msg("kaiju.log.turn", "Turn " + std::to_string(s.turn), Json{{"turn", s.turn}})));
}

Result refuse(const char* rule, const char* id, std::string text, Json args = Json::object())
{
    return Result::refuse(rule, id, std::move(text), std::move(args));
}

} // namespace

Result KaijuRules::apply(core::GameState& base, const Action& a, core::Rng& rng) const
{
    auto& s = static_cast<KaijuState&>(base);
    if (s.phase == Phase::Over)
        return refuse("end", "kaiju.over", "The game is over");
    if (a.seat < 0 || a.seat >= static_cast<int>(s.seats.size()))
        return refuse("turn", "kaiju.noSeat", "There is no such seat");
    SeatState& st = seatOf(s, a.seat);
    if (isOut(s, a.seat))
        return refuse("end", "kaiju.out", player(a.seat) + " has no conscious character and is out of the game",
                      Json{{"seat", a.seat}});
    const Json& args = a.args;
    Result r;
    r.accepted = true;

    if (a.type == "discard") {
        if (s.phase != Phase::DiscardDraw)
            return refuse("discardDraw", "kaiju.notDiscardDraw", "Cards are discarded in the Discard & Draw phase only");
        if (st.drawn)
            return refuse("discardDraw", "kaiju.alreadyDrawn", player(a.seat) + " has already discarded and drawn this turn",
                          Json{{"seat", a.seat}});
        std::vector<std::int64_t> chosen;
        for (const auto& x : args.value("cards", Json::array()))
            chosen.push_back(x.get<std::int64_t>());
        std::set<std::int64_t> unique(chosen.begin(), chosen.end());
        if (unique.size() != chosen.size())
            return refuse("discardDraw", "kaiju.cardTwice", "A card is named twice");
        for (auto id : chosen)
            if (findCard(st.planningHand, id) < 0)
                return refuse("discardDraw", "kaiju.notInHand", "That card is not in your planning hand");
        Json discarded = Json::array();
        for (auto id : chosen) {
            const int i = findCard(st.planningHand, id);
            discarded.push_back(cardJson(st.planningHand[static_cast<std::size_t>(i)]));
            st.planningDiscard.push_back(st.planningHand[static_cast<std::size_t>(i)]);
            st.planningHand.erase(st.planningHand.begin() + i);
        }
        const int need = std::max(0, kPlanningDraw - static_cast<int>(st.planningHand.size()));
        const int drawn = draw(st.planningDeck, st.planningDiscard, st.planningHand, need, rng, s.nextCardId);
        st.drawn = true;
        r.events.push_back(publicEvent(
            "discardDraw", Json{{"seat", a.seat}, {"discarded", discarded}, {"drew", drawn}},
            msg("kaiju.log.discardDraw",
                player(a.seat) + " discards " + std::to_string(chosen.size()) + " and draws " + std::to_string(drawn),
                Json{{"seat", a.seat}, {"discarded", chosen.size()}, {"drew", drawn}})));
        bool all = true;
        for (int other = 0; other < static_cast<int>(s.seats.size()); ++other)
            all = all && (seatOf(s, other).drawn || isOut(s, other));
        if (all) {
            s.phase = Phase::Planning;
            s.cursor = 0;
            skipOut(s);
        }
        return r;
    }

    const bool inOrderPhase = s.phase == Phase::Planning || s.phase == Phase::Selection || s.phase == Phase::Action;
    if (s.phase == Phase::DiscardDraw)
        return refuse("discardDraw", "kaiju.discardFirst", "Every player discards and draws first (Discard & Draw)");
    if (inOrderPhase && s.current() != a.seat)
        return refuse("initiative", "kaiju.notYourTurn", "It is " + player(s.current()) + "'s turn (initiative order)",
                      Json{{"seat", s.current()}});

    if (a.type == "play" || a.type == "done") {
        if (s.phase != Phase::Planning)
            return refuse("planning", "kaiju.notPlanning", "Planning cards are played in the Planning phase");
        if (a.type == "done") {
            advance(s, r);
            return r;
        }
        const int i = findCard(st.planningHand, args["card"].get<std::int64_t>());
        if (i < 0)
            return refuse("planning", "kaiju.notInHand", "That card is not in your planning hand");
        const Card c = st.planningHand[static_cast<std::size_t>(i)];
        if (!def(c).isCity())
            return refuse("notYet", "kaiju.notYet", "Playing " + std::string(kindName(def(c).kind)) +
                                                        " cards is not implemented yet",
                          Json{{"kind", kindName(def(c).kind)}});
        st.planningHand.erase(st.planningHand.begin() + i);
        // The first city card lies in the centre; later ones go to the back of the row, so the
        // kaiju are furthest from the newest (in-depth rules, Building the City).
        s.city.push_back(CityCard{c, a.seat, 0});
        r.revealedHidden = true;
        r.events.push_back(publicEvent("city", Json{{"seat", a.seat}, {"card", cardJson(c)}},
                                       msg("kaiju.log.city", player(a.seat) + " adds " + def(c).name + " to the city",
                                           Json{{"seat", a.seat}, {"card", def(c).id}})));
        return r;
    }

    if (a.type == "select") {
        if (s.phase != Phase::Selection)
            return refuse("selection", "kaiju.notSelection", "Characters enter the city in Active Character Selection");
        const auto index = args["character"].get<std::int64_t>();
        if (index < 0 || index >= static_cast<std::int64_t>(st.team.size()))
            return refuse("selection", "kaiju.noCharacter", "Your team has no such character");
        Character& c = st.team[static_cast<std::size_t>(index)];
        if (!conscious(c))
            return refuse("selection", "kaiju.knockedOut", "A knocked out character cannot enter the city");
        c.active = true;
        c.enteredCity = true;
        r.events.push_back(publicEvent(
            "select", Json{{"seat", a.seat}, {"character", index}},
            msg("kaiju.log.select", player(a.seat) + " sends " + cards().at(c.card).name + " into the city",
                Json{{"seat", a.seat}, {"card", cards().at(c.card).id}})));
        advance(s, r);
        return r;
    }

    if (a.type == "pass" || a.type == "roar") {
        if (s.phase != Phase::Action)
            return refuse("action", "kaiju.notAction", "Actions are taken in the Action phase");
        if (a.type == "roar") {
            // Roar: +2 energy, then draw 2 combat cards, or discard any and draw back to 5.
            const bool redraw = args.value("redraw", false);
            std::vector<std::int64_t> chosen;
            for (const auto& x : args.value("cards", Json::array()))
                chosen.push_back(x.get<std::int64_t>());
            if (!redraw && !chosen.empty())
                return refuse("roar", "kaiju.roarNoDiscard", "Roar discards combat cards only when redrawing to 5");
            std::set<std::int64_t> unique(chosen.begin(), chosen.end());
            if (unique.size() != chosen.size())
                return refuse("roar", "kaiju.cardTwice", "A card is named twice");
            for (auto id : chosen)
                if (findCard(st.combatHand, id) < 0)
                    return refuse("roar", "kaiju.notInCombatHand", "That card is not in your combat hand");
            for (auto id : chosen) {
                const int i = findCard(st.combatHand, id);
                st.combatDiscard.push_back(st.combatHand[static_cast<std::size_t>(i)]);
                st.combatHand.erase(st.combatHand.begin() + i);
            }
            st.energy += 2;
            const int need = redraw ? std::max(0, kCombatHand - static_cast<int>(st.combatHand.size())) : 2;
            const int drawn = draw(st.combatDeck, st.combatDiscard, st.combatHand, need, rng, s.nextCardId);
            r.events.push_back(publicEvent(
                "roar", Json{{"seat", a.seat}, {"discarded", chosen.size()}, {"drew", drawn}},
                msg("kaiju.log.roar", player(a.seat) + " roars: +2 energy, draws " + std::to_string(drawn),
                    Json{{"seat", a.seat}, {"drew", drawn}})));
        } else {
            r.events.push_back(publicEvent("pass", Json{{"seat", a.seat}},
                                           msg("kaiju.log.pass", player(a.seat) + " passes", Json{{"seat", a.seat}})));
        }
        advance(s, r);
        return r;
    }
    return refuse("action", "kaiju.unknownAction", "Unknown action \"" + a.type + "\"", Json{{"type", a.type}});
}

std::optional<core::Outcome> KaijuRules::outcome(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    // Last team standing wins at once.
    std::vector<core::Seat> standing;
    for (int seat = 0; seat < static_cast<int>(s.seats.size()); ++seat)
        for (const auto& c : seatOf(s, seat).team)
            if (conscious(c)) {
                standing.push_back(seat);
                break;
            }
    if (standing.size() == 1) {
        core::Outcome o;
        o.winners = standing;
        o.reason = msg("kaiju.end.lastTeam", player(standing[0]) + " has the last team standing",
                       Json{{"seat", standing[0]}}, "end");
        return o;
    }
    // 20 glory wins; several at once: the highest total, then the glory of conscious characters
    // (5 per conscious kaiju), then a shared win.
    int best = -1;
    for (const auto& st : s.seats)
        if (st.glory >= s.options.gloryToWin)
            best = std::max(best, st.glory);
    if (best < 0)
        return std::nullopt;
    std::vector<core::Seat> top;
    int bestConscious = -1;
    for (int seat = 0; seat < static_cast<int>(s.seats.size()); ++seat) {
        if (seatOf(s, seat).glory != best)
            continue;
        int worth = 0;
        for (const auto& c : seatOf(s, seat).team)
            if (conscious(c))
                worth += 5;
        if (worth > bestConscious) {
            bestConscious = worth;
            top.clear();
        }
        if (worth == bestConscious)
            top.push_back(seat);
    }
    core::Outcome o;
    o.winners = top;
    o.reason = msg("kaiju.end.glory", "Glory reached " + std::to_string(best), Json{{"glory", best}}, "end");
    return o;
}

namespace {
Json seatJson(const SeatState& st, bool own)
{
    Json team = Json::array();
    for (const auto& c : st.team)
        team.push_back(Json{{"card", cards().at(c.card).id}, {"damage", c.damage}, {"active", c.active},
                            {"enteredCity", c.enteredCity}});
    Json j{{"team", team},
           {"energy", st.energy},
           {"fury", st.fury},
           {"glory", st.glory},
           {"drawn", st.drawn},
           {"planningDeck", st.planningDeck.size()},
           {"combatDeck", st.combatDeck.size()},
           {"planningHandCount", st.planningHand.size()},
           {"combatHandCount", st.combatHand.size()},
           {"planningDiscard", cardsJson(st.planningDiscard)},
           {"combatDiscard", cardsJson(st.combatDiscard)}};
    if (own) {
        j["planningHand"] = cardsJson(st.planningHand);
        j["combatHand"] = cardsJson(st.combatHand);
    }
    return j;
}

const char* phaseName(Phase p)
{
    switch (p) {
    case Phase::DiscardDraw:
        return "discardDraw";
    case Phase::Planning:
        return "planning";
    case Phase::Selection:
        return "selection";
    case Phase::Action:
        return "action";
    case Phase::Over:
        return "over";
    }
    return "?";
}

Json commonJson(const KaijuState& s)
{
    Json city = Json::array();
    for (const auto& c : s.city)
        city.push_back(Json{{"id", cardKey(c.card)}, {"card", def(c.card).id}, {"owner", c.owner}, {"damage", c.damage}});
    return Json{{"turn", s.turn},
                {"phase", phaseName(s.phase)},
                {"order", s.order},
                {"cursor", s.cursor},
                {"city", city},
                {"options", Json{{"gloryToWin", s.options.gloryToWin}, {"healOutside", s.options.healOutside}}}};
}
} // namespace

Json KaijuRules::viewFor(const core::GameState& base, std::optional<core::Seat> seat) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    Json j = commonJson(s);
    Json seats = Json::array();
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i)
        seats.push_back(seatJson(seatOf(s, i), seat && *seat == i));
    j["seats"] = seats;
    if (seat)
        j["you"] = *seat;
    return j;
}

Json KaijuRules::toJson(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    Json j = commonJson(s);
    j["nextCardId"] = s.nextCardId;
    Json seats = Json::array();
    for (const auto& st : s.seats) {
        Json x = seatJson(st, true);
        x["planningDeck"] = cardsJson(st.planningDeck);
        x["combatDeck"] = cardsJson(st.combatDeck);
        seats.push_back(x);
    }
    j["seats"] = seats;
    return j;
}

// What a seat does not know: the order of every deck (its own too), and the cards in other
// seats' hands. Each other seat's hand and deck are pooled and dealt again (the hand keeps its
// size); the seat's own deck is shuffled. Instance ids stay with their places, so the seat's
// view (which names hidden cards by count only) does not change.
std::unique_ptr<core::GameState> KaijuRules::determinize(const core::GameState& base, core::Seat seat,
                                                         core::Rng& rng) const
{
    auto out = std::make_unique<KaijuState>(static_cast<const KaijuState&>(base));
    auto redeal = [&](std::vector<std::vector<Card>*> places) {
        std::vector<int> pool;
        for (auto* p : places)
            for (const auto& c : *p)
                pool.push_back(c.card);
        rng.shuffle(pool);
        std::size_t next = 0;
        for (auto* p : places)
            for (auto& c : *p)
                c.card = pool[next++];
    };
    for (int i = 0; i < static_cast<int>(out->seats.size()); ++i) {
        SeatState& st = out->seats[static_cast<std::size_t>(i)];
        if (i == seat) {
            redeal({&st.planningDeck});
            redeal({&st.combatDeck});
        } else {
            redeal({&st.planningDeck, &st.planningHand});
            redeal({&st.combatDeck, &st.combatHand});
        }
    }
    return out;
}

std::vector<core::CardLocation> KaijuRules::cardLocations(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    std::vector<core::CardLocation> out;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const SeatState& st = s.seats[i];
        const std::string p = "seat" + std::to_string(i) + ".";
        for (const auto& [zone, list] :
             std::initializer_list<std::pair<const char*, const std::vector<Card>*>>{
                 {"planningDeck", &st.planningDeck},   {"planningHand", &st.planningHand},
                 {"planningDiscard", &st.planningDiscard}, {"combatDeck", &st.combatDeck},
                 {"combatHand", &st.combatHand},       {"combatDiscard", &st.combatDiscard}})
            for (const auto& c : *list)
                out.push_back({cardKey(c), p + zone});
    }
    for (const auto& c : s.city)
        out.push_back({cardKey(c.card), "city"});
    return out;
}

std::vector<std::string> KaijuRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> seat) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    std::vector<std::string> out;
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i) {
        const SeatState& st = seatOf(s, i);
        for (const auto* list : {&st.planningDeck, &st.combatDeck})
            for (const auto& c : *list)
                out.push_back(cardKey(c));
        if (seat && *seat == i)
            continue;
        for (const auto* list : {&st.planningHand, &st.combatHand})
            for (const auto& c : *list)
                out.push_back(cardKey(c));
    }
    return out;
}

std::vector<std::string> KaijuRules::invariantViolations(const core::GameState& base,
                                                         const std::vector<core::Event>&) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const SeatState& st = s.seats[i];
        const std::string who = "seat " + std::to_string(i);
        if (st.energy < 0)
            out.push_back(who + ": negative energy");
        if (st.planningHand.size() > static_cast<std::size_t>(kPlanningDraw) && s.phase != Phase::DiscardDraw)
            out.push_back(who + ": more planning cards than the planning draw");
        int active = 0;
        for (const auto& c : st.team) {
            if (c.damage < 0)
                out.push_back(who + ": negative damage");
            active += c.active ? 1 : 0;
        }
        if (active > 1)
            out.push_back(who + ": more than one active character");
        if (s.phase == Phase::Action && active != 1 && !isOut(s, static_cast<int>(i)))
            out.push_back(who + ": no active character in the Action phase");
    }
    std::vector<int> sorted = s.order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i))
            out.push_back("initiative order is not a permutation of the seats");
    return out;
}

} // namespace tabletop::games::kaiju
