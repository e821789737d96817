#include "Commands.h"
#include "Common.h"

#include "core/Scenario.h"

#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli scenario FILE [FILE]...\n"
                    "\n"
                    "Runs scenario files (docs/scenarios.md) with the shared scenario runner and prints PASS or\n"
                    "FAIL for each, with every failure in words.\n"
                    "\n"
                    "Exit codes: 0 all passed, 1 a scenario failed or a file is bad, 2 bad command line.\n";
} // namespace

int runScenario(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {}, {});
    if (args.positionals().empty())
        throw UsageError("expected a scenario file");
    int failed = 0;
    for (const auto& file : args.positionals()) {
        std::vector<std::string> failures;
        int steps = 0;
        std::string title;
        try {
            const core::Json scenario = readJsonFile(file);
            if (scenario.is_object() && scenario.contains("name") && scenario["name"].is_string())
                title = scenario["name"].get<std::string>();
            std::string game;
            if (scenario.is_object() && scenario.contains("config") && scenario["config"].is_object() &&
                scenario["config"].contains("game") && scenario["config"]["game"].is_string())
                game = scenario["config"]["game"].get<std::string>();
            else
                throw RunError("field \"config.game\" missing");
            const core::GameRules* rules = nullptr;
            try {
                rules = &playableRules(game);
            } catch (const UsageError& e) {
                throw RunError(e.what());
            }
            const core::ScenarioReport report = core::runScenario(*rules, scenario);
            failures = report.failures;
            steps = report.steps;
        } catch (const std::exception& e) {
            failures.push_back(e.what());
        }
        const std::string label = title.empty() ? file : file + " (" + title + ")";
        if (failures.empty()) {
            std::printf("PASS %s: %d steps\n", label.c_str(), steps);
        } else {
            ++failed;
            std::printf("FAIL %s\n", label.c_str());
            for (const auto& f : failures)
                std::printf("  %s\n", f.c_str());
        }
    }
    if (args.positionals().size() > 1)
        std::printf("%zu scenarios, %d failed\n", args.positionals().size(), failed);
    return failed ? kExitFailed : kExitOk;
}

} // namespace tabletop::cli
