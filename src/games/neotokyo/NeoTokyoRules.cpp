#include "NeoTokyoRules.h"

#include "DeckList.h"
#include "Engine.h"

#include <algorithm>
#include <stdexcept>

namespace tabletop::games::neotokyo {

using core::Action;
using core::Json;
using core::Result;

namespace {
const CardSet& cards() { return builtInCards(); }
} // namespace

namespace detail {
void renew(NeoTokyoState& s, int card) { s.cards[static_cast<std::size_t>(card)].id = "k" + std::to_string(s.nextId++); }

void buildSeat(NeoTokyoState& s, int seat, const Json& deck)
{
    auto& p = s.players[static_cast<std::size_t>(seat)];
    auto add = [&](int def) {
        s.cards.push_back(Inst{def, seat, {}});
        const int card = static_cast<int>(s.cards.size()) - 1;
        renew(s, card);
        return card;
    };
    for (const auto& [section, list] : deck["sections"].items())
        for (const auto& entry : list) {
            const int def = cards().indexOfName(entry["name"].get<std::string>());
            for (int i = 0; i < entry["count"].get<int>(); ++i) {
                if (section == "consummation")
                    p.consummation = add(def);
                else
                    p.deck.push_back(add(def));
            }
        }
}
} // namespace detail

Options NeoTokyoRules::parseOptions(const Json& options)
{
    Options o;
    if (!options.is_object())
        throw std::invalid_argument("options must be an object");
    for (const auto& [name, value] : options.items()) {
        if (name == "firstPlayer") {
            if (value.is_string() && value.get<std::string>() == "random")
                o.firstPlayer = -1;
            else if (value.is_number_integer() && value.get<int>() >= 0 && value.get<int>() < kMaxSeats)
                o.firstPlayer = value.get<int>();
            else
                throw std::invalid_argument("option firstPlayer must be \"random\" or a seat number from 0");
        } else {
            throw std::invalid_argument("unknown option \"" + name + "\" (Neo-Tokyo has firstPlayer)");
        }
    }
    return o;
}

core::GameInfo NeoTokyoRules::info() const
{
    core::GameInfo i;
    i.id = "neotokyo";
    i.title = "Neo-Tokyo";
    i.minSeats = kMinSeats;
    i.maxSeats = kMaxSeats;
    i.playable = true;
    // 2: Angels queue behind a waiting one even when Neo-Tokyo is empty, put cards discarded
    // before the Ending Draw count no DP, N7 (everyone may answer any card with a Reaction
    // card), N8 (the last player wins once no Angel is in Neo-Tokyo), wrong Put targets refused.
    i.rulesVersion = 2;
    i.options = {{"firstPlayer", "Who plays first: \"random\" (from the seed, the rulebook's rock-paper-scissors) or a seat",
                  "random", Json::array({"random", 0, 1, 2, 3, 4})}};
    return i;
}

std::vector<core::Message> NeoTokyoRules::checkDeck(const Json& deck) const { return neotokyo::checkDeck(deck, cards()); }

std::unique_ptr<core::GameState> NeoTokyoRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    if (config.seats < kMinSeats || config.seats > kMaxSeats)
        throw std::invalid_argument("Neo-Tokyo is for 2 to 5 players, not " + std::to_string(config.seats));
    auto s = std::make_unique<NeoTokyoState>();
    s->options = parseOptions(config.options);
    s->seats = config.seats;
    s->players.resize(static_cast<std::size_t>(config.seats));
    if (s->options.firstPlayer >= config.seats)
        throw std::invalid_argument("option firstPlayer names a seat that is not in the game");
    for (int seat = 0; seat < config.seats; ++seat) {
        Json deck;
        if (config.decks.is_array() && static_cast<int>(config.decks.size()) > seat && !config.decks[seat].is_null()) {
            deck = config.decks[static_cast<std::size_t>(seat)];
            const auto problems = checkDeck(deck);
            if (!problems.empty())
                throw std::invalid_argument("the deck of seat " + std::to_string(seat + 1) +
                                            " is not legal: " + problems.front().text);
        } else {
            deck = starterDecks()[static_cast<std::size_t>(seat) % starterDecks().size()].deck;
        }
        detail::buildSeat(*s, seat, deck);
        auto& p = s->players[static_cast<std::size_t>(seat)];
        rng.shuffle(p.deck);
        // Opening hand of six; Angels go back, the pile is shuffled and replacements drawn.
        for (int attempt = 0; attempt < 50; ++attempt) {
            while (p.hand.size() < 6 && !p.deck.empty()) {
                p.hand.push_back(p.deck.front());
                p.deck.erase(p.deck.begin());
            }
            std::vector<int> angels;
            for (int c : p.hand)
                if (s->def(c).type == CardType::Angel)
                    angels.push_back(c);
            if (angels.empty())
                break;
            for (int c : angels) {
                p.hand.erase(std::find(p.hand.begin(), p.hand.end(), c));
                detail::renew(*s, c);
                p.deck.push_back(c);
            }
            rng.shuffle(p.deck);
        }
    }
    s->firstPlayer = s->options.firstPlayer >= 0 ? s->options.firstPlayer : static_cast<int>(rng.below(
                                                                                static_cast<std::uint64_t>(config.seats)));
    s->active = s->firstPlayer;
    Result ignored;
    Engine(*s, rng, ignored).startTurn();
    return s;
}

core::Prompt NeoTokyoRules::prompt(const core::GameState& base) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    core::Prompt p;
    const Json seatArg{{"seat", s.active}};
    switch (s.phase) {
    case Phase::OpeningDraw:
    case Phase::Battle:
    case Phase::Main:
        if (s.pending) {
            const int who = reactionWindow(*s.pending).asked();
            p.seats = {who};
            p.kind = "react";
            p.message = msg("neotokyo.prompt.react",
                            seatName(who) + ": react to " + s.def(s.pending->card).name + ", or pass",
                            Json{{"seat", who}, {"card", s.def(s.pending->card).name}}, rule::kReaction);
        } else {
            p.seats = {s.priority};
            p.kind = "turn";
            const char* phase = s.phase == Phase::OpeningDraw ? "openingDraw" : s.phase == Phase::Battle ? "battle" : "main";
            p.message = msg(std::string("neotokyo.prompt.") + phase,
                            seatName(s.priority) + ": speak a card or pass (" + phase + ")",
                            Json{{"seat", s.priority}, {"phase", phase}}, rule::kTiming);
        }
        break;
    case Phase::BattleAssign:
        p.seats = {s.active};
        p.kind = "assign";
        p.message = msg("neotokyo.prompt.assign", seatName(s.active) + ": choose the Evas that fight " + s.def(s.angel).name,
                        Json{{"seat", s.active}, {"angel", s.def(s.angel).name}}, rule::kBattle);
        break;
    case Phase::EndingDiscard:
        p.seats = {s.discardSeat};
        p.kind = "discard";
        p.message = msg("neotokyo.prompt.discard",
                        seatName(s.discardSeat) + ": negative DP, discard " + std::to_string(s.discardLeft) + " card(s)",
                        Json{{"seat", s.discardSeat}, {"count", s.discardLeft}}, rule::kEnding);
        break;
    case Phase::Consummation:
        p.seats = {s.active};
        p.kind = "consummation";
        p.message = msg("neotokyo.prompt.consummation", seatName(s.active) + ": declare the Consummation Stage, or not",
                        seatArg, rule::kConsummation);
        break;
    case Phase::Stage: {
        const int who = s.stage->awaitingAttract ? s.stage->seat : stageWindow(*s.stage).asked();
        p.seats = {who};
        p.kind = "stage";
        const std::string c = kCharacters[static_cast<std::size_t>(s.stage->character)];
        p.message = who == s.stage->seat
                        ? msg("neotokyo.prompt.stageAttract", seatName(who) + ": attract " + c + " with a Line, or give up",
                              Json{{"seat", who}, {"character", c}}, rule::kStage)
                        : msg("neotokyo.prompt.stageHurt", seatName(who) + ": hurt " + c + " with a Line, or pass for the rest of the Stage",
                              Json{{"seat", who}, {"character", c}}, rule::kStage);
        break;
    }
    case Phase::Over:
        p.kind = "gameOver";
        p.message = msg("neotokyo.prompt.over", "The game is over");
        break;
    }
    return p;
}

std::vector<Action> NeoTokyoRules::legalActions(const core::GameState& base, core::Seat seat) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    std::vector<Action> out;
    const auto pr = prompt(s);
    if (std::find(pr.seats.begin(), pr.seats.end(), seat) == pr.seats.end())
        return out;
    Intent ignored;
    auto tryAdd = [&](const char* type, Json args) {
        Action a{seat, type, std::move(args)};
        if (!checkAction(s, a, ignored))
            out.push_back(std::move(a));
    };
    const auto& hand = s.players[static_cast<std::size_t>(seat)].hand;
    switch (s.phase) {
    case Phase::BattleAssign:
        for (int mask = 0; mask < 8; ++mask) {
            Json evas = Json::array();
            for (int e = 0; e < 3; ++e)
                if (mask & (1 << e))
                    evas.push_back(kEvaIds[static_cast<std::size_t>(e)]);
            tryAdd("assign", Json{{"evas", evas}});
        }
        return out;
    case Phase::EndingDiscard:
        for (int c : hand)
            tryAdd("discard", Json{{"card", s.cards[static_cast<std::size_t>(c)].id}});
        return out;
    case Phase::Consummation:
        tryAdd("declare", Json::object());
        tryAdd("decline", Json::object());
        return out;
    case Phase::Over:
        return out;
    default:
        break;
    }
    tryAdd("pass", Json::object());
    for (int c : hand) {
        const CardDef& d = s.def(c);
        const std::string id = s.cards[static_cast<std::size_t>(c)].id;
        for (std::size_t m = 0; m < d.marks.size(); ++m)
            tryAdd("line", Json{{"card", id}, {"mark", m}});
        if (d.type == CardType::Line || d.type == CardType::Angel || d.type == CardType::Consummation ||
            s.phase == Phase::Stage)
            continue;
        const bool evaTarget = d.type == CardType::Eva || (d.type == CardType::Put && d.putOnEva) ||
                               d.has("evaStrength") || d.has("extraWeapon");
        if (evaTarget) {
            for (const char* e : kEvaIds)
                tryAdd("play", Json{{"card", id}, {"target", e}});
        } else if (d.has("recover")) {
            for (const char* colour : kColours)
                tryAdd("play", Json{{"card", id}, {"target", colour}});
        } else {
            tryAdd("play", Json{{"card", id}});
        }
    }
    return out;
}

Result NeoTokyoRules::apply(core::GameState& base, const Action& a, core::Rng& rng) const
{
    auto& live = static_cast<NeoTokyoState&>(base);
    Intent intent;
    if (auto bad = checkAction(live, a, intent))
        return Result::refuse(bad->rule, bad->id, bad->text, bad->args);
    // Work on a copy so nothing half-done can survive an exception.
    NeoTokyoState s = live;
    Result r;
    Engine(s, rng, r).perform(intent, a.seat);
    r.accepted = true;
    live = std::move(s);
    return r;
}

std::optional<core::Outcome> NeoTokyoRules::outcome(const core::GameState& base) const
{
    const auto& s = static_cast<const NeoTokyoState&>(base);
    if (!s.over)
        return std::nullopt;
    core::Outcome o;
    o.winners = s.winners;
    o.draw = false; // no winner means the Angels won: every player lost, which is no draw
    o.reason = s.endMessage;
    Json levels = Json::array();
    for (const auto& p : s.players)
        levels.push_back(Json{{"level", p.level}, {"out", p.out}, {"angelsDefeated", p.angelsDefeated}});
    o.breakdown = Json{{"decidedBy", s.endReason}, {"seats", levels}};
    return o;
}

} // namespace tabletop::games::neotokyo

namespace tabletop::games::neotokyo {

std::vector<std::string> NeoTokyoRules::stopPhases() const
{
    return {"openingDraw", "battle", "main", "stage"};
}

std::string NeoTokyoRules::stopPhase(const core::GameState& base) const
{
    // Public facts only: the phase, whether a card waits for reactions, who holds priority.
    const auto& s = static_cast<const NeoTokyoState&>(base);
    const char* phase = s.phase == Phase::OpeningDraw ? "openingDraw"
                        : s.phase == Phase::Battle    ? "battle"
                        : s.phase == Phase::Main      ? "main"
                                                      : nullptr;
    if (phase)
        return s.pending || s.priority != s.active ? phase : "";
    if (s.phase == Phase::Stage && s.stage && !s.stage->awaitingAttract)
        return "stage";
    return {};
}

} // namespace tabletop::games::neotokyo
