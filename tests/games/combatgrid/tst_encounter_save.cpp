// The Director's saved encounters (issue 16, "save it as a new file before the encounter
// starts"): OptionContents checks a content with the game's encounter loader and writes it
// atomically as a new file under <data folder>/encounters/combatgrid/; the new-game page lists
// it, and a match started with it carries the encounter whole in its config (a saved game does
// not need the file). The CLI's side (a file or a saved one's name as the option's value) is
// the combatgrid_cli_saved_encounter tests (CMakeLists.txt here).
#include "OptionContents.h"
#include "core/Match.h"
#include "games/Registry.h"
#include "session/JsonBridge.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using tabletop::core::Json;
using tabletop::ui::OptionContents;

class EncounterSave : public QObject {
    Q_OBJECT
private slots:
    void validEncounterIsWrittenAndLoadsBackEqual();
    void invalidEncounterIsRefusedNamingTheFieldAndNothingIsWritten_data();
    void invalidEncounterIsRefusedNamingTheFieldAndNothingIsWritten();
    void namesAreNewAndNeverAReadyEncounters();
    void matchCarriesTheSavedEncounterWhole();

private:
    // The ready security floor with a wall painted at (1, 1) and the first combatant moved.
    static QVariantMap edited(OptionContents& store)
    {
        QVariantMap e = store.content(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("security-floor"))
                            .value(QStringLiteral("content"))
                            .toMap();
        QStringList rows = e.value(QStringLiteral("map")).toStringList();
        rows[1][1] = QLatin1Char('#');
        e[QStringLiteral("map")] = rows;
        e[QStringLiteral("id")] = QStringLiteral("my-floor");
        e[QStringLiteral("title")] = QStringLiteral("My floor");
        return e;
    }
    static QStringList filesIn(const QString& dir)
    {
        return QDir(dir).entryList(QDir::Files | QDir::Hidden);
    }
};

void EncounterSave::validEncounterIsWrittenAndLoadsBackEqual()
{
    QTemporaryDir tmp;
    OptionContents store;
    store.setRoot(tmp.path());
    QVERIFY(store.takesContent(QStringLiteral("combatgrid"), QStringLiteral("encounter")));
    QVERIFY(!store.takesContent(QStringLiteral("combatgrid"), QStringLiteral("directorMayEnd")));
    const QVariantMap e = edited(store);
    const QVariantMap r = store.save(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("my-floor"), e);
    QVERIFY2(r.value(QStringLiteral("ok")).toBool(), qPrintable(r.value(QStringLiteral("error")).toString()));
    const QString dir = tmp.path() + QStringLiteral("/encounters/combatgrid");
    QCOMPARE(r.value(QStringLiteral("path")).toString(), dir + QStringLiteral("/my-floor.json"));
    // One file, no temporary left beside it (QSaveFile renames into place).
    QCOMPARE(filesIn(dir), QStringList{QStringLiteral("my-floor.json")});
    QFile f(dir + QStringLiteral("/my-floor.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Json written = Json::parse(f.readAll().toStdString());
    QCOMPARE(written, tabletop::session::fromVariant(e));
    const QVariantList saved = store.saved(QStringLiteral("combatgrid"), QStringLiteral("encounter"));
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("my-floor"));
    QCOMPARE(tabletop::session::fromVariant(saved[0].toMap().value(QStringLiteral("content"))), tabletop::session::fromVariant(e));
    QCOMPARE(QString::fromStdString(written.at("map")[1].get<std::string>()).at(1), QLatin1Char('#'));
    // A second save under the same name is refused: the first file stays as it was.
    const QVariantMap again = store.save(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("my-floor"), e);
    QVERIFY(!again.value(QStringLiteral("ok")).toBool());
    QVERIFY(again.value(QStringLiteral("error")).toString().contains(QStringLiteral("already exists")));
}

void EncounterSave::invalidEncounterIsRefusedNamingTheFieldAndNothingIsWritten_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("combatant in a wall") << "wallUnderCombatant" << "" << "combatants[0].x: the combatant stands off the map or in a wall";
    QTest::newRow("two on one square") << "sameSquare" << "" << "combatants[1].x: the square is taken by";
    QTest::newRow("unknown terrain") << "map" << "x" << "map: grid: row 1, column 1: unknown square 'x'";
    QTest::newRow("bad score") << "grace" << "0" << "combatants[0].scores.grace: an integer 1..100";
    QTest::newRow("no title id") << "id" << "" << "id: a text of 1 to 64 characters";
}

void EncounterSave::invalidEncounterIsRefusedNamingTheFieldAndNothingIsWritten()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    OptionContents store;
    store.setRoot(tmp.path());
    QVariantMap e = edited(store);
    QVariantList cs = e.value(QStringLiteral("combatants")).toList();
    QVariantMap first = cs[0].toMap();
    QStringList rows = e.value(QStringLiteral("map")).toStringList();
    if (field == QLatin1String("wallUnderCombatant")) {
        rows[first.value(QStringLiteral("y")).toInt()][first.value(QStringLiteral("x")).toInt()] = QLatin1Char('#');
    } else if (field == QLatin1String("sameSquare")) {
        QVariantMap second = cs[1].toMap();
        second[QStringLiteral("x")] = first.value(QStringLiteral("x"));
        second[QStringLiteral("y")] = first.value(QStringLiteral("y"));
        cs[1] = second;
    } else if (field == QLatin1String("map")) {
        rows[0][0] = value.at(0);
    } else if (field == QLatin1String("grace")) {
        QVariantMap scores = first.value(QStringLiteral("scores")).toMap();
        scores[QStringLiteral("grace")] = value.toInt();
        first[QStringLiteral("scores")] = scores;
        cs[0] = first;
    } else if (field == QLatin1String("id")) {
        e[QStringLiteral("id")] = value;
    }
    e[QStringLiteral("map")] = rows;
    e[QStringLiteral("combatants")] = cs;
    const QVariantMap r = store.save(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("bad-one"), e);
    QVERIFY(!r.value(QStringLiteral("ok")).toBool());
    QVERIFY2(r.value(QStringLiteral("error")).toString().contains(expected), qPrintable(r.value(QStringLiteral("error")).toString()));
    // Nothing written: not even the folder holds a file.
    QVERIFY(filesIn(tmp.path() + QStringLiteral("/encounters/combatgrid")).isEmpty());
    QVERIFY(store.saved(QStringLiteral("combatgrid"), QStringLiteral("encounter")).isEmpty());
}

void EncounterSave::namesAreNewAndNeverAReadyEncounters()
{
    QTemporaryDir tmp;
    OptionContents store;
    store.setRoot(tmp.path());
    const QString game = QStringLiteral("combatgrid"), option = QStringLiteral("encounter");
    QCOMPARE(store.freeName(game, option, QStringLiteral("My Floor!")), QStringLiteral("my-floor"));
    QCOMPARE(store.freeName(game, option, QStringLiteral("Security floor")), QStringLiteral("security-floor-2"));
    QCOMPARE(store.freeName(game, option, QStringLiteral("旧採石場")), QStringLiteral("mine"));
    QVERIFY(store.save(game, option, QStringLiteral("my-floor"), edited(store)).value(QStringLiteral("ok")).toBool());
    QCOMPARE(store.freeName(game, option, QStringLiteral("My Floor")), QStringLiteral("my-floor-2"));
    // A ready encounter's name or a path is never a file name here.
    QVERIFY(!store.save(game, option, QStringLiteral("security-floor"), edited(store)).value(QStringLiteral("ok")).toBool());
    QVERIFY(!store.save(game, option, QStringLiteral("../x"), edited(store)).value(QStringLiteral("ok")).toBool());
}

void EncounterSave::matchCarriesTheSavedEncounterWhole()
{
    QTemporaryDir tmp;
    OptionContents store;
    store.setRoot(tmp.path());
    QVERIFY(store.save(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("my-floor"), edited(store))
                .value(QStringLiteral("ok"))
                .toBool());
    const Json content =
        tabletop::session::fromVariant(store.saved(QStringLiteral("combatgrid"), QStringLiteral("encounter"))[0].toMap().value(QStringLiteral("content")));
    const auto* rules = tabletop::games::findRules("combatgrid");
    QVERIFY(rules);
    tabletop::core::MatchConfig config;
    config.game = "combatgrid";
    config.seats = 2;
    config.seed = 5;
    config.options = {{"encounter", content}};
    tabletop::core::Match match(*rules, config);
    const Json start = match.view(0);
    QCOMPARE(start.at("encounter").get<std::string>(), std::string("my-floor"));
    QCOMPARE(QString::fromStdString(start.at("map")[1].get<std::string>()).at(1), QLatin1Char('#'));
    // A few moves (the first legal action of the seat asked), then the record: the save file.
    for (int i = 0; i < 12 && !match.prompt().seats.empty(); ++i) {
        const auto seat = match.prompt().seats.front();
        const auto legal = match.legalActions(seat);
        if (legal.empty())
            break;
        QVERIFY(match.submit(legal.front()).accepted);
    }
    const Json record = match.record();
    QCOMPARE(record.at("config").at("options").at("encounter"), content);
    QCOMPARE(record.at("actions").size(), std::size_t(12));
    // The file goes; the record alone rebuilds the same game (its hashes verified on the way).
    QVERIFY(QDir(tmp.path()).removeRecursively());
    QVERIFY(store.saved(QStringLiteral("combatgrid"), QStringLiteral("encounter")).isEmpty());
    const auto again = tabletop::core::Match::fromRecord(*rules, Json::parse(record.dump()));
    QCOMPARE(again->view(0), match.view(0));
    QCOMPARE(again->view(1), match.view(1));
}

QTEST_GUILESS_MAIN(EncounterSave)
#include "tst_encounter_save.moc"
