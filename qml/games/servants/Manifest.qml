import QtQuick
import "ServantsArt.js" as Art
import "ServantsLook.js" as Look

// What the shared pages ask of Servant Zones (GameManifests.qml finds this file by the game's
// id): its name and blurb on the home page, collection and deck builder; its table and rules
// page. Its cards are drawn by ServantsCard.qml; the collection's faces get the element glyph
// (ServantsArt.js).
QtObject {
    readonly property string title: qsTr("Servant Zones")
    readonly property string blurb: qsTr("A duel of servant zones, chains and 1,000 health.")
    readonly property url table: Qt.resolvedUrl("ServantsTable.qml")
    readonly property url rules: Qt.resolvedUrl("ServantsRules.qml")

    function cardPicture(card, fields) { return Art.cardPicture({ element: fields.element || card.element }) }
    // A card-file value in words (the collection's filters, tables and faces), or undefined.
    function valueText(key, value) {
        switch (key) {
        case "type": return Look.kindName(value, "")
        case "element": return Look.elementName(value)
        case "rarity": return Look.rarityGlyph(value) + " " + rarityName(value)
        case "subtype": return subtypeName(value)
        case "servantType": return servantTypeName(value)
        }
        return undefined
    }
    function rarityName(r) {
        switch (r) {
        case "circle": return qsTr("circle")
        case "square": return qsTr("square")
        case "triangle": return qsTr("triangle")
        case "star": return qsTr("star")
        }
        return r
    }
    function subtypeName(t) {
        switch (t) {
        case "normal": return qsTr("Normal")
        case "equip": return qsTr("Equip")
        case "continuous": return qsTr("Continuous")
        case "quickPlay": return qsTr("Quick-Play")
        case "map": return qsTr("Map")
        case "counter": return qsTr("Counter")
        }
        return undefined
    }
    function servantTypeName(t) {
        switch (t) {
        case "Warrior": return qsTr("Warrior")
        case "Spellcaster": return qsTr("Spellcaster")
        case "Beast": return qsTr("Beast")
        case "Dragon": return qsTr("Dragon")
        case "Machine": return qsTr("Machine")
        case "Fiend": return qsTr("Fiend")
        case "Fairy": return qsTr("Fairy")
        case "Zombie": return qsTr("Zombie")
        case "Aqua": return qsTr("Aqua")
        case "Pyro": return qsTr("Pyro")
        case "Rock": return qsTr("Rock")
        case "Plant": return qsTr("Plant")
        }
        return undefined
    }

    // The house-rule options in the reader's words (the new-game page, the LAN pages); "" for
    // the shared words.
    function optionLabel(name) {
        switch (name) {
        case "startingHealth": return qsTr("Starting Health (ruling S4: 1,000)")
        }
        return ""
    }
}
