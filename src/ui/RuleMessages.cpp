// Message ids of the rules, listed for lupdate. The rules core speaks in ids (see
// Messages.cpp); translators see the English sentence in the comment above each id.
#include <QtGlobal>

namespace tabletop::ui {
[[maybe_unused]] static const char* const kRuleMessageIds[] = {
    //: It is not this seat's decision now.
    QT_TRANSLATE_NOOP("rules", "core.notYourTurn"),
    //: The game is over.
    QT_TRANSLATE_NOOP("rules", "core.gameOver"),
};
} // namespace tabletop::ui
