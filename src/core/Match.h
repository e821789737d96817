#pragma once

#include "GameRules.h"

#include <memory>
#include <string>
#include <vector>

namespace tabletop::core {

struct RecordedAction {
    Action action;
    std::string hash;       // state hash after the action
    bool revealedHidden = false;
};

// One game in progress: rules + config (+ scenario position) + seed + the accepted actions.
// That record reproduces the game exactly; it is the save file, the replay and the resync.
// std-only so the CLI, the tests and the Qt session all share it.
class Match {
public:
    Match(const GameRules& rules, MatchConfig config, Json position = nullptr);

    const GameRules& rules() const { return *m_rules; }
    const MatchConfig& config() const { return m_config; }
    const GameState& state() const { return *m_state; }
    const std::vector<RecordedAction>& history() const { return m_history; }

    // Refuses actions for a seat the prompt does not name, then defers to the rules.
    Result submit(const Action& action);

    bool canUndo() const;
    // Rebuilds the game without its last action. Returns false when not allowed.
    bool undo();

    Prompt prompt() const { return m_rules->prompt(*m_state); }
    std::optional<Outcome> outcome() const { return m_rules->outcome(*m_state); }
    std::vector<Action> legalActions(Seat seat) const { return m_rules->legalActions(*m_state, seat); }
    Json view(std::optional<Seat> seat) const { return m_rules->viewFor(*m_state, seat); }
    std::string stateHash() const;
    // The hash as a record of the given version wrote it: versions before the game's
    // GameRules::digestRecordVersion() hashed toJson() (every game's version 1, Neo-Tokyo's
    // version 2), later ones GameRules::stateDigest. Old saves keep verifying.
    std::string stateHash(int recordVersion) const;

    Json record() const;
    // Rebuilds a game from record(). Throws std::invalid_argument saying what is wrong and,
    // when verifyHashes, at which action the replay diverged.
    static std::unique_ptr<Match> fromRecord(const GameRules& rules, const Json& record, bool verifyHashes = true);

    static constexpr int kRecordVersion = 3;

private:
    void restart();

    const GameRules* m_rules;
    MatchConfig m_config;
    Json m_position;
    Rng m_rng;
    std::unique_ptr<GameState> m_state;
    std::vector<RecordedAction> m_history;
};

} // namespace tabletop::core
