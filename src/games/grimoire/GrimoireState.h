#pragma once

#include "CardData.h"
#include "core/GameRules.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::games::grimoire {

enum class Phase { Turn, Respond, Target, Contract, Over };

struct Placed {
    int card = 0;        // index into the card set
    std::string element; // where it lies (a turbidity card's chosen colour)
    bool sideways = false;
};

struct SeatState {
    std::vector<Placed> library;    // in acquisition order
    std::vector<std::string> hand;  // spell names
    std::string sealed;             // spell name, out of play, seen by its owner only
    std::string contract;           // spell name or empty
    bool contractUsed = false;      // cast from the contract (once per game)
    bool contractRevealed = false;
};

struct Pending {
    std::string spell;
    int caster = 0;
    int level = 3;
    std::string from; // "hand" or "contract"
    int counteredBy = -1;
    std::vector<std::string> chosen;
    int minTargets = 0;
    int maxTargets = 0;
};

struct Options {
    int firstPlayer = -1; // -1: from the seed
    bool contractTieFulfilled = true;
    int sidewaysPower = 2;
};

struct GrimoireState : core::GameState {
    Options options;
    int firstPlayer = 0;
    int round = 1; // 1..8
    int turn = 1;  // 1..4
    int acquisitionsLeft = 1;
    bool spellUsed = false;
    Phase phase = Phase::Turn;
    int contractNext = -1;
    std::vector<int> deck; // card indices, top first
    std::vector<int> explore;
    std::vector<std::string> purge; // card ids: "g07" or "s1-cthugha"
    std::array<SeatState, 2> seats;
    std::optional<Pending> pending;

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<GrimoireState>(*this); }

    int starter() const { return (firstPlayer + round - 1) % 2; }
    int active() const { return turn % 2 == 1 ? starter() : 1 - starter(); }
    int power(int seat, const std::string& element) const
    {
        int p = 0;
        for (const auto& c : seats[static_cast<std::size_t>(seat)].library)
            if (c.element == element)
                p += c.sideways ? options.sidewaysPower : 1;
        return p;
    }
    int trackIndex() const
    {
        if (phase == Phase::Contract)
            return 4;
        return round <= 4 ? round - 1 : round;
    }
};

inline std::string spellId(int seat, const std::string& spell) { return "s" + std::to_string(seat) + "-" + spell; }

} // namespace tabletop::games::grimoire
