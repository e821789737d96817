#include "Engine.h"
#include "NeoTokyoRules.h"
#include "core/Hash.h"

#include <algorithm>

namespace tabletop::games::neotokyo {

using core::Json;

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

Json cards(const NeoTokyoState& s, const std::vector<int>& list)
{
    Json out = Json::array();
    for (int c : list)
        out.push_back(cardJson(s, c));
    return out;
}

// A card in the viewer's own hand carries what its face shows (a table draws it from this).
Json faceJson(const NeoTokyoState& s, int card)
{
    Json j = cardJson(s, card);
    const CardDef& d = s.def(card);
    j["type"] = typeName(d.type);
    j["colour"] = d.colour < 0 ? Json(nullptr) : Json(kColours[static_cast<std::size_t>(d.colour)]);
    j["dp"] = d.dp;
    j["text"] = d.text;
    if (d.type == CardType::Angel)
        j["strength"] = d.strength;
    Json marks = Json::array();
    for (const auto& m : d.marks)
        marks.push_back(Json{{"hurt", m.hurt}, {"target", kColours[static_cast<std::size_t>(m.target)]}});
    j["marks"] = marks;
    return j;
}

} // namespace

namespace detail {
Json buildView(const NeoTokyoState& s, std::optional<int> viewer, bool full)
{
    Json view;
    view["phase"] = phaseName(s.phase);
    view["turn"] = s.turn;
    view["active"] = s.active;
    view["priority"] = s.priority;
    view["passes"] = s.passes;
    Json characters = Json::array();
    for (int c = 0; c < 6; ++c) {
        const auto& slot = s.characters[static_cast<std::size_t>(c)];
        Json spoken = Json::array();
        for (const auto& sp : s.spoken)
            if (sp.speaker == c && !sp.put) {
                Json j = cardJson(s, sp.card);
                j["seat"] = sp.seat;
                j["line"] = sp.line;
                j["cancelled"] = sp.cancelled;
                spoken.push_back(j);
            }
        characters.push_back(Json{{"colour", kColours[static_cast<std::size_t>(c)]},
                                  {"name", kCharacters[static_cast<std::size_t>(c)]},
                                  {"down", slot.down},
                                  {"group", s.groups.group[static_cast<std::size_t>(c)]},
                                  {"attached", cards(s, slot.attached)},
                                  {"spoken", spoken},
                                  {"spokenCount", s.spokenCount(c)},
                                  {"limit", s.speakLimit(c)},
                                  {"silenced", s.silenced(c)}});
    }
    view["characters"] = characters;
    Json evas = Json::array();
    for (int e = 0; e < 3; ++e) {
        const auto& slot = s.evas[static_cast<std::size_t>(e)];
        bool assigned = false;
        if (s.battle)
            for (int a : s.battle->assigned)
                assigned = assigned || a == e;
        evas.push_back(Json{{"id", kEvaIds[static_cast<std::size_t>(e)]},
                            {"name", kEvaNames[static_cast<std::size_t>(e)]},
                            {"pilot", kColours[static_cast<std::size_t>(kPilots[static_cast<std::size_t>(e)])]},
                            {"down", slot.down},
                            {"attached", cards(s, slot.attached)},
                            {"assigned", assigned},
                            {"strength", computeEvaStrength(s, e)}});
    }
    view["evas"] = evas;
    if (s.angel >= 0) {
        Json a = cardJson(s, s.angel);
        a["strength"] = std::max(0, s.def(s.angel).strength + s.angelModifier);
        view["angel"] = a;
    } else {
        view["angel"] = nullptr;
    }
    Json queue = Json::array();
    for (int c : s.angelQueue) {
        const int owner = s.cards[static_cast<std::size_t>(c)].owner;
        if (full || (viewer && *viewer == owner))
            queue.push_back(cardJson(s, c));
        else
            queue.push_back(Json{{"hidden", true}, {"owner", owner}});
    }
    view["angelQueue"] = queue;
    Json seats = Json::array();
    for (int seat = 0; seat < s.seats; ++seat) {
        const auto& p = s.players[static_cast<std::size_t>(seat)];
        const bool own = full || (viewer && *viewer == seat);
        // Another seat's hand is only a count (handCount); a table draws that many card backs.
        Json hand = Json::array();
        if (own)
            for (int c : p.hand)
                hand.push_back(faceJson(s, c));
        Json seatJson{{"seat", seat},
                      {"hand", own ? hand : Json(nullptr)},
                      {"handCount", p.hand.size()},
                      {"deckCount", p.deck.size()},
                      {"discard", cards(s, p.discard)},
                      {"consummation", cardJson(s, p.consummation)},
                      {"level", p.level},
                      {"out", p.out},
                      {"angelsDefeated", p.angelsDefeated}};
        if (full) { // the state only (hashing, scenarios): compact "instance:card" strings, top first
            Json deck = Json::array();
            for (int c : p.deck)
                deck.push_back(s.cards[static_cast<std::size_t>(c)].id + ":" + s.def(c).id);
            seatJson["deck"] = deck;
        }
        seats.push_back(seatJson);
    }
    view["seats"] = seats;
    if (s.pending) {
        const auto& p = *s.pending;
        Json j{{"card", cardJson(s, p.card)}, {"seat", p.seat}, {"line", p.line}, {"ask", p.ask}};
        if (p.line) {
            const Mark& m = s.def(p.card).marks[static_cast<std::size_t>(p.mark)];
            j["mark"] = p.mark;
            j["hurt"] = m.hurt;
            j["target"] = kColours[static_cast<std::size_t>(m.target)];
        }
        view["pending"] = j;
    } else {
        view["pending"] = nullptr;
    }
    if (s.battle) {
        int total = 0;
        for (int e : s.battle->assigned)
            total += computeEvaStrength(s, e);
        view["battle"] = Json{{"step", s.battle->step}, {"evaStrength", total}};
    } else {
        view["battle"] = nullptr;
    }
    if (s.stage) {
        view["stage"] = Json{{"seat", s.stage->seat},
                             {"character", kColours[static_cast<std::size_t>(s.stage->character)]},
                             {"awaitingAttract", s.stage->awaitingAttract},
                             {"ask", s.stage->ask},
                             {"played", cards(s, s.stage->played)}};
    } else {
        view["stage"] = nullptr;
    }
    if (s.phase == Phase::EndingDiscard)
        view["discard"] = Json{{"seat", s.discardSeat}, {"count", s.discardLeft}};
    if (s.over)
        view["winners"] = s.winners;
    return view;
}
} // namespace detail

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
    auto id = [&](int c) { return s.cards[static_cast<std::size_t>(c)].id; };
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
