// The sentences of Combat Grid's rule messages, keyed by message id (the rules speak in ids with
// arguments; Messages::substitute fills the {placeholders}). Plain data, read by src/ui/Messages.cpp
// and by lupdate; a sentence with %n is written with qsTranslate so it gets plural forms.
var templates = {
    "combatgrid.attack.ally": QT_TRANSLATE_NOOP("rules", "{target} is on {name}'s side."),
    "combatgrid.attack.calledLocation": QT_TRANSLATE_NOOP("rules", "A Called Attack names a hit location of the target."),
    "combatgrid.attack.down": QT_TRANSLATE_NOOP("rules", "{target} is already down."),
    "combatgrid.attack.fastMelee": QT_TRANSLATE_NOOP("rules", "A Fast Attack is a melee attack."),
    "combatgrid.attack.locationOnlyCalled": QT_TRANSLATE_NOOP("rules", "Only a Called Attack chooses the hit location."),
    "combatgrid.attack.chargePath": qsTranslate("rules", "A Charge moves at least one square and at most a Basic Move (%n) along a free path.", "", n),
    "combatgrid.attack.chargeSquare": QT_TRANSLATE_NOOP("rules", "A Charge, and only it, names the square its Basic Move ends on."),
    "combatgrid.attack.meleeOnly": QT_TRANSLATE_NOOP("rules", "That attack variation is a melee attack."),
    "combatgrid.attack.noSight": QT_TRANSLATE_NOOP("rules", "{name} has no line of sight to {target} (C7)."),
    "combatgrid.attack.noTarget": QT_TRANSLATE_NOOP("rules", "No such combatant is in sight."),
    "combatgrid.attack.notAdjacent": QT_TRANSLATE_NOOP("rules", "A melee attack needs {target} adjacent."),
    "combatgrid.attack.outOfRange": qsTranslate("rules", "{target} is %n square(s) away, beyond the weapon's range of {range}.", "", n),
    "combatgrid.attack.strongDisadvantages": QT_TRANSLATE_NOOP("rules", "A Strong Attack, and only it, takes one or two Disadvantages (+2 damage each)."),
    "combatgrid.attack.unknownVariation": QT_TRANSLATE_NOOP("rules", "There is no such attack variation."),
    "combatgrid.chanceAttack.answerFirst": QT_TRANSLATE_NOOP("rules", "{name} may make a Chance Attack: take it or let it go first."),
    "combatgrid.chanceAttack.notAsked": QT_TRANSLATE_NOOP("rules", "No Chance Attack is waiting for an answer."),
    "combatgrid.disengage.declared": QT_TRANSLATE_NOOP("rules", "{name} has already declared a Disengage this turn."),
    "combatgrid.disengage.how": QT_TRANSLATE_NOOP("rules", "A Disengage is by a test or by an Action."),
    "combatgrid.disengage.notEngaged": QT_TRANSLATE_NOOP("rules", "{name} is not Engaged in Melee."),
    "combatgrid.end.directorEnded": QT_TRANSLATE_NOOP("rules", "The Director ends the encounter."),
    "combatgrid.end.directorWins": QT_TRANSLATE_NOOP("rules", "Every player combatant is down: the Director wins."),
    "combatgrid.end.playersWin": QT_TRANSLATE_NOOP("rules", "Every enemy is down: the players win."),
    "combatgrid.endDirectorOnly": QT_TRANSLATE_NOOP("rules", "Only the Director ends an encounter."),
    "combatgrid.endNotAllowed": QT_TRANSLATE_NOOP("rules", "This match's options do not let the Director end the encounter."),
    "combatgrid.log.charge": QT_TRANSLATE_NOOP("rules", "{name} charges {target}."),
    "combatgrid.log.chargeStopped": QT_TRANSLATE_NOOP("rules", "{name}'s Charge is stopped short."),
    "combatgrid.log.chanceAttack": QT_TRANSLATE_NOOP("rules", "{name} makes a Chance Attack on {target}, who flees."),
    "combatgrid.log.chanceAttackDeclined": QT_TRANSLATE_NOOP("rules", "{name} lets {target} go (no Chance Attack)."),
    "combatgrid.log.chanceAttackGrapple": QT_TRANSLATE_NOOP("rules", "{name} makes a Chance Attack on {target}, whose Grapple failed."),
    "combatgrid.log.chanceAttackRise": QT_TRANSLATE_NOOP("rules", "{name} makes a Chance Attack on {target}, who rises."),
    "combatgrid.log.defend": QT_TRANSLATE_NOOP("rules", "{name} defends (an Advantage on evasion and Chance Attacks until its next turn)."),
    "combatgrid.log.disengageAction": QT_TRANSLATE_NOOP("rules", "{name} spends an Action to disengage."),
    "combatgrid.log.disengageTest": QT_TRANSLATE_NOOP("rules", "{name} will test to disengage."),
    "combatgrid.log.endTurn": QT_TRANSLATE_NOOP("rules", "{name} ends the turn."),
    "combatgrid.log.focus": QT_TRANSLATE_NOOP("rules", "{name} focuses (an Advantage on the next test)."),
    "combatgrid.log.grapple": QT_TRANSLATE_NOOP("rules", "{name} grapples {target}."),
    "combatgrid.log.grappleBroken": QT_TRANSLATE_NOOP("rules", "{name} breaks free of {target}'s grapple."),
    "combatgrid.log.grappleEnds": QT_TRANSLATE_NOOP("rules", "{name} is no longer grappled."),
    "combatgrid.log.grappleHolds": QT_TRANSLATE_NOOP("rules", "{name} fails to break {target}'s grapple and does nothing."),
    "combatgrid.log.knockdown": QT_TRANSLATE_NOOP("rules", "{name} is knocked prone."),
    "combatgrid.log.move": QT_TRANSLATE_NOOP("rules", "{name} moves."),
    "combatgrid.log.moveStopped": QT_TRANSLATE_NOOP("rules", "{name} is stopped by someone unseen."),
    "combatgrid.log.noWound": QT_TRANSLATE_NOOP("rules", "{name} is hit in the {location}: damage {damage} against defence {defense}, no wound."),
    "combatgrid.log.push": qsTranslate("rules", "{name} is pushed back %n square(s).", "", n),
    "combatgrid.log.pushBlocked": qsTranslate("rules", "{name} is pushed back %n square(s) into an obstacle ({left} Stress and damage).", "", n),
    "combatgrid.log.rise": QT_TRANSLATE_NOOP("rules", "{name} rises."),
    "combatgrid.log.round": qsTranslate("rules", "Round %n", "", n),
    "combatgrid.log.unseen": QT_TRANSLATE_NOOP("rules", "Something moves out of sight."),
    "combatgrid.log.wound": qsTranslate("rules", "{name} is hit in the {location}: damage {damage} against defence {defense}, %n wound(s).", "", n),
    "combatgrid.move.noMove": QT_TRANSLATE_NOOP("rules", "{name} has used this turn's Move."),
    "combatgrid.move.noPath": QT_TRANSLATE_NOOP("rules", "No path leads there (walls, corners and combatants block)."),
    "combatgrid.move.offMap": QT_TRANSLATE_NOOP("rules", "That square is off the map."),
    "combatgrid.move.tooFar": qsTranslate("rules", "That costs {cost} of movement; {name} has %n left.", "", n),
    "combatgrid.noActions": QT_TRANSLATE_NOOP("rules", "{name} has no Action left this turn (a turn has two Actions)."),
    "combatgrid.notActing": QT_TRANSLATE_NOOP("rules", "It is {name}'s turn, not that combatant's."),
    "combatgrid.notYourTurn": QT_TRANSLATE_NOOP("rules", "It is not your combatant's turn."),
    "combatgrid.over": QT_TRANSLATE_NOOP("rules", "The encounter is over."),
    "combatgrid.prompt.chanceAttack": QT_TRANSLATE_NOOP("rules", "{name} may make a Chance Attack on {target}."),
    "combatgrid.prompt.director": QT_TRANSLATE_NOOP("rules", "The Director acts."),
    "combatgrid.prompt.over": QT_TRANSLATE_NOOP("rules", "The encounter is over."),
    "combatgrid.prompt.turn": QT_TRANSLATE_NOOP("rules", "{name}'s turn."),
    "combatgrid.repeated": QT_TRANSLATE_NOOP("rules", "An action and its variations are not repeated in a turn ({name})."),
    "combatgrid.rise.notProne": QT_TRANSLATE_NOOP("rules", "{name} is not prone."),
    "combatgrid.unknownAction": QT_TRANSLATE_NOOP("rules", "Combat Grid has no such action.")
};

// Argument values that are names, as the reader's language writes them (combatant names come
// from the encounter files and stay as written): what a roll tests, and the hit locations.
var names = [
    {
        keys: ["what"],
        prefixes: [],
        context: "combatgrid",
        values: {
            "attack": QT_TRANSLATE_NOOP("combatgrid", "attack"),
            "hitLocation": QT_TRANSLATE_NOOP("combatgrid", "hit location"),
            "chanceAttack": QT_TRANSLATE_NOOP("combatgrid", "Chance Attack"),
            "disengage": QT_TRANSLATE_NOOP("combatgrid", "disengage"),
            "breakGrapple": QT_TRANSLATE_NOOP("combatgrid", "break free")
        }
    },
    {
        // The Advantages and Disadvantages a roll names (the log's RollEntry shows these).
        keys: ["modifier"],
        prefixes: [],
        context: "combatgrid",
        values: {
            "fastAttack": QT_TRANSLATE_NOOP("combatgrid", "Fast Attack"),
            "calledAttack": QT_TRANSLATE_NOOP("combatgrid", "Called Attack"),
            "focus": QT_TRANSLATE_NOOP("combatgrid", "Focus"),
            "ambushing": QT_TRANSLATE_NOOP("combatgrid", "Ambushing"),
            "highGround": QT_TRANSLATE_NOOP("combatgrid", "High Ground"),
            "proneTarget": QT_TRANSLATE_NOOP("combatgrid", "Prone target"),
            "pointBlank": QT_TRANSLATE_NOOP("combatgrid", "Point Blank"),
            "closeRange": QT_TRANSLATE_NOOP("combatgrid", "Close range"),
            "shootingAtProne": QT_TRANSLATE_NOOP("combatgrid", "Shooting at Prone"),
            "shootingIntoMelee": QT_TRANSLATE_NOOP("combatgrid", "Shooting into Melee"),
            "coverPartial": QT_TRANSLATE_NOOP("combatgrid", "Cover (Partial)"),
            "coverFull": QT_TRANSLATE_NOOP("combatgrid", "Cover (Full)"),
            "difficultTerrain": QT_TRANSLATE_NOOP("combatgrid", "Difficult Terrain"),
            "fleeing": QT_TRANSLATE_NOOP("combatgrid", "Fleeing"),
            "charge": QT_TRANSLATE_NOOP("combatgrid", "Charge"),
            "strongAttack": QT_TRANSLATE_NOOP("combatgrid", "Strong Attack"),
            "grappledEnemy": QT_TRANSLATE_NOOP("combatgrid", "Grappled Enemy"),
            "defending": QT_TRANSLATE_NOOP("combatgrid", "Defending")
        }
    },
    {
        keys: ["location"],
        prefixes: [],
        context: "combatgrid",
        values: {
            "head": QT_TRANSLATE_NOOP("combatgrid", "head"),
            "leftArm": QT_TRANSLATE_NOOP("combatgrid", "left arm"),
            "rightArm": QT_TRANSLATE_NOOP("combatgrid", "right arm"),
            "body": QT_TRANSLATE_NOOP("combatgrid", "body"),
            "leftLeg": QT_TRANSLATE_NOOP("combatgrid", "left leg"),
            "rightLeg": QT_TRANSLATE_NOOP("combatgrid", "right leg"),
            "core": QT_TRANSLATE_NOOP("combatgrid", "core")
        }
    }
];
