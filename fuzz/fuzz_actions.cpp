// libFuzzer target: actions into core::Match::submit for every playable game.
// The input picks a game, a seat count and a seed, then a list of steps; each step takes one of
// the legal actions of some seat (or builds one from the game's declared arguments) and
// mutates it: another seat, an argument dropped, an unknown one added, a wrong type, a huge
// string, a negative or huge number. After every submit:
//  - nothing may throw out of submit (rules exceptions must become core.internalError);
//  - a refused action must leave the state hash (state + generator) and the record unchanged;
//  - a rules exception (core.internalError) is itself a finding: the rules let a declared,
//    well-typed argument reach code that could not handle it. FUZZ_ALLOW_INTERNAL_ERROR=1
//    turns that check off.
// At the end the record must replay to the same hash, and every seat's view must build.
#include "FuzzInput.h"
#include "core/Match.h"
#include "games/Registry.h"

#include <cstdlib>
#include <limits>
#include <set>

using namespace tabletop;
using core::Json;
using fuzz::FuzzInput;

namespace {

const std::vector<const core::GameRules*>& playable()
{
    static const std::vector<const core::GameRules*> rules = [] {
        std::vector<const core::GameRules*> out;
        for (const auto& g : games::allGames())
            if (g.rules)
                out.push_back(g.rules);
        return out;
    }();
    return rules;
}

bool allowInternalError()
{
    static const bool allow = [] {
        const char* v = std::getenv("FUZZ_ALLOW_INTERNAL_ERROR");
        return v && *v && *v != '0';
    }();
    return allow;
}

// Values seen in legal actions this step: the arguments a hostile client would most likely vary.
struct Pool {
    std::vector<std::string> strings{"", "x", "main", "red", "cthugha", "h0-0", "0", "-1"};
    std::vector<std::int64_t> ints{0, 1, -1, 2, 5, 99, 100, -100};
    void take(const Json& v)
    {
        if (v.is_string() && strings.size() < 64)
            strings.push_back(v.get<std::string>());
        else if (v.is_number_integer() && ints.size() < 64)
            ints.push_back(v.get<std::int64_t>());
        else if (v.is_array() || v.is_object())
            for (const auto& x : v)
                take(x);
    }
};

Json someInteger(FuzzInput& in, const Pool& pool, const core::ArgSpec* spec)
{
    switch (in.below(8)) {
    case 0: return std::numeric_limits<std::int64_t>::min();
    case 1: return std::numeric_limits<std::int64_t>::max();
    case 2: return spec ? spec->min - 1 : -1;
    case 3: return spec ? spec->max + 1 : 1000001;
    case 4: return -static_cast<std::int64_t>(in.byte()) - 1;
    case 5: return std::numeric_limits<std::uint64_t>::max();
    default: return pool.ints[in.below(pool.ints.size())];
    }
}

Json someString(FuzzInput& in, const Pool& pool)
{
    switch (in.below(6)) {
    case 0: return std::string(100000, 'x');
    case 1: return in.text(24);
    case 2: return std::string("\xff\xfe", 2) + in.text(4); // not UTF-8
    default: return pool.strings[in.below(pool.strings.size())];
    }
}

// A value of the declared kind (or, rarely, of another), from the pool or the bytes.
Json valueFor(FuzzInput& in, const Pool& pool, const core::ArgSpec& spec)
{
    switch (spec.kind) {
    case core::ArgKind::Integer: return someInteger(in, pool, &spec);
    case core::ArgKind::Boolean: return in.byte() % 2 == 0;
    case core::ArgKind::String: return someString(in, pool);
    case core::ArgKind::StringList: {
        Json a = Json::array();
        const std::size_t n = in.below(in.byte() == 255 ? 40 : 5);
        for (std::size_t i = 0; i < n; ++i)
            a.push_back(someString(in, pool));
        return a;
    }
    case core::ArgKind::IntegerList: {
        Json a = Json::array();
        const std::size_t n = in.below(in.byte() == 255 ? 40 : 5);
        for (std::size_t i = 0; i < n; ++i)
            a.push_back(someInteger(in, pool, &spec));
        return a;
    }
    }
    return nullptr;
}

Json wrongType(FuzzInput& in)
{
    switch (in.below(9)) {
    case 0: return "x";
    case 1: return 5;
    case 2: return true;
    case 3: return nullptr;
    case 4: return Json::array();
    case 5: return Json::object();
    case 6: return 1.5;
    case 7: return Json::array({"a", 1});
    default: return Json{{"card", 1}};
    }
}

void mutate(FuzzInput& in, core::Action& a, const Pool& pool, int seats)
{
    const std::size_t kind = in.below(8);
    auto pickKey = [&]() -> std::string {
        if (!a.args.is_object() || a.args.empty())
            return {};
        auto it = a.args.begin();
        std::advance(it, static_cast<long>(in.below(a.args.size())));
        return it.key();
    };
    switch (kind) {
    case 0: return; // as the rules offered it
    case 1: a.seat = static_cast<int>(in.below(static_cast<std::size_t>(seats) + 3)) - 1; return; // -1..seats+1
    case 2: if (auto k = pickKey(); !k.empty()) a.args.erase(k); return;
    case 3: a.args[pool.strings[in.below(pool.strings.size())] + "_"] = wrongType(in); return;
    case 4: if (auto k = pickKey(); !k.empty()) a.args[k] = wrongType(in); return;
    case 5: if (auto k = pickKey(); !k.empty()) a.args[k] = std::string(100000, 'x'); return;
    case 6: if (auto k = pickKey(); !k.empty()) a.args[k] = someInteger(in, pool, nullptr); return;
    default:
        if (in.byte() % 4 == 0)
            a.type = someString(in, pool).get<std::string>();
        else
            a.args = in.byte() % 2 ? Json::object() : Json{{"", nullptr}};
        return;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    const core::GameRules& rules = *playable()[in.below(playable().size())];
    const core::GameInfo info = rules.info();
    core::MatchConfig config;
    config.game = info.id;
    config.seats = info.minSeats + static_cast<int>(in.below(static_cast<std::size_t>(info.maxSeats - info.minSeats + 1)));
    config.seed = in.u64();
    core::Match match(rules, config);
    const auto specs = rules.actionSpecs();

    for (int step = 0; step < 80 && !in.empty(); ++step) {
        const std::uint8_t op = in.byte();
        const std::string hashBefore = match.stateHash();
        const std::size_t lengthBefore = match.history().size();
        if (op % 16 == 15) {
            if (!match.undo() && (match.stateHash() != hashBefore || match.history().size() != lengthBefore))
                fuzz::fail("a refused undo changed the game");
            continue;
        }
        const core::Prompt prompt = match.prompt();
        core::Seat seat = prompt.seats.empty() || (op & 0x10) ? static_cast<core::Seat>(in.below(
                                                                    static_cast<std::size_t>(config.seats)))
                                                              : prompt.seats[in.below(prompt.seats.size())];
        Pool pool;
        std::vector<core::Action> legal = match.legalActions(seat);
        for (const auto& l : legal)
            pool.take(l.args);
        core::Action a;
        if (!legal.empty() && (op & 0x20) == 0) {
            a = legal[in.below(legal.size())];
        } else if (!specs.empty()) {
            const core::ActionSpec& spec = specs[in.below(specs.size())];
            a.seat = seat;
            a.type = spec.type;
            for (const auto& arg : spec.args)
                if (arg.required || in.byte() % 2 == 0)
                    a.args[arg.name] = valueFor(in, pool, arg);
        }
        if (op & 0x40)
            mutate(in, a, pool, config.seats);
        if (op & 0x80)
            mutate(in, a, pool, config.seats);

        core::Result r;
        try {
            r = match.submit(a);
        } catch (const std::exception& e) {
            fuzz::fail("submit threw (" + std::string(e.what()) + ") for " + a.toJson().dump(-1, ' ', false, Json::error_handler_t::replace));
        } catch (...) {
            fuzz::fail("submit threw a non-std exception");
        }
        const std::string shown = a.toJson().dump(-1, ' ', false, Json::error_handler_t::replace).substr(0, 400);
        if (r.accepted) {
            if (match.history().size() != lengthBefore + 1)
                fuzz::fail("an accepted action was not recorded: " + shown);
            continue;
        }
        if (match.stateHash() != hashBefore || match.history().size() != lengthBefore)
            fuzz::fail("a refused action changed the game: " + shown + " refused with " + r.refusal.id);
        if (r.refusal.id == "core.internalError" && !allowInternalError())
            fuzz::fail("the rules threw for " + shown + ": " + r.refusal.text);
    }

    for (int s = -1; s < config.seats; ++s)
        (void)match.view(s < 0 ? std::nullopt : std::optional<core::Seat>(s));
    (void)match.outcome();
    auto again = core::Match::fromRecord(rules, match.record());
    if (again->stateHash() != match.stateHash())
        fuzz::fail("the record does not replay to the same state");
    return 0;
}
