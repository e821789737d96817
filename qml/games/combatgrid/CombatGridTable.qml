import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CombatGridLook.js" as Look

// The Combat Grid table: the initiative track along the top edge (the combatant acting now
// lit), the encounter's map with its terrain and the tokens (CombatMap), a terrain legend under
// it; beside it the acting combatant with its Move and Actions left and the turn's buttons, the
// attack chooser (AttackPanel: targets lit on the map, Advantages and Disadvantages listed
// before the roll), the dice tray of the last attack (CombatTray) and the log. Everything shown
// comes from the seat's view (the Director's has everything, a player's only what the players
// see, ruling C8); what may be done comes from the legal index, never from rules written here.
Item {
    id: root
    objectName: "combatgridTable"
    property GameController controller
    property DragLayer dragLayer
    property var zoom
    property var toast
    property Component faceComponent: null
    property Component detailComponent: null
    property Component breakdownComponent: null

    readonly property var view: controller ? controller.view : ({})
    readonly property int legalRevision: controller ? controller.legal.revision : -1
    readonly property var combatants: view.combatants || []
    readonly property var names: {
        const m = {}
        for (const c of combatants)
            m[c.id] = c.name
        return m
    }
    function combatant(id) {
        for (const c of combatants)
            if (c.id === id)
                return c
        return null
    }
    readonly property var acting: view.current ? combatant(view.current) : null
    function has(type) { return legalRevision >= 0 && controller !== null && controller.legal.ofType(type).length > 0 }
    readonly property bool myTurn: acting !== null && has("endTurn")
    // A Chance Attack waiting on its answer (the view's chanceAttackPrompt: what is asked, and for
    // the seat asked the modifiers it would roll with); asked of this seat when it may answer.
    readonly property var chancePrompt: view.chanceAttackPrompt || null
    readonly property bool chanceAsked: chancePrompt !== null && has("chanceAttack")
    function chanceText(p) {
        if (!p)
            return ""
        const a = Look.shortName(names[p.attacker] || p.attacker), t = Look.shortName(names[p.target] || p.target)
        if (p.trigger === "rise")
            return qsTr("%1 may make a Chance Attack on %2, who rises from prone.").arg(a).arg(t)
        if (p.trigger === "grapple")
            return qsTr("%1 may make a Chance Attack on %2, whose Grapple failed.").arg(a).arg(t)
        return qsTr("%1 may make a Chance Attack on %2, who leaves its melee.").arg(a).arg(t)
    }
    function chanceRoll(p) {
        if (!p || !p.modifiers)
            return ""
        let total = p.base
        const parts = [qsTr("%1 %2 (base)").arg(Look.skillName(p.skill)).arg(p.base)]
        for (const m of p.modifiers) {
            total += m.value
            parts.push((m.value >= 0 ? qsTr("Advantage") : qsTr("Disadvantage")) + ": " + Look.modifierName(m.name) + " " + Look.signed(m.value))
        }
        parts.push(qsTr("Target %1").arg(total))
        return parts.join("\n")
    }
    // A combo offered (the Combo System: the view's combo): the acting combatant's free action.
    readonly property var comboOffer: view.combo || null
    function comboSpentName(k) {
        switch (k) {
        case "focus": return qsTr("Focus")
        case "defend": return qsTr("Defend")
        case "protect": return qsTr("Protect")
        case "rise": return qsTr("Rise")
        }
        return Look.variationName(k)
    }
    readonly property var attackOptions: myTurn && has("attack") ? (view.attackOptions || []) : []
    readonly property var attackTargets: attackOptions.map(o => o.target)
    // The enemies it may Analyse (or Distract, War Cry, Taunt): picked on the map as attacks are.
    readonly property var analyseTargets: {
        const out = []
        if (myTurn && controller)
            for (const a of controller.legal.ofType("analyse"))
                if (out.indexOf(a.args.target) < 0)
                    out.push(a.args.target)
        return out
    }
    readonly property var pickTargets: attackTargets.concat(analyseTargets.filter(t => attackTargets.indexOf(t) < 0))
    property string targetId: ""
    onPickTargetsChanged: if (pickTargets.indexOf(targetId) < 0) targetId = ""
    function analyseText(a) {
        const t = Look.shortName(names[a.args.target] || a.args.target)
        switch (a.args.variation) {
        case "distract": return qsTr("Distract %1 (★)").arg(t)
        case "warCry": return qsTr("War Cry at %1 (★)").arg(t)
        case "taunt": return qsTr("Taunt %1 (★)").arg(t)
        }
        return qsTr("Analyse %1 (★)").arg(t)
    }
    function analyseTip(variation) {
        switch (variation) {
        case "distract": return qsTr("Manipulation or Awareness against its Inquiry or Senses: on a pass its next test is rolled twice and the worse kept (until your next turn).")
        case "warCry": return qsTr("Athletics or Authority against its Fortitude or Will: on a pass it takes a Disadvantage on its tests against you until your next turn.")
        case "taunt": return qsTr("Manipulation or Authority against its Fortitude or Will: on a pass it gains an Advantage to hit you and a Disadvantage on attacks at others until your next turn.")
        }
        return qsTr("Endurance, Academics or Awareness against its Subterfuge, Manipulation or Grace: on a pass you and your allies gain an Advantage against it until your next turn.")
    }
    function nameOf(seat) { return controller && seat >= 0 && seat < controller.seatNames.length ? controller.seatNames[seat] : qsTr("Seat %1").arg(seat + 1) }

    // The last attack in the log: its roll, the hit location's roll and the hit; or the last
    // leap or jump down: its Leaping test or the test that lessens the fall, and the fall's hit.
    property var lastRoll: null
    property var lastLocation: null
    property var lastHit: null
    function readLog() {
        const log = controller ? controller.log : null
        if (!log)
            return
        let roll = null, location = null, hit = null
        for (let i = log.count - 1; i >= 0; --i) {
            const e = log.entryAt(i)
            const d = e.eventData || {}
            if (e.type === "hit" && !hit && !roll)
                hit = d
            else if (e.type === "roll" && d.what === "hitLocation" && !location && !roll)
                location = d
            else if (e.type === "roll" && (d.what === "attack" || d.what === "chanceAttack" || d.what === "leap" || d.what === "fallOnPurpose")) {
                roll = d
                break
            }
        }
        lastRoll = roll
        lastLocation = roll ? location : null
        lastHit = roll ? hit : null
    }
    Connections {
        target: root.controller ? root.controller.log : null
        function onCountChanged() { root.readLog() }
    }
    Connections {
        target: root.controller
        function onStateChanged() { root.readLog() }
    }
    Component.onCompleted: readLog()

    // Sizes: the side column takes about a quarter of the width, the map the rest.
    readonly property real sideWidth: Math.round(Math.max(290, Math.min(420 * Theme.textScale, width * 0.3)))
    readonly property real trackHeight: 62
    readonly property real mapCell: {
        const cols = Math.max(1, map.columns), rows = Math.max(1, map.rows)
        const w = width - sideWidth - 36, h = height - trackHeight - legend.height - promptBar.height - 52
        return Math.max(16, Math.floor(Math.min(w / cols, h / rows, 72)))
    }

    Rectangle { anchors.fill: parent; color: Theme.felt }

    InitiativeTrack {
        id: track
        objectName: "initiativeTrack"
        x: 10
        y: 8
        width: parent.width - 20
        height: root.trackHeight
        round: root.view.round || 0
        seatColors: Look.seatPaint
        combatants: (root.view.order || []).map(id => {
            const c = root.combatant(id) || { name: id }
            const out = { id: id, name: c.name ? c.name.replace(/\s*\(.*\)/, "") : id }
            if (c.initiative !== undefined)
                out.initiative = c.initiative
            if (c.side !== "director" && c.seat !== undefined)
                out.owner = c.seat
            return out
        })
        current: (root.view.order || []).indexOf(root.view.current || "")
        onCombatantActivated: (i, c) => {
            const t = root.combatant(c.id)
            if (t) { map.board.cursorX = t.x; map.board.cursorY = t.y; map.board.forceActiveFocus() }
        }
        Text {
            anchors.right: parent.right
            anchors.rightMargin: 12
            anchors.verticalCenter: parent.verticalCenter
            visible: root.view.surpriseRound === true
            text: qsTr("Surprise round")
            color: Theme.danger
            font.bold: true
            font.pixelSize: Theme.fontSmall + 1
        }
    }

    Item { // the map and its legend, centred in the room left of the side column
        id: mapArea
        anchors.left: parent.left
        anchors.top: track.bottom
        anchors.bottom: parent.bottom
        anchors.right: side.left
        anchors.margins: 10
        CombatMap {
            id: map
            objectName: "combatMap"
            anchors.horizontalCenter: parent.horizontalCenter
            y: Math.max(4, (parent.height - promptBar.height - 10 - height - legend.height - 10) / 2)
            view: root.view
            controller: root.controller
            dragLayer: root.dragLayer
            cellSize: root.mapCell
            attackTargets: root.pickTargets
            chosenTarget: root.targetId
            onTargetClicked: (id) => root.targetId = id
            rulerOn: rulerButton.checked
        }

        Flow {
            id: legend
            objectName: "terrainLegend"
            anchors.top: map.bottom
            anchors.topMargin: 10
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width, Math.max(map.width, 420))
            spacing: 14
            readonly property var styles: Look.terrainStyles()
            Repeater {
                // The terrains this map has, in a fixed order.
                model: {
                    const present = {}
                    for (const row of root.view.map || [])
                        for (const ch of row)
                            present[Look.terrainOf(ch)] = true
                    const order = ["wall", "lightCover", "heavyCover", "shallowWater", "water", "deepWater", "difficult", "harmful", "damaging"]
                    for (let e = 1; e <= 9; ++e)
                        order.push("elevation" + e)
                    return order.filter(t => present[t])
                }
                Row {
                    required property string modelData
                    spacing: 4
                    Rectangle {
                        width: 14; height: 14; radius: 2
                        color: legend.styles[modelData].color
                        border.color: Qt.rgba(0, 0, 0, 0.5)
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    Text {
                        text: legend.styles[modelData].name
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        anchors.verticalCenter: parent.verticalCenter
                    }
                }
            }
            Button { // the ruler: measure any distance on the map
                id: rulerButton
                objectName: "rulerButton"
                checkable: true
                height: 24
                padding: 2
                text: "\u2194 " + (checked ? qsTr("Ruler: drag on the map (click to stop)") : qsTr("Ruler"))
                font.pixelSize: Theme.fontSmall
                Accessible.name: qsTr("Ruler")
            }
        }
        // What is asked now and the turn's buttons (End turn first: Ctrl+Enter).
        PromptBar {
            id: promptBar
            objectName: "promptBar"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            controller: root.controller
            who: root.controller && root.controller.promptSeat >= 0 && !root.controller.gameOver ? root.nameOf(root.controller.promptSeat) : ""
            text: root.controller ? root.controller.promptText : ""
            choices: {
                const out = []
                if (root.chanceAsked) { // take it first, then let it go
                    const asked = root.controller.legal.ofType("chanceAttack")
                    for (const take of [true, false])
                        for (const a of asked)
                            if (a.args.take === take)
                                out.push({ text: take ? qsTr("Make the Chance Attack") : qsTr("Let them go"), action: a })
                }
                if (root.myTurn) {
                    const id = root.acting.id
                    out.push({ text: qsTr("End turn"), action: { type: "endTurn", args: { combatant: id } } })
                    for (const a of root.controller.legal.ofType("endCombo")) // a combo offered
                        out.push({ text: qsTr("End the chain"), action: a })
                    // Pass Off (a special combo action): an ally takes the combo action.
                    for (const a of root.controller.legal.ofType("passOff"))
                        out.push({ text: qsTr("Pass Off to %1 (combo)").arg(Look.shortName(root.names[a.args.ally] || a.args.ally)), action: a })
                    // Initiative Shift (a special combo action: the combo's free action).
                    for (const a of root.controller.legal.ofType("initiativeShift"))
                        out.push({ text: a.args.direction === "up" ? qsTr("Initiative +1 (combo)") : qsTr("Initiative −1 (combo)"), action: a })
                    out.push({ text: qsTr("Focus (+1 Advantage)"), action: { type: "focus", args: { combatant: id } }, enabled: root.has("focus") })
                    if (root.has("defend"))
                        out.push({ text: qsTr("Defend (★★)"), action: { type: "defend", args: { combatant: id } } })
                    for (const a of root.controller.legal.ofType("protect"))
                        out.push({ text: qsTr("Protect %1 (★★)").arg(Look.shortName(root.names[a.args.ally] || a.args.ally)), action: a })
                    if (root.has("rise"))
                        out.push({ text: qsTr("Rise (★)"), action: { type: "rise", args: { combatant: id } } })
                    if (root.has("goProne"))
                        out.push({ text: qsTr("Go prone (★)"), action: { type: "goProne", args: { combatant: id } } })
                    // Analyse Target and its variations (★ each): on the enemy picked on the map.
                    if (root.analyseTargets.length > 0) {
                        if (root.analyseTargets.indexOf(root.targetId) < 0)
                            out.push({ text: qsTr("Analyse, Distract, War Cry, Taunt: pick an enemy on the map"), enabled: false,
                                       tip: qsTr("Click an enemy in sight to Analyse, Distract, War Cry at or Taunt it (★ each, one of them a turn).") })
                        else
                            for (const a of root.controller.legal.ofType("analyse"))
                                if (a.args.target === root.targetId)
                                    out.push({ text: root.analyseText(a), tip: root.analyseTip(a.args.variation), action: a })
                    }
                    // Exert: one more Action (free of the repeat limit) for 1 Stress, then 2, 3, ...
                    if (root.has("exert"))
                        out.push({ text: qsTr("Exert (+1 Action, %n Stress)", "", (root.acting.exerts || 0) + 1),
                                   tip: qsTr("Gain one Action at once; it ignores the limit on repeating an action. Each Exert this encounter costs one Stress more than the last (Fatigued past your Physique Bonus)."),
                                   action: { type: "exert", args: { combatant: root.acting.id } } })
                    if (root.has("stemBleeding")) // Blood Loss: the test with three Advantages
                        out.push({ text: qsTr("Stem the bleeding (★)"), action: { type: "stemBleeding", args: { combatant: id } } })
                    // Running (★) and Sprinting (★★): extra Basic Moves (the legal ones only).
                    for (const a of root.controller.legal.ofType("run"))
                        if (!a.args.combo)
                            out.push({ text: a.args.moves === 2 ? qsTr("Sprint (★★, +2 Basic Moves)") : qsTr("Run (★, +1 Basic Move)"), action: a })
                    // Fate points spent on the turn (no Action): wounds restored, fate readied
                    // to block Injuries (the legal ones only).
                    for (const a of root.controller.legal.ofType("fate"))
                        out.push({ text: a.args.use === "restoreWounds"
                                         ? qsTr("Fate: restore %n wound(s)", "", Math.min(root.acting.fateMax || 0, Math.floor(((root.acting.scores || {}).physique || 0) / 10) - root.acting.wounds))
                                         : a.args.ready ? qsTr("Fate: block the next Injuries") : qsTr("Fate: stop blocking Injuries"),
                                   action: a })
                    // A flier: one altitude band up or down with its Move (the legal ones only).
                    for (const a of root.controller.legal.ofType("fly"))
                        out.push({ text: a.args.altitude === "high" ? qsTr("Fly up to High")
                                         : a.args.altitude === "low" ? (root.acting.altitude === "high" ? qsTr("Fly down to Low") : qsTr("Fly up to Low"))
                                         : qsTr("Fly down to Ground"), action: a })
                    // Engaged in Melee: leaving it without a Disengage is a Flee (Chance Attacks).
                    const d = root.controller.legal.ofType("disengage")
                    for (const a of d)
                        out.push({ text: a.args.how === "action" ? qsTr("Disengage (★)") : qsTr("Disengage (test)"), action: a })
                }
                if (root.has("endEncounter"))
                    out.push({ text: qsTr("End the encounter"), action: { type: "endEncounter", args: {} } })
                return out
            }
        }
    }

    ColumnLayout {
        id: side
        anchors.right: parent.right
        anchors.top: track.bottom
        anchors.bottom: parent.bottom
        anchors.margins: 10
        width: root.sideWidth
        spacing: 8

        Rectangle { // who acts, what is left of the turn, the turn's buttons
            objectName: "turnPanel"
            Layout.fillWidth: true
            Layout.preferredHeight: turnCol.implicitHeight + 16
            radius: 8
            color: Theme.panel
            border.color: root.myTurn ? Theme.accent : Theme.panelBorder
            ColumnLayout {
                id: turnCol
                x: 8
                y: 8
                width: parent.width - 16
                spacing: 4
                Label {
                    objectName: "turnTitle"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: root.acting ? root.acting.name : root.controller ? root.controller.promptText : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal + 1
                    font.bold: true
                }
                Label {
                    objectName: "turnDetail"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    visible: text.length > 0
                    text: {
                        if (!root.acting)
                            return ""
                        const a = root.acting
                        let t = qsTr("%1 · %2 · Move %3 left · %n Action(s) left", "", root.view.actionsLeft || 0)
                                .arg(Look.kindName(a.kind)).arg(a.weapon).arg(root.view.moveLeft || 0)
                        if (a.prone)
                            t += " · " + qsTr("Prone (Hindered)")
                        if (a.protectedBy)
                            t += " · " + qsTr("Protected by %1").arg(Look.shortName(root.names[a.protectedBy] || a.protectedBy))
                        if (a.defending)
                            t += " · " + qsTr("Defending (an Advantage on evasion and Chance Attacks)")
                        if (a.running === 2)
                            t += " · " + qsTr("Sprinting (two Advantages to melee, two Disadvantages to ranged attacks on it)")
                        else if (a.running === 1)
                            t += " · " + qsTr("Running (an Advantage to melee, a Disadvantage to ranged attacks on it)")
                        if (a.grappledBy)
                            t += " · " + qsTr("Grappled by %1 (must break free to act)").arg(Look.shortName(root.names[a.grappledBy] || a.grappledBy))
                        if (a.side === "director")
                            t = qsTr("Director's combatant") + " · " + t
                        else
                            t = qsTr("%1's combatant").arg(root.nameOf(a.seat)) + " · " + t
                        return t
                    }
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                Rectangle { // a Chance Attack waiting on its answer
                    objectName: "chancePanel"
                    Layout.fillWidth: true
                    Layout.preferredHeight: chanceCol.implicitHeight + 12
                    visible: root.chancePrompt !== null
                    radius: 6
                    color: Qt.rgba(0.72, 0.26, 0.23, 0.18)
                    border.color: Theme.danger
                    ColumnLayout {
                        id: chanceCol
                        x: 6
                        y: 6
                        width: parent.width - 12
                        spacing: 2
                        Label {
                            objectName: "chanceAttackText"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: "\u2694 " + root.chanceText(root.chancePrompt)
                                  + (root.chancePrompt && root.chancePrompt.fleeing ? " " + qsTr("Fleeing: the attack gains an Advantage.") : "")
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                        Label {
                            objectName: "chanceAttackRoll"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            visible: text.length > 0
                            text: root.chanceRoll(root.chancePrompt)
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: root.chanceAsked ? qsTr("Make it (it acts like a standard attack and uses this combatant's Chance Attack until its next turn), or let them go.")
                                                   : qsTr("Waiting for %1 to decide.").arg(root.nameOf(root.chancePrompt ? root.chancePrompt.seat : -1))
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                        }
                    }
                }
                Rectangle { // a combo offered: a free action with an extra Advantage, or the chain ended
                    objectName: "comboPanel"
                    Layout.fillWidth: true
                    Layout.preferredHeight: comboCol.implicitHeight + 12
                    visible: root.comboOffer !== null
                    radius: 6
                    color: Qt.rgba(0.85, 0.62, 0.16, 0.2)
                    border.color: Theme.accent
                    ColumnLayout {
                        id: comboCol
                        x: 6
                        y: 6
                        width: parent.width - 12
                        spacing: 2
                        Label {
                            objectName: "comboText"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: "\u26a1 " + qsTr("Combo! Take a free action with +1 Advantage, or end the chain.")
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                        Label {
                            objectName: "comboSpent"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: root.comboOffer ? qsTr("Spent in this chain (not repeated): %1").arg(root.comboOffer.used.map(k => root.comboSpentName(k)).join(", ")) : ""
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            visible: !root.myTurn
                            text: root.acting ? qsTr("Waiting for %1 to take the free action or end the chain.").arg(root.nameOf(root.acting.seat)) : ""
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            font.italic: true
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    visible: root.myTurn && root.controller.legal.moveCells(root.acting.id).length > 0
                    text: qsTr("Drag the token (or click it) to see where it can go this turn and what each square costs.")
                          + (root.has("disengage") ? " " + qsTr("Engaged in melee: squares marked \u2694 draw Chance Attacks unless you disengage.") : "")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                }
            }
        }

        AttackPanel {
            id: attack
            objectName: "attackPanel"
            Layout.fillWidth: true
            Layout.preferredHeight: implicitHeight
            visible: root.myTurn
            attacker: root.acting ? root.acting.id : ""
            options: root.attackOptions
            names: root.names
            targetId: root.targetId
            fate: root.acting && root.acting.fate !== undefined ? root.acting.fate : 0
            onTargetChosen: (id) => root.targetId = id
            onAttackRequested: (a) => { root.controller.propose(a); root.targetId = ""; fateUse = "" }
        }

        CombatTray {
            id: tray
            objectName: "combatTray"
            Layout.fillWidth: true
            Layout.preferredHeight: implicitHeight
            roll: root.lastRoll
            location: root.lastLocation
            hit: root.lastHit
            names: root.names
        }

        GameLog {
            objectName: "gameLog"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 80
            model: root.controller ? root.controller.log : null
        }
    }
}
