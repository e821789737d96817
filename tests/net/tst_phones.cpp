// Couch mode's transport (docs/protocol.md, "Phones"): the LAN host serves the phone page over
// HTTP and takes WebSocket guests that speak the same frames as TCP guests. Everything runs in
// this process: a LanHost and QWebSocket "phones" on loopback.
#include "LeakCheck.h"

#include "core/Json.h"
#include "games/Registry.h"
#include "net/LanHost.h"
#include "net/PhoneServer.h"
#include "net/Protocol.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>
#include <cctype>
#include <deque>
#include <functional>
#include <set>
#include <map>
#include <memory>

using tabletop::core::Json;
using namespace tabletop;
using namespace tabletop::net;

namespace {

// A phone as the page is: a WebSocket carrying binary frames, every received byte kept.
class Phone : public QObject {
public:
    explicit Phone(quint16 port)
    {
        connect(&ws, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray& bytes) {
            received += bytes;
            decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
            while (auto f = decoder.next()) {
                if (f->type == MsgType::HostPing)
                    send(MsgType::Pong, {{"n", f->body.at("n")}});
                if (f->type == MsgType::State)
                    state = f->body;
                if (f->type == MsgType::Reveal)
                    revealed = true;
                frames.push_back(std::move(*f));
            }
        });
        connect(&ws, &QWebSocket::disconnected, this, [this] { closed = true; });
        ws.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    }
    bool waitOpen() { return QTest::qWaitFor([this] { return ws.state() == QAbstractSocket::ConnectedState; }, 5000); }
    void send(MsgType type, const Json& body)
    {
        const std::string f = encodeFrame(type, body);
        ws.sendBinaryMessage(QByteArray(f.data(), static_cast<qsizetype>(f.size())));
    }
    void hello(const QString& token, const QString& name = QStringLiteral("Phone"))
    {
        send(MsgType::Hello, {{"v", kProtocolVersion}, {"name", name.toStdString()}, {"role", "player"},
                              {"token", token.toStdString()}, {"app", "tabletop-phone"}});
    }
    // The first frame of `type` not looked at yet (waits for it).
    std::optional<Frame> next(MsgType type, int timeoutMs = 5000)
    {
        std::optional<Frame> out;
        QTest::qWaitFor([&] {
            while (!frames.empty()) {
                Frame f = std::move(frames.front());
                frames.pop_front();
                if (f.type == type) {
                    out = std::move(f);
                    return true;
                }
            }
            return false;
        }, timeoutMs);
        return out;
    }

    QWebSocket ws;
    FrameDecoder decoder{Direction::ToClient};
    std::deque<Frame> frames;
    Json state; // the newest state frame's body
    QByteArray received;
    bool closed = false;
    bool revealed = false;
};

// Card art as a test host gives it (the app takes it from the games' manifests): every card
// definition has a picture named after its id, written into `dir` when first asked for, so an art
// URL shows exactly which card it is of.
std::string testArtFile(const std::string& cardId)
{
    std::string file = "card-";
    for (char c : cardId)
        file += (std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : '-');
    return file.substr(0, 58) + ".svg";
}
LanHost::PhoneArt testArt(const QString& dir)
{
    return [dir](const std::string& cardId) {
        const std::string file = testArtFile(cardId);
        QFile f(dir + QLatin1Char('/') + QString::fromStdString(file));
        if (!f.exists() && f.open(QIODevice::WriteOnly))
            f.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><title>" + QByteArray::fromStdString(cardId) +
                    "</title></svg>");
        return file;
    };
}

// "" when every picture the state frames in `bytes` name is the art of a face those frames carry,
// of a card their own view names (the seat's view is the only source of what it is shown), and
// the phone server answers each picture with the file; else what is wrong.
// The cards a phone's legal moves name (LanHost: "cards", from the arguments the game declares as
// what a move is about): each must be a card of that phone's view, with "cardArgs" the arguments
// that named it. Returns what is wrong, or ""; counts the moves about a card of the seat's hand.
void viewIds(const Json& j, const std::string& key, std::set<std::string>& all, std::set<std::string>& hand)
{
    if (j.is_array()) {
        for (const auto& v : j)
            viewIds(v, key, all, hand);
        return;
    }
    if (!j.is_object())
        return;
    if (j.contains("id") && j["id"].is_string() && !j.value("hidden", false)) {
        all.insert(j["id"].get<std::string>());
        if (key.find("hand") != std::string::npos || key.find("Hand") != std::string::npos)
            hand.insert(j["id"].get<std::string>());
    }
    for (const auto& [k, v] : j.items())
        if (v.is_structured())
            viewIds(v, v.is_array() ? k : key, all, hand);
}

QString checkCardsOfMoves(const std::string& game, const Json& state, int seat, int* handMoves)
{
    std::set<std::string> all, hand;
    const Json& view = state.at("view");
    const Json* mine = &view;
    for (const char* k : {"seats", "players"})
        if (view.contains(k) && view[k].is_array() && seat < static_cast<int>(view[k].size()))
            mine = &view[k][static_cast<std::size_t>(seat)];
    std::set<std::string> ignored;
    viewIds(view, "", all, ignored);
    viewIds(*mine, "", ignored, hand);
    for (const auto& a : state.at("legal")) {
        if (!a.contains("cards"))
            continue;
        if (!a.contains("cardArgs") || a["cardArgs"].empty())
            return QStringLiteral("a move names cards without the arguments that name them: %1").arg(QString::fromStdString(a.dump()));
        // A Kaiju City "select" names a character by its place in the team, never a card.
        if (game == "kaiju" && a.value("type", "") == "select")
            return QStringLiteral("a place taken for a card: %1").arg(QString::fromStdString(a.dump()));
        bool inHand = false;
        for (const auto& c : a["cards"]) {
            if (!c.is_string() || !all.count(c.get<std::string>()))
                return QStringLiteral("a move names %1, no card of the seat's view: %2")
                    .arg(QString::fromStdString(c.dump()), QString::fromStdString(a.dump()));
            inHand = inHand || hand.count(c.get<std::string>());
        }
        *handMoves += inHand ? 1 : 0;
    }
    return {};
}

QString checkArt(const QByteArray& bytes, quint16 port, const QString& dir, int* pictures)
{
    FrameDecoder decoder(Direction::ToClient);
    decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    std::set<std::string> urls;
    while (auto f = decoder.next()) {
        if (f->type != MsgType::State)
            continue;
        std::set<std::string> named;
        std::function<void(const Json&)> walk = [&](const Json& j) {
            if (j.is_object()) {
                if (j.contains("card") && j.at("card").is_string())
                    named.insert(j.at("card").get<std::string>());
                for (const auto& [k, v] : j.items())
                    walk(v);
            } else if (j.is_array()) {
                for (const auto& v : j)
                    walk(v);
            }
        };
        walk(f->body.at("view"));
        const std::size_t count = f->body.at("actionCount").get<std::size_t>();
        const Json faces = f->body.value("faces", Json::object());
        for (const auto& [id, face] : faces.items()) {
            if (!named.count(id))
                return QStringLiteral("action %1: a face of %2, which the seat's view does not name").arg(count).arg(QString::fromStdString(id));
            if (!face.contains("art"))
                return QStringLiteral("action %1: the face of %2 has no art: %3").arg(count).arg(QString::fromStdString(id), QString::fromStdString(face.dump()));
            const std::string art = face.at("art").get<std::string>();
            if (art != "/art/" + testArtFile(id))
                return QStringLiteral("action %1: the art of %2 is %3").arg(count).arg(QString::fromStdString(id), QString::fromStdString(art));
            urls.insert(art);
        }
        // No picture anywhere else in the frame (a view, a log line or a move with an art path).
        Json rest = f->body;
        rest.erase("faces");
        if (rest.dump().find("/art/") != std::string::npos)
            return QStringLiteral("action %1: an art path outside the faces").arg(count);
    }
    QNetworkAccessManager nam;
    for (const std::string& url : urls) {
        std::unique_ptr<QNetworkReply> r(nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(QString::fromStdString(url))))));
        QTest::qWaitFor([&] { return r->isFinished(); }, 5000);
        QFile file(dir + QStringLiteral("/") + QString::fromStdString(url.substr(5)));
        if (r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200 || !file.open(QIODevice::ReadOnly) ||
            r->readAll() != file.readAll() || r->header(QNetworkRequest::ContentTypeHeader).toString() != QStringLiteral("image/svg+xml"))
            return QStringLiteral("%1 is not served as its file").arg(QString::fromStdString(url));
        ++*pictures;
    }
    return QString();
}

std::unique_ptr<LanHost> phoneHost(const std::string& game, int seats, std::uint64_t seed = 7)
{
    HostOptions o;
    o.game = game;
    // Kaiju City's random games run to hundreds of actions: played to 10 glory here, as over TCP.
    if (game == "kaiju")
        o.options = Json{{"gloryToWin", 10}};
    o.seats = seats;
    o.seed = seed;
    o.idleTimeoutMs = 60000;
    o.handshakeTimeoutMs = 60000; // a hostile phone must be closed for what it sent, not for saying nothing
    auto host = std::make_unique<LanHost>(o);
    QString error;
    if (!host->listen(QHostAddress::LocalHost, 0, &error) || !host->listenPhones(QHostAddress::LocalHost, 0, &error))
        qFatal("cannot listen: %s", qPrintable(error));
    return host;
}

} // namespace

class TestPhones : public QObject {
    Q_OBJECT
private slots:
    // The page, its script and style come from the app's resources; nothing else is served.
    void pageIsServedAndNothingElse()
    {
        auto host = phoneHost("grimoire", 2);
        QNetworkAccessManager nam;
        auto get = [&](const QString& path) {
            std::unique_ptr<QNetworkReply> r(nam.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(host->phonePort()).arg(path)))));
            QTest::qWaitFor([&] { return r->isFinished(); }, 5000);
            return std::make_pair(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                  std::make_pair(r->header(QNetworkRequest::ContentTypeHeader).toString(), r->readAll()));
        };
        const auto page = get(QStringLiteral("/"));
        QCOMPARE(page.first, 200);
        QVERIFY(page.second.first.startsWith(QStringLiteral("text/html")));
        QVERIFY(page.second.second.contains("<script src=\"phone.js\">"));
        QCOMPARE(PhoneServer::paths(), (QStringList{QStringLiteral("/"), QStringLiteral("/phone.js"), QStringLiteral("/phone.css")}));
        const auto script = get(QStringLiteral("/phone.js"));
        QCOMPARE(script.first, 200);
        QVERIFY(script.second.first.startsWith(QStringLiteral("text/javascript")));
        QVERIFY(script.second.second.contains("binaryType = 'arraybuffer'"));
        QCOMPARE(get(QStringLiteral("/phone.css")).first, 200);
        for (const char* path : {"/index.html.bak", "/../CMakeCache.txt", "/phone", "/favicon.ico"})
            QCOMPARE(get(QString::fromLatin1(path)).first, 404);
        // Card art: nothing before the host names an art folder; then its files, and nothing
        // beside or above them.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile svg(dir.filePath(QStringLiteral("angel-x.svg")));
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
        svg.close();
        QFile secret(dir.filePath(QStringLiteral("notes.txt")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.close();
        QCOMPARE(get(QStringLiteral("/art/angel-x.svg")).first, 404);
        host->setPhoneArt(dir.path(), [](const std::string&) { return std::string(); });
        const auto art = get(QStringLiteral("/art/angel-x.svg"));
        QCOMPARE(art.first, 200);
        QCOMPARE(art.second.first, QStringLiteral("image/svg+xml"));
        QCOMPARE(art.second.second, QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"));
        // Sent as written (a URL class would tidy the dots away).
        const auto raw = [&](const QByteArray& path) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, host->phonePort());
            if (!socket.waitForConnected(5000))
                return QByteArray();
            socket.write("GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n");
            QByteArray answer;
            QTest::qWaitFor([&] {
                answer += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState || answer.contains("\r\n\r\n");
            }, 5000);
            return answer.left(answer.indexOf("\r\n"));
        };
        QCOMPARE(raw("/art/angel-x.svg"), QByteArray("HTTP/1.1 200 OK"));
        for (const char* path : {"/art/notes.txt", "/art/", "/art/ANGEL-X.SVG", "/art/../phone.js", "/art/%2e%2e/phone.js",
                                 "/art/.svg", "/art/sub/angel-x.svg", "/art/no-such.svg", "/artangel-x.svg", "/art/..%2fphone.js"})
            QVERIFY2(raw(path) == "HTTP/1.1 404 Not Found", path);
        QVERIFY(!PhoneServer::isArtName("..svg") && !PhoneServer::isArtName("a/b.svg") && PhoneServer::isArtName("nt-001.svg"));
    }

    // A seat code takes its seat once; the phone then holds a new token of its own. Nobody
    // takes a kept seat without its code, and the spent code is worth nothing.
    void seatCodeTakesItsSeatOnce()
    {
        auto host = phoneHost("grimoire", 2);
        QString error;
        const QString code1 = host->issueSeatCode(0, &error);
        const QString code2 = host->issueSeatCode(1, &error);
        QVERIFY(!code1.isEmpty() && !code2.isEmpty() && code1 != code2);
        QCOMPARE(host->phoneUrl(QStringLiteral("192.168.1.5"), code2),
                 QStringLiteral("http://192.168.1.5:%1/#code=%2").arg(host->phonePort()).arg(code2));

        Phone stranger(host->phonePort());
        QVERIFY(stranger.waitOpen());
        stranger.hello(QString());
        auto refused = stranger.next(MsgType::Refuse);
        QVERIFY2(refused, "a guest without a code got no refusal");
        QCOMPARE(refused->body.at("code").get<std::string>(), std::string("full"));

        Phone ann(host->phonePort());
        QVERIFY(ann.waitOpen());
        ann.hello(code2, QStringLiteral("Ann"));
        auto welcome = ann.next(MsgType::Welcome);
        QVERIFY(welcome);
        QCOMPARE(welcome->body.at("seat").get<int>(), 1);
        const QString token = QString::fromStdString(welcome->body.at("token").get<std::string>());
        QVERIFY(!token.isEmpty() && token != code2);

        Phone copycat(host->phonePort());
        QVERIFY(copycat.waitOpen());
        copycat.hello(code2, QStringLiteral("Copycat"));
        refused = copycat.next(MsgType::Refuse);
        QVERIFY2(refused, "a spent code took a seat again");
        QCOMPARE(host->lobbyJson().at("seats").at(1).at("name").get<std::string>(), std::string("Ann"));

        // The phone sleeps and comes back with its token: the same seat, in the lobby too.
        ann.ws.close();
        QVERIFY(QTest::qWaitFor([&] { return !host->lobbyJson().at("seats").at(1).at("connected").get<bool>(); }, 5000));
        Phone annAgain(host->phonePort());
        QVERIFY(annAgain.waitOpen());
        annAgain.hello(token, QStringLiteral("Ann"));
        welcome = annAgain.next(MsgType::Welcome);
        QVERIFY(welcome);
        QCOMPARE(welcome->body.at("seat").get<int>(), 1);
    }

    // Without a camera: the seat's short code, typed in any case with a space or a dash, takes
    // the seat once, like the long one, and spends both. Wrong short codes are refused ("code");
    // after the two free ones the device must wait ("codeWait"), even with the right code.
    void shortCodeTakesItsSeatOnce()
    {
        auto host = phoneHost("grimoire", 2);
        QString error;
        const QString long0 = host->issueSeatCode(0, &error);
        QVERIFY(!long0.isEmpty());
        (void)host->issueSeatCode(1, &error);
        const QString short0 = host->seatShortCode(0);
        const QString short1 = host->seatShortCode(1);
        QVERIFY(QRegularExpression(QStringLiteral("^[A-HJ-NP-Z2-9]{6}$")).match(short0).hasMatch());
        QVERIFY(short0 != short1);
        QCOMPARE(host->seatShortCode(5), QString());

        Phone ann(host->phonePort());
        QVERIFY(ann.waitOpen());
        ann.hello(short0.left(3).toLower() + QStringLiteral("-") + short0.mid(3).toLower(), QStringLiteral("Ann"));
        auto welcome = ann.next(MsgType::Welcome);
        QVERIFY2(welcome, "the typed short code took no seat");
        QCOMPARE(welcome->body.at("seat").get<int>(), 0);
        QCOMPARE(host->seatShortCode(0), QString()); // spent, and the long code with it
        Phone longAfter(host->phonePort());
        QVERIFY(longAfter.waitOpen());
        longAfter.hello(long0);
        QVERIFY2(longAfter.next(MsgType::Refuse), "the long code still worked after the short one was used");

        // Guessing: two wrong codes are refused as wrong; the third starts the wait.
        for (int attempt = 0; attempt < 3; ++attempt) {
            Phone guess(host->phonePort());
            QVERIFY(guess.waitOpen());
            guess.hello(short0); // spent: as good as a wrong guess
            auto refused = guess.next(MsgType::Refuse);
            QVERIFY(refused);
            QCOMPARE(refused->body.at("code").get<std::string>(), std::string("code"));
        }
        Phone right(host->phonePort());
        QVERIFY(right.waitOpen());
        right.hello(short1);
        auto refused = right.next(MsgType::Refuse);
        QVERIFY2(refused, "a device that guessed three times was not made to wait");
        QCOMPARE(refused->body.at("code").get<std::string>(), std::string("codeWait"));
        QVERIFY(QString::fromStdString(refused->body.at("text").get<std::string>()).contains(QStringLiteral("try again in")));
        // The wait over, the right code takes seat 2.
        QTest::qWait(1100);
        Phone later(host->phonePort());
        QVERIFY(later.waitOpen());
        later.hello(short1);
        welcome = later.next(MsgType::Welcome);
        QVERIFY2(welcome, "the right short code after the wait took no seat");
        QCOMPARE(welcome->body.at("seat").get<int>(), 1);
    }

    // A lost phone: the host issues a new code; the old phone is cut off and its token refused.
    // The page has no card data: a phone's state carries "faces", the rules' face of exactly the
    // cards its view names (Neo-Tokyo's views name cards by their id under "card").
    void phonesGetTheFacesOfTheirCards()
    {
        auto host = phoneHost("neotokyo", 2);
        QString error;
        std::vector<std::unique_ptr<Phone>> phones;
        for (int s = 0; s < 2; ++s) {
            const QString code = host->issueSeatCode(s, &error);
            phones.push_back(std::make_unique<Phone>(host->phonePort()));
            QVERIFY(phones.back()->waitOpen());
            phones.back()->hello(code, QStringLiteral("P%1").arg(s + 1));
            QVERIFY(phones.back()->next(MsgType::Welcome));
            phones.back()->send(MsgType::Ready, {{"ready", true}, {"nonce", QString::number(77 + s, 16).toStdString()}});
        }
        QVERIFY2(QTest::qWaitFor([&] { return host->started(); }, 10000), "the game did not start");
        QVERIFY(QTest::qWaitFor([&] { return phones[0]->state.is_object(); }, 5000));
        const Json& state = phones[0]->state;
        std::set<std::string> named;
        std::function<void(const Json&)> walk = [&](const Json& j) {
            if (j.is_object()) {
                if (j.contains("card") && j.at("card").is_string())
                    named.insert(j.at("card").get<std::string>());
                for (const auto& [k, v] : j.items())
                    walk(v);
            } else if (j.is_array()) {
                for (const auto& v : j)
                    walk(v);
            }
        };
        walk(state.at("view"));
        QVERIFY2(named.size() >= 5, "the view names too few cards to test with (a hand of five)");
        QVERIFY(state.contains("faces"));
        std::set<std::string> faced;
        for (const auto& [id, face] : state.at("faces").items()) {
            faced.insert(id);
            QVERIFY2(face.contains("name") && face.at("name").is_string() && !face.at("name").get<std::string>().empty(),
                     id.c_str());
        }
        QVERIFY2(faced == named, "the faces are not exactly those of the cards the view names");
        // The page draws a card of its hand by its face's name.
        const QByteArray script = [] {
            QFile f(QStringLiteral(":/tabletop/phone/phone.js"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(script.contains("body.faces"));
    }

    void newCodeCutsOffTheOldPhone()
    {
        auto host = phoneHost("grimoire", 2);
        QString error;
        const QString code = host->issueSeatCode(0, &error);
        QVERIFY(!host->issueSeatCode(1, &error).isEmpty()); // both seats kept: no free seat to fall into
        Phone old(host->phonePort());
        QVERIFY(old.waitOpen());
        old.hello(code);
        auto welcome = old.next(MsgType::Welcome);
        QVERIFY(welcome);
        const QString oldToken = QString::fromStdString(welcome->body.at("token").get<std::string>());
        const QString fresh = host->issueSeatCode(0, &error);
        QVERIFY(!fresh.isEmpty());
        auto bye = old.next(MsgType::Goodbye);
        QVERIFY(bye);
        QCOMPARE(bye->body.at("code").get<std::string>(), std::string("replaced"));
        QVERIFY(QTest::qWaitFor([&] { return old.closed; }, 5000));

        Phone thief(host->phonePort());
        QVERIFY(thief.waitOpen());
        thief.hello(oldToken);
        QVERIFY2(thief.next(MsgType::Refuse), "the old phone's token still took the seat");
        Phone replacement(host->phonePort());
        QVERIFY(replacement.waitOpen());
        replacement.hello(fresh);
        welcome = replacement.next(MsgType::Welcome);
        QVERIFY(welcome);
        QCOMPARE(welcome->body.at("seat").get<int>(), 0);
        QCOMPARE(host->issueSeatCode(5, &error), QString());
        QVERIFY(error.contains(QStringLiteral("no seat 6")));
    }

    // Hostile bytes from a phone close that phone only; the host and the other phones go on.
    void malformedMessagesCloseOnlyThatPhone_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("text message") << 0;
        QTest::newRow("frame of a type only the host sends") << 1;
        QTest::newRow("bad JSON in a frame") << 2;
        QTest::newRow("message over the size cap") << 3;
    }
    void malformedMessagesCloseOnlyThatPhone()
    {
        QFETCH(int, kind);
        auto host = phoneHost("grimoire", 2);
        QString error;
        const QString code = host->issueSeatCode(0, &error);
        Phone good(host->phonePort());
        QVERIFY(good.waitOpen());
        good.hello(code);
        QVERIFY(good.next(MsgType::Welcome));
        Phone bad(host->phonePort());
        QVERIFY(bad.waitOpen());
        switch (kind) {
        case 0:
            bad.ws.sendTextMessage(QStringLiteral("{\"type\":\"hello\"}"));
            break;
        case 1: {
            std::string f = encodeFrame(MsgType::Hello, {{"v", 3}, {"name", "x"}, {"role", "player"}});
            f[0] = static_cast<char>(MsgType::State);
            bad.ws.sendBinaryMessage(QByteArray(f.data(), static_cast<qsizetype>(f.size())));
            break;
        }
        case 2:
            bad.ws.sendBinaryMessage(QByteArray("\x01\x00\x00\x00\x05{nope", 10));
            break;
        default:
            bad.ws.sendBinaryMessage(QByteArray(static_cast<qsizetype>(kMaxWebSocketMessage) + 1, 'x'));
            break;
        }
        QVERIFY2(QTest::qWaitFor([&] { return bad.closed; }, 5000), "the hostile phone was not closed");
        good.send(MsgType::Chat, {{"text", "still here"}});
        QVERIFY2(good.next(MsgType::ChatLine), "the good phone lost its connection too");
        QVERIFY(!good.closed);
    }

    // Whole games played from phones only: every legal move comes from the state frames, and
    // every byte each phone received holds no identity hidden from its seat (the leak check of
    // tst_lan, over WebSockets). TABLETOP_PHONE_GAMES sets the count per game (default 2).
    void phonesPlayWholeGamesWithoutLeaks()
    {
        const int games = qEnvironmentVariableIntValue("TABLETOP_PHONE_GAMES") > 0 ? qEnvironmentVariableIntValue("TABLETOP_PHONE_GAMES") : 2;
        int frames = 0;
        int played = 0;
        int pictures = 0;
        std::map<std::string, int> handMoves; // per game: moves about a card of the seat's hand
        for (const auto& entry : games::allGames()) {
            if (!entry.rules || !entry.info.playable)
                continue;
            for (int g = 0; g < games; ++g) {
                // As many phones as the game takes up to five (couch mode is for 2 to 5 phones),
                // and every other game two (CI plays one game of each: the five-phone one; the
                // two-phone games are also played whole from browsers, tests/phones).
                const int seats = std::clamp(g % 2 == 0 ? 5 : 2, entry.info.minSeats, std::min(5, entry.info.maxSeats));
                auto host = phoneHost(entry.info.id, seats, 100 + static_cast<std::uint64_t>(g));
                // Every card the phones are shown gets a picture named after it (the app's are
                // the games' own): the art must follow the seat's view as the faces do.
                QTemporaryDir artDir;
                QVERIFY(artDir.isValid());
                host->setPhoneArt(artDir.path(), testArt(artDir.path()));
                QString error;
                std::vector<std::unique_ptr<Phone>> phones;
                for (int s = 0; s < seats; ++s) {
                    const QString code = host->issueSeatCode(s, &error);
                    phones.push_back(std::make_unique<Phone>(host->phonePort()));
                    QVERIFY(phones.back()->waitOpen());
                    phones.back()->hello(code, QStringLiteral("P%1").arg(s + 1));
                    QVERIFY(phones.back()->next(MsgType::Welcome));
                    phones.back()->send(MsgType::Ready, {{"ready", true}, {"nonce", QString::number(1000 + s, 16).toStdString()}});
                }
                QVERIFY2(QTest::qWaitFor([&] { return host->started(); }, 10000), "the game did not start");
                std::vector<qint64> seq(static_cast<std::size_t>(seats), 0);
                QRandomGenerator rng(static_cast<quint32>(g + 1));
                const int limit = 4000;
                int steps = 0;
                while (!host->gameOver() && steps < limit) {
                    QCoreApplication::processEvents();
                    const std::size_t count = host->match()->match().history().size();
                    bool moved = false;
                    // A seat moves only on the state of the game as it is now.
                    for (int s = 0; s < seats && !moved; ++s) {
                        const Json& state = phones[static_cast<std::size_t>(s)]->state;
                        if (state.is_null() || state.at("actionCount").get<std::size_t>() != count || state.at("legal").empty())
                            continue;
                        const QString cards = checkCardsOfMoves(entry.info.id, state, s, &handMoves[entry.info.id]);
                        QVERIFY2(cards.isEmpty(), qPrintable(QStringLiteral("%1, seat %2: %3").arg(QString::fromStdString(entry.info.id)).arg(s + 1).arg(cards)));
                        const Json& legal = state.at("legal");
                        const Json a = legal.at(rng.bounded(static_cast<quint32>(legal.size())));
                        Json msg{{"seq", ++seq[static_cast<std::size_t>(s)]}, {"type", a.at("type")}};
                        if (a.contains("args"))
                            msg["args"] = a.at("args");
                        phones[static_cast<std::size_t>(s)]->send(MsgType::Action, msg);
                        QVERIFY2(QTest::qWaitFor([&] { return host->match()->match().history().size() > count || host->gameOver(); }, 5000),
                                 qPrintable(QStringLiteral("%1: the host took no action from seat %2").arg(QString::fromStdString(entry.info.id)).arg(s + 1)));
                        moved = true;
                        ++steps;
                    }
                    if (!moved)
                        QTest::qWait(2);
                }
                QVERIFY2(host->gameOver(), qPrintable(QStringLiteral("%1 game %2 did not end in %3 moves").arg(QString::fromStdString(entry.info.id)).arg(g).arg(limit)));
                for (auto& p : phones)
                    QVERIFY2(QTest::qWaitFor([&] { return p->revealed; }, 5000), "a phone got no reveal");
                const Json record = host->match()->match().record();
                for (int s = 0; s < seats; ++s) {
                    const QString leak = findLeak(phones[static_cast<std::size_t>(s)]->received, s, record, &frames);
                    QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("%1 game %2: %3").arg(QString::fromStdString(entry.info.id)).arg(g).arg(leak)));
                    const QString art = checkArt(phones[static_cast<std::size_t>(s)]->received, host->phonePort(), artDir.path(), &pictures);
                    QVERIFY2(art.isEmpty(), qPrintable(QStringLiteral("%1 game %2, seat %3: %4").arg(QString::fromStdString(entry.info.id)).arg(g).arg(s + 1).arg(art)));
                }
                ++played;
            }
        }
        qInfo("%d games played from phones, %d frames checked, no leaks; %d pictures fetched, each of a card its phone's view names",
              played, frames, pictures);
        QVERIFY(played >= 2 && frames > played * 20);
        QVERIFY(pictures > 0);
        // A phone shows a card's moves when the card is tapped: in every game with hands, moves
        // are found by the card of the hand they are about.
        for (const char* game : {"grimoire", "neotokyo", "servants", "kaiju"}) {
            qInfo("%s: %d moves about a card of the hand", game, handMoves[game]);
            QVERIFY2(handMoves[game] > 0, game);
        }
    }
};

QTEST_GUILESS_MAIN(TestPhones)
#include "tst_phones.moc"
