import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

Page {
    id: root
    signal back()
    background: Rectangle { color: Theme.background }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 36
        spacing: 14
        RowLayout {
            Button { text: qsTr("Back"); onClicked: root.back() }
            Label { text: qsTr("About Tabletop"); color: Theme.text; font.pixelSize: Theme.fontTitle }
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            text: qsTr("Tabletop %1 plays card and board games with their rules enforced, hot-seat on one computer. Every shuffle comes from the game's seed, so any game can be replayed exactly.").arg(Qt.application.version)
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textDim
            text: qsTr("Card texts and rules summaries are written for this project. Built with Qt %1.").arg("6")
        }
        Item { Layout.fillHeight: true }
    }
}
