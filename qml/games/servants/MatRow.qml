import QtQuick
import QtQuick.Controls
import Tabletop

// One row of a seat's mat: its five servant slots or its five strategy & conspiracy slots,
// shown even when empty. Each slot is square, so a servant in Defense Position (or set) lies
// across it. What lights, what a click or a drop does, the table decides (ServantsTable's
// slotLit, slotClicked, slotDropped); the opponent's row runs right to left, facing the viewer.
Row {
    id: root
    property Item table
    property int seat: 0
    property string kind: "servants" // or "strategies"
    property var slots: []
    property real cardWidth: Theme.cardWidth
    property bool mirrored: false
    readonly property real slotSize: cardWidth * 1.4 + 8
    readonly property int revision: table && table.controller ? table.controller.legal.revision : -1

    spacing: 6
    layoutDirection: mirrored ? Qt.RightToLeft : Qt.LeftToRight
    Accessible.role: Accessible.List
    Accessible.name: kind === "servants" ? qsTr("Servant slots of %1").arg(table ? table.nameOf(seat) : "")
                                         : qsTr("Strategy and conspiracy slots of %1").arg(table ? table.nameOf(seat) : "")

    Repeater {
        model: 5
        FocusScope {
            id: slot
            required property int index
            readonly property var content: root.slots && root.slots[index] ? root.slots[index] : null
            // Read so that the binding refreshes with each new legal list, drag and mode.
            readonly property bool lit: root.revision >= 0 && root.table !== null
                                        && root.table.slotLit(root.seat, root.kind, index, root.table.dragLayer ? root.table.dragLayer.dragged : null,
                                                              root.table.modeRevision)
            objectName: (root.kind === "servants" ? "servant_" : "strategy_") + root.seat + "_" + index
            width: root.slotSize
            height: root.kind === "servants" ? root.slotSize : root.cardWidth * 1.4 + 8
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            Accessible.name: {
                const where = root.kind === "servants" ? qsTr("Servant slot %1").arg(index + 1) : qsTr("Strategy slot %1").arg(index + 1)
                if (!content)
                    return qsTr("%1: empty").arg(where)
                return qsTr("%1: %2").arg(where).arg(content.hidden ? qsTr("face-down card") : content.displayName || content.name || "")
            }
            Keys.onReturnPressed: root.table.slotClicked(root.seat, root.kind, index, content)
            Keys.onEnterPressed: root.table.slotClicked(root.seat, root.kind, index, content)
            Keys.onSpacePressed: root.table.slotClicked(root.seat, root.kind, index, content)

            Rectangle {
                id: frame
                anchors.fill: parent
                radius: 8
                color: slot.lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.4 : 0.2)
                                : root.kind === "servants" ? Qt.rgba(0, 0, 0, 0.25) : Qt.rgba(0, 0, 0, 0.15)
                border.width: slot.lit || slot.activeFocus ? 2 : 1
                border.color: slot.activeFocus ? Theme.text : slot.lit ? Theme.legal : Theme.panelBorder
                Behavior on color { ColorAnimation { duration: Theme.animMs } }
                Text {
                    anchors.centerIn: parent
                    visible: !slot.content
                    text: root.kind === "servants" ? "◇" : "▭"
                    color: Theme.panelBorder
                    font.pixelSize: root.cardWidth * 0.4
                }
            }
            Card {
                id: card
                objectName: "card_" + (slot.content ? slot.content.id || "hidden" : "")
                visible: slot.content !== null
                anchors.centerIn: parent
                card: slot.content || ({})
                // Defense Position and set servants lie across the slot.
                sideways: root.kind === "servants" && !!slot.content && slot.content.position !== "offense"
                faceComponent: root.table ? root.table.faceComponent : null
                backSource: root.table ? root.table.cardBack : ""
                cardWidth: root.cardWidth
                dragLayer: root.table ? root.table.dragLayer : null
                legal: root.revision >= 0 && !!slot.content && !slot.content.hidden && root.table !== null
                       && root.table.controller.legal.hasActions(slot.content.id)
                activeFocusOnTab: false
                onActivated: (c) => root.table.slotClicked(root.seat, root.kind, slot.index, slot.content)
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
            Rectangle { // chosen: the attacker, or a sacrifice
                anchors.fill: parent
                visible: root.table !== null && !!slot.content && root.table.isPicked(slot.content.id, root.table.modeRevision)
                color: "transparent"
                radius: 8
                border.width: 3
                border.color: Theme.danger
            }
            Rectangle { // attacked this turn
                visible: root.kind === "servants" && !!slot.content && slot.content.attacked === true
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 2
                width: attackedLabel.implicitWidth + 6
                height: attackedLabel.implicitHeight + 2
                radius: 3
                color: "#c0202020"
                Text {
                    id: attackedLabel
                    anchors.centerIn: parent
                    text: qsTr("attacked")
                    color: Theme.textDim
                    font.pixelSize: Math.max(8, Theme.fontSmall - 2)
                }
            }
            Rectangle { // control taken until the end of a turn: to whom it returns, and when
                id: lentMarker
                objectName: "returns_" + root.seat + "_" + slot.index
                readonly property bool shown: root.kind === "servants" && !!slot.content && slot.content.returnsTurn !== undefined
                visible: shown
                anchors.left: parent.left
                anchors.bottom: parent.bottom
                anchors.margins: 2
                width: Math.min(parent.width - 4, lentLabel.implicitWidth + 8)
                height: lentLabel.implicitHeight + 2
                radius: 3
                color: "#d0202020"
                border.width: 1
                border.color: shown && root.table ? root.table.seatColor(slot.content.returnsTo) : Theme.panelBorder
                Accessible.role: Accessible.StaticText
                Accessible.name: lentLabel.full
                Text {
                    id: lentLabel
                    readonly property string full: lentMarker.shown && root.table
                        ? qsTr("Returns to %1 at the end of turn %2").arg(root.table.nameOf(slot.content.returnsTo)).arg(slot.content.returnsTurn) : ""
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, parent.width - 6)
                    text: lentMarker.shown ? qsTr("↩ end of turn %1").arg(slot.content.returnsTurn) : ""
                    color: Theme.text
                    elide: Text.ElideRight
                    font.pixelSize: Math.max(8, Theme.fontSmall - 2)
                }
                HoverHandler { id: lentHover }
                ToolTip.visible: lentHover.hovered
                ToolTip.text: lentLabel.full
            }
            HoverHandler { onHoveredChanged: root.table.hover(root.seat, root.kind, slot.index, hovered) }
            DropArea {
                id: drop
                anchors.fill: parent
                keys: ["card"]
                onContainsDragChanged: root.table.hover(root.seat, root.kind, slot.index, containsDrag)
                onDropped: (event) => {
                    if (!root.table.slotDropped(root.seat, root.kind, slot.index))
                        return
                    event.accept(Qt.MoveAction)
                    root.table.dragLayer.dropOk = true
                }
            }
            MouseArea {
                anchors.fill: parent
                visible: !slot.content
                onClicked: { slot.forceActiveFocus(); root.table.slotClicked(root.seat, root.kind, slot.index, slot.content) }
            }
        }
    }
}
