#include "CardFiles.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <exception>
#include <thread>

namespace tabletop::catalog {

namespace fs = std::filesystem;
using core::Json;

std::string CardIssue::rulesText() const
{
    if (index < 0)
        return text(); // the file itself: "<game>/core.json: not valid JSON: ..."
    const std::string where = "card " + std::to_string(index) + " (" + (cardId.empty() ? std::string("?") : cardId) + ")";
    if (keyword == "required") {
        // 'card 0 (x1).marks[0]: field "mark" is required'
        const auto dot = field.rfind('.');
        const std::string parent = dot == std::string::npos ? std::string() : "." + field.substr(0, dot);
        const std::string key = dot == std::string::npos ? field : field.substr(dot + 1);
        return where + parent + ": field \"" + key + "\" is required";
    }
    return where + (field.empty() ? std::string() : "." + field) + ": " + message;
}

std::string CardIssue::text() const
{
    std::string out = file;
    if (index >= 0) {
        out += ": card " + std::to_string(index + 1);
        if (!cardId.empty())
            out += " (" + cardId + ")";
    } else if (!cardId.empty()) {
        out += ": card " + cardId; // a translation file names cards by id only
    }
    if (!field.empty())
        out += ": field " + field;
    out += ": " + message;
    return out;
}

std::vector<std::string> GameCards::cardNames() const
{
    std::vector<std::string> out;
    for (const auto& c : cards)
        out.push_back(c.name());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::string> listCardGames(const fs::path& root)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_directory())
            out.push_back(it->path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> defaultDeckSections([[maybe_unused]] const std::string& game)
{
    // A game with other sections names them in its schema ("deckSections"), so that this shared
    // code names no game.
    return {"main"};
}

std::string DeckSectionRule::sectionFor(const Json& card) const
{
    if (field.empty() || !card.is_object())
        return {};
    const auto v = card.find(field);
    if (v != card.end() && v->is_string())
        for (const auto& [value, section] : values)
            if (value == v->get_ref<const std::string&>())
                return section;
    return otherwise;
}

Json DeckSectionRule::toJson() const
{
    if (empty())
        return Json::object();
    Json vals = Json::object();
    for (const auto& [value, section] : values)
        vals[value] = section;
    return Json{{"field", field}, {"values", vals}, {"otherwise", otherwise}};
}

DeckSectionRule DeckSectionRule::fromJson(const Json& j)
{
    DeckSectionRule r;
    if (!j.is_object() || !j.contains("field") || !j["field"].is_string())
        return r;
    r.field = j["field"].get<std::string>();
    if (const auto v = j.find("values"); v != j.end() && v->is_object())
        for (auto it = v->begin(); it != v->end(); ++it)
            if (it->is_string())
                r.values.emplace_back(it.key(), it->get<std::string>());
    if (const auto o = j.find("otherwise"); o != j.end() && o->is_string())
        r.otherwise = o->get<std::string>();
    return r;
}

namespace {

// The schema's "deckSectionOf": each problem an issue of the schema file naming the key, and
// the rule left out (every card then goes to the first section, as without it).
DeckSectionRule readSectionRule(const Json& j, const std::vector<std::string>& sections, const std::string& schemaFile,
                                std::vector<CardIssue>& issues)
{
    const auto bad = [&](const std::string& where, const std::string& why) {
        issues.push_back({schemaFile, -1, {}, where, why});
        return DeckSectionRule{};
    };
    const auto known = [&](const Json& s) {
        return s.is_string() && std::find(sections.begin(), sections.end(), s.get<std::string>()) != sections.end();
    };
    std::string list;
    for (const auto& s : sections)
        list += (list.empty() ? "" : ", ") + s;
    if (!j.is_object())
        return bad("deckSectionOf", "must be an object {\"field\", \"values\", \"otherwise\"}");
    const auto f = j.find("field");
    if (f == j.end() || !f->is_string() || f->get_ref<const std::string&>().empty())
        return bad("deckSectionOf.field", "must name a card field");
    const auto v = j.find("values");
    if (v == j.end() || !v->is_object())
        return bad("deckSectionOf.values", "must be an object of field values and sections");
    for (auto it = v->begin(); it != v->end(); ++it)
        if (!known(*it))
            return bad("deckSectionOf.values." + it.key(), "must be one of the deck's sections (" + list + "), not " + it->dump());
    if (const auto o = j.find("otherwise"); o != j.end() && !known(*o))
        return bad("deckSectionOf.otherwise", "must be one of the deck's sections (" + list + "), not " + o->dump());
    for (auto it = j.begin(); it != j.end(); ++it)
        if (it.key() != "field" && it.key() != "values" && it.key() != "otherwise")
            return bad("deckSectionOf." + it.key(), "is not a key of deckSectionOf (field, values, otherwise)");
    return DeckSectionRule::fromJson(j);
}

bool readFile(const fs::path& path, std::string& out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return true;
}

std::vector<FieldInfo> fieldsOf(const Json& cardSchema)
{
    std::vector<FieldInfo> out;
    const auto props = cardSchema.find("properties");
    if (props == cardSchema.end() || !props->is_object())
        return out;
    std::set<std::string> required;
    if (auto r = cardSchema.find("required"); r != cardSchema.end() && r->is_array())
        for (const auto& k : *r)
            if (k.is_string())
                required.insert(k.get<std::string>());
    for (auto it = props->begin(); it != props->end(); ++it) {
        const Json& p = it.value();
        if (!p.is_object() || it.key() == "id")
            continue;
        FieldInfo f;
        f.name = it.key();
        f.required = required.count(f.name) > 0;
        // A schema whose "type" is not a string (selfCheck reports it) still lists the field.
        const auto t = p.find("type");
        const std::string type = t != p.end() && t->is_string() ? t->get<std::string>() : std::string();
        if (auto e = p.find("enum"); e != p.end() && e->is_array()) {
            f.kind = "choice";
            for (const auto& x : *e)
                f.choices.push_back(x.is_string() ? x.get<std::string>() : x.dump());
        } else if (type == "integer" || type == "number") {
            f.kind = "range";
        } else if (type == "string") {
            f.kind = "text";
        } else if (type == "array" && p.contains("items") && p["items"].is_object() && p["items"].contains("enum")) {
            f.kind = "choice"; // e.g. a list of elements: a card matches when any item does
            for (const auto& x : p["items"]["enum"])
                f.choices.push_back(x.is_string() ? x.get<std::string>() : x.dump());
        } else {
            continue;
        }
        out.push_back(std::move(f));
    }
    return out;
}

} // namespace

std::string CardRecord::nameIn(const std::string& lang) const
{
    if (auto t = i18n.find(lang); t != i18n.end() && t->contains("name"))
        return (*t)["name"].get<std::string>();
    return name();
}

std::string CardRecord::textIn(const std::string& lang) const
{
    if (auto t = i18n.find(lang); t != i18n.end() && t->contains("text"))
        return (*t)["text"].get<std::string>();
    return data.value("text", std::string());
}

void applyTranslations(GameCards& cards, const std::string& lang, const std::string& fileText)
{
    const std::string rel = cards.game + "/i18n/" + lang + ".json";
    auto problem = [&](const std::string& id, const std::string& field, const std::string& message) {
        cards.issues.push_back({rel, -1, id, field, message});
    };
    static const std::string letters = "abcdefghijklmnopqrstuvwxyz-_ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    if (lang.empty() || lang.size() > 16 || lang.find_first_not_of(letters) != std::string::npos) {
        problem({}, {}, "the file name must be a language code such as ja.json");
        return;
    }
    Json doc;
    try {
        doc = Json::parse(fileText);
    } catch (const Json::exception& e) { // parse_error, and out_of_range for a number such as 1e309
        problem({}, {}, std::string("not valid JSON: ") + e.what());
        return;
    }
    if (!doc.is_object() || !doc.contains("cards") || !doc["cards"].is_object()) {
        problem({}, "cards", "must be an object of card id -> {name, text}");
        return;
    }
    if (doc.contains("game") && doc["game"] != cards.game) {
        problem({}, "game", "says " + doc["game"].dump() + " but the file is in the folder of \"" + cards.game + "\"");
        return;
    }
    if (doc.contains("language") && doc["language"] != lang) {
        problem({}, "language", "says " + doc["language"].dump() + " but the file is " + lang + ".json");
        return;
    }
    std::map<std::string, CardRecord*> byId;
    for (auto& c : cards.cards)
        byId[c.id()] = &c;
    for (const auto& [id, t] : doc["cards"].items()) {
        const auto it = byId.find(id);
        if (it == byId.end()) {
            problem(id, {}, "no card of " + cards.game + " has this id");
            continue;
        }
        if (!t.is_object()) {
            problem(id, {}, "must be an object with \"name\" and \"text\"");
            continue;
        }
        Json entry = Json::object();
        bool ok = true;
        for (const char* field : {"name", "text"}) {
            if (!t.contains(field))
                continue;
            if (!t[field].is_string() || t[field].get_ref<const std::string&>().empty() ||
                t[field].get_ref<const std::string&>().size() > 4000) {
                problem(id, field, "must be a non-empty string (at most 4,000 bytes)");
                ok = false;
                continue;
            }
            entry[field] = t[field];
        }
        for (const auto& [key, value] : t.items())
            if (key != "name" && key != "text") {
                problem(id, key, "is not a field of a translation (name, text)");
                ok = false;
            }
        if (ok && !entry.empty())
            it->second->i18n[lang] = entry;
    }
    if (std::find(cards.languages.begin(), cards.languages.end(), lang) == cards.languages.end()) {
        cards.languages.push_back(lang);
        std::sort(cards.languages.begin(), cards.languages.end());
    }
}

GameCards loadGameCards(const fs::path& root, const std::string& game, EntrySource source, const fs::path& savedRoot)
{
    const fs::path dir = root / game;
    std::error_code ec;
    GameCards out;
    if (source) {
        DerivedEntries derived = source(dir, savedRoot);
        out = loadGameCardsFromText(game, &derived.schemaText, derived.files);
        out.issues.insert(out.issues.begin(), derived.issues.begin(), derived.issues.end());
        for (const auto& [lang, text] : derived.translations)
            applyTranslations(out, lang, text);
    } else {
        std::string schemaText;
        const bool haveSchema = readFile(dir / "schema.json", schemaText);
        std::vector<fs::path> paths;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file() && it->path().extension() == ".json" && it->path().filename() != "schema.json")
                paths.push_back(it->path());
        std::sort(paths.begin(), paths.end());
        std::vector<CardFileText> files;
        for (const auto& path : paths) {
            CardFileText f{path.filename().string(), {}, true};
            f.readable = readFile(path, f.text);
            files.push_back(std::move(f));
        }
        out = loadGameCardsFromText(game, haveSchema ? &schemaText : nullptr, files);
    }
    std::vector<fs::path> translations;
    for (fs::directory_iterator it(dir / "i18n", ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".json")
            translations.push_back(it->path());
    std::sort(translations.begin(), translations.end());
    for (const auto& path : translations) {
        std::string text;
        if (!readFile(path, text)) {
            out.issues.push_back({game + "/i18n/" + path.filename().string(), -1, {}, {}, "cannot be read"});
            continue;
        }
        applyTranslations(out, path.stem().string(), text);
    }
    for (fs::directory_iterator it(dir / "decks", ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".deck")
            out.decks.push_back(it->path());
    std::sort(out.decks.begin(), out.decks.end());
    return out;
}

GameCards loadGameCardsFromText(const std::string& game, const std::string* schemaText,
                                const std::vector<CardFileText>& files)
{
    GameCards out;
    out.game = game;
    const std::string schemaFile = game + "/schema.json";

    Json schemaDoc = Json::object();
    if (!schemaText) {
        out.issues.push_back({schemaFile, -1, {}, {}, "missing: the cards of this game cannot be checked"});
    } else {
        try {
            schemaDoc = Json::parse(*schemaText);
            for (const auto& e : Schema(schemaDoc).selfCheck())
                out.issues.push_back({schemaFile, -1, {}, e.field, e.message});
        } catch (const Json::exception& e) { // parse_error, and out_of_range for a number such as 1e309
            out.issues.push_back({schemaFile, -1, {}, {}, std::string("not valid JSON: ") + e.what()});
            schemaDoc = Json::object();
        }
    }
    out.cardSchema = Schema::cardSchemaOf(schemaDoc);
    out.fields = fieldsOf(out.cardSchema);
    out.deckSections = defaultDeckSections(game);
    if (auto s = schemaDoc.find("deckSections"); schemaDoc.is_object() && s != schemaDoc.end() && s->is_array()
                                                 && !s->empty()) {
        out.deckSections.clear();
        for (const auto& x : *s)
            if (x.is_string())
                out.deckSections.push_back(x.get<std::string>());
    }
    if (auto r = schemaDoc.find("deckSectionOf"); schemaDoc.is_object() && r != schemaDoc.end())
        out.sectionRule = readSectionRule(*r, out.deckSections, schemaFile, out.issues);
    // The key of a card file's list of cards: the schema's "cardList" when given (a game may
    // call its cards something else), else "cards".
    std::string cardListKey = "cards";
    if (auto k = schemaDoc.find("cardList"); schemaDoc.is_object() && k != schemaDoc.end() && k->is_string())
        cardListKey = k->get<std::string>();
    const Schema cardSchema(out.cardSchema);

    // Each file is parsed and its cards checked on its own (on every core: this is most of the
    // time a big collection takes); then the results are merged in file order, with the checks
    // that span files (ids used twice), so the issues read exactly as a sequential pass gives.
    struct CardCheck {
        std::string id;
        std::vector<CardIssue> issues;
        bool bad = false;
    };
    struct FileCheck {
        std::vector<CardIssue> issues; // of the file itself
        bool usable = false;           // its cards were checked
        std::string set;
        Json doc;                      // the parsed file; its cards are moved out in the merge
        std::vector<CardCheck> cards;
        std::exception_ptr other;      // anything but bad input (out of memory): thrown in order
    };
    std::vector<FileCheck> checks(files.size());
    const auto checkFile = [&](std::size_t fileIndex) {
        const auto& file = files[fileIndex];
        FileCheck& fc = checks[fileIndex];
        const std::string rel = game + "/" + file.name;
        if (!file.readable) {
            fc.issues.push_back({rel, -1, {}, {}, "cannot be read"});
            return;
        }
        Json& doc = fc.doc;
        try {
            doc = Json::parse(file.text);
        } catch (const Json::exception& e) { // parse_error, and out_of_range for a number such as 1e309
            fc.issues.push_back({rel, -1, {}, {}, std::string("not valid JSON: ") + e.what()});
            return;
        }
        if (!doc.is_object()) {
            fc.issues.push_back({rel, -1, {}, {}, "must be a JSON object with \"game\" and \"cards\""});
            return;
        }
        if (!doc.contains("game") || !doc["game"].is_string()) {
            fc.issues.push_back({rel, -1, {}, "game", "is required: the id of the game (\"" + game + "\")"});
            return;
        }
        if (doc["game"] != game) {
            fc.issues.push_back({rel, -1, {}, "game", "says \"" + doc["game"].get<std::string>()
                                                          + "\" but the file is in the folder of \"" + game + "\""});
            return;
        }
        const std::string& listKey = cardListKey;
        if (!doc.contains(listKey) || !doc[listKey].is_array()) {
            fc.issues.push_back({rel, -1, {}, listKey, "is required: the list of cards"});
            return;
        }
        fc.set = fs::path(file.name).stem().string();
        if (auto s = doc.find("set"); s != doc.end()) {
            if (s->is_string())
                fc.set = s->get<std::string>();
            else
                fc.issues.push_back({rel, -1, {}, "set", "must be a string"});
        }
        fc.usable = true;
        const Json& list = doc[listKey];
        fc.cards.resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& card = list[i];
            CardCheck& cc = fc.cards[i];
            const int index = static_cast<int>(i);
            if (card.is_object() && card.contains("id") && card["id"].is_string())
                cc.id = card["id"].get<std::string>();
            if (!card.is_object()) {
                cc.issues.push_back({rel, index, {}, {}, "must be a JSON object"});
                cc.bad = true;
                continue;
            }
            const std::string& id = cc.id;
            // The fields every game shares (docs/cards.md), whatever the schema says.
            // (A card may have no rules text, so "text" may be empty; it must still be there.)
            for (const char* key : {"id", "name", "text"}) {
                const bool mayBeEmpty = std::string_view(key) == "text";
                if (!card.contains(key) || !card[key].is_string()
                    || (!mayBeEmpty && card[key].get<std::string>().empty())) {
                    cc.issues.push_back({rel, index, id, key,
                                         !card.contains(key) ? "is required but missing"
                                         : mayBeEmpty        ? "must be a string"
                                                             : "must be a non-empty string",
                                         !card.contains(key) ? "required" : ""});
                    cc.bad = true;
                }
            }
            const bool sharedBad = cc.bad;
            for (const auto& e : cardSchema.validate(card)) {
                if (e.field == "id" || e.field == "name" || e.field == "text") {
                    if (sharedBad)
                        continue; // already reported above
                }
                cc.issues.push_back({rel, index, id, e.field, e.message, e.keyword});
                cc.bad = true;
            }
        }
    };
    const auto guarded = [&](std::size_t i) {
        try {
            checkFile(i);
        } catch (...) {
            checks[i].other = std::current_exception();
        }
    };
    const std::size_t workers =
        std::min<std::size_t>(files.size(), std::max(1u, std::thread::hardware_concurrency()));
    if (workers > 1) {
        std::vector<std::thread> pool;
        for (std::size_t w = 0; w < workers; ++w)
            pool.emplace_back([&, w] {
                for (std::size_t i = w; i < files.size(); i += workers)
                    guarded(i);
            });
        for (auto& t : pool)
            t.join();
    } else {
        for (std::size_t i = 0; i < files.size(); ++i)
            guarded(i);
    }

    std::set<std::string> ids;
    for (std::size_t fileIndex = 0; fileIndex < files.size(); ++fileIndex) {
        FileCheck& fc = checks[fileIndex];
        if (fc.other)
            std::rethrow_exception(fc.other);
        for (auto& issue : fc.issues)
            out.issues.push_back(std::move(issue));
        if (!fc.usable)
            continue;
        const std::string rel = game + "/" + files[fileIndex].name;
        Json& list = fc.doc[cardListKey];
        for (std::size_t i = 0; i < fc.cards.size(); ++i) {
            CardCheck& cc = fc.cards[i];
            for (auto& issue : cc.issues)
                out.issues.push_back(std::move(issue));
            if (!list[i].is_object())
                continue;
            bool bad = cc.bad;
            if (!cc.id.empty() && !ids.insert(cc.id).second) {
                out.issues.push_back({rel, static_cast<int>(i), cc.id, "id", "is used by another card of this game"});
                bad = true;
            }
            if (bad)
                continue;
            out.cards.push_back({game, fc.set, rel, static_cast<int>(i), std::move(list[i])});
        }
        fc.doc = Json(); // freed file by file
    }
    return out;
}

std::string cardsFingerprint(const fs::path& root)
{
    std::vector<std::string> lines;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file())
            continue;
        std::error_code e2;
        const auto size = it->file_size(e2);
        const auto time = fs::last_write_time(it->path(), e2).time_since_epoch().count();
        lines.push_back(fs::relative(it->path(), root, e2).generic_string() + " " + std::to_string(size) + " "
                        + std::to_string(time));
    }
    std::sort(lines.begin(), lines.end());
    std::string out = root.generic_string() + "\n";
    for (const auto& l : lines)
        out += l + "\n";
    return out;
}

fs::path findCardsRoot(const fs::path& exeDir)
{
    std::error_code ec;
    if (const char* env = std::getenv("TABLETOP_CARDS_DIR"); env && *env && fs::is_directory(env, ec))
        return fs::path(env);
    if (!exeDir.empty()) {
        const fs::path installed = exeDir / ".." / "share" / "tabletop" / "cards";
        if (fs::is_directory(installed, ec))
            return fs::weakly_canonical(installed, ec);
    }
#ifdef TABLETOP_SOURCE_CARDS_DIR
    if (fs::is_directory(TABLETOP_SOURCE_CARDS_DIR, ec))
        return fs::path(TABLETOP_SOURCE_CARDS_DIR);
#endif
    return {};
}

} // namespace tabletop::catalog
