import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "KaijuLook.js" as KaijuLook

// One side of the combat: the seat and its kaiju, Sword or Shield this round, the pools of
// Ferocity, Agility and Power left (ruling K1) and the energy; while the viewer chooses its
// face-down cards, what they will cost (boxes from the pools, the rest in energy). An enemy
// fighter is where a combat card is dropped to aim it (the Sword's attack).
Rectangle {
    id: root
    property Item table
    property var fighter: null       // {seat, character, card, ferocity, agility, power, name...}
    property bool sword: false
    property var cost: null          // {ferocity, agility, power, energy} the viewer's picks would pay
    property bool first: true        // the first of its side (a team fight has several a side)
    property bool compact: false     // several a side: smaller, the side's title once
    readonly property var member: fighter && fighter.character >= 0 && seatInfo.team ? seatInfo.team[fighter.character] || null : null
    readonly property bool knockedOut: !!member && !!table && table.isKo(fighter.seat, fighter.character)
    readonly property bool chosen: fighter !== null && table !== null && fighter.character >= 0 && table.kaijuChosen(fighter.seat, fighter.character, revision)
    readonly property int revision: table ? table.uiRevision : 0
    readonly property bool lit: fighter !== null && table !== null && table.fighterLit(fighter, table.dragLayer ? table.dragLayer.dragged : null, revision)
    readonly property var seatInfo: fighter && table ? (table.seats[fighter.seat] || {}) : ({})

    objectName: fighter ? "fighter_" + fighter.seat + "_" + fighter.character : "fighter"
    radius: 10
    color: lit ? Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.4 : 0.2) : Qt.rgba(0, 0, 0, 0.35)
    border.color: chosen ? "white" : lit ? Theme.legal : sword ? "#c2563d" : "#3d7fc2"
    border.width: chosen ? 3 : 2
    opacity: knockedOut ? 0.55 : 1

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: root.compact ? 4 : 8
        spacing: root.compact ? 1 : 4
        Label {
            Layout.fillWidth: true
            visible: root.first
            text: (root.sword ? "\u2694 " + qsTr("Sword") : "\u2B1F " + qsTr("Shield"))
            color: root.sword ? "#ff8a6a" : "#8ac2ff"
            font.pixelSize: Theme.fontNormal
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }
        Image {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: root.compact ? 0 : 20
            visible: !root.compact || root.height > 110
            source: !root.fighter ? "" : root.fighter.city ? "art/skyline.svg" : KaijuLook.memberArt(root.fighter)
            sourceSize.width: 128
            sourceSize.height: 128
            fillMode: Image.PreserveAspectFit
            mirror: !root.sword
        }
        Label {
            Layout.fillWidth: true
            text: root.fighter ? (root.fighter.displayName || root.fighter.name || "") : ""
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontNormal
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
        }
        Label { // its damage against the KO threshold (the team rows may be under the overlay)
            objectName: "fighterDamage"
            Layout.fillWidth: true
            visible: !!root.member
            text: root.knockedOut ? qsTr("Knocked out")
                                  : root.member && root.table ? qsTr("Damage %1 / %2").arg(root.member.damage || 0).arg(root.table.toKo(root.member, root.fighter.seat)) : ""
            color: root.knockedOut ? Theme.danger : Theme.text
            font.pixelSize: Theme.fontSmall
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            visible: root.first || !root.compact
            text: root.fighter && root.table ? root.table.nameOf(root.fighter.seat) + " · \u26A1" + (root.seatInfo.energy || 0) : ""
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
        }
        Row { // the pools left
            Layout.alignment: Qt.AlignHCenter
            spacing: 4
            Repeater {
                model: ["ferocity", "agility", "power"]
                Rectangle {
                    required property string modelData
                    readonly property int remaining: root.fighter ? (root.fighter[modelData] || 0) : 0
                    objectName: "pool_" + (root.fighter ? root.fighter.seat + "_" + root.fighter.character : 0) + "_" + modelData
                    width: poolText.implicitWidth + 10; height: poolText.implicitHeight + 4
                    radius: 4
                    color: KaijuLook.poolColor(modelData)
                    opacity: remaining > 0 ? 1 : 0.45
                    Label {
                        id: poolText
                        anchors.centerIn: parent
                        text: KaijuLook.poolLetter(parent.modelData) + " " + parent.remaining
                        color: "white"
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                    ToolTip.visible: poolHover.hovered
                    ToolTip.text: qsTr("%1 pool: %2 cost boxes left this combat").arg(KaijuLook.poolName(modelData)).arg(remaining)
                    HoverHandler { id: poolHover }
                }
            }
        }
        Label { // what the viewer's chosen cards would cost
            objectName: "costPreview"
            Layout.fillWidth: true
            visible: root.cost !== null
            text: root.cost ? root.table.costText(root.cost) : ""
            color: root.cost && root.cost.short ? Theme.danger : Theme.legal
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }
    MouseArea {
        anchors.fill: parent
        z: -1
        onClicked: if (root.fighter) root.table.fighterClicked(root.fighter)
    }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onDropped: (event) => {
            if (!root.fighter || !root.table.fighterDropped(root.fighter))
                return
            event.accept(Qt.MoveAction)
            root.table.dragLayer.dropOk = true
        }
    }
}
