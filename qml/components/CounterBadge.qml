import QtQuick
import Tabletop

// A number with an icon and a colour: damage, tokens, Strength, a clock. When the value
// changes the badge pops and the difference ("+2", "-1") floats away, so a change is seen.
Rectangle {
    id: root
    property int value: 0
    property string label: ""    // what it counts, for the accessible name ("Damage")
    property string icon: ""     // a short glyph or letter shown before the number
    property url iconSource: ""  // or an image (an SVG from assets/)
    property bool compact: false
    property bool animated: true
    property int lastDelta: 0
    readonly property color ink: Qt.colorEqual(color, "transparent") || color.hslLightness > 0.6 ? "#222222" : "#ffffff"

    implicitWidth: Math.max(height, content.implicitWidth + (compact ? 8 : 12))
    implicitHeight: compact ? 18 : 24
    width: implicitWidth
    height: implicitHeight
    radius: height / 2
    color: Theme.panel
    border.color: Qt.darker(color, 1.7)
    border.width: 1
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: label.length ? qsTr("%1: %2").arg(label).arg(value) : String(value)

    property int previous: value
    onValueChanged: {
        lastDelta = value - previous
        previous = value
        if (animated && lastDelta !== 0 && Theme.animMs > 0) {
            pop.restart()
            float_.restart()
        }
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: -2
        radius: height / 2
        color: "transparent"
        border.color: Theme.text
        border.width: 2
        visible: root.activeFocus
    }
    Row {
        id: content
        anchors.centerIn: parent
        spacing: 2
        Image {
            visible: root.iconSource.toString().length > 0
            source: root.iconSource
            width: root.height - 6
            height: width
            sourceSize.width: width
            sourceSize.height: height
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            visible: root.icon.length > 0
            text: root.icon
            color: root.ink
            font.pixelSize: root.compact ? 10 : Theme.fontSmall
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            id: number
            objectName: "number"
            text: root.value
            color: root.ink
            font.bold: true
            font.pixelSize: root.compact ? 11 : Theme.fontNormal
            anchors.verticalCenter: parent.verticalCenter
        }
    }
    Text {
        id: delta
        objectName: "delta"
        text: root.lastDelta > 0 ? "+" + root.lastDelta : String(root.lastDelta)
        color: root.lastDelta > 0 ? Theme.good : Theme.danger
        font.bold: true
        font.pixelSize: Theme.fontSmall
        anchors.horizontalCenter: parent.horizontalCenter
        y: -height
        opacity: 0
    }
    SequentialAnimation {
        id: pop
        NumberAnimation { target: root; property: "scale"; to: 1.3; duration: Theme.animMs / 2 }
        NumberAnimation { target: root; property: "scale"; to: 1; duration: Theme.animMs / 2 }
    }
    ParallelAnimation {
        id: float_
        NumberAnimation { target: delta; property: "opacity"; from: 1; to: 0; duration: Theme.animMs * 4 }
        NumberAnimation { target: delta; property: "y"; from: -delta.height; to: -delta.height * 2.2; duration: Theme.animMs * 4 }
    }
}
