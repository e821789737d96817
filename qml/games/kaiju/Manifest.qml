import QtQuick

// What the shared pages ask of Kaiju City (GameManifests.qml finds this file by the game's id):
// its name and blurb on the home page, collection and deck builder; its table and rules page.
// Its cards are drawn by KaijuCard.qml; it ships no card pictures.
QtObject {
    readonly property string title: qsTr("Kaiju City")
    readonly property string blurb: qsTr("Kaiju teams fight through a city for glory.")
    readonly property url table: Qt.resolvedUrl("KaijuTable.qml")
    readonly property url rules: Qt.resolvedUrl("KaijuRules.qml")

    function cardPicture(card, fields) { return "" }
}
