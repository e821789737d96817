// libFuzzer target: the game-record loader (core::Match::fromRecord), which reads saves,
// autosaves, replays and the LAN host's restart file. Any bytes that parse as JSON go to every
// playable game's loader, with and without hash verification. The loader may refuse a record
// only with std::invalid_argument (its documented error, shown to the user); anything else
// thrown, any crash or sanitizer report is a finding. A record that loads must replay from its
// own record() to the same state hash, and its views, prompt and legal actions must build.
// (session::SaveStore only adds the Qt file read around this: see docs/fuzzing.md.)
#include "FuzzInput.h"
#include "core/Match.h"
#include "games/Registry.h"

using namespace tabletop;
using core::Json;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const Json record = Json::parse(data, data + size, nullptr, false);
    if (record.is_discarded())
        return 0;
    for (const auto& g : games::allGames()) {
        if (!g.rules)
            continue;
        for (bool verify : {true, false}) {
            std::unique_ptr<core::Match> match;
            try {
                match = core::Match::fromRecord(*g.rules, record, verify);
            } catch (const std::invalid_argument&) {
                continue;
            } catch (const std::exception& e) {
                fuzz::fail(std::string("fromRecord threw something other than invalid_argument: ") + e.what());
            }
            auto again = core::Match::fromRecord(*g.rules, match->record(), true);
            if (again->stateHash() != match->stateHash())
                fuzz::fail("a loaded record does not replay from its own record()");
            for (int s = -1; s < match->config().seats; ++s)
                (void)match->view(s < 0 ? std::nullopt : std::optional<core::Seat>(s));
            for (int s = 0; s < match->config().seats; ++s)
                (void)match->legalActions(s);
            (void)match->prompt();
            (void)match->outcome();
        }
    }
    return 0;
}
