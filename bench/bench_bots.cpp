// bench_bots: how well and how fast the computer plays, for every playable game (2 seats).
//   bench_bots [--games N] [--game ID] [--seed S] [--pairs LIST] [--option KEY=VALUE]... [--plain]
//              [--no-time-cap]
// --option: a match option for every game played (as tabletop-cli's: a number, true/false or text),
// e.g. a shorter game (startingHealth=300) so that Hard's games fit in a run.
// --plain: the bots search without the game's own knowledge (its evaluation of cut-off
// playouts, its weights for playout moves and its playout limit), to see what that is worth.
// --no-time-cap: each level runs its iterations in full (no time budget), so the win rates are
// those of the levels as designed whatever else the machine runs (on a busy machine the budget
// cuts the search short); the move times printed are then not the app's.
// Pairs (default "normal-random,hard-normal,random-random"): the first level plays seat 1 in
// half the games and seat 2 in the other half, so neither side keeps the first move. For each
// pair it prints the first side's wins, the other side's wins and games with no winner, the
// first side's win rate among decided games with a 95% Wilson interval, the share of games that
// reached a winner at all, the same counts for each half (the first side in seat 1, then in seat
// 2: in Combat Grid seat 1 is the Director), decisions per second and the move-time percentiles.
#include "core/Bot.h"
#include "core/BotKnowledge.h"
#include "core/Invariants.h"
#include "games/Registry.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace tabletop;

namespace {

// 95% Wilson score interval for k successes in n trials.
void wilson(int k, int n, double& lo, double& hi)
{
    if (n == 0) {
        lo = 0;
        hi = 1;
        return;
    }
    const double z = 1.96, p = static_cast<double>(k) / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    lo = std::max(0.0, centre - half);
    hi = std::min(1.0, centre + half);
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

} // namespace

int main(int argc, char** argv)
{
    int games = 40;
    std::string only;
    std::uint64_t seed = 1;
    std::string pairs = "normal-random,hard-normal,random-random";
    core::Json options = core::Json::object();
    bool plain = false;
    bool noTimeCap = false; // iterations only: the strengths as designed, whatever the machine's load
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--plain")) {
            plain = true;
            continue;
        }
        if (!std::strcmp(argv[i], "--no-time-cap")) {
            noTimeCap = true;
            continue;
        }
        if (i + 1 >= argc) {
            std::fprintf(stderr, "bench_bots: %s needs a value\n", argv[i]);
            return 2;
        }
        if (!std::strcmp(argv[i], "--games"))
            games = std::max(2, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--game"))
            only = argv[i + 1];
        else if (!std::strcmp(argv[i], "--seed"))
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--pairs"))
            pairs = argv[i + 1];
        else if (!std::strcmp(argv[i], "--option")) {
            const std::string w = argv[i + 1];
            const std::size_t eq = w.find('=');
            if (eq == std::string::npos || eq == 0) {
                std::fprintf(stderr, "bench_bots: --option is KEY=VALUE, not \"%s\"\n", w.c_str());
                return 2;
            }
            const std::string key = w.substr(0, eq), value = w.substr(eq + 1);
            char* end = nullptr;
            const long number = std::strtol(value.c_str(), &end, 10);
            if (!value.empty() && end && *end == '\0')
                options[key] = number;
            else if (value == "true" || value == "false")
                options[key] = value == "true";
            else
                options[key] = value;
        } else {
            std::fprintf(stderr, "bench_bots: unknown option %s\n", argv[i]);
            return 2;
        }
        ++i; // its value
    }
    std::vector<std::pair<std::string, std::string>> matchups;
    for (std::size_t start = 0; start < pairs.size();) {
        const std::size_t comma = std::min(pairs.find(',', start), pairs.size());
        const std::string p = pairs.substr(start, comma - start);
        const std::size_t dash = p.find('-');
        if (dash == std::string::npos) {
            std::fprintf(stderr, "bench_bots: a pair is LEVEL-LEVEL, not \"%s\"\n", p.c_str());
            return 2;
        }
        matchups.emplace_back(p.substr(0, dash), p.substr(dash + 1));
        start = comma + 1;
    }
    std::printf("bench_bots: %d games per pair and game (half with each side first), seeds from %llu, 2 seats%s%s%s%s\n",
                games, static_cast<unsigned long long>(seed), plain ? ", bots without the game's own knowledge (--plain)" : "",
                noTimeCap ? ", no time cap (each level's iterations in full; move times are then not the app's)" : "",
                options.empty() ? "" : ", options ", options.empty() ? "" : options.dump().c_str());
    if (plain)
        for (const auto& entry : games::allGames())
            core::setBotKnowledge(entry.info.id, nullptr);
    for (const auto& entry : games::allGames()) {
        if (!entry.rules || (!only.empty() && entry.info.id != only) || entry.info.minSeats > 2)
            continue;
        const core::GameRules& rules = *entry.rules;
        for (const auto& [a, b] : matchups) {
            int winsA = 0, winsB = 0, none = 0;
            int halfA[2] = {0, 0}, halfB[2] = {0, 0}, halfNone[2] = {0, 0}; // by the seat side A played
            std::vector<double> timesA, timesB;
            double botSeconds = 0;
            std::size_t decisions = 0;
            for (int half = 0; half < 2; ++half) {
                const core::Seat seatA = half; // side A plays seat 1, then seat 2
                std::map<core::Seat, core::BotLevel> bots;
                try {
                    if (a != "random")
                        bots[seatA] = core::botLevel(a);
                    if (b != "random")
                        bots[1 - seatA] = core::botLevel(b);
                    if (noTimeCap)
                        for (auto& [seat, level] : bots)
                            level.maxSeconds = 1e9;
                } catch (const std::exception& e) {
                    std::fprintf(stderr, "bench_bots: %s\n", e.what());
                    return 2;
                }
                const int n = games / 2;
                const auto stats = core::runRandomGames(rules, n, seed + static_cast<std::uint64_t>(half) * 100000, 2,
                                                        options, 100000, bots);
                if (stats.failingSeed) {
                    std::printf("%s: VIOLATION with seed %llu: %s\n", entry.info.id.c_str(),
                                static_cast<unsigned long long>(*stats.failingSeed), stats.failure.c_str());
                    return 1;
                }
                halfA[half] = stats.wins[static_cast<std::size_t>(seatA)];
                halfB[half] = stats.wins[static_cast<std::size_t>(1 - seatA)];
                halfNone[half] = stats.wins.back();
                winsA += halfA[half];
                winsB += halfB[half];
                none += halfNone[half];
                for (double t : stats.botSeconds) {
                    botSeconds += t;
                    ++decisions;
                }
                // With two bots their move times are reported together.
                auto& into = a != "random" ? timesA : timesB;
                into.insert(into.end(), stats.botSeconds.begin(), stats.botSeconds.end());
            }
            const int decided = winsA + winsB;
            double lo = 0, hi = 1;
            wilson(winsA, decided, lo, hi);
            const int total = winsA + winsB + none;
            std::printf("%s  %s vs %s: %d-%d, no winner %d; %s wins %.0f%% of decided games (95%% CI %.0f-%.0f%%); "
                        "a winner in %.0f%% of games\n",
                        entry.info.id.c_str(), a.c_str(), b.c_str(), winsA, winsB, none, a.c_str(),
                        decided ? 100.0 * winsA / decided : 0.0, 100 * lo, 100 * hi,
                        total ? 100.0 * decided / total : 0.0);
            // Each half on its own: which seat (which role, in a game whose seats differ) side A does
            // well or badly in.
            std::printf("    %s in seat 1: %d-%d, no winner %d; in seat 2: %d-%d, no winner %d\n", a.c_str(), halfA[0],
                        halfB[0], halfNone[0], halfA[1], halfB[1], halfNone[1]);
            std::vector<double> all = timesA;
            all.insert(all.end(), timesB.begin(), timesB.end());
            if (!all.empty())
                std::printf("    computer moves: %zu decisions, %.1f decisions/s, move time p50 %.0f ms, p95 %.0f ms, "
                            "max %.0f ms\n",
                            decisions, botSeconds > 0 ? static_cast<double>(decisions) / botSeconds : 0.0,
                            1000 * percentile(all, 0.5), 1000 * percentile(all, 0.95), 1000 * percentile(all, 1.0));
            std::fflush(stdout);
        }
    }
    return 0;
}
