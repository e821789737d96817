#include "CombatGridRules.h"

#include "Encounter.h"
#include "core/Dice.h"
#include "core/RollEvent.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace tabletop::games::combatgrid {

using core::Action;
using core::Cell;
using core::Event;
using core::Json;
using core::Message;
using core::Result;

const char* locationName(int location)
{
    static const char* const names[] = {"head", "leftArm", "rightArm", "body", "leftLeg", "rightLeg", "core"};
    return location >= 0 && location < kLocations ? names[location] : "?";
}

const char* fearName(FearLevel level)
{
    switch (level) {
    case FearLevel::Shaken: return "shaken";
    case FearLevel::Avoidance: return "avoidance";
    case FearLevel::Panic: return "panic";
    case FearLevel::Frozen: return "frozen";
    case FearLevel::Catatonia: return "catatonia";
    default: return "";
    }
}

namespace {

// Rule paragraphs named by refusals (docs/games/combatgrid.md has a section for each).
constexpr const char* kTurn = "turn";
constexpr const char* kMove = "movement";
constexpr const char* kAttack = "attacks";
constexpr const char* kActions = "actions";
constexpr const char* kEnd = "end";
constexpr const char* kAilments = "ailments";
constexpr const char* kFear = "fear";

const CombatGridState& st(const core::GameState& g) { return static_cast<const CombatGridState&>(g); }
CombatGridState& st(core::GameState& g) { return static_cast<CombatGridState&>(g); }

// An action (or one of its variations) already taken this turn, and so not to be taken again:
// unless the Action is an Exert's (the rules' Exert: it ignores the repeating action limit).
bool repeated(const CombatGridState& s, const std::string& action)
{
    return s.usedActions.count(action) > 0 && !s.exertPending;
}

Result refuse(const char* rule, std::string id, std::string text, Json args = Json::object())
{
    return Result::refuse(rule, "combatgrid." + id, std::move(text), std::move(args));
}

// An event about a combatant the players' side cannot see: the Director reads it, the players
// read only that something moved out of sight.
void hideFromPlayers(Event& e, core::Seat director)
{
    e.audience = {false, {director}};
    e.redacted = Json::object();
    e.redactedMessage = Message{"combatgrid.log.unseen", "Something moves out of sight", Json::object(), kTurn};
}

int bonus(int score) { return score / 10; } // C1
int scoreOf(const Combatant& c, const char* s) { return c.scores.at(s); }
int maxWounds(const Combatant& c) { return bonus(scoreOf(c, "physique")); } // Wounds = Physique Bonus
int skillOf(const Combatant& c, const char* skill, const char* score) // C3
{
    const auto it = c.skills.find(skill);
    return scoreOf(c, score) + (it == c.skills.end() ? 0 : 10 * it->second);
}

bool covers(const Combatant& c, Cell cell)
{
    return cell.x >= c.pos.x && cell.x < c.pos.x + c.size && cell.y >= c.pos.y && cell.y < c.pos.y + c.size;
}
bool overlaps(const Combatant& a, Cell corner, int size)
{
    return corner.x < a.pos.x + a.size && a.pos.x < corner.x + size && corner.y < a.pos.y + a.size &&
           a.pos.y < corner.y + size;
}
std::vector<Cell> cellsOf(Cell corner, int size)
{
    std::vector<Cell> out;
    for (int dy = 0; dy < size; ++dy)
        for (int dx = 0; dx < size; ++dx)
            out.push_back({corner.x + dx, corner.y + dy});
    return out;
}

int findCombatant(const CombatGridState& s, const std::string& id)
{
    for (std::size_t i = 0; i < s.combatants.size(); ++i)
        if (s.combatants[i].id == id)
            return static_cast<int>(i);
    return -1;
}

// A d100 as the table rolls it: a scenario's fixed rolls first (C5: still shown in the log),
// then the generator.
core::dice::Percentile rollD100(CombatGridState& s, core::Rng& rng)
{
    if (!s.fixedRolls.empty()) {
        const int v = s.fixedRolls.front();
        s.fixedRolls.pop_front();
        return {(v / 10) % 10, v % 10};
    }
    return core::dice::d100(rng);
}

core::TestResult testOf(CombatGridState& s, core::Rng& rng, int base, const std::vector<core::Modifier>& mods)
{
    const auto p = rollD100(s, rng);
    core::TestResult t = core::dice::evaluate(base, mods, p.value());
    t.tens = p.tens;
    t.units = p.units;
    return t;
}

// The rules' "Stress, Fatigue and Exhaustion": Fatigued once its Stress exceeds its Physique
// Bonus, a Disadvantage on every test; Exhausted at 2 more than the bonus, a second one.
void stressModifiers(const Combatant& c, std::vector<core::Modifier>& mods)
{
    const int pb = bonus(scoreOf(c, "physique"));
    if (c.stress > pb)
        mods.push_back({"fatigued", -10});
    if (c.stress >= pb + 2)
        mods.push_back({"exhausted", -10});
}

// The injury table's Disadvantages on a test of `score` (docs/games/combatgrid.md "Injuries"):
// Trouble Concentrating (one each, stacking) on Senses and Intellect (the rules' Brains) tests,
// Inner Damage on Physique tests, Broken Toes on Grace tests.
void injuryModifiers(const Combatant& c, const char* score, std::vector<core::Modifier>& mods)
{
    if (!score || c.injuryEffects.empty())
        return;
    const std::string sc = score;
    if (sc == "senses" || sc == "intellect") {
        if (const int n = injuryCount(c, "troubleConcentrating"))
            mods.push_back({"troubleConcentrating", -10 * n});
    } else if (sc == "physique") {
        if (injuryCount(c, "innerDamage") > 0)
            mods.push_back({"innerDamage", -10});
    } else if (sc == "grace") {
        if (injuryCount(c, "brokenToes") > 0)
            mods.push_back({"brokenToes", -10});
    }
}

int distanceBetween(const Combatant& a, const Combatant& b);

// The source of a combatant's fear, or nullptr (none, or not afraid).
const Combatant* fearSourceOf(const CombatGridState& s, const Combatant& c)
{
    if (c.fear < 0 || c.fearSource.empty())
        return nullptr;
    const int i = findCombatant(s, c.fearSource);
    return i < 0 ? nullptr : &s.combatants[static_cast<std::size_t>(i)];
}

// Fear on the tests it takes (the rules' "Fear"): Shaken, a Disadvantage on all of them;
// Avoidance, a Disadvantage on all of them while it is engaged with the source (adjacent to it,
// standing).
void fearModifiers(const CombatGridState& s, const Combatant& c, std::vector<core::Modifier>& mods)
{
    const FearLevel level = fearLevel(c);
    if (level == FearLevel::Shaken) {
        mods.push_back({"shaken", -10});
    } else if (level == FearLevel::Avoidance) {
        const Combatant* src = fearSourceOf(s, c);
        if (src && !src->down && distanceBetween(*src, c) == 1)
            mods.push_back({"avoidance", -10});
    }
}

// A test's modifiers with the tester's own Dizzy (the rules' Ailments: Disadvantage on all tests),
// its Fatigue and Exhaustion, its fear, and its injuries' on a test of `score` (nullptr: none named).
std::vector<core::Modifier> ailing(const CombatGridState& s, const Combatant& c, std::vector<core::Modifier> mods = {},
                                   const char* score = nullptr)
{
    if (hasAilment(c, "dizzy"))
        mods.push_back({"dizzy", -10});
    stressModifiers(c, mods);
    fearModifiers(s, c, mods);
    injuryModifiers(c, score, mods);
    return mods;
}

// Hindered: halves the Basic Move; two or more causes leave 1 metre (the rules' "Hindered").
int basicMove(const Combatant& c)
{
    int causes = (c.prone ? 1 : 0) + (c.stealth ? 1 : 0) + (hasAilment(c, "shocked") ? 1 : 0) + // stealth, Shocked: Hindered
                 (injuryCount(c, "brokenFoot") > 0 ? 1 : 0); // Broken Foot: all its movement Hindered
    const int gb = bonus(scoreOf(c, "grace"));
    if (causes >= 2)
        return 1;
    return causes == 1 ? gb : gb * 2;
}

// The living combatants the mover's side knows of: the Director knows all; players know those
// a player-controlled combatant sees (C8). Movement legality never depends on what the seat
// cannot see.
bool knownTo(const CombatGridState& s, const Combatant& mover, const Combatant& other)
{
    return mover.director || CombatGridRules::visibleToPlayers(s, other);
}

// The height a block stands at: its highest square (a large combatant stands on the top).
int heightAt(const core::Grid& g, Cell corner, int size)
{
    int h = 0;
    for (int dy = 0; dy < size; ++dy)
        for (int dx = 0; dx < size; ++dx)
            if (g.contains({corner.x + dx, corner.y + dy}))
                h = std::max(h, g.at({corner.x + dx, corner.y + dy}).elevation);
    return h;
}

// The harmful terrain under a block (the rules' "Harmful Terrain"): the highest Harmful Terrain
// Number among its squares (-1: none), damaging when any of them damages, with its damage.
struct Harm {
    int number = -1;
    bool damages = false;
    int damage = 0;
};
Harm harmAt(const core::Grid& g, Cell corner, int size)
{
    Harm h;
    for (int dy = 0; dy < size; ++dy)
        for (int dx = 0; dx < size; ++dx) {
            const Cell c{corner.x + dx, corner.y + dy};
            if (!g.contains(c) || g.at(c).harmful < 0)
                continue;
            const core::Terrain& t = g.at(c);
            h.number = std::max(h.number, t.harmful);
            h.damages = h.damages || t.harmfulDamages;
            h.damage = std::max(h.damage, t.harmDamage);
        }
    return h;
}

// What a square costs to enter (the rules' "Hindered Movement" and "Obstacles"): 2 when it Hinders
// (water: swimming; difficult ground; harmful terrain walked at Hindered speed), 1 when open or
// when harmful terrain is crossed at full speed (`hurry`: a test per square instead).
int squareCost(const core::Terrain& t, bool hurry)
{
    if (hurry && t.harmful >= 0 && t.waterDepth == 0 && t.difficult == 0)
        return 1;
    return t.moveCost;
}

// Each step's cost: the dearest square the block enters, plus climbing (the rules' "Climbing":
// Hindered on a vertical surface, up or down) at 2 per metre of height between the two places.
core::StepCost stepCost(const CombatGridState& s, const Combatant& mover, bool onlyKnown, bool hurry = false)
{
    return [&s, &mover, onlyKnown, hurry](Cell from, Cell to) -> std::optional<int> {
        int cost = 0;
        for (int dy = 0; dy < mover.size; ++dy)
            for (int dx = 0; dx < mover.size; ++dx) {
                const Cell a{from.x + dx, from.y + dy}, b{to.x + dx, to.y + dy};
                if (!s.grid.defaultStepCost(a, b))
                    return std::nullopt;
                cost = std::max(cost, mover.flies ? 1 : squareCost(s.grid.at(b), hurry));
            }
        for (const auto& o : s.combatants) {
            if (&o == &mover || o.down || (onlyKnown && !knownTo(s, mover, o)))
                continue;
            if (overlaps(o, to, mover.size))
                return std::nullopt;
        }
        // A flier flies over water, rough ground and heights (our reading of the rules' flight:
        // even at Ground it hovers a metre or two up); walls and the corners of walls still stop it.
        if (mover.flies)
            return cost;
        return cost + 2 * std::abs(heightAt(s.grid, to, mover.size) - heightAt(s.grid, from, mover.size));
    };
}

// Whether a path enters harmful terrain (after its first square).
bool entersHarm(const CombatGridState& s, const core::Path& p, int size)
{
    for (std::size_t i = 1; i < p.cells.size(); ++i)
        if (harmAt(s.grid, p.cells[i], size).number >= 0)
            return true;
    return false;
}

// How many squares of a path (after its first) are harmful: the tests a hurried move takes.
int harmfulSquares(const CombatGridState& s, const core::Path& p, int size)
{
    int n = 0;
    for (std::size_t i = 1; i < p.cells.size(); ++i)
        n += harmAt(s.grid, p.cells[i], size).number >= 0 ? 1 : 0;
    return n;
}

// Uneven or slippery harmful terrain under a combatant (the rules' "Harmful Terrain": its number
// applies to all Grace tests taken in it): that number, 0 when none.
int unevenUnder(const core::Grid& g, const Combatant& c)
{
    int n = 0;
    for (int dy = 0; dy < c.size; ++dy)
        for (int dx = 0; dx < c.size; ++dx) {
            const Cell cell{c.pos.x + dx, c.pos.y + dy};
            if (g.contains(cell) && g.at(cell).harmful > 0 && !g.at(cell).harmfulDamages)
                n = std::max(n, g.at(cell).harmful);
        }
    return n;
}

// The better of a Grace-based option (Dodge, Acrobatics, flat Grace) and the others, with the
// uneven ground's Disadvantages on the Grace one when it is still the better (`mods` gets them).
int bestWithGrace(const core::Grid& g, const Combatant& c, int grace, int other, std::vector<core::Modifier>& mods)
{
    const int uneven = unevenUnder(g, c);
    if (grace - 10 * uneven < other)
        return other;
    if (uneven > 0)
        mods.push_back({"unevenGround", -10 * uneven});
    return grace;
}

// The rules' "Leaping" as this engine reads it. A leap goes from where the mover stands in a
// straight line (a row, a column or a diagonal) at least 2 squares, over a gap or an obstacle:
// some square passed over is lower or higher than the take-off, or water, rough or harmful
// ground (on open level ground one walks). It clears at most 1 metre above the take-off (the
// rules: .5 to 1 metre off the ground), so no square passed over and not the landing may be
// higher than that; walls, the corners of walls and standing combatants stop it. It lands on
// the ground (not in water); landing lower, the leaper drops the rest (a fall on purpose). It is
// Hindered: 2 of the Move a square; with `effort`, a Leaping test first (the better of Athletics
// and Acrobatics, an Advantage after a run-up of 4 unhindered squares): a pass makes it 1 a
// square, a failure leaves it Hindered, 4 DoF or more doubly Hinders it (it falls short).
struct LeapPlan {
    std::vector<Cell> line; // the take-off, each square passed over, the landing
    int squares = 0;
    int drop = 0;           // metres the landing lies below the take-off
};
// A block standing on any water.
bool waterUnder(const core::Grid& g, Cell corner, int size)
{
    for (Cell c : cellsOf(corner, size))
        if (!g.contains(c) || waterLevel(g, c) > 0)
            return true;
    return false;
}
// Whether a standing combatant (other than the mover; only those its side knows of when
// `onlyKnown`) holds a square of the block at `corner`.
bool occupied(const CombatGridState& s, const Combatant& m, Cell corner, bool onlyKnown)
{
    for (const auto& o : s.combatants)
        if (&o != &m && !o.down && (!onlyKnown || knownTo(s, m, o)) && o.id != m.id && overlaps(o, corner, m.size))
            return true;
    return false;
}
// A step of the block from `a` to `b` past no wall and no wall's corner (C6).
bool clearStep(const CombatGridState& s, const Combatant& m, Cell a, Cell b)
{
    for (int dy = 0; dy < m.size; ++dy)
        for (int dx = 0; dx < m.size; ++dx)
            if (!s.grid.defaultStepCost({a.x + dx, a.y + dy}, {b.x + dx, b.y + dy}))
                return false;
    return true;
}
// The best of Athletics (Physique) and Acrobatics (Grace): leaping and falling on purpose.
int leapingBase(const Combatant& m) { return std::max(skillOf(m, "athletics", "physique"), skillOf(m, "acrobatics", "grace")); }

std::optional<Result> moverRefusal(const Combatant& m)
{
    if (m.flies)
        return refuse(kMove, "leap.flier", m.name + " flies over gaps and drops: it does not leap or jump down",
                      {{"name", m.name}});
    if (m.prone)
        return refuse(kMove, "leap.prone", m.name + " is prone: it rises before it leaps or jumps down",
                      {{"name", m.name}});
    return std::nullopt;
}

std::optional<Result> leapRefusal(const CombatGridState& s, const Combatant& m, Cell to, bool effort, LeapPlan& plan,
                                  int moveLeft)
{
    if (auto r = moverRefusal(m))
        return r;
    const int dx = to.x - m.pos.x, dy = to.y - m.pos.y;
    const int n = std::max(std::abs(dx), std::abs(dy));
    if (n < 2 || (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy)))
        return refuse(kMove, "leap.straight",
                      "A leap goes in a straight line along a row, a column or a diagonal, at least 2 squares");
    const int sx = dx / n, sy = dy / n;
    const int from = heightAt(s.grid, m.pos, m.size);
    plan = LeapPlan{};
    plan.line = {m.pos};
    bool clears = false;
    for (int i = 1; i <= n; ++i) {
        const Cell at{m.pos.x + sx * i, m.pos.y + sy * i};
        if (!clearStep(s, m, plan.line.back(), at) || occupied(s, m, at, true))
            return refuse(kMove, "leap.blocked", "A wall, the map's edge or a combatant is in the way of the leap");
        const int h = heightAt(s.grid, at, m.size);
        if (h > from + 1)
            return refuse(kMove, "leap.tooHigh",
                          "A leap clears at most 1 metre above where it starts (the rules' Leaping); climb instead",
                          {{"name", m.name}});
        if (i < n) {
            bool rough = h != from;
            for (Cell c : cellsOf(at, m.size))
                rough = rough || waterLevel(s.grid, c) > 0 || s.grid.at(c).harmful >= 0 || s.grid.at(c).difficult > 0;
            clears = clears || rough;
        }
        plan.line.push_back(at);
    }
    if (waterUnder(s.grid, to, m.size))
        return refuse(kMove, "leap.water", "A leap or a jump down lands on the ground, not in water");
    if (!clears)
        return refuse(kMove, "leap.nothingToClear",
                      "A leap clears a gap or an obstacle (the rules' Leaping); over open level ground, walk");
    plan.squares = n;
    plan.drop = std::max(0, from - heightAt(s.grid, to, m.size));
    const int cost = effort ? n : 2 * n;
    if (cost > moveLeft)
        return refuse(kMove, "leap.tooFar",
                      "A leap of " + std::to_string(n) + " squares costs " + std::to_string(cost) +
                          " of movement (Hindered: 2 a square; 1 a square if a Leaping test passes); " + m.name +
                          " has " + std::to_string(moveLeft) + " left",
                      {{"name", m.name}, {"cost", cost}, {"count", moveLeft}});
    return std::nullopt;
}

// The rules' "Falling", on purpose: a jump down is one step to a square at least 1 metre lower,
// not climbing (so no climbing cost: the square's own cost), landing on the ground. The fall
// deals 1 damage per metre, less 1 per DoS of an Athletics or Acrobatics test.
std::optional<Result> jumpRefusal(const CombatGridState& s, const Combatant& m, Cell to, int& cost, int moveLeft)
{
    if (auto r = moverRefusal(m))
        return r;
    const int drop = heightAt(s.grid, m.pos, m.size) - heightAt(s.grid, to, m.size);
    if (core::Grid::distance(m.pos, to) != 1 || drop < 1)
        return refuse(kMove, "jump.notDown", "Jumping down is one step to a square at least 1 metre lower");
    if (!clearStep(s, m, m.pos, to) || occupied(s, m, to, true))
        return refuse(kMove, "leap.blocked", "A wall, the map's edge or a combatant is in the way of the leap");
    if (waterUnder(s.grid, to, m.size))
        return refuse(kMove, "leap.water", "A leap or a jump down lands on the ground, not in water");
    cost = 1;
    for (Cell c : cellsOf(to, m.size))
        cost = std::max(cost, squareCost(s.grid.at(c), false));
    if (cost > moveLeft)
        return refuse(kMove, "move.tooFar",
                      "That costs " + std::to_string(cost) + " of movement; " + m.name + " has " +
                          std::to_string(moveLeft) + " left",
                      {{"name", m.name}, {"cost", cost}, {"count", moveLeft}});
    return std::nullopt;
}

// Every leap and jump down the mover may make from where it stands with `moveLeft` (the legal
// actions' and the affordances' list): the landing and the arguments it adds to the move, a jump
// first, then each leap Hindered (when the Move pays for it) and with effort.
std::vector<std::pair<Cell, Json>> leapsAndJumps(const CombatGridState& s, const Combatant& m, int moveLeft)
{
    std::vector<std::pair<Cell, Json>> out;
    if (m.flies || m.prone || moveLeft <= 0)
        return out;
    for (const auto d : core::kDirections) {
        const Cell to = core::step(m.pos, d);
        int cost = 0;
        if (s.grid.contains(to) && !jumpRefusal(s, m, to, cost, moveLeft))
            out.push_back({to, Json{{"jump", true}}});
    }
    for (const auto d : core::kDirections)
        for (int n = 2; n <= moveLeft; ++n) {
            const Cell to = core::step(m.pos, d, n);
            if (!s.grid.contains(to))
                break;
            LeapPlan plan;
            if (!leapRefusal(s, m, to, false, plan, moveLeft))
                out.push_back({to, Json{{"leap", true}}});
            if (!leapRefusal(s, m, to, true, plan, moveLeft))
                out.push_back({to, Json{{"leap", true}, {"effort", true}}});
        }
    return out;
}

bool enemies(const Combatant& a, const Combatant& b) { return a.director != b.director; }

// The clearest sight between two blocks: clear lines first, then the least cover (C7).
std::optional<core::Sight> bestSight(const CombatGridState& s, const Combatant& a, const Combatant& t)
{
    std::optional<core::Sight> best;
    for (Cell from : cellsOf(a.pos, a.size))
        for (Cell to : cellsOf(t.pos, t.size)) {
            const auto sight = s.grid.sight(from, to);
            if (sight.clear && (!best || sight.cover < best->cover))
                best = sight;
        }
    return best;
}

// How far apart two altitude bands are (the rules' flight: Low is about 20 metres up, High above
// 150), in squares of the map (C6).
int bandHeight(int band) { return band == 2 ? 150 : band == 1 ? 20 : 0; }
int altitudeGap(const Combatant& a, const Combatant& b) { return std::abs(bandHeight(a.altitude) - bandHeight(b.altitude)); }

// C6's distance between two blocks, and between altitude bands the height between them (the
// larger of the two, as a diagonal counts 1): a Low flier is 20 squares from everyone on the
// ground, so no one on the ground is adjacent to it (no melee, no engagement).
int distanceBetween(const Combatant& a, const Combatant& b)
{
    return std::max(core::Grid::distance(core::Footprint{a.pos, a.size}, core::Footprint{b.pos, b.size}),
                    altitudeGap(a, b));
}

bool engaged(const CombatGridState& s, const Combatant& c)
{
    for (const auto& o : s.combatants)
        if (!o.down && enemies(o, c) && distanceBetween(o, c) == 1)
            return true;
    return false;
}

bool adjacentFrom(const Combatant& a, Cell corner, const Combatant& b)
{
    return altitudeGap(a, b) == 0 &&
           core::Grid::distance(core::Footprint{corner, a.size}, core::Footprint{b.pos, b.size}) == 1;
}

// Engaged in Melee as the mover's side knows it: a standing enemy it knows of is adjacent.
bool engagedKnown(const CombatGridState& s, const Combatant& c)
{
    for (const auto& o : s.combatants)
        if (!o.down && enemies(o, c) && distanceBetween(o, c) == 1 && knownTo(s, c, o))
            return true;
    return false;
}

// Whether `e` may make a Chance Attack on `m` now (the rules' "Chance Attacks"): standing, not
// grappled (a grappled combatant makes none), with
// a melee weapon (ranged weapons make none in melee; no weapon has the pistol quality), not yet
// used since the start of its last turn, not yet on `m` this round, and aware of `m` (a players'
// combatant does not attack what the players cannot see, C8).
bool mayChanceAttack(const CombatGridState& s, const Combatant& e, const Combatant& m)
{
    return !e.down && !m.down && enemies(e, m) && !e.weapon.ranged && !e.chanceAttackUsed && e.grappledBy.empty() &&
           !suffersAilment(e) && // "Anyone not suffering from an Ailment can make Chance Attacks"
           fearLevel(e) < FearLevel::Panic && // nor one fleeing in panic or frozen with fear
           !e.chanceAttacked.count(m.id) && (e.director || CombatGridRules::visibleToPlayers(s, m)) &&
           !(e.director && m.stealth); // nor the Director's side on a player it has not noticed
}

// The enemies whose melee `m` leaves by stepping from where it stands to `next` and who may make
// a Chance Attack on it, in encounter order.
std::vector<std::size_t> leftBehind(const CombatGridState& s, const Combatant& m, Cell next)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < s.combatants.size(); ++i) {
        const auto& e = s.combatants[i];
        if (&e != &m && distanceBetween(e, m) == 1 && !adjacentFrom(m, next, e) && mayChanceAttack(s, e, m))
            out.push_back(i);
    }
    return out;
}

const char* const kVariations[] = {"standard", "fast", "called", "charge", "strong", "knockdown", "grapple", "push"};

// Whether an attack is made in melee: with a melee weapon, or a Grapple (the attacker's unarmed
// attack, whatever it holds).
bool meleeAttack(const Combatant& a, const std::string& variation) { return !a.weapon.ranged || variation == "grapple"; }
int attackBase(const Combatant& a, const std::string& variation)
{
    return meleeAttack(a, variation) ? skillOf(a, "melee", "might") : skillOf(a, "ranged", "senses");
}

int parseLocation(const std::string& name, const Combatant& target)
{
    for (int i = 0; i < kLocations; ++i)
        if (name == locationName(i) && (i != Core || target.kind == "angel"))
            return i;
    return -1;
}

// One declared attack: the target, the variation and what the variation adds.
struct AttackDecl {
    std::string target;
    std::string variation = "standard";
    std::string location;      // Called Attack: the hit location named
    int disadvantages = 0;     // Strong Attack: 1 or 2 (+2 damage each)
    std::optional<Cell> to;    // Charge: the square the Basic Move ends on
    // A fate point spent on the attack test (the rules' "Fate Points"): "advantage" (two
    // Advantages), "reroll" (declared with the attack: a failed test is rolled again), or "".
    std::string fate;
};

// What each variation costs and needs (the rules' "Standard Attack" and its variations).
int actionCost(const std::string& variation) { return variation == "charge" || variation == "strong" ? 2 : 1; }
bool meleeOnly(const std::string& variation)
{
    return variation == "fast" || variation == "charge" || variation == "strong" || variation == "knockdown" ||
           variation == "push";
}

// The path of a Charge's Basic Move (its own move, not the turn's): at least one step, within
// the attacker's Basic Move, around what its side knows of.
std::optional<core::Path> chargePath(const CombatGridState& s, const Combatant& a, Cell to)
{
    auto path = s.grid.path(a.pos, to, stepCost(s, a, true));
    if (!path || path->steps() == 0 || path->cost > basicMove(a))
        return std::nullopt;
    return path;
}

// Everything that makes an attack illegal, or nullopt. Shared by apply and legalActions.
// `endReachable`: the caller took d.to from chargeEnds (the same search), so the path is known.
std::optional<Result> attackRefusal(const CombatGridState& s, const Combatant& a, const AttackDecl& d,
                                    bool endReachable = false)
{
    const std::string& variation = d.variation;
    if (std::find(std::begin(kVariations), std::end(kVariations), variation) == std::end(kVariations))
        return refuse(kAttack, "attack.unknownVariation", "There is no attack variation \"" + variation + "\"",
                      {{"variation", variation}});
    if (!d.fate.empty()) { // a fate point on the attack test (the rules' "Fate Points")
        if (d.fate != "advantage" && d.fate != "reroll")
            return refuse(kActions, "fate.unknownUse",
                          "A fate point spent on an attack is \"advantage\" (two Advantages) or \"reroll\" (a failed test rolled again)",
                          {{"use", d.fate}});
        if (a.fate < 1)
            return refuse(kActions, "fate.none", a.name + " has no fate point left", {{"name", a.name}});
        if (variation == "charge")
            return refuse(kActions, "fate.charge", "A fate point is not spent on a Charge's attack (not implemented)",
                          {{"name", a.name}});
    }
    if (injuryCount(a, "brokenArm", RightArm) > 0) // Broken Arm: no attacks with it (the weapon arm)
        return refuse(kAttack, "attack.brokenArm", a.name + "'s weapon arm is broken: it cannot attack with it",
                      {{"name", a.name}});
    if (variation == "charge" && hasAilment(a, "frozen")) // Frozen: no moves, a Charge's Basic Move neither
        return refuse(kAilments, "frozen.noMove", a.name + " is frozen: it may make no moves", {{"name", a.name}});
    if (s.actionsLeft < actionCost(variation))
        return refuse(kActions, "noActions", a.name + " has no Action left this turn (a turn has two Actions)",
                       {{"name", a.name}});
    if (repeated(s, "attack"))
        return refuse(kActions, "repeated",
                      "An action and its variations are not repeated in a turn (" + a.name + " has attacked)",
                      {{"name", a.name}});
    const int ti = findCombatant(s, d.target);
    if (ti < 0 || (!a.director && !CombatGridRules::visibleToPlayers(s, s.combatants[static_cast<std::size_t>(ti)])))
        return refuse(kAttack, "attack.noTarget", "No combatant " + d.target + " is in sight", {{"target", d.target}});
    const Combatant& t = s.combatants[static_cast<std::size_t>(ti)];
    if (a.director && t.stealth && !t.down)
        return refuse(kAttack, "attack.unnoticed",
                      t.name + " is in stealth: the Director's side has not noticed it (an Awareness test finds it)",
                      {{"target", t.name}});
    if (t.down)
        return refuse(kAttack, "attack.down", t.name + " is already down", {{"target", t.name}});
    if (!enemies(a, t))
        return refuse(kAttack, "attack.ally", t.name + " is on " + a.name + "'s side", {{"name", a.name}, {"target", t.name}});
    if (variation == "fast" && a.weapon.ranged)
        return refuse(kAttack, "attack.fastMelee", "A Fast Attack is a melee attack");
    if (meleeOnly(variation) && a.weapon.ranged)
        return refuse(kAttack, "attack.meleeOnly", "That attack variation is a melee attack", {{"variation", variation}});
    if (variation == "called" && parseLocation(d.location, t) < 0)
        return refuse(kAttack, "attack.calledLocation", "A Called Attack names a hit location of the target",
                      {{"location", d.location}});
    if (variation != "called" && !d.location.empty())
        return refuse(kAttack, "attack.locationOnlyCalled", "Only a Called Attack chooses the hit location");
    if ((variation == "strong") != (d.disadvantages != 0) || d.disadvantages < 0 || d.disadvantages > 2)
        return refuse(kAttack, "attack.strongDisadvantages",
                      "A Strong Attack, and only it, takes one or two Disadvantages (+2 damage each)");
    if ((variation == "charge") != d.to.has_value())
        return refuse(kAttack, "attack.chargeSquare", "A Charge, and only it, names the square its Basic Move ends on");
    Combatant from = a; // where the attack is made from: a Charge's square
    if (d.to) {
        if (!endReachable && !chargePath(s, a, *d.to))
            return refuse(kAttack, "attack.chargePath",
                          "A Charge moves at least one square and at most a Basic Move (" + std::to_string(basicMove(a)) +
                              ") along a free path",
                          {{"count", basicMove(a)}});
        from.pos = *d.to;
    }
    const int dist = distanceBetween(from, t);
    // The altitude bands: High is out of reach of everything below it and reaches nothing below
    // (no weapon here is "specially long-Ranged"); a melee attack needs the same band (Ground
    // cannot melee a Low flier, and so a Low flier none on the ground).
    if ((a.altitude == 2) != (t.altitude == 2))
        return refuse(kAttack, "attack.altitudeHigh",
                      "Nothing at a lower altitude attacks a combatant flying High, nor is attacked by it",
                      {{"name", a.name}, {"target", t.name}});
    if (meleeAttack(a, variation) && a.altitude != t.altitude)
        return refuse(kAttack, "attack.altitudeMelee",
                      a.name + " cannot reach " + t.name + " in melee: they are at different altitudes",
                      {{"name", a.name}, {"target", t.name}});
    if (meleeAttack(a, variation)) {
        if (dist != 1)
            return refuse(kAttack, "attack.notAdjacent", "A melee attack needs the target adjacent",
                          {{"target", t.name}});
    } else {
        if (dist > a.weapon.range)
            return refuse(kAttack, "attack.outOfRange",
                          t.name + " is " + std::to_string(dist) + " squares away, beyond the range of " + a.weapon.name,
                          {{"target", t.name}, {"count", dist}, {"range", a.weapon.range}});
        if (!bestSight(s, a, t))
            return refuse(kAttack, "attack.noSight", a.name + " has no line of sight to " + t.name + " (C7)",
                          {{"name", a.name}, {"target", t.name}});
    }
    return std::nullopt;
}

// `a` is making the free action of its Combo Chain (the Combo System: an extra Advantage).
bool inComboChain(const CombatGridState& s, const Combatant& a)
{
    return s.combo && !s.combo->open && s.combo->combatant == a.id;
}

bool listed(const std::vector<std::string>& ids, const std::string& id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Analyse Target and the Disrupting Targets (the rules' "Analyse Target and Disrupting Targets"):
// the Advantages and Disadvantages on a test `a` makes against `t` (an attack, a Chance Attack, an
// evasion of t's attack, an analyse or disrupting test on either side). Analysed: an Advantage for
// each of `t`'s analysers on `a`'s side. War Cry: a Disadvantage when `t` war cried at `a`. Taunt
// (attacks only): an Advantage on an attack on its taunter, a Disadvantage on one on anyone else.
void disruptModifiers(const CombatGridState& s, const Combatant& a, const Combatant& t, bool attack,
                      std::vector<core::Modifier>& m)
{
    int analysed = 0;
    for (const auto& id : t.analysedBy) {
        const int i = findCombatant(s, id);
        if (i >= 0 && s.combatants[static_cast<std::size_t>(i)].director == a.director)
            ++analysed;
    }
    if (analysed > 0)
        m.push_back({"analysed", 10 * analysed});
    if (listed(a.warCriedBy, t.id))
        m.push_back({"warCry", -10});
    if (!attack)
        return;
    int at = 0, elsewhere = 0;
    for (const auto& id : a.tauntedBy)
        ++(id == t.id ? at : elsewhere);
    if (at > 0)
        m.push_back({"taunted", 10 * at});
    if (elsewhere > 0)
        m.push_back({"tauntedElsewhere", -10 * elsewhere});
}

// Analyse Target and the Disrupting Targets end at the start of the actor's next turn, or when
// it is down (it has no next turn: our reading).
void endDisruptsBy(CombatGridState& s, const std::string& id)
{
    for (auto& o : s.combatants)
        for (auto* list : {&o.analysedBy, &o.warCriedBy, &o.tauntedBy, &o.distractedBy})
            list->erase(std::remove(list->begin(), list->end(), id), list->end());
}

// The worse of two results of one test (Distract): a failure is worse than a pass; of two passes
// the fewer DoS, of two failures the more DoF.
bool worseThan(const core::TestResult& a, const core::TestResult& b)
{
    if (a.passed != b.passed)
        return !a.passed;
    return a.passed ? a.degrees < b.degrees : a.degrees > b.degrees;
}

// The ailments on an attack: the target's (an Advantage each), the attacker's Dizzy (a
// Disadvantage) and Enraged (an Advantage on melee attacks).
void attackAilmentModifiers(const CombatGridState& s, const Combatant& a, const Combatant& t, bool melee,
                            std::vector<core::Modifier>& m)
{
    if (!t.ailments.empty())
        m.push_back({"ailment", 10 * static_cast<int>(t.ailments.size())});
    if (hasAilment(a, "dizzy"))
        m.push_back({"dizzy", -10});
    stressModifiers(a, m);
    fearModifiers(s, a, m);
    if (melee && hasAilment(a, "enraged"))
        m.push_back({"enraged", 10});
    // Its injuries (docs/games/combatgrid.md "Injuries"): a ranged attack is a Senses test
    // (Trouble Concentrating); Broken Fingers on the weapon arm (the right) is a Disadvantage each.
    if (!melee)
        injuryModifiers(a, "senses", m);
    if (const int n = injuryCount(a, "brokenFingers", RightArm))
        m.push_back({"brokenFingers", -10 * n});
}

// The attacker's Advantages and Disadvantages the map and the declaration give (the rules'
// table; C7 for cover and high ground).
std::vector<core::Modifier> attackModifiers(const CombatGridState& s, const Combatant& a, const Combatant& t,
                                            const std::string& variation, int disadvantages = 0)
{
    std::vector<core::Modifier> m;
    if (inComboChain(s, a))
        m.push_back({"combo", 10});
    const int d = distanceBetween(a, t);
    if (variation == "fast")
        m.push_back({"fastAttack", 10});
    if (variation == "called")
        m.push_back({"calledAttack", -20});
    if (variation == "called" && !t.protectedBy.empty()) // a Called Attack ignores the protector
        m.push_back({"protected", -10});
    if (variation == "charge")
        m.push_back({"charge", 10});
    if (variation == "strong")
        m.push_back({"strongAttack", -10 * disadvantages});
    if (a.focus > 0)
        m.push_back({"focus", 10 * a.focus});
    if (s.surpriseRound)
        m.push_back({"ambushing", 10});
    if (a.altitude == t.altitude && s.grid.at(a.pos).elevation - s.grid.at(t.pos).elevation >= 1)
        m.push_back({"highGround", 10});
    if (meleeAttack(a, variation)) {
        if (t.prone)
            m.push_back({"proneTarget", 10});
        if (t.running > 0) // the Advantages table: Running Target
            m.push_back({"runningTarget", 10 * t.running});
        if (!t.grappledBy.empty()) // the Advantages table: melee attacks against the grappled
            m.push_back({"grappledEnemy", 10});
    } else {
        const bool pointBlank = d <= 3 && d > 1;
        if (pointBlank)
            m.push_back({"pointBlank", 10});
        if (2 * d <= a.weapon.range)
            m.push_back({"closeRange", 10});
        if (t.prone && !pointBlank)
            m.push_back({"shootingAtProne", -10});
        if (t.running > 0) // the Disadvantages table: Running Target (Shoot)
            m.push_back({"runningTargetShoot", -10 * t.running});
        for (const auto& o : s.combatants)
            if (!o.down && enemies(o, t) && &o != &a && distanceBetween(o, t) == 1) {
                m.push_back({"shootingIntoMelee", -10});
                break;
            }
        if (const auto sight = bestSight(s, a, t)) {
            if (sight->cover == core::Cover::Partial)
                m.push_back({"coverPartial", -10});
            else if (sight->cover == core::Cover::Full)
                m.push_back({"coverFull", -10});
        }
    }
    if (const int diff = s.grid.at(a.pos).difficult)
        m.push_back({"difficultTerrain", -10 * diff});
    attackAilmentModifiers(s, a, t, meleeAttack(a, variation), m);
    disruptModifiers(s, a, t, true, m); // Analysed, War Cry, Taunt
    return m;
}

int hitLocation(int roll, const Combatant& t)
{
    if (roll <= 10)
        return Head;
    if (roll <= 20)
        return LeftArm;
    if (roll <= 30)
        return RightArm;
    if (t.kind == "angel" && roll <= 40) // C4
        return Core;
    if (roll <= 60)
        return Body;
    if (roll <= 80)
        return LeftLeg;
    return RightLeg;
}

bool isOver(const CombatGridState& s) { return s.phase == Phase::Over; }

void checkEnd(CombatGridState& s, std::vector<Event>& events)
{
    bool players = false, director = false;
    for (const auto& c : s.combatants)
        if (!c.down)
            (c.director ? director : players) = true;
    if (director && players)
        return;
    s.phase = Phase::Over;
    s.endReason = players ? "playersWin" : "directorWins";
    Event e;
    e.type = "encounterOver";
    e.data = {{"reason", s.endReason}};
    e.message = Message{"combatgrid.end." + s.endReason,
                        players ? "Every enemy is down: the players win" : "Every player combatant is down: the Director wins",
                        Json::object(), kEnd};
    events.push_back(std::move(e));
}

Combatant& byId(CombatGridState& s, const std::string& id)
{
    return s.combatants[static_cast<std::size_t>(findCombatant(s, id))];
}

// Wounds taken (the rules' "Damage and Wounds"): each wound comes off the wounds left, and with
// A fate point spent (the rules' "Fate Points"): the `fate` event and its log line. The fate left
// is the Director's for its own combatants (C8): the players get the event without it, and
// nothing at all when they cannot see the spender.
Event fateEvent(const Combatant& c, const std::string& use, int spent, core::Seat director, bool seen)
{
    Event e;
    e.type = "fate";
    e.data = {{"combatant", c.id}, {"use", use}, {"spent", spent}, {"left", c.fate}};
    const std::string n = std::to_string(spent);
    const Json args = {{"name", c.name}, {"count", spent}};
    e.message = use == "advantage"   ? Message{"combatgrid.log.fateAdvantage",
                                               c.name + " spends a fate point: two Advantages on the test", args, kActions}
                : use == "reroll"    ? Message{"combatgrid.log.fateReroll",
                                               c.name + " spends a fate point to reroll the failed test", args, kActions}
                : use == "restoreWounds"
                    ? Message{"combatgrid.log.fateRestoreWounds",
                              c.name + " spends a fate point and restores " + n + " wounds", args, kActions}
                : use == "blockInjury"
                    ? Message{"combatgrid.log.fateBlockInjury",
                              c.name + " spends " + n + " fate points to block as many Injuries", args, kActions}
                : use == "ready"
                    ? Message{"combatgrid.log.fateReady",
                              c.name + " readies fate to block the next Injuries", args, kActions}
                    : Message{"combatgrid.log.fateUnready",
                              c.name + " keeps its fate for other things", args, kActions};
    if (!seen)
        hideFromPlayers(e, director);
    else if (c.director) { // the fate left is the Director's
        e.audience = {false, {director}};
        e.redacted = {{"combatant", c.id}, {"use", use}, {"spent", spent}};
        e.redactedMessage = e.message;
    }
    return e;
}

// none left it is an Injury and a Stress; an Eva's pilot feels every wound as Stress (C4); each
// savage effect is an Injury more. A savage hit with no wounds left, or more Injuries than the
// Physique Bonus, puts the combatant down. Returns the Injuries taken.
int takeWounds(Combatant& t, int wounds, int savage, std::vector<Event>* events = nullptr, core::Seat director = -1,
               bool seen = true, int loc = Body, const std::string& source = {})
{
    const bool wasDown = t.down;
    int injuries = 0;
    for (int i = 0; i < wounds; ++i) {
        if (t.wounds > 0) {
            --t.wounds;
        } else {
            ++injuries;
            ++t.stress;
        }
    }
    if (t.kind == "eva")
        t.stress += wounds; // C4 feedback
    injuries += savage;
    // Block Injury (the rules' fate point use): ready, it spends a fate point per Injury incurred,
    // each one Injury less, while fate lasts.
    if (t.fateBlocksInjury && injuries > 0 && t.fate > 0 && events) {
        const int blocked = std::min(injuries, t.fate);
        injuries -= blocked;
        t.fate -= blocked;
        if (t.fate == 0)
            t.fateBlocksInjury = false;
        events->push_back(fateEvent(t, "blockInjury", blocked, director, seen));
    }
    // Each Injury through the injury table (docs/games/combatgrid.md "Injuries"), each effect told.
    if (injuries > 0) // Fear: suffering an injury is a trigger (tested once the action is done)
        t.fearPending.push_back({"injury", source});
    for (int i = 0; i < injuries; ++i)
        for (const std::string& row : takeInjury(t, loc)) {
            if (row == "existentialCrisis") // the row: the Angel must make a Fear test
                t.fearPending.push_back({"existentialCrisis", source});
            if (!events)
                continue;
            Event e;
            e.type = "injury";
            e.data = {{"combatant", t.id}, {"injury", row}, {"location", locationName(loc)}, {"score", t.injuries}};
            e.message = Message{"combatgrid.log.injury",
                                t.name + " suffers " + row + " (" + locationName(loc) + ")",
                                {{"name", t.name}, {"injury", row}, {"location", locationName(loc)}}, kAttack};
            if (!seen)
                hideFromPlayers(e, director);
            else if (t.director) { // the Director's injuries are the Director's (C8): the players read one is taken
                e.audience = {false, {director}};
                e.redacted = {{"combatant", t.id}};
                e.redactedMessage = Message{"combatgrid.log.injurySecret", t.name + " suffers an injury",
                                            {{"name", t.name}}, kAttack};
            }
            events->push_back(std::move(e));
        }
    if ((savage > 0 && t.wounds == 0) || t.injuries > bonus(scoreOf(t, "physique")))
        t.down = true;
    if (!wasDown && t.down)
        t.downedBy = source; // its allies' fear, when they see it fall, is of whoever did it
    return injuries;
}

// Damage against a location: Defence is the Physique Bonus + the armour there; wounds, injuries,
// savage and down as the rules' "Damage" and "Wounds" give them. The `hit` event names `c` as
// the one who dealt it.
void applyDamage(const CombatGridState& s, Combatant& c, Combatant& t, int damage, int loc, bool critical,
                 std::vector<Event>& events, const std::string& exploit = {})
{
    const int armour = t.armour[static_cast<std::size_t>(loc)];
    const int defense = bonus(scoreOf(t, "physique")) + armour;
    int wounds = 0, savage = 0;
    if (damage > defense) {
        wounds = 1;
        if (damage - defense >= 5)
            ++wounds; // High Damage
        if (loc == Head || loc == Core)
            ++wounds; // Headshot / weak spot
        if (armour == 0)
            ++wounds; // Unguarded
        if (critical)
            ++wounds; // Critical Hit
        if (!exploit.empty())
            ++wounds; // Exploit Hit (off an ailment)
        if (damage - defense >= 10)
            ++savage; // Very High Damage
        if (injuryCount(t, "innerDamage") > 0)
            ++wounds; // Inner Damage (the injury table): an extra Wound whenever it suffers damage
        if (wounds >= 4)
            ++savage; // 4+ Wounds
        if (fearLevel(t) == FearLevel::Catatonia)
            ++savage; // Catatonia: Helpless, so the attack is Savage
    }
    std::vector<Event> blocked; // a fate point's Block Injury and the injuries, told after the hit
    const int injuries = takeWounds(t, wounds, savage, &blocked, s.directorSeat, CombatGridRules::visibleToPlayers(s, t),
                                    loc, &c != &t ? c.id : std::string());
    Event e;
    e.type = "hit";
    e.data = {{"attacker", c.id}, {"target", t.id},     {"location", locationName(loc)}, {"damage", damage},
              {"defense", defense}, {"armour", armour}, {"wounds", wounds},              {"injuries", injuries},
              {"savage", savage},   {"down", t.down}, {"exploit", exploit}};
    e.message = Message{wounds > 0 ? "combatgrid.log.wound" : "combatgrid.log.noWound",
                        t.name + " is hit in the " + locationName(loc) + ": damage " + std::to_string(damage) +
                            " against defence " + std::to_string(defense),
                        {{"name", t.name}, {"location", locationName(loc)}, {"damage", damage}, {"defense", defense},
                         {"count", wounds}},
                        kAttack};
    events.push_back(std::move(e));
    for (auto& b : blocked)
        events.push_back(std::move(b));
}

// A fall (the rules' "Falling"): 1 damage per metre fallen, ignoring armour (Defence is the
// Physique Bonus alone), the usual wounds without the armour-based Unguarded one; a wound from a
// fall knocks the faller prone. `reduced`: the DoS of the test a fall on purpose allows (1 damage
// less each). The `fall` event says how far, then the `hit`.
void fall(const CombatGridState& s, Combatant& t, int metres, std::vector<Event>& events, int reduced = 0)
{
    Event f;
    f.type = "fall";
    f.data = {{"combatant", t.id}, {"metres", metres}, {"reduced", reduced}};
    f.message = Message{"combatgrid.log.fall", t.name + " falls " + std::to_string(metres) + " metres",
                        {{"name", t.name}, {"count", metres}}, kMove};
    events.push_back(std::move(f));
    const int damage = std::max(0, metres - reduced);
    const int defense = bonus(scoreOf(t, "physique"));
    int wounds = 0, savage = 0;
    if (damage > defense) {
        wounds = damage - defense >= 5 ? 2 : 1;
        if (injuryCount(t, "innerDamage") > 0)
            ++wounds; // Inner Damage
        if (damage - defense >= 10)
            ++savage;
    }
    std::vector<Event> blocked; // a fate point's Block Injury, told after the hit
    const int injuries = takeWounds(t, wounds, savage, &blocked, s.directorSeat, CombatGridRules::visibleToPlayers(s, t));
    if (wounds > 0)
        t.prone = true;
    Event e;
    e.type = "hit";
    e.data = {{"attacker", t.id}, {"target", t.id},     {"location", locationName(Body)}, {"damage", damage},
              {"defense", defense}, {"armour", 0},      {"wounds", wounds},               {"injuries", injuries},
              {"savage", savage},   {"down", t.down},   {"fall", true}};
    e.message = Message{wounds > 0 ? "combatgrid.log.fallWound" : "combatgrid.log.fallNoWound",
                        t.name + " takes " + std::to_string(damage) + " damage from the fall against defence " +
                            std::to_string(defense),
                        {{"name", t.name}, {"damage", damage}, {"defense", defense}, {"count", wounds}}, kMove};
    events.push_back(std::move(e));
    for (auto& b : blocked)
        events.push_back(std::move(b));
}

// Harmful terrain entered at full speed (the rules' "Harmful Terrain"): the better of Athletics
// and Acrobatics with one Disadvantage per point of its Harmful Terrain Number. A failure on
// uneven or slippery ground knocks the combatant prone; on damaging ground it takes the terrain's
// damage + its DoF to the body (against Physique Bonus + body armour). True when passed.
bool harmfulTest(CombatGridState& s, core::Rng& rng, Combatant& m, const Harm& harm, std::vector<Event>& events)
{
    std::vector<core::Modifier> mods;
    if (harm.number > 0)
        mods.push_back({"harmfulTerrain", -10 * harm.number});
    const int base = std::max(skillOf(m, "athletics", "physique"), skillOf(m, "acrobatics", "grace"));
    const core::TestResult t = testOf(s, rng, base, ailing(s, m, mods));
    const std::size_t first = events.size();
    // What the players cannot see stays the Director's (C8): the test, the fall, the hurt.
    const bool seen = CombatGridRules::visibleToPlayers(s, m);
    auto hide = [&] {
        if (!seen)
            for (std::size_t i = first; i < events.size(); ++i)
                hideFromPlayers(events[i], s.directorSeat);
    };
    events.push_back(core::roll::testEvent(t, m.name, "harmfulTerrain"));
    if (t.passed) {
        hide();
        return true;
    }
    Event e;
    if (harm.damages) {
        const int damage = harm.damage + t.degrees;
        e.type = "harmed";
        e.data = {{"combatant", m.id}, {"damage", damage}};
        e.message = Message{"combatgrid.log.harmed",
                            m.name + " is hurt by the harmful ground (damage " + std::to_string(damage) + ")",
                            {{"name", m.name}, {"damage", damage}}, kMove};
        events.push_back(std::move(e));
        applyDamage(s, m, m, damage, Body, false, events);
    } else {
        m.prone = true;
        e.type = "tripped";
        e.data = {{"combatant", m.id}};
        e.message = Message{"combatgrid.log.tripped", m.name + " falls prone on the uneven ground", {{"name", m.name}},
                            kMove};
        events.push_back(std::move(e));
    }
    hide();
    return false;
}

// Deep water under a block (any of its squares 3 metres deep: 'W').
bool deepUnder(const core::Grid& g, Cell corner, int size)
{
    for (Cell c : cellsOf(corner, size))
        if (waterLevel(g, c) >= 3)
            return true;
    return false;
}

// An event about `m`, hidden from the players when they cannot see it (C8).
void pushAbout(CombatGridState& s, const Combatant& m, Event e, std::vector<Event>& events)
{
    if (!CombatGridRules::visibleToPlayers(s, m))
        hideFromPlayers(e, s.directorSeat);
    events.push_back(std::move(e));
}

// A test of `c` that a Distract may spoil: while it is distracted, the test is rolled twice and
// the worse kept (the rules' Distract, our reading: its next attack, evasion or disrupting test),
// the distraction used up. The dropped roll is in the log (`what` "distracted").
core::TestResult distractedTest(CombatGridState& s, core::Rng& rng, Combatant& c, int base,
                                const std::vector<core::Modifier>& mods, std::vector<Event>& events)
{
    core::TestResult t = testOf(s, rng, base, mods);
    if (c.distractedBy.empty())
        return t;
    c.distractedBy.erase(c.distractedBy.begin());
    core::TestResult again = testOf(s, rng, base, mods);
    if (worseThan(again, t))
        std::swap(t, again);
    pushAbout(s, c, core::roll::testEvent(again, c.name, "distracted"), events); // the better roll, dropped
    return t;
}

// Foot Pain (the injury table): 1 Stress whenever it makes a Basic Move: the first walk or leap of
// its turn (a Move split between actions is one Basic Move).
void footPain(CombatGridState& s, Combatant& c, std::vector<Event>& events)
{
    if (s.basicMoved)
        return;
    s.basicMoved = true;
    if (injuryCount(c, "footPain") == 0)
        return;
    ++c.stress;
    Event e;
    e.type = "injuryEffect";
    e.data = {{"combatant", c.id}, {"injury", "footPain"}, {"stress", 1}};
    e.message = Message{"combatgrid.log.footPain", c.name + "'s foot pain: 1 Stress", {{"name", c.name}}, kMove};
    if (c.director) // its Stress is the Director's (C8)
        e.audience = {false, {s.directorSeat}};
    pushAbout(s, c, std::move(e), events);
}

// Air again (out of the deep water, or back at the surface): the drowning ends.
void breathes(CombatGridState& s, Combatant& m, std::vector<Event>& events)
{
    if (!m.drowning)
        return;
    m.drowning = false;
    m.breathRounds = 0;
    Event e;
    e.type = "breathes";
    e.data = {{"combatant", m.id}};
    e.message = Message{"combatgrid.log.breathes", m.name + " comes up for air", {{"name", m.name}}, kMove};
    pushAbout(s, m, std::move(e), events);
}

// Swimming in deep water (the rules' "Swimming": especially deep water asks for a test regardless,
// with no benefit for passing but staying afloat; failing by 4 DoF or more sinks the swimmer, who
// starts to drown). Athletics (Physique). A pass brings a drowning swimmer back up. True when it
// sinks (the walk ends there).
bool swimTest(CombatGridState& s, core::Rng& rng, Combatant& m, std::vector<Event>& events)
{
    const core::TestResult t = testOf(s, rng, skillOf(m, "athletics", "physique"), ailing(s, m, {}, "physique"));
    Event roll = core::roll::testEvent(t, m.name, "swim");
    pushAbout(s, m, std::move(roll), events);
    if (t.passed) {
        breathes(s, m, events);
        return false;
    }
    if (t.degrees < 4)
        return false;
    if (!m.drowning) {
        m.drowning = true;
        m.breathRounds = 0;
    }
    Event e;
    e.type = "sinks";
    e.data = {{"combatant", m.id}};
    e.message = Message{"combatgrid.log.sinks", m.name + " sinks and starts to drown", {{"name", m.name}}, kMove};
    pushAbout(s, m, std::move(e), events);
    return true;
}

// Suffocation (the rules' "Suffocation", strenuous activity: breath held for Physique Bonus
// rounds, a Physique test each round, 1 Stress + 1 per DoF on a failure; out of time, it falls
// unconscious). Taken at the end of each of the drowning combatant's turns.
void suffocate(CombatGridState& s, core::Rng& rng, Combatant& m, std::vector<Event>& events)
{
    if (!m.drowning || m.down)
        return;
    ++m.breathRounds;
    if (m.breathRounds > bonus(scoreOf(m, "physique"))) {
        m.down = true;
        Event e;
        e.type = "drowned";
        e.data = {{"combatant", m.id}, {"rounds", m.breathRounds - 1}};
        e.message = Message{"combatgrid.log.drowned", m.name + " runs out of breath and falls unconscious",
                            {{"name", m.name}}, kMove};
        pushAbout(s, m, std::move(e), events);
        return;
    }
    const core::TestResult t = testOf(s, rng, scoreOf(m, "physique"), ailing(s, m, {}, "physique"));
    pushAbout(s, m, core::roll::testEvent(t, m.name, "suffocation"), events);
    if (t.passed)
        return;
    const int stress = 1 + t.degrees;
    m.stress += stress;
    Event e;
    e.type = "suffocating";
    e.data = {{"combatant", m.id}, {"stress", stress}, {"rounds", m.breathRounds}};
    e.message = Message{"combatgrid.log.suffocating", m.name + " struggles for air (" + std::to_string(stress) + " Stress)",
                        {{"name", m.name}, {"count", stress}}, kMove};
    pushAbout(s, m, std::move(e), events);
}

// A grappled combatant declares a Movement, an Action or an evasion: first an opposed test, the
// best of its Melee, Acrobatics or Endurance against the better of the grappler's Melee or
// Endurance (the rules' Grapple; the surprised grappler cannot oppose it in the surprise round).
// A pass breaks the grapple; a failure wastes what was declared. True when it may go on.
bool breakFree(CombatGridState& s, core::Rng& rng, Combatant& g, const char* declared, std::vector<Event>& events)
{
    if (g.grappledBy.empty())
        return true;
    Combatant& h = byId(s, g.grappledBy);
    const int base = std::max({skillOf(g, "melee", "might"), skillOf(g, "acrobatics", "grace"),
                               skillOf(g, "endurance", "physique")});
    const core::TestResult t = testOf(s, rng, base, ailing(s, g));
    bool passed = t.passed;
    if (!(s.surpriseRound && h.surprised)) {
        const int hold = std::max(skillOf(h, "melee", "might"), skillOf(h, "endurance", "physique"));
        const auto o = core::dice::opposed(t, testOf(s, rng, hold, ailing(s, h)));
        events.push_back(core::roll::opposedEvent(o, g.name, h.name, "breakGrapple"));
        passed = o.initiatorWins;
    } else {
        events.push_back(core::roll::testEvent(t, g.name, "breakGrapple"));
    }
    Event e;
    e.data = {{"combatant", g.id}, {"grappler", h.id}, {"declared", declared}};
    if (passed) {
        g.grappledBy.clear();
        e.type = "grappleBroken";
        e.message = Message{"combatgrid.log.grappleBroken", g.name + " breaks free of " + h.name + "'s grapple",
                            {{"name", g.name}, {"target", h.name}}, kAttack};
    } else {
        e.type = "grappleHolds";
        e.message = Message{"combatgrid.log.grappleHolds",
                            g.name + " fails to break " + h.name + "'s grapple and does nothing",
                            {{"name", g.name}, {"target", h.name}}, kAttack};
    }
    events.push_back(std::move(e));
    return passed;
}

// Analyse Target and its variations, the Disrupting Targets (the rules' "Analyse Target and
// Disrupting Targets"): the skills each may test, the best taken (as a Dodge or breaking a
// grapple takes the best it may), and those the target opposes with. A skill the sheets cannot
// have (C3 lists none of Academics and Inquiry) is its flat Score, Intellect for both (our
// reading); a flat Score in the text ("or Grace") is that Score.
struct SkillOption {
    const char* skill; // nullptr: the flat Score
    const char* score;
};
struct DisruptKind {
    const char* id; // the action's variation, the roll's `what`
    std::vector<SkillOption> test;
    std::vector<SkillOption> oppose;
};
const std::vector<DisruptKind>& disruptKinds()
{
    static const std::vector<DisruptKind> kinds = {
        {"analyse", // Endurance (Injury), Academics (Strategy), Awareness (Threat)
         {{"endurance", "physique"}, {nullptr, "intellect"}, {"awareness", "senses"}},
         {{"subterfuge", "grace"}, {"manipulation", "fellowship"}, {nullptr, "grace"}}},
        {"distract", // Manipulation (Deception), Awareness (Anticipate); Inquiry (Scrutiny) or Senses
         {{"manipulation", "fellowship"}, {"awareness", "senses"}},
         {{nullptr, "intellect"}, {nullptr, "senses"}}},
        {"warCry", // Athletics (Exertion), Authority (Intimidate); Fortitude (Courage) or Will
         {{"athletics", "physique"}, {"authority", "fellowship"}},
         {{"fortitude", "will"}, {nullptr, "will"}}},
        {"taunt", // Manipulation (Entice), Authority (Demagogy); Fortitude (Resist Manipulation) or Will
         {{"manipulation", "fellowship"}, {"authority", "fellowship"}},
         {{"fortitude", "will"}, {nullptr, "will"}}},
    };
    return kinds;
}
const DisruptKind* disruptKind(const std::string& id)
{
    for (const auto& k : disruptKinds())
        if (id == k.id)
            return &k;
    return nullptr;
}
// The best of the options for `c`: its base and the Score it tests (for the injuries' modifiers).
std::pair<int, const char*> bestOption(const Combatant& c, const std::vector<SkillOption>& options)
{
    std::pair<int, const char*> best{-1, nullptr};
    for (const auto& o : options) {
        const int v = o.skill ? skillOf(c, o.skill, o.score) : scoreOf(c, o.score);
        if (v > best.first)
            best = {v, o.score};
    }
    return best;
}

// The opposed test of an Analyse Target or a Disrupting Target, and its effect on a pass. The
// target opposes unless it is surprised in the surprise round (then an unopposed test).
void resolveDisrupt(CombatGridState& s, core::Rng& rng, Combatant& c, Combatant& t, const DisruptKind& k,
                    std::vector<Event>& events)
{
    const std::string kind = k.id;
    if (kind != "analyse")
        c.stealth = false; // a war cry, a taunt or a distraction addresses the enemy: it gives the actor away
    const auto [base, score] = bestOption(c, k.test);
    std::vector<core::Modifier> mods;
    disruptModifiers(s, c, t, false, mods);
    const core::TestResult test = distractedTest(s, rng, c, base, ailing(s, c, std::move(mods), score), events);
    bool passed = test.passed;
    if (!(s.surpriseRound && t.surprised)) {
        const auto [obase, oscore] = bestOption(t, k.oppose);
        std::vector<core::Modifier> omods;
        disruptModifiers(s, t, c, false, omods);
        const auto o = core::dice::opposed(test, distractedTest(s, rng, t, obase, ailing(s, t, std::move(omods), oscore), events));
        pushAbout(s, c, core::roll::opposedEvent(o, c.name, t.name, k.id), events);
        passed = o.initiatorWins;
    } else {
        pushAbout(s, c, core::roll::testEvent(test, c.name, k.id), events);
    }
    if (passed) {
        auto& list = kind == "analyse" ? t.analysedBy : kind == "distract" ? t.distractedBy
                                                      : kind == "warCry"   ? t.warCriedBy
                                                                           : t.tauntedBy;
        if (!listed(list, c.id))
            list.push_back(c.id);
    }
    Event e;
    e.type = "analyse";
    e.data = {{"combatant", c.id}, {"target", t.id}, {"variation", kind}, {"passed", passed}};
    const Json args = {{"name", c.name}, {"target", t.name}};
    if (!passed) {
        const std::string text = kind == "analyse"    ? c.name + " fails to analyse " + t.name
                                 : kind == "distract" ? c.name + " fails to distract " + t.name
                                 : kind == "warCry"   ? t.name + " stands firm against " + c.name + "'s war cry"
                                                      : t.name + " ignores " + c.name + "'s taunt";
        e.message = Message{"combatgrid.log." + kind + "Failed", text, args, kActions};
    } else if (kind == "analyse") {
        e.message = Message{"combatgrid.log.analyse",
                            c.name + " analyses " + t.name + ": its side gains an Advantage against " + t.name +
                                " until " + c.name + "'s next turn",
                            args, kActions};
    } else if (kind == "distract") {
        e.message = Message{"combatgrid.log.distract",
                            c.name + " distracts " + t.name + ": its next test is rolled twice and the worse kept",
                            args, kActions};
    } else if (kind == "warCry") {
        e.message = Message{"combatgrid.log.warCry",
                            c.name + "'s war cry shakes " + t.name + ": a Disadvantage on its tests against " + c.name +
                                " until " + c.name + "'s next turn",
                            args, kActions};
    } else {
        e.message = Message{"combatgrid.log.taunt",
                            c.name + " taunts " + t.name + ": an Advantage to hit " + c.name +
                                ", a Disadvantage on its attacks at others, until " + c.name + "'s next turn",
                            args, kActions};
    }
    pushAbout(s, c, std::move(e), events);
}

// Everything that keeps `a` from analysing or disrupting `targetId` but the Action and the repeat
// limit: it is an enemy, standing, in sight (C7), and known to `a`'s side (C8).
std::optional<Result> analyseRefusal(const CombatGridState& s, const Combatant& a, const std::string& targetId)
{
    const int ti = findCombatant(s, targetId);
    if (ti < 0 || (!a.director && !CombatGridRules::visibleToPlayers(s, s.combatants[static_cast<std::size_t>(ti)])) ||
        (a.director && s.combatants[static_cast<std::size_t>(ti)].stealth &&
         !s.combatants[static_cast<std::size_t>(ti)].down))
        return refuse(kActions, "analyse.noTarget", "No enemy " + targetId + " is in sight", {{"target", targetId}});
    const Combatant& t = s.combatants[static_cast<std::size_t>(ti)];
    if (t.down)
        return refuse(kActions, "analyse.down", t.name + " is already down", {{"target", t.name}});
    if (!enemies(a, t))
        return refuse(kActions, "analyse.notEnemy", a.name + " analyses or disrupts an enemy, and " + t.name + " is on its side",
                      {{"name", a.name}, {"target", t.name}});
    if (!bestSight(s, a, t))
        return refuse(kActions, "analyse.noSight", a.name + " has no line of sight to " + t.name + " (C7)",
                      {{"name", a.name}, {"target", t.name}});
    return std::nullopt;
}

// Grapples end when either is down or they are no longer Engaged with each other (moved apart).
void releaseGrapples(CombatGridState& s, std::vector<Event>& events)
{
    for (auto& c : s.combatants) {
        if (c.grappledBy.empty())
            continue;
        const Combatant& h = byId(s, c.grappledBy);
        if (!c.down && !h.down && distanceBetween(c, h) == 1)
            continue;
        c.grappledBy.clear();
        Event e;
        e.type = "grappleEnds";
        e.data = {{"combatant", c.id}, {"grappler", h.id}};
        e.message = Message{"combatgrid.log.grappleEnds", c.name + " is no longer grappled", {{"name", c.name}}, kAttack};
        events.push_back(std::move(e));
    }
}

// Push: the target goes back one square per DoS, straight away from the attacker (the sign of
// the difference between the blocks' centres on each axis); the attacker holding it in a grapple
// moves with it (not down a drop). A wall, the map's edge, a standing combatant or a rise in the
// ground (a higher square) stops it: the squares it still had to go are dealt as Stress and as
// damage to the body (against Physique Bonus + body armour). The terrain ends it too, with no
// obstacle damage: off a height it falls (the rules' "Falling", 1 damage per metre, no armour);
// into water it stops in the water; onto harmful ground it stops there, entered at full speed, and
// tests as a mover hurrying across it would.
void pushBack(CombatGridState& s, core::Rng& rng, Combatant& c, Combatant& t, int squares, std::vector<Event>& events)
{
    auto sign = [](int v) { return (v > 0) - (v < 0); };
    const int dx = sign((2 * t.pos.x + t.size) - (2 * c.pos.x + c.size));
    const int dy = sign((2 * t.pos.y + t.size) - (2 * c.pos.y + c.size));
    bool follow = t.grappledBy == c.id;
    int moved = 0, drop = 0;
    bool blocked = false, water = false;
    Harm harm;
    for (int k = 0; k < squares; ++k) {
        const Cell next{t.pos.x + dx, t.pos.y + dy};
        const int here = heightAt(s.grid, t.pos, t.size);
        if (!stepCost(s, t, false)(t.pos, next) || (!t.flies && heightAt(s.grid, next, t.size) > here)) {
            blocked = true;
            break;
        }
        t.pos = next;
        ++moved;
        if (follow) {
            const Cell behind{c.pos.x + dx, c.pos.y + dy};
            if (stepCost(s, c, false)(c.pos, behind) &&
                heightAt(s.grid, behind, c.size) == heightAt(s.grid, c.pos, c.size))
                c.pos = behind;
            else
                follow = false;
        }
        if (t.flies) // a flier is pushed through the air: no height, water or ground stops it
            continue;
        drop = here - heightAt(s.grid, t.pos, t.size);
        for (Cell cell : cellsOf(t.pos, t.size))
            water = water || s.grid.at(cell).waterDepth > 0;
        harm = harmAt(s.grid, t.pos, t.size);
        if (drop > 0 || water || harm.number >= 0)
            break;
    }
    const int left = squares - moved;
    Event e;
    e.type = "push";
    e.data = {{"attacker", c.id}, {"target", t.id}, {"squares", moved}, {"x", t.pos.x}, {"y", t.pos.y},
              {"blocked", blocked}, {"left", blocked ? left : 0}, {"fall", drop}, {"water", water},
              {"harmful", harm.number >= 0}};
    const Json args = {{"name", t.name}, {"count", moved}, {"left", left}};
    const std::string n = std::to_string(moved);
    e.message = blocked  ? Message{"combatgrid.log.pushBlocked",
                                   t.name + " is pushed back " + n + " squares into an obstacle (" +
                                       std::to_string(left) + " Stress and damage)",
                                   args, kAttack}
                : drop > 0 ? Message{"combatgrid.log.pushOffHeight", t.name + " is pushed back " + n + " squares, off a height",
                                     args, kAttack}
                : water    ? Message{"combatgrid.log.pushWater", t.name + " is pushed back " + n + " squares into the water",
                                     args, kAttack}
                : harm.number >= 0
                    ? Message{"combatgrid.log.pushHarmful", t.name + " is pushed back " + n + " squares onto harmful ground",
                              args, kAttack}
                    : Message{"combatgrid.log.push", t.name + " is pushed back " + n + " squares", args, kAttack};
    events.push_back(std::move(e));
    if (blocked && left > 0) {
        t.stress += left;
        applyDamage(s, c, t, left, Body, false, events);
    }
    if (drop > 0)
        fall(s, t, drop, events);
    if (harm.number >= 0 && !t.down)
        harmfulTest(s, rng, t, harm, events);
}

// What an attack came to, for the Combo System: the DoS after the evasion's (the rules' All-Weapon
// Attack: "the attack test DoS (after reduction for enemy evasion)"), and whether the hit landed
// on an unguarded location (0 armour) of a combatant who was not Defending.
struct AttackOutcome {
    int degrees = 0;
    bool unguarded = false;
    std::string exploit; // the ailment an Exploit Hit was scored off, or empty
};

// Exploit Hits (the rules' "Exploit Hits" and the Ailments table): the ailment of `t` that gives
// `c`'s attack an Exploit Hit, or empty. Hypnotised: every attack. Dominated: its controller's and
// their allies' attacks; the engine does not record who dominates, so our reading is the side
// opposed to the dominated one (an enemy dominates it). Shocked (Voltaic) and Frozen (Impact) need
// damage types, which the engine does not have yet.
std::string exploitOf(const Combatant& c, const Combatant& t)
{
    if (hasAilment(t, "hypnotised"))
        return "hypnotised";
    if (hasAilment(t, "dominated") && enemies(c, t))
        return "dominated";
    return {};
}

// ---- Ailments (the rules' "Ailments"; docs/games/combatgrid.md "Ailments") ----

// The shake-off (and resistance) test's base: Endurance for a Physical ailment, Fortitude for a
// Mental one, flat Physique or Will when untrained (C3).
int ailmentBase(const Combatant& c, const std::string& kind)
{
    return std::string(ailmentCategory(kind)) == "physical" ? skillOf(c, "endurance", "physique")
                                                            : skillOf(c, "fortitude", "will");
}

// The tester's own ailments on a test it takes: Dizzy, a Disadvantage on all tests; Burning, a
// Disadvantage on Will tests (`will`: the test is Will-based: Fortitude or flat Will).
void ownAilmentModifiers(const CombatGridState& s, const Combatant& c, std::vector<core::Modifier>& mods, bool will = false)
{
    mods = ailing(s, c, std::move(mods), will ? "will" : "physique");
    if (will && hasAilment(c, "burning"))
        mods.push_back({"burning", -10});
}

// Stunned, Hypnotised and Shocked cannot oppose attacks; Enraged cannot evade them.
bool cannotOppose(const Combatant& c)
{
    return hasAilment(c, "stunned") || hasAilment(c, "hypnotised") || hasAilment(c, "shocked") ||
           hasAilment(c, "enraged") || frozenWithFear(c); // Frozen and Catatonic with fear: no opposing
}

Event ailmentEvent(const Combatant& c, const std::string& type, const std::string& kind, const std::string& id,
                   const std::string& text)
{
    Event e;
    e.type = type;
    e.data = {{"combatant", c.id}, {"ailment", kind}, {"category", ailmentCategory(kind)}};
    e.message = Message{id, text, {{"name", c.name}, {"ailment", kind}}, kAilments};
    return e;
}

// An ailment takes hold (one Physical and one Mental at most: a new one of a category the
// combatant already suffers does not take hold, the one it has stays with its count; our
// reading, docs/games/combatgrid.md). True when it took hold.
bool inflictAilment(CombatGridState& s, Combatant& t, const std::string& kind, std::vector<Event>& events)
{
    const std::string cat = ailmentCategory(kind);
    for (const auto& a : t.ailments)
        if (ailmentCategory(a.kind) == cat) {
            Event e = ailmentEvent(t, "ailmentNoEffect", kind, "combatgrid.log.ailmentNoEffect",
                                   t.name + " already suffers " + a.kind + ": " + kind + " does not take hold");
            e.data["has"] = a.kind;
            e.message.args["has"] = a.kind;
            pushAbout(s, t, std::move(e), events);
            return false;
        }
    t.ailments.push_back(Ailment{kind});
    pushAbout(s, t, ailmentEvent(t, "ailment", kind, "combatgrid.log.ailment", t.name + " suffers " + kind), events);
    return true;
}

// The shake-off test of one ailment (or the test to resist one a weapon inflicts): its skill,
// +1 Advantage per earlier failure, +1 for Defending (the rules' Defend: Ailment Resistance
// tests), +1 per Action spent putting out a fire, and the tester's own ailments.
core::TestResult ailmentTest(CombatGridState& s, core::Rng& rng, Combatant& c, const Ailment& a, const char* what,
                             std::vector<Event>& events)
{
    std::vector<core::Modifier> mods;
    if (a.failures > 0)
        mods.push_back({"earlierFailures", 10 * a.failures});
    if (a.extra > 0)
        mods.push_back({"putOut", 10 * a.extra});
    if (c.defending)
        mods.push_back({"defending", 10});
    ownAilmentModifiers(s, c, mods, std::string(ailmentCategory(a.kind)) == "mental");
    const core::TestResult t = testOf(s, rng, ailmentBase(c, a.kind), mods);
    Event e = core::roll::testEvent(t, c.name, what);
    e.data["ailment"] = a.kind;
    e.data["combatant"] = c.id;
    pushAbout(s, c, std::move(e), events);
    return t;
}

// A weapon's ailment quality: a hit with at least its DoS inflicts it unless the target resists
// with its shake-off test.
void weaponAilment(CombatGridState& s, core::Rng& rng, const Combatant& c, Combatant& t, int degrees,
                   std::vector<Event>& events)
{
    if (c.weapon.ailment.empty() || degrees < c.weapon.ailmentOnDoS || t.down)
        return;
    if (ailmentTest(s, rng, t, Ailment{c.weapon.ailment}, "ailmentResist", events).passed) {
        pushAbout(s, t,
                  ailmentEvent(t, "ailmentResisted", c.weapon.ailment, "combatgrid.log.ailmentResisted",
                               t.name + " resists " + c.weapon.ailment),
                  events);
        return;
    }
    inflictAilment(s, t, c.weapon.ailment, events);
}

// Removes one ailment (a passed shake-off, a fate point).
void clearAilment(Combatant& c, const std::string& kind)
{
    c.ailments.erase(std::remove_if(c.ailments.begin(), c.ailments.end(), [&](const Ailment& a) { return a.kind == kind; }),
                     c.ailments.end());
}

// The start of a sufferer's turn: Shocked's Stress, then a free shake-off test per ailment (a
// pass clears it, a failure is an Advantage on the next); then what the ailments left take from
// this turn: Stunned and Hypnotised no Actions or Move, Frozen no Move.
// Blood Loss (the rules' "Blood Loss"): a Physique or Endurance (Injury) test, the better of the
// two, with `advantages` (three when an Action stems the bleeding). A failure costs 1 Wound; with
// none left, 1 Physique decay + 1 per DoF instead, and at 0 Physique an Injury to the body. A pass
// by stemming ends the Blood Loss (our reading: the first aid the injury table names). True on a pass.
bool bloodLossTest(CombatGridState& s, core::Rng& rng, Combatant& c, int advantages, std::vector<Event>& events)
{
    std::vector<core::Modifier> mods;
    if (advantages > 0)
        mods.push_back({"stemBleeding", 10 * advantages});
    const int base = std::max(scoreOf(c, "physique"), skillOf(c, "endurance", "physique"));
    const core::TestResult t = testOf(s, rng, base, ailing(s, c, std::move(mods), "physique"));
    pushAbout(s, c, core::roll::testEvent(t, c.name, "bloodLoss"), events);
    Event e;
    e.type = "bloodLoss";
    e.data = {{"combatant", c.id}, {"passed", t.passed}, {"stemmed", advantages > 0 && t.passed}};
    if (t.passed) {
        if (advantages > 0)
            c.bleeding = false;
        e.message = advantages > 0 ? Message{"combatgrid.log.bleedingStemmed", c.name + " stems the bleeding",
                                             {{"name", c.name}}, kActions}
                                   : Message{"combatgrid.log.bloodLossHeld", c.name + " bleeds but holds on",
                                             {{"name", c.name}}, kTurn};
        pushAbout(s, c, std::move(e), events);
        return true;
    }
    std::vector<Event> after;
    if (c.wounds > 0) {
        takeWounds(c, 1, 0, &after, s.directorSeat, CombatGridRules::visibleToPlayers(s, c));
        e.data["wound"] = true;
        e.message = Message{"combatgrid.log.bloodLossWound", c.name + " loses blood: 1 Wound", {{"name", c.name}}, kTurn};
    } else {
        const int decay = 1 + t.degrees;
        c.scores["physique"] = std::max(0, scoreOf(c, "physique") - decay);
        e.data["decay"] = decay;
        e.message = Message{"combatgrid.log.bloodLossDecay",
                            c.name + " loses blood: Physique " + std::to_string(decay) + " lower",
                            {{"name", c.name}, {"count", decay}}, kTurn};
        if (scoreOf(c, "physique") == 0)
            takeWounds(c, 1, 0, &after, s.directorSeat, CombatGridRules::visibleToPlayers(s, c), Body);
        if (c.injuries > bonus(scoreOf(c, "physique")))
            c.down = true;
    }
    e.data["down"] = c.down;
    if (c.director) { // its Wounds and Scores are the Director's (C8)
        e.redacted = {{"combatant", c.id}, {"passed", false}};
        e.redactedMessage = Message{"combatgrid.log.bloodLossSecret", c.name + " loses blood", {{"name", c.name}}, kTurn};
        e.audience = {false, {s.directorSeat}};
    }
    pushAbout(s, c, std::move(e), events);
    for (auto& a : after)
        events.push_back(std::move(a));
    return false;
}

void startOfTurnAilments(CombatGridState& s, core::Rng& rng, Combatant& c, std::vector<Event>& events)
{
    if (c.ailments.empty())
        return;
    if (hasAilment(c, "shocked")) {
        ++c.stress;
        pushAbout(s, c,
                  ailmentEvent(c, "ailmentStress", "shocked", "combatgrid.log.shockedStress",
                               c.name + " is shocked: 1 Stress"),
                  events);
    }
    for (std::size_t i = 0; i < c.ailments.size();) {
        Ailment& a = c.ailments[i];
        ++a.turns;
        if (ailmentTest(s, rng, c, a, "shakeOff", events).passed) {
            const std::string kind = a.kind;
            clearAilment(c, kind);
            pushAbout(s, c, ailmentEvent(c, "ailmentShaken", kind, "combatgrid.log.ailmentShaken", c.name + " shakes off " + kind),
                      events);
            continue;
        }
        ++a.failures;
        a.extra = 0;
        ++i;
    }
    if (hasAilment(c, "stunned") || hasAilment(c, "hypnotised"))
        s.moveLeft = s.actionsLeft = 0;
    if (hasAilment(c, "frozen"))
        s.moveLeft = 0;
}

// The end of a round: each Burning combatant suffers a Damage 4 attack ignoring armour (+1 per
// turn it has burned), to the body: beating its Defence (the Physique Bonus alone) deals 1 wound.
void burnAtRoundEnd(CombatGridState& s, std::vector<Event>& events)
{
    for (auto& c : s.combatants) {
        if (c.down)
            continue;
        for (const auto& a : c.ailments) {
            if (a.kind != "burning")
                continue;
            const int damage = 4 + a.turns;
            const int defense = bonus(scoreOf(c, "physique"));
            const int wounds = damage > defense ? 1 : 0;
            std::vector<Event> blocked;
            const int injuries = takeWounds(c, wounds, 0, &blocked, s.directorSeat, CombatGridRules::visibleToPlayers(s, c));
            Event e;
            e.type = "hit";
            e.data = {{"attacker", c.id}, {"target", c.id}, {"location", locationName(Body)}, {"damage", damage},
                      {"defense", defense}, {"armour", 0}, {"wounds", wounds}, {"injuries", injuries},
                      {"savage", 0}, {"down", c.down}, {"ailment", "burning"}};
            e.message = Message{wounds > 0 ? "combatgrid.log.burnWound" : "combatgrid.log.burnNoWound",
                                c.name + " burns: damage " + std::to_string(damage) + " against defence " +
                                    std::to_string(defense),
                                {{"name", c.name}, {"damage", damage}, {"defense", defense}, {"count", wounds}}, kAilments};
            pushAbout(s, c, std::move(e), events);
            for (auto& b : blocked)
                events.push_back(std::move(b));
        }
    }
}

// Enraged (the rules' table): on its turns it may do nothing but attack enemies in melee, and
// move toward them when none is in reach: only melee attacks, Moves that end nearer the nearest
// enemy it knows of, and ending the turn. nullopt when allowed.
std::optional<Result> enragedRefusal(const CombatGridState& s, const Combatant& c, const core::Action& action)
{
    if (!hasAilment(c, "enraged"))
        return std::nullopt;
    auto nearest = [&](const Combatant& from) {
        int best = -1;
        for (const auto& o : s.combatants)
            if (!o.down && enemies(o, from) && knownTo(s, from, o)) {
                const int d = distanceBetween(from, o);
                if (best < 0 || d < best)
                    best = d;
            }
        return best;
    };
    const std::string& type = action.type;
    if (type == "endTurn" || type == "fate" || type == "rise" || type == "endEncounter" || type == "exert")
        return std::nullopt;
    if (type == "attack") {
        const std::string variation = action.args.value("variation", std::string("standard"));
        if (meleeAttack(c, variation))
            return std::nullopt;
        return refuse(kAilments, "enraged.melee", c.name + " is enraged: it attacks only in melee", {{"name", c.name}});
    }
    if (type == "move" && action.args.contains("x") && action.args.contains("y") && action.args.at("x").is_number_integer() &&
        action.args.at("y").is_number_integer()) {
        const int now = nearest(c);
        Combatant moved = c;
        moved.pos = {action.args.at("x").get<int>(), action.args.at("y").get<int>()};
        if (now < 0 || nearest(moved) < now)
            return std::nullopt;
        return refuse(kAilments, "enraged.toward", c.name + " is enraged: it moves only toward its enemies",
                      {{"name", c.name}});
    }
    return refuse(kAilments, "enraged.only", c.name + " is enraged: it may only attack enemies in melee or move toward them",
                  {{"name", c.name}});
}

// ---- Fear (the rules' "Fear"; docs/games/combatgrid.md "Fear") ----

// The Fear test and its shake-off: Will or Fortitude (Courage), the better, which is Fortitude
// (Will + 10 a rank, C3: never below flat Will), with the tester's own Dizzy, Fatigue, fear and
// Burning (a Will test).
core::TestResult fearRoll(CombatGridState& s, core::Rng& rng, Combatant& c, std::vector<core::Modifier> mods,
                          const char* what, std::vector<Event>& events)
{
    ownAilmentModifiers(s, c, mods, true);
    const core::TestResult t = testOf(s, rng, skillOf(c, "fortitude", "will"), mods);
    Event e = core::roll::testEvent(t, c.name, what);
    e.data["combatant"] = c.id;
    pushAbout(s, c, std::move(e), events);
    return t;
}

// A `fear` event: what the players read of it. The source is named to them only when they see it.
void pushFearEvent(CombatGridState& s, const Combatant& c, Event e, std::vector<Event>& events)
{
    const Combatant* src = fearSourceOf(s, c);
    if (src && !CombatGridRules::visibleToPlayers(s, *src) && CombatGridRules::visibleToPlayers(s, c)) {
        e.audience = {false, {s.directorSeat}};
        e.redacted = e.data;
        e.redacted.erase("source");
        if (!e.redactedMessage)
            e.redactedMessage = e.message;
    }
    pushAbout(s, c, std::move(e), events);
}

// A trigger met (the rules' "Fear"): the test; a failure sets the fear by its DoF (0-1 Shaken,
// 2 Avoidance, 3 Panic, 4 Frozen, 5+ Catatonia, which also counts 1 Trauma). A fear already held
// with more DoF stays (our reading: the worse of the two); otherwise the new one replaces it.
void fearTest(CombatGridState& s, core::Rng& rng, Combatant& c, const std::string& trigger, std::string source,
              std::vector<Event>& events)
{
    if (source == c.id)
        source.clear();
    const core::TestResult t = fearRoll(s, rng, c, {}, "fear", events);
    Event e;
    e.type = "fear";
    e.data = {{"combatant", c.id}, {"trigger", trigger}, {"passed", t.passed}};
    if (t.passed) {
        e.message = Message{"combatgrid.log.fearFaced", c.name + " faces its fear (" + trigger + ")",
                            {{"name", c.name}, {"trigger", trigger}}, kFear};
        pushAbout(s, c, std::move(e), events);
        return;
    }
    if (c.fear > t.degrees) {
        e.data["kept"] = fearName(fearLevel(c));
        e.message = Message{"combatgrid.log.fearNoWorse",
                            c.name + " is already more afraid (" + fearName(fearLevel(c)) + ")",
                            {{"name", c.name}, {"fear", fearName(fearLevel(c))}}, kFear};
        pushAbout(s, c, std::move(e), events);
        return;
    }
    c.fear = t.degrees;
    c.fearSource = source;
    c.fearFailures = 0;
    const FearLevel level = fearLevel(c);
    if (level == FearLevel::Catatonia)
        ++c.trauma; // a break from reality: 1 Trauma
    e.data["fear"] = fearName(level);
    e.data["degrees"] = t.degrees;
    e.data["source"] = source;
    const Combatant* src = fearSourceOf(s, c);
    if (src)
        e.message = Message{"combatgrid.log.fearOf", c.name + " is gripped by fear of " + src->name + ": " + fearName(level),
                            {{"name", c.name}, {"fear", fearName(level)}, {"target", src->name}}, kFear};
    else
        e.message = Message{"combatgrid.log.fear", c.name + " is gripped by fear: " + fearName(level),
                            {{"name", c.name}, {"fear", fearName(level)}}, kFear};
    if (src && !CombatGridRules::visibleToPlayers(s, *src)) // the players read it without the source's name
        e.redactedMessage = Message{"combatgrid.log.fear", c.name + " is gripped by fear: " + fearName(level),
                                    {{"name", c.name}, {"fear", fearName(level)}}, kFear};
    pushFearEvent(s, c, std::move(e), events);
}

// The start of an afraid combatant's turn: the free shake-off test, an Advantage for each earlier
// failure; a pass ends the fear (its effects, set by the first roll, never change).
void fearShakeOff(CombatGridState& s, core::Rng& rng, Combatant& c, std::vector<Event>& events)
{
    if (c.fear < 0 || c.down)
        return;
    std::vector<core::Modifier> mods;
    if (c.fearFailures > 0)
        mods.push_back({"earlierFailures", 10 * c.fearFailures});
    const core::TestResult t = fearRoll(s, rng, c, std::move(mods), "fearShakeOff", events);
    if (!t.passed) {
        ++c.fearFailures;
        return;
    }
    const std::string was = fearName(fearLevel(c));
    c.fear = -1;
    c.fearSource.clear();
    c.fearFailures = 0;
    Event e;
    e.type = "fearEnded";
    e.data = {{"combatant", c.id}, {"fear", was}};
    e.message = Message{"combatgrid.log.fearEnded", c.name + " shakes off its fear", {{"name", c.name}, {"fear", was}}, kFear};
    pushAbout(s, c, std::move(e), events);
}

// Whether fear lets `c` end a move at `to` (or at altitude band `band`): nullptr, or the refusal's
// id. Avoidance: not into melee with the source (ending next to it when it was not); Panic: only
// farther from the source (any way when it has none, or it is down). Only a source its side knows of.
const char* fearMoveRefusal(const CombatGridState& s, const Combatant& c, Cell to, int band)
{
    const FearLevel level = fearLevel(c);
    if (level != FearLevel::Avoidance && level != FearLevel::Panic)
        return nullptr;
    const Combatant* src = fearSourceOf(s, c);
    if (!src || src->down || !knownTo(s, c, *src))
        return nullptr;
    Combatant moved = c;
    moved.pos = to;
    moved.altitude = band;
    if (level == FearLevel::Avoidance)
        return distanceBetween(c, *src) != 1 && distanceBetween(moved, *src) == 1 ? "fear.avoidMelee" : nullptr;
    return distanceBetween(moved, *src) > distanceBetween(c, *src) ? nullptr : "fear.panic";
}

// What fear forbids on its turns (the rules' table): Avoidance, engaging the source in melee (a
// move or a Charge ending next to it when it was not; a melee attack once engaged is allowed: it
// is not forced to flee) and ranged attacks at it; Panic, everything but fleeing (moves and
// flights away from the source, Running, Sprinting, Rise, Defend; no attacks, and no Disengage:
// "they flee melee instead of disengaging"); Frozen and Catatonia, every move and action. Ending
// the turn, fate points (no Action) and the Director's end are always allowed. nullopt when allowed.
std::optional<Result> fearRefusal(const CombatGridState& s, const Combatant& c, const core::Action& action)
{
    const FearLevel level = fearLevel(c);
    if (level < FearLevel::Avoidance)
        return std::nullopt;
    const std::string& type = action.type;
    if (type == "endTurn" || type == "endEncounter" || type == "endCombo" || type == "fate")
        return std::nullopt;
    const Json args = {{"name", c.name}};
    auto cell = [&](Cell fallback) {
        if (action.args.contains("x") && action.args.contains("y") && action.args.at("x").is_number_integer() &&
            action.args.at("y").is_number_integer())
            return Cell{action.args.at("x").get<int>(), action.args.at("y").get<int>()};
        return fallback;
    };
    auto refusal = [&](const char* id) -> Result {
        if (std::string(id) == "fear.avoidMelee")
            return refuse(kFear, id, c.name + " avoids what it fears: it will not go into melee with it", args);
        if (std::string(id) == "fear.avoidRanged")
            return refuse(kFear, id, c.name + " avoids what it fears: it will not shoot at it", args);
        if (std::string(id) == "fear.panic")
            return refuse(kFear, id,
                          c.name + " panics: it only flees (moves away from what it fears, runs, rises or defends) or ends its turn",
                          args);
        return refuse(kFear, id, c.name + " is frozen with fear: it cannot move or act", args);
    };
    if (level >= FearLevel::Frozen)
        return refusal("fear.frozen");
    if (level == FearLevel::Panic) {
        if (type == "move") {
            if (const char* id = fearMoveRefusal(s, c, cell(c.pos), c.altitude))
                return refusal(id);
            return std::nullopt;
        }
        if (type == "fly") {
            const std::string to = action.args.value("altitude", std::string());
            const int band = to == "ground" ? 0 : to == "low" ? 1 : to == "high" ? 2 : c.altitude;
            if (const char* id = fearMoveRefusal(s, c, c.pos, band))
                return refusal(id);
            return std::nullopt;
        }
        if (type == "run" || type == "rise" || type == "defend")
            return std::nullopt;
        return refusal("fear.panic");
    }
    // Avoidance.
    const Combatant* src = fearSourceOf(s, c);
    if (type == "move") {
        if (const char* id = fearMoveRefusal(s, c, cell(c.pos), c.altitude))
            return refusal(id);
        return std::nullopt;
    }
    if (type != "attack" || !src || src->down)
        return std::nullopt;
    const std::string variation = action.args.value("variation", std::string("standard"));
    const std::string target = action.args.value("target", std::string());
    if (target == src->id && !meleeAttack(c, variation))
        return refusal("fear.avoidRanged");
    const bool charge = action.args.contains("x");
    if (target == src->id && charge)
        return refusal("fear.avoidMelee");
    if (charge)
        if (const char* id = fearMoveRefusal(s, c, cell(c.pos), c.altitude))
            return refusal(id);
    return std::nullopt;
}

// One attack from the roll to the wounds: a Standard Attack or a variation, or a Chance Attack
// (which acts exactly like a standard attack). `what` names the roll in the log. True when the
// attacker won the test; `out` (if given) says what the Combo System reads of it.
bool resolveAttack(CombatGridState& s, core::Rng& rng, Combatant& c, Combatant& target, const AttackDecl& decl,
                   const std::vector<core::Modifier>& mods, const char* what, std::vector<Event>& events,
                   AttackOutcome* out = nullptr)
{
    Combatant* hit = &target; // who the hit lands on (a protector takes it: Protect)
    const std::string& variation = decl.variation;
    const std::string& location = decl.location;
    const bool melee = meleeAttack(c, variation);
    c.focus = 0;
    c.stealth = false; // attacking gives a hidden combatant away
    std::vector<core::Modifier> attackMods = mods;
    const bool seen = CombatGridRules::visibleToPlayers(s, c);
    if (decl.fate == "advantage" && c.fate > 0) { // Fate Points: two Advantages on the test
        --c.fate;
        events.push_back(fateEvent(c, "advantage", 1, s.directorSeat, seen));
        attackMods.push_back({"fatePoint", 20});
    }
    core::TestResult attack = distractedTest(s, rng, c, attackBase(c, variation), attackMods, events);
    if (decl.fate == "reroll" && !attack.passed && c.fate > 0) {
        // Fate Points: a test already rolled is rolled again. Declared with the attack, the fate
        // point is spent only when the test fails; the failed roll stays in the log.
        events.push_back(core::roll::testEvent(attack, c.name, what));
        --c.fate;
        events.push_back(fateEvent(c, "reroll", 1, s.directorSeat, seen));
        attack = testOf(s, rng, attackBase(c, variation), attackMods);
    }
    if (!melee && injuryCount(c, "blinded") > 0 && attack.passed) {
        // Blinded (the injury table): a ranged attack fails whatever the dice say.
        attack.passed = false;
        attack.critical = false;
        attack.degrees = 1;
        Event b;
        b.type = "injuryEffect";
        b.data = {{"combatant", c.id}, {"injury", "blinded"}};
        b.message = Message{"combatgrid.log.blindedMisses", c.name + " is blinded: its ranged attack fails",
                            {{"name", c.name}}, kAttack};
        pushAbout(s, c, std::move(b), events);
    }
    if (injuryCount(c, "handPain", RightArm) > 0) {
        // Hand Pain (the injury table): 5 Stress whenever it attacks with that arm (the weapon arm).
        c.stress += 5;
        Event h;
        h.type = "injuryEffect";
        h.data = {{"combatant", c.id}, {"injury", "handPain"}, {"stress", 5}};
        h.message = Message{"combatgrid.log.handPain", c.name + "'s hand pain: 5 Stress", {{"name", c.name}}, kAttack};
        if (c.director) // its Stress is the Director's (C8)
            h.audience = {false, {s.directorSeat}};
        pushAbout(s, c, std::move(h), events);
    }
    // The defender's evasion: Parry or Dodge against melee, Anticipate or Dodge at range. A
    // grappled defender must break free to evade (its test comes first).
    bool canOppose = !(s.surpriseRound && target.surprised) && !attack.fumble && !cannotOppose(target);
    if (canOppose && !target.grappledBy.empty())
        canOppose = breakFree(s, rng, target, "evasion", events);
    core::OpposedResult o;
    o.initiator = attack;
    if (canOppose) {
        const int dodge = skillOf(target, "acrobatics", "grace");
        int other = melee ? skillOf(target, "melee", "might") : skillOf(target, "awareness", "senses");
        if (variation == "knockdown" || variation == "push") // Endurance (Bracing) opposes these too
            other = std::max(other, skillOf(target, "endurance", "physique"));
        std::vector<core::Modifier> evasion;
        const int base = bestWithGrace(s.grid, target, dodge, other, evasion);
        if (target.defending) // Defend: an Advantage on evasion tests
            evasion.push_back({"defending", 10});
        disruptModifiers(s, target, c, false, evasion); // Analysed, War Cry: the evasion is a test against c
        evasion = ailing(s, target, std::move(evasion));
        o = core::dice::opposed(attack, distractedTest(s, rng, target, base, evasion, events));
    } else {
        o.initiatorWins = attack.passed;
        o.reason = attack.critical ? core::OpposedReason::Critical : core::OpposedReason::PassBeatsFail;
    }
    if (canOppose)
        events.push_back(core::roll::opposedEvent(o, c.name, target.name, what));
    else
        events.push_back(core::roll::testEvent(attack, c.name, what));
    if (!o.initiatorWins)
        return false;
    if (out)
        out->degrees = attack.degrees - (canOppose && o.defender.passed ? o.defender.degrees : 0);
    // Protect: the next attack that hits the protected hits its protector instead (a Called
    // Attack ignores it, with its extra Disadvantage).
    if (!target.protectedBy.empty() && decl.variation != "called") {
        Combatant& p = byId(s, target.protectedBy);
        target.protectedBy.clear();
        if (!p.down && &p != &c) {
            hit = &p;
            p.stealth = false; // taking the hit gives a hidden protector away
            Event e;
            e.type = "protected";
            e.data = {{"attacker", c.id}, {"target", target.id}, {"protector", p.id}};
            e.message = Message{"combatgrid.log.protected", p.name + " takes the hit meant for " + target.name,
                                {{"name", p.name}, {"target", target.name}}, kActions};
            events.push_back(std::move(e));
        }
    }
    Combatant& t = *hit;
    if (variation == "knockdown") { // no damage: the target falls prone
        t.prone = true;
        Event e;
        e.type = "knockdown";
        e.data = {{"attacker", c.id}, {"target", t.id}};
        e.message = Message{"combatgrid.log.knockdown", t.name + " is knocked prone", {{"name", t.name}}, kAttack};
        events.push_back(std::move(e));
        return true;
    }
    if (variation == "grapple") { // no damage: the target is grappled
        t.grappledBy = c.id;
        Event e;
        e.type = "grapple";
        e.data = {{"attacker", c.id}, {"target", t.id}};
        e.message = Message{"combatgrid.log.grapple", c.name + " grapples " + t.name, {{"name", c.name}, {"target", t.name}},
                            kAttack};
        events.push_back(std::move(e));
        return true;
    }
    if (variation == "push") { // no damage: one square back per DoS
        pushBack(s, rng, c, t, attack.degrees, events);
        return true;
    }
    int loc = -1;
    if (variation == "called") {
        loc = parseLocation(location, t);
    } else {
        // A plain d100 read on the hit-location table, not a test: no success, critical or
        // fumble to speak of (a 99 is the legs, not a fumble).
        const int value = rollD100(s, rng).value();
        core::DiceRoll d;
        d.count = 1;
        d.sides = 100;
        d.faces = {value};
        d.total = value;
        events.push_back(core::roll::diceEvent(d, c.name, "hitLocation"));
        loc = hitLocation(value, t);
    }
    int damage = c.weapon.damage + attack.degrees - (o.defender.passed && canOppose ? o.defender.degrees : 0);
    if (melee && variation != "fast")
        damage += bonus(scoreOf(c, "might"));
    damage += 2 * decl.disadvantages; // Strong Attack
    if (t.atField > 0) // C4: no attacker has Breaching yet
        damage -= bonus(t.atField);
    if (out) // an unguarded spot; Defend: no benefit to Combo chance from it
        out->unguarded = t.armour[static_cast<std::size_t>(loc)] == 0 && !t.defending;
    // An Exploit Hit off an ailment: an extra wound, Damage Resistances ignored (the engine has
    // none: the AT Field is C4's, not one), the automatic combo (comboAfter); the ailment clears.
    const std::string exploit = exploitOf(c, t);
    if (!exploit.empty()) {
        if (out)
            out->exploit = exploit;
        Event e;
        e.type = "exploit";
        e.data = {{"attacker", c.id}, {"target", t.id}, {"ailment", exploit}};
        e.message = Message{"combatgrid.log.exploit",
                            c.name + " scores an Exploit Hit off " + t.name + "'s " + exploit +
                                " (an extra wound; the ailment clears)",
                            {{"name", c.name}, {"target", t.name}, {"ailment", exploit}}, kAttack};
        events.push_back(std::move(e));
    }
    applyDamage(s, c, t, damage, loc, attack.critical, events, exploit);
    if (!exploit.empty())
        clearAilment(t, exploit);
    weaponAilment(s, rng, c, t, attack.degrees, events); // the weapon's ailment quality
    return true;
}

// `e` makes the Chance Attack it was offered on `m` (it acts exactly like a standard attack; a
// Flee gives it Fleeing).
void makeChanceAttack(CombatGridState& s, core::Rng& rng, Combatant& e, Combatant& m, const ChanceWindow& w,
                      std::vector<Event>& events)
{
    e.chanceAttackUsed = true;
    e.chanceAttacked.insert(m.id);
    Event ev;
    ev.type = "chanceAttack";
    ev.data = {{"attacker", e.id}, {"target", m.id}};
    if (w.trigger == "rise") {
        ev.data["rising"] = true;
        ev.message = Message{"combatgrid.log.chanceAttackRise", e.name + " makes a Chance Attack on " + m.name + ", who rises",
                             {{"name", e.name}, {"target", m.name}}, kActions};
    } else if (w.trigger == "grapple") {
        ev.data["grapple"] = true;
        ev.message = Message{"combatgrid.log.chanceAttackGrapple",
                             e.name + " makes a Chance Attack on " + m.name + ", whose Grapple failed",
                             {{"name", e.name}, {"target", m.name}}, kAttack};
    } else {
        ev.message = Message{"combatgrid.log.chanceAttack", e.name + " makes a Chance Attack on " + m.name + ", who flees",
                             {{"name", e.name}, {"target", m.name}}, kMove};
    }
    events.push_back(std::move(ev));
    auto mods = attackModifiers(s, e, m, "standard");
    if (w.fleeing)
        mods.push_back({"fleeing", 10});
    if (e.defending) // Defend: an Advantage on Chance Attacks
        mods.push_back({"defending", 10});
    resolveAttack(s, rng, e, m, AttackDecl{m.id}, mods, "chanceAttack", events);
}

void nextTurn(CombatGridState& s, std::vector<Event>& events, bool first, core::Rng* rng = nullptr);
void checkEnd(CombatGridState& s, std::vector<Event>& events);

// ---- The Combo System (the rules' "The Combo System" and its three rules) ----

// Whether `c` may combo at all: not when down, nor (rule 3) "if you are suffering an ailment".
bool mayCombo(const CombatGridState& s, const Combatant& c)
{
    (void)s;
    return !c.down && !suffersAilment(c);
}

// The actions marked "Combos." that the engine has: the Standard Attack and its Fast, Charge,
// Grapple, Push and Knockdown variations (Called and Strong Attacks do not combo).
bool variationCombos(const std::string& variation)
{
    return variation == "standard" || variation == "fast" || variation == "charge" || variation == "grapple" ||
           variation == "push" || variation == "knockdown";
}

// Rule 1: the DoS needed, the weapon's combo value; a Grapple is the unarmed attack, not the
// weapon, so 3 ("if the Combo is not based on your weapon").
int comboNeeded(const Combatant& c, const std::string& variation)
{
    return variation == "grapple" ? 3 : c.weapon.combo;
}

// A combo is offered now: the acting combatant's free action, or the end of the chain.
bool comboOpen(const CombatGridState& s) { return s.combo && s.combo->open; }

// What a chain remembers of an action (rule 2: no variation twice in one chain): an attack's
// variation, or the action's type.
std::string comboKey(const Action& a)
{
    return a.type == "attack" ? a.args.value("variation", std::string()) : a.type;
}

// After an attack of `c`'s own (never a Chance Attack: they do not combo): a won test of a
// variation that combos, with DoS (after the evasion's) + 1 on an unguarded spot at least the
// combo value, offers the next free action of the chain; anything else ends the chain.
void comboAfter(CombatGridState& s, const Combatant& c, const std::string& variation, bool won, const AttackOutcome& o,
                std::vector<Event>& events)
{
    ComboChain chain;
    if (s.combo && s.combo->combatant == c.id)
        chain = *s.combo;
    s.combo.reset();
    if (!won || isOver(s) || !variationCombos(variation) || !mayCombo(s, c))
        return;
    const int needed = comboNeeded(c, variation);
    const int degrees = o.degrees + (o.unguarded ? 1 : 0);
    if (degrees < needed && o.exploit.empty()) // an Exploit Hit combos automatically
        return;
    chain.combatant = c.id;
    chain.used.push_back(variation);
    chain.open = true;
    s.combo = chain;
    Event e;
    e.type = "combo";
    e.data = {{"combatant", c.id}, {"variation", variation}, {"degrees", degrees}, {"needed", needed},
              {"unguarded", o.unguarded}, {"exploit", o.exploit}, {"used", chain.used}, {"link", chain.used.size()}};
    if (degrees < needed) // combos only by the Exploit Hit
        e.message = Message{"combatgrid.log.comboExploit",
                            c.name + " combos off the Exploit Hit: a free action with an extra Advantage",
                            {{"name", c.name}}, kActions};
    else
        e.message = Message{"combatgrid.log.combo",
                            c.name + " combos (" + std::to_string(degrees) + " DoS, " + std::to_string(needed) +
                                " needed): a free action with an extra Advantage",
                            {{"name", c.name}, {"count", degrees}, {"needed", needed}}, kActions};
    if (!CombatGridRules::visibleToPlayers(s, c))
        hideFromPlayers(e, s.directorSeat);
    events.push_back(std::move(e));
}

// ---- end of the Combo System's helpers ----

// What a leap or a jump down came to (the `move` event says it).
struct LeapOutcome {
    bool tested = false; // a Leaping test was made (effort)
    bool passed = false; // and passed: not Hindered
    bool fellShort = false;
    int metres = 0;      // the drop at the landing
};

// A leap or a jump down, its Chance Attacks answered (the window's path is the take-off and the
// landing): the Leaping test when the leaper puts effort in, the squares it covers and pays for,
// the landing, and the fall at the end of any drop. A leap that falls short (4 DoF or more: doubly
// Hindered, 1 square; or Hindered for more than the Move left pays: as far as it pays) comes down
// on a square passed over and falls from the take-off's height without choosing to (no test to
// lessen it); a drop on purpose (a jump down, a leap onto lower ground) allows the test.
LeapOutcome leapOrJump(CombatGridState& s, core::Rng& rng, Combatant& m, ChanceWindow& w, std::vector<Event>& events)
{
    LeapOutcome o;
    const std::size_t first = events.size();
    const bool seenBefore = CombatGridRules::visibleToPlayers(s, m);
    const Cell from = m.pos, landing = w.path.back();
    const int height = heightAt(s.grid, from, m.size);
    const int left = s.moveLeft - w.spent;
    if (w.jump) {
        int cost = 1;
        for (Cell c : cellsOf(landing, m.size))
            cost = std::max(cost, squareCost(s.grid.at(c), false));
        w.spent += cost;
        m.pos = landing;
    } else {
        const int n = core::Grid::distance(from, landing);
        const int sx = (landing.x - from.x) / n, sy = (landing.y - from.y) / n;
        int covered = n, cost = 2 * n;
        if (w.effort) {
            std::vector<core::Modifier> mods;
            if (s.runUp >= 4)
                mods.push_back({"runUp", 10});
            const core::TestResult t = testOf(s, rng, leapingBase(m), ailing(s, m, mods));
            events.push_back(core::roll::testEvent(t, m.name, "leap"));
            o.tested = true;
            o.passed = t.passed;
            if (t.passed) {
                cost = n;
            } else if (t.degrees >= 4) { // doubly Hindered: 1 metre, and the Move is spent
                covered = 1;
                cost = left;
                o.fellShort = true;
            }
        }
        if (!o.fellShort && cost > left) { // Hindered beyond what is left: as far as it pays
            covered = std::max(1, left / 2);
            cost = left;
            o.fellShort = true;
        }
        w.spent += cost;
        m.pos = Cell{from.x + sx * covered, from.y + sy * covered};
    }
    w.at = static_cast<int>(w.path.size()) - 1;
    s.runUp = 0;
    releaseGrapples(s, events);
    o.metres = std::max(0, height - heightAt(s.grid, m.pos, m.size));
    const bool wet = waterUnder(s.grid, m.pos, m.size);
    if (o.metres > 0 && !wet) { // water breaks a short leap's fall (our reading)
        int reduced = 0;
        if (!o.fellShort) { // on purpose: the test lessens the damage by 1 per DoS
            const core::TestResult t = testOf(s, rng, leapingBase(m), ailing(s, m));
            events.push_back(core::roll::testEvent(t, m.name, "fallOnPurpose"));
            reduced = t.passed ? t.degrees : 0;
        }
        fall(s, m, o.metres, events, reduced);
    }
    if (!m.down && deepUnder(s.grid, m.pos, m.size) && swimTest(s, rng, m, events))
        w.lost = std::max(0, s.moveLeft - w.spent);
    if (!seenBefore && !CombatGridRules::visibleToPlayers(s, m))
        for (std::size_t i = first; i < events.size(); ++i)
            hideFromPlayers(events[i], s.directorSeat);
    return o;
}


// After a Chance Attack downs the acting combatant: the encounter may be over, else its turn ends.
// Pass Off: the ally is done with the combo action passed to it; the passer's turn resumes with
// its leftover Move and Actions.
void resumePassOff(CombatGridState& s, std::vector<Event>& events)
{
    const PassOff p = *s.passOff;
    s.passOff.reset();
    s.combo.reset();
    s.current = p.current;
    s.moveLeft = p.moveLeft;
    s.actionsLeft = p.actionsLeft;
    s.usedActions = p.usedActions;
    s.disengage = p.disengage;
    s.flown = p.flown;
    s.runUp = p.runUp;
    s.awareTested = p.awareTested;
    const Combatant& c = s.acting();
    Event e;
    e.type = "passOffResumed";
    e.data = {{"combatant", c.id}};
    e.message = Message{"combatgrid.log.passOffResumed", c.name + "'s turn resumes", {{"name", c.name}}, kActions};
    if (!CombatGridRules::visibleToPlayers(s, c))
        hideFromPlayers(e, s.directorSeat);
    events.push_back(std::move(e));
}

void downedOnItsTurn(CombatGridState& s, std::vector<Event>& events, core::Rng* rng = nullptr)
{
    checkEnd(s, events);
    if (isOver(s))
        return;
    if (s.passOff) // the ally taking a passed-off combo action is down: back to the passer
        resumePassOff(s, events);
    else
        nextTurn(s, events, false, rng);
}

// Runs the open Chance Attack window (s.chance) until an enemy that may make a Chance Attack is
// to be asked (the window stays open, its `asking` set: the enemy's controller answers with
// `chanceAttack`), or to its end, which finishes what triggered it:
// - a Move or a Charge's Basic Move walks its path; each step out of an enemy's melee offers that
//   enemy a Chance Attack (the rules' "Movement and Combat") unless the turn's Disengage holds (an
//   Action spent guarantees it; a test is an opposed test against that enemy, the best of the
//   mover's Acrobatics, Endurance, Melee or flat Grace against its Melee, and a failed one turns
//   the rest of the Move into a Flee). Leaving without a Disengage is a Flee: the Chance Attack
//   gains Fleeing. A combatant its side did not know of stops the mover before its square; one
//   that downs it stops it where it stood. The squares walked are paid.
// - rising offers each adjacent enemy one (no Fleeing), then the combatant stands;
// - a failed Grapple offers its target one.
// Stealth ends (noticed, exposed): a combatant in stealth acting now gets back the Move its
// stealth Hindered, as one rising does.
void endStealth(CombatGridState& s, Combatant& h)
{
    const bool acting = !isOver(s) && &s.acting() == &h;
    const int hindered = basicMove(h);
    h.stealth = false;
    if (acting)
        s.moveLeft = std::max(0, s.moveLeft + basicMove(h) - hindered);
}

// The rules' "Movement and Stealth": each standing enemy that sees `h` (a clear line between any
// squares of the two) while it moves or acts in stealth tests Awareness (Senses) against its
// Subterfuge (Stealth, Grace), an opposed test (C2) with the watcher as the initiator, once a turn
// each. A pass finds it: its stealth ends. The surprised test nothing in the surprise round. A
// failed test against one the players cannot see is the Director's (the players read what they read
// of its move: something moves out of sight); a watcher they cannot see is the Director's too.
void watchersTest(CombatGridState& s, core::Rng& rng, Combatant& h, std::vector<Event>& events)
{
    for (auto& w : s.combatants) {
        if (!h.stealth || h.down)
            return;
        if (w.down || !enemies(w, h) || (s.surpriseRound && w.surprised) || s.awareTested.count(w.id + ">" + h.id) ||
            !bestSight(s, w, h))
            continue;
        s.awareTested.insert(w.id + ">" + h.id);
        const bool hiddenBefore = !CombatGridRules::visibleToPlayers(s, h);
        const bool watcherUnseen = !CombatGridRules::visibleToPlayers(s, w);
        const core::TestResult a = testOf(s, rng, skillOf(w, "awareness", "senses"), ailing(s, w, {}, "senses"));
        const auto o = core::dice::opposed(a, testOf(s, rng, skillOf(h, "subterfuge", "grace"), ailing(s, h, {}, "grace")));
        Event e = core::roll::opposedEvent(o, w.name, h.name, "awareness");
        if ((hiddenBefore && !o.initiatorWins) || watcherUnseen)
            hideFromPlayers(e, s.directorSeat);
        events.push_back(std::move(e));
        if (!o.initiatorWins)
            continue;
        endStealth(s, h);
        Event n;
        n.type = "noticed";
        n.data = {{"combatant", h.id}};
        if (!watcherUnseen)
            n.data["by"] = w.id;
        n.message = Message{"combatgrid.log.noticed", h.name + " is noticed: its stealth ends", {{"name", h.name}}, kMove};
        events.push_back(std::move(n));
    }
}

// The rules' "Movement and Stealth": ending a turn without cover from an enemy's line of sight
// ends stealth at once (a clear line with no light or heavy cover on it, C7).
void exposedAtTurnEnd(CombatGridState& s, Combatant& h, std::vector<Event>& events)
{
    if (!h.stealth || h.down)
        return;
    for (const auto& w : s.combatants) {
        if (w.down || !enemies(w, h))
            continue;
        const auto sight = bestSight(s, w, h);
        if (!sight || sight->cover != core::Cover::None)
            continue;
        endStealth(s, h);
        Event n;
        n.type = "exposed";
        n.data = {{"combatant", h.id}};
        n.message = Message{"combatgrid.log.exposed", h.name + " ends its turn in the open: its stealth ends",
                            {{"name", h.name}}, kMove};
        events.push_back(std::move(n));
        return;
    }
}

void proceed(CombatGridState& s, core::Rng& rng, std::vector<Event>& events)
{
    ChanceWindow& w = *s.chance;
    Combatant& m = byId(s, w.mover);
    if (w.trigger == "grapple") {
        Combatant& t = byId(s, w.target);
        if (!m.down && !w.answered.count(t.id) && mayChanceAttack(s, t, m) && distanceBetween(t, m) == 1) {
            w.answered.insert(t.id);
            w.asking = t.id;
            w.fleeing = false;
            return;
        }
        s.chance.reset();
        if (m.down)
            downedOnItsTurn(s, events, &rng);
        return;
    }
    if (w.trigger == "rise") {
        for (auto& e : s.combatants) {
            if (m.down)
                break;
            if (w.answered.count(e.id) || distanceBetween(e, m) != 1 || !mayChanceAttack(s, e, m))
                continue;
            w.answered.insert(e.id);
            w.asking = e.id;
            w.fleeing = false;
            return;
        }
        const bool seen = w.seen;
        s.chance.reset();
        Event e;
        e.type = "rise";
        e.data = {{"combatant", m.id}, {"down", m.down}};
        e.message = Message{"combatgrid.log.rise", m.name + " rises", {{"name", m.name}}, kActions};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        events.push_back(std::move(e));
        if (m.down) {
            downedOnItsTurn(s, events, &rng);
            return;
        }
        watchersTest(s, rng, m, events); // acting in an enemy's sight in stealth
        // No longer Hindered by being prone: the rest of the Move is what it would be standing.
        const int hindered = basicMove(m);
        m.prone = false;
        s.moveLeft = std::max(0, s.moveLeft + basicMove(m) - hindered);
        return;
    }
    // A walk (a leap or a jump down: one "step" from the take-off to the landing).
    const auto full = stepCost(s, m, false, w.hurry);
    bool stopped = false, tripped = false, sank = false;
    std::optional<LeapOutcome> leapt;
    while (!m.down && w.at + 1 < static_cast<int>(w.path.size())) {
        const Cell next = w.path[static_cast<std::size_t>(w.at + 1)];
        std::optional<int> cost;
        if (w.leap || w.jump) { // stopped by someone unseen in the way (its side did not know)
            bool free = true;
            const int n = core::Grid::distance(m.pos, next);
            for (int i = 1; i <= n; ++i)
                free = free && !occupied(s, m, {m.pos.x + (next.x - m.pos.x) / n * i, m.pos.y + (next.y - m.pos.y) / n * i},
                                         false);
            if (free)
                cost = 0; // paid by leapOrJump
        } else {
            cost = full(m.pos, next);
        }
        if (!cost) {
            stopped = true;
            break;
        }
        for (std::size_t i : leftBehind(s, m, next)) {
            Combatant& e = s.combatants[i];
            if (w.answered.count(e.id) || !mayChanceAttack(s, e, m))
                continue;
            w.answered.insert(e.id);
            if (s.disengage == "action")
                continue;
            // A test only against an enemy the mover's side knows of (an unseen one it did not
            // know to be careful of: its Chance Attack gives it away).
            if (s.disengage == "test" && knownTo(s, m, e)) {
                std::vector<core::Modifier> mods;
                const int base = bestWithGrace(s.grid, m, skillOf(m, "acrobatics", "grace"),
                                               std::max(skillOf(m, "endurance", "physique"), skillOf(m, "melee", "might")),
                                               mods);
                const core::TestResult t = testOf(s, rng, base, ailing(s, m, mods));
                bool passed = t.passed;
                if (!(s.surpriseRound && e.surprised)) { // the surprised cannot oppose (surprise round)
                    const auto o = core::dice::opposed(t, testOf(s, rng, skillOf(e, "melee", "might"), ailing(s, e)));
                    events.push_back(core::roll::opposedEvent(o, m.name, e.name, "disengage"));
                    passed = o.initiatorWins;
                } else {
                    events.push_back(core::roll::testEvent(t, m.name, "disengage"));
                }
                if (passed)
                    continue;
                s.disengage = "failed";
            }
            w.asking = e.id;
            w.fleeing = true;
            return;
        }
        if (m.down)
            break;
        w.answered.clear();
        if (w.leap || w.jump) {
            leapt = leapOrJump(s, rng, m, w, events);
            sank = w.lost > 0;
            break;
        }
        w.spent += *cost;
        if (w.trigger == "move") // a run-up for a leap: unhindered squares in a row
            s.runUp = *cost == 1 ? s.runUp + 1 : 0;
        m.pos = next;
        ++w.at;
        releaseGrapples(s, events); // a grappler that steps away lets go
        if (w.trigger == "move")
            watchersTest(s, rng, m, events); // moving through an enemy's sight in stealth
        // Harmful terrain at full speed: a test on entering each square of it; a failure ends the
        // walk there (prone on uneven ground: Hindered for the rest of the Move; hurt on damaging).
        if (const Harm harm = harmAt(s.grid, m.pos, m.size); w.hurry && harm.number >= 0) {
            const int standing = basicMove(m);
            if (!harmfulTest(s, rng, m, harm, events)) {
                w.lost = standing - basicMove(m);
                tripped = true;
                break;
            }
        }
        // Deep water: one test to stay afloat, on the walk's first step into a square of it; a sinking ends the walk and the rest of the Move. Out of it, air again.
        if (!m.flies) {
            const bool deep = deepUnder(s.grid, m.pos, m.size);
            if (!w.swum && deep) {
                w.swum = true;
                if (swimTest(s, rng, m, events)) {
                    sank = true;
                    if (w.trigger == "move")
                        w.lost = std::max(0, s.moveLeft - w.spent);
                    break;
                }
            }
            if (!deep)
                breathes(s, m, events);
        }
    }
    const ChanceWindow done = w;
    s.chance.reset();
    if (done.trigger == "move") {
        s.moveLeft = std::max(0, s.moveLeft - done.spent - done.lost);
        const bool seenAfter = CombatGridRules::visibleToPlayers(s, m);
        // What the squares walked were (the log says it in words): swimming, climbing, difficult
        // ground, harmful terrain.
        bool swam = false, climbed = false, difficult = false, harmful = false;
        for (int i = 1; i <= done.at; ++i) {
            const Cell a = done.path[static_cast<std::size_t>(i - 1)], b = done.path[static_cast<std::size_t>(i)];
            climbed = climbed || heightAt(s.grid, a, m.size) != heightAt(s.grid, b, m.size);
            harmful = harmful || harmAt(s.grid, b, m.size).number >= 0;
            for (Cell c : cellsOf(b, m.size)) {
                swam = swam || s.grid.at(c).waterDepth > 0;
                difficult = difficult || s.grid.at(c).difficult > 0;
            }
        }
        Event e;
        e.type = "move";
        bool waded = false;
        for (int i = 1; i <= done.at; ++i)
            for (Cell c : cellsOf(done.path[static_cast<std::size_t>(i)], m.size))
                waded = waded || waterLevel(s.grid, c) == 1;
        if (m.flies || done.leap || done.jump) // a flier passes over it all; a leap or a jump is said as such
            swam = climbed = difficult = harmful = waded = false;
        e.data = {{"combatant", m.id}, {"x", m.pos.x}, {"y", m.pos.y}, {"cost", done.spent}, {"stopped", stopped},
                  {"down", m.down}, {"swam", swam}, {"climbed", climbed}, {"difficult", difficult},
                  {"harmful", harmful}, {"hurry", done.hurry}, {"tripped", tripped}, {"waded", waded},
                  {"sank", sank}, {"flew", m.flies}};
        if (done.leap || done.jump) {
            e.data[done.leap ? "leap" : "jump"] = true;
            e.data["effort"] = done.effort;
            e.data["short"] = leapt && leapt->fellShort;
            e.data["drop"] = leapt ? leapt->metres : 0;
        }
        if (done.seen)
            e.data["from"] = {{"x", done.from.x}, {"y", done.from.y}};
        if (leapt && !stopped) {
            const char* lid = done.jump          ? "combatgrid.log.moveJumps"
                              : leapt->fellShort ? "combatgrid.log.moveLeapShort"
                              : leapt->passed    ? "combatgrid.log.moveLeaps"
                                                 : "combatgrid.log.moveLeapsHindered";
            const std::string words = done.jump          ? " jumps down"
                                      : leapt->fellShort ? "'s leap falls short"
                                      : leapt->passed    ? " leaps at full stretch"
                                                         : " leaps (Hindered)";
            e.message = Message{lid, m.name + words, {{"name", m.name}}, kMove};
            if (!done.seen && !seenAfter)
                hideFromPlayers(e, s.directorSeat);
            events.push_back(std::move(e));
            if (m.down)
                downedOnItsTurn(s, events, &rng);
            return;
        }
        const char* id = stopped     ? "combatgrid.log.moveStopped"
                         : m.flies   ? "combatgrid.log.moveFlies"
                         : swam      ? "combatgrid.log.moveSwims"
                         : waded     ? "combatgrid.log.moveWades"
                         : climbed   ? "combatgrid.log.moveClimbs"
                         : harmful   ? (done.hurry ? "combatgrid.log.moveHurries" : "combatgrid.log.moveHarmful")
                         : difficult ? "combatgrid.log.moveDifficult"
                                     : "combatgrid.log.move";
        const std::string words = stopped     ? " is stopped by someone unseen"
                                  : m.flies   ? " flies"
                                  : swam      ? " swims (Hindered in the water)"
                                  : waded     ? " wades (Hindered in waist-high water)"
                                  : climbed   ? " climbs (Hindered on the climb)"
                                  : harmful   ? (done.hurry ? " hurries across the harmful ground"
                                                            : " picks its way across the harmful ground (Hindered)")
                                  : difficult ? " crosses difficult ground (Hindered)"
                                              : " moves";
        e.message = Message{id, m.name + words, {{"name", m.name}}, kMove};
        if (!done.seen && !seenAfter)
            hideFromPlayers(e, s.directorSeat);
        events.push_back(std::move(e));
        if (m.down) // downed by a Chance Attack: its turn ends there
            downedOnItsTurn(s, events, &rng);
        return;
    }
    // A Charge: its Basic Move done, the attack if it got there standing.
    Combatant& t = byId(s, done.target);
    Event e;
    e.type = "move";
    e.data = {{"combatant", m.id}, {"x", m.pos.x}, {"y", m.pos.y}, {"cost", done.spent}, {"stopped", stopped},
              {"down", m.down}, {"charge", true}};
    e.message = Message{"combatgrid.log.charge", m.name + " charges " + t.name, {{"name", m.name}, {"target", t.name}},
                        kAttack};
    events.push_back(std::move(e));
    if (m.down) {
        downedOnItsTurn(s, events, &rng);
        return;
    }
    if (stopped || sank || t.down || distanceBetween(m, t) != 1) {
        Event x;
        x.type = "chargeStopped";
        x.data = {{"combatant", m.id}};
        x.message = Message{"combatgrid.log.chargeStopped", m.name + "'s Charge is stopped short", {{"name", m.name}},
                            kAttack};
        events.push_back(std::move(x));
        return;
    }
    AttackOutcome out;
    const bool won =
        resolveAttack(s, rng, m, t, AttackDecl{t.id, "charge"}, attackModifiers(s, m, t, "charge"), "attack", events, &out);
    checkEnd(s, events);
    comboAfter(s, m, "charge", won, out, events);
}

// Opens a Chance Attack window and runs it (proceed).
void openWindow(CombatGridState& s, core::Rng& rng, ChanceWindow w, std::vector<Event>& events)
{
    s.chance = std::move(w);
    proceed(s, rng, events);
}

// Start of a turn: the next combatant in initiative order who may act (the down are skipped, the
// surprised lose their turn in the surprise round); a new round after the last.
void nextTurn(CombatGridState& s, std::vector<Event>& events, bool first, core::Rng* rng)
{
    for (std::size_t guard = 0; guard <= 2 * s.order.size() + 2; ++guard) {
        if (!first) {
            ++s.current;
            if (s.current >= static_cast<int>(s.order.size())) {
                burnAtRoundEnd(s, events); // the end of the round: Burning
                checkEnd(s, events);
                if (isOver(s))
                    return;
                s.current = 0;
                ++s.round;
                s.surpriseRound = false;
                // Initiative Shifts of the round past take effect (our ruling): the order by
                // initiative, a shifter passing those it now ties with in the direction it
                // shifted, the rest keeping their order.
                std::stable_sort(s.order.begin(), s.order.end(), [&](int a, int b) {
                    const Combatant& ca = s.combatants[static_cast<std::size_t>(a)];
                    const Combatant& cb = s.combatants[static_cast<std::size_t>(b)];
                    return std::pair{ca.initiative, ca.shifted} > std::pair{cb.initiative, cb.shifted};
                });
                for (auto& c : s.combatants)
                    c.shifted = 0;
                for (auto& c : s.combatants)
                    c.chanceAttacked.clear(); // one Chance Attack per enemy per round
                Event e;
                e.type = "round";
                e.data = {{"round", s.round}};
                e.message = Message{"combatgrid.log.round", "Round " + std::to_string(s.round), {{"count", s.round}}, kTurn};
                events.push_back(std::move(e));
            }
        }
        first = false;
        Combatant& c = s.combatants[static_cast<std::size_t>(s.order[static_cast<std::size_t>(s.current)])];
        if (rng && c.bleeding && !c.down) { // Blood Loss: the free test at the start of each of its turns
            bloodLossTest(s, *rng, c, 0, events);
            if (c.down) { // bled out: the encounter may be over
                checkEnd(s, events);
                if (isOver(s))
                    return;
            }
        }
        if (c.down || (s.surpriseRound && c.surprised))
            continue;
        s.moveLeft = basicMove(c);
        s.actionsLeft = 2;
        s.usedActions.clear();
        s.exertPending = false;
        s.disengage.clear();
        s.combo.reset(); // a Combo Chain ends with its turn
        s.flown = false;
        s.basicMoved = false;
        s.runUp = 0;
        s.awareTested.clear();
        c.chanceAttackUsed = false; // the Chance Attack limit lasts until the start of its next turn
        if (rng) { // the shake-off tests come first, while a Defend still holds (our reading)
            startOfTurnAilments(s, *rng, c, events);
            fearShakeOff(s, *rng, c, events); // Fear: the free shake-off at the start of each turn
        }
        if (frozenWithFear(c)) // Frozen or Catatonic with fear: no move, no actions
            s.moveLeft = s.actionsLeft = 0;
        c.defending = false;        // a Defend lasts until the start of its next turn
        c.running = 0;              // so do Running and Sprinting
        for (auto& o : s.combatants) // so does a Protect
            if (o.protectedBy == c.id)
                o.protectedBy.clear();
        endDisruptsBy(s, c.id); // and Analyse Target, Distract, War Cry and Taunt
        return;
    }
}

void startCombat(CombatGridState& s, core::Rng& rng)
{
    // Surprise: a surprise round happens when anyone is surprised.
    s.surpriseRound = std::any_of(s.combatants.begin(), s.combatants.end(), [](const Combatant& c) { return c.surprised; });
    // Initiative: Grace Bonus (+1 per starting Advantage: none is declared yet), then the Score,
    // then fate points, then an opposed Grace test between those still tied.
    const std::size_t n = s.combatants.size();
    for (auto& c : s.combatants)
        c.initiative = bonus(scoreOf(c, "grace"));
    auto key = [&](std::size_t i) {
        const auto& c = s.combatants[i];
        return std::tuple{c.initiative, scoreOf(c, "grace"), c.fate};
    };
    std::vector<std::tuple<int, int, int>> tie(n, {0, 0, 0});
    for (std::size_t i = 0; i < n; ++i) {
        bool tied = false;
        for (std::size_t j = 0; j < n; ++j)
            tied = tied || (j != i && key(i) == key(j));
        if (tied) {
            const auto t = testOf(s, rng, scoreOf(s.combatants[i], "grace"), {});
            tie[i] = {t.passed ? 1 : 0, t.degrees * (t.passed ? 1 : -1), t.target};
        }
    }
    s.order.clear();
    for (std::size_t i = 0; i < n; ++i)
        s.order.push_back(static_cast<int>(i));
    std::stable_sort(s.order.begin(), s.order.end(), [&](int a, int b) {
        const auto ka = key(static_cast<std::size_t>(a)), kb = key(static_cast<std::size_t>(b));
        if (ka != kb)
            return ka > kb;
        return tie[static_cast<std::size_t>(a)] > tie[static_cast<std::size_t>(b)];
    });
    s.current = 0;
    s.round = 1;
    std::vector<Event> ignored; // (the first turn's shake-off tests are rolled but not logged: setup has no events)
    nextTurn(s, ignored, true, &rng);
    for (auto& c : s.combatants) // (no Fear test at setup: a start-of-turn Blood Loss there meets no one)
        c.fearPending.clear();
}

void assignSeats(CombatGridState& s, const std::vector<std::string>& roles)
{
    std::vector<int> playerSeats;
    for (std::size_t i = 0; i < roles.size(); ++i) {
        if (roles[i] == "director")
            s.directorSeat = static_cast<int>(i);
        else
            playerSeats.push_back(static_cast<int>(i));
    }
    std::size_t next = 0;
    for (auto& c : s.combatants)
        c.seat = c.director ? s.directorSeat : playerSeats[next++ % playerSeats.size()];
}

std::unique_ptr<CombatGridState> build(const core::GameInfo& info, const core::MatchConfig& config,
                                       const Json& encounter, const std::deque<int>& rolls, core::Rng& rng)
{
    const auto roles = core::resolveRoles(info, config);
    auto s = std::make_unique<CombatGridState>(loadEncounter(encounter));
    s->seats = config.seats;
    s->fixedRolls = rolls;
    assignSeats(*s, roles);
    startCombat(*s, rng);
    return s;
}

Json combatantJson(const Combatant& c, bool full)
{
    Json j = {{"id", c.id},       {"name", c.name}, {"side", c.director ? "director" : "players"},
              {"kind", c.kind},   {"x", c.pos.x},   {"y", c.pos.y},
              {"size", c.size},   {"down", c.down}, {"prone", c.prone},
              {"seat", c.seat},   {"weapon", c.weapon.name}, {"melee", !c.weapon.ranged},
              {"chanceAttackUsed", c.chanceAttackUsed}, {"chanceAttacked", c.chanceAttacked},
              {"grappledBy", c.grappledBy}, {"defending", c.defending},
              {"running", c.running}};
    // Analyse Target and the Disrupting Targets on it: visible (the views drop the ids of those
    // the players cannot see).
    j["analysedBy"] = c.analysedBy;
    j["warCriedBy"] = c.warCriedBy;
    j["tauntedBy"] = c.tauntedBy;
    j["distractedBy"] = c.distractedBy;
    // Visible to all: flying and at which band, sunk and drowning.
    j["altitude"] = altitudeName(c.altitude);
    j["flies"] = c.flies;
    j["drowning"] = c.drowning;
    // Ailments are visible conditions (C8): each with its failed shake-offs and turns.
    Json ailments = Json::array();
    for (const auto& a : c.ailments)
        ailments.push_back({{"kind", a.kind}, {"category", ailmentCategory(a.kind)}, {"failures", a.failures},
                            {"turns", a.turns}, {"extra", a.extra}});
    j["ailments"] = std::move(ailments);
    // Fear is a visible condition too: its level (the table's row), its source and failed shake-offs.
    j["fear"] = fearName(fearLevel(c));
    j["fearSource"] = c.fear < 0 ? std::string() : c.fearSource;
    j["fearFailures"] = c.fearFailures;
    if (!full)
        return j;
    j["fearDegrees"] = c.fear;
    j["fearImmune"] = c.fearImmune;
    j["trauma"] = c.trauma;
    j["downedBy"] = c.downedBy;
    Json pending = Json::array(); // (empty between actions: the triggers are tested within one)
    for (const auto& [trigger, source] : c.fearPending)
        pending.push_back({trigger, source});
    j["fearPending"] = std::move(pending);
    j["protectedBy"] = c.protectedBy; // whom the Director's combatants protect is the Director's
    j["scores"] = c.scores;
    j["skills"] = c.skills;
    Json armour = Json::object();
    for (int i = 0; i < kLocations; ++i)
        armour[locationName(i)] = c.armour[static_cast<std::size_t>(i)];
    j["armour"] = armour;
    j["weaponStats"] = {{"ranged", c.weapon.ranged}, {"damage", c.weapon.damage}, {"range", c.weapon.range},
                        {"combo", c.weapon.combo}};
    j["weaponStats"]["ailment"] = c.weapon.ailment; // "" when none
    j["weaponStats"]["ailmentOnDoS"] = c.weapon.ailmentOnDoS;
    j["fate"] = c.fate;
    j["fateMax"] = c.fateMax;
    j["fateBlocksInjury"] = c.fateBlocksInjury;
    j["atField"] = c.atField;
    j["stealth"] = c.stealth;
    j["surprised"] = c.surprised;
    j["wounds"] = c.wounds;
    j["injuries"] = c.injuries;
    j["stress"] = c.stress;
    j["focus"] = c.focus;
    j["initiative"] = c.initiative;
    j["shifted"] = c.shifted;
    j["exerts"] = c.exerts; // Exerts taken (the next costs one Stress more): the Director's for its own
    j["breathRounds"] = c.breathRounds;
    // The injury table's effects (docs/games/combatgrid.md "Injuries"), in the order taken, and Blood Loss.
    Json injuries = Json::array();
    for (const auto& e : c.injuryEffects)
        injuries.push_back({{"injury", e.effect}, {"location", locationName(e.location)}});
    j["injuryEffects"] = std::move(injuries);
    j["bleeding"] = c.bleeding;
    return j;
}

// What keeps `c` from an Exert on its turn: a Stunned or Hypnotised combatant whose shake-off
// failed has no Actions this turn, and an Exert gives none back (our reading).
std::optional<Result> exertRefusal(const Combatant& c)
{
    if (hasAilment(c, "stunned") || hasAilment(c, "hypnotised"))
        return refuse(kAilments, "exert.noActions",
                      c.name + " is stunned or hypnotised: it takes no Actions this turn, an Exert neither",
                      {{"name", c.name}});
    return std::nullopt;
}

// The squares a Charge may end on, cheapest first (its Basic Move from where the attacker
// stands); none when it cannot charge now.
std::vector<Cell> chargeEnds(const CombatGridState& s, const Combatant& a)
{
    std::vector<Cell> out;
    if (a.weapon.ranged || s.actionsLeft < 2 || repeated(s, "attack") || hasAilment(a, "frozen"))
        return out;
    auto paths = s.grid.reachable(a.pos, basicMove(a), stepCost(s, a, true));
    std::stable_sort(paths.begin(), paths.end(), [](const core::Path& x, const core::Path& y) { return x.cost < y.cost; });
    for (const auto& p : paths)
        if (p.steps() > 0)
            out.push_back(p.cells.back());
    return out;
}

// Every legal attack of `a` on `t`, variation by variation (called: each location; strong: one
// and two Disadvantages; charge: each square it may end on next to `t`, cheapest first).
std::vector<AttackDecl> legalAttacks(const CombatGridState& s, const Combatant& a, const Combatant& t,
                                     const std::vector<Cell>& ends)
{
    std::vector<AttackDecl> out;
    auto tryDecl = [&](AttackDecl d) {
        if (!attackRefusal(s, a, d, true))
            out.push_back(std::move(d));
    };
    for (const char* v : kVariations) {
        const std::string var = v;
        if (var == "called") {
            for (int l = 0; l < kLocations; ++l)
                tryDecl({t.id, var, locationName(l)});
        } else if (var == "strong") {
            tryDecl({t.id, var, "", 1});
            tryDecl({t.id, var, "", 2});
        } else if (var == "charge") {
            for (Cell c : ends)
                if (adjacentFrom(a, c, t))
                    tryDecl({t.id, var, "", 0, c});
        } else {
            tryDecl({t.id, var});
        }
    }
    return out;
}

Json attackArgs(const Combatant& a, const AttackDecl& d)
{
    Json args = {{"combatant", a.id}, {"target", d.target}, {"variation", d.variation}};
    if (!d.location.empty())
        args["location"] = d.location;
    if (!d.fate.empty())
        args["fate"] = d.fate;
    if (d.disadvantages)
        args["disadvantages"] = d.disadvantages;
    if (d.to) {
        args["x"] = d.to->x;
        args["y"] = d.to->y;
    }
    return args;
}

// Each target the attacker may attack now, with the legal variations and the modifiers each
// would roll with ([] when it has no attack left). An option's `args` are what it adds to the
// attack action (a Strong Attack's Disadvantages; a Charge's square, the cheapest); a Called
// Attack lists the locations it may name.
Json attackOptions(const CombatGridState& s, const Combatant& a)
{
    Json out = Json::array();
    const auto ends = chargeEnds(s, a);
    for (const auto& t : s.combatants) {
        Json options = Json::array();
        std::map<std::string, std::size_t> seen; // option id -> index in options
        for (const auto& d : legalAttacks(s, a, t, ends)) {
            const std::string id = d.variation == "strong" ? "strong" + std::to_string(d.disadvantages) : d.variation;
            if (const auto it = seen.find(id); it != seen.end()) {
                if (d.variation == "called") // one option, every location it may name
                    options[it->second]["locations"].push_back(d.location);
                continue; // a Charge offers its cheapest square
            }
            Combatant from = a;
            if (d.to)
                from.pos = *d.to;
            Json mods = Json::array();
            for (const auto& m : attackModifiers(s, from, t, d.variation, d.disadvantages))
                mods.push_back({{"name", m.name}, {"value", m.value}});
            Json extra = attackArgs(a, d);
            for (const char* k : {"combatant", "target", "variation", "location"})
                extra.erase(k);
            Json o = {{"id", id},
                      {"variation", d.variation},
                      {"modifiers", std::move(mods)},
                      {"args", std::move(extra)},
                      {"skill", meleeAttack(a, d.variation) ? "melee" : "ranged"},
                      {"base", attackBase(a, d.variation)}};
            if (d.variation == "called")
                o["locations"] = Json::array({d.location});
            seen[id] = options.size();
            options.push_back(std::move(o));
        }
        if (!options.empty())
            out.push_back({{"target", t.id},
                           {"distance", distanceBetween(a, t)},
                           {"skill", a.weapon.ranged ? "ranged" : "melee"},
                           {"base", a.weapon.ranged ? skillOf(a, "ranged", "senses") : skillOf(a, "melee", "might")},
                           {"options", std::move(options)}});
    }
    return out;
}

// The Combo System: the state a combo's free action is weighed in. It costs no action and the
// turn's "not repeated" rule does not bind it (rule 2: variations already used may be comboed
// into); the chain is closed (its Advantage counts: inComboChain).
CombatGridState comboFreeState(const CombatGridState& s)
{
    CombatGridState f = s;
    f.combo->open = false;
    f.actionsLeft = 2;
    f.usedActions.clear();
    return f;
}

bool usedInChain(const CombatGridState& s, const std::string& key)
{
    return s.combo && std::find(s.combo->used.begin(), s.combo->used.end(), key) != s.combo->used.end();
}

// The attack options of a combo's free action: the variations not yet used in the chain, each
// with the Combo Advantage among its modifiers.
Json comboAttackOptions(const CombatGridState& s, const Combatant& a)
{
    const CombatGridState f = comboFreeState(s);
    Json out = Json::array();
    for (auto target : attackOptions(f, a)) {
        Json kept = Json::array();
        for (const auto& o : target.at("options"))
            if (!usedInChain(s, o.at("variation").get<std::string>()))
                kept.push_back(o);
        if (kept.empty())
            continue;
        target["options"] = std::move(kept);
        out.push_back(std::move(target));
    }
    return out;
}

// The legal actions the ailments add on the sufferer's turn: a fate point's Remove Ailment (no
// Action, as the other fate uses on a turn) for each ailment, and Burning's put out (an Action
// for an Advantage on the next shake-off).
void ailmentActions(const CombatGridState& s, const Combatant& c, core::Seat seat, std::vector<Action>& out)
{
    if (c.fate > 0)
        for (const auto& a : c.ailments)
            out.push_back({seat, "fate", {{"combatant", c.id}, {"use", "removeAilment"}, {"ailment", a.kind}}});
    if (hasAilment(c, "burning") && s.actionsLeft >= 1 && !repeated(s, "putOut"))
        out.push_back({seat, "putOut", {{"combatant", c.id}}});
}

// A fate point's Remove Ailment (the rules' "Fate Points": a single ailment from itself), or an
// Action spent putting out Burning.
Result applyAilmentAction(CombatGridState& s, Combatant& c, const Action& action, core::Rng& rng)
{
    Result r;
    r.accepted = true;
    const bool seen = CombatGridRules::visibleToPlayers(s, c);
    if (action.type == "putOut") {
        if (!hasAilment(c, "burning"))
            return refuse(kAilments, "putOut.notBurning", c.name + " is not burning", {{"name", c.name}});
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "putOut"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("putOut");
        if (!breakFree(s, rng, c, "putOut", r.events))
            return r; // the Action is wasted
        for (auto& a : c.ailments)
            if (a.kind == "burning")
                ++a.extra;
        pushAbout(s, c,
                  ailmentEvent(c, "putOut", "burning", "combatgrid.log.putOut",
                               c.name + " tries to put out the flames (an Advantage on the next shake-off)"),
                  r.events);
        watchersTest(s, rng, c, r.events);
        return r;
    }
    const std::string kind = action.args.value("ailment", std::string());
    if (c.fate < 1)
        return refuse(kActions, "fate.none", c.name + " has no fate point left", {{"name", c.name}});
    if (!hasAilment(c, kind.c_str()))
        return refuse(kAilments, "fate.noAilment", c.name + " does not suffer \"" + kind + "\"",
                      {{"name", c.name}, {"ailment", kind}});
    --c.fate;
    clearAilment(c, kind);
    Event e = fateEvent(c, "removeAilment", 1, s.directorSeat, seen);
    e.data["ailment"] = kind;
    e.message = Message{"combatgrid.log.fateRemoveAilment", c.name + " spends a fate point and shakes off " + kind,
                        {{"name", c.name}, {"ailment", kind}}, kActions};
    if (seen && c.director) { // the players see which ailment, not the fate left
        e.redacted["ailment"] = kind;
        e.redactedMessage = e.message;
    }
    r.events.push_back(std::move(e));
    return r;
}

} // namespace

std::vector<Action> CombatGridRules::comboLegalActions(const CombatGridState& s, core::Seat seat) const
{
    std::vector<Action> out;
    const Combatant& c = s.acting();
    if (c.seat != seat)
        return out;
    const CombatGridState f = comboFreeState(s);
    for (auto a : legalActions(f, seat)) {
        const bool free = a.type == "attack" || a.type == "focus" || a.type == "defend" || a.type == "protect" ||
                          a.type == "rise";
        if (free && !usedInChain(s, comboKey(a))) {
            a.args["combo"] = true;
            out.push_back(std::move(a));
        } else if ((a.type == "endTurn" && !s.passOff) || a.type == "endEncounter") {
            out.push_back(std::move(a)); // (an ally with a passed-off combo action ends the chain)
        }
    }
    // The special combo actions (taken only by comboing into them): Pass Off to each standing
    // ally that may combo (rule 3), Initiative Shift.
    if (!s.passOff && !usedInChain(s, "passOff"))
        for (const auto& o : s.combatants)
            if (&o != &c && !o.down && !enemies(o, c) && mayCombo(s, o))
                out.push_back({seat, "passOff", {{"combatant", c.id}, {"ally", o.id}, {"combo", true}}});
    if (!usedInChain(s, "initiativeShift"))
        for (const char* d : {"up", "down"})
            out.push_back({seat, "initiativeShift", {{"combatant", c.id}, {"direction", d}, {"combo", true}}});
    out.push_back({seat, "endCombo", {{"combatant", c.id}}});
    return out;
}

Result CombatGridRules::applyComboAction(CombatGridState& s, const Action& action, core::Rng& rng) const
{
    Combatant& c = s.combatants[static_cast<std::size_t>(s.order[static_cast<std::size_t>(s.current)])];
    if (action.seat != c.seat)
        return refuse(kTurn, "notYourTurn", "It is not your combatant's turn");
    const ComboChain chain = *s.combo;
    if (action.type == "endTurn" && s.passOff && action.args.value("combatant", std::string()) == c.id) {
        s.combo.reset(); // the ally's End turn ends the chain: the passer's turn resumes (apply)
        Result r;
        r.accepted = true;
        return r;
    }
    if (action.type == "endEncounter" || action.type == "endTurn") { // ends the chain too
        s.combo.reset();
        Result r = applyAction(s, action, rng);
        if (!r.accepted)
            s.combo = chain;
        return r;
    }
    if (action.args.value("combatant", std::string()) != c.id)
        return refuse(kTurn, "notActing", "It is " + c.name + "'s turn, not that combatant's", {{"name", c.name}});
    if (action.type == "endCombo") {
        s.combo.reset();
        Result r;
        r.accepted = true;
        Event e;
        e.type = "comboEnded";
        e.data = {{"combatant", c.id}, {"used", chain.used}};
        e.message = Message{"combatgrid.log.comboEnded", c.name + " ends the combo chain", {{"name", c.name}}, kActions};
        if (!visibleToPlayers(s, c))
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        return r;
    }
    if (action.type == "passOff") { // a special combo action: an ally uses the combo action
        const std::string allyId = action.args.value("ally", std::string());
        const int ai = findCombatant(s, allyId);
        if (ai < 0 || s.combatants[static_cast<std::size_t>(ai)].down || allyId == c.id ||
            enemies(s.combatants[static_cast<std::size_t>(ai)], c))
            return refuse(kActions, "passOff.notAlly", c.name + " passes its combo action to a standing ally, not " + allyId,
                          {{"name", c.name}, {"target", allyId}});
        Combatant& ally = s.combatants[static_cast<std::size_t>(ai)];
        if (!mayCombo(s, ally))
            return refuse(kActions, "passOff.ailment",
                          ally.name + " suffers an ailment and cannot combo (the Combo System, rule 3)",
                          {{"name", ally.name}});
        if (s.passOff || usedInChain(s, "passOff"))
            return refuse(kActions, "combo.repeated",
                          "The same variation is not repeated within one Combo Chain (the Combo System, rule 2): " +
                              c.name + " has used passOff in this chain",
                          {{"name", c.name}, {"variation", "passOff"}});
        PassOff p;
        p.passer = c.id;
        p.current = s.current;
        p.moveLeft = s.moveLeft;
        p.actionsLeft = s.actionsLeft;
        p.usedActions = s.usedActions;
        p.disengage = s.disengage;
        p.flown = s.flown;
        p.runUp = s.runUp;
        p.awareTested = s.awareTested;
        s.passOff = p;
        // The ally takes the combo action (the chain's variations still not repeated): no Move,
        // no Action of its own, only the free action or the chain's end.
        ComboChain next = chain;
        next.combatant = ally.id;
        next.used.push_back("passOff");
        next.open = true;
        s.combo = next;
        s.current = static_cast<int>(std::find(s.order.begin(), s.order.end(), ai) - s.order.begin());
        s.moveLeft = 0;
        s.actionsLeft = 0;
        s.usedActions.clear();
        s.disengage.clear();
        s.flown = false;
        s.runUp = 0;
        s.awareTested.clear();
        Result r;
        r.accepted = true;
        Event e;
        e.type = "passOff";
        e.data = {{"combatant", c.id}, {"ally", ally.id}};
        e.message = Message{"combatgrid.log.passOff", c.name + " passes its combo action to " + ally.name,
                            {{"name", c.name}, {"target", ally.name}}, kActions};
        if (!visibleToPlayers(s, c) || !visibleToPlayers(s, ally))
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        return r;
    }
    if (action.type == "initiativeShift") { // a special combo action: it takes up the combo action
        const std::string d = action.args.value("direction", std::string());
        if (d != "up" && d != "down")
            return refuse(kActions, "initiativeShift.direction",
                          "Initiative Shift moves the initiative one point \"up\" or \"down\", not \"" + d + "\"",
                          {{"name", c.name}, {"direction", d}});
        if (usedInChain(s, "initiativeShift"))
            return refuse(kActions, "combo.repeated",
                          "The same variation is not repeated within one Combo Chain (the Combo System, rule 2): " +
                              c.name + " has used initiativeShift in this chain",
                          {{"name", c.name}, {"variation", "initiativeShift"}});
        const int by = d == "up" ? 1 : -1;
        c.initiative += by;
        c.shifted = by;
        s.combo.reset(); // the combo action is used: the chain ends (it does not combo)
        Result r;
        r.accepted = true;
        Event e;
        e.type = "initiativeShift";
        e.data = {{"combatant", c.id}, {"direction", d}, {"initiative", c.initiative}};
        e.message = Message{d == "up" ? "combatgrid.log.initiativeUp" : "combatgrid.log.initiativeDown",
                            c.name + " shifts its initiative " + d + " to " + std::to_string(c.initiative) +
                                " (the order changes from the next round)",
                            {{"name", c.name}, {"count", c.initiative}}, kActions};
        if (!visibleToPlayers(s, c))
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        return r;
    }
    const bool free = action.type == "attack" || action.type == "focus" || action.type == "defend" ||
                      action.type == "protect" || action.type == "rise";
    if (!free)
        return refuse(kActions, "combo.takeOrEnd",
                      c.name + " combos: take the free action (an attack, Focus, Defend, Protect or Rise) or end the chain first",
                      {{"name", c.name}});
    const std::string key = comboKey(action);
    if (usedInChain(s, key))
        return refuse(kActions, "combo.repeated",
                      "The same variation is not repeated within one Combo Chain (the Combo System, rule 2): " + c.name +
                          " has used " + key + " in this chain",
                      {{"name", c.name}, {"variation", key}});
    // The free action: no action cost, the turn's "not repeated" lifted (rule 2), the chain's
    // Advantage (inComboChain) while it is made.
    const int actionsLeft = s.actionsLeft;
    const auto usedActions = s.usedActions;
    s.actionsLeft = 2;
    s.usedActions.clear();
    s.combo->open = false;
    Result r = applyAction(s, action, rng);
    if (!r.accepted) {
        s.actionsLeft = actionsLeft;
        s.usedActions = usedActions;
        s.combo = chain;
        return r;
    }
    s.actionsLeft = actionsLeft;
    s.usedActions = usedActions;
    s.usedActions.insert(action.type); // done this turn: the turn's own actions do not repeat it
    return r;
}

bool CombatGridRules::visibleToPlayers(const CombatGridState& s, const Combatant& c)
{
    if (!c.director)
        return true;
    if (c.stealth)
        return false;
    for (const auto& p : s.combatants) {
        if (p.director || p.down)
            continue;
        for (Cell from : cellsOf(p.pos, p.size))
            for (Cell to : cellsOf(c.pos, c.size))
                if (s.grid.canSee(from, to))
                    return true;
    }
    return false;
}

core::GameInfo CombatGridRules::info() const
{
    core::GameInfo i;
    i.id = "combatgrid";
    i.title = "Combat Grid";
    i.minSeats = 2;
    i.maxSeats = 6;
    i.playable = true;
    core::OptionInfo enc{"encounter", "Which encounter to fight (a ready one, or an encounter of your own)", "security-floor", Json::array()};
    // The encounters' titles, English and Japanese, as their files give them (read once).
    static const Json titles = [] {
        Json t = Json::object();
        for (const auto& id : encounterIds()) {
            const Json e = builtInEncounter(id);
            Json one = Json::object();
            if (e.contains("title"))
                one["en"] = e.at("title");
            if (e.contains("titleJa"))
                one["ja"] = e.at("titleJa");
            t[id] = std::move(one);
        }
        return t;
    }();
    for (const auto& id : encounterIds())
        enc.choices.push_back(id);
    enc.choiceTitles = titles;
    // Besides the ready ones, an encounter object (the Director's own, saved by the map editor):
    // the config then carries the whole encounter.
    enc.contentFolder = "encounters";
    core::OptionInfo mayEnd{"directorMayEnd", "The Director may end the encounter at any of its turns", true,
                            Json::array({true, false})};
    i.options = {enc, mayEnd};
    core::RoleInfo director{"director", "Director", 1, 1, {}};
    core::RoleInfo player{"player", "Player", 1, 5, {}};
    i.roles = {director, player};
    return i;
}

std::vector<core::ActionSpec> CombatGridRules::actionSpecs() const
{
    using core::ArgKind;
    core::ArgSpec combatant{"combatant", ArgKind::String, true, "moved"};
    core::ArgSpec x{"x", ArgKind::Integer, true, "destination", 0, 999};
    core::ArgSpec y{"y", ArgKind::Integer, true, "", 0, 999};
    core::ArgSpec target{"target", ArgKind::String, true, "destination"};
    core::ArgSpec variation{"variation", ArgKind::String, true, "", 0, 0, 16};
    core::ArgSpec location{"location", ArgKind::String, false, "", 0, 0, 16};
    core::ArgSpec how{"how", ArgKind::String, true, "", 0, 0, 16};
    core::ArgSpec direction{"direction", ArgKind::String, true, "", 0, 0, 8}; // Initiative Shift: up or down
    core::ArgSpec disadvantages{"disadvantages", ArgKind::Integer, false, "", 0, 2};
    core::ArgSpec moves{"moves", ArgKind::Integer, false, "", 1, 2}; // Running 1, Sprinting 2
    core::ArgSpec chargeX{"x", ArgKind::Integer, false, "", 0, 999};
    core::ArgSpec chargeY{"y", ArgKind::Integer, false, "", 0, 999};
    core::ArgSpec take{"take", ArgKind::Boolean, true, ""};
    core::ArgSpec ally{"ally", ArgKind::String, true, "destination"};
    core::ArgSpec hurry{"hurry", ArgKind::Boolean, false, ""};
    core::ArgSpec leap{"leap", ArgKind::Boolean, false, ""};
    core::ArgSpec effort{"effort", ArgKind::Boolean, false, ""};
    core::ArgSpec jump{"jump", ArgKind::Boolean, false, ""};
    core::ArgSpec altitude{"altitude", ArgKind::String, true, "", 0, 0, 16};
    core::ArgSpec fate{"fate", ArgKind::String, false, "", 0, 0, 16};
    core::ArgSpec use{"use", ArgKind::String, true, "", 0, 0, 16};
    core::ArgSpec ready{"ready", ArgKind::Boolean, false, ""};
    core::ArgSpec combo{"combo", ArgKind::Boolean, false, ""}; // the free action of a Combo Chain
    core::ArgSpec ailment{"ailment", ArgKind::String, false, "", 0, 0, 16};
    core::ArgSpec analyseVariation{"variation", ArgKind::String, false, "", 0, 0, 16}; // analyse (default), distract, warCry, taunt
    return {{"move", {combatant, x, y, hurry, leap, effort, jump}},
            {"attack", {combatant, target, variation, location, disadvantages, chargeX, chargeY, fate, combo}},
            {"fate", {combatant, use, ready, ailment}},
            {"putOut", {combatant}},
            {"rise", {combatant, combo}},
            {"goProne", {combatant}},
            {"initiativeShift", {combatant, direction, combo}},
            {"passOff", {combatant, ally, combo}},
            {"focus", {combatant, combo}},
            {"analyse", {combatant, target, analyseVariation}},
            {"exert", {combatant}},
            {"stemBleeding", {combatant}},
            {"run", {combatant, moves}},
            {"endCombo", {combatant}},
            {"disengage", {combatant, how}},
            {"fly", {combatant, altitude}},
            {"chanceAttack", {combatant, take}},
            {"defend", {combatant, combo}},
            {"protect", {combatant, ally, combo}},
            {"endTurn", {combatant}},
            {"endEncounter", {}}};
}

namespace {

// The match's options, checked: the encounter (a ready one's id, or an encounter object carried
// whole by the config) and whether the Director may end it.
struct Options {
    Json encounter = "security-floor";
    bool directorMayEnd = true;
};

Options readOptions(const core::MatchConfig& config)
{
    Options o;
    if (config.options.contains("directorMayEnd")) {
        if (!config.options.at("directorMayEnd").is_boolean())
            throw std::invalid_argument("combatgrid: option directorMayEnd: true or false");
        o.directorMayEnd = config.options.at("directorMayEnd").get<bool>();
    }
    if (config.options.contains("encounter")) {
        const Json& e = config.options.at("encounter");
        if (!e.is_string() && !e.is_object())
            throw std::invalid_argument("combatgrid: option encounter: the id of a ready encounter or an encounter object");
        o.encounter = e;
    }
    for (auto it = config.options.begin(); it != config.options.end(); ++it)
        if (it.key() != "encounter" && it.key() != "directorMayEnd")
            throw std::invalid_argument("combatgrid: unknown option " + it.key());
    return o;
}

} // namespace

std::unique_ptr<core::GameState> CombatGridRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    const Options o = readOptions(config);
    const Json encounter = o.encounter.is_string() ? builtInEncounter(o.encounter.get<std::string>()) : o.encounter;
    auto s = build(info(), config, encounter, {}, rng);
    s->directorMayEnd = o.directorMayEnd;
    return s;
}

std::unique_ptr<core::GameState> CombatGridRules::setupScenario(const core::MatchConfig& config, const Json& position,
                                                                core::Rng& rng) const
{
    if (!position.is_object() || !position.contains("encounter"))
        throw std::invalid_argument("combatgrid position: encounter: missing (an encounter object or a ready encounter's id)");
    for (auto it = position.begin(); it != position.end(); ++it)
        if (it.key() != "encounter" && it.key() != "rolls")
            throw std::invalid_argument("combatgrid position: " + it.key() + ": not a known field");
    const Json& e = position.at("encounter");
    const Json encounter = e.is_string() ? builtInEncounter(e.get<std::string>()) : e;
    std::deque<int> rolls;
    if (position.contains("rolls")) {
        const Json& r = position.at("rolls");
        if (!r.is_array())
            throw std::invalid_argument("combatgrid position: rolls: a list of d100 results 1..100");
        for (std::size_t i = 0; i < r.size(); ++i) {
            if (!r[i].is_number_integer() || r[i].get<int>() < 1 || r[i].get<int>() > 100)
                throw std::invalid_argument("combatgrid position: rolls[" + std::to_string(i) + "]: a d100 result 1..100");
            rolls.push_back(r[i].get<int>());
        }
    }
    // The position gives the encounter; the options still say whether the Director may end it.
    auto s = build(info(), config, encounter, rolls, rng);
    s->directorMayEnd = readOptions(config).directorMayEnd;
    return s;
}

Json CombatGridRules::optionContent(const std::string& option, const Json& value) const
{
    if (option != "encounter")
        return GameRules::optionContent(option, value);
    if (!value.is_string() && !value.is_object())
        throw std::invalid_argument("combatgrid: option encounter: the id of a ready encounter or an encounter object");
    Json e = value.is_string() ? builtInEncounter(value.get<std::string>()) : value;
    (void)loadEncounter(e); // throws naming the field
    return e;
}

core::Prompt CombatGridRules::prompt(const core::GameState& g) const
{
    const auto& s = st(g);
    core::Prompt p;
    if (isOver(s)) {
        p.kind = "gameOver";
        p.message = Message{"combatgrid.prompt.over", "The encounter is over", Json::object(), kEnd};
        return p;
    }
    if (s.chance && !s.chance->asking.empty()) {
        // The enemy's controller decides whether it makes the Chance Attack (only that seat).
        const Combatant& e = s.combatants[static_cast<std::size_t>(findCombatant(s, s.chance->asking))];
        const Combatant& m = s.combatants[static_cast<std::size_t>(findCombatant(s, s.chance->mover))];
        p.seats = {e.seat};
        p.kind = "chanceAttack";
        if (visibleToPlayers(s, e))
            p.message = Message{"combatgrid.prompt.chanceAttack", e.name + " may make a Chance Attack on " + m.name,
                                {{"name", e.name}, {"target", m.name}}, kMove};
        else
            p.message = Message{"combatgrid.prompt.director", "The Director acts", Json::object(), kTurn};
        return p;
    }
    const Combatant& c = s.acting();
    p.seats = {c.seat};
    p.kind = "turn";
    if (comboOpen(s) && visibleToPlayers(s, c))
        p.message = Message{"combatgrid.prompt.combo",
                            c.name + " combos: a free action with an extra Advantage, or end the chain",
                            {{"name", c.name}}, kActions};
    else if (visibleToPlayers(s, c))
        p.message = Message{"combatgrid.prompt.turn", c.name + "'s turn", {{"name", c.name}}, kTurn};
    else
        p.message = Message{"combatgrid.prompt.director", "The Director acts", Json::object(), kTurn};
    return p;
}

std::vector<Action> CombatGridRules::legalActions(const core::GameState& g, core::Seat seat) const
{
    const auto& s = st(g);
    std::vector<Action> out;
    if (isOver(s))
        return out;
    if (s.chance) {
        const Combatant& e = s.combatants[static_cast<std::size_t>(findCombatant(s, s.chance->asking))];
        if (e.seat == seat)
            for (bool take : {true, false})
                out.push_back({seat, "chanceAttack", {{"combatant", e.id}, {"take", take}}});
        return out;
    }
    if (comboOpen(s))
        return comboLegalActions(s, seat);
    const Combatant& c = s.acting();
    if (c.seat != seat)
        return out;
    if (s.moveLeft > 0) {
        for (const auto& path : s.grid.reachable(c.pos, s.moveLeft, stepCost(s, c, true)))
            if (path.steps() > 0)
                out.push_back({seat, "move", {{"combatant", c.id}, {"x", path.cells.back().x}, {"y", path.cells.back().y}}});
        // At full speed through harmful terrain (a test per square of it).
        for (const auto& path : s.grid.reachable(c.pos, s.moveLeft, stepCost(s, c, true, true)))
            if (path.steps() > 0 && entersHarm(s, path, c.size))
                out.push_back({seat, "move",
                               {{"combatant", c.id}, {"x", path.cells.back().x}, {"y", path.cells.back().y}, {"hurry", true}}});
        // Leaps (Hindered, or with a Leaping test) and jumps down, from where it stands.
        for (const auto& [to, how] : leapsAndJumps(s, c, s.moveLeft)) {
            Json args = {{"combatant", c.id}, {"x", to.x}, {"y", to.y}};
            for (const auto& [k, v] : how.items())
                args[k] = v;
            out.push_back({seat, "move", std::move(args)});
        }
    }
    const auto ends = chargeEnds(s, c);
    for (const auto& t : s.combatants)
        for (auto d : legalAttacks(s, c, t, ends)) {
            out.push_back({seat, "attack", attackArgs(c, d)});
            if (c.fate > 0 && d.variation != "charge") // a fate point on the test
                for (const char* f : {"advantage", "reroll"}) {
                    d.fate = f;
                    out.push_back({seat, "attack", attackArgs(c, d)});
                }
        }
    // Fate points spent on its turn: wounds restored, fate readied to block Injuries (or not).
    if (c.fate > 0 && c.wounds < maxWounds(c))
        out.push_back({seat, "fate", {{"combatant", c.id}, {"use", "restoreWounds"}}});
    if (c.fate > 0 || c.fateBlocksInjury)
        out.push_back({seat, "fate", {{"combatant", c.id}, {"use", "blockInjury"}, {"ready", !c.fateBlocksInjury}}});
    ailmentActions(s, c, seat, out);
    if (c.flies && s.moveLeft > 0 && !s.flown && (!engagedKnown(s, c) || s.disengage == "action"))
        for (int band : {c.altitude - 1, c.altitude + 1})
            if (band >= 0 && band <= 2)
                out.push_back({seat, "fly", {{"combatant", c.id}, {"altitude", altitudeName(band)}}});
    if (c.prone && s.actionsLeft >= 1 && !repeated(s, "rise") && injuryCount(c, "brokenLeg") == 0)
        out.push_back({seat, "rise", {{"combatant", c.id}}});
    if (!c.prone && !(c.flies && c.altitude > 0) && s.actionsLeft >= 1 && !repeated(s, "rise"))
        out.push_back({seat, "goProne", {{"combatant", c.id}}});
    if (s.moveLeft > 0 && s.disengage.empty() && engagedKnown(s, c)) {
        out.push_back({seat, "disengage", {{"combatant", c.id}, {"how", "test"}}});
        if (s.actionsLeft >= 1)
            out.push_back({seat, "disengage", {{"combatant", c.id}, {"how", "action"}}});
    }
    if (s.actionsLeft >= 1 && !repeated(s, "focus"))
        out.push_back({seat, "focus", {{"combatant", c.id}}});
    if (s.actionsLeft >= 1 && !repeated(s, "analyse")) // Analyse Target and the Disrupting Targets
        for (const auto& t : s.combatants)
            if (!analyseRefusal(s, c, t.id))
                for (const auto& k : disruptKinds())
                    out.push_back({seat, "analyse", {{"combatant", c.id}, {"target", t.id}, {"variation", k.id}}});
    if (c.bleeding && s.actionsLeft >= 1 && !repeated(s, "stemBleeding"))
        out.push_back({seat, "stemBleeding", {{"combatant", c.id}}});
    if (!repeated(s, "run")) // Running (★) and Sprinting (★★): variations of extra movement
        for (int moves = 1; moves <= 2 && moves <= s.actionsLeft; ++moves)
            out.push_back({seat, "run", {{"combatant", c.id}, {"moves", moves}}});
    if (s.actionsLeft >= 2 && !repeated(s, "defend"))
        out.push_back({seat, "defend", {{"combatant", c.id}}});
    if (s.actionsLeft >= 2 && !repeated(s, "protect"))
        for (const auto& o : s.combatants)
            if (&o != &c && !o.down && !enemies(o, c))
                out.push_back({seat, "protect", {{"combatant", c.id}, {"ally", o.id}}});
    if (!exertRefusal(c)) // Exert: one more Action for Stress
        out.push_back({seat, "exert", {{"combatant", c.id}}});
    out.push_back({seat, "endTurn", {{"combatant", c.id}}});
    if (seat == s.directorSeat && s.directorMayEnd)
        out.push_back({seat, "endEncounter", Json::object()});
    if (hasAilment(c, "enraged")) // only melee attacks and moves toward its enemies
        out.erase(std::remove_if(out.begin(), out.end(), [&](const Action& a) { return enragedRefusal(s, c, a).has_value(); }),
                  out.end());
    if (fearLevel(c) >= FearLevel::Avoidance) // what its fear forbids (the rules' table)
        out.erase(std::remove_if(out.begin(), out.end(), [&](const Action& a) { return fearRefusal(s, c, a).has_value(); }),
                  out.end());
    return out;
}

namespace {

// The rules' "Stress, Fatigue and Exhaustion": an Exhausted combatant (its Stress already 2 more
// than its Physique Bonus) that takes Stress makes a Physique test (one per action in which it took
// some, our reading), and falls unconscious on a failure: down, out of the encounter.
void exhaustionTests(CombatGridState& s, core::Rng& rng, const std::vector<int>& stressBefore, std::vector<Event>& events)
{
    for (std::size_t i = 0; i < s.combatants.size() && i < stressBefore.size(); ++i) {
        Combatant& c = s.combatants[i];
        if (c.down || c.stress <= stressBefore[i] || stressBefore[i] < bonus(scoreOf(c, "physique")) + 2)
            continue;
        const core::TestResult t = testOf(s, rng, scoreOf(c, "physique"), ailing(s, c, {}, "physique"));
        Event roll = core::roll::testEvent(t, c.name, "exhaustion");
        roll.data["combatant"] = c.id;
        pushAbout(s, c, std::move(roll), events);
        if (t.passed)
            continue;
        c.down = true;
        Event e;
        e.type = "exhaustedOut";
        e.data = {{"combatant", c.id}, {"stress", c.stress}};
        e.message = Message{"combatgrid.log.exhaustedOut", c.name + " is exhausted and falls unconscious",
                            {{"name", c.name}}, kTurn};
        pushAbout(s, c, std::move(e), events);
    }
}

// Once an action is done: the Fear triggers it met, each tested once (the rules' "Fear": immune to
// a trigger once confronted, pass or fail). Witnessing an important ally (one given fate points)
// defeated: each standing players' combatant with a line of sight to it (C7; the Director's
// combatants are immune to this trigger), its fear of whoever downed it.
void resolveFear(CombatGridState& s, core::Rng& rng, const std::vector<bool>& downBefore, std::vector<Event>& events)
{
    for (std::size_t i = 0; i < s.combatants.size() && i < downBefore.size(); ++i) {
        const Combatant& x = s.combatants[i];
        if (downBefore[i] || !x.down || x.director || x.fateMax <= 0)
            continue;
        for (auto& w : s.combatants)
            if (&w != &x && !w.down && !w.director && bestSight(s, w, x))
                w.fearPending.push_back({"allyDefeated", x.downedBy});
    }
    for (auto& c : s.combatants) {
        const auto pending = std::move(c.fearPending);
        c.fearPending.clear();
        for (const auto& [trigger, source] : pending) {
            if (c.down || c.fearImmune.count(trigger))
                continue;
            c.fearImmune.insert(trigger);
            fearTest(s, rng, c, trigger, source, events);
        }
    }
}

} // namespace

Result CombatGridRules::apply(core::GameState& g, const Action& action, core::Rng& rng) const
{
    auto& s = st(g);
    if (isOver(s))
        return refuse(kEnd, "over", "The encounter is over");
    const int actionsBefore = s.actionsLeft, turnBefore = s.current, roundBefore = s.round;
    std::vector<bool> downBefore;
    std::vector<int> stressBefore;
    for (const auto& c : s.combatants) {
        downBefore.push_back(c.down);
        stressBefore.push_back(c.stress);
    }
    Result r = applyAction(s, action, rng);
    if (r.accepted && s.exertPending && s.current == turnBefore && s.round == roundBefore && s.actionsLeft < actionsBefore)
        s.exertPending = false; // the Exert's Action is spent
    if (r.accepted && s.combo && !s.combo->open && !s.chance)
        s.combo.reset(); // the chain's free action is done and did not combo: the chain ends
    if (r.accepted && s.passOff && !comboOpen(s) && !s.chance && !isOver(s))
        resumePassOff(s, r.events); // Pass Off: the ally is done, the passer's turn goes on
    if (r.accepted) {
        for (const auto& c : s.combatants) // a downed actor's Analyse or disrupting effects end
            if (c.down)
                endDisruptsBy(s, c.id);
        releaseGrapples(s, r.events); // moved apart or down: the grapple is over
        for (auto& c : s.combatants) // pushed out of the deep water: air again
            if (c.drowning && !c.down && !deepUnder(s.grid, c.pos, c.size))
                breathes(s, c, r.events);
        if (!isOver(s)) {
            exhaustionTests(s, rng, stressBefore, r.events);
            if (s.chance && byId(s, s.chance->mover).down) { // the mover fell unconscious: its walk ends
                s.chance->asking.clear();
                proceed(s, rng, r.events);
            } else if (!isOver(s) && s.acting().down) {
                s.combo.reset(); // no combo for the unconscious
                downedOnItsTurn(s, r.events, &rng);
            } else {
                checkEnd(s, r.events);
            }
            if (isOver(s))
                s.combo.reset();
        }
        if (!isOver(s))
            resolveFear(s, rng, downBefore, r.events);
        else
            for (auto& c : s.combatants)
                c.fearPending.clear();
        if (!isOver(s)) {
            Combatant& a = s.combatants[static_cast<std::size_t>(s.order[static_cast<std::size_t>(s.current)])];
            if (s.combo && s.combo->combatant == a.id && fearLevel(a) >= FearLevel::Panic && !s.chance)
                s.combo.reset(); // too afraid to take a combo action: the chain ends
            if (frozenWithFear(a) && !s.chance) // frozen with fear on its own turn: nothing more
                s.moveLeft = s.actionsLeft = 0;
        }
    }
    return r;
}

namespace {

// The answer to an open Chance Attack window: the enemy asked makes it or lets it go.
Result answerChanceAttack(CombatGridState& s, const Action& action, core::Rng& rng)
{
    ChanceWindow& w = *s.chance;
    Combatant& e = byId(s, w.asking);
    if (action.seat != e.seat)
        return refuse(kTurn, "notYourTurn", "It is not your combatant's turn");
    if (action.type != "chanceAttack")
        return refuse(kMove, "chanceAttack.answerFirst",
                      e.name + " may make a Chance Attack: take it or let it go first", {{"name", e.name}});
    if (action.args.value("combatant", std::string()) != e.id)
        return refuse(kTurn, "notActing", "It is " + e.name + "'s Chance Attack, not that combatant's", {{"name", e.name}});
    Combatant& m = byId(s, w.mover);
    Result r;
    r.accepted = true;
    w.asking.clear();
    if (action.args.at("take").get<bool>()) {
        makeChanceAttack(s, rng, e, m, w, r.events);
    } else {
        Event ev;
        ev.type = "chanceAttackDeclined";
        ev.data = {{"attacker", e.id}, {"target", m.id}};
        ev.message = Message{"combatgrid.log.chanceAttackDeclined", e.name + " lets " + m.name + " go (no Chance Attack)",
                             {{"name", e.name}, {"target", m.name}}, kMove};
        if (!CombatGridRules::visibleToPlayers(s, e))
            hideFromPlayers(ev, s.directorSeat);
        r.events.push_back(std::move(ev));
    }
    proceed(s, rng, r.events);
    return r;
}

} // namespace

Result CombatGridRules::applyAction(CombatGridState& s, const Action& action, core::Rng& rng) const
{
    if (s.chance)
        return answerChanceAttack(s, action, rng);
    if (action.type == "chanceAttack")
        return refuse(kMove, "chanceAttack.notAsked", "No Chance Attack is waiting for an answer");
    if (comboOpen(s))
        return applyComboAction(s, action, rng);
    if (!s.combo && (action.type == "endCombo" || (action.args.is_object() && action.args.value("combo", false))))
        return refuse(kActions, "combo.notOffered", "No combo is offered (the Combo System)");
    Combatant& c = s.combatants[static_cast<std::size_t>(s.order[static_cast<std::size_t>(s.current)])];
    if (action.seat != c.seat)
        return refuse(kTurn, "notYourTurn", "It is not your combatant's turn");
    Result r;
    r.accepted = true;
    if (action.type == "endEncounter") {
        if (action.seat != s.directorSeat)
            return refuse(kEnd, "endDirectorOnly", "Only the Director ends an encounter");
        if (!s.directorMayEnd)
            return refuse(kEnd, "endNotAllowed", "This match's options do not let the Director end the encounter");
        s.phase = Phase::Over;
        s.endReason = "directorEnded";
        Event e;
        e.type = "encounterOver";
        e.data = {{"reason", s.endReason}};
        e.message = Message{"combatgrid.end.directorEnded", "The Director ends the encounter", Json::object(), kEnd};
        r.events.push_back(std::move(e));
        return r;
    }
    if (action.args.value("combatant", std::string()) != c.id)
        return refuse(kTurn, "notActing", "It is " + c.name + "'s turn, not that combatant's", {{"name", c.name}});
    if (auto no = enragedRefusal(s, c, action))
        return *no;
    if (auto no = fearRefusal(s, c, action))
        return *no;
    const bool seen = visibleToPlayers(s, c);
    if (action.type == "putOut" || (action.type == "fate" && action.args.value("use", std::string()) == "removeAilment"))
        return applyAilmentAction(s, c, action, rng);
    if (action.type == "endTurn") {
        Event e;
        e.type = "endTurn";
        e.data = {{"combatant", c.id}};
        e.message = Message{"combatgrid.log.endTurn", c.name + " ends the turn", {{"name", c.name}}, kTurn};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        exposedAtTurnEnd(s, c, r.events);
        suffocate(s, rng, c, r.events); // sunk in deep water: a round of holding its breath
        if (c.down) {
            checkEnd(s, r.events);
            if (isOver(s))
                return r;
        }
        nextTurn(s, r.events, false, &rng);
        return r;
    }
    if (action.type == "fly") {
        // The rules' flight: a flier moves one band up or down as part of a Basic Move (once, and
        // only while it has Move left; the squares it flies are not shortened by it).
        const std::string to = action.args.at("altitude").get<std::string>();
        const int band = to == "ground" ? 0 : to == "low" ? 1 : to == "high" ? 2 : -1;
        if (!c.flies)
            return refuse(kMove, "fly.cannotFly", c.name + " cannot fly", {{"name", c.name}});
        if (band < 0 || std::abs(band - c.altitude) != 1)
            return refuse(kMove, "fly.oneBand",
                          "A flier moves one altitude band up or down (Ground, Low, High) as part of its Move",
                          {{"name", c.name}, {"altitude", to}});
        if (s.moveLeft <= 0)
            return refuse(kMove, "move.noMove", c.name + " has used this turn's Move", {{"name", c.name}});
        if (s.flown)
            return refuse(kMove, "fly.once", c.name + " has already changed altitude with this turn's Move",
                          {{"name", c.name}});
        // Leaving melee by flying up or down is a Move out of melee: here only with a Disengage by
        // an Action (a Flee or a Disengage test for it is not implemented).
        if (engagedKnown(s, c) && s.disengage != "action")
            return refuse(kMove, "fly.engaged",
                          c.name + " is Engaged in Melee: it needs a Disengage (an Action) to fly out of it",
                          {{"name", c.name}});
        if (!breakFree(s, rng, c, "move", r.events)) {
            s.moveLeft = 0; // the Move is wasted
            return r;
        }
        s.flown = true;
        const int from = c.altitude;
        c.altitude = band;
        Event e;
        e.type = "fly";
        e.data = {{"combatant", c.id}, {"from", altitudeName(from)}, {"altitude", altitudeName(band)}};
        e.message = Message{band > from ? "combatgrid.log.flyUp" : "combatgrid.log.flyDown",
                            c.name + (band > from ? " climbs to " : " descends to ") + altitudeName(band),
                            {{"name", c.name}, {"altitude", altitudeName(band)}}, kMove};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "fate") {
        // Fate points spent on its own turn (the rules' "Fate Points"; no Action): Restore Wounds
        // (as many as the Fate Pool's size, up to its Wounds), or fate readied to Block Injury.
        const std::string use = action.args.at("use").get<std::string>();
        if (use == "restoreWounds") {
            if (c.fate < 1)
                return refuse(kActions, "fate.none", c.name + " has no fate point left", {{"name", c.name}});
            if (c.wounds >= maxWounds(c))
                return refuse(kActions, "fate.fullWounds", c.name + " has all its Wounds", {{"name", c.name}});
            const int restored = std::min(c.fateMax, maxWounds(c) - c.wounds);
            c.wounds += restored;
            --c.fate;
            Event e = fateEvent(c, "restoreWounds", 1, s.directorSeat, seen);
            e.data["restored"] = restored;
            e.message.args["count"] = restored;
            e.message.text = c.name + " spends a fate point and restores " + std::to_string(restored) + " wounds";
            if (c.director && seen) // an enemy's wounds are the Director's (C8): the players read how many not
                e.redactedMessage = Message{"combatgrid.log.fateRestoresSome",
                                            c.name + " spends a fate point to restore wounds", {{"name", c.name}},
                                            kActions};
            r.events.push_back(std::move(e));
            return r;
        }
        if (use == "blockInjury") {
            const bool ready = action.args.value("ready", true);
            if (ready && c.fate < 1)
                return refuse(kActions, "fate.none", c.name + " has no fate point left", {{"name", c.name}});
            if (ready == c.fateBlocksInjury)
                return refuse(kActions, "fate.alreadyReady",
                              ready ? c.name + "'s fate is already ready to block Injuries"
                                    : c.name + "'s fate is not readied to block Injuries",
                              {{"name", c.name}});
            c.fateBlocksInjury = ready;
            Event e = fateEvent(c, ready ? "ready" : "unready", 0, s.directorSeat, seen);
            if (c.director) { // how the Director means to spend fate is the Director's
                e.audience = {false, {s.directorSeat}};
                e.redacted = Json();
                e.redactedMessage.reset();
            }
            r.events.push_back(std::move(e));
            return r;
        }
        return refuse(kActions, "fate.unknownUse",
                      "A fate point is spent on \"restoreWounds\", \"blockInjury\" or \"removeAilment\" on a turn, or on an attack's test",
                      {{"use", use}});
    }
    if (action.type == "stemBleeding") { // Blood Loss: an Action, the test with three Advantages
        if (!c.bleeding)
            return refuse(kActions, "stemBleeding.notBleeding", c.name + " is not bleeding", {{"name", c.name}});
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "stemBleeding"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("stemBleeding");
        bloodLossTest(s, rng, c, 3, r.events);
        if (c.down) // bled out on its own turn
            downedOnItsTurn(s, r.events, &rng);
        return r;
    }
    if (action.type == "exert") { // the rules' Exert, on its own turn
        if (auto no = exertRefusal(c))
            return *no;
        const int cost = c.exerts + 1; // 1 Stress the first time, then one more each time
        ++c.exerts;
        c.stress += cost;
        ++s.actionsLeft;
        s.exertPending = true;
        Event e;
        e.type = "exert";
        e.data = {{"combatant", c.id}, {"stress", cost}, {"exerts", c.exerts}};
        e.message = Message{"combatgrid.log.exert",
                            c.name + " exerts itself: one more Action, free of the repeat limit (" + std::to_string(cost) + " Stress)",
                            {{"name", c.name}, {"count", cost}}, kActions};
        if (c.director) { // its Stress is the Director's (C8)
            e.audience = {false, {s.directorSeat}};
            e.redacted = {{"combatant", c.id}};
            e.redactedMessage = Message{"combatgrid.log.exertSecret", c.name + " exerts itself: one more Action",
                                        {{"name", c.name}}, kActions};
        }
        pushAbout(s, c, std::move(e), r.events);
        return r;
    }
    if (action.type == "analyse") { // Analyse Target (★) and its variations Distract, War Cry, Taunt (★ each)
        const std::string variation = action.args.value("variation", std::string("analyse"));
        const DisruptKind* k = disruptKind(variation);
        if (!k)
            return refuse(kActions, "analyse.unknownVariation",
                          "Analyse Target's variations are analyse, distract, warCry and taunt, not \"" + variation + "\"",
                          {{"variation", variation}});
        const std::string targetId = action.args.value("target", std::string());
        if (auto no = analyseRefusal(s, c, targetId))
            return *no;
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "analyse"))
            return refuse(kActions, "analyse.repeated",
                          "Analyse Target, Distract, War Cry and Taunt are one action and its variations: not repeated in a turn (" +
                              c.name + " has already used one)",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("analyse");
        if (!breakFree(s, rng, c, "analyse", r.events))
            return r; // the Action is wasted
        resolveDisrupt(s, rng, c, byId(s, targetId), *k, r.events);
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "focus") {
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "focus"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("focus");
        if (!breakFree(s, rng, c, "focus", r.events))
            return r; // the Action is wasted
        ++c.focus;
        Event e;
        e.type = "focus";
        e.data = {{"combatant", c.id}};
        e.message = Message{"combatgrid.log.focus", c.name + " focuses (an Advantage on the next test)",
                            {{"name", c.name}}, kActions};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "run") {
        const int moves = action.args.value("moves", 1); // 1 or 2: the argument spec says so
        if (s.actionsLeft < moves)
            return refuse(kActions, "noActions",
                          c.name + " has no Action left this turn (" + (moves == 2 ? "Sprinting costs two" : "Running costs one") + ")",
                          {{"name", c.name}});
        if (repeated(s, "run"))
            return refuse(kActions, "run.repeated",
                          "Running and Sprinting are variations of extra movement: not repeated in a turn (" + c.name +
                              " has already run)",
                          {{"name", c.name}});
        s.actionsLeft -= moves;
        s.usedActions.insert("run");
        if (!breakFree(s, rng, c, "run", r.events))
            return r; // the Actions are wasted
        // Each extra Basic Move is the Basic Move as it stands now: Hindered halves it (our reading).
        const int gained = moves * basicMove(c);
        s.moveLeft += gained;
        c.running = moves;
        Event e;
        e.type = "run";
        e.data = {{"combatant", c.id}, {"moves", moves}, {"gained", gained}};
        e.message = moves == 2
                        ? Message{"combatgrid.log.sprint",
                                  c.name + " sprints (+" + std::to_string(gained) +
                                      " m of Move; two Advantages to melee and two Disadvantages to ranged attacks on it until its next turn)",
                                  {{"name", c.name}, {"count", gained}}, kActions}
                        : Message{"combatgrid.log.run",
                                  c.name + " runs (+" + std::to_string(gained) +
                                      " m of Move; an Advantage to melee and a Disadvantage to ranged attacks on it until its next turn)",
                                  {{"name", c.name}, {"count", gained}}, kActions};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "protect") {
        const std::string allyId = action.args.at("ally").get<std::string>();
        const int ai = findCombatant(s, allyId);
        if (ai < 0 || &s.combatants[static_cast<std::size_t>(ai)] == &c || enemies(s.combatants[static_cast<std::size_t>(ai)], c) ||
            s.combatants[static_cast<std::size_t>(ai)].down)
            return refuse(kActions, "protect.notAlly", c.name + " protects a standing ally, not " + allyId,
                          {{"name", c.name}, {"target", allyId}});
        if (s.actionsLeft < 2)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (Protect costs two)",
                          {{"name", c.name}});
        if (repeated(s, "protect"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        s.actionsLeft -= 2;
        s.usedActions.insert("protect");
        if (!breakFree(s, rng, c, "protect", r.events))
            return r; // the Actions are wasted
        Combatant& a = s.combatants[static_cast<std::size_t>(ai)];
        a.protectedBy = c.id;
        Event e;
        e.type = "protect";
        e.data = {{"combatant", c.id}, {"ally", a.id}};
        e.message = Message{"combatgrid.log.protect", c.name + " protects " + a.name + " (the next hit on it is taken instead)",
                            {{"name", c.name}, {"target", a.name}}, kActions};
        if (!seen || !visibleToPlayers(s, a)) // neither may name a combatant the players cannot see
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "defend") {
        if (s.actionsLeft < 2)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (Defend costs two)",
                          {{"name", c.name}});
        if (repeated(s, "defend"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        s.actionsLeft -= 2;
        s.usedActions.insert("defend");
        if (!breakFree(s, rng, c, "defend", r.events))
            return r; // the Actions are wasted
        c.defending = true;
        Event e;
        e.type = "defend";
        e.data = {{"combatant", c.id}};
        e.message = Message{"combatgrid.log.defend",
                            c.name + " defends (an Advantage on evasion and Chance Attacks until its next turn)",
                            {{"name", c.name}}, kActions};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "move") {
        const Cell to{static_cast<int>(action.args.at("x").get<std::int64_t>()),
                      static_cast<int>(action.args.at("y").get<std::int64_t>())};
        if (s.moveLeft <= 0)
            return refuse(kMove, "move.noMove", c.name + " has used this turn's Move", {{"name", c.name}});
        if (!s.grid.contains(to))
            return refuse(kMove, "move.offMap", "That square is off the map");
        const bool hurry = action.args.contains("hurry") && action.args.at("hurry").get<bool>();
        const bool leap = action.args.contains("leap") && action.args.at("leap").get<bool>();
        const bool effort = action.args.contains("effort") && action.args.at("effort").get<bool>();
        const bool jump = action.args.contains("jump") && action.args.at("jump").get<bool>();
        if (effort && !leap)
            return refuse(kMove, "leap.effortOnlyLeap", "Effort (a Leaping test) is put into a leap only");
        if (int(hurry) + int(leap) + int(jump) > 1)
            return refuse(kMove, "move.oneWay", "A move walks, hurries, leaps or jumps down: one of them");
        if (leap || jump) {
            // The rules' "Leaping" and "Falling" (on purpose): one straight leap or one step down from
            // where the mover stands, its Chance Attacks asked as it goes.
            LeapPlan plan;
            int cost = 0;
            if (auto refusal = leap ? leapRefusal(s, c, to, effort, plan, s.moveLeft) : jumpRefusal(s, c, to, cost, s.moveLeft))
                return *refusal;
            if (!breakFree(s, rng, c, "move", r.events)) {
                s.moveLeft = 0; // the Move is wasted
                return r;
            }
            footPain(s, c, r.events);
            ChanceWindow w;
            w.trigger = "move";
            w.mover = c.id;
            w.leap = leap;
            w.effort = effort;
            w.jump = jump;
            w.path = {c.pos, to};
            w.from = c.pos;
            w.seen = seen;
            openWindow(s, rng, std::move(w), r.events);
            return r;
        }
        const auto path = s.grid.path(c.pos, to, stepCost(s, c, true, hurry));
        if (!path || path->steps() == 0)
            return refuse(kMove, "move.noPath", "No path leads there (walls, corners and combatants block)");
        if (hurry && !entersHarm(s, *path, c.size))
            return refuse(kMove, "move.hurryNoHarm",
                          "Moving at full speed instead of Hindered is a choice made only through harmful terrain");
        if (path->cost > s.moveLeft)
            return refuse(kMove, "move.tooFar",
                          "That costs " + std::to_string(path->cost) + " of movement; " + c.name + " has " +
                              std::to_string(s.moveLeft) + " left",
                          {{"name", c.name}, {"cost", path->cost}, {"count", s.moveLeft}});
        if (!breakFree(s, rng, c, "move", r.events)) {
            s.moveLeft = 0; // the Move is wasted
            return r;
        }
        footPain(s, c, r.events);
        // Walk it (proceed): a combatant the players could not see stops the mover before its
        // square; the enemies it leaves behind are asked about their Chance Attacks on the way.
        ChanceWindow w;
        w.trigger = "move";
        w.mover = c.id;
        w.hurry = hurry;
        w.path = path->cells;
        w.from = c.pos;
        w.seen = seen;
        openWindow(s, rng, std::move(w), r.events);
        return r;
    }
    if (action.type == "disengage") {
        const std::string how = action.args.at("how").get<std::string>();
        if (how != "test" && how != "action")
            return refuse(kMove, "disengage.how", "A Disengage is by a test or by an Action", {{"how", how}});
        if (s.moveLeft <= 0)
            return refuse(kMove, "move.noMove", c.name + " has used this turn's Move", {{"name", c.name}});
        if (!s.disengage.empty())
            return refuse(kMove, "disengage.declared", c.name + " has already declared a Disengage this turn",
                          {{"name", c.name}});
        if (!engagedKnown(s, c))
            return refuse(kMove, "disengage.notEngaged", c.name + " is not Engaged in Melee", {{"name", c.name}});
        if (how == "action") {
            if (s.actionsLeft < 1)
                return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                              {{"name", c.name}});
            --s.actionsLeft;
            s.usedActions.insert("disengage");
        }
        if (!breakFree(s, rng, c, "disengage", r.events)) {
            s.moveLeft = 0; // a Movement declared: wasted
            return r;
        }
        s.disengage = how;
        Event e;
        e.type = "disengage";
        e.data = {{"combatant", c.id}, {"how", how}};
        e.message = Message{how == "action" ? "combatgrid.log.disengageAction" : "combatgrid.log.disengageTest",
                            c.name + (how == "action" ? " spends an Action to disengage" : " will test to disengage"),
                            {{"name", c.name}}, kMove};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "rise") {
        if (!c.prone)
            return refuse(kActions, "rise.notProne", c.name + " is not prone", {{"name", c.name}});
        if (injuryCount(c, "brokenLeg") > 0) // Broken Leg: it cannot walk; crawling is fine
            return refuse(kActions, "rise.brokenLeg", c.name + " has a broken leg: it cannot stand (it crawls)",
                          {{"name", c.name}});
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "rise"))
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("rise");
        if (!breakFree(s, rng, c, "rise", r.events))
            return r; // the Action is wasted
        // Rising next to an enemy provokes its Chance Attack (the rules' triggers; no Fleeing):
        // each is asked (proceed), then it stands.
        ChanceWindow w;
        w.trigger = "rise";
        w.mover = c.id;
        w.seen = seen;
        openWindow(s, rng, std::move(w), r.events);
        return r;
    }
    if (action.type == "goProne") { // Rise or Go Prone (★): the standing combatant lies down
        if (c.prone)
            return refuse(kActions, "goProne.alreadyProne", c.name + " is already prone", {{"name", c.name}});
        if (c.flies && c.altitude > 0)
            return refuse(kActions, "goProne.flying", c.name + " is flying: it lands before it goes prone",
                          {{"name", c.name}});
        if (s.actionsLeft < 1)
            return refuse(kActions, "noActions", c.name + " has no Action left this turn (a turn has two Actions)",
                          {{"name", c.name}});
        if (repeated(s, "rise")) // one action: Rise or Go Prone, not repeated in a turn
            return refuse(kActions, "repeated", "An action and its variations are not repeated in a turn",
                          {{"name", c.name}});
        --s.actionsLeft;
        s.usedActions.insert("rise");
        if (!breakFree(s, rng, c, "goProne", r.events))
            return r; // the Action is wasted
        // Only rising provokes Chance Attacks (the text): lying down next to an enemy does not.
        // Hindered from now on: the rest of the Move is halved as prone.
        const int standing = basicMove(c);
        c.prone = true;
        s.moveLeft = std::max(0, s.moveLeft - (standing - basicMove(c)));
        Event e;
        e.type = "goProne";
        e.data = {{"combatant", c.id}};
        e.message = Message{"combatgrid.log.goProne", c.name + " goes prone", {{"name", c.name}}, kActions};
        if (!seen)
            hideFromPlayers(e, s.directorSeat);
        r.events.push_back(std::move(e));
        watchersTest(s, rng, c, r.events); // acting in an enemy's sight in stealth
        return r;
    }
    if (action.type == "attack") {
        AttackDecl d;
        d.target = action.args.at("target").get<std::string>();
        d.variation = action.args.at("variation").get<std::string>();
        d.location = action.args.value("location", std::string());
        d.fate = action.args.value("fate", std::string());
        if (action.args.contains("disadvantages"))
            d.disadvantages = static_cast<int>(action.args.at("disadvantages").get<std::int64_t>());
        if (action.args.contains("x") != action.args.contains("y"))
            return refuse(kAttack, "attack.chargeSquare", "A Charge, and only it, names the square its Basic Move ends on");
        if (action.args.contains("x"))
            d.to = Cell{static_cast<int>(action.args.at("x").get<std::int64_t>()),
                        static_cast<int>(action.args.at("y").get<std::int64_t>())};
        if (auto refusal = attackRefusal(s, c, d))
            return *refusal;
        Combatant& t = s.combatants[static_cast<std::size_t>(findCombatant(s, d.target))];
        s.actionsLeft -= actionCost(d.variation);
        s.usedActions.insert("attack");
        if (!breakFree(s, rng, c, "attack", r.events))
            return r; // the Action is wasted
        if (d.to) { // Charge: its Basic Move first (proceed), then the attack if it got there standing
            ChanceWindow w;
            w.trigger = "charge";
            w.mover = c.id;
            w.path = chargePath(s, c, *d.to)->cells;
            w.from = c.pos;
            w.seen = seen;
            w.target = t.id;
            openWindow(s, rng, std::move(w), r.events);
            return r;
        }
        AttackOutcome out;
        const bool won = resolveAttack(s, rng, c, t, d, attackModifiers(s, c, t, d.variation, d.disadvantages), "attack",
                                       r.events, &out);
        checkEnd(s, r.events);
        comboAfter(s, c, d.variation, won, out, r.events);
        if (d.variation == "grapple" && !won && !isOver(s)) { // failing a Grapple: its target's Chance Attack
            ChanceWindow w;
            w.trigger = "grapple";
            w.mover = c.id;
            w.target = t.id;
            w.seen = seen;
            openWindow(s, rng, std::move(w), r.events);
        }
        return r;
    }
    if (action.type == "initiativeShift" || action.type == "passOff")
        return refuse(kActions, "combo.only",
                      "Pass Off and Initiative Shift are special combo actions: it is taken only by comboing into it (" + c.name +
                          " has no combo offered)",
                      {{"name", c.name}});
    return refuse(kTurn, "unknownAction", "Combat Grid has no action " + action.type, {{"type", action.type}});
}

std::optional<core::Outcome> CombatGridRules::outcome(const core::GameState& g) const
{
    const auto& s = st(g);
    if (!isOver(s))
        return std::nullopt;
    core::Outcome o;
    if (s.endReason == "directorEnded") {
        o.draw = true;
        o.reason = Message{"combatgrid.end.directorEnded", "The Director ends the encounter", Json::object(), kEnd};
        return o;
    }
    if (s.endReason == "directorWins") {
        o.winners = {s.directorSeat};
        o.reason = Message{"combatgrid.end.directorWins", "Every player combatant is down: the Director wins",
                           Json::object(), kEnd};
    } else {
        for (int i = 0; i < s.seats; ++i)
            if (i != s.directorSeat)
                o.winners.push_back(i);
        o.reason = Message{"combatgrid.end.playersWin", "Every enemy is down: the players win", Json::object(), kEnd};
    }
    return o;
}

Json CombatGridRules::viewFor(const core::GameState& g, std::optional<core::Seat> seat) const
{
    const auto& s = st(g);
    const bool director = seat && *seat == s.directorSeat;
    const bool waiting = s.chance.has_value();
    Json v = {{"encounter", s.encounter}, {"map", s.mapRows}, {"round", s.round}, {"surpriseRound", s.surpriseRound},
              {"over", isOver(s)}, {"endReason", s.endReason}, {"directorSeat", s.directorSeat}};
    Json list = Json::array();
    for (const auto& c : s.combatants)
        if (director || visibleToPlayers(s, c)) {
            Json j = combatantJson(c, director || !c.director);
            if (!director) // C8: no id of a combatant the players cannot see
                for (const char* key : {"analysedBy", "warCriedBy", "tauntedBy", "distractedBy"}) {
                    Json seen = Json::array();
                    for (const auto& id : j.at(key)) {
                        const int i = findCombatant(s, id.get<std::string>());
                        if (i >= 0 && visibleToPlayers(s, s.combatants[static_cast<std::size_t>(i)]))
                            seen.push_back(id);
                    }
                    j[key] = std::move(seen);
                }
            {
                const Combatant* src = fearSourceOf(s, c); // a source the players cannot see is not named to them
                if (!director && src && !visibleToPlayers(s, *src))
                    j["fearSource"] = "";
            }
            list.push_back(std::move(j));
        }
    v["combatants"] = list;
    Json order = Json::array();
    for (int i : s.order) {
        const auto& c = s.combatants[static_cast<std::size_t>(i)];
        if (director || visibleToPlayers(s, c))
            order.push_back(c.id);
    }
    v["order"] = order;
    if (!isOver(s) && (director || visibleToPlayers(s, s.acting()))) {
        v["current"] = s.acting().id;
        v["moveLeft"] = s.moveLeft;
        v["actionsLeft"] = s.actionsLeft;
        v["usedActions"] = s.usedActions;
        v["disengage"] = s.disengage;
        // What the acting combatant may attack, with the Advantages and Disadvantages each
        // variation would roll with: only for the seat that controls it (and the Director). It
        // reads the map and the players' own combatants, nothing a player cannot see.
        const Combatant& a = s.acting();
        if (seat && (director || *seat == a.seat) && !waiting)
            v["attackOptions"] = comboOpen(s) ? comboAttackOptions(s, a) : attackOptions(s, a);
        if (comboOpen(s)) // a combo offered: the acting combatant's free action (visible to whoever sees it)
            v["combo"] = {{"combatant", s.combo->combatant}, {"used", s.combo->used}};
        if (comboOpen(s) && s.passOff) // passed off: whose turn resumes after
            v["combo"]["passedBy"] = s.passOff->passer;
    } else {
        v["current"] = nullptr;
    }
    // A Chance Attack waiting on an answer: everyone knows the game waits; what it waits on is
    // shown when the players can see the enemy asked, and the modifiers it would roll with only
    // to its controller (and the Director).
    v["waiting"] = waiting;
    if (waiting) {
        const Combatant& e = s.combatants[static_cast<std::size_t>(findCombatant(s, s.chance->asking))];
        const Combatant& m = s.combatants[static_cast<std::size_t>(findCombatant(s, s.chance->mover))];
        if (director || visibleToPlayers(s, e)) {
            Json ask = {{"attacker", e.id}, {"target", m.id}, {"trigger", s.chance->trigger},
                        {"fleeing", s.chance->fleeing}, {"seat", e.seat}};
            if (seat && (director || *seat == e.seat)) {
                auto mods = attackModifiers(s, e, m, "standard");
                if (s.chance->fleeing)
                    mods.push_back({"fleeing", 10});
                if (e.defending)
                    mods.push_back({"defending", 10});
                Json list = Json::array();
                for (const auto& mod : mods)
                    list.push_back({{"name", mod.name}, {"value", mod.value}});
                ask["modifiers"] = std::move(list);
                ask["base"] = attackBase(e, "standard");
                ask["skill"] = meleeAttack(e, "standard") ? "melee" : "ranged";
            }
            v["chanceAttackPrompt"] = std::move(ask);
        }
    }
    return v;
}

Json CombatGridRules::toJson(const core::GameState& g) const
{
    const auto& s = st(g);
    Json v = {{"encounter", s.encounter}, {"map", s.mapRows},       {"round", s.round},
              {"surpriseRound", s.surpriseRound}, {"phase", isOver(s) ? "over" : "turn"}, {"endReason", s.endReason},
              {"directorSeat", s.directorSeat}, {"seats", s.seats}, {"directorMayEnd", s.directorMayEnd}, {"order", s.order},
              {"current", s.current},           {"moveLeft", s.moveLeft}, {"actionsLeft", s.actionsLeft},
              {"usedActions", s.usedActions},   {"disengage", s.disengage}, {"fixedRolls", s.fixedRolls},
              {"flown", s.flown}, {"runUp", s.runUp}, {"awareTested", s.awareTested}, {"basicMoved", s.basicMoved},
              {"exertPending", s.exertPending}};
    if (s.combo)
        v["combo"] = {{"combatant", s.combo->combatant}, {"used", s.combo->used}, {"open", s.combo->open}};
    else
        v["combo"] = nullptr;
    if (s.passOff)
        v["passOff"] = {{"passer", s.passOff->passer},       {"current", s.passOff->current},
                        {"moveLeft", s.passOff->moveLeft},   {"actionsLeft", s.passOff->actionsLeft},
                        {"usedActions", s.passOff->usedActions}, {"disengage", s.passOff->disengage},
                        {"flown", s.passOff->flown},         {"runUp", s.passOff->runUp},
                        {"awareTested", s.passOff->awareTested}};
    else
        v["passOff"] = nullptr;
    if (s.chance) {
        const ChanceWindow& w = *s.chance;
        Json path = Json::array();
        for (Cell c : w.path)
            path.push_back({c.x, c.y});
        v["chance"] = {{"trigger", w.trigger}, {"mover", w.mover},     {"asking", w.asking}, {"fleeing", w.fleeing},
                       {"path", path},         {"at", w.at},           {"spent", w.spent},   {"from", {w.from.x, w.from.y}},
                       {"seen", w.seen},       {"answered", w.answered}, {"target", w.target},
                       {"hurry", w.hurry},     {"lost", w.lost},   {"swum", w.swum},
                       {"leap", w.leap},       {"effort", w.effort}, {"jump", w.jump}};
    } else {
        v["chance"] = nullptr;
    }
    Json list = Json::array();
    for (const auto& c : s.combatants)
        list.push_back(combatantJson(c, true));
    v["combatants"] = list;
    return v;
}

std::unique_ptr<core::GameState> CombatGridRules::determinize(const core::GameState& g, core::Seat seat,
                                                              core::Rng& rng) const
{
    auto d = std::make_unique<CombatGridState>(st(g));
    d->fixedRolls.clear(); // rolls not yet made are nobody's knowledge
    if (seat == d->directorSeat)
        return d;
    // Re-deal every enemy the players cannot see to a square they cannot see either. Which ones
    // are unseen is the seat's knowledge; where they really stand is not: they are taken off the
    // map first and dealt in encounter order, each avoiding the walls, the seen combatants and
    // those already dealt, so the world depends only on what the seat knows and the generator.
    std::vector<std::size_t> hidden;
    for (std::size_t i = 0; i < d->combatants.size(); ++i)
        if (d->combatants[i].director && !visibleToPlayers(*d, d->combatants[i]))
            hidden.push_back(i);
    std::vector<bool> placed(d->combatants.size(), true);
    for (std::size_t i : hidden)
        placed[i] = false;
    for (std::size_t i : hidden) {
        Combatant& c = d->combatants[i];
        std::vector<Cell> free, unseenFree;
        for (int y = 0; y + c.size <= d->grid.height(); ++y)
            for (int x = 0; x + c.size <= d->grid.width(); ++x) {
                const Cell at{x, y};
                bool ok = true;
                for (Cell cell : cellsOf(at, c.size))
                    ok = ok && !d->grid.isWall(cell);
                for (std::size_t j = 0; j < d->combatants.size() && ok; ++j) {
                    const auto& o = d->combatants[j];
                    ok = j == i || !placed[j] || o.down || c.down || !overlaps(o, at, c.size);
                }
                if (!ok)
                    continue;
                free.push_back(at);
                c.pos = at;
                if (!visibleToPlayers(*d, c))
                    unseenFree.push_back(at);
            }
        const auto& pool = unseenFree.empty() ? free : unseenFree;
        if (!pool.empty())
            c.pos = pool[static_cast<std::size_t>(rng.below(pool.size()))];
        placed[i] = true;
    }
    return d;
}

Json CombatGridRules::affordances(const Json& view, core::Seat seat) const
{
    // The view's map and the combatants it shows (a player's view shows exactly the ones the
    // players know of, which are the ones the legal moves avoid), nothing else.
    try {
        if (!view.is_object() || view.value("waiting", false) || view.contains("combo") || !view.contains("map") ||
            !view.contains("combatants") ||
            !view.contains("current") || !view.at("current").is_string() || !view.contains("moveLeft"))
            return nullptr;
        CombatGridState s;
        std::vector<std::string> rows;
        for (const auto& r : view.at("map"))
            rows.push_back(r.get<std::string>());
        s.grid = gridFromRows(rows);
        s.mapRows = rows;
        const std::string current = view.at("current").get<std::string>();
        int mover = -1;
        for (const auto& j : view.at("combatants")) {
            Combatant c;
            c.id = j.at("id").get<std::string>();
            c.director = j.at("side").get<std::string>() == "director";
            c.seat = j.at("seat").get<int>();
            c.pos = {j.at("x").get<int>(), j.at("y").get<int>()};
            c.size = j.at("size").get<int>();
            c.down = j.at("down").get<bool>();
            c.weapon.ranged = !j.value("melee", true);
            c.stealth = j.value("stealth", false);
            c.chanceAttackUsed = j.value("chanceAttackUsed", false);
            c.grappledBy = j.value("grappledBy", std::string());
            c.flies = j.value("flies", false);
            c.prone = j.value("prone", false); // the prone neither leap nor jump down
            for (const auto& e : j.value("injuryEffects", Json::array())) // Broken Foot hinders its moves
                if (e.value("injury", std::string()) == "brokenFoot")
                    c.injuryEffects.push_back({"brokenFoot"});
            const std::string band = j.value("altitude", std::string("ground"));
            c.altitude = band == "high" ? 2 : band == "low" ? 1 : 0;
            for (const auto& id : j.value("chanceAttacked", Json::array()))
                c.chanceAttacked.insert(id.get<std::string>());
            for (const auto& a : j.value("ailments", Json::array())) // the ailing make no Chance Attacks
                c.ailments.push_back({a.at("kind").get<std::string>()});
            // Fear (visible): its row and source bound the moves (Avoidance, Panic) and Chance Attacks.
            const std::string fear = j.value("fear", std::string());
            c.fear = fear == "shaken" ? 0 : fear == "avoidance" ? 2 : fear == "panic" ? 3 : fear == "frozen" ? 4
                   : fear == "catatonia" ? 5 : -1;
            c.fearSource = c.fear < 0 ? std::string() : j.value("fearSource", std::string());
            if (c.id == current)
                mover = static_cast<int>(s.combatants.size());
            s.combatants.push_back(std::move(c));
        }
        if (mover < 0 || s.combatants[static_cast<std::size_t>(mover)].seat != seat)
            return nullptr;
        const Combatant& m = s.combatants[static_cast<std::size_t>(mover)];
        const std::string disengage = view.value("disengage", std::string());
        // The enemies a path leaves behind that may make a Chance Attack (as far as the view
        // knows: walking the path as the engine does, assuming no attack downs the mover).
        auto provoked = [&](const core::Path& path) {
            std::set<std::string> ids;
            Combatant walker = m;
            for (std::size_t i = 1; i < path.cells.size(); ++i) {
                walker.pos = path.cells[i - 1];
                for (std::size_t e : leftBehind(s, walker, path.cells[i]))
                    ids.insert(s.combatants[e].id);
            }
            return ids;
        };
        Json moves = Json::array();
        const int left = view.at("moveLeft").get<int>();
        std::set<std::string> walked;
        auto add = [&](const core::Path& path, bool hurry) {
            if (fearMoveRefusal(s, m, path.cells.back(), m.altitude)) // not where its fear lets it go
                return;
            Json cells = Json::array();
            for (Cell c : path.cells)
                cells.push_back(std::to_string(c.x) + "," + std::to_string(c.y));
            Json move = {{"to", cells.back()}, {"cost", path.cost}, {"path", std::move(cells)}};
            Json marks = Json::array();
            // Marks for the table: a Flee draws Chance Attacks; a declared Disengage test
            // risks them; a Disengage by an Action draws none.
            if (disengage != "action") {
                const auto ids = provoked(path);
                if (!ids.empty()) {
                    move["chanceAttacks"] = ids;
                    marks.push_back(disengage == "test" ? "disengageTest" : "chanceAttack");
                }
            }
            // A square only a hurried move reaches (harmful ground crossed at full speed, a test
            // per square of it): its move is the hurried one.
            if (hurry) {
                move["hurry"] = true;
                move["tests"] = harmfulSquares(s, path, m.size);
                marks.push_back("hurry");
            }
            if (!marks.empty())
                move["marks"] = std::move(marks);
            moves.push_back(std::move(move));
        };
        if (left > 0) {
            for (const auto& path : s.grid.reachable(m.pos, left, stepCost(s, m, false)))
                if (path.steps() > 0) {
                    walked.insert(std::to_string(path.cells.back().x) + "," + std::to_string(path.cells.back().y));
                    add(path, false);
                }
            for (const auto& path : s.grid.reachable(m.pos, left, stepCost(s, m, false, true)))
                if (path.steps() > 0 && entersHarm(s, path, m.size) &&
                    !walked.count(std::to_string(path.cells.back().x) + "," + std::to_string(path.cells.back().y))) {
                    walked.insert(std::to_string(path.cells.back().x) + "," + std::to_string(path.cells.back().y));
                    add(path, true);
                }
            // A square only a leap or a jump down reaches: its path is the straight line, its cost the
            // Hindered leap's (2 a square) when the Move pays for it, else the leap with a Leaping test
            // (1 a square: marked "leapTest"); a jump's cost is the landing square's, and "drop" the
            // metres fallen at the landing (a fall on purpose: the damage less a test's DoS).
            const int height = heightAt(s.grid, m.pos, m.size);
            for (const auto& [to, how] : leapsAndJumps(s, m, left)) {
                const std::string key = std::to_string(to.x) + "," + std::to_string(to.y);
                if (walked.count(key) || fearMoveRefusal(s, m, to, m.altitude))
                    continue;
                walked.insert(key);
                const bool jump = how.value("jump", false), effort = how.value("effort", false);
                const int n = core::Grid::distance(m.pos, to);
                Json cells = Json::array();
                core::Path twoSquares;
                twoSquares.cells = {m.pos, to};
                for (int i = 0; i <= n; ++i)
                    cells.push_back(std::to_string(m.pos.x + (to.x - m.pos.x) / n * i) + "," +
                                    std::to_string(m.pos.y + (to.y - m.pos.y) / n * i));
                int cost = effort ? n : 2 * n;
                if (jump) {
                    cost = 1;
                    for (Cell c : cellsOf(to, m.size))
                        cost = std::max(cost, squareCost(s.grid.at(c), false));
                }
                Json move = {{"to", key}, {"cost", cost}, {"path", std::move(cells)},
                             {"drop", std::max(0, height - heightAt(s.grid, to, m.size))}};
                Json marks = Json::array();
                if (disengage != "action") {
                    const auto ids = provoked(twoSquares);
                    if (!ids.empty()) {
                        move["chanceAttacks"] = ids;
                        marks.push_back(disengage == "test" ? "disengageTest" : "chanceAttack");
                    }
                }
                move[jump ? "jump" : "leap"] = true;
                marks.push_back(jump ? "jump" : "leap");
                if (effort) {
                    move["effort"] = true;
                    marks.push_back("leapTest");
                }
                move["marks"] = std::move(marks);
                moves.push_back(std::move(move));
            }
        }
        return {{"pieces", {{m.id, {{"moves", std::move(moves)}}}}}};
    } catch (const std::exception&) {
        return nullptr;
    }
}

std::vector<std::string> CombatGridRules::hiddenFrom(const core::GameState& g, std::optional<core::Seat> seat) const
{
    const auto& s = st(g);
    std::vector<std::string> out;
    if (seat && *seat == s.directorSeat)
        return out;
    for (const auto& c : s.combatants)
        if (c.director && c.stealth)
            out.push_back(c.id);
    return out;
}

std::vector<std::string> CombatGridRules::invariantViolations(const core::GameState& g,
                                                              const std::vector<Event>&) const
{
    const auto& s = st(g);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.combatants.size(); ++i) {
        const auto& a = s.combatants[i];
        for (Cell cell : cellsOf(a.pos, a.size))
            if (!s.grid.contains(cell) || s.grid.isWall(cell))
                out.push_back(a.id + " stands off the map or in a wall");
        if (a.wounds < 0 || a.injuries < 0 || a.stress < 0)
            out.push_back(a.id + " has a negative count");
        if (a.altitude < 0 || a.altitude > 2 || (!a.flies && a.altitude != 0))
            out.push_back(a.id + " is at an altitude it cannot fly to");
        if (a.drowning && (a.flies || (!a.down && !deepUnder(s.grid, a.pos, a.size))))
            out.push_back(a.id + " is drowning out of the deep water");
        for (std::size_t x = 0; x < a.ailments.size(); ++x) { // one Physical and one Mental at most
            if (!*ailmentCategory(a.ailments[x].kind))
                out.push_back(a.id + " suffers an unknown ailment " + a.ailments[x].kind);
            for (std::size_t y = x + 1; y < a.ailments.size(); ++y)
                if (std::string(ailmentCategory(a.ailments[x].kind)) == ailmentCategory(a.ailments[y].kind))
                    out.push_back(a.id + " suffers two " + ailmentCategory(a.ailments[x].kind) + " ailments");
        }
        if (a.down)
            continue;
        for (std::size_t j = i + 1; j < s.combatants.size(); ++j)
            if (!s.combatants[j].down && overlaps(s.combatants[j], a.pos, a.size))
                out.push_back(a.id + " and " + s.combatants[j].id + " share a square");
    }
    for (const auto& c : s.combatants) { // Fear: kept per combatant, tested within the action
        if (!c.fearPending.empty())
            out.push_back(c.id + " has Fear triggers left untested");
        if (c.fear < -1 || (c.fear < 0 && (!c.fearSource.empty() || c.fearFailures != 0)) || c.fearSource == c.id)
            out.push_back(c.id + " has an inconsistent fear");
    }
    if (!isOver(s) && !s.chance && frozenWithFear(s.acting()) && (s.moveLeft > 0 || s.actionsLeft > 0))
        out.push_back("the acting combatant " + s.acting().id + " is frozen with fear but may still act");
    if (!isOver(s) && s.acting().down)
        out.push_back("the acting combatant " + s.acting().id + " is down");
    if (s.moveLeft < 0 || s.actionsLeft < 0)
        out.push_back("a negative Move or Action count");
    // The Combo System: a chain is the acting combatant's, on its turn, its variations not repeated.
    if (s.combo && (isOver(s) || s.combo->combatant != s.acting().id))
        out.push_back("a combo chain outlives its combatant's turn");
    if (s.combo && std::set<std::string>(s.combo->used.begin(), s.combo->used.end()).size() != s.combo->used.size())
        out.push_back("a combo chain repeats a variation");
    if (s.combo && s.combo->open && s.chance)
        out.push_back("a combo offered while a Chance Attack is asked");
    return out;
}

} // namespace tabletop::games::combatgrid
