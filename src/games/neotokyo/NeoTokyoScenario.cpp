#include "Engine.h"
#include "NeoTokyoRules.h"

#include <stdexcept>

namespace tabletop::games::neotokyo {

using core::Json;

namespace {
[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("neotokyo position: " + what); }

int defByName(const Json& name, const std::string& where)
{
    if (!name.is_string())
        bad(where + ": a card name must be a string");
    const int def = builtInCards().indexOfName(name.get<std::string>());
    if (def < 0)
        bad(where + ": unknown card \"" + name.get<std::string>() + "\"");
    return def;
}

int newCard(NeoTokyoState& s, int def, int owner)
{
    s.cards.push_back(Inst{def, owner, {}});
    const int c = static_cast<int>(s.cards.size()) - 1;
    detail::renew(s, c);
    return c;
}

// A list of cards: names (owned by `owner`) or {"card": name, "owner": seat}.
std::vector<int> cardList(NeoTokyoState& s, const Json& list, int owner, const std::string& where)
{
    std::vector<int> out;
    if (!list.is_array())
        bad(where + " must be an array");
    for (const auto& item : list) {
        if (item.is_object()) {
            const int o = item.value("owner", owner);
            if (o < 0 || o >= s.seats)
                bad(where + ": owner must be a seat of the game");
            out.push_back(newCard(s, defByName(item.value("card", Json()), where), o));
        } else {
            out.push_back(newCard(s, defByName(item, where), owner));
        }
    }
    return out;
}

int colourOf(const std::string& key, const std::string& where)
{
    const int c = colourIndex(key);
    if (c < 0)
        bad(where + ": \"" + key + "\" is not a colour (blue, white, red, green, yellow, black)");
    return c;
}
} // namespace

// Position format: docs/games/neotokyo.md ("Scenario positions").
std::unique_ptr<core::GameState> NeoTokyoRules::setupScenario(const core::MatchConfig& config, const Json& pos,
                                                              core::Rng&) const
{
    if (config.seats < kMinSeats || config.seats > kMaxSeats)
        bad("Neo-Tokyo is for 2 to 5 players");
    if (!pos.is_object())
        bad("the position must be an object");
    auto s = std::make_unique<NeoTokyoState>();
    s->options = parseOptions(config.options);
    s->seats = config.seats;
    s->players.resize(static_cast<std::size_t>(config.seats));
    s->active = pos.value("active", 0);
    if (s->active < 0 || s->active >= s->seats)
        bad("field \"active\" must be a seat of the game");
    s->firstPlayer = s->active;
    s->turn = pos.value("turn", 1);
    const Json seats = pos.value("seats", Json::array());
    for (int seat = 0; seat < s->seats; ++seat) {
        const Json st = seat < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(seat)] : Json::object();
        auto& p = s->players[static_cast<std::size_t>(seat)];
        const std::string where = "seats[" + std::to_string(seat) + "]";
        p.consummation = newCard(*s, defByName(st.value("consummation", Json("Shinji: Being Needed")), where), seat);
        if (s->def(p.consummation).type != CardType::Consummation)
            bad(where + ": consummation must be a Consummation card");
        p.deck = cardList(*s, st.value("deck", Json::array()), seat, where + ".deck");
        p.hand = cardList(*s, st.value("hand", Json::array()), seat, where + ".hand");
        p.discard = cardList(*s, st.value("discard", Json::array()), seat, where + ".discard");
        p.level = st.value("level", 0);
        p.angelsDefeated = st.value("angelsDefeated", 0);
        p.out = st.value("out", false);
    }
    const Json chars = pos.value("characters", Json::object());
    for (const auto& [key, value] : chars.items()) {
        const int c = colourOf(key, "characters");
        s->characters[static_cast<std::size_t>(c)].down = value.value("down", false);
        s->characters[static_cast<std::size_t>(c)].attached =
            cardList(*s, value.value("attached", Json::array()), 0, "characters." + key + ".attached");
    }
    const Json evas = pos.value("evas", Json::object());
    for (const auto& [key, value] : evas.items()) {
        int e = -1;
        for (int i = 0; i < 3; ++i)
            if (key == kEvaIds[static_cast<std::size_t>(i)])
                e = i;
        if (e < 0)
            bad("evas: \"" + key + "\" is not unit00, unit01 or unit02");
        s->evas[static_cast<std::size_t>(e)].down = value.value("down", false);
        s->evas[static_cast<std::size_t>(e)].attached =
            cardList(*s, value.value("attached", Json::array()), 0, "evas." + key + ".attached");
    }
    for (const auto& group : pos.value("groups", Json::array())) {
        std::vector<int> members;
        for (const auto& m : group)
            members.push_back(colourOf(m.get<std::string>(), "groups"));
        for (std::size_t i = 1; i < members.size(); ++i)
            s->groups.attract(members[0], members[i]);
    }
    if (pos.contains("angel") && !pos["angel"].is_null()) {
        const auto list = cardList(*s, Json::array({pos["angel"]}), 0, "angel");
        s->angel = list.front();
    }
    if (pos.contains("angelQueue"))
        s->angelQueue = cardList(*s, pos["angelQueue"], 0, "angelQueue");
    for (int c : std::vector<int>{s->angel})
        if (c >= 0 && s->def(c).type != CardType::Angel)
            bad("angel: not an Angel card");
    const std::string phase = pos.value("phase", std::string("main"));
    s->priority = s->active;
    if (phase == "main") {
        s->phase = Phase::Main;
    } else if (phase == "openingDraw") {
        s->phase = Phase::OpeningDraw;
    } else if (phase == "battle") {
        if (s->angel < 0)
            bad("phase \"battle\" needs an Angel in Neo-Tokyo");
        s->phase = Phase::BattleAssign;
        s->battle = Battle{};
    } else {
        bad("field \"phase\" must be \"openingDraw\", \"battle\" or \"main\"");
    }
    return s;
}

} // namespace tabletop::games::neotokyo
