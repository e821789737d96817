import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Combat Grid's rules in our own words (docs/games/combatgrid.md is the full account). Each section has the rule id that refusals name, so a
// refused move opens the paragraph that explains it.
ScrollView {
    id: root
    property string highlight
    contentWidth: availableWidth
    // Room for the scroll bar, which is drawn over the content's right edge otherwise.
    rightPadding: ScrollBar.vertical.width + 6

    readonly property var sections: [
        { id: "encounter", title: qsTr("The encounter"), body: qsTr("One seat is the Director, who plays every enemy and sees the whole map; the other seats are players, each with one or more combatants. The encounter is chosen when the game is set up. Initiative is each combatant's Grace Bonus (ties: the higher Grace, then more fate points, then an opposed Grace roll); the track along the top of the table shows the order, the one acting now lit. Surprised combatants lose their turn in the first round and cannot oppose tests in it.") },
        { id: "turn", title: qsTr("A turn"), body: qsTr("A turn is one Move and two Actions, in any order; the Move may be split around the Actions. An action and its variations are not repeated in a turn: one attack, one Focus. End turn passes to the next combatant.") },
        { id: "movement", title: qsTr("Movement"), body: qsTr("The Basic Move is the Grace Bonus times two squares; a prone combatant is Hindered and moves half. A diagonal step costs 1, water and harmful ground 2; walls, corners of walls and standing combatants block. Drag the acting token, or click it: every square it can reach lights with its cost, and the path follows the pointer. A mover who runs into an enemy nobody had seen stops short. Next to an enemy you are Engaged in Melee: stepping out of its reach lets it make a Chance Attack (with an Advantage: you flee) unless you Disengage first, by a test (your best of Acrobatics, Endurance, Melee or Grace against its Melee; a failure makes the move a Flee) or by spending an Action. Squares whose path would draw a Chance Attack are marked with crossed swords. An enemy makes one Chance Attack until its next turn, and only with a melee weapon.") },
        { id: "actions", title: qsTr("Actions"), body: qsTr("Each Action costs one of the turn's two. Focus gives an Advantage (+10) to the combatant's next attack. Rise stands a prone combatant up (an enemy next to it gets a Chance Attack).") },
        { id: "attacks", title: qsTr("Attacks"), body: qsTr("A melee attack needs the target adjacent; a ranged one needs it within the weapon's range and in sight (walls block, cover gives a Disadvantage). The attack is an opposed test against the better of the defender's Dodge and Parry (melee) or Anticipate (ranged). The table lists every Advantage and Disadvantage before the roll: High Ground, Point Blank, Close range, a prone target, cover, shooting into melee, difficult terrain, Focus, Ambushing in a surprise round. Standard Attack; Fast Attack (melee, one Advantage, no Might Bonus to damage); Called Attack (two Disadvantages, you name the hit location); Charge (two Actions, melee: a Basic Move of its own to the target, then the attack with an Advantage); Strong Attack (two Actions, melee: one or two Disadvantages, +2 damage each); Knockdown (melee: the target may also resist with Endurance; a win knocks it prone instead of hurting it).") },
        { id: "grapple", title: qsTr("Chance Attacks, Grapple and Push"), body: qsTr("An enemy allowed a Chance Attack is asked first: its controller makes it or lets the combatant go, and the move waits for the answer. Grapple (★) is an unarmed melee attack: a win holds the target instead of dealing damage, a loss lets the target make a Chance Attack. A grappled combatant makes no Chance Attacks, melee attacks on it gain an Advantage, and before each Move, Action or evasion it must win an opposed test (its best of Melee, Acrobatics or Endurance against the grappler's Melee or Endurance) or waste it; a win frees it. The grapple ends when the two are no longer side by side. Push (★) is a melee attack that drives the target back one square per Degree of Success; a wall or a combatant in the way deals the squares left as Stress and damage. A grappler moves with the target it pushes.") },
        { id: "terrain", title: qsTr("Terrain"), body: qsTr("Water (swimming), difficult ground and harmful ground Hinder: each of their squares costs 2. Climbing up or down costs 2 more per metre of height. Harmful ground may instead be crossed at full speed (1 a square) with an Athletics or Acrobatics test on entering each of its squares, one Disadvantage per point of its number: a failure on uneven ground knocks the mover prone where it is, on damaging ground it deals the ground's damage plus the Degrees of Failure (the table walks it Hindered; full speed is not offered on the table yet). The table's path costs count all of this.") },
        { id: "leap", title: qsTr("Leaping and jumping down"), body: qsTr("A leap goes in a straight line, at least 2 squares, over a gap or an obstacle (lower or higher ground, water, rough or harmful ground), clearing at most 1 metre above where it starts and landing on the ground; walls and combatants stop it. It is Hindered, 2 of the Move a square; or put effort in: a Leaping test (the better of Athletics and Acrobatics, an Advantage after a run-up of 4 unhindered squares) makes it 1 a square when it passes, leaves it Hindered when it fails, and by 4 Degrees of Failure it covers 1 square and falls short; a short leap falls from where it started. Jumping down is one step to a lower square for that square's cost, instead of climbing: the fall deals 1 damage a metre against the Physique Bonus alone (armour does not count), less 1 per Degree of Success of an Athletics or Acrobatics test; a wound knocks the jumper prone. A leap onto lower ground drops the rest the same way. On the table the squares only a leap reaches wear \u21b7, those only a jump reaches \u2193; where there is a choice, a menu asks how.") },
        { id: "analyse", title: qsTr("Analyse, Distract, War Cry, Taunt and Exert"), body: qsTr("Pick an enemy in sight on the map, then one of four actions (★ each, one of them a turn), each an opposed test of your best named skill against its best: Analyse (you and your allies gain an Advantage against it), War Cry (it takes a Disadvantage on its tests against you), Taunt (it gains an Advantage to hit you and a Disadvantage on attacks at others), Distract (its next test is rolled twice and the worse kept). Each lasts until the start of your next turn. Exert gives one more Action at once, free of the repeat limit, for 1 Stress, then 2, 3 and so on.") },
        { id: "defend", title: qsTr("Defend"), body: qsTr("Defend (★★) gives the combatant an Advantage on its evasion tests and on its Chance Attacks until the start of its next turn.") },
        { id: "protect", title: qsTr("Protect"), body: qsTr("Protect (★★) names an ally: the next attack that hits it hits the protector instead, until the start of the protector's next turn. A Called Attack may aim past the protector with one more Disadvantage.") },
        { id: "damage", title: qsTr("Hits, damage and wounds"), body: qsTr("A hit rolls its location (head, arms, body, legs; an Angel's Core). Damage is the weapon's plus the attacker's Degrees of Success (and the Might Bonus in melee), less the defender's Degrees when it passed, less an Angel's AT Field. It wounds when it exceeds Defence, the Physique Bonus plus the armour there: one wound, one more for 5 over, a head or Core hit, an unguarded location, a critical. With no wounds left each wound is an Injury and Stress; more Injuries than the Physique Bonus, or a savage hit on a combatant with no wounds left, puts it down. An Eva's pilot feels every wound as Stress.") },
        { id: "fate", title: qsTr("Fate points"), body: qsTr("A combatant's fate points (on its sheet) are spent for luck. On an attack, choose in the attack panel before rolling: two Advantages (+20) for a fate point, or a reroll if the test fails (the fate point is spent only then, and the failed roll stays in the log). On its turn, without an Action: restore as many Wounds as its starting fate points, or ready fate to block Injuries (each Injury it then takes costs a fate point instead). The players never see how many fate points an enemy has left.") },
        { id: "fear", title: qsTr("Fear"), body: qsTr("Suffering an injury, seeing an important ally (one with fate points) fall (the Director's combatants are immune to this one), and an Angel's Existential Crisis each call for a Fear test: Will or Fortitude (Courage). Each is faced once an encounter, pass or fail. A failure sets the fear by its Degrees of Failure: 0-1 Shaken (a Disadvantage on all tests); 2 Avoidance (no going into melee with what it fears, no shooting at it, a Disadvantage on all tests while engaged with it); 3 Panic (it only flees: moves away, runs, rises or defends; no attacks, no Disengage, no Chance Attacks); 4 Frozen (no move, no actions, attacks on it are unopposed); 5 or more Catatonia (as Frozen, 1 Trauma, and Helpless: attacks on it are Savage). At the start of each of its turns it tests again, with an Advantage for each earlier failure; a pass ends the fear. A badge on the token names the fear and what it fears. An Exhausted combatant (Stress 2 over its Physique Bonus) that takes more Stress tests Physique or falls unconscious.") },
        { id: "stealth", title: qsTr("Stealth"), body: qsTr("A combatant in stealth (a dashed ring on its token, for its owner and the Director) moves Hindered. When it moves or acts where an enemy can see it, that enemy tests Awareness against its Stealth (Subterfuge), once a turn: a win finds it and its stealth ends. Ending a turn with no cover from an enemy's line of sight ends it too, and so does attacking. The Director's side cannot attack a player it has not noticed; a hidden enemy stays off the players' map until it is found.") },
        { id: "sight", title: qsTr("What the players see"), body: qsTr("The Director sees everything. Players see the map, their own combatants in full, and only the enemies one of their standing combatants can see and that are not hidden; of those, no Scores or wounds. What an unseen enemy does reads \"Something moves out of sight\". In hot-seat the Director's turns go behind the curtain.") },
        { id: "end", title: qsTr("The end"), body: qsTr("The encounter ends when every combatant of one side is down, or when the Director ends it (a draw).") }
    ]

    ColumnLayout {
        width: root.availableWidth
        spacing: 14
        Label {
            text: qsTr("Combat Grid: how to play")
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
