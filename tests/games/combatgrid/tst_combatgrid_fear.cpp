// Combat Grid: Fear and its table, and Exhaustion's Physique test (the rules' "Fear" and "Stress,
// Fatigue and Exhaustion"; docs/games/combatgrid.md "Fear"): one test per trigger, row and rule,
// the dice fixed through the scenario position's "rolls".
#include "core/Match.h"
#include "games/combatgrid/CombatGridRules.h"
#include "games/combatgrid/Encounter.h"

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

Json encounter(std::vector<std::string> map, Json combatants, const char* scale = "human")
{
    return {{"id", "test"}, {"scale", scale}, {"map", std::move(map)}, {"combatants", std::move(combatants)}};
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

std::vector<const Json*> events(const std::vector<core::Event>& list, const std::string& type, const std::string& what = "")
{
    std::vector<const Json*> out;
    for (const auto& e : list)
        if (e.type == type && (what.empty() || e.data.value("what", std::string()) == what))
            out.push_back(&e.data);
    return out;
}
const Json* findEvent(const std::vector<core::Event>& list, const std::string& type, const std::string& what = "")
{
    const auto all = events(list, type, what);
    return all.empty() ? nullptr : all.front();
}

int modifier(const Json& test, const std::string& name) // 0 when absent
{
    for (const auto& m : test.at("modifiers"))
        if (m.at("name") == name)
            return m.at("value").get<int>();
    return 0;
}

std::vector<Action> legal(const core::Match& m) { return kRules.legalActions(m.state(), state(m).acting().seat); }

const games::combatgrid::Combatant& who(const core::Match& m, const std::string& id)
{
    for (const auto& c : state(m).combatants)
        if (c.id == id)
            return c;
    throw std::logic_error(id);
}

// a (players, Grace 40) acts before b (the Director's, Grace 20), side by side; b is afraid of a
// from the start with `degrees` DoF (the encounter's "fear").
Json afraid(int degrees, Json bWeapon = knife(), int bx = 1)
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", bx, 0, scores(30, 30, 40, 20), std::move(bWeapon));
    b["fear"] = {{"degrees", degrees}, {"source", "a"}};
    return encounter({"........", "........", "........"}, {a, b});
}
} // namespace

class TestCombatGridFear : public QObject {
    Q_OBJECT
private slots:
    void encounterFearNamesTheField_data();
    void encounterFearNamesTheField();
    void fearOnSufferingAnInjuryOnce();
    void fearTableByDegrees_data();
    void fearTableByDegrees();
    void existentialCrisisTestsFear();
    void fearWhenAnImportantAllyFalls();
    void shakenDisadvantageOnAllTests();
    void avoidanceKeepsAwayFromTheSource();
    void panicOnlyFlees();
    void frozenCannotActOrOppose();
    void catatoniaIsHelpless();
    void shakeOffStacksAndEnds();
    void fearIsVisibleAndItsUnseenSourceIsNot();
    void exhaustedTestsPhysiqueOnStress_data();
    void exhaustedTestsPhysiqueOnStress();
};

void TestCombatGridFear::encounterFearNamesTheField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("json"); // the second combatant's "fear"
    QTest::newRow("not an object") << "combatants[1].fear" << R"(3)";
    QTest::newRow("degrees missing") << "combatants[1].fear.degrees" << R"({"source": "a"})";
    QTest::newRow("degrees too many") << "combatants[1].fear.degrees" << R"({"degrees": 12})";
    QTest::newRow("unknown source") << "combatants[1].fear.source" << R"({"degrees": 2, "source": "zz"})";
    QTest::newRow("itself") << "combatants[1].fear.source" << R"({"degrees": 2, "source": "b"})";
    QTest::newRow("unknown field") << "combatants[1].fear.level" << R"({"degrees": 2, "level": "panic"})";
}

void TestCombatGridFear::encounterFearNamesTheField()
{
    QFETCH(QString, field);
    QFETCH(QString, json);
    Json e = afraid(1);
    e["combatants"][1]["fear"] = Json::parse(json.toStdString());
    try {
        games::combatgrid::loadEncounter(e);
        QFAIL("accepted");
    } catch (const std::invalid_argument& ex) {
        QVERIFY2(std::string(ex.what()).find(field.toStdString() + ":") != std::string::npos, ex.what());
    }
    const auto s = games::combatgrid::loadEncounter(afraid(3));
    QCOMPARE(s.combatants[1].fear, 3);
    QCOMPARE(s.combatants[1].fearSource, std::string("a"));
}

namespace {
// a (Might 30, a knife) hits b (Physique 50, an Injury already: no Wounds left): body, damage 8
// against defence 5, 2 wounds (unguarded), so 2 Injuries (3 then 5: not down).
Json injurable()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 50, 20), knife());
    b["injuries"] = Json{"leftArm"};
    return encounter({"......", "......"}, {a, b});
}
} // namespace

// Suffering an injury is a trigger: b tests Will or Fortitude (Courage) (flat Will 30, untrained)
// once the hit is done, a fear of a with the failed test's DoF; once confronted, immune to it.
void TestCombatGridFear::fearOnSufferingAnInjuryOnce()
{
    // a: 15 (DoS 1); b's Parry 95; location 45 (body); b's Fear test 65 against 30: DoF 3, Panic.
    // b's turn: its shake-off 95 fails. a again: 15, 95, 45: no second Fear test.
    auto m = start(injurable(), {15, 95, 45, 65, 95, 15, 95, 45});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "injury"));
    const Json* roll = findEvent(r.events, "roll", "fear");
    QVERIFY(roll);
    QCOMPARE(roll->at("base").get<int>(), 30);
    QCOMPARE(roll->at("roll").get<int>(), 65);
    const Json* fear = findEvent(r.events, "fear");
    QVERIFY(fear);
    QCOMPARE(fear->at("trigger").get<std::string>(), std::string("injury"));
    QCOMPARE(fear->at("fear").get<std::string>(), std::string("panic"));
    QCOMPARE(fear->at("source").get<std::string>(), std::string("a"));
    QCOMPARE(who(*m, "b").fear, 3);
    QCOMPARE(who(*m, "b").fearSource, std::string("a"));
    QVERIFY(who(*m, "b").fearImmune.count("injury"));
    // The fear test comes after the hit, in the log's order.
    std::size_t hitAt = 0, fearAt = 0;
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        if (r.events[i].type == "hit")
            hitAt = i;
        if (r.events[i].type == "fear")
            fearAt = i;
    }
    QVERIFY(hitAt < fearAt);
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted); // Panic lets it end its turn
    r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "injury"));
    QVERIFY(!findEvent(r.events, "roll", "fear")); // immune to the trigger it has confronted
    QVERIFY(!findEvent(r.events, "fear"));
}

void TestCombatGridFear::fearTableByDegrees_data()
{
    QTest::addColumn<int>("roll"); // b's Fear test against 30
    QTest::addColumn<QString>("fear");
    QTest::addColumn<int>("trauma");
    QTest::newRow("passed") << 25 << "" << 0;
    QTest::newRow("0 DoF: shaken") << 35 << "shaken" << 0;
    QTest::newRow("1 DoF: shaken") << 45 << "shaken" << 0;
    QTest::newRow("2 DoF: avoidance") << 55 << "avoidance" << 0;
    QTest::newRow("3 DoF: panic") << 65 << "panic" << 0;
    QTest::newRow("4 DoF: frozen") << 75 << "frozen" << 0;
    QTest::newRow("5 DoF: catatonia, 1 Trauma") << 85 << "catatonia" << 1;
    QTest::newRow("6 DoF: catatonia") << 95 << "catatonia" << 1;
}

void TestCombatGridFear::fearTableByDegrees()
{
    QFETCH(int, roll);
    QFETCH(QString, fear);
    QFETCH(int, trauma);
    auto m = start(injurable(), {15, 95, 45, roll});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* f = findEvent(r.events, "fear");
    QVERIFY(f);
    QCOMPARE(f->at("passed").get<bool>(), fear.isEmpty());
    QCOMPARE(QString::fromStdString(games::combatgrid::fearName(games::combatgrid::fearLevel(who(*m, "b")))), fear);
    QCOMPARE(who(*m, "b").trauma, trauma);
    QCOMPARE(who(*m, "b").fearImmune.count("injury"), std::size_t(1)); // pass or fail, confronted
}

// The injury table's Existential Crisis (an Angel's Core at 4+): "must make a Fear test", a
// trigger of its own besides suffering the injury.
void TestCombatGridFear::existentialCrisisTestsFear()
{
    Json hammer = {{"name", "hammer"}, {"type", "melee"}, {"damage", 10}};
    Json a = fighter("a", "players", 0, 0, scores(60, 30, 30, 40), hammer);
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 90, 20), knife());
    b["kind"] = "angel";
    b["injuries"] = Json{"core", "core", "core"};
    b["armour"] = {{"core", 4}};
    // a's Called Attack at the Core: 25 against 60 - 20 (DoS 1); the Angel's Parry 95. Damage 17
    // against 13: 2 wounds, 2 Injuries (4 and 5): Existential Crisis. Fear tests: 25 (the injury,
    // passed), 65 (the crisis: 3 DoF, Panic).
    auto m = start(encounter({"......", "......"}, {a, b}, "eva"), {25, 95, 25, 65});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "called"}, {"location", "core"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    bool crisis = false;
    for (const auto& e : r.events)
        crisis = crisis || (e.type == "injury" && e.data.at("injury") == "existentialCrisis");
    QVERIFY(crisis);
    const auto fears = events(r.events, "fear");
    QCOMPARE(fears.size(), std::size_t(2));
    QCOMPARE(fears[0]->at("trigger").get<std::string>(), std::string("injury"));
    QCOMPARE(fears[0]->at("passed").get<bool>(), true);
    QCOMPARE(fears[1]->at("trigger").get<std::string>(), std::string("existentialCrisis"));
    QCOMPARE(fears[1]->at("fear").get<std::string>(), std::string("panic"));
    QVERIFY(who(*m, "b").fearImmune.count("existentialCrisis"));
}

// Witnessing an important ally (one with fate points) defeated: each players' combatant that sees
// it fall tests, its fear of whoever felled it; one that cannot see it does not; the Director's
// combatants are immune to this trigger; an ally with no fate is not important.
void TestCombatGridFear::fearWhenAnImportantAllyFalls()
{
    // d (Director, Grace 50, Might 60) next to p (players, Physique 10); w sees p, u is behind the wall.
    auto scene = [](int fate) {
        Json d = fighter("d", "director", 0, 0, scores(60, 30, 30, 50), knife());
        Json p = fighter("p", "players", 1, 0, scores(30, 30, 10, 20), knife());
        Json w = fighter("w", "players", 3, 1, scores(30, 30, 30, 21), knife()); // (no initiative ties)
        Json u = fighter("u", "players", 7, 0, scores(30, 30, 30, 22), knife());
        p["fate"] = fate;
        return encounter({"......#.", "......#.", "........"}, {d, p, w, u});
    };
    // d: 15 (DoS 4), p's Parry 95, location 45: p goes down. w's Fear test 45: 1 DoF, Shaken.
    auto m = start(scene(1), {15, 95, 45, 45});
    QCOMPARE(acting(*m), std::string("d"));
    auto r = act(*m, "attack", {{"combatant", "d"}, {"target", "p"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(who(*m, "p").down);
    QCOMPARE(events(r.events, "fear").size(), std::size_t(1));
    QCOMPARE(findEvent(r.events, "fear")->at("combatant").get<std::string>(), std::string("w"));
    QCOMPARE(findEvent(r.events, "fear")->at("trigger").get<std::string>(), std::string("allyDefeated"));
    QCOMPARE(who(*m, "w").fearSource, std::string("d"));
    QCOMPARE(who(*m, "w").fear, 1);
    QVERIFY(who(*m, "u").fearImmune.empty()); // no line of sight: nothing witnessed
    // An ally with no fate points is not important: no test.
    auto plain = start(scene(0), {15, 95, 45, 45});
    r = act(*plain, "attack", {{"combatant", "d"}, {"target", "p"}, {"variation", "standard"}});
    QVERIFY(who(*plain, "p").down);
    QVERIFY(!findEvent(r.events, "fear"));
    // The Director's combatants are immune: w (now the Director's) sees p (now the Director's, with
    // fate) felled by d (the players'), and tests nothing.
    Json d = fighter("d", "players", 0, 0, scores(60, 30, 30, 50), knife());
    Json p = fighter("p", "director", 1, 0, scores(30, 30, 10, 20), knife());
    Json w = fighter("w", "director", 3, 1, scores(30, 30, 30, 21), knife());
    p["fate"] = 2;
    auto directors = start(encounter({"........", "........"}, {d, p, w}), {15, 95, 45, 45});
    QCOMPARE(acting(*directors), std::string("d"));
    r = act(*directors, "attack", {{"combatant", "d"}, {"target", "p"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(who(*directors, "p").down);
    QVERIFY(!findEvent(r.events, "fear"));
    QVERIFY(who(*directors, "w").fearImmune.empty());
}

// Shaken (0-1 DoF): a Disadvantage on all its tests, named in the roll and listed before it.
void TestCombatGridFear::shakenDisadvantageOnAllTests()
{
    // a attacks the shaken b: 25 against 30; b's Parry 35 against 30 - 10 (Shaken). Location 45.
    // b's shake-off 95 fails; b attacks a: 25, a's Parry 35, location 45.
    auto m = start(afraid(1), {25, 35, 45, 95, 25, 35, 45});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll", "attack");
    QVERIFY(roll);
    QCOMPARE(modifier(roll->at("defender"), "shaken"), -10);
    QCOMPARE(modifier(roll->at("initiator"), "shaken"), 0);
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    bool listed = false;
    const Json view = kRules.viewFor(m->state(), state(*m).acting().seat);
    for (const auto& o : view.at("attackOptions"))
        for (const auto& v : o.at("options"))
            for (const auto& mod : v.at("modifiers"))
                listed = listed || mod.at("name") == "shaken";
    QVERIFY(listed);
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}); // allowed
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(modifier(findEvent(r.events, "roll", "attack")->at("initiator"), "shaken"), -10);
}

// Avoidance (2 DoF): no melee engagement with the source, no ranged attack at it (refused, and not
// among the legal actions); a Disadvantage on all tests while engaged with it.
void TestCombatGridFear::avoidanceKeepsAwayFromTheSource()
{
    Json e = afraid(2, rifle(), 4);
    e["combatants"].push_back(fighter("c", "players", 6, 0, scores(30, 30, 30, 10), knife()));
    auto m = start(e, {95, 45, 35, 45});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted); // b's shake-off 95 fails
    QCOMPARE(acting(*m), std::string("b"));
    auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QCOMPARE(r.refusal.id, std::string("combatgrid.fear.avoidRanged"));
    r = act(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 1}});
    QCOMPARE(r.refusal.id, std::string("combatgrid.fear.avoidMelee"));
    for (const auto& a : legal(*m)) {
        QVERIFY(!(a.type == "attack" && a.args.at("target") == "a"));
        if (a.type == "move")
            QVERIFY2(std::max(std::abs(a.args.at("x").get<int>()), std::abs(a.args.at("y").get<int>())) > 1,
                     a.args.dump().c_str());
    }
    // The table lights no square next to a.
    const Json aff = kRules.affordances(kRules.viewFor(m->state(), state(*m).acting().seat), state(*m).acting().seat);
    QVERIFY(aff.is_object());
    for (const auto& mv : aff.at("pieces").at("b").at("moves"))
        QVERIFY2(mv.at("to") != "1,1" && mv.at("to") != "1,0" && mv.at("to") != "0,1", mv.dump().c_str());
    QVERIFY(act(*m, "move", {{"combatant", "b"}, {"x", 3}, {"y", 0}}).accepted); // elsewhere: free
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "c"}, {"variation", "standard"}}); // another target: free
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(modifier(findEvent(r.events, "roll", "attack")->at("initiator"), "avoidance"), 0); // not engaged with a
    // Engaged by its source (a came to it): not forced to flee; it may fight back, with the Disadvantage.
    auto near = start(afraid(2), {95, 45, 35, 45});
    QVERIFY(act(*near, "endTurn", {{"combatant", "a"}}).accepted);
    r = act(*near, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(modifier(findEvent(r.events, "roll", "attack")->at("initiator"), "avoidance"), -10);
}

// Panic (3 DoF): only fleeing: moves away from the source (and Running, Rise, Defend), no attacks,
// no Focus, no Disengage ("they flee melee instead of disengaging"), no Chance Attacks.
void TestCombatGridFear::panicOnlyFlees()
{
    auto m = start(afraid(3), {95, 95});
    // a walks away from the panicked b: b makes no Chance Attack (nothing is asked).
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!state(*m).chance);
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 0}}).accepted); // back next to b
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);                 // b's shake-off 95 fails
    QCOMPARE(acting(*m), std::string("b"));
    QCOMPARE(act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.fear.panic"));
    QCOMPARE(act(*m, "focus", {{"combatant", "b"}}).refusal.id, std::string("combatgrid.fear.panic"));
    QCOMPARE(act(*m, "disengage", {{"combatant", "b"}, {"how", "action"}}).refusal.id, std::string("combatgrid.fear.panic"));
    QCOMPARE(act(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 1}}).refusal.id, std::string("combatgrid.fear.panic"));
    for (const auto& a : legal(*m)) {
        QVERIFY2(a.type == "move" || a.type == "run" || a.type == "defend" || a.type == "endTurn" ||
                     a.type == "endEncounter",
                 a.type.c_str());
        if (a.type == "move")
            QVERIFY(a.args.at("x").get<int>() >= 2 || a.args.at("y").get<int>() >= 2);
    }
    // It flees: leaving a's melee is a Flee (a's Chance Attack, with Fleeing, is asked).
    r = act(*m, "move", {{"combatant", "b"}, {"x", 3}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(state(*m).chance);
    QVERIFY(state(*m).chance->fleeing);
}

// Frozen (4 DoF): no move, no actions, attacks on it unopposed.
void TestCombatGridFear::frozenCannotActOrOppose()
{
    auto m = start(afraid(4), {45, 95});
    // a attacks the frozen b: a plain test, no Parry.
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "roll", "attack")->at("kind").get<std::string>(), std::string("test"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted); // b's shake-off 95 fails
    QCOMPARE(acting(*m), std::string("b"));
    QCOMPARE(state(*m).moveLeft, 0);
    QCOMPARE(state(*m).actionsLeft, 0);
    QCOMPARE(act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.fear.frozen"));
    QCOMPARE(act(*m, "move", {{"combatant", "b"}, {"x", 2}, {"y", 0}}).refusal.id, std::string("combatgrid.fear.frozen"));
    for (const auto& a : legal(*m))
        QVERIFY2(a.type == "endTurn" || a.type == "endEncounter", a.type.c_str());
}

// Catatonia (5+ DoF): as Frozen, and Helpless: an attack that wounds it is Savage (an Injury more).
void TestCombatGridFear::catatoniaIsHelpless()
{
    int injuries[2] = {0, 0};
    for (int degrees : {4, 5}) {
        auto m = start(afraid(degrees), {15, 45}); // a: 15 (DoS 1), no Parry; location 45
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* hit = findEvent(r.events, "hit");
        QVERIFY(hit);
        QVERIFY(hit->at("wounds").get<int>() > 0);
        QCOMPARE(hit->at("savage").get<int>(), degrees == 5 ? 1 : 0);
        injuries[degrees - 4] = who(*m, "b").injuries;
    }
    QCOMPARE(injuries[1], injuries[0] + 1);
}

// The shake-off: at the start of each of its turns, Will or Fortitude (Courage) again, an Advantage
// for each earlier failure; a pass ends the fear.
void TestCombatGridFear::shakeOffStacksAndEnds()
{
    auto m = start(afraid(2), {95, 25});
    auto r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* first = findEvent(r.events, "roll", "fearShakeOff");
    QVERIFY(first);
    QCOMPARE(modifier(*first, "earlierFailures"), 0);
    QCOMPARE(who(*m, "b").fearFailures, 1);
    QCOMPARE(who(*m, "b").fear, 2);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* second = findEvent(r.events, "roll", "fearShakeOff");
    QVERIFY(second);
    QCOMPARE(modifier(*second, "earlierFailures"), 10);
    QVERIFY(findEvent(r.events, "fearEnded"));
    QCOMPARE(who(*m, "b").fear, -1);
    QVERIFY(who(*m, "b").fearSource.empty());
    QVERIFY(findEvent(r.events, "fearEnded"));
}

// Fear is a visible condition: every view shows its row and, when the players see it, its source.
void TestCombatGridFear::fearIsVisibleAndItsUnseenSourceIsNot()
{
    auto m = start(afraid(3));
    const int players = 1 - state(*m).directorSeat;
    const Json seen = kRules.viewFor(m->state(), players); // (kept: a loop over a temporary's member dangles)
    for (const auto& c : seen.at("combatants"))
        if (c.at("id") == "b") {
            QCOMPARE(c.at("fear").get<std::string>(), std::string("panic"));
            QCOMPARE(c.at("fearSource").get<std::string>(), std::string("a"));
            QVERIFY(!c.contains("trauma")); // the sheet is the Director's
        }
    // A players' combatant afraid of an enemy the players cannot see: the source is not named.
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 4, 0, scores(30, 30, 40, 20), knife());
    a["fear"] = {{"degrees", 2}, {"source", "b"}};
    auto hidden = start(encounter({"...#..", "...#.."}, {a, b}), {95}); // a's shake-off at setup fails
    const Json unseen = kRules.viewFor(hidden->state(), players);
    for (const auto& c : unseen.at("combatants")) {
        QVERIFY(c.at("id") != "b");
        if (c.at("id") == "a") {
            QCOMPARE(c.at("fear").get<std::string>(), std::string("avoidance"));
            QCOMPARE(c.at("fearSource").get<std::string>(), std::string());
        }
    }
    const Json all = kRules.viewFor(hidden->state(), state(*hidden).directorSeat);
    for (const auto& c : all.at("combatants"))
        if (c.at("id") == "a")
            QCOMPARE(c.at("fearSource").get<std::string>(), std::string("b"));
}

// Exhausted (Stress 2 more than its Physique Bonus): each time it takes Stress, a Physique test,
// unconscious (down) on a failure. The Stress that makes it Exhausted asks for none (our reading).
void TestCombatGridFear::exhaustedTestsPhysiqueOnStress_data()
{
    QTest::addColumn<int>("stress"); // b's at the start (Physique 40: Bonus 4)
    QTest::addColumn<int>("roll");   // its Physique test, if any: 40 - 20 (Fatigued, Exhausted)
    QTest::addColumn<bool>("tested");
    QTest::addColumn<bool>("down");
    QTest::newRow("exhausted, fails") << 6 << 95 << true << true;
    QTest::newRow("exhausted, passes") << 6 << 15 << true << false;
    QTest::newRow("made exhausted by it") << 5 << 95 << false << false;
}

void TestCombatGridFear::exhaustedTestsPhysiqueOnStress()
{
    QFETCH(int, stress);
    QFETCH(int, roll);
    QFETCH(bool, tested);
    QFETCH(bool, down);
    // b's right leg: Foot Pain, 1 Stress at its Basic Move.
    Json e = afraid(0);
    e["combatants"][1].erase("fear");
    e["combatants"][1]["x"] = 3;
    e["combatants"][1]["stress"] = stress;
    e["combatants"][1]["injuries"] = Json{"rightLeg"};
    auto m = start(e, {roll});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    const auto r = act(*m, "move", {{"combatant", "b"}, {"x", 4}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(who(*m, "b").stress, stress + 1);
    const Json* test = findEvent(r.events, "roll", "exhaustion");
    QCOMPARE(test != nullptr, tested);
    if (test) {
        QCOMPARE(test->at("base").get<int>(), 40);
        QCOMPARE(modifier(*test, "exhausted"), -10);
    }
    QCOMPARE(who(*m, "b").down, down);
    QCOMPARE(findEvent(r.events, "exhaustedOut") != nullptr, down);
    if (down) // the Director's only combatant: the players win
        QVERIFY(kRules.outcome(m->state()).has_value());
}

QTEST_GUILESS_MAIN(TestCombatGridFear)
#include "tst_combatgrid_fear.moc"
