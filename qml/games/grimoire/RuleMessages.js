// The sentences of Grimoire's rule messages, keyed by message id: the rules speak in ids with
// arguments, the UI shows these templates translated in the "rules" context, with {placeholders}
// filled by Messages::substitute (src/ui/Messages.cpp reads this file from the game's module).
// Plain data, not a QML import: it is evaluated with QT_TRANSLATE_NOOP and qsTranslate giving back
// the English. A sentence with %n is written as qsTranslate(..., "", n) so that lupdate gives it
// plural forms; Messages picks the form from the message's "count" argument.
var templates = {
    // A move's arguments as a phone's buttons word them (ui::wordForReader: "<game>.arg.<type>.<key>",
    // else "<game>.arg.<key>"; {keyNumber} counts from 1, {keyName} is the seat of that number;
    // an empty sentence hides the argument).
    "grimoire.arg.acquire.element": QT_TRANSLATE_NOOP("rules", "onto {element}"),
    // The kinds of move, as a phone's buttons name them (ui::wordForReader adds them as "label").
    "grimoire.action.acquire": QT_TRANSLATE_NOOP("rules", "Acquire"),
    "grimoire.action.cast": QT_TRANSLATE_NOOP("rules", "Cast"),
    "grimoire.action.counter": QT_TRANSLATE_NOOP("rules", "Counter with Hastur"),
    "grimoire.action.pass": QT_TRANSLATE_NOOP("rules", "Pass"),
    "grimoire.action.target": QT_TRANSLATE_NOOP("rules", "Choose"),
    "grimoire.action.done": QT_TRANSLATE_NOOP("rules", "Done"),
    "grimoire.action.endTurn": QT_TRANSLATE_NOOP("rules", "End the turn"),
    "grimoire.action.contract": QT_TRANSLATE_NOOP("rules", "Make a contract"),
    // Stops: the phases a seat may tick to be asked about optional responses in.
    "grimoire.stop.spell": QT_TRANSLATE_NOOP("rules", "Spells (Hastur)"),
    "grimoire.acquire.done": QT_TRANSLATE_NOOP("rules", "You have already acquired this turn's grimoire (Action A)."),
    "grimoire.acquire.finishFirst": QT_TRANSLATE_NOOP("rules", "Finish acquiring both grimoires of turn 4 before casting a spell (Action A is one action)."),
    "grimoire.acquire.notInExplore": QT_TRANSLATE_NOOP("rules", "That grimoire is not in the explore area."),
    "grimoire.acquire.notNow": QT_TRANSLATE_NOOP("rules", "Grimoires are acquired only during your turn."),
    "grimoire.acquire.ownElement": QT_TRANSLATE_NOOP("rules", "A grimoire goes onto its own colour ({element}) in your library."),
    "grimoire.acquire.required": qsTranslate("rules", "You must acquire %n grimoire(s) before ending your turn (Action A).", "", n),
    "grimoire.badSeat": QT_TRANSLATE_NOOP("rules", "There is no such seat."),
    "grimoire.contract.notAvailable": QT_TRANSLATE_NOOP("rules", "That spell is not available under your contract (a contract spell is cast once per game)."),
    "grimoire.contract.notInHand": QT_TRANSLATE_NOOP("rules", "{spell} is not in your hand."),
    "grimoire.contract.notNow": QT_TRANSLATE_NOOP("rules", "Contracts are made after round 4."),
    "grimoire.end.contract": QT_TRANSLATE_NOOP("rules", "{seat} did not fulfil the contract and loses."),
    "grimoire.end.draw": QT_TRANSLATE_NOOP("rules", "Contracts, colours and hands are all even: a draw."),
    "grimoire.end.elements": QT_TRANSLATE_NOOP("rules", "{seat} has more power in {won} colours against {lost}."),
    "grimoire.end.hand": QT_TRANSLATE_NOOP("rules", "{seat} wins with more spells left in hand."),
    "grimoire.hastur.level": QT_TRANSLATE_NOOP("rules", "Hastur at level 3 counters only red or blue spells; black and white need level 5."),
    "grimoire.hastur.noSpell": QT_TRANSLATE_NOOP("rules", "There is no spell to answer now."),
    "grimoire.hastur.notInHand": QT_TRANSLATE_NOOP("rules", "Hastur is not in your hand."),
    "grimoire.hastur.ownTurn": QT_TRANSLATE_NOOP("rules", "Hastur is cast only in your opponent's turn, against a spell they cast."),
    "grimoire.hastur.power": QT_TRANSLATE_NOOP("rules", "You need at least 3 yellow power to cast Hastur (you have {power})."),
    "grimoire.log.acquired": QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} grimoire."),
    "grimoire.log.acquiredInsight": QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} Insight {insight} grimoire."),
    "grimoire.log.acquiredSideways": QT_TRANSLATE_NOOP("rules", "{seat} acquires a {element} Insight {insight} grimoire; it turns sideways."),
    "grimoire.log.acquiredTurbidity": QT_TRANSLATE_NOOP("rules", "{seat} acquires a turbidity grimoire ({elements}) and lays it on {element}."),
    "grimoire.log.banished": QT_TRANSLATE_NOOP("rules", "{seat} banishes a {element} grimoire from {owner}'s library."),
    "grimoire.log.cast": QT_TRANSLATE_NOOP("rules", "{seat} casts {spell} at level {level}."),
    "grimoire.log.castContract": QT_TRANSLATE_NOOP("rules", "{seat} casts {spell} from the contract (level 5)."),
    "grimoire.log.contract": QT_TRANSLATE_NOOP("rules", "{seat} places a spell under contract, face down."),
    "grimoire.log.contractOwn": QT_TRANSLATE_NOOP("rules", "{seat} places {spell} under contract."),
    "grimoire.log.countered": QT_TRANSLATE_NOOP("rules", "{seat} counters {spell} with Hastur."),
    "grimoire.log.eihortAll": qsTranslate("rules", "{seat} turns %n Insight 5 card(s) sideways.", "", n),
    "grimoire.log.eihortOne": QT_TRANSLATE_NOOP("rules", "{seat} turns an Insight 5 card sideways."),
    "grimoire.log.endTurn": QT_TRANSLATE_NOOP("rules", "{seat} ends the turn."),
    "grimoire.log.gameOver": QT_TRANSLATE_NOOP("rules", "Round 8 is over: the winner is decided."),
    "grimoire.log.handLost": QT_TRANSLATE_NOOP("rules", "{seat} loses {spells} at random."),
    "grimoire.log.moved": QT_TRANSLATE_NOOP("rules", "A turbidity grimoire moves to {element}."),
    "grimoire.log.noTarget": QT_TRANSLATE_NOOP("rules", "{spell} finds no target."),
    "grimoire.log.passed": QT_TRANSLATE_NOOP("rules", "{seat} lets the spell resolve."),
    "grimoire.log.refill": QT_TRANSLATE_NOOP("rules", "Round {round}: {seat} lays out {count} grimoires."),
    "grimoire.notYourDecision": QT_TRANSLATE_NOOP("rules", "It is not {seat}'s decision now."),
    "grimoire.prompt.acquire": qsTranslate("rules", "Acquire %n grimoire(s) and cast up to one spell.", "", n),
    "grimoire.prompt.castOrEnd": QT_TRANSLATE_NOOP("rules", "Cast a spell or end your turn."),
    "grimoire.prompt.contract": QT_TRANSLATE_NOOP("rules", "Place one spell from your hand under contract."),
    "grimoire.prompt.over": QT_TRANSLATE_NOOP("rules", "The game is over."),
    "grimoire.prompt.respond": QT_TRANSLATE_NOOP("rules", "Answer {spell} with Hastur, or let it resolve."),
    "grimoire.prompt.target.cthugha": QT_TRANSLATE_NOOP("rules", "Choose a grimoire in your opponent's library to banish ({chosen} of {max} chosen)."),
    "grimoire.prompt.target.nyarlathotep": QT_TRANSLATE_NOOP("rules", "Choose turbidity cards to move to their other colour ({chosen} of up to {max}), then Done."),
    "grimoire.prompt.target.eihort": QT_TRANSLATE_NOOP("rules", "Choose an Insight 5 card of yours to turn sideways."),
    "grimoire.round.notNow": QT_TRANSLATE_NOOP("rules", "You cannot end your turn now."),
    "grimoire.spell.badTarget": QT_TRANSLATE_NOOP("rules", "{spell} cannot choose that card."),
    "grimoire.spell.from": QT_TRANSLATE_NOOP("rules", "A spell is cast from the hand or the contract."),
    "grimoire.spell.needTarget": qsTranslate("rules", "{spell} must choose at least %n card(s).", "", n),
    "grimoire.spell.noTargets": QT_TRANSLATE_NOOP("rules", "No spell is waiting for targets."),
    "grimoire.spell.notInHand": QT_TRANSLATE_NOOP("rules", "{spell} is not in your hand."),
    "grimoire.spell.notNow": QT_TRANSLATE_NOOP("rules", "Spells are cast during your own turn."),
    "grimoire.spell.once": QT_TRANSLATE_NOOP("rules", "You have already cast a spell this turn (Action B)."),
    "grimoire.spell.power": QT_TRANSLATE_NOOP("rules", "You need at least 3 {element} power to cast {spell} (you have {power})."),
    "grimoire.spell.unknown": QT_TRANSLATE_NOOP("rules", "There is no such spell."),
    "grimoire.turbidity.chooseElement": QT_TRANSLATE_NOOP("rules", "Choose one of the turbidity card's two colours: {element1} or {element2}."),
    "grimoire.unknownAction": QT_TRANSLATE_NOOP("rules", "This game has no such move."),
}

// Argument values that are names, as the reader's language writes them: for the argument keys
// listed (or starting with a prefix listed), a value found here is translated in `context`.
var names = [
    {
        keys: [],
        prefixes: ["element"],
        context: "elements",
        values: {
            "red": QT_TRANSLATE_NOOP("elements", "red"),
            "blue": QT_TRANSLATE_NOOP("elements", "blue"),
            "yellow": QT_TRANSLATE_NOOP("elements", "yellow"),
            "black": QT_TRANSLATE_NOOP("elements", "black"),
            "white": QT_TRANSLATE_NOOP("elements", "white"),
        },
    },
    {
        keys: [],
        prefixes: ["spell"],
        context: "spells",
        values: {
            "cthugha": QT_TRANSLATE_NOOP("spells", "Cthugha"),
            "cthulhu": QT_TRANSLATE_NOOP("spells", "Cthulhu"),
            "hastur": QT_TRANSLATE_NOOP("spells", "Hastur"),
            "nyarlathotep": QT_TRANSLATE_NOOP("spells", "Nyarlathotep"),
            "eihort": QT_TRANSLATE_NOOP("spells", "Eihort"),
        },
    },
    {
        // Where a spell is cast from (the `from` of a cast move), as a phone's move names it.
        keys: ["from"],
        prefixes: [],
        context: "rules",
        values: {
            "hand": QT_TRANSLATE_NOOP("rules", "from the hand"),
            "contract": QT_TRANSLATE_NOOP("rules", "from the contract"),
        },
    },
]
