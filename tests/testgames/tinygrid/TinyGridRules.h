#pragma once

// A throwaway game that exists only to prove the platform: a game defined entirely under tests/,
// registered at run time (games::registerGame), that plays through the shipped CLI, host, LAN and
// table code. Standard C++ only, like every game's rules.
//
// The rules: a 5x5 map with two walls; one piece per player (p0, p1) in opposite corners. A
// Director (optional third seat) first hides the treasure on an open square only the Director
// sees (or brings that square as its setup, {"treasure": "x,y"}); without a Director the
// generator hides it. Then the players take turns: roll a d4 (the
// standard roll event), then move the piece to a square within that many steps (walls and the
// other piece block; a diagonal costs 1) or stay. The first piece to stop on the treasure wins;
// after 24 turns the game is a draw. Affordances (GameRules::affordances) come from the seat's
// view: the squares its piece may move to now, with cost and path, and the squares it can see
// within 4 (reach).

#include "core/GameRules.h"
#include "core/Grid.h"

#include <optional>

namespace tinygrid {

using namespace tabletop::core;

inline constexpr const char* kId = "tinygrid";
inline constexpr int kTurnLimit = 24;
inline constexpr int kDie = 4;

struct TinyState : GameState {
    enum class Phase { Hide, Roll, Move, Over };
    std::vector<std::string> roles; // one per seat: "player" or "director"
    std::vector<Seat> players;      // the player seats, in turn order; piece i belongs to players[i]
    std::vector<Cell> pieces;
    Phase phase = Phase::Roll;
    int current = 0; // index into players
    int points = 0;  // the roll being spent
    int turns = 0;
    std::optional<Cell> treasure;
    std::vector<Cell> visited; // squares a piece has stopped on (public: none of them is the treasure)
    std::optional<Seat> winner;
    Json lastRoll; // the data of the last roll event (for the table's dice tray), null before

    std::unique_ptr<GameState> clone() const override { return std::make_unique<TinyState>(*this); }
};

class TinyGridRules : public GameRules {
public:
    GameInfo info() const override;
    std::vector<ActionSpec> actionSpecs() const override;
    std::unique_ptr<GameState> setup(const MatchConfig&, Rng&) const override;
    // Position: {"pieces": ["x,y", "x,y"], "treasure": "x,y"} (both optional).
    std::unique_ptr<GameState> setupScenario(const MatchConfig&, const Json& position, Rng&) const override;
    Prompt prompt(const GameState&) const override;
    std::vector<Action> legalActions(const GameState&, Seat) const override;
    Result apply(GameState&, const Action&, Rng&) const override;
    std::optional<Outcome> outcome(const GameState&) const override;
    Json viewFor(const GameState&, std::optional<Seat>) const override;
    Json toJson(const GameState&) const override;
    std::unique_ptr<GameState> determinize(const GameState& state, Seat seat, Rng& rng) const override;
    std::vector<CardLocation> cardLocations(const GameState&) const override { return {}; }
    std::vector<std::string> hiddenFrom(const GameState&, std::optional<Seat>) const override;
    std::vector<std::string> invariantViolations(const GameState&, const std::vector<Event>&) const override;
    Json affordances(const Json& view, Seat seat) const override;

    static const Grid& map();
    static const std::vector<std::string>& mapRows();
    static std::string cellName(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }
    // Throws std::invalid_argument naming `what` when the text is not "x,y" on the map.
    static Cell parseCell(const std::string& text, const std::string& what);
};

} // namespace tinygrid
