#pragma once
// Positions and moves for the Neo-Tokyo tests in this folder that are not tst_neotokyo.cpp
// (the same helpers, kept out of that file so both can change independently).
#include "core/Match.h"
#include "games/neotokyo/NeoTokyoRules.h"

#include <QtTest>

#include <memory>

namespace nttest {

using tabletop::core::Action;
using tabletop::core::Json;

inline const tabletop::games::neotokyo::NeoTokyoRules& rules()
{
    static const tabletop::games::neotokyo::NeoTokyoRules r;
    return r;
}

inline tabletop::core::MatchConfig config(int seats = 3, std::uint64_t seed = 1)
{
    tabletop::core::MatchConfig c;
    c.game = "neotokyo";
    c.seats = seats;
    c.seed = seed;
    return c;
}

// A deck of harmless cards.
inline Json filler(int n)
{
    Json deck = Json::array();
    for (int i = 0; i < n; ++i)
        deck.push_back("Cold Coffee");
    return deck;
}

// A seat with a hand and a deck of harmless cards; `extra` adds or replaces fields.
inline Json seat(Json hand, Json extra = Json::object())
{
    Json s{{"hand", std::move(hand)}, {"deck", filler(10)}};
    for (const auto& [k, v] : extra.items())
        s[k] = v;
    return s;
}

// Three seats: seat 0's hand as given, the others one harmless card each.
inline Json seats3(Json hand0, Json hand1 = Json::array({"Cold Coffee"}), Json hand2 = Json::array({"Cold Coffee"}))
{
    return Json::array({seat(std::move(hand0)), seat(std::move(hand1)), seat(std::move(hand2))});
}

inline std::unique_ptr<tabletop::core::Match> position(Json pos, int seats = 3)
{
    return std::make_unique<tabletop::core::Match>(rules(), config(seats), std::move(pos));
}

inline Action act(int s, const char* type, Json args = Json::object()) { return Action{s, type, std::move(args)}; }
inline Action line(int s, const char* card, int mark = 0) { return act(s, "line", Json{{"card", card}, {"mark", mark}}); }
inline Action play(int s, const char* card, const char* target = nullptr)
{
    Json args{{"card", card}};
    if (target)
        args["target"] = target;
    return act(s, "play", args);
}

inline Json state(const tabletop::core::Match& m) { return rules().toJson(m.state()); }
inline Json character(const tabletop::core::Match& m, int c) { return state(m)["characters"][c]; }
inline Json eva(const tabletop::core::Match& m, int e) { return state(m)["evas"][e]; }

inline void accept(tabletop::core::Match& m, const Action& a)
{
    const auto r = m.submit(a);
    QVERIFY2(r.accepted, (a.toJson().dump() + " refused: " + r.refusal.text).c_str());
}

// Refused with exactly this id, and nothing changed.
inline void refuse(tabletop::core::Match& m, const Action& a, const std::string& id)
{
    const std::string before = m.stateHash();
    const auto r = m.submit(a);
    QVERIFY2(!r.accepted, (a.toJson().dump() + " was accepted").c_str());
    QCOMPARE(QString::fromStdString(r.refusal.id), QString::fromStdString(id));
    QCOMPARE(m.stateHash(), before);
}

// The rules themselves (not Match's seat check) refuse the action with this id.
inline void rulesRefuse(const tabletop::core::Match& m, const Action& a, const std::string& id)
{
    auto copy = m.state().clone();
    const auto before = rules().stateDigest(*copy);
    tabletop::core::Rng rng(1);
    const auto r = rules().apply(*copy, a, rng);
    QVERIFY2(!r.accepted, (a.toJson().dump() + " was accepted").c_str());
    QCOMPARE(QString::fromStdString(r.refusal.id), QString::fromStdString(id));
    QCOMPARE(rules().stateDigest(*copy), before);
}

// Everyone whose decision it is passes until the phase (or the battle step) changes.
inline void passAll(tabletop::core::Match& m)
{
    auto step = [&] {
        const Json s = state(m);
        return s["phase"].dump() + (s["battle"].is_null() ? std::string() : s["battle"]["step"].dump());
    };
    const std::string before = step();
    for (int i = 0; i < 20 && step() == before && m.prompt().kind != "gameOver"; ++i)
        accept(m, act(m.prompt().seats.front(), "pass"));
}

inline void passReactions(tabletop::core::Match& m)
{
    while (m.prompt().kind == "react")
        accept(m, act(m.prompt().seats.front(), "pass"));
}

// After seat 0 has spoken and the reactions are done: seats 1 and 2 pass, seat 0 may speak again.
inline void othersPass(tabletop::core::Match& m)
{
    passReactions(m);
    accept(m, act(1, "pass"));
    accept(m, act(2, "pass"));
}

} // namespace nttest
