// The sentences of the rules, keyed by message id. The rules core speaks in ids with
// arguments (and English for the CLI); the UI shows these templates, translated in the
// "rules" context, with {placeholders} filled by Messages::substitute.
#include "Messages.h"

#include <QHash>

namespace tabletop::ui {

const char* Messages::templateFor(const QString& id)
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("core.notYourTurn"), QT_TRANSLATE_NOOP("rules", "It is not {seat}'s decision now.")},
        {QStringLiteral("core.gameOver"), QT_TRANSLATE_NOOP("rules", "The game is over.")},
        {QStringLiteral("grimoire.acquire.done"), QT_TRANSLATE_NOOP("rules", "You have already acquired this turn's grimoire (Action A).")},
        {QStringLiteral("grimoire.acquire.finishFirst"), QT_TRANSLATE_NOOP("rules", "Finish acquiring both grimoires of turn 4 before casting a spell (Action A is one action).")},
        {QStringLiteral("grimoire.acquire.notInExplore"), QT_TRANSLATE_NOOP("rules", "That grimoire is not in the explore area.")},
        {QStringLiteral("grimoire.acquire.notNow"), QT_TRANSLATE_NOOP("rules", "Grimoires are acquired only during your turn.")},
        {QStringLiteral("grimoire.acquire.ownElement"), QT_TRANSLATE_NOOP("rules", "A grimoire goes onto its own colour ({element}) in your library.")},
        {QStringLiteral("grimoire.acquire.required"), QT_TRANSLATE_N_NOOP("rules", "You must acquire %n grimoire(s) before ending your turn (Action A).")},
        {QStringLiteral("grimoire.badSeat"), QT_TRANSLATE_NOOP("rules", "There is no such seat.")},
        {QStringLiteral("grimoire.contract.notAvailable"), QT_TRANSLATE_NOOP("rules", "That spell is not available under your contract (a contract spell is cast once per game).")},
        {QStringLiteral("grimoire.contract.notInHand"), QT_TRANSLATE_NOOP("rules", "{spell} is not in your hand.")},
        {QStringLiteral("grimoire.contract.notNow"), QT_TRANSLATE_NOOP("rules", "Contracts are made after round 4.")},
        {QStringLiteral("grimoire.end.contract"), QT_TRANSLATE_NOOP("rules", "{seat} did not fulfil the contract and loses.")},
        {QStringLiteral("grimoire.end.draw"), QT_TRANSLATE_NOOP("rules", "Contracts, colours and hands are all even: a draw.")},
        {QStringLiteral("grimoire.end.elements"), QT_TRANSLATE_NOOP("rules", "{seat} has more power in {won} colours against {lost}.")},
        {QStringLiteral("grimoire.end.hand"), QT_TRANSLATE_NOOP("rules", "{seat} wins with more spells left in hand.")},
        {QStringLiteral("grimoire.hastur.level"), QT_TRANSLATE_NOOP("rules", "Hastur at level 3 counters only red or blue spells; black and white need level 5.")},
        {QStringLiteral("grimoire.hastur.noSpell"), QT_TRANSLATE_NOOP("rules", "There is no spell to answer now.")},
        {QStringLiteral("grimoire.hastur.notInHand"), QT_TRANSLATE_NOOP("rules", "Hastur is not in your hand.")},
        {QStringLiteral("grimoire.hastur.ownTurn"), QT_TRANSLATE_NOOP("rules", "Hastur is cast only in your opponent's turn, against a spell they cast.")},
        {QStringLiteral("grimoire.hastur.power"), QT_TRANSLATE_NOOP("rules", "You need at least 3 yellow power to cast Hastur (you have {power}).")},
        {QStringLiteral("grimoire.log.acquired"), QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} grimoire.")},
        {QStringLiteral("grimoire.log.acquiredInsight"), QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} Insight {insight} grimoire.")},
        {QStringLiteral("grimoire.log.acquiredSideways"), QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} Insight {insight} grimoire; it turns sideways.")},
        {QStringLiteral("grimoire.log.acquiredTurbidity"), QT_TRANSLATE_NOOP("rules", "{seat} acquires a turbidity grimoire ({elements}) and lays it on {element}.")},
        {QStringLiteral("grimoire.log.banished"), QT_TRANSLATE_NOOP("rules", "{seat} banishes a {element} grimoire from {owner}'s library.")},
        {QStringLiteral("grimoire.log.cast"), QT_TRANSLATE_NOOP("rules", "{seat} casts {spell} at level {level}.")},
        {QStringLiteral("grimoire.log.castContract"), QT_TRANSLATE_NOOP("rules", "{seat} casts {spell} from the contract (level 5).")},
        {QStringLiteral("grimoire.log.contract"), QT_TRANSLATE_NOOP("rules", "{seat} places a spell under contract, face down.")},
        {QStringLiteral("grimoire.log.contractOwn"), QT_TRANSLATE_NOOP("rules", "{seat} places {spell} under contract.")},
        {QStringLiteral("grimoire.log.countered"), QT_TRANSLATE_NOOP("rules", "{seat} counters {spell} with Hastur.")},
        {QStringLiteral("grimoire.log.eihortAll"), QT_TRANSLATE_N_NOOP("rules", "{seat} turns %n Insight 5 card(s) sideways.")},
        {QStringLiteral("grimoire.log.eihortOne"), QT_TRANSLATE_NOOP("rules", "{seat} turns an Insight 5 card sideways.")},
        {QStringLiteral("grimoire.log.endTurn"), QT_TRANSLATE_NOOP("rules", "{seat} ends the turn.")},
        {QStringLiteral("grimoire.log.gameOver"), QT_TRANSLATE_NOOP("rules", "Round 8 is over: the winner is decided.")},
        {QStringLiteral("grimoire.log.handLost"), QT_TRANSLATE_NOOP("rules", "{seat} loses {spells} at random.")},
        {QStringLiteral("grimoire.log.moved"), QT_TRANSLATE_NOOP("rules", "A turbidity grimoire moves to {element}.")},
        {QStringLiteral("grimoire.log.noTarget"), QT_TRANSLATE_NOOP("rules", "{spell} finds no target.")},
        {QStringLiteral("grimoire.log.passed"), QT_TRANSLATE_NOOP("rules", "{seat} lets the spell resolve.")},
        {QStringLiteral("grimoire.log.refill"), QT_TRANSLATE_NOOP("rules", "Round {round}: {seat} lays out {count} grimoires.")},
        {QStringLiteral("grimoire.notYourDecision"), QT_TRANSLATE_NOOP("rules", "It is not {seat}'s decision now.")},
        {QStringLiteral("grimoire.prompt.acquire"), QT_TRANSLATE_N_NOOP("rules", "Acquire %n grimoire(s) and cast up to one spell.")},
        {QStringLiteral("grimoire.prompt.castOrEnd"), QT_TRANSLATE_NOOP("rules", "Cast a spell or end your turn.")},
        {QStringLiteral("grimoire.prompt.contract"), QT_TRANSLATE_NOOP("rules", "Place one spell from your hand under contract.")},
        {QStringLiteral("grimoire.prompt.over"), QT_TRANSLATE_NOOP("rules", "The game is over.")},
        {QStringLiteral("grimoire.prompt.respond"), QT_TRANSLATE_NOOP("rules", "Answer {spell} with Hastur, or let it resolve.")},
        {QStringLiteral("grimoire.prompt.target.cthugha"), QT_TRANSLATE_NOOP("rules", "Choose a grimoire in your opponent's library to banish ({chosen} of {max} chosen).")},
        {QStringLiteral("grimoire.prompt.target.nyarlathotep"), QT_TRANSLATE_NOOP("rules", "Choose turbidity cards to move to their other colour ({chosen} of up to {max}), then Done.")},
        {QStringLiteral("grimoire.prompt.target.eihort"), QT_TRANSLATE_NOOP("rules", "Choose an Insight 5 card of yours to turn sideways.")},
        {QStringLiteral("grimoire.round.notNow"), QT_TRANSLATE_NOOP("rules", "You cannot end your turn now.")},
        {QStringLiteral("grimoire.spell.badTarget"), QT_TRANSLATE_NOOP("rules", "{spell} cannot choose that card.")},
        {QStringLiteral("grimoire.spell.from"), QT_TRANSLATE_NOOP("rules", "A spell is cast from the hand or the contract.")},
        {QStringLiteral("grimoire.spell.needTarget"), QT_TRANSLATE_N_NOOP("rules", "{spell} must choose at least %n card(s).")},
        {QStringLiteral("grimoire.spell.noTargets"), QT_TRANSLATE_NOOP("rules", "No spell is waiting for targets.")},
        {QStringLiteral("grimoire.spell.notInHand"), QT_TRANSLATE_NOOP("rules", "{spell} is not in your hand.")},
        {QStringLiteral("grimoire.spell.notNow"), QT_TRANSLATE_NOOP("rules", "Spells are cast during your own turn.")},
        {QStringLiteral("grimoire.spell.once"), QT_TRANSLATE_NOOP("rules", "You have already cast a spell this turn (Action B).")},
        {QStringLiteral("grimoire.spell.power"), QT_TRANSLATE_NOOP("rules", "You need at least 3 {element} power to cast {spell} (you have {power}).")},
        {QStringLiteral("grimoire.spell.unknown"), QT_TRANSLATE_NOOP("rules", "There is no such spell.")},
        {QStringLiteral("grimoire.turbidity.chooseElement"), QT_TRANSLATE_NOOP("rules", "Choose one of the turbidity card's two colours: {element1} or {element2}.")},
        {QStringLiteral("grimoire.unknownAction"), QT_TRANSLATE_NOOP("rules", "This game has no such move.")},
    };
    return table.value(id, nullptr);
}

} // namespace tabletop::ui
