#pragma once

#include "core/Types.h"

#include <map>
#include <string>
#include <vector>

namespace tabletop::games::kaiju {

enum class Kind { Kaiju, Location, Opponent, Ally, Event, Scar, Combat, Team };

// What an event does when it is played (in-depth rules, Playing Planning Cards: it resolves at
// once), as data from a small vocabulary, each a count (0: not part of this event). They resolve
// in this order for the player who played the event.
struct EventEffects {
    int gainGlory = 0;       // glory for the player (counts toward gloryToWin)
    int gainEnergy = 0;      // energy tokens
    int drawCombat = 0;      // combat cards drawn
    int drawPlanning = 0;    // planning cards drawn
    int healAll = 0;         // damage removed from each of the player's conscious kaiju (not allies)
    int damageCityFront = 0; // damage to the front city card (its KO gives the player its glory, K7)
    bool any() const { return gainGlory || gainEnergy || drawCombat || drawPlanning || healAll || damageCityFront; }
};

// A team card's membership rule (`members` in its data): at most `max` kaiju, each of one of
// `affiliations` (empty: any), with `trait` (empty: any) and a Fortitude of at most
// `maxFortitude` (0: any). It replaces the default team's rule (1 to 3 kaiju of one affiliation).
struct TeamRule {
    int max = 3;
    std::vector<std::string> affiliations;
    std::string trait;
    int maxFortitude = 0;
};

// The four values a team plays with: a team card's, or the default team's (in-depth rules:
// initiative 50, planning draw 5, fury value 10, Fortitude bonus +2).
struct TeamValues {
    int initiative = 50;
    int planningDraw = 5;
    int fury = 10;
    int fortitudeBonus = 2;
};

// A city card's ongoing effect (while the card is in the city), as data (`ongoing`): the
// rampager's attack cards deal more damage, a character entering the city brings its team
// energy, every active character has a trait (for trait icons). Effects of several city cards add up.
struct CityEffects {
    int rampageDamage = 0;   // each attack card of the rampager in a Rampage deals this much more
    int enterEnergy = 0;     // a character entering the city gives its team this much energy
    std::string activeTrait; // every active character has this trait while the card is in the city
    bool any() const { return rampageDamage || enterEnergy || !activeTrait.empty(); }
};

struct CardDef {
    std::string id;
    std::string name;
    std::string text; // the card's printed text (flavour or its keyword's rule)
    Kind kind = Kind::Kaiju;
    std::string affiliation;
    std::vector<std::string> traits;
    std::vector<std::string> opposedTraits;
    int ferocity = 0;
    int agility = 0;
    int power = 0;
    int fortitude = 0;
    int glory = 0;
    bool sword = false; // combat cards: sword or shield
    int damage = 0;
    int toughness = 0;
    std::vector<std::string> cost;
    std::vector<std::string> keywords;
    int move = 0;
    int range = 0;
    // The rules text of CHAIN, QUICK and FIERCE cards, as data (a DODGE card answering the
    // attack makes it ignored): FIERCE `pierce` toughness is ignored; CHAIN `combo` extra damage
    // when another attack this round has the same target; QUICK `preempt` (0 or 1): the
    // counterattacks answering it deal no damage.
    int pierce = 0;
    int combo = 0;
    int preempt = 0;
    // A scar's lasting change to the kaiju it is attached to (signed): its Ferocity, Agility
    // and Power (the pools a combat starts with, K1) and its Fortitude.
    int scarFerocity = 0;
    int scarAgility = 0;
    int scarPower = 0;
    int scarFortitude = 0;
    // An ally's requirement (in-depth rules: at least one member of the team meets it before it
    // can be played): a trait or an affiliation (one of the two is set).
    std::string requiresTrait;
    std::string requiresAffiliation;
    // An event's effects.
    EventEffects effects;
    // When an event is played (`timing`): in the Planning phase (the in-depth rules' default), or,
    // as the card says otherwise, in its player's Action phase before the action ("action").
    bool actionEvent = false;
    // A city card's ongoing effect (location or opponent).
    CityEffects ongoing;
    // A team card (kind team): its values and its membership rule.
    TeamValues team;
    TeamRule members;

    bool has(const std::string& keyword) const
    {
        for (const auto& k : keywords)
            if (k == keyword)
                return true;
        return false;
    }

    bool isPlanning() const { return kind != Kind::Kaiju && kind != Kind::Combat && kind != Kind::Team; }
    bool isCity() const { return kind == Kind::Location || kind == Kind::Opponent; }
};

// A seat's team and decks: kaiju ids, and card id -> copies.
struct Loadout {
    std::string name;
    std::string teamCard; // a team card's id (empty: the default team)
    int teamCards = 0;    // team cards a deck's [team] listed (more than one is a problem)
    std::vector<std::string> team;
    std::map<std::string, int> planning;
    std::map<std::string, int> combat;
};

struct CardSet {
    std::vector<CardDef> cards;
    std::vector<Loadout> starters;
    int indexOf(const std::string& id) const; // -1 when unknown
    const CardDef& at(int index) const { return cards[static_cast<std::size_t>(index)]; }
};

// Parses and checks a card file with the catalog's reader (cards/kaiju/schema.json, the checks
// the collection and `tabletop-cli cards check` make), then what the schema cannot say (which
// fields each kind needs, a keyword's text only on a card with that keyword); every problem
// goes to `errors` as the rules say it: 'card 3 (x).side: must be one of ...'. A card the schema
// refuses is left out. `starters` stays empty: the starters are deck files (starterDecks()).
CardSet parseCardSet(const std::string& jsonText, const std::string& schemaText, std::vector<std::string>& errors);
// The same with the built-in schema.
CardSet parseCardSet(const std::string& jsonText, std::vector<std::string>& errors);
// The embedded card set, with the five starters read from the embedded deck files (in seat
// order: Trench Tide, Iron Vanguard, Ember Host, Deep Chorus, Storm Wing); throws
// std::runtime_error listing the problems if it is bad.
const CardSet& builtInCards();

// Deck lists (docs/cards.md, docs/games/kaiju.md "Decks"): the sections team, planning and
// combat, cards by name. Problems name the line ("line 4: there is no Kaiju City card called
// ..."); the deck as checkDeck takes it.
core::Json parseDeckList(const std::string& text, std::vector<std::string>& errors);
// The deck construction rules (basic rules, rulings.md "Kaiju City"): the team (1 to 3 kaiju,
// no kaiju twice, one affiliation), the planning deck (30 or more planning cards, at most 3
// copies) and the combat deck (20 or more combat cards, as many sword as shield cards, at most
// 2 copies). Every problem a Message (id kaiju.deck.*, rule kaiju.deck) naming the section and
// the card; empty: legal.
std::vector<core::Message> checkDeck(const core::Json& deck, const CardSet& cards);
// A deck (the JSON checkDeck takes, assumed legal) as a seat's team and decks by card id.
Loadout loadoutOfDeck(const core::Json& deck, const CardSet& cards);
// A team card's values (`teamCard` an index into the card set; -1: the default team).
TeamValues teamValuesOf(int teamCard);
// The problems of a loadout, each with its message id, the section (team, planning, combat)
// and a sentence naming the card as `said` gives it (by id in a config, by name in a deck).
struct LoadoutProblem {
    std::string id;
    std::string section;
    std::string text;
    core::Json args;
};
std::vector<LoadoutProblem> loadoutProblems(const Loadout& loadout, const CardSet& cards, bool byName);

struct StarterDeck {
    std::string file;
    core::Json deck;
};
// The five starter deck files (cards/kaiju/decks/), in seat order.
const std::vector<StarterDeck>& starterDecks();

const char* kindName(Kind kind);

} // namespace tabletop::games::kaiju
