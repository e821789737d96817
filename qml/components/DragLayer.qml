import QtQuick
import Tabletop

// The top layer a dragged card or piece travels in, so it floats above every zone. Zones ask
// `card` (the card being dragged), boards and slots ask `dragged` (card or piece), whether to
// light up; a drop nobody accepts snaps back and reports why through `missed`.
Item {
    id: root
    property Item source: null
    property var card: null
    property var piece: null
    property string kind: "card" // what is being dragged: "card" or "piece"
    readonly property var dragged: card !== null ? card : piece
    property bool dropOk: false // set by the zone that took the drop
    // What the square under a dragged piece would cost (set by the board under it, "" for none):
    // drawn on the piece's corner, above it, since the piece covers that square's own mark.
    property string pieceBadge: ""
    readonly property bool dragging: proxy.Drag.active || pieceProxy.Drag.active
    readonly property alias proxy: proxy
    readonly property alias pieceProxy: pieceProxy
    readonly property Item activeProxy: kind === "piece" ? pieceProxy : proxy
    signal missed(var card)

    // `grabX`, `grabY`: where the pointer holds the card (in the card); drops are judged there,
    // at the pointer, not at the card's centre.
    function prepare(sourceItem, cardData, face, grabX, grabY) {
        kind = "card"
        piece = null
        source = sourceItem
        proxy.grabX = grabX === undefined ? sourceItem.width / 2 : grabX
        proxy.grabY = grabY === undefined ? sourceItem.height / 2 : grabY
        card = null
        proxy.card = cardData
        proxy.faceComponent = face
        const p = sourceItem.mapToItem(root, 0, 0)
        proxy.x = p.x
        proxy.y = p.y
        proxy.homeX = p.x
        proxy.homeY = p.y
    }
    // The same for a piece (a token on a board or in a slot); it travels at its own size.
    function preparePiece(sourceItem, pieceData, grabX, grabY) {
        kind = "piece"
        card = null
        piece = null
        source = sourceItem
        pieceProxy.size = sourceItem.width
        pieceProxy.grabX = grabX === undefined ? sourceItem.width / 2 : grabX
        pieceProxy.grabY = grabY === undefined ? sourceItem.height / 2 : grabY
        pieceProxy.piece = pieceData
        const p = sourceItem.mapToItem(root, 0, 0)
        pieceProxy.x = p.x
        pieceProxy.y = p.y
        pieceProxy.homeX = p.x
        pieceProxy.homeY = p.y
    }
    function start() {
        if (kind === "piece") {
            piece = pieceProxy.piece
            pieceProxy.visible = true
            return
        }
        card = proxy.card
        proxy.visible = true
    }
    function finish() {
        const p = activeProxy
        if (!p.visible) {
            source = null
            return
        }
        dropOk = false
        const result = p.Drag.drop()
        if (result === Qt.IgnoreAction || !dropOk) {
            if (result === Qt.IgnoreAction)
                missed(dragged)
            back.start()
        } else {
            reset()
        }
    }
    function reset() {
        proxy.visible = false
        pieceProxy.visible = false
        source = null
        card = null
        piece = null
    }

    Card {
        id: proxy
        property real homeX: 0
        property real homeY: 0
        property real grabX: width / 2
        property real grabY: height / 2
        visible: false
        z: 1000
        Drag.active: visible
        Drag.keys: ["card"]
        Drag.hotSpot.x: grabX
        Drag.hotSpot.y: grabY
        scale: 1.08
        enabled: false
    }
    Piece {
        id: pieceProxy
        property real homeX: 0
        property real homeY: 0
        property real grabX: width / 2
        property real grabY: height / 2
        visible: false
        z: 1000
        Drag.active: visible
        Drag.keys: ["piece"]
        Drag.hotSpot.x: grabX
        Drag.hotSpot.y: grabY
        scale: 1.12
        selected: true
        enabled: false
        Rectangle {
            objectName: "dragCostBadge"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -4
            visible: pieceProxy.visible && root.pieceBadge !== ""
            width: Math.max(height, badgeText.implicitWidth + 8)
            height: badgeText.implicitHeight + 4
            radius: height / 2
            color: Theme.panel
            border.color: Theme.legal
            border.width: 2
            Text {
                id: badgeText
                objectName: "dragCostBadgeText"
                anchors.centerIn: parent
                text: root.pieceBadge
                color: Theme.text
                font.pixelSize: Math.max(10, pieceProxy.width * 0.22)
                font.bold: true
            }
        }
    }
    ParallelAnimation {
        id: back
        NumberAnimation { target: root.activeProxy; property: "x"; to: root.activeProxy.homeX; duration: Math.max(Theme.animMs, 1) }
        NumberAnimation { target: root.activeProxy; property: "y"; to: root.activeProxy.homeY; duration: Math.max(Theme.animMs, 1) }
        onFinished: root.reset()
    }
}
