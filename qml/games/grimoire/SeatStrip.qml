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

    ColumnLayout {
        Layout.preferredWidth: Theme.cardWidth * 4.2
        Layout.fillHeight: true
        spacing: 4
        RowLayout {
            spacing: 8
            Layout.preferredHeight: nameLabel.implicitHeight
            Rectangle {
                width: 12; height: 12; radius: 6
                color: root.acting ? Theme.accent : "transparent"
                border.color: Theme.accent
            }
            Label {
                id: nameLabel
                text: root.table ? root.table.nameOf(root.seat) : ""
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
            Label {
                text: root.sv ? qsTr("%n spell(s) in hand", "", root.sv.handCount) : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Hand {
                objectName: "hand_" + root.seat
                Layout.fillWidth: true
                Layout.fillHeight: true
                title: root.mine ? qsTr("Your spells") : qsTr("Spells")
                controller: root.table.controller
                dragLayer: root.table.dragLayer
                faceComponent: root.table.faceComponent
                cardWidth: Theme.cardWidth * 1.1
                model: root.table.controller ? root.table.controller.zone("/seats/" + root.seat + "/hand") : null
                onCardActivated: (c) => root.table.activate(c, "hand")
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
            Zone {
                objectName: "contract_" + root.seat
                Layout.fillHeight: true
                title: root.sv && root.sv.contractUsed ? qsTr("Contract (used)") : qsTr("Contract")
                minSlots: 1
                cardWidth: Theme.cardWidth * 0.9
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
                objectName: "sealed_" + root.seat
                Layout.fillHeight: true
                title: qsTr("Sealed")
                minSlots: 1
                cardWidth: Theme.cardWidth * 0.6
                controller: root.table.controller
                faceComponent: root.table.faceComponent
                opacity: 0.8
                model: root.table.controller ? root.table.controller.zone("/seats/" + root.seat + "/sealed") : null
                onZoomRequested: (c) => root.table.zoom.show(c)
            }
        }
    }
    LibraryView {
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
