#include "Commands.h"
#include "Common.h"

#include "games/Registry.h"

#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli games [--json]\n"
                    "\n"
                    "Lists every game in the manifest: id, title, seats, and whether it is playable yet.\n"
                    "Playable games also list their options (for --option NAME=VALUE) and their roles, if any\n"
                    "(for --role ROLE).\n"
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
            for (const auto& o : g.info.options) {
                options.push_back({{"name", o.name},
                                   {"description", o.description},
                                   {"default", o.defaultValue},
                                   {"choices", o.choices}});
                if (!o.contentFolder.empty()) // besides the choices, a content object (docs/cli.md)
                    options.back()["contentFolder"] = o.contentFolder;
            }
            core::Json entry{{"id", g.info.id},          {"title", g.info.title},
                             {"minSeats", g.info.minSeats}, {"maxSeats", g.info.maxSeats},
                             {"playable", isPlayable(g)},   {"options", options}};
            // Only for games that have them, so the list of the others reads as it always did.
            if (!g.info.roles.empty()) {
                core::Json roles = core::Json::array();
                for (const auto& r : g.info.roles)
                    roles.push_back({{"id", r.id},
                                     {"title", r.title},
                                     {"minSeats", r.minSeats},
                                     {"maxSeats", r.maxSeats},
                                     {"setup", r.setup}});
                entry["roles"] = roles;
            }
            if (!g.info.seatSetup.empty())
                entry["seatSetup"] = g.info.seatSetup;
            list.push_back(entry);
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
                std::printf(o.contentFolder.empty() ? " (one of %s)" : " (one of %s, a JSON file, or a saved one's name)",
                            o.choices.dump().c_str());
            if (!o.description.empty())
                std::printf("  %s", o.description.c_str());
            std::printf("\n");
        }
    }
    header = false;
    for (const auto& g : games::allGames()) {
        if (!isPlayable(g) || g.info.roles.empty())
            continue;
        if (!header)
            std::printf("\nRoles (--role ROLE, once per seat; --setup brings what the role lists):\n");
        header = true;
        for (const auto& r : g.info.roles) {
            std::string brings;
            for (const auto& k : r.setup)
                brings += (brings.empty() ? "" : ", ") + k;
            std::printf("  %s %s  %s, %d-%d seats%s%s\n", g.info.id.c_str(), r.id.c_str(), r.title.c_str(), r.minSeats,
                        r.maxSeats, brings.empty() ? "" : ", brings ", brings.c_str());
        }
    }
    return kExitOk;
}

} // namespace tabletop::cli
