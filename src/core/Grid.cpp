#include "Grid.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <queue>
#include <stdexcept>
#include <tuple>

namespace tabletop::core {

namespace {
std::string name(Cell c) { return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")"; }

int sign(int v) { return (v > 0) - (v < 0); }

// Walks the squares a segment from the centre of `a` to the centre of `b` passes through, in
// order, `a` excluded. Exact integer arithmetic: the segment crosses the next vertical grid line
// at parameter (ix + 1/2) / nx and the next horizontal one at (iy + 1/2) / ny; when both
// coincide it passes exactly through a grid corner, goes diagonally, and only touches the two
// squares beside that corner (given to `visit` as `sideA`, `sideB`).
// visit(cell, corner, sideA, sideB) returns false to stop.
template <typename Visit> void trace(Cell a, Cell b, Visit visit)
{
    const int nx = std::abs(b.x - a.x), ny = std::abs(b.y - a.y);
    const int sx = sign(b.x - a.x), sy = sign(b.y - a.y);
    int x = a.x, y = a.y;
    for (int ix = 0, iy = 0; ix < nx || iy < ny;) {
        const long long d = (1LL + 2 * ix) * ny - (1LL + 2 * iy) * nx;
        if (d == 0) {
            const Cell sideA{x + sx, y}, sideB{x, y + sy};
            x += sx;
            y += sy;
            ++ix;
            ++iy;
            if (!visit(Cell{x, y}, true, sideA, sideB))
                return;
        } else {
            if (d < 0) {
                x += sx;
                ++ix;
            } else {
                y += sy;
                ++iy;
            }
            if (!visit(Cell{x, y}, false, Cell{}, Cell{}))
                return;
        }
    }
}

Cell delta(Direction d)
{
    switch (d) {
    case Direction::N:
        return {0, -1};
    case Direction::E:
        return {1, 0};
    case Direction::S:
        return {0, 1};
    case Direction::W:
        return {-1, 0};
    case Direction::NE:
        return {1, -1};
    case Direction::SE:
        return {1, 1};
    case Direction::SW:
        return {-1, 1};
    case Direction::NW:
        return {-1, -1};
    }
    return {0, 0};
}
} // namespace

Cell step(Cell from, Direction d, int n)
{
    const Cell v = delta(d);
    return {from.x + v.x * n, from.y + v.y * n};
}

Grid::Grid(int width, int height) : m_width(width), m_height(height)
{
    if (width < 1 || width > 1000 || height < 1 || height > 1000)
        throw std::invalid_argument("grid: a map must be 1 to 1000 squares wide and high, got " +
                                    std::to_string(width) + " x " + std::to_string(height));
    m_cells.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), Terrain{});
}

Grid Grid::fromRows(const std::vector<std::string>& rows)
{
    if (rows.empty() || rows.front().empty())
        throw std::invalid_argument("grid: the map has no rows");
    Grid g(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int y = 0; y < g.m_height; ++y) {
        const std::string& row = rows[static_cast<std::size_t>(y)];
        if (static_cast<int>(row.size()) != g.m_width)
            throw std::invalid_argument("grid: row " + std::to_string(y + 1) + " has " + std::to_string(row.size()) +
                                        " squares, the first row " + std::to_string(g.m_width));
        for (int x = 0; x < g.m_width; ++x) {
            Terrain& t = g.at(Cell{x, y});
            const char c = row[static_cast<std::size_t>(x)];
            switch (c) {
            case '.':
                break;
            case '#':
                t.wall = true;
                break;
            case 'l':
                t.cover = Cover::Partial;
                break;
            case 'h':
                t.cover = Cover::Full;
                break;
            case '~':
                t.waterDepth = 1;
                t.moveCost = 2;
                break;
            case '^':
                t.harmful = 1;
                t.moveCost = 2;
                break;
            case '!':
                t.harmful = 1;
                t.harmfulDamages = true;
                t.harmDamage = 2;
                t.moveCost = 2;
                break;
            case ':':
                t.difficult = 1;
                t.moveCost = 2;
                break;
            default:
                if (c >= '1' && c <= '9') {
                    t.elevation = c - '0';
                    break;
                }
                throw std::invalid_argument("grid: row " + std::to_string(y + 1) + ", column " +
                                            std::to_string(x + 1) + ": unknown square '" + std::string(1, c) +
                                            "' (use . # l h ~ ^ ! : or 1-9)");
            }
        }
    }
    return g;
}

const Terrain& Grid::at(Cell c) const
{
    if (!contains(c))
        throw std::out_of_range("grid: square " + name(c) + " is off the " + std::to_string(m_width) + " x " +
                                std::to_string(m_height) + " map");
    return m_cells[index(c)];
}

Terrain& Grid::at(Cell c) { return const_cast<Terrain&>(static_cast<const Grid&>(*this).at(c)); }

int Grid::distance(Cell a, Cell b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)); }

int Grid::distance(const Footprint& a, const Footprint& b)
{
    auto gap = [](int a0, int aSize, int b0, int bSize) {
        return std::max({0, a0 - (b0 + bSize - 1), b0 - (a0 + aSize - 1)});
    };
    return std::max(gap(a.corner.x, a.size, b.corner.x, b.size), gap(a.corner.y, a.size, b.corner.y, b.size));
}

std::optional<int> Grid::defaultStepCost(Cell from, Cell to) const
{
    if (!contains(from) || !contains(to) || distance(from, to) != 1 || at(to).wall)
        return std::nullopt;
    if (from.x != to.x && from.y != to.y && (isWall(Cell{to.x, from.y}) || isWall(Cell{from.x, to.y})))
        return std::nullopt; // cutting a wall's corner (C6)
    return at(to).moveCost;
}

namespace {
struct Label {
    int cost = -1; // -1: not reached
    int steps = 0;
    int pred = -1;
    int dir = 0; // index into kDirections of the step into this square
    bool settled = false;
};
} // namespace

// Dijkstra on (cost, steps); between labels equal on both, the path whose directions come
// first from the start wins. That is well defined because every predecessor on an optimal
// path has fewer steps, so it is settled (and its own path final) before the square it leads to.
static std::vector<Label> search(const Grid& g, Cell from, int budget, std::optional<Cell> stopAt,
                                 const StepCost& custom)
{
    const int w = g.width();
    std::vector<Label> labels(static_cast<std::size_t>(w) * static_cast<std::size_t>(g.height()));
    if (!g.contains(from))
        return labels;
    auto idx = [w](Cell c) { return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(c.x); };
    auto directions = [&](std::size_t i) {
        std::vector<int> dirs;
        for (; labels[i].pred >= 0; i = static_cast<std::size_t>(labels[i].pred))
            dirs.push_back(labels[i].dir);
        std::reverse(dirs.begin(), dirs.end());
        return dirs;
    };
    using Key = std::tuple<int, int, int, int>; // cost, steps, y, x
    std::priority_queue<Key, std::vector<Key>, std::greater<Key>> open;
    labels[idx(from)] = Label{0, 0, -1, 0, false};
    open.emplace(0, 0, from.y, from.x);
    while (!open.empty()) {
        const auto [cost, steps, y, x] = open.top();
        open.pop();
        const Cell u{x, y};
        const std::size_t ui = idx(u);
        if (labels[ui].settled || labels[ui].cost != cost || labels[ui].steps != steps)
            continue;
        labels[ui].settled = true;
        if (stopAt && *stopAt == u)
            break;
        for (int d = 0; d < 8; ++d) {
            const Cell v = step(u, kDirections[d]);
            if (!g.contains(v))
                continue;
            const std::optional<int> c = custom ? custom(u, v) : g.defaultStepCost(u, v);
            if (!c)
                continue;
            if (*c < 0)
                throw std::logic_error("grid: a step cost must not be negative (" + std::to_string(*c) + ")");
            const int total = cost + *c;
            if (total > budget)
                continue;
            Label& lv = labels[idx(v)];
            if (lv.settled)
                continue;
            const int nextSteps = steps + 1;
            bool better = lv.cost < 0 || std::tie(total, nextSteps) < std::tie(lv.cost, lv.steps);
            if (!better && total == lv.cost && nextSteps == lv.steps) {
                std::vector<int> mine = directions(ui);
                mine.push_back(d);
                better = mine < directions(idx(v));
            }
            if (better) {
                lv = Label{total, steps + 1, static_cast<int>(ui), d, false};
                open.emplace(total, steps + 1, v.y, v.x);
            }
        }
    }
    return labels;
}

static Path pathTo(const std::vector<Label>& labels, int width, std::size_t i)
{
    Path p;
    p.cost = labels[i].cost;
    for (std::size_t j = i;; j = static_cast<std::size_t>(labels[j].pred)) {
        p.cells.push_back(Cell{static_cast<int>(j % static_cast<std::size_t>(width)),
                               static_cast<int>(j / static_cast<std::size_t>(width))});
        if (labels[j].pred < 0)
            break;
    }
    std::reverse(p.cells.begin(), p.cells.end());
    return p;
}

std::optional<Path> Grid::path(Cell from, Cell to, const StepCost& cost) const
{
    if (!contains(from) || !contains(to))
        return std::nullopt;
    const auto labels = search(*this, from, INT32_MAX, to, cost);
    const Label& l = labels[index(to)];
    if (l.cost < 0 || !l.settled)
        return std::nullopt;
    return pathTo(labels, m_width, index(to));
}

std::vector<Path> Grid::reachable(Cell from, int budget, const StepCost& cost) const
{
    std::vector<Path> out;
    if (!contains(from) || budget < 0)
        return out;
    const auto labels = search(*this, from, budget, std::nullopt, cost);
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (labels[i].settled)
            out.push_back(pathTo(labels, m_width, i));
    return out;
}

Sight Grid::sight(Cell from, Cell to) const
{
    Sight s;
    if (!contains(from) || !contains(to))
        throw std::out_of_range("grid: sight from " + name(from) + " to " + name(to) + " leaves the map");
    trace(from, to, [&](Cell c, bool corner, Cell sideA, Cell sideB) {
        if (corner && isWall(sideA) && isWall(sideB)) {
            s.clear = false;
            s.blockedAt = sideA;
            return false;
        }
        s.crossed.push_back(c);
        if (c != to && at(c).wall) {
            s.clear = false;
            s.blockedAt = c;
            return false;
        }
        const Cover cover = at(c).cover;
        if (cover > s.cover && distance(from, c) > 1) {
            s.cover = cover;
            s.coverFrom = c;
        }
        return true;
    });
    if (!s.clear) {
        s.cover = Cover::None;
        s.coverFrom.reset();
    }
    return s;
}

bool Grid::highGround(Cell attacker, Cell target) const
{
    return at(attacker).elevation - at(target).elevation >= 1;
}

std::vector<Cell> Grid::burst(Cell centre, int radius, bool needSight) const
{
    std::vector<Cell> out;
    for (int y = centre.y - radius; y <= centre.y + radius; ++y)
        for (int x = centre.x - radius; x <= centre.x + radius; ++x) {
            const Cell c{x, y};
            if (contains(c) && !at(c).wall && (!needSight || canSee(centre, c)))
                out.push_back(c);
        }
    return out;
}

std::vector<Cell> Grid::cone(Cell origin, Cell aim, int length, int degrees, bool needSight) const
{
    if (aim == origin)
        throw std::invalid_argument("grid: a cone needs a direction (the aim square is its origin " + name(origin) + ")");
    if (degrees < 1 || degrees > 179)
        throw std::invalid_argument("grid: a cone's angle must be 1 to 179 degrees, got " + std::to_string(degrees));
    // Inside when the angle to the aim is at most half the cone: dot > 0 and
    // cross^2 <= tan^2(half) * dot^2. A tiny tolerance keeps exact boundaries (a 90 degree cone
    // along an axis) inside on every platform.
    const double t = std::tan(static_cast<double>(degrees) * 3.14159265358979323846 / 360.0);
    const long long ax = aim.x - origin.x, ay = aim.y - origin.y;
    std::vector<Cell> out;
    for (int y = origin.y - length; y <= origin.y + length; ++y)
        for (int x = origin.x - length; x <= origin.x + length; ++x) {
            const Cell c{x, y};
            if (c == origin || !contains(c) || at(c).wall)
                continue;
            const long long vx = x - origin.x, vy = y - origin.y;
            const long long dot = vx * ax + vy * ay;
            const long long cross = vx * ay - vy * ax;
            if (dot <= 0)
                continue;
            const double lhs = static_cast<double>(cross) * static_cast<double>(cross);
            const double rhs = t * t * static_cast<double>(dot) * static_cast<double>(dot);
            if (lhs > rhs * (1 + 1e-9))
                continue;
            if (needSight && !canSee(origin, c))
                continue;
            out.push_back(c);
        }
    return out;
}

std::vector<Cell> Grid::line(Cell origin, Cell aim, int length, bool throughWalls) const
{
    if (aim == origin)
        throw std::invalid_argument("grid: a line needs a direction (the aim square is its origin " + name(origin) + ")");
    const int span = distance(origin, aim);
    const int k = std::max(1, (length + span - 1) / span);
    const Cell end{origin.x + (aim.x - origin.x) * k, origin.y + (aim.y - origin.y) * k};
    std::vector<Cell> out;
    trace(origin, end, [&](Cell c, bool corner, Cell sideA, Cell sideB) {
        if (distance(origin, c) > length || !contains(c))
            return false;
        if (!throughWalls && (at(c).wall || (corner && isWall(sideA) && isWall(sideB))))
            return false;
        if (!at(c).wall)
            out.push_back(c);
        return true;
    });
    return out;
}

} // namespace tabletop::core
