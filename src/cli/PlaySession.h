#pragma once

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

    // The reply for one input line (without the newline), or nullopt for a blank line.
    std::optional<std::string> handleLine(const std::string& line, int lineNumber);

    // The reply object for one parsed request or action.
    core::Json handle(const core::Json& request, int lineNumber);

private:
    core::Json handleAction(const core::Json& request, int lineNumber);
    core::Json handleCommand(const std::string& cmd, const core::Json& request, int lineNumber);

    core::Match& m_match;
};

// {"ok":false,"error":{"id":id,"text":"line N: text","rule":""}}
// One line of output: like Json::dump() but with "ok" first.
std::string dumpReply(const core::Json& reply);

core::Json errorReply(const std::string& id, int lineNumber, const std::string& text);

} // namespace tabletop::cli
