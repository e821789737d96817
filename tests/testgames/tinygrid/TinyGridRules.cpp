#include "TinyGridRules.h"

#include "core/Dice.h"
#include "core/RollEvent.h"

#include <algorithm>
#include <stdexcept>

namespace tinygrid {

namespace {
const TinyState& st(const GameState& s) { return static_cast<const TinyState&>(s); }
TinyState& st(GameState& s) { return static_cast<TinyState&>(s); }

const char* phaseName(TinyState::Phase p)
{
    switch (p) {
    case TinyState::Phase::Hide: return "hide";
    case TinyState::Phase::Roll: return "roll";
    case TinyState::Phase::Move: return "move";
    case TinyState::Phase::Over: return "over";
    }
    return "";
}

std::string pieceId(int index) { return "p" + std::to_string(index); }

bool contains(const std::vector<Cell>& cells, Cell c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); }

// The squares a piece at `from` may stop on with `points`, other pieces blocking: from the map
// and the pieces' squares only, so the rules and the affordances (from a view) agree.
std::vector<Path> movesFrom(Cell from, int points, const std::vector<Cell>& pieces)
{
    const Grid& grid = TinyGridRules::map();
    StepCost cost = [&](Cell a, Cell b) -> std::optional<int> {
        if (contains(pieces, b))
            return std::nullopt;
        return grid.defaultStepCost(a, b);
    };
    std::vector<Path> out;
    for (auto& p : grid.reachable(from, points, cost))
        if (!(p.cells.back() == from))
            out.push_back(std::move(p));
    return out;
}

Message msg(std::string id, std::string text, Json args = Json::object(), std::string rule = {})
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}

std::vector<Cell> openSquares(const TinyState& s)
{
    std::vector<Cell> out;
    const Grid& g = TinyGridRules::map();
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x) {
            const Cell c{x, y};
            if (!g.isWall(c) && !contains(s.visited, c) && !contains(s.pieces, c))
                out.push_back(c);
        }
    return out;
}

bool isDirector(const TinyState& s, std::optional<Seat> seat)
{
    return seat && *seat >= 0 && *seat < static_cast<int>(s.roles.size()) && s.roles[*seat] == "director";
}

std::unique_ptr<TinyState> fresh(const GameInfo& info, const MatchConfig& config)
{
    auto s = std::make_unique<TinyState>();
    s->roles = resolveRoles(info, config);
    for (Seat i = 0; i < config.seats; ++i)
        if (s->roles[i] == "player")
            s->players.push_back(i);
    s->pieces = {Cell{0, 0}, Cell{4, 4}};
    s->visited = s->pieces;
    return s;
}
} // namespace

const std::vector<std::string>& TinyGridRules::mapRows()
{
    static const std::vector<std::string> rows{".....", ".#...", ".....", "...#.", "....."};
    return rows;
}

const Grid& TinyGridRules::map()
{
    static const Grid grid = Grid::fromRows(mapRows());
    return grid;
}

Cell TinyGridRules::parseCell(const std::string& text, const std::string& what)
{
    const auto comma = text.find(',');
    try {
        if (comma == std::string::npos)
            throw std::invalid_argument("no comma");
        std::size_t used = 0;
        const int x = std::stoi(text.substr(0, comma), &used);
        if (used != comma)
            throw std::invalid_argument("x");
        const int y = std::stoi(text.substr(comma + 1), &used);
        if (used != text.size() - comma - 1)
            throw std::invalid_argument("y");
        const Cell c{x, y};
        if (!map().contains(c))
            throw std::invalid_argument("off the map");
        return c;
    } catch (const std::exception&) {
        throw std::invalid_argument(std::string(kId) + ": " + what + " \"" + text +
                                    "\" is not a square \"x,y\" of the 5x5 map");
    }
}

GameInfo TinyGridRules::info() const
{
    GameInfo i;
    i.id = kId;
    i.title = "Tiny Grid (test game)";
    i.minSeats = 2;
    i.maxSeats = 3;
    i.playable = true;
    // The Director may bring the treasure's square from the lobby or the new-game page (setup
    // {"treasure": "x,y"}) instead of hiding it at the table.
    i.roles = {RoleInfo{"player", "Player", 2, 2, {}}, RoleInfo{"director", "Director", 0, 1, {"treasure"}}};
    return i;
}

std::vector<ActionSpec> TinyGridRules::actionSpecs() const
{
    return {{"hide", {ArgSpec{"cell", ArgKind::String, true, "destination", 0, 0, 8}}},
            {"roll", {}},
            {"move",
             {ArgSpec{"piece", ArgKind::String, true, "moved", 0, 0, 8},
              ArgSpec{"to", ArgKind::String, true, "destination", 0, 0, 8}}},
            {"stay", {}}};
}

std::unique_ptr<GameState> TinyGridRules::setup(const MatchConfig& config, Rng& rng) const
{
    if (config.seats < 2 || config.seats > 3)
        throw std::invalid_argument(std::string(kId) + ": seats must be 2 or 3 (two players and an optional Director)");
    auto s = fresh(info(), config);
    std::optional<Cell> brought; // the Director's setup: the treasure's square chosen beforehand
    for (std::size_t i = 0; i < s->roles.size() && config.setup.is_array() && i < config.setup.size(); ++i) {
        const Json& entry = config.setup[i];
        if (s->roles[i] != "director" || !entry.is_object() || !entry.contains("treasure"))
            continue;
        const std::string what = "the Director's treasure (seat " + std::to_string(i + 1) + ")";
        if (!entry["treasure"].is_string())
            throw std::invalid_argument(std::string(kId) + ": " + what + " must be a square \"x,y\"");
        brought = parseCell(entry["treasure"].get<std::string>(), what);
        if (map().isWall(*brought) || contains(s->pieces, *brought))
            throw std::invalid_argument(std::string(kId) + ": " + what + " \"" + cellName(*brought) +
                                        "\" must be an open square without a piece");
    }
    if (brought) {
        s->treasure = brought;
        s->phase = TinyState::Phase::Roll;
    } else if (s->players.size() + 1 == s->roles.size()) {
        s->phase = TinyState::Phase::Hide;
    } else {
        const auto open = openSquares(*s);
        s->treasure = open[rng.below(static_cast<std::uint64_t>(open.size()))];
        s->phase = TinyState::Phase::Roll;
    }
    return s;
}

std::unique_ptr<GameState> TinyGridRules::setupScenario(const MatchConfig& config, const Json& position, Rng& rng) const
{
    if (!position.is_object())
        throw std::invalid_argument(std::string(kId) + ": the position must be an object");
    auto base = setup(config, rng);
    auto& s = st(*base);
    if (position.contains("pieces")) {
        const Json& p = position["pieces"];
        if (!p.is_array() || p.size() != 2)
            throw std::invalid_argument(std::string(kId) + ": position field \"pieces\" must be two squares \"x,y\"");
        for (int i = 0; i < 2; ++i) {
            if (!p[i].is_string())
                throw std::invalid_argument(std::string(kId) + ": position field \"pieces\"[" + std::to_string(i) +
                                            "] must be a square \"x,y\"");
            s.pieces[i] = parseCell(p[i].get<std::string>(), "pieces[" + std::to_string(i) + "]");
            if (map().isWall(s.pieces[i]))
                throw std::invalid_argument(std::string(kId) + ": pieces[" + std::to_string(i) + "] is on a wall");
        }
        if (s.pieces[0] == s.pieces[1])
            throw std::invalid_argument(std::string(kId) + ": both pieces are on the same square");
        s.visited = s.pieces;
    }
    if (position.contains("treasure")) {
        if (!position["treasure"].is_string())
            throw std::invalid_argument(std::string(kId) + ": position field \"treasure\" must be a square \"x,y\"");
        s.treasure = parseCell(position["treasure"].get<std::string>(), "treasure");
        if (map().isWall(*s.treasure) || contains(s.pieces, *s.treasure))
            throw std::invalid_argument(std::string(kId) + ": the treasure must be on an open, empty square");
        s.phase = TinyState::Phase::Roll;
    }
    return base;
}

Prompt TinyGridRules::prompt(const GameState& state) const
{
    const auto& s = st(state);
    Prompt p;
    switch (s.phase) {
    case TinyState::Phase::Hide:
        for (Seat i = 0; i < static_cast<int>(s.roles.size()); ++i)
            if (s.roles[i] == "director")
                p.seats.push_back(i);
        p.kind = "hide";
        p.message = msg("tinygrid.prompt.hide", "The Director hides the treasure");
        break;
    case TinyState::Phase::Roll:
    case TinyState::Phase::Move:
        p.seats = {s.players[s.current]};
        p.kind = s.phase == TinyState::Phase::Roll ? "roll" : "move";
        p.message = s.phase == TinyState::Phase::Roll
                        ? msg("tinygrid.prompt.roll", "Roll the die", {{"seat", s.players[s.current]}})
                        : msg("tinygrid.prompt.move", "Move up to " + std::to_string(s.points) + " squares, or stay", {{"points", s.points}});
        break;
    case TinyState::Phase::Over:
        p.kind = "gameOver";
        p.message = msg("tinygrid.prompt.over", "The game is over");
        break;
    }
    return p;
}

std::vector<Action> TinyGridRules::legalActions(const GameState& state, Seat seat) const
{
    const auto& s = st(state);
    std::vector<Action> out;
    const auto asked = prompt(state).seats;
    if (std::find(asked.begin(), asked.end(), seat) == asked.end())
        return out;
    switch (s.phase) {
    case TinyState::Phase::Hide:
        for (const Cell c : openSquares(s))
            out.push_back(Action{seat, "hide", Json{{"cell", cellName(c)}}});
        break;
    case TinyState::Phase::Roll:
        out.push_back(Action{seat, "roll", Json::object()});
        break;
    case TinyState::Phase::Move:
        for (const auto& p : movesFrom(s.pieces[s.current], s.points, s.pieces))
            out.push_back(Action{seat, "move", Json{{"piece", pieceId(s.current)}, {"to", cellName(p.cells.back())}}});
        out.push_back(Action{seat, "stay", Json::object()});
        break;
    case TinyState::Phase::Over:
        break;
    }
    return out;
}

Result TinyGridRules::apply(GameState& state, const Action& action, Rng& rng) const
{
    auto& s = st(state);
    if (s.phase == TinyState::Phase::Over)
        return Result::refuse("T1", "tinygrid.over", "The game is over");
    const auto asked = prompt(state).seats;
    if (std::find(asked.begin(), asked.end(), action.seat) == asked.end())
        return Result::refuse("T1", "tinygrid.notYourTurn", "It is not this seat's turn to act",
                              {{"seat", action.seat}});
    const auto legal = legalActions(state, action.seat);
    if (std::find(legal.begin(), legal.end(), action) == legal.end())
        return Result::refuse("T2", "tinygrid.notLegal",
                              "Not a move of this phase: a piece moves at most the rolled number of squares, "
                              "around walls and the other piece",
                              {{"type", action.type}, {"phase", phaseName(s.phase)}});
    Result r;
    r.accepted = true;
    const Seat seat = action.seat;
    if (action.type == "hide") {
        s.treasure = parseCell(action.args["cell"].get<std::string>(), "cell");
        Event e;
        e.type = "hide";
        e.data = {{"seat", seat}, {"cell", cellName(*s.treasure)}};
        e.audience = Audience{false, {seat}};
        e.redacted = Json{{"seat", seat}};
        e.message = msg("tinygrid.log.hide", "The Director hides the treasure at " + cellName(*s.treasure), e.data);
        e.redactedMessage = msg("tinygrid.log.hidden", "The Director hides the treasure", {{"seat", seat}});
        r.events.push_back(std::move(e));
        s.phase = TinyState::Phase::Roll;
        return r;
    }
    if (action.type == "roll") {
        const DiceRoll d = dice::roll(rng, 1, kDie);
        s.points = d.total;
        s.phase = TinyState::Phase::Move;
        r.events.push_back(roll::diceEvent(d, pieceId(s.current), "move"));
        s.lastRoll = r.events.back().data;
        return r;
    }
    const int mover = s.current;
    if (action.type == "move") {
        const Cell to = parseCell(action.args["to"].get<std::string>(), "to");
        Event e;
        e.type = "move";
        e.data = {{"seat", seat}, {"piece", pieceId(mover)}, {"from", cellName(s.pieces[mover])}, {"to", cellName(to)}};
        e.message = msg("tinygrid.log.move", pieceId(mover) + " moves from " + cellName(s.pieces[mover]) + " to " + cellName(to), e.data);
        r.events.push_back(std::move(e));
        s.pieces[mover] = to;
    } else {
        Event e;
        e.type = "stay";
        e.data = {{"seat", seat}, {"piece", pieceId(mover)}};
        e.message = msg("tinygrid.log.stay", pieceId(mover) + " stays", e.data);
        r.events.push_back(std::move(e));
    }
    const Cell at = s.pieces[mover];
    if (s.treasure && at == *s.treasure) {
        s.winner = seat;
        s.phase = TinyState::Phase::Over;
        r.revealedHidden = true;
        Event e;
        e.type = "found";
        e.data = {{"seat", seat}, {"piece", pieceId(mover)}, {"cell", cellName(at)}};
        e.message = msg("tinygrid.log.found", pieceId(mover) + " finds the treasure at " + cellName(at), e.data);
        r.events.push_back(std::move(e));
        return r;
    }
    if (!contains(s.visited, at))
        s.visited.push_back(at);
    ++s.turns;
    s.points = 0;
    if (s.turns >= kTurnLimit) {
        s.phase = TinyState::Phase::Over;
        r.revealedHidden = true;
        return r;
    }
    s.current = (s.current + 1) % static_cast<int>(s.players.size());
    s.phase = TinyState::Phase::Roll;
    return r;
}

std::optional<Outcome> TinyGridRules::outcome(const GameState& state) const
{
    const auto& s = st(state);
    if (s.phase != TinyState::Phase::Over)
        return std::nullopt;
    Outcome o;
    if (s.winner) {
        o.winners = {*s.winner};
        o.reason = msg("tinygrid.end.found", "The treasure is found", {{"seat", *s.winner}});
    } else {
        o.draw = true;
        o.reason = msg("tinygrid.end.limit", "Nobody found the treasure in time", {{"turns", kTurnLimit}});
    }
    return o;
}

Json TinyGridRules::viewFor(const GameState& state, std::optional<Seat> seat) const
{
    const auto& s = st(state);
    Json cells = Json::array();
    for (const auto& row : mapRows())
        for (char c : row)
            cells.push_back(Json{{"terrain", c == '#' ? "wall" : "open"}});
    Json pieces = Json::array();
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        pieces.push_back({{"id", pieceId(i)},
                          {"name", i == 0 ? "Red" : "Blue"},
                          {"label", i == 0 ? "R" : "B"},
                          {"owner", s.players[i]},
                          {"x", s.pieces[i].x},
                          {"y", s.pieces[i].y}});
    Json visited = Json::array();
    for (const Cell c : s.visited)
        visited.push_back(cellName(c));
    const auto asked = prompt(state).seats;
    Json v{{"game", kId},
           {"map", mapRows()},
           {"columns", map().width()},
           {"rows", map().height()},
           {"cells", std::move(cells)},
           {"pieces", std::move(pieces)},
           {"roles", s.roles},
           {"phase", phaseName(s.phase)},
           {"toMove", asked.empty() ? -1 : asked.front()},
           {"points", s.points},
           {"turn", s.turns},
           {"visited", std::move(visited)},
           {"lastRoll", s.lastRoll}};
    if (s.treasure && (isDirector(s, seat) || s.phase == TinyState::Phase::Over))
        v["treasure"] = cellName(*s.treasure);
    return v;
}

Json TinyGridRules::toJson(const GameState& state) const
{
    const auto& s = st(state);
    Json v = viewFor(state, std::nullopt);
    v["treasure"] = s.treasure ? Json(cellName(*s.treasure)) : Json(nullptr);
    v["current"] = s.current;
    v["winner"] = s.winner ? Json(*s.winner) : Json(nullptr);
    return v;
}

std::unique_ptr<GameState> TinyGridRules::determinize(const GameState& state, Seat seat, Rng& rng) const
{
    auto out = state.clone();
    auto& s = st(*out);
    // Only the treasure is hidden, and only from players while the game goes on: any open square
    // no piece has stopped on agrees with what they know.
    if (s.treasure && !isDirector(s, seat) && s.phase != TinyState::Phase::Over) {
        auto open = openSquares(s);
        s.treasure = open[rng.below(static_cast<std::uint64_t>(open.size()))];
    }
    return out;
}

std::vector<std::string> TinyGridRules::hiddenFrom(const GameState& state, std::optional<Seat> seat) const
{
    const auto& s = st(state);
    if (s.treasure && !isDirector(s, seat) && s.phase != TinyState::Phase::Over)
        return {"treasure@" + cellName(*s.treasure)};
    return {};
}

std::vector<std::string> TinyGridRules::invariantViolations(const GameState& state, const std::vector<Event>&) const
{
    const auto& s = st(state);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (!map().contains(s.pieces[i]) || map().isWall(s.pieces[i]))
            out.push_back("piece " + pieceId(int(i)) + " is off the map or on a wall at " + cellName(s.pieces[i]));
    if (s.pieces.size() == 2 && s.pieces[0] == s.pieces[1])
        out.push_back("both pieces share the square " + cellName(s.pieces[0]));
    if (s.phase != TinyState::Phase::Over && s.treasure && contains(s.visited, *s.treasure))
        out.push_back("a piece stopped on the treasure and the game went on");
    return out;
}

Json TinyGridRules::affordances(const Json& view, Seat seat) const
{
    // From the view only: the map, the pieces, whose move it is and the points rolled.
    try {
        if (!view.is_object() || view.value("game", "") != kId)
            return nullptr;
        std::vector<Cell> pieces;
        int mine = -1;
        for (const auto& p : view.at("pieces")) {
            pieces.push_back(Cell{p.at("x").get<int>(), p.at("y").get<int>()});
            if (p.at("owner").get<int>() == seat)
                mine = static_cast<int>(pieces.size()) - 1;
        }
        if (mine < 0)
            return nullptr; // the Director has no piece
        const Cell from = pieces[mine];
        Json moves = Json::array();
        if (view.at("phase") == "move" && view.at("toMove").get<int>() == seat)
            for (const auto& p : movesFrom(from, view.at("points").get<int>(), pieces)) {
                Json path = Json::array();
                for (const Cell c : p.cells)
                    path.push_back(cellName(c));
                moves.push_back({{"to", cellName(p.cells.back())}, {"cost", p.cost}, {"path", std::move(path)}});
            }
        Json reach = Json::array();
        for (const Cell c : map().burst(from, kDie, true))
            if (!(c == from))
                reach.push_back(cellName(c));
        return Json{{"pieces", {{pieceId(mine), {{"moves", std::move(moves)}, {"reach", std::move(reach)}}}}}};
    } catch (const std::exception&) {
        return nullptr;
    }
}

} // namespace tinygrid
