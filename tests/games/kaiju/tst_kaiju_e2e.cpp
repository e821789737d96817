#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "../../support/QuickDriver.h"

#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::GameController;
using tabletop::ui::AppSettings;

// The seed of the games these tests start, so a failure can be replayed.
static const QString kSeed = QStringLiteral("20261126");

// Four teams in the Action phase of turn 3, the city three cards deep: Ann's Grothmaw (in the
// city, taking the action) will attack Ben's Bastion-9 (in the city); Ben's Gearjaw is knocked
// out; Cat's Magmaroth and Dan's Abyssal Mother are in the city too.
static const char* kFour = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "kaiju", "version": 1},
 "config": {"game": "kaiju", "seats": 4, "seed": 7, "seatNames": ["Ann", "Ben", "Cat", "Dan"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "turn": 3, "phase": "action", "order": [0, 1, 2, 3], "cursor": 0,
  "city": [{"card": "glass-tower", "owner": 1}, {"card": "tank-column", "owner": 0}, {"card": "subway-hub", "owner": 2}],
  "seats": [
   {"team": [{"card": "grothmaw", "active": true, "enteredCity": true, "selected": true, "damage": 2}, "silt-lancer", "tidewyrm"],
    "glory": 5, "fury": 3, "drawn": true,
    "planningHand": ["crane-yard", "broken-horn", "stadium"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column", "jet-squadron", "cutter"],
    "combatHand": [{"id": 301, "card": "crushing-bite"}, {"id": 302, "card": "body-slam"}, {"id": 303, "card": "tail-sweep"}, {"id": 304, "card": "brace"}, {"id": 305, "card": "riposte"}],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive", "roll-with-it", "claw-flurry"]},
   {"team": [{"card": "bastion-9", "active": true, "enteredCity": true, "selected": true, "damage": 3}, "stormjack", {"card": "gearjaw", "damage": 12}],
    "glory": 0, "fury": 5, "drawn": true,
    "planningHand": ["crane-yard", "scorched-hide"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column", "jet-squadron", "cutter"],
    "combatHand": [{"id": 401, "card": "brace"}, {"id": 402, "card": "sidestep"}, {"id": 403, "card": "crushing-bite"}, {"id": 404, "card": "roll-with-it"}, {"id": 405, "card": "deep-dive"}],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive", "roll-with-it", "claw-flurry"]},
   {"team": [{"card": "magmaroth", "active": true, "enteredCity": true, "selected": true}, {"card": "ashwing", "damage": 4}, "cindertusk"],
    "glory": 5, "fury": 1, "drawn": true,
    "planningHand": ["stadium"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column", "jet-squadron", "cutter"],
    "combatHand": ["brace", "sidestep", "crushing-bite", "roll-with-it", "deep-dive"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive", "roll-with-it", "claw-flurry"]},
   {"team": [{"card": "abyssal-mother", "active": true, "enteredCity": true, "selected": true, "damage": 6}, "coral-sentinel", "silt-lancer"],
    "glory": 0, "fury": 0, "drawn": true,
    "planningHand": ["cutter", "artillery-battery"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column", "jet-squadron", "cutter"],
    "combatHand": ["brace", "sidestep", "crushing-bite", "roll-with-it", "deep-dive"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive", "roll-with-it", "claw-flurry"]}
  ]
 }
})";

// Two people (and then three) share one computer for a Kaiju City game, through the real UI:
// the simultaneous Discard & Draw goes seat by seat behind the curtain; a city card dragged
// onto the city joins it at the back; a kaiju is sent into the city by a click; an enemy kaiju
// clicked is attacked; the Sword drags its attack card onto the enemy kaiju (the cost shows
// first) and plays it face down; the Shield, behind the curtain, sees only a card back, drops
// its answer on the attack; both turn over together and the damage counts on; and a whole
// 3-seat game is played to its end.
class KaijuEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void japaneseCardNamesOnTheTable();
    void discardAndDrawSeatBySeatBehindTheCurtain();
    void planningDragsACityCardOntoTheCity();
    void selectionAndAttackByClicks();
    void combatFaceDownThenRevealTogether();
    void collateralAimedAtACityCard();
    void rampageMovesTheCity();
    void publicMoveAnsweredOnTheCurtain();
    void teamFightThreeAgainstOne();
    void teamFightDragDeclaresTheTarget();
    void allyAndEventFromThePlanningHand();
    void actionPhaseEventClickedBeforeTheAction();
    void teamCardsInTheTeamRows();
    void everyCardFaceShowsItsValues();
    void wholeGameHotSeatToTheEnd();

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    QVariantMap seat(int s) const { return m_game->view().value(QStringLiteral("seats")).toList().at(s).toMap(); }
    QString phase() const { return m_game->view().value(QStringLiteral("phase")).toString(); }
    QQuickItem* handCard(const QString& hand, const QString& cardId) const;
    void revealIfCurtain();
    void rampageToTheMoveStep();
    void checkNoHandShows();
    bool load(const char* record);
    void clickChoice(const QString& textPart);
    void noJoins();
    void shot(const QString& name) { quickdriver::shot(m_window, name); }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
    QTemporaryDir m_dir;
};

void KaijuEndToEnd::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    m_window->resize(1280, 800);
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    QVERIFY(m_game);
    m_game->setReviewMoves(false);
    QVERIFY2(m_game->newGame(QStringLiteral("kaiju"), {QStringLiteral("Ann"), QStringLiteral("Ben")}, kSeed, {}),
             qPrintable(m_game->lastError()));
    qInfo("Kaiju City end-to-end seed: %s", qPrintable(kSeed));
    QMetaObject::invokeMethod(m_window, "openTable");
    QTRY_VERIFY(find(QStringLiteral("kaijuTable")));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
}

QQuickItem* KaijuEndToEnd::handCard(const QString& hand, const QString& cardId) const
{
    QQuickItem* row = find(hand);
    if (!row)
        return nullptr;
    std::function<QQuickItem*(QQuickItem*)> walk = [&](QQuickItem* item) -> QQuickItem* {
        if (item->isVisible() && item->property("faceComponent").isValid() &&
            item->property("card").toMap().value(QStringLiteral("card")).toString() == cardId)
            return item;
        for (auto* c : item->childItems())
            if (auto* f = walk(c))
                return f;
        return nullptr;
    };
    return walk(row);
}

void KaijuEndToEnd::checkNoHandShows()
{
    for (const auto& s : m_game->view().value(QStringLiteral("seats")).toList()) {
        QVERIFY2(!s.toMap().contains(QStringLiteral("planningHand")), "a planning hand shows under the curtain");
        QVERIFY2(!s.toMap().contains(QStringLiteral("combatHand")), "a combat hand shows under the curtain");
    }
    QVERIFY(m_game->legalActions().isEmpty());
}

void KaijuEndToEnd::revealIfCurtain()
{
    if (!m_game->curtain())
        return;
    checkNoHandShows();
    QTRY_VERIFY(find(QStringLiteral("curtainButton")));
    QTRY_VERIFY(find(QStringLiteral("curtainButton"))->isEnabled());
    quickdriver::click(m_window, find(QStringLiteral("curtainButton")));
    QTRY_VERIFY(!m_game->curtain());
}

// Team fights: every seat asked who joins the fight (behind the curtain in turn) adds nobody.
void KaijuEndToEnd::noJoins()
{
    QTRY_VERIFY(phase() != QStringLiteral("action"));
    for (int guard = 0; phase() == QStringLiteral("join") && guard < 4; ++guard) {
        revealIfCurtain();
        const int asked = m_game->promptSeat();
        clickChoice(QStringLiteral("Add nobody"));
        QTRY_VERIFY(phase() != QStringLiteral("join") || m_game->promptSeat() != asked);
    }
    QCOMPARE(phase(), QStringLiteral("combat"));
    revealIfCurtain();
}

bool KaijuEndToEnd::load(const char* record)
{
    const QString path = m_dir.filePath(QStringLiteral("position.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(record) < 0)
        return false;
    f.close();
    QTest::mouseMove(m_window, QPoint(m_window->width() / 2, 30));
    QTest::qWait(50);
    if (!m_game->loadGame(path)) {
        qWarning("%s", qPrintable(m_game->lastError()));
        return false;
    }
    QTest::qWait(50);
    return true;
}

// The prompt's choice whose text contains `textPart`: a button, or an entry of the "More" menu.
void KaijuEndToEnd::clickChoice(const QString& textPart)
{
    QQuickItem* hit = nullptr;
    QStringList seen;
    const auto matches = [&](const QString& text) { return text.contains(textPart); };
    QTRY_VERIFY2((hit = quickdriver::promptChoice(m_window, matches, &seen)) != nullptr,
                 qPrintable(QStringLiteral("no choice \"%1\" among: %2").arg(textPart, seen.join(QStringLiteral(" | ")))));
    quickdriver::click(m_window, hit);
}

// Issue 15: with the language set to Japanese, the kaiju on the table and the cards in the
// view carry their Japanese names and texts (cards/kaiju/i18n/ja.json); back in English the
// same tiles show the English names.
void KaijuEndToEnd::japaneseCardNamesOnTheTable()
{
    auto tileTitled = [&](const QString& title) {
        bool found = false;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            if (item->isVisible() && item->property("title").toString() == title)
                found = true;
            for (auto* c : item->childItems())
                walk(c);
        };
        walk(m_window->contentItem());
        return found;
    };
    auto firstKaiju = [&]() {
        return m_game->view().value(QStringLiteral("seats")).toList().value(0).toMap()
            .value(QStringLiteral("team")).toList().value(0).toMap();
    };
    QCOMPARE(firstKaiju().value(QStringLiteral("card")).toString(), QStringLiteral("grothmaw"));
    QTRY_VERIFY(tileTitled(QStringLiteral("Grothmaw")));
    // The language is switched as on the Settings page: the app rebuilds its pages, and the
    // table is opened again, as a person would do.
    auto reopenTable = [&]() {
        QTRY_VERIFY(find(QStringLiteral("settingsTitle")));
        QMetaObject::invokeMethod(m_window, "openTable");
        QTRY_VERIFY(find(QStringLiteral("kaijuTable")));
        QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    };
    AppSettings::instance()->setLanguage(QStringLiteral("ja"));
    reopenTable();
    auto back = qScopeGuard([] { AppSettings::instance()->setLanguage(QStringLiteral("en")); });
    QTRY_COMPARE(firstKaiju().value(QStringLiteral("displayName")).toString(), QStringLiteral("グロスモー"));
    QCOMPARE(firstKaiju().value(QStringLiteral("displayText")).toString(),
             QStringLiteral("浮上する前に、その航跡が三つの地区を水に沈める。"));
    QTRY_VERIFY2(tileTitled(QStringLiteral("グロスモー")), "the kaiju tile does not show the Japanese name");
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    reopenTable();
    QTRY_VERIFY(tileTitled(QStringLiteral("Grothmaw")));
    QVERIFY(!tileTitled(QStringLiteral("グロスモー")));
}

void KaijuEndToEnd::discardAndDrawSeatBySeatBehindTheCurtain()
{
    QCOMPARE(phase(), QStringLiteral("discardDraw"));
    // Both seats are asked at once; hot-seat asks one after the other behind the curtain.
    QVERIFY(m_game->curtain());
    checkNoHandShows();
    QSet<int> done;
    for (int round = 0; round < 2; ++round) {
        revealIfCurtain();
        const int me = m_game->viewerSeat();
        QVERIFY(me == 0 || me == 1);
        QVERIFY(!done.contains(me));
        const QVariantList hand = seat(me).value(QStringLiteral("planningHand")).toList();
        QCOMPARE(hand.size(), 5);
        // Click the first planning card: it is picked, and the button says so.
        const QString first = hand.first().toMap().value(QStringLiteral("card")).toString();
        const QString firstId = hand.first().toMap().value(QStringLiteral("id")).toString();
        QQuickItem* card = handCard(QStringLiteral("planningHand"), first);
        QVERIFY(card);
        quickdriver::click(m_window, card);
        clickChoice(QStringLiteral("Discard 1"));
        QTRY_VERIFY(seat(me).value(QStringLiteral("drawn")).toBool() || phase() != QStringLiteral("discardDraw"));
        QCOMPARE(seat(me).value(QStringLiteral("planningHandCount")).toInt(), 5);
        bool inDiscard = false;
        for (const auto& c : seat(me).value(QStringLiteral("planningDiscard")).toList())
            inDiscard = inDiscard || c.toMap().value(QStringLiteral("id")).toString() == firstId;
        QVERIFY2(inDiscard, "the picked card was not the one discarded");
        done << me;
    }
    QCOMPARE(phase(), QStringLiteral("planning"));
}

void KaijuEndToEnd::planningDragsACityCardOntoTheCity()
{
    QCOMPARE(phase(), QStringLiteral("planning"));
    revealIfCurtain();
    const int me = m_game->viewerSeat();
    QVariantMap play;
    for (const auto& a : m_game->legalActions())
        if (a.toMap().value(QStringLiteral("type")) == QStringLiteral("play")) {
            play = a.toMap();
            break;
        }
    QVERIFY2(!play.isEmpty(), "no city card in the planning hand");
    const QString id = QStringLiteral("kc%1").arg(play.value(QStringLiteral("args")).toMap().value(QStringLiteral("card")).toInt());
    QString cardId;
    for (const auto& c : seat(me).value(QStringLiteral("planningHand")).toList())
        if (c.toMap().value(QStringLiteral("id")).toString() == id)
            cardId = c.toMap().value(QStringLiteral("card")).toString();
    QQuickItem* card = handCard(QStringLiteral("planningHand"), cardId);
    QVERIFY(card);
    QVERIFY(card->property("legal").toBool());
    const int before = m_game->view().value(QStringLiteral("city")).toList().size();
    quickdriver::drag(m_window, card, find(QStringLiteral("city")));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("city")).toList().size(), before + 1);
    QCOMPARE(m_game->view().value(QStringLiteral("city")).toList().last().toMap().value(QStringLiteral("id")).toString(), id);
    QTRY_VERIFY(find(QStringLiteral("frontMark")));
    clickChoice(QStringLiteral("Done"));
    QTRY_VERIFY(m_game->promptSeat() != me || phase() != QStringLiteral("planning"));
}

void KaijuEndToEnd::selectionAndAttackByClicks()
{
    // The rest of Planning: done for every seat.
    while (phase() == QStringLiteral("planning")) {
        revealIfCurtain();
        clickChoice(QStringLiteral("Done"));
        QTest::qWait(50);
    }
    QCOMPARE(phase(), QStringLiteral("selection"));
    while (phase() == QStringLiteral("selection")) {
        revealIfCurtain();
        const int me = m_game->viewerSeat();
        QQuickItem* tile = find(QStringLiteral("kaiju_%1_0").arg(me));
        QVERIFY(tile);
        QTRY_VERIFY(tile->property("lit").toBool());
        quickdriver::click(m_window, tile);
        QTRY_VERIFY(seat(me).value(QStringLiteral("team")).toList().at(0).toMap().value(QStringLiteral("active")).toBool());
    }
    QCOMPARE(phase(), QStringLiteral("action"));
    revealIfCurtain();
    const int me = m_game->viewerSeat();
    const int enemy = 1 - me;
    QQuickItem* target = find(QStringLiteral("kaiju_%1_0").arg(enemy));
    QVERIFY(target);
    QTRY_VERIFY(target->property("lit").toBool());
    // An inactive enemy kaiju is challenged, an active one attacked: this one is in the city.
    quickdriver::click(m_window, target);
    noJoins();
    QTRY_VERIFY(find(QStringLiteral("combatOverlay")));
}

void KaijuEndToEnd::combatFaceDownThenRevealTogether()
{
    QVERIFY(load(kFour));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("team_3")));
    QVERIFY(find(QStringLiteral("frontMark")));
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_0"))->property("lit").toBool());
    QVERIFY(!find(QStringLiteral("kaiju_1_2"))->property("lit").toBool()); // knocked out
    shot(QStringLiteral("kaiju-four-players"));
    // Ann clicks Ben's Bastion-9 (active): an attack, the combat overlay comes up.
    quickdriver::click(m_window, find(QStringLiteral("kaiju_1_0")));
    noJoins();
    QTRY_VERIFY(find(QStringLiteral("combatOverlay")));
    QCOMPARE(m_game->promptKind(), QStringLiteral("sword"));
    QCOMPARE(m_game->viewerSeat(), 0);
    // She drags Crushing Bite onto Bastion-9 in the overlay: it is chosen, its cost shows
    // (one Ferocity box from her pool of 4), and nothing is played yet.
    QQuickItem* bite = handCard(QStringLiteral("combatHand"), QStringLiteral("crushing-bite"));
    QVERIFY(bite);
    QVERIFY(bite->property("legal").toBool());
    quickdriver::drag(m_window, bite, find(QStringLiteral("fighter_1_0")));
    QTRY_VERIFY(find(QStringLiteral("costPreview")));
    QTRY_VERIFY2(find(QStringLiteral("costPreview"))->property("text").toString().contains(QStringLiteral("F −1")),
                 qPrintable(find(QStringLiteral("costPreview"))->property("text").toString()));
    QVERIFY(find(QStringLiteral("lane_0")));
    QCOMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().size(), 0);
    clickChoice(QStringLiteral("Play 1 face down"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().size(), 1);
    // Ben's turn to answer: behind the curtain, which says one card was played face down.
    QTRY_VERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 1);
    const QString reason = quickdriver::find(m_window, QStringLiteral("curtain"), true)->property("reason").toString();
    QVERIFY2(reason.contains(QStringLiteral("1 attack card")), qPrintable(reason));
    checkNoHandShows();
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 1);
    // He sees a card back in the lane, not the card.
    QQuickItem* laneCard = find(QStringLiteral("laneAttack_0"));
    QVERIFY(laneCard);
    QVERIFY(laneCard->property("card").toMap().value(QStringLiteral("hidden")).toBool());
    QVERIFY(!m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().at(0).toMap().contains(
        QStringLiteral("card")));
    // He drags Brace onto the attack and answers.
    QQuickItem* brace = handCard(QStringLiteral("combatHand"), QStringLiteral("brace"));
    QVERIFY(brace);
    quickdriver::drag(m_window, brace, find(QStringLiteral("lane_0")));
    clickChoice(QStringLiteral("Answer with 1"));
    // Both turn over together: Crushing Bite (3) against Brace (3 + Bastion-9's trait: none) —
    // the reveal shows both faces and what the attack dealt.
    QTRY_VERIFY(find(QStringLiteral("revealContinue")));
    QTRY_VERIFY(find(QStringLiteral("laneDealt_0")));
    QTRY_COMPARE(find(QStringLiteral("laneAttack_0"))->property("card").toMap().value(QStringLiteral("card")).toString(),
                 QStringLiteral("crushing-bite"));
    QVERIFY(find(QStringLiteral("combatTitle"))->property("text").toString().contains(QStringLiteral("Reveal")));
    const int bastionDamage = seat(1).value(QStringLiteral("team")).toList().at(0).toMap().value(QStringLiteral("damage")).toInt();
    const QString dealt = find(QStringLiteral("laneDealt_0"))->property("text").toString();
    QVERIFY2(bastionDamage == 3 ? dealt == QStringLiteral("blocked") : dealt.contains(QString::number(bastionDamage - 3)),
             qPrintable(QStringLiteral("%1 shown, damage now %2").arg(dealt).arg(bastionDamage)));
    shot(QStringLiteral("kaiju-reveal"));
    // Round 2: Ben is now the Sword; Continue closes the reveal and shows the combat again.
    quickdriver::click(m_window, find(QStringLiteral("revealContinue")));
    QTRY_VERIFY(!find(QStringLiteral("revealContinue")));
    QCOMPARE(m_game->promptKind(), QStringLiteral("sword"));
    QCOMPARE(m_game->promptSeat(), 1);
}

// RANGE from the table: with Tail Sweep (RANGE 2) chosen, the combat overlay shows the city row
// and lights the first two city cards, not the third; a click on the third is out of reach, a
// click on the Tank Column (second) aims the point there (its mark shows, nothing else is lit:
// one RANGE card, one point); the button names the card, and after the reveal the Tank Column
// carries 1 damage.
void KaijuEndToEnd::collateralAimedAtACityCard()
{
    QVERIFY(load(kFour));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_0")));
    quickdriver::click(m_window, find(QStringLiteral("kaiju_1_0")));
    noJoins();
    QTRY_VERIFY(find(QStringLiteral("combatOverlay")));
    QCOMPARE(m_game->promptKind(), QStringLiteral("sword"));
    QVERIFY(!find(QStringLiteral("rampageCity"))); // no city row in the overlay before a RANGE card
    QQuickItem* sweep = handCard(QStringLiteral("combatHand"), QStringLiteral("tail-sweep"));
    QVERIFY(sweep);
    QVERIFY(sweep->property("legal").toBool());
    quickdriver::click(m_window, sweep);
    QTRY_VERIFY(find(QStringLiteral("rampageCity")));
    QQuickItem* overlayCity = find(QStringLiteral("rampageCity"));
    const auto inOverlay = [&](const QString& name) -> QQuickItem* {
        std::function<QQuickItem*(QQuickItem*)> walk = [&](QQuickItem* item) -> QQuickItem* {
            if (item->objectName() == name && item->isVisible())
                return item;
            for (auto* c : item->childItems())
                if (auto* f = walk(c))
                    return f;
            return nullptr;
        };
        return walk(overlayCity);
    };
    QTRY_VERIFY(inOverlay(QStringLiteral("cityCard_2")));
    QVERIFY(inOverlay(QStringLiteral("cityCard_0"))->property("legal").toBool());
    QVERIFY(inOverlay(QStringLiteral("cityCard_1"))->property("legal").toBool());
    QVERIFY(!inOverlay(QStringLiteral("cityCard_2"))->property("legal").toBool());
    quickdriver::click(m_window, inOverlay(QStringLiteral("cityCard_2"))); // out of reach: no aim
    QTest::qWait(100);
    QVERIFY(!inOverlay(QStringLiteral("collateralMark")));
    quickdriver::click(m_window, inOverlay(QStringLiteral("cityCard_1")));
    QTRY_VERIFY(inOverlay(QStringLiteral("collateralMark")));
    QCOMPARE(inOverlay(QStringLiteral("collateralMark"))->parentItem()->property("cardData").toMap().value(QStringLiteral("card")).toString(),
             QStringLiteral("tank-column"));
    QVERIFY(!inOverlay(QStringLiteral("cityCard_0"))->property("legal").toBool()); // the one point is spent
    QTest::qWait(300);
    shot(QStringLiteral("kaiju-collateral-aim"));
    clickChoice(QStringLiteral("Play 1 face down, collateral damage to Tank Column"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().size(), 1);
    QTRY_VERIFY(m_game->curtain());
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 1);
    clickChoice(QStringLiteral("No answer"));
    const auto tankDamage = [&] {
        for (const auto& c : m_game->view().value(QStringLiteral("city")).toList())
            if (c.toMap().value(QStringLiteral("card")).toString() == QStringLiteral("tank-column"))
                return c.toMap().value(QStringLiteral("damage")).toInt();
        return -1;
    };
    QTRY_COMPARE(tankDamage(), 1);
    for (const auto& c : m_game->view().value(QStringLiteral("city")).toList()) // the others untouched
        if (c.toMap().value(QStringLiteral("card")).toString() != QStringLiteral("tank-column"))
            QCOMPARE(c.toMap().value(QStringLiteral("damage")).toInt(), 0);
}

// Ann rampages against the front city card; the three others, each behind the curtain, let it
// rampage. Unopposed, her Lightning Lunge (MOVE 1) hits the Glass Office Tower at once; after the
// damage she is asked how far to MOVE (the city row marks the Tank Column, which MOVE 1 brings to
// the front) and moves 1: the tower slides to the back of the row and the Tank Column is in front. Then Crushing
// Bite knocks the Tank Column out (its glory to Ann) and she is asked whether to fight on.
// Ann rampages against the front city card (Glass Office Tower), the three others let it
// rampage, and her Lightning Lunge (MOVE 1) hits at once: the table is at her Move step.
void KaijuEndToEnd::rampageToTheMoveStep()
{
    QByteArray record(kFour);
    record.replace(R"({"id": 305, "card": "riposte"})", R"({"id": 305, "card": "lightning-lunge"})");
    QVERIFY(load(record.constData()));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("cityCard_0")));
    QQuickItem* tower = find(QStringLiteral("cityCard_0"));
    QCOMPARE(tower->property("cardData").toMap().value(QStringLiteral("card")).toString(), QStringLiteral("glass-tower"));
    clickChoice(QStringLiteral("Rampage against Glass Office Tower"));
    QTRY_COMPARE(phase(), QStringLiteral("cityDefender"));
    while (phase() == QStringLiteral("cityDefender")) {
        revealIfCurtain();
        QCOMPARE(m_game->promptKind(), QStringLiteral("cityDefender"));
        clickChoice(QStringLiteral("Let it rampage"));
        QTest::qWait(50);
    }
    QTRY_COMPARE(phase(), QStringLiteral("combat"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QCOMPARE(m_game->promptKind(), QStringLiteral("sword"));
    QQuickItem* lunge = handCard(QStringLiteral("combatHand"), QStringLiteral("lightning-lunge"));
    QVERIFY(lunge);
    quickdriver::click(m_window, lunge);
    clickChoice(QStringLiteral("Play 1 face down"));
    // Nobody answers for the city: the card turns over at once, its damage counts on, and then
    // Ann chooses her MOVE (the Move step after the damage), the city row marking what comes
    // to the front.
    QTRY_COMPARE(phase(), QStringLiteral("move"));
}

void KaijuEndToEnd::rampageMovesTheCity()
{
    rampageToTheMoveStep();
    QQuickItem* tower = find(QStringLiteral("cityCard_0"));
    QVERIFY(tower);
    QCOMPARE(tower->property("cardData").toMap().value(QStringLiteral("card")).toString(), QStringLiteral("glass-tower"));
    QCOMPARE(m_game->promptKind(), QStringLiteral("move"));
    QCOMPARE(m_game->promptSeat(), 0);
    QCOMPARE(m_game->view().value(QStringLiteral("city")).toList().at(0).toMap().value(QStringLiteral("damage")).toInt(), 2);
    QCOMPARE(m_game->view().value(QStringLiteral("city")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
             QStringLiteral("glass-tower"));
    QQuickItem* overlayCity = find(QStringLiteral("rampageCity"));
    QVERIFY(overlayCity && overlayCity->isVisible());
    QStringList marked; // the cards of the overlay's city row with a visible MOVE mark
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (item->objectName() == QStringLiteral("moveMark") && item->isVisible())
            marked << item->parentItem()->property("cardData").toMap().value(QStringLiteral("card")).toString();
        for (auto* c : item->childItems())
            walk(c);
    };
    QTRY_VERIFY((marked.clear(), walk(overlayCity), !marked.isEmpty())); // each try counts afresh
    QCOMPARE(marked, QStringList{QStringLiteral("tank-column")});
    QStringList seen;
    QVERIFY(quickdriver::promptChoice(m_window, [](const QString& t) { return t.contains(QStringLiteral("Stay (MOVE 0)")); }, &seen));
    QTest::qWait(300);
    shot(QStringLiteral("kaiju-move-step"));
    clickChoice(QStringLiteral("MOVE 1: Tank Column to the front"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("city")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
                 QStringLiteral("tank-column"));
    const QVariantMap back = m_game->view().value(QStringLiteral("city")).toList().at(2).toMap();
    QCOMPARE(back.value(QStringLiteral("card")).toString(), QStringLiteral("glass-tower"));
    QCOMPARE(back.value(QStringLiteral("damage")).toInt(), 2);
    // The same card item slid to the back, the front mark is on the Tank Column.
    QTRY_COMPARE(tower->objectName(), QStringLiteral("cityCard_2"));
    QTRY_VERIFY(tower->x() > find(QStringLiteral("cityCard_0"))->x());
    // The overlay of a rampage shows the city row too: turned, the front mark on the Tank Column.
    QQuickItem* inOverlay = find(QStringLiteral("rampageCity"));
    QVERIFY(inOverlay && inOverlay->isVisible());
    QTest::qWait(600);
    shot(QStringLiteral("kaiju-rampage-move"));
    if (find(QStringLiteral("revealContinue")))
        quickdriver::click(m_window, find(QStringLiteral("revealContinue")));
    QTRY_COMPARE(m_game->promptKind(), QStringLiteral("sword"));
    quickdriver::click(m_window, handCard(QStringLiteral("combatHand"), QStringLiteral("crushing-bite")));
    clickChoice(QStringLiteral("Play 1 face down"));
    QTRY_COMPARE(phase(), QStringLiteral("fightOn"));
    QCOMPARE(seat(0).value(QStringLiteral("glory")).toInt(), 7); // 5 + the Tank Column's 2
    QCOMPARE(seat(0).value(QStringLiteral("gloryPile")).toList().size(), 1);
    QTest::qWait(300);
    shot(QStringLiteral("kaiju-rampage"));
    clickChoice(QStringLiteral("Draw 2 and fight on"));
    QTRY_COMPARE(phase(), QStringLiteral("combat"));
    QCOMPARE(m_game->view().value(QStringLiteral("city")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
             QStringLiteral("subway-hub"));
}

// Hot-seat: the Move step is public (the cards are revealed), so the curtain that comes down for
// it offers its answers (GameController.publicAnswers) and Ann moves without showing her hand.
void KaijuEndToEnd::publicMoveAnsweredOnTheCurtain()
{
    rampageToTheMoveStep();
    QTRY_COMPARE(phase(), QStringLiteral("move"));
    QVERIFY(m_game->publicAnswers().isEmpty()); // Ann looks at the table: no curtain, no answers on it
    const QString path = m_dir.filePath(QStringLiteral("move-step.json"));
    QVERIFY(m_game->saveGame(path));
    QVERIFY(m_game->loadGame(path)); // whoever sits down next has not said who they are
    QTRY_VERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 0);
    checkNoHandShows();
    QCOMPARE(m_game->publicAnswers().size(), 2); // MOVE 0 and MOVE 1
    QTRY_VERIFY(find(QStringLiteral("curtainAnswer1")));
    QQuickItem* answer = find(QStringLiteral("curtainAnswer1"));
    QCOMPARE(answer->property("text").toString(), QStringLiteral("MOVE 1: Tank Column to the front"));
    QCOMPARE(find(QStringLiteral("curtainAnswer0"))->property("text").toString(), QStringLiteral("Stay (MOVE 0)"));
    QTRY_VERIFY(answer->isEnabled());
    shot(QStringLiteral("kaiju-move-on-curtain"));
    quickdriver::click(m_window, answer);
    QTRY_COMPARE(m_game->view().value(QStringLiteral("city")).toList().at(0).toMap().value(QStringLiteral("card")).toString(),
                 QStringLiteral("tank-column"));
    // The curtain stayed down (a new hand-off for whoever is asked next) and no hand showed.
    QVERIFY(m_game->curtain());
    QCOMPARE(m_game->viewerSeat(), -1);
    checkNoHandShows();
    // Not a public question now (Ann's next attack needs her hand): no answers on the curtain.
    QCOMPARE(m_game->promptKind(), QStringLiteral("sword"));
    QVERIFY(m_game->publicAnswers().isEmpty());
    QVERIFY(!m_game->answerUnseen(QVariantMap{{QStringLiteral("type"), QStringLiteral("move")},
                                              {QStringLiteral("args"), QVariantMap{{QStringLiteral("points"), 0}}}}));
    QTRY_VERIFY(!find(QStringLiteral("curtainAnswer0")));
}

// A team fight of three against one: Ann attacks Ben's Bastion-9 and clicks Silt Lancer and
// Tidewyrm to add them (she draws 2); Ben, behind the curtain, has Stormjack to add and adds
// nobody. The overlay shows Ann's three kaiju on the Sword's side and Bastion-9 on the other;
// Ann clicks Silt Lancer in the overlay (the kaiju that plays) and drags Crushing Bite onto
// Bastion-9: the lane says who attacks whom, and the card is paid from Silt Lancer's pools.
void KaijuEndToEnd::teamFightThreeAgainstOne()
{
    QVERIFY(load(kFour));
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_0"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("kaiju_1_0")));
    QTRY_COMPARE(phase(), QStringLiteral("join"));
    QCOMPARE(m_game->promptSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("kaiju_0_1"))->property("lit").toBool());
    QVERIFY(!find(QStringLiteral("kaiju_0_0"))->property("lit").toBool()); // already fighting
    quickdriver::click(m_window, find(QStringLiteral("kaiju_0_1")));
    quickdriver::click(m_window, find(QStringLiteral("kaiju_0_2")));
    QTRY_VERIFY(find(QStringLiteral("kaiju_0_2"))->property("chosen").toBool());
    const int handBefore = seat(0).value(QStringLiteral("combatHandCount")).toInt();
    clickChoice(QStringLiteral("Add 2 to the fight"));
    QTRY_COMPARE(seat(0).value(QStringLiteral("combatHandCount")).toInt(), handBefore + 2);
    QTRY_VERIFY(m_game->curtain());
    QCOMPARE(m_game->promptSeat(), 1);
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_1"))->property("lit").toBool()); // Stormjack could join
    clickChoice(QStringLiteral("Add nobody"));
    QTRY_COMPARE(phase(), QStringLiteral("combat"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("fighter_0_2")));
    QVERIFY(find(QStringLiteral("fighter_0_0")) && find(QStringLiteral("fighter_0_1")) && find(QStringLiteral("fighter_1_0")));
    QVERIFY(!find(QStringLiteral("fighter_1_1")));
    quickdriver::click(m_window, find(QStringLiteral("fighter_0_1")));
    QTRY_VERIFY(find(QStringLiteral("fighter_0_1"))->property("chosen").toBool());
    QQuickItem* bite = handCard(QStringLiteral("combatHand"), QStringLiteral("crushing-bite"));
    QVERIFY(bite);
    quickdriver::drag(m_window, bite, find(QStringLiteral("fighter_1_0")));
    QTRY_VERIFY(find(QStringLiteral("laneAim_0")));
    QTRY_VERIFY2(find(QStringLiteral("laneAim_0"))->property("text").toString().contains(QStringLiteral("Silt Lancer")),
                 qPrintable(find(QStringLiteral("laneAim_0"))->property("text").toString()));
    shot(QStringLiteral("kaiju-team-fight"));
    clickChoice(QStringLiteral("Play 1 face down"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().size(), 1);
    const QVariantMap played = m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().at(0).toMap();
    QCOMPARE(played.value(QStringLiteral("by")).toInt(), 2);     // Silt Lancer, the third fighter
    QCOMPARE(played.value(QStringLiteral("target")).toInt(), 1); // Bastion-9
}

// With two enemy kaiju in the fight, the card dropped on one of them is aimed at that one.
void KaijuEndToEnd::teamFightDragDeclaresTheTarget()
{
    QVERIFY(load(kFour));
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_0"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("kaiju_1_0")));
    QTRY_COMPARE(phase(), QStringLiteral("join"));
    clickChoice(QStringLiteral("Add nobody"));
    QTRY_VERIFY(m_game->curtain());
    revealIfCurtain();
    QTRY_VERIFY(find(QStringLiteral("kaiju_1_1"))->property("lit").toBool());
    quickdriver::click(m_window, find(QStringLiteral("kaiju_1_1")));
    clickChoice(QStringLiteral("Add 1 to the fight"));
    QTRY_COMPARE(phase(), QStringLiteral("combat"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QTRY_VERIFY(find(QStringLiteral("fighter_1_1")));
    QQuickItem* bite = handCard(QStringLiteral("combatHand"), QStringLiteral("crushing-bite"));
    QVERIFY(bite);
    quickdriver::drag(m_window, bite, find(QStringLiteral("fighter_1_1")));
    QTRY_VERIFY(find(QStringLiteral("laneAim_0")));
    QTRY_VERIFY2(find(QStringLiteral("laneAim_0"))->property("text").toString().contains(QStringLiteral("Stormjack")),
                 qPrintable(find(QStringLiteral("laneAim_0"))->property("text").toString()));
    clickChoice(QStringLiteral("Play 1 face down"));
    QTRY_COMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().size(), 1);
    QCOMPARE(m_game->view().value(QStringLiteral("combat")).toMap().value(QStringLiteral("attacks")).toList().at(0).toMap()
                 .value(QStringLiteral("target")).toInt(),
             2); // Stormjack joined third
}

// Every combat and planning card of the set (cards/kaiju/cards.json) dealt into the viewer's
// hands, a few at a time, and its city cards into the city: each card's face is on the table
// and shows what the card data says (its cost boxes, keywords with MOVE and RANGE, trait and
// red trait icons; a scar's change; a city card's Fortitude and Glory), none of it cut off. Screenshot
// kaiju-card-set.png of the fifth deal.
void KaijuEndToEnd::everyCardFaceShowsItsValues()
{
    QFile file(QStringLiteral(KAIJU_CARDS_JSON));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QVariantList all = QJsonDocument::fromJson(file.readAll()).toVariant().toMap().value(QStringLiteral("cards")).toList();
    QStringList combat, planning, city;
    QHash<QString, QVariantMap> byId;
    for (const auto& c : all) {
        const QVariantMap m = c.toMap();
        const QString id = m.value(QStringLiteral("id")).toString(), kind = m.value(QStringLiteral("kind")).toString();
        byId[id] = m;
        if (kind == QStringLiteral("combat"))
            combat << id;
        else if (kind == QStringLiteral("location") || kind == QStringLiteral("opponent") || kind == QStringLiteral("scar"))
            planning << id;
        if (kind == QStringLiteral("location") || kind == QStringLiteral("opponent"))
            city << id;
    }
    QVERIFY(combat.size() >= 40);
    auto texts = [](QQuickItem* item) {
        QStringList out;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
            if (!i->isVisible())
                return;
            const QVariant t = i->property("text");
            if (t.isValid() && !t.toString().isEmpty())
                out << t.toString();
            for (auto* c : i->childItems())
                walk(c);
        };
        walk(item);
        return out;
    };
    // The texts of a card drawn (partly) below its bottom edge, where the face clips them.
    auto clipped = [](QQuickItem* card) {
        QStringList out;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
            if (!i->isVisible())
                return;
            const QVariant t = i->property("text");
            if (t.isValid() && !t.toString().isEmpty() && i->mapToItem(card, QPointF(0, i->height())).y() > card->height() + 1)
                out << t.toString();
            for (auto* c : i->childItems())
                walk(c);
        };
        walk(card);
        return out;
    };
    auto quoted = [](const QStringList& ids) {
        QStringList q;
        for (const auto& id : ids)
            q << QStringLiteral("\"%1\"").arg(id);
        return q.join(QStringLiteral(", "));
    };
    const int chunk = 6;
    const int rounds = int(std::max((combat.size() + chunk - 1) / chunk, (planning.size() + chunk - 1) / chunk));
    for (int r = 0; r < rounds; ++r) {
        const QStringList hand = combat.mid(r * chunk, chunk);
        const QStringList plan = planning.mid(r * chunk, chunk);
        const QStringList front = city.mid((r * 3) % std::max<qsizetype>(1, city.size() - 2), 3);
        const QString record = QStringLiteral(R"({"format": "tabletop-game", "version": 4,
 "rules": {"game": "kaiju", "version": 1},
 "config": {"game": "kaiju", "seats": 2, "seed": 7, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {"turn": 2, "phase": "planning", "order": [0, 1], "cursor": 0,
  "city": [%1],
  "seats": [
   {"team": ["grothmaw", "silt-lancer", "tidewyrm"], "drawn": true, "planningHand": [%2], "combatHand": [%3],
    "planningDeck": ["crane-yard"], "combatDeck": ["brace"]},
   {"team": ["magmaroth", "ashwing", "cindertusk"], "drawn": true, "planningHand": ["stadium"],
    "combatHand": ["brace"], "planningDeck": ["crane-yard"], "combatDeck": ["brace"]}]}})")
                                   .arg(quoted(front), quoted(plan), quoted(hand));
        QVERIFY(load(record.toUtf8().constData()));
        revealIfCurtain();
        QCOMPARE(m_game->viewerSeat(), 0);
        for (const auto& id : hand + plan) {
            const QVariantMap d = byId.value(id);
            const bool isCombat = d.value(QStringLiteral("kind")) == QStringLiteral("combat");
            QQuickItem* card = nullptr;
            QTRY_VERIFY2((card = handCard(isCombat ? QStringLiteral("combatHand") : QStringLiteral("planningHand"), id)),
                         qPrintable(id));
            QVERIFY2(card->width() > 20 && card->height() > 20, qPrintable(id));
            const QStringList shown = texts(card);
            QVERIFY2(clipped(card).isEmpty(), qPrintable(id + QStringLiteral(": cut off at the bottom: ") + clipped(card).join(QLatin1Char('|'))));
            QStringList expected;
            if (isCombat) {
                for (const auto& box : d.value(QStringLiteral("cost")).toList())
                    expected << box.toString().left(1).toUpper(); // the cost box's letter: F, A, P
                for (const auto& k : d.value(QStringLiteral("keywords")).toList()) {
                    const QString kw = k.toString().toUpper();
                    QVERIFY2(shown.join(QLatin1Char(' ')).contains(kw), qPrintable(id + QStringLiteral(": no ") + kw));
                }
                for (const char* value : {"move", "range"})
                    if (d.value(QLatin1String(value)).toInt() > 0) {
                        const QString label = QStringLiteral("%1 %2").arg(QString::fromLatin1(value).toUpper()).arg(d.value(QLatin1String(value)).toInt());
                        QVERIFY2(shown.join(QLatin1Char(' ')).contains(label), qPrintable(id + QStringLiteral(": no ") + label));
                    }
                int boxes = 0;
                for (const auto& t : shown)
                    boxes += t == QStringLiteral("F") || t == QStringLiteral("A") || t == QStringLiteral("P");
                QVERIFY2(boxes == expected.size(), qPrintable(id + QStringLiteral(": cost boxes ") + shown.join(QLatin1Char('|'))));
                for (const char* value : {"damage", "toughness"})
                    if (d.value(QLatin1String(value)).toInt() > 0)
                        QVERIFY2(shown.contains(QString::number(d.value(QLatin1String(value)).toInt())), qPrintable(id + QLatin1String(value)));
                const int icons = d.value(QStringLiteral("traits")).toList().size() + d.value(QStringLiteral("opposedTraits")).toList().size();
                int glyphs = 0;
                for (const auto& t : shown)
                    glyphs += t.size() == 1 && QStringLiteral("\u25C6\u25B2\u03DF\u224B\u2668\u25A0").contains(t);
                QVERIFY2(glyphs == icons, qPrintable(id + QStringLiteral(": trait icons ") + shown.join(QLatin1Char('|'))));
            } else if (d.value(QStringLiteral("kind")) == QStringLiteral("scar")) {
                QString change;
                for (const auto& t : shown)
                    if (t.contains(QLatin1Char('+')) || t.contains(QLatin1Char('-')))
                        change += t;
                QVERIFY2(!change.isEmpty(), qPrintable(id + QStringLiteral(": no scar change ") + shown.join(QLatin1Char('|'))));
            } else {
                const QString fort = QStringLiteral("\u2B1F %1").arg(d.value(QStringLiteral("fortitude")).toInt());
                const QString glory = QStringLiteral("\u2605 %1").arg(d.value(QStringLiteral("glory")).toInt());
                QVERIFY2(shown.contains(fort) && shown.contains(glory), qPrintable(id + QStringLiteral(": ") + shown.join(QLatin1Char('|'))));
            }
        }
        QCOMPARE(m_game->view().value(QStringLiteral("city")).toList().size(), front.size());
        if (r == 4) // new cards in both hands and the city
            shot(QStringLiteral("kaiju-card-set"));
    }
}

void KaijuEndToEnd::wholeGameHotSeatToTheEnd()
{
    // A new 3-seat game from the starter loadouts, every seat played by the same simple plan
    // through the controller (fight, play the city, keep moving), every change of seat behind
    // the curtain, to the end.
    QVERIFY2(m_game->newGame(QStringLiteral("kaiju"), {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cat")}, kSeed,
                             {{QStringLiteral("gloryToWin"), 5}}), // short: the first KO ends it (team fights add prompts)
             qPrintable(m_game->lastError()));
    // Team fights: every character that may join does (the last join listed adds them all).
    const QStringList plan{"join", "accept", "strike", "block", "attack", "challenge", "scar", "select", "play", "done", "discard", "pass"};
    int moves = 0;
    int handoffs = 0;
    // Hundreds of curtains: armed at once (the delay itself: tst_e2e_neotokyo).
    quickdriver::setCurtainDelay(m_window, 0);
    const auto restoreDelay = qScopeGuard([this] { quickdriver::setCurtainDelay(m_window, 400); });
    while (!m_game->gameOver()) {
        QVERIFY2(++moves < 6000, "the game did not end");
        if (m_game->curtain()) {
            ++handoffs;
            revealIfCurtain();
        }
        const QVariantList legal = m_game->legalActions();
        QVERIFY(!legal.isEmpty());
        QVariantMap pick;
        for (const QString& type : plan) {
            for (const auto& a : legal) {
                const QVariantMap m = a.toMap();
                // Strike with cards when there are some (the empty strike is listed first).
                if (type == QStringLiteral("join") && m.value(QStringLiteral("type")) == type) {
                    pick = m; // and on: the last one listed
                    continue;
                }
                if (m.value(QStringLiteral("type")) == type &&
                    !((type == QStringLiteral("strike") || type == QStringLiteral("block")) &&
                      m.value(QStringLiteral("args")).toMap().value(QStringLiteral("cards")).toList().isEmpty() && moves % 3 != 0)) {
                    pick = m;
                    break;
                }
            }
            if (!pick.isEmpty())
                break;
        }
        if (pick.isEmpty())
            pick = legal.first().toMap();
        QVERIFY2(m_game->propose(pick), qPrintable(QJsonDocument::fromVariant(pick).toJson(QJsonDocument::Compact)));
        if (moves % 25 == 0)
            QTest::qWait(1);
        if (moves % 50 == 0 && qEnvironmentVariableIsSet("KAIJU_E2E_TRACE"))
            qInfo("%d moves, %d handoffs, turn %d, phase %s", moves, handoffs, m_game->view().value(QStringLiteral("turn")).toInt(),
                  qPrintable(phase()));
    }
    QVERIFY2(handoffs >= 10, qPrintable(QString::number(handoffs)));
    QQuickItem* end = find(QStringLiteral("endGame"));
    QVERIFY(end);
    QTRY_VERIFY(end->isVisible());
    QVERIFY(!find(QStringLiteral("endHeadline"))->property("text").toString().isEmpty());
    int best = 0;
    int standing = 0;
    for (const auto& s : m_game->view().value(QStringLiteral("seats")).toList()) {
        best = std::max(best, s.toMap().value(QStringLiteral("glory")).toInt());
        bool conscious = false;
        for (const auto& k : s.toMap().value(QStringLiteral("team")).toList()) {
            const QVariantMap m = k.toMap();
            const int scar = m.value(QStringLiteral("scar")).toMap().value(QStringLiteral("scarFortitude")).toInt();
            conscious = conscious || m.value(QStringLiteral("damage")).toInt() <
                                         m.value(QStringLiteral("fortitude")).toInt() + scar + 2;
        }
        standing += conscious ? 1 : 0;
    }
    QVERIFY2(best >= 5 || standing <= 1, "the game ended with nobody at 5 glory and several teams standing");
    shot(QStringLiteral("kaiju-end"));
}

// Planning beyond the city: Ann clicks an event in her planning hand (it resolves at once, the log
// says what it did, it lands in her discard pile), drags an ally onto the city (it joins her team
// row as a tile marked "Ally"), an ally whose requirement no member meets is refused with the
// reason; in Selection the ally's tile is lit and sent into the city with a click.
static const char* kPlanning = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "kaiju", "version": 1},
 "config": {"game": "kaiju", "seats": 2, "seed": 7, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "turn": 2, "phase": "planning", "order": [0, 1], "cursor": 0,
  "city": [{"card": "glass-tower", "owner": 1}],
  "seats": [
   {"team": ["grothmaw", "silt-lancer", {"card": "tidewyrm", "damage": 2}], "glory": 3, "drawn": true,
    "planningHand": [{"id": 11, "card": "broadcast"}, {"id": 12, "card": "harbour-pilot"}, {"id": 13, "card": "ash-pilgrims"}, {"id": 14, "card": "stadium"}],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column"],
    "combatHand": ["crushing-bite", "body-slam", "tail-sweep", "brace", "riposte"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive"]},
   {"team": ["bastion-9", "stormjack", "gearjaw"], "glory": 0, "drawn": true,
    "planningHand": ["crane-yard"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column"],
    "combatHand": ["brace", "sidestep", "crushing-bite", "roll-with-it", "deep-dive"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive"]}
  ]
 }
})";

void KaijuEndToEnd::allyAndEventFromThePlanningHand()
{
    QVERIFY(load(kPlanning));
    QTRY_COMPARE(phase(), QStringLiteral("planning"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    // The event: a click plays it; +2 glory, told in the log, the card in the discard pile.
    QQuickItem* event = handCard(QStringLiteral("planningHand"), QStringLiteral("broadcast"));
    QVERIFY(event);
    QTRY_VERIFY(event->property("legal").toBool());
    quickdriver::click(m_window, event);
    QTRY_COMPARE(seat(0).value(QStringLiteral("glory")).toInt(), 5);
    QCOMPARE(seat(0).value(QStringLiteral("planningDiscard")).toList().value(0).toMap().value(QStringLiteral("card")).toString(),
             QStringLiteral("broadcast"));
    auto logText = [&](const QString& type) {
        const int row = m_game->log()->lastOfType(type).value(QStringLiteral("row"), -1).toInt();
        return row < 0 ? QString() : m_game->log()->textAt(row);
    };
    QTRY_VERIFY2(logText(QStringLiteral("gainGlory")).contains(QStringLiteral("gains 2 glory")),
                 qPrintable(logText(QStringLiteral("gainGlory"))));
    QVERIFY2(logText(QStringLiteral("event")).contains(QStringLiteral("Emergency Broadcast")), qPrintable(logText(QStringLiteral("event"))));
    // An ally no member meets (Ash Pilgrims need an Ember kaiju) is not lit, and a click is refused.
    QQuickItem* pilgrims = handCard(QStringLiteral("planningHand"), QStringLiteral("ash-pilgrims"));
    QVERIFY(pilgrims);
    QVERIFY(!pilgrims->property("legal").toBool());
    QSignalSpy refusals(m_game, &GameController::refused);
    quickdriver::click(m_window, pilgrims);
    QTRY_COMPARE(refusals.size(), 1);
    QVERIFY2(refusals.at(0).at(0).toString().contains(QStringLiteral("Ash Pilgrims")), qPrintable(refusals.at(0).at(0).toString()));
    QCOMPARE(refusals.at(0).at(1).toString(), QStringLiteral("allies"));
    QCOMPARE(seat(0).value(QStringLiteral("team")).toList().size(), 3);
    // The ally dragged onto the city joins the team row.
    QQuickItem* pilot = handCard(QStringLiteral("planningHand"), QStringLiteral("harbour-pilot"));
    QVERIFY(pilot);
    QVERIFY(pilot->property("legal").toBool());
    quickdriver::drag(m_window, pilot, find(QStringLiteral("city")));
    QTRY_COMPARE(seat(0).value(QStringLiteral("team")).toList().size(), 4);
    QTRY_VERIFY(find(QStringLiteral("kaiju_0_3")));
    QQuickItem* mark = find(QStringLiteral("allyMark_0_3"));
    QVERIFY(mark);
    QTRY_VERIFY(mark->isVisible());
    QQuickItem* kaijuMark = quickdriver::find(m_window, QStringLiteral("allyMark_0_0"), false);
    QVERIFY(kaijuMark && !kaijuMark->isVisible()); // a kaiju has no ally mark
    shot(QStringLiteral("kaiju-ally-event"));
    clickChoice(QStringLiteral("Done"));
    QTRY_VERIFY(m_game->promptSeat() != 0 || phase() != QStringLiteral("planning"));
    revealIfCurtain();
    clickChoice(QStringLiteral("Done"));
    QTRY_COMPARE(phase(), QStringLiteral("selection"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    QQuickItem* tile = find(QStringLiteral("kaiju_0_3"));
    QTRY_VERIFY(tile->property("lit").toBool());
    quickdriver::click(m_window, tile);
    QTRY_VERIFY(seat(0).value(QStringLiteral("team")).toList().at(3).toMap().value(QStringLiteral("selected")).toBool());
}

// Ann's Action phase with Falling Overpass (an event of the Action phase) and Emergency Broadcast
// (a Planning event) in her planning hand.
static const char* kActionEvent = R"({
 "format": "tabletop-game", "version": 4,
 "rules": {"game": "kaiju", "version": 1},
 "config": {"game": "kaiju", "seats": 2, "seed": 7, "seatNames": ["Ann", "Ben"], "options": {}, "decks": null},
 "actions": [],
 "position": {
  "turn": 2, "phase": "action", "order": [0, 1], "cursor": 0,
  "city": [{"card": "glass-tower", "owner": 1}, {"card": "crane-yard", "owner": 1}],
  "seats": [
   {"team": [{"card": "grothmaw", "active": true, "selected": true, "enteredCity": true}, "silt-lancer"], "glory": 3, "drawn": true,
    "planningHand": [{"id": 11, "card": "falling-overpass"}, {"id": 12, "card": "broadcast"}],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column"],
    "combatHand": ["crushing-bite", "body-slam", "tail-sweep", "brace", "riposte"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive"]},
   {"team": [{"card": "bastion-9", "active": true, "selected": true, "enteredCity": true}, "gearjaw"], "glory": 0, "drawn": true,
    "planningHand": ["stadium"],
    "planningDeck": ["glass-tower", "subway-hub", "tank-column"],
    "combatHand": ["brace", "sidestep", "crushing-bite", "roll-with-it", "deep-dive"],
    "combatDeck": ["brace", "sidestep", "crushing-bite", "deep-dive"]}
  ]
 }
})";

void KaijuEndToEnd::actionPhaseEventClickedBeforeTheAction()
{
    QVERIFY(load(kActionEvent));
    QTRY_COMPARE(phase(), QStringLiteral("action"));
    revealIfCurtain();
    QCOMPARE(m_game->viewerSeat(), 0);
    // The Action-phase event is lit in the planning hand; the Planning event is not.
    QQuickItem* overpass = handCard(QStringLiteral("planningHand"), QStringLiteral("falling-overpass"));
    QQuickItem* broadcast = handCard(QStringLiteral("planningHand"), QStringLiteral("broadcast"));
    QVERIFY(overpass && broadcast);
    QTRY_VERIFY(overpass->property("legal").toBool());
    QVERIFY(!broadcast->property("legal").toBool());
    shot(QStringLiteral("kaiju-action-event"));
    const int before = m_game->actionCount();
    quickdriver::click(m_window, overpass);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    // 2 damage to the front city card, told in the log; still Ann's Action phase.
    QTRY_COMPARE(m_game->view().value(QStringLiteral("city")).toList().value(0).toMap().value(QStringLiteral("damage")).toInt(), 2);
    const int row = m_game->log()->lastOfType(QStringLiteral("event")).value(QStringLiteral("row"), -1).toInt();
    QVERIFY(row >= 0);
    QVERIFY2(m_game->log()->textAt(row).contains(QStringLiteral("Falling Overpass")), qPrintable(m_game->log()->textAt(row)));
    QCOMPARE(phase(), QStringLiteral("action"));
    QCOMPARE(m_game->promptSeat(), 0);
    // The Planning event clicked now is refused with the reason.
    QSignalSpy refusals(m_game, &GameController::refused);
    broadcast = handCard(QStringLiteral("planningHand"), QStringLiteral("broadcast")); // the hand was drawn again
    QVERIFY(broadcast);
    quickdriver::click(m_window, broadcast);
    QTRY_COMPARE(refusals.size(), 1);
    QVERIFY2(refusals.at(0).at(0).toString().contains(QStringLiteral("Emergency Broadcast")), qPrintable(refusals.at(0).at(0).toString()));
    // And Ann still takes her action: Pass from the prompt bar.
    clickChoice(QStringLiteral("Pass"));
    QTRY_VERIFY(m_game->actionCount() == before + 2);
}

void KaijuEndToEnd::teamCardsInTheTeamRows()
{
    // Five seats from the starters: seat 5 (Storm Wing) plays the Stormfront Compact team card;
    // each team row names its team card and the four values (the default team's elsewhere), and
    // the view puts seat 5 first in the initiative order (65 against 50).
    QVERIFY2(m_game->newGame(QStringLiteral("kaiju"),
                             {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cat"), QStringLiteral("Dan"),
                              QStringLiteral("Eve")},
                             kSeed, {}),
             qPrintable(m_game->lastError()));
    QTRY_VERIFY(find(QStringLiteral("teamCard_4")));
    revealIfCurtain();
    QTRY_COMPARE(find(QStringLiteral("teamCard_4"))->property("text").toString(),
                 QStringLiteral("Stormfront Compact: Initiative 65 · Planning draw 5 · Fury 9 · Fortitude +2"));
    QCOMPARE(find(QStringLiteral("teamCard_0"))->property("text").toString(),
             QStringLiteral("Default team: Initiative 50 · Planning draw 5 · Fury 10 · Fortitude +2"));
    QCOMPARE(seat(4).value(QStringLiteral("teamCard")).toString(), QStringLiteral("stormfront-compact"));
    QCOMPARE(m_game->view().value(QStringLiteral("order")).toList().value(0).toInt(), 4);
    shot(QStringLiteral("kaiju-team-cards"));
}

QTEST_MAIN(KaijuEndToEnd)
#include "tst_kaiju_e2e.moc"
