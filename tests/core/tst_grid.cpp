// Board geometry (core::Grid) against hand-worked expectations: every map is drawn in the row,
// and every distance, path, sight line and area below was worked out on paper from rulings
// C6 (Chebyshev distance, no cutting a wall's corner) and C7 (sight centre to centre, cover),
// not computed with the code's formulas.
//   map legend: . open  # wall  l light cover  h heavy cover  ~ water (cost 2)  1-9 elevation
#include "core/Grid.h"

#include <QtTest>

using tabletop::core::Cell;
using tabletop::core::Cover;
using tabletop::core::Footprint;
using tabletop::core::Grid;
using tabletop::core::Path;
using Rows = std::vector<std::string>;
using Cells = std::vector<Cell>;

Q_DECLARE_METATYPE(Rows)
Q_DECLARE_METATYPE(Cells)
Q_DECLARE_METATYPE(Cell)

namespace {
QString show(const Cells& cells)
{
    QStringList out;
    for (const auto& c : cells)
        out << QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
    return out.join(QLatin1Char(' '));
}
} // namespace

class TestGrid : public QObject {
    Q_OBJECT
private slots:
    void distance_data();
    void distance();
    void distance_betweenBlocks_data();
    void distance_betweenBlocks();
    void fromRows_rejectsBadMaps_data();
    void fromRows_rejectsBadMaps();
    void at_offTheMapThrows();

    void path_data();
    void path();
    void path_customStepCost();
    void reachable_withinBudget_data();
    void reachable_withinBudget();

    void sight_data();
    void sight();
    void highGround_data();
    void highGround();

    void burst_data();
    void burst();
    void cone_data();
    void cone();
    void line_data();
    void line();
};

void TestGrid::distance_data()
{
    QTest::addColumn<Cell>("a");
    QTest::addColumn<Cell>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("C6 same square") << Cell{2, 2} << Cell{2, 2} << 0;
    QTest::newRow("C6 orthogonal neighbour is adjacent") << Cell{2, 2} << Cell{2, 3} << 1;
    QTest::newRow("C6 diagonal neighbour is adjacent") << Cell{1, 1} << Cell{2, 2} << 1;
    QTest::newRow("C6 diagonal step costs 1: (0,0)-(3,1)") << Cell{0, 0} << Cell{3, 1} << 3;
    QTest::newRow("C6 pure diagonal (0,0)-(4,4)") << Cell{0, 0} << Cell{4, 4} << 4;
    QTest::newRow("C6 long side wins (5,1)-(0,3)") << Cell{5, 1} << Cell{0, 3} << 5;
}

void TestGrid::distance()
{
    QFETCH(Cell, a);
    QFETCH(Cell, b);
    QFETCH(int, expected);
    QCOMPARE(Grid::distance(a, b), expected);
    QCOMPARE(Grid::distance(b, a), expected);
    QCOMPARE(Grid::adjacent(a, b), expected == 1);
}

void TestGrid::distance_betweenBlocks_data()
{
    QTest::addColumn<Cell>("aCorner");
    QTest::addColumn<int>("aSize");
    QTest::addColumn<Cell>("bCorner");
    QTest::addColumn<int>("bSize");
    QTest::addColumn<int>("expected");
    // A 2x2 Eva at (0,0) covers x 0-1, y 0-1.
    QTest::newRow("C6 block to square: nearest square (1,1) to (4,1)") << Cell{0, 0} << 2 << Cell{4, 1} << 1 << 3;
    QTest::newRow("C6 block to block: (1,1) to (3,3)") << Cell{0, 0} << 2 << Cell{3, 3} << 3 << 2;
    QTest::newRow("C6 touching blocks are adjacent") << Cell{0, 0} << 2 << Cell{2, 1} << 2 << 1;
    QTest::newRow("C6 overlapping blocks") << Cell{0, 0} << 3 << Cell{2, 2} << 2 << 0;
    QTest::newRow("C6 block above and left") << Cell{5, 5} << 2 << Cell{0, 0} << 1 << 5;
}

void TestGrid::distance_betweenBlocks()
{
    QFETCH(Cell, aCorner);
    QFETCH(int, aSize);
    QFETCH(Cell, bCorner);
    QFETCH(int, bSize);
    QFETCH(int, expected);
    QCOMPARE(Grid::distance(Footprint{aCorner, aSize}, Footprint{bCorner, bSize}), expected);
    QCOMPARE(Grid::distance(Footprint{bCorner, bSize}, Footprint{aCorner, aSize}), expected);
}

void TestGrid::fromRows_rejectsBadMaps_data()
{
    QTest::addColumn<Rows>("rows");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown square") << Rows{"...", ".x."} << "row 2, column 2: unknown square 'x'";
    QTest::newRow("ragged row") << Rows{"...", ".."} << "row 2 has 2 squares";
    QTest::newRow("no rows") << Rows{} << "no rows";
}

void TestGrid::fromRows_rejectsBadMaps()
{
    QFETCH(Rows, rows);
    QFETCH(QString, says);
    try {
        (void)Grid::fromRows(rows);
        QFAIL("no error");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
    }
}

void TestGrid::at_offTheMapThrows()
{
    const Grid g(3, 2);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.at(Cell{3, 0}));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.at(Cell{0, -1}));
    QVERIFY(!g.at(Cell{2, 1}).wall);
}

void TestGrid::path_data()
{
    QTest::addColumn<Rows>("map");
    QTest::addColumn<Cell>("from");
    QTest::addColumn<Cell>("to");
    QTest::addColumn<int>("cost");
    QTest::addColumn<Cells>("cells"); // empty: unreachable
    const Rows open5{".....", ".....", ".....", ".....", "....."};
    // 3 steps; at each step the first of N E S W NE SE SW NW that stays on a cheapest path.
    QTest::newRow("C6 tie-break: east first, then diagonals")
        << open5 << Cell{0, 0} << Cell{3, 2} << 3 << Cells{{0, 0}, {1, 0}, {2, 1}, {3, 2}};
    QTest::newRow("C6 tie-break: west, then north-west")
        << open5 << Cell{2, 2} << Cell{0, 1} << 2 << Cells{{2, 2}, {1, 2}, {0, 1}};
    QTest::newRow("C6 start is the goal") << open5 << Cell{1, 1} << Cell{1, 1} << 0 << Cells{{1, 1}};
    // The wall at (1,1) blocks the diagonal and both corner-cutting steps (1,0)-(2,1) and
    // (0,1)-(1,2): 4 steps around it, not 3.
    QTest::newRow("C6 no cutting a wall's corner")
        << Rows{"....", ".#..", "....", "...."} << Cell{0, 0} << Cell{2, 2} << 4
        << Cells{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}};
    // Water costs 2: straight through is 7, round the north is 4.
    QTest::newRow("move costs: round the water")
        << Rows{"......", ".~~~..", "......"} << Cell{0, 1} << Cell{4, 1} << 4
        << Cells{{0, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 1}};
    QTest::newRow("move costs: into water at the end")
        << Rows{"...", "..~"} << Cell{0, 0} << Cell{2, 1} << 3 << Cells{{0, 0}, {1, 0}, {2, 1}};
    QTest::newRow("walled in") << Rows{".#.", "##.", "..."} << Cell{0, 0} << Cell{2, 2} << 0 << Cells{};
    QTest::newRow("C6 two walls touching at a corner seal it")
        << Rows{".#", "#."} << Cell{0, 0} << Cell{1, 1} << 0 << Cells{};
    QTest::newRow("into a wall") << Rows{"..#"} << Cell{0, 0} << Cell{2, 0} << 0 << Cells{};
}

void TestGrid::path()
{
    QFETCH(Rows, map);
    QFETCH(Cell, from);
    QFETCH(Cell, to);
    QFETCH(int, cost);
    QFETCH(Cells, cells);
    const Grid g = Grid::fromRows(map);
    const auto p = g.path(from, to);
    if (cells.empty()) {
        QVERIFY2(!p, qPrintable(p ? show(p->cells) : QString()));
        return;
    }
    QVERIFY(p);
    QCOMPARE(show(p->cells), show(cells));
    QCOMPARE(p->cost, cost);
    QCOMPARE(p->steps(), static_cast<int>(cells.size()) - 1);
}

void TestGrid::path_customStepCost()
{
    // An enemy on (1,0) of a corridor: the game forbids entering its square.
    const Grid g = Grid::fromRows({"...", "###"});
    const Cell enemy{1, 0};
    auto cost = [&](Cell from, Cell to) -> std::optional<int> {
        if (to == enemy)
            return std::nullopt;
        return g.defaultStepCost(from, to);
    };
    QVERIFY(g.path(Cell{0, 0}, Cell{2, 0}));
    QVERIFY(!g.path(Cell{0, 0}, Cell{2, 0}, cost));
    // A game rule that makes every step cost 3 (doubly Hindered, say).
    const auto slow = g.path(Cell{0, 0}, Cell{2, 0}, [](Cell, Cell) { return std::optional<int>(3); });
    QVERIFY(slow);
    QCOMPARE(slow->cost, 6);
    // Diagonals cost 2 (a game's alternate rule): to (1,1) both the diagonal and east-then-south
    // cost 2; the fewer steps win before the direction order.
    const Grid open = Grid::fromRows({"...", "...", "..."});
    const auto fewer = open.path(Cell{0, 0}, Cell{1, 1}, [](Cell from, Cell to) {
        return std::optional<int>(from.x != to.x && from.y != to.y ? 2 : 1);
    });
    QVERIFY(fewer);
    QCOMPARE(show(fewer->cells), show(Cells{{0, 0}, {1, 1}}));
    QCOMPARE(fewer->cost, 2);
}

void TestGrid::reachable_withinBudget_data()
{
    QTest::addColumn<int>("budget");
    QTest::addColumn<Cells>("cells"); // row by row
    QTest::addColumn<QList<int>>("costs");
    // Start (1,1) on
    //   .#.
    //   ...
    //   ..~
    // NW and NE cut the wall's corner; the water (2,2) costs 2.
    QTest::newRow("C6 budget 1") << 1 << Cells{{0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}} << QList<int>{1, 0, 1, 1, 1};
    QTest::newRow("C6 budget 2: corners by two steps, water by one")
        << 2 << Cells{{0, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}
        << QList<int>{2, 2, 1, 0, 1, 1, 1, 2};
    QTest::newRow("budget 0: only the start") << 0 << Cells{{1, 1}} << QList<int>{0};
}

void TestGrid::reachable_withinBudget()
{
    QFETCH(int, budget);
    QFETCH(Cells, cells);
    QFETCH(QList<int>, costs);
    const Grid g = Grid::fromRows({".#.", "...", "..~"});
    const auto reach = g.reachable(Cell{1, 1}, budget);
    Cells got;
    QList<int> gotCosts;
    for (const auto& p : reach) {
        got.push_back(p.cells.back());
        gotCosts << p.cost;
        QCOMPARE(p.cells.front(), (Cell{1, 1}));
    }
    QCOMPARE(show(got), show(cells));
    QCOMPARE(gotCosts, costs);
    if (budget == 2) { // the paths themselves, by hand
        QCOMPARE(show(reach[0].cells), show(Cells{{1, 1}, {0, 1}, {0, 0}}));
        QCOMPARE(show(reach[1].cells), show(Cells{{1, 1}, {2, 1}, {2, 0}}));
        QCOMPARE(show(reach[7].cells), show(Cells{{1, 1}, {2, 2}}));
    }
}

void TestGrid::sight_data()
{
    QTest::addColumn<Rows>("map");
    QTest::addColumn<Cell>("from");
    QTest::addColumn<Cell>("to");
    QTest::addColumn<bool>("clear");
    QTest::addColumn<int>("cover"); // Cover as int
    QTest::addColumn<Cell>("at");   // blockedAt or coverFrom; (-1,-1) when neither
    const Rows wall{".......", "...#...", "......."};
    QTest::newRow("C7 straight into a wall") << wall << Cell{0, 1} << Cell{6, 1} << false << 0 << Cell{3, 1};
    QTest::newRow("C7 clear along the row above") << wall << Cell{0, 0} << Cell{6, 0} << true << 0 << Cell{-1, -1};
    // From (0.5,1.5) to (6.5,2.5) the line is in row 1 until x = 3.5: it crosses (3,1).
    QTest::newRow("C7 shallow line clips the wall") << wall << Cell{0, 1} << Cell{6, 2} << false << 0 << Cell{3, 1};
    // From (0.5,0.5) to (6.5,2.5): row 1 from x = 2 to x = 5, so through (3,1).
    QTest::newRow("C7 steeper line through the wall") << wall << Cell{0, 0} << Cell{6, 2} << false << 0 << Cell{3, 1};
    QTest::newRow("C7 squeezing between two walls' corners")
        << Rows{".#.", "#..", "..."} << Cell{0, 0} << Cell{2, 2} << false << 0 << Cell{1, 0};
    QTest::newRow("C7 one wall's corner does not block")
        << Rows{".#.", "...", "..."} << Cell{0, 0} << Cell{2, 2} << true << 0 << Cell{-1, -1};
    const Rows cover{".......", "..l...h", "......."};
    QTest::newRow("C7 light cover crossed: Partial") << cover << Cell{0, 1} << Cell{5, 1} << true << 1 << Cell{2, 1};
    QTest::newRow("C7 attacker adjacent to the cover: none")
        << cover << Cell{1, 1} << Cell{5, 1} << true << 0 << Cell{-1, -1};
    QTest::newRow("C7 target in heavy cover: Full, the best counts")
        << cover << Cell{0, 1} << Cell{6, 1} << true << 2 << Cell{6, 1};
    QTest::newRow("C7 attacker adjacent to the target's heavy cover")
        << cover << Cell{5, 1} << Cell{6, 1} << true << 0 << Cell{-1, -1};
    QTest::newRow("C7 the attacker's own cover does not shield the target")
        << cover << Cell{2, 1} << Cell{5, 1} << true << 0 << Cell{-1, -1};
    QTest::newRow("C7 line passes beside the cover") << cover << Cell{0, 0} << Cell{6, 0} << true << 0 << Cell{-1, -1};
    QTest::newRow("C7 diagonal through light cover two away")
        << Rows{"....", "....", "..l.", "...."} << Cell{0, 0} << Cell{3, 3} << true << 1 << Cell{2, 2};
    QTest::newRow("C7 diagonal through adjacent light cover")
        << Rows{"...", ".l.", "..."} << Cell{0, 0} << Cell{2, 2} << true << 0 << Cell{-1, -1};
}

void TestGrid::sight()
{
    QFETCH(Rows, map);
    QFETCH(Cell, from);
    QFETCH(Cell, to);
    QFETCH(bool, clear);
    QFETCH(int, cover);
    QFETCH(Cell, at);
    const Grid g = Grid::fromRows(map);
    const auto s = g.sight(from, to);
    QCOMPARE(s.clear, clear);
    QCOMPARE(int(s.cover), cover);
    const std::optional<Cell> where = clear ? s.coverFrom : s.blockedAt;
    QCOMPARE(where.value_or(Cell{-1, -1}), at);
    QCOMPARE(g.canSee(from, to), clear);
}

void TestGrid::highGround_data()
{
    QTest::addColumn<Cell>("attacker");
    QTest::addColumn<Cell>("target");
    QTest::addColumn<bool>("expected");
    // map "1.2": elevations 1, 0, 2
    QTest::newRow("C7 one higher") << Cell{0, 0} << Cell{1, 0} << true;
    QTest::newRow("C7 lower") << Cell{1, 0} << Cell{0, 0} << false;
    QTest::newRow("C7 two higher") << Cell{2, 0} << Cell{1, 0} << true;
    QTest::newRow("C7 same level") << Cell{1, 0} << Cell{1, 0} << false;
}

void TestGrid::highGround()
{
    QFETCH(Cell, attacker);
    QFETCH(Cell, target);
    QFETCH(bool, expected);
    QCOMPARE(Grid::fromRows({"1.2"}).highGround(attacker, target), expected);
}

void TestGrid::burst_data()
{
    QTest::addColumn<Rows>("map");
    QTest::addColumn<int>("radius");
    QTest::addColumn<bool>("needSight");
    QTest::addColumn<Cells>("cells");
    const Rows wall{".....", "..#..", ".....", ".....", "....."};
    // Centre (2,2), radius 2: the wall (2,1) hides (1,0), (2,0) and (3,0); (0,0) and (4,0) are
    // seen past the wall's corner.
    QTest::newRow("burst stops at walls")
        << wall << 2 << true
        << Cells{{0, 0}, {4, 0}, {0, 1}, {1, 1}, {3, 1}, {4, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 2},
                 {0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}};
    QTest::newRow("burst through walls skips only the wall")
        << wall << 1 << false << Cells{{1, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}, {1, 3}, {2, 3}, {3, 3}};
    QTest::newRow("radius 0 is the centre") << wall << 0 << true << Cells{{2, 2}};
}

void TestGrid::burst()
{
    QFETCH(Rows, map);
    QFETCH(int, radius);
    QFETCH(bool, needSight);
    QFETCH(Cells, cells);
    QCOMPARE(show(Grid::fromRows(map).burst(Cell{2, 2}, radius, needSight)), show(cells));
}

void TestGrid::cone_data()
{
    QTest::addColumn<Rows>("map");
    QTest::addColumn<Cell>("origin");
    QTest::addColumn<Cell>("aim");
    QTest::addColumn<int>("length");
    QTest::addColumn<Cells>("cells");
    const Rows open{".....", ".....", ".....", ".....", "....."};
    // Overwatch's 45 degree cone: 22.5 degrees each side, tan = 0.414. East from (0,2):
    // dx 1 and 2 only the row itself (1/1, 1/2 too wide); dx 3 and 4 one row either side.
    QTest::newRow("45 degree cone east")
        << open << Cell{0, 2} << Cell{1, 2} << 4
        << Cells{{3, 1}, {4, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {3, 3}, {4, 3}};
    // South-east from (0,0): (2,1) is 18.4 degrees off the diagonal, (1,0) 45.
    QTest::newRow("45 degree cone along the diagonal")
        << open << Cell{0, 0} << Cell{1, 1} << 2 << Cells{{1, 1}, {2, 1}, {1, 2}, {2, 2}};
    // The wall (2,2) hides the row behind it; the line to (3,1) passes exactly through the
    // wall's corner (2,2)-(2,1) and sees; the line to (4,1) meets y = 2 at x = 2.5, inside the wall.
    QTest::newRow("cone shadowed by a wall")
        << Rows{".....", ".....", "..#..", ".....", "....."} << Cell{0, 2} << Cell{1, 2} << 4
        << Cells{{3, 1}, {1, 2}, {3, 3}};
}

void TestGrid::cone()
{
    QFETCH(Rows, map);
    QFETCH(Cell, origin);
    QFETCH(Cell, aim);
    QFETCH(int, length);
    QFETCH(Cells, cells);
    QCOMPARE(show(Grid::fromRows(map).cone(origin, aim, length)), show(cells));
}

void TestGrid::line_data()
{
    QTest::addColumn<Rows>("map");
    QTest::addColumn<Cell>("aim");
    QTest::addColumn<int>("length");
    QTest::addColumn<Cells>("cells");
    const Rows open{"......", "......", "......", "......"};
    // From (0.5,0.5) towards (2.5,1.5), extended to 4 squares: y = 0.5 + (x - 0.5) / 2 meets
    // y = 1 at x = 1.5 and y = 2 at x = 3.5.
    QTest::newRow("line extended past the aim")
        << open << Cell{2, 1} << 4 << Cells{{1, 0}, {1, 1}, {2, 1}, {3, 1}, {3, 2}, {4, 2}};
    QTest::newRow("line stops before a wall")
        << Rows{"......", "...#..", "......", "......"} << Cell{2, 1} << 4 << Cells{{1, 0}, {1, 1}, {2, 1}};
    QTest::newRow("diagonal line through corners") << open << Cell{1, 1} << 3 << Cells{{1, 1}, {2, 2}, {3, 3}};
    QTest::newRow("line shorter than the aim") << open << Cell{5, 0} << 2 << Cells{{1, 0}, {2, 0}};
}

void TestGrid::line()
{
    QFETCH(Rows, map);
    QFETCH(Cell, aim);
    QFETCH(int, length);
    QFETCH(Cells, cells);
    QCOMPARE(show(Grid::fromRows(map).line(Cell{0, 0}, aim, length)), show(cells));
}

QTEST_APPLESS_MAIN(TestGrid)
#include "tst_grid.moc"
