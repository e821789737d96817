#include "NeoTokyoRules.h"

#include <algorithm>

namespace tabletop::games::neotokyo {

using core::ArgKind;
using core::ArgSpec;

std::vector<core::ActionSpec> NeoTokyoRules::actionSpecs() const
{
    const ArgSpec card{"card", ArgKind::String, true, "moved"};
    ArgSpec mark{"mark", ArgKind::Integer, false};
    mark.min = 0;
    mark.max = 16;
    const ArgSpec target{"target", ArgKind::String, false, "destination"};
    ArgSpec evas{"evas", ArgKind::StringList, true};
    evas.maxItems = 3;
    return {
        {"pass", {}},
        {"line", {card, mark}},
        {"play", {card, target}},
        {"assign", {evas}},
        {"discard", {card}},
        {"declare", {}},
        {"decline", {}},
    };
}

// What `seat` knows of the cards it cannot see: each other seat's hand is that many cards that
// are no Angels (an Angel drawn is placed at once, and the opening hand holds none), each of its
// face-down Angels is an Angel of that owner, and everything else of that owner's is in its
// draw pile, whose order nobody knows. So the identities (card definitions) are dealt anew
// among the hidden instances of each owner: its hand slots, its draw pile and its face-down
// Angels, keeping which slots hold Angels where that is public. Instances stay in their zones
// with their ids, so every id a view shows stays where it is. The seat's own draw pile is
// shuffled too (nobody knows its order).
std::unique_ptr<core::GameState> NeoTokyoRules::determinize(const core::GameState& base, core::Seat seat,
                                                            core::Rng& rng) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    auto out = std::make_unique<NeoTokyoState>(s);
    auto isAngel = [&](int card) { return s.def(card).type == CardType::Angel; };
    for (int owner = 0; owner < s.seats; ++owner) {
        const auto& p = s.players[static_cast<std::size_t>(owner)];
        const bool own = owner == seat;
        std::vector<int> angelSlots, otherSlots, deckSlots; // instance indices
        if (!own) {
            for (int c : p.hand)
                (isAngel(c) ? angelSlots : otherSlots).push_back(c);
            for (int c : s.angelQueue)
                if (s.cards[static_cast<std::size_t>(c)].owner == owner)
                    angelSlots.push_back(c);
        }
        deckSlots = p.deck;
        std::vector<int> angels, others; // definitions
        for (const auto* slots : {&angelSlots, &otherSlots, &deckSlots})
            for (int c : *slots)
                (isAngel(c) ? angels : others).push_back(s.cards[static_cast<std::size_t>(c)].def);
        // In a fixed order before dealing: the result depends only on what the seat knows and
        // on `rng`, never on where the cards really are.
        std::sort(angels.begin(), angels.end());
        std::sort(others.begin(), others.end());
        rng.shuffle(angels);
        rng.shuffle(others);
        auto take = [](std::vector<int>& from) {
            const int d = from.back();
            from.pop_back();
            return d;
        };
        for (int c : angelSlots)
            out->cards[static_cast<std::size_t>(c)].def = take(angels);
        for (int c : otherSlots)
            out->cards[static_cast<std::size_t>(c)].def = take(others);
        std::vector<int> rest = std::move(angels);
        rest.insert(rest.end(), others.begin(), others.end());
        rng.shuffle(rest);
        for (std::size_t i = 0; i < deckSlots.size(); ++i)
            out->cards[static_cast<std::size_t>(deckSlots[i])].def = rest[i];
    }
    return out;
}

} // namespace tabletop::games::neotokyo
