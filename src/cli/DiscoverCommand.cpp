#include "Commands.h"
#include "Common.h"

#include "net/Discovery.h"

#include <QCoreApplication>
#include <QTimer>
#include <cstdio>

namespace tabletop::cli {

namespace {
const char* kHelp =
    "Usage: tabletop-cli discover [--seconds N] [--discovery-port P]\n"
    "\n"
    "Listens for LAN games announced by hosts (the app, or `tabletop-cli host --announce NAME`)\n"
    "for N seconds (default 3) and prints one JSON line per game found:\n"
    "  {\"address\":\"192.168.1.20\",\"port\":47474,\"name\":...,\"game\":...,\"seats\":2,\"taken\":1,\n"
    "   \"started\":false,\"password\":false}\n"
    "\n"
    "Exit codes: 0 listened (even when nothing was found), 1 could not listen.\n";
} // namespace

int runDiscover(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"seconds", "discovery-port"}, {});
    if (!args.positionals().empty())
        throw UsageError("discover takes no game or address");
    const int seconds = args.intValue("seconds", 3, 1, 3600);
    const int port = args.intValue("discovery-port", net::kDiscoveryPort, 1, 65535);
    int argc = 1;
    char name[] = "tabletop-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    net::DiscoveryBrowser browser;
    if (!browser.start(static_cast<quint16>(port), seconds * 1000 + 1000))
        throw RunError("cannot listen on UDP port " + std::to_string(port));
    QTimer::singleShot(seconds * 1000, &app, [&] {
        for (const auto& h : browser.hosts()) {
            core::Json line = h.info;
            line.erase("tabletop");
            line.erase("v");
            line["address"] = h.address.toStdString();
            std::printf("%s\n", line.dump().c_str());
        }
        std::fflush(stdout);
        QCoreApplication::exit(kExitOk);
    });
    return app.exec();
}

} // namespace tabletop::cli
