#pragma once

#include "Board.h"
#include "CardData.h"
#include "core/GameRules.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::games::neotokyo {

// Ruling N2: Unit Zero by Rei, Unit One by Shinji, Unit Two by Asuka.
inline constexpr std::array<const char*, 3> kEvaIds{"unit00", "unit01", "unit02"};
inline constexpr std::array<const char*, 3> kEvaNames{"Unit Zero", "Unit One", "Unit Two"};
inline constexpr std::array<int, 3> kPilots{Rei, Shinji, Asuka};

enum class Phase { OpeningDraw, BattleAssign, Battle, Main, EndingDiscard, Consummation, Stage, Over };

// One physical card of a game. `id` is the instance id seats see; it changes when the card
// goes back into a hidden zone, so nobody can follow it there.
struct Inst {
    int def = 0;
    int owner = 0;
    std::string id;
};

struct Spoken {
    int card = 0;      // instance index
    int seat = 0;      // who played it
    int speaker = 0;   // the character (colour) who spoke it
    int dp = 0;        // what it counts in the Ending Draw
    bool line = false;
    bool counts = true; // against the speaking limit (false for Other cards)
    bool put = false;   // attached somewhere: stays after the Ending Draw
    bool cancelled = false;
};

struct CharacterSlot {
    bool down = false;
    std::vector<int> attached; // instance indices, at most two
};

struct EvaSlot {
    bool down = false;
    std::vector<int> attached;
};

struct SeatState {
    std::vector<int> deck; // top first
    std::vector<int> hand;
    std::vector<int> discard;
    int consummation = -1; // instance index, outside the deck
    int level = 0;         // Consummation level 0, 1, 2
    bool out = false;      // lost and left the game
    int angelsDefeated = 0;
    int stageCards = 0;     // cards played in the current Consummation Stage
    bool stageDone = false; // passed in the Stage: no more cards this Stage
};

// A card the active player spoke, waiting for the other seats' reactions.
struct Pending {
    int card = 0; // instance index
    int seat = 0;
    int speaker = 0;
    bool line = false;
    int mark = 0;    // index into the card's marks, for a Line
    int target = -1; // character for a Line or recover; Eva index for Eva cards and battle cards
    std::vector<int> ask; // seats still to be asked, in clockwise order
    int cancelledBy = -1;
};

struct Battle {
    std::vector<int> assigned;      // Eva indices
    std::array<int, 3> bonus{};     // non-weapon Strength from battle cards
    std::array<std::vector<int>, 3> weapons; // weapon values from battle cards
    std::array<int, 3> extraWeapons{};
    int step = 1; // 1 assign round, 2 compare round
};

struct Stage {
    int seat = 0;
    int character = 0;
    bool awaitingAttract = true;
    std::vector<int> ask; // seats still to answer the last attract
    bool hurt = false;    // someone hurt since the last attract
    std::vector<int> played; // instance indices spoken in the Stage
};

struct Options {
    int firstPlayer = -1; // -1: from the seed
};

struct NeoTokyoState : core::GameState {
    Options options;
    int seats = 2;
    std::vector<Inst> cards;
    std::vector<SeatState> players;
    std::array<CharacterSlot, 6> characters;
    std::array<EvaSlot, 3> evas;
    Groups groups;
    int angel = -1;              // instance index of the Angel in Neo-Tokyo
    std::vector<int> angelQueue; // face down outside Neo-Tokyo, top first
    int angelModifier = 0;       // Strength change this turn
    int firstPlayer = 0;
    int active = 0;
    int turn = 1;
    Phase phase = Phase::OpeningDraw;
    int priority = 0;
    int passes = 0;
    std::vector<Spoken> spoken; // this turn, in order
    std::optional<Pending> pending;
    std::optional<Battle> battle;
    std::optional<Stage> stage;
    std::vector<int> endingOrder; // seats still to do their Ending Draw
    int discardSeat = -1;
    int discardLeft = 0;
    int nextId = 0;
    // The end: winners (empty + angelsWin = humanity perished).
    bool over = false;
    std::vector<int> winners;
    std::string endReason; // "consummation", "lastStanding", "angels"
    core::Message endMessage;

    std::unique_ptr<core::GameState> clone() const override { return std::make_unique<NeoTokyoState>(*this); }

    const CardDef& def(int card) const;
    int alive() const;
    int nextAlive(int seat) const; // clockwise (to the left)
    std::vector<int> othersClockwise(int seat) const;
    int spokenCount(int character) const;
    int speakLimit(int character) const;
    bool angelHas(const std::string& op) const;
    bool silenced(int character) const;
};

} // namespace tabletop::games::neotokyo
