import QtQuick
import QtQuick.Controls
import Tabletop
import "NeotokyoTexts.js" as T

// One main character of the wheel: portrait and name, how many cards it may still speak this
// turn (pips), its group (a thick ring in the group's colour, the same for every member), the
// cards put on it (tucked under, peeking out below), and the cards it spoke this turn, lying
// on it turned toward the seat that played them. A downed character is turned over: the
// tile shows its back. While a card is dragged the tile lights up only if the card may go
// here: a Line whose mark aims at this character and is in the speaker's reach, a Put or
// Character card of this colour, a Drama that recovers it.
Zone {
    id: tile
    property int index: 0
    property var info: ({})
    property var table
    property var zoom
    property var attachedModel: null
    property string portrait: ""
    // Where each seat sits, in this tile's parent's coordinates (spoken cards turn to it).
    property var seatPoint: function(seat) { return Qt.point(0, 0) }
    readonly property string colour: T.colours[index]
    readonly property bool down: info && info.down === true
    readonly property bool grouped: info && info.group >= 0
    property int groupNumber: -1 // 0, 1, ... in the order the groups appear on the board (the table counts)
    readonly property int spokenCount: info && info.spokenCount ? info.spokenCount : 0
    readonly property int limit: info && info.limit ? info.limit : 1

    title: ""
    minSlots: 0
    cardWidth: Theme.cardWidth * 0.5
    faceComponent: Component { NeotokyoCard { tint: tile.colour } }
    radius: 10
    color: lit ? Qt.rgba(1, 0.84, 0.3, 0.35) : down ? Theme.cardBack : "#1c2a24"
    border.width: lit ? 4 : grouped ? 5 : 2
    border.color: lit ? Theme.legal : grouped ? T.groupColour(tile.groupNumber) : Qt.darker(T.lineColourOf(colour), down ? 2 : 1.1)
    Accessible.name: qsTranslate("characters", info.name || "") + (down ? " " + qsTr("down") : "")
    actionFor: function(card) { return table ? table.actionOnCharacter(card, tile.colour) : null }
    dropChoices: function(card) { return table ? table.lineChoices(card, tile.colour) : [] }
    onChoicesRequested: (actions) => table.offer(actions)
    Behavior on border.color { ColorAnimation { duration: Theme.animMs } }

    // Turned over when downed or recovered: the tile flips about its vertical axis.
    transform: Scale { id: flip; origin.x: tile.width / 2; xScale: 1 }
    onDownChanged: if (Theme.animMs > 0) flipAnimation.restart()
    NumberAnimation { id: flipAnimation; target: flip; property: "xScale"; from: 0; to: 1; duration: Theme.animMs * 2; easing.type: Easing.OutBack }

    TuckedCards { // under the tile: drawn first, peeking out below its bottom edge
        z: -1
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height * 0.58 // the lower 42% (name and marks) shows
        model: tile.attachedModel
        faceComponent: tile.faceComponent
        cardWidth: Theme.cardWidth * 0.5
        zoom: tile.zoom
    }

    Rectangle { // the back of a turned-over character: a lattice
        anchors.fill: parent; anchors.margins: 3
        visible: tile.down
        radius: 8
        color: "transparent"
        clip: true
        Repeater {
            model: 8
            Rectangle {
                required property int index
                x: index * parent.width / 6 - parent.height
                y: parent.height / 2 - 1
                width: parent.height * 2.2; height: 1.5
                rotation: 45
                color: "#5d4a70"
            }
        }
    }

    Item { // portrait: the art, or the initial on the character's colour until art exists
        id: face
        x: 6; y: 6
        width: Math.min(parent.height - 12, parent.width * 0.42); height: width
        opacity: tile.down ? 0.35 : 1
        Rectangle {
            anchors.fill: parent
            radius: width * 0.18
            color: T.colourOf(tile.colour)
            border.color: Qt.rgba(0, 0, 0, 0.4)
            Text {
                anchors.centerIn: parent
                visible: tile.portrait.length === 0
                text: qsTranslate("characters", tile.info.name || "?").charAt(0)
                color: T.inkOf(tile.colour)
                font.pixelSize: parent.height * 0.55
                font.bold: true
            }
            Image {
                anchors.fill: parent
                anchors.margins: 2
                visible: tile.portrait.length > 0
                source: tile.portrait
                sourceSize: Qt.size(width * 2, height * 2)
                fillMode: Image.PreserveAspectFit
                smooth: true
            }
        }
    }

    Column {
        anchors.left: face.right; anchors.leftMargin: 6
        anchors.right: parent.right; anchors.rightMargin: 4
        y: 6
        spacing: 3
        Text {
            width: parent.width
            text: qsTranslate("characters", tile.info.name || "")
            color: Theme.text
            font.pixelSize: Math.max(12, tile.height * 0.14)
            font.bold: true
            elide: Text.ElideRight
        }
        Row { // one pip per card it may speak this turn; filled when spoken
            spacing: 3
            visible: !tile.down
            Repeater {
                model: Math.max(tile.limit, tile.spokenCount)
                Rectangle {
                    required property int index
                    width: 9; height: 9; radius: 4.5
                    color: index < tile.spokenCount ? T.lineColourOf(tile.colour) : "transparent"
                    border.color: T.lineColourOf(tile.colour)
                    border.width: 1.5
                }
            }
        }
        Text {
            width: parent.width
            visible: text.length > 0
            text: tile.down ? qsTr("Down") : tile.info.silenced ? qsTr("Silenced") : ""
            color: tile.down ? "#d9c8ea" : Theme.danger
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }

    Rectangle { // the group's badge
        visible: tile.grouped
        anchors.top: parent.top; anchors.right: parent.right
        anchors.margins: -7
        width: 22; height: 22; radius: 11
        color: T.groupColour(tile.groupNumber)
        border.color: "#10181a"; border.width: 2
        Text {
            anchors.centerIn: parent
            text: String.fromCharCode(65 + Math.max(0, tile.groupNumber))
            color: "#10181a"
            font.bold: true; font.pixelSize: 11
        }
        ToolTip.visible: groupHover.hovered
        ToolTip.text: qsTr("Group %1").arg(String.fromCharCode(65 + Math.max(0, tile.groupNumber)))
        HoverHandler { id: groupHover }
    }

    Row { // spoken this turn: on the tile, each turned toward the seat that played it
        anchors.right: parent.right; anchors.rightMargin: 6
        anchors.bottom: parent.bottom; anchors.bottomMargin: 6
        spacing: -Theme.cardWidth * 0.18
        Repeater {
            model: tile.info && tile.info.spoken ? tile.info.spoken : []
            Item {
                id: spokenSlot
                required property var modelData
                width: Theme.cardWidth * 0.4; height: width * 1.4
                readonly property point here: Qt.point(tile.x + tile.width / 2, tile.y + tile.height / 2)
                Card {
                    id: spokenCard
                    anchors.centerIn: parent
                    card: spokenSlot.modelData
                    // A card just spoken lands on its speaker.
                    Component.onCompleted: if (Theme.animMs > 0) landing.start()
                    NumberAnimation on scale { id: landing; running: false; from: 1.8; to: 1; duration: Theme.animMs * 2; easing.type: Easing.OutCubic }
                    cardWidth: parent.width
                    faceComponent: tile.faceComponent
                    rotation: T.facing(spokenSlot.here, tile.seatPoint(spokenSlot.modelData.seat)) + (spokenSlot.modelData.line ? 180 : 0)
                    opacity: spokenSlot.modelData.cancelled ? 0.45 : 1
                    onActivated: (c) => tile.zoom.show(c)
                    onZoomRequested: (c) => tile.zoom.show(c)
                    Rectangle { // the rim in the colour of the seat that played it
                        anchors.fill: parent
                        radius: 4
                        color: "transparent"
                        border.width: 2
                        border.color: T.seatColour(spokenSlot.modelData.seat)
                    }
                    Text {
                        visible: spokenSlot.modelData.cancelled
                        anchors.centerIn: parent
                        text: "\u2715" // a cross (a symbol, not a word)
                        color: Theme.danger
                        font.pixelSize: parent.width * 0.8
                        font.bold: true
                    }
                }
            }
        }
    }
}
