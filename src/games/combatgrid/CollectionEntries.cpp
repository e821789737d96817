#include "CollectionEntries.h"

#include "Encounter.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace tabletop::games::combatgrid {

namespace fs = std::filesystem;
using core::Json;

namespace {

// The entries' fields the collection filters on (the shared id, name and text besides).
constexpr const char* kEntrySchema = R"({
  "title": "What the collection lists of Combat Grid: encounters, weapons and combatant sheets, derived from encounters/*.json",
  "type": "object",
  "required": ["id", "name", "text", "type"],
  "properties": {
    "id": {"type": "string"},
    "name": {"type": "string"},
    "text": {"type": "string"},
    "type": {"type": "string", "enum": ["encounter", "weapon", "sheet"]},
    "scale": {"type": "string", "enum": ["human", "eva"]},
    "side": {"type": "string", "enum": ["players", "director"]},
    "kind": {"type": "string", "enum": ["human", "eva", "angel"]},
    "attack": {"type": "string", "enum": ["melee", "ranged"]},
    "damage": {"type": "integer"}
  }
})";

// "Pallet rifle" -> "pallet-rifle".
std::string slug(const std::string& name)
{
    std::string out;
    for (const unsigned char ch : name) {
        if (std::isalnum(ch))
            out += static_cast<char>(std::tolower(ch));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string("weapon") : out;
}

Json weaponJson(const Weapon& w)
{
    Json j{{"name", w.name}, {"attack", w.ranged ? "ranged" : "melee"}, {"damage", w.damage}, {"combo", w.combo}};
    if (w.ranged)
        j["range"] = w.range;
    return j;
}

Json armourJson(const Combatant& c)
{
    Json a{{"head", c.armour[Head]}, {"arms", c.armour[LeftArm]}, {"body", c.armour[Body]}, {"legs", c.armour[LeftLeg]}};
    if (c.kind == "angel")
        a["core"] = c.armour[Core];
    return a;
}

struct WeaponEntry {
    Json data;
    Json carriers = Json::array();
};

} // namespace

catalog::DerivedEntries collectionEntriesFromText(const std::string& game, const std::vector<catalog::CardFileText>& encounters)
{
    catalog::DerivedEntries out;
    out.schemaText = kEntrySchema;
    Json entries = Json::array();
    Json ja = Json::object();
    // Weapons by what they are (name and numbers): the same weapon in two encounters is one entry.
    std::map<std::string, WeaponEntry> weapons;
    std::vector<std::string> weaponOrder;
    for (const auto& file : encounters) {
        // A saved encounter is named by its whole path (it lives in the user's data folder).
        const std::string rel = !file.name.empty() && file.name.front() == '/' ? file.name : game + "/encounters/" + file.name;
        if (!file.readable) {
            out.issues.push_back({rel, -1, {}, {}, "cannot be read"});
            continue;
        }
        Json doc;
        CombatGridState s;
        try {
            doc = Json::parse(file.text);
            s = loadEncounter(doc);
        } catch (const Json::exception& e) {
            out.issues.push_back({rel, -1, {}, {}, std::string("not valid JSON: ") + e.what()});
            continue;
        } catch (const std::exception& e) {
            // "encounter x: combatants[2].scores.grace: an integer 1..100"
            out.issues.push_back({rel, -1, {}, {}, e.what()});
            continue;
        }
        const std::string title = doc.value("title", s.encounter);
        const std::string titleJa = doc.value("titleJa", std::string());
        const std::string descriptionJa = doc.value("descriptionJa", std::string());
        std::size_t width = 0;
        for (const auto& row : s.mapRows)
            width = std::max(width, row.size());
        Json fighters = Json::array();
        for (const auto& c : s.combatants)
            fighters.push_back({{"id", s.encounter + "." + c.id},
                                {"name", c.name},
                                {"side", c.director ? "director" : "players"},
                                {"kind", c.kind},
                                {"x", c.pos.x},
                                {"y", c.pos.y},
                                {"size", c.size}});
        Json encounter{{"id", s.encounter},
                       {"type", "encounter"},
                       {"name", title},
                       {"text", doc.value("description", std::string())},
                       {"scale", doc.at("scale")},
                       {"width", static_cast<int>(width)},
                       {"height", static_cast<int>(s.mapRows.size())},
                       {"map", s.mapRows},
                       {"combatants", fighters}};
        entries.push_back(encounter);
        if (!titleJa.empty()) {
            Json t{{"name", titleJa}};
            if (!descriptionJa.empty())
                t["text"] = descriptionJa;
            ja[s.encounter] = t;
        }
        for (const auto& c : s.combatants) {
            const std::string id = s.encounter + "." + c.id;
            Json skills = Json::object();
            for (const auto& [k, v] : c.skills)
                skills[k] = v;
            Json sheet{{"id", id},
                       {"type", "sheet"},
                       {"name", c.name},
                       // Searched and shown in the list: what it fights with, where.
                       {"text", c.weapon.name + " · " + title},
                       {"side", c.director ? "director" : "players"},
                       {"kind", c.kind},
                       {"scores", c.scores},
                       {"skills", skills},
                       {"armour", armourJson(c)},
                       {"wounds", c.wounds},
                       {"fate", c.fate},
                       {"weapon", weaponJson(c.weapon)},
                       {"attack", c.weapon.ranged ? "ranged" : "melee"},
                       {"damage", c.weapon.damage},
                       {"size", c.size},
                       {"flies", c.flies},
                       {"stealth", c.stealth},
                       {"surprised", c.surprised},
                       {"encounter", s.encounter},
                       {"encounterTitle", title}};
            if (!titleJa.empty())
                sheet["encounterTitleJa"] = titleJa;
            if (c.flies)
                sheet["altitude"] = altitudeName(c.altitude);
            if (c.atField > 0)
                sheet["atField"] = c.atField;
            for (const auto& raw : doc.at("combatants"))
                if (raw.value("id", std::string()) == c.id && raw.contains("pilot"))
                    sheet["pilot"] = raw.at("pilot");
            entries.push_back(sheet);
            if (!titleJa.empty())
                ja[id] = Json{{"name", c.name}, {"text", c.weapon.name + " · " + titleJa}};

            const Json w = weaponJson(c.weapon);
            const std::string key = w.dump();
            auto [it, fresh] = weapons.try_emplace(key);
            if (fresh) {
                it->second.data = w;
                weaponOrder.push_back(key);
            }
            it->second.carriers.push_back(
                {{"id", id}, {"name", c.name}, {"encounter", s.encounter}, {"encounterTitle", title}});
            if (!titleJa.empty())
                it->second.carriers.back()["encounterTitleJa"] = titleJa;
        }
    }
    std::map<std::string, int> slugs;
    for (const auto& key : weaponOrder) {
        WeaponEntry& w = weapons[key];
        std::string id = "weapon." + slug(w.data.at("name").get<std::string>());
        if (const int n = ++slugs[id]; n > 1)
            id += "-" + std::to_string(n); // one name, other numbers: a weapon of its own
        // Who carries it, each name once (a pilot may carry it in several encounters).
        std::string carriedBy;
        std::vector<std::string> named;
        for (const auto& c : w.carriers) {
            const std::string name = c.at("name").get<std::string>();
            if (std::find(named.begin(), named.end(), name) != named.end())
                continue;
            named.push_back(name);
            carriedBy += (carriedBy.empty() ? "" : ", ") + name;
        }
        Json entry = w.data;
        entry["id"] = id;
        entry["type"] = "weapon";
        entry["text"] = carriedBy;
        entry["carriers"] = w.carriers;
        entries.push_back(entry);
    }
    out.files.push_back({"encounters", Json{{"game", game}, {"set", "encounters"}, {"cards", entries}}.dump(), true});
    if (!ja.empty())
        out.translations.emplace_back("ja", Json{{"game", game}, {"language", "ja"}, {"cards", ja}}.dump());
    return out;
}

catalog::DerivedEntries collectionEntries(const fs::path& gameFolder, const fs::path& savedRoot)
{
    // The ready encounters, then those the map editor saved (<savedRoot>/encounters/<game>/,
    // the `encounter` option's content folder), named by their whole path.
    std::vector<std::pair<fs::path, bool>> paths;
    auto list = [&paths](const fs::path& dir, bool saved) {
        std::vector<fs::path> found;
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->is_regular_file() && it->path().extension() == ".json")
                found.push_back(it->path());
        std::sort(found.begin(), found.end());
        for (auto& p : found)
            paths.emplace_back(std::move(p), saved);
    };
    list(gameFolder / "encounters", false);
    if (!savedRoot.empty())
        list(savedRoot / "encounters" / gameFolder.filename(), true);
    std::vector<catalog::CardFileText> files;
    for (const auto& [path, saved] : paths) {
        catalog::CardFileText f{saved ? path.generic_string() : path.filename().string(), {}, true};
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        if (in) {
            text << in.rdbuf();
            f.text = text.str();
        } else {
            f.readable = false;
        }
        files.push_back(std::move(f));
    }
    return collectionEntriesFromText(gameFolder.filename().string(), files);
}

} // namespace tabletop::games::combatgrid
