import QtQuick

// What the shared pages ask of the test game (found by its id, like any game's manifest).
QtObject {
    readonly property string title: qsTr("Tiny Grid (test game)")
    readonly property string blurb: qsTr("Roll, move, find the treasure the Director hid.")
    readonly property url table: Qt.resolvedUrl("TinyGridTable.qml")
    readonly property url rules: ""

    function cardPicture(card, fields) { return "" }
}
