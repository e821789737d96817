#include "GrimoireRules.h"

#include <algorithm>


namespace tabletop::games::grimoire {

using core::ArgKind;
using core::ArgSpec;

std::vector<core::ActionSpec> GrimoireRules::actionSpecs() const
{
    const ArgSpec card{"card", ArgKind::String, true, "moved"};
    const ArgSpec element{"element", ArgKind::String, false, "destination"};
    const ArgSpec spell{"spell", ArgKind::String, true, "moved"};
    const ArgSpec from{"from", ArgKind::String, false};
    return {
        {"acquire", {card, element}},
        {"cast", {spell, from}},
        {"counter", {from}},
        {"pass", {}},
        {"target", {card}},
        {"done", {}},
        {"endTurn", {}},
        {"contract", {spell}},
    };
}

// What a seat does not know: the order of the deck (its content is public: every grimoire not
// laid out, acquired or purged), and, for the other player, which of its spells lie where among
// the hidden places: hand, sealed, and the contract while it is face down. Each player owns the
// same five spells and the purged ones and a revealed contract are public, so the other
// player's hidden spells are exactly its five minus those, in the same number of places; they
// are permuted among those places. Hand order carries nothing (the view shows placeholders by
// position), so any permutation is a state the seat cannot tell from the real one.
std::unique_ptr<core::GameState> GrimoireRules::determinize(const core::GameState& base, core::Seat seat,
                                                            core::Rng& rng) const
{
    auto out = std::make_unique<GrimoireState>(static_cast<const GrimoireState&>(base));
    // Each pool is put in a fixed order before it is dealt, so the result depends only on what
    // the seat knows and on `rng`, never on where the cards really are (a computer opponent
    // that searches these states cannot tell two such states apart).
    std::sort(out->deck.begin(), out->deck.end());
    rng.shuffle(out->deck);
    for (int other = 0; other < 2; ++other) {
        if (other == seat)
            continue;
        auto& st = out->seats[static_cast<std::size_t>(other)];
        const bool contractHidden = !st.contract.empty() && !st.contractRevealed;
        std::vector<std::string> hidden = st.hand;
        hidden.push_back(st.sealed);
        if (contractHidden)
            hidden.push_back(st.contract);
        std::sort(hidden.begin(), hidden.end());
        rng.shuffle(hidden);
        std::size_t next = 0;
        for (auto& spell : st.hand)
            spell = hidden[next++];
        st.sealed = hidden[next++];
        if (contractHidden)
            st.contract = hidden[next++];
    }
    return out;
}

} // namespace tabletop::games::grimoire
