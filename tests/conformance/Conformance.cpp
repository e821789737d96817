#include "Conformance.h"

#include "core/Bot.h"
#include "core/Invariants.h"

#include "core/Match.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <set>

namespace conformance {

using tabletop::core::Action;
using tabletop::core::ArgKind;
using tabletop::core::ActionSpec;
using tabletop::core::GameRules;
using tabletop::core::Json;
using tabletop::core::Match;
using tabletop::core::MatchConfig;
using tabletop::core::Rng;
using tabletop::core::Seat;

namespace {

std::string dumpSafe(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string actionsJson(const std::vector<Action>& actions)
{
    Json out = Json::array();
    for (const auto& a : actions)
        out.push_back(a.toJson());
    return dumpSafe(out);
}

// What one seat can observe: its view and its legal actions.
struct Seen {
    std::vector<std::string> views; // index 0: spectator, then seats
    std::vector<std::string> legal; // per seat
};

Seen observe(const GameRules& rules, const tabletop::core::GameState& state, int seats)
{
    Seen s;
    s.views.push_back(dumpSafe(rules.viewFor(state, std::nullopt)));
    for (Seat seat = 0; seat < seats; ++seat) {
        s.views.push_back(dumpSafe(rules.viewFor(state, seat)));
        s.legal.push_back(actionsJson(rules.legalActions(state, seat)));
    }
    return s;
}

std::vector<std::set<std::string>> hiddenSets(const GameRules& rules, const tabletop::core::GameState& state, int seats)
{
    std::vector<std::set<std::string>> out;
    for (Seat seat = 0; seat < seats; ++seat) {
        const auto ids = rules.hiddenFrom(state, seat);
        out.emplace_back(ids.begin(), ids.end());
    }
    return out;
}

const ActionSpec* specFor(const std::vector<ActionSpec>& specs, const std::string& type)
{
    for (const auto& s : specs)
        if (s.type == type)
            return &s;
    return nullptr;
}

} // namespace

std::vector<std::pair<std::string, Action>> mutations(const Action& a, const std::vector<ActionSpec>& specs, int seats)
{
    std::vector<std::pair<std::string, Action>> out;
    auto with = [&](const std::string& what, auto change) {
        Action m = a;
        change(m);
        out.emplace_back(what, std::move(m));
    };
    with("unknown type", [](Action& m) { m.type = "zz" + m.type; });
    with("unknown argument", [](Action& m) { m.args["zzExtra"] = 1; });
    const ActionSpec* spec = specFor(specs, a.type);
    for (const auto& [key, value] : a.args.items()) {
        const std::string k = key;
        with(k + " as null", [&](Action& m) { m.args[k] = nullptr; });
        with(k + " as object", [&](Action& m) { m.args[k] = Json{{"x", 1}}; });
        with(k + " missing", [&](Action& m) { m.args.erase(k); });
        if (value.is_string()) {
            with(k + " as number", [&](Action& m) { m.args[k] = 7; });
            with(k + " huge", [&](Action& m) { m.args[k] = std::string(20000, 'x'); });
            with(k + " unknown name", [&](Action& m) { m.args[k] = "zz-no-such-thing"; });
            with(k + " as list", [&](Action& m) { m.args[k] = Json::array({value}); });
        } else if (value.is_number_integer()) {
            with(k + " as text", [&](Action& m) { m.args[k] = std::to_string(value.get<std::int64_t>()); });
            with(k + " negative", [&](Action& m) { m.args[k] = -1; });
            with(k + " most negative", [&](Action& m) { m.args[k] = std::numeric_limits<std::int64_t>::min(); });
            with(k + " huge", [&](Action& m) { m.args[k] = std::numeric_limits<std::uint64_t>::max(); });
            with(k + " fraction", [&](Action& m) { m.args[k] = 0.5; });
        } else if (value.is_array()) {
            with(k + " as text", [&](Action& m) { m.args[k] = "x"; });
            with(k + " long", [&](Action& m) { m.args[k] = Json(std::vector<int>(5000, 1)); });
            // Elements of the other kind: numbers for a list of names, text for a list of numbers
            // (a list of numbers such as [1, 2] may well be legal: Kaiju City's join).
            bool integers = false;
            if (spec)
                for (const auto& arg : spec->args)
                    integers = integers || (arg.name == k && arg.kind == ArgKind::IntegerList);
            if (integers)
                with(k + " of text", [&](Action& m) { m.args[k] = Json::array({"1", "2"}); });
            else
                with(k + " of numbers", [&](Action& m) { m.args[k] = Json::array({1, 2}); });
        } else if (value.is_boolean()) {
            with(k + " as number", [&](Action& m) { m.args[k] = 1; });
        }
    }
    // A required argument the legal action left out cannot be; an optional one may be given
    // in a wrong type.
    if (spec)
        for (const auto& arg : spec->args)
            if (!a.args.contains(arg.name))
                with(arg.name + " of a wrong type", [&](Action& m) {
                    m.args[arg.name] = arg.kind == ArgKind::String ? Json(42) : Json("42");
                });
    for (Seat other = -1; other <= seats; ++other)
        if (other != a.seat)
            with("sent for seat " + std::to_string(other), [&](Action& m) { m.seat = other; });
    with("sent for seat 1000000", [](Action& m) { m.seat = 1000000; });
    return out;
}

Report run(const GameRules& rules, const Options& o)
{
    Report report;
    const std::vector<ActionSpec> specs = rules.actionSpecs();
    for (int g = 0; g < o.games; ++g) {
        MatchConfig config;
        config.game = rules.info().id;
        config.seats = o.seats;
        config.seed = o.seed + static_cast<std::uint64_t>(g);
        config.options = o.options;
        for (int s = 0; s < o.seats; ++s)
            config.seatNames.push_back("Seat " + std::to_string(s + 1));
        Match match(rules, config);
        Rng chooser(config.seed ^ 0xc0f0c0f0c0f0c0f0ULL);
        Rng redeal(config.seed ^ 0x0dea10dea10dea1ULL);
        const std::size_t cards = rules.cardLocations(match.state()).size();
        bool anyHidden = false;
        std::string failure;
        auto fail = [&](int step, const std::string& what) {
            failure = rules.info().id + " seats " + std::to_string(o.seats) + " seed " + std::to_string(config.seed) +
                      " step " + std::to_string(step) + ": " + what;
        };
        int step = 0;
        while (failure.empty() && !match.outcome()) {
            ++step;
            if (step > o.maxActions) {
                fail(step, "the game did not end within " + std::to_string(o.maxActions) + " actions");
                break;
            }
            const auto prompt = match.prompt();
            if (prompt.seats.empty()) {
                fail(step, "no seat is asked but the game is not over");
                break;
            }
            const Seat seat = prompt.seats[chooser.below(prompt.seats.size())];
            const auto legal = match.legalActions(seat);
            if (legal.empty()) {
                fail(step, "seat " + std::to_string(seat) + " is asked but has no legal action");
                break;
            }
            Action chosen = legal[chooser.below(legal.size())];

            // ---- view invariance: what each seat sees does not depend on what it cannot see.
            if (o.determinizeEvery > 0 && step % o.determinizeEvery == 0) {
                const Seen seen = observe(rules, match.state(), o.seats);
                const auto hidden = hiddenSets(rules, match.state(), o.seats);
                // The random runner scans views through visitViewStrings: it must give exactly the
                // strings of viewFor (as a multiset), or the leak scan looks at something else.
                for (Seat v = -1; v < o.seats && failure.empty(); ++v) {
                    const std::optional<Seat> who = v < 0 ? std::nullopt : std::optional<Seat>(v);
                    std::vector<std::string> built, scanned;
                    tabletop::core::collectStrings(rules.viewFor(match.state(), who), built);
                    rules.visitViewStrings(match.state(), who, [&](std::string_view s) { scanned.emplace_back(s); });
                    std::sort(built.begin(), built.end());
                    std::sort(scanned.begin(), scanned.end());
                    if (built != scanned)
                        fail(step, (v < 0 ? std::string("the spectator") : "seat " + std::to_string(v)) +
                                       ": visitViewStrings does not give the strings of viewFor (" +
                                       std::to_string(scanned.size()) + " strings for " + std::to_string(built.size()) +
                                       "): the leak scan would not see the view");
                }
                // A game whose views split (GameRules::viewsSplit) has its leak scan read the
                // spectator's strings once for every viewer and each seat's own part: together
                // they must be that seat's view.
                if (rules.viewsSplit()) {
                    std::vector<std::string> shared;
                    rules.visitViewStrings(match.state(), std::nullopt, [&](std::string_view s) { shared.emplace_back(s); });
                    for (Seat v = 0; v < o.seats && failure.empty(); ++v) {
                        std::vector<std::string> whole, parts = shared;
                        rules.visitViewStrings(match.state(), v, [&](std::string_view s) { whole.emplace_back(s); });
                        rules.visitOwnViewStrings(match.state(), v, [&](std::string_view s) { parts.emplace_back(s); });
                        std::sort(whole.begin(), whole.end());
                        std::sort(parts.begin(), parts.end());
                        if (whole != parts)
                            fail(step, "seat " + std::to_string(v) +
                                           ": the spectator's view strings and visitOwnViewStrings are not the seat's view (" +
                                           std::to_string(parts.size()) + " strings for " + std::to_string(whole.size()) +
                                           "): the leak scan would not see the view");
                    }
                }
                // Match's undo verdict and the runner's leak scan read visitHidden, the runner's card
                // check visitCardLocations: they must give hiddenFrom's ids (as a multiset) and
                // cardLocations' entries (in its order), or those checks look at something else.
                for (Seat v = -1; v < o.seats && failure.empty(); ++v) {
                    const std::optional<Seat> who = v < 0 ? std::nullopt : std::optional<Seat>(v);
                    std::vector<std::string> listed = rules.hiddenFrom(match.state(), who), visited;
                    rules.visitHidden(match.state(), who, [&](std::string_view id) { visited.emplace_back(id); });
                    std::sort(listed.begin(), listed.end());
                    std::sort(visited.begin(), visited.end());
                    if (listed != visited)
                        fail(step, (v < 0 ? std::string("the spectator") : "seat " + std::to_string(v)) +
                                       ": visitHidden does not give the ids of hiddenFrom (" +
                                       std::to_string(visited.size()) + " ids for " + std::to_string(listed.size()) +
                                       "): the leak scan would look for other cards");
                }
                // A game whose hidden sets split (GameRules::hiddenSplit): the ids hidden from all
                // plus a viewer's own part are that viewer's hiddenFrom, none of them twice.
                for (Seat v = -1; v < o.seats && failure.empty() && rules.hiddenSplit(); ++v) {
                    const std::optional<Seat> who = v < 0 ? std::nullopt : std::optional<Seat>(v);
                    std::vector<std::string> listed = rules.hiddenFrom(match.state(), who), parts;
                    rules.visitHiddenFromAll(match.state(), [&](std::string_view id) { parts.emplace_back(id); });
                    rules.visitHiddenOwn(match.state(), who, [&](std::string_view id) { parts.emplace_back(id); });
                    std::sort(listed.begin(), listed.end());
                    std::sort(parts.begin(), parts.end());
                    if (listed != parts || std::adjacent_find(parts.begin(), parts.end()) != parts.end())
                        fail(step, (v < 0 ? std::string("the spectator") : "seat " + std::to_string(v)) +
                                       ": visitHiddenFromAll and visitHiddenOwn are not hiddenFrom's ids, each once (" +
                                       std::to_string(parts.size()) + " ids for " + std::to_string(listed.size()) +
                                       "): the undo verdict and the leak scan would look for other cards");
                }
                if (failure.empty()) {
                    std::vector<std::pair<std::string, std::string>> listed, visited;
                    for (const auto& l : rules.cardLocations(match.state()))
                        listed.emplace_back(l.card, l.zone);
                    rules.visitCardLocations(match.state(), [&](std::string_view card, std::string_view zone) {
                        visited.emplace_back(std::string(card), std::string(zone));
                    });
                    if (listed != visited)
                        fail(step, "visitCardLocations does not give the entries of cardLocations (" +
                                       std::to_string(visited.size()) + " for " + std::to_string(listed.size()) +
                                       "): the card check would count other cards");
                }
                if (!failure.empty())
                    break;
                const std::uint64_t digest = rules.stateDigest(match.state());
                // A question the game calls public (answered on the hot-seat curtain) has answers
                // that every seat could know: they stay the same whoever's knowledge re-deals.
                const bool publicPrompt = rules.promptIsPublic(match.state());
                std::vector<std::string> publicAnswers;
                if (publicPrompt)
                    for (const Seat p : prompt.seats)
                        publicAnswers.push_back(actionsJson(rules.legalActions(match.state(), p)));
                for (Seat s = 0; s < o.seats && failure.empty(); ++s) {
                    if (!hidden[static_cast<std::size_t>(s)].empty())
                        anyHidden = true;
                    for (int k = 0; k < o.determinizations && failure.empty(); ++k) {
                        std::unique_ptr<tabletop::core::GameState> d;
                        try {
                            d = rules.determinize(match.state(), s, redeal);
                        } catch (const std::exception& e) {
                            fail(step, std::string("determinize threw: ") + e.what());
                            break;
                        }
                        ++report.determinized;
                        if (rules.stateDigest(*d) != digest)
                            ++report.redealtDiffered;
                        if (rules.stateDigest(match.state()) != digest)
                            fail(step, "determinize changed the state it was given");
                        else if (dumpSafe(rules.viewFor(*d, s)) != seen.views[static_cast<std::size_t>(s) + 1])
                            fail(step, "seat " + std::to_string(s) +
                                           "'s view changes when what it cannot see is re-dealt (a leak)");
                        else if (actionsJson(rules.legalActions(*d, s)) != seen.legal[static_cast<std::size_t>(s)])
                            fail(step, "seat " + std::to_string(s) +
                                           "'s legal actions change when what it cannot see is re-dealt (a leak)");
                        else if (rules.cardLocations(match.state()).size() != cards)
                            fail(step, "the number of cards changed (a card was created or lost)");
                        else if (rules.cardLocations(*d).size() != cards)
                            fail(step, "determinize changed the number of cards");
                        else if (publicPrompt && !rules.promptIsPublic(*d))
                            fail(step, "the question is public only where the hidden cards really are (promptIsPublic)");
                        else if (publicPrompt && [&] {
                                     for (std::size_t i = 0; i < prompt.seats.size(); ++i)
                                         if (actionsJson(rules.legalActions(*d, prompt.seats[i])) != publicAnswers[i])
                                             return true;
                                     return false;
                                 }())
                            fail(step, "a public question's answers (promptIsPublic) change when what seat " + std::to_string(s) +
                                           " cannot see is re-dealt: the curtain would show what the asked seat hides");
                        else {
                            // It depends only on what the seat knows and on the generator: the
                            // same generator re-deals the real state and a re-dealt one alike
                            // (what lets a computer opponent search without peeking).
                            const std::uint64_t dealSeed = redeal.next();
                            tabletop::core::Rng a(dealSeed), b(dealSeed);
                            const auto fromReal = rules.determinize(match.state(), s, a);
                            const auto fromRedealt = rules.determinize(*d, s, b);
                            if (rules.stateDigest(*fromReal) != rules.stateDigest(*fromRedealt))
                                fail(step, "seat " + std::to_string(s) +
                                               ": determinize depends on where the hidden cards really are, "
                                               "not only on what the seat knows (put each pool in a fixed order "
                                               "before dealing it)");
                        }
                    }
                }
                if (!failure.empty())
                    break;
            }

            // ---- the computer does not peek: the same search (same seed, no time limit) chooses
            // the same move in the real state and in one where what the seat cannot see is
            // dealt anew.
            if (o.botEvery > 0 && step % o.botEvery == 0 && legal.size() > 1) {
                tabletop::core::BotLevel level{"check", 12, 1e9, 60};
                tabletop::core::Rng deal(redeal.next());
                const auto other = rules.determinize(match.state(), seat, deal);
                const std::uint64_t searchSeed = redeal.next();
                tabletop::core::Bot a(rules, level, searchSeed), b(rules, level, searchSeed);
                const Action inReal = a.choose(match.state(), seat).action;
                const Action inOther = b.choose(*other, seat).action;
                ++report.botChecks;
                if (!(inReal == inOther))
                    fail(step, "the computer's choice for seat " + std::to_string(seat) +
                                   " changes when what it cannot see is re-dealt (it peeks): " +
                                   inReal.toJson().dump() + " vs " + inOther.toJson().dump());
                if (!failure.empty())
                    break;
            }

            const std::string before = match.stateHash();
            const std::size_t historyBefore = match.history().size();
            std::vector<std::vector<Action>> legalAll;
            for (Seat s = 0; s < o.seats; ++s)
                legalAll.push_back(match.legalActions(s));

            // ---- mutated actions are refused and change nothing.
            if (step % o.mutateEvery == 0) {
                std::optional<Action> taken;
                for (const auto& [what, m] : mutations(chosen, specs, o.seats)) {
                    tabletop::core::Result r;
                    try {
                        r = match.submit(m);
                    } catch (const std::exception& e) {
                        fail(step, "mutated action (" + what + ") threw out of submit: " + e.what());
                        break;
                    }
                    if (r.accepted) {
                        // Accepted is fine only for an action that means one of its seat's legal
                        // actions (an optional argument left out takes its default): it must reach
                        // the state that legal action reaches from the same position.
                        bool isLegal = false;
                        if (m.seat >= 0 && m.seat < o.seats) {
                            Json rec = match.record();
                            rec["actions"].erase(rec["actions"].size() - 1);
                            const std::string reached = match.stateHash();
                            for (const auto& l : legalAll[static_cast<std::size_t>(m.seat)]) {
                                if (l.type != m.type)
                                    continue;
                                auto probe = Match::fromRecord(rules, rec, false);
                                if (probe->submit(l).accepted && probe->stateHash() == reached) {
                                    isLegal = true;
                                    break;
                                }
                            }
                        }
                        if (!isLegal) {
                            fail(step, "mutated action (" + what + ") was accepted: " + dumpSafe(m.toJson()));
                            break;
                        }
                        taken = m;
                        break;
                    }
                    ++report.mutationsRefused;
                    if (match.stateHash() != before || match.history().size() != historyBefore) {
                        fail(step, "refused mutated action (" + what + ") changed the game: " + dumpSafe(m.toJson()));
                        break;
                    }
                }
                if (!failure.empty())
                    break;
                if (taken) {
                    ++report.actions;
                    continue; // a legal variant was played instead; the next step goes on from it
                }
            }

            // ---- the action itself, and undo.
            const Seen seenBefore = observe(rules, match.state(), o.seats);
            const auto hiddenBefore = hiddenSets(rules, match.state(), o.seats);
            const Rng rngBefore = match.rng();
            tabletop::core::Result r;
            try {
                r = match.submit(chosen);
            } catch (const std::exception& e) {
                fail(step, std::string("submit threw: ") + e.what());
                break;
            }
            if (!r.accepted) {
                fail(step, "legal action refused: " + dumpSafe(chosen.toJson()) + ": " + r.refusal.text);
                break;
            }
            ++report.actions;
            const std::string after = match.stateHash();
            const auto hiddenAfter = hiddenSets(rules, match.state(), o.seats);
            bool revealed = false;
            for (std::size_t s = 0; s < hiddenBefore.size(); ++s)
                for (const auto& id : hiddenBefore[s])
                    if (!hiddenAfter[s].count(id))
                        revealed = true;
            const bool rngMoved = !(match.rng() == rngBefore);
            if (match.canUndo()) {
                if (rngMoved) {
                    fail(step, "undo is offered after an action that moved the generator: " + dumpSafe(chosen.toJson()));
                    break;
                }
                if (revealed) {
                    fail(step, "undo is offered after an action that showed a seat a hidden card: " +
                                   dumpSafe(chosen.toJson()));
                    break;
                }
                if (!match.undo()) {
                    fail(step, "canUndo() said yes but undo() refused");
                    break;
                }
                ++report.undone;
                const Seen seenUndone = observe(rules, match.state(), o.seats);
                if (match.stateHash() != before)
                    fail(step, "undo did not give back the earlier state hash");
                else if (seenUndone.views != seenBefore.views)
                    fail(step, "undo did not give back the earlier views");
                else if (seenUndone.legal != seenBefore.legal)
                    fail(step, "undo did not give back the earlier legal actions");
                if (!failure.empty())
                    break;
                const auto again = match.submit(chosen);
                if (!again.accepted || match.stateHash() != after) {
                    fail(step, "the same action after undo did not reach the same state");
                    break;
                }
            } else {
                ++report.notUndoable;
            }
        }
        // ---- the record replays to the same hashes, generator included, after every action.
        if (failure.empty()) {
            try {
                auto replay = Match::fromRecord(rules, match.record(), true);
                if (replay->stateHash() != match.stateHash() || !(replay->rng() == match.rng()))
                    fail(step, "the replayed record ends in another state");
            } catch (const std::exception& e) {
                fail(step, std::string("the record does not replay: ") + e.what());
            }
        }
        if (failure.empty() && anyHidden && report.determinized > 0 && report.redealtDiffered == 0)
            fail(step, "determinize never re-dealt anything although cards were hidden");
        ++report.games;
        if (!failure.empty()) {
            report.failures.push_back(failure);
            break;
        }
    }
    return report;
}

} // namespace conformance
