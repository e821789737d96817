// What the computer knows of Combat Grid (core::Bot; docs/games/combatgrid.md, "Computer
// opponents"), for the Director's seat and the players' alike: an evaluation of a cut-off
// playout (each side's wounds left) and the playouts' taste in moves (attack, close in on the
// nearest enemy, take a combo's free attack, end the encounter only when the Director's side is
// clearly losing). General knowledge only: no encounter is named here.
#include "CombatGridBot.h"
#include "CombatGridState.h"

#include <algorithm>
#include <cmath>

namespace tabletop::games::combatgrid {

namespace {

using core::Cell;
using core::Footprint;
using core::Grid;

// What a combatant still brings, from 0 (down) to 1 (untouched): its wounds left over its
// wounds at the start (Toughness Bonus, C1) and the Injuries it can still take before it goes
// down (one more than its Physique Bonus), less for what weighs on its tests and turns: Blood
// Loss (a Wound a failed test), Fatigue and Exhaustion (Stress over its Physique Bonus), ailments,
// lying prone, being held, fear.
double condition(const Combatant& c)
{
    if (c.down)
        return 0;
    const auto physique = c.scores.find("physique");
    const int bonus = physique == c.scores.end() ? 0 : physique->second / 10;
    const int full = std::max({1, c.wounds, bonus});
    const int injuriesLeft = std::max(0, bonus + 1 - c.injuries);
    double v = 0.3 + 0.5 * static_cast<double>(c.wounds) / full + 0.2 * injuriesLeft / std::max(1, bonus + 1);
    v -= 0.05 * c.injuries;
    if (c.bleeding)
        v -= 0.08;
    if (c.stress > bonus)
        v -= c.stress > bonus + 1 ? 0.1 : 0.05;
    v -= 0.04 * static_cast<double>(c.ailments.size());
    if (c.prone)
        v -= 0.05;
    if (!c.grappledBy.empty())
        v -= 0.03;
    // Fear (the rules' table): a frozen or catatonic combatant does nothing until it shakes it off,
    // a panicking one only flees.
    if (frozenWithFear(c))
        v -= 0.25;
    else if (fearLevel(c) == FearLevel::Panic)
        v -= 0.15;
    return std::clamp(v, 0.05, 1.0);
}

// The distance from a block at `at` to the nearest standing enemy of `c` (a large number when
// none stands).
int nearestEnemy(const CombatGridState& s, const Combatant& c, Cell at)
{
    int best = 1 << 20;
    for (const Combatant& o : s.combatants)
        if (!o.down && o.director != c.director)
            best = std::min(best, Grid::distance(Footprint{at, c.size}, Footprint{o.pos, o.size}));
    return best;
}

// Whether a standing enemy next to `c` may make a Chance Attack when it walks away (a melee
// weapon, not yet used since its last turn, not held).
bool chanceAttackWaits(const CombatGridState& s, const Combatant& c)
{
    for (const Combatant& o : s.combatants)
        if (!o.down && o.director != c.director && !o.weapon.ranged && !o.chanceAttackUsed && o.grappledBy.empty() &&
            Grid::distance(Footprint{c.pos, c.size}, Footprint{o.pos, o.size}) == 1)
            return true;
    return false;
}

// Where a ranged combatant would stand at `at`: `shot` the best shot it has from there at a
// standing enemy in range and in sight (0 none, 1 a shot, 2 a shot at an enemy without cover,
// +1 at close range: within half the weapon's range), and `exposed` how many enemies see it
// there without cover. Single squares (the sight of a block's north-west square), enough for
// a playout's taste.
struct Stand {
    int shot = 0;
    int exposed = 0;
};
Stand standAt(const CombatGridState& s, const Combatant& c, Cell at)
{
    Stand out;
    for (const Combatant& o : s.combatants) {
        if (o.down || o.director == c.director)
            continue;
        const int d = Grid::distance(Footprint{at, c.size}, Footprint{o.pos, o.size});
        if (c.weapon.ranged && d <= c.weapon.range && c.altitude == o.altitude) {
            const core::Sight toThem = s.grid.sight(at, o.pos);
            if (toThem.clear) {
                int shot = toThem.cover == core::Cover::None ? 2 : 1;
                if (2 * d <= c.weapon.range)
                    ++shot;
                out.shot = std::max(out.shot, shot);
            }
        }
        if (o.weapon.ranged && d <= o.weapon.range) {
            const core::Sight fromThem = s.grid.sight(o.pos, at);
            if (fromThem.clear && fromThem.cover == core::Cover::None)
                ++out.exposed;
        }
    }
    return out;
}

// How much an attack is worth to a playout: a plain attack 10, the variations that risk more or
// do no damage less; a target already hurt more (finishing it takes it out of the fight), and
// a shot at a target in cover less.
double attackWeight(const CombatGridState& s, const Combatant* attacker, const core::Action& a)
{
    const std::string variation = a.args.value("variation", std::string("standard"));
    double v = variation == "standard" ? 10
               : variation == "fast" || variation == "charge" ? 8
               : variation == "strong" ? 5
               : variation == "called" ? 3
               : variation == "knockdown" ? 3
               : 1.5; // grapple, push: no damage
    if (!attacker)
        return v;
    const std::string target = a.args.value("target", std::string());
    for (const Combatant& t : s.combatants) {
        if (t.id != target)
            continue;
        const auto physique = t.scores.find("physique");
        const int full = std::max({1, t.wounds, physique == t.scores.end() ? 0 : physique->second / 10});
        v *= 1.0 + 0.5 * (1.0 - static_cast<double>(t.wounds) / full) + 0.1 * t.injuries;
        if (attacker->weapon.ranged && variation != "grapple") {
            const core::Cover cover = s.grid.sight(attacker->pos, t.pos).cover;
            v *= cover == core::Cover::None ? 1.0 : 0.7;
        }
        break;
    }
    return v;
}

} // namespace

std::vector<double> CombatGridBot::evaluate(const core::GameState& base) const
{
    const auto& s = static_cast<const CombatGridState&>(base);
    // Each side's combatants' mean condition; the players' value is the logistic of their lead,
    // the Director's the rest (an even fight: one half each, as an ended encounter gives).
    double side[2] = {0, 0};
    int count[2] = {0, 0};
    for (const Combatant& c : s.combatants) {
        side[c.director ? 1 : 0] += condition(c);
        ++count[c.director ? 1 : 0];
    }
    const double players = count[0] ? side[0] / count[0] : 0, director = count[1] ? side[1] / count[1] : 0;
    const double playersValue = 1.0 / (1.0 + std::exp(-5.0 * (players - director)));
    std::vector<double> out(static_cast<std::size_t>(std::max(s.seats, 1)), playersValue);
    if (s.directorSeat >= 0 && s.directorSeat < static_cast<int>(out.size()))
        out[static_cast<std::size_t>(s.directorSeat)] = 1.0 - playersValue;
    return out;
}

std::vector<double> CombatGridBot::weights(const core::GameState& base, core::Seat,
                                                const std::vector<core::Action>& legal) const
{
    const auto& s = static_cast<const CombatGridState&>(base);
    std::vector<double> w;
    w.reserve(legal.size());
    const Combatant* acting = s.chance ? nullptr : &s.acting();
    const int now = acting ? nearestEnemy(s, *acting, acting->pos) : 0;
    // Whether the Director's side is clearly losing (worked out once, and only when it may end).
    int lost = -1;
    const auto losing = [&] {
        if (lost < 0) {
            const auto v = evaluate(s);
            lost = static_cast<std::size_t>(s.directorSeat) < v.size() && v[static_cast<std::size_t>(s.directorSeat)] < 0.3;
        }
        return lost == 1;
    };
    bool canAttack = false;
    for (const core::Action& a : legal)
        canAttack = canAttack || a.type == "attack";
    // The acting combatant's taste in squares: a shooter wants a shot (and, its attack made,
    // cover); a fighter in melee wants to be next to its enemy.
    const bool shooter = acting && acting->weapon.ranged;
    const bool attackLeft = acting && !s.usedActions.count("attack") && s.actionsLeft >= 1;
    const bool engaged = acting && chanceAttackWaits(s, *acting);
    Stand here;
    bool hereKnown = false;
    for (const core::Action& a : legal) {
        const std::string& t = a.type;
        double v = 1;
        if (t == "attack") {
            // A fate point on the test: a reroll only costs one when the test fails; two
            // Advantages always do. Both weighed below the plain attack, so fate lasts.
            const std::string fate = a.args.value("fate", std::string());
            v = attackWeight(s, acting, a) * (fate == "reroll" ? 0.4 : fate == "advantage" ? 0.15 : 1.0);
            if (a.args.value("combo", false)) // a combo's free attack: no Action spent, an Advantage more
                v *= 1.5;
        } else if (t == "fate" && acting) {
            // Wounds restored when few are left; fate readied to block Injuries once the next hit
            // would injure (no Wounds left); an ailment removed; seldom otherwise.
            const std::string use = a.args.value("use", std::string());
            const int most = acting->scores.count("physique") ? acting->scores.at("physique") / 10 : 0;
            if (use == "restoreWounds")
                v = 2 * acting->wounds <= most ? 6 : 0.3;
            else if (use == "removeAilment")
                v = 2;
            else
                v = a.args.value("ready", false) ? (acting->wounds == 0 ? 3 : 0.3) : 0.1;
        }
        else if (t == "chanceAttack")
            v = a.args.value("take", false) ? 10 : 1;
        else if (t == "move" && acting) {
            const Cell to{a.args.value("x", 0), a.args.value("y", 0)};
            if (shooter) {
                // A shooter: to a square it can shoot from (in the open at close range best)
                // while its attack is to come, then to one the enemies' guns do not see.
                if (!hereKnown) {
                    here = standAt(s, *acting, acting->pos);
                    hereKnown = true;
                }
                const Stand there = standAt(s, *acting, to);
                if (attackLeft)
                    v = there.shot > 0 ? std::max(0.5, 1.5 + 1.5 * there.shot - 0.7 * there.exposed)
                        : nearestEnemy(s, *acting, to) < now ? 0.8 : 0.2;
                else
                    v = there.exposed < here.exposed ? 4 - there.exposed : there.exposed == 0 ? 0.6 : 0.2;
            } else {
                // Towards the nearest enemy: into reach of its weapon best, nearer next (the
                // nearer, the better).
                const int then = nearestEnemy(s, *acting, to);
                const int reach = std::max(1, acting->weapon.range);
                v = then <= reach && now > reach ? 6
                    : then < now                 ? 2 + std::min(2.0, 0.3 * (now - then))
                    : then <= reach              ? 0.5
                                                 : 0.2;
            }
            // Walking away from an enemy's melee: its Chance Attack.
            if (engaged)
                v *= 0.25;
            // A test or a fall on the way (harmful ground at full speed, a leap, a jump down): a risk.
            if (a.args.value("hurry", false) || a.args.value("leap", false) || a.args.value("jump", false))
                v *= 0.5;
        } else if (t == "rise")
            v = 4;
        else if (t == "stemBleeding") // Blood Loss costs a Wound a failed test, turn after turn
            v = 5;
        else if (t == "putOut")
            v = 3;
        else if (t == "run" && acting) {
            // Running (one Action for more Basic Moves): when its Move is spent, its attack is to
            // come and no enemy is within reach, a Run leaves the other Action for that attack;
            // Sprinting (both Actions) is left to the search.
            v = a.args.value("moves", 1) == 1 && s.moveLeft == 0 && attackLeft && !canAttack && s.actionsLeft == 2 ? 3 : 0;
        }
        else if (t == "initiativeShift" || t == "passOff") // special combo actions: left to the search
            v = 0;
        else if (t == "goProne") // Go Prone (the other half of Rise's action): left to the search likewise
            v = 0;
        else if (t == "endTurn")
            v = canAttack ? 0.1 : 1;
        else if (t == "endCombo") // the chain ended only when it offers no free attack
            v = canAttack ? 0.1 : 2;
        else if (t == "endEncounter")
            v = losing() ? 20 : 0.002; // weighed first when the fight is going badly, seldom else
        else if (t == "focus") // an Advantage banked for the next test: better than an Action unused
            v = canAttack ? 0.5 : 1.5;
        else if (t == "defend" && acting) { // both Actions: when no attack is to be had and enemies threaten
            if (!hereKnown) {
                here = standAt(s, *acting, acting->pos);
                hereKnown = true;
            }
            v = canAttack ? 0.3 : here.exposed > 0 || engaged ? 2 : 1.2;
        }
        else if (t == "disengage")
            v = 0.5;
        else if (t == "protect")
            v = 0.2;
        else if (t == "analyse") // Analyse Target, Distract, War Cry, Taunt: tried, attacks preferred
            v = 0.3;
        else if (t == "exert") // Exert: Stress for an Action, seldom worth it in a playout
            v = 0.05;
        else if (t == "fly") // High is out of everyone's reach, its own attacks too: seldom worth it
            v = a.args.value("altitude", std::string()) == "high" ? 0.2 : 1;
        w.push_back(v);
    }
    return w;
}

int CombatGridBot::playoutLimit() const
{
    return 80;
}

const CombatGridBot& botKnowledge()
{
    static const CombatGridBot knowledge;
    return knowledge;
}

} // namespace tabletop::games::combatgrid
