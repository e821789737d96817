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
// wounds at the start (Toughness Bonus, C1), a little less for injuries, lying prone and fear.
double condition(const Combatant& c)
{
    if (c.down)
        return 0;
    const auto physique = c.scores.find("physique");
    const int full = std::max({1, c.wounds, physique == c.scores.end() ? 0 : physique->second / 10});
    double v = 0.3 + 0.7 * static_cast<double>(c.wounds) / full;
    v -= 0.1 * c.injuries;
    if (c.prone)
        v -= 0.05;
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
    const double playersValue = 1.0 / (1.0 + std::exp(-4.0 * (players - director)));
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
    for (const core::Action& a : legal) {
        const std::string& t = a.type;
        double v = 1;
        if (t == "attack") {
            // A fate point on the test: a reroll only costs one when the test fails; two
            // Advantages always do. Both weighed below the plain attack, so fate lasts.
            const std::string fate = a.args.value("fate", std::string());
            v = fate == "reroll" ? 4 : fate == "advantage" ? 1.5 : 10;
            if (a.args.value("combo", false)) // a combo's free attack: no Action spent, an Advantage more
                v *= 1.5;
        } else if (t == "fate" && acting) {
            // Wounds restored when few are left; fate readied to block Injuries once the next hit
            // would injure (no Wounds left); seldom otherwise.
            const std::string use = a.args.value("use", std::string());
            const int most = acting->scores.count("physique") ? acting->scores.at("physique") / 10 : 0;
            if (use == "restoreWounds")
                v = 2 * acting->wounds <= most ? 6 : 0.3;
            else
                v = a.args.value("ready", false) ? (acting->wounds == 0 ? 3 : 0.3) : 0.1;
        }
        else if (t == "chanceAttack")
            v = a.args.value("take", false) ? 5 : 1;
        else if (t == "move" && acting) {
            // Towards the nearest enemy: into reach of its weapon best, nearer next.
            const Cell to{a.args.value("x", 0), a.args.value("y", 0)};
            const int then = nearestEnemy(s, *acting, to);
            const int reach = std::max(1, acting->weapon.range);
            v = then <= reach && now > reach ? 6 : then < now ? 3 : then <= reach ? 1 : 0.2;
            // A test or a fall on the way (harmful ground at full speed, a leap, a jump down): a risk.
            if (a.args.value("hurry", false) || a.args.value("leap", false) || a.args.value("jump", false))
                v *= 0.5;
        } else if (t == "rise")
            v = 4;
        else if (t == "run") // Running and Sprinting: left to the search, never favoured in playouts
            v = 0;
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
        else if (t == "defend" || t == "focus" || t == "disengage")
            v = 0.5;
        else if (t == "protect")
            v = 0.2;
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
