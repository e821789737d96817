// Every rule the games define is asserted somewhere: each refusal id a game's rules can give
// is named (as a string literal) by some test file or scenario, and each Neo-Tokyo effect
// operation and Consummation condition of the card schema has a test named after it. The
// lists come from the sources themselves, so a new refusal or op without a test fails here.
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <set>

namespace {
const QString kRoot = QStringLiteral(SOURCE_ROOT);

QString readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Every file under `dir` whose name matches one of `filters`, except those under `skip`.
QStringList filesUnder(const QString& dir, const QStringList& filters, const QString& skip = {})
{
    QStringList out;
    QDirIterator it(dir, filters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (skip.isEmpty() || !path.startsWith(skip))
            out << path;
    }
    out.sort();
    return out;
}

// Refusal ids that no test names, each with the reason.
const std::map<QString, QString> kRefusalExceptions{
    {QStringLiteral("neotokyo.opening.dramaOnly"),
     QStringLiteral("unreachable: in the Opening Draw every card that is not Drama is refused first by its own type's "
                    "rule (put.mainOnly, battle.battleOnly, line.onlyLine); tst_neotokyo_effects "
                    "refusal_openingDramaOnly checks each of those")},
    {QStringLiteral("neotokyo.drama.phase"),
     QStringLiteral("unreachable: outside the Opening Draw, Battle and Main Phase speaking is refused first "
                    "(timing.noSpeaking, or stage.linesOnly in the Stage)")},
    {QStringLiteral("neotokyo.reaction.lineOnlyAgainstActive"),
     QStringLiteral("unreachable, a guard for N7: only the active player speaks Lines (line.activeOnly), so a "
                    "pending Line is always the active player's, and the speaker is never asked about its own card; "
                    "reaction_onlyOthersAndOnlyInAnswer checks the active player is not asked")},
};

// Neo-Tokyo ops tested under another name (op -> the test that checks it).
const std::map<QString, QString> kOpTests{
    {QStringLiteral("cancel"), QStringLiteral("reaction_reactionCardCancels")},
    {QStringLiteral("dpBonus"), QStringLiteral("ending_spokenCardsDiscardedPutsStay")},
    {QStringLiteral("weapon"), QStringLiteral("battle_strength")},
    {QStringLiteral("weaponSlot"), QStringLiteral("battle_strength")},
    {QStringLiteral("extraWeapon"), QStringLiteral("battle_strength")},
    {QStringLiteral("silence"), QStringLiteral("battle_angelRulesOnlyWhileInNeoTokyo")},
};

QStringList schemaEnum(const QJsonObject& schema, const QString& list)
{
    QStringList out;
    const QJsonArray ops = schema[QStringLiteral("properties")][list][QStringLiteral("items")][QStringLiteral("properties")]
                               [QStringLiteral("op")][QStringLiteral("enum")]
                                   .toArray();
    for (const auto& op : ops)
        out << op.toString();
    return out;
}
} // namespace

class CoverageTest : public QObject {
    Q_OBJECT
private slots:
    void refusalIdsAreAsserted();
    void neotokyoOpsAndConditionsHaveTests();
};

void CoverageTest::refusalIdsAreAsserted()
{
    // The game ids are the folders of src/games.
    QStringList games;
    for (const auto& d : QDir(kRoot + QStringLiteral("/src/games")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        games << QRegularExpression::escape(d);
    QVERIFY(games.contains(QStringLiteral("neotokyo")) && games.contains(QStringLiteral("grimoire")));
    // A refusal: refusal(...)/refuse(...)/Result::refuse(...) up to its semicolon; the ids are
    // the string literals "<game>.<...>" in it (both arms of a ?: included).
    const QRegularExpression call(QStringLiteral(R"(refus\w*\(([^;]*))"));
    const QRegularExpression literal(QStringLiteral(R"re("((?:%1)\.[A-Za-z]+(?:\.[A-Za-z]+)*)")re").arg(games.join('|')));
    // A game whose own refuse() puts "<game>." before the id it is given (Combat Grid's
    // `Result::refuse(rule, "combatgrid." + id, ...)`): in that file, a call's id is its second
    // argument, a bare literal (both arms of a ?: included), with the prefix.
    const QRegularExpression prefixing(QStringLiteral(R"re(Result::refuse\(\s*\w+\s*,\s*"((?:%1)\.)"\s*\+)re").arg(games.join('|')));
    const QRegularExpression bareId(QStringLiteral(R"re(^\s*[\w:]+\s*,\s*(?:[^",;]*\?\s*)?"([A-Za-z]+(?:\.[A-Za-z]+)*)"(?:\s*:\s*"([A-Za-z]+(?:\.[A-Za-z]+)*)")?)re"));
    std::map<QString, QString> defined; // id -> file
    int prefixed = 0;
    for (const auto& file : filesUnder(kRoot + QStringLiteral("/src/games"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")})) {
        const QString text = readAll(file);
        const QString prefix = prefixing.match(text).captured(1);
        for (auto c = call.globalMatch(text); c.hasNext();) {
            const QString args = c.next().captured(1);
            for (auto l = literal.globalMatch(args); l.hasNext();)
                defined.emplace(l.next().captured(1), QDir(kRoot).relativeFilePath(file));
            if (prefix.isEmpty())
                continue;
            const auto m = bareId.match(args);
            for (int arm = 1; arm <= 2; ++arm)
                if (!m.captured(arm).isEmpty() && !m.captured(arm).startsWith(prefix)) {
                    defined.emplace(prefix + m.captured(arm), QDir(kRoot).relativeFilePath(file));
                    ++prefixed;
                }
        }
    }
    // Combat Grid's refusals are found this way (a change to its refuse() must not lose them).
    QVERIFY2(prefixed > 20, qPrintable(QStringLiteral("only %1 prefixed refusal ids found").arg(prefixed)));
    QVERIFY(defined.count(QStringLiteral("combatgrid.attack.noTarget")));
    QVERIFY2(defined.size() > 60, qPrintable(QStringLiteral("only %1 refusal ids found: is the pattern still right?").arg(defined.size())));
    QVERIFY(defined.count(QStringLiteral("neotokyo.stage.hurtOnly"))); // the second arm of a ?:

    // Every test source, scenario and record, except this folder (it names the exceptions).
    QString tests;
    for (const auto& file : filesUnder(kRoot + QStringLiteral("/tests"),
                                       {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.json"),
                                        QStringLiteral("*.jsonl"), QStringLiteral("*.qml"), QStringLiteral("*.txt")},
                                       kRoot + QStringLiteral("/tests/coverage")))
        tests += readAll(file);
    QStringList missing;
    for (const auto& [id, file] : defined) {
        const bool asserted = tests.contains(QLatin1Char('"') + id + QLatin1Char('"'));
        if (kRefusalExceptions.count(id)) {
            QVERIFY2(!asserted, qPrintable(id + QStringLiteral(" is tested now: drop it from the exceptions")));
            continue;
        }
        if (!asserted)
            missing << id + QStringLiteral(" (") + file + QLatin1Char(')');
    }
    for (const auto& [id, reason] : kRefusalExceptions)
        QVERIFY2(defined.count(id), qPrintable(id + QStringLiteral(" is no longer a refusal: drop it from the exceptions")));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("refusal ids no test asserts:\n  ") + missing.join(QStringLiteral("\n  "))));
}

void CoverageTest::neotokyoOpsAndConditionsHaveTests()
{
    const QJsonObject schema = QJsonDocument::fromJson(readAll(kRoot + QStringLiteral("/cards/neotokyo/schema.json")).toUtf8()).object();
    const QStringList ops = schemaEnum(schema, QStringLiteral("effects"));
    const QStringList conditions = schemaEnum(schema, QStringLiteral("level1")) + schemaEnum(schema, QStringLiteral("level2"));
    QVERIFY(ops.size() >= 20);
    QVERIFY(conditions.size() >= 7);
    QString tests;
    for (const auto& file : filesUnder(kRoot + QStringLiteral("/tests/games/neotokyo"), {QStringLiteral("*.cpp")}))
        tests += readAll(file);
    auto hasTest = [&](const QString& name) {
        return tests.contains(QRegularExpression(QStringLiteral(R"(\bvoid\s+\w+::%1\s*\()").arg(QRegularExpression::escape(name))));
    };
    QStringList missing;
    for (const auto& op : ops) {
        const QString name = kOpTests.count(op) ? kOpTests.at(op) : QStringLiteral("effect_") + op;
        if (!hasTest(name))
            missing << op + QStringLiteral(" (expected a test named ") + name + QLatin1Char(')');
    }
    for (const auto& c : conditions)
        if (!hasTest(QStringLiteral("condition_") + c))
            missing << c + QStringLiteral(" (expected a test named condition_") + c + QLatin1Char(')');
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("untested:\n  ") + missing.join(QStringLiteral("\n  "))));
}

QTEST_GUILESS_MAIN(CoverageTest)
#include "tst_coverage.moc"
