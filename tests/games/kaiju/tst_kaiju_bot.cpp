// Kaiju City against the computer (issue 17): the evaluation and the move weights the search
// uses (KaijuBot.cpp; docs/games/kaiju.md, "Computer opponents").
#include "core/BotKnowledge.h"
#include "games/kaiju/KaijuBot.h"
#include "games/kaiju/KaijuRules.h"

#include <QtTest>

using namespace tabletop;
using core::Action;
using core::Json;
using games::kaiju::KaijuState;

namespace {
const games::kaiju::KaijuRules kRules;
const games::kaiju::KaijuBot& kKnows = games::kaiju::botKnowledge();

std::unique_ptr<KaijuState> fresh(int seats = 2)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = seats;
    c.seed = 1;
    core::Rng rng(1);
    auto g = kRules.setup(c, rng);
    return std::unique_ptr<KaijuState>(static_cast<KaijuState*>(g.release()));
}
} // namespace

class TestKaijuBot : public QObject {
    Q_OBJECT
private slots:
    void evaluationFollowsGloryAndTeamLeft();
    void weightsFavourFightsOverPassing();
};

void TestKaijuBot::evaluationFollowsGloryAndTeamLeft()
{
    auto s = fresh();
    s->seats[1].energy = s->seats[0].energy;
    auto v = kKnows.evaluate(*s);
    QCOMPARE(v.size(), std::size_t(2));
    QCOMPARE(v[0], 0.5); // even
    s->seats[0].glory = s->options.gloryToWin / 2;
    v = kKnows.evaluate(*s);
    QVERIFY2(v[0] > 0.8 && v[1] < 0.2, qPrintable(QStringLiteral("%1 %2").arg(v[0]).arg(v[1])));
    // The same glory, but seat 1's team is hurt.
    s->seats[0].glory = 0;
    s->seats[1].team.front().damage = 3;
    v = kKnows.evaluate(*s);
    QVERIFY2(v[0] > 0.5 && v[1] < 0.5, qPrintable(QStringLiteral("%1 %2").arg(v[0]).arg(v[1])));
    // Three seats: one value each, the leader's highest.
    auto three = fresh(3);
    three->seats[2].glory = 5;
    const auto w = kKnows.evaluate(*three);
    QCOMPARE(w.size(), std::size_t(3));
    QVERIFY(w[2] > w[0] && w[2] > w[1]);
}

void TestKaijuBot::weightsFavourFightsOverPassing()
{
    auto s = fresh();
    const std::vector<Action> legal{{0, "attack", Json{{"seat", 1}, {"character", 0}}},
                                    {0, "strike", Json{{"cards", Json::array({7})}}},
                                    {0, "strike", Json{{"cards", Json::array()}}},
                                    {0, "pass", Json::object()}};
    const auto w = kKnows.weights(*s, 0, legal);
    QCOMPARE(w.size(), legal.size());
    QVERIFY(w[0] > w[3]);
    QVERIFY(w[1] > w[2]); // a strike with cards over an empty one
    QVERIFY(w[2] > w[3]);
    QVERIFY(w[3] > 0);
    QVERIFY(kKnows.playoutLimit() > 0);
}

QTEST_MAIN(TestKaijuBot)
#include "tst_kaiju_bot.moc"
