#include "Match.h"

#include "Hash.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace tabletop::core {

std::uint64_t GameRules::stateDigest(const GameState& state) const { return fnv1a64(toJson(state).dump()); }

std::string hashToHex(std::uint64_t h)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

namespace {

// Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF), as the JSON writer
// demands: an action that passes the gate can always be written to a save.
bool validUtf8(const std::string& s)
{
    std::size_t i = 0;
    const std::size_t n = s.size();
    auto cont = [&](std::size_t k) { return k < n && (static_cast<unsigned char>(s[k]) & 0xc0) == 0x80; };
    while (i < n) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
        } else if (c >= 0xc2 && c <= 0xdf) {
            if (!cont(i + 1))
                return false;
            i += 2;
        } else if (c >= 0xe0 && c <= 0xef) {
            if (!cont(i + 1) || !cont(i + 2))
                return false;
            const auto c1 = static_cast<unsigned char>(s[i + 1]);
            if ((c == 0xe0 && c1 < 0xa0) || (c == 0xed && c1 >= 0xa0))
                return false;
            i += 3;
        } else if (c >= 0xf0 && c <= 0xf4) {
            if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3))
                return false;
            const auto c1 = static_cast<unsigned char>(s[i + 1]);
            if ((c == 0xf0 && c1 < 0x90) || (c == 0xf4 && c1 >= 0x90))
                return false;
            i += 4;
        } else {
            return false;
        }
    }
    return true;
}

// A name from an untrusted action, safe to put in a message: at most 64 bytes, valid text.
std::string shownName(const std::string& s)
{
    if (!validUtf8(s))
        return "(not valid text)";
    std::size_t end = std::min<std::size_t>(s.size(), 64);
    while (end < s.size() && end > 0 && (static_cast<unsigned char>(s[end]) & 0xc0) == 0x80)
        --end;
    return s.substr(0, end);
}

const char* kindName(ArgKind kind)
{
    switch (kind) {
    case ArgKind::String:
        return "text";
    case ArgKind::Integer:
        return "a whole number";
    case ArgKind::Boolean:
        return "true or false";
    case ArgKind::StringList:
        return "a list of texts";
    case ArgKind::IntegerList:
        return "a list of whole numbers";
    }
    return "?";
}

Message badArgument(const Action& a, const std::string& arg, const std::string& problem, const std::string& text)
{
    return Message{"core.badArgument", "The move \"" + a.type + "\" was refused: " + text + ".",
                   Json{{"action", a.type}, {"argument", arg}, {"problem", problem}}, ""};
}

// nullopt when `v` is what `spec` declares; otherwise the problem ("type", "range", ...) and words.
std::optional<std::pair<std::string, std::string>> checkValue(const ArgSpec& spec, const Json& v)
{
    const std::string name = "\"" + spec.name + "\"";
    auto integerOk = [&](const Json& x) -> std::optional<std::pair<std::string, std::string>> {
        if (!x.is_number_integer())
            return std::pair<std::string, std::string>{"type", name + " must be " + kindName(spec.kind)};
        // Unsigned values above INT64_MAX are out of range too.
        if (x.is_number_unsigned() && x.get<std::uint64_t>() > static_cast<std::uint64_t>(spec.max))
            return std::pair<std::string, std::string>{"range", name + " is out of range"};
        const std::int64_t n = x.get<std::int64_t>();
        if (n < spec.min || n > spec.max)
            return std::pair<std::string, std::string>{"range", name + " must be from " + std::to_string(spec.min) +
                                                                    " to " + std::to_string(spec.max)};
        return std::nullopt;
    };
    auto stringOk = [&](const Json& x) -> std::optional<std::pair<std::string, std::string>> {
        if (!x.is_string())
            return std::pair<std::string, std::string>{"type", name + " must be " + kindName(spec.kind)};
        if (x.get_ref<const std::string&>().size() > spec.maxLength)
            return std::pair<std::string, std::string>{"length", name + " is longer than " +
                                                                     std::to_string(spec.maxLength) + " bytes"};
        if (!validUtf8(x.get_ref<const std::string&>()))
            return std::pair<std::string, std::string>{"encoding", name + " is not valid UTF-8 text"};
        return std::nullopt;
    };
    auto listOk = [&](auto&& item) -> std::optional<std::pair<std::string, std::string>> {
        if (!v.is_array())
            return std::pair<std::string, std::string>{"type", name + " must be " + kindName(spec.kind)};
        if (v.size() > spec.maxItems)
            return std::pair<std::string, std::string>{"items", name + " has more than " +
                                                                    std::to_string(spec.maxItems) + " items"};
        for (const auto& x : v)
            if (auto p = item(x))
                return p;
        return std::nullopt;
    };
    switch (spec.kind) {
    case ArgKind::String:
        return stringOk(v);
    case ArgKind::Integer:
        return integerOk(v);
    case ArgKind::Boolean:
        if (!v.is_boolean())
            return std::pair<std::string, std::string>{"type", name + " must be " + kindName(spec.kind)};
        return std::nullopt;
    case ArgKind::StringList:
        return listOk(stringOk);
    case ArgKind::IntegerList:
        return listOk(integerOk);
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> Match::checkArguments(const std::vector<ActionSpec>& specs, const Action& action)
{
    const auto spec = std::find_if(specs.begin(), specs.end(), [&](const ActionSpec& s) { return s.type == action.type; });
    if (spec == specs.end()) {
        const std::string type = shownName(action.type);
        return Message{"core.unknownAction", "This game has no move called \"" + type + "\".", Json{{"action", type}}, ""};
    }
    if (!action.args.is_object())
        return badArgument(action, "", "type", "its arguments must be an object");
    for (const auto& item : action.args.items()) {
        // Named locals, not a structured binding: clang 14 (Debian 12) cannot capture one.
        const std::string& key = item.key();
        const Json& value = item.value();
        const auto arg = std::find_if(spec->args.begin(), spec->args.end(), [&](const ArgSpec& a) { return a.name == key; });
        if (arg == spec->args.end()) {
            const std::string shown = shownName(key);
            return badArgument(action, shown, "unknown", "it takes no argument \"" + shown + "\"");
        }
        if (auto problem = checkValue(*arg, value))
            return badArgument(action, key, problem->first, problem->second);
    }
    for (const auto& arg : spec->args)
        if (arg.required && !action.args.contains(arg.name))
            return badArgument(action, arg.name, "missing", "\"" + arg.name + "\" is missing");
    return std::nullopt;
}

Match::Match(const GameRules& rules, MatchConfig config, Json position)
    : m_rules(&rules), m_config(std::move(config)), m_position(std::move(position)), m_rng(m_config.seed),
      m_specs(rules.actionSpecs())
{
    // Roles are settled before the game sees the config: every game gets a checked list, and
    // the record carries it (the defaults included), so a replay seats everyone the same.
    const std::vector<std::string> roles = resolveRoles(rules.info(), m_config);
    if (!roles.empty())
        m_config.roles = roles;
    restart();
}

void Match::restart()
{
    m_rng = Rng(m_config.seed);
    m_state = m_position.is_null() ? m_rules->setup(m_config, m_rng)
                                   : m_rules->setupScenario(m_config, m_position, m_rng);
    m_history.clear();
    m_hidden = hiddenSets();
    m_checkpoints.clear();
    m_checkpoints.push_back(Checkpoint{0, m_state->clone(), m_rng, m_hidden});
}

std::vector<HiddenIds> Match::hiddenSets() const
{
    std::vector<HiddenIds> out;
    out.reserve(static_cast<std::size_t>(std::max(m_config.seats, 0)));
    const auto before = [&](Seat s) -> const HiddenIds* {
        return static_cast<std::size_t>(s) < m_hidden.size() ? &m_hidden[static_cast<std::size_t>(s)] : nullptr;
    };
    if (m_rules->hiddenSplit()) {
        // What every seat cannot see, once; each seat's own part on top of it.
        const HiddenIds* first = before(0);
        const auto shared = std::make_shared<const HiddenIds>(
            HiddenIds::sharedOf(*m_rules, *m_state, first && first->shared() ? first->shared()->size() : 0));
        for (Seat s = 0; s < m_config.seats; ++s)
            out.push_back(HiddenIds::on(shared, *m_rules, *m_state, s, before(s) ? before(s)->ownSize() : 0));
        return out;
    }
    for (Seat s = 0; s < m_config.seats; ++s)
        out.push_back(HiddenIds::of(*m_rules, *m_state, s, before(s) ? before(s)->size() : 0));
    return out;
}

Result Match::applyAndRecord(const Action& action)
{
    const Rng before = m_rng;
    Result r = m_rules->apply(*m_state, action, m_rng);
    if (!r.accepted) {
        m_rng = before; // a refusal changes nothing, the generator included
        return r;
    }
    RecordedAction rec{action, {}, r.revealedHidden, !r.revealedHidden && m_rng == before};
    auto hidden = hiddenSets();
    // Something the seat could not see before and now may: an identity left its hidden set.
    // (An identity that left the game or was renamed counts too: that errs on the safe side.)
    // (Split sets: the shared parts compared once; then only each seat's own part of before.)
    const bool sharedKept = !hidden.empty() && !m_hidden.empty() && hidden[0].shared() && m_hidden[0].shared() &&
                            hidden[0].shared()->includes(*m_hidden[0].shared());
    for (std::size_t s = 0; s < hidden.size() && rec.undoable; ++s)
        if (!(sharedKept ? hidden[s].includesOwnPart(m_hidden[s]) : hidden[s].includes(m_hidden[s])))
            rec.undoable = false;
    m_hidden = std::move(hidden);
    rec.hash = stateHash();
    m_history.push_back(std::move(rec));
    if (m_history.size() % m_checkpointEvery == 0 && m_checkpoints.back().at < m_history.size())
        m_checkpoints.push_back(Checkpoint{m_history.size(), m_state->clone(), m_rng, m_hidden});
    return r;
}

void Match::rewindTo(std::size_t count)
{
    count = std::min(count, m_history.size());
    while (m_checkpoints.size() > 1 && m_checkpoints.back().at > count)
        m_checkpoints.pop_back();
    const Checkpoint& from = m_checkpoints.back();
    std::vector<RecordedAction> again(m_history.begin() + static_cast<std::ptrdiff_t>(from.at),
                                      m_history.begin() + static_cast<std::ptrdiff_t>(count));
    m_history.resize(from.at);
    m_state = from.state->clone();
    m_rng = from.rng;
    m_hidden = from.hidden;
    for (const auto& rec : again) {
        Result r = applyAndRecord(rec.action);
        if (!r.accepted)
            throw std::logic_error("replay refused an action that was accepted before: " + rec.action.toJson().dump(-1, ' ', false, Json::error_handler_t::replace));
    }
}

Result Match::submit(const Action& action)
{
    if (m_rules->outcome(*m_state))
        return Result::refuse("", "core.gameOver", "The game is over.");
    const Prompt p = m_rules->prompt(*m_state);
    if (std::find(p.seats.begin(), p.seats.end(), action.seat) == p.seats.end())
        return Result::refuse("", "core.notYourTurn", "It is not seat " + std::to_string(action.seat + 1) + "'s decision now.",
                              Json{{"seat", action.seat}});
    if (auto bad = checkArguments(m_specs, action)) {
        Result r;
        r.refusal = std::move(*bad);
        return r;
    }
    try {
        return applyAndRecord(action);
    } catch (const std::exception& e) {
        // The rules may have changed the state half-way: rebuild it from the record.
        rewindTo(m_history.size());
        return Result::refuse("", "core.internalError",
                              std::string("The rules could not handle this move; nothing changed (internal error: ") +
                                  e.what() + ").",
                              Json{{"detail", std::string(e.what()).substr(0, 200)}});
    }
}

bool Match::canUndo(std::size_t count) const
{
    if (count == 0 || count > m_history.size())
        return false;
    return std::all_of(m_history.end() - static_cast<std::ptrdiff_t>(count), m_history.end(),
                       [](const RecordedAction& a) { return a.undoable; });
}

bool Match::undo(std::size_t count)
{
    if (!canUndo(count))
        return false;
    rewindTo(m_history.size() - count);
    return true;
}

namespace {
// Record version 4 on: the state's digest together with the generator.
std::string withGenerator(std::uint64_t stateDigest, const Rng& rng)
{
    Digest d;
    d.add(stateDigest);
    for (int i = 0; i < 4; ++i)
        d.add(rng.words()[i]);
    return hashToHex(d.value());
}
} // namespace

std::string Match::stateHash() const { return withGenerator(m_rules->stateDigest(*m_state), m_rng); }

std::string Match::stateHash(int recordVersion) const
{
    const bool direct = recordVersion > 1 && recordVersion >= m_rules->digestRecordVersion();
    if (recordVersion >= 4)
        // Before a game's direct digest (a version 4 record of a game whose digest came with 5)
        // the digest was the JSON's.
        return direct ? stateHash() : withGenerator(fnv1a64(m_rules->toJson(*m_state).dump()), m_rng);
    return hashToHex(direct ? m_rules->stateDigest(*m_state) : fnv1a64(m_rules->toJson(*m_state).dump()));
}

Json Match::record() const
{
    Json actions = Json::array();
    for (const auto& rec : m_history)
        actions.push_back(Json{{"action", rec.action.toJson()}, {"hash", rec.hash}});
    const GameInfo info = m_rules->info();
    Json j{{"format", "tabletop-game"},
           {"version", kRecordVersion},
           {"rules", Json{{"game", info.id}, {"version", info.rulesVersion}}},
           {"config", m_config.toJson()},
           {"actions", actions}};
    if (!m_position.is_null())
        j["position"] = m_position;
    return j;
}

std::unique_ptr<Match> Match::fromRecord(const GameRules& rules, const Json& record, bool verifyHashes)
{
    if (!record.is_object() || !record.contains("format") || record["format"] != "tabletop-game")
        throw std::invalid_argument("not a Tabletop game record (field \"format\" must be \"tabletop-game\")");
    if (!record.contains("version") || !record["version"].is_number_integer())
        throw std::invalid_argument("game record: field \"version\" missing");
    const int version = record["version"].get<int>();
    if (version > kRecordVersion)
        throw std::invalid_argument("game record: version " + std::to_string(version) +
                                    " is newer than this program understands (" + std::to_string(kRecordVersion) + ")");
    if (version < 1)
        throw std::invalid_argument("game record: version " + std::to_string(version) + " does not exist");
    if (!record.contains("config"))
        throw std::invalid_argument("game record: field \"config\" missing");
    MatchConfig config = MatchConfig::fromJson(record["config"]);
    const GameInfo info = rules.info();
    if (config.game != info.id)
        throw std::invalid_argument("game record is for game \"" + config.game + "\", not \"" + info.id + "\"");
    // Records before version 4 name no rules version: they were made by version 1 of every game.
    int rulesVersion = 1;
    if (record.contains("rules")) {
        const Json& r = record["rules"];
        if (!r.is_object() || !r.contains("version") || !r["version"].is_number_integer())
            throw std::invalid_argument("game record: field \"rules\" must be {\"game\": id, \"version\": number}");
        rulesVersion = r["version"].get<int>();
    }
    // Every failure to replay is reported with the rules version when the record was made by
    // other rules: then the record is not broken, only older (or newer) than this program.
    auto fail = [&](const std::string& what) {
        if (rulesVersion != info.rulesVersion)
            throw std::invalid_argument("this game was recorded with " + info.title + " rules version " +
                                        std::to_string(rulesVersion) + "; this program plays version " +
                                        std::to_string(info.rulesVersion) +
                                        ", under which the record no longer replays (" + what + ")");
        throw std::invalid_argument(what);
    };
    if (!record.contains("actions") || !record["actions"].is_array())
        throw std::invalid_argument("game record: field \"actions\" must be an array");
    std::unique_ptr<Match> match;
    try {
        match = std::make_unique<Match>(rules, config, record.contains("position") ? record["position"] : Json());
    } catch (const std::invalid_argument& e) {
        fail(std::string("game record: setup: ") + e.what());
    }
    int index = 0;
    for (const auto& entry : record["actions"]) {
        ++index;
        if (!entry.is_object() || !entry.contains("action"))
            throw std::invalid_argument("game record: action " + std::to_string(index) + " has no \"action\" field");
        Action a;
        try {
            a = Action::fromJson(entry["action"]);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("game record: action " + std::to_string(index) + ": " + e.what());
        }
        Result r = match->submit(a);
        if (!r.accepted)
            fail("game record: action " + std::to_string(index) + " was refused: " + r.refusal.text);
        if (verifyHashes && entry.contains("hash") && entry["hash"].is_string()) {
            const std::string got = version == kRecordVersion ? match->history().back().hash : match->stateHash(version);
            if (entry["hash"].get<std::string>() != got)
                fail("game record: state hash differs after action " + std::to_string(index) + " (expected " +
                     entry["hash"].get<std::string>() + ", got " + got + ")");
        }
    }
    return match;
}

} // namespace tabletop::core
