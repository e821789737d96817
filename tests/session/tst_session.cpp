// The session layer: JSON <-> QVariant for QML, atomic save files, and the match host
// (signals, autosave, undo, per-seat logs, reloading saves) driven with the real Grimoire rules.
#include "../core/FakeGame.h"
#include "core/Invariants.h"
#include "core/Match.h"
#include "games/Registry.h"
#include "session/JsonBridge.h"
#include "session/MatchHost.h"
#include "session/SaveStore.h"
#include "core/Stops.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace tabletop;
using core::Action;
using core::Json;
using session::MatchHost;
using session::SaveStore;

namespace {

Json parse(const QByteArray& text) { return Json::parse(text.constData(), text.constData() + text.size()); }

core::MatchConfig grimoireConfig(std::uint64_t seed)
{
    core::MatchConfig c;
    c.game = "grimoire";
    c.seats = 2;
    c.seed = seed;
    c.seatNames = {"Ann", "Bob"};
    return c;
}

// A legal action for the first prompted seat, picked by `chooser` (deterministic).
Action pickLegal(const core::Match& m, core::Rng& chooser)
{
    const auto p = m.prompt();
    const core::Seat seat = p.seats[chooser.below(p.seats.size())];
    const auto legal = m.legalActions(seat);
    return legal[chooser.below(legal.size())];
}

QString leaks(const Json& log, const std::vector<std::string>& hidden)
{
    const std::set<std::string> hiddenSet(hidden.begin(), hidden.end());
    std::vector<std::string> strings;
    core::collectStrings(log, strings);
    QStringList found;
    for (const auto& s : strings)
        if (hiddenSet.count(s))
            found << QString::fromStdString(s);
    return found.join(QLatin1Char(' '));
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    // ---- JsonBridge ----
    void bridge_roundTrip_data();
    void bridge_roundTrip();
    void bridge_toVariantTypes();
    void bridge_integralQmlDoublesBecomeIntegers_data();
    void bridge_integralQmlDoublesBecomeIntegers();
    void bridge_qmlActionMapParsesAsAction();
    void bridge_stringListAndNull();

    // ---- SaveStore ----
    void save_writeThenReadBack();
    void save_overwriteReplacesWholeFile();
    void save_createsMissingFolders();
    void save_readMissingFileNamesTheFile();
    void save_readNumberTooLargeNamesFileAndNumber();
    void save_readMalformedJsonNamesFileAndByte_data();
    void save_readMalformedJsonNamesFileAndByte();
    void save_writeLeavesNoTempFiles();
    void save_writeIntoUncreatableFolderFails();
    void save_autosavePathIsInAppData();

    // ---- MatchHost (real Grimoire rules) ----
    void host_legalActionEmitsChangedOnce();
    void host_refusedActionEmitsNothing();
    void host_autosavesAfterEveryActionAndReloads();
    void host_computerSeatsAreSavedAndLoaded();
    void host_autosaveFailureIsReportedNotFatal();
    void host_undoRestoresPreviousStateWhenAllowed();
    void host_undoRefusedAfterHiddenReveal();
    void host_logHidesOtherSeatsCards();
    void host_logIsRebuiltFromRecord();
    void host_privateLineWithoutPublicWordingReadsDoesSomethingHidden();
    void host_fromRecordRejectsCorruptedRecord_data();
    void host_fromRecordRejectsCorruptedRecord();
    void host_fromRecordKeepsScenarioPosition();
    void host_stopsPassForSeatsThatAreNotAsked();
    void stops_wordsRoundTrip();

private:
    const core::GameRules* grimoire();
    QTemporaryDir m_dir;
};

void TestSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // Every built-in game is playable now: a registered game without rules stands in for one that
    // is not (a save from a newer version that knows a game this one lists but cannot play).
    core::GameInfo sleeper = games::findRules("grimoire")->info();
    sleeper.id = "sleeper";
    sleeper.playable = false;
    games::registerGame({sleeper, nullptr});
}

const core::GameRules* TestSession::grimoire() { return games::findRules("grimoire"); }

#define REQUIRE_GRIMOIRE()                                                                                             \
    const core::GameRules* rules = grimoire();                                                                         \
    if (!rules)                                                                                                        \
        QSKIP("the grimoire rules are not registered in this build (games::findRules(\"grimoire\") is null)");

// ---------------------------------------------------------------------------------------
// JsonBridge

void TestSession::bridge_roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("bools") << QByteArray("[true, false]");
    QTest::newRow("ints") << QByteArray("[0, 1, -1, 2147483647, -2147483648]");
    QTest::newRow("big uint64") << QByteArray("[18446744073709551615, 9223372036854775808, 4294967296]");
    QTest::newRow("big int64 beyond int32") << QByteArray("[-5000000000, -9223372036854775808]");
    QTest::newRow("fractional doubles") << QByteArray("[1.5, -0.25, 1e-9]");
    QTest::newRow("strings") << QByteArray(R"(["", "plain", "ünïcödé ク", "with \"quotes\" and \n"])");
    QTest::newRow("empty containers") << QByteArray(R"({"a": [], "o": {}})");
    QTest::newRow("nested objects and arrays") << QByteArray(
        R"({"seat": 1, "type": "acquire", "args": {"card": "g01", "targets": [["a", 1], {"b": null}], "ok": true},
            "seed": 18446744073709551615, "x": [1.5, "s", false, null]})");
}

void TestSession::bridge_roundTrip()
{
    QFETCH(QByteArray, json);
    const Json j = parse(json);
    const Json back = session::fromVariant(session::toVariant(j));
    QVERIFY2(back == j, back.dump().c_str());
    QCOMPARE(back.dump(), j.dump());
}

void TestSession::bridge_toVariantTypes()
{
    const QVariant v = session::toVariant(
        parse(R"({"i": 3, "n": -3, "u": 18446744073709551615, "d": 1.5, "b": true, "s": "x", "z": null, "a": [1]})"));
    QCOMPARE(v.typeId(), int(QMetaType::QVariantMap));
    const QVariantMap m = v.toMap();
    QCOMPARE(m["i"].typeId(), int(QMetaType::Int));
    QCOMPARE(m["i"].toInt(), 3);
    QCOMPARE(m["n"].toInt(), -3);
    QCOMPARE(m["u"].typeId(), int(QMetaType::ULongLong));
    QCOMPARE(m["u"].toULongLong(), Q_UINT64_C(18446744073709551615));
    QCOMPARE(m["d"].typeId(), int(QMetaType::Double));
    QCOMPARE(m["b"].typeId(), int(QMetaType::Bool));
    QCOMPARE(m["s"].typeId(), int(QMetaType::QString));
    QVERIFY(!m["z"].isValid());
    QCOMPARE(m["a"].typeId(), int(QMetaType::QVariantList));
    QCOMPARE(m["a"].toList().size(), 1);
}

void TestSession::bridge_integralQmlDoublesBecomeIntegers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("0.0") << 0.0 << QByteArray("0");
    QTest::newRow("1.0") << 1.0 << QByteArray("1");
    QTest::newRow("-2.0") << -2.0 << QByteArray("-2");
    QTest::newRow("1e12") << 1e12 << QByteArray("1000000000000");
    QTest::newRow("2.5 stays a double") << 2.5 << QByteArray("2.5");
    QTest::newRow("-0.125 stays a double") << -0.125 << QByteArray("-0.125");
}

void TestSession::bridge_integralQmlDoublesBecomeIntegers()
{
    QFETCH(double, value);
    QFETCH(QByteArray, expected);
    const Json j = session::fromVariant(QVariant(value));
    QCOMPARE(QByteArray::fromStdString(j.dump()), expected);
    QCOMPARE(j.is_number_integer(), value == static_cast<double>(static_cast<long long>(value)));
}

void TestSession::bridge_qmlActionMapParsesAsAction()
{
    // What a QML drop handler sends: every number is a double.
    const QVariantMap args{{"card", "g01"}, {"slot", 2.0}, {"list", QVariantList{1.0, 2.0}}};
    const QVariantMap fromQml{{"seat", 1.0}, {"type", "acquire"}, {"args", args}};
    const Json j = session::fromVariant(fromQml);
    QCOMPARE(j, parse(R"({"seat": 1, "type": "acquire", "args": {"card": "g01", "slot": 2, "list": [1, 2]}})"));
    const Action a = Action::fromJson(j);
    QCOMPARE(a.seat, 1);
    QVERIFY(a == (Action{1, "acquire", Json{{"card", "g01"}, {"slot", 2}, {"list", {1, 2}}}}));
}

void TestSession::bridge_stringListAndNull()
{
    QCOMPARE(session::fromVariant(QStringList{"a", "b"}), parse(R"(["a", "b"])"));
    QVERIFY(session::fromVariant(QVariant()).is_null());
    QVERIFY(session::fromVariant(QVariant::fromValue(nullptr)).is_null());
    QCOMPARE(session::fromVariant(QVariant(7u)), Json(7));
    QCOMPARE(session::fromVariant(QVariant(qint64(-5000000000))), Json(-5000000000LL));
}

// ---------------------------------------------------------------------------------------
// SaveStore

void TestSession::save_writeThenReadBack()
{
    const QString path = m_dir.filePath("rw/save.json");
    const Json doc = parse(R"({"format": "tabletop-game", "seed": 18446744073709551615, "names": ["Ann", "ボブ"],
                              "nested": {"x": [1, 2.5, null, true]}})");
    QString error;
    QVERIFY2(SaveStore::write(path, doc, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    const auto back = SaveStore::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, doc);
}

void TestSession::save_overwriteReplacesWholeFile()
{
    const QString path = m_dir.filePath("overwrite.json");
    QString error;
    QVERIFY(SaveStore::write(path, Json{{"long", std::string(1000, 'x')}}, &error));
    QVERIFY(SaveStore::write(path, Json{{"short", 1}}, &error));
    const auto back = SaveStore::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, (Json{{"short", 1}}));
}

void TestSession::save_createsMissingFolders()
{
    const QString path = m_dir.filePath("a/b/c/save.json");
    QString error;
    QVERIFY2(SaveStore::write(path, Json::array({1}), &error), qPrintable(error));
    QVERIFY(QFile::exists(path));
}

void TestSession::save_readMissingFileNamesTheFile()
{
    const QString path = m_dir.filePath("does-not-exist.json");
    QString error;
    QVERIFY(!SaveStore::read(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    // A null error pointer is allowed.
    QVERIFY(!SaveStore::read(path, nullptr));
}

// A number too large for a double is not a parse_error in nlohmann but an out_of_range (406):
// before the catch-all, such a save threw out of SaveStore::read (found by fuzz_sample_cardfiles's
// driver on a card file; the same parser reads saves).
void TestSession::save_readNumberTooLargeNamesFileAndNumber()
{
    const QString path = m_dir.filePath(QStringLiteral("huge-number.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": 1, "seed": 1e309})");
    f.close();
    QString error;
    QVERIFY(!SaveStore::read(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("1e309")), qPrintable(error));
}

void TestSession::save_readMalformedJsonNamesFileAndByte_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("byte");
    QTest::newRow("double comma") << QByteArray(R"({"a": 1,, "b": 2})") << 9;
    QTest::newRow("truncated save (error at the end of input)") << QByteArray(R"({"actions": [1, 2)") << 18;
    QTest::newRow("empty file") << QByteArray("") << 1;
    QTest::newRow("text after the document") << QByteArray("{} x") << 4;
}

void TestSession::save_readMalformedJsonNamesFileAndByte()
{
    QFETCH(QByteArray, content);
    QFETCH(int, byte);
    const QString path = m_dir.filePath(QStringLiteral("malformed-%1.json").arg(QTest::currentDataTag()).replace(' ', '-'));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QString error;
    QVERIFY(!SaveStore::read(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("(byte %1)").arg(byte)), qPrintable(error));
}

void TestSession::save_writeLeavesNoTempFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("save.json");
    QString error;
    for (int i = 0; i < 5; ++i)
        QVERIFY2(SaveStore::write(path, Json{{"i", i}}, &error), qPrintable(error));
    const QStringList entries = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(entries, QStringList{"save.json"});
}

void TestSession::save_writeIntoUncreatableFolderFails()
{
    // A regular file where a folder should be: the folder cannot be created (even by root).
    const QString blocker = m_dir.filePath("blocker");
    QFile f(blocker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a folder");
    f.close();
    const QString path = blocker + "/sub/save.json";
    QString error;
    QVERIFY(!SaveStore::write(path, Json::object(), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!SaveStore::write(path, Json::object(), nullptr));
    // The blocking file is untouched.
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("not a folder"));
}

void TestSession::save_autosavePathIsInAppData()
{
    const QString path = SaveStore::autosavePath();
    QVERIFY(path.endsWith(QLatin1String("/autosave.json")));
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

// ---------------------------------------------------------------------------------------
// MatchHost

void TestSession::host_legalActionEmitsChangedOnce()
{
    REQUIRE_GRIMOIRE();
    MatchHost host(*rules, grimoireConfig(1));
    QSignalSpy spy(&host, &MatchHost::changed);
    const core::Seat seat = host.match().prompt().seats.front();
    const auto legal = host.match().legalActions(seat);
    QVERIFY(!legal.empty());
    const auto r = host.submit(legal.front());
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(host.match().history().size(), std::size_t(1));
}

void TestSession::host_refusedActionEmitsNothing()
{
    REQUIRE_GRIMOIRE();
    MatchHost host(*rules, grimoireConfig(1));
    host.setAutosavePath(m_dir.filePath("refused/autosave.json"));
    QSignalSpy spy(&host, &MatchHost::changed);
    const std::string hash = host.match().stateHash();
    const core::Seat waiting = 1 - host.match().prompt().seats.front();
    const auto r = host.submit(Action{waiting, "endTurn", Json::object()});
    QVERIFY(!r.accepted);
    QCOMPARE(r.refusal.id, std::string("core.notYourTurn"));
    const auto bogus = host.submit(Action{1 - waiting, "fly", Json::object()});
    QVERIFY(!bogus.accepted);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(host.match().stateHash(), hash);
    QVERIFY(host.logFor(0).empty());
    QVERIFY(!QFile::exists(host.autosavePath())); // nothing happened, nothing saved
}

void TestSession::host_autosavesAfterEveryActionAndReloads()
{
    REQUIRE_GRIMOIRE();
    const QString path = m_dir.filePath("autosave/grimoire.json");
    MatchHost host(*rules, grimoireConfig(2));
    host.setAutosavePath(path);
    QCOMPARE(host.autosavePath(), path);
    core::Rng chooser(2);
    for (int i = 1; i <= 12 && !host.match().outcome(); ++i) {
        const auto r = host.submit(pickLegal(host.match(), chooser));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
        QVERIFY2(host.lastSaveError().isEmpty(), qPrintable(host.lastSaveError()));
        QString error;
        const auto doc = SaveStore::read(path, &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE((*doc)["actions"].size(), std::size_t(i));
        auto back = MatchHost::fromRecord(*doc, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->match().stateHash(), host.match().stateHash());
        QCOMPARE(back->config().seatNames, host.config().seatNames);
    }
    // An explicit save reloads the same way.
    const QString manual = m_dir.filePath("manual/save.json");
    QString error;
    QVERIFY2(host.save(manual, &error), qPrintable(error));
    const auto doc = SaveStore::read(manual, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE(*doc, host.match().record());
}

// Issue 17: a seat the computer plays stays the computer's in a resumed game; an unknown level
// in a save leaves the seat to a person.
void TestSession::host_computerSeatsAreSavedAndLoaded()
{
    REQUIRE_GRIMOIRE();
    MatchHost host(*rules, grimoireConfig(2));
    QCOMPARE(host.computer(1), std::string());
    host.setComputer(1, "hard");
    const QString path = m_dir.filePath("computers/save.json");
    QString error;
    QVERIFY2(host.save(path, &error), qPrintable(error));
    auto doc = SaveStore::read(path, &error);
    QVERIFY2(doc, qPrintable(error));
    auto back = MatchHost::fromRecord(*doc, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->computer(1), std::string("hard"));
    QCOMPARE(back->computer(0), std::string());
    (*doc)["computers"] = {{"1", "grandmaster"}, {"7", "easy"}};
    back = MatchHost::fromRecord(*doc, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->computer(1), std::string());
    host.setComputer(1, "");
    QVERIFY2(host.save(path, &error), qPrintable(error));
    doc = SaveStore::read(path, &error);
    QVERIFY(!doc->contains("computers"));
}

void TestSession::host_autosaveFailureIsReportedNotFatal()
{
    REQUIRE_GRIMOIRE();
    const QString blocker = m_dir.filePath("autosave-blocker");
    QFile f(blocker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    MatchHost host(*rules, grimoireConfig(3));
    host.setAutosavePath(blocker + "/autosave.json");
    QSignalSpy spy(&host, &MatchHost::changed);
    core::Rng chooser(3);
    const auto r = host.submit(pickLegal(host.match(), chooser));
    QVERIFY(r.accepted); // the game goes on
    QCOMPARE(spy.count(), 1);
    QVERIFY(host.lastSaveError().contains(blocker));
}

void TestSession::host_undoRestoresPreviousStateWhenAllowed()
{
    REQUIRE_GRIMOIRE();
    const QString path = m_dir.filePath("undo/autosave.json");
    MatchHost host(*rules, grimoireConfig(4));
    host.setAutosavePath(path);
    core::Rng chooser(4);
    // Play until an action that may be taken back (acquiring a face-up card reveals nothing).
    std::string hashBefore;
    Json logBefore0, logBefore1;
    int tries = 0;
    do {
        QVERIFY2(++tries < 200 && !host.match().outcome(), "no undoable action found");
        hashBefore = host.match().stateHash();
        logBefore0 = host.logFor(0);
        logBefore1 = host.logFor(1);
        const auto r = host.submit(pickLegal(host.match(), chooser));
        QVERIFY2(r.accepted, r.refusal.text.c_str());
    } while (!host.canUndo());
    const std::size_t actions = host.match().history().size();
    QVERIFY(host.match().stateHash() != hashBefore);

    QSignalSpy spy(&host, &MatchHost::changed);
    QVERIFY(host.undo());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(host.match().stateHash(), hashBefore);
    QCOMPARE(host.match().history().size(), actions - 1);
    QCOMPARE(host.logFor(0), logBefore0);
    QCOMPARE(host.logFor(1), logBefore1);
    // The autosave follows the undo.
    QString error;
    const auto doc = SaveStore::read(path, &error);
    QVERIFY2(doc, qPrintable(error));
    QCOMPARE((*doc)["actions"].size(), actions - 1);
    auto back = MatchHost::fromRecord(*doc, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->match().stateHash(), hashBefore);
}

void TestSession::host_undoRefusedAfterHiddenReveal()
{
    REQUIRE_GRIMOIRE();
    MatchHost host(*rules, grimoireConfig(5));
    QVERIFY(!host.canUndo());
    QSignalSpy spy(&host, &MatchHost::changed);
    QVERIFY(!host.undo()); // nothing to undo
    QCOMPARE(spy.count(), 0);
    // Play until an action reveals hidden cards (e.g. the next round's refill from the deck).
    core::Rng chooser(5);
    int tries = 0;
    while (host.match().history().empty() || host.match().history().back().revealedHidden == false) {
        QVERIFY2(++tries < 500 && !host.match().outcome(), "no revealing action found");
        QVERIFY(host.submit(pickLegal(host.match(), chooser)).accepted);
    }
    QVERIFY(!host.canUndo());
    const std::string hash = host.match().stateHash();
    spy.clear();
    QVERIFY(!host.undo());
    QCOMPARE(spy.count(), 0);
    QCOMPARE(host.match().stateHash(), hash);
}

void TestSession::host_logHidesOtherSeatsCards()
{
    REQUIRE_GRIMOIRE();
    for (std::uint64_t seed : {6ULL, 7ULL, 8ULL}) {
        MatchHost host(*rules, grimoireConfig(seed));
        core::Rng chooser(seed);
        int steps = 0;
        while (!host.match().outcome() && ++steps < 400) {
            QVERIFY(host.submit(pickLegal(host.match(), chooser)).accepted);
            const auto& state = host.match().state();
            for (int seat = 0; seat < 2; ++seat) {
                const QString leaked = leaks(host.logFor(seat), rules->hiddenFrom(state, seat));
                QVERIFY2(leaked.isEmpty(), qPrintable(QStringLiteral("seed %1, action %2: log of seat %3 shows %4")
                                                          .arg(seed)
                                                          .arg(steps)
                                                          .arg(seat + 1)
                                                          .arg(leaked)));
            }
            const QString spectator = leaks(host.logFor(std::nullopt), rules->hiddenFrom(state, std::nullopt));
            QVERIFY2(spectator.isEmpty(), qPrintable(QStringLiteral("seed %1: spectator log shows %2").arg(seed).arg(spectator)));
        }
        QVERIFY(host.match().outcome());
        // Every entry carries the index of the action that produced it, in order.
        const Json log = host.logFor(0);
        QVERIFY(!log.empty());
        std::size_t last = 0;
        for (const auto& e : log) {
            QVERIFY(e.contains("type") && e.contains("message") && e.contains("index"));
            QVERIFY(e["index"].get<std::size_t>() >= last);
            last = e["index"].get<std::size_t>();
        }
        QVERIFY(last <= host.match().history().size());
    }
}

void TestSession::host_logIsRebuiltFromRecord()
{
    REQUIRE_GRIMOIRE();
    MatchHost host(*rules, grimoireConfig(9));
    core::Rng chooser(9);
    for (int i = 0; i < 25 && !host.match().outcome(); ++i)
        QVERIFY(host.submit(pickLegal(host.match(), chooser)).accepted);
    QString error;
    auto back = MatchHost::fromRecord(Json::parse(host.match().record().dump()), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(error.isEmpty());
    QCOMPARE(back->match().stateHash(), host.match().stateHash());
    QCOMPARE(back->logFor(0), host.logFor(0));
    QCOMPARE(back->logFor(1), host.logFor(1));
    QCOMPARE(back->logFor(std::nullopt), host.logFor(std::nullopt));
}

void TestSession::host_fromRecordRejectsCorruptedRecord_data()
{
    // RFC 6902 patches applied to a record of a few real actions.
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("corrupted hash") << QByteArray(
        R"([{"op": "replace", "path": "/actions/1/hash", "value": "0123456789abcdef"}])")
                                    << "state hash differs after action 2";
    QTest::newRow("action refused on replay")
        << QByteArray(R"([{"op": "replace", "path": "/actions/0/action/type", "value": "fly"}])")
        << "action 1 was refused";
    QTest::newRow("different seed") << QByteArray(R"([{"op": "replace", "path": "/config/seed", "value": 12345}])")
                                    << "action 1";
    QTest::newRow("newer version") << QByteArray(R"([{"op": "replace", "path": "/version", "value": 99}])")
                                   << "newer";
    QTest::newRow("game not playable") << QByteArray(
        R"([{"op": "replace", "path": "/config/game", "value": "sleeper"}])") << "not playable";
    QTest::newRow("unknown game") << QByteArray(R"([{"op": "replace", "path": "/config/game", "value": "chess"}])")
                                  << "chess";
    QTest::newRow("missing config") << QByteArray(R"([{"op": "remove", "path": "/config"}])") << "config";
    QTest::newRow("not a record") << QByteArray(R"([{"op": "replace", "path": "", "value": "hello"}])") << "";
}

void TestSession::host_fromRecordRejectsCorruptedRecord()
{
    REQUIRE_GRIMOIRE();
    QFETCH(QByteArray, patch);
    QFETCH(QString, mentions);
    MatchHost host(*rules, grimoireConfig(10));
    core::Rng chooser(10);
    for (int i = 0; i < 4; ++i)
        QVERIFY(host.submit(pickLegal(host.match(), chooser)).accepted);
    const Json record = host.match().record().patch(parse(patch));
    QString error;
    const auto back = MatchHost::fromRecord(record, &error);
    QVERIFY(!back);
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(!MatchHost::fromRecord(record, nullptr)); // a null error pointer is allowed
}

void TestSession::host_fromRecordKeepsScenarioPosition()
{
    REQUIRE_GRIMOIRE();
    // A game started from a scenario position (tabletop-cli scenario / replay) records it.
    const Json position = parse(R"({"firstPlayer": 0, "round": 1, "turn": 1,
        "explore": ["g01", "g08", "g15", "g22", "g29"],
        "seats": [{"library": {}, "sealed": "eihort"}, {"library": {}, "sealed": "hastur"}]})");
    core::Match match(*rules, grimoireConfig(11), position);
    const auto r = match.submit(Action{0, "acquire", Json{{"card", "g01"}}});
    QVERIFY2(r.accepted, r.refusal.text.c_str());
    const Json record = match.record();
    QVERIFY(record.contains("position"));
    QString error;
    const auto host = MatchHost::fromRecord(record, &error);
    QVERIFY2(host, qPrintable(error));
    QCOMPARE(host->match().stateHash(), match.stateHash());
    QCOMPARE(host->match().record(), record); // and it saves the position again
}

void TestSession::host_stopsPassForSeatsThatAreNotAsked()
{
    // Neo-Tokyo, 3 seats: Ben and Cai never want to be asked about optional responses. Ann
    // speaks what she can; Ben and Cai are then never the asked seat of an optional response,
    // their passes are actions of the record, and the log says "Ben passes (stop)".
    const core::GameRules* rules = games::findRules("neotokyo");
    QVERIFY(rules);
    const auto* points = dynamic_cast<const core::StopPoints*>(rules);
    QVERIFY(points);
    core::MatchConfig c;
    c.game = "neotokyo";
    c.seats = 3;
    c.seed = 20261125;
    c.seatNames = {"Ann", "Ben", "Cai"};
    c.options = Json{{"firstPlayer", 0}};
    MatchHost host(*rules, c);
    session::Stops never;
    never.mode = session::Stops::Mode::Never;
    host.setStops(1, never);
    host.setStops(2, never);
    host.applyStops();
    int spoken = 0;
    // Ann's first turn (all the passes of Ben and Cai in it are optional).
    for (int i = 0; i < 120 && !host.match().outcome() && host.match().view(std::nullopt).value("active", -1) == 0; ++i) {
        const auto prompt = host.match().prompt();
        const core::Seat seat = prompt.seats.front();
        if (!points->stopPhase(host.match().state()).empty())
            QVERIFY2(seat == 0, qPrintable(QStringLiteral("seat %1 was asked an optional response").arg(seat)));
        const auto legal = host.match().legalActions(seat);
        QVERIFY(!legal.empty());
        Action a = legal.front();
        for (const auto& l : legal)
            if (seat == 0 && spoken < 2 && (l.type == "line" || l.type == "play")) {
                a = l;
                break;
            }
        spoken += a.type == "line" || a.type == "play" ? 1 : 0;
        QVERIFY(host.submit(a).accepted);
    }
    QVERIFY2(spoken >= 2, "seed 20261125: Ann spoke fewer than two cards");
    int stopPassActions = 0;
    for (const auto& rec : host.match().history())
        stopPassActions += rec.action.seat != 0 && rec.action.type == "pass" ? 1 : 0;
    int stopLines = 0;
    for (const auto& e : host.logFor(std::nullopt))
        if (e["message"]["id"] == "core.log.stopPass") {
            ++stopLines;
            QVERIFY(e["message"]["text"] == "Ben passes (stop)" || e["message"]["text"] == "Cai passes (stop)");
        }
    QVERIFY2(stopLines >= 2 * spoken, qPrintable(QString::number(stopLines)));
    QCOMPARE(stopLines, stopPassActions);
    // Saved and resumed: the same position and the same log, "(stop)" included.
    const QString path = m_dir.filePath(QStringLiteral("stops.json"));
    QString error;
    QVERIFY(host.save(path, &error));
    auto doc = SaveStore::read(path, &error);
    QVERIFY2(doc, qPrintable(error));
    auto back = MatchHost::fromRecord(*doc, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->match().stateHash(), host.match().stateHash());
    QCOMPARE(back->logFor(std::nullopt), host.logFor(std::nullopt));
}

QTEST_GUILESS_MAIN(TestSession)
// The whole path a log line takes to a seat (MatchHost::logFor, what the table and a LAN guest
// get): an event whose game gave no public data and no public wording reaches the other seat and
// spectators as "<name> does something hidden" (core.log.hidden), never with the private text.
void TestSession::host_privateLineWithoutPublicWordingReadsDoesSomethingHidden()
{
    const fake::DrawAndPass rules(fake::Flaw::BareDrawEvent);
    core::MatchConfig config;
    config.game = fake::kGameId;
    config.seats = 2;
    config.seed = 3;
    config.seatNames = {"Ann", "Bob"};
    MatchHost host(rules, config);
    QVERIFY(host.submit(Action{0, "draw", Json::object()}).accepted);
    const Json own = host.logFor(0);
    QVERIFY(!own.empty());
    QCOMPARE(QString::fromStdString(own.back()["message"]["id"].get<std::string>()), QStringLiteral("drawpass.log.draw"));
    const std::string card = own.back()["data"]["card"].get<std::string>();
    QVERIFY(!card.empty());
    for (const std::optional<core::Seat> other : {std::optional<core::Seat>(1), std::optional<core::Seat>()}) {
        const Json log = host.logFor(other);
        QVERIFY(!log.empty());
        const Json& line = log.back();
        QCOMPARE(QString::fromStdString(line["type"].get<std::string>()), QStringLiteral("hidden"));
        QCOMPARE(QString::fromStdString(line["message"]["id"].get<std::string>()), QStringLiteral("core.log.hidden"));
        QCOMPARE(line["message"]["args"]["seat"].get<int>(), 0);
        QCOMPARE(line["data"], (Json{{"seat", 0}}));
        const std::string dumped = log.dump();
        QVERIFY2(dumped.find(card) == std::string::npos, dumped.c_str());
        QVERIFY2(dumped.find("drawpass.log.draw") == std::string::npos, dumped.c_str());
    }
}

// The one place the mode words of stops are read and written (pages, saves, couch saves).
void TestSession::stops_wordsRoundTrip()
{
    using Mode = session::Stops::Mode;
    for (const Mode mode : {Mode::Always, Mode::Phases, Mode::Never}) {
        session::Stops stops;
        stops.mode = mode;
        stops.phases = {"main", "battle"};
        const core::Json json = stops.toJson();
        const session::Stops back = session::Stops::fromJson(json);
        QCOMPARE(int(back.mode), int(mode));
        QVERIFY(back.phases == stops.phases);
        const QVariantMap v = stops.toVariant();
        const session::Stops fromPage = session::Stops::fromWords(v.value(QStringLiteral("mode")).toString(),
                                                                  v.value(QStringLiteral("phases")).toStringList());
        QCOMPARE(int(fromPage.mode), int(mode));
        QVERIFY(fromPage.phases == stops.phases);
    }
    QCOMPARE(QString::fromLatin1(session::Stops::wordOf(Mode::Never)), QStringLiteral("never"));
    QCOMPARE(QString::fromLatin1(session::Stops::wordOf(Mode::Phases)), QStringLiteral("phases"));
    QCOMPARE(QString::fromLatin1(session::Stops::wordOf(Mode::Always)), QStringLiteral("always"));
    QVERIFY(!session::Stops::modeOf("sometimes"));
    // An unknown word reads as the fallback; phases that are not strings are left out.
    const auto odd = session::Stops::fromJson(core::Json{{"mode", "sometimes"}, {"phases", {"main", 3}}}, Mode::Never);
    QCOMPARE(int(odd.mode), int(Mode::Never));
    QCOMPARE(odd.phases.size(), std::size_t(1));
    QCOMPARE(int(session::Stops::fromWords(QStringLiteral("often"), {}).mode), int(Mode::Always));
}

#include "tst_session.moc"
