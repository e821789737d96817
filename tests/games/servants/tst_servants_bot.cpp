// Servant Zones against the computer (issue 17): the evaluation and the move weights the search
// uses (ServantsBot.cpp; docs/games/servants.md, "Computer opponents").
#include "core/Bot.h"
#include "core/BotKnowledge.h"
#include "games/servants/ServantsBot.h"
#include "games/servants/ServantsRules.h"
#include "games/servants/ServantsState.h"

#include <QtTest>

using namespace tabletop;
using core::Action;
using core::Json;
namespace sz = games::servants;

namespace {
const sz::ServantsRules kRules;
const sz::ServantsBot& kKnows = sz::botKnowledge();

std::unique_ptr<sz::ServantsState> fresh()
{
    core::MatchConfig c;
    c.game = "servants";
    c.seats = 2;
    c.seed = 3;
    core::Rng rng(3);
    auto g = kRules.setup(c, rng);
    return std::unique_ptr<sz::ServantsState>(static_cast<sz::ServantsState*>(g.release()));
}
} // namespace

class TestServantsBot : public QObject {
    Q_OBJECT
private slots:
    void evaluationFollowsHealthAndTheMap();
    void weightsFavourAttacksAndSummons();
    void knowledgeIsRegisteredWithTheGame();
};

void TestServantsBot::evaluationFollowsHealthAndTheMap()
{
    auto s = fresh();
    // Even hands and Health: the values are near one half each and sum to one.
    s->seat(0).hand = s->seat(1).hand = {};
    auto v = kKnows.evaluate(*s);
    QCOMPARE(v.size(), std::size_t(2));
    QCOMPARE(v[0] + v[1], 1.0);
    QCOMPARE(v[0], 0.5);
    // Less Health: worse.
    s->seat(1).health -= 400;
    v = kKnows.evaluate(*s);
    QVERIFY2(v[0] > 0.75, qPrintable(QString::number(v[0])));
    s->seat(1).health += 400;
    // A servant on the map in Offense: better, by more than the same one in Defense.
    int servant = -1;
    for (int i = 0; i < static_cast<int>(s->cards.size()) && servant < 0; ++i)
        if (s->def(i).isServant() && s->cards[static_cast<std::size_t>(i)].owner == 0 && s->def(i).off > s->def(i).def / 2)
            servant = i;
    QVERIFY(servant >= 0);
    s->seat(0).servants[0].card = servant;
    s->seat(0).servants[0].pos = sz::Pos::Offense;
    const double offense = kKnows.evaluate(*s)[0];
    s->seat(0).servants[0].pos = sz::Pos::Defense;
    const double defense = kKnows.evaluate(*s)[0];
    QVERIFY2(offense > defense && defense > 0.5, qPrintable(QStringLiteral("%1 %2").arg(offense).arg(defense)));
}

void TestServantsBot::weightsFavourAttacksAndSummons()
{
    auto s = fresh();
    const std::vector<Action> legal{{0, "attack", Json{{"attacker", 1}}}, {0, "summon", Json{{"card", 2}, {"slot", 0}}},
                                    {0, "endTurn", Json::object()},      {0, "position", Json{{"servant", 1}}},
                                    {0, "pass", Json::object()}};
    const auto w = kKnows.weights(*s, 0, legal);
    QCOMPARE(w.size(), legal.size());
    QVERIFY(w[0] > w[1] && w[1] > w[2]);
    QVERIFY(w[2] > w[3]);
    QVERIFY(w[4] > 0); // every move stays possible
    QVERIFY(kKnows.playoutLimit() > 0);
}

void TestServantsBot::knowledgeIsRegisteredWithTheGame()
{
    // Registered by the registry (games::allGames); here, as a test brings its own rules.
    QVERIFY(core::botKnowledge("servants") == nullptr);
    core::setBotKnowledge("servants", &kKnows);
    QVERIFY(core::botKnowledge("servants") == &kKnows);
    core::setBotKnowledge("servants", nullptr);
    QVERIFY(core::botKnowledge("servants") == nullptr);
}

QTEST_MAIN(TestServantsBot)
#include "tst_servants_bot.moc"
