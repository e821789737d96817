#include "ServantsRules.h"

#include <algorithm>
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

std::optional<Message> check(const ServantsState& s, const Action& a, Intent& in)
{
    in = Intent{};
    in.type = a.type;
    const int me = a.seat;
    if (s.over)
        return refusal(rule::kMatch, "servants.over", "The match is over");
    const int decider = s.active;
    if (me != decider)
        return refusal(rule::kPhases, "servants.notYourDecision", "It is not " + seatName(me) + "'s decision now",
                       Json{{"seat", me}});
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
        // Standby Phase: no card in play states a Standby action yet, so it passes at once.
        m_s.phase = Phase::Main1;
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
            if (flip)
                m_r.revealedHidden = true;
            return;
        }
        if (in.type == "setStrategy") {
            removeFromHand(me, in.card);
            p.strategies[static_cast<std::size_t>(in.slot)] = StrategySlot{in.card, true};
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
            return;
        }
        if (in.type == "endBattle") {
            m_s.phase = Phase::Main2;
            event("phase", Json{{"phase", "main2"}, {"seat", me}},
                  msg("servants.log.main2", seatName(me) + " ends the Battle Phase (Main Phase 2)", Json{{"seat", me}},
                      rule::kPhases));
            return;
        }
        if (in.type == "endTurn") {
            endPhase();
            return;
        }
        if (in.type == "attack") {
            attack(me, in.from, in.slot);
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

    // The damage table ("Determining Damage"), and direct damage.
    void attack(int me, int from, int target)
    {
        const int foe = 1 - me;
        auto& mine = m_s.seat(me).servants[static_cast<std::size_t>(from)];
        mine.attackedTurn = m_s.turn;
        const CardDef& a = m_s.def(mine.card);
        if (target < 0) {
            event("attack", Json{{"seat", me}, {"attacker", cardRef(mine.card)}, {"direct", true}},
                  msg("servants.log.attackDirect", a.name + " attacks directly", Json{{"card", a.name}}, rule::kBattle));
            damage(foe, a.off);
        } else {
            auto& theirs = m_s.seat(foe).servants[static_cast<std::size_t>(target)];
            if (theirs.pos == Pos::Set) {
                // A face-down target is flipped face-up (not a Flip Summon); it stays in Defense.
                theirs.pos = Pos::Defense;
                m_r.revealedHidden = true;
                event("flipped", Json{{"seat", foe}, {"slot", target}, {"card", cardRef(theirs.card)}},
                      msg("servants.log.flipped", m_s.def(theirs.card).name + " is flipped face-up by the attack",
                          Json{{"card", m_s.def(theirs.card).name}}, rule::kDamage));
            }
            const CardDef& t = m_s.def(theirs.card);
            event("attack", Json{{"seat", me}, {"attacker", cardRef(mine.card)}, {"target", cardRef(theirs.card)}, {"slot", target}},
                  msg("servants.log.attack", a.name + " attacks " + t.name, Json{{"card", a.name}, {"target", t.name}},
                      rule::kBattle));
            if (theirs.pos == Pos::Offense) {
                if (a.off > t.off) {
                    destroy(foe, target);
                    damage(foe, a.off - t.off);
                } else if (a.off == t.off) {
                    destroy(foe, target);
                    destroy(me, from);
                } else {
                    destroy(me, from);
                    damage(me, t.off - a.off);
                }
            } else {
                if (a.off > t.def)
                    destroy(foe, target);
                else if (a.off < t.def)
                    damage(me, t.def - a.off);
            }
        }
        checkHealth();
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
        m_s.winners = std::move(winners);
        m_s.endMessage = m;
        event("gameOver", Json{{"winners", m_s.winners}}, std::move(m));
    }

    // End Phase: no card states an End Phase effect yet; then discard down to 6.
    void endPhase()
    {
        event("phase", Json{{"phase", "end"}, {"seat", m_s.active}},
              msg("servants.log.end", seatName(m_s.active) + " ends the turn", Json{{"seat", m_s.active}}, rule::kPhases));
        if (static_cast<int>(m_s.seat(m_s.active).hand.size()) > ServantsRules::kHandLimit)
            m_s.phase = Phase::EndDiscard;
        else
            nextTurn();
    }

    void nextTurn()
    {
        m_s.active = 1 - m_s.active;
        ++m_s.turn;
        startTurn();
    }

    ServantsState& m_s;
    Result& m_r;
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
    i.playable = false; // upcoming in the registry until the table exists
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
    return {
        {"summon", {card, slot, sacrifices}},
        {"set", {card, slot, sacrifices}},
        {"flip", {servant}},
        {"position", {servant}},
        {"setStrategy", {card, slot}},
        {"battle", {}},
        {"attack", {attacker, target}},
        {"endBattle", {}},
        {"endTurn", {}},
        {"discard", {card}},
    };
}

std::vector<core::Message> ServantsRules::checkDeck(const Json& deck) const { return servants::checkDeck(deck, builtInCards()); }

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
    if (s.over || seat != s.active)
        return out;
    Intent ignored;
    auto tryAdd = [&](const char* type, Json args) {
        Action a{seat, type, std::move(args)};
        if (!check(s, a, ignored))
            out.push_back(std::move(a));
    };
    const auto& p = s.seat(seat);
    if (s.phase == Phase::EndDiscard) {
        for (int c : p.hand)
            tryAdd("discard", Json{{"card", s.id(c)}});
        return out;
    }
    if (s.phase == Phase::Battle) {
        tryAdd("endBattle", Json::object());
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
            tryAdd(slot.pos == Pos::Set ? "flip" : "position", Json{{"servant", s.id(slot.card)}});
        }
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
    Engine(s, r).perform(in, a.seat);
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
            rest = p.hand;
        rest.insert(rest.end(), p.deck.begin(), p.deck.end());
        std::vector<int> pool;
        for (const auto* list : {&servantSlots, &strategySlots, &rest})
            for (int c : *list)
                pool.push_back(s.cards[static_cast<std::size_t>(c)].def);
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

std::vector<core::CardLocation> ServantsRules::cardLocations(const core::GameState& base) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    std::vector<core::CardLocation> out;
    out.reserve(s.cards.size());
    auto add = [&](int c, std::string zone) { out.push_back(core::CardLocation{std::to_string(c), std::move(zone)}); };
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        const std::string n = std::to_string(seat);
        for (int c : p.deck)
            add(c, "deck" + n);
        for (int c : p.hand)
            add(c, "hand" + n);
        for (int c : p.graveyard)
            add(c, "graveyard" + n);
        for (int i = 0; i < kSlots; ++i) {
            if (p.servants[static_cast<std::size_t>(i)].card >= 0)
                add(p.servants[static_cast<std::size_t>(i)].card, "servant" + n + ":" + std::to_string(i));
            if (p.strategies[static_cast<std::size_t>(i)].card >= 0)
                add(p.strategies[static_cast<std::size_t>(i)].card, "strategy" + n + ":" + std::to_string(i));
        }
    }
    if (s.mapCard >= 0)
        add(s.mapCard, "map");
    return out;
}

std::vector<std::string> ServantsRules::hiddenFrom(const core::GameState& base, std::optional<core::Seat> viewer) const
{
    const auto& s = static_cast<const ServantsState&>(base);
    std::vector<std::string> out;
    for (int seat = 0; seat < 2; ++seat) {
        const auto& p = s.seat(seat);
        const bool own = viewer && *viewer == seat;
        for (int c : p.deck)
            out.push_back(s.id(c));
        if (!own) {
            for (int c : p.hand)
                out.push_back(s.id(c));
            for (const auto& slot : p.servants)
                if (slot.card >= 0 && slot.pos == Pos::Set)
                    out.push_back(s.id(slot.card));
            for (const auto& slot : p.strategies)
                if (slot.card >= 0 && slot.faceDown)
                    out.push_back(s.id(slot.card));
        }
    }
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
        if (p.health < 0 || p.health > s.options.startingHealth)
            out.push_back(seatName(seat) + " has " + std::to_string(p.health) + " Health");
        if (!s.over && p.health == 0)
            out.push_back(seatName(seat) + " is at 0 Health but the match goes on");
        for (const auto& slot : p.servants)
            if (slot.card >= 0 && !s.def(slot.card).isServant())
                out.push_back("a non-servant lies in " + seatName(seat) + "'s servant zone");
        for (const auto& slot : p.strategies)
            if (slot.card >= 0 && (s.def(slot.card).isServant() || s.def(slot.card).isMap()))
                out.push_back("a servant or map card lies in " + seatName(seat) + "'s strategy zone");
        // The player whose turn it is not has discarded down to 6 at the end of their turn.
        if (!s.over && seat != s.active && static_cast<int>(p.hand.size()) > kHandLimit)
            out.push_back(seatName(seat) + " ended the turn holding " + std::to_string(p.hand.size()) + " cards");
    }
    if (s.over && s.winners.size() == 1) {
        const int loser = 1 - s.winners.front();
        if (s.seat(loser).health > 0 && !s.seat(loser).deck.empty())
            out.push_back(seatName(loser) + " lost with Health and cards left");
    }
    if (!s.over && s.turn == 1 && s.phase == Phase::Battle)
        out.push_back("a Battle Phase in the first player's first turn");
    return out;
}

} // namespace tabletop::games::servants
