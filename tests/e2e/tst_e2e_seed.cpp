#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "Messages.h"
#include "../support/QuickDriver.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::AppSettings;
using tabletop::ui::GameController;

// Issue 10, "Seeds that reveal nothing" (hot-seat): the seed recomputes every hand, so the real
// app shows it nowhere before a hot-seat game ends, not even a seed the players typed, unless
// the setting "Show the seed during play" is on; the end screen shows it with the command that
// replays the game.
class SeedEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void hiddenLogLineIsTranslated();
    void gameMessagesComeFromTheGameModules();
    void settingSaysWhatTheSeedReveals();
    void seedHiddenUntilTheEnd();

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, false); }
    // Every visible text in the window that contains `needle`, as "objectName/class: text".
    QStringList visibleTextsContaining(const QString& needle) const;
    void waitIdle() { QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool()); }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
};

void SeedEndToEnd::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    // After the UI: AppSettings::instance() is then the settings object QML uses (as in tst_e2e).
    // QSettings outlive a run: start from the defaults this test is about.
    AppSettings::instance()->setShowSeedDuringPlay(false);
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    // These tests expect the curtain as soon as a seat has acted (no moment to see the move).
    if (m_game)
        m_game->setReviewMoves(false);
    QVERIFY(m_game);
}

void SeedEndToEnd::cleanupTestCase()
{
    AppSettings::instance()->setShowSeedDuringPlay(false);
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
}

QStringList SeedEndToEnd::visibleTextsContaining(const QString& needle) const
{
    QStringList out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (!item->isVisible() || item->opacity() == 0)
            return; // nor anything inside it
        for (const char* prop : {"text", "placeholderText"}) {
            const QString t = item->property(prop).toString();
            if (t.contains(needle))
                out << item->objectName() + QLatin1Char('/') + QString::fromLatin1(item->metaObject()->className()) +
                           QStringLiteral(": ") + t;
        }
        for (auto* child : item->childItems())
            walk(child);
    };
    walk(m_window->contentItem());
    return out;
}

void SeedEndToEnd::settingSaysWhatTheSeedReveals()
{
    // A language switch rebuilds the pages and ends on the settings page (Main.qml), so the
    // previous test may have left it open.
    QTest::qWait(300);
    waitIdle();
    if (!find(QStringLiteral("showSeedSwitch"))) {
        QTRY_VERIFY(find(QStringLiteral("settingsButton")));
        quickdriver::click(m_window, find(QStringLiteral("settingsButton")));
    }
    QTRY_VERIFY(find(QStringLiteral("showSeedSwitch")) && find(QStringLiteral("showSeedSwitch"))->isVisible());
    waitIdle();
    // The setting's own words say what it gives away.
    QVERIFY(find(QStringLiteral("showSeedLabel"))->property("text").toString().contains(QStringLiteral("reveals every hand")));
    QVERIFY(find(QStringLiteral("showSeedWarning"))->property("text").toString().contains(QStringLiteral("recompute every")));
    QQuickItem* sw = find(QStringLiteral("showSeedSwitch"));
    QCOMPARE(sw->property("checked").toBool(), false);
    quickdriver::click(m_window, sw);
    QTRY_VERIFY(AppSettings::instance()->showSeedDuringPlay());
    quickdriver::click(m_window, sw);
    QTRY_VERIFY(!AppSettings::instance()->showSeedDuringPlay());

    AppSettings::instance()->setLanguage(QStringLiteral("ja"));
    QTRY_VERIFY(find(QStringLiteral("showSeedLabel")) &&
                find(QStringLiteral("showSeedLabel"))->property("text").toString() ==
                    QStringLiteral("プレイ中にシードを表示する（全員の手札がわかります）"));
    QTest::qWait(300);
    quickdriver::shot(m_window, QStringLiteral("settings-seed-ja"));
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    QTRY_VERIFY(find(QStringLiteral("showSeedLabel")) &&
                find(QStringLiteral("showSeedLabel"))->property("text").toString() ==
                    QStringLiteral("Show the seed during play (reveals every hand)"));
    QTest::qWait(300);
    quickdriver::shot(m_window, QStringLiteral("settings-seed"));
    waitIdle();
    quickdriver::click(m_window, find(QStringLiteral("settingsBack")));
    QTRY_VERIFY(!find(QStringLiteral("showSeedSwitch")));
    waitIdle();
}

// What others read of a private event that has no public wording (core::Event::forSeat).
void SeedEndToEnd::hiddenLogLineIsTranslated()
{
    tabletop::ui::Messages::setSeatNames({QStringLiteral("Ann"), QStringLiteral("Bob")});
    const QVariantMap one{{QStringLiteral("id"), QStringLiteral("core.log.hidden")},
                          {QStringLiteral("text"), QStringLiteral("Player 2 does something hidden")},
                          {QStringLiteral("args"), QVariantMap{{QStringLiteral("seat"), 1}}}};
    const QVariantMap two{{QStringLiteral("id"), QStringLiteral("core.log.hiddenShared")},
                          {QStringLiteral("args"), QVariantMap{{QStringLiteral("seat"), QVariantList{0, 1}}}}};
    QCOMPARE(tabletop::ui::Messages::text(one), QStringLiteral("Bob does something hidden."));
    QCOMPARE(tabletop::ui::Messages::text(two), QStringLiteral("Ann, Bob share something hidden."));
    AppSettings::instance()->setLanguage(QStringLiteral("ja"));
    QCOMPARE(tabletop::ui::Messages::text(one), QStringLiteral("Bobが非公開の行動をしました。"));
    QCOMPARE(tabletop::ui::Messages::text(two), QStringLiteral("Ann、Bobが非公開のやり取りをしました。"));
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
}

// A game's sentences and names come from its own module (qml/games/<id>/RuleMessages.js),
// read by Messages, with plural forms and the Japanese kept.
void SeedEndToEnd::gameMessagesComeFromTheGameModules()
{
    using tabletop::ui::Messages;
    Messages::setSeatNames({QStringLiteral("Ann"), QStringLiteral("Bob")});
    auto message = [](const char* id, const QVariantMap& args) {
        return QVariantMap{{QStringLiteral("id"), QString::fromLatin1(id)},
                           {QStringLiteral("text"), QStringLiteral("(the rules' English)")},
                           {QStringLiteral("args"), args}};
    };
    const auto turn = message("neotokyo.log.turn", {{QStringLiteral("turn"), 3}, {QStringLiteral("seat"), 1}});
    const auto down = message("neotokyo.log.down", {{QStringLiteral("character"), QStringLiteral("Rei")}});
    const auto cast = message("grimoire.log.cast", {{QStringLiteral("seat"), 0},
                                                    {QStringLiteral("spell"), QStringLiteral("hastur")},
                                                    {QStringLiteral("level"), 3}});
    const auto one = message("grimoire.acquire.required", {{QStringLiteral("count"), 1}});
    const auto two = message("grimoire.acquire.required", {{QStringLiteral("count"), 2}});
    QCOMPARE(Messages::text(turn), QStringLiteral("Turn 3: Bob."));
    QCOMPARE(Messages::text(down), QStringLiteral("Rei is down."));
    QCOMPARE(Messages::text(cast), QStringLiteral("Ann casts Hastur at level 3."));
    QCOMPARE(Messages::text(one), QStringLiteral("You must acquire a grimoire before ending your turn (Action A)."));
    QCOMPARE(Messages::text(two), QStringLiteral("You must acquire 2 grimoires before ending your turn (Action A)."));
    AppSettings::instance()->setLanguage(QStringLiteral("ja"));
    QCOMPARE(Messages::text(down), QStringLiteral("レイがダウンした。"));
    QCOMPARE(Messages::text(cast), QStringLiteral("Annがハスターをレベル3で唱えました。"));
    QCOMPARE(Messages::text(two), QStringLiteral("ターンを終える前に魔導書を 2 枚獲得しなければなりません（アクションA）。"));
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
}

void SeedEndToEnd::seedHiddenUntilTheEnd()
{
    const QString seed = QStringLiteral("987654321");
    // A language switch rebuilds the home page's game list a moment later: let it settle.
    QTest::qWait(500);
    QTRY_VERIFY(find(QStringLiteral("play_grimoire")));
    waitIdle();
    quickdriver::click(m_window, find(QStringLiteral("play_grimoire")));
    QTRY_VERIFY(find(QStringLiteral("startButton")) && find(QStringLiteral("startButton"))->isVisible());
    waitIdle();
    // The new-game page no longer shows a ready-made seed: empty means a random one nobody saw.
    QQuickItem* seedField = find(QStringLiteral("seedField"));
    QVERIFY(seedField);
    QCOMPARE(seedField->property("text").toString(), QString());
    // The players type one: they know it, and still the table does not show it.
    seedField->setProperty("text", seed);
    quickdriver::click(m_window, find(QStringLiteral("startButton")));
    QTRY_VERIFY2(m_game->active(), qPrintable(m_game->lastError()));
    QTRY_VERIFY(find(QStringLiteral("curtainButton")) && find(QStringLiteral("curtainButton"))->isVisible());
    waitIdle();

    QCOMPARE(m_game->seed(), QString());
    QCOMPARE(m_game->replayCommand(), QString());
    QVERIFY2(visibleTextsContaining(seed).isEmpty(), qPrintable(visibleTextsContaining(seed).join(u'\n')));
    QVERIFY(!find(QStringLiteral("seedLabel"))->isVisible());
    quickdriver::shot(m_window, QStringLiteral("seed-hidden-curtain"));
    QTRY_VERIFY(find(QStringLiteral("curtainButton"))->isEnabled());
    quickdriver::click(m_window, find(QStringLiteral("curtainButton")));
    QTRY_VERIFY(!m_game->curtain());
    QVERIFY2(visibleTextsContaining(seed).isEmpty(), qPrintable(visibleTextsContaining(seed).join(u'\n')));
    quickdriver::shot(m_window, QStringLiteral("seed-hidden-table"));

    // The setting shows it during play, and hides it again when turned off.
    AppSettings::instance()->setShowSeedDuringPlay(true);
    QTRY_COMPARE(find(QStringLiteral("seedLabel"))->property("text").toString(), QStringLiteral("Seed ") + seed);
    QVERIFY(find(QStringLiteral("seedLabel"))->isVisible());
    AppSettings::instance()->setShowSeedDuringPlay(false);
    QTRY_VERIFY(!find(QStringLiteral("seedLabel"))->isVisible());
    QCOMPARE(m_game->seed(), QString());

    // Random legal moves to the end; the seed stays hidden all the way.
    m_game->setHotSeatCurtain(false);
    std::uint64_t x = 777;
    int moves = 0;
    while (!m_game->gameOver()) {
        QVERIFY2(++moves < 2000, "the game did not end");
        const QVariantList legal = m_game->legalActions();
        QVERIFY(!legal.isEmpty());
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        QVERIFY(m_game->propose(legal.at(static_cast<int>((x >> 33) % static_cast<std::uint64_t>(legal.size())))));
        if (!m_game->gameOver() && moves % 20 == 0) {
            QCOMPARE(m_game->seed(), QString());
            QTest::qWait(10);
            QVERIFY2(visibleTextsContaining(seed).isEmpty(), qPrintable(visibleTextsContaining(seed).join(u'\n')));
        }
    }

    // The end screen shows the seed and how to replay the game.
    QTRY_VERIFY(find(QStringLiteral("endGame")) && find(QStringLiteral("endGame"))->isVisible());
    QCOMPARE(m_game->seed(), seed);
    const QString command = QStringLiteral("tabletop-cli play grimoire --seats 2 --seed ") + seed;
    QCOMPARE(m_game->replayCommand(), command);
    QTRY_VERIFY(find(QStringLiteral("endSeed"))->isVisible());
    QVERIFY(find(QStringLiteral("endSeed"))->property("text").toString().startsWith(QStringLiteral("Seed ") + seed));
    QVERIFY(find(QStringLiteral("endReplayCommand"))->isVisible());
    QCOMPARE(find(QStringLiteral("endReplayCommand"))->property("text").toString(), command);
    QVERIFY(find(QStringLiteral("seedLabel"))->isVisible());
    QVERIFY(!visibleTextsContaining(seed).isEmpty());
    quickdriver::shot(m_window, QStringLiteral("seed-end"));
    m_game->setHotSeatCurtain(true);
}

QTEST_MAIN(SeedEndToEnd)
#include "tst_e2e_seed.moc"
