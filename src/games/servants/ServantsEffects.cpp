#include "ServantsRules.h"

#include <algorithm>

namespace tabletop::games::servants::detail {

// Effects that stay (docs/games/servants.md, "Card effects"): Equip, Continuous and Map cards
// count once their link has resolved, and not while they wait on the chain.
bool onChain(const ServantsState& s, int card)
{
    return std::any_of(s.chain.begin(), s.chain.end(), [&](const ChainLink& l) { return l.card == card; });
}

namespace {
bool staysActive(const ServantsState& s, int card) { return card >= 0 && !onChain(s, card); }

bool elementFits(const Effect& e, const CardDef& servant) { return e.element.empty() || e.element == servant.element; }
} // namespace

int statNow(const ServantsState& s, int controller, int slot, bool off)
{
    const int c = s.seat(controller).servants[static_cast<std::size_t>(slot)].card;
    const CardDef& d = s.def(c);
    int total = off ? d.off : d.def;
    const char* stat = off ? "off" : "def";
    for (int q = 0; q < 2; ++q)
        for (const auto& st : s.seat(q).strategies) {
            if (st.faceDown || !staysActive(s, st.card))
                continue;
            const Effect& e = s.def(st.card).effect;
            if (e.op != "boost" || e.stat != stat)
                continue;
            if (e.chosenTarget() ? st.target == c : (q == controller || e.target == "all") && elementFits(e, d))
                total += e.amount;
        }
    if (staysActive(s, s.mapCard)) {
        const Effect& e = s.def(s.mapCard).effect;
        if (e.op == "boost" && e.stat == stat && elementFits(e, d))
            total += e.amount;
    }
    // Continuous powers of face-up servants (also the servant's own).
    for (int i = 0; i < kSlots; ++i) {
        const auto& other = s.seat(controller).servants[static_cast<std::size_t>(i)];
        if (other.card < 0 || other.pos == Pos::Set)
            continue;
        const CardDef& od = s.def(other.card);
        if (od.powerKind == "continuous" && od.power.op == "boost" && od.power.stat == stat && elementFits(od.power, d))
            total += od.power.amount;
    }
    for (const auto& b : s.boosts)
        if (b.card == c)
            total += off ? b.off : b.def;
    return std::max(0, total);
}

bool cannotAttack(const ServantsState& s, int card)
{
    for (int q = 0; q < 2; ++q)
        for (const auto& st : s.seat(q).strategies)
            if (!st.faceDown && staysActive(s, st.card) && st.target == card && s.def(st.card).effect.op == "cannotAttack")
                return true;
    return false;
}

} // namespace tabletop::games::servants::detail
