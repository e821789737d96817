// core::ResponseWindow on hand-worked sequences: who is asked in what order, when passes in a
// row close the window, what a link does to the asking, the minimum-speed rule, top-down
// resolution, and its digest and JSON forms.
#include "core/ResponseWindow.h"

#include <QtTest>

#include <sstream>
#include <stdexcept>

using tabletop::core::Digest;
using tabletop::core::Json;
using tabletop::core::ResponseLink;
using tabletop::core::ResponseWindow;
using After = ResponseWindow::AfterLink;

namespace {
After afterOf(const QString& name)
{
    return name == "close" ? After::Close : name == "continue" ? After::Continue : After::Reopen;
}

// "around 1 of 3", "around 0 of 4 skip 2", "fixed 2 0"
ResponseWindow open(const QString& how, After after)
{
    const auto words = how.split(' ');
    if (words[0] == "fixed") {
        std::vector<int> order;
        for (int i = 1; i < words.size(); ++i)
            order.push_back(words[i].toInt());
        return ResponseWindow::fixed(order, after);
    }
    const int first = words[1].toInt(), count = words[3].toInt();
    const int skip = words.size() > 5 ? words[5].toInt() : -1;
    return ResponseWindow::around(first, count, [skip](int s) { return s == skip; }, after);
}

std::string joined(const std::vector<int>& v)
{
    std::ostringstream out;
    for (std::size_t i = 0; i < v.size(); ++i)
        out << (i ? " " : "") << v[i];
    return out.str();
}
} // namespace

class ResponseWindowTest : public QObject {
    Q_OBJECT
private slots:
    void sequence_data();
    void sequence();
    void mayAnswer_data();
    void mayAnswer();
    void stillToAsk_isWhatRemainsOfTheLap();
    void digest_seesEveryField();
    void json_roundTripsAndNamesBadFields();
};

void ResponseWindowTest::sequence_data()
{
    // steps: "p" pass, "L<id>" link with that id. trace: the seat asked before each step, then
    // "|" and "closed" or the seat asked at the end. resolve: link ids top down, and "by" seats.
    QTest::addColumn<QString>("window");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("trace");
    QTest::addColumn<QString>("resolve");
    QTest::newRow("two seats: everyone passes at once") << "around 1 of 2" << "reopen" << "p p" << "1 0|closed" << "";
    QTest::newRow("two seats: one pass leaves the window open") << "around 1 of 2" << "reopen" << "p" << "1|0" << "";
    QTest::newRow("chain: link, link, pass, pass") // both players passing in a row close it
        << "around 1 of 2" << "reopen" << "L1 L2 p p" << "1 0 1 0|closed" << "2@0 1@1";
    QTest::newRow("chain: the author may answer its own link after the other passes")
        << "around 1 of 2" << "reopen" << "L1 p L2 p p" << "1 0 1 0 1|closed" << "2@1 1@1";
    QTest::newRow("3-seat ring: a link restarts the count after its author")
        << "around 1 of 3" << "reopen" << "p L5 p p p" << "1 2 0 1 2|closed" << "5@2";
    QTest::newRow("3-seat ring: two passes then a link from the third")
        << "around 0 of 3" << "reopen" << "p p L7 p L8 p p p" << "0 1 2 0 1 2 0 1|closed" << "8@1 7@2";
    QTest::newRow("ring skips a seat that is out") << "around 3 of 4 skip 0" << "reopen" << "p p p" << "3 1 2|closed" << "";
    QTest::newRow("fixed list: asked once each in its order") << "fixed 2 0" << "close" << "p p" << "2 0|closed" << "";
    QTest::newRow("close: the first link ends the asking (Neo-Tokyo reaction)")
        << "fixed 2 0 1" << "close" << "p L4" << "2 0|closed" << "4@0";
    QTest::newRow("continue: a link is that seat's answer (Neo-Tokyo Stage)")
        << "fixed 1 2" << "continue" << "L3 p" << "1 2|closed" << "3@1";
    QTest::newRow("continue: the lap is not restarted by a link")
        << "fixed 1 2 3" << "continue" << "p L3" << "1 2|3" << "3@2";
    QTest::newRow("nobody to ask: closed from the start") << "fixed" << "reopen" << "" << "|closed" << "";
}

void ResponseWindowTest::sequence()
{
    QFETCH(QString, window);
    QFETCH(QString, after);
    QFETCH(QString, steps);
    QFETCH(QString, trace);
    QFETCH(QString, resolve);
    ResponseWindow w = open(window, afterOf(after));
    QStringList asked;
    for (const auto& step : steps.split(' ', Qt::SkipEmptyParts)) {
        asked << QString::number(w.asked());
        if (step == "p")
            w.pass();
        else
            w.link(ResponseLink{-1, step.mid(1).toInt(), 1});
    }
    const QString got = asked.join(' ') + "|" + (w.closed() ? QStringLiteral("closed") : QString::number(w.asked()));
    QCOMPARE(got, trace);
    QStringList order;
    for (const auto& l : w.resolutionOrder())
        order << QStringLiteral("%1@%2").arg(l.id).arg(l.seat);
    QCOMPARE(order.join(' '), resolve);
    QStringList popped; // pop() gives the same order and empties the stack
    while (!w.links.empty()) {
        const auto l = w.pop();
        popped << QStringLiteral("%1@%2").arg(l.id).arg(l.seat);
    }
    QCOMPARE(popped.join(' '), resolve);
}

void ResponseWindowTest::mayAnswer_data()
{
    // Servant Zones' speeds: speed 1 never answers a link; otherwise at least the top's speed.
    QTest::addColumn<QString>("stack"); // speeds bottom first
    QTest::addColumn<int>("minSpeed");
    QTest::addColumn<int>("seat");
    QTest::addColumn<int>("speed");
    QTest::addColumn<bool>("may");
    QTest::newRow("empty stack: any speed opens") << "" << 2 << 1 << 1 << true;
    QTest::newRow("speed 1 cannot answer speed 1") << "1" << 2 << 1 << 1 << false;
    QTest::newRow("speed 2 answers speed 1") << "1" << 2 << 1 << 2 << true;
    QTest::newRow("speed 2 answers speed 2") << "1 2" << 2 << 1 << 2 << true;
    QTest::newRow("speed 2 cannot answer speed 3") << "1 3" << 2 << 1 << 2 << false;
    QTest::newRow("speed 3 answers speed 3") << "1 2 3" << 2 << 1 << 3 << true;
    QTest::newRow("only the top counts, not a slower link under it") << "3 1" << 2 << 1 << 2 << true;
    QTest::newRow("without a minimum speed 1 answers speed 1") << "1" << 0 << 1 << 1 << true;
    QTest::newRow("a seat not asked now may not answer") << "1" << 2 << 0 << 3 << false;
}

void ResponseWindowTest::mayAnswer()
{
    QFETCH(QString, stack);
    QFETCH(int, minSpeed);
    QFETCH(int, seat);
    QFETCH(int, speed);
    QFETCH(bool, may);
    ResponseWindow w = ResponseWindow::around(1, 2);
    w.minSpeed = minSpeed;
    for (const auto& s : stack.split(' ', Qt::SkipEmptyParts))
        w.links.push_back(ResponseLink{0, 0, s.toInt()});
    QCOMPARE(w.asked(), 1);
    QCOMPARE(w.mayAnswer(seat, speed), may);
    w.pass();
    w.pass();
    QVERIFY(w.closed());
    QVERIFY(!w.mayAnswer(seat, speed)); // nobody answers a closed window
}

void ResponseWindowTest::stillToAsk_isWhatRemainsOfTheLap()
{
    ResponseWindow w = ResponseWindow::around(2, 4);
    QCOMPARE(joined(w.stillToAsk()), std::string("2 3 0 1"));
    w.pass();
    QCOMPARE(joined(w.stillToAsk()), std::string("3 0 1"));
    w.link(ResponseLink{-1, 9, 1}); // seat 3 links: all four are to be asked again, from 0
    QCOMPARE(joined(w.stillToAsk()), std::string("0 1 2 3"));
    w.pass();
    w.pass();
    QCOMPARE(joined(w.stillToAsk()), std::string("2 3"));
    // A window rebuilt from what remains asks the same seats in the same order (how games with
    // an older saved form keep their "ask" list).
    ResponseWindow again = ResponseWindow::fixed(w.stillToAsk());
    QCOMPARE(again.asked(), w.asked());
    again.pass();
    w.pass();
    QCOMPARE(again.asked(), w.asked());
    again.pass();
    w.pass();
    QVERIFY(again.closed() && w.closed());
    QCOMPARE(joined(w.stillToAsk()), std::string());
}

void ResponseWindowTest::digest_seesEveryField()
{
    ResponseWindow base = ResponseWindow::around(0, 3);
    base.links.push_back(ResponseLink{0, 4, 1});
    base.minSpeed = 2;
    auto digest = [](const ResponseWindow& w) {
        Digest d;
        w.addTo(d);
        return d.value();
    };
    const auto before = digest(base);
    QCOMPARE(digest(ResponseWindow(base)), before);
    const std::vector<std::function<void(ResponseWindow&)>> changes = {
        [](ResponseWindow& w) { w.seats.push_back(5); },
        [](ResponseWindow& w) { std::swap(w.seats[0], w.seats[1]); },
        [](ResponseWindow& w) { w.turn = 1; },
        [](ResponseWindow& w) { w.passes = 1; },
        [](ResponseWindow& w) { w.links.push_back(ResponseLink{1, 4, 1}); },
        [](ResponseWindow& w) { w.links[0].seat = 1; },
        [](ResponseWindow& w) { w.links[0].id = 5; },
        [](ResponseWindow& w) { w.links[0].speed = 2; },
        [](ResponseWindow& w) { w.afterLink = After::Close; },
        [](ResponseWindow& w) { w.minSpeed = 3; },
    };
    for (std::size_t i = 0; i < changes.size(); ++i) {
        ResponseWindow changed = base;
        changes[i](changed);
        QVERIFY2(digest(changed) != before, qPrintable(QStringLiteral("change %1 left the digest alone").arg(i)));
    }
}

void ResponseWindowTest::json_roundTripsAndNamesBadFields()
{
    ResponseWindow w = ResponseWindow::around(1, 3, After::Continue);
    w.minSpeed = 2;
    w.link(ResponseLink{-1, 6, 2});
    w.pass();
    QCOMPARE(ResponseWindow::fromJson(w.toJson()), w);
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"turn", "window.turn"},
        {"passes", "window.passes"},
        {"afterLink", "window.afterLink"},
        {"seats", "window.seats"},
        {"links", "window.links"},
    };
    for (const auto& [field, named] : bad) {
        Json j = w.toJson();
        j[field] = field == "turn" || field == "passes" ? Json(7) : Json("x");
        try {
            ResponseWindow::fromJson(j);
            QFAIL(("accepted a bad " + field).c_str());
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find(named) != std::string::npos, e.what());
        }
    }
    Json j = w.toJson();
    j["links"][0].erase("speed");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ResponseWindow::fromJson(j));
}

QTEST_APPLESS_MAIN(ResponseWindowTest)
#include "tst_response_window.moc"
