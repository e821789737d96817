import QtQuick
import "CombatGridLook.js" as Look

// What the shared pages ask of Combat Grid (GameManifests.qml finds this file by the game's id):
// its name and blurb, its table and rules page. It has no cards to picture: the collection lists
// its encounters, weapons and combatant sheets (src/games/combatgrid/CollectionEntries.cpp), as
// entries with no copies to own, opened in CollectionEntry.qml.
QtObject {
    readonly property string title: qsTr("Combat Grid")
    readonly property string blurb: qsTr("Structured-time combat on a square grid, run by a Director.")
    readonly property url table: Qt.resolvedUrl("CombatGridTable.qml")
    readonly property url rules: Qt.resolvedUrl("CombatGridRules.qml")
    readonly property bool collectible: false
    readonly property url entryDetails: Qt.resolvedUrl("CollectionEntry.qml")

    function cardPicture(card, fields) { return "" }

    // The collection's filters and list in the reader's words.
    function fieldLabel(name) {
        switch (name) {
        case "type": return qsTr("Kind of entry")
        case "kind": return qsTr("Combatant")
        case "attack": return qsTr("Attack")
        case "scale": return qsTr("Scale")
        case "side": return qsTr("Side")
        case "damage": return qsTr("Damage")
        }
        return ""
    }
    function valueText(key, value) {
        switch (key) {
        case "type":
            switch (value) {
            case "encounter": return qsTr("Encounter")
            case "weapon": return qsTr("Weapon")
            case "sheet": return qsTr("Combatant sheet")
            }
            break
        case "scale": return value === "eva" ? qsTr("Eva scale") : value === "human" ? qsTr("Human scale") : ""
        case "side": return value === "director" ? qsTr("Director") : value === "players" ? qsTr("Players") : ""
        case "kind": return Look.kindName(value)
        case "attack": return value === "ranged" ? qsTr("Ranged") : value === "melee" ? qsTr("Melee") : ""
        }
        return ""
    }
    // One line about an entry for the collection's list.
    function entrySummary(card) {
        const d = card.data || card.card || {}
        switch (d.type) {
        case "encounter": {
            const fighters = d.combatants || []
            const players = fighters.filter(c => c.side === "players").length
            return qsTr("%1 × %2 · %3 · %4 against %5").arg(d.width).arg(d.height)
                .arg(valueText("scale", d.scale)).arg(players).arg(fighters.length - players)
        }
        case "weapon":
            return d.attack === "ranged" ? qsTr("Ranged · damage %1 · range %2").arg(d.damage).arg(d.range)
                                         : qsTr("Melee · damage %1").arg(d.damage)
        case "sheet":
            return qsTr("%1 · %2 · wounds %3 · fate %4").arg(valueText("side", d.side)).arg(Look.kindName(d.kind))
                .arg(d.wounds).arg(d.fate)
        }
        return ""
    }

    // The Director's map editor for the encounter option (the new-game page's button beside it).
    function optionEditor(name) {
        return name === "encounter" ? { url: Qt.resolvedUrl("EncounterEditor.qml"), label: qsTr("Edit this encounter…") } : null
    }

    // The house-rule options in the reader's words (the new-game page, the LAN pages); "" for
    // the shared words.
    function optionLabel(name) {
        switch (name) {
        case "encounter": return qsTr("Encounter")
        case "directorMayEnd": return qsTr("The Director may end the encounter at any of its turns")
        }
        return ""
    }
}
