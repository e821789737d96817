#include "Types.h"

#include <algorithm>
#include <stdexcept>

namespace tabletop::core {

Json Message::toJson() const
{
    Json j{{"id", id}, {"text", text}, {"args", args}};
    if (!rule.empty())
        j["rule"] = rule;
    return j;
}

Message Message::fromJson(const Json& j)
{
    Message m;
    m.id = j.value("id", "");
    m.text = j.value("text", "");
    m.args = j.value("args", Json::object());
    m.rule = j.value("rule", "");
    return m;
}

Json Action::toJson() const
{
    return Json{{"seat", seat}, {"type", type}, {"args", args}};
}

Action Action::fromJson(const Json& j)
{
    if (!j.is_object())
        throw std::invalid_argument("action must be a JSON object");
    Action a;
    if (!j.contains("type") || !j["type"].is_string())
        throw std::invalid_argument("action: field \"type\" must be a string");
    a.type = j["type"].get<std::string>();
    if (j.contains("seat")) {
        if (!j["seat"].is_number_integer())
            throw std::invalid_argument("action: field \"seat\" must be an integer");
        a.seat = j["seat"].get<int>();
    }
    if (j.contains("args")) {
        if (!j["args"].is_object())
            throw std::invalid_argument("action: field \"args\" must be an object");
        a.args = j["args"];
    }
    return a;
}

bool Audience::includes(std::optional<Seat> seat) const
{
    if (everyone)
        return true;
    return seat && std::find(seats.begin(), seats.end(), *seat) != seats.end();
}

Message Event::hiddenMessage(const std::vector<Seat>& seats)
{
    std::string names;
    for (Seat s : seats)
        names += (names.empty() ? "" : ", ") + ("Player " + std::to_string(s + 1));
    if (seats.size() == 1)
        return Message{"core.log.hidden", names + " does something hidden", Json{{"seat", seats.front()}}, {}};
    return Message{"core.log.hiddenShared", names + " share something hidden", Json{{"seat", seats}}, {}};
}

std::optional<Json> Event::forSeat(std::optional<Seat> seat) const
{
    if (audience.includes(seat))
        return Json{{"type", type}, {"data", data}, {"message", message.toJson()}};
    if (audience.seats.empty())
        return std::nullopt; // engine-internal: nobody sees it
    // Outside the audience the private wording is never shown: without a public one, others
    // read "<name> does something hidden". Without public data either, even the event's type
    // stays private.
    const Message shown = redactedMessage ? *redactedMessage : hiddenMessage(audience.seats);
    if (redacted.is_null()) {
        Json who = audience.seats.size() == 1 ? Json{{"seat", audience.seats.front()}} : Json{{"seats", audience.seats}};
        return Json{{"type", "hidden"}, {"data", std::move(who)}, {"message", shown.toJson()}};
    }
    return Json{{"type", type}, {"data", redacted}, {"message", shown.toJson()}};
}

Json Prompt::toJson() const
{
    return Json{{"seats", seats}, {"kind", kind}, {"message", message.toJson()}};
}

Json Outcome::toJson() const
{
    return Json{{"winners", winners}, {"draw", draw}, {"reason", reason.toJson()}, {"breakdown", breakdown}};
}

Json MatchConfig::toJson() const
{
    return Json{{"game", game}, {"seats", seats}, {"seed", seed}, {"seatNames", seatNames}, {"options", options},
                {"decks", decks}};
}

MatchConfig MatchConfig::fromJson(const Json& j)
{
    if (!j.is_object())
        throw std::invalid_argument("config must be a JSON object");
    MatchConfig c;
    if (!j.contains("game") || !j["game"].is_string())
        throw std::invalid_argument("config: field \"game\" must be a string");
    c.game = j["game"].get<std::string>();
    if (j.contains("seats")) {
        if (!j["seats"].is_number_integer())
            throw std::invalid_argument("config: field \"seats\" must be an integer");
        c.seats = j["seats"].get<int>();
    }
    if (j.contains("seed")) {
        if (!j["seed"].is_number_unsigned())
            throw std::invalid_argument("config: field \"seed\" must be a non-negative integer");
        c.seed = j["seed"].get<std::uint64_t>();
    }
    if (j.contains("seatNames")) {
        if (!j["seatNames"].is_array())
            throw std::invalid_argument("config: field \"seatNames\" must be an array of strings");
        for (const auto& n : j["seatNames"]) {
            if (!n.is_string())
                throw std::invalid_argument("config: field \"seatNames\" must be an array of strings");
            c.seatNames.push_back(n.get<std::string>());
        }
    }
    if (j.contains("options")) {
        if (!j["options"].is_object())
            throw std::invalid_argument("config: field \"options\" must be an object");
        c.options = j["options"];
    }
    if (j.contains("decks"))
        c.decks = j["decks"];
    return c;
}

} // namespace tabletop::core
