import QtQuick

// Kaiju City is listed in the registry but not playable yet: the home page shows its name and
// blurb. Its table, rules page and card faces join this folder with the game.
QtObject {
    readonly property string title: qsTr("Kaiju City")
    readonly property string blurb: qsTr("Kaiju teams fight through a city for glory.")
}
