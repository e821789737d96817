import QtQuick

// Servant Zones is listed in the registry but not playable yet: the home page shows its name and
// blurb. Its table, rules page and card faces join this folder with the game.
QtObject {
    readonly property string title: qsTr("Servant Zones")
    readonly property string blurb: qsTr("A duel of servant zones, chains and 1,000 health.")
}
