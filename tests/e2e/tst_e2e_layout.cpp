#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "../support/QuickDriver.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QSGRendererInterface>
#include <QSettings>
#include <cstdlib>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::AppSettings;
using tabletop::ui::GameController;

// Issue 12, "A table that fits the window": at 960x600, 1280x800 and 1920x1080 every game's
// prompt bar with its buttons, the viewer's hand and the log are on screen and do not overlap
// (item geometry, not pixels). TABLETOP_SCREENSHOT_DIR keeps a picture of each.
class LayoutEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void controlsDrawnWithoutShaderEffects();
    void rendererChosenInOrder();
    void rendererSettingOnSettingsPage();
    void tableFits_data();
    void tableFits();
    void cleanupTestCase()
    {
        AppSettings::instance()->setCardSize(100);
        AppSettings::instance()->setLanguage(QStringLiteral("en"));
    }

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    QRectF sceneRect(QQuickItem* item) const
    {
        return QRectF(item->mapToScene(QPointF(0, 0)), QSizeF(item->width(), item->height()));
    }
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
};

void LayoutEndToEnd::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    AppSettings::instance()->setCardSize(100); // settings outlive a run
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    QVERIFY(m_game);
}

// Issue 20: where the scene graph draws in software (here the offscreen platform; in the app,
// --renderer software or a machine without a graphics device), Material's shadows are shader
// effects that draw nothing, and with them went the whole background of every button and
// popup. qml/components/controls/ turns those layers off: a button's face and an open combo
// box's list must differ from the page behind them.
void LayoutEndToEnd::controlsDrawnWithoutShaderEffects()
{
    QCOMPARE(m_window->rendererInterface()->graphicsApi(), QSGRendererInterface::Software);
    const auto differs = [](QRgb a, QRgb b) {
        return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b)) > 24;
    };
    QQuickItem* settings = find(QStringLiteral("settingsButton"));
    QVERIFY(settings);
    QImage image = m_window->grabWindow();
    const qreal dpr = image.devicePixelRatio();
    const QRectF button = sceneRect(settings);
    const auto at = [&](const QImage& img, QPointF p) { return img.pixel(int(p.x() * dpr), int(p.y() * dpr)); };
    // Material's button face is inset from the control's box: sample near the left inside its
    // padding (no text there) against the page 4 px to the left of the control.
    const QPointF face(button.left() + 8, button.center().y());
    const QPointF page(button.left() - 4, button.center().y());
    QVERIFY2(differs(at(image, face), at(image, page)),
             qPrintable(QStringLiteral("the Settings button's face (%1) is the page's colour (%2)")
                            .arg(QColor(at(image, face)).name(), QColor(at(image, page)).name())));

    quickdriver::click(m_window, settings);
    QQuickItem* box = nullptr;
    QTRY_VERIFY((box = find(QStringLiteral("languageBox"))));
    QTest::qWait(400); // the page's push transition
    auto* popup = qvariant_cast<QObject*>(box->property("popup"));
    QVERIFY(popup);
    const QImage closed = m_window->grabWindow();
    quickdriver::click(m_window, box);
    QTRY_VERIFY(popup->property("opened").toBool());
    auto* list = qvariant_cast<QQuickItem*>(popup->property("background"));
    QVERIFY(list);
    const QRectF listRect = sceneRect(list);
    QVERIFY(listRect.width() > 20 && listRect.height() > 20);
    const QImage open = m_window->grabWindow();
    const QPointF inside(listRect.right() - 6, listRect.bottom() - 6); // below the last entry's text
    QVERIFY2(differs(at(open, inside), at(closed, inside)),
             qPrintable(QStringLiteral("the open language list (%1) is not drawn over the page (%2)")
                            .arg(QColor(at(open, inside)).name(), QColor(at(closed, inside)).name())));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!popup->property("opened").toBool());
    quickdriver::click(m_window, find(QStringLiteral("settingsBack")));
    QTRY_VERIFY(find(QStringLiteral("settingsButton")));
}

// Issue 20: how the window is drawn is chosen before the application starts: --renderer, then
// TABLETOP_RENDERER, then Settings > Drawing, then "auto" (software without a graphics device).
void LayoutEndToEnd::rendererChosenInOrder()
{
    const QString none;
    QCOMPARE(AppSettings::chooseRenderer(none, none, none, true), QStringLiteral("gpu"));
    QCOMPARE(AppSettings::chooseRenderer(none, none, none, false), QStringLiteral("software"));
    QCOMPARE(AppSettings::chooseRenderer(none, none, QStringLiteral("auto"), false), QStringLiteral("software"));
    QCOMPARE(AppSettings::chooseRenderer(none, none, QStringLiteral("software"), true), QStringLiteral("software"));
    QCOMPARE(AppSettings::chooseRenderer(none, none, QStringLiteral("gpu"), false), QStringLiteral("gpu"));
    // The environment wins over the setting, the command line over both.
    QCOMPARE(AppSettings::chooseRenderer(none, QStringLiteral("gpu"), QStringLiteral("software"), false), QStringLiteral("gpu"));
    QCOMPARE(AppSettings::chooseRenderer(QStringLiteral("software"), QStringLiteral("gpu"), QStringLiteral("gpu"), true),
             QStringLiteral("software"));
    QCOMPARE(AppSettings::chooseRenderer(QStringLiteral("auto"), QStringLiteral("gpu"), none, false), QStringLiteral("software"));
    // A value that is none of the three is skipped, and said.
    QString warning;
    QCOMPARE(AppSettings::chooseRenderer(QStringLiteral("vulkan"), none, QStringLiteral("gpu"), false, &warning),
             QStringLiteral("gpu"));
    QVERIFY2(warning.contains(QStringLiteral("\"vulkan\"")) && warning.contains(QStringLiteral("--renderer")), qPrintable(warning));
}

void LayoutEndToEnd::rendererSettingOnSettingsPage()
{
    AppSettings::instance()->setRenderer(QStringLiteral("auto"));
    quickdriver::click(m_window, find(QStringLiteral("settingsButton")));
    QQuickItem* box = nullptr;
    QTRY_VERIFY((box = find(QStringLiteral("rendererBox"))));
    QCOMPARE(box->property("currentIndex").toInt(), 0);
    QQuickItem* note = find(QStringLiteral("rendererNote"));
    QVERIFY(note);
    // What the app asked Qt for at start (a test asks for nothing: Qt's default).
    const QString now = AppSettings::softwareRendering() ? QStringLiteral("Drawing in software now.")
                                                         : QStringLiteral("Drawing with the graphics card now.");
    QVERIFY2(note->property("text").toString().startsWith(now), qPrintable(note->property("text").toString()));
    QVERIFY(QMetaObject::invokeMethod(box, "activated", Q_ARG(int, 2)));
    QCOMPARE(AppSettings::instance()->renderer(), QStringLiteral("software"));
    QCOMPARE(QSettings().value(QStringLiteral("renderer")).toString(), QStringLiteral("software"));
    QVERIFY(QMetaObject::invokeMethod(box, "activated", Q_ARG(int, 1)));
    QCOMPARE(AppSettings::instance()->renderer(), QStringLiteral("gpu"));
    QCOMPARE(box->property("currentIndex").toInt(), 1);
    // What main() reads before the application object exists is the same file.
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("tabletop"));
    QCoreApplication::setApplicationName(QStringLiteral("tabletop"));
    const QString before = QSettings().value(QStringLiteral("renderer")).toString();
    QSettings().setValue(QStringLiteral("renderer"), QStringLiteral("software"));
    QCOMPARE(AppSettings::savedRenderer(), QStringLiteral("software"));
    if (before.isEmpty())
        QSettings().remove(QStringLiteral("renderer"));
    else
        QSettings().setValue(QStringLiteral("renderer"), before);
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
    AppSettings::instance()->setRenderer(QStringLiteral("auto"));
    quickdriver::click(m_window, find(QStringLiteral("settingsBack")));
    QTRY_VERIFY(find(QStringLiteral("settingsButton")));
}

void LayoutEndToEnd::tableFits_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("cardSize"); // the Card size setting, per cent
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(960, 600), QSize(1280, 800), QSize(1920, 1080)}) {
        const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(QStringLiteral("grimoire ") + tag)) << "grimoire" << 2 << "hand_" << size << 100 << "en";
        QTest::newRow(qPrintable(QStringLiteral("neotokyo 3 seats ") + tag)) << "neotokyo" << 3 << "hand" << size << 100 << "en";
        QTest::newRow(qPrintable(QStringLiteral("servants ") + tag)) << "servants" << 2 << "hand" << size << 100 << "en";
        // Combat Grid has no hand: its map takes the hand's place in the checks.
        QTest::newRow(qPrintable(QStringLiteral("combatgrid 3 seats ") + tag)) << "combatgrid" << 3 << "combatMap" << size << 100 << "en";
    }
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(QStringLiteral("kaiju 2 seats ") + tag)) << "kaiju" << 2 << "combatHand" << size << 100 << "en";
        QTest::newRow(qPrintable(QStringLiteral("kaiju 4 seats ") + tag)) << "kaiju" << 4 << "combatHand" << size << 100 << "en";
    }
    QTest::newRow("kaiju 5 seats 1280x800") << "kaiju" << 5 << "combatHand" << QSize(1280, 800) << 100 << "en";
    QTest::newRow("kaiju 4 seats 1280x800 ja") << "kaiju" << 4 << "combatHand" << QSize(1280, 800) << 100 << "ja";
    QTest::newRow("kaiju 3 seats 1280x800 cards 200%") << "kaiju" << 3 << "combatHand" << QSize(1280, 800) << 200 << "en";
    QTest::newRow("combatgrid 3 seats 1280x800 ja") << "combatgrid" << 3 << "combatMap" << QSize(1280, 800) << 100 << "ja";
    QTest::newRow("combatgrid 3 seats 1920x1080 ja") << "combatgrid" << 3 << "combatMap" << QSize(1920, 1080) << 100 << "ja";
    QTest::newRow("servants 960x640") << "servants" << 2 << "hand" << QSize(960, 640) << 100 << "en";
    QTest::newRow("servants 1280x800 ja") << "servants" << 2 << "hand" << QSize(1280, 800) << 100 << "ja";
    QTest::newRow("servants 1280x800 cards 200%") << "servants" << 2 << "hand" << QSize(1280, 800) << 200 << "en";
    // Japanese: longer words and other glyphs, the same room.
    QTest::newRow("grimoire 1280x800 ja") << "grimoire" << 2 << "hand_" << QSize(1280, 800) << 100 << "ja";
    QTest::newRow("neotokyo 3 seats 1280x800 ja") << "neotokyo" << 3 << "hand" << QSize(1280, 800) << 100 << "ja";
    QTest::newRow("neotokyo 3 seats 960x600 ja") << "neotokyo" << 3 << "hand" << QSize(960, 600) << 100 << "ja";
    // The largest card size still leaves the prompt, the hand and the log on screen.
    QTest::newRow("grimoire 1280x800 cards 200%") << "grimoire" << 2 << "hand_" << QSize(1280, 800) << 200 << "en";
    QTest::newRow("neotokyo 3 seats 1280x800 cards 200%") << "neotokyo" << 3 << "hand" << QSize(1280, 800) << 200 << "en";
}

void LayoutEndToEnd::tableFits()
{
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(QString, hand);
    QFETCH(QSize, size);
    QFETCH(int, cardSize);
    QFETCH(QString, language);
    AppSettings::instance()->setCardSize(cardSize);
    if (AppSettings::instance()->language() != language) {
        AppSettings::instance()->setLanguage(language);
        QTest::qWait(300); // the pages are rebuilt in the new language
    }
    QStringList names;
    for (int i = 0; i < seats; ++i)
        names << QStringLiteral("Player %1").arg(i + 1);
    QVERIFY2(m_game->newGame(game, names, QStringLiteral("11"), {}), qPrintable(m_game->lastError()));
    auto* stack = quickdriver::find(m_window, QStringLiteral("stack"), false);
    if (QQuickItem* leave = find(QStringLiteral("leaveButton"))) { // back home from the last table
        quickdriver::click(m_window, leave);
        QTRY_COMPARE(stack->property("depth").toInt(), 1);
        QTRY_VERIFY(!stack->property("busy").toBool());
    }
    QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
    QTRY_VERIFY(find(QStringLiteral("promptBar")));
    QTRY_VERIFY(!stack->property("busy").toBool());
    m_game->reveal();
    QTRY_VERIFY(!m_game->curtain());
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QTest::qWait(400); // layouts settle (polish) after the resize
    quickdriver::shot(m_window, QStringLiteral("layout-%1-%2x%3-%4-%5").arg(game).arg(size.width()).arg(size.height()).arg(cardSize).arg(language));
    const QRectF window(0, 0, size.width(), size.height());
    const QString where = game + QStringLiteral(" at %1x%2, cards %3%: ").arg(size.width()).arg(size.height()).arg(cardSize);
    QQuickItem* bar = find(QStringLiteral("promptBar"));
    // Grimoire names each seat's hand: the viewer's is the one checked.
    QQuickItem* handItem = find(hand.endsWith(QLatin1Char('_')) ? hand + QString::number(m_game->viewerSeat()) : hand);
    QQuickItem* log = find(QStringLiteral("gameLog"));
    QVERIFY2(bar && handItem && log, qPrintable(where + QStringLiteral("prompt bar, hand or log not shown")));
    const QRectF barRect = sceneRect(bar), handRect = sceneRect(handItem), logRect = sceneRect(log);
    auto inside = [&](const QRectF& r) { return window.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r); };
    auto text = [](const QRectF& r) {
        return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    };
    QVERIFY2(inside(barRect), qPrintable(where + QStringLiteral("prompt bar off screen ") + text(barRect)));
    QVERIFY2(inside(handRect) && handRect.height() >= 40,
             qPrintable(where + QStringLiteral("hand off screen or squashed ") + text(handRect)));
    QVERIFY2(inside(logRect) && logRect.height() >= 60 && logRect.width() >= 150,
             qPrintable(where + QStringLiteral("log off screen or squashed ") + text(logRect)));
    QVERIFY2(!barRect.intersects(handRect), qPrintable(where + QStringLiteral("prompt bar over the hand")));
    QVERIFY2(!barRect.intersects(logRect), qPrintable(where + QStringLiteral("prompt bar over the log")));
    QVERIFY2(!handRect.intersects(logRect), qPrintable(where + QStringLiteral("hand over the log")));
    // Servant Zones: on a large window the hand's cards grow into the room below the mats, past
    // the theme's card (76 px at 1280x800, times the window scale of 1.35 at 1920x1080).
    if (game == QLatin1String("servants") && size == QSize(1920, 1080) && cardSize == 100) {
        const qreal w = handItem->property("cardWidth").toReal();
        QVERIFY2(w >= 76 * 1.35 * 1.2, qPrintable(where + QStringLiteral("hand cards only %1 px wide").arg(w)));
    }
    // The prompt is read whole, not cut off.
    QQuickItem* promptText = find(QStringLiteral("promptText"));
    QVERIFY(promptText);
    QVERIFY2(!promptText->property("truncated").toBool(),
             qPrintable(where + QStringLiteral("prompt cut off: ") + promptText->property("text").toString()));
    // Every choice of the prompt is a whole button inside the bar, or an entry of its "More"
    // menu when the bar has no room for it.
    const int choices = bar->property("count").toInt();
    const int standing = bar->property("shown").toInt();
    QVERIFY2(choices == 0 || (standing >= 1 && standing <= choices), qPrintable(where + QStringLiteral("%1 of %2 prompt buttons").arg(standing).arg(choices)));
    // Material's buttons are 48 px items drawn 36 px high (their insets): a button is inside the
    // bar when its ends are and its middle is.
    const auto inBar = [&](const QRectF& r) {
        return r.left() >= barRect.left() - 0.5 && r.right() <= barRect.right() + 0.5
            && r.center().y() > barRect.top() && r.center().y() < barRect.bottom();
    };
    for (int i = 0; i < standing; ++i) {
        QQuickItem* choice = find(QStringLiteral("choice_%1").arg(i));
        QVERIFY2(choice, qPrintable(where + QStringLiteral("prompt button %1 not shown").arg(i)));
        QVERIFY2(inBar(sceneRect(choice)),
                 qPrintable(where + QStringLiteral("prompt button %1 outside the bar ").arg(i) + text(sceneRect(choice)) + QStringLiteral(" bar ") + text(barRect)));
    }
    QQuickItem* more = find(QStringLiteral("choiceMore"));
    QVERIFY2(bool(more) == (standing < choices), qPrintable(where + QStringLiteral("\"More\" shown wrongly")));
    if (more) {
        QVERIFY2(inBar(sceneRect(more)), qPrintable(where + QStringLiteral("\"More\" outside the bar ") + text(sceneRect(more))));
        quickdriver::click(m_window, more);
        for (int i = standing; i < choices; ++i) {
            QQuickItem* entry = nullptr;
            QTRY_VERIFY2((entry = find(QStringLiteral("choice_%1").arg(i))) && entry->height() > 0,
                         qPrintable(where + QStringLiteral("choice %1 not in the \"More\" menu").arg(i)));
            QVERIFY2(inside(sceneRect(entry)), qPrintable(where + QStringLiteral("menu entry %1 off screen ").arg(i) + text(sceneRect(entry))));
        }
        quickdriver::shot(m_window, QStringLiteral("layout-%1-%2x%3-%4-%5-more").arg(game).arg(size.width()).arg(size.height()).arg(cardSize).arg(language));
        // Escape closes the menu; under load the first press may come before the menu has the
        // focus, so it is pressed again until the menu is gone (at most 15 s).
        for (int tries = 0; tries < 30 && find(QStringLiteral("choice_%1").arg(standing)); ++tries) {
            QTest::keyClick(m_window, Qt::Key_Escape);
            QTest::qWait(500);
        }
        QVERIFY2(!find(QStringLiteral("choice_%1").arg(standing)), qPrintable(where + QStringLiteral("the \"More\" menu did not close")));
    }
}

QTEST_MAIN(LayoutEndToEnd)
#include "tst_e2e_layout.moc"
