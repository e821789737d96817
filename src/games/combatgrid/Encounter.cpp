#include "Encounter.h"

#include "EmbeddedEncounters.h"

#include <algorithm>
#include <stdexcept>

namespace tabletop::games::combatgrid {

using core::Json;

namespace {

const char* const kScores[] = {"might", "senses", "physique", "grace", "intellect", "will", "fellowship"};
const char* const kSkills[] = {"melee", "ranged", "acrobatics", "athletics", "endurance", "fortitude", "awareness",
                               "subterfuge", "manipulation", "authority"};

struct Reader {
    std::string where;
    [[noreturn]] void fail(const std::string& field, const std::string& what) const
    {
        throw std::invalid_argument(where + ": " + field + ": " + what);
    }
    const Json& need(const Json& obj, const std::string& key, const std::string& path) const
    {
        if (!obj.is_object() || !obj.contains(key))
            fail(path + key, "missing");
        return obj.at(key);
    }
    int integer(const Json& v, const std::string& field, int lo, int hi) const
    {
        if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
            fail(field, "an integer " + std::to_string(lo) + ".." + std::to_string(hi));
        return v.get<int>();
    }
    std::string text(const Json& v, const std::string& field) const
    {
        if (!v.is_string() || v.get<std::string>().empty() || v.get<std::string>().size() > 64)
            fail(field, "a text of 1 to 64 characters");
        return v.get<std::string>();
    }
    bool flag(const Json& obj, const std::string& key, const std::string& path) const
    {
        if (!obj.contains(key))
            return false;
        if (!obj.at(key).is_boolean())
            fail(path + key, "true or false");
        return obj.at(key).get<bool>();
    }
    void onlyKeys(const Json& obj, std::initializer_list<const char*> keys, const std::string& path) const
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            bool known = false;
            for (const char* k : keys)
                known = known || it.key() == k;
            if (!known)
                fail(path + it.key(), "not a known field");
        }
    }
};

} // namespace

const char* injuryRow(int location, int score)
{
    static const char* const head[] = {"crucialStrike", "troubleConcentrating", "fracture", "blinded"};
    static const char* const body[] = {"graze", "crucialStrike", "innerDamage", "internalBleeding"};
    static const char* const arm[] = {"handPain", "brokenFingers", "brokenWrist", "brokenArm"};
    static const char* const leg[] = {"footPain", "brokenToes", "brokenFoot", "brokenLeg"};
    static const char* const core[] = {"dimmingLight", "hairlineFracture", "panicHealing", "existentialCrisis"};
    const int i = std::clamp(score, 1, 4) - 1;
    switch (location) {
    case Head: return head[i];
    case LeftArm:
    case RightArm: return arm[i];
    case LeftLeg:
    case RightLeg: return leg[i];
    case Core: return core[i];
    default: return body[i];
    }
}

std::vector<std::string> takeInjury(Combatant& c, int location)
{
    ++c.injuries;
    std::vector<std::string> rows;
    for (int r = 1; r <= std::min(c.injuries, 4); ++r) {
        const std::string row = injuryRow(location, r);
        // Effects already in play do not stack unless the row says so (the rules' "Wounds and
        // Injury"): Trouble Concentrating, Broken Fingers and Dimming Light stack.
        const bool stacks = row == "troubleConcentrating" || row == "brokenFingers" || row == "dimmingLight";
        if (!stacks && injuryCount(c, row.c_str(), location) > 0)
            continue;
        c.injuryEffects.push_back({row, location});
        rows.push_back(row);
        if (row == "brokenToes" || row == "brokenLeg")
            c.prone = true;
        else if (row == "internalBleeding")
            c.bleeding = true;
        else if (row == "hairlineFracture")
            ++c.stress;
        else if (row == "panicHealing")
            c.atField = std::max(0, c.atField - 10);
        else if (row == "fracture") {
            bool mental = false;
            for (const auto& a : c.ailments)
                mental = mental || std::string(ailmentCategory(a.kind)) == "mental";
            if (!mental)
                c.ailments.push_back(Ailment{"confused"});
        }
    }
    return rows;
}

const char* ailmentCategory(const std::string& kind)
{
    for (const char* k : {"burning", "dizzy", "shocked", "frozen", "stunned"})
        if (kind == k)
            return "physical";
    for (const char* k : {"dominated", "confused", "hallucinating", "hypnotised", "enraged"})
        if (kind == k)
            return "mental";
    return "";
}

namespace {
const char* const kAilmentList = "burning, dizzy, shocked, frozen, stunned (physical); dominated, confused, "
                                 "hallucinating, hypnotised, enraged (mental)";
}

const char* altitudeName(int band)
{
    switch (band) {
    case 1:
        return "low";
    case 2:
        return "high";
    default:
        return "ground";
    }
}

core::Grid gridFromRows(const std::vector<std::string>& rows)
{
    // Every character this game reads, named in full when one is unknown (the core grid's own
    // message cannot know the waters only this game adds).
    const std::string known = ".#lh~^!:wW123456789";
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            if (known.find(rows[y][x]) == std::string::npos)
                throw std::invalid_argument("grid: row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1) +
                                            ": unknown square '" + std::string(1, rows[y][x]) +
                                            "' (use . # l h w ~ W ^ ! : or 1-9)");
    std::vector<std::string> plain = rows;
    for (auto& row : plain)
        for (char& c : row)
            if (c == 'w' || c == 'W')
                c = '.';
    core::Grid g = core::Grid::fromRows(plain); // ragged rows
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            core::Terrain& t = g.at(core::Cell{x, y});
            if (c == 'w') { // waist-high: Hindered (the rules' Environmental cause), not swimming
                t.moveCost = 2;
                t.difficult = 0;
            } else if (c == 'W') { // deep: swimming, and a test to stay afloat
                t.waterDepth = 3;
                t.moveCost = 2;
            }
        }
    return g;
}

int waterLevel(const core::Grid& g, core::Cell c)
{
    if (!g.contains(c))
        return 0;
    const core::Terrain& t = g.at(c);
    if (t.waterDepth >= 3)
        return 3;
    if (t.waterDepth > 0)
        return 2;
    // Waist-high water is the only open, level, non-harmful square that costs 2.
    return t.moveCost == 2 && t.harmful < 0 && t.difficult == 0 && !t.wall ? 1 : 0;
}

CombatGridState loadEncounter(const Json& e)
{
    Reader r{"encounter"};
    if (!e.is_object())
        r.fail("(top)", "an object");
    const std::string id = r.text(r.need(e, "id", ""), "id");
    r.where = "encounter " + id;
    r.onlyKeys(e, {"id", "title", "scale", "map", "combatants", "description", "titleJa", "descriptionJa"}, "");
    CombatGridState s;
    s.encounter = id;
    const Json& scale = r.need(e, "scale", "");
    if (scale != "human" && scale != "eva")
        r.fail("scale", "\"human\" or \"eva\" (C6)");
    const Json& map = r.need(e, "map", "");
    if (!map.is_array() || map.empty() || map.size() > 200)
        r.fail("map", "a list of 1 to 200 rows");
    std::vector<std::string> rows;
    for (std::size_t i = 0; i < map.size(); ++i)
        rows.push_back(r.text(map[i], "map[" + std::to_string(i) + "]"));
    try {
        s.grid = gridFromRows(rows);
        s.mapRows = rows;
    } catch (const std::exception& ex) {
        r.fail("map", ex.what());
    }
    const Json& list = r.need(e, "combatants", "");
    if (!list.is_array() || list.size() < 2 || list.size() > 40)
        r.fail("combatants", "a list of 2 to 40 combatants");
    std::set<std::string> ids;
    bool players = false, enemies = false;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string p = "combatants[" + std::to_string(i) + "].";
        const Json& c = list[i];
        if (!c.is_object())
            r.fail(p.substr(0, p.size() - 1), "an object");
        r.onlyKeys(c, {"id", "name", "side", "kind", "x", "y", "size", "scores", "skills", "armour", "weapon", "fate",
                       "atField", "stealth", "surprised", "pilot", "flies", "altitude", "ailments", "stress", "injuries", "fear"},
                   p);
        Combatant k;
        k.id = r.text(r.need(c, "id", p), p + "id");
        if (!ids.insert(k.id).second)
            r.fail(p + "id", "\"" + k.id + "\" is used twice");
        k.name = r.text(r.need(c, "name", p), p + "name");
        const Json& side = r.need(c, "side", p);
        if (side != "players" && side != "director")
            r.fail(p + "side", "\"players\" or \"director\"");
        k.director = side == "director";
        (k.director ? enemies : players) = true;
        k.kind = c.contains("kind") ? r.text(c.at("kind"), p + "kind") : "human";
        if (k.kind != "human" && k.kind != "eva" && k.kind != "angel")
            r.fail(p + "kind", "\"human\", \"eva\" or \"angel\" (C4)");
        if (k.kind != "human" && scale != "eva")
            r.fail(p + "kind", "Evas and Angels fight on an Eva-scale map (C6)");
        k.size = c.contains("size") ? r.integer(c.at("size"), p + "size", 1, 10) : 1;
        k.pos = {r.integer(r.need(c, "x", p), p + "x", 0, s.grid.width() - 1),
                 r.integer(r.need(c, "y", p), p + "y", 0, s.grid.height() - 1)};
        for (int dy = 0; dy < k.size; ++dy)
            for (int dx = 0; dx < k.size; ++dx) {
                const core::Cell cell{k.pos.x + dx, k.pos.y + dy};
                if (!s.grid.contains(cell) || s.grid.isWall(cell))
                    r.fail(p + "x", "the combatant stands off the map or in a wall at (" + std::to_string(cell.x) + ", " +
                                        std::to_string(cell.y) + ")");
                for (const auto& other : s.combatants)
                    if (cell.x >= other.pos.x && cell.x < other.pos.x + other.size && cell.y >= other.pos.y &&
                        cell.y < other.pos.y + other.size)
                        r.fail(p + "x", "the square is taken by " + other.id);
            }
        const Json& scores = r.need(c, "scores", p);
        for (const char* sc : kScores)
            k.scores[sc] = r.integer(r.need(scores, sc, p + "scores."), p + "scores." + sc, 1, 100);
        r.onlyKeys(scores, {"might", "senses", "physique", "grace", "intellect", "will", "fellowship"}, p + "scores.");
        if (c.contains("skills")) {
            const Json& sk = c.at("skills");
            if (!sk.is_object())
                r.fail(p + "skills", "an object of skill ranks");
            for (auto it = sk.begin(); it != sk.end(); ++it) {
                bool known = false;
                for (const char* name : kSkills)
                    known = known || it.key() == name;
                if (!known)
                    r.fail(p + "skills." + it.key(), "not a skill of C3");
                k.skills[it.key()] = r.integer(it.value(), p + "skills." + it.key(), 0, 3);
            }
        }
        // C4: an Eva's armour is 2 on head and limbs and 4 on the body unless the sheet says.
        const int limb = k.kind == "eva" ? 2 : 0, body = k.kind == "eva" ? 4 : 0;
        k.armour = {limb, limb, limb, body, limb, limb, body};
        if (c.contains("armour")) {
            const Json& a = c.at("armour");
            r.onlyKeys(a, {"head", "arms", "body", "legs", "core"}, p + "armour.");
            auto get = [&](const char* key, int fallback) {
                return a.contains(key) ? r.integer(a.at(key), p + "armour." + key, 0, 20) : fallback;
            };
            k.armour[Head] = get("head", limb);
            k.armour[LeftArm] = k.armour[RightArm] = get("arms", limb);
            k.armour[Body] = get("body", body);
            k.armour[LeftLeg] = k.armour[RightLeg] = get("legs", limb);
            k.armour[Core] = get("core", k.armour[Body]);
        }
        const Json& w = r.need(c, "weapon", p);
        r.onlyKeys(w, {"name", "type", "damage", "range", "combo", "ailment"}, p + "weapon.");
        k.weapon.name = r.text(r.need(w, "name", p + "weapon."), p + "weapon.name");
        const Json& type = r.need(w, "type", p + "weapon.");
        if (type != "melee" && type != "ranged")
            r.fail(p + "weapon.type", "\"melee\" or \"ranged\"");
        k.weapon.ranged = type == "ranged";
        k.weapon.damage = r.integer(r.need(w, "damage", p + "weapon."), p + "weapon.damage", 0, 40);
        k.weapon.range = k.weapon.ranged ? r.integer(r.need(w, "range", p + "weapon."), p + "weapon.range", 2, 1000) : 1;
        k.weapon.combo = w.contains("combo") ? r.integer(w.at("combo"), p + "weapon.combo", 1, 9) : 3;
        if (w.contains("ailment")) { // {"kind": "shocked", "onDoS": 2}
            const Json& a = w.at("ailment");
            const std::string ap = p + "weapon.ailment.";
            if (!a.is_object())
                r.fail(p + "weapon.ailment", "an object {\"kind\": ..., \"onDoS\": 1..9}");
            r.onlyKeys(a, {"kind", "onDoS"}, ap);
            k.weapon.ailment = r.text(r.need(a, "kind", ap), ap + "kind");
            if (!*ailmentCategory(k.weapon.ailment))
                r.fail(ap + "kind", std::string("an ailment: ") + kAilmentList);
            k.weapon.ailmentOnDoS = a.contains("onDoS") ? r.integer(a.at("onDoS"), ap + "onDoS", 0, 9) : 0;
        }
        k.fate = c.contains("fate") ? r.integer(c.at("fate"), p + "fate", 0, 5) : 0;
        k.fateMax = k.fate;
        // Stress it starts with (an earlier fight, a long climb): 0 to 30.
        k.stress = c.contains("stress") ? r.integer(c.at("stress"), p + "stress", 0, 30) : 0;
        k.atField = c.contains("atField") ? r.integer(c.at("atField"), p + "atField", 0, 100) : 0;
        // Injuries it starts with (an earlier fight): the locations, in the order taken, each one
        // Injury through the injury table (docs/games/combatgrid.md "Injuries").
        std::vector<int> injuredAt;
        if (c.contains("injuries")) {
            const Json& list = c.at("injuries");
            if (!list.is_array() || list.size() > 6)
                r.fail(p + "injuries", "an array of at most 6 locations (head, leftArm, rightArm, body, leftLeg, rightLeg, core)");
            for (std::size_t n = 0; n < list.size(); ++n) {
                const std::string where = p + "injuries[" + std::to_string(n) + "]";
                const std::string name = r.text(list[n], where);
                int loc = -1;
                for (int l = 0; l < kLocations; ++l)
                    if (name == locationName(l))
                        loc = l;
                if (loc < 0 || (loc == Core && k.kind != "angel"))
                    r.fail(where, "a location: head, leftArm, rightArm, body, leftLeg, rightLeg (core: Angels only)");
                injuredAt.push_back(loc);
            }
        }
        if (k.atField > 0 && k.kind != "angel")
            r.fail(p + "atField", "only Angels have an AT Field score here (C4)");
        if (c.contains("pilot") && k.kind != "eva")
            r.fail(p + "pilot", "only an Eva has a pilot (C4)");
        if (k.kind == "eva" && !c.contains("pilot"))
            r.fail(p + "pilot", "an Eva names its pilot; its scores are the pilot's, its physique its own (C4)");
        k.stealth = r.flag(c, "stealth", p);
        k.surprised = r.flag(c, "surprised", p);
        k.flies = r.flag(c, "flies", p);
        if (c.contains("altitude")) {
            const Json& band = c.at("altitude");
            if (band != "ground" && band != "low" && band != "high")
                r.fail(p + "altitude", "\"ground\", \"low\" or \"high\" (the altitude bands)");
            k.altitude = band == "low" ? 1 : band == "high" ? 2 : 0;
            if (k.altitude > 0 && !k.flies)
                r.fail(p + "altitude", "only a combatant that flies starts above the ground");
        }
        if (c.contains("ailments")) { // ["stunned"] or [{"kind": "stunned", "failures": 1}]
            const Json& list = c.at("ailments");
            if (!list.is_array() || list.size() > 2)
                r.fail(p + "ailments", "a list of at most 2 ailments (one physical, one mental)");
            for (std::size_t j = 0; j < list.size(); ++j) {
                const std::string ap = p + "ailments[" + std::to_string(j) + "]";
                Ailment a;
                if (list[j].is_object()) {
                    r.onlyKeys(list[j], {"kind", "failures", "turns"}, ap + ".");
                    a.kind = r.text(r.need(list[j], "kind", ap + "."), ap + ".kind");
                    if (list[j].contains("failures"))
                        a.failures = r.integer(list[j].at("failures"), ap + ".failures", 0, 20);
                    if (list[j].contains("turns"))
                        a.turns = r.integer(list[j].at("turns"), ap + ".turns", 0, 100);
                } else {
                    a.kind = r.text(list[j], ap);
                }
                const std::string cat = ailmentCategory(a.kind);
                if (cat.empty())
                    r.fail(ap, "\"" + a.kind + "\" is not an ailment: " + kAilmentList);
                for (const auto& other : k.ailments)
                    if (cat == ailmentCategory(other.kind))
                        r.fail(ap, "a second " + cat + " ailment (" + other.kind + " and " + a.kind +
                                       "): one physical and one mental at most");
                k.ailments.push_back(std::move(a));
            }
        }
        if (c.contains("fear")) { // {"degrees": 3, "source": "b"}: afraid from the start (the rules' "Fear")
            const Json& f = c.at("fear");
            const std::string fp = p + "fear.";
            if (!f.is_object())
                r.fail(p + "fear", "an object {\"degrees\": 0..9 (the failed test's DoF), \"source\": a combatant's id}");
            r.onlyKeys(f, {"degrees", "source", "failures"}, fp);
            k.fear = r.integer(r.need(f, "degrees", fp), fp + "degrees", 0, 9);
            if (f.contains("source"))
                k.fearSource = r.text(f.at("source"), fp + "source");
            if (f.contains("failures"))
                k.fearFailures = r.integer(f.at("failures"), fp + "failures", 0, 20);
        }
        k.wounds = k.scores["physique"] / 10; // Wounds = TB (C1)
        if (!injuredAt.empty()) { // Injuries come once the Wounds are gone
            if (static_cast<int>(injuredAt.size()) > k.wounds)
                r.fail(p + "injuries", "more Injuries than its Physique Bonus (" + std::to_string(k.wounds) +
                                           ") would have it down");
            k.wounds = 0;
            for (int loc : injuredAt)
                takeInjury(k, loc);
        }
        s.combatants.push_back(std::move(k));
    }
    for (std::size_t i = 0; i < s.combatants.size(); ++i) { // a fear's source is another combatant
        const auto& k = s.combatants[i];
        if (!k.fearSource.empty() && (k.fearSource == k.id || !ids.count(k.fearSource)))
            r.fail("combatants[" + std::to_string(i) + "].fear.source", "the id of another combatant, not \"" + k.fearSource + "\"");
    }
    if (!players)
        r.fail("combatants", "no combatant on the players' side");
    if (!enemies)
        r.fail("combatants", "no combatant on the Director's side");
    return s;
}

std::vector<std::string> encounterIds()
{
    return {"security-floor", "angel-city-block", "flier-over-water", "high-ground-duel", "stealth-infiltration"};
}

Json builtInEncounter(const std::string& id)
{
    if (id == "security-floor")
        return Json::parse(kEncounterSecurityFloor);
    if (id == "angel-city-block")
        return Json::parse(kEncounterAngelCityBlock);
    if (id == "flier-over-water")
        return Json::parse(kEncounterFlierOverWater);
    if (id == "high-ground-duel")
        return Json::parse(kEncounterHighGroundDuel);
    if (id == "stealth-infiltration")
        return Json::parse(kEncounterStealthInfiltration);
    throw std::invalid_argument("combatgrid: option encounter: no encounter \"" + id + "\"");
}

} // namespace tabletop::games::combatgrid
