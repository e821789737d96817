// The sentences of Servant Zones' rule messages, keyed by message id: the rules speak in ids
// with arguments, the UI shows these templates translated in the "rules" context, with
// {placeholders} filled by Messages::substitute (src/ui/Messages.cpp reads this file from the
// game's module). Plain data, not a QML import. A message without a sentence here is shown in the
// rules' own English (docs/games/servants.md lists which are still to come).
var templates = {
    // Stops: the phases a seat may tick to be asked about chains and steps in.
    "servants.stop.main": QT_TRANSLATE_NOOP("rules", "Chains in a Main Phase"),
    "servants.stop.battle": QT_TRANSLATE_NOOP("rules", "The Battle Phase"),
    // What the seat asked must decide now.
    "servants.prompt.chain": QT_TRANSLATE_NOOP("rules", "{seat}: do you wish to continue? (Chain Link {link}, Speed {speed})"),
    "servants.prompt.step": QT_TRANSLATE_NOOP("rules", "{seat}: play a card in the {step} step, or pass"),
    "servants.prompt.main1": QT_TRANSLATE_NOOP("rules", "{seat}: summon, set, change positions, or move on"),
    "servants.prompt.main2": QT_TRANSLATE_NOOP("rules", "{seat}: summon, set, change positions, or move on"),
    "servants.prompt.battle": QT_TRANSLATE_NOOP("rules", "{seat}: declare an attack or end the Battle Phase"),
    "servants.prompt.discard": QT_TRANSLATE_NOOP("rules", "{seat}: discard down to 6 cards"),
    "servants.prompt.over": QT_TRANSLATE_NOOP("rules", "The match is over"),
    // The log.
    "servants.log.turn": QT_TRANSLATE_NOOP("rules", "{seat} begins turn {turn}"),
    "servants.log.draw": QT_TRANSLATE_NOOP("rules", "{seat} draws a card"),
    "servants.log.drawOwn": QT_TRANSLATE_NOOP("rules", "{seat} draws {card}"),
    "servants.log.summoned": QT_TRANSLATE_NOOP("rules", "{seat} summons {card}"),
    "servants.log.sacrificeSummoned": QT_TRANSLATE_NOOP("rules", "{seat} Sacrifice Summons {card}"),
    "servants.log.sacrificed": QT_TRANSLATE_NOOP("rules", "{seat} sacrifices {card}"),
    "servants.log.set": QT_TRANSLATE_NOOP("rules", "{seat} sets a servant face-down"),
    "servants.log.setOwn": QT_TRANSLATE_NOOP("rules", "{seat} sets {card} face-down"),
    "servants.log.flipSummoned": QT_TRANSLATE_NOOP("rules", "{seat} Flip Summons {card}"),
    "servants.log.position": QT_TRANSLATE_NOOP("rules", "{seat} turns {card} to {position}"),
    "servants.log.cost": QT_TRANSLATE_NOOP("rules", "{seat} pays {amount} Health"),
    "servants.log.power": QT_TRANSLATE_NOOP("rules", "{card}'s {kind} power"),
    "servants.log.setStrategy": QT_TRANSLATE_NOOP("rules", "{seat} sets a card in the strategy zone"),
    "servants.log.setStrategyOwn": QT_TRANSLATE_NOOP("rules", "{seat} sets {card} face-down"),
    "servants.log.battle": QT_TRANSLATE_NOOP("rules", "{seat} enters the Battle Phase"),
    "servants.log.endStep": QT_TRANSLATE_NOOP("rules", "{seat} declares the end of the Battle Phase (End step)"),
    "servants.log.main2": QT_TRANSLATE_NOOP("rules", "{seat} ends the Battle Phase (Main Phase 2)"),
    "servants.log.pass": QT_TRANSLATE_NOOP("rules", "{seat} does not continue the chain"),
    "servants.log.passStep": QT_TRANSLATE_NOOP("rules", "{seat} plays nothing"),
    "servants.log.discarded": QT_TRANSLATE_NOOP("rules", "{seat} discards {card} (hand limit 6)"),
    "servants.log.destroyed": QT_TRANSLATE_NOOP("rules", "{card} is destroyed"),
    "servants.log.unbound": QT_TRANSLATE_NOOP("rules", "{card} is destroyed with the servant it was bound to"),
    "servants.log.mapReplaced": QT_TRANSLATE_NOOP("rules", "{card} leaves the map slot"),
    "servants.log.chainLink": QT_TRANSLATE_NOOP("rules", "{seat} activates {card} as Chain Link {link} (Speed {speed})"),
    "servants.log.negated": QT_TRANSLATE_NOOP("rules", "Chain Link {link}, {card}, is cancelled and destroyed"),
    "servants.log.resolve": QT_TRANSLATE_NOOP("rules", "Chain Link {link} resolves: {card}"),
    "servants.log.fizzle": QT_TRANSLATE_NOOP("rules", "{card} has lost its target and does nothing"),
    "servants.log.replay": QT_TRANSLATE_NOOP("rules", "The defender's servants changed: Replay, {seat} chooses the attack again"),
    "servants.log.attackEnds": QT_TRANSLATE_NOOP("rules", "The attacking servant is gone: the attack ends"),
    "servants.log.attack": QT_TRANSLATE_NOOP("rules", "{card} attacks {target}"),
    "servants.log.attackSet": QT_TRANSLATE_NOOP("rules", "{card} attacks a set servant"),
    "servants.log.attackDirect": QT_TRANSLATE_NOOP("rules", "{card} attacks directly"),
    "servants.log.flipped": QT_TRANSLATE_NOOP("rules", "{card} is flipped face-up by the attack"),
    "servants.log.calculate": QT_TRANSLATE_NOOP("rules", "Damage calculation: OFF {off} against {stat} {against}"),
    "servants.log.damage": QT_TRANSLATE_NOOP("rules", "{seat} takes {amount} damage"),
    "servants.log.heal": QT_TRANSLATE_NOOP("rules", "{seat} gains {amount} Health"),
    "servants.log.specialSummoned": QT_TRANSLATE_NOOP("rules", "{seat} Special Summons {card}"),
    "servants.log.end": QT_TRANSLATE_NOOP("rules", "{seat} ends the turn"),
    // How a match ends.
    "servants.end.health": QT_TRANSLATE_NOOP("rules", "{seat} has no Health left and loses"),
    "servants.end.deckOut": QT_TRANSLATE_NOOP("rules", "{seat} cannot draw and loses"),
    "servants.end.draw": QT_TRANSLATE_NOOP("rules", "Both players reached 0 Health at once: a draw")
}

// The Battle Phase's steps, as the prompts name them.
var names = [
    {
        keys: ["step"],
        context: "ServantsSteps",
        values: {
            "start": QT_TRANSLATE_NOOP("ServantsSteps", "Start"),
            "battle": QT_TRANSLATE_NOOP("ServantsSteps", "Battle"),
            "attack": QT_TRANSLATE_NOOP("ServantsSteps", "Battle"),
            "damage": QT_TRANSLATE_NOOP("ServantsSteps", "Damage"),
            "end": QT_TRANSLATE_NOOP("ServantsSteps", "End")
        }
    },
    {
        keys: ["position"],
        context: "ServantsPositions",
        values: {
            "offense": QT_TRANSLATE_NOOP("ServantsPositions", "Offense Position"),
            "defense": QT_TRANSLATE_NOOP("ServantsPositions", "Defense Position"),
            "set": QT_TRANSLATE_NOOP("ServantsPositions", "Set")
        }
    },
    {
        keys: ["kind"],
        context: "ServantsPowers",
        values: {
            "flip": QT_TRANSLATE_NOOP("ServantsPowers", "Flip"),
            "continuous": QT_TRANSLATE_NOOP("ServantsPowers", "Continuous"),
            "trigger": QT_TRANSLATE_NOOP("ServantsPowers", "Trigger"),
            "cost": QT_TRANSLATE_NOOP("ServantsPowers", "Cost")
        }
    },
    {
        keys: ["stat"],
        context: "ServantsPowers",
        values: {
            "off": QT_TRANSLATE_NOOP("ServantsPowers", "OFF"),
            "def": QT_TRANSLATE_NOOP("ServantsPowers", "DEF")
        }
    }
]
