#pragma once

#include "NeoTokyoState.h"
#include "core/ResponseWindow.h"

#include <optional>

namespace tabletop::games::neotokyo {

std::string seatName(int seat);
core::Message msg(std::string id, std::string text, core::Json args = core::Json::object(), std::string rule = {});
core::Json cardJson(const NeoTokyoState& s, int card);

// Rule ids (the rulebook's paragraphs; docs/games/neotokyo.md maps them).
namespace rule {
inline const char* const kPrepare = "neotokyo.prepare";
inline const char* const kTiming = "neotokyo.timing";
inline const char* const kSpeaking = "neotokyo.speaking";
inline const char* const kLine = "neotokyo.line";
inline const char* const kReaction = "neotokyo.reaction";
inline const char* const kPut = "neotokyo.put";
inline const char* const kBattle = "neotokyo.battle";
inline const char* const kEnding = "neotokyo.endingDraw";
inline const char* const kConsummation = "neotokyo.consummation";
inline const char* const kStage = "neotokyo.stage";
inline const char* const kOpening = "neotokyo.openingDraw";
} // namespace rule

// The two response windows, on core::ResponseWindow. Their saved form stays what rules
// versions 1 and 2 recorded (Pending::ask, Stage::ask: the seats still to be asked, in order),
// so digests, views and records are unchanged; the window is rebuilt from it for each answer.
inline constexpr int kSpeakSpeed = 1;    // a card spoken in its own right
inline constexpr int kReactionSpeed = 2; // a Reaction card or a Line spoken in answer (N4, N7)
// Each other seat is asked once, clockwise; the first reaction closes the window and cancels
// the card it answers. The spoken card is the bottom link.
core::ResponseWindow reactionWindow(const Pending& p);
// After an attract, the other seats still in the Stage answer once each, clockwise: a hurt is
// that seat's answer (a link), a pass ends its part in the Stage.
core::ResponseWindow stageWindow(const Stage& st);

// A decoded action: which card, used how, aimed where.
struct Intent {
    std::string type;
    int card = -1; // instance index
    int mark = -1;
    int target = -1;
    std::vector<int> evas;
};

// Checks an action against the rules without changing anything. On success fills `intent`.
std::optional<core::Message> checkAction(const NeoTokyoState& s, const core::Action& a, Intent& intent);

// Strength of an Eva now: 1, +1 per Eva card put on it, Strength effects, its usable weapons.
int computeEvaStrength(const NeoTokyoState& s, int e);

// Consummation conditions (Conditions.cpp).
bool conditionsHold(const NeoTokyoState& s, int seat, const std::vector<Effect>& conditions);

// Changes the state; every step of the turn sequence lives here.
class Engine {
public:
    Engine(NeoTokyoState& s, core::Rng& rng, core::Result& r) : m_s(s), m_rng(rng), m_r(r) {}

    void startTurn();
    void perform(const Intent& intent, int seat);

private:
    void endOfRound();
    void pass(int seat);
    void speak(const Intent& intent, int seat);
    void afterSpeaking(int seat);
    void resolvePending();
    void resolveReactions(core::ResponseWindow& w);
    void resolveEffects(int card, int seat, int target);
    void resolveLine(int speaker, const Mark& mark, bool reaction);
    void startBattle();
    void compareStep();
    void finishBattle();
    void startMain();
    void startEndingDraw();
    void continueEndingDraw();
    void finishEndingDraw();
    void consummationPhase();
    void stageLine(const Intent& intent, int seat);
    void stagePass(int seat);
    void stageAfterHurts();
    void stageFail();
    void nextTurn();

    bool drawCard(int seat, bool mustDraw); // false when the pile is empty
    // A drawn Angel (or, with `revealed`, the top face-down one turned up at the Opening Draw).
    void placeAngel(int card, bool revealed = false);
    void downCharacter(int c);
    void downEva(int e);
    void discardAttached(std::vector<int>& attached);
    void toDiscard(int card);
    void eliminate(int seat, const std::string& why);
    bool checkLastStanding();
    void endGame(std::vector<int> winners, const std::string& reason, core::Message m);
    int evaStrength(int e) const;
    int angelStrength() const;
    void event(std::string type, core::Json data, core::Message m);

    NeoTokyoState& m_s;
    core::Rng& m_rng;
    core::Result& m_r;
};

} // namespace tabletop::games::neotokyo
