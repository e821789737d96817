#include "GrimoireRules.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace tabletop::games::grimoire {

using core::Json;

namespace {
[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("grimoire position: " + what); }

int intField(const Json& j, const char* key, int fallback, int lo, int hi)
{
    if (!j.contains(key))
        return fallback;
    if (!j[key].is_number_integer() || j[key].get<int>() < lo || j[key].get<int>() > hi)
        bad(std::string("field \"") + key + "\" must be a whole number from " + std::to_string(lo) + " to " +
            std::to_string(hi));
    return j[key].get<int>();
}

std::vector<std::string> stringList(const Json& j, const std::string& where)
{
    if (!j.is_array())
        bad(where + " must be an array of strings");
    std::vector<std::string> out;
    for (const auto& v : j) {
        if (!v.is_string())
            bad(where + " must be an array of strings");
        out.push_back(v.get<std::string>());
    }
    return out;
}
} // namespace

// Position format: docs/games/grimoire.md ("Scenario positions").
std::unique_ptr<core::GameState> GrimoireRules::setupScenario(const core::MatchConfig& config, const Json& pos,
                                                              core::Rng&) const
{
    if (config.seats != 2)
        bad("Grimoire is for exactly 2 players");
    const auto& set = builtInCards();
    auto s = std::make_unique<GrimoireState>();
    s->options = parseOptions(config.options);
    s->firstPlayer = intField(pos, "firstPlayer", 0, 0, 1);
    s->round = intField(pos, "round", 1, 1, 8);
    s->turn = intField(pos, "turn", 1, 1, 4);
    s->acquisitionsLeft = intField(pos, "acquisitionsLeft", s->turn == 4 ? 2 : 1, 0, 2);
    s->spellUsed = pos.value("spellUsed", false);
    if (pos.contains("phase")) {
        const std::string ph = pos["phase"].is_string() ? pos["phase"].get<std::string>() : "";
        if (ph == "contract")
            s->phase = Phase::Contract;
        else if (ph != "turn")
            bad("field \"phase\" must be \"turn\" or \"contract\"");
    }
    std::set<std::string> used;
    auto takeGrimoire = [&](const std::string& id, const std::string& where) {
        const int index = set.indexOf(id);
        if (index < 0)
            bad(where + ": unknown grimoire \"" + id + "\"");
        if (!used.insert(id).second)
            bad(where + ": grimoire \"" + id + "\" is placed twice");
        return index;
    };
    if (pos.contains("explore"))
        for (const auto& id : stringList(pos["explore"], "field \"explore\""))
            s->explore.push_back(takeGrimoire(id, "explore"));
    if (pos.contains("purge"))
        for (const auto& id : stringList(pos["purge"], "field \"purge\"")) {
            if (id.size() > 3 && id[0] == 's' && id[2] == '-') {
                if ((id[1] != '0' && id[1] != '1') || !isSpell(id.substr(3)))
                    bad("purge: unknown spell \"" + id + "\" (spells are s0-<name> or s1-<name>)");
                if (!used.insert(id).second)
                    bad("purge: spell \"" + id + "\" is placed twice");
                s->purge.push_back(id);
            } else {
                takeGrimoire(id, "purge");
                s->purge.push_back(id);
            }
        }
    if (!pos.contains("seats") || !pos["seats"].is_array() || pos["seats"].size() != 2)
        bad("field \"seats\" must be an array of two seat objects");
    for (int seat = 0; seat < 2; ++seat) {
        const Json& sj = pos["seats"][static_cast<std::size_t>(seat)];
        const std::string where = "seats[" + std::to_string(seat) + "]";
        auto& st = s->seats[static_cast<std::size_t>(seat)];
        std::set<std::string> sideways;
        if (sj.contains("sideways"))
            for (const auto& id : stringList(sj["sideways"], where + ".sideways"))
                sideways.insert(id);
        if (sj.contains("library")) {
            if (!sj["library"].is_object())
                bad(where + ".library must be an object of element: [grimoire ids]");
            for (const auto& [element, list] : sj["library"].items()) {
                if (elementIndex(element) < 0)
                    bad(where + ".library: unknown element \"" + element + "\"");
                for (const auto& id : stringList(list, where + ".library." + element)) {
                    const int index = takeGrimoire(id, where + ".library." + element);
                    const auto& def = set.grimoires[static_cast<std::size_t>(index)];
                    const bool fits = def.kind == Kind::Turbidity
                                          ? (def.elements[0] == element || def.elements[1] == element)
                                          : def.element == element;
                    if (!fits)
                        bad(where + ".library." + element + ": \"" + id + "\" cannot lie on " + element);
                    st.library.push_back(Placed{index, element, sideways.count(id) > 0});
                }
            }
        }
        std::set<std::string> spellsSeen;
        auto spell = [&](const std::string& name, const std::string& field) {
            if (!isSpell(name))
                bad(where + "." + field + ": unknown spell \"" + name + "\"");
            if (!spellsSeen.insert(name).second ||
                std::find(s->purge.begin(), s->purge.end(), spellId(seat, name)) != s->purge.end())
                bad(where + "." + field + ": spell \"" + name + "\" is placed twice");
            return name;
        };
        if (!sj.contains("sealed") || !sj["sealed"].is_string())
            bad(where + ".sealed must name the sealed spell");
        st.sealed = spell(sj["sealed"].get<std::string>(), "sealed");
        if (sj.contains("contract") && !sj["contract"].is_null()) {
            if (!sj["contract"].is_string())
                bad(where + ".contract must name a spell or be null");
            st.contract = spell(sj["contract"].get<std::string>(), "contract");
            st.contractUsed = sj.value("contractUsed", false);
            st.contractRevealed = sj.value("contractRevealed", st.contractUsed);
        }
        if (sj.contains("hand")) {
            for (const auto& name : stringList(sj["hand"], where + ".hand"))
                st.hand.push_back(spell(name, "hand"));
            // A listed hand is the whole hand: a spell left out of every place would silently
            // vanish from the game (and from its owner's end-of-game hand count).
            std::vector<std::string> missing;
            for (const char* name : kSpells)
                if (!spellsSeen.count(name) &&
                    std::find(s->purge.begin(), s->purge.end(), spellId(seat, name)) == s->purge.end())
                    missing.push_back(name);
            if (!missing.empty()) {
                std::string names;
                for (const auto& name : missing)
                    names += (names.empty() ? "" : ", ") + name;
                bad(where + ": spell(s) placed nowhere: " + names + " (a seat that lists \"hand\" must place all " +
                    "five of its spells: \"sealed\", \"hand\", \"contract\", or \"" + spellId(seat, missing.front()) +
                    "\" in \"purge\")");
            }
        } else {
            // Unlisted: every spell not sealed, under contract or purged is in hand.
            for (const char* name : kSpells)
                if (!spellsSeen.count(name) &&
                    std::find(s->purge.begin(), s->purge.end(), spellId(seat, name)) == s->purge.end())
                    st.hand.push_back(name);
        }
    }
    if (pos.contains("deck"))
        for (const auto& id : stringList(pos["deck"], "field \"deck\""))
            s->deck.push_back(takeGrimoire(id, "deck"));
    // Grimoires not placed anywhere go to the bottom of the deck in id order.
    for (int i = 0; i < static_cast<int>(set.grimoires.size()); ++i)
        if (!used.count(set.grimoires[static_cast<std::size_t>(i)].id))
            s->deck.push_back(i);
    if (s->phase == Phase::Contract) {
        s->round = 4;
        s->contractNext = -1;
        const int first = (s->firstPlayer + 4) % 2;
        for (int seat : {first, 1 - first})
            if (s->seats[static_cast<std::size_t>(seat)].contract.empty() &&
                !s->seats[static_cast<std::size_t>(seat)].hand.empty()) {
                s->contractNext = seat;
                break;
            }
        if (s->contractNext < 0)
            bad("phase \"contract\" but nobody has a spell left to place");
    } else if (s->explore.empty() && s->acquisitionsLeft > 0) {
        bad("field \"explore\" is empty but the turn still has acquisitions");
    }
    return s;
}

} // namespace tabletop::games::grimoire
