#include "GrimoireRules.h"

#include "core/ResponseWindow.h"

#include <algorithm>
#include <stdexcept>

namespace tabletop::games::grimoire {

using core::Action;
using core::Event;
using core::Json;
using core::Message;
using core::Result;

namespace {

const char* const kSetup = "grimoire.setup";
const char* const kRound = "grimoire.round";
const char* const kAcquire = "grimoire.acquire";
const char* const kSpell = "grimoire.spell";
const char* const kHastur = "grimoire.hastur";
const char* const kContract = "grimoire.contract";
const char* const kInsight = "grimoire.insight";
const char* const kTurbidity = "grimoire.turbidity";
const char* const kEnd = "grimoire.end";

std::string player(int seat) { return "Player " + std::to_string(seat + 1); }

Message msg(std::string id, std::string text, Json args = Json::object(), std::string rule = {})
{
    return Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
}

Event publicEvent(std::string type, Json data, Message m)
{
    Event e;
    e.type = std::move(type);
    e.data = std::move(data);
    e.message = std::move(m);
    return e;
}

// An event only `seat` sees in full; everyone else gets `redacted` and its message.
Event privateEvent(std::string type, int seat, Json data, Message m, Json redacted, Message redactedMessage)
{
    Event e;
    e.type = std::move(type);
    e.data = std::move(data);
    e.message = std::move(m);
    e.audience.everyone = false;
    e.audience.seats = {seat};
    e.redacted = std::move(redacted);
    e.redactedMessage = std::move(redactedMessage);
    return e;
}

const CardSet& cards() { return builtInCards(); }

// The level Hastur needs to counter a spell of `element`: its speed in Hastur's window.
constexpr int kHasturMinLevel = 3;
constexpr int kUncounterable = 6;
int counterLevel(const std::string& element)
{
    if (element == "red" || element == "blue")
        return kHasturMinLevel;
    return element == "black" || element == "white" ? 5 : kUncounterable;
}

bool counters(int level, const std::string& element) { return level >= counterLevel(element); }

// Hastur's window on core::ResponseWindow: the caster's opponent alone is asked, once; the
// spell is the bottom link, with the level that counters it as its speed, and Hastur answers
// at its own level (at least 3). A counter closes the window.
core::ResponseWindow hasturWindow(const GrimoireState& s)
{
    const Pending& p = *s.pending;
    auto w = core::ResponseWindow::fixed({1 - p.caster}, core::ResponseWindow::AfterLink::Close);
    w.minSpeed = kHasturMinLevel;
    w.links.push_back(core::ResponseLink{p.caster, -1, counterLevel(spellElement(p.spell))});
    return w;
}

int levelFor(int power) { return power >= 5 ? 5 : power >= 3 ? 3 : 0; }

std::vector<std::string> eligibleTargets(const GrimoireState& s, const Pending& p)
{
    std::vector<std::string> out;
    auto already = [&](const std::string& id) {
        return std::find(p.chosen.begin(), p.chosen.end(), id) != p.chosen.end();
    };
    if (p.spell == "cthugha") {
        for (const auto& c : s.seats[static_cast<std::size_t>(1 - p.caster)].library)
            out.push_back(cards().grimoires[static_cast<std::size_t>(c.card)].id);
    } else if (p.spell == "nyarlathotep") {
        for (const auto& seat : s.seats)
            for (const auto& c : seat.library)
                if (cards().grimoires[static_cast<std::size_t>(c.card)].kind == Kind::Turbidity &&
                    !already(cards().grimoires[static_cast<std::size_t>(c.card)].id))
                    out.push_back(cards().grimoires[static_cast<std::size_t>(c.card)].id);
    } else if (p.spell == "eihort") {
        for (const auto& c : s.seats[static_cast<std::size_t>(p.caster)].library) {
            const auto& def = cards().grimoires[static_cast<std::size_t>(c.card)];
            if (def.kind == Kind::Insight && def.insight == 5 && !c.sideways)
                out.push_back(def.id);
        }
    }
    return out;
}

class Engine {
public:
    Engine(GrimoireState& s, core::Rng& rng, Result& r) : m_s(s), m_rng(rng), m_r(r) {}

    void startRound()
    {
        m_s.turn = 1;
        m_s.acquisitionsLeft = 1;
        m_s.spellUsed = false;
        m_s.phase = Phase::Turn;
        Json shown = Json::array();
        for (int i = 0; i < 5 && !m_s.deck.empty(); ++i) {
            m_s.explore.push_back(m_s.deck.front());
            shown.push_back(cards().grimoires[static_cast<std::size_t>(m_s.deck.front())].id);
            m_s.deck.erase(m_s.deck.begin());
        }
        m_r.revealedHidden = true;
        m_r.events.push_back(publicEvent(
            "refill", Json{{"round", m_s.round}, {"starter", m_s.starter()}, {"cards", shown}},
            msg("grimoire.log.refill", "Round " + std::to_string(m_s.round) + ": " + player(m_s.starter()) +
                                           " lays out " + std::to_string(shown.size()) + " grimoires",
                Json{{"round", m_s.round}, {"seat", m_s.starter()}, {"count", shown.size()}})));
    }

    void endTurn()
    {
        if (m_s.turn < 4) {
            ++m_s.turn;
            m_s.acquisitionsLeft = m_s.turn == 4 ? 2 : 1;
            m_s.spellUsed = false;
            return;
        }
        if (m_s.round == 8) {
            finishGame();
            return;
        }
        if (m_s.round == 4) {
            m_s.phase = Phase::Contract;
            m_s.contractNext = nextToContract();
            if (m_s.contractNext >= 0)
                return;
        }
        ++m_s.round;
        startRound();
    }

    int nextToContract() const
    {
        // The starter of round 5 places first; a player with no spell in hand has none to place.
        const int first = (m_s.firstPlayer + 4) % 2;
        for (int seat : {first, 1 - first}) {
            const auto& st = m_s.seats[static_cast<std::size_t>(seat)];
            if (st.contract.empty() && !st.hand.empty())
                return seat;
        }
        return -1;
    }

    void finishGame()
    {
        m_s.phase = Phase::Over;
        // The end shows both contracts: a sealed one becoming visible makes the game-ending
        // move one that cannot be taken back (design: undo never shows what was hidden).
        for (auto& st : m_s.seats)
            if (!st.contract.empty() && !st.contractRevealed) {
                st.contractRevealed = true;
                m_r.revealedHidden = true;
            }
        m_r.events.push_back(publicEvent("gameOver", Json::object(),
                                         msg("grimoire.log.gameOver", "Round 8 is over: the winner is decided")));
    }

    void afterSpell()
    {
        m_s.pending.reset();
        m_s.phase = Phase::Turn;
        if (m_s.acquisitionsLeft == 0 && m_s.spellUsed)
            endTurn();
    }

    // Resolves the pending spell as far as it can, asking the caster for targets when there
    // is a real choice.
    void resolve()
    {
        Pending& p = *m_s.pending;
        if (p.counteredBy >= 0) {
            afterSpell();
            return;
        }
        const int opponent = 1 - p.caster;
        if (p.spell == "cthulhu") {
            auto& hand = m_s.seats[static_cast<std::size_t>(opponent)].hand;
            Json lost = Json::array();
            for (int i = 0; i < (p.level >= 5 ? 2 : 1) && !hand.empty(); ++i) {
                const auto pick = static_cast<std::size_t>(m_rng.below(hand.size()));
                const std::string spell = hand[pick];
                hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(pick));
                m_s.purge.push_back(spellId(opponent, spell));
                lost.push_back(spell);
            }
            m_r.revealedHidden = true;
            m_r.events.push_back(publicEvent(
                "handLost", Json{{"seat", opponent}, {"spells", lost}},
                msg("grimoire.log.handLost",
                    player(opponent) + " loses " + std::to_string(lost.size()) + " spell(s) at random: " + lost.dump(),
                    Json{{"seat", opponent}, {"spells", lost}})));
            afterSpell();
            return;
        }
        if (p.spell == "hastur") {
            afterSpell();
            return;
        }
        if (p.spell == "eihort" && p.level >= 5) {
            Json turned = Json::array();
            for (auto& c : m_s.seats[static_cast<std::size_t>(p.caster)].library) {
                const auto& def = cards().grimoires[static_cast<std::size_t>(c.card)];
                if (def.kind == Kind::Insight && def.insight == 5 && !c.sideways) {
                    c.sideways = true;
                    turned.push_back(def.id);
                }
            }
            m_r.events.push_back(publicEvent("sideways", Json{{"seat", p.caster}, {"cards", turned}},
                                             msg("grimoire.log.eihortAll",
                                                 player(p.caster) + " turns " + std::to_string(turned.size()) +
                                                     " Insight 5 card(s) sideways",
                                                 Json{{"seat", p.caster}, {"count", turned.size()}})));
            afterSpell();
            return;
        }
        if (p.spell == "cthugha") {
            p.minTargets = 1;
            p.maxTargets = p.level >= 5 ? 2 : 1;
        } else if (p.spell == "nyarlathotep") {
            p.minTargets = 0;
            p.maxTargets = p.level >= 5 ? 4 : 2;
        } else if (p.spell == "eihort") {
            p.minTargets = 1;
            p.maxTargets = 1;
        }
        // No legal target: the spell resolves as far as it can, which is not at all.
        if (eligibleTargets(m_s, p).empty()) {
            m_r.events.push_back(publicEvent("noTarget", Json{{"spell", p.spell}},
                                             msg("grimoire.log.noTarget", p.spell + " finds no target",
                                                 Json{{"spell", p.spell}})));
            afterSpell();
            return;
        }
        m_s.phase = Phase::Target;
    }

    void target(const std::string& id)
    {
        Pending& p = *m_s.pending;
        p.chosen.push_back(id);
        const int index = cards().indexOf(id);
        if (p.spell == "cthugha") {
            auto& lib = m_s.seats[static_cast<std::size_t>(1 - p.caster)].library;
            std::string lay;
            for (const auto& c : lib)
                if (c.card == index)
                    lay = c.element;
            lib.erase(std::remove_if(lib.begin(), lib.end(), [&](const Placed& c) { return c.card == index; }),
                      lib.end());
            m_s.purge.push_back(id);
            m_r.events.push_back(publicEvent("banished", Json{{"card", id}, {"seat", 1 - p.caster}},
                                             msg("grimoire.log.banished",
                                                 player(p.caster) + " banishes " + id + " from " + player(1 - p.caster) +
                                                     "'s library",
                                                 Json{{"seat", p.caster}, {"card", id}, {"owner", 1 - p.caster},
                                                      {"element", lay}})));
        } else if (p.spell == "nyarlathotep") {
            for (auto& seat : m_s.seats)
                for (auto& c : seat.library)
                    if (c.card == index) {
                        const auto& def = cards().grimoires[static_cast<std::size_t>(index)];
                        c.element = c.element == def.elements[0] ? def.elements[1] : def.elements[0];
                        m_r.events.push_back(publicEvent(
                            "moved", Json{{"card", id}, {"element", c.element}},
                            msg("grimoire.log.moved", id + " moves to " + c.element,
                                Json{{"card", id}, {"element", c.element}})));
                    }
        } else if (p.spell == "eihort") {
            for (auto& c : m_s.seats[static_cast<std::size_t>(p.caster)].library)
                if (c.card == index)
                    c.sideways = true;
            m_r.events.push_back(publicEvent("sideways", Json{{"seat", p.caster}, {"cards", Json::array({id})}},
                                             msg("grimoire.log.eihortOne",
                                                 player(p.caster) + " turns " + id + " sideways",
                                                 Json{{"seat", p.caster}, {"card", id}})));
        }
        if (static_cast<int>(p.chosen.size()) >= p.maxTargets || eligibleTargets(m_s, p).empty())
            afterSpell();
    }

private:
    GrimoireState& m_s;
    core::Rng& m_rng;
    Result& m_r;
};

Result refuse(const char* rule, std::string id, std::string text, Json args = Json::object())
{
    return Result::refuse(rule, std::move(id), std::move(text), std::move(args));
}

bool inHand(const SeatState& st, const std::string& spell)
{
    return std::find(st.hand.begin(), st.hand.end(), spell) != st.hand.end();
}

void removeFromHand(SeatState& st, const std::string& spell)
{
    st.hand.erase(std::find(st.hand.begin(), st.hand.end(), spell));
}

} // namespace

namespace detail {
bool counterPubliclyPossible(const GrimoireState& s, int seat, const Pending& p)
{
    const auto& st = s.seats[static_cast<std::size_t>(seat)];
    const std::string element = spellElement(p.spell);
    if (p.spell == "hastur")
        return false;
    // Hastur in hand: possible unless it is known to be purged.
    const bool purged = std::find(s.purge.begin(), s.purge.end(), spellId(seat, "hastur")) != s.purge.end();
    const bool contractKnownOther = st.contractRevealed && st.contract != "hastur";
    const int level = levelFor(s.power(seat, "yellow"));
    const bool fromHand = !purged && !(st.contractRevealed && st.contract == "hastur") && level > 0 &&
                          counters(level, element);
    // Hastur under contract counts as 5: possible while the contract is unused and not known
    // to be another spell.
    const bool fromContract = !st.contract.empty() && !st.contractUsed && !contractKnownOther && !purged;
    return fromHand || (fromContract && counters(5, element));
}
} // namespace detail

Options GrimoireRules::parseOptions(const Json& options)
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
        } else if (name == "contractTieFulfilled") {
            if (!value.is_boolean())
                throw std::invalid_argument("option contractTieFulfilled must be true or false");
            o.contractTieFulfilled = value.get<bool>();
        } else if (name == "sidewaysPower") {
            if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 5)
                throw std::invalid_argument("option sidewaysPower must be a whole number from 1 to 5");
            o.sidewaysPower = value.get<int>();
        } else {
            throw std::invalid_argument("unknown option \"" + name +
                                        "\" (Grimoire has firstPlayer, contractTieFulfilled, sidewaysPower)");
        }
    }
    return o;
}

core::GameInfo GrimoireRules::info() const
{
    core::GameInfo i;
    i.id = "grimoire";
    i.title = "Grimoire";
    i.minSeats = 2;
    i.maxSeats = 2;
    i.playable = true;
    i.options = {
        {"firstPlayer", "Who starts round 1: \"random\" (from the seed), 0 or 1", "random", Json::array({"random", 0, 1})},
        {"contractTieFulfilled", "A tie in the contract's element fulfils the contract (ruling G2)", true,
         Json::array({true, false})},
        {"sidewaysPower", "Power of a sideways Insight card (ruling G2)", 2, Json::array({2, 1, 3})},
    };
    return i;
}

std::unique_ptr<core::GameState> GrimoireRules::setup(const core::MatchConfig& config, core::Rng& rng) const
{
    if (config.seats != 2)
        throw std::invalid_argument("Grimoire is for exactly 2 players, not " + std::to_string(config.seats));
    auto s = std::make_unique<GrimoireState>();
    s->options = parseOptions(config.options);
    s->firstPlayer = s->options.firstPlayer >= 0 ? s->options.firstPlayer : static_cast<int>(rng.below(2));
    for (int i = 0; i < static_cast<int>(cards().grimoires.size()); ++i)
        s->deck.push_back(i);
    rng.shuffle(s->deck);
    for (int seat = 0; seat < 2; ++seat) {
        auto& st = s->seats[static_cast<std::size_t>(seat)];
        st.hand.assign(kSpells.begin(), kSpells.end());
        const auto sealed = static_cast<std::size_t>(rng.below(st.hand.size()));
        st.sealed = st.hand[sealed];
        st.hand.erase(st.hand.begin() + static_cast<std::ptrdiff_t>(sealed));
    }
    Result ignored;
    Engine(*s, rng, ignored).startRound();
    return s;
}

core::Prompt GrimoireRules::prompt(const core::GameState& base) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    core::Prompt p;
    switch (s.phase) {
    case Phase::Turn: {
        const int a = s.active();
        p.seats = {a};
        p.kind = "turn";
        if (s.acquisitionsLeft > 0)
            p.message = msg("grimoire.prompt.acquire",
                            player(a) + ": acquire " + std::to_string(s.acquisitionsLeft) +
                                " grimoire(s) and cast up to one spell",
                            Json{{"seat", a}, {"count", s.acquisitionsLeft}}, kAcquire);
        else
            p.message = msg("grimoire.prompt.castOrEnd", player(a) + ": cast a spell or end your turn",
                            Json{{"seat", a}}, kSpell);
        break;
    }
    case Phase::Respond:
        p.seats = {hasturWindow(s).asked()};
        p.kind = "respond";
        p.message = msg("grimoire.prompt.respond",
                        player(1 - s.pending->caster) + ": answer " + s.pending->spell +
                            " with Hastur, or let it resolve",
                        Json{{"seat", 1 - s.pending->caster}, {"spell", s.pending->spell}}, kHastur);
        break;
    case Phase::Target:
        p.seats = {s.pending->caster};
        p.kind = "target";
        p.message = msg("grimoire.prompt.target." + s.pending->spell,
                        player(s.pending->caster) + ": choose the targets of " + s.pending->spell,
                        Json{{"seat", s.pending->caster}, {"spell", s.pending->spell},
                             {"chosen", s.pending->chosen.size()}, {"max", s.pending->maxTargets}},
                        kSpell);
        break;
    case Phase::Contract:
        p.seats = {s.contractNext};
        p.kind = "contract";
        p.message = msg("grimoire.prompt.contract",
                        player(s.contractNext) + ": place one spell from your hand under contract",
                        Json{{"seat", s.contractNext}}, kContract);
        break;
    case Phase::Over:
        p.kind = "gameOver";
        p.message = msg("grimoire.prompt.over", "The game is over");
        break;
    }
    return p;
}

std::vector<Action> GrimoireRules::legalActions(const core::GameState& base, core::Seat seat) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    std::vector<Action> out;
    const auto pr = prompt(s);
    if (std::find(pr.seats.begin(), pr.seats.end(), seat) == pr.seats.end())
        return out;
    const auto& st = s.seats[static_cast<std::size_t>(seat)];
    auto add = [&](std::string type, Json args = Json::object()) { out.push_back(Action{seat, std::move(type), std::move(args)}); };
    switch (s.phase) {
    case Phase::Turn: {
        if (s.acquisitionsLeft > 0)
            for (int c : s.explore) {
                const auto& def = cards().grimoires[static_cast<std::size_t>(c)];
                if (def.kind == Kind::Turbidity) {
                    add("acquire", Json{{"card", def.id}, {"element", def.elements[0]}});
                    add("acquire", Json{{"card", def.id}, {"element", def.elements[1]}});
                } else {
                    add("acquire", Json{{"card", def.id}});
                }
            }
        const bool midAcquisition = s.turn == 4 && s.acquisitionsLeft == 1;
        if (!s.spellUsed && !midAcquisition) {
            for (const auto& spell : st.hand)
                if (spell != "hastur" && s.power(seat, spellElement(spell)) >= 3)
                    add("cast", Json{{"spell", spell}, {"from", "hand"}});
            if (!st.contract.empty() && !st.contractUsed && st.contract != "hastur")
                add("cast", Json{{"spell", st.contract}, {"from", "contract"}});
        }
        if (s.acquisitionsLeft == 0)
            add("endTurn");
        break;
    }
    case Phase::Respond: {
        add("pass");
        const auto window = hasturWindow(s);
        if (inHand(st, "hastur") && window.mayAnswer(seat, levelFor(s.power(seat, "yellow"))))
            add("counter", Json{{"from", "hand"}});
        if (st.contract == "hastur" && !st.contractUsed && window.mayAnswer(seat, 5))
            add("counter", Json{{"from", "contract"}});
        break;
    }
    case Phase::Target:
        for (const auto& id : eligibleTargets(s, *s.pending))
            add("target", Json{{"card", id}});
        if (static_cast<int>(s.pending->chosen.size()) >= s.pending->minTargets)
            add("done");
        break;
    case Phase::Contract:
        for (const auto& spell : st.hand)
            add("contract", Json{{"spell", spell}});
        break;
    case Phase::Over:
        break;
    }
    return out;
}

Result GrimoireRules::apply(core::GameState& base, const Action& a, core::Rng& rng) const
{
    auto& live = static_cast<GrimoireState&>(base);
    // Work on a copy so a refusal anywhere leaves the state untouched.
    GrimoireState s = live;
    Result r;
    Engine engine(s, rng, r);
    const int seat = a.seat;
    if (seat < 0 || seat > 1)
        return refuse(kSetup, "grimoire.badSeat", "There is no seat " + std::to_string(seat + 1));
    auto& st = s.seats[static_cast<std::size_t>(seat)];
    const auto pr = prompt(s);
    if (std::find(pr.seats.begin(), pr.seats.end(), seat) == pr.seats.end())
        return refuse(kRound, "grimoire.notYourDecision", "It is not " + player(seat) + "'s decision now",
                      Json{{"seat", seat}});
    auto str = [&](const char* key) -> std::string {
        return a.args.contains(key) && a.args[key].is_string() ? a.args[key].get<std::string>() : std::string();
    };

    if (a.type == "acquire") {
        if (s.phase != Phase::Turn)
            return refuse(kAcquire, "grimoire.acquire.notNow", "Grimoires are acquired only during your turn");
        if (s.acquisitionsLeft == 0)
            return refuse(kAcquire, "grimoire.acquire.done",
                          "You have already acquired this turn's grimoire(s) (Action A)");
        const std::string id = str("card");
        const int index = cards().indexOf(id);
        const auto pos = std::find(s.explore.begin(), s.explore.end(), index);
        if (index < 0 || pos == s.explore.end())
            return refuse(kAcquire, "grimoire.acquire.notInExplore", "That grimoire is not in the explore area",
                          Json{{"card", id}});
        const auto& def = cards().grimoires[static_cast<std::size_t>(index)];
        std::string element = str("element");
        if (def.kind == Kind::Turbidity) {
            if (element != def.elements[0] && element != def.elements[1])
                return refuse(kTurbidity, "grimoire.turbidity.chooseElement",
                              "Choose one of the turbidity card's two colours: " + def.elements[0] + " or " +
                                  def.elements[1],
                              Json{{"element1", def.elements[0]}, {"element2", def.elements[1]}});
        } else {
            if (!element.empty() && element != def.element)
                return refuse(kAcquire, "grimoire.acquire.ownElement",
                              "A grimoire goes onto its own colour (" + def.element + ") in your library",
                              Json{{"element", def.element}});
            element = def.element;
        }
        s.explore.erase(pos);
        // Insight X turns sideways when acquired in turn X of the round or later.
        const bool sideways = def.kind == Kind::Insight && s.turn >= def.insight;
        st.library.push_back(Placed{index, element, sideways});
        --s.acquisitionsLeft;
        // The log names what was taken (colour, Insight value, turbidity pair), so the other
        // player can follow without studying the libraries.
        Json logArgs{{"seat", seat}, {"card", id}, {"element", element}};
        std::string logId = "grimoire.log.acquired";
        if (def.kind == Kind::Turbidity) {
            logId = "grimoire.log.acquiredTurbidity";
            logArgs["elements"] = Json::array({def.elements[0], def.elements[1]});
        } else if (def.kind == Kind::Insight) {
            logId = sideways ? "grimoire.log.acquiredSideways" : "grimoire.log.acquiredInsight";
            logArgs["insight"] = def.insight;
        }
        r.events.push_back(publicEvent(
            "acquired", Json{{"seat", seat}, {"card", id}, {"element", element}, {"sideways", sideways}},
            msg(logId, player(seat) + " acquires " + id + " onto " + element + (sideways ? " (Insight: sideways)" : ""),
                logArgs)));
        if (s.acquisitionsLeft == 0 && s.spellUsed)
            engine.endTurn();
    } else if (a.type == "cast") {
        if (s.phase != Phase::Turn)
            return refuse(kSpell, "grimoire.spell.notNow", "Spells are cast during your own turn");
        if (s.spellUsed)
            return refuse(kSpell, "grimoire.spell.once", "You have already cast a spell this turn (Action B)");
        if (s.turn == 4 && s.acquisitionsLeft == 1)
            return refuse(kAcquire, "grimoire.acquire.finishFirst",
                          "Finish acquiring both grimoires of turn 4 before casting (Action A is one action)");
        const std::string spell = str("spell");
        const std::string from = a.args.value("from", std::string("hand"));
        if (!isSpell(spell))
            return refuse(kSpell, "grimoire.spell.unknown", "There is no spell called \"" + spell + "\"");
        if (spell == "hastur")
            return refuse(kHastur, "grimoire.hastur.ownTurn",
                          "Hastur is cast only in your opponent's turn, against a spell they cast");
        Pending p;
        p.spell = spell;
        p.caster = seat;
        p.from = from;
        if (from == "hand") {
            if (!inHand(st, spell))
                return refuse(kSpell, "grimoire.spell.notInHand", "That spell is not in your hand",
                              Json{{"spell", spell}});
            const int power = s.power(seat, spellElement(spell));
            p.level = levelFor(power);
            if (p.level == 0)
                return refuse(kSpell, "grimoire.spell.power",
                              "You need at least 3 " + spellElement(spell) + " power to cast " + spell + " (you have " +
                                  std::to_string(power) + ")",
                              Json{{"spell", spell}, {"element", spellElement(spell)}, {"power", power}});
            removeFromHand(st, spell);
            s.purge.push_back(spellId(seat, spell));
        } else if (from == "contract") {
            if (st.contract != spell || st.contractUsed)
                return refuse(kContract, "grimoire.contract.notAvailable",
                              st.contractUsed ? "Your contract spell has already been cast (once per game)"
                                              : "That spell is not under your contract");
            st.contractUsed = true;
            st.contractRevealed = true;
            r.revealedHidden = true;
            p.level = 5; // counts as 5 power whatever the library holds
        } else {
            return refuse(kSpell, "grimoire.spell.from", "A spell is cast from \"hand\" or \"contract\"");
        }
        s.spellUsed = true;
        r.revealedHidden = true;
        r.events.push_back(publicEvent(
            "cast", Json{{"seat", seat}, {"spell", spell}, {"level", p.level}, {"from", from}},
            msg(from == "contract" ? "grimoire.log.castContract" : "grimoire.log.cast",
                player(seat) + " casts " + spell + " at level " + std::to_string(p.level) +
                    (from == "contract" ? " from the contract" : ""),
                Json{{"seat", seat}, {"spell", spell}, {"level", p.level}})));
        s.pending = p;
        if (detail::counterPubliclyPossible(s, 1 - seat, p))
            s.phase = Phase::Respond;
        else
            engine.resolve();
    } else if (a.type == "pass" || a.type == "counter") {
        if (s.phase != Phase::Respond)
            return refuse(kHastur, "grimoire.hastur.noSpell", "There is no spell to answer now");
        auto window = hasturWindow(s);
        if (a.type == "counter") {
            const std::string from = str("from");
            int level = 0;
            if (from == "hand") {
                if (!inHand(st, "hastur"))
                    return refuse(kHastur, "grimoire.hastur.notInHand", "Hastur is not in your hand");
                level = levelFor(s.power(seat, "yellow"));
                if (level == 0)
                    return refuse(kHastur, "grimoire.hastur.power", "You need at least 3 yellow power to cast Hastur",
                                  Json{{"power", s.power(seat, "yellow")}});
            } else if (from == "contract") {
                if (st.contract != "hastur" || st.contractUsed)
                    return refuse(kContract, "grimoire.contract.notAvailable",
                                  "Hastur is not available under your contract");
                level = 5;
            } else {
                return refuse(kSpell, "grimoire.spell.from", "A spell is cast from \"hand\" or \"contract\"");
            }
            if (!window.mayAnswer(seat, level))
                return refuse(kHastur, "grimoire.hastur.level",
                              "Hastur at level 3 counters only red or blue spells; black and white need level 5",
                              Json{{"spell", s.pending->spell}, {"level", level}});
            if (from == "hand") {
                removeFromHand(st, "hastur");
                s.purge.push_back(spellId(seat, "hastur"));
            } else {
                st.contractUsed = true;
                st.contractRevealed = true;
            }
            r.revealedHidden = true;
            window.link(core::ResponseLink{seat, -1, level});
            r.events.push_back(publicEvent(
                "countered", Json{{"seat", seat}, {"spell", s.pending->spell}, {"level", level}, {"from", from}},
                msg("grimoire.log.countered", player(seat) + " counters " + s.pending->spell + " with Hastur",
                    Json{{"seat", seat}, {"spell", s.pending->spell}})));
        } else {
            window.pass();
            r.events.push_back(publicEvent("passed", Json{{"seat", seat}},
                                           msg("grimoire.log.passed", player(seat) + " lets the spell resolve",
                                               Json{{"seat", seat}})));
        }
        // The window is closed: the stack resolves top down, Hastur countering the spell under it.
        while (window.links.size() > 1)
            s.pending->counteredBy = window.pop().seat;
        engine.resolve();
    } else if (a.type == "target") {
        if (s.phase != Phase::Target)
            return refuse(kSpell, "grimoire.spell.noTargets", "No spell is waiting for targets");
        const std::string id = str("card");
        const auto eligible = eligibleTargets(s, *s.pending);
        if (std::find(eligible.begin(), eligible.end(), id) == eligible.end())
            return refuse(kSpell, "grimoire.spell.badTarget", s.pending->spell + " cannot choose that card",
                          Json{{"spell", s.pending->spell}, {"card", id}});
        engine.target(id);
    } else if (a.type == "done") {
        if (s.phase != Phase::Target)
            return refuse(kSpell, "grimoire.spell.noTargets", "No spell is waiting for targets");
        if (static_cast<int>(s.pending->chosen.size()) < s.pending->minTargets)
            return refuse(kSpell, "grimoire.spell.needTarget",
                          s.pending->spell + " must choose at least " + std::to_string(s.pending->minTargets) +
                              " card(s)",
                          Json{{"spell", s.pending->spell}, {"count", s.pending->minTargets}});
        engine.afterSpell();
    } else if (a.type == "endTurn") {
        if (s.phase != Phase::Turn)
            return refuse(kRound, "grimoire.round.notNow", "You cannot end your turn now");
        if (s.acquisitionsLeft > 0)
            return refuse(kAcquire, "grimoire.acquire.required",
                          "You must acquire " + std::to_string(s.acquisitionsLeft) +
                              " grimoire(s) before ending your turn (Action A)",
                          Json{{"count", s.acquisitionsLeft}});
        r.events.push_back(publicEvent("endTurn", Json{{"seat", seat}},
                                       msg("grimoire.log.endTurn", player(seat) + " ends the turn",
                                           Json{{"seat", seat}})));
        engine.endTurn();
    } else if (a.type == "contract") {
        if (s.phase != Phase::Contract)
            return refuse(kContract, "grimoire.contract.notNow", "Contracts are made after round 4");
        const std::string spell = str("spell");
        if (!inHand(st, spell))
            return refuse(kContract, "grimoire.contract.notInHand", "That spell is not in your hand",
                          Json{{"spell", spell}});
        removeFromHand(st, spell);
        st.contract = spell;
        r.events.push_back(privateEvent(
            "contract", seat, Json{{"seat", seat}, {"spell", spell}},
            msg("grimoire.log.contractOwn", player(seat) + " places " + spell + " under contract",
                Json{{"seat", seat}, {"spell", spell}}),
            Json{{"seat", seat}},
            msg("grimoire.log.contract", player(seat) + " places a spell under contract, face down",
                Json{{"seat", seat}})));
        s.contractNext = engine.nextToContract();
        if (s.contractNext < 0) {
            s.round = 5;
            engine.startRound();
        }
    } else {
        return refuse(kRound, "grimoire.unknownAction", "Grimoire has no move called \"" + a.type + "\"");
    }
    r.accepted = true;
    live = std::move(s);
    return r;
}

std::optional<core::Outcome> GrimoireRules::outcome(const core::GameState& base) const
{
    const auto& s = static_cast<const GrimoireState&>(base);
    if (s.phase != Phase::Over)
        return std::nullopt;
    core::Outcome o;
    Json contract = Json::array();
    std::array<bool, 2> failed{};
    for (int seat = 0; seat < 2; ++seat) {
        const auto& st = s.seats[static_cast<std::size_t>(seat)];
        if (st.contract.empty()) {
            failed[static_cast<std::size_t>(seat)] = true; // no contract made: not fulfilled
            contract.push_back(Json{{"seat", seat}, {"element", nullptr}, {"fulfilled", false}});
            continue;
        }
        const std::string e = spellElement(st.contract);
        const int mine = s.power(seat, e), theirs = s.power(1 - seat, e);
        const bool ok = mine > theirs || (mine == theirs && s.options.contractTieFulfilled);
        failed[static_cast<std::size_t>(seat)] = !ok;
        contract.push_back(Json{{"seat", seat}, {"spell", st.contract}, {"element", e}, {"power", mine},
                                {"opponentPower", theirs}, {"fulfilled", ok}});
    }
    Json powers = Json::array();
    std::array<int, 2> wins{};
    for (int seat = 0; seat < 2; ++seat) {
        Json p = Json::object();
        for (const char* e : kElements)
            p[e] = s.power(seat, e);
        powers.push_back(p);
    }
    for (const char* e : kElements) {
        const int a = s.power(0, e), b = s.power(1, e);
        if (a > b)
            ++wins[0];
        else if (b > a)
            ++wins[1];
    }
    const std::array<int, 2> hand{static_cast<int>(s.seats[0].hand.size()), static_cast<int>(s.seats[1].hand.size())};
    o.breakdown = Json{{"contract", contract}, {"powers", powers}, {"elementWins", wins}, {"hand", hand}};
    auto win = [&](int seat, const char* by, Message m) {
        o.winners = {seat};
        o.breakdown["decidedBy"] = by;
        o.reason = std::move(m);
    };
    if (failed[0] != failed[1]) {
        const int w = failed[0] ? 1 : 0;
        win(w, "contract",
            msg("grimoire.end.contract", player(1 - w) + " did not fulfil the contract and loses",
                Json{{"seat", 1 - w}}, kEnd));
    } else if (wins[0] != wins[1]) {
        const int w = wins[0] > wins[1] ? 0 : 1;
        win(w, "elements",
            msg("grimoire.end.elements",
                player(w) + " has more power in " + std::to_string(wins[static_cast<std::size_t>(w)]) + " elements against " +
                    std::to_string(wins[static_cast<std::size_t>(1 - w)]),
                Json{{"seat", w}, {"won", wins[static_cast<std::size_t>(w)]}, {"lost", wins[static_cast<std::size_t>(1 - w)]}},
                kEnd));
    } else if (hand[0] != hand[1]) {
        const int w = hand[0] > hand[1] ? 0 : 1;
        win(w, "hand",
            msg("grimoire.end.hand", player(w) + " wins with more spells left in hand", Json{{"seat", w}}, kEnd));
    } else {
        o.draw = true;
        o.breakdown["decidedBy"] = "draw";
        o.reason = msg("grimoire.end.draw", "Contracts, elements and hands are all even: a draw", Json::object(), kEnd);
    }
    return o;
}

} // namespace tabletop::games::grimoire

namespace tabletop::games::grimoire {

std::vector<std::string> GrimoireRules::stopPhases() const
{
    return {"spell"};
}

std::string GrimoireRules::stopPhase(const core::GameState& base) const
{
    // The window opens only when a counter is publicly possible; whether Hastur is in hand is not.
    return static_cast<const GrimoireState&>(base).phase == Phase::Respond ? "spell" : "";
}

} // namespace tabletop::games::grimoire
