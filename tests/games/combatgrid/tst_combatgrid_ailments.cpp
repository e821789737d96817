// Combat Grid ailments (the rules' "Ailments"; docs/games/combatgrid.md "Ailments"): one test per
// rule and effect, the dice fixed through the scenario position's "rolls".
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

// a (Grace 40) acts before b (Grace 20); b suffers `ailments`.
Json pair(Json ailments, Json bWeapon = knife(), int bPhysique = 40)
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, bPhysique, 20), std::move(bWeapon));
    b["ailments"] = std::move(ailments);
    return encounter({"......", "......"}, {a, b});
}
} // namespace

class TestCombatGridAilments : public QObject {
    Q_OBJECT
private slots:
    void encounterAilmentsNameTheField_data();
    void encounterAilmentsNameTheField();
    void enemiesGainAnAdvantagePerAilment();
    void shakeOffAtTurnStartGainsAnAdvantagePerFailure();
    void shakeOffMentalIsWillAndDefendHelps();
    void noChanceAttacksWhileSuffering();
    void fatePointRemovesAnAilment();
    void dizzyDisadvantageOnTests();
    void stunnedAndHypnotisedLoseTheTurnAndCannotOppose_data();
    void stunnedAndHypnotisedLoseTheTurnAndCannotOppose();
    void frozenMakesNoMoves();
    void shockedHinderedStressedCannotOppose();
    void burningAtRoundEndAndPuttingItOut();
    void enragedOnlyAttacksInMeleeOrClosesIn();
    void weaponInflictsUnlessResisted();
    void oneAilmentPerCategory();
    void ailmentsVisibleToPlayers();
    void stressFatiguesAndExhausts_data();
    void stressFatiguesAndExhausts();
    void injuryTableByLocationAndScore();
    void injuriesInTheRoll_data();
    void injuriesInTheRoll();
    void handPainAndBrokenArm();
    void blindedFailsRangedAttacks();
    void brokenLegCrawlsAndFootPain();
    void innerDamageAddsAWound();
    void injuriesFromAHitAndWhoSeesThem();
    void bloodLossEachTurnAndStemming();
};

void TestCombatGridAilments::encounterAilmentsNameTheField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("json"); // the second combatant's changes
    QTest::newRow("unknown") << "combatants[1].ailments[0]" << R"({"ailments": ["sleepy"]})";
    QTest::newRow("two physical") << "combatants[1].ailments[1]" << R"({"ailments": ["dizzy", "stunned"]})";
    QTest::newRow("not a list") << "combatants[1].ailments" << R"({"ailments": "dizzy"})";
    QTest::newRow("injury location") << "combatants[1].injuries[1]" << R"({"injuries": ["head", "tail"]})";
    QTest::newRow("injury core") << "combatants[1].injuries[0]" << R"({"injuries": ["core"]})";
    QTest::newRow("too many injuries") << "combatants[1].injuries" << R"({"injuries": ["head", "body", "body", "head", "body"]})";
    QTest::newRow("failures") << "combatants[1].ailments[0].failures" << R"({"ailments": [{"kind": "dizzy", "failures": -1}]})";
    QTest::newRow("weapon kind") << "combatants[1].weapon.ailment.kind"
                                 << R"({"weapon": {"name": "w", "type": "melee", "damage": 3, "ailment": {"kind": "wet"}}})";
    QTest::newRow("weapon dos") << "combatants[1].weapon.ailment.onDoS"
                                << R"({"weapon": {"name": "w", "type": "melee", "damage": 3, "ailment": {"kind": "dizzy", "onDoS": 12}}})";
    QTest::newRow("stress") << "combatants[1].stress" << R"({"stress": 31})";
    QTest::newRow("stress negative") << "combatants[1].stress" << R"({"stress": -1})";
}

void TestCombatGridAilments::encounterAilmentsNameTheField()
{
    QFETCH(QString, field);
    QFETCH(QString, json);
    Json e = pair(Json::array());
    const Json change = Json::parse(json.toStdString());
    for (const auto& [k, v] : change.items())
        e["combatants"][1][k] = v;
    try {
        games::combatgrid::loadEncounter(e);
        QFAIL("accepted");
    } catch (const std::invalid_argument& ex) {
        QVERIFY2(std::string(ex.what()).find(field.toStdString() + ":") != std::string::npos, ex.what());
    }
    // Old files (no ailments anywhere) still load; a valid list and a weapon quality load too.
    Json ok = pair(Json::array({"dizzy", {{"kind", "enraged"}, {"failures", 1}}}));
    ok["combatants"][0]["weapon"]["ailment"] = {{"kind", "stunned"}, {"onDoS", 2}};
    const auto s = games::combatgrid::loadEncounter(ok);
    QCOMPARE(s.combatants[1].ailments.size(), std::size_t(2));
    QCOMPARE(s.combatants[1].ailments[1].failures, 1);
    QCOMPARE(s.combatants[0].weapon.ailment, std::string("stunned"));
    for (const auto& id : games::combatgrid::encounterIds())
        games::combatgrid::loadEncounter(games::combatgrid::builtInEncounter(id));
}

// "Enemies gain 1 Advantage against you per ailment you have": named "ailment" in the roll.
void TestCombatGridAilments::enemiesGainAnAdvantagePerAilment()
{
    // b frozen (Physical) and hallucinating (Mental): two Advantages; a rolls 45 against 30 + 20.
    auto m = start(pair(Json::array({"frozen", "hallucinating"})), {45, 99, 45});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(modifier(roll->at("initiator"), "ailment"), 20);
    QCOMPARE(roll->at("initiator").at("outcome").get<std::string>(), std::string("success"));
}

void TestCombatGridAilments::shakeOffAtTurnStartGainsAnAdvantagePerFailure()
{
    // b (Endurance 1 over Physique 40: 50) is frozen: 60 fails, then 55 passes with the Advantage.
    Json e = pair(Json::array({"frozen"}));
    e["combatants"][1]["skills"] = {{"endurance", 1}};
    auto m = start(e, {60, 55});
    auto r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* t = findEvent(r.events, "roll", "shakeOff");
    QVERIFY(t);
    QCOMPARE(t->at("target").get<int>(), 50);
    QCOMPARE(modifier(*t, "earlierFailures"), 0);
    QCOMPARE(t->at("ailment").get<std::string>(), std::string("frozen"));
    QCOMPARE(who(*m, "b").ailments.at(0).failures, 1);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    r = act(*m, "endTurn", {{"combatant", "a"}});
    t = findEvent(r.events, "roll", "shakeOff");
    QVERIFY(t);
    QCOMPARE(modifier(*t, "earlierFailures"), 10);
    QCOMPARE(t->at("outcome").get<std::string>(), std::string("success"));
    QVERIFY(findEvent(r.events, "ailmentShaken"));
    QVERIFY(who(*m, "b").ailments.empty());
}

// A Mental ailment: Fortitude, flat Will untrained; Defend gives its Advantage to the shake-off
// taken at the start of the defender's next turn (before the Defend lapses).
void TestCombatGridAilments::shakeOffMentalIsWillAndDefendHelps()
{
    Json e = pair(Json::array({"hallucinating"}));
    e["combatants"][1]["scores"]["will"] = 25;
    auto m = start(e, {90, 90});
    auto r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* t = findEvent(r.events, "roll", "shakeOff");
    QVERIFY(t);
    QCOMPARE(t->at("target").get<int>(), 25);
    QVERIFY(act(*m, "defend", {{"combatant", "b"}}).accepted);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    r = act(*m, "endTurn", {{"combatant", "a"}});
    t = findEvent(r.events, "roll", "shakeOff");
    QVERIFY(t);
    QCOMPARE(modifier(*t, "defending"), 10);
    QCOMPARE(t->at("target").get<int>(), 25 + 10 + 10);
    QVERIFY(!who(*m, "b").defending);
}

// "Anyone not suffering from an Ailment can make Chance Attacks."
void TestCombatGridAilments::noChanceAttacksWhileSuffering()
{
    auto m = start(pair(Json::array({"hallucinating"})));
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!state(*m).chance);
    QVERIFY(!findEvent(r.events, "chanceAttack"));
    QCOMPARE(who(*m, "a").pos.x, 4);
}

void TestCombatGridAilments::fatePointRemovesAnAilment()
{
    Json e = pair(Json::array());
    e["combatants"][0]["fate"] = 1;
    e["combatants"][0]["ailments"] = Json::array({"dizzy"});
    auto m = start(e, {95}); // a's first shake-off (rolled at setup) fails
    QVERIFY(hasLegal(*m, "fate"));
    auto r = act(*m, "fate", {{"combatant", "a"}, {"use", "removeAilment"}, {"ailment", "stunned"}});
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("combatgrid.fate.noAilment"));
    r = act(*m, "fate", {{"combatant", "a"}, {"use", "removeAilment"}, {"ailment", "dizzy"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(who(*m, "a").ailments.empty());
    QCOMPARE(who(*m, "a").fate, 0);
    const Json* f = findEvent(r.events, "fate");
    QVERIFY(f);
    QCOMPARE(f->at("use").get<std::string>(), std::string("removeAilment"));
    QCOMPARE(state(*m).actionsLeft, 2); // no Action
}

void TestCombatGridAilments::dizzyDisadvantageOnTests()
{
    // b dizzy: a's attack has the Ailment Advantage; b's Parry a Disadvantage; its shake-off too.
    auto m = start(pair(Json::array({"dizzy"})), {45, 35, 99, 90});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(roll->at("kind").get<std::string>(), std::string("opposed"));
    QCOMPARE(modifier(roll->at("defender"), "dizzy"), -10);
    r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* t = findEvent(r.events, "roll", "shakeOff");
    QVERIFY(t);
    QCOMPARE(modifier(*t, "dizzy"), -10);
    // b's own attack: a Disadvantage.
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    const Json& att = roll->contains("initiator") ? roll->at("initiator") : *roll;
    QCOMPARE(modifier(att, "dizzy"), -10);
}

void TestCombatGridAilments::stunnedAndHypnotisedLoseTheTurnAndCannotOppose_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("stunned") << "stunned";
    QTest::newRow("hypnotised") << "hypnotised";
}

void TestCombatGridAilments::stunnedAndHypnotisedLoseTheTurnAndCannotOppose()
{
    QFETCH(QString, kind);
    auto m = start(pair(Json::array({kind.toStdString()})), {45, 95});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(roll->at("kind").get<std::string>(), std::string("test")); // no Parry
    r = act(*m, "endTurn", {{"combatant", "a"}}); // shake-off 95: fails
    QCOMPARE(acting(*m), std::string("b"));
    QCOMPARE(state(*m).moveLeft, 0);
    QCOMPARE(state(*m).actionsLeft, 0);
    for (const auto& a : kRules.legalActions(m->state(), state(*m).acting().seat))
        QVERIFY2(a.type == "endTurn" || a.type == "endEncounter", a.type.c_str());
    QVERIFY(!act(*m, "move", {{"combatant", "b"}, {"x", 2}, {"y", 1}}).accepted);
}

void TestCombatGridAilments::frozenMakesNoMoves()
{
    auto m = start(pair(Json::array({"frozen"})), {95});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(state(*m).moveLeft, 0);
    QCOMPARE(state(*m).actionsLeft, 2);
    QVERIFY(!hasLegal(*m, "move"));
    QVERIFY(hasLegal(*m, "attack"));
    auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "charge"}, {"chargeX", 1}, {"chargeY", 1}});
    QVERIFY(!r.accepted);
    // The argument gate refuses it first at the Match; the rules refuse it too, naming the rule.
    {
        auto copy = m->state().clone();
        core::Rng rng(1);
        const auto direct = kRules.apply(*copy, {state(*m).acting().seat, "attack",
                                                 {{"combatant", "b"}, {"target", "a"}, {"variation", "charge"},
                                                  {"chargeX", 1}, {"chargeY", 1}}}, rng);
        QVERIFY2(!direct.accepted && direct.refusal.id == "combatgrid.frozen.noMove", direct.refusal.id.c_str());
        const auto put = kRules.apply(*copy, {state(*m).acting().seat, "putOut", {{"combatant", "b"}}}, rng);
        QVERIFY2(!put.accepted && put.refusal.id == "combatgrid.putOut.notBurning", put.refusal.id.c_str());
    }
}

void TestCombatGridAilments::shockedHinderedStressedCannotOppose()
{
    auto m = start(pair(Json::array({"shocked"})), {45, 95});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QCOMPARE(findEvent(r.events, "roll")->at("kind").get<std::string>(), std::string("test"));
    const int stress = who(*m, "b").stress;
    r = act(*m, "endTurn", {{"combatant", "a"}});
    QVERIFY(findEvent(r.events, "ailmentStress"));
    QCOMPARE(who(*m, "b").stress, stress + 1);
    QCOMPARE(state(*m).moveLeft, 2); // Grace Bonus 2 x 2, Hindered: halved
    QCOMPARE(state(*m).actionsLeft, 2);
}

// Burning: at the end of each round a Damage 4 attack ignoring armour, +1 per turn burned;
// Disadvantage on Will tests; an Action putting it out adds an Advantage to the next shake-off.
void TestCombatGridAilments::burningAtRoundEndAndPuttingItOut()
{
    Json e = pair(Json::array({"burning"}), knife(), 30); // Physique 30: Defence 3
    e["combatants"][1]["armour"] = {{"body", 5}};
    e["combatants"][1]["ailments"].push_back("hallucinating"); // a Will test, under Burning
    auto m = start(e, {95, 95, 95, 95});
    auto r = act(*m, "endTurn", {{"combatant", "a"}});
    const Json* t = nullptr;
    for (const auto& ev : r.events)
        if (ev.type == "roll" && ev.data.value("ailment", std::string()) == "hallucinating")
            t = &ev.data;
    QVERIFY(t);
    QCOMPARE(modifier(*t, "burning"), -10);
    QVERIFY(act(*m, "putOut", {{"combatant", "b"}}).accepted);
    QCOMPARE(state(*m).actionsLeft, 1);
    QVERIFY(!act(*m, "putOut", {{"combatant", "b"}}).accepted); // not repeated
    const int wounds = who(*m, "b").wounds;
    r = act(*m, "endTurn", {{"combatant", "b"}}); // the round ends: burn 4 + 1 turn = 5 > 3
    const Json* hit = findEvent(r.events, "hit");
    QVERIFY(hit);
    QCOMPARE(hit->at("damage").get<int>(), 5);
    QCOMPARE(hit->at("defense").get<int>(), 3); // armour ignored
    QCOMPARE(hit->at("wounds").get<int>(), 1);
    QCOMPARE(who(*m, "b").wounds, wounds - 1);
    r = act(*m, "endTurn", {{"combatant", "a"}});
    t = nullptr;
    for (const auto& ev : r.events)
        if (ev.type == "roll" && ev.data.value("ailment", std::string()) == "burning")
            t = &ev.data;
    QVERIFY(t);
    QCOMPARE(modifier(*t, "putOut"), 10);
    QCOMPARE(modifier(*t, "earlierFailures"), 10);
}

// Enraged: an Advantage on melee attacks, no evasion, and on its turns only melee attacks and
// moves toward its enemies.
void TestCombatGridAilments::enragedOnlyAttacksInMeleeOrClosesIn()
{
    {
        // With a rifle, an enraged combatant's shot is refused: it attacks only in melee.
        Json ra = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
        Json rb = fighter("b", "director", 3, 0, scores(30, 30, 40, 20), rifle());
        rb["ailments"] = Json::array({"enraged"});
        auto rm = start(encounter({"......", "......"}, {ra, rb}), {95});
        QVERIFY(act(*rm, "endTurn", {{"combatant", "a"}}).accepted);
        auto copy = rm->state().clone();
        core::Rng rng(1);
        const auto shot = kRules.apply(*copy, {state(*rm).acting().seat, "attack",
                                               {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}}, rng);
        QVERIFY2(!shot.accepted && shot.refusal.id == "combatgrid.enraged.melee", shot.refusal.id.c_str());
    }
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 3, 0, scores(30, 30, 40, 20), knife());
    b["ailments"] = Json::array({"enraged"});
    auto m = start(encounter({"......", "......"}, {a, b}), {95, 45, 50});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted); // b's shake-off 95 fails
    QCOMPARE(acting(*m), std::string("b"));
    for (const auto& act : kRules.legalActions(m->state(), state(*m).acting().seat)) {
        QVERIFY2(act.type == "move" || act.type == "attack" || act.type == "endTurn" || act.type == "endEncounter" ||
                     act.type == "exert", // Exert gains an Action, it takes none
                 act.type.c_str());
        if (act.type == "move")
            QVERIFY(act.args.at("x").get<int>() < 3);
    }
    auto r = act(*m, "focus", {{"combatant", "b"}});
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("combatgrid.enraged.only"));
    r = act(*m, "move", {{"combatant", "b"}, {"x", 4}, {"y", 0}});
    QCOMPARE(r.refusal.id, std::string("combatgrid.enraged.toward"));
    QVERIFY(act(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 0}}).accepted);
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    const Json& att = roll->contains("initiator") ? roll->at("initiator") : *roll;
    QCOMPARE(modifier(att, "enraged"), 10);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    // a attacks the enraged b: it cannot evade.
    r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QCOMPARE(findEvent(r.events, "roll")->at("kind").get<std::string>(), std::string("test"));
}

// A weapon's ailment quality: a hit with enough DoS inflicts it unless the target resists with
// its shake-off skill.
void TestCombatGridAilments::weaponInflictsUnlessResisted()
{
    Json baton = {{"name", "stun baton"}, {"type", "melee"}, {"damage", 2}, {"ailment", {{"kind", "stunned"}, {"onDoS", 1}}}};
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 40), baton);
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 40, 20), knife());
    // a rolls 25 (DoS 1) against b's 90: a hit; location 45; b resists with Physique 40: 80 fails.
    auto m = start(encounter({"......"}, {a, b}), {25, 90, 45, 80, 5, 95, 45});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "roll", "ailmentResist"));
    QVERIFY(findEvent(r.events, "ailment"));
    QVERIFY(games::combatgrid::hasAilment(who(*m, "b"), "stunned"));
}

void TestCombatGridAilments::oneAilmentPerCategory()
{
    Json baton = {{"name", "shock baton"}, {"type", "melee"}, {"damage", 2}, {"ailment", {{"kind", "shocked"}, {"onDoS", 0}}}};
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 40), baton);
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 40, 20), knife());
    b["ailments"] = Json::array({"dizzy"});
    // a rolls 25; b (dizzy) parries 90; location 45; b's resist 95 fails: Shocked does not take hold.
    auto m = start(encounter({"......"}, {a, b}), {25, 90, 45, 95});
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* no = findEvent(r.events, "ailmentNoEffect");
    QVERIFY(no);
    QCOMPARE(no->at("has").get<std::string>(), std::string("dizzy"));
    QCOMPARE(who(*m, "b").ailments.size(), std::size_t(1));
    // The invariant sees two of a category.
    CombatGridState s = state(*m);
    s.combatants[1].ailments.push_back({"stunned"});
    bool found = false;
    for (const auto& v : kRules.invariantViolations(s, {}))
        found = found || v.find("two physical") != std::string::npos;
    QVERIFY(found);
}

void TestCombatGridAilments::ailmentsVisibleToPlayers()
{
    auto m = start(pair(Json::array({"frozen"})));
    const Json v = kRules.viewFor(m->state(), 1); // the players' seat
    bool seen = false;
    for (const auto& c : v.at("combatants"))
        if (c.at("id") == "b")
            seen = c.at("ailments").at(0).at("kind") == "frozen";
    QVERIFY(seen);
}

QTEST_GUILESS_MAIN(TestCombatGridAilments)
// The rules' "Stress, Fatigue and Exhaustion": b (Physique 40, Bonus 4) starts with `stress`
// (the encounter's "stress"): more than its Physique Bonus is Fatigued (a Disadvantage on every
// test: its Parry, its attack), 2 more than the bonus Exhausted (another Disadvantage).
void TestCombatGridAilments::stressFatiguesAndExhausts_data()
{
    QTest::addColumn<int>("stress");
    QTest::addColumn<bool>("fatigued");
    QTest::addColumn<bool>("exhausted");
    QTest::newRow("at the bonus") << 4 << false << false;
    QTest::newRow("over the bonus") << 5 << true << false;
    QTest::newRow("two over") << 6 << true << true;
}

void TestCombatGridAilments::stressFatiguesAndExhausts()
{
    QFETCH(int, stress);
    QFETCH(bool, fatigued);
    QFETCH(bool, exhausted);
    Json e = pair(Json::array());
    e["combatants"][1]["stress"] = stress;
    auto m = start(e, {45, 35, 45, 35});
    QCOMPARE(who(*m, "b").stress, stress);
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(roll->at("kind").get<std::string>(), std::string("opposed"));
    QCOMPARE(modifier(roll->at("defender"), "fatigued"), fatigued ? -10 : 0);
    QCOMPARE(modifier(roll->at("defender"), "exhausted"), exhausted ? -10 : 0);
    QCOMPARE(modifier(roll->at("initiator"), "fatigued"), 0); // a is fresh
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    // b's own attack: listed before the roll (the attack panel's modifiers) and rolled with them.
    bool listed = false;
    const Json view = kRules.viewFor(m->state(), state(*m).acting().seat);
    for (const auto& o : view.at("attackOptions"))
        for (const auto& v : o.at("options"))
            for (const auto& mod : v.at("modifiers"))
                listed = listed || mod.at("name") == "fatigued";
    QCOMPARE(listed, fatigued);
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(modifier(roll->at("initiator"), "fatigued"), fatigued ? -10 : 0);
    QCOMPARE(modifier(roll->at("initiator"), "exhausted"), exhausted ? -10 : 0);
}

namespace {
int effectCount(const games::combatgrid::Combatant& c, const std::string& effect, const std::string& where = "")
{
    int n = 0;
    for (const auto& e : c.injuryEffects)
        if (e.effect == effect && (where.empty() || where == games::combatgrid::locationName(e.location)))
            ++n;
    return n;
}
// b (Physique 40: 4 Wounds) starts with these Injuries (the encounter's "injuries").
Json injured(Json injuries, Json bWeapon = knife())
{
    Json e = pair(Json::array(), std::move(bWeapon));
    e["combatants"][1]["injuries"] = std::move(injuries);
    return e;
}
} // namespace

// Each Injury adds its location's rows up to the total Injury score ("as above"); the non-stacking
// ones once per location, Trouble Concentrating again with each.
void TestCombatGridAilments::injuryTableByLocationAndScore()
{
    auto m = start(injured({"rightLeg", "head", "body", "head"}));
    const auto& b = who(*m, "b");
    QCOMPARE(b.injuries, 4);
    QCOMPARE(b.wounds, 0);
    QCOMPARE(b.down, false); // 4 is not more than the Physique Bonus
    QCOMPARE(effectCount(b, "footPain", "rightLeg"), 1);     // 1: Foot Pain
    QCOMPARE(effectCount(b, "brokenToes"), 0);
    QCOMPARE(effectCount(b, "crucialStrike", "head"), 1);    // 2 and 4 to the head: once
    QCOMPARE(effectCount(b, "troubleConcentrating"), 2);     // stacks
    QCOMPARE(effectCount(b, "graze", "body"), 1);            // 3 to the body: as all above
    QCOMPARE(effectCount(b, "crucialStrike", "body"), 1);
    QCOMPARE(effectCount(b, "innerDamage"), 1);
    QCOMPARE(effectCount(b, "internalBleeding"), 0);
    QCOMPARE(effectCount(b, "fracture"), 1);                 // 4 to the head
    QCOMPARE(effectCount(b, "blinded"), 1);
    QVERIFY(games::combatgrid::hasAilment(b, "confused"));  // Fracture: Confused
    auto legs = start(injured({"leftLeg", "leftLeg", "leftLeg", "leftLeg"}));
    QCOMPARE(effectCount(who(*legs, "b"), "brokenLeg"), 1);
    QVERIFY(who(*legs, "b").prone); // Broken Toes and Broken Leg: prone
    auto body = start(injured({"body", "body", "body", "body"}));
    QVERIFY(who(*body, "b").bleeding); // Internal Bleeding: Blood Loss
}

void TestCombatGridAilments::injuriesInTheRoll_data()
{
    QTest::addColumn<QString>("injuries"); // b's, as a JSON list
    QTest::addColumn<bool>("ranged");
    QTest::addColumn<QString>("named");
    QTest::addColumn<int>("value");
    QTest::newRow("trouble concentrating: ranged") << R"(["head", "head"])" << true << "troubleConcentrating" << -10;
    QTest::newRow("trouble concentrating stacks") << R"(["head", "head", "head"])" << true << "troubleConcentrating" << -20;
    QTest::newRow("trouble concentrating: not melee") << R"(["head", "head"])" << false << "troubleConcentrating" << 0;
    QTest::newRow("broken fingers: weapon arm") << R"(["rightArm", "rightArm"])" << false << "brokenFingers" << -10;
    QTest::newRow("broken fingers: other arm") << R"(["leftArm", "leftArm"])" << false << "brokenFingers" << 0;
    QTest::newRow("broken toes: dodge is not named") << R"(["leftLeg", "leftLeg"])" << false << "brokenToes" << 0;
}

// b's own attack on a names the injuries' Disadvantages in the roll.
void TestCombatGridAilments::injuriesInTheRoll()
{
    QFETCH(QString, injuries);
    QFETCH(bool, ranged);
    QFETCH(QString, named);
    QFETCH(int, value);
    Json e = injured(Json::parse(injuries.toStdString()), ranged ? rifle() : knife());
    if (ranged)
        e["combatants"][1]["x"] = 4; // out of melee
    auto m = start(e, {45, 35, 45, 35, 45, 35});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.id.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(modifier(roll->at("initiator"), named.toStdString()), value);
}

// Hand Pain: 5 Stress at each attack with the weapon arm; Broken Arm: no attack with it.
void TestCombatGridAilments::handPainAndBrokenArm()
{
    auto m = start(injured({"rightArm"}), {45, 35, 45, 35});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    const int before = who(*m, "b").stress;
    const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY(r.accepted);
    QCOMPARE(who(*m, "b").stress, before + 5);
    QVERIFY(findEvent(r.events, "injuryEffect"));
    auto left = start(injured({"leftArm"}), {45, 35, 45, 35});
    QVERIFY(act(*left, "endTurn", {{"combatant", "a"}}).accepted);
    QVERIFY(act(*left, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}).accepted);
    QCOMPARE(who(*left, "b").stress, before); // the other arm's pain costs nothing
    auto broken = start(injured({"rightArm", "rightArm", "rightArm", "rightArm"}), {45, 35});
    QVERIFY(act(*broken, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(act(*broken, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.brokenArm"));
    QVERIFY(!hasLegal(*broken, "attack"));
}

// Blinded: a ranged attack fails whatever the dice say.
void TestCombatGridAilments::blindedFailsRangedAttacks()
{
    Json e = injured({"head", "head", "head", "head"}, rifle());
    e["combatants"][1]["x"] = 4; // out of melee
    auto m = start(e, {95, 5, 99, 5, 99}); // b's Confused shake-off (Fracture) fails, then the attack
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    const int wounds = who(*m, "a").wounds;
    const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.id.c_str());
    QVERIFY(findEvent(r.events, "injuryEffect"));
    QVERIFY(!findEvent(r.events, "hit"));
    QCOMPARE(who(*m, "a").wounds, wounds);
}

// Broken Leg: prone, it cannot rise (it crawls, Hindered, with Broken Foot: 1 square); Foot Pain:
// 1 Stress at its Basic Move.
void TestCombatGridAilments::brokenLegCrawlsAndFootPain()
{
    Json e = injured({"leftLeg", "leftLeg", "leftLeg", "leftLeg"});
    e["combatants"][1]["x"] = 4;
    auto m = start(e, {45, 35, 45, 35});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    QVERIFY(!hasLegal(*m, "rise"));
    QCOMPARE(act(*m, "rise", {{"combatant", "b"}}).refusal.id, std::string("combatgrid.rise.brokenLeg"));
    QCOMPARE(state(*m).moveLeft, 1); // prone and Broken Foot: two causes
    const int stress = who(*m, "b").stress;
    const auto r = act(*m, "move", {{"combatant", "b"}, {"x", 5}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.id.c_str());
    QCOMPARE(who(*m, "b").stress, stress + 1);
    auto toes = start(injured({"rightLeg"}), {45, 35});
    QVERIFY(act(*toes, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(state(*toes).moveLeft, 4); // Foot Pain alone does not hinder
}

// Inner Damage: an extra Wound whenever it suffers damage.
void TestCombatGridAilments::innerDamageAddsAWound()
{
    int wounds[2] = {0, 0};
    int i = 0;
    for (Json injuries : {Json{"leftArm", "leftArm", "leftArm"}, Json{"body", "body", "body"}}) {
        auto m = start(injured(injuries), {15, 95, 15, 95});
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
        const Json* hit = findEvent(r.events, "hit");
        QVERIFY(hit);
        wounds[i++] = hit->at("wounds").get<int>();
    }
    QVERIFY(wounds[0] > 0);
    QCOMPARE(wounds[1], wounds[0] + 1);
}

// A hit past the Wounds gives Injuries through the table, in the log; the players read the
// Director's combatants' injuries only as "an injury", and their own in full; the sheet (the view)
// lists them to those who see the sheet.
void TestCombatGridAilments::injuriesFromAHitAndWhoSeesThem()
{
    Json e = pair(Json::array(), knife(), 10); // b: 1 Wound
    auto m = start(e, {15, 95, 15, 95});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY(r.accepted);
    const auto& b = who(*m, "b");
    QVERIFY(b.injuries > 0);
    QVERIFY(!b.injuryEffects.empty());
    const core::Event* injury = nullptr;
    for (const auto& ev : r.events)
        if (ev.type == "injury")
            injury = &ev;
    QVERIFY(injury);
    QVERIFY(injury->redactedMessage);
    QCOMPARE(injury->redactedMessage->id, std::string("combatgrid.log.injurySecret"));
    const Json director = kRules.viewFor(m->state(), state(*m).directorSeat);
    const Json players = kRules.viewFor(m->state(), 1 - state(*m).directorSeat);
    for (const auto& c : director.at("combatants"))
        if (c.at("id") == "b")
            QVERIFY(!c.at("injuryEffects").empty());
    for (const auto& c : players.at("combatants"))
        if (c.at("id") == "b")
            QVERIFY(!c.contains("injuryEffects"));
    // The players' own: b hits a (1 Wound) back.
    Json f = pair(Json::array());
    f["combatants"][0]["scores"]["physique"] = 10;
    f["combatants"][0]["injuries"] = Json{"rightLeg"};
    auto n = start(f);
    const Json mine = kRules.viewFor(n->state(), 1 - state(*n).directorSeat);
    for (const auto& c : mine.at("combatants"))
        if (c.at("id") == "a")
            QCOMPARE(c.at("injuryEffects").size(), std::size_t(1));
}

// Blood Loss (Internal Bleeding): a free Physique or Endurance test at the start of each turn, a
// failure with no Wounds left a Physique decay of 1 + DoF; stemming it is an Action with three
// Advantages, a pass ending the Blood Loss.
void TestCombatGridAilments::bloodLossEachTurnAndStemming()
{
    const Json body = Json{"body", "body", "body", "body"};
    auto m = start(injured(body), {95});
    QVERIFY(who(*m, "b").bleeding);
    auto r = act(*m, "endTurn", {{"combatant", "a"}});
    QVERIFY(r.accepted);
    QCOMPARE(acting(*m), std::string("b"));
    const Json* loss = findEvent(r.events, "bloodLoss");
    QVERIFY(loss);
    QCOMPARE(loss->at("passed").get<bool>(), false);
    const int decay = loss->at("decay").get<int>();
    QVERIFY(decay >= 1);
    QCOMPARE(who(*m, "b").scores.at("physique"), 40 - decay);
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(modifier(*roll, "innerDamage"), -10); // a Physique test
    // Held: a pass costs nothing; stemming (three Advantages) ends it.
    auto held = start(injured(body), {5, 55});
    r = act(*held, "endTurn", {{"combatant", "a"}});
    QVERIFY(findEvent(r.events, "bloodLoss"));
    QCOMPARE(findEvent(r.events, "bloodLoss")->at("passed").get<bool>(), true);
    QCOMPARE(who(*held, "b").scores.at("physique"), 40);
    QVERIFY(hasLegal(*held, "stemBleeding"));
    r = act(*held, "stemBleeding", {{"combatant", "b"}}); // 55 against 40 - 10 + 30
    QVERIFY2(r.accepted, r.refusal.id.c_str());
    roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(modifier(*roll, "stemBleeding"), 30);
    QVERIFY(!who(*held, "b").bleeding);
    QCOMPARE(state(*held).actionsLeft, 1);
    QVERIFY(!hasLegal(*held, "stemBleeding"));
    QCOMPARE(act(*held, "stemBleeding", {{"combatant", "b"}}).refusal.id, std::string("combatgrid.stemBleeding.notBleeding"));
}

#include "tst_combatgrid_ailments.moc"
