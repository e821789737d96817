#include "GrimoireRules.h"
#include "core/Hash.h"

namespace tabletop::games::grimoire {

using core::Json;

namespace {
const char* phaseName(Phase p)
{
    switch (p) {
    case Phase::Turn: return "turn";
    case Phase::Respond: return "respond";
    case Phase::Target: return "target";
    case Phase::Contract: return "contract";
    case Phase::Over: return "gameOver";
    }
    return "";
}

Json hiddenCard(std::string id) { return Json{{"id", std::move(id)}, {"hidden", true}}; }

Json pendingJson(const GrimoireState& s)
{
    if (!s.pending)
        return nullptr;
    const auto& p = *s.pending;
    return Json{{"spell", p.spell},           {"caster", p.caster},
                {"level", p.level},           {"from", p.from},
                {"counteredBy", p.counteredBy < 0 ? Json(nullptr) : Json(p.counteredBy)},
                {"targetsChosen", p.chosen},  {"minTargets", p.minTargets},
                {"maxTargets", p.maxTargets}};
}

// One view; `full` shows everything (for hashing), otherwise only what `viewer` may see.
Json build(const GrimoireState& s, std::optional<int> viewer, bool full)
{
    const auto& set = builtInCards();
    Json seats = Json::array();
    for (int seat = 0; seat < 2; ++seat) {
        const auto& st = s.seats[static_cast<std::size_t>(seat)];
        const bool own = full || (viewer && *viewer == seat);
        Json library = Json::object();
        Json power = Json::object();
        for (const char* e : kElements) {
            library[e] = Json::array();
            power[e] = s.power(seat, e);
        }
        for (const auto& c : st.library)
            library[c.element].push_back(detail::cardJson(s, c.card, &c));
        Json hand = Json::array();
        for (std::size_t i = 0; i < st.hand.size(); ++i)
            hand.push_back(own ? detail::spellJson(seat, st.hand[i])
                               : hiddenCard("h" + std::to_string(seat) + "-" + std::to_string(i)));
        Json contract = nullptr;
        if (!st.contract.empty())
            contract = own || st.contractRevealed ? detail::spellJson(seat, st.contract)
                                                  : hiddenCard("contract-" + std::to_string(seat));
        if (!contract.is_null())
            contract["used"] = st.contractUsed;
        Json seatJson{{"seat", seat},
                      {"library", library},
                      {"power", power},
                      {"hand", hand},
                      {"handCount", st.hand.size()},
                      {"contract", contract},
                      {"contractUsed", st.contractUsed},
                      {"contractRevealed", st.contractRevealed},
                      {"sealed", own ? detail::spellJson(seat, st.sealed) : hiddenCard("sealed-" + std::to_string(seat))}};
        seats.push_back(seatJson);
    }
    Json explore = Json::array();
    for (int c : s.explore)
        explore.push_back(detail::cardJson(s, c, nullptr));
    Json purge = Json::array();
    for (const auto& id : s.purge) {
        if (id.size() > 3 && id[0] == 's' && id[2] == '-')
            purge.push_back(detail::spellJson(id[1] - '0', id.substr(3)));
        else
            purge.push_back(detail::cardJson(s, set.indexOf(id), nullptr));
    }
    const bool over = s.phase == Phase::Over;
    Json v{{"game", "grimoire"},
           {"round", s.round},
           {"phase", phaseName(s.phase)},
           {"trackIndex", s.trackIndex()},
           {"turn", s.turn},
           {"starter", s.starter()},
           {"active", over ? Json(nullptr) : Json(s.active())},
           {"acquisitionsLeft", s.acquisitionsLeft},
           {"spellUsed", s.spellUsed},
           {"deckCount", s.deck.size()},
           {"explore", explore},
           {"purge", purge},
           {"pending", pendingJson(s)},
           {"viewer", viewer ? Json(*viewer) : Json(nullptr)},
           {"seats", seats}};
    if (full) {
        Json deck = Json::array();
        for (int c : s.deck)
            deck.push_back(set.grimoires[static_cast<std::size_t>(c)].id);
        v["deck"] = deck;
        v["firstPlayer"] = s.firstPlayer;
        v["contractNext"] = s.contractNext;
        v["options"] = Json{{"firstPlayer", s.options.firstPlayer},
                            {"contractTieFulfilled", s.options.contractTieFulfilled},
                            {"sidewaysPower", s.options.sidewaysPower}};
    }
    return v;
}
} // namespace

namespace detail {
Json cardJson(const GrimoireState&, int card, const Placed* placed)
{
    const auto& def = builtInCards().grimoires[static_cast<std::size_t>(card)];
    Json j{{"id", def.id}, {"sideways", placed ? placed->sideways : false}};
    switch (def.kind) {
    case Kind::Normal:
        j["kind"] = "normal";
        j["element"] = def.element;
        break;
    case Kind::Insight:
        j["kind"] = "insight";
        j["element"] = def.element;
        j["insight"] = def.insight;
        break;
    case Kind::Turbidity:
        j["kind"] = "turbidity";
        j["elements"] = Json::array({def.elements[0], def.elements[1]});
        j["element"] = placed ? placed->element : std::string();
        break;
    }
    return j;
}

Json spellJson(int seat, const std::string& spell)
{
    return Json{{"id", spellId(seat, spell)}, {"kind", "spell"}, {"spell", spell}, {"element", spellElement(spell)},
                {"owner", seat},              {"sideways", false}};
}
} // namespace detail

Json GrimoireRules::viewFor(const core::GameState& base, std::optional<core::Seat> seat) const
{
    return build(static_cast<const GrimoireState&>(base), seat, false);
}

Json GrimoireRules::toJson(const core::GameState& base) const
{
    return build(static_cast<const GrimoireState&>(base), std::nullopt, true);
}

// Every field of GrimoireState, in declaration order. tst_grimoire's digest tests fail if a
// field is left out here.
std::uint64_t GrimoireRules::stateDigest(const core::GameState& base) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    core::Digest d;
    d.add(s.options.firstPlayer).add(s.options.contractTieFulfilled).add(s.options.sidewaysPower);
    d.add(s.firstPlayer).add(s.round).add(s.turn).add(s.acquisitionsLeft).add(s.spellUsed);
    d.add(static_cast<int>(s.phase)).add(s.contractNext);
    d.list(s.deck.size());
    for (int c : s.deck)
        d.add(c);
    d.list(s.explore.size());
    for (int c : s.explore)
        d.add(c);
    d.list(s.purge.size());
    for (const auto& id : s.purge)
        d.add(id);
    for (const auto& st : s.seats) {
        d.list(st.library.size());
        for (const auto& p : st.library)
            d.add(p.card).add(p.element).add(p.sideways);
        d.list(st.hand.size());
        for (const auto& h : st.hand)
            d.add(h);
        d.add(st.sealed).add(st.contract).add(st.contractUsed).add(st.contractRevealed);
    }
    d.add(s.pending.has_value());
    if (s.pending) {
        const auto& p = *s.pending;
        d.add(p.spell).add(p.caster).add(p.level).add(p.from).add(p.counteredBy);
        d.list(p.chosen.size());
        for (const auto& c : p.chosen)
            d.add(c);
        d.add(p.minTargets).add(p.maxTargets);
    }
    return d.value();
}

std::vector<core::CardLocation> GrimoireRules::cardLocations(const core::GameState& base) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    const auto& set = builtInCards();
    std::vector<core::CardLocation> out;
    auto g = [&](int c) { return set.grimoires[static_cast<std::size_t>(c)].id; };
    for (int c : s.deck)
        out.push_back({g(c), "deck"});
    for (int c : s.explore)
        out.push_back({g(c), "explore"});
    for (const auto& id : s.purge)
        out.push_back({id, "purge"});
    for (int seat = 0; seat < 2; ++seat) {
        const auto& st = s.seats[static_cast<std::size_t>(seat)];
        const std::string n = std::to_string(seat);
        for (const auto& c : st.library)
            out.push_back({g(c.card), "library." + n + "." + c.element});
        for (const auto& sp : st.hand)
            out.push_back({spellId(seat, sp), "hand." + n});
        out.push_back({spellId(seat, st.sealed), "sealed." + n});
        if (!st.contract.empty())
            out.push_back({spellId(seat, st.contract), "contract." + n});
    }
    return out;
}

std::vector<std::string> GrimoireRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> viewer) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    std::vector<std::string> out;
    for (int c : s.deck)
        out.push_back(builtInCards().grimoires[static_cast<std::size_t>(c)].id);
    for (int seat = 0; seat < 2; ++seat) {
        if (viewer && *viewer == seat)
            continue;
        const auto& st = s.seats[static_cast<std::size_t>(seat)];
        for (const auto& sp : st.hand)
            out.push_back(spellId(seat, sp));
        out.push_back(spellId(seat, st.sealed));
        if (!st.contract.empty() && !st.contractRevealed)
            out.push_back(spellId(seat, st.contract));
    }
    return out;
}

} // namespace tabletop::games::grimoire
