import QtQuick
import QtQuick.Layouts
import Tabletop
import "GrimoireTexts.js" as T

// One player's library: a column per element with its power. For the viewing player the
// columns are where grimoires are dropped to acquire them.
RowLayout {
    id: root
    property int seat: 0
    property GameController controller
    property DragLayer dragLayer
    property Component faceComponent
    property bool mine: false
    property real cardWidth: Theme.cardWidth * 0.62
    signal cardActivated(var card)
    signal zoomRequested(var card)
    spacing: 6

    readonly property var seatView: controller && controller.view.seats ? controller.view.seats[seat] : null

    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
    Repeater {
        model: ["red", "blue", "yellow", "black", "white"]
        delegate: Zone {
            id: column
            required property string modelData
            objectName: "library_" + root.seat + "_" + modelData
            Layout.fillWidth: true
            Layout.fillHeight: true
            // A constant wish: the column fills its strip, and a height that followed the cards
            // would feed back into the table's layout (a polish loop).
            Layout.preferredHeight: root.cardWidth * 1.4 + 40
            // Wide enough for a card turned sideways (Insight).
            Layout.minimumWidth: root.cardWidth * 1.4 + 14
            title: T.elementName(modelData)
            controller: root.controller
            dragLayer: root.dragLayer
            faceComponent: root.faceComponent
            cardWidth: root.cardWidth
            stacked: true
            headerExtra: 12
            minSlots: 0
            model: root.controller ? root.controller.zone("/seats/" + root.seat + "/library/" + modelData) : null
            border.color: lit ? Theme.legal : Theme.elementColor(modelData)
            actionFor: root.mine ? function(card) {
                if (!card || card.kind === "spell" || card.hidden)
                    return null
                if (card.kind === "turbidity")
                    return { type: "acquire", args: { card: card.id, element: modelData } }
                return card.element === modelData ? { type: "acquire", args: { card: card.id } }
                                                  : { type: "acquire", args: { card: card.id, element: modelData } }
            } : null
            onCardActivated: (c) => root.cardActivated(c)
            onZoomRequested: (c) => root.zoomRequested(c)
            // The column's power, large enough to compare across the table at a glance.
            Text {
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 4
                text: root.seatView ? root.seatView.power[column.modelData] : 0
                color: Theme.elementColor(column.modelData) === "#34313a" ? Theme.text : Theme.elementColor(column.modelData)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.name: qsTr("%1 power: %2").arg(T.elementName(column.modelData)).arg(text)
            }
        }
    }
}
