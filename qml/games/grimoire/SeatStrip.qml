import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "GrimoireTexts.js" as T

// One player's side of the table: name, spell hand, contract slot, sealed card, library.
RowLayout {
    id: root
    property int seat: 0
    property bool mine: false
    property var table
    readonly property var sv: table && table.view.seats ? table.view.seats[seat] : null
    readonly property bool acting: table && table.controller && table.controller.promptSeat === seat
    spacing: 8

    // Hand, contract and sealed card keep their size; the library takes the rest. A hand
    // holds at most four spells (five minus the sealed one).
    readonly property real handWidth: 4 * (root.table.cardWidth + 6) + 12

    ColumnLayout {
        Layout.preferredWidth: root.handWidth + contractZone.implicitWidth + sealedZone.implicitWidth + 16
        Layout.fillHeight: true
        spacing: 4
        Item {
            Layout.fillWidth: true
            Layout.preferredHeight: header.height
            Row {
                id: header
                spacing: 8
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 12; height: 12; radius: 6
                    color: root.acting ? Theme.accent : "transparent"
                    border.color: Theme.accent
                    Accessible.ignored: true
                }
                Label {
                    id: nameLabel
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.table ? root.table.nameOf(root.seat) : ""
                    color: root.acting ? Theme.accent : Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.sv ? qsTr("%n spell(s) in hand", "", root.sv.handCount) : ""
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            Hand {
                objectName: "hand_" + root.seat
                Layout.preferredWidth: root.handWidth
                Layout.fillHeight: true
                Layout.preferredHeight: root.table.cardHeight + 30
                title: root.mine ? qsTr("Your spells") : qsTr("Spells")
                controller: root.table.controller
                dragLayer: root.table.dragLayer
                faceComponent: root.table.faceComponent
                cardWidth: root.table.cardWidth
                model: root.table.controller ? root.table.controller.zone("/seats/" + root.seat + "/hand") : null
                onCardActivated: (c) => root.table.activate(c, "hand")
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
            Zone {
                id: contractZone
                objectName: "contract_" + root.seat
                Layout.preferredWidth: implicitWidth
                Layout.fillHeight: true
                Layout.preferredHeight: root.table.cardHeight + 30
                title: root.sv && root.sv.contractUsed ? qsTr("Contract (used)") : qsTr("Contract")
                minSlots: 1
                cardWidth: root.table.cardWidth
                controller: root.table.controller
                dragLayer: root.table.dragLayer
                faceComponent: root.table.faceComponent
                model: root.table.controller ? root.table.controller.zone("/seats/" + root.seat + "/contract") : null
                actionFor: root.mine ? function(card) {
                    return card && card.kind === "spell" && !card.hidden ? { type: "contract", args: { spell: card.spell } } : null
                } : null
                onCardActivated: (c) => root.table.activate(c, "contract")
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
            Zone {
                id: sealedZone
                objectName: "sealed_" + root.seat
                Layout.preferredWidth: implicitWidth
                Layout.fillHeight: true
                Layout.preferredHeight: root.table.cardHeight + 30
                title: qsTr("Sealed")
                minSlots: 1
                cardWidth: root.table.cardWidth * 0.7
                controller: root.table.controller
                faceComponent: root.table.faceComponent
                opacity: 0.85
                model: root.table.controller ? root.table.controller.zone("/seats/" + root.seat + "/sealed") : null
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
        }
    }
    LibraryView {
        cardWidth: root.table.cardWidth * 0.62
        Layout.fillWidth: true
        Layout.fillHeight: true
        seat: root.seat
        mine: root.mine
        controller: root.table.controller
        dragLayer: root.table.dragLayer
        faceComponent: root.table.faceComponent
        onCardActivated: (c) => root.table.activate(c, "library")
        onZoomRequested: (c) => root.table.zoom.show(c)
    }
}
