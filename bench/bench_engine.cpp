// bench_engine [GAMES] [--seed S] [--game ID] [--engine-only]
//
// Plays GAMES (default 2000) random grimoire games on one thread and prints how fast the rules
// engine runs: games/s and actions/s, where one action is legalActions + apply (plus prompt and
// outcome). Then the same games through core::Match (adds the state hash recorded after every
// action, as the CLI and the session do) and through core::runRandomGames (adds the invariant
// checks). The three figures show where the time goes.
#include "core/Invariants.h"
#include "core/Match.h"
#include "games/Registry.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace tabletop;

namespace {

struct Figures {
    int games = 0;
    std::uint64_t actions = 0;
    double seconds = 0;
};

void print(const char* what, const Figures& f)
{
    const double s = f.seconds > 0 ? f.seconds : 1e-9;
    std::printf("%-34s %6d games %9llu actions %8.3f s  %9.1f games/s %11.0f actions/s\n", what, f.games,
                static_cast<unsigned long long>(f.actions), f.seconds, f.games / s, static_cast<double>(f.actions) / s);
}

core::MatchConfig configFor(const core::GameRules& rules, std::uint64_t seed)
{
    core::MatchConfig c;
    c.game = rules.info().id;
    c.seats = rules.info().minSeats;
    c.seed = seed;
    return c;
}

// The bare rules: setup, then prompt / legalActions / apply until the outcome.
Figures engineOnly(const core::GameRules& rules, int games, std::uint64_t seed)
{
    Figures f;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        const core::MatchConfig config = configFor(rules, seed + static_cast<std::uint64_t>(g));
        core::Rng rng(config.seed);
        core::Rng chooser(config.seed ^ 0x5eed5eed5eed5eedULL);
        auto state = rules.setup(config, rng);
        for (int step = 0; step < 100000 && !rules.outcome(*state); ++step) {
            const core::Prompt p = rules.prompt(*state);
            if (p.seats.empty())
                break;
            const core::Seat seat = p.seats[chooser.below(p.seats.size())];
            const auto legal = rules.legalActions(*state, seat);
            if (legal.empty())
                break;
            if (!rules.apply(*state, legal[chooser.below(legal.size())], rng).accepted) {
                std::fprintf(stderr, "seed %llu: a legal action was refused\n",
                             static_cast<unsigned long long>(config.seed));
                std::exit(1);
            }
            ++f.actions;
        }
        ++f.games;
    }
    f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return f;
}

// Through core::Match, as `tabletop-cli play` and the session host use it.
Figures throughMatch(const core::GameRules& rules, int games, std::uint64_t seed)
{
    Figures f;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        core::Match match(rules, configFor(rules, seed + static_cast<std::uint64_t>(g)));
        core::Rng chooser(match.config().seed ^ 0x5eed5eed5eed5eedULL);
        for (int step = 0; step < 100000 && !match.outcome(); ++step) {
            const core::Prompt p = match.prompt();
            if (p.seats.empty())
                break;
            const core::Seat seat = p.seats[chooser.below(p.seats.size())];
            const auto legal = match.legalActions(seat);
            if (legal.empty())
                break;
            match.submit(legal[chooser.below(legal.size())]);
            ++f.actions;
        }
        ++f.games;
    }
    f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return f;
}

} // namespace

int main(int argc, char* argv[])
{
    int games = 2000;
    std::uint64_t seed = 1;
    std::string game = "grimoire";
    bool engineOnlyFlag = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            std::printf("Usage: bench_engine [GAMES] [--seed S] [--game ID] [--engine-only]\n");
            return 0;
        } else if (a == "--seed" && i + 1 < argc) {
            seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (a == "--game" && i + 1 < argc) {
            game = argv[++i];
        } else if (a == "--engine-only") {
            engineOnlyFlag = true;
        } else if (!a.empty() && std::strspn(a.c_str(), "0123456789") == a.size() && std::atoi(a.c_str()) > 0) {
            games = std::atoi(a.c_str());
        } else {
            std::fprintf(stderr, "bench_engine: unexpected argument \"%s\"\n", a.c_str());
            return 2;
        }
    }
    const core::GameRules* rules = games::findRules(game);
    if (!rules) {
        std::fprintf(stderr, "bench_engine: no playable game \"%s\"\n", game.c_str());
        return 2;
    }
    std::printf("%s, %d random games from seed %llu, one thread\n", game.c_str(), games,
                static_cast<unsigned long long>(seed));
    std::printf("figures: actions per second of wall time, choosing a random legal action included; \"engine\" is "
                "prompt + legalActions + apply, \"Match\" adds the argument gate, the undo verdict (the generator and every seat's hidden set compared) and the state hash after every action, \"runRandomGames\" "
                "adds building every seat's view and checking every invariant\n");
    print("engine (legalActions + apply)", engineOnly(*rules, games, seed));
    if (engineOnlyFlag)
        return 0;
    print("core::Match (+ gate, undo, hash)", throughMatch(*rules, games, seed));
    const core::RandomRunStats stats =
        core::runRandomGames(*rules, games, seed, rules->info().minSeats, core::Json::object());
    print("runRandomGames (+ invariants)", Figures{stats.games, stats.actions, stats.seconds});
    if (stats.failingSeed) {
        std::printf("invariant violation at seed %llu: %s\n", static_cast<unsigned long long>(*stats.failingSeed),
                    stats.failure.c_str());
        return 1;
    }
    return 0;
}
