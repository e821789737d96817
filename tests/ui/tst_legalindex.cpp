// The controller's legal index: subjects and destinations from the declared roles, actions
// without a subject, exact-match lookups, and a rebuild after every move.
#include "../core/FakeGame.h"
#include "GameController.h"
#include "LegalIndex.h"
#include "session/JsonBridge.h"

#include <QtTest>

using tabletop::core::ArgKind;
using tabletop::core::ArgSpec;
using tabletop::core::Json;
using tabletop::ui::GameController;
using tabletop::ui::LegalIndex;

namespace {
std::vector<tabletop::core::ActionSpec> specs()
{
    ArgSpec card{"card", ArgKind::String, true, "moved"};
    ArgSpec element{"element", ArgKind::String, false, "destination"};
    ArgSpec mark{"mark", ArgKind::Integer, false};
    ArgSpec slot{"slot", ArgKind::Integer, true, "moved"};
    ArgSpec cells{"cells", ArgKind::StringList, true, "destination"};
    ArgSpec evas{"evas", ArgKind::StringList, true};
    return {{"acquire", {card, element}}, {"line", {card, mark}},        {"move", {slot, cells}},
            {"assign", {evas}},           {"pass", {}},                  {"endTurn", {}}};
}

Json legal()
{
    return Json::array({
        {{"seat", 0}, {"type", "acquire"}, {"args", {{"card", "g1"}, {"element", "red"}}}},
        {{"seat", 0}, {"type", "acquire"}, {"args", {{"card", "g1"}, {"element", "blue"}}}},
        {{"seat", 0}, {"type", "acquire"}, {"args", {{"card", "g2"}}}},
        {{"seat", 0}, {"type", "line"}, {"args", {{"card", "g2"}, {"mark", 1}}}},
        {{"seat", 0}, {"type", "move"}, {"args", {{"slot", 3}, {"cells", {"b2", "b3"}}}}},
        {{"seat", 0}, {"type", "assign"}, {"args", {{"evas", {"e1", "e2"}}}}},
        {{"seat", 0}, {"type", "pass"}, {"args", Json::object()}},
        {{"seat", 0}, {"type", "endTurn"}, {"args", Json::object()}},
    });
}

QVariantMap action(const QString& type, const QVariantMap& args)
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("args"), args}};
}

QStringList typesOf(const QVariantList& actions)
{
    QStringList out;
    for (const auto& a : actions)
        out << a.toMap().value(QStringLiteral("type")).toString();
    return out;
}
} // namespace

class TestLegalIndex : public QObject {
    Q_OBJECT
private slots:
    void subjectsAndDestinations()
    {
        LegalIndex index;
        index.rebuild(specs(), legal());
        QCOMPARE(index.count(), 8);
        QCOMPARE(index.actionsOf("g1").size(), 2);
        QCOMPARE(typesOf(index.actionsOf("g2")), (QStringList{"acquire", "line"}));
        QCOMPARE(index.targets("g1"), (QStringList{"red", "blue"}));
        QVERIFY(index.targets("g2").isEmpty());
        QVERIFY(index.canGo("g1", "red"));
        QVERIFY(!index.canGo("g1", "green"));
        QVERIFY(!index.canGo("g2", "red"));
        QCOMPARE(index.actionTo("g1", "blue").toMap().value("args").toMap().value("element").toString(), "blue");
        QVERIFY(index.actionTo("g1", "green").isNull());
        // "" stands for no destination: g2 may be acquired without an element, g1 may not.
        QCOMPARE(typesOf(index.actionsTo("g2", "")), (QStringList{"acquire", "line"}));
        QVERIFY(index.actionsTo("g1", "").isEmpty());
        QVERIFY(index.hasActions("g1"));
        QVERIFY(!index.hasActions("g9"));
        QVERIFY(index.actionsOf("red").isEmpty()); // a destination is not a subject
    }
    void numbersAndListsNameEachItem()
    {
        LegalIndex index;
        index.rebuild(specs(), legal());
        QCOMPARE(index.targets("3"), (QStringList{"b2", "b3"}));
        QVERIFY(index.canGo("3", "b3"));
        QCOMPARE(index.subjectList().size(), 3); // g1, g2, slot 3: the Evas have no role
    }
    void actionsWithoutSubject()
    {
        LegalIndex index;
        index.rebuild(specs(), legal());
        QCOMPARE(typesOf(index.unsubjected()), (QStringList{"assign", "pass", "endTurn"}));
        QCOMPARE(typesOf(index.ofType(QStringList{"endTurn", "pass"})), (QStringList{"pass", "endTurn"}));
        QCOMPARE(index.ofType(QStringLiteral("assign")).size(), 1);
    }
    void isLegalComparesTypeAndArguments()
    {
        LegalIndex index;
        index.rebuild(specs(), legal());
        QVERIFY(index.isLegal(action("acquire", {{"card", "g1"}, {"element", "red"}})));
        QVERIFY(index.isLegal(action("pass", {})));
        QVERIFY(index.isLegal(QVariantMap{{"type", "endTurn"}})); // no args = empty args
        // QML numbers arrive as doubles.
        QVERIFY(index.isLegal(action("line", {{"card", "g2"}, {"mark", 1.0}})));
        QVERIFY(!index.isLegal(action("line", {{"card", "g2"}, {"mark", 0}})));
        QVERIFY(!index.isLegal(action("acquire", {{"card", "g1"}})));
        QVERIFY(!index.isLegal(action("acquire", {{"card", "g1"}, {"element", "red"}, {"extra", 1}})));
        QVERIFY(!index.isLegal(action("draw", {})));
        QVERIFY(!index.isLegal(QVariant()));
        QVERIFY(!index.isLegal(QStringLiteral("pass")));
    }
    void fakeGameRebuildsAfterAMove()
    {
        fake::DrawAndPass rules;
        tabletop::core::MatchConfig config;
        config.game = "drawpass";
        config.seatNames = {"Ann", "Bea"};
        tabletop::core::Rng rng(7);
        auto state = rules.setup(config, rng);
        const auto legalOf = [&](int seat) {
            Json out = Json::array();
            for (const auto& a : rules.legalActions(*state, seat))
                out.push_back(a.toJson());
            return out;
        };
        LegalIndex index;
        QSignalSpy changed(&index, &LegalIndex::changed);
        index.rebuild(rules.actionSpecs(), legalOf(0));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(typesOf(index.unsubjected()), (QStringList{"pass", "draw"}));
        QVERIFY(index.subjectList().isEmpty()); // nothing in hand yet
        QVERIFY(rules.apply(*state, tabletop::core::Action{0, "draw", Json::object()}, rng).accepted);
        QVERIFY(rules.apply(*state, tabletop::core::Action{1, "draw", Json::object()}, rng).accepted);
        index.rebuild(rules.actionSpecs(), legalOf(0));
        QCOMPARE(changed.size(), 2);
        const int before = index.revision();
        const QStringList hand = index.subjectList();
        QVERIFY(!hand.isEmpty());
        const QString played = hand.front();
        const QVariantList plays = index.actionsOf(played);
        QCOMPARE(plays.size(), 1);
        const auto r = rules.apply(*state, tabletop::core::Action::fromJson(tabletop::session::fromVariant(plays.front())), rng);
        QVERIFY(r.accepted);
        index.rebuild(rules.actionSpecs(), legalOf(1)); // the other seat's turn
        QVERIFY(index.revision() > before);
        QCOMPARE(changed.size(), 3);
        QVERIFY(!index.hasActions(played));
        QVERIFY(!index.isLegal(plays.front()));
        index.rebuild(rules.actionSpecs(), legalOf(0)); // not seat 0's turn: nothing
        QCOMPARE(index.count(), 0);
        QVERIFY(index.unsubjected().isEmpty());
        QVERIFY(index.subjectList().isEmpty());
    }
    // The real controller keeps the index in step with legalActions on every refresh.
    void controllerIndexFollowsEveryMove()
    {
        GameController game;
        game.setHotSeatCurtain(false);
        QVERIFY2(game.newGame("grimoire", {"Ann", "Bea"}, "11", {}), qPrintable(game.lastError()));
        for (int move = 0; move < 6; ++move) {
            const QVariantList legal = game.legalActions();
            QVERIFY(!legal.isEmpty());
            QCOMPARE(game.legal()->count(), legal.size());
            int subjected = 0;
            for (const auto& a : legal) {
                QVERIFY(game.legal()->isLegal(a));
                const QVariantMap args = a.toMap().value("args").toMap();
                for (const char* key : {"card", "spell"})
                    if (args.contains(key)) {
                        ++subjected;
                        QVERIFY(game.actionsFor(args.value(key).toString()).contains(a));
                    }
            }
            QCOMPARE(game.legal()->unsubjected().size(), legal.size() - subjected);
            const int revision = game.legal()->revision();
            QVERIFY(game.propose(legal.back()));
            QVERIFY(game.legal()->revision() > revision);
        }
        game.close();
        QCOMPARE(game.legal()->count(), 0);
    }
    // Affordances (GameRules::affordances) ride beside the legal list: cells, costs, paths and
    // reach per subject; malformed parts (a LAN host's bytes) are skipped, never fatal.
    void affordancesGiveCellsCostsPathsAndReach()
    {
        const Json aff = {{"pieces",
                           {{"p1",
                             {{"moves", Json::array({{{"to", "1,0"}, {"cost", 1}, {"path", {"0,0", "1,0"}}},
                                                     {{"to", "2,1"}, {"cost", 3}, {"path", {"0,0", "1,1", "2,1"}}},
                                                     {{"to", "2,1"}, {"cost", 9}, {"path", {"0,0"}}}, // duplicate
                                                     {{"cost", 2}},                                 // no "to"
                                                     "junk"})},
                              {"reach", {"3,3", "3,2"}}}},
                            {"p2", "not an object"},
                            {"p3", {{"moves", 7}, {"reach", {"0,1"}}}}}}};
        LegalIndex index;
        QSignalSpy changed(&index, &LegalIndex::changed);
        index.rebuild(specs(), legal(), aff);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(index.count(), 8); // the legal list is indexed as before
        QCOMPARE(index.moveCells("p1"), (QStringList{"1,0", "2,1"}));
        QCOMPARE(index.costTo("p1", "1,0"), 1);
        QCOMPARE(index.costTo("p1", "2,1"), 3);
        QCOMPARE(index.costTo("p1", "9,9"), -1);
        QCOMPARE(index.pathTo("p1", "2,1"), (QStringList{"0,0", "1,1", "2,1"}));
        QVERIFY(index.pathTo("p1", "9,9").isEmpty());
        QCOMPARE(index.reach("p1"), (QStringList{"3,3", "3,2"}));
        QVERIFY(index.moveCells("p2").isEmpty());
        QVERIFY(index.moveCells("p3").isEmpty());
        QCOMPARE(index.reach("p3"), QStringList{"0,1"});
        // Affordances do not invent legal actions.
        QVERIFY(!index.hasActions("p1"));
        // The next rebuild without affordances forgets them.
        index.rebuild(specs(), legal());
        QVERIFY(index.moveCells("p1").isEmpty());
        QCOMPARE(index.costTo("p1", "1,0"), -1);
        QVERIFY(index.reach("p1").isEmpty());
        // Not an object at all: nothing, no throw.
        index.rebuild(specs(), legal(), Json::array({1, 2}));
        QVERIFY(index.afforded().isEmpty());
    }
};

QTEST_MAIN(TestLegalIndex)
#include "tst_legalindex.moc"
