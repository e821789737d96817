#include "Common.h"

#include "games/Registry.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

namespace tabletop::cli {

using core::Json;

const core::GameRules& playableRules(const std::string& id)
{
    const games::GameEntry* entry = games::findGame(id);
    if (!entry) {
        std::string known;
        for (const auto& g : games::allGames())
            known += (known.empty() ? "" : ", ") + g.info.id;
        throw UsageError("unknown game \"" + id + "\" (known games: " + known + ")");
    }
    if (!entry->rules || !entry->info.playable) {
        std::string playable;
        for (const auto& g : games::allGames())
            if (g.rules && g.info.playable)
                playable += (playable.empty() ? "" : ", ") + g.info.id;
        throw UsageError("game \"" + id + "\" (" + entry->info.title + ") is not yet playable (playable: " +
                         (playable.empty() ? std::string("none") : playable) + ")");
    }
    return *entry->rules;
}

std::string whichGame(const std::string& command, const std::string& flags)
{
    std::string playable;
    for (const auto& g : games::allGames())
        if (g.rules && g.info.playable)
            playable += (playable.empty() ? "" : ", ") + g.info.id;
    const std::string example = playable.substr(0, playable.find(','));
    return "which game? (e.g. tabletop-cli " + command + " " + example + " " + flags + "; playable: " + playable + ")";
}

Json parseOptions(const std::vector<std::string>& words, const core::GameInfo& info)
{
    Json options = Json::object();
    for (const auto& word : words) {
        const auto eq = word.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("--option \"" + word + "\": expected NAME=VALUE");
        const std::string name = word.substr(0, eq);
        const std::string text = word.substr(eq + 1);
        const core::OptionInfo* declared = nullptr;
        for (const auto& o : info.options)
            if (o.name == name)
                declared = &o;
        if (!declared) {
            std::string known;
            for (const auto& o : info.options)
                known += (known.empty() ? "" : ", ") + o.name;
            throw UsageError("--option " + name + ": " + info.id +
                             " has no such option (options: " + (known.empty() ? std::string("none") : known) + ")");
        }
        Json value = Json::parse(text, nullptr, /*allow_exceptions=*/false);
        if (value.is_discarded())
            value = text;
        // An option that takes content (a whole map) takes it inline, from a file, or by the name
        // of one the user saved in the app's data folder; the config then carries the content.
        if (!declared->contentFolder.empty() && !value.is_object() && value.is_string()
            && std::find(declared->choices.begin(), declared->choices.end(), value) == declared->choices.end())
            value = readOptionContent(info.id, *declared, text);
        if (value.is_object() && !declared->contentFolder.empty()) {
            const core::GameRules& rules = playableRules(info.id);
            try {
                value = rules.optionContent(name, value);
            } catch (const std::exception& e) {
                throw UsageError("--option " + name + ": " + e.what());
            }
        } else if (declared->choices.is_array() && !declared->choices.empty()) {
            bool allowed = false;
            for (const auto& c : declared->choices)
                allowed = allowed || c == value;
            if (!allowed)
                throw UsageError("--option " + name + ": " + value.dump() + " is not one of " +
                                 declared->choices.dump());
        }
        options[name] = value;
    }
    return options;
}

Json readOptionContent(const std::string& game, const core::OptionInfo& option, const std::string& text)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_regular_file(fs::path(text), ec))
        return readJsonFile(text);
    const std::string saved = userDataFolder() + "/" + option.contentFolder + "/" + game + "/" + text + ".json";
    const bool plainName = !text.empty() && text.find_first_of("/\\") == std::string::npos && text.front() != '.';
    if (plainName && fs::is_regular_file(fs::path(saved), ec))
        return readJsonFile(saved);
    throw UsageError("--option " + option.name + "=" + text + ": not one of " + option.choices.dump() +
                     ", no such file, and no saved one at \"" + saved + "\"");
}

int seatCount(const Args& args, const core::GameInfo& info)
{
    return args.intValue("seats", info.minSeats, info.minSeats, info.maxSeats);
}

std::vector<std::string> parseNames(const std::string& text, int seats)
{
    std::vector<std::string> names;
    std::stringstream in(text);
    std::string name;
    while (std::getline(in, name, ','))
        names.push_back(name);
    if (!text.empty() && text.back() == ',')
        names.emplace_back();
    if (static_cast<int>(names.size()) != seats)
        throw UsageError("--names: " + std::to_string(names.size()) + " names for " + std::to_string(seats) + " seats");
    for (const auto& n : names)
        if (n.empty())
            throw UsageError("--names: a name is empty");
    return names;
}

void applyRolesAndSetup(const Args& args, const core::GameInfo& info, core::MatchConfig& config)
{
    if (args.has("role")) {
        if (info.roles.empty())
            throw UsageError("--role: " + info.id + " has no roles (every seat is a player)");
        const auto roles = args.values("role");
        if (static_cast<int>(roles.size()) != config.seats)
            throw UsageError("--role given " + std::to_string(roles.size()) + " times for " +
                             std::to_string(config.seats) + " seats (one per seat, first for seat 1)");
        config.roles = roles;
    }
    if (args.has("setup")) {
        const auto words = args.values("setup");
        if (static_cast<int>(words.size()) > config.seats)
            throw UsageError("--setup given " + std::to_string(words.size()) + " times for " +
                             std::to_string(config.seats) + " seats");
        config.setup = Json::array();
        for (const auto& w : words) {
            if (!w.empty() && w.front() == '{') {
                try {
                    config.setup.push_back(Json::parse(w));
                } catch (const Json::exception& e) { // parse_error, and out_of_range for a number such as 1e309
                    throw UsageError("--setup: not valid JSON: " + std::string(e.what()));
                }
            } else {
                config.setup.push_back(readJsonFile(w));
            }
        }
    }
}

Json readJsonFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw RunError("cannot read \"" + path + "\"");
    std::stringstream buffer;
    buffer << in.rdbuf();
    try {
        return Json::parse(buffer.str());
    } catch (const Json::exception& e) { // parse_error, and out_of_range for a number such as 1e309
        throw RunError("\"" + path + "\" is not valid JSON: " + e.what());
    }
}

void writeFileAtomically(const std::string& path, const std::string& text)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    fs::path temp = target;
    temp += ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw RunError("cannot write \"" + temp.string() + "\"");
        out << text;
        out.flush();
        if (!out) {
            std::error_code ignored;
            fs::remove(temp, ignored);
            throw RunError("could not write all of \"" + temp.string() + "\"");
        }
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(temp, ignored);
        throw RunError("cannot replace \"" + path + "\": " + ec.message());
    }
}

std::string userDataFolder()
{
    // QStandardPaths::AppDataLocation of the app (organisation and application "tabletop") on
    // Linux, the one platform the CLI's callers use: $XDG_DATA_HOME or ~/.local/share.
    const char* xdg = std::getenv("XDG_DATA_HOME");
    std::string base = xdg && *xdg ? std::string(xdg) : std::string();
    if (base.empty()) {
        const char* home = std::getenv("HOME");
        base = std::string(home ? home : ".") + "/.local/share";
    }
    return base + "/tabletop/tabletop";
}

std::string seatLabel(core::Seat seat, const std::vector<std::string>& names)
{
    std::string label = "seat " + std::to_string(seat + 1);
    if (seat >= 0 && static_cast<std::size_t>(seat) < names.size())
        label += " (" + names[static_cast<std::size_t>(seat)] + ")";
    return label;
}

std::string describeOutcome(const core::Outcome& outcome, const std::vector<std::string>& names)
{
    std::string head;
    if (outcome.draw || outcome.winners.empty()) {
        head = "draw";
    } else {
        for (std::size_t i = 0; i < outcome.winners.size(); ++i)
            head += (i ? " and " : "") + seatLabel(outcome.winners[i], names);
        head += outcome.winners.size() > 1 ? " win" : " wins";
    }
    if (!outcome.reason.text.empty())
        head += ": " + outcome.reason.text;
    return head;
}

std::map<core::Seat, core::BotLevel> parseBots(const Args& args, int seats)
{
    std::map<core::Seat, core::BotLevel> bots;
    const auto level = [](const std::string& word, const std::string& option) {
        try {
            return core::botLevel(word);
        } catch (const std::invalid_argument& e) {
            throw UsageError(option + ": " + e.what());
        }
    };
    for (const auto& w : args.values("bot")) {
        const auto eq = w.find('=');
        const std::string seatText = w.substr(0, eq);
        int seat = 0;
        try {
            std::size_t used = 0;
            seat = std::stoi(seatText, &used);
            if (used != seatText.size())
                seat = 0;
        } catch (const std::exception&) {
            seat = 0;
        }
        if (eq == std::string::npos || seat < 1 || seat > seats)
            throw UsageError("--bot " + w + ": expected SEAT=LEVEL with SEAT from 1 to " + std::to_string(seats)
                             + " and LEVEL easy, normal or hard");
        bots[seat - 1] = level(w.substr(eq + 1), "--bot " + w);
    }
    if (auto all = args.value("bots"))
        for (int s = 0; s < seats; ++s)
            if (!bots.count(s))
                bots[s] = level(*all, "--bots");
    return bots;
}

} // namespace tabletop::cli
