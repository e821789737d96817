// The real app's LAN lobby (offscreen) for a game with roles and per-seat setup: the test game
// (two players and an optional Director who may bring the treasure's square as its setup). The
// app joins an in-process host as a guest, two more guests (net::LanClient) take the other
// seats. The lobby shows each seat's role as the host gives it; the app's player picks
// "Director" and types the treasure's square, presses Ready, and the lobby shows the host's
// reason when the roles clash or the square cannot be; bad JSON is caught before anything is
// sent; a good choice makes the seat ready, and the game starts with that role and setup.
// TABLETOP_SCREENSHOT_DIR=dir keeps dir/testgame_lobby_problem.png (a refused setup).
#include "GameController.h"
#include "LanController.h"
#include "TinyGridRules.h"
#include "net/LanClient.h"
#include "net/LanHost.h"
#include "../../support/QuickDriver.h"

#include <QHostAddress>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::core::Json;
using tabletop::ui::GameController;
using tabletop::ui::LanController;

class TinyGridLobby : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_window = quickdriver::startApp(this, &m_engine);
        QVERIFY(m_window);
        m_lan = qvariant_cast<LanController*>(m_window->property("lan"));
        m_game = qvariant_cast<GameController*>(m_window->property("game"));
        QVERIFY(m_lan && m_game);
    }

    void guestChoosesRoleAndSetupInTheLobby()
    {
        tabletop::net::HostOptions o;
        o.game = tinygrid::kId;
        o.seats = 3;
        o.seed = 7;
        tabletop::net::LanHost host(o);
        QString error;
        QVERIFY2(host.listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));

        // The app joins first (seat 1), from the Join page, so the lobby page opens as for a user.
        click(find("joinLanButton"));
        QTRY_VERIFY(find("lanPage"));
        m_lan->join(QStringLiteral("127.0.0.1"), host.port(), QStringLiteral("Ann"), QString(), false);
        QTRY_VERIFY_WITH_TIMEOUT(find("lobbyPage") && find("readyButton"), 10000);
        QCOMPARE(m_lan->mySeat(), 0);
        auto bob = guest(host, QStringLiteral("Bob"));
        auto cid = guest(host, QStringLiteral("Cid"));
        QTRY_VERIFY_WITH_TIMEOUT(takenSeats() == 3, 10000);
        QTest::qWait(600); // the page slides in

        // Each seat's role as the host gives it: the rules' defaults, players first.
        QTRY_COMPARE(text("seatRole0"), QStringLiteral("Role: Player"));
        QCOMPARE(text("seatRole1"), QStringLiteral("Role: Player"));
        QCOMPARE(text("seatRole2"), QStringLiteral("Role: Director"));
        // Only the Director brings something: no setup field until that role is picked.
        QVERIFY(find("lobbyRole"));
        QVERIFY(!find("lobbySetup_treasure"));

        // Ann asks for the Director while seat 3 still has it by default (leaving one player): the
        // host refuses with its reason, shown on Ann's seat, and Ann is not ready.
        chooseRole(QStringLiteral("Director"));
        QTRY_VERIFY(find("lobbySetup_treasure"));
        click(find("readyButton"));
        QTRY_VERIFY2_WITH_TIMEOUT(text("seatSetupProblem0") == QStringLiteral("1 seat with role \"player\"; tinygrid needs 2"),
                                  qPrintable(seatsText()), 10000);
        QVERIFY(!m_lan->ready());

        // Cid takes a player's role; then Ann's square on a wall is the game's to refuse.
        cid->setReady(true, nullptr, Json{{"role", "player"}});
        QTRY_COMPARE(text("seatRole2"), QStringLiteral("Role: Player"));
        QCOMPARE(text("seatRole0"), QStringLiteral("Role: Director"));
        type(find("lobbySetup_treasure"), QStringLiteral("\"1,1\""));
        click(find("readyButton"));
        QTRY_VERIFY_WITH_TIMEOUT(text("seatSetupProblem0").contains(
                                     QStringLiteral("the Director's treasure (seat 1) \"1,1\" must be an open square")),
                                 10000);
        QVERIFY(!m_lan->ready());
        QVERIFY(!seat(0).value(QStringLiteral("ready")).toBool());
        // What Ann typed stays in the field while the lobby changes around it.
        QCOMPARE(find("lobbySetup_treasure")->property("text").toString(), QStringLiteral("\"1,1\""));
        if (const QByteArray dir = qgetenv("TABLETOP_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(m_window->grabWindow().save(QString::fromLocal8Bit(dir) + QStringLiteral("/testgame_lobby_problem.png")));

        // Text that is not JSON is named on the page, and nothing goes to the host.
        type(find("lobbySetup_treasure"), QStringLiteral("2,2"));
        click(find("readyButton"));
        QTRY_VERIFY(text("lobbySetupProblem").startsWith(QStringLiteral("treasure: not valid JSON")));
        QTest::qWait(300);
        QVERIFY(!m_lan->ready());
        QVERIFY(text("seatSetupProblem0").contains(QStringLiteral("\"1,1\""))); // still the host's last word

        // A square the game can use: Ann is ready, the problem is gone; when Bob is ready too
        // the game starts with Ann as the Director who brought the treasure's square.
        type(find("lobbySetup_treasure"), QStringLiteral("\"2,2\""));
        click(find("readyButton"));
        QTRY_VERIFY_WITH_TIMEOUT(m_lan->ready(), 10000);
        QCOMPARE(text("lobbySetupProblem"), QString());
        QTRY_VERIFY(!find("seatSetupProblem0"));
        QCOMPARE(text("seatRole0"), QStringLiteral("Role: Director"));
        bob->setReady(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_lan->status() == QLatin1String("playing"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m_game->view().value(QStringLiteral("treasure")).toString() == QLatin1String("2,2"), 10000);
        QCOMPARE(m_game->view().value(QStringLiteral("phase")).toString(), QStringLiteral("roll")); // nothing to hide
        QCOMPARE(m_game->viewerSeat(), 0);
        m_lan->leave();
    }

private:
    std::unique_ptr<tabletop::net::LanClient> guest(tabletop::net::LanHost& host, const QString& name)
    {
        tabletop::net::ClientOptions c;
        c.port = host.port();
        c.name = name;
        auto client = std::make_unique<tabletop::net::LanClient>(c);
        client->connectToHost();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(client->seat().has_value(), 10000); }();
        return client;
    }
    int takenSeats() const
    {
        int n = 0;
        for (const auto& v : m_lan->seats())
            n += v.toMap().value(QStringLiteral("taken")).toBool() ? 1 : 0;
        return n;
    }
    QString seatsText() const
    {
        return QString::fromUtf8(QJsonDocument::fromVariant(m_lan->seats()).toJson(QJsonDocument::Compact)) +
               QStringLiteral(" ready=%1 role box=%2").arg(m_lan->ready()).arg(find("lobbyRole")->property("displayText").toString());
    }
    QVariantMap seat(int index) const
    {
        for (const auto& v : m_lan->seats())
            if (v.toMap().value(QStringLiteral("seat")).toInt() == index)
                return v.toMap();
        return {};
    }
    // As a user picks it: the role box takes the keyboard focus and the arrow keys move to it.
    void chooseRole(const QString& title)
    {
        QQuickItem* box = find("lobbyRole");
        QVERIFY(box);
        box->forceActiveFocus();
        for (int i = 0; i < 5 && box->property("displayText").toString() != title; ++i)
            QTest::keyClick(m_window, Qt::Key_Down);
        QCOMPARE(box->property("displayText").toString(), title);
    }
    void type(QQuickItem* field, const QString& text)
    {
        QVERIFY(field);
        field->forceActiveFocus();
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Backspace);
        for (const QChar c : text) // QTest::keyClicks takes widgets only
            QTest::keyClick(m_window, c.toLatin1());
        QCOMPARE(field->property("text").toString(), text);
    }
    QString text(const char* name) const
    {
        QQuickItem* item = find(name);
        return item ? item->property("text").toString() : QString();
    }
    QQuickItem* find(const char* name) const { return quickdriver::find(m_window, QString::fromLatin1(name), true); }
    void click(QQuickItem* item) { quickdriver::click(m_window, item); }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    LanController* m_lan = nullptr;
    GameController* m_game = nullptr;
};

QTEST_MAIN(TinyGridLobby)
#include "tst_tinygrid_lobby.moc"
