import QtQuick
import Tabletop

// The Consummation level reached: two diamonds, lit up to the level.
Row {
    id: root
    property int level: 0
    spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Consummation level %1").arg(level)
    Text { text: qsTr("Lv"); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
    Repeater {
        model: 2
        Rectangle {
            required property int index
            anchors.verticalCenter: parent.verticalCenter
            width: 8; height: 8
            rotation: 45
            color: index < root.level ? Theme.legal : "transparent"
            border.color: index < root.level ? Theme.legal : Theme.textDim
        }
    }
}
