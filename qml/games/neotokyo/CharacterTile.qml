import QtQuick
import QtQuick.Controls
import Tabletop
import "NeotokyoTexts.js" as T

// One main character of the wheel: its colour, whether it is down (turned over), its group
// (a coloured ring, the same for every member), the cards put on it (tucked under), and the
// cards it spoke this turn (turned toward the seat that played them). While a card is
// dragged, the tile lights up only if the card may go here: a Line whose mark aims at this
// character and is in the speaker's reach, a Put or Character card of this colour, a Drama
// that recovers it.
Zone {
    id: tile
    property int index: 0
    property var info: ({})
    property var table
    readonly property string colour: T.colours[index]
    readonly property bool down: info && info.down === true

    title: (info.name || "") + (down ? "  " + qsTr("(down)") : "") + "  " + qsTr("%1/%2 spoken").arg(info.spokenCount || 0).arg(info.limit || 1)
    minSlots: 2
    cardWidth: Theme.cardWidth * 0.55
    faceComponent: Component { NeotokyoCard { tint: tile.colour } }
    color: lit ? Qt.rgba(1, 0.84, 0.3, 0.3) : down ? "#3a2222" : Qt.rgba(0, 0, 0, 0.25)
    border.width: lit || (info && info.group >= 0) ? 4 : 1
    border.color: lit ? Theme.legal : info && info.group >= 0 ? T.groupColour(info.group) : T.colourOf(colour)
    Accessible.name: (info.name || "") + (down ? " " + qsTr("down") : "")
    actionFor: function(card) { return table ? table.actionOnCharacter(card, tile.colour) : null }
    dropChoices: function(card) { return table ? table.lineChoices(card, tile.colour) : [] }
    onChoicesRequested: (actions) => table.offer(actions)

    Rectangle { // the character's colour, as a stripe
        anchors.left: parent.left; anchors.top: parent.top; anchors.bottom: parent.bottom
        width: 6; radius: 3
        color: T.colourOf(tile.colour)
        opacity: tile.down ? 0.3 : 1
    }
    Column { // spoken this turn, each labelled with the seat that played it
        anchors.right: parent.right; anchors.bottom: parent.bottom; anchors.margins: 4
        spacing: 2
        Repeater {
            model: tile.info && tile.info.spoken ? tile.info.spoken : []
            Label {
                required property var modelData
                text: (modelData.line ? qsTr("Line: ") : "") + modelData.name + " \u2190 " + (tile.table ? tile.table.nameOf(modelData.seat) : "")
                      + (modelData.cancelled ? " " + qsTr("(cancelled)") : "")
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                font.strikeout: modelData.cancelled
                background: Rectangle { color: Qt.rgba(0, 0, 0, 0.55); radius: 3 }
            }
        }
    }
}
