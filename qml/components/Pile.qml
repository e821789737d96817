import QtQuick
import Tabletop

// A face-down stack (a deck) shown with its count; a few offset backs give it depth.
Item {
    id: root
    property int count: 0
    property string title
    property real cardWidth: Theme.cardWidth
    implicitWidth: cardWidth + 12
    implicitHeight: cardWidth * 1.4 + 30
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1: %n card(s)", "", count).arg(title)

    Repeater {
        model: Math.min(4, Math.ceil(root.count / 8))
        Rectangle {
            required property int index
            x: 6 - index * 2; y: 6 - index * 2
            width: root.cardWidth; height: root.cardWidth * 1.4
            radius: root.cardWidth * 0.07
            color: Theme.cardBack
            border.color: "#9f86b8"
        }
    }
    Rectangle {
        x: 6; y: 6
        width: root.cardWidth; height: root.cardWidth * 1.4
        radius: root.cardWidth * 0.07
        color: root.count > 0 ? Theme.cardBack : "transparent"
        border.color: root.count > 0 ? "#9f86b8" : Theme.panelBorder
        border.width: root.count > 0 ? 1 : 2
        Text {
            anchors.centerIn: parent
            text: root.count
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }
    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        text: root.title
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
}
