#include "Commands.h"
#include "Common.h"
#include "PlaySession.h"

#include "catalog/DeckList.h"
#include "core/DeckShape.h"
#include "games/Registry.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <iostream>
#include <memory>
#include <string>

namespace tabletop::cli {

namespace {
const char* kHelp =
    "Usage: tabletop-cli play <game> --seats K --seed S [--scenario FILE] [--option NAME=VALUE]...\n"
    "                         [--names A,B] [--deck FILE]... [--role ROLE]... [--setup JSON|FILE]...\n"
    "                         [--save FILE] [--bot SEAT=LEVEL]...\n"
    "\n"
    "Plays one game over JSON lines: one request per stdin line, exactly one reply line on stdout\n"
    "(flushed at once). Blank lines are ignored. The session ends at end of input.\n"
    "\n"
    "  Action:   {\"seat\":0,\"type\":\"acquire\",\"args\":{...}}\n"
    "            -> {\"ok\":true,\"events\":[...what that seat may see...],\"hash\":\"...\"}\n"
    "            or {\"ok\":false,\"error\":{\"id\":...,\"text\":...,\"rule\":...,\"args\":{...}}}\n"
    "  Requests: {\"cmd\":\"prompt\"}             -> {\"ok\":true,\"prompt\":{...}}\n"
    "            {\"cmd\":\"legal\",\"seat\":0}     -> {\"ok\":true,\"seat\":0,\"legal\":[actions]}\n"
    "            {\"cmd\":\"view\",\"seat\":0}      -> {\"ok\":true,\"seat\":0,\"view\":{...}}  (\"seat\":null: "
    "spectator)\n"
    "            {\"cmd\":\"outcome\"}            -> {\"ok\":true,\"outcome\":null or {...}}\n"
    "            {\"cmd\":\"record\"}             -> {\"ok\":true,\"record\":{...}}  (the save file)\n"
    "            {\"cmd\":\"undo\"}               -> {\"ok\":true,\"undone\":true,\"actions\":N,\"hash\":...}\n"
    "  Bad JSON or an unknown cmd -> {\"ok\":false,\"error\":{\"id\":\"cli.badInput\",\"text\":\"line 3: ...\"}}\n"
    "\n"
    "  --seats K        seats (default: the game's minimum)\n"
    "  --seed S         the seed that decides every shuffle (default 0)\n"
    "  --scenario FILE  start from a scenario's config and position (docs/scenarios.md) and play its\n"
    "                   steps first; --seats/--seed/--option/--names given here override its config\n"
    "  --option N=V     a house rule (see `tabletop-cli games`); V is read as JSON when it parses\n"
    "  --names A,B      seat names, one per seat\n"
    "  --deck FILE      a deck for the next seat (repeat: first for seat 1, ...), as a deck list or\n"
    "                   deck JSON (docs/cards.md); checked like `deck check` before the game starts;\n"
    "                   seats without one play the game's starter decks\n"
    "  --role ROLE      the role of the next seat (repeat once per seat, first for seat 1), for games\n"
    "                   with roles (`tabletop-cli games` lists them); default: the game's order\n"
    "  --setup X        what the next seat brings (repeat: first for seat 1): a JSON object such as\n"
    "                   {\"sheet\":{...}}, inline or in a file; the kinds each role brings are listed\n"
    "                   by `tabletop-cli games`\n"
    "  --save FILE      at end of input, write the game record to FILE (atomically)\n"
    "  --bot SEAT=LEVEL the computer plays seat SEAT (from 1) at LEVEL (easy, normal, hard): when the\n"
    "                   prompt names it, it moves by itself, and the next reply lists its moves under\n"
    "                   \"bots\": [{\"seat\":1,\"action\":{...}}]; --bots LEVEL: every other seat\n"
    "\n"
    "Exit codes: 0 session ended (refused actions do not change this), 1 could not save, the\n"
    "scenario's steps failed or a deck is unreadable or illegal, 2 bad command line.\n";

// A deck file given with --deck: deck JSON when its text starts with "{", else a deck list read
// with the game's built-in sections and card names. RunError when it cannot be read.
core::Json readDeckFile(const std::string& path, const std::string& game)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw RunError("--deck: cannot read \"" + path + "\"");
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{') {
        core::Json json = core::Json::parse(text, nullptr, false);
        if (json.is_discarded())
            throw RunError("--deck: \"" + path + "\" starts with \"{\" but is not valid JSON");
        return json;
    }
    const core::DeckShape shape = games::deckShape(game);
    const auto parsed = catalog::parseDeckList(text, game, shape.cardNames, shape.sections);
    if (!parsed.problems.empty()) {
        std::string all;
        for (const auto& p : parsed.problems)
            all += "\n" + path + ": " + p.text;
        throw RunError("--deck: \"" + path + "\" has lines that cannot be read:" + all);
    }
    return parsed.deck.toJson();
}

// The one gate for every deck before the game's setup counts it (shape, then the deck rules).
void checkDecks(const core::GameRules& rules, const core::Json& decks, const std::vector<std::string>& files)
{
    if (decks.is_null())
        return;
    if (!decks.is_array())
        throw RunError("the config's \"decks\" must be a list, one deck (or null) per seat");
    for (std::size_t seat = 0; seat < decks.size(); ++seat) {
        if (decks[seat].is_null())
            continue;
        const auto problems = games::checkDeck(rules, decks[seat]);
        if (problems.empty())
            continue;
        const std::string where = seat < files.size() ? files[seat] : "deck of seat " + std::to_string(seat + 1);
        std::string all;
        for (const auto& m : problems)
            all += "\n" + where + ": " + m.text;
        throw RunError("the deck of seat " + std::to_string(seat + 1) + " is not legal:" + all);
    }
}

void playScenarioSteps(core::Match& match, const core::Json& steps, const std::string& file)
{
    if (steps.is_null())
        return;
    if (!steps.is_array())
        throw RunError("scenario \"" + file + "\": field \"steps\" must be an array");
    int index = 0;
    for (const auto& step : steps) {
        ++index;
        const std::string where = "scenario \"" + file + "\" step " + std::to_string(index);
        if (!step.is_object() || !step.contains("action"))
            throw RunError(where + ": no \"action\" field");
        core::Action action;
        try {
            action = core::Action::fromJson(step["action"]);
        } catch (const std::invalid_argument& e) {
            throw RunError(where + ": " + e.what());
        }
        const bool shouldAccept = step.value("expect", "accepted") != "refused";
        const core::Result r = match.submit(action);
        if (r.accepted != shouldAccept)
            throw RunError(where + " " + action.toJson().dump() +
                           (r.accepted ? " was accepted but should be refused" : " was refused: " + r.refusal.text));
    }
}
} // namespace

int runPlay(const std::vector<std::string>& words)
{
    if (helpRequested(words, kHelp))
        return kExitOk;
    Args args(words, {"seats", "seed", "scenario", "option", "names", "deck", "save", "role", "setup", "bot", "bots"}, {});
    if (args.positionals().size() != 1)
        throw UsageError(args.positionals().empty()
                             ? whichGame("play", "--seats 2 --seed 1")
                             : "expected one game id, got " + std::to_string(args.positionals().size()) + " words");
    const std::string gameId = args.positionals().front();
    const core::GameRules& rules = playableRules(gameId);
    const core::GameInfo info = rules.info();

    core::MatchConfig config;
    core::Json position;
    core::Json steps;
    const auto scenarioFile = args.value("scenario");
    if (scenarioFile) {
        const core::Json scenario = readJsonFile(*scenarioFile);
        if (!scenario.is_object() || !scenario.contains("config"))
            throw RunError("scenario \"" + *scenarioFile + "\": field \"config\" missing");
        try {
            config = core::MatchConfig::fromJson(scenario["config"]);
        } catch (const std::invalid_argument& e) {
            throw RunError("scenario \"" + *scenarioFile + "\": " + e.what());
        }
        if (config.game != gameId)
            throw UsageError("scenario \"" + *scenarioFile + "\" is for game \"" + config.game + "\", not \"" + gameId +
                             "\"");
        position = scenario.value("position", core::Json());
        if (!position.is_null() && !position.is_object())
            throw RunError("scenario \"" + *scenarioFile + "\": field \"position\" must be an object");
        steps = scenario.value("steps", core::Json());
    } else {
        config.game = gameId;
        config.seats = info.minSeats;
    }
    if (args.has("seats"))
        config.seats = seatCount(args, info);
    if (args.has("seed"))
        config.seed = args.seedValue("seed", 0);
    if (args.has("option")) {
        // Kept in a variable: items() of a temporary would dangle inside the loop.
        const core::Json given = parseOptions(args.values("option"), info);
        for (const auto& [name, value] : given.items())
            config.options[name] = value;
    }
    if (auto names = args.value("names"))
        config.seatNames = parseNames(*names, config.seats);
    applyRolesAndSetup(args, info, config);

    std::vector<std::string> deckFiles;
    if (args.has("deck")) {
        if (!rules.usesDecks())
            throw UsageError("--deck: " + gameId + " does not use decks");
        deckFiles = args.values("deck");
        if (static_cast<int>(deckFiles.size()) > config.seats)
            throw UsageError("--deck given " + std::to_string(deckFiles.size()) + " times for " +
                             std::to_string(config.seats) + " seats");
        config.decks = core::Json::array();
        for (const auto& f : deckFiles)
            config.decks.push_back(readDeckFile(f, gameId));
    }
    if (!scenarioFile || args.has("deck"))
        checkDecks(rules, config.decks, deckFiles);
    else
        try {
            checkDecks(rules, config.decks, {});
        } catch (const RunError& e) {
            throw RunError("scenario \"" + *scenarioFile + "\": " + e.what());
        }

    // Found out now rather than after a whole game: the folder the record will be written to.
    if (auto save = args.value("save")) {
        const std::filesystem::path parent = std::filesystem::path(*save).parent_path();
        if (!parent.empty() && !std::filesystem::is_directory(parent))
            throw UsageError("--save: folder \"" + parent.string() + "\" does not exist");
    }

    std::unique_ptr<core::Match> match;
    try {
        match = std::make_unique<core::Match>(rules, config, position);
    } catch (const std::invalid_argument& e) {
        if (scenarioFile)
            throw RunError("scenario \"" + *scenarioFile + "\": " + e.what());
        throw UsageError(e.what());
    }
    if (scenarioFile)
        playScenarioSteps(*match, steps, *scenarioFile);

    PlaySession session(*match);
    session.setBots(parseBots(args, match->config().seats), match->config().seed);
    std::ios::sync_with_stdio(false);
    std::string line;
    int lineNumber = 0;
    while (std::getline(std::cin, line)) {
        ++lineNumber;
        if (auto reply = session.handleLine(line, lineNumber)) {
            std::cout << *reply << '\n';
            std::cout.flush();
        }
    }
    if (auto save = args.value("save"))
        writeFileAtomically(*save, match->record().dump(2) + "\n");
    return kExitOk;
}

} // namespace tabletop::cli
