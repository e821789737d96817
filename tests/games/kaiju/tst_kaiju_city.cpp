// Kaiju City's city cards with ongoing effects (issue 15, "The city": "city cards' ongoing effects
// while in the city"; docs/games/kaiju.md, "City cards' ongoing effects"): the data and its
// checks, and each effect while its card is in the city (and not without it), told in the log.
#include "KaijuPositions.h"
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

Json fighter(const char* card, int damage = 0)
{
    return Json{{"card", card}, {"damage", damage}, {"active", true}, {"enteredCity", true}, {"selected", true}};
}

// Two seats, seat 0 to act (Action phase, or `phase` with nobody in the city); the city's cards
// (front first) have ids 1, 2, ...; seat 0's combat hand has ids 101.., seat 1's 201...
Json position(Json city, Json hand0, Json hand1, const char* phase = "action", const char* kaiju0 = "grothmaw",
              const char* kaiju1 = "gearjaw")
{
    Json cityCards = Json::array();
    int id = 1;
    for (const auto& c : city)
        cityCards.push_back(Json{{"id", id++}, {"card", c}, {"owner", 1}});
    const bool acting = std::string(phase) == "action";
    auto member = [&](const char* k) { return acting ? fighter(k) : Json(k); };
    return Json{{"phase", phase},
                {"order", Json::array({0, 1})},
                {"cursor", 0},
                {"city", cityCards},
                {"seats",
                 Json::array({Json{{"team", Json::array({member(kaiju0), "silt-lancer"})},
                                   {"energy", 10},
                                   {"combatHand", hand0},
                                   {"combatDeck", ids(151, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"})}},
                              Json{{"team", Json::array({member(kaiju1), "bastion-9"})},
                                   {"energy", 10},
                                   {"combatHand", hand1},
                                   {"combatDeck", ids(251, {"brace", "brace", "crushing-bite", "crushing-bite", "sidestep"})}}})}};
}

std::unique_ptr<KaijuState> load(const Json& pos)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = 2;
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

void noJoins(KaijuState& s)
{
    while (s.phase == Phase::Join)
        QVERIFY(act(s, s.combat->window.asked(), "join", Json{{"characters", Json::array()}}).accepted);
}

// The city-effect events of a result, by effect.
std::vector<Json> cityEvents(const core::Result& r, const std::string& effect)
{
    std::vector<Json> out;
    for (const auto& e : r.events)
        if (e.type == "cityEffect" && e.data.value("effect", "") == effect)
            out.push_back(e.data);
    return out;
}

const CardDef& card(const char* id) { return builtInCards().at(builtInCards().indexOf(id)); }
} // namespace

class TestKaijuCity : public QObject {
    Q_OBJECT
private slots:
    // Three effects as data, used by cards of the set (and by the Deep Chorus and Storm Wing
    // starters); the card face says them.
    void ongoingEffectsAreData()
    {
        QCOMPARE(card("festival-grounds").ongoing.rampageDamage, 1);
        QCOMPARE(card("fuel-depot").ongoing.enterEnergy, 1);
        QCOMPARE(card("flooded-underpass").ongoing.activeTrait, std::string("aquatic"));
        QVERIFY(card("festival-grounds").isCity() && card("fuel-depot").isCity() && card("flooded-underpass").isCity());
        QVERIFY(!card("glass-tower").ongoing.any());
        const Json face = kRules.cardFace("fuel-depot");
        QCOMPARE(face["ongoing"]["enterEnergy"].get<int>(), 1);
        int inStarters = 0;
        for (const auto& l : builtInCards().starters)
            for (const char* id : {"festival-grounds", "fuel-depot", "flooded-underpass"})
                inStarters += l.planning.count(id) ? 1 : 0;
        QVERIFY(inStarters >= 3);
        const Json ja = Json::parse(readSource("cards/kaiju/i18n/ja.json"));
        for (const char* id : {"festival-grounds", "fuel-depot", "flooded-underpass"})
            QVERIFY2(ja["cards"].contains(id), id);
    }

    // The checks: only on a city card, at least one effect, values in range.
    void ongoingEffectsAreChecked_data()
    {
        QTest::addColumn<QString>("cardId");
        QTest::addColumn<QString>("ongoing");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not-a-city-card") << "grothmaw" << R"({"enterEnergy": 1})" << "is a city card's";
        QTest::newRow("no-effect") << "glass-tower" << "{}" << "needs at least one effect";
        QTest::newRow("out-of-range") << "glass-tower" << R"({"rampageDamage": 9})" << "rampageDamage";
        QTest::newRow("unknown-trait") << "glass-tower" << R"({"activeTrait": "sticky"})" << "activeTrait";
        QTest::newRow("unknown-effect") << "glass-tower" << R"({"rain": 1})" << "rain";
    }
    void ongoingEffectsAreChecked()
    {
        QFETCH(QString, cardId);
        QFETCH(QString, ongoing);
        QFETCH(QString, expected);
        Json file = Json::parse(readSource("cards/kaiju/cards.json"));
        const Json value = Json::parse(ongoing.toStdString());
        for (auto& c : file["cards"])
            if (c["id"] == cardId.toStdString())
                c["ongoing"] = value;
        std::vector<std::string> errors;
        parseCardSet(file.dump(), readSource("cards/kaiju/schema.json"), errors);
        const bool named = std::any_of(errors.begin(), errors.end(), [&](const std::string& e) {
            return e.find(expected.toStdString()) != std::string::npos && e.find(cardId.toStdString()) != std::string::npos;
        });
        QVERIFY2(named, errors.empty() ? "no error" : errors.front().c_str());
    }

    // Festival Grounds: while it is in the city, each attack card of a rampager deals 1 more
    // (Crushing Bite, 3, against Radio Mast, Fortitude 2... here against the Glass Office Tower,
    // Fortitude 4: 4 damage, a KO); without it, 3.
    void rampageDamageWhileInTheCity_data()
    {
        QTest::addColumn<bool>("festival");
        QTest::addColumn<int>("damage");
        QTest::newRow("in-the-city") << true << 4;
        QTest::newRow("not-in-the-city") << false << 3;
    }
    void rampageDamageWhileInTheCity()
    {
        QFETCH(bool, festival);
        QFETCH(int, damage);
        Json city = Json::array({"glass-tower", festival ? "festival-grounds" : "radio-mast"});
        auto s = load(position(city, ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        QVERIFY(act(*s, 0, "rampage").accepted);
        while (s->phase == Phase::CityDefender)
            QVERIFY(act(*s, s->combat->window.asked(), "decline").accepted);
        const auto r = act(*s, 0, "strike", Json{{"cards", Json::array({101})}});
        QVERIFY(r.accepted);
        const auto told = cityEvents(r, "rampageDamage");
        QCOMPARE(told.size(), std::size_t(festival ? 1 : 0));
        if (festival) {
            QCOMPARE(told.front()["card"].get<std::string>(), std::string("festival-grounds"));
            QCOMPARE(told.front()["amount"].get<int>(), 1);
            QVERIFY(std::none_of(s->city.begin(), s->city.end(), [](const CityCard& c) {
                return builtInCards().at(c.card.card).id == "glass-tower";
            })); // 4 damage: the Glass Office Tower is knocked out
            QCOMPARE(s->seats[0].glory, card("glass-tower").glory);
        } else {
            QCOMPARE(s->city.front().damage, damage);
        }
    }

    // Fuel Depot: a character entering the city (selected, accepting a challenge, or joining a
    // fight) gives its team 1 energy while the depot is in the city.
    void energyOnEnteringTheCity()
    {
        auto s = load(position(Json::array({"fuel-depot"}), ids(101, {"crushing-bite"}), ids(201, {"brace"}), "selection"));
        auto r = act(*s, 0, "select", Json{{"character", 0}});
        QVERIFY(r.accepted);
        QCOMPARE(s->seats[0].energy, 11);
        QCOMPARE(cityEvents(r, "enterEnergy").size(), std::size_t(1));
        QCOMPARE(cityEvents(r, "enterEnergy").front()["seat"].get<int>(), 0);
        QVERIFY(act(*s, 1, "select", Json{{"character", 0}}).accepted);
        QCOMPARE(s->seats[1].energy, 11);
        // Joining a fight enters the city too: Silt Lancer joins Grothmaw's attack.
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        QCOMPARE(s->phase, Phase::Join);
        r = act(*s, 0, "join", Json{{"characters", Json::array({1})}});
        QVERIFY(r.accepted);
        QCOMPARE(s->seats[0].energy, 12);
        QCOMPARE(cityEvents(r, "enterEnergy").size(), std::size_t(1));
        // Without the depot: nothing.
        auto t = load(position(Json::array({"glass-tower"}), ids(101, {"crushing-bite"}), ids(201, {"brace"}), "selection"));
        r = act(*t, 0, "select", Json{{"character", 0}});
        QCOMPARE(t->seats[0].energy, 10);
        QVERIFY(cityEvents(r, "enterEnergy").empty());
        // Accepting a challenge: the challenged character enters the city.
        auto u = load(position(Json::array({"fuel-depot"}), ids(101, {"crushing-bite"}), ids(201, {"brace"})));
        QVERIFY(act(*u, 0, "challenge", Json{{"seat", 1}, {"character", 1}}).accepted);
        r = act(*u, 1, "accept");
        QVERIFY(r.accepted);
        QCOMPARE(u->seats[1].energy, 11);
        QCOMPARE(cityEvents(r, "enterEnergy").size(), std::size_t(1));
    }

    // Flooded Underpass: every active character is aquatic for trait icons while it is in the
    // city: Gearjaw (armored) playing Tidal Surge (3, an aquatic icon) deals 4 with it, 3 without.
    void activeTraitForTraitIcons_data()
    {
        QTest::addColumn<bool>("underpass");
        QTest::addColumn<int>("damage");
        QTest::newRow("in-the-city") << true << 4;
        QTest::newRow("not-in-the-city") << false << 3;
    }
    void activeTraitForTraitIcons()
    {
        QFETCH(bool, underpass);
        QFETCH(int, damage);
        Json city = Json::array({underpass ? "flooded-underpass" : "glass-tower"});
        auto s = load(position(city, ids(101, {"tidal-surge"}), ids(201, {"brace"}), "action", "gearjaw", "bastion-9"));
        QVERIFY(act(*s, 0, "attack", Json{{"seat", 1}, {"character", 0}}).accepted);
        noJoins(*s);
        QVERIFY(act(*s, 0, "strike", Json{{"cards", Json::array({101})}}).accepted);
        const auto r = act(*s, 1, "block", Json{{"cards", Json::array()}, {"answers", Json::array()}});
        QVERIFY(r.accepted);
        QCOMPARE(s->seats[1].team[0].damage, damage);
        const auto told = cityEvents(r, "activeTrait");
        QCOMPARE(told.size(), std::size_t(underpass ? 1 : 0));
        if (underpass) {
            QCOMPARE(told.front()["card"].get<std::string>(), std::string("flooded-underpass"));
            QCOMPARE(told.front()["trait"].get<std::string>(), std::string("aquatic"));
            QCOMPARE(told.front()["amount"].get<int>(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestKaijuCity)
#include "tst_kaiju_city.moc"
