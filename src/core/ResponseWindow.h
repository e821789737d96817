#pragma once

#include "Hash.h"
#include "Json.h"
#include "ViewOut.h"

#include <vector>

namespace tabletop::core {

// One link of a response window's stack: who added it, what it is (the game's own id: a card
// instance, an index into the game's list of effects) and how fast it is.
struct ResponseLink {
    int seat = -1;
    int id = -1;
    int speed = 0;

    bool operator==(const ResponseLink&) const = default;
};

// A response window: seats are asked one after the other whether they answer what was just
// done; an answer is a link on a stack, and the stack resolves top down once the window
// closes. Reactions, a Consummation Stage, a counter-spell window, a chain of responses and a
// sword-and-shield exchange are all this one loop with different settings
// (docs/architecture.md, "Response windows", names the games that use it).
//
// Plain data that lives in a game's state: copy it, compare it, digest it (addTo), save it
// (toJson/fromJson). Nothing here knows a game; the game decides what a link does.
struct ResponseWindow {
    // What a new link does to the asking.
    enum class AfterLink {
        Reopen,   // a chain: everyone may answer the new link; asking goes on after its author
        Continue, // each seat answers once, a link counting as its answer (Neo-Tokyo's Stage)
        Close,    // the first link closes the window (a counter that nothing answers)
    };

    std::vector<int> seats; // asked in this order, round and round
    int turn = 0;           // index into `seats` of the seat asked now
    int passes = 0;         // passes in a row since the window opened or the last Reopen link
    std::vector<ResponseLink> links; // bottom (first) to top (last)
    AfterLink afterLink = AfterLink::Reopen;
    int minSpeed = 0; // the slowest speed that may answer a link (Servant Zones: 2)

    // Starting at `first`, then around the table (seat + 1, + 2, ... modulo `seatCount`),
    // leaving out the seats `skip` says are not asked (out of the game, already done).
    template <class Skip>
    static ResponseWindow around(int first, int seatCount, Skip skip, AfterLink after = AfterLink::Reopen)
    {
        std::vector<int> order;
        for (int i = 0; i < seatCount; ++i) {
            const int seat = ((first + i) % seatCount + seatCount) % seatCount;
            if (!skip(seat))
                order.push_back(seat);
        }
        return fixed(std::move(order), after);
    }
    static ResponseWindow around(int first, int seatCount, AfterLink after = AfterLink::Reopen)
    {
        return around(first, seatCount, [](int) { return false; }, after);
    }
    static ResponseWindow fixed(std::vector<int> order, AfterLink after = AfterLink::Reopen);

    // Everyone asked passed (or answered, with Continue) in a row, or a Close link came: the
    // stack now resolves. A window with nobody to ask is closed from the start.
    bool closed() const { return passes >= static_cast<int>(seats.size()); }
    // The seat whose answer is awaited, or -1 once the window is closed.
    int asked() const { return closed() ? -1 : seats[static_cast<std::size_t>(turn)]; }
    // The seats still to be asked before the window closes if all of them pass, in order.
    std::vector<int> stillToAsk() const;

    // The game's minimum-speed rule: the seat asked now may add a link of `speed` when the
    // stack is empty, or when `speed` is at least both `minSpeed` and the top link's speed.
    bool mayAnswer(int seat, int speed) const;

    // The asked seat passes. Returns closed().
    bool pass();
    // The asked seat answers with `link` (its seat is the asked seat's). Returns closed().
    bool link(ResponseLink link);

    // The top link, taken off the stack: resolution is top down. Call while !links.empty().
    ResponseLink pop();
    // The order the stack resolves in (top first), without changing it.
    std::vector<ResponseLink> resolutionOrder() const { return {links.rbegin(), links.rend()}; }

    // Every field, in declaration order, for a game's stateDigest.
    void addTo(Digest& d) const;
    Json toJson() const;
    // The same object written for a view's output (core/ViewOut.h): with core::StringsOut the
    // leak scan sees its one string without a document being built.
    template <typename Out>
    typename Out::Value write(const Out& out) const
    {
        auto list = out.array(links.size());
        for (const auto& l : links) {
            auto x = out.object();
            x.add("id", l.id).add("seat", l.seat).add("speed", l.speed);
            list.push(x.take());
        }
        auto j = out.object();
        j.add("afterLink", out.text(afterLinkName()))
            .add("links", list.take())
            .add("minSpeed", minSpeed)
            .add("passes", passes)
            .add("seats", seats)
            .add("turn", turn);
        return j.take();
    }
    const char* afterLinkName() const;
    // Throws std::invalid_argument naming the field that is wrong.
    static ResponseWindow fromJson(const Json& j);

    bool operator==(const ResponseWindow&) const = default;

private:
    void advance() { turn = static_cast<int>((static_cast<std::size_t>(turn) + 1) % seats.size()); }
};

} // namespace tabletop::core
