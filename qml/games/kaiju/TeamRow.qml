import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "KaijuLook.js" as KaijuLook

// A seat's team row: its name and place in the initiative order, its pools (energy, fury
// towards a rage attack), its glory pile (a stack of tokens with the number), its hands' and
// decks' sizes, its team card (name and its four values; "Default team" without one), and its
// kaiju as tiles.
Rectangle {
    id: root
    property Item table
    property int seat: 0
    property var info: ({})
    property bool asked: false
    property real tileWidth: 80
    // Allies make a team longer than 3: its tiles shrink so that the row keeps its width.
    readonly property real fitTile: tileWidth * Math.min(1, 3.4 / Math.max(3, team.length))
    readonly property var team: info.team || []
    readonly property int glory: info.glory || 0
    readonly property int fury: info.fury || 0
    // The team's values (initiative, planning draw, fury value, Fortitude bonus) from the view.
    readonly property var teamValues: info.teamValues || ({ initiative: 50, planningDraw: 5, fury: 10, fortitudeBonus: 2 })
    readonly property int furyValue: teamValues.fury || 10
    readonly property var teamFace: info.teamCard && table && table.teamCardFace ? table.teamCardFace(info.teamCard) : null
    readonly property string teamName: info.teamCard ? (teamFace ? (teamFace.displayName || teamFace.name || info.teamCard) : info.teamCard)
                                                     : qsTr("Default team")
    readonly property bool out: team.length > 0 && team.every((k, i) => !!root.table && root.table.isKo(root.seat, i))

    objectName: "team_" + seat
    radius: 10
    color: Theme.panel
    border.color: asked ? Theme.accent : Theme.panelBorder
    border.width: asked ? 2 : 1
    implicitWidth: Math.max(header.implicitWidth, tiles.implicitWidth) + 16
    implicitHeight: column.implicitHeight + 16
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("%1: %2 energy, %3 fury, %4 glory").arg(table ? table.nameOf(seat) : "").arg(info.energy || 0).arg(fury).arg(glory)

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        RowLayout {
            id: header
            Layout.fillWidth: true
            spacing: 6
            Rectangle { width: 10; height: 10; radius: 5; color: root.table ? root.table.seatColor(root.seat) : Theme.textDim }
            Label {
                Layout.fillWidth: true
                Layout.minimumWidth: 40
                text: (root.table ? root.table.nameOf(root.seat) : "") + (root.out ? " " + qsTr("(out)") : "")
                color: root.asked ? Theme.accent : Theme.text
                font.bold: true
                font.pixelSize: Theme.fontNormal
                elide: Text.ElideRight
            }
            // Energy.
            Label {
                objectName: "energy_" + root.seat
                text: "\u26A1" + (root.info.energy || 0)
                color: "#f2d64b"
                font.pixelSize: Theme.fontNormal
                font.bold: true
                ToolTip.visible: energyHover.hovered
                ToolTip.text: qsTr("Energy: pays cost boxes the pools cannot")
                HoverHandler { id: energyHover }
            }
            // Fury, towards the rage attack (the team's fury value).
            Item {
                implicitWidth: furyBar.width
                implicitHeight: furyLabel.implicitHeight
                ToolTip.visible: furyHover.hovered
                ToolTip.text: qsTr("Fury: 1 each time a kaiju of the team is damaged; %1 makes a rage attack").arg(root.furyValue)
                HoverHandler { id: furyHover }
                Rectangle {
                    id: furyBar
                    objectName: "fury_" + root.seat
                    width: Math.max(46, furyLabel.implicitWidth + 8)
                    height: parent.height
                    radius: 4
                    color: "#3a1d1d"
                    border.color: root.fury >= root.furyValue ? "#ff5a3a" : "#5a3030"
                    Rectangle {
                        width: parent.width * Math.min(1, root.fury / root.furyValue)
                        height: parent.height
                        radius: 4
                        color: root.fury >= root.furyValue ? "#ff5a3a" : "#a8432c"
                    }
                    Label { id: furyLabel; anchors.centerIn: parent; text: qsTr("Fury %1").arg(root.fury); color: "white"; font.pixelSize: Theme.fontSmall; font.bold: true }
                }
            }
            // The glory pile.
            Item {
                objectName: "glory_" + root.seat
                implicitWidth: pile.width + gloryLabel.implicitWidth + 4
                implicitHeight: Math.max(pile.height, gloryLabel.implicitHeight)
                ToolTip.visible: gloryHover.hovered
                ToolTip.text: qsTr("Glory: %1 of %2 to win").arg(root.glory).arg(root.table ? root.table.gloryToWin : 20)
                HoverHandler { id: gloryHover }
                Item {
                    id: pile
                    width: 18; height: 18
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater {
                        model: Math.min(4, Math.ceil(root.glory / 5))
                        Rectangle {
                            required property int index
                            x: index * 1.5; y: -index * 2.5 + 4
                            width: 14; height: 14; radius: 7
                            color: "#d4a72c"; border.color: "#7a5b10"
                        }
                    }
                    Rectangle {
                        visible: root.glory === 0
                        y: 4
                        width: 14; height: 14; radius: 7
                        color: "transparent"; border.color: "#7a5b10"
                    }
                }
                Label {
                    id: gloryLabel
                    anchors.left: pile.right
                    anchors.leftMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    text: "\u2605" + root.glory
                    color: "#ffd54a"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
            }
        }
        // The team card: its name and four values; its text and rule on hover.
        Label {
            id: teamCardLabel
            objectName: "teamCard_" + root.seat
            Layout.fillWidth: true
            text: qsTr("%1: %2").arg(root.teamName).arg(KaijuLook.teamValuesText(root.teamValues))
            color: root.info.teamCard ? "#e8c766" : Theme.textDim
            font.pixelSize: Theme.fontSmall
            font.bold: !!root.info.teamCard
            // A narrow row (four or five seats across the top) takes the line on up to three lines.
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
            Accessible.name: text
            ToolTip.visible: teamHover.hovered
            ToolTip.text: root.teamFace ? (root.teamFace.text || "") : qsTr("Default team: up to 3 kaiju of one affiliation")
            HoverHandler { id: teamHover }
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Planning %1 · Combat %2 · Decks %3/%4").arg(root.info.planningHandCount || 0).arg(root.info.combatHandCount || 0)
                  .arg(typeof root.info.planningDeck === "number" ? root.info.planningDeck : (root.info.planningDeck || []).length)
                  .arg(typeof root.info.combatDeck === "number" ? root.info.combatDeck : (root.info.combatDeck || []).length)
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
        Row {
            id: tiles
            Layout.alignment: Qt.AlignHCenter
            spacing: 6
            Repeater {
                model: root.team
                KaijuTile {
                    required property var modelData
                    required property int index
                    table: root.table
                    seat: root.seat
                    character: index
                    info: modelData
                    width: root.fitTile
                    height: root.fitTile * 1.05
                    fighting: root.table ? root.table.isFighting(root.seat, index) : false
                }
            }
        }
    }
}
