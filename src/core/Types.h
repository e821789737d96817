#pragma once

#include "Json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::core {

using Seat = int; // 0-based seat index

// A user-visible sentence: a stable id the UI translates, the arguments it needs, and English
// text for the CLI and logs. `rule` names the rule paragraph it comes from (used for links
// to the rules page), or is empty.
struct Message {
    std::string id;
    std::string text;
    Json args = Json::object();
    std::string rule;

    Json toJson() const;
    static Message fromJson(const Json&);
};

// Every decision a person makes. `type` plus `args` are game-specific; `seat` is who acts.
struct Action {
    Seat seat = -1;
    std::string type;
    Json args = Json::object();

    Json toJson() const;
    // Throws std::invalid_argument with a message naming the bad field.
    static Action fromJson(const Json&);
    bool operator==(const Action& other) const
    {
        return seat == other.seat && type == other.type && args == other.args;
    }
};

// Who may see an event. Empty `seats` with `everyone` false means nobody (engine-internal).
struct Audience {
    bool everyone = true;
    std::vector<Seat> seats; // when !everyone: these seats see `data`
    bool includes(std::optional<Seat> seat) const;
};

// Something that happened. Seats outside the audience receive `redacted` instead of `data`
// and `redactedMessage` instead of `message`. Private wording never reaches them: without a
// `redactedMessage` they read "<name> does something hidden" (core.log.hidden), and without
// `redacted` data they get an event of type "hidden" naming only the audience's seats.
struct Event {
    std::string type;
    Json data = Json::object();
    Audience audience;
    Json redacted; // what others see; null: only that the audience did something hidden
    Message message; // log line for those who see `data`
    std::optional<Message> redactedMessage; // log line for the others; none: core.log.hidden

    // What the given seat (or a spectator, nullopt) may see, or nullopt (only for an event
    // whose audience is nobody: engine-internal).
    std::optional<Json> forSeat(std::optional<Seat> seat) const;
    // What forSeat gives every seat inside the audience (true) or outside it (false): a seat
    // changes what it sees only through audience.includes, so a check of every seat's share
    // builds each of the two once.
    std::optional<Json> shown(bool inAudience) const;
    // "Player 2 does something hidden" (core.log.hidden, args {seat}); for several seats
    // core.log.hiddenShared with args {seat: [..]}.
    static Message hiddenMessage(const std::vector<Seat>& seats);
};

struct Result {
    bool accepted = false;
    std::vector<Event> events;
    Message refusal;        // when !accepted
    bool revealedHidden = false; // true when the action showed a card someone could not see before
    static Result refuse(std::string rule, std::string id, std::string text, Json args = Json::object())
    {
        Result r;
        r.refusal = Message{std::move(id), std::move(text), std::move(args), std::move(rule)};
        return r;
    }
};

// Who must decide what now. Several seats means any of them may act (a reaction window).
struct Prompt {
    std::vector<Seat> seats;
    std::string kind; // e.g. "turn", "respond", "target", "contract", "gameOver"
    Message message;
    Json toJson() const;
};

struct Outcome {
    std::vector<Seat> winners; // empty with draw=false never happens; empty + draw = tie
    bool draw = false;
    Message reason;
    Json breakdown = Json::object(); // game-specific scoring detail for the end screen
    Json toJson() const;
};

struct OptionInfo {
    std::string name;        // e.g. "firstPlayer"
    std::string description; // English
    Json defaultValue;
    Json choices = Json::array(); // allowed values, empty = free
    // Titles of some choices for people, by the choice (as a string) and then by language:
    // {"<choice>": {"en": "...", "ja": "..."}}. Front ends show the reader's language (else "en",
    // else the choice itself). Empty: the choices are shown as they are.
    Json choiceTitles = Json::object();
    // Non-empty: besides its listed choices the option takes the content a choice stands for
    // (an object in the game's own format, such as a whole map), so a match's config carries it
    // and a saved game does not depend on any file. The user's own contents are kept in
    // <data folder>/<contentFolder>/<game>/<name>.json; GameRules::optionContent checks one.
    std::string contentFolder;
};

// A part a seat can take in a game with more than one kind of seat (a Director and players).
struct RoleInfo {
    std::string id;    // "director", "player"
    std::string title; // English; front ends translate it by id
    int minSeats = 0;
    int maxSeats = 1;
    // What each seat of this role brings to the table, by kind ("deck", "team", "sheet"): the
    // keys its entry of MatchConfig::setup may hold. The game checks what they contain.
    std::vector<std::string> setup;
};

struct GameInfo {
    std::string id;
    std::string title;
    int minSeats = 2;
    int maxSeats = 2;
    bool playable = false;
    // Raised whenever a change of the rules can make an old record replay differently. Records
    // carry it, and loading a record of another version says so instead of failing on a hash.
    int rulesVersion = 1;
    std::vector<OptionInfo> options;
    // None: every seat is a plain player. Otherwise every seat takes one of these; unless a config
    // says which, seats are given them in this order, each role up to its minimum, then the rest
    // to the first role with room (resolveRoles).
    std::vector<RoleInfo> roles;
    // What every seat brings when the game has no roles (same kinds as RoleInfo::setup).
    std::vector<std::string> seatSetup;
};

struct MatchConfig {
    std::string game;
    int seats = 2;
    std::uint64_t seed = 0;
    std::vector<std::string> seatNames;
    Json options = Json::object();
    Json decks = Json::array();
    // One role id per seat (empty: the game's defaults, see GameInfo::roles), and per seat an
    // object of what it brings ({"team": ..., "sheet": ...}) or null. Written to records only
    // when given, so configs of games without roles stay as they were.
    std::vector<std::string> roles;
    Json setup = Json::array();

    Json toJson() const;
    static MatchConfig fromJson(const Json&); // throws std::invalid_argument
};

// Every seat's role for this config: the config's own list checked against the game's roles
// (known ids, each role's seat count within its bounds), or the defaults when the config gives
// none; and the per-seat setup checked for shape (one entry per seat at most, each an object
// holding only the kinds its role brings). Empty for a game without roles. Throws
// std::invalid_argument with a message that names the seat and the role.
std::vector<std::string> resolveRoles(const GameInfo& info, const MatchConfig& config);

} // namespace tabletop::core
