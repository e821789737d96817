#include "Scenario.h"

#include <stdexcept>

namespace tabletop::core {

std::unique_ptr<Match> startScenario(const GameRules& rules, const Json& scenario)
{
    if (!scenario.is_object())
        throw std::invalid_argument("scenario must be a JSON object");
    if (!scenario.contains("config"))
        throw std::invalid_argument("scenario: field \"config\" missing");
    MatchConfig config = MatchConfig::fromJson(scenario["config"]);
    if (config.game != rules.info().id)
        throw std::invalid_argument("scenario is for game \"" + config.game + "\", not \"" + rules.info().id + "\"");
    Json position = scenario.value("position", Json());
    if (!position.is_null() && !position.is_object())
        throw std::invalid_argument("scenario: field \"position\" must be an object");
    return std::make_unique<Match>(rules, config, position);
}

void checkPointers(const Json& doc, const Json& expectations, const std::string& what,
                   std::vector<std::string>& failures)
{
    if (!expectations.is_object()) {
        failures.push_back(what + ": expectations must be an object of JSON pointers");
        return;
    }
    for (const auto& [pointer, expected] : expectations.items()) {
        Json::json_pointer ptr;
        try {
            ptr = Json::json_pointer(pointer);
        } catch (const std::exception& e) {
            failures.push_back(what + ": bad JSON pointer \"" + pointer + "\"");
            continue;
        }
        if (!doc.contains(ptr)) {
            failures.push_back(what + " " + pointer + ": missing (expected " + expected.dump() + ")");
            continue;
        }
        if (doc.at(ptr) != expected)
            failures.push_back(what + " " + pointer + ": expected " + expected.dump() + ", got " + doc.at(ptr).dump());
    }
}

ScenarioReport runScenario(const GameRules& rules, const Json& scenario)
{
    ScenarioReport report;
    std::unique_ptr<Match> match;
    try {
        match = startScenario(rules, scenario);
    } catch (const std::exception& e) {
        report.failures.push_back(std::string("setup: ") + e.what());
        return report;
    }
    const Json steps = scenario.value("steps", Json::array());
    for (const auto& step : steps) {
        ++report.steps;
        const std::string where = "step " + std::to_string(report.steps);
        Action action;
        try {
            action = Action::fromJson(step.at("action"));
        } catch (const std::exception& e) {
            report.failures.push_back(where + ": " + e.what());
            return report;
        }
        const std::string expect = step.value("expect", "accepted");
        Result r = match->submit(action);
        if (expect == "accepted" && !r.accepted) {
            report.failures.push_back(where + " " + action.toJson().dump() + " was refused: " + r.refusal.text);
            return report;
        }
        if (expect == "refused") {
            if (r.accepted) {
                report.failures.push_back(where + " " + action.toJson().dump() + " was accepted but should be refused");
                return report;
            }
            if (step.contains("refusalId") && step["refusalId"] != r.refusal.id)
                report.failures.push_back(where + ": refused with " + r.refusal.id + ", expected " +
                                          step["refusalId"].get<std::string>());
        }
        if (step.contains("state"))
            checkPointers(rules.toJson(match->state()), step["state"], where + " state", report.failures);
        if (step.contains("prompt"))
            checkPointers(match->prompt().toJson(), step["prompt"], where + " prompt", report.failures);
        if (step.contains("events") || step.contains("eventCount")) {
            // The action's events in order, each {"type", "data", "message"} as the engine made
            // them (before any seat's redaction): "/0/type", "/2/data/damage", "/1/message/id".
            Json events = Json::array();
            for (const auto& e : r.events)
                events.push_back({{"type", e.type}, {"data", e.data}, {"message", e.message.toJson()}});
            if (step.contains("events"))
                checkPointers(events, step["events"], where + " events", report.failures);
            if (step.contains("eventCount") && step["eventCount"] != Json(events.size()))
                report.failures.push_back(where + ": " + std::to_string(events.size()) + " events, expected " +
                                          step["eventCount"].dump());
        }
    }
    const Json expect = scenario.value("expect", Json::object());
    if (expect.contains("state"))
        checkPointers(rules.toJson(match->state()), expect["state"], "final state", report.failures);
    if (expect.contains("prompt"))
        checkPointers(match->prompt().toJson(), expect["prompt"], "final prompt", report.failures);
    if (expect.contains("outcome")) {
        auto o = match->outcome();
        if (!o)
            report.failures.push_back("expected the game to be over, but it is not");
        else
            checkPointers(o->toJson(), expect["outcome"], "outcome", report.failures);
    }
    if (expect.contains("views")) {
        // {"0": {...pointers}, "spectator": {...}}
        for (const auto& [who, pointers] : expect["views"].items()) {
            std::optional<Seat> seat;
            if (who != "spectator")
                seat = std::stoi(who);
            checkPointers(match->view(seat), pointers, "view of " + who, report.failures);
        }
    }
    return report;
}

} // namespace tabletop::core
