// The sentences of Servant Zones' rule messages, keyed by message id: the rules speak in ids
// with arguments, the UI shows these templates translated in the "rules" context, with
// {placeholders} filled by Messages::substitute (src/ui/Messages.cpp reads this file from the
// game's module). Plain data, not a QML import. A message without a sentence here is shown in the
// rules' own English (docs/games/servants.md lists which are still to come).
var templates = {
    // A move's arguments as a phone's buttons word them (ui::wordForReader: "<game>.arg.<type>.<key>",
    // else "<game>.arg.<key>"; {keyNumber} counts from 1, {keyName} is the seat of that number;
    // an empty sentence hides the argument).
    "servants.arg.slot": QT_TRANSLATE_NOOP("rules", "to slot {slotNumber}"),
    "servants.arg.sacrifices": QT_TRANSLATE_NOOP("rules", "sacrificing {sacrifices}"),
    "servants.arg.targetSeat": "",
    "servants.arg.targetSlot": QT_TRANSLATE_NOOP("rules", "at {targetSeatName}'s slot {targetSlotNumber}"),
    "servants.arg.target": QT_TRANSLATE_NOOP("rules", "at {target}"),
    "servants.arg.target.unnamed": QT_TRANSLATE_NOOP("rules", "at slot {targetNumber}"), // a face-down servant
    "servants.arg.summon": QT_TRANSLATE_NOOP("rules", "summoning {summon}"),
    // The kinds of move, as a phone's buttons name them (ui::wordForReader adds them as "label").
    "servants.action.summon": QT_TRANSLATE_NOOP("rules", "Summon"),
    "servants.action.set": QT_TRANSLATE_NOOP("rules", "Set face-down"),
    "servants.action.flip": QT_TRANSLATE_NOOP("rules", "Flip Summon"),
    "servants.action.position": QT_TRANSLATE_NOOP("rules", "Change position"),
    "servants.action.setStrategy": QT_TRANSLATE_NOOP("rules", "Set a strategy"),
    "servants.action.battle": QT_TRANSLATE_NOOP("rules", "Battle"),
    "servants.action.attack": QT_TRANSLATE_NOOP("rules", "Attack"),
    "servants.action.endBattle": QT_TRANSLATE_NOOP("rules", "End the Battle Phase"),
    "servants.action.endTurn": QT_TRANSLATE_NOOP("rules", "End the turn"),
    "servants.action.discard": QT_TRANSLATE_NOOP("rules", "Discard"),
    "servants.action.activate": QT_TRANSLATE_NOOP("rules", "Activate"),
    "servants.action.pass": QT_TRANSLATE_NOOP("rules", "Pass"),
    "servants.action.usePower": QT_TRANSLATE_NOOP("rules", "Use a power"),
    // Stops: the phases a seat may tick to be asked about chains and steps in.
    "servants.stop.main": QT_TRANSLATE_NOOP("rules", "Chains in a Main Phase"),
    "servants.stop.battle": QT_TRANSLATE_NOOP("rules", "The Battle Phase"),
    // What the seat asked must decide now.
    "servants.prompt.chain": QT_TRANSLATE_NOOP("rules", "{seat}: do you wish to continue? (Chain Link {link}, Speed {speed})"),
    "servants.prompt.step": QT_TRANSLATE_NOOP("rules", "{seat}: play a card in the {step} step, or pass"),
    "servants.prompt.summon": QT_TRANSLATE_NOOP("rules", "{seat}: respond to {owner}'s summon, or pass"),
    "servants.prompt.summonOf": QT_TRANSLATE_NOOP("rules", "{seat}: respond to {owner}'s summon of {card}, or pass"),
    "servants.prompt.endPhase": QT_TRANSLATE_NOOP("rules", "{seat}: respond before {owner}'s End Phase, or pass"),
    "servants.prompt.main1": QT_TRANSLATE_NOOP("rules", "{seat}: summon, set, change positions, or move on"),
    "servants.prompt.main2": QT_TRANSLATE_NOOP("rules", "{seat}: summon, set, change positions, or move on"),
    "servants.prompt.battle": QT_TRANSLATE_NOOP("rules", "{seat}: declare an attack or end the Battle Phase"),
    "servants.prompt.discard": QT_TRANSLATE_NOOP("rules", "{seat}: discard down to 6 cards"),
    "servants.prompt.flipTarget": QT_TRANSLATE_NOOP("rules", "{seat}: choose the target of {card}'s Flip power"),
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
    "servants.log.controlTaken": QT_TRANSLATE_NOOP("rules", "{seat} takes control of {card}"),
    "servants.log.controlFull": QT_TRANSLATE_NOOP("rules", "{seat}'s servant zone is full: {card} does nothing"),
    "servants.log.controlTakenTurn": QT_TRANSLATE_NOOP("rules", "{seat} takes control of {card} until the end of the turn"),
    "servants.log.controlReturned": QT_TRANSLATE_NOOP("rules", "{card} returns to {seat}"),
    "servants.log.controlReturnFull": QT_TRANSLATE_NOOP("rules", "{seat}'s servant zone is full: {card} is sent to the graveyard"),
    "servants.log.controlNothing": QT_TRANSLATE_NOOP("rules", "{seat} has no face-up servant: {card}'s power takes nothing"),
    "servants.log.powerLink": QT_TRANSLATE_NOOP("rules", "{seat} uses {card}'s Multi-trigger power as Chain Link {link} (Speed {speed})"),
    "servants.log.powerGone": QT_TRANSLATE_NOOP("rules", "{card} is no longer face-up on its player's side: its power does nothing"),
    "servants.log.powerTargetGone": QT_TRANSLATE_NOOP("rules", "{card}'s target has left the map: its power does nothing"),
    "servants.log.flipAsk": QT_TRANSLATE_NOOP("rules", "{seat} chooses the target of {card}'s Flip power"),
    "servants.log.flipNoTarget": QT_TRANSLATE_NOOP("rules", "{card}'s Flip power has no legal target: it does nothing"),
    "servants.log.returnedToHand": QT_TRANSLATE_NOOP("rules", "{by} returns {card} to {seat}'s hand"),
    "servants.log.positionByEffect": QT_TRANSLATE_NOOP("rules", "{by} turns {card} to {position}"),
    "servants.log.boosted": QT_TRANSLATE_NOOP("rules", "{card} gains {amount} {stat} until the end of the turn"),
    "servants.log.weakened": QT_TRANSLATE_NOOP("rules", "{card} loses {amount} {stat} until the end of the turn"),
    "servants.log.end": QT_TRANSLATE_NOOP("rules", "{seat} ends the turn"),
    // How a match ends.
    "servants.end.health": QT_TRANSLATE_NOOP("rules", "{seat} has no Health left and loses"),
    "servants.end.deckOut": QT_TRANSLATE_NOOP("rules", "{seat} cannot draw and loses"),
    "servants.end.draw": QT_TRANSLATE_NOOP("rules", "Both players reached 0 Health at once: a draw"),
    // Refusals: why a move is not taken, naming the rule.
    "servants.over": QT_TRANSLATE_NOOP("rules", "The match is over."),
    "servants.notYourDecision": QT_TRANSLATE_NOOP("rules", "It is not {seat}'s decision now."),
    "servants.unknownAction": QT_TRANSLATE_NOOP("rules", "This game has no such move."),
    "servants.pass.nothing": QT_TRANSLATE_NOOP("rules", "There is no chain or step to pass in."),
    "servants.chain.answerFirst": QT_TRANSLATE_NOOP("rules", "First answer the chain or the step: continue with a card, or pass."),
    "servants.chain.speed1": QT_TRANSLATE_NOOP("rules", "{card} is a Speed 1 card: it never answers a chain."),
    "servants.chain.tooSlow": QT_TRANSLATE_NOOP("rules", "{card} has Speed {speed}: the top link of the chain has Speed {top}, and a card answering it must be at least as fast (Speed 2 or more; only Speed 3 answers Speed 3)."),
    "servants.phase.notMain": QT_TRANSLATE_NOOP("rules", "{what} only in your Main Phase 1 or 2."),
    "servants.phase.notBattle": QT_TRANSLATE_NOOP("rules", "That is done only in the Battle Phase."),
    "servants.battle.fromMain1": QT_TRANSLATE_NOOP("rules", "The Battle Phase follows Main Phase 1."),
    "servants.battle.firstTurn": QT_TRANSLATE_NOOP("rules", "The starting player has no Battle Phase in their first turn."),
    "servants.card.notInHand": QT_TRANSLATE_NOOP("rules", "That card is not in your hand."),
    "servants.card.notServant": QT_TRANSLATE_NOOP("rules", "{card} is not a servant: strategies and conspiracies go to the strategy zone."),
    "servants.summon.once": QT_TRANSLATE_NOOP("rules", "You have already Normal Summoned or Set a servant this turn (once per turn, shared by both Main Phases)."),
    "servants.sacrifice.notYours": QT_TRANSLATE_NOOP("rules", "A sacrifice must be a servant in your own servant zone."),
    "servants.sacrifice.twice": QT_TRANSLATE_NOOP("rules", "A servant is sacrificed only once."),
    "servants.sacrifice.count": QT_TRANSLATE_NOOP("rules", "A level {level} servant needs exactly %n sacrifice(s)."),
    "servants.slot.bad": QT_TRANSLATE_NOOP("rules", "Choose one of your five slots."),
    "servants.slot.taken": QT_TRANSLATE_NOOP("rules", "That servant slot is taken (five-card limit of the Servant Card Zone)."),
    "servants.slot.full": QT_TRANSLATE_NOOP("rules", "Your servant zone is full (five-card limit of the Servant Card Zone)."),
    "servants.strategySlot.taken": QT_TRANSLATE_NOOP("rules", "That strategy slot is taken (five-card limit of the Strategy & Conspiracy Card Zone)."),
    "servants.servant.notYours": QT_TRANSLATE_NOOP("rules", "That is not a servant you control."),
    "servants.flip.notSet": QT_TRANSLATE_NOOP("rules", "Only a face-down (Set) servant can be Flip Summoned."),
    "servants.position.setNeedsFlip": QT_TRANSLATE_NOOP("rules", "A Set servant changes position only by a Flip Summon."),
    "servants.position.placedThisTurn": QT_TRANSLATE_NOOP("rules", "A servant summoned or set this turn cannot change position."),
    "servants.position.attacked": QT_TRANSLATE_NOOP("rules", "A servant that attacked this turn cannot change position."),
    "servants.position.once": QT_TRANSLATE_NOOP("rules", "This servant has already changed position this turn."),
    "servants.power.none": QT_TRANSLATE_NOOP("rules", "{card} has no Cost power."),
    "servants.power.faceDown": QT_TRANSLATE_NOOP("rules", "A face-down servant uses no power."),
    "servants.power.once": QT_TRANSLATE_NOOP("rules", "{card}'s Cost power is used once per turn."),
    "servants.power.target": QT_TRANSLATE_NOOP("rules", "{card}'s power needs a servant on the map as its target."),
    "servants.power.targetFaceDown": QT_TRANSLATE_NOOP("rules", "{card}'s power needs a face-up servant as its target."),
    "servants.power.targetSelf": QT_TRANSLATE_NOOP("rules", "{card}'s Flip power targets another servant, not itself."),
    "servants.flip.chooseFirst": QT_TRANSLATE_NOOP("rules", "First choose the target of {card}'s Flip power."),
    "servants.cost.health": QT_TRANSLATE_NOOP("rules", "Paying {cost} Health for {card} needs more than that left."),
    "servants.strategy.isServant": QT_TRANSLATE_NOOP("rules", "{card} is a servant: it is summoned or set in the servant zone."),
    "servants.strategy.map": QT_TRANSLATE_NOOP("rules", "A Map Strategy card is played to the map slot, not set in the strategy zone."),
    "servants.activate.notYours": QT_TRANSLATE_NOOP("rules", "That card is not in your hand nor set face-down in your strategy zone."),
    "servants.activate.servant": QT_TRANSLATE_NOOP("rules", "{card} is a servant: it is summoned, not activated."),
    "servants.activate.mainOnly": QT_TRANSLATE_NOOP("rules", "{card} is activated only in your own Main Phase 1 or 2, with no chain open."),
    "servants.activate.noAttack": QT_TRANSLATE_NOOP("rules", "{card} answers an attack of your opponent's."),
    "servants.conspiracy.setFirst": QT_TRANSLATE_NOOP("rules", "{card} is a Conspiracy card: it is always set face-down first."),
    "servants.conspiracy.sameTurn": QT_TRANSLATE_NOOP("rules", "{card} was set this turn: a Conspiracy card is activated from a later turn."),
    "servants.counter.nothing": QT_TRANSLATE_NOOP("rules", "{card} answers a Strategy or Conspiracy card on the chain."),
    "servants.counter.notPower": QT_TRANSLATE_NOOP("rules", "{card} cancels a Strategy or Conspiracy card, not a servant's power."),
    "servants.damageStep.onlyOffDef": QT_TRANSLATE_NOOP("rules", "In the Damage step only cards that change OFF or DEF are played; {card} does not."),
    "servants.control.notOpponents": QT_TRANSLATE_NOOP("rules", "{card} takes control of a servant your opponent controls."),
    "servants.target.bad": QT_TRANSLATE_NOOP("rules", "{card} needs a face-up servant as its target."),
    "servants.specialSummon.choice": QT_TRANSLATE_NOOP("rules", "{card} brings out a servant of level {level} or lower from your hand: choose one."),
    "servants.attack.notOffense": QT_TRANSLATE_NOOP("rules", "Only a servant in Offense Position attacks."),
    "servants.attack.once": QT_TRANSLATE_NOOP("rules", "A servant attacks only once per turn."),
    "servants.attack.bound": QT_TRANSLATE_NOOP("rules", "A card on the map keeps this servant from attacking."),
    "servants.attack.direct": QT_TRANSLATE_NOOP("rules", "A direct attack is possible only when your opponent has no servants."),
    "servants.attack.noTarget": QT_TRANSLATE_NOOP("rules", "There is no servant in that slot to attack."),
    "servants.discard.notNow": QT_TRANSLATE_NOOP("rules", "Discarding is done in the End Phase, down to 6.")
}

// Where a move's argument points in the seat's view (ui::wordForReader names it by what it finds:
// "{}" the argument, "{other}" the opponent's seat).
var refs = {
    "servants.ref.attack.target": "seats/{other}/servants/{}"
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
            "cost": QT_TRANSLATE_NOOP("ServantsPowers", "Cost"),
            "multiTrigger": QT_TRANSLATE_NOOP("ServantsPowers", "Multi-trigger")
        }
    },
    {
        keys: ["stat"],
        context: "ServantsPowers",
        values: {
            "off": QT_TRANSLATE_NOOP("ServantsPowers", "OFF"),
            "def": QT_TRANSLATE_NOOP("ServantsPowers", "DEF")
        }
    },
    {
        keys: ["what"],
        context: "ServantsMoves",
        values: {
            "Summon": QT_TRANSLATE_NOOP("ServantsMoves", "Summoning is done"),
            "Set": QT_TRANSLATE_NOOP("ServantsMoves", "Setting is done"),
            "Activate": QT_TRANSLATE_NOOP("ServantsMoves", "Cards are activated"),
            "End the turn": QT_TRANSLATE_NOOP("ServantsMoves", "The turn is ended")
        }
    }
]
