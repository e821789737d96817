// The sentences of the shared rules (core::Match, deck shapes), keyed by message id. The rules
// core speaks in ids with arguments (and English for the CLI); the UI shows these templates,
// translated in the "rules" context, with {placeholders} filled by Messages::substitute. Each
// game's own sentences are in its qml/games/<id>/RuleMessages.js (Messages.cpp reads them).
#include "Messages.h"

#include <QHash>

namespace tabletop::ui {

const char* Messages::templateFor(const QString& id)
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("core.notYourTurn"), QT_TRANSLATE_NOOP("rules", "It is not {seat}'s decision now.")},
        {QStringLiteral("core.gameOver"), QT_TRANSLATE_NOOP("rules", "The game is over.")},
        {QStringLiteral("core.unknownAction"), QT_TRANSLATE_NOOP("rules", "This game has no move called \"{action}\".")},
        {QStringLiteral("core.badArgument"), QT_TRANSLATE_NOOP("rules", "The move \"{action}\" was refused: its argument \"{argument}\" is not acceptable ({problem}).")},
        // What others read of a private event that has no public wording (core::Event::forSeat).
        {QStringLiteral("core.log.hidden"), QT_TRANSLATE_NOOP("rules", "{seat} does something hidden.")},
        {QStringLiteral("core.log.hiddenShared"), QT_TRANSLATE_NOOP("rules", "{seat} share something hidden.")},
        // A pass of an optional response (a reaction, a response window), and one made by the
        // seat's stops (session::MatchHost), which the seat was never asked about.
        {QStringLiteral("core.log.pass"), QT_TRANSLATE_NOOP("rules", "{seat} passes.")},
        {QStringLiteral("core.log.stopPass"), QT_TRANSLATE_NOOP("rules", "{seat} passes (stop).")},
        // The standard roll event (core/RollEvent.h), the same in every game's log.
        {QStringLiteral("core.roll.dice"), QT_TRANSLATE_NOOP("rules", "{who} rolls {dice}: {faces} = {total}.")},
        {QStringLiteral("core.roll.pass"), QT_TRANSLATE_N_NOOP("rules", "{who} tests {what}: rolls {roll} against {target}, passed with %n degree(s) of success.")},
        {QStringLiteral("core.roll.fail"), QT_TRANSLATE_N_NOOP("rules", "{who} tests {what}: rolls {roll} against {target}, failed with %n degree(s) of failure.")},
        {QStringLiteral("core.roll.critical"), QT_TRANSLATE_N_NOOP("rules", "{who} tests {what}: rolls {roll} against {target}, a critical success with %n degree(s) of success.")},
        {QStringLiteral("core.roll.fumble"), QT_TRANSLATE_N_NOOP("rules", "{who} tests {what}: rolls {roll} against {target}, a fumble with %n degree(s) of failure.")},
        {QStringLiteral("core.roll.opposed"), QT_TRANSLATE_NOOP("rules", "{who} ({roll} against {target}) opposed by {against} ({againstRoll} against {againstTarget}): {winner} wins.")},
        {QStringLiteral("core.internalError"), QT_TRANSLATE_NOOP("rules", "The rules could not handle this move; nothing changed. (Internal error: {detail})")},
        {QStringLiteral("deck.shape.notObject"), QT_TRANSLATE_NOOP("rules", "{path} must be an object.")},
        {QStringLiteral("deck.shape.notString"), QT_TRANSLATE_NOOP("rules", "{path} must be text.")},
        {QStringLiteral("deck.shape.wrongGame"), QT_TRANSLATE_NOOP("rules", "This deck is for {game}, not for {expected}.")},
        {QStringLiteral("deck.shape.tooLong"), QT_TRANSLATE_NOOP("rules", "{path} is longer than {max} bytes.")},
        {QStringLiteral("deck.shape.noSections"), QT_TRANSLATE_NOOP("rules", "{path}: a deck needs an object of card lists, one per section.")},
        {QStringLiteral("deck.shape.tooMany"), QT_TRANSLATE_NOOP("rules", "{path}: at most {max}, not {count}.")},
        {QStringLiteral("deck.shape.unknownSection"), QT_TRANSLATE_NOOP("rules", "{path}: unknown section (this game's sections: {sections}).")},
        {QStringLiteral("deck.shape.notList"), QT_TRANSLATE_NOOP("rules", "{path} must be a list of cards with counts.")},
        {QStringLiteral("deck.shape.missing"), QT_TRANSLATE_NOOP("rules", "{path} is missing.")},
        {QStringLiteral("deck.shape.badName"), QT_TRANSLATE_NOOP("rules", "{path} must be a card name.")},
        {QStringLiteral("deck.shape.unknownCard"), QT_TRANSLATE_NOOP("rules", "{path}: no card of this game is called {name}.")},
        {QStringLiteral("deck.shape.badCount"), QT_TRANSLATE_NOOP("rules", "{path} must be a whole number from 1 to {max}, not {value}.")},
        {QStringLiteral("deck.shape.more"), QT_TRANSLATE_NOOP("rules", "And {count} more problems.")},
    };
    return table.value(id, nullptr);
}

} // namespace tabletop::ui
