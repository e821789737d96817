import QtQuick
import QtQuick.Controls
import Tabletop
import "NeotokyoTexts.js" as T

// The words beside a card read large (zoom and hover preview): its name, its type, who
// speaks it and what it counts in the Ending Draw, its text, and what it does as a Line.
Column {
    id: root
    property var card: ({})
    width: 320
    spacing: 8

    function speaker(colour) {
        const i = T.colours.indexOf(colour)
        return i < 0 ? "" : qsTranslate("characters", T.names[i])
    }
    function typeName(t) {
        switch (t) {
        case "eva": return qsTr("Eva card")
        case "character": return qsTr("Character card")
        case "drama": return qsTr("Drama card")
        case "battle": return qsTr("Battle card")
        case "put": return qsTr("Put card")
        case "line": return qsTr("Line card")
        case "angel": return qsTr("Angel")
        case "consummation": return qsTr("Consummation card")
        }
        return ""
    }
    readonly property var c: card || ({})
    readonly property string facts: {
        const out = []
        if (c.type)
            out.push(typeName(c.type))
        if (c.type === "angel" && c.strength !== undefined)
            out.push(qsTr("Strength %1").arg(c.strength))
        else if (c.type === "consummation" && c.colour)
            out.push(qsTr("for %1").arg(speaker(c.colour)))
        else if (c.colour)
            out.push(qsTr("spoken by %1").arg(speaker(c.colour)))
        if (c.dp !== undefined && c.type !== "angel" && c.type !== "consummation")
            out.push(qsTr("DP %1").arg((c.dp > 0 ? "+" : "") + c.dp))
        return out.join(" · ")
    }

    Label {
        width: parent.width
        text: root.c.displayName || root.c.name || ""
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Label {
        width: parent.width
        visible: text.length > 0
        text: root.facts
        color: Theme.accent
        wrapMode: Text.WordWrap
    }
    Label {
        width: parent.width
        visible: text.length > 0
        text: root.c.displayText || root.c.text || ""
        color: Theme.text
        wrapMode: Text.WordWrap
    }
    Label {
        width: parent.width
        visible: !!root.c.reaction
        text: qsTr("Reaction: another player may speak it in answer to a card the active player speaks.")
        color: Theme.good
        wrapMode: Text.WordWrap
    }
    Label {
        width: parent.width
        visible: !!root.c.other
        text: qsTr("Other: does not count toward its speaker's limit.")
        color: Theme.textDim
        wrapMode: Text.WordWrap
    }
    Column {
        width: parent.width
        spacing: 3
        visible: (root.c.marks || []).length > 0
        Label { text: qsTr("As a Line (upside down):"); color: Theme.textDim }
        Repeater {
            model: root.c.marks || []
            Label {
                required property var modelData
                text: (modelData.hurt ? "\u25B2 " + qsTr("hurt %1") : "\u25CF " + qsTr("attract %1")).arg(root.speaker(modelData.target))
                color: T.lineColourOf(modelData.target)
            }
        }
    }
}
