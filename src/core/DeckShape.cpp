#include "DeckShape.h"

#include <algorithm>

namespace tabletop::core {

namespace {

// A value as the reader should see it in a problem: JSON, cut short, never throwing on bytes
// that are not UTF-8 (decks built in memory from a file may hold any bytes).
std::string shown(const Json& v)
{
    std::string s = v.dump(-1, ' ', false, Json::error_handler_t::replace);
    if (s.size() > 40)
        s = s.substr(0, 37) + "...";
    return s;
}

const char* typeWord(const Json& v)
{
    switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "a list";
    case Json::value_t::string: return "a string";
    case Json::value_t::boolean: return "true or false";
    case Json::value_t::number_float: return "a fraction";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return "a number";
    default: return "something else";
    }
}

std::string key(const std::string& name)
{
    const bool plain = !name.empty() && name.size() <= 40 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    return plain ? "." + name : "[" + shown(Json(name)) + "]";
}

struct Problems {
    std::vector<Message>& out;
    std::size_t limit;
    std::size_t total = 0;
    // `kind` names the problem (message id "deck.shape.<kind>"); `args` what the sentence needs.
    void add(const char* kind, const std::string& path, const std::string& what, Json args = Json::object())
    {
        ++total;
        if (out.size() >= limit)
            return;
        args["path"] = path;
        out.push_back(Message{std::string("deck.shape.") + kind, path + ": " + what, std::move(args), "deck.shape"});
    }
};

} // namespace

std::vector<Message> validateDeckShape(const Json& deck, const DeckShape& shape)
{
    std::vector<Message> out;
    Problems p{out, std::max<std::size_t>(shape.maxProblems, 1)};
    if (!deck.is_object()) {
        p.add("notObject", "deck", std::string("must be an object {\"game\", \"name\", \"sections\"}, not ") + typeWord(deck));
        return out;
    }
    if (auto g = deck.find("game"); g != deck.end()) {
        if (!g->is_string())
            p.add("notString", "game", std::string("must be a string, not ") + typeWord(*g));
        else if (!shape.game.empty() && g->get_ref<const std::string&>() != shape.game)
            p.add("wrongGame", "game", "this deck is for " + shown(*g) + ", not for \"" + shape.game + "\"",
                  Json{{"game", shown(*g)}, {"expected", shape.game}});
    }
    if (auto n = deck.find("name"); n != deck.end()) {
        if (!n->is_string())
            p.add("notString", "name", std::string("must be a string, not ") + typeWord(*n));
        else if (n->get_ref<const std::string&>().size() > shape.maxNameLength)
            p.add("tooLong", "name", "must be at most " + std::to_string(shape.maxNameLength) + " bytes long, not " +
                                         std::to_string(n->get_ref<const std::string&>().size()),
                  Json{{"max", shape.maxNameLength}});
    }
    const auto secs = deck.find("sections");
    if (secs == deck.end() || !secs->is_object()) {
        p.add("noSections", "sections",
              secs == deck.end() ? std::string("is missing (an object of card lists)")
                                 : std::string("must be an object of card lists, not ") + typeWord(*secs));
        return out;
    }
    if (secs->size() > shape.maxSections) {
        p.add("tooMany", "sections", "at most " + std::to_string(shape.maxSections) + " sections, not " +
                                         std::to_string(secs->size()),
              Json{{"max", shape.maxSections}, {"count", secs->size()}});
        return out;
    }
    std::size_t entries = 0;
    for (auto it = secs->begin(); it != secs->end(); ++it)
        if (it.value().is_array())
            entries += it.value().size();
    if (entries > shape.maxEntries) {
        p.add("tooMany", "sections", "at most " + std::to_string(shape.maxEntries) + " card entries in all, not " +
                                         std::to_string(entries),
              Json{{"max", shape.maxEntries}, {"count", entries}});
        return out;
    }
    std::string known;
    for (const auto& s : shape.sections)
        known += (known.empty() ? "" : ", ") + s;
    for (auto it = secs->begin(); it != secs->end(); ++it) {
        const std::string path = "sections" + key(it.key());
        if (!shape.sections.empty()
            && std::find(shape.sections.begin(), shape.sections.end(), it.key()) == shape.sections.end()) {
            p.add("unknownSection", path, "unknown section (this game's sections: " + known + ")",
                  Json{{"section", shown(Json(it.key()))}, {"sections", known}});
            continue;
        }
        if (!it.value().is_array()) {
            p.add("notList", path, std::string("must be a list of {\"name\", \"count\"}, not ") + typeWord(it.value()));
            continue;
        }
        std::size_t index = 0;
        for (const auto& e : it.value()) {
            const std::string at = path + "[" + std::to_string(index++) + "]";
            if (!e.is_object()) {
                p.add("notObject", at, std::string("must be an object {\"name\", \"count\"}, not ") + typeWord(e));
                continue;
            }
            const auto name = e.find("name");
            if (name == e.end())
                p.add("missing", at + ".name", "is missing (the card's name)");
            else if (!name->is_string())
                p.add("badName", at + ".name", std::string("must be a card name, not ") + typeWord(*name));
            else if (name->get_ref<const std::string&>().empty())
                p.add("badName", at + ".name", "must be a card name, not an empty string");
            else if (name->get_ref<const std::string&>().size() > shape.maxNameLength)
                p.add("tooLong", at + ".name", "must be at most " + std::to_string(shape.maxNameLength) +
                                                   " bytes long, not " +
                                                   std::to_string(name->get_ref<const std::string&>().size()),
                      Json{{"max", shape.maxNameLength}});
            else if (!shape.cardNames.empty() && !std::binary_search(shape.cardNames.begin(), shape.cardNames.end(),
                                                                     name->get_ref<const std::string&>()))
                p.add("unknownCard", at + ".name",
                      "no card of this game is called " + shown(*name) + " (names must match exactly)",
                      Json{{"name", shown(*name)}});
            const auto count = e.find("count");
            const std::string range = "must be a whole number from 1 to " + std::to_string(shape.maxCount);
            auto countArgs = [&](const Json& v) { return Json{{"max", shape.maxCount}, {"value", shown(v)}}; };
            if (count == e.end())
                p.add("missing", at + ".count", "is missing (" + range + ")");
            else if (count->is_number_unsigned()) {
                if (count->get<std::uint64_t>() < 1 || count->get<std::uint64_t>() > std::uint64_t(shape.maxCount))
                    p.add("badCount", at + ".count", range + ", not " + shown(*count), countArgs(*count));
            } else if (count->is_number_integer()) {
                if (count->get<std::int64_t>() < 1 || count->get<std::int64_t>() > shape.maxCount)
                    p.add("badCount", at + ".count", range + ", not " + shown(*count), countArgs(*count));
            } else
                p.add("badCount", at + ".count", range + ", not " + shown(*count), countArgs(*count));
        }
    }
    if (p.total > out.size() && !out.empty()) {
        const std::size_t more = p.total - out.size();
        out.push_back(Message{"deck.shape.more", "and " + std::to_string(more) + " more problem" + (more == 1 ? "" : "s"),
                              Json{{"count", more}}, "deck.shape"});
    }
    return out;
}

} // namespace tabletop::core
