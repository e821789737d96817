import QtQuick
import Tabletop

// A stack of responses (a chain, a Sword and Shield exchange, a reaction window): the links
// in the order they were added, shown top first, since the top resolves first:
//   links: list of { text, seat?, by? (the name of who added it) }
// Tab reaches the chain; Up and Down walk it.
FocusScope {
    id: root
    property var links: []
    property string title: qsTr("Chain")
    property var seatColors: ["#d9534f", "#3f7fd0", "#e3b23c", "#5cb85c", "#9b59b6", "#e67e22"]
    property int focusLink: links.length - 1 // the top
    readonly property var topFirst: links.slice().reverse()

    function describe(n) { // n: 0-based in the order added
        const l = links[n] || {}
        return l.by ? qsTr("Link %1: %2, by %3").arg(n + 1).arg(l.text || "").arg(l.by) : qsTr("Link %1: %2").arg(n + 1).arg(l.text || "")
    }

    implicitWidth: 260
    implicitHeight: column.implicitHeight + 16
    activeFocusOnTab: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("%1, %n link(s)", "", links.length).arg(title)
    Accessible.description: links.length ? describe(focusLink) : qsTr("Empty")
    Keys.onUpPressed: focusLink = Math.min(links.length - 1, focusLink + 1)
    Keys.onDownPressed: focusLink = Math.max(0, focusLink - 1)

    Rectangle {
        anchors.fill: parent
        radius: 8
        color: Theme.panel
        border.color: root.activeFocus ? Theme.text : Theme.panelBorder
    }
    Column {
        id: column
        x: 8
        y: 8
        width: root.width - 16
        spacing: 4
        Text {
            text: root.title
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Text {
            visible: root.links.length === 0
            text: qsTr("Empty")
            color: Theme.textDim
            font.italic: true
            font.pixelSize: Theme.fontSmall
        }
        Repeater {
            model: root.topFirst
            Rectangle {
                id: link
                required property var modelData
                required property int index
                readonly property int number: root.links.length - index // 1 = the first added
                objectName: "link_" + index
                width: column.width
                height: Math.max(36, body.implicitHeight + 10)
                radius: 6
                color: index === 0 ? Qt.rgba(0.88, 0.72, 0.3, 0.22) : Theme.feltDark
                border.width: root.activeFocus && number - 1 === root.focusLink ? 2 : 1
                border.color: root.activeFocus && number - 1 === root.focusLink ? Theme.text : index === 0 ? Theme.accent : Theme.panelBorder
                Accessible.role: Accessible.ListItem
                Accessible.name: root.describe(number - 1)
                Rectangle { // who added it
                    width: 4
                    height: parent.height - 8
                    x: 4
                    y: 4
                    radius: 2
                    color: link.modelData.seat !== undefined && link.modelData.seat !== null
                           ? root.seatColors[link.modelData.seat % root.seatColors.length] : Theme.textDim
                }
                Rectangle {
                    id: badge
                    x: 14
                    anchors.verticalCenter: parent.verticalCenter
                    width: 22
                    height: 22
                    radius: 11
                    color: link.index === 0 ? Theme.accent : Theme.panel
                    border.color: Theme.panelBorder
                    Text {
                        anchors.centerIn: parent
                        text: link.number
                        color: link.index === 0 ? "#222222" : Theme.text
                        font.bold: true
                        font.pixelSize: Theme.fontSmall
                    }
                }
                Column {
                    id: body
                    anchors.left: badge.right
                    anchors.leftMargin: 8
                    anchors.right: parent.right
                    anchors.rightMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    Text {
                        width: parent.width
                        text: link.modelData.text || ""
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        width: parent.width
                        visible: !!link.modelData.by
                        text: link.index === 0 ? qsTr("by %1 · resolves first").arg(link.modelData.by) : qsTr("by %1").arg(link.modelData.by)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall - 1
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }
}
