#include "Commands.h"
#include "Common.h"
#include "GreedyBot.h"

#include "core/Match.h"

#include <algorithm>
#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli demo <game> [--seed S] [--seats K] [--option NAME=VALUE]... [--names A,B]\n"
                    "                         [--seat N] [--max-actions M]\n"
                    "\n"
                    "Plays one quick game with a simple greedy-random bot in every seat and prints a readable log:\n"
                    "the round/turn context, each event's message as the watcher may see it, and the outcome with\n"
                    "its breakdown. The app runs this when it is started with no display.\n"
                    "\n"
                    "  --seed S         the game's seed (default 1); the bots' choices follow from it too\n"
                    "  --seats K        seats (default: the game's minimum)\n"
                    "  --option N=V     a house rule (see `tabletop-cli games`)\n"
                    "  --names A,B      seat names\n"
                    "  --seat N         watch as seat N (0-based) instead of as a spectator\n"
                    "  --max-actions M  give up after M actions (default 100000)\n"
                    "\n"
                    "Exit codes: 0 the game ended, 1 it did not (a rules problem), 2 bad command line.\n";

// The context keys a game's view may carry at its top level, in display order. A game whose
// view has none of them simply gets no context headers.
const char* const kContextKeys[] = {"round", "phase", "turn"};

std::string contextLine(const core::Json& view)
{
    std::string line;
    if (!view.is_object())
        return line;
    for (const char* key : kContextKeys) {
        auto it = view.find(key);
        if (it == view.end() || it->is_null() || it->is_object() || it->is_array())
            continue;
        // The ordinary phase goes without saying; only special ones (a contract phase) are named.
        if (std::string(key) == "phase" && (*it == "turn" || *it == "gameOver"))
            continue;
        std::string name = key;
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
        line += (line.empty() ? "" : ", ") + name + " " + (it->is_string() ? it->get<std::string>() : it->dump());
    }
    return line;
}

// {"a":{"b":1}} -> "  a.b: 1" lines; arrays of plain values stay on one line.
void printFlat(const core::Json& j, const std::string& prefix)
{
    const bool nested = j.is_object() || (j.is_array() && std::any_of(j.begin(), j.end(), [](const core::Json& v) {
                                              return v.is_object() || v.is_array();
                                          }));
    if (!nested) {
        std::printf("  %s: %s\n", prefix.c_str(), j.is_string() ? j.get<std::string>().c_str() : j.dump().c_str());
        return;
    }
    if (j.is_object()) {
        for (const auto& [k, v] : j.items())
            printFlat(v, prefix.empty() ? k : prefix + "." + k);
    } else {
        for (std::size_t i = 0; i < j.size(); ++i)
            printFlat(j[i], prefix + "[" + std::to_string(i) + "]");
    }
}
} // namespace

int runDemo(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"seed", "seats", "option", "names", "seat", "max-actions"}, {});
    if (args.positionals().size() != 1)
        throw UsageError(args.positionals().empty() ? whichGame("demo", "--seed 1")
                                                    : "expected one game id");
    const core::GameRules& rules = playableRules(args.positionals().front());
    const core::GameInfo info = rules.info();
    core::MatchConfig config;
    config.game = info.id;
    config.seats = seatCount(args, info);
    config.seed = args.seedValue("seed", 1);
    config.options = parseOptions(args.values("option"), info);
    if (auto names = args.value("names"))
        config.seatNames = parseNames(*names, config.seats);
    std::optional<core::Seat> watcher;
    if (args.has("seat"))
        watcher = args.intValue("seat", 0, 0, config.seats - 1);
    const int maxActions = args.intValue("max-actions", 100000, 1, 1000000000);

    std::unique_ptr<core::Match> match;
    try {
        match = std::make_unique<core::Match>(rules, config);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    const auto& names = config.seatNames;
    std::printf("%s demo: %d seats, seed %llu, greedy-random bots, watched by %s\n", info.title.c_str(), config.seats,
                static_cast<unsigned long long>(config.seed),
                watcher ? seatLabel(*watcher, names).c_str() : "a spectator");

    GreedyBot bot(config.seed ^ 0xde30de30de30de30ULL);
    std::string lastContext;
    int actions = 0;
    while (!match->outcome()) {
        if (actions >= maxActions)
            throw RunError("the game did not end within " + std::to_string(maxActions) + " actions");
        const std::string context = contextLine(match->view(watcher));
        if (!context.empty() && context != lastContext) {
            std::printf("\n== %s ==\n", context.c_str());
            lastContext = context;
        }
        const core::Prompt prompt = match->prompt();
        if (prompt.seats.empty())
            throw RunError("no seat is asked to act but the game is not over");
        // In a reaction window any named seat may answer; the first one decides here.
        const core::Seat seat = prompt.seats.front();
        const auto legal = match->legalActions(seat);
        if (legal.empty())
            throw RunError(seatLabel(seat) + " is asked to act (" + prompt.kind + ") but has no legal action");
        const core::Action action = bot.choose(rules, match->state(), seat, legal);
        const core::Result result = match->submit(action);
        ++actions;
        if (!result.accepted)
            throw RunError("the rules refused a legal action " + action.toJson().dump() + ": " + result.refusal.text);
        bool printed = false;
        for (const auto& e : result.events) {
            auto seen = e.forSeat(watcher);
            if (!seen)
                continue;
            const std::string text = (*seen)["message"].value("text", "");
            std::printf("  %s\n", text.empty() ? ("(" + e.type + ")").c_str() : text.c_str());
            printed = true;
        }
        if (!printed)
            std::printf("  %s: %s\n", seatLabel(seat, names).c_str(), action.type.c_str());
    }

    const core::Outcome outcome = *match->outcome();
    std::printf("\n== Game over after %d actions ==\n%s\n", actions, describeOutcome(outcome, names).c_str());
    if (!outcome.breakdown.empty()) {
        std::printf("breakdown:\n");
        printFlat(outcome.breakdown, "");
    }
    return kExitOk;
}

} // namespace tabletop::cli
