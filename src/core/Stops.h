#pragma once

#include "GameRules.h"

#include <string>
#include <vector>

namespace tabletop::core {

// What a game tells the session about its optional responses (reactions, response windows, a
// chance to speak in another seat's round), so that each seat's stops can pass for it: a seat
// that chose not to be asked then is never shown a curtain, and the pass the session makes is an
// ordinary action in the record. A game opts in by also deriving from this interface; the
// session finds it with dynamic_cast, so games without it are asked as always.
//
// The answer may depend only on public facts (the phase, the prompt), never on a hand: a seat
// skipped by its stops must give nothing away, and a bare "pass" must then be legal for it.
class StopPoints {
public:
    virtual ~StopPoints() = default;
    // Every phase a player may tick to be asked in, in the order of a turn ("main", "stage").
    virtual std::vector<std::string> stopPhases() const = 0;
    // The phase of the prompt now when it is an optional response that a bare "pass" answers,
    // else empty (a decision the seat must make itself).
    virtual std::string stopPhase(const GameState& state) const = 0;
};

} // namespace tabletop::core
