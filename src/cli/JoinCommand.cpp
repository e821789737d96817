#include "Commands.h"
#include "Common.h"
#include "StdinLines.h"

#include "net/LanClient.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp =
    "Usage: tabletop-cli join <address> [--port P] --name NAME [--password X] [--spectator]\n"
    "                         [--token-file FILE] [--record FILE] [--no-ready]\n"
    "                         [--role ROLE] [--setup JSON|FILE] [--nonce HEX]\n"
    "\n"
    "Joins a LAN game (docs/protocol.md) and plays one seat over JSON lines. Every message from\n"
    "the host is printed as one line, {\"msg\":<type>, ...}: welcome, lobby, state (this seat's\n"
    "view, prompt, legal actions, log, outcome, who the game waits for), result, chatLine,\n"
    "reveal, goodbye; plus local ones: failed {code,text}, disconnected {reason,reconnecting},\n"
    "verification {ok,code,text} after the reveal.\n"
    "\n"
    "Reads one line per input on stdin:\n"
    "  {\"type\":\"acquire\",\"args\":{...}}   an action for this seat (\"seat\" may be given; the host\n"
    "                                     refuses any other seat than yours)\n"
    "  {\"cmd\":\"chat\",\"text\":\"hi\"}   {\"cmd\":\"ready\",\"ready\":true}   {\"cmd\":\"state\"}   {\"cmd\":\"quit\"}\n"
    "  {\"cmd\":\"stops\",\"mode\":\"never\"}   when the host asks this seat about reactions: \"always\",\n"
    "                                     \"never\", or \"phases\" with \"phases\":[...] (the game's stop phases)\n"
    "\n"
    "  --port P           the host's port (default 47474)\n"
    "  --name NAME        your name (1 to 40 bytes)\n"
    "  --password X       the game's password\n"
    "  --spectator        watch: public information only\n"
    "  --token-file FILE  keep the seat's token here, so a restarted client gets its seat back\n"
    "  --record FILE      append every byte received to FILE (tests, debugging)\n"
    "  --no-ready         do not mark ready in the lobby (send {\"cmd\":\"ready\"} later)\n"
    "  --role ROLE        the role to play, for games with roles (else the rules' default for the seat)\n"
    "  --setup JSON|FILE  what the seat brings ({\"sheet\": ...}), sent with ready; the host checks\n"
    "                     role and setup with the rules and answers a refusal naming the problem\n"
    "  --nonce HEX        this seat's share of the game's seed (1-64 lowercase hex digits) instead of\n"
    "                     a fresh random one: with the host's --seed it replays the same game (tests)\n"
    "  --connect-timeout MS, --reconnect-for MS   (defaults 5000, 60000)\n"
    "\n"
    "Exit codes: 0 the game ended and the seed reveal verified (or you quit), 1 could not join,\n"
    "the connection was lost for good or the verification failed, 2 bad command line.\n";

void printLine(const core::Json& j)
{
    std::fputs((j.dump(-1, ' ', false, core::Json::error_handler_t::replace) + "\n").c_str(), stdout);
    std::fflush(stdout);
}

core::Json tagged(const char* msg, core::Json body)
{
    core::Json out{{"msg", msg}};
    out.update(body);
    return out;
}
} // namespace

int runJoin(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"port", "name", "password", "token-file", "record", "connect-timeout", "reconnect-for", "role",
                      "setup", "nonce"},
              {"spectator", "no-ready"});
    if (args.positionals().size() != 1)
        throw UsageError("which host? (e.g. tabletop-cli join 192.168.1.20 --port 47474 --name Ann)");
    net::ClientOptions options;
    options.host = QString::fromStdString(args.positionals().front());
    options.port = static_cast<quint16>(args.intValue("port", 47474, 1, 65535));
    options.name = QString::fromStdString(args.value("name").value_or("")).trimmed();
    if (options.name.isEmpty() || options.name.toUtf8().size() > int(net::kMaxNameLength))
        throw UsageError("--name: give a name of 1 to 40 bytes");
    options.password = QString::fromStdString(args.value("password").value_or(""));
    options.spectator = args.flag("spectator");
    options.recordPath = QString::fromStdString(args.value("record").value_or(""));
    options.connectTimeoutMs = args.intValue("connect-timeout", 5000, 100, 600000);
    options.reconnectForMs = args.intValue("reconnect-for", 60000, 0, 3600000);
    options.nonce = QString::fromStdString(args.value("nonce").value_or(""));
    if (args.has("nonce") && !net::isNonce(options.nonce))
        throw UsageError("--nonce: give 1 to 64 lowercase hex digits");
    const QString tokenFile = QString::fromStdString(args.value("token-file").value_or(""));
    const bool autoReady = !args.flag("no-ready");
    // The role and what the seat brings, sent with ready (checked by the host against the rules).
    core::Json choice = core::Json::object();
    if (args.has("role"))
        choice["role"] = *args.value("role");
    if (args.has("setup")) {
        const std::string w = *args.value("setup");
        if (!w.empty() && (w.front() == '{' || w.front() == '[')) { // JSON; anything else names a file
            try {
                choice["setup"] = core::Json::parse(w);
            } catch (const core::Json::exception& e) { // parse_error, or out_of_range for 1e309
                throw UsageError("--setup: not valid JSON: " + std::string(e.what()));
            }
        } else {
            choice["setup"] = readJsonFile(w);
        }
        if (!choice["setup"].is_object())
            throw UsageError("--setup: give a JSON object of what the seat brings, e.g. {\"sheet\": {...}}");
    }

    int argc = 1;
    char name[] = "tabletop-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    if (!tokenFile.isEmpty()) {
        QFile f(tokenFile);
        if (f.open(QIODevice::ReadOnly))
            options.token = QString::fromLatin1(f.readAll()).trimmed();
    }
    net::LanClient client(options);
    // The first reason to stop decides the exit code (leaving also reports the closed connection).
    bool stopping = false;
    auto finish = [&stopping](int code) {
        if (!stopping) {
            stopping = true;
            QCoreApplication::exit(code);
        }
    };
    QObject::connect(&client, &net::LanClient::failed, [&](const QString& code, const QString& text) {
        printLine({{"msg", "failed"}, {"code", code.toStdString()}, {"text", text.toStdString()}});
        finish(kExitFailed);
    });
    QObject::connect(&client, &net::LanClient::welcomed, [&](const core::Json& w) {
        printLine(tagged("welcome", w));
        if (!tokenFile.isEmpty() && !w.at("token").get<std::string>().empty()) {
            QSaveFile f(tokenFile);
            if (f.open(QIODevice::WriteOnly)) {
                f.write(QByteArray::fromStdString(w.at("token").get<std::string>()));
                f.commit();
            }
        }
    });
    bool readySent = false; // once per connection: lobby updates may arrive before the host has it
    QObject::connect(&client, &net::LanClient::welcomed, [&] { readySent = false; });
    QObject::connect(&client, &net::LanClient::lobbyReceived, [&](const core::Json& l) {
        printLine(tagged("lobby", l));
        if (!autoReady || readySent || !client.seat() || l.at("started").get<bool>())
            return;
        const auto& seat = l.at("seats").at(static_cast<std::size_t>(*client.seat()));
        if (!seat.at("ready").get<bool>() && seat.at("deck").is_null()) {
            client.setReady(true, nullptr, choice);
            readySent = true;
        }
    });
    QObject::connect(&client, &net::LanClient::stateReceived, [](const core::Json& s) { printLine(tagged("state", s)); });
    QObject::connect(&client, &net::LanClient::resultReceived, [](const core::Json& r) { printLine(tagged("result", r)); });
    QObject::connect(&client, &net::LanClient::chatReceived, [](const core::Json& c) { printLine(tagged("chatLine", c)); });
    QObject::connect(&client, &net::LanClient::revealReceived,
                     [&](const core::Json& r, const net::Verification& v) {
                         printLine(tagged("reveal", r));
                         printLine({{"msg", "verification"},
                                    {"ok", v.ok},
                                    {"code", v.code.toStdString()},
                                    {"text", v.text.toStdString()}});
                         finish(v.ok ? kExitOk : kExitFailed);
                         client.leave(QStringLiteral("game over"));
                     });
    QObject::connect(&client, &net::LanClient::goodbye, [&](const QString& code, const QString& text) {
        printLine({{"msg", "goodbye"}, {"code", code.toStdString()}, {"text", text.toStdString()}});
        finish(kExitOk);
    });
    QObject::connect(&client, &net::LanClient::disconnected, [&](const QString& reason, bool reconnecting) {
        printLine({{"msg", "disconnected"}, {"reason", reason.toStdString()}, {"reconnecting", reconnecting}});
        if (!reconnecting)
            finish(kExitFailed);
    });

    StdinLines input;
    QObject::connect(&input, &StdinLines::line, [&](const QString& text, int number) {
        if (text.trimmed().isEmpty())
            return;
        auto bad = [number](const std::string& why) {
            printLine({{"msg", "error"}, {"text", "line " + std::to_string(number) + ": " + why}});
        };
        const core::Json j = core::Json::parse(text.toStdString(), nullptr, false);
        if (j.is_discarded() || !j.is_object())
            return bad("not a JSON object");
        if (j.contains("cmd")) {
            const std::string cmd = j.value("cmd", "");
            if (cmd == "chat" && j.contains("text") && j["text"].is_string())
                client.sendChat(QString::fromStdString(j["text"].get<std::string>()));
            else if (cmd == "ready") {
                core::Json c = choice;
                if (j.contains("role"))
                    c["role"] = j["role"];
                if (j.contains("setup"))
                    c["setup"] = j["setup"];
                client.setReady(j.value("ready", true), j.value("deck", core::Json()), c);
            }
            else if (cmd == "stops") {
                // When this seat wants to be asked about optional answers (protocol 4).
                core::Json body{{"mode", j.value("mode", core::Json())}};
                if (j.contains("phases"))
                    body["phases"] = j["phases"];
                if (const std::string why = net::validateMessage(net::MsgType::Stops, body); !why.empty())
                    return bad(why);
                if (options.spectator)
                    return bad("a spectator is never asked: stops are a seat's");
                client.setStops(body); // kept, and sent again after a reconnect
            } else if (cmd == "state")
                printLine(tagged("state", client.state().is_null() ? core::Json::object() : client.state()));
            else if (cmd == "quit") {
                finish(kExitOk);
                client.leave(QStringLiteral("quit"));
            } else
                bad("unknown cmd (chat, ready, stops, state, quit)");
            return;
        }
        if (!j.contains("type") || !j["type"].is_string())
            return bad("an action needs \"type\" (a string)");
        if (j.contains("seat") && !j["seat"].is_number_integer())
            return bad("\"seat\" must be a whole number");
        std::optional<int> seat;
        if (j.contains("seat"))
            seat = j["seat"].get<int>();
        if (client.sendAction(j["type"].get<std::string>(), j.value("args", core::Json::object()), seat) == 0)
            bad("not connected");
    });
    input.start();
    client.connectToHost();
    return app.exec();
}

} // namespace tabletop::cli
