import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// The result and the scoring breakdown (drawn by the game), then "play again" or "back".
Rectangle {
    id: root
    objectName: "endGame"
    property GameController controller
    property Component breakdownComponent
    signal playAgain()
    signal back()
    color: "#d0101814"
    MouseArea { anchors.fill: parent }

    readonly property var outcome: controller ? controller.outcome : ({})
    readonly property string headline: {
        if (!outcome || !outcome.winners)
            return ""
        if (outcome.draw)
            return qsTr("The game is a draw")
        if (outcome.winners.length === 0)
            return qsTr("Nobody wins") // every player lost (say, the Angels won)
        return qsTr("%1 wins").arg(outcome.winners.map(s => controller.seatNames[s]).join(", "))
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 760)
        height: Math.min(parent.height - 60, col.implicitHeight + 48)
        radius: 14
        color: Theme.panel
        border.color: Theme.accent
        ColumnLayout {
            id: col
            anchors.fill: parent
            anchors.margins: 24
            spacing: 14
            Label {
                objectName: "endHeadline"
                text: root.headline
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                text: root.controller && root.outcome.reason ? root.controller.messageText(root.outcome.reason) : ""
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Loader {
                Layout.fillWidth: true
                sourceComponent: root.breakdownComponent
                onLoaded: {
                    item.outcome = Qt.binding(() => root.outcome)
                    item.controller = Qt.binding(() => root.controller)
                }
            }
            // The seed, kept hidden during a hot-seat game, and how to replay the same deal.
            Label {
                objectName: "endSeed"
                visible: root.controller !== null && root.controller.replayCommand.length > 0
                text: root.controller ? qsTr("Seed %1. The same seed deals the same cards again; to replay this game from the start in a terminal:").arg(root.controller.seed) : ""
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            TextField {
                objectName: "endReplayCommand"
                visible: root.controller !== null && root.controller.replayCommand.length > 0
                text: root.controller ? root.controller.replayCommand : ""
                readOnly: true
                selectByMouse: true
                font.family: "monospace"
                Layout.fillWidth: true
                Accessible.name: qsTr("Command that replays this game")
            }
            RowLayout {
                Button { text: qsTr("Play again"); highlighted: true; onClicked: root.playAgain() }
                Button { text: qsTr("Back to the games"); onClicked: root.back() }
            }
        }
    }
}
