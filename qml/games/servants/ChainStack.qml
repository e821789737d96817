import QtQuick
import QtQuick.Controls
import Tabletop

// The chain beside the mats: its links as a stack, the top (the last added, the first to
// resolve) first, each with its card, its speed, who added it and what it targets. A negated
// link is struck through. Tab reaches it; Up and Down walk the links.
FocusScope {
    id: root
    objectName: "chainStack"
    property Item table
    property var links: [] // the view's chain, bottom (Chain Link 1) first
    property var responseWindow: null // the view's response window
    property string phase: "" // the view's phase
    property real cardWidth: 34
    property int focusLink: links.length - 1
    readonly property var topFirst: links.slice().reverse()

    function describe(l) {
        if (!l || !l.card)
            return ""
        let s = qsTr("Chain Link %1: %2, speed %3, by %4").arg(l.link).arg(root.table.cardName(l.card)).arg(l.speed).arg(root.table.nameOf(l.seat))
        if (l.target)
            s += " " + qsTr("(targets %1)").arg(root.table.nameOfCard(l.target))
        else if (l.targetSlot !== undefined) // a face-down servant: only its slot is known
            s += " " + qsTr("(targets a face-down card)")
        if (l.summon)
            s += " " + qsTr("(summons %1)").arg(root.table.cardName(l.summon))
        if (l.power)
            s += " " + qsTr("(its Multi-trigger power)")
        if (l.negated)
            s += " " + qsTr("(negated)")
        return s
    }

    implicitHeight: column.implicitHeight + 16
    activeFocusOnTab: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Chain, %n link(s)", "", links.length)
    Accessible.description: links.length ? describe(links[Math.max(0, Math.min(links.length - 1, focusLink))]) : qsTr("No chain")
    Keys.onUpPressed: focusLink = Math.min(links.length - 1, focusLink + 1)
    Keys.onDownPressed: focusLink = Math.max(0, focusLink - 1)

    Rectangle {
        anchors.fill: parent
        radius: 10
        color: root.links.length ? "#33291a" : Theme.panel
        border.color: root.activeFocus ? Theme.text : root.links.length ? Theme.accent : Theme.panelBorder
        border.width: root.links.length ? 2 : 1
    }
    Column {
        id: column
        x: 8
        y: 8
        width: root.width - 16
        spacing: 4
        Row {
            spacing: 6
            Label {
                text: qsTr("Chain")
                color: root.links.length ? Theme.accent : Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Label {
                visible: root.links.length > 0
                text: qsTr("resolves from the top")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
        Label {
            objectName: "chainEmpty"
            visible: root.links.length === 0
            width: parent.width
            // A Battle step asks both players; a Main Phase's question (after a summon) and the one
            // before the End Phase ask only the opponent, who may start a chain.
            text: !root.responseWindow ? qsTr("No chain")
                  : root.phase === "battle" ? qsTr("No chain: the step asks both players")
                  : qsTr("No chain: %1 may start one, or pass").arg(root.table.nameOf(root.responseWindow.asked))
            color: Theme.textDim
            font.italic: true
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: root.topFirst
            Rectangle {
                id: link
                required property var modelData
                required property int index
                objectName: "chainLink_" + modelData.link
                width: column.width
                height: Math.max(root.cardWidth * 1.4, body.implicitHeight) + 8
                radius: 6
                color: index === 0 ? Qt.rgba(0.88, 0.72, 0.3, 0.25) : Theme.feltDark
                border.width: root.activeFocus && modelData.link - 1 === root.focusLink ? 2 : 1
                border.color: root.activeFocus && modelData.link - 1 === root.focusLink ? Theme.text
                              : index === 0 ? Theme.accent : Theme.panelBorder
                Accessible.role: Accessible.ListItem
                Accessible.name: root.describe(modelData)
                Rectangle { // who added it
                    x: 3; y: 4
                    width: 4; height: parent.height - 8
                    radius: 2
                    color: root.table ? root.table.seatColor(link.modelData.seat) : Theme.textDim
                }
                Card {
                    id: thumb
                    x: 10
                    anchors.verticalCenter: parent.verticalCenter
                    card: link.modelData.card || ({})
                    faceComponent: root.table ? root.table.faceComponent : null
                    backSource: root.table ? root.table.cardBack : ""
                    cardWidth: root.cardWidth
                    activeFocusOnTab: false
                    onActivated: (c) => root.table.zoom.show(c)
                    onZoomRequested: (c) => root.table.zoom.show(c)
                }
                Column {
                    id: body
                    anchors.left: thumb.right
                    anchors.leftMargin: 6
                    anchors.right: speed.left
                    anchors.rightMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    Text {
                        width: parent.width
                        text: qsTr("%1. %2").arg(link.modelData.link).arg(root.table ? root.table.cardName(link.modelData.card) : "")
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        font.bold: link.index === 0
                        font.strikeout: link.modelData.negated === true
                        elide: Text.ElideRight
                    }
                    Text {
                        width: parent.width
                        text: {
                            const t = root.table
                            if (!t)
                                return ""
                            const l = link.modelData
                            let s = qsTr("by %1").arg(t.nameOf(l.seat))
                            if (l.power)
                                s += " · " + qsTr("Multi-trigger power")
                            if (l.target)
                                s += " → " + t.nameOfCard(l.target)
                            else if (l.targetSlot !== undefined)
                                s += " → " + qsTr("a face-down card")
                            if (l.summon)
                                s += " → " + t.cardName(l.summon)
                            if (l.negated)
                                s += " · " + qsTr("negated")
                            return s
                        }
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                }
                Rectangle { // the speed
                    id: speed
                    anchors.right: parent.right
                    anchors.rightMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.fontSmall * 2.2
                    height: width
                    radius: width / 2
                    color: link.modelData.speed >= 3 ? "#b3261e" : link.modelData.speed === 2 ? "#c98a12" : "#4d6b5c"
                    Accessible.name: qsTr("Speed %1").arg(link.modelData.speed)
                    Text {
                        anchors.centerIn: parent
                        text: link.modelData.speed
                        color: "#ffffff"
                        font.bold: true
                        font.pixelSize: Theme.fontSmall + 1
                    }
                }
            }
        }
    }
}
