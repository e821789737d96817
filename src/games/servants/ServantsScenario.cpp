#include "ServantsRules.h"

#include <stdexcept>

namespace tabletop::games::servants {

using core::Json;

namespace {
[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("servants position: " + what); }

int newCard(ServantsState& s, const Json& name, int owner, const std::string& where)
{
    if (!name.is_string())
        bad(where + ": a card name must be a string");
    const int def = builtInCards().indexOfName(name.get<std::string>());
    if (def < 0)
        bad(where + ": unknown card \"" + name.get<std::string>() + "\"");
    s.cards.push_back(Inst{def, owner, "c" + std::to_string(s.cards.size())});
    return static_cast<int>(s.cards.size()) - 1;
}

std::vector<int> names(ServantsState& s, const Json& list, int owner, const std::string& where)
{
    if (!list.is_array())
        bad(where + " must be an array of card names");
    std::vector<int> out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(newCard(s, list[i], owner, where + "[" + std::to_string(i) + "]"));
    return out;
}

int intField(const Json& o, const char* key, int fallback, int min, int max, const std::string& where)
{
    if (!o.contains(key))
        return fallback;
    if (!o[key].is_number_integer() || o[key].get<std::int64_t>() < min || o[key].get<std::int64_t>() > max)
        bad(where + ": field \"" + key + "\" must be a whole number from " + std::to_string(min) + " to " +
            std::to_string(max));
    return o[key].get<int>();
}

bool boolField(const Json& o, const char* key, const std::string& where)
{
    if (!o.contains(key))
        return false;
    if (!o[key].is_boolean())
        bad(where + ": field \"" + key + "\" must be true or false");
    return o[key].get<bool>();
}
} // namespace

// Position format: docs/games/servants.md ("Scenario positions").
std::unique_ptr<core::GameState> ServantsRules::setupScenario(const core::MatchConfig& config, const Json& pos,
                                                              core::Rng&) const
{
    if (config.seats != 2)
        bad("Servant Zones is for 2 players");
    if (!pos.is_object())
        bad("the position must be an object");
    auto s = std::make_unique<ServantsState>();
    s->options = parseOptions(config.options);
    s->active = intField(pos, "active", 0, 0, 1, "position");
    s->turn = intField(pos, "turn", 2, 1, 100000, "position");
    s->firstPlayer = intField(pos, "firstPlayer", s->turn % 2 == 1 ? s->active : 1 - s->active, 0, 1, "position");
    s->normalSummonUsed = boolField(pos, "normalSummonUsed", "position");
    const std::string phase = pos.value("phase", std::string("main1"));
    if (phase == "main1")
        s->phase = Phase::Main1;
    else if (phase == "battle")
        s->phase = Phase::Battle;
    else if (phase == "main2")
        s->phase = Phase::Main2;
    else if (phase == "end")
        s->phase = Phase::End; // the question before the End Phase is open (below)
    else
        bad("field \"phase\" must be \"main1\", \"battle\", \"main2\" or \"end\"");
    if (s->turn == 1 && s->phase == Phase::Battle)
        bad("there is no Battle Phase on turn 1");
    struct Bind {
        int seat, slot;
        Json target;
        std::string where;
    };
    std::vector<Bind> targets; // resolved once every servant is placed
    const Json seats = pos.value("seats", Json::array());
    if (!seats.is_array() || seats.size() > 2)
        bad("field \"seats\" must be an array of at most 2 seats");
    for (int seat = 0; seat < 2; ++seat) {
        const Json st = seat < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(seat)] : Json::object();
        const std::string where = "seats[" + std::to_string(seat) + "]";
        if (!st.is_object())
            bad(where + " must be an object");
        auto& p = s->seat(seat);
        p.health = intField(st, "health", s->options.startingHealth, 0, 100000, where);
        p.deck = names(*s, st.value("deck", Json::array()), seat, where + ".deck");
        p.hand = names(*s, st.value("hand", Json::array()), seat, where + ".hand");
        p.graveyard = names(*s, st.value("graveyard", Json::array()), seat, where + ".graveyard");
        const Json servants = st.value("servants", Json::array());
        if (!servants.is_array() || servants.size() > kSlots)
            bad(where + ".servants must be an array of at most 5 slots");
        for (std::size_t i = 0; i < servants.size(); ++i) {
            const Json& x = servants[i];
            if (x.is_null())
                continue;
            const std::string at = where + ".servants[" + std::to_string(i) + "]";
            if (!x.is_object())
                bad(at + " must be null or an object");
            const int owner = intField(x, "owner", seat, 0, 1, at);
            auto& slot = p.servants[i];
            slot.card = newCard(*s, x.value("card", Json()), owner, at);
            if (!s->def(slot.card).isServant())
                bad(at + ": " + s->def(slot.card).name + " is not a servant");
            const std::string position = x.value("position", std::string("offense"));
            if (position == "offense")
                slot.pos = Pos::Offense;
            else if (position == "defense")
                slot.pos = Pos::Defense;
            else if (position == "set")
                slot.pos = Pos::Set;
            else
                bad(at + ": field \"position\" must be \"offense\", \"defense\" or \"set\"");
            slot.placedTurn = boolField(x, "placedThisTurn", at) ? s->turn : 0;
            slot.changedTurn = boolField(x, "changedThisTurn", at) ? s->turn : 0;
            slot.attackedTurn = boolField(x, "attackedThisTurn", at) ? s->turn : 0;
        }
        const Json strategies = st.value("strategies", Json::array());
        if (!strategies.is_array() || strategies.size() > kSlots)
            bad(where + ".strategies must be an array of at most 5 slots");
        for (std::size_t i = 0; i < strategies.size(); ++i) {
            if (strategies[i].is_null())
                continue;
            const std::string at = where + ".strategies[" + std::to_string(i) + "]";
            // A name (set face-down on an earlier turn) or {"card", "faceDown", "setThisTurn", "target"}.
            const Json& x = strategies[i];
            const Json obj = x.is_object() ? x : Json{{"card", x}};
            const int c = newCard(*s, obj.value("card", Json()), seat, at);
            if (s->def(c).isServant() || s->def(c).isMap())
                bad(at + ": only a strategy (not a Map) or a conspiracy lies in the strategy zone");
            const bool faceDown = obj.contains("faceDown") ? boolField(obj, "faceDown", at) : true;
            const std::string& sub = s->def(c).subtype;
            if (!faceDown && sub != "equip" && sub != "continuous")
                bad(at + ": only an Equip or Continuous card stays face-up in the strategy zone");
            p.strategies[i] = StrategySlot{c, faceDown, boolField(obj, "setThisTurn", at) ? s->turn : 0, -1};
            if (obj.contains("target"))
                targets.push_back({seat, static_cast<int>(i), obj["target"], at});
        }
    }
    for (const auto& b : targets) {
        auto& st = s->seat(b.seat).strategies[static_cast<std::size_t>(b.slot)];
        const Json& t = b.target;
        if (!t.is_object())
            bad(b.where + ": field \"target\" must be {\"seat\": 0 or 1, \"slot\": 0 to 4}");
        const int ts = intField(t, "seat", -1, 0, 1, b.where + ".target");
        const int tt = intField(t, "slot", -1, 0, kSlots - 1, b.where + ".target");
        if (ts < 0 || tt < 0 || s->seat(ts).servants[static_cast<std::size_t>(tt)].card < 0 || st.faceDown)
            bad(b.where + ": a face-up card's target must name a servant by seat and slot");
        st.target = s->seat(ts).servants[static_cast<std::size_t>(tt)].card;
    }
    if (pos.contains("map")) {
        const int c = newCard(*s, pos["map"], s->active, "position.map");
        if (!s->def(c).isMap())
            bad("position.map: " + s->def(c).name + " is not a Map Strategy card");
        s->mapCard = c;
    }
    // Phase "end": the active seat has ended the turn and its opponent is asked whether to respond
    // before the End Phase's actions (docs/games/servants.md, "Responses").
    if (s->phase == Phase::End) {
        s->window = core::ResponseWindow::around(1 - s->active, 2);
        s->window->minSpeed = 2;
    }
    // "summonResponse": true: the opponent of the active seat is asked whether to respond to a
    // summon (docs/games/servants.md, "Responses"); a Main Phase question only.
    if (boolField(pos, "summonResponse", "position")) {
        if (s->phase != Phase::Main1 && s->phase != Phase::Main2)
            bad("position: field \"summonResponse\" is a Main Phase question (phase main1 or main2)");
        s->window = core::ResponseWindow::around(1 - s->active, 2);
        s->window->minSpeed = 2;
    }
    return s;
}

} // namespace tabletop::games::servants
