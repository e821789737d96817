import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// The ordinary table, fed by the LAN client, plus what only LAN play needs: who the game waits
// for, chat, the host's save-and-end, and the fair-shuffle verification at the end.
Item {
    id: root
    objectName: "lanTablePage"
    property GameController controller
    property LanController lan
    signal leave()
    signal rulesRequested(string rule)

    // Couch mode: the table appears once the game starts; before that the phones' codes.
    property bool couchStarted: false
    readonly property bool tableShown: !root.lan.couch || couchStarted
    Connections {
        target: root.lan
        function onStatusChanged() {
            if (root.lan.status === "playing" || root.lan.status === "over")
                root.couchStarted = true
        }
    }
    Component.onCompleted: if (lan.status === "playing" || lan.status === "over") couchStarted = true

    Loader {
        id: tableLoader
        anchors.fill: parent
        active: root.tableShown
        sourceComponent: Component {
            TablePage {
                controller: root.controller
                ownStops: !root.lan.couch
                // The host's Leave ends the game for everyone: asked first.
                onLeave: {
                    if (root.lan.hosting && !root.controller.gameOver)
                        leaveDialog.open()
                    else
                        root.leave()
                }
                onRulesRequested: (rule) => root.rulesRequested(rule)
                onPlayAgain: root.leave()
            }
        }
    }

    Dialog {
        id: leaveDialog
        objectName: "hostLeaveDialog"
        anchors.centerIn: parent
        modal: true
        title: qsTr("End the game for everyone?")
        Label {
            text: qsTr("You are the host: leaving saves the game and ends it for every player. You can host it again later to go on.")
            wrapMode: Text.WordWrap
            width: Math.min(root.width - 120, 460)
            color: Theme.text
        }
        footer: DialogButtonBox {
            Button {
                objectName: "hostLeaveConfirm"
                text: qsTr("Save and end for everyone")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                objectName: "hostLeaveCancel"
                text: qsTr("Stay")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: root.leave()
    }

    ColumnLayout {
        anchors.top: parent.top
        anchors.topMargin: 56
        anchors.horizontalCenter: parent.horizontalCenter
        z: 120
        spacing: 6
        Rectangle {
            visible: root.lan.waitingFor.length > 0 && !root.controller.gameOver
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: waitRow.implicitWidth + 30
            Layout.preferredHeight: waitRow.implicitHeight + 16
            radius: 8
            color: Theme.panel
            border.color: Theme.accent
            RowLayout {
                id: waitRow
                anchors.centerIn: parent
                Label {
                    id: waitLabel
                    objectName: "waitingLabel"
                    textFormat: Text.PlainText
                    text: qsTr("Waiting for %1").arg(root.lan.waitingFor)
                    color: Theme.accent
                    font.pixelSize: Theme.fontLarge
                }
                Button {
                    objectName: "botButton"
                    visible: root.lan.hosting
                    text: qsTr("Let the computer play for them")
                    onClicked: root.lan.giveDroppedSeatsToComputer()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("They take their seat back when they reconnect")
                }
            }
        }
        Rectangle {
            visible: root.lan.status === "reconnecting" || root.lan.status === "failed" || root.lan.status === "ended"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: statusLabel.implicitWidth + 30
            Layout.preferredHeight: statusLabel.implicitHeight + 16
            radius: 8
            color: Theme.panel
            border.color: Theme.danger
            Label {
                id: statusLabel
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.lan.errorText
                color: Theme.text
            }
        }
    }

    // Above the end screen, so the verdict is read with the result.
    Rectangle {
        visible: root.lan.revealed
        z: 130
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 16
        width: Math.min(parent.width - 40, verifyLabel.implicitWidth + 30)
        height: verifyLabel.implicitHeight + 16
        radius: 8
        color: Theme.panel
        border.color: root.lan.verified ? Theme.good : Theme.danger
        Label {
            id: verifyLabel
            objectName: "verificationLabel"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.width - 70)
            text: root.lan.verification
            wrapMode: Text.WordWrap
            color: root.lan.verified ? Theme.good : Theme.danger
        }
    }

    RowLayout {
        id: topButtons
        z: 125
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: 6
        // Left of the table's own buttons at the header's right end (its stops, Undo, Rules).
        anchors.rightMargin: tableLoader.item ? Math.max(10, root.width - tableLoader.item.headerRightStart + 8) : 170
        CheckBox {
            objectName: "autoPlayBox"
            visible: root.lan.mySeat >= 0 && !root.controller.gameOver
            text: qsTr("Computer plays for me")
            checked: root.lan.autoPlay
            onToggled: root.lan.autoPlay = checked
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Picks one of your legal moves each time it is your turn")
        }
        Button {
            objectName: "endGameButton"
            visible: root.lan.hosting && !root.controller.gameOver
            text: qsTr("Save and end")
            onClicked: root.lan.endGame()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Save the game and end it for everyone; host it again later to continue")
        }
        Button {
            objectName: "chatButton"
            text: chat.visible ? qsTr("Hide chat") : qsTr("Chat (%1)").arg(root.lan.chat.length)
            checkable: true
            checked: chat.visible
            onClicked: chat.visible = !chat.visible
        }
    }
    CouchPanel {
        anchors.fill: parent
        z: 126
        visible: root.lan.couch
        lan: root.lan
        controller: root.controller
        lobby: !root.couchStarted
        // The waiting banner keeps between the table's Leave and seed and the buttons above.
        bannerLeft: tableLoader.item ? tableLoader.item.headerLeftEnd + 12 : 0
        bannerRight: topButtons.x - 12
        onLeave: root.leave()
    }

    ChatPanel {
        id: chat
        visible: false
        z: 125
        lan: root.lan
        width: 320
        height: 300
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: 52
        anchors.rightMargin: 10
    }
}
