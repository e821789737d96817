#include "Engine.h"

namespace tabletop::games::neotokyo {

namespace {
bool holds(const NeoTokyoState& s, int seat, const Effect& c)
{
    const auto& p = s.players[static_cast<std::size_t>(seat)];
    if (c.op == "grouped")
        return static_cast<int>(s.groups.groupOf(c.colour).size()) - 1 >= c.min;
    if (c.op == "groupedWith") {
        for (int other : c.colours)
            if (!s.groups.together(c.colour, other))
                return false;
        return true;
    }
    if (c.op == "angelsDefeated")
        return p.angelsDefeated >= c.min;
    if (c.op == "puts")
        return static_cast<int>(s.characters[static_cast<std::size_t>(c.colour)].attached.size()) >= c.min;
    if (c.op == "down") {
        for (int other : c.colours)
            if (!s.characters[static_cast<std::size_t>(other)].down)
                return false;
        return true;
    }
    if (c.op == "downCount") {
        int n = 0;
        for (const auto& ch : s.characters)
            n += ch.down ? 1 : 0;
        return n >= c.min;
    }
    if (c.op == "handSize")
        return static_cast<int>(p.hand.size()) >= c.min;
    return false; // an unknown condition never holds (the schema rejects it anyway)
}
} // namespace

bool conditionsHold(const NeoTokyoState& s, int seat, const std::vector<Effect>& conditions)
{
    for (const auto& c : conditions)
        if (!holds(s, seat, c))
            return false;
    return !conditions.empty();
}

} // namespace tabletop::games::neotokyo
