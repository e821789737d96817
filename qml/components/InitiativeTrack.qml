import QtQuick
import Tabletop

// The order in which combatants act, the one acting now marked:
//   combatants: list of { id, name, initiative?, owner? }
//   current: the index of the one acting now (-1: nobody yet)
// Tab reaches the track; Left and Right walk it, Enter activates the combatant under focus.
FocusScope {
    id: root
    property var combatants: []
    property int current: -1
    property int round: 0 // shown when above 0
    property var seatColors: ["#d9534f", "#3f7fd0", "#e3b23c", "#5cb85c", "#9b59b6", "#e67e22"]
    property int focusIndex: Math.max(0, current)
    signal combatantActivated(int index, var combatant)

    function describe(i) {
        const c = combatants[i] || {}
        let t = c.initiative !== undefined ? qsTr("%1, initiative %2").arg(c.name || "").arg(c.initiative) : (c.name || "")
        if (i === current)
            t = qsTr("%1 (acting now)").arg(t)
        return t
    }

    implicitWidth: row.implicitWidth + 16
    implicitHeight: 64
    activeFocusOnTab: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Initiative order")
    Accessible.description: combatants.length ? describe(focusIndex) : qsTr("No combatants")
    Keys.onLeftPressed: focusIndex = Math.max(0, focusIndex - 1)
    Keys.onRightPressed: focusIndex = Math.min(combatants.length - 1, focusIndex + 1)
    Keys.onReturnPressed: if (combatants.length) combatantActivated(focusIndex, combatants[focusIndex])
    Keys.onEnterPressed: if (combatants.length) combatantActivated(focusIndex, combatants[focusIndex])

    Rectangle {
        anchors.fill: parent
        radius: 8
        color: Theme.panel
        border.color: root.activeFocus ? Theme.text : Theme.panelBorder
    }
    Row {
        id: row
        x: 8
        anchors.verticalCenter: parent.verticalCenter
        spacing: 6
        Text {
            visible: root.round > 0
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Round %1").arg(root.round)
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Text {
            visible: root.combatants.length === 0
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("No combatants")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Repeater {
            model: root.combatants
            Rectangle {
                id: entry
                required property var modelData
                required property int index
                readonly property bool now: index === root.current
                readonly property bool done: root.current >= 0 && index < root.current
                objectName: "combatant_" + index
                width: Math.max(64, label.implicitWidth + 16)
                height: now ? 50 : 42
                anchors.verticalCenter: parent.verticalCenter
                radius: 6
                color: now ? Qt.rgba(0.88, 0.72, 0.3, 0.28) : Theme.feltDark
                opacity: done ? 0.55 : 1
                border.width: now || (root.activeFocus && index === root.focusIndex) ? 2 : 1
                border.color: root.activeFocus && index === root.focusIndex ? Theme.text : now ? Theme.accent : Theme.panelBorder
                Accessible.role: Accessible.ListItem
                Accessible.name: root.describe(index)
                Behavior on height { NumberAnimation { duration: Theme.animMs } }
                Rectangle { // owner stripe
                    width: parent.width - 8
                    height: 3
                    x: 4
                    y: 3
                    radius: 1
                    visible: entry.modelData.owner !== undefined && entry.modelData.owner !== null
                    color: visible ? root.seatColors[entry.modelData.owner % root.seatColors.length] : "transparent"
                }
                Column {
                    anchors.centerIn: parent
                    Text {
                        id: label
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: (entry.now ? "\u25B6 " : "") + (entry.modelData.name || "")
                        color: Theme.text
                        font.bold: entry.now
                        font.pixelSize: Theme.fontSmall + 1
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        visible: entry.modelData.initiative !== undefined
                        text: qsTr("Init. %1").arg(entry.modelData.initiative)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall - 1
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: { root.forceActiveFocus(); root.focusIndex = entry.index; root.combatantActivated(entry.index, entry.modelData) }
                }
            }
        }
    }
}
