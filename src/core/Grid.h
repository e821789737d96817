#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::core {

// A square of the map. x grows to the right (east), y downwards (south), as the map is drawn.
struct Cell {
    int x = 0;
    int y = 0;
    bool operator==(const Cell&) const = default;
    auto operator<=>(const Cell&) const = default;
};

enum class Cover { None, Partial, Full }; // light cover gives Partial, heavy cover Full (C7)

// What one square holds. A plain struct the game fills from its encounter data; the grid only
// reads `wall` (movement, sight, corners), `cover` (C7), `elevation` (high ground) and
// `moveCost`. The rest is carried for the game's own rules (Hindered, tests to move, damage).
struct Terrain {
    bool wall = false;          // a wall or blocking square: no one enters it, sight stops at it
    Cover cover = Cover::None;  // light (Partial) or heavy (Full) cover
    int elevation = 0;          // in squares (metres or Eva metres, C6)
    int waterDepth = 0;         // metres; 1 or more means swimming
    int harmful = -1;           // Harmful Terrain Number 0-3; -1 = not harmful
    bool harmfulDamages = false; // damaging (true) or uneven/slippery (false) harmful terrain
    int harmDamage = 0;         // damaging harmful terrain: the damage a failed test adds its DoF to
    int difficult = 0;          // Difficult Terrain value: Disadvantages to actions taken in it
    int moveCost = 1;           // what entering the square costs by default (2 = Hindered)
};

// The 8 steps, in the order that breaks ties between equally cheap paths (see Grid::path).
enum class Direction { N, E, S, W, NE, SE, SW, NW };
inline constexpr Direction kDirections[] = {Direction::N,  Direction::E,  Direction::S,  Direction::W,
                                            Direction::NE, Direction::SE, Direction::SW, Direction::NW};
Cell step(Cell from, Direction d, int n = 1);

// A square block occupied by a large combatant (C6): `corner` is its north-west square.
struct Footprint {
    Cell corner;
    int size = 1;
};

// A route: every square from the start to the end (both included), its total cost and steps.
struct Path {
    std::vector<Cell> cells;
    int cost = 0;
    int steps() const { return cells.empty() ? 0 : static_cast<int>(cells.size()) - 1; }
};

// What a line of sight from one square's centre to another's finds (C7).
struct Sight {
    bool clear = true;
    std::optional<Cell> blockedAt;   // the first wall it crosses (or the first of two it squeezes between)
    Cover cover = Cover::None;       // the best cover the target has against this attacker
    std::optional<Cell> coverFrom;   // the square giving that cover
    std::vector<Cell> crossed;       // squares whose inside the line passes through, start excluded
};

// The cost of one step between neighbouring squares, or nullopt when that step is not allowed.
// Games pass their own (occupied squares, climbing, Hindered causes); without one, Grid uses
// defaultStepCost.
using StepCost = std::function<std::optional<int>(Cell from, Cell to)>;

class Grid {
public:
    Grid() = default;
    // Throws std::invalid_argument when a side is not 1..1000.
    Grid(int width, int height);
    // Rows of characters, one per line of the map, for tests and simple encounter files:
    //   '.' open, '#' wall, 'l' light cover, 'h' heavy cover, '~' water 1 deep (cost 2),
    //   '^' uneven harmful terrain 1 (cost 2), '!' damaging harmful terrain 1 with damage 2 (cost 2),
    //   ':' difficult ground 1 (cost 2), '1'..'9' open ground at that elevation.
    // Throws std::invalid_argument naming the row and column of an unknown character or a ragged row.
    static Grid fromRows(const std::vector<std::string>& rows);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < m_height; }
    // Throws std::out_of_range naming the square when it is off the map.
    const Terrain& at(Cell c) const;
    Terrain& at(Cell c);
    bool isWall(Cell c) const { return contains(c) && at(c).wall; }

    // C6: fewest steps between two squares on an empty map (Chebyshev distance). Ranges,
    // "within N metres" and "adjacent" (distance 1) use it.
    static int distance(Cell a, Cell b);
    // Between two blocks: from the nearest square of one to the nearest of the other.
    static int distance(const Footprint& a, const Footprint& b);
    static bool adjacent(Cell a, Cell b) { return distance(a, b) == 1; }

    // The default step rule (C6): a step goes to one of the 8 neighbours on the map, never into
    // a wall, and a diagonal step may not cut the corner of a wall; it costs the entered
    // square's moveCost.
    std::optional<int> defaultStepCost(Cell from, Cell to) const;

    // The cheapest path, or nullopt when `to` cannot be reached. Ties are broken so that paths
    // are reproducible and can be worked out by hand: the fewest steps among the cheapest, then
    // the one whose first step comes first in kDirections (N, E, S, W, NE, SE, SW, NW), then
    // the second step, and so on.
    std::optional<Path> path(Cell from, Cell to, const StepCost& cost = {}) const;
    // Every square reachable from `from` with a total cost of at most `budget`, with its
    // cheapest path (same tie-breaking as path()), ordered by row then column. `from` itself is
    // included with cost 0.
    std::vector<Path> reachable(Cell from, int budget, const StepCost& cost = {}) const;

    // C7: sight from the centre of `from` to the centre of `to`. Blocked when it passes through
    // the inside of a wall square, or squeezes through the point where two walls touch
    // diagonally (one wall's corner alone does not block). Cover: a light or heavy cover square
    // the line passes through (the attacker's own square excluded) or the target's square gives
    // Partial or Full cover, unless the attacker is adjacent to that square; the best one counts.
    Sight sight(Cell from, Cell to) const;
    bool canSee(Cell from, Cell to) const { return sight(from, to).clear; }
    // C7: High Ground is a difference of elevation of at least 1.
    bool highGround(Cell attacker, Cell target) const;

    // Area shapes, each ordered by row then column, walls never included. With `needSight`,
    // only squares the origin can see (a blast does not go through walls).
    // Every square within `radius` of `centre` (C6 distance), the centre included.
    std::vector<Cell> burst(Cell centre, int radius, bool needSight = true) const;
    // Squares within `length` of `origin` whose centres lie within `degrees` (the whole angle,
    // e.g. Overwatch's 45) around the direction from origin towards `aim`; origin excluded.
    std::vector<Cell> cone(Cell origin, Cell aim, int length, int degrees = 45, bool needSight = true) const;
    // The squares a line from origin's centre towards aim's centre passes through, up to
    // `length` away, in order from the origin (origin excluded), stopping before the first wall
    // unless `throughWalls`.
    std::vector<Cell> line(Cell origin, Cell aim, int length, bool throughWalls = false) const;

private:
    std::size_t index(Cell c) const { return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) +
                                             static_cast<std::size_t>(c.x); }
    int m_width = 0;
    int m_height = 0;
    std::vector<Terrain> m_cells;
};

} // namespace tabletop::core
