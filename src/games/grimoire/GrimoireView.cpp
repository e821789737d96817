#include "GrimoireRules.h"
#include "core/Hash.h"
#include "core/JsonBuild.h"

namespace tabletop::games::grimoire {

using core::Json;
using core::JsonObject;

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

// Objects are built key by key in key order (core::JsonObject): views are built for every
// seat after every action of a checked random game.
Json hiddenCard(std::string id) { return JsonObject().add("hidden", true).add("id", std::move(id)).take(); }

Json pendingJson(const GrimoireState& s)
{
    if (!s.pending)
        return nullptr;
    const auto& p = *s.pending;
    return JsonObject()
        .add("caster", p.caster)
        .add("counteredBy", p.counteredBy < 0 ? Json(nullptr) : Json(p.counteredBy))
        .add("from", p.from)
        .add("level", p.level)
        .add("maxTargets", p.maxTargets)
        .add("minTargets", p.minTargets)
        .add("spell", p.spell)
        .add("targetsChosen", p.chosen)
        .take();
}

// One view; `full` shows everything (for hashing), otherwise only what `viewer` may see.
Json build(const GrimoireState& s, std::optional<int> viewer, bool full)
{
    const auto& set = builtInCards();
    Json seats = core::jsonArray(2);
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
        Json hand = core::jsonArray(st.hand.size());
        for (std::size_t i = 0; i < st.hand.size(); ++i)
            hand.push_back(own ? detail::spellJson(seat, st.hand[i])
                               : hiddenCard("h" + std::to_string(seat) + "-" + std::to_string(i)));
        Json contract = nullptr;
        if (!st.contract.empty())
            contract = own || st.contractRevealed ? detail::spellJson(seat, st.contract)
                                                  : hiddenCard("contract-" + std::to_string(seat));
        if (!contract.is_null())
            contract["used"] = st.contractUsed;
        seats.push_back(JsonObject()
                            .add("contract", std::move(contract))
                            .add("contractRevealed", st.contractRevealed)
                            .add("contractUsed", st.contractUsed)
                            .add("hand", std::move(hand))
                            .add("handCount", st.hand.size())
                            .add("library", std::move(library))
                            .add("power", std::move(power))
                            .add("seat", seat)
                            .add("sealed", own ? detail::spellJson(seat, st.sealed) : hiddenCard("sealed-" + std::to_string(seat)))
                            .take());
    }
    Json explore = core::jsonArray(s.explore.size());
    for (int c : s.explore)
        explore.push_back(detail::cardJson(s, c, nullptr));
    Json purge = core::jsonArray(s.purge.size());
    for (const auto& id : s.purge) {
        if (id.size() > 3 && id[0] == 's' && id[2] == '-')
            purge.push_back(detail::spellJson(id[1] - '0', id.substr(3)));
        else
            purge.push_back(detail::cardJson(s, set.indexOf(id), nullptr));
    }
    const bool over = s.phase == Phase::Over;
    JsonObject v;
    v.add("acquisitionsLeft", s.acquisitionsLeft);
    v.add("active", over ? Json(nullptr) : Json(s.active()));
    if (full) {
        v.add("contractNext", s.contractNext);
        Json deck = core::jsonArray(s.deck.size());
        for (int c : s.deck)
            deck.push_back(set.grimoires[static_cast<std::size_t>(c)].id);
        v.add("deck", std::move(deck));
    }
    v.add("deckCount", s.deck.size());
    v.add("explore", std::move(explore));
    if (full)
        v.add("firstPlayer", s.firstPlayer);
    v.add("game", "grimoire");
    if (full)
        v.add("options", JsonObject()
                             .add("contractTieFulfilled", s.options.contractTieFulfilled)
                             .add("firstPlayer", s.options.firstPlayer)
                             .add("sidewaysPower", s.options.sidewaysPower)
                             .take());
    v.add("pending", pendingJson(s));
    v.add("phase", phaseName(s.phase));
    v.add("purge", std::move(purge));
    v.add("round", s.round);
    v.add("seats", std::move(seats));
    v.add("spellUsed", s.spellUsed);
    v.add("starter", s.starter());
    v.add("trackIndex", s.trackIndex());
    v.add("turn", s.turn);
    v.add("viewer", viewer ? Json(*viewer) : Json(nullptr));
    return v.take();
}
} // namespace

namespace detail {
Json cardJson(const GrimoireState&, int card, const Placed* placed)
{
    const auto& def = builtInCards().grimoires[static_cast<std::size_t>(card)];
    JsonObject j;
    switch (def.kind) {
    case Kind::Normal:
        j.add("element", def.element).add("id", def.id).add("kind", "normal");
        break;
    case Kind::Insight:
        j.add("element", def.element).add("id", def.id).add("insight", def.insight).add("kind", "insight");
        break;
    case Kind::Turbidity:
        j.add("element", placed ? placed->element : std::string())
            .add("elements", Json::array({def.elements[0], def.elements[1]}))
            .add("id", def.id)
            .add("kind", "turbidity");
        break;
    }
    j.add("sideways", placed ? placed->sideways : false);
    return j.take();
}

Json spellJson(int seat, const std::string& spell)
{
    return JsonObject()
        .add("element", spellElement(spell))
        .add("id", spellId(seat, spell))
        .add("kind", "spell")
        .add("owner", seat)
        .add("sideways", false)
        .add("spell", spell)
        .take();
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
