#include "ServantsRules.h"
#include "core/Hash.h"
#include "core/JsonBuild.h"
#include "core/ViewOut.h"

namespace tabletop::games::servants {

using core::Json;
using core::JsonObject;

namespace detail {

const char* posName(Pos p)
{
    switch (p) {
    case Pos::Offense: return "offense";
    case Pos::Defense: return "defense";
    case Pos::Set: return "set";
    }
    return "";
}

const char* phaseName(Phase p)
{
    switch (p) {
    case Phase::Main1: return "main1";
    case Phase::Battle: return "battle";
    case Phase::Main2: return "main2";
    case Phase::End: return "end";
    case Phase::EndDiscard: return "endDiscard";
    case Phase::Over: return "gameOver";
    }
    return "";
}

const char* stepName(Step p)
{
    switch (p) {
    case Step::Choose: return "battle";
    case Step::Start: return "start";
    case Step::Attack: return "attack";
    case Step::Damage: return "damage";
    case Step::End: return "end";
    }
    return "";
}

bool servantHiddenFrom(const ServantSlot& slot, int controller, std::optional<int> viewer)
{
    return slot.pos == Pos::Set && !(viewer && *viewer == controller);
}

// What a card's face shows, from its data, added to `j` (an object of core::JsonOut or
// core::StringsOut).
template <typename Obj>
void addFace(Obj& j, const CardDef& d)
{
    j.add("card", d.id);
    if (d.isServant()) {
        j.add("def", d.def);
        j.add("element", d.element);
        j.add("kind", kindName(d.kind));
        j.add("level", d.level);
        j.add("name", d.name);
        j.add("off", d.off);
        if (!d.powerKind.empty())
            j.add("power", d.powerKind);
        j.add("rarity", d.rarity);
        j.add("servantType", d.servantType);
    } else {
        j.add("kind", kindName(d.kind));
        j.add("name", d.name);
        j.add("rarity", d.rarity);
        j.add("speed", d.speed);
        j.add("subtype", d.subtype);
    }
    j.add("text", d.text);
}

Json faceJson(const CardDef& d)
{
    auto j = core::JsonOut().object();
    addFace(j, d);
    return j.take();
}

namespace {
// A card as the view shows it: its face, its instance id and its owner.
template <typename Obj>
void addCard(Obj& j, const ServantsState& s, int c)
{
    addFace(j, s.def(c));
    j.add("id", s.id(c));
    j.add("owner", s.cards[static_cast<std::size_t>(c)].owner);
}

template <typename Out>
typename Out::Value cardOut(const Out& out, const ServantsState& s, int c)
{
    auto j = out.object();
    addCard(j, s, c);
    return j.take();
}

template <typename Out>
typename Out::Value cardList(const Out& out, const ServantsState& s, const std::vector<int>& list)
{
    auto a = out.array(list.size());
    for (int c : list)
        a.push(cardOut(out, s, c));
    return a.take();
}

// The view of `viewer` (nullopt: the spectator), or the whole state (`full`, toJson), written
// once for both outputs: the JSON document, and the strings the random runner's leak scan reads
// after every action (visitViewStrings), with nothing built.
template <typename Out>
typename Out::Value viewOut(const Out& out, const ServantsState& s, std::optional<int> viewer, bool full)
{
    auto view = out.object();
    view.add("active", s.active);
    // The declared attack (Battle step to Damage step): ids of what everyone sees on the map; a
    // face-down target is named by its slot only.
    if (s.attack.attacker >= 0) {
        auto at = out.object();
        at.add("attacker", s.id(s.attack.attacker));
        at.add("direct", s.attack.target < 0);
        at.add("noDamage", s.attack.noDamage);
        for (int q = 0; q < 2 && s.attack.target >= 0; ++q)
            for (int i = 0; i < kSlots; ++i) {
                const auto& slot = s.seat(q).servants[static_cast<std::size_t>(i)];
                if (slot.card == s.attack.target) {
                    at.add("targetSeat", q);
                    at.add("targetSlot", i);
                    if (full || !servantHiddenFrom(slot, q, viewer))
                        at.add("target", s.id(slot.card));
                }
            }
        view.add("attack", at.take());
        if (full) {
            view.add("attackFoeServants", s.attack.foeServants);
            view.add("attackTargetFlipped", s.attack.targetFlipped);
        }
    } else {
        view.add("attack", nullptr);
    }
    if (full) {
        auto boosts = out.array(s.boosts.size());
        for (const auto& b : s.boosts) {
            auto x = out.object();
            x.add("card", s.id(b.card)).add("def", b.def).add("off", b.off);
            boosts.push(x.take());
        }
        view.add("boosts", boosts.take());
    }
    // The chain, bottom (Chain Link 1) first: every link is a face-up card, seen by all.
    auto chain = out.array(s.chain.size());
    for (std::size_t i = 0; i < s.chain.size(); ++i) {
        const ChainLink& l = s.chain[i];
        auto x = out.object();
        x.add("card", cardOut(out, s, l.card));
        x.add("link", i + 1);
        x.add("negated", l.negated);
        if (l.power)
            x.add("power", true); // the servant's Multi-trigger power, not a strategy card
        x.add("seat", s.window->links[i].seat);
        x.add("speed", s.window->links[i].speed);
        if (l.summon >= 0)
            x.add("summon", cardOut(out, s, l.summon)); // chosen from the hand, shown as the link is made
        // The target by seat and slot; its id only while it is face-up or the viewer controls it
        // (a face-down servant is targeted as the card in that slot).
        Json target = l.target >= 0 && !l.power ? Json(s.id(l.target)) : Json(nullptr); // a card's: face-up
        int tSeat = -1, tSlot = -1;
        for (int q = 0; q < 2 && l.target >= 0 && l.power; ++q)
            for (int t = 0; t < kSlots; ++t) {
                const auto& slot = s.seat(q).servants[static_cast<std::size_t>(t)];
                if (slot.card != l.target)
                    continue;
                tSeat = q;
                tSlot = t;
                if (slot.pos != Pos::Set || full || viewer == std::optional<int>(q))
                    target = s.id(l.target);
            }
        x.add("target", target);
        if (tSeat >= 0) {
            x.add("targetSeat", tSeat);
            x.add("targetSlot", tSlot);
        }
        chain.push(x.take());
    }
    view.add("chain", chain.take());
    view.add("firstPlayer", s.firstPlayer);
    // A Flip power waiting for its controller to choose its target (public: the servant is face-up).
    if (s.flipAsk) {
        auto q = out.object();
        if (s.flipAsk->attacker >= 0)
            q.add("attacker", s.id(s.flipAsk->attacker)); // face-up on the map: the battle just shown
        q.add("seat", s.flipAsk->seat);
        q.add("servant", s.id(s.flipAsk->card));
        for (int i = 0; i < kSlots; ++i)
            if (s.seat(s.flipAsk->seat).servants[static_cast<std::size_t>(i)].card == s.flipAsk->card)
                q.add("slot", i);
        view.add("flipAsk", q.take());
    }
    if (s.mapCard >= 0)
        view.add("map", cardOut(out, s, s.mapCard));
    else
        view.add("map", nullptr);
    view.add("normalSummonUsed", s.normalSummonUsed);
    view.add("phase", phaseName(s.phase));
    auto seats = out.array(2);
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        const bool own = full || (viewer && *viewer == seat);
        auto j = out.object();
        if (full) { // the state only: "instance:card" strings, top first
            auto deck = out.array(p.deck.size());
            for (int c : p.deck)
                deck.push(out.text(s.id(c) + ":" + s.def(c).id));
            j.add("deck", deck.take());
        }
        j.add("deckCount", p.deck.size());
        j.add("graveyard", cardList(out, s, p.graveyard));
        if (own)
            j.add("hand", cardList(out, s, p.hand));
        else
            j.add("hand", nullptr);
        j.add("handCount", p.hand.size());
        j.add("health", p.health);
        j.add("seat", seat);
        auto servants = out.array(kSlots);
        for (int i = 0; i < kSlots; ++i) {
            const auto& slot = p.servants[static_cast<std::size_t>(i)];
            if (slot.card < 0) {
                servants.push(out.null());
                continue;
            }
            const bool hidden = !full && servantHiddenFrom(slot, seat, viewer);
            auto x = out.object();
            if (!hidden)
                addCard(x, s, slot.card);
            x.add("attacked", slot.attackedTurn == s.turn);
            x.add("changed", slot.changedTurn == s.turn);
            x.add("faceDown", slot.pos == Pos::Set);
            if (hidden)
                x.add("hidden", true);
            else {
                x.add("defNow", statNow(s, seat, i, false));
                x.add("offNow", statNow(s, seat, i, true));
            }
            x.add("placed", slot.placedTurn == s.turn);
            x.add("position", posName(slot.pos));
            if (full)
                x.add("turns", Json::array({slot.placedTurn, slot.changedTurn, slot.attackedTurn, slot.powerTurn}));
            x.add("powerUsed", slot.powerTurn == s.turn);
            // Control taken until the end of the turn: to whom it returns, and at the end of which turn.
            for (const auto& l : s.lent)
                if (l.card == slot.card && l.returnTo != seat) {
                    x.add("returnsTo", l.returnTo);
                    x.add("returnsTurn", l.turn);
                }
            servants.push(x.take());
        }
        j.add("servants", servants.take());
        auto strategies = out.array(kSlots);
        for (int i = 0; i < kSlots; ++i) {
            const auto& slot = p.strategies[static_cast<std::size_t>(i)];
            if (slot.card < 0) {
                strategies.push(out.null());
                continue;
            }
            const bool hidden = !own && slot.faceDown;
            auto x = out.object();
            if (!hidden)
                addCard(x, s, slot.card);
            x.add("faceDown", slot.faceDown);
            if (hidden)
                x.add("hidden", true);
            x.add("setThisTurn", slot.setTurn == s.turn);
            if (slot.target >= 0)
                x.add("target", s.id(slot.target));
            else
                x.add("target", nullptr);
            if (full)
                x.add("setTurn", slot.setTurn);
            strategies.push(x.take());
        }
        j.add("strategies", strategies.take());
        seats.push(j.take());
    }
    view.add("seats", seats.take());
    if (s.phase == Phase::Battle)
        view.add("step", stepName(s.step));
    else
        view.add("step", nullptr);
    view.add("turn", s.turn);
    if (s.window) {
        auto w = out.object();
        w.add("asked", s.window->asked());
        w.add("passes", s.window->passes);
        w.add("stillToAsk", s.window->stillToAsk());
        view.add("window", w.take());
    } else {
        view.add("window", nullptr);
    }
    if (s.over)
        view.add("winners", s.winners);
    return view.take();
}
} // namespace

Json buildView(const ServantsState& s, std::optional<int> viewer, bool full)
{
    return viewOut(core::JsonOut(), s, viewer, full);
}
} // namespace detail

Json ServantsRules::cardFace(const std::string& cardId) const
{
    const int i = builtInCards().indexOfId(cardId);
    return i < 0 ? Json(nullptr) : detail::faceJson(builtInCards()[i]);
}

Json ServantsRules::viewFor(const core::GameState& base, std::optional<core::Seat> seat) const
{
    return detail::buildView(static_cast<const ServantsState&>(base), seat, false);
}

// The same statements as viewFor, with nothing built: the leak scan after every checked action.
void ServantsRules::visitViewStrings(const core::GameState& base, std::optional<core::Seat> seat,
                                     const core::StringVisitor& visit) const
{
    detail::viewOut(core::StringsOut(visit), static_cast<const ServantsState&>(base), seat, false);
}

Json ServantsRules::toJson(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    Json j = detail::buildView(s, std::nullopt, true);
    j["options"] = Json{{"firstPlayer", s.options.firstPlayer}, {"startingHealth", s.options.startingHealth}};
    j["over"] = s.over;
    j["endMessage"] = s.endMessage.toJson();
    return j;
}

namespace {
void addInts(core::Digest& d, const std::vector<int>& v)
{
    d.list(v.size());
    for (int x : v)
        d.add(x);
}
} // namespace

// Every field of ServantsState, in declaration order; tst_servants' digest test fails if a
// field of ServantsState.h has no row there.
std::uint64_t ServantsRules::stateDigest(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    core::Digest d;
    d.add(s.options.firstPlayer).add(s.options.startingHealth);
    d.list(s.cards.size());
    for (const auto& c : s.cards)
        d.add(c.def).add(c.owner).add(c.id);
    for (const auto& p : s.players) {
        d.add(p.health);
        addInts(d, p.deck);
        addInts(d, p.hand);
        addInts(d, p.graveyard);
        for (const auto& slot : p.servants)
            d.add(slot.card).add(static_cast<int>(slot.pos)).add(slot.placedTurn).add(slot.changedTurn).add(slot.attackedTurn);
        for (const auto& slot : p.servants)
            d.add(slot.powerTurn);
        for (const auto& slot : p.strategies)
            d.add(slot.card).add(slot.faceDown).add(slot.setTurn).add(slot.target);
    }
    d.add(s.mapCard);
    d.add(s.window.has_value());
    if (s.window)
        s.window->addTo(d);
    d.list(s.chain.size());
    for (const auto& l : s.chain)
        d.add(l.card).add(l.target).add(l.summon).add(l.negated);
    d.add(static_cast<int>(s.step));
    d.add(s.attack.attacker).add(s.attack.target).add(s.attack.foeServants).add(s.attack.noDamage);
    d.add(s.attack.targetFlipped);
    d.list(s.boosts.size());
    for (const auto& b : s.boosts)
        d.add(b.card).add(b.off).add(b.def);
    // Added later: only when present, so that earlier states keep their digests.
    const bool powerLinks = std::any_of(s.chain.begin(), s.chain.end(), [](const ChainLink& l) { return l.power; });
    if (powerLinks || !s.lent.empty()) {
        d.list(s.chain.size());
        for (const auto& l : s.chain)
            d.add(l.power);
        d.list(s.lent.size());
        for (const auto& l : s.lent)
            d.add(l.card).add(l.returnTo).add(l.turn);
    }
    if (s.flipAsk) // added later, like the above
        d.add(s.flipAsk->card).add(s.flipAsk->seat).add(s.flipAsk->attacker);
    if (s.summoned >= 0) // added later, like the above
        d.add(std::string("summoned")).add(s.summoned);
    d.add(s.firstPlayer).add(s.active).add(s.turn).add(static_cast<int>(s.phase));
    d.add(s.normalSummonUsed).add(s.over);
    addInts(d, s.winners);
    d.add(s.endMessage.id).add(s.endMessage.text).add(s.endMessage.rule).add(s.endMessage.args.dump());
    return d.value();
}

} // namespace tabletop::games::servants
