import QtQuick
import "ServantsArt.js" as Art

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
}
