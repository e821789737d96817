#include "KaijuRules.h"

#include "core/Hash.h"
#include "core/JsonBuild.h"

#include <algorithm>
#include <map>
#include <optional>
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
// "kc" and the id's digits, written at the end of `buf` (this runs for every card of every view
// and hidden list): the lists build their strings in place from it.
// "kc<id>" for the ids of every game's cards (5 seats' decks stay well under this), made once:
// the invariant checks ask for a card's key many times per action.
constexpr std::int64_t kKeyTable = 2048;
struct CardKeys {
    std::vector<std::string> keys;
    CardKeys()
    {
        keys.reserve(static_cast<std::size_t>(kKeyTable));
        for (std::int64_t i = 0; i < kKeyTable; ++i)
            keys.push_back("kc" + std::to_string(i));
    }
};
const CardKeys& cardKeys()
{
    static const CardKeys table;
    return table;
}

std::string_view cardKey(const Card& c, char (&buf)[24])
{
    if (c.id >= 0 && c.id < kKeyTable)
        return cardKeys().keys[static_cast<std::size_t>(c.id)];
    char* end = buf + sizeof buf;
    char* p = end;
    auto n = static_cast<unsigned long long>(c.id < 0 ? -static_cast<long long>(c.id) : c.id);
    do {
        *--p = static_cast<char>('0' + n % 10);
        n /= 10;
    } while (n);
    if (c.id < 0)
        *--p = '-';
    *--p = 'c';
    *--p = 'k';
    return std::string_view(p, static_cast<std::size_t>(end - p));
}
std::string cardKey(const Card& c)
{
    char buf[24];
    return std::string(cardKey(c, buf));
}

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

Result refuse(const char* rule, const char* id, std::string text, Json args = Json::object())
{
    return Result::refuse(rule, id, std::move(text), std::move(args));
}

SeatState& seatOf(KaijuState& s, int seat) { return s.seats[static_cast<std::size_t>(seat)]; }
const SeatState& seatOf(const KaijuState& s, int seat) { return s.seats[static_cast<std::size_t>(seat)]; }

// The attached scar's change to a value of the kaiju (0 without a scar).
int scarChange(const Character& c, int CardDef::*field)
{
    return c.scar.empty() ? 0 : cards().at(c.scar.front().card).*field;
}

// The team's values: its team card's, or the default team's.
TeamValues teamOf(const SeatState& st) { return teamValuesOf(st.teamCard); }

// The initiative order: highest initiative first; seats of equal initiative keep their order.
void sortByInitiative(KaijuState& s)
{
    std::stable_sort(s.order.begin(), s.order.end(), [&](int a, int b) {
        return teamOf(seatOf(s, a)).initiative > teamOf(seatOf(s, b)).initiative;
    });
}

// The damage that knocks a member out: its Fortitude (with its scar) plus the team's bonus.
int koThreshold(const SeatState& st, const Character& c)
{
    return cards().at(c.card).fortitude + scarChange(c, &CardDef::scarFortitude) + teamOf(st).fortitudeBonus;
}

// Knocked out when its damage reaches its Fortitude (with its scar) plus the team bonus.
bool conscious(const SeatState& st, const Character& c) { return c.damage < koThreshold(st, c); }

// A seat with no conscious character is out of the game.
bool isOut(const KaijuState& s, int seat)
{
    for (const auto& c : s.seats[static_cast<std::size_t>(seat)].team)
        if (conscious(seatOf(s, seat), c))
            return false;
    return true;
}

// The character chosen in Active Character Selection, while it is conscious; -1 otherwise.
int selectedOf(const KaijuState& s, int seat)
{
    const auto& team = s.seats[static_cast<std::size_t>(seat)].team;
    for (std::size_t i = 0; i < team.size(); ++i)
        if (team[i].selected && conscious(seatOf(s, seat), team[i]))
            return static_cast<int>(i);
    return -1;
}

// A seat is skipped in an initiative-order phase when it is out of the game, and in the Action
// phase also when its selected character was knocked out before its Action.
bool skipped(const KaijuState& s, int seat)
{
    return isOut(s, seat) || (s.phase == Phase::Action && selectedOf(s, seat) < 0);
}

void skipOut(KaijuState& s)
{
    while (s.cursor < static_cast<int>(s.order.size()) && skipped(s, s.order[static_cast<std::size_t>(s.cursor)]))
        ++s.cursor;
}

bool hasTrait(const CardDef& d, const std::string& trait)
{
    for (const auto& t : d.traits)
        if (t == trait)
            return true;
    return false;
}

// Allies (in-depth rules, Playing Planning Cards): members of the team who are not kaiju.
bool isAlly(const Character& c) { return cards().at(c.card).kind == Kind::Ally; }

// The glory a character's KO gives: 5 for a kaiju, an ally's own glory (its card's `glory`).
int koGlory(const Character& c) { return isAlly(c) ? cards().at(c.card).glory : KaijuRules::kKaijuGlory; }

int allyCount(const SeatState& st)
{
    int n = 0;
    for (const auto& c : st.team)
        n += isAlly(c) ? 1 : 0;
    return n;
}

// An ally may be played when at least one conscious member of the team meets its requirement
// (a trait, or an affiliation), and the team has room for it (our ruling A1: at most
// KaijuRules::kAllyLimit allies, knocked-out ones included, since they stay in the team row).
std::optional<Result> checkAlly(const SeatState& st, const CardDef& ally)
{
    if (allyCount(st) >= KaijuRules::kAllyLimit)
        return Result::refuse("allies", "kaiju.allyLimit",
                              "A team has at most " + std::to_string(KaijuRules::kAllyLimit) + " allies",
                              Json{{"card", ally.id}, {"limit", KaijuRules::kAllyLimit}});
    for (const auto& c : st.team) {
        if (!conscious(st, c))
            continue;
        const CardDef& d = cards().at(c.card);
        if (!ally.requiresTrait.empty() && hasTrait(d, ally.requiresTrait))
            return std::nullopt;
        if (!ally.requiresAffiliation.empty() && d.affiliation == ally.requiresAffiliation)
            return std::nullopt;
    }
    const bool trait = !ally.requiresTrait.empty();
    return Result::refuse("allies", "kaiju.allyRequirement",
                          ally.name + " needs a conscious team member with the " +
                              (trait ? ally.requiresTrait + " trait" : ally.requiresAffiliation + " affiliation"),
                          Json{{"card", ally.id},
                               {"trait", ally.requiresTrait},
                               {"affiliation", ally.requiresAffiliation}});
}

Character& characterOf(KaijuState& s, const Fighter& f)
{
    return s.seats[static_cast<std::size_t>(f.seat)].team[static_cast<std::size_t>(f.character)];
}
const Character& characterOf(const KaijuState& s, const Fighter& f)
{
    return s.seats[static_cast<std::size_t>(f.seat)].team[static_cast<std::size_t>(f.character)];
}

// A fighter's card: its kaiju, or for the city's side of a Rampage the front city card.
const CardDef& fighterDef(const KaijuState& s, const Fighter& f)
{
    if (f.character < 0)
        return def(s.city.front().card);
    return cards().at(s.seats[static_cast<std::size_t>(f.seat)].team[static_cast<std::size_t>(f.character)].card);
}

// The city card is knocked out when its damage reaches its Fortitude (ruling K7).
bool cityStanding(const CityCard& c) { return c.damage < def(c.card).fortitude; }

// Trait icons (basic rules): +1 for each icon whose trait the player's character has, -1 for
// each red icon whose trait the opponent has (a city card has no traits).
int traitModifier(const CardDef& card, const CardDef& own, const CardDef& opponent)
{
    int m = 0;
    for (const auto& t : card.traits)
        m += hasTrait(own, t) ? 1 : 0;
    for (const auto& t : card.opposedTraits)
        m -= hasTrait(opponent, t) ? 1 : 0;
    return m;
}

// A card the Sword may play as an attack: it has Damage and is not a COUNTERATTACK card (the
// sword and shield icons only count for building a deck, so a technique attacks too). A card
// the Shield may play: it has Toughness or is a COUNTERATTACK card.
// City cards' ongoing effects (CardDef::ongoing): each applies while its card is in the city.
// An active character has the trait of any city card's `activeTrait` (every character fighting
// is active; the city's own side is not a character).
const CardDef* cityTraitCard(const KaijuState& s, const std::string& trait)
{
    for (const auto& cc : s.city)
        if (def(cc.card).ongoing.activeTrait == trait)
            return &def(cc.card);
    return nullptr;
}

// Trait modifiers with the city's traits: +1 for each icon whose trait the playing character has,
// -1 for each red icon whose trait its opponent has.
int traitModifierIn(const KaijuState& s, const CardDef& card, const Fighter& own, const Fighter& opponent)
{
    auto has = [&](const Fighter& f, const std::string& t) {
        return hasTrait(fighterDef(s, f), t) || (f.character >= 0 && cityTraitCard(s, t) != nullptr);
    };
    int m = 0;
    for (const auto& t : card.traits)
        m += has(own, t) ? 1 : 0;
    for (const auto& t : card.opposedTraits)
        m -= has(opponent, t) ? 1 : 0;
    return m;
}

// A character entering the city (selected, accepting a challenge, joining a fight): each city
// card with `enterEnergy` gives its team that much energy, told in the log.
void enterCityEffects(KaijuState& s, Result& r, int seat, const Character& ch)
{
    for (const auto& cc : s.city) {
        const CardDef& d = def(cc.card);
        const int n = d.ongoing.enterEnergy;
        if (n <= 0)
            continue;
        seatOf(s, seat).energy += n;
        r.events.push_back(publicEvent(
            "cityEffect", Json{{"effect", "enterEnergy"}, {"card", d.id}, {"seat", seat}, {"amount", n}},
            msg("kaiju.log.cityEnergy",
                d.name + ": " + player(seat) + " gains " + std::to_string(n) + " energy (" + cards().at(ch.card).name +
                    " entered the city)",
                Json{{"card", d.id}, {"seat", seat}, {"amount", n}, {"character", cards().at(ch.card).id}})));
    }
}

bool isAttackCard(const CardDef& d) { return d.kind == Kind::Combat && d.damage > 0 && !d.has("counterattack"); }
bool isShieldCard(const CardDef& d) { return d.kind == Kind::Combat && (d.toughness > 0 || d.has("counterattack")); }

// What paying the cost boxes of `paid` takes from a fighter (ruling K1): each box from its
// pool while the pool lasts, each missing box with `boxEnergy` energy.
struct Payment {
    int ferocity = 0;
    int agility = 0;
    int power = 0;
    int energy = 0;
};
Payment payment(const Fighter& f, const std::vector<const CardDef*>& paid, int boxEnergy)
{
    int need[3] = {0, 0, 0};
    for (const auto* d : paid)
        for (const auto& box : d->cost)
            ++need[box == "ferocity" ? 0 : box == "agility" ? 1 : 2];
    Payment p;
    p.ferocity = std::min(need[0], f.ferocity);
    p.agility = std::min(need[1], f.agility);
    p.power = std::min(need[2], f.power);
    p.energy = ((need[0] - p.ferocity) + (need[1] - p.agility) + (need[2] - p.power)) * boxEnergy;
    return p;
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

// Views are written once for two outputs (core/ViewOut.h): core::JsonOut builds them (objects
// key by key in sorted order, arrays reserved), core::StringsOut only hands their strings to the
// random runner's leak scan after every action, without building anything.
template <typename Out>
typename Out::Value cardOut(const Out& out, const Card& c)
{
    auto o = out.object();
    char buf[24];
    o.add("card", def(c).id).add("id", out.text(cardKey(c, buf)));
    return o.take();
}
template <typename Out>
typename Out::Value cardsOut(const Out& out, const std::vector<Card>& list)
{
    auto a = out.array(list.size());
    for (const auto& c : list)
        a.push(cardOut(out, c));
    return a.take();
}
Json cardJson(const Card& c) { return cardOut(core::JsonOut(), c); }

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
    // A team card by its id (optional; checked with the loadout: kaiju.deck.notTeamCard).
    if (entry.contains("teamCard") && !entry["teamCard"].is_null()) {
        if (!entry["teamCard"].is_string())
            throw std::invalid_argument(where + ".teamCard: must be a team card's id");
        l.teamCard = entry["teamCard"].get<std::string>();
        l.teamCards = 1;
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


// ---- Combat (house rulings K1-K4, K6) ----

// The cards a seat names from its combat hand, in the order named; refuses a card named twice
// or not in the hand.
std::optional<Result> pickCards(const SeatState& st, const std::vector<std::int64_t>& ids, std::vector<Card>& out)
{
    std::set<std::int64_t> unique(ids.begin(), ids.end());
    if (unique.size() != ids.size())
        return refuse("combat", "kaiju.cardTwice", "A card is named twice");
    for (auto id : ids) {
        const int i = findCard(st.combatHand, id);
        if (i < 0)
            return refuse("combat", "kaiju.notInCombatHand", "That card is not in your combat hand");
        out.push_back(st.combatHand[static_cast<std::size_t>(i)]);
    }
    return std::nullopt;
}

// ---- Team fights (in-depth rules, Team Fights; our rulings T1-T3 in docs/games/kaiju.md) ----

// A fighter's side: 0 when its seat is the lead attacker's (fighters[0]), 1 otherwise.
int sideOf(const Combat& c, const Fighter& f) { return f.seat == c.fighters[0].seat ? 0 : 1; }

// Still fighting: a conscious character; the city's side of a Rampage always stands (its card's
// KO is handled by the Rampage's own steps).
bool standing(const KaijuState& s, const Fighter& f) { return f.character < 0 || conscious(seatOf(s, f.seat), characterOf(s, f)); }

// The fighters (indices into fighters) of a side that still stand, in the order they joined.
std::vector<int> standingOf(const KaijuState& s, int side)
{
    const Combat& c = *s.combat;
    std::vector<int> out;
    for (std::size_t i = 0; i < c.fighters.size(); ++i)
        if (sideOf(c, c.fighters[i]) == side && standing(s, c.fighters[i]))
            out.push_back(static_cast<int>(i));
    return out;
}

// Ruling K1: a fighter's pools start at its printed Ferocity, Agility and Power, with its scar's
// changes. The city has no pools: its player pays every box with energy.
Fighter withPools(const KaijuState& s, Fighter f)
{
    if (f.character < 0) {
        f.ferocity = f.agility = f.power = 0;
        return f;
    }
    const Character& ch = characterOf(s, f);
    const CardDef& d = cards().at(ch.card);
    f.ferocity = std::max(0, d.ferocity + scarChange(ch, &CardDef::scarFerocity));
    f.agility = std::max(0, d.agility + scarChange(ch, &CardDef::scarAgility));
    f.power = std::max(0, d.power + scarChange(ch, &CardDef::scarPower));
    return f;
}

// A character of `seat` that may join the combat (ruling T1): conscious and not already in it.
bool joinable(const KaijuState& s, int seat, std::int64_t index)
{
    const auto& team = seatOf(s, seat).team;
    if (index < 0 || index >= static_cast<std::int64_t>(team.size()) || !conscious(seatOf(s, seat), team[static_cast<std::size_t>(index)]))
        return false;
    for (const auto& f : s.combat->fighters)
        if (f.seat == seat && f.character == index)
            return false;
    return true;
}

std::vector<int> joinableOf(const KaijuState& s, int seat)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < seatOf(s, seat).team.size(); ++i)
        if (joinable(s, seat, static_cast<std::int64_t>(i)))
            out.push_back(static_cast<int>(i));
    return out;
}

// Energy the cost boxes of `played` take beyond the pools, each card paid from the pools of the
// fighter `players[i]` that plays it (ruling K1 per character; in-depth rules: "any or all of
// your characters may play cards"). Card `skip` (a rage attack) costs nothing.
int energyNeeded(const Combat& c, const std::vector<Card>& played, const std::vector<int>& players, int skip, int boxEnergy)
{
    std::map<int, std::vector<const CardDef*>> per;
    for (std::size_t i = 0; i < played.size(); ++i)
        if (static_cast<int>(i) != skip)
            per[players[i]].push_back(&def(played[i]));
    int energy = 0;
    for (const auto& [f, list] : per)
        energy += payment(c.fighters[static_cast<std::size_t>(f)], list, boxEnergy).energy;
    return energy;
}

// The Sword's face-down attack cards (K2), checked: attack cards only, no CHAIN card in round 1
// (K3), at most one rage attack and only with enough fury (K6), and every cost box payable
// from the pools or with energy (K1).
// MOVE (in-depth rules): at most the MOVE values of the cards played; the city's side of a
// Rampage does not move (the rampager does).
std::optional<Result> checkMove(const KaijuState& s, const Fighter& f, const std::vector<Card>& played, int move)
{
    if (move <= 0)
        return std::nullopt;
    if (f.character < 0)
        return refuse("move", "kaiju.cityNoMove", "The city does not move: only a kaiju's MOVE turns the city");
    int total = 0;
    for (const auto& x : played)
        total += def(x).move;
    if (move > total)
        return refuse("move", "kaiju.moveTooFar",
                      "The cards played have MOVE " + std::to_string(total) + " (" + std::to_string(move) + " asked)",
                      Json{{"move", move}, {"have", total}});
    return std::nullopt;
}

// RANGE (in-depth rules, Collateral Damage): each card with RANGE n may deal 1 damage to one of
// the first n city cards; never by a rampager nor by cards played for the city.
std::optional<Result> checkCollateral(const KaijuState& s, const std::vector<Card>& played, const std::vector<int>& at)
{
    if (at.empty())
        return std::nullopt;
    if (s.combat->rampage)
        return refuse("range", "kaiju.noCollateral",
                      "No collateral damage in a Rampage (neither the rampager nor the city's cards)");
    std::vector<int> ranges;
    for (const auto& x : played)
        if (def(x).range > 0)
            ranges.push_back(def(x).range);
    std::vector<int> sorted = at;
    std::sort(sorted.rbegin(), sorted.rend());
    std::sort(ranges.rbegin(), ranges.rend());
    for (int p : sorted)
        if (p < 0 || p >= static_cast<int>(s.city.size()))
            return refuse("range", "kaiju.noCityCard", "There is no city card at position " + std::to_string(p),
                          Json{{"position", p}, {"city", s.city.size()}});
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (i >= ranges.size() || sorted[i] >= ranges[i])
            return refuse("range", "kaiju.outOfRange",
                          "Each card with RANGE n hits one of the first n city cards, 1 damage each",
                          Json{{"positions", at}, {"ranges", ranges}});
    return std::nullopt;
}

// `by`: the fighter playing each card (empty: the Sword's first standing fighter plays them all).
std::optional<Result> checkStrike(const KaijuState& s, int seat, const std::vector<Card>& played, int rage,
                                  int move = 0, const std::vector<int>& collateral = {}, std::vector<int> by = {})
{
    const Combat& c = *s.combat;
    const Fighter& f = c.fighters[static_cast<std::size_t>(c.sword)];
    const SeatState& st = seatOf(s, seat);
    if (by.empty()) {
        const auto own = standingOf(s, c.sword);
        by.assign(played.size(), own.empty() ? c.sword : own.front());
    }
    for (std::size_t i = 0; i < played.size(); ++i) {
        const CardDef& d = def(played[i]);
        if (!isAttackCard(d))
            return refuse("K2", "kaiju.notAttackCard", d.name + " is not an attack card (it has no Damage)",
                          Json{{"card", d.id}});
        if (c.round == 1 && s.options.firstRoundRestrictions && d.has("chain"))
            return refuse("K3", "kaiju.firstRoundChain", "No CHAIN card may be played in the first round of a combat",
                          Json{{"card", d.id}});
    }
    if (rage >= 0) {
        if (!s.options.rageAttacks)
            return refuse("K6", "kaiju.noRageOption", "Rage attacks are off in this game");
        const int needed = teamOf(st).fury; // the team's fury value (default 10; a team card's own)
        if (st.fury < needed)
            return refuse("K6", "kaiju.notEnoughFury",
                          "A rage attack needs " + std::to_string(needed) + " fury (" + std::to_string(st.fury) +
                              " now)",
                          Json{{"fury", st.fury}, {"needed", needed}});
    }
    if (auto bad = checkMove(s, f, played, move))
        return bad;
    if (auto bad = checkCollateral(s, played, collateral))
        return bad;
    const int energy = energyNeeded(c, played, by, rage, s.options.boxEnergy);
    if (energy > st.energy)
        return refuse("K1", "kaiju.cannotPay",
                      "The cost boxes need " + std::to_string(energy) + " energy beyond the pools (" +
                          std::to_string(st.energy) + " left)",
                      Json{{"energy", energy}, {"have", st.energy}});
    return std::nullopt;
}

// The Shield's face-down answers (K2): each a Toughness or COUNTERATTACK card assigned to one
// attack card; no CHAIN and no COUNTERATTACK card in round 1 (K3); every cost box payable (K1).
std::optional<Result> checkBlock(const KaijuState& s, int seat, const std::vector<Card>& played,
                                 const std::vector<std::int64_t>& answers, int move = 0)
{
    const Combat& c = *s.combat;
    const Fighter& f = c.fighters[static_cast<std::size_t>(1 - c.sword)];
    const SeatState& st = seatOf(s, seat);
    if (answers.size() != played.size())
        return refuse("K2", "kaiju.answerEach", "Each shield card names the one attack card it answers",
                      Json{{"cards", played.size()}, {"answers", answers.size()}});
    std::vector<int> players; // ruling T2: each shield card is played for the target of the attack it answers
    for (std::size_t i = 0; i < played.size(); ++i) {
        const CardDef& d = def(played[i]);
        if (answers[i] < 0 || answers[i] >= static_cast<std::int64_t>(c.attacks.size()))
            return refuse("K2", "kaiju.noSuchAttack", "There is no such attack card to answer",
                          Json{{"attack", answers[i]}, {"attacks", c.attacks.size()}});
        if (!isShieldCard(d))
            return refuse("K2", "kaiju.notShieldCard", d.name + " has neither Toughness nor COUNTERATTACK",
                          Json{{"card", d.id}});
        if (c.round == 1 && s.options.firstRoundRestrictions && d.has("chain"))
            return refuse("K3", "kaiju.firstRoundChain", "No CHAIN card may be played in the first round of a combat",
                          Json{{"card", d.id}});
        if (c.round == 1 && s.options.firstRoundRestrictions && d.has("counterattack"))
            return refuse("K3", "kaiju.firstRoundCounter",
                          "The Shield may not play COUNTERATTACK cards in the first round of a combat",
                          Json{{"card", d.id}});
        players.push_back(c.attacks[static_cast<std::size_t>(answers[i])].target);
    }
    if (auto bad = checkMove(s, f, played, move))
        return bad;
    const int energy = energyNeeded(c, played, players, -1, s.options.boxEnergy);
    if (energy > st.energy)
        return refuse("K1", "kaiju.cannotPay",
                      "The cost boxes need " + std::to_string(energy) + " energy beyond the pools (" +
                          std::to_string(st.energy) + " left)",
                      Json{{"energy", energy}, {"have", st.energy}});
    return std::nullopt;
}

void pay(KaijuState& s, Fighter& f, const std::vector<const CardDef*>& paid)
{
    const Payment p = payment(f, paid, s.options.boxEnergy);
    f.ferocity -= p.ferocity;
    f.agility -= p.agility;
    f.power -= p.power;
    if (f.seat < 0)
        return; // nobody plays for the city
    SeatState& st = seatOf(s, f.seat);
    st.energy = std::max(0, st.energy - p.energy); // a re-dealt (determinized) state may not afford it
}

template <typename Out>
typename Out::Value fighterOut(const Out& out, const KaijuState& s, const Fighter& f)
{
    auto o = out.object();
    o.add("agility", f.agility)
        .add("card", f.character < 0 && s.city.empty() ? out.null() : out.text(fighterDef(s, f).id))
        .add("character", f.character)
        .add("city", f.character < 0)
        .add("ferocity", f.ferocity)
        .add("power", f.power)
        .add("seat", f.seat)
        .add("side", s.combat && !s.combat->fighters.empty() ? sideOf(*s.combat, f) : 0);
    return o.take();
}
Json fighterJson(const KaijuState& s, const Fighter& f) { return fighterOut(core::JsonOut(), s, f); }

std::string fighterName(const KaijuState& s, const Fighter& f)
{
    return f.character < 0 && s.city.empty() ? std::string("the city") : fighterDef(s, f).name;
}

// The kaiju that may take a scar in this stage of the scar step, for `seat`: those who fought
// and were not knocked out and carry no scar; its own (stage 0) or its enemies' (stage 1).
std::vector<Fighter> scarTargets(const KaijuState& s, int seat, int stage)
{
    std::vector<Fighter> out;
    for (const auto& f : s.combat->fighters) {
        if (f.character < 0)
            continue; // the city's side of a Rampage
        const Character& ch = characterOf(s, f);
        if ((f.seat == seat) == (stage == 0) && conscious(seatOf(s, f.seat), ch) && ch.scar.empty() &&
            cards().at(ch.card).kind == Kind::Kaiju)
            out.push_back(f);
    }
    return out;
}

// Rampage: the city's side fights with the front city card; nobody plays for it when `seat` is
// -1 (the rampager is then the Sword every round and nobody answers).
bool unopposed(const Combat& c) { return c.rampage && c.fighters[1].seat < 0; }

// Who is asked in a round: the Sword, then the Shield (nobody in an unopposed rampage).
core::ResponseWindow roundWindow(const Combat& c)
{
    const int sword = c.fighters[static_cast<std::size_t>(c.sword)].seat;
    if (unopposed(c))
        return core::ResponseWindow::fixed({sword}, core::ResponseWindow::AfterLink::Continue);
    return core::ResponseWindow::fixed({sword, c.fighters[static_cast<std::size_t>(1 - c.sword)].seat},
                                       core::ResponseWindow::AfterLink::Continue);
}

// Starts an Attack, an accepted Challenge or a Rampage. Outside a Rampage (option teamFights,
// ruling T1) the attacker's seat, then the defender's, is first asked which other characters
// join the fight (phase Join), when it has any that may.
void startCombat(KaijuState& s, Result& r, Fighter first, Fighter second, const char* how, bool rampage = false)
{
    first = withPools(s, first);
    second = withPools(s, second);
    Combat c;
    c.fighters = {first, second};
    c.round = 1;
    c.sword = 0;
    c.rampage = rampage;
    c.window = roundWindow(c);
    s.combat = c;
    s.phase = Phase::Combat;
    r.events.push_back(publicEvent(
        "combat", Json{{"how", how}, {"fighters", Json::array({fighterJson(s, first), fighterJson(s, second)})}},
        msg("kaiju.log.combat", fighterName(s, first) + " fights " + fighterName(s, second),
            Json{{"seat", first.seat}, {"card", fighterDef(s, first).id}, {"target", second.seat},
                 {"targetCard", fighterDef(s, second).id}})));
    if (rampage || !s.options.teamFights)
        return;
    std::vector<int> ask;
    for (int seat : {first.seat, second.seat})
        if (!joinableOf(s, seat).empty())
            ask.push_back(seat);
    if (ask.empty())
        return;
    s.phase = Phase::Join;
    s.combat->window = core::ResponseWindow::fixed(ask, core::ResponseWindow::AfterLink::Continue);
}

// Damage to a city card (counters; no fury). At its Fortitude it is knocked out (ruling K7): it
// leaves the city for the glory pile of the seat that dealt the final blow, with its glory.
// Returns true on a KO.
bool damageCity(KaijuState& s, Result& r, int cardId, int amount, int dealer)
{
    int position = -1;
    for (std::size_t i = 0; i < s.city.size(); ++i)
        if (s.city[i].card.id == cardId)
            position = static_cast<int>(i);
    if (amount <= 0 || position < 0 || dealer < 0)
        return false;
    CityCard& c = s.city[static_cast<std::size_t>(position)];
    c.damage += amount;
    const CardDef& d = def(c.card);
    r.events.push_back(publicEvent(
        "cityDamage", Json{{"position", position}, {"card", cardJson(c.card)}, {"amount", amount}, {"by", dealer}},
        msg("kaiju.log.cityDamage", d.name + " takes " + std::to_string(amount) + " damage",
            Json{{"card", d.id}, {"amount", amount}})));
    if (cityStanding(c))
        return false;
    const Card card = c.card;
    s.city.erase(s.city.begin() + position);
    SeatState& st = seatOf(s, dealer);
    st.gloryPile.push_back(card);
    st.glory += d.glory;
    r.events.push_back(publicEvent(
        "cityKo", Json{{"position", position}, {"card", cardJson(card)}, {"by", dealer}, {"glory", d.glory}},
        msg("kaiju.log.cityKo",
            d.name + " is knocked out: " + player(dealer) + " takes " + std::to_string(d.glory) + " glory",
            Json{{"seat", dealer}, {"card", d.id}, {"glory", d.glory}})));
    return true;
}

// MOVE (in-depth rules): each point sends the front city card to the back of the row.
void moveCity(KaijuState& s, Result& r, int seat, int points)
{
    if (points <= 0 || s.city.empty())
        return;
    for (int i = 0; i < points; ++i)
        std::rotate(s.city.begin(), s.city.begin() + 1, s.city.end());
    r.events.push_back(publicEvent("move", Json{{"seat", seat}, {"points", points}, {"front", cardJson(s.city.front().card)}},
                                   msg("kaiju.log.move",
                                       player(seat) + " moves " + std::to_string(points) + ": " +
                                           def(s.city.front().card).name + " is in front",
                                       Json{{"seat", seat}, {"points", points}, {"card", def(s.city.front().card).id}})));
}

// Damage to a character (counters), fury for its team when an attack damages it, and at its
// Fortitude plus the team bonus a KO with 5 glory to whoever dealt the final blow.
void damageCharacter(KaijuState& s, Result& r, const Fighter& target, int amount, int dealer)
{
    if (target.character < 0)
        return; // the city's side: reveal() damages the card it fought (damageCity)
    Character& ch = characterOf(s, target);
    if (amount <= 0 || !conscious(seatOf(s, target.seat), ch))
        return;
    ch.damage += amount;
    ++seatOf(s, target.seat).fury;
    r.events.push_back(publicEvent(
        "damage", Json{{"seat", target.seat}, {"character", target.character}, {"amount", amount}, {"by", dealer}},
        msg("kaiju.log.damage", fighterName(s, target) + " takes " + std::to_string(amount) + " damage",
            Json{{"seat", target.seat}, {"card", cards().at(ch.card).id}, {"amount", amount}})));
    if (!conscious(seatOf(s, target.seat), ch)) {
        // A kaiju's KO gives 5 glory, an ally's the glory on its card.
        const int glory = koGlory(ch);
        ch.active = false;
        seatOf(s, dealer).glory += glory;
        r.events.push_back(publicEvent(
            "ko", Json{{"seat", target.seat}, {"character", target.character}, {"by", dealer}, {"glory", glory}},
            msg("kaiju.log.ko",
                fighterName(s, target) + " is knocked out: " + player(dealer) + " takes " + std::to_string(glory) +
                    " glory",
                Json{{"seat", dealer}, {"card", cards().at(ch.card).id}, {"glory", glory}})));
    }
}
} // namespace

core::GameInfo KaijuRules::info() const
{
    core::GameInfo i;
    i.id = "kaiju";
    i.title = "Kaiju City";
    i.minSeats = 2;
    i.maxSeats = 5;
    i.playable = true;
    i.rulesVersion = 2; // 2: MOVE is chosen after the round's damage (the Move step)
    i.seatSetup = {"team"};
    i.options = {
        {"gloryToWin", "Glory that wins the game at once (basic rules: 20)", 20, Json::array()},
        {"healOutside", "Damage a kaiju heals in a turn it did not enter the city (ruling K5: 1)", 1,
         Json::array({0, 1, 2})},
        {"boxEnergy", "Energy paid for each cost box the pools cannot pay (ruling K1: 1)", 1, Json::array({1, 2, 3})},
        {"firstRoundRestrictions", "No CHAIN cards and no counterattacks in round 1 of a combat (ruling K3)", true,
         Json::array({true, false})},
        {"combatRedraw", "Combat cards every fighter draws back up to after a combat (ruling K4: 5)", 5,
         Json::array({0, 3, 4, 5, 6, 7})},
        {"rageAttacks", "A team with 10 fury may spend it on one rage attack (ruling K6)", true,
         Json::array({true, false})},
        {"teamFights", "Other characters of the two teams may join an Attack or a Challenge (our ruling T1)", true,
         Json::array({true, false})},
    };
    return i;
}

Json KaijuRules::cardFace(const std::string& cardId) const
{
    const int i = cards().indexOf(cardId);
    if (i < 0)
        return nullptr;
    const CardDef& d = cards().at(i);
    Json j{{"name", d.name}, {"kind", kindName(d.kind)}, {"text", d.text}};
    switch (d.kind) {
    case Kind::Kaiju:
        j["affiliation"] = d.affiliation;
        j["ferocity"] = d.ferocity;
        j["agility"] = d.agility;
        j["power"] = d.power;
        j["fortitude"] = d.fortitude;
        break;
    case Kind::Location:
    case Kind::Opponent:
        j["fortitude"] = d.fortitude;
        j["cardGlory"] = d.glory;
        if (d.ongoing.any()) {
            Json o = Json::object();
            if (d.ongoing.rampageDamage > 0)
                o["rampageDamage"] = d.ongoing.rampageDamage;
            if (d.ongoing.enterEnergy > 0)
                o["enterEnergy"] = d.ongoing.enterEnergy;
            if (!d.ongoing.activeTrait.empty())
                o["activeTrait"] = d.ongoing.activeTrait;
            j["ongoing"] = o;
        }
        break;
    case Kind::Ally:
        j["ferocity"] = d.ferocity;
        j["agility"] = d.agility;
        j["power"] = d.power;
        j["fortitude"] = d.fortitude;
        j["cardGlory"] = d.glory;
        j["affiliation"] = d.affiliation;
        j["requires"] = d.requiresTrait.empty() ? Json{{"affiliation", d.requiresAffiliation}}
                                                : Json{{"trait", d.requiresTrait}};
        break;
    case Kind::Event: {
        Json fx = Json::object();
        for (const auto& [key, value] : {std::pair<const char*, int>{"gainGlory", d.effects.gainGlory},
                                         {"gainEnergy", d.effects.gainEnergy},
                                         {"drawCombat", d.effects.drawCombat},
                                         {"drawPlanning", d.effects.drawPlanning},
                                         {"healAll", d.effects.healAll},
                                         {"damageCityFront", d.effects.damageCityFront}})
            if (value > 0)
                fx[key] = value;
        j["effects"] = fx;
        if (d.actionEvent)
            j["timing"] = "action";
        break;
    }
    case Kind::Scar:
        j["scarFerocity"] = d.scarFerocity;
        j["scarAgility"] = d.scarAgility;
        j["scarPower"] = d.scarPower;
        j["scarFortitude"] = d.scarFortitude;
        break;
    case Kind::Combat:
        j["side"] = d.sword ? "sword" : "shield";
        j["cardDamage"] = d.damage;
        j["cardToughness"] = d.toughness;
        j["cost"] = d.cost;
        j["keywords"] = d.keywords;
        j["move"] = d.move;
        j["range"] = d.range;
        j["opposedTraits"] = d.opposedTraits;
        break;
    case Kind::Team: {
        j["initiative"] = d.team.initiative;
        j["planningDraw"] = d.team.planningDraw;
        j["fury"] = d.team.fury;
        j["fortitudeBonus"] = d.team.fortitudeBonus;
        Json m{{"max", d.members.max}};
        if (!d.members.affiliations.empty())
            m["affiliations"] = d.members.affiliations;
        if (!d.members.trait.empty())
            m["trait"] = d.members.trait;
        if (d.members.maxFortitude > 0)
            m["maxFortitude"] = d.members.maxFortitude;
        j["members"] = m;
        break;
    }
    default:
        break;
    }
    j["traits"] = d.traits;
    return j;
}

std::vector<std::string> KaijuRules::stopPhases() const
{
    return {"scars"};
}

std::string KaijuRules::stopPhase(const core::GameState& base) const
{
    // Public facts only: every fighting seat is asked in each scar stage with a target,
    // whether or not it holds a scar, and a bare pass plays none.
    const auto& s = static_cast<const KaijuState&>(base);
    return s.phase == Phase::Scars ? "scars" : "";
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
        } else if (name == "boxEnergy") {
            if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 3)
                throw std::invalid_argument("kaiju option boxEnergy: must be 1, 2 or 3");
            o.boxEnergy = value.get<int>();
        } else if (name == "firstRoundRestrictions") {
            if (!value.is_boolean())
                throw std::invalid_argument("kaiju option firstRoundRestrictions: must be true or false");
            o.firstRoundRestrictions = value.get<bool>();
        } else if (name == "combatRedraw") {
            if (!value.is_number_integer() || value.get<int>() < 0 || value.get<int>() > 7)
                throw std::invalid_argument("kaiju option combatRedraw: must be an integer from 0 to 7");
            o.combatRedraw = value.get<int>();
        } else if (name == "rageAttacks") {
            if (!value.is_boolean())
                throw std::invalid_argument("kaiju option rageAttacks: must be true or false");
            o.rageAttacks = value.get<bool>();
        } else if (name == "teamFights") {
            if (!value.is_boolean())
                throw std::invalid_argument("kaiju option teamFights: must be true or false");
            o.teamFights = value.get<bool>();
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
        {"attack", {ArgSpec{"seat", ArgKind::Integer, true, "destination", 0, 4},
                    ArgSpec{"character", ArgKind::Integer, true, "destination", 0, 9}}},
        {"challenge", {ArgSpec{"seat", ArgKind::Integer, true, "destination", 0, 4},
                       ArgSpec{"character", ArgKind::Integer, true, "destination", 0, 9}}},
        {"accept", {}},
        {"decline", {}},
        {"strike", {cardsArg, ArgSpec{"rage", ArgKind::Integer, false, "", 0, 1000000},
                    ArgSpec{"move", ArgKind::Integer, false, "", 0, 99},
                    ArgSpec{"collateral", ArgKind::IntegerList, false, "", 0, 99, 64, 64},
                    ArgSpec{"targets", ArgKind::IntegerList, false, "", 0, 63, 64, 64},
                    ArgSpec{"by", ArgKind::IntegerList, false, "", 0, 63, 64, 64}}},
        {"block", {cardsArg, ArgSpec{"answers", ArgKind::IntegerList, false, "", 0, 63, 64, 64},
                   ArgSpec{"move", ArgKind::Integer, false, "", 0, 99},
                   ArgSpec{"for", ArgKind::IntegerList, false, "", 0, 63, 64, 64}}},
        {"join", {ArgSpec{"characters", ArgKind::IntegerList, false, "", 0, 9, 16, 16}}},
        {"rampage", {}},
        {"fightOn", {}},
        {"stop", {}},
        {"cityHand", {ArgSpec{"redraw", ArgKind::Boolean, true}}},
        {"scar", {ArgSpec{"card", ArgKind::Integer, true, "moved", 0, 1000000},
                  ArgSpec{"seat", ArgKind::Integer, true, "destination", 0, 4},
                  ArgSpec{"character", ArgKind::Integer, true, "destination", 0, 9}}},
        {"skipScar", {}},
        {"move", {ArgSpec{"points", ArgKind::Integer, true, "", 0, 99}}},
    };
}

// Team (default team: 1 to 3 kaiju sharing an affiliation, no kaiju twice), planning deck
// (30+ planning cards, at most 3 copies) and combat deck (20+ combat cards, as many sword as
// shield cards, at most 2 copies): CardData's loadoutProblems, the same checks as a deck's.
std::vector<std::string> KaijuRules::checkLoadout(const Loadout& l, const std::string& where)
{
    std::vector<std::string> problems;
    for (const auto& p : loadoutProblems(l, cards(), false))
        problems.push_back(where + "." + p.section + ": " + p.text);
    return problems;
}

std::vector<core::Message> KaijuRules::checkDeck(const Json& deck) const { return kaiju::checkDeck(deck, cards()); }

std::unique_ptr<core::GameState> KaijuRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    if (config.seats < 2 || config.seats > 5)
        throw std::invalid_argument("kaiju: 2 to 5 seats (" + std::to_string(config.seats) + " given)");
    auto s = std::make_unique<KaijuState>();
    s->options = parseOptions(config.options);
    for (int seat = 0; seat < config.seats; ++seat) {
        const std::string where = "setup[" + std::to_string(seat) + "]";
        Loadout l = cards().starters[static_cast<std::size_t>(seat) % cards().starters.size()];
        // A deck (MatchConfig::decks: a deck file's sections team, planning and combat, as
        // `--deck`, the lobby and the new-game page give it) is checked by the deck rules.
        if (config.decks.is_array() && static_cast<int>(config.decks.size()) > seat && !config.decks[seat].is_null()) {
            const Json& deck = config.decks[static_cast<std::size_t>(seat)];
            const auto problems = checkDeck(deck);
            if (!problems.empty())
                throw std::invalid_argument("the deck of seat " + std::to_string(seat + 1) +
                                            " is not legal: " + problems.front().text);
            l = loadoutOfDeck(deck, cards());
        }
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
        st.teamCard = l.teamCard.empty() ? -1 : cards().indexOf(l.teamCard);
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
        draw(st.planningDeck, st.planningDiscard, st.planningHand, teamOf(st).planningDraw, rng, s->nextCardId);
        s->seats.push_back(std::move(st));
    }
    // Initiative order, kept for the game: the highest initiative first (a team card's, or the
    // default team's 50), ties broken from the seed: the seats are shuffled, then stably sorted
    // by initiative (with default teams only, the order is the shuffle, as before team cards).
    for (int seat = 0; seat < config.seats; ++seat)
        s->order.push_back(seat);
    rng.shuffle(s->order);
    sortByInitiative(*s);
    return s;
}

// A position (docs/games/kaiju.md, "Scenario positions"): the state's own form, with cards
// named by their card id and instance ids given or assigned in document order.
std::unique_ptr<core::GameState> KaijuRules::setupScenario(const core::MatchConfig& config, const Json& pos,
                                                           core::Rng&) const
{
    if (config.seats < 2 || config.seats > 5)
        throw std::invalid_argument("kaiju: 2 to 5 seats (" + std::to_string(config.seats) + " given)");
    if (!pos.is_object())
        throw std::invalid_argument("position: must be an object");
    auto s = std::make_unique<KaijuState>();
    s->options = parseOptions(config.options);
    auto intAt = [](const Json& obj, const char* key, int def, int lo, int hi, const std::string& where) {
        if (!obj.contains(key))
            return def;
        const Json& v = obj[key];
        if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
            throw std::invalid_argument(where + "." + key + ": must be an integer from " + std::to_string(lo) + " to " +
                                        std::to_string(hi));
        return v.get<int>();
    };
    auto boolAt = [](const Json& obj, const char* key, const std::string& where) {
        if (!obj.contains(key))
            return false;
        if (!obj[key].is_boolean())
            throw std::invalid_argument(where + "." + key + ": must be true or false");
        return obj[key].get<bool>();
    };
    // Explicit instance ids first, so that assigned ones never collide with them.
    std::set<int> used;
    auto cardFrom = [&](const Json& x, const std::string& where, bool planningOnly, bool combatOnly) {
        Card c;
        std::string id;
        int instance = -1;
        if (x.is_string()) {
            id = x.get<std::string>();
        } else if (x.is_object() && x.contains("card") && x["card"].is_string()) {
            id = x["card"].get<std::string>();
            if (x.contains("id")) {
                const Json& i = x["id"];
                if (i.is_number_integer() && i.get<std::int64_t>() > 0 && i.get<std::int64_t>() < 1000000)
                    instance = i.get<int>();
                else if (i.is_string() && i.get<std::string>().rfind("kc", 0) == 0 &&
                         i.get<std::string>().size() > 2 && i.get<std::string>().size() < 9 &&
                         i.get<std::string>().find_first_not_of("0123456789", 2) == std::string::npos)
                    instance = std::stoi(i.get<std::string>().substr(2));
                else
                    throw std::invalid_argument(where + ".id: must be a positive integer or \"kc<n>\"");
                if (instance < 1 || !used.insert(instance).second)
                    throw std::invalid_argument(where + ".id: instance id " + std::to_string(instance) + " used twice");
            }
        } else {
            throw std::invalid_argument(where + ": must be a card id or {\"id\", \"card\"}");
        }
        c.card = cards().indexOf(id);
        if (c.card < 0)
            throw std::invalid_argument(where + ": unknown card \"" + id + "\"");
        if (planningOnly && !cards().at(c.card).isPlanning())
            throw std::invalid_argument(where + ": \"" + id + "\" is not a planning card");
        if (combatOnly && cards().at(c.card).kind != Kind::Combat)
            throw std::invalid_argument(where + ": \"" + id + "\" is not a combat card");
        c.id = instance;
        return c;
    };
    auto listFrom = [&](const Json& obj, const char* key, const std::string& where, bool planning) {
        std::vector<Card> out;
        if (!obj.contains(key))
            return out;
        if (!obj[key].is_array())
            throw std::invalid_argument(where + "." + key + ": must be a list of cards");
        int i = 0;
        for (const auto& x : obj[key]) {
            out.push_back(cardFrom(x, where + "." + key + "[" + std::to_string(i) + "]", planning, !planning));
            ++i;
        }
        return out;
    };
    s->turn = intAt(pos, "turn", 1, 1, 100000, "position");
    const std::string phase = pos.value("phase", "discardDraw");
    const std::map<std::string, Phase> phases{{"discardDraw", Phase::DiscardDraw},
                                              {"planning", Phase::Planning},
                                              {"selection", Phase::Selection},
                                              {"action", Phase::Action}};
    if ((pos.contains("phase") && !pos["phase"].is_string()) || !phases.count(phase))
        throw std::invalid_argument("position.phase: must be discardDraw, planning, selection or action");
    s->phase = phases.at(phase);
    if (pos.contains("order")) {
        if (!pos["order"].is_array() || pos["order"].size() != static_cast<std::size_t>(config.seats))
            throw std::invalid_argument("position.order: must list every seat once");
        std::set<int> seen;
        for (const auto& x : pos["order"]) {
            if (!x.is_number_integer() || x.get<int>() < 0 || x.get<int>() >= config.seats || !seen.insert(x.get<int>()).second)
                throw std::invalid_argument("position.order: must list every seat once");
            s->order.push_back(x.get<int>());
        }
    } else {
        // No order given: by initiative (the team cards', once the seats are read), ties in seat order.
        for (int i = 0; i < config.seats; ++i)
            s->order.push_back(i);
    }
    s->cursor = intAt(pos, "cursor", 0, 0, config.seats - 1, "position");
    if (pos.contains("city")) {
        if (!pos["city"].is_array())
            throw std::invalid_argument("position.city: must be a list");
        int i = 0;
        for (const auto& x : pos["city"]) {
            const std::string where = "position.city[" + std::to_string(i++) + "]";
            CityCard cc;
            cc.card = cardFrom(x, where, true, false);
            if (!cards().at(cc.card.card).isCity())
                throw std::invalid_argument(where + ": not a location or opponent");
            if (x.is_object()) {
                cc.owner = intAt(x, "owner", 0, 0, config.seats - 1, where);
                cc.damage = intAt(x, "damage", 0, 0, 99, where);
            }
            s->city.push_back(cc);
        }
    }
    if (!pos.contains("seats") || !pos["seats"].is_array() || pos["seats"].size() != static_cast<std::size_t>(config.seats))
        throw std::invalid_argument("position.seats: must have one entry per seat (" + std::to_string(config.seats) + ")");
    for (int seat = 0; seat < config.seats; ++seat) {
        const std::string where = "position.seats[" + std::to_string(seat) + "]";
        const Json& j = pos["seats"][static_cast<std::size_t>(seat)];
        if (!j.is_object() || !j.contains("team") || !j["team"].is_array() || j["team"].empty() || j["team"].size() > 10)
            throw std::invalid_argument(where + ".team: must be a list of 1 to 10 characters");
        SeatState st;
        if (j.contains("teamCard") && !j["teamCard"].is_null()) {
            const std::string id = j["teamCard"].is_string() ? j["teamCard"].get<std::string>() : "";
            st.teamCard = cards().indexOf(id);
            if (st.teamCard < 0 || cards().at(st.teamCard).kind != Kind::Team)
                throw std::invalid_argument(where + ".teamCard: \"" + id + "\" is not a team card");
        }
        int highestPower = 0;
        int i = 0;
        for (const auto& x : j["team"]) {
            const std::string at = where + ".team[" + std::to_string(i++) + "]";
            Character c;
            const std::string id = x.is_string() ? x.get<std::string>() : x.is_object() ? x.value("card", "") : "";
            c.card = cards().indexOf(id);
            if (c.card < 0 || (cards().at(c.card).kind != Kind::Kaiju && cards().at(c.card).kind != Kind::Ally))
                throw std::invalid_argument(at + ": \"" + id + "\" is not a kaiju or an ally");
            if (isAlly(c)) {
                // An ally in play: its card's instance id given ({"card", "id"}) or assigned.
                Json card{{"card", id}};
                if (x.is_object() && x.contains("id"))
                    card["id"] = x["id"];
                c.instance = cardFrom(card, at, true, false).id;
                if (x.is_object() && x.contains("scar") && !x["scar"].is_null())
                    throw std::invalid_argument(at + ".scar: an ally takes no scar (scars go on kaiju)");
            }
            if (x.is_object()) {
                c.damage = intAt(x, "damage", 0, 0, 99, at);
                c.active = boolAt(x, "active", at);
                c.enteredCity = boolAt(x, "enteredCity", at);
                c.selected = boolAt(x, "selected", at);
                if (x.contains("scar") && !x["scar"].is_null()) {
                    c.scar = {cardFrom(x["scar"], at + ".scar", true, false)};
                    if (cards().at(c.scar.front().card).kind != Kind::Scar)
                        throw std::invalid_argument(at + ".scar: not a scar card");
                }
                if (c.selected && !c.active)
                    throw std::invalid_argument(at + ": a selected character is active");
            }
            if (!isAlly(c))
                highestPower = std::max(highestPower, cards().at(c.card).power);
            st.team.push_back(c);
        }
        if (allyCount(st) > kAllyLimit)
            throw std::invalid_argument(where + ".team: at most " + std::to_string(kAllyLimit) + " allies");
        st.energy = intAt(j, "energy", kStartEnergy + highestPower, 0, 999, where);
        st.fury = intAt(j, "fury", 0, 0, 999, where);
        st.glory = intAt(j, "glory", 0, 0, 999, where);
        st.drawn = boolAt(j, "drawn", where);
        st.planningDeck = listFrom(j, "planningDeck", where, true);
        st.planningHand = listFrom(j, "planningHand", where, true);
        st.planningDiscard = listFrom(j, "planningDiscard", where, true);
        st.combatDeck = listFrom(j, "combatDeck", where, false);
        st.combatHand = listFrom(j, "combatHand", where, false);
        st.combatDiscard = listFrom(j, "combatDiscard", where, false);
        st.gloryPile = listFrom(j, "gloryPile", where, true);
        for (std::size_t k = 0; k < st.gloryPile.size(); ++k)
            if (!cards().at(st.gloryPile[k].card).isCity())
                throw std::invalid_argument(where + ".gloryPile[" + std::to_string(k) + "]: not a location or opponent");
        s->seats.push_back(std::move(st));
    }
    if (!pos.contains("order"))
        sortByInitiative(*s);
    // Assigned instance ids: 1, 2, 3... in document order (city, then each seat's zones in the
    // order above), skipping the ids given explicitly.
    int next = 1;
    auto assign = [&](Card& c) {
        if (c.id > 0)
            return;
        while (used.count(next))
            ++next;
        c.id = next;
        used.insert(next);
    };
    for (auto& c : s->city)
        assign(c.card);
    for (auto& st : s->seats)
        for (auto& ch : st.team)
            for (auto& c : ch.scar)
                assign(c);
    for (auto& st : s->seats)
        for (auto& ch : st.team)
            if (isAlly(ch)) {
                Card c{ch.instance, ch.card};
                assign(c);
                ch.instance = c.id;
            }
    for (auto& st : s->seats)
        for (auto* list : {&st.planningDeck, &st.planningHand, &st.planningDiscard, &st.combatDeck, &st.combatHand,
                           &st.combatDiscard, &st.gloryPile})
            for (auto& c : *list)
                assign(c);
    s->nextCardId = used.empty() ? 1 : *used.rbegin() + 1;
    if (s->phase == Phase::Action)
        for (int seat = 0; seat < config.seats; ++seat)
            if (!isOut(*s, seat) && selectedOf(*s, seat) < 0)
                throw std::invalid_argument("position.seats[" + std::to_string(seat) +
                                            "].team: in the action phase every seat in the game has a selected character");
    skipOut(*s);
    if (s->phase != Phase::DiscardDraw && s->cursor >= config.seats)
        throw std::invalid_argument("position.cursor: no seat left to act in this phase");
    return s;
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
    case Phase::Challenge:
        p.kind = "challenge";
        p.seats = {s.challenge->target};
        p.message = msg("kaiju.prompt.challenge",
                        player(s.challenge->target) + ": accept or decline the challenge",
                        Json{{"seat", s.challenge->target}, {"challenger", s.challenge->seat}});
        break;
    case Phase::Combat: {
        const Combat& c = *s.combat;
        const int asked = c.window.asked();
        p.seats = {asked};
        if (asked == c.fighters[static_cast<std::size_t>(c.sword)].seat) {
            p.kind = "sword";
            p.message = msg("kaiju.prompt.sword",
                            player(asked) + " is the Sword: play attack cards face down, or pass (round " +
                                std::to_string(c.round) + ")",
                            Json{{"seat", asked}, {"round", c.round}});
        } else {
            p.kind = "shield";
            p.message = msg("kaiju.prompt.shield",
                            player(asked) + " is the Shield: answer the " + std::to_string(c.attacks.size()) +
                                " attack cards face down",
                            Json{{"seat", asked}, {"attacks", c.attacks.size()}});
        }
        break;
    }
    case Phase::Scars: {
        const int asked = s.combat->window.asked();
        p.kind = "scars";
        p.seats = {asked};
        p.message = s.combat->scarStage == 0
                        ? msg("kaiju.prompt.scarOwn", player(asked) + ": a scar on your own kaiju that fought, or none",
                              Json{{"seat", asked}})
                        : msg("kaiju.prompt.scarEnemy", player(asked) + ": a scar on an enemy kaiju that fought, or none",
                              Json{{"seat", asked}});
        break;
    }
    case Phase::CityDefender: {
        const int asked = s.combat->window.asked();
        const int rampager = s.combat->fighters[0].seat;
        p.kind = "cityDefender";
        p.seats = {asked};
        p.message = msg("kaiju.prompt.cityDefender",
                        player(asked) + ": play for the city against " + player(rampager) + "'s rampage?",
                        Json{{"seat", asked}, {"rampager", rampager}});
        break;
    }
    case Phase::FightOn: {
        const int asked = s.combat->window.asked();
        p.kind = "fightOn";
        p.seats = {asked};
        p.message = msg("kaiju.prompt.fightOn",
                        player(asked) + ": draw 2 combat cards and fight on against the next city card, or stop",
                        Json{{"seat", asked}});
        break;
    }
    case Phase::CityHand: {
        const int asked = s.combat->window.asked();
        p.kind = "cityHand";
        p.seats = {asked};
        p.message = msg("kaiju.prompt.cityHand",
                        player(asked) + ": keep your combat hand for the city, or discard it and draw 5",
                        Json{{"seat", asked}});
        break;
    }
    case Phase::Join: {
        const int asked = s.combat->window.asked();
        p.kind = "join";
        p.seats = {asked};
        p.message = msg("kaiju.prompt.join",
                        player(asked) + ": other characters of your team may join the fight (draw 1 combat card each), or none",
                        Json{{"seat", asked}});
        break;
    }
    case Phase::Move: {
        const int asked = s.combat->window.asked();
        const int most = s.combat->moves.front().most;
        p.kind = "move";
        p.seats = {asked};
        p.message = msg("kaiju.prompt.move",
                        player(asked) + ": MOVE 0 to " + std::to_string(most) +
                            " (each point sends the front city card to the back)",
                        Json{{"seat", asked}, {"most", most}});
        break;
    }
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
        for (const auto& c : st.planningHand) {
            const CardDef& d = def(c);
            if (d.isCity() || (d.kind == Kind::Event && !d.actionEvent) || (d.kind == Kind::Ally && !checkAlly(st, d)))
                out.push_back(Action{seat, "play", Json{{"card", c.id}}});
        }
        out.push_back(Action{seat, "done", Json::object()});
        break;
    case Phase::Selection:
        if (s.current() != seat)
            break;
        for (std::size_t i = 0; i < st.team.size(); ++i)
            if (conscious(st, st.team[i]))
                out.push_back(Action{seat, "select", Json{{"character", i}}});
        break;
    case Phase::Action:
        if (s.current() != seat)
            break;
        // Events whose card says so are played here, before the action (timing "action").
        for (const auto& c : st.planningHand)
            if (def(c).kind == Kind::Event && def(c).actionEvent)
                out.push_back(Action{seat, "play", Json{{"card", c.id}}});
        out.push_back(Action{seat, "pass", Json::object()});
        out.push_back(Action{seat, "roar", Json::object()});
        out.push_back(Action{seat, "roar", Json{{"redraw", true}, {"cards", Json::array()}}});
        if (!st.combatHand.empty())
            out.push_back(Action{seat, "roar", Json{{"redraw", true}, {"cards", ids(st.combatHand)}}});
        if (!s.city.empty())
            out.push_back(Action{seat, "rampage", Json::object()});
        // Attack another active character; Challenge an inactive one.
        for (int other = 0; other < static_cast<int>(s.seats.size()); ++other) {
            if (other == seat)
                continue;
            const auto& team = seatOf(s, other).team;
            for (std::size_t i = 0; i < team.size(); ++i)
                if (conscious(seatOf(s, other), team[i]))
                    out.push_back(Action{seat, team[i].active ? "attack" : "challenge",
                                         Json{{"seat", other}, {"character", i}}});
        }
        break;
    case Phase::Challenge:
        if (s.challenge->target != seat)
            break;
        out.push_back(Action{seat, "accept", Json::object()});
        if (!isAlly(st.team[static_cast<std::size_t>(s.challenge->character)])) // allies cannot refuse
            out.push_back(Action{seat, "decline", Json::object()});
        break;
    case Phase::CityDefender:
        if (s.combat->window.asked() != seat)
            break;
        out.push_back(Action{seat, "accept", Json::object()});
        out.push_back(Action{seat, "decline", Json::object()});
        break;
    case Phase::Join: {
        if (s.combat->window.asked() != seat)
            break;
        // Every set of the characters that may join (all of them listed while there are at most 4).
        const auto can = joinableOf(s, seat);
        if (can.size() <= 4) {
            for (unsigned mask = 0; mask < (1u << can.size()); ++mask) {
                Json list = Json::array();
                for (std::size_t k = 0; k < can.size(); ++k)
                    if (mask & (1u << k))
                        list.push_back(can[k]);
                out.push_back(Action{seat, "join", Json{{"characters", list}}});
            }
        } else {
            out.push_back(Action{seat, "join", Json{{"characters", Json::array()}}});
            for (int i : can)
                out.push_back(Action{seat, "join", Json{{"characters", Json::array({i})}}});
            out.push_back(Action{seat, "join", Json{{"characters", can}}});
        }
        break;
    }
    case Phase::FightOn:
        if (s.combat->window.asked() != seat)
            break;
        out.push_back(Action{seat, "fightOn", Json::object()});
        out.push_back(Action{seat, "stop", Json::object()});
        break;
    case Phase::CityHand:
        if (s.combat->window.asked() != seat)
            break;
        out.push_back(Action{seat, "cityHand", Json{{"redraw", false}}});
        out.push_back(Action{seat, "cityHand", Json{{"redraw", true}}});
        break;
    case Phase::Combat: {
        const Combat& c = *s.combat;
        if (c.window.asked() != seat)
            break;
        // Any set of cards may be played; listed: none (a pass), each card alone, each pair,
        // and with enough fury each card alone as a rage attack.
        const auto& hand = st.combatHand;
        const bool sword = c.fighters[static_cast<std::size_t>(c.sword)].seat == seat;
        if (sword) {
            out.push_back(Action{seat, "strike", Json{{"cards", Json::array()}}});
            // A team fight: every card with one target and one player, for each pair of a
            // standing enemy and a standing character of the Sword's (one fighter a side: no
            // `targets`/`by`, as before team fights).
            const auto enemies = standingOf(s, 1 - c.sword);
            const auto own = standingOf(s, c.sword);
            const bool team = enemies.size() > 1 || own.size() > 1;
            std::vector<std::pair<int, int>> aims; // (target, by)
            for (int t : enemies)
                for (int b : own)
                    aims.emplace_back(t, b);
            if (!team)
                aims.resize(std::min<std::size_t>(aims.size(), 1));
            auto tryStrike = [&](std::vector<Card> played, int rage) {
              for (const auto& [target, who] : aims) {
                const std::vector<int> by(played.size(), who);
                if (checkStrike(s, seat, played, rage, 0, {}, by))
                    continue;
                Json ids = Json::array();
                for (const auto& x : played)
                    ids.push_back(x.id);
                Json args{{"cards", ids}};
                if (team) {
                    args["targets"] = std::vector<int>(played.size(), target);
                    args["by"] = by;
                }
                if (rage >= 0)
                    args["rage"] = played[static_cast<std::size_t>(rage)].id;
                out.push_back(Action{seat, "strike", args});
                // Listed too: 1 collateral damage on the front city card (RANGE) where allowed.
                // (MOVE is chosen after the damage, in the Move step.)
                if (!checkStrike(s, seat, played, rage, 0, {0}, by) && !s.city.empty()) {
                    Json m = args;
                    m["collateral"] = Json::array({0});
                    out.push_back(Action{seat, "strike", m});
                }
              }
            };
            for (std::size_t i = 0; i < hand.size(); ++i) {
                tryStrike({hand[i]}, -1);
                for (std::size_t j = i + 1; j < hand.size(); ++j)
                    tryStrike({hand[i], hand[j]}, -1);
            }
            if (s.options.rageAttacks && st.fury >= teamOf(st).fury)
                for (const auto& x : hand)
                    tryStrike({x}, 0);
        } else {
            out.push_back(Action{seat, "block", Json{{"cards", Json::array()}, {"answers", Json::array()}}});
            auto tryBlock = [&](std::vector<Card> played, std::vector<std::int64_t> answers) {
                if (checkBlock(s, seat, played, answers))
                    return;
                Json ids = Json::array();
                for (const auto& x : played)
                    ids.push_back(x.id);
                out.push_back(Action{seat, "block", Json{{"cards", ids}, {"answers", answers}}});
            };
            const auto attacks = static_cast<std::int64_t>(c.attacks.size());
            for (std::size_t i = 0; i < hand.size(); ++i)
                for (std::int64_t a = 0; a < attacks; ++a) {
                    tryBlock({hand[i]}, {a});
                    for (std::size_t j = i + 1; j < hand.size(); ++j)
                        for (std::int64_t b = 0; b < attacks; ++b)
                            tryBlock({hand[i], hand[j]}, {a, b});
                }
        }
        break;
    }
    case Phase::Move:
        if (s.combat->window.asked() != seat)
            break;
        for (int points = 0; points <= s.combat->moves.front().most; ++points)
            out.push_back(Action{seat, "move", Json{{"points", points}}});
        break;
    case Phase::Scars:
        if (s.combat->window.asked() != seat)
            break;
        // A bare pass plays no scar (the stops' pass; `skipScar` is accepted too).
        out.push_back(Action{seat, "pass", Json::object()});
        for (const auto& c : st.planningHand)
            if (def(c).kind == Kind::Scar)
                for (const auto& f : scarTargets(s, seat, s.combat->scarStage))
                    out.push_back(Action{seat, "scar", Json{{"card", c.id}, {"seat", f.seat}, {"character", f.character}}});
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
            if (!c.enteredCity && conscious(st, c) && !isAlly(c)) // allies do not heal (K5)
                c.damage = std::max(0, c.damage - s.options.healOutside);
            c.active = false;
            c.enteredCity = false;
            c.selected = false;
        }
        st.drawn = false;
    }
    ++s.turn;
    s.phase = Phase::DiscardDraw;
    r.events.push_back(publicEvent("turn", Json{{"turn", s.turn}},
                                   msg("kaiju.log.turn", "Turn " + std::to_string(s.turn), Json{{"turn", s.turn}})));
}


// The game ends at once when a seat reaches the glory to win or one team is left standing.
bool checkEnd(KaijuState& s, const KaijuRules& rules)
{
    if (!rules.outcome(s))
        return false;
    s.phase = Phase::Over;
    s.challenge.reset();
    s.combat.reset();
    return true;
}

// Opens the next stage of the scar step that has someone to ask (the fighters' seats in
// initiative order, each once); false when no stage is left.
bool openScarStage(KaijuState& s, int stage)
{
    Combat& c = *s.combat;
    for (; stage < 2; ++stage) {
        std::vector<int> ask;
        for (int seat : s.order) {
            bool fought = false;
            for (const auto& f : c.fighters)
                fought = fought || f.seat == seat;
            if (fought && !isOut(s, seat) && !scarTargets(s, seat, stage).empty())
                ask.push_back(seat);
        }
        if (ask.empty())
            continue;
        c.scarStage = stage;
        c.window = core::ResponseWindow::fixed(ask, core::ResponseWindow::AfterLink::Continue);
        s.phase = Phase::Scars;
        return true;
    }
    return false;
}

// After the scars every seat that fought draws combat cards up to 5 (ruling K4; an empty deck
// is reshuffled from its own discard pile); then the Action phase goes on with the next seat
// in initiative order.
void finishCombat(KaijuState& s, Result& r, core::Rng& rng)
{
    const Combat c = *s.combat;
    s.combat.reset();
    s.phase = Phase::Action;
    std::set<int> drawn;
    for (const auto& f : c.fighters) {
        if (f.seat < 0 || !drawn.insert(f.seat).second)
            continue;
        SeatState& st = seatOf(s, f.seat);
        const int need = std::max(0, s.options.combatRedraw - static_cast<int>(st.combatHand.size()));
        const int n = draw(st.combatDeck, st.combatDiscard, st.combatHand, need, rng, s.nextCardId);
        if (n > 0)
            r.events.push_back(publicEvent(
                "combatDraw", Json{{"seat", f.seat}, {"drew", n}},
                msg("kaiju.log.combatDraw", player(f.seat) + " draws " + std::to_string(n) + " combat cards",
                    Json{{"seat", f.seat}, {"drew", n}})));
    }
    advance(s, r);
}

// Ruling K4: the end of a combat: scars (the players on their own kaiju first, then on enemy
// kaiju; one per kaiju), then the redraw.
void endCombat(KaijuState& s, Result& r, core::Rng& rng, const KaijuRules& rules)
{
    const int rounds = s.combat->round;
    r.events.push_back(publicEvent("combatEnd", Json{{"rounds", rounds}},
                                   msg("kaiju.log.combatEnd", "The combat ends after round " + std::to_string(rounds),
                                       Json{{"round", rounds}})));
    if (checkEnd(s, rules))
        return;
    if (openScarStage(s, 0))
        return;
    finishCombat(s, r, rng);
}

// A Rampage turns to a new front city card (after a KO the rampager fought on, or after a MOVE):
// the city player may keep its hand or draw a new one, then round 1 again (its restrictions too)
// with the rampager as the Sword; the pools are not refreshed.
void beginRampageRound(KaijuState& s, Result& r)
{
    Combat& c = *s.combat;
    c.round = 1;
    c.sword = 0;
    c.window = roundWindow(c);
    s.phase = Phase::Combat;
    r.events.push_back(publicEvent("round", Json{{"round", 1}, {"sword", c.fighters[0].seat}, {"front", cardJson(s.city.front().card)}},
                                   msg("kaiju.log.rampageFront",
                                       player(c.fighters[0].seat) + " rampages on against " + def(s.city.front().card).name,
                                       Json{{"seat", c.fighters[0].seat}, {"card", def(s.city.front().card).id}})));
}

void newRampageFocus(KaijuState& s, Result& r)
{
    Combat& c = *s.combat;
    if (c.fighters[1].seat >= 0) {
        s.phase = Phase::CityHand;
        c.window = core::ResponseWindow::fixed({c.fighters[1].seat}, core::ResponseWindow::AfterLink::Continue);
        return;
    }
    beginRampageRound(s, r);
}

Json playedJson(const Card& c, int value, int toughness, bool rage, Json extra = Json::object())
{
    Json j = cardJson(c);
    j["damage"] = value;
    j["toughness"] = toughness;
    j["rage"] = rage;
    for (const auto& [k, v] : extra.items())
        j[k] = v;
    return j;
}

void nextMove(KaijuState& s, Result& r, core::Rng& rng, const KaijuRules& rules);
void afterMoves(KaijuState& s, Result& r, core::Rng& rng, const KaijuRules& rules);

// The reveal (ruling K2): both sides' face-down cards turn over together and are paid for (K1).
// Each attack deals its Damage plus trait modifiers (and CHAIN text), minus the Toughness of
// the shield cards assigned to it (less FIERCE text; none against a rage attack), at least 0.
// Each counterattack deals its Damage plus trait modifiers to the attacker of the card it
// answers (none against a QUICK card). A DODGE card ignores the CHAIN, QUICK and FIERCE text
// of the attack it answers. Then damage is counted on, the cards go to their discard piles,
// and the combat ends (K4), or the Move step follows and then the roles swap.
// `shieldMove`: the MOVE the Shield declared with its cards (rules version 1's form), -1: none.
void reveal(KaijuState& s, Result& r, const std::vector<Card>& shieldCards, const std::vector<std::int64_t>& answers,
            int shieldMove, core::Rng& rng, const KaijuRules& rules)
{
    Combat& c = *s.combat;
    const int swordIndex = c.sword;
    // The sides' leads: their seats (and, for MOVE, whether a side is the city's).
    const Fighter swordF = c.fighters[static_cast<std::size_t>(swordIndex)];
    const Fighter shieldF = c.fighters[static_cast<std::size_t>(1 - swordIndex)];
    // Each card is paid from the pools of the character playing it (K1): an attack card by its
    // `by`, a shield card by the target of the attack it answers (ruling T2).
    std::map<int, std::vector<const CardDef*>> paid;
    bool raged = false;
    for (const auto& a : c.attacks) {
        if (a.rage)
            raged = true;
        else
            paid[a.by].push_back(&def(a.card));
    }
    for (std::size_t k = 0; k < shieldCards.size(); ++k)
        paid[c.attacks[static_cast<std::size_t>(answers[k])].target].push_back(&def(shieldCards[k]));
    for (const auto& [f, list] : paid)
        pay(s, c.fighters[static_cast<std::size_t>(f)], list);
    if (raged)
        seatOf(s, swordF.seat).fury = std::max(0, seatOf(s, swordF.seat).fury - teamOf(seatOf(s, swordF.seat)).fury);

    // In a Rampage the city's side is the front city card as the round began: every hit on the
    // city lands on that card, even after it is knocked out in this reveal.
    const int foughtCity = c.rampage && !s.city.empty() ? s.city.front().card.id : -1;
    struct Hit {
        Fighter target;
        int amount;
        int dealer;
    };
    std::vector<Hit> hits;
    Json attacksJson = Json::array();
    Json answersJson = Json::array();
    std::vector<Hit> counters;
    // The city's ongoing effects on this reveal, told after the reveal itself.
    std::vector<Event> cityEvents;
    auto traits = [&](const CardDef& card, const Fighter& own, const Fighter& opponent) {
        const int base = traitModifier(card, fighterDef(s, own), fighterDef(s, opponent));
        const int with = traitModifierIn(s, card, own, opponent);
        if (with != base) {
            const CardDef* city = nullptr;
            std::string trait;
            for (const auto& t : card.traits)
                if (!city && (city = cityTraitCard(s, t)))
                    trait = t;
            for (const auto& t : card.opposedTraits)
                if (!city && (city = cityTraitCard(s, t)))
                    trait = t;
            if (city)
                cityEvents.push_back(publicEvent(
                    "cityEffect",
                    Json{{"effect", "activeTrait"}, {"card", city->id}, {"trait", trait}, {"played", card.id}, {"amount", with - base}},
                    msg("kaiju.log.cityTrait",
                        city->name + ": every active character is " + trait + " (" + card.name + " " +
                            (with > base ? "+" : "") + std::to_string(with - base) + ")",
                        Json{{"card", city->id}, {"trait", trait}, {"played", card.id}, {"amount", with - base}})));
        }
        return with;
    };
    for (std::size_t i = 0; i < c.attacks.size(); ++i) {
        const Play& a = c.attacks[i];
        const CardDef& d = def(a.card);
        const Fighter target = c.fighters[static_cast<std::size_t>(a.target)];
        const Fighter by = c.fighters[static_cast<std::size_t>(a.by)];
        const CardDef& attacker = fighterDef(s, by);
        const CardDef& defender = fighterDef(s, target);
        bool dodged = false;
        int toughness = 0;
        for (std::size_t k = 0; k < shieldCards.size(); ++k) {
            if (answers[k] != static_cast<std::int64_t>(i))
                continue;
            const CardDef& sd = def(shieldCards[k]);
            dodged = dodged || sd.has("dodge");
            if (sd.toughness > 0)
                toughness += std::max(0, sd.toughness + traits(sd, target, by));
        }
        int damage = std::max(0, d.damage + traits(d, by, target));
        // A rampager's attack cards deal more while a city card with `rampageDamage` is in the city.
        if (c.rampage && sideOf(c, by) == 0)
            for (const auto& cc : s.city) {
                const CardDef& cd = def(cc.card);
                if (cd.ongoing.rampageDamage <= 0)
                    continue;
                damage += cd.ongoing.rampageDamage;
                cityEvents.push_back(publicEvent(
                    "cityEffect",
                    Json{{"effect", "rampageDamage"}, {"card", cd.id}, {"played", d.id}, {"amount", cd.ongoing.rampageDamage}},
                    msg("kaiju.log.cityRampage",
                        cd.name + ": " + d.name + " deals " + std::to_string(cd.ongoing.rampageDamage) +
                            " more in the rampage",
                        Json{{"card", cd.id}, {"played", d.id}, {"amount", cd.ongoing.rampageDamage}})));
            }
        if (!dodged && d.combo > 0)
            for (std::size_t j = 0; j < c.attacks.size(); ++j)
                if (j != i && c.attacks[j].target == a.target) {
                    damage += d.combo;
                    break;
                }
        if (a.rage)
            toughness = 0;
        else if (!dodged)
            toughness = std::max(0, toughness - d.pierce);
        const int dealt = std::max(0, damage - toughness);
        hits.push_back(Hit{target, dealt, swordF.seat});
        attacksJson.push_back(playedJson(a.card, damage, toughness, a.rage,
                                         Json{{"dealt", dealt}, {"dodged", dodged}, {"by", a.by}, {"target", a.target}}));
        for (std::size_t k = 0; k < shieldCards.size(); ++k) {
            if (answers[k] != static_cast<std::int64_t>(i))
                continue;
            const CardDef& sd = def(shieldCards[k]);
            int counter = 0;
            if (sd.has("counterattack")) {
                counter = std::max(0, sd.damage + traits(sd, target, by));
                if (d.preempt > 0 && !dodged)
                    counter = 0;
                counters.push_back(Hit{by, counter, shieldF.seat}); // the attacker of the card it answers
            }
            answersJson.push_back(playedJson(shieldCards[k], counter,
                                             sd.toughness > 0 ? std::max(0, sd.toughness + traitModifierIn(s, sd, target, by)) : 0,
                                             false, Json{{"answers", i}, {"for", a.target}}));
        }
    }
    // The declared MOVE and collateral (RANGE), as far as the cards played allow (a re-dealt
    // state may hold other cards than those declared for).
    std::vector<Card> swordCards;
    for (const auto& a : c.attacks)
        swordCards.push_back(a.card);
    const int swordMove = checkMove(s, swordF, swordCards, c.swordMove) ? 0 : c.swordMove;
    std::vector<int> collateral = checkCollateral(s, swordCards, c.collateral) ? std::vector<int>{} : c.collateral;
    std::vector<int> collateralIds;
    for (int p : collateral)
        collateralIds.push_back(s.city[static_cast<std::size_t>(p)].card.id);
    r.revealedHidden = true;
    r.events.push_back(publicEvent(
        "reveal", Json{{"round", c.round}, {"sword", swordF.seat}, {"attacks", attacksJson}, {"answers", answersJson},
                       {"move", swordMove}, {"shieldMove", std::max(0, shieldMove)}, {"collateral", collateral}},
        msg("kaiju.log.reveal",
            "Reveal: " + std::to_string(c.attacks.size()) + " attack cards against " +
                std::to_string(shieldCards.size()) + " shield cards",
            Json{{"attacks", c.attacks.size()}, {"answers", shieldCards.size()}})));
    for (auto& e : cityEvents)
        r.events.push_back(std::move(e));
    // Attacks first, then counterattacks, in the order played: the final blow is the hit that
    // reaches the KO. Then collateral damage, KO checks and MOVE (ruling K2).
    bool cityKo = false;
    auto land = [&](const Hit& h) {
        if (h.target.character < 0)
            cityKo = damageCity(s, r, foughtCity, h.amount, h.dealer) || cityKo;
        else
            damageCharacter(s, r, h.target, h.amount, h.dealer);
    };
    for (const auto& h : hits)
        land(h);
    for (const auto& h : counters)
        land(h);
    for (int id : collateralIds)
        damageCity(s, r, id, 1, swordF.seat);
    // The round's cards with the fighter that played each (for the MOVE of those still standing).
    std::vector<std::pair<Card, int>> roundCards;
    for (const auto& a : c.attacks)
        roundCards.emplace_back(a.card, a.by);
    for (std::size_t k = 0; k < shieldCards.size(); ++k)
        roundCards.emplace_back(shieldCards[k], c.attacks[static_cast<std::size_t>(answers[k])].target);
    const bool swordDeclared = c.swordDeclared;
    for (const auto& a : c.attacks)
        seatOf(s, swordF.seat).combatDiscard.push_back(a.card);
    if (shieldF.seat >= 0)
        for (const auto& x : shieldCards)
            seatOf(s, shieldF.seat).combatDiscard.push_back(x);
    c.attacks.clear();
    c.swordMove = 0;
    c.swordDeclared = false;
    c.collateral.clear();
    if (checkEnd(s, rules))
        return;
    // K4: the combat ends when a side has no standing combatant (in a team fight the others of a
    // side fight on after one of them is knocked out).
    if (standingOf(s, 0).empty() || standingOf(s, 1).empty()) {
        endCombat(s, r, rng, rules);
        return;
    }
    // MOVE (in-depth rules: "after resolving a round's damage"; ruling K2: then Move): each side
    // whose cards played by fighters still standing carry MOVE chooses 0 up to their sum, the
    // Sword first, then the Shield. The city's side of a Rampage never moves. A `move` given with
    // the cards (rules version 1's form, still accepted) is applied without asking, as declared.
    auto mostOf = [&](int side) {
        int most = 0;
        for (const auto& [card, player] : roundCards)
            if (sideOf(c, c.fighters[static_cast<std::size_t>(player)]) == side &&
                standing(s, c.fighters[static_cast<std::size_t>(player)]))
                most += def(card).move;
        return most;
    };
    c.moves.clear();
    const bool shieldDeclared = shieldMove >= 0;
    for (const auto& [f, declared, isDeclared] :
         {std::tuple<const Fighter*, int, bool>{&swordF, swordMove, swordDeclared}, {&shieldF, shieldMove, shieldDeclared}}) {
        if (f->character < 0 || s.city.empty()) // no city card to move past
            continue;
        const int most = mostOf(sideOf(c, *f));
        if (isDeclared ? declared > 0 : most > 0)
            c.moves.push_back(MoveChoice{f->seat, most, isDeclared ? declared : -1});
    }
    c.cityKo = cityKo;
    c.moved = 0;
    nextMove(s, r, rng, rules);
}

// The Move step: the next side to choose its MOVE is asked (phase Move); a side that declared it
// with its cards moves without being asked. When no side is left the round ends.
void nextMove(KaijuState& s, Result& r, core::Rng& rng, const KaijuRules& rules)
{
    Combat& c = *s.combat;
    while (!c.moves.empty()) {
        const MoveChoice m = c.moves.front();
        if (m.declared < 0) {
            s.phase = Phase::Move;
            c.window = core::ResponseWindow::fixed({m.seat}, core::ResponseWindow::AfterLink::Continue);
            return;
        }
        c.moves.erase(c.moves.begin());
        moveCity(s, r, m.seat, m.declared);
        c.moved += m.declared;
    }
    s.phase = Phase::Combat;
    afterMoves(s, r, rng, rules);
}

// The end of a round after its MOVE: a Rampage turns to its next city card or asks whether to
// fight on; otherwise the roles swap for the next round.
void afterMoves(KaijuState& s, Result& r, core::Rng& rng, const KaijuRules& rules)
{
    Combat& c = *s.combat;
    const bool cityKo = c.cityKo;
    const int moved = c.moved;
    c.cityKo = false;
    c.moved = 0;
    if (c.rampage) {
        // A Rampage ends when the city is empty; after a KO the rampager may fight on (draw 2),
        // after a MOVE it fights the new front card; either way round 1 again with the rampager
        // as the Sword, and the city player may keep its hand or draw a new one.
        if (s.city.empty()) {
            endCombat(s, r, rng, rules);
            return;
        }
        if (cityKo) {
            s.phase = Phase::FightOn;
            c.window = core::ResponseWindow::fixed({c.fighters[0].seat}, core::ResponseWindow::AfterLink::Continue);
            return;
        }
        if (moved > 0) {
            newRampageFocus(s, r);
            return;
        }
    }
    ++c.round;
    if (!unopposed(c))
        c.sword = 1 - c.sword;
    c.window = roundWindow(c);
    const Fighter& next = c.fighters[static_cast<std::size_t>(c.sword)];
    r.events.push_back(publicEvent("round", Json{{"round", c.round}, {"sword", next.seat}},
                                   msg("kaiju.log.round",
                                       "Round " + std::to_string(c.round) + ": " + player(next.seat) + " is the Sword",
                                       Json{{"round", c.round}, {"seat", next.seat}})));
}

// An event's effects (cards.json `effects`), in a fixed order, each told in the log.
void resolveEvent(KaijuState& s, Result& r, int seat, const CardDef& card, core::Rng& rng)
{
    SeatState& st = seatOf(s, seat);
    const EventEffects& fx = card.effects;
    auto told = [&](const char* type, const char* id, const std::string& text, int amount, Json extra = Json::object()) {
        Json data{{"seat", seat}, {"amount", amount}, {"event", card.id}};
        Json args{{"seat", seat}, {"amount", amount}};
        for (const auto& [k, v] : extra.items()) {
            data[k] = v;
            args[k] = v;
        }
        r.events.push_back(publicEvent(type, data, msg(id, text, args)));
    };
    if (fx.gainGlory > 0) {
        st.glory += fx.gainGlory;
        told("gainGlory", "kaiju.log.gainGlory", player(seat) + " gains " + std::to_string(fx.gainGlory) + " glory",
             fx.gainGlory);
    }
    if (fx.gainEnergy > 0) {
        st.energy += fx.gainEnergy;
        told("gainEnergy", "kaiju.log.gainEnergy", player(seat) + " gains " + std::to_string(fx.gainEnergy) + " energy",
             fx.gainEnergy);
    }
    if (fx.drawCombat > 0) {
        const int n = draw(st.combatDeck, st.combatDiscard, st.combatHand, fx.drawCombat, rng, s.nextCardId);
        told("drawCombat", "kaiju.log.drawCombat", player(seat) + " draws " + std::to_string(n) + " combat cards", n);
    }
    if (fx.drawPlanning > 0) {
        const int n = draw(st.planningDeck, st.planningDiscard, st.planningHand, fx.drawPlanning, rng, s.nextCardId);
        told("drawPlanning", "kaiju.log.drawPlanning", player(seat) + " draws " + std::to_string(n) + " planning cards",
             n);
    }
    if (fx.healAll > 0) {
        // Each conscious kaiju of the team heals; allies do not heal (in-depth rules).
        int healed = 0;
        for (auto& c : st.team)
            if (conscious(st, c) && !isAlly(c)) {
                const int h = std::min(c.damage, fx.healAll);
                c.damage -= h;
                healed += h;
            }
        told("heal", "kaiju.log.heal",
             player(seat) + "'s kaiju heal " + std::to_string(fx.healAll) + " each (" + std::to_string(healed) +
                 " damage removed)",
             fx.healAll, Json{{"healed", healed}});
    }
    if (fx.damageCityFront > 0) {
        if (s.city.empty())
            told("noCityDamage", "kaiju.log.noCityDamage", "There is no city card to damage", fx.damageCityFront);
        else
            damageCity(s, r, s.city.front().card.id, fx.damageCityFront, seat);
    }
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
        const int need = std::max(0, teamOf(st).planningDraw - static_cast<int>(st.planningHand.size()));
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

    // ---- The Move step after a round's damage: the side asked chooses 0 up to its cards' MOVE.
    if (s.phase == Phase::Move) {
        Combat& c = *s.combat;
        const int asked = c.window.asked();
        if (a.seat != asked)
            return refuse("move", "kaiju.notYourTurn", "It is " + player(asked) + "'s turn (MOVE after the damage)",
                          Json{{"seat", asked}});
        if (a.type != "move")
            return refuse("move", "kaiju.answerMove", "Choose how far to MOVE (0 or more) first");
        const int points = static_cast<int>(args["points"].get<std::int64_t>());
        const MoveChoice m = c.moves.front();
        if (points > m.most)
            return refuse("move", "kaiju.moveTooFar",
                          "The cards played have MOVE " + std::to_string(m.most) + " (" + std::to_string(points) +
                              " asked)",
                          Json{{"move", points}, {"have", m.most}});
        c.moves.erase(c.moves.begin());
        if (points > 0) {
            moveCity(s, r, a.seat, points);
            c.moved += points;
        } else {
            r.events.push_back(publicEvent("noMove", Json{{"seat", a.seat}, {"points", 0}},
                                           msg("kaiju.log.noMove", player(a.seat) + " does not move",
                                               Json{{"seat", a.seat}})));
        }
        nextMove(s, r, rng, *this);
        return r;
    }
    if (a.type == "move")
        return refuse("move", "kaiju.noMoveStep", "MOVE is chosen after a round's damage, when you are asked");

    // ---- Rampage steps: who plays for the city, fight on after a KO, the city player's hand.
    const bool rampageChoice = a.type == "fightOn" || a.type == "stop" || a.type == "cityHand";
    if (s.phase == Phase::CityDefender || s.phase == Phase::FightOn || s.phase == Phase::CityHand) {
        Combat& c = *s.combat;
        const int asked = c.window.asked();
        if (a.seat != asked)
            return refuse("rampage", "kaiju.notYourTurn", "It is " + player(asked) + "'s turn (the rampage)",
                          Json{{"seat", asked}});
        if (s.phase == Phase::CityDefender) {
            if (a.type != "accept" && a.type != "decline")
                return refuse("rampage", "kaiju.answerCity",
                              "Play for the city (accept) or let the rampage go on without you (decline) first");
            if (a.type == "accept") {
                // This seat plays for the city with its combat hand and energy.
                c.fighters[1].seat = a.seat;
                r.events.push_back(publicEvent("defend", Json{{"seat", a.seat}},
                                               msg("kaiju.log.defend", player(a.seat) + " plays for the city",
                                                   Json{{"seat", a.seat}})));
                beginRampageRound(s, r);
                return r;
            }
            r.events.push_back(publicEvent("noDefend", Json{{"seat", a.seat}},
                                           msg("kaiju.log.noDefend", player(a.seat) + " does not play for the city",
                                               Json{{"seat", a.seat}})));
            if (c.window.pass()) // nobody plays for the city: the rampager plays unopposed
                beginRampageRound(s, r);
            return r;
        }
        if (s.phase == Phase::FightOn) {
            if (a.type != "fightOn" && a.type != "stop")
                return refuse("rampage", "kaiju.answerFightOn", "Fight on against the next city card, or stop, first");
            if (a.type == "stop") {
                r.events.push_back(publicEvent("stop", Json{{"seat", a.seat}},
                                               msg("kaiju.log.stop", player(a.seat) + " stops the rampage",
                                                   Json{{"seat", a.seat}})));
                endCombat(s, r, rng, *this);
                return r;
            }
            SeatState& own = seatOf(s, a.seat);
            const int n = draw(own.combatDeck, own.combatDiscard, own.combatHand, 2, rng, s.nextCardId);
            r.events.push_back(publicEvent("fightOn", Json{{"seat", a.seat}, {"drew", n}},
                                           msg("kaiju.log.fightOn",
                                               player(a.seat) + " fights on and draws " + std::to_string(n),
                                               Json{{"seat", a.seat}, {"drew", n}})));
            newRampageFocus(s, r);
            return r;
        }
        if (a.type != "cityHand")
            return refuse("rampage", "kaiju.answerCityHand", "Keep your combat hand or draw a new one first");
        const bool redraw = args.value("redraw", false);
        int n = 0;
        if (redraw) {
            for (const auto& x : st.combatHand)
                st.combatDiscard.push_back(x);
            const int dropped = static_cast<int>(st.combatHand.size());
            st.combatHand.clear();
            n = draw(st.combatDeck, st.combatDiscard, st.combatHand, kCombatHand, rng, s.nextCardId);
            r.events.push_back(publicEvent("cityHand", Json{{"seat", a.seat}, {"discarded", dropped}, {"drew", n}},
                                           msg("kaiju.log.cityRedraw",
                                               player(a.seat) + " discards the combat hand and draws " + std::to_string(n),
                                               Json{{"seat", a.seat}, {"drew", n}})));
        } else {
            r.events.push_back(publicEvent("cityHand", Json{{"seat", a.seat}, {"discarded", 0}, {"drew", 0}},
                                           msg("kaiju.log.cityKeep", player(a.seat) + " keeps the combat hand",
                                               Json{{"seat", a.seat}})));
        }
        beginRampageRound(s, r);
        return r;
    }
    if (rampageChoice)
        return refuse("rampage", "kaiju.noRampageChoice", "No rampage is waiting for that choice");

    const bool scarType = a.type == "scar" || a.type == "skipScar";
    if (s.phase == Phase::Scars) {
        const bool scarAnswer = scarType || a.type == "pass"; // a pass plays no scar
        Combat& c = *s.combat;
        const int asked = c.window.asked();
        if (a.seat != asked)
            return refuse("scars", "kaiju.notYourTurn", "It is " + player(asked) + "'s turn (scars after the combat)",
                          Json{{"seat", asked}});
        if (!scarAnswer)
            return refuse("scars", "kaiju.scarStep", "After the combat, play a scar or none first");
        if (a.type == "scar") {
            const int i = findCard(st.planningHand, args["card"].get<std::int64_t>());
            if (i < 0)
                return refuse("scars", "kaiju.notInHand", "That card is not in your planning hand");
            const Card card = st.planningHand[static_cast<std::size_t>(i)];
            if (def(card).kind != Kind::Scar)
                return refuse("scars", "kaiju.notScar", def(card).name + " is not a scar", Json{{"card", def(card).id}});
            const auto targetSeat = args["seat"].get<std::int64_t>();
            const auto index = args["character"].get<std::int64_t>();
            bool ok = false;
            for (const auto& f : scarTargets(s, a.seat, c.scarStage))
                ok = ok || (f.seat == targetSeat && f.character == index);
            if (!ok)
                return refuse("scars", c.scarStage == 0 ? "kaiju.scarOwnFirst" : "kaiju.scarTarget",
                              c.scarStage == 0 ? "Scars go first on your own kaiju that fought and was not knocked out, "
                                                 "one per kaiju"
                                               : "A scar goes on an enemy kaiju that fought and was not knocked out, "
                                                 "one per kaiju");
            Character& target = seatOf(s, static_cast<int>(targetSeat)).team[static_cast<std::size_t>(index)];
            st.planningHand.erase(st.planningHand.begin() + i);
            target.scar = {card};
            r.revealedHidden = true;
            r.events.push_back(publicEvent(
                "scar", Json{{"seat", a.seat}, {"target", targetSeat}, {"character", index}, {"card", cardJson(card)}},
                msg("kaiju.log.scar", player(a.seat) + " scars " + cards().at(target.card).name + " with " + def(card).name,
                    Json{{"seat", a.seat}, {"card", def(card).id}, {"targetCard", cards().at(target.card).id}})));
            // A scar of lower Fortitude may knock the kaiju out: nobody dealt that blow.
            if (!conscious(seatOf(s, static_cast<int>(targetSeat)), target)) {
                target.active = false;
                if (checkEnd(s, *this))
                    return r;
            }
        }
        // A seat whose last kaiju a scar just knocked out is out of the game: it is not asked.
        bool closed = c.window.pass();
        while (!closed && isOut(s, c.window.asked()))
            closed = c.window.pass();
        if (closed && !openScarStage(s, c.scarStage + 1))
            finishCombat(s, r, rng);
        return r;
    }
    if (scarType)
        return refuse("scars", "kaiju.noScarStep", "Scars are played at the end of a combat");
    if (s.phase == Phase::Join) {
        // Team fights (ruling T1): the attacker's seat, then the defender's, adds any of its
        // other conscious characters; they enter the city, and the seat draws 1 combat card for
        // each (in-depth rules, Team Fights).
        Combat& c = *s.combat;
        const int asked = c.window.asked();
        if (a.seat != asked)
            return refuse("teamFight", "kaiju.notYourTurn", "It is " + player(asked) + "'s turn (who joins the fight)",
                          Json{{"seat", asked}});
        if (a.type != "join")
            return refuse("teamFight", "kaiju.answerJoin", "Choose the characters who join the fight (or none) first");
        std::vector<std::int64_t> chosen;
        for (const auto& x : args.value("characters", Json::array()))
            chosen.push_back(x.get<std::int64_t>());
        std::set<std::int64_t> unique(chosen.begin(), chosen.end());
        if (unique.size() != chosen.size())
            return refuse("teamFight", "kaiju.cannotJoin", "A character is named twice");
        for (auto i : chosen)
            if (!joinable(s, a.seat, i))
                return refuse("teamFight", "kaiju.cannotJoin",
                              "Only your conscious characters not yet in the fight may join it", Json{{"character", i}});
        Json names = Json::array();
        std::vector<int> entering; // joined from outside the city (not already active)
        for (auto i : chosen) {
            Character& ch = st.team[static_cast<std::size_t>(i)];
            if (!ch.active)
                entering.push_back(static_cast<int>(i));
            ch.active = true;
            ch.enteredCity = true;
            c.fighters.push_back(withPools(s, Fighter{a.seat, static_cast<int>(i)}));
            names.push_back(cards().at(ch.card).id);
        }
        const int drew = chosen.empty() ? 0 : draw(st.combatDeck, st.combatDiscard, st.combatHand,
                                                    static_cast<int>(chosen.size()), rng, s.nextCardId);
        r.events.push_back(publicEvent(
            "join", Json{{"seat", a.seat}, {"characters", chosen}, {"drew", drew}},
            chosen.empty() ? msg("kaiju.log.joinNone", player(a.seat) + " adds nobody to the fight", Json{{"seat", a.seat}})
                           : msg("kaiju.log.join",
                                 player(a.seat) + " adds " + std::to_string(chosen.size()) +
                                     " characters to the fight and draws " + std::to_string(drew),
                                 Json{{"seat", a.seat}, {"count", chosen.size()}, {"cards", names}, {"drew", drew}})));
        for (int i : entering)
            enterCityEffects(s, r, a.seat, st.team[static_cast<std::size_t>(i)]);
        if (c.window.pass()) {
            s.phase = Phase::Combat;
            c.window = roundWindow(c);
        }
        return r;
    }
    if (a.type == "join")
        return refuse("teamFight", "kaiju.noJoin", "No fight is waiting for characters to join");
    const bool combatType = a.type == "strike" || a.type == "block";
    const bool challengeType = a.type == "accept" || a.type == "decline";
    if (s.phase == Phase::Challenge) {
        if (a.seat != s.challenge->target)
            return refuse("challenge", "kaiju.notYourTurn",
                          "It is " + player(s.challenge->target) + "'s turn (the challenged player answers)",
                          Json{{"seat", s.challenge->target}});
        if (!challengeType)
            return refuse("challenge", "kaiju.answerChallenge", "Accept or decline the challenge first");
        // In-depth rules: allies are not kaiju and can NOT refuse challenges.
        const Character& challenged = st.team[static_cast<std::size_t>(s.challenge->character)];
        if (a.type == "decline" && isAlly(challenged))
            return refuse("allies", "kaiju.allyCannotDecline",
                          cards().at(challenged.card).name + " is an ally: allies cannot refuse a challenge",
                          Json{{"card", cards().at(challenged.card).id}});
        const Challenge ch = *s.challenge;
        s.challenge.reset();
        s.phase = Phase::Action;
        if (a.type == "decline") {
            // Declined: the challenger's action is over.
            r.events.push_back(publicEvent("decline", Json{{"seat", a.seat}, {"challenger", ch.seat}},
                                           msg("kaiju.log.decline", player(a.seat) + " declines the challenge",
                                               Json{{"seat", a.seat}, {"challenger", ch.seat}})));
            advance(s, r);
            return r;
        }
        // Accepted: the challenged character enters the city and is active (it takes no
        // Action of its own), and the combat begins with the challenger as the Sword.
        Character& target = seatOf(s, ch.target).team[static_cast<std::size_t>(ch.character)];
        target.active = true;
        target.enteredCity = true;
        r.events.push_back(publicEvent("accept", Json{{"seat", a.seat}, {"challenger", ch.seat}},
                                       msg("kaiju.log.accept",
                                           player(a.seat) + " accepts: " + cards().at(target.card).name +
                                               " enters the city",
                                           Json{{"seat", a.seat}, {"card", cards().at(target.card).id}})));
        enterCityEffects(s, r, ch.target, target);
        startCombat(s, r, Fighter{ch.seat, selectedOf(s, ch.seat)}, Fighter{ch.target, ch.character}, "challenge");
        return r;
    }
    if (challengeType)
        return refuse("challenge", "kaiju.noChallenge", "No challenge is waiting for an answer");
    if (s.phase == Phase::Combat) {
        Combat& c = *s.combat;
        const int asked = c.window.asked();
        if (a.seat != asked)
            return refuse("combat", "kaiju.notYourTurn", "It is " + player(asked) + "'s turn (the combat)",
                          Json{{"seat", asked}});
        const bool isSword = c.fighters[static_cast<std::size_t>(c.sword)].seat == a.seat;
        if (!combatType)
            return refuse("combat", "kaiju.inCombat", "A combat is under way: the Sword strikes, then the Shield blocks");
        if (a.type == "strike" && !isSword)
            return refuse("K2", "kaiju.notSword", player(a.seat) + " is the Shield this round: answer with block",
                          Json{{"seat", a.seat}});
        if (a.type == "block" && isSword)
            return refuse("K2", "kaiju.notShield", player(a.seat) + " is the Sword this round: play with strike",
                          Json{{"seat", a.seat}});
        std::vector<std::int64_t> ids;
        for (const auto& x : args.value("cards", Json::array()))
            ids.push_back(x.get<std::int64_t>());
        std::vector<Card> played;
        if (auto bad = pickCards(st, ids, played))
            return *bad;
        const int move = static_cast<int>(args.value("move", std::int64_t{0}));
        if (a.type == "strike") {
            int rage = -1;
            if (args.contains("rage")) {
                rage = findCard(played, args["rage"].get<std::int64_t>());
                if (rage < 0)
                    return refuse("K6", "kaiju.rageNotPlayed", "The rage attack must be one of the cards played");
            }
            std::vector<int> collateral;
            for (const auto& x : args.value("collateral", Json::array()))
                collateral.push_back(static_cast<int>(x.get<std::int64_t>()));
            // Team fights (in-depth rules): each card is declared with its target among the
            // enemy characters still standing (needed when there are several), and is played by
            // one of the Sword's characters (`by`, default the first standing one).
            const auto enemies = standingOf(s, 1 - c.sword);
            const auto own = standingOf(s, c.sword);
            std::vector<int> targets;
            std::vector<int> by;
            if (args.contains("targets")) {
                for (const auto& x : args["targets"])
                    targets.push_back(static_cast<int>(x.get<std::int64_t>()));
                if (targets.size() != played.size())
                    return refuse("teamFight", "kaiju.declareTarget", "Declare one target for each attack card",
                                  Json{{"cards", played.size()}, {"targets", targets.size()}});
            } else if (!played.empty()) {
                if (enemies.size() != 1)
                    return refuse("teamFight", "kaiju.declareTarget",
                                  "Several enemy characters fight: declare the target of each attack card",
                                  Json{{"enemies", enemies.size()}});
                targets.assign(played.size(), enemies.front());
            }
            for (int t : targets)
                if (std::find(enemies.begin(), enemies.end(), t) == enemies.end())
                    return refuse("teamFight", "kaiju.badTarget",
                                  "An attack card's target must be an enemy character still in the fight",
                                  Json{{"target", t}});
            if (args.contains("by")) {
                for (const auto& x : args["by"])
                    by.push_back(static_cast<int>(x.get<std::int64_t>()));
                if (by.size() != played.size())
                    return refuse("teamFight", "kaiju.badAttacker", "Name the character playing each attack card",
                                  Json{{"cards", played.size()}, {"by", by.size()}});
                for (int f : by)
                    if (std::find(own.begin(), own.end(), f) == own.end())
                        return refuse("teamFight", "kaiju.badAttacker",
                                      "An attack card is played by one of your characters still in the fight",
                                      Json{{"by", f}});
            } else {
                by.assign(played.size(), own.empty() ? c.sword : own.front());
            }
            if (auto bad = checkStrike(s, a.seat, played, rage, move, collateral, by))
                return *bad;
            for (const auto& x : played)
                st.combatHand.erase(st.combatHand.begin() + findCard(st.combatHand, x.id));
            if (played.empty()) {
                // The Sword passes: the combat ends after this round (K4).
                r.events.push_back(publicEvent("swordPass", Json{{"seat", a.seat}, {"round", c.round}},
                                               msg("kaiju.log.swordPass", player(a.seat) + " plays no attack card",
                                                   Json{{"seat", a.seat}})));
                endCombat(s, r, rng, *this);
                return r;
            }
            for (std::size_t i = 0; i < played.size(); ++i) {
                c.attacks.push_back(Play{played[i], targets[i], by[i], static_cast<int>(i) == rage});
                c.window.links.push_back(core::ResponseLink{a.seat, static_cast<int>(i), 1});
            }
            c.swordMove = move;
            c.swordDeclared = args.contains("move"); // rules version 1's form: applied in the Move step
            c.collateral = collateral;
            c.window.pass(); // the Sword's answer is given: the Shield is asked
            Json hidden = Json::array();
            for (const auto& x : played)
                hidden.push_back(cardJson(x));
            const Json shown{{"seat", a.seat}, {"count", played.size()}, {"target", c.fighters[static_cast<std::size_t>(1 - c.sword)].seat},
                             {"targets", targets}, {"by", by}};
            Json full = shown;
            full["cards"] = hidden;
            full["rage"] = rage >= 0;
            const Message m = msg("kaiju.log.strike",
                                  player(a.seat) + " plays " + std::to_string(played.size()) + " attack cards face down",
                                  Json{{"seat", a.seat}, {"count", played.size()}});
            full["move"] = move;
            full["collateral"] = collateral;
            r.events.push_back(privateEvent("strike", a.seat, full, m, shown, m));
            if (unopposed(c)) // nobody plays for the city: the cards turn over at once
                reveal(s, r, {}, {}, -1, rng, *this);
            return r;
        }
        std::vector<std::int64_t> answers;
        for (const auto& x : args.value("answers", Json::array()))
            answers.push_back(x.get<std::int64_t>());
        if (auto bad = checkBlock(s, a.seat, played, answers, move))
            return *bad;
        // Ruling T2: a shield card is played for the character targeted by the attack it answers
        // (`for`, optional): never for a character the Sword did not target, so no counterattack
        // comes from one either.
        if (args.contains("for")) {
            std::vector<int> forChars;
            for (const auto& x : args["for"])
                forChars.push_back(static_cast<int>(x.get<std::int64_t>()));
            for (std::size_t i = 0; i < played.size(); ++i)
                if (i >= forChars.size() || forChars[i] != c.attacks[static_cast<std::size_t>(answers[i])].target)
                    return refuse("teamFight", "kaiju.notTargeted",
                                  "The Shield plays a card only for the character targeted by the attack card it answers",
                                  Json{{"card", def(played[i]).id}, {"attack", answers[i]}});
        }
        for (const auto& x : played)
            st.combatHand.erase(st.combatHand.begin() + findCard(st.combatHand, x.id));
        for (std::size_t i = 0; i < played.size(); ++i)
            c.window.links.push_back(core::ResponseLink{a.seat, static_cast<int>(answers[i]), 1});
        c.window.pass(); // both have answered: the window is closed and the cards are revealed
        reveal(s, r, played, answers, args.contains("move") ? move : -1, rng, *this);
        return r;
    }
    if (combatType)
        return refuse("combat", "kaiju.noCombat", "No combat is under way");

    const bool inOrderPhase = s.phase == Phase::Planning || s.phase == Phase::Selection || s.phase == Phase::Action;
    if (s.phase == Phase::DiscardDraw)
        return refuse("discardDraw", "kaiju.discardFirst", "Every player discards and draws first (Discard & Draw)");
    if (inOrderPhase && s.current() != a.seat)
        return refuse("initiative", "kaiju.notYourTurn", "It is " + player(s.current()) + "'s turn (initiative order)",
                      Json{{"seat", s.current()}});

    // An event played from the planning hand (its place `i`): in-depth rules, it resolves at once,
    // then goes to the discard pile; its glory counts like any other, so the game may end here.
    const auto playEvent = [&](int i, bool inAction) {
        const Card c = st.planningHand[static_cast<std::size_t>(i)];
        st.planningHand.erase(st.planningHand.begin() + i);
        r.revealedHidden = true;
        Json data{{"seat", a.seat}, {"card", cardJson(c)}};
        if (inAction)
            data["timing"] = "action";
        r.events.push_back(publicEvent("event", std::move(data),
                                       msg("kaiju.log.event", player(a.seat) + " plays " + def(c).name,
                                           Json{{"seat", a.seat}, {"card", def(c).id}})));
        resolveEvent(s, r, a.seat, def(c), rng);
        seatOf(s, a.seat).planningDiscard.push_back(c);
        checkEnd(s, *this);
        return r;
    };
    // An event whose card says so is played in its player's Action phase, before the action
    // ("unless they specify otherwise", in-depth rules): it resolves like a Planning event and the
    // player still has its action.
    if (a.type == "play" && s.phase == Phase::Action) {
        const int i = findCard(st.planningHand, args["card"].get<std::int64_t>());
        if (i < 0)
            return refuse("action", "kaiju.notInHand", "That card is not in your planning hand");
        const Card c = st.planningHand[static_cast<std::size_t>(i)];
        if (def(c).kind != Kind::Event || !def(c).actionEvent)
            return refuse("action", "kaiju.notActionEvent", def(c).name + " is not played in the Action phase: only events that say so are",
                          Json{{"card", def(c).id}});
        return playEvent(i, true);
    }
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
        if (def(c).kind == Kind::Scar)
            return refuse("planning", "kaiju.noScarStep", "Scars are played at the end of a combat");
        if (def(c).kind == Kind::Ally) {
            // In-depth rules: the ally becomes a member of the team (a character, public from now
            // on), when a team member meets its requirement.
            if (auto bad = checkAlly(st, def(c)))
                return *bad;
            st.planningHand.erase(st.planningHand.begin() + i);
            Character ally;
            ally.card = c.card;
            ally.instance = c.id;
            st.team.push_back(ally);
            r.revealedHidden = true;
            r.events.push_back(publicEvent(
                "ally", Json{{"seat", a.seat}, {"card", cardJson(c)}, {"character", st.team.size() - 1}},
                msg("kaiju.log.ally", player(a.seat) + " plays " + def(c).name + ": it joins the team",
                    Json{{"seat", a.seat}, {"card", def(c).id}})));
            return r;
        }
        if (def(c).kind == Kind::Event && def(c).actionEvent)
            return refuse("planning", "kaiju.actionEventTiming", def(c).name + " is played in your Action phase, as its card says",
                          Json{{"card", def(c).id}});
        if (def(c).kind == Kind::Event)
            return playEvent(i, false);
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
        if (!conscious(st, c))
            return refuse("selection", "kaiju.knockedOut", "A knocked out character cannot enter the city");
        c.active = true;
        c.enteredCity = true;
        c.selected = true;
        r.events.push_back(publicEvent(
            "select", Json{{"seat", a.seat}, {"character", index}},
            msg("kaiju.log.select", player(a.seat) + " sends " + cards().at(c.card).name + " into the city",
                Json{{"seat", a.seat}, {"card", cards().at(c.card).id}})));
        enterCityEffects(s, r, a.seat, c);
        advance(s, r);
        return r;
    }

    if (a.type == "attack" || a.type == "challenge") {
        if (s.phase != Phase::Action)
            return refuse("action", "kaiju.notAction", "Actions are taken in the Action phase");
        const auto target = args["seat"].get<std::int64_t>();
        const auto index = args["character"].get<std::int64_t>();
        if (target < 0 || target >= static_cast<std::int64_t>(s.seats.size()) || target == a.seat)
            return refuse("action", "kaiju.noTarget", "Choose a character of another player", Json{{"seat", target}});
        const auto& team = seatOf(s, static_cast<int>(target)).team;
        if (index < 0 || index >= static_cast<std::int64_t>(team.size()))
            return refuse("action", "kaiju.noCharacter", "That team has no such character");
        const Character& c = team[static_cast<std::size_t>(index)];
        if (!conscious(seatOf(s, static_cast<int>(target)), c))
            return refuse("action", "kaiju.targetKnockedOut", "A knocked out character cannot fight");
        const Fighter self{a.seat, selectedOf(s, a.seat)};
        const Fighter other{static_cast<int>(target), static_cast<int>(index)};
        if (a.type == "attack") {
            if (!c.active)
                return refuse("action", "kaiju.notActive",
                              "Attack targets an active character (challenge an inactive one)");
            startCombat(s, r, self, other, "attack");
            return r;
        }
        if (c.active)
            return refuse("action", "kaiju.alreadyActive",
                          "Challenge targets an inactive character (attack an active one)");
        // Challenge: the target may accept or decline.
        s.challenge = Challenge{a.seat, static_cast<int>(target), static_cast<int>(index)};
        s.phase = Phase::Challenge;
        r.events.push_back(publicEvent(
            "challenge", Json{{"seat", a.seat}, {"target", target}, {"character", index}},
            msg("kaiju.log.challenge", player(a.seat) + " challenges " + cards().at(c.card).name,
                Json{{"seat", a.seat}, {"target", target}, {"card", cards().at(c.card).id}})));
        return r;
    }

    if (a.type == "rampage") {
        if (s.phase != Phase::Action)
            return refuse("action", "kaiju.notAction", "Actions are taken in the Action phase");
        if (s.city.empty())
            return refuse("rampage", "kaiju.emptyCity", "There is no city card to rampage against");
        // The rampager fights the front city card; the other seats still in the game are asked
        // in initiative order (from the rampager on) whether they play for the city.
        const Fighter self{a.seat, selectedOf(s, a.seat)};
        startCombat(s, r, self, Fighter{-1, -1}, "rampage", true);
        std::vector<int> ask;
        const auto at = std::find(s.order.begin(), s.order.end(), a.seat) - s.order.begin();
        for (std::size_t k = 1; k < s.order.size(); ++k) {
            const int other = s.order[(static_cast<std::size_t>(at) + k) % s.order.size()];
            if (!isOut(s, other))
                ask.push_back(other);
        }
        s.phase = Phase::CityDefender;
        s.combat->window = core::ResponseWindow::fixed(ask, core::ResponseWindow::AfterLink::Continue);
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
            if (conscious(seatOf(s, seat), c)) {
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
    // Our ruling T4 (the rules leave it open): the last characters of every team knocked out
    // together (in one reveal) end the game at once; the highest glory wins (the glory to win
    // need not be reached), several with it share the win.
    if (standing.empty()) {
        int most = 0;
        for (const auto& st : s.seats)
            most = std::max(most, st.glory);
        core::Outcome o;
        for (int seat = 0; seat < static_cast<int>(s.seats.size()); ++seat)
            if (seatOf(s, seat).glory == most)
                o.winners.push_back(seat);
        o.reason = msg("kaiju.end.noTeamStanding", "No team is left standing: the highest glory wins (" + std::to_string(most) + ")",
                       Json{{"glory", most}}, "end");
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
            if (conscious(seatOf(s, seat), c))
                worth += koGlory(c); // 5 a kaiju, an ally's own glory
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
// A seat: `own` shows its hands, `full` (toJson) its decks' cards instead of their counts.
template <typename Out>
typename Out::Value seatOut(const Out& out, const SeatState& st, bool own, bool full = false)
{
    auto team = out.array(st.team.size());
    for (const auto& c : st.team) {
        auto x = out.object();
        x.add("active", c.active).add("card", cards().at(c.card).id).add("damage", c.damage).add("enteredCity", c.enteredCity);
        if (c.instance > 0) // an ally in play is public, with its card's instance id
            x.add("id", cardKey(Card{c.instance, c.card}));
        x.add("scar", c.scar.empty() ? out.null() : cardOut(out, c.scar.front())).add("selected", c.selected);
        team.push(x.take());
    }
    auto j = out.object();
    if (full)
        j.add("combatDeck", cardsOut(out, st.combatDeck));
    else
        j.add("combatDeck", st.combatDeck.size());
    j.add("combatDiscard", cardsOut(out, st.combatDiscard));
    if (own)
        j.add("combatHand", cardsOut(out, st.combatHand));
    j.add("combatHandCount", st.combatHand.size())
        .add("drawn", st.drawn)
        .add("energy", st.energy)
        .add("fury", st.fury)
        .add("glory", st.glory)
        .add("gloryPile", cardsOut(out, st.gloryPile));
    if (full)
        j.add("planningDeck", cardsOut(out, st.planningDeck));
    else
        j.add("planningDeck", st.planningDeck.size());
    j.add("planningDiscard", cardsOut(out, st.planningDiscard));
    if (own)
        j.add("planningHand", cardsOut(out, st.planningHand));
    j.add("planningHandCount", st.planningHand.size()).add("team", team.take());
    // The team card (public): in the state only when there is one (a default team's state reads
    // as before team cards); a view always names it (null: the default team) with the four values
    // the team plays with, which the table shows.
    if (st.teamCard >= 0 || !full)
        j.add("teamCard", st.teamCard >= 0 ? out.text(cards().at(st.teamCard).id) : out.null());
    if (!full) {
        const TeamValues v = teamOf(st);
        auto values = out.object();
        values.add("fortitudeBonus", v.fortitudeBonus)
            .add("fury", v.fury)
            .add("initiative", v.initiative)
            .add("planningDraw", v.planningDraw);
        j.add("teamValues", values.take());
    }
    return j.take();
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
    case Phase::Challenge:
        return "challenge";
    case Phase::Combat:
        return "combat";
    case Phase::Scars:
        return "scars";
    case Phase::Over:
        return "over";
    case Phase::CityDefender:
        return "cityDefender";
    case Phase::FightOn:
        return "fightOn";
    case Phase::CityHand:
        return "cityHand";
    case Phase::Join:
        return "join";
    case Phase::Move:
        return "move";
    }
    return "?";
}

// The combat; the Sword's face-down cards are named (card, rage) only when `owner` says so.
template <typename Out>
typename Out::Value combatOut(const Out& out, const KaijuState& s, bool owner)
{
    const Combat& c = *s.combat;
    auto fighters = out.array(c.fighters.size());
    for (const auto& f : c.fighters)
        fighters.push(fighterOut(out, s, f));
    auto attacks = out.array(c.attacks.size());
    for (const auto& a : c.attacks) {
        auto x = out.object();
        x.add("by", a.by);
        if (owner)
            x.add("card", def(a.card).id).add("id", cardKey(a.card)).add("rage", a.rage);
        x.add("target", a.target);
        attacks.push(x.take());
    }
    auto j = out.object();
    j.add("attacks", attacks.take());
    if (owner) // declared with the face-down cards: hidden until the reveal like them
        j.add("collateral", c.collateral);
    j.add("fighters", fighters.take());
    if (owner)
        j.add("move", c.swordMove);
    if (owner && c.swordDeclared) // the Sword gave `move` with its cards (rules version 1's form)
        j.add("moveDeclared", true);
    if (!c.moves.empty() || c.cityKo || c.moved) {
        // The Move step (public: the cards are revealed): the sides still to choose, the Sword's first.
        auto sides = out.array(c.moves.size());
        for (const auto& m : c.moves) {
            auto x = out.object();
            if (m.declared >= 0)
                x.add("declared", m.declared);
            x.add("most", m.most).add("seat", m.seat);
            sides.push(x.take());
        }
        auto step = out.object();
        step.add("cityKo", c.cityKo).add("moved", c.moved).add("sides", sides.take());
        j.add("moveStep", step.take());
    }
    j.add("rampage", c.rampage).add("round", c.round).add("scarStage", c.scarStage).add("sword", c.sword).add("window", c.window.write(out));
    return j.take();
}

// The state as a view shows it to `seat` (nullopt: the spectator), or whole (`full`, toJson:
// every hand and deck, the face-down cards and `nextCardId`).
template <typename Out>
typename Out::Value stateOut(const Out& out, const KaijuState& s, std::optional<core::Seat> seat, bool full)
{
    auto j = out.object();
    if (s.challenge) {
        auto ch = out.object();
        ch.add("character", s.challenge->character).add("seat", s.challenge->seat).add("target", s.challenge->target);
        j.add("challenge", ch.take());
    } else {
        j.add("challenge", nullptr);
    }
    auto city = out.array(s.city.size());
    for (const auto& c : s.city) {
        auto x = out.object();
        x.add("card", def(c.card).id).add("damage", c.damage).add("id", cardKey(c.card)).add("owner", c.owner);
        city.push(x.take());
    }
    j.add("city", city.take());
    if (s.combat) {
        const int swordSeat = s.combat->fighters[static_cast<std::size_t>(s.combat->sword)].seat;
        j.add("combat", combatOut(out, s, full || (seat && *seat == swordSeat)));
    } else {
        j.add("combat", nullptr);
    }
    j.add("cursor", s.cursor);
    if (full)
        j.add("nextCardId", s.nextCardId);
    auto options = out.object();
    options.add("boxEnergy", s.options.boxEnergy)
        .add("combatRedraw", s.options.combatRedraw)
        .add("firstRoundRestrictions", s.options.firstRoundRestrictions)
        .add("gloryToWin", s.options.gloryToWin)
        .add("healOutside", s.options.healOutside)
        .add("rageAttacks", s.options.rageAttacks)
        .add("teamFights", s.options.teamFights);
    j.add("options", options.take()).add("order", s.order).add("phase", phaseName(s.phase));
    auto seats = out.array(s.seats.size());
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i)
        seats.push(seatOut(out, seatOf(s, i), full || (seat && *seat == i), full));
    j.add("seats", seats.take()).add("turn", s.turn);
    if (seat && !full)
        j.add("you", *seat);
    return j.take();
}
} // namespace

Json KaijuRules::viewFor(const core::GameState& base, std::optional<core::Seat> seat) const
{
    return stateOut(core::JsonOut(), static_cast<const KaijuState&>(base), seat, false);
}

// The same statements as viewFor, with nothing built: the leak scan after every checked action.
void KaijuRules::visitViewStrings(const core::GameState& base, std::optional<core::Seat> seat,
                                  const core::StringVisitor& visit) const
{
    stateOut(core::StringsOut(visit), static_cast<const KaijuState&>(base), seat, false);
}

// What a seat's view has beyond the spectator's (stateOut with `seat`: its two hands, and the
// face-down attack cards when it is the Sword; `you` is a number), for the leak scan's split
// (GameRules::viewsSplit; the conformance suite checks the sum after every action).
void KaijuRules::visitOwnViewStrings(const core::GameState& base, core::Seat seat, const core::StringVisitor& visit) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    const core::StringsOut out(visit);
    const SeatState& st = seatOf(s, seat);
    cardsOut(out, st.combatHand);
    cardsOut(out, st.planningHand);
    if (s.combat && s.combat->fighters[static_cast<std::size_t>(s.combat->sword)].seat == seat) {
        char buf[24];
        for (const auto& a : s.combat->attacks) {
            visit(def(a.card).id);
            visit(cardKey(a.card, buf));
        }
    }
}

Json KaijuRules::toJson(const core::GameState& base) const
{
    return stateOut(core::JsonOut(), static_cast<const KaijuState&>(base), std::nullopt, true);
}

namespace {
void addCards(core::Digest& d, const std::vector<Card>& list)
{
    d.list(list.size());
    for (const auto& c : list)
        d.add(c.id).add(c.card);
}
} // namespace

// Every field of KaijuState, in declaration order (record version 5 on; older Kaiju City
// records hashed toJson and still verify that way). tst_kaiju_digest fails if a field of
// KaijuState.h has no row there.
std::uint64_t KaijuRules::stateDigest(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    core::Digest d;
    const Options& o = s.options;
    d.add(o.gloryToWin).add(o.healOutside).add(o.boxEnergy).add(o.firstRoundRestrictions).add(o.combatRedraw);
    d.add(o.rageAttacks).add(o.teamFights);
    d.add(s.turn).add(static_cast<int>(s.phase));
    d.list(s.order.size());
    for (int seat : s.order)
        d.add(seat);
    d.add(s.cursor).add(s.nextCardId);
    d.list(s.city.size());
    for (const auto& c : s.city)
        d.add(c.card.id).add(c.card.card).add(c.owner).add(c.damage);
    d.list(s.seats.size());
    for (const auto& st : s.seats) {
        if (st.teamCard >= 0) // a default team's digest is as before team cards
            d.add(st.teamCard);
        d.list(st.team.size());
        for (const auto& c : st.team) {
            d.add(c.card).add(c.instance).add(c.damage).add(c.active).add(c.enteredCity).add(c.selected);
            addCards(d, c.scar);
        }
        d.add(st.energy).add(st.fury).add(st.glory);
        addCards(d, st.planningDeck);
        addCards(d, st.planningHand);
        addCards(d, st.planningDiscard);
        addCards(d, st.combatDeck);
        addCards(d, st.combatHand);
        addCards(d, st.combatDiscard);
        addCards(d, st.gloryPile);
        d.add(st.drawn);
    }
    d.add(s.challenge.has_value());
    if (s.challenge)
        d.add(s.challenge->seat).add(s.challenge->target).add(s.challenge->character);
    d.add(s.combat.has_value());
    if (s.combat) {
        const Combat& c = *s.combat;
        d.list(c.fighters.size());
        for (const auto& f : c.fighters)
            d.add(f.seat).add(f.character).add(f.ferocity).add(f.agility).add(f.power);
        d.add(c.round).add(c.sword);
        d.list(c.attacks.size());
        for (const auto& a : c.attacks)
            d.add(a.card.id).add(a.card.card).add(a.target).add(a.by).add(a.rage);
        c.window.addTo(d);
        d.add(c.scarStage).add(c.rampage).add(c.swordMove);
        // The Move step's fields (rules version 2) only where set, so every other state digests
        // as it did before them (saved records keep verifying).
        if (c.swordDeclared)
            d.add(std::string("swordDeclared"));
        if (!c.moves.empty() || c.cityKo || c.moved) {
            d.add(std::string("moveStep")).add(c.cityKo).add(c.moved);
            d.list(c.moves.size());
            for (const auto& m : c.moves)
                d.add(m.seat).add(m.most).add(m.declared);
        }
        d.list(c.collateral.size());
        for (int at : c.collateral)
            d.add(at);
    }
    return d.value();
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
        std::sort(pool.begin(), pool.end()); // what the seat knows fixes the pool, not its order
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
            // Another seat's face-down attack cards are as unknown as its hand.
            std::vector<Card> faceDown;
            const bool swordHere = out->combat && out->combat->fighters[static_cast<std::size_t>(out->combat->sword)].seat == i;
            if (swordHere)
                for (const auto& a : out->combat->attacks)
                    faceDown.push_back(a.card);
            redeal({&st.combatDeck, &st.combatHand, &faceDown});
            if (swordHere)
                for (std::size_t k = 0; k < faceDown.size(); ++k)
                    out->combat->attacks[k].card = faceDown[k];
        }
    }
    return out;
}

// The entries of cardLocations, given without building them (the random runner's check after
// every action): each card's id written in a buffer, each zone's name once per zone.
void KaijuRules::visitCardLocations(const core::GameState& base, LocationVisitor visit) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    char buf[24];
    std::string zone;
    zone.reserve(32);
    auto seatZone = [&](std::size_t i, const char* name) -> std::string_view {
        zone.assign("seat").append(std::to_string(i)).append(".").append(name);
        return zone;
    };
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
        const SeatState& st = s.seats[i];
        for (const auto& [name, list] :
             std::initializer_list<std::pair<const char*, const std::vector<Card>*>>{
                 {"planningDeck", &st.planningDeck},   {"planningHand", &st.planningHand},
                 {"planningDiscard", &st.planningDiscard}, {"combatDeck", &st.combatDeck},
                 {"combatHand", &st.combatHand},       {"combatDiscard", &st.combatDiscard},
                 {"gloryPile", &st.gloryPile}}) {
            const std::string_view z = seatZone(i, name);
            for (const auto& c : *list)
                visit(cardKey(c, buf), z);
        }
    }
    for (const auto& c : s.city)
        visit(cardKey(c.card, buf), "city");
    for (std::size_t i = 0; i < s.seats.size(); ++i)
        for (const auto& ch : s.seats[i].team) {
            for (const auto& c : ch.scar)
                visit(cardKey(c, buf), seatZone(i, "scars"));
            if (isAlly(ch))
                visit(cardKey(Card{ch.instance, ch.card}, buf), seatZone(i, "team"));
        }
    if (s.combat)
        for (const auto& a : s.combat->attacks)
            visit(cardKey(a.card, buf), "combat.faceDown");
}

std::vector<core::CardLocation> KaijuRules::cardLocations(const core::GameState& base) const
{
    std::vector<core::CardLocation> out;
    visitCardLocations(base, [&](std::string_view card, std::string_view zone) {
        out.push_back({std::string(card), std::string(zone)});
    });
    return out;
}

// What hiddenFrom lists, given without building the list or its strings, seat by seat. Match
// reads the split (visitHiddenFromAll, visitHiddenOwn: the same ids, grouped otherwise); this
// one is kept on its own as what the conformance suite compares the split with.
void KaijuRules::visitHidden(const core::GameState& base, std::optional<core::Seat> seat, IdVisitor visit) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    char buf[24];
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i) {
        const SeatState& st = seatOf(s, i);
        for (const auto* list : {&st.planningDeck, &st.combatDeck})
            for (const auto& c : *list)
                visit(cardKey(c, buf));
        if (seat && *seat == i)
            continue;
        for (const auto* list : {&st.planningHand, &st.combatHand})
            for (const auto& c : *list)
                visit(cardKey(c, buf));
        if (s.combat && s.combat->fighters[static_cast<std::size_t>(s.combat->sword)].seat == i)
            for (const auto& a : s.combat->attacks)
                visit(cardKey(a.card, buf));
    }
}

void KaijuRules::visitHiddenFromAll(const core::GameState& base, IdVisitor visit) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    char buf[24];
    for (const SeatState& st : s.seats)
        for (const auto* list : {&st.planningDeck, &st.combatDeck})
            for (const auto& c : *list)
                visit(cardKey(c, buf));
}

// The other seats' hands, and the Sword's face-down cards unless the viewer is the Sword.
void KaijuRules::visitHiddenOwn(const core::GameState& base, std::optional<core::Seat> seat, IdVisitor visit) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    char buf[24];
    for (int i = 0; i < static_cast<int>(s.seats.size()); ++i) {
        if (seat && *seat == i)
            continue;
        const SeatState& st = seatOf(s, i);
        for (const auto* list : {&st.planningHand, &st.combatHand})
            for (const auto& c : *list)
                visit(cardKey(c, buf));
        if (s.combat && s.combat->fighters[static_cast<std::size_t>(s.combat->sword)].seat == i)
            for (const auto& a : s.combat->attacks)
                visit(cardKey(a.card, buf));
    }
}

std::vector<std::string> KaijuRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> seat) const
{
    std::vector<std::string> out;
    visitHidden(base, seat, [&](std::string_view id) { out.emplace_back(id); });
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
        // (An event's drawPlanning may leave more planning cards in hand than the planning draw.)
        if (allyCount(st) > kAllyLimit)
            out.push_back(who + ": more allies than the team may hold");
        int selected = 0;
        for (const auto& c : st.team) {
            if (c.damage < 0)
                out.push_back(who + ": negative damage");
            if (isAlly(c) != (c.instance > 0) || (isAlly(c) && !c.scar.empty()))
                out.push_back(who + ": a team member is neither a kaiju nor an ally with its card (an ally takes no scar)");
            if (c.active && !conscious(st, c))
                out.push_back(who + ": a knocked out character is still active");
            if (c.selected && !c.active && conscious(st, c))
                out.push_back(who + ": a selected character left the city");
            selected += c.selected ? 1 : 0;
        }
        if (selected > 1)
            out.push_back(who + ": more than one selected character");
        if (st.fury < 0)
            out.push_back(who + ": negative fury");
    }
    const bool combatPhase = s.phase == Phase::Combat || s.phase == Phase::Scars || s.phase == Phase::CityDefender ||
                             s.phase == Phase::FightOn || s.phase == Phase::CityHand || s.phase == Phase::Join ||
                             s.phase == Phase::Move;
    if (combatPhase != s.combat.has_value())
        out.push_back("a combat exists exactly in the combat phase, its joining, rampage steps and scar step");
    if ((s.phase == Phase::Challenge) != s.challenge.has_value())
        out.push_back("a challenge waits exactly in the challenge phase");
    if (s.combat) {
        const Combat& c = *s.combat;
        if (c.rampage && s.phase == Phase::Combat && s.city.empty())
            out.push_back("combat: a rampage goes on with no city card");
        for (const auto& f : c.fighters) {
            if (f.ferocity < 0 || f.agility < 0 || f.power < 0)
                out.push_back("combat: a negative pool");
            if (f.character < 0) {
                if (!c.rampage || f.ferocity || f.agility || f.power)
                    out.push_back("combat: the city fights only in a rampage, without pools");
                continue;
            }
            if (s.phase == Phase::Combat && conscious(seatOf(s, f.seat), characterOf(s, f)) && !characterOf(s, f).active)
                out.push_back("combat: a fighter is not in the city");
            if (characterOf(s, f).scar.size() > 1)
                out.push_back("combat: a kaiju with more than one scar");
        }
        if (c.window.closed())
            out.push_back("combat: nobody is asked");
        else if (s.phase == Phase::Combat && c.window.asked() != c.fighters[static_cast<std::size_t>(c.sword)].seat && c.attacks.empty())
            out.push_back("combat: the Shield is asked with nothing to answer");
        if ((s.phase == Phase::Move) != !c.moves.empty())
            out.push_back("combat: sides wait to MOVE exactly in the Move step");
        if (s.phase == Phase::Move && (c.window.closed() || c.window.asked() != c.moves.front().seat ||
                                       c.moves.front().declared >= 0))
            out.push_back("combat: the Move step asks another seat than the side to move");
        if ((s.phase == Phase::Combat || s.phase == Phase::Move) && (standingOf(s, 0).empty() || standingOf(s, 1).empty()))
            out.push_back("combat: a side has no standing fighter");
        if (s.phase == Phase::Combat && c.fighters.size() >= 2 && c.fighters[0].seat == c.fighters[1].seat)
            out.push_back("combat: both sides are one seat");
        for (const auto& a : c.attacks) {
            const auto n = static_cast<int>(c.fighters.size());
            if (a.target < 0 || a.target >= n || a.by < 0 || a.by >= n ||
                sideOf(c, c.fighters[static_cast<std::size_t>(a.target)]) != 1 - c.sword ||
                sideOf(c, c.fighters[static_cast<std::size_t>(a.by)]) != c.sword)
                out.push_back("combat: an attack card's target or player is on the wrong side");
        }
    }
    if (s.phase == Phase::Over && !outcome(s))
        out.push_back("the game is over without an outcome");
    std::vector<int> sorted = s.order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i))
            out.push_back("initiative order is not a permutation of the seats");
    return out;
}

} // namespace tabletop::games::kaiju
