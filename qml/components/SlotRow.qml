import QtQuick
import Tabletop

// A fixed number of places in a row, each empty or holding one card or piece: five servant
// slots, a city row. Each slot is a drop target: while something is dragged, the slots the
// legal index says it may go to light up (controller.legal.canGo(subject, slotId(i))), and a
// drop there proposes that action. Tab reaches each slot; Enter on a slot activates it.
//   slots: a list of `count` entries, each card data, piece data or null (empty)
Row {
    id: root
    property int count: 5
    property var slots: []
    property string kind: "card"      // what the slots hold: "card" or "piece"
    property Component faceComponent  // for cards
    property real cardWidth: Theme.cardWidth
    property var labels: []           // a caption per slot ("1", "Left flank"...), optional
    property string title: ""
    property GameController controller: null
    property DragLayer dragLayer: null
    property var slotId: function(i) { return String(i) }
    property var subjectOf: function(thing) { return thing && thing.id !== undefined ? String(thing.id) : "" }
    property var actionFor: null      // function(thing, slotIndex) -> {type, args}: fallback for refusals
    readonly property real slotWidth: kind === "piece" ? cardWidth : cardWidth + 10
    readonly property real slotHeight: kind === "piece" ? cardWidth + 10 : cardWidth * 1.4 + 10
    readonly property int revision: controller ? controller.legal.revision : -1

    signal slotActivated(int index, var content)
    signal zoomRequested(var card)

    function actionTo(thing, i) {
        const a = controller && revision >= 0 ? controller.legal.actionTo(subjectOf(thing), slotId(i)) : null
        return a ? a : actionFor ? actionFor(thing, i) : null
    }
    function slotLit(i) {
        const thing = dragLayer ? dragLayer.dragged : null
        return thing !== null && thing !== undefined && controller !== null && revision >= 0
               && controller.legal.canGo(subjectOf(thing), slotId(i))
    }

    spacing: 8
    Accessible.role: Accessible.List
    Accessible.name: title

    Repeater {
        id: repeater
        model: root.count
        FocusScope {
            id: slot
            required property int index
            readonly property var content: root.slots && root.slots[index] ? root.slots[index] : null
            readonly property bool lit: root.slotLit(index)
            readonly property string caption: root.labels && root.labels[index] ? root.labels[index] : ""
            objectName: "slot_" + index
            width: root.slotWidth
            height: root.slotHeight + (caption.length ? 16 : 0)
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            Accessible.name: {
                const where = caption.length ? caption : qsTr("Slot %1").arg(index + 1)
                if (!content)
                    return qsTr("%1: empty").arg(where)
                return qsTr("%1: %2").arg(where).arg(content.hidden ? qsTr("face-down card") : content.name || content.id || "")
            }
            Keys.onReturnPressed: root.slotActivated(index, content)
            Keys.onEnterPressed: root.slotActivated(index, content)
            Keys.onSpacePressed: root.slotActivated(index, content)

            Rectangle {
                id: frame
                width: root.slotWidth
                height: root.slotHeight
                radius: 8
                color: slot.lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.35 : 0.18) : Qt.rgba(0, 0, 0, 0.22)
                border.width: slot.lit || slot.activeFocus ? 2 : 1
                border.color: slot.activeFocus ? Theme.text : slot.lit ? Theme.legal : Theme.panelBorder
                Behavior on color { ColorAnimation { duration: Theme.animMs } }
                Text {
                    anchors.centerIn: parent
                    visible: !slot.content
                    text: qsTr("Empty")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                }
                Loader {
                    anchors.centerIn: parent
                    active: slot.content !== null
                    sourceComponent: root.kind === "piece" ? pieceItem : cardItem
                }
                Component {
                    id: cardItem
                    Card {
                        card: slot.content
                        faceComponent: root.faceComponent
                        cardWidth: root.cardWidth
                        dragLayer: root.dragLayer
                        legal: root.revision >= 0 && root.controller !== null && !slot.content.hidden
                               && root.controller.legal.hasActions(root.subjectOf(slot.content))
                        activeFocusOnTab: false
                        onActivated: (c) => root.slotActivated(slot.index, c)
                        onZoomRequested: (c) => root.zoomRequested(c)
                    }
                }
                Component {
                    id: pieceItem
                    Piece {
                        piece: slot.content
                        size: root.cardWidth * 0.9
                        dragLayer: root.dragLayer
                        legal: root.revision >= 0 && root.controller !== null && root.controller.legal.hasActions(root.subjectOf(slot.content))
                        activeFocusOnTab: false
                        onActivated: (p) => root.slotActivated(slot.index, p)
                    }
                }
                DropArea {
                    id: drop
                    anchors.fill: parent
                    keys: ["card", "piece"]
                    onDropped: (event) => {
                        const thing = root.dragLayer ? root.dragLayer.dragged : null
                        const a = thing ? root.actionTo(thing, slot.index) : null
                        if (!a || !root.controller)
                            return
                        event.accept(Qt.MoveAction)
                        root.dragLayer.dropOk = root.controller.propose(a)
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    visible: !slot.content
                    onClicked: { slot.forceActiveFocus(); root.slotActivated(slot.index, null) }
                }
            }
            Text {
                anchors.top: frame.bottom
                anchors.topMargin: 2
                anchors.horizontalCenter: frame.horizontalCenter
                visible: slot.caption.length > 0
                text: slot.caption
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
