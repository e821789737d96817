#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "Messages.h"
#include "../../support/QuickDriver.h"

#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::GameController;

// The seed of the whole game these tests play (seat 0 first), so a failure can be replayed.
static const QString kSeed = QStringLiteral("20261126");

// A board in the middle of a match, for the battle and the chain: both mats partly filled, a
// set servant on each side, an Equip card on a servant, a Map card, cards in the graveyards.
// {PHASE} is "battle" or "main1".
static const char* kBoard = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 7, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 6, "firstPlayer": 0, "phase": "{PHASE}",
  "seats": [
   {"health": 850,
    "deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Cinder Sprite", "Ember Hound", "Pyre Dancer", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "hand": ["Ember Toll", "Ember Hound", "Pyre Dancer", "Second Wind"],
    "graveyard": ["Cinder Sprite", "Sudden Gust"],
    "servants": [{"card": "Furnace Golem"}, {"card": "Whisperwind Duelist"}, null, {"card": "Static Weasel", "position": "set"}, null],
    "strategies": [{"card": "Sharpened Resolve", "faceDown": false, "target": {"seat": 0, "slot": 0}}, "Counterspell Sigil", null, null, null]},
   {"health": 700,
    "deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Tidepool Scout", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "hand": ["Tidepool Scout", "Second Wind", "Coral Serpent"],
    "graveyard": ["Brine Lancer", "Moss-Backed Tortoise"],
    "servants": [{"card": "Quarry Beetle", "position": "defense"}, {"card": "Mirror Lake Sage"}, {"card": "Glacier Construct", "position": "set"}, null, null],
    "strategies": ["Flash of Insight", {"card": "Stone Skin Ward", "faceDown": false, "target": {"seat": 1, "slot": 1}}, "Sudden Gust", null, null]}
  ],
  "map": "Drowned Cathedral"
 }
})";

// Skyforge Titan (level 7) and five servants to choose two sacrifices from.
static const char* kSacrifice = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 1, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 3, "phase": "main1",
  "seats": [
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"], "hand": ["Skyforge Titan", "Ember Hound"],
    "servants": [{"card": "Tidepool Scout"}, {"card": "Gravemarsh Lurker", "position": "set"}, {"card": "Cinder Sprite"},
                 {"card": "Gale Sparrow"}, {"card": "Static Weasel"}]},
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"]}
  ]
 }
})";

// Borrowed Banner in Ann's hand; Ben's Lanternveil Warden (a Multi-trigger power that answers
// attacks) and Ember Hound.
static const char* kLent = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 1, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 6, "phase": "main1",
  "seats": [
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"], "hand": ["Borrowed Banner"],
    "servants": [{"card": "Furnace Golem"}]},
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "servants": [{"card": "Lanternveil Warden"}, {"card": "Ember Hound"}]}
  ]
 }
})";

// Ann's Gallowmere Headsman (a Multi-trigger power that targets) and Hollowreed Piper (a
// Multi-trigger Special Summon); Ben has a set servant.
const char* kPowers = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 1, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 6, "phase": "main1",
  "seats": [
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"], "hand": ["Thornwake Sprite"],
    "servants": [{"card": "Gallowmere Headsman", "changedThisTurn": true}, {"card": "Hollowreed Piper", "changedThisTurn": true}]},
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "servants": [{"card": "Ember Hound"}, {"card": "Cinderhusk Martyr", "position": "set"}]}
  ]
 }
})";

// Ann's set Briarhold Snare-Witch (FLIP: destroy 1 other servant) and Copper Sentry Mk I (OFF 100);
// Ben's Ember Hound and set Sunken Bellringer (DEF 130; FLIP: return 1 other face-up servant to its
// owner's hand).
const char* kFlip = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 1, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 6, "phase": "main1",
  "seats": [
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "servants": [{"card": "Briarhold Snare-Witch", "position": "set"}, {"card": "Copper Sentry Mk I"}]},
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"],
    "servants": [{"card": "Ember Hound"}, {"card": "Sunken Bellringer", "position": "set"}]}
  ]
 }
})";

// Ann (seat 0) to summon Gale Sparrow; Ben holds a set Sparkfall Volley and a set Flash of Insight,
// answers to a summon and to the end of the turn (docs/games/servants.md, "Responses").
const char* kSummonAsk = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "servants", "version": 1},
 "config": {"game": "servants", "seats": 2, "seed": 1, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "active": 0, "turn": 6, "phase": "main1",
  "seats": [
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"], "hand": ["Gale Sparrow"],
    "servants": [{"card": "Ember Hound"}]},
   {"deck": ["Gale Sparrow", "Gale Sparrow", "Gale Sparrow"], "hand": ["Tidepool Scout", "Coral Serpent"],
    "servants": [{"card": "Quarry Beetle", "position": "defense"}],
    "strategies": ["Sparkfall Volley", "Flash of Insight"]}
  ]
 }
})";
// Two people share one computer for a Servant Zones game, through the real UI: a servant
// dragged from the hand lights the free slots and asks Summon or Set; a Sacrifice Summon asks
// for its sacrifices by clicks; an attacker dragged onto a target shows what the damage table
// will do and declares the attack; the chain grows as a visible stack while each question
// goes behind the curtain; and a whole game is played to its end.
class ServantsEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void summonByDragAsksSummonOrSet();
    void sacrificeSummonAsksForTheSacrifices();
    void positionsAndHiddenCardsOnTheMats();
    void refusalSentencesAndJapaneseCards();
    void attackByDragShowsTheDamageAndResolves();
    void chainGrowsBehindTheCurtainAndResolves();
    void multiTriggerBehindTheCurtainAndTheLentMarker();
    void targetedPowerAndPowerSpecialSummonByClicks();
    void flipPowerTargetsByClicksAndTheQuestionAfterAnAttack();
    void summonAndEndPhaseQuestionsBehindTheCurtain();
    void wholeGameHotSeatToTheEnd();

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    QList<QQuickItem*> cardItems(QQuickItem* under) const;
    QQuickItem* cardNamed(QQuickItem* under, const QString& name) const;
    QVariantMap seat(int s) const { return m_game->view().value(QStringLiteral("seats")).toList().at(s).toMap(); }
    void revealIfCurtain();
    void passTheChain();
    void checkNoHandShows();
    bool load(const char* record, const QString& phase = {});
    void clickMenu(const QString& type);
    void shot(const QString& name) { quickdriver::shot(m_window, name); }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
    QTemporaryDir m_dir;
};

void ServantsEndToEnd::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    // In English whatever an interrupted run left in the settings (a switch later rebuilds the pages).
    QStandardPaths::setTestModeEnabled(true); // as startApp does, before the settings are read
    tabletop::ui::AppSettings::instance()->setLanguage(QStringLiteral("en"));
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    m_window->resize(1280, 800);
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    QVERIFY(m_game);
    m_game->setReviewMoves(false);
    QVERIFY2(m_game->newGame(QStringLiteral("servants"), {QStringLiteral("Ann"), QStringLiteral("Ben")}, kSeed,
                             {{QStringLiteral("firstPlayer"), 0}}),
             qPrintable(m_game->lastError()));
    qInfo("Servant Zones end-to-end seed: %s", qPrintable(kSeed));
    QMetaObject::invokeMethod(m_window, "openTable");
    QTRY_VERIFY(find(QStringLiteral("servantsTable")));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
}

QList<QQuickItem*> ServantsEndToEnd::cardItems(QQuickItem* under) const
{
    QList<QQuickItem*> out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (item->isVisible() && item->property("faceComponent").isValid() && item->property("cardWidth").isValid() &&
            item->property("card").isValid())
            out << item;
        for (auto* c : item->childItems())
            walk(c);
    };
    if (under)
        walk(under);
    return out;
}

QQuickItem* ServantsEndToEnd::cardNamed(QQuickItem* under, const QString& name) const
{
    for (auto* c : cardItems(under))
        if (c->property("card").toMap().value(QStringLiteral("name")).toString() == name)
            return c;
    return nullptr;
}

void ServantsEndToEnd::checkNoHandShows()
{
    for (const auto& s : m_game->view().value(QStringLiteral("seats")).toList())
        QVERIFY2(s.toMap().value(QStringLiteral("hand")).isNull(), "a hand shows under the curtain");
    QVERIFY(m_game->legalActions().isEmpty());
}

void ServantsEndToEnd::revealIfCurtain()
{
    if (!m_game->curtain())
        return;
    checkNoHandShows();
    QTRY_VERIFY(find(QStringLiteral("curtainButton")));
    QTRY_VERIFY(find(QStringLiteral("curtainButton"))->isEnabled());
    quickdriver::click(m_window, find(QStringLiteral("curtainButton")));
    QTRY_VERIFY(!m_game->curtain());
}

bool ServantsEndToEnd::load(const char* record, const QString& phase)
{
    QString text = QString::fromUtf8(record);
    text.replace(QStringLiteral("{PHASE}"), phase);
    const QString path = m_dir.filePath(QStringLiteral("position-%1.json").arg(phase.isEmpty() ? QStringLiteral("x") : phase));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
        return false;
    f.close();
    // The pointer rests on the top bar, not over a slot a card of the new position will fill
    // (that card's hover preview would then cover the table).
    QTest::mouseMove(m_window, QPoint(m_window->width() / 2, 30));
    QTest::qWait(50);
    if (!m_game->loadGame(path)) {
        qWarning("%s", qPrintable(m_game->lastError()));
        return false;
    }
    QTest::qWait(50);
    return true;
}

void ServantsEndToEnd::clickMenu(const QString& type)
{
    QTRY_VERIFY2(find(QStringLiteral("menu_") + type), qPrintable(QStringLiteral("no menu entry for %1").arg(type)));
    QQuickItem* item = find(QStringLiteral("menu_") + type);
    QTRY_VERIFY(item->isEnabled() && item->height() > 0);
    QTest::qWait(150); // the menu opens with a short animation
    quickdriver::click(m_window, item);
}

void ServantsEndToEnd::summonByDragAsksSummonOrSet()
{
    revealIfCurtain();
    QCOMPARE(m_game->view().value(QStringLiteral("phase")).toString(), QStringLiteral("main1"));
    const int me = m_game->viewerSeat();
    QCOMPARE(me, 0);
    // A servant of the hand that may be Normal Summoned.
    QQuickItem* card = nullptr;
    QString id;
    for (auto* c : cardItems(find(QStringLiteral("hand")))) {
        const QVariantMap data = c->property("card").toMap();
        for (const auto& a : m_game->actionsFor(data.value(QStringLiteral("id")).toString()))
            if (a.toMap().value(QStringLiteral("type")) == QLatin1String("summon") && !card) {
                card = c;
                id = data.value(QStringLiteral("id")).toString();
            }
    }
    QVERIFY2(card, qPrintable(QStringLiteral("seed %1: no servant in the opening hand can be summoned").arg(kSeed)));
    QQuickItem* target = find(QStringLiteral("servant_0_2"));
    QVERIFY(target);
    // Carry it over the mat and look before letting go: every free servant slot of the
    // viewer lights, no strategy slot and no slot of the opponent does.
    QTest::mouseMove(m_window, QPoint(m_window->width() / 2, 30));
    QTest::qWait(200);
    const QPoint a = card->mapToScene(QPointF(card->width() / 2, card->height() / 2)).toPoint();
    const QPoint b = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, {}, a, 300);
    for (int i = 1; i <= 25; ++i) {
        QTest::mouseMove(m_window, a + (b - a) * i / 25);
        QTest::qWait(5);
    }
    QTest::qWait(50);
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(find(QStringLiteral("servant_0_%1").arg(i))->property("lit").toBool(), qPrintable(QStringLiteral("slot %1 not lit").arg(i)));
        QVERIFY(!find(QStringLiteral("servant_1_%1").arg(i))->property("lit").toBool());
        QVERIFY(!find(QStringLiteral("strategy_0_%1").arg(i))->property("lit").toBool());
    }
    shot(QStringLiteral("servants-drag-summon"));
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    // The drop asks Summon or Set.
    QTRY_VERIFY(find(QStringLiteral("menu_summon")));
    QVERIFY(find(QStringLiteral("menu_set")));
    const int before = m_game->actionCount();
    clickMenu(QStringLiteral("summon"));
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    const QVariantMap placed = seat(0).value(QStringLiteral("servants")).toList().at(2).toMap();
    QCOMPARE(placed.value(QStringLiteral("id")).toString(), id);
    QCOMPARE(placed.value(QStringLiteral("position")).toString(), QStringLiteral("offense"));
    // Upright in Offense Position.
    QQuickItem* onMat = find(QStringLiteral("card_") + id);
    QVERIFY(onMat);
    QVERIFY(!onMat->property("sideways").toBool());
}

void ServantsEndToEnd::sacrificeSummonAsksForTheSacrifices()
{
    QVERIFY(load(kSacrifice));
    revealIfCurtain();
    QQuickItem* titan = cardNamed(find(QStringLiteral("hand")), QStringLiteral("Skyforge Titan"));
    QVERIFY(titan);
    // Click the Titan, then the slot of the servant it will replace: Summon, then the sacrifices.
    quickdriver::click(m_window, titan);
    QTRY_VERIFY(find(QStringLiteral("servant_0_0"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("servant_0_0")));
    clickMenu(QStringLiteral("summon"));
    QTRY_VERIFY(find(QStringLiteral("promptText"))->property("text").toString().contains(QStringLiteral("sacrifice")));
    const QVariantList before = seat(0).value(QStringLiteral("servants")).toList();
    const QString first = before.at(0).toMap().value(QStringLiteral("id")).toString();
    const QString second = before.at(2).toMap().value(QStringLiteral("id")).toString();
    // Slot 0 must be freed: only the picks that can still make a legal summon stay lit.
    quickdriver::click(m_window, find(QStringLiteral("card_") + first));
    QTRY_VERIFY(find(QStringLiteral("servant_0_2"))->property("lit").toBool());
    const int actions = m_game->actionCount();
    quickdriver::click(m_window, find(QStringLiteral("card_") + second));
    QTRY_COMPARE(m_game->actionCount(), actions + 1);
    const QVariantList after = seat(0).value(QStringLiteral("servants")).toList();
    QCOMPARE(after.at(0).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Skyforge Titan"));
    QVERIFY(after.at(2).isNull());
    QCOMPARE(seat(0).value(QStringLiteral("graveyard")).toList().size(), 2);
    // The graveyard opens as a list of both.
    quickdriver::click(m_window, find(QStringLiteral("graveyardButton_0")));
    QTRY_VERIFY(find(QStringLiteral("graveyardList")));
    QTRY_COMPARE(find(QStringLiteral("graveyardList"))->property("count").toInt(), 2);
    quickdriver::click(m_window, find(QStringLiteral("graveyardClose")));
    QTRY_VERIFY(!find(QStringLiteral("graveyardList")));
}

void ServantsEndToEnd::positionsAndHiddenCardsOnTheMats()
{
    QVERIFY(load(kBoard, QStringLiteral("main1")));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    // Ann's own set servant lies across its slot, its face seen through a veil.
    QQuickItem* mySet = cardNamed(find(QStringLiteral("servant_0_3")), QStringLiteral("Static Weasel"));
    QVERIFY(mySet);
    QVERIFY(mySet->property("sideways").toBool());
    QVERIFY(!mySet->property("hidden").toBool());
    QVERIFY(quickdriver::find(m_window, QStringLiteral("setVeil"), true));
    // Ben's set servant and set strategies show only their backs; his Defense servant lies across.
    const QList<QQuickItem*> theirSet = cardItems(find(QStringLiteral("servant_1_2")));
    QCOMPARE(theirSet.size(), 1);
    QVERIFY(theirSet.first()->property("hidden").toBool());
    QVERIFY(theirSet.first()->property("sideways").toBool());
    QVERIFY(cardItems(find(QStringLiteral("strategy_1_0"))).first()->property("hidden").toBool());
    QQuickItem* beetle = cardNamed(find(QStringLiteral("servant_1_0")), QStringLiteral("Quarry Beetle"));
    QVERIFY(beetle && beetle->property("sideways").toBool());
    QQuickItem* golem = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Furnace Golem"));
    QVERIFY(golem && !golem->property("sideways").toBool());
    // Empty slots are shown: five and five per seat, and the map slot between the mats.
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < 5; ++i) {
            QVERIFY(find(QStringLiteral("servant_%1_%2").arg(s).arg(i)));
            QVERIFY(find(QStringLiteral("strategy_%1_%2").arg(s).arg(i)));
        }
    QVERIFY(cardNamed(find(QStringLiteral("mapSlot")), QStringLiteral("Drowned Cathedral")));
    // Health as large numbers.
    QTRY_COMPARE(find(QStringLiteral("health_0"))->property("text").toString(), QStringLiteral("850"));
    QTRY_COMPARE(find(QStringLiteral("health_1"))->property("text").toString(), QStringLiteral("700"));
}

// Every refusal the rules can give has a sentence in RuleMessages.js (with its arguments filled);
// in Japanese the cards on the table and in those sentences read in Japanese (cards/servants/i18n).
void ServantsEndToEnd::refusalSentencesAndJapaneseCards()
{
    using tabletop::ui::AppSettings;
    using tabletop::ui::Messages;
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    QFile source(QStringLiteral(SERVANTS_RULES_SOURCE));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QString code = QString::fromUtf8(source.readAll());
    static const QRegularExpression refusalId(QStringLiteral(R"re(refusal\(rule::\w+,\s*"(servants\.[A-Za-z0-9.]+)")re"));
    QStringList ids;
    for (auto it = refusalId.globalMatch(code); it.hasNext();) {
        const QString id = it.next().captured(1);
        if (!ids.contains(id))
            ids << id;
    }
    QVERIFY(ids.size() >= 45);
    Messages::setSeatNames({QStringLiteral("Ann"), QStringLiteral("Ben")});
    const QVariantMap args{{QStringLiteral("card"), QStringLiteral("Ember Hound")}, {QStringLiteral("seat"), 1},
                           {QStringLiteral("speed"), 1}, {QStringLiteral("top"), 2}, {QStringLiteral("what"), QStringLiteral("Summon")},
                           {QStringLiteral("level"), 7}, {QStringLiteral("count"), 2}, {QStringLiteral("cost"), 100},
                           {QStringLiteral("slot"), 1}};
    for (const QString& id : ids) {
        const QString text = Messages::text(QVariantMap{{QStringLiteral("id"), id},
                                                        {QStringLiteral("text"), QStringLiteral("(the rules' English)")},
                                                        {QStringLiteral("args"), args}});
        QVERIFY2(text != QStringLiteral("(the rules' English)"), qPrintable(id + QStringLiteral(" has no sentence")));
        QVERIFY2(!text.contains(QLatin1Char('{')), qPrintable(id + QStringLiteral(": ") + text));
    }
    QCOMPARE(Messages::text(QVariantMap{{QStringLiteral("id"), QStringLiteral("servants.phase.notMain")},
                                        {QStringLiteral("args"), QVariantMap{{QStringLiteral("what"), QStringLiteral("Summon")}}}}),
             QStringLiteral("Summoning is done only in your Main Phase 1 or 2."));
    // (the plural form comes from translations/tabletop_en.ts once the sentence is in it)
    QVERIFY(Messages::text(QVariantMap{{QStringLiteral("id"), QStringLiteral("servants.sacrifice.count")},
                                       {QStringLiteral("args"), QVariantMap{{QStringLiteral("level"), 7}, {QStringLiteral("count"), 2}}}})
                .startsWith(QStringLiteral("A level 7 servant needs exactly 2 sacrifice")));

    // A refusal on the table: a strategy dropped on a servant slot.
    QVERIFY(load(kBoard, QStringLiteral("main1")));
    revealIfCurtain();
    QString toll;
    for (const auto& c : seat(0).value(QStringLiteral("hand")).toList())
        if (c.toMap().value(QStringLiteral("name")).toString() == QStringLiteral("Ember Toll"))
            toll = c.toMap().value(QStringLiteral("id")).toString();
    QVERIFY(!toll.isEmpty());
    QSignalSpy refused(m_game, &GameController::refused);
    const QVariantMap summonToll{{QStringLiteral("type"), QStringLiteral("summon")},
                                 {QStringLiteral("args"), QVariantMap{{QStringLiteral("card"), toll}, {QStringLiteral("slot"), 2}}}};
    QVERIFY(!m_game->propose(summonToll));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().first().toString(),
             QStringLiteral("Ember Toll is not a servant: strategies and conspiracies go to the strategy zone."));

    // In Japanese: the cards' names and texts on the table and in the sentences.
    // The language is switched on the Settings page: the app rebuilds its pages (home, then
    // settings) and the table is opened again, as a person would do.
    auto reopenTable = [&]() {
        QTRY_VERIFY(find(QStringLiteral("settingsTitle")));
        QMetaObject::invokeMethod(m_window, "openTable");
        QTRY_VERIFY(find(QStringLiteral("servantsTable")));
        QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
        revealIfCurtain();
    };
    AppSettings::instance()->setLanguage(QStringLiteral("ja"));
    reopenTable();
    // Card items are made anew by the refresh: look them up each time.
    auto golemShown = [&]() -> QString {
        QQuickItem* g = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Furnace Golem"));
        return g ? g->property("card").toMap().value(QStringLiteral("displayName")).toString() : QString();
    };
    QTRY_COMPARE(golemShown(), QStringLiteral("溶鉱炉のゴーレム"));
    // The face (ServantsCard's title) shows the Japanese name.
    auto faceShowsIt = [&]() {
        QQuickItem* golem = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Furnace Golem"));
        bool found = false;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            if (item->property("title").toString() == QStringLiteral("溶鉱炉のゴーレム"))
                found = true;
            for (auto* c : item->childItems())
                walk(c);
        };
        if (golem)
            walk(golem);
        return found;
    };
    QTRY_VERIFY2(faceShowsIt(), "the card face does not show the Japanese name");
    const QVariantMap hand0 = seat(0).value(QStringLiteral("hand")).toList().first().toMap();
    QVERIFY(!hand0.value(QStringLiteral("displayText")).toString().isEmpty());
    QVERIFY(!m_game->propose(summonToll));
    QCOMPARE(refused.size(), 2);
    QVERIFY2(refused.last().first().toString().contains(QStringLiteral("残り火の通行税")), qPrintable(refused.last().first().toString()));
    shot(QStringLiteral("servants-ja"));

    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    reopenTable();
    QTRY_VERIFY(golemShown().isEmpty());
    QVERIFY(cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Furnace Golem")));
}

void ServantsEndToEnd::attackByDragShowsTheDamageAndResolves()
{
    QVERIFY(load(kBoard, QStringLiteral("battle")));
    revealIfCurtain();
    QQuickItem* golem = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Furnace Golem"));
    QVERIFY(golem);
    QQuickItem* target = find(QStringLiteral("servant_1_1")); // Mirror Lake Sage, Offense
    QVERIFY(target);
    // The pointer rests where no card is, so no hover preview covers the table.
    QTest::mouseMove(m_window, QPoint(m_window->width() / 2, 30));
    QTest::qWait(200);
    const QPoint a = golem->mapToScene(QPointF(golem->width() / 2, golem->height() / 2)).toPoint();
    const QPoint b = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, {}, a, 300);
    for (int i = 1; i <= 25; ++i) {
        QTest::mouseMove(m_window, a + (b - a) * i / 25);
        QTest::qWait(5);
    }
    QTest::qWait(50);
    // Every servant of Ben lights as a target; the direct attack does not (he has servants).
    for (int i = 0; i < 3; ++i)
        QVERIFY2(find(QStringLiteral("servant_1_%1").arg(i))->property("lit").toBool(),
                 qPrintable(QStringLiteral("slot %1 not lit (golem legal %3, dragging %4, golem at %5,%6); legal: %2").arg(i).arg(QString::fromUtf8(
                     QJsonDocument::fromVariant(m_game->legalActions()).toJson(QJsonDocument::Compact)))
                     .arg(golem->property("legal").toBool()).arg(quickdriver::find(m_window, QStringLiteral("dragLayer"), false)->property("dragging").toBool())
                     .arg(a.x()).arg(a.y())));
    QVERIFY(!find(QStringLiteral("servant_1_3"))->property("lit").toBool());
    QVERIFY(!find(QStringLiteral("seatPanel_1"))->property("lit").toBool());
    // The table says what the damage table will do: OFF 160 + 40 (Equip) against OFF 130 + 30 (Map).
    const QString predicted = find(QStringLiteral("attackBanner"))->property("text").toString();
    QVERIFY2(predicted.contains(QStringLiteral("destroys Mirror Lake Sage")) && predicted.contains(QStringLiteral("40 damage to Ben")),
             qPrintable(predicted));
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTRY_VERIFY(!m_game->view().value(QStringLiteral("attack")).isNull());
    // The defender is asked behind the curtain; Ben looks (the README's battle picture).
    QVERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 1);
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("attackBanner"))->property("text").toString().contains(QStringLiteral("40 damage to Ben")));
    shot(QStringLiteral("servants-battle"));
    // Everyone passes (Ben by his button, then without looking) until the attack is over.
    for (int i = 0; i < 12 && !m_game->view().value(QStringLiteral("attack")).isNull(); ++i) {
        if (m_game->curtain()) {
            QTRY_VERIFY(find(QStringLiteral("curtainPass")) && find(QStringLiteral("curtainPass"))->isEnabled());
            const int n = m_game->actionCount();
            quickdriver::click(m_window, find(QStringLiteral("curtainPass")));
            QTRY_VERIFY(m_game->actionCount() > n);
        } else {
            QQuickItem* pass = find(QStringLiteral("choice_0"));
            QVERIFY(pass);
            const int n = m_game->actionCount();
            quickdriver::click(m_window, pass);
            QTRY_VERIFY(m_game->actionCount() > n);
        }
    }
    QVERIFY(m_game->view().value(QStringLiteral("attack")).isNull());
    QCOMPARE(seat(1).value(QStringLiteral("health")).toInt(), 660);
    QVERIFY(seat(1).value(QStringLiteral("servants")).toList().at(1).isNull());
    QTRY_COMPARE(find(QStringLiteral("health_1"))->property("text").toString(), QStringLiteral("660"));
}

void ServantsEndToEnd::chainGrowsBehindTheCurtainAndResolves()
{
    QVERIFY(load(kBoard, QStringLiteral("main1")));
    revealIfCurtain();
    // Ann plays Ember Toll (Speed 1): click it, click a lit strategy slot, Activate.
    QQuickItem* toll = cardNamed(find(QStringLiteral("hand")), QStringLiteral("Ember Toll"));
    QVERIFY(toll);
    quickdriver::click(m_window, toll);
    QTRY_VERIFY(find(QStringLiteral("strategy_0_2"))->property("lit").toBool());
    QVERIFY(!find(QStringLiteral("strategy_0_1"))->property("lit").toBool()); // taken
    QVERIFY(!find(QStringLiteral("servant_0_2"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("strategy_0_2")));
    clickMenu(QStringLiteral("activate"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 1);
    // Ben is asked "Do you wish to continue?" behind the curtain, which says what was played.
    QVERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 1);
    QVERIFY(m_game->canPassUnseen());
    QQuickItem* curtain = quickdriver::find(m_window, QStringLiteral("curtain"), true);
    QVERIFY(curtain);
    const QString reason = curtain->property("reason").toString();
    QVERIFY2(reason.contains(QStringLiteral("Ember Toll")) && reason.contains(QStringLiteral("Chain Link 1")), qPrintable(reason));
    checkNoHandShows();
    // Ben looks and continues with his set Flash of Insight (Speed 2).
    revealIfCurtain();
    QQuickItem* flash = cardNamed(find(QStringLiteral("strategy_1_0")), QStringLiteral("Flash of Insight"));
    QVERIFY(flash);
    quickdriver::click(m_window, flash);
    clickMenu(QStringLiteral("activate"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 2);
    // Ann answers with the set Counterspell Sigil (Speed 3).
    QCOMPARE(m_game->promptSeat(), 0);
    revealIfCurtain();
    QQuickItem* sigil = cardNamed(find(QStringLiteral("strategy_0_1")), QStringLiteral("Counterspell Sigil"));
    QVERIFY(sigil);
    quickdriver::click(m_window, sigil);
    clickMenu(QStringLiteral("activate"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 3);
    // Ben looks at a chain of three, the top first, each with its speed.
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("chainLink_3")));
    QVERIFY(find(QStringLiteral("chainLink_1")) && find(QStringLiteral("chainLink_2")));
    QVERIFY(find(QStringLiteral("chainLink_3"))->y() < find(QStringLiteral("chainLink_1"))->y());
    shot(QStringLiteral("servants-chain"));
    // His Sudden Gust (Speed 2) cannot answer Speed 3: the rules say why.
    QQuickItem* gust = cardNamed(find(QStringLiteral("strategy_1_2")), QStringLiteral("Sudden Gust"));
    QVERIFY(gust);
    QVERIFY(m_game->actionsFor(gust->property("card").toMap().value(QStringLiteral("id")).toString()).isEmpty());
    // He passes with the prompt's button; Ann passes without looking; the chain resolves.
    QQuickItem* pass = find(QStringLiteral("choice_0"));
    QVERIFY(pass);
    QVERIFY(pass->property("text").toString().contains(QStringLiteral("Pass")));
    quickdriver::click(m_window, pass);
    QTRY_VERIFY(m_game->curtain() && m_game->promptSeat() == 0);
    QTRY_VERIFY(find(QStringLiteral("curtainPass")) && find(QStringLiteral("curtainPass"))->isEnabled());
    quickdriver::click(m_window, find(QStringLiteral("curtainPass")));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 0);
    QCOMPARE(seat(1).value(QStringLiteral("health")).toInt(), 650);
    QCOMPARE(seat(1).value(QStringLiteral("handCount")).toInt(), 3); // Flash of Insight drew nothing
}

// Everyone passes the chain or the response (a seat behind the curtain without looking).
void ServantsEndToEnd::passTheChain()
{
    for (int i = 0; i < 12 && (m_game->promptKind() == QStringLiteral("chain") || m_game->promptKind() == QStringLiteral("respond")); ++i) {
        const int n = m_game->actionCount();
        if (m_game->curtain()) {
            QTRY_VERIFY(find(QStringLiteral("curtainPass")) && find(QStringLiteral("curtainPass"))->isEnabled());
            quickdriver::click(m_window, find(QStringLiteral("curtainPass")));
        } else {
            QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("pass")}, {QStringLiteral("args"), QVariantMap{}}}));
        }
        QTRY_VERIFY(m_game->actionCount() > n);
    }
}

// Control until the end of the turn shows on the mat (to whom and at the end of which turn it
// returns); the defender is offered its Multi-trigger power behind the curtain when attacked, in
// the attacker's turn, and uses it by clicking the servant; the chain shows the power's link.
void ServantsEndToEnd::multiTriggerBehindTheCurtainAndTheLentMarker()
{
    QVERIFY(load(kLent, QString()));
    revealIfCurtain();
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("activate")},
                                        {QStringLiteral("args"), QVariantMap{{QStringLiteral("card"), QStringLiteral("c3")},
                                                                             {QStringLiteral("slot"), 0},
                                                                             {QStringLiteral("targetSeat"), 1},
                                                                             {QStringLiteral("targetSlot"), 1}}}}));
    passTheChain();
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("returns_0_1")) && find(QStringLiteral("returns_0_1"))->isVisible());
    QCOMPARE(seat(0).value(QStringLiteral("servants")).toList().at(1).toMap().value(QStringLiteral("returnsTurn")).toInt(), 6);
    QVERIFY(quickdriver::find(m_window, QStringLiteral("returns_0_0"), false));
    QVERIFY(!quickdriver::find(m_window, QStringLiteral("returns_0_0"), false)->isVisible()); // Ann's own Golem
    QVERIFY(find(QStringLiteral("returns_0_1"))->property("width").toReal() <= find(QStringLiteral("servant_0_1"))->width());
    shot(QStringLiteral("servants-lent"));
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("battle")}, {QStringLiteral("args"), QVariantMap{}}}));
    passTheChain();
    revealIfCurtain();
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("attack")},
                                        {QStringLiteral("args"), QVariantMap{{QStringLiteral("attacker"), QStringLiteral("c4")},
                                                                             {QStringLiteral("target"), 0}}}}));
    // Ben is asked behind the curtain, looks, and uses the Warden's power from its menu.
    QTRY_VERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 1);
    revealIfCurtain();
    QQuickItem* warden = cardNamed(find(QStringLiteral("servant_1_0")), QStringLiteral("Lanternveil Warden"));
    QVERIFY(warden);
    QVERIFY(warden->property("legal").toBool());
    quickdriver::click(m_window, warden);
    clickMenu(QStringLiteral("usePower"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 1);
    QVERIFY(m_game->view().value(QStringLiteral("chain")).toList().at(0).toMap().value(QStringLiteral("power")).toBool());
    // Ann is asked; the curtain says what Ben did.
    QTRY_VERIFY(m_game->curtain() && m_game->promptSeat() == 0);
    QQuickItem* curtain = quickdriver::find(m_window, QStringLiteral("curtain"), true);
    QVERIFY(curtain);
    const QString reason = curtain->property("reason").toString();
    QVERIFY2(reason.contains(QStringLiteral("Multi-trigger power of Lanternveil Warden")), qPrintable(reason));
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("chainLink_1")));
    shot(QStringLiteral("servants-multi-trigger"));
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("pass")}, {QStringLiteral("args"), QVariantMap{}}}));
    QTRY_VERIFY(m_game->curtain() && m_game->promptSeat() == 1);
    QTRY_VERIFY(find(QStringLiteral("curtainPass")) && find(QStringLiteral("curtainPass"))->isEnabled());
    quickdriver::click(m_window, find(QStringLiteral("curtainPass"))); // Ben: the power resolves
    QTRY_VERIFY(m_game->view().value(QStringLiteral("chain")).toList().isEmpty());
    QVERIFY(!m_game->view().value(QStringLiteral("attack")).isNull()); // the Attack step asks again
    revealIfCurtain();
    QTRY_VERIFY2(find(QStringLiteral("attackBanner"))->property("text").toString().contains(QStringLiteral("blocked")),
                 qPrintable(find(QStringLiteral("attackBanner"))->property("text").toString()));
    passTheChain();
    QCOMPARE(seat(1).value(QStringLiteral("health")).toInt(), 1000); // the 40 were blocked
    revealIfCurtain();
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("endBattle")}, {QStringLiteral("args"), QVariantMap{}}}));
    passTheChain();
    revealIfCurtain();
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("args"), QVariantMap{}}}));
    QTRY_COMPARE(seat(1).value(QStringLiteral("servants")).toList().at(0).toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Ember Hound"));
}

// A summon makes the table ask the opponent when it holds an answer: in hot-seat the question goes
// behind the curtain for Ben, which says whose summon it is, with "Pass without looking"; Ben looks,
// the prompt bar names him and the summon with a Pass button, and he answers with his set Quick-Play
// card from the table. Ending the turn asks him again (he still holds Flash of Insight), and he
// passes with the prompt's button (docs/games/servants.md, "Responses").
void ServantsEndToEnd::summonAndEndPhaseQuestionsBehindTheCurtain()
{
    QVERIFY(load(kSummonAsk, QString()));
    revealIfCurtain();
    QCOMPARE(m_game->promptSeat(), 0);
    // Ann clicks Gale Sparrow, then a lit slot, then Summon.
    QQuickItem* sparrow = cardNamed(find(QStringLiteral("hand")), QStringLiteral("Gale Sparrow"));
    QVERIFY(sparrow);
    quickdriver::click(m_window, sparrow);
    QTRY_VERIFY(find(QStringLiteral("servant_0_2"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("servant_0_2")));
    clickMenu(QStringLiteral("summon"));
    // Ben is asked behind the curtain; it says whose summon he may answer.
    QTRY_VERIFY(m_game->curtain() && m_game->promptSeat() == 1);
    QCOMPARE(m_game->promptKind(), QStringLiteral("respond"));
    QVERIFY(m_game->canPassUnseen());
    QQuickItem* curtain = quickdriver::find(m_window, QStringLiteral("curtain"), true);
    QVERIFY(curtain);
    const QString reason = curtain->property("reason").toString();
    QVERIFY2(reason.contains(QStringLiteral("Ben: respond to Ann's summon of Gale Sparrow, or pass")), qPrintable(reason));
    checkNoHandShows();
    shot(QStringLiteral("servants-summon-question-curtain"));
    // Ben looks: the prompt bar asks him, with a Pass button; his Volley may answer.
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("promptText")));
    QTRY_VERIFY2(find(QStringLiteral("promptText"))->property("text").toString().contains(QStringLiteral("respond to Ann's summon of Gale Sparrow")),
                 qPrintable(find(QStringLiteral("promptText"))->property("text").toString()));
    QQuickItem* pass = find(QStringLiteral("choice_0"));
    QVERIFY(pass);
    QVERIFY(pass->property("text").toString().contains(QStringLiteral("Pass")));
    QQuickItem* volley = cardNamed(find(QStringLiteral("strategy_1_0")), QStringLiteral("Sparkfall Volley"));
    QVERIFY(volley);
    QVERIFY(volley->property("legal").toBool());
    // The chain panel says who may start a chain (only Ben is asked, not both as in a step).
    QTRY_COMPARE(find(QStringLiteral("chainEmpty"))->property("text").toString(), QStringLiteral("No chain: Ben may start one, or pass"));
    shot(QStringLiteral("servants-summon-question"));
    quickdriver::click(m_window, volley);
    clickMenu(QStringLiteral("activate"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 1);
    // Ann does not continue, Ben does not add: the Volley resolves and Ann's Main Phase goes on.
    passTheChain();
    QCOMPARE(seat(0).value(QStringLiteral("health")).toInt(), 960);
    QTRY_VERIFY(m_game->promptSeat() == 0);
    QCOMPARE(m_game->promptKind(), QStringLiteral("main"));
    // Ann ends the turn with the prompt's button: Ben is asked before her End Phase.
    revealIfCurtain();
    QQuickItem* endTurn = nullptr;
    for (int i = 0; i < 4 && !endTurn; ++i) {
        QQuickItem* c = find(QStringLiteral("choice_%1").arg(i));
        if (c && c->property("text").toString().contains(QStringLiteral("End turn")))
            endTurn = c;
    }
    QVERIFY(endTurn);
    quickdriver::click(m_window, endTurn);
    QTRY_VERIFY(m_game->curtain() && m_game->promptSeat() == 1);
    QCOMPARE(m_game->view().value(QStringLiteral("phase")).toString(), QStringLiteral("end"));
    const QString endReason = quickdriver::find(m_window, QStringLiteral("curtain"), true)->property("reason").toString();
    QVERIFY2(endReason.contains(QStringLiteral("Ben: respond before Ann's End Phase, or pass")), qPrintable(endReason));
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("choice_0")) &&
                find(QStringLiteral("choice_0"))->property("text").toString().contains(QStringLiteral("Pass")));
    shot(QStringLiteral("servants-end-phase-question"));
    quickdriver::click(m_window, find(QStringLiteral("choice_0")));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("active")).toInt(), 1);
    QCOMPARE(m_game->promptKind(), QStringLiteral("main"));
}

// A power that targets: clicking the Headsman offers its power, then the servants it may target
// light (Ben's face-down one too) and a click picks one; the chain names the slot's card only as
// "a face-down card". The Piper's Special Summon brings out the hand's one servant it may.
void ServantsEndToEnd::targetedPowerAndPowerSpecialSummonByClicks()
{
    QVERIFY(load(kPowers, QString()));
    revealIfCurtain();
    QQuickItem* headsman = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Gallowmere Headsman"));
    QVERIFY(headsman);
    QVERIFY(headsman->property("legal").toBool());
    quickdriver::click(m_window, headsman);
    clickMenu(QStringLiteral("usePower")); // "Use its Multi-trigger power (Chain Link)"
    QQuickItem* setSlot = find(QStringLiteral("servant_1_1"));
    QVERIFY(setSlot);
    QTRY_VERIFY(setSlot->property("lit").toBool()); // target mode: the face-down card lights
    QVERIFY(!find(QStringLiteral("servant_1_2"))->property("lit").toBool()); // an empty slot does not
    quickdriver::click(m_window, setSlot);
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 1);
    const QVariantMap link = m_game->view().value(QStringLiteral("chain")).toList().at(0).toMap();
    QCOMPARE(link.value(QStringLiteral("targetSeat")).toInt(), 1);
    QCOMPARE(link.value(QStringLiteral("targetSlot")).toInt(), 1);
    QVERIFY(link.value(QStringLiteral("target")).isNull()); // Ann does not see what it is
    QTRY_VERIFY(find(QStringLiteral("chainLink_1")));
    shot(QStringLiteral("servants-targeted-power"));
    passTheChain();
    revealIfCurtain();
    QTRY_VERIFY(seat(1).value(QStringLiteral("servants")).toList().at(1).isNull());

    QQuickItem* piper = cardNamed(find(QStringLiteral("servant_0_1")), QStringLiteral("Hollowreed Piper"));
    QVERIFY(piper);
    quickdriver::click(m_window, piper);
    clickMenu(QStringLiteral("usePower")); // its power, with the only servant of the hand it may bring out
    QTRY_COMPARE(m_game->view().value(QStringLiteral("chain")).toList().size(), 1);
    passTheChain();
    revealIfCurtain();
    QTRY_COMPARE(seat(0).value(QStringLiteral("servants")).toList().at(2).toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Thornwake Sprite"));
}

// A Flip power that chooses: Ann clicks her set Witch, picks Flip Summon, and its targets light
// (another servant, face-down ones too; not the Witch); a click on Ben's Hound destroys it. Then
// Ann's Sentry attacks Ben's set Bellringer: after the damage calculation Ben is asked behind the
// curtain (nothing to pass without looking), looks, sees Ann's servants lit and clicks one, which
// goes back to Ann's hand; the battle goes on in Ann's hands.
void ServantsEndToEnd::flipPowerTargetsByClicksAndTheQuestionAfterAnAttack()
{
    QVERIFY(load(kFlip, QString()));
    revealIfCurtain();
    QQuickItem* witch = cardNamed(find(QStringLiteral("servant_0_0")), QStringLiteral("Briarhold Snare-Witch"));
    QVERIFY(witch);
    quickdriver::click(m_window, witch);
    clickMenu(QStringLiteral("flip"));
    QTRY_VERIFY(find(QStringLiteral("servant_1_0"))->property("lit").toBool()); // Ben's Hound
    QVERIFY(find(QStringLiteral("servant_1_1"))->property("lit").toBool());     // Ben's set card too
    QVERIFY(find(QStringLiteral("servant_0_1"))->property("lit").toBool());     // Ann's own Sentry
    QVERIFY(!find(QStringLiteral("servant_0_0"))->property("lit").toBool());    // not the Witch itself
    QVERIFY(find(QStringLiteral("promptText"))->property("text").toString().contains(QStringLiteral("Briarhold Snare-Witch")));
    const int before = m_game->actionCount();
    quickdriver::click(m_window, find(QStringLiteral("servant_1_0")));
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    QVERIFY(seat(1).value(QStringLiteral("servants")).toList().at(0).isNull());
    QCOMPARE(seat(0).value(QStringLiteral("servants")).toList().at(0).toMap().value(QStringLiteral("position")).toString(),
             QStringLiteral("offense"));

    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("battle")}, {QStringLiteral("args"), QVariantMap{}}}));
    passTheChain();
    revealIfCurtain();
    QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("attack")},
                                        {QStringLiteral("args"), QVariantMap{{QStringLiteral("attacker"), QStringLiteral("c4")},
                                                                             {QStringLiteral("target"), 1}}}}));
    passTheChain(); // the Attack and Damage steps; then the calculation asks Ben
    QTRY_COMPARE(m_game->promptKind(), QStringLiteral("flipTarget"));
    QCOMPARE(m_game->promptSeat(), 1);
    QVERIFY(m_game->curtain());
    QVERIFY(!m_game->canPassUnseen()); // a choice to make, not a question to pass
    QCOMPARE(seat(0).value(QStringLiteral("health")).toInt(), 970);
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 1);
    QTRY_VERIFY(find(QStringLiteral("servant_0_0"))->property("lit").toBool()); // Ann's Witch
    QVERIFY(find(QStringLiteral("servant_0_1"))->property("lit").toBool());     // and her Sentry
    QVERIFY(!find(QStringLiteral("servant_1_1"))->property("lit").toBool());    // not the Bellringer
    const QString said = find(QStringLiteral("promptText"))->property("text").toString();
    QVERIFY2(said.contains(QStringLiteral("Sunken Bellringer")) && said.contains(QStringLiteral("Flip power")), qPrintable(said));
    shot(QStringLiteral("servants-flip-question"));
    const int asked = m_game->actionCount();
    quickdriver::click(m_window, find(QStringLiteral("servant_0_0")));
    QTRY_COMPARE(m_game->actionCount(), asked + 1);
    QVERIFY(seat(0).value(QStringLiteral("servants")).toList().at(0).isNull());
    QCOMPARE(m_game->promptKind(), QStringLiteral("battle"));
    QCOMPARE(m_game->promptSeat(), 0);
    revealIfCurtain();
    bool inHand = false;
    for (const auto& c : seat(0).value(QStringLiteral("hand")).toList())
        inHand = inHand || c.toMap().value(QStringLiteral("name")).toString() == QStringLiteral("Briarhold Snare-Witch");
    QVERIFY(inHand);
}

void ServantsEndToEnd::wholeGameHotSeatToTheEnd()
{
    // A new game from the starter decks, both seats played by the same simple plan through the
    // controller (attack, summon, play cards, move on), every change of seat behind the curtain.
    QVERIFY2(m_game->newGame(QStringLiteral("servants"), {QStringLiteral("Ann"), QStringLiteral("Ben")}, kSeed,
                             {{QStringLiteral("firstPlayer"), 0}}),
             qPrintable(m_game->lastError()));
    const QStringList plan{"discard", "pass", "attack", "summon", "flip", "activate", "setStrategy", "battle", "endBattle", "endTurn"};
    int moves = 0;
    int handoffs = 0;
    // Hundreds of curtains: armed at once (the delay itself: tst_e2e_neotokyo).
    quickdriver::setCurtainDelay(m_window, 0);
    const auto restoreDelay = qScopeGuard([this] { quickdriver::setCurtainDelay(m_window, 400); });
    while (!m_game->gameOver()) {
        QVERIFY2(++moves < 4000, "the game did not end");
        if (m_game->curtain()) {
            ++handoffs;
            revealIfCurtain();
        }
        const QVariantList legal = m_game->legalActions();
        QVERIFY(!legal.isEmpty());
        QVariantMap pick;
        for (const QString& type : plan) {
            for (const auto& a : legal)
                if (a.toMap().value(QStringLiteral("type")) == type) {
                    pick = a.toMap();
                    break;
                }
            if (!pick.isEmpty())
                break;
        }
        if (pick.isEmpty())
            pick = legal.first().toMap();
        QVERIFY2(m_game->propose(pick), qPrintable(QJsonDocument::fromVariant(pick).toJson(QJsonDocument::Compact)));
        if (moves % 25 == 0)
            QTest::qWait(1);
    }
    QVERIFY2(handoffs >= 10, qPrintable(QString::number(handoffs)));
    QQuickItem* end = find(QStringLiteral("endGame"));
    QVERIFY(end);
    QTRY_VERIFY(end->isVisible());
    QVERIFY(!find(QStringLiteral("endHeadline"))->property("text").toString().isEmpty());
    const QVariantList seats = m_game->view().value(QStringLiteral("seats")).toList();
    const bool someoneAtZero = seats.at(0).toMap().value(QStringLiteral("health")).toInt() <= 0 ||
                               seats.at(1).toMap().value(QStringLiteral("health")).toInt() <= 0;
    const bool deckOut = seats.at(0).toMap().value(QStringLiteral("deckCount")).toInt() == 0 ||
                         seats.at(1).toMap().value(QStringLiteral("deckCount")).toInt() == 0;
    QVERIFY2(someoneAtZero || deckOut, "the game ended with Health left and cards in both decks");
    shot(QStringLiteral("servants-end"));
}

QTEST_MAIN(ServantsEndToEnd)
#include "tst_servants_e2e.moc"
