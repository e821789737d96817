import QtQuick
import "NeotokyoArt.js" as Art

// What the shared pages ask of Neo-Tokyo (GameManifests.qml finds this file by the game's id):
// its name and blurb on the home page, collection and deck builder; its table and rules page;
// the picture on its cards in the collection and the deck builder. The sentences of its rule
// messages are in RuleMessages.js beside this file.
QtObject {
    readonly property string title: qsTr("Neo-Tokyo")
    readonly property string blurb: qsTr("Relationship card game on the Neo-Tokyo board. Speak Lines, form groups, defeat the Angels.")
    readonly property url table: Qt.resolvedUrl("NeotokyoTable.qml")
    readonly property url rules: Qt.resolvedUrl("NeotokyoRules.qml")

    // The card-file fields that encode a card's text for the rules (marks, effects, the levels
    // of a consummation) in words for the collection's card detail; undefined for a field
    // shown as it is written.
    function fieldText(key, value) {
        if (!Array.isArray(value))
            return undefined
        switch (key) {
        case "marks": return value.map(m => markText(m)).join("; ")
        case "effects": return value.length ? value.map(e => effectText(e)).join("; ") : qsTr("none")
        case "level1": case "level2": return value.map(c => conditionText(c)).join("; ")
        }
        return undefined
    }
    // A card-file value in words (the collection's filters, tables and faces), or undefined.
    function valueText(key, value) {
        switch (key) {
        case "type":
            switch (value) {
            case "eva": return qsTr("Eva")
            case "character": return qsTr("Character")
            case "drama": return qsTr("Drama")
            case "battle": return qsTr("Battle")
            case "put": return qsTr("Put")
            case "line": return qsTr("Line")
            case "angel": return qsTr("Angel")
            case "consummation": return qsTr("Consummation")
            }
            return undefined
        case "colour": return character(value) + " (" + colourName(value) + ")"
        case "putOn": return value === "character" ? qsTr("a character") : value === "eva" ? qsTr("an Eva") : undefined
        }
        return undefined
    }
    function colourName(c) {
        switch (c) {
        case "blue": return qsTr("blue")
        case "white": return qsTr("white")
        case "red": return qsTr("red")
        case "green": return qsTr("green")
        case "yellow": return qsTr("yellow")
        case "black": return qsTr("black")
        }
        return c
    }
    function character(colour) {
        const names = { blue: "Shinji", white: "Rei", red: "Asuka", green: "Misato", yellow: "Ritsuko", black: "Gendou" }
        return names[colour] ? qsTranslate("characters", names[colour]) : (colour || "")
    }
    function markText(m) {
        if (m.mark === "attract")
            return qsTr("attracts %1").arg(character(m.target))
        if (m.mark === "hurt")
            return qsTr("hurts %1").arg(character(m.target))
        return String(m.mark) + " " + character(m.target)
    }
    function signed(n) { return n > 0 ? "+" + n : String(n) }
    function effectText(e) {
        const n = e.amount !== undefined ? e.amount : 1
        switch (e.op) {
        case "draw": return qsTr("draw %n card(s)", "", n)
        case "recover": return qsTr("a downed main character recovers")
        case "recoverEvas": return qsTr("every downed Eva recovers")
        case "angelStrength": return qsTr("the Angel's Strength %1 this turn").arg(signed(n))
        case "evaStrength": return e.weapon ? qsTr("weapon: one fighting Eva's Strength %1").arg(signed(n))
                                            : qsTr("one fighting Eva's Strength %1").arg(signed(n))
        case "allEvaStrength": return qsTr("every fighting Eva's Strength %1").arg(signed(n))
        case "extraWeapon": return qsTr("one fighting Eva may use one more weapon")
        case "cancel": return qsTr("cancels the card it reacts to")
        case "othersDiscard": return qsTr("every other player discards %n card(s) at random", "", n)
        case "dpBonus": return qsTr("%1 DP in each Ending Draw").arg(signed(n))
        case "extraSpeak": return qsTr("may speak one more card each turn")
        case "guard": return qsTr("discarded instead of the character being downed, once")
        case "weapon": return qsTr("weapon: %1 Strength").arg(signed(n))
        case "strength": return qsTr("Strength %1").arg(signed(n))
        case "weaponSlot": return qsTr("may use one more weapon in each battle")
        case "silence": return e.colour ? qsTr("silences %1").arg(character(e.colour)) : qsTr("silences a character")
        case "weaponsUseless": return qsTr("weapons add no Strength")
        case "drawPenalty": return qsTr("every player counts %n DP less in the Ending Draw", "", Math.abs(n))
        case "noEvaRecovery": return qsTr("downed Evas do not recover in the Opening Draw")
        case "downPilots": return qsTr("on winning a battle, the fighting Evas' pilots are downed")
        }
        return String(e.op)
    }
    function conditionText(c) {
        const who = character(c.colour)
        switch (c.op) {
        case "grouped": return (c.min || 1) > 1 ? qsTr("%1 grouped with at least %2 others").arg(who).arg(c.min)
                                                : qsTr("%1 grouped with someone").arg(who)
        case "groupedWith": return qsTr("%1 grouped with %2").arg(who).arg([].concat(c.with || []).map(character).join(qsTr(" and ")))
        case "angelsDefeated": return qsTr("at least %n Angel(s) defeated", "", c.min || c.count || 1)
        case "puts": return qsTr("%1 has at least %2 card(s) put on them").arg(who).arg(c.min || 1)
        case "down": return qsTr("%1 down").arg([].concat(c.colours || c.colour || []).map(character).join(qsTr(" and ")))
        case "downCount": return qsTr("at least %n character(s) down", "", c.min || c.count || 1)
        case "handSize": return qsTr("a hand of at least %n card(s)", "", c.min || c.count || 1)
        }
        return String(c.op)
    }

    // `card` is a catalog row ({id, name, type, data}), `fields` its card-file fields.
    function cardPicture(card, fields) {
        return Art.cardPicture({ name: card.name, type: fields.type || card.type, colour: fields.colour, card: card.id }, "")
    }
}
