// games::registerGame: a test program adds a game of its own at run time and the shipped code
// (allGames, findGame, findRules, deckShape) finds it after the built-in games.
#include "FakeGame.h"
#include "games/Registry.h"

#include <QtTest>

using namespace tabletop;

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void registeredGameIsFoundAfterTheBuiltIns();
    void duplicateOrEmptyIdIsRefused();
};

void TestRegistry::registeredGameIsFoundAfterTheBuiltIns()
{
    static const fake::DrawAndPass rules;
    const std::size_t before = games::allGames().size();
    QVERIFY(before > 0);
    const std::string firstId = games::allGames().front().info.id;
    QVERIFY(!games::findGame(rules.info().id));

    games::registerGame({rules.info(), &rules});

    QCOMPARE(games::allGames().size(), before + 1);
    QCOMPARE(games::allGames().front().info.id, firstId); // the built-ins keep their order
    QCOMPARE(games::allGames().back().info.id, rules.info().id);
    const games::GameEntry* entry = games::findGame(rules.info().id);
    QVERIFY(entry);
    QCOMPARE(entry->rules, &rules);
    QCOMPARE(games::findRules(rules.info().id), &rules);
    QCOMPARE(games::deckShape(rules.info().id).game, rules.info().id);
}

void TestRegistry::duplicateOrEmptyIdIsRefused()
{
    static const fake::DrawAndPass rules;
    const std::size_t before = games::allGames().size();
    // A built-in id: refused, naming the id.
    const std::string builtIn = games::allGames().front().info.id;
    core::GameInfo clash = rules.info();
    clash.id = builtIn;
    try {
        games::registerGame({clash, &rules});
        QFAIL("a second game with a built-in id was accepted");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(QString::fromStdString(builtIn)), e.what());
    }
    core::GameInfo nameless = rules.info();
    nameless.id.clear();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, games::registerGame({nameless, &rules}));
    QCOMPARE(games::allGames().size(), before);
    QCOMPARE(games::findRules(builtIn) != &rules, true);
}

QTEST_GUILESS_MAIN(TestRegistry)
#include "tst_registry.moc"
