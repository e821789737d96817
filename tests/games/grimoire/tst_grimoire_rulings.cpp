// Grimoire: the house options and rulings that had no test of their own (issue 19):
// option sidewaysPower, option firstPlayer "random", Hastur cast from a contract, ruling G3
// (no contract made counts as a failed contract), and the end revealing both contracts.
#include "core/Match.h"
#include "games/grimoire/GrimoireRules.h"

#include <QtTest>

#include <set>

using namespace tabletop;
using core::Action;
using core::Json;
using games::grimoire::GrimoireRules;

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

std::unique_ptr<core::Match> position(Json pos, Json options = Json::object())
{
    return std::make_unique<core::Match>(kRules, config(std::move(options)), std::move(pos));
}

Action act(int seat, const char* type, Json args = Json::object()) { return Action{seat, type, std::move(args)}; }
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
    QCOMPARE(m.stateHash(), before);
}

// Round 8, turn 4: seat 0 plays the last turn of the game (two acquisitions, then the end).
Json lastTurn(Json seat0, Json seat1)
{
    return Json{{"firstPlayer", 0}, {"round", 8}, {"turn", 4}, {"explore", {"g29", "g30"}}, {"seats", {std::move(seat0), std::move(seat1)}}};
}

// Plays the last turn; returns the result of the move that ends the game.
core::Result finish(core::Match& m)
{
    [&] {
        accept(m, act(0, "acquire", {{"card", "g29"}}));
        accept(m, act(0, "acquire", {{"card", "g30"}}));
    }();
    return m.submit(act(0, "endTurn"));
}
} // namespace

class GrimoireRulingsTest : public QObject {
    Q_OBJECT
private slots:
    void option_sidewaysPower_data();
    void option_sidewaysPower();
    void option_firstPlayerRandom();
    void hastur_fromContractCountersAtLevelFive();
    void ruling_G3_noContractMadeCountsAsFailed();
    void end_revealsBothContractsAndCannotBeUndone();
    void refusal_malformedOrMistimedActions();
};

void GrimoireRulingsTest::option_sidewaysPower_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("power");
    QTest::newRow("default 2") << "{}" << 2;
    QTest::newRow("sidewaysPower 1") << R"({"sidewaysPower": 1})" << 1;
    QTest::newRow("sidewaysPower 3") << R"({"sidewaysPower": 3})" << 3;
}

void GrimoireRulingsTest::option_sidewaysPower()
{
    // g07 (red Insight 5) lies sideways, g01 (red) upright: red power = sidewaysPower + 1.
    QFETCH(QString, options);
    QFETCH(int, power);
    const Json opts = Json::parse(options.toStdString());
    Json seat0{{"library", {{"red", {"g07", "g01"}}}}, {"sideways", {"g07"}}, {"sealed", "eihort"}};
    auto m = position(Json{{"firstPlayer", 0}, {"explore", {"g08", "g09"}}, {"seats", {seat0, Json{{"sealed", "eihort"}}}}}, opts);
    QCOMPARE(state(*m)["seats"][0]["power"]["red"].get<int>(), power + 1);
    QCOMPARE(m->view(1)["seats"][0]["power"]["red"].get<int>(), power + 1);
    // Acquired upright it gives 1, whatever the option.
    Json upright{{"library", {{"red", {"g07", "g01"}}}}, {"sealed", "eihort"}};
    auto u = position(Json{{"firstPlayer", 0}, {"explore", {"g08", "g09"}}, {"seats", {upright, Json{{"sealed", "eihort"}}}}}, opts);
    QCOMPARE(state(*u)["seats"][0]["power"]["red"].get<int>(), 2);
    core::Rng rng(1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(config(Json{{"sidewaysPower", 0}}), rng));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kRules.setup(config(Json{{"sidewaysPower", 6}}), rng));
}

void GrimoireRulingsTest::option_firstPlayerRandom()
{
    // "random" (the default): the seed decides who starts, the same seed always the same seat,
    // and both seats start some games.
    std::set<int> starters;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        core::Match random(kRules, config(Json{{"firstPlayer", "random"}}, seed));
        core::Match byDefault(kRules, config(Json::object(), seed));
        core::Match again(kRules, config(Json{{"firstPlayer", "random"}}, seed));
        const int first = state(random)["firstPlayer"].get<int>();
        QCOMPARE(state(again)["firstPlayer"].get<int>(), first);
        QCOMPARE(state(byDefault)["firstPlayer"].get<int>(), first);
        QCOMPARE(random.prompt().seats, std::vector<int>{first});
        starters.insert(first);
    }
    QCOMPARE(starters, (std::set<int>{0, 1}));
}

void GrimoireRulingsTest::hastur_fromContractCountersAtLevelFive()
{
    // Seat 1 has no yellow power, but Hastur under its contract counts as level 5: it counters a
    // black spell, once, and the contract is then shown.
    Json caster{{"library", {{"black", {"g22", "g23", "g24"}}, {"white", {"g29", "g30", "g31"}}}}, {"sealed", "hastur"}};
    Json answerer{{"sealed", "eihort"}, {"contract", "hastur"}};
    auto m = position(Json{{"firstPlayer", 0}, {"round", 5}, {"explore", {"g01", "g02"}}, {"seats", {caster, answerer}}});
    accept(*m, act(0, "cast", {{"spell", "nyarlathotep"}, {"from", "hand"}}));
    QCOMPARE(m->prompt().kind, std::string("respond"));
    refuse(*m, act(1, "counter", {{"from", "hand"}}), "grimoire.hastur.notInHand");
    const auto r = m->submit(act(1, "counter", {{"from", "contract"}}));
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QVERIFY(r.revealedHidden);
    QVERIFY(!m->canUndo());
    const Json s = state(*m);
    QVERIFY(s["pending"].is_null());
    QVERIFY(s["seats"][1]["contractUsed"].get<bool>());
    QCOMPARE(m->view(0)["seats"][1]["contract"]["spell"].get<std::string>(), std::string("hastur"));
    // Used once: the next spell finds no window (the contract is known and spent).
    accept(*m, act(0, "acquire", {{"card", "g01"}}));
    QCOMPARE(m->prompt().seats, std::vector<int>{1});
}

void GrimoireRulingsTest::ruling_G3_noContractMadeCountsAsFailed()
{
    // Seat 0 made no contract (no spell left to place); seat 1's contract (red) holds: seat 1
    // wins on the contract though seat 0 has more elements.
    Json seat0{{"library", {{"blue", {"g08", "g09"}}, {"black", {"g22"}}}}, {"sealed", "eihort"}, {"contract", nullptr}, {"hand", Json::array()}};
    Json seat1{{"library", {{"red", {"g01", "g02"}}}}, {"sealed", "eihort"}, {"contract", "cthugha"}};
    // A listed (empty) hand must account for every spell: the other four were purged.
    Json spent = lastTurn(seat0, seat1);
    spent["purge"] = {"s0-cthugha", "s0-cthulhu", "s0-hastur", "s0-nyarlathotep"};
    auto m = position(spent);
    QVERIFY(finish(*m).accepted);
    auto o = m->outcome();
    QVERIFY(o.has_value());
    QCOMPARE(o->winners, std::vector<int>{1});
    QCOMPARE(o->breakdown["decidedBy"].get<std::string>(), std::string("contract"));
    QCOMPARE(o->breakdown["contract"][0]["fulfilled"].get<bool>(), false);

    // Neither made one: both failed alike, the elements decide.
    Json none1 = seat1;
    none1["contract"] = nullptr;
    Json bothSpent = lastTurn(seat0, none1);
    bothSpent["purge"] = spent["purge"];
    auto both = position(bothSpent);
    QVERIFY(finish(*both).accepted);
    o = both->outcome();
    QVERIFY(o.has_value());
    QCOMPARE(o->breakdown["decidedBy"].get<std::string>(), std::string("elements"));
    QCOMPARE(o->winners, std::vector<int>{0});
}

void GrimoireRulingsTest::end_revealsBothContractsAndCannotBeUndone()
{
    // Seat 1's contract is sealed until the end; the move that ends the game shows it to seat 0,
    // so it cannot be taken back (undo never hides a card someone has seen).
    Json seat0{{"library", {{"red", {"g01"}}}}, {"sealed", "eihort"}, {"contract", "cthugha"}};
    Json seat1{{"library", {{"blue", {"g08"}}}}, {"sealed", "eihort"}, {"contract", "cthulhu"}};
    auto m = position(lastTurn(seat0, seat1));
    QCOMPARE(m->view(0)["seats"][1]["contract"]["hidden"].get<bool>(), true);
    const auto r = finish(*m);
    QVERIFY(r.accepted);
    QVERIFY(m->outcome().has_value());
    QCOMPARE(m->view(0)["seats"][1]["contract"]["spell"].get<std::string>(), std::string("cthulhu"));
    QCOMPARE(m->view(1)["seats"][0]["contract"]["spell"].get<std::string>(), std::string("cthugha"));
    QVERIFY(r.revealedHidden);
    QVERIFY(!m->canUndo());
    QVERIFY(!m->undo());
    QVERIFY(m->outcome().has_value());
}

void GrimoireRulingsTest::refusal_malformedOrMistimedActions()
{
    // The refusals no other test reaches, each by the rules themselves (Match's own seat check
    // would answer first for some) and each leaving the state as it was.
    auto rulesRefuse = [](const core::Match& m, const Action& a, const std::string& id) {
        auto copy = m.state().clone();
        const auto before = kRules.stateDigest(*copy);
        core::Rng rng(1);
        const auto r = kRules.apply(*copy, a, rng);
        QVERIFY2(!r.accepted, (a.toJson().dump() + " was accepted").c_str());
        QCOMPARE(QString::fromStdString(r.refusal.id), QString::fromStdString(id));
        QCOMPARE(kRules.stateDigest(*copy), before);
    };
    const Json sealedEihort{{"sealed", "eihort"}};
    auto turn = position(Json{{"firstPlayer", 0}, {"explore", {"g01", "g08"}}, {"seats", {sealedEihort, sealedEihort}}});
    rulesRefuse(*turn, act(2, "endTurn"), "grimoire.badSeat");
    rulesRefuse(*turn, act(1, "acquire", {{"card", "g01"}}), "grimoire.notYourDecision");
    rulesRefuse(*turn, act(0, "dance"), "grimoire.unknownAction");
    rulesRefuse(*turn, act(0, "contract", {{"spell", "cthugha"}}), "grimoire.contract.notNow");
    rulesRefuse(*turn, act(0, "pass"), "grimoire.hastur.noSpell");
    rulesRefuse(*turn, act(0, "cast", {{"spell", "shoggoth"}, {"from", "hand"}}), "grimoire.spell.unknown");
    rulesRefuse(*turn, act(0, "cast", {{"spell", "eihort"}, {"from", "hand"}}), "grimoire.spell.notInHand"); // sealed
    rulesRefuse(*turn, act(0, "cast", {{"spell", "cthugha"}, {"from", "deck"}}), "grimoire.spell.from");

    // Placing contracts after round 4: no acquiring, casting or ending a turn.
    auto contract = position(Json{{"firstPlayer", 0}, {"round", 4}, {"phase", "contract"}, {"explore", {"g01", "g08"}},
                                  {"seats", {sealedEihort, sealedEihort}}});
    QCOMPARE(contract->prompt().kind, std::string("contract"));
    const int placing = contract->prompt().seats.front();
    rulesRefuse(*contract, act(placing, "acquire", {{"card", "g01"}}), "grimoire.acquire.notNow");
    rulesRefuse(*contract, act(placing, "cast", {{"spell", "cthugha"}, {"from", "hand"}}), "grimoire.spell.notNow");
    rulesRefuse(*contract, act(placing, "endTurn"), "grimoire.round.notNow");

    // A window opens (seat 1's sealed contract could be Hastur), but seat 1 has no yellow power
    // for the Hastur in its hand, and its contract is another spell.
    Json caster{{"library", {{"red", {"g02", "g03", "g04"}}}}, {"sealed", "eihort"}};
    Json answerer{{"library", {{"red", {"g05"}}}}, {"sealed", "eihort"}, {"contract", "cthulhu"}};
    auto respond = position(Json{{"firstPlayer", 0}, {"round", 5}, {"explore", {"g01", "g08"}}, {"seats", {caster, answerer}}});
    accept(*respond, act(0, "cast", {{"spell", "cthugha"}, {"from", "hand"}}));
    QCOMPARE(respond->prompt().kind, std::string("respond"));
    rulesRefuse(*respond, act(1, "counter", {{"from", "hand"}}), "grimoire.hastur.power");
    rulesRefuse(*respond, act(1, "counter", {{"from", "contract"}}), "grimoire.contract.notAvailable");
    rulesRefuse(*respond, act(1, "counter", {{"from", "deck"}}), "grimoire.spell.from");
}

QTEST_GUILESS_MAIN(GrimoireRulingsTest)
#include "tst_grimoire_rulings.moc"
