// Servant Zones rules, one test per rule paragraph of the rules text and rulings S1-S4.
// Positions are built with setupScenario (docs/games/servants.md, "Scenario positions").
#include "core/Invariants.h"
#include "core/Match.h"
#include "core/Scenario.h"
#include "games/servants/CardData.h"
#include "games/servants/ServantsRules.h"
#include "../../support/StateFields.h"
#include "Conformance.h"

#include <map>

#include <QDir>
#include <QFile>
#include <QtTest>

#include <functional>
#include <set>

using namespace tabletop;
using core::Action;
using core::Json;
using games::servants::ServantsRules;
namespace sz = games::servants;

namespace {
const ServantsRules kRules;

core::MatchConfig config(std::uint64_t seed = 1, Json options = Json::object())
{
    core::MatchConfig c;
    c.game = "servants";
    c.seats = 2;
    c.seed = seed;
    c.options = std::move(options);
    return c;
}

Json filler(int n = 3) { return Json(std::vector<std::string>(static_cast<std::size_t>(n), "Gale Sparrow")); }

// Seat 0 to act in `phase` of turn `turn`; each seat gets a small deck first, so instance ids are
// c0-c2 (seat 0's deck), then seat 0's hand, servants, strategies, then seat 1's deck (3 cards), ...
std::unique_ptr<core::Match> position(Json seat0, Json seat1 = Json::object(), const char* phase = "main1", int turn = 3)
{
    for (Json* s : {&seat0, &seat1})
        if (!s->contains("deck"))
            (*s)["deck"] = filler();
    Json pos{{"active", 0}, {"turn", turn}, {"phase", phase}, {"seats", Json::array({seat0, seat1})}};
    return std::make_unique<core::Match>(kRules, config(), std::move(pos));
}

Action act(int s, const char* type, Json args = Json::object()) { return Action{s, type, std::move(args)}; }
Json state(const core::Match& m) { return kRules.toJson(m.state()); }

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
    QVERIFY(id.rfind("servants.", 0) != 0 || !r.refusal.rule.empty()); // every rule refusal names its rule
    QCOMPARE(m.stateHash(), before);
}

// Everyone passes until no chain or step window is open (the Start, Attack, Damage and End steps
// each ask both players).
void passWindow(core::Match& m)
{
    for (int guard = 0; guard < 20; ++guard) {
        const auto p = m.prompt();
        if (p.kind != "respond" && p.kind != "chain")
            return;
        accept(m, Action{p.seats.front(), "pass", Json::object()});
    }
    QFAIL("the window did not close");
}

Json deckJson(std::vector<std::pair<int, std::string>> main)
{
    Json d{{"game", "servants"}, {"name", "test"}, {"sections", {{"main", Json::array()}}}};
    for (auto& [n, name] : main)
        d["sections"]["main"].push_back(Json{{"name", name}, {"count", n}});
    return d;
}
} // namespace

class ServantsTest : public QObject {
    Q_OBJECT
private slots:
    void refusals_overNotYourDecisionDiscardNotNow();
    void cards_setCoversElementsTypesKindsAndRarities();
    void cards_rejectBadFiles_data();
    void cards_rejectBadFiles();
    void cards_everyElementTypeAndKindHasItsPicture();
    void cards_speedOneConspiracies();
    void cards_shacklesSteppeAndVolley();
    void cards_pilgrimNightingaleShellmonk();
    void deck_atLeastFortyKnownCards();
    void deck_listNamesTheLineOfAnUnknownCard();
    void deck_startersAreLegalAndDifferent();
    void deck_startersCarryThePowerCards();

    void match_healthHandsAndFirstDraw();
    void match_firstPlayerFromTheSeedOrOption();
    void phases_mainBattleMainEnd();
    void end_discardDownToSix();

    void summon_oneNormalSummonOrSetPerTurn();
    void sacrifice_levelFiveAndSixNeedOne();
    void flip_setServantsOnlyNotTheTurnTheyWereSet();
    void position_oncePerTurnNotAfterSummonOrAttack();
    void map_fiveSlotLimits();

    void battle_offenseOnlyOncePerTurn();
    void battle_directOnlyWhenOpponentHasNoServants();

    void chain_speedsAnswersAndTopDownResolution();
    void chain_whenCardsMayBeActivated();
    void responses_opponentAskedAfterASummon();
    void responses_noQuestionWithoutALegalAnswer();
    void responses_flipAndSpecialSummonsAsk();
    void responses_opponentAskedBeforeTheEndPhase();
    void responses_endPhaseAnsweredThenTheTurnEnds();
    void responses_endPhaseNoQuestionWithoutALegalAnswer();
    void battle_stepWindowsAndDamageStepOnlyOffDef();
    void replay_defenderServantsChangeDuringBattleStep();
    void attackAnswers_destroyAttackerAndBlockDamage();
    void effects_equipMapContinuousAndTargets();
    void effects_drawHealCostAndSpecialSummon();
    void powers_flipContinuousTrigger();
    void powers_flipSummonChoosesItsTarget();
    void powers_flippedByAnAttackAsksItsController();
    void phases_standbyAndEndPhaseCardActions();
    void powers_costOncePerTurnFaceUpPaid();
    void control_takenByACard();
    void powers_multiTriggerAnswersInTheOpponentsTurn();
    void powers_multiTriggerTargetsAChosenServant();
    void powers_specialSummonByAServantsPower();
    void powers_chosenServantBoostWeakenReturnPositionControl();
    void cards_recallAndStaggeringGale();
    void powers_triggerOnSummonedAndSentToGraveyard();
    void control_untilTheEndOfTheTurn();
    void views_setCardsHiddenFromTheOpponent();
    void stops_chainAndStepQuestionsByPhase();
    void hidden_whatEachSeatMayNotSee();
    void determinize_keepsViewAndLegalActions();
    void scenarios_data();
    void scenarios();
    void randomGames();
    void randomGames_multiTriggerTriggersAndLentControl();
    void conformance_replayUndoViewsAndMutations();
    void stateDigest_seesEveryField_data();
    void stateDigest_seesEveryField();
};

// ---------------------------------------------------------------- cards and decks

void ServantsTest::cards_setCoversElementsTypesKindsAndRarities()
{
    const auto& set = sz::builtInCards();
    QVERIFY(set.cards.size() >= 80);
    std::set<std::string> elements, types, kinds, rarities, subtypes, names;
    std::set<int> levels, conspiracySpeeds;
    for (const auto& c : set.cards) {
        kinds.insert(sz::kindName(c.kind));
        rarities.insert(c.rarity);
        QVERIFY2(!c.text.empty(), c.id.c_str());
        if (c.isServant()) {
            elements.insert(c.element);
            types.insert(c.servantType);
            levels.insert(c.level);
            QVERIFY2(c.off % 10 == 0 && c.def % 10 == 0, c.id.c_str()); // S4
        } else {
            subtypes.insert(c.subtype);
            if (c.kind == sz::Kind::Conspiracy)
                conspiracySpeeds.insert(c.speed);
        }
        names.insert(c.name);
    }
    QCOMPARE(names.size(), set.cards.size()); // distinct cards
    QCOMPARE(conspiracySpeeds, (std::set<int>{1, 2, 3}));
    QCOMPARE(elements.size(), 6u);
    QVERIFY(types.size() >= 20);
    QCOMPARE(kinds.size(), 3u);
    QCOMPARE(rarities.size(), 4u);
    QCOMPARE(levels.size(), 8u);
    QVERIFY(subtypes.count("equip") && subtypes.count("map") && subtypes.count("quickPlay") && subtypes.count("counter"));
}

// The set's art (qml/games/servants/art, ServantsArt.js): a glyph for each element, an icon for
// each servant type of the schema, a frame per card kind and a card back, all SVG.
void ServantsTest::cards_everyElementTypeAndKindHasItsPicture()
{
    const QString art = QStringLiteral(SERVANTS_SOURCE "/qml/games/servants/art/");
    auto svg = [&](const QString& name) {
        QFile f(art + name + QStringLiteral(".svg"));
        return f.open(QIODevice::ReadOnly) && f.readAll().contains("<svg");
    };
    QFile schemaFile(QStringLiteral(SERVANTS_SOURCE "/cards/servants/schema.json"));
    QVERIFY(schemaFile.open(QIODevice::ReadOnly));
    const Json schema = Json::parse(schemaFile.readAll().toStdString());
    for (const auto& t : schema["properties"]["servantType"]["enum"])
        QVERIFY2(svg(QStringLiteral("type-") + QString::fromStdString(t.get<std::string>()).toLower()), t.get<std::string>().c_str());
    for (const auto& e : schema["properties"]["element"]["enum"])
        QVERIFY2(svg(QStringLiteral("element-") + QString::fromStdString(e.get<std::string>())), e.get<std::string>().c_str());
    for (const auto& k : schema["properties"]["type"]["enum"])
        QVERIFY2(svg(QStringLiteral("frame-") + QString::fromStdString(k.get<std::string>())), k.get<std::string>().c_str());
    QVERIFY(svg(QStringLiteral("cardback")));
}

// A Speed 1 conspiracy is set first and activated from a later turn in your own Main Phase with
// no chain open (like a Speed 1 strategy); it never answers a chain and is not answered by Speed 1.
void ServantsTest::cards_speedOneConspiracies()
{
    auto m = position(Json{{"deck", filler(8)},
                           {"servants", {{{"card", "Dusk Cutpurse"}}}},
                           {"strategies", {"Buried Ledger", "Whispering Archive", "Oath of the Hidden Court"}}},
                      Json{{"servants", {{{"card", "Gravemarsh Lurker"}}}}, {"strategies", {"Buried Ledger"}}});
    // ids: seat 0 deck c0-c7, servant c8, strategies c9 c10 c11; seat 1 deck c12-c14, servant c15, strategy c16
    accept(*m, act(0, "activate", Json{{"card", "c9"}}));
    refuse(*m, act(1, "activate", Json{{"card", "c16"}}), "servants.chain.speed1");
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 2); // Buried Ledger: draw 2
    QCOMPARE(s["seats"][0]["graveyard"].size(), 1u);    // a Normal conspiracy goes to the graveyard
    accept(*m, act(0, "activate", Json{{"card", "c11"}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][0]["defNow"].get<int>(), 100); // Oath: Dark servants of its controller +30 DEF
    QCOMPARE(s["seats"][1]["servants"][0]["defNow"].get<int>(), 60);  // not the opponent's
    QVERIFY(!s["seats"][0]["strategies"][2].is_null());               // Continuous: it stays
    // Not in the Battle Phase (Speed 1: own Main Phase only), nor in the opponent's turn.
    accept(*m, act(0, "battle"));
    refuse(*m, act(0, "activate", Json{{"card", "c10"}}), "servants.activate.mainOnly");
    accept(*m, act(0, "pass"));
    QCOMPARE(m->prompt().seats.front(), 1);
    refuse(*m, act(1, "activate", Json{{"card", "c16"}}), "servants.activate.mainOnly");
    passWindow(*m);
    accept(*m, act(0, "endBattle"));
    passWindow(*m);
    accept(*m, act(0, "endTurn"));
    accept(*m, act(1, "endTurn"));
    // Whispering Archive set: nothing at the Standby Phase; face-up, it draws there.
    s = state(*m);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 3);
    accept(*m, act(0, "activate", Json{{"card", "c10"}}));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 3); // a Standby action: nothing when it resolves
    accept(*m, act(0, "endTurn"));
    accept(*m, act(1, "endTurn"));
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 3 + 2); // the turn's draw and the Archive's
}

void ServantsTest::cards_shacklesSteppeAndVolley()
{
    auto m = position(Json{{"hand", {"Leaden Shackles", "Windswept Steppe", "Sparkfall Volley"}},
                           {"servants", {{{"card", "Gale Sparrow"}}}}},
                      Json{{"servants", {{{"card", "Cloudreef Wyvern"}}}}, {"strategies", {"Sparkfall Volley"}}});
    // ids: seat 0 deck c0-c2, hand c3 c4 c5, servant c6; seat 1 deck c7-c9, servant c10, strategy c11
    // Leaden Shackles (Equip, a loss) on the opponent's servant; it counts in the equipper's slots.
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][1]["servants"][0]["offNow"].get<int>(), 130);
    QVERIFY(!s["seats"][0]["strategies"][0].is_null());
    // Windswept Steppe (Map): every Wind servant +30 OFF; answered by a set Sparkfall Volley.
    accept(*m, act(0, "activate", Json{{"card", "c4"}}));
    accept(*m, act(1, "activate", Json{{"card", "c11"}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 960);
    QCOMPARE(s["seats"][1]["servants"][0]["offNow"].get<int>(), 160);
    QCOMPARE(s["seats"][0]["servants"][0]["offNow"].get<int>(), 100);
    // Sparkfall Volley (Quick-Play) from the hand: 40 damage, then to the graveyard.
    accept(*m, act(0, "activate", Json{{"card", "c5"}, {"slot", 1}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 960);
    QVERIFY(s["seats"][0]["strategies"][1].is_null());
}

void ServantsTest::cards_pilgrimNightingaleShellmonk()
{
    // Kiln-Cracked Pilgrim: FLIP, 50 damage, on a Flip Summon and when an attack flips it and it survives.
    auto m = position(Json{{"servants", {{{"card", "Kiln-Cracked Pilgrim"}, {"position", "set"}}}}});
    accept(*m, act(0, "flip", Json{{"servant", "c3"}}));
    QCOMPARE(state(*m)["seats"][1]["health"].get<int>(), 950);
    auto hit = position(Json{{"servants", {{{"card", "Cinder Sprite"}}}}},
                        Json{{"servants", {{{"card", "Kiln-Cracked Pilgrim"}, {"position", "set"}}}}}, "battle");
    accept(*hit, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*hit);
    Json s = state(*hit);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 1000 - 20 - 50); // 90 OFF against 110 DEF, then the Flip power
    // Gilded Nightingale: TRIGGER on Direct Damage, gain 50 Health.
    auto bird = position(Json{{"servants", {{{"card", "Gilded Nightingale"}}}}}, Json::object(), "battle");
    accept(*bird, act(0, "attack", Json{{"attacker", "c3"}}));
    passWindow(*bird);
    s = state(*bird);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 890);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 1050);
    // Estuary Shellmonk: CONTINUOUS, its controller's Water servants +10 DEF while it is face-up.
    auto monk = position(Json{{"servants", {{{"card", "Estuary Shellmonk"}, {"position", "set"}}, {{"card", "Tidepool Scout"}}}}},
                         Json{{"servants", {{{"card", "Brine Lancer"}}}}});
    QCOMPARE(state(*monk)["seats"][0]["servants"][1]["defNow"].get<int>(), 70);
    accept(*monk, act(0, "flip", Json{{"servant", "c3"}}));
    s = state(*monk);
    QCOMPARE(s["seats"][0]["servants"][1]["defNow"].get<int>(), 80);
    QCOMPARE(s["seats"][0]["servants"][0]["defNow"].get<int>(), 100);
    QCOMPARE(s["seats"][1]["servants"][0]["defNow"].get<int>(), 70);
}

void ServantsTest::cards_rejectBadFiles_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("error");
    const QString base = QStringLiteral(R"({"id":"x1","name":"X","type":"servant","text":"t","rarity":"circle",%1})");
    QTest::newRow("a field the schema does not know")
        << base.arg(QStringLiteral(R"("element":"fire","servantType":"Beast","level":3,"off":100,"def":100,"hp":5)"))
        << QStringLiteral("card 0 (x1).hp: is not a field the schema allows");
    QTest::newRow("a field the effect does not know")
        << QStringLiteral(R"({"id":"x1","name":"X","type":"strategy","text":"t","rarity":"circle","subtype":"normal","speed":1,"effect":{"do":"draw","amount":1,"cards":2}})")
        << QStringLiteral("card 0 (x1).effect.cards: is not a field the schema allows");
    QTest::newRow("servant without level") << base.arg(QStringLiteral(R"("element":"fire","servantType":"Beast","off":100,"def":100)"))
                                           << QStringLiteral("card 0 (x1): field \"level\" is required for a servant");
    QTest::newRow("OFF not in tens (S4)")
        << base.arg(QStringLiteral(R"("element":"fire","servantType":"Beast","level":3,"off":105,"def":100)"))
        << QStringLiteral("card 0 (x1): field \"off\" and def are in tens (ruling S4)");
    QTest::newRow("unknown element")
        << base.arg(QStringLiteral(R"("element":"metal","servantType":"Beast","level":3,"off":100,"def":100)"))
        << QStringLiteral("card 0 (x1).element: must be one of");
    QTest::newRow("unknown type")
        << base.arg(QStringLiteral(R"("element":"fire","servantType":"Robot","level":3,"off":100,"def":100)"))
        << QStringLiteral("card 0 (x1).servantType: must be one of");
    // Effects are data: the schema names the field, and so do the checks of each "do".
    const QString strat = QStringLiteral(R"({"id":"x1","name":"X","type":"strategy","text":"t","rarity":"circle",%1})");
    QTest::newRow("strategy without effect") << strat.arg(QStringLiteral(R"("subtype":"normal","speed":1)"))
                                             << QStringLiteral("card 0 (x1): field \"effect\" is required");
    QTest::newRow("unknown effect")
        << strat.arg(QStringLiteral(R"("subtype":"normal","speed":1,"effect":{"do":"explode"})"))
        << QStringLiteral("card 0 (x1).effect.do: must be one of");
    QTest::newRow("boost without stat")
        << strat.arg(QStringLiteral(R"("subtype":"quickPlay","speed":2,"effect":{"do":"boost","amount":10,"target":"chosen","thisTurn":true})"))
        << QStringLiteral("card 0 (x1): field \"effect.stat\" is required for \"boost\"");
    QTest::newRow("equip that draws")
        << strat.arg(QStringLiteral(R"("subtype":"equip","speed":1,"effect":{"do":"draw","amount":1})"))
        << QStringLiteral("card 0 (x1): field \"effect.do\" of an Equip card is \"boost\"");
    QTest::newRow("draw of nothing")
        << strat.arg(QStringLiteral(R"("subtype":"normal","speed":1,"effect":{"do":"draw"})"))
        << QStringLiteral("card 0 (x1): field \"effect.amount\" must be more than 0");
    // Servant powers: Multi-trigger and the Trigger conditions (docs/games/servants.md, "Servant powers").
    const QString pw = base.arg(QStringLiteral(R"("element":"fire","servantType":"Beast","level":3,"off":100,"def":100,"power":%1)"));
    QTest::newRow("trigger on an unknown condition")
        << pw.arg(QStringLiteral(R"({"kind":"trigger","on":"attacked","do":"draw","amount":1})"))
        << QStringLiteral("card 0 (x1).power.on: must be one of");
    QTest::newRow("speed of a trigger")
        << pw.arg(QStringLiteral(R"({"kind":"trigger","on":"summoned","do":"draw","amount":1,"speed":2})"))
        << QStringLiteral("card 0 (x1): field \"power.speed\" is for Multi-trigger powers");
    QTest::newRow("multi-trigger with a condition")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","on":"summoned","do":"draw","amount":1})"))
        << QStringLiteral("card 0 (x1): field \"power.on\" is not for a Multi-trigger power");
    QTest::newRow("multi-trigger blockDamage without when")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"blockDamage"})"))
        << QStringLiteral("card 0 (x1): field \"power.when\" must be \"opponentAttacks\"");
    QTest::newRow("takeControl of a flip power")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"takeControl","target":"strongest","thisTurn":true})"))
        << QStringLiteral("card 0 (x1): field \"power.do\" \"takeControl\" is for a Trigger power on \"summoned\"");
    QTest::newRow("destroy without a chosen target")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"destroy"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" must be \"chosen\" for \"destroy\"");
    QTest::newRow("destroy by a trigger power")
        << pw.arg(QStringLiteral(R"({"kind":"trigger","on":"summoned","do":"destroy","target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" \"chosen\" is for destroy, boost, returnToHand, "
                          "changePosition or takeControl on a Multi-trigger or Flip power");
    QTest::newRow("a chosen target for a draw")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"draw","amount":1,"target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" \"chosen\" is for destroy, boost");
    // Effects on a chosen servant other than destroy (docs/games/servants.md, "servants.power").
    QTest::newRow("a power's boost of a chosen servant that lasts")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"boost","stat":"off","amount":10,"target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.thisTurn\" must be true, with stat and amount");
    QTest::newRow("returnToHand by a power without a target")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"returnToHand"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" must be \"chosen\" for \"returnToHand\"");
    QTest::newRow("changePosition by a power with an amount")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"changePosition","target":"chosen","amount":10})"))
        << QStringLiteral("card 0 (x1): field \"power.thisTurn\" stat and amount are not for \"changePosition\"");
    QTest::newRow("takeControl of a chosen servant for good")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"takeControl","target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.thisTurn\" must be true for a power's takeControl");
    QTest::newRow("changePosition card without a target")
        << strat.arg(QStringLiteral(R"("subtype":"quickPlay","speed":2,"effect":{"do":"changePosition"})"))
        << QStringLiteral("card 0 (x1): field \"effect.target\" must be \"chosen\" on a card that does not stay");
    QTest::newRow("returnToHand on a Continuous card")
        << strat.arg(QStringLiteral(R"("subtype":"continuous","speed":1,"effect":{"do":"returnToHand","target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"effect.target\" must be \"chosen\" on a card that does not stay");
    QTest::newRow("specialSummon by a power without maxLevel")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"specialSummon"})"))
        << QStringLiteral("card 0 (x1): field \"power.maxLevel\" is required for \"specialSummon\"");
    QTest::newRow("specialSummon by a trigger")
        << pw.arg(QStringLiteral(R"({"kind":"trigger","on":"summoned","do":"specialSummon","maxLevel":3})"))
        << QStringLiteral("card 0 (x1): field \"power.maxLevel\" is required for \"specialSummon\", which is for Multi-trigger and Cost");
    QTest::newRow("maxLevel of a draw power")
        << pw.arg(QStringLiteral(R"({"kind":"cost","payHealth":10,"do":"draw","amount":1,"maxLevel":3})"))
        << QStringLiteral("card 0 (x1): field \"power.maxLevel\" is for \"specialSummon\"");
    // Flip powers that choose a servant (docs/games/servants.md, "servants.power").
    QTest::newRow("a flip power's boost of a chosen servant that lasts")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"boost","stat":"off","amount":-60,"target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.thisTurn\" must be true, with stat and amount");
    QTest::newRow("a flip power that heals a chosen servant")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"heal","amount":10,"target":"chosen"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" \"chosen\" is for destroy, boost");
    QTest::newRow("a flip power that destroys with no target")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"destroy"})"))
        << QStringLiteral("card 0 (x1): field \"power.target\" must be \"chosen\" for \"destroy\"");
    QTest::newRow("a flip power's chosen target that is not a word of the schema")
        << pw.arg(QStringLiteral(R"({"kind":"flip","do":"destroy","target":"other"})"))
        << QStringLiteral("card 0 (x1).power.target: must be one of");
    QTest::newRow("multi-trigger of speed 1")
        << pw.arg(QStringLiteral(R"({"kind":"multiTrigger","do":"draw","amount":1,"speed":1})"))
        << QStringLiteral("card 0 (x1).power.speed:");
}

void ServantsTest::cards_rejectBadFiles()
{
    QFETCH(QString, card);
    QFETCH(QString, error);
    QFile schema(QStringLiteral(SERVANTS_SOURCE "/cards/servants/schema.json"));
    QVERIFY(schema.open(QIODevice::ReadOnly));
    std::vector<std::string> errors;
    sz::parseCardSet("{\"game\":\"servants\",\"cards\":[" + card.toStdString() + "]}", schema.readAll().toStdString(), errors);
    QVERIFY(!errors.empty());
    QVERIFY2(QString::fromStdString(errors.front()).startsWith(error), errors.front().c_str());
}

void ServantsTest::deck_atLeastFortyKnownCards()
{
    QVERIFY(kRules.checkDeck(deckJson({{40, "Ember Hound"}})).empty());
    auto problems = kRules.checkDeck(deckJson({{39, "Ember Hound"}}));
    QCOMPARE(problems.size(), 1u);
    QCOMPARE(QString::fromStdString(problems[0].id), QStringLiteral("servants.deck.tooSmall"));
    problems = kRules.checkDeck(deckJson({{40, "Ember Hound"}, {1, "No Such Card"}}));
    QCOMPARE(problems.size(), 1u);
    QCOMPARE(QString::fromStdString(problems[0].id), QStringLiteral("servants.deck.unknownCard"));
    // A config deck is checked at setup.
    auto c = config();
    c.decks = Json::array({deckJson({{39, "Ember Hound"}}), nullptr});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::Match(kRules, c));
}

void ServantsTest::deck_listNamesTheLineOfAnUnknownCard()
{
    std::vector<std::string> errors;
    sz::parseDeckList("# game: servants\n40 Ember Hound\n\n2 Ember Hund\n", errors);
    QCOMPARE(errors.size(), 1u);
    QCOMPARE(QString::fromStdString(errors[0]), QStringLiteral("line 4: there is no Servant Zones card called \"Ember Hund\""));
    errors.clear();
    sz::parseDeckList("# game: servants\n[side]\n40 Ember Hound\n", errors);
    QVERIFY(!errors.empty());
    QCOMPARE(QString::fromStdString(errors[0]), QStringLiteral("line 2: unknown section [side] (Servant Zones has one section, main)"));
    errors.clear();
    sz::parseDeckList("40 Ember Hound\n", errors);
    QCOMPARE(errors.size(), 1u);
    QCOMPARE(QString::fromStdString(errors[0]), QStringLiteral("the header line \"# game: servants\" is missing"));
}

void ServantsTest::deck_startersAreLegalAndDifferent()
{
    const auto& decks = sz::starterDecks();
    QCOMPARE(decks.size(), 2u);
    for (const auto& d : decks) {
        const auto problems = kRules.checkDeck(d.deck);
        QVERIFY2(problems.empty(), (d.file + ": " + (problems.empty() ? "" : problems[0].text)).c_str());
    }
    QVERIFY(decks[0].deck["sections"] != decks[1].deck["sections"]);
}

// The starter decks (what random and hot-seat games deal) carry the cards with Multi-trigger and
// Trigger powers, the targeting power, the Special Summon powers and Borrowed Banner, so those
// rules are played: each in at least one deck, at most 3 copies, each deck 40 cards or more.
void ServantsTest::deck_startersCarryThePowerCards()
{
    std::map<std::string, int> copies;
    for (const auto& d : sz::starterDecks()) {
        int size = 0;
        for (const auto& e : d.deck["sections"]["main"]) {
            QVERIFY2(e["count"].get<int>() <= 3, e.dump().c_str());
            copies[e["name"].get<std::string>()] += e["count"].get<int>();
            size += e["count"].get<int>();
        }
        QVERIFY2(size >= 40, d.file.c_str());
    }
    for (const char* name : {"Lanternveil Warden", "Thornwake Sprite", "Cinderhusk Martyr", "Silvertongue Envoy",
                             "Borrowed Banner", "Gallowmere Headsman", "Hollowreed Piper", "Ashfall Beaconkeeper",
                             "Brasswing Marshal", "Mirefen Hexwife", "Undertow Siren", "Gloamstring Puppeteer",
                             "Shieldbreak Drummer", "Riptide Recall", "Staggering Gale", "Sunken Bellringer"})
        QVERIFY2(copies[name] >= 1, name);
}

// ---------------------------------------------------------------- the match

void ServantsTest::match_healthHandsAndFirstDraw()
{
    // 1,000 Health each (S4), five-card opening hands, and the first player draws on turn 1 (S3).
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        core::Match m(kRules, config(seed));
        const Json s = state(m);
        const int first = s["firstPlayer"].get<int>();
        QCOMPARE(s["active"].get<int>(), first);
        QCOMPARE(s["turn"].get<int>(), 1);
        QCOMPARE(s["phase"].get<std::string>(), std::string("main1"));
        for (int seat = 0; seat < 2; ++seat) {
            QCOMPARE(s["seats"][seat]["health"].get<int>(), 1000);
            QCOMPARE(s["seats"][seat]["handCount"].get<int>(), seat == first ? 6 : 5);
            int size = 0; // the starter decks: seat 0 Ember Vanguard, seat 1 Tidewall Keepers
            for (const auto& e : sz::starterDecks()[static_cast<std::size_t>(seat)].deck["sections"]["main"])
                size += e["count"].get<int>();
            QVERIFY(size >= 40);
            QCOMPARE(s["seats"][seat]["deckCount"].get<int>(), size - (seat == first ? 6 : 5));
        }
    }
    core::Match m(kRules, config(1, Json{{"startingHealth", 4000}}));
    QCOMPARE(state(m)["seats"][1]["health"].get<int>(), 4000);
}

void ServantsTest::match_firstPlayerFromTheSeedOrOption()
{
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        firsts.insert(state(core::Match(kRules, config(seed)))["firstPlayer"].get<int>());
    QCOMPARE(firsts.size(), 2u); // S3: at random from the seed, so both seats start sometimes
    for (int seat = 0; seat < 2; ++seat)
        for (std::uint64_t seed = 1; seed <= 5; ++seed)
            QCOMPARE(state(core::Match(kRules, config(seed, Json{{"firstPlayer", seat}})))["firstPlayer"].get<int>(), seat);
}

void ServantsTest::phases_mainBattleMainEnd()
{
    // S1: Main 1, Battle, Main 2, End; the next player then draws (Draw Phase).
    auto m = position(Json{{"servants", {{{"card", "Ember Hound"}}}}});
    QCOMPARE(m->prompt().kind, std::string("main"));
    refuse(*m, act(0, "attack", Json{{"attacker", "c3"}}), "servants.phase.notBattle");
    refuse(*m, act(0, "endBattle"), "servants.phase.notBattle");
    accept(*m, act(0, "battle"));
    passWindow(*m);
    QCOMPARE(m->prompt().kind, std::string("battle"));
    refuse(*m, act(0, "battle"), "servants.battle.fromMain1");
    refuse(*m, act(0, "endTurn"), "servants.phase.notMain");
    accept(*m, act(0, "endBattle"));
    passWindow(*m);
    QCOMPARE(state(*m)["phase"].get<std::string>(), std::string("main2"));
    refuse(*m, act(0, "battle"), "servants.battle.fromMain1"); // one Battle Phase a turn
    refuse(*m, act(1, "endTurn"), "core.notYourTurn");
    accept(*m, act(0, "endTurn"));
    const Json s = state(*m);
    QCOMPARE(s["active"].get<int>(), 1);
    QCOMPARE(s["turn"].get<int>(), 4);
    QCOMPARE(s["phase"].get<std::string>(), std::string("main1"));
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 1);
    QCOMPARE(s["seats"][1]["deckCount"].get<int>(), 2);
}

void ServantsTest::end_discardDownToSix()
{
    auto m = position(Json{{"hand", filler(8)}});
    accept(*m, act(0, "endTurn"));
    QCOMPARE(m->prompt().kind, std::string("discard"));
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    refuse(*m, act(0, "endTurn"), "servants.phase.notMain");
    accept(*m, act(0, "discard", Json{{"card", "c3"}}));
    QCOMPARE(m->prompt().kind, std::string("discard"));
    accept(*m, act(0, "discard", Json{{"card", "c4"}}));
    const Json s = state(*m);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 6);
    QCOMPARE(s["seats"][0]["graveyard"].size(), 2u);
    QCOMPARE(s["active"].get<int>(), 1);
    // Six cards need no discard.
    auto six = position(Json{{"hand", filler(6)}});
    accept(*six, act(0, "endTurn"));
    QCOMPARE(state(*six)["active"].get<int>(), 1);
}

// ---------------------------------------------------------------- summoning

void ServantsTest::summon_oneNormalSummonOrSetPerTurn()
{
    // One Normal Summon or Set per turn, shared by Main 1 and Main 2 (S1).
    auto m = position(Json{{"hand", {"Ember Hound", "Tidepool Scout", "Gale Sparrow"}}});
    accept(*m, act(0, "set", Json{{"card", "c3"}, {"slot", 0}}));
    refuse(*m, act(0, "summon", Json{{"card", "c4"}, {"slot", 1}}), "servants.summon.once");
    refuse(*m, act(0, "set", Json{{"card", "c4"}, {"slot", 1}}), "servants.summon.once");
    accept(*m, act(0, "battle"));
    passWindow(*m);
    accept(*m, act(0, "endBattle"));
    passWindow(*m);
    refuse(*m, act(0, "summon", Json{{"card", "c4"}, {"slot", 1}}), "servants.summon.once");
    accept(*m, act(0, "endTurn"));
    // The next turn has its own.
    accept(*m, act(1, "summon", Json{{"card", "c6"}, {"slot", 4}}));
    const Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][0]["position"].get<std::string>(), std::string("set"));
    QCOMPARE(s["seats"][1]["servants"][4]["position"].get<std::string>(), std::string("offense"));
    // Refused outside the Main Phases, and for a card not in hand.
    auto b = position(Json{{"hand", {"Ember Hound"}}}, Json::object(), "battle");
    refuse(*b, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}), "servants.phase.notMain");
    auto h = position(Json{{"hand", {"Ember Hound"}}});
    refuse(*h, act(0, "summon", Json{{"card", "c0"}, {"slot", 0}}), "servants.card.notInHand");
}

void ServantsTest::sacrifice_levelFiveAndSixNeedOne()
{
    // Level 5-6: one sacrifice; fewer or more are refused; the sacrifice goes to the graveyard.
    auto m = position(Json{{"hand", {"Storm Beak Sentinel", "Tempest Sorceress"}},
                           {"servants", {{{"card", "Ember Hound"}}, {{"card", "Cinder Sprite"}}}}});
    refuse(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 2}}), "servants.sacrifice.count");
    refuse(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 2}, {"sacrifices", {"c5", "c6"}}}), "servants.sacrifice.count");
    refuse(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 2}, {"sacrifices", {"c5", "c5"}}}), "servants.sacrifice.twice");
    refuse(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 2}, {"sacrifices", {"c0"}}}), "servants.sacrifice.notYours");
    accept(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 2}, {"sacrifices", {"c5"}}}));
    const Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][2]["name"].get<std::string>(), std::string("Storm Beak Sentinel"));
    QVERIFY(s["seats"][0]["servants"][0].is_null());
    QCOMPARE(s["seats"][0]["graveyard"][0]["name"].get<std::string>(), std::string("Ember Hound"));
    // It was the Normal Summon of the turn.
    refuse(*m, act(0, "summon", Json{{"card", "c4"}, {"slot", 3}, {"sacrifices", {"c6"}}}), "servants.summon.once");
    // A Set of a level 6 needs its sacrifice too.
    auto set = position(Json{{"hand", {"Tempest Sorceress"}}, {"servants", {{{"card", "Ember Hound"}}}}});
    refuse(*set, act(0, "set", Json{{"card", "c3"}, {"slot", 1}}), "servants.sacrifice.count");
    accept(*set, act(0, "set", Json{{"card", "c3"}, {"slot", 0}, {"sacrifices", {"c4"}}}));
}

void ServantsTest::flip_setServantsOnlyNotTheTurnTheyWereSet()
{
    auto m = position(Json{{"hand", {"Tidepool Scout"}},
                           {"servants", {{{"card", "Glacier Construct"}, {"position", "set"}}, {{"card", "Ember Hound"}}}}});
    refuse(*m, act(0, "flip", Json{{"servant", "c5"}}), "servants.flip.notSet");
    accept(*m, act(0, "flip", Json{{"servant", "c4"}}));
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["position"].get<std::string>(), std::string("offense"));
    refuse(*m, act(0, "position", Json{{"servant", "c4"}}), "servants.position.once");
    // A Flip Summon is not the Normal Summon: a Set still follows; that one cannot flip this turn.
    accept(*m, act(0, "set", Json{{"card", "c3"}, {"slot", 2}}));
    refuse(*m, act(0, "flip", Json{{"servant", "c3"}}), "servants.position.placedThisTurn");
    refuse(*m, act(1, "flip", Json{{"servant", "c3"}}), "core.notYourTurn");
}

void ServantsTest::position_oncePerTurnNotAfterSummonOrAttack()
{
    auto m = position(Json{{"hand", {"Tidepool Scout"}},
                           {"servants", {{{"card", "Ember Hound"}}, {{"card", "Furnace Golem"}}, {{"card", "Gale Sparrow"}, {"position", "set"}}}}});
    accept(*m, act(0, "position", Json{{"servant", "c4"}}));
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["position"].get<std::string>(), std::string("defense"));
    refuse(*m, act(0, "position", Json{{"servant", "c4"}}), "servants.position.once");
    refuse(*m, act(0, "position", Json{{"servant", "c6"}}), "servants.position.setNeedsFlip");
    accept(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 3}}));
    refuse(*m, act(0, "position", Json{{"servant", "c3"}}), "servants.position.placedThisTurn");
    accept(*m, act(0, "battle"));
    passWindow(*m);
    accept(*m, act(0, "attack", Json{{"attacker", "c5"}})); // direct: the opponent has no servants
    passWindow(*m);
    accept(*m, act(0, "endBattle"));
    passWindow(*m);
    refuse(*m, act(0, "position", Json{{"servant", "c5"}}), "servants.position.attacked");
    refuse(*m, act(0, "position", Json{{"servant", "c0"}}), "servants.servant.notYours");
}

void ServantsTest::map_fiveSlotLimits()
{
    auto m = position(Json{{"hand", {"Tidepool Scout", "Pitfall Snare", "Sudden Gust", "Market of Lanterns"}},
                           {"servants", {{{"card", "Ember Hound"}}}},
                           {"strategies", {"Second Wind"}}});
    refuse(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}), "servants.slot.taken");
    refuse(*m, act(0, "setStrategy", Json{{"card", "c4"}, {"slot", 0}}), "servants.strategySlot.taken");
    refuse(*m, act(0, "setStrategy", Json{{"card", "c6"}, {"slot", 1}}), "servants.strategy.map");
    refuse(*m, act(0, "setStrategy", Json{{"card", "c3"}, {"slot", 1}}), "servants.strategy.isServant");
    refuse(*m, act(0, "summon", Json{{"card", "c4"}, {"slot", 1}}), "servants.card.notServant");
    accept(*m, act(0, "setStrategy", Json{{"card", "c4"}, {"slot", 1}}));
    accept(*m, act(0, "setStrategy", Json{{"card", "c5"}, {"slot", 2}}));
    QCOMPARE(state(*m)["seats"][0]["strategies"][2]["faceDown"].get<bool>(), true);
    // A full servant zone: no slot is free for a summon.
    Json five = Json::array();
    for (int i = 0; i < 5; ++i)
        five.push_back(Json{{"card", "Gale Sparrow"}});
    auto full = position(Json{{"hand", {"Tidepool Scout"}}, {"servants", five}});
    for (int slot = 0; slot < 5; ++slot)
        refuse(*full, act(0, "set", Json{{"card", "c3"}, {"slot", slot}}), "servants.slot.taken");
    for (const auto& a : full->legalActions(0))
        QVERIFY2(a.type != "summon" && a.type != "set", a.toJson().dump().c_str());
}

// ---------------------------------------------------------------- battle

void ServantsTest::battle_offenseOnlyOncePerTurn()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Ember Hound"}, {"position", "defense"}},
                                         {{"card", "Cinder Sprite"}, {"position", "set"}}}}},
                      Json{{"servants", {{{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}}}}, "battle");
    refuse(*m, act(0, "attack", Json{{"attacker", "c4"}, {"target", 0}}), "servants.attack.notOffense");
    refuse(*m, act(0, "attack", Json{{"attacker", "c5"}, {"target", 0}}), "servants.attack.notOffense");
    refuse(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 3}}), "servants.attack.noTarget");
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*m);
    refuse(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 1}}), "servants.attack.once");
    refuse(*m, act(1, "attack", Json{{"attacker", "c10"}, {"target", 0}}), "core.notYourTurn");
}

void ServantsTest::battle_directOnlyWhenOpponentHasNoServants()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Ember Hound"}}}}},
                      Json{{"servants", {{{"card", "Gale Sparrow"}, {"position", "set"}}}}}, "battle");
    refuse(*m, act(0, "attack", Json{{"attacker", "c3"}}), "servants.attack.direct");
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}})); // 160 > 20 DEF: destroyed
    passWindow(*m);
    accept(*m, act(0, "attack", Json{{"attacker", "c4"}}));                // now direct: 120
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][1]["health"].get<int>(), 880);
}

// ---------------------------------------------------------------- chains

namespace {
Json view(const core::Match& m, std::optional<int> seat = std::nullopt) { return kRules.viewFor(m.state(), seat); }
std::vector<std::string> eventTypes(const core::Result& r)
{
    std::vector<std::string> out;
    for (const auto& e : r.events)
        out.push_back(e.type);
    return out;
}
} // namespace

void ServantsTest::chain_speedsAnswersAndTopDownResolution()
{
    // A play opens Chain Link 1; the other player is asked "Do you wish to continue?"; speed 1
    // never answers, speed 2 answers 1 or 2, only 3 answers 3; the answered player may answer
    // again; links resolve from the top down.
    auto m = position(Json{{"hand", {"Ember Toll", "Second Wind"}}, {"servants", {{{"card", "Ember Hound"}}}},
                           {"strategies", {"Counterspell Sigil"}}},
                      Json{{"hand", {"Tidecaller's Blessing"}}, {"servants", {{{"card", "Furnace Golem"}}}},
                           {"strategies", {"Flash of Insight", "Sudden Gust"}}});
    // ids: seat 0 hand c3 c4, servant c5, strategy c6; seat 1 hand c10, servant c11, strategies c12 c13
    refuse(*m, act(0, "pass"), "servants.pass.nothing");
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 1}}));
    QCOMPARE(m->prompt().kind, std::string("chain"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
    refuse(*m, act(0, "endTurn"), "core.notYourTurn");
    refuse(*m, act(1, "activate", Json{{"card", "c10"}, {"slot", 0}}), "servants.chain.speed1");
    accept(*m, act(1, "activate", Json{{"card", "c12"}})); // Flash of Insight, speed 2
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    refuse(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 2}}), "servants.chain.speed1");
    accept(*m, act(0, "activate", Json{{"card", "c6"}})); // Counterspell Sigil, speed 3
    QCOMPARE(m->prompt().seats, std::vector<int>{1}); // the answered player may answer again
    refuse(*m, act(1, "activate", Json{{"card", "c13"}, {"targetSeat", 0}, {"targetSlot", 0}}), "servants.chain.tooSlow");
    const Json chain = view(*m, 1)["chain"];
    QCOMPARE(chain.size(), 3u);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(chain[i]["link"].get<int>(), i + 1);
        QCOMPARE(chain[i]["speed"].get<int>(), i + 1);
        QCOMPARE(chain[i]["seat"].get<int>(), i == 1 ? 1 : 0);
    }
    QCOMPARE(chain[2]["card"]["name"].get<std::string>(), std::string("Counterspell Sigil"));
    QCOMPARE(view(*m, 1)["window"]["asked"].get<int>(), 1);
    accept(*m, act(1, "pass"));
    const auto r = m->submit(act(0, "pass"));
    QVERIFY(r.accepted);
    std::vector<std::string> order;
    for (const auto& e : r.events)
        if (e.type == "resolve" || e.type == "negated")
            order.push_back(e.type + std::to_string(e.data["link"].get<int>()));
    QCOMPARE(order, (std::vector<std::string>{"resolve3", "negated2", "resolve1"}));
    const Json s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 950); // Ember Toll
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 1); // Flash of Insight was cancelled: no draw
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Flash of Insight"));
    QCOMPARE(s["seats"][0]["graveyard"].size(), 2u); // Counterspell Sigil, then Ember Toll
    QVERIFY(s["chain"].empty() && s["window"].is_null());
    QCOMPARE(m->prompt().kind, std::string("main"));
    // The author of a link may add to its own chain when the other player passes.
    auto own = position(Json{{"hand", {"Ember Toll", "Flash of Insight"}}});
    accept(*own, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}}));
    accept(*own, act(1, "pass"));
    accept(*own, act(0, "activate", Json{{"card", "c4"}, {"slot", 1}}));
    QCOMPARE(view(*own)["chain"].size(), 2u);
}

void ServantsTest::chain_whenCardsMayBeActivated()
{
    auto m = position(Json{{"hand", {"Pitfall Snare", "Ember Toll", "Ember Hound"}},
                           {"strategies", {"Call to Arms", Json{{"card", "Mirror Shield"}, {"setThisTurn", true}},
                                           "Counterspell Sigil"}}},
                      Json::object(), "battle");
    // ids: hand c3 c4 c5, strategies c6 c7 c8
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 3}}), "servants.conspiracy.setFirst");
    refuse(*m, act(0, "activate", Json{{"card", "c7"}}), "servants.conspiracy.sameTurn");
    refuse(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 3}}), "servants.activate.mainOnly");
    refuse(*m, act(0, "activate", Json{{"card", "c8"}}), "servants.counter.nothing");
    refuse(*m, act(0, "activate", Json{{"card", "c5"}}), "servants.activate.servant");
    refuse(*m, act(0, "activate", Json{{"card", "c9"}}), "servants.activate.notYours");
    accept(*m, act(0, "endBattle")); // End step: both are asked
    QCOMPARE(m->prompt().kind, std::string("respond"));
    refuse(*m, act(0, "endTurn"), "servants.chain.answerFirst");
    refuse(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 3}}), "servants.activate.mainOnly");
    passWindow(*m);
    QCOMPARE(state(*m)["phase"].get<std::string>(), std::string("main2"));
}

// ---------------------------------------------------------------- responses to a summon (ruling ours)

void ServantsTest::responses_opponentAskedAfterASummon()
{
    auto m = position(Json{{"hand", {"Gale Sparrow", "Gale Sparrow"}}}, Json{{"strategies", {"Sparkfall Volley"}}});
    // ids: seat 0 deck c0-c2, hand c3 c4; seat 1 deck c5-c7, strategy c8
    accept(*m, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
    QCOMPARE(m->prompt().message.id, std::string("servants.prompt.summonOf")); // names the summoned servant
    QCOMPARE(m->prompt().message.args["card"].get<std::string>(), std::string("Gale Sparrow"));
    refuse(*m, act(0, "endTurn"), "core.notYourTurn"); // the opponent decides first
    // Passing continues the turn: the active player is not asked in turn.
    accept(*m, act(1, "pass"));
    QCOMPARE(m->prompt().kind, std::string("main"));
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    QCOMPARE(state(*m)["seats"][1]["health"].get<int>(), 1000);
    // Answering opens a chain the summoner may continue; then the turn goes on.
    auto a = position(Json{{"hand", {"Gale Sparrow"}}}, Json{{"strategies", {"Sparkfall Volley"}}});
    accept(*a, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}));
    accept(*a, act(1, "activate", Json{{"card", "c7"}}));
    QCOMPARE(a->prompt().kind, std::string("chain"));
    QCOMPARE(a->prompt().seats, std::vector<int>{0});
    passWindow(*a);
    QCOMPARE(state(*a)["seats"][0]["health"].get<int>(), 960);
    QCOMPARE(a->prompt().kind, std::string("main"));
    accept(*a, act(0, "battle"));
    // A position may start with the question open ("summonResponse"), in a Main Phase only.
    Json pos{{"active", 0}, {"turn", 3}, {"phase", "main2"}, {"summonResponse", true},
             {"seats", Json::array({Json{{"deck", filler()}, {"servants", {{{"card", "Gale Sparrow"}}}}},
                                    Json{{"deck", filler()}, {"strategies", {"Sparkfall Volley"}}}})}};
    core::Match open(kRules, config(), pos);
    QCOMPARE(open.prompt().kind, std::string("respond"));
    QCOMPARE(open.prompt().seats, std::vector<int>{1});
    QCOMPARE(open.prompt().message.id, std::string("servants.prompt.summon")); // no servant named
    accept(open, act(1, "pass"));
    QCOMPARE(open.prompt().kind, std::string("main"));
    pos["phase"] = "battle";
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::Match(kRules, config(), pos));
}

void ServantsTest::responses_noQuestionWithoutALegalAnswer()
{
    // Conspiracies that answer only an attack, one set this turn, a Speed 1 conspiracy and a
    // Multi-trigger power that answers only an attack: nothing may answer a summon, so no question.
    // ids: seat 0 deck c0-c2, hand c3; seat 1 deck c4-c6, servant c7, strategies c8-c10
    auto noVolley = position(Json{{"hand", {"Gale Sparrow"}}},
                             Json{{"servants", {{{"card", "Lanternveil Warden"}}}},
                                  {"strategies", {"Mirror Shield", "Buried Ledger",
                                                  Json{{"card", "Counterspell Sigil"}, {"setThisTurn", true}}}}});
    accept(*noVolley, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}));
    QCOMPARE(noVolley->prompt().kind, std::string("main"));
    QCOMPARE(noVolley->prompt().seats, std::vector<int>{0});
    // A Set is not a summon: no question even when an answer is held.
    auto set = position(Json{{"hand", {"Gale Sparrow"}}}, Json{{"strategies", {"Sparkfall Volley"}}});
    accept(*set, act(0, "set", Json{{"card", "c3"}, {"slot", 0}}));
    QCOMPARE(set->prompt().kind, std::string("main"));
}

void ServantsTest::responses_flipAndSpecialSummonsAsk()
{
    // A Flip Summon is answered by a Multi-trigger power (Thornwake Sprite: 30 damage).
    auto m = position(Json{{"servants", {{{"card", "Gale Sparrow"}, {"position", "set"}}}}},
                      Json{{"servants", {{{"card", "Thornwake Sprite"}}}}});
    // ids: seat 0 deck c0-c2, servant c3; seat 1 deck c4-c6, servant c7
    accept(*m, act(0, "flip", Json{{"servant", "c3"}}));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
    accept(*m, act(1, "usePower", Json{{"servant", "c7"}}));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["health"].get<int>(), 970);
    QCOMPARE(m->prompt().kind, std::string("main"));
    // A Special Summon (Call to Arms) is asked about once its chain has resolved.
    auto sp = position(Json{{"hand", {"Gale Sparrow"}}, {"strategies", {"Call to Arms"}}},
                       Json{{"strategies", {"Sparkfall Volley"}}});
    // ids: seat 0 deck c0-c2, hand c3, strategy c4; seat 1 deck c5-c7, strategy c8
    accept(*sp, act(0, "activate", Json{{"card", "c4"}, {"summon", "c3"}}));
    accept(*sp, act(1, "pass"));
    accept(*sp, act(0, "pass"));
    QCOMPARE(state(*sp)["seats"][0]["servants"][0]["name"].get<std::string>(), std::string("Gale Sparrow"));
    QCOMPARE(sp->prompt().kind, std::string("respond"));
    QCOMPARE(sp->prompt().seats, std::vector<int>{1});
    QCOMPARE(sp->prompt().message.id, std::string("servants.prompt.summonOf"));
    QCOMPARE(sp->prompt().message.args["card"].get<std::string>(), std::string("Gale Sparrow"));
    accept(*sp, act(1, "pass"));
    QCOMPARE(sp->prompt().kind, std::string("main"));
}

void ServantsTest::responses_opponentAskedBeforeTheEndPhase()
{
    // Main Phase 2: ending the turn asks the opponent (a set Sparkfall Volley) before the End Phase's
    // actions (Smouldering Watchfires: 20 damage) and the discard down to 6.
    auto m = position(Json{{"hand", filler(7)},
                           {"strategies", {Json{{"card", "Smouldering Watchfires"}, {"faceDown", false}}}}},
                      Json{{"strategies", {"Sparkfall Volley"}}}, "main2");
    // ids: seat 0 deck c0-c2, hand c3-c9, strategy c10; seat 1 deck c11-c13, strategy c14
    accept(*m, act(0, "endTurn"));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
    QCOMPARE(m->prompt().message.id, std::string("servants.prompt.endPhase"));
    QCOMPARE(m->prompt().message.args["owner"].get<int>(), 0);
    QCOMPARE(state(*m)["phase"].get<std::string>(), std::string("end"));
    QCOMPARE(state(*m)["seats"][1]["health"].get<int>(), 1000); // the End Phase's actions wait
    refuse(*m, act(0, "endTurn"), "core.notYourTurn");
    QCOMPARE(kRules.stopPhase(m->state()), std::string("main"));
    // Only the answers and pass are offered: a pass and the Quick-Play card.
    const auto legal = kRules.legalActions(m->state(), 1);
    QCOMPARE(legal.size(), std::size_t(2));
    accept(*m, act(1, "pass"));
    QCOMPARE(state(*m)["seats"][1]["health"].get<int>(), 980);
    QCOMPARE(m->prompt().kind, std::string("discard"));
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    // Ending the turn from Main Phase 1 (no Battle Phase) asks the same; a position may start there.
    Json pos{{"active", 0}, {"turn", 3}, {"phase", "end"},
             {"seats", Json::array({Json{{"deck", filler()}}, Json{{"deck", filler()}, {"strategies", {"Sparkfall Volley"}}}})}};
    core::Match open(kRules, config(), pos);
    QCOMPARE(open.prompt().kind, std::string("respond"));
    QCOMPARE(open.prompt().seats, std::vector<int>{1});
    QCOMPARE(open.prompt().message.id, std::string("servants.prompt.endPhase"));
    accept(open, act(1, "pass"));
    QCOMPARE(state(open)["active"].get<int>(), 1);
    QCOMPARE(state(open)["turn"].get<int>(), 4);
    QCOMPARE(open.prompt().kind, std::string("main"));
    pos["summonResponse"] = true;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::Match(kRules, config(), pos));
}

void ServantsTest::responses_endPhaseAnsweredThenTheTurnEnds()
{
    // From Main Phase 1 without a Battle Phase: the answer opens a chain the active player may
    // continue, but not go back to its Main Phase; once it resolves the turn ends.
    auto a = position(Json{{"hand", {"Gale Sparrow"}}}, Json{{"strategies", {"Sparkfall Volley"}}});
    // ids: seat 0 deck c0-c2, hand c3; seat 1 deck c4-c6, strategy c7
    accept(*a, act(0, "endTurn"));
    QCOMPARE(a->prompt().message.id, std::string("servants.prompt.endPhase"));
    accept(*a, act(1, "activate", Json{{"card", "c7"}}));
    QCOMPARE(a->prompt().kind, std::string("chain"));
    QCOMPARE(a->prompt().seats, std::vector<int>{0});
    refuse(*a, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}), "servants.chain.answerFirst");
    passWindow(*a);
    QCOMPARE(state(*a)["seats"][0]["health"].get<int>(), 960);
    QCOMPARE(state(*a)["active"].get<int>(), 1);
    QCOMPARE(a->prompt().kind, std::string("main"));
    QCOMPARE(a->prompt().seats, std::vector<int>{1});
    // A Multi-trigger power answers it too (Thornwake Sprite: 30 damage).
    auto mt = position(Json::object(), Json{{"servants", {{{"card", "Thornwake Sprite"}}}}}, "main2");
    // ids: seat 0 deck c0-c2; seat 1 deck c3-c5, servant c6
    accept(*mt, act(0, "endTurn"));
    QCOMPARE(mt->prompt().seats, std::vector<int>{1});
    accept(*mt, act(1, "usePower", Json{{"servant", "c6"}}));
    passWindow(*mt);
    QCOMPARE(state(*mt)["seats"][0]["health"].get<int>(), 970);
    QCOMPARE(state(*mt)["active"].get<int>(), 1);
}

void ServantsTest::responses_endPhaseNoQuestionWithoutALegalAnswer()
{
    // Cards that answer only an attack, a conspiracy set this turn, a Speed 1 conspiracy: the turn
    // ends at once (no question nobody can answer).
    auto m = position(Json::object(),
                      Json{{"servants", {{{"card", "Lanternveil Warden"}}}},
                           {"strategies", {"Mirror Shield", "Buried Ledger",
                                           Json{{"card", "Counterspell Sigil"}, {"setThisTurn", true}}}}},
                      "main2");
    accept(*m, act(0, "endTurn"));
    QCOMPARE(state(*m)["active"].get<int>(), 1);
    QCOMPARE(m->prompt().kind, std::string("main"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
}

// ---------------------------------------------------------------- battle steps

void ServantsTest::battle_stepWindowsAndDamageStepOnlyOffDef()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}},
                      Json{{"servants", {{{"card", "Thornwall Sapling"}, {"position", "set"}}}},
                           {"strategies", {"Flash of Insight", "Sudden Gust"}}});
    // ids: seat 0 servant c3; seat 1 servant c7, strategies c8 c9
    accept(*m, act(0, "battle"));
    QCOMPARE(view(*m)["step"].get<std::string>(), std::string("start"));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    accept(*m, act(0, "pass"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1}); // Start step: both players
    accept(*m, act(1, "pass"));
    QCOMPARE(m->prompt().kind, std::string("battle"));
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    QCOMPARE(view(*m)["step"].get<std::string>(), std::string("attack"));
    QCOMPARE(m->prompt().seats, std::vector<int>{1}); // the defender answers the attack first
    QVERIFY(!view(*m, 0)["attack"].contains("target")); // still face-down for the attacker
    accept(*m, act(1, "pass"));
    accept(*m, act(0, "pass"));
    // Damage step: the set target is flipped face-up before the calculation.
    QCOMPARE(view(*m)["step"].get<std::string>(), std::string("damage"));
    QCOMPARE(state(*m)["seats"][1]["servants"][0]["position"].get<std::string>(), std::string("defense"));
    QCOMPARE(m->prompt().seats, std::vector<int>{0});
    accept(*m, act(0, "pass"));
    refuse(*m, act(1, "activate", Json{{"card", "c8"}}), "servants.damageStep.onlyOffDef");
    accept(*m, act(1, "activate", Json{{"card", "c9"}, {"targetSeat", 0}, {"targetSlot", 0}})); // -50 OFF
    passWindow(*m); // the chain resolves; the Damage step asks again, then the calculation
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 960); // 110 OFF against 150 DEF
    QVERIFY(!s["seats"][1]["servants"][0].is_null()); // not destroyed: 160 would have won
    QCOMPARE(s["seats"][0]["servants"][0]["offNow"].get<int>(), 110);
    QCOMPARE(s["seats"][0]["servants"][0]["attacked"].get<bool>(), true);
    accept(*m, act(0, "endBattle"));
    QCOMPARE(view(*m)["step"].get<std::string>(), std::string("end"));
    passWindow(*m);
    QCOMPARE(state(*m)["phase"].get<std::string>(), std::string("main2"));
    accept(*m, act(0, "endTurn"));
    // Seat 1 still holds Flash of Insight: asked before the End Phase (see "Responses").
    QCOMPARE(m->prompt().message.id, std::string("servants.prompt.endPhase"));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["offNow"].get<int>(), 160); // until the end of the turn
}

void ServantsTest::replay_defenderServantsChangeDuringBattleStep()
{
    // The rules' example: a Conspiracy summons a servant for the defender during the Battle step;
    // play returns to the start of the Battle step and the declared servant has not attacked.
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}},
                      Json{{"hand", {"Gale Sparrow"}}, {"servants", {{{"card", "Tidepool Scout"}}}},
                           {"strategies", {"Call to Arms"}}},
                      "battle");
    // ids: seat 0 servant c3; seat 1 hand c7, servant c8, strategy c9
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    accept(*m, act(1, "activate", Json{{"card", "c9"}, {"summon", "c7"}}));
    QCOMPARE(view(*m, 0)["chain"][0]["summon"]["name"].get<std::string>(), std::string("Gale Sparrow"));
    accept(*m, act(0, "pass"));
    const auto r = m->submit(act(1, "pass"));
    QVERIFY(r.accepted);
    const auto types = eventTypes(r);
    QVERIFY(std::find(types.begin(), types.end(), "specialSummoned") != types.end());
    QVERIFY(std::find(types.begin(), types.end(), "replay") != types.end());
    Json s = state(*m);
    QCOMPARE(s["step"].get<std::string>(), std::string("battle"));
    QVERIFY(s["attack"].is_null());
    QCOMPARE(s["seats"][0]["servants"][0]["attacked"].get<bool>(), false);
    QCOMPARE(s["seats"][1]["servants"][1]["name"].get<std::string>(), std::string("Gale Sparrow"));
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000);
    // The attacker chooses again, the new servant as its target this time.
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 1}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 910); // 160 - 70
    QCOMPARE(s["seats"][0]["servants"][0]["attacked"].get<bool>(), true);
}

void ServantsTest::attackAnswers_destroyAttackerAndBlockDamage()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Ember Hound"}}}}},
                      Json{{"strategies", {"Pitfall Snare", "Mirror Shield"}}}, "battle");
    // ids: seat 0 servants c3 c4; seat 1 strategies c8 c9
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}}));
    accept(*m, act(1, "activate", Json{{"card", "c8"}}));
    passWindow(*m);
    Json s = state(*m);
    QVERIFY(s["seats"][0]["servants"][0].is_null()); // Pitfall Snare destroyed the attacker
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000);
    QCOMPARE(m->prompt().kind, std::string("battle"));
    accept(*m, act(0, "attack", Json{{"attacker", "c4"}}));
    accept(*m, act(1, "activate", Json{{"card", "c9"}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000); // Mirror Shield: no damage
    QCOMPARE(s["seats"][0]["servants"][1]["attacked"].get<bool>(), true);
    // Neither answers anything but an attack.
    auto early = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}}, Json{{"strategies", {"Pitfall Snare"}}});
    accept(*early, act(0, "battle"));
    accept(*early, act(0, "pass"));
    refuse(*early, act(1, "activate", Json{{"card", "c7"}}), "servants.activate.noAttack");
}

// ---------------------------------------------------------------- card effects

void ServantsTest::effects_equipMapContinuousAndTargets()
{
    auto m = position(Json{{"hand", {"Sharpened Resolve", "Bonfire Rally", "Market of Lanterns", "Drowned Cathedral",
                                     "Stone Skin Ward", "Lingering Curse"}},
                           {"servants", {{{"card", "Ember Hound"}}, {{"card", "Tidepool Scout"}, {"position", "set"}}}},
                           {"strategies", {nullptr, nullptr, nullptr, nullptr, "Lingering Curse"}}},
                      Json{{"servants", {{{"card", "Brine Lancer"}}}}});
    // ids: hand c3..c8, servants c9 c10, strategy c11; seat 1 servant c15
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 0}, {"targetSlot", 1}}),
           "servants.target.bad"); // a set servant is no target
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 4}, {"targetSeat", 0}, {"targetSlot", 0}}),
           "servants.strategySlot.taken");
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"targetSeat", 0}, {"targetSlot", 0}}), "servants.slot.bad");
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 0}, {"targetSlot", 0}}));
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["offNow"].get<int>(), 120); // not before it resolves
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][0]["offNow"].get<int>(), 160);
    QCOMPARE(s["seats"][0]["strategies"][0]["target"].get<std::string>(), std::string("c9"));
    QCOMPARE(s["seats"][0]["strategies"][0]["faceDown"].get<bool>(), false); // an Equip card stays
    // Equip on the opponent's servant: it stays in the equipper's zone, one of its five.
    accept(*m, act(0, "activate", Json{{"card", "c7"}, {"slot", 1}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][0]["strategies"][1]["name"].get<std::string>(), std::string("Stone Skin Ward"));
    QCOMPARE(s["seats"][1]["servants"][0]["defNow"].get<int>(), 120);
    // Continuous: your Fire servants +20 OFF while it is face-up.
    accept(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 2}}));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["offNow"].get<int>(), 180);
    QCOMPARE(state(*m)["seats"][1]["servants"][0]["offNow"].get<int>(), 120); // water, and not yours
    // Map: one shared slot; a new one replaces the old; it counts for both players' servants.
    accept(*m, act(0, "activate", Json{{"card", "c5"}}));
    passWindow(*m);
    QCOMPARE(state(*m)["map"]["name"].get<std::string>(), std::string("Market of Lanterns"));
    accept(*m, act(0, "activate", Json{{"card", "c6"}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["map"]["name"].get<std::string>(), std::string("Drowned Cathedral"));
    QCOMPARE(s["seats"][0]["graveyard"][0]["name"].get<std::string>(), std::string("Market of Lanterns"));
    QCOMPARE(s["seats"][1]["servants"][0]["offNow"].get<int>(), 150); // Brine Lancer is Water
    QVERIFY(s["seats"][0]["strategies"][3].is_null()); // the map card took no strategy slot
    // Lingering Curse (set on an earlier turn) keeps the chosen servant from attacking.
    accept(*m, act(0, "activate", Json{{"card", "c11"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    accept(*m, act(0, "endTurn"));
    accept(*m, act(1, "battle"));
    passWindow(*m);
    refuse(*m, act(1, "attack", Json{{"attacker", "c15"}, {"target", 0}}), "servants.attack.bound");
    // The servant an Equip card is bound to leaves the map: the Equip card goes with it.
    auto gone = position(Json{{"servants", {{{"card", "Gale Sparrow"}}}},
                              {"strategies", {Json{{"card", "Sharpened Resolve"}, {"faceDown", false}, {"target", {{"seat", 0}, {"slot", 0}}}}}}},
                         Json{{"servants", {{{"card", "Furnace Golem"}}}}}, "main1", 4);
    QCOMPARE(state(*gone)["seats"][0]["servants"][0]["offNow"].get<int>(), 110);
    accept(*gone, act(0, "endTurn"));
    accept(*gone, act(1, "battle"));
    passWindow(*gone);
    accept(*gone, act(1, "attack", Json{{"attacker", "c8"}, {"target", 0}}));
    passWindow(*gone);
    s = state(*gone);
    QVERIFY(s["seats"][0]["servants"][0].is_null());
    QVERIFY(s["seats"][0]["strategies"][0].is_null());
    QCOMPARE(s["seats"][0]["graveyard"].size(), 2u);
}

void ServantsTest::effects_drawHealCostAndSpecialSummon()
{
    auto m = position(Json{{"health", 100}, {"hand", {"Second Wind", "Tidecaller's Blessing", "Sudden Gust"}},
                           {"servants", {{{"card", "Gale Sparrow"}}}}, {"strategies", {"Thunder Veto"}}},
                      Json{{"hand", {"Ember Toll"}}});
    // ids: hand c3 c4 c5, servant c6, strategy c7; seat 1 hand c11
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 1}}));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 3); // drew 1
    accept(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 1}}));
    refuse(*m, act(0, "pass"), "core.notYourTurn");
    accept(*m, act(1, "pass"));
    // Thunder Veto costs 100 Health: not payable with 100 left.
    refuse(*m, act(0, "activate", Json{{"card", "c7"}}), "servants.cost.health");
    refuse(*m, act(0, "activate", Json{{"card", "c5"}, {"slot", 2}}), "servants.target.bad");
    accept(*m, act(0, "pass"));
    QCOMPARE(state(*m)["seats"][0]["health"].get<int>(), 200);
    accept(*m, act(0, "endTurn"));
    accept(*m, act(1, "activate", Json{{"card", "c11"}, {"slot", 0}}));
    accept(*m, act(0, "activate", Json{{"card", "c7"}})); // pays 100, cancels Ember Toll
    passWindow(*m);
    const Json s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 100);
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Ember Toll"));
    // Special Summon: a servant of the level the card allows, into a free slot.
    auto full = position(Json{{"hand", {"Furnace Golem", "Gale Sparrow"}},
                              {"servants", {{{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}},
                                            {{"card", "Gale Sparrow"}}}},
                              {"strategies", {"Call to Arms", "Call to Arms"}}});
    // ids: hand c3 c4, servants c5..c8, strategies c9 c10
    accept(*full, act(0, "battle"));
    refuse(*full, act(0, "activate", Json{{"card", "c9"}}), "servants.specialSummon.choice");
    refuse(*full, act(0, "activate", Json{{"card", "c9"}, {"summon", "c5"}}), "servants.specialSummon.choice");
    accept(*full, act(0, "activate", Json{{"card", "c9"}, {"summon", "c3"}})); // level 4
    accept(*full, act(1, "pass"));
    accept(*full, act(0, "pass"));
    QCOMPARE(state(*full)["seats"][0]["servants"][4]["name"].get<std::string>(), std::string("Furnace Golem"));
    refuse(*full, act(0, "activate", Json{{"card", "c10"}, {"summon", "c4"}}), "servants.slot.full");
}

// ---------------------------------------------------------------- servant powers

void ServantsTest::powers_flipContinuousTrigger()
{
    // Flip: on a Flip Summon at once.
    auto m = position(Json{{"servants", {{{"card", "Lantern Moth Courier"}, {"position", "set"}}}}});
    accept(*m, act(0, "flip", Json{{"servant", "c3"}}));
    QCOMPARE(state(*m)["seats"][0]["handCount"].get<int>(), 1);
    // Flipped by an attack: after the damage calculation, and only if it survived.
    auto hit = position(Json{{"servants", {{{"card", "Copper Sentry Mk I"}}, {{"card", "Furnace Golem"}}}}},
                        Json{{"servants", {{{"card", "Quicksand Trapper"}, {"position", "set"}},
                                           {{"card", "Quicksand Trapper"}, {"position", "set"}}}}},
                        "battle");
    // ids: seat 0 servants c3 c4; seat 1 servants c8 c9
    accept(*hit, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*hit);
    Json s = state(*hit);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 980); // 100 OFF against 120 DEF first
    QVERIFY(s["seats"][0]["servants"][0].is_null());   // then the Flip power destroyed the attacker
    QCOMPARE(s["seats"][1]["servants"][0]["position"].get<std::string>(), std::string("defense"));
    accept(*hit, act(0, "attack", Json{{"attacker", "c4"}, {"target", 1}}));
    passWindow(*hit);
    s = state(*hit);
    QVERIFY(s["seats"][1]["servants"][1].is_null());   // 160 against 120: destroyed, so no Flip power
    QVERIFY(!s["seats"][0]["servants"][1].is_null());
    // Continuous: only while face-up; Fire servants of its controller, itself included.
    auto drum = position(Json{{"servants", {{{"card", "Cinder Drummer"}, {"position", "set"}}, {{"card", "Ember Hound"}}}}},
                         Json{{"servants", {{{"card", "Cinder Sprite"}}}}});
    QCOMPARE(state(*drum)["seats"][0]["servants"][1]["offNow"].get<int>(), 120);
    accept(*drum, act(0, "flip", Json{{"servant", "c3"}}));
    s = state(*drum);
    QCOMPARE(s["seats"][0]["servants"][1]["offNow"].get<int>(), 130);
    QCOMPARE(s["seats"][0]["servants"][0]["offNow"].get<int>(), 110);
    QCOMPARE(s["seats"][1]["servants"][0]["offNow"].get<int>(), 90); // the opponent's Fire servant: no
    // Trigger: when it inflicts Direct Damage (none when the damage is blocked).
    auto rat = position(Json{{"servants", {{{"card", "Gutter Rat Informant"}}, {{"card", "Hailstone Raven"}}}}},
                        Json{{"strategies", {"Mirror Shield"}}}, "battle");
    // ids: seat 0 servants c3 c4; seat 1 strategy c8
    accept(*rat, act(0, "attack", Json{{"attacker", "c3"}}));
    passWindow(*rat);
    s = state(*rat);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 920);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 1);
    accept(*rat, act(0, "attack", Json{{"attacker", "c4"}}));
    accept(*rat, act(1, "activate", Json{{"card", "c8"}}));
    passWindow(*rat);
    QCOMPARE(state(*rat)["seats"][1]["health"].get<int>(), 920); // blocked: no damage, no trigger
    auto raven = position(Json{{"servants", {{{"card", "Hailstone Raven"}}}}}, Json::object(), "battle");
    accept(*raven, act(0, "attack", Json{{"attacker", "c3"}}));
    passWindow(*raven);
    QCOMPARE(state(*raven)["seats"][1]["health"].get<int>(), 830); // 140 + 30
}

// Flip powers that choose a servant (Sunken Bellringer: return 1 other face-up servant to its
// owner's hand; Briarhold Snare-Witch: destroy 1 other servant, face-up or face-down): a Flip Summon
// names the target (`flip {servant, targetSeat, targetSlot}`), refused when it is missing or
// illegal; with no legal target the Flip Summon is taken and the power does nothing.
void ServantsTest::powers_flipSummonChoosesItsTarget()
{
    auto m = position(Json{{"servants", {{{"card", "Briarhold Snare-Witch"}, {"position", "set"}},
                                         {{"card", "Sunken Bellringer"}, {"position", "set"}}}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Thornwake Sprite"}, {"position", "set"}}}}});
    // ids: seat 0 deck c0-c2, servants c3 (set Witch) c4 (set Bellringer); seat 1 deck c5-c7,
    // servants c8 (Golem) c9 (set Sprite)
    refuse(*m, act(0, "flip", Json{{"servant", "c3"}}), "servants.power.target");
    refuse(*m, act(0, "flip", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 3}}), "servants.power.target");
    refuse(*m, act(0, "flip", Json{{"servant", "c3"}, {"targetSeat", 0}, {"targetSlot", 0}}), "servants.power.targetSelf");
    refuse(*m, act(0, "flip", Json{{"servant", "c4"}, {"targetSeat", 1}, {"targetSlot", 1}}), "servants.power.targetFaceDown");
    std::map<std::string, std::set<std::pair<int, int>>> offered;
    for (const auto& a : m->legalActions(0))
        if (a.type == "flip") {
            QVERIFY2(a.args.contains("targetSeat"), a.toJson().dump().c_str()); // never without its target
            offered[a.args["servant"].get<std::string>()].insert({a.args["targetSeat"].get<int>(), a.args["targetSlot"].get<int>()});
        }
    QCOMPARE(offered["c3"], (std::set<std::pair<int, int>>{{0, 1}, {1, 0}, {1, 1}})); // face-down ones too
    QCOMPARE(offered["c4"], (std::set<std::pair<int, int>>{{1, 0}}));                 // face-up only
    const auto r = m->submit(act(0, "flip", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 1}}));
    QVERIFY(r.accepted);
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][0]["position"].get<std::string>(), std::string("offense"));
    QVERIFY(s["seats"][1]["servants"][1].is_null());
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Thornwake Sprite"));
    QVERIFY(!s["seats"][1]["servants"][0].is_null()); // only the target
    QCOMPARE(m->prompt().kind, std::string("main")); // no question: the target came with the summon
    accept(*m, act(0, "flip", Json{{"servant", "c4"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    s = state(*m);
    QVERIFY(s["seats"][1]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["hand"][0]["name"].get<std::string>(), std::string("Furnace Golem"));

    // No legal target (the opponent's only servant is face-down, Bellringer needs a face-up one and
    // not itself): the Flip Summon is offered and taken without a target, and the power does nothing.
    auto none = position(Json{{"servants", {{{"card", "Sunken Bellringer"}, {"position", "set"}}}}},
                         Json{{"servants", {{{"card", "Thornwake Sprite"}, {"position", "set"}}}}});
    // ids: seat 0 deck c0-c2, servant c3 (set Bellringer); seat 1 deck c4-c6, servant c7 (set Sprite)
    bool plain = false;
    for (const auto& a : none->legalActions(0))
        if (a.type == "flip")
            plain = plain || !a.args.contains("targetSeat");
    QVERIFY(plain);
    refuse(*none, act(0, "flip", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}), "servants.power.targetFaceDown");
    const auto nothing = none->submit(act(0, "flip", Json{{"servant", "c3"}}));
    QVERIFY(nothing.accepted);
    QVERIFY(std::any_of(nothing.events.begin(), nothing.events.end(),
                        [](const core::Event& e) { return e.type == "flipNoTarget"; }));
    s = state(*none);
    QCOMPARE(s["seats"][0]["servants"][0]["position"].get<std::string>(), std::string("offense"));
    QCOMPARE(s["seats"][1]["servants"][0]["position"].get<std::string>(), std::string("set"));
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 0);

    // Duskveil Mesmerist: the chosen servant loses 60 OFF until the end of the turn.
    auto mes = position(Json{{"servants", {{{"card", "Duskveil Mesmerist"}, {"position", "set"}}}}},
                        Json{{"servants", {{{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, servant c3 (set Mesmerist); seat 1 deck c4-c6, servant c7 (Golem, OFF 160)
    accept(*mes, act(0, "flip", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    QCOMPARE(state(*mes)["seats"][1]["servants"][0]["offNow"].get<int>(), 100);
    accept(*mes, act(0, "endTurn"));
    QCOMPARE(state(*mes)["seats"][1]["servants"][0]["offNow"].get<int>(), 160);
}

// A set servant whose Flip power chooses, turned face-up by an attack: after the damage
// calculation its controller is asked (prompt "flipTarget", one usePower per target) before the
// battle goes on; nothing else is taken meanwhile. Destroyed by the attack, it is not asked.
void ServantsTest::powers_flippedByAnAttackAsksItsController()
{
    auto m = position(Json{{"servants", {{{"card", "Copper Sentry Mk I"}}, {{"card", "Furnace Golem"}}}}},
                      Json{{"servants", {{{"card", "Sunken Bellringer"}, {"position", "set"}},
                                         {{"card", "Briarhold Snare-Witch"}, {"position", "set"}},
                                         {{"card", "Thornwake Sprite"}, {"position", "set"}}}}},
                      "battle");
    // ids: seat 0 deck c0-c2, servants c3 (Sentry, OFF 100) c4 (Golem, OFF 160); seat 1 deck c5-c7,
    // servants c8 (set Bellringer, DEF 130) c9 (set Witch, DEF 150) c10 (set Sprite)
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*m); // the Attack and Damage steps: then the calculation
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 970); // 100 OFF against 130 DEF
    QCOMPARE(s["seats"][1]["servants"][0]["position"].get<std::string>(), std::string("defense"));
    auto p = m->prompt();
    QCOMPARE(p.kind, std::string("flipTarget"));
    QCOMPARE(p.seats, std::vector<int>{1});
    QCOMPARE(QString::fromStdString(p.message.id), QStringLiteral("servants.prompt.flipTarget"));
    QCOMPARE(s["flipAsk"]["servant"].get<std::string>(), std::string("c8"));
    QCOMPARE(view(*m, 0)["flipAsk"]["seat"].get<int>(), 1); // the question is public
    QVERIFY(m->legalActions(0).empty());
    std::set<std::pair<int, int>> offered;
    for (const auto& a : m->legalActions(1)) {
        QCOMPARE(a.type, std::string("usePower"));
        QCOMPARE(a.args["servant"].get<std::string>(), std::string("c8"));
        offered.insert({a.args["targetSeat"].get<int>(), a.args["targetSlot"].get<int>()});
    }
    QCOMPARE(offered, (std::set<std::pair<int, int>>{{0, 0}, {0, 1}})); // face-up, not itself
    refuse(*m, act(1, "pass"), "servants.flip.chooseFirst");
    refuse(*m, act(1, "usePower", Json{{"servant", "c8"}}), "servants.power.target");
    refuse(*m, act(1, "usePower", Json{{"servant", "c8"}, {"targetSeat", 1}, {"targetSlot", 1}}), "servants.power.targetFaceDown");
    refuse(*m, act(1, "usePower", Json{{"servant", "c8"}, {"targetSeat", 1}, {"targetSlot", 0}}), "servants.power.targetSelf");
    QVERIFY(!m->submit(act(0, "endBattle")).accepted); // not the attacker's decision now
    accept(*m, act(1, "usePower", Json{{"servant", "c8"}, {"targetSeat", 0}, {"targetSlot", 1}}));
    s = state(*m);
    QVERIFY(s["seats"][0]["servants"][1].is_null()); // the Golem went back to the hand
    QCOMPARE(s["seats"][0]["hand"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    QVERIFY(!s.contains("flipAsk"));
    QCOMPARE(m->prompt().kind, std::string("battle")); // the battle goes on
    QCOMPARE(m->prompt().seats, std::vector<int>{0});

    // Destroyed by the attack: its Flip power is not used, nobody is asked.
    auto hit = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}},
                        Json{{"servants", {{{"card", "Briarhold Snare-Witch"}, {"position", "set"}},
                                           {{"card", "Tidepool Scout"}}}}},
                        "battle");
    // ids: seat 0 deck c0-c2, servant c3 (Golem, OFF 160); seat 1 deck c4-c6, servants c7 (set Witch, DEF 150) c8
    accept(*hit, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*hit);
    s = state(*hit);
    QVERIFY(s["seats"][1]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Briarhold Snare-Witch"));
    QVERIFY(!s.contains("flipAsk"));
    QCOMPARE(hit->prompt().kind, std::string("battle"));
    QVERIFY(!s["seats"][0]["servants"][0].is_null() && !s["seats"][1]["servants"][1].is_null());
}

void ServantsTest::powers_costOncePerTurnFaceUpPaid()
{
    auto m = position(Json{{"health", 150},
                           {"servants", {{{"card", "Bloodprice Gladiator"}}, {{"card", "Ledger Imp"}},
                                         {{"card", "Ledger Imp"}, {"position", "set"}}, {{"card", "Ember Hound"}}}}});
    // ids: servants c3 c4 c5 c6
    refuse(*m, act(0, "usePower", Json{{"servant", "c6"}}), "servants.power.none");
    refuse(*m, act(0, "usePower", Json{{"servant", "c5"}}), "servants.power.faceDown");
    accept(*m, act(0, "usePower", Json{{"servant", "c3"}}));
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 100);
    refuse(*m, act(0, "usePower", Json{{"servant", "c4"}}), "servants.cost.health"); // 100 to pay, 100 left
    QCOMPARE(s["seats"][0]["servants"][0]["offNow"].get<int>(), 200);
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}}), "servants.power.once");
    accept(*m, act(0, "battle"));
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}}), "servants.chain.answerFirst");
    passWindow(*m);
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}}), "servants.phase.notMain");
    auto imp = position(Json{{"servants", {{{"card", "Ledger Imp"}}}}});
    accept(*imp, act(0, "usePower", Json{{"servant", "c3"}}));
    QCOMPARE(state(*imp)["seats"][0]["handCount"].get<int>(), 1);
    QCOMPARE(state(*imp)["seats"][0]["health"].get<int>(), 900);
}

void ServantsTest::phases_standbyAndEndPhaseCardActions()
{
    // S1: Standby (card-stated actions first), End (end effects, then discard down to 6): only
    // the face-up cards of the player whose turn it is.
    auto m = position(Json{{"health", 500}, {"hand", filler(7)},
                           {"servants", {{{"card", "Ashen Toll-Keeper"}}, {{"card", "Dawnbell Monk"}}}},
                           {"strategies", {Json{{"card", "Smouldering Watchfires"}, {"faceDown", false}},
                                           Json{{"card", "Hearthfire Vigil"}, {"faceDown", false}}}}},
                      Json{{"health", 500},
                           {"servants", {{{"card", "Dawnbell Monk"}, {"position", "set"}}, {{"card", "Ashen Toll-Keeper"}}}},
                           {"strategies", {"Hearthfire Vigil"}}});
    const auto r = m->submit(act(0, "endTurn"));
    QVERIFY(r.accepted);
    Json s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 460); // Watchfires 20 + Toll-Keeper 20, before discarding
    QCOMPARE(m->prompt().kind, std::string("discard"));
    accept(*m, act(0, "discard", Json{{"card", "c3"}}));
    // Player 2's Standby Phase: its set Monk and set Vigil do nothing; its End Phase: Toll-Keeper.
    s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 460);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 500);
    accept(*m, act(1, "endTurn"));
    s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 480 + 30 + 20); // 20 damage, then Player 1's Standby: Vigil, Monk
    QCOMPARE(s["seats"][1]["health"].get<int>(), 460);
    // Played from the hand, such a card does nothing when it resolves: it acts in its phase.
    auto fresh = position(Json{{"hand", {"Hearthfire Vigil", "Smouldering Watchfires"}}});
    accept(*fresh, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}}));
    passWindow(*fresh);
    accept(*fresh, act(0, "activate", Json{{"card", "c4"}, {"slot", 1}}));
    passWindow(*fresh);
    s = state(*fresh);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 1000);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000);
    QVERIFY(!s["seats"][0]["strategies"][0].is_null() && !s["seats"][0]["strategies"][1].is_null());
}

// ---------------------------------------------------------------- hidden information

// What each seat may not see (hiddenFrom, and visitHidden which the leak scans read after every
// action): both decks; the other seat's hand, face-down servants and face-down strategies; never
// one's own, nor anything face-up. The spectator may see neither hand.
void ServantsTest::hidden_whatEachSeatMayNotSee()
{
    auto m = position(Json{{"hand", {"Ember Toll", "Ember Hound"}},
                           {"servants", {{{"card", "Furnace Golem"}}, {{"card", "Kiln-Cracked Pilgrim"}, {"position", "set"}}}},
                           {"strategies", {Json{{"card", "Call to Arms"}, {"faceDown", true}}}}},
                      Json{{"hand", {"Magma Crawler"}}, {"servants", {{{"card", "Gale Sparrow"}, {"position", "set"}}}}});
    const Json st = state(*m);
    auto idsOf = [&](int seat, const char* zone) {
        std::set<std::string> out;
        for (const auto& c : st["seats"][seat][zone])
            if (c.is_object() && c.contains("id"))
                out.insert(c["id"].get<std::string>());
        return out;
    };
    const auto hand0 = idsOf(0, "hand"), hand1 = idsOf(1, "hand");
    QCOMPARE(hand0.size(), std::size_t(2));
    QCOMPARE(hand1.size(), std::size_t(1));
    const std::string set0 = st["seats"][0]["servants"][1]["id"].get<std::string>();
    const std::string up0 = st["seats"][0]["servants"][0]["id"].get<std::string>();
    const std::string down0 = st["seats"][0]["strategies"][0]["id"].get<std::string>();
    const std::string set1 = st["seats"][1]["servants"][0]["id"].get<std::string>();
    std::set<std::string> decks;
    for (int seat = 0; seat < 2; ++seat)
        for (const auto& d : st["seats"][seat]["deck"])
            decks.insert(d.get<std::string>().substr(0, d.get<std::string>().find(':')));
    QVERIFY(!decks.empty());
    for (const std::optional<core::Seat> viewer : {std::optional<core::Seat>(0), std::optional<core::Seat>(1), std::optional<core::Seat>()}) {
        const auto list = kRules.hiddenFrom(m->state(), viewer);
        const std::set<std::string> hidden(list.begin(), list.end());
        std::set<std::string> visited;
        kRules.visitHidden(m->state(), viewer, [&](std::string_view id) { visited.emplace(id); });
        QVERIFY(visited == hidden);
        std::set<std::string> expected = decks;
        if (viewer != std::optional<core::Seat>(0)) {
            expected.insert(hand0.begin(), hand0.end());
            expected.insert(set0);
            expected.insert(down0);
        }
        if (viewer != std::optional<core::Seat>(1)) {
            expected.insert(hand1.begin(), hand1.end());
            expected.insert(set1);
        }
        QVERIFY2(hidden == expected, viewer ? qPrintable(QStringLiteral("seat %1").arg(*viewer)) : "the spectator");
        QVERIFY(!hidden.count(up0));
    }
}

// Stops (the curtain's "Ask <name> about responses"): a chain in a Main Phase is "main", a chain
// or a step window in the Battle Phase "battle"; a decision of the turn's own player is none, and
// whenever a phase is named a bare pass is legal for the seat asked.
void ServantsTest::stops_chainAndStepQuestionsByPhase()
{
    QCOMPARE(kRules.stopPhases(), (std::vector<std::string>{"main", "battle"}));
    auto m = position(Json{{"hand", {"Ember Toll"}}, {"servants", {Json{{"card", "Furnace Golem"}}}}},
                      Json{{"servants", {Json{{"card", "Ember Hound"}}}}});
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QString());
    accept(*m, act(0, "activate", {{"card", "c3"}, {"slot", 0}}));
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QStringLiteral("main"));
    const int asked = m->prompt().seats.front();
    QCOMPARE(asked, 1);
    const auto legal = m->legalActions(asked);
    QVERIFY(std::find(legal.begin(), legal.end(), act(asked, "pass")) != legal.end());
    passWindow(*m);
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QString());
    accept(*m, act(0, "battle"));
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QStringLiteral("battle")); // the Start step asks
    passWindow(*m);
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QString()); // choose an attack
    accept(*m, act(0, "attack", {{"attacker", "c4"}, {"target", 0}}));
    QCOMPARE(QString::fromStdString(kRules.stopPhase(m->state())), QStringLiteral("battle"));
}

// Controlling an Opponent's servant (the rulebook's section): a card moves a face-up servant the
// opponent controls to the player's own free slot; it counts toward that player's five (refused
// when full); Equip cards stay with whoever played them; sacrificed or destroyed, it goes to its
// owner's graveyard.
void ServantsTest::control_takenByACard()
{
    auto m = position(Json{{"hand", {"Turncoat's Writ", "Turncoat's Writ", "Magma Crawler"}},
                           {"servants", {{{"card", "Ember Hound"}}}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Mirror Lake Sage"}}}},
                           {"strategies", {Json{{"card", "Stone Skin Ward"}, {"faceDown", false}, {"target", {{"seat", 1}, {"slot", 0}}}}}}});
    // ids: seat 0 deck c0-c2, hand c3 c4 c5, servant c6; seat 1 deck c7-c9, servants c10 c11, strategy c12
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 0}, {"targetSlot", 0}}),
           "servants.control.notOpponents");
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(s["seats"][0]["servants"][1]["owner"].get<int>(), 1);
    QVERIFY(s["seats"][1]["servants"][0].is_null());
    QCOMPARE(s["seats"][0]["servants"][1]["defNow"].get<int>(), 90 + 50); // the Equip still counts...
    QCOMPARE(s["seats"][1]["strategies"][0]["name"].get<std::string>(), std::string("Stone Skin Ward")); // ...from its player's slot
    QCOMPARE(s["seats"][0]["graveyard"][0]["name"].get<std::string>(), std::string("Turncoat's Writ"));
    // Used as one's own: a sacrifice for a level 5, then to its owner's graveyard (its Equip with it).
    accept(*m, act(0, "summon", Json{{"card", "c5"}, {"slot", 1}, {"sacrifices", {"c10"}}}));
    s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Magma Crawler"));
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    QVERIFY(s["seats"][0]["graveyard"].size() == 1u);
    QVERIFY(s["seats"][1]["strategies"][0].is_null());

    // Five servants of one's own: refused (it would count toward the five).
    auto full = position(Json{{"hand", {"Turncoat's Writ"}},
                              {"servants", {{{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}},
                                            {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}}}},
                         Json{{"servants", {{{"card", "Furnace Golem"}}}}});
    refuse(*full, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}), "servants.slot.full");

    // The zone filled while the card waited on the chain: it does nothing.
    auto late = position(Json{{"hand", {"Turncoat's Writ", "Ember Hound"}},
                              {"servants", {{{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}},
                                            {{"card", "Gale Sparrow"}}}},
                              {"strategies", {nullptr, "Call to Arms"}}},
                         Json{{"servants", {{{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3 c4, servants c5-c8, strategy c9; seat 1 deck c10-c12, servant c13
    accept(*late, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    accept(*late, act(1, "pass"));
    accept(*late, act(0, "activate", Json{{"card", "c9"}, {"summon", "c4"}}));
    passWindow(*late);
    s = state(*late);
    QCOMPARE(s["seats"][0]["servants"][4]["name"].get<std::string>(), std::string("Ember Hound"));
    QCOMPARE(s["seats"][1]["servants"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(s["seats"][0]["graveyard"].size(), 2u);
}


// Multi-trigger powers (rules: "you can activate even if it is your opponent's turn"; "Strategy,
// Conspiracy, and Servant powers all have different speeds"): a chain link of Speed 2, used when
// its player is asked (also in the opponent's turn) or may act in its own turn; once per turn;
// face-up only; a counter conspiracy cancels cards, not powers.
// A Multi-trigger power that targets (Gallowmere Headsman: destroy 1 servant on the map): the
// action carries targetSeat/targetSlot, the legal list offers each servant on the map, a
// face-down one only as the card in its slot (its id never reaches the other seat), and the
// power does nothing when its target has left the map before the link resolves.
void ServantsTest::powers_multiTriggerTargetsAChosenServant()
{
    auto m = position(Json{{"servants", {{{"card", "Gallowmere Headsman"}}}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Thornwake Sprite"}, {"position", "set"}}}}});
    // ids: seat 0 deck c0-c2, servant c3 (Headsman); seat 1 deck c4-c6, servants c7 (Golem) c8 (set Sprite)
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}}), "servants.power.target");
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 3}}), "servants.power.target");
    std::set<std::pair<int, int>> offered;
    for (const auto& a : m->legalActions(0))
        if (a.type == "usePower") {
            QCOMPARE(a.args["servant"].get<std::string>(), std::string("c3"));
            offered.insert({a.args["targetSeat"].get<int>(), a.args["targetSlot"].get<int>()});
            QVERIFY2(a.toJson().dump().find("c8") == std::string::npos, a.toJson().dump().c_str());
        }
    QCOMPARE(offered, (std::set<std::pair<int, int>>{{0, 0}, {1, 0}, {1, 1}}));
    accept(*m, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 1}}));
    const Json mine = kRules.viewFor(m->state(), 0), theirs = kRules.viewFor(m->state(), 1);
    QVERIFY(mine["chain"][0]["target"].is_null()); // face-down: seat 0 sees the slot, not the card
    QCOMPARE(mine["chain"][0]["targetSeat"].get<int>(), 1);
    QCOMPARE(mine["chain"][0]["targetSlot"].get<int>(), 1);
    QVERIFY(mine.dump().find("\"c8\"") == std::string::npos);
    QCOMPARE(theirs["chain"][0]["target"].get<std::string>(), std::string("c8")); // its controller knows it
    passWindow(*m);
    Json s = state(*m);
    QVERIFY(s["seats"][1]["servants"][1].is_null());
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Thornwake Sprite"));
    QVERIFY(!s["seats"][1]["servants"][0].is_null()); // only the target
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}), "servants.power.once");

    // The target leaves the map before the link resolves: the power does nothing. Seat 1's own
    // Headsman answers and destroys the same Golem first (the chain resolves from the top down).
    auto gone = position(Json{{"servants", {{{"card", "Gallowmere Headsman"}}, {{"card", "Gale Sparrow"}}}}},
                         Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Gallowmere Headsman"}}}}});
    // ids: seat 0 deck c0-c2, servants c3 (Headsman) c4 (Sparrow); seat 1 deck c5-c7, servants c8 (Golem) c9 (Headsman)
    accept(*gone, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    accept(*gone, act(1, "usePower", Json{{"servant", "c9"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    accept(*gone, act(0, "pass"));
    const auto r = gone->submit(act(1, "pass"));
    QVERIFY(r.accepted);
    QVERIFY(std::any_of(r.events.begin(), r.events.end(), [](const core::Event& e) { return e.type == "targetGone"; }));
    s = state(*gone);
    QCOMPARE(s["seats"][1]["graveyard"].size(), 1u); // the Golem, once
    QVERIFY(!s["seats"][0]["servants"][1].is_null()); // nothing else was destroyed
    QVERIFY(!s["seats"][1]["servants"][1].is_null());
}

// Multi-trigger powers on a chosen face-up servant other than destroy: Brasswing Marshal (+40 OFF
// until the end of the turn), Mirefen Hexwife (-50 DEF), Shieldbreak Drummer (change position),
// Undertow Siren (return to its owner's hand), Gloamstring Puppeteer (control until the end of the
// turn). Only face-up servants are offered; a full zone refuses the Puppeteer.
void ServantsTest::powers_chosenServantBoostWeakenReturnPositionControl()
{
    auto m = position(Json{{"servants", {{{"card", "Brasswing Marshal"}}, {{"card", "Mirefen Hexwife"}},
                                         {{"card", "Undertow Siren"}}, {{"card", "Gloamstring Puppeteer"}},
                                         {{"card", "Shieldbreak Drummer"}}}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Ember Hound"}},
                                         {{"card", "Thornwake Sprite"}, {"position", "set"}}}},
                           {"strategies", {{{"card", "Sharpened Resolve"}, {"faceDown", false},
                                            {"target", {{"seat", 1}, {"slot", 0}}}}}}});
    // ids: seat 0 deck c0-c2, servants c3 (Marshal) c4 (Hexwife) c5 (Siren) c6 (Puppeteer) c7 (Drummer);
    // seat 1 deck c8-c10, servants c11 (Golem) c12 (Hound) c13 (set Sprite), strategy c14 (Resolve on the Golem)
    refuse(*m, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 2}}), "servants.power.targetFaceDown");
    refuse(*m, act(0, "usePower", Json{{"servant", "c6"}, {"targetSeat", 1}, {"targetSlot", 0}}), "servants.slot.full");
    std::set<std::pair<int, int>> offered;
    for (const auto& a : m->legalActions(0))
        if (a.type == "usePower" && a.args["servant"] == "c3")
            offered.insert({a.args["targetSeat"].get<int>(), a.args["targetSlot"].get<int>()});
    QCOMPARE(offered, (std::set<std::pair<int, int>>{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 0}, {1, 1}}));
    Json s = state(*m);
    const int off = s["seats"][1]["servants"][0]["offNow"].get<int>(), def = s["seats"][1]["servants"][0]["defNow"].get<int>();
    accept(*m, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    QCOMPARE(kRules.viewFor(m->state(), 1)["chain"][0]["target"].get<std::string>(), std::string("c11"));
    passWindow(*m);
    accept(*m, act(0, "usePower", Json{{"servant", "c4"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][1]["servants"][0]["offNow"].get<int>(), off + 40);
    QCOMPARE(s["seats"][1]["servants"][0]["defNow"].get<int>(), def - 50);
    // Change position: Offense to Defense, not the servant's own change of the turn.
    accept(*m, act(0, "usePower", Json{{"servant", "c7"}, {"targetSeat", 1}, {"targetSlot", 1}}));
    passWindow(*m);
    s = state(*m);
    QCOMPARE(s["seats"][1]["servants"][1]["position"].get<std::string>(), std::string("defense"));
    QCOMPARE(s["seats"][1]["servants"][1]["changed"].get<bool>(), false);
    // Return to the hand: the Equip card bound to it goes, and so do its boosts of the turn.
    accept(*m, act(0, "usePower", Json{{"servant", "c5"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    s = state(*m);
    QVERIFY(s["seats"][1]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 1);
    QCOMPARE(s["seats"][1]["hand"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Sharpened Resolve"));
    QVERIFY(s["boosts"].empty());
    refuse(*m, act(0, "usePower", Json{{"servant", "c5"}, {"targetSeat", 1}, {"targetSlot", 1}}), "servants.power.once");

    // Control until the end of the turn, by a chosen target: not one's own; it goes back at the end.
    auto ctl = position(Json{{"servants", {{{"card", "Gloamstring Puppeteer"}}}}},
                        Json{{"servants", {{{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, servant c3 (Puppeteer); seat 1 deck c4-c6, servant c7 (Golem)
    refuse(*ctl, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 0}, {"targetSlot", 0}}),
           "servants.control.notOpponents");
    accept(*ctl, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*ctl);
    s = state(*ctl);
    QCOMPARE(s["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(s["seats"][0]["servants"][1]["returnsTo"].get<int>(), 1);
    accept(*ctl, act(0, "endTurn"));
    s = state(*ctl);
    QVERIFY(s["seats"][0]["servants"][1].is_null());
    QCOMPARE(s["seats"][1]["servants"][0]["name"].get<std::string>(), std::string("Furnace Golem"));

    // The target left the map before the link resolved: the power does nothing.
    auto gone = position(Json{{"servants", {{{"card", "Brasswing Marshal"}}}}},
                         Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Gallowmere Headsman"}}}}});
    // ids: seat 0 deck c0-c2, servant c3 (Marshal); seat 1 deck c4-c6, servants c7 (Golem) c8 (Headsman)
    accept(*gone, act(0, "usePower", Json{{"servant", "c3"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    accept(*gone, act(1, "usePower", Json{{"servant", "c8"}, {"targetSeat", 1}, {"targetSlot", 0}}));
    accept(*gone, act(0, "pass"));
    const auto r = gone->submit(act(1, "pass"));
    QVERIFY(r.accepted);
    QVERIFY(std::any_of(r.events.begin(), r.events.end(), [](const core::Event& e) { return e.type == "targetGone"; }));
    QVERIFY(state(*gone)["boosts"].empty());
}

// Riptide Recall (Normal strategy: return a face-up servant to its owner's hand) and Staggering
// Gale (Quick-Play: change a face-up servant's position); a servant whose control was taken goes
// to its owner's hand, and taken control ends with it.
void ServantsTest::cards_recallAndStaggeringGale()
{
    auto m = position(Json{{"hand", {"Riptide Recall", "Staggering Gale", "Borrowed Banner"}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}, {{"card", "Ember Hound"}},
                                         {{"card", "Thornwake Sprite"}, {"position", "set"}}}}});
    // ids: seat 0 deck c0-c2, hand c3 (Recall) c4 (Gale) c5 (Banner); seat 1 deck c6-c8, servants c9 (Golem) c10 (Hound) c11 (set)
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 2}}),
           "servants.target.bad");
    accept(*m, act(0, "activate", Json{{"card", "c4"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 1}}));
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][1]["servants"][1]["position"].get<std::string>(), std::string("defense"));
    QCOMPARE(s["seats"][0]["graveyard"][0]["name"].get<std::string>(), std::string("Staggering Gale"));
    accept(*m, act(0, "activate", Json{{"card", "c5"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*m);
    QCOMPARE(state(*m)["seats"][0]["servants"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 0}, {"targetSlot", 0}}));
    passWindow(*m);
    s = state(*m);
    QVERIFY(s["seats"][0]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["hand"][0]["name"].get<std::string>(), std::string("Furnace Golem")); // its owner's
    accept(*m, act(0, "endTurn"));
    QVERIFY(state(*m)["seats"][1]["servants"][0].is_null()); // nothing comes back from the hand
}

// Special Summons by servants' powers (Hollowreed Piper: Multi-trigger, level 3 or lower;
// Ashfall Beaconkeeper: Cost 100 Health, level 4 or lower): the action names the hand servant,
// the legal list offers each that fits; both in one turn, neither is the Normal Summon, and a
// Special Summon is a summon (Silvertongue Envoy's Trigger works).
void ServantsTest::powers_specialSummonByAServantsPower()
{
    auto m = position(Json{{"hand", {"Thornwake Sprite", "Gallowmere Headsman", "Silvertongue Envoy"}},
                           {"servants", {{{"card", "Hollowreed Piper"}}, {{"card", "Ashfall Beaconkeeper"}}}}},
                      Json{{"servants", {{{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3 (Sprite, 2) c4 (Headsman, 6) c5 (Envoy, 4), servants c6 (Piper) c7 (Beaconkeeper);
    // seat 1 deck c8-c10, servant c11 (Golem)
    refuse(*m, act(0, "usePower", Json{{"servant", "c6"}}), "servants.specialSummon.choice");
    refuse(*m, act(0, "usePower", Json{{"servant", "c6"}, {"summon", "c5"}}), "servants.specialSummon.choice"); // level 4
    refuse(*m, act(0, "usePower", Json{{"servant", "c7"}, {"summon", "c4"}}), "servants.specialSummon.choice"); // level 6
    std::set<std::pair<std::string, std::string>> offered;
    for (const auto& a : m->legalActions(0))
        if (a.type == "usePower")
            offered.insert({a.args["servant"].get<std::string>(), a.args["summon"].get<std::string>()});
    QCOMPARE(offered, (std::set<std::pair<std::string, std::string>>{{"c6", "c3"}, {"c7", "c3"}, {"c7", "c5"}}));

    accept(*m, act(0, "usePower", Json{{"servant", "c6"}, {"summon", "c3"}})); // a chain link
    QCOMPARE(kRules.viewFor(m->state(), 1)["chain"][0]["summon"]["name"].get<std::string>(), std::string("Thornwake Sprite"));
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][0]["servants"][2]["name"].get<std::string>(), std::string("Thornwake Sprite"));
    QCOMPARE(s["seats"][0]["servants"][2]["position"].get<std::string>(), std::string("offense"));
    QCOMPARE(s["normalSummonUsed"].get<bool>(), false);

    accept(*m, act(0, "usePower", Json{{"servant", "c7"}, {"summon", "c5"}})); // Cost: at once, no chain
    s = state(*m);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 900);
    QCOMPARE(s["seats"][0]["servants"][3]["name"].get<std::string>(), std::string("Silvertongue Envoy"));
    QCOMPARE(s["seats"][0]["servants"][4]["name"].get<std::string>(), std::string("Furnace Golem")); // its Trigger
    QCOMPARE(s["normalSummonUsed"].get<bool>(), false);
    refuse(*m, act(0, "usePower", Json{{"servant", "c7"}, {"summon", "c3"}}), "servants.power.once");

    // No free servant slot.
    auto full = position(Json{{"hand", {"Thornwake Sprite"}},
                              {"servants", {{{"card", "Hollowreed Piper"}}, {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}},
                                            {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}}}});
    // ids: seat 0 deck c0-c2, hand c3, servants c4 (Piper) c5-c8
    refuse(*full, act(0, "usePower", Json{{"servant", "c4"}, {"summon", "c3"}}), "servants.slot.full");
}

void ServantsTest::powers_multiTriggerAnswersInTheOpponentsTurn()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}, {"strategies", {"Counterspell Sigil"}}},
                      Json{{"servants", {{{"card", "Lanternveil Warden"}}, {{"card", "Thornwake Sprite"}, {"position", "set"}}}}},
                      "battle");
    // ids: seat 0 deck c0-c2, servant c3, strategy c4; seat 1 deck c5-c7, servants c8 (Warden) c9 (Sprite)
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    QCOMPARE(m->prompt().seats.front(), 1); // the defender is asked first
    const auto legal = m->legalActions(1);
    QVERIFY(std::any_of(legal.begin(), legal.end(),
                        [](const Action& a) { return a.type == "usePower" && a.args["servant"] == "c8"; }));
    refuse(*m, act(1, "usePower", Json{{"servant", "c9"}}), "servants.power.faceDown");
    accept(*m, act(1, "usePower", Json{{"servant", "c8"}}));
    Json v = kRules.viewFor(m->state(), 0);
    QCOMPARE(v["chain"].size(), 1u);
    QCOMPARE(v["chain"][0]["power"].get<bool>(), true);
    QCOMPARE(v["chain"][0]["speed"].get<int>(), 2);
    QCOMPARE(v["chain"][0]["seat"].get<int>(), 1);
    QCOMPARE(m->prompt().kind, std::string("chain"));
    refuse(*m, act(0, "activate", Json{{"card", "c4"}}), "servants.counter.notPower");
    accept(*m, act(0, "pass"));
    accept(*m, act(1, "pass"));
    QCOMPARE(state(*m)["attack"]["noDamage"].get<bool>(), true);
    QCOMPARE(m->prompt().seats.front(), 1); // the Attack step asks again after a chain
    refuse(*m, act(1, "usePower", Json{{"servant", "c8"}}), "servants.power.once");
    passWindow(*m); // Damage step: Golem (160) destroys Warden (OFF 120); the 40 are blocked
    Json s = state(*m);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000);
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Lanternveil Warden"));

    // Answering a chain in the opponent's Main Phase; used by its player in its own turn; not
    // answering an attack when there is none.
    auto main = position(Json{{"hand", {"Ember Toll"}}, {"servants", {{{"card", "Lanternveil Warden"}}, {{"card", "Thornwake Sprite"}}}}},
                         Json{{"servants", {{{"card", "Thornwake Sprite"}}}}});
    // ids: seat 0 deck c0-c2, hand c3, servants c4 (Warden) c5 (Sprite); seat 1 deck c6-c8, servant c9
    refuse(*main, act(0, "usePower", Json{{"servant", "c4"}}), "servants.activate.noAttack");
    accept(*main, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}}));
    accept(*main, act(1, "usePower", Json{{"servant", "c9"}}));
    passWindow(*main);
    s = state(*main);
    QCOMPARE(s["seats"][0]["health"].get<int>(), 970);
    QCOMPARE(s["seats"][1]["health"].get<int>(), 950);
    accept(*main, act(0, "usePower", Json{{"servant", "c5"}})); // starts a chain of its own
    QCOMPARE(main->prompt().seats.front(), 1);
    passWindow(*main);
    QCOMPARE(state(*main)["seats"][1]["health"].get<int>(), 920);

    // The servant gone before its link resolves: the power does nothing. The attacking Sprite
    // uses its power in the Battle step; Pitfall Snare answers and destroys it first.
    auto gone = position(Json{{"servants", {{{"card", "Thornwake Sprite"}}}}},
                         Json{{"servants", {{{"card", "Moss-Backed Tortoise"}, {"position", "defense"}}}},
                              {"strategies", {"Pitfall Snare"}}},
                         "battle");
    // ids: seat 0 deck c0-c2, servant c3; seat 1 deck c4-c6, servant c7, strategy c8
    accept(*gone, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    accept(*gone, act(1, "pass"));
    accept(*gone, act(0, "usePower", Json{{"servant", "c3"}}));
    accept(*gone, act(1, "activate", Json{{"card", "c8"}}));
    accept(*gone, act(0, "pass"));
    accept(*gone, act(1, "pass"));
    s = state(*gone);
    QCOMPARE(s["seats"][0]["graveyard"][0]["name"].get<std::string>(), std::string("Thornwake Sprite"));
    QCOMPARE(s["seats"][1]["health"].get<int>(), 1000); // no 30 damage
    QVERIFY(s["attack"].is_null());
}

// Trigger powers on the conditions the rules name: "when this card is sent from the map to the
// Graveyard" (destroyed or sacrificed; for the player who controlled it), and a condition stated
// on the card, "when this card is summoned" (Normal, Flip or Special Summon; not when set).
void ServantsTest::powers_triggerOnSummonedAndSentToGraveyard()
{
    auto m = position(Json{{"servants", {{{"card", "Furnace Golem"}}}}},
                      Json{{"servants", {{{"card", "Cinderhusk Martyr"}}}}}, "battle");
    // ids: seat 0 deck c0-c2, servant c3; seat 1 deck c4-c6, servant c7
    accept(*m, act(0, "attack", Json{{"attacker", "c3"}, {"target", 0}}));
    passWindow(*m);
    Json s = state(*m);
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Cinderhusk Martyr"));
    QCOMPARE(s["seats"][1]["handCount"].get<int>(), 1); // its controller drew
    QCOMPARE(s["seats"][1]["deckCount"].get<int>(), 2);

    auto sac = position(Json{{"hand", {"Magma Crawler"}}, {"servants", {{{"card", "Cinderhusk Martyr"}, {"position", "set"}}}}});
    // ids: seat 0 deck c0-c2, hand c3, servant c4
    accept(*sac, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}, {"sacrifices", {"c4"}}}));
    s = state(*sac);
    QCOMPARE(s["seats"][0]["handCount"].get<int>(), 1);
    QCOMPARE(s["seats"][0]["hand"][0]["id"].get<std::string>(), std::string("c0"));

    // Summoned: the Envoy takes the opponent's face-up servant with the highest OFF (a set one is
    // not seen), until the end of the turn.
    auto env = position(Json{{"hand", {"Silvertongue Envoy", "Silvertongue Envoy"}}},
                        Json{{"servants", {{{"card", "Magma Crawler"}, {"position", "set"}}, {{"card", "Ember Hound"}},
                                           {{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3 c4; seat 1 deck c5-c7, servants c8 (set) c9 (Hound) c10 (Golem)
    accept(*env, act(0, "set", Json{{"card", "c4"}, {"slot", 3}}));
    QVERIFY(state(*env)["seats"][1]["servants"][2].is_object()); // set: not summoned, nothing taken
    auto env2 = position(Json{{"hand", {"Silvertongue Envoy"}}},
                         Json{{"servants", {{{"card", "Magma Crawler"}, {"position", "set"}}, {{"card", "Ember Hound"}},
                                            {{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3; seat 1 deck c4-c6, servants c7 (set) c8 (Hound) c9 (Golem)
    accept(*env2, act(0, "summon", Json{{"card", "c3"}, {"slot", 0}}));
    s = state(*env2);
    QCOMPARE(s["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(s["seats"][0]["servants"][1]["returnsTo"].get<int>(), 1);
    QVERIFY(s["seats"][1]["servants"][2].is_null());
    // A Flip Summon is a summon: the Envoy set on an earlier turn, flipped now.
    auto flip = position(Json{{"servants", {{{"card", "Silvertongue Envoy"}, {"position", "set"}}}}},
                         Json{{"servants", {{{"card", "Ember Hound"}}}}});
    // ids: seat 0 deck c0-c2, servant c3; seat 1 deck c4-c6, servant c7
    accept(*flip, act(0, "flip", Json{{"servant", "c3"}}));
    QCOMPARE(state(*flip)["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Ember Hound"));
}

// Control for a limited time: "until the end of the turn" the servant is its taker's (attack,
// sacrifice); when the turn ends it returns to the player it was taken from, into a free slot; one
// that left the map meanwhile stays where it went; with no free slot it goes to its owner's
// graveyard. Every seat sees the marker (returnsTo, returnsTurn).
void ServantsTest::control_untilTheEndOfTheTurn()
{
    auto m = position(Json{{"hand", {"Borrowed Banner", "Borrowed Banner"}}},
                      Json{{"servants", {{{"card", "Ember Hound"}}, {{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3 c4; seat 1 deck c5-c7, servants c8 (Hound) c9 (Golem)
    refuse(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 0}, {"targetSlot", 0}}),
           "servants.target.bad");
    accept(*m, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 1}}));
    passWindow(*m);
    Json v = kRules.viewFor(m->state(), 1);
    QCOMPARE(v["seats"][0]["servants"][0]["name"].get<std::string>(), std::string("Furnace Golem"));
    QCOMPARE(v["seats"][0]["servants"][0]["returnsTo"].get<int>(), 1);
    QCOMPARE(v["seats"][0]["servants"][0]["returnsTurn"].get<int>(), 3);
    QVERIFY(!v["seats"][1]["servants"][0].contains("returnsTo"));
    accept(*m, act(0, "endTurn"));
    Json s = state(*m);
    QVERIFY(s["seats"][0]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["servants"][1]["name"].get<std::string>(), std::string("Furnace Golem"));
    QVERIFY(!s["seats"][1]["servants"][1].contains("returnsTo"));
    QCOMPARE(s["turn"].get<int>(), 4);

    // It left the map meanwhile (destroyed attacking): it stays in its owner's graveyard.
    auto gone = position(Json{{"hand", {"Borrowed Banner"}}},
                         Json{{"servants", {{{"card", "Ember Hound"}}, {{"card", "Furnace Golem"}}}}});
    // ids: seat 0 deck c0-c2, hand c3; seat 1 deck c4-c6, servants c7 (Hound) c8 (Golem)
    accept(*gone, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*gone);
    accept(*gone, act(0, "battle"));
    passWindow(*gone);
    accept(*gone, act(0, "attack", Json{{"attacker", "c7"}, {"target", 1}}));
    passWindow(*gone);
    accept(*gone, act(0, "endBattle"));
    passWindow(*gone);
    accept(*gone, act(0, "endTurn"));
    s = state(*gone);
    QCOMPARE(s["seats"][1]["graveyard"][0]["name"].get<std::string>(), std::string("Ember Hound"));
    QCOMPARE(s["seats"][1]["servants"][0], Json(nullptr));
    QCOMPARE(s["seats"][0]["health"].get<int>(), 960);

    // The owner's zone filled meanwhile (a Special Summon answering a chain): to its graveyard.
    auto full = position(Json{{"hand", {"Borrowed Banner", "Ember Toll"}}},
                         Json{{"hand", {"Ember Hound"}},
                              {"servants", {{{"card", "Furnace Golem"}}, {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}},
                                            {{"card", "Gale Sparrow"}}, {{"card", "Gale Sparrow"}}}},
                              {"strategies", {"Call to Arms"}}});
    // ids: seat 0 deck c0-c2, hand c3 c4; seat 1 deck c5-c7, hand c8, servants c9 (Golem) c10-c13, strategy c14
    accept(*full, act(0, "activate", Json{{"card", "c3"}, {"slot", 0}, {"targetSeat", 1}, {"targetSlot", 0}}));
    passWindow(*full);
    accept(*full, act(0, "activate", Json{{"card", "c4"}, {"slot", 1}}));
    accept(*full, act(1, "activate", Json{{"card", "c14"}, {"summon", "c8"}}));
    passWindow(*full);
    QCOMPARE(state(*full)["seats"][1]["servants"][0]["name"].get<std::string>(), std::string("Ember Hound"));
    accept(*full, act(0, "endTurn"));
    s = state(*full);
    QVERIFY(s["seats"][0]["servants"][0].is_null());
    QCOMPARE(s["seats"][1]["graveyard"].back()["name"].get<std::string>(), std::string("Furnace Golem"));
}

void ServantsTest::views_setCardsHiddenFromTheOpponent()
{
    auto m = position(Json{{"hand", {"Glacier Construct", "Pitfall Snare"}}});
    accept(*m, act(0, "set", Json{{"card", "c3"}, {"slot", 1}}));
    accept(*m, act(0, "setStrategy", Json{{"card", "c4"}, {"slot", 0}}));
    const Json own = kRules.viewFor(m->state(), 0);
    QCOMPARE(own["seats"][0]["servants"][1]["name"].get<std::string>(), std::string("Glacier Construct"));
    QCOMPARE(own["seats"][0]["strategies"][0]["name"].get<std::string>(), std::string("Pitfall Snare"));
    for (std::optional<int> viewer : {std::optional<int>(1), std::optional<int>()}) {
        const Json v = kRules.viewFor(m->state(), viewer);
        const Json slot = v["seats"][0]["servants"][1];
        QCOMPARE(slot.value("hidden", false), true);
        QCOMPARE(slot["position"].get<std::string>(), std::string("set"));
        QVERIFY(!slot.contains("id") && !slot.contains("name") && !slot.contains("card"));
        QVERIFY(!v["seats"][0]["strategies"][0].contains("id"));
        QVERIFY(v["seats"][0]["hand"].is_null());
        const std::string text = v.dump();
        QVERIFY(text.find("Glacier") == std::string::npos && text.find("Pitfall") == std::string::npos);
    }
    // The events of the set tell the opponent only that something was set.
    auto again = position(Json{{"hand", {"Glacier Construct"}}});
    const auto r = again->submit(act(0, "set", Json{{"card", "c3"}, {"slot", 1}}));
    QVERIFY(r.accepted);
    for (const auto& e : r.events)
        QVERIFY(e.forSeat(1)->dump().find("Glacier") == std::string::npos);
    // Attacked, it is flipped face-up for everyone.
    auto hit = position(Json::object(), Json{{"servants", {{{"card", "Glacier Construct"}, {"position", "set"}}}}}, "main1");
    accept(*hit, act(0, "endTurn"));
    QCOMPARE(kRules.viewFor(hit->state(), 0)["seats"][1]["servants"][0].value("hidden", false), true);
}

void ServantsTest::determinize_keepsViewAndLegalActions()
{
    // For each seat after every action of random games: its view and legal actions are the same
    // in the determinized state, and something it cannot see was dealt anew at least sometimes.
    int changed = 0, checks = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        core::Match m(kRules, config(seed));
        core::Rng chooser(seed * 31), dealer(seed * 77);
        for (int step = 0; step < 400 && !m.outcome(); ++step) {
            for (int seat = 0; seat < 2; ++seat) {
                auto d = kRules.determinize(m.state(), seat, dealer);
                QCOMPARE(kRules.viewFor(*d, seat), kRules.viewFor(m.state(), seat));
                const auto a = kRules.legalActions(*d, seat), b = kRules.legalActions(m.state(), seat);
                QVERIFY(a == b);
                changed += kRules.toJson(*d) != kRules.toJson(m.state()) ? 1 : 0;
                ++checks;
            }
            const auto prompt = m.prompt();
            const auto legal = m.legalActions(prompt.seats.front());
            QVERIFY(!legal.empty());
            QVERIFY(m.submit(legal[chooser.below(legal.size())]).accepted);
        }
    }
    QVERIFY(changed > checks / 2);
}

// ---------------------------------------------------------------- scenarios and random games

void ServantsTest::scenarios_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(SERVANTS_SCENARIOS));
    const auto files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 14);
    for (const auto& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void ServantsTest::scenarios()
{
    QFETCH(QString, file);
    QFile f(QStringLiteral(SERVANTS_SCENARIOS) + QLatin1Char('/') + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto report = core::runScenario(kRules, Json::parse(f.readAll().toStdString()));
    for (const auto& failure : report.failures)
        qWarning("%s", failure.c_str());
    QVERIFY(report.passed());
}

void ServantsTest::randomGames()
{
    const int games = qEnvironmentVariableIntValue("SERVANTS_RANDOM_GAMES") > 0
                          ? qEnvironmentVariableIntValue("SERVANTS_RANDOM_GAMES")
                          : 300;
    const auto stats = core::runRandomGames(kRules, games, 9000, 2);
    QVERIFY2(!stats.failingSeed, (stats.failure + " (seed " + std::to_string(stats.failingSeed.value_or(0)) + ")").c_str());
    QCOMPARE(stats.games, games);
    int ended = 0;
    for (const auto& [id, n] : stats.endings)
        ended += n;
    QCOMPARE(ended, games);
    QVERIFY(stats.endings.count("servants.end.health") && stats.endings.count("servants.end.deckOut"));
    qInfo("%d random games, %llu actions, %.0f actions per second (checked)", stats.games,
          static_cast<unsigned long long>(stats.actions), stats.actions / std::max(stats.seconds, 1e-9));
    // The random games reach what the invariants watch: chains of several links, cancelled
    // links, Replays, cards that stay on the map.
    std::map<std::string, int> seen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        core::Match m(kRules, config(seed));
        core::Rng chooser(seed * 7);
        for (int step = 0; step < 3000 && !m.outcome(); ++step) {
            const auto legal = m.legalActions(m.prompt().seats.front());
            const auto r = m.submit(legal[chooser.below(legal.size())]);
            for (const auto& e : r.events) {
                ++seen[e.type];
                if (e.type == "chainLink" && e.data["link"].get<int>() >= 2)
                    ++seen["chainLink2+"];
            }
        }
    }
    qInfo("in 40 games: %d links, %d answering links, %d cancelled, %d Replays, %d maps replaced", seen["chainLink"],
          seen["chainLink2+"], seen["negated"], seen["replay"], seen["mapReplaced"]);
    QVERIFY(seen["chainLink2+"] > 0 && seen["negated"] > 0 && seen["resolve"] > 0);
}

// Random games with decks full of the new powers and Borrowed Banner: every invariant holds after
// each action, views survive determinize, and the games reach power links, returns and triggers.
void ServantsTest::randomGames_multiTriggerTriggersAndLentControl()
{
    Json decks = Json::array();
    for (int seat = 0; seat < 2; ++seat) {
        Json deck = sz::starterDecks()[static_cast<std::size_t>(seat)].deck;
        for (const char* name : {"Lanternveil Warden", "Thornwake Sprite", "Cinderhusk Martyr", "Silvertongue Envoy",
                                 "Borrowed Banner", "Sunken Bellringer", "Briarhold Snare-Witch", "Duskveil Mesmerist"})
            deck["sections"]["main"].push_back(Json{{"name", name}, {"count", 3}});
        decks.push_back(deck);
    }
    std::map<std::string, int> seen;
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        auto c = config(seed);
        c.decks = decks;
        core::Match m(kRules, c);
        core::Rng chooser(seed * 13), dealer(seed * 5);
        for (int step = 0; step < 2500 && !m.outcome(); ++step) {
            const int asked = m.prompt().seats.front();
            const auto legal = m.legalActions(asked);
            QVERIFY(!legal.empty());
            // Powers first when they are offered, so that the games use them.
            std::vector<Action> powers;
            for (const auto& a : legal)
                if (a.type == "usePower" || (a.type == "activate" && a.args["card"].is_string()))
                    powers.push_back(a);
            const Action a = !powers.empty() && chooser.below(2) == 0 ? powers[chooser.below(powers.size())]
                                                                       : legal[chooser.below(legal.size())];
            const auto r = m.submit(a);
            QVERIFY2(r.accepted, a.toJson().dump().c_str());
            const auto bad = kRules.invariantViolations(m.state(), r.events);
            QVERIFY2(bad.empty(), (bad.empty() ? std::string() : bad.front() + " (seed " + std::to_string(seed) + ")").c_str());
            for (const auto& e : r.events) {
                ++seen[e.type];
                if (e.type == "chainLink" && e.data.value("power", false))
                    ++seen["powerLink"];
                if (e.type == "power" && e.data.value("kind", std::string()) == "trigger")
                    ++seen["trigger:" + e.data.value("name", std::string())];
            }
            if (step % 7 == 0) {
                auto d = kRules.determinize(m.state(), asked, dealer);
                QCOMPARE(kRules.viewFor(*d, asked), kRules.viewFor(m.state(), asked));
            }
        }
    }
    qInfo("power links %d, control taken %d, returned %d, return to a full zone %d, Martyr %d, Envoy %d", seen["powerLink"],
          seen["controlTaken"], seen["controlReturned"], seen["controlReturnFails"], seen["trigger:Cinderhusk Martyr"],
          seen["trigger:Silvertongue Envoy"]);
    QVERIFY(seen["powerLink"] > 0 && seen["controlTaken"] > 0 && seen["controlReturned"] > 0);
    QVERIFY(seen["trigger:Cinderhusk Martyr"] > 0 && seen["trigger:Silvertongue Envoy"] > 0);
    qInfo("Flip powers that choose: asked after an attack %d, with no legal target %d", seen["flipAsk"], seen["flipNoTarget"]);
    QVERIFY(seen["flipAsk"] > 0);
}

void ServantsTest::conformance_replayUndoViewsAndMutations()
{
    // The suite every registered game passes (replay hashes, undo safety, views unchanged under
    // determinize, mutated actions refused), on Servant Zones before it is registered.
    conformance::Options o;
    o.games = qEnvironmentVariableIntValue("SERVANTS_CONFORMANCE_GAMES") > 0
                  ? qEnvironmentVariableIntValue("SERVANTS_CONFORMANCE_GAMES")
                  : 2;
    o.seed = 5;
    o.mutateEvery = 3;
    const auto report = conformance::run(kRules, o);
    for (const auto& f : report.failures)
        qWarning("%s", f.c_str());
    QVERIFY(report.failures.empty());
    QCOMPARE(report.games, o.games);
    QVERIFY(report.redealtDiffered > 0);
    qInfo("conformance: %d games, %llu actions, %llu mutations refused", report.games,
          static_cast<unsigned long long>(report.actions), static_cast<unsigned long long>(report.mutationsRefused));
}

using Mutation = std::function<void(sz::ServantsState&)>;
Q_DECLARE_METATYPE(Mutation)

void ServantsTest::stateDigest_seesEveryField_data()
{
    // One row per field of ServantsState (and the structs inside it); the list of fields is read
    // from ServantsState.h itself, so a field added there without a row here fails below.
    using sz::ServantsState;
    QTest::addColumn<Mutation>("prepare"); // applied before the digest that the row's change must move
    QTest::addColumn<Mutation>("mutate");
    static std::set<std::string> rows;
    rows.clear();
    auto on = [](const char* name, Mutation prepare, Mutation m) {
        rows.insert(name);
        QTest::newRow(name) << prepare << m;
    };
    auto row = [=](const char* name, Mutation m) { on(name, [](ServantsState&) {}, m); };
    row("options.firstPlayer", [](ServantsState& s) { ++s.options.firstPlayer; });
    row("options.startingHealth", [](ServantsState& s) { s.options.startingHealth += 10; });
    row("cards.def", [](ServantsState& s) { ++s.cards[5].def; });
    row("cards.owner", [](ServantsState& s) { s.cards[5].owner ^= 1; });
    row("cards.id", [](ServantsState& s) { s.cards[5].id += "x"; });
    row("cards: count", [](ServantsState& s) { s.cards.push_back(s.cards.back()); });
    row("players.health", [](ServantsState& s) { s.players[1].health -= 10; });
    row("players.deck order", [](ServantsState& s) { std::swap(s.players[1].deck[0], s.players[1].deck[1]); });
    row("players.hand", [](ServantsState& s) { s.players[1].hand.push_back(s.players[1].deck.back()); });
    row("players.graveyard", [](ServantsState& s) { s.players[0].graveyard.push_back(3); });
    row("players.servants.card", [](ServantsState& s) { s.players[0].servants[2].card = 7; });
    row("players.servants.pos", [](ServantsState& s) { s.players[0].servants[2].pos = sz::Pos::Set; });
    row("players.servants.placedTurn", [](ServantsState& s) { ++s.players[0].servants[2].placedTurn; });
    row("players.servants.changedTurn", [](ServantsState& s) { ++s.players[0].servants[2].changedTurn; });
    row("players.servants.powerTurn", [](ServantsState& s) { ++s.players[0].servants[2].powerTurn; });
    row("players.servants.attackedTurn", [](ServantsState& s) { ++s.players[0].servants[2].attackedTurn; });
    row("players.strategies.card", [](ServantsState& s) { s.players[1].strategies[4].card = 8; });
    row("players.strategies.faceDown", [](ServantsState& s) { s.players[1].strategies[4].faceDown ^= true; });
    row("players.strategies.setTurn", [](ServantsState& s) { ++s.players[1].strategies[4].setTurn; });
    row("players.strategies.target", [](ServantsState& s) { s.players[1].strategies[4].target = 3; });
    row("mapCard", [](ServantsState& s) { s.mapCard = 9; });
    row("window", [](ServantsState& s) { s.window = core::ResponseWindow::around(0, 2); });
    on("window: passes", [](ServantsState& s) { s.window = core::ResponseWindow::around(0, 2); },
       [](ServantsState& s) { s.window->pass(); });
    const Mutation withLink = [](ServantsState& s) { s.chain.push_back(sz::ChainLink{4, -1, -1, false}); };
    on("chain.card", withLink, [](ServantsState& s) { ++s.chain[0].card; });
    on("chain.target", withLink, [](ServantsState& s) { s.chain[0].target = 2; });
    on("chain.summon", withLink, [](ServantsState& s) { s.chain[0].summon = 2; });
    on("chain.negated", withLink, [](ServantsState& s) { s.chain[0].negated = true; });
    on("chain.power", withLink, [](ServantsState& s) { s.chain[0].power = true; });
    const Mutation withLent = [](ServantsState& s) { s.lent.push_back(sz::LentServant{3, 1, 3}); };
    on("lent.card", withLent, [](ServantsState& s) { s.lent[0].card = 4; });
    on("lent.returnTo", withLent, [](ServantsState& s) { s.lent[0].returnTo = 0; });
    on("lent.turn", withLent, [](ServantsState& s) { ++s.lent[0].turn; });
    row("step", [](ServantsState& s) { s.step = sz::Step::Damage; });
    row("attack.attacker", [](ServantsState& s) { s.attack.attacker = 3; });
    row("attack.target", [](ServantsState& s) { s.attack.target = 3; });
    row("attack.foeServants", [](ServantsState& s) { ++s.attack.foeServants; });
    row("attack.targetFlipped", [](ServantsState& s) { s.attack.targetFlipped = true; });
    row("attack.noDamage", [](ServantsState& s) { s.attack.noDamage = true; });
    const Mutation withBoost = [](ServantsState& s) { s.boosts.push_back(sz::TurnBoost{3, 0, 0}); };
    on("boosts.card", withBoost, [](ServantsState& s) { s.boosts[0].card = 4; });
    on("boosts.off", withBoost, [](ServantsState& s) { s.boosts[0].off = 10; });
    on("boosts.def", withBoost, [](ServantsState& s) { s.boosts[0].def = 10; });
    const Mutation withFlipAsk = [](ServantsState& s) { s.flipAsk = sz::FlipQuestion{3, 1, 4}; };
    row("flipAsk", [](ServantsState& s) { s.flipAsk = sz::FlipQuestion{3, 1, 4}; });
    on("flipAsk.card", withFlipAsk, [](ServantsState& s) { s.flipAsk->card = 5; });
    on("flipAsk.seat", withFlipAsk, [](ServantsState& s) { s.flipAsk->seat = 0; });
    on("flipAsk.attacker", withFlipAsk, [](ServantsState& s) { s.flipAsk->attacker = -1; });
    row("summoned", [](ServantsState& s) { s.summoned = 3; });
    row("firstPlayer", [](ServantsState& s) { s.firstPlayer ^= 1; });
    row("active", [](ServantsState& s) { s.active ^= 1; });
    row("turn", [](ServantsState& s) { ++s.turn; });
    row("phase", [](ServantsState& s) { s.phase = s.phase == sz::Phase::Main2 ? sz::Phase::Main1 : sz::Phase::Main2; });
    row("normalSummonUsed", [](ServantsState& s) { s.normalSummonUsed ^= true; });
    row("over", [](ServantsState& s) { s.over ^= true; });
    row("winners", [](ServantsState& s) { s.winners.push_back(1); });
    row("endMessage.id", [](ServantsState& s) { s.endMessage.id = "servants.x"; });
    row("endMessage.text", [](ServantsState& s) { s.endMessage.text = "x"; });
    row("endMessage.args", [](ServantsState& s) { s.endMessage.args["seat"] = 1; });
    row("endMessage.rule", [](ServantsState& s) { s.endMessage.rule = "servants.x"; });

    QFile header(QStringLiteral(SERVANTS_SOURCE "/src/games/servants/ServantsState.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const auto fields = statefields::paths(header.readAll().toStdString(), "ServantsState");
    QVERIFY2(fields.size() > 20, "ServantsState.h was not read as expected");
    std::string missing;
    for (const auto& f : statefields::uncovered(fields, rows))
        missing += " " + f;
    QVERIFY2(missing.empty(), ("fields of ServantsState with no row:" + missing).c_str());
}

void ServantsTest::stateDigest_seesEveryField()
{
    QFETCH(Mutation, prepare);
    QFETCH(Mutation, mutate);
    core::Match match(kRules, config(3));
    auto state = static_cast<const sz::ServantsState&>(match.state());
    prepare(state);
    auto changed = state;
    const auto before = kRules.stateDigest(state);
    mutate(changed);
    QVERIFY2(kRules.stateDigest(changed) != before, "the digest did not change with this field");
}

// Straight to the rules (the match's own gate answers "not your turn" before them): a seat
// that is not the decider, a discard outside the End Phase, and anything after the end.
void ServantsTest::refusals_overNotYourDecisionDiscardNotNow()
{
    auto m = position(Json::object());
    auto st = m->state().clone();
    core::Rng rng(1);
    QCOMPARE(QString::fromStdString(kRules.apply(*st, act(1, "pass"), rng).refusal.id), QStringLiteral("servants.notYourDecision"));
    QCOMPARE(QString::fromStdString(kRules.apply(*st, act(0, "discard", Json{{"card", "1"}}), rng).refusal.id),
             QStringLiteral("servants.discard.notNow"));
    auto withHand = position(Json{{"hand", {"Ember Hound", "Tidepool Scout", "Gale Sparrow"}}});
    auto hs = withHand->state().clone();
    QCOMPARE(QString::fromStdString(kRules.apply(*hs, act(0, "summon", Json{{"card", "c3"}, {"slot", 9}}), rng).refusal.id),
             QStringLiteral("servants.slot.bad"));
    QCOMPARE(QString::fromStdString(kRules.apply(*hs, act(0, "fly"), rng).refusal.id), QStringLiteral("servants.unknownAction"));
    static_cast<sz::ServantsState&>(*st).over = true;
    QCOMPARE(QString::fromStdString(kRules.apply(*st, act(0, "pass"), rng).refusal.id), QStringLiteral("servants.over"));
}

QTEST_GUILESS_MAIN(ServantsTest)
#include "tst_servants.moc"
