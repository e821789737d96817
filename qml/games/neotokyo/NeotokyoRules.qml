import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Neo-Tokyo's rules in our own words, by the rule ids that refusals name.
ScrollView {
    id: root
    property string highlight
    contentWidth: availableWidth
    // Room for the scroll bar, which is drawn over the content's right edge otherwise.
    rightPadding: ScrollBar.vertical.width + 6

    readonly property var sections: [
        { id: "neotokyo.prepare", title: qsTr("Preparing"), body: qsTr("Each player brings a deck of at least 30 cards with one Angel for every 15 cards or part of 15, at most three copies of a card and one of each Angel, and chooses one Consummation card, which lies in front of them. The six main characters and the three Evas form Neo-Tokyo. Everyone draws six cards; Angels drawn now are shuffled back and replaced.") },
        { id: "neotokyo.timing", title: qsTr("Turns and timing"), body: qsTr("A turn has five phases: Opening Draw, Battle (only with an Angel in Neo-Tokyo), Main, Ending Draw and Consummation. In each phase the active player speaks first, one card at a time, then the chance passes clockwise; when everyone passes in a row, the phase ends.") },
        { id: "neotokyo.speaking", title: qsTr("Speaking"), body: qsTr("A card is spoken by the character of its colour. A character who is down cannot speak. Each character speaks one card a turn, plus one for each Character card put on it; cards marked Other do not count.") },
        { id: "neotokyo.line", title: qsTr("Lines"), body: qsTr("Any card but an Angel or a Consummation card can be spoken upside down as a Line, in the Main Phase, by the active player. Choose a mark: a triangle hurts, a circle attracts the character of its colour. Lines reach only neighbours on the wheel, or further through groups. A hurt character goes down, or leaves its group if grouped. An attracted character joins the speaker's group, or recovers if down.") },
        { id: "neotokyo.reaction", title: qsTr("Reactions"), body: qsTr("After each card the active player speaks, the other players are asked in turn whether they react. A Line with the opposite mark on the same character, or a Reaction card, cancels it. A cancelled card still counts as spoken.") },
        { id: "neotokyo.put", title: qsTr("Put cards"), body: qsTr("Put and Character cards go on the main character of their colour, at most two per character; Eva cards and weapons go on any Eva. A downed character or Eva loses the cards put on it.") },
        { id: "neotokyo.battle", title: qsTr("Battle"), body: qsTr("The active player sends Evas whose pilots are up. Each Eva has Strength 1, plus 1 for every Eva card put on it, plus one weapon. If the Evas are stronger than the Angel it is defeated; otherwise three random cards of the active player's hand are discarded and the Evas that fought go down.") },
        { id: "neotokyo.endingDraw", title: qsTr("Ending Draw"), body: qsTr("Every player counts the DP of the cards they spoke this turn (a Line is worth 1, a Line spoken by Rei 0) and draws that many cards, or discards if the total is negative. A player with an empty hand, or who cannot draw, loses. The last player left must defeat the Angels to win.") },
        { id: "neotokyo.consummation", title: qsTr("Consummation"), body: qsTr("In your Consummation Phase your level rises by one if its conditions hold. At level 2, with your character up, you may declare the Consummation Stage.") },
        { id: "neotokyo.stage", title: qsTr("Consummation Stage"), body: qsTr("Only Lines, with no reach or speaking limits. You attract your character; each other player may hurt it once or drop out. If nobody hurts it, you win; otherwise attract again or fail, and the others draw a card for each card they played.") }
    ]

    ColumnLayout {
        width: root.availableWidth
        spacing: 14
        Label { text: qsTr("Neo-Tokyo: how to play"); color: Theme.text; font.pixelSize: Theme.fontTitle }
        // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
        Repeater {
            model: root.sections
            Rectangle {
                required property var modelData
                Layout.fillWidth: true
                implicitHeight: col.implicitHeight + 20
                radius: 8
                color: root.highlight === modelData.id ? "#3a3a24" : Theme.panel
                ColumnLayout {
                    id: col
                    anchors.fill: parent; anchors.margins: 10
                    Label { text: parent.parent.modelData.title; color: Theme.text; font.pixelSize: Theme.fontLarge; font.bold: true }
                    Label { text: parent.parent.modelData.body; color: Theme.text; wrapMode: Text.WordWrap; Layout.fillWidth: true }
                }
            }
        }
    }
}
