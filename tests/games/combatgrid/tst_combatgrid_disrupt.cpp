// Combat Grid's Analyse Target and its variations Distract, War Cry and Taunt (the rules'
// "Analyse Target and Disrupting Targets"), and Exert; docs/games/combatgrid.md. The dice are fixed
// through the scenario position's "rolls".
#include "core/Match.h"
#include "games/combatgrid/CombatGridRules.h"
#include "games/combatgrid/Encounter.h"

#include <algorithm>
#include <QtTest>

using namespace tabletop;
using core::Action;
using core::Json;
using games::combatgrid::CombatGridRules;
using games::combatgrid::CombatGridState;

namespace {
const CombatGridRules kRules;

Json scores(int might, int senses, int physique, int grace, int will = 30)
{
    return {{"might", might},   {"senses", senses}, {"physique", physique}, {"grace", grace},
            {"intellect", 30}, {"will", will},     {"fellowship", 30}};
}

Json fighter(const std::string& id, const std::string& side, int x, int y, Json sc, Json weapon)
{
    return {{"id", id}, {"name", id}, {"side", side}, {"x", x}, {"y", y}, {"scores", std::move(sc)},
            {"weapon", std::move(weapon)}};
}

Json knife() { return {{"name", "knife"}, {"type", "melee"}, {"damage", 4}}; }
Json rifle() { return {{"name", "rifle"}, {"type", "ranged"}, {"damage", 6}, {"range", 20}}; }

Json encounter(std::vector<std::string> map, Json combatants)
{
    return {{"id", "test"}, {"scale", "human"}, {"map", std::move(map)}, {"combatants", std::move(combatants)}};
}

core::MatchConfig config()
{
    core::MatchConfig c;
    c.game = "combatgrid";
    c.seats = 2;
    c.seed = 7;
    return c;
}

std::unique_ptr<core::Match> start(const Json& enc, std::vector<int> rolls = {})
{
    return std::make_unique<core::Match>(kRules, config(), Json{{"encounter", enc}, {"rolls", rolls}});
}

const CombatGridState& state(const core::Match& m) { return static_cast<const CombatGridState&>(m.state()); }
std::string acting(const core::Match& m) { return state(m).acting().id; }

core::Result act(core::Match& m, const std::string& type, Json args)
{
    return m.submit(Action{state(m).acting().seat, type, std::move(args)});
}

const Json* findEvent(const std::vector<core::Event>& events, const std::string& type, const std::string& what = "")
{
    for (const auto& e : events)
        if (e.type == type && (what.empty() || e.data.value("what", std::string()) == what))
            return &e.data;
    return nullptr;
}

int modifier(const Json& test, const std::string& name) // 0 when absent
{
    for (const auto& m : test.at("modifiers"))
        if (m.at("name") == name)
            return m.at("value").get<int>();
    return 0;
}

bool hasLegal(const core::Match& m, const std::string& type)
{
    for (const auto& a : kRules.legalActions(m.state(), state(m).acting().seat))
        if (a.type == type)
            return true;
    return false;
}

const games::combatgrid::Combatant& who(const core::Match& m, const std::string& id)
{
    for (const auto& c : state(m).combatants)
        if (c.id == id)
            return c;
    throw std::logic_error(id);
}

Json withSkills(Json f, Json skills)
{
    f["skills"] = std::move(skills);
    return f;
}

// rei (Grace 40, Awareness 1: analyses at 50), asuka (Grace 35), the guard (Grace 30,
// Subterfuge 1: opposes an analysis at 40) and, when `lurker`, a hidden Director's sniper (Grace
// 20) in stealth.
Json trio(bool lurker = false, std::vector<std::string> map = {"........", "........", "........"})
{
    Json rei = withSkills(fighter("rei", "players", 0, 0, scores(30, 40, 30, 40), rifle()), {{"awareness", 1}});
    Json asuka = fighter("asuka", "players", 0, 2, scores(30, 30, 30, 35), rifle());
    Json guard = withSkills(fighter("guard", "director", 5, 0, scores(30, 30, 30, 30), rifle()), {{"subterfuge", 1}});
    Json list = {rei, asuka, guard};
    if (lurker) {
        Json l = fighter("lurker", "director", 7, 2, scores(30, 30, 30, 20), rifle());
        l["stealth"] = true;
        l["skills"] = {{"subterfuge", 3}};
        list.push_back(l);
    }
    return encounter(std::move(map), list);
}

std::vector<std::string> ids(const Json& list)
{
    std::vector<std::string> out;
    for (const auto& i : list)
        out.push_back(i.get<std::string>());
    return out;
}

const Json& viewed(const Json& view, const std::string& id)
{
    for (const auto& c : view.at("combatants"))
        if (c.at("id") == id)
            return c;
    throw std::logic_error(id);
}

int optionModifier(const Json& view, const std::string& target, const std::string& name)
{
    for (const auto& t : view.at("attackOptions"))
        if (t.at("target") == target)
            return modifier(t.at("options").at(0), name);
    throw std::logic_error(target);
}
} // namespace

class TestCombatGridDisrupt : public QObject {
    Q_OBJECT
private slots:
    void analyseGivesItsSideAnAdvantageUntilItsNextTurn();
    void analyseRefusals();
    void warCryAndTaunt();
    void distractRollsTheNextTestTwice();
    void exertGivesAnActionForRisingStress();
};

void TestCombatGridDisrupt::analyseGivesItsSideAnAdvantageUntilItsNextTurn()
{
    // rei 20 against 50 passes, the guard 90 against 40 fails; asuka shoots the guard (30, the
    // guard evades with 95); the guard shoots asuka (50, asuka evades with 40).
    auto m = start(trio(), {20, 90, 30, 95});
    QCOMPARE(acting(*m), std::string("rei"));
    auto r = act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}});
    QVERIFY2(r.accepted, r.refusal.id.c_str());
    const Json* roll = findEvent(r.events, "roll", "analyse");
    QVERIFY(roll);
    QCOMPARE(roll->at("initiator").at("base").get<int>(), 50); // the best of Endurance, Academics (Intellect), Awareness
    QCOMPARE(roll->at("defender").at("base").get<int>(), 40);  // the best of Subterfuge, Manipulation, Grace
    QCOMPARE(roll->at("winner").get<std::string>(), std::string("initiator"));
    QVERIFY(findEvent(r.events, "analyse"));
    QCOMPARE(ids(viewed(kRules.viewFor(m->state(), 1), "guard").at("analysedBy")), std::vector<std::string>{"rei"});
    QVERIFY(act(*m, "endTurn", {{"combatant", "rei"}}).accepted);
    // asuka, rei's ally, gains the Advantage against the guard.
    QCOMPARE(optionModifier(kRules.viewFor(m->state(), state(*m).acting().seat), "guard", "analysed"), 10);
    r = act(*m, "attack", {{"combatant", "asuka"}, {"target", "guard"}, {"variation", "standard"}});
    QVERIFY(r.accepted);
    QCOMPARE(modifier(findEvent(r.events, "roll", "attack")->at("initiator"), "analysed"), 10);
    QVERIFY(act(*m, "endTurn", {{"combatant", "asuka"}}).accepted);
    // The guard gains nothing; asuka's evasion of its shot is a test against it: the Advantage.
    QCOMPARE(acting(*m), std::string("guard"));
    QCOMPARE(optionModifier(kRules.viewFor(m->state(), state(*m).directorSeat), "asuka", "analysed"), 0);
    m = start(trio(), {20, 90, 50, 40});
    act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}});
    act(*m, "endTurn", {{"combatant", "rei"}});
    act(*m, "endTurn", {{"combatant", "asuka"}});
    r = act(*m, "attack", {{"combatant", "guard"}, {"target", "asuka"}, {"variation", "standard"}});
    QVERIFY(r.accepted);
    roll = findEvent(r.events, "roll", "attack");
    QCOMPARE(modifier(roll->at("initiator"), "analysed"), 0);
    QCOMPARE(modifier(roll->at("defender"), "analysed"), 10);
    QVERIFY(act(*m, "endTurn", {{"combatant", "guard"}}).accepted);
    // The start of rei's next turn ends it.
    QCOMPARE(acting(*m), std::string("rei"));
    QVERIFY(who(*m, "guard").analysedBy.empty());
}

void TestCombatGridDisrupt::analyseRefusals()
{
    auto m = start(trio(), {20, 90});
    // Offered: each variation on the guard, on nobody else.
    int offered = 0;
    for (const auto& a : kRules.legalActions(m->state(), state(*m).acting().seat))
        if (a.type == "analyse") {
            ++offered;
            QCOMPARE(a.args.at("target").get<std::string>(), std::string("guard"));
        }
    QCOMPARE(offered, 4);
    QCOMPARE(act(*m, "analyse", {{"combatant", "rei"}, {"target", "asuka"}}).refusal.id,
             std::string("combatgrid.analyse.notEnemy"));
    QCOMPARE(act(*m, "analyse", {{"combatant", "rei"}, {"target", "nobody"}}).refusal.id,
             std::string("combatgrid.analyse.noTarget"));
    QCOMPARE(act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}, {"variation", "insult"}}).refusal.id,
             std::string("combatgrid.analyse.unknownVariation"));
    {
        core::Rng rng(3);
        auto g = m->state().clone();
        auto& cs = static_cast<CombatGridState&>(*g);
        cs.combatants[2].down = true;
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "analyse", {{"combatant", "rei"}, {"target", "guard"}}}, rng)
                     .refusal.id,
                 std::string("combatgrid.analyse.down"));
    }
    QVERIFY(act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}}).accepted);
    // An action and its variations are not repeated: no War Cry after the analysis.
    QCOMPARE(act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}, {"variation", "warCry"}}).refusal.id,
             std::string("combatgrid.analyse.repeated"));
    QVERIFY(!hasLegal(*m, "analyse"));
    // A wall between them: no line of sight (the Director knows where rei is).
    auto walled = start(trio(false, {"...#....", "...#....", "...#...."}));
    {
        core::Rng rng(3);
        auto g = walled->state().clone();
        auto& cs = static_cast<CombatGridState&>(*g);
        while (cs.acting().id != "guard")
            QVERIFY(kRules.apply(*g, Action{cs.acting().seat, "endTurn", {{"combatant", cs.acting().id}}}, rng).accepted);
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "analyse",
                                         {{"combatant", "guard"}, {"target", "rei"}, {"variation", "taunt"}}}, rng)
                     .refusal.id,
                 std::string("combatgrid.analyse.noSight"));
    }
}

void TestCombatGridDisrupt::warCryAndTaunt()
{
    // rei's War Cry (30: 20 passes; the guard's Will 30: 90 fails), asuka's Taunt (10; 95).
    auto m = start(trio(), {20, 90, 10, 95});
    auto r = act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}, {"variation", "warCry"}});
    QVERIFY(r.accepted);
    QCOMPARE(findEvent(r.events, "roll", "warCry")->at("defender").at("base").get<int>(), 30);
    act(*m, "endTurn", {{"combatant", "rei"}});
    r = act(*m, "analyse", {{"combatant", "asuka"}, {"target", "guard"}, {"variation", "taunt"}});
    QVERIFY(r.accepted);
    QVERIFY(findEvent(r.events, "roll", "taunt"));
    act(*m, "endTurn", {{"combatant", "asuka"}});
    QCOMPARE(ids(viewed(kRules.viewFor(m->state(), 1), "guard").at("warCriedBy")), std::vector<std::string>{"rei"});
    QCOMPARE(ids(viewed(kRules.viewFor(m->state(), 1), "guard").at("tauntedBy")), std::vector<std::string>{"asuka"});
    const Json v = kRules.viewFor(m->state(), state(*m).directorSeat);
    // On rei: the War Cry's Disadvantage and the Taunt's (an attack aimed at another).
    QCOMPARE(optionModifier(v, "rei", "warCry"), -10);
    QCOMPARE(optionModifier(v, "rei", "tauntedElsewhere"), -10);
    QCOMPARE(optionModifier(v, "rei", "taunted"), 0);
    // On asuka, the taunter: the Advantage, no War Cry.
    QCOMPARE(optionModifier(v, "asuka", "taunted"), 10);
    QCOMPARE(optionModifier(v, "asuka", "warCry"), 0);
    QCOMPARE(optionModifier(v, "asuka", "tauntedElsewhere"), 0);
    // The start of rei's turn ends its War Cry; asuka's Taunt lasts until asuka's.
    act(*m, "endTurn", {{"combatant", "guard"}});
    QCOMPARE(acting(*m), std::string("rei"));
    QVERIFY(who(*m, "guard").warCriedBy.empty());
    QCOMPARE(who(*m, "guard").tauntedBy, std::vector<std::string>{"asuka"});
    act(*m, "endTurn", {{"combatant", "rei"}});
    QVERIFY(who(*m, "guard").tauntedBy.empty());
}

void TestCombatGridDisrupt::distractRollsTheNextTestTwice()
{
    // rei distracts the guard (50: 20 passes; its Senses 30: 90 fails); the guard's shot is then
    // rolled twice, 10 and 60, and the worse (60 against 40: a failure) kept.
    auto m = start(trio(), {20, 90, 10, 60, 50});
    auto r = act(*m, "analyse", {{"combatant", "rei"}, {"target", "guard"}, {"variation", "distract"}});
    QVERIFY(r.accepted);
    QCOMPARE(findEvent(r.events, "roll", "distract")->at("initiator").at("base").get<int>(), 50);
    QCOMPARE(who(*m, "guard").distractedBy, std::vector<std::string>{"rei"});
    act(*m, "endTurn", {{"combatant", "rei"}});
    act(*m, "endTurn", {{"combatant", "asuka"}});
    r = act(*m, "attack", {{"combatant", "guard"}, {"target", "rei"}, {"variation", "standard"}});
    QVERIFY(r.accepted);
    const Json* dropped = findEvent(r.events, "roll", "distracted");
    QVERIFY(dropped);
    QCOMPARE(dropped->at("roll").get<int>(), 10);
    const Json* kept = findEvent(r.events, "roll", "attack");
    QCOMPARE(kept->at("initiator").at("roll").get<int>(), 60);
    QCOMPARE(kept->at("winner").get<std::string>(), std::string("defender"));
    QVERIFY(who(*m, "guard").distractedBy.empty()); // used up
}

void TestCombatGridDisrupt::exertGivesAnActionForRisingStress()
{
    auto m = start(trio());
    // Stunned after a failed shake-off: no Actions this turn, an Exert neither.
    {
        core::Rng rng(3);
        auto g = m->state().clone();
        auto& cs = static_cast<CombatGridState&>(*g);
        cs.combatants[0].ailments.push_back({"stunned"});
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "exert", {{"combatant", "rei"}}}, rng).refusal.id,
                 std::string("combatgrid.exert.noActions"));
    }
    QVERIFY(act(*m, "focus", {{"combatant", "rei"}}).accepted);
    QCOMPARE(act(*m, "focus", {{"combatant", "rei"}}).refusal.id, std::string("combatgrid.repeated"));
    QVERIFY(hasLegal(*m, "exert"));
    // The first Exert: 1 Stress, one more Action, and that Action ignores the repeat limit.
    auto r = act(*m, "exert", {{"combatant", "rei"}});
    QVERIFY(r.accepted);
    QCOMPARE(findEvent(r.events, "exert")->at("stress").get<int>(), 1);
    QCOMPARE(who(*m, "rei").stress, 1);
    QCOMPARE(state(*m).actionsLeft, 2);
    QVERIFY(act(*m, "focus", {{"combatant", "rei"}}).accepted); // the Exert's Action: Focus again
    QCOMPARE(who(*m, "rei").focus, 2);
    QCOMPARE(state(*m).actionsLeft, 1);
    QCOMPARE(act(*m, "focus", {{"combatant", "rei"}}).refusal.id, std::string("combatgrid.repeated")); // spent
    // The second costs 2, the third 3: Stress 6 is past Physique Bonus 3 by 2, Fatigued and Exhausted.
    QVERIFY(act(*m, "exert", {{"combatant", "rei"}}).accepted);
    QCOMPARE(who(*m, "rei").stress, 3);
    r = act(*m, "exert", {{"combatant", "rei"}});
    QCOMPARE(findEvent(r.events, "exert")->at("stress").get<int>(), 3);
    QCOMPARE(who(*m, "rei").stress, 6);
    QCOMPARE(who(*m, "rei").exerts, 3);
    QCOMPARE(state(*m).actionsLeft, 3);
    const Json v = kRules.viewFor(m->state(), state(*m).acting().seat);
    QCOMPARE(optionModifier(v, "guard", "fatigued"), -10);
    QCOMPARE(optionModifier(v, "guard", "exhausted"), -10);
    // The cost does not reset at the turn's end (only downtimes reset it).
    act(*m, "endTurn", {{"combatant", "rei"}});
    act(*m, "endTurn", {{"combatant", "asuka"}});
    // The Director's Exert: its Stress is the Director's, the players read only that it exerts.
    r = act(*m, "exert", {{"combatant", "guard"}});
    QVERIFY(r.accepted);
    const auto& e = *std::find_if(r.events.begin(), r.events.end(), [](const core::Event& x) { return x.type == "exert"; });
    QVERIFY(!e.audience.includes(1));
    QVERIFY(!e.redacted.contains("stress"));
    act(*m, "endTurn", {{"combatant", "guard"}});
    QCOMPARE(acting(*m), std::string("rei"));
    // (Exhausted, it now also tests Physique for taking Stress: tst_combatgrid_fear.)
    r = act(*m, "exert", {{"combatant", "rei"}});
    QCOMPARE(findEvent(r.events, "exert")->at("stress").get<int>(), 4);
}

QTEST_GUILESS_MAIN(TestCombatGridDisrupt)
#include "tst_combatgrid_disrupt.moc"
