#pragma once

#include "Rng.h"
#include "Types.h"
#include "ViewOut.h"

#include <memory>
#include <stdexcept>

namespace tabletop::core {

// Base of every game's state. States are values: clone() is a deep copy.
class GameState {
public:
    virtual ~GameState() = default;
    virtual std::unique_ptr<GameState> clone() const = 0;
};

// What one argument of an action must be, declared by the game (GameRules::actionSpecs).
// Match checks every submitted action against these declarations before the rules see it, so
// rules code only ever reads arguments of the declared types.
enum class ArgKind { String, Integer, Boolean, StringList, IntegerList };

struct ArgSpec {
    std::string name;
    ArgKind kind = ArgKind::String;
    bool required = true;
    // What the argument names, for the UI: "moved" (the card or piece the action is about: it
    // moves, is played or is chosen; the UI finds a card's actions by it), "destination" (where
    // it goes), or empty.
    std::string role;
    std::int64_t min = -1000000; // Integer and IntegerList only
    std::int64_t max = 1000000;
    std::size_t maxLength = 128; // String and StringList elements: bytes
    std::size_t maxItems = 16;   // StringList and IntegerList
};

struct ActionSpec {
    std::string type;
    std::vector<ArgSpec> args; // any argument not named here is refused
};

// Where every card is, for invariant checks: one entry per physical card.
struct CardLocation {
    std::string card; // stable identity, never shown to seats that may not see it
    std::string zone;
};

class GameRules {
public:
    virtual ~GameRules() = default;

    virtual GameInfo info() const = 0;
    // Every action type this game accepts and its arguments (see ArgSpec). An action whose
    // type is not listed, or whose arguments do not match, is refused by Match with
    // core.badAction / core.badArgument before apply() runs.
    virtual std::vector<ActionSpec> actionSpecs() const = 0;
    // Throws std::invalid_argument naming the bad option or seat count.
    virtual std::unique_ptr<GameState> setup(const MatchConfig&, Rng&) const = 0;
    // Builds a state from a scenario's "position" object (see docs/scenarios.md).
    // Throws std::invalid_argument naming what is wrong.
    virtual std::unique_ptr<GameState> setupScenario(const MatchConfig&, const Json& position, Rng&) const = 0;
    virtual Prompt prompt(const GameState&) const = 0;
    virtual std::vector<Action> legalActions(const GameState&, Seat) const = 0;
    // A refused action leaves the state untouched.
    virtual Result apply(GameState&, const Action&, Rng&) const = 0;
    virtual std::optional<Outcome> outcome(const GameState&) const = 0;
    // nullopt = spectator / public view.
    virtual Json viewFor(const GameState&, std::optional<Seat>) const = 0;
    // Calls `visit` with every string value of viewFor(state, seat) (keys excluded), for the leak
    // scan the random runner does for every seat after every action. The default builds the view
    // and walks it. A game may override it to scan without building the document, only by
    // writing its view once for both (core::JsonOut and core::StringsOut, ViewOut.h); the
    // conformance suite checks that the strings are the view's, as a multiset, after every action.
    virtual void visitViewStrings(const GameState& state, std::optional<Seat> seat, const StringVisitor& visit) const;
    // Optional, for a game whose every seat's view is the spectator's view plus a part of the
    // seat's own (its hand, say): viewsSplit() true, and visitOwnViewStrings gives that part's
    // strings, so that visitViewStrings(seat) is, as a multiset, visitViewStrings(spectator) plus
    // visitOwnViewStrings(seat). The leak scan then reads the shared part once for all viewers
    // instead of once per viewer; the conformance suite checks the sum after every action.
    virtual bool viewsSplit() const { return false; }
    virtual void visitOwnViewStrings(const GameState&, Seat, const StringVisitor&) const {}
    // The whole state, for hashing and debugging (never sent to a seat).
    virtual Json toJson(const GameState&) const = 0;
    // A digest of the whole state, recorded after every action so replays and resyncs can
    // prove they reached the same position. The default hashes toJson(); a game whose
    // toJson is too slow for random playouts overrides it with a direct walk (core::Digest)
    // and keeps a test that the digest changes whenever toJson does.
    virtual std::uint64_t stateDigest(const GameState& state) const;
    // The first game-record version (Match::kRecordVersion) whose hashes are this game's
    // stateDigest; records older than that hashed toJson() and are verified that way. A game
    // that overrides stateDigest returns the record version that came with the override.
    virtual int digestRecordVersion() const { return 1; }

    // What the face of a card shows, by the card's id in the game's card data (the views name
    // cards by that id under "card" and leave the rest out to stay small). Public data only;
    // null when the game has no such card or its views already carry the faces.
    virtual Json cardFace(const std::string& cardId) const
    {
        (void)cardId;
        return nullptr;
    }

    // A state that agrees with everything `seat` knows now and re-deals, from `rng`, everything
    // it does not: other seats' hidden hands, the order of hidden piles, face-down cards. The
    // seat's view and legal actions must be byte-identical in the result (the conformance
    // suite checks this: it is the leak test that also sees positional leaks), and computer
    // opponents think with it instead of peeking. Instance ids seen by the seat stay as they
    // are; hidden ones may be dealt anew.
    virtual std::unique_ptr<GameState> determinize(const GameState& state, Seat seat, Rng& rng) const = 0;

    // Affordances: beside the exact legal list, what the table may draw for `seat` about its
    // pieces: where each can go (cells, cost, path) and what each can reach. Computed from the
    // seat's view ONLY (the argument is viewFor(state, seat)), never from the state, so it tells
    // the seat nothing its view does not, a LAN guest gets the same figures, and QML draws them
    // without rules of its own. Null (the default) when the game publishes none. Shape:
    //   {"pieces": {"<subject>": {                  subject: as the "moved" argument names it
    //       "moves": [{"to": "<destination>",       as the "destination" argument names it
    //                  "cost": n,                   what getting there costs
    //                  "path": ["<cell>", ...]}],   every cell from the start to "to", in order
    //       "reach": ["<cell>", ...]}}}             what it can reach (attack, sight, range)
    // Bad input (a view of another game) may give null; it must not throw.
    virtual Json affordances(const Json& view, Seat seat) const
    {
        (void)view;
        (void)seat;
        return nullptr;
    }

    // Invariant support for random playouts.
    virtual std::vector<CardLocation> cardLocations(const GameState&) const = 0;
    // Card identities the given seat may not see right now (must not occur in its view).
    virtual std::vector<std::string> hiddenFrom(const GameState&, std::optional<Seat>) const = 0;
    // The same, for what runs after every action (Match's undo verdict, the random runner's
    // checks): `visit` is called with each entry of hiddenFrom, resp. each (card, zone) of
    // cardLocations in its order. The defaults build those lists and walk them; a game may
    // override them to give the same entries without building strings (the conformance suite
    // checks after every action that they are the lists' entries).
    using IdVisitor = FunctionRef<void(std::string_view)>;
    using LocationVisitor = FunctionRef<void(std::string_view card, std::string_view zone)>;
    virtual void visitHidden(const GameState& state, std::optional<Seat> seat, IdVisitor visit) const
    {
        for (const auto& id : hiddenFrom(state, seat))
            visit(id);
    }
    // Optional, for a game where much is hidden from every viewer alike (the decks, say):
    // hiddenSplit() true, visitHiddenFromAll gives the ids hidden from every seat and the
    // spectator, and visitHiddenOwn(state, viewer) the rest of that viewer's visitHidden, no id
    // of the first again. Match then builds the shared part once per action for all the seats
    // (HiddenIds::sharedOf, HiddenIds::on); the conformance suite checks after every action that
    // the two parts are visitHidden's ids.
    virtual bool hiddenSplit() const { return false; }
    virtual void visitHiddenFromAll(const GameState&, IdVisitor) const {}
    virtual void visitHiddenOwn(const GameState&, std::optional<Seat>, IdVisitor) const {}
    virtual void visitCardLocations(const GameState& state, LocationVisitor visit) const
    {
        for (const auto& l : cardLocations(state))
            visit(l.card, l.zone);
    }
    // The game's own invariants, beside the card checks above (cards are only one kind of
    // conserved thing): a dead unit stays off the map, a token count never goes negative, two
    // pieces never share a square. The random runner calls it after setup (with no events) and
    // after every accepted action with that action's events, so a check that needs "before" can
    // read what the events say happened. Each problem in words; empty means all is well.
    virtual std::vector<std::string> invariantViolations(const GameState& state,
                                                         const std::vector<Event>& lastEvents) const
    {
        (void)state;
        (void)lastEvents;
        return {};
    }

    // Deck construction, for games that use decks (see docs/cards.md). A deck is
    // {"game": id, "name": "...", "sections": {"<section>": [{"name": "...", "count": n}]}};
    // the section names are the game's own. Returns every problem (rule, message id, English
    // text, args); empty means the deck is legal.
    // True when the seat now asked may answer without anything private of its own: the question
    // and every legal answer are public (a number to choose once the cards are revealed).
    // Hot-seat then offers the answers on the curtain, without showing that seat's hand. A game
    // says so only for questions whose legal actions depend on nothing hidden from other seats.
    virtual bool promptIsPublic(const GameState&) const { return false; }
    // For an option with a content folder (OptionInfo::contentFolder): the content `value` stands
    // for (a listed choice's own object, or the object itself), checked as setup would check it.
    // Throws std::invalid_argument naming what is wrong and where (the field), as setup does;
    // the default knows no content.
    virtual Json optionContent(const std::string& option, const Json& value) const
    {
        (void)value;
        throw std::invalid_argument("option " + option + ": takes no content");
    }
    virtual bool usesDecks() const { return false; }
    virtual std::vector<Message> checkDeck(const Json& deck) const
    {
        (void)deck;
        return {};
    }
};

} // namespace tabletop::core
