#include "ServantsRules.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <set>
#include <stdexcept>

namespace tabletop::games::servants {

using core::Action;
using core::Json;
using core::Message;
using core::Result;

namespace {

std::string seatName(int seat) { return "Player " + std::to_string(seat + 1); }

Message msg(std::string id, std::string text, Json args = Json::object(), std::string rule = {})
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}

// A decoded action: which cards, which slot.
struct Intent {
    std::string type;
    int card = -1;  // instance index (hand card, servant on the field, attacker)
    int from = -1;  // the slot of `card` on the field
    int slot = -1;  // destination slot, or attack target slot (-1: direct)
    std::vector<int> sacrifices; // slots of the actor's row
    int target = -1; // activate: the chosen servant (instance)
    int summon = -1; // activate: the servant chosen from the hand (instance)
};

int inHand(const ServantsState& s, int seat, const std::string& id)
{
    for (int c : s.seat(seat).hand)
        if (s.id(c) == id)
            return c;
    return -1;
}

int servantSlotOf(const ServantsState& s, int seat, const std::string& id)
{
    for (int i = 0; i < kSlots; ++i) {
        const int c = s.seat(seat).servants[static_cast<std::size_t>(i)].card;
        if (c >= 0 && s.id(c) == id)
            return i;
    }
    return -1;
}

std::optional<Message> refusal(const char* rule, std::string id, std::string text, Json args = Json::object())
{
    return msg(std::move(id), std::move(text), std::move(args), rule);
}

bool isMain(const ServantsState& s) { return s.phase == Phase::Main1 || s.phase == Phase::Main2; }

// The question to the opponent of `active` after a summon or before the End Phase: a window with no
// link asking the opponent only (a pass closes it; docs/games/servants.md, "Responses").
core::ResponseWindow responseQuestion(int active)
{
    auto w = core::ResponseWindow::around(1 - active, 2);
    w.minSpeed = 2;
    return w;
}

int freeServantSlot(const ServantsState& s, int seat)
{
    for (int i = 0; i < kSlots; ++i)
        if (s.seat(seat).servants[static_cast<std::size_t>(i)].card < 0)
            return i;
    return -1;
}

// Activating a strategy or conspiracy: from the hand (a strategy) or from its face-down slot.
std::optional<Message> checkActivate(const ServantsState& s, const Action& a, Intent& in)
{
    const int me = a.seat;
    const auto& p = s.seat(me);
    const std::string id = a.args["card"].get<std::string>();
    in.card = inHand(s, me, id);
    for (int i = 0; i < kSlots && in.card < 0; ++i) {
        const auto& st = p.strategies[static_cast<std::size_t>(i)];
        if (st.card >= 0 && st.faceDown && s.id(st.card) == id) {
            in.card = st.card;
            in.from = i;
        }
    }
    if (in.card < 0)
        return refusal(rule::kStrategy, "servants.activate.notYours",
                       "That card is not in your hand nor set face-down in your strategy zone");
    const CardDef& d = s.def(in.card);
    const Effect& e = d.effect;
    const Json name{{"card", d.name}};
    if (d.isServant())
        return refusal(rule::kStrategy, "servants.activate.servant", d.name + " is a servant: it is summoned, not activated",
                       name);
    if (d.kind == Kind::Conspiracy) {
        if (in.from < 0)
            return refusal(rule::kStrategy, "servants.conspiracy.setFirst",
                           "A Conspiracy card is always set face-down first", name);
        if (p.strategies[static_cast<std::size_t>(in.from)].setTurn == s.turn)
            return refusal(rule::kStrategy, "servants.conspiracy.sameTurn",
                           "A Conspiracy card is activated from a later turn than the one it was set in", name);
    }
    // Speed 1 (Normal, Equip, Continuous and Map strategies) only starts a chain, in your own Main Phase.
    if (d.speed == 1) {
        if (s.window && !s.window->links.empty())
            return refusal(rule::kChain, "servants.chain.speed1", "A Speed 1 card never answers a chain", name);
        if (me != s.active || !isMain(s) || s.window)
            return refusal(rule::kStrategy, "servants.activate.mainOnly",
                           d.name + " is activated only in your own Main Phase 1 or 2", name);
    }
    if (s.phase == Phase::EndDiscard)
        return refusal(rule::kPhases, "servants.phase.notMain", "Nothing is activated while discarding",
                       Json{{"what", "Activate"}});
    if (s.window && !s.window->mayAnswer(me, d.speed))
        return refusal(rule::kChain, "servants.chain.tooSlow",
                       "Chain Link " + std::to_string(s.window->links.size()) + " has Speed " +
                           std::to_string(s.window->links.back().speed) + ": it is answered only by Speed " +
                           std::to_string(std::max(2, s.window->links.back().speed)) + " or more",
                       Json{{"card", d.name}, {"speed", d.speed}, {"top", s.window->links.back().speed}});
    if (s.phase == Phase::Battle && s.step == Step::Damage && e.op != "boost")
        return refusal(rule::kBattle, "servants.damageStep.onlyOffDef",
                       "In the Damage step only cards that change OFF or DEF are played", name);
    if (e.when == "opponentAttacks" && !(s.phase == Phase::Battle && s.step == Step::Attack && me != s.active))
        return refusal(rule::kEffect, "servants.activate.noAttack", d.name + " answers an attack of your opponent's",
                       name);
    if (e.op == "negate" && (!s.window || s.window->links.empty()))
        return refusal(rule::kEffect, "servants.counter.nothing", d.name + " answers a Strategy or Conspiracy card",
                       name);
    if (e.op == "negate" && s.chain.back().power)
        return refusal(rule::kEffect, "servants.counter.notPower",
                       d.name + " cancels a Strategy or Conspiracy card, not a servant's power", name);
    if (in.from < 0 && !d.isMap()) {
        in.slot = a.args.contains("slot") ? a.args["slot"].get<int>() : -1;
        if (in.slot < 0 || in.slot >= kSlots)
            return refusal(rule::kMap, "servants.slot.bad", "Choose one of your five strategy slots (0 to 4)");
        if (p.strategies[static_cast<std::size_t>(in.slot)].card >= 0)
            return refusal(rule::kMap, "servants.strategySlot.taken",
                           "That strategy slot is taken (five-card limit of the Strategy & Conspiracy Card Zone)",
                           Json{{"slot", in.slot}});
    }
    if (e.chosenTarget()) {
        const int ts = a.args.contains("targetSeat") ? a.args["targetSeat"].get<int>() : -1;
        const int tt = a.args.contains("targetSlot") ? a.args["targetSlot"].get<int>() : -1;
        if (ts < 0 || ts > 1 || tt < 0 || tt >= kSlots || s.seat(ts).servants[static_cast<std::size_t>(tt)].card < 0 ||
            s.seat(ts).servants[static_cast<std::size_t>(tt)].pos == Pos::Set)
            return refusal(rule::kEffect, "servants.target.bad", d.name + " needs a face-up servant as its target",
                           name);
        in.target = s.seat(ts).servants[static_cast<std::size_t>(tt)].card;
        if (e.op == "takeControl") {
            if (ts == me)
                return refusal(rule::kControl, "servants.control.notOpponents",
                               d.name + " takes control of a servant your opponent controls", name);
            if (freeServantSlot(s, me) < 0)
                return refusal(rule::kControl, "servants.slot.full",
                               "Your servant zone is full (five-card limit of the Servant Card Zone)");
        }
    }
    if (e.op == "specialSummon") {
        in.summon = a.args.contains("summon") ? inHand(s, me, a.args["summon"].get<std::string>()) : -1;
        if (in.summon < 0 || !s.def(in.summon).isServant() || s.def(in.summon).level > e.maxLevel)
            return refusal(rule::kEffect, "servants.specialSummon.choice",
                           d.name + " brings out a servant of level " + std::to_string(e.maxLevel) +
                               " or lower from your hand",
                           Json{{"card", d.name}, {"level", e.maxLevel}});
        if (freeServantSlot(s, me) < 0)
            return refusal(rule::kMap, "servants.slot.full",
                           "Your servant zone is full (five-card limit of the Servant Card Zone)");
    }
    if (e.payHealth > 0 && p.health <= e.payHealth)
        return refusal(rule::kEffect, "servants.cost.health",
                       "Paying " + std::to_string(e.payHealth) + " Health needs more than that left",
                       Json{{"card", d.name}, {"cost", e.payHealth}});
    return std::nullopt;
}

// A power's chosen servant (`target: "chosen"`, Multi-trigger and Flip powers), by seat and slot:
// any servant on the map, face-up or face-down, for "destroy" (a face-down one is chosen as the card
// in that slot); a face-up one for the other effects; for "takeControl" one the opponent controls,
// with a free slot of one's own. A Flip power chooses another servant than its own (its cards say
// "1 other servant"): `self` is that servant, -1 for a Multi-trigger power, which may choose itself.
// Returns the refusal, or nothing and sets `target`.
std::optional<Message> powerTargetProblem(const ServantsState& s, int me, const CardDef& d, int ts, int tt, int self,
                                          int& target)
{
    const Json name{{"card", d.name}};
    if (ts < 0 || ts > 1 || tt < 0 || tt >= kSlots || s.seat(ts).servants[static_cast<std::size_t>(tt)].card < 0)
        return refusal(rule::kPower, "servants.power.target",
                       d.name + "'s power needs a servant on the map as its target (targetSeat and targetSlot)", name);
    const auto& slot = s.seat(ts).servants[static_cast<std::size_t>(tt)];
    if (slot.card == self)
        return refusal(rule::kPower, "servants.power.targetSelf",
                       d.name + "'s Flip power targets another servant, not itself", name);
    // Only "destroy" reaches a face-down card; the other effects need a servant that shows its face.
    if (d.power.op != "destroy" && slot.pos == Pos::Set)
        return refusal(rule::kPower, "servants.power.targetFaceDown",
                       d.name + "'s power needs a face-up servant as its target", name);
    if (d.power.op == "takeControl") {
        if (ts == me)
            return refusal(rule::kControl, "servants.control.notOpponents",
                           d.name + " takes control of a servant your opponent controls", name);
        if (freeServantSlot(s, me) < 0)
            return refusal(rule::kControl, "servants.slot.full",
                           "Your servant zone is full (five-card limit of the Servant Card Zone)");
    }
    target = slot.card;
    return std::nullopt;
}

// Whether a power that chooses its servant has any legal target now.
bool anyPowerTarget(const ServantsState& s, int me, const CardDef& d, int self)
{
    int ignored = -1;
    for (int q = 0; q < 2; ++q)
        for (int i = 0; i < kSlots; ++i)
            if (!powerTargetProblem(s, me, d, q, i, self, ignored))
                return true;
    return false;
}

std::optional<Message> checkPowerTarget(const ServantsState& s, const Action& a, int me, const CardDef& d, int self,
                                        Intent& in)
{
    const int ts = a.args.contains("targetSeat") ? a.args["targetSeat"].get<int>() : -1;
    const int tt = a.args.contains("targetSlot") ? a.args["targetSlot"].get<int>() : -1;
    return powerTargetProblem(s, me, d, ts, tt, self, in.target);
}

// A Flip power that names a chosen servant (its controller chooses as the servant turns face-up).
bool flipChooses(const CardDef& d) { return d.powerKind == "flip" && d.power.chosenTarget(); }

// Who decides now: the seat a Flip power's question asks, the seat a chain or step asks, or the
// player whose turn it is.
int decider(const ServantsState& s)
{
    return s.flipAsk ? s.flipAsk->seat : s.window ? s.window->asked() : s.active;
}

// A servant power's Special Summon: the hand servant it names (`summon`), of level <= maxLevel,
// and a free servant slot.
std::optional<Message> checkPowerSummon(const ServantsState& s, const Action& a, int me, const CardDef& d, Intent& in)
{
    in.summon = a.args.contains("summon") ? inHand(s, me, a.args["summon"].get<std::string>()) : -1;
    if (in.summon < 0 || !s.def(in.summon).isServant() || s.def(in.summon).level > d.power.maxLevel)
        return refusal(rule::kPower, "servants.specialSummon.choice",
                       d.name + " brings out a servant of level " + std::to_string(d.power.maxLevel) +
                           " or lower from your hand",
                       Json{{"card", d.name}, {"level", d.power.maxLevel}});
    if (freeServantSlot(s, me) < 0)
        return refusal(rule::kMap, "servants.slot.full",
                       "Your servant zone is full (five-card limit of the Servant Card Zone)");
    return std::nullopt;
}

// A Multi-trigger power (a servant's, face-up): a chain link of its speed, used by its controller
// whenever it may play a Quick-Play card: when asked in a chain or a step (either turn), or while
// it may act in its own Main or Battle Phase. Once per turn, like a Cost power.
std::optional<Message> checkMultiTrigger(const ServantsState& s, const Action& a, int me, int at, Intent& in)
{
    const auto& slot = s.seat(me).servants[static_cast<std::size_t>(at)];
    in.from = at;
    in.card = slot.card;
    const CardDef& d = s.def(slot.card);
    const Json name{{"card", d.name}};
    if (slot.pos == Pos::Set)
        return refusal(rule::kPower, "servants.power.faceDown", "A face-down servant uses no power");
    if (s.phase == Phase::EndDiscard)
        return refusal(rule::kPhases, "servants.phase.notMain", "Nothing is activated while discarding",
                       Json{{"what", "Activate"}});
    if (slot.powerTurn == s.turn)
        return refusal(rule::kPower, "servants.power.once", d.name + "'s power is used once per turn", name);
    if (s.window && !s.window->mayAnswer(me, d.powerSpeed))
        return refusal(rule::kChain, "servants.chain.tooSlow",
                       "Chain Link " + std::to_string(s.window->links.size()) + " has Speed " +
                           std::to_string(s.window->links.back().speed) + ": it is answered only by Speed " +
                           std::to_string(std::max(2, s.window->links.back().speed)) + " or more",
                       Json{{"card", d.name}, {"speed", d.powerSpeed}, {"top", s.window->links.back().speed}});
    if (s.phase == Phase::Battle && s.step == Step::Damage && d.power.op != "boost")
        return refusal(rule::kBattle, "servants.damageStep.onlyOffDef",
                       "In the Damage step only cards that change OFF or DEF are played", name);
    if (d.power.when == "opponentAttacks" && !(s.phase == Phase::Battle && s.step == Step::Attack && me != s.active))
        return refusal(rule::kEffect, "servants.activate.noAttack", d.name + " answers an attack of your opponent's",
                       name);
    if (d.power.chosenTarget())
        if (auto bad = checkPowerTarget(s, a, me, d, -1, in))
            return bad;
    if (d.power.op == "specialSummon")
        return checkPowerSummon(s, a, me, d, in);
    return std::nullopt;
}

std::optional<Message> check(const ServantsState& s, const Action& a, Intent& in)
{
    in = Intent{};
    in.type = a.type;
    const int me = a.seat;
    if (s.over)
        return refusal(rule::kMatch, "servants.over", "The match is over");
    if (me != decider(s))
        return refusal(rule::kPhases, "servants.notYourDecision", "It is not " + seatName(me) + "'s decision now",
                       Json{{"seat", me}});
    if (s.flipAsk) {
        // A Flip power turned face-up by an attack waits for its target: only that answer is taken.
        const CardDef& d = s.def(s.flipAsk->card);
        if (a.type != "usePower" || a.args["servant"].get<std::string>() != s.id(s.flipAsk->card))
            return refusal(rule::kPower, "servants.flip.chooseFirst",
                           "First choose the target of " + d.name + "'s Flip power", Json{{"card", d.name}});
        in.card = s.flipAsk->card;
        return checkPowerTarget(s, a, me, d, s.flipAsk->card, in);
    }
    if (a.type == "pass") {
        if (!s.window)
            return refusal(rule::kChain, "servants.pass.nothing", "There is no chain or step to pass in");
        return std::nullopt;
    }
    if (a.type == "activate")
        return checkActivate(s, a, in);
    if (a.type == "usePower") {
        const int at = servantSlotOf(s, me, a.args["servant"].get<std::string>());
        if (at >= 0 && s.def(s.seat(me).servants[static_cast<std::size_t>(at)].card).powerKind == "multiTrigger")
            return checkMultiTrigger(s, a, me, at, in);
    }
    if (s.window)
        return refusal(rule::kChain, "servants.chain.answerFirst",
                       "First answer the chain or the step: continue with a card, or pass");
    const auto& p = s.seat(me);
    const bool main = s.phase == Phase::Main1 || s.phase == Phase::Main2;
    auto needMain = [&](const char* what) -> std::optional<Message> {
        if (!main)
            return refusal(rule::kPhases, "servants.phase.notMain", std::string(what) + " only in your Main Phase 1 or 2",
                           Json{{"what", what}});
        return std::nullopt;
    };
    auto slotArg = [&](const char* key) { return a.args.contains(key) ? a.args[key].get<int>() : -1; };

    if (a.type == "summon" || a.type == "set") {
        if (auto bad = needMain(a.type == "summon" ? "Summon" : "Set"))
            return bad;
        in.card = inHand(s, me, a.args["card"].get<std::string>());
        if (in.card < 0)
            return refusal(rule::kNormalSummon, "servants.card.notInHand", "That card is not in your hand");
        const CardDef& d = s.def(in.card);
        if (!d.isServant())
            return refusal(rule::kNormalSummon, "servants.card.notServant",
                           d.name + " is not a servant: strategies and conspiracies go to the strategy zone",
                           Json{{"card", d.name}});
        if (s.normalSummonUsed)
            return refusal(rule::kNormalSummon, "servants.summon.once",
                           "You have already Normal Summoned or Set a servant this turn (once per turn, shared by both "
                           "Main Phases)");
        in.slot = slotArg("slot");
        std::set<int> freed;
        if (a.args.contains("sacrifices")) {
            for (const auto& sid : a.args["sacrifices"]) {
                const int at = servantSlotOf(s, me, sid.get<std::string>());
                if (at < 0)
                    return refusal(rule::kSacrifice, "servants.sacrifice.notYours",
                                   "A sacrifice must be a servant in your own servant zone");
                if (!freed.insert(at).second)
                    return refusal(rule::kSacrifice, "servants.sacrifice.twice", "A servant is sacrificed only once");
                in.sacrifices.push_back(at);
            }
        }
        const int needed = d.sacrificesNeeded();
        if (static_cast<int>(in.sacrifices.size()) != needed)
            return refusal(rule::kSacrifice, "servants.sacrifice.count",
                           "A level " + std::to_string(d.level) + " servant needs exactly " + std::to_string(needed) +
                               " sacrifice(s)",
                           Json{{"level", d.level}, {"count", needed}});
        if (in.slot < 0 || in.slot >= kSlots)
            return refusal(rule::kMap, "servants.slot.bad", "Choose one of your five servant slots (0 to 4)");
        if (p.servants[static_cast<std::size_t>(in.slot)].card >= 0 && !freed.count(in.slot))
            return refusal(rule::kMap, "servants.slot.taken",
                           "That servant slot is taken (five-card limit of the Servant Card Zone)",
                           Json{{"slot", in.slot}});
        return std::nullopt;
    }
    if (a.type == "flip" || a.type == "position") {
        const bool flip = a.type == "flip";
        if (auto bad = needMain(flip ? "Flip Summon" : "Change position"))
            return bad;
        in.from = servantSlotOf(s, me, a.args["servant"].get<std::string>());
        if (in.from < 0)
            return refusal(rule::kPosition, "servants.servant.notYours", "That is not a servant you control");
        const auto& slot = p.servants[static_cast<std::size_t>(in.from)];
        in.card = slot.card;
        if (flip && slot.pos != Pos::Set)
            return refusal(rule::kFlip, "servants.flip.notSet", "Only a face-down (Set) servant can be Flip Summoned");
        if (!flip && slot.pos == Pos::Set)
            return refusal(rule::kFlip, "servants.position.setNeedsFlip",
                           "A Set servant changes position only by a Flip Summon");
        if (slot.placedTurn == s.turn)
            return refusal(rule::kPosition, "servants.position.placedThisTurn",
                           "A servant summoned or set this turn cannot change position");
        if (slot.attackedTurn == s.turn)
            return refusal(rule::kPosition, "servants.position.attacked",
                           "A servant that attacked this turn cannot change position");
        if (slot.changedTurn == s.turn)
            return refusal(rule::kPosition, "servants.position.once",
                           "This servant has already changed position this turn");
        // A Flip power that chooses a servant takes its target with the Flip Summon (another servant
        // than this one); with no legal target it does nothing.
        const CardDef& d = s.def(slot.card);
        if (flip && flipChooses(d) && (anyPowerTarget(s, me, d, slot.card) || a.args.contains("targetSeat") ||
                                       a.args.contains("targetSlot")))
            return checkPowerTarget(s, a, me, d, slot.card, in);
        return std::nullopt;
    }
    if (a.type == "usePower") {
        if (auto bad = needMain("Use a Cost power"))
            return bad;
        in.from = servantSlotOf(s, me, a.args["servant"].get<std::string>());
        if (in.from < 0)
            return refusal(rule::kPower, "servants.servant.notYours", "That is not a servant you control");
        const auto& slot = p.servants[static_cast<std::size_t>(in.from)];
        in.card = slot.card;
        const CardDef& d = s.def(slot.card);
        if (d.powerKind != "cost")
            return refusal(rule::kPower, "servants.power.none", d.name + " has no Cost power", Json{{"card", d.name}});
        if (slot.pos == Pos::Set)
            return refusal(rule::kPower, "servants.power.faceDown", "A face-down servant uses no power");
        if (slot.powerTurn == s.turn)
            return refusal(rule::kPower, "servants.power.once", d.name + "'s Cost power is used once per turn",
                           Json{{"card", d.name}});
        if (p.health <= d.power.payHealth)
            return refusal(rule::kPower, "servants.cost.health",
                           "Paying " + std::to_string(d.power.payHealth) + " Health needs more than that left",
                           Json{{"card", d.name}, {"cost", d.power.payHealth}});
        if (d.power.op == "specialSummon")
            return checkPowerSummon(s, a, me, d, in);
        return std::nullopt;
    }
    if (a.type == "setStrategy") {
        if (auto bad = needMain("Set a strategy or conspiracy"))
            return bad;
        in.card = inHand(s, me, a.args["card"].get<std::string>());
        if (in.card < 0)
            return refusal(rule::kStrategy, "servants.card.notInHand", "That card is not in your hand");
        const CardDef& d = s.def(in.card);
        if (d.isServant())
            return refusal(rule::kStrategy, "servants.strategy.isServant",
                           d.name + " is a servant: it is summoned or set in the servant zone", Json{{"card", d.name}});
        if (d.isMap())
            return refusal(rule::kMap, "servants.strategy.map",
                           "A Map Strategy card is played to the map slot, not set in the strategy zone");
        in.slot = slotArg("slot");
        if (in.slot < 0 || in.slot >= kSlots)
            return refusal(rule::kMap, "servants.slot.bad", "Choose one of your five strategy slots (0 to 4)");
        if (p.strategies[static_cast<std::size_t>(in.slot)].card >= 0)
            return refusal(rule::kMap, "servants.strategySlot.taken",
                           "That strategy slot is taken (five-card limit of the Strategy & Conspiracy Card Zone)",
                           Json{{"slot", in.slot}});
        return std::nullopt;
    }
    if (a.type == "battle") {
        if (s.phase != Phase::Main1)
            return refusal(rule::kPhases, "servants.battle.fromMain1", "The Battle Phase follows Main Phase 1");
        if (s.turn == 1)
            return refusal(rule::kBattle, "servants.battle.firstTurn",
                           "The starting player cannot conduct a Battle Phase in their first turn");
        return std::nullopt;
    }
    if (a.type == "endBattle") {
        if (s.phase != Phase::Battle)
            return refusal(rule::kPhases, "servants.phase.notBattle", "That is done only in the Battle Phase");
        return std::nullopt;
    }
    if (a.type == "endTurn") {
        if (!main)
            return refusal(rule::kPhases, "servants.phase.notMain", "End the turn only from Main Phase 1 or 2",
                           Json{{"what", "End the turn"}});
        return std::nullopt;
    }
    if (a.type == "attack") {
        if (s.phase != Phase::Battle)
            return refusal(rule::kPhases, "servants.phase.notBattle", "That is done only in the Battle Phase");
        in.from = servantSlotOf(s, me, a.args["attacker"].get<std::string>());
        if (in.from < 0)
            return refusal(rule::kBattle, "servants.servant.notYours", "That is not a servant you control");
        const auto& slot = p.servants[static_cast<std::size_t>(in.from)];
        in.card = slot.card;
        if (slot.pos != Pos::Offense)
            return refusal(rule::kBattle, "servants.attack.notOffense", "Only a servant in Offense Position attacks");
        if (slot.attackedTurn == s.turn)
            return refusal(rule::kBattle, "servants.attack.once", "A servant attacks only once per turn");
        if (detail::cannotAttack(s, slot.card))
            return refusal(rule::kEffect, "servants.attack.bound", "A card on the map keeps this servant from attacking");
        const auto& foe = s.seat(1 - me);
        const bool foeHasServants =
            std::any_of(foe.servants.begin(), foe.servants.end(), [](const ServantSlot& x) { return x.card >= 0; });
        in.slot = slotArg("target");
        if (in.slot < 0) {
            if (foeHasServants)
                return refusal(rule::kBattle, "servants.attack.direct",
                               "A direct attack is possible only when your opponent has no servants");
            return std::nullopt;
        }
        if (in.slot >= kSlots || foe.servants[static_cast<std::size_t>(in.slot)].card < 0)
            return refusal(rule::kBattle, "servants.attack.noTarget", "There is no servant in that slot to attack",
                           Json{{"slot", in.slot}});
        return std::nullopt;
    }
    if (a.type == "discard") {
        if (s.phase != Phase::EndDiscard)
            return refusal(rule::kPhases, "servants.discard.notNow", "Discarding is done in the End Phase, down to 6");
        in.card = inHand(s, me, a.args["card"].get<std::string>());
        if (in.card < 0)
            return refusal(rule::kPhases, "servants.card.notInHand", "That card is not in your hand");
        return std::nullopt;
    }
    return refusal(rule::kPhases, "servants.unknownAction", "This game has no such move");
}

// Changes the state for an accepted intent.
class Engine {
public:
    Engine(ServantsState& s, Result& r) : m_s(s), m_r(r) {}

    void startTurn()
    {
        m_s.normalSummonUsed = false;
        // Draw Phase: the first player draws on turn 1 too (ruling S3).
        auto& p = m_s.seat(m_s.active);
        event("phase", Json{{"phase", "draw"}, {"seat", m_s.active}, {"turn", m_s.turn}},
              msg("servants.log.turn", seatName(m_s.active) + " begins turn " + std::to_string(m_s.turn),
                  Json{{"seat", m_s.active}, {"turn", m_s.turn}}, rule::kPhases));
        if (p.deck.empty()) {
            end({1 - m_s.active}, msg("servants.end.deckOut", seatName(m_s.active) + " cannot draw and loses",
                                      Json{{"seat", m_s.active}}, rule::kMatch));
            return;
        }
        draw(m_s.active);
        // Standby Phase: the actions cards in play state for it come first, then Main Phase 1.
        m_s.phase = Phase::Main1;
        phaseActions("standby");
    }

    void perform(const Intent& in, int me)
    {
        auto& p = m_s.seat(me);
        if (in.type == "summon" || in.type == "set") {
            const bool set = in.type == "set";
            for (int at : in.sacrifices) {
                const int c = p.servants[static_cast<std::size_t>(at)].card;
                event("sacrificed", Json{{"seat", me}, {"slot", at}, {"card", cardRef(c)}},
                      msg("servants.log.sacrificed", seatName(me) + " sacrifices " + m_s.def(c).name,
                          Json{{"seat", me}, {"card", m_s.def(c).name}}, rule::kSacrifice));
                toGraveyard(c);
                p.servants[static_cast<std::size_t>(at)] = ServantSlot{};
                leftField(c);
                graveyardTrigger(me, c);
            }
            removeFromHand(me, in.card);
            auto& slot = p.servants[static_cast<std::size_t>(in.slot)];
            slot = ServantSlot{in.card, set ? Pos::Set : Pos::Offense, m_s.turn, 0, 0};
            m_s.normalSummonUsed = true;
            const CardDef& d = m_s.def(in.card);
            if (set) {
                core::Event e;
                e.type = "set";
                e.data = Json{{"seat", me}, {"slot", in.slot}, {"card", cardRef(in.card)}};
                e.audience = core::Audience{false, {me}};
                e.redacted = Json{{"seat", me}, {"slot", in.slot}};
                e.message = msg("servants.log.setOwn", seatName(me) + " sets " + d.name + " face-down",
                                Json{{"seat", me}, {"card", d.name}}, rule::kNormalSummon);
                e.redactedMessage = msg("servants.log.set", seatName(me) + " sets a servant face-down",
                                        Json{{"seat", me}}, rule::kNormalSummon);
                m_r.events.push_back(std::move(e));
            } else {
                event("summoned", Json{{"seat", me}, {"slot", in.slot}, {"card", cardRef(in.card)}},
                      msg(in.sacrifices.empty() ? "servants.log.summoned" : "servants.log.sacrificeSummoned",
                          seatName(me) + " summons " + d.name, Json{{"seat", me}, {"card", d.name}},
                          in.sacrifices.empty() ? rule::kNormalSummon : rule::kSacrifice));
                summonedTrigger(me, in.card);
                m_summoned = true;
                m_summonedCard = in.card;
            }
            return;
        }
        if (in.type == "flip" || in.type == "position") {
            auto& slot = p.servants[static_cast<std::size_t>(in.from)];
            const bool flip = in.type == "flip";
            slot.pos = flip ? Pos::Offense : slot.pos == Pos::Offense ? Pos::Defense : Pos::Offense;
            slot.changedTurn = m_s.turn;
            const CardDef& d = m_s.def(slot.card);
            event(flip ? "flipSummoned" : "positionChanged",
                  Json{{"seat", me}, {"slot", in.from}, {"card", cardRef(slot.card)}, {"position", detail::posName(slot.pos)}},
                  flip ? msg("servants.log.flipSummoned", seatName(me) + " Flip Summons " + d.name,
                             Json{{"seat", me}, {"card", d.name}}, rule::kFlip)
                       : msg("servants.log.position", seatName(me) + " turns " + d.name + " to " + detail::posName(slot.pos),
                             Json{{"seat", me}, {"card", d.name}, {"position", detail::posName(slot.pos)}}, rule::kPosition));
            if (flip) {
                m_r.revealedHidden = true;
                flipPower(me, in.from, -1, in.target, true);
                if (!m_s.over && findServant(slot.card).first == me)
                    summonedTrigger(me, slot.card); // a Flip Summon is a summon
                m_summoned = true;
                m_summonedCard = slot.card;
            }
            return;
        }
        if (in.type == "usePower" && m_s.flipAsk) {
            // The answer to a Flip power's question: the chosen target, then play goes on.
            const FlipQuestion q = *m_s.flipAsk;
            m_s.flipAsk.reset();
            powerEffect(q.seat, m_s.def(q.card), q.attacker, "flip", in.target);
            return;
        }
        if (in.type == "usePower" && m_s.def(in.card).powerKind == "multiTrigger") {
            powerLink(in, me);
            return;
        }
        if (in.type == "usePower") {
            auto& slot = p.servants[static_cast<std::size_t>(in.from)];
            slot.powerTurn = m_s.turn;
            const CardDef& d = m_s.def(in.card);
            p.health -= d.power.payHealth;
            event("cost", Json{{"seat", me}, {"amount", d.power.payHealth}, {"health", p.health}},
                  msg("servants.log.cost", seatName(me) + " pays " + std::to_string(d.power.payHealth) + " Health",
                      Json{{"seat", me}, {"amount", d.power.payHealth}}, rule::kPower));
            if (d.power.op == "boost") {
                event("power", Json{{"seat", me}, {"kind", "cost"}, {"card", d.id}, {"name", d.name}},
                      msg("servants.log.power", d.name + "'s cost power", Json{{"card", d.name}, {"kind", "cost"}},
                          rule::kPower));
                m_s.boosts.push_back(TurnBoost{in.card, d.power.stat == "off" ? d.power.amount : 0,
                                               d.power.stat == "def" ? d.power.amount : 0});
            } else {
                powerEffect(me, d, -1, "cost", -1, in.summon);
            }
            return;
        }
        if (in.type == "setStrategy") {
            removeFromHand(me, in.card);
            p.strategies[static_cast<std::size_t>(in.slot)] = StrategySlot{in.card, true, m_s.turn, -1};
            core::Event e;
            e.type = "setStrategy";
            e.data = Json{{"seat", me}, {"slot", in.slot}, {"card", cardRef(in.card)}};
            e.audience = core::Audience{false, {me}};
            e.redacted = Json{{"seat", me}, {"slot", in.slot}};
            e.message = msg("servants.log.setStrategyOwn", seatName(me) + " sets " + m_s.def(in.card).name + " face-down",
                            Json{{"seat", me}, {"card", m_s.def(in.card).name}}, rule::kStrategy);
            e.redactedMessage = msg("servants.log.setStrategy", seatName(me) + " sets a card in the strategy zone",
                                    Json{{"seat", me}}, rule::kStrategy);
            m_r.events.push_back(std::move(e));
            return;
        }
        if (in.type == "battle") {
            m_s.phase = Phase::Battle;
            event("phase", Json{{"phase", "battle"}, {"seat", me}},
                  msg("servants.log.battle", seatName(me) + " enters the Battle Phase", Json{{"seat", me}}, rule::kBattle));
            openStep(Step::Start);
            return;
        }
        if (in.type == "endBattle") {
            event("phase", Json{{"phase", "battleEnd"}, {"seat", me}},
                  msg("servants.log.endStep", seatName(me) + " declares the end of the Battle Phase (End step)",
                      Json{{"seat", me}}, rule::kBattle));
            openStep(Step::End);
            return;
        }
        if (in.type == "activate") {
            activate(in, me);
            return;
        }
        if (in.type == "pass") {
            event("pass", Json{{"seat", me}, {"links", m_s.chain.size()}},
                  msg(m_s.chain.empty() ? "servants.log.passStep" : "servants.log.pass",
                      m_s.chain.empty() ? seatName(me) + " plays nothing" : seatName(me) + " does not continue the chain",
                      Json{{"seat", me}}, rule::kChain));
            // A summon's response window (a Main Phase window with no link) asks the opponent only:
            // their pass closes it and the turn goes on (docs/games/servants.md, "Responses").
            // The same for the question before the End Phase (phase End).
            if (m_s.window->pass() || ((isMain(m_s) || m_s.phase == Phase::End) && m_s.chain.empty()))
                closeWindow();
            return;
        }
        if (in.type == "endTurn") {
            endPhase();
            return;
        }
        if (in.type == "endAsk") {
            // The turn is ended, but the opponent holds an answer: asked before the End Phase's
            // actions (docs/games/servants.md, "Responses"); closing the window goes on with them.
            announceEnd();
            m_s.phase = Phase::End;
            m_s.window = responseQuestion(m_s.active);
            return;
        }
        if (in.type == "attack") {
            declareAttack(me, in.from, in.slot);
            return;
        }
        if (in.type == "discard") {
            removeFromHand(me, in.card);
            toGraveyard(in.card);
            event("discarded", Json{{"seat", me}, {"card", cardRef(in.card)}},
                  msg("servants.log.discarded", seatName(me) + " discards " + m_s.def(in.card).name + " (hand limit 6)",
                      Json{{"seat", me}, {"card", m_s.def(in.card).name}}, rule::kPhases));
            m_r.revealedHidden = true;
            if (static_cast<int>(p.hand.size()) <= ServantsRules::kHandLimit)
                nextTurn();
            return;
        }
    }

private:
    Json cardRef(int c) const { return Json{{"id", m_s.id(c)}, {"card", m_s.def(c).id}, {"name", m_s.def(c).name}}; }

    void event(std::string type, Json data, Message m)
    {
        core::Event e;
        e.type = std::move(type);
        e.data = std::move(data);
        e.message = std::move(m);
        m_r.events.push_back(std::move(e));
    }

    void draw(int seat)
    {
        auto& p = m_s.seat(seat);
        const int c = p.deck.front();
        p.deck.erase(p.deck.begin());
        p.hand.push_back(c);
        core::Event e;
        e.type = "draw";
        e.data = Json{{"seat", seat}, {"card", cardRef(c)}};
        e.audience = core::Audience{false, {seat}};
        e.redacted = Json{{"seat", seat}};
        e.message = msg("servants.log.drawOwn", seatName(seat) + " draws " + m_s.def(c).name,
                        Json{{"seat", seat}, {"card", m_s.def(c).name}}, rule::kPhases);
        e.redactedMessage = msg("servants.log.draw", seatName(seat) + " draws a card", Json{{"seat", seat}}, rule::kPhases);
        m_r.events.push_back(std::move(e));
    }

    void removeFromHand(int seat, int c)
    {
        auto& h = m_s.seat(seat).hand;
        h.erase(std::find(h.begin(), h.end(), c));
    }

    // Destroyed and discarded cards go to their owner's graveyard, face-up.
    void toGraveyard(int c) { m_s.seat(m_s.cards[static_cast<std::size_t>(c)].owner).graveyard.push_back(c); }

    void destroy(int controller, int at)
    {
        auto& slot = m_s.seat(controller).servants[static_cast<std::size_t>(at)];
        const int c = slot.card;
        event("destroyed", Json{{"seat", controller}, {"slot", at}, {"card", cardRef(c)}},
              msg("servants.log.destroyed", m_s.def(c).name + " is destroyed", Json{{"card", m_s.def(c).name}},
                  rule::kDamage));
        toGraveyard(c);
        slot = ServantSlot{};
        leftField(c);
        graveyardTrigger(controller, c);
    }

    // Trigger "when this card is sent from the map to the Graveyard": for the player who controlled
    // it. In the damage calculation it waits for step 5 of the Quick Reference Chart (after the
    // Flip powers of step 4).
    void graveyardTrigger(int controller, int c)
    {
        const CardDef& d = m_s.def(c);
        if (d.powerKind != "trigger" || d.powerOn != "toGraveyard")
            return;
        if (m_deferGraveyard)
            m_pendingGraveyard.push_back({controller, c});
        else if (!m_s.over)
            powerEffect(controller, d, -1, "trigger");
    }
    void flushGraveyardTriggers()
    {
        m_deferGraveyard = false;
        auto pending = std::move(m_pendingGraveyard);
        m_pendingGraveyard.clear();
        for (auto [q, c] : pending)
            if (!m_s.over)
                powerEffect(q, m_s.def(c), -1, "trigger");
    }

    // Trigger "when this card is summoned" (Normal, Sacrifice, Flip or Special Summon; not a set
    // servant turned face-up by an attack or a card).
    void summonedTrigger(int controller, int c)
    {
        const CardDef& d = m_s.def(c);
        if (d.powerKind == "trigger" && d.powerOn == "summoned" && !m_s.over)
            powerEffect(controller, d, -1, "trigger");
    }

    // Control of a servant moves to `seat` (its first free slot), as it stands; `thisTurn`: until the
    // end of the turn, then it returns to the player it was taken from (returnLent).
    void takeControl(int seat, int fromSeat, int fromSlot, bool thisTurn, const std::string& by)
    {
        const int at = freeServantSlot(m_s, seat);
        auto& from = m_s.seat(fromSeat).servants[static_cast<std::size_t>(fromSlot)];
        const int c = from.card;
        if (at < 0) {
            event("controlFails", Json{{"seat", seat}, {"card", cardRef(c)}},
                  msg("servants.log.controlFull", seatName(seat) + "'s servant zone is full: " + by + " does nothing",
                      Json{{"seat", seat}, {"card", by}}, rule::kControl));
            return;
        }
        m_s.seat(seat).servants[static_cast<std::size_t>(at)] = from;
        from = ServantSlot{};
        if (thisTurn)
            m_s.lent.push_back(LentServant{c, fromSeat, m_s.turn});
        Json data{{"seat", seat}, {"fromSeat", fromSeat}, {"fromSlot", fromSlot}, {"slot", at}, {"card", cardRef(c)}};
        if (thisTurn)
            data["returnsTurn"] = m_s.turn;
        event("controlTaken", std::move(data),
              thisTurn ? msg("servants.log.controlTakenTurn",
                             seatName(seat) + " takes control of " + m_s.def(c).name + " until the end of the turn",
                             Json{{"seat", seat}, {"card", m_s.def(c).name}}, rule::kControl)
                       : msg("servants.log.controlTaken", seatName(seat) + " takes control of " + m_s.def(c).name,
                             Json{{"seat", seat}, {"card", m_s.def(c).name}}, rule::kControl));
    }

    // A servant goes back to its owner's hand (a controlled one to its owner): what was bound to it
    // goes, and control taken until the end of the turn ends with it.
    void returnToHand(int q, int i, const std::string& by)
    {
        auto& slot = m_s.seat(q).servants[static_cast<std::size_t>(i)];
        const int c = slot.card;
        const int owner = m_s.cards[static_cast<std::size_t>(c)].owner;
        if (slot.pos == Pos::Set)
            m_r.revealedHidden = true;
        event("returnedToHand", Json{{"seat", q}, {"slot", i}, {"owner", owner}, {"card", cardRef(c)}},
              msg("servants.log.returnedToHand", by + " returns " + m_s.def(c).name + " to " + seatName(owner) + "'s hand",
                  Json{{"seat", owner}, {"card", m_s.def(c).name}, {"by", by}}, rule::kEffect));
        slot = ServantSlot{};
        leftField(c);
        m_s.seat(owner).hand.push_back(c);
        // A card that enters a hidden zone gets a fresh instance id: the one the map showed no
        // longer follows it into the hand.
        long next = 0;
        for (const auto& inst : m_s.cards)
            if (inst.id.size() > 1 && inst.id[0] == 'c')
                next = std::max(next, std::strtol(inst.id.c_str() + 1, nullptr, 10) + 1);
        m_s.cards[static_cast<std::size_t>(c)].id = "c" + std::to_string(next);
    }

    // A card's or a power's position change: Offense and Defense swap (not the servant's own
    // change of the turn, which a player makes with `position`).
    void changePosition(int q, int i, const std::string& by)
    {
        auto& slot = m_s.seat(q).servants[static_cast<std::size_t>(i)];
        if (slot.pos == Pos::Set)
            return;
        slot.pos = slot.pos == Pos::Offense ? Pos::Defense : Pos::Offense;
        const CardDef& t = m_s.def(slot.card);
        event("positionChanged",
              Json{{"seat", q}, {"slot", i}, {"card", cardRef(slot.card)}, {"position", detail::posName(slot.pos)}, {"by", by}},
              msg("servants.log.positionByEffect", by + " turns " + t.name + " to " + detail::posName(slot.pos),
                  Json{{"card", t.name}, {"position", detail::posName(slot.pos)}, {"by", by}}, rule::kEffect));
    }

    // A power's effect on the servant its player chose (Multi-trigger or Flip): it must still be
    // face-up on the map, or the power does nothing.
    void chosenPowerEffect(int seat, const CardDef& d, int target)
    {
        const Effect& e = d.power;
        const auto [q, i] = findServant(target);
        if (q < 0 || m_s.seat(q).servants[static_cast<std::size_t>(i)].pos == Pos::Set) {
            event("targetGone", Json{{"seat", seat}, {"card", d.id}},
                  msg("servants.log.powerTargetGone", d.name + "'s target has left the map: its power does nothing",
                      Json{{"card", d.name}}, rule::kPower));
            return;
        }
        if (e.op == "boost") {
            m_s.boosts.push_back(TurnBoost{target, e.stat == "off" ? e.amount : 0, e.stat == "def" ? e.amount : 0});
            event("boosted", Json{{"seat", q}, {"slot", i}, {"card", cardRef(target)}, {"stat", e.stat}, {"amount", e.amount}},
                  msg(e.amount > 0 ? "servants.log.boosted" : "servants.log.weakened",
                      m_s.def(target).name + (e.amount > 0 ? " gains " : " loses ") + std::to_string(std::abs(e.amount)) +
                          (e.stat == "off" ? " OFF" : " DEF") + " until the end of the turn",
                      Json{{"card", m_s.def(target).name}, {"stat", e.stat}, {"amount", std::abs(e.amount)}},
                      rule::kPower));
        } else if (e.op == "returnToHand") {
            returnToHand(q, i, d.name);
        } else if (e.op == "changePosition") {
            changePosition(q, i, d.name);
        } else if (e.op == "takeControl" && q != seat) {
            takeControl(seat, q, i, e.thisTurn, d.name);
        }
    }

    // The end of the turn: servants taken until then go back to the player they were taken from,
    // into its first free slot (its old slot if free), as they stand. One that left the map
    // meanwhile stays where it went (its owner's graveyard); with no free slot it is sent to its
    // owner's graveyard.
    void returnLent()
    {
        auto lent = std::move(m_s.lent);
        m_s.lent.clear();
        for (const auto& l : lent) {
            const auto [q, i] = findServant(l.card);
            if (q < 0 || q == l.returnTo || m_s.over)
                continue;
            const std::string& name = m_s.def(l.card).name;
            const int at = freeServantSlot(m_s, l.returnTo);
            if (at < 0) {
                event("controlReturnFails", Json{{"seat", l.returnTo}, {"card", cardRef(l.card)}},
                      msg("servants.log.controlReturnFull",
                          seatName(l.returnTo) + "'s servant zone is full: " + name + " is sent to the graveyard",
                          Json{{"seat", l.returnTo}, {"card", name}}, rule::kControl));
                auto& slot = m_s.seat(q).servants[static_cast<std::size_t>(i)];
                toGraveyard(l.card);
                slot = ServantSlot{};
                leftField(l.card);
                graveyardTrigger(q, l.card);
                continue;
            }
            auto& slot = m_s.seat(q).servants[static_cast<std::size_t>(i)];
            m_s.seat(l.returnTo).servants[static_cast<std::size_t>(at)] = slot;
            slot = ServantSlot{};
            event("controlReturned", Json{{"seat", l.returnTo}, {"fromSeat", q}, {"slot", at}, {"card", cardRef(l.card)}},
                  msg("servants.log.controlReturned", name + " returns to " + seatName(l.returnTo),
                      Json{{"seat", l.returnTo}, {"card", name}}, rule::kControl));
        }
    }

    // A Multi-trigger power used: a chain link of the power's speed (docs/games/servants.md,
    // "servants.power"); it resolves like a card's link, the servant staying on the map.
    void powerLink(const Intent& in, int me)
    {
        auto& slot = m_s.seat(me).servants[static_cast<std::size_t>(in.from)];
        slot.powerTurn = m_s.turn;
        const CardDef& d = m_s.def(in.card);
        if (!m_s.window) {
            m_s.window = core::ResponseWindow::around(me, 2);
            m_s.window->minSpeed = 2;
        }
        m_s.window->link(core::ResponseLink{me, in.card, d.powerSpeed});
        ChainLink link;
        link.card = in.card;
        link.target = in.target;
        link.summon = in.summon;
        link.power = true;
        m_s.chain.push_back(link);
        const int n = static_cast<int>(m_s.chain.size());
        event("chainLink", Json{{"seat", me}, {"link", n}, {"speed", d.powerSpeed}, {"card", cardRef(in.card)}, {"power", true}},
              msg("servants.log.powerLink",
                  seatName(me) + " uses " + d.name + "'s Multi-trigger power as Chain Link " + std::to_string(n) +
                      " (Speed " + std::to_string(d.powerSpeed) + ")",
                  Json{{"seat", me}, {"card", d.name}, {"link", n}, {"speed", d.powerSpeed}}, rule::kPower));
    }

    // A servant left the map: the Equip and Continuous cards bound to it are destroyed with it
    // (derived: they have nothing left to act on), and its boosts of the turn end.
    void leftField(int c)
    {
        for (int q = 0; q < 2; ++q)
            for (auto& st : m_s.seat(q).strategies)
                if (st.card >= 0 && !st.faceDown && st.target == c) {
                    const int gone = st.card;
                    st = StrategySlot{};
                    event("strategyDestroyed", Json{{"seat", q}, {"card", cardRef(gone)}},
                          msg("servants.log.unbound", m_s.def(gone).name + " is destroyed with the servant it was bound to",
                              Json{{"card", m_s.def(gone).name}}, rule::kEffect));
                    toGraveyard(gone);
                }
        std::erase_if(m_s.boosts, [&](const TurnBoost& b) { return b.card == c; });
        // Control "until the end of the turn" ends when the servant leaves the map (it may come
        // back, returned to the hand and summoned again, as a new servant of its owner's).
        std::erase_if(m_s.lent, [&](const LentServant& l) { return l.card == c; });
    }

    // Where a servant (instance) lies now: {controller, slot}, or {-1, -1}.
    std::pair<int, int> findServant(int c) const
    {
        for (int q = 0; q < 2; ++q)
            for (int i = 0; i < kSlots; ++i)
                if (c >= 0 && m_s.seat(q).servants[static_cast<std::size_t>(i)].card == c)
                    return {q, i};
        return {-1, -1};
    }

    int servantCount(int seat) const
    {
        return static_cast<int>(std::count_if(m_s.seat(seat).servants.begin(), m_s.seat(seat).servants.end(),
                                              [](const ServantSlot& x) { return x.card >= 0; }));
    }

    // A step's chance to start a chain: the Start, Damage and End steps ask the attacking player
    // first; a declared attack asks the defender first (S1 and the Quick Reference Chart).
    void openStep(Step step)
    {
        m_s.step = step;
        const int first = step == Step::Attack ? 1 - m_s.active : m_s.active;
        m_s.window = core::ResponseWindow::around(first, 2);
        m_s.window->minSpeed = 2;
    }

    void activate(const Intent& in, int me)
    {
        auto& p = m_s.seat(me);
        const CardDef& d = m_s.def(in.card);
        if (in.from >= 0) {
            p.strategies[static_cast<std::size_t>(in.from)].faceDown = false;
            m_r.revealedHidden = true;
        } else {
            removeFromHand(me, in.card);
            m_r.revealedHidden = true;
            if (d.isMap()) {
                // One map card in play: the new one replaces the old at once.
                if (m_s.mapCard >= 0) {
                    const int old = m_s.mapCard;
                    m_s.mapCard = -1;
                    event("mapReplaced", Json{{"card", cardRef(old)}},
                          msg("servants.log.mapReplaced", m_s.def(old).name + " leaves the map slot",
                              Json{{"card", m_s.def(old).name}}, rule::kMap));
                    toGraveyard(old);
                }
                m_s.mapCard = in.card;
            } else {
                p.strategies[static_cast<std::size_t>(in.slot)] = StrategySlot{in.card, false, m_s.turn, -1};
            }
        }
        if (d.effect.payHealth > 0) {
            p.health -= d.effect.payHealth;
            event("cost", Json{{"seat", me}, {"amount", d.effect.payHealth}, {"health", p.health}},
                  msg("servants.log.cost", seatName(me) + " pays " + std::to_string(d.effect.payHealth) + " Health",
                      Json{{"seat", me}, {"amount", d.effect.payHealth}}, rule::kEffect));
        }
        if (!m_s.window) {
            m_s.window = core::ResponseWindow::around(me, 2);
            m_s.window->minSpeed = 2; // speed 1 never answers speed 1
        }
        m_s.window->link(core::ResponseLink{me, in.card, d.speed});
        m_s.chain.push_back(ChainLink{in.card, in.target, in.summon, false});
        const int n = static_cast<int>(m_s.chain.size());
        Json data{{"seat", me}, {"link", n}, {"speed", d.speed}, {"card", cardRef(in.card)}};
        if (in.target >= 0)
            data["target"] = cardRef(in.target);
        event("chainLink", std::move(data),
              msg("servants.log.chainLink",
                  seatName(me) + " activates " + d.name + " as Chain Link " + std::to_string(n) + " (Speed " +
                      std::to_string(d.speed) + ")",
                  Json{{"seat", me}, {"card", d.name}, {"link", n}, {"speed", d.speed}}, rule::kChain));
    }

    // Everyone passed in a row: the links resolve from the top down, then the step goes on.
    void closeWindow()
    {
        const bool hadLinks = !m_s.chain.empty();
        while (!m_s.window->links.empty() && !m_s.over) {
            const core::ResponseLink link = m_s.window->pop();
            const ChainLink cl = m_s.chain.back();
            m_s.chain.pop_back();
            resolve(link.seat, cl, static_cast<int>(m_s.chain.size()) + 1);
        }
        m_s.window.reset();
        m_s.chain.clear();
        m_s.summoned = -1;
        if (!m_s.over && m_s.phase == Phase::End) {
            endPhaseActions(); // the question before the End Phase is answered: the turn ends
            return;
        }
        if (m_s.over || m_s.phase != Phase::Battle)
            return;
        switch (m_s.step) {
        case Step::Choose: return;
        case Step::Start:
            if (hadLinks)
                openStep(Step::Start);
            else
                m_s.step = Step::Choose;
            return;
        case Step::Attack:
            if (!hadLinks) {
                enterDamageStep();
                return;
            }
            if (servantCount(1 - m_s.active) != m_s.attack.foeServants) {
                // Replay: back to the start of the Battle step; the declared servant has not attacked.
                event("replay", Json{{"seat", m_s.active}},
                      msg("servants.log.replay",
                          "The defender's servants changed: Replay, " + seatName(m_s.active) + " chooses the attack again",
                          Json{{"seat", m_s.active}}, rule::kReplay));
                m_s.attack = PendingAttack{};
                m_s.step = Step::Choose;
                return;
            }
            if (findServant(m_s.attack.attacker).first != m_s.active) {
                event("attackEnds", Json{{"seat", m_s.active}},
                      msg("servants.log.attackEnds", "The attacking servant is gone: the attack ends",
                          Json{{"seat", m_s.active}}, rule::kBattle));
                m_s.attack = PendingAttack{};
                m_s.step = Step::Choose;
                return;
            }
            openStep(Step::Attack);
            return;
        case Step::Damage:
            if (hadLinks)
                openStep(Step::Damage);
            else
                calculate();
            return;
        case Step::End:
            if (hadLinks) {
                openStep(Step::End);
                return;
            }
            m_s.step = Step::Choose;
            m_s.phase = Phase::Main2;
            event("phase", Json{{"phase", "main2"}, {"seat", m_s.active}},
                  msg("servants.log.main2", seatName(m_s.active) + " ends the Battle Phase (Main Phase 2)",
                      Json{{"seat", m_s.active}}, rule::kPhases));
            return;
        }
    }

    // Sends a strategy or conspiracy from its slot (or the map slot) to its owner's graveyard.
    void discardStrategy(int c)
    {
        if (m_s.mapCard == c)
            m_s.mapCard = -1;
        for (int q = 0; q < 2; ++q)
            for (auto& st : m_s.seat(q).strategies)
                if (st.card == c)
                    st = StrategySlot{};
        toGraveyard(c);
    }

    void resolve(int seat, const ChainLink& cl, int number)
    {
        if (cl.power) {
            resolvePower(seat, cl, number);
            return;
        }
        const CardDef& d = m_s.def(cl.card);
        const Effect& e = d.effect;
        const Json who{{"seat", seat}, {"card", d.name}, {"link", number}};
        if (cl.negated) {
            event("negated", Json{{"seat", seat}, {"link", number}, {"card", cardRef(cl.card)}},
                  msg("servants.log.negated", "Chain Link " + std::to_string(number) + ", " + d.name +
                      ", is cancelled and destroyed", who, rule::kChain));
            discardStrategy(cl.card);
            return;
        }
        event("resolve", Json{{"seat", seat}, {"link", number}, {"card", cardRef(cl.card)}},
              msg("servants.log.resolve", "Chain Link " + std::to_string(number) + " resolves: " + d.name, who,
                  rule::kChain));
        bool stays = d.subtype == "equip" || d.subtype == "continuous" || d.subtype == "map";
        const auto [tq, ti] = findServant(cl.target);
        const bool targetHere = cl.target < 0 || (tq >= 0 && m_s.seat(tq).servants[static_cast<std::size_t>(ti)].pos != Pos::Set);
        if (!targetHere) {
            event("fizzle", Json{{"seat", seat}, {"link", number}, {"card", cardRef(cl.card)}},
                  msg("servants.log.fizzle", d.name + " has lost its target and does nothing", who, rule::kEffect));
            discardStrategy(cl.card);
            return;
        }
        if (e.when == "standby" || e.when == "endPhase") {
            // A Continuous card stating a Standby or End Phase action does nothing when it
            // resolves: it stays, and acts in its controller's phase (phaseActions).
        } else if (e.op == "draw") {
            for (int i = 0; i < e.amount && !m_s.over; ++i) {
                if (m_s.seat(seat).deck.empty())
                    end({1 - seat}, msg("servants.end.deckOut", seatName(seat) + " cannot draw and loses",
                                        Json{{"seat", seat}}, rule::kMatch));
                else
                    draw(seat);
            }
        } else if (e.op == "damage") {
            damage(1 - seat, e.amount);
            checkHealth();
        } else if (e.op == "heal") {
            m_s.seat(seat).health += e.amount;
            event("heal", Json{{"seat", seat}, {"amount", e.amount}, {"health", m_s.seat(seat).health}},
                  msg("servants.log.heal", seatName(seat) + " gains " + std::to_string(e.amount) + " Health",
                      Json{{"seat", seat}, {"amount", e.amount}}, rule::kEffect));
        } else if ((e.op == "boost" || e.op == "cannotAttack") && e.chosenTarget()) {
            if (e.thisTurn)
                m_s.boosts.push_back(TurnBoost{cl.target, e.stat == "off" ? e.amount : 0, e.stat == "def" ? e.amount : 0});
            else
                for (auto& st : m_s.seat(seat).strategies)
                    if (st.card == cl.card)
                        st.target = cl.target;
        } else if (e.op == "destroyAttacker") {
            const auto [aq, ai] = findServant(m_s.attack.attacker);
            if (aq >= 0)
                destroy(aq, ai);
        } else if (e.op == "blockDamage") {
            m_s.attack.noDamage = true;
        } else if (e.op == "negate") {
            if (!m_s.chain.empty())
                m_s.chain.back().negated = true;
        } else if (e.op == "takeControl") {
            // Control of an opponent's servant: it moves to the controller's first free servant
            // slot as it stands (its owner keeps it; Equip cards stay with whoever played them).
            if (tq != seat)
                takeControl(seat, tq, ti, e.thisTurn, d.name);
        } else if (e.op == "returnToHand") {
            returnToHand(tq, ti, d.name);
        } else if (e.op == "changePosition") {
            changePosition(tq, ti, d.name);
        } else if (e.op == "specialSummon") {
            specialSummon(seat, cl.summon);
        }
        if (!stays)
            discardStrategy(cl.card);
    }

    // A Special Summon (by a card or a servant's power): the named servant, if it is still in the
    // hand, face-up into Offense in the first free slot; not the Normal Summon (any number per turn).
    void specialSummon(int seat, int c)
    {
        const auto& hand = m_s.seat(seat).hand;
        const int at = freeServantSlot(m_s, seat);
        if (at < 0 || std::find(hand.begin(), hand.end(), c) == hand.end())
            return;
        removeFromHand(seat, c);
        m_s.seat(seat).servants[static_cast<std::size_t>(at)] = ServantSlot{c, Pos::Offense, m_s.turn, 0, 0};
        event("specialSummoned", Json{{"seat", seat}, {"slot", at}, {"card", cardRef(c)}},
              msg("servants.log.specialSummoned", seatName(seat) + " Special Summons " + m_s.def(c).name,
                  Json{{"seat", seat}, {"card", m_s.def(c).name}}, rule::kEffect));
        summonedTrigger(seat, c);
        m_summoned = true;
        m_summonedCard = c;
    }

    // A Multi-trigger link: the servant must still be face-up under its player's control, or the
    // power does nothing (a counter conspiracy cannot cancel it: servants.counter.notPower).
    void resolvePower(int seat, const ChainLink& cl, int number)
    {
        const CardDef& d = m_s.def(cl.card);
        const Json who{{"seat", seat}, {"card", d.name}, {"link", number}};
        const auto [q, i] = findServant(cl.card);
        if (q != seat || m_s.seat(q).servants[static_cast<std::size_t>(i)].pos == Pos::Set) {
            // Gone to a hand or face-down, its instance id is no longer public: the card only.
            event("fizzle", Json{{"seat", seat}, {"link", number}, {"card", Json{{"card", d.id}, {"name", d.name}}}},
                  msg("servants.log.powerGone", d.name + " is no longer face-up on its player's side: its power does nothing",
                      who, rule::kPower));
            return;
        }
        event("resolve", Json{{"seat", seat}, {"link", number}, {"card", cardRef(cl.card)}, {"power", true}},
              msg("servants.log.resolve", "Chain Link " + std::to_string(number) + " resolves: " + d.name, who,
                  rule::kChain));
        powerEffect(seat, d, m_s.attack.attacker, "multiTrigger", cl.target, cl.summon);
    }

    // The Battle step: the attack is declared and may be answered; the damage waits for the Damage step.
    void declareAttack(int me, int from, int target)
    {
        const int foe = 1 - me;
        const int attacker = m_s.seat(me).servants[static_cast<std::size_t>(from)].card;
        const int defender = target < 0 ? -1 : m_s.seat(foe).servants[static_cast<std::size_t>(target)].card;
        m_s.attack = PendingAttack{attacker, defender, servantCount(foe), false};
        const CardDef& a = m_s.def(attacker);
        if (defender < 0) {
            event("attack", Json{{"seat", me}, {"attacker", cardRef(attacker)}, {"direct", true}},
                  msg("servants.log.attackDirect", a.name + " attacks directly", Json{{"card", a.name}}, rule::kBattle));
        } else {
            const bool hidden = m_s.seat(foe).servants[static_cast<std::size_t>(target)].pos == Pos::Set;
            const std::string t = hidden ? std::string("a set servant") : m_s.def(defender).name;
            Json data{{"seat", me}, {"attacker", cardRef(attacker)}, {"slot", target}};
            if (!hidden)
                data["target"] = cardRef(defender);
            event("attack", std::move(data),
                  msg(hidden ? "servants.log.attackSet" : "servants.log.attack", a.name + " attacks " + t,
                      hidden ? Json{{"card", a.name}} : Json{{"card", a.name}, {"target", t}}, rule::kBattle));
        }
        openStep(Step::Attack);
    }

    // The Damage step opens: a face-down target is flipped face-up (not a Flip Summon), then
    // cards that change OFF or DEF may be played before the calculation.
    void enterDamageStep()
    {
        const auto [q, i] = findServant(m_s.attack.target);
        if (q >= 0) {
            auto& theirs = m_s.seat(q).servants[static_cast<std::size_t>(i)];
            if (theirs.pos == Pos::Set) {
                theirs.pos = Pos::Defense;
                m_s.attack.targetFlipped = true;
                m_r.revealedHidden = true;
                event("flipped", Json{{"seat", q}, {"slot", i}, {"card", cardRef(theirs.card)}},
                      msg("servants.log.flipped", m_s.def(theirs.card).name + " is flipped face-up by the attack",
                          Json{{"card", m_s.def(theirs.card).name}}, rule::kDamage));
            }
        }
        openStep(Step::Damage);
    }

    void damage(int seat, int amount)
    {
        if (amount <= 0)
            return;
        auto& p = m_s.seat(seat);
        p.health = std::max(0, p.health - amount);
        event("damage", Json{{"seat", seat}, {"amount", amount}, {"health", p.health}},
              msg("servants.log.damage", seatName(seat) + " takes " + std::to_string(amount) + " damage",
                  Json{{"seat", seat}, {"amount", amount}, {"health", p.health}}, rule::kDamage));
    }

    // The damage table ("Determining Damage") with every boost counted, and direct damage.
    void calculate()
    {
        const PendingAttack at = m_s.attack;
        m_s.attack = PendingAttack{};
        m_s.step = Step::Choose;
        const int me = m_s.active, foe = 1 - me;
        const auto [aq, from] = findServant(at.attacker);
        if (aq != me)
            return;
        m_s.seat(me).servants[static_cast<std::size_t>(from)].attackedTurn = m_s.turn;
        const int aOff = detail::statNow(m_s, me, from, true);
        const int keep = at.noDamage ? 0 : 1;
        if (at.target < 0) {
            damage(foe, aOff * keep);
            // Trigger: when this servant inflicts Direct Damage.
            const CardDef& ad = m_s.def(at.attacker);
            if (aOff * keep > 0 && ad.powerKind == "trigger" && ad.powerOn == "directDamage" && !m_s.over)
                powerEffect(me, ad, -1, "trigger");
            checkHealth();
            return;
        }
        const auto [tq, target] = findServant(at.target);
        if (tq != foe)
            return;
        m_deferGraveyard = true; // step 5 of the chart: after the Flip powers
        const Pos tpos = m_s.seat(foe).servants[static_cast<std::size_t>(target)].pos;
        const int tOff = detail::statNow(m_s, foe, target, true), tDef = detail::statNow(m_s, foe, target, false);
        event("damageStep", Json{{"seat", me}, {"off", aOff}, {"targetOff", tOff}, {"targetDef", tDef}},
              msg("servants.log.calculate",
                  "Damage calculation: OFF " + std::to_string(aOff) + " against " +
                      (tpos == Pos::Offense ? "OFF " + std::to_string(tOff) : "DEF " + std::to_string(tDef)),
                  Json{{"off", aOff}, {"against", tpos == Pos::Offense ? tOff : tDef},
                       {"stat", tpos == Pos::Offense ? "off" : "def"}},
                  rule::kDamage));
        if (tpos == Pos::Offense) {
            if (aOff > tOff) {
                destroy(foe, target);
                damage(foe, (aOff - tOff) * keep);
            } else if (aOff == tOff) {
                destroy(foe, target);
                destroy(me, from);
            } else {
                destroy(me, from);
                damage(me, (tOff - aOff) * keep);
            }
        } else {
            if (aOff > tDef)
                destroy(foe, target);
            else if (aOff < tDef)
                damage(me, (tDef - aOff) * keep);
        }
        checkHealth();
        // A target the attack turned face-up uses its Flip power now, after the calculation,
        // unless it was destroyed. One that chooses a servant asks its controller first and takes
        // effect with the answer (flipAsk); a flipped target lies in Defense Position, so when it
        // survives, the calculation destroyed nothing and no "sent to the Graveyard" power waits.
        if (at.targetFlipped && !m_s.over && findServant(at.target).first == foe)
            flipPower(foe, findServant(at.target).second, at.attacker, -1, false);
        flushGraveyardTriggers();
    }

    // What face-up cards of the active player state for its Standby or End Phase: Continuous
    // strategies (resolved, not on a chain) in slot order, then servants' Continuous powers.
    void phaseActions(const std::string& when)
    {
        const int me = m_s.active;
        std::vector<int> cards;
        for (const auto& st : m_s.seat(me).strategies)
            if (st.card >= 0 && !st.faceDown && m_s.def(st.card).effect.when == when)
                cards.push_back(st.card);
        for (const auto& slot : m_s.seat(me).servants)
            if (slot.card >= 0 && slot.pos != Pos::Set && m_s.def(slot.card).powerKind == "continuous" &&
                m_s.def(slot.card).powerOn == when)
                cards.push_back(slot.card);
        for (int c : cards) {
            if (m_s.over)
                return;
            const CardDef& d = m_s.def(c);
            if (d.isServant()) {
                powerEffect(me, d, -1, when.c_str());
                continue;
            }
            CardDef asPower = d; // a strategy's stated action, in the same vocabulary
            asPower.power = d.effect;
            powerEffect(me, asPower, -1, when.c_str());
        }
    }

    // A servant turned face-up (Flip Summon, or an attack) uses its Flip power, if it has one. A
    // power that chooses a servant takes `target` on a Flip Summon (chosen with it; -1: no legal
    // target); turned face-up otherwise, it asks its controller (flipAsk) when a target is legal.
    void flipPower(int controller, int slot, int attacker, int target, bool summoned)
    {
        const int c = m_s.seat(controller).servants[static_cast<std::size_t>(slot)].card;
        const CardDef& d = m_s.def(c);
        if (d.powerKind != "flip")
            return;
        if (flipChooses(d)) {
            if (!summoned && anyPowerTarget(m_s, controller, d, c)) {
                m_s.flipAsk = FlipQuestion{c, controller, attacker};
                event("flipAsk", Json{{"seat", controller}, {"slot", slot}, {"card", cardRef(c)}},
                      msg("servants.log.flipAsk", seatName(controller) + " chooses the target of " + d.name + "'s Flip power",
                          Json{{"seat", controller}, {"card", d.name}}, rule::kPower));
                return;
            }
            if (!summoned || target < 0) {
                event("power", Json{{"seat", controller}, {"kind", "flip"}, {"card", d.id}, {"name", d.name}},
                      msg("servants.log.power", d.name + "'s flip power", Json{{"card", d.name}, {"kind", "flip"}},
                          rule::kPower));
                event("flipNoTarget", Json{{"seat", controller}, {"card", cardRef(c)}},
                      msg("servants.log.flipNoTarget", d.name + "'s Flip power has no legal target: it does nothing",
                          Json{{"card", d.name}}, rule::kPower));
                return;
            }
        }
        powerEffect(controller, d, attacker, "flip", target);
    }

    void powerEffect(int seat, const CardDef& d, int attacker, const char* kind, int target = -1, int summon = -1)
    {
        const Effect& e = d.power;
        event("power", Json{{"seat", seat}, {"kind", kind}, {"card", d.id}, {"name", d.name}},
              msg("servants.log.power", d.name + "'s " + kind + " power", Json{{"card", d.name}, {"kind", kind}},
                  rule::kPower));
        if (e.op == "draw") {
            for (int i = 0; i < e.amount && !m_s.over; ++i) {
                if (m_s.seat(seat).deck.empty())
                    end({1 - seat}, msg("servants.end.deckOut", seatName(seat) + " cannot draw and loses",
                                        Json{{"seat", seat}}, rule::kMatch));
                else
                    draw(seat);
            }
        } else if (e.op == "damage") {
            damage(1 - seat, e.amount);
            checkHealth();
        } else if (e.op == "heal") {
            m_s.seat(seat).health += e.amount;
            event("heal", Json{{"seat", seat}, {"amount", e.amount}, {"health", m_s.seat(seat).health}},
                  msg("servants.log.heal", seatName(seat) + " gains " + std::to_string(e.amount) + " Health",
                      Json{{"seat", seat}, {"amount", e.amount}}, rule::kPower));
        } else if (e.op == "destroyAttacker" && attacker >= 0) {
            const auto [q, i] = findServant(attacker);
            if (q >= 0)
                destroy(q, i);
        } else if (e.op == "blockDamage") {
            m_s.attack.noDamage = true;
        } else if (e.op == "specialSummon") {
            specialSummon(seat, summon);
        } else if (e.chosenTarget() && e.op != "destroy") {
            chosenPowerEffect(seat, d, target);
        } else if (e.op == "destroy") {
            // The chosen servant, if it is still on the map (either side, face-up or not).
            const auto [q, i] = findServant(target);
            if (q < 0) {
                event("targetGone", Json{{"seat", seat}, {"card", d.id}},
                      msg("servants.log.powerTargetGone", d.name + "'s target has left the map: its power does nothing",
                          Json{{"card", d.name}}, rule::kPower));
            } else {
                if (m_s.seat(q).servants[static_cast<std::size_t>(i)].pos == Pos::Set)
                    m_r.revealedHidden = true; // it goes to the public graveyard
                destroy(q, i);
            }
        } else if (e.op == "takeControl") {
            // The opponent's face-up servant with the highest OFF as it stands (the leftmost of equals).
            const int foe = 1 - seat;
            int best = -1, bestOff = -1;
            for (int i = 0; i < kSlots; ++i) {
                const auto& slot = m_s.seat(foe).servants[static_cast<std::size_t>(i)];
                if (slot.card < 0 || slot.pos == Pos::Set)
                    continue;
                const int off = detail::statNow(m_s, foe, i, true);
                if (off > bestOff) {
                    best = i;
                    bestOff = off;
                }
            }
            if (best < 0)
                event("controlNothing", Json{{"seat", seat}, {"card", d.id}},
                      msg("servants.log.controlNothing",
                          seatName(1 - seat) + " has no face-up servant: " + d.name + "'s power takes nothing",
                          Json{{"seat", 1 - seat}, {"card", d.name}}, rule::kControl));
            else
                takeControl(seat, foe, best, e.thisTurn, d.name);
        }
    }

    // Both at 0 in the same moment is a draw.
    void checkHealth()
    {
        const bool zero0 = m_s.seat(0).health <= 0, zero1 = m_s.seat(1).health <= 0;
        if (zero0 && zero1)
            end({}, msg("servants.end.draw", "Both players reached 0 Health at once: a draw", Json::object(), rule::kMatch));
        else if (zero0 || zero1) {
            const int loser = zero0 ? 0 : 1;
            end({1 - loser}, msg("servants.end.health", seatName(loser) + " has no Health left and loses",
                                 Json{{"seat", loser}}, rule::kMatch));
        }
    }

    void end(std::vector<int> winners, Message m)
    {
        m_s.over = true;
        m_s.phase = Phase::Over;
        // A match may end in the middle of a battle (a Multi-trigger power's or a Quick-Play card's
        // damage in a step): no step nor declared attack outlives the Battle Phase.
        m_s.step = Step::Choose;
        m_s.attack = PendingAttack{};
        m_s.flipAsk.reset();
        m_s.winners = std::move(winners);
        m_s.endMessage = m;
        event("gameOver", Json{{"winners", m_s.winners}}, std::move(m));
    }

    // End Phase: no card states an End Phase effect yet; then discard down to 6.
    void endPhase()
    {
        announceEnd();
        endPhaseActions();
    }

    void announceEnd()
    {
        event("phase", Json{{"phase", "end"}, {"seat", m_s.active}},
              msg("servants.log.end", seatName(m_s.active) + " ends the turn", Json{{"seat", m_s.active}}, rule::kPhases));
    }

    void endPhaseActions()
    {
        phaseActions("endPhase"); // "during the End Phase" effects, then the hand limit (S1)
        if (m_s.over)
            return;
        if (static_cast<int>(m_s.seat(m_s.active).hand.size()) > ServantsRules::kHandLimit)
            m_s.phase = Phase::EndDiscard;
        else
            nextTurn();
    }

    void nextTurn()
    {
        returnLent(); // control "until the end of the turn"
        if (m_s.over)
            return;
        m_s.boosts.clear(); // "until the end of this turn"
        m_s.active = 1 - m_s.active;
        ++m_s.turn;
        startTurn();
    }

    ServantsState& m_s;
    Result& m_r;
    bool m_deferGraveyard = false;
public:
    bool m_summoned = false; // a servant was summoned (Normal, Sacrifice, Flip or Special) by this move
    int m_summonedCard = -1; // the last of them
private:
    std::vector<std::pair<int, int>> m_pendingGraveyard; // {controller, servant}
};

} // namespace

Options ServantsRules::parseOptions(const Json& options)
{
    Options o;
    if (!options.is_object())
        throw std::invalid_argument("options must be an object");
    for (const auto& [name, value] : options.items()) {
        if (name == "firstPlayer") {
            if (value.is_string() && value.get<std::string>() == "random")
                o.firstPlayer = -1;
            else if (value.is_number_integer() && (value.get<int>() == 0 || value.get<int>() == 1))
                o.firstPlayer = value.get<int>();
            else
                throw std::invalid_argument("option firstPlayer must be \"random\", 0 or 1");
        } else if (name == "startingHealth") {
            if (!value.is_number_integer() || value.get<std::int64_t>() < 100 || value.get<std::int64_t>() > 100000 ||
                value.get<std::int64_t>() % 10 != 0)
                throw std::invalid_argument("option startingHealth must be a whole number of tens from 100 to 100000");
            o.startingHealth = value.get<int>();
        } else {
            throw std::invalid_argument("unknown option \"" + name + "\" (Servant Zones has firstPlayer, startingHealth)");
        }
    }
    return o;
}

core::GameInfo ServantsRules::info() const
{
    core::GameInfo i;
    i.id = "servants";
    i.title = "Servant Zones";
    i.minSeats = 2;
    i.maxSeats = 2;
    i.playable = true;
    i.rulesVersion = 1;
    i.options = {
        {"firstPlayer", "Who plays first: \"random\" (from the seed, ruling S3) or a seat", "random",
         Json::array({"random", 0, 1})},
        {"startingHealth", "Health each player starts with (ruling S4: 1,000)", 1000, Json::array()},
    };
    i.seatSetup = {"deck"};
    return i;
}

std::vector<core::ActionSpec> ServantsRules::actionSpecs() const
{
    using core::ArgKind;
    using core::ArgSpec;
    const ArgSpec card{"card", ArgKind::String, true, "moved"};
    ArgSpec slot{"slot", ArgKind::Integer, true, "destination"};
    slot.min = 0;
    slot.max = kSlots - 1;
    ArgSpec sacrifices{"sacrifices", ArgKind::StringList, false, ""};
    sacrifices.maxItems = 2;
    const ArgSpec servant{"servant", ArgKind::String, true, "moved"};
    const ArgSpec attacker{"attacker", ArgKind::String, true, "moved"};
    ArgSpec target{"target", ArgKind::Integer, false, "destination"};
    target.min = 0;
    target.max = kSlots - 1;
    ArgSpec strategySlot{"slot", ArgKind::Integer, false, "destination"};
    strategySlot.min = 0;
    strategySlot.max = kSlots - 1;
    ArgSpec targetSeat{"targetSeat", ArgKind::Integer, false, ""};
    targetSeat.min = 0;
    targetSeat.max = 1;
    ArgSpec targetSlot{"targetSlot", ArgKind::Integer, false, ""};
    targetSlot.min = 0;
    targetSlot.max = kSlots - 1;
    const ArgSpec summon{"summon", ArgKind::String, false, ""};
    return {
        {"summon", {card, slot, sacrifices}},
        {"set", {card, slot, sacrifices}},
        {"flip", {servant, targetSeat, targetSlot}},
        {"position", {servant}},
        {"setStrategy", {card, slot}},
        {"battle", {}},
        {"attack", {attacker, target}},
        {"endBattle", {}},
        {"endTurn", {}},
        {"discard", {card}},
        {"activate", {card, strategySlot, targetSeat, targetSlot, summon}},
        {"pass", {}},
        {"usePower", {servant, targetSeat, targetSlot, summon}},
    };
}

std::vector<core::Message> ServantsRules::checkDeck(const Json& deck) const { return servants::checkDeck(deck, builtInCards()); }

std::vector<std::string> ServantsRules::stopPhases() const
{
    return {"main", "battle"};
}

std::string ServantsRules::stopPhase(const core::GameState& base) const
{
    // Public facts only: a chain or a step window is open (both are on the table for all to see).
    const auto& s = static_cast<const ServantsState&>(base);
    if (!s.window || s.over)
        return "";
    return s.phase == Phase::Battle ? "battle" : "main";
}

std::unique_ptr<core::GameState> ServantsRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    if (config.seats != 2)
        throw std::invalid_argument("Servant Zones is for 2 players, not " + std::to_string(config.seats));
    auto s = std::make_unique<ServantsState>();
    s->options = parseOptions(config.options);
    for (int seat = 0; seat < 2; ++seat) {
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
        std::vector<int> defs;
        for (const auto& entry : deck["sections"]["main"])
            for (int i = 0; i < entry["count"].get<int>(); ++i)
                defs.push_back(builtInCards().indexOfName(entry["name"].get<std::string>()));
        rng.shuffle(defs);
        auto& p = s->seat(seat);
        p.health = s->options.startingHealth;
        // Instance ids are given after the shuffle, so they tell nothing of the deck list.
        for (int d : defs) {
            s->cards.push_back(Inst{d, seat, "c" + std::to_string(s->cards.size())});
            p.deck.push_back(static_cast<int>(s->cards.size()) - 1);
        }
        for (int i = 0; i < kOpeningHand; ++i) {
            p.hand.push_back(p.deck.front());
            p.deck.erase(p.deck.begin());
        }
    }
    s->firstPlayer = s->options.firstPlayer >= 0 ? s->options.firstPlayer : static_cast<int>(rng.below(2));
    s->active = s->firstPlayer;
    s->turn = 1;
    Result ignored;
    Engine(*s, ignored).startTurn();
    return s;
}

core::Prompt ServantsRules::prompt(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    core::Prompt p;
    const Json seatArg{{"seat", s.active}};
    if (s.flipAsk && !s.over) {
        const std::string& name = s.def(s.flipAsk->card).name;
        p.seats = {s.flipAsk->seat};
        p.kind = "flipTarget";
        p.message = msg("servants.prompt.flipTarget",
                        seatName(s.flipAsk->seat) + ": choose the target of " + name + "'s Flip power",
                        Json{{"seat", s.flipAsk->seat}, {"card", name}}, rule::kPower);
        return p;
    }
    if (s.window && !s.over) {
        const int asked = s.window->asked();
        p.seats = {asked};
        if (!s.chain.empty()) {
            p.kind = "chain";
            p.message = msg("servants.prompt.chain",
                            seatName(asked) + ": do you wish to continue? (Chain Link " + std::to_string(s.chain.size()) +
                                ", Speed " + std::to_string(s.window->links.back().speed) + ")",
                            Json{{"seat", asked}, {"link", s.chain.size()}, {"speed", s.window->links.back().speed}},
                            rule::kChain);
        } else if (s.phase == Phase::End) {
            p.kind = "respond";
            p.message = msg("servants.prompt.endPhase",
                            seatName(asked) + ": respond before " + seatName(s.active) + "'s End Phase, or pass",
                            Json{{"seat", asked}, {"owner", s.active}}, rule::kChain);
        } else if (isMain(s) && s.summoned >= 0) {
            p.kind = "respond";
            const std::string& name = s.def(s.summoned).name;
            p.message = msg("servants.prompt.summonOf",
                            seatName(asked) + ": respond to " + seatName(s.active) + "'s summon of " + name + ", or pass",
                            Json{{"seat", asked}, {"owner", s.active}, {"card", name}}, rule::kChain);
        } else if (isMain(s)) {
            p.kind = "respond";
            p.message = msg("servants.prompt.summon",
                            seatName(asked) + ": respond to " + seatName(s.active) + "'s summon, or pass",
                            Json{{"seat", asked}, {"owner", s.active}}, rule::kChain);
        } else {
            p.kind = "respond";
            p.message = msg("servants.prompt.step",
                            seatName(asked) + ": play a card in the " + detail::stepName(s.step) + " step, or pass",
                            Json{{"seat", asked}, {"step", detail::stepName(s.step)}}, rule::kChain);
        }
        return p;
    }
    switch (s.phase) {
    case Phase::Main1:
    case Phase::Main2:
        p.seats = {s.active};
        p.kind = "main";
        p.message = msg(s.phase == Phase::Main1 ? "servants.prompt.main1" : "servants.prompt.main2",
                        seatName(s.active) + ": summon, set, change positions, or move on", seatArg, rule::kPhases);
        break;
    case Phase::Battle:
        p.seats = {s.active};
        p.kind = "battle";
        p.message = msg("servants.prompt.battle", seatName(s.active) + ": declare an attack or end the Battle Phase",
                        seatArg, rule::kBattle);
        break;
    case Phase::EndDiscard: {
        const int extra = static_cast<int>(s.seat(s.active).hand.size()) - kHandLimit;
        p.seats = {s.active};
        p.kind = "discard";
        p.message = msg("servants.prompt.discard", seatName(s.active) + ": discard down to 6 cards",
                        Json{{"seat", s.active}, {"count", extra}}, rule::kPhases);
        break;
    }
    case Phase::End: // always with the question's window (above)
        break;
    case Phase::Over:
        p.kind = "gameOver";
        p.message = msg("servants.prompt.over", "The match is over");
        break;
    }
    return p;
}

std::vector<Action> ServantsRules::legalActions(const core::GameState& base, core::Seat seat) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    std::vector<Action> out;
    if (s.over || seat != decider(s))
        return out;
    Intent ignored;
    auto tryAdd = [&](const char* type, Json args) {
        Action a{seat, type, std::move(args)};
        if (!check(s, a, ignored))
            out.push_back(std::move(a));
    };
    const auto& p = s.seat(seat);
    // Activations: every card that may be activated now, with each free slot, target and choice.
    auto activations = [&] {
        std::vector<int> candidates;
        for (int c : p.hand)
            if (!s.def(c).isServant())
                candidates.push_back(c);
        for (const auto& st : p.strategies)
            if (st.card >= 0 && st.faceDown)
                candidates.push_back(st.card);
        for (int c : candidates) {
            const CardDef& d = s.def(c);
            const bool fromHand = std::find(p.hand.begin(), p.hand.end(), c) != p.hand.end();
            // A quick look first, so that a card that cannot be activated now costs one check.
            Json probe{{"card", s.id(c)}};
            Intent in;
            if (auto bad = check(s, Action{seat, "activate", probe}, in);
                bad && bad->id != "servants.slot.bad" && bad->id != "servants.target.bad" &&
                bad->id != "servants.specialSummon.choice")
                continue;
            std::vector<int> slots{-1};
            if (fromHand && !d.isMap()) {
                slots.clear();
                for (int i = 0; i < kSlots; ++i)
                    if (p.strategies[static_cast<std::size_t>(i)].card < 0)
                        slots.push_back(i);
            }
            std::vector<std::pair<int, int>> targets{{-1, -1}};
            if (d.effect.chosenTarget()) {
                targets.clear();
                for (int q = 0; q < 2; ++q)
                    for (int i = 0; i < kSlots; ++i)
                        if (s.seat(q).servants[static_cast<std::size_t>(i)].card >= 0)
                            targets.push_back({q, i});
            }
            std::vector<int> summons{-1};
            if (d.effect.op == "specialSummon") {
                summons.clear();
                for (int h : p.hand)
                    if (s.def(h).isServant())
                        summons.push_back(h);
            }
            for (int slot : slots)
                for (auto [tq, ti] : targets)
                    for (int summon : summons) {
                        Json args{{"card", s.id(c)}};
                        if (slot >= 0)
                            args["slot"] = slot;
                        if (tq >= 0) {
                            args["targetSeat"] = tq;
                            args["targetSlot"] = ti;
                        }
                        if (summon >= 0)
                            args["summon"] = s.id(summon);
                        tryAdd("activate", std::move(args));
                    }
        }
    };
    // A power that targets offers each servant on the map by seat and slot: a face-down one only
    // as the card in that slot, its identity not in the action.
    auto usePowers = [&](int c) {
        if (s.def(c).power.op == "specialSummon") {
            for (int h : p.hand)
                if (s.def(h).isServant())
                    tryAdd("usePower", Json{{"servant", s.id(c)}, {"summon", s.id(h)}});
            return;
        }
        if (!s.def(c).power.chosenTarget()) {
            tryAdd("usePower", Json{{"servant", s.id(c)}});
            return;
        }
        for (int q = 0; q < 2; ++q)
            for (int i = 0; i < kSlots; ++i)
                if (s.seat(q).servants[static_cast<std::size_t>(i)].card >= 0)
                    tryAdd("usePower", Json{{"servant", s.id(c)}, {"targetSeat", q}, {"targetSlot", i}});
    };
    auto multiTriggers = [&] {
        for (const auto& slot : p.servants)
            if (slot.card >= 0 && s.def(slot.card).powerKind == "multiTrigger")
                usePowers(slot.card);
    };
    // A Flip power's question: one answer per servant it may choose.
    auto withTargets = [&](const char* type, int c) {
        const CardDef& d = s.def(c);
        int chosen = -1;
        for (int q = 0; q < 2; ++q)
            for (int i = 0; i < kSlots; ++i)
                if (!powerTargetProblem(s, seat, d, q, i, c, chosen))
                    tryAdd(type, Json{{"servant", s.id(c)}, {"targetSeat", q}, {"targetSlot", i}});
    };
    if (s.flipAsk) {
        withTargets("usePower", s.flipAsk->card);
        return out;
    }
    if (s.window) {
        tryAdd("pass", Json::object());
        activations();
        multiTriggers();
        return out;
    }
    if (s.phase == Phase::EndDiscard) {
        for (int c : p.hand)
            tryAdd("discard", Json{{"card", s.id(c)}});
        return out;
    }
    if (s.phase == Phase::Battle) {
        tryAdd("endBattle", Json::object());
        activations();
        multiTriggers();
        for (const auto& slot : p.servants) {
            if (slot.card < 0 || slot.pos != Pos::Offense || slot.attackedTurn == s.turn)
                continue;
            tryAdd("attack", Json{{"attacker", s.id(slot.card)}});
            for (int t = 0; t < kSlots; ++t)
                tryAdd("attack", Json{{"attacker", s.id(slot.card)}, {"target", t}});
        }
        return out;
    }
    tryAdd("endTurn", Json::object());
    if (s.phase == Phase::Main1)
        tryAdd("battle", Json::object());
    std::vector<std::string> onField;
    for (const auto& slot : p.servants)
        if (slot.card >= 0) {
            onField.push_back(s.id(slot.card));
            if (slot.pos == Pos::Set && flipChooses(s.def(slot.card)) && anyPowerTarget(s, seat, s.def(slot.card), slot.card))
                withTargets("flip", slot.card); // a Flip Summon names its power's target
            else
                tryAdd(slot.pos == Pos::Set ? "flip" : "position", Json{{"servant", s.id(slot.card)}});
            if (s.def(slot.card).powerKind == "cost" || s.def(slot.card).powerKind == "multiTrigger")
                usePowers(slot.card);
        }
    activations();
    for (int c : p.hand) {
        const CardDef& d = s.def(c);
        if (!d.isServant()) {
            for (int slot = 0; slot < kSlots; ++slot)
                tryAdd("setStrategy", Json{{"card", s.id(c)}, {"slot", slot}});
            continue;
        }
        if (s.normalSummonUsed)
            continue;
        std::vector<Json> choices;
        const int needed = d.sacrificesNeeded();
        if (needed == 0)
            choices.push_back(nullptr);
        else if (needed == 1)
            for (const auto& a : onField)
                choices.push_back(Json::array({a}));
        else
            for (std::size_t i = 0; i < onField.size(); ++i)
                for (std::size_t j = i + 1; j < onField.size(); ++j)
                    choices.push_back(Json::array({onField[i], onField[j]}));
        for (const auto& sac : choices)
            for (const char* type : {"summon", "set"})
                for (int slot = 0; slot < kSlots; ++slot) {
                    Json args{{"card", s.id(c)}, {"slot", slot}};
                    if (!sac.is_null())
                        args["sacrifices"] = sac;
                    tryAdd(type, std::move(args));
                }
    }
    return out;
}

Result ServantsRules::apply(core::GameState& base, const Action& a, core::Rng&) const
{
    auto& live = static_cast<ServantsState&>(base);
    Intent in;
    if (auto bad = check(live, a, in))
        return Result::refuse(bad->rule, bad->id, bad->text, bad->args);
    ServantsState s = live;
    Result r;
    Engine engine(s, r);
    // The opponent is asked whether to respond only when they hold a legal answer (a Quick-Play
    // strategy, a set Conspiracy, a Multi-trigger power), so no question nobody can answer
    // (docs/games/servants.md, "Responses", ruling ours).
    auto holdsAnswer = [&](const ServantsState& asked) {
        const auto answers = legalActions(asked, 1 - asked.active);
        return std::any_of(answers.begin(), answers.end(), [](const Action& x) { return x.type != "pass"; });
    };
    Intent run = in;
    if (in.type == "endTurn") {
        // Moving from a Main Phase to the End Phase: the opponent may respond first.
        ServantsState asked = s;
        asked.phase = Phase::End;
        asked.window = responseQuestion(s.active);
        if (holdsAnswer(asked))
            run.type = "endAsk";
    }
    engine.perform(run, a.seat);
    // After a summon, the opponent may respond in the Main Phase.
    if (engine.m_summoned && isMain(s) && !s.window && !s.flipAsk && !s.over) {
        ServantsState asked = s;
        asked.window = responseQuestion(s.active);
        if (holdsAnswer(asked)) {
            s.window = asked.window;
            // Named in the prompt while it is still face-up on the summoner's side.
            for (const auto& slot : s.seat(s.active).servants)
                if (slot.card >= 0 && slot.card == engine.m_summonedCard && slot.pos != Pos::Set)
                    s.summoned = slot.card;
        }
    }
    r.accepted = true;
    live = std::move(s);
    return r;
}

std::optional<core::Outcome> ServantsRules::outcome(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    if (!s.over)
        return std::nullopt;
    core::Outcome o;
    o.winners = s.winners;
    o.draw = s.winners.empty();
    o.reason = s.endMessage;
    o.breakdown = Json{{"health", Json::array({s.seat(0).health, s.seat(1).health})},
                       {"deck", Json::array({s.seat(0).deck.size(), s.seat(1).deck.size()})}};
    return o;
}

// What `seat` does not know: the order of every deck, the other player's hand, and the cards that
// lie face-down on the other player's side. The identities of each owner's hidden cards are dealt
// anew among those places, a face-down servant slot receiving a servant and a face-down strategy
// slot a card that may be set there; instances keep their ids (views never show hidden ids).
std::unique_ptr<core::GameState> ServantsRules::determinize(const core::GameState& base, core::Seat seat,
                                                            core::Rng& rng) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    auto out = std::make_unique<ServantsState>(s);
    for (int owner = 0; owner < 2; ++owner) {
        std::vector<int> servantSlots, strategySlots, rest; // instance indices
        for (int controller = 0; controller < 2; ++controller) {
            if (controller == seat)
                continue;
            const auto& p = s.seat(controller);
            for (const auto& slot : p.servants)
                if (slot.card >= 0 && slot.pos == Pos::Set && s.cards[static_cast<std::size_t>(slot.card)].owner == owner)
                    servantSlots.push_back(slot.card);
            for (const auto& slot : p.strategies)
                if (slot.card >= 0 && slot.faceDown && s.cards[static_cast<std::size_t>(slot.card)].owner == owner)
                    strategySlots.push_back(slot.card);
        }
        const auto& p = s.seat(owner);
        if (owner != seat)
            for (int c : p.hand)
                // A servant named by a Special Summon on the chain was shown when the link was made.
                if (std::none_of(s.chain.begin(), s.chain.end(), [&](const ChainLink& l) { return l.summon == c; }))
                    rest.push_back(c);
        rest.insert(rest.end(), p.deck.begin(), p.deck.end());
        std::vector<int> pool;
        for (const auto* list : {&servantSlots, &strategySlots, &rest})
            for (int c : *list)
                pool.push_back(s.cards[static_cast<std::size_t>(c)].def);
        // A fixed order before dealing: the result depends only on what the seat knows and on
        // `rng` (what lets the computer opponent search without peeking).
        std::sort(pool.begin(), pool.end());
        rng.shuffle(pool);
        auto take = [&](auto fits) {
            for (auto it = pool.begin(); it != pool.end(); ++it)
                if (fits(builtInCards()[*it])) {
                    const int d = *it;
                    pool.erase(it);
                    return d;
                }
            throw std::logic_error("determinize: no card fits a hidden slot");
        };
        for (int c : servantSlots)
            out->cards[static_cast<std::size_t>(c)].def = take([](const CardDef& d) { return d.isServant(); });
        for (int c : strategySlots)
            out->cards[static_cast<std::size_t>(c)].def =
                take([](const CardDef& d) { return !d.isServant() && !d.isMap(); });
        for (std::size_t i = 0; i < rest.size(); ++i)
            out->cards[static_cast<std::size_t>(rest[i])].def = pool[i];
    }
    return out;
}

// Every card and its zone, given without building the list (the random runner's card check after
// every action); cardLocations is built from it.
void ServantsRules::visitCardLocations(const core::GameState& base, LocationVisitor visit) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    char card[16];
    std::string zone;
    zone.reserve(24);
    auto key = [&](int c) {
        const auto r = std::to_chars(card, card + sizeof card, c);
        return std::string_view(card, static_cast<std::size_t>(r.ptr - card));
    };
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        const char n = static_cast<char>('0' + seat);
        auto named = [&](const char* what) -> std::string_view {
            zone.assign(what).push_back(n);
            return zone;
        };
        for (const auto& [what, list] : {std::pair<const char*, const std::vector<int>*>{"deck", &p.deck},
                                         {"hand", &p.hand}, {"graveyard", &p.graveyard}}) {
            const std::string_view z = named(what);
            for (int c : *list)
                visit(key(c), z);
        }
        for (int i = 0; i < kSlots; ++i) {
            if (p.servants[static_cast<std::size_t>(i)].card >= 0) {
                named("servant");
                zone.append(":").append(std::to_string(i));
                visit(key(p.servants[static_cast<std::size_t>(i)].card), zone);
            }
            if (p.strategies[static_cast<std::size_t>(i)].card >= 0) {
                named("strategy");
                zone.append(":").append(std::to_string(i));
                visit(key(p.strategies[static_cast<std::size_t>(i)].card), zone);
            }
        }
    }
    if (s.mapCard >= 0)
        visit(key(s.mapCard), "map");
}

std::vector<core::CardLocation> ServantsRules::cardLocations(const core::GameState& base) const
{
    std::vector<core::CardLocation> out;
    out.reserve(static_cast<const ServantsState&>(base).cards.size());
    visitCardLocations(base, [&](std::string_view card, std::string_view zone) {
        out.push_back(core::CardLocation{std::string(card), std::string(zone)});
    });
    return out;
}

// What hiddenFrom lists, given without building the list (Match's undo verdict and the random
// runner's leak scans, for every seat after every action).
void ServantsRules::visitHidden(const core::GameState& base, std::optional<core::Seat> viewer, IdVisitor visit) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        const bool own = viewer && *viewer == seat;
        for (int c : p.deck)
            visit(s.id(c));
        if (!own) {
            for (int c : p.hand)
                if (std::none_of(s.chain.begin(), s.chain.end(), [&](const ChainLink& l) { return l.summon == c; }))
                    visit(s.id(c));
            for (const auto& slot : p.servants)
                if (slot.card >= 0 && slot.pos == Pos::Set)
                    visit(s.id(slot.card));
            for (const auto& slot : p.strategies)
                if (slot.card >= 0 && slot.faceDown)
                    visit(s.id(slot.card));
        }
    }
}

std::vector<std::string> ServantsRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> viewer) const
{
    std::vector<std::string> out;
    visitHidden(base, viewer, [&](std::string_view id) { out.emplace_back(id); });
    return out;
}

std::vector<std::string> ServantsRules::invariantViolations(const core::GameState& base,
                                                            const std::vector<core::Event>& events) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    std::vector<std::string> out;
    int normal = 0;
    for (const auto& e : events)
        if (e.type == "summoned" || e.type == "set")
            ++normal;
    if (normal > 1)
        out.push_back("more than one Normal Summon or Set in one action");
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        if (p.health < 0)
            out.push_back(seatName(seat) + " has " + std::to_string(p.health) + " Health");
        if (!s.over && p.health == 0)
            out.push_back(seatName(seat) + " is at 0 Health but the match goes on");
        for (const auto& slot : p.servants)
            if (slot.card >= 0 && !s.def(slot.card).isServant())
                out.push_back("a non-servant lies in " + seatName(seat) + "'s servant zone");
        for (const auto& slot : p.strategies)
            if (slot.card >= 0 && (s.def(slot.card).isServant() || s.def(slot.card).isMap()))
                out.push_back("a servant or map card lies in " + seatName(seat) + "'s strategy zone");
        // The player whose turn just ended has discarded down to 6 (a Quick-Play draw in the
        // opponent's turn may take a hand above 6 until its own End Phase).
        const bool turnJustEnded = std::any_of(events.begin(), events.end(), [](const core::Event& e) {
            return e.type == "phase" && e.data.value("phase", std::string()) == "draw";
        });
        if (!s.over && turnJustEnded && seat != s.active && static_cast<int>(p.hand.size()) > kHandLimit)
            out.push_back(seatName(seat) + " ended the turn holding " + std::to_string(p.hand.size()) + " cards");
    }
    if (s.over && s.winners.size() == 1) {
        const int loser = 1 - s.winners.front();
        if (s.seat(loser).health > 0 && !s.seat(loser).deck.empty())
            out.push_back(seatName(loser) + " lost with Health and cards left");
    }
    if (!s.over && s.turn == 1 && s.phase == Phase::Battle)
        out.push_back("a Battle Phase in the first player's first turn");
    if (s.window && s.window->links.size() != s.chain.size())
        out.push_back("the chain's links and the window's links differ");
    if (s.flipAsk && !s.over) {
        const auto& slots = s.seat(s.flipAsk->seat).servants;
        if (std::none_of(slots.begin(), slots.end(),
                         [&](const ServantSlot& x) { return x.card == s.flipAsk->card && x.pos != Pos::Set; }))
            out.push_back("a Flip power asks for a target but its servant is not face-up on its controller's side");
        if (s.window)
            out.push_back("a Flip power's question and a chain or step are open together");
    }
    if (s.window && s.window->closed())
        out.push_back("a closed window was left open");
    if (!s.window && !s.chain.empty())
        out.push_back("a chain without its window");
    if (s.phase == Phase::End && (!s.window || s.over))
        out.push_back("the question before the End Phase is not open in the End Phase");
    if (s.phase != Phase::Battle && (s.step != Step::Choose || s.attack.attacker >= 0))
        out.push_back("a battle step outside the Battle Phase");
    for (std::size_t i = 0; s.window && i < s.window->links.size(); ++i) {
        const int speed = s.window->links[i].speed;
        if (speed != (s.chain[i].power ? s.def(s.chain[i].card).powerSpeed : s.def(s.chain[i].card).speed))
            out.push_back("a chain link's speed is not its card's");
        if (i > 0 && (speed < 2 || speed < s.window->links[i - 1].speed))
            out.push_back("Chain Link " + std::to_string(i + 1) + " is slower than the link it answers");
    }
    for (int seat = 0; seat < 2 && !s.over; ++seat) // a match may end with links left unresolved
        for (const auto& st : s.seat(seat).strategies)
            if (st.card >= 0 && !st.faceDown && !detail::onChain(s, st.card)) {
                const std::string& sub = s.def(st.card).subtype;
                if (sub != "equip" && sub != "continuous")
                    out.push_back("a face-up " + sub + " card stayed after its link resolved");
            }
    return out;
}

} // namespace tabletop::games::servants
