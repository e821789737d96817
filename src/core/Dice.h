#pragma once

#include "Rng.h"

#include <string>
#include <vector>

namespace tabletop::core {

// Dice rolled from the game's seeded generator only, so every result is reproduced by the seed
// and the action list (rulings C5). Results are plain values a game copies into its state and
// into the standard roll event (RollEvent.h).

// NdX+k: each die in rolled order, the modifier and the total.
struct DiceRoll {
    int count = 0;
    int sides = 0;
    int modifier = 0;
    std::vector<int> faces; // 1..sides each, in the order rolled
    int total = 0;          // sum of faces + modifier

    // "2d10+3", "d100", "3d6-1": what the log and the tray print.
    std::string notation() const;
};

// One named modifier to a test's target: each Advantage is +10, each Disadvantage -10, a skill
// rank +10, and so on. The name is the game's message id or label, shown by the dice tray.
struct Modifier {
    std::string name;
    int value = 0;
};

// A d100 test (Combat Grid's core rule and C1, C5): roll at or under the target. One Degree of
// Success per full 10 under, one Degree of Failure per full 10 over (both can be 0); 1-5 always
// passes (a critical), 96-100 always fails (a fumble).
struct TestResult {
    int base = 0;                   // the Score or skill before modifiers
    std::vector<Modifier> modifiers;
    int target = 0;                 // base + every modifier
    int tens = 0;                   // the tens die as read: 0..9 (0 with units 0 is 100)
    int units = 0;                  // the units die: 0..9
    int roll = 0;                   // 1..100
    bool passed = false;
    bool critical = false; // roll 1-5
    bool fumble = false;   // roll 96-100
    int degrees = 0;       // DoS when passed, DoF when failed
};

// Who won an opposed test (C2), and by which step of the ruling.
enum class OpposedReason {
    Critical,     // the initiator rolled a critical that the defender did not beat with its own
    CriticalBeaten, // both critical and the defender has more DoS
    PassBeatsFail,
    MoreDegrees,
    HigherTarget,
    DefenderOnTie, // both passed with equal DoS and equal targets
    BothFailed,    // the initiator fails
};

struct OpposedResult {
    TestResult initiator;
    TestResult defender;
    bool initiatorWins = false;
    OpposedReason reason = OpposedReason::BothFailed;
};

// "critical", "passBeatsFail", ... (the roll event's "reason").
const char* opposedReasonName(OpposedReason);

namespace dice {

// One die with `sides` faces (>= 1): 1..sides.
int die(Rng& rng, int sides);
int d10(Rng& rng);
// NdX+k. Throws std::invalid_argument when count < 0 or sides < 1.
DiceRoll roll(Rng& rng, int count, int sides, int modifier = 0);
// Parses "NdX", "NdX+k", "NdX-k", "dX" (N defaults to 1) and rolls it; "d100" is rolled as two
// d10s like a test. Throws std::invalid_argument naming the text when it is not dice notation.
DiceRoll roll(Rng& rng, const std::string& notation);

// d100 as the table rolls it: a tens d10 (00-90) and a units d10 (0-9), tens first; 00 and 0
// read 100. The ones and tens digits are what scatter reads, so both are kept.
struct Percentile {
    int tens = 0;
    int units = 0;
    int value() const { return tens == 0 && units == 0 ? 100 : tens * 10 + units; }
};
Percentile d100(Rng& rng);

// Target = base + sum of modifiers.
int targetOf(int base, const std::vector<Modifier>& modifiers);
// The verdict of a roll (1..100) against a target, without dice: table tests and scenarios use it.
TestResult evaluate(int base, const std::vector<Modifier>& modifiers, int roll);
TestResult evaluate(int target, int roll);
// Rolls d100 (two d10s) and evaluates it.
TestResult test(Rng& rng, int base, const std::vector<Modifier>& modifiers = {});

// C2: a pass beats a fail; between two passes more DoS wins, then the higher target, then the
// defender. If both fail, the initiator fails. A critical by the initiator wins unless the
// defender also rolls a critical and has more DoS.
OpposedResult opposed(const TestResult& initiator, const TestResult& defender);

} // namespace dice

} // namespace tabletop::core
