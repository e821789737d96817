import QtQuick

// What the shared pages ask of Grimoire (GameManifests.qml finds this file by the game's id):
// its name and blurb, its table and rules page. Grimoire ships no card art. The sentences of
// its rule messages are in RuleMessages.js beside this file.
QtObject {
    readonly property string title: qsTr("Grimoire")
    readonly property string blurb: qsTr("Two investigators collect grimoires and bargain with a demon.")
    readonly property url table: Qt.resolvedUrl("GrimoireTable.qml")
    readonly property url rules: Qt.resolvedUrl("GrimoireRules.qml")

    function cardPicture(card, fields) { return "" }
    // A card-file value in words (the collection's filters, tables and faces), or undefined
    // (its elements and rarities are the shared words of CatalogTexts.js).
    function valueText(key, value) {
        if (key !== "kind")
            return undefined
        switch (value) {
        case "normal": return qsTr("Normal grimoire")
        case "insight": return qsTr("Insight grimoire")
        case "turbidity": return qsTr("Turbidity grimoire")
        case "spell": return qsTr("Spell")
        }
        return undefined
    }

    // The house-rule options in the reader's words (the new-game page, the LAN pages); "" for
    // the shared words.
    function optionLabel(name) {
        switch (name) {
        case "contractTieFulfilled": return qsTr("A tie fulfils the contract (ruling G2)")
        case "sidewaysPower": return qsTr("Power of a sideways Insight card (ruling G2)")
        }
        return ""
    }
}
