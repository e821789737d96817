// The real app UI (offscreen) as one LAN player: it finds a `tabletop-cli host` through UDP
// discovery, joins, marks ready in the lobby, plays at the table (its seat's moves chosen by
// "Computer plays for me") against a `tabletop-cli join` process, and shows the verified reveal.
#include "GameController.h"
#include "LanController.h"
#include "LanGame.h"
#include "OptionContents.h"
#include "net/LanClient.h"
#include "net/LanHost.h"
#include "session/MatchHost.h"
#include "../support/QuickDriver.h"

#include <QDir>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::core::Json;
using tabletop::ui::GameController;
using tabletop::ui::LanController;

class LanUi : public QObject {
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

    void joinThroughDiscoveryAndPlayToTheEnd()
    {
        const QString hostName = QStringLiteral("UiTest%1").arg(QRandomGenerator::global()->bounded(1000000));
        LanGame lan(QStringLiteral("grimoire"), 2, 21, 9);
        QVERIFY(lan.startHost({"--announce", hostName}));
        lan.addClient(QStringLiteral("Bob"), false);

        // The host appears on the Join page by itself; then the lobby, then ready: the host
        // starts once both seats are ready.
        joinThroughDiscovery(hostName);
        click(find(QStringLiteral("readyButton")));
        QVERIFY(pumpUntil([&] { return m_lan->ready() || m_lan->status() == QLatin1String("playing"); }, 5000));
        QVERIFY2(pumpUntil([&] { return find(QStringLiteral("lanTablePage")) != nullptr; }, 10000),
                 qPrintable(m_lan->status() + QLatin1Char(' ') + m_lan->errorText() + QLatin1Char(' ') +
                            QString::number(m_lan->ready())));
        QVERIFY(m_game->remote());
        QCOMPARE(m_game->viewerSeat(), m_lan->mySeat());
        QCOMPARE(m_game->seed(), tr("hidden until the end"));
        pumpUntil([] { return false; }, 600);
        click(find(QStringLiteral("autoPlayBox")));
        QVERIFY(m_lan->autoPlay());
        QVERIFY2(lan.play(120000), qPrintable(lan.failure()));
        QVERIFY(pumpUntil([&] { return m_lan->revealed(); }, 10000));
        QVERIFY2(m_lan->verified(), qPrintable(m_lan->verification()));
        QVERIFY(m_game->gameOver());
        QVERIFY(find(QStringLiteral("verificationLabel"))->isVisible());
        QVERIFY(m_game->seed() == QLatin1String("21"));
        QCOMPARE(lan.clients().front().exitCode, 0);
    }

    void neotokyoLobbySendsTheChosenDeck()
    {
        // A game that uses decks: the app picks a starter deck in the lobby; the host checks
        // it, the lobby shows it checked, and the game starts with it.
        const QString hostName = QStringLiteral("UiDeck%1").arg(QRandomGenerator::global()->bounded(1000000));
        LanGame lan(QStringLiteral("neotokyo"), 2, 5, 9);
        QVERIFY(lan.startHost({"--announce", hostName}));
        lan.addClient(QStringLiteral("Bob"), false);
        joinThroughDiscovery(hostName);

        QVERIFY(pumpUntil([&] { return find(QStringLiteral("lobbyDeck")) != nullptr; }, 30000));
        QQuickItem* box = find(QStringLiteral("lobbyDeck"));
        // Choices: the seat's starter deck first, then every legal deck (the three starters).
        QVERIFY(pumpUntil([&] { return box->property("count").toInt() >= 4; }, 30000));
        int nerv = -1;
        for (int i = 0; i < box->property("count").toInt(); ++i) {
            QString text;
            QMetaObject::invokeMethod(box, "textAt", Q_RETURN_ARG(QString, text), Q_ARG(int, i));
            if (text == QLatin1String("NERV Command"))
                nerv = i;
        }
        QVERIFY2(nerv > 0, "the starter deck NERV Command is not offered in the lobby");
        box->setProperty("currentIndex", nerv);
        pumpUntil([] { return false; }, 300);
        click(find(QStringLiteral("readyButton")));

        // The host's lobby names the deck of this seat and found no problem with it.
        QVERIFY2(pumpUntil(
                     [&] {
                         for (const auto& v : m_lan->seats()) {
                             const QVariantMap seat = v.toMap();
                             if (seat.value(QStringLiteral("seat")).toInt() != m_lan->mySeat())
                                 continue;
                             const QVariantMap deck = seat.value(QStringLiteral("deck")).toMap();
                             return deck.value(QStringLiteral("name")).toString() == QLatin1String("NERV Command") &&
                                    deck.value(QStringLiteral("problems")).toList().isEmpty();
                         }
                         return false;
                     },
                     30000),
                 qPrintable(QString::fromUtf8(QJsonDocument::fromVariant(m_lan->seats()).toJson(QJsonDocument::Compact))));
        QVERIFY2(pumpUntil([&] { return find(QStringLiteral("lanTablePage")) != nullptr; }, 30000),
                 qPrintable(m_lan->status() + QLatin1Char(' ') + m_lan->errorText()));
        m_lan->leave();
    }

    // Issue 12: a seat's token is kept by the game (its seed commitment), not only by the host's
    // address and port, so after the host restarts from its save somewhere else, joining the
    // game found on the network gets the same seat back.
    void rejoinAfterTheHostMovesToAnotherPort()
    {
        QTemporaryDir dir;
        tabletop::net::HostOptions o;
        o.game = "grimoire";
        o.seats = 2;
        o.seed = 5;
        o.savePath = dir.filePath(QStringLiteral("lan.json"));
        QString error;
        auto host = std::make_unique<tabletop::net::LanHost>(o);
        QVERIFY2(host->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const QString commitment = host->commitment();
        QVERIFY(!commitment.isEmpty());

        m_lan->join(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Ann"), QString(), false, commitment);
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("lobby"); }, 10000), qPrintable(m_lan->errorText()));
        const int seat = m_lan->mySeat();
        tabletop::net::ClientOptions bo;
        bo.port = host->port();
        bo.name = QStringLiteral("Bob");
        tabletop::net::LanClient bob(bo);
        bob.connectToHost();
        QVERIFY(pumpUntil([&] { return bob.lobby().is_object() && !bob.lobby().empty(); }, 10000));
        bob.setReady(true);
        m_lan->setReady(true);
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("playing"); }, 10000), qPrintable(m_lan->status()));
        m_lan->leave();
        pumpUntil([] { return false; }, 200);

        // The host stops and comes back from its save on another port (as at another address).
        const quint16 oldPort = host->port();
        host.reset();
        auto again = tabletop::net::LanHost::fromSave(o.savePath, o, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY2(again->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QVERIFY(again->port() != oldPort);
        QCOMPARE(again->commitment(), commitment);
        m_lan->join(QStringLiteral("127.0.0.1"), again->port(), QStringLiteral("Ann"), QString(), false, commitment);
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("playing"); }, 10000),
                 qPrintable(m_lan->status() + QLatin1Char(' ') + m_lan->errorText()));
        QCOMPARE(m_lan->mySeat(), seat);
        m_lan->leave();
    }

    // Issue 18 (protocol 4): a LAN guest chooses its own stops at its table ("Reactions"), the
    // host is told and passes for that seat whenever it is only asked about a reaction; the
    // other seat is still asked.
    void guestChoosesItsOwnStops()
    {
        tabletop::net::HostOptions o;
        o.game = "neotokyo";
        o.seats = 2;
        o.seed = 31;
        QString error;
        auto host = std::make_unique<tabletop::net::LanHost>(o);
        QVERIFY2(host->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        m_lan->join(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Ann"), QString(), false, host->commitment());
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("lobby"); }, 10000), qPrintable(m_lan->errorText()));
        const int ann = m_lan->mySeat();
        tabletop::net::ClientOptions bo;
        bo.port = host->port();
        bo.name = QStringLiteral("Bob");
        tabletop::net::LanClient bob(bo);
        bob.connectToHost();
        QVERIFY(pumpUntil([&] { return bob.lobby().is_object() && !bob.lobby().empty(); }, 10000));
        bob.setReady(true);
        m_lan->setReady(true);
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("playing"); }, 20000), qPrintable(m_lan->status()));

        QQuickItem* button = nullptr;
        QVERIFY(pumpUntil([&] { return (button = find(QStringLiteral("myStopsButton"))) != nullptr; }, 10000));
        QCOMPARE(int(host->seatStops(ann).mode), int(tabletop::session::Stops::Mode::Always));
        // The table page slides in: click once the button is in the window.
        QVERIFY(pumpUntil([&] { return button->mapToScene(QPointF(button->width(), 0)).x() <= m_window->width(); }, 5000));
        pumpUntil([] { return false; }, 300);
        click(button);
        QQuickItem* mode = nullptr;
        QVERIFY(pumpUntil([&] { return (mode = find(QStringLiteral("myStopMode"))) != nullptr; }, 5000));
        QCOMPARE(mode->property("currentIndex").toInt(), 0);
        QMetaObject::invokeMethod(mode, "activated", Q_ARG(int, 2)); // "Never"
        QVERIFY2(pumpUntil([&] { return host->seatStops(ann).mode == tabletop::session::Stops::Mode::Never; }, 5000),
                 "the host was not told the guest's stops");
        QCOMPARE(host->seatStops(1 - ann).mode, tabletop::session::Stops::Mode::Always);
        QVERIFY(pumpUntil([&] { return button->property("text").toString().contains(QStringLiteral("never")); }, 2000));

        // Ann's moves by "Computer plays for me", Bob's picked among his legal moves, until the
        // host has passed for Ann at least twice.
        m_lan->setAutoPlay(true);
        qint64 bobActedAt = -1;
        quint64 rng = 0x9e3779b97f4a7c15ull;
        auto stopPasses = [&](QStringList* others) {
            int n = 0;
            for (int i = 0; i < m_game->log()->rowCount(); ++i) {
                const QString text = m_game->log()->textAt(i);
                if (!text.contains(QStringLiteral("(stop)")))
                    continue;
                if (text.startsWith(QStringLiteral("Ann ")))
                    ++n;
                else if (others)
                    *others << text;
            }
            return n;
        };
        const bool passed = pumpUntil(
            [&] {
                const Json& st = bob.state();
                if (st.is_object() && st.at("outcome").is_null() && st.at("waitingFor").empty() && !st.at("legal").empty()
                    && st.value("actionCount", qint64(0)) != bobActedAt) {
                    bobActedAt = st.value("actionCount", qint64(0));
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    const Json& a = st.at("legal").at(rng % st.at("legal").size());
                    bob.sendAction(a.at("type").get<std::string>(), a.value("args", Json::object()));
                }
                return stopPasses(nullptr) >= 2 || m_game->gameOver();
            },
            90000);
        QStringList others;
        const int n = stopPasses(&others);
        qInfo("the host passed for Ann %d times", n);
        QVERIFY2(passed && n >= 2, qPrintable(QStringLiteral("the host passed for Ann %1 times").arg(n)));
        QVERIFY2(others.isEmpty(), qPrintable(others.join(QLatin1Char('\n'))));
        m_lan->setAutoPlay(false);
        m_lan->leave();
    }

    // Issue 12: the host's Leave ends the game for everyone, so it is asked first; "Stay"
    // keeps the game going, "Save and end for everyone" ends it and tells the guests.
    void hostIsAskedBeforeLeaveEndsTheGame()
    {
        QVERIFY(m_lan->host(QStringLiteral("grimoire"), 2, QStringLiteral("Ann"), QString(), 0));
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("lobby"); }, 10000), qPrintable(m_lan->errorText()));
        tabletop::net::ClientOptions bo;
        bo.port = static_cast<quint16>(m_lan->port());
        bo.name = QStringLiteral("Bob");
        tabletop::net::LanClient bob(bo);
        QString goodbye;
        connect(&bob, &tabletop::net::LanClient::goodbye, this, [&](const QString& code, const QString&) { goodbye = code; });
        bob.connectToHost();
        QVERIFY(pumpUntil([&] { return bob.lobby().is_object() && !bob.lobby().empty(); }, 10000));
        bob.setReady(true);
        m_lan->setReady(true);
        QVERIFY(pumpUntil([&] { return m_lan->canStart(); }, 10000));
        QVERIFY(m_lan->start());
        QVERIFY2(pumpUntil([&] { return find(QStringLiteral("lanTablePage")) != nullptr && m_lan->status() == QLatin1String("playing"); }, 10000),
                 qPrintable(m_lan->status()));
        pumpUntil([] { return false; }, 600); // the page slides in
        QQuickItem* leave = nullptr;
        QVERIFY(pumpUntil([&] { return (leave = find(QStringLiteral("leaveButton"))) != nullptr; }, 5000));
        click(leave);
        QVERIFY(pumpUntil([&] { return find(QStringLiteral("hostLeaveCancel")) != nullptr; }, 5000));
        QCOMPARE(m_lan->status(), QStringLiteral("playing")); // nothing ended yet
        click(find(QStringLiteral("hostLeaveCancel")));
        QVERIFY(pumpUntil([&] { return find(QStringLiteral("hostLeaveCancel")) == nullptr; }, 5000));
        pumpUntil([] { return false; }, 300);
        QCOMPARE(m_lan->status(), QStringLiteral("playing"));
        QVERIFY(goodbye.isEmpty());
        click(find(QStringLiteral("leaveButton")));
        QVERIFY(pumpUntil([&] { return find(QStringLiteral("hostLeaveConfirm")) != nullptr; }, 5000));
        click(find(QStringLiteral("hostLeaveConfirm")));
        QVERIFY(pumpUntil([&] { return goodbye == QLatin1String("ended"); }, 10000));
        QCOMPARE(m_lan->status(), QStringLiteral("idle"));
    }

    // The host's page sets the game's house rules as the new-game page does (issue 16: a LAN
    // Combat Grid game with another encounter than the default): the lobby says them, and the
    // started game plays them.
    void hostPageSetsTheHouseRules()
    {
        if (!find(QStringLiteral("lanPage"))) {
            QTRY_VERIFY(find(QStringLiteral("joinLanButton")));
            click(find(QStringLiteral("joinLanButton")));
        }
        QTRY_VERIFY(find(QStringLiteral("lanPage")));
        pumpUntil([] { return false; }, 600);
        find(QStringLiteral("lanName"))->setProperty("text", QStringLiteral("Ann"));
        QQuickItem* gameBox = find(QStringLiteral("lanGame"));
        QVERIFY(gameBox);
        const QStringList titles = gameBox->property("model").toStringList();
        const int combat = static_cast<int>(titles.indexOf(QRegularExpression(QStringLiteral("Combat Grid"))));
        QVERIFY2(combat >= 0, qPrintable(titles.join(QStringLiteral(", "))));
        gameBox->setProperty("currentIndex", combat);
        QQuickItem* encounter = nullptr;
        QVERIFY(pumpUntil([&] { return (encounter = find(QStringLiteral("option_encounter"))) != nullptr; }, 5000));
        const int stealth = static_cast<int>(encounter->property("values").toList().indexOf(QStringLiteral("stealth-infiltration")));
        QVERIFY(stealth > 0);
        QCOMPARE(encounter->property("currentIndex").toInt(), // the default until changed
                 static_cast<int>(encounter->property("values").toList().indexOf(QStringLiteral("security-floor"))));
        QMetaObject::invokeMethod(encounter, "activated", Q_ARG(int, stealth));
        QCOMPARE(find(QStringLiteral("lanPage"))->property("hostOptionValues").toMap().value(QStringLiteral("encounter")).toString(),
                 QStringLiteral("stealth-infiltration"));
        quint16 freePort = 0; // the page's port box starts at 1024: a port nobody holds now
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::Any, 0));
            freePort = probe.serverPort();
        }
        find(QStringLiteral("lanHostPort"))->setProperty("value", freePort);
        pumpUntil([] { return false; }, 300);
        quickdriver::shot(m_window, QStringLiteral("lan-host-house-rules"));
        click(find(QStringLiteral("lanHostButton")));
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("lobby"); }, 10000), qPrintable(m_lan->errorText()));
        QCOMPARE(m_lan->gameId(), QStringLiteral("combatgrid"));
        QCOMPARE(m_lan->port(), static_cast<int>(freePort));
        QCOMPARE(m_lan->gameOptions().value(QStringLiteral("encounter")).toString(), QStringLiteral("stealth-infiltration"));
        QQuickItem* said = nullptr;
        QVERIFY(pumpUntil([&] { return (said = find(QStringLiteral("lobbyOptions"))) != nullptr; }, 5000));
        QVERIFY2(said->property("text").toString().contains(QStringLiteral("Encounter: The Quiet Way into Depot 7")),
                 qPrintable(said->property("text").toString()));
        pumpUntil([] { return false; }, 400);
        quickdriver::shot(m_window, QStringLiteral("lan-lobby-house-rules"));
        // A guest sees the same house rules in its lobby frame; the game starts with them.
        tabletop::net::ClientOptions bo;
        bo.port = static_cast<quint16>(m_lan->port());
        bo.name = QStringLiteral("Bob");
        tabletop::net::LanClient bob(bo);
        bob.connectToHost();
        QVERIFY(pumpUntil([&] { return bob.lobby().is_object() && bob.lobby().contains("options"); }, 10000));
        QCOMPARE(QString::fromStdString(bob.lobby()["options"].value("encounter", "")), QStringLiteral("stealth-infiltration"));
        bob.setReady(true);
        m_lan->setReady(true);
        QVERIFY(pumpUntil([&] { return m_lan->canStart(); }, 10000));
        QVERIFY(m_lan->start());
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("playing") &&
                                        m_game->view().value(QStringLiteral("encounter")).toString().size() > 0; }, 10000),
                 qPrintable(m_lan->status()));
        QCOMPARE(m_game->view().value(QStringLiteral("encounter")).toString(), QStringLiteral("stealth-infiltration"));
        m_lan->endGame();
        QVERIFY(pumpUntil([&] { return m_lan->status() != QLatin1String("playing"); }, 10000));
    }

    // An option that takes content (a map the user saved): the host's page lists the saved one,
    // hosts with it, and the lobby, a guest and the game carry the object itself.
    void hostPageHostsASavedContent()
    {
        tabletop::ui::OptionContents store;
        QVariantMap content = store.content(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("security-floor"))
                                  .value(QStringLiteral("content")).toMap();
        QStringList rows = content.value(QStringLiteral("map")).toStringList();
        rows[1][1] = QLatin1Char('#');
        content[QStringLiteral("map")] = rows;
        content[QStringLiteral("id")] = QStringLiteral("lan-floor");
        content[QStringLiteral("title")] = QStringLiteral("LAN Floor");
        const QVariantMap saved = store.save(QStringLiteral("combatgrid"), QStringLiteral("encounter"), QStringLiteral("lan-floor"), content);
        QVERIFY2(saved.value(QStringLiteral("ok")).toBool(), qPrintable(saved.value(QStringLiteral("error")).toString()));
        QTRY_VERIFY(find(QStringLiteral("joinLanButton")));
        click(find(QStringLiteral("joinLanButton")));
        QTRY_VERIFY(find(QStringLiteral("lanPage")));
        pumpUntil([] { return false; }, 600);
        find(QStringLiteral("lanName"))->setProperty("text", QStringLiteral("Ann"));
        QQuickItem* gameBox = find(QStringLiteral("lanGame"));
        QVERIFY(gameBox);
        const int combat = static_cast<int>(gameBox->property("model").toStringList().indexOf(QRegularExpression(QStringLiteral("Combat Grid"))));
        QVERIFY(combat >= 0);
        gameBox->setProperty("currentIndex", combat);
        QQuickItem* encounter = nullptr;
        QVERIFY(pumpUntil([&] { return (encounter = find(QStringLiteral("option_encounter"))) != nullptr; }, 5000));
        const int mine = static_cast<int>(encounter->property("model").toStringList().indexOf(QStringLiteral("LAN Floor")));
        QVERIFY2(mine > 0, qPrintable(encounter->property("model").toStringList().join(QStringLiteral(", "))));
        QVERIFY(find(QStringLiteral("optionEdit_encounter"))); // the game's editor is offered here too
        QMetaObject::invokeMethod(encounter, "activated", Q_ARG(int, mine));
        quint16 freePort = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::Any, 0));
            freePort = probe.serverPort();
        }
        find(QStringLiteral("lanHostPort"))->setProperty("value", freePort);
        pumpUntil([] { return false; }, 300);
        click(find(QStringLiteral("lanHostButton")));
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("lobby"); }, 10000), qPrintable(m_lan->errorText()));
        QCOMPARE(m_lan->gameOptions().value(QStringLiteral("encounter")).toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("lan-floor"));
        QQuickItem* said = nullptr;
        QVERIFY(pumpUntil([&] { return (said = find(QStringLiteral("lobbyOptions"))) != nullptr; }, 5000));
        QVERIFY2(said->property("text").toString().contains(QStringLiteral("Encounter: LAN Floor")), qPrintable(said->property("text").toString()));
        tabletop::net::ClientOptions bo;
        bo.port = static_cast<quint16>(m_lan->port());
        bo.name = QStringLiteral("Bob");
        tabletop::net::LanClient bob(bo);
        bob.connectToHost();
        QVERIFY(pumpUntil([&] { return bob.lobby().is_object() && bob.lobby().contains("options"); }, 10000));
        QCOMPARE(QString::fromStdString(bob.lobby()["options"]["encounter"].value("title", "")), QStringLiteral("LAN Floor"));
        bob.setReady(true);
        m_lan->setReady(true);
        QVERIFY(pumpUntil([&] { return m_lan->canStart(); }, 10000));
        QVERIFY(m_lan->start());
        QVERIFY2(pumpUntil([&] { return m_lan->status() == QLatin1String("playing") &&
                                        m_game->view().value(QStringLiteral("encounter")).toString().size() > 0; }, 10000),
                 qPrintable(m_lan->status()));
        QCOMPARE(m_game->view().value(QStringLiteral("encounter")).toString(), QStringLiteral("lan-floor"));
        QCOMPARE(m_game->view().value(QStringLiteral("map")).toStringList().at(1).at(1), QLatin1Char('#'));
        m_lan->endGame();
        QVERIFY(pumpUntil([&] { return m_lan->status() != QLatin1String("playing"); }, 10000));
    }

private:
    void joinThroughDiscovery(const QString& hostName)
    {
        click(find(QStringLiteral("joinLanButton")));
        QTRY_VERIFY(find(QStringLiteral("lanPage")));
        pumpUntil([] { return false; }, 600);
        find(QStringLiteral("lanName"))->setProperty("text", QStringLiteral("Ann"));
        // A row is updated in place when its announcement changes (say, another player takes a
        // seat), so one click on the Join button of the game is enough.
        int index = -1;
        QVERIFY(pumpUntil(
            [&] {
                const QVariantList hosts = m_lan->hosts();
                for (int i = 0; i < hosts.size(); ++i)
                    if (hosts[i].toMap().value(QStringLiteral("name")).toString() == hostName)
                        index = i;
                return index >= 0 && find(QStringLiteral("lanJoinFound_%1").arg(index));
            },
            30000));
        click(find(QStringLiteral("lanJoinFound_%1").arg(index)));
        const bool connecting = pumpUntil([&] { return m_lan->status() != QLatin1String("idle"); }, 5000);
        QVERIFY2(connecting, "clicking the discovered game never started a connection");
        QVERIFY2(pumpUntil([&] { return find(QStringLiteral("readyButton")) != nullptr; }, 30000),
                 qPrintable(m_lan->status() + QLatin1Char(' ') + m_lan->errorText()));
        pumpUntil([] { return false; }, 600); // let the page finish sliding in before clicking
    }

    QQuickItem* find(const QString& name) const
    {
        return quickdriver::find(m_window, name, true);
    }
    void click(QQuickItem* item)
    {
        quickdriver::click(m_window, item);
    }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    LanController* m_lan = nullptr;
    GameController* m_game = nullptr;
};

QTEST_MAIN(LanUi)
#include "tst_lan_ui.moc"
