#include "DeckList.h"

#include "core/DeckShape.h"

#include <algorithm>
#include <stdexcept>

namespace tabletop::catalog {

using core::Json;

int DeckList::count(const std::string& section, const std::string& card) const
{
    for (const auto& s : sections)
        if (s.name == section)
            for (const auto& c : s.cards)
                if (c.name == card)
                    return c.count;
    return 0;
}

void DeckList::setCount(const std::string& section, const std::string& card, int count)
{
    auto s = std::find_if(sections.begin(), sections.end(), [&](const DeckSection& x) { return x.name == section; });
    if (s == sections.end()) {
        if (count <= 0)
            return;
        sections.push_back({section, {}});
        s = sections.end() - 1;
    }
    auto c = std::find_if(s->cards.begin(), s->cards.end(), [&](const DeckEntry& e) { return e.name == card; });
    if (count <= 0) {
        if (c != s->cards.end())
            s->cards.erase(c);
        return;
    }
    if (c == s->cards.end())
        s->cards.push_back({card, count, 0});
    else
        c->count = count;
}

int DeckList::total(const std::string& section) const
{
    int n = 0;
    for (const auto& s : sections)
        if (s.name == section)
            for (const auto& c : s.cards)
                n += c.count;
    return n;
}

Json DeckList::toJson() const
{
    Json secs = Json::object();
    for (const auto& s : sections) {
        Json list = Json::array();
        for (const auto& c : s.cards)
            list.push_back({{"name", c.name}, {"count", c.count}});
        secs[s.name] = std::move(list);
    }
    return {{"game", game}, {"name", name}, {"sections", std::move(secs)}};
}

DeckList DeckList::fromJson(const Json& j)
{
    // The one gate for deck JSON (objects, strings, counts 1-99, bounded sizes); names and
    // sections are the caller's to check against a game (core::validateDeckShape with its shape).
    if (auto problems = core::validateDeckShape(j, core::DeckShape{}); !problems.empty())
        throw std::invalid_argument(problems.front().text);
    DeckList d;
    d.game = j.value("game", std::string());
    d.name = j.value("name", std::string());
    for (const auto& [section, list] : j["sections"].items()) {
        DeckSection s{section, {}};
        for (const auto& e : list)
            s.cards.push_back({e["name"].get<std::string>(), e["count"].get<int>(), 0});
        d.sections.push_back(std::move(s));
    }
    return d;
}

namespace {

std::string_view trim(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::string lineText(int line, const std::string& what)
{
    return "line " + std::to_string(line) + ": " + what;
}

} // namespace

DeckListParse parseDeckList(std::string_view text, const std::string& game, const std::vector<std::string>& cardNames,
                            const std::vector<std::string>& sections)
{
    DeckListParse out;
    out.deck.game = game;
    const std::string firstSection = sections.empty() ? std::string("main") : sections.front();
    std::string current = firstSection;
    bool sawGame = false;
    auto problem = [&](int line, const char* id, const std::string& what, core::Json args = core::Json::object()) {
        out.problems.push_back({line, id, lineText(line, what), std::move(args)});
    };

    // Keep section order as the game names them, so writing the deck back is stable.
    for (const auto& s : sections.empty() ? std::vector<std::string>{firstSection} : sections)
        out.deck.sections.push_back({s, {}});

    int lineNo = 0;
    std::size_t pos = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        pos = 3; // a byte-order mark from a Windows editor
    while (pos <= text.size()) {
        const auto end = text.find('\n', pos);
        const std::string_view raw = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        pos = end == std::string_view::npos ? text.size() + 1 : end + 1;
        ++lineNo;
        const std::string_view line = trim(raw);
        if (line.empty())
            continue;
        if (line.front() == '#') {
            const std::string_view body = trim(line.substr(1));
            const auto colon = body.find(':');
            if (colon == std::string_view::npos)
                continue; // a comment
            const std::string key(trim(body.substr(0, colon)));
            const std::string value(trim(body.substr(colon + 1)));
            if (key == "game") {
                sawGame = true;
                if (value != game)
                    problem(lineNo, "deck.wrongGame",
                            "this deck is for \"" + value + "\", not for \"" + game + "\"",
                            {{"game", value}, {"expected", game}});
            } else if (key == "name") {
                out.deck.name = value;
            }
            continue;
        }
        if (line.front() == '[') {
            if (line.back() != ']') {
                problem(lineNo, "deck.badSection", "a section header is written [name], not \"" + std::string(line) + "\"",
                        {{"text", std::string(line)}});
                continue;
            }
            const std::string name(trim(line.substr(1, line.size() - 2)));
            if (std::find(sections.begin(), sections.end(), name) == sections.end()) {
                std::string known;
                for (const auto& s : sections)
                    known += (known.empty() ? "" : ", ") + s;
                problem(lineNo, "deck.unknownSection",
                        "unknown section [" + name + "] (this game's sections: " + known + ")",
                        {{"section", name}, {"sections", known}});
                current.clear(); // lines below it belong nowhere: each is reported, not added
                continue;
            }
            current = name;
            continue;
        }
        std::size_t digits = 0;
        while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9')
            ++digits;
        if (digits == 0 || digits >= line.size() || (line[digits] != ' ' && line[digits] != '\t')) {
            problem(lineNo, "deck.badLine",
                    "expected \"<count> <card name>\", e.g. \"3 " + std::string(cardNames.empty() ? "Card name"
                                                                                               : cardNames.front())
                        + "\", not \"" + std::string(line) + "\"",
                    {{"text", std::string(line)}});
            continue;
        }
        const int count = digits > 2 ? 100 : std::stoi(std::string(line.substr(0, digits)));
        const std::string name(trim(line.substr(digits)));
        if (count < 1 || count > 99) {
            problem(lineNo, "deck.badCount", "the count must be from 1 to 99, not " + std::string(line.substr(0, digits)),
                    {{"count", std::string(line.substr(0, digits))}});
            continue;
        }
        if (current.empty()) {
            problem(lineNo, "deck.outsideSection", "\"" + name + "\" is under an unknown section", {{"card", name}});
            continue;
        }
        if (!cardNames.empty() && !std::binary_search(cardNames.begin(), cardNames.end(), name)) {
            problem(lineNo, "deck.unknownCard", "unknown card \"" + name + "\" (names must match exactly)", {{"card", name}});
            continue;
        }
        auto& sec = *std::find_if(out.deck.sections.begin(), out.deck.sections.end(),
                                  [&](const DeckSection& s) { return s.name == current; });
        auto same = std::find_if(sec.cards.begin(), sec.cards.end(), [&](const DeckEntry& e) { return e.name == name; });
        if (same != sec.cards.end() && same->count + count > 99) {
            // Else the deck would hold a count its own file could not be read back with.
            problem(lineNo, "deck.countSum",
                    "\"" + name + "\" adds up to " + std::to_string(same->count + count) + " copies; at most 99",
                    {{"card", name}, {"count", same->count + count}});
            continue;
        }
        if (same != sec.cards.end())
            same->count += count; // "2 X" twice means 4 X: kept, not dropped
        else
            sec.cards.push_back({name, count, lineNo});
    }
    if (!sawGame)
        out.problems.insert(out.problems.begin(),
                            {0, "deck.noGame", "the header line \"# game: " + game + "\" is missing", {{"game", game}}});
    return out;
}

std::string writeDeckList(const DeckList& deck, const std::vector<std::string>& sections)
{
    std::string out = "# game: " + deck.game + "\n";
    if (!deck.name.empty())
        out += "# name: " + deck.name + "\n";
    std::vector<std::string> order = sections;
    for (const auto& s : deck.sections)
        if (std::find(order.begin(), order.end(), s.name) == order.end())
            order.push_back(s.name);
    bool first = true;
    for (const auto& name : order) {
        auto s = std::find_if(deck.sections.begin(), deck.sections.end(),
                              [&](const DeckSection& x) { return x.name == name; });
        const bool isFirst = first;
        first = false;
        if (s == deck.sections.end() || s->cards.empty())
            continue;
        if (!isFirst)
            out += "[" + name + "]\n";
        for (const auto& c : s->cards)
            out += std::to_string(c.count) + " " + c.name + "\n";
    }
    return out;
}

core::Json readRulesDeckList(std::string_view text, const std::string& game, const std::string& title,
                             const std::vector<std::string>& cardNames, const std::vector<std::string>& sections,
                             const std::string& sectionsSaid, std::vector<std::string>& errors)
{
    const auto parsed = parseDeckList(text, game, cardNames, sections);
    std::vector<std::string> header;
    std::string said = game;
    for (const auto& p : parsed.problems) {
        const std::string at = "line " + std::to_string(p.line) + ": ";
        if (p.id == "deck.badLine" || p.id == "deck.badCount")
            errors.push_back(at + "expected \"<count> <card name>\" with a count from 1 to 99");
        else if (p.id == "deck.unknownCard")
            errors.push_back(at + "there is no " + title + " card called \"" + p.args.value("card", "") + "\"");
        else if (p.id == "deck.unknownSection")
            errors.push_back(at + "unknown section [" + p.args.value("section", "") + "] (" + title + " has " +
                             sectionsSaid + ")");
        else if (p.id == "deck.noGame" || p.id == "deck.wrongGame") {
            said = p.id == "deck.noGame" ? std::string() : p.args.value("game", "");
            header.push_back(said.empty() ? "the header line \"# game: " + game + "\" is missing"
                                          : "the deck is for another game: " + said);
        } else
            errors.push_back(p.text); // the reader's own sentence, with its line
    }
    errors.insert(errors.end(), header.begin(), header.end());
    core::Json deck = parsed.deck.toJson();
    deck["game"] = said;
    for (auto it = deck["sections"].begin(); it != deck["sections"].end();)
        it = it->empty() ? deck["sections"].erase(it) : std::next(it);
    return deck;
}

} // namespace tabletop::catalog
