#include "Commands.h"
#include "Common.h"

#include "core/Match.h"
#include "games/Registry.h"

#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli replay FILE [--quiet]\n"
                    "\n"
                    "Replays a game record (written by `play --save` or the app's save) from its config,\n"
                    "position and seed, submitting every action and checking the state hash after each one.\n"
                    "Prints one line per action with its hash check, then the outcome.\n"
                    "\n"
                    "  --quiet   print only the summary and the outcome\n"
                    "\n"
                    "Exit codes: 0 the record replays exactly, 1 the file is bad or the replay diverged\n"
                    "(the message names the action, counted from 1), 2 bad command line.\n";

std::string recordGame(const core::Json& record, const std::string& file)
{
    if (!record.is_object() || record.value("format", "") != "tabletop-game")
        throw RunError("\"" + file + "\" is not a Tabletop game record (field \"format\" must be \"tabletop-game\")");
    if (!record.contains("config") || !record["config"].is_object() || !record["config"].contains("game") ||
        !record["config"]["game"].is_string())
        throw RunError("\"" + file + "\": field \"config.game\" missing");
    return record["config"]["game"].get<std::string>();
}
} // namespace

int runReplay(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {}, {"quiet"});
    if (args.positionals().size() != 1)
        throw UsageError("expected one record file");
    const std::string file = args.positionals().front();
    const bool quiet = args.flag("quiet");
    const core::Json record = readJsonFile(file);
    const std::string gameId = recordGame(record, file);
    const core::GameRules* rules = nullptr;
    try {
        rules = &playableRules(gameId);
    } catch (const UsageError& e) {
        throw RunError("\"" + file + "\": " + e.what());
    }

    // Let the core check the header (format, version, config, game) on a copy with no actions.
    std::unique_ptr<core::Match> match;
    try {
        core::Json header = record;
        header["actions"] = core::Json::array();
        match = core::Match::fromRecord(*rules, header, true);
    } catch (const std::invalid_argument& e) {
        throw RunError("\"" + file + "\": " + e.what());
    }
    if (!record.contains("actions") || !record["actions"].is_array())
        throw RunError("\"" + file + "\": field \"actions\" must be an array");
    const core::Json& actions = record["actions"];
    const auto& config = match->config();
    std::printf("replaying %s: %s, %d seats, seed %llu, %zu actions%s\n", file.c_str(), gameId.c_str(), config.seats,
                static_cast<unsigned long long>(config.seed), actions.size(),
                record.contains("position") ? ", from a scenario position" : "");

    int index = 0;
    int unchecked = 0;
    for (const auto& entry : actions) {
        ++index;
        const std::string where = "action " + std::to_string(index);
        if (!entry.is_object() || !entry.contains("action"))
            throw RunError("\"" + file + "\": " + where + " has no \"action\" field");
        core::Action action;
        try {
            action = core::Action::fromJson(entry["action"]);
        } catch (const std::invalid_argument& e) {
            throw RunError("\"" + file + "\": " + where + ": " + e.what());
        }
        const std::string label = action.type + " " + action.args.dump();
        const core::Result r = match->submit(action);
        if (!r.accepted) {
            std::printf("%6d  %-7s %s  REFUSED\n", index, seatLabel(action.seat).c_str(), label.c_str());
            throw RunError("replay diverged at " + where + " (" + seatLabel(action.seat) + " " + label +
                           "): refused: " + r.refusal.text);
        }
        // Version 1 records hashed the JSON state; the core computes that form for them.
        const int version = record.value("version", core::Match::kRecordVersion);
        const std::string got = match->stateHash(version);
        std::string check;
        if (!entry.contains("hash") || !entry["hash"].is_string()) {
            check = "hash " + got + " (none recorded)";
            ++unchecked;
        } else if (entry["hash"].get<std::string>() != got) {
            std::printf("%6d  %-7s %s  hash MISMATCH\n", index, seatLabel(action.seat).c_str(), label.c_str());
            throw RunError("replay diverged at " + where + " (" + seatLabel(action.seat) + " " + label +
                           "): state hash expected " + entry["hash"].get<std::string>() + ", got " + got);
        } else {
            check = "hash " + got + " ok";
        }
        if (!quiet)
            std::printf("%6d  %-7s %s  %s\n", index, seatLabel(action.seat).c_str(), label.c_str(), check.c_str());
    }

    // The core's own loader must agree with the step-by-step replay above.
    try {
        (void)core::Match::fromRecord(*rules, record, true);
    } catch (const std::invalid_argument& e) {
        throw RunError("\"" + file + "\": " + e.what());
    }

    std::printf("replayed %d actions, %d hashes checked%s\n", index, index - unchecked,
                unchecked ? (", " + std::to_string(unchecked) + " without a recorded hash").c_str() : "");
    if (auto o = match->outcome()) {
        std::printf("outcome: %s\n", describeOutcome(*o, config.seatNames).c_str());
        if (!o->breakdown.empty())
            std::printf("breakdown: %s\n", o->breakdown.dump().c_str());
    } else {
        const core::Prompt p = match->prompt();
        std::string seats;
        for (auto s : p.seats)
            seats += (seats.empty() ? "" : ", ") + seatLabel(s, config.seatNames);
        std::printf("outcome: the game is not over (waiting for %s: %s)\n", seats.c_str(), p.kind.c_str());
    }
    return kExitOk;
}

} // namespace tabletop::cli
