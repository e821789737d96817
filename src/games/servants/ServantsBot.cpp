// What the computer knows of Servant Zones (core::Bot; docs/games/servants.md, "Computer
// opponents"): an evaluation of a cut-off playout and the playouts' taste in moves. General
// knowledge of the game only: no card or deck is named here.
#include "ServantsBot.h"
#include "ServantsState.h"

#include <algorithm>
#include <cmath>

namespace tabletop::games::servants {

namespace {

// A seat's standing in Health points: its Health, what its servants threaten and hold (a face-up
// Offense servant its OFF, a Defense or Set one half its DEF), its hand and set strategies.
double material(const ServantsState& s, int seat)
{
    const SeatState& p = s.seat(seat);
    double v = p.health;
    for (const ServantSlot& slot : p.servants) {
        if (slot.card < 0)
            continue;
        const CardDef& d = s.def(slot.card);
        v += slot.pos == Pos::Offense ? d.off : 0.5 * d.def;
        v += 40; // a body on the map blocks direct attacks
    }
    for (const StrategySlot& slot : p.strategies)
        if (slot.card >= 0)
            v += 30;
    v += 35.0 * static_cast<double>(std::min<std::size_t>(p.hand.size(), 7));
    return v;
}

} // namespace

std::vector<double> ServantsBot::evaluate(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    // The difference in Health points, on the scale of a quarter of the starting Health.
    const double scale = std::max(100.0, 0.25 * s.options.startingHealth);
    const double lead = (material(s, 0) - material(s, 1)) / scale;
    const double first = 1.0 / (1.0 + std::exp(-lead));
    return {first, 1.0 - first};
}

std::vector<double> ServantsBot::weights(const core::GameState&, core::Seat, const std::vector<core::Action>& legal) const
{
    // Playouts that play their cards and attack, rather than pass their turns away.
    std::vector<double> w;
    w.reserve(legal.size());
    for (const core::Action& a : legal) {
        const std::string& t = a.type;
        w.push_back(t == "attack"                             ? 8
                    : t == "summon"                           ? 6
                    : t == "battle"                           ? 5
                    : t == "set" || t == "activate"           ? 3
                    : t == "usePower" || t == "flip"          ? 3
                    : t == "setStrategy"                      ? 2
                    : t == "position"                         ? 0.5
                                                              : 1);
    }
    return w;
}

int ServantsBot::playoutLimit() const
{
    return 120;
}

const ServantsBot& botKnowledge()
{
    static const ServantsBot knowledge;
    return knowledge;
}

} // namespace tabletop::games::servants
