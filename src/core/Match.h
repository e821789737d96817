#pragma once

#include "GameRules.h"
#include "HiddenIds.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::core {

struct RecordedAction {
    Action action;
    std::string hash;            // state hash after the action
    bool revealedHidden = false; // the rules said it showed something hidden
    // Decided by Match, whatever the game says: false when the action moved the generator or
    // showed any seat a card identity that was hidden from it before.
    bool undoable = true;
};

// One game in progress: rules + config (+ scenario position) + seed + the accepted actions.
// That record reproduces the game exactly; it is the save file, the replay and the resync.
// std-only so the CLI, the tests and the Qt session all share it.
//
// Match is the gate for untrusted input: an action is checked against the game's declared
// arguments before the rules see it, a refusal leaves the state and the generator exactly as
// they were, and an exception from rules code becomes the refusal core.internalError with the
// game rebuilt from its record.
class Match {
public:
    Match(const GameRules& rules, MatchConfig config, Json position = nullptr);

    const GameRules& rules() const { return *m_rules; }
    const MatchConfig& config() const { return m_config; }
    const GameState& state() const { return *m_state; }
    const std::vector<RecordedAction>& history() const { return m_history; }
    const Rng& rng() const { return m_rng; }

    // Refuses actions for a seat the prompt does not name and actions that do not match the
    // game's declarations, then defers to the rules.
    Result submit(const Action& action);

    // Whether the last `count` actions may all be taken back (each revealed nothing hidden).
    bool canUndo(std::size_t count = 1) const;
    // Rebuilds the game without its last `count` actions (a person's move and the computer's
    // replies after it, say), all or none. Returns false when not allowed.
    bool undo(std::size_t count = 1);
    // How many actions apart the state is copied for undo (16; tests use small values).
    void setCheckpointInterval(std::size_t actions) { m_checkpointEvery = std::max<std::size_t>(actions, 1); }

    Prompt prompt() const { return m_rules->prompt(*m_state); }
    std::optional<Outcome> outcome() const { return m_rules->outcome(*m_state); }
    std::vector<Action> legalActions(Seat seat) const { return m_rules->legalActions(*m_state, seat); }
    // The ids hidden from `seat` in the state now (GameRules::visitHidden), as Match keeps them for
    // the undo verdict: computed once after every action, so the random runner's leak scan reads
    // them instead of building them again.
    const HiddenIds& hiddenFrom(Seat seat) const { return m_hidden.at(static_cast<std::size_t>(seat)); }
    Json view(std::optional<Seat> seat) const { return m_rules->viewFor(*m_state, seat); }
    // The state digest and the generator: two games with the same hash continue alike.
    std::string stateHash() const;
    // The hash as a record of the given version wrote it: versions before the game's
    // GameRules::digestRecordVersion() hashed toJson() (every game's version 1, and later ones
    // for games whose direct digest came later), versions 2-3 without the generator, 4 on with it.
    // Old saves keep verifying.
    std::string stateHash(int recordVersion) const;

    Json record() const;
    // Rebuilds a game from record(). Throws std::invalid_argument saying what is wrong and,
    // when verifyHashes, at which action the replay diverged; a record made by another rules
    // version that no longer replays says so.
    static std::unique_ptr<Match> fromRecord(const GameRules& rules, const Json& record, bool verifyHashes = true);

    // Checks an action's type and arguments against the declarations. Returns the refusal,
    // or nullopt when the action is well-formed.
    static std::optional<Message> checkArguments(const std::vector<ActionSpec>& specs, const Action& action);

    // Record 4: the state hash includes the generator; the record names its rules version.
    // Record 5: a game whose direct digest is new (GameRules::digestRecordVersion() 5) hashes
    // with it; every other game hashes as in version 4.
    static constexpr int kRecordVersion = 5;

private:
    void restart();
    // Applies an action already checked; on acceptance records it with its undo verdict.
    Result applyAndRecord(const Action& action);
    std::vector<HiddenIds> hiddenSets() const;
    // Puts the game back to its state after the first `count` recorded actions: from the
    // nearest checkpoint at or before it, replaying the record's actions after that (the
    // state is rebuilt from the record, never from a copy the rules could have drifted from).
    void rewindTo(std::size_t count);

    // Copies of the state every m_checkpointEvery actions (and at the start), so undo replays
    // at most that many actions instead of the whole game.
    struct Checkpoint {
        std::size_t at = 0; // actions in the history when it was taken
        std::unique_ptr<GameState> state;
        Rng rng{0};
        std::vector<HiddenIds> hidden;
    };
    std::size_t m_checkpointEvery = 16;
    std::vector<Checkpoint> m_checkpoints;

    const GameRules* m_rules;
    MatchConfig m_config;
    Json m_position;
    Rng m_rng;
    std::unique_ptr<GameState> m_state;
    std::vector<RecordedAction> m_history;
    std::vector<ActionSpec> m_specs;
    std::vector<HiddenIds> m_hidden; // per seat, the ids hidden from it now
};

} // namespace tabletop::core
