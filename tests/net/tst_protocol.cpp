// The wire format alone: frames, limits, validation, malformed input, the seed commitment.
#include "net/Commitment.h"
#include "net/Protocol.h"
#include "games/Registry.h"
#include "session/MatchHost.h"

#include <QtTest>
#include <random>

using tabletop::core::Json;
using namespace tabletop;
using namespace tabletop::net;

namespace {
std::string header(std::uint8_t type, std::uint32_t length)
{
    std::string h(1, static_cast<char>(type));
    for (int shift = 24; shift >= 0; shift -= 8)
        h.push_back(static_cast<char>((length >> shift) & 0xff));
    return h;
}
std::string rawFrame(std::uint8_t type, const std::string& payload)
{
    return header(type, static_cast<std::uint32_t>(payload.size())) + payload;
}
const Json kHello{{"v", 1}, {"name", "Ann"}, {"role", "player"}};
} // namespace

class TestProtocol : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        FrameDecoder d(Direction::ToHost);
        d.feed(encodeFrame(MsgType::Hello, kHello) + encodeFrame(MsgType::Chat, {{"text", "hi"}}));
        auto a = d.next();
        QVERIFY(a);
        QCOMPARE(a->type, MsgType::Hello);
        QCOMPARE(a->body, kHello);
        auto b = d.next();
        QVERIFY(b);
        QCOMPARE(b->type, MsgType::Chat);
        QVERIFY(!d.next());
        QVERIFY(!d.failed());
    }
    void oneByteAtATime()
    {
        const std::string bytes = encodeFrame(MsgType::Action, {{"seq", 3}, {"type", "endTurn"}, {"args", Json::object()}});
        FrameDecoder d(Direction::ToHost);
        int frames = 0;
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            d.feed(bytes.data() + i, 1);
            while (auto f = d.next()) {
                ++frames;
                QCOMPARE(i, bytes.size() - 1); // complete only with the last byte
                QCOMPARE(f->body.at("seq").get<int>(), 3);
            }
        }
        QCOMPARE(frames, 1);
        QVERIFY(!d.failed());
    }
    void truncatedWaits()
    {
        const std::string bytes = encodeFrame(MsgType::Hello, kHello);
        FrameDecoder d(Direction::ToHost);
        d.feed(bytes.substr(0, bytes.size() - 1));
        QVERIFY(!d.next());
        QVERIFY(!d.failed()); // a truncated frame is "not yet": the idle time-out closes it
        QCOMPARE(d.buffered(), bytes.size() - 1);
    }
    void malformed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        auto row = [](const char* name, const std::string& b, const char* reason) {
            QTest::newRow(name) << QByteArray::fromStdString(b) << QString::fromLatin1(reason);
        };
        row("oversized action header", header(0x03, 9000), "action frame of 9000 bytes is over its limit of 8192");
        row("oversized hello header", header(0x01, 0xffffffffu), "hello frame of 4294967295 bytes is over its limit");
        row("garbage type byte", "GET / HTTP/1.1\r\n\r\n", "unknown message type byte 0x47");
        row("zero type byte", std::string(8, '\0'), "unknown message type byte 0x00");
        row("host type sent to host", rawFrame(0x84, "{}"), "message type state may not be sent in this direction");
        row("not json", rawFrame(0x01, "{nope"), "hello frame is not valid JSON");
        row("bad utf8", rawFrame(0x04, "{\"text\":\"\xff\xfe\"}"), "chat frame is not valid JSON");
        row("not an object", rawFrame(0x01, "[1,2]"), "hello frame is not a JSON object");
        row("empty payload", rawFrame(0x05, ""), "ping frame is not valid JSON");
        row("deep nesting", rawFrame(0x03, std::string(100, '[') + std::string(100, ']')), "nests deeper than 64");
        row("hello without name", rawFrame(0x01, "{\"v\":1,\"role\":\"player\"}"), "hello: field \"name\" is missing");
        row("hello long name", rawFrame(0x01, Json{{"v", 1}, {"role", "player"}, {"name", std::string(41, 'x')}}.dump()),
            "hello: field \"name\" must be 1 to 40 bytes long");
        row("hello bad role", rawFrame(0x01, "{\"v\":1,\"role\":\"god\",\"name\":\"a\"}"), "hello: field \"role\" must be one of");
        row("hello unknown field", rawFrame(0x01, "{\"v\":1,\"role\":\"player\",\"name\":\"a\",\"x\":1}"),
            "hello: field \"x\" is not a field of this message");
        row("action seq zero", rawFrame(0x03, "{\"seq\":0,\"type\":\"endTurn\"}"),
            "action: field \"seq\" must be from 1 to");
        row("action seq string", rawFrame(0x03, "{\"seq\":\"1\",\"type\":\"endTurn\"}"),
            "action: field \"seq\" must be an integer");
        row("action args array", rawFrame(0x03, "{\"seq\":1,\"type\":\"endTurn\",\"args\":[]}"),
            "action: field \"args\" must be an object");
        row("action huge seat", rawFrame(0x03, "{\"seq\":1,\"type\":\"x\",\"seat\":99999999999999999999}"),
            "action: field \"seat\"");
        row("chat empty", rawFrame(0x04, "{\"text\":\"\"}"), "chat: field \"text\" must be 1 to 500 bytes long");
        row("ready not bool", rawFrame(0x02, "{\"ready\":1}"), "ready: field \"ready\" must be true or false");
        row("ready role a number", rawFrame(0x02, "{\"ready\":true,\"role\":3}"), "ready: field \"role\" must be a string");
        row("ready setup a list", rawFrame(0x02, "{\"ready\":true,\"setup\":[1]}"), "ready: field \"setup\" must be an object");
        // Protocol 4: a seat's stops.
        row("stops without mode", rawFrame(0x08, "{\"phases\":[]}"), "stops: field \"mode\" is missing");
        row("stops unknown mode", rawFrame(0x08, "{\"mode\":\"sometimes\"}"), "stops: field \"mode\" must be one of");
        row("stops phase a number", rawFrame(0x08, "{\"mode\":\"phases\",\"phases\":[\"main\",3]}"),
            "stops: field \"phases\" must hold strings 1 to 64 bytes long");
        row("stops too many phases", rawFrame(0x08, Json{{"mode", "phases"}, {"phases", Json(std::vector<std::string>(33, "p"))}}.dump()),
            "stops: field \"phases\" must hold at most 32 entries");
        row("stops unknown field", rawFrame(0x08, "{\"mode\":\"never\",\"seat\":1}"),
            "stops: field \"seat\" is not a field of this message");
        row("stops oversized", header(0x08, 5000), "stops frame of 5000 bytes is over its limit of 4096");
    }
    // Protocol 4: a seat's stops decode as sent.
    void stopsDecode()
    {
        for (const Json& body : {Json{{"mode", "never"}}, Json{{"mode", "phases"}, {"phases", {"main", "battle"}}},
                                 Json{{"mode", "always"}, {"phases", Json::array()}}}) {
            FrameDecoder d(Direction::ToHost);
            d.feed(encodeFrame(MsgType::Stops, body));
            const auto f = d.next();
            QVERIFY2(f && !d.failed(), d.error().c_str());
            QCOMPARE(f->body, body);
        }
    }
    // issue 13: a ready with a role and what the seat brings (or null) decodes.
    void readyCarriesRoleAndSetup()
    {
        for (const Json& body : {Json{{"ready", true}, {"role", "director"}, {"setup", {{"sheet", {{"str", 40}}}}}},
                                 Json{{"ready", false}, {"role", ""}, {"setup", nullptr}}}) {
            FrameDecoder d(Direction::ToHost);
            d.feed(encodeFrame(MsgType::Ready, body));
            const auto f = d.next();
            QVERIFY2(f && !d.failed(), d.error().c_str());
            QCOMPARE(f->body, body);
        }
    }
    void malformed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        FrameDecoder d(Direction::ToHost);
        d.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        QVERIFY(!d.next());
        QVERIFY(d.failed());
        QVERIFY2(QString::fromStdString(d.error()).contains(reason), d.error().c_str());
        // Sticky: good bytes after a failure are not decoded.
        d.feed(encodeFrame(MsgType::Hello, kHello));
        QVERIFY(!d.next());
    }
    void clientSideLimits()
    {
        FrameDecoder d(Direction::ToClient);
        d.feed(rawFrame(0x01, kHello.dump()));
        QVERIFY(!d.next());
        QVERIFY(QString::fromStdString(d.error()).contains("may not be sent in this direction"));
        FrameDecoder ok(Direction::ToClient);
        ok.feed(encodeFrame(MsgType::Refuse, {{"code", "full"}, {"text", "the game is full"}}));
        QVERIFY(ok.next());
    }
    void encoderRefusesOversized()
    {
        QVERIFY_THROWS_EXCEPTION(std::length_error,
                                 encodeFrame(MsgType::Chat, {{"text", std::string(5000, 'x')}}));
    }
    void everyTypeHasALimit()
    {
        int count = 0;
        for (int code = 0; code < 256; ++code)
            if (auto t = typeInfo(static_cast<std::uint8_t>(code))) {
                ++count;
                QVERIFY(t->maxPayload >= 64);
                QCOMPARE(typeInfoByName(t->name, t->direction)->type, t->type);
            }
        QCOMPARE(count, 18);
    }
    void commitment()
    {
        const QString salt = makeSalt();
        QCOMPARE(salt.size(), 32);
        QVERIFY(salt != makeSalt());
        const QString c = commitmentFor(42, salt);
        QCOMPARE(c.size(), 64);
        QCOMPARE(c, commitmentFor(42, salt));
        QVERIFY(c != commitmentFor(43, salt));
        QVERIFY(c != commitmentFor(42, makeSalt()));
        // Known answer, computed outside the code: printf 'tabletop-seed:1:ab' | sha256sum
        QCOMPARE(commitmentFor(1, QStringLiteral("ab")),
                 QStringLiteral("b5645785304ac7b85d8a0bdf7a7bbfd6d124114ec0e3497283cba26d688b34d0"));
    }
    // The end-of-game check each client runs: it passes on an honest reveal and catches each
    // kind of tampering.
    void verification()
    {
        const auto* rules = games::findRules("grimoire");
        core::MatchConfig cfg;
        cfg.game = "grimoire";
        cfg.seed = 77;
        session::MatchHost host(*rules, cfg);
        std::map<qint64, Json> views{{0, host.match().view(0)}};
        std::mt19937 pick(5);
        while (!host.match().outcome()) {
            const auto prompt = host.match().prompt();
            const auto legal = host.match().legalActions(prompt.seats.front());
            QVERIFY(!legal.empty());
            QVERIFY(host.submit(legal[pick() % legal.size()]).accepted);
            views[static_cast<qint64>(host.match().history().size())] = host.match().view(0);
        }
        const QString salt = makeSalt();
        const QString commitment = commitmentFor(77, salt);
        const Json reveal{{"seed", "77"}, {"salt", salt.toStdString()}, {"commitment", commitment.toStdString()},
                          {"record", host.match().record()}};
        const auto count = static_cast<qint64>(host.match().history().size());
        const Json log = host.logFor(0);
        QVERIFY(verifyReveal(reveal, commitment, 0, views, log, count).ok);

        Json badSalt = reveal;
        badSalt["salt"] = makeSalt().toStdString();
        QCOMPARE(verifyReveal(badSalt, commitment, 0, views, log, count).code, QStringLiteral("commitment"));
        // Another seed, honestly committed to, but the game was played with 77.
        Json otherSeed = reveal;
        otherSeed["seed"] = "78";
        QCOMPARE(verifyReveal(otherSeed, commitmentFor(78, salt), 0, views, log, count).code, QStringLiteral("seed"));
        Json badHash = reveal;
        badHash["record"]["actions"][3]["hash"] = "0000000000000000";
        QCOMPARE(verifyReveal(badHash, commitment, 0, views, log, count).code, QStringLiteral("replay"));
        auto otherViews = views;
        otherViews[5]["round"] = 99; // the host showed this seat something else after action 5
        const auto v = verifyReveal(reveal, commitment, 0, otherViews, log, count);
        QCOMPARE(v.code, QStringLiteral("view"));
        QVERIFY2(v.text.contains(QStringLiteral("after action 5")), qPrintable(v.text));
        Json otherLog = log;
        otherLog.push_back({{"type", "forged"}});
        QCOMPARE(verifyReveal(reveal, commitment, 0, views, otherLog, count).code, QStringLiteral("log"));
        QCOMPARE(verifyReveal(reveal, commitment, 0, views, log, count - 1).code, QStringLiteral("view"));
    }

    // Seeds from everyone (protocol 2): the derivation is exactly the documented hash, and the
    // verification catches a host that left out, or replaced, this seat's nonce.
    void seedFromEveryone()
    {
        const std::vector<QString> nonces{QStringLiteral("ab12"), QStringLiteral("")};
        const QByteArray digest =
            QCryptographicHash::hash("tabletop-game-seed:1234:ab12:", QCryptographicHash::Sha256);
        quint64 expected = 0;
        for (int i = 0; i < 8; ++i)
            expected = (expected << 8) | quint8(digest[i]);
        QCOMPARE(deriveSeed(1234, nonces), expected >> 1);
        QVERIFY(deriveSeed(1234, nonces) != deriveSeed(1234, {QStringLiteral("ab13"), QString()}));
        QVERIFY(isNonce(makeNonce()) && makeNonce() != makeNonce());
        QVERIFY(!isNonce(QStringLiteral("AB")) && !isNonce(QString()) && !isNonce(QStringLiteral("x:1")));

        const auto* rules = games::findRules("grimoire");
        const QString mine = makeNonce(), theirs = makeNonce();
        core::MatchConfig cfg;
        cfg.game = "grimoire";
        cfg.seed = deriveSeed(500, {mine, theirs});
        session::MatchHost host(*rules, cfg);
        std::map<qint64, Json> views{{0, host.match().view(0)}};
        const QString salt = makeSalt();
        const QString commitment = commitmentFor(500, salt);
        const Json reveal{{"seed", "500"},
                          {"salt", salt.toStdString()},
                          {"commitment", commitment.toStdString()},
                          {"nonces", {mine.toStdString(), theirs.toStdString()}},
                          {"record", host.match().record()}};
        const Json log = host.logFor(0);
        const auto v = verifyReveal(reveal, commitment, 0, views, log, 0, mine);
        QVERIFY2(v.ok, qPrintable(v.text));
        // Seat 1's check of its own nonce: the host used another one.
        QCOMPARE(verifyReveal(reveal, commitment, 1, views, host.logFor(1), 0, makeNonce()).code, QStringLiteral("nonce"));
        // A host that derives the seed from other nonces than it reveals.
        Json swapped = reveal;
        swapped["nonces"] = {theirs.toStdString(), mine.toStdString()};
        QCOMPARE(verifyReveal(swapped, commitment, 0, views, log, 0, mine).code, QStringLiteral("seed"));
        // A host that ignored the nonces and played its own seed.
        Json own = reveal;
        own["record"]["config"]["seed"] = 500;
        QVERIFY(!verifyReveal(own, commitment, 0, views, log, 0, mine).ok);
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
