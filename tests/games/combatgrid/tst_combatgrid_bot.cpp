// Combat Grid against the computer (issue 17): the evaluation and move weights the search uses
// (CombatGridBot.cpp), and the computer as the Director: it attacks what it can reach, closes in
// on what it cannot, ends an encounter it is losing when the options let it and not one it is
// winning (docs/games/combatgrid.md, "Computer opponents").
#include "core/Bot.h"
#include "core/BotKnowledge.h"
#include "core/Match.h"
#include "games/combatgrid/CombatGridBot.h"
#include "games/combatgrid/CombatGridRules.h"

#include <QtTest>

#include <functional>
#include <map>

using namespace tabletop;
using core::Action;
using core::Json;
using games::combatgrid::CombatGridRules;
using games::combatgrid::CombatGridState;

namespace {
const CombatGridRules kRules;
const games::combatgrid::CombatGridBot& kKnows = games::combatgrid::botKnowledge();

Json scores(int grace, int physique = 40)
{
    return {{"might", 40},     {"senses", 40}, {"physique", physique}, {"grace", grace},
            {"intellect", 30}, {"will", 30},   {"fellowship", 30}};
}

Json fighter(const std::string& id, const std::string& side, int x, int y, int grace, int physique = 40)
{
    return {{"id", id},
            {"name", id},
            {"side", side},
            {"x", x},
            {"y", y},
            {"scores", scores(grace, physique)},
            {"weapon", {{"name", "knife"}, {"type", "melee"}, {"damage", 4}}}};
}

// A room of the given rows (an open one, 8 by 5, by default): the side with the higher Grace
// acts first.
std::unique_ptr<core::Match> startOn(Json map, Json combatants, bool mayEnd = true)
{
    core::MatchConfig c;
    c.game = "combatgrid";
    c.seats = 2;
    c.seed = 5;
    c.options = Json{{"directorMayEnd", mayEnd}};
    const Json enc = {{"id", "bot-test"}, {"scale", "human"}, {"map", std::move(map)}, {"combatants", std::move(combatants)}};
    return std::make_unique<core::Match>(kRules, c, Json{{"encounter", enc}});
}

// An open room, 8 by 5: the Director's enemies have the higher Grace and act first.
std::unique_ptr<core::Match> start(Json combatants, bool mayEnd = true)
{
    core::MatchConfig c;
    c.game = "combatgrid";
    c.seats = 2;
    c.seed = 5;
    c.options = Json{{"directorMayEnd", mayEnd}};
    const Json enc = {{"id", "bot-test"},
                      {"scale", "human"},
                      {"map", {"........", "........", "........", "........", "........"}},
                      {"combatants", std::move(combatants)}};
    return std::make_unique<core::Match>(kRules, c, Json{{"encounter", enc}});
}

const CombatGridState& state(const core::Match& m) { return static_cast<const CombatGridState&>(m.state()); }

const games::combatgrid::Combatant& byId(const core::Match& m, const std::string& id)
{
    for (const auto& c : state(m).combatants)
        if (c.id == id)
            return c;
    throw std::logic_error("no combatant " + id);
}

// The Director's choice now, with a fixed search seed.
Action directorChooses(const core::GameState& g)
{
    core::BotLevel level = core::botLevel("normal");
    level.iterations = 150; // fewer than Normal's, enough for these small fights
    level.maxSeconds = 60;  // the iterations decide, not the machine's speed
    core::Bot bot(kRules, level, 11);
    return bot.choose(g, static_cast<const CombatGridState&>(g).directorSeat).action;
}
Action directorChooses(const core::Match& m) { return directorChooses(m.state()); }

// The match's state with `change` made to it (wounds taken before the position).
std::unique_ptr<core::GameState> changed(const core::Match& m, const std::function<void(CombatGridState&)>& change)
{
    auto g = m.state().clone();
    change(static_cast<CombatGridState&>(*g));
    return g;
}
} // namespace

class TestCombatGridBot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { core::setBotKnowledge("combatgrid", &games::combatgrid::botKnowledge()); }
    void evaluationFollowsEachSidesWoundsLeft();
    void evaluationCountsAFrozenEnemy();
    void weightsFavourAttacksAndClosingIn();
    void directorBotAttacksWhatItCanReach();
    void directorBotClosesInOnItsTarget();
    void directorBotEndsAnEncounterItIsLosing();
    void directorBotFightsOnWhenItIsWinning();
    void weightsSpendFateSparingly();
    void weightsTakeACombo();
    void weightsSeekAShotThenCover();
    void evaluationCountsBleedingStressAndInjuries();
    void weightsRunToReachAnEnemy();
};

void TestCombatGridBot::evaluationFollowsEachSidesWoundsLeft()
{
    auto m = start({fighter("enemy", "director", 0, 0, 60), fighter("hero", "players", 6, 4, 30)});
    const int director = state(*m).directorSeat, player = 1 - director;
    auto v = kKnows.evaluate(m->state());
    QCOMPARE(v.size(), std::size_t(2));
    QCOMPARE(v[0] + v[1], 1.0);
    QCOMPARE(v[static_cast<std::size_t>(director)], 0.5); // even: as an ended encounter scores
    auto hurt = m->state().clone();
    auto& h = static_cast<CombatGridState&>(*hurt);
    for (auto& c : h.combatants)
        if (c.id == "hero")
            c.wounds = 1;
    v = kKnows.evaluate(h);
    QVERIFY2(v[static_cast<std::size_t>(director)] > 0.7, qPrintable(QString::number(v[static_cast<std::size_t>(director)])));
    QVERIFY(v[static_cast<std::size_t>(player)] < 0.3);
    for (auto& c : h.combatants)
        if (c.id == "enemy")
            c.down = true;
    v = kKnows.evaluate(h);
    QVERIFY(v[static_cast<std::size_t>(player)] > 0.7);
}

// Fear (the rules' table): a combatant frozen with fear brings less than a steady one.
void TestCombatGridBot::evaluationCountsAFrozenEnemy()
{
    auto m = start({fighter("enemy", "director", 0, 0, 60), fighter("hero", "players", 6, 4, 30)});
    const int director = state(*m).directorSeat;
    double previous = kKnows.evaluate(m->state())[static_cast<std::size_t>(director)];
    for (int degrees : {3, 4}) { // Panic, then Frozen: worse each time for the players
        auto g = changed(*m, [&](CombatGridState& s) {
            for (auto& c : s.combatants)
                if (c.id == "hero")
                    c.fear = degrees;
        });
        const double v = kKnows.evaluate(*g)[static_cast<std::size_t>(director)];
        QVERIFY2(v > previous, qPrintable(QString::number(v)));
        previous = v;
    }
}

void TestCombatGridBot::weightsFavourAttacksAndClosingIn()
{
    auto m = start({fighter("enemy", "director", 0, 2, 60), fighter("hero", "players", 7, 2, 30)});
    QCOMPARE(state(*m).acting().id, std::string("enemy"));
    const int director = state(*m).directorSeat;
    const auto legal = kRules.legalActions(m->state(), director);
    const auto w = kKnows.weights(m->state(), director, legal);
    QCOMPARE(w.size(), legal.size());
    double toward = 0, away = 1e9, end = -1, endTurn = -1;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Action& a = legal[i];
        if (a.type == "move" && a.args.at("x").get<int>() > 0 && a.args.at("y").get<int>() == 2)
            toward = std::max(toward, w[i]);
        if (a.type == "move" && a.args.at("x").get<int>() == 0)
            away = std::min(away, w[i]);
        if (a.type == "endEncounter")
            end = w[i];
        if (a.type == "endTurn")
            endTurn = w[i];
    }
    QVERIFY2(toward > away, qPrintable(QStringLiteral("toward %1, away %2").arg(toward).arg(away)));
    QVERIFY(end >= 0 && end < 0.01);      // a playout seldom gives an even encounter up
    QVERIFY(endTurn > 0 && endTurn < toward);
    // ... but readily one its side is clearly losing.
    const auto lost = changed(*m, [](CombatGridState& s) {
        for (auto& c : s.combatants)
            if (c.id == "enemy")
                c.wounds = 0;
    });
    const auto lw = kKnows.weights(*lost, director, legal);
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (legal[i].type == "endEncounter")
            QVERIFY2(lw[i] >= 1, qPrintable(QString::number(lw[i])));
}

void TestCombatGridBot::directorBotAttacksWhatItCanReach()
{
    auto m = start({fighter("enemy", "director", 3, 2, 60), fighter("hero", "players", 4, 2, 30)});
    QCOMPARE(state(*m).acting().id, std::string("enemy"));
    const Action a = directorChooses(*m);
    QCOMPARE(a.type, std::string("attack"));
    QCOMPARE(a.args.at("target").get<std::string>(), std::string("hero"));
}

void TestCombatGridBot::directorBotClosesInOnItsTarget()
{
    auto m = start({fighter("enemy", "director", 0, 2, 60), fighter("hero", "players", 7, 2, 30)});
    const int director = state(*m).directorSeat;
    const int before = 7 - byId(*m, "enemy").pos.x;
    // The Director plays the enemy's whole turn.
    for (int guard = 0; guard < 10 && !m->outcome() && state(*m).acting().id == "enemy"; ++guard) {
        const Action a = directorChooses(*m);
        QVERIFY2(a.type != "endEncounter", "the Director gave up an even encounter");
        QVERIFY2(m->submit(a).accepted, a.type.c_str());
        while (state(*m).chance) // the hero lets it go
            QVERIFY(m->submit(Action{1 - director, "chanceAttack", {{"combatant", "hero"}, {"take", false}}}).accepted);
    }
    const auto& e = byId(*m, "enemy");
    const int after = std::max(std::abs(7 - e.pos.x), std::abs(2 - e.pos.y));
    QVERIFY2(after < before, qPrintable(QStringLiteral("from %1 to %2 squares away").arg(before).arg(after)));
}

void TestCombatGridBot::directorBotEndsAnEncounterItIsLosing()
{
    // One enemy, wounded to its last wound, against three fresh players' combatants next to it.
    auto m = start({fighter("enemy", "director", 3, 2, 60), fighter("a", "players", 4, 2, 30),
                    fighter("b", "players", 2, 2, 30), fighter("c", "players", 3, 3, 30)});
    const auto lost = changed(*m, [](CombatGridState& s) {
        for (auto& c : s.combatants)
            if (c.id == "enemy") {
                c.wounds = 1;
                c.injuries = 1;
            }
    });
    QCOMPARE(state(*m).acting().id, std::string("enemy"));
    QCOMPARE(directorChooses(*lost).type, std::string("endEncounter"));
    // Without the option the Director fights on (the search never sees the move).
    auto fight = start({fighter("enemy", "director", 3, 2, 60), fighter("a", "players", 4, 2, 30)}, false);
    QVERIFY(directorChooses(*fight).type != "endEncounter");
}

void TestCombatGridBot::directorBotFightsOnWhenItIsWinning()
{
    // Two fresh enemies against one wounded hero: the Director does not end what it is winning.
    auto m = start({fighter("enemy", "director", 3, 2, 60), fighter("brute", "director", 5, 2, 55),
                    fighter("hero", "players", 4, 2, 30)});
    const auto winning = changed(*m, [](CombatGridState& s) {
        for (auto& c : s.combatants)
            if (c.id == "hero")
                c.wounds = 1;
    });
    QCOMPARE(state(*m).acting().id, std::string("enemy"));
    const Action a = directorChooses(*winning);
    QVERIFY2(a.type != "endEncounter", a.type.c_str());
    QCOMPARE(a.type, std::string("attack"));
}

QTEST_MAIN(TestCombatGridBot)
// Fate points: an attack with a fate point on its test weighs less than the plain one (a reroll,
// spent only on a failure, more than two Advantages); wounds are restored when few are left;
// fate is readied to block Injuries once no Wounds are left.
void TestCombatGridBot::weightsSpendFateSparingly()
{
    Json enemy = fighter("enemy", "director", 0, 2, 60);
    enemy["fate"] = 2;
    auto m = start({enemy, fighter("hero", "players", 1, 2, 30)});
    const int director = state(*m).directorSeat;
    const auto weightOf = [&](const core::GameState& g, const std::function<bool(const Action&)>& which) {
        const auto legal = kRules.legalActions(g, director);
        const auto w = kKnows.weights(g, director, legal);
        double out = -1;
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (which(legal[i]))
                out = w[i];
        return out;
    };
    const auto attack = [](const std::string& fate) {
        return [fate](const Action& a) {
            return a.type == "attack" && a.args.value("variation", std::string()) == "standard" &&
                   a.args.value("fate", std::string()) == fate;
        };
    };
    const double plain = weightOf(m->state(), attack("")), reroll = weightOf(m->state(), attack("reroll")),
                 advantage = weightOf(m->state(), attack("advantage"));
    QVERIFY2(plain > reroll && reroll > advantage && advantage > 0,
             qPrintable(QStringLiteral("%1 %2 %3").arg(plain).arg(reroll).arg(advantage)));
    const auto restore = [](const Action& a) { return a.type == "fate" && a.args.value("use", std::string()) == "restoreWounds"; };
    const auto ready = [](const Action& a) { return a.type == "fate" && a.args.value("ready", false); };
    QCOMPARE(weightOf(m->state(), restore), -1.0); // all its Wounds: not offered
    const auto scratched = changed(*m, [](CombatGridState& s) { s.combatants[0].wounds = 3; }); // 3 of 4
    const auto bloodied = changed(*m, [](CombatGridState& s) { s.combatants[0].wounds = 1; });
    const auto spent = changed(*m, [](CombatGridState& s) { s.combatants[0].wounds = 0; });
    QVERIFY(weightOf(*bloodied, restore) > weightOf(*scratched, restore));
    QVERIFY(weightOf(*spent, ready) > weightOf(*scratched, ready));
}

#include "tst_combatgrid_bot.moc"

// The Combo System: offered a combo, the computer takes the free attack (weighed above an attack
// of its own and far above ending the chain); with no attack to combo into it ends the chain
// rather than the turn.
void TestCombatGridBot::weightsTakeACombo()
{
    auto m = start({fighter("enemy", "director", 0, 2, 60), fighter("hero", "players", 1, 2, 30)});
    const int director = state(*m).directorSeat;
    const auto weightOf = [&](const core::GameState& g, const std::function<bool(const Action&)>& which) {
        const auto legal = kRules.legalActions(g, director);
        const auto w = kKnows.weights(g, director, legal);
        double out = -1;
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (which(legal[i]))
                out = w[i];
        return out;
    };
    const auto fast = [](const Action& a) { return a.type == "attack" && a.args.value("variation", std::string()) == "fast"; };
    const auto endCombo = [](const Action& a) { return a.type == "endCombo"; };
    const auto endTurn = [](const Action& a) { return a.type == "endTurn"; };
    const double ownAttack = weightOf(m->state(), fast);
    const auto offered = changed(*m, [](CombatGridState& s) {
        s.combo = games::combatgrid::ComboChain{"enemy", {"standard"}, true};
    });
    const double free = weightOf(*offered, fast), end = weightOf(*offered, endCombo);
    QVERIFY2(free > ownAttack && end > 0 && free > 10 * end, qPrintable(QStringLiteral("%1 %2 %3").arg(free).arg(ownAttack).arg(end)));
    // No attack left to combo into (every variation used in the chain): the chain is ended, the
    // turn not yet.
    const auto apart = changed(*m, [](CombatGridState& s) {
        s.combo = games::combatgrid::ComboChain{
            "enemy", {"standard", "fast", "called", "charge", "strong", "knockdown", "grapple", "push"}, true};
    });
    QCOMPARE(weightOf(*apart, fast), -1.0);
    QVERIFY(weightOf(*apart, endCombo) > weightOf(*apart, endTurn));
}

// A shooter's squares (CombatGridBot.cpp): while its attack is to come, one it can shoot from
// over one as near to the enemy that a wall hides; its shot made, one behind the wall over one
// the enemy's gun sees.
void TestCombatGridBot::weightsSeekAShotThenCover()
{
    const Json gun = {{"name", "pistol"}, {"type", "ranged"}, {"damage", 5}, {"range", 20}};
    Json hero = fighter("hero", "players", 0, 0, 60), enemy = fighter("enemy", "director", 6, 3, 30);
    hero["weapon"] = gun;
    enemy["weapon"] = gun;
    auto m = startOn({"........", "........", "....#...", "....#...", "........"}, {enemy, hero});
    QCOMPARE(state(*m).acting().id, std::string("hero"));
    const int player = 1 - state(*m).directorSeat;
    const auto weightTo = [&](const core::GameState& g, int x, int y) {
        const auto legal = kRules.legalActions(g, player);
        const auto w = kKnows.weights(g, player, legal);
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (legal[i].type == "move" && legal[i].args.at("x").get<int>() == x && legal[i].args.at("y").get<int>() == y &&
                !legal[i].args.contains("leap") && !legal[i].args.contains("jump") && !legal[i].args.contains("hurry"))
                return w[i];
        return -1.0;
    };
    // (6,0) sees the enemy 3 squares south; (3,3) is as near, but the wall at (4,3) hides it.
    const double shot = weightTo(m->state(), 6, 0), hidden = weightTo(m->state(), 3, 3);
    QVERIFY2(hidden >= 0 && shot > hidden, qPrintable(QStringLiteral("shot %1, hidden %2").arg(shot).arg(hidden)));
    // The attack made from (6,0): back behind the wall rather than on to (5,0) in the enemy's sight.
    const auto fired = changed(*m, [](CombatGridState& s) {
        for (auto& c : s.combatants)
            if (c.id == "hero")
                c.pos = {6, 0};
        s.usedActions.insert("attack");
        s.actionsLeft = 1;
        s.moveLeft = 6;
    });
    const double cover = weightTo(*fired, 3, 3), open = weightTo(*fired, 5, 0);
    QVERIFY2(open >= 0 && cover > open, qPrintable(QStringLiteral("cover %1, open %2").arg(cover).arg(open)));
}

// The evaluation beyond wounds: of two combatants with the same wounds, the one that bleeds, is
// Fatigued by Stress or has taken Injuries stands worse.
void TestCombatGridBot::evaluationCountsBleedingStressAndInjuries()
{
    auto m = start({fighter("enemy", "director", 0, 0, 60), fighter("hero", "players", 6, 4, 30)});
    const auto director = static_cast<std::size_t>(state(*m).directorSeat);
    const double even = kKnows.evaluate(m->state())[director];
    for (const auto& change : std::vector<std::function<void(games::combatgrid::Combatant&)>>{
             [](games::combatgrid::Combatant& c) { c.bleeding = true; },
             [](games::combatgrid::Combatant& c) { c.stress = 6; },
             [](games::combatgrid::Combatant& c) { c.injuries = 2; }}) {
        const auto worse = changed(*m, [&](CombatGridState& s) {
            for (auto& c : s.combatants)
                if (c.id == "hero")
                    change(c);
        });
        const double v = kKnows.evaluate(*worse)[director];
        QVERIFY2(v > even + 0.02, qPrintable(QStringLiteral("%1 against %2").arg(v).arg(even)));
    }
}

// A fighter whose Move is spent, with its attack to come and no enemy in reach: a Run (one
// Action, more Basic Moves) leaves it the other Action for the attack, so it weighs more than
// Focus or ending the turn; within reach, the attack comes first and the Run is not favoured.
void TestCombatGridBot::weightsRunToReachAnEnemy()
{
    // A long hall: the enemy (Grace 40: a Basic Move of 8) 16 squares from the hero, beyond a Charge.
    const std::string row(20, '.');
    auto m = startOn({row, row, row, row, row}, {fighter("enemy", "director", 0, 2, 40), fighter("hero", "players", 16, 2, 30)});
    QCOMPARE(state(*m).acting().id, std::string("enemy"));
    const int director = state(*m).directorSeat;
    const auto weightsOf = [&](const core::GameState& g) {
        std::map<std::string, double> out;
        const auto legal = kRules.legalActions(g, director);
        const auto w = kKnows.weights(g, director, legal);
        for (std::size_t i = 0; i < legal.size(); ++i) {
            const std::string key = legal[i].type == "run" ? "run" + std::to_string(legal[i].args.value("moves", 0)) : legal[i].type;
            out[key] = std::max(out.count(key) ? out[key] : 0.0, w[i]);
        }
        return out;
    };
    const auto spent = changed(*m, [](CombatGridState& s) { s.moveLeft = 0; });
    auto w = weightsOf(*spent);
    QVERIFY2(w.count("run1") && w["run1"] > w["focus"] && w["run1"] > w["endTurn"],
             qPrintable(QStringLiteral("run %1, focus %2, end %3").arg(w["run1"]).arg(w["focus"]).arg(w["endTurn"])));
    const auto near = changed(*m, [](CombatGridState& s) {
        s.moveLeft = 0;
        for (auto& c : s.combatants)
            if (c.id == "hero")
                c.pos = {1, 2};
    });
    w = weightsOf(*near);
    QVERIFY2(w.count("attack") && w["attack"] > w["run1"], qPrintable(QStringLiteral("attack %1, run %2").arg(w["attack"]).arg(w["run1"])));
}
