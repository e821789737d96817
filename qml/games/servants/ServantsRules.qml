import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Servant Zones' rules in our own words. Each section has the rule id that refusals name, so a
// refused move opens the paragraph that explains it.
ScrollView {
    id: root
    property string highlight
    contentWidth: availableWidth
    // Room for the scroll bar, which is drawn over the content's right edge otherwise.
    rightPadding: ScrollBar.vertical.width + 6

    readonly property var sections: [
        { id: "servants.match", title: qsTr("The match"), body: qsTr("Two players duel with decks of at least 40 cards. Each starts with 1,000 Health and draws five cards. The seed decides who plays first; the first player draws on turn 1 but has no Battle Phase that turn. A player whose Health reaches 0 loses; if both reach 0 at the same moment the match is a draw. A player who must draw from an empty deck loses.") },
        { id: "servants.map", title: qsTr("The map"), body: qsTr("Each player has five servant slots (in front, nearest the middle of the table) and five strategy & conspiracy slots (behind them), a graveyard that both players may open, and a deck. The map slot between the two mats is shared: a new Map card replaces the old one. Equip cards count in the slots of the player who played them.") },
        { id: "servants.phases", title: qsTr("The six phases"), body: qsTr("Each turn runs Draw, Standby, Main 1, Battle, Main 2 and End. Draw and Standby happen by themselves (the actions your face-up cards state for your Standby Phase come first). In a Main Phase you summon, set and play cards; press Battle Phase or End turn to move on. In the End Phase a hand of more than six cards discards down to six.") },
        { id: "servants.normalSummon", title: qsTr("Summoning and setting"), body: qsTr("Once per turn (across both Main Phases) you may Normal Summon a servant face-up in Offense Position, or Set one face-down in Defense Position. Drag the servant from your hand onto a lit servant slot, or click it and then the slot, and choose Summon or Set.") },
        { id: "servants.sacrifice", title: qsTr("Sacrifice Summons"), body: qsTr("A level 5 or 6 servant needs one of your servants sacrificed, level 7 and above two. Choose the slot and Summon or Set as usual, then click the servants to sacrifice; they go to their owner's graveyard. It is the turn's Normal Summon.") },
        { id: "servants.flipSummon", title: qsTr("Flip Summons"), body: qsTr("A set servant may be turned face-up into Offense Position in a later turn (click it, then Flip Summon), any number per turn. Its Flip power works at once.") },
        { id: "servants.position", title: qsTr("Positions"), body: qsTr("A face-up servant stands upright in Offense Position and lies across its slot in Defense Position; a set servant lies across its slot face-down (your opponent cannot see it). Each servant changes position once per turn, never in the turn it was summoned or set, and not after it attacked.") },
        { id: "servants.strategy", title: qsTr("Strategies and conspiracies"), body: qsTr("A strategy is played face-up from your hand into a strategy slot and resolves at once; Normal and Quick-Play strategies then go to the graveyard, while Equip, Continuous and Map cards stay. Any strategy except a Map may instead be set face-down for later. A conspiracy is always set first and can be activated from a later turn. Speed 1 cards are played only in your own Main Phase with no chain open; Quick-Play strategies and conspiracies whenever you are asked, in either turn.") },
        { id: "servants.chain", title: qsTr("Chains"), body: qsTr("Each card played opens or extends a chain, shown beside the mats. The other player is then asked \"Do you wish to continue?\" and may add a link of equal or greater speed, or pass: speed 1 never answers, speed 2 answers speed 1 or 2, and only speed 3 answers speed 3. When both pass in a row the links resolve from the top down. In hot-seat the question goes behind the curtain, where the player asked may pass without looking.") },
        { id: "servants.effect", title: qsTr("Card effects"), body: qsTr("A card that targets asks you to click its target, a face-up servant. If the target is gone when the link resolves the card does nothing. Costs in Health are paid on activation, and you must have more Health than the cost.") },
        { id: "servants.power", title: qsTr("Servant powers"), body: qsTr("Flip powers work when a set servant turns face-up (after the damage calculation when an attack turned it, and only if it survived). A Flip power that targets another servant takes its target with the Flip Summon; turned face-up by an attack, its controller is asked for the target after the damage calculation. Continuous powers work while the servant is face-up. Trigger powers work when their condition is met: the servant deals direct damage, is summoned, or is sent from the map to the graveyard. Cost powers are used from your Main Phase, once per turn, by paying Health. Multi-trigger powers are used once per turn whenever you could play a Quick-Play card, also in your opponent's turn: click the servant when you are asked. Such a power is a chain link of Speed 2; a counter conspiracy cannot cancel it.") },
        { id: "servants.battle", title: qsTr("The Battle Phase"), body: qsTr("Not on the first turn of the match. Start step: both players may play Quick-Play and Conspiracy cards. Battle step: choose a face-up servant in Offense Position that has not attacked and drag it onto an opponent's servant, or onto the opponent's Health for a direct attack when they have no servants. Damage step: only cards that change OFF or DEF, before the calculation. End step: both players are asked once more, then Main 2.") },
        { id: "servants.damage", title: qsTr("The damage table"), body: qsTr("Against a servant in Offense Position: a higher OFF destroys it and the difference is dealt to its controller; equal OFF destroys both; a lower OFF destroys the attacker and the difference is dealt to the attacking player. Against Defense Position: a higher OFF destroys it with no damage; equal, nothing happens; lower, the difference is dealt to the attacking player. A set target is turned face-up first. A direct attack deals the attacker's full OFF. The table shows what an attack will do while you aim it.") },
        { id: "servants.control", title: qsTr("Control of an opponent's servant"), body: qsTr("A card that takes control of a servant moves a face-up servant your opponent controls to your own free servant slot; with all five of yours taken it cannot be played. You use it as your own: to attack, to defend, to sacrifice. Equip cards on it stay in the slots of whoever played them. Destroyed or sacrificed, it goes to its owner's graveyard. Control taken until the end of the turn is marked on the servant with the turn it returns: when that turn ends it goes back to the player it was taken from, unless it has left the map; if that player's servant zone is full, it goes to its owner's graveyard.") },
        { id: "servants.replay", title: qsTr("Replays"), body: qsTr("When the number of the defender's servants changes through a Quick-Play or Conspiracy card during the Battle step, the attack is dropped and play returns to the start of the Battle step: the attacker chooses again, and the declared servant has not attacked.") }
    ]

    ColumnLayout {
        width: root.availableWidth
        spacing: 14
        Label {
            text: qsTr("Servant Zones: how to play")
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
