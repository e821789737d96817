// Kaiju City's combat: one test per rule of the Attack and Challenge actions, house rulings
// K1-K4 and K6, damage, fury, KO, glory and the end of the game through combat
// (docs/games/kaiju.md). Positions are set up with setupScenario, so every card is known.
#include "core/Match.h"
#include "core/Scenario.h"
#include "KaijuPositions.h"
#include "games/kaiju/KaijuRules.h"

#include <algorithm>

#include <QtTest>

using namespace tabletop;
using core::Action;
using core::Json;
using games::kaiju::KaijuRules;
using games::kaiju::KaijuState;
using games::kaiju::Phase;

namespace {
const KaijuRules kRules;

using kaijutest::ids;

Json fighter(const char* card, int damage = 0)
{
    return Json{{"card", card}, {"damage", damage}, {"active", true}, {"enteredCity", true}, {"selected", true}};
}

// Two seats in the Action phase, seat 0 first: Grothmaw (aquatic, giant; F4 A2 P5, KO at 14)
// against Bastion-9 (armored, electric; F3 A2 P5, KO at 14). Seat 0's combat hand has ids
// 101.., seat 1's 201..; both combat decks hold 5 cards (ids 151.., 251..).
Json position(Json hand0, Json hand1, Json team0 = Json(), Json team1 = Json())
{
    if (team0.is_null())
        team0 = Json::array({fighter("grothmaw"), "silt-lancer"});
    if (team1.is_null())
        team1 = Json::array({fighter("bastion-9"), "gearjaw"});
    const Json deck0 = ids(151, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"});
    const Json deck1 = ids(251, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"});
    return Json{{"phase", "action"},
                {"order", Json::array({0, 1})},
                {"cursor", 0},
                {"seats", Json::array({Json{{"team", team0}, {"energy", 10}, {"combatHand", hand0}, {"combatDeck", deck0}},
                                       Json{{"team", team1}, {"energy", 10}, {"combatHand", hand1}, {"combatDeck", deck1}}})}};
}

std::unique_ptr<KaijuState> load(const Json& pos, Json options = Json::object(), int seats = 2)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = seats;
    c.seed = 3;
    c.options = std::move(options);
    core::Rng rng(3);
    auto base = kRules.setupScenario(c, pos, rng);
    return std::unique_ptr<KaijuState>(static_cast<KaijuState*>(base.release()));
}

core::Result act(KaijuState& s, int seat, std::string type, Json args = Json::object())
{
    core::Rng rng(99);
    return kRules.apply(s, Action{seat, std::move(type), std::move(args)}, rng);
}

// Team fights (ruling T1): every seat asked who joins adds nobody (a fight of one a side).
void noJoins(KaijuState& s)
{
    while (s.phase == Phase::Join)
        QVERIFY(act(s, s.combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
}
void attack(KaijuState& s)
{
    QVERIFY(act(s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
    noJoins(s);
}
core::Result join(KaijuState& s, int seat, Json characters)
{
    return act(s, seat, "join", Json{{"characters", std::move(characters)}});
}
// Three kaiju a team: Grothmaw (F4 A2 P5), Silt Lancer (F3 A4 P3) and Tidewyrm (F3 A3 P4) for
// seat 0; Bastion-9 (F3 A2 P5, KO at 14), Gearjaw (F5 A2 P3, KO at 12) and Stormjack for seat 1.
Json teamPosition(Json hand0, Json hand1, Json team1 = Json())
{
    if (team1.is_null())
        team1 = Json::array({fighter("bastion-9"), "gearjaw", "stormjack"});
    return position(std::move(hand0), std::move(hand1), Json::array({fighter("grothmaw"), "silt-lancer", "tidewyrm"}),
                    std::move(team1));
}
core::Result strike(KaijuState& s, int seat, Json cards, Json more = Json::object())
{
    Json args{{"cards", std::move(cards)}};
    for (const auto& [k, v] : more.items())
        args[k] = v;
    return act(s, seat, "strike", args);
}
core::Result block(KaijuState& s, int seat, Json cards, Json answers)
{
    return act(s, seat, "block", Json{{"cards", std::move(cards)}, {"answers", std::move(answers)}});
}
int damageOf(const KaijuState& s, int seat, int character = 0)
{
    return s.seats[static_cast<std::size_t>(seat)].team[static_cast<std::size_t>(character)].damage;
}
// The scar step after a combat (K4): every seat asked passes.
void skipScars(KaijuState& s)
{
    while (s.phase == Phase::Scars)
        QVERIFY(act(s, s.combat->window.asked(), "skipScar").accepted);
}
const Json* findEvent(const std::vector<core::Event>& events, const std::string& type)
{
    for (const auto& e : events)
        if (e.type == type)
            return &e.data;
    return nullptr;
}
} // namespace

class TestKaijuCombat : public QObject {
    Q_OBJECT
private slots:
    // Attack: the active character fights another active character; the attacker is the
    // Sword of round 1, and each fighter's pools start at its printed values (K1).
    void attackStartsCombatWithPools()
    {
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        attack(*s);
        QVERIFY(s->phase == Phase::Combat);
        const auto& c = *s->combat;
        QCOMPARE(c.round, 1);
        QCOMPARE(c.sword, 0);
        QCOMPARE(c.fighters[0].seat, 0);
        QCOMPARE(c.fighters[1].seat, 1);
        QCOMPARE(c.fighters[0].ferocity, 4);
        QCOMPARE(c.fighters[0].agility, 2);
        QCOMPARE(c.fighters[0].power, 5);
        QCOMPARE(c.fighters[1].ferocity, 3);
        const auto p = kRules.prompt(*s);
        QCOMPARE(p.kind, std::string("sword"));
        QCOMPARE(p.seats, std::vector<int>{0});
    }

    void attackRefusals_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("character");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("own-seat") << "attack" << 0 << 0 << "kaiju.noTarget";
        QTest::newRow("no-such-seat") << "attack" << 3 << 0 << "kaiju.noTarget";
        QTest::newRow("no-such-character") << "attack" << 1 << 5 << "kaiju.noCharacter";
        QTest::newRow("attack-inactive") << "attack" << 1 << 1 << "kaiju.notActive";
        QTest::newRow("challenge-active") << "challenge" << 1 << 0 << "kaiju.alreadyActive";
        QTest::newRow("knocked-out") << "challenge" << 1 << 2 << "kaiju.targetKnockedOut";
    }
    void attackRefusals()
    {
        QFETCH(QString, type);
        QFETCH(int, seat);
        QFETCH(int, character);
        QFETCH(QString, refusal);
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"}), Json(),
                               Json::array({fighter("bastion-9"), "gearjaw", Json{{"card", "stormjack"}, {"damage", 10}}})));
        const auto r = act(*s, 0, type.toStdString(), Json{{"seat", seat}, {"character", character}});
        QVERIFY(!r.accepted);
        QCOMPARE(QString::fromStdString(r.refusal.id), refusal);
        QVERIFY(s->phase == Phase::Action);
        // Outside the Action phase.
        s->phase = Phase::Selection;
        QCOMPARE(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).refusal.id, std::string("kaiju.notAction"));
    }

    // K1: each cost box is paid from its pool while the pool lasts, each missing box with one
    // energy (option boxEnergy); the payment is made at the reveal. A play the energy cannot
    // cover is refused.
    void costsPaidFromPoolsThenEnergy_data()
    {
        QTest::addColumn<int>("boxEnergy");
        QTest::addColumn<int>("energyLeft");
        QTest::newRow("K1-default") << 1 << 9;
        QTest::newRow("option-2") << 2 << 8;
    }
    void costsPaidFromPoolsThenEnergy()
    {
        QFETCH(int, boxEnergy);
        QFETCH(int, energyLeft);
        // Silt Lancer (F3 A4 P3) plays Searing Breath (power, power) and Body Slam (power,
        // ferocity): three power boxes against a pool of 3, one ferocity box.
        auto s = load(position(ids(101, {"atomic-breath", "body-slam", "crushing-bite"}), ids(201, {"brace"}),
                               Json::array({fighter("silt-lancer")})),
                      Json{{"boxEnergy", boxEnergy}});
        attack(*s);
        s->combat->fighters[0].power = 2; // one power box is left unpaid by the pool
        QVERIFY(strike(*s, 0, Json::array({101, 102})).accepted);
        QCOMPARE(s->seats[0].energy, 10); // nothing is paid before the reveal
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(s->combat->fighters[0].power, 0);
        QCOMPARE(s->combat->fighters[0].ferocity, 2);
        QCOMPARE(s->seats[0].energy, energyLeft);
    }

    void costBeyondEnergyIsRefused()
    {
        auto s = load(position(ids(101, {"atomic-breath", "body-slam"}), ids(201, {"brace"})));
        s->seats[0].energy = 1;
        attack(*s);
        s->combat->fighters[0].power = 0; // three power boxes unpaid: 3 energy needed, 1 left
        const auto r = strike(*s, 0, Json::array({101, 102}));
        QCOMPARE(r.refusal.id, std::string("kaiju.cannotPay"));
        QVERIFY(strike(*s, 0, Json::array({101})).refusal.id == "kaiju.cannotPay");
        s->seats[0].energy = 2;
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        // The legal list of the Shield never offers what it cannot pay for.
        s->seats[1].energy = 0;
        s->combat->fighters[1].power = 0;
        for (const auto& a : kRules.legalActions(*s, 1))
            QVERIFY2(a.args["cards"].empty(), a.args.dump().c_str());
        QCOMPARE(block(*s, 1, Json::array({201}), Json::array({0})).refusal.id, std::string("kaiju.cannotPay"));
    }

    // K2: the Sword's cards lie face down with their targets until the Shield has answered:
    // the other seats see how many and at whom, never which cards; the Sword sees its own.
    void faceDownAttacksAreHidden()
    {
        auto s = load(position(ids(101, {"crushing-bite", "tail-sweep"}), ids(201, {"brace"})), Json::object(), 2);
        attack(*s);
        const auto r = strike(*s, 0, Json::array({101, 102}));
        QVERIFY(r.accepted);
        const Json shieldView = kRules.viewFor(*s, 1);
        QCOMPARE(shieldView["combat"]["attacks"].size(), std::size_t(2));
        QVERIFY(!shieldView["combat"]["attacks"][0].contains("card"));
        QCOMPARE(shieldView["combat"]["attacks"][0]["target"].get<int>(), 1);
        QVERIFY(shieldView.dump().find("crushing-bite") == std::string::npos);
        QVERIFY(kRules.viewFor(*s, std::nullopt).dump().find("crushing-bite") == std::string::npos);
        const Json swordView = kRules.viewFor(*s, 0);
        QCOMPARE(swordView["combat"]["attacks"][0]["card"].get<std::string>(), std::string("crushing-bite"));
        const auto hidden = kRules.hiddenFrom(*s, 1);
        QVERIFY(std::find(hidden.begin(), hidden.end(), "kc101") != hidden.end());
        // The event tells the others the count only.
        const auto& e = r.events.back();
        QVERIFY(!e.audience.everyone);
        QVERIFY(e.redacted.dump().find("crushing-bite") == std::string::npos);
        QCOMPARE(e.redacted["count"].get<int>(), 2);
        // The Shield is asked now.
        QCOMPARE(kRules.prompt(*s).kind, std::string("shield"));
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
    }

    // K2: each attack deals its Damage minus the Toughness assigned to it, at least 0; a
    // Toughness card helps only the attack it is assigned to.
    void revealDamageMinusToughness()
    {
        auto s = load(position(ids(101, {"crushing-bite", "tail-sweep"}), ids(201, {"brace", "roll-with-it"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101, 102})).accepted);
        // Brace (3) against Crushing Bite (3): 0; Roll With It (2) against Tail Sweep (2): 0.
        // Both on the bite: 3 - 5 = 0 (not negative), the sweep deals 2.
        const auto r = block(*s, 1, Json::array({201, 202}), Json::array({0, 0}));
        QVERIFY(r.accepted);
        QCOMPARE(damageOf(*s, 1), 2);
        const Json* reveal = findEvent(r.events, "reveal");
        QVERIFY(reveal);
        QCOMPARE((*reveal)["attacks"][0]["dealt"].get<int>(), 0);
        QCOMPARE((*reveal)["attacks"][1]["dealt"].get<int>(), 2);
        // The played cards went to their owners' combat discard piles.
        QCOMPARE(s->seats[0].combatDiscard.size(), std::size_t(2));
        QCOMPARE(s->seats[1].combatDiscard.size(), std::size_t(2));
    }

    // Trait icons: +1 for each icon whose trait the player's character has, -1 for each red
    // icon whose trait the opponent has.
    void traitModifiers_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("defender");
        QTest::addColumn<QString>("shield");
        QTest::addColumn<int>("damage");
        QTest::newRow("own-trait-plus-1") << "magmaroth" << "atomic-breath" << "bastion-9" << "" << 5;
        QTest::newRow("no-trait") << "grothmaw" << "atomic-breath" << "bastion-9" << "" << 4;
        QTest::newRow("red-icon-minus-1") << "grothmaw" << "body-slam" << "stormjack" << "" << 4;
        QTest::newRow("red-icon-absent") << "grothmaw" << "body-slam" << "bastion-9" << "" << 5;
        QTest::newRow("shield-trait-plus-1") << "magmaroth" << "atomic-breath" << "bastion-9" << "shell-guard" << 0;
        QTest::newRow("shield-no-trait") << "magmaroth" << "atomic-breath" << "stormjack" << "shell-guard" << 1;
        QTest::newRow("shield-trait-partial") << "magmaroth" << "atomic-breath" << "stormjack" << "brace" << 2;
    }
    void traitModifiers()
    {
        QFETCH(QString, attacker);
        QFETCH(QString, card);
        QFETCH(QString, defender);
        QFETCH(QString, shield);
        QFETCH(int, damage);
        const Json shieldHand = shield.isEmpty() ? Json::array() : ids(201, {shield.toStdString().c_str()});
        auto s = load(position(ids(101, {card.toStdString().c_str()}), shieldHand,
                               Json::array({fighter(attacker.toStdString().c_str())}),
                               Json::array({fighter(defender.toStdString().c_str())})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        const Json cards = shield.isEmpty() ? Json::array() : Json::array({201});
        const Json answers = shield.isEmpty() ? Json::array() : Json::array({0});
        QVERIFY(block(*s, 1, cards, answers).accepted);
        QCOMPARE(damageOf(*s, 1), damage);
    }

    // The text of CHAIN, QUICK and FIERCE cards, and DODGE cards ignoring it. FIERCE: Body Slam
    // ignores 2 toughness; a DODGE card answering it keeps all its toughness.
    void fierceIgnoresToughnessUnlessDodged_data()
    {
        QTest::addColumn<QString>("shield");
        QTest::addColumn<int>("damage");
        QTest::newRow("fierce-vs-brace") << "brace" << 4;        // 5 - (3 - 2)
        QTest::newRow("fierce-vs-dodge") << "sidestep" << 3;     // 5 - 2: pierce ignored
    }
    void fierceIgnoresToughnessUnlessDodged()
    {
        QFETCH(QString, shield);
        QFETCH(int, damage);
        auto s = load(position(ids(101, {"body-slam"}), ids(201, {shield.toStdString().c_str()})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 1), damage);
    }

    // CHAIN: Flurry of Claws deals +1 when another attack this round has the same target (not in
    // round 1, K3); a DODGE card answering it (Sidestep, 2 toughness) cancels the bonus.
    void chainBonusUnlessDodged_data()
    {
        QTest::addColumn<bool>("dodge");
        QTest::addColumn<int>("damage");
        QTest::newRow("chain-bonus") << false << 6;  // flurry 2 + 1, bite 3
        QTest::newRow("chain-dodged") << true << 3;  // flurry 2 - 2 (Sidestep) = 0, bite 3
    }
    void chainBonusUnlessDodged()
    {
        QFETCH(bool, dodge);
        QFETCH(int, damage);
        // Round 2: seat 1 is the Sword, seat 0 (Grothmaw, aquatic) the Shield.
        auto s = load(position(ids(101, {"sidestep", "crushing-bite"}), ids(201, {"claw-flurry", "crushing-bite", "brace"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({102})).accepted);
        QVERIFY(block(*s, 1, Json::array({203}), Json::array({0})).accepted);
        QCOMPARE(s->combat->round, 2);
        QCOMPARE(s->combat->sword, 1);
        QVERIFY(strike(*s, 1, Json::array({201, 202})).accepted);
        QVERIFY(block(*s, 0, dodge ? Json::array({101}) : Json::array(), dodge ? Json::array({0}) : Json::array()).accepted);
        QCOMPARE(damageOf(*s, 0), damage);
    }

    // QUICK: counterattacks answering Lightning Lunge deal no damage, unless a DODGE card also
    // answers it. COUNTERATTACK: its Damage goes to the attacker of the card it answers.
    void counterattackAndQuick_data()
    {
        QTest::addColumn<QString>("attackCard");
        QTest::addColumn<bool>("dodge");
        QTest::addColumn<int>("attackerDamage");
        QTest::newRow("counterattack") << "crushing-bite" << false << 2;
        QTest::newRow("quick-stops-counter") << "lightning-lunge" << false << 0;
        QTest::newRow("quick-dodged-counter-hits") << "lightning-lunge" << true << 2;
    }
    void counterattackAndQuick()
    {
        QFETCH(QString, attackCard);
        QFETCH(bool, dodge);
        QFETCH(int, attackerDamage);
        // Round 1: seat 0 passes nothing useful; round 2: seat 1 attacks, seat 0 counters.
        auto s = load(position(ids(101, {"crushing-bite", "riposte", "sidestep"}),
                               ids(201, {attackCard.toStdString().c_str(), "brace"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({202}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 1), 0);
        QVERIFY(strike(*s, 1, Json::array({201})).accepted);
        const Json cards = dodge ? Json::array({102, 103}) : Json::array({102});
        const Json answers = dodge ? Json::array({0, 0}) : Json::array({0});
        const auto r = block(*s, 0, cards, answers);
        QVERIFY(r.accepted);
        QCOMPARE(damageOf(*s, 1), attackerDamage);
    }

    // K3: in round 1 no CHAIN card may be played and the Shield may not counterattack
    // (option firstRoundRestrictions).
    void firstRoundRestrictions()
    {
        auto s = load(position(ids(101, {"claw-flurry", "crushing-bite"}), ids(201, {"riposte", "brace"})));
        attack(*s);
        QCOMPARE(strike(*s, 0, Json::array({101})).refusal.id, std::string("kaiju.firstRoundChain"));
        for (const auto& a : kRules.legalActions(*s, 0))
            QVERIFY(a.args["cards"].dump().find("101") == std::string::npos);
        QVERIFY(strike(*s, 0, Json::array({102})).accepted);
        QCOMPARE(block(*s, 1, Json::array({201}), Json::array({0})).refusal.id, std::string("kaiju.firstRoundCounter"));
        QVERIFY(block(*s, 1, Json::array({202}), Json::array({0})).accepted);
        // Round 2: CHAIN and counterattacks are allowed.
        QVERIFY(strike(*s, 1, Json::array()).accepted); // the Sword passes: the combat ends
        skipScars(*s);
        QVERIFY(s->phase == Phase::DiscardDraw || s->phase == Phase::Action);

        auto off = load(position(ids(101, {"claw-flurry"}), ids(201, {"riposte"})),
                        Json{{"firstRoundRestrictions", false}});
        attack(*off);
        QVERIFY(strike(*off, 0, Json::array({101})).accepted);
        QVERIFY(block(*off, 1, Json::array({201}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*off, 0), 2); // the counterattack hit
    }

    // The Shield plays only cards with Toughness or COUNTERATTACK.
    void shieldPlaysOnlyShieldCards()
    {
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"claw-flurry"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QCOMPARE(block(*s, 1, Json::array({201}), Json::array({0})).refusal.id, std::string("kaiju.notShieldCard"));
    }

    // Roles swap between rounds; the combat ends after a round in which the Sword passed (K4).
    void rolesSwapAndSwordPassEnds()
    {
        auto s = load(position(ids(101, {"crushing-bite", "brace"}), ids(201, {"crushing-bite", "brace"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({202}), Json::array({0})).accepted);
        QCOMPARE(s->combat->sword, 1);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QCOMPARE(kRules.prompt(*s).kind, std::string("sword"));
        QVERIFY(strike(*s, 1, Json::array({201})).accepted);
        QVERIFY(block(*s, 0, Json::array({102}), Json::array({0})).accepted);
        QCOMPARE(s->combat->sword, 0);
        QCOMPARE(s->combat->round, 3);
        const auto r = strike(*s, 0, Json::array());
        QVERIFY(r.accepted);
        QVERIFY(findEvent(r.events, "combatEnd"));
        QVERIFY(s->phase == Phase::Scars);
        skipScars(*s);
        QVERIFY(!s->combat);
        // Seat 0's action is over: seat 1 acts next.
        QVERIFY(s->phase == Phase::Action);
        QCOMPARE(s->current(), 1);
    }

    // K4: after the combat everyone who fought draws combat cards up to 5 (option
    // combatRedraw), an empty deck reshuffled from its own discard pile.
    void endOfCombatRedrawsToFive_data()
    {
        QTest::addColumn<int>("redraw");
        QTest::newRow("K4-default") << -1;
        QTest::newRow("option-7") << 7;
        QTest::newRow("option-0") << 0;
    }
    void endOfCombatRedrawsToFive()
    {
        QFETCH(int, redraw);
        auto s = load(position(ids(101, {"crushing-bite", "brace"}), ids(201, {"brace"})),
                      redraw < 0 ? Json::object() : Json{{"combatRedraw", redraw}});
        const int to = redraw < 0 ? 5 : redraw;
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        // Seat 1's deck is empty now: the redraw reshuffles its discard pile (Brace).
        s->seats[1].combatDeck.clear();
        QVERIFY(strike(*s, 1, Json::array()).accepted);
        skipScars(*s);
        QCOMPARE(s->seats[0].combatHand.size(), std::size_t(std::max(1, to)));
        QCOMPARE(s->seats[1].combatHand.size(), std::size_t(to == 0 ? 0 : 1)); // only Brace was left to draw
        if (to > 0)
            QVERIFY(s->seats[1].combatDiscard.empty());
    }

    // Damage is kept as counters; each time a character is damaged by an attack its team
    // gains 1 fury (counterattacks are attacks too).
    void damageGivesFury()
    {
        auto s = load(position(ids(101, {"crushing-bite", "tail-sweep"}), ids(201, {"brace"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101, 102})).accepted);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 1), 2);
        QCOMPARE(s->seats[1].fury, 1); // the bite was stopped: one damaging attack
        QCOMPARE(s->seats[0].fury, 0);
    }

    // K6: a team with 10 fury may make one attack card a rage attack: it costs nothing,
    // Toughness does not reduce it, and the fury is spent.
    void rageAttack()
    {
        auto s = load(position(ids(101, {"atomic-breath", "crushing-bite"}), ids(201, {"shell-guard"})));
        attack(*s);
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"rage", 101}}).refusal.id, std::string("kaiju.notEnoughFury"));
        s->seats[0].fury = 10;
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"rage", 102}}).refusal.id, std::string("kaiju.rageNotPlayed"));
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"rage", 101}}).accepted, true);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 1), 4);                    // Shell Guard's 5 toughness ignored
        QCOMPARE(s->seats[0].fury, 0);                   // spent
        QCOMPARE(s->combat->fighters[0].power, 5);       // it cost nothing

        auto off = load(position(ids(101, {"atomic-breath"}), ids(201, {"brace"})), Json{{"rageAttacks", false}});
        off->seats[0].fury = 10;
        attack(*off);
        QCOMPARE(strike(*off, 0, Json::array({101}), Json{{"rage", 101}}).refusal.id, std::string("kaiju.noRageOption"));
    }

    // KO at Fortitude plus the team bonus (+2): 5 glory to whoever dealt the final blow; the
    // character leaves the city and the combat ends. A seat whose selected character was
    // knocked out before its Action takes none.
    void knockOutGivesGlory()
    {
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"}), Json(),
                               Json::array({fighter("bastion-9", 12), "gearjaw"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        const auto r = block(*s, 1, Json::array(), Json::array());
        QVERIFY(r.accepted);
        QCOMPARE(damageOf(*s, 1), 15);
        QCOMPARE(s->seats[0].glory, 5);
        QVERIFY(findEvent(r.events, "ko"));
        QVERIFY(!s->seats[1].team[0].active);
        skipScars(*s);
        QVERIFY(!s->combat);
        // Seat 1 would act next but its selected character is out: the turn ends.
        QVERIFY(s->phase == Phase::DiscardDraw);
        QCOMPARE(s->turn, 2);
    }

    // A counterattack can deal the final blow: the glory goes to the Shield's seat.
    void counterattackFinalBlow()
    {
        auto s = load(position(ids(101, {"tail-sweep", "riposte"}), ids(201, {"crushing-bite", "brace"}),
                          Json::array({fighter("grothmaw"), "silt-lancer"}),
                          Json::array({fighter("bastion-9", 12), "gearjaw"})));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({202}), Json::array({0})).accepted); // brace stops the sweep
        QVERIFY(strike(*s, 1, Json::array({201})).accepted);
        QVERIFY(block(*s, 0, Json::array({102}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 0), 3);
        QCOMPARE(damageOf(*s, 1), 14);
        QCOMPARE(s->seats[0].glory, 5);
        QCOMPARE(s->seats[1].glory, 0);
    }

    // The end through combat: 20 glory wins at once; the last team standing wins at once.
    void gloryFromCombatEndsTheGame()
    {
        Json pos = position(ids(101, {"crushing-bite"}), Json::array(), Json(),
                            Json::array({fighter("bastion-9", 13), "gearjaw"}));
        pos["seats"][0]["glory"] = 15;
        auto s = load(pos);
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QVERIFY(s->phase == Phase::Over);
        const auto o = kRules.outcome(*s);
        QVERIFY(o);
        QCOMPARE(o->winners, std::vector<int>{0});
        QCOMPARE(o->reason.id, std::string("kaiju.end.glory"));
        QCOMPARE(act(*s, 1, "pass").refusal.id, std::string("kaiju.over"));
    }

    void lastTeamStandingThroughCombat()
    {
        Json pos = position(ids(101, {"crushing-bite"}), Json::array(), Json(),
                            Json::array({fighter("bastion-9", 13), Json{{"card", "gearjaw"}, {"damage", 12}}}));
        auto s = load(pos);
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QVERIFY(s->phase == Phase::Over);
        const auto o = kRules.outcome(*s);
        QVERIFY(o);
        QCOMPARE(o->winners, std::vector<int>{0});
        QCOMPARE(o->reason.id, std::string("kaiju.end.lastTeam"));
        QCOMPARE(kRules.prompt(*s).kind, std::string("gameOver"));
    }

    // Challenge: an inactive character of another team; its player accepts (it enters the city,
    // active without an Action, and the combat begins with the challenger as the Sword) or
    // declines (the challenger's action is over).
    void challengeAcceptOrDecline()
    {
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        QVERIFY(act(*s, 0, "challenge", Json{{"seat", 1}, {"character", 1}}).accepted);
        QVERIFY(s->phase == Phase::Challenge);
        QCOMPARE(kRules.prompt(*s).kind, std::string("challenge"));
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QCOMPARE(act(*s, 0, "accept").refusal.id, std::string("kaiju.notYourTurn"));
        QCOMPARE(act(*s, 1, "pass").refusal.id, std::string("kaiju.answerChallenge"));
        QVERIFY(act(*s, 1, "decline").accepted);
        QVERIFY(s->phase == Phase::Action);
        QCOMPARE(s->current(), 1);
        QVERIFY(!s->seats[1].team[1].active);
        QCOMPARE(act(*s, 1, "decline").refusal.id, std::string("kaiju.noChallenge"));

        auto t = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        QVERIFY(act(*t, 0, "challenge", Json{{"seat", 1}, {"character", 1}}).accepted);
        QVERIFY(act(*t, 1, "accept").accepted);
        noJoins(*t);
        QVERIFY(t->phase == Phase::Combat);
        QVERIFY(t->seats[1].team[1].active);
        QVERIFY(t->seats[1].team[1].enteredCity);
        QVERIFY(!t->seats[1].team[1].selected);
        QCOMPARE(t->combat->fighters[1].character, 1);
        QCOMPARE(t->combat->fighters[0].seat, 0);
        QCOMPARE(t->combat->fighters[1].ferocity, 5); // Gearjaw's pools
        QVERIFY(strike(*t, 0, Json::array()).accepted);
        skipScars(*t);
        // Seat 1 still takes its own Action with its selected character.
        QVERIFY(t->phase == Phase::Action);
        QCOMPARE(t->current(), 1);
    }

    // K4 and the in-depth rules: after a combat, scars go first on the players' own kaiju, then
    // on enemy kaiju; only on a kaiju that fought and was not knocked out; one per kaiju. A
    // scar's changes last: Broken Horn -1 Ferocity (the next combat's pool), Scorched Hide -1
    // Fortitude (the KO threshold).
    void scarsAfterCombat()
    {
        Json pos = position(ids(101, {"crushing-bite"}), ids(201, {"brace"}));
        pos["seats"][0]["planningHand"] = ids(301, {"scorched-hide", "broken-horn", "stadium"});
        pos["seats"][1]["planningHand"] = ids(401, {"broken-horn"});
        auto s = load(pos);
        QCOMPARE(act(*s, 0, "scar", Json{{"card", 301}, {"seat", 0}, {"character", 0}}).refusal.id,
                 std::string("kaiju.noScarStep"));
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        QVERIFY(strike(*s, 1, Json::array()).accepted);
        QVERIFY(s->phase == Phase::Scars);
        QCOMPARE(kRules.prompt(*s).kind, std::string("scars"));
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QCOMPARE(act(*s, 0, "roar").refusal.id, std::string("kaiju.scarStep"));
        QCOMPARE(act(*s, 0, "scar", Json{{"card", 301}, {"seat", 1}, {"character", 0}}).refusal.id,
                 std::string("kaiju.scarOwnFirst"));
        QCOMPARE(act(*s, 0, "scar", Json{{"card", 301}, {"seat", 0}, {"character", 1}}).refusal.id,
                 std::string("kaiju.scarOwnFirst")); // Silt Lancer did not fight
        QCOMPARE(act(*s, 0, "scar", Json{{"card", 303}, {"seat", 0}, {"character", 0}}).refusal.id,
                 std::string("kaiju.notScar"));
        QVERIFY(act(*s, 0, "scar", Json{{"card", 301}, {"seat", 0}, {"character", 0}}).accepted);
        QCOMPARE(s->seats[0].team[0].scar.size(), std::size_t(1));
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QVERIFY(act(*s, 1, "skipScar").accepted);
        // Enemy kaiju now: seat 0 on Bastion-9 (not on its own); seat 1 is not asked, since
        // Grothmaw already carries a scar.
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QCOMPARE(act(*s, 0, "scar", Json{{"card", 302}, {"seat", 0}, {"character", 0}}).refusal.id,
                 std::string("kaiju.scarTarget"));
        QVERIFY(act(*s, 0, "scar", Json{{"card", 302}, {"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(s->phase == Phase::Action);
        QVERIFY(!s->combat);
        // The scars last: Grothmaw is knocked out at 13 now, Bastion-9 fights with 2 Ferocity.
        s->seats[0].team[0].damage = 13;
        QVERIFY(!kRules.legalActions(*s, 1).empty());
        QVERIFY(act(*s, 1, "attack", Json{{"seat", 0}, {"character", 0}}).refusal.id == "kaiju.targetKnockedOut");
        s->seats[0].team[0].damage = 12;
        QVERIFY(act(*s, 1, "attack", Json{{"seat", 0}, {"character", 0}}).accepted);
        QCOMPARE(s->combat->fighters[0].ferocity, 2);
        QCOMPARE(s->combat->fighters[1].ferocity, 4);
        // In the Planning phase a scar is refused: it waits for the end of a combat.
        auto p = load(pos);
        p->phase = Phase::Planning;
        QCOMPARE(act(*p, 0, "play", Json{{"card", 301}}).refusal.id, std::string("kaiju.noScarStep"));
    }

    // Stops: the scar step is the one optional question ("scars"), asked of every fighting seat
    // whether or not it holds a scar; a bare pass (legal for the seat asked) plays no scar, as
    // skipScar does, so the session may pass for a seat whose stops skip it.
    void stopsAskTheScarStepAndAPassPlaysNoScar()
    {
        QCOMPARE(kRules.stopPhases(), (std::vector<std::string>{"scars"}));
        Json pos = position(ids(101, {"crushing-bite"}), ids(201, {"brace"}));
        pos["seats"][0]["planningHand"] = ids(301, {"scorched-hide"});
        auto s = load(pos);
        QCOMPARE(kRules.stopPhase(*s), std::string());
        attack(*s);
        QCOMPARE(kRules.stopPhase(*s), std::string()); // the Sword's own decision
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QCOMPARE(kRules.stopPhase(*s), std::string());
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
        QVERIFY(strike(*s, 1, Json::array()).accepted);
        QVERIFY(s->phase == Phase::Scars);
        QCOMPARE(kRules.stopPhase(*s), std::string("scars"));
        for (int seat : {0, 1}) {
            QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{seat});
            const auto legal = kRules.legalActions(*s, seat);
            QVERIFY(std::find(legal.begin(), legal.end(), Action{seat, "pass", Json::object()}) != legal.end());
            QVERIFY(act(*s, seat, "pass").accepted);
        }
        // Seat 0 kept its scar; the step moved on (enemy kaiju), then the combat finished.
        skipScars(*s);
        QVERIFY(s->phase == Phase::Action);
        QCOMPARE(s->seats[0].planningHand.size(), std::size_t(1));
        QCOMPARE(s->seats[0].team[0].scar.size(), std::size_t(0));
    }

    // A scar that knocks out a seat's last kaiju (Deep Gash, -2 Fortitude) puts that seat out
    // of the game: it is no longer asked in the scar step, and the game goes on with the
    // others. Found by `tabletop-cli random kaiju --games 1 --seed 39 --seats 5`, which
    // stopped with the out seat asked and no legal action.
    void scarKnockingOutTheLastKaijuSkipsItsSeat()
    {
        Json pos = position(ids(101, {"crushing-bite"}), ids(201, {"brace"}), Json(),
                            Json::array({fighter("bastion-9", 10)}));
        pos["order"] = Json::array({0, 1, 2});
        pos["seats"].push_back(Json{{"team", Json::array({fighter("magmaroth"), "ashwing"})}, {"energy", 10},
                                    {"combatHand", ids(501, {"brace"})}});
        pos["seats"][0]["planningHand"] = ids(301, {"deep-gash"});
        auto s = load(pos, Json::object(), 3);
        attack(*s);
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(damageOf(*s, 1), 13); // KO at 14
        QVERIFY(strike(*s, 1, Json::array()).accepted);
        QVERIFY(s->phase == Phase::Scars);
        QCOMPARE(s->combat->scarStage, 0);
        while (s->phase == Phase::Scars && s->combat->scarStage == 0) // nobody scars its own kaiju
            QVERIFY(act(*s, s->combat->window.asked(), "pass").accepted);
        // Enemy kaiju: seat 0, then seat 1.
        QCOMPARE(s->combat->scarStage, 1);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QVERIFY(act(*s, 0, "scar", Json{{"card", 301}, {"seat", 1}, {"character", 0}}).accepted);
        QCOMPARE(s->seats[1].team[0].scar.size(), std::size_t(1)); // KO at 12 now: out of the game
        QVERIFY(!kRules.outcome(*s)); // seats 0 and 2 still stand
        QVERIFY2(s->phase == Phase::Action, "seat 1 is out of the game and is not asked for a scar");
        QVERIFY(!s->combat);
        const auto p = kRules.prompt(*s);
        QCOMPARE(p.seats.size(), std::size_t(1));
        QVERIFY(p.seats[0] != 1);
        QVERIFY(!kRules.legalActions(*s, p.seats[0]).empty());
    }

    // What a card's face shows, by its id (the table draws it from the views' card ids).
    void cardFaceFromTheCardData()
    {
        const Json slam = kRules.cardFace("body-slam");
        QCOMPARE(slam.value("name", ""), std::string("Body Slam"));
        QCOMPARE(slam.value("kind", ""), std::string("combat"));
        QCOMPARE(slam.value("side", ""), std::string("sword"));
        QCOMPARE(slam.value("cardDamage", 0), 5);
        QCOMPARE(slam["cost"], (Json::array({"power", "ferocity"})));
        QCOMPARE(slam["keywords"], (Json::array({"fierce"})));
        QCOMPARE(slam["opposedTraits"], (Json::array({"flying"})));
        QVERIFY(slam.value("text", "").find("FIERCE") != std::string::npos);
        const Json tower = kRules.cardFace("glass-tower");
        QCOMPARE(tower.value("fortitude", 0), 4);
        QCOMPARE(tower.value("cardGlory", 0), 3);
        const Json groth = kRules.cardFace("grothmaw");
        QCOMPARE(groth.value("affiliation", ""), std::string("trench"));
        QCOMPARE(groth.value("fortitude", 0), 12);
        QCOMPARE(kRules.cardFace("scorched-hide").value("scarFortitude", 0), -1);
        QVERIFY(kRules.cardFace("no-such-card").is_null());
        // The face never replaces what a view says about the card in play (damage, glory).
        for (const char* key : {"damage", "glory", "toughness"})
            QVERIFY2(!slam.contains(key) && !tower.contains(key) && !groth.contains(key), key);
    }

    // Combat refusals: who may play what, and when.
    void combatRefusals()
    {
        auto s = load(position(ids(101, {"crushing-bite", "brace"}), ids(201, {"brace", "crushing-bite"})));
        QCOMPARE(strike(*s, 0, Json::array()).refusal.id, std::string("kaiju.noCombat"));
        attack(*s);
        QCOMPARE(act(*s, 1, "strike", Json{{"cards", Json::array()}}).refusal.id, std::string("kaiju.notYourTurn"));
        QCOMPARE(act(*s, 0, "pass").refusal.id, std::string("kaiju.inCombat"));
        QCOMPARE(block(*s, 0, Json::array(), Json::array()).refusal.id, std::string("kaiju.notShield"));
        QCOMPARE(strike(*s, 0, Json::array({102})).refusal.id, std::string("kaiju.notAttackCard"));
        QCOMPARE(strike(*s, 0, Json::array({101, 101})).refusal.id, std::string("kaiju.cardTwice"));
        QCOMPARE(strike(*s, 0, Json::array({201})).refusal.id, std::string("kaiju.notInCombatHand"));
        QVERIFY(strike(*s, 0, Json::array({101})).accepted);
        QCOMPARE(strike(*s, 1, Json::array({202})).refusal.id, std::string("kaiju.notSword"));
        QCOMPARE(block(*s, 1, Json::array({201}), Json::array()).refusal.id, std::string("kaiju.answerEach"));
        QCOMPARE(block(*s, 1, Json::array({201}), Json::array({1})).refusal.id, std::string("kaiju.noSuchAttack"));
        QCOMPARE(block(*s, 1, Json::array({202}), Json::array({0})).refusal.id, std::string("kaiju.notShieldCard"));
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted);
    }

    // Every legal combat action is accepted, and the legal lists of the Shield do not depend
    // on the Sword's face-down cards.
    void legalCombatActionsAreAccepted()
    {
        auto s = load(position(ids(101, {"crushing-bite", "tail-sweep", "body-slam", "brace", "riposte"}),
                               ids(201, {"brace", "sidestep", "riposte", "shell-guard", "crushing-bite"})));
        attack(*s);
        for (const auto& a : kRules.legalActions(*s, 0)) {
            KaijuState copy = *s;
            QVERIFY2(act(copy, 0, a.type, a.args).accepted, a.args.dump().c_str());
        }
        QVERIFY(strike(*s, 0, Json::array({101, 102})).accepted);
        const auto legal = kRules.legalActions(*s, 1);
        QVERIFY(legal.size() > 3);
        for (const auto& a : legal) {
            KaijuState copy = *s;
            QVERIFY2(act(copy, 1, a.type, a.args).accepted, a.args.dump().c_str());
        }
        KaijuState other = *s;
        other.combat->attacks[0].card.card = games::kaiju::builtInCards().indexOf("body-slam");
        QVERIFY(kRules.legalActions(other, 1) == legal);
    }


    // ---- Team fights (in-depth rules, "Team Fights"; our rulings T1-T3 in docs/games/kaiju.md).

    // T1: after an Attack (or an accepted Challenge) the attacker's seat, then the defender's,
    // adds any of its other conscious characters; they enter the city, get their own pools (K1),
    // and the seat draws 1 combat card for each. Refusals: not the seat asked, another action
    // first, a character that cannot join.
    void teamFightCharactersJoinAndDraw()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "crushing-bite"}), ids(201, {"brace"}),
                                   Json::array({fighter("bastion-9"), "gearjaw", Json{{"card", "stormjack"}, {"damage", 10}}})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(s->phase == Phase::Join);
        QCOMPARE(kRules.prompt(*s).kind, std::string("join"));
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QCOMPARE(kRules.legalActions(*s, 0).size(), std::size_t(4)); // none, Silt Lancer, Tidewyrm, both
        QCOMPARE(join(*s, 1, Json::array()).refusal.id, std::string("kaiju.notYourTurn"));
        QCOMPARE(strike(*s, 0, Json::array()).refusal.id, std::string("kaiju.answerJoin"));
        QCOMPARE(join(*s, 0, Json::array({0})).refusal.id, std::string("kaiju.cannotJoin")); // already fighting
        QCOMPARE(join(*s, 0, Json::array({5})).refusal.id, std::string("kaiju.cannotJoin"));
        QCOMPARE(join(*s, 0, Json::array({1, 1})).refusal.id, std::string("kaiju.cannotJoin"));
        core::Rng rng(99);
        const auto r = kRules.apply(*s, Action{0, "join", Json{{"characters", Json::array({1, 2})}}}, rng);
        QVERIFY(r.accepted);
        const Json* e = findEvent(r.events, "join");
        QVERIFY(e);
        QCOMPARE((*e)["drew"].get<int>(), 2);
        QCOMPARE(s->combat->fighters.size(), std::size_t(4));
        QCOMPARE(s->combat->fighters[2].character, 1);
        QCOMPARE(s->combat->fighters[2].agility, 4); // Silt Lancer's own pools
        QCOMPARE(s->combat->fighters[3].power, 4);   // Tidewyrm's
        QVERIFY(s->seats[0].team[1].active && s->seats[0].team[1].enteredCity && !s->seats[0].team[1].selected);
        QVERIFY(s->seats[0].team[2].active);
        QCOMPARE(s->seats[0].combatHand.size(), std::size_t(4));
        QCOMPARE(s->seats[0].combatDeck.size(), std::size_t(3));
        // The defender: Stormjack is knocked out and cannot join.
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QCOMPARE(join(*s, 1, Json::array({2})).refusal.id, std::string("kaiju.cannotJoin"));
        QVERIFY(join(*s, 1, Json::array()).accepted);
        QCOMPARE(s->seats[1].combatHand.size(), std::size_t(1)); // nobody added: no draw
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(kRules.prompt(*s).kind, std::string("sword"));
        QCOMPARE(join(*s, 0, Json::array()).refusal.id, std::string("kaiju.noJoin"));
    }

    // T1: nobody is asked who has nobody to add; with the option teamFights off nobody is
    // asked; a Rampage is one character against the city (no joining).
    void teamFightWhoIsAsked()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite"}), ids(201, {"brace"}), Json::array({fighter("bastion-9")})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QVERIFY(join(*s, 0, Json::array({2})).accepted);
        QVERIFY(s->phase == Phase::Combat);

        auto off = load(teamPosition(ids(101, {"crushing-bite"}), ids(201, {"brace"})), Json{{"teamFights", false}});
        QVERIFY(act(*off, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(off->phase == Phase::Combat);
        QCOMPARE(off->combat->fighters.size(), std::size_t(2));

        Json pos = teamPosition(ids(101, {"crushing-bite"}), ids(201, {"brace"}));
        pos["city"] = Json::array({"crane-yard"});
        auto r = load(pos);
        QVERIFY(act(*r, 0, "rampage").accepted);
        QVERIFY(r->phase == Phase::CityDefender);
        QCOMPARE(r->combat->fighters.size(), std::size_t(2));
    }

    // In-depth rules: "When you are The Sword ... Declare targets as you play each card": with
    // several enemy characters standing each attack card names its target (`targets`), an enemy
    // fighter still in the fight. The targets are public, the cards hidden.
    void teamFightSwordDeclaresTargets()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "crushing-bite"}), ids(201, {"brace"})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(join(*s, 0, Json::array()).accepted);
        QVERIFY(join(*s, 1, Json::array({1})).accepted); // Gearjaw is fighter 2
        QCOMPARE(strike(*s, 0, Json::array({101})).refusal.id, std::string("kaiju.declareTarget"));
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"targets", Json::array({1, 2})}}).refusal.id,
                 std::string("kaiju.declareTarget"));
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"targets", Json::array({0})}}).refusal.id,
                 std::string("kaiju.badTarget"));
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"targets", Json::array({7})}}).refusal.id,
                 std::string("kaiju.badTarget"));
        QVERIFY(strike(*s, 0, Json::array({101, 102}), Json{{"targets", Json::array({1, 2})}}).accepted);
        const Json shieldView = kRules.viewFor(*s, 1);
        QCOMPARE(shieldView["combat"]["attacks"][0]["target"].get<int>(), 1);
        QCOMPARE(shieldView["combat"]["attacks"][1]["target"].get<int>(), 2);
        QVERIFY(!shieldView["combat"]["attacks"][1].contains("card"));
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(damageOf(*s, 1, 0), 3);
        QCOMPARE(damageOf(*s, 1, 1), 3);
        QCOMPARE(s->seats[1].fury, 2);
    }

    // In-depth rules: "any or all of your characters may play cards": each attack card is played
    // by a character of the Sword's side (`by`), paid from that character's pools (K1); its
    // trait icons and the counterattacks answering it are that character's.
    void teamFightSwordCharactersPlayFromTheirPools()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "crushing-bite", "crushing-bite"}), ids(201, {"brace"}),
                                   Json::array({fighter("bastion-9")})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(join(*s, 0, Json::array({1, 2})).accepted); // fighters 2 and 3
        QCOMPARE(strike(*s, 0, Json::array({101}), Json{{"by", Json::array({1})}}).refusal.id,
                 std::string("kaiju.badAttacker"));
        QCOMPARE(strike(*s, 0, Json::array({101, 102}), Json{{"by", Json::array({0})}}).refusal.id,
                 std::string("kaiju.badAttacker"));
        QVERIFY(strike(*s, 0, Json::array({101, 102, 103}), Json{{"by", Json::array({0, 2, 3})}}).accepted);
        QCOMPARE(s->combat->attacks[1].by, 2);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(s->combat->fighters[0].ferocity, 3); // each paid its own Ferocity box
        QCOMPARE(s->combat->fighters[2].ferocity, 2);
        QCOMPARE(s->combat->fighters[3].ferocity, 2);
        QCOMPARE(s->seats[0].energy, 10);
        QCOMPARE(damageOf(*s, 1), 9); // "getting attacked by multiple characters simultaneously hurts"
    }

    // In-depth rules: the Shield plays cards only for the characters targeted, each card
    // answering one attack card; its toughness applies to that card only (T2: the card is
    // played for the target of the attack it answers, from that character's pools). A
    // counterattack never comes from a character the Sword did not target.
    void teamFightShieldOnlyForTargeted()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "crushing-bite"}), ids(201, {"brace", "riposte"})),
                      Json{{"firstRoundRestrictions", false}});
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(join(*s, 0, Json::array()).accepted);
        QVERIFY(join(*s, 1, Json::array({1})).accepted); // Gearjaw, fighter 2, is not targeted
        QVERIFY(strike(*s, 0, Json::array({101, 102}), Json{{"targets", Json::array({1, 1})}}).accepted);
        QCOMPARE(act(*s, 1, "block", Json{{"cards", Json::array({201})}, {"answers", Json::array({0})}, {"for", Json::array({2})}})
                     .refusal.id,
                 std::string("kaiju.notTargeted"));
        QCOMPARE(act(*s, 1, "block", Json{{"cards", Json::array({202})}, {"answers", Json::array({1})}, {"for", Json::array({2})}})
                     .refusal.id,
                 std::string("kaiju.notTargeted"));
        QVERIFY(act(*s, 1, "block",
                    Json{{"cards", Json::array({201, 202})}, {"answers", Json::array({0, 1})}, {"for", Json::array({1, 1})}})
                    .accepted);
        QCOMPARE(s->combat->fighters[1].power, 4);    // Brace paid by Bastion-9
        QCOMPARE(s->combat->fighters[1].agility, 1);  // and the Riposte
        QCOMPARE(s->combat->fighters[2].power, 3);    // Gearjaw paid nothing
        QCOMPARE(s->combat->fighters[2].agility, 2);
        QCOMPARE(damageOf(*s, 1, 0), 3); // the Brace stops the first attack only
        QCOMPARE(damageOf(*s, 1, 1), 0);
        QCOMPARE(damageOf(*s, 0, 0), 2); // the Riposte hits the attacker
    }

    // A counterattack hits the character who played the attack card it answers; damage, fury,
    // the KO and its glory go to the right character and seat; a side fights on while one of
    // its characters stands, a knocked-out one can neither be targeted nor play; the combat
    // ends when a side has none left (K4).
    void teamFightDamageKoAndFightingOn()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "crushing-bite", "crushing-bite"}),
                                   ids(201, {"riposte", "crushing-bite", "brace"}),
                                   Json::array({Json{{"card", "bastion-9"}, {"damage", 11}, {"active", true}, {"enteredCity", true},
                                                     {"selected", true}},
                                                Json{{"card", "gearjaw"}, {"damage", 9}}, "stormjack"})),
                      Json{{"firstRoundRestrictions", false}});
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(join(*s, 0, Json::array({1}))
                    .accepted); // Silt Lancer: fighter 2
        QVERIFY(join(*s, 1, Json::array({1})).accepted); // Gearjaw: fighter 3
        core::Rng rng(99);
        QVERIFY(strike(*s, 0, Json::array({101}), Json{{"targets", Json::array({3})}, {"by", Json::array({2})}}).accepted);
        QVERIFY(block(*s, 1, Json::array({201}), Json::array({0})).accepted); // Gearjaw's Riposte
        QCOMPARE(damageOf(*s, 0, 1), 2); // Silt Lancer, who played the Bite
        QCOMPARE(damageOf(*s, 0, 0), 0);
        QCOMPARE(damageOf(*s, 1, 1), 12); // Gearjaw is knocked out
        QVERIFY(!s->seats[1].team[1].active);
        QCOMPARE(s->seats[0].glory, 5);
        QCOMPARE(s->seats[0].fury, 1);
        QCOMPARE(s->seats[1].fury, 1);
        QVERIFY(s->phase == Phase::Combat); // Bastion-9 fights on
        QCOMPARE(s->combat->round, 2);
        QCOMPARE(strike(*s, 1, Json::array({202}), Json{{"targets", Json::array({0})}, {"by", Json::array({3})}}).refusal.id,
                 std::string("kaiju.badAttacker"));
        // Two characters on seat 0's side: the target is declared.
        QVERIFY(strike(*s, 1, Json::array({202}), Json{{"targets", Json::array({0})}}).accepted);
        QVERIFY(block(*s, 0, Json::array(), Json::array()).accepted);
        QCOMPARE(damageOf(*s, 0, 0), 3);
        QCOMPARE(strike(*s, 0, Json::array({102}), Json{{"targets", Json::array({3})}}).refusal.id,
                 std::string("kaiju.badTarget"));
        // One enemy left standing: no declaration needed.
        QVERIFY(strike(*s, 0, Json::array({102, 103})).accepted);
        QVERIFY(block(*s, 1, Json::array({203}), Json::array({0})).accepted);
        QCOMPARE(damageOf(*s, 1, 0), 14); // Bastion-9 is knocked out: its side has no one left
        QCOMPARE(s->seats[0].glory, 10);
        QVERIFY(s->phase != Phase::Combat);
    }

    // In-depth rules: playing cards for some characters and not others is not a pass; only no
    // card at all is (K4: the combat ends).
    void teamFightPassOnlyWithNoCard()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite"}), ids(201, {"brace"}), Json::array({fighter("bastion-9")})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QVERIFY(join(*s, 0, Json::array({1})).accepted);
        QVERIFY(strike(*s, 0, Json::array({101}), Json{{"by", Json::array({2})}}).accepted); // Grothmaw plays nothing
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->round, 2);
        QVERIFY(strike(*s, 1, Json::array()).accepted);
        QVERIFY(s->phase == Phase::Scars || s->phase == Phase::Action);
    }

    // Every legal action of a team fight (joining, the Sword's declared targets and players,
    // the Shield's answers) is accepted.
    void teamFightLegalActionsAreAccepted()
    {
        auto s = load(teamPosition(ids(101, {"crushing-bite", "tail-sweep", "brace"}), ids(201, {"brace", "sidestep", "crushing-bite"})));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        for (const auto& a : kRules.legalActions(*s, 0)) {
            KaijuState copy = *s;
            QVERIFY2(act(copy, 0, a.type, a.args).accepted, a.args.dump().c_str());
        }
        QVERIFY(join(*s, 0, Json::array({1})).accepted);
        QVERIFY(join(*s, 1, Json::array({1})).accepted);
        const auto legal = kRules.legalActions(*s, 0);
        bool aimed = false;
        for (const auto& a : legal) {
            aimed = aimed || (a.args.contains("targets") && a.args["targets"][0] == 3 && a.args["by"][0] == 2);
            KaijuState copy = *s;
            QVERIFY2(act(copy, 0, a.type, a.args).accepted, a.args.dump().c_str());
        }
        QVERIFY(aimed);
        QVERIFY(strike(*s, 0, Json::array({101}), Json{{"targets", Json::array({3})}}).accepted);
        for (const auto& a : kRules.legalActions(*s, 1)) {
            KaijuState copy = *s;
            QVERIFY2(act(copy, 1, a.type, a.args).accepted, a.args.dump().c_str());
        }
    }

    // The scenario files (tests/games/kaiju/scenarios, docs/scenarios.md): a combat with a
    // counterattack, a KO and its glory, each end condition, a Challenge declined and accepted.
    void scenarios_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QStringLiteral(KAIJU_SCENARIOS));
        const auto files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 9);
        for (const auto& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }
    void scenarios()
    {
        QFETCH(QString, file);
        QFile f(QStringLiteral(KAIJU_SCENARIOS) + QLatin1Char('/') + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto report = core::runScenario(kRules, Json::parse(f.readAll().toStdString()));
        for (const auto& failure : report.failures)
            qWarning("%s", failure.c_str());
        QVERIFY(report.passed());
    }

    // Scenario positions: errors name the field.
    void positionErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("phase") << "/phase" << "\"lunch\"" << "position.phase";
        QTest::newRow("unknown-card") << "/seats/0/combatHand/0/card" << "\"nope\"" << "position.seats[0].combatHand[0]";
        QTest::newRow("planning-in-combat") << "/seats/1/combatDeck/0/card" << "\"stadium\"" << "not a combat card";
        QTest::newRow("team-not-kaiju") << "/seats/0/team/1" << "\"brace\"" << "position.seats[0].team[1]";
        QTest::newRow("id-twice") << "/seats/1/combatHand/0/id" << "101" << "used twice";
        QTest::newRow("order") << "/order" << "[0,0]" << "position.order";
        QTest::newRow("energy") << "/seats/1/energy" << "-1" << "position.seats[1].energy";
    }
    void positionErrorsNameTheField()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        Json pos = position(ids(101, {"crushing-bite"}), ids(201, {"brace"}));
        pos[Json::json_pointer(pointer.toStdString())] = Json::parse(value.toStdString());
        try {
            load(pos);
            QFAIL("accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find(expected.toStdString()) != std::string::npos, e.what());
        }
    }

    // A position reads back to the same state it was written from (toJson's own form).
    void positionRoundTrips()
    {
        auto s = load(position(ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        const Json written = kRules.toJson(*s);
        auto again = load(written);
        QCOMPARE(kRules.toJson(*again).dump(), written.dump());
    }
};

QTEST_APPLESS_MAIN(TestKaijuCombat)
#include "tst_kaiju_combat.moc"
