#pragma once
#include "core/Bot.h"
#include <map>

#include "core/Match.h"

#include <optional>
#include <string>

namespace tabletop::cli {

// The JSON line protocol of `tabletop-cli play` (docs/cli.md): one input line in, exactly one
// reply line out. Never throws for bad input: every mistake becomes an {"ok":false,...} reply
// and the session goes on.
class PlaySession {
public:
    explicit PlaySession(core::Match& match) : m_match(match) { }

    // Seats the computer plays (tabletop-cli play --bot SEAT=LEVEL). Whenever the prompt names
    // one of them (before a request is handled, and after an accepted action), it moves; the
    // next reply lists those moves under "bots": [{"seat":1,"action":{...}}]. `seed`: the
    // search's seed (each decision adds the action count and the seat).
    void setBots(std::map<core::Seat, core::BotLevel> bots, std::uint64_t seed);

    // The reply for one input line (without the newline), or nullopt for a blank line.
    std::optional<std::string> handleLine(const std::string& line, int lineNumber);

    // The reply object for one parsed request or action.
    core::Json handle(const core::Json& request, int lineNumber);

private:
    core::Json handleAction(const core::Json& request, int lineNumber);
    core::Json handleCommand(const std::string& cmd, const core::Json& request, int lineNumber);

    // Lets the computer seats move while the prompt names them; their moves, as JSON.
    core::Json runBots();

    core::Match& m_match;
    std::map<core::Seat, core::BotLevel> m_bots;
    std::uint64_t m_botSeed = 0;
};

// {"ok":false,"error":{"id":id,"text":"line N: text","rule":""}}
// One line of output: like Json::dump() but with "ok" first.
std::string dumpReply(const core::Json& reply);

core::Json errorReply(const std::string& id, int lineNumber, const std::string& text);

} // namespace tabletop::cli
