import QtQuick
import Tabletop

// A place cards lie in, fed by a ZoneModel. While a card is dragged, the zone lights up if
// dropping it here is a legal move (the controller's legal index holds actionFor(card)).
Rectangle {
    id: root
    property alias model: repeater.model
    property string title
    property GameController controller
    property DragLayer dragLayer
    property var actionFor: null   // function(card) -> {type, args} or null
    // function(card) -> [actions]: when a drop here allows several moves (say, two marks of a
    // Line aimed at the same character), the zone asks instead of picking one.
    property var dropChoices: null
    property Component faceComponent
    property real cardWidth: Theme.cardWidth
    property real spacing: 6
    property bool fan: false       // one row; cards overlap like a held hand only when they do not fit
    property bool stacked: false   // one column, each card overlapping the one above
    property int minSlots: 1
    property bool dimIllegal: false // dim cards with no legal move while the seat has moves (hands)
    property string emptyText: ""
    property real headerExtra: 0   // room above the cards for a zone's own header items
    readonly property int count: repeater.count
    readonly property var pendingAction: dragLayer && dragLayer.card && actionFor ? actionFor(dragLayer.card) : null
    readonly property bool lit: pendingAction !== null && pendingAction !== undefined
                                && controller !== null && controller.legal.revision >= 0
                                && controller.legal.isLegal(pendingAction)

    signal cardActivated(var card)
    signal zoomRequested(var card)
    signal choicesRequested(var actions)

    // What a drop of the dragged card does here; true when the zone took it.
    function acceptDrop() {
        const choices = dropChoices && dragLayer && dragLayer.card ? dropChoices(dragLayer.card) : null
        if (choices && choices.length > 1) {
            choicesRequested(choices)
            return true
        }
        if (!pendingAction || !controller)
            return false
        return controller.propose(pendingAction)
    }

    implicitWidth: Math.max(1, minSlots) * (cardWidth + spacing) + 12
    implicitHeight: (title.length ? titleLabel.height + 4 : 0) + headerExtra + Math.max(flow.implicitHeight, cardWidth * 1.4) + 12
    radius: 8
    color: lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.35 : 0.18) : Qt.rgba(0, 0, 0, 0.18)
    border.width: lit ? 2 : 1
    border.color: lit ? Theme.legal : Theme.panelBorder
    Accessible.role: Accessible.List
    Accessible.name: title
    Behavior on color { ColorAnimation { duration: Theme.animMs } }

    Text {
        id: titleLabel
        text: root.title
        visible: root.title.length > 0
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        x: 6; y: 3
        elide: Text.ElideRight
        width: root.width - 12
    }
    Text {
        anchors.centerIn: parent
        visible: repeater.count === 0 && root.emptyText.length > 0
        text: root.emptyText
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        width: root.width - 12
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }

    Grid {
        id: flow
        x: 6
        y: (root.title.length ? titleLabel.height + 4 : 0) + root.headerExtra + 6
        readonly property real step: root.cardWidth + columnSpacing
        // A fan spaces cards normally while they fit and overlaps them just enough when not.
        readonly property real fanSpacing: repeater.count > 1
            ? Math.min(root.spacing, (root.width - 12 - repeater.count * root.cardWidth) / (repeater.count - 1))
            : root.spacing
        columns: root.stacked ? 1
                 : root.fan ? Math.max(1, repeater.count)
                 : Math.max(1, Math.floor((root.width - 12 - root.cardWidth) / Math.max(1, step)) + 1)
        columnSpacing: root.fan ? Math.max(-root.cardWidth * 0.8, fanSpacing) : root.spacing
        horizontalItemAlignment: root.stacked ? Grid.AlignHCenter : Grid.AlignLeft
        rowSpacing: root.stacked ? -root.cardWidth * 1.08 : root.spacing
        move: Transition { NumberAnimation { properties: "x,y"; duration: Theme.animMs } }
        Repeater {
            id: repeater
            delegate: Card {
                // Roles arrive through `model`; Card's own card/legal are bound to them (a
                // required property of the same name would shadow Card's and leave it empty).
                required property var model
                required property int index
                card: model.card
                legal: model.legal
                dimmed: root.dimIllegal && root.controller !== null && root.controller.legal.count > 0
                faceComponent: root.faceComponent
                cardWidth: root.cardWidth
                dragLayer: root.dragLayer
                // In an overlapping fan the card under the pointer (or focused) comes to the
                // front and rises a little, so its name can be read.
                z: activeFocus || hovered ? 1000 : index
                transform: Translate { y: root.fan && (hovered || activeFocus) && flow.fanSpacing < 0 ? -root.cardWidth * 0.12 : 0 }
                onActivated: (c) => root.cardActivated(c)
                onZoomRequested: (c) => root.zoomRequested(c)
            }
        }
    }

    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onDropped: (event) => {
            // Any move this zone stands for is proposed, legal or not: a refusal comes back
            // with the rule's own reason, which says more than "not here".
            if (!root.pendingAction || !root.controller)
                return
            event.accept(Qt.MoveAction)
            root.dragLayer.dropOk = root.acceptDrop()
        }
    }
}
