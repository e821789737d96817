import QtQuick
import Tabletop

// Rounds 1-4, the contract step, rounds 5-8; the marker shows where the game is.
Row {
    id: root
    property int index: 0
    spacing: 3
    // Nine marks share the given width; the contract step is wider.
    readonly property real unit: width > 0 ? (width - 8 * spacing) / 9.5 : 26
    Accessible.role: Accessible.ProgressBar
    Accessible.name: qsTr("Round track")
    Repeater {
        model: ["1", "2", "3", "4", "C", "5", "6", "7", "8"]
        Rectangle {
            required property string modelData
            required property int index
            width: modelData === "C" ? root.unit * 1.5 : root.unit
            height: 26
            radius: 6
            color: index === root.index ? Theme.accent : (index < root.index ? "#40ffffff" : "#20ffffff")
            border.color: modelData === "C" ? "#8e2c2c" : Theme.panelBorder
            Text {
                anchors.centerIn: parent
                text: parent.modelData === "C" ? qsTr("Pact") : parent.modelData
                color: parent.index === root.index ? "#1a1a1a" : Theme.text
                font.pixelSize: Theme.fontSmall
                font.bold: parent.index === root.index
            }
        }
    }
}
