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

Match::Match(const GameRules& rules, MatchConfig config, Json position)
    : m_rules(&rules), m_config(std::move(config)), m_position(std::move(position)), m_rng(m_config.seed)
{
    restart();
}

void Match::restart()
{
    m_rng = Rng(m_config.seed);
    m_state = m_position.is_null() ? m_rules->setup(m_config, m_rng)
                                   : m_rules->setupScenario(m_config, m_position, m_rng);
    m_history.clear();
}

Result Match::submit(const Action& action)
{
    if (m_rules->outcome(*m_state))
        return Result::refuse("", "core.gameOver", "The game is over.");
    const Prompt p = m_rules->prompt(*m_state);
    if (std::find(p.seats.begin(), p.seats.end(), action.seat) == p.seats.end())
        return Result::refuse("", "core.notYourTurn", "It is not seat " + std::to_string(action.seat + 1) + "'s decision now.",
                              Json{{"seat", action.seat}});
    Result r = m_rules->apply(*m_state, action, m_rng);
    if (r.accepted)
        m_history.push_back({action, stateHash(), r.revealedHidden});
    return r;
}

bool Match::canUndo() const
{
    return !m_history.empty() && !m_history.back().revealedHidden;
}

bool Match::undo()
{
    if (!canUndo())
        return false;
    std::vector<RecordedAction> keep(m_history.begin(), m_history.end() - 1);
    restart();
    for (const auto& rec : keep) {
        Result r = m_rules->apply(*m_state, rec.action, m_rng);
        if (!r.accepted)
            throw std::logic_error("undo: replay refused an action that was accepted before");
        m_history.push_back({rec.action, stateHash(), r.revealedHidden});
    }
    return true;
}

std::string Match::stateHash() const
{
    return hashToHex(m_rules->stateDigest(*m_state));
}

std::string Match::stateHash(int recordVersion) const
{
    if (recordVersion <= 1 || recordVersion < m_rules->digestRecordVersion())
        return hashToHex(fnv1a64(m_rules->toJson(*m_state).dump()));
    return stateHash();
}

Json Match::record() const
{
    Json actions = Json::array();
    for (const auto& rec : m_history)
        actions.push_back(Json{{"action", rec.action.toJson()}, {"hash", rec.hash}});
    Json j{{"format", "tabletop-game"}, {"version", kRecordVersion}, {"config", m_config.toJson()}, {"actions", actions}};
    if (!m_position.is_null())
        j["position"] = m_position;
    return j;
}

std::unique_ptr<Match> Match::fromRecord(const GameRules& rules, const Json& record, bool verifyHashes)
{
    if (!record.is_object() || record.value("format", "") != "tabletop-game")
        throw std::invalid_argument("not a Tabletop game record (field \"format\" must be \"tabletop-game\")");
    if (!record.contains("version") || !record["version"].is_number_integer())
        throw std::invalid_argument("game record: field \"version\" missing");
    if (record["version"].get<int>() > kRecordVersion)
        throw std::invalid_argument("game record: version " + std::to_string(record["version"].get<int>()) +
                                    " is newer than this program understands (" + std::to_string(kRecordVersion) + ")");
    if (!record.contains("config"))
        throw std::invalid_argument("game record: field \"config\" missing");
    MatchConfig config = MatchConfig::fromJson(record["config"]);
    if (config.game != rules.info().id)
        throw std::invalid_argument("game record is for game \"" + config.game + "\", not \"" + rules.info().id + "\"");
    const int version = record["version"].get<int>();
    auto match = std::make_unique<Match>(rules, config, record.value("position", Json()));
    if (!record.contains("actions") || !record["actions"].is_array())
        throw std::invalid_argument("game record: field \"actions\" must be an array");
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
            throw std::invalid_argument("game record: action " + std::to_string(index) + " was refused: " + r.refusal.text);
        if (verifyHashes && entry.contains("hash") && entry["hash"].is_string()) {
            const std::string got = version == kRecordVersion ? match->history().back().hash : match->stateHash(version);
            if (entry["hash"].get<std::string>() != got)
                throw std::invalid_argument("game record: state hash differs after action " + std::to_string(index) +
                                            " (expected " + entry["hash"].get<std::string>() + ", got " + got + ")");
        }
    }
    return match;
}

} // namespace tabletop::core
