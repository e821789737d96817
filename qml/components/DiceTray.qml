import QtQuick

// A tray with the dice of one standard roll (core/RollEvent.h: a "dice" or "test" roll event's
// data), drawn alike for every game: one die per face, a d100's tens die reading 00-90, and the
// total when several dice were summed. An opposed test shows in the log (RollEntry), not here.
Row {
    id: root
    property var roll: null   // the roll event's data, or null before anything was rolled
    property real dieSize: 40
    readonly property var faces: roll && roll.faces ? roll.faces : []
    readonly property bool percentile: roll !== null && roll !== undefined && roll.kind === "test"
    function faceText(i) {
        const f = faces[i]
        return percentile && i === 0 ? (f === 0 ? "00" : String(f)) : String(f)
    }
    function faceTexts() {
        const out = []
        for (let i = 0; i < faces.length; ++i)
            out.push(faceText(i))
        return out
    }
    spacing: dieSize * 0.15
    Accessible.role: Accessible.StaticText
    Accessible.name: faces.length ? qsTr("Dice %1: %2").arg(roll.dice || "").arg(faceTexts().join(", "))
                                  : qsTr("No dice rolled")

    Repeater {
        model: root.faces.length
        Rectangle {
            required property int index
            objectName: "die_" + index
            width: root.dieSize
            height: width
            radius: width * 0.18
            rotation: index % 2 ? 6 : -6
            color: "#f4efe3"
            border.color: Theme.accent
            border.width: 2
            Text {
                objectName: "face"
                anchors.centerIn: parent
                text: root.faceText(parent.index)
                color: "#222222"
                font.pixelSize: root.dieSize * 0.45
                font.bold: true
            }
        }
    }
    Text {
        objectName: "diceTotal"
        anchors.verticalCenter: parent.verticalCenter
        visible: root.faces.length > 1 && root.roll.total !== undefined && !root.percentile
        text: visible ? qsTr("= %1").arg(root.roll.total) : ""
        color: Theme.text
        font.pixelSize: root.dieSize * 0.45
        font.bold: true
    }
}
