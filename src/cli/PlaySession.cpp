#include "PlaySession.h"

#include <exception>

namespace tabletop::cli {

using core::Json;

namespace {
const char* kCommands = "prompt, legal, view, outcome, record, undo";

std::string linePrefix(int lineNumber)
{
    return "line " + std::to_string(lineNumber) + ": ";
}

Json badInput(int lineNumber, const std::string& text)
{
    return errorReply("cli.badInput", lineNumber, text);
}

// Reads "seat" for a request. `spectatorAllowed`: null or a missing field means the public view.
std::optional<std::string> readSeat(const Json& request, int seats, bool spectatorAllowed,
                                    std::optional<core::Seat>& seat)
{
    seat.reset();
    if (!request.contains("seat") || request["seat"].is_null()) {
        if (spectatorAllowed)
            return std::nullopt;
        return std::string("field \"seat\" missing (a seat number from 0 to ") + std::to_string(seats - 1) + ")";
    }
    const Json& s = request["seat"];
    if (!s.is_number_integer())
        return "field \"seat\" must be an integer" + std::string(spectatorAllowed ? " or null" : "") + ", got " +
            s.dump();
    const auto n = s.get<std::int64_t>();
    if (n < 0 || n >= seats)
        return "seat " + std::to_string(n) + " does not exist (seats 0 to " + std::to_string(seats - 1) + ")";
    seat = static_cast<core::Seat>(n);
    return std::nullopt;
}

Json refusalJson(const core::Message& m)
{
    return Json{{"id", m.id}, {"text", m.text}, {"rule", m.rule}, {"args", m.args}};
}
} // namespace

Json errorReply(const std::string& id, int lineNumber, const std::string& text)
{
    return Json{{"ok", false}, {"error", {{"id", id}, {"text", linePrefix(lineNumber) + text}, {"rule", ""}}}};
}

std::string dumpReply(const Json& reply)
{
    // Replacing invalid UTF-8 keeps a reply printable whatever the rules or the input contained.
    auto dump = [](const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); };
    if (!reply.is_object() || !reply.contains("ok"))
        return dump(reply);
    // Json sorts keys; "ok" goes first anyway so a reader sees the verdict at the start of the line.
    std::string out = "{\"ok\":" + dump(reply["ok"]);
    for (const auto& [key, value] : reply.items())
        if (key != "ok")
            out += "," + dump(Json(key)) + ":" + dump(value);
    return out + "}";
}

std::optional<std::string> PlaySession::handleLine(const std::string& rawLine, int lineNumber)
{
    std::string line = rawLine;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos)
        return std::nullopt;
    Json reply;
    Json request = Json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded()) {
        // Parse again with exceptions only to get the position of the mistake.
        std::string why = "not valid JSON";
        try {
            const Json again = Json::parse(line);
            (void)again;
        } catch (const Json::exception& e) { // parse_error, or out_of_range for a number such as 1e309
            why += " (" + std::string(e.what()) + ")";
        }
        reply = badInput(lineNumber, why);
    } else {
        reply = handle(request, lineNumber);
    }
    return dumpReply(reply);
}

void PlaySession::setBots(std::map<core::Seat, core::BotLevel> bots, std::uint64_t seed)
{
    m_bots = std::move(bots);
    m_botSeed = seed;
}

Json PlaySession::runBots()
{
    Json moves = Json::array();
    for (int guard = 0; guard < 100000 && !m_bots.empty() && !m_match.outcome(); ++guard) {
        const core::Seat seat = core::botToAct(m_match.prompt(), [&](core::Seat s) { return m_bots.count(s) > 0; });
        if (seat < 0)
            break;
        core::Bot bot(m_match.rules(), m_bots.at(seat),
                      m_botSeed * 0x9e3779b97f4a7c15ULL + m_match.history().size() * 1000003ULL + static_cast<std::uint64_t>(seat));
        const core::BotDecision d = bot.choose(m_match.state(), seat);
        if (!m_match.submit(d.action).accepted)
            break;
        moves.push_back({{"seat", seat}, {"action", d.action.toJson()}});
    }
    return moves;
}

Json PlaySession::handle(const Json& request, int lineNumber)
{
    if (!request.is_object())
        return badInput(lineNumber, "expected a JSON object (an action or a {\"cmd\":...} request)");
    try {
        // Computer seats first move when it is their turn (at the start, or after an undo).
        Json before = runBots();
        Json reply;
        if (request.contains("cmd")) {
            if (!request["cmd"].is_string())
                return badInput(lineNumber, "field \"cmd\" must be a string, one of: " + std::string(kCommands));
            reply = handleCommand(request["cmd"].get<std::string>(), request, lineNumber);
        } else {
            reply = handleAction(request, lineNumber);
            if (reply.value("ok", false))
                for (auto& m : runBots())
                    before.push_back(std::move(m));
        }
        if (!before.empty())
            reply["bots"] = std::move(before);
        return reply;
    } catch (const std::exception& e) {
        // The rules threw instead of refusing: a bug in the rules, reported without ending the session.
        return errorReply("cli.internal", lineNumber, std::string("internal error: ") + e.what());
    }
}

Json PlaySession::handleAction(const Json& request, int lineNumber)
{
    if (!request.contains("type"))
        return badInput(lineNumber,
                        "expected an action {\"seat\":0,\"type\":...,\"args\":{...}} or a request "
                        "{\"cmd\":...} (" +
                            std::string(kCommands) + ")");
    if (!request.contains("seat"))
        return badInput(lineNumber, "action: field \"seat\" missing");
    core::Action action;
    try {
        action = core::Action::fromJson(request);
    } catch (const std::invalid_argument& e) {
        return badInput(lineNumber, e.what());
    }
    const core::Result result = m_match.submit(action);
    if (!result.accepted)
        return Json{{"ok", false}, {"error", refusalJson(result.refusal)}};
    Json events = Json::array();
    for (const auto& e : result.events)
        if (auto seen = e.forSeat(action.seat))
            events.push_back(std::move(*seen));
    return Json{{"ok", true}, {"events", events}, {"hash", m_match.history().back().hash}};
}

Json PlaySession::handleCommand(const std::string& cmd, const Json& request, int lineNumber)
{
    const int seats = m_match.config().seats;
    if (cmd == "prompt")
        return Json{{"ok", true}, {"prompt", m_match.prompt().toJson()}};
    if (cmd == "outcome") {
        auto o = m_match.outcome();
        return Json{{"ok", true}, {"outcome", o ? o->toJson() : Json()}};
    }
    if (cmd == "record")
        return Json{{"ok", true}, {"record", m_match.record()}};
    if (cmd == "legal" || cmd == "view") {
        std::optional<core::Seat> seat;
        if (auto problem = readSeat(request, seats, cmd == "view", seat))
            return badInput(lineNumber, cmd + ": " + *problem);
        if (cmd == "view")
            return Json{{"ok", true}, {"seat", seat ? Json(*seat) : Json()}, {"view", m_match.view(seat)}};
        Json legal = Json::array();
        for (const auto& a : m_match.legalActions(*seat))
            legal.push_back(a.toJson());
        return Json{{"ok", true}, {"seat", *seat}, {"legal", legal}};
    }
    if (cmd == "undo") {
        if (m_match.history().empty())
            return errorReply("cli.cannotUndo", lineNumber, "there is nothing to undo");
        // With computer seats, the last action not theirs goes back together with the computer's
        // replies after it (taking back a computer's move alone would only see it played again).
        std::size_t count = 1;
        if (!m_bots.empty()) {
            const auto& history = m_match.history();
            count = 0;
            for (auto it = history.rbegin(); it != history.rend(); ++it) {
                ++count;
                if (!m_bots.count(it->action.seat))
                    break;
                if (count == history.size())
                    return errorReply("cli.cannotUndo", lineNumber,
                                      "every action so far is a computer seat's: there is nothing of yours to undo");
            }
        }
        if (!m_match.undo(count))
            return errorReply("cli.cannotUndo", lineNumber,
                              count == 1 ? "the last action showed hidden information, so it cannot be taken back"
                                         : "one of the last " + std::to_string(count) +
                                               " actions (yours and the computer's replies) showed hidden information, so they cannot be taken back");
        return Json{{"ok", true},
                    {"undone", true},
                    {"undoneActions", count},
                    {"actions", m_match.history().size()},
                    {"hash", m_match.stateHash()}};
    }
    return badInput(lineNumber, "unknown cmd \"" + cmd + "\" (known: " + kCommands + ")");
}

} // namespace tabletop::cli
