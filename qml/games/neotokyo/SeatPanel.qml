import QtQuick
import QtQuick.Controls
import Tabletop
import "NeotokyoTexts.js" as T
import "NeotokyoArt.js" as Art

// One other seat at the table: its token and name, its hand as card backs, its draw pile,
// its discard pile (the latest card face up; a click lists them all) and its Consummation
// card with the level reached. The seat whose turn it is has a gold rim; the seat being asked
// now (say, for a reaction) glows.
Rectangle {
    id: panel
    property int seat: 0
    property var info: ({})
    property string name: ""
    property bool active: false
    property bool asked: false
    property real cardWidth: 34
    // Little room (4 or 5 seats in a small window): counts sit on the piles as badges.
    readonly property bool compact: width < 270
    property Component faceComponent
    property var zoom
    property var table
    readonly property var discard: info && info.discard ? info.discard : []

    objectName: "seat_" + seat
    radius: 10
    color: asked ? "#33402a" : Theme.panel
    border.width: active ? 2.5 : 1
    border.color: active ? Theme.accent : asked ? Theme.legal : Theme.panelBorder
    opacity: info && info.out ? 0.5 : 1
    implicitHeight: header.height + cards.height + 18
    Accessible.role: Accessible.Grouping
    Accessible.name: name

    Row {
        id: header
        x: 8; y: 6
        spacing: 6
        width: parent.width - 16
        Rectangle {
            width: 18; height: 18; radius: 9
            color: T.seatColour(panel.seat)
            Text { anchors.centerIn: parent; text: panel.seat + 1; font.pixelSize: 10; font.bold: true; color: "#10181a" }
        }
        Text {
            width: parent.width - 24 - (panel.info && panel.info.angelsDefeated > 0 ? 90 : 0)
            text: panel.name + (panel.info && panel.info.out ? "  " + qsTr("(out)") : panel.active ? "  " + qsTr("(their turn)") : "")
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            font.bold: true
            elide: Text.ElideRight
        }
    }

    Row {
        id: cards
        x: 8
        anchors.top: header.bottom; anchors.topMargin: 6
        spacing: panel.compact ? 5 : 10
        height: panel.cardWidth * 1.4 + 14

        Column { // the hand: backs, fanned
            spacing: 1
            Item {
                readonly property int n: panel.info ? panel.info.handCount || 0 : 0
                readonly property real step: n > 1 ? Math.min(panel.cardWidth * 0.45, (panel.cardWidth * 2.4) / (n - 1)) : 0
                width: n > 0 ? panel.cardWidth + (n - 1) * step : panel.cardWidth
                height: panel.cardWidth * 1.4
                Repeater {
                    model: parent.n
                    Image {
                        required property int index
                        objectName: "cardBack"
                        x: index * parent.step
                        width: panel.cardWidth; height: panel.cardWidth * 1.4
                        source: Art.cardBack()
                        sourceSize: Qt.size(panel.cardWidth * 2, panel.cardWidth * 2.8)
                        rotation: (index - (parent.n - 1) / 2) * 3
                        transformOrigin: Item.Bottom
                    }
                }
            }
            Text { text: qsTr("Hand %1").arg(panel.info ? panel.info.handCount || 0 : 0); color: Theme.textDim; font.pixelSize: Math.min(Theme.fontSmall, Math.max(11, Math.round(panel.cardWidth * 0.3))) }
        }
        PileStack { // the draw pile: one sliver per card, so its height shows what is left
            count: panel.info ? panel.info.deckCount || 0 : 0
            cardWidth: panel.cardWidth
            label: qsTr("Draw %1").arg(count)
            badge: panel.compact
        }
        PileStack { // the discard pile: the latest card face up
            objectName: "discardPile_" + panel.seat
            count: panel.discard.length
            topCard: count ? panel.discard[count - 1] : null
            faceUp: true
            cardWidth: panel.cardWidth
            faceComponent: panel.faceComponent
            label: qsTr("Discards %1").arg(count)
            badge: panel.compact
            onActivated: panel.table.showDiscard(panel.seat)
            onZoomRequested: (c) => panel.zoom.show(c)
        }
        Column { // the Consummation card and its level
            spacing: 1
            visible: !!(panel.info && panel.info.consummation)
            Card {
                card: panel.info && panel.info.consummation ? panel.info.consummation : ({})
                faceComponent: panel.faceComponent
                cardWidth: panel.cardWidth
                onActivated: (c) => panel.zoom.show(c)
                onZoomRequested: (c) => panel.zoom.show(c)
            }
            LevelPips { level: panel.info ? panel.info.level || 0 : 0 }
        }
    }
    Text { // Angels beaten, in the header's corner
        anchors.right: parent.right; anchors.rightMargin: 8
        anchors.verticalCenter: header.verticalCenter
        visible: panel.info && panel.info.angelsDefeated > 0
        text: qsTr("%n Angel(s) beaten", "", panel.info ? panel.info.angelsDefeated || 0 : 0)
        color: Theme.good
        font.pixelSize: Theme.fontSmall
    }
}
