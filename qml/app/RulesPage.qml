import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// A game's rules in our own words. `rule` names a section to scroll to and highlight
// (refused moves link here).
Page {
    id: root
    property string gameId
    property string rule
    signal back()
    background: Rectangle { color: Theme.background }
    header: ToolBar {
        background: Rectangle { color: Theme.feltDark }
        RowLayout {
            anchors.fill: parent
            ToolButton { text: qsTr("Back"); onClicked: root.back() }
            Label { text: qsTr("Rules"); color: Theme.text; font.pixelSize: Theme.fontLarge }
        }
    }
    Loader {
        id: loader
        anchors.fill: parent
        anchors.margins: 20
        source: root.gameId.length ? GameManifests.rulesUrl(root.gameId) : ""
        onLoaded: item.highlight = Qt.binding(() => root.rule)
    }
}
