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

std::optional<Json> Event::forSeat(std::optional<Seat> seat) const { return shown(audience.includes(seat)); }

std::optional<Json> Event::shown(bool inAudience) const
{
    if (inAudience)
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
    Json j{{"game", game}, {"seats", seats}, {"seed", seed}, {"seatNames", seatNames}, {"options", options},
           {"decks", decks}};
    if (!roles.empty())
        j["roles"] = roles;
    if (setup.is_array() && !setup.empty())
        j["setup"] = setup;
    return j;
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
    if (j.contains("roles")) {
        if (!j["roles"].is_array())
            throw std::invalid_argument("config: field \"roles\" must be an array of role ids, one per seat");
        for (const auto& r : j["roles"]) {
            if (!r.is_string())
                throw std::invalid_argument("config: field \"roles\" must be an array of role ids, one per seat");
            c.roles.push_back(r.get<std::string>());
        }
    }
    if (j.contains("setup")) {
        if (!j["setup"].is_array())
            throw std::invalid_argument("config: field \"setup\" must be an array, one object (or null) per seat");
        c.setup = j["setup"];
    }
    return c;
}

std::vector<std::string> resolveRoles(const GameInfo& info, const MatchConfig& config)
{
    const auto seatText = [](std::size_t seat) { return "seat " + std::to_string(seat + 1); };
    const auto findRole = [&](const std::string& id) -> const RoleInfo* {
        for (const auto& r : info.roles)
            if (r.id == id)
                return &r;
        return nullptr;
    };
    const std::size_t seats = static_cast<std::size_t>(std::max(config.seats, 0));
    std::vector<std::string> roles;
    if (info.roles.empty()) {
        if (!config.roles.empty())
            throw std::invalid_argument("config: " + info.id + " has no roles (every seat is a player), but \"roles\" "
                                        "names " + std::to_string(config.roles.size()));
    } else if (!config.roles.empty()) {
        if (config.roles.size() != seats)
            throw std::invalid_argument("config: \"roles\" names " + std::to_string(config.roles.size()) +
                                        " roles for " + std::to_string(seats) + " seats");
        for (std::size_t s = 0; s < seats; ++s)
            if (!findRole(config.roles[s])) {
                std::string known;
                for (const auto& r : info.roles)
                    known += (known.empty() ? "" : ", ") + r.id;
                throw std::invalid_argument("config: " + seatText(s) + " has role \"" + config.roles[s] + "\", which " +
                                            info.id + " does not have (its roles: " + known + ")");
            }
        roles = config.roles;
    } else {
        // The defaults: each role up to its minimum in the order declared, then the first with room.
        std::vector<int> taken(info.roles.size(), 0);
        for (std::size_t r = 0; r < info.roles.size() && roles.size() < seats; ++r)
            while (taken[r] < info.roles[r].minSeats && roles.size() < seats) {
                roles.push_back(info.roles[r].id);
                ++taken[r];
            }
        while (roles.size() < seats) {
            std::size_t r = 0;
            while (r < info.roles.size() && taken[r] >= info.roles[r].maxSeats)
                ++r;
            if (r == info.roles.size())
                throw std::invalid_argument("config: " + std::to_string(seats) + " seats are more than the roles of " +
                                            info.id + " can take");
            roles.push_back(info.roles[r].id);
            ++taken[r];
        }
    }
    for (const auto& role : info.roles) {
        const int n = static_cast<int>(std::count(roles.begin(), roles.end(), role.id));
        if (n < role.minSeats || n > role.maxSeats)
            throw std::invalid_argument("config: " + std::to_string(n) + " seat" + (n == 1 ? "" : "s") + " with role \"" +
                                        role.id + "\"; " + info.id + " needs " +
                                        (role.minSeats == role.maxSeats
                                             ? std::to_string(role.minSeats)
                                             : std::to_string(role.minSeats) + " to " + std::to_string(role.maxSeats)));
    }
    // The setup's shape; what each entry holds is the game's to check.
    if (!config.setup.is_array())
        throw std::invalid_argument("config: field \"setup\" must be an array, one object (or null) per seat");
    if (config.setup.size() > seats)
        throw std::invalid_argument("config: \"setup\" has " + std::to_string(config.setup.size()) + " entries for " +
                                    std::to_string(seats) + " seats");
    for (std::size_t s = 0; s < config.setup.size(); ++s) {
        const Json& entry = config.setup[s];
        if (entry.is_null())
            continue;
        if (!entry.is_object())
            throw std::invalid_argument("config: setup of " + seatText(s) + " must be an object (or null)");
        const std::vector<std::string>& kinds = roles.empty() ? info.seatSetup : findRole(roles[s])->setup;
        for (const auto& [kind, value] : entry.items())
            if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
                std::string allowed;
                for (const auto& k : kinds)
                    allowed += (allowed.empty() ? "" : ", ") + k;
                throw std::invalid_argument("config: setup of " + seatText(s) + " brings \"" + kind + "\", but " +
                                            (roles.empty() ? "a seat of " + info.id
                                                           : "the role \"" + roles[s] + "\"") +
                                            " brings " + (allowed.empty() ? "nothing" : allowed));
            }
    }
    return roles;
}

} // namespace tabletop::core
