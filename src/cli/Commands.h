#pragma once

#include <string>
#include <vector>

namespace tabletop::cli {

// Each command gets the words after its name and returns the exit code. They throw UsageError
// for command-line mistakes and RunError for problems found while running; main() prints those.
struct Command {
    const char* name;
    const char* summary;
    int (*run)(const std::vector<std::string>& words);
};

int runGames(const std::vector<std::string>& words);
int runRandom(const std::vector<std::string>& words);
int runPlay(const std::vector<std::string>& words);
int runReplay(const std::vector<std::string>& words);
int runDemo(const std::vector<std::string>& words);
int runScenario(const std::vector<std::string>& words);
int runDeck(const std::vector<std::string>& words);
int runHost(const std::vector<std::string>& words);
int runJoin(const std::vector<std::string>& words);
int runDiscover(const std::vector<std::string>& words);

const std::vector<Command>& commands();

// Prints `text` and returns true when the words ask for --help (or -h).
bool helpRequested(const std::vector<std::string>& words, const char* text);

} // namespace tabletop::cli
