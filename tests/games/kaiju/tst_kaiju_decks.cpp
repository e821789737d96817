// Kaiju City's card file through the catalog (the schema, then what it cannot say), its deck
// lists (sections team, planning and combat), the deck construction rules and decks in play
// (docs/games/kaiju.md, "Cards" and "Decks").
#include "core/Match.h"
#include "games/kaiju/KaijuRules.h"

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace tabletop;
using core::Json;
namespace kc = tabletop::games::kaiju;

namespace {
const kc::KaijuRules kRules;

std::string readSource(const char* path)
{
    QFile f(QString::fromUtf8(KAIJU_SOURCE) + "/" + QString::fromUtf8(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

const std::vector<const char*> kStarterFiles{"1-trench-tide.deck", "2-iron-vanguard.deck", "3-ember-host.deck",
                                             "4-deep-chorus.deck", "5-storm-wing.deck"};

Json deckOf(const std::string& text)
{
    std::vector<std::string> errors;
    Json deck = kc::parseDeckList(text, errors);
    if (!errors.empty())
        qWarning("%s", errors.front().c_str());
    return deck;
}

std::string starterText(int i)
{
    return readSource((std::string("cards/kaiju/decks/") + kStarterFiles[static_cast<std::size_t>(i)]).c_str());
}

// A starter deck's text with one line replaced (or a line added when `from` is empty).
std::string edited(const std::string& text, const std::string& from, const std::string& to)
{
    std::string out = text;
    if (from.empty())
        return out + to + "\n";
    const auto at = out.find(from);
    if (at == std::string::npos)
        return "line not found: " + from;
    out.replace(at, from.size(), to);
    return out;
}

core::MatchConfig config(Json decks)
{
    core::MatchConfig c;
    c.game = "kaiju";
    c.seats = 2;
    c.seed = 7;
    c.decks = std::move(decks);
    return c;
}
} // namespace

class TestKaijuDecks : public QObject {
    Q_OBJECT
private slots:
    // The shipped file passes the schema and the rules' own checks.
    void cards_shippedFilePasses()
    {
        std::vector<std::string> errors;
        const auto set = kc::parseCardSet(readSource("cards/kaiju/cards.json"), readSource("cards/kaiju/schema.json"), errors);
        QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().c_str());
        QCOMPARE(set.cards.size(), kc::builtInCards().cards.size());
    }

    // Every kind of bad card file, each with the sentence the rules say (the schema's problems
    // as the catalog words them, "card N (id).field: ...", and what only the rules can say).
    void cards_rejectBadFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("error");
        auto cards = [](const char* card) {
            return QStringLiteral(R"({"game":"kaiju","cards":[%1]})").arg(QString::fromUtf8(card));
        };
        QTest::newRow("bad JSON") << QStringLiteral(R"({"game":"kaiju","cards":[)")
                                  << QStringLiteral("kaiju/cards.json: not valid JSON");
        QTest::newRow("missing field") << cards(R"({"id":"x","name":"X","text":""})")
                                       << QStringLiteral("card 0 (x): field \"kind\" is required");
        QTest::newRow("wrong type")
            << cards(R"({"id":"x","name":"X","text":"","kind":"location","fortitude":"3","glory":1})")
            << QStringLiteral("card 0 (x).fortitude: must be integer, not string \"3\"");
        QTest::newRow("unknown field")
            << cards(R"({"id":"x","name":"X","text":"","kind":"location","fortitude":3,"glory":1,"height":9})")
            << QStringLiteral("card 0 (x).height: is not a field the schema allows");
        QTest::newRow("unknown effect")
            << cards(R"({"id":"x","name":"X","text":"","kind":"event","effects":{"teleport":1}})")
            << QStringLiteral("card 0 (x).effects.teleport: is not a field the schema allows");
        QTest::newRow("bad enum")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"left","damage":2})")
            << QStringLiteral("card 0 (x).side: must be one of");
        QTest::newRow("bad keyword")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"sword","damage":2,"keywords":["sneaky"]})")
            << QStringLiteral("card 0 (x).keywords[0]: must be one of");
        QTest::newRow("value out of range")
            << cards(R"({"id":"x","name":"X","text":"","kind":"scar","scarPower":-4})")
            << QStringLiteral("card 0 (x).scarPower: must be at least -3, not -4");
        QTest::newRow("duplicate id")
            << cards(R"({"id":"x","name":"X","text":"","kind":"scar","scarPower":-1},{"id":"x","name":"Y","text":"","kind":"scar","scarPower":1})")
            << QStringLiteral("card 1 (x).id: is used by another card of this game");
        QTest::newRow("wrong game") << QStringLiteral(R"({"game":"servants","cards":[]})")
                                    << QStringLiteral("kaiju/cards.json: field game: says \"servants\"");
        // What the schema cannot say: the fields a kind needs or may have.
        QTest::newRow("kaiju without affiliation")
            << cards(R"({"id":"x","name":"X","text":"","kind":"kaiju","fortitude":10})")
            << QStringLiteral("card 0 (x): field \"affiliation\" is required for a kaiju");
        QTest::newRow("city card without fortitude")
            << cards(R"({"id":"x","name":"X","text":"","kind":"opponent","glory":2})")
            << QStringLiteral("card 0 (x): field \"fortitude\" is required for a city card (ruling K7)");
        QTest::newRow("combat card without side")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","damage":2})")
            << QStringLiteral("card 0 (x): field \"side\" is required for a combat card (sword or shield)");
        QTest::newRow("side of a location")
            << cards(R"({"id":"x","name":"X","text":"","kind":"location","fortitude":3,"side":"sword"})")
            << QStringLiteral("card 0 (x): field \"side\" is a combat card's (kind combat)");
        QTest::newRow("pierce without FIERCE")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"sword","damage":2,"pierce":1})")
            << QStringLiteral("card 0 (x): field \"pierce\" is the text of a FIERCE card (keyword fierce missing)");
        QTest::newRow("combo without CHAIN")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"sword","damage":2,"combo":1})")
            << QStringLiteral("card 0 (x): field \"combo\" is the text of a CHAIN card (keyword chain missing)");
        QTest::newRow("preempt without QUICK")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"sword","damage":2,"preempt":1})")
            << QStringLiteral("card 0 (x): field \"preempt\" is the text of a QUICK card (keyword quick missing)");
        QTest::newRow("scar change on a combat card")
            << cards(R"({"id":"x","name":"X","text":"","kind":"combat","side":"sword","damage":2,"scarPower":1})")
            << QStringLiteral("card 0 (x): field \"scarPower\" is a scar's change to a kaiju (kind scar)");
        QTest::newRow("empty requirement")
            << cards(R"({"id":"x","name":"X","text":"","kind":"ally","fortitude":4,"glory":2,"requires":{}})")
            << QStringLiteral("card 0 (x): field \"requires\" must be {\"trait\": t} or {\"affiliation\": a}");
        QTest::newRow("effects of a scar")
            << cards(R"({"id":"x","name":"X","text":"","kind":"scar","scarPower":1,"effects":{"gainGlory":1}})")
            << QStringLiteral("card 0 (x): field \"effects\" is an event's (kind event)");
    }
    void cards_rejectBadFiles()
    {
        QFETCH(QString, file);
        QFETCH(QString, error);
        std::vector<std::string> errors;
        kc::parseCardSet(file.toStdString(), readSource("cards/kaiju/schema.json"), errors);
        QVERIFY(!errors.empty());
        QVERIFY2(QString::fromStdString(errors.front()).startsWith(error), errors.front().c_str());
    }

    // The five starters are deck files: each reads without a problem, passes the deck rules and
    // is the loadout its seat plays (seat k: starter k mod 5).
    void deck_startersAreLegalDeckFiles()
    {
        QCOMPARE(kc::starterDecks().size(), kStarterFiles.size());
        for (int i = 0; i < static_cast<int>(kStarterFiles.size()); ++i) {
            std::vector<std::string> errors;
            const Json deck = kc::parseDeckList(starterText(i), errors);
            QVERIFY2(errors.empty(), kStarterFiles[static_cast<std::size_t>(i)]);
            const auto problems = kRules.checkDeck(deck);
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().text.c_str());
            const kc::Loadout l = kc::loadoutOfDeck(deck, kc::builtInCards());
            const kc::Loadout& starter = kc::builtInCards().starters[static_cast<std::size_t>(i)];
            QCOMPARE(l.team, starter.team);
            QCOMPARE(l.planning, starter.planning);
            QCOMPARE(l.combat, starter.combat);
            QCOMPARE(l.name, starter.name);
        }
    }

    // Each deck rule, broken once in a starter deck, with its sentence naming the section and
    // the card.
    void deck_checkNamesSectionAndCard_data()
    {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("text");
        const std::string trench = starterText(0);
        auto row = [](const char* name, const std::string& deck, const char* id, const char* text) {
            QTest::newRow(name) << QString::fromStdString(deck) << QString::fromUtf8(id) << QString::fromUtf8(text);
        };
        row("four kaiju", edited(trench, "1 Tidewyrm\n", "1 Tidewyrm\n1 Coral Sentinel\n"), "kaiju.deck.teamSize",
            "[team] a default team has 1 to 3 kaiju (4 given)");
        row("no kaiju", edited(edited(edited(trench, "1 Grothmaw\n", ""), "1 Silt Lancer\n", ""), "1 Tidewyrm\n", ""),
            "kaiju.deck.teamSize", "[team] a default team has 1 to 3 kaiju (0 given)");
        row("two affiliations", edited(trench, "1 Tidewyrm", "1 Gearjaw"), "kaiju.deck.affiliation",
            "[team] the kaiju of a default team share one affiliation (iron, trench given)");
        row("a kaiju twice", edited(trench, "1 Tidewyrm", "1 Grothmaw"), "kaiju.deck.kaijuTwice",
            "[team] \"Grothmaw\" is on the team twice");
        row("not a kaiju", edited(trench, "1 Tidewyrm", "1 Brace"), "kaiju.deck.notKaiju",
            "[team] \"Brace\" is not a kaiju");
        row("combat card in planning", edited(trench, "1 Harbour Pilot", "1 Brace"), "kaiju.deck.notPlanning",
            "[planning] \"Brace\" is not a planning card");
        row("four copies", edited(trench, "2 Subway Hub", "4 Subway Hub"), "kaiju.deck.planningCopies",
            "[planning] 4 copies of \"Subway Hub\" (at most 3)");
        row("29 planning cards", edited(trench, "1 Emergency Broadcast\n", ""), "kaiju.deck.planningSize",
            "[planning] 29 cards (at least 30)");
        row("kaiju in combat", edited(trench, "2 Brace", "2 Brace\n1 Grothmaw"), "kaiju.deck.notCombat",
            "[combat] \"Grothmaw\" is not a combat card");
        row("three copies", edited(trench, "2 Brace", "3 Brace"),
            "kaiju.deck.combatCopies", "[combat] 3 copies of \"Brace\" (at most 2)");
        row("16 combat cards", edited(edited(trench, "2 Brace\n", ""), "2 Crushing Bite\n", ""), "kaiju.deck.combatSize",
            "[combat] 16 cards (at least 20)");
        row("more swords", edited(trench, "2 Brace\n", "2 Brace\n2 Rivet Fist\n"), "kaiju.deck.swordShield",
            "[combat] 12 sword and 10 shield cards (must be equal)");
        row("another game", edited(trench, "# game: kaiju", "# game: servants"), "kaiju.deck.wrongGame",
            "This deck is for another game, not Kaiju City");
    }
    void deck_checkNamesSectionAndCard()
    {
        QFETCH(QString, deck);
        QFETCH(QString, id);
        QFETCH(QString, text);
        QVERIFY2(!deck.startsWith("line not found"), qPrintable(deck));
        std::vector<std::string> errors;
        const Json json = kc::parseDeckList(deck.toStdString(), errors);
        const auto problems = kRules.checkDeck(json);
        QVERIFY(!problems.empty());
        bool found = false;
        for (const auto& p : problems) {
            QCOMPARE(QString::fromStdString(p.rule), QStringLiteral("kaiju.deck"));
            if (QString::fromStdString(p.id) == id) {
                QCOMPARE(QString::fromStdString(p.text), text);
                found = true;
            }
        }
        QVERIFY2(found, problems.front().text.c_str());
    }

    // A deck JSON that does not have the shape of one: its entries named.
    void deck_checkShape()
    {
        auto ids = [](const Json& deck) {
            std::vector<std::string> out;
            for (const auto& p : kRules.checkDeck(deck))
                out.push_back(p.id);
            return out;
        };
        QCOMPARE(ids(Json::array()), std::vector<std::string>{"kaiju.deck.format"});
        QCOMPARE(ids(Json{{"sections", Json{{"main", Json::array()}}}}),
                 std::vector<std::string>{"kaiju.deck.unknownSection"});
        QCOMPARE(ids(Json{{"sections", Json{{"team", Json::array({Json{{"name", "Grothmaw"}, {"count", 0}}})}}}}),
                 std::vector<std::string>{"kaiju.deck.entry"});
        const auto unknown = kRules.checkDeck(
            Json{{"sections", Json{{"team", Json::array({Json{{"name", "Godzilla"}, {"count", 1}}})}}}});
        QCOMPARE(unknown.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(unknown[0].id), QStringLiteral("kaiju.deck.unknownCard"));
        QCOMPARE(QString::fromStdString(unknown[0].text),
                 QStringLiteral("[team] entry 1: there is no Kaiju City card called \"Godzilla\""));
    }

    // Deck lists: the reader's problems name the line, in this game's words.
    void deck_listErrorsNameTheLine()
    {
        std::vector<std::string> errors;
        kc::parseDeckList("# game: kaiju\n[team]\n1 Grothmaw\n[sideboard]\n2 Brace\n", errors);
        QCOMPARE(errors.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(errors[0]),
                 QStringLiteral("line 4: unknown section [sideboard] (Kaiju City has team, planning and combat)"));
        QCOMPARE(QString::fromStdString(errors[1]), QStringLiteral("line 5: \"Brace\" is under an unknown section"));
        errors.clear();
        kc::parseDeckList("# game: kaiju\n[combat]\n2 Bracce\n", errors);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(errors[0]), QStringLiteral("line 3: there is no Kaiju City card called \"Bracce\""));
    }

    // Decks in play: a seat with a deck plays its team and exactly its cards; a seat without
    // one its starter; an illegal deck is refused with its first problem.
    void play_customDeckGivesTheSeatItsTeamAndCards()
    {
        // Seat 0 brings the Ember Host deck (its own starter is Trench Tide) with two kaiju only.
        const std::string text = edited(starterText(2), "1 Cindertusk\n", "");
        const Json deck = deckOf(text);
        QVERIFY(kRules.checkDeck(deck).empty());
        core::Match match(kRules, config(Json::array({deck, nullptr})));
        const auto& s = static_cast<const kc::KaijuState&>(match.state());
        const auto& cards = kc::builtInCards();
        QCOMPARE(s.seats[0].team.size(), std::size_t(2));
        QCOMPARE(cards.at(s.seats[0].team[0].card).id, std::string("magmaroth"));
        QCOMPARE(cards.at(s.seats[0].team[1].card).id, std::string("ashwing"));
        const kc::Loadout l = kc::loadoutOfDeck(deck, cards);
        auto count = [&](const std::vector<kc::Card>& a, const std::vector<kc::Card>& b) {
            std::map<std::string, int> out;
            for (const auto* list : {&a, &b})
                for (const auto& c : *list)
                    ++out[cards.at(c.card).id];
            return out;
        };
        QCOMPARE(count(s.seats[0].planningDeck, s.seats[0].planningHand), l.planning);
        QCOMPARE(count(s.seats[0].combatDeck, s.seats[0].combatHand), l.combat);
        // Energy: 10 plus the highest Power of the team brought.
        int highest = 0;
        for (const auto& id : l.team)
            highest = std::max(highest, cards.at(cards.indexOf(id)).power);
        QCOMPARE(s.seats[0].energy, kc::KaijuRules::kStartEnergy + highest);
        // Seat 1 has no deck: its starter (Iron Vanguard).
        QCOMPARE(count(s.seats[1].combatDeck, s.seats[1].combatHand), cards.starters[1].combat);
        QCOMPARE(cards.at(s.seats[1].team[0].card).id, cards.starters[1].team[0]);
    }

    void play_illegalDeckRefusedAtSetup()
    {
        const Json deck = deckOf(edited(starterText(0), "1 Tidewyrm", "1 Gearjaw"));
        try {
            core::Match match(kRules, config(Json::array({nullptr, deck})));
            QFAIL("an illegal deck was accepted");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("the deck of seat 2 is not legal: [team] the kaiju of a default team share one "
                                    "affiliation (iron, trench given)"));
        }
    }

    // The record carries the decks: a game replayed from it has the same teams and cards.
    void play_recordCarriesTheDecks()
    {
        const Json deck = deckOf(edited(starterText(4), "1 Ashwing\n", ""));
        core::Match match(kRules, config(Json::array({deck, nullptr})));
        const core::Json record = match.record();
        QCOMPARE(record["config"]["decks"][0], deck);
        const auto replayed = core::Match::fromRecord(kRules, record);
        const auto& s = static_cast<const kc::KaijuState&>(replayed->state());
        QCOMPARE(s.seats[0].team.size(), std::size_t(2));
        QCOMPARE(kRules.toJson(replayed->state()), kRules.toJson(match.state()));
    }
};

QTEST_GUILESS_MAIN(TestKaijuDecks)
#include "tst_kaiju_decks.moc"
