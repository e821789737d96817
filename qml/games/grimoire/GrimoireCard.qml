import QtQuick
import Tabletop
import "GrimoireTexts.js" as T

// The face of a Grimoire card, drawn from its data: the element colours as a band (split
// for turbidity), the Insight number, and for spells the name and both thresholds.
Item {
    id: root
    property var card: ({})
    readonly property string accessibleName: T.cardName(card)
    readonly property bool isSpell: card && card.kind === "spell"
    readonly property var colours: !card ? [] : card.kind === "turbidity" ? card.elements
                                   : card.kind === "spell" ? [T.spellElement(card.spell)] : [card.element]
    readonly property real unit: width / 10

    Rectangle {
        id: band
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        height: root.isSpell ? parent.height * 0.28 : parent.height * 0.62
        radius: root.unit * 0.6
        clip: true
        Row {
            anchors.fill: parent
            Repeater {
                model: root.colours
                Rectangle {
                    required property string modelData
                    width: band.width / Math.max(1, root.colours.length)
                    height: band.height
                    color: Theme.elementColor(modelData)
                    // The placed colour of a turbidity card is marked.
                    Rectangle {
                        visible: root.card.kind === "turbidity" && root.card.element === parent.modelData
                        anchors.bottom: parent.bottom; anchors.horizontalCenter: parent.horizontalCenter
                        width: parent.width * 0.5; height: root.unit * 0.7; radius: height / 2
                        color: Theme.elementInk(parent.modelData)
                    }
                }
            }
        }
        Text {
            anchors.centerIn: parent
            visible: !root.isSpell
            text: root.card.kind === "insight" ? root.card.insight : (root.card.kind === "turbidity" ? "◐" : "✦")
            color: Theme.elementInk(root.colours[0] || "")
            font.pixelSize: root.unit * 3.6
            font.bold: true
            style: Text.Outline
            styleColor: "#55000000"
        }
        Text {
            anchors.centerIn: parent
            visible: root.isSpell
            text: T.spellName(root.card.spell || "")
            color: Theme.elementInk(root.colours[0] || "")
            font.pixelSize: root.unit * 1.45
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            width: parent.width - root.unit
            horizontalAlignment: Text.AlignHCenter
        }
    }
    Text {
        anchors.top: band.bottom; anchors.topMargin: root.unit * 0.4
        anchors.left: parent.left; anchors.right: parent.right
        anchors.bottom: parent.bottom
        text: root.isSpell ? "③ " + T.spellEffects(root.card.spell || "")[0] + "\n⑤ " + T.spellEffects(root.card.spell || "")[1]
                           : T.cardName(root.card)
        color: "#2a2a2a"
        wrapMode: Text.WordWrap
        font.pixelSize: Math.max(6, root.unit * (root.isSpell ? 0.95 : 1.15))
        horizontalAlignment: root.isSpell ? Text.AlignLeft : Text.AlignHCenter
        elide: Text.ElideRight
    }
}
