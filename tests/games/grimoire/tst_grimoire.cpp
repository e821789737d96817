// Grimoire rules, one test per rule statement of the manual, the publisher's Q&A and
// rulings G1-G2. Positions are built with setupScenario (docs/games/grimoire.md).
#include "core/Hash.h"
#include "core/Invariants.h"
#include "core/Match.h"
#include "core/Scenario.h"
#include "games/grimoire/CardData.h"
#include "games/grimoire/GrimoireRules.h"
#include "../../support/StateFields.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <functional>
#include <map>

using namespace tabletop;
using core::Action;
using core::Json;
using games::grimoire::GrimoireRules;

// The first ten cards of the deck (the explore area, then the top five) for seed 42.
#define GOLDEN_SEED42 "g20 g19 g15 g02 g39 g28 g33 g35 g06 g29 "

namespace {
const GrimoireRules kRules;

core::MatchConfig config(Json options = Json::object(), std::uint64_t seed = 1)
{
    core::MatchConfig c;
    c.game = "grimoire";
    c.seats = 2;
    c.seed = seed;
    c.options = std::move(options);
    return c;
}

// Red: g01-g05 normal, g06 Insight 3, g07 Insight 5; blue g08-g14 (g13 I3, g14 I5);
// yellow g15-g21 (g20 I3, g21 I5); black g22-g28 (g27 I3, g28 I5); white g29-g35 (g34 I3,
// g35 I5); turbidity g36 red-blue, g37 blue-yellow, g38 yellow-black, g39 black-white,
// g40 white-red.
Json seatPos(Json library = Json::object(), const char* sealed = "eihort")
{
    return Json{{"library", std::move(library)}, {"sealed", sealed}};
}

std::unique_ptr<core::Match> position(Json pos, Json options = Json::object())
{
    return std::make_unique<core::Match>(kRules, config(std::move(options)), std::move(pos));
}

Json basePos(Json seat0 = seatPos(), Json seat1 = seatPos(), int turn = 1)
{
    return Json{{"firstPlayer", 0}, {"round", 1}, {"turn", turn},
                {"explore", Json::array({"g01", "g08", "g15", "g22", "g29"})},
                {"seats", Json::array({std::move(seat0), std::move(seat1)})}};
}

Action act(int seat, const char* type, Json args = Json::object()) { return Action{seat, type, std::move(args)}; }

Json state(const core::Match& m) { return kRules.toJson(m.state()); }
int power(const core::Match& m, int seat, const char* e) { return state(m)["seats"][seat]["power"][e].get<int>(); }

void accept(core::Match& m, const Action& a)
{
    const auto r = m.submit(a);
    QVERIFY2(r.accepted, (a.toJson().dump() + " refused: " + r.refusal.text).c_str());
}

void refuse(core::Match& m, const Action& a, const std::string& id)
{
    const std::string before = m.stateHash();
    const auto r = m.submit(a);
    QVERIFY2(!r.accepted, (a.toJson().dump() + " was accepted").c_str());
    QCOMPARE(QString::fromStdString(r.refusal.id), QString::fromStdString(id));
    QCOMPARE(m.stateHash(), before); // a refusal changes nothing
}

// The Hastur window opens only when a counter is publicly possible.
void passIfAsked(core::Match& m)
{
    if (m.prompt().kind == "respond")
        accept(m, act(m.prompt().seats.front(), "pass"));
}

Json lib(std::initializer_list<std::pair<const char*, std::vector<std::string>>> cols)
{
    Json j = Json::object();
    for (const auto& [e, ids] : cols)
        j[e] = ids;
    return j;
}
} // namespace

class GrimoireTest : public QObject {
    Q_OBJECT
private slots:
    // Setup
    void setup_isForTwoPlayersOnly();
    void setup_dealsFortyGrimoiresAndLaysOutFive();
    void setup_sealsOneRandomSpellPerPlayer();
    void setup_deckOrderIsPinnedBySeed();
    void setup_badOptionsAreRejected();
    // Rounds and turns
    void round_turnsAlternateStarterOtherStarterOther();
    void round_starterChangesEveryRound();
    void round_fourthTurnAcquiresTwo();
    void round_eightRoundsThenTheGameEnds();
    // Action A
    void acquire_isMandatoryBeforeEndingTheTurn();
    void acquire_placesOnItsOwnElement();
    void acquire_onlyFromTheExploreArea();
    void turbidity_choosesOneOfItsTwoColours();
    void insight_data();
    void insight();
    // Action B
    void spell_needsThreePowerOfItsColour();
    void spell_higherThresholdTakesTheStrongerEffect();
    void spell_oncePerTurn();
    void spell_castFromHandIsPurged();
    void spell_notBetweenTheTwoAcquisitionsOfTurnFour();
    void cthugha_data();
    void cthugha();
    void cthulhu_data();
    void cthulhu();
    void nyarlathotep_movesUpToTwoOrFour();
    void eihort_turnsOneOrAllInsightFive();
    void spell_withNoTargetResolvesAsFarAsItCan();
    // Hastur
    void hastur_notCastOnYourOwnTurn();
    void hastur_countersByLevel_data();
    void hastur_countersByLevel();
    void hastur_doesNotUseYourOwnSpell();
    void hastur_windowOpensEvenWithoutHastur();
    // Contract
    void contract_eachPlayerPlacesOneSpellAfterRoundFour();
    void contract_spellCountsAsFiveOncePerGame();
    // End of game
    void end_checksInOrder_data();
    void end_checksInOrder();
    // Hidden information and data
    void views_hideHandsSealedContractsAndDeck();
    void cardData_rejectsBadFiles_data();
    void cardData_rejectsBadFiles();
    void scenarios_data();
    void scenarios();
    void randomGames_keepEveryInvariant();
    void stateDigest_changesExactlyWhenTheStateDoes();
    void stateDigest_seesEveryField_data();
    void stateDigest_seesEveryField();
    void record_version1SavesStillVerify();
    void views_formatIsPinned();
};

void GrimoireTest::setup_isForTwoPlayersOnly()
{
    core::MatchConfig c = config();
    c.seats = 3;
    core::Rng rng(1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(c, rng));
}

void GrimoireTest::setup_dealsFortyGrimoiresAndLaysOutFive()
{
    core::Match m(kRules, config());
    const Json s = state(m);
    QCOMPARE(s["deck"].size(), 35u);
    QCOMPARE(s["explore"].size(), 5u);
    QCOMPARE(kRules.cardLocations(m.state()).size(), 50u); // 40 grimoires + 2 x 5 spells
    QCOMPARE(s["round"].get<int>(), 1);
    QCOMPARE(s["trackIndex"].get<int>(), 0);
}

void GrimoireTest::setup_sealsOneRandomSpellPerPlayer()
{
    core::Match m(kRules, config());
    const Json s = state(m);
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(s["seats"][seat]["hand"].size(), 4u);
        const std::string sealed = s["seats"][seat]["sealed"]["spell"];
        for (const auto& c : s["seats"][seat]["hand"])
            QVERIFY(c["spell"] != sealed);
    }
    const Json view = m.view(0);
    QCOMPARE(view["seats"][1]["sealed"]["hidden"].get<bool>(), true);
    QVERIFY(!view["seats"][0]["sealed"].contains("hidden"));
}

void GrimoireTest::setup_deckOrderIsPinnedBySeed()
{
    // Golden: saved games depend on this exact order for seed 42.
    core::Match m(kRules, config(Json::object(), 42));
    const Json s = state(m);
    std::string order;
    for (const auto& c : s["explore"])
        order += c["id"].get<std::string>() + " ";
    for (std::size_t i = 0; i < 5; ++i)
        order += s["deck"][i].get<std::string>() + " ";
    QCOMPARE(QString::fromStdString(order), QStringLiteral(GOLDEN_SEED42));
    core::Match again(kRules, config(Json::object(), 42));
    QCOMPARE(again.stateHash(), m.stateHash());
}

void GrimoireTest::setup_badOptionsAreRejected()
{
    core::Rng rng(1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(config(Json{{"firstPlayer", 2}}), rng));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(config(Json{{"nonsense", true}}), rng));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(config(Json{{"contractTieFulfilled", 1}}), rng));
    QCOMPARE(state(core::Match(kRules, config(Json{{"firstPlayer", 1}})))["starter"].get<int>(), 1);
}

void GrimoireTest::round_turnsAlternateStarterOtherStarterOther()
{
    core::Match m(kRules, config(Json{{"firstPlayer", 0}}));
    const int expected[] = {0, 1, 0, 1};
    for (int turn = 0; turn < 4; ++turn) {
        QCOMPARE(m.prompt().seats.front(), expected[turn]);
        const auto legal = m.legalActions(expected[turn]);
        for (const auto& a : legal)
            if (a.type == "acquire") {
                accept(m, a);
                break;
            }
        if (turn == 3) {
            for (const auto& a : m.legalActions(1))
                if (a.type == "acquire") {
                    accept(m, a);
                    break;
                }
        }
        accept(m, act(expected[turn], "endTurn"));
    }
    QCOMPARE(state(m)["round"].get<int>(), 2);
}

void GrimoireTest::round_starterChangesEveryRound()
{
    auto m = position(Json{{"firstPlayer", 0}, {"round", 2}, {"turn", 1}, {"explore", {"g01"}},
                           {"seats", {seatPos(), seatPos()}}});
    QCOMPARE(state(*m)["starter"].get<int>(), 1);
    QCOMPARE(m->prompt().seats.front(), 1);
}

void GrimoireTest::round_fourthTurnAcquiresTwo()
{
    auto m = position(basePos(seatPos(), seatPos(), 4));
    QCOMPARE(state(*m)["acquisitionsLeft"].get<int>(), 2);
    accept(*m, act(1, "acquire", {{"card", "g01"}}));
    refuse(*m, act(1, "endTurn"), "grimoire.acquire.required");
    accept(*m, act(1, "acquire", {{"card", "g08"}}));
    refuse(*m, act(1, "acquire", {{"card", "g15"}}), "grimoire.acquire.done");
}

void GrimoireTest::round_eightRoundsThenTheGameEnds()
{
    auto m = position(Json{{"firstPlayer", 0}, {"round", 8}, {"turn", 4}, {"explore", {"g01", "g02"}},
                           {"seats", {seatPos(), seatPos()}}});
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    accept(*m, act(0, "acquire", {{"card", "g02"}}));
    QVERIFY(!m->outcome());
    accept(*m, act(0, "endTurn"));
    QVERIFY(m->outcome().has_value());
    QCOMPARE(m->prompt().kind, std::string("gameOver"));
    refuse(*m, act(0, "endTurn"), "core.gameOver");
}

void GrimoireTest::acquire_isMandatoryBeforeEndingTheTurn()
{
    auto m = position(basePos());
    refuse(*m, act(0, "endTurn"), "grimoire.acquire.required");
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    accept(*m, act(0, "endTurn"));
    QCOMPARE(m->prompt().seats.front(), 1);
}

void GrimoireTest::acquire_placesOnItsOwnElement()
{
    auto m = position(basePos());
    refuse(*m, act(0, "acquire", {{"card", "g01"}, {"element", "blue"}}), "grimoire.acquire.ownElement");
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    QCOMPARE(power(*m, 0, "red"), 1);
}

void GrimoireTest::acquire_onlyFromTheExploreArea()
{
    auto m = position(basePos());
    refuse(*m, act(0, "acquire", {{"card", "g02"}}), "grimoire.acquire.notInExplore");
    refuse(*m, act(1, "acquire", {{"card", "g01"}}), "core.notYourTurn");
}

void GrimoireTest::turbidity_choosesOneOfItsTwoColours()
{
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g36"}}, {"seats", {seatPos(), seatPos()}}});
    refuse(*m, act(0, "acquire", {{"card", "g36"}}), "grimoire.turbidity.chooseElement");
    refuse(*m, act(0, "acquire", {{"card", "g36"}, {"element", "black"}}), "grimoire.turbidity.chooseElement");
    accept(*m, act(0, "acquire", {{"card", "g36"}, {"element", "blue"}}));
    QCOMPARE(power(*m, 0, "blue"), 1);
    QCOMPARE(power(*m, 0, "red"), 0);
}

void GrimoireTest::insight_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("expectedPower");
    QTest::newRow("insight 3 in turn 1 gives 1") << "g06" << 1 << 1;
    QTest::newRow("insight 3 in turn 2 gives 1") << "g06" << 2 << 1;
    QTest::newRow("insight 3 in turn 3 turns sideways: 2") << "g06" << 3 << 2;
    QTest::newRow("insight 3 in turn 4 turns sideways: 2") << "g06" << 4 << 2;
    QTest::newRow("insight 5 in turn 4 stays upright: 1") << "g07" << 4 << 1;
}

void GrimoireTest::insight()
{
    QFETCH(QString, card);
    QFETCH(int, turn);
    QFETCH(int, expectedPower);
    auto m = position(Json{{"firstPlayer", 0}, {"turn", turn}, {"explore", {card.toStdString(), "g01"}},
                           {"seats", {seatPos(), seatPos()}}});
    accept(*m, act(m->prompt().seats.front(), "acquire", {{"card", card.toStdString()}}));
    QCOMPARE(power(*m, m->prompt().seats.front(), "red"), expectedPower);
}

void GrimoireTest::spell_needsThreePowerOfItsColour()
{
    auto m = position(basePos(seatPos(lib({{"red", {"g02", "g03"}}})), seatPos(lib({{"blue", {"g09"}}}))));
    refuse(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}), "grimoire.spell.power");
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    QCOMPARE(state(*m)["pending"]["level"].get<int>(), 3);
}

void GrimoireTest::spell_higherThresholdTakesTheStrongerEffect()
{
    auto m = position(basePos(seatPos(lib({{"red", {"g02", "g03", "g04", "g05", "g06"}}})),
                              seatPos(lib({{"blue", {"g09", "g10"}}}))));
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    passIfAsked(*m);
    QCOMPARE(state(*m)["pending"]["level"].get<int>(), 5);
    QCOMPARE(state(*m)["pending"]["maxTargets"].get<int>(), 2);
}

void GrimoireTest::spell_oncePerTurn()
{
    auto m = position(basePos(seatPos(lib({{"red", {"g02", "g03", "g04"}}, {"white", {"g30", "g31", "g32"}}}), "hastur")));
    accept(*m, act(0, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
    refuse(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}), "grimoire.spell.once");
}

void GrimoireTest::spell_castFromHandIsPurged()
{
    auto m = position(basePos(seatPos(lib({{"white", {"g30", "g31", "g32"}}}), "hastur")));
    accept(*m, act(0, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
    const Json s = state(*m);
    QCOMPARE(s["purge"].back()["id"].get<std::string>(), std::string("s0-eihort"));
    QCOMPARE(s["seats"][0]["hand"].size(), 3u);
}

void GrimoireTest::spell_notBetweenTheTwoAcquisitionsOfTurnFour()
{
    auto m = position(basePos(seatPos(), seatPos(lib({{"white", {"g30", "g31", "g32"}}}), "hastur"), 4));
    accept(*m, act(1, "acquire", {{"card", "g01"}}));
    refuse(*m, act(1, "cast", {{"spell", "eihort"}, {"from", "hand"}}), "grimoire.acquire.finishFirst");
    accept(*m, act(1, "acquire", {{"card", "g08"}}));
    accept(*m, act(1, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
}

void GrimoireTest::cthugha_data()
{
    QTest::addColumn<int>("redCards");
    QTest::addColumn<int>("banished");
    QTest::newRow("level 3 banishes one") << 3 << 1;
    QTest::newRow("level 5 banishes two") << 5 << 2;
}

void GrimoireTest::cthugha()
{
    QFETCH(int, redCards);
    QFETCH(int, banished);
    std::vector<std::string> reds{"g01", "g02", "g03", "g04", "g05"};
    reds.resize(static_cast<std::size_t>(redCards));
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g29"}},
                           {"seats", {seatPos(lib({{"red", reds}})), seatPos(lib({{"blue", {"g08", "g09", "g10"}}}))}}});
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    passIfAsked(*m);
    refuse(*m, act(0, "target", {{"card", "g01"}}), "grimoire.spell.badTarget"); // own card
    if (banished == 2)
        refuse(*m, act(0, "done"), "grimoire.spell.needTarget");
    accept(*m, act(0, "target", {{"card", "g08"}}));
    if (banished == 2)
        accept(*m, act(0, "target", {{"card", "g09"}}));
    QCOMPARE(power(*m, 1, "blue"), 3 - banished);
    QCOMPARE(m->prompt().kind, std::string("turn"));
}

void GrimoireTest::cthulhu_data()
{
    QTest::addColumn<int>("blueCards");
    QTest::addColumn<int>("lost");
    QTest::newRow("level 3: one random spell") << 3 << 1;
    QTest::newRow("level 5: two random spells") << 5 << 2;
}

void GrimoireTest::cthulhu()
{
    QFETCH(int, blueCards);
    QFETCH(int, lost);
    std::vector<std::string> blues{"g08", "g09", "g10", "g11", "g12"};
    blues.resize(static_cast<std::size_t>(blueCards));
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g29"}},
                           {"seats", {seatPos(lib({{"blue", blues}})), seatPos()}}});
    accept(*m, act(0, "cast", {{"spell", "cthulhu"}, {"from", "hand"}}));
    passIfAsked(*m);
    QCOMPARE(state(*m)["seats"][1]["hand"].size(), static_cast<std::size_t>(4 - lost));
    QCOMPARE(state(*m)["purge"].size(), static_cast<std::size_t>(1 + lost));
}

void GrimoireTest::nyarlathotep_movesUpToTwoOrFour()
{
    for (int level : {3, 5}) {
        std::vector<std::string> blacks{"g22", "g23", "g24", "g25", "g26"};
        blacks.resize(level == 3 ? 3 : 5);
        auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g29"}},
                               {"seats", {seatPos(lib({{"black", blacks}, {"red", {"g36", "g40"}}})),
                                          seatPos(lib({{"blue", {"g37"}}, {"yellow", {"g38"}}}))}}});
        accept(*m, act(0, "cast", {{"spell", "nyarlathotep"}, {"from", "hand"}}));
        passIfAsked(*m);
        QCOMPARE(state(*m)["pending"]["maxTargets"].get<int>(), level == 3 ? 2 : 4);
        accept(*m, act(0, "target", {{"card", "g36"}})); // red -> blue
        accept(*m, act(0, "target", {{"card", "g37"}})); // opponent's blue -> yellow
        if (level == 5) {
            accept(*m, act(0, "target", {{"card", "g38"}})); // yellow -> black
            accept(*m, act(0, "done"));
        }
        QCOMPARE(power(*m, 0, "blue"), 1);
        QCOMPARE(power(*m, 1, "yellow"), level == 5 ? 1 : 2); // g37 arrives; at level 5 g38 leaves
        QCOMPARE(m->prompt().kind, std::string("turn"));
    }
}

void GrimoireTest::eihort_turnsOneOrAllInsightFive()
{
    // Level 3: choose one.
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g01"}},
                           {"seats", {seatPos(lib({{"white", {"g29", "g30", "g31"}}, {"red", {"g07"}}, {"blue", {"g14"}}}), "hastur"),
                                      seatPos()}}});
    accept(*m, act(0, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
    passIfAsked(*m);
    accept(*m, act(0, "target", {{"card", "g07"}}));
    QCOMPARE(power(*m, 0, "red"), 2);
    QCOMPARE(power(*m, 0, "blue"), 1);
    // Level 5: all of them.
    auto m5 = position(Json{{"firstPlayer", 0}, {"explore", {"g01"}},
                            {"seats", {seatPos(lib({{"white", {"g29", "g30", "g31", "g32", "g33"}}, {"red", {"g07"}}, {"blue", {"g14"}}}), "hastur"),
                                       seatPos()}}});
    accept(*m5, act(0, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
    passIfAsked(*m5);
    QCOMPARE(power(*m5, 0, "red"), 2);
    QCOMPARE(power(*m5, 0, "blue"), 2);
}

void GrimoireTest::spell_withNoTargetResolvesAsFarAsItCan()
{
    auto m = position(basePos(seatPos(lib({{"red", {"g02", "g03", "g04"}}}))));
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    // The opponent has an empty library: nothing to banish, the spell is still used.
    QCOMPARE(m->prompt().kind, std::string("turn"));
    QCOMPARE(state(*m)["spellUsed"].get<bool>(), true);
    QCOMPARE(state(*m)["purge"].size(), 1u);
}

void GrimoireTest::hastur_notCastOnYourOwnTurn()
{
    auto m = position(basePos(seatPos(lib({{"yellow", {"g16", "g17", "g18"}}}))));
    refuse(*m, act(0, "cast", {{"spell", "hastur"}, {"from", "hand"}}), "grimoire.hastur.ownTurn");
}

void GrimoireTest::hastur_countersByLevel_data()
{
    QTest::addColumn<QString>("spell");
    QTest::addColumn<int>("yellow");
    QTest::addColumn<bool>("counterLegal");
    QTest::newRow("level 3 counters red") << "cthugha" << 3 << true;
    QTest::newRow("level 3 counters blue") << "cthulhu" << 3 << true;
    QTest::newRow("level 3 cannot counter black") << "nyarlathotep" << 4 << false;
    QTest::newRow("level 3 cannot counter white") << "eihort" << 3 << false;
    QTest::newRow("level 5 counters black") << "nyarlathotep" << 5 << true;
    QTest::newRow("level 5 counters white") << "eihort" << 5 << true;
}

void GrimoireTest::hastur_countersByLevel()
{
    QFETCH(QString, spell);
    QFETCH(int, yellow);
    QFETCH(bool, counterLegal);
    std::vector<std::string> ys{"g15", "g16", "g17", "g18", "g19"};
    ys.resize(static_cast<std::size_t>(yellow));
    const std::string e = games::grimoire::spellElement(spell.toStdString());
    Json casterLib = Json::object();
    casterLib["red"] = {"g01", "g02", "g03"};
    casterLib["blue"] = {"g08", "g09", "g10"};
    casterLib["black"] = {"g22", "g23", "g24"};
    casterLib["white"] = {"g29", "g30", "g31"};
    // Seat 1 holds Hastur and has a sealed contract (Cthulhu): as far as the caster knows it
    // could be Hastur at level 5, so the window opens for every spell, and seat 1's answer
    // from its hand is what the level decides.
    Json answerer = seatPos(lib({{"yellow", ys}}), "eihort");
    answerer["contract"] = "cthulhu";
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g04"}}, {"seats", {seatPos(casterLib, "hastur"), answerer}}});
    accept(*m, act(0, "cast", {{"spell", spell.toStdString()}, {"from", "hand"}}));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    if (!counterLegal) {
        refuse(*m, act(1, "counter", {{"from", "hand"}}), "grimoire.hastur.level");
        for (const auto& a : m->legalActions(1))
            QCOMPARE(a.type, std::string("pass"));
        accept(*m, act(1, "pass"));
        const Json s = state(*m);
        QCOMPARE(s["seats"][1]["hand"].dump().find("hastur") != std::string::npos, true); // Hastur not spent
        return;
    }
    accept(*m, act(1, "counter", {{"from", "hand"}}));
    const Json s = state(*m);
    QCOMPARE(s["pending"].is_null(), true);
    QCOMPARE(s["purge"].size(), 2u); // the countered spell and Hastur
    QCOMPARE(m->prompt().kind, std::string("turn"));
}

void GrimoireTest::hastur_doesNotUseYourOwnSpell()
{
    Json casterLib = lib({{"red", {"g01", "g02", "g03"}}});
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g08", "g09"}},
                           {"seats", {seatPos(casterLib, "hastur"),
                                      seatPos(lib({{"yellow", {"g15", "g16", "g17"}}, {"white", {"g29", "g30", "g31"}}}), "cthulhu")}}});
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    accept(*m, act(1, "counter", {{"from", "hand"}}));
    accept(*m, act(0, "acquire", {{"card", "g08"}})); // spell used and acquired: the turn ends
    // Seat 1's own turn: its spell of the turn is still available.
    QCOMPARE(state(*m)["spellUsed"].get<bool>(), false);
    accept(*m, act(1, "cast", {{"spell", "eihort"}, {"from", "hand"}}));
}

void GrimoireTest::hastur_windowOpensEvenWithoutHastur()
{
    // Seat 1 sealed Hastur (secret), but has 3 yellow: the caster must not learn that from
    // whether a window opens, so it opens; seat 1 can only pass.
    auto m = position(basePos(seatPos(lib({{"red", {"g02", "g03", "g04"}}})),
                              seatPos(lib({{"yellow", {"g16", "g17", "g18"}}}), "hastur")));
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    const auto legal = m->legalActions(1);
    QCOMPARE(legal.size(), 1u);
    QCOMPARE(legal.front().type, std::string("pass"));
    refuse(*m, act(1, "counter", {{"from", "hand"}}), "grimoire.hastur.notInHand");
}

void GrimoireTest::contract_eachPlayerPlacesOneSpellAfterRoundFour()
{
    auto m = position(Json{{"firstPlayer", 0}, {"round", 4}, {"turn", 4}, {"explore", {"g01", "g02"}},
                           {"seats", {seatPos(), seatPos()}}});
    // Round 4 is started by seat 1, so seat 0 plays its fourth turn.
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    accept(*m, act(0, "acquire", {{"card", "g02"}}));
    accept(*m, act(0, "endTurn"));
    QCOMPARE(m->prompt().kind, std::string("contract"));
    QCOMPARE(state(*m)["trackIndex"].get<int>(), 4);
    const int first = m->prompt().seats.front(); // the starter of round 5
    QCOMPARE(first, 0);
    refuse(*m, act(first, "contract", {{"spell", "eihort"}}), "grimoire.contract.notInHand"); // sealed
    accept(*m, act(first, "contract", {{"spell", "cthugha"}}));
    QCOMPARE(m->view(1)["seats"][first]["contract"]["hidden"].get<bool>(), true);
    accept(*m, act(1 - first, "contract", {{"spell", "hastur"}}));
    const Json s = state(*m);
    QCOMPARE(s["round"].get<int>(), 5);
    QCOMPARE(s["trackIndex"].get<int>(), 5);
    QCOMPARE(s["seats"][0]["hand"].size(), 3u); // no longer in hand
}

void GrimoireTest::contract_spellCountsAsFiveOncePerGame()
{
    Json seat0 = seatPos(lib({{"red", {"g02"}}}));
    seat0["contract"] = "cthugha";
    auto m = position(Json{{"firstPlayer", 0}, {"round", 5}, {"explore", {"g01", "g03"}},
                           {"seats", {seat0, seatPos(lib({{"blue", {"g08", "g09", "g10"}}}))}}});
    accept(*m, act(0, "cast", {{"spell", "cthugha"}, {"from", "contract"}}));
    passIfAsked(*m);
    QCOMPARE(state(*m)["pending"]["level"].get<int>(), 5); // with only 1 red power
    accept(*m, act(0, "target", {{"card", "g08"}}));
    accept(*m, act(0, "done"));
    const Json v = m->view(1);
    QCOMPARE(v["seats"][0]["contract"]["spell"].get<std::string>(), std::string("cthugha")); // revealed, stays
    QCOMPARE(v["seats"][0]["contractUsed"].get<bool>(), true);
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    QVERIFY(m->prompt().kind == "turn" && m->prompt().seats.front() == 1); // spell used + acquired: turn over
    QVERIFY(m->legalActions(0).empty());
}

void GrimoireTest::end_checksInOrder_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("contract: only one player failed") << "end-contract.json";
    QTest::newRow("contract tie fulfils (G2); elements decide") << "end-elements.json";
    QTest::newRow("hand size decides") << "end-hand.json";
    QTest::newRow("all even: a draw") << "end-draw.json";
    QTest::newRow("house option: a tie fails the contract") << "end-tie-option.json";
}

void GrimoireTest::end_checksInOrder()
{
    QFETCH(QString, scenario);
    QFile f(QStringLiteral(GRIMOIRE_SCENARIOS) + QLatin1Char('/') + scenario);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto report = core::runScenario(kRules, Json::parse(f.readAll().toStdString()));
    for (const auto& failure : report.failures)
        qWarning("%s", failure.c_str());
    QVERIFY(report.passed());
}

void GrimoireTest::views_hideHandsSealedContractsAndDeck()
{
    Json seat0 = seatPos();
    seat0["contract"] = "hastur";
    auto m = position(Json{{"firstPlayer", 0}, {"round", 5}, {"explore", {"g01"}}, {"seats", {seat0, seatPos()}}});
    for (int viewer : {-1, 1}) {
        const auto seat = viewer < 0 ? std::nullopt : std::optional<int>(viewer);
        const std::string view = m->view(seat).dump();
        for (const auto& hidden : kRules.hiddenFrom(m->state(), seat))
            QVERIFY2(view.find("\"" + hidden + "\"") == std::string::npos, hidden.c_str());
        QVERIFY(view.find("s0-hastur") == std::string::npos);
        QVERIFY(view.find("\"deck\"") == std::string::npos);
    }
    QVERIFY(m->view(0).dump().find("s0-hastur") != std::string::npos); // the owner sees it
    QVERIFY(core::checkInvariants(kRules, m->state(), 2, 50).empty());
}

void GrimoireTest::cardData_rejectsBadFiles_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not JSON") << "{" << "not valid JSON";
    QTest::newRow("wrong game") << R"({"game":"kaiju","grimoires":[]})" << "field game: says \"kaiju\"";
    QTest::newRow("no list") << R"({"game":"grimoire","cards":[]})" << "field grimoires: is required";
    QTest::newRow("unknown kind") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"magic"}]})" << "card 0 (x1).kind: must be one of";
    QTest::newRow("bad element") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"normal","element":"green"}]})" << "card 0 (x1).element: must be one of";
    QTest::newRow("no element") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"normal"}]})" << "card 0 (x1): field \"element\" is required for a normal grimoire";
    QTest::newRow("bad insight") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"insight","element":"red","insight":4}]})" << "card 0 (x1): field \"insight\" must be 3 or 5";
    QTest::newRow("turbidity of one element") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"turbidity","elements":["red","red"]}]})" << "field \"elements\" must list two different elements";
    QTest::newRow("duplicate id") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"normal","element":"red"},{"id":"x1","name":"X","text":"t","kind":"normal","element":"red"}]})" << "card 1 (x1).id:";
    QTest::newRow("missing id") << R"({"game":"grimoire","grimoires":[{"name":"X","text":"t","kind":"normal","element":"red"}]})" << "card 0 (?): field \"id\" is required";
    QTest::newRow("missing name") << R"({"game":"grimoire","grimoires":[{"id":"x1","text":"t","kind":"normal","element":"red"}]})" << "card 0 (x1): field \"name\" is required";
    QTest::newRow("wrong composition") << R"({"game":"grimoire","grimoires":[{"id":"x1","name":"X","text":"t","kind":"normal","element":"red"}]})" << "composition";
}

void GrimoireTest::cardData_rejectsBadFiles()
{
    QFETCH(QString, json);
    QFETCH(QString, expected);
    std::vector<std::string> errors;
    games::grimoire::parseCardSet(json.toStdString(), errors);
    QVERIFY(!errors.empty());
    bool found = false;
    for (const auto& e : errors)
        found = found || QString::fromStdString(e).contains(expected);
    QVERIFY2(found, errors.front().c_str());
    // The shipped file is valid.
    QCOMPARE(games::grimoire::builtInCards().grimoires.size(), 40u);
}

void GrimoireTest::scenarios_data()
{
    QTest::addColumn<QString>("file");
    const auto files = QDir(QStringLiteral(GRIMOIRE_SCENARIOS)).entryList({QStringLiteral("*.json")});
    for (const auto& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void GrimoireTest::scenarios()
{
    QFETCH(QString, file);
    QFile f(QStringLiteral(GRIMOIRE_SCENARIOS) + QLatin1Char('/') + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto report = core::runScenario(kRules, Json::parse(f.readAll().toStdString()));
    for (const auto& failure : report.failures)
        qWarning("%s", failure.c_str());
    QVERIFY(report.passed());
}

void GrimoireTest::randomGames_keepEveryInvariant()
{
    const auto stats = core::runRandomGames(kRules, 150, 1000, 2);
    QVERIFY2(!stats.failingSeed, stats.failure.c_str());
    QCOMPARE(stats.games, 150);
}

void GrimoireTest::stateDigest_changesExactlyWhenTheStateDoes()
{
    // The fast digest must tell states apart exactly as the full JSON does: equal JSON gives
    // an equal digest, different JSON a different one. A field left out of stateDigest shows
    // up here as two JSON states sharing a digest.
    std::map<std::string, std::uint64_t> digestOf;
    std::map<std::uint64_t, std::string> stateOf;
    int states = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        core::MatchConfig config;
        config.game = "grimoire";
        config.seed = seed;
        config.options = seed % 2 ? Json{{"sidewaysPower", 3}, {"contractTieFulfilled", false}} : Json::object();
        core::Match match(kRules, config);
        core::Rng chooser(seed * 7919);
        while (true) {
            const std::string json = kRules.toJson(match.state()).dump();
            const std::uint64_t digest = kRules.stateDigest(match.state());
            auto [it, fresh] = digestOf.emplace(json, digest);
            QVERIFY2(it->second == digest, "the same state gave two digests");
            auto [back, freshDigest] = stateOf.emplace(digest, json);
            QVERIFY2(back->second == json, qPrintable(QStringLiteral("two states share a digest:\n%1\n%2")
                                                          .arg(QString::fromStdString(back->second), QString::fromStdString(json))));
            ++states;
            if (match.outcome())
                break;
            const auto prompt = match.prompt();
            const auto legal = match.legalActions(prompt.seats.front());
            QVERIFY(!legal.empty());
            QVERIFY(match.submit(legal[chooser.below(legal.size())]).accepted);
        }
    }
    QVERIFY(states > 1000);
}

using Mutation = std::function<void(games::grimoire::GrimoireState&)>;
Q_DECLARE_METATYPE(Mutation)

void GrimoireTest::stateDigest_seesEveryField_data()
{
    // One row per field of GrimoireState: changing only that field must change the digest. The
    // list of fields is read from GrimoireState.h itself (tests/support/StateFields.h), so a
    // field added there without a row here fails below.
    using games::grimoire::GrimoireState;
    using games::grimoire::Pending;
    QTest::addColumn<Mutation>("mutate");
    static std::set<std::string> rows;
    rows.clear();
    auto row = [](const char* name, Mutation m) {
        rows.insert(name);
        QTest::newRow(name) << m;
    };
    row("options.firstPlayer", [](GrimoireState& s) { s.options.firstPlayer = 1 - s.options.firstPlayer; });
    row("options.contractTieFulfilled", [](GrimoireState& s) { s.options.contractTieFulfilled ^= true; });
    row("options.sidewaysPower", [](GrimoireState& s) { ++s.options.sidewaysPower; });
    row("firstPlayer", [](GrimoireState& s) { s.firstPlayer = 1 - s.firstPlayer; });
    row("round", [](GrimoireState& s) { ++s.round; });
    row("turn", [](GrimoireState& s) { ++s.turn; });
    row("acquisitionsLeft", [](GrimoireState& s) { ++s.acquisitionsLeft; });
    row("spellUsed", [](GrimoireState& s) { s.spellUsed ^= true; });
    row("phase", [](GrimoireState& s) { s.phase = games::grimoire::Phase::Contract; });
    row("contractNext", [](GrimoireState& s) { ++s.contractNext; });
    row("deck order", [](GrimoireState& s) { std::swap(s.deck[0], s.deck[1]); });
    row("explore order", [](GrimoireState& s) { std::swap(s.explore[0], s.explore[1]); });
    row("purge", [](GrimoireState& s) { s.purge.push_back("g01"); });
    row("seats.library.card", [](GrimoireState& s) { ++s.seats[0].library[0].card; });
    row("seats.library.element", [](GrimoireState& s) {
        auto& e = s.seats[0].library[0].element;
        e = e == "blue" ? "red" : "blue";
    });
    row("seats.library.sideways", [](GrimoireState& s) { s.seats[0].library[0].sideways ^= true; });
    row("seats.hand", [](GrimoireState& s) { s.seats[1].hand.pop_back(); });
    row("seats.sealed", [](GrimoireState& s) { s.seats[1].sealed = "x"; });
    row("seats.contract", [](GrimoireState& s) { s.seats[1].contract = "hastur"; });
    row("seats.contractUsed", [](GrimoireState& s) { s.seats[1].contractUsed ^= true; });
    row("seats.contractRevealed", [](GrimoireState& s) { s.seats[1].contractRevealed ^= true; });
    row("pending present", [](GrimoireState& s) { s.pending = Pending{}; });
    auto pend = [](Mutation m) {
        return Mutation([m](GrimoireState& s) {
            s.pending = Pending{"cthugha", 0, 3, "hand", -1, {}, 1, 1};
            m(s);
        });
    };
    row("pending.spell", pend([](GrimoireState& s) { s.pending->spell = "cthulhu"; }));
    row("pending.caster", pend([](GrimoireState& s) { s.pending->caster = 1; }));
    row("pending.level", pend([](GrimoireState& s) { s.pending->level = 5; }));
    row("pending.from", pend([](GrimoireState& s) { s.pending->from = "contract"; }));
    row("pending.counteredBy", pend([](GrimoireState& s) { s.pending->counteredBy = 1; }));
    row("pending.chosen", pend([](GrimoireState& s) { s.pending->chosen.push_back("g02"); }));
    row("pending.minTargets", pend([](GrimoireState& s) { s.pending->minTargets = 0; }));
    row("pending.maxTargets", pend([](GrimoireState& s) { s.pending->maxTargets = 2; }));

    QFile header(QStringLiteral(GRIMOIRE_SCENARIOS "/../../../../src/games/grimoire/GrimoireState.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const auto fields = statefields::paths(header.readAll().toStdString(), "GrimoireState");
    QVERIFY2(fields.size() > 25, "GrimoireState.h was not read as expected");
    std::string missing;
    for (const auto& f : statefields::uncovered(fields, rows))
        missing += " " + f;
    QVERIFY2(missing.empty(), ("fields of GrimoireState with no row:" + missing).c_str());
}

void GrimoireTest::stateDigest_seesEveryField()
{
    QFETCH(Mutation, mutate);
    core::MatchConfig config;
    config.game = "grimoire";
    config.seed = 3;
    core::Match match(kRules, config);
    core::Rng chooser(11);
    // A position with a library card on each side, so every field has something to change.
    for (int i = 0; i < 12; ++i) {
        const auto legal = match.legalActions(match.prompt().seats.front());
        QVERIFY(match.submit(legal[chooser.below(legal.size())]).accepted);
    }
    auto base = match.state().clone();
    auto& state = static_cast<games::grimoire::GrimoireState&>(*base);
    QVERIFY(!state.seats[0].library.empty() && state.seats[1].hand.size() > 1);
    QVERIFY(state.pending.has_value() == false);
    const auto before = kRules.stateDigest(state);
    const auto beforePending = [&] {
        auto withPending = state;
        withPending.pending = games::grimoire::Pending{"cthugha", 0, 3, "hand", -1, {}, 1, 1};
        return kRules.stateDigest(withPending);
    }();
    auto changed = state;
    mutate(changed);
    const auto after = kRules.stateDigest(changed);
    QVERIFY2(after != before && after != beforePending, "the digest did not change with this field");
}

void GrimoireTest::record_version1SavesStillVerify()
{
    // An autosave written before the record format moved to stateDigest (version 1 hashed the
    // JSON state): it must still load with every hash checked, and a tampered hash must not.
    QFile f(QStringLiteral(GRIMOIRE_SCENARIOS) + QStringLiteral("/../records/v1-autosave.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    Json record = Json::parse(f.readAll().toStdString());
    QCOMPARE(record["version"].get<int>(), 1);
    auto match = core::Match::fromRecord(kRules, record, true);
    QCOMPARE(match->history().size(), record["actions"].size());
    QCOMPARE(match->record()["version"].get<int>(), core::Match::kRecordVersion);

    record["actions"][5]["hash"] = "0000000000000000";
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::Match::fromRecord(kRules, record, true));
}

void GrimoireTest::views_formatIsPinned()
{
    // Golden: both seats' views, the spectator's and the full state JSON after every action of
    // a few random games, hashed. The UI reads these views; building them faster must not
    // change a key or a value. Update the constant only for a deliberate format change.
    std::uint64_t all = 0;
    int states = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        core::MatchConfig config;
        config.game = "grimoire";
        config.seed = seed;
        config.options = seed % 2 ? Json{{"sidewaysPower", 3}, {"contractTieFulfilled", false}} : Json::object();
        core::Match match(kRules, config);
        core::Rng chooser(seed * 104729);
        while (true) {
            std::string text = kRules.toJson(match.state()).dump();
            for (int v = -1; v < 2; ++v)
                text += kRules.viewFor(match.state(), v < 0 ? std::nullopt : std::optional<core::Seat>(v)).dump();
            all = core::fnv1a64(core::hashToHex(all) + text);
            ++states;
            if (match.outcome())
                break;
            const auto prompt = match.prompt();
            const auto legal = match.legalActions(prompt.seats.front());
            QVERIFY(match.submit(legal[chooser.below(legal.size())]).accepted);
        }
    }
    QVERIFY(states > 200);
    QCOMPARE(QString::fromStdString(core::hashToHex(all)), QStringLiteral("8a535c87cebc6dbe"));
}

QTEST_GUILESS_MAIN(GrimoireTest)
#include "tst_grimoire.moc"
