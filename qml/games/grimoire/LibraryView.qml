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
    property real cardWidth: Theme.cardWidth * 0.8
    signal cardActivated(var card)
    signal zoomRequested(var card)
    spacing: 6

    readonly property var seatView: controller && controller.view.seats ? controller.view.seats[seat] : null

    Repeater {
        model: ["red", "blue", "yellow", "black", "white"]
        delegate: Zone {
            id: column
            required property string modelData
            objectName: "library_" + root.seat + "_" + modelData
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: root.cardWidth + 14
            title: T.elementName(modelData) + "  " + (root.seatView ? root.seatView.power[modelData] : 0)
            controller: root.controller
            dragLayer: root.dragLayer
            faceComponent: root.faceComponent
            cardWidth: root.cardWidth
            stacked: true
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
        }
    }
}
