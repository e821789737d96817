// Combat Grid rules, one test per rule paragraph, the dice fixed through the scenario position's
// "rolls" (docs/games/combatgrid.md, "Position format").
#include "core/Match.h"
#include "core/Scenario.h"
#include "games/combatgrid/CombatGridRules.h"
#include "games/combatgrid/Encounter.h"

#include "../../support/StateFields.h"

#include <QtTest>

#include <functional>
#include <set>

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
Json rifle(int range = 20) { return {{"name", "rifle"}, {"type", "ranged"}, {"damage", 6}, {"range", range}}; }

Json encounter(std::vector<std::string> map, Json combatants)
{
    return {{"id", "test"}, {"scale", "human"}, {"map", std::move(map)}, {"combatants", std::move(combatants)}};
}

core::MatchConfig config(int seats = 2)
{
    core::MatchConfig c;
    c.game = "combatgrid";
    c.seats = seats;
    c.seed = 7;
    return c;
}

std::unique_ptr<core::Match> start(const Json& enc, std::vector<int> rolls = {}, int seats = 2)
{
    return std::make_unique<core::Match>(kRules, config(seats), Json{{"encounter", enc}, {"rolls", rolls}});
}

const CombatGridState& state(const core::Match& m) { return static_cast<const CombatGridState&>(m.state()); }

std::string acting(const core::Match& m) { return state(m).acting().id; }

// The action for the acting combatant's seat, nothing more (a Chance Attack it draws stays asked).
core::Result actAsked(core::Match& m, const std::string& type, Json args)
{
    const auto& s = state(m);
    return m.submit(Action{s.acting().seat, type, std::move(args)});
}

// The answer of the enemy asked about a Chance Attack (its controller's seat).
core::Result answer(core::Match& m, bool take)
{
    const auto& s = state(m);
    const auto& e = s.combatants[static_cast<std::size_t>(
        std::find_if(s.combatants.begin(), s.combatants.end(), [&](const auto& c) { return c.id == s.chance->asking; }) -
        s.combatants.begin())];
    return m.submit(Action{e.seat, "chanceAttack", {{"combatant", e.id}, {"take", take}}});
}

// The action, then every Chance Attack it draws taken (their events appended, in order): the
// engine asks each enemy; the tests of what happens once one is made take them all.
core::Result act(core::Match& m, const std::string& type, Json args)
{
    auto r = actAsked(m, type, std::move(args));
    while (r.accepted && state(m).chance) {
        auto more = answer(m, true);
        if (!more.accepted)
            return more;
        for (auto& e : more.events)
            r.events.push_back(std::move(e));
    }
    return r;
}

const Json* findEvent(const std::vector<core::Event>& events, const std::string& type)
{
    for (const auto& e : events)
        if (e.type == type)
            return &e.data;
    return nullptr;
}

std::vector<std::string> modifierNames(const Json& test)
{
    std::vector<std::string> out;
    for (const auto& m : test.at("modifiers"))
        out.push_back(m.at("name").get<std::string>());
    return out;
}
} // namespace

class TestCombatGrid : public QObject {
    Q_OBJECT
private slots:
    void encounterErrorsNameTheField_data();
    void encounterErrorsNameTheField();
    void readyEncountersLoad();
    void refusalsOfTurnsTargetsAndTheMap();
    void initiativeOrder_data();
    void initiativeOrder();
    void surpriseLosesFirstTurnAndCannotOppose();
    void turnHasOneSplitMoveAndTwoActions();
    void moveCostsFollowTerrain();
    void difficultGroundAndWaterHinderMovement();
    void harmfulTerrainWalkedHinderedOrTestedAtFullSpeed();
    void damagingTerrainHurtsOnAFailedTest();
    void harmfulTestOfAnUnseenMoverIsTheDirectors();
    void climbingCostsTwoPerMetre();
    void unevenGroundWeighsOnGraceTests();
    void meleeAttackOpposedWithCritical();
    void rangedThroughLightCoverFromHighGround();
    void rangedNeedsRangeAndSight();
    void hiddenCombatantsAbsentFromPlayersViews();
    void determinizeKeepsPlayersViewAndLegalActions();
    void affordancesAreTheLegalMovesFromTheView();
    void attackOptionsListTheLegalAttacksWithTheirModifiers();
    void determinizeDependsOnlyOnWhatTheSeatKnows();
    void stealthyIdsHiddenFromPlayersUntilTheyAttack();
    void awarenessTestWhenMovingInAnEnemysSight();
    void endingATurnInTheOpenEndsStealth_data();
    void endingATurnInTheOpenEndsStealth();
    void movingNextToAnEnemyEngagesInMelee();
    void basicMoveOutOfMeleeProvokesTwoChanceAttacks();
    void chanceAttackLimitLastsUntilTheAttackersTurn();
    void disengageByActionDrawsNoChanceAttack();
    void disengageTestPassedOrFailed();
    void disengageRefusals();
    void disengageTestOnlyAgainstKnownEnemies();
    void chanceAttackThatDownsTheMoverEndsItsTurn();
    void affordancesMarkSquaresThatProvokeChanceAttacks();
    void strongAttackTradesDisadvantagesForDamage();
    void chargeMovesThenAttacksWithAnAdvantage();
    void knockdownKnocksProneAndRisingProvokes();
    void runningAndSprinting();
    void goProneByChoice();
    void exploitHitsOffAilments();
    void initiativeShiftAsTheComboAction();
    void passOffGivesTheComboActionToAnAlly();
    void chanceAttackIsAskedAndMayBeDeclined();
    void chanceAttackAskedOfTheEnemysSeat();
    void grappleHoldsTheTargetUntilItBreaksFree();
    void failedGrappleOffersItsTargetAChanceAttack();
    void grappleEndsWhenTheGrapplerMovesAway();
    void pushKnocksBackOneSquarePerDoS();
    void pushIntoWaterStopsInIt();
    void pushOffAHeightFallsWithDamageByHeight();
    void pushOntoHarmfulGroundTestsTheTarget();
    void waistHighWaterHindersWithoutSwimming();
    void deepWaterSwimTestSinksOnFourDoF();
    void drowningHoldsBreathForPhysiqueBonusRounds();
    void fliersChangeOneBandWithTheirMove();
    void fliersFlyOverTheTerrain();
    void groundCannotMeleeALowFlier();
    void highAltitudeCannotAttackOrBeAttackedFromBelow();
    void leapAcrossAGapHinderedOrWithATest();
    void leapRefusalsNameTheRule();
    void failedLeapingTestFallsShort_data();
    void failedLeapingTestFallsShort();
    void jumpDownTakesFallingDamageLessTheTestsDoS();
    void leapsAndJumpsAreAfforded();
    void defendGivesAnAdvantageOnEvasionAndChanceAttacks();
    void protectTakesTheNextHitInstead();
    void fatePointRerollsAFailedAttackTest();
    void fatePointGivesTwoAdvantages();
    void fatePointRestoresWounds();
    void fatePointBlocksInjuries();
    void fateOfTheDirectorsCombatantsIsTheirs();
    void comboNeedsTheWeaponsComboValueInDoS();
    void comboUnguardedLocationAddsADoS();
    void comboDefendCancelsTheUnguardedDoS();
    void comboRepeatedVariationRefused();
    void comboChainEndsOnAFailedTest();
    void comboNeverFromAChanceAttack();
    void comboFreeActionCostsNoAction();
    void comboNotWhileSufferingAnAilment();
    void scenarios_data();
    void scenarios();
    void stateDigestSeesEveryField_data();
    void stateDigestSeesEveryField();
};

using Mutation = std::function<void(CombatGridState&)>;
Q_DECLARE_METATYPE(Mutation)

void TestCombatGrid::encounterErrorsNameTheField_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    const Json good = encounter({"....", "...."}, {fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()),
                                                   fighter("b", "director", 3, 1, scores(30, 30, 30, 30), knife())});
    auto with = [&](auto change) {
        Json e = good;
        change(e);
        return QString::fromStdString(e.dump());
    };
    QTest::newRow("score out of range") << with([](Json& e) { e["combatants"][1]["scores"]["grace"] = 120; })
                                        << "encounter test: combatants[1].scores.grace: an integer 1..100";
    QTest::newRow("score missing") << with([](Json& e) { e["combatants"][0]["scores"].erase("will"); })
                                   << "encounter test: combatants[0].scores.will: missing";
    QTest::newRow("unknown skill") << with([](Json& e) { e["combatants"][0]["skills"] = {{"piloting", 1}}; })
                                   << "encounter test: combatants[0].skills.piloting: not a skill of C3";
    QTest::newRow("eva at human scale") << with([](Json& e) { e["combatants"][0]["kind"] = "eva"; })
                                        << "encounter test: combatants[0].kind: Evas and Angels fight on an Eva-scale map (C6)";
    QTest::newRow("in a wall") << with([](Json& e) { e["map"] = {"#...", "...."}; })
                               << "encounter test: combatants[0].x: the combatant stands off the map or in a wall at (0, 0)";
    QTest::newRow("same square") << with([](Json& e) { e["combatants"][1]["x"] = 0; e["combatants"][1]["y"] = 0; })
                                 << "encounter test: combatants[1].x: the square is taken by a";
    QTest::newRow("no enemy") << with([](Json& e) { e["combatants"][1]["side"] = "players"; })
                              << "encounter test: combatants: no combatant on the Director's side";
    QTest::newRow("unknown field") << with([](Json& e) { e["combatants"][0]["hp"] = 3; })
                                   << "encounter test: combatants[0].hp: not a known field";
    QTest::newRow("altitude without flying") << with([](Json& e) { e["combatants"][0]["altitude"] = "low"; })
                                             << "encounter test: combatants[0].altitude: only a combatant that flies starts above the ground";
    QTest::newRow("unknown altitude") << with([](Json& e) { e["combatants"][0]["flies"] = true; e["combatants"][0]["altitude"] = "orbit"; })
                                      << "encounter test: combatants[0].altitude: \"ground\", \"low\" or \"high\" (the altitude bands)";
    // Every character the game reads is named, the waters by depth too (w and W were missing).
    QTest::newRow("unknown terrain") << with([](Json& e) { e["map"] = {"....", "..x."}; })
                                     << "encounter test: map: grid: row 2, column 3: unknown square 'x' (use . # l h w ~ W ^ ! : or 1-9)";
    QTest::newRow("ranged without range") << with([](Json& e) { e["combatants"][0]["weapon"] = {{"name", "gun"}, {"type", "ranged"}, {"damage", 5}}; })
                                          << "encounter test: combatants[0].weapon.range: missing";
}

void TestCombatGrid::encounterErrorsNameTheField()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    try {
        games::combatgrid::loadEncounter(Json::parse(json.toStdString()));
        QFAIL("accepted");
    } catch (const std::invalid_argument& e) {
        QCOMPARE(QString::fromUtf8(e.what()), expected);
    }
}

// The refusals of whose turn it is, whom an attack may target, the map's edge and walls, and
// the end of an encounter: each with its id (rules_coverage needs every id asserted).
void TestCombatGrid::refusalsOfTurnsTargetsAndTheMap()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 40, 30, 40), knife());
    Json ally = fighter("f", "players", 0, 1, scores(30, 30, 30, 10), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"...#.", "...#.", "....."}, {a, ally, b}));
    QCOMPARE(acting(*m), std::string("a"));
    const auto attack = [&](Json args) { return act(*m, "attack", std::move(args)).refusal.id; };
    QCOMPARE(attack({{"combatant", "a"}, {"target", "b"}, {"variation", "sideways"}}),
             std::string("combatgrid.attack.unknownVariation"));
    QCOMPARE(attack({{"combatant", "a"}, {"target", "f"}, {"variation", "standard"}}), std::string("combatgrid.attack.ally"));
    QCOMPARE(attack({{"combatant", "a"}, {"target", "b"}, {"variation", "called"}, {"location", "tail"}}),
             std::string("combatgrid.attack.calledLocation"));
    QCOMPARE(attack({{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"location", "head"}}),
             std::string("combatgrid.attack.locationOnlyCalled"));
    // Only the Director ends an encounter.
    QCOMPARE(actAsked(*m, "endEncounter", Json::object()).refusal.id, std::string("combatgrid.endDirectorOnly"));
    // Off the map, and behind a wall with no way round within reach of the map.
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 9}, {"y", 0}}).refusal.id, std::string("combatgrid.move.offMap"));
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}}).refusal.id, std::string("combatgrid.move.noPath"));
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}}).refusal.id, std::string("combatgrid.move.noPath"));

    // Straight to the rules, past the match's gate: a down target, an action the game does not
    // have, an encounter that is over, a ranged attack without line of sight.
    core::Rng rng(3);
    {
        auto g = m->state().clone();
        auto& cs = static_cast<CombatGridState&>(*g);
        // It is a's turn: the Director's seat cannot move b.
        QCOMPARE(kRules.apply(*g, Action{cs.directorSeat, "move", {{"combatant", "b"}, {"x", 2}, {"y", 0}}}, rng).refusal.id,
                 std::string("combatgrid.notYourTurn"));
        cs.combatants[2].down = true;
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}}}, rng)
                     .refusal.id,
                 std::string("combatgrid.attack.down"));
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "juggle", {{"combatant", "a"}}}, rng).refusal.id,
                 std::string("combatgrid.unknownAction"));
        cs.phase = games::combatgrid::Phase::Over;
        QCOMPARE(kRules.apply(*g, Action{cs.acting().seat, "move", {{"combatant", "a"}, {"x", 1}, {"y", 1}}}, rng).refusal.id,
                 std::string("combatgrid.over"));
    }
    // The players know of t (their spotter sees it), but a wall stands between the sniper and t.
    Json sniper = fighter("s", "players", 0, 0, scores(30, 40, 30, 40), rifle(20));
    Json spotter = fighter("w", "players", 4, 2, scores(30, 30, 30, 10), knife());
    Json far = fighter("t", "director", 4, 0, scores(30, 30, 30, 20), knife());
    auto walled = start(encounter({"..#..", "..#..", "....."}, {sniper, spotter, far}));
    QCOMPARE(acting(*walled), std::string("s"));
    QCOMPARE(act(*walled, "attack", {{"combatant", "s"}, {"target", "t"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.noSight"));
    // With the option off, the Director may not end the encounter (a position's encounter too:
    // the options were once read only for the ready encounters).
    core::MatchConfig c = config(2);
    c.options["directorMayEnd"] = false;
    core::Match noEnd(kRules, c, Json{{"encounter", encounter({"....."}, {fighter("d", "director", 0, 0, scores(30, 30, 30, 60), knife()),
                                                                      fighter("p", "players", 4, 0, scores(30, 30, 30, 10), knife())})}});
    QCOMPARE(acting(noEnd), std::string("d"));
    auto g = noEnd.state().clone();
    QCOMPARE(kRules.apply(*g, Action{state(noEnd).directorSeat, "endEncounter", Json::object()}, rng).refusal.id,
             std::string("combatgrid.endNotAllowed"));
    // The match's gate does not take it either (the action is not offered).
    QVERIFY(!noEnd.submit(Action{state(noEnd).directorSeat, "endEncounter", Json::object()}).accepted);
}

void TestCombatGrid::readyEncountersLoad()
{
    for (const auto& id : games::combatgrid::encounterIds()) {
        auto c = config(3);
        c.options = {{"encounter", id}};
        core::Match m(kRules, c);
        QVERIFY(!state(m).order.empty());
    }
}

// Initiative: Grace Bonus, then the Score, then fate points, then an opposed Grace test.
void TestCombatGrid::initiativeOrder_data()
{
    QTest::addColumn<int>("graceA");
    QTest::addColumn<int>("graceB");
    QTest::addColumn<int>("fateA");
    QTest::addColumn<int>("fateB");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<QString>("first");
    // The rolls given would make the other combatant win a Grace tie-break that must not happen.
    QTest::newRow("higher Grace Bonus") << 30 << 45 << 0 << 0 << QList<int>{10, 90} << "b";
    QTest::newRow("same bonus, higher Score") << 38 << 32 << 0 << 0 << QList<int>{90, 10} << "a";
    QTest::newRow("same Score, more fate") << 35 << 35 << 1 << 2 << QList<int>{10, 90} << "b";
    QTest::newRow("all tied, opposed Grace test: more DoS") << 35 << 35 << 1 << 1 << QList<int>{30, 11} << "b";
    QTest::newRow("all tied, a pass beats a fail") << 35 << 35 << 1 << 1 << QList<int>{20, 80} << "a";
}

void TestCombatGrid::initiativeOrder()
{
    QFETCH(int, graceA);
    QFETCH(int, graceB);
    QFETCH(int, fateA);
    QFETCH(int, fateB);
    QFETCH(QList<int>, rolls);
    QFETCH(QString, first);
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, graceA), knife());
    Json b = fighter("b", "director", 5, 0, scores(30, 30, 30, graceB), knife());
    a["fate"] = fateA;
    b["fate"] = fateB;
    auto m = start(encounter({"......"}, {a, b}), std::vector<int>(rolls.begin(), rolls.end()));
    QCOMPARE(QString::fromStdString(acting(*m)), first);
}

// Surprised combatants lose their first turn and may not oppose tests in the surprise round.
void TestCombatGrid::surpriseLosesFirstTurnAndCannotOppose()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 5, 0, scores(30, 30, 30, 40), knife());
    c["surprised"] = true;
    b["surprised"] = true;
    // a attacks b: roll 35 against 30 + 10 (ambushing) passes, b rolls nothing; hit location 50.
    auto m = start(encounter({"......"}, {a, b, c}), {35, 50});
    QCOMPARE(acting(*m), std::string("a"));
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    QCOMPARE(roll->at("kind").get<std::string>(), std::string("test")); // no opposed roll
    QVERIFY(roll->at("target").get<int>() == 40);
    QVERIFY(findEvent(r.events, "hit"));
    // Ending a's turn skips both surprised combatants: round 2 begins with a again.
    const auto e = act(*m, "endTurn", {{"combatant", "a"}});
    QVERIFY(e.accepted);
    QCOMPARE(acting(*m), std::string("a"));
    QCOMPARE(state(*m).round, 2);
    QVERIFY(!state(*m).surpriseRound);
}

// A turn: one Move, split between actions, and two Actions; an action is not repeated.
void TestCombatGrid::turnHasOneSplitMoveAndTwoActions()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // GB 3: Basic Move 6
    Json b = fighter("b", "director", 9, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({".........."}, {a, b}));
    QCOMPARE(state(*m).moveLeft, 6);
    QVERIFY(!act(*m, "move", {{"combatant", "a"}, {"x", 7}, {"y", 0}}).accepted); // 7 > 6
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 7}, {"y", 0}}).refusal.id, std::string("combatgrid.move.tooFar"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}}).accepted);
    QVERIFY(act(*m, "focus", {{"combatant", "a"}}).accepted);
    QCOMPARE(act(*m, "focus", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.repeated"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 6}, {"y", 0}}).accepted); // the rest of the Move
    QCOMPARE(state(*m).moveLeft, 0);
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 5}, {"y", 0}}).refusal.id, std::string("combatgrid.move.noMove"));
    QCOMPARE(state(*m).actionsLeft, 1);
}

// Movement follows grid paths: water costs 2 a square, walls and combatants block.
void TestCombatGrid::moveCostsFollowTerrain()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 20), knife()); // Basic Move 4
    Json b = fighter("b", "director", 0, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".~~~~.", "#####.", "......"}, {a, b}));
    // Along the water: 4 squares of water cost 8 > 4.
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
    QCOMPARE(r.refusal.id, std::string("combatgrid.move.tooFar"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}}).accepted); // 2 + 2
    QCOMPARE(state(*m).moveLeft, 0);
}

// Difficult ground and water Hinder (each square costs 2), the affordances count it, and the log
// says it in words (the rules' "Hindered Movement", "Swimming").
void TestCombatGrid::difficultGroundAndWaterHinderMovement()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".::...", "~~....", "......"}, {a, b}));
    QCOMPARE(acting(*m), std::string("a"));
    // The table's path preview: (2,0) costs 4, not 2.
    const Json view = m->view(state(*m).acting().seat);
    const Json aff = kRules.affordances(view, state(*m).acting().seat);
    bool seen = false;
    for (const auto& mv : aff.at("pieces").at("a").at("moves"))
        if (mv.at("to") == "2,0") {
            QCOMPARE(mv.at("cost").get<int>(), 4); // two squares of difficult ground (or water, then one)
            seen = true;
        }
    QVERIFY(seen);
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).moveLeft, 4);
    QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveDifficult"));
    QVERIFY(findEvent(r.events, "move")->at("difficult").get<bool>());
    // Into the water: swimming, Hindered.
    r = act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).moveLeft, 2);
    QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveSwims"));
    QVERIFY(findEvent(r.events, "move")->at("swam").get<bool>());
    QVERIFY(!findEvent(r.events, "roll")); // no test: Hindered speed
}

// Harmful terrain (the rules' "Harmful Terrain"): walked at Hindered speed (2 a square, no test),
// or at full speed (1 a square) with an Athletics or Acrobatics test per square entered, one
// Disadvantage per point of its number; a failure on uneven ground knocks the mover prone there
// (Hindered: the rest of the Move is halved). Hurrying elsewhere is refused.
void TestCombatGrid::harmfulTerrainWalkedHinderedOrTestedAtFullSpeed()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6, tests 30
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    {
        auto m = start(encounter({".^^^..", ".#####", "......"}, {a, b}));
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).moveLeft, 0); // 2 + 2 + 2
        QVERIFY(!findEvent(r.events, "roll"));
        QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveHarmful"));
    }
    {
        auto m = start(encounter({".^^^..", ".#####", "......"}, {a, b}), {20, 90}); // a pass, then DoF 7
        QCOMPARE(actAsked(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}, {"hurry", true}}).refusal.id,
                 std::string("combatgrid.move.hurryNoHarm"));
        // The legal moves offer it through the harmful squares only.
        bool offered = false;
        for (const auto& la : kRules.legalActions(m->state(), state(*m).acting().seat))
            if (la.type == "move" && la.args.value("hurry", false)) {
                offered = offered || (la.args.at("x") == 4 && la.args.at("y") == 0);
                QVERIFY(la.args.at("y") == 0); // never to a square reached without harmful terrain
            }
        QVERIFY(offered);
        // The table lights (4,0) too, which only hurrying reaches (walked it would cost 7): its
        // afforded move is the hurried one, with its 3 tests; (3,0) is walked (6).
        {
            const auto seat = state(*m).acting().seat;
            const Json aff = kRules.affordances(kRules.viewFor(m->state(), seat), seat);
            const Json* to4 = nullptr;
            const Json* to3 = nullptr;
            for (const auto& mv : aff.at("pieces").at("a").at("moves")) {
                if (mv.at("to") == "4,0")
                    to4 = &mv;
                if (mv.at("to") == "3,0")
                    to3 = &mv;
            }
            QVERIFY2(to4, aff.dump().c_str());
            QVERIFY(to4->value("hurry", false));
            QCOMPARE(to4->at("tests").get<int>(), 3);
            QCOMPARE(to4->at("cost").get<int>(), 4);
            QVERIFY(std::find(to4->at("marks").begin(), to4->at("marks").end(), "hurry") != to4->at("marks").end());
            QVERIFY(to3 && !to3->value("hurry", false));
            QCOMPARE(to3->at("cost").get<int>(), 6);
        }
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 0}, {"hurry", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        std::vector<const core::Event*> rolls;
        for (const auto& e : r.events)
            if (e.type == "roll")
                rolls.push_back(&e);
        QCOMPARE(rolls.size(), std::size_t(2));
        QCOMPARE(rolls[0]->data.at("what").get<std::string>(), std::string("harmfulTerrain"));
        QCOMPARE(rolls[0]->data.at("target").get<int>(), 20); // 30, one Disadvantage
        QCOMPARE(modifierNames(rolls[0]->data), std::vector<std::string>{"harmfulTerrain"});
        QVERIFY(findEvent(r.events, "tripped"));
        const auto& s = state(*m);
        QCOMPARE(s.combatants[0].pos.x, 2); // stopped where it fell
        QVERIFY(s.combatants[0].prone);
        QCOMPARE(s.moveLeft, 1); // 6 - 2 walked - 3 (prone: the Basic Move halved)
        QVERIFY(findEvent(r.events, "move")->at("tripped").get<bool>());
    }
}

// Damaging harmful terrain: a failed test deals the terrain's damage + the DoF to the body.
void TestCombatGrid::damagingTerrainHurtsOnAFailedTest()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife());
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".!!...", "......", "......"}, {a, b}), {90}); // target 20: DoF 7
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}, {"hurry", true}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "harmed")->at("damage").get<int>(), 9); // 2 + 7
    const Json* hit = findEvent(r.events, "hit");
    QVERIFY(hit);
    QCOMPARE(hit->at("damage").get<int>(), 9);
    QCOMPARE(hit->at("location").get<std::string>(), std::string("body"));
    QCOMPARE(state(*m).combatants[0].pos.x, 1);
    QVERIFY(!state(*m).combatants[0].prone);
    QCOMPARE(state(*m).combatants[0].wounds, 0); // 3 wounds: one, High Damage, Unguarded
    QCOMPARE(state(*m).moveLeft, 5);
}

// The test of a combatant the players cannot see (C8), and what a failure does, reach the
// Director only (found by the random encounters: a stealthy guard hurrying over broken glass).
void TestCombatGrid::harmfulTestOfAnUnseenMoverIsTheDirectors()
{
    Json g = fighter("g", "director", 0, 0, scores(30, 30, 30, 60), knife());
    g["stealth"] = true;
    Json p = fighter("p", "players", 5, 2, scores(30, 30, 30, 10), knife());
    // p's Awareness test as g steps into its sight (95 against 50: g stays hidden), then the
    // harmful terrain test (90: fails, hurt).
    auto m = start(encounter({".!!...", "......", "......"}, {g, p}), {95, 50, 90});
    QCOMPARE(acting(*m), std::string("g"));
    const auto r = act(*m, "move", {{"combatant", "g"}, {"x", 3}, {"y", 0}, {"hurry", true}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "harmed"));
    int hidden = 0;
    for (const auto& e : r.events)
        if (e.type == "roll" || e.type == "harmed" || e.type == "hit") {
            QVERIFY2(!e.audience.everyone, e.type.c_str());
            QVERIFY(e.audience.includes(state(*m).directorSeat));
            ++hidden;
        }
    QCOMPARE(hidden, 4);
}

// Climbing (the rules' "Climbing"): Hindered on a vertical surface, up or down: a step between
// squares of different elevation costs 2 per metre more.
void TestCombatGrid::climbingCostsTwoPerMetre()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife());
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".1.2..", "......", "......"}, {a, b}));
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).moveLeft, 3);
    QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveClimbs"));
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}}).refusal.id, std::string("combatgrid.move.tooFar"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}}).accepted); // down 1: 3
    QCOMPARE(state(*m).moveLeft, 0);
}

// An opposed melee attack (C2) with a critical: hit location, damage against armour, wounds.
void TestCombatGrid::meleeAttackOpposedWithCritical()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 40), knife()); // Might 40: MB 4
    a["skills"] = {{"melee", 1}};
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife()); // PB 3, 3 wounds
    b["armour"] = {{"body", 2}};
    // a rolls 03 (critical; target 50, DoS 4); b rolls 25 against 30 (pass, DoS 0); location 45 body.
    auto m = start(encounter({"...."}, {a, b}), {3, 25, 45});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(roll->at("winner").get<std::string>(), std::string("initiator"));
    QCOMPARE(roll->at("reason").get<std::string>(), std::string("critical"));
    const Json* hit = findEvent(r.events, "hit");
    QVERIFY(hit);
    QCOMPARE(hit->at("location").get<std::string>(), std::string("body"));
    // Damage 4 (knife) + 4 (MB) + 4 (DoS) - 0 = 12 against defence 3 + 2 = 5: one wound, +1 high
    // damage (exceeds by 5+), +1 critical = 3; the excess 7 is not savage.
    QCOMPARE(hit->at("damage").get<int>(), 12);
    QCOMPARE(hit->at("defense").get<int>(), 5);
    QCOMPARE(hit->at("wounds").get<int>(), 3);
    QCOMPARE(state(*m).combatants[1].wounds, 0);
    QVERIFY(!state(*m).combatants[1].down);
}

// A ranged attack through light cover from high ground: the modifiers named in the roll.
void TestCombatGrid::rangedThroughLightCoverFromHighGround()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 40, 30, 40), rifle(8));
    Json b = fighter("b", "director", 6, 0, scores(30, 30, 30, 20), knife());
    // a stands at elevation 1; the line crosses a light-cover square at x 3. Distance 6: not
    // point blank, not close (6 * 2 > 8).
    auto m = start(encounter({"1..l..."}, {a, b}), {40, 90, 55});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    const auto names = modifierNames(roll->at("initiator"));
    QCOMPARE(names, (std::vector<std::string>{"highGround", "coverPartial"}));
    QCOMPARE(roll->at("initiator").at("target").get<int>(), 40);
    QCOMPARE(roll->at("winner").get<std::string>(), std::string("initiator"));
}

void TestCombatGrid::rangedNeedsRangeAndSight()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 40, 30, 40), rifle(4));
    Json b = fighter("b", "director", 6, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({".......", "......."}, {a, b}));
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QCOMPARE(r.refusal.id, std::string("combatgrid.attack.outOfRange"));
    QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "fast"}}).refusal.id,
             std::string("combatgrid.attack.fastMelee"));
    Json c = fighter("c", "players", 0, 0, scores(30, 40, 30, 40), rifle(20));
    auto walled = start(encounter({"...#...", "...#..."}, {c, b}));
    // b is out of every player's sight: as far as the players know there is no such target.
    QCOMPARE(act(*walled, "attack", {{"combatant", "c"}, {"target", "b"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.noTarget"));
}

// C8: players see only the combatants their combatants have sight of, and a stealthy one not at all.
void TestCombatGrid::hiddenCombatantsAbsentFromPlayersViews()
{
    Json a = fighter("a", "players", 0, 2, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 6, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 1, 1, scores(30, 30, 30, 20), knife());
    c["stealth"] = true;
    Json d = fighter("d", "director", 6, 2, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"...#...", "...#...", "......."}, {a, b, c, d}));
    const std::string player = m->view(1).dump(), director = m->view(0).dump();
    QVERIFY(director.find("\"b\"") != std::string::npos);
    QVERIFY(player.find("\"id\":\"b\"") == std::string::npos); // behind the wall
    QVERIFY(player.find("\"id\":\"c\"") == std::string::npos); // in stealth
    QVERIFY(player.find("\"id\":\"d\"") != std::string::npos); // in sight along the open row
    // Enemy Scores and wounds are the Director's.
    for (const auto& cb : m->view(1).at("combatants"))
        if (cb.at("side") == "director")
            QVERIFY(!cb.contains("scores") && !cb.contains("wounds"));
}

void TestCombatGrid::determinizeKeepsPlayersViewAndLegalActions()
{
    for (const auto& id : games::combatgrid::encounterIds()) {
        auto c = config(3);
        c.options = {{"encounter", id}};
        core::Match m(kRules, c);
        core::Rng pick(11);
        for (int step = 0; step < 200 && !m.outcome(); ++step) {
            for (int seat = 0; seat < 3; ++seat) {
                core::Rng rng(step * 7 + seat);
                const auto det = kRules.determinize(m.state(), seat, rng);
                QCOMPARE(kRules.viewFor(*det, seat).dump(), kRules.viewFor(m.state(), seat).dump());
                Json l1 = Json::array(), l2 = Json::array();
                for (const auto& a : kRules.legalActions(m.state(), seat))
                    l1.push_back(a.toJson());
                for (const auto& a : kRules.legalActions(*det, seat))
                    l2.push_back(a.toJson());
                QCOMPARE(l2.dump(), l1.dump());
            }
            const auto seat = m.prompt().seats.front();
            const auto legal = m.legalActions(seat);
            std::vector<Action> choices;
            for (const auto& a : legal)
                if (a.type != "endEncounter")
                    choices.push_back(a);
            QVERIFY(m.submit(choices[pick.below(choices.size())]).accepted);
        }
    }
}

// The table lights what the affordances list: for the seat whose combatant acts, exactly the
// squares of its legal moves, each with the cost of the cheapest path and that path (from the
// start to the square, each step one square); nothing for the other seats.
void TestCombatGrid::affordancesAreTheLegalMovesFromTheView()
{
    int checked = 0;
    int hurryOnly = 0;
    int leapOnly = 0;
    for (const auto& id : games::combatgrid::encounterIds()) {
        auto c = config(3);
        c.options = {{"encounter", id}, {"directorMayEnd", false}};
        core::Match m(kRules, c);
        core::Rng pick(5);
        for (int step = 0; step < 120 && !m.outcome(); ++step) {
            const auto& s = state(m);
            for (int seat = 0; seat < 3; ++seat) {
                const Json aff = kRules.affordances(kRules.viewFor(m.state(), seat), seat);
                // Every square a move reaches: walked (Hindered) where it can be, else hurried.
                std::set<std::string> legal, walkedTo, hurriedTo, leapTo;
                for (const auto& a : kRules.legalActions(m.state(), seat))
                    if (a.type == "move") {
                        const std::string to = a.args.at("x").dump() + "," + a.args.at("y").dump();
                        legal.insert(to);
                        (a.args.value("leap", false) || a.args.value("jump", false) ? leapTo
                         : a.args.value("hurry", false)                              ? hurriedTo
                                                                                     : walkedTo)
                            .insert(to);
                    }
                if (legal.empty()) {
                    QVERIFY2(aff.is_null() || aff.at("pieces").at(s.acting().id).at("moves").empty(), aff.dump().c_str());
                    continue;
                }
                QVERIFY2(aff.is_object(), "no affordances for the seat that moves");
                const Json& moves = aff.at("pieces").at(s.acting().id).at("moves");
                std::set<std::string> afforded;
                for (const auto& mv : moves) {
                    afforded.insert(mv.at("to").get<std::string>());
                    // A square only hurrying reaches is marked so, and no walk goes there.
                    const bool hurried = mv.value("hurry", false);
                    // A square only a leap or a jump down reaches is marked so; nothing else goes there.
                    if (mv.value("leap", false) || mv.value("jump", false)) {
                        QVERIFY(leapTo.count(mv.at("to").get<std::string>()));
                        QVERIFY(!walkedTo.count(mv.at("to").get<std::string>()));
                        QVERIFY(!hurriedTo.count(mv.at("to").get<std::string>()));
                        ++leapOnly;
                    } else
                        QCOMPARE(hurried, !walkedTo.count(mv.at("to").get<std::string>()));
                    if (hurried) {
                        QVERIFY(hurriedTo.count(mv.at("to").get<std::string>()));
                        QVERIFY(mv.at("tests").get<int>() >= 1);
                        ++hurryOnly;
                    }
                    const auto& path = mv.at("path");
                    QCOMPARE(path.front().get<std::string>(),
                             std::to_string(s.acting().pos.x) + "," + std::to_string(s.acting().pos.y));
                    QCOMPARE(path.back(), mv.at("to"));
                    QVERIFY(mv.at("cost").get<int>() >= static_cast<int>(path.size()) - 1);
                    QVERIFY(mv.at("cost").get<int>() <= s.moveLeft);
                    ++checked;
                }
                QCOMPARE(afforded, legal);
            }
            const auto seat = m.prompt().seats.front();
            const auto legal = m.legalActions(seat);
            QVERIFY(m.submit(legal[pick.below(legal.size())]).accepted);
        }
    }
    QVERIFY(checked > 100);
    qInfo("%d afforded moves checked, %d of them to squares only hurrying reaches, %d only a leap or a jump", checked,
          hurryOnly, leapOnly);
    QVERIFY(leapOnly > 0);
    // A view of something else gives none, without throwing.
    QVERIFY(kRules.affordances(Json::object(), 0).is_null());
    QVERIFY(kRules.affordances(Json{{"map", 3}, {"combatants", "x"}, {"current", "a"}, {"moveLeft", 2}}, 0).is_null());
}

// Before the roll the table lists each target's Advantages and Disadvantages: the view's
// attackOptions for the acting seat name exactly the legal attacks, and the modifiers they list
// are those the attack then rolls with.
void TestCombatGrid::attackOptionsListTheLegalAttacksWithTheirModifiers()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 40, 30, 40), rifle(8));
    Json b = fighter("b", "director", 6, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"1..l..."}, {a, b}), {40, 90, 55});
    const Json view = m->view(1);
    QVERIFY(!m->view(0).contains("attackOptions") || m->view(0).at("attackOptions").is_array());
    const Json& options = view.at("attackOptions");
    QCOMPARE(options.size(), std::size_t(1));
    QCOMPARE(options[0].at("target").get<std::string>(), std::string("b"));
    QCOMPARE(options[0].at("distance").get<int>(), 6);
    QCOMPARE(options[0].at("base").get<int>(), 40);
    std::set<std::string> variations;
    Json standard;
    for (const auto& o : options[0].at("options")) {
        variations.insert(o.at("variation").get<std::string>());
        if (o.at("variation") == "standard")
            standard = o.at("modifiers");
        if (o.at("variation") == "called")
            QVERIFY(o.at("locations").size() == 6); // no Core on a human
    }
    std::set<std::string> legal;
    for (const auto& act : m->legalActions(1))
        if (act.type == "attack")
            legal.insert(act.args.at("variation").get<std::string>());
    QCOMPARE(variations, legal);
    QCOMPARE(variations, (std::set<std::string>{"standard", "called"})); // no Fast Attack with a rifle
    // The spectator and the seat that does not act see no options.
    QVERIFY(!m->view(std::nullopt).contains("attackOptions"));
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "roll")->at("initiator").at("modifiers"), standard);
    // After the attack no other attack is offered this turn.
    QVERIFY(m->view(1).at("attackOptions").empty());
}

// The bot and the conformance suite re-deal what a player cannot see: the unseen enemies go to
// squares the players cannot see, and the world dealt from the real state is the world dealt
// from an already re-dealt one with the same generator (it never reads where they really are).
void TestCombatGrid::determinizeDependsOnlyOnWhatTheSeatKnows()
{
    auto c = config(3);
    c.options = {{"encounter", "security-floor"}};
    core::Match m(kRules, c);
    const auto& s = state(m);
    int moved = 0;
    for (int seed = 1; seed <= 20; ++seed) {
        core::Rng r1(seed), r2(seed), r3(seed + 100);
        const auto once = kRules.determinize(s, 1, r1);
        const auto other = kRules.determinize(s, 1, r3);
        const auto twice = kRules.determinize(*other, 1, r2);
        QCOMPARE(kRules.toJson(*twice).dump(), kRules.toJson(*once).dump());
        const auto& d = static_cast<const CombatGridState&>(*once);
        for (std::size_t i = 0; i < d.combatants.size(); ++i) {
            if (!(d.combatants[i].pos == s.combatants[i].pos))
                ++moved;
            if (d.combatants[i].director && !CombatGridRules::visibleToPlayers(s, s.combatants[i]))
                QVERIFY(!CombatGridRules::visibleToPlayers(d, d.combatants[i]));
        }
    }
    QVERIFY(moved > 0);
}

// C8: a combatant in stealth is an identity the players may not see (hiddenFrom): not in their
// views nor in the events they read, until its attack gives it away; the Director sees it.
void TestCombatGrid::stealthyIdsHiddenFromPlayersUntilTheyAttack()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 3, 0, scores(30, 30, 30, 40), knife());
    c["stealth"] = true;
    // a's Awareness test as c moves in its sight (95 and 50: both fail), then the attack's dice.
    auto m = start(encounter({"......"}, {a, c}), {95, 50, 10, 90, 50});
    QCOMPARE(kRules.hiddenFrom(m->state(), 1), (std::vector<std::string>{"c"}));
    QCOMPARE(kRules.hiddenFrom(m->state(), std::nullopt), (std::vector<std::string>{"c"}));
    QVERIFY(kRules.hiddenFrom(m->state(), 0).empty());
    QCOMPARE(acting(*m), std::string("c")); // Grace 40 acts first
    // It walks up unseen: the players' copy of the event does not name it.
    auto r = act(*m, "move", {{"combatant", "c"}, {"x", 1}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    for (const auto& e : r.events) {
        QVERIFY(!e.audience.everyone);
        QVERIFY(e.redacted.dump().find("\"c\"") == std::string::npos);
    }
    QVERIFY(m->view(1).dump().find("\"c\"") == std::string::npos);
    // Its attack gives it away: no longer hidden.
    r = act(*m, "attack", {{"combatant", "c"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(kRules.hiddenFrom(m->state(), 1).empty());
    QVERIFY(m->view(1).dump().find("\"id\":\"c\"") != std::string::npos);
}

std::vector<const Json*> eventsOf(const std::vector<core::Event>& events, const std::string& type)
{
    std::vector<const Json*> out;
    for (const auto& e : events)
        if (e.type == type)
            out.push_back(&e.data);
    return out;
}

bool hasAction(const core::Match& m, const std::string& type)
{
    for (const auto& a : m.legalActions(state(m).acting().seat))
        if (a.type == type)
            return true;
    return false;
}

// The rules' "Movement and Stealth": moving in stealth is Hindered; each enemy that sees the mover
// tests Awareness against its Stealth (opposed, the watcher first), once a turn; a pass ends the
// stealth (and the Hindering). The Director's side does not attack a player it has not noticed.
void TestCombatGrid::awarenessTestWhenMovingInAnEnemysSight()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife()); // Basic Move 8, Hindered 4
    a["stealth"] = true;
    Json g = fighter("g", "director", 7, 0, scores(30, 30, 30, 30), rifle());
    // g's Awareness (Senses 30) against a's Stealth (Grace 40): 95 against 50, both fail (the
    // watcher, the initiator, fails); next round 10 against 90: found.
    auto m = start(encounter({"...l....", "........"}, {a, g}), {95, 50, 10, 90});
    QCOMPARE(acting(*m), std::string("a"));
    QCOMPARE(state(*m).moveLeft, 4);
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    auto rolls = eventsOf(r.events, "roll");
    QCOMPARE(rolls.size(), std::size_t(1)); // once a turn, though it walked 2 squares in sight
    QCOMPARE(rolls[0]->at("what").get<std::string>(), std::string("awareness"));
    QVERIFY(!findEvent(r.events, "noticed"));
    QVERIFY(state(*m).combatants[0].stealth);
    QCOMPARE(state(*m).moveLeft, 2);
    r = act(*m, "endTurn", {{"combatant", "a"}}); // behind the light cover at (3,0): still hidden
    QVERIFY(!findEvent(r.events, "exposed"));
    QCOMPARE(acting(*m), std::string("g"));
    r = act(*m, "attack", {{"combatant", "g"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("combatgrid.attack.unnoticed"));
    QVERIFY(!hasAction(*m, "attack"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "g"}}).accepted);
    QCOMPARE(state(*m).moveLeft, 4);
    r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* noticed = findEvent(r.events, "noticed");
    QVERIFY(noticed);
    QCOMPARE(noticed->at("by").get<std::string>(), std::string("g"));
    QVERIFY(!state(*m).combatants[0].stealth);
    QCOMPARE(state(*m).moveLeft, 7); // 4 - 1, then no longer Hindered: + 4
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QVERIFY(hasAction(*m, "attack"));
}

// The rules' "Movement and Stealth": a combatant in stealth that ends its turn with no cover from
// an enemy's line of sight loses its stealth at once; behind cover it keeps it. A hidden Director
// combatant's failed Awareness tests are the Director's; once exposed the players see it.
void TestCombatGrid::endingATurnInTheOpenEndsStealth_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<bool>("exposed");
    QTest::newRow("in the open") << QStringLiteral("........") << true;
    QTest::newRow("behind light cover") << QStringLiteral("....l...") << false;
}

void TestCombatGrid::endingATurnInTheOpenEndsStealth()
{
    QFETCH(QString, row);
    QFETCH(bool, exposed);
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 5, 0, scores(30, 30, 30, 40), knife());
    c["stealth"] = true;
    auto m = start(encounter({row.toStdString()}, {a, c}), {95, 50});
    QCOMPARE(acting(*m), std::string("c"));
    auto r = act(*m, "focus", {{"combatant", "c"}}); // acting in a's sight: a tests (95 and 50)
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    auto rolls = eventsOf(r.events, "roll");
    QCOMPARE(rolls.size(), std::size_t(1));
    for (const auto& e : r.events)
        if (e.type == "roll")
            QVERIFY(!e.audience.everyone); // the players do not learn of the failed test
    QCOMPARE(kRules.hiddenFrom(m->state(), 1), (std::vector<std::string>{"c"}));
    r = act(*m, "endTurn", {{"combatant", "c"}});
    QCOMPARE(findEvent(r.events, "exposed") != nullptr, exposed);
    QCOMPARE(state(*m).combatants[1].stealth, !exposed);
    QCOMPARE(kRules.hiddenFrom(m->state(), 1).empty(), exposed);
    QCOMPARE(m->view(1).dump().find("\"id\":\"c\"") != std::string::npos, exposed);
}

// Movement and Combat: moving adjacent to an enemy engages in melee (Disengage becomes possible);
// moving while staying adjacent leaves nobody's melee and draws nothing.
void TestCombatGrid::movingNextToAnEnemyEngagesInMelee()
{
    Json a = fighter("a", "players", 0, 1, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 5, 1, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"......", "......", "......"}, {a, b}));
    QVERIFY(!hasAction(*m, "disengage"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 1}}).accepted);
    QVERIFY(hasAction(*m, "disengage")); // engaged
    // Around b, still adjacent: no Chance Attack.
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "chanceAttack"));
    QVERIFY(!state(*m).combatants[1].chanceAttackUsed);
}

// A Basic Move out of two enemies' melee without a Disengage is a Flee: each makes a Chance
// Attack with an Advantage (Fleeing), rolled like a standard attack; the mover walks on.
void TestCombatGrid::basicMoveOutOfMeleeProvokesTwoChanceAttacks()
{
    Json a = fighter("a", "players", 0, 1, scores(30, 30, 30, 50), knife()); // Basic Move 10
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 1, 2, scores(30, 30, 30, 10), knife());
    // b rolls 20 against 30 + 10 (Fleeing): DoS 2; a's Dodge (Grace 50) rolls 90: fails; location
    // 45 (body). c rolls 95 (fails), a rolls 50 (passes): c misses.
    auto m = start(encounter({"......", "......", "......"}, {a, b, c}), {20, 90, 45, 95, 50});
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 1}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const auto attacks = eventsOf(r.events, "chanceAttack");
    QCOMPARE(attacks.size(), std::size_t(2));
    QCOMPARE(attacks[0]->at("attacker").get<std::string>(), std::string("b"));
    QCOMPARE(attacks[1]->at("attacker").get<std::string>(), std::string("c"));
    const auto rolls = eventsOf(r.events, "roll");
    QCOMPARE(rolls.size(), std::size_t(3)); // b's opposed roll, the hit location, c's opposed roll
    QCOMPARE(rolls[0]->at("what").get<std::string>(), std::string("chanceAttack"));
    QCOMPARE(modifierNames(rolls[0]->at("initiator")), std::vector<std::string>{"fleeing"});
    QCOMPARE(rolls[0]->at("initiator").at("target").get<int>(), 40);
    QCOMPARE(rolls[0]->at("winner").get<std::string>(), std::string("initiator"));
    QCOMPARE(rolls[2]->at("winner").get<std::string>(), std::string("defender"));
    // Knife 4 + MB 3 + DoS 2 = 9 against defence 3 (unguarded): 3 wounds.
    const Json* hit = findEvent(r.events, "hit");
    QVERIFY(hit);
    QCOMPARE(hit->at("damage").get<int>(), 9);
    QCOMPARE(state(*m).combatants[0].wounds, 0);
    const Json* move = findEvent(r.events, "move");
    QCOMPARE(move->at("x").get<int>(), 4);
    QCOMPARE(state(*m).moveLeft, 10 - 4);
    QVERIFY(state(*m).combatants[1].chanceAttackUsed);
    QVERIFY(state(*m).combatants[2].chanceAttackUsed);
}

// The limit: after a Chance Attack none until the start of the attacker's next turn.
void TestCombatGrid::chanceAttackLimitLastsUntilTheAttackersTurn()
{
    Json a = fighter("a", "players", 0, 1, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"......", "......", "......"}, {a, b}), {95, 50});
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 1}});
    QCOMPARE(eventsOf(r.events, "chanceAttack").size(), std::size_t(1));
    // Back into b's melee and out again: b has made its Chance Attack.
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 1}}).accepted);
    r = act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 1}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "chanceAttack"));
    QVERIFY(!findEvent(r.events, "roll"));
    QVERIFY(state(*m).combatants[1].chanceAttackUsed);
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    QVERIFY(!state(*m).combatants[1].chanceAttackUsed); // its turn began
    QVERIFY(state(*m).combatants[1].chanceAttacked.count("a")); // once per enemy per round
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QVERIFY(state(*m).combatants[1].chanceAttacked.empty()); // a new round
}

// Disengage by spending an Action: guaranteed, no Chance Attack; costs an Action.
void TestCombatGrid::disengageByActionDrawsNoChanceAttack()
{
    Json a = fighter("a", "players", 2, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"......"}, {a, b}));
    const auto d = act(*m, "disengage", {{"combatant", "a"}, {"how", "action"}});
    QVERIFY2(d.accepted, d.refusal.text.c_str());
    QCOMPARE(state(*m).actionsLeft, 1);
    QVERIFY(findEvent(d.events, "disengage"));
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 5}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "chanceAttack"));
    QVERIFY(!findEvent(r.events, "roll"));
    QVERIFY(!state(*m).combatants[1].chanceAttackUsed);
}

// Disengage by a test: the best of Acrobatics, Endurance, Melee or Grace against the enemy's
// Melee; a pass leaves freely, a failure makes the Move a Flee (Chance Attack with Fleeing).
void TestCombatGrid::disengageTestPassedOrFailed()
{
    Json a = fighter("a", "players", 2, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    {
        auto m = start(encounter({"......"}, {a, b}), {20, 25}); // a 20 vs 50: DoS 3; b 25 vs 30: DoS 0
        QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).accepted);
        QCOMPARE(state(*m).actionsLeft, 2); // a test costs no Action
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 5}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* roll = findEvent(r.events, "roll");
        QVERIFY(roll);
        QCOMPARE(roll->at("what").get<std::string>(), std::string("disengage"));
        QCOMPARE(roll->at("initiator").at("target").get<int>(), 50);
        QCOMPARE(roll->at("defender").at("target").get<int>(), 30);
        QCOMPARE(roll->at("winner").get<std::string>(), std::string("initiator"));
        QVERIFY(!findEvent(r.events, "chanceAttack"));
    }
    {
        // a 80 fails, b 25 passes; then b's Chance Attack 95 misses, a's Dodge 50.
        auto m = start(encounter({"......"}, {a, b}), {80, 25, 95, 50});
        QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).accepted);
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 5}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(eventsOf(r.events, "chanceAttack").size(), std::size_t(1));
        const auto rolls = eventsOf(r.events, "roll");
        QCOMPARE(rolls.size(), std::size_t(2));
        QCOMPARE(rolls[0]->at("winner").get<std::string>(), std::string("defender"));
        QCOMPARE(modifierNames(rolls[1]->at("initiator")), std::vector<std::string>{"fleeing"});
        QCOMPARE(state(*m).disengage, std::string("failed"));
    }
}

void TestCombatGrid::disengageRefusals()
{
    Json a = fighter("a", "players", 2, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 5, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"......"}, {a, b}));
    QCOMPARE(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).refusal.id,
             std::string("combatgrid.disengage.notEngaged"));
    QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 0}}).accepted);
    QCOMPARE(act(*m, "disengage", {{"combatant", "a"}, {"how", "run"}}).refusal.id,
             std::string("combatgrid.disengage.how"));
    QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).accepted);
    QCOMPARE(act(*m, "disengage", {{"combatant", "a"}, {"how", "action"}}).refusal.id,
             std::string("combatgrid.disengage.declared"));
    QVERIFY(!hasAction(*m, "disengage"));
}

// A Disengage test is rolled only against the enemies the mover's side knows of: a hidden enemy
// left behind is fled from, and its Chance Attack gives it away (no roll names it before).
void TestCombatGrid::disengageTestOnlyAgainstKnownEnemies()
{
    Json a = fighter("a", "players", 2, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    Json h = fighter("h", "director", 3, 0, scores(30, 30, 30, 10), knife());
    h["stealth"] = true;
    // a passes against b (20 vs 50, b 25 vs 30); h's Chance Attack rolls 95, a's Dodge 50.
    auto m = start(encounter({"......", "......", "......"}, {a, b, h}), {20, 25, 95, 50});
    QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).accepted);
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const auto rolls = eventsOf(r.events, "roll");
    QCOMPARE(rolls.size(), std::size_t(2));
    QCOMPARE(rolls[0]->at("what").get<std::string>(), std::string("disengage"));
    QCOMPARE(rolls[0]->at("against").get<std::string>(), std::string("b"));
    const auto attacks = eventsOf(r.events, "chanceAttack");
    QCOMPARE(attacks.size(), std::size_t(1));
    QCOMPARE(attacks[0]->at("attacker").get<std::string>(), std::string("h"));
    QCOMPARE(modifierNames(rolls[1]->at("initiator")), std::vector<std::string>{"fleeing"});
    QVERIFY(!state(*m).combatants[2].stealth);
}

// A Chance Attack that downs the mover stops it where it stood and ends its turn.
void TestCombatGrid::chanceAttackThatDownsTheMoverEndsItsTurn()
{
    Json a = fighter("a", "players", 2, 0, scores(30, 30, 10, 50), knife()); // PB 1: 1 wound
    Json a2 = fighter("a2", "players", 0, 2, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    // b rolls 01 (critical, DoS 3): knife 4 + 3 + 3 = 10 against defence 1: 4 wounds, savage.
    auto m = start(encounter({"......", "......", "......"}, {a, a2, b}), {1, 90, 45});
    const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 5}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(state(*m).combatants[0].down);
    QCOMPARE(state(*m).combatants[0].pos.x, 2);
    QVERIFY(findEvent(r.events, "move")->at("down").get<bool>());
    QCOMPARE(acting(*m), std::string("a2"));
}

// The table's marks: the afforded squares whose path leaves an enemy's melee carry the Chance
// Attacks they would draw; a declared Disengage test marks them as a risk; by an Action, none.
void TestCombatGrid::affordancesMarkSquaresThatProvokeChanceAttacks()
{
    Json a = fighter("a", "players", 0, 1, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    Json g = fighter("g", "director", 5, 2, scores(30, 30, 30, 10), rifle()); // ranged: no Chance Attack
    auto m = start(encounter({"......", "......", "......"}, {a, b, g}));
    auto marksTo = [&](const std::string& cell) {
        const int seat = state(*m).combatants[0].seat;
        const Json aff = kRules.affordances(m->view(seat), seat);
        for (const auto& mv : aff.at("pieces").at("a").at("moves"))
            if (mv.at("to") == cell)
                return mv.value("marks", Json::array());
        return Json(nullptr);
    };
    QCOMPARE(marksTo("3,1"), Json::array({"chanceAttack"}));
    QCOMPARE(marksTo("1,1"), Json::array()); // still next to b
    QCOMPARE(marksTo("0,2"), Json::array({"chanceAttack"}));
    QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "test"}}).accepted);
    QCOMPARE(marksTo("3,1"), Json::array({"disengageTest"}));
    auto m2 = start(encounter({"......", "......", "......"}, {a, b, g}));
    m.swap(m2);
    QVERIFY(act(*m, "disengage", {{"combatant", "a"}, {"how", "action"}}).accepted);
    QCOMPARE(marksTo("3,1"), Json::array());
    // From the Director's side: b walking away from a draws a's Chance Attack.
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    const int ds = state(*m).directorSeat;
    const Json aff = kRules.affordances(m->view(ds), ds);
    bool marked = false;
    for (const auto& mv : aff.at("pieces").at("b").at("moves"))
        if (mv.at("to") == "4,0")
            marked = mv.at("chanceAttacks") == Json::array({"a"});
    QVERIFY(marked);
}

// Strong Attack (two Actions, melee): one or two Disadvantages, +2 damage for each.
void TestCombatGrid::strongAttackTradesDisadvantagesForDamage()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 40), knife()); // MB 4
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    b["armour"] = {{"body", 6}}; // defence 9
    Json g = fighter("g", "players", 0, 1, scores(30, 40, 30, 30), rifle());
    // a rolls 10 against 40 - 20: DoS 1; b 90 fails; location 45 (body).
    auto m = start(encounter({"....", "...."}, {a, b, g}), {10, 90, 45});
    QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "strong"}}).refusal.id,
             std::string("combatgrid.attack.strongDisadvantages"));
    QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"disadvantages", 1}})
                 .refusal.id,
             std::string("combatgrid.attack.strongDisadvantages"));
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "strong"}, {"disadvantages", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(modifierNames(roll->at("initiator")), std::vector<std::string>{"strongAttack"});
    QCOMPARE(roll->at("initiator").at("target").get<int>(), 20);
    // Knife 4 + MB 4 + DoS 1 + 2 x 2 = 13.
    QCOMPARE(findEvent(r.events, "hit")->at("damage").get<int>(), 13);
    QCOMPARE(state(*m).actionsLeft, 0);
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    // g has a rifle: the melee variations are refused.
    QCOMPARE(acting(*m), std::string("g"));
    QCOMPARE(act(*m, "attack", {{"combatant", "g"}, {"target", "b"}, {"variation", "strong"}, {"disadvantages", 1}})
                 .refusal.id,
             std::string("combatgrid.attack.meleeOnly"));
}

// Charge (two Actions, melee): a Basic Move of its own to a square next to the target, then the
// attack with an Advantage; the turn's Move is left untouched.
void TestCombatGrid::chargeMovesThenAttacksWithAnAdvantage()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6
    Json b = fighter("b", "director", 5, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"..........", ".........."}, {a, b}), {20, 90, 45});
    auto charge = [&](Json extra) {
        Json args = {{"combatant", "a"}, {"target", "b"}, {"variation", "charge"}};
        args.update(extra);
        return act(*m, "attack", args);
    };
    QCOMPARE(charge(Json::object()).refusal.id, std::string("combatgrid.attack.chargeSquare"));
    QCOMPARE(charge({{"x", 4}}).refusal.id, std::string("combatgrid.attack.chargeSquare"));
    QCOMPARE(charge({{"x", 0}, {"y", 0}}).refusal.id, std::string("combatgrid.attack.chargePath")); // no step
    QCOMPARE(charge({{"x", 2}, {"y", 1}}).refusal.id, std::string("combatgrid.attack.notAdjacent"));
    QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"x", 4}, {"y", 0}})
                 .refusal.id,
             std::string("combatgrid.attack.chargeSquare"));
    const auto r = charge({{"x", 4}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "move")->at("charge").get<bool>(), true);
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(modifierNames(roll->at("initiator")), std::vector<std::string>{"charge"});
    QCOMPARE(roll->at("initiator").at("target").get<int>(), 40);
    QVERIFY(findEvent(r.events, "hit"));
    QCOMPARE(state(*m).combatants[0].pos.x, 4);
    QCOMPARE(state(*m).actionsLeft, 0);
    QCOMPARE(state(*m).moveLeft, 6);
    // Too far for a Basic Move: b stands 5 away from a square 7 off.
    auto m2 = start(encounter({"..........", ".........."}, {a, fighter("b", "director", 8, 0, scores(30, 30, 30, 20), knife())}));
    QCOMPARE(act(*m2, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "charge"}, {"x", 7}, {"y", 0}}).refusal.id,
             std::string("combatgrid.attack.chargePath"));
}

// Knockdown (melee): the target may also oppose with Endurance; a win knocks it prone (no
// damage). Prone, it is Hindered; rising (an Action) next to an enemy draws a Chance Attack.
void TestCombatGrid::knockdownKnocksProneAndRisingProvokes()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 50, 30), knife()); // Endurance 50, GB 3
    // a 10 vs 40 (DoS 3) against b's Endurance 50: 45 (DoS 0). Then b rises: a's Chance Attack
    // rolls 95 and b's Dodge 50.
    auto m = start(encounter({"......"}, {a, b}), {10, 45, 95, 50});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "knockdown"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "roll")->at("defender").at("target").get<int>(), 50);
    QVERIFY(findEvent(r.events, "knockdown"));
    QVERIFY(!findEvent(r.events, "hit"));
    QVERIFY(state(*m).combatants[1].prone);
    QCOMPARE(act(*m, "rise", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.rise.notProne"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    QCOMPARE(state(*m).moveLeft, 3); // Hindered: GB 3
    const auto rise = act(*m, "rise", {{"combatant", "b"}});
    QVERIFY2(rise.accepted, rise.refusal.text.c_str());
    QCOMPARE(eventsOf(rise.events, "chanceAttack").size(), std::size_t(1));
    // Still prone as it rises; no Fleeing.
    QCOMPARE(modifierNames(findEvent(rise.events, "roll")->at("initiator")), std::vector<std::string>{"proneTarget"});
    QVERIFY(!state(*m).combatants[1].prone);
    QCOMPARE(state(*m).moveLeft, 6);
    QCOMPARE(act(*m, "rise", {{"combatant", "b"}}).refusal.id, std::string("combatgrid.rise.notProne"));
}

// Running (★): one extra Basic Move; Sprinting (★★): two. Until the start of its next turn melee
// attacks on it take that many Advantages (Running Target), ranged attacks that many
// Disadvantages (Running Target (Shoot)). Variations of extra movement: not repeated in a turn.
// Hindered halves each extra Basic Move as it does the Basic Move.
void TestCombatGrid::runningAndSprinting()
{
    const auto modValue = [](const Json& test, const std::string& name) {
        for (const auto& m : test.at("modifiers"))
            if (m.at("name") == name)
                return m.at("value").get<int>();
        return 0;
    };
    const auto offersRun = [](const core::Match& m, int moves) {
        for (const auto& a : m.legalActions(state(m).acting().seat))
            if (a.type == "run" && a.args.value("moves", 0) == moves)
                return true;
        return false;
    };
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife()); // GB 4: Basic Move 8
    Json b = fighter("b", "director", 3, 0, scores(30, 30, 30, 30), knife());
    Json c = fighter("c", "director", 0, 6, scores(30, 30, 30, 20), rifle(40));
    {
        auto m = start(encounter({"..........", "..........", "..........", "..........", "..........",
                                  "..........", ".........."},
                                 {a, b, c}),
                       {80, 80, 80, 80, 80, 80, 80, 80});
        QCOMPARE(acting(*m), std::string("a"));
        QCOMPARE(state(*m).moveLeft, 8);
        QVERIFY(offersRun(*m, 1));
        QVERIFY(offersRun(*m, 2));
        const auto run = act(*m, "run", {{"combatant", "a"}, {"moves", 1}});
        QVERIFY2(run.accepted, run.refusal.text.c_str());
        QVERIFY(findEvent(run.events, "run"));
        QCOMPARE(state(*m).moveLeft, 16);
        QCOMPARE(state(*m).actionsLeft, 1);
        QCOMPARE(state(*m).combatants[0].running, 1);
        QCOMPARE(m->view(0).at("combatants").at(0).at("running").get<int>(), 1); // a visible stance
        QCOMPARE(m->view(1).at("combatants").at(0).at("running").get<int>(), 1);
        QVERIFY(!offersRun(*m, 1));
        QCOMPARE(act(*m, "run", {{"combatant", "a"}, {"moves", 1}}).refusal.id, std::string("combatgrid.run.repeated"));
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QCOMPARE(acting(*m), std::string("b"));
        QVERIFY(act(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 0}}).accepted);
        const auto melee = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
        QVERIFY2(melee.accepted, melee.refusal.text.c_str());
        QCOMPARE(modValue(findEvent(melee.events, "roll")->at("initiator"), "runningTarget"), 10);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        QCOMPARE(acting(*m), std::string("c"));
        const auto shot = act(*m, "attack", {{"combatant", "c"}, {"target", "a"}, {"variation", "standard"}});
        QVERIFY2(shot.accepted, shot.refusal.text.c_str());
        QCOMPARE(modValue(findEvent(shot.events, "roll")->at("initiator"), "runningTargetShoot"), -10);
        QVERIFY(act(*m, "endTurn", {{"combatant", "c"}}).accepted);
        QCOMPARE(acting(*m), std::string("a"));
        QCOMPARE(state(*m).combatants[0].running, 0); // until the start of its next turn
    }
    {
        auto m = start(encounter({"..........", "..........", "..........", "..........", "..........",
                                  "..........", ".........."},
                                 {a, b, c}),
                       {80, 80, 80, 80, 80, 80, 80, 80});
        const auto sprint = act(*m, "run", {{"combatant", "a"}, {"moves", 2}});
        QVERIFY2(sprint.accepted, sprint.refusal.text.c_str());
        QCOMPARE(state(*m).moveLeft, 24);
        QCOMPARE(state(*m).actionsLeft, 0);
        QCOMPARE(state(*m).combatants[0].running, 2);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 0}}).accepted);
        const auto melee = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
        QCOMPARE(modValue(findEvent(melee.events, "roll")->at("initiator"), "runningTarget"), 20);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        const auto shot = act(*m, "attack", {{"combatant", "c"}, {"target", "a"}, {"variation", "standard"}});
        QCOMPARE(modValue(findEvent(shot.events, "roll")->at("initiator"), "runningTargetShoot"), -20);
    }
    {
        // One Action left: Sprinting is neither offered nor accepted; Running is.
        auto m = start(encounter({"..........", "..........", "..........", "..........", "..........",
                                  "..........", ".........."},
                                 {a, b, c}));
        QVERIFY(act(*m, "focus", {{"combatant", "a"}}).accepted);
        QVERIFY(!offersRun(*m, 2));
        QVERIFY(offersRun(*m, 1));
        QCOMPARE(act(*m, "run", {{"combatant", "a"}, {"moves", 2}}).refusal.id, std::string("combatgrid.noActions"));
    }
    {
        // Hindered (in stealth): each extra Basic Move is halved as the Basic Move is (GB 4: 4 each).
        Json pa = a;
        pa["stealth"] = true;
        auto m = start(encounter({"..........", "..........", "..........", "..........", "..........",
                                  "..........", ".........."},
                                 {pa, b, c}));
        QCOMPARE(state(*m).moveLeft, 4);
        QVERIFY(act(*m, "run", {{"combatant", "a"}, {"moves", 2}}).accepted);
        QCOMPARE(state(*m).moveLeft, 12);
    }
}

// Rise or Go Prone (★): a standing combatant goes prone as an Action (Hindered from then: the rest
// of its Move halved); next to an enemy it draws no Chance Attack (only rising provokes). Rise and
// Go Prone are one action: not both in a turn. A flier aloft lands first.
void TestCombatGrid::goProneByChoice()
{
    const auto offers = [](const core::Match& m, const std::string& type) {
        for (const auto& a : m.legalActions(state(m).acting().seat))
            if (a.type == type)
                return true;
        return false;
    };
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife()); // GB 4: Basic Move 8
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 30), knife()); // engaged with a
    {
        auto m = start(encounter({"......", "......"}, {a, b}), {80, 80, 80, 80});
        QCOMPARE(acting(*m), std::string("a"));
        QVERIFY(offers(*m, "goProne"));
        QVERIFY(!offers(*m, "rise"));
        QCOMPARE(act(*m, "rise", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.rise.notProne"));
        QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}}).accepted); // 1 of 8, still engaged
        QCOMPARE(state(*m).moveLeft, 7);
        const auto down = act(*m, "goProne", {{"combatant", "a"}});
        QVERIFY2(down.accepted, down.refusal.text.c_str());
        QVERIFY(findEvent(down.events, "goProne"));
        QVERIFY(!findEvent(down.events, "chanceAttack")); // only rising provokes
        QVERIFY(!state(*m).chance);
        QVERIFY(state(*m).combatants[0].prone);
        QCOMPARE(state(*m).actionsLeft, 1);
        QCOMPARE(state(*m).moveLeft, 3); // Hindered: 8 -> 4, 1 already spent
        QVERIFY(m->view(1).at("combatants").at(0).at("prone").get<bool>()); // every seat sees it
        QCOMPARE(act(*m, "goProne", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.goProne.alreadyProne"));
        // Rise is the same action: not repeated in the turn.
        QVERIFY(!offers(*m, "rise"));
        QCOMPARE(act(*m, "rise", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.repeated"));
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        // b's melee attack on it gains Prone target.
        const auto hit = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
        QVERIFY2(hit.accepted, hit.refusal.text.c_str());
        QCOMPARE(modifierNames(findEvent(hit.events, "roll")->at("initiator")), std::vector<std::string>{"proneTarget"});
    }
    {
        // Risen this turn: Go Prone is the same action, refused. No Action left: refused.
        auto m = start(encounter({"......", "......"}, {a, b}), {80, 80, 80, 80, 80, 80, 80, 80});
        QVERIFY(act(*m, "goProne", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        QCOMPARE(acting(*m), std::string("a"));
        const auto up = act(*m, "rise", {{"combatant", "a"}});
        QVERIFY2(up.accepted, up.refusal.text.c_str());
        if (state(*m).chance) // b is asked: let it go
            QVERIFY(actAsked(*m, "chanceAttack", {{"combatant", "b"}, {"take", false}}).accepted);
        QVERIFY(!state(*m).combatants[0].prone);
        QCOMPARE(state(*m).actionsLeft, 1);
        QVERIFY(!offers(*m, "goProne"));
        QCOMPARE(act(*m, "goProne", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.repeated"));
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        QVERIFY(act(*m, "run", {{"combatant", "a"}, {"moves", 2}}).accepted);
        QVERIFY(!offers(*m, "goProne"));
        QCOMPARE(act(*m, "goProne", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.noActions"));
    }
    {
        // A flier aloft does not go prone.
        Json f = a;
        f["flies"] = true;
        f["altitude"] = "low";
        auto m = start(encounter({"......", "......"}, {f, b}));
        QVERIFY(!offers(*m, "goProne"));
        QCOMPARE(act(*m, "goProne", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.goProne.flying"));
    }
}

// Chance Attacks are asked: the enemy's controller (here the Director) takes it or lets it go;
// the Move waits on each answer; a declined one rolls nothing and does not use the limit.
void TestCombatGrid::chanceAttackIsAskedAndMayBeDeclined()
{
    Json a = fighter("a", "players", 0, 1, scores(30, 30, 30, 50), knife()); // Basic Move 10
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    Json c = fighter("c", "director", 1, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({"......", "......", "......"}, {a, b, c}));
    QCOMPARE(actAsked(*m, "chanceAttack", {{"combatant", "a"}, {"take", true}}).refusal.id,
             std::string("combatgrid.chanceAttack.notAsked"));
    auto r = actAsked(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 1}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "move")); // the Move waits on the answer
    QCOMPARE(m->prompt().kind, std::string("chanceAttack"));
    QCOMPARE(m->prompt().seats, std::vector<core::Seat>{0}); // the Director's, and only it
    QCOMPARE(m->prompt().message.id, std::string("combatgrid.prompt.chanceAttack"));
    QCOMPARE(m->prompt().message.args.at("name").get<std::string>(), std::string("b"));
    QCOMPARE(state(*m).chance->asking, std::string("b"));
    QCOMPARE(m->legalActions(0).size(), std::size_t(2));
    for (const auto& l : m->legalActions(0))
        QCOMPARE(l.type, std::string("chanceAttack"));
    QVERIFY(m->legalActions(1).empty());
    // The players see what is asked, not the modifiers b would roll with; the Director sees them.
    const Json pv = m->view(1);
    QVERIFY(pv.at("waiting").get<bool>());
    QCOMPARE(pv.at("chanceAttackPrompt").at("attacker").get<std::string>(), std::string("b"));
    QVERIFY(!pv.at("chanceAttackPrompt").contains("modifiers"));
    QVERIFY(!pv.contains("attackOptions"));
    QVERIFY(kRules.affordances(pv, 1).is_null());
    QCOMPARE(modifierNames(m->view(0).at("chanceAttackPrompt")), std::vector<std::string>{"fleeing"});
    // Nothing else until it is answered, and only as b.
    QCOMPARE(m->submit(Action{0, "endEncounter", Json::object()}).refusal.id,
             std::string("combatgrid.chanceAttack.answerFirst"));
    QCOMPARE(m->submit(Action{0, "chanceAttack", {{"combatant", "c"}, {"take", true}}}).refusal.id,
             std::string("combatgrid.notActing"));
    r = answer(*m, false);
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "chanceAttackDeclined"));
    QCOMPARE(state(*m).chance->asking, std::string("c")); // then c, leaving at the same step
    r = answer(*m, false);
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "roll"));
    QCOMPARE(findEvent(r.events, "move")->at("x").get<int>(), 4);
    QVERIFY(!state(*m).chance);
    QCOMPARE(m->prompt().kind, std::string("turn"));
    QCOMPARE(state(*m).moveLeft, 10 - 4);
    QVERIFY(!state(*m).combatants[1].chanceAttackUsed);
    QVERIFY(state(*m).combatants[1].chanceAttacked.empty());
}

// A players' combatant is asked through its own seat (here seat 2 of three), not the mover's and
// not the other player's.
void TestCombatGrid::chanceAttackAskedOfTheEnemysSeat()
{
    Json d = fighter("d", "director", 1, 1, scores(30, 30, 30, 50), knife());
    Json p1 = fighter("p1", "players", 5, 4, scores(30, 30, 30, 20), knife());
    Json p2 = fighter("p2", "players", 0, 1, scores(30, 30, 30, 10), knife());
    // p2 rolls 95 (a fumble), d does not need to evade.
    auto m = start(encounter({"......", "......", "......", "......", "......"}, {d, p1, p2}), {95}, 3);
    QCOMPARE(state(*m).combatants[2].seat, 2);
    auto r = actAsked(*m, "move", {{"combatant", "d"}, {"x", 4}, {"y", 1}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(m->prompt().seats, std::vector<core::Seat>{2});
    QVERIFY(m->legalActions(0).empty());
    QVERIFY(m->legalActions(1).empty());
    QCOMPARE(m->legalActions(2).size(), std::size_t(2));
    QVERIFY(m->view(2).at("chanceAttackPrompt").contains("modifiers"));
    QVERIFY(!m->view(1).at("chanceAttackPrompt").contains("modifiers"));
    QCOMPARE(m->submit(Action{1, "chanceAttack", {{"combatant", "p2"}, {"take", true}}}).refusal.id,
             std::string("core.notYourTurn"));
    r = m->submit(Action{2, "chanceAttack", {{"combatant", "p2"}, {"take", true}}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "chanceAttack")->at("attacker").get<std::string>(), std::string("p2"));
    QVERIFY(findEvent(r.events, "roll"));
    QCOMPARE(findEvent(r.events, "move")->at("x").get<int>(), 4);
    QVERIFY(state(*m).combatants[2].chanceAttackUsed);
}

// Grapple: a melee attack (the unarmed attack); a win grapples instead of dealing damage. Melee
// attacks on the grappled gain Grappled Enemy; it makes no Chance Attacks; its evasion, Actions
// and Movement first need an opposed test (its best of Melee, Acrobatics, Endurance against the
// grappler's Melee or Endurance): a failure wastes them, a pass breaks the grapple.
void TestCombatGrid::grappleHoldsTheTargetUntilItBreaksFree()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 50), rifle()); // grapples unarmed
    Json x = fighter("x", "players", 2, 0, scores(30, 30, 30, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 40, 20), knife());
    auto m = start(encounter({"......", "......", "......"}, {a, x, b}),
                   {20, 90,          // a's Grapple 20 vs 40 (DoS 2) against b's 30: 90
                    20, 80, 30, 45,  // x hits b (20 vs 30 + 10); b's break test 80 vs a's 30: no evasion; body
                    80, 30,          // b attacks: its break test fails, the Action is wasted
                    10, 70});        // b moves: 10 against 70, it breaks free
    bool offered = false;
    const Json view = m->view(1);
    for (const auto& o : view.at("attackOptions")[0].at("options"))
        if (o.at("variation") == "grapple") {
            offered = true;
            QCOMPARE(o.at("skill").get<std::string>(), std::string("melee"));
            QCOMPARE(o.at("base").get<int>(), 40);
        }
    QVERIFY2(offered, "a ranged weapon's bearer grapples (unarmed)");
    auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "grapple"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "grapple"));
    QVERIFY(!findEvent(r.events, "hit"));
    QCOMPARE(state(*m).combatants[2].grappledBy, std::string("a"));
    QVERIFY(m->view(2).at("combatants")[2].at("grappledBy") == "a"); // a visible condition
    QCOMPARE(state(*m).actionsLeft, 1);
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    // x: Grappled Enemy on its melee attack; b cannot evade (it failed to break free).
    QCOMPARE(acting(*m), std::string("x"));
    r = act(*m, "attack", {{"combatant", "x"}, {"target", "b"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const auto rolls = eventsOf(r.events, "roll");
    QCOMPARE(rolls[0]->at("what").get<std::string>(), std::string("breakGrapple"));
    QVERIFY(findEvent(r.events, "grappleHolds"));
    QCOMPARE(rolls[1]->at("what").get<std::string>(), std::string("attack"));
    QVERIFY(!rolls[1]->contains("defender")); // unopposed
    QCOMPARE(modifierNames(*rolls[1]), std::vector<std::string>{"grappledEnemy"});
    QVERIFY(findEvent(r.events, "hit"));
    QVERIFY(state(*m).combo); // its DoS combo (the Combo System): x ends the chain to walk on
    QVERIFY(act(*m, "endCombo", {{"combatant", "x"}}).accepted);
    // x walks out of b's melee: the grappled makes no Chance Attack.
    r = actAsked(*m, "move", {{"combatant", "x"}, {"x", 4}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!state(*m).chance);
    QVERIFY(findEvent(r.events, "move"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "x"}}).accepted);
    // b's attack: the grapple holds, the Action is wasted.
    QCOMPARE(acting(*m), std::string("b"));
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "grappleHolds"));
    QCOMPARE(eventsOf(r.events, "roll").size(), std::size_t(1));
    QCOMPARE(state(*m).actionsLeft, 1);
    QVERIFY(state(*m).usedActions.count("attack"));
    QCOMPARE(state(*m).combatants[2].grappledBy, std::string("a"));
    // b's Move: it breaks free and walks out of a's melee (a's rifle makes no Chance Attack).
    r = actAsked(*m, "move", {{"combatant", "b"}, {"x", 1}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "grappleBroken"));
    QVERIFY(state(*m).combatants[2].grappledBy.empty());
    QVERIFY(!state(*m).chance);
    QCOMPARE(state(*m).combatants[2].pos.y, 2);
}

// A Grapple that fails lets its target make a Chance Attack (the rules' triggers), asked of its
// controller like any other; no Fleeing.
void TestCombatGrid::failedGrappleOffersItsTargetAChanceAttack()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    // a 90 against b's 30 (pass); b's Chance Attack 10 (DoS 2), a's evasion 99; body.
    auto m = start(encounter({"......"}, {a, b}), {90, 30, 10, 99, 45});
    auto r = actAsked(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "grapple"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "grapple"));
    QCOMPARE(m->prompt().kind, std::string("chanceAttack"));
    QCOMPARE(m->view(0).at("chanceAttackPrompt").at("trigger").get<std::string>(), std::string("grapple"));
    r = answer(*m, true);
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "chanceAttack")->at("grapple").get<bool>());
    QVERIFY(modifierNames(findEvent(r.events, "roll")->at("initiator")).empty());
    QCOMPARE(findEvent(r.events, "hit")->at("damage").get<int>(), 4 + 3 + 2);
    QCOMPARE(acting(*m), std::string("a"));
    QCOMPARE(state(*m).actionsLeft, 1);
}

// The grapple ends when the two are no longer Engaged: the grappler walks away.
void TestCombatGrid::grappleEndsWhenTheGrapplerMovesAway()
{
    Json a = fighter("a", "players", 0, 0, scores(40, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"......", "......", "......"}, {a, b}), {20, 90});
    QVERIFY(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "grapple"}}).accepted);
    QCOMPARE(state(*m).combatants[1].grappledBy, std::string("a"));
    const auto r = actAsked(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!state(*m).chance); // b is still grappled as a leaves: no Chance Attack
    QVERIFY(findEvent(r.events, "grappleEnds"));
    QVERIFY(state(*m).combatants[1].grappledBy.empty());
}

// Push: one square back per DoS, away from the attacker; Endurance opposes it too; against a wall
// the squares left are Stress and damage; a grappler moves with the target it holds.
void TestCombatGrid::pushKnocksBackOneSquarePerDoS()
{
    Json a = fighter("a", "players", 1, 1, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 2, 1, scores(30, 30, 40, 20), knife()); // Endurance 40
    {
        auto m = start(encounter({"......", "......", "......"}, {a, b}), {10, 90}); // DoS 2
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(findEvent(r.events, "roll")->at("defender").at("target").get<int>(), 40);
        const Json* push = findEvent(r.events, "push");
        QVERIFY(push);
        QCOMPARE(push->at("squares").get<int>(), 2);
        QVERIFY(!push->at("blocked").get<bool>());
        QVERIFY(!findEvent(r.events, "hit"));
        QCOMPARE(state(*m).combatants[1].pos.x, 4);
        QCOMPARE(state(*m).combatants[1].pos.y, 1);
    }
    {
        // A wall two squares behind: pushed 1 of 2, the square left is 1 Stress and 1 damage
        // against defence 4 (Physique Bonus, no body armour).
        Json a2 = a, b2 = b;
        a2["y"] = 0;
        b2["y"] = 0;
        auto m = start(encounter({"....#.", "......", "......"}, {a2, b2}), {10, 90}); // DoS 2
        auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* push = findEvent(r.events, "push");
        QVERIFY(push->at("blocked").get<bool>());
        QCOMPARE(push->at("squares").get<int>(), 1);
        QCOMPARE(push->at("left").get<int>(), 1);
        QCOMPARE(state(*m).combatants[1].stress, 1);
        QCOMPARE(findEvent(r.events, "hit")->at("damage").get<int>(), 1);
        QCOMPARE(findEvent(r.events, "hit")->at("defense").get<int>(), 4);
    }
    {
        // a grapples b, then pushes it (DoS 3; b cannot evade, its break test fails): a follows.
        auto m = start(encounter({"........", "........", "........"}, {a, b}), {20, 90, 10, 80, 30});
        QVERIFY(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "grapple"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(findEvent(r.events, "push")->at("squares").get<int>(), 3);
        QCOMPARE(state(*m).combatants[1].pos.x, 5);
        QCOMPARE(state(*m).combatants[0].pos.x, 4);
        QCOMPARE(state(*m).combatants[1].grappledBy, std::string("a"));
    }
}

// Uneven harmful ground (the rules' "Harmful Terrain": its number applies to all Grace tests taken
// in it): a Dodge from it takes the Disadvantage, or the Parry is taken when it is now the better.
void TestCombatGrid::unevenGroundWeighsOnGraceTests()
{
    Json a = fighter("a", "players", 1, 1, scores(30, 30, 30, 50), knife());
    {
        Json b = fighter("b", "director", 2, 1, scores(20, 30, 30, 40), knife()); // Dodge 40, Parry 20
        auto m = start(encounter({"......", "..^...", "......"}, {a, b}), {50, 50});
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json& d = findEvent(r.events, "roll")->at("defender");
        QCOMPARE(d.at("target").get<int>(), 30);
        QCOMPARE(modifierNames(d), std::vector<std::string>{"unevenGround"});
    }
    {
        Json b = fighter("b", "director", 2, 1, scores(35, 30, 30, 40), knife()); // Dodge 40, Parry 35
        auto m = start(encounter({"......", "..^...", "......"}, {a, b}), {50, 50});
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}});
        const Json& d = findEvent(r.events, "roll")->at("defender");
        QCOMPARE(d.at("target").get<int>(), 35); // the Parry, untouched
        QVERIFY(modifierNames(d).empty());
    }
}

// Push into water: the target stops in the first square of water (no obstacle damage).
void TestCombatGrid::pushIntoWaterStopsInIt()
{
    Json a = fighter("a", "players", 1, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 2, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"...~..", "......"}, {a, b}), {10, 90}); // DoS 2
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* push = findEvent(r.events, "push");
    QCOMPARE(push->at("squares").get<int>(), 1);
    QVERIFY(push->at("water").get<bool>());
    QCOMPARE(push->at("left").get<int>(), 0);
    QCOMPARE(state(*m).combatants[1].pos.x, 3);
    QVERIFY(!findEvent(r.events, "hit"));
    QCOMPARE(state(*m).combatants[1].stress, 0);
}

// Push off a height (the rules' "Falling"): the target falls the difference in elevation, 1 damage
// per metre against its Physique Bonus alone (armour does not count), and a wound knocks it prone.
// A rise in the ground stops a push like a wall.
void TestCombatGrid::pushOffAHeightFallsWithDamageByHeight()
{
    Json a = fighter("a", "players", 1, 0, scores(50, 30, 30, 50), knife()); // Melee 50
    Json b = fighter("b", "director", 2, 0, scores(30, 30, 30, 20), knife()); // Physique Bonus 3
    b["armour"] = {{"body", 4}};
    {
        auto m = start(encounter({"..55..", "......"}, {a, b}), {10, 90}); // DoS 4
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* push = findEvent(r.events, "push");
        QCOMPARE(push->at("squares").get<int>(), 2); // along the top, then off it
        QCOMPARE(push->at("fall").get<int>(), 5);
        QCOMPARE(findEvent(r.events, "fall")->at("metres").get<int>(), 5);
        const Json* hit = findEvent(r.events, "hit");
        QCOMPARE(hit->at("damage").get<int>(), 5);
        QCOMPARE(hit->at("defense").get<int>(), 3);
        QCOMPARE(hit->at("wounds").get<int>(), 1);
        QCOMPARE(state(*m).combatants[1].pos.x, 4);
        QVERIFY(state(*m).combatants[1].prone);
    }
    {
        // A one-metre rise behind it: pushed nowhere, 2 squares of obstacle (Stress and damage).
        auto m = start(encounter({"...1..", "......"}, {a, b}), {20, 90}); // DoS 3
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* push = findEvent(r.events, "push");
        QVERIFY(push->at("blocked").get<bool>());
        QCOMPARE(push->at("squares").get<int>(), 0);
        QCOMPARE(state(*m).combatants[1].stress, 3);
        QVERIFY(!findEvent(r.events, "fall"));
    }
}

// Push onto harmful ground: the target enters it at full speed and tests as a mover hurrying
// across would (one Disadvantage per point; uneven ground: prone on a failure).
void TestCombatGrid::pushOntoHarmfulGroundTestsTheTarget()
{
    Json a = fighter("a", "players", 1, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 2, 0, scores(30, 30, 30, 20), knife()); // tests at 30
    auto m = start(encounter({"...^..", "......"}, {a, b}), {10, 90, 90}); // DoS 2, then a failed test
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "push"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "push")->at("harmful").get<bool>());
    QCOMPARE(state(*m).combatants[1].pos.x, 3);
    const auto test = std::find_if(r.events.begin(), r.events.end(), [](const core::Event& e) {
        return e.type == "roll" && e.data.value("what", "") == "harmfulTerrain";
    });
    QVERIFY(test != r.events.end());
    QCOMPARE(test->data.at("target").get<int>(), 20);
    QVERIFY(findEvent(r.events, "tripped"));
    QVERIFY(state(*m).combatants[1].prone);
}

// Leaping (the rules' "Leaping"): a straight line over a gap, Hindered (2 a square), or with a
// Leaping test first (the better of Athletics and Acrobatics): a pass makes it 1 a square; a run-up
// of 4 unhindered squares gives the test an Advantage.
void TestCombatGrid::leapAcrossAGapHinderedOrWithATest()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6
    Json b = fighter("b", "director", 7, 1, scores(30, 30, 30, 10), knife());
    const std::vector<std::string> ledges{"1..1....", "........"};
    {
        auto m = start(encounter(ledges, {a, b}));
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}, {"leap", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).combatants[0].pos, (core::Cell{3, 0}));
        QCOMPARE(state(*m).moveLeft, 0); // 3 squares Hindered
        QVERIFY(!findEvent(r.events, "roll"));
        QVERIFY(!findEvent(r.events, "fall"));
        QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveLeapsHindered"));
        QVERIFY(r.events.back().data.at("leap").get<bool>());
    }
    {
        // The Leaping test: 10 against 30, passed: 1 a square.
        auto m = start(encounter(ledges, {a, b}), {10});
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}, {"leap", true}, {"effort", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).moveLeft, 3);
        const Json* roll = findEvent(r.events, "roll");
        QVERIFY(roll);
        QCOMPARE(roll->at("what").get<std::string>(), std::string("leap"));
        QCOMPARE(roll->at("target").get<int>(), 30);
        QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveLeaps"));
        QVERIFY(modifierNames(*roll).empty());
    }
    // A run-up: 4 squares walked unhindered just before gives the test its Advantage; 3 do not.
    Json runner = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife()); // Basic Move 8
    for (int start_x : {0, 1}) {
        runner["x"] = start_x;
        auto m = start(encounter({".....~~...", ".........."}, {runner, b}), {10});
        QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 4}, {"y", 0}}).accepted);
        QCOMPARE(state(*m).runUp, 4 - start_x);
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 7}, {"y", 0}, {"leap", true}, {"effort", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* roll = findEvent(r.events, "roll");
        QVERIFY(roll);
        QCOMPARE(modifierNames(*roll), start_x == 0 ? std::vector<std::string>{"runUp"} : std::vector<std::string>{});
        QCOMPARE(roll->at("target").get<int>(), start_x == 0 ? 50 : 40);
        QCOMPARE(state(*m).moveLeft, 8 - (4 - start_x) - 3);
        QCOMPARE(state(*m).runUp, 0);
    }
}

// What a leap may not do, each refusal naming the rule; what it may, in the legal moves.
void TestCombatGrid::leapRefusalsNameTheRule()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6
    Json b = fighter("b", "director", 7, 3, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({"1.~1.3..", "1#......", "1.......", "1......."}, {a, b}));
    auto refusal = [&](Json args) {
        args["combatant"] = "a";
        return act(*m, "move", std::move(args)).refusal.id;
    };
    QCOMPARE(refusal({{"x", 2}, {"y", 1}, {"leap", true}}), std::string("combatgrid.leap.straight"));
    QCOMPARE(refusal({{"x", 1}, {"y", 0}, {"leap", true}}), std::string("combatgrid.leap.straight")); // 1 square: a step
    QCOMPARE(refusal({{"x", 4}, {"y", 0}, {"leap", true}}), std::string("combatgrid.leap.tooFar")); // 8 of 6
    QCOMPARE(refusal({{"x", 6}, {"y", 0}, {"leap", true}, {"effort", true}}), std::string("combatgrid.leap.tooHigh"));
    QCOMPARE(refusal({{"x", 2}, {"y", 2}, {"leap", true}}), std::string("combatgrid.leap.blocked")); // the wall
    QCOMPARE(refusal({{"x", 2}, {"y", 0}, {"leap", true}}), std::string("combatgrid.leap.water"));
    QCOMPARE(refusal({{"x", 0}, {"y", 3}, {"leap", true}}), std::string("combatgrid.leap.nothingToClear"));
    QCOMPARE(refusal({{"x", 3}, {"y", 0}, {"effort", true}}), std::string("combatgrid.leap.effortOnlyLeap"));
    QCOMPARE(refusal({{"x", 3}, {"y", 0}, {"leap", true}, {"jump", true}}), std::string("combatgrid.move.oneWay"));
    QCOMPARE(refusal({{"x", 0}, {"y", 1}, {"jump", true}}), std::string("combatgrid.jump.notDown")); // level
    QCOMPARE(refusal({{"x", 1}, {"y", 2}, {"jump", true}}), std::string("combatgrid.jump.notDown")); // not a step
    // The legal moves: the 4-square leap only with effort (4 of 6), the 3-square one both ways,
    // the jump down to the gap.
    std::set<std::string> leaps;
    for (const auto& act : kRules.legalActions(m->state(), state(*m).acting().seat))
        if (act.type == "move" && (act.args.value("leap", false) || act.args.value("jump", false)))
            leaps.insert(act.args.at("x").dump() + "," + act.args.at("y").dump() + (act.args.value("jump", false) ? " jump" : "") +
                         (act.args.value("effort", false) ? " effort" : ""));
    QVERIFY(leaps.count("4,0 effort"));
    QVERIFY(!leaps.count("4,0"));
    QVERIFY(leaps.count("3,0") && leaps.count("3,0 effort"));
    QVERIFY(leaps.count("1,0 jump"));
    QVERIFY(!leaps.count("2,0") && !leaps.count("6,0 effort") && !leaps.count("0,3"));
    // Prone or flying: no leap.
    core::Rng rng(3);
    auto g = m->state().clone();
    auto& cs = static_cast<CombatGridState&>(*g);
    cs.combatants[0].prone = true;
    const Action leap{cs.acting().seat, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}, {"leap", true}}};
    QCOMPARE(kRules.apply(*g, leap, rng).refusal.id, std::string("combatgrid.leap.prone"));
    cs.combatants[0].prone = false;
    cs.combatants[0].flies = true;
    QCOMPARE(kRules.apply(*g, leap, rng).refusal.id, std::string("combatgrid.leap.flier"));
}

// A failed Leaping test: by 1-3 DoF the leap is Hindered (it falls short where the Move left does
// not pay for that); by 4 DoF or more it is doubly Hindered: 1 square, and the leaper falls from
// the take-off's height without a test to lessen it (4 metres against Physique Bonus 3: a wound).
void TestCombatGrid::failedLeapingTestFallsShort_data()
{
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("toX");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("landX");
    QTest::addColumn<int>("moveLeft");
    QTest::addColumn<int>("fell");
    QTest::addColumn<bool>("fellShort");
    QTest::newRow("passed: 1 a square") << "4...4..." << 4 << 10 << 4 << 2 << 0 << false;
    QTest::newRow("2 DoF, the Move pays Hindered: lands") << "4..4...." << 3 << 50 << 3 << 0 << 0 << false;
    QTest::newRow("2 DoF, Hindered beyond the Move: short") << "4...4..." << 4 << 50 << 3 << 0 << 4 << true;
    QTest::newRow("4 DoF, doubly Hindered: 1 square") << "4...4..." << 4 << 75 << 1 << 0 << 4 << true;
}

void TestCombatGrid::failedLeapingTestFallsShort()
{
    QFETCH(QString, row);
    QFETCH(int, toX);
    QFETCH(int, roll);
    QFETCH(int, landX);
    QFETCH(int, moveLeft);
    QFETCH(int, fell);
    QFETCH(bool, fellShort);
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6, Physique Bonus 3
    Json b = fighter("b", "director", 7, 1, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({row.toStdString(), "........"}, {a, b}), {roll});
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", toX}, {"y", 0}, {"leap", true}, {"effort", true}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const auto& c = state(*m).combatants[0];
    QCOMPARE(c.pos, (core::Cell{landX, 0}));
    QCOMPARE(state(*m).moveLeft, moveLeft);
    const Json* move = findEvent(r.events, "move");
    QCOMPARE(move->at("short").get<bool>(), fellShort);
    const Json* f = findEvent(r.events, "fall");
    QCOMPARE(f ? f->at("metres").get<int>() : 0, fell);
    if (fell > 0) {
        // Not on purpose: no test lessens it (the one roll is the Leaping test).
        int rolls = 0;
        for (const auto& e : r.events)
            rolls += e.type == "roll" ? 1 : 0;
        QCOMPARE(rolls, 1);
        QCOMPARE(f->at("reduced").get<int>(), 0);
        QCOMPARE(findEvent(r.events, "hit")->at("damage").get<int>(), 4);
        QCOMPARE(c.wounds, 2);
        QVERIFY(c.prone);
        QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveLeapShort"));
    }
}

// Jumping down on purpose (the rules' "Falling"): one step to a lower square for the square's cost
// (not the climb's 2 a metre), 1 damage a metre against the Physique Bonus alone, less 1 per DoS
// of an Athletics or Acrobatics test; a wound knocks the jumper prone. A leap onto lower ground
// drops the rest the same way.
void TestCombatGrid::jumpDownTakesFallingDamageLessTheTestsDoS()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Physique Bonus 3, Basic Move 6
    Json b = fighter("b", "director", 7, 1, scores(30, 30, 30, 10), knife());
    const std::vector<std::string> cliff{"4.2.....", "........"};
    {
        auto m = start(encounter(cliff, {a, b}), {20});
        // Climbing down 4 metres would cost 1 + 8.
        QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}}).refusal.id, std::string("combatgrid.move.tooFar"));
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}, {"jump", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).moveLeft, 5);
        const Json* roll = findEvent(r.events, "roll");
        QCOMPARE(roll->at("what").get<std::string>(), std::string("fallOnPurpose"));
        QCOMPARE(roll->at("degrees").get<int>(), 1); // 20 against 30
        const Json* f = findEvent(r.events, "fall");
        QCOMPARE(f->at("metres").get<int>(), 4);
        QCOMPARE(f->at("reduced").get<int>(), 1);
        const Json* hit = findEvent(r.events, "hit");
        QCOMPARE(hit->at("damage").get<int>(), 3);
        QCOMPARE(hit->at("wounds").get<int>(), 0);
        QVERIFY(!state(*m).combatants[0].prone);
        QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveJumps"));
        QVERIFY(r.events.back().data.at("jump").get<bool>());
    }
    {
        auto m = start(encounter(cliff, {a, b}), {90});
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 1}, {"jump", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(findEvent(r.events, "hit")->at("damage").get<int>(), 4); // the test failed: all 4
        QCOMPARE(state(*m).combatants[0].wounds, 2);
        QVERIFY(state(*m).combatants[0].prone);
    }
    {
        // A leap off the ledge onto lower ground: 2 metres dropped at the landing, on purpose.
        auto m = start(encounter(cliff, {a, b}), {90});
        auto r = act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}, {"leap", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(findEvent(r.events, "roll")->at("what").get<std::string>(), std::string("fallOnPurpose"));
        QCOMPARE(findEvent(r.events, "fall")->at("metres").get<int>(), 2);
        QCOMPARE(state(*m).moveLeft, 2);
    }
}

// The table's affordances: a square only a leap reaches (its straight path, Hindered cost, or the
// effort's with "leapTest"), one only a jump down reaches (its cost and the drop).
void TestCombatGrid::leapsAndJumpsAreAfforded()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife());
    Json b = fighter("b", "director", 7, 1, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({"4..4....", "........"}, {a, b}));
    const auto seat = state(*m).acting().seat;
    const Json aff = kRules.affordances(kRules.viewFor(m->state(), seat), seat);
    std::map<std::string, Json> to;
    for (const auto& mv : aff.at("pieces").at("a").at("moves"))
        to[mv.at("to").get<std::string>()] = mv;
    QVERIFY(to.count("3,0"));
    QVERIFY(to["3,0"].value("leap", false));
    QCOMPARE(to["3,0"].at("cost").get<int>(), 6);
    QCOMPARE(to["3,0"].at("path"), (Json{"0,0", "1,0", "2,0", "3,0"}));
    QCOMPARE(to["3,0"].at("marks"), (Json{"leap"}));
    QVERIFY(to.count("4,0"));
    QCOMPARE(to["4,0"].at("cost").get<int>(), 4);
    QCOMPARE(to["4,0"].at("marks"), (Json{"leap", "leapTest"}));
    QCOMPARE(to["4,0"].at("drop").get<int>(), 4);
    QVERIFY(to.count("1,0"));
    QVERIFY(to["1,0"].value("jump", false));
    QCOMPARE(to["1,0"].at("cost").get<int>(), 1);
    QCOMPARE(to["1,0"].at("drop").get<int>(), 4);
    QCOMPARE(to["1,0"].at("marks"), (Json{"jump"}));
}

// Defend (★★): until the start of its next turn an Advantage on its evasion tests and on its
// Chance Attacks (listed in the prompt before the roll).
void TestCombatGrid::defendGivesAnAdvantageOnEvasionAndChanceAttacks()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 50), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    // b's attack 50 (fails against 30), a's Dodge 40 against 50 + 10; a's Chance Attack 95.
    auto m = start(encounter({"......", "......"}, {a, b}), {50, 40, 95});
    QVERIFY(act(*m, "focus", {{"combatant", "a"}}).accepted);
    QCOMPARE(act(*m, "defend", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.noActions")); // costs two
    m = start(encounter({"......", "......"}, {a, b}), {50, 40, 95});
    auto r = act(*m, "defend", {{"combatant", "a"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "defend"));
    QCOMPARE(state(*m).actionsLeft, 0);
    QVERIFY(state(*m).combatants[0].defending);
    QVERIFY(m->view(0).at("combatants")[0].at("defending").get<bool>());
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(modifierNames(roll->at("defender")), std::vector<std::string>{"defending"});
    QCOMPARE(roll->at("defender").at("target").get<int>(), 60);
    r = actAsked(*m, "move", {{"combatant", "b"}, {"x", 3}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(modifierNames(m->view(1).at("chanceAttackPrompt")), (std::vector<std::string>{"fleeing", "defending"}));
    r = answer(*m, true);
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(modifierNames(findEvent(r.events, "roll")->at("initiator")), (std::vector<std::string>{"fleeing", "defending"}));
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QCOMPARE(acting(*m), std::string("a"));
    QVERIFY(!state(*m).combatants[0].defending); // its next turn began
}

// Protect (★★): the next attack that hits the ally hits the protector instead; a Called Attack
// ignores the protector with an extra Disadvantage; the protection ends at the start of the
// protector's next turn.
void TestCombatGrid::protectTakesTheNextHitInstead()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 50), knife());
    Json p = fighter("p", "players", 0, 1, scores(30, 30, 40, 40), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    const Json enc = encounter({"......", "......"}, {a, p, b});
    {
        // b 10 against 30 (DoS 2), a's Dodge 90; hit location 45 (body).
        auto m = start(enc, {10, 90, 45});
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QCOMPARE(act(*m, "protect", {{"combatant", "p"}, {"ally", "b"}}).refusal.id, std::string("combatgrid.protect.notAlly"));
        QCOMPARE(act(*m, "protect", {{"combatant", "p"}, {"ally", "p"}}).refusal.id, std::string("combatgrid.protect.notAlly"));
        auto r = act(*m, "protect", {{"combatant", "p"}, {"ally", "a"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).actionsLeft, 0);
        QCOMPARE(state(*m).combatants[0].protectedBy, std::string("p"));
        QVERIFY(act(*m, "endTurn", {{"combatant", "p"}}).accepted);
        r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* protectedHit = findEvent(r.events, "protected");
        QVERIFY2(protectedHit, "the hit was not taken by the protector");
        QCOMPARE(protectedHit->at("protector").get<std::string>(), std::string("p"));
        QCOMPARE(findEvent(r.events, "hit")->at("target").get<std::string>(), std::string("p"));
        QCOMPARE(state(*m).combatants[0].wounds, 3); // a untouched
        QVERIFY(state(*m).combatants[1].wounds < 4);
        QVERIFY(state(*m).combatants[0].protectedBy.empty()); // used up
    }
    {
        // A Called Attack on the body: 1 (a critical) against 30 - 20 - 10; a's Dodge 90.
        auto m = start(enc, {1, 90});
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QVERIFY(act(*m, "protect", {{"combatant", "p"}, {"ally", "a"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "p"}}).accepted);
        const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "called"}, {"location", "body"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(modifierNames(findEvent(r.events, "roll")->at("initiator")),
                 (std::vector<std::string>{"calledAttack", "protected"}));
        QVERIFY(!findEvent(r.events, "protected"));
        QCOMPARE(findEvent(r.events, "hit")->at("target").get<std::string>(), std::string("a"));
        QCOMPARE(state(*m).combatants[0].protectedBy, std::string("p")); // not used
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QCOMPARE(acting(*m), std::string("p"));
        QVERIFY(state(*m).combatants[0].protectedBy.empty()); // the protector's next turn began
    }
    {
        // A seen guard protecting one in stealth: the players read only that something moved.
        Json d1 = fighter("d1", "director", 2, 0, scores(30, 30, 30, 60), knife());
        Json d2 = fighter("d2", "director", 5, 1, scores(30, 30, 30, 20), knife());
        d2["stealth"] = true;
        Json pl = fighter("pl", "players", 0, 0, scores(30, 30, 30, 10), knife());
        auto m = start(encounter({"......", "......"}, {d1, d2, pl}));
        const auto r = act(*m, "protect", {{"combatant", "d1"}, {"ally", "d2"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        for (const auto& e : r.events)
            if (e.type == "protect") {
                QCOMPARE(e.redactedMessage->id, std::string("combatgrid.log.unseen"));
                QVERIFY(e.redacted.dump().find("d2") == std::string::npos);
            }
        QVERIFY(m->view(1).dump().find("d2") == std::string::npos);
    }
}

// The scenario files (tests/games/combatgrid/scenarios, docs/scenarios.md): a Chance Attack
// declined, a grapple held and broken.
void TestCombatGrid::scenarios_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(COMBATGRID_SCENARIOS));
    const auto files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 2);
    for (const auto& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestCombatGrid::scenarios()
{
    QFETCH(QString, file);
    QFile f(QStringLiteral(COMBATGRID_SCENARIOS) + QLatin1Char('/') + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto report = core::runScenario(kRules, Json::parse(f.readAll().toStdString()));
    for (const auto& failure : report.failures)
        qWarning("%s", failure.c_str());
    QVERIFY(report.passed());
}

// One row per field of CombatGridState (read from the header): changing only that field must
// change the state digest, so replays and resyncs see every difference.
// ---- The Combo System (the rules' "The Combo System", its rules 1 and 2; Defend; Chance Attacks) ----
namespace {
// a: Might 50, Melee 1 (target 60), a knife (combo 3), Grace 40: acts first. b: Parry 30 (Might
// 30), Dodge 20, Endurance 40, Physique 50 (5 wounds), armour 2 everywhere but `bare`.
Json comboEncounter(const char* bare = nullptr)
{
    Json a = fighter("a", "players", 0, 0, scores(50, 30, 30, 40), knife());
    a["skills"] = {{"melee", 1}};
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 50, 20), knife());
    Json armour = Json::object();
    for (const char* l : {"head", "arms", "body", "legs"})
        armour[l] = bare && std::string(bare) == l ? 0 : 2;
    b["armour"] = armour;
    return encounter({"......", "......"}, {a, b});
}

Json attackArgs(const char* variation, bool combo = false)
{
    Json args = {{"combatant", "a"}, {"target", "b"}, {"variation", variation}};
    if (combo)
        args["combo"] = true;
    return args;
}

bool offers(const core::Match& m, const std::string& type, const std::string& variation = "")
{
    for (const auto& a : m.legalActions(state(m).acting().seat))
        if (a.type == type && (variation.empty() || a.args.value("variation", std::string()) == variation))
            return true;
    return false;
}
} // namespace

// Rule 1: a won attack combos with DoS (after the evasion's) at least the weapon's combo value;
// one short, no combo.
// Rule 3: "You cannot Combo if you are suffering an ailment." The same hit as the combo of
// comboNeedsTheWeaponsComboValueInDoS (DoS 3 with the knife's combo value 3), by an attacker who
// is burning (no effect on a melee attack): no chain.
void TestCombatGrid::comboNotWhileSufferingAnAilment()
{
    Json e = comboEncounter();
    e["combatants"][0]["ailments"] = {"burning"};
    // 99: a's shake-off at the start of its turn fails (it is still burning).
    auto m = start(e, {99, 25, 90, 45});
    QVERIFY(!state(*m).combatants.front().ailments.empty());
    auto r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "hit"));
    QVERIFY2(!findEvent(r.events, "combo"), "a burning attacker comboed");
    QVERIFY(!state(*m).combo);
    QVERIFY(!offers(*m, "endCombo"));
}

void TestCombatGrid::comboNeedsTheWeaponsComboValueInDoS()
{
    // 35 against 60: DoS 2, one short of the knife's 3; b's Parry 90 fails; location 45 (body, armour 2).
    auto m = start(comboEncounter(), {35, 90, 45});
    auto r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "hit"));
    QVERIFY2(!findEvent(r.events, "combo"), "2 DoS comboed with a combo value of 3");
    QVERIFY(!state(*m).combo);
    QVERIFY(!offers(*m, "endCombo"));
    // 25 against 60: DoS 3, the combo value: the chain's free action is offered.
    m = start(comboEncounter(), {25, 90, 45});
    r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* combo = findEvent(r.events, "combo");
    QVERIFY2(combo, "3 DoS did not combo");
    QCOMPARE(combo->at("degrees").get<int>(), 3);
    QCOMPARE(combo->at("needed").get<int>(), 3);
    QVERIFY(state(*m).combo && state(*m).combo->open);
    QCOMPARE(m->view(1).at("combo").at("used"), Json::array({"standard"}));
    QCOMPARE(m->prompt().message.id, std::string("combatgrid.prompt.combo"));
    QVERIFY(offers(*m, "endCombo"));
    QVERIFY(!offers(*m, "move")); // "immediately": no move in between
    // The evasion's DoS come off: 25 (DoS 3) against a passed Parry of 15 (DoS 1): 2, no combo.
    m = start(comboEncounter(), {25, 15, 45});
    r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "hit"));
    QVERIFY(!state(*m).combo);
}

// Exploit Hits: an attack on the Hypnotised (any attacker) or on the Dominated (its controller's
// side: our reading, an enemy) deals one extra wound, combos automatically when the variation
// combos, and clears the ailment that gave it.
void TestCombatGrid::exploitHitsOffAilments()
{
    for (const char* kind : {"hypnotised", "dominated"}) {
        Json e = comboEncounter();
        e["combatants"][1]["ailments"] = {kind};
        // 55 against 60 + 10 (Ailment): DoS 1, short of the knife's combo value 3; b cannot oppose
        // when hypnotised (an unopposed test); dominated, it parries with 90 (fails). Location 45:
        // the body (armour 2). Damage 4 + 1 + Might Bonus 5 = 10 against defence 7: 1 wound, +1.
        const bool hyp = std::string(kind) == "hypnotised";
        auto m = start(e, hyp ? std::vector<int>{55, 45} : std::vector<int>{55, 90, 45});
        auto r = act(*m, "attack", attackArgs("standard"));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        const Json* exploit = findEvent(r.events, "exploit");
        QVERIFY2(exploit, kind);
        QCOMPARE(exploit->at("ailment").get<std::string>(), std::string(kind));
        const Json* hit = findEvent(r.events, "hit");
        QVERIFY(hit);
        QCOMPARE(hit->at("wounds").get<int>(), 2);
        QCOMPARE(hit->at("exploit").get<std::string>(), std::string(kind));
        QVERIFY2(state(*m).combatants[1].ailments.empty(), "the exploited ailment was not cleared");
        const Json* combo = findEvent(r.events, "combo");
        QVERIFY2(combo, "the Exploit Hit did not combo");
        QVERIFY(combo->at("degrees").get<int>() < combo->at("needed").get<int>());
        QCOMPARE(combo->at("exploit").get<std::string>(), std::string(kind));
        QVERIFY(offers(*m, "endCombo"));
        // Cleared: the next attack (the combo's free Fast Attack) exploits nothing.
        r = act(*m, "attack", attackArgs("fast", true));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(!findEvent(r.events, "exploit"));
    }
    {
        // A variation that does not combo (Called Attack): the extra wound, no combo.
        Json e = comboEncounter();
        e["combatants"][1]["ailments"] = {"hypnotised"};
        auto m = start(e, {35});
        auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "called"}, {"location", "body"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(findEvent(r.events, "exploit"));
        QVERIFY(!findEvent(r.events, "combo"));
        QVERIFY(!state(*m).combo);
    }
    {
        // No ailment that exploits (Dizzy): no Exploit Hit, one wound, no combo at DoS 1.
        Json e = comboEncounter();
        e["combatants"][1]["ailments"] = {"dizzy"};
        auto m = start(e, {55, 90, 45});
        auto r = act(*m, "attack", attackArgs("standard"));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(!findEvent(r.events, "exploit"));
        QCOMPARE(findEvent(r.events, "hit")->at("wounds").get<int>(), 1);
        QVERIFY(!findEvent(r.events, "combo"));
        QCOMPARE(state(*m).combatants[1].ailments.size(), std::size_t(1));
    }
}

// Initiative Shift (a special combo action): taken only by comboing into it, it uses the combo
// action (the chain ends) and moves the initiative one point; the order changes from the next
// round, the shifter passing those it now ties with (our ruling).
void TestCombatGrid::initiativeShiftAsTheComboAction()
{
    Json e = comboEncounter();
    e["combatants"][1]["scores"]["grace"] = 30; // b: initiative 3, after a's 4
    auto m = start(e, {25, 90, 45});
    QCOMPARE(acting(*m), std::string("a"));
    QVERIFY(!offers(*m, "initiativeShift"));
    QCOMPARE(act(*m, "initiativeShift", {{"combatant", "a"}, {"direction", "down"}}).refusal.id,
             std::string("combatgrid.combo.only"));
    auto r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "combo"));
    QVERIFY(offers(*m, "initiativeShift"));
    QCOMPARE(act(*m, "initiativeShift", {{"combatant", "a"}, {"direction", "sideways"}, {"combo", true}}).refusal.id,
             std::string("combatgrid.initiativeShift.direction"));
    r = act(*m, "initiativeShift", {{"combatant", "a"}, {"direction", "down"}, {"combo", true}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* shift = findEvent(r.events, "initiativeShift");
    QVERIFY(shift);
    QCOMPARE(shift->at("initiative").get<int>(), 3);
    QCOMPARE(state(*m).combatants[0].initiative, 3);
    QVERIFY(!state(*m).combo); // the combo action is used: the chain ends
    QVERIFY(!offers(*m, "initiativeShift"));
    QCOMPARE(state(*m).actionsLeft, 1); // the turn goes on
    // This round's order stands: b next, then round 2 with a after b (tied at 3, a shifted down).
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("b"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QCOMPARE(state(*m).round, 2);
    QCOMPARE(acting(*m), std::string("b"));
    QCOMPARE(state(*m).combatants[0].shifted, 0);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QCOMPARE(acting(*m), std::string("a"));
    QCOMPARE(state(*m).round, 2);
}

// Pass Off (a special combo action): one ally takes the combo action (the chain's variations
// still not repeated); after it, the passer's turn resumes with its leftover Move and Actions.
void TestCombatGrid::passOffGivesTheComboActionToAnAlly()
{
    Json e = comboEncounter();
    Json c = fighter("c", "players", 1, 1, scores(50, 30, 30, 10), knife()); // initiative 1: a, b, c
    e["combatants"].push_back(c);
    for (bool endTurn : {false, true}) {
        auto m = start(e, {25, 90, 45, 80, 90});
        QCOMPARE(acting(*m), std::string("a"));
        QCOMPARE(act(*m, "passOff", {{"combatant", "a"}, {"ally", "c"}}).refusal.id, std::string("combatgrid.combo.only"));
        auto r = act(*m, "attack", attackArgs("standard"));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(findEvent(r.events, "combo"));
        QVERIFY(offers(*m, "passOff"));
        QCOMPARE(act(*m, "passOff", {{"combatant", "a"}, {"ally", "b"}, {"combo", true}}).refusal.id,
                 std::string("combatgrid.passOff.notAlly"));
        r = act(*m, "passOff", {{"combatant", "a"}, {"ally", "c"}, {"combo", true}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(findEvent(r.events, "passOff"));
        QCOMPARE(acting(*m), std::string("c"));
        QVERIFY(state(*m).combo && state(*m).combo->open);
        QVERIFY(offers(*m, "attack", "fast"));
        QVERIFY(!offers(*m, "attack", "standard")); // used in the chain
        QVERIFY(!offers(*m, "move"));
        QVERIFY(!offers(*m, "passOff"));
        QCOMPARE(act(*m, "passOff", {{"combatant", "c"}, {"ally", "a"}, {"combo", true}}).refusal.id,
                 std::string("combatgrid.combo.repeated"));
        QCOMPARE(m->view(0).at("combo").at("passedBy").get<std::string>(), std::string("a"));
        if (endTurn) {
            r = act(*m, "endTurn", {{"combatant", "c"}}); // ends the chain, not a turn
        } else {
            r = act(*m, "attack", {{"combatant", "c"}, {"target", "b"}, {"variation", "fast"}, {"combo", true}});
            QVERIFY(findEvent(r.events, "roll"));
        }
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(findEvent(r.events, "passOffResumed"));
        QCOMPARE(acting(*m), std::string("a"));
        QVERIFY(!state(*m).combo);
        QVERIFY(!state(*m).passOff);
        QCOMPARE(state(*m).actionsLeft, 1);
        QCOMPARE(state(*m).moveLeft, 8);
        QCOMPARE(state(*m).round, 1);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
        QCOMPARE(acting(*m), std::string("b")); // initiative order continues as normal
    }
    {
        // An ally suffering an ailment cannot combo (rule 3): not offered, refused.
        Json ea = e;
        ea["combatants"][2]["ailments"] = {"dizzy"};
        auto m = start(ea, {25, 90, 45});
        QVERIFY(act(*m, "attack", attackArgs("standard")).accepted);
        QVERIFY(state(*m).combo);
        QVERIFY(!offers(*m, "passOff"));
        QCOMPARE(act(*m, "passOff", {{"combatant", "a"}, {"ally", "c"}, {"combo", true}}).refusal.id,
                 std::string("combatgrid.passOff.ailment"));
    }
}

// Rule 2 (the first one so numbered): a hit on an unguarded location (0 armour) adds a DoS.
void TestCombatGrid::comboUnguardedLocationAddsADoS()
{
    auto m = start(comboEncounter("body"), {35, 90, 45}); // DoS 2, the body bare
    auto r = act(*m, "attack", attackArgs("standard"));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* combo = findEvent(r.events, "combo");
    QVERIFY2(combo, "the unguarded body did not add its DoS");
    QCOMPARE(combo->at("degrees").get<int>(), 3);
    QVERIFY(combo->at("unguarded").get<bool>());
    m = start(comboEncounter("body"), {35, 90, 5}); // the head, armoured: no combo
    r = act(*m, "attack", attackArgs("standard"));
    QVERIFY(r.accepted);
    QVERIFY(!state(*m).combo);
}

// Defend: the enemy gains no benefit to Combo chance from unguarded locations.
void TestCombatGrid::comboDefendCancelsTheUnguardedDoS()
{
    auto m = start(comboEncounter("body"), {35, 90, 45});
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QVERIFY(act(*m, "defend", {{"combatant", "b"}}).accepted);
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QVERIFY(state(*m).combatants[1].defending);
    auto r = act(*m, "attack", attackArgs("standard")); // 35 (DoS 2), the Parry 90 fails even at 40
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "hit")->at("location").get<std::string>(), std::string("body"));
    QVERIFY2(!findEvent(r.events, "combo"), "a Defending target's unguarded body still added a DoS");
    QVERIFY(!state(*m).combo);
}

// Rule 2 (the second): the same variation is not repeated within a chain; another one is, with
// the chain's extra Advantage.
void TestCombatGrid::comboRepeatedVariationRefused()
{
    // Standard 25 (DoS 3) combos; the Fast Attack (60 + 10 Fast + 10 Combo) rolls 75, Parry 90.
    auto m = start(comboEncounter(), {25, 90, 45, 75, 90, 45});
    QVERIFY(act(*m, "attack", attackArgs("standard")).accepted);
    QVERIFY(!offers(*m, "attack", "standard"));
    QVERIFY(offers(*m, "attack", "fast"));
    auto r = act(*m, "attack", attackArgs("standard", true));
    QCOMPARE(r.refusal.id, std::string("combatgrid.combo.repeated"));
    QVERIFY(state(*m).combo && state(*m).combo->open); // still offered
    QCOMPARE(act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}}).refusal.id, std::string("combatgrid.combo.takeOrEnd"));
    r = act(*m, "attack", attackArgs("fast", true));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(modifierNames(roll->at("initiator")), (std::vector<std::string>{"combo", "fastAttack"}));
    QCOMPARE(roll->at("initiator").at("target").get<int>(), 80);
    QVERIFY(!state(*m).combo); // 75 against 80: DoS 0, the chain ends
    QCOMPARE(act(*m, "endCombo", {{"combatant", "a"}}).refusal.id, std::string("combatgrid.combo.notOffered"));
}

// The chain goes on until a lost or failed test: a failed free attack ends it, and the turn goes
// on with the Actions it had.
void TestCombatGrid::comboChainEndsOnAFailedTest()
{
    auto m = start(comboEncounter(), {25, 90, 45, 95});
    QVERIFY(act(*m, "attack", attackArgs("standard")).accepted);
    auto r = act(*m, "attack", attackArgs("fast", true)); // 95 against 80: failed
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!findEvent(r.events, "hit"));
    QVERIFY2(!state(*m).combo, "the chain went on after a failed test");
    QVERIFY(!offers(*m, "endCombo"));
    QCOMPARE(state(*m).actionsLeft, 1);
    QVERIFY(offers(*m, "move"));
    QCOMPARE(m->prompt().message.id, std::string("combatgrid.prompt.turn"));
    // And the player may end a chain: endCombo.
    m = start(comboEncounter(), {25, 90, 45});
    QVERIFY(act(*m, "attack", attackArgs("standard")).accepted);
    r = act(*m, "endCombo", {{"combatant", "a"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "comboEnded"));
    QVERIFY(!state(*m).combo);
    QVERIFY(offers(*m, "move"));
}

// Chance Attacks do not combo, whatever their DoS.
void TestCombatGrid::comboNeverFromAChanceAttack()
{
    Json enc = comboEncounter();
    enc["combatants"][0]["weapon"]["combo"] = 1;
    std::swap(enc["combatants"][0]["side"], enc["combatants"][1]["side"]); // b flees from a
    // b (Grace 20) leaves a's melee; a's Chance Attack 05 (a critical, DoS 6) against Dodge 90;
    // location 45.
    auto m = start(enc, {5, 90, 45});
    QCOMPARE(acting(*m), std::string("a"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    auto r = act(*m, "move", {{"combatant", "b"}, {"x", 3}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(findEvent(r.events, "chanceAttack"));
    QVERIFY(findEvent(r.events, "hit"));
    QVERIFY2(!findEvent(r.events, "combo"), "a Chance Attack comboed");
    QVERIFY(!state(*m).combo);
    QCOMPARE(acting(*m), std::string("b"));
}

// The free action costs no action (and may be one the turn has used: rule 2).
void TestCombatGrid::comboFreeActionCostsNoAction()
{
    // Focus, then the standard attack at 70: 25 is DoS 4; Parry 90.
    auto m = start(comboEncounter(), {25, 90, 45});
    QVERIFY(act(*m, "focus", {{"combatant", "a"}}).accepted);
    QVERIFY(act(*m, "attack", attackArgs("standard")).accepted);
    QCOMPARE(state(*m).actionsLeft, 0);
    QVERIFY(state(*m).combo);
    QVERIFY(offers(*m, "focus")); // used this turn, not in this chain
    QVERIFY(offers(*m, "defend")); // two Actions' worth, free
    auto r = act(*m, "focus", {{"combatant", "a"}, {"combo", true}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).actionsLeft, 0);
    QCOMPARE(state(*m).combatants[0].focus, 1);
    QVERIFY(!state(*m).combo); // Focus does not combo: the chain ends
    QVERIFY(state(*m).usedActions.count("focus"));
    QVERIFY(!offers(*m, "focus"));
}

void TestCombatGrid::stateDigestSeesEveryField_data()
{
    using games::combatgrid::Combatant;
    QTest::addColumn<Mutation>("mutate");
    static std::set<std::string> rows;
    rows.clear();
    auto row = [](const char* name, Mutation m) {
        rows.insert(name);
        QTest::newRow(name) << m;
    };
    auto c0 = [](std::function<void(Combatant&)> f) { return Mutation([f](CombatGridState& s) { f(s.combatants[0]); }); };
    row("encounter", [](CombatGridState& s) { s.encounter += "x"; });
    row("mapRows", [](CombatGridState& s) { s.mapRows[1][1] = s.mapRows[1][1] == '.' ? 'l' : '.'; });
    // The grid is built from mapRows and never changed apart from them.
    row("grid (built from mapRows)", [](CombatGridState& s) {
        s.mapRows[1][1] = s.mapRows[1][1] == '.' ? 'l' : '.';
        s.grid = core::Grid::fromRows(s.mapRows);
    });
    row("directorSeat", [](CombatGridState& s) { s.directorSeat = 1; });
    row("directorMayEnd", [](CombatGridState& s) { s.directorMayEnd ^= true; });
    row("combatants.id", c0([](Combatant& c) { c.id += "x"; }));
    row("combatants.name", c0([](Combatant& c) { c.name += "x"; }));
    row("combatants.director", c0([](Combatant& c) { c.director ^= true; }));
    row("combatants.kind", c0([](Combatant& c) { c.kind = "angel"; }));
    row("combatants.seat", c0([](Combatant& c) { c.seat += 1; }));
    row("combatants.pos", c0([](Combatant& c) { c.pos.y += 1; }));
    row("combatants.size", c0([](Combatant& c) { c.size += 1; }));
    row("combatants.scores", c0([](Combatant& c) { c.scores["will"] += 1; }));
    row("combatants.skills", c0([](Combatant& c) { c.skills["melee"] += 1; }));
    row("combatants.armour", c0([](Combatant& c) { c.armour[2] += 1; }));
    row("combatants.weapon.name", c0([](Combatant& c) { c.weapon.name += "x"; }));
    row("combatants.weapon.ranged", c0([](Combatant& c) { c.weapon.ranged ^= true; }));
    row("combatants.weapon.damage", c0([](Combatant& c) { c.weapon.damage += 1; }));
    row("combatants.weapon.range", c0([](Combatant& c) { c.weapon.range += 1; }));
    row("combatants.weapon.combo", c0([](Combatant& c) { c.weapon.combo += 1; }));
    row("combatants.fate", c0([](Combatant& c) { c.fate += 1; }));
    row("combatants.fateMax", c0([](Combatant& c) { c.fateMax += 1; }));
    row("combatants.fateBlocksInjury", c0([](Combatant& c) { c.fateBlocksInjury ^= true; }));
    row("combatants.atField", c0([](Combatant& c) { c.atField += 1; }));
    row("combatants.stealth", c0([](Combatant& c) { c.stealth ^= true; }));
    row("combatants.surprised", c0([](Combatant& c) { c.surprised ^= true; }));
    row("combatants.wounds", c0([](Combatant& c) { c.wounds += 1; }));
    row("combatants.injuries", c0([](Combatant& c) { c.injuries += 1; }));
    row("combatants.stress", c0([](Combatant& c) { c.stress += 1; }));
    row("combatants.down", c0([](Combatant& c) { c.down ^= true; }));
    row("combatants.prone", c0([](Combatant& c) { c.prone ^= true; }));
    row("combatants.focus", c0([](Combatant& c) { c.focus += 1; }));
    row("combatants.initiative", c0([](Combatant& c) { c.initiative += 1; }));
    row("combatants.chanceAttackUsed", c0([](Combatant& c) { c.chanceAttackUsed ^= true; }));
    row("combatants.chanceAttacked", c0([](Combatant& c) { c.chanceAttacked.insert("x"); }));
    row("disengage", [](CombatGridState& s) { s.disengage = "test"; });
    row("order", [](CombatGridState& s) { std::swap(s.order[0], s.order[1]); });
    row("current", [](CombatGridState& s) { s.current += 1; });
    row("round", [](CombatGridState& s) { s.round += 1; });
    row("surpriseRound", [](CombatGridState& s) { s.surpriseRound ^= true; });
    row("seats", [](CombatGridState& s) { s.seats += 1; });
    row("moveLeft", [](CombatGridState& s) { s.moveLeft += 1; });
    row("actionsLeft", [](CombatGridState& s) { s.actionsLeft -= 1; });
    row("usedActions", [](CombatGridState& s) { s.usedActions.insert("focus"); });
    row("phase", [](CombatGridState& s) { s.phase = games::combatgrid::Phase::Over; });
    row("endReason", [](CombatGridState& s) { s.endReason = "playersWin"; });
    row("fixedRolls", [](CombatGridState& s) { s.fixedRolls.push_back(42); });
    row("combatants.grappledBy", c0([](Combatant& c) { c.grappledBy = "x"; }));
    row("combatants.flies", c0([](Combatant& c) { c.flies ^= true; }));
    row("combatants.altitude", c0([](Combatant& c) { c.altitude += 1; }));
    row("combatants.drowning", c0([](Combatant& c) { c.drowning ^= true; }));
    row("combatants.breathRounds", c0([](Combatant& c) { c.breathRounds += 1; }));
    row("flown", [](CombatGridState& s) { s.flown ^= true; });
    row("runUp", [](CombatGridState& s) { s.runUp += 1; });
    row("basicMoved", [](CombatGridState& s) { s.basicMoved ^= true; });
    row("exertPending", [](CombatGridState& s) { s.exertPending ^= true; });
    row("combatants.bleeding", c0([](Combatant& c) { c.bleeding ^= true; }));
    row("combatants.injuryEffects.effect", c0([](Combatant& c) { c.injuryEffects.push_back({"graze"}); }));
    row("combatants.injuryEffects.location", c0([](Combatant& c) { c.injuryEffects.push_back({"crucialStrike", 0}); }));
    row("awareTested", [](CombatGridState& s) { s.awareTested.insert("a>b"); });
    row("chance.leap", [](CombatGridState& s) { s.chance->leap ^= true; });
    row("chance.effort", [](CombatGridState& s) { s.chance->effort ^= true; });
    row("chance.jump", [](CombatGridState& s) { s.chance->jump ^= true; });
    row("chance.swum", [](CombatGridState& s) { s.chance->swum ^= true; });
    row("combatants.defending", c0([](Combatant& c) { c.defending ^= true; }));
    row("combatants.running", c0([](Combatant& c) { c.running += 1; }));
    row("combatants.shifted", c0([](Combatant& c) { c.shifted += 1; }));
    row("combatants.protectedBy", c0([](Combatant& c) { c.protectedBy = "x"; }));
    row("combatants.analysedBy", c0([](Combatant& c) { c.analysedBy.push_back("x"); }));
    row("combatants.warCriedBy", c0([](Combatant& c) { c.warCriedBy.push_back("x"); }));
    row("combatants.tauntedBy", c0([](Combatant& c) { c.tauntedBy.push_back("x"); }));
    row("combatants.distractedBy", c0([](Combatant& c) { c.distractedBy.push_back("x"); }));
    row("combatants.exerts", c0([](Combatant& c) { c.exerts += 1; }));
    row("combatants.weapon.ailment", c0([](Combatant& c) { c.weapon.ailment = "stunned"; }));
    row("combatants.weapon.ailmentOnDoS", c0([](Combatant& c) { c.weapon.ailmentOnDoS += 1; }));
    // Ailments: the first combatant of the test's encounter suffers none, so each row gives it one
    // with only that field away from the others' values.
    row("combatants.ailments.kind", c0([](Combatant& c) { c.ailments.push_back({"dizzy"}); }));
    row("combatants.ailments.failures", c0([](Combatant& c) {
        c.ailments.push_back({"dizzy"});
        c.ailments[0].failures = 2;
    }));
    row("combatants.ailments.turns", c0([](Combatant& c) {
        c.ailments.push_back({"dizzy"});
        c.ailments[0].turns = 2;
    }));
    row("combatants.ailments.extra", c0([](Combatant& c) {
        c.ailments.push_back({"dizzy"});
        c.ailments[0].extra = 2;
    }));
    row("chance", [](CombatGridState& s) { s.chance.reset(); }); // the chance.* rows start with a window
    row("chance.trigger", [](CombatGridState& s) { s.chance->trigger = "rise"; });
    row("chance.mover", [](CombatGridState& s) { s.chance->mover = "x"; });
    row("chance.asking", [](CombatGridState& s) { s.chance->asking = "x"; });
    row("chance.fleeing", [](CombatGridState& s) { s.chance->fleeing ^= true; });
    row("chance.path", [](CombatGridState& s) { s.chance->path.push_back({1, 2}); });
    row("chance.at", [](CombatGridState& s) { s.chance->at += 1; });
    row("chance.spent", [](CombatGridState& s) { s.chance->spent += 1; });
    row("chance.from", [](CombatGridState& s) { s.chance->from.y += 1; });
    row("chance.seen", [](CombatGridState& s) { s.chance->seen ^= true; });
    row("chance.answered", [](CombatGridState& s) { s.chance->answered.insert("x"); });
    row("chance.target", [](CombatGridState& s) { s.chance->target = "x"; });
    row("chance.hurry", [](CombatGridState& s) { s.chance->hurry ^= true; });
    row("chance.lost", [](CombatGridState& s) { s.chance->lost += 1; });
    row("combo", [](CombatGridState& s) { s.combo = games::combatgrid::ComboChain{}; });
    row("combo.combatant", [](CombatGridState& s) { s.combo->combatant = "x"; });
    row("combo.used", [](CombatGridState& s) { s.combo->used.push_back("fast"); });
    row("combo.open", [](CombatGridState& s) { s.combo->open ^= true; });
    row("passOff", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; });
    row("passOff.passer", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->passer = "x"; });
    row("passOff.current", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->current = 1; });
    row("passOff.moveLeft", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->moveLeft = 1; });
    row("passOff.actionsLeft", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->actionsLeft = 1; });
    row("passOff.usedActions", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->usedActions.insert("x"); });
    row("passOff.disengage", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->disengage = "x"; });
    row("passOff.flown", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->flown = true; });
    row("passOff.runUp", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->runUp = 1; });
    row("passOff.awareTested", [](CombatGridState& s) { s.passOff = games::combatgrid::PassOff{}; s.passOff->awareTested.insert("x"); });
    row("combatants.fear", c0([](Combatant& c) { c.fear = 3; }));
    row("combatants.fearSource", c0([](Combatant& c) { c.fear = 3; c.fearSource = "x"; }));
    row("combatants.fearFailures", c0([](Combatant& c) { c.fear = 3; c.fearFailures = 1; }));
    row("combatants.fearImmune", c0([](Combatant& c) { c.fearImmune.insert("injury"); }));
    row("combatants.trauma", c0([](Combatant& c) { c.trauma += 1; }));
    row("combatants.fearPending", c0([](Combatant& c) { c.fearPending.push_back({"injury", ""}); }));
    row("combatants.downedBy", c0([](Combatant& c) { c.downedBy = "x"; }));

    QFile header(QStringLiteral(COMBATGRID_SOURCE "/CombatGridState.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const auto fields = statefields::paths(header.readAll().toStdString(), "CombatGridState");
    QVERIFY2(fields.size() > 30, "CombatGridState.h was not read as expected");
    std::string missing;
    for (const auto& f : statefields::uncovered(fields, rows))
        missing += " " + f;
    QVERIFY2(missing.empty(), ("fields of CombatGridState with no row:" + missing).c_str());
}

void TestCombatGrid::stateDigestSeesEveryField()
{
    QFETCH(Mutation, mutate);
    core::Match m(kRules, config(3));
    CombatGridState base = state(m);
    const QByteArray tag(QTest::currentDataTag());
    if (tag.startsWith("chance")) // a Chance Attack window open, its fields at their defaults
        base.chance = games::combatgrid::ChanceWindow{};
    if (tag.startsWith("combo.")) // a Combo Chain under way, its fields at their defaults
        base.combo = games::combatgrid::ComboChain{};
    auto changed = std::make_unique<CombatGridState>(base);
    mutate(*changed);
    QVERIFY(kRules.stateDigest(*changed) != kRules.stateDigest(base));
}

// Waist-high water ('w', the rules' Environmental cause of Hindered): 2 a square, no swimming and
// no test; the log says the mover wades.
void TestCombatGrid::waistHighWaterHindersWithoutSwimming()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Basic Move 6
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".ww...", "......", "......"}, {a, b}));
    const Json view = m->view(state(*m).acting().seat);
    const Json aff = kRules.affordances(view, state(*m).acting().seat);
    bool seen = false;
    for (const auto& mv : aff.at("pieces").at("a").at("moves"))
        if (mv.at("to") == "1,0") {
            QCOMPARE(mv.at("cost").get<int>(), 2); // the table's cost: Hindered
            seen = true;
        }
    QVERIFY(seen);
    auto r = act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).moveLeft, 4);
    const Json* mv = findEvent(r.events, "move");
    QVERIFY(mv->at("waded").get<bool>());
    QVERIFY(!mv->at("swam").get<bool>());
    QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveWades"));
    QVERIFY(!findEvent(r.events, "roll"));
    QCOMPARE(games::combatgrid::waterLevel(state(*m).grid, {1, 0}), 1);
}

// Deep water ('W', the rules' "Swimming" in deep water: a test regardless, staying afloat on a
// pass; failing by 4 DoF or more sinks the swimmer, who starts to drown). Athletics (Physique),
// one test a walk, on its first step into deep water; a sinking ends the walk and the Move.
void TestCombatGrid::deepWaterSwimTestSinksOnFourDoF()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife()); // Athletics 30, Move 6
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    const Json enc = encounter({".WWW..", "#####.", "......"}, {a, b}); // no way around the water
    {
        auto m = start(enc, {20}); // a pass: afloat, one test for the whole swim
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).combatants[0].pos.x, 3);
        QCOMPARE(state(*m).moveLeft, 0); // 2 + 2 + 2: swimming
        int rolls = 0;
        for (const auto& e : r.events)
            rolls += e.type == "roll" ? 1 : 0;
        QCOMPARE(rolls, 1);
        QVERIFY(findEvent(r.events, "move")->at("swam").get<bool>());
        QVERIFY(!state(*m).combatants[0].drowning);
    }
    {
        auto m = start(enc, {69}); // 3 DoF: a failure, but still afloat
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).combatants[0].pos.x, 3);
        QVERIFY(!findEvent(r.events, "sinks"));
        QVERIFY(!state(*m).combatants[0].drowning);
    }
    {
        auto m = start(enc, {75}); // 4 DoF: sinks in the first square of deep water
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).combatants[0].pos.x, 1);
        QVERIFY(findEvent(r.events, "sinks"));
        QVERIFY(findEvent(r.events, "move")->at("sank").get<bool>());
        QVERIFY(state(*m).combatants[0].drowning);
        QCOMPARE(state(*m).moveLeft, 0); // the rest of the Move is lost
        // Every view shows the drowning (a visible condition).
        QVERIFY(m->view(0).at("combatants")[0].at("drowning").get<bool>());
    }
}

// Drowning (the rules' "Suffocation", strenuous activity): the sunk combatant holds its breath
// for Physique Bonus rounds, making a Physique test at the end of each of its turns (1 Stress + 1
// per DoF on a failure); past that it falls unconscious (down). A passed swim test brings it back
// up; so does leaving the deep water.
void TestCombatGrid::drowningHoldsBreathForPhysiqueBonusRounds()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 20, 30), knife()); // Physique 20: PB 2
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    const Json enc = encounter({".WWW..", "......", "......"}, {a, b});
    {
        // Sinks (90 against 20), then: 30 against 20 (1 DoF: 2 Stress, not yet over its Physique Bonus:
        // not Fatigued), 10 (a pass), then out of breath.
        auto m = start(enc, {90, 30, 10});
        QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}}).accepted);
        QVERIFY(state(*m).combatants[0].drowning);
        auto r = act(*m, "endTurn", {{"combatant", "a"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(state(*m).combatants[0].breathRounds, 1);
        QCOMPARE(findEvent(r.events, "suffocating")->at("stress").get<int>(), 2);
        QCOMPARE(state(*m).combatants[0].stress, 2);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        r = act(*m, "endTurn", {{"combatant", "a"}});
        QCOMPARE(state(*m).combatants[0].breathRounds, 2);
        QVERIFY(!findEvent(r.events, "suffocating")); // passed
        QCOMPARE(state(*m).combatants[0].stress, 2);
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        r = act(*m, "endTurn", {{"combatant", "a"}}); // a third round under: unconscious
        QVERIFY(findEvent(r.events, "drowned"));
        QVERIFY(state(*m).combatants[0].down);
        QCOMPARE(state(*m).endReason, std::string("directorWins"));
    }
    {
        // Sunk, then a passed swim test on its next Move (20 against 20): back up.
        auto m = start(enc, {90, 30, 20});
        QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 2}, {"y", 0}}).accepted);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted); // 30: 1 DoF, 2 Stress (not Fatigued)
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 3}, {"y", 0}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(findEvent(r.events, "breathes"));
        QVERIFY(!state(*m).combatants[0].drowning);
        QCOMPARE(state(*m).combatants[0].breathRounds, 0);
    }
    {
        // Sunk, then out of the deep water onto the shore: air again, no test.
        auto m = start(enc, {90, 10});
        QVERIFY(act(*m, "move", {{"combatant", "a"}, {"x", 1}, {"y", 0}}).accepted);
        QVERIFY(state(*m).combatants[0].drowning);
        QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted); // 10: holds its breath
        QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
        const auto r = act(*m, "move", {{"combatant", "a"}, {"x", 0}, {"y", 1}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(!findEvent(r.events, "roll"));
        QVERIFY(findEvent(r.events, "breathes"));
        QVERIFY(!state(*m).combatants[0].drowning);
    }
}

// Flight (the rules' altitude bands): a flier moves one band up or down as part of its Basic
// Move, once a turn, while it has Move left; out of melee only with a Disengage by an Action.
void TestCombatGrid::fliersChangeOneBandWithTheirMove()
{
    Json f = fighter("f", "players", 0, 0, scores(30, 30, 30, 30), rifle());
    f["flies"] = true;
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 10), knife()); // adjacent: engaged
    auto m = start(encounter({"......", "......", "......"}, {f, b}));
    // Engaged: flying up out of melee needs a Disengage by an Action.
    QCOMPARE(actAsked(*m, "fly", {{"combatant", "f"}, {"altitude", "low"}}).refusal.id,
             std::string("combatgrid.fly.engaged"));
    bool offered = false;
    for (const auto& la : kRules.legalActions(m->state(), state(*m).acting().seat))
        offered = offered || la.type == "fly";
    QVERIFY(!offered);
    QVERIFY(act(*m, "disengage", {{"combatant", "f"}, {"how", "action"}}).accepted);
    QCOMPARE(actAsked(*m, "fly", {{"combatant", "f"}, {"altitude", "high"}}).refusal.id,
             std::string("combatgrid.fly.oneBand"));
    std::vector<std::string> bands;
    for (const auto& la : kRules.legalActions(m->state(), state(*m).acting().seat))
        if (la.type == "fly")
            bands.push_back(la.args.at("altitude").get<std::string>());
    QCOMPARE(bands, std::vector<std::string>{"low"});
    const int moveBefore = state(*m).moveLeft;
    auto r = act(*m, "fly", {{"combatant", "f"}, {"altitude", "low"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(findEvent(r.events, "fly")->at("altitude").get<std::string>(), std::string("low"));
    QCOMPARE(state(*m).combatants[0].altitude, 1);
    QCOMPARE(state(*m).moveLeft, moveBefore); // it still moves its full distance
    QVERIFY(!findEvent(r.events, "roll"));    // no Chance Attack: disengaged
    QCOMPARE(m->view(1).at("combatants")[0].at("altitude").get<std::string>(), std::string("low"));
    QCOMPARE(actAsked(*m, "fly", {{"combatant", "f"}, {"altitude", "high"}}).refusal.id, std::string("combatgrid.fly.once"));
    // Now 20 squares apart: walking away draws no Chance Attack.
    r = actAsked(*m, "move", {{"combatant", "f"}, {"x", 0}, {"y", 2}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(!state(*m).chance);
    QVERIFY(act(*m, "endTurn", {{"combatant", "f"}}).accepted);
    // A combatant that does not fly.
    QCOMPARE(actAsked(*m, "fly", {{"combatant", "b"}, {"altitude", "low"}}).refusal.id,
             std::string("combatgrid.fly.cannotFly"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    // Its whole Move spent: no band change left.
    QVERIFY(act(*m, "move", {{"combatant", "f"}, {"x", 5}, {"y", 2}}).accepted);
    QVERIFY(act(*m, "move", {{"combatant", "f"}, {"x", 5}, {"y", 1}}).accepted);
    QCOMPARE(state(*m).moveLeft, 0);
    QCOMPARE(actAsked(*m, "fly", {{"combatant", "f"}, {"altitude", "ground"}}).refusal.id,
             std::string("combatgrid.move.noMove"));
}

// A flier passes over water, rough ground and heights at 1 a square (it hovers even at Ground),
// with no swim or harmful-ground test; the table's affordances cost the same.
void TestCombatGrid::fliersFlyOverTheTerrain()
{
    Json f = fighter("f", "players", 0, 0, scores(30, 30, 30, 30), rifle()); // Basic Move 6
    f["flies"] = true;
    f["altitude"] = "low";
    Json b = fighter("b", "director", 5, 2, scores(30, 30, 30, 10), knife());
    auto m = start(encounter({".WW^3.", "......", "......"}, {f, b}), {90, 90, 90});
    const Json view = m->view(state(*m).acting().seat);
    const Json aff = kRules.affordances(view, state(*m).acting().seat);
    bool seen = false;
    for (const auto& mv : aff.at("pieces").at("f").at("moves"))
        if (mv.at("to") == "5,0") {
            QCOMPARE(mv.at("cost").get<int>(), 5);
            seen = true;
        }
    QVERIFY(seen);
    const auto r = act(*m, "move", {{"combatant", "f"}, {"x", 5}, {"y", 0}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).moveLeft, 1);
    QVERIFY(!findEvent(r.events, "roll"));
    QCOMPARE(r.events.back().message.id, std::string("combatgrid.log.moveFlies"));
}

// "Ground characters cannot melee attack Flying Low targets" (and so a Low flier none on the
// ground); ranged attacks reach between Ground and Low, the band 20 squares away (C6 distance).
void TestCombatGrid::groundCannotMeleeALowFlier()
{
    Json f = fighter("f", "director", 1, 0, scores(30, 30, 30, 10), knife());
    f["flies"] = true;
    f["altitude"] = "low";
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 30), knife());
    Json g = fighter("g", "players", 0, 2, scores(30, 30, 30, 20), rifle(30));
    Json h = fighter("h", "players", 3, 2, scores(30, 30, 30, 25), rifle(15));
    auto m = start(encounter({"......", "......", "......"}, {f, a, g, h}), {10, 90, 10}, 2);
    QCOMPARE(acting(*m), std::string("a"));
    QCOMPARE(actAsked(*m, "attack", {{"combatant", "a"}, {"target", "f"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.altitudeMelee"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    QCOMPARE(acting(*m), std::string("h"));
    const auto far = actAsked(*m, "attack", {{"combatant", "h"}, {"target", "f"}, {"variation", "standard"}});
    QCOMPARE(far.refusal.id, std::string("combatgrid.attack.outOfRange")); // 20 away, range 15
    QVERIFY(act(*m, "endTurn", {{"combatant", "h"}}).accepted);
    QCOMPARE(acting(*m), std::string("g"));
    const auto r = act(*m, "attack", {{"combatant", "g"}, {"target", "f"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* roll = findEvent(r.events, "roll");
    QVERIFY(roll);
    const auto mods = modifierNames(roll->at("initiator"));
    QVERIFY(std::find(mods.begin(), mods.end(), "pointBlank") == mods.end()); // 20 squares up
}

// High (above 150 metres): nothing lower attacks it and it attacks nothing lower.
void TestCombatGrid::highAltitudeCannotAttackOrBeAttackedFromBelow()
{
    Json f = fighter("f", "director", 4, 0, scores(30, 30, 30, 40), rifle(300));
    f["flies"] = true;
    f["altitude"] = "high";
    Json g = fighter("g", "players", 0, 0, scores(30, 30, 30, 20), rifle(300));
    auto m = start(encounter({"......", "......"}, {f, g}));
    QCOMPARE(acting(*m), std::string("f"));
    QCOMPARE(actAsked(*m, "attack", {{"combatant", "f"}, {"target", "g"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.altitudeHigh"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "f"}}).accepted);
    QCOMPARE(actAsked(*m, "attack", {{"combatant", "g"}, {"target", "f"}, {"variation", "standard"}}).refusal.id,
             std::string("combatgrid.attack.altitudeHigh"));
    for (const auto& la : kRules.legalActions(m->state(), state(*m).acting().seat))
        QVERIFY(la.type != "attack");
}

QTEST_APPLESS_MAIN(TestCombatGrid)
#include "tst_combatgrid.moc"

namespace {
bool offered(const core::Match& m, const std::string& type, const Json& args)
{
    const auto& s = state(m);
    for (const auto& a : kRules.legalActions(m.state(), s.acting().seat))
        if (a.type == type && a.args == args)
            return true;
    return false;
}
} // namespace

// Fate Points, Reroll: declared with the attack (`fate: "reroll"`), a failed attack test is rolled
// again for a fate point (the failed roll stays in the log); a passed test spends nothing.
void TestCombatGrid::fatePointRerollsAFailedAttackTest()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife()); // Melee 30
    a["fate"] = 2;
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife()); // Parry 30
    {
        // 80 fails; the reroll 25 passes; b's 90 fails; location 45.
        auto m = start(encounter({"...."}, {a, b}), {80, 25, 90, 45});
        const Json reroll = {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "reroll"}};
        QVERIFY(offered(*m, "attack", reroll));
        QVERIFY(offered(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "fast"}, {"fate", "advantage"}}));
        const auto r = act(*m, "attack", reroll);
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QCOMPARE(r.events[0].type, std::string("roll"));
        QCOMPARE(r.events[0].data.at("kind").get<std::string>(), std::string("test"));
        QCOMPARE(r.events[0].data.at("roll").get<int>(), 80);
        QCOMPARE(r.events[1].type, std::string("fate"));
        QCOMPARE(r.events[1].data.at("use").get<std::string>(), std::string("reroll"));
        QCOMPARE(r.events[1].data.at("left").get<int>(), 1);
        QCOMPARE(r.events[1].message.id, std::string("combatgrid.log.fateReroll"));
        QCOMPARE(r.events[2].data.at("initiator").at("roll").get<int>(), 25);
        QCOMPARE(r.events[2].data.at("winner").get<std::string>(), std::string("initiator"));
        QVERIFY(findEvent(r.events, "hit"));
        QCOMPARE(state(*m).combatants[0].fate, 1);
    }
    {
        // A passed test: no reroll, no fate spent.
        auto m = start(encounter({"...."}, {a, b}), {25, 90, 45});
        const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "reroll"}});
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY(!findEvent(r.events, "fate"));
        QCOMPARE(state(*m).combatants[0].fate, 2);
    }
    {
        auto m = start(encounter({"...."}, {a, b}));
        QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "luck"}})
                     .refusal.id,
                 std::string("combatgrid.fate.unknownUse"));
        QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "charge"}, {"x", 0}, {"y", 1},
                                    {"fate", "reroll"}})
                     .refusal.id,
                 std::string("combatgrid.fate.charge"));
    }
    {
        Json poor = a;
        poor["fate"] = 0;
        auto m = start(encounter({"...."}, {poor, b}));
        QCOMPARE(act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "reroll"}})
                     .refusal.id,
                 std::string("combatgrid.fate.none"));
        QVERIFY(!offered(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "reroll"}}));
    }
}

// Fate Points, Advantage: two Advantages (+20, "fatePoint") on the attack test.
void TestCombatGrid::fatePointGivesTwoAdvantages()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    a["fate"] = 1;
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"...."}, {a, b}), {45, 90, 45});
    const auto r = act(*m, "attack", {{"combatant", "a"}, {"target", "b"}, {"variation", "standard"}, {"fate", "advantage"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(r.events[0].type, std::string("fate"));
    QCOMPARE(r.events[0].message.id, std::string("combatgrid.log.fateAdvantage"));
    const Json* roll = findEvent(r.events, "roll");
    QCOMPARE(modifierNames(roll->at("initiator")), std::vector<std::string>{"fatePoint"});
    QCOMPARE(roll->at("initiator").at("target").get<int>(), 50);
    QCOMPARE(roll->at("winner").get<std::string>(), std::string("initiator")); // 45 passes only with the +20
    QCOMPARE(state(*m).combatants[0].fate, 0);
    QVERIFY(!offered(*m, "fate", {{"combatant", "a"}, {"use", "blockInjury"}, {"ready", true}}));
}

// Fate Points, Restore Wounds: as many Wounds as the Fate Pool's size, up to the combatant's Wounds.
void TestCombatGrid::fatePointRestoresWounds()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 40, 40), knife()); // Physique Bonus 4: 4 Wounds
    a["fate"] = 2;
    Json b = fighter("b", "director", 3, 0, scores(30, 30, 30, 20), knife());
    auto m = start(encounter({"....."}, {a, b}));
    const Json restore = {{"combatant", "a"}, {"use", "restoreWounds"}};
    QVERIFY(!offered(*m, "fate", restore));
    QCOMPARE(act(*m, "fate", restore).refusal.id, std::string("combatgrid.fate.fullWounds"));
    auto& s = const_cast<CombatGridState&>(state(*m));
    s.combatants[0].wounds = 1;
    QVERIFY(offered(*m, "fate", restore));
    auto r = act(*m, "fate", restore);
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(state(*m).combatants[0].wounds, 3); // + the pool's size, 2
    QCOMPARE(state(*m).combatants[0].fate, 1);
    QCOMPARE(r.events[0].data.at("restored").get<int>(), 2);
    QCOMPARE(r.events[0].message.id, std::string("combatgrid.log.fateRestoreWounds"));
    QCOMPARE(state(*m).actionsLeft, 2); // no Action
    r = act(*m, "fate", restore);
    QCOMPARE(state(*m).combatants[0].wounds, 4); // capped at its Wounds
    QCOMPARE(r.events[0].data.at("restored").get<int>(), 1);
    s.combatants[0].wounds = 0;
    QCOMPARE(act(*m, "fate", restore).refusal.id, std::string("combatgrid.fate.none"));
}

// Fate Points, Block Injury: readied on its turn, each Injury incurred costs a fate point instead.
void TestCombatGrid::fatePointBlocksInjuries()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 40), knife());
    a["fate"] = 1;
    Json b = fighter("b", "director", 1, 0, scores(40, 30, 20, 20), knife());
    auto m = start(encounter({"...."}, {a, b}), {5, 90, 5});
    QCOMPARE(acting(*m), std::string("a"));
    QVERIFY(offered(*m, "fate", {{"combatant", "a"}, {"use", "blockInjury"}, {"ready", true}}));
    QVERIFY(act(*m, "fate", {{"combatant", "a"}, {"use", "blockInjury"}, {"ready", true}}).accepted);
    QVERIFY(state(*m).combatants[0].fateBlocksInjury);
    QCOMPARE(act(*m, "fate", {{"combatant", "a"}, {"use", "blockInjury"}, {"ready", true}}).refusal.id,
             std::string("combatgrid.fate.alreadyReady"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "a"}}).accepted);
    // b (Might 40) stabs a: 05, a critical with 3 DoS, against a's 90; location 05, the head: knife
    // 4 + MB 4 + 3 = 11 against defence 3 (unguarded): 1 + 1 (5 over) + 1 (head) + 1 (unguarded) +
    // 1 (critical) = 5 wounds: 3 take a's Wounds, 2 are Injuries; savage (4+ wounds): 1 more. Of
    // the 3 Injuries, 1 is blocked by a's one fate point.
    const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json* hit = findEvent(r.events, "hit");
    QCOMPARE(hit->at("wounds").get<int>(), 5);
    QCOMPARE(hit->at("injuries").get<int>(), 2);
    const Json* fate = findEvent(r.events, "fate");
    QVERIFY(fate);
    QCOMPARE(fate->at("use").get<std::string>(), std::string("blockInjury"));
    QCOMPARE(fate->at("spent").get<int>(), 1);
    QCOMPARE(state(*m).combatants[0].injuries, 2);
    QCOMPARE(state(*m).combatants[0].fate, 0);
    QVERIFY(!state(*m).combatants[0].fateBlocksInjury); // no fate left to block with
}

// C8: an enemy's fate left is the Director's; a hidden combatant's fate use is not shown at all.
void TestCombatGrid::fateOfTheDirectorsCombatantsIsTheirs()
{
    Json a = fighter("a", "players", 0, 0, scores(30, 30, 30, 10), knife());
    Json b = fighter("b", "director", 1, 0, scores(30, 30, 30, 40), knife());
    b["fate"] = 2;
    Json c = fighter("c", "director", 5, 0, scores(30, 30, 30, 30), knife());
    c["fate"] = 1;
    c["stealth"] = true;
    auto m = start(encounter({"......"}, {a, b, c}), {80, 25, 90, 45});
    QCOMPARE(acting(*m), std::string("b"));
    const auto r = act(*m, "attack", {{"combatant", "b"}, {"target", "a"}, {"variation", "standard"}, {"fate", "reroll"}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const auto& e = r.events[1];
    QCOMPARE(e.type, std::string("fate"));
    const auto director = e.forSeat(0);
    const auto player = e.forSeat(1);
    QVERIFY(director && player);
    QCOMPARE(director->at("data").at("left").get<int>(), 1);
    QVERIFY(!player->at("data").contains("left"));
    QCOMPARE(player->at("data").at("use").get<std::string>(), std::string("reroll"));
    QVERIFY(act(*m, "endTurn", {{"combatant", "b"}}).accepted);
    QCOMPARE(acting(*m), std::string("c"));
    const auto ready = act(*m, "fate", {{"combatant", "c"}, {"use", "blockInjury"}, {"ready", true}});
    QVERIFY2(ready.accepted, ready.refusal.text.c_str());
    const auto forPlayer = ready.events[0].forSeat(1);
    QVERIFY(forPlayer);
    QVERIFY(forPlayer->dump().find("\"c\"") == std::string::npos); // not named to the players
    QVERIFY(ready.events[0].forSeat(0)->dump().find("\"c\"") != std::string::npos);
    // The players' view of b: no fate.
    QVERIFY(!m->view(1).at("combatants").at(1).contains("fate"));
}
