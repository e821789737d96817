#include "Commands.h"
#include "Common.h"

#include "games/Registry.h"

#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli games [--json]\n"
                    "\n"
                    "Lists every game in the manifest: id, title, seats, and whether it is playable yet.\n"
                    "Playable games also list their options (for --option NAME=VALUE).\n"
                    "\n"
                    "  --json   print one JSON array instead of a table\n";

std::string seatRange(const core::GameInfo& info)
{
    return info.minSeats == info.maxSeats ? std::to_string(info.minSeats)
                                          : std::to_string(info.minSeats) + "-" + std::to_string(info.maxSeats);
}

bool isPlayable(const games::GameEntry& g)
{
    return g.rules && g.info.playable;
}
} // namespace

int runGames(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {}, {"json"});
    if (!args.positionals().empty())
        throw UsageError("unexpected argument \"" + args.positionals().front() + "\"");

    if (args.flag("json")) {
        core::Json list = core::Json::array();
        for (const auto& g : games::allGames()) {
            core::Json options = core::Json::array();
            for (const auto& o : g.info.options)
                options.push_back({{"name", o.name},
                                   {"description", o.description},
                                   {"default", o.defaultValue},
                                   {"choices", o.choices}});
            list.push_back({{"id", g.info.id},
                            {"title", g.info.title},
                            {"minSeats", g.info.minSeats},
                            {"maxSeats", g.info.maxSeats},
                            {"playable", isPlayable(g)},
                            {"options", options}});
        }
        std::printf("%s\n", list.dump(2).c_str());
        return kExitOk;
    }

    std::printf("%-12s %-18s %-6s %s\n", "ID", "TITLE", "SEATS", "STATUS");
    for (const auto& g : games::allGames())
        std::printf("%-12s %-18s %-6s %s\n", g.info.id.c_str(), g.info.title.c_str(), seatRange(g.info).c_str(),
                    isPlayable(g) ? "playable" : "not yet playable");
    bool header = false;
    for (const auto& g : games::allGames()) {
        if (!isPlayable(g) || g.info.options.empty())
            continue;
        if (!header)
            std::printf("\nOptions (--option NAME=VALUE):\n");
        header = true;
        for (const auto& o : g.info.options) {
            std::printf("  %s %s=%s", g.info.id.c_str(), o.name.c_str(), o.defaultValue.dump().c_str());
            if (o.choices.is_array() && !o.choices.empty())
                std::printf(" (one of %s)", o.choices.dump().c_str());
            if (!o.description.empty())
                std::printf("  %s", o.description.c_str());
            std::printf("\n");
        }
    }
    return kExitOk;
}

} // namespace tabletop::cli
