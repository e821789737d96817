import QtQuick
import QtQuick.Controls
import Tabletop

// The game log as the viewing seat may read it; follows the newest line.
Rectangle {
    id: root
    property LogModel model
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")

    Label {
        id: heading
        text: qsTr("Game log")
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        x: 8; y: 6
    }
    ListView {
        id: list
        anchors.fill: parent
        anchors.topMargin: heading.height + 10
        anchors.margins: 8
        clip: true
        model: root.model
        spacing: 3
        // Follows the newest line unless the reader has scrolled back; a new line's height is
        // only known once it is laid out (wrapped), so follow the content height, not the count.
        property bool follow: true
        onMovementEnded: follow = atYEnd
        onCountChanged: if (follow) Qt.callLater(positionViewAtEnd)
        onContentHeightChanged: if (follow) Qt.callLater(positionViewAtEnd)
        ScrollBar.vertical: ScrollBar {}
        // A roll (core.roll event, the same in every game) shows its dice and outcome; any
        // other entry is its line of text.
        delegate: Loader {
            id: entry
            required property var model
            required property int index
            width: list.width - 10
            sourceComponent: model.type === "roll" && model.eventData && model.eventData.kind ? rollLine : textLine
            Component {
                id: textLine
                Text {
                    width: entry.width
                    text: (entry.index + 1) + ". " + entry.model.text
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
            }
            Component {
                id: rollLine
                RollEntry {
                    width: entry.width
                    roll: entry.model.eventData
                    text: entry.model.text
                    number: entry.index + 1
                }
            }
        }
    }
}
