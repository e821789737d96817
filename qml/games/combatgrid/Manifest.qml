import QtQuick

// What the shared pages ask of Combat Grid (GameManifests.qml finds this file by the game's id):
// its name and blurb, its table and rules page. It has no cards to picture.
QtObject {
    readonly property string title: qsTr("Combat Grid")
    readonly property string blurb: qsTr("Structured-time combat on a square grid, run by a Director.")
    readonly property url table: Qt.resolvedUrl("CombatGridTable.qml")
    readonly property url rules: Qt.resolvedUrl("CombatGridRules.qml")

    function cardPicture(card, fields) { return "" }

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
