#include "AppSettings.h"
#include "GameController.h"
#include "KeyboardActivation.h"
#include "session/SaveStore.h"
#include "../support/QuickDriver.h"

#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::session::SaveStore;
using tabletop::ui::AppSettings;
using tabletop::ui::GameController;

// Issue 12, "Saved games, named and many": every hot-seat game saves itself in its own file;
// Home lists them (game, players, turn, who is to move, a picture of the table) with Resume and
// Delete; starting a game never removes another's save.
class SavesEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void threeGamesInARowAreAllResumable();

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    static QQuickItem* findIn(QQuickItem* root, const QString& name);
    void waitIdle() { QTRY_VERIFY(!quickdriver::find(m_window, QStringLiteral("stack"), false)->property("busy").toBool()); }
    void startGame(const QString& game, const QStringList& names);
    void playOneMove();
    void leaveTable();
    QQuickItem* savedTile(int i) const { return find(QStringLiteral("savedGame_%1").arg(i)); }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
};

QQuickItem* SavesEndToEnd::findIn(QQuickItem* root, const QString& name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name)
        return root;
    for (auto* child : root->childItems())
        if (auto* hit = findIn(child, name))
            return hit;
    return nullptr;
}

void SavesEndToEnd::initTestCase()
{
    tabletop::ui::KeyboardActivation::install(qApp);
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    AppSettings::instance()->setLanguage(QStringLiteral("en"));
    // The curtain as soon as a seat has acted (no moment to see the move): the table's
    // picture is taken behind it.
    AppSettings::instance()->setMoveReviewSeconds(0);
    m_game = qvariant_cast<GameController*>(m_window->property("game"));
    QVERIFY(m_game);
}

void SavesEndToEnd::startGame(const QString& game, const QStringList& names)
{
    waitIdle();
    QTRY_VERIFY(find(QStringLiteral("play_") + game));
    quickdriver::click(m_window, find(QStringLiteral("play_") + game));
    QTRY_VERIFY(find(QStringLiteral("startButton")));
    waitIdle();
    for (int i = 0; i < names.size(); ++i) {
        QQuickItem* field = find(QStringLiteral("seatName%1").arg(i));
        QVERIFY2(field, qPrintable(QStringLiteral("seat name field %1").arg(i)));
        field->setProperty("text", names[i]);
    }
    quickdriver::click(m_window, find(QStringLiteral("startButton")));
    QTRY_VERIFY2(m_game->active(), qPrintable(m_game->lastError()));
    QCOMPARE(m_game->gameId(), game);
    QCOMPARE(m_game->seatNames().mid(0, names.size()), names);
    waitIdle();
}

void SavesEndToEnd::playOneMove()
{
    m_game->reveal();
    QTRY_VERIFY(!m_game->curtain());
    const QVariantList legal = m_game->legalActions();
    QVERIFY(!legal.isEmpty());
    const int before = m_game->actionCount();
    QVERIFY(m_game->propose(legal.front()));
    QCOMPARE(m_game->actionCount(), before + 1);
}

void SavesEndToEnd::leaveTable()
{
    QTRY_VERIFY(find(QStringLiteral("leaveButton")));
    quickdriver::click(m_window, find(QStringLiteral("leaveButton")));
    QTRY_VERIFY(find(QStringLiteral("savedGamesList")));
    waitIdle();
}

void SavesEndToEnd::threeGamesInARowAreAllResumable()
{
    QDir(SaveStore::gamesDir()).removeRecursively();
    QFile::remove(SaveStore::autosavePath());
    const QStringList first{QStringLiteral("Ann"), QStringLiteral("Ben")};
    const QStringList second{QStringLiteral("Cleo"), QStringLiteral("Dov")};
    const QStringList third{QStringLiteral("Eve"), QStringLiteral("Finn")};
    startGame(QStringLiteral("grimoire"), first);
    playOneMove();
    leaveTable();
    startGame(QStringLiteral("neotokyo"), second);
    playOneMove();
    leaveTable();
    startGame(QStringLiteral("grimoire"), third);
    leaveTable();

    // Three saves, three files, newest first, each named by its game and players.
    QCOMPARE(QDir(SaveStore::gamesDir()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 3);
    QTRY_COMPARE(find(QStringLiteral("savedGamesList"))->property("count").toInt(), 3);
    QTRY_VERIFY(savedTile(2));
    QCOMPARE(savedTile(0)->property("gameId").toString(), QStringLiteral("grimoire"));
    QCOMPARE(savedTile(0)->property("seatNames").toStringList(), third);
    QCOMPARE(savedTile(1)->property("gameId").toString(), QStringLiteral("neotokyo"));
    QCOMPARE(savedTile(1)->property("seatNames").toStringList(), second);
    QCOMPARE(savedTile(1)->property("actions").toInt(), 1);
    QCOMPARE(savedTile(2)->property("seatNames").toStringList(), first);
    QCOMPARE(savedTile(2)->property("actions").toInt(), 1);
    const QString status = findIn(savedTile(2), QStringLiteral("savedGameStatus"))->property("text").toString();
    QVERIFY2(status.contains(QStringLiteral("to move")), qPrintable(status));
    quickdriver::shot(m_window, QStringLiteral("saved-games"));

    // Resume the Neo-Tokyo game: the same game, players and moves, saving into the same file.
    const QString path = savedTile(1)->property("path").toString();
    QVERIFY(QFile::exists(SaveStore::thumbnailPath(path))); // taken when its players left it
    QVERIFY(QFile::remove(SaveStore::thumbnailPath(path)));
    quickdriver::click(m_window, findIn(savedTile(1), QStringLiteral("resumeButton")));
    QTRY_VERIFY(m_game->active() && m_game->gameId() == QStringLiteral("neotokyo"));
    waitIdle();
    QCOMPARE(m_game->seatNames().mid(0, 2), second);
    QCOMPARE(m_game->actionCount(), 1);
    QCOMPARE(m_game->savePath(), path);
    // Behind the curtain the table shows nothing private: its picture is taken then.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(m_game->thumbnailFile()), 5000);
    playOneMove();
    leaveTable();
    QCOMPARE(QDir(SaveStore::gamesDir()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 3);
    QTRY_VERIFY(savedTile(2));
    QCOMPARE(savedTile(0)->property("path").toString(), path); // played last, listed first
    QCOMPARE(savedTile(0)->property("actions").toInt(), 2);
    QVERIFY(!savedTile(0)->property("thumbnail").toString().isEmpty());

    // Delete asks twice, then the save and its summary and picture are gone.
    const QString doomed = savedTile(2)->property("path").toString();
    quickdriver::click(m_window, findIn(savedTile(2), QStringLiteral("deleteButton")));
    QVERIFY(QFile::exists(doomed));
    quickdriver::click(m_window, findIn(savedTile(2), QStringLiteral("deleteButton")));
    QTRY_COMPARE(find(QStringLiteral("savedGamesList"))->property("count").toInt(), 2);
    QVERIFY(!QFile::exists(doomed));
    QVERIFY(!QFile::exists(SaveStore::summaryPath(doomed)));
}

QTEST_MAIN(SavesEndToEnd)
#include "tst_e2e_saves.moc"
