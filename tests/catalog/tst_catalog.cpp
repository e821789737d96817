// The card catalog: schema validation of card files, deck-list parsing, deck checks through a
// game's rules (a fake deck game, MiniDeckRules.h), and the SQLite index with the collection.
#include "MiniDeckRules.h"
#include "catalog/CardFiles.h"
#include "catalog/CatalogIndex.h"
#include "catalog/DeckCheck.h"
#include "catalog/DeckList.h"
#include "catalog/DeckStore.h"
#include "catalog/Schema.h"
#include "games/Registry.h"
#include "games/combatgrid/CollectionEntries.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <limits>
#include <tuple>
#include <QTest>
#include <algorithm>
#include <filesystem>

using namespace tabletop::catalog;
using tabletop::core::Json;
namespace fs = std::filesystem;

namespace {

const fs::path kData = fs::path(CATALOG_TEST_DATA);

void writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// A copy of the test cards in a temporary folder, to break on purpose.
QString copyCards(const QTemporaryDir& tmp)
{
    const QString root = tmp.path() + QStringLiteral("/cards");
    fs::copy(kData / "cards", root.toStdString(), fs::copy_options::recursive);
    return root;
}

std::vector<std::string> names(const GameCards& g)
{
    return g.cardNames();
}

bool anyIssue(const GameCards& g, const std::string& needle)
{
    return std::any_of(g.issues.begin(), g.issues.end(),
                       [&](const CardIssue& i) { return i.text().find(needle) != std::string::npos; });
}

QString joined(const GameCards& g)
{
    QString s;
    for (const auto& i : g.issues)
        s += QString::fromStdString(i.text()) + QLatin1Char('\n');
    return s;
}

DeckListParse parseMini(const std::string& text)
{
    const GameCards cards = loadGameCards(kData / "cards", "minideck");
    return parseDeckList(text, "minideck", cards.cardNames(), cards.deckSections);
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    // Schema and card files
    void schemaSubset_data();
    void schemaSubset();
    void schemaClosedObjectsAndKeywords();
    void goodCardsLoad();
    void badDeckSectionRule();
    void realCardsLoad();
    void badCardFile_data();
    void badCardFile();
    void cardWithoutTextLoads();
    void schemaFieldsGiveFilters();

    // Deck lists
    void deckListParses();
    void deckListBadLines_data();
    void deckListBadLines();
    void deckListRoundTrip();
    void deckJsonRoundTrip();

    // Deck rules (through GameRules::checkDeck)
    void deckRules_data();
    void deckRules();
    void starterDeckIsLegal();
    void noRulesMeansUnknown();
    void deckShape_data();
    void deckShape();
    void deckShapeReportsTheFirstProblems();

    // The index and the collection
    void indexBuildsOnceAndRebuildsOnChange();
    void search();
    void searchInEveryLanguage();
    void translationsApply();
    void badTranslations_data();
    void badTranslations();
    void shippedTranslationsCoverEveryCard();
    void searchFilters();
    void textSearchWalkAgreesWithSort();
    void kaijuFacets();
    void combatGridEntriesFoundBySearch();
    void combatGridBadEncounterIsAnIssue();
    void combatGridSavedEncountersListed();
    void sortByGameFieldPutsMissingLast();
    void collectionSurvivesRebuild();
    void csvRoundTrip();
    void csvBadLines();
    void deckStoreSaves();
};

void TestCatalog::schemaSubset_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("error"); // empty: valid
    QTest::newRow("type string ok") << R"({"type":"string"})" << R"("x")" << "";
    QTest::newRow("type string bad") << R"({"type":"string"})" << "3" << "must be string";
    QTest::newRow("integer rejects 2.5") << R"({"type":"integer"})" << "2.5" << "must be integer";
    QTest::newRow("number takes integer") << R"({"type":"number"})" << "2" << "";
    QTest::newRow("type list") << R"({"type":["integer","string"]})" << R"("X")" << "";
    QTest::newRow("enum") << R"({"enum":["a","b"]})" << R"("c")" << "must be one of";
    QTest::newRow("minimum") << R"({"type":"integer","minimum":1})" << "0" << "at least 1";
    QTest::newRow("maximum") << R"({"type":"integer","maximum":9})" << "10" << "at most 9";
    QTest::newRow("required") << R"({"type":"object","required":["dp"]})" << "{}" << "dp: is required";
    QTest::newRow("nested property") << R"({"properties":{"dp":{"type":"integer"}}})" << R"({"dp":"x"})"
                                     << "dp: must be integer";
    QTest::newRow("items") << R"({"type":"array","items":{"type":"string"}})" << R"(["a",2])" << "[1]: must be string";
}

void TestCatalog::schemaSubset()
{
    QFETCH(QString, schema);
    QFETCH(QString, value);
    QFETCH(QString, error);
    const auto errors = Schema(Json::parse(schema.toStdString())).validate(Json::parse(value.toStdString()));
    QString all;
    for (const auto& e : errors)
        all += QString::fromStdString(e.field + ": " + e.message) + QLatin1Char('\n');
    if (error.isEmpty())
        QVERIFY2(errors.empty(), qPrintable(all));
    else
        QVERIFY2(all.contains(error), qPrintable(all));
}

void TestCatalog::schemaClosedObjectsAndKeywords()
{
    // "additionalProperties": false refuses a field the schema does not list (a misspelt field
    // would otherwise pass unseen); without it an object may carry other fields.
    const Json closed = Json::parse(R"({"type":"object","required":["a"],"additionalProperties":false,
        "properties":{"a":{"type":"integer","minimum":1},"c":{"enum":["x"]},"d":{"type":"string"}}})");
    const auto errors = Schema(closed).validate(Json::parse(R"({"a":0,"b":1,"c":"y","d":2})"));
    QStringList got;
    for (const auto& e : errors)
        got << QString::fromStdString(e.keyword + " " + e.field + ": " + e.message);
    // In the value's field order, each with the keyword it breaks.
    QCOMPARE(got, (QStringList{QStringLiteral("minimum a: must be at least 1, not 0"),
                               QStringLiteral("additionalProperties b: is not a field the schema allows (a misspelling?)"),
                               QStringLiteral("enum c: must be one of \"x\", not \"y\""),
                               QStringLiteral("type d: must be string, not integer 2")}));
    const auto missing = Schema(closed).validate(Json::object());
    QCOMPARE(missing.size(), 1u);
    QCOMPARE(missing.front().keyword, std::string("required"));
    QCOMPARE(missing.front().field, std::string("a"));
    Json open = closed;
    open.erase("additionalProperties");
    QCOMPARE(Schema(open).validate(Json::parse(R"({"a":1,"b":1})")).size(), 0u);
    // Nested objects and items are closed one by one; the schema's own mistake is named.
    const Json nested = Json::parse(R"({"properties":{"marks":{"type":"array","items":{"type":"object",
        "additionalProperties":false,"properties":{"mark":{"type":"string"}}}}}})");
    const auto inner = Schema(nested).validate(Json::parse(R"({"marks":[{"mark":"x"},{"mrak":"x"}],"other":1})"));
    QCOMPARE(inner.size(), 1u);
    QCOMPARE(inner.front().field, std::string("marks[1].mrak"));
    const auto self = Schema(Json::parse(R"({"additionalProperties":"no"})")).selfCheck();
    QCOMPARE(self.size(), 1u);
    QCOMPARE(QString::fromStdString(self.front().field + ": " + self.front().message),
             QStringLiteral("additionalProperties: must be true or false"));
    // The card-file reader passes the keyword on, and names the card and the field.
    const std::string schemaText = R"({"type":"object","additionalProperties":false,
        "properties":{"id":{"type":"string"},"name":{"type":"string"},"text":{"type":"string"},"a":{"type":"integer"}}})";
    const GameCards g = loadGameCardsFromText("closedgame", &schemaText,
        {{"core.json", R"({"game":"closedgame","cards":[{"id":"c1","name":"C","text":"","a":1,"zz":2}]})", true}});
    QCOMPARE(g.cards.size(), 0u);
    QCOMPARE(g.issues.size(), 1u);
    QCOMPARE(g.issues.front().keyword, std::string("additionalProperties"));
    QCOMPARE(QString::fromStdString(g.issues.front().text()),
             QStringLiteral("closedgame/core.json: card 1 (c1): field zz: is not a field the schema allows (a misspelling?)"));
    // A schema whose field type is not a string is reported, not thrown out of the loader
    // (before, fieldsOf's value("type", "") threw type_error; found by fuzz_sample_cardfiles).
    const std::string badType = R"({"properties":{"id":{"type":"string"},"name":{"type":"string"},"cost":{"type":7}}})";
    const GameCards b = loadGameCardsFromText("badtype", &badType,
        {{"core.json", R"({"game":"badtype","cards":[{"id":"c1","name":"C"}]})", true}});
    QVERIFY(!b.issues.empty());
    QVERIFY2(QString::fromStdString(b.issues.front().text()).contains(QStringLiteral("properties.cost.type: unknown type 7")),
             b.issues.front().text().c_str());
}

// A malformed "deckSectionOf" is a problem of the schema file that names the key, and the rule
// is left out (every card then goes to the first section).
void TestCatalog::badDeckSectionRule()
{
    const auto load = [](const std::string& rule) {
        const std::string schema = R"({"deckSections":["main","side"],"deckSectionOf":)" + rule
                                   + R"(,"properties":{"id":{"type":"string"},"name":{"type":"string"},"kind":{"type":"string"}}})";
        return loadGameCardsFromText("rules", &schema, {{"core.json", R"({"game":"rules","cards":[{"id":"c1","name":"C","text":"T","kind":"x"}]})", true}});
    };
    const GameCards good = load(R"({"field":"kind","values":{"x":"side"}})");
    QVERIFY2(good.issues.empty(), qPrintable(joined(good)));
    QCOMPARE(good.sectionRule.sectionFor(good.cards.front().data), std::string("side"));
    QCOMPARE(good.sectionRule.sectionFor(Json{{"kind", "y"}}), std::string()); // no "otherwise": the first section
    const QList<std::pair<std::string, QString>> bad{
        {R"("main")", QStringLiteral("field deckSectionOf: must be an object")},
        {R"({"values":{"x":"side"}})", QStringLiteral("field deckSectionOf.field: must name a card field")},
        {R"({"field":"kind","values":["side"]})", QStringLiteral("field deckSectionOf.values: must be an object")},
        {R"({"field":"kind","values":{"x":"reserve"}})",
         QStringLiteral("field deckSectionOf.values.x: must be one of the deck's sections (main, side), not \"reserve\"")},
        {R"({"field":"kind","values":{},"otherwise":3})", QStringLiteral("field deckSectionOf.otherwise: must be one of the deck's sections")},
        {R"({"field":"kind","values":{},"other":"main"})", QStringLiteral("field deckSectionOf.other: is not a key of deckSectionOf")},
    };
    for (const auto& [rule, message] : bad) {
        const GameCards g = load(rule);
        QVERIFY2(g.sectionRule.empty(), rule.c_str());
        QCOMPARE(g.cards.size(), 1u); // the cards still load
        QVERIFY2(joined(g).contains(QStringLiteral("rules/schema.json: ") + message), qPrintable(joined(g)));
    }
}

void TestCatalog::goodCardsLoad()
{
    const GameCards g = loadGameCards(kData / "cards", "minideck");
    QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
    QCOMPARE(g.cards.size(), 11u);
    QCOMPARE(g.cards.front().set, std::string("core"));
    QCOMPARE(g.deckSections, (std::vector<std::string>{"main", "reserve"}));
    QCOMPARE(g.decks.size(), 1u);
}

void TestCatalog::realCardsLoad()
{
    // Every game shipped in cards/ loads without a single problem.
    const fs::path root = TABLETOP_SOURCE_CARDS;
    const auto games = listCardGames(root);
    QVERIFY(std::find(games.begin(), games.end(), "grimoire") != games.end());
    for (const auto& game : games) {
        const GameCards g = loadGameCards(root, game);
        QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
        // A game may keep no cards in the catalog's sense (Combat Grid's encounters live
        // in a folder of their own); the card games have theirs.
        QVERIFY2(!g.cards.empty() || (game != "grimoire" && game != "neotokyo"), game.c_str());
    }
    QCOMPARE(loadGameCards(root, "grimoire").cards.size(), 40u); // the "grimoires" key is read
}

void TestCatalog::badCardFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // a piece of the issue text
    const QByteArray ok = R"({"id":"x-1","name":"Fine","type":"unit","text":"t","colour":"red","cost":1})";
    auto set = [](const QByteArray& card) {
        return QByteArray(R"({"game":"minideck","cards":[)") + card + "]}";
    };
    QTest::newRow("not JSON") << "broken.json" << QByteArray("{\"game\": \"minideck\", ") << "broken.json: not valid JSON";
    QTest::newRow("number too large") << "huge.json" << QByteArray(R"({"game":"minideck","cards":[{"cost":1e309}]})")
                                      << "huge.json: not valid JSON";
    QTest::newRow("not an object") << "list.json" << QByteArray("[1,2]") << "list.json: must be a JSON object";
    QTest::newRow("no game") << "nogame.json" << QByteArray(R"({"cards":[]})") << "nogame.json: field game: is required";
    QTest::newRow("wrong game") << "other.json" << QByteArray(R"({"game":"kaiju","cards":[]})")
                                << "other.json: field game: says \"kaiju\"";
    QTest::newRow("no card list") << "nolist.json" << QByteArray(R"({"game":"minideck"})")
                                  << "nolist.json: field cards: is required";
    QTest::newRow("card not an object") << "c.json" << set("3") << "c.json: card 1: must be a JSON object";
    QTest::newRow("missing name") << "c.json" << set(R"({"id":"x-1","type":"unit","text":"t","colour":"red","cost":1})")
                                  << "c.json: card 1 (x-1): field name: is required";
    QTest::newRow("empty name") << "c.json" << set(R"({"id":"x-1","name":"","type":"unit","text":"t","colour":"red","cost":1})")
                                << "c.json: card 1 (x-1): field name: must be a non-empty string";
    QTest::newRow("text not a string")
        << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":3,"colour":"red","cost":1})")
        << "c.json: card 1 (x-1): field text: must be a string";
    QTest::newRow("missing schema field")
        << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"red"})")
        << "c.json: card 1 (x-1): field cost: is required";
    QTest::newRow("wrong type") << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"red","cost":"3"})")
                                << "field cost: must be integer, not string";
    QTest::newRow("not in enum") << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"pink","cost":1})")
                                 << "field colour: must be one of";
    QTest::newRow("below minimum") << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"red","cost":-1})")
                                   << "field cost: must be at least 0";
    QTest::newRow("above maximum") << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"red","cost":12})")
                                   << "field cost: must be at most 9";
    QTest::newRow("bad list item")
        << "c.json" << set(R"({"id":"x-1","name":"N","type":"unit","text":"t","colour":"red","cost":1,"tags":["a",5]})")
        << "field tags[1]: must be string";
    QTest::newRow("duplicate id") << "c.json" << set(ok + "," + ok) << "c.json: card 2 (x-1): field id: is used by another";
    QTest::newRow("duplicate of another file")
        << "c.json" << set(R"({"id":"md-001","name":"N","type":"unit","text":"t","colour":"red","cost":1})")
        << "(md-001): field id: is used by another";
}

void TestCatalog::badCardFile()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString root = copyCards(tmp);
    writeFile(root + QStringLiteral("/minideck/") + file, content);
    const GameCards g = loadGameCards(root.toStdString(), "minideck");
    QVERIFY2(anyIssue(g, expected.toStdString()), qPrintable(joined(g)));
    // The good file still loads in full.
    QVERIFY(std::count_if(g.cards.begin(), g.cards.end(), [](const CardRecord& c) { return c.file == "minideck/core.json"; })
            >= 10);
}

void TestCatalog::cardWithoutTextLoads()
{
    // A vanilla card has an empty rules text: it is a card all the same.
    QTemporaryDir tmp;
    const QString root = copyCards(tmp);
    writeFile(root + QStringLiteral("/minideck/vanilla.json"),
              R"({"game":"minideck","cards":[{"id":"v-1","name":"Plain","type":"unit","text":"","colour":"red","cost":1}]})");
    const GameCards g = loadGameCards(root.toStdString(), "minideck");
    QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
    QCOMPARE(g.cards.size(), 12u);
}

void TestCatalog::schemaFieldsGiveFilters()
{
    const GameCards g = loadGameCards(kData / "cards", "minideck");
    auto field = [&](const std::string& name) {
        return *std::find_if(g.fields.begin(), g.fields.end(), [&](const FieldInfo& f) { return f.name == name; });
    };
    QCOMPARE(field("colour").kind, std::string("choice"));
    QCOMPARE(field("colour").choices, (std::vector<std::string>{"red", "blue", "green"}));
    QCOMPARE(field("cost").kind, std::string("range"));
    QCOMPARE(field("type").kind, std::string("choice"));
}

void TestCatalog::deckListParses()
{
    const auto p = parseMini("# game: minideck\n# name: Test\n# a comment\n\n3 Red Scout\r\n2 Fire Bolt\n"
                             "1 Red Scout\n[reserve]\n1 Ramiel\n");
    QVERIFY(p.problems.empty());
    QCOMPARE(p.deck.name, std::string("Test"));
    QCOMPARE(p.deck.count("main", "Red Scout"), 4); // two lines of the same card add up
    QCOMPARE(p.deck.count("main", "Fire Bolt"), 2);
    QCOMPARE(p.deck.count("reserve", "Ramiel"), 1);
    QCOMPARE(p.deck.total("main"), 6);
}

void TestCatalog::deckListBadLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("words");
    const QString head = QStringLiteral("# game: minideck\n");
    QTest::newRow("no count") << head + "Red Scout\n" << 2 << "deck.badLine" << "expected \"<count> <card name>\"";
    QTest::newRow("count zero") << head + "0 Red Scout\n" << 2 << "deck.badCount" << "from 1 to 99, not 0";
    QTest::newRow("count 100") << head + "100 Red Scout\n" << 2 << "deck.badCount" << "from 1 to 99";
    QTest::newRow("count without name") << head + "3\n" << 2 << "deck.badLine" << "expected";
    QTest::newRow("unknown name") << head + "\n2 Red Scuot\n" << 3 << "deck.unknownCard" << "unknown card \"Red Scuot\"";
    QTest::newRow("copies add up past 99") << head + "60 Red Scout\n40 Red Scout\n" << 3 << "deck.countSum"
                                           << "\"Red Scout\" adds up to 100 copies; at most 99";
    QTest::newRow("wrong case") << head + "2 red scout\n" << 2 << "deck.unknownCard" << "names must match exactly";
    QTest::newRow("unknown section") << head + "[sideboard]\n1 Ramiel\n" << 2 << "deck.unknownSection"
                                     << "unknown section [sideboard]";
    QTest::newRow("card under unknown section") << head + "[sideboard]\n1 Ramiel\n" << 3 << "deck.outsideSection"
                                                << "under an unknown section";
    QTest::newRow("unclosed section") << head + "[reserve\n" << 2 << "deck.badSection" << "[name]";
    QTest::newRow("wrong game") << "# game: neotokyo\n3 Red Scout\n" << 1 << "deck.wrongGame"
                                << "for \"neotokyo\", not for \"minideck\"";
    QTest::newRow("no game header") << "3 Red Scout\n" << 0 << "deck.noGame" << "# game: minideck";
}

void TestCatalog::deckListBadLines()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, id);
    QFETCH(QString, words);
    const auto p = parseMini(text.toStdString());
    QString all;
    for (const auto& pr : p.problems)
        all += QString::fromStdString(pr.text) + QLatin1Char('\n');
    const auto it = std::find_if(p.problems.begin(), p.problems.end(),
                                 [&](const DeckListProblem& pr) { return pr.id == id.toStdString(); });
    QVERIFY2(it != p.problems.end(), qPrintable(all));
    QCOMPARE(it->line, line);
    QVERIFY2(QString::fromStdString(it->text).contains(words), qPrintable(all));
    if (line > 0)
        QVERIFY(QString::fromStdString(it->text).startsWith(QStringLiteral("line %1: ").arg(line)));
}

void TestCatalog::deckListRoundTrip()
{
    QFile f(QString::fromStdString((kData / "cards/minideck/decks/starter.deck").string()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::string text = f.readAll().toStdString();
    const auto p = parseMini(text);
    QVERIFY(p.problems.empty());
    const std::string written = writeDeckList(p.deck, {"main", "reserve"});
    QCOMPARE(written, text);
    const auto again = parseMini(written);
    QVERIFY(again.deck.toJson() == p.deck.toJson());
}

void TestCatalog::deckJsonRoundTrip()
{
    DeckList d;
    d.game = "minideck";
    d.name = "J";
    d.setCount("main", "Red Scout", 3);
    d.setCount("reserve", "Ramiel", 1);
    d.setCount("main", "Fire Bolt", 2);
    d.setCount("main", "Fire Bolt", 0);
    const Json j = d.toJson();
    QCOMPARE(j["sections"]["main"].size(), 1u);
    QVERIFY(DeckList::fromJson(j).toJson() == j);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DeckList::fromJson(Json{{"name", "x"}}));
}

void TestCatalog::deckRules_data()
{
    QTest::addColumn<QString>("deck");
    QTest::addColumn<QStringList>("rules"); // every rule that must be broken, nothing else
    const QString head = QStringLiteral("# game: minideck\n");
    const QString legalMain = QStringLiteral("3 Red Scout\n3 Red Knight\n3 Fire Bolt\n3 Blue Sage\n");
    const QString reserve = QStringLiteral("[reserve]\n1 Ramiel\n");
    QTest::newRow("legal") << head + legalMain + reserve << QStringList();
    QTest::newRow("minimum: 11 cards") << head + "3 Red Scout\n3 Red Knight\n3 Fire Bolt\n2 Blue Sage\n" + reserve
                                       << QStringList{"minimum"};
    QTest::newRow("copies: 4 by name") << head + legalMain + "1 Red Scout\n" + reserve << QStringList{"copies"};
    QTest::newRow("copies: across sections") << head + legalMain + "[reserve]\n1 Ramiel\n" + "[main]\n3 Ramiel\n"
                                             << QStringList{"copies", "angels"};
    QTest::newRow("angels: 3 in 15") << head + legalMain + "2 Sachiel\n1 Ramiel\n" + reserve << QStringList{"angels"};
    QTest::newRow("angels: 2 in 12 is fine")
        << head + "3 Red Scout\n3 Red Knight\n3 Fire Bolt\n1 Blue Sage\n2 Sachiel\n" + reserve << QStringList();
    QTest::newRow("reserve: empty") << head + legalMain << QStringList{"reserve"};
    QTest::newRow("reserve: not an angel") << head + legalMain + "[reserve]\n1 Tide Call\n" << QStringList{"reserve"};
    QTest::newRow("everything at once") << head + "4 Red Scout\n2 Sachiel\n" << QStringList{"minimum", "copies", "angels", "reserve"};
}

void TestCatalog::deckRules()
{
    QFETCH(QString, deck);
    QFETCH(QStringList, rules);
    const minideck::MiniDeckRules r;
    const GameCards cards = loadGameCards(kData / "cards", "minideck");
    const DeckReport report = checkDeckText(deck.toStdString(), cards, &r);
    QVERIFY(report.listProblems.empty());
    QVERIFY(report.rulesAvailable);
    QStringList broken;
    for (const auto& m : report.ruleProblems) {
        broken << QString::fromStdString(m.rule);
        QVERIFY(!m.text.empty());
    }
    broken.removeDuplicates();
    std::sort(broken.begin(), broken.end());
    std::sort(rules.begin(), rules.end());
    QCOMPARE(broken, rules);
    QCOMPARE(report.legal(), rules.isEmpty());
    // Each sentence names its rule, as the CLI prints it.
    for (const auto& s : report.sentences())
        QVERIFY(QString::fromStdString(s).endsWith(QLatin1Char(')')));
}

void TestCatalog::starterDeckIsLegal()
{
    const minideck::MiniDeckRules r;
    const GameCards cards = loadGameCards(kData / "cards", "minideck");
    for (const auto& path : cards.decks) {
        QFile f(QString::fromStdString(path.string()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const DeckReport report = checkDeckText(f.readAll().toStdString(), cards, &r);
        QVERIFY2(report.legal(), path.string().c_str());
    }
}

void TestCatalog::noRulesMeansUnknown()
{
    const GameCards cards = loadGameCards(kData / "cards", "minideck");
    const DeckReport report = checkDeckText("# game: minideck\n1 Red Scout\n", cards, nullptr);
    QVERIFY(!report.rulesAvailable);
    QVERIFY(!report.legal()); // never called legal when nobody checked
}

void TestCatalog::indexBuildsOnceAndRebuildsOnChange()
{
    QTemporaryDir tmp;
    const QString root = copyCards(tmp);
    {
        CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), root.toStdString(), QStringLiteral("t1"));
        QString error;
        QVERIFY2(index.open(&error), qPrintable(error));
        QVERIFY(!index.isCurrent());
        int last = -1, calls = 0;
        QVERIFY2(index.rebuild([&](int done, int total) { last = done; ++calls; QCOMPARE(total, 11); }, &error),
                 qPrintable(error));
        QCOMPARE(last, 11);
        QVERIFY(calls >= 2);
        QVERIFY(index.isCurrent());
        QCOMPARE(index.cardCount(), 11);
        QCOMPARE(index.games(), QStringList{QStringLiteral("minideck")});
        QVERIFY(index.issues().isEmpty());
        QCOMPARE(index.starterDecks(QStringLiteral("minideck")).size(), 1);
        QCOMPARE(index.deckSections(QStringLiteral("minideck")), (QStringList{"main", "reserve"}));
    }
    {
        CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), root.toStdString(), QStringLiteral("t2"));
        QVERIFY(index.open());
        QVERIFY(index.isCurrent()); // reopening does not rebuild
        // A new file (with one bad card) makes the index stale; the rebuild keeps the good cards.
        writeFile(root + QStringLiteral("/minideck/extra.json"),
                  R"({"game":"minideck","set":"extra","cards":[{"id":"e-1","name":"Extra","type":"unit","text":"x",)"
                  R"("colour":"red","cost":1},{"id":"e-2","name":"Bad","type":"unit","text":"x","colour":"red"}]})");
        QVERIFY(!index.isCurrent());
        QVERIFY(index.rebuild());
        QCOMPARE(index.cardCount(), 12);
        QCOMPARE(index.issues().size(), 1);
        QVERIFY(index.issues().front().contains(QStringLiteral("minideck/extra.json: card 2 (e-2): field cost")));
    }
}

// Issue 12: card names and texts in both languages. A card's translation rides beside it;
// search finds a card by any part of its Japanese name or text, and by its English words.
void TestCatalog::searchInEveryLanguage()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("s"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    SearchQuery q;
    q.game = QStringLiteral("minideck");
    for (const QString& words : {QStringLiteral("ラミエル"), QStringLiteral("ミエ"), QStringLiteral("ram")}) {
        q.text = words;
        const auto r = index.search(q);
        QVERIFY2(r.total == 1 && r.rows.front().id == QLatin1String("md-011"), qPrintable(words));
    }
    q.text = QStringLiteral("パレット"); // inside the Japanese rules text
    auto r = index.search(q);
    QCOMPARE(r.total, 1);
    QCOMPARE(r.rows.front().id, QStringLiteral("md-010"));
    QCOMPARE(r.rows.front().nameIn(QStringLiteral("ja")), QStringLiteral("サキエル"));
    QCOMPARE(r.rows.front().nameIn(QStringLiteral("en")), QStringLiteral("Sachiel"));
    QVERIFY(r.rows.front().textIn(QStringLiteral("ja")).startsWith(QStringLiteral("サキエル：")));
    q.text = QStringLiteral("斥候 カード"); // two Japanese words, both required
    r = index.search(q);
    QCOMPARE(r.total, 1);
    QCOMPARE(r.rows.front().id, QStringLiteral("md-001"));
    q.text = QStringLiteral("赤 ラミエル"); // no card has both
    QCOMPARE(index.search(q).total, 0);
}

void TestCatalog::translationsApply()
{
    const GameCards g = loadGameCards(kData / "cards", "minideck");
    QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
    QCOMPARE(g.languages, std::vector<std::string>{"ja"});
    const auto it = std::find_if(g.cards.begin(), g.cards.end(), [](const CardRecord& c) { return c.id() == "md-011"; });
    QVERIFY(it != g.cards.end());
    QCOMPARE(QString::fromStdString(it->nameIn("ja")), QStringLiteral("ラミエル"));
    QCOMPARE(it->textIn("ja"), it->data.value("text", std::string())); // no Japanese text: its own
    QCOMPARE(it->nameIn("fr"), std::string("Ramiel"));
}

void TestCatalog::badTranslations_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not JSON") << QByteArray("{") << "minideck/i18n/ja.json: not valid JSON";
    QTest::newRow("no cards") << QByteArray(R"({"game":"minideck"})") << "minideck/i18n/ja.json: field cards: must be an object";
    QTest::newRow("unknown card") << QByteArray(R"({"cards":{"md-999":{"name":"x"}}})")
                                  << "minideck/i18n/ja.json: card md-999: no card of minideck has this id";
    QTest::newRow("empty name") << QByteArray(R"({"cards":{"md-001":{"name":""}}})")
                                << "ja.json: card md-001: field name: must be a non-empty string";
    QTest::newRow("other field") << QByteArray(R"({"cards":{"md-001":{"name":"a","flavour":"b"}}})")
                                 << "ja.json: card md-001: field flavour: is not a field of a translation";
    QTest::newRow("other game") << QByteArray(R"({"game":"grimoire","cards":{}})") << "field game: says \"grimoire\"";
}

void TestCatalog::badTranslations()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    GameCards g = loadGameCards(kData / "cards", "minideck");
    g.issues.clear();
    applyTranslations(g, "ja", content.toStdString());
    QVERIFY(!g.issues.empty());
    QVERIFY2(joined(g).contains(expected), qPrintable(joined(g)));
}

// Every card of a game shipped in cards/ with translations has its name (and its text, when
// it has one) in every language of the app besides English; this fails on a card left
// untranslated. The playable card games must ship them; a game still being written may come
// without its i18n folder until it is playable.
void TestCatalog::shippedTranslationsCoverEveryCard()
{
    const fs::path root = TABLETOP_SOURCE_CARDS;
    int covered = 0;
    for (const auto& game : listCardGames(root)) {
        const GameCards g = loadGameCards(root, game);
        const bool required = game == "grimoire" || game == "neotokyo" || game == "servants" || game == "kaiju";
        QVERIFY2(!required || !g.languages.empty(), qPrintable(QStringLiteral("%1 ships no card translations").arg(QString::fromStdString(game))));
        if (g.cards.empty() || g.languages.empty())
            continue;
        ++covered;
        QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
        for (const std::string lang : {"ja"}) {
            QStringList missing;
            for (const auto& c : g.cards) {
                const auto t = c.i18n.find(lang);
                if (t == c.i18n.end() || !t->contains("name"))
                    missing << QString::fromStdString(c.id() + " (" + c.name() + "): name");
                else if (!c.data.value("text", std::string()).empty() && !t->contains("text"))
                    missing << QString::fromStdString(c.id() + " (" + c.name() + "): text");
            }
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1/i18n/%2.json lacks %3")
                                                      .arg(QString::fromStdString(game), QString::fromStdString(lang),
                                                           missing.join(QStringLiteral(", ")))));
        }
    }
    QVERIFY(covered >= 3);
}

void TestCatalog::search()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("s"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    QVERIFY(index.textSearchMode() == QLatin1String("fts5") || index.textSearchMode() == QLatin1String("fts4"));
    SearchQuery q;
    q.game = QStringLiteral("minideck");
    q.text = QStringLiteral("red sc"); // as typed: the last word is a prefix
    auto r = index.search(q);
    QCOMPARE(r.total, 1);
    QCOMPARE(r.rows.front().name, QStringLiteral("Red Scout"));
    q.text = QStringLiteral("pallet"); // rules text
    r = index.search(q);
    QVERIFY(r.total >= 3);
    for (const auto& row : r.rows)
        QVERIFY(row.text.contains(QStringLiteral("Pallet")));
    q.text = QStringLiteral("\"unbalanced ( quote*");
    index.search(q); // must not fail on FTS syntax
    q.text.clear();
    q.sortField = QStringLiteral("cost");
    q.descending = true;
    r = index.search(q);
    QCOMPARE(r.total, 11);
    QCOMPARE(r.rows.front().name, QStringLiteral("Ramiel"));
    QCOMPARE(r.rows.front().data().value(QStringLiteral("cost")).toInt(), 7);
    q.limit = 3;
    r = index.search(q);
    QCOMPARE(r.rows.size(), 3);
    QCOMPARE(r.total, 11);
}

void TestCatalog::searchFilters()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("f"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    SearchQuery q;
    q.game = QStringLiteral("minideck");
    q.filters.push_back({QStringLiteral("colour"), {QStringLiteral("red")}, {}, {}});
    QCOMPARE(index.search(q).total, 4);
    q.filters.push_back({QStringLiteral("cost"), {}, 2.0, 3.0});
    QCOMPARE(index.search(q).total, 2); // Red Knight 3, Fire Bolt 2
    q.filters = {{QStringLiteral("type"), {QStringLiteral("angel")}, {}, {}}};
    QCOMPARE(index.search(q).total, 2);
    q.filters = {{QStringLiteral("rarity"), {QStringLiteral("rare")}, {}, {}}};
    QCOMPARE(index.search(q).total, 3);
    q.filters = {{QStringLiteral("set"), {QStringLiteral("core")}, {}, {}}};
    QCOMPARE(index.search(q).total, 11);
    q.filters = {{QStringLiteral("bad field; DROP TABLE cards"), {QStringLiteral("x")}, {}, {}}};
    QCOMPARE(index.search(q).total, 11); // ignored, not executed
    q.filters.clear();
    q.ownedOnly = true;
    QCOMPARE(index.search(q).total, 0);
    QVERIFY(index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-003"), 2));
    QCOMPARE(index.search(q).total, 1);
    QCOMPARE(index.search(q).rows.front().owned, 2);
    const auto range = index.range(QStringLiteral("minideck"), QStringLiteral("cost"));
    QCOMPARE(range.first, 1.0);
    QCOMPARE(range.second, 7.0);
}

// Issue 20: words in one game sorted by name walk the text index in rowid order (rowids follow
// the names) and check each filter per card; every other order matches and sorts. For every
// game's real cards, words in English and Japanese, with each of its fields as a filter: the
// walk gives exactly the matches of the descending order (another way through the index),
// sorted by (name, id), and a short page is the first part of the whole list.
void TestCatalog::textSearchWalkAgreesWithSort()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("w"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    int compared = 0;
    int nonEmpty = 0;
    for (const QString& game : index.games()) {
        QList<QList<CardFilter>> filterSets{{}};
        for (const auto& f : index.fields(game)) {
            const QString name = QString::fromStdString(f.name);
            if (f.kind == "choice" && !f.choices.empty())
                filterSets.push_back({{name, {QString::fromStdString(f.choices.front())}, {}, {}}});
            if (f.kind == "range") {
                const auto [lo, hi] = index.range(game, name);
                filterSets.push_back({{name, {}, lo, (lo + hi) / 2}});
            }
        }
        filterSets.push_back({{QStringLiteral("type"), {index.search(SearchQuery{game}).rows.value(0).type}, {}, {}}});
        for (const QString& words : {QStringLiteral("a"), QStringLiteral("the"), QStringLiteral("s"), QStringLiteral("card d"),
                                     QStringLiteral("ア"), QStringLiteral("カード")}) {
            for (const auto& filters : filterSets) {
                SearchQuery q;
                q.game = game;
                q.text = words;
                q.filters = filters;
                q.limit = 100000;
                const SearchResult walk = index.search(q);
                q.descending = true;
                SearchResult sorted = index.search(q);
                std::sort(sorted.rows.begin(), sorted.rows.end(), [](const CardRow& a, const CardRow& b) {
                    return a.name != b.name ? a.name.toUtf8() < b.name.toUtf8() : a.id.toUtf8() < b.id.toUtf8();
                });
                QStringList walkIds, sortedIds;
                for (const auto& r : walk.rows)
                    walkIds << r.id;
                for (const auto& r : sorted.rows)
                    sortedIds << r.id;
                const QString what = QStringLiteral("%1, \"%2\", filter %3").arg(game, words, filters.isEmpty() ? QStringLiteral("none") : filters.front().field);
                QVERIFY2(walkIds == sortedIds, qPrintable(what + QStringLiteral(": ") + walkIds.join(QLatin1Char(',')).left(300)
                                                          + QStringLiteral(" against ") + sortedIds.join(QLatin1Char(',')).left(300)));
                QCOMPARE(walk.total, static_cast<int>(walkIds.size()));
                q.descending = false;
                q.limit = 3;
                const SearchResult page = index.search(q);
                QCOMPARE(page.rows.size(), std::min<qsizetype>(3, walkIds.size()));
                for (qsizetype i = 0; i < page.rows.size(); ++i)
                    QCOMPARE(page.rows.at(i).id, walkIds.at(i));
                // Sorted by each number field: the same matches, by the number (ties in name
                // order, reversed when descending; the cards without it last, by name), whether
                // the matches are sorted directly (few) or the field's index is walked.
                q.limit = 100000;
                for (const auto& f : index.fields(game)) {
                    if (f.kind != "range")
                        continue;
                    const QString field = QString::fromStdString(f.name);
                    for (const bool descending : {false, true}) {
                        std::vector<std::tuple<bool, double, int>> expected; // (no value, value, place by name)
                        for (int i = 0; i < walk.rows.size(); ++i) {
                            const QVariant v = walk.rows.at(i).data().value(field);
                            expected.emplace_back(!v.isValid(), v.isValid() ? v.toDouble() : 0, i);
                        }
                        std::sort(expected.begin(), expected.end(), [&](const auto& x, const auto& y) {
                            if (std::get<0>(x) != std::get<0>(y))
                                return !std::get<0>(x);
                            if (std::get<0>(x))
                                return std::get<2>(x) < std::get<2>(y);
                            if (std::get<1>(x) != std::get<1>(y))
                                return descending ? std::get<1>(x) > std::get<1>(y) : std::get<1>(x) < std::get<1>(y);
                            return descending ? std::get<2>(x) > std::get<2>(y) : std::get<2>(x) < std::get<2>(y);
                        });
                        QStringList expectedIds;
                        for (const auto& e : expected)
                            expectedIds << walk.rows.at(std::get<2>(e)).id;
                        for (const int few : {2000, 0}) {
                            index.setFewMatches(few);
                            q.sortField = field;
                            q.descending = descending;
                            QStringList byField;
                            for (const auto& r : index.search(q).rows)
                                byField << r.id;
                            QVERIFY2(byField == expectedIds,
                                     qPrintable(what + QStringLiteral(", sorted by %1%2, few %3: ").arg(field, descending ? QStringLiteral(" descending") : QString()).arg(few)
                                                + byField.join(QLatin1Char(',')).left(300) + QStringLiteral(" against ")
                                                + expectedIds.join(QLatin1Char(',')).left(300)));
                        }
                    }
                    index.setFewMatches(2000);
                    q.sortField = QStringLiteral("name");
                    q.descending = false;
                }
                ++compared;
                if (!walkIds.isEmpty())
                    ++nonEmpty;
            }
        }
    }
    QVERIFY2(compared > 100 && nonEmpty > compared / 3, qPrintable(QStringLiteral("%1 queries, %2 with matches").arg(compared).arg(nonEmpty)));
}

// Issue 15: the collection filters Kaiju City's cards by card kind, affiliation, trait and cost
// (its cost boxes), facets that come from cards/kaiju/schema.json.
void TestCatalog::kaijuFacets()
{
    const GameCards g = loadGameCards(fs::path(TABLETOP_SOURCE_CARDS), "kaiju");
    QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
    auto field = [&](const std::string& name) {
        const auto it = std::find_if(g.fields.begin(), g.fields.end(), [&](const FieldInfo& f) { return f.name == name; });
        return it == g.fields.end() ? FieldInfo{} : *it;
    };
    QCOMPARE(field("kind").kind, std::string("choice"));
    QCOMPARE(field("kind").choices, (std::vector<std::string>{"kaiju", "location", "opponent", "ally", "event", "scar", "combat", "team"}));
    QCOMPARE(field("affiliation").choices, (std::vector<std::string>{"trench", "iron", "ember"}));
    QCOMPARE(field("traits").kind, std::string("choice"));
    QCOMPARE(field("traits").choices.size(), std::size_t(6));
    QCOMPARE(field("cost").choices, (std::vector<std::string>{"ferocity", "agility", "power"}));
    QCOMPARE(g.deckSections, (std::vector<std::string>{"team", "planning", "combat"}));
    // Each card's own section when the deck builder is not told one (the schema's deckSectionOf).
    const auto sectionOf = [&](const std::string& name) {
        const auto c = std::find_if(g.cards.begin(), g.cards.end(), [&](const CardRecord& r) { return r.name() == name; });
        return c == g.cards.end() ? std::string("no such card") : g.sectionRule.sectionFor(c->data);
    };
    QCOMPARE(sectionOf("Grothmaw"), std::string("team"));           // a kaiju
    QCOMPARE(sectionOf("Stormfront Compact"), std::string("team")); // a team card
    QCOMPARE(sectionOf("Brace"), std::string("combat"));
    QCOMPARE(sectionOf("Harbour Bridge"), std::string("planning"));  // a location: "otherwise"
    QCOMPARE(sectionOf("Torn Fin"), std::string("planning"));        // a scar

    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("k"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    SearchQuery q;
    q.game = QStringLiteral("kaiju");
    QCOMPARE(index.search(q).total, 115);
    QCOMPARE(index.deckSectionFor(q.game, QStringLiteral("Brace")), QStringLiteral("combat"));
    QCOMPARE(index.deckSectionFor(q.game, QStringLiteral("Tidewyrm")), QStringLiteral("team"));
    QCOMPARE(index.deckSectionFor(q.game, QStringLiteral("Reservoir Dam")), QStringLiteral("planning"));
    QCOMPARE(index.deckSectionFor(q.game, QStringLiteral("No Such Card")), QString());
    QCOMPARE(index.deckSectionFor(QStringLiteral("grimoire"), QStringLiteral("Brace")), QString()); // no rule
    q.filters = {{QStringLiteral("kind"), {QStringLiteral("team")}, {}, {}}};
    QCOMPARE(index.search(q).total, 3); // the team cards
    q.filters = {{QStringLiteral("kind"), {QStringLiteral("kaiju")}, {}, {}}};
    QCOMPARE(index.search(q).total, 13);
    q.filters.push_back({QStringLiteral("affiliation"), {QStringLiteral("trench")}, {}, {}});
    QCOMPARE(index.search(q).total, 5);
    q.filters = {{QStringLiteral("traits"), {QStringLiteral("fire")}, {}, {}}};
    QCOMPARE(index.search(q).total, 12); // kaiju, allies and combat cards with the fire trait
    q.filters = {{QStringLiteral("cost"), {QStringLiteral("power")}, {}, {}}};
    QCOMPARE(index.search(q).total, 16); // combat cards with a Power box
    q.filters.push_back({QStringLiteral("traits"), {QStringLiteral("fire")}, {}, {}});
    QCOMPARE(index.search(q).total, 2);
}

// Issue 16: Combat Grid's collection lists its encounters, weapons and combatant sheets, which
// the game derives from cards/combatgrid/encounters/*.json through its hook in the registry
// (games::GameEntry::collectionEntries), searched as cards are; the card games keep their cards.
void TestCatalog::combatGridEntriesFoundBySearch()
{
    const QString game = QStringLiteral("combatgrid");
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("cg"));
    index.setEntrySources(tabletop::games::collectionEntries);
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    QVERIFY2(index.issues().isEmpty(), qPrintable(index.issues().join('\n')));
    QVERIFY2(index.games().contains(game), qPrintable(index.games().join(',')));
    QCOMPARE(index.cardCount(QStringLiteral("servants")), 104); // the card games are read as before
    QCOMPARE(index.cardCount(QStringLiteral("kaiju")), 115);
    QVERIFY(index.starterDecks(game).isEmpty());
    const auto ids = [&](SearchQuery q) {
        q.game = game;
        QStringList out;
        for (const auto& r : index.search(q).rows)
            out << r.id;
        return out;
    };
    const auto kind = [](const char* type) { return QList<CardFilter>{{QStringLiteral("type"), {QLatin1String(type)}, {}, {}}}; };

    // The five ready encounters; one found by a word of its title in English and in Japanese.
    SearchQuery q;
    q.filters = kind("encounter");
    QStringList encounters = ids(q);
    encounters.sort();
    QCOMPARE(encounters, (QStringList{QStringLiteral("angel-city-block"), QStringLiteral("flier-over-water"),
                                      QStringLiteral("high-ground-duel"), QStringLiteral("security-floor"),
                                      QStringLiteral("stealth-infiltration")}));
    q.text = QStringLiteral("lockdown");
    QCOMPARE(ids(q), QStringList{QStringLiteral("security-floor")});
    q.text = QStringLiteral("ロックダウン");
    QCOMPARE(ids(q), QStringList{QStringLiteral("security-floor")});
    const auto encounter = index.card(game, QStringLiteral("security-floor"));
    QVERIFY(encounter);
    QCOMPARE(encounter->nameIn(QStringLiteral("ja")), QStringLiteral("B3層のロックダウン"));
    const QVariantMap e = encounter->data();
    QCOMPARE(e.value(QStringLiteral("scale")).toString(), QStringLiteral("human"));
    QCOMPARE(e.value(QStringLiteral("width")).toInt(), 16);
    QCOMPARE(e.value(QStringLiteral("height")).toInt(), 12);
    QCOMPARE(e.value(QStringLiteral("map")).toList().size(), 12);
    QCOMPARE(e.value(QStringLiteral("combatants")).toList().size(), 5);

    // A weapon: the carbine of two guards of one encounter and of a third in another is one
    // entry, with its three carriers; the underslung carbine of another encounter is its own.
    q.filters = kind("weapon");
    q.text = QStringLiteral("carbine");
    QCOMPARE(ids(q), (QStringList{QStringLiteral("weapon.carbine"), QStringLiteral("weapon.underslung-carbine")}));
    const QVariantMap carbine = index.card(game, QStringLiteral("weapon.carbine"))->data();
    QCOMPARE(carbine.value(QStringLiteral("attack")).toString(), QStringLiteral("ranged"));
    QCOMPARE(carbine.value(QStringLiteral("damage")).toInt(), 6);
    QCOMPARE(carbine.value(QStringLiteral("range")).toInt(), 30);
    QStringList carriers;
    for (const auto& c : carbine.value(QStringLiteral("carriers")).toList())
        carriers << c.toMap().value(QStringLiteral("name")).toString();
    QCOMPARE(carriers, (QStringList{QStringLiteral("Corridor guard"), QStringLiteral("Checkpoint guard"), QStringLiteral("Gantry lookout")}));
    // Found by who carries it too; melee weapons by the attack filter.
    q.text = QStringLiteral("checkpoint");
    QCOMPARE(ids(q), QStringList{QStringLiteral("weapon.carbine")});
    q.text.clear();
    q.filters.push_back({QStringLiteral("attack"), {QStringLiteral("melee")}, {}, {}});
    QVERIFY(ids(q).contains(QStringLiteral("weapon.baton")));
    QVERIFY(!ids(q).contains(QStringLiteral("weapon.carbine")));

    // A combatant sheet, as the engine reads it: wounds from Physique, armour by location.
    q.filters = kind("sheet");
    q.text = QStringLiteral("store room guard");
    QCOMPARE(ids(q), QStringList{QStringLiteral("security-floor.guard-3")});
    const QVariantMap guard = index.card(game, QStringLiteral("security-floor.guard-3"))->data();
    QCOMPARE(guard.value(QStringLiteral("side")).toString(), QStringLiteral("director"));
    QCOMPARE(guard.value(QStringLiteral("wounds")).toInt(), 3);
    QCOMPARE(guard.value(QStringLiteral("fate")).toInt(), 0);
    QCOMPARE(guard.value(QStringLiteral("armour")).toMap().value(QStringLiteral("body")).toInt(), 3);
    QCOMPARE(guard.value(QStringLiteral("armour")).toMap().value(QStringLiteral("head")).toInt(), 0);
    QCOMPARE(guard.value(QStringLiteral("skills")).toMap().value(QStringLiteral("subterfuge")).toInt(), 1);
    QCOMPARE(guard.value(QStringLiteral("scores")).toMap().value(QStringLiteral("physique")).toInt(), 35);
    QCOMPARE(guard.value(QStringLiteral("weapon")).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Baton"));
    QVERIFY(guard.value(QStringLiteral("stealth")).toBool());
    // An Eva's sheet: its pilot, and the armour C4 gives it when the file says none.
    q.text = QStringLiteral("unit 01");
    QCOMPARE(ids(q), QStringList{QStringLiteral("angel-city-block.unit-01")});
    const QVariantMap eva = index.card(game, QStringLiteral("angel-city-block.unit-01"))->data();
    QCOMPARE(eva.value(QStringLiteral("pilot")).toString(), QStringLiteral("Shinji Ikari"));
    QCOMPARE(eva.value(QStringLiteral("armour")).toMap().value(QStringLiteral("body")).toInt(), 4);
    QCOMPARE(eva.value(QStringLiteral("kind")).toString(), QStringLiteral("eva"));

    // Without the hook, Combat Grid has no cards: the collection would list nothing.
    CatalogIndex plain(tmp.path() + QStringLiteral("/plain.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("cg0"));
    QVERIFY(plain.open());
    QVERIFY(plain.rebuild());
    QCOMPARE(plain.cardCount(game), 0);
}

// An encounter file the game's loader refuses is an issue naming the file and the field; the
// other files still give their entries.
// The encounters the map editor saved (<data folder>/encounters/combatgrid/) are listed beside the
// ready ones; saving another makes the index stale (rebuilt with it); a broken saved file is a
// problem naming its path, and the rest still load.
void TestCatalog::combatGridSavedEncountersListed()
{
    QTemporaryDir tmp, saved;
    QVERIFY(QDir().mkpath(saved.path() + QStringLiteral("/encounters/combatgrid")));
    QFile ready(QStringLiteral(TABLETOP_SOURCE_CARDS "/combatgrid/encounters/security-floor.json"));
    QVERIFY(ready.open(QIODevice::ReadOnly));
    Json doc = Json::parse(ready.readAll().toStdString());
    auto save = [&](const QString& id, const QString& title) {
        doc["id"] = id.toStdString();
        doc["title"] = title.toStdString();
        QFile f(saved.path() + QStringLiteral("/encounters/combatgrid/") + id + QStringLiteral(".json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc.dump(2)));
    };
    save(QStringLiteral("walled-floor"), QStringLiteral("Walled Floor"));
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("cgsaved"));
    index.setEntrySources(tabletop::games::collectionEntries);
    index.setSavedContent(saved.path().toStdString(), {"encounters"});
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    QVERIFY2(index.issues().isEmpty(), qPrintable(index.issues().join('\n')));
    QVERIFY(index.isCurrent());
    SearchQuery q;
    q.game = QStringLiteral("combatgrid");
    q.filters = {{QStringLiteral("type"), {QStringLiteral("encounter")}, {}, {}}};
    QCOMPARE(index.search(q).rows.size(), qsizetype(6));
    q.text = QStringLiteral("walled");
    QCOMPARE(index.search(q).rows.size(), qsizetype(1));
    QCOMPARE(index.search(q).rows.front().id, QStringLiteral("walled-floor"));
    // Another saved: the index is no longer current, and a rebuild lists it.
    save(QStringLiteral("second-floor"), QStringLiteral("Second Floor"));
    QVERIFY(!index.isCurrent());
    QVERIFY(index.rebuild());
    q.text.clear();
    QCOMPARE(index.search(q).rows.size(), qsizetype(7));
    // A saved file that no longer loads is a problem naming its path.
    QFile broken(saved.path() + QStringLiteral("/encounters/combatgrid/broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"id\": \"broken\"");
    broken.close();
    QVERIFY(index.rebuild());
    QCOMPARE(index.search(q).rows.size(), qsizetype(7));
    QVERIFY2(index.issues().join('\n').contains(QStringLiteral("encounters/combatgrid/broken.json")), qPrintable(index.issues().join('\n')));
}

void TestCatalog::combatGridBadEncounterIsAnIssue()
{
    const fs::path folder = fs::path(TABLETOP_SOURCE_CARDS) / "combatgrid" / "encounters";
    QFile good(QString::fromStdString((folder / "high-ground-duel.json").string()));
    QVERIFY(good.open(QIODevice::ReadOnly));
    std::string text = good.readAll().toStdString();
    std::string bad = text;
    const auto at = bad.find("\"grace\": ");
    QVERIFY(at != std::string::npos);
    bad.replace(at, std::string("\"grace\": ").size(), "\"grace\": 700, \"x_\": ");
    const auto derived = tabletop::games::combatgrid::collectionEntriesFromText(
        "combatgrid", {{"bad.json", bad, true}, {"good.json", text, true}, {"broken.json", "{", true}});
    QCOMPARE(derived.issues.size(), std::size_t(2));
    const std::string first = derived.issues[0].text();
    QVERIFY2(first.find("combatgrid/encounters/bad.json") != std::string::npos && first.find("scores.grace") != std::string::npos,
             first.c_str());
    QVERIFY2(derived.issues[1].text().find("broken.json: not valid JSON") != std::string::npos, derived.issues[1].text().c_str());
    const GameCards g = loadGameCardsFromText("combatgrid", &derived.schemaText, derived.files);
    QVERIFY2(g.issues.empty(), qPrintable(joined(g)));
    QVERIFY(std::any_of(g.cards.begin(), g.cards.end(), [](const CardRecord& c) { return c.id() == "high-ground-duel"; }));
}

void TestCatalog::sortByGameFieldPutsMissingLast()
{
    // Grimoire: only the ten Insight grimoires have "insight".
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), fs::path(TABLETOP_SOURCE_CARDS), QStringLiteral("g"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    for (bool descending : {true, false}) {
        SearchQuery q;
        q.game = QStringLiteral("grimoire");
        q.sortField = QStringLiteral("insight");
        q.descending = descending;
        const auto r = index.search(q);
        QCOMPARE(r.total, 40);
        QCOMPARE(r.rows.size(), 40);
        for (int i = 0; i < 10; ++i)
            QVERIFY(r.rows.at(i).data().contains(QStringLiteral("insight")));
        for (int i = 10; i < 40; ++i)
            QVERIFY(!r.rows.at(i).data().contains(QStringLiteral("insight")));
        QCOMPARE(r.rows.front().data().value(QStringLiteral("insight")).toInt(), descending ? 5 : 3);
        QVERIFY(r.rows.at(10).name <= r.rows.at(11).name); // the rest by name
        q.limit = 5; // a full page: the exact count only when asked
        q.countExact = false;
        QCOMPARE(index.search(q).total, -1);
        QCOMPARE(index.count(q), 40);
    }
}

void TestCatalog::collectionSurvivesRebuild()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("c"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    QVERIFY(index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-001"), 4));
    QVERIFY(index.rebuild());
    QCOMPARE(index.owned(QStringLiteral("minideck"), QStringLiteral("md-001")), 4);
    QVERIFY(index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-001"), 0));
    QCOMPARE(index.owned(QStringLiteral("minideck"), QStringLiteral("md-001")), 0);
}

void TestCatalog::csvRoundTrip()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("csv1"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-001"), 3);
    index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-010"), 1);
    const QString csv = index.exportCsv();
    QCOMPARE(csv, QStringLiteral("game,id,name,count\nminideck,md-001,Red Scout,3\nminideck,md-010,Sachiel,1\n"));
    index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-001"), 0);
    index.setOwned(QStringLiteral("minideck"), QStringLiteral("md-010"), 0);
    const auto r = index.importCsv(csv);
    QVERIFY(r.problems.isEmpty());
    QCOMPARE(r.imported, 2);
    QCOMPARE(index.exportCsv(), csv);
}

void TestCatalog::csvBadLines()
{
    QTemporaryDir tmp;
    CatalogIndex index(tmp.path() + QStringLiteral("/db.sqlite"), kData / "cards", QStringLiteral("csv2"));
    QVERIFY(index.open());
    QVERIFY(index.rebuild());
    const auto r = index.importCsv(QStringLiteral("game,id,name,count\r\n"
                                                  "minideck,,Fire Bolt,2\r\n"       // by name
                                                  "minideck,md-404,Nothing,1\n"     // unknown
                                                  "minideck,md-001,Red Scout\n"     // 3 fields
                                                  "minideck,md-001,Red Scout,many\n" // bad count
                                                  "minideck,\"md-002,Red Knight,1\n" // unclosed quote
                                                  "\n"
                                                  "minideck,\"md-004\",\"Blue Sage\",5\n"));
    QCOMPARE(r.imported, 2);
    QCOMPARE(r.problems.size(), 4);
    QVERIFY(r.problems.at(0).startsWith(QStringLiteral("line 3: no card")));
    QVERIFY(r.problems.at(1).startsWith(QStringLiteral("line 4: expected 4 fields")));
    QVERIFY(r.problems.at(2).startsWith(QStringLiteral("line 5: the count")));
    QVERIFY(r.problems.at(3).startsWith(QStringLiteral("line 6: a quote")));
    QCOMPARE(index.owned(QStringLiteral("minideck"), QStringLiteral("md-003")), 2);
    QCOMPARE(index.owned(QStringLiteral("minideck"), QStringLiteral("md-004")), 5);
}

void TestCatalog::deckStoreSaves()
{
    QTemporaryDir tmp;
    DeckStore store(tmp.path());
    QString error;
    const QString a = store.save(QStringLiteral("minideck"), QStringLiteral("My/Deck"), "# game: minideck\n# name: My/Deck\n",
                                 {}, &error);
    QVERIFY2(!a.isEmpty(), qPrintable(error));
    QVERIFY(a.endsWith(QStringLiteral("My_Deck.deck")));
    const QString b = store.save(QStringLiteral("minideck"), QStringLiteral("My/Deck"), "# game: minideck\n", {}, &error);
    QVERIFY(b.endsWith(QStringLiteral("My_Deck (2).deck"))); // a second deck of the same name is not overwritten
    const QString c = store.save(QStringLiteral("minideck"), QStringLiteral("Renamed"), "# game: minideck\n# name: Renamed\n",
                                 a, &error);
    QVERIFY(!QFile::exists(a));
    const auto decks = store.decks(QStringLiteral("minideck"));
    QCOMPARE(decks.size(), 2);
    QCOMPARE(decks.front().name, QStringLiteral("My_Deck (2)"));
    QCOMPARE(decks.back().name, QStringLiteral("Renamed"));
    QVERIFY(store.remove(c));
    QVERIFY(!store.remove(QStringLiteral("/etc/passwd")));
}

// The one gate (core::validateDeckShape through catalog::checkDeckJson): a deck of the wrong
// shape gets its shape problems, each saying where and what, and the rules never count it.
void TestCatalog::deckShape_data()
{
    QTest::addColumn<QByteArray>("deck");
    QTest::addColumn<QStringList>("problems"); // the exact sentences, in order; empty: legal
    const QByteArray legal = R"("main": [{"name": "Red Scout", "count": 3}, {"name": "Red Knight", "count": 3},
        {"name": "Fire Bolt", "count": 3}, {"name": "Blue Sage", "count": 3}], "reserve": [{"name": "Ramiel", "count": 1}])";
    auto deck = [&](const QByteArray& sections) { return R"({"game": "minideck", "name": "T", "sections": {)" + sections + "}}"; };
    QTest::newRow("legal") << deck(legal) << QStringList();
    // Before the gate, 3 + 100 - 100 passed the 3-copy rule and built 103 copies.
    QTest::newRow("a negative count offsets nothing")
        << deck(R"("main": [{"name": "Red Scout", "count": 3}, {"name": "Red Scout", "count": 100}, {"name": "Red Scout", "count": -100},
                  {"name": "Red Knight", "count": 3}, {"name": "Fire Bolt", "count": 3}, {"name": "Blue Sage", "count": 3}],
                  "reserve": [{"name": "Ramiel", "count": 1}])")
        << QStringList{"sections.main[1].count: must be a whole number from 1 to 99, not 100",
                       "sections.main[2].count: must be a whole number from 1 to 99, not -100"};
    QTest::newRow("count zero") << deck(R"("main": [{"name": "Red Scout", "count": 0}])")
                                << QStringList{"sections.main[0].count: must be a whole number from 1 to 99, not 0"};
    QTest::newRow("count as text") << deck(R"("main": [{"name": "Red Scout", "count": "3"}])")
                                   << QStringList{"sections.main[0].count: must be a whole number from 1 to 99, not \"3\""};
    QTest::newRow("count a fraction") << deck(R"("main": [{"name": "Red Scout", "count": 2.5}])")
                                      << QStringList{"sections.main[0].count: must be a whole number from 1 to 99, not 2.5"};
    QTest::newRow("count huge") << deck(R"("main": [{"name": "Red Scout", "count": 18446744073709551615}])")
                                << QStringList{"sections.main[0].count: must be a whole number from 1 to 99, not 18446744073709551615"};
    QTest::newRow("count missing") << deck(R"("main": [{"name": "Red Scout"}])")
                                   << QStringList{"sections.main[0].count: is missing (must be a whole number from 1 to 99)"};
    QTest::newRow("entry not an object") << deck(R"("main": ["Red Scout"])")
                                         << QStringList{"sections.main[0]: must be an object {\"name\", \"count\"}, not a string"};
    QTest::newRow("name not a string") << deck(R"("main": [{"name": {"x": 1}, "count": 1}])")
                                       << QStringList{"sections.main[0].name: must be a card name, not an object"};
    QTest::newRow("name unknown") << deck(R"("main": [{"name": "Red Scuot", "count": 1}])")
                                  << QStringList{"sections.main[0].name: no card of this game is called \"Red Scuot\" (names must match exactly)"};
    QTest::newRow("name too long") << deck("\"main\": [{\"name\": \"" + QByteArray(201, 'x') + "\", \"count\": 1}]")
                                   << QStringList{"sections.main[0].name: must be at most 200 bytes long, not 201"};
    QTest::newRow("section unknown") << deck(R"("sideboard": [])")
                                     << QStringList{"sections.sideboard: unknown section (this game's sections: main, reserve)"};
    QTest::newRow("section odd name") << deck(R"("side board": [])")
                                      << QStringList{"sections[\"side board\"]: unknown section (this game's sections: main, reserve)"};
    QTest::newRow("section not a list") << deck(R"("main": {"name": "Red Scout", "count": 1})")
                                        << QStringList{"sections.main: must be a list of {\"name\", \"count\"}, not an object"};
    QTest::newRow("sections missing") << QByteArray(R"({"game": "minideck"})")
                                      << QStringList{"sections: is missing (an object of card lists)"};
    QTest::newRow("sections a list") << QByteArray(R"({"game": "minideck", "sections": []})")
                                     << QStringList{"sections: must be an object of card lists, not a list"};
    QTest::newRow("deck not an object") << QByteArray("[1, 2]")
                                        << QStringList{"deck: must be an object {\"game\", \"name\", \"sections\"}, not a list"};
    QTest::newRow("game of another") << QByteArray(R"({"game": "neotokyo", "sections": {}})")
                                     << QStringList{"game: this deck is for \"neotokyo\", not for \"minideck\""};
    QTest::newRow("game not a string") << QByteArray(R"({"game": 3, "sections": {}})")
                                       << QStringList{"game: must be a string, not a number"};
    QByteArray many = "\"main\": [";
    for (int i = 0; i < 301; ++i)
        many += QByteArray(i ? "," : "") + R"({"name": "Red Scout", "count": 1})";
    QTest::newRow("too many entries") << deck(many + "]")
                                      << QStringList{"sections: at most 300 card entries in all, not 301"};
}

void TestCatalog::deckShape()
{
    QFETCH(QByteArray, deck);
    QFETCH(QStringList, problems);
    const minideck::MiniDeckRules r;
    const GameCards cards = loadGameCards(kData / "cards", "minideck");
    const Json json = Json::parse(deck.toStdString());
    const DeckReport report = checkDeckJson(json, &r, deckShapeOf(cards));
    QStringList got;
    for (const auto& m : report.ruleProblems) {
        got << QString::fromStdString(m.text);
        QVERIFY(QString::fromStdString(m.id).startsWith(QStringLiteral("deck.shape.")));
        QCOMPARE(QString::fromStdString(m.rule), QStringLiteral("deck.shape"));
    }
    QCOMPARE(got, problems);
    QCOMPARE(report.legal(), problems.isEmpty());
    // The same gate through DeckList: fromJson refuses every deck of the wrong shape.
    if (problems.isEmpty())
        QVERIFY(DeckList::fromJson(json).toJson() == json);
}

void TestCatalog::deckShapeReportsTheFirstProblems()
{
    Json list = Json::array();
    for (int i = 0; i < 25; ++i)
        list.push_back({{"name", "Red Scout"}, {"count", -i}});
    const Json deck{{"game", "minideck"}, {"sections", {{"main", list}}}};
    tabletop::core::DeckShape shape;
    const auto problems = tabletop::core::validateDeckShape(deck, shape);
    QCOMPARE(problems.size(), shape.maxProblems + 1);
    QCOMPARE(QString::fromStdString(problems.front().text),
             QStringLiteral("sections.main[0].count: must be a whole number from 1 to 99, not 0"));
    QCOMPARE(QString::fromStdString(problems.back().text), QStringLiteral("and 15 more problems"));
    QCOMPARE(problems.back().args["count"].get<int>(), 15);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DeckList::fromJson(deck));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
