#include "Commands.h"
#include "Common.h"

#include "core/Invariants.h"

#include <algorithm>
#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli random <game> --games N --seed S [--seats K] [--option NAME=VALUE]...\n"
                    "                           [--max-actions M] [--bot SEAT=LEVEL]... [--bots LEVEL]\n"
                    "\n"
                    "Plays N games of uniformly random legal actions (game i uses seed S+i) and checks the\n"
                    "invariants after every action: no card created or lost, each card in exactly one zone, and\n"
                    "no view or event shows a seat a card hidden from it, and the game's own invariants (units,\n"
                    "tokens, pieces: whatever the game declares). Stops at the first violation and prints\n"
                    "its seed; rerun that seed with --games 1 to reproduce it.\n"
                    "\n"
                    "  --games N        games to play (default 100)\n"
                    "  --seed S         first seed (default 1)\n"
                    "  --seats K        seats per game (default: the game's minimum)\n"
                    "  --option N=V     a house rule (see `tabletop-cli games`); V is read as JSON when it parses\n"
                    "  --max-actions M  a game longer than this counts as a violation (default 100000)\n"
                    "  --bot SEAT=LEVEL seat SEAT (from 1) is played by the computer: easy, normal or hard\n"
                    "                   (a search that never looks at what its seat cannot see); repeat per seat\n"
                    "  --bots LEVEL     every seat not named by --bot is played by the computer at LEVEL\n"
                    "\n"
                    "Exit codes: 0 all games ended cleanly, 1 a violation was found, 2 bad command line.\n";
} // namespace

int runRandom(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"games", "seed", "seats", "option", "max-actions", "bot", "bots"}, {});
    if (args.positionals().size() != 1)
        throw UsageError(args.positionals().empty()
                             ? whichGame("random", "--games 100")
                             : "expected one game id, got " + std::to_string(args.positionals().size()) + " words");
    const core::GameRules& rules = playableRules(args.positionals().front());
    const core::GameInfo info = rules.info();
    const int games = args.intValue("games", 100, 1, 100000000);
    const std::uint64_t seed = args.seedValue("seed", 1);
    const int seats = seatCount(args, info);
    const int maxActions = args.intValue("max-actions", 100000, 1, 1000000000);
    const core::Json options = parseOptions(args.values("option"), info);
    const auto bots = parseBots(args, seats);

    // A bad option value is only found by the rules' setup; report it as a usage error.
    try {
        core::MatchConfig probe;
        probe.game = info.id;
        probe.seats = seats;
        probe.seed = seed;
        probe.options = options;
        core::Rng rng(seed);
        (void)rules.setup(probe, rng);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }

    const core::RandomRunStats stats = core::runRandomGames(rules, games, seed, seats, options, maxActions, bots);
    const double secs = stats.seconds > 0 ? stats.seconds : 1e-9;
    std::printf("%s: %d %s (seeds %llu..%llu), %d seats, %llu actions in %.3f s\n", info.id.c_str(), stats.games,
                stats.games == 1 ? "game" : "games", static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed + static_cast<std::uint64_t>(stats.games) - 1), seats,
                static_cast<unsigned long long>(stats.actions), stats.seconds);
    std::printf("  %.1f games/s, %.0f actions/s (with invariant checks), %.1f actions/game\n", stats.games / secs,
                static_cast<double>(stats.actions) / secs,
                stats.games ? static_cast<double>(stats.actions) / stats.games : 0.0);
    if (!bots.empty()) {
        std::printf("  computer seats:");
        for (const auto& [s, level] : bots)
            std::printf(" %d (%s)", s + 1, level.name.c_str());
        std::vector<double> t = stats.botSeconds;
        std::sort(t.begin(), t.end());
        const auto at = [&](double q) { return t.empty() ? 0.0 : t[std::min(t.size() - 1, static_cast<std::size_t>(q * t.size()))] * 1000; };
        double iters = 0;
        for (int i : stats.botIterations)
            iters += i;
        std::printf("; %zu decisions, move time p50 %.0f ms, p95 %.0f ms, max %.0f ms, %.0f iterations per decision\n",
                    t.size(), at(0.5), at(0.95), t.empty() ? 0.0 : t.back() * 1000,
                    t.empty() ? 0.0 : iters / static_cast<double>(t.size()));
    }
    std::printf("  wins:");
    for (int s = 0; s < seats; ++s)
        std::printf(" seat %d %d,", s + 1, stats.wins[static_cast<std::size_t>(s)]);
    std::printf(" no winner %d\n", stats.wins.back());
    if (!stats.endings.empty()) { // how the games ended, by the outcome's message id
        std::printf("  endings:");
        const char* sep = " ";
        for (const auto& [id, n] : stats.endings) {
            std::printf("%s%s %d", sep, id.empty() ? "(none)" : id.c_str(), n);
            sep = ", ";
        }
        std::printf("\n");
    }
    if (stats.failingSeed) {
        std::string again;
        for (const auto& w : args.values("option"))
            again += " --option '" + w + "'";
        if (auto m = args.value("max-actions"))
            again += " --max-actions " + *m;
        std::printf("VIOLATION in game with seed %llu: %s\n"
                    "reproduce: tabletop-cli random %s --games 1 --seed %llu --seats %d%s\n",
                    static_cast<unsigned long long>(*stats.failingSeed), stats.failure.c_str(), info.id.c_str(),
                    static_cast<unsigned long long>(*stats.failingSeed), seats, again.c_str());
        return kExitFailed;
    }
    std::printf("  no invariant violations\n");
    return kExitOk;
}

} // namespace tabletop::cli
