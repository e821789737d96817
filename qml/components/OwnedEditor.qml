import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// How many copies of a card the user owns, edited in place: minus, the count, plus.
RowLayout {
    id: root
    property int value: 0
    property string cardName
    signal edited(int count)
    spacing: 2
    RoundButton {
        text: "−"
        enabled: root.value > 0
        implicitWidth: 30; implicitHeight: 30
        onClicked: root.edited(root.value - 1)
        Accessible.name: qsTr("One copy fewer of %1").arg(root.cardName)
    }
    Label {
        text: qsTr("%1 owned").arg(root.value)
        color: root.value > 0 ? Theme.text : Theme.textDim
        horizontalAlignment: Text.AlignHCenter
        Layout.preferredWidth: 70
    }
    RoundButton {
        text: "+"
        implicitWidth: 30; implicitHeight: 30
        onClicked: root.edited(root.value + 1)
        Accessible.name: qsTr("One copy more of %1").arg(root.cardName)
    }
}
