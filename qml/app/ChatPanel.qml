import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// LAN chat: every player and spectator sees the same lines.
Rectangle {
    id: root
    property LanController lan
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8
    Accessible.name: qsTr("Chat")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        Label { text: qsTr("Chat"); color: Theme.textDim; font.pixelSize: Theme.fontSmall }
        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.lan ? root.lan.chat : []
            onCountChanged: Qt.callLater(positionViewAtEnd)
            delegate: Text {
                required property var modelData
                width: list.width
                // Plain text: a guest's name or message must never be read as markup.
                // Who wrote it: their seat, or that they are a spectator (a spectator cannot pass
                // for a seated player of the same name).
                text: (modelData.seat === null || modelData.seat === undefined
                       ? qsTr("%1 (spectator)").arg(modelData.from)
                       : qsTr("%1 (seat %2)").arg(modelData.from).arg(modelData.seat + 1)) + ": " + modelData.text
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
        RowLayout {
            Layout.fillWidth: true
            TextField {
                id: input
                objectName: "chatInput"
                Layout.fillWidth: true
                placeholderText: qsTr("Say something")
                maximumLength: 500
                Accessible.name: qsTr("Chat message")
                onAccepted: send()
                function send() {
                    if (text.trim().length) root.lan.sendChat(text)
                    text = ""
                }
            }
            Button { text: qsTr("Send"); onClicked: input.send() }
        }
    }
}
