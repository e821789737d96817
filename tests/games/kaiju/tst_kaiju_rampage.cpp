// Kaiju City: the city in combat (docs/games/kaiju.md): the Rampage action (who plays for the
// city, the front city card as the enemy, its KO and glory, fighting on, the city player's hand),
// MOVE turning the city and RANGE collateral damage. One test per rule of the in-depth rules'
// "Building the City & MOVE", "Rampage" and "Collateral Damage"; positions by setupScenario.
#include "KaijuPositions.h"
#include "games/kaiju/KaijuRules.h"

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

// `seats` seats in the Action phase in seat order, seat 0 to act: Grothmaw (F4 A2 P5) for seat 0,
// Bastion-9 for seat 1, Magmaroth for seat 2; seat n's combat hand has ids n*100+1.., its deck
// 5 cards from n*100+51. The city (front first) has ids 1, 2, 3...: by default Glass Office Tower
// (Fortitude 4, glory 3), Radio Mast (2, 1), Coastal Reactor (5, 4).
Json position(Json hand0, Json hand1, int seats = 2, Json city = Json(), Json hand2 = Json::array())
{
    if (city.is_null())
        city = Json::array({"glass-tower", "radio-mast", "coastal-reactor"});
    Json cityCards = Json::array();
    int id = 1;
    for (const auto& c : city)
        cityCards.push_back(Json{{"id", id++}, {"card", c}, {"owner", 1}});
    const char* kaiju[] = {"grothmaw", "bastion-9", "magmaroth"};
    const char* bench[] = {"silt-lancer", "gearjaw", "pyrelash"};
    Json hands[] = {hand0, hand1, hand2};
    Json list = Json::array();
    for (int i = 0; i < seats; ++i)
        list.push_back(Json{{"team", Json::array({fighter(kaiju[i]), bench[i]})},
                            {"energy", 10},
                            {"combatHand", hands[i]},
                            {"combatDeck", ids(i * 100 + 51, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"})}});
    Json order = Json::array();
    for (int i = 0; i < seats; ++i)
        order.push_back(i);
    return Json{{"phase", "action"}, {"order", order}, {"cursor", 0}, {"city", cityCards}, {"seats", list}};
}

std::unique_ptr<KaijuState> load(const Json& pos, int seats = 2, Json options = Json::object())
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
// An Attack on seat 1's first kaiju, nobody joining it (team fights, ruling T1).
void attackAlone(KaijuState& s)
{
    QVERIFY(act(s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
    while (s.phase == Phase::Join)
        QVERIFY(act(s, s.combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
}
core::Result strike(KaijuState& s, int seat, Json cards, Json more = Json::object())
{
    Json args{{"cards", std::move(cards)}};
    for (const auto& [k, v] : more.items())
        args[k] = v;
    return act(s, seat, "strike", args);
}
core::Result block(KaijuState& s, int seat, Json cards, Json answers, Json more = Json::object())
{
    Json args{{"cards", std::move(cards)}, {"answers", std::move(answers)}};
    for (const auto& [k, v] : more.items())
        args[k] = v;
    return act(s, seat, "block", args);
}
std::string refusal(const core::Result& r) { return r.accepted ? std::string("accepted") : r.refusal.id; }
std::vector<std::string> cityCards(const KaijuState& s)
{
    std::vector<std::string> out;
    for (const auto& c : s.city)
        out.push_back(games::kaiju::builtInCards().at(c.card.card).id);
    return out;
}
bool legal(const KaijuState& s, int seat, const std::string& type)
{
    for (const auto& a : kRules.legalActions(s, seat))
        if (a.type == type)
            return true;
    return false;
}
// Seat 0 rampages; the others decline (unopposed) or seat `defender` plays for the city.
void rampage(KaijuState& s, int defender = -1)
{
    QVERIFY(act(s, 0, "rampage").accepted);
    while (s.phase == Phase::CityDefender) {
        const int asked = s.combat->window.asked();
        QVERIFY(act(s, asked, asked == defender ? "accept" : "decline").accepted);
    }
    QVERIFY(s.phase == Phase::Combat);
}
void skipScars(KaijuState& s)
{
    while (s.phase == Phase::Scars)
        QVERIFY(act(s, s.combat->window.asked(), "pass").accepted);
}
} // namespace

class TestKaijuRampage : public QObject {
    Q_OBJECT
private slots:
    // Rampage is an Action against the front city card: only with a city card there.
    void rampageNeedsACityCard()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"}), 2, Json::array()));
        QVERIFY(!legal(*s, 0, "rampage"));
        QCOMPARE(refusal(act(*s, 0, "rampage")), std::string("kaiju.emptyCity"));
        auto t = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"})));
        QVERIFY(legal(*t, 0, "rampage"));
        QVERIFY(act(*t, 0, "rampage").accepted);
        QVERIFY(t->combat->rampage);
    }

    // One opponent plays for the city: the others are asked in initiative order after the
    // rampager; the first to accept plays with its own combat hand and energy.
    void opponentsAskedInOrderToPlayForTheCity()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"}), 3, Json(), ids(3001, {"brace"})), 3);
        QVERIFY(act(*s, 0, "rampage").accepted);
        QVERIFY(s->phase == Phase::CityDefender);
        auto p = kRules.prompt(*s);
        QCOMPARE(p.kind, std::string("cityDefender"));
        QCOMPARE(p.seats, std::vector<int>{1});
        QCOMPARE(refusal(act(*s, 2, "accept")), std::string("kaiju.notYourTurn"));
        QCOMPARE(refusal(strike(*s, 1, Json::array())), std::string("kaiju.answerCity"));
        QVERIFY(act(*s, 1, "decline").accepted);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{2});
        QVERIFY(act(*s, 2, "accept").accepted);
        QVERIFY(s->phase == Phase::Combat);
        const auto& c = *s->combat;
        QCOMPARE(c.fighters[1].seat, 2);
        QCOMPARE(c.fighters[1].character, -1);
        QCOMPARE(c.sword, 0);
        QCOMPARE(c.round, 1);
        // The city has no pools (K1: its player pays every box with energy).
        QCOMPARE(c.fighters[1].ferocity + c.fighters[1].agility + c.fighters[1].power, 0);
        QCOMPARE(kRules.prompt(*s).kind, std::string("sword"));
    }

    // Nobody plays for the city: the rampager plays its sword cards with no resistance (no
    // Shield is asked; the cards are revealed at once) and stays the Sword.
    void unopposedRampage()
    {
        auto s = load(position(ids(1001, {"crushing-bite", "crushing-bite"}), ids(2001, {"brace"})));
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QCOMPARE(s->city.front().damage, 3); // Glass Office Tower, Fortitude 4
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->sword, 0);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QCOMPARE(s->combat->round, 2);
    }

    // A city card is knocked out at its Fortitude: it goes to the glory pile of the seat that
    // dealt the final blow, with the card's glory (not 5).
    void cityCardKoGivesItsGlory()
    {
        auto s = load(position(ids(1001, {"crushing-bite", "crushing-bite"}), ids(2001, {"brace"})));
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001, 1002})).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor"}));
        QCOMPARE(s->seats[0].glory, 3);
        QCOMPARE(s->seats[0].gloryPile.size(), std::size_t(1));
        QCOMPARE(s->seats[0].gloryPile[0].id, 1);
        // Both attacks landed on the Glass Office Tower: the second did not hit the next card.
        QCOMPARE(s->city.front().damage, 0);
        QVERIFY(s->phase == Phase::FightOn);
    }

    // After a KO the rampager may draw 2 combat cards and fight on against the next city card
    // (round 1 again, the rampager the Sword, pools not refreshed), or stop (the combat ends).
    void fightOnOrStopAfterACityKo()
    {
        auto s = load(position(ids(1001, {"crushing-bite", "crushing-bite"}), ids(2001, {"brace"})));
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001, 1002})).accepted);
        QCOMPARE(kRules.prompt(*s).kind, std::string("fightOn"));
        QCOMPARE(refusal(strike(*s, 0, Json::array())), std::string("kaiju.answerFightOn"));
        const int ferocity = s->combat->fighters[0].ferocity;
        QCOMPARE(ferocity, 2); // two boxes paid from the pool of 4
        KaijuState stop = *s;
        QVERIFY(act(*s, 0, "fightOn").accepted);
        QCOMPARE(s->seats[0].combatHand.size(), std::size_t(2));
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->round, 1);
        QCOMPARE(s->combat->sword, 0);
        QCOMPARE(s->combat->fighters[0].ferocity, ferocity);
        QVERIFY(act(stop, 0, "stop").accepted);
        QVERIFY(stop.phase == Phase::Scars || stop.phase == Phase::Action || stop.phase == Phase::DiscardDraw);
        skipScars(stop);
        QVERIFY(!stop.combat);
    }

    // After a KO or a MOVE the player for the city may keep its combat hand or discard it and
    // draw 5; the rampager is the Sword again in round 1 (its restrictions apply again).
    void cityPlayerKeepsOrRedrawsItsHand()
    {
        auto s = load(position(ids(1001, {"crushing-bite", "crushing-bite", "claw-flurry"}), ids(2001, {"brace"})));
        rampage(*s, 1);
        QVERIFY(strike(*s, 0, Json::array({1001, 1002})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QVERIFY(act(*s, 0, "fightOn").accepted);
        QVERIFY(s->phase == Phase::CityHand);
        QCOMPARE(kRules.prompt(*s).kind, std::string("cityHand"));
        QCOMPARE(refusal(act(*s, 0, "cityHand", Json{{"redraw", true}})), std::string("kaiju.notYourTurn"));
        QCOMPARE(refusal(block(*s, 1, Json::array(), Json::array())), std::string("kaiju.answerCityHand"));
        KaijuState keep = *s;
        QVERIFY(act(*s, 1, "cityHand", Json{{"redraw", true}}).accepted);
        QCOMPARE(s->seats[1].combatHand.size(), std::size_t(5));
        QCOMPARE(s->seats[1].combatDiscard.size(), std::size_t(1));
        QVERIFY(act(keep, 1, "cityHand", Json{{"redraw", false}}).accepted);
        QCOMPARE(keep.seats[1].combatHand.size(), std::size_t(1));
        QCOMPARE(keep.seats[1].combatHand[0].id, 2001);
        QVERIFY(keep.phase == Phase::Combat);
        QCOMPARE(keep.combat->round, 1);
        // Round 1 again: no CHAIN card.
        QCOMPARE(refusal(strike(keep, 0, Json::array({1003}))), std::string("kaiju.firstRoundChain"));
    }

    // The player for the city answers with its own cards, paying every box with energy (no
    // pools); its toughness protects the city card, its attacks hit the rampager, and a KO of
    // the rampager gives it 5 glory.
    void cityPlayerDefendsAndAttacks()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace", "crushing-bite"})));
        s->seats[0].team[0].damage = 12; // Grothmaw: KO at 14
        rampage(*s, 1);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array({2001}), Json::array({0})).accepted);
        QCOMPARE(s->city.front().damage, 0); // 3 damage against Toughness 3
        QCOMPARE(s->seats[1].energy, 9);     // the power box paid with 1 energy
        QCOMPARE(s->combat->sword, 1);       // the roles swap: the city strikes
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QVERIFY(strike(*s, 1, Json::array({2002})).accepted);
        QVERIFY(block(*s, 0, Json::array(), Json::array()).accepted);
        QCOMPARE(s->seats[1].energy, 8); // paid at the reveal
        QVERIFY(s->seats[0].team[0].damage >= 14);
        QCOMPARE(s->seats[1].glory, 5);
    }

    // The rampage ends when the city is empty.
    void rampageEndsWhenTheCityIsEmpty()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"}), 2, Json::array({"radio-mast"})));
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(s->city.empty());
        QCOMPARE(s->seats[0].glory, 1);
        QVERIFY(s->phase != Phase::Combat && s->phase != Phase::FightOn);
        skipScars(*s);
        QVERIFY(!s->combat);
    }

    // A city card's glory counts toward the glory that wins.
    void cityGloryCanWinTheGame()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"}), 2, Json::array({"radio-mast"})), 2,
                      Json{{"gloryToWin", 1}});
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(s->phase == Phase::Over);
        const auto o = kRules.outcome(*s);
        QVERIFY(o);
        QCOMPARE(o->winners, std::vector<int>{0});
    }

    // MOVE after damage: each point sends the front city card to the back (the city rotates);
    // the Sword's MOVE, then the Shield's.
    void moveSendsTheFrontCardToTheBack()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001}), Json{{"move", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        // Round 2: seat 1 is the Sword; seat 0 answers with nothing; no move.
        auto t = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"sidestep"})));
        attackAlone(*t);
        QVERIFY(strike(*t, 0, Json::array({1001})).accepted);
        QVERIFY(block(*t, 1, Json::array({2001}), Json::array({0}), Json{{"move", 2}}).accepted);
        QCOMPARE(cityCards(*t), (std::vector<std::string>{"coastal-reactor", "glass-tower", "radio-mast"}));
        // Movement is optional: none declared, none made.
        auto u = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*u);
        QVERIFY(strike(*u, 0, Json::array({1001})).accepted);
        QVERIFY(block(*u, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(cityCards(*u), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
    }

    // The declared MOVE is hidden with the face-down cards until the reveal.
    void declaredMoveIsHiddenUntilTheReveal()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001}), Json{{"move", 1}}).accepted);
        QCOMPARE(kRules.viewFor(*s, 0)["combat"]["move"].get<int>(), 1);
        QVERIFY(!kRules.viewFor(*s, 1)["combat"].contains("move"));
        QVERIFY(!kRules.viewFor(*s, std::nullopt)["combat"].contains("collateral"));
    }

    void moveRefusals()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        QCOMPARE(refusal(strike(*s, 0, Json::array({1001}), Json{{"move", 2}})), std::string("kaiju.moveTooFar"));
        // The city does not move: its player's MOVE cards are refused a move.
        auto t = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"sidestep"})));
        rampage(*t, 1);
        QVERIFY(strike(*t, 0, Json::array({1001})).accepted);
        QCOMPARE(refusal(block(*t, 1, Json::array({2001}), Json::array({0}), Json{{"move", 2}})),
                 std::string("kaiju.cityNoMove"));
    }

    // The Move step (rules version 2; in-depth rules: "after resolving a round's damage, kaiju
    // may use the Move value on their combat card"; ruling K2: reveal, damage, collateral, KO
    // checks, then Move): the side whose cards carry MOVE is asked after the damage is counted
    // on, with the cards' MOVE as its most.
    void moveIsChosenAfterTheDamage()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"brace"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(s->phase == Phase::Combat); // nothing asked before the reveal
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        // The damage is on the counters before the choice; the city has not turned yet.
        QCOMPARE(s->seats[1].team[0].damage, 2);
        QVERIFY(s->phase == Phase::Move);
        const auto p = kRules.prompt(*s);
        QCOMPARE(p.kind, std::string("move"));
        QCOMPARE(p.seats, std::vector<int>{0});
        QCOMPARE(p.message.args["most"].get<int>(), 1);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
        // Public: every seat's view shows the step.
        for (std::optional<int> seat : {std::optional<int>(0), std::optional<int>(1), std::optional<int>()}) {
            const Json v = kRules.viewFor(*s, seat);
            QCOMPARE(v["phase"].get<std::string>(), std::string("move"));
            QCOMPARE(v["combat"]["moveStep"]["sides"][0]["seat"].get<int>(), 0);
            QCOMPARE(v["combat"]["moveStep"]["sides"][0]["most"].get<int>(), 1);
        }
        const auto legalMoves = kRules.legalActions(*s, 0);
        QCOMPARE(legalMoves.size(), std::size_t(2)); // move 0 and move 1
        QCOMPARE(legalMoves[1].args["points"].get<int>(), 1);
        QVERIFY(kRules.legalActions(*s, 1).empty());
        QVERIFY(act(*s, 0, "move", Json{{"points", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        // Then the roles swap.
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->round, 2);
        QCOMPARE(s->combat->sword, 1);
        QVERIFY(!kRules.viewFor(*s, 0)["combat"].contains("moveStep"));
    }

    // Movement is optional: 0 moves nothing, and the round goes on.
    void moveZeroIsAllowed()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"brace"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QVERIFY(s->phase == Phase::Move);
        const auto r = act(*s, 0, "move", Json{{"points", 0}});
        QVERIFY(r.accepted);
        QCOMPARE(r.events.back().type, std::string("round"));
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->round, 2);
    }

    // At most the MOVE of the cards played (kaiju.moveTooFar, the state unchanged); another
    // seat, another action, or a move outside the step are refused.
    void moveStepRefusals()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"brace"})));
        QCOMPARE(refusal(act(*s, 0, "move", Json{{"points", 0}})), std::string("kaiju.noMoveStep"));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        const auto before = kRules.stateDigest(*s);
        QCOMPARE(refusal(act(*s, 0, "move", Json{{"points", 2}})), std::string("kaiju.moveTooFar"));
        QCOMPARE(refusal(act(*s, 1, "move", Json{{"points", 0}})), std::string("kaiju.notYourTurn"));
        QCOMPARE(refusal(act(*s, 0, "strike", Json{{"cards", Json::array()}})), std::string("kaiju.answerMove"));
        QCOMPARE(kRules.stateDigest(*s), before);
        QVERIFY(act(*s, 0, "move", Json{{"points", 1}}).accepted);
    }

    // The Sword moves first, then the Shield: each sees the other's move before its own choice.
    void shieldMovesAfterTheSword()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array({2001}), Json::array({0})).accepted);
        QVERIFY(s->phase == Phase::Move);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QCOMPARE(refusal(act(*s, 1, "move", Json{{"points", 1}})), std::string("kaiju.notYourTurn"));
        QVERIFY(act(*s, 0, "move", Json{{"points", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        QVERIFY(s->phase == Phase::Move);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QCOMPARE(kRules.prompt(*s).message.args["most"].get<int>(), 2); // Sidestep's MOVE 2
        QCOMPARE(refusal(act(*s, 1, "move", Json{{"points", 3}})), std::string("kaiju.moveTooFar"));
        QVERIFY(act(*s, 1, "move", Json{{"points", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"coastal-reactor", "glass-tower", "radio-mast"}));
        QVERIFY(s->phase == Phase::Combat);
        QCOMPARE(s->combat->round, 2);
        // A side without MOVE is not asked: only the Shield here.
        auto t = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"sidestep"})));
        attackAlone(*t);
        QVERIFY(strike(*t, 0, Json::array({1001})).accepted);
        QVERIFY(block(*t, 1, Json::array({2001}), Json::array({0})).accepted);
        QVERIFY(t->phase == Phase::Move);
        QCOMPARE(kRules.prompt(*t).seats, std::vector<int>{1});
        // Neither side with MOVE: no step at all.
        auto u = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"})));
        attackAlone(*u);
        QVERIFY(strike(*u, 0, Json::array({1001})).accepted);
        QVERIFY(block(*u, 1, Json::array({2001}), Json::array({0})).accepted);
        QVERIFY(u->phase == Phase::Combat);
        QCOMPARE(u->combat->round, 2);
    }

    // A knocked-out fighter is not asked: one a side, its KO ends the combat before any MOVE; in
    // a team fight, the cards played for a fighter knocked out in the reveal give its side no MOVE.
    void knockedOutFighterIsNotAsked()
    {
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"sidestep"})));
        s->seats[1].team[0].damage = 13; // Bastion-9: KO at 12 + 2
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array({2001}), Json::array({0})).accepted);
        QCOMPARE(s->seats[1].team[0].damage, 14);
        QVERIFY(s->phase != Phase::Move);
        QVERIFY(!s->combat || s->combat->moves.empty());
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
        // Team fight: Gearjaw joins Bastion-9; Bastion-9 answers with Sidestep (MOVE 2) and is
        // knocked out; Gearjaw fights on, but its side played no MOVE of its own: nobody asked.
        auto t = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"sidestep"})));
        t->seats[1].team[0].damage = 13;
        QVERIFY(act(*t, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        while (t->phase == Phase::Join) {
            const int asked = t->combat->window.asked();
            QVERIFY(act(*t, asked, "join", Json{{"characters", asked == 1 ? Json::array({1}) : Json::array()}}).accepted);
        }
        QCOMPARE(t->combat->fighters.size(), std::size_t(3));
        const int bastion = 1;
        QVERIFY(strike(*t, 0, Json::array({1001}), Json{{"targets", Json::array({bastion})}}).accepted);
        QVERIFY(block(*t, 1, Json::array({2001}), Json::array({0})).accepted);
        QCOMPARE(t->seats[1].team[0].damage, 14);
        QVERIFY(t->phase == Phase::Combat);
        QCOMPARE(t->combat->round, 2);
        QCOMPARE(cityCards(*t), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
    }

    // A rampager's MOVE, chosen after the damage, shifts the fight to the new front card (then
    // the city player's keep/redraw question); the city's side is never asked, even with MOVE
    // cards played for it.
    void rampagerChosenMoveShiftsTheFight()
    {
        auto s = load(position(ids(1001, {"lightning-lunge", "crushing-bite"}), ids(2001, {"sidestep"})));
        rampage(*s, 1);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array({2001}), Json::array({0})).accepted);
        QCOMPARE(s->city.front().damage, 0); // Lunge 2 against Sidestep's Toughness 2
        QVERIFY(s->phase == Phase::Move);
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{0});
        QVERIFY(act(*s, 0, "move", Json{{"points", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        QVERIFY(s->phase == Phase::CityHand); // the city player (Sidestep's MOVE 2 unused) is not asked to move
        QVERIFY(act(*s, 1, "cityHand", Json{{"redraw", false}}).accepted);
        QCOMPARE(s->combat->round, 1);
        QCOMPARE(s->combat->sword, 0);
        QVERIFY(strike(*s, 0, Json::array({1002})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(s->seats[0].glory, 1); // the fight went on against Radio Mast (Fortitude 2)
        // Unopposed: the cards turn over at once, and the rampager is asked right after.
        auto t = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"brace"})));
        rampage(*t);
        QVERIFY(strike(*t, 0, Json::array({1001})).accepted);
        QCOMPARE(t->city.front().damage, 2);
        QVERIFY(t->phase == Phase::Move);
        QVERIFY(act(*t, 0, "move", Json{{"points", 0}}).accepted);
        QVERIFY(t->phase == Phase::Combat);
        QCOMPARE(t->combat->round, 2);
        QCOMPARE(cityCards(*t), (std::vector<std::string>{"glass-tower", "radio-mast", "coastal-reactor"}));
    }

    // A city card knocked out in the reveal: the rampager's MOVE comes first, then the fight-on
    // question (ruling K2's order: KO checks, then Move).
    void rampagerMovesBeforeFightingOn()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"brace"}), 2,
                               Json::array({"radio-mast", "glass-tower", "coastal-reactor"})));
        rampage(*s);
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"glass-tower", "coastal-reactor"})); // Radio Mast KO
        QVERIFY(s->phase == Phase::Move);
        QVERIFY(act(*s, 0, "move", Json{{"points", 1}}).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"coastal-reactor", "glass-tower"}));
        QVERIFY(s->phase == Phase::FightOn);
    }

    // Rules version 1's form: a `move` given with the cards is a pre-declaration the Move step
    // applies without asking (old records and scenarios replay the same); the other side, if it
    // declared nothing, is still asked.
    void declaredMoveIsAppliedWithoutAsking()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001}), Json{{"move", 1}}).accepted);
        QVERIFY(kRules.viewFor(*s, 0)["combat"]["moveDeclared"].get<bool>());
        QVERIFY(!kRules.viewFor(*s, 1)["combat"].contains("moveDeclared"));
        QVERIFY(block(*s, 1, Json::array({2001}), Json::array({0})).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        QVERIFY(s->phase == Phase::Move); // the Shield declared nothing: asked
        QCOMPARE(kRules.prompt(*s).seats, std::vector<int>{1});
        QVERIFY(act(*s, 1, "move", Json{{"points", 0}}).accepted);
        QVERIFY(s->phase == Phase::Combat);
        // Both declared (0 too): nobody asked.
        auto t = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*t);
        QVERIFY(strike(*t, 0, Json::array({1001}), Json{{"move", 0}}).accepted);
        QVERIFY(block(*t, 1, Json::array({2001}), Json::array({0}), Json{{"move", 2}}).accepted);
        QCOMPARE(cityCards(*t), (std::vector<std::string>{"coastal-reactor", "glass-tower", "radio-mast"}));
        QVERIFY(t->phase == Phase::Combat);
        QCOMPARE(t->combat->round, 2);
    }

    // The strike and block listed by legalActions carry no `move` any more: it is chosen later.
    void legalPlaysLeaveMoveToTheStep()
    {
        auto s = load(position(ids(1001, {"lightning-lunge"}), ids(2001, {"sidestep"})));
        attackAlone(*s);
        for (const auto& a : kRules.legalActions(*s, 0))
            QVERIFY2(!a.args.contains("move"), a.args.dump().c_str());
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        for (const auto& a : kRules.legalActions(*s, 1))
            QVERIFY2(!a.args.contains("move"), a.args.dump().c_str());
    }

    // A rampager that MOVEs fights the newly adjacent city card: no cards drawn, the city
    // player keeps or redraws, round 1 again with the rampager the Sword, pools not refreshed.
    void rampagerMoveShiftsTheFocus()
    {
        auto s = load(position(ids(1001, {"lightning-lunge", "crushing-bite"}), ids(2001, {"brace"})));
        rampage(*s, 1);
        QVERIFY(strike(*s, 0, Json::array({1001}), Json{{"move", 1}}).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(cityCards(*s), (std::vector<std::string>{"radio-mast", "coastal-reactor", "glass-tower"}));
        QCOMPARE(s->city.back().damage, 2); // the Lunge hit the Glass Office Tower before the move
        QVERIFY(s->phase == Phase::CityHand);
        QVERIFY(act(*s, 1, "cityHand", Json{{"redraw", false}}).accepted);
        QCOMPARE(s->combat->round, 1);
        QCOMPARE(s->combat->sword, 0);
        QCOMPARE(s->combat->fighters[0].agility, 1); // the Lunge's box stays paid
        QCOMPARE(s->seats[0].combatHand.size(), std::size_t(1)); // nothing drawn
        QVERIFY(strike(*s, 0, Json::array({1002})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(s->seats[0].glory, 1); // Radio Mast (Fortitude 2) knocked out
    }

    // RANGE: the Sword's card with RANGE n may deal 1 damage to one of the first n city cards;
    // a KO by collateral damage gives the card's glory.
    void collateralDamageByRange()
    {
        auto s = load(position(ids(1001, {"tail-sweep"}), ids(2001, {"brace"})));
        attackAlone(*s);
        QVERIFY(strike(*s, 0, Json::array({1001}), Json{{"collateral", Json::array({1})}}).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(s->city[1].damage, 1);
        QCOMPARE(s->city[0].damage, 0);
        QCOMPARE(s->seats[1].team[0].damage, 2);
        auto t = load(position(ids(1001, {"tail-sweep"}), ids(2001, {"brace"})));
        t->city[1].damage = 1; // Radio Mast, Fortitude 2
        attackAlone(*t);
        QVERIFY(strike(*t, 0, Json::array({1001}), Json{{"collateral", Json::array({1})}}).accepted);
        QVERIFY(block(*t, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(cityCards(*t), (std::vector<std::string>{"glass-tower", "coastal-reactor"}));
        QCOMPARE(t->seats[0].glory, 1);
        QCOMPARE(t->seats[0].gloryPile.size(), std::size_t(1));
    }

    void collateralRefusals_data()
    {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("collateral");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("beyond-range") << "[1001]" << "[2]" << "kaiju.outOfRange";
        QTest::newRow("two-hits-one-card") << "[1001]" << "[0,1]" << "kaiju.outOfRange";
        QTest::newRow("no-range-card") << "[1002]" << "[0]" << "kaiju.outOfRange";
        QTest::newRow("no-such-city-card") << "[1003]" << "[3]" << "kaiju.noCityCard";
        QTest::newRow("two-range-cards") << "[1001,1003]" << "[1,2]" << "accepted";
    }
    void collateralRefusals()
    {
        QFETCH(QString, cards);
        QFETCH(QString, collateral);
        QFETCH(QString, refusal);
        auto s = load(position(ids(1001, {"tail-sweep", "crushing-bite", "atomic-breath"}), ids(2001, {"brace"})));
        attackAlone(*s);
        const auto r = strike(*s, 0, Json::parse(cards.toStdString()),
                              Json{{"collateral", Json::parse(collateral.toStdString())}});
        QCOMPARE(QString::fromStdString(::refusal(r)), refusal);
    }

    // Neither a rampager nor the cards played for the city deal collateral damage.
    void noCollateralInARampage()
    {
        auto s = load(position(ids(1001, {"tail-sweep"}), ids(2001, {"tail-sweep"})));
        rampage(*s, 1);
        QCOMPARE(refusal(strike(*s, 0, Json::array({1001}), Json{{"collateral", Json::array({0})}})),
                 std::string("kaiju.noCollateral"));
        QVERIFY(strike(*s, 0, Json::array({1001})).accepted);
        QVERIFY(block(*s, 1, Json::array(), Json::array()).accepted);
        QCOMPARE(refusal(strike(*s, 1, Json::array({2001}), Json{{"collateral", Json::array({1})}})),
                 std::string("kaiju.noCollateral"));
    }

    // The rampage's choices are refused outside it.
    void rampageChoicesOutsideARampage_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("fightOn") << "fightOn";
        QTest::newRow("stop") << "stop";
        QTest::newRow("cityHand") << "cityHand";
    }
    void rampageChoicesOutsideARampage()
    {
        QFETCH(QString, type);
        auto s = load(position(ids(1001, {"crushing-bite"}), ids(2001, {"brace"})));
        QCOMPARE(refusal(act(*s, 0, type.toStdString(), Json{{"redraw", false}})), std::string("kaiju.noRampageChoice"));
    }

    // Every legal action of each rampage step is accepted, and a position with glory piles
    // reads back.
    void legalRampageActionsAreAccepted()
    {
        auto s = load(position(ids(1001, {"crushing-bite", "crushing-bite", "lightning-lunge"}), ids(2001, {"brace"})));
        QVERIFY(act(*s, 0, "rampage").accepted);
        for (int step = 0; step < 40 && s->phase != Phase::Over && s->combat; ++step) {
            const int asked = kRules.prompt(*s).seats.front();
            const auto legalNow = kRules.legalActions(*s, asked);
            QVERIFY(!legalNow.empty());
            for (const auto& a : legalNow) {
                KaijuState copy = *s;
                core::Rng rng(1);
                QVERIFY2(kRules.apply(copy, a, rng).accepted, a.toJson().dump().c_str());
                QVERIFY2(kRules.invariantViolations(copy, {}).empty(), a.toJson().dump().c_str());
            }
            core::Rng rng(1);
            QVERIFY(kRules.apply(*s, legalNow.back(), rng).accepted);
        }
        const Json written = kRules.toJson(*s);
        auto again = load(Json{{"phase", "discardDraw"}, {"city", written["city"]}, {"seats", written["seats"]}});
        QCOMPARE(kRules.toJson(*again)["seats"].dump(), written["seats"].dump());
    }
};

QTEST_APPLESS_MAIN(TestKaijuRampage)
#include "tst_kaiju_rampage.moc"
