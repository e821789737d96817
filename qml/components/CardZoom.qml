import QtQuick
import QtQuick.Controls
import Tabletop

// Reading a card large. `show(card)` opens the full view (right-click, long-press or Z on a
// focused card; closed by a click or Escape). Hovering a card shows the smaller preview
// instead, on the side of the window away from the pointer, without blocking play.
Item {
    id: root
    property Component faceComponent
    property Component detailComponent
    readonly property var card: full.card
    readonly property bool opened: full.opened
    readonly property alias preview: peek
    readonly property alias fullView: full

    function show(c) {
        HoverPeek.hide()
        full.card = c
        full.open()
    }
    function close() { full.close() }

    // A card picture beside its details, shared by both views. Laid out by hand with an
    // explicit implicit size, so the popup around it always knows how big it is.
    component CardAndText: Item {
        id: view
        property var card: ({})
        property real cardWidth: 240
        implicitWidth: picture.width + (detailBox.width > 0 ? 16 + detailBox.width : 0)
        implicitHeight: Math.max(picture.height, detailBox.height)
        Card {
            id: picture
            card: view.card || ({})
            sideways: false // read upright, whatever its position on the table
            faceComponent: root.faceComponent
            cardWidth: view.cardWidth
            activeFocusOnTab: false
            enabled: false // a picture here: no drag, no hover preview of its own
        }
        Item {
            id: detailBox
            x: picture.width + 16
            width: details.item ? details.item.width : 0
            height: details.item ? details.item.height : 0
            Loader {
                id: details
                sourceComponent: root.detailComponent
                onLoaded: item.card = Qt.binding(() => view.card || ({}))
            }
        }
    }

    Popup {
        id: full
        objectName: "cardZoom"
        property var card: null
        parent: Overlay.overlay
        modal: true
        dim: true
        anchors.centerIn: parent
        padding: 16
        // Escape closes it through a Shortcut, not the popup's own CloseOnEscape: with that,
        // Qt 6.4 swallowed the next click anywhere on the table (seen: Pass did nothing).
        closePolicy: Popup.CloseOnPressOutside
        Shortcut {
            sequence: "Escape"
            enabled: full.opened
            onActivated: full.close()
        }
        background: Rectangle { color: Theme.panel; radius: 12; border.color: Theme.panelBorder }
        contentItem: CardAndText { card: full.card; cardWidth: 240 }
        MouseArea {
            parent: full.contentItem
            anchors.fill: parent
            onClicked: full.close()
        }
    }

    Popup {
        id: peek
        objectName: "cardPeek"
        parent: Overlay.overlay
        readonly property Item source: HoverPeek.source
        readonly property bool onLeft: source !== null && parent !== null
                                       && source.mapToItem(null, source.width / 2, 0).x > parent.width / 2
        visible: HoverPeek.card !== null && !full.opened && root.faceComponent !== null
        modal: false
        dim: false
        focus: false
        closePolicy: Popup.NoAutoClose
        padding: 12
        x: onLeft ? 12 : parent.width - width - 12
        y: (parent.height - height) / 2
        background: Rectangle { color: Theme.panel; radius: 10; border.color: Theme.panelBorder }
        contentItem: CardAndText { card: HoverPeek.card; cardWidth: 180 }
    }
}
