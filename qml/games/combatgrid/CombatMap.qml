import QtQuick
import QtQuick.Controls
import Tabletop
import "CombatGridLook.js" as Look

// The encounter's map: the shared Board with the terrain drawn from the view's map rows (walls,
// cover, water, harmful ground, elevation shaded lighter as it rises), and the combatants'
// tokens over it at their size, each with its facing and counters (wounds left, injuries,
// stress, focus, prone). Picking up the acting combatant (drag, click, or Enter) lights every
// square it can reach this turn with its cost, from the game's affordances; the path follows
// the pointer and a drop proposes the move; a square whose path leaves an enemy's melee wears a
// crossed-swords mark (Chance Attacks). While an attack is being chosen its targets wear a
// red ring and a click on one chooses it.
Item {
    id: root
    property var view: ({})
    property GameController controller: null
    property DragLayer dragLayer: null
    property real cellSize: 40
    property var attackTargets: []   // ids of combatants the acting one may attack
    property string chosenTarget: ""
    readonly property alias board: board
    signal targetClicked(string id)
    // The ruler: while on, a press and drag on the map measures from one square to another in
    // squares (C6: the fewest steps on an empty map, a diagonal counting 1). It only shows a
    // distance; ranges and reach stay the engine's.
    property bool rulerOn: false
    property var rulerFrom: null   // {x, y}
    property var rulerTo: null
    readonly property int rulerDistance: rulerFrom && rulerTo ? Math.max(Math.abs(rulerTo.x - rulerFrom.x), Math.abs(rulerTo.y - rulerFrom.y)) : -1
    onRulerOnChanged: { rulerFrom = null; rulerTo = null }

    readonly property var mapRows: view && view.map ? view.map : []
    readonly property int columns: mapRows.length ? mapRows[0].length : 1
    readonly property int rows: Math.max(1, mapRows.length)
    readonly property var combatants: view && view.combatants ? view.combatants : []
    readonly property int revision: controller ? controller.legal.revision : -1
    readonly property var cells: {
        const out = []
        for (let y = 0; y < rows; ++y)
            for (let x = 0; x < columns; ++x) {
                const ch = (mapRows[y] || "")[x] || "."
                out.push({ terrain: Look.terrainOf(ch), label: ch >= "1" && ch <= "9" ? "\u25B2" + ch : "" })
            }
        return out
    }
    function combatantAt(x, y) {
        for (const c of combatants)
            if (!c.down && x >= c.x && x < c.x + c.size && y >= c.y && y < c.y + c.size)
                return c
        for (const c of combatants)
            if (x >= c.x && x < c.x + c.size && y >= c.y && y < c.y + c.size)
                return c
        return null
    }
    // A token faces the nearest standing enemy it knows of (the engine keeps no facing yet).
    function facingOf(c) {
        let best = null, bestD = 1e9
        for (const o of combatants) {
            if (o.down || o.side === c.side)
                continue
            const d = Math.max(Math.abs(o.x - c.x), Math.abs(o.y - c.y))
            if (d < bestD) { bestD = d; best = o }
        }
        if (!best)
            return null
        const dx = best.x + best.size / 2 - (c.x + c.size / 2), dy = best.y + best.size / 2 - (c.y + c.size / 2)
        return Math.round((Math.atan2(dx, -dy) * 180 / Math.PI + 360) % 360)
    }
    function pieceOf(c) {
        const counters = []
        if (c.wounds !== undefined)
            counters.push({ name: qsTr("Wounds left"), value: c.wounds, color: "#c0392b", icon: "\u2665" })
        if (c.injuries > 0)
            counters.push({ name: qsTr("Injuries"), value: c.injuries, color: "#6b1f1f", icon: "\u271A" })
        if (c.stress > 0)
            counters.push({ name: qsTr("Stress"), value: c.stress, color: "#7d4fa8", icon: "\u03A8" })
        if (c.focus > 0)
            counters.push({ name: qsTr("Focus"), value: c.focus, color: "#2f8a78", icon: "\u25CE" })
        if (c.running > 0) // Running (1) or Sprinting (2): a visible stance until its next turn
            counters.push({ name: c.running === 2 ? qsTr("Sprinting") : qsTr("Running"), value: c.running, color: "#b9770e", icon: "\u00BB" })
        // Analyse Target and the Disrupting Targets on it (visible effects until the actor's next turn).
        if (c.analysedBy && c.analysedBy.length > 0)
            counters.push({ name: qsTr("Analysed (an Advantage against it)"), value: c.analysedBy.length, color: "#2a6f9e", icon: "\u2316" })
        if (c.warCriedBy && c.warCriedBy.length > 0)
            counters.push({ name: qsTr("War Cry (a Disadvantage on its tests against the one who cried)"), value: c.warCriedBy.length, color: "#8e3b1f", icon: "!" })
        if (c.tauntedBy && c.tauntedBy.length > 0)
            counters.push({ name: qsTr("Taunted (it attacks the taunter more easily, others less)"), value: c.tauntedBy.length, color: "#9e2a6f", icon: "\u2691" })
        if (c.distractedBy && c.distractedBy.length > 0)
            counters.push({ name: qsTr("Distracted (its next test rolled twice, the worse kept)"), value: c.distractedBy.length, color: "#6f6f2a", icon: "?" })
        // On a small map only the first counter (wounds left) fits beside the token.
        return { id: c.id, name: c.name, label: Look.labelOf(c), owner: c.seat, x: c.x, y: c.y,
                 facing: c.down ? null : facingOf(c), counters: cellSize * c.size < 34 ? counters.slice(0, 1) : counters }
    }
    // An ailment's badge: a short translated label, and its name and effect for the tooltip.
    function ailmentShort(kind) {
        switch (kind) {
        case "burning": return qsTr("Brn")
        case "dizzy": return qsTr("Diz")
        case "shocked": return qsTr("Shk")
        case "frozen": return qsTr("Frz")
        case "stunned": return qsTr("Stn")
        case "dominated": return qsTr("Dom")
        case "confused": return qsTr("Cnf")
        case "hallucinating": return qsTr("Hal")
        case "hypnotised": return qsTr("Hyp")
        case "enraged": return qsTr("Rag")
        }
        return kind
    }
    function ailmentName(kind) {
        switch (kind) {
        case "burning": return qsTr("Burning: damage at the end of each round, Disadvantage on Will tests")
        case "dizzy": return qsTr("Dizzy: Disadvantage on all tests")
        case "shocked": return qsTr("Shocked: Hindered, cannot oppose attacks, 1 Stress each turn")
        case "frozen": return qsTr("Frozen: no moves")
        case "stunned": return qsTr("Stunned: no actions or moves, cannot oppose attacks")
        case "dominated": return qsTr("Dominated")
        case "confused": return qsTr("Confused")
        case "hallucinating": return qsTr("Hallucinating")
        case "hypnotised": return qsTr("Hypnotised: no actions or moves, cannot oppose attacks")
        case "enraged": return qsTr("Enraged: Advantage on melee attacks, cannot evade, only attacks enemies in melee")
        }
        return kind
    }
    function ailmentLong(a) {
        return qsTr("%1 (failed shake-offs: %2; enemies gain an Advantage)").arg(ailmentName(a.kind)).arg(a.failures)
    }
    // Fear's badge (docs/games/combatgrid.md "Fear"): the table's row, short, and for the tooltip
    // the row with its effect, its source and the failed shake-offs.
    function fearShort(level) {
        switch (level) {
        case "shaken": return qsTr("!Sh")
        case "avoidance": return qsTr("!Av")
        case "panic": return qsTr("!Pa")
        case "frozen": return qsTr("!Fz")
        case "catatonia": return qsTr("!Ca")
        }
        return level
    }
    function fearName(level) {
        switch (level) {
        case "shaken": return qsTr("Shaken: a Disadvantage on all tests")
        case "avoidance": return qsTr("Avoidance: will not go into melee with its source nor shoot at it; a Disadvantage on all tests while engaged with it")
        case "panic": return qsTr("Panic: only flees its source (moves away, runs, rises, defends); no attacks, no Chance Attacks")
        case "frozen": return qsTr("Frozen with fear: no moves, no actions, cannot oppose attacks")
        case "catatonia": return qsTr("Catatonia: frozen with fear and Helpless (attacks on it are Savage)")
        }
        return level
    }
    function fearLong(c) {
        return (c.fearSource || "").length > 0
            ? qsTr("%1; afraid of %2 (failed shake-offs: %3)").arg(fearName(c.fear)).arg(nameOfId(c.fearSource)).arg(c.fearFailures || 0)
            : qsTr("%1 (failed shake-offs: %2)").arg(fearName(c.fear)).arg(c.fearFailures || 0)
    }
    // An injury's badge (docs/games/combatgrid.md "Injuries"): a short label, and its name and effect.
    function injuryShort(kind) {
        switch (kind) {
        case "crucialStrike": return qsTr("CS")
        case "troubleConcentrating": return qsTr("TC")
        case "fracture": return qsTr("Frc")
        case "blinded": return qsTr("Bld")
        case "graze": return qsTr("Grz")
        case "innerDamage": return qsTr("InD")
        case "internalBleeding": return qsTr("IBl")
        case "handPain": return qsTr("HP")
        case "brokenFingers": return qsTr("BFi")
        case "brokenWrist": return qsTr("BWr")
        case "brokenArm": return qsTr("BAr")
        case "footPain": return qsTr("FP")
        case "brokenToes": return qsTr("BTo")
        case "brokenFoot": return qsTr("BFt")
        case "brokenLeg": return qsTr("BLg")
        case "dimmingLight": return qsTr("DL")
        case "hairlineFracture": return qsTr("HF")
        case "panicHealing": return qsTr("PH")
        case "existentialCrisis": return qsTr("EC")
        }
        return kind
    }
    function injuryName(kind) {
        switch (kind) {
        case "crucialStrike": return qsTr("Crucial Strike")
        case "troubleConcentrating": return qsTr("Trouble Concentrating: a Disadvantage on Senses and Intellect tests each")
        case "fracture": return qsTr("Fracture: Confused")
        case "blinded": return qsTr("Blinded: ranged attacks fail")
        case "graze": return qsTr("Graze")
        case "innerDamage": return qsTr("Inner Damage: an extra Wound when damaged, Disadvantage on Physique tests")
        case "internalBleeding": return qsTr("Internal Bleeding: Blood Loss")
        case "handPain": return qsTr("Hand Pain: 5 Stress when attacking with the weapon arm")
        case "brokenFingers": return qsTr("Broken Fingers: a Disadvantage on attacks with the weapon arm each")
        case "brokenWrist": return qsTr("Broken Wrist")
        case "brokenArm": return qsTr("Broken Arm: no attacks with the weapon arm")
        case "footPain": return qsTr("Foot Pain: 1 Stress per Basic Move")
        case "brokenToes": return qsTr("Broken Toes: Disadvantage on Grace tests")
        case "brokenFoot": return qsTr("Broken Foot: all movement Hindered")
        case "brokenLeg": return qsTr("Broken Leg: prone, cannot stand, crawls")
        case "dimmingLight": return qsTr("Dimming Light")
        case "hairlineFracture": return qsTr("Hairline Fracture")
        case "panicHealing": return qsTr("Panic Healing: 10 AT Field lost")
        case "existentialCrisis": return qsTr("Existential Crisis")
        }
        return kind
    }
    // The distinct injuries of a combatant, each with how many times it was taken.
    function injuryBadges(c) {
        const out = []
        for (const e of c.injuryEffects || []) {
            const found = out.find(o => o.injury === e.injury)
            if (found)
                ++found.count
            else
                out.push({ injury: e.injury, location: e.location, count: 1 })
        }
        return out
    }
    function nameOfId(id) {
        for (const o of root.view.combatants || [])
            if (o.id === id)
                return Look.shortName(o.name)
        return id || ""
    }
    function colorOf(c) {
        return c.side === "director" ? Look.directorPaint : Look.seatPaint[Math.max(0, c.seat) % Look.seatPaint.length]
    }
    // A click or Enter on a square: a lit target is chosen, the acting combatant picked up.
    function activate(x, y) {
        const c = combatantAt(x, y)
        if (!c)
            return
        if (attackTargets.indexOf(c.id) >= 0) {
            targetClicked(c.id)
            return
        }
        if (revision >= 0 && controller && controller.legal.moveCells(c.id).length > 0)
            board.selectedPiece = board.selectedPiece && board.selectedPiece.id === c.id ? null : pieceOf(c)
    }

    implicitWidth: board.width
    implicitHeight: board.height
    width: board.width
    height: board.height

    Board {
        id: board
        objectName: "combatBoard"
        columns: root.columns
        rows: root.rows
        cellSize: root.cellSize
        cells: root.cells
        pieces: []
        terrainStyles: Look.terrainStyles()
        controller: root.controller
        dragLayer: root.dragLayer
        // Moves are named by x and y; a lit (afforded) square proposes the move there.
        actionFor: function(thing, id) {
            const subject = thing && thing.id !== undefined ? String(thing.id) : ""
            if (!subject || !root.controller || root.controller.legal.moveCells(subject).indexOf(id) < 0)
                return null
            // The legal move itself: walked when it can be, else the hurried one (a square only
            // hurrying reaches); beforePropose asks when both go there.
            const m = root.movesTo(subject, id)
            return m.careful || m.hurry || m.jump || m.leap || m.leapEffort
        }
        onCellActivated: (id, x, y) => root.activate(x, y)
        onMoveProposed: selectedPiece = null
        // A square reached both ways across harmful ground, or by a leap or a jump down as well as
        // another way: ask how (never a move not legal).
        beforePropose: function(action, cell) { return root.askHowToCross(action, cell) }
    }

    // The legal moves of `subject` to `cell`: walked (careful), at full speed (hurry), leapt
    // Hindered (leap) or with a Leaping test (leapEffort), jumped down (jump).
    function movesTo(subject, cell) {
        const out = { careful: null, hurry: null, leap: null, leapEffort: null, jump: null }
        if (revision < 0 || !controller)
            return out
        const xy = cell.split(",")
        for (const a of controller.legal.ofType("move"))
            if (a.args.combatant === subject && a.args.x === Number(xy[0]) && a.args.y === Number(xy[1]))
                out[a.args.jump === true ? "jump" : a.args.leap === true ? (a.args.effort === true ? "leapEffort" : "leap")
                    : a.args.hurry === true ? "hurry" : "careful"] = a
        return out
    }
    function positionOf(id) {
        for (const c of combatants)
            if (c.id === id)
                return [c.x, c.y]
        return [0, 0]
    }
    // A leap or a jump down of `id` to `cell` as the table tells it: the squares covered, the
    // Move it costs Hindered (leap), with a passed Leaping test (effort), jumping (jump), and the
    // metres dropped at the landing.
    function leapFacts(id, cell) {
        const from = positionOf(id), to = cell.split(",").map(Number), size = sizeOf(id)
        const n = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]))
        const t = blockTerrains(to[0], to[1], size)
        const slow = t.difficult || t.harmful || t.damaging || t.shallowWater || t.water || t.deepWater
        return { squares: n, hindered: 2 * n, effort: n, jump: slow ? 2 : 1,
                 drop: Math.max(0, blockHeight(from[0], from[1], size) - blockHeight(to[0], to[1], size)) }
    }
    // Terrain helpers for a combatant's block whose north-west square is x, y.
    function charAt(x, y) { return (mapRows[y] || "")[x] || "." }
    function blockHeight(x, y, size) {
        let h = 0
        for (let dy = 0; dy < size; ++dy)
            for (let dx = 0; dx < size; ++dx) {
                const ch = charAt(x + dx, y + dy)
                if (ch >= "1" && ch <= "9")
                    h = Math.max(h, Number(ch))
            }
        return h
    }
    function blockTerrains(x, y, size) {
        const t = {}
        for (let dy = 0; dy < size; ++dy)
            for (let dx = 0; dx < size; ++dx)
                t[Look.terrainOf(charAt(x + dx, y + dy))] = true
        return t
    }
    function sizeOf(id) {
        for (const c of combatants)
            if (c.id === id)
                return c.size || 1
        return 1
    }
    function fliesOf(id) {
        for (const c of combatants)
            if (c.id === id)
                return c.flies === true
        return false
    }
    // What slows each step of a path (cell ids in order): [{cell, cost, why}] for the steps that
    // cost more than 1 (water, difficult ground, harmful ground: 2; climbing: 2 more per metre).
    // hurried: the path of a move only hurrying makes (harmful ground at full speed: 1 a square
    // and a test, marked "!" instead of a cost).
    function slowSteps(path, id, hurried) {
        const out = []
        const size = sizeOf(id)
        if (fliesOf(id)) // a flier passes over every terrain at 1 a square
            return out
        // A leap or a jump down: one mark on the landing, with its cost, its test and its drop.
        const end = path.length ? path[path.length - 1] : ""
        const marks = end && controller ? controller.legal.marksTo(id, end) : []
        if (marks.indexOf("leap") >= 0 || marks.indexOf("jump") >= 0) {
            const f = leapFacts(id, end), cost = controller.legal.costTo(id, end)
            const jump = marks.indexOf("jump") >= 0, tested = marks.indexOf("leapTest") >= 0
            let why = jump ? qsTr("Jump down %n metre(s): Move %1; falling damage of 1 a metre, less the DoS of an Athletics or Acrobatics test", "", f.drop).arg(cost)
                           : tested ? qsTr("Leap %n square(s): Move %1 with a Leaping test (Athletics or Acrobatics); a failure Hinders it and it may fall short", "", f.squares).arg(cost)
                                    : qsTr("Leap %n square(s), Hindered: Move %1", "", f.squares).arg(cost)
            if (!jump && f.drop > 0)
                why += qsTr("; then a drop of %n metre(s): falling damage, less a test's DoS", "", f.drop)
            out.push({ cell: end, cost: cost, why: why, harmful: false, test: tested || f.drop > 0,
                       label: jump ? qsTr("\u2193%1").arg(f.drop) : qsTr("\u21b7%1").arg(cost) })
            return out
        }
        for (let i = 1; i < path.length; ++i) {
            const a = path[i - 1].split(",").map(Number), b = path[i].split(",").map(Number)
            const t = blockTerrains(b[0], b[1], size)
            const why = []
            let cost = 1
            if (t.shallowWater) why.push(qsTr("waist-high water"))
            if (t.water) why.push(qsTr("water (swimming)"))
            if (t.deepWater) why.push(qsTr("deep water (swimming, a test)"))
            if (t.difficult) why.push(qsTr("difficult ground"))
            const harmOnly = (t.harmful || t.damaging) && !t.water && !t.shallowWater && !t.deepWater && !t.difficult
            if (t.harmful || t.damaging)
                why.push(hurried && harmOnly ? qsTr("harmful ground at full speed: a test") : qsTr("harmful ground"))
            if (why.length > 0 && !(hurried && harmOnly))
                cost = 2
            const climb = Math.abs(blockHeight(b[0], b[1], size) - blockHeight(a[0], a[1], size))
            if (climb > 0) {
                why.push(qsTr("climbing %n metre(s)", "", climb))
                cost += 2 * climb
            }
            if (why.length > 0)
                out.push({ cell: path[i], cost: cost, why: why.join(", "), harmful: t.harmful === true || t.damaging === true,
                           test: hurried && harmOnly })
        }
        return out
    }
    // The choice asked when the square may be reached by walking carefully or by hurrying.
    property var hurryChoice: null  // {careful, hurry, carefulCost, carefulHarm}
    // The choice asked when a leap or a jump down goes there as well as another way.
    property var wayChoice: null    // movesTo's ways, with carefulCost and leapFacts
    function askHowToCross(action, cell) {
        if (!action || action.type !== "move")
            return false
        const m = movesTo(action.args.combatant, cell)
        const ways = [m.careful, m.hurry, m.leap, m.leapEffort, m.jump].filter(a => a !== null).length
        if (ways > 1 && (m.leap || m.leapEffort || m.jump) && !(m.hurry && m.careful)) {
            wayChoice = Object.assign({ carefulCost: controller.legal.costTo(action.args.combatant, cell),
                                        facts: leapFacts(action.args.combatant, cell) }, m)
            const p = cell.split(",").map(Number)
            wayMenu.x = (p[0] + 1) * cellSize + 4
            wayMenu.y = p[1] * cellSize
            wayMenu.open()
            return true
        }
        if (!m.hurry || !m.careful)
            return false   // one way only: the board proposes it
        const path = controller.legal.pathTo(action.args.combatant, cell)
        // A leap or a jump down that goes there too is offered in the same menu.
        hurryChoice = { careful: m.careful, hurry: m.hurry, carefulCost: controller.legal.costTo(action.args.combatant, cell),
                        carefulHarm: slowSteps(path, action.args.combatant).some(s => s.harmful),
                        leap: m.leap, leapEffort: m.leapEffort, jump: m.jump, facts: leapFacts(action.args.combatant, cell) }
        const xy = cell.split(",").map(Number)
        // Beside the square (the popup keeps itself inside the window).
        hurryMenu.x = (xy[0] + 1) * cellSize + 4
        hurryMenu.y = xy[1] * cellSize
        hurryMenu.open()
        return true
    }
    Menu {
        id: hurryMenu
        objectName: "hurryMenu"
        // As wide as its longest entry, on the panel's background.
        width: {
            let widest = 200
            for (let i = 0; i < count; ++i) {
                const entry = itemAt(i)
                if (entry && entry.visible)
                    widest = Math.max(widest, entry.implicitWidth)
            }
            return widest + leftPadding + rightPadding
        }
        background: Rectangle {
            color: Theme.panel
            border.color: Theme.accent
            radius: 6
        }
        onClosed: root.hurryChoice = null
        function choose(key) {
            const a = root.hurryChoice ? root.hurryChoice[key] : null
            hurryMenu.close()
            if (a)
                root.controller.propose(a)
        }
        MenuItem {
            objectName: "hurryTitle"
            enabled: false
            text: qsTr("Harmful ground on the way:")
        }
        MenuItem {
            objectName: "hurryChoiceCareful"
            text: root.hurryChoice && root.hurryChoice.carefulHarm
                  ? qsTr("Walk carefully (Hindered): Move %1").arg(root.hurryChoice.carefulCost)
                  : qsTr("Go around it: Move %1").arg(root.hurryChoice ? root.hurryChoice.carefulCost : 0)
            onTriggered: {
                const a = root.hurryChoice ? root.hurryChoice.careful : null
                hurryMenu.close()
                if (a)
                    root.controller.propose(a)
            }
        }
        MenuItem {
            objectName: "hurryChoiceHurry"
            text: qsTr("Hurry across (a test for each harmful square)")
            onTriggered: {
                const a = root.hurryChoice ? root.hurryChoice.hurry : null
                hurryMenu.close()
                if (a)
                    root.controller.propose(a)
            }
        }
        MenuItem {
            objectName: "hurryChoiceLeap"
            visible: root.hurryChoice !== null && !!root.hurryChoice.leap
            height: visible ? implicitHeight : 0
            text: root.hurryChoice ? qsTr("Leap (Hindered): Move %1").arg(root.hurryChoice.facts.hindered) : ""
            onTriggered: hurryMenu.choose("leap")
        }
        MenuItem {
            objectName: "hurryChoiceLeapEffort"
            visible: root.hurryChoice !== null && !!root.hurryChoice.leapEffort
            height: visible ? implicitHeight : 0
            text: root.hurryChoice ? qsTr("Leap with a Leaping test: Move %1, or %2 if it fails").arg(root.hurryChoice.facts.effort).arg(root.hurryChoice.facts.hindered) : ""
            onTriggered: hurryMenu.choose("leapEffort")
        }
        MenuItem {
            objectName: "hurryChoiceJump"
            visible: root.hurryChoice !== null && !!root.hurryChoice.jump
            height: visible ? implicitHeight : 0
            text: root.hurryChoice ? qsTr("Jump down %n metre(s): Move %1, falling damage less a test's DoS", "", root.hurryChoice.facts.drop).arg(root.hurryChoice.facts.jump) : ""
            onTriggered: hurryMenu.choose("jump")
        }
    }

    Menu {
        id: wayMenu
        objectName: "wayMenu"
        width: {
            let widest = 220
            for (let i = 0; i < count; ++i) {
                const entry = itemAt(i)
                if (entry && entry.visible)
                    widest = Math.max(widest, entry.implicitWidth)
            }
            return widest + leftPadding + rightPadding
        }
        background: Rectangle {
            color: Theme.panel
            border.color: Theme.accent
            radius: 6
        }
        onClosed: root.wayChoice = null
        function choose(key) {
            const a = root.wayChoice ? root.wayChoice[key] : null
            wayMenu.close()
            if (a)
                root.controller.propose(a)
        }
        MenuItem {
            objectName: "wayTitle"
            enabled: false
            text: qsTr("How to get there:")
        }
        MenuItem {
            objectName: "wayChoiceWalk"
            visible: root.wayChoice !== null && root.wayChoice.careful !== null
            height: visible ? implicitHeight : 0
            text: qsTr("Walk or climb: Move %1").arg(root.wayChoice ? root.wayChoice.carefulCost : 0)
            onTriggered: wayMenu.choose("careful")
        }
        MenuItem {
            objectName: "wayChoiceHurry"
            visible: root.wayChoice !== null && root.wayChoice.hurry !== null
            height: visible ? implicitHeight : 0
            text: qsTr("Hurry across (a test for each harmful square)")
            onTriggered: wayMenu.choose("hurry")
        }
        MenuItem {
            objectName: "wayChoiceLeap"
            visible: root.wayChoice !== null && root.wayChoice.leap !== null
            height: visible ? implicitHeight : 0
            text: root.wayChoice ? qsTr("Leap (Hindered): Move %1").arg(root.wayChoice.facts.hindered) : ""
            onTriggered: wayMenu.choose("leap")
        }
        MenuItem {
            objectName: "wayChoiceLeapEffort"
            visible: root.wayChoice !== null && root.wayChoice.leapEffort !== null
            height: visible ? implicitHeight : 0
            text: root.wayChoice ? qsTr("Leap with a Leaping test: Move %1, or %2 if it fails").arg(root.wayChoice.facts.effort).arg(root.wayChoice.facts.hindered) : ""
            onTriggered: wayMenu.choose("leapEffort")
        }
        MenuItem {
            objectName: "wayChoiceJump"
            visible: root.wayChoice !== null && root.wayChoice.jump !== null
            height: visible ? implicitHeight : 0
            text: root.wayChoice ? qsTr("Jump down %n metre(s): Move %1, falling damage less a test's DoS", "", root.wayChoice.facts.drop).arg(root.wayChoice.facts.jump) : ""
            onTriggered: wayMenu.choose("jump")
        }
    }

    Item { // the squares only a leap ("↷") or a jump down ("↓") reaches
        anchors.fill: board
        z: 1
        Repeater {
            model: board.affordedCells
            Text {
                required property string modelData
                readonly property var marks: root.revision >= 0 && root.controller ? root.controller.legal.marksTo(board.movingId, modelData) : []
                readonly property bool jump: marks.indexOf("jump") >= 0
                readonly property var facts: visible ? root.leapFacts(board.movingId, modelData) : null
                objectName: jump ? "jumpOnlyMark" : "leapOnlyMark"
                visible: jump || marks.indexOf("leap") >= 0
                x: Number(modelData.split(",")[0]) * root.cellSize + 3
                y: (Number(modelData.split(",")[1]) + 1) * root.cellSize - height - 1
                text: jump ? qsTr("\u2193") : qsTr("\u21b7") // glyphs a language may draw otherwise
                color: "#9fd8ff"
                style: Text.Outline
                styleColor: Qt.rgba(0, 0, 0, 0.7)
                font.pixelSize: Math.max(10, root.cellSize * 0.4)
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: !facts ? ""
                    : jump ? qsTr("Only by jumping down %n metre(s): falling damage, less a test's DoS", "", facts.drop)
                    : marks.indexOf("leapTest") >= 0 ? qsTr("Only by a leap with a Leaping test: Move %1").arg(facts.effort)
                    : qsTr("Only by a leap: Move %1 Hindered").arg(facts.hindered)
            }
        }
    }

    Item { // what the game marks on the squares the picked-up token can reach: a path that draws
           // Chance Attacks (a Flee), or risks them (a declared Disengage test)
        anchors.fill: board
        z: 1
        Repeater {
            model: board.affordedCells
            Text {
                required property string modelData
                readonly property var marks: root.revision >= 0 && root.controller ? root.controller.legal.marksTo(board.movingId, modelData) : []
                readonly property bool flee: marks.indexOf("chanceAttack") >= 0
                objectName: "chanceAttackMark"
                visible: flee || marks.indexOf("disengageTest") >= 0
                x: Number(modelData.split(",")[0]) * root.cellSize + 3
                y: Number(modelData.split(",")[1]) * root.cellSize + 1
                text: "\u2694"
                color: flee ? Theme.danger : "#e0a030"
                style: Text.Outline
                styleColor: Qt.rgba(0, 0, 0, 0.7)
                font.pixelSize: Math.max(10, root.cellSize * 0.4)
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: flee ? qsTr("Chance Attacks: this path leaves an enemy's melee")
                                      : qsTr("Disengage test: a failure here draws Chance Attacks")
            }
        }
    }

    Item { // the squares only a hurried move reaches: "»", a test per harmful square on the way
        anchors.fill: board
        z: 1
        Repeater {
            model: board.affordedCells
            Text {
                required property string modelData
                readonly property var marks: root.revision >= 0 && root.controller ? root.controller.legal.marksTo(board.movingId, modelData) : []
                objectName: "hurryOnlyMark"
                visible: marks.indexOf("hurry") >= 0
                x: Number(modelData.split(",")[0]) * root.cellSize + 3
                y: (Number(modelData.split(",")[1]) + 1) * root.cellSize - height - 1
                text: qsTr("\u00bb") // a glyph a language may draw otherwise
                color: "#f0c060"
                style: Text.Outline
                styleColor: Qt.rgba(0, 0, 0, 0.7)
                font.pixelSize: Math.max(10, root.cellSize * 0.4)
                font.bold: true
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Only at full speed: a test on each harmful square")
            }
        }
    }

    Item { // the squares of the drawn path that slow the mover, each with what its step costs
        objectName: "slowMarks"
        anchors.fill: board
        z: 1
        Repeater {
            model: board.movingId !== "" ? root.slowSteps(board.shownPath, board.movingId,
                                                          root.controller.legal.marksTo(board.movingId, board.pathEnd).indexOf("hurry") >= 0) : []
            Rectangle {
                required property var modelData
                objectName: "slowMark"
                readonly property var xy: modelData.cell.split(",").map(Number)
                x: (xy[0] + 1) * root.cellSize - width - 2
                y: xy[1] * root.cellSize + 2
                width: Math.max(14, slowText.implicitWidth + 6)
                height: Math.max(12, slowText.implicitHeight + 2)
                radius: 3
                color: modelData.harmful ? Qt.rgba(0.55, 0.12, 0.1, 0.9) : Qt.rgba(0.45, 0.32, 0.1, 0.9)
                border.color: "#f0c060"
                Text {
                    id: slowText
                    anchors.centerIn: parent
                    text: modelData.label !== undefined ? modelData.label : modelData.test ? "!" : "+" + (modelData.cost - 1)
                    color: "#ffffff"
                    font.pixelSize: Math.max(8, root.cellSize * 0.22)
                    font.bold: true
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: modelData.test || modelData.label !== undefined ? modelData.why : qsTr("Costs %1: %2").arg(modelData.cost).arg(modelData.why)
                ToolTip.visible: slowHover.containsMouse
                ToolTip.text: Accessible.name
                MouseArea { id: slowHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
            }
        }
    }

    Item { // the tokens, over the board
        anchors.fill: board
        Repeater {
            model: root.combatants
            Item {
                id: token
                required property var modelData
                readonly property var c: modelData
                readonly property bool acting: root.view.current === c.id
                readonly property bool target: root.attackTargets.indexOf(c.id) >= 0
                objectName: "token_" + c.id
                x: c.x * root.cellSize
                y: c.y * root.cellSize
                width: c.size * root.cellSize
                height: width
                z: c.down ? 0 : acting ? 2 : 1
                Behavior on x { NumberAnimation { duration: Theme.animMs * 2 } }
                Behavior on y { NumberAnimation { duration: Theme.animMs * 2 } }
                Rectangle { // the acting combatant's square glows
                    anchors.fill: parent
                    anchors.margins: 1
                    radius: 6
                    visible: token.acting
                    color: Qt.rgba(0.88, 0.72, 0.3, 0.25)
                    border.color: Theme.accent
                    border.width: 2
                }
                Rectangle { // a target in range and sight
                    objectName: "targetRing"
                    anchors.fill: parent
                    anchors.margins: -2
                    radius: width / 2
                    visible: token.target
                    color: Qt.rgba(0.9, 0.25, 0.2, root.chosenTarget === token.c.id ? 0.35 : 0.15)
                    border.color: Theme.danger
                    border.width: root.chosenTarget === token.c.id ? 4 : 2
                    SequentialAnimation on opacity {
                        running: token.target && Theme.animMs > 0
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.55; duration: 700 }
                        NumberAnimation { from: 0.55; to: 1; duration: 700 }
                    }
                }
                Piece {
                    id: piece
                    anchors.centerIn: parent
                    size: token.width * 0.86
                    piece: root.pieceOf(token.c)
                    ownerColor: root.colorOf(token.c)
                    opacity: token.c.down ? 0.45 : 1
                    dragLayer: root.dragLayer
                    legal: root.revision >= 0 && root.controller !== null && root.controller.legal.moveCells(token.c.id).length > 0
                    selected: root.board.selectedPiece !== null && root.board.selectedPiece.id === token.c.id
                    activeFocusOnTab: false
                    onActivated: {
                        root.board.forceActiveFocus()
                        root.board.cursorX = token.c.x
                        root.board.cursorY = token.c.y
                        root.activate(token.c.x, token.c.y)
                    }
                }
                Rectangle { // grappled: a chain badge on the token's corner, its grappler named
                    objectName: "grappledMark_" + token.c.id
                    visible: !token.c.down && (token.c.grappledBy || "").length > 0
                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    width: Math.max(16, token.width * 0.34)
                    height: width
                    radius: width / 2
                    color: "#e0a030"
                    border.color: "#1c1c1c"
                    border.width: 1
                    z: 4
                    Repeater { // two chain links, drawn (no font needed)
                        model: 2
                        Rectangle {
                            required property int index
                            width: parent.width * 0.42
                            height: parent.height * 0.28
                            radius: height / 2
                            color: "transparent"
                            border.color: "#1c1c1c"
                            border.width: Math.max(1.5, parent.width * 0.08)
                            x: parent.width * (index === 0 ? 0.14 : 0.44)
                            y: parent.height * (index === 0 ? 0.28 : 0.44)
                            rotation: -35
                        }
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: toolTip.text
                    ToolTip {
                        id: toolTip
                        visible: grappledHover.containsMouse
                        text: qsTr("Grappled by %1").arg(root.nameOfId(token.c.grappledBy))
                    }
                    MouseArea { id: grappledHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Rectangle { // flying: its altitude band (Low, High) on the token's upper-left corner
                    objectName: "altitudeMark_" + token.c.id
                    visible: token.c.flies === true
                    anchors.left: parent.left
                    anchors.top: parent.top
                    width: Math.max(18, altitudeText.implicitWidth + 6)
                    height: Math.max(14, altitudeText.implicitHeight + 2)
                    radius: 4
                    color: token.c.altitude === "high" ? "#5a3fa0" : token.c.altitude === "low" ? "#2f6fb0" : "#4a4a4a"
                    border.color: "#e8e8f8"
                    border.width: 1
                    z: 4
                    Text {
                        id: altitudeText
                        anchors.centerIn: parent
                        text: token.c.altitude === "high" ? "\u2B06" + qsTr("High") : token.c.altitude === "low" ? "\u2197" + qsTr("Low") : "\u2193" + qsTr("Ground")
                        color: "#ffffff"
                        font.pixelSize: Math.max(8, root.cellSize * 0.2)
                        font.bold: true
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: token.c.altitude === "high" ? qsTr("Flying High (above 150 metres): out of reach of everything lower")
                                   : token.c.altitude === "low" ? qsTr("Flying Low (20 metres up): no melee with the ground")
                                   : qsTr("A flier at Ground altitude")
                    ToolTip.visible: altitudeHover.containsMouse
                    ToolTip.text: Accessible.name
                    MouseArea { id: altitudeHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Rectangle { // in stealth: shown to those whose view has it (its owner, the Director)
                    objectName: "hiddenMark_" + token.c.id
                    visible: !token.c.down && token.c.stealth === true
                    anchors.right: parent.right
                    anchors.top: parent.top
                    width: Math.max(16, hiddenText.implicitWidth + 6)
                    height: width
                    radius: width / 2
                    color: "#3a3450"
                    border.color: "#d8d0ff"
                    border.width: 1
                    z: 4
                    Text {
                        id: hiddenText
                        anchors.centerIn: parent
                        text: qsTr("\u25CC") // a dashed ring: unseen, a glyph translatable like the other marks
                        color: "#ffffff"
                        font.pixelSize: Math.max(8, root.cellSize * 0.22)
                        font.bold: true
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Hidden (in stealth): Hindered; enemies who see it move test Awareness to find it")
                    ToolTip.visible: hiddenHover.containsMouse
                    ToolTip.text: Accessible.name
                    MouseArea { id: hiddenHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Row { // ailments: a badge each on the token's lower edge, the ailment named in its tooltip
                    objectName: "ailmentMarks_" + token.c.id
                    visible: !token.c.down && (token.c.ailments || []).length > 0
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    spacing: 1
                    z: 4
                    Repeater {
                        model: token.c.ailments || []
                        Rectangle {
                            id: ailmentBadge
                            required property var modelData
                            objectName: "ailmentMark_" + token.c.id + "_" + modelData.kind
                            property string tip: root.ailmentLong(modelData)
                            width: Math.max(16, ailmentText.implicitWidth + 6)
                            height: Math.max(14, ailmentText.implicitHeight + 2)
                            radius: 4
                            color: modelData.category === "mental" ? "#8a3fa0" : "#c0502a"
                            border.color: "#ffffff"
                            border.width: 1
                            Text {
                                id: ailmentText
                                anchors.centerIn: parent
                                text: root.ailmentShort(ailmentBadge.modelData.kind)
                                color: "#ffffff"
                                font.pixelSize: Math.max(8, root.cellSize * 0.2)
                                font.bold: true
                            }
                            Accessible.role: Accessible.StaticText
                            Accessible.name: ailmentBadge.tip
                            ToolTip.visible: ailmentHover.containsMouse
                            ToolTip.text: Accessible.name
                            MouseArea { id: ailmentHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                        }
                    }
                }
                Row { // injuries: a badge each on the token's upper edge (three at most, then "+n"), named in its tooltip
                    id: injuryRow
                    objectName: "injuryMarks_" + token.c.id
                    readonly property var badges: root.injuryBadges(token.c)
                    visible: !token.c.down && (token.c.injuryEffects || []).length > 0
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.top
                    spacing: 1
                    z: 4
                    Repeater {
                        model: injuryRow.badges.slice(0, 3)
                        Rectangle {
                            id: injuryBadge
                            required property var modelData
                            objectName: "injuryMark_" + token.c.id + "_" + modelData.injury
                            property string tip: modelData.count > 1
                                ? qsTr("%1 (x%2)").arg(root.injuryName(modelData.injury)).arg(modelData.count)
                                : root.injuryName(modelData.injury)
                            width: Math.max(16, injuryText.implicitWidth + 6)
                            height: Math.max(14, injuryText.implicitHeight + 2)
                            radius: 2
                            color: "#7a1020"
                            border.color: "#ffffff"
                            border.width: 1
                            Text {
                                id: injuryText
                                anchors.centerIn: parent
                                text: root.injuryShort(injuryBadge.modelData.injury)
                                color: "#ffffff"
                                font.pixelSize: Math.max(8, root.cellSize * 0.2)
                                font.bold: true
                            }
                            Accessible.role: Accessible.StaticText
                            Accessible.name: injuryBadge.tip
                            ToolTip.visible: injuryHover.containsMouse
                            ToolTip.text: Accessible.name
                            MouseArea { id: injuryHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                        }
                    }
                    Rectangle { // the rest, listed in its tooltip
                        objectName: "injuryMore_" + token.c.id
                        visible: injuryRow.badges.length > 3
                        property string tip: injuryRow.badges.slice(3).map(b => b.count > 1 ? qsTr("%1 (x%2)").arg(root.injuryName(b.injury)).arg(b.count)
                                                                                           : root.injuryName(b.injury)).join(", ")
                        width: Math.max(16, moreText.implicitWidth + 6)
                        height: Math.max(14, moreText.implicitHeight + 2)
                        radius: 2
                        color: "#7a1020"
                        border.color: "#ffffff"
                        border.width: 1
                        Text {
                            id: moreText
                            anchors.centerIn: parent
                            text: "+" + Math.max(0, injuryRow.badges.length - 3)
                            color: "#ffffff"
                            font.pixelSize: Math.max(8, root.cellSize * 0.2)
                            font.bold: true
                        }
                        Accessible.role: Accessible.StaticText
                        Accessible.name: tip
                        ToolTip.visible: moreHover.containsMouse
                        ToolTip.text: tip
                        MouseArea { id: moreHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                    }
                }
                Rectangle { // afraid (a visible condition): the fear table's row on the token's left edge, its source in the tooltip
                    id: fearBadge
                    objectName: "fearMark_" + token.c.id
                    visible: !token.c.down && (token.c.fear || "").length > 0
                    property string tip: visible ? root.fearLong(token.c) : ""
                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(16, fearText.implicitWidth + 6)
                    height: Math.max(14, fearText.implicitHeight + 2)
                    radius: 4
                    color: token.c.fear === "frozen" || token.c.fear === "catatonia" ? "#2c4a7a" : "#b8860b"
                    border.color: "#ffffff"
                    border.width: 1
                    z: 4
                    Text {
                        id: fearText
                        anchors.centerIn: parent
                        text: root.fearShort(token.c.fear || "")
                        color: "#ffffff"
                        font.pixelSize: Math.max(8, root.cellSize * 0.2)
                        font.bold: true
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: fearBadge.tip
                    ToolTip.visible: fearHover.containsMouse
                    ToolTip.text: fearBadge.tip
                    MouseArea { id: fearHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Rectangle { // sunk in deep water: drowning, with the rounds of breath held
                    objectName: "drowningMark_" + token.c.id
                    visible: !token.c.down && token.c.drowning === true
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    width: Math.max(16, drowningText.implicitWidth + 6)
                    height: width
                    radius: width / 2
                    color: "#1d8fd0"
                    border.color: "#ffffff"
                    border.width: 1
                    z: 4
                    Text {
                        id: drowningText
                        anchors.centerIn: parent
                        text: qsTr("\u25CB\u00B0") // bubbles: a glyph, translatable like the other marks
                        color: "#ffffff"
                        font.pixelSize: Math.max(8, root.cellSize * 0.2)
                        font.bold: true
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Drowning: sunk in deep water, holding its breath")
                    ToolTip.visible: drowningHover.containsMouse
                    ToolTip.text: Accessible.name
                    MouseArea { id: drowningHover; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Text { // down: struck through
                    anchors.centerIn: parent
                    visible: token.c.down
                    text: "\u2715"
                    color: Theme.danger
                    font.pixelSize: token.width * 0.7
                    font.bold: true
                }
                Rectangle { // the name under the token
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.bottom
                    anchors.topMargin: -Math.round(root.cellSize * 0.12)
                    visible: root.cellSize >= 30
                    width: Math.min(nameText.implicitWidth + 8, Math.max(token.width * 1.6, root.cellSize * 2))
                    height: nameText.implicitHeight + 2
                    radius: 3
                    color: Qt.rgba(0, 0, 0, 0.55)
                    z: 3
                    Text {
                        id: nameText
                        anchors.centerIn: parent
                        width: parent.width - 6
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        text: token.c.name.replace(/\s*\(.*\)/, "")
                        color: "#ffffff"
                        font.pixelSize: Math.max(9, Math.min(Theme.fontSmall, root.cellSize * 0.26))
                    }
                }
            }
        }
    }

    Item { // the ruler, over everything while it is on
        objectName: "ruler"
        anchors.fill: board
        visible: root.rulerOn
        z: 10
        function cellAt(px, py) {
            return { x: Math.max(0, Math.min(root.columns - 1, Math.floor(px / root.cellSize))),
                     y: Math.max(0, Math.min(root.rows - 1, Math.floor(py / root.cellSize))) }
        }
        MouseArea {
            anchors.fill: parent
            cursorShape: Qt.CrossCursor
            onPressed: (m) => { root.rulerFrom = parent.cellAt(m.x, m.y); root.rulerTo = root.rulerFrom }
            onPositionChanged: (m) => { if (pressed) root.rulerTo = parent.cellAt(m.x, m.y) }
        }
        Rectangle { // the line between the two squares' centres
            readonly property real x1: root.rulerFrom ? (root.rulerFrom.x + 0.5) * root.cellSize : 0
            readonly property real y1: root.rulerFrom ? (root.rulerFrom.y + 0.5) * root.cellSize : 0
            readonly property real x2: root.rulerTo ? (root.rulerTo.x + 0.5) * root.cellSize : 0
            readonly property real y2: root.rulerTo ? (root.rulerTo.y + 0.5) * root.cellSize : 0
            visible: root.rulerDistance > 0
            x: x1
            y: y1 - height / 2
            width: Math.sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1))
            height: 3
            color: "#f0e060"
            transformOrigin: Item.Left
            rotation: Math.atan2(y2 - y1, x2 - x1) * 180 / Math.PI
        }
        Repeater { // both ends
            model: [root.rulerFrom, root.rulerTo]
            Rectangle {
                required property var modelData
                visible: modelData !== null && root.rulerDistance >= 0
                x: modelData ? modelData.x * root.cellSize : 0
                y: modelData ? modelData.y * root.cellSize : 0
                width: root.cellSize
                height: root.cellSize
                color: "transparent"
                border.color: "#f0e060"
                border.width: 2
            }
        }
        Rectangle { // the distance, beside the far end
            objectName: "rulerLabel"
            visible: root.rulerDistance >= 0
            x: root.rulerTo ? Math.min(parent.width - width, (root.rulerTo.x + 1) * root.cellSize) : 0
            y: root.rulerTo ? Math.max(0, root.rulerTo.y * root.cellSize - height) : 0
            width: rulerText.implicitWidth + 10
            height: rulerText.implicitHeight + 4
            radius: 4
            color: Qt.rgba(0, 0, 0, 0.75)
            Text {
                id: rulerText
                objectName: "rulerText"
                anchors.centerIn: parent
                text: qsTr("%1 sq.").arg(Math.max(0, root.rulerDistance))
                color: "#f0e060"
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }
    }
}
