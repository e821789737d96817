#include "Engine.h"
#include "NeoTokyoRules.h"
#include "core/Hash.h"
#include "core/JsonBuild.h"

#include <algorithm>

namespace tabletop::games::neotokyo {

using core::Json;
using core::JsonObject;

namespace {
const char* phaseName(Phase p)
{
    switch (p) {
    case Phase::OpeningDraw: return "openingDraw";
    case Phase::BattleAssign: return "battleAssign";
    case Phase::Battle: return "battle";
    case Phase::Main: return "main";
    case Phase::EndingDiscard: return "endingDiscard";
    case Phase::Consummation: return "consummation";
    case Phase::Stage: return "stage";
    case Phase::Over: return "gameOver";
    }
    return "";
}

Json intArray(const std::vector<int>& list)
{
    Json out(Json::value_t::array);
    auto& a = out.get_ref<Json::array_t&>();
    a.reserve(list.size());
    for (int x : list)
        a.emplace_back(x);
    return out;
}

Json cards(const NeoTokyoState& s, const std::vector<int>& list)
{
    Json out(Json::value_t::array);
    auto& a = out.get_ref<Json::array_t&>();
    a.reserve(list.size());
    for (int c : list)
        a.push_back(cardJson(s, c));
    return out;
}

// What a card's face shows, from its data; with `inst`, also that instance's id and owner
// (a card in the viewer's own hand: a table draws it from this). Keys in sorted order.
Json faceJson(const CardDef& d, const Inst* inst)
{
    Json marks(Json::value_t::array);
    auto& m = marks.get_ref<Json::array_t&>();
    m.reserve(d.marks.size());
    for (const auto& mark : d.marks)
        m.push_back(JsonObject()
                        .add("hurt", mark.hurt)
                        .add("target", kColours[static_cast<std::size_t>(mark.target)])
                        .take());
    JsonObject j;
    j.add("card", d.id);
    j.add("colour", d.colour < 0 ? Json(nullptr) : Json(kColours[static_cast<std::size_t>(d.colour)]));
    j.add("dp", d.dp);
    if (inst)
        j.add("id", inst->id);
    j.add("marks", std::move(marks));
    j.add("name", d.name);
    if (inst)
        j.add("owner", inst->owner);
    if (d.type == CardType::Angel)
        j.add("strength", d.strength);
    j.add("text", d.text);
    j.add("type", typeName(d.type));
    return j.take();
}

// What a card's face shows, from its data.
Json defFace(const CardDef& d) { return faceJson(d, nullptr); }

// A card in the viewer's own hand: its face plus cardJson's instance fields.
Json faceJson(const NeoTokyoState& s, int card) { return faceJson(s.def(card), &s.cards[static_cast<std::size_t>(card)]); }

// A spoken card on the table: cardJson's keys and who spoke it how, in sorted order.
Json spokenJson(const NeoTokyoState& s, const Spoken& sp)
{
    const Inst& inst = s.cards[static_cast<std::size_t>(sp.card)];
    const CardDef& d = s.def(sp.card);
    return JsonObject()
        .add("cancelled", sp.cancelled)
        .add("card", d.id)
        .add("id", inst.id)
        .add("line", sp.line)
        .add("name", d.name)
        .add("owner", inst.owner)
        .add("seat", sp.seat)
        .take();
}

} // namespace

namespace detail {
Json buildView(const NeoTokyoState& s, std::optional<int> viewer, bool full)
{
    JsonObject view;
    view.add("active", s.active);
    if (s.angel >= 0) {
        JsonObject a(cardJson(s, s.angel));
        a.add("strength", std::max(0, s.def(s.angel).strength + s.angelModifier));
        view.add("angel", a.take());
    } else {
        view.add("angel", nullptr);
    }
    Json queue(Json::value_t::array);
    auto& q = queue.get_ref<Json::array_t&>();
    q.reserve(s.angelQueue.size());
    for (int c : s.angelQueue) {
        const int owner = s.cards[static_cast<std::size_t>(c)].owner;
        if (full || (viewer && *viewer == owner))
            q.push_back(cardJson(s, c));
        else
            q.push_back(JsonObject().add("hidden", true).add("owner", owner).take());
    }
    view.add("angelQueue", std::move(queue));
    if (s.battle) {
        int total = 0;
        for (int e : s.battle->assigned)
            total += computeEvaStrength(s, e);
        view.add("battle", JsonObject().add("evaStrength", total).add("step", s.battle->step).take());
    } else {
        view.add("battle", nullptr);
    }
    Json characters(Json::value_t::array);
    auto& chars = characters.get_ref<Json::array_t&>();
    chars.reserve(6);
    for (int c = 0; c < 6; ++c) {
        const auto& slot = s.characters[static_cast<std::size_t>(c)];
        Json spoken(Json::value_t::array);
        for (const auto& sp : s.spoken)
            if (sp.speaker == c && !sp.put)
                spoken.push_back(spokenJson(s, sp));
        chars.push_back(JsonObject()
                            .add("attached", cards(s, slot.attached))
                            .add("colour", kColours[static_cast<std::size_t>(c)])
                            .add("down", slot.down)
                            .add("group", s.groups.group[static_cast<std::size_t>(c)])
                            .add("limit", s.speakLimit(c))
                            .add("name", kCharacters[static_cast<std::size_t>(c)])
                            .add("silenced", s.silenced(c))
                            .add("spoken", std::move(spoken))
                            .add("spokenCount", s.spokenCount(c))
                            .take());
    }
    view.add("characters", std::move(characters));
    if (s.phase == Phase::EndingDiscard)
        view.add("discard", JsonObject().add("count", s.discardLeft).add("seat", s.discardSeat).take());
    Json evas(Json::value_t::array);
    auto& ev = evas.get_ref<Json::array_t&>();
    ev.reserve(3);
    for (int e = 0; e < 3; ++e) {
        const auto& slot = s.evas[static_cast<std::size_t>(e)];
        bool assigned = false;
        if (s.battle)
            for (int a : s.battle->assigned)
                assigned = assigned || a == e;
        ev.push_back(JsonObject()
                         .add("assigned", assigned)
                         .add("attached", cards(s, slot.attached))
                         .add("down", slot.down)
                         .add("id", kEvaIds[static_cast<std::size_t>(e)])
                         .add("name", kEvaNames[static_cast<std::size_t>(e)])
                         .add("pilot", kColours[static_cast<std::size_t>(kPilots[static_cast<std::size_t>(e)])])
                         .add("strength", computeEvaStrength(s, e))
                         .take());
    }
    view.add("evas", std::move(evas));
    view.add("passes", s.passes);
    if (s.pending) {
        const auto& p = *s.pending;
        JsonObject j;
        j.add("ask", intArray(p.ask));
        j.add("card", cardJson(s, p.card));
        if (p.line) {
            const Mark& m = s.def(p.card).marks[static_cast<std::size_t>(p.mark)];
            j.add("hurt", m.hurt);
            j.add("line", p.line);
            j.add("mark", p.mark);
            j.add("seat", p.seat);
            j.add("target", kColours[static_cast<std::size_t>(m.target)]);
        } else {
            j.add("line", p.line);
            j.add("seat", p.seat);
        }
        view.add("pending", j.take());
    } else {
        view.add("pending", nullptr);
    }
    view.add("phase", phaseName(s.phase));
    view.add("priority", s.priority);
    Json seats(Json::value_t::array);
    auto& st = seats.get_ref<Json::array_t&>();
    st.reserve(static_cast<std::size_t>(s.seats));
    for (int seat = 0; seat < s.seats; ++seat) {
        const auto& p = s.players[static_cast<std::size_t>(seat)];
        const bool own = full || (viewer && *viewer == seat);
        JsonObject seatJson;
        seatJson.add("angelsDefeated", p.angelsDefeated);
        seatJson.add("consummation", cardJson(s, p.consummation));
        if (full) { // the state only (hashing, scenarios): compact "instance:card" strings, top first
            Json deck(Json::value_t::array);
            auto& d = deck.get_ref<Json::array_t&>();
            d.reserve(p.deck.size());
            for (int c : p.deck)
                d.emplace_back(s.cards[static_cast<std::size_t>(c)].id + ":" + s.def(c).id);
            seatJson.add("deck", std::move(deck));
        }
        seatJson.add("deckCount", p.deck.size());
        seatJson.add("discard", cards(s, p.discard));
        // Another seat's hand is only a count (handCount); a table draws that many card backs.
        if (own) {
            Json hand(Json::value_t::array);
            auto& h = hand.get_ref<Json::array_t&>();
            h.reserve(p.hand.size());
            for (int c : p.hand)
                h.push_back(faceJson(s, c));
            seatJson.add("hand", std::move(hand));
        } else {
            seatJson.add("hand", nullptr);
        }
        seatJson.add("handCount", p.hand.size());
        seatJson.add("level", p.level);
        seatJson.add("out", p.out);
        seatJson.add("seat", seat);
        st.push_back(seatJson.take());
    }
    view.add("seats", std::move(seats));
    if (s.stage) {
        view.add("stage", JsonObject()
                              .add("ask", intArray(s.stage->ask))
                              .add("awaitingAttract", s.stage->awaitingAttract)
                              .add("character", kColours[static_cast<std::size_t>(s.stage->character)])
                              .add("played", cards(s, s.stage->played))
                              .add("seat", s.stage->seat)
                              .take());
    } else {
        view.add("stage", nullptr);
    }
    view.add("turn", s.turn);
    if (s.over)
        view.add("winners", intArray(s.winners));
    return view.take();
}
} // namespace detail

Json NeoTokyoRules::cardFace(const std::string& cardId) const
{
    const int i = builtInCards().indexOfId(cardId);
    if (i < 0)
        return nullptr;
    const CardDef& d = builtInCards()[i];
    Json j = defFace(d);
    j["reaction"] = d.reaction;
    j["other"] = d.other;
    return j;
}

Json NeoTokyoRules::viewFor(const core::GameState& base, std::optional<core::Seat> seat) const
{
    return detail::buildView(static_cast<const NeoTokyoState&>(base), seat, false);
}

Json NeoTokyoRules::toJson(const core::GameState& base) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    Json j = detail::buildView(s, std::nullopt, true);
    j["firstPlayer"] = s.firstPlayer;
    j["nextId"] = s.nextId;
    j["angelModifier"] = s.angelModifier;
    j["endingOrder"] = s.endingOrder;
    j["options"] = Json{{"firstPlayer", s.options.firstPlayer}};
    j["endReason"] = s.endReason;
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

// Every field of NeoTokyoState, in declaration order. tst_neotokyo's digest tests fail if a
// field is left out here.
std::uint64_t NeoTokyoRules::stateDigest(const core::GameState& base) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    core::Digest d;
    d.add(s.options.firstPlayer);
    d.add(s.seats);
    d.list(s.cards.size());
    for (const auto& c : s.cards)
        d.add(c.def).add(c.owner).add(c.id);
    d.list(s.players.size());
    for (const auto& p : s.players) {
        addInts(d, p.deck);
        addInts(d, p.hand);
        addInts(d, p.discard);
        d.add(p.consummation).add(p.level).add(p.out).add(p.angelsDefeated).add(p.stageCards).add(p.stageDone);
    }
    for (const auto& c : s.characters) {
        d.add(c.down);
        addInts(d, c.attached);
    }
    for (const auto& e : s.evas) {
        d.add(e.down);
        addInts(d, e.attached);
    }
    for (int g : s.groups.group)
        d.add(g);
    d.add(s.angel);
    addInts(d, s.angelQueue);
    d.add(s.angelModifier).add(s.firstPlayer).add(s.active).add(s.turn).add(static_cast<int>(s.phase));
    d.add(s.priority).add(s.passes);
    d.list(s.spoken.size());
    for (const auto& sp : s.spoken)
        d.add(sp.card).add(sp.seat).add(sp.speaker).add(sp.dp).add(sp.line).add(sp.counts).add(sp.put).add(sp.cancelled);
    d.add(s.pending.has_value());
    if (s.pending) {
        const auto& p = *s.pending;
        d.add(p.card).add(p.seat).add(p.speaker).add(p.line).add(p.mark).add(p.target);
        addInts(d, p.ask);
        d.add(p.cancelledBy);
    }
    d.add(s.battle.has_value());
    if (s.battle) {
        const auto& b = *s.battle;
        addInts(d, b.assigned);
        for (int x : b.bonus)
            d.add(x);
        for (const auto& w : b.weapons)
            addInts(d, w);
        for (int x : b.extraWeapons)
            d.add(x);
        d.add(b.step);
    }
    d.add(s.stage.has_value());
    if (s.stage) {
        const auto& st = *s.stage;
        d.add(st.seat).add(st.character).add(st.awaitingAttract);
        addInts(d, st.ask);
        d.add(st.hurt);
        addInts(d, st.played);
    }
    addInts(d, s.endingOrder);
    d.add(s.discardSeat).add(s.discardLeft).add(s.nextId).add(s.over);
    addInts(d, s.winners);
    d.add(s.endReason);
    d.add(s.endMessage.id).add(s.endMessage.text).add(s.endMessage.rule);
    if (s.endMessage.args.empty())
        d.list(0);
    else
        d.add(s.endMessage.args.dump());
    return d.value();
}

std::vector<core::CardLocation> NeoTokyoRules::cardLocations(const core::GameState& base) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    std::vector<core::CardLocation> out;
    out.reserve(s.cards.size());
    auto add = [&](int c, std::string zone) {
        out.push_back(core::CardLocation{std::to_string(c), std::move(zone)});
    };
    for (int seat = 0; seat < s.seats; ++seat) {
        const auto& p = s.players[static_cast<std::size_t>(seat)];
        const std::string n = std::to_string(seat);
        for (int c : p.deck)
            add(c, "deck" + n);
        for (int c : p.hand)
            add(c, "hand" + n);
        for (int c : p.discard)
            add(c, "discard" + n);
        add(p.consummation, "consummation" + n);
    }
    for (int ch = 0; ch < 6; ++ch)
        for (int c : s.characters[static_cast<std::size_t>(ch)].attached)
            add(c, std::string("put:") + kColours[static_cast<std::size_t>(ch)]);
    for (int e = 0; e < 3; ++e)
        for (int c : s.evas[static_cast<std::size_t>(e)].attached)
            add(c, std::string("put:") + kEvaIds[static_cast<std::size_t>(e)]);
    for (const auto& sp : s.spoken)
        if (!sp.put)
            add(sp.card, "spoken");
    if (s.stage)
        for (int c : s.stage->played)
            add(c, "stage");
    if (s.angel >= 0)
        add(s.angel, "angel");
    for (int c : s.angelQueue)
        add(c, "angelQueue");
    return out;
}

std::vector<std::string> NeoTokyoRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> viewer) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    std::vector<std::string> out;
    std::size_t count = s.angelQueue.size();
    for (const auto& p : s.players)
        count += p.deck.size() + p.hand.size();
    out.reserve(count);
    auto id = [&](int c) -> const std::string& { return s.cards[static_cast<std::size_t>(c)].id; };
    for (int seat = 0; seat < s.seats; ++seat) {
        const auto& p = s.players[static_cast<std::size_t>(seat)];
        for (int c : p.deck)
            out.push_back(id(c));
        if (!viewer || *viewer != seat)
            for (int c : p.hand)
                out.push_back(id(c));
    }
    for (int c : s.angelQueue)
        if (!viewer || *viewer != s.cards[static_cast<std::size_t>(c)].owner)
            out.push_back(id(c));
    return out;
}

} // namespace tabletop::games::neotokyo
