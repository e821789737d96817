#pragma once

#include "Match.h"

#include <memory>
#include <string>
#include <vector>

namespace tabletop::core {

// A scenario file (docs/scenarios.md): a config, an explicit starting position, a list of
// steps (actions with the expected answer) and expectations about the end state.
// Throws std::invalid_argument naming the bad field.
std::unique_ptr<Match> startScenario(const GameRules& rules, const Json& scenario);

struct ScenarioReport {
    std::vector<std::string> failures; // empty = passed
    int steps = 0;
    bool passed() const { return failures.empty(); }
};

// Runs every step and checks every expectation; collects all failures, in words.
ScenarioReport runScenario(const GameRules& rules, const Json& scenario);

// Checks {"<json pointer>": expected, ...} against a JSON document.
void checkPointers(const Json& doc, const Json& expectations, const std::string& what,
                   std::vector<std::string>& failures);

} // namespace tabletop::core
