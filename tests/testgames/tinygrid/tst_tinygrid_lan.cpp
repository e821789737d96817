// The test game over LAN on loopback: a `tinygrid-cli host` and one `tinygrid-cli join` per seat
// (tests/net's LanGame, driven by a seeded script), played to the end; every guest verifies the
// revealed record, and each player's state frames carry its affordances while it moves.
#include "../../net/LanGame.h"
#include "TinyGridRules.h"

#include <QtTest>

using tabletop::core::Json;

class TestTinyGridLan : public QObject {
    Q_OBJECT
private slots:
    void toTheEnd_data()
    {
        QTest::addColumn<int>("seats");
        QTest::newRow("host and two guests") << 2;
        QTest::newRow("host, a Director and two players") << 3;
    }
    void toTheEnd()
    {
        QFETCH(int, seats);
        LanGame lan(QString::fromLatin1(tinygrid::kId), seats, 11, 3);
        QVERIFY(lan.startHost({}, false));
        for (int i = 0; i < seats; ++i)
            lan.addClient(QStringLiteral("Guest%1").arg(i + 1), false);
        QVERIFY2(lan.play(60000), qPrintable(lan.failure()));
        // Played, not only started (a random walk may find the treasure on its first move).
        QVERIFY(lan.highestActionCount() >= 1);
        int framesWithMoves = 0;
        for (auto& c : lan.clients()) {
            QVERIFY2(c.exitCode == 0, c.exitStory().c_str());
            QVERIFY2(c.verification.value("ok", false), c.verification.dump().c_str());
            bool over = false;
            for (const auto& l : c.seen) {
                if (l.value("msg", "") != "state")
                    continue;
                over = over || !l.at("outcome").is_null();
                const Json& view = l.at("view");
                const bool moving = view.value("phase", "") == "move" && view.value("toMove", -1) == c.seat;
                if (!moving)
                    continue;
                // The guest's own moves, as the host's rules computed them from this very view.
                QVERIFY2(l.contains("affordances"), l.dump().c_str());
                const Json& mine = l.at("affordances").at("pieces").at("p" + std::to_string(c.seat));
                QCOMPARE(mine.at("moves").size() + 1, l.at("legal").size()); // + "stay"
                ++framesWithMoves;
            }
            QVERIFY2(over, qPrintable(c.name));
        }
        QVERIFY(framesWithMoves > 0);
        QCOMPARE(lan.host().waitExit(10000), 0);
    }

    // The same host seed and script seed play the same game: the guests' nonces and choices come
    // from the script's seed, not from the order their states arrive or the system's randomness.
    void sameSeedsSameGame()
    {
        auto playOnce = [](quint64 scriptSeed) -> Json {
            LanGame lan(QString::fromLatin1(tinygrid::kId), 2, 11, scriptSeed);
            if (!lan.startHost({}, false))
                return "no host";
            // Ann on seat 0 and Ben on seat 1 every time: each nonce comes from the name.
            if (!lan.waitWelcomed(lan.addClient(QStringLiteral("Ann"), false)))
                return "Ann not welcomed";
            lan.addClient(QStringLiteral("Ben"), false);
            if (!lan.play(60000))
                return lan.failure().toStdString();
            const Json& reveal = lan.clients().front().reveal;
            if (!reveal.is_object())
                return "no reveal";
            return Json{{"nonces", reveal.at("nonces")}, {"actions", reveal.at("record").at("actions")}};
        };
        const Json first = playOnce(5);
        QVERIFY2(first.is_object(), first.dump().c_str());
        QVERIFY(!first.at("actions").empty());
        const Json again = playOnce(5);
        QVERIFY2(again == first, (again.dump() + "\n" + first.dump()).c_str());
        // Another script seed gives other nonces (and so another seed for the game).
        QVERIFY(playOnce(6).at("nonces") != first.at("nonces"));
    }
};

QTEST_GUILESS_MAIN(TestTinyGridLan)
#include "tst_tinygrid_lan.moc"
