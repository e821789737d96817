import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Covers a page while the card index is (re)built from the card files, with a progress bar;
// shows why when the index cannot be used.
Rectangle {
    id: root
    color: "#cc16201c"
    visible: CardIndex.building || CardIndex.error.length > 0
    MouseArea { anchors.fill: parent } // nothing underneath is usable meanwhile
    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 520)
        spacing: 12
        Label {
            text: CardIndex.building ? qsTr("Indexing the cards…") : CardIndex.error
            color: CardIndex.building ? Theme.text : Theme.danger
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        ProgressBar {
            visible: CardIndex.building
            Layout.fillWidth: true
            from: 0
            to: 1
            value: CardIndex.progress
        }
        Label {
            visible: CardIndex.building
            text: qsTr("This happens once, and again only when the card files change.")
            color: Theme.textDim
        }
    }
}
