#include "Engine.h"

#include <algorithm>

namespace tabletop::games::neotokyo {

using core::Event;
using core::Json;
using core::Message;

std::string seatName(int seat) { return "Player " + std::to_string(seat + 1); }

Message msg(std::string id, std::string text, Json args, std::string rule)
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}

Json cardJson(const NeoTokyoState& s, int card)
{
    const Inst& inst = s.cards[static_cast<std::size_t>(card)];
    const CardDef& d = builtInCards()[inst.def];
    // Type, colour, marks and text come from the card data by "card" (kept out to keep views small).
    // Built key by key in key order (see JsonObject): views hold hundreds of these.
    Json j(Json::value_t::object);
    auto& o = j.get_ref<Json::object_t&>();
    o.emplace_hint(o.end(), "card", d.id);
    o.emplace_hint(o.end(), "id", inst.id);
    o.emplace_hint(o.end(), "name", d.name);
    o.emplace_hint(o.end(), "owner", inst.owner);
    return j;
}

// ---- state helpers ----

const CardDef& NeoTokyoState::def(int card) const { return builtInCards()[cards[static_cast<std::size_t>(card)].def]; }

int NeoTokyoState::alive() const
{
    int n = 0;
    for (const auto& p : players)
        n += p.out ? 0 : 1;
    return n;
}

int NeoTokyoState::nextAlive(int seat) const
{
    for (int i = 1; i <= seats; ++i) {
        const int s = (seat + i) % seats;
        if (!players[static_cast<std::size_t>(s)].out)
            return s;
    }
    return seat;
}

std::vector<int> NeoTokyoState::othersClockwise(int seat) const
{
    std::vector<int> out;
    for (int i = 1; i < seats; ++i) {
        const int s = (seat + i) % seats;
        if (!players[static_cast<std::size_t>(s)].out)
            out.push_back(s);
    }
    return out;
}

int NeoTokyoState::spokenCount(int character) const
{
    int n = 0;
    for (const auto& sp : spoken)
        if (sp.speaker == character && sp.counts)
            ++n;
    return n;
}

int NeoTokyoState::speakLimit(int character) const
{
    int limit = 1;
    for (int c : characters[static_cast<std::size_t>(character)].attached) {
        const CardDef& d = def(c);
        if (d.type == CardType::Character)
            ++limit;
        if (d.has("extraSpeak"))
            ++limit;
    }
    return limit;
}

bool NeoTokyoState::angelHas(const std::string& op) const { return angel >= 0 && def(angel).has(op); }

bool NeoTokyoState::silenced(int character) const
{
    if (angel < 0)
        return false;
    for (const auto& e : def(angel).effects)
        if (e.op == "silence" && e.colour == character)
            return true;
    return false;
}

core::ResponseWindow reactionWindow(const Pending& p)
{
    auto w = core::ResponseWindow::fixed(p.ask, core::ResponseWindow::AfterLink::Close);
    w.minSpeed = kReactionSpeed;
    w.links.push_back(core::ResponseLink{p.seat, p.card, kSpeakSpeed});
    return w;
}

core::ResponseWindow stageWindow(const Stage& st)
{
    return core::ResponseWindow::fixed(st.ask, core::ResponseWindow::AfterLink::Continue);
}

namespace {
// A put card that is still on a character or an Eva (not discarded when it was downed).
bool stillPut(const NeoTokyoState& s, int card)
{
    for (const auto& slot : s.characters)
        if (std::find(slot.attached.begin(), slot.attached.end(), card) != slot.attached.end())
            return true;
    for (const auto& slot : s.evas)
        if (std::find(slot.attached.begin(), slot.attached.end(), card) != slot.attached.end())
            return true;
    return false;
}

// ---- checking actions ----

int actingSeat(const NeoTokyoState& s)
{
    switch (s.phase) {
    case Phase::OpeningDraw:
    case Phase::Battle:
    case Phase::Main: return s.pending ? reactionWindow(*s.pending).asked() : s.priority;
    case Phase::BattleAssign:
    case Phase::Consummation: return s.active;
    case Phase::EndingDiscard: return s.discardSeat;
    case Phase::Stage: return s.stage->awaitingAttract ? s.stage->seat : stageWindow(*s.stage).asked();
    case Phase::Over: return -1;
    }
    return -1;
}

std::string charName(int c) { return kCharacters[static_cast<std::size_t>(c)]; }

Message refusal(const char* rule, std::string id, std::string text, Json args = Json::object())
{
    return msg(std::move(id), std::move(text), std::move(args), rule);
}

// A card is named by its instance id or, for people and scenario files, by its exact name.
int findInHand(const NeoTokyoState& s, int seat, const std::string& id)
{
    for (int c : s.players[static_cast<std::size_t>(seat)].hand)
        if (s.cards[static_cast<std::size_t>(c)].id == id)
            return c;
    for (int c : s.players[static_cast<std::size_t>(seat)].hand)
        if (s.def(c).name == id)
            return c;
    return -1;
}

int parseTarget(const Json& args)
{
    if (!args.contains("target") || !args["target"].is_string())
        return -1;
    const std::string t = args["target"];
    for (int e = 0; e < 3; ++e)
        if (t == kEvaIds[static_cast<std::size_t>(e)])
            return 100 + e;
    return colourIndex(t);
}

// The speaking rules ("Conventions of Card Usage").
std::optional<Message> speakerCheck(const NeoTokyoState& s, int speaker, bool counts)
{
    const Json args{{"character", charName(speaker)}};
    if (s.characters[static_cast<std::size_t>(speaker)].down)
        return refusal(rule::kSpeaking, "neotokyo.speaking.down",
                       charName(speaker) + " is down and cannot speak (speaking)", args);
    if (s.silenced(speaker))
        return refusal(rule::kSpeaking, "neotokyo.speaking.silenced",
                       "The Angel in Neo-Tokyo keeps " + charName(speaker) + " from speaking (Angel rules text)", args);
    if (counts && s.spokenCount(speaker) >= s.speakLimit(speaker))
        return refusal(rule::kSpeaking, "neotokyo.speaking.limit",
                       charName(speaker) + " has already spoken this turn (speaking limit)", args);
    return std::nullopt;
}

bool isPutType(const CardDef& d)
{
    return d.type == CardType::Put || d.type == CardType::Character || d.type == CardType::Eva;
}

std::optional<Message> checkLine(const NeoTokyoState& s, int seat, const CardDef& d, int mark)
{
    const Mark& m = d.marks[static_cast<std::size_t>(mark)];
    if (s.phase == Phase::Stage) {
        const Stage& st = *s.stage;
        const bool mine = seat == st.seat;
        if (m.target != st.character || m.hurt == mine)
            return refusal(rule::kStage, mine ? "neotokyo.stage.attractOnly" : "neotokyo.stage.hurtOnly",
                           mine ? "In the Stage you may only attract " + charName(st.character)
                                : "In the Stage you may only hurt " + charName(st.character),
                           Json{{"character", charName(st.character)}});
        return std::nullopt; // no adjacency, limits or downed speakers in the Stage
    }
    if (s.pending) {
        const Pending& p = *s.pending;
        if (!p.line)
            return refusal(rule::kReaction, "neotokyo.reaction.lineOnlyAgainstLine",
                           "A Line spoken in reaction answers only a Line (reaction)");
        if (p.seat != s.active || seat == s.active) // N7: only others answer the active player's Line
            return refusal(rule::kReaction, "neotokyo.reaction.lineOnlyAgainstActive",
                           "A Line spoken in reaction answers only a Line of the active player (reaction)");
        const Mark& answered = s.def(p.card).marks[static_cast<std::size_t>(p.mark)];
        if (m.target != answered.target || m.hurt == answered.hurt)
            return refusal(rule::kReaction, "neotokyo.reaction.opposite",
                           "A reaction Line must " + std::string(answered.hurt ? "attract " : "hurt ") +
                               charName(answered.target) + " to cancel the Line it answers (reaction)",
                           Json{{"character", charName(answered.target)}});
    } else {
        if (s.phase != Phase::Main)
            return refusal(rule::kLine, "neotokyo.line.mainOnly", "Line cards are spoken only in the Main Phase (Line)");
        if (seat != s.active)
            return refusal(rule::kLine, "neotokyo.line.activeOnly",
                           "Only the active player speaks Lines; others only in reaction (Line)");
    }
    if (auto bad = speakerCheck(s, d.colour, true))
        return bad;
    if (!s.groups.canReach(d.colour, m.target))
        return refusal(rule::kLine, "neotokyo.line.reach",
                       charName(d.colour) + " cannot reach " + charName(m.target) +
                           ": not adjacent and not through a group (adjacency)",
                       Json{{"speaker", charName(d.colour)}, {"character", charName(m.target)}});
    return std::nullopt;
}

std::optional<Message> checkPlay(const NeoTokyoState& s, int seat, const CardDef& d, int target, bool targetGiven,
                                 Intent& intent)
{
    if (d.type == CardType::Line)
        return refusal(rule::kLine, "neotokyo.line.onlyLine", "This card can only be spoken as a Line (Line)");
    if (s.phase == Phase::Stage)
        return refusal(rule::kStage, "neotokyo.stage.linesOnly", "Only Line cards are spoken in the Stage (Stage)");
    const bool reactionNow = s.pending.has_value();
    if (reactionNow && !reactionWindow(*s.pending).mayAnswer(seat, d.reaction ? kReactionSpeed : kSpeakSpeed))
        return refusal(rule::kReaction, "neotokyo.reaction.notReaction",
                       "Only a Line or a card marked Reaction can answer a card (reaction)");
    if (!reactionNow && d.reaction)
        return refusal(rule::kReaction, "neotokyo.reaction.onlyInAnswer",
                       "A Reaction card is spoken only in answer to a card another player speaks (reaction)");
    const bool main = s.phase == Phase::Main, battle = s.phase == Phase::Battle;
    if (isPutType(d) && !main)
        return refusal(rule::kPut, "neotokyo.put.mainOnly",
                       std::string("Put, Character and Eva cards are spoken only in the Main Phase (") + typeName(d.type) +
                           ")");
    if (d.type == CardType::Battle && !battle)
        return refusal(rule::kBattle, "neotokyo.battle.battleOnly", "Battle cards are spoken only in the Battle Phase");
    if (d.type == CardType::Drama && !(main || battle || s.phase == Phase::OpeningDraw))
        return refusal(rule::kTiming, "neotokyo.drama.phase", "Drama cards are not spoken in this phase");
    if (s.phase == Phase::OpeningDraw && d.type != CardType::Drama)
        return refusal(rule::kOpening, "neotokyo.opening.dramaOnly", "Only Drama cards may be played in the Opening Draw");
    if (auto bad = speakerCheck(s, d.colour, !d.other))
        return bad;
    intent.target = -1;
    const bool onEva = d.type == CardType::Eva || (d.type == CardType::Put && d.putOnEva);
    if (onEva) {
        if (target < 100)
            return refusal(rule::kPut, "neotokyo.put.chooseEva", "Choose the Eva to put this card on (Put)");
        if (s.evas[static_cast<std::size_t>(target - 100)].down)
            return refusal(rule::kPut, "neotokyo.put.downEva", "Cards may not be put on a downed Eva (Put)");
        intent.target = target - 100;
    } else if (isPutType(d)) {
        // Put and Character cards go on the main character of their colour only (Character
        // Card; Put Card): a target naming anything else is refused, never quietly corrected.
        if (targetGiven && target != d.colour)
            return refusal(rule::kPut, "neotokyo.put.ownCharacter",
                           std::string(typeName(d.type)) + " cards are put only on the main character of their colour, " +
                               charName(d.colour) + " (Put)",
                           Json{{"character", charName(d.colour)}});
        if (s.characters[static_cast<std::size_t>(d.colour)].attached.size() >= 2)
            return refusal(rule::kPut, "neotokyo.put.twoPerCharacter",
                           charName(d.colour) + " already has two cards put on them (Put)",
                           Json{{"character", charName(d.colour)}});
        intent.target = d.colour; // only the character of the card's colour
    } else if (d.has("evaStrength") || d.has("extraWeapon")) {
        const auto& assigned = s.battle ? s.battle->assigned : std::vector<int>{};
        if (target < 100 || std::find(assigned.begin(), assigned.end(), target - 100) == assigned.end())
            return refusal(rule::kBattle, "neotokyo.battle.chooseFightingEva",
                           "Choose an Eva that is fighting this battle (Battle)");
        intent.target = target - 100;
    } else if (d.has("recover")) {
        if (target < 0 || target >= 6 || !s.characters[static_cast<std::size_t>(target)].down)
            return refusal(rule::kTiming, "neotokyo.recover.chooseDowned", "Choose a downed main character to recover");
        intent.target = target;
    }
    (void)seat;
    return std::nullopt;
}

} // namespace

std::optional<Message> checkAction(const NeoTokyoState& s, const core::Action& a, Intent& intent)
{
    const int seat = a.seat;
    intent = Intent{};
    intent.type = a.type;
    if (s.phase == Phase::Over)
        return refusal(rule::kTiming, "neotokyo.over", "The game is over");
    if (seat < 0 || seat >= s.seats || s.players[static_cast<std::size_t>(seat)].out)
        return refusal(rule::kTiming, "neotokyo.badSeat", "That seat is not in the game");
    if (seat != actingSeat(s))
        return refusal(rule::kTiming, "neotokyo.timing.notYourChance",
                       "It is not " + seatName(seat) + "'s chance to speak (timing)", Json{{"seat", seat}});
    const bool round = s.phase == Phase::OpeningDraw || s.phase == Phase::Battle || s.phase == Phase::Main;
    if (a.type == "pass") {
        if (!round && s.phase != Phase::Stage)
            return refusal(rule::kTiming, "neotokyo.timing.cannotPass", "A decision is needed now; passing is not possible");
        return std::nullopt;
    }
    if (a.type == "assign") {
        if (s.phase != Phase::BattleAssign)
            return refusal(rule::kBattle, "neotokyo.battle.notAssigning", "Evas are assigned at the start of a battle");
        if (!a.args.contains("evas") || !a.args["evas"].is_array())
            return refusal(rule::kBattle, "neotokyo.battle.evasList", "List the Evas to assign, e.g. [\"unit01\"]");
        for (const auto& e : a.args["evas"]) {
            const int index = e.is_string() ? parseTarget(Json{{"target", e}}) - 100 : -1;
            if (index < 0 || index > 2 ||
                std::find(intent.evas.begin(), intent.evas.end(), index) != intent.evas.end())
                return refusal(rule::kBattle, "neotokyo.battle.unknownEva", "Each Eva is named once: unit00, unit01, unit02");
            if (s.evas[static_cast<std::size_t>(index)].down)
                return refusal(rule::kBattle, "neotokyo.battle.evaDown", "A downed Eva cannot fight (Battle step 1)",
                               Json{{"eva", kEvaNames[static_cast<std::size_t>(index)]}});
            if (s.characters[static_cast<std::size_t>(kPilots[static_cast<std::size_t>(index)])].down)
                return refusal(rule::kBattle, "neotokyo.battle.pilotDown",
                               std::string(kEvaNames[static_cast<std::size_t>(index)]) +
                                   " cannot fight: its pilot is down (Battle step 1)",
                               Json{{"eva", kEvaNames[static_cast<std::size_t>(index)]}});
            intent.evas.push_back(index);
        }
        std::sort(intent.evas.begin(), intent.evas.end());
        return std::nullopt;
    }
    if (a.type == "discard") {
        if (s.phase != Phase::EndingDiscard)
            return refusal(rule::kEnding, "neotokyo.ending.noDiscard", "Nothing needs discarding now");
        intent.card = findInHand(s, seat, a.args.value("card", std::string()));
        if (intent.card < 0)
            return refusal(rule::kEnding, "neotokyo.cardNotInHand", "That card is not in your hand");
        return std::nullopt;
    }
    if (a.type == "declare" || a.type == "decline") {
        if (s.phase != Phase::Consummation)
            return refusal(rule::kConsummation, "neotokyo.consummation.notNow",
                           "Consummation is declared only in your Consummation Phase at level 2");
        return std::nullopt;
    }
    if (a.type == "line" || a.type == "play") {
        if (!round && s.phase != Phase::Stage)
            return refusal(rule::kTiming, "neotokyo.timing.noSpeaking", "No card can be spoken now");
        intent.card = findInHand(s, seat, a.args.value("card", std::string()));
        if (intent.card < 0)
            return refusal(rule::kTiming, "neotokyo.cardNotInHand", "That card is not in your hand");
        const CardDef& d = s.def(intent.card);
        if (d.type == CardType::Angel || d.type == CardType::Consummation)
            return refusal(rule::kTiming, "neotokyo.cannotSpeak", "Angel and Consummation cards are never spoken");
        if (a.type == "line") {
            // A mark that is not a whole number is refused below, never thrown at the caller
            // (value() throws on a string; a missing mark means the first; fuzz_actions found the old
            // code reading a missing key: fuzz/corpus/actions/crash-neotokyo-line-without-mark).
            const auto mark = a.args.find("mark");
            intent.mark = mark == a.args.end() ? 0 : mark->is_number_integer() ? mark->get<int>() : -1;
            if (intent.mark < 0 || intent.mark >= static_cast<int>(d.marks.size()))
                return refusal(rule::kLine, "neotokyo.line.chooseMark", "Choose one of the card's Line marks (Line)");
            intent.target = d.marks[static_cast<std::size_t>(intent.mark)].target;
            return checkLine(s, seat, d, intent.mark);
        }
        return checkPlay(s, seat, d, parseTarget(a.args), a.args.contains("target"), intent);
    }
    return refusal(rule::kTiming, "neotokyo.unknownAction", "Neo-Tokyo has no move called \"" + a.type + "\"");
}

// ---- the engine ----

void Engine::event(std::string type, Json data, Message m)
{
    Event e;
    e.type = std::move(type);
    e.data = std::move(data);
    e.message = std::move(m);
    m_r.events.push_back(std::move(e));
}

void Engine::toDiscard(int card)
{
    m_s.players[static_cast<std::size_t>(m_s.cards[static_cast<std::size_t>(card)].owner)].discard.push_back(card);
}

void Engine::discardAttached(std::vector<int>& attached)
{
    for (int c : attached)
        toDiscard(c);
    attached.clear();
}

void Engine::downCharacter(int c)
{
    auto& slot = m_s.characters[static_cast<std::size_t>(c)];
    if (slot.down)
        return;
    for (auto it = slot.attached.begin(); it != slot.attached.end(); ++it)
        if (m_s.def(*it).has("guard")) {
            const int card = *it;
            slot.attached.erase(it);
            toDiscard(card);
            event("guarded", Json{{"character", charName(c)}, {"card", cardJson(m_s, card)}},
                  msg("neotokyo.log.guarded", m_s.def(card).name + " is discarded instead of " + charName(c) +
                                                  " going down",
                      Json{{"character", charName(c)}, {"card", m_s.def(card).name}}));
            return;
        }
    slot.down = true;
    discardAttached(slot.attached);
    m_s.groups.leave(c);
    event("down", Json{{"character", charName(c)}},
          msg("neotokyo.log.down", charName(c) + " is down", Json{{"character", charName(c)}}));
}

void Engine::downEva(int e)
{
    auto& slot = m_s.evas[static_cast<std::size_t>(e)];
    slot.down = true;
    discardAttached(slot.attached);
    event("evaDown", Json{{"eva", kEvaIds[static_cast<std::size_t>(e)]}},
          msg("neotokyo.log.evaDown", std::string(kEvaNames[static_cast<std::size_t>(e)]) + " is down",
              Json{{"eva", kEvaNames[static_cast<std::size_t>(e)]}}));
}

void Engine::placeAngel(int card, bool revealed)
{
    const int owner = m_s.cards[static_cast<std::size_t>(card)].owner;
    // Into Neo-Tokyo only when it is empty and no Angel waits outside: otherwise the new Angel
    // goes to the bottom of the face-down pile (Opening Draw; the Ending Draw places Angels "in
    // exactly the same fashion"), also when the Angel in Neo-Tokyo was just defeated.
    if (revealed || (m_s.angel < 0 && m_s.angelQueue.empty())) {
        m_s.angel = card;
        m_r.revealedHidden = true;
        event("angel", Json{{"seat", owner}, {"card", cardJson(m_s, card)}},
              msg("neotokyo.log.angel", m_s.def(card).name + " appears in Neo-Tokyo",
                  Json{{"seat", owner}, {"angel", m_s.def(card).name}}));
        return;
    }
    m_s.angelQueue.push_back(card);
    Event e;
    e.type = "angelQueued";
    e.data = Json{{"seat", owner}, {"card", cardJson(m_s, card)}};
    e.audience.everyone = false;
    e.audience.seats = {owner};
    e.redacted = Json{{"seat", owner}};
    e.message = msg("neotokyo.log.angelQueuedOwn", m_s.def(card).name + " waits face down outside Neo-Tokyo",
                    Json{{"seat", owner}, {"angel", m_s.def(card).name}});
    e.redactedMessage = msg("neotokyo.log.angelQueued", seatName(owner) + " puts an Angel face down outside Neo-Tokyo",
                            Json{{"seat", owner}});
    m_r.events.push_back(std::move(e));
}

bool Engine::drawCard(int seat, bool mustDraw)
{
    auto& p = m_s.players[static_cast<std::size_t>(seat)];
    if (p.deck.empty()) {
        if (mustDraw)
            eliminate(seat, "emptyDeck");
        return false;
    }
    const int card = p.deck.front();
    p.deck.erase(p.deck.begin());
    if (m_s.def(card).type == CardType::Angel) {
        placeAngel(card);
        return true;
    }
    p.hand.push_back(card);
    Event e;
    e.type = "draw";
    e.data = Json{{"seat", seat}, {"card", cardJson(m_s, card)}};
    e.audience.everyone = false;
    e.audience.seats = {seat};
    e.redacted = Json{{"seat", seat}};
    e.message = msg("neotokyo.log.drawOwn", "You draw " + m_s.def(card).name,
                    Json{{"seat", seat}, {"card", m_s.def(card).name}});
    e.redactedMessage = msg("neotokyo.log.draw", seatName(seat) + " draws a card", Json{{"seat", seat}});
    m_r.events.push_back(std::move(e));
    return true;
}

void Engine::endGame(std::vector<int> winners, const std::string& reason, Message m)
{
    m_s.phase = Phase::Over;
    m_s.over = true;
    m_s.winners = std::move(winners);
    m_s.endReason = reason;
    m_s.endMessage = m;
    m_s.pending.reset();
    event("gameOver", Json{{"winners", m_s.winners}, {"reason", reason}}, std::move(m));
}

bool Engine::checkLastStanding()
{
    if (m_s.over)
        return true;
    if (m_s.alive() == 0) {
        endGame({}, "angels",
                msg("neotokyo.end.nobodyLeft", "Every player has lost: the Angels win and humanity perishes"));
        return true;
    }
    // Ruling N8: face-down Angels outside Neo-Tokyo do not count; the last player wins as soon
    // as no Angel is in Neo-Tokyo.
    if (m_s.alive() == 1 && m_s.angel < 0) {
        const int w = m_s.nextAlive(m_s.seats - 1);
        endGame({w}, "lastStanding",
                msg("neotokyo.end.lastStanding", seatName(w) + " is the last player standing with no Angel in Neo-Tokyo: " +
                                                     seatName(w) + " wins",
                    Json{{"seat", w}}));
        return true;
    }
    return false;
}

void Engine::eliminate(int seat, const std::string& why)
{
    auto& p = m_s.players[static_cast<std::size_t>(seat)];
    if (p.out)
        return;
    p.out = true;
    event("lost", Json{{"seat", seat}, {"why", why}},
          why == "emptyDeck"
              ? msg("neotokyo.log.lostDeck", seatName(seat) + " cannot draw from an empty draw pile and loses",
                    Json{{"seat", seat}}, rule::kEnding)
              : msg("neotokyo.log.lostHand", seatName(seat) + " has no cards in hand and loses", Json{{"seat", seat}},
                    rule::kEnding));
    checkLastStanding();
}

int Engine::angelStrength() const
{
    return m_s.angel < 0 ? 0 : std::max(0, m_s.def(m_s.angel).strength + m_s.angelModifier);
}

int computeEvaStrength(const NeoTokyoState& s, int e)
{
    const auto& slot = s.evas[static_cast<std::size_t>(e)];
    int strength = 1, slots = 1;
    std::vector<int> weapons;
    for (int c : slot.attached) {
        const CardDef& d = s.def(c);
        if (d.type == CardType::Eva) {
            ++strength;
            ++slots;
        }
        strength += d.sum("strength");
        if (d.has("weaponSlot"))
            ++slots;
        if (d.has("weapon"))
            weapons.push_back(d.sum("weapon"));
    }
    if (s.battle) {
        strength += s.battle->bonus[static_cast<std::size_t>(e)];
        slots += s.battle->extraWeapons[static_cast<std::size_t>(e)];
        for (int w : s.battle->weapons[static_cast<std::size_t>(e)])
            weapons.push_back(w);
    }
    // One weapon per Eva per battle (more with Eva cards and effects): the best ones count.
    std::sort(weapons.rbegin(), weapons.rend());
    if (!s.angelHas("weaponsUseless"))
        for (std::size_t i = 0; i < weapons.size() && static_cast<int>(i) < slots; ++i)
            strength += weapons[i];
    return std::max(0, strength);
}

int Engine::evaStrength(int e) const { return computeEvaStrength(m_s, e); }

// ---- turn sequence ----

void Engine::startTurn()
{
    m_s.phase = Phase::OpeningDraw;
    m_s.priority = m_s.active;
    m_s.passes = 0;
    event("turn", Json{{"seat", m_s.active}, {"turn", m_s.turn}},
          msg("neotokyo.log.turn", "Turn " + std::to_string(m_s.turn) + ": " + seatName(m_s.active),
              Json{{"seat", m_s.active}, {"turn", m_s.turn}}));
    if (m_s.angel < 0 && !m_s.angelQueue.empty()) {
        const int next = m_s.angelQueue.front();
        m_s.angelQueue.erase(m_s.angelQueue.begin());
        placeAngel(next, true);
    }
    if (!drawCard(m_s.active, true)) {
        if (!m_s.over)
            nextTurn();
        return;
    }
    if (!m_s.angelHas("noEvaRecovery"))
        for (int e = 0; e < 3; ++e)
            if (m_s.evas[static_cast<std::size_t>(e)].down) {
                m_s.evas[static_cast<std::size_t>(e)].down = false;
                event("evaRecovered", Json{{"eva", kEvaIds[static_cast<std::size_t>(e)]}},
                      msg("neotokyo.log.evaRecovered", std::string(kEvaNames[static_cast<std::size_t>(e)]) + " recovers",
                          Json{{"eva", kEvaNames[static_cast<std::size_t>(e)]}}));
            }
    if (m_s.characters[Rei].down) {
        m_s.characters[Rei].down = false;
        event("recovered", Json{{"character", "Rei"}},
              msg("neotokyo.log.recovered", "Rei recovers", Json{{"character", "Rei"}}));
    }
}

void Engine::perform(const Intent& in, int seat)
{
    if (in.type == "pass") {
        if (m_s.phase == Phase::Stage)
            stagePass(seat);
        else
            pass(seat);
    } else if (in.type == "line" || in.type == "play") {
        if (m_s.phase == Phase::Stage)
            stageLine(in, seat);
        else
            speak(in, seat);
    } else if (in.type == "assign") {
        m_s.battle->assigned = in.evas;
        Json names = Json::array();
        for (int e : in.evas)
            names.push_back(kEvaIds[static_cast<std::size_t>(e)]);
        event("assigned", Json{{"seat", seat}, {"evas", names}},
              msg("neotokyo.log.assigned", seatName(seat) + " sends " + std::to_string(in.evas.size()) + " Eva(s) to battle",
                  Json{{"seat", seat}, {"count", in.evas.size()}}, rule::kBattle));
        if (in.evas.empty()) {
            finishBattle();
            return;
        }
        m_s.phase = Phase::Battle;
        m_s.battle->step = 1;
        m_s.priority = m_s.active;
        m_s.passes = 0;
    } else if (in.type == "discard") {
        auto& p = m_s.players[static_cast<std::size_t>(seat)];
        p.hand.erase(std::find(p.hand.begin(), p.hand.end(), in.card));
        toDiscard(in.card);
        m_r.revealedHidden = true;
        event("discarded", Json{{"seat", seat}, {"card", cardJson(m_s, in.card)}},
              msg("neotokyo.log.discarded", seatName(seat) + " discards " + m_s.def(in.card).name,
                  Json{{"seat", seat}, {"card", m_s.def(in.card).name}}, rule::kEnding));
        if (--m_s.discardLeft == 0) {
            m_s.phase = Phase::Main; // placeholder until the Ending Draw continues
            continueEndingDraw();
        }
    } else if (in.type == "declare") {
        Stage st;
        st.seat = m_s.active;
        st.character = m_s.def(m_s.players[static_cast<std::size_t>(m_s.active)].consummation).colour;
        for (auto& p : m_s.players) {
            p.stageCards = 0;
            p.stageDone = false;
        }
        m_s.stage = st;
        m_s.phase = Phase::Stage;
        event("stage", Json{{"seat", seat}, {"character", charName(st.character)}},
              msg("neotokyo.log.stage", seatName(seat) + " declares the Consummation Stage of " + charName(st.character),
                  Json{{"seat", seat}, {"character", charName(st.character)}}, rule::kStage));
    } else if (in.type == "decline") {
        nextTurn();
    }
}

void Engine::pass(int seat)
{
    if (m_s.pending) {
        auto w = reactionWindow(*m_s.pending);
        w.pass();
        m_s.pending->ask = w.stillToAsk();
        if (w.closed())
            resolveReactions(w);
        return;
    }
    ++m_s.passes;
    m_s.priority = m_s.nextAlive(seat);
    if (m_s.passes >= m_s.alive())
        endOfRound();
}

void Engine::endOfRound()
{
    m_s.passes = 0;
    m_s.priority = m_s.active;
    if (m_s.phase == Phase::OpeningDraw) {
        if (m_s.angel >= 0)
            startBattle();
        else
            startMain();
    } else if (m_s.phase == Phase::Battle) {
        if (m_s.battle->step == 1)
            compareStep();
        else
            finishBattle();
    } else if (m_s.phase == Phase::Main) {
        startEndingDraw();
    }
}

void Engine::speak(const Intent& in, int seat)
{
    auto& p = m_s.players[static_cast<std::size_t>(seat)];
    p.hand.erase(std::find(p.hand.begin(), p.hand.end(), in.card));
    m_r.revealedHidden = true;
    const CardDef& d = m_s.def(in.card);
    const bool line = in.type == "line";
    Spoken sp;
    sp.card = in.card;
    sp.seat = seat;
    sp.speaker = d.colour;
    sp.line = line;
    sp.dp = line ? (d.colour == Rei ? 0 : 1) : d.dp;
    sp.counts = line || !d.other;
    m_s.spoken.push_back(sp);
    Json data{{"seat", seat}, {"card", cardJson(m_s, in.card)}, {"speaker", charName(d.colour)}, {"line", line}};
    std::string what = seatName(seat) + ": " + charName(d.colour) + " speaks " + d.name;
    if (line) {
        const Mark& m = d.marks[static_cast<std::size_t>(in.mark)];
        data["mark"] = in.mark;
        data["hurt"] = m.hurt;
        data["target"] = charName(m.target);
        what += std::string(m.hurt ? ", hurting " : ", attracting ") + charName(m.target);
    } else if (in.target >= 0) {
        data["target"] = in.target;
    }
    if (m_s.pending) {
        auto w = reactionWindow(*m_s.pending);
        w.link(core::ResponseLink{seat, in.card, kReactionSpeed});
        event("reaction", data, msg("neotokyo.log.reaction", what + " in reaction",
                                    Json{{"seat", seat}, {"character", charName(d.colour)}, {"card", d.name}},
                                    rule::kReaction));
        resolveReactions(w);
        return;
    }
    event("spoken", data,
          msg("neotokyo.log.spoken", what, Json{{"seat", seat}, {"character", charName(d.colour)}, {"card", d.name}}));
    Pending pend;
    pend.card = in.card;
    pend.seat = seat;
    pend.speaker = d.colour;
    pend.line = line;
    pend.mark = in.mark;
    pend.target = in.target;
    // Ruling N7: every other player may answer with a Reaction card, whoever spoke; a Line
    // answers only the active player's Line (checkLine), so all are asked alike.
    const auto w = core::ResponseWindow::around(
        seat + 1, m_s.seats, [&](int o) { return o == seat || m_s.players[static_cast<std::size_t>(o)].out; },
        core::ResponseWindow::AfterLink::Close);
    pend.ask = w.stillToAsk();
    m_s.pending = pend;
    if (w.closed())
        resolvePending();
}

void Engine::resolveReactions(core::ResponseWindow& w)
{
    // Top down: a reaction cancels the card it answers (N4) and does nothing else; then the
    // spoken card, the bottom link, resolves (as cancelled, when it was answered).
    while (w.links.size() > 1)
        m_s.pending->cancelledBy = w.pop().seat;
    resolvePending();
}

void Engine::resolvePending()
{
    const Pending p = *m_s.pending;
    m_s.pending.reset();
    if (p.cancelledBy >= 0) {
        for (auto& sp : m_s.spoken)
            if (sp.card == p.card)
                sp.cancelled = true;
        event("cancelled", Json{{"card", cardJson(m_s, p.card)}, {"by", p.cancelledBy}},
              msg("neotokyo.log.cancelled", m_s.def(p.card).name + " is cancelled; it still counts as spoken",
                  Json{{"card", m_s.def(p.card).name}}, rule::kReaction));
    } else if (p.line) {
        resolveLine(p.speaker, m_s.def(p.card).marks[static_cast<std::size_t>(p.mark)], false);
    } else {
        resolveEffects(p.card, p.seat, p.target);
    }
    if (!m_s.over)
        afterSpeaking(p.seat);
}

void Engine::afterSpeaking(int seat)
{
    m_s.passes = 0;
    m_s.priority = m_s.nextAlive(seat);
}

void Engine::resolveLine(int speaker, const Mark& m, bool)
{
    const int t = m.target;
    auto& slot = m_s.characters[static_cast<std::size_t>(t)];
    if (m.hurt) {
        if (m_s.groups.grouped(t)) {
            m_s.groups.leave(t);
            event("separated", Json{{"character", charName(t)}},
                  msg("neotokyo.log.separated", charName(t) + " is hurt and leaves the group instead of going down",
                      Json{{"character", charName(t)}}, rule::kLine));
        } else {
            downCharacter(t);
        }
        return;
    }
    if (slot.down) {
        slot.down = false;
        event("recovered", Json{{"character", charName(t)}},
              msg("neotokyo.log.recovered", charName(t) + " recovers", Json{{"character", charName(t)}}, rule::kLine));
        return;
    }
    m_s.groups.attract(speaker, t);
    event("grouped", Json{{"character", charName(t)}, {"with", charName(speaker)}},
          msg("neotokyo.log.grouped", charName(t) + " is grouped with " + charName(speaker),
              Json{{"character", charName(t)}, {"with", charName(speaker)}}, rule::kLine));
}

void Engine::resolveEffects(int card, int seat, int target)
{
    const CardDef& d = m_s.def(card);
    if (isPutType(d)) {
        const bool onEva = d.type == CardType::Eva || d.putOnEva;
        if (onEva)
            m_s.evas[static_cast<std::size_t>(target)].attached.push_back(card);
        else
            m_s.characters[static_cast<std::size_t>(target)].attached.push_back(card);
        for (auto& sp : m_s.spoken)
            if (sp.card == card)
                sp.put = true;
        const std::string onName = onEva ? std::string(kEvaNames[static_cast<std::size_t>(target)]) : charName(target);
        event("put", Json{{"card", cardJson(m_s, card)}, {"on", onEva ? kEvaIds[static_cast<std::size_t>(target)] : kColours[static_cast<std::size_t>(target)]}},
              msg("neotokyo.log.put", d.name + " is put on " + onName, Json{{"card", d.name}, {"on", onName}}, rule::kPut));
        return;
    }
    for (const Effect& e : d.effects) {
        if (e.op == "draw") {
            for (int i = 0; i < e.amount; ++i)
                drawCard(seat, false);
        } else if (e.op == "recover") {
            m_s.characters[static_cast<std::size_t>(target)].down = false;
            event("recovered", Json{{"character", charName(target)}},
                  msg("neotokyo.log.recovered", charName(target) + " recovers", Json{{"character", charName(target)}}));
        } else if (e.op == "recoverEvas") {
            for (auto& eva : m_s.evas)
                eva.down = false;
        } else if (e.op == "angelStrength") {
            m_s.angelModifier += e.amount;
        } else if (e.op == "evaStrength") {
            if (e.weapon)
                m_s.battle->weapons[static_cast<std::size_t>(target)].push_back(e.amount);
            else
                m_s.battle->bonus[static_cast<std::size_t>(target)] += e.amount;
        } else if (e.op == "allEvaStrength" && m_s.battle) {
            for (int eva : m_s.battle->assigned)
                m_s.battle->bonus[static_cast<std::size_t>(eva)] += e.amount;
        } else if (e.op == "extraWeapon") {
            ++m_s.battle->extraWeapons[static_cast<std::size_t>(target)];
        } else if (e.op == "othersDiscard") {
            for (int other : m_s.othersClockwise(seat)) {
                auto& hand = m_s.players[static_cast<std::size_t>(other)].hand;
                for (int i = 0; i < e.amount && !hand.empty(); ++i) {
                    const auto pick = static_cast<std::size_t>(m_rng.below(hand.size()));
                    const int c = hand[pick];
                    hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(pick));
                    toDiscard(c);
                    event("discarded", Json{{"seat", other}, {"card", cardJson(m_s, c)}},
                          msg("neotokyo.log.discardedRandom", seatName(other) + " discards " + m_s.def(c).name + " at random",
                              Json{{"seat", other}, {"card", m_s.def(c).name}}));
                }
            }
        }
    }
}

void Engine::startBattle()
{
    m_s.phase = Phase::BattleAssign;
    m_s.battle = Battle{};
}

void Engine::compareStep()
{
    m_s.battle->step = 2;
    int total = 0;
    for (int e : m_s.battle->assigned)
        total += evaStrength(e);
    event("compare", Json{{"evas", total}, {"angel", angelStrength()}},
          msg("neotokyo.log.compare",
              "The Evas' Strength " + std::to_string(total) + " against the Angel's " + std::to_string(angelStrength()),
              Json{{"evas", total}, {"angel", angelStrength()}}, rule::kBattle));
}

void Engine::finishBattle()
{
    int total = 0;
    for (int e : m_s.battle->assigned)
        total += evaStrength(e);
    const int angel = m_s.angel;
    const int a = m_s.active;
    if (total > angelStrength()) {
        m_s.angel = -1;
        toDiscard(angel);
        ++m_s.players[static_cast<std::size_t>(a)].angelsDefeated;
        event("victory", Json{{"seat", a}, {"angel", cardJson(m_s, angel)}, {"evas", total}},
              msg("neotokyo.log.victory", "Humanity wins: " + m_s.def(angel).name + " is defeated",
                  Json{{"seat", a}, {"angel", m_s.def(angel).name}}, rule::kBattle));
        m_s.battle.reset();
        if (checkLastStanding())
            return;
    } else {
        auto& hand = m_s.players[static_cast<std::size_t>(a)].hand;
        Json lost = Json::array();
        // The player to the right picks three cards without looking: a random choice.
        for (int i = 0; i < 3 && !hand.empty(); ++i) {
            const auto pick = static_cast<std::size_t>(m_rng.below(hand.size()));
            const int c = hand[pick];
            hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(pick));
            toDiscard(c);
            lost.push_back(cardJson(m_s, c));
        }
        m_r.revealedHidden = true;
        event("defeat", Json{{"seat", a}, {"angel", cardJson(m_s, angel)}, {"evas", total}, {"discarded", lost}},
              msg("neotokyo.log.defeat",
                  m_s.def(angel).name + " wins the battle: " + seatName(a) + " discards " +
                      std::to_string(lost.size()) + " cards at random",
                  Json{{"seat", a}, {"angel", m_s.def(angel).name}, {"count", lost.size()}}, rule::kBattle));
        const auto fought = m_s.battle->assigned;
        m_s.battle.reset();
        for (int e : fought) {
            downEva(e);
            if (m_s.def(angel).has("downPilots"))
                downCharacter(kPilots[static_cast<std::size_t>(e)]);
        }
        if (m_s.alive() == 1) {
            endGame({}, "angels",
                    msg("neotokyo.end.angelsWin",
                        "The last player standing could not defeat the Angel: the Angels win and humanity perishes"));
            return;
        }
    }
    startMain();
}

void Engine::startMain()
{
    m_s.phase = Phase::Main;
    m_s.priority = m_s.active;
    m_s.passes = 0;
}

void Engine::startEndingDraw()
{
    m_s.endingOrder.clear();
    m_s.endingOrder.push_back(m_s.active);
    for (int o : m_s.othersClockwise(m_s.active))
        m_s.endingOrder.push_back(o);
    m_s.discardSeat = -1;
    continueEndingDraw();
}

void Engine::continueEndingDraw()
{
    while (!m_s.endingOrder.empty()) {
        const int seat = m_s.endingOrder.front();
        auto& p = m_s.players[static_cast<std::size_t>(seat)];
        int dp = 0;
        for (const auto& sp : m_s.spoken)
            if (sp.seat == seat && (!sp.put || stillPut(m_s, sp.card)))
                dp += sp.dp;
        for (const auto& slot : m_s.characters)
            for (int c : slot.attached)
                if (m_s.cards[static_cast<std::size_t>(c)].owner == seat)
                    dp += m_s.def(c).sum("dpBonus");
        for (const auto& slot : m_s.evas)
            for (int c : slot.attached)
                if (m_s.cards[static_cast<std::size_t>(c)].owner == seat)
                    dp += m_s.def(c).sum("dpBonus");
        if (m_s.angel >= 0)
            dp -= m_s.def(m_s.angel).sum("drawPenalty");
        if (m_s.discardSeat != seat) {
            event("dp", Json{{"seat", seat}, {"dp", dp}},
                  msg("neotokyo.log.dp", seatName(seat) + " counts " + std::to_string(dp) + " DP",
                      Json{{"seat", seat}, {"dp", dp}}, rule::kEnding));
            if (dp < 0 && !p.hand.empty()) {
                m_s.discardSeat = seat;
                m_s.discardLeft = std::min<int>(-dp, static_cast<int>(p.hand.size()));
                m_s.phase = Phase::EndingDiscard;
                return;
            }
        }
        m_s.discardSeat = -1;
        for (int i = 0; i < dp && !p.out; ++i)
            drawCard(seat, true);
        // The spoken Drama, Battle and Line cards go to the discard pile; put cards stay put.
        for (auto it = m_s.spoken.begin(); it != m_s.spoken.end();) {
            if (it->seat == seat && !it->put) {
                toDiscard(it->card);
                it = m_s.spoken.erase(it);
            } else {
                ++it;
            }
        }
        m_s.endingOrder.erase(m_s.endingOrder.begin());
        if (m_s.over)
            return;
    }
    finishEndingDraw();
}

void Engine::finishEndingDraw()
{
    m_s.phase = Phase::Main;
    for (int seat = 0; seat < m_s.seats; ++seat) {
        auto& p = m_s.players[static_cast<std::size_t>(seat)];
        if (!p.out && p.hand.empty())
            eliminate(seat, "emptyHand");
        if (m_s.over)
            return;
    }
    if (m_s.players[static_cast<std::size_t>(m_s.active)].out) {
        nextTurn();
        return;
    }
    consummationPhase();
}

void Engine::consummationPhase()
{
    auto& p = m_s.players[static_cast<std::size_t>(m_s.active)];
    const CardDef& d = m_s.def(p.consummation);
    const int before = p.level;
    if (p.level == 0 && conditionsHold(m_s, m_s.active, d.level1))
        p.level = 1;
    else if (p.level == 1 && conditionsHold(m_s, m_s.active, d.level2))
        p.level = 2;
    if (p.level != before)
        event("level", Json{{"seat", m_s.active}, {"level", p.level}},
              msg("neotokyo.log.level", seatName(m_s.active) + " reaches Consummation level " + std::to_string(p.level),
                  Json{{"seat", m_s.active}, {"level", p.level}}, rule::kConsummation));
    if (p.level == 2 && !m_s.characters[static_cast<std::size_t>(d.colour)].down) {
        m_s.phase = Phase::Consummation;
        return;
    }
    nextTurn();
}

void Engine::stageLine(const Intent& in, int seat)
{
    auto& p = m_s.players[static_cast<std::size_t>(seat)];
    p.hand.erase(std::find(p.hand.begin(), p.hand.end(), in.card));
    m_r.revealedHidden = true;
    ++p.stageCards;
    Stage& st = *m_s.stage;
    st.played.push_back(in.card);
    const CardDef& d = m_s.def(in.card);
    const bool mine = seat == st.seat;
    event("stageLine", Json{{"seat", seat}, {"card", cardJson(m_s, in.card)}, {"hurt", !mine}},
          msg(mine ? "neotokyo.log.stageAttract" : "neotokyo.log.stageHurt",
              seatName(seat) + ": " + charName(d.colour) + (mine ? " attracts " : " hurts ") + charName(st.character),
              Json{{"seat", seat}, {"character", charName(st.character)}, {"card", d.name}}, rule::kStage));
    if (mine) {
        st.awaitingAttract = false;
        st.hurt = false;
        const auto w = core::ResponseWindow::around(
            seat + 1, m_s.seats,
            [&](int o) {
                const auto& other = m_s.players[static_cast<std::size_t>(o)];
                return o == seat || other.out || other.stageDone;
            },
            core::ResponseWindow::AfterLink::Continue);
        st.ask = w.stillToAsk();
        if (w.closed())
            stageAfterHurts();
        return;
    }
    st.hurt = true;
    auto w = stageWindow(st);
    w.link(core::ResponseLink{seat, in.card, kSpeakSpeed});
    st.ask = w.stillToAsk();
    if (w.closed())
        stageAfterHurts();
}

void Engine::stagePass(int seat)
{
    Stage& st = *m_s.stage;
    if (seat == st.seat) {
        stageFail();
        return;
    }
    m_s.players[static_cast<std::size_t>(seat)].stageDone = true;
    auto w = stageWindow(st);
    w.pass();
    st.ask = w.stillToAsk();
    if (w.closed())
        stageAfterHurts();
}

void Engine::stageAfterHurts()
{
    Stage& st = *m_s.stage;
    if (!st.hurt) {
        const int w = st.seat;
        for (int c : st.played)
            toDiscard(c);
        const int character = st.character;
        m_s.stage.reset();
        endGame({w}, "consummation",
                msg("neotokyo.end.consummation",
                    seatName(w) + " completes the Consummation of " + charName(character) + ". Congratulations!",
                    Json{{"seat", w}, {"character", charName(character)}}, rule::kStage));
        return;
    }
    st.awaitingAttract = true;
}

void Engine::stageFail()
{
    const Stage st = *m_s.stage;
    m_s.stage.reset();
    for (int c : st.played)
        toDiscard(c);
    event("stageFailed", Json{{"seat", st.seat}},
          msg("neotokyo.log.stageFailed", seatName(st.seat) + " fails the Consummation Stage",
              Json{{"seat", st.seat}}, rule::kStage));
    for (int o : m_s.othersClockwise(st.seat)) {
        const int n = m_s.players[static_cast<std::size_t>(o)].stageCards;
        for (int i = 0; i < n && !m_s.players[static_cast<std::size_t>(o)].out; ++i)
            drawCard(o, true);
        if (m_s.over)
            return;
    }
    nextTurn();
}

void Engine::nextTurn()
{
    if (m_s.over)
        return;
    for (const auto& sp : m_s.spoken)
        if (!sp.put)
            toDiscard(sp.card);
    m_s.spoken.clear();
    m_s.pending.reset();
    m_s.battle.reset();
    m_s.angelModifier = 0;
    m_s.active = m_s.nextAlive(m_s.active);
    ++m_s.turn;
    startTurn();
}

} // namespace tabletop::games::neotokyo
