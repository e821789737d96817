import QtQuick
import QtQuick.Controls

// One standard roll in the log (core/RollEvent.h, docs/architecture.md "Dice and the roll
// event"): the log line, then the dice as a small tray (each die's face), the target with each
// modifier by name, and the outcome with its degrees. The same for every game.
Column {
    id: root
    property var roll: ({})   // the roll event's data as this seat sees it
    property string text      // the translated log line
    property int number: 0    // position in the log, shown before the line

    readonly property string kind: roll && roll.kind ? roll.kind : ""
    // What the tray shows, for tests and screen readers.
    readonly property var sides: kind === "opposed" ? [roll.initiator, roll.defender] : [roll]
    spacing: 2
    Accessible.role: Accessible.StaticText
    Accessible.name: text

    function faceText(side, i) {
        const f = side.faces[i]
        // The tens die of a d100 reads 00-90, the units die 0-9 (00 and 0 is 100).
        if (side.kind === "test" && i === 0)
            return f === 0 ? "00" : String(f)
        return String(f)
    }
    function outcomeText(side) {
        if (!side || side.kind !== "test")
            return side && side.total !== undefined ? qsTr("Total %1").arg(side.total) : ""
        if (side.critical)
            return qsTr("Critical: %n degree(s) of success", "", side.degrees)
        if (side.fumble)
            return qsTr("Fumble: %n degree(s) of failure", "", side.degrees)
        return side.outcome === "success" ? qsTr("Success: %n degree(s) of success", "", side.degrees)
                                          : qsTr("Failure: %n degree(s) of failure", "", side.degrees)
    }
    function modifiersText(side) {
        if (!side || side.kind !== "test")
            return side && side.modifier ? qsTr("modifier %1").arg(signed(side.modifier)) : ""
        let parts = [qsTr("base %1").arg(side.base)]
        for (const m of side.modifiers || [])
            parts.push((m.label || m.name) + " " + signed(m.value))
        return qsTr("Target %1 (%2)").arg(side.target).arg(parts.join(", "))
    }
    function signed(v) { return v >= 0 ? "+" + v : String(v) }
    function sideName(i) {
        if (kind !== "opposed")
            return ""
        return i === 0 ? (roll.who || "") : (roll.against || "")
    }
    readonly property string verdictText: kind !== "opposed" ? ""
        : qsTr("%1 wins").arg(roll.winner === "initiator" ? (roll.who || qsTr("The attacker"))
                                                          : (roll.against || qsTr("The defender")))

    Text {
        width: root.width
        text: (root.number > 0 ? root.number + ". " : "") + root.text
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Repeater {
        objectName: "rollSides"
        model: root.sides.length
        delegate: Row {
            id: sideRow
            required property int index
            readonly property var side: root.sides[index]
            spacing: 4
            x: 12
            Text {
                visible: text.length > 0
                text: root.sideName(sideRow.index)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                anchors.verticalCenter: parent.verticalCenter
            }
            Repeater {
                model: sideRow.side && sideRow.side.faces ? sideRow.side.faces.length : 0
                delegate: Rectangle {
                    required property int index
                    readonly property string face: root.faceText(sideRow.side, index)
                    objectName: "rollFace"
                    width: Math.max(22, faceLabel.implicitWidth + 8)
                    height: 22
                    radius: 4
                    color: Theme.panel
                    border.color: Theme.text
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Die showing %1").arg(face)
                    Text {
                        id: faceLabel
                        anchors.centerIn: parent
                        text: parent.face
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
            }
            Text {
                objectName: "rollOutcome"
                text: root.outcomeText(sideRow.side)
                color: sideRow.side && sideRow.side.kind === "test"
                       ? (sideRow.side.outcome === "success" ? "#3f9f5f" : "#c0504d") : Theme.text
                font.pixelSize: Theme.fontSmall
                font.bold: true
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                objectName: "rollTarget"
                text: root.modifiersText(sideRow.side)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                anchors.verticalCenter: parent.verticalCenter
            }
        }
    }
    Text {
        objectName: "rollVerdict"
        visible: root.verdictText.length > 0
        x: 12
        text: root.verdictText
        color: Theme.text
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }
}
