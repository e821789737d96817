// Kaiju City's team cards (issue 15, "Setup": "a team card's own rules"; docs/games/kaiju.md,
// "Team cards"): the card data and its schema, the membership rule in deck checks (with the
// line of a breach), setup with the team card's initiative, planning draw, fury value and
// Fortitude bonus, the rules that use them, views and positions.
#include "KaijuPositions.h"
#include "catalog/CardFiles.h"
#include "catalog/DeckCheck.h"
#include "core/Match.h"
#include "games/kaiju/KaijuRules.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace tabletop;
using core::Action;
using core::Json;
using namespace tabletop::games::kaiju;
using kaijutest::ids;

namespace {
const KaijuRules kRules;

std::string readSource(const char* path)
{
    QFile f(QString::fromUtf8(KAIJU_SOURCE) + "/" + QString::fromUtf8(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

const CardDef& card(const char* id) { return builtInCards().at(builtInCards().indexOf(id)); }

// A deck by its lines: [team] as given, the Trench Tide starter's planning and combat decks.
std::string deckText(const std::string& team)
{
    const std::string starter = readSource("cards/kaiju/decks/1-trench-tide.deck");
    const auto planning = starter.find("[planning]");
    return "# game: kaiju\n# name: Test\n[team]\n" + team + starter.substr(planning);
}

Json deckOf(const std::string& text)
{
    std::vector<std::string> errors;
    Json deck = parseDeckList(text, errors);
    if (!errors.empty())
        qWarning("%s", errors.front().c_str());
    return deck;
}

std::vector<std::string> problemIds(const std::string& team)
{
    std::vector<std::string> out;
    for (const auto& m : kRules.checkDeck(deckOf(deckText(team))))
        out.push_back(m.id);
    return out;
}

std::unique_ptr<KaijuState> setupWith(Json decks, int seats, std::uint64_t seed)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = seats;
    c.seed = seed;
    c.decks = std::move(decks);
    core::Rng rng(seed);
    auto base = kRules.setup(c, rng);
    return std::unique_ptr<KaijuState>(static_cast<KaijuState*>(base.release()));
}

std::unique_ptr<KaijuState> load(const Json& pos, int seats = 2)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = seats;
    c.seed = 3;
    core::Rng rng(3);
    auto base = kRules.setupScenario(c, pos, rng);
    return std::unique_ptr<KaijuState>(static_cast<KaijuState*>(base.release()));
}

core::Result act(KaijuState& s, int seat, std::string type, Json args = Json::object())
{
    core::Rng rng(99);
    return kRules.apply(s, Action{seat, std::move(type), std::move(args)}, rng);
}

Json fighter(const char* id, int damage = 0)
{
    return Json{{"card", id}, {"damage", damage}, {"active", true}, {"enteredCity", true}, {"selected", true}};
}

// Two seats in the Action phase, seat 0 first; seat 1 may have a team card.
Json position(Json team0, Json team1, Json hand0, Json teamCard1 = Json(), int fury0 = 0, Json teamCard0 = Json())
{
    const Json deck0 = ids(151, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"});
    const Json deck1 = ids(251, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"});
    Json seat0{{"team", team0}, {"energy", 10}, {"fury", fury0}, {"combatHand", hand0}, {"combatDeck", deck0}};
    Json seat1{{"team", team1}, {"energy", 10}, {"combatHand", ids(201, {"brace"})}, {"combatDeck", deck1}};
    if (!teamCard0.is_null())
        seat0["teamCard"] = teamCard0;
    if (!teamCard1.is_null())
        seat1["teamCard"] = teamCard1;
    return Json{{"phase", "action"}, {"order", Json::array({0, 1})}, {"cursor", 0}, {"seats", Json::array({seat0, seat1})}};
}

void attackAndNoJoins(KaijuState& s)
{
    QVERIFY(act(s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
    while (s.phase == Phase::Join)
        QVERIFY(act(s, s.combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
}
} // namespace

class TestKaijuTeams : public QObject {
    Q_OBJECT
private slots:
    // The three team cards of the set, each with its own values and membership rule, as data.
    void teamCardsAreData()
    {
        int teams = 0;
        for (const auto& c : builtInCards().cards)
            if (c.kind == Kind::Team) {
                ++teams;
                QVERIFY(!c.isPlanning());
            }
        QCOMPARE(teams, 3);
        const CardDef& storm = card("stormfront-compact");
        QCOMPARE(storm.team.initiative, 65);
        QCOMPARE(storm.team.planningDraw, 5);
        QCOMPARE(storm.team.fury, 9);
        QCOMPARE(storm.team.fortitudeBonus, 2);
        QCOMPARE(storm.members.max, 3);
        QCOMPARE(storm.members.affiliations, (std::vector<std::string>{"iron", "ember"}));
        const CardDef& titan = card("titan-vigil");
        QCOMPARE(titan.team.initiative, 30);
        QCOMPARE(titan.team.planningDraw, 4);
        QCOMPARE(titan.team.fury, 7);
        QCOMPARE(titan.team.fortitudeBonus, 4);
        QCOMPARE(titan.members.max, 2);
        QCOMPARE(titan.members.trait, std::string("giant"));
        const CardDef& swarm = card("harbour-swarm");
        QCOMPARE(swarm.team.initiative, 70);
        QCOMPARE(swarm.team.planningDraw, 6);
        QCOMPARE(swarm.team.fury, 12);
        QCOMPARE(swarm.team.fortitudeBonus, 1);
        QCOMPARE(swarm.members.max, 4);
        QCOMPARE(swarm.members.maxFortitude, 10);
        // The default team's values (in-depth rules).
        const TeamValues def = teamValuesOf(-1);
        QCOMPARE(def.initiative, 50);
        QCOMPARE(def.planningDraw, KaijuRules::kPlanningDraw);
        QCOMPARE(def.fury, KaijuRules::kFuryValue);
        QCOMPARE(def.fortitudeBonus, KaijuRules::kFortitudeBonus);
        // The card face shows the four values and the rule.
        const Json face = kRules.cardFace("titan-vigil");
        QCOMPARE(face["kind"].get<std::string>(), std::string("team"));
        QCOMPARE(face["initiative"].get<int>(), 30);
        QCOMPARE(face["members"]["trait"].get<std::string>(), std::string("giant"));
        // Japanese names and texts for the three.
        const Json ja = Json::parse(readSource("cards/kaiju/i18n/ja.json"));
        for (const char* id : {"stormfront-compact", "titan-vigil", "harbour-swarm"}) {
            QVERIFY2(ja["cards"].contains(id), id);
            QVERIFY(!ja["cards"][id]["name"].get<std::string>().empty());
            QVERIFY(!ja["cards"][id]["text"].get<std::string>().empty());
        }
    }

    // The schema and the rules' loader check a team card: each problem names the card and field.
    void teamCardSchema_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fury-out-of-range") << R"({"furyValue": 0})" << "furyValue";
        QTest::newRow("members-too-many") << R"({"members": {"max": 5, "trait": "giant"}})" << "max";
        QTest::newRow("members-unknown-field") << R"({"members": {"max": 2, "colour": "red"}})" << "colour";
        QTest::newRow("members-no-rule") << R"({"members": {"max": 2}})" << "at least one of affiliations";
        QTest::newRow("members-no-max") << R"({"members": {"trait": "giant"}})" << "members.max";
        QTest::newRow("initiative-missing") << R"({"initiative": null})" << "\"initiative\" is required for a team card";
        QTest::newRow("team-field-on-a-kaiju") << "kaiju" << "is a team card's";
    }
    void teamCardSchema()
    {
        QFETCH(QString, change);
        QFETCH(QString, expected);
        Json file = Json::parse(readSource("cards/kaiju/cards.json"));
        const Json fields = change == "kaiju" ? Json::object() : Json::parse(change.toStdString());
        for (auto& c : file["cards"]) {
            if (change == "kaiju" && c["id"] == "grothmaw")
                c["fortitudeBonus"] = 3;
            if (change != "kaiju" && c["id"] == "titan-vigil")
                for (const auto& [k, v] : fields.items()) {
                    if (v.is_null())
                        c.erase(k);
                    else
                        c[k] = v;
                }
        }
        std::vector<std::string> errors;
        parseCardSet(file.dump(), readSource("cards/kaiju/schema.json"), errors);
        QVERIFY(!errors.empty());
        const bool named = std::any_of(errors.begin(), errors.end(), [&](const std::string& e) {
            return e.find(expected.toStdString()) != std::string::npos &&
                   (e.find("titan-vigil") != std::string::npos || e.find("grothmaw") != std::string::npos);
        });
        QVERIFY2(named, errors.front().c_str());
    }

    // The deck check: a team card in [team] replaces the default team's rule with its own; each
    // breach is a problem of its own (message id), naming the kaiju.
    void deckChecksTheMembershipRule_data()
    {
        QTest::addColumn<QString>("team");
        QTest::addColumn<QString>("expected"); // empty: legal
        QTest::newRow("two-affiliations-legal") << "1 Stormfront Compact\n1 Skyforge\n1 Stormjack\n1 Ashwing\n" << "";
        QTest::newRow("affiliation-breach")
            << "1 Stormfront Compact\n1 Skyforge\n1 Grothmaw\n" << "kaiju.deck.teamCardAffiliation";
        QTest::newRow("size-breach")
            << "1 Stormfront Compact\n1 Skyforge\n1 Stormjack\n1 Ashwing\n1 Gearjaw\n" << "kaiju.deck.teamCardSize";
        QTest::newRow("trait-legal-any-affiliation") << "1 Titan Vigil\n1 Grothmaw\n1 Magmaroth\n" << "";
        QTest::newRow("trait-breach") << "1 Titan Vigil\n1 Grothmaw\n1 Gearjaw\n" << "kaiju.deck.teamCardTrait";
        QTest::newRow("fortitude-legal-four") << "1 Harbour Swarm\n1 Silt Lancer\n1 Stormjack\n1 Ashwing\n1 Pyrelash\n"
                                              << "";
        QTest::newRow("fortitude-breach") << "1 Harbour Swarm\n1 Silt Lancer\n1 Magmaroth\n"
                                          << "kaiju.deck.teamCardFortitude";
        QTest::newRow("two-team-cards") << "1 Titan Vigil\n1 Harbour Swarm\n1 Silt Lancer\n" << "kaiju.deck.teamCards";
        QTest::newRow("default-team-still-one-affiliation") << "1 Skyforge\n1 Ashwing\n" << "kaiju.deck.affiliation";
        QTest::newRow("default-team-still-three") << "1 Silt Lancer\n1 Grothmaw\n1 Tidewyrm\n1 Abyssal Mother\n"
                                                  << "kaiju.deck.teamSize";
    }
    void deckChecksTheMembershipRule()
    {
        QFETCH(QString, team);
        QFETCH(QString, expected);
        const auto found = problemIds(team.toStdString());
        if (expected.isEmpty()) {
            QVERIFY2(found.empty(), found.empty() ? "" : found.front().c_str());
            return;
        }
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front(), expected.toStdString());
    }

    // A team card given by id in a seat setup that is no team card is refused with its sentence.
    void setupRefusesWhatIsNoTeamCard()
    {
        Loadout l = builtInCards().starters[0];
        l.teamCard = "grothmaw";
        l.teamCards = 1;
        const auto problems = loadoutProblems(l, builtInCards(), false);
        QVERIFY(std::any_of(problems.begin(), problems.end(),
                            [](const LoadoutProblem& p) { return p.id == "kaiju.deck.notTeamCard"; }));
        core::MatchConfig c;
        c.game = "kaiju";
        c.seats = 2;
        Json team{{"team", Json::array({"grothmaw"})}, {"teamCard", "grothmaw"}, {"planning", Json::object()},
                  {"combat", Json::object()}};
        for (const auto& [id, n] : l.planning)
            team["planning"][id] = n;
        for (const auto& [id, n] : l.combat)
            team["combat"][id] = n;
        c.setup = Json::array({Json{{"team", team}}, nullptr});
        core::Rng rng(1);
        try {
            kRules.setup(c, rng);
            QFAIL("a kaiju as the team card was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("setup[0].team: \"grothmaw\" is not a team card") != std::string::npos,
                     e.what());
        }
    }

    // `tabletop-cli deck check` and the deck builder read a file through the catalog: a breach of
    // the membership rule names the line of the kaiju that breaks it.
    void deckCheckNamesTheLineOfABreach()
    {
        catalog::GameCards cards = catalog::loadGameCardsFromText(
            "kaiju", nullptr, {{"cards.json", readSource("cards/kaiju/cards.json"), true}});
        cards.deckSections = {"team", "planning", "combat"};
        // Lines: 1 game, 2 name, 3 [team], 4 the team card, 5 Grothmaw, 6 Gearjaw.
        const std::string text = deckText("1 Titan Vigil\n1 Grothmaw\n1 Gearjaw\n");
        const auto report = catalog::checkDeckText(text, cards, &kRules);
        QVERIFY(report.listProblems.empty());
        QCOMPARE(report.ruleProblems.size(), std::size_t(1));
        const auto& m = report.ruleProblems.front();
        QCOMPARE(m.id, std::string("kaiju.deck.teamCardTrait"));
        QCOMPARE(m.args["line"].get<int>(), 6);
        QCOMPARE(m.text, std::string("line 6: [team] \"Gearjaw\" breaks Titan Vigil's rule: it lacks the giant trait"));
        // Other problems keep their sentences (no line asked for).
        const auto plain = catalog::checkDeckText(deckText("1 Skyforge\n1 Ashwing\n"), cards, &kRules);
        QCOMPARE(plain.ruleProblems.size(), std::size_t(1));
        QVERIFY(plain.ruleProblems.front().text.rfind("[team]", 0) == 0);
    }

    // Setup plays the team card's values: planning cards up to its planning draw; the view names
    // the card and its four values (the default team's without one).
    void setupUsesTheTeamCardsValues()
    {
        const Json swarm = deckOf(deckText("1 Harbour Swarm\n1 Silt Lancer\n1 Stormjack\n1 Ashwing\n1 Pyrelash\n"));
        const Json titan = deckOf(deckText("1 Titan Vigil\n1 Grothmaw\n1 Magmaroth\n"));
        auto s = setupWith(Json::array({swarm, titan, nullptr}), 3, 5);
        QCOMPARE(s->seats[0].team.size(), std::size_t(4));
        QCOMPARE(s->seats[0].planningHand.size(), std::size_t(6));
        QCOMPARE(s->seats[1].planningHand.size(), std::size_t(4));
        QCOMPARE(s->seats[2].planningHand.size(), std::size_t(5));
        QCOMPARE(s->seats[0].energy, 10 + 3); // the highest Power: Silt Lancer's 3
        const Json view = kRules.viewFor(*s, 2);
        QCOMPARE(view["seats"][0]["teamCard"].get<std::string>(), std::string("harbour-swarm"));
        QCOMPARE(view["seats"][0]["teamValues"]["planningDraw"].get<int>(), 6);
        QCOMPARE(view["seats"][1]["teamValues"]["fortitudeBonus"].get<int>(), 4);
        QCOMPARE(view["seats"][1]["teamValues"]["fury"].get<int>(), 7);
        QVERIFY(view["seats"][2]["teamCard"].is_null());
        QCOMPARE(view["seats"][2]["teamValues"]["initiative"].get<int>(), 50);
        // The state names the team card; a default team's state has no such key (as before).
        const Json state = kRules.toJson(*s);
        QCOMPARE(state["seats"][1]["teamCard"].get<std::string>(), std::string("titan-vigil"));
        QVERIFY(!state["seats"][2].contains("teamCard"));
        // The Storm Wing starter plays the Stormfront Compact.
        auto starters = setupWith(Json(), 5, 1);
        QCOMPARE(builtInCards().at(starters->seats[4].teamCard).id, std::string("stormfront-compact"));
        QCOMPARE(starters->seats[4].team.size(), std::size_t(3));
    }

    // Initiative: the highest goes first and the order is kept; equal initiative is the seed's.
    void initiativeOrdersTheSeats()
    {
        const Json swarm = deckOf(deckText("1 Harbour Swarm\n1 Silt Lancer\n1 Stormjack\n"));  // 70
        const Json titan = deckOf(deckText("1 Titan Vigil\n1 Grothmaw\n"));                    // 30
        std::set<int> firstOfTies;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto s = setupWith(Json::array({titan, nullptr, swarm, nullptr}), 4, seed);
            QCOMPARE(s->order.front(), 2); // Harbour Swarm, 70
            QCOMPARE(s->order.back(), 0);  // Titan Vigil, 30
            firstOfTies.insert(s->order[1]); // seats 1 and 3: default teams, 50 each
        }
        QCOMPARE(firstOfTies, (std::set<int>{1, 3}));
        // The Planning phase follows the order: seat 2 is asked first.
        auto s = setupWith(Json::array({titan, nullptr, swarm, nullptr}), 4, 3);
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(act(*s, seat, "discard", Json{{"cards", Json::array()}}).accepted);
        QCOMPARE(s->phase, Phase::Planning);
        QCOMPARE(s->current(), 2);
        // A position without an order is ordered by initiative too.
        Json pos = position(Json::array({fighter("grothmaw")}), Json::array({fighter("silt-lancer")}), Json::array(),
                            "harbour-swarm");
        pos.erase("order");
        QCOMPARE(load(pos)->order, (std::vector<int>{1, 0}));
    }

    // Discard & Draw draws back up to the team's planning draw.
    void discardAndDrawUpToThePlanningDraw()
    {
        const Json titan = deckOf(deckText("1 Titan Vigil\n1 Grothmaw\n"));
        const Json swarm = deckOf(deckText("1 Harbour Swarm\n1 Silt Lancer\n"));
        auto s = setupWith(Json::array({titan, swarm}), 2, 9);
        const Json none{{"cards", Json::array()}};
        Json two{{"cards", Json::array({s->seats[0].planningHand[0].id, s->seats[0].planningHand[1].id})}};
        QVERIFY(act(*s, 0, "discard", two).accepted);
        QCOMPARE(s->seats[0].planningHand.size(), std::size_t(4));
        Json one{{"cards", Json::array({s->seats[1].planningHand[0].id})}};
        QVERIFY(act(*s, 1, "discard", one).accepted);
        QCOMPARE(s->seats[1].planningHand.size(), std::size_t(6));
    }

    // KO at Fortitude plus the team's bonus: Abyssal Mother (Fortitude 13) under the Titan
    // Vigil (+4) stands at 15 damage (the default team's KO) and falls at 17.
    void koAtFortitudePlusTheTeamCardsBonus_data()
    {
        QTest::addColumn<int>("damageBefore");
        QTest::addColumn<bool>("knockedOut");
        QTest::newRow("15-stands") << 12 << false; // + Crushing Bite's 3
        QTest::newRow("17-falls") << 14 << true;
    }
    void koAtFortitudePlusTheTeamCardsBonus()
    {
        QFETCH(int, damageBefore);
        QFETCH(bool, knockedOut);
        auto s = load(position(Json::array({fighter("grothmaw")}),
                               Json::array({fighter("abyssal-mother", damageBefore), "magmaroth"}),
                               ids(101, {"crushing-bite"}), "titan-vigil"));
        attackAndNoJoins(*s);
        QVERIFY(act(*s, 0, "strike", Json{{"cards", Json::array({101})}}).accepted);
        QVERIFY(act(*s, 1, "block", Json{{"cards", Json::array()}, {"answers", Json::array()}}).accepted);
        QCOMPARE(s->seats[1].team[0].damage, damageBefore + 3);
        QCOMPARE(s->seats[0].glory, knockedOut ? 5 : 0);
        QCOMPARE(s->seats[1].team[0].active, !knockedOut);
    }

    // A rage attack needs the team's fury value: 7 under the Titan Vigil (not 10), and spends it.
    void rageAttackAtTheTeamCardsFury()
    {
        auto s = load(position(Json::array({fighter("grothmaw")}), Json::array({fighter("bastion-9"), "gearjaw"}),
                               ids(101, {"crushing-bite"}), Json(), 6, "titan-vigil"));
        attackAndNoJoins(*s);
        const auto refused = act(*s, 0, "strike", Json{{"cards", Json::array({101})}, {"rage", 101}});
        QCOMPARE(refused.refusal.id, std::string("kaiju.notEnoughFury"));
        QCOMPARE(refused.refusal.args["needed"].get<int>(), 7);
        s->seats[0].fury = 8;
        QVERIFY(act(*s, 0, "strike", Json{{"cards", Json::array({101})}, {"rage", 101}}).accepted);
        QVERIFY(act(*s, 1, "block", Json{{"cards", Json::array({201})}, {"answers", Json::array({0})}}).accepted);
        QCOMPARE(s->seats[1].team[0].damage, 3); // toughness does not reduce a rage attack
        QCOMPARE(s->seats[0].fury, 1);          // 8 - 7
        // The default team still needs 10 (Harbour Swarm: 12).
        auto swarm = load(position(Json::array({fighter("silt-lancer")}), Json::array({fighter("bastion-9")}),
                                   ids(101, {"crushing-bite"}), Json(), 11, "harbour-swarm"));
        attackAndNoJoins(*swarm);
        QCOMPARE(act(*swarm, 0, "strike", Json{{"cards", Json::array({101})}, {"rage", 101}}).refusal.args["needed"]
                     .get<int>(),
                 12);
    }

    // Positions: `teamCard` loads and is written back; a card that is no team card is refused
    // naming the field.
    void positionsCarryTheTeamCard()
    {
        auto s = load(position(Json::array({fighter("grothmaw")}), Json::array({fighter("abyssal-mother")}),
                               Json::array(), "titan-vigil"));
        QCOMPARE(builtInCards().at(s->seats[1].teamCard).id, std::string("titan-vigil"));
        QCOMPARE(s->seats[0].teamCard, -1);
        auto again = load(kRules.toJson(*s));
        QCOMPARE(again->seats[1].teamCard, s->seats[1].teamCard);
        QCOMPARE(kRules.stateDigest(*again), kRules.stateDigest(*s));
        try {
            load(position(Json::array({fighter("grothmaw")}), Json::array({fighter("bastion-9")}), Json::array(),
                          "grothmaw"));
            QFAIL("a kaiju as a team card was accepted");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()), std::string("position.seats[1].teamCard: \"grothmaw\" is not a team card"));
        }
    }
};

QTEST_GUILESS_MAIN(TestKaijuTeams)
#include "tst_kaiju_teams.moc"
