#pragma once

// "Draw and pass": a tiny two-seat game that exercises everything the core cares about
// (a hidden shuffled deck, hidden hands, private events, revealed cards, an end) without
// depending on any real game. It can be put in a broken mode so the invariant checks have
// something to catch.

#include "core/GameRules.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace fake {

using tabletop::core::Action;
using tabletop::core::CardLocation;
using tabletop::core::Event;
using tabletop::core::GameInfo;
using tabletop::core::GameState;
using tabletop::core::Json;
using tabletop::core::MatchConfig;
using tabletop::core::Message;
using tabletop::core::Outcome;
using tabletop::core::Prompt;
using tabletop::core::Result;
using tabletop::core::Rng;
using tabletop::core::Seat;

enum class Flaw {
    None,
    DuplicateOnDraw,  // draw copies the top card into the hand and leaves it in the deck
    LoseOnPlay,       // play takes the card out of the hand but puts it nowhere
    LeakOpponentHand, // views show a hand of two or more cards that holds "c6"
    LeakDrawEvent,    // the draw event names the card to everyone
    ThrowMidPass,     // pass changes the state, then throws (a bug in rules code)
    RngOnRefusal,     // a refused play still draws from the generator
    RngOnPass,        // pass draws from the generator and says nothing about it
    UnflaggedReveal,  // draw and play never set Result::revealedHidden
    Drifting,         // pass depends on a counter kept outside the state (replays differ)
    DeterminizeClones, // determinize re-deals nothing
    DeterminizePeeks, // determinize deals from the real order (its result depends on hidden facts)
    ChangeOnRefusal,  // a refused play still counts a turn
    BareDrawEvent,    // not a defect: the draw event has neither public data nor public wording,
                      // so others must read the core's "<name> does something hidden"
    TableLimit,       // the game's own invariant: at most one card on the table (breaks at the second play)
    BrokenSetup,      // the game's own invariant fails right after setup
    PublicHandQuestion, // promptIsPublic says every question is public, yet its answers play the hand's cards
};

inline constexpr const char* kGameId = "drawpass";
inline constexpr int kDeckSize = 6;
inline constexpr int kPlaysToEnd = 3; // the game ends after this many cards were played
inline constexpr int kMaxTurns = 16;

struct DrawState : GameState {
    std::vector<std::string> deck; // front = top
    std::array<std::vector<std::string>, 2> hands;
    std::vector<std::string> table;
    std::array<int, 2> played{0, 0};
    int turn = 0;  // seat to act
    int turns = 0; // actions taken so far

    std::unique_ptr<GameState> clone() const override { return std::make_unique<DrawState>(*this); }
};

inline const DrawState& ds(const GameState& s) { return static_cast<const DrawState&>(s); }
inline DrawState& ds(GameState& s) { return static_cast<DrawState&>(s); }

class DrawAndPass : public tabletop::core::GameRules {
public:
    explicit DrawAndPass(Flaw flaw = Flaw::None, int rulesVersion = 1) : m_flaw(flaw), m_rulesVersion(rulesVersion) {}

    GameInfo info() const override
    {
        GameInfo i;
        i.id = kGameId;
        i.title = "Draw and Pass";
        i.minSeats = 2;
        i.maxSeats = 2;
        i.playable = true;
        i.rulesVersion = m_rulesVersion;
        return i;
    }

    std::unique_ptr<GameState> setup(const MatchConfig& config, Rng& rng) const override
    {
        if (config.seats != 2)
            throw std::invalid_argument("drawpass: seats must be 2");
        auto s = std::make_unique<DrawState>();
        for (int i = 1; i <= kDeckSize; ++i)
            s->deck.push_back("c" + std::to_string(i));
        rng.shuffle(s->deck);
        return s;
    }

    std::unique_ptr<GameState> setupScenario(const MatchConfig& config, const Json& position, Rng&) const override
    {
        if (config.seats != 2)
            throw std::invalid_argument("drawpass: seats must be 2");
        if (!position.is_object())
            throw std::invalid_argument("drawpass: position must be an object");
        auto s = std::make_unique<DrawState>();
        auto strings = [&](const Json& j, const char* field) {
            if (!j.is_array())
                throw std::invalid_argument(std::string("drawpass: position field \"") + field + "\" must be an array");
            std::vector<std::string> out;
            for (const auto& v : j) {
                if (!v.is_string())
                    throw std::invalid_argument(std::string("drawpass: position field \"") + field +
                                                "\" must hold strings");
                out.push_back(v.get<std::string>());
            }
            return out;
        };
        s->deck = strings(position.value("deck", Json::array()), "deck");
        const Json hands = position.value("hands", Json::array({Json::array(), Json::array()}));
        if (!hands.is_array() || hands.size() != 2)
            throw std::invalid_argument("drawpass: position field \"hands\" must be two arrays");
        s->hands[0] = strings(hands[0], "hands");
        s->hands[1] = strings(hands[1], "hands");
        s->table = strings(position.value("table", Json::array()), "table");
        s->turn = position.value("turn", 0);
        return s;
    }

    std::vector<tabletop::core::ActionSpec> actionSpecs() const override
    {
        using tabletop::core::ArgKind;
        return {{"pass", {}}, {"draw", {}}, {"play", {{"card", ArgKind::String, true, "moved"}}}};
    }

    // Re-deals the cards the seat cannot see: the deck and the other hand, keeping sizes.
    std::unique_ptr<GameState> determinize(const GameState& base, Seat seat, Rng& rng) const override
    {
        auto s = std::make_unique<DrawState>(ds(base));
        if (m_flaw == Flaw::DeterminizeClones)
            return s;
        std::vector<std::string> unseen = s->deck;
        auto& other = s->hands[static_cast<std::size_t>(1 - seat)];
        unseen.insert(unseen.end(), other.begin(), other.end());
        if (m_flaw != Flaw::DeterminizePeeks)
            std::sort(unseen.begin(), unseen.end()); // a fixed order: only what the seat knows counts
        rng.shuffle(unseen);
        std::copy(unseen.begin(), unseen.begin() + static_cast<std::ptrdiff_t>(s->deck.size()), s->deck.begin());
        std::copy(unseen.begin() + static_cast<std::ptrdiff_t>(s->deck.size()), unseen.end(), other.begin());
        return s;
    }

    Prompt prompt(const GameState& base) const override
    {
        Prompt p;
        if (outcome(base)) {
            p.kind = "gameOver";
            p.message = Message{"drawpass.prompt.over", "The game is over."};
            return p;
        }
        p.seats = {ds(base).turn};
        p.kind = "turn";
        p.message = Message{"drawpass.prompt.turn", "Draw, play or pass.", Json{{"seat", ds(base).turn}}};
        return p;
    }

    bool promptIsPublic(const GameState&) const override { return m_flaw == Flaw::PublicHandQuestion; }

    std::vector<Action> legalActions(const GameState& base, Seat seat) const override
    {
        const DrawState& s = ds(base);
        std::vector<Action> out;
        if (outcome(base) || seat != s.turn)
            return out;
        out.push_back(Action{seat, "pass", Json::object()});
        if (!s.deck.empty())
            out.push_back(Action{seat, "draw", Json::object()});
        for (const auto& c : s.hands[static_cast<std::size_t>(seat)])
            out.push_back(Action{seat, "play", Json{{"card", c}}});
        return out;
    }

    Result apply(GameState& base, const Action& a, Rng& rng) const override
    {
        DrawState& s = ds(base);
        if (a.seat != s.turn)
            return Result::refuse("turn", "drawpass.notYourTurn", "Not your turn.");
        Result r;
        auto& hand = s.hands[static_cast<std::size_t>(a.seat)];
        if (a.type == "pass") {
            if (m_flaw == Flaw::ThrowMidPass) {
                ++s.turns;
                s.table.push_back("junk");
                throw std::runtime_error("drawpass: broken pass");
            }
            if (m_flaw == Flaw::RngOnPass)
                (void)rng.next();
            if (m_flaw == Flaw::Drifting && ++m_calls % 3 == 0)
                s.table.push_back("drift" + std::to_string(m_calls));
            Event e;
            e.type = "pass";
            e.data = Json{{"seat", a.seat}};
            e.message = Message{"drawpass.log.pass", "passes"};
            r.events.push_back(e);
        } else if (a.type == "draw") {
            if (s.deck.empty())
                return Result::refuse("draw", "drawpass.deckEmpty", "The deck is empty.");
            const std::string card = s.deck.front();
            if (m_flaw != Flaw::DuplicateOnDraw)
                s.deck.erase(s.deck.begin());
            hand.push_back(card);
            Event e;
            e.type = "draw";
            e.data = Json{{"seat", a.seat}, {"card", card}};
            e.message = Message{"drawpass.log.draw", "draws " + card, Json{{"card", card}}};
            if (m_flaw != Flaw::LeakDrawEvent) {
                e.audience.everyone = false;
                e.audience.seats = {a.seat};
                if (m_flaw != Flaw::BareDrawEvent) {
                    e.redacted = Json{{"seat", a.seat}, {"count", 1}};
                    e.redactedMessage = Message{"drawpass.log.drawHidden", "draws a card"};
                }
            }
            r.events.push_back(e);
            r.revealedHidden = m_flaw != Flaw::UnflaggedReveal;
        } else if (a.type == "play") {
            const Json card = a.args.value("card", Json());
            auto it = card.is_string() ? std::find(hand.begin(), hand.end(), card.get<std::string>()) : hand.end();
            if (it == hand.end()) {
                if (m_flaw == Flaw::RngOnRefusal)
                    (void)rng.next();
                if (m_flaw == Flaw::ChangeOnRefusal)
                    ++s.turns;
                return Result::refuse("play", "drawpass.notInHand", "That card is not in your hand.",
                                      Json{{"card", card}});
            }
            if (m_flaw != Flaw::LoseOnPlay)
                s.table.push_back(*it);
            hand.erase(it);
            ++s.played[static_cast<std::size_t>(a.seat)];
            Event e;
            e.type = "play";
            e.data = Json{{"seat", a.seat}, {"card", card}};
            e.message = Message{"drawpass.log.play", "plays " + card.get<std::string>()};
            r.events.push_back(e);
            r.revealedHidden = m_flaw != Flaw::UnflaggedReveal;
        } else {
            return Result::refuse("", "drawpass.unknownAction", "Unknown action \"" + a.type + "\".");
        }
        s.turn = 1 - s.turn;
        ++s.turns;
        r.accepted = true;
        return r;
    }

    std::optional<Outcome> outcome(const GameState& base) const override
    {
        const DrawState& s = ds(base);
        if (s.played[0] + s.played[1] < kPlaysToEnd && s.turns < kMaxTurns)
            return std::nullopt;
        Outcome o;
        if (s.played[0] == s.played[1])
            o.draw = true;
        else
            o.winners = {s.played[0] > s.played[1] ? 0 : 1};
        o.reason = Message{"drawpass.end", "The game is over."};
        return o;
    }

    Json viewFor(const GameState& base, std::optional<Seat> viewer) const override
    {
        const DrawState& s = ds(base);
        Json hands = Json::array();
        for (int seat = 0; seat < 2; ++seat) {
            const auto& hand = s.hands[static_cast<std::size_t>(seat)];
            const bool leak = m_flaw == Flaw::LeakOpponentHand && hand.size() >= 2 &&
                              std::find(hand.begin(), hand.end(), "c6") != hand.end();
            if ((viewer && *viewer == seat) || leak)
                hands.push_back(Json{{"cards", hand}, {"count", hand.size()}});
            else
                hands.push_back(Json{{"count", hand.size()}});
        }
        return Json{{"deckCount", s.deck.size()}, {"hands", hands}, {"table", s.table},
                    {"turn", s.turn},           {"turns", s.turns}, {"played", s.played}};
    }

    Json toJson(const GameState& base) const override
    {
        const DrawState& s = ds(base);
        return Json{{"deck", s.deck},       {"hands", s.hands}, {"table", s.table},
                    {"played", s.played}, {"turn", s.turn},   {"turns", s.turns}};
    }

    std::vector<CardLocation> cardLocations(const GameState& base) const override
    {
        const DrawState& s = ds(base);
        std::vector<CardLocation> out;
        for (const auto& c : s.deck)
            out.push_back({c, "deck"});
        for (int seat = 0; seat < 2; ++seat)
            for (const auto& c : s.hands[static_cast<std::size_t>(seat)])
                out.push_back({c, "hand." + std::to_string(seat)});
        for (const auto& c : s.table)
            out.push_back({c, "table"});
        return out;
    }

    std::vector<std::string> hiddenFrom(const GameState& base, std::optional<Seat> viewer) const override
    {
        const DrawState& s = ds(base);
        std::vector<std::string> out(s.deck.begin(), s.deck.end());
        for (int seat = 0; seat < 2; ++seat)
            if (!viewer || *viewer != seat)
                out.insert(out.end(), s.hands[static_cast<std::size_t>(seat)].begin(),
                           s.hands[static_cast<std::size_t>(seat)].end());
        return out;
    }

    std::vector<std::string> invariantViolations(const GameState& base,
                                                 const std::vector<Event>& lastEvents) const override
    {
        const DrawState& s = ds(base);
        if (m_flaw == Flaw::BrokenSetup && s.turns == 0 && lastEvents.empty())
            return {"the deck should hold 7 cards, it holds " + std::to_string(s.deck.size())};
        if (m_flaw == Flaw::TableLimit && s.table.size() > 1)
            return {"the table holds " + std::to_string(s.table.size()) + " cards (at most 1) after a \"" +
                    (lastEvents.empty() ? std::string() : lastEvents.back().type) + "\" event"};
        return {};
    }

private:
    Flaw m_flaw;
    int m_rulesVersion;
    mutable int m_calls = 0; // only the Drifting flaw reads it
};

} // namespace fake
