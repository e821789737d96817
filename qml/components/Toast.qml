import QtQuick
import QtQuick.Controls
import Tabletop

// A short message over the table (a refused move and why). When the message names a
// rule, "Read the rule" opens that rule on the rules page.
Rectangle {
    id: root
    property string text
    property string rule
    signal ruleRequested(string rule)
    function show(message, ruleId) {
        text = message
        rule = ruleId || ""
        opacity = 1
        hideTimer.restart()
    }
    width: Math.min(parent ? parent.width - 40 : 600, row.implicitWidth + 28)
    height: row.implicitHeight + 18
    radius: 10
    color: "#e6301b16"
    border.color: Theme.danger
    opacity: 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 250 } }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: root.text

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 12
        Label {
            text: root.text
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
            width: Math.min(implicitWidth, 560)
            anchors.verticalCenter: parent.verticalCenter
        }
        Button {
            visible: root.rule.length > 0
            text: qsTr("Read the rule")
            onClicked: root.ruleRequested(root.rule)
        }
    }
    Timer { id: hideTimer; interval: 5000; onTriggered: root.opacity = 0 }
    MouseArea { anchors.fill: parent; z: -1; onClicked: root.opacity = 0 }
}
