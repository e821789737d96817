import QtQuick
import Tabletop

// One card. The face is drawn by a game-specific component (faceComponent) from the card's
// data; hidden cards show their back. The card can be dragged through a DragLayer, clicked,
// or operated by keyboard (Enter/Space to act, Z to zoom).
FocusScope {
    id: root
    property var card: ({})
    property bool hidden: card && card.hidden === true
    property bool legal: false
    property bool sideways: card && card.sideways === true
    property Component faceComponent
    // A game's own card back (an image URL); empty: the simple pattern below.
    property url backSource: ""
    property real cardWidth: Theme.cardWidth
    property Item dragLayer: null // a DragLayer (typed as Item: DragLayer itself contains a Card)
    property bool draggable: legal && dragLayer !== null
    // In a hand: a card that has no legal move now is dimmed while its seat has moves to make.
    property bool dimmed: false
    readonly property bool beingDragged: dragLayer !== null && dragLayer.source === root
    readonly property bool hovered: mouse.containsMouse

    signal activated(var card)
    signal zoomRequested(var card)

    width: sideways ? cardWidth * 1.4 : cardWidth
    height: sideways ? cardWidth : cardWidth * 1.4
    activeFocusOnTab: !hidden // a face-down card offers nothing to do or read
    Accessible.role: Accessible.Button
    Accessible.name: hidden ? qsTr("Face-down card") : (faceItem.item && faceItem.item.accessibleName ? faceItem.item.accessibleName : qsTr("Card"))

    // Plain Enter only: Ctrl+Enter belongs to the prompt's first choice (End turn...).
    Keys.onReturnPressed: (event) => {
        event.accepted = event.modifiers === Qt.NoModifier
        if (event.accepted)
            root.activated(root.card)
    }
    Keys.onEnterPressed: (event) => {
        event.accepted = (event.modifiers & ~Qt.KeypadModifier) === Qt.NoModifier
        if (event.accepted)
            root.activated(root.card)
    }
    Keys.onSpacePressed: root.activated(root.card)
    Keys.onPressed: (event) => { if (event.key === Qt.Key_Z) { root.zoomRequested(root.card); event.accepted = true } }

    Item {
        id: body
        anchors.centerIn: parent
        width: root.cardWidth
        height: root.cardWidth * 1.4
        rotation: root.sideways ? 90 : 0
        opacity: root.beingDragged ? 0.35 : 1
        Behavior on rotation { NumberAnimation { duration: Theme.animMs } }

        Rectangle {
            anchors.fill: parent
            radius: root.cardWidth * 0.07
            color: root.hidden ? Theme.cardBack : Theme.cardPaper
            border.width: root.legal ? 3 : 1
            border.color: root.legal ? Theme.legal : (root.activeFocus ? Theme.accent : "#55000000")
            Loader {
                id: faceItem
                anchors.fill: parent
                anchors.margins: 3
                active: !root.hidden && root.faceComponent !== null
                sourceComponent: root.faceComponent
                onLoaded: item.card = Qt.binding(() => root.card)
            }
            // Card back: the game's picture, or a simple original pattern.
            Image {
                objectName: "cardBackImage"
                anchors.fill: parent
                visible: root.hidden && root.backSource != ""
                source: root.hidden ? root.backSource : ""
                sourceSize.width: Math.max(100, Math.round(width))
                sourceSize.height: Math.max(140, Math.round(height))
                smooth: true
            }
            Item {
                anchors.fill: parent
                visible: root.hidden && root.backSource == ""
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.6; height: width
                    rotation: 45
                    color: "transparent"
                    border.color: "#9f86b8"; border.width: 2
                }
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.25; height: width; radius: width / 2
                    color: "#9f86b8"
                }
            }
        }
        // Dimmed (no move now) with a shade over the face, not transparency: in an overlapping
        // fan the cards beneath must not show through.
        Rectangle {
            objectName: "dimShade"
            anchors.fill: parent
            radius: root.cardWidth * 0.07
            color: "#8c10140f"
            visible: root.dimmed && !root.legal && !root.hidden && !root.hovered && !root.activeFocus
        }
        Rectangle {
            anchors.fill: parent
            radius: root.cardWidth * 0.07
            color: "transparent"
            border.width: 2
            border.color: Theme.accent
            visible: root.activeFocus
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: root.draggable ? Qt.OpenHandCursor : Qt.ArrowCursor
        drag.target: root.draggable ? root.dragLayer.proxy : null
        drag.threshold: 6
        // Dragging a card that cannot move now does what a click does: the table says why
        // (the rules' reason) or offers what the card can do, once per press.
        property point pressedAt
        property bool explained: false
        onPressed: (mouse) => {
            HoverPeek.hide(root)
            root.forceActiveFocus()
            pressedAt = Qt.point(mouse.x, mouse.y)
            explained = false
            if (mouse.button === Qt.LeftButton && root.draggable)
                root.dragLayer.prepare(root, root.card, root.faceComponent, mouse.x, mouse.y)
        }
        onPositionChanged: (mouse) => {
            if (!pressed || root.draggable || explained || root.hidden || !(mouse.buttons & Qt.LeftButton))
                return
            if (Math.abs(mouse.x - pressedAt.x) + Math.abs(mouse.y - pressedAt.y) > 12) {
                explained = true
                root.activated(root.card)
            }
        }
        onPressAndHold: if (!explained) root.zoomRequested(root.card)
        onClicked: (mouse) => {
            if (mouse.button === Qt.RightButton)
                root.zoomRequested(root.card)
            else if (!explained)
                root.activated(root.card)
        }
        onReleased: if (root.dragLayer && root.dragLayer.source === root) root.dragLayer.finish()
        drag.onActiveChanged: if (drag.active && root.dragLayer) root.dragLayer.start()
    }

    // Hovering a moment shows a preview beside the table (not modal: play goes on); leaving
    // the card hides it. Right-click, long-press or Z open the full view instead.
    Timer {
        interval: 450
        running: mouse.containsMouse && !mouse.pressed && !root.hidden && !root.beingDragged
        onTriggered: HoverPeek.show(root, root.card)
    }
    Connections {
        target: mouse
        function onContainsMouseChanged() { if (!mouse.containsMouse) HoverPeek.hide(root) }
    }
    Component.onDestruction: HoverPeek.hide(root)
}
