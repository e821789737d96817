// Kaiju City's Planning cards beyond the city: allies and events (in-depth rules, "Playing
// Planning Cards"; ruling K5; our ruling A1), one test per rule (docs/games/kaiju.md).
// Positions are set up with setupScenario, so every card is known.
#include "core/Match.h"
#include "KaijuPositions.h"
#include "games/kaiju/KaijuRules.h"

#include <QtTest>

using namespace tabletop;
using core::Action;
using core::Json;
using games::kaiju::builtInCards;
using games::kaiju::KaijuRules;
using games::kaiju::KaijuState;
using games::kaiju::Phase;

namespace {
const KaijuRules kRules;

using kaijutest::ids;

// Two seats in Planning, seat 0 to play: its team (default Grothmaw, aquatic and giant, and
// Silt Lancer, aquatic) and planning hand (ids 11..); seat 1 has Bastion-9 (armored, electric)
// and Gearjaw. Both have planning decks (ids 31.., 51..) and combat decks and hands.
Json planning(Json hand0, Json team0 = Json(), Json team1 = Json())
{
    if (team0.is_null())
        team0 = Json::array({"grothmaw", "silt-lancer"});
    if (team1.is_null())
        team1 = Json::array({"bastion-9", "gearjaw"});
    return Json{
        {"phase", "planning"},
        {"order", Json::array({0, 1})},
        {"cursor", 0},
        {"seats",
         Json::array({Json{{"team", team0},
                           {"energy", 10},
                           {"drawn", true},
                           {"planningHand", hand0},
                           {"planningDeck", ids(31, {"stadium", "subway-hub", "crane-yard"})},
                           {"combatHand", ids(101, {"crushing-bite", "brace"})},
                           {"combatDeck", ids(151, {"brace", "sidestep", "crushing-bite"})}},
                      Json{{"team", team1},
                           {"energy", 10},
                           {"drawn", true},
                           {"planningHand", ids(21, {"stadium"})},
                           {"planningDeck", ids(51, {"stadium", "subway-hub"})},
                           {"combatHand", ids(201, {"brace", "crushing-bite"})},
                           {"combatDeck", ids(251, {"brace", "sidestep", "crushing-bite"})}}})}};
}

std::unique_ptr<KaijuState> load(const Json& pos, Json options = Json::object())
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = 2;
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

core::Result play(KaijuState& s, int id, int seat = 0) { return act(s, seat, "play", Json{{"card", id}}); }

bool legal(const KaijuState& s, int seat, const std::string& type, const Json& args)
{
    for (const auto& a : kRules.legalActions(s, seat))
        if (a.type == type && a.args == args)
            return true;
    return false;
}

const core::Event* findEvent(const std::vector<core::Event>& events, const std::string& type)
{
    for (const auto& e : events)
        if (e.type == type)
            return &e;
    return nullptr;
}

int cardIndex(const char* id) { return builtInCards().indexOf(id); }

// Both seats done with Planning, each selects `pick0`/`pick1`: the Action phase, seat 0 first.
void toAction(KaijuState& s, int pick0, int pick1 = 0)
{
    while (s.phase == Phase::Planning)
        QVERIFY(act(s, s.current(), "done").accepted);
    QVERIFY(act(s, 0, "select", Json{{"character", pick0}}).accepted);
    QVERIFY(act(s, 1, "select", Json{{"character", pick1}}).accepted);
    QVERIFY(s.phase == Phase::Action);
}
} // namespace

class TestKaijuPlanning : public QObject {
    Q_OBJECT
private slots:
    // Card data: an ally names a requirement, a fortitude and its glory; an event has effects
    // from the vocabulary; each problem names the card and field.
    void cardDataChecksAlliesAndEvents_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ally-without-requirement")
            << R"({"id":"a","name":"A","text":"","kind":"ally","fortitude":4,"glory":2})" << "field \"requires\" is required for an ally";
        QTest::newRow("ally-without-glory")
            << R"({"id":"a","name":"A","text":"","kind":"ally","fortitude":4,"requires":{"trait":"fire"}})"
            << "field \"glory\" is required for an ally";
        QTest::newRow("ally-without-fortitude")
            << R"({"id":"a","name":"A","text":"","kind":"ally","glory":2,"requires":{"trait":"fire"}})"
            << "field \"fortitude\" is required for an ally";
        QTest::newRow("requirement-unknown-trait")
            << R"({"id":"a","name":"A","text":"","kind":"ally","fortitude":4,"glory":2,"requires":{"trait":"psychic"}})"
            << "requires.trait";
        QTest::newRow("requirement-two-keys")
            << R"({"id":"a","name":"A","text":"","kind":"ally","fortitude":4,"glory":2,"requires":{"trait":"fire","affiliation":"iron"}})"
            << "field \"requires\"";
        QTest::newRow("requirement-not-ally")
            << R"({"id":"a","name":"A","text":"","kind":"event","effects":{"gainGlory":1},"requires":{"trait":"fire"}})"
            << "an ally's requirement";
        QTest::newRow("event-without-effects") << R"({"id":"e","name":"E","text":"","kind":"event"})"
                                               << "field \"effects\" is required for an event: at least one effect";
        QTest::newRow("event-unknown-effect")
            << R"({"id":"e","name":"E","text":"","kind":"event","effects":{"teleport":1}})" << ".effects.teleport: is not a field the schema allows";
        QTest::newRow("event-effect-range")
            << R"({"id":"e","name":"E","text":"","kind":"event","effects":{"gainGlory":9}})" << ".effects.gainGlory: must be at most 5, not 9";
        QTest::newRow("effects-not-event")
            << R"({"id":"l","name":"L","text":"","kind":"location","fortitude":2,"glory":1,"effects":{"gainGlory":1}})"
            << "an event's";
        QTest::newRow("timing-not-event")
            << R"({"id":"l","name":"L","text":"","kind":"location","fortitude":2,"glory":1,"timing":"action"})"
            << "field \"timing\" is an event's";
        QTest::newRow("timing-unknown")
            << R"({"id":"e","name":"E","text":"","kind":"event","timing":"combat","effects":{"gainGlory":1}})" << ".timing";
    }
    void cardDataChecksAlliesAndEvents()
    {
        QFETCH(QString, card);
        QFETCH(QString, expected);
        std::vector<std::string> errors;
        games::kaiju::parseCardSet(R"({"game":"kaiju","cards":[)" + card.toStdString() + "]}", errors);
        QVERIFY(!errors.empty());
        QVERIFY2(errors[0].find("card 0 (") == 0, errors[0].c_str());
        QVERIFY2(errors[0].find(expected.toStdString()) != std::string::npos, errors[0].c_str());
    }

    // The shipped set: at least 7 events and 5 allies, every one with its effects or
    // requirement, and the starters carry some of them.
    void shippedAlliesAndEvents()
    {
        int events = 0;
        int allies = 0;
        for (const auto& c : builtInCards().cards) {
            events += c.kind == games::kaiju::Kind::Event ? 1 : 0;
            allies += c.kind == games::kaiju::Kind::Ally ? 1 : 0;
        }
        QVERIFY(events >= 7);
        QVERIFY(allies >= 5);
        for (const auto& l : builtInCards().starters) {
            int planningOnly = 0;
            for (const auto& [id, n] : l.planning) {
                const auto kind = builtInCards().at(cardIndex(id.c_str())).kind;
                planningOnly += kind == games::kaiju::Kind::Ally || kind == games::kaiju::Kind::Event ? n : 0;
            }
            QVERIFY2(planningOnly >= 2, l.name.c_str());
        }
    }

    // An ally is played in Planning when at least one conscious team member meets its
    // requirement (a trait, or an affiliation); otherwise it is refused, naming the requirement.
    void allyRequirement_data()
    {
        QTest::addColumn<QString>("ally");
        QTest::addColumn<QString>("team_");
        QTest::addColumn<bool>("met");
        QTest::newRow("trait-met") << "harbour-pilot" << R"(["grothmaw"])" << true;
        QTest::newRow("trait-unmet") << "field-scientist" << R"(["grothmaw", "silt-lancer"])" << false;
        QTest::newRow("trait-met-by-second-member") << "field-scientist" << R"(["grothmaw", "tidewyrm"])" << true;
        QTest::newRow("affiliation-met") << "salvaged-walker" << R"(["gearjaw"])" << true;
        QTest::newRow("affiliation-unmet") << "ash-pilgrims" << R"(["gearjaw", "bastion-9"])" << false;
        QTest::newRow("only-a-knocked-out-member-meets-it")
            << "field-scientist" << R"(["grothmaw", {"card": "tidewyrm", "damage": 12}])" << false;
        QTest::newRow("met-by-an-ally-in-play")
            << "harbour-pilot" << R"(["gearjaw", {"card": "harbour-pilot", "id": 70}])" << true;
    }
    void allyRequirement()
    {
        QFETCH(QString, ally);
        QFETCH(QString, team_);
        QFETCH(bool, met);
        const Json team = Json::parse(team_.toStdString());
        auto s = load(planning(ids(11, {ally.toUtf8().constData(), "stadium"}), team));
        const std::size_t before = s->seats[0].team.size();
        QCOMPARE(legal(*s, 0, "play", Json{{"card", 11}}), met);
        const auto r = play(*s, 11);
        QCOMPARE(r.accepted, met);
        if (!met) {
            QCOMPARE(r.refusal.id, std::string("kaiju.allyRequirement"));
            QVERIFY(r.refusal.text.find(builtInCards().at(cardIndex(ally.toUtf8().constData())).name) != std::string::npos);
            QCOMPARE(s->seats[0].team.size(), before);
            QCOMPARE(s->seats[0].planningHand.size(), std::size_t(2));
            return;
        }
        // It becomes a member of the team, public from now on, with its card's instance id.
        QCOMPARE(s->seats[0].team.size(), before + 1);
        const auto& member = s->seats[0].team.back();
        QCOMPARE(member.card, cardIndex(ally.toUtf8().constData()));
        QCOMPARE(member.instance, 11);
        QCOMPARE(member.damage, 0);
        QVERIFY(!member.active);
        QCOMPARE(s->seats[0].planningHand.size(), std::size_t(1));
        QVERIFY(r.revealedHidden);
        QVERIFY(findEvent(r.events, "ally"));
        QCOMPARE(findEvent(r.events, "ally")->message.id, std::string("kaiju.log.ally"));
        const Json v = kRules.viewFor(*s, 1);
        QCOMPARE(v["seats"][0]["team"].back()["card"].get<std::string>(), ally.toStdString());
        QCOMPARE(v["seats"][0]["team"].back()["id"].get<std::string>(), std::string("kc11"));
        QVERIFY(s->phase == Phase::Planning); // more cards may follow
    }

    // Our ruling A1: allies are extra members (the 1-3 kaiju of a team do not limit them), at
    // most 3 a team, knocked-out ones included.
    void allyLimit()
    {
        auto s = load(planning(ids(11, {"harbour-pilot", "harbour-pilot", "harbour-pilot", "harbour-pilot"}),
                               Json::array({"grothmaw", "silt-lancer", "tidewyrm"})));
        for (int id : {11, 12, 13})
            QVERIFY(play(*s, id).accepted);
        QCOMPARE(s->seats[0].team.size(), std::size_t(6));
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 14}}));
        QCOMPARE(play(*s, 14).refusal.id, std::string("kaiju.allyLimit"));
        s->seats[0].team[3].damage = 99; // a knocked-out ally still counts
        QCOMPARE(play(*s, 14).refusal.id, std::string("kaiju.allyLimit"));
    }

    // An ally may be selected as the active character and takes an action like a kaiju: here it
    // attacks, fighting with the pools of its card (K1) and its traits.
    void allySelectableAndActing()
    {
        auto s = load(planning(ids(11, {"salvaged-walker"}), Json::array({"gearjaw"})));
        QVERIFY(play(*s, 11).accepted);
        toAction(*s, 1);
        QVERIFY(s->seats[0].team[1].selected && s->seats[0].team[1].active);
        QVERIFY(legal(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        while (s->phase == Phase::Join)
            QVERIFY(act(*s, s->combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
        QVERIFY(s->phase == Phase::Combat);
        const auto& f = s->combat->fighters[0];
        QCOMPARE(f.character, 1);
        const auto& walker = builtInCards().at(cardIndex("salvaged-walker"));
        QCOMPARE(f.ferocity, walker.ferocity);
        QCOMPARE(f.agility, walker.agility);
        QCOMPARE(f.power, walker.power);
        // Crushing Bite (3, one Ferocity box) from the ally's pool, against Brace (3).
        QVERIFY(act(*s, 0, "strike", Json{{"cards", Json::array({101})}}).accepted);
        QVERIFY(act(*s, 1, "block", Json{{"cards", Json::array({201})}, {"answers", Json::array({0})}}).accepted);
        QCOMPARE(s->combat->fighters[0].ferocity, walker.ferocity - 1);
    }

    // Ruling K5: kaiju (not allies) that did not enter the city heal at the End.
    void allyDoesNotHeal()
    {
        auto s = load(planning(Json::array(), Json::array({"grothmaw", "silt-lancer", Json{{"card", "harbour-pilot"}, {"damage", 3}}})));
        s->seats[0].team[1].damage = 3;
        toAction(*s, 0);
        QVERIFY(act(*s, 0, "pass").accepted);
        QVERIFY(act(*s, 1, "pass").accepted);
        QVERIFY(s->phase == Phase::DiscardDraw);
        QCOMPARE(s->seats[0].team[1].damage, 2); // the kaiju outside healed 1
        QCOMPARE(s->seats[0].team[2].damage, 3); // the ally did not
    }

    // In-depth rules: allies can NOT refuse challenges; a kaiju still may.
    void allyCannotDecline()
    {
        auto s = load(planning(Json::array(), Json()), Json::object());
        s->seats[1].team.push_back(games::kaiju::Character{cardIndex("field-scientist"), 90});
        toAction(*s, 0);
        QVERIFY(act(*s, 0, "challenge", Json{{"seat", 1}, {"character", 2}}).accepted);
        QVERIFY(s->phase == Phase::Challenge);
        QVERIFY(!legal(*s, 1, "decline", Json::object()));
        QVERIFY(legal(*s, 1, "accept", Json::object()));
        const auto r = act(*s, 1, "decline");
        QCOMPARE(r.refusal.id, std::string("kaiju.allyCannotDecline"));
        QVERIFY(s->phase == Phase::Challenge);
        QVERIFY(act(*s, 1, "accept").accepted);
        QVERIFY(s->seats[1].team[2].active);

        auto k = load(planning(Json::array(), Json()));
        toAction(*k, 0);
        QVERIFY(act(*k, 0, "challenge", Json{{"seat", 1}, {"character", 1}}).accepted);
        QVERIFY(legal(*k, 1, "decline", Json::object()));
        QVERIFY(act(*k, 1, "decline").accepted);
    }

    // An ally's KO gives the glory on its card (a kaiju's gives 5); a team with only an ally
    // left standing is still in the game.
    void allyKoGivesItsGlory()
    {
        auto s = load(planning(Json::array(), Json(),
                               Json::array({Json{{"card", "bastion-9"}, {"damage", 99}},
                                            Json{{"card", "salvaged-walker"}, {"damage", 7}}})));
        QVERIFY(!kRules.outcome(*s)); // the ally keeps seat 1 in the game
        toAction(*s, 0, 1);
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 1}}).accepted);
        while (s->phase == Phase::Join)
            QVERIFY(act(*s, s->combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
        const auto r = act(*s, 0, "strike", Json{{"cards", Json::array({101})}});
        QVERIFY(r.accepted);
        const auto b = act(*s, 1, "block", Json{{"cards", Json::array()}, {"answers", Json::array()}});
        QVERIFY(b.accepted);
        const auto* ko = findEvent(b.events, "ko");
        QVERIFY(ko);
        const int glory = builtInCards().at(cardIndex("salvaged-walker")).glory;
        QCOMPARE(ko->data["glory"].get<int>(), glory);
        QCOMPARE(s->seats[0].glory, glory);
        QVERIFY(glory != KaijuRules::kKaijuGlory);
    }

    // Events resolve at once, each effect told in the log, then go to the planning discard.
    void eventEffect_data()
    {
        QTest::addColumn<QString>("effect");
        QTest::newRow("gainGlory") << "gainGlory";
        QTest::newRow("gainEnergy") << "gainEnergy";
        QTest::newRow("drawCombat") << "drawCombat";
        QTest::newRow("drawPlanning") << "drawPlanning";
        QTest::newRow("healAll") << "healAll";
        QTest::newRow("damageCityFront") << "damageCityFront";
    }
    void eventEffect()
    {
        QFETCH(QString, effect);
        const std::map<QString, const char*> card{{"gainGlory", "broadcast"},   {"gainEnergy", "grid-overload"},
                                                  {"drawCombat", "storm-surge"}, {"drawPlanning", "evacuation"},
                                                  {"healAll", "quiet-night"},    {"damageCityFront", "aftershock"}};
        const char* id = card.at(effect);
        const auto& fx = builtInCards().at(cardIndex(id)).effects;
        Json pos = planning(ids(11, {id, "stadium"}),
                            Json::array({Json{{"card", "grothmaw"}, {"damage", 3}}, Json{{"card", "silt-lancer"}, {"damage", 1}},
                                         Json{{"card", "harbour-pilot"}, {"damage", 2}}}));
        pos["city"] = Json::array({Json{{"card", "crane-yard"}, {"owner", 1}}, Json{{"card", "glass-tower"}, {"owner", 1}}});
        auto s = load(pos);
        const auto before = s->seats[0];
        QVERIFY(legal(*s, 0, "play", Json{{"card", 11}}));
        const auto r = play(*s, 11);
        QVERIFY(r.accepted);
        const auto& st = s->seats[0];
        QVERIFY(findEvent(r.events, "event"));
        QCOMPARE(findEvent(r.events, "event")->message.id, std::string("kaiju.log.event"));
        QCOMPARE(st.planningDiscard.size(), std::size_t(1));
        QCOMPARE(st.planningDiscard.back().id, 11);
        if (effect == "gainGlory") {
            QCOMPARE(st.glory, before.glory + fx.gainGlory);
            QCOMPARE(findEvent(r.events, "gainGlory")->message.id, std::string("kaiju.log.gainGlory"));
        } else if (effect == "gainEnergy") {
            QCOMPARE(st.energy, before.energy + fx.gainEnergy);
            QCOMPARE(findEvent(r.events, "gainEnergy")->message.id, std::string("kaiju.log.gainEnergy"));
        } else if (effect == "drawCombat") {
            QCOMPARE(st.combatHand.size(), before.combatHand.size() + fx.drawCombat);
            QCOMPARE(st.combatHand.back().id, 150 + fx.drawCombat); // from the top of the deck
            QCOMPARE(findEvent(r.events, "drawCombat")->data["amount"].get<int>(), fx.drawCombat);
        } else if (effect == "drawPlanning") {
            // Evacuation Order: +2 energy too; the hand lost the event and drew 1.
            QCOMPARE(st.planningHand.size(), before.planningHand.size() - 1 + fx.drawPlanning);
            QCOMPARE(st.planningHand.back().id, 31);
            QCOMPARE(st.energy, before.energy + fx.gainEnergy);
            const auto* e = findEvent(r.events, "drawPlanning");
            QVERIFY(e);
            QVERIFY(e->audience.everyone);
            QVERIFY(e->data.dump().find("kc31") == std::string::npos); // the card drawn stays hidden
        } else if (effect == "healAll") {
            QCOMPARE(st.team[0].damage, std::max(0, 3 - fx.healAll));
            QCOMPARE(st.team[1].damage, 0);
            QCOMPARE(st.team[2].damage, 2); // allies do not heal
            QCOMPARE(findEvent(r.events, "heal")->data["healed"].get<int>(), std::min(3, fx.healAll) + 1);
        } else if (effect == "damageCityFront") {
            // Aftershock: 2 damage to the Harbour Crane Yard (Fortitude 3), the front card.
            QCOMPARE(s->city.front().damage, fx.damageCityFront);
            QCOMPARE(s->city.size(), std::size_t(2));
            QCOMPARE(findEvent(r.events, "cityDamage")->message.id, std::string("kaiju.log.cityDamage"));
        }
        QVERIFY(s->phase == Phase::Planning);
    }

    // damageCityFront knocking out the front card gives its glory to the player of the event
    // (K7), and with no city card the event deals no damage and says so.
    void eventDamageKnocksOutCityCard()
    {
        Json pos = planning(ids(11, {"aftershock", "aftershock"}));
        pos["city"] = Json::array({Json{{"card", "crane-yard"}, {"owner", 1}, {"damage", 1}}});
        auto s = load(pos);
        const auto r = play(*s, 11);
        QVERIFY(r.accepted);
        QVERIFY(findEvent(r.events, "cityKo"));
        QVERIFY(s->city.empty());
        QCOMPARE(s->seats[0].glory, builtInCards().at(cardIndex("crane-yard")).glory);
        QCOMPARE(s->seats[0].gloryPile.size(), std::size_t(1));
        const auto none = play(*s, 12);
        QVERIFY(none.accepted);
        QCOMPARE(findEvent(none.events, "noCityDamage")->message.id, std::string("kaiju.log.noCityDamage"));
        QCOMPARE(s->seats[0].planningDiscard.size(), std::size_t(2));
    }

    // Glory from an event counts toward the glory to win: the game ends at once.
    // In-depth rules: events are played in Planning "unless they specify otherwise". An event
    // with timing "action" (Falling Overpass, Adrenal Surge, Live Footage) is played in its
    // player's Action phase, before the action: it resolves, goes to the discard pile, and the
    // player still takes its action. It is neither offered nor taken in Planning, and a Planning
    // event is not played in the Action phase.
    void actionEventsInTheActionPhase()
    {
        QVERIFY(builtInCards().at(cardIndex("falling-overpass")).actionEvent);
        QVERIFY(!builtInCards().at(cardIndex("aftershock")).actionEvent);
        Json pos = planning(ids(11, {"falling-overpass", "adrenal-surge", "aftershock", "stadium"}));
        pos["city"] = Json::array({Json{{"card", "crane-yard"}, {"owner", 1}}, Json{{"card", "glass-tower"}, {"owner", 1}}});
        auto s = load(pos);
        // Planning: the action events are not offered, and refused by name; Aftershock is played.
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 11}}));
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 12}}));
        QVERIFY(legal(*s, 0, "play", Json{{"card", 13}}));
        const auto early = play(*s, 11);
        QVERIFY(!early.accepted);
        QCOMPARE(early.refusal.id, std::string("kaiju.actionEventTiming"));
        QCOMPARE(s->seats[0].planningHand.size(), std::size_t(4)); // nothing changed
        toAction(*s, 0);
        QCOMPARE(s->current(), 0);
        // The Action phase: the two action events are offered (with the actions), not the
        // Planning event nor the city card.
        QVERIFY(legal(*s, 0, "play", Json{{"card", 11}}));
        QVERIFY(legal(*s, 0, "play", Json{{"card", 12}}));
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 13}}));
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 14}}));
        QVERIFY(!legal(*s, 1, "play", Json{{"card", 11}})); // not seat 1's turn
        const auto late = play(*s, 13);
        QVERIFY(!late.accepted);
        QCOMPARE(late.refusal.id, std::string("kaiju.notActionEvent"));
        QCOMPARE(play(*s, 14).refusal.id, std::string("kaiju.notActionEvent"));
        QCOMPARE(play(*s, 99).refusal.id, std::string("kaiju.notInHand"));
        // Falling Overpass: 2 damage to the front city card; seat 0 still to act.
        const std::size_t cityBefore = s->city.size();
        const int damageBefore = s->city.front().damage;
        const auto r = play(*s, 11);
        QVERIFY(r.accepted);
        QVERIFY(findEvent(r.events, "event"));
        QCOMPARE(findEvent(r.events, "event")->data["timing"].get<std::string>(), std::string("action"));
        // The card's face (the table, the phones, the log) says when it is played.
        QCOMPARE(kRules.cardFace("falling-overpass").value("timing", std::string()), std::string("action"));
        QVERIFY(!kRules.cardFace("aftershock").contains("timing"));
        QVERIFY(s->city.size() < cityBefore || s->city.front().damage == damageBefore + 2);
        QCOMPARE(s->seats[0].planningDiscard.back().id, 11);
        QVERIFY(s->phase == Phase::Action);
        QCOMPARE(s->current(), 0);
        QVERIFY(legal(*s, 0, "pass", Json::object()));
        // Adrenal Surge: +2 energy and a combat card; then the action (a pass) ends the turn's
        // action as usual.
        const int energy = s->seats[0].energy;
        const std::size_t combat = s->seats[0].combatHand.size();
        QVERIFY(play(*s, 12).accepted);
        QCOMPARE(s->seats[0].energy, energy + 2);
        QCOMPARE(s->seats[0].combatHand.size(), combat + 1);
        QVERIFY(!legal(*s, 0, "play", Json{{"card", 12}}));
        QVERIFY(act(*s, 0, "pass").accepted);
        QVERIFY(s->phase != Phase::Action || s->current() != 0);
    }

    void eventGloryWinsTheGame()
    {
        Json pos = planning(ids(11, {"broadcast", "stadium"}));
        pos["seats"][0]["glory"] = 18;
        auto s = load(pos);
        QVERIFY(!kRules.outcome(*s));
        QVERIFY(play(*s, 11).accepted);
        QCOMPARE(s->seats[0].glory, 20);
        QVERIFY(s->phase == Phase::Over);
        const auto o = kRules.outcome(*s);
        QVERIFY(o);
        QCOMPARE(o->winners, (std::vector<int>{0}));
        QCOMPARE(kRules.prompt(*s).kind, std::string("gameOver"));
        QCOMPARE(play(*s, 12).refusal.id, std::string("kaiju.over"));
    }

    // Ties at 20 glory: the glory of conscious characters counts an ally's own glory.
    void tieBreakCountsAllyGlory()
    {
        auto s = load(planning(Json::array(), Json::array({"grothmaw", Json{{"card", "salvaged-walker"}}}),
                               Json::array({"bastion-9", "gearjaw"})));
        s->seats[0].glory = 21;
        s->seats[1].glory = 21;
        const auto o = kRules.outcome(*s);
        QVERIFY(o);
        QCOMPARE(o->winners, (std::vector<int>{1})); // 5 + 5 against 5 + 3
    }

    // Views: the ally in play and the event played are public; hands stay hidden, and the
    // position (with allies) reads back to the same state.
    void viewsAndPositions()
    {
        Json pos = planning(ids(11, {"harbour-pilot", "evacuation"}));
        auto s = load(pos);
        QVERIFY(play(*s, 11).accepted);
        QVERIFY(play(*s, 12).accepted);
        for (int viewer : {0, 1}) {
            const Json v = kRules.viewFor(*s, viewer);
            QCOMPARE(v["seats"][0]["team"][2]["id"].get<std::string>(), std::string("kc11"));
            QCOMPARE(v["seats"][0]["planningDiscard"][0]["card"].get<std::string>(), std::string("evacuation"));
            const std::string dumped = v.dump();
            for (const auto& hidden : kRules.hiddenFrom(*s, viewer))
                QVERIFY2(dumped.find("\"" + hidden + "\"") == std::string::npos, hidden.c_str());
        }
        QVERIFY(!kRules.viewFor(*s, 1)["seats"][0].contains("planningHand"));
        const Json written = kRules.toJson(*s);
        auto again = load(written);
        QCOMPARE(kRules.toJson(*again).dump(), written.dump());
        // The ally card is in exactly one place (the team), for the card-conservation checks.
        int found = 0;
        for (const auto& loc : kRules.cardLocations(*s))
            found += loc.card == "kc11" && loc.zone == "seat0.team" ? 1 : 0;
        QCOMPARE(found, 1);
        QVERIFY(kRules.invariantViolations(*s, {}).empty());
    }

    void positionErrorsForAllies_data()
    {
        QTest::addColumn<QString>("memberText");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not-a-character") << R"("stadium")" << "is not a kaiju or an ally";
        QTest::newRow("ally-scar") << R"({"card": "harbour-pilot", "scar": "broken-horn"})" << "an ally takes no scar";
        QTest::newRow("ally-id") << R"({"card": "harbour-pilot", "id": "x"})" << "position.seats[0].team[1].id";
    }
    void positionErrorsForAllies()
    {
        QFETCH(QString, memberText);
        QFETCH(QString, expected);
        const Json member = Json::parse(memberText.toStdString());
        try {
            load(planning(Json::array(), Json::array({"grothmaw", member})));
            QFAIL("accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find(expected.toStdString()) != std::string::npos, e.what());
        }
        try {
            load(planning(Json::array(), Json::array({"grothmaw", "harbour-pilot", "harbour-pilot", "harbour-pilot",
                                                      "harbour-pilot"})));
            QFAIL("four allies accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("at most 3 allies") != std::string::npos, e.what());
        }
    }

    // Whole seeded games with the starters (which carry allies and events) through core::Match:
    // every legal action listed is accepted, allies and events get played.
    void randomGamesPlayAlliesAndEvents()
    {
        int allies = 0;
        int events = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            core::MatchConfig c;
            c.game = "kaiju";
            c.seats = 3;
            c.seed = seed;
            core::Match m(kRules, c);
            core::Rng choose(seed);
            for (int step = 0; step < 400 && !m.outcome(); ++step) {
                const auto p = m.prompt();
                const int seat = p.seats[choose.below(p.seats.size())];
                const auto legalNow = m.legalActions(seat);
                QVERIFY(!legalNow.empty());
                // Prefer playing planning cards, so allies and events show up.
                Action a = legalNow[choose.below(legalNow.size())];
                for (const auto& x : legalNow)
                    if (x.type == "play")
                        a = x;
                const auto r = m.submit(a);
                QVERIFY2(r.accepted, (a.type + " " + a.args.dump()).c_str());
                allies += findEvent(r.events, "ally") ? 1 : 0;
                events += findEvent(r.events, "event") ? 1 : 0;
            }
        }
        QVERIFY(allies > 0);
        QVERIFY(events > 0);
    }
};

QTEST_APPLESS_MAIN(TestKaijuPlanning)
#include "tst_kaiju_planning.moc"
