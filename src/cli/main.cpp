// tabletop-cli: the headless front end. Plays, checks and replays games with no display, for
// scripts, tests and machines without a screen. See docs/cli.md.
#include "Args.h"
#include "Commands.h"
#include "Common.h"

#include <cstdio>
#include <cstring>
#include <exception>

#ifndef TABLETOP_VERSION
#define TABLETOP_VERSION "unknown"
#endif

namespace tabletop::cli {

const std::vector<Command>& commands()
{
    static const std::vector<Command> list{
        {"games", "list the games and whether they can be played yet", runGames},
        {"random", "play many seeded games of random legal actions, checking invariants", runRandom},
        {"play", "play one game over JSON lines on stdin/stdout", runPlay},
        {"replay", "replay a saved game record, checking every state hash", runReplay},
        {"demo", "watch bots play one game, as a readable log", runDemo},
        {"scenario", "run scenario files and report PASS or FAIL", runScenario},
        {"deck", "check a deck list against the game's cards and deck rules", runDeck},
        {"host", "host a LAN game (docs/protocol.md)", runHost},
        {"join", "join a LAN game and play one seat over JSON lines", runJoin},
        {"discover", "list the LAN games announced nearby", runDiscover},
    };
    return list;
}

bool helpRequested(const std::vector<std::string>& words, const char* text)
{
    for (const auto& w : words) {
        if (w == "--")
            break;
        if (w == "--help" || w == "-h") {
            std::fputs(text, stdout);
            return true;
        }
    }
    return false;
}

} // namespace tabletop::cli

namespace {

void printUsage(std::FILE* out)
{
    std::fputs("Usage: tabletop-cli <command> [arguments]\n"
               "       tabletop-cli <command> --help\n"
               "\n"
               "Commands:\n",
               out);
    for (const auto& c : tabletop::cli::commands())
        std::fprintf(out, "  %-9s %s\n", c.name, c.summary);
    std::fputs("\n"
               "Options:\n"
               "  --help     show this help\n"
               "  --version  show the version\n"
               "\n"
               "Exit codes: 0 success, 1 a problem was found (or a file is bad), 2 the command line is wrong.\n",
               out);
}

} // namespace

int main(int argc, char* argv[])
{
    using namespace tabletop::cli;
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty()) {
        printUsage(stderr);
        return kExitUsage;
    }
    const std::string first = words.front();
    if (first == "--help" || first == "-h" || first == "help") {
        printUsage(stdout);
        return kExitOk;
    }
    if (first == "--version") {
        std::printf("tabletop-cli %s\n", TABLETOP_VERSION);
        return kExitOk;
    }
    const Command* command = nullptr;
    for (const auto& c : commands())
        if (first == c.name)
            command = &c;
    if (!command) {
        std::fprintf(stderr, "tabletop-cli: unknown command \"%s\"\n\n", first.c_str());
        printUsage(stderr);
        return kExitUsage;
    }
    words.erase(words.begin());
    try {
        return command->run(words);
    } catch (const UsageError& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "tabletop-cli %s: %s\n(see: tabletop-cli %s --help)\n", command->name, e.what(),
                     command->name);
        return kExitUsage;
    } catch (const RunError& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "tabletop-cli %s: %s\n", command->name, e.what());
        return kExitFailed;
    } catch (const std::exception& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "tabletop-cli %s: internal error: %s\n", command->name, e.what());
        return kExitFailed;
    }
}
