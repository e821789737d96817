#pragma once
#include "core/Bot.h"
#include <map>

#include "Args.h"

#include "core/GameRules.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace tabletop::cli {

// A problem with a file or a run (not with the command line): printed, exit kExitFailed.
class RunError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The playable rules for a game id; UsageError (listing the known ids) when unknown or not playable.
const core::GameRules& playableRules(const std::string& id);
// The usage error for a command given no game: an example with a registered game, and the
// playable ones (so no command names a game itself).
std::string whichGame(const std::string& command, const std::string& flags);

// --option NAME=VALUE words to a JSON object. A value is read as JSON when it parses (true, 2,
// "x", [1,2]) and as a plain string otherwise. Names and listed choices are checked against
// the game's declared options.
core::Json parseOptions(const std::vector<std::string>& words, const core::GameInfo& info);

// The value of an option that takes content (OptionInfo::contentFolder) given as text that is not
// one of its choices: a JSON file of that content, or the name of one saved by the app in
// <data folder>/<contentFolder>/<game>/<name>.json. UsageError naming all three otherwise.
core::Json readOptionContent(const std::string& game, const core::OptionInfo& option, const std::string& text);
// The app's data folder (where it saves decks and the user's option contents).
std::string userDataFolder();

// --seats K checked against the game's range (default: its minimum).
int seatCount(const Args& args, const core::GameInfo& info);

// "A,B" to names; the count must match the seats.
std::vector<std::string> parseNames(const std::string& text, int seats);

// --role ROLE (repeated, first for seat 1) and --setup JSON-OR-FILE (repeated, first for seat 1:
// a JSON object of what the seat brings, written inline or in a file) into the config. The
// roles are checked by core::resolveRoles when the match starts; here only the counts.
void applyRolesAndSetup(const Args& args, const core::GameInfo& info, core::MatchConfig& config);

// Reads and parses a JSON file; RunError naming the file (and line) when that fails.
core::Json readJsonFile(const std::string& path);

// --bot SEAT=LEVEL (repeatable; SEAT counts from 1) and --bots LEVEL (every seat not named by a
// --bot): the seats the computer plays and how hard it thinks. UsageError on a bad word.
std::map<core::Seat, core::BotLevel> parseBots(const Args& args, int seats);
// Writes beside the target and renames over it, so a crash never leaves half a file.
void writeFileAtomically(const std::string& path, const std::string& text);

std::string seatLabel(core::Seat seat, const std::vector<std::string>& names = {});
// "seat 1 wins: <reason>" / "draw: <reason>"
std::string describeOutcome(const core::Outcome& outcome, const std::vector<std::string>& names = {});

} // namespace tabletop::cli
