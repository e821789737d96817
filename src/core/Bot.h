#pragma once
// A computer opponent for every game: information-set Monte Carlo tree search over the legal
// actions (single-observer ISMCTS). Each iteration re-deals what the bot's seat cannot see with
// GameRules::determinize, so the search reads the real state only through determinize and the
// seat's own legal actions: it never uses a hidden fact. Standard C++ only.
#include "GameRules.h"
#include "Rng.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tabletop::core {

// How hard the bot thinks: iterations per decision, capped by a time budget.
struct BotLevel {
    std::string name;       // "easy", "normal", "hard"
    int iterations = 200;   // search iterations per decision
    double maxSeconds = 1;  // stop earlier when this much wall time has passed
    int rolloutLimit = 400; // actions per playout before it is scored as unfinished
};

// "easy", "normal", "hard" (case-insensitive); throws std::invalid_argument naming the word.
BotLevel botLevel(const std::string& name);
// The level names, weakest first.
std::vector<std::string> botLevelNames();

struct BotDecision {
    Action action;
    int iterations = 0;  // iterations run
    double seconds = 0;  // wall time spent
    int choices = 0;     // legal actions it chose among
};

class Bot {
public:
    // `seed`: the search's own randomness (a bot given the same seed, state and level makes the
    // same choice when it is not stopped by its time budget).
    Bot(const GameRules& rules, BotLevel level, std::uint64_t seed);

    // Chooses one of `seat`'s legal actions in `state` (the prompt must name `seat`). Throws
    // std::logic_error when the seat has no legal action.
    BotDecision choose(const GameState& state, Seat seat);

    const BotLevel& level() const { return m_level; }

private:
    const GameRules* m_rules;
    BotLevel m_level;
    Rng m_rng;
};

// The seat a bot should act for now: the first prompted seat that `isBot` says is a bot, or -1.
// (Games with several seats prompted at once let each answer in turn.)
template <typename IsBot> Seat botToAct(const Prompt& prompt, IsBot isBot)
{
    for (Seat s : prompt.seats)
        if (isBot(s))
            return s;
    return -1;
}

} // namespace tabletop::core
