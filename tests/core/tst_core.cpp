// The std-only rules core: the seeded generator (golden values: saved games depend on them),
// JSON forms of actions and configs, event audiences, Match (submit, undo, record and replay),
// invariant checks, random playouts and the scenario runner. Game-independent: everything
// runs on the tiny fake game in FakeGame.h.
#include "FakeGame.h"

#include "core/Hash.h"
#include "core/Invariants.h"
#include "core/Match.h"
#include "core/Rng.h"
#include "core/Scenario.h"
#include "core/Types.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <set>
#include <stdexcept>

using namespace tabletop;
using core::Action;
using core::Json;
using core::Match;
using core::MatchConfig;
using core::Rng;
using fake::DrawAndPass;
using fake::Flaw;

namespace {

Json parse(const QByteArray& text) { return Json::parse(text.constData(), text.constData() + text.size()); }

MatchConfig fakeConfig(std::uint64_t seed = 1)
{
    MatchConfig c;
    c.game = fake::kGameId;
    c.seats = 2;
    c.seed = seed;
    c.seatNames = {"Ann", "Bob"};
    return c;
}

Action act(int seat, const char* type, Json args = Json::object()) { return Action{seat, type, std::move(args)}; }

void accept(Match& m, const Action& a)
{
    const auto r = m.submit(a);
    if (!r.accepted)
        QFAIL(qPrintable(QStringLiteral("refused %1: %2")
                             .arg(QString::fromStdString(a.toJson().dump()), QString::fromStdString(r.refusal.text))));
}

bool anyContains(const std::vector<std::string>& lines, const std::string& part)
{
    for (const auto& l : lines)
        if (l.find(part) != std::string::npos)
            return true;
    return false;
}

QString joined(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const auto& l : lines)
        out << QString::fromStdString(l);
    return out.join(QStringLiteral(" | "));
}

// A position of the fake game where seat 0 holds c4 and c6, seat 1 holds c5.
Json fakePosition()
{
    return parse(R"({"deck": ["c1", "c2", "c3"], "hands": [["c4", "c6"], ["c5"]], "table": [], "turn": 0})");
}

// Pass, draw, pass: the record used by the fromRecord rejection rows.
std::unique_ptr<Match> threeActionMatch(const DrawAndPass& rules)
{
    auto m = std::make_unique<Match>(rules, fakeConfig(9));
    accept(*m, act(0, "pass"));
    accept(*m, act(1, "draw"));
    accept(*m, act(0, "pass"));
    return m;
}

const char* const kGoodScenario = R"({
  "config": {"game": "drawpass", "seats": 2, "seed": 1},
  "position": {"deck": ["c1", "c2", "c3"], "hands": [["c4"], ["c5"]], "table": ["c6"], "turn": 0},
  "steps": [
    {"action": {"seat": 0, "type": "draw"}, "state": {"/hands/0/1": "c1", "/deck/0": "c2"}},
    {"action": {"seat": 0, "type": "pass"}, "expect": "refused", "refusalId": "core.notYourTurn"},
    {"action": {"seat": 1, "type": "play", "args": {"card": "c4"}}, "expect": "refused",
     "refusalId": "drawpass.notInHand"},
    {"action": {"seat": 1, "type": "play", "args": {"card": "c5"}}, "prompt": {"/seats/0": 0, "/kind": "turn"}},
    {"action": {"seat": 0, "type": "play", "args": {"card": "c4"}}},
    {"action": {"seat": 1, "type": "pass"}}
  ],
  "expect": {
    "state": {"/table": ["c6", "c5", "c4"], "/hands/0": ["c1"], "/turns": 4},
    "prompt": {"/kind": "turn", "/seats": [0]},
    "views": {"1": {"/hands/0/count": 1, "/hands/1/count": 0}, "spectator": {"/deckCount": 2}}
  }
})";

} // namespace

class TestCore : public QObject {
    Q_OBJECT

private slots:
    // ---- Roles and per-seat setup (MatchConfig::roles/setup, core::resolveRoles) ----
    void roles_resolve_data();
    void roles_resolve();
    void roles_matchRefusesRolesForAGameWithout();
    void roles_configRoundTripWritesRolesOnlyWhenGiven();
    // ---- Rng: golden values. Never change these: saved games replay from them. ----
    void rng_nextGoldenSeed0();
    void rng_nextGoldenSeed42();
    void rng_belowGoldenSeed7();
    void rng_shuffleGolden_data();
    void rng_shuffleGolden();

    // ---- Rng: properties ----
    void rng_belowStaysInRange_data();
    void rng_belowStaysInRange();
    void rng_belowOneIsAlwaysZero();
    void rng_betweenIsInclusive_data();
    void rng_betweenIsInclusive();
    void rng_betweenWithEmptyRangeReturnsLo();
    void rng_belowSixIsRoughlyUniform();
    void rng_sameSeedSameSequence();
    void rng_differentSeedsDiffer();
    void rng_copyIsEqualAndContinuesIdentically();
    void rng_shuffleIsAPermutation();

    // ---- Hash ----
    void hash_fnv1aKnownValues();
    void hash_hexIsSixteenLowercaseDigits();

    // ---- JSON forms ----
    void action_roundTrip_data();
    void action_roundTrip();
    void action_fromJsonDefaults();
    void action_fromJsonRejectsBadInput_data();
    void action_fromJsonRejectsBadInput();
    void config_roundTrip();
    void config_fromJsonDefaults();
    void config_fromJsonRejectsBadInput_data();
    void config_fromJsonRejectsBadInput();
    void message_roundTrip();
    void message_withoutRuleHasNoRuleField();
    void prompt_and_outcome_toJson();

    // ---- Event audiences ----
    void event_forSeat_data();
    void event_forSeat();

    // ---- Match ----
    void match_setupIsReproducibleFromSeed();
    void match_refusesSeatNotPrompted();
    void match_refusalFromRulesChangesNothing();
    void match_acceptedActionsAreRecordedWithHashes();
    void match_refusesActionsAfterGameOver();
    void match_cannotUndoWhenLastActionRevealedHidden();
    void match_undoRestoresExactPreviousHash();
    void match_undoAcrossCheckpointsEqualsReplay();
    void match_cannotUndoEmptyHistory();
    void match_recordReplaysToSameHash();
    void match_recordKeepsScenarioPosition();
    void match_fromRecordRejects_data();
    void match_fromRecordRejects();
    void match_fromRecordSkipsHashesWhenNotVerifying();

    // ---- Match as the gate for untrusted input ----
    void gate_refusesMalformedActions_data();
    void gate_refusesMalformedActions();
    void gate_acceptsDeclaredOptionalArguments();
    void gate_exceptionBecomesInternalErrorAndChangesNothing();
    void gate_refusalRestoresGenerator();
    void gate_undoRefusedWhenGeneratorMoved();
    void gate_undoRefusedWhenHiddenRevealedUnflagged();
    void gate_stateHashIncludesGenerator();
    void gate_recordNamesRulesVersion();
    void gate_recordOfOtherRulesSaysSo();

    // ---- Invariants ----
    void invariants_collectStringsFindsNestedValues();
    void invariants_catchBrokenRules_data();
    void invariants_catchBrokenRules();
    void invariants_eventLeakIsCaught();
    void invariants_randomGamesPassAndAreReproducible();
    void invariants_randomGamesReportFailingSeed();
    void invariants_gameOwnChecksReportSeed();
    void invariants_gameOwnChecksAfterSetup();

    // ---- Scenario ----
    void scenario_correctScenarioPasses();
    void scenario_reportsFailures_data();
    void scenario_reportsFailures();
};

// ---------------------------------------------------------------------------------------
// Match as the gate

void TestCore::gate_refusesMalformedActions_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("refusalId");
    QTest::addColumn<QString>("problem");
    QTest::newRow("unknown type") << QByteArray(R"({"seat":0,"type":"steal"})") << "core.unknownAction" << "";
    QTest::newRow("number for text") << QByteArray(R"({"seat":0,"type":"play","args":{"card":5}})")
                                     << "core.badArgument" << "type";
    QTest::newRow("object for text") << QByteArray(R"({"seat":0,"type":"play","args":{"card":{"x":1}}})")
                                     << "core.badArgument" << "type";
    QTest::newRow("missing") << QByteArray(R"({"seat":0,"type":"play","args":{}})") << "core.badArgument"
                             << "missing";
    QTest::newRow("unknown argument") << QByteArray(R"({"seat":0,"type":"pass","args":{"card":"c4"}})")
                                      << "core.badArgument" << "unknown";
    QTest::newRow("huge text") << QByteArray(R"({"seat":0,"type":"play","args":{"card":")") + QByteArray(5000, 'x') +
                                      QByteArray(R"("}})")
                               << "core.badArgument" << "length";
    QTest::newRow("invalid UTF-8") << QByteArray("{\"seat\":0,\"type\":\"play\",\"args\":{\"card\":\"c\xed\xa0\x80\"}}")
                                   << "core.badArgument" << "encoding";
    QTest::newRow("null") << QByteArray(R"({"seat":0,"type":"play","args":{"card":null}})") << "core.badArgument"
                          << "type";
}

void TestCore::gate_refusesMalformedActions()
{
    QFETCH(QByteArray, action);
    QFETCH(QString, refusalId);
    QFETCH(QString, problem);
    const DrawAndPass rules;
    Match m(rules, core::MatchConfig(fakeConfig()), fakePosition());
    const std::string hash = m.stateHash();
    // The invalid-UTF-8 row cannot go through the JSON parser; build it by hand.
    Action a;
    if (action.contains('\xed')) {
        a = act(0, "play", Json{{"card", std::string("c\xed\xa0\x80")}});
    } else {
        a = Action::fromJson(parse(action));
    }
    const auto r = m.submit(a);
    QVERIFY(!r.accepted);
    QCOMPARE(QString::fromStdString(r.refusal.id), refusalId);
    if (!problem.isEmpty())
        QCOMPARE(QString::fromStdString(r.refusal.args.value("problem", "")), problem);
    QCOMPARE(m.stateHash(), hash);
    QVERIFY(m.history().empty());
    // The refusal can always be written out (a LAN result frame, a log line).
    QVERIFY(!r.refusal.toJson().dump().empty());
}

void TestCore::gate_acceptsDeclaredOptionalArguments()
{
    // A well-formed action of the right types passes the gate and reaches the rules.
    const DrawAndPass rules;
    Match m(rules, fakeConfig(), fakePosition());
    const auto r = m.submit(act(0, "play", Json{{"card", "c9"}}));
    QVERIFY(!r.accepted);
    QCOMPARE(QString::fromStdString(r.refusal.id), QStringLiteral("drawpass.notInHand"));
    accept(m, act(0, "play", Json{{"card", "c4"}}));
}

void TestCore::gate_exceptionBecomesInternalErrorAndChangesNothing()
{
    const DrawAndPass rules(Flaw::ThrowMidPass);
    Match m(rules, fakeConfig(3));
    accept(m, act(0, "draw"));
    const std::string hash = m.stateHash();
    const Json state = rules.toJson(m.state());
    core::Result r;
    try {
        r = m.submit(act(1, "pass"));
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("submit let an exception out: %1").arg(QString::fromUtf8(e.what()))));
    }
    QVERIFY(!r.accepted);
    QCOMPARE(QString::fromStdString(r.refusal.id), QStringLiteral("core.internalError"));
    QVERIFY(r.refusal.text.find("broken pass") != std::string::npos);
    QCOMPARE(m.stateHash(), hash); // the generator too: the hash includes it
    QCOMPARE(rules.toJson(m.state()), state);
    QCOMPARE(m.history().size(), std::size_t(1));
    accept(m, act(1, "draw")); // the game goes on
}

void TestCore::gate_refusalRestoresGenerator()
{
    const DrawAndPass rules(Flaw::RngOnRefusal);
    Match m(rules, fakeConfig(4), fakePosition());
    const Rng before = m.rng();
    const std::string hash = m.stateHash();
    QVERIFY(!m.submit(act(0, "play", Json{{"card", "c9"}})).accepted);
    QVERIFY(m.rng() == before);
    QCOMPARE(m.stateHash(), hash);
    // Replaying the record after the refusal reaches the same hash as the live game.
    accept(m, act(0, "draw"));
    auto replay = Match::fromRecord(rules, m.record());
    QCOMPARE(replay->stateHash(), m.stateHash());
}

void TestCore::gate_undoRefusedWhenGeneratorMoved()
{
    const DrawAndPass rules(Flaw::RngOnPass);
    Match m(rules, fakeConfig(6));
    const std::string hash = m.stateHash();
    accept(m, act(0, "pass")); // the rules call this plain, but the generator moved
    QVERIFY(m.stateHash() != hash);
    QVERIFY(!m.canUndo());
    QVERIFY(!m.undo());
    const DrawAndPass honest;
    Match h(honest, fakeConfig(6));
    accept(h, act(0, "pass"));
    QVERIFY(h.canUndo());
}

void TestCore::gate_undoRefusedWhenHiddenRevealedUnflagged()
{
    const DrawAndPass rules(Flaw::UnflaggedReveal);
    Match m(rules, fakeConfig(), fakePosition());
    accept(m, act(0, "pass"));
    QVERIFY(m.canUndo()); // nothing hidden became visible
    accept(m, act(1, "draw")); // seat 1 now sees c1, hidden from it before; the rules do not say so
    QVERIFY(!m.history().back().revealedHidden);
    QVERIFY(!m.canUndo());
    accept(m, act(0, "play", Json{{"card", "c6"}})); // seat 1 sees c6, hidden from it before
    QVERIFY(!m.canUndo());
}

void TestCore::gate_stateHashIncludesGenerator()
{
    // Same position, other seeds: the state is the same, the generator is not.
    const DrawAndPass rules;
    Match a(rules, fakeConfig(1), fakePosition());
    Match b(rules, fakeConfig(2), fakePosition());
    QCOMPARE(rules.toJson(a.state()), rules.toJson(b.state()));
    QVERIFY(a.stateHash() != b.stateHash());
    // Records of version 3 hashed the state alone, and still verify that way.
    QCOMPARE(a.stateHash(3), b.stateHash(3));
}

void TestCore::gate_recordNamesRulesVersion()
{
    const DrawAndPass rules(Flaw::None, 7);
    Match m(rules, fakeConfig());
    const Json rec = m.record();
    QCOMPARE(rec.at("version").get<int>(), Match::kRecordVersion);
    QCOMPARE(rec.at("rules").at("version").get<int>(), 7);
    QCOMPARE(rec.at("rules").at("game").get<std::string>(), std::string(fake::kGameId));
}

void TestCore::gate_recordOfOtherRulesSaysSo()
{
    // A record made by rules version 1 whose hashes no longer match under version 2.
    const DrawAndPass v1(Flaw::None, 1);
    auto m = threeActionMatch(v1);
    Json rec = m->record();
    rec["actions"][1]["hash"] = "0000000000000000";
    const DrawAndPass v2(Flaw::None, 2);
    try {
        Match::fromRecord(v2, rec);
        QFAIL("a record that does not replay was accepted");
    } catch (const std::invalid_argument& e) {
        const QString what = QString::fromUtf8(e.what());
        QVERIFY2(what.contains(QStringLiteral("rules version 1")) && what.contains(QStringLiteral("version 2")),
                 qPrintable(what));
    }
    // The same record under the same rules version is only "broken", with no word of versions.
    try {
        Match::fromRecord(v1, rec);
        QFAIL("a record with a wrong hash was accepted");
    } catch (const std::invalid_argument& e) {
        QVERIFY(!QString::fromUtf8(e.what()).contains(QStringLiteral("rules version")));
    }
    // And an unchanged record of other rules that still replays loads.
    QVERIFY(Match::fromRecord(v2, m->record()) != nullptr);
}

// ---------------------------------------------------------------------------------------
// Rng goldens

void TestCore::rng_nextGoldenSeed0()
{
    // Matches the published xoshiro256** seeded through splitmix64.
    const std::array<std::uint64_t, 8> golden{
        0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL, 0x1a5f849d4933e6e0ULL, 0x6aa594f1262d2d2cULL,
        0xbba5ad4a1f842e59ULL, 0xffef8375d9ebcacaULL, 0x6c160deed2f54c98ULL, 0x8920ad648fc30a3fULL,
    };
    Rng rng(0);
    for (std::size_t i = 0; i < golden.size(); ++i)
        QCOMPARE(rng.next(), golden[i]);
}

void TestCore::rng_nextGoldenSeed42()
{
    const std::array<std::uint64_t, 8> golden{
        0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL, 0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL,
        0xfde6dc7fe2ec5e64ULL, 0xc50da53101795238ULL, 0xb82154855a65ddb2ULL, 0xd99a2743ebe60087ULL,
    };
    Rng rng(42);
    for (std::size_t i = 0; i < golden.size(); ++i)
        QCOMPARE(rng.next(), golden[i]);
}

void TestCore::rng_belowGoldenSeed7()
{
    const std::array<std::uint64_t, 20> golden{0, 2, 0, 4, 2, 5, 4, 4, 4, 1, 5, 4, 3, 5, 0, 5, 1, 0, 1, 1};
    Rng rng(7);
    for (std::size_t i = 0; i < golden.size(); ++i)
        QCOMPARE(rng.below(6), golden[i]);
}

void TestCore::rng_shuffleGolden_data()
{
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("seed 1") << std::uint64_t(1) << QList<int>{3, 8, 0, 9, 2, 5, 6, 4, 1, 7};
    QTest::newRow("seed 2") << std::uint64_t(2) << QList<int>{8, 3, 6, 7, 2, 0, 1, 9, 4, 5};
}

void TestCore::rng_shuffleGolden()
{
    QFETCH(std::uint64_t, seed);
    QFETCH(QList<int>, expected);
    std::vector<int> items{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    Rng rng(seed);
    rng.shuffle(items);
    QCOMPARE(QList<int>(items.begin(), items.end()), expected);
}

// ---------------------------------------------------------------------------------------
// Rng properties

void TestCore::rng_belowStaysInRange_data()
{
    QTest::addColumn<std::uint64_t>("bound");
    for (std::uint64_t n : std::initializer_list<std::uint64_t>{2ULL, 3ULL, 5ULL, 6ULL, 7ULL, 10ULL, 52ULL, 100ULL, 1000ULL, 65537ULL, (1ULL << 32) + 1,
                            (1ULL << 63) + 1, std::uint64_t(UINT64_MAX)})
        QTest::addRow("below(%llu)", static_cast<unsigned long long>(n)) << n;
}

void TestCore::rng_belowStaysInRange()
{
    QFETCH(std::uint64_t, bound);
    Rng rng(bound);
    for (int i = 0; i < 2000; ++i)
        QVERIFY(rng.below(bound) < bound);
}

void TestCore::rng_belowOneIsAlwaysZero()
{
    Rng rng(3);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(rng.below(1), std::uint64_t(0));
    // below(0) is a caller error, but it must not divide by zero.
    QCOMPARE(rng.below(0), std::uint64_t(0));
}

void TestCore::rng_betweenIsInclusive_data()
{
    QTest::addColumn<qint64>("lo");
    QTest::addColumn<qint64>("hi");
    QTest::newRow("die 1..6") << qint64(1) << qint64(6);
    QTest::newRow("around zero -3..3") << qint64(-3) << qint64(3);
    QTest::newRow("all negative -10..-7") << qint64(-10) << qint64(-7);
    QTest::newRow("coin 0..1") << qint64(0) << qint64(1);
    QTest::newRow("single value 5..5") << qint64(5) << qint64(5);
}

void TestCore::rng_betweenIsInclusive()
{
    QFETCH(qint64, lo);
    QFETCH(qint64, hi);
    Rng rng(11);
    std::set<std::int64_t> seen;
    for (int i = 0; i < 5000; ++i) {
        const auto v = rng.between(lo, hi);
        QVERIFY2(v >= lo && v <= hi, qPrintable(QString::number(v)));
        seen.insert(v);
    }
    // Both ends and everything between show up.
    QCOMPARE(seen.size(), static_cast<std::size_t>(hi - lo + 1));
    QCOMPARE(static_cast<qint64>(*seen.begin()), lo);
    QCOMPARE(static_cast<qint64>(*seen.rbegin()), hi);
}

void TestCore::rng_betweenWithEmptyRangeReturnsLo()
{
    Rng rng(1);
    const Rng before = rng;
    QCOMPARE(rng.between(4, 2), std::int64_t(4));
    QVERIFY(rng == before); // and draws nothing
}

void TestCore::rng_belowSixIsRoughlyUniform()
{
    constexpr int draws = 60000;
    std::array<int, 6> counts{};
    Rng rng(2024);
    for (int i = 0; i < draws; ++i)
        ++counts[rng.below(6)];
    const double expected = draws / 6.0;
    double chi2 = 0;
    for (int c : counts)
        chi2 += (c - expected) * (c - expected) / expected;
    // 5 degrees of freedom: 20.5 is p = 0.001. Loose on purpose; the seed is fixed anyway.
    QVERIFY2(chi2 < 20.5, qPrintable(QStringLiteral("chi-square %1").arg(chi2)));
    for (int c : counts)
        QVERIFY(std::abs(c - expected) < expected * 0.05);
}

void TestCore::rng_sameSeedSameSequence()
{
    Rng a(123456789), b(123456789);
    for (int i = 0; i < 1000; ++i) {
        QCOMPARE(a.next(), b.next());
        QCOMPARE(a.below(37), b.below(37));
        QCOMPARE(a.between(-5, 5), b.between(-5, 5));
    }
    QVERIFY(a == b);
}

void TestCore::rng_differentSeedsDiffer()
{
    Rng a(1), b(2);
    QVERIFY(!(a == b));
    QVERIFY(a.next() != b.next());
}

void TestCore::rng_copyIsEqualAndContinuesIdentically()
{
    Rng a(5);
    a.next();
    a.next();
    a.below(10);
    Rng b = a;
    QVERIFY(a == b);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(a.next(), b.next());
    QVERIFY(a == b);
    a.next();
    QVERIFY(!(a == b));
}

void TestCore::rng_shuffleIsAPermutation()
{
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        std::vector<int> items(40);
        for (int i = 0; i < 40; ++i)
            items[static_cast<std::size_t>(i)] = i;
        Rng rng(seed);
        rng.shuffle(items);
        std::vector<int> sorted = items;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 40; ++i)
            QCOMPARE(sorted[static_cast<std::size_t>(i)], i);
    }
    // Empty and single-element shuffles draw nothing.
    Rng rng(1);
    const Rng before = rng;
    std::vector<int> none, one{7};
    rng.shuffle(none);
    rng.shuffle(one);
    QVERIFY(rng == before);
    QCOMPARE(one.front(), 7);
}

// ---------------------------------------------------------------------------------------
// Hash

void TestCore::hash_fnv1aKnownValues()
{
    // Reference values of 64-bit FNV-1a.
    QCOMPARE(core::fnv1a64(""), std::uint64_t(0xcbf29ce484222325ULL));
    QCOMPARE(core::fnv1a64("a"), std::uint64_t(0xaf63dc4c8601ec8cULL));
    QCOMPARE(core::fnv1a64("foobar"), std::uint64_t(0x85944171f73967e8ULL));
}

void TestCore::hash_hexIsSixteenLowercaseDigits()
{
    QCOMPARE(core::hashToHex(0), std::string("0000000000000000"));
    QCOMPARE(core::hashToHex(0x1aULL), std::string("000000000000001a"));
    QCOMPARE(core::hashToHex(0xcbf29ce484222325ULL), std::string("cbf29ce484222325"));
    QCOMPARE(core::hashToHex(UINT64_MAX), std::string("ffffffffffffffff"));
}

// ---------------------------------------------------------------------------------------
// JSON forms

void TestCore::action_roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("no args") << QByteArray(R"({"seat": 0, "type": "pass", "args": {}})");
    QTest::newRow("nested args") << QByteArray(
        R"({"seat": 1, "type": "acquire", "args": {"card": "g01", "targets": ["a", "b"], "n": 3, "ok": true, "x": null}})");
    QTest::newRow("unicode type") << QByteArray(R"({"seat": 3, "type": "spëll", "args": {"name": "ク"}})");
    QTest::newRow("no seat (engine action)") << QByteArray(R"({"seat": -1, "type": "tick", "args": {}})");
}

void TestCore::action_roundTrip()
{
    QFETCH(QByteArray, json);
    const Json j = parse(json);
    const Action a = Action::fromJson(j);
    QCOMPARE(a.toJson(), j);
    QVERIFY(Action::fromJson(a.toJson()) == a);
    QVERIFY(Action::fromJson(parse(QByteArray::fromStdString(a.toJson().dump()))) == a);
}

void TestCore::action_fromJsonDefaults()
{
    const Action a = Action::fromJson(parse(R"({"type": "pass"})"));
    QCOMPARE(a.seat, -1);
    QCOMPARE(a.type, std::string("pass"));
    QCOMPARE(a.args, Json::object());
}

void TestCore::action_fromJsonRejectsBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("array is not an object") << QByteArray("[1, 2]") << "JSON object";
    QTest::newRow("string is not an object") << QByteArray(R"("pass")") << "JSON object";
    QTest::newRow("null is not an object") << QByteArray("null") << "JSON object";
    QTest::newRow("missing type") << QByteArray(R"({"seat": 0})") << "\"type\"";
    QTest::newRow("type not a string") << QByteArray(R"({"seat": 0, "type": 7})") << "\"type\"";
    QTest::newRow("seat is a string") << QByteArray(R"({"seat": "0", "type": "pass"})") << "\"seat\"";
    QTest::newRow("seat is fractional") << QByteArray(R"({"seat": 1.5, "type": "pass"})") << "\"seat\"";
    QTest::newRow("seat is null") << QByteArray(R"({"seat": null, "type": "pass"})") << "\"seat\"";
    QTest::newRow("args is an array") << QByteArray(R"({"seat": 0, "type": "pass", "args": []})") << "\"args\"";
    QTest::newRow("args is a string") << QByteArray(R"({"seat": 0, "type": "pass", "args": "x"})") << "\"args\"";
}

void TestCore::action_fromJsonRejectsBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    try {
        Action::fromJson(parse(json));
        QFAIL("accepted bad input");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(mentions), e.what());
    }
}

void TestCore::config_roundTrip()
{
    MatchConfig c;
    c.game = "grimoire";
    c.seats = 2;
    c.seed = UINT64_MAX; // the full 64-bit range must survive JSON
    c.seatNames = {"Ann", "Bob ✓"};
    c.options = Json{{"firstPlayer", 1}, {"house", Json{{"tie", true}}}};
    c.decks = Json::array({Json::array({"a", "b"}), Json::array({"c"})});
    const Json j = c.toJson();
    const MatchConfig back = MatchConfig::fromJson(j);
    QCOMPARE(back.game, c.game);
    QCOMPARE(back.seats, c.seats);
    QCOMPARE(back.seed, c.seed);
    QCOMPARE(back.seatNames, c.seatNames);
    QCOMPARE(back.options, c.options);
    QCOMPARE(back.decks, c.decks);
    // Through text as well (a save file).
    const MatchConfig fromText = MatchConfig::fromJson(Json::parse(j.dump()));
    QCOMPARE(fromText.seed, c.seed);
    QCOMPARE(fromText.toJson(), j);
}

void TestCore::config_fromJsonDefaults()
{
    const MatchConfig c = MatchConfig::fromJson(parse(R"({"game": "grimoire"})"));
    QCOMPARE(c.game, std::string("grimoire"));
    QCOMPARE(c.seats, 2);
    QCOMPARE(c.seed, std::uint64_t(0));
    QVERIFY(c.seatNames.empty());
    QCOMPARE(c.options, Json::object());
    QCOMPARE(c.decks, Json::array());
}

void TestCore::config_fromJsonRejectsBadInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not an object") << QByteArray("[]") << "JSON object";
    QTest::newRow("missing game") << QByteArray(R"({"seats": 2})") << "\"game\"";
    QTest::newRow("game not a string") << QByteArray(R"({"game": 3})") << "\"game\"";
    QTest::newRow("seats not an integer") << QByteArray(R"({"game": "g", "seats": "2"})") << "\"seats\"";
    QTest::newRow("seed negative") << QByteArray(R"({"game": "g", "seed": -1})") << "\"seed\"";
    QTest::newRow("seed a string") << QByteArray(R"({"game": "g", "seed": "42"})") << "\"seed\"";
    QTest::newRow("seed fractional") << QByteArray(R"({"game": "g", "seed": 4.5})") << "\"seed\"";
    QTest::newRow("seatNames not an array") << QByteArray(R"({"game": "g", "seatNames": "Ann"})") << "\"seatNames\"";
    QTest::newRow("seatNames not strings") << QByteArray(R"({"game": "g", "seatNames": ["Ann", 2]})")
                                           << "\"seatNames\"";
    QTest::newRow("options not an object") << QByteArray(R"({"game": "g", "options": [1]})") << "\"options\"";
}

void TestCore::config_fromJsonRejectsBadInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    try {
        const MatchConfig c = MatchConfig::fromJson(parse(json));
        QFAIL(qPrintable("accepted bad input, seed = " + QString::number(c.seed)));
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(mentions), e.what());
    }
}

void TestCore::message_roundTrip()
{
    const core::Message m{"grimoire.refuse.limit", "Rei has already spoken", Json{{"seat", 1}, {"names", {"a"}}},
                          "2.3"};
    const Json j = m.toJson();
    QCOMPARE(j["rule"], Json("2.3"));
    const core::Message back = core::Message::fromJson(j);
    QCOMPARE(back.id, m.id);
    QCOMPARE(back.text, m.text);
    QCOMPARE(back.args, m.args);
    QCOMPARE(back.rule, m.rule);
    QCOMPARE(back.toJson(), j);
}

void TestCore::message_withoutRuleHasNoRuleField()
{
    const core::Message m{"x.id", "text"};
    const Json j = m.toJson();
    QVERIFY(!j.contains("rule"));
    QCOMPARE(j["args"], Json::object());
    const core::Message back = core::Message::fromJson(j);
    QVERIFY(back.rule.empty());
    QCOMPARE(back.toJson(), j);
}

void TestCore::prompt_and_outcome_toJson()
{
    core::Prompt p;
    p.seats = {0, 1};
    p.kind = "respond";
    p.message = core::Message{"p.id", "React?"};
    QCOMPARE(p.toJson(), parse(R"({"seats": [0, 1], "kind": "respond", "message": {"id": "p.id", "text": "React?",
                                   "args": {}}})"));
    core::Outcome o;
    o.winners = {1};
    o.reason = core::Message{"o.id", "Most points"};
    o.breakdown = Json{{"points", {3, 5}}};
    QCOMPARE(o.toJson(), parse(R"({"winners": [1], "draw": false, "breakdown": {"points": [3, 5]},
                                   "reason": {"id": "o.id", "text": "Most points", "args": {}}})"));
}

// ---------------------------------------------------------------------------------------
// Event audiences

void TestCore::event_forSeat_data()
{
    QTest::addColumn<bool>("everyone");
    QTest::addColumn<QList<int>>("audience");
    QTest::addColumn<bool>("hasRedacted");
    QTest::addColumn<bool>("hasRedactedMessage");
    QTest::addColumn<int>("viewer"); // -1 = spectator
    QTest::addColumn<QString>("sees"); // "data", "redacted", "hidden" (only who acted) or "nothing"
    QTest::addColumn<QString>("messageId");

    QTest::newRow("everyone: seat 0 sees data") << true << QList<int>{} << false << false << 0 << "data" << "full";
    QTest::newRow("everyone: seat 1 sees data") << true << QList<int>{} << false << false << 1 << "data" << "full";
    QTest::newRow("everyone: spectator sees data") << true << QList<int>{} << false << false << -1 << "data"
                                                   << "full";
    QTest::newRow("one seat: that seat sees data") << false << QList<int>{0} << false << false << 0 << "data"
                                                   << "full";
    // Issue 10: private log lines default to hidden. With neither public data nor public
    // wording, others learn only that the seat did something hidden.
    QTest::newRow("one seat, neither redacted nor redacted message: other seat reads core.log.hidden")
        << false << QList<int>{0} << false << false << 1 << "hidden" << "core.log.hidden";
    QTest::newRow("one seat, neither redacted nor redacted message: spectator reads core.log.hidden")
        << false << QList<int>{0} << false << false << -1 << "hidden" << "core.log.hidden";
    QTest::newRow("some seats, neither: unlisted seat reads core.log.hiddenShared")
        << false << QList<int>{0, 2} << false << false << 1 << "hidden" << "core.log.hiddenShared";
    QTest::newRow("one seat, redacted message without redacted data: other seat reads it")
        << false << QList<int>{0} << false << true << 1 << "hidden" << "hidden";
    QTest::newRow("one seat, redacted: that seat still sees data")
        << false << QList<int>{0} << true << true << 0 << "data" << "full";
    QTest::newRow("one seat, redacted: other seat sees redacted with redacted message")
        << false << QList<int>{0} << true << true << 1 << "redacted" << "hidden";
    QTest::newRow("one seat, redacted: spectator sees redacted with redacted message")
        << false << QList<int>{0} << true << true << -1 << "redacted" << "hidden";
    QTest::newRow("one seat, redacted without redacted message: other seat reads core.log.hidden, not the private line")
        << false << QList<int>{0} << true << false << 1 << "redacted" << "core.log.hidden";
    QTest::newRow("one seat, redacted without redacted message: spectator reads core.log.hidden")
        << false << QList<int>{0} << true << false << -1 << "redacted" << "core.log.hidden";
    QTest::newRow("some seats: listed seat sees data") << false << QList<int>{0, 2} << true << true << 2 << "data"
                                                       << "full";
    QTest::newRow("some seats: unlisted seat sees redacted")
        << false << QList<int>{0, 2} << true << true << 1 << "redacted" << "hidden";
    QTest::newRow("nobody: engine-internal event reaches no seat")
        << false << QList<int>{} << false << false << 0 << "nothing" << "";
    QTest::newRow("nobody: engine-internal event reaches no spectator")
        << false << QList<int>{} << false << false << -1 << "nothing" << "";
}

void TestCore::event_forSeat()
{
    QFETCH(bool, everyone);
    QFETCH(QList<int>, audience);
    QFETCH(bool, hasRedacted);
    QFETCH(bool, hasRedactedMessage);
    QFETCH(int, viewer);
    QFETCH(QString, sees);
    QFETCH(QString, messageId);

    core::Event e;
    e.type = "draw";
    e.data = Json{{"card", "c3"}};
    e.message = core::Message{"full", "draws c3"};
    e.audience.everyone = everyone;
    e.audience.seats.assign(audience.begin(), audience.end());
    if (hasRedacted)
        e.redacted = Json{{"count", 1}};
    if (hasRedactedMessage)
        e.redactedMessage = core::Message{"hidden", "draws a card"};

    const auto shown = e.forSeat(viewer < 0 ? std::nullopt : std::optional<core::Seat>(viewer));
    if (sees == QLatin1String("nothing")) {
        QVERIFY(!shown);
        return;
    }
    QVERIFY(shown);
    QCOMPARE((*shown)["message"]["id"], Json(messageId.toStdString()));
    if (sees == QLatin1String("hidden")) {
        // Not even the event's type: only who did something.
        QCOMPARE((*shown)["type"], Json("hidden"));
        const Json who = audience.size() == 1 ? Json{{"seat", audience.front()}}
                                              : Json{{"seats", std::vector<int>(audience.begin(), audience.end())}};
        QCOMPARE((*shown)["data"], who);
    } else {
        QCOMPARE((*shown)["type"], Json("draw"));
        QCOMPARE((*shown)["data"], sees == QLatin1String("data") ? e.data : e.redacted);
    }
    if (sees != QLatin1String("data")) {
        // Nothing of the private event reaches a seat outside the audience.
        QVERIFY2(shown->dump().find("c3") == std::string::npos, shown->dump().c_str());
        if (messageId == QLatin1String("core.log.hidden"))
            QCOMPARE((*shown)["message"]["args"], (Json{{"seat", audience.front()}}));
    }
}

// ---------------------------------------------------------------------------------------
// Match

void TestCore::match_setupIsReproducibleFromSeed()
{
    const DrawAndPass rules;
    Match a(rules, fakeConfig(77)), b(rules, fakeConfig(77)), c(rules, fakeConfig(78));
    QCOMPARE(a.stateHash(), b.stateHash());
    QCOMPARE(a.stateHash().size(), std::size_t(16));
    QVERIFY(a.stateHash() != c.stateHash()); // the deck order depends on the seed
}

void TestCore::match_refusesSeatNotPrompted()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig());
    QCOMPARE(m.prompt().seats, std::vector<core::Seat>{0});
    const std::string hash = m.stateHash();
    for (int seat : {1, 2, -1}) {
        const auto r = m.submit(act(seat, "pass"));
        QVERIFY(!r.accepted);
        QCOMPARE(r.refusal.id, std::string("core.notYourTurn"));
        QCOMPARE(r.refusal.args["seat"], Json(seat));
        QVERIFY(r.events.empty());
        QCOMPARE(m.stateHash(), hash);
        QVERIFY(m.history().empty());
    }
}

void TestCore::match_refusalFromRulesChangesNothing()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig());
    const std::string hash = m.stateHash();
    const auto r = m.submit(act(0, "play", Json{{"card", "nope"}}));
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("drawpass.notInHand"));
    QCOMPARE(r.refusal.rule, std::string("play"));
    QCOMPARE(m.stateHash(), hash);
    QVERIFY(m.history().empty());
    QVERIFY(!m.canUndo());
}

void TestCore::match_acceptedActionsAreRecordedWithHashes()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig());
    const std::string start = m.stateHash();
    accept(m, act(0, "pass"));
    QCOMPARE(m.history().size(), std::size_t(1));
    QVERIFY(m.history()[0].action == act(0, "pass"));
    QCOMPARE(m.history()[0].hash, m.stateHash());
    QVERIFY(!m.history()[0].revealedHidden);
    QVERIFY(m.stateHash() != start);

    accept(m, act(1, "draw"));
    QCOMPARE(m.history().size(), std::size_t(2));
    QVERIFY(m.history()[1].action == act(1, "draw"));
    QCOMPARE(m.history()[1].hash, m.stateHash());
    QVERIFY(m.history()[1].revealedHidden);
    QVERIFY(m.history()[0].hash != m.history()[1].hash);
}

void TestCore::match_refusesActionsAfterGameOver()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig(), fakePosition());
    accept(m, act(0, "play", Json{{"card", "c4"}}));
    accept(m, act(1, "play", Json{{"card", "c5"}}));
    accept(m, act(0, "play", Json{{"card", "c6"}}));
    QVERIFY(m.outcome());
    QCOMPARE(m.outcome()->winners, std::vector<core::Seat>{0});
    QVERIFY(m.prompt().seats.empty());
    const std::string hash = m.stateHash();
    const auto r = m.submit(act(1, "pass"));
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("core.gameOver"));
    QCOMPARE(m.stateHash(), hash);
}

void TestCore::match_cannotUndoWhenLastActionRevealedHidden()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig());
    accept(m, act(0, "pass"));
    QVERIFY(m.canUndo());
    accept(m, act(1, "draw")); // seat 1 saw a card from the deck: taking it back would be cheating
    QVERIFY(!m.canUndo());
    const std::string hash = m.stateHash();
    QVERIFY(!m.undo());
    QCOMPARE(m.stateHash(), hash);
    QCOMPARE(m.history().size(), std::size_t(2));
    accept(m, act(0, "pass")); // a plain pass after it may be taken back again
    QVERIFY(m.canUndo());
}

void TestCore::match_undoRestoresExactPreviousHash()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig(5));
    accept(m, act(0, "draw"));
    accept(m, act(1, "draw"));
    const std::string beforePass = m.stateHash();
    const Json beforeState = rules.toJson(m.state());
    accept(m, act(0, "pass"));
    QVERIFY(m.stateHash() != beforePass);
    QVERIFY(m.canUndo());
    QVERIFY(m.undo());
    QCOMPARE(m.stateHash(), beforePass);
    QCOMPARE(rules.toJson(m.state()), beforeState);
    QCOMPARE(m.history().size(), std::size_t(2));
    QCOMPARE(m.history().back().hash, beforePass);
    // The kept history still records that the last action revealed a card.
    QVERIFY(!m.canUndo());
    // And the game continues identically (the generator was replayed too).
    accept(m, act(0, "pass"));
    Match again(rules, fakeConfig(5));
    accept(again, act(0, "draw"));
    accept(again, act(1, "draw"));
    accept(again, act(0, "pass"));
    QCOMPARE(m.stateHash(), again.stateHash());
}

// Undo starts from the nearest checkpoint (every 16 actions) and replays the record from
// there: undoing any number of actions, across checkpoints too, reaches exactly the state that
// replaying the shortened record reaches, and the game goes on from it alike.
void TestCore::match_undoAcrossCheckpointsEqualsReplay()
{
    const DrawAndPass rules;
    for (std::size_t count : {1, 2, 3, 4, 5, 7, 9, 12}) {
        Match m(rules, fakeConfig(7));
        m.setCheckpointInterval(3);
        accept(m, act(0, "draw"));
        accept(m, act(1, "draw"));
        while (m.history().size() < 15)
            accept(m, act(m.prompt().seats.front(), "pass"));
        const std::size_t keep = m.history().size() - count;
        Json shortened = m.record();
        shortened["actions"].erase(shortened["actions"].begin() + static_cast<std::ptrdiff_t>(keep),
                                   shortened["actions"].end());
        const auto replayed = Match::fromRecord(rules, shortened);
        QVERIFY(m.canUndo(count));
        QVERIFY(m.undo(count));
        QCOMPARE(m.history().size(), keep);
        QCOMPARE(m.stateHash(), replayed->stateHash());
        QCOMPARE(rules.toJson(m.state()), rules.toJson(replayed->state()));
        QCOMPARE(m.history().back().hash, replayed->stateHash());
        // Undo again after playing on: the checkpoints past the point undone to are gone.
        accept(m, act(m.prompt().seats.front(), "pass"));
        accept(*replayed, act(replayed->prompt().seats.front(), "pass"));
        QVERIFY(m.undo(2));
        QVERIFY(replayed->undo(2));
        QCOMPARE(m.stateHash(), replayed->stateHash());
    }
    // The two draws revealed cards: no undo reaches back past them.
    Match m(rules, fakeConfig(7));
    m.setCheckpointInterval(3);
    accept(m, act(0, "draw"));
    accept(m, act(1, "draw"));
    for (int i = 0; i < 8; ++i)
        accept(m, act(m.prompt().seats.front(), "pass"));
    QVERIFY(m.canUndo(8));
    QVERIFY(!m.canUndo(9));
}

void TestCore::match_cannotUndoEmptyHistory()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig());
    QVERIFY(!m.canUndo());
    QVERIFY(!m.undo());
}

void TestCore::match_recordReplaysToSameHash()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig(31));
    Rng chooser(99);
    while (!m.outcome()) {
        const auto legal = m.legalActions(m.prompt().seats.front());
        accept(m, legal[chooser.below(legal.size())]);
    }
    const Json record = m.record();
    QCOMPARE(record["format"], Json("tabletop-game"));
    QCOMPARE(record["version"], Json(Match::kRecordVersion));
    QVERIFY(!record.contains("position"));
    QCOMPARE(record["actions"].size(), m.history().size());

    // Through text, as a save file would be.
    auto back = Match::fromRecord(rules, Json::parse(record.dump()));
    QVERIFY(back);
    QCOMPARE(back->stateHash(), m.stateHash());
    QCOMPARE(back->history().size(), m.history().size());
    for (std::size_t i = 0; i < m.history().size(); ++i) {
        QCOMPARE(back->history()[i].hash, m.history()[i].hash);
        QCOMPARE(back->history()[i].revealedHidden, m.history()[i].revealedHidden);
    }
    QCOMPARE(back->record(), record);
    QCOMPARE(back->config().seatNames, m.config().seatNames);
}

void TestCore::match_recordKeepsScenarioPosition()
{
    const DrawAndPass rules;
    Match m(rules, fakeConfig(), fakePosition());
    accept(m, act(0, "play", Json{{"card", "c6"}}));
    const Json record = m.record();
    QCOMPARE(record["position"], fakePosition());
    auto back = Match::fromRecord(rules, record);
    QCOMPARE(back->stateHash(), m.stateHash());
}

void TestCore::match_fromRecordRejects_data()
{
    // Each row patches the record of threeActionMatch() (pass, draw, pass) with RFC 6902.
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not an object") << QByteArray(R"([{"op": "replace", "path": "", "value": [1, 2]}])")
                                   << "\"format\"";
    QTest::newRow("wrong format") << QByteArray(R"([{"op": "replace", "path": "/format", "value": "chess-pgn"}])")
                                  << "\"format\" must be \"tabletop-game\"";
    QTest::newRow("missing version") << QByteArray(R"([{"op": "remove", "path": "/version"}])") << "\"version\"";
    QTest::newRow("newer version") << QByteArray(R"([{"op": "replace", "path": "/version", "value": 99}])")
                                   << "version 99 is newer";
    QTest::newRow("missing config") << QByteArray(R"([{"op": "remove", "path": "/config"}])") << "\"config\"";
    QTest::newRow("bad config seed") << QByteArray(R"([{"op": "replace", "path": "/config/seed", "value": "9"}])")
                                     << "\"seed\"";
    QTest::newRow("wrong game") << QByteArray(R"([{"op": "replace", "path": "/config/game", "value": "grimoire"}])")
                                << "for game \"grimoire\", not \"drawpass\"";
    QTest::newRow("missing actions") << QByteArray(R"([{"op": "remove", "path": "/actions"}])")
                                     << "\"actions\" must be an array";
    QTest::newRow("actions not an array") << QByteArray(R"([{"op": "replace", "path": "/actions", "value": {}}])")
                                          << "\"actions\" must be an array";
    QTest::newRow("entry without action")
        << QByteArray(R"([{"op": "remove", "path": "/actions/1/action"}])") << "action 2 has no \"action\" field";
    QTest::newRow("malformed action names its index")
        << QByteArray(R"([{"op": "replace", "path": "/actions/1/action/type", "value": 5}])")
        << "action 2: action: field \"type\"";
    QTest::newRow("action refused on replay names its index")
        << QByteArray(R"([{"op": "replace", "path": "/actions/1/action/seat", "value": 0}])")
        << "action 2 was refused";
    QTest::newRow("unknown action refused on replay")
        << QByteArray(R"([{"op": "replace", "path": "/actions/2/action/type", "value": "fly"}])")
        << "action 3 was refused: This game has no move called \"fly\"";
    QTest::newRow("corrupted hash names its index")
        << QByteArray(R"([{"op": "replace", "path": "/actions/1/hash", "value": "0123456789abcdef"}])")
        << "state hash differs after action 2 (expected 0123456789abcdef";
    QTest::newRow("different seed diverges at the first draw")
        << QByteArray(R"([{"op": "replace", "path": "/config/seed", "value": 10}])")
        << "state hash differs after action 1";
}

void TestCore::match_fromRecordRejects()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, mentions);
    const DrawAndPass rules;
    const Json record = threeActionMatch(rules)->record().patch(parse(patch));
    try {
        Match::fromRecord(rules, record);
        QFAIL("accepted a bad record");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(mentions), e.what());
    }
}

void TestCore::match_fromRecordSkipsHashesWhenNotVerifying()
{
    const DrawAndPass rules;
    const auto m = threeActionMatch(rules);
    Json record = m->record();
    record["actions"][1]["hash"] = "0123456789abcdef";
    auto back = Match::fromRecord(rules, record, false);
    QCOMPARE(back->stateHash(), m->stateHash());
    // A record without hashes (hand-written) replays too.
    for (auto& entry : record["actions"])
        entry.erase("hash");
    QCOMPARE(Match::fromRecord(rules, record)->stateHash(), m->stateHash());
}

// ---------------------------------------------------------------------------------------
// Invariants

void TestCore::invariants_collectStringsFindsNestedValues()
{
    std::vector<std::string> out;
    core::collectStrings(parse(R"({"key": "a", "n": 1, "list": ["b", {"deep": "c", "x": null}], "t": true})"), out);
    std::sort(out.begin(), out.end());
    QCOMPARE(out, (std::vector<std::string>{"a", "b", "c"})); // keys are not collected
}

void TestCore::invariants_catchBrokenRules_data()
{
    QTest::addColumn<int>("flaw");
    QTest::addColumn<QByteArray>("actions"); // played from fakePosition()
    QTest::addColumn<QString>("problem");    // empty = no problem expected
    QTest::newRow("correct rules: no problem")
        << int(Flaw::None) << QByteArray(R"([{"seat":0,"type":"draw"},{"seat":1,"type":"play","args":{"card":"c5"}}])")
        << "";
    QTest::newRow("duplicated card is in two zones")
        << int(Flaw::DuplicateOnDraw) << QByteArray(R"([{"seat":0,"type":"draw"}])") << "is in two zones";
    QTest::newRow("duplicated card changes the count")
        << int(Flaw::DuplicateOnDraw) << QByteArray(R"([{"seat":0,"type":"draw"}])") << "card count changed: 6 before, 7 now";
    QTest::newRow("lost card changes the count")
        << int(Flaw::LoseOnPlay) << QByteArray(R"([{"seat":0,"type":"play","args":{"card":"c4"}}])")
        << "card count changed: 6 before, 5 now";
    QTest::newRow("view leaking a hidden id names the viewer and the card")
        << int(Flaw::LeakOpponentHand) << QByteArray("[]") << "view of seat 2 shows hidden card \"c6\"";
    QTest::newRow("view leaking a hidden id to spectators")
        << int(Flaw::LeakOpponentHand) << QByteArray("[]") << "view of spectator shows hidden card \"c4\"";
}

void TestCore::invariants_catchBrokenRules()
{
    QFETCH(int, flaw);
    QFETCH(QByteArray, actions);
    QFETCH(QString, problem);
    const DrawAndPass rules(static_cast<Flaw>(flaw));
    Match m(rules, fakeConfig(), fakePosition());
    const std::size_t cards = rules.cardLocations(m.state()).size();
    QCOMPARE(cards, std::size_t(6));
    QVERIFY(core::checkInvariants(rules, m.state(), 2, cards).empty() || flaw == int(Flaw::LeakOpponentHand));
    for (const auto& a : parse(actions))
        accept(m, Action::fromJson(a));
    const auto problems = core::checkInvariants(rules, m.state(), 2, cards);
    if (problem.isEmpty()) {
        QVERIFY2(problems.empty(), qPrintable(joined(problems)));
    } else {
        QVERIFY2(anyContains(problems, problem.toStdString()), qPrintable(joined(problems)));
    }
}

void TestCore::invariants_eventLeakIsCaught()
{
    for (Flaw flaw : {Flaw::None, Flaw::LeakDrawEvent}) {
        const DrawAndPass rules(flaw);
        Match m(rules, fakeConfig(), fakePosition());
        const auto r = m.submit(act(0, "draw"));
        QVERIFY(r.accepted);
        const auto problems = core::checkEventsHidden(rules, m.state(), r.events, 2);
        if (flaw == Flaw::None) {
            QVERIFY2(problems.empty(), qPrintable(joined(problems)));
        } else {
            QVERIFY2(anyContains(problems, "event \"draw\" for seat 2 shows hidden card \"c1\""),
                     qPrintable(joined(problems)));
            QVERIFY2(anyContains(problems, "event \"draw\" for spectator shows hidden card \"c1\""),
                     qPrintable(joined(problems)));
            QVERIFY(!anyContains(problems, "for seat 1 "));
        }
    }
}

void TestCore::invariants_randomGamesPassAndAreReproducible()
{
    const DrawAndPass rules;
    const auto first = core::runRandomGames(rules, 300, 1000, 2);
    QVERIFY2(!first.failingSeed, first.failure.c_str());
    QCOMPARE(first.games, 300);
    QCOMPARE(first.wins.size(), std::size_t(3));
    QCOMPARE(first.wins[0] + first.wins[1] + first.wins[2], 300);
    QVERIFY(first.actions >= 300 * 3 && first.actions <= 300 * fake::kMaxTurns);

    const auto again = core::runRandomGames(rules, 300, 1000, 2);
    QCOMPARE(again.actions, first.actions);
    QCOMPARE(again.wins, first.wins);

    const auto other = core::runRandomGames(rules, 300, 5000, 2);
    QVERIFY(!other.failingSeed);
    QVERIFY(other.actions != first.actions || other.wins != first.wins);
}

void TestCore::invariants_randomGamesReportFailingSeed()
{
    const DrawAndPass leaky(Flaw::LeakOpponentHand);
    const std::uint64_t base = 500;
    const auto stats = core::runRandomGames(leaky, 400, base, 2);
    QVERIFY2(stats.failingSeed, "the leak was not found");
    const std::uint64_t seed = *stats.failingSeed;
    QVERIFY(seed >= base && seed < base + 400);
    QCOMPARE(stats.games, static_cast<int>(seed - base) + 1); // stops at the first failure
    // The leak shows the whole hand that holds c6, so any card of that hand may be named first.
    QVERIFY2(QString::fromStdString(stats.failure).contains(QRegularExpression("view of (seat \\d|spectator) shows hidden card \"c\\d\"")),
             stats.failure.c_str());

    // The seed alone reproduces the failure...
    const auto replay = core::runRandomGames(leaky, 1, seed, 2);
    QCOMPARE(replay.failingSeed, std::optional<std::uint64_t>(seed));
    QCOMPARE(replay.failure, stats.failure);
    // ...and the games before it were clean.
    if (seed > base)
        QVERIFY(!core::runRandomGames(leaky, static_cast<int>(seed - base), base, 2).failingSeed);

    // A rules bug that loses cards is reported the same way.
    const auto lossy = core::runRandomGames(DrawAndPass(Flaw::LoseOnPlay), 400, base, 2);
    QVERIFY(lossy.failingSeed);
    QVERIFY2(QString::fromStdString(lossy.failure).contains("card count changed"), lossy.failure.c_str());
}

void TestCore::invariants_gameOwnChecksReportSeed()
{
    // A planted invariant of the game itself (not about cards): at most one card on the table.
    const DrawAndPass limited(Flaw::TableLimit);
    const std::uint64_t base = 700;
    const auto stats = core::runRandomGames(limited, 400, base, 2);
    QVERIFY2(stats.failingSeed, "the game's own invariant was never checked");
    const std::uint64_t seed = *stats.failingSeed;
    QCOMPARE(stats.games, static_cast<int>(seed - base) + 1);
    // Reported after the action that broke it, with that action's events.
    QVERIFY2(QString::fromStdString(stats.failure)
                 .contains(QRegularExpression(R"(^after \{.*"type":"play".*\}: the table holds 2 cards \(at most 1\) after a "play" event$)")),
             stats.failure.c_str());
    const auto replay = core::runRandomGames(limited, 1, seed, 2);
    QCOMPARE(replay.failingSeed, std::optional<std::uint64_t>(seed));
    QCOMPARE(replay.failure, stats.failure);
    if (seed > base)
        QVERIFY(!core::runRandomGames(limited, static_cast<int>(seed - base), base, 2).failingSeed);

    // checkInvariants (used by the game suites on any state) asks the game too.
    const Json position = Json{{"deck", {"c1", "c2"}}, {"hands", {{"c3"}, {"c4"}}}, {"table", {"c5", "c6"}}};
    MatchConfig config;
    config.game = fake::kGameId;
    Match m(limited, config, position);
    const auto problems = core::checkInvariants(limited, m.state(), 2, 6);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems.front(), std::string("the table holds 2 cards (at most 1) after a \"\" event"));
    QVERIFY(core::checkInvariants(DrawAndPass(), m.state(), 2, 6).empty()); // the default hook finds nothing
}

void TestCore::invariants_gameOwnChecksAfterSetup()
{
    const auto stats = core::runRandomGames(DrawAndPass(Flaw::BrokenSetup), 50, 900, 2);
    QCOMPARE(stats.failingSeed, std::optional<std::uint64_t>(900));
    QCOMPARE(stats.failure, std::string("after setup: the deck should hold 7 cards, it holds 6"));
    QCOMPARE(stats.actions, std::uint64_t(0));
}

// ---------------------------------------------------------------------------------------
// Scenario

void TestCore::scenario_correctScenarioPasses()
{
    const DrawAndPass rules;
    const auto report = core::runScenario(rules, parse(kGoodScenario));
    QVERIFY2(report.passed(), qPrintable(joined(report.failures)));
    QCOMPARE(report.steps, 6);
}

void TestCore::scenario_reportsFailures_data()
{
    // Each row patches kGoodScenario (RFC 6902) and names a failure the report must contain.
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("failure");
    QTest::newRow("wrong expected state pointer")
        << QByteArray(R"([{"op": "replace", "path": "/expect/state/~1turns", "value": 9}])")
        << R"(final state /turns: expected 9, got 4)";
    QTest::newRow("wrong step state pointer")
        << QByteArray(R"([{"op": "replace", "path": "/steps/0/state/~1deck~10", "value": "c3"}])")
        << R"(step 1 state /deck/0: expected "c3", got "c2")";
    QTest::newRow("accepted but should be refused")
        << QByteArray(R"([{"op": "add", "path": "/steps/0/expect", "value": "refused"}])")
        << R"(step 1 {"args":{},"seat":0,"type":"draw"} was accepted but should be refused)";
    QTest::newRow("refused but should be accepted")
        << QByteArray(R"([{"op": "replace", "path": "/steps/1/expect", "value": "accepted"}])")
        << R"(step 2 {"args":{},"seat":0,"type":"pass"} was refused)";
    QTest::newRow("wrong step events pointer")
        << QByteArray(R"([{"op": "add", "path": "/steps/0/events", "value": {"/0/type": "draw", "/0/data/card": "c2"}}])")
        << R"(step 1 events /0/data/card: expected "c2", got "c1")";
    QTest::newRow("wrong step event message")
        << QByteArray(R"([{"op": "add", "path": "/steps/0/events", "value": {"/0/message/id": "drawpass.log.play"}}])")
        << R"(step 1 events /0/message/id: expected "drawpass.log.play", got "drawpass.log.draw")";
    QTest::newRow("wrong step event count")
        << QByteArray(R"([{"op": "add", "path": "/steps/0/eventCount", "value": 2}])")
        << "step 1: 1 events, expected 2";
    QTest::newRow("wrong refusalId")
        << QByteArray(R"([{"op": "replace", "path": "/steps/2/refusalId", "value": "drawpass.deckEmpty"}])")
        << "step 3: refused with drawpass.notInHand, expected drawpass.deckEmpty";
    QTest::newRow("missing state pointer")
        << QByteArray(R"([{"op": "add", "path": "/expect/state/~1score", "value": 3}])")
        << "final state /score: missing (expected 3)";
    QTest::newRow("missing view pointer")
        << QByteArray(R"([{"op": "add", "path": "/expect/views/1/~1hands~10~1cards", "value": ["c1"]}])")
        << R"(view of 1 /hands/0/cards: missing)";
    QTest::newRow("wrong prompt")
        << QByteArray(R"([{"op": "replace", "path": "/expect/prompt/~1kind", "value": "gameOver"}])")
        << R"(final prompt /kind: expected "gameOver", got "turn")";
    QTest::newRow("expected an outcome but the game goes on")
        << QByteArray(R"([{"op": "add", "path": "/expect/outcome", "value": {"/draw": true}}])")
        << "expected the game to be over, but it is not";
    QTest::newRow("bad JSON pointer") << QByteArray(R"([{"op": "add", "path": "/expect/state/table", "value": 1}])")
                                      << R"(bad JSON pointer "table")";
    QTest::newRow("non-object position")
        << QByteArray(R"([{"op": "replace", "path": "/position", "value": ["c1"]}])")
        << R"(setup: scenario: field "position" must be an object)";
    QTest::newRow("position the game rejects")
        << QByteArray(R"([{"op": "replace", "path": "/position/deck", "value": "c1"}])")
        << R"(setup: drawpass: position field "deck" must be an array)";
    QTest::newRow("scenario for another game")
        << QByteArray(R"([{"op": "replace", "path": "/config/game", "value": "grimoire"}])")
        << R"(setup: scenario is for game "grimoire", not "drawpass")";
    QTest::newRow("malformed action")
        << QByteArray(R"([{"op": "remove", "path": "/steps/3/action/type"}])") << R"(step 4: action: field "type")";
}

void TestCore::scenario_reportsFailures()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, failure);
    const DrawAndPass rules;
    const auto report = core::runScenario(rules, parse(kGoodScenario).patch(parse(patch)));
    QVERIFY(!report.passed());
    QVERIFY2(anyContains(report.failures, failure.toStdString()), qPrintable(joined(report.failures)));
}

// A Director and one to five players, each bringing a character sheet; the Director a map too.
static core::GameInfo directedGame()
{
    core::GameInfo info;
    info.id = "skirmish";
    info.minSeats = 2;
    info.maxSeats = 6;
    info.roles = {core::RoleInfo{"director", "Director", 1, 1, {"map"}},
                  core::RoleInfo{"player", "Player", 1, 5, {"sheet"}}};
    return info;
}

void TestCore::roles_resolve_data()
{
    QTest::addColumn<bool>("withRoles");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QStringList>("given");
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QStringList>("expected"); // the roles, or one entry "error: <part of the message>"
    const QStringList none;
    QTest::newRow("defaults: the Director first, then players")
        << true << 3 << none << QByteArray("[]") << QStringList{"director", "player", "player"};
    QTest::newRow("defaults with the most seats") << true << 6 << none << QByteArray("[]")
                                                  << QStringList{"director", "player", "player", "player", "player", "player"};
    QTest::newRow("seven seats are more than the roles take")
        << true << 7 << none << QByteArray("[]") << QStringList{"error: 7 seats are more than the roles of skirmish can take"};
    QTest::newRow("given: the Director in seat 2") << true << 3 << QStringList{"player", "director", "player"}
                                                  << QByteArray("[]") << QStringList{"player", "director", "player"};
    QTest::newRow("given: an unknown role names the seat and the game's roles")
        << true << 2 << QStringList{"director", "wizard"} << QByteArray("[]")
        << QStringList{"error: seat 2 has role \"wizard\", which skirmish does not have (its roles: director, player)"};
    QTest::newRow("given: two Directors") << true << 3 << QStringList{"director", "director", "player"}
                                         << QByteArray("[]")
                                         << QStringList{"error: 2 seats with role \"director\"; skirmish needs 1"};
    QTest::newRow("given: no player") << true << 1 << QStringList{"director"} << QByteArray("[]")
                                     << QStringList{"error: 0 seats with role \"player\"; skirmish needs 1 to 5"};
    QTest::newRow("given: fewer roles than seats") << true << 3 << QStringList{"director", "player"}
                                                  << QByteArray("[]")
                                                  << QStringList{"error: \"roles\" names 2 roles for 3 seats"};
    QTest::newRow("setup: what each role brings")
        << true << 2 << none << QByteArray(R"([{"map": "dock"}, {"sheet": {"name": "Shinji"}}])")
        << QStringList{"director", "player"};
    QTest::newRow("setup: null for a seat that brings nothing") << true << 2 << none
                                                               << QByteArray(R"([null, {"sheet": 1}])")
                                                               << QStringList{"director", "player"};
    QTest::newRow("setup: a player cannot bring the map")
        << true << 2 << none << QByteArray(R"([null, {"map": "dock"}])")
        << QStringList{"error: setup of seat 2 brings \"map\", but the role \"player\" brings sheet"};
    QTest::newRow("setup: more entries than seats") << true << 2 << none << QByteArray("[null, null, null]")
                                                   << QStringList{"error: \"setup\" has 3 entries for 2 seats"};
    QTest::newRow("setup: an entry that is not an object") << true << 2 << none << QByteArray(R"(["dock"])")
                                                          << QStringList{"error: setup of seat 1 must be an object"};
    QTest::newRow("a game without roles: none resolved") << false << 2 << none << QByteArray("[]") << QStringList{};
    QTest::newRow("a game without roles: roles given")
        << false << 2 << QStringList{"player", "player"} << QByteArray("[]")
        << QStringList{"error: skirmish has no roles (every seat is a player)"};
    QTest::newRow("a game without roles: a seat brings what no seat brings")
        << false << 2 << none << QByteArray(R"([{"team": 1}])")
        << QStringList{"error: setup of seat 1 brings \"team\", but a seat of skirmish brings nothing"};
}

void TestCore::roles_resolve()
{
    QFETCH(bool, withRoles);
    QFETCH(int, seats);
    QFETCH(QStringList, given);
    QFETCH(QByteArray, setup);
    QFETCH(QStringList, expected);
    core::GameInfo info = directedGame();
    if (!withRoles)
        info.roles.clear();
    MatchConfig config;
    config.game = info.id;
    config.seats = seats;
    for (const auto& r : given)
        config.roles.push_back(r.toStdString());
    config.setup = Json::parse(setup.toStdString());
    QStringList got;
    try {
        for (const auto& r : core::resolveRoles(info, config))
            got << QString::fromStdString(r);
    } catch (const std::invalid_argument& e) {
        got = QStringList{QStringLiteral("error: ") + QString::fromUtf8(e.what())};
    }
    if (expected.size() == 1 && expected.front().startsWith(QLatin1String("error: "))) {
        QCOMPARE(got.size(), 1);
        QVERIFY2(got.front().contains(expected.front().mid(7)), qPrintable(got.front()));
    } else {
        QCOMPARE(got, expected);
    }
}

void TestCore::roles_matchRefusesRolesForAGameWithout()
{
    DrawAndPass rules;
    MatchConfig config;
    config.game = fake::kGameId;
    config.seats = 2;
    config.roles = {"director", "player"};
    try {
        Match match(rules, config);
        QFAIL("a match of a game without roles started with roles");
    } catch (const std::invalid_argument& e) {
        QVERIFY2(std::string(e.what()).find("has no roles") != std::string::npos, e.what());
    }
}

void TestCore::roles_configRoundTripWritesRolesOnlyWhenGiven()
{
    MatchConfig plain;
    plain.game = "drawpass";
    QVERIFY(!plain.toJson().contains("roles"));
    QVERIFY(!plain.toJson().contains("setup"));
    MatchConfig directed = plain;
    directed.roles = {"director", "player"};
    directed.setup = Json::array({nullptr, Json{{"sheet", "Asuka"}}});
    const MatchConfig back = MatchConfig::fromJson(directed.toJson());
    QCOMPARE(back.roles, directed.roles);
    QCOMPARE(back.setup, directed.setup);
    for (const char* bad : {R"({"game": "g", "roles": "director"})", R"({"game": "g", "roles": [1]})",
                            R"({"game": "g", "setup": {}})"}) {
        bool threw = false;
        try {
            (void)MatchConfig::fromJson(Json::parse(bad));
        } catch (const std::invalid_argument&) {
            threw = true;
        }
        QVERIFY2(threw, bad);
    }
}

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
