// Neo-Tokyo: one named test per card effect operation, Consummation condition and refusal id
// (docs/games/neotokyo.md, "Effect vocabulary"). Each starts from a scenario position and
// checks the effect against the same position without it, so a test fails when its effect
// is ignored. tests/coverage checks that every op, condition and refusal id has one.
#include "NeoTokyoTestSupport.h"

#include "games/neotokyo/Board.h"

using namespace nttest;
namespace nt = tabletop::games::neotokyo;

class NeoTokyoEffectsTest : public QObject {
    Q_OBJECT
private slots:
    // Effects of Drama, Battle and Put cards
    void effect_allEvaStrength();
    void effect_angelStrength();
    void effect_othersDiscard();
    void effect_recoverEvas();
    void effect_strength();
    void effect_guard();
    void effect_extraSpeak();
    void effect_draw();
    void effect_recover();
    void effect_evaStrength();
    // Effects of Angels in Neo-Tokyo
    void effect_downPilots();
    void effect_drawPenalty();
    void effect_noEvaRecovery();
    void effect_weaponsUseless();
    // Consummation conditions
    void condition_angelsDefeated();
    void condition_puts();
    void condition_down();
    void condition_grouped();
    void condition_groupedWith();
    void condition_downCount();
    void condition_handSize();
    // Refusals
    void refusal_lineReach();
    void refusal_putDownEva();
    void refusal_reactionLineOnlyAgainstLine();
    void refusal_reactionNotReaction();
    void refusal_timingNotYourChance();
    void refusal_timingCannotPass();
    void refusal_timingNoSpeaking();
    void refusal_openingDramaOnly();
    void refusal_recoverChooseDowned();
    void refusal_malformedOrMistimedActions();
};

namespace {
// Seat 0 sends these Evas to fight the Angel; returns the match in Battle step 1.
std::unique_ptr<tabletop::core::Match> battle(const char* angel, Json evas, Json hand0, Json evaSlots = Json::object())
{
    auto m = position(Json{{"phase", "battle"}, {"angel", angel}, {"evas", std::move(evaSlots)}, {"seats", seats3(std::move(hand0))}});
    [&] { accept(*m, act(0, "assign", Json{{"evas", std::move(evas)}})); }();
    return m;
}

// The Consummation level seat 0 has after one turn in which everybody passes.
int levelAfterTurn(Json pos)
{
    auto m = position(std::move(pos));
    passAll(*m);
    return state(*m)["seats"][0]["level"].get<int>();
}

Json withConsummation(const char* card, Json hand = Json::array({"Cold Coffee"}), Json extra = Json::object())
{
    extra["consummation"] = card;
    return Json::array({seat(std::move(hand), std::move(extra)), seat(Json::array({"Cold Coffee"})), seat(Json::array({"Cold Coffee"}))});
}
} // namespace

// ---------------------------------------------------------------- card effects

void NeoTokyoEffectsTest::effect_allEvaStrength()
{
    // Unison Attack: +1 Strength to every Eva fighting, none to an Eva that is not.
    auto m = battle("Israfel", Json::array({"unit00", "unit01"}), Json::array({"Unison Attack", "Cold Coffee"}));
    QCOMPARE(eva(*m, 0)["strength"].get<int>(), 1);
    accept(*m, play(0, "Unison Attack"));
    passReactions(*m);
    QCOMPARE(eva(*m, 0)["strength"].get<int>(), 2);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 2);
    QCOMPARE(eva(*m, 2)["strength"].get<int>(), 1);
}

void NeoTokyoEffectsTest::effect_angelStrength()
{
    // Two Evas (Strength 2) against Sachiel (2): a tie is a defeat. Weak AT Field (-1) wins it.
    auto lost = battle("Sachiel", Json::array({"unit00", "unit01"}), Json::array({"Weak AT Field", "Cold Coffee", "Cold Coffee"}));
    passAll(*lost);
    passAll(*lost);
    QCOMPARE(state(*lost)["angel"]["name"].get<std::string>(), std::string("Sachiel"));

    auto m = battle("Sachiel", Json::array({"unit00", "unit01"}), Json::array({"Weak AT Field", "Cold Coffee", "Cold Coffee"}));
    accept(*m, play(0, "Weak AT Field"));
    othersPass(*m);
    passAll(*m); // step 1 ends
    passAll(*m); // step 2: the result
    QVERIFY(state(*m)["angel"].is_null());
    QCOMPARE(state(*m)["seats"][0]["angelsDefeated"].get<int>(), 1);
}

void NeoTokyoEffectsTest::effect_othersDiscard()
{
    // Not Fair!: every other player discards one card at random; its player none.
    auto m = position(Json{{"seats", seats3(Json::array({"Not Fair!", "Cold Coffee"}), Json::array({"Pen Pen", "Thank You"}),
                                            Json::array({"Lab Coat"}))}});
    accept(*m, play(0, "Not Fair!"));
    passReactions(*m);
    const Json s = state(*m);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 1);
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 1);
    QCOMPARE(s["seats"][2]["handCount"].get<int>(), 0);
    QCOMPARE(s["seats"][1]["discard"].size(), 1u);
    QCOMPARE(s["seats"][2]["discard"][0]["name"].get<std::string>(), std::string("Lab Coat"));
    QVERIFY(s["seats"][0]["discard"].empty()); // Not Fair! itself waits for the Ending Draw
}

void NeoTokyoEffectsTest::effect_recoverEvas()
{
    auto m = position(Json{{"evas", Json{{"unit00", Json{{"down", true}}}, {"unit02", Json{{"down", true}}}}},
                           {"seats", seats3(Json::array({"Third Impact Averted"}))}});
    QVERIFY(eva(*m, 0)["down"].get<bool>());
    accept(*m, play(0, "Third Impact Averted"));
    passReactions(*m);
    QVERIFY(!eva(*m, 0)["down"].get<bool>());
    QVERIFY(!eva(*m, 2)["down"].get<bool>());
}

void NeoTokyoEffectsTest::effect_strength()
{
    // Type-D Equipment (+1) and S2 Engine (+2) put on Unit One: 1 + 1 + 2, no weapon slot used.
    auto m = position(Json{{"seats", seats3(Json::array({"Type-D Equipment", "S2 Engine"}))}});
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 1);
    accept(*m, play(0, "Type-D Equipment", "unit01"));
    othersPass(*m);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 2);
    accept(*m, play(0, "S2 Engine", "unit01"));
    passReactions(*m);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 4);
    QCOMPARE(eva(*m, 0)["strength"].get<int>(), 1);
}

void NeoTokyoEffectsTest::effect_guard()
{
    // Cassette Player on Shinji: the first hurt discards it instead of downing him; the next downs him.
    auto m = position(Json{{"characters", Json{{"blue", Json{{"attached", Json::array({"Cassette Player"})}}}}},
                           {"seats", seats3(Json::array({"Cold Coffee", "Don't Touch Me"}))}});
    accept(*m, line(0, "Cold Coffee", 0)); // Ritsuko hurts Shinji
    passReactions(*m);
    QVERIFY(!character(*m, nt::Shinji)["down"].get<bool>());
    QVERIFY(character(*m, nt::Shinji)["attached"].empty());
    QCOMPARE(state(*m)["seats"][0]["discard"][0]["name"].get<std::string>(), std::string("Cassette Player"));
    accept(*m, act(1, "pass"));
    accept(*m, act(2, "pass"));
    accept(*m, line(0, "Don't Touch Me", 1)); // Asuka hurts Shinji
    passReactions(*m);
    QVERIFY(character(*m, nt::Shinji)["down"].get<bool>());
}

void NeoTokyoEffectsTest::effect_extraSpeak()
{
    // Father's Letter (a Put card, not a Character card) on Shinji: he may speak twice a turn.
    const Json hand = Json::array({"One More Step Forward", "An Ordinary Morning", "Weak AT Field"});
    auto m = position(Json{{"characters", Json{{"blue", Json{{"attached", Json::array({"Father's Letter"})}}}}}, {"seats", seats3(hand)}});
    QCOMPARE(character(*m, nt::Shinji)["limit"].get<int>(), 2);
    accept(*m, line(0, "One More Step Forward", 0));
    othersPass(*m);
    accept(*m, play(0, "An Ordinary Morning"));
    othersPass(*m);
    refuse(*m, play(0, "Weak AT Field"), "neotokyo.speaking.limit");

    auto plain = position(Json{{"seats", seats3(hand)}});
    accept(*plain, line(0, "One More Step Forward", 0));
    othersPass(*plain);
    refuse(*plain, play(0, "An Ordinary Morning"), "neotokyo.speaking.limit");
}

void NeoTokyoEffectsTest::effect_draw()
{
    // Steeling Myself: its player draws 2 cards from the draw pile.
    auto m = position(Json{{"seats", seats3(Json::array({"Steeling Myself"}))}});
    accept(*m, play(0, "Steeling Myself"));
    passReactions(*m);
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 2);
    QCOMPARE(state(*m)["seats"][0]["deckCount"].get<int>(), 8);
}

void NeoTokyoEffectsTest::effect_recover()
{
    auto m = position(Json{{"characters", Json{{"red", Json{{"down", true}}}, {"green", Json{{"down", true}}}}},
                           {"seats", seats3(Json::array({"Rooftop Conversation"}))}});
    accept(*m, play(0, "Rooftop Conversation", "green"));
    passReactions(*m);
    QVERIFY(!character(*m, nt::Misato)["down"].get<bool>());
    QVERIFY(character(*m, nt::Asuka)["down"].get<bool>()); // only the one chosen
}

void NeoTokyoEffectsTest::effect_evaStrength()
{
    // Full Synchronisation: +2 to the one fighting Eva chosen, and only while the battle lasts.
    auto m = battle("Israfel", Json::array({"unit00", "unit01"}), Json::array({"Full Synchronisation", "Cold Coffee"}));
    refuse(*m, play(0, "Full Synchronisation", "unit02"), "neotokyo.battle.chooseFightingEva");
    accept(*m, play(0, "Full Synchronisation", "unit01"));
    passReactions(*m);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 3);
    QCOMPARE(eva(*m, 0)["strength"].get<int>(), 1);
}

// ---------------------------------------------------------------- Angels

void NeoTokyoEffectsTest::effect_downPilots()
{
    // Losing to Leliel downs the Evas that fought and their pilots; losing to Israfel only the Evas.
    const Json hand = Json::array({"Cold Coffee", "Cold Coffee", "Cold Coffee", "Cold Coffee"});
    auto m = battle("Leliel", Json::array({"unit01"}), hand);
    passAll(*m);
    passAll(*m);
    QVERIFY(eva(*m, 1)["down"].get<bool>());
    QVERIFY(character(*m, nt::Shinji)["down"].get<bool>());
    QVERIFY(!character(*m, nt::Rei)["down"].get<bool>()); // Unit Zero did not fight

    auto plain = battle("Israfel", Json::array({"unit01"}), hand);
    passAll(*plain);
    passAll(*plain);
    QVERIFY(eva(*plain, 1)["down"].get<bool>());
    QVERIFY(!character(*plain, nt::Shinji)["down"].get<bool>());
}

void NeoTokyoEffectsTest::effect_drawPenalty()
{
    // Matarael in Neo-Tokyo: every player counts 1 DP less in the Ending Draw. Seat 0's Line
    // (1 DP) draws nothing; seat 1 (0 DP) has to discard a card.
    auto m = position(Json{{"angel", "Matarael"}, {"seats", seats3(Json::array({"Cold Coffee", "Cold Coffee"}))}});
    accept(*m, line(0, "Cold Coffee", 0));
    othersPass(*m);
    accept(*m, act(0, "pass"));
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 1);
    QCOMPARE(m->prompt().kind, std::string("discard"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});

    auto plain = position(Json{{"angel", "Israfel"}, {"seats", seats3(Json::array({"Cold Coffee", "Cold Coffee"}))}});
    accept(*plain, line(0, "Cold Coffee", 0));
    othersPass(*plain);
    accept(*plain, act(0, "pass"));
    QCOMPARE(state(*plain)["seats"][0]["handCount"].get<int>(), 2);
    QVERIFY(plain->prompt().kind != "discard");
}

void NeoTokyoEffectsTest::effect_noEvaRecovery()
{
    // Downed Evas recover at the start of a turn, but not while Sandalphon is in Neo-Tokyo.
    auto m = position(Json{{"angel", "Sandalphon"}, {"evas", Json{{"unit01", Json{{"down", true}}}}}, {"seats", seats3(Json::array({"Cold Coffee"}))}});
    passAll(*m);
    QCOMPARE(state(*m)["phase"].get<std::string>(), std::string("openingDraw"));
    QVERIFY(eva(*m, 1)["down"].get<bool>());

    auto plain = position(Json{{"angel", "Israfel"}, {"evas", Json{{"unit01", Json{{"down", true}}}}}, {"seats", seats3(Json::array({"Cold Coffee"}))}});
    passAll(*plain);
    QVERIFY(!eva(*plain, 1)["down"].get<bool>());
}

void NeoTokyoEffectsTest::effect_weaponsUseless()
{
    // Against Zeruel no weapon counts (put or battle card); other Strength still does.
    const Json evaSlots{{"unit01", Json{{"attached", Json::array({"Progressive Knife", "Type-D Equipment"})}}}};
    auto m = battle("Zeruel", Json::array({"unit01"}), Json::array({"Pallet Gun", "Cold Coffee"}), evaSlots);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 2);
    accept(*m, play(0, "Pallet Gun", "unit01"));
    passReactions(*m);
    QCOMPARE(eva(*m, 1)["strength"].get<int>(), 2);

    auto plain = battle("Sahaquiel", Json::array({"unit01"}), Json::array({"Pallet Gun", "Cold Coffee"}), evaSlots);
    QCOMPARE(eva(*plain, 1)["strength"].get<int>(), 3);
    accept(*plain, play(0, "Pallet Gun", "unit01"));
    passReactions(*plain);
    QCOMPARE(eva(*plain, 1)["strength"].get<int>(), 4); // the better weapon fills the one slot
}

// ---------------------------------------------------------------- Consummation conditions

void NeoTokyoEffectsTest::condition_angelsDefeated()
{
    // Asuka: Look at Me, level 1: one Angel defeated by this player.
    QCOMPARE(levelAfterTurn(Json{{"seats", withConsummation("Asuka: Look at Me", Json::array({"Cold Coffee"}), Json{{"angelsDefeated", 1}})}}), 1);
    QCOMPARE(levelAfterTurn(Json{{"seats", withConsummation("Asuka: Look at Me")}}), 0);
}

void NeoTokyoEffectsTest::condition_puts()
{
    // Ritsuko: Cold Answers, level 1: a card put on Ritsuko.
    const Json seats = withConsummation("Ritsuko: Cold Answers");
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"yellow", Json{{"attached", Json::array({"Lab Coat"})}}}}}, {"seats", seats}}), 1);
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"green", Json{{"attached", Json::array({"Pen Pen"})}}}}}, {"seats", seats}}), 0);
}

void NeoTokyoEffectsTest::condition_down()
{
    // Ritsuko: Cold Answers, level 2: two cards put on Ritsuko and Gendou down.
    const Json seats = withConsummation("Ritsuko: Cold Answers", Json::array({"Cold Coffee"}), Json{{"level", 1}});
    const Json two = Json{{"attached", Json::array({"Lab Coat", "MAGI Terminal"})}};
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"yellow", two}, {"black", Json{{"down", true}}}}}, {"seats", seats}}), 2);
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"yellow", two}, {"white", Json{{"down", true}}}}}, {"seats", seats}}), 1);
}

void NeoTokyoEffectsTest::condition_grouped()
{
    // Shinji: Being Needed, level 1: Shinji grouped with at least one other.
    const Json seats = withConsummation("Shinji: Being Needed");
    QCOMPARE(levelAfterTurn(Json{{"groups", Json::array({Json::array({"blue", "red"})})}, {"seats", seats}}), 1);
    QCOMPARE(levelAfterTurn(Json{{"groups", Json::array({Json::array({"green", "red"})})}, {"seats", seats}}), 0);
}

void NeoTokyoEffectsTest::condition_groupedWith()
{
    // Rei: A Place to Return, level 1: Rei grouped with Shinji (another group does not count).
    const Json seats = withConsummation("Rei: A Place to Return");
    QCOMPARE(levelAfterTurn(Json{{"groups", Json::array({Json::array({"white", "blue"})})}, {"seats", seats}}), 1);
    QCOMPARE(levelAfterTurn(Json{{"groups", Json::array({Json::array({"white", "black"}), Json::array({"blue", "red"})})}, {"seats", seats}}), 0);
}

void NeoTokyoEffectsTest::condition_downCount()
{
    // Gendou: The Scenario, level 1: at least two main characters down.
    const Json seats = withConsummation("Gendou: The Scenario");
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"red", Json{{"down", true}}}, {"green", Json{{"down", true}}}}}, {"seats", seats}}), 1);
    QCOMPARE(levelAfterTurn(Json{{"characters", Json{{"red", Json{{"down", true}}}}}, {"seats", seats}}), 0);
}

void NeoTokyoEffectsTest::condition_handSize()
{
    // Gendou: The Scenario, level 2: three characters down and six cards in hand.
    const Json down{{"red", Json{{"down", true}}}, {"green", Json{{"down", true}}}, {"yellow", Json{{"down", true}}}};
    Json six = nttest::filler(6), five = nttest::filler(5);
    QCOMPARE(levelAfterTurn(Json{{"characters", down}, {"seats", withConsummation("Gendou: The Scenario", six, Json{{"level", 1}})}}), 2);
    QCOMPARE(levelAfterTurn(Json{{"characters", down}, {"seats", withConsummation("Gendou: The Scenario", five, Json{{"level", 1}})}}), 1);
}

// ---------------------------------------------------------------- refusals

void NeoTokyoEffectsTest::refusal_lineReach()
{
    // Misato is next to neither Gendou nor Rei.
    auto m = position(Json{{"seats", seats3(Json::array({"We Need to Talk, Commander"}))}});
    refuse(*m, line(0, "We Need to Talk, Commander", 0), "neotokyo.line.reach");
    QVERIFY(m->legalActions(0).size() == 1u); // only passing
}

void NeoTokyoEffectsTest::refusal_putDownEva()
{
    auto m = position(Json{{"evas", Json{{"unit01", Json{{"down", true}}}}}, {"seats", seats3(Json::array({"Progressive Knife"}))}});
    refuse(*m, play(0, "Progressive Knife", "unit01"), "neotokyo.put.downEva");
    accept(*m, play(0, "Progressive Knife", "unit00"));
}

void NeoTokyoEffectsTest::refusal_reactionLineOnlyAgainstLine()
{
    // A Put card is answered by a Reaction card, never by a Line.
    auto m = position(Json{{"seats", seats3(Json::array({"Cello Practice"}), Json::array({"Stop Running From Everything!", "Change of Orders"}))}});
    accept(*m, play(0, "Cello Practice"));
    QCOMPARE(m->prompt().kind, std::string("react"));
    refuse(*m, line(1, "Stop Running From Everything!", 0), "neotokyo.reaction.lineOnlyAgainstLine");
    accept(*m, play(1, "Change of Orders"));
}

void NeoTokyoEffectsTest::refusal_reactionNotReaction()
{
    auto m = position(Json{{"seats", seats3(Json::array({"Cold Coffee"}), Json::array({"Pen Pen", "Change of Orders"}))}});
    accept(*m, line(0, "Cold Coffee", 0));
    QCOMPARE(m->prompt().kind, std::string("react"));
    refuse(*m, play(1, "Pen Pen"), "neotokyo.reaction.notReaction");
    accept(*m, play(1, "Change of Orders"));
}

void NeoTokyoEffectsTest::refusal_timingNotYourChance()
{
    // Match turns away a seat the prompt does not name; the rules check it again by themselves.
    auto m = position(Json{{"seats", seats3(Json::array({"Cold Coffee"}))}});
    refuse(*m, act(1, "pass"), "core.notYourTurn");
    rulesRefuse(*m, act(1, "pass"), "neotokyo.timing.notYourChance");
    rulesRefuse(*m, line(2, "Cold Coffee", 0), "neotokyo.timing.notYourChance");
}

void NeoTokyoEffectsTest::refusal_timingCannotPass()
{
    // Sending Evas to battle (even none) is a decision that cannot be passed.
    auto m = position(Json{{"phase", "battle"}, {"angel", "Sachiel"}, {"seats", seats3(Json::array({"Cold Coffee"}))}});
    QCOMPARE(m->prompt().kind, std::string("assign"));
    rulesRefuse(*m, act(0, "pass"), "neotokyo.timing.cannotPass");
    for (const auto& a : m->legalActions(0))
        QVERIFY(a.type != "pass");
}

void NeoTokyoEffectsTest::refusal_timingNoSpeaking()
{
    auto m = position(Json{{"phase", "battle"}, {"angel", "Sachiel"}, {"seats", seats3(Json::array({"Cold Coffee", "Pallet Gun"}))}});
    rulesRefuse(*m, line(0, "Cold Coffee", 0), "neotokyo.timing.noSpeaking");
    rulesRefuse(*m, play(0, "Pallet Gun", "unit01"), "neotokyo.timing.noSpeaking");
}

void NeoTokyoEffectsTest::refusal_openingDramaOnly()
{
    // In the Opening Draw only Drama cards are spoken. Every other kind of card is refused by
    // its own timing rule before the Opening Draw's, so the Opening Draw's own refusal id is
    // never the answer (tests/coverage lists it as an exception for that reason).
    auto m = position(Json{{"phase", "openingDraw"},
                           {"characters", Json{{"red", Json{{"down", true}}}}},
                           {"seats", seats3(Json::array({"Cello Practice", "Pen Pen", "Unit Three", "Pallet Gun", "Welcome Home",
                                                         "Rooftop Conversation"}))}});
    refuse(*m, play(0, "Cello Practice"), "neotokyo.put.mainOnly");
    refuse(*m, play(0, "Pen Pen"), "neotokyo.put.mainOnly");
    refuse(*m, play(0, "Unit Three", "unit01"), "neotokyo.put.mainOnly");
    refuse(*m, play(0, "Pallet Gun", "unit01"), "neotokyo.battle.battleOnly");
    refuse(*m, play(0, "Welcome Home"), "neotokyo.line.onlyLine");
    for (const auto& a : m->legalActions(0))
        QVERIFY2(a.type == "pass" || a.type == "play", a.toJson().dump().c_str());
    accept(*m, play(0, "Rooftop Conversation", "red"));
}

void NeoTokyoEffectsTest::refusal_recoverChooseDowned()
{
    auto m = position(Json{{"characters", Json{{"red", Json{{"down", true}}}}}, {"seats", seats3(Json::array({"Rooftop Conversation"}))}});
    refuse(*m, play(0, "Rooftop Conversation", "green"), "neotokyo.recover.chooseDowned");
    refuse(*m, play(0, "Rooftop Conversation"), "neotokyo.recover.chooseDowned");
    accept(*m, play(0, "Rooftop Conversation", "red"));
}

void NeoTokyoEffectsTest::refusal_malformedOrMistimedActions()
{
    // The remaining refusals: actions a bot, a LAN peer or a typo could send. Each is refused by
    // the rules with its own id and changes nothing.
    auto inMain = position(Json{{"seats", seats3(Json::array({"Cold Coffee", "Sachiel", "Shinji: Run Away No More"}))}});
    rulesRefuse(*inMain, act(5, "pass"), "neotokyo.badSeat");
    rulesRefuse(*inMain, act(0, "dance"), "neotokyo.unknownAction");
    rulesRefuse(*inMain, act(0, "assign", Json{{"evas", Json::array({"unit01"})}}), "neotokyo.battle.notAssigning");
    rulesRefuse(*inMain, act(0, "discard", Json{{"card", "Cold Coffee"}}), "neotokyo.ending.noDiscard");
    rulesRefuse(*inMain, line(0, "Cold Coffee", 2), "neotokyo.line.chooseMark");
    rulesRefuse(*inMain, act(0, "line", Json{{"card", "Cold Coffee"}, {"mark", "hurt"}}), "neotokyo.line.chooseMark");
    rulesRefuse(*inMain, play(0, "Sachiel"), "neotokyo.cannotSpeak");
    rulesRefuse(*inMain, line(0, "Shinji: Run Away No More", 0), "neotokyo.cannotSpeak");

    auto assign = position(Json{{"phase", "battle"}, {"angel", "Sachiel"}, {"seats", seats3(Json::array({"Cold Coffee"}))}});
    rulesRefuse(*assign, act(0, "assign", Json{{"evas", "unit01"}}), "neotokyo.battle.evasList");
    rulesRefuse(*assign, act(0, "assign"), "neotokyo.battle.evasList");
    rulesRefuse(*assign, act(0, "assign", Json{{"evas", Json::array({"unit09"})}}), "neotokyo.battle.unknownEva");
    rulesRefuse(*assign, act(0, "assign", Json{{"evas", Json::array({"unit01", "unit01"})}}), "neotokyo.battle.unknownEva");

    // After the end nothing more is accepted.
    auto over = position(Json{{"seats", Json::array({seat(Json::array({"Cold Coffee"})), seat(Json::array())})}}, 2);
    passAll(*over);
    QVERIFY(over->outcome().has_value());
    rulesRefuse(*over, act(0, "pass"), "neotokyo.over");
}

QTEST_GUILESS_MAIN(NeoTokyoEffectsTest)
#include "tst_neotokyo_effects.moc"
