#pragma once

#include "core/GameRules.h"
#include "core/Grid.h"

#include <array>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tabletop::games::combatgrid {

// Hit locations (the rules' table; an Angel's Core is C4's extra location).
enum Location { Head, LeftArm, RightArm, Body, LeftLeg, RightLeg, Core, kLocations };
const char* locationName(int location);

struct Weapon {
    std::string name;
    bool ranged = false;
    int damage = 0;
    int range = 1;  // squares; melee weapons reach adjacent squares
    int combo = 3;  // DoS needed to combo with it (the Combo System's rule 1)
    // The weapon's ailment quality (our design, docs/games/combatgrid.md "Ailments"): a hit with at
    // least `ailmentOnDoS` DoS inflicts `ailment` unless the target resists with its shake-off test.
    std::string ailment;    // "" when none
    int ailmentOnDoS = 0;
};

// The rules' Ailments: Physical (burning, dizzy, shocked, frozen, stunned) and Mental (dominated,
// confused, hallucinating, hypnotised, enraged). "physical", "mental", or "" for an unknown kind.
const char* ailmentCategory(const std::string& kind);

// One ailment a combatant suffers and how many of its shake-off tests have failed (each failure
// is an Advantage on the next). `turns`: the turns it has lasted (Burning's damage grows with it).
struct Ailment {
    std::string kind;
    int failures = 0;
    int turns = 0;
    int extra = 0; // Burning: Advantages from Actions spent putting it out, for the next shake-off
};

// One effect of the rules' injury table (docs/games/combatgrid.md "Injuries"): the row's name
// (crucialStrike, troubleConcentrating, fracture, blinded; graze, innerDamage, internalBleeding;
// handPain, brokenFingers, brokenWrist, brokenArm; footPain, brokenToes, brokenFoot, brokenLeg;
// dimmingLight, hairlineFracture, panicHealing, existentialCrisis) and the location it is on.
// Each Injury adds the rows of its location up to the combatant's total Injury score ("as
// above"), so a stacking effect is counted once per entry.
struct InjuryEffect {
    std::string effect;
    int location = 3; // Body
};

// One combatant, as the encounter file gives it and as the fight changes it.
struct Combatant {
    std::string id;
    std::string name;
    bool director = false;   // the Director's side (enemies), else the players'
    std::string kind = "human"; // human, eva, angel
    int seat = 0;            // the seat that controls it
    core::Cell pos;
    int size = 1;            // a size x size block, pos its north-west square (C6)
    std::map<std::string, int> scores; // might senses physique grace intellect will fellowship
    std::map<std::string, int> skills; // rank 0..3 (C3)
    std::array<int, kLocations> armour{};
    Weapon weapon;
    int fate = 0;            // fate points left (the rules' "Fate Points")
    int fateMax = 0;         // the Fate Pool's size: the fate the encounter gave it
    // Fate ready to block Injuries (the rules' "Block Injury", declared on its turn): each Injury
    // it incurs while it has fate left costs a fate point instead.
    bool fateBlocksInjury = false;
    int atField = 0;         // Angels (C4)
    // In stealth (the rules' "Movement and Stealth"): Hindered; the enemies that see it move or act
    // test Awareness against its Stealth, and a pass, an attack or ending a turn in the open
    // ends it. The Director's in stealth are hidden from the players (C8); the players' cannot
    // be attacked by the Director's side until noticed.
    bool stealth = false;
    bool surprised = false;  // loses its first turn, cannot oppose in the surprise round
    // What the fight changes.
    int wounds = 0;          // remaining
    int injuries = 0;
    int stress = 0;          // an Eva's stress is its pilot's (feedback, C4)
    bool down = false;
    bool prone = false;
    int focus = 0;           // Advantages banked by Focus for the next test
    int initiative = 0;
    int shifted = 0;         // Initiative Shift this round: +1 up, -1 down (the order changes next round)
    // Chance Attacks (the rules' limit): one until the start of its next turn, and one per enemy
    // per round.
    bool chanceAttackUsed = false;
    std::set<std::string> chanceAttacked; // whom it has made a Chance Attack on this round
    // Grappled (the rules' Grapple and "Grappled and Immobilised"): the id of the combatant
    // holding it, or "". It makes no Chance Attacks, melee attacks on it gain Advantage, and each
    // Movement, Action or evasion it declares first needs an opposed test to break free.
    std::string grappledBy;
    // Defend (★★): an Advantage on its evasion tests and its Chance Attacks until the start of
    // its next turn.
    bool defending = false;
    // Running (★, 1) or Sprinting (★★, 2): extra Basic Moves this turn; until the start of its
    // next turn melee attacks on it take that many Advantages, ranged that many Disadvantages.
    int running = 0;
    // Protect (★★): the id of the ally protecting it, or "": the next attack that hits it hits
    // that ally instead (until it does, or the start of the protector's next turn).
    std::string protectedBy;
    // Flight (the rules' altitude bands): a combatant that `flies` is at one of three bands,
    // Ground (0), Low (1: 20 metres up) or High (2: above 150 metres), and may move one band up
    // or down as part of its Basic Move (the `fly` action).
    bool flies = false;
    int altitude = 0;
    // Drowning (the rules' "Swimming" in deep water and "Suffocation"): sunk in deep water, it
    // cannot breathe; `breathRounds` counts the rounds it has held its breath (it holds it for
    // Physique Bonus rounds, then falls unconscious).
    bool drowning = false;
    int breathRounds = 0;
    // Ailments (the rules' "Ailments"): at most one Physical and one Mental.
    std::vector<Ailment> ailments;
    // The injury table's effects it suffers (one entry per row taken), and Blood Loss (the rules'
    // "Blood Loss": Internal Bleeding causes it).
    std::vector<InjuryEffect> injuryEffects;
    bool bleeding = false;
    // Analyse Target and the Disrupting Targets (★ each, the rules' "Analyse Target and Disrupting
    // Targets"), each lasting until the start of the actor's next turn: the ids of those who have
    // analysed it (their side gains an Advantage on tests against it, "Analysed"), war cried at it
    // (a Disadvantage on its tests against each of them), taunted it (an Advantage on its attacks
    // on the taunter, a Disadvantage on its attacks on others) and distracted it (its next attack,
    // evasion or disrupting test is rolled twice and the worse kept; used up by that test).
    std::vector<std::string> analysedBy;
    std::vector<std::string> warCriedBy;
    std::vector<std::string> tauntedBy;
    std::vector<std::string> distractedBy;
    // Exert: how many it has taken this encounter (the next costs exerts + 1 Stress).
    int exerts = 0;
    // Fear (the rules' "Fear"): the DoF of the failed Will or Fortitude (Courage) test that set it
    // (-1: not afraid; the table: 0-1 Shaken, 2 Avoidance, 3 Panic, 4 Frozen, 5+ Catatonia), the id
    // of its source ("" when none: a fall, its own bleeding), and the shake-offs failed since (an
    // Advantage each on the next). `fearImmune`: the triggers confronted this encounter, pass or
    // fail ("injury", "allyDefeated", "existentialCrisis"). `trauma`: Trauma taken (Catatonia).
    int fear = -1;
    std::string fearSource;
    int fearFailures = 0;
    std::set<std::string> fearImmune;
    int trauma = 0;
    // Triggers met during the action under way, tested when it is done (never kept between actions).
    std::vector<std::pair<std::string, std::string>> fearPending; // {trigger, source}
    std::string downedBy; // who put it down ("" when nothing did: bleeding, drowning), for its allies' fear
};

// The fear table's rows by the DoF of the failed test (docs/games/combatgrid.md "Fear").
enum class FearLevel { None, Shaken, Avoidance, Panic, Frozen, Catatonia };
inline FearLevel fearLevel(const Combatant& c)
{
    if (c.fear < 0)
        return FearLevel::None;
    if (c.fear <= 1)
        return FearLevel::Shaken;
    if (c.fear == 2)
        return FearLevel::Avoidance;
    if (c.fear == 3)
        return FearLevel::Panic;
    return c.fear == 4 ? FearLevel::Frozen : FearLevel::Catatonia;
}
const char* fearName(FearLevel level); // "shaken", "avoidance", "panic", "frozen", "catatonia", ""
// Frozen or Catatonic with fear: no moves, no actions, no opposing attacks.
inline bool frozenWithFear(const Combatant& c) { return fearLevel(c) >= FearLevel::Frozen; }

// The injury table's row (docs/games/combatgrid.md "Injuries") for an Injury score (1..4+) at a
// location.
const char* injuryRow(int location, int score);
// One Injury taken at `location` (the total Injury score goes up by one): the rows of that
// location up to the new score are added, and their effects at once (Broken Toes and Broken Leg:
// prone; Fracture: Confused when it has no Mental ailment; Internal Bleeding: Blood Loss;
// Hairline Fracture: 1 Stress; Panic Healing: 10 AT Field lost). Returns the rows added.
std::vector<std::string> takeInjury(Combatant& c, int location);
// How many entries of an injury effect it has (at `location`, or anywhere when -1).
inline int injuryCount(const Combatant& c, const char* effect, int location = -1)
{
    int n = 0;
    for (const auto& e : c.injuryEffects)
        if (e.effect == effect && (location < 0 || e.location == location))
            ++n;
    return n;
}

// Whether the combatant suffers an ailment (it makes no Chance Attacks; the Combo System's rule 3).
inline bool suffersAilment(const Combatant& c) { return !c.ailments.empty(); }
// Whether it suffers this one.
inline bool hasAilment(const Combatant& c, const char* kind)
{
    for (const auto& a : c.ailments)
        if (a.kind == kind)
            return true;
    return false;
}

// A Chance Attack the engine is waiting on (the rules' "Chance Attacks": the enemy may make
// one): what triggered it and what is left to do once every enemy allowed one has answered.
struct ChanceWindow {
    std::string trigger;       // "move" (a Move), "charge" (a Charge's Basic Move), "rise", "grapple"
    std::string mover;         // the combatant the Chance Attacks are on
    std::string asking;        // the enemy asked now ("" while none is)
    bool fleeing = false;      // the one asked now would gain Fleeing
    // A walk (move, charge): the path, the index of the square the mover stands on, what it has
    // paid, where the Move began and whether the players saw the mover then.
    std::vector<core::Cell> path;
    int at = 0;
    int spent = 0;
    core::Cell from;
    bool seen = true;
    std::set<std::string> answered; // enemies already dealt with at this step (or this trigger)
    // A Move at full speed through harmful terrain (the rules' "Harmful Terrain": its squares cost
    // 1, each one entered needs a test); `lost`: the Move a fall prone on the way took away.
    bool hurry = false;
    int lost = 0;
    // Deep water (the rules' "Swimming" where it is deep): the walk's one test to stay afloat
    // has been taken.
    bool swum = false;
    // A leap (the rules' "Leaping": a straight line over a gap or an obstacle, Hindered, or with
    // `effort` a Leaping test first) or a jump down (the rules' "Falling", on purpose: one step to
    // a lower square, the fall's damage less the DoS of a test). The path is then the take-off and
    // the landing square only.
    bool leap = false;
    bool effort = false;
    bool jump = false;
    // A Charge: the target of the attack made from the end of its Basic Move; a failed Grapple:
    // the target that may make the Chance Attack.
    std::string target;
};


// A Combo Chain (the rules' "The Combo System"): an action marked Combos won its test with enough
// DoS, so its combatant may at once take another action for no action cost with an extra Advantage.
// `open`: the free action is offered now (the legal actions are it and `endCombo`); closed while
// that free action is being made (a Charge's walk waiting on a Chance Attack). `used`: the
// variations of the chain so far (an attack's variation, or an action's type), none repeated.
struct ComboChain {
    std::string combatant;
    std::vector<std::string> used;
    bool open = true;
};

// Pass Off (a special combo action): the passer's turn, kept while the ally it passed its combo
// action to takes it; resumed with its leftover Move and Actions after.
struct PassOff {
    std::string passer;
    int current = 0; // the passer's place in the order
    int moveLeft = 0;
    int actionsLeft = 0;
    std::set<std::string> usedActions;
    std::string disengage;
    bool flown = false;
    int runUp = 0;
    std::set<std::string> awareTested;
};

enum class Phase { Turn, Over };

struct CombatGridState : core::GameState {
    std::string encounter; // the encounter's id
    std::vector<std::string> mapRows; // the encounter's map as written (the views draw it)
    core::Grid grid;
    int directorSeat = 0;
    bool directorMayEnd = true; // option: the Director may end the encounter at any of its prompts
    std::vector<Combatant> combatants;
    std::vector<int> order; // initiative order: indices into combatants
    int current = 0;        // index into order
    int round = 1;
    bool surpriseRound = false;
    int seats = 2;
    // The current turn: one Move (split between actions) and two Actions (the rules' "A turn").
    int moveLeft = 0;
    int actionsLeft = 2;
    std::set<std::string> usedActions; // action variations already used this turn
    // Exert: the Action an Exert gave is not yet spent; the next Action spent (the Exert's) ignores
    // the "not repeated" limit.
    bool exertPending = false;
    // This turn's Disengage: "" (none: leaving melee is a Flee), "test" (an opposed test against
    // each enemy left), "action" (an Action spent: guaranteed), "failed" (a test failed: the rest
    // of the Move is a Flee).
    std::string disengage;
    bool flown = false; // a flier has changed altitude band this turn (one band, once, with its Move)
    bool basicMoved = false; // the turn's Move has been started (Foot Pain's Stress is taken once a turn)
    // The squares walked unhindered (1 a square) in a row just before now this turn: 4 or more
    // give a leap's test its Advantage (the rules' "Leaping": a run-up).
    int runUp = 0;
    // "watcher>hidden": the enemies that have tested Awareness against a combatant in stealth
    // this turn (each at most once a turn: the rules' "if you move through their Line of Sight").
    std::set<std::string> awareTested;
    Phase phase = Phase::Turn;
    std::string endReason; // when over: "playersWin", "directorWins", "directorEnded"
    // Rolls not yet made: d100 results fixed by a scenario position, used before the generator.
    // The Director's secret (C8): never in a view, re-dealt (dropped) by determinize.
    std::deque<int> fixedRolls;
    // A Chance Attack waiting on the enemy's controller (its prompt), or none.
    std::optional<ChanceWindow> chance;
    // A Combo Chain under way (the Combo System), or none.
    std::optional<ComboChain> combo;
    // A combo action passed off to an ally (Pass Off), or none.
    std::optional<PassOff> passOff;

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<CombatGridState>(*this); }
    const Combatant& acting() const { return combatants[static_cast<std::size_t>(order[static_cast<std::size_t>(current)])]; }
};

} // namespace tabletop::games::combatgrid
