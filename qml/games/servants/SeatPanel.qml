import QtQuick
import QtQuick.Controls
import Tabletop

// One seat beside its mat: the name, Health as a large number that counts down when damage
// lands, the deck and hand counts and the graveyard (a button opening it as a list). The
// opponent's Health is where an attacker is dropped (or clicked) for a direct attack: it
// lights when one may be declared.
Rectangle {
    id: root
    property Item table
    property int seat: 0
    property var info: ({})
    property bool active: false
    property bool asked: false
    readonly property int health: info.health !== undefined ? info.health : 0
    // What the number shows: it runs down (or up) to the Health the view gives.
    property real shownHealth: health
    Behavior on shownHealth { NumberAnimation { duration: Math.max(1, Theme.animMs * 4); easing.type: Easing.OutCubic } }
    readonly property bool lit: table !== null && table.healthLit(seat, table.dragLayer ? table.dragLayer.dragged : null, table.modeRevision)

    objectName: "seatPanel_" + seat
    radius: 10
    color: lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.4 : 0.22) : Theme.panel
    border.color: lit ? Theme.legal : asked ? Theme.accent : Theme.panelBorder
    border.width: lit || asked ? 2 : 1
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1: %2 Health, %n card(s) in hand", "", info.handCount || 0).arg(table ? table.nameOf(seat) : "").arg(health)
    activeFocusOnTab: lit
    Keys.onReturnPressed: table.healthClicked(seat)
    Keys.onSpacePressed: table.healthClicked(seat)

    Column {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 2
        Row {
            spacing: 6
            width: parent.width
            Rectangle {
                width: 10; height: 10; radius: 5
                anchors.verticalCenter: parent.verticalCenter
                color: root.table ? root.table.seatColor(root.seat) : Theme.textDim
            }
            Label {
                width: parent.width - 16
                text: root.table ? root.table.nameOf(root.seat) : ""
                color: root.active ? Theme.accent : Theme.text
                font.pixelSize: Theme.fontNormal
                font.bold: true
                elide: Text.ElideRight
            }
        }
        Label {
            objectName: "health_" + root.seat
            text: Math.round(root.shownHealth)
            color: root.health <= 200 ? Theme.danger : Theme.text
            font.pixelSize: Math.round(Math.min(root.width / 3.2, 40 * Theme.textScale))
            font.bold: true
        }
        Label {
            text: qsTr("Health")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Label {
            text: qsTr("Deck %1 · Hand %2").arg(root.info.deckCount || 0).arg(root.info.handCount || 0)
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            width: parent.width
            elide: Text.ElideRight
        }
        Button {
            objectName: "graveyardButton_" + root.seat
            flat: true
            padding: 2
            leftPadding: 4
            rightPadding: 4
            font.pixelSize: Theme.fontSmall
            text: qsTr("Graveyard (%1)").arg((root.info.graveyard || []).length)
            onClicked: root.table.showGraveyard(root.seat)
            Accessible.name: qsTr("Open %1's graveyard").arg(root.table ? root.table.nameOf(root.seat) : "")
        }
    }
    Label {
        visible: root.lit
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        anchors.margins: 6
        text: qsTr("Attack directly")
        color: Theme.legal
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    MouseArea {
        anchors.fill: parent
        z: -1
        onClicked: root.table.healthClicked(root.seat)
    }
    HoverHandler { onHoveredChanged: if (root.table) root.table.hover(root.seat, "health", -1, hovered) }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onContainsDragChanged: root.table.hover(root.seat, "health", -1, containsDrag)
        onDropped: (event) => {
            if (!root.table.healthDropped(root.seat))
                return
            event.accept(Qt.MoveAction)
            root.table.dragLayer.dropOk = true
        }
    }
}
