// Combat Grid hot-seat in the real app (offscreen, 1280x800): a Director and two players.
// - The Eva-scale encounter: Unit-02's token is dragged; while it is dragged exactly the
//   afforded squares are lit, each with its cost (the square under the pointer's cost on the
//   dragged token's corner), and the path leads to the square under the pointer; the drop moves it. An attack is chosen on the table: the targets in range are lit,
//   the Advantages and Disadvantages are listed before the roll, and the roll lands in the log
//   and the dice tray. Then Unit-01 is dragged with that roll in the log (the README picture).
// - The Director's secrets: the stealthy guard of the security floor is in no player's view
//   (nor under the curtain), only in the Director's.
// - Hurrying: Shinji dragged onto the security floor's broken glass, the path's slowing steps
//   marked, the drop asking "walk carefully" or "hurry"; the choice's move and its log (the
//   Harmful Terrain test when hurrying, none when walking) at 1280x800 and 960x600.
// - A whole encounter to the end through the table's buttons (attacks through the attack panel,
//   End turn through the prompt bar), every change of seat behind the curtain.
// - The Director's map editor (issue 16): from the new-game page, "Edit this encounter…" opens
//   the security floor; a wall is painted, Shinji's token dragged two squares, a wall refused
//   under a token and a token refused on a wall, light cover painted and Asuka moved from the
//   keyboard, the title typed, "Save as a new encounter":
//   the file is in the data folder, the encounter choice shows it, and the game started from
//   it shows the wall and Shinji where he was put.
// TABLETOP_SCREENSHOT_DIR=dir keeps the pictures (combatgrid-drag.png is the README's).
#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "LegalIndex.h"
#include "LogModel.h"

#include <functional>
#include "../../support/QuickDriver.h"

#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::AppSettings;
using tabletop::ui::GameController;

class CombatGridHotSeat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dragLightsReachWithCostsAndMoves();
    void attackListsModifiersThenRollsIntoLogAndTray();
    void secondTokenDraggedWithARollInTheLog();
    void directorSecretsStayBehindTheCurtain();
    void hurryAcrossHarmfulGroundChosenOnTheTable();
    void walkCarefullyAcrossHarmfulGroundChosenOnTheTable();
    void wholeEncounterHotSeatToTheEnd();
    void hurryOnlySquareIsLitAndTakenAtFullSpeed();
    void flierOverWaterDrawnWithBandsAndDepths();
    void leapAndJumpDownChosenOnTheTable();
    void stealthInfiltrationShowsTheHiddenMarkAndTheAwarenessRoll();
    void fatePointChosenInTheAttackPanel();
    void comboOfferedAndTheChainEndedOnTheTable();
    void mapEditorPaintsMovesSavesAndStartsTheEncounter();
    void ailmentBadgesAndTheShakeOffInTheLog();
    void goProneChosenInThePromptBar();
    void analyseChosenOnTheMapAndThePromptBar();

private:
    // The acting combatant's turn ends (its endTurn move), and the next seat's curtain lifts.
    void endTurn()
    {
        QVariantMap end;
        for (const auto& a : m_game->legalActions())
            if (a.toMap().value(QStringLiteral("type")) == QLatin1String("endTurn"))
                end = a.toMap();
        QVERIFY(!end.isEmpty());
        QVERIFY(m_game->propose(end));
        revealIfCurtain();
    }
    // Picks up `id`'s token and holds it over `cell` ("x,y"), the mouse still pressed; *over is
    // where to release it.
    void dragTokenOver(const QString& id, const QString& cell, QPoint* over)
    {
        QQuickItem* token = find(QStringLiteral("token_") + id);
        const QStringList xy = cell.split(QLatin1Char(','));
        QQuickItem* target = find(QStringLiteral("cell_%1_%2").arg(xy[0], xy[1]));
        QVERIFY(token && target);
        const QPoint a = token->mapToScene(QPointF(token->width() / 2, token->height() / 2)).toPoint();
        *over = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
        QTest::mousePress(m_window, Qt::LeftButton, {}, a, 300);
        for (int i = 1; i <= 30; ++i) {
            QTest::mouseMove(m_window, a + (*over - a) * i / 30);
            QTest::qWait(5);
        }
        QTest::qWait(80);
    }
    // Whether `id` has a legal move to `cell` ("x,y"), walked (fast false) or hurried.
    bool hasMove(const QString& id, const QString& cell, bool fast) const
    {
        const QStringList xy = cell.split(QLatin1Char(','));
        for (const auto& a : m_game->legalActions()) {
            const QVariantMap m = a.toMap(), args = m.value(QStringLiteral("args")).toMap();
            if (m.value(QStringLiteral("type")) == QLatin1String("move") && args.value(QStringLiteral("combatant")) == id &&
                args.value(QStringLiteral("x")).toInt() == xy[0].toInt() && args.value(QStringLiteral("y")).toInt() == xy[1].toInt() &&
                args.value(QStringLiteral("hurry"), false).toBool() == fast)
                return true;
        }
        return false;
    }
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    QQuickItem* find(const char* name) const { return find(QString::fromLatin1(name)); }
    // How many visible items are named `name` (a Repeater's delegates).
    int visibleNamed(const QString& name) const
    {
        int n = 0;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
            if (!i->isVisible())
                return;
            if (i->objectName() == name)
                ++n;
            for (auto* c : i->childItems())
                walk(c);
        };
        walk(m_window->contentItem());
        return n;
    }
    void start(const QVariant& encounter, const QString& seed); // a ready encounter's id, or an encounter object
    void revealIfCurtain();
    QString actingId() const { return m_game->view().value(QStringLiteral("current")).toString(); }
    QVariantMap combatant(const QString& id) const
    {
        for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList())
            if (c.toMap().value(QStringLiteral("id")).toString() == id)
                return c.toMap();
        return {};
    }
    QStringList viewIds() const
    {
        QStringList out;
        for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList())
            out << c.toMap().value(QStringLiteral("id")).toString();
        return out;
    }
    QStringList litCells() const
    {
        QStringList out;
        QQuickItem* board = find("combatBoard");
        const int columns = board->property("columns").toInt(), rows = board->property("rows").toInt();
        for (int y = 0; y < rows; ++y)
            for (int x = 0; x < columns; ++x)
                if (QQuickItem* cell = quickdriver::find(m_window, QStringLiteral("cell_%1_%2").arg(x).arg(y), false))
                    for (auto* c : cell->childItems())
                        if (c->objectName() == QLatin1String("legalMark") && c->isVisible())
                            out << QStringLiteral("%1,%2").arg(x).arg(y);
        return out;
    }
    QString costShown(const QString& cell) const
    {
        const QStringList xy = cell.split(QLatin1Char(','));
        QQuickItem* c = quickdriver::find(m_window, QStringLiteral("cell_%1_%2").arg(xy[0], xy[1]), false);
        for (auto* mark : c->childItems())
            if (mark->objectName() == QLatin1String("legalMark"))
                for (auto* t : mark->childItems())
                    if (t->objectName() == QLatin1String("costMark") && t->isVisible())
                        return t->property("text").toString();
        return {};
    }
    // Drags the acting token to `cell` in small steps; checks the lit squares, costs and path
    // mid-drag and keeps a picture as `shotName` before the drop.
    void dragTo(const QString& id, const QString& cell, const QString& shotName);
    bool clickAttack(const QString& target, const QString& variation = QStringLiteral("standard"));
    // Plays End turn until a player's combatant may reach a harmful square both ways (walked
    // carefully and at full speed), drags it there and answers the table's question.
    void crossHarmfulGround(bool hurry, const QString& shotName);

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
};

void CombatGridHotSeat::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    m_window->resize(1280, 800);
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    QVERIFY(m_game);
    m_game->setReviewMoves(false);
    start(QStringLiteral("angel-city-block"), QStringLiteral("3"));
}

void CombatGridHotSeat::start(const QVariant& encounter, const QString& seed)
{
    // Seat 1 is the Director (the game's default roles), Ann and Ben the players.
    QVERIFY2(m_game->newGame(QStringLiteral("combatgrid"), {QStringLiteral("Misato"), QStringLiteral("Ann"), QStringLiteral("Ben")},
                             seed, {{QStringLiteral("encounter"), encounter}}),
             qPrintable(m_game->lastError()));
    if (QQuickItem* leave = find("leaveButton")) {
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(quickdriver::find(m_window, QStringLiteral("stack"), false)->property("depth").toInt(), 1);
    }
    QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
    QTRY_VERIFY(find("combatgridTable"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
}

void CombatGridHotSeat::revealIfCurtain()
{
    if (!m_game->curtain())
        return;
    // Under the curtain the table shows the public view: no enemy's Scores, no legal actions.
    for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList())
        if (c.toMap().value(QStringLiteral("side")) == QLatin1String("director"))
            QVERIFY2(!c.toMap().contains(QStringLiteral("scores")), "an enemy's Scores show under the curtain");
    QVERIFY(!m_game->view().contains(QStringLiteral("attackOptions")));
    QVERIFY(m_game->legalActions().isEmpty());
    QTRY_VERIFY(find("curtainButton"));
    QTRY_VERIFY(find("curtainButton")->isEnabled());
    quickdriver::click(m_window, find("curtainButton"));
    QTRY_VERIFY(!m_game->curtain());
    QTest::qWait(450); // the curtain fades before the table takes the pointer
}

void CombatGridHotSeat::dragTo(const QString& id, const QString& cell, const QString& shotName)
{
    const QStringList afforded = m_game->legalIndex().moveCells(id);
    QVERIFY(afforded.contains(cell));
    QQuickItem* token = find(QStringLiteral("token_") + id);
    const QStringList xy = cell.split(QLatin1Char(','));
    QQuickItem* target = find(QStringLiteral("cell_%1_%2").arg(xy[0], xy[1]));
    QVERIFY(token && target);
    QVERIFY2(litCells().isEmpty(), "squares lit before anything is picked up");
    const QPoint a = token->mapToScene(QPointF(token->width() / 2, token->height() / 2)).toPoint();
    const QPoint b = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    QTest::mousePress(m_window, Qt::LeftButton, {}, a, 300);
    for (int i = 1; i <= 30; ++i) {
        QTest::mouseMove(m_window, a + (b - a) * i / 30);
        QTest::qWait(5);
    }
    QTest::qWait(80);
    // While dragged: exactly the afforded squares are lit, each with its cost, and the path
    // leads from the token to the square under the pointer.
    const QStringList lit = litCells();
    QCOMPARE(QSet<QString>(lit.begin(), lit.end()), QSet<QString>(afforded.begin(), afforded.end()));
    QCOMPARE(costShown(cell), QString::number(m_game->legalIndex().costTo(id, cell)));
    // The dragged token covers that square's cost mark, so the cost rides on the token's corner.
    QQuickItem* badge = find("dragCostBadgeText");
    QVERIFY2(badge, "no cost badge on the dragged token");
    QCOMPARE(badge->property("text").toString(), QString::number(m_game->legalIndex().costTo(id, cell)));
    const QStringList path = find("combatBoard")->property("shownPath").toStringList();
    QCOMPARE(path, m_game->legalIndex().pathTo(id, cell));
    QVERIFY(path.size() >= 2);
    QCOMPARE(path.last(), cell);
    QVERIFY(find("pathOverlay"));
    quickdriver::shot(m_window, shotName);
    const int before = m_game->actionCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    const QVariantMap moved = combatant(id);
    QCOMPARE(QStringLiteral("%1,%2").arg(moved.value("x").toInt()).arg(moved.value("y").toInt()), cell);
}

void CombatGridHotSeat::dragLightsReachWithCostsAndMoves()
{
    revealIfCurtain();
    // Unit-02 (Grace 40) acts first; it is Ann's.
    QCOMPARE(actingId(), QStringLiteral("unit-02"));
    QCOMPARE(m_game->viewerSeat(), 1);
    QVERIFY(find("initiativeTrack"));
    QCOMPARE(find("initiativeTrack")->property("current").toInt(), 0);
    // Next to the Angel's block (12-13, 2-3): (11, 4) costs 7 of its 8 ((12, 4) is a metre up:
    // climbing would cost 2 more).
    QCOMPARE(m_game->legalIndex().costTo(QStringLiteral("unit-02"), QStringLiteral("12,4")), -1);
    dragTo(QStringLiteral("unit-02"), QStringLiteral("11,4"), QStringLiteral("combatgrid-first-drag"));
    QCOMPARE(m_game->view().value(QStringLiteral("moveLeft")).toInt(), 1);
}

bool CombatGridHotSeat::clickAttack(const QString& target, const QString& variation)
{
    QQuickItem* button = find(QStringLiteral("target_") + target);
    if (!button)
        return false;
    quickdriver::click(m_window, button);
    for (int i = 0; i < 50 && !find("rollAttack"); ++i)
        QTest::qWait(20);
    if (!find("rollAttack"))
        return false;
    if (QQuickItem* v = find(QStringLiteral("variation_") + variation))
        quickdriver::click(m_window, v);
    quickdriver::click(m_window, find("rollAttack"));
    return true;
}

void CombatGridHotSeat::attackListsModifiersThenRollsIntoLogAndTray()
{
    // The Angel is lit as a target; choosing it lists the Advantages and Disadvantages first.
    QTRY_VERIFY(find("target_tide-angel"));
    QQuickItem* ring = nullptr;
    for (auto* c : find("token_tide-angel")->childItems())
        if (c->objectName() == QLatin1String("targetRing"))
            ring = c;
    QVERIFY(ring && ring->isVisible());
    quickdriver::click(m_window, find("target_tide-angel"));
    QTRY_VERIFY(find("modifierList"));
    QVERIFY(find("variation_fast"));
    quickdriver::click(m_window, find("variation_fast"));
    QTRY_VERIFY(find("modifier_fastAttack")); // Fast Attack: one Advantage, listed before the roll
    QVERIFY(find("modifier_fastAttack")->property("text").toString().contains(QStringLiteral("+10")));
    QVERIFY(find("attackSummary")->property("text").toString().contains(QStringLiteral("Fast Attack against The Tide Angel: target")));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-aim"));
    const int before = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    quickdriver::click(m_window, find("rollAttack"));
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    // The roll is in the log and in the tray: both sides' targets with the modifiers by name.
    QVERIFY(m_game->log()->rowCount() > logBefore);
    bool rolled = false;
    QVariantMap rollData;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i)
        if (m_game->log()->entryAt(i).value(QStringLiteral("type")).toString() == QLatin1String("roll") && !rolled) {
            rolled = true;
            rollData = m_game->log()->entryAt(i).value(QStringLiteral("eventData")).toMap();
        }
    QVERIFY(rolled);
    // The log's RollEntry names each modifier in the reader's language, not by its id.
    const QVariantList mods = rollData.value(QStringLiteral("initiator")).toMap().value(QStringLiteral("modifiers")).toList();
    QVERIFY(!mods.isEmpty());
    QCOMPARE(mods.front().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("fastAttack"));
    QCOMPARE(mods.front().toMap().value(QStringLiteral("label")).toString(), QStringLiteral("Fast Attack"));
    QTRY_VERIFY(find("traySide_0"));
    QVERIFY(find("traySide_1")); // the Angel opposed it
    QVERIFY(find("trayModifiers")->property("text").toString().contains(QStringLiteral("Fast Attack +10")));
    QVERIFY(find("traySummary")->property("text").toString().contains(QStringLiteral("attacks")));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-attack"));
    // One attack a turn: no more targets offered.
    QTRY_VERIFY(!find("target_tide-angel"));
    quickdriver::click(m_window, find("choice_0")); // End turn
    QTRY_VERIFY(actingId() != QStringLiteral("unit-02") || m_game->curtain());
}

void CombatGridHotSeat::secondTokenDraggedWithARollInTheLog()
{
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("unit-01")); // Ben's, Grace 35 and 2 fate points
    QCOMPARE(m_game->viewerSeat(), 2);
    QVERIFY(find("traySide_0")); // the tray still shows Ann's attack
    // Towards the Angel, four squares up the street.
    dragTo(QStringLiteral("unit-01"), QStringLiteral("8,7"), QStringLiteral("combatgrid-drag"));
    // The ruler: on, a drag from one token to another shows the distance in squares (C6); off,
    // the map is the map again.
    QTRY_VERIFY(find("rulerButton"));
    quickdriver::click(m_window, find("rulerButton"));
    QTRY_VERIFY(find("ruler"));
    const QVariantMap a = combatant(QStringLiteral("unit-01")), b = combatant(QStringLiteral("unit-00"));
    const int d = std::max(std::abs(a.value("x").toInt() - b.value("x").toInt()), std::abs(a.value("y").toInt() - b.value("y").toInt()));
    quickdriver::drag(m_window, find("token_unit-01"), find("token_unit-00"));
    QTRY_VERIFY(find("rulerText"));
    QCOMPARE(find("rulerText")->property("text").toString(), QStringLiteral("%1 sq.").arg(d));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-ruler"));
    quickdriver::click(m_window, find("rulerButton"));
    QTRY_VERIFY(!find("ruler"));
}

void CombatGridHotSeat::directorSecretsStayBehindTheCurtain()
{
    start(QStringLiteral("security-floor"), QStringLiteral("4"));
    QVERIFY(m_game->curtain());
    QVERIFY(!viewIds().contains(QStringLiteral("guard-3"))); // the public view under the curtain
    revealIfCurtain();
    const int seat = m_game->viewerSeat();
    if (seat == 0)
        QVERIFY(viewIds().contains(QStringLiteral("guard-3")));
    else
        QVERIFY(!viewIds().contains(QStringLiteral("guard-3")));
    QVERIFY(!find("token_guard-3") == (seat != 0));
    // The floor's terrain is drawn and named under the map: difficult ground (debris) and damaging
    // harmful ground (broken glass) beside the water; at 1280x800 and at 960x600.
    QStringList legend;
    for (QQuickItem* row : find("terrainLegend")->childItems())
        for (QQuickItem* part : row->childItems())
            if (part->property("text").isValid())
                legend << part->property("text").toString();
    QVERIFY2(legend.contains(QStringLiteral("Difficult ground (costs 2)")), qPrintable(legend.join(QLatin1Char('|'))));
    QVERIFY(legend.contains(QStringLiteral("Damaging harmful ground (costs 2, or a test)")));
    QVERIFY(legend.contains(QStringLiteral("Water (costs 2)")));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-terrain"));
    m_window->resize(960, 600);
    QTest::qWait(200);
    QVERIFY(find("terrainLegend")->isVisible());
    quickdriver::shot(m_window, QStringLiteral("combatgrid-terrain-960"));
    m_window->resize(1280, 800);
    QTest::qWait(200);
    // Play on until each of the three seats has looked once.
    QSet<int> looked{seat};
    for (int guard = 0; guard < 60 && looked.size() < 3; ++guard) {
        const QVariantList legal = m_game->legalActions();
        QVERIFY(!legal.isEmpty());
        QVariantMap end;
        for (const auto& a : legal)
            if (a.toMap().value(QStringLiteral("type")) == QLatin1String("endTurn"))
                end = a.toMap();
        QVERIFY(m_game->propose(end));
        revealIfCurtain();
        looked.insert(m_game->viewerSeat());
        const bool director = m_game->viewerSeat() == 0;
        QCOMPARE(viewIds().contains(QStringLiteral("guard-3")), director);
        QCOMPARE(find(QStringLiteral("token_guard-3")) != nullptr, director);
    }
    QCOMPARE(looked.size(), 3);
}

void CombatGridHotSeat::crossHarmfulGround(bool hurry, const QString& shotName)
{
    start(QStringLiteral("security-floor"), QStringLiteral("4"));
    revealIfCurtain();
    const QStringList rows = m_game->view().value(QStringLiteral("map")).toStringList();
    auto harmfulSquare = [&](const QString& cell) {
        const QStringList xy = cell.split(QLatin1Char(','));
        const QChar ch = rows.value(xy[1].toInt()).at(xy[0].toInt());
        return ch == QLatin1Char('!') || ch == QLatin1Char('^');
    };
    QString id, cell;
    for (int guard = 0; guard < 40 && cell.isEmpty(); ++guard) {
        id = actingId();
        if (combatant(id).value(QStringLiteral("side")) == QLatin1String("players"))
            for (const QString& c : m_game->legalIndex().moveCells(id))
                if (harmfulSquare(c) && hasMove(id, c, false) && hasMove(id, c, true))
                    cell = c; // the last such square: the farthest glass, its path over the nearer one
        if (!cell.isEmpty())
            break;
        // The glass is too far for a careful walk from Shinji's corner: he first steps up to
        // two squares from it (a move of 4), and tries again next round.
        if (id == QLatin1String("shinji") && combatant(id).value(QStringLiteral("x")).toInt() == 2 && hasMove(id, QStringLiteral("6,8"), false)) {
            QVERIFY(m_game->propose(QVariantMap{{QStringLiteral("type"), QStringLiteral("move")},
                                                {QStringLiteral("args"), QVariantMap{{QStringLiteral("combatant"), id},
                                                                                     {QStringLiteral("x"), 6}, {QStringLiteral("y"), 8}}}}));
        }
        endTurn();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY2(!cell.isEmpty(), "no player's combatant could reach the broken glass both ways");
    // Drag the token onto the harmful square: the path's squares that slow it are marked (the
    // last one, the broken glass, at least), with what the step costs more.
    QPoint b;
    dragTokenOver(id, cell, &b);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(find("combatBoard")->property("shownPath").toStringList().last(), cell);
    // Exactly the steps into water, difficult or harmful ground or up or down a height are marked.
    const QStringList path = find("combatBoard")->property("shownPath").toStringList();
    auto charAt = [&](const QString& c) {
        const QStringList p = c.split(QLatin1Char(','));
        return rows.value(p[1].toInt()).at(p[0].toInt());
    };
    auto height = [&](QChar ch) { return ch.isDigit() ? ch.digitValue() : 0; };
    int slow = 0;
    for (int i = 1; i < path.size(); ++i)
        if (QStringLiteral("~:^!").contains(charAt(path[i])) || height(charAt(path[i])) != height(charAt(path[i - 1])))
            ++slow;
    QVERIFY(slow >= 1); // the glass at least
    QCOMPARE(visibleNamed(QStringLiteral("slowMark")), slow);
    quickdriver::shot(m_window, shotName + QStringLiteral("-path"));
    const int before = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    // The drop asks how: nothing is proposed until the player chooses.
    QTRY_VERIFY(find("hurryChoiceHurry"));
    QVERIFY(find("hurryChoiceCareful"));
    QTest::qWait(100);
    QCOMPARE(m_game->actionCount(), before);
    QCOMPARE(find("hurryChoiceHurry")->property("text").toString(), QStringLiteral("Hurry across (a test for each harmful square)"));
    QVERIFY2(find("hurryChoiceCareful")->property("text").toString().startsWith(QStringLiteral("Walk carefully (Hindered): Move ")),
             qPrintable(find("hurryChoiceCareful")->property("text").toString()));
    quickdriver::shot(m_window, shotName + QStringLiteral("-menu"));
    quickdriver::click(m_window, find(hurry ? "hurryChoiceHurry" : "hurryChoiceCareful"));
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    QTRY_VERIFY(!find("hurryChoiceHurry"));
    // The log: hurrying rolls the Harmful Terrain test on the glass; walking carefully rolls none.
    bool tested = false;
    QVariantMap moved;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        if (e.value(QStringLiteral("type")) == QLatin1String("roll") && d.value(QStringLiteral("what")) == QLatin1String("harmfulTerrain"))
            tested = true;
        if (e.value(QStringLiteral("type")) == QLatin1String("move"))
            moved = d;
    }
    QCOMPARE(tested, hurry);
    QVERIFY(!moved.isEmpty());
    QCOMPARE(moved.value(QStringLiteral("hurry")).toBool(), hurry);
    QVERIFY(moved.value(QStringLiteral("harmful")).toBool());
    QString logText;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i)
        logText += m_game->log()->textAt(i) + QLatin1Char('\n');
    QVERIFY2(logText.contains(hurry ? QStringLiteral("hurries across the harmful ground")
                                    : QStringLiteral("picks its way across the harmful ground")),
             qPrintable(logText));
    if (hurry)
        QVERIFY2(logText.contains(QStringLiteral("tests harmful terrain: rolls")), qPrintable(logText));
}

void CombatGridHotSeat::hurryAcrossHarmfulGroundChosenOnTheTable()
{
    crossHarmfulGround(true, QStringLiteral("combatgrid-hurry"));
}

void CombatGridHotSeat::walkCarefullyAcrossHarmfulGroundChosenOnTheTable()
{
    m_window->resize(960, 600);
    QTest::qWait(200);
    auto restore = qScopeGuard([this] { m_window->resize(1280, 800); QTest::qWait(200); });
    crossHarmfulGround(false, QStringLiteral("combatgrid-careful-960"));
}

// A square only hurrying reaches (too far to walk carefully over the glass) is lit and marked
// "»"; dropped on, it is taken at full speed at once (there is no careful way to ask about), and
// the path marks its harmful squares "!" (a test each) instead of a cost.
void CombatGridHotSeat::hurryOnlySquareIsLitAndTakenAtFullSpeed()
{
    start(QStringLiteral("security-floor"), QStringLiteral("4"));
    revealIfCurtain();
    QString id, cell;
    for (int guard = 0; guard < 40 && cell.isEmpty(); ++guard) {
        id = actingId();
        if (combatant(id).value(QStringLiteral("side")) == QLatin1String("players"))
            for (const QString& c : m_game->legalIndex().moveCells(id))
                if (hasMove(id, c, true) && !hasMove(id, c, false))
                    cell = c;
        if (!cell.isEmpty())
            break;
        endTurn();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY2(!cell.isEmpty(), "no lit square that only hurrying reaches");
    QPoint b;
    dragTokenOver(id, cell, &b);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(visibleNamed(QStringLiteral("hurryOnlyMark")) >= 1);
    QCOMPARE(find("combatBoard")->property("shownPath").toStringList().last(), cell);
    bool testMark = false;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
        if (i->isVisible() && i->objectName() == QLatin1String("slowMark"))
            for (auto* c : i->childItems())
                testMark = testMark || c->property("text").toString() == QLatin1String("!");
        for (auto* c : i->childItems())
            walk(c);
    };
    walk(m_window->contentItem());
    QVERIFY2(testMark, "the hurried path marks no harmful square with its test");
    quickdriver::shot(m_window, QStringLiteral("combatgrid-hurry-only"));
    const int before = m_game->actionCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTRY_COMPARE(m_game->actionCount(), before + 1); // no menu: there is one way there
    QVERIFY(!find("hurryChoiceHurry"));
    const QVariantMap moved = combatant(id);
    QCOMPARE(QStringLiteral("%1,%2").arg(moved.value(QStringLiteral("x")).toInt()).arg(moved.value(QStringLiteral("y")).toInt()) == cell ||
                 moved.value(QStringLiteral("prone")).toBool(),
             true); // there, or fallen on the way (a failed test on uneven ground)
    bool hurried = false;
    for (int i = 0; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        if (e.value(QStringLiteral("type")) == QLatin1String("move") &&
            e.value(QStringLiteral("eventData")).toMap().value(QStringLiteral("hurry")).toBool())
            hurried = true;
    }
    QVERIFY2(hurried, "the move was not made at full speed");
}

void CombatGridHotSeat::wholeEncounterHotSeatToTheEnd()
{
    // The Eva-scale encounter with the Director not allowed to end it: each combatant walks
    // towards the nearest enemy it knows of, attacks through the attack panel when it can and
    // ends its turn through the prompt bar, until one side is down.
    QVERIFY2(m_game->newGame(QStringLiteral("combatgrid"), {QStringLiteral("Misato"), QStringLiteral("Ann"), QStringLiteral("Ben")},
                             QStringLiteral("21"), {{QStringLiteral("encounter"), QStringLiteral("angel-city-block")},
                                                    {QStringLiteral("directorMayEnd"), false}}),
             qPrintable(m_game->lastError()));
    QTRY_VERIFY(find("combatgridTable"));
    // The first combatant Defends through the prompt bar (★★): marked in the turn panel.
    revealIfCurtain();
    {
        QQuickItem* defend = quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Defend (★★)"); });
        QVERIFY2(defend, "no Defend button in the prompt bar");
        const int before = m_game->actionCount();
        quickdriver::click(m_window, defend);
        QTRY_COMPARE(m_game->actionCount(), before + 1);
        QVERIFY(combatant(actingId()).value(QStringLiteral("defending")).toBool());
        QTRY_VERIFY(find("turnDetail")->property("text").toString().contains(QStringLiteral("Defending")));
    }
    int handoffs = 0, attacks = 0, turns = 0, engagedShots = 0, chancePrompts = 0, declined = 0, grapples = 0;
    bool grappledShown = false, fled = false, protectedOnce = false;
    // Hundreds of curtains: armed at once (the delay itself: tst_e2e_neotokyo).
    quickdriver::setCurtainDelay(m_window, 0);
    const auto restoreDelay = qScopeGuard([this] { quickdriver::setCurtainDelay(m_window, 400); });
    for (int guard = 0; guard < 600 && !m_game->gameOver(); ++guard) {
        if (m_game->curtain()) {
            ++handoffs;
            revealIfCurtain();
        }
        // A Chance Attack asked of this seat: the panel says who may attack whom and the roll's
        // modifiers; the prompt bar makes it (choice_0) or lets them go (choice_1, the first time).
        if (!m_game->legalIndex().ofType(QStringLiteral("chanceAttack")).isEmpty()) {
            QTRY_VERIFY(find("chancePanel") && find("chancePanel")->isVisible());
            QVERIFY(find("chanceAttackText")->property("text").toString().contains(QStringLiteral("may make a Chance Attack on")));
            QVERIFY(find("chanceAttackRoll")->property("text").toString().contains(QStringLiteral("Target ")));
            QTRY_VERIFY(find("choice_1"));
            QCOMPARE(find("choice_0")->property("text").toString(), QStringLiteral("Make the Chance Attack"));
            if (chancePrompts++ == 0)
                quickdriver::shot(m_window, QStringLiteral("combatgrid-chance"));
            const int before = m_game->actionCount();
            quickdriver::click(m_window, find(declined == 0 ? "choice_1" : "choice_0"));
            QTRY_COMPARE(m_game->actionCount(), before + 1);
            declined = 1;
            continue;
        }
        // A grappled combatant wears the chain badge (once seen, kept as a picture).
        if (!grappledShown)
            for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList()) {
                const QVariantMap o = c.toMap();
                if (o.value(QStringLiteral("grappledBy")).toString().isEmpty() || o.value(QStringLiteral("down")).toBool())
                    continue;
                QQuickItem* mark = find(QStringLiteral("grappledMark_") + o.value(QStringLiteral("id")).toString());
                QTRY_VERIFY(mark && mark->isVisible());
                quickdriver::shot(m_window, QStringLiteral("combatgrid-grappled"));
                grappledShown = true;
            }
        const QString me = actingId();
        QVERIFY(!me.isEmpty());
        const QVariantMap self = combatant(me);
        // Engaged in melee: picking the token up marks with crossed swords exactly the squares
        // whose path the game marks (Chance Attacks).
        // (Until one such picture is taken: the test stays as fast as it was.)
        if (engagedShots == 0 && !m_game->legalIndex().ofType(QStringLiteral("disengage")).isEmpty() &&
            !m_game->legalIndex().moveCells(me).isEmpty()) {
            int marked = 0;
            for (const QString& cell : m_game->legalIndex().moveCells(me))
                marked += m_game->legalIndex().marksTo(me, cell).isEmpty() ? 0 : 1;
            quickdriver::click(m_window, find(QStringLiteral("token_") + me));
            QTRY_COMPARE(visibleNamed(QStringLiteral("chanceAttackMark")), marked);
            if (marked > 0 && engagedShots++ == 0)
                quickdriver::shot(m_window, QStringLiteral("combatgrid-engaged"));
            quickdriver::click(m_window, find(QStringLiteral("token_") + me)); // put it down
            QTRY_COMPARE(visibleNamed(QStringLiteral("chanceAttackMark")), 0);
        }
        // Once, a Flee: the combatant steps onto a square marked for Chance Attacks, and the
        // enemy's seat is asked (behind the curtain in hot-seat: the next loop answers it).
        if (!fled && !m_game->legalIndex().ofType(QStringLiteral("disengage")).isEmpty()) {
            for (const QString& cell : m_game->legalIndex().moveCells(me))
                if (!m_game->legalIndex().marksTo(me, cell).isEmpty()) {
                    const QStringList xy = cell.split(QLatin1Char(','));
                    const int before = m_game->actionCount();
                    QVERIFY(m_game->propose(QVariantMap{{"type", "move"},
                                                        {"args", QVariantMap{{"combatant", me}, {"x", xy[0].toInt()}, {"y", xy[1].toInt()}}}}));
                    QTRY_COMPARE(m_game->actionCount(), before + 1);
                    fled = true;
                    break;
                }
            if (fled)
                continue;
        }
        // Once, on a later turn, Protect an ally through the prompt bar (★★).
        if (!protectedOnce && turns >= 1) {
            QQuickItem* protect = quickdriver::promptChoice(m_window, [](const QString& t) { return t.startsWith(QStringLiteral("Protect ")); });
            if (protect) {
                const int before = m_game->actionCount();
                quickdriver::click(m_window, protect);
                QTRY_COMPARE(m_game->actionCount(), before + 1);
                int protectedAllies = 0;
                for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList())
                    protectedAllies += c.toMap().value(QStringLiteral("protectedBy")).toString() == me ? 1 : 0;
                QCOMPARE(protectedAllies, 1);
                protectedOnce = true;
            }
        }
        // Attack first when a target is lit.
        QTRY_VERIFY(find("attackPanel"));
        bool attacked = false;
        for (const auto& o : m_game->view().value(QStringLiteral("attackOptions")).toList()) {
            const int before = m_game->actionCount();
            // Until one holds, a Grapple when one is offered: its hint and modifiers before the roll.
            QString variation = QStringLiteral("standard");
            for (const auto& v : o.toMap().value(QStringLiteral("options")).toList())
                if (v.toMap().value(QStringLiteral("variation")) == QLatin1String("grapple") && !grappledShown && grapples < 6)
                    variation = QStringLiteral("grapple");
            if (variation == QLatin1String("grapple")) {
                QVERIFY(find(QStringLiteral("target_") + o.toMap().value(QStringLiteral("target")).toString()));
                quickdriver::click(m_window, find(QStringLiteral("target_") + o.toMap().value(QStringLiteral("target")).toString()));
                QTRY_VERIFY(find("variation_grapple"));
                quickdriver::click(m_window, find("variation_grapple"));
                QTRY_VERIFY(find("variationHint")->property("text").toString().contains(QStringLiteral("grapples the target")));
                if (grapples == 0)
                    quickdriver::shot(m_window, QStringLiteral("combatgrid-grapple-aim"));
                ++grapples;
            }
            QVERIFY(clickAttack(o.toMap().value(QStringLiteral("target")).toString(), variation));
            QTRY_COMPARE(m_game->actionCount(), before + 1);
            ++attacks;
            attacked = true;
            break;
        }
        if (m_game->gameOver())
            break;
        if (!attacked) {
            // Else the afforded square nearest an enemy, then try again.
            const QStringList cells = m_game->legalIndex().moveCells(me);
            if (!cells.isEmpty()) {
                QString best;
                int bestD = 1 << 20;
                for (const QString& cell : cells) {
                    const QStringList xy = cell.split(QLatin1Char(','));
                    for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList()) {
                        const QVariantMap o = c.toMap();
                        if (o.value("side") == self.value("side") || o.value("down").toBool())
                            continue;
                        const int d = std::max(std::abs(o.value("x").toInt() - xy[0].toInt()), std::abs(o.value("y").toInt() - xy[1].toInt()));
                        if (d < bestD) {
                            bestD = d;
                            best = cell;
                        }
                    }
                }
                if (!best.isEmpty()) {
                    const QStringList xy = best.split(QLatin1Char(','));
                    QVERIFY(m_game->propose(QVariantMap{{"type", "move"},
                                                        {"args", QVariantMap{{"combatant", me}, {"x", xy[0].toInt()}, {"y", xy[1].toInt()}}}}));
                    continue; // maybe a target now
                }
            }
        }
        // End the turn with the prompt bar's first button.
        QTRY_VERIFY(find("choice_0"));
        const int before = m_game->actionCount();
        quickdriver::click(m_window, find("choice_0"));
        QTRY_COMPARE(m_game->actionCount(), before + 1);
        ++turns;
    }
    QVERIFY2(m_game->gameOver(), "the encounter did not end");
    QVERIFY2(engagedShots > 0, "no combatant was picked up next to an enemy that may make a Chance Attack");
    QVERIFY2(protectedOnce, "no Protect through the prompt bar");
    QVERIFY2(chancePrompts > 0 && grapples > 0,
             qPrintable(QStringLiteral("%1 Chance Attack prompts, %2 grapples").arg(chancePrompts).arg(grapples)));
    qInfo("%d Chance Attack prompts, %d grapples tried, a grappled token shown: %d", chancePrompts, grapples, grappledShown);
    QVERIFY2(attacks >= 3 && turns >= 3 && handoffs >= 3,
             qPrintable(QStringLiteral("%1 attacks, %2 turns, %3 hand-offs").arg(attacks).arg(turns).arg(handoffs)));
    QQuickItem* end = find("endGame");
    QVERIFY(end);
    QTRY_VERIFY(end->isVisible());
    const QString headline = find("endHeadline")->property("text").toString();
    QVERIFY(!headline.isEmpty());
    // One side is down.
    bool playersUp = false, directorUp = false;
    for (const auto& c : m_game->view().value(QStringLiteral("combatants")).toList()) {
        const QVariantMap o = c.toMap();
        if (!o.value("down").toBool())
            (o.value("side") == QLatin1String("director") ? directorUp : playersUp) = true;
    }
    QVERIFY(!(playersUp && directorUp));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-end"));
}


// The flier over water (flier-over-water): the water drawn by depth and named under the map, the
// pier's elevation, the drone's altitude band on its token; picked up, the drone lights squares
// over the deep water at 1 a square (it flies); the prompt bar's Fly button climbs it to High.
void CombatGridHotSeat::flierOverWaterDrawnWithBandsAndDepths()
{
    start(QStringLiteral("flier-over-water"), QStringLiteral("5"));
    revealIfCurtain();
    QStringList legend;
    for (QQuickItem* row : find("terrainLegend")->childItems())
        for (QQuickItem* part : row->childItems())
            if (part->property("text").isValid())
                legend << part->property("text").toString();
    QVERIFY2(legend.contains(QStringLiteral("Waist-high water (costs 2)")), qPrintable(legend.join(QLatin1Char('|'))));
    QVERIFY(legend.contains(QStringLiteral("Water (costs 2)")));
    QVERIFY(legend.contains(QStringLiteral("Deep water (swimming, costs 2, a test: may sink)")));
    QVERIFY(legend.contains(QStringLiteral("Elevation 1")));
    QQuickItem* band = find("altitudeMark_drone");
    QVERIFY(band && band->isVisible());
    QVERIFY(!find("altitudeMark_asuka") || !find("altitudeMark_asuka")->isVisible());
    for (int guard = 0; guard < 12 && actingId() != QLatin1String("drone"); ++guard)
        endTurn();
    QCOMPARE(actingId(), QStringLiteral("drone"));
    QCOMPARE(m_game->viewerSeat(), 0);
    // Picked up: over the deep water it costs 1 a square, 3 squares south is 3.
    quickdriver::click(m_window, find("token_drone"));
    QTRY_VERIFY(litCells().contains(QStringLiteral("12,4")));
    QCOMPARE(costShown(QStringLiteral("12,4")), QStringLiteral("3"));
    QCOMPARE(costShown(QStringLiteral("14,1")), QStringLiteral("2"));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-flier-over-water"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QQuickItem* up = quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Fly up to High"); });
    QVERIFY2(up, "no Fly up button in the prompt bar");
    QVERIFY(quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Fly down to Ground"); }));
    const int before = m_game->actionCount();
    quickdriver::click(m_window, up);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    QCOMPARE(combatant(QStringLiteral("drone")).value(QStringLiteral("altitude")).toString(), QStringLiteral("high"));
    QVERIFY(!quickdriver::promptChoice(m_window, [](const QString& t) { return t.startsWith(QStringLiteral("Fly")); }));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-flier-high"));
}

// The high ground duel: Asuka picked up lights the squares only a leap reaches ("↷"), the path to
// one is the straight leap with its cost on the landing; dropped there, the table asks how when
// more than one way goes there and the Leaping test is chosen: its roll is in the log and the
// tray. The knife fighter dropped into the cut below its ledge is asked walk (climb) or jump: the
// jump's test and fall are in the log and the tray.
void CombatGridHotSeat::leapAndJumpDownChosenOnTheTable()
{
    start(QStringLiteral("high-ground-duel"), QStringLiteral("5"));
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("asuka"));
    const QString id = QStringLiteral("asuka");
    QString cell;
    for (const QString& c : m_game->legalIndex().moveCells(id))
        if (m_game->legalIndex().marksTo(id, c).contains(QStringLiteral("leap")))
            cell = c;
    QVERIFY2(!cell.isEmpty(), "no square only a leap reaches");
    QPoint b;
    dragTokenOver(id, cell, &b);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(visibleNamed(QStringLiteral("leapOnlyMark")) >= 1);
    const QStringList path = find("combatBoard")->property("shownPath").toStringList();
    QCOMPARE(path, m_game->legalIndex().pathTo(id, cell));
    QCOMPARE(path.last(), cell);
    // One mark on the landing, "↷" and the leap's cost.
    QCOMPARE(visibleNamed(QStringLiteral("slowMark")), 1);
    QString label;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
        if (i->isVisible() && i->objectName() == QLatin1String("slowMark"))
            for (auto* c : i->childItems())
                if (c->property("text").isValid())
                    label = c->property("text").toString();
        for (auto* c : i->childItems())
            walk(c);
    };
    walk(m_window->contentItem());
    QCOMPARE(label, QStringLiteral("\u21b7%1").arg(m_game->legalIndex().costTo(id, cell)));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-leap-path"));
    const int before = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTest::qWait(150);
    if (m_game->actionCount() == before) { // Hindered or with a test: the table asks
        QTRY_VERIFY(find("wayChoiceLeapEffort") && find("wayChoiceLeapEffort")->isVisible());
        QVERIFY2(find("wayChoiceLeapEffort")->property("text").toString().startsWith(QStringLiteral("Leap with a Leaping test: Move ")),
                 qPrintable(find("wayChoiceLeapEffort")->property("text").toString()));
        quickdriver::shot(m_window, QStringLiteral("combatgrid-leap-menu"));
        quickdriver::click(m_window, find("wayChoiceLeapEffort"));
        QTRY_COMPARE(m_game->actionCount(), before + 1);
    }
    QVariantMap moved, roll;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        if (e.value(QStringLiteral("type")) == QLatin1String("roll") && d.value(QStringLiteral("what")) == QLatin1String("leap"))
            roll = d;
        if (e.value(QStringLiteral("type")) == QLatin1String("move"))
            moved = d;
    }
    QVERIFY(moved.value(QStringLiteral("leap")).toBool());
    if (moved.value(QStringLiteral("effort")).toBool()) {
        QVERIFY(!roll.isEmpty());
        QTRY_VERIFY2(find("traySummary")->property("text").toString().contains(QStringLiteral("tests Leaping")),
                     qPrintable(find("traySummary")->property("text").toString()));
    }
    quickdriver::shot(m_window, QStringLiteral("combatgrid-leap-done"));
    endTurn();
    // The knife fighter: into the cut below its ledge, climbing (7) or jumping down (1).
    QCOMPARE(actingId(), QStringLiteral("knife"));
    const QString down = QStringLiteral("15,6");
    QVERIFY(m_game->legalIndex().moveCells(QStringLiteral("knife")).contains(down));
    dragTokenOver(QStringLiteral("knife"), down, &b);
    if (QTest::currentTestFailed())
        return;
    const int beforeJump = m_game->actionCount();
    const int logJump = m_game->log()->rowCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTRY_VERIFY(find("wayChoiceJump") && find("wayChoiceJump")->isVisible());
    QQuickItem* walkChoice = quickdriver::find(m_window, QStringLiteral("wayChoiceWalk"), false);
    QQuickItem* leapChoice = quickdriver::find(m_window, QStringLiteral("wayChoiceLeap"), false);
    QVERIFY(walkChoice && walkChoice->isVisible());
    QVERIFY(!leapChoice || !leapChoice->isVisible());
    const QString jumpText = find("wayChoiceJump")->property("text").toString();
    QVERIFY2(jumpText.startsWith(QStringLiteral("Jump down 3 metre")) && jumpText.endsWith(QStringLiteral(": Move 1, falling damage less a test's DoS")),
             qPrintable(jumpText));
    QCOMPARE(walkChoice->property("text").toString(), QStringLiteral("Walk or climb: Move 7"));
    QTest::qWait(100);
    QCOMPARE(m_game->actionCount(), beforeJump);
    quickdriver::shot(m_window, QStringLiteral("combatgrid-jump-menu"));
    quickdriver::click(m_window, find("wayChoiceJump"));
    QTRY_COMPARE(m_game->actionCount(), beforeJump + 1);
    bool tested = false, fell = false;
    for (int i = logJump; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        tested = tested || (e.value(QStringLiteral("type")) == QLatin1String("roll") &&
                            d.value(QStringLiteral("what")) == QLatin1String("fallOnPurpose"));
        fell = fell || e.value(QStringLiteral("type")) == QLatin1String("fall");
    }
    QVERIFY(tested && fell);
    QCOMPARE(combatant(QStringLiteral("knife")).value(QStringLiteral("x")).toInt(), 15);
    QTRY_VERIFY2(find("traySummary")->property("text").toString().contains(QStringLiteral("jumps down")),
                 qPrintable(find("traySummary")->property("text").toString()));
    QVERIFY(find("trayLocation")->property("text").toString().startsWith(QStringLiteral("The fall: damage ")));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-jump-done"));
}

// The stealth infiltration: the players' pilots start in stealth, and their tokens wear the hidden
// mark for their seat; Asuka dragged behind the crates is seen moving by two guards, whose
// Awareness tests against her Stealth are in the log (a pass would end her stealth and the mark).
void CombatGridHotSeat::stealthInfiltrationShowsTheHiddenMarkAndTheAwarenessRoll()
{
    start(QStringLiteral("stealth-infiltration"), QStringLiteral("5"));
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("asuka"));
    QTRY_VERIFY(find("hiddenMark_asuka") && find("hiddenMark_asuka")->isVisible());
    QVERIFY(find("hiddenMark_rei") && find("hiddenMark_rei")->isVisible());
    QCOMPARE(m_game->view().value(QStringLiteral("moveLeft")).toInt(), 4); // Hindered in stealth
    const QString cell = QStringLiteral("3,7");
    QVERIFY(m_game->legalIndex().moveCells(QStringLiteral("asuka")).contains(cell));
    QPoint b;
    dragTokenOver(QStringLiteral("asuka"), cell, &b);
    if (QTest::currentTestFailed())
        return;
    const int before = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    int tests = 0;
    bool noticed = false;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        if (e.value(QStringLiteral("type")) == QLatin1String("roll") && d.value(QStringLiteral("what")) == QLatin1String("awareness"))
            ++tests;
        noticed = noticed || e.value(QStringLiteral("type")) == QLatin1String("noticed");
    }
    // The patrol and the night-shift guard see her move (the lookout does not): two tests, or one
    // that found her.
    QVERIFY2(tests == 2 || (tests == 1 && noticed), qPrintable(QString::number(tests)));
    QCOMPARE(find("hiddenMark_asuka")->isVisible(), !noticed);
    quickdriver::shot(m_window, QStringLiteral("combatgrid-stealth"));
}

// Fate points from the table: the attack panel offers a fate point on the test (none, two
// Advantages listed before the roll, or a reroll if the test fails), and the prompt bar offers
// readying fate to block Injuries. The reroll, when the test fails, is in the log.
void CombatGridHotSeat::fatePointChosenInTheAttackPanel()
{
    start(QStringLiteral("angel-city-block"), QStringLiteral("3"));
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("unit-02")); // Ann's, 2 fate points
    QCOMPARE(combatant(QStringLiteral("unit-02")).value(QStringLiteral("fate")).toInt(), 2);
    bool blockOffered = false;
    for (const auto& c : find("promptBar")->property("choices").toList())
        blockOffered = blockOffered || c.toMap().value(QStringLiteral("text")).toString() == QLatin1String("Fate: block the next Injuries");
    QVERIFY(blockOffered);
    dragTo(QStringLiteral("unit-02"), QStringLiteral("11,4"), QStringLiteral("combatgrid-fate-approach")); // next to the Angel
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(find("target_tide-angel"));
    quickdriver::click(m_window, find("target_tide-angel"));
    QTRY_VERIFY(find("variation_fast"));
    quickdriver::click(m_window, find("variation_fast"));
    QTRY_VERIFY(find("fateChoices") && find("fateChoices")->isVisible());
    QVERIFY(find("fateTitle")->property("text").toString().contains(QStringLiteral("2 left")));
    QVERIFY(find("fate_none")->property("checked").toBool());
    const QString before = find("attackSummary")->property("text").toString();
    quickdriver::click(m_window, find("fate_advantage"));
    QTRY_VERIFY(find("modifier_fatePoint")); // two Advantages, listed before the roll
    QVERIFY(find("modifier_fatePoint")->property("text").toString().contains(QStringLiteral("Fate point +20")));
    QVERIFY(find("attackSummary")->property("text").toString() != before);
    quickdriver::click(m_window, find("fate_reroll"));
    QTRY_VERIFY(!find("modifier_fatePoint"));
    QVERIFY(find("fate_reroll")->property("checked").toBool());
    quickdriver::shot(m_window, QStringLiteral("combatgrid-fate-reroll"));
    const int actions = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    quickdriver::click(m_window, find("rollAttack"));
    QTRY_COMPARE(m_game->actionCount(), actions + 1);
    int rolls = 0;
    QString fateLine;
    bool firstFailed = false;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        if (e.value(QStringLiteral("type")) == QLatin1String("roll") && d.value(QStringLiteral("what")) == QLatin1String("attack")) {
            if (rolls == 0)
                firstFailed = d.value(QStringLiteral("kind")) == QLatin1String("test") && d.value(QStringLiteral("outcome")) == QLatin1String("failure");
            ++rolls;
        }
        if (e.value(QStringLiteral("type")) == QLatin1String("fate"))
            fateLine = e.value(QStringLiteral("text")).toString();
    }
    // A failed test is rolled again for a fate point (two attack rolls, the fate line between);
    // a passed one spends nothing.
    QCOMPARE(rolls, firstFailed ? 2 : 1);
    QCOMPARE(fateLine.contains(QStringLiteral("reroll")), firstFailed);
    QCOMPARE(combatant(QStringLiteral("unit-02")).value(QStringLiteral("fate")).toInt(), firstFailed ? 1 : 2);
    qInfo("the attack test %s", firstFailed ? "failed and was rerolled" : "passed: no fate spent");
    quickdriver::shot(m_window, QStringLiteral("combatgrid-fate-rolled"));
}

// The Combo System on the table: Misato's attack combos (a sure thing here: target 120 against a
// knife of combo value 1, the guard's evasion 10); the turn panel says so plainly with what the
// chain has spent, the guard is still lit as a target, the Standard Attack is gone from the
// panel and the next roll lists Combo +10; "End the chain" in the prompt bar ends it.
void CombatGridHotSeat::comboOfferedAndTheChainEndedOnTheTable()
{
    const QString encounter = QStringLiteral(R"({"id": "combo-e2e", "title": "Combo", "scale": "human",
      "map": ["......", "......", "......"],
      "combatants": [
        {"id": "misato", "name": "Misato", "side": "players", "x": 0, "y": 1, "skills": {"melee": 3},
         "scores": {"might": 90, "senses": 30, "physique": 40, "grace": 90, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "knife", "type": "melee", "damage": 4, "combo": 1}},
        {"id": "guard", "name": "Guard", "side": "director", "x": 1, "y": 1,
         "scores": {"might": 10, "senses": 10, "physique": 100, "grace": 10, "intellect": 30, "will": 30, "fellowship": 30},
         "armour": {"head": 20, "arms": 20, "body": 20, "legs": 20},
         "weapon": {"name": "baton", "type": "melee", "damage": 3}}]})");
    QVERIFY2(m_game->newGame(QStringLiteral("combatgrid"), {QStringLiteral("Director"), QStringLiteral("Ann")}, QStringLiteral("4"),
                             {{QStringLiteral("encounter"), QJsonDocument::fromJson(encounter.toUtf8()).toVariant()}}),
             qPrintable(m_game->lastError()));
    if (QQuickItem* leave = find("leaveButton")) {
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(quickdriver::find(m_window, QStringLiteral("stack"), false)->property("depth").toInt(), 1);
    }
    QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
    QTRY_VERIFY(find("combatgridTable"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("misato"));
    const auto comboShown = [this] {
        QQuickItem* panel = quickdriver::find(m_window, QStringLiteral("comboPanel"), false);
        return panel && panel->isVisible();
    };
    QVERIFY(!comboShown());
    QVERIFY(clickAttack(QStringLiteral("guard")));
    QTRY_VERIFY(comboShown());
    QVERIFY(find("comboText")->property("text").toString().contains(QStringLiteral("Combo! Take a free action with +1 Advantage, or end the chain.")));
    QCOMPARE(find("comboSpent")->property("text").toString(), QStringLiteral("Spent in this chain (not repeated): Standard Attack"));
    QVERIFY(find("promptText")->property("text").toString().contains(QStringLiteral("combos")));
    QStringList choices;
    for (const auto& c : find("promptBar")->property("choices").toList())
        choices << c.toMap().value(QStringLiteral("text")).toString();
    QVERIFY2(choices.contains(QStringLiteral("End the chain")), qPrintable(choices.join(QLatin1String(" | "))));
    // The special combo action Initiative Shift, both ways (no ally: no Pass Off).
    QVERIFY2(choices.contains(QStringLiteral("Initiative +1 (combo)")) && choices.contains(QStringLiteral("Initiative −1 (combo)")),
             qPrintable(choices.join(QLatin1String(" | "))));
    // The guard still lit; the panel offers the other variations, Combo +10 among the modifiers.
    QQuickItem* ring = nullptr;
    for (auto* c : find("token_guard")->childItems())
        if (c->objectName() == QLatin1String("targetRing"))
            ring = c;
    QVERIFY(ring && ring->isVisible());
    quickdriver::click(m_window, find("target_guard"));
    QTRY_VERIFY(find("variation_fast"));
    QVERIFY(!find("variation_standard"));
    quickdriver::click(m_window, find("variation_fast"));
    QTRY_VERIFY(find("modifier_combo"));
    QVERIFY(find("modifier_combo")->property("text").toString().contains(QStringLiteral("Combo +10")));
    QVERIFY2(m_game->legalIndex().moveCells(QStringLiteral("misato")).isEmpty(), "a move offered in the middle of a combo");
    quickdriver::shot(m_window, QStringLiteral("combatgrid-combo"));
    const int actions = m_game->actionCount();
    quickdriver::click(m_window, find("rollAttack"));
    QTRY_COMPARE(m_game->actionCount(), actions + 1);
    QCOMPARE(m_game->view().value(QStringLiteral("actionsLeft")).toInt(), 1); // the free attack cost nothing
    QTRY_VERIFY(comboShown()); // it combos again (combo value 1)
    QVERIFY(find("comboSpent")->property("text").toString().endsWith(QStringLiteral("Standard Attack, Fast Attack")));
    int endChain = -1;
    const QVariantList list = find("promptBar")->property("choices").toList();
    for (int i = 0; i < list.size(); ++i)
        if (list[i].toMap().value(QStringLiteral("text")).toString() == QLatin1String("End the chain"))
            endChain = i;
    QVERIFY(endChain >= 0);
    QTRY_VERIFY(find(QStringLiteral("choice_%1").arg(endChain)));
    quickdriver::click(m_window, find(QStringLiteral("choice_%1").arg(endChain)));
    QTRY_VERIFY(!comboShown());
    QVERIFY(!m_game->view().contains(QStringLiteral("combo")));
    QVERIFY(!m_game->legalIndex().moveCells(QStringLiteral("misato")).isEmpty()); // the turn goes on
    quickdriver::shot(m_window, QStringLiteral("combatgrid-combo-ended"));
}

void CombatGridHotSeat::mapEditorPaintsMovesSavesAndStartsTheEncounter()
{
    m_window->resize(1280, 800);
    if (QQuickItem* leave = find("leaveButton")) {
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(quickdriver::find(m_window, QStringLiteral("stack"), false)->property("depth").toInt(), 1);
    }
    const QVariant props = QVariantMap{{QStringLiteral("gameId"), QStringLiteral("combatgrid")}};
    QVariant page;
    QVERIFY(QMetaObject::invokeMethod(m_window, "openNewGame", Q_RETURN_ARG(QVariant, page), Q_ARG(QVariant, props)));
    QTRY_VERIFY(find("optionEdit_encounter"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    QCOMPARE(find("option_encounter")->property("currentText").toString(), QStringLiteral("Lockdown on Level B3"));
    // At 960x600 the button still fits beside the choice (the label gives way).
    m_window->resize(960, 600);
    QTest::qWait(300);
    QQuickItem* edit = find("optionEdit_encounter");
    const qreal right = edit->mapToScene(QPointF(edit->width(), 0)).x();
    QVERIFY2(right <= 960 - 36, qPrintable(QString::number(right)));
    QVERIFY(edit->mapToScene(QPointF(0, 0)).x() >= find("option_encounter")->mapToScene(QPointF(find("option_encounter")->width(), 0)).x());
    m_window->resize(1280, 800);
    QTest::qWait(300);
    quickdriver::click(m_window, find("optionEdit_encounter"));
    QTRY_VERIFY(find("encounterEditor"));
    QTRY_VERIFY(find("cell_1_1"));
    QTest::qWait(300); // the popup's opening transition
    QPointer<QQuickItem> editor = find("encounterEditor");
    auto rows = [&] { return editor->property("rows").toStringList(); };
    auto where = [&](const QString& id) {
        for (const auto& c : editor->property("combatants").toList())
            if (c.toMap().value(QStringLiteral("id")) == id)
                return QStringLiteral("%1,%2").arg(c.toMap().value(QStringLiteral("x")).toInt()).arg(c.toMap().value(QStringLiteral("y")).toInt());
        return QString();
    };
    QCOMPARE(rows().at(1).at(1), QLatin1Char('.'));
    // A wall, painted with a drag along row 1 from (1, 1) to (3, 1): one stroke.
    quickdriver::click(m_window, find("tool_wall"));
    quickdriver::drag(m_window, find("cell_1_1"), find("cell_3_1"));
    QCOMPARE(rows().at(1).mid(0, 5), QStringLiteral("####."));
    // Shinji (2, 7) dragged to (4, 7); then onto the wall at (3, 4), refused, and he stays.
    QCOMPARE(where(QStringLiteral("shinji")), QStringLiteral("2,7"));
    quickdriver::drag(m_window, find("editorToken_shinji"), find("cell_4_7"));
    QCOMPARE(where(QStringLiteral("shinji")), QStringLiteral("4,7"));
    quickdriver::drag(m_window, find("editorToken_shinji"), find("cell_3_4"));
    QCOMPARE(where(QStringLiteral("shinji")), QStringLiteral("4,7"));
    QVERIFY(find("editorStatus")->property("text").toString().contains(QStringLiteral("wall")));
    // Nor onto Asuka (2, 5), nor a wall under her.
    quickdriver::drag(m_window, find("editorToken_shinji"), find("cell_2_5"));
    QCOMPARE(where(QStringLiteral("shinji")), QStringLiteral("4,7"));
    quickdriver::click(m_window, find("cell_2_5"));
    QCOMPARE(where(QStringLiteral("asuka")), QStringLiteral("2,5"));
    QCOMPARE(rows().at(5).at(2), QLatin1Char('.'));
    // Water painted, then undone: the last stroke only.
    quickdriver::click(m_window, find("tool_deepWater"));
    quickdriver::click(m_window, find("cell_5_1"));
    QCOMPARE(rows().at(1).at(5), QLatin1Char('W'));
    quickdriver::click(m_window, find("editorUndo"));
    QCOMPARE(rows().at(1).at(5), QLatin1Char('.'));
    QCOMPARE(rows().at(1).mid(0, 5), QStringLiteral("####."));
    // From the keyboard: the map's cursor to (5, 10), Enter paints light cover there; Enter on
    // Asuka (2, 5) picks her up, the arrows and Enter put her down at (1, 5).
    quickdriver::click(m_window, find("tool_lightCover"));
    QQuickItem* board = find("editorBoard");
    board->forceActiveFocus();
    QVERIFY(board->setProperty("cursorX", 5) && board->setProperty("cursorY", 10));
    QTest::keyClick(m_window, Qt::Key_Return);
    QCOMPARE(rows().at(10).at(5), QLatin1Char('l'));
    QVERIFY(board->setProperty("cursorX", 2) && board->setProperty("cursorY", 5));
    QTest::keyClick(m_window, Qt::Key_Return);
    QTest::keyClick(m_window, Qt::Key_Left);
    QTest::keyClick(m_window, Qt::Key_Return);
    QCOMPARE(where(QStringLiteral("asuka")), QStringLiteral("1,5"));
    // The ground raised twice at (6, 10), then lowered once: elevation 1.
    quickdriver::click(m_window, find("tool_elevation3_up"));
    quickdriver::click(m_window, find("cell_6_10"));
    quickdriver::click(m_window, find("cell_6_10"));
    QCOMPARE(rows().at(10).at(6), QLatin1Char('2'));
    quickdriver::click(m_window, find("tool_elevation1_down"));
    quickdriver::click(m_window, find("cell_6_10"));
    QCOMPARE(rows().at(10).at(6), QLatin1Char('1'));
    QQuickItem* title = find("editorTitle");
    QVERIFY(title->setProperty("text", QStringLiteral("Walled Floor")));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-editor"));
    quickdriver::click(m_window, find("editorSave"));
    QTRY_VERIFY2(!find("encounterEditor"), qPrintable(editor ? editor->property("error").toString() : QString()));
    const QString file = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                         + QStringLiteral("/encounters/combatgrid/walled-floor.json");
    QVERIFY2(QFile::exists(file), qPrintable(file));
    // The encounter choice now names the saved one, chosen.
    QTRY_COMPARE(find("option_encounter")->property("currentText").toString(), QStringLiteral("Walled Floor"));
    quickdriver::shot(m_window, QStringLiteral("combatgrid-editor-saved"));
    // Opened again, it starts from the saved one under its own title; Escape leaves it, and only
    // it (the new-game page stays, the choice unchanged).
    const int depth = find("stack")->property("depth").toInt();
    quickdriver::click(m_window, find("optionEdit_encounter"));
    QTRY_VERIFY(find("encounterEditor"));
    QTRY_COMPARE(find("editorTitle")->property("text").toString(), QStringLiteral("Walled Floor"));
    QCOMPARE(find("encounterEditor")->property("rows").toStringList().at(1).mid(0, 5), QStringLiteral("####."));
    QTest::qWait(300);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!find("encounterEditor"));
    QTest::qWait(100);
    QCOMPARE(find("stack")->property("depth").toInt(), depth);
    QCOMPARE(find("option_encounter")->property("currentText").toString(), QStringLiteral("Walled Floor"));
    quickdriver::click(m_window, find("startButton"));
    QTRY_VERIFY(find("combatgridTable"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    revealIfCurtain();
    const QVariantMap view = m_game->view();
    QCOMPARE(view.value(QStringLiteral("encounter")).toString(), QStringLiteral("walled-floor"));
    QCOMPARE(view.value(QStringLiteral("map")).toStringList().at(1).mid(0, 5), QStringLiteral("####."));
    QCOMPARE(combatant(QStringLiteral("shinji")).value(QStringLiteral("x")).toInt(), 4);
    // The table draws the wall: the board's square (1, 1) is a wall.
    board = find("combatBoard");
    const int columns = board->property("columns").toInt();
    QCOMPARE(board->property("cells").toList().at(columns + 1).toMap().value(QStringLiteral("terrain")).toString(),
             QStringLiteral("wall"));
    QTRY_COMPARE(find("token_shinji")->x(), 4 * board->property("cellSize").toReal());
}

// Ailments on the table: a badge per ailment on the token (the ailment named in its tooltip), for
// the players' combatants and the enemies they see; the shake-off at the start of a sufferer's
// turn in the log like any roll.
void CombatGridHotSeat::ailmentBadgesAndTheShakeOffInTheLog()
{
    const char* json = R"({"id": "ailing", "title": "Ailing", "scale": "human", "map": ["........", "........", "........"],
      "combatants": [
        {"id": "asuka", "name": "Asuka", "side": "players", "x": 1, "y": 1, "ailments": ["hallucinating"],
         "scores": {"might": 30, "senses": 30, "physique": 30, "grace": 40, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "Knife", "type": "melee", "damage": 4}},
        {"id": "rei", "name": "Rei", "side": "players", "x": 1, "y": 2,
         "scores": {"might": 30, "senses": 30, "physique": 30, "grace": 30, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "Pistol", "type": "ranged", "damage": 5, "range": 20}},
        {"id": "guard", "name": "Guard", "side": "director", "x": 6, "y": 1, "ailments": [{"kind": "dizzy", "failures": 1}],
         "scores": {"might": 30, "senses": 30, "physique": 30, "grace": 20, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "Baton", "type": "melee", "damage": 4}}
      ]})";
    start(QJsonDocument::fromJson(json).toVariant(), QStringLiteral("4"));
    revealIfCurtain();
    QTRY_VERIFY(find("ailmentMark_guard_dizzy") && find("ailmentMark_guard_dizzy")->isVisible());
    QVERIFY(find("ailmentMark_guard_dizzy")->property("tip").toString().startsWith(QStringLiteral("Dizzy: Disadvantage on all tests")));
    QVERIFY(find("ailmentMark_guard_dizzy")->property("tip").toString().contains(QStringLiteral("failed shake-offs: 1")));
    QVERIFY(!find("ailmentMark_rei_dizzy"));
    QCOMPARE(actingId(), QStringLiteral("asuka"));
    const bool asukaStill = !combatant(QStringLiteral("asuka")).value(QStringLiteral("ailments")).toList().isEmpty();
    QCOMPARE(find("ailmentMark_asuka_hallucinating") != nullptr, asukaStill); // her first shake-off: at setup
    const int logBefore = m_game->log()->rowCount();
    endTurn(); // Asuka
    endTurn(); // Rei: the guard's turn begins with its shake-off
    QCOMPARE(actingId(), QStringLiteral("guard"));
    QString line;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const QVariantMap e = m_game->log()->entryAt(i);
        const QVariantMap d = e.value(QStringLiteral("eventData")).toMap();
        if (e.value(QStringLiteral("type")) == QLatin1String("roll") && d.value(QStringLiteral("what")) == QLatin1String("shakeOff")) {
            line = e.value(QStringLiteral("text")).toString();
            QCOMPARE(d.value(QStringLiteral("ailment")).toString(), QStringLiteral("dizzy"));
        }
    }
    qInfo("shake-off in the log: %s", qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("shake-off")), qPrintable(line));
    const bool shaken = combatant(QStringLiteral("guard")).value(QStringLiteral("ailments")).toList().isEmpty();
    QTRY_COMPARE(find("ailmentMark_guard_dizzy") != nullptr && find("ailmentMark_guard_dizzy")->isVisible(), !shaken);
    quickdriver::shot(m_window, QStringLiteral("combatgrid-ailments"));
}

QTEST_MAIN(CombatGridHotSeat)
// Go prone (★) from the prompt bar: the acting combatant lies down, Rise is not offered after it
// (one action), and Go prone is gone too.
void CombatGridHotSeat::goProneChosenInThePromptBar()
{
    const QString encounter = QStringLiteral(R"({"id": "prone-e2e", "title": "Prone", "scale": "human",
      "map": ["......", "......", "......"],
      "combatants": [
        {"id": "misato", "name": "Misato", "side": "players", "x": 0, "y": 1,
         "scores": {"might": 30, "senses": 30, "physique": 40, "grace": 90, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "knife", "type": "melee", "damage": 4}},
        {"id": "guard", "name": "Guard", "side": "director", "x": 1, "y": 1,
         "scores": {"might": 10, "senses": 10, "physique": 40, "grace": 10, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "baton", "type": "melee", "damage": 3}}]})");
    QVERIFY2(m_game->newGame(QStringLiteral("combatgrid"), {QStringLiteral("Director"), QStringLiteral("Ann")}, QStringLiteral("4"),
                             {{QStringLiteral("encounter"), QJsonDocument::fromJson(encounter.toUtf8()).toVariant()}}),
             qPrintable(m_game->lastError()));
    if (QQuickItem* leave = find("leaveButton")) {
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(quickdriver::find(m_window, QStringLiteral("stack"), false)->property("depth").toInt(), 1);
    }
    QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
    QTRY_VERIFY(find("combatgridTable"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("misato"));
    QQuickItem* prone = quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Go prone (★)"); });
    QVERIFY2(prone, "no Go prone button in the prompt bar");
    const int before = m_game->actionCount();
    quickdriver::click(m_window, prone);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    QVERIFY(combatant(QStringLiteral("misato")).value(QStringLiteral("prone")).toBool());
    QStringList choices;
    for (const auto& c : find("promptBar")->property("choices").toList())
        choices << c.toMap().value(QStringLiteral("text")).toString();
    QVERIFY2(!choices.contains(QStringLiteral("Go prone (★)")) && !choices.contains(QStringLiteral("Rise (★)")),
             qPrintable(choices.join(QLatin1String(" | "))));
}

void CombatGridHotSeat::analyseChosenOnTheMapAndThePromptBar()
{
    // Misato (a knife: the guard, four squares off, is no attack target) picks the guard on the
    // map: the prompt bar offers Analyse, Distract, War Cry and Taunt on it.
    const QString encounter = QStringLiteral(R"({"id": "analyse-e2e", "title": "Analyse", "scale": "human",
      "map": ["......", "......", "......"],
      "combatants": [
        {"id": "misato", "name": "Misato", "side": "players", "x": 0, "y": 1,
         "scores": {"might": 30, "senses": 30, "physique": 40, "grace": 90, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "knife", "type": "melee", "damage": 4}},
        {"id": "guard", "name": "Guard", "side": "director", "x": 4, "y": 1,
         "scores": {"might": 10, "senses": 10, "physique": 40, "grace": 10, "intellect": 30, "will": 30, "fellowship": 30},
         "weapon": {"name": "baton", "type": "melee", "damage": 3}}]})");
    QVERIFY2(m_game->newGame(QStringLiteral("combatgrid"), {QStringLiteral("Director"), QStringLiteral("Ann")}, QStringLiteral("4"),
                             {{QStringLiteral("encounter"), QJsonDocument::fromJson(encounter.toUtf8()).toVariant()}}),
             qPrintable(m_game->lastError()));
    if (QQuickItem* leave = find("leaveButton")) {
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(quickdriver::find(m_window, QStringLiteral("stack"), false)->property("depth").toInt(), 1);
    }
    QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
    QTRY_VERIFY(find("combatgridTable"));
    QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool());
    revealIfCurtain();
    QCOMPARE(actingId(), QStringLiteral("misato"));
    const auto offered = [this](const QString& text) { // among the prompt bar's choices (on the bar or under More)
        for (const auto& c : find("promptBar")->property("choices").toList())
            if (c.toMap().value(QStringLiteral("text")).toString() == text)
                return true;
        return false;
    };
    QVERIFY(!offered(QStringLiteral("Analyse Guard (★)"))); // no target picked yet
    QTRY_VERIFY(find("target_guard"));
    quickdriver::click(m_window, find("target_guard"));
    QTRY_VERIFY(offered(QStringLiteral("Analyse Guard (★)")));
    QVERIFY(offered(QStringLiteral("Distract Guard (★)")));
    QVERIFY(offered(QStringLiteral("War Cry at Guard (★)")));
    QVERIFY(offered(QStringLiteral("Taunt Guard (★)")));
    QQuickItem* analyse = quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Analyse Guard (★)"); });
    QVERIFY2(analyse, "the Analyse button is not shown in the prompt bar");
    const int before = m_game->actionCount();
    const int logBefore = m_game->log()->rowCount();
    quickdriver::click(m_window, analyse);
    QTRY_COMPARE(m_game->actionCount(), before + 1);
    bool rolled = false;
    for (int i = logBefore; i < m_game->log()->rowCount(); ++i) {
        const auto e = m_game->log()->entryAt(i);
        if (e.value(QStringLiteral("type")).toString() == QLatin1String("roll") &&
            e.value(QStringLiteral("eventData")).toMap().value(QStringLiteral("what")).toString() == QLatin1String("analyse"))
            rolled = true;
    }
    QVERIFY(rolled); // the opposed test in the log
    // One of the four a turn: none offered now.
    QTRY_VERIFY(!offered(QStringLiteral("Taunt Guard (★)")));
    // Exert: one more Action for 1 Stress, free of the repeat limit: the four are offered again.
    QQuickItem* exert = quickdriver::promptChoice(m_window, [](const QString& t) { return t == QStringLiteral("Exert (+1 Action, 1 Stress)"); });
    QVERIFY2(exert, "no Exert button in the prompt bar");
    quickdriver::click(m_window, exert);
    QTRY_COMPARE(m_game->actionCount(), before + 2);
    QCOMPARE(combatant(QStringLiteral("misato")).value(QStringLiteral("stress")).toInt(), 1);
    QTRY_VERIFY(find("target_guard")); // an enemy to pick again
    if (!offered(QStringLiteral("Taunt Guard (★)")))
        quickdriver::click(m_window, find("target_guard"));
    QTRY_VERIFY(offered(QStringLiteral("Taunt Guard (★)")));
    QTRY_VERIFY(offered(QStringLiteral("Exert (+1 Action, 2 Stress)")));
}

#include "tst_combatgrid_e2e.moc"
