#include "Dice.h"

#include <cctype>
#include <stdexcept>

namespace tabletop::core {

std::string DiceRoll::notation() const
{
    std::string s = (count == 1 ? std::string() : std::to_string(count)) + "d" + std::to_string(sides);
    if (modifier > 0)
        s += "+" + std::to_string(modifier);
    else if (modifier < 0)
        s += std::to_string(modifier);
    return s;
}

const char* opposedReasonName(OpposedReason r)
{
    switch (r) {
    case OpposedReason::Critical:
        return "critical";
    case OpposedReason::CriticalBeaten:
        return "criticalBeaten";
    case OpposedReason::PassBeatsFail:
        return "passBeatsFail";
    case OpposedReason::MoreDegrees:
        return "moreDegrees";
    case OpposedReason::HigherTarget:
        return "higherTarget";
    case OpposedReason::DefenderOnTie:
        return "defenderOnTie";
    case OpposedReason::BothFailed:
        return "bothFailed";
    }
    return "";
}

namespace dice {

int die(Rng& rng, int sides)
{
    if (sides < 1)
        throw std::invalid_argument("dice: a die needs at least 1 side, got " + std::to_string(sides));
    return 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(sides)));
}

int d10(Rng& rng) { return die(rng, 10); }

Percentile d100(Rng& rng)
{
    Percentile p;
    p.tens = d10(rng) % 10; // a d10's "10" face reads 0
    p.units = d10(rng) % 10;
    return p;
}

DiceRoll roll(Rng& rng, int count, int sides, int modifier)
{
    if (count < 0)
        throw std::invalid_argument("dice: cannot roll " + std::to_string(count) + " dice");
    if (sides < 1)
        throw std::invalid_argument("dice: a die needs at least 1 side, got " + std::to_string(sides));
    DiceRoll r;
    r.count = count;
    r.sides = sides;
    r.modifier = modifier;
    r.total = modifier;
    for (int i = 0; i < count; ++i) {
        const int face = sides == 100 ? d100(rng).value() : die(rng, sides);
        r.faces.push_back(face);
        r.total += face;
    }
    return r;
}

DiceRoll roll(Rng& rng, const std::string& text)
{
    auto bad = [&](const char* why) {
        return std::invalid_argument("dice: \"" + text + "\" is not dice notation (" + why + "; e.g. 2d10+3)");
    };
    std::size_t i = 0;
    auto number = [&](int& out) {
        const std::size_t start = i;
        long long v = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            v = v * 10 + (text[i] - '0');
            if (v > 1000000)
                throw bad("number too large");
            ++i;
        }
        out = static_cast<int>(v);
        return i > start;
    };
    int count = 1;
    if (!number(count))
        count = 1;
    if (i >= text.size() || (text[i] != 'd' && text[i] != 'D'))
        throw bad("no 'd'");
    ++i;
    int sides = 0;
    if (!number(sides))
        throw bad("no number of sides after 'd'");
    int modifier = 0;
    if (i < text.size()) {
        const char sign = text[i++];
        if (sign != '+' && sign != '-')
            throw bad("expected + or - after the sides");
        if (!number(modifier))
            throw bad("no number after the sign");
        if (sign == '-')
            modifier = -modifier;
    }
    if (i != text.size())
        throw bad("trailing characters");
    if (count > 1000)
        throw bad("more than 1000 dice");
    if (sides < 1)
        throw bad("a die needs at least 1 side");
    return roll(rng, count, sides, modifier);
}

int targetOf(int base, const std::vector<Modifier>& modifiers)
{
    int t = base;
    for (const auto& m : modifiers)
        t += m.value;
    return t;
}

TestResult evaluate(int base, const std::vector<Modifier>& modifiers, int roll)
{
    if (roll < 1 || roll > 100)
        throw std::invalid_argument("dice: a d100 roll must be 1-100, got " + std::to_string(roll));
    TestResult r;
    r.base = base;
    r.modifiers = modifiers;
    r.target = targetOf(base, modifiers);
    r.roll = roll;
    r.tens = (roll % 100) / 10;
    r.units = roll % 10;
    r.critical = roll <= 5;
    r.fumble = roll >= 96;
    r.passed = r.critical || (!r.fumble && roll <= r.target);
    // A forced pass or fail beyond the target counts no degrees (both can be 0).
    const int margin = r.passed ? r.target - roll : roll - r.target;
    r.degrees = margin > 0 ? margin / 10 : 0;
    return r;
}

TestResult evaluate(int target, int roll) { return evaluate(target, {}, roll); }

TestResult test(Rng& rng, int base, const std::vector<Modifier>& modifiers)
{
    const Percentile p = d100(rng);
    TestResult r = evaluate(base, modifiers, p.value());
    r.tens = p.tens;
    r.units = p.units;
    return r;
}

OpposedResult opposed(const TestResult& initiator, const TestResult& defender)
{
    OpposedResult o;
    o.initiator = initiator;
    o.defender = defender;
    auto verdict = [&](bool initiatorWins, OpposedReason reason) {
        o.initiatorWins = initiatorWins;
        o.reason = reason;
        return o;
    };
    if (initiator.critical) {
        if (defender.critical && defender.degrees > initiator.degrees)
            return verdict(false, OpposedReason::CriticalBeaten);
        return verdict(true, OpposedReason::Critical);
    }
    if (initiator.passed != defender.passed)
        return verdict(initiator.passed, OpposedReason::PassBeatsFail);
    if (!initiator.passed)
        return verdict(false, OpposedReason::BothFailed);
    if (initiator.degrees != defender.degrees)
        return verdict(initiator.degrees > defender.degrees, OpposedReason::MoreDegrees);
    if (initiator.target != defender.target)
        return verdict(initiator.target > defender.target, OpposedReason::HigherTarget);
    return verdict(false, OpposedReason::DefenderOnTie);
}

} // namespace dice

} // namespace tabletop::core
