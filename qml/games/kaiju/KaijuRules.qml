import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Kaiju City's rules in our own words. Each section has the rule id that refusals name, so a
// refused move opens the paragraph that explains it.
ScrollView {
    id: root
    property string highlight
    contentWidth: availableWidth
    rightPadding: ScrollBar.vertical.width + 6

    readonly property var sections: [
        { id: "initiative", title: qsTr("Teams and decks"), body: qsTr("Each player brings a team of up to three kaiju of one affiliation, a planning deck (30 cards or more, at most 3 copies of a card) and a combat deck (20 cards or more, as many sword as shield cards, at most 2 copies). Each draws 5 combat cards and 5 planning cards and takes 10 energy plus the highest Power of its team. The seed breaks ties in initiative; the order is kept for the whole game.") },
        { id: "discardDraw", title: qsTr("Discard & Draw"), body: qsTr("At the start of each turn every player, privately and at the same time, discards any planning cards and draws back up to 5. In hot-seat each player does it behind the curtain: click the cards to discard, then the button.") },
        { id: "planning", title: qsTr("Planning"), body: qsTr("In initiative order each player plays location and opponent cards into the city (drag them onto the city, or click them), then presses Done. The first city card is the front card; later ones go to the back of the row. Events and allies are played in Planning too (click them, or drag them onto the city).") },
        { id: "allies", title: qsTr("Allies"), body: qsTr("An ally is played in Planning when at least one conscious member of your team meets its requirement (a trait or an affiliation). It joins your team as an extra member beside your kaiju (at most 3 allies a team): it may be selected as the active character and takes actions like a kaiju, with the Ferocity, Agility, Power and Fortitude on its card. Allies are not kaiju: they do not heal, take no scars, and cannot decline a challenge. Knocking one out gives the glory on its card.") },
        { id: "events", title: qsTr("Events"), body: qsTr("An event is played in Planning and resolves at once: it may give glory or energy, draw combat or planning cards, heal your kaiju (not your allies) or damage the front city card (a knock-out gives you its glory). Then it goes to your planning discard pile. Glory from an event can win the game at once. An event marked ACTION PHASE is played in your Action phase instead, before your action (click it in your planning hand), and you still take your action.") },
        { id: "selection", title: qsTr("Active Character Selection"), body: qsTr("In initiative order each player sends one conscious kaiju into the city: click it. It is active until the end of the turn and takes the team's action.") },
        { id: "action", title: qsTr("Actions"), body: qsTr("In initiative order each active kaiju passes, roars (+2 energy and draw 2 combat cards, or discard the chosen combat cards and redraw to 5), attacks another active kaiju, challenges an inactive one (click the enemy kaiju), or rampages against the front city card. A challenged player accepts (its kaiju enters the city and the combat begins) or declines.") },
        { id: "roar", title: qsTr("Roar"), body: qsTr("A roar gives the team 2 energy, then either draws 2 combat cards, or discards the combat cards you chose (click them first) and draws back up to 5. Only a redraw discards cards.") },
        { id: "challenge", title: qsTr("Challenges"), body: qsTr("The challenged player answers first: accept, and the kaiju enters the city and fights; decline, and the challenger's action is over.") },
        { id: "combat", title: qsTr("Combat"), body: qsTr("The attacker is the Sword of round 1, the defender the Shield; the roles swap every round. The Sword chooses attack cards (click them, or drag them onto the enemy kaiju) and plays them face down, or passes. The Shield answers each attack with toughness and counterattack cards, face down (drag each onto the attack it answers). Then all the cards turn over together: each attack deals its damage, with +1 for each trait icon its kaiju has and −1 for each red icon the target has, minus the toughness answering it; counterattacks hit back. The combat ends after a round in which the Sword played nothing, or when a kaiju is knocked out.") },
        { id: "pools", title: qsTr("Pools and energy"), body: qsTr("Each fighter starts a combat with pools equal to its Ferocity, Agility and Power. Each cost box of a card played is paid from its pool while it lasts, every other box with energy. The combat overlay shows what the chosen cards will cost before you play them.") },
        { id: "keywords", title: qsTr("Keywords"), body: qsTr("CHAIN adds damage when another attack this round has the same target; QUICK stops the counterattacks answering it; FIERCE ignores some toughness; DODGE answering an attack cancels its CHAIN, QUICK and FIERCE text; COUNTERATTACK deals its damage to the attacker. In round 1 no CHAIN cards are played and the Shield plays no counterattacks (ruling K3).") },
        { id: "rage", title: qsTr("Rage attacks"), body: qsTr("Each time a kaiju is damaged its team gains 1 fury. With 10 fury the Sword may make one of its cards a rage attack: it costs nothing and toughness does not reduce it; the fury is spent at the reveal (ruling K6).") },
        { id: "scars", title: qsTr("Scars"), body: qsTr("After a combat each fighting player may attach a scar from its planning hand, first to its own kaiju that fought, then to an enemy kaiju that fought (one scar per kaiju). Click the scar, then the kaiju, or drag it there. Then the fighters draw combat cards back up to 5.") },
        { id: "end", title: qsTr("Knock-outs, glory and the end"), body: qsTr("A kaiju is knocked out when its damage reaches its Fortitude plus 2; the final blow gives 5 glory. 20 glory wins at once (ties: total glory, then the glory of conscious kaiju). A team with no conscious kaiju is out; the last team standing wins. Kaiju that did not enter the city heal 1 at the end of the turn.") },
        { id: "rampage", title: qsTr("Rampage"), body: qsTr("A rampaging kaiju fights the front city card as if it were a kaiju. The other players are asked in turn whether to play for the city with their own combat hand and energy (the city has no pools, so every cost box costs 1 energy); if nobody does, the rampager's cards turn over at once. A city card knocked out goes to the glory pile of whoever dealt the final blow, with its glory; the rampager then draws 2 and fights on, or stops. The rampage also ends when the rampager passes, is knocked out, or the city is empty.") },
        { id: "move", title: qsTr("MOVE"), body: qsTr("After a round's damage (and the KO checks), each side whose cards played carry MOVE chooses how far it moves: 0 up to their MOVE, the Sword first, then the Shield. Each point sends the front city card to the back of the row, so the city turns. A knocked-out fighter's cards give no MOVE; the city's side of a rampage never moves, and a rampager's MOVE shifts the fight to the new front card.") },
        { id: "range", title: qsTr("RANGE"), body: qsTr("With its face-down cards the Sword may declare 1 collateral damage for each card with RANGE n, to one of the first n city cards; it lands after the attacks' damage. Nobody deals collateral damage in a rampage.") },
        { id: "teamFight", title: qsTr("Team fights"), body: qsTr("When an attack or an accepted challenge begins, the attacker's player, then the defender's, may add any of their other conscious kaiju to the fight (click them, then the button): they enter the city, and the player draws 1 combat card for each. The Sword's kaiju may all play cards: each card is played by one of them (click your fighter first) and aimed at one enemy kaiju (drag it onto that kaiju). The Shield answers only for the kaiju that were targeted, each card answering one attack, paid from the pools of the kaiju targeted; a kaiju that was not targeted plays no counterattack. Playing cards for some kaiju and not others is not a pass. A knocked-out kaiju leaves the fight; the others fight on until one side has nobody standing.") },
        { id: "notYet", title: qsTr("Not yet in this version"), body: qsTr("Not yet in this version: events at other times than the Planning and Action phases, and event or city card effects beyond those the cards show.") },
        { id: "turn", title: qsTr("Turn order"), body: qsTr("Planning, selection and actions go in initiative order, shown beside the table; the player asked now is outlined.") }
    ]

    ColumnLayout {
        width: root.availableWidth
        spacing: 14
        Label {
            text: qsTr("Kaiju City: how to play")
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
