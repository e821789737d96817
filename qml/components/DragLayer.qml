import QtQuick
import Tabletop

// The top layer a dragged card travels in, so it floats above every zone. Zones ask
// `card` (the card being dragged) whether to light up; a drop nobody accepts snaps back
// and reports why through `missed`.
Item {
    id: root
    property Item source: null
    property var card: null
    property bool dropOk: false // set by the zone that took the drop
    readonly property bool dragging: proxy.Drag.active
    readonly property alias proxy: proxy
    signal missed(var card)

    // `grabX`, `grabY`: where the pointer holds the card (in the card); drops are judged there,
    // at the pointer, not at the card's centre.
    function prepare(sourceItem, cardData, face, grabX, grabY) {
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
    function start() {
        card = proxy.card
        proxy.visible = true
    }
    function finish() {
        if (!proxy.visible) {
            source = null
            return
        }
        dropOk = false
        const result = proxy.Drag.drop()
        if (result === Qt.IgnoreAction || !dropOk) {
            if (result === Qt.IgnoreAction)
                missed(card)
            back.start()
        } else {
            reset()
        }
    }
    function reset() {
        proxy.visible = false
        source = null
        card = null
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
    ParallelAnimation {
        id: back
        NumberAnimation { target: proxy; property: "x"; to: proxy.homeX; duration: Math.max(Theme.animMs, 1) }
        NumberAnimation { target: proxy; property: "y"; to: proxy.homeY; duration: Math.max(Theme.animMs, 1) }
        onFinished: root.reset()
    }
}
