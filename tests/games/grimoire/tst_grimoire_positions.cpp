// Scenario positions that must be refused at setup (docs/games/grimoire.md, "Scenario
// positions"): each file in scenarios-invalid/ fails with a "setup:" line naming the problem.
#include "core/Scenario.h"
#include "games/grimoire/GrimoireRules.h"

#include <QFile>
#include <QtTest>

using namespace tabletop;
using core::Json;

namespace {
const games::grimoire::GrimoireRules kRules;

Json load(const QString& file)
{
    QFile f(QStringLiteral(GRIMOIRE_INVALID_SCENARIOS) + QLatin1Char('/') + file);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    return Json::parse(f.readAll().toStdString());
}

std::string failures(const core::ScenarioReport& report)
{
    std::string out;
    for (const auto& f : report.failures)
        out += f + "\n";
    return out;
}
} // namespace

class GrimoirePositionsTest : public QObject {
    Q_OBJECT
private slots:
    void invalidPositionFailsAtSetup_data();
    void invalidPositionFailsAtSetup();
    void listedHandAccountsForEverySpell_data();
    void listedHandAccountsForEverySpell();
};

void GrimoirePositionsTest::invalidPositionFailsAtSetup_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("listed hand loses spells")
        << "hand-missing-spells.json"
        << R"(setup: grimoire position: seats[1]: spell(s) placed nowhere: cthulhu, hastur (a seat that lists "hand" must place all five of its spells: "sealed", "hand", "contract", or "s1-cthulhu" in "purge"))";
    QTest::newRow("purge names an unknown spell")
        << "purge-unknown-spell.json"
        << R"(setup: grimoire position: purge: unknown spell "s2-cthulhu" (spells are s0-<name> or s1-<name>))";
}

void GrimoirePositionsTest::invalidPositionFailsAtSetup()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Json scenario = load(file);
    QVERIFY2(!scenario.is_null(), qPrintable(file));
    const auto report = core::runScenario(kRules, scenario);
    QVERIFY2(!report.passed(), "the scenario ran although its position is wrong");
    QCOMPARE(QString::fromStdString(failures(report)).trimmed(), expected);
}

// The same rule row by row: what a seat that lists its hand may and may not leave out.
void GrimoirePositionsTest::listedHandAccountsForEverySpell_data()
{
    QTest::addColumn<QString>("seat1");
    QTest::addColumn<QString>("purge");
    QTest::addColumn<QString>("missing"); // empty: accepted
    QTest::newRow("sealed + four in hand") << R"({"sealed": "eihort", "hand": ["cthugha", "cthulhu", "hastur", "nyarlathotep"]})"
                                           << "[]" << "";
    QTest::newRow("sealed + contract + purged + two in hand")
        << R"({"sealed": "eihort", "contract": "hastur", "hand": ["cthugha", "nyarlathotep"]})" << R"(["s1-cthulhu"])" << "";
    QTest::newRow("empty hand, everything elsewhere")
        << R"({"sealed": "eihort", "contract": "hastur", "hand": []})"
        << R"(["s1-cthulhu", "s1-cthugha", "s1-nyarlathotep"])" << "";
    QTest::newRow("one spell left out") << R"({"sealed": "eihort", "hand": ["cthugha", "cthulhu", "hastur"]})" << "[]"
                                        << "nyarlathotep";
    QTest::newRow("empty hand, nothing else") << R"({"sealed": "eihort", "hand": []})" << "[]"
                                              << "cthugha, cthulhu, hastur, nyarlathotep";
    QTest::newRow("the other seat's purged spell does not count")
        << R"({"sealed": "eihort", "hand": ["cthugha", "hastur", "nyarlathotep"]})" << R"(["s0-cthulhu"])" << "cthulhu";
    QTest::newRow("no hand listed: the rest is in hand") << R"({"sealed": "eihort"})" << R"(["s1-cthulhu"])" << "";
}

void GrimoirePositionsTest::listedHandAccountsForEverySpell()
{
    QFETCH(QString, seat1);
    QFETCH(QString, purge);
    QFETCH(QString, missing);
    const Json pos{{"firstPlayer", 0},
                   {"round", 5},
                   {"explore", Json::array({"g01"})},
                   {"purge", Json::parse(purge.toStdString())},
                   {"seats", Json::array({Json{{"sealed", "hastur"}}, Json::parse(seat1.toStdString())})}};
    core::MatchConfig config;
    config.game = "grimoire";
    config.seats = 2;
    core::Rng rng(1);
    try {
        kRules.setupScenario(config, pos, rng);
        QVERIFY2(missing.isEmpty(), qPrintable("accepted although " + missing + " is placed nowhere"));
    } catch (const std::invalid_argument& e) {
        QVERIFY2(!missing.isEmpty(), e.what());
        QVERIFY2(QString::fromUtf8(e.what()).contains("seats[1]: spell(s) placed nowhere: " + missing + " ("), e.what());
    }
}

QTEST_MAIN(GrimoirePositionsTest)
#include "tst_grimoire_positions.moc"
