// Grimoire's words for the table: names, spell effects and move descriptions, all
// translatable.

function elementName(e) {
    switch (e) {
    case "red": return qsTr("Red")
    case "blue": return qsTr("Blue")
    case "yellow": return qsTr("Yellow")
    case "black": return qsTr("Black")
    case "white": return qsTr("White")
    }
    return e
}

function spellName(s) {
    switch (s) {
    case "cthugha": return qsTr("Cthugha")
    case "cthulhu": return qsTr("Cthulhu")
    case "hastur": return qsTr("Hastur")
    case "nyarlathotep": return qsTr("Nyarlathotep")
    case "eihort": return qsTr("Eihort")
    }
    return s
}

function spellElement(s) {
    switch (s) {
    case "cthugha": return "red"
    case "cthulhu": return "blue"
    case "hastur": return "yellow"
    case "nyarlathotep": return "black"
    case "eihort": return "white"
    }
    return ""
}

// [level 3 effect, level 5 effect]
function spellEffects(s) {
    switch (s) {
    case "cthugha": return [qsTr("Banish 1 card from your opponent's library."),
                            qsTr("Banish 1 or 2 cards from your opponent's library.")]
    case "cthulhu": return [qsTr("Your opponent loses 1 random spell from hand."),
                            qsTr("Your opponent loses 2 random spells from hand.")]
    case "hastur": return [qsTr("Cast on your opponent's turn: counter a red or blue spell."),
                           qsTr("Cast on your opponent's turn: counter a red, blue, black or white spell.")]
    case "nyarlathotep": return [qsTr("Flip up to 2 turbidity cards in any library to their other colour."),
                                 qsTr("Flip up to 4 turbidity cards in any library to their other colour.")]
    case "eihort": return [qsTr("Turn one Insight 5 card of yours sideways: it gives 2 power."),
                           qsTr("Turn all your Insight 5 cards sideways: each gives 2 power.")]
    }
    return ["", ""]
}

function cardName(card) {
    if (!card || card.hidden)
        return qsTr("Face-down card")
    switch (card.kind) {
    case "spell": return spellName(card.spell)
    case "insight": return qsTr("%1 grimoire, Insight %2").arg(elementName(card.element)).arg(card.insight)
    case "turbidity": return qsTr("Turbidity grimoire (%1 or %2)").arg(elementName(card.elements[0])).arg(elementName(card.elements[1]))
    }
    return qsTr("%1 grimoire").arg(elementName(card.element))
}

function cardText(card) {
    if (!card || card.hidden)
        return ""
    switch (card.kind) {
    case "spell": {
        const fx = spellEffects(card.spell)
        return qsTr("3 %1 power: %2").arg(elementName(spellElement(card.spell))).arg(fx[0]) + "\n"
             + qsTr("5 %1 power: %2").arg(elementName(spellElement(card.spell))).arg(fx[1])
    }
    case "insight":
        return card.insight === 3
            ? qsTr("Gives 1 power. Acquired in turn 3 or 4 of a round, it turns sideways and gives 2.")
            : qsTr("Gives 1 power. Only Eihort can turn it sideways, and then it gives 2.")
    case "turbidity":
        return qsTr("Choose its colour when you acquire it: %1 or %2. Gives 1 power there.")
            .arg(elementName(card.elements[0])).arg(elementName(card.elements[1]))
    }
    return qsTr("Gives 1 %1 power.").arg(elementName(card.element))
}

function describeAction(a) {
    const args = a.args || {}
    switch (a.type) {
    case "acquire":
        return args.element ? qsTr("Acquire onto %1").arg(elementName(args.element)) : qsTr("Acquire")
    case "cast":
        return args.from === "contract" ? qsTr("Cast %1 from your contract (as 5)").arg(spellName(args.spell))
                                        : qsTr("Cast %1").arg(spellName(args.spell))
    case "counter":
        return args.from === "contract" ? qsTr("Counter with Hastur from your contract") : qsTr("Counter with Hastur")
    case "pass": return qsTr("Let it resolve")
    case "target": return qsTr("Choose this card")
    case "done": return qsTr("Done choosing")
    case "endTurn": return qsTr("End turn")
    case "contract": return qsTr("Place %1 under contract").arg(spellName(args.spell))
    }
    return a.type
}
