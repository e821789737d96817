import QtQuick
import Tabletop
import "NeotokyoArt.js" as Art

// A pile as it lies on the table: one sliver per card, so its thickness shows its size, and
// the top card face up (a discard pile) or face down (a draw pile). Clicking the top card of
// a face-up pile sends `activated` (the table lists the whole pile); right-click reads it.
Item {
    id: root
    property int count: 0
    property var topCard: null
    property bool faceUp: false
    property real cardWidth: 34
    property Component faceComponent
    property string label: ""
    property bool badge: false // the count as a pill on the pile (for small seats) instead of the label
    readonly property real step: count > 1 ? Math.min(0.35, 10 / count) : 0
    signal activated()
    signal zoomRequested(var card)

    implicitWidth: cardWidth + 12
    implicitHeight: cardWidth * 1.4 + 12 + (label.length && !badge ? labelText.implicitHeight + 2 : 0)
    Accessible.role: Accessible.StaticText
    Accessible.name: label

    Rectangle { // an empty place
        x: 2; y: 10
        width: root.cardWidth; height: root.cardWidth * 1.4
        visible: root.count === 0
        radius: 3
        color: "transparent"
        border.color: Theme.panelBorder
    }
    Repeater {
        model: Math.max(0, root.count - 1)
        Rectangle {
            required property int index
            objectName: root.faceUp ? "cardEdge" : "cardBack"
            x: 2 + index * root.step; y: 10 - index * root.step
            width: root.cardWidth; height: root.cardWidth * 1.4
            radius: 3
            color: root.faceUp ? Theme.cardPaper : Theme.cardBack
            border.color: root.faceUp ? "#8a8270" : "#9f86b8"
        }
    }
    Image { // the top of a draw pile
        objectName: "cardBack"
        visible: root.count > 0 && !root.faceUp
        x: 2 + Math.max(0, root.count - 1) * root.step; y: 10 - Math.max(0, root.count - 1) * root.step
        width: root.cardWidth; height: root.cardWidth * 1.4
        source: Art.cardBack()
        sourceSize: Qt.size(root.cardWidth * 2, root.cardWidth * 2.8)
    }
    Card {
        objectName: "pileTop"
        visible: root.count > 0 && root.faceUp
        x: 2 + Math.max(0, root.count - 1) * root.step; y: 10 - Math.max(0, root.count - 1) * root.step
        card: root.faceUp && root.topCard ? root.topCard : ({ hidden: true })
        faceComponent: root.faceComponent
        cardWidth: root.cardWidth
        onActivated: root.activated()
        onZoomRequested: (c) => root.zoomRequested(c)
    }
    Rectangle {
        visible: root.badge
        anchors.right: parent.right; anchors.bottom: parent.bottom; anchors.bottomMargin: 2
        width: Math.max(height, countText.implicitWidth + 8); height: countText.implicitHeight + 2
        radius: height / 2
        color: "#e0101814"
        border.color: Theme.panelBorder
        Text { id: countText; anchors.centerIn: parent; text: root.count; color: Theme.text; font.pixelSize: Theme.fontSmall; font.bold: true }
    }
    Text {
        id: labelText
        visible: root.label.length > 0 && !root.badge
        anchors.bottom: parent.bottom
        text: root.label
        color: Theme.textDim
        // Grows with the pile, never wider than a small pile's neighbours allow.
        font.pixelSize: Math.min(Theme.fontSmall, Math.max(11, Math.round(root.cardWidth * 0.25)))
    }
}
