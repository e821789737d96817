import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Grimoire's rules in our own words. Each section has the rule id that refusals name, so a
// refused move opens the paragraph that explains it.
ScrollView {
    id: root
    property string highlight
    contentWidth: availableWidth
    // Room for the scroll bar, which is drawn over the content's right edge otherwise.
    rightPadding: ScrollBar.vertical.width + 6

    readonly property var sections: [
        { id: "grimoire.setup", title: qsTr("Setting up"), body: qsTr("Two investigators play. Shuffle the 40 grimoires into a deck. Each player takes the five spells (Cthugha red, Cthulhu blue, Hastur yellow, Nyarlathotep black, Eihort white); one of them is sealed at random and set aside unseen by the opponent. The seed decides who starts; the starting player changes every round.") },
        { id: "grimoire.round", title: qsTr("Rounds and turns"), body: qsTr("There are eight rounds, with the contract step between rounds 4 and 5. At the start of a round its starting player lays five grimoires face up in the explore area. Then the players take four turns: starter, opponent, starter, opponent. In each turn you must acquire a grimoire and you may cast one spell, in either order. The fourth turn of a round acquires two grimoires. Press End turn when you are done.") },
        { id: "grimoire.acquire", title: qsTr("Acquiring grimoires"), body: qsTr("Take one grimoire from the explore area and place it in your library on its colour. Each card gives one power of its colour. Drag it onto the matching column, or click it.") },
        { id: "grimoire.insight", title: qsTr("Insight cards"), body: qsTr("An Insight 3 card acquired in the third or fourth turn of a round turns sideways and gives two power instead of one. An Insight 5 card can never be acquired late enough, so only Eihort turns it.") },
        { id: "grimoire.turbidity", title: qsTr("Turbidity cards"), body: qsTr("A turbidity card shows two colours. When you acquire it, choose one of them: it lies on that colour and gives one power there. Nyarlathotep can move it to its other colour later.") },
        { id: "grimoire.spell", title: qsTr("Casting spells"), body: qsTr("Once per turn you may cast a spell from your hand if you have at least 3 power of its colour; with 5 or more you get its stronger effect. A spell cast from hand goes to the purge area for the rest of the game. A spell with no target still resolves as far as it can.") },
        { id: "grimoire.hastur", title: qsTr("Hastur, the counterspell"), body: qsTr("Hastur is cast only during your opponent's turn, answering a spell they just declared. With 3 yellow power it stops a red or blue spell; with 5 (or from your contract) it also stops black and white spells. Answering with Hastur does not use up your own turn's spell. When your opponent casts, you will be asked whether to answer even if you cannot, so the question itself gives nothing away.") },
        { id: "grimoire.contract", title: qsTr("The contract with the demon"), body: qsTr("After round 4, each player places one spell from hand face down under contract. It is no longer in your hand. Once per game you may cast it as if you had 5 power of its colour; it then stays revealed under contract.") },
        { id: "grimoire.end", title: qsTr("Who wins"), body: qsTr("After round 8 three checks are made in order. First the contracts: each player compares their power in their contract's colour with the opponent's power in that colour; having less means the contract failed (a tie fulfils it, and having no contract counts as failing). If exactly one player failed, they lose. Otherwise count the colours in which each player has more power; more colours wins. If that is tied, more spells left in hand wins; otherwise the game is a draw.") }
    ]

    ColumnLayout {
        width: root.availableWidth
        spacing: 14
        Label {
            text: qsTr("Grimoire: how to play")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
        }
        // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
        Repeater {
            model: root.sections
            Rectangle {
                required property var modelData
                Layout.fillWidth: true
                implicitHeight: col.implicitHeight + 20
                radius: 8
                color: root.highlight === modelData.id ? "#3a3a24" : Theme.panel
                border.color: root.highlight === modelData.id ? Theme.accent : Theme.panelBorder
                objectName: "rule_" + modelData.id
                ColumnLayout {
                    id: col
                    anchors.fill: parent
                    anchors.margins: 10
                    Label { text: modelData.title; color: Theme.accent; font.pixelSize: Theme.fontLarge }
                    Label { text: modelData.body; color: Theme.text; wrapMode: Text.WordWrap; Layout.fillWidth: true; font.pixelSize: Theme.fontNormal }
                }
                Component.onCompleted: if (root.highlight === modelData.id) Qt.callLater(() => root.ScrollBar.vertical.position = Math.max(0, y / root.contentHeight - 0.02))
            }
        }
    }
}
