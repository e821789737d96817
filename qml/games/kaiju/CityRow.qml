import QtQuick
import QtQuick.Controls
import Tabletop

// The city: a row of location and opponent cards, front first (all active characters stand
// next to the front card, marked "Front"), each with its owner's colour and its damage.
// In Planning it is where a city card from the hand is dropped (or clicked) to build it.
Rectangle {
    id: root
    property Item table
    property var cards: []
    property real cardWidth: 60
    readonly property int revision: table ? table.uiRevision : 0
    readonly property bool lit: table !== null && table.cityLit(table.dragLayer ? table.dragLayer.dragged : null, revision)
    // The delegates are kept per card (by instance id, in a fixed order) and placed by the card's
    // place in the row: when a MOVE sends the front card to the back, the same cards slide to
    // their new places (the city visibly rotates) instead of being drawn anew.
    property var slots: []
    onCardsChanged: {
        const ids = cards.map(c => c.id).slice().sort()
        if (ids.join(",") !== slots.join(","))
            slots = ids
    }
    function placeOf(id) { return cards.findIndex(c => c.id === id) }
    readonly property real step: cards.length <= 1 ? cardWidth + 10
                                 : Math.min(cardWidth + 10, (width - 110 - cardWidth) / (cards.length - 1))

    objectName: "city"
    radius: 10
    color: lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.35 : 0.16) : "#182a36"
    border.color: lit ? Theme.legal : "#2c4a5e"
    border.width: lit ? 2 : 1
    clip: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("The city: %n card(s)", "", cards.length)

    Image { // the skyline behind the row
        anchors.fill: parent
        source: "art/skyline.svg"
        sourceSize.width: 600
        sourceSize.height: 300
        fillMode: Image.PreserveAspectCrop
        opacity: 0.22
    }
    Column {
        x: 10
        anchors.verticalCenter: parent.verticalCenter
        width: 86
        Label { text: qsTr("City"); color: Theme.text; font.pixelSize: Theme.fontLarge; font.bold: true }
        Label { text: qsTr("%n card(s)", "", root.cards.length); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
        Label { text: qsTr("Front on the left"); color: Theme.textDim; font.pixelSize: Theme.fontSmall; visible: root.cards.length > 1 }
    }
    Label {
        anchors.centerIn: parent
        visible: root.cards.length === 0
        text: root.lit ? qsTr("Drop a planning card here to play it") : qsTr("No city cards yet: they are played in Planning")
        color: Theme.textDim
        font.italic: true
    }
    Item {
        x: 100
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: -10
        width: parent.width - 110
        height: root.cardWidth * 1.4
        Repeater {
            model: root.slots
            Card {
                required property var modelData // the card's instance id
                readonly property int index: root.placeOf(modelData)
                readonly property var cardData: root.cards[Math.max(0, index)] || ({})
                objectName: "cityCard_" + index
                x: index * root.step
                z: -index
                Behavior on x { NumberAnimation { duration: Theme.animMs * 3; easing.type: Easing.InOutQuad } }
                card: cardData
                faceComponent: root.table.faceComponent
                cardWidth: root.cardWidth
                activeFocusOnTab: false
                // RANGE: while the Sword aims collateral damage, the cards in reach are lit and a
                // click aims at them; otherwise a click zooms.
                legal: root.table ? root.table.collateralReach(index, root.revision) : false
                onActivated: (c) => { if (!root.table.cityCardClicked(index)) root.table.zoom.show(c) }
                onZoomRequested: (c) => root.table.zoom.show(c)
                Rectangle { // the owner's colour along the bottom
                    anchors.bottom: parent.bottom
                    width: parent.width; height: 4
                    color: root.table.seatColor(parent.cardData.owner)
                }
                Rectangle {
                    visible: parent.index === 0
                    objectName: "frontMark"
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.bottom
                    anchors.topMargin: 6
                    width: frontText.implicitWidth + 10; height: frontText.implicitHeight + 2
                    radius: 4
                    color: Theme.accent
                    Label { id: frontText; anchors.centerIn: parent; text: qsTr("Front"); color: "#1a1a1a"; font.pixelSize: Theme.fontSmall; font.bold: true }
                }
                Rectangle { // the Move step: the MOVE that would bring this card to the front
                    readonly property string marks: root.table ? root.table.moveMarks(parent.index, root.revision + root.table.legalRevision) : ""
                    visible: marks.length > 0
                    objectName: "moveMark"
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.top
                    anchors.topMargin: 4
                    width: moveText.implicitWidth + 10; height: moveText.implicitHeight + 2
                    radius: 4
                    color: Theme.legal
                    Accessible.role: Accessible.StaticText
                    Accessible.name: moveText.text
                    Label { id: moveText; anchors.centerIn: parent; text: qsTr("MOVE %1").arg(parent.marks); color: "#1a1a1a"; font.pixelSize: Theme.fontSmall; font.bold: true }
                }
                Rectangle { // the collateral damage the Sword aims at this card
                    readonly property int points: root.table ? root.table.collateralAt(parent.index, root.revision) : 0
                    visible: points > 0
                    objectName: "collateralMark"
                    anchors.centerIn: parent
                    width: collateralText.implicitWidth + 10; height: collateralText.implicitHeight + 4
                    radius: 4
                    color: Theme.danger
                    Accessible.role: Accessible.StaticText
                    Accessible.name: collateralText.text
                    Label {
                        id: collateralText
                        anchors.centerIn: parent
                        text: qsTr("Collateral %1").arg(parent.points)
                        color: "white"; font.pixelSize: Theme.fontSmall; font.bold: true
                    }
                }
                CounterBadge {
                    visible: (parent.cardData.damage || 0) > 0
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 4
                    value: parent.cardData.damage || 0
                    label: qsTr("Damage")
                    color: Theme.danger
                    compact: true
                }
            }
        }
    }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onDropped: (event) => {
            if (!root.table.cityDropped())
                return
            event.accept(Qt.MoveAction)
            root.table.dragLayer.dropOk = true
        }
    }
}
