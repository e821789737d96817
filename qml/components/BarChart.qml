import QtQuick
import QtQuick.Layouts
import QtQuick.Controls
import Tabletop

// A small bar chart: a title and one bar per label, the count written on each bar.
ColumnLayout {
    id: root
    property string title
    property var bars: [] // [{label, count}]
    readonly property int maxCount: {
        let m = 1
        for (const b of bars) m = Math.max(m, b.count)
        return m
    }
    spacing: 4
    Label {
        text: root.title
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
    Label {
        visible: root.bars.length === 0
        text: qsTr("No cards yet")
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
    }
    Row {
        visible: root.bars.length > 0
        spacing: 4
        Repeater {
            model: root.bars
            delegate: Column {
                id: bar
                required property var modelData
                spacing: 2
                width: Math.max(26, labelText.implicitWidth + 4)
                Item {
                    width: parent.width
                    height: 70
                    Rectangle {
                        id: barRect
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        width: 18
                        height: Math.max(2, 50 * bar.modelData.count / root.maxCount)
                        radius: 2
                        color: Theme.accent
                    }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: barRect.top
                        anchors.bottomMargin: 2
                        text: bar.modelData.count
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                    }
                }
                Label {
                    id: labelText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: bar.modelData.label
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
