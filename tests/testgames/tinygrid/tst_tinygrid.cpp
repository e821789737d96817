// The throwaway test game: registered at run time, it passes the conformance suite at every seat
// count, and its affordances come from the seat's view alone (they equal the legal moves, keep
// their values under determinize, and tell the Director's hidden square to no player).
#include "Conformance.h"
#include "TinyGridRules.h"
#include "core/Match.h"
#include "games/Registry.h"

#include <QtTest>
#include <set>

using namespace tabletop;
using tinygrid::TinyGridRules;

namespace {
core::MatchConfig config(int seats, std::uint64_t seed)
{
    core::MatchConfig c;
    c.game = tinygrid::kId;
    c.seats = seats;
    c.seed = seed;
    for (int i = 0; i < seats; ++i)
        c.seatNames.push_back("S" + std::to_string(i));
    return c;
}

std::set<std::string> afforded(const core::Json& aff, const std::string& piece)
{
    std::set<std::string> out;
    if (aff.is_object())
        for (const auto& m : aff["pieces"][piece]["moves"])
            out.insert(m["to"].get<std::string>());
    return out;
}

std::set<std::string> legalTargets(const core::Match& m, core::Seat seat)
{
    std::set<std::string> out;
    for (const auto& a : m.legalActions(seat))
        if (a.type == "move")
            out.insert(a.args["to"].get<std::string>());
    return out;
}
} // namespace

class TestTinyGrid : public QObject {
    Q_OBJECT
private slots:
    void registeredAtRunTime();
    void conformance_data();
    void conformance();
    void affordancesMatchTheLegalMovesAndComeFromTheView();
    void directorHidesTheTreasureFromPlayers();
    void directorBringsTheTreasureAsSetup();
};

void TestTinyGrid::registeredAtRunTime()
{
    const games::GameEntry* entry = games::findGame(tinygrid::kId);
    QVERIFY(entry);
    QVERIFY(entry->rules);
    QVERIFY(entry->info.playable);
    QCOMPARE(games::allGames().back().info.id, std::string(tinygrid::kId));
}

void TestTinyGrid::conformance_data()
{
    QTest::addColumn<int>("seats");
    QTest::newRow("two players") << 2;
    QTest::newRow("two players and a Director") << 3;
}

void TestTinyGrid::conformance()
{
    QFETCH(int, seats);
    conformance::Options o;
    o.seats = seats;
    o.games = 6;
    const auto report = conformance::run(*games::findRules(tinygrid::kId), o);
    QString failures;
    for (const auto& f : report.failures)
        failures += QString::fromStdString(f) + '\n';
    QVERIFY2(report.failures.empty(), qPrintable(failures));
    QCOMPARE(report.games, o.games);
    QVERIFY(report.actions > 0);
    QVERIFY(report.mutationsRefused > 0);
    QVERIFY(report.determinized > 0);
    QVERIFY(report.redealtDiffered > 0); // the treasure really moves under determinize
}

void TestTinyGrid::affordancesMatchTheLegalMovesAndComeFromTheView()
{
    const auto& rules = *games::findRules(tinygrid::kId);
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        core::Match m(rules, config(3, seed));
        core::Rng pick(seed * 7919);
        for (int step = 0; step < 200 && !m.outcome(); ++step) {
            const core::Seat seat = m.prompt().seats.front();
            for (core::Seat s = 0; s < 3; ++s) {
                const core::Json aff = rules.affordances(m.view(s), s);
                const bool director = m.view(s)["roles"][s] == "director";
                if (director) {
                    QVERIFY(aff.is_null());
                    continue;
                }
                const std::string piece = "p" + std::to_string(s);
                QVERIFY2(aff.is_object(), aff.dump().c_str());
                // Exactly the legal moves (empty when it is not this seat's move).
                QCOMPARE(afforded(aff, piece), legalTargets(m, s));
                for (const auto& mv : aff["pieces"][piece]["moves"]) {
                    const auto& path = mv["path"];
                    QVERIFY(path.size() >= 2);
                    QCOMPARE(path.back(), mv["to"]);
                    QCOMPARE(mv["cost"].get<int>(), int(path.size()) - 1); // open ground: 1 per step
                    QVERIFY(mv["cost"].get<int>() <= m.view(s)["points"].get<int>());
                }
                QVERIFY(!aff["pieces"][piece]["reach"].empty());
                // From the view only: a state re-dealt for this seat (the treasure elsewhere)
                // gives the same affordances.
                core::Rng r(seed + step);
                auto other = rules.determinize(m.state(), s, r);
                QCOMPARE(rules.affordances(rules.viewFor(*other, s), s), aff);
                ++checked;
            }
            const auto legal = m.legalActions(seat);
            QVERIFY(m.submit(legal[pick.below(legal.size())]).accepted);
        }
    }
    QVERIFY(checked > 100);
}

void TestTinyGrid::directorHidesTheTreasureFromPlayers()
{
    const auto& rules = *games::findRules(tinygrid::kId);
    core::Match m(rules, config(3, 5));
    QCOMPARE(m.prompt().kind, std::string("hide"));
    QCOMPARE(m.prompt().seats, std::vector<core::Seat>{2}); // the default roles: players first
    const auto r = m.submit(core::Action{2, "hide", {{"cell", "2,2"}}});
    QVERIFY(r.accepted);
    QCOMPARE(m.view(2)["treasure"], core::Json("2,2"));
    QVERIFY(!m.view(0).contains("treasure"));
    QVERIFY(!m.view(std::nullopt).contains("treasure"));
    QVERIFY(r.events.front().forSeat(0)->dump().find("2,2") == std::string::npos);
    // A player cannot act for the Director, nor move before rolling; the refusal names the rule.
    const auto refused = m.submit(core::Action{0, "move", {{"piece", "p0"}, {"to", "1,0"}}});
    QVERIFY(!refused.accepted);
    QCOMPARE(refused.refusal.rule, std::string("T2"));
    // The roll is the standard roll event.
    const auto rolled = m.submit(core::Action{0, "roll", core::Json::object()});
    QVERIFY(rolled.accepted);
    QCOMPARE(rolled.events.front().type, std::string("roll"));
    QCOMPARE(rolled.events.front().data["kind"], core::Json("dice"));
    QCOMPARE(rolled.events.front().data["total"], m.view(0)["points"]);
}

void TestTinyGrid::directorBringsTheTreasureAsSetup()
{
    // The Director's setup names the treasure's square: no hiding at the table, and only the
    // Director sees it.
    const auto& rules = *games::findRules(tinygrid::kId);
    core::MatchConfig c = config(3, 5);
    c.setup = core::Json::array({nullptr, nullptr, {{"treasure", "2,2"}}});
    core::Match m(rules, c);
    QCOMPARE(m.prompt().kind, std::string("roll"));
    QCOMPARE(m.view(2)["treasure"], core::Json("2,2"));
    QVERIFY(!m.view(0).contains("treasure"));
    QVERIFY(!m.view(std::nullopt).contains("treasure"));
    // A square the game cannot use is refused with the reason; a player brings nothing.
    const auto refused = [&](core::Json setup) -> std::string {
        core::MatchConfig bad = config(3, 5);
        bad.setup = std::move(setup);
        try {
            core::Match x(rules, bad);
        } catch (const std::invalid_argument& e) {
            return e.what();
        }
        return "accepted";
    };
    QCOMPARE(refused(core::Json::array({nullptr, nullptr, {{"treasure", "1,1"}}})),
             std::string("tinygrid: the Director's treasure (seat 3) \"1,1\" must be an open square without a piece"));
    QCOMPARE(refused(core::Json::array({nullptr, nullptr, {{"treasure", "9,9"}}})),
             std::string("tinygrid: the Director's treasure (seat 3) \"9,9\" is not a square \"x,y\" of the 5x5 map"));
    QCOMPARE(refused(core::Json::array({nullptr, nullptr, {{"treasure", 5}}})),
             std::string("tinygrid: the Director's treasure (seat 3) must be a square \"x,y\""));
    QVERIFY2(refused(core::Json::array({{{"treasure", "2,2"}}, nullptr, nullptr})).find("treasure") != std::string::npos,
             refused(core::Json::array({{{"treasure", "2,2"}}, nullptr, nullptr})).c_str());
}

QTEST_GUILESS_MAIN(TestTinyGrid)
#include "tst_tinygrid.moc"
