#include "Commands.h"
#include "Common.h"

#include "catalog/CardFiles.h"
#include "catalog/DeckCheck.h"
#include "games/Registry.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace tabletop::cli {

namespace {
const char* kHelp = "Usage: tabletop-cli deck check <game> FILE [--cards DIR]\n"
                    "\n"
                    "Reads a deck list (docs/cards.md; FILE \"-\" reads stdin) and checks it against the game's\n"
                    "cards and deck rules, with the same checks and sentences as the deck builder. Prints each\n"
                    "problem on its own line, or that the deck is legal. A FILE whose text starts with \"{\" is\n"
                    "read as a deck in JSON ({\"game\", \"name\", \"sections\": {\"main\": [{\"name\", \"count\"}]}}),\n"
                    "the form saves, configs and the LAN lobby use; its shape is checked first.\n"
                    "\n"
                    "  --cards DIR  the cards folder (default: $TABLETOP_CARDS_DIR, the installed one, or the\n"
                    "               source tree's cards/)\n"
                    "\n"
                    "Exit codes: 0 legal; 1 illegal, unreadable, or the game has no deck rules yet; 2 usage.\n";

std::filesystem::path exeDir()
{
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : self.parent_path();
}

std::string readAll(const std::string& path)
{
    if (path == "-")
        return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw RunError("cannot read \"" + path + "\"");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
} // namespace

int runDeck(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"cards"}, {});
    const auto& pos = args.positionals();
    if (pos.empty() || pos.front() != "check")
        throw UsageError(pos.empty() ? "expected \"check\"" : "unknown deck command \"" + pos.front() + "\"");
    if (pos.size() != 3)
        throw UsageError("expected: deck check <game> FILE");
    const std::string& game = pos[1];
    const std::string& file = pos[2];

    const std::filesystem::path root = args.value("cards") ? std::filesystem::path(*args.value("cards"))
                                                           : catalog::findCardsRoot(exeDir());
    std::error_code ec;
    if (root.empty() || !std::filesystem::is_directory(root / game, ec)) {
        std::string known;
        for (const auto& g : catalog::listCardGames(root))
            known += (known.empty() ? "" : ", ") + g;
        throw UsageError("no cards for \"" + game + "\" in " + (root.empty() ? std::string("(no cards folder)")
                                                                             : root.string())
                         + " (games with cards: " + (known.empty() ? "none" : known) + ")");
    }
    const catalog::GameCards cards = catalog::loadGameCards(root, game);
    for (const auto& issue : cards.issues)
        std::fprintf(stderr, "warning: %s\n", issue.text().c_str());

    const std::string text = readAll(file);
    const auto start = text.find_first_not_of(" \t\r\n");
    catalog::DeckReport report;
    if (start != std::string::npos && text[start] == '{') {
        const core::Json json = core::Json::parse(text, nullptr, false);
        if (json.is_discarded())
            throw RunError("\"" + file + "\" starts with \"{\" but is not valid JSON");
        report = catalog::checkDeckJson(json, games::findRules(game), catalog::deckShapeOf(cards));
    } else {
        report = catalog::checkDeckText(text, cards, games::findRules(game));
    }
    for (const auto& s : report.sentences())
        std::printf("%s: %s\n", file.c_str(), s.c_str());
    // The deck's count is its first section (where unsectioned lines go: Neo-Tokyo's "main",
    // whose 30 cards never include the Consummation card); other sections are named apart.
    const std::string first = cards.deckSections.empty() ? std::string("main") : cards.deckSections.front();
    const int total = report.deck.total(first);
    std::string others;
    for (const auto& s : report.deck.sections)
        if (s.name != first && report.deck.total(s.name) > 0)
            others += "; " + s.name + ": " + std::to_string(report.deck.total(s.name));
    if (!report.rulesAvailable) {
        std::printf("%s: cannot check the deck rules: %s has no deck rules yet\n", file.c_str(), game.c_str());
        return kExitFailed;
    }
    if (!report.legal()) {
        std::size_t problems = report.listProblems.size() + report.ruleProblems.size();
        for (const auto& m : report.ruleProblems)
            if (m.id == "deck.shape.more") // "and N more problems": N, not one
                problems += m.args.value("count", std::size_t(1)) - 1;
        std::printf("%s: illegal deck (%zu problem%s)\n", file.c_str(), problems, problems == 1 ? "" : "s");
        return kExitFailed;
    }
    std::printf("%s: legal deck (%d cards%s)\n", file.c_str(), total, others.c_str());
    return kExitOk;
}

} // namespace tabletop::cli
