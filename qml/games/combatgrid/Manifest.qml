import QtQuick

// Combat Grid is listed in the registry but not playable yet: the home page shows its name and
// blurb. Its table, rules page and card faces join this folder with the game.
QtObject {
    readonly property string title: qsTr("Combat Grid")
    readonly property string blurb: qsTr("Structured-time combat on a square grid, run by a Director.")
}
