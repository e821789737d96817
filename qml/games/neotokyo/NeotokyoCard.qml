import QtQuick
import Tabletop
import "NeotokyoTexts.js" as T

// The face of a Neo-Tokyo card, drawn from its data: a band in the speaker's colour, the
// name, the type and DP, and the Line marks (triangle = hurt, circle = attract) in the
// colour of the character they aim at. Cards on the board carry fewer fields; the band
// then takes the colour of the character the card lies on (`tint`).
Item {
    id: root
    property var card: ({})
    property string tint: ""
    readonly property string colour: card && card.colour ? card.colour : tint
    readonly property string accessibleName: card && card.name ? card.name : ""
    readonly property real unit: width / 10

    Rectangle {
        id: band
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        height: parent.height * 0.16
        radius: root.unit * 0.5
        color: root.colour.length ? T.colourOf(root.colour) : "#6a4c7a"
        Text {
            anchors.centerIn: parent
            text: root.card && root.card.dp !== undefined ? (root.card.dp > 0 ? "+" : "") + root.card.dp : ""
            color: T.inkOf(root.colour)
            font.pixelSize: root.unit * 1.4
            font.bold: true
        }
    }
    Text {
        anchors.top: band.bottom; anchors.topMargin: root.unit * 0.3
        anchors.left: parent.left; anchors.right: parent.right
        text: root.accessibleName
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: "#202020"
        font.pixelSize: Math.max(7, root.unit * 1.15)
        font.bold: true
        maximumLineCount: 3
        elide: Text.ElideRight
    }
    Text {
        anchors.bottom: marks.top; anchors.bottomMargin: root.unit * 0.2
        anchors.horizontalCenter: parent.horizontalCenter
        text: root.card && root.card.type ? root.card.type : ""
        color: "#555555"
        font.pixelSize: Math.max(6, root.unit * 0.95)
        font.italic: true
    }
    Row {
        id: marks
        anchors.bottom: parent.bottom; anchors.bottomMargin: root.unit * 0.4
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: root.unit * 0.6
        Repeater {
            model: root.card && root.card.marks ? root.card.marks : []
            Item {
                required property var modelData
                width: root.unit * 2.2; height: width
                Rectangle { // attract: a circle
                    visible: !parent.modelData.hurt
                    anchors.fill: parent
                    radius: width / 2
                    color: T.colourOf(parent.modelData.target)
                    border.color: "#202020"
                }
                Text { // hurt: a triangle
                    visible: parent.modelData.hurt
                    anchors.centerIn: parent
                    text: "\u25B2"
                    color: T.colourOf(parent.modelData.target)
                    style: Text.Outline; styleColor: "#202020"
                    font.pixelSize: parent.height * 1.1
                }
            }
        }
    }
}
