import QtQuick
import QtTest
import Tabletop
import "qrc:/Tabletop/games/combatgrid"

// The pieces of the Combat Grid table on their own, fed with view data: the map draws each
// terrain from its character (walls, cover, water, elevation shaded and marked) and a token per
// combatant at its size with its counters; the attack chooser lists the targets, then the
// Advantages and Disadvantages by name with the target number, and asks for the chosen attack;
// the dice tray shows each side's target, modifiers, roll and Degrees, the hit location and the
// damage against Physique Bonus and armour.
Item {
    id: top
    width: 1000
    height: 700

    readonly property var view: ({
        map: ["#..", ".l~", "h12"],
        current: "a",
        combatants: [
            { id: "a", name: "Shinji Ikari", side: "players", kind: "human", x: 1, y: 0, size: 1, seat: 1, down: false,
              wounds: 3, injuries: 1, stress: 2, focus: 1 },
            { id: "g", name: "Corridor guard", side: "director", kind: "human", x: 0, y: 1, size: 1, seat: 0, down: false },
            { id: "t", name: "The Tide Angel", side: "director", kind: "angel", x: 1, y: 1, size: 2, seat: 0, down: true }
        ]
    })

    Component {
        id: mapComponent
        CombatMap { cellSize: 50 }
    }
    Component {
        id: attackComponent
        AttackPanel { width: 320 }
    }
    Component {
        id: trayComponent
        CombatTray { width: 340 }
    }

    function findNamed(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const f = findNamed(item.children[i], name)
            if (f)
                return f
        }
        return null
    }

    TestCase {
        name: "CombatGridTable"
        when: windowShown

        function test_mapDrawsTerrainAndTokens() {
            const map = createTemporaryObject(mapComponent, top, { view: top.view, attackTargets: ["g"], chosenTarget: "g" })
            verify(map)
            compare(map.columns, 3)
            compare(map.rows, 3)
            compare(map.cells[0].terrain, "wall")
            compare(map.cells[4].terrain, "lightCover")
            compare(map.cells[5].terrain, "water")
            compare(map.cells[6].terrain, "heavyCover")
            compare(map.cells[7].terrain, "elevation1")
            compare(map.cells[8].label, "\u25B22")
            // Elevation is shaded lighter as it rises.
            const styles = map.board.terrainStyles
            verify(Qt.color(styles.elevation2.color).hslLightness > Qt.color(styles.elevation1.color).hslLightness)
            verify(Qt.color(styles.elevation1.color).hslLightness > Qt.color(styles.open.color).hslLightness)
            // One token per combatant, at its size; the Angel's covers two by two squares.
            const a = findNamed(map, "token_a"), t = findNamed(map, "token_t")
            verify(a && t && findNamed(map, "token_g"))
            compare(a.x, 50)
            compare(t.width, 100)
            // Counters: wounds left, injuries, stress, focus; a facing towards the nearest enemy.
            const piece = map.pieceOf(top.view.combatants[0])
            compare(piece.counters.length, 4)
            compare(piece.counters[0].value, 3)
            compare(piece.facing, 225) // the guard is south-west
            compare(map.pieceOf(top.view.combatants[1]).counters.length, 0) // no wounds shown for an enemy
            // The target in range wears its ring; the others do not.
            compare(findNamed(findNamed(map, "token_g"), "targetRing").visible, true)
            compare(findNamed(a, "targetRing").visible, false)
            // A click on a lit target chooses it.
            const spy = createTemporaryObject(spyComponent, top, { target: map, signalName: "targetClicked" })
            map.activate(0, 1)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "g")
            // The down Angel is still drawn; a square of its block finds it.
            compare(map.combatantAt(2, 2).id, "t")
        }

        function test_attackPanelListsModifiersBeforeTheRoll() {
            const options = [{ target: "g", distance: 4, skill: "ranged", base: 45, options: [
                { variation: "standard", modifiers: [{ name: "highGround", value: 10 }, { name: "coverPartial", value: -10 }, { name: "closeRange", value: 10 }] },
                { variation: "called", modifiers: [{ name: "calledAttack", value: -20 }], locations: ["head", "body"] }] }]
            const p = createTemporaryObject(attackComponent, top, { attacker: "a", options: options, names: { g: "Corridor guard" } })
            verify(p)
            verify(findNamed(p, "target_g"))
            verify(findNamed(p, "target_g").text.indexOf("Corridor guard") >= 0)
            compare(findNamed(p, "modifierList").visible, false) // nothing chosen yet
            p.targetId = "g"
            compare(findNamed(p, "modifierList").visible, true)
            compare(p.total, 55)
            verify(findNamed(p, "modifier_highGround").text.indexOf("High Ground +10") >= 0)
            verify(findNamed(p, "modifier_coverPartial").text.indexOf("Cover (Partial) -10") >= 0)
            verify(findNamed(p, "modifier_coverPartial").text.indexOf("Disadvantage") === 0)
            compare(findNamed(p, "attackSummary").text, "Standard Attack against Corridor guard: target 55")
            compare(JSON.stringify(p.action()), JSON.stringify({ type: "attack", args: { combatant: "a", target: "g", variation: "standard" } }))
            // A Called Attack names its location.
            p.variation = "called"
            compare(p.total, 25)
            compare(findNamed(p, "calledLocation").visible, true)
            p.location = "body"
            compare(p.action().args.location, "body")
            const spy = createTemporaryObject(spyComponent, top, { target: p, signalName: "attackRequested" })
            mouseClick(findNamed(p, "rollAttack"))
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0].args.variation, "called")
        }

        // Charge and Strong Attack add their arguments (the square, the Disadvantages) to the
        // attack; each Strong Attack option is its own button.
        function test_attackPanelVariationsAddTheirArguments() {
            const options = [{ target: "g", distance: 1, skill: "melee", base: 40, options: [
                { id: "standard", variation: "standard", modifiers: [], args: {} },
                { id: "charge", variation: "charge", modifiers: [{ name: "charge", value: 10 }], args: { x: 3, y: 2 } },
                { id: "strong1", variation: "strong", modifiers: [{ name: "strongAttack", value: -10 }], args: { disadvantages: 1 } },
                { id: "strong2", variation: "strong", modifiers: [{ name: "strongAttack", value: -20 }], args: { disadvantages: 2 } }] }]
            const p = createTemporaryObject(attackComponent, top, { attacker: "a", options: options, names: { g: "Corridor guard" }, targetId: "g" })
            verify(p)
            verify(findNamed(p, "variation_strong1") && findNamed(p, "variation_strong2"))
            p.variation = "strong2"
            compare(p.total, 20)
            verify(findNamed(p, "modifier_strongAttack").text.indexOf("Strong Attack -20") >= 0)
            compare(JSON.stringify(p.action()), JSON.stringify({ type: "attack", args: { combatant: "a", target: "g", variation: "strong", disadvantages: 2 } }))
            p.variation = "charge"
            compare(p.total, 50)
            compare(JSON.stringify(p.action()), JSON.stringify({ type: "attack", args: { combatant: "a", target: "g", variation: "charge", x: 3, y: 2 } }))
        }

        // A Grapple rolls its own skill (the unarmed Melee attack of a rifle's bearer): the panel
        // lists that base, Grappled Enemy when the target is held, and what it does instead of
        // damage; a grappled token wears the chain badge naming its grappler.
        function test_grappleRollsItsOwnSkillAndTheGrappledAreMarked() {
            const options = [{ target: "g", distance: 1, skill: "ranged", base: 45, options: [
                { id: "standard", variation: "standard", modifiers: [{ name: "shootingIntoMelee", value: -10 }], args: {}, skill: "ranged", base: 45 },
                { id: "grapple", variation: "grapple", modifiers: [{ name: "grappledEnemy", value: 10 }], args: {}, skill: "melee", base: 30 },
                { id: "push", variation: "push", modifiers: [], args: {}, skill: "melee", base: 30 }] }]
            const p = createTemporaryObject(attackComponent, top, { attacker: "a", options: options, names: { g: "Corridor guard" }, targetId: "g" })
            verify(p)
            compare(p.total, 35)
            compare(findNamed(p, "variationHint").visible, false)
            p.variation = "grapple"
            compare(p.total, 40)
            verify(findNamed(p, "modifierList").children[0].text.indexOf("Melee 30") === 0)
            verify(findNamed(p, "modifier_grappledEnemy").text.indexOf("Grappled Enemy +10") >= 0)
            verify(findNamed(p, "variationHint").text.indexOf("grapples the target") >= 0)
            compare(JSON.stringify(p.action()), JSON.stringify({ type: "attack", args: { combatant: "a", target: "g", variation: "grapple" } }))
            p.variation = "push"
            verify(findNamed(p, "variationHint").text.indexOf("one square per DoS") >= 0)
            compare(p.action().args.variation, "push")

            const held = JSON.parse(JSON.stringify(top.view))
            held.combatants[1].grappledBy = "a"
            const map = createTemporaryObject(mapComponent, top, { view: held })
            verify(map)
            compare(findNamed(map, "grappledMark_g").visible, true)
            compare(findNamed(map, "grappledMark_a").visible, false)
            compare(map.nameOfId("a"), "Shinji Ikari")
        }

        // Fear is a visible condition: a badge on the afraid token, its row and source in the tooltip.
        function test_fearBadgeNamesItsRowAndSource() {
            const scared = JSON.parse(JSON.stringify(top.view))
            scared.combatants[1].fear = "panic"
            scared.combatants[1].fearSource = "a"
            scared.combatants[1].fearFailures = 1
            scared.combatants[0].fear = ""
            const map = createTemporaryObject(mapComponent, top, { view: scared })
            verify(map)
            const badge = findNamed(map, "fearMark_g")
            compare(badge.visible, true)
            verify(badge.tip.indexOf("Panic") === 0)
            verify(badge.tip.indexOf("Shinji Ikari") > 0)
            verify(badge.tip.indexOf("1") > 0)
            compare(findNamed(map, "fearMark_a").visible, false)
            scared.combatants[1].fearSource = ""
            scared.combatants[1].fear = "catatonia"
            const unseen = createTemporaryObject(mapComponent, top, { view: scared })
            verify(findNamed(unseen, "fearMark_g").tip.indexOf("Catatonia") === 0)
            verify(findNamed(unseen, "fearMark_g").tip.indexOf("afraid of") < 0)
        }

        // The ruler measures any two squares in squares (C6: a diagonal step counts 1).
        function test_rulerMeasuresAnyDistance() {
            const map = createTemporaryObject(mapComponent, top, { view: top.view })
            verify(map)
            compare(findNamed(map, "ruler").visible, false)
            map.rulerOn = true
            const ruler = findNamed(map, "ruler")
            compare(ruler.visible, true)
            mousePress(ruler, 25, 25)
            mouseMove(ruler, 125, 75)
            compare(map.rulerDistance, 2) // (0,0) to (2,1)
            compare(findNamed(map, "rulerText").text, "2 sq.")
            mouseMove(ruler, 75, 125)
            mouseRelease(ruler, 75, 125)
            compare(map.rulerDistance, 2) // (0,0) to (1,2)
            mousePress(ruler, 75, 75)
            mouseRelease(ruler, 75, 75)
            compare(findNamed(map, "rulerText").text, "0 sq.")
            map.rulerOn = false
            compare(map.rulerDistance, -1)
        }

        function test_trayShowsTheWholeAttack() {
            const test = (roll, base, mods, target, outcome, degrees) => ({ kind: "test", dice: "d100", faces: [Math.floor(roll / 10) * 10 % 100, roll % 10],
                                                                           roll: roll, base: base, modifiers: mods, target: target, outcome: outcome,
                                                                           critical: false, fumble: false, degrees: degrees })
            const roll = { kind: "opposed", who: "Asuka", against: "The Tide Angel", what: "attack",
                           initiator: test(23, 60, [{ name: "fastAttack", value: 10 }, { name: "highGround", value: 10 }], 80, "success", 5),
                           defender: test(71, 30, [], 30, "failure", 4), winner: "initiator", reason: "passBeatsFail" }
            const tray = createTemporaryObject(trayComponent, top, { roll: roll, location: test(35, 100, [], 100, "success", 6),
                                                                     hit: { target: "t", location: "core", damage: 12, defense: 6, armour: 1,
                                                                            wounds: 3, injuries: 0, savage: 0, down: false },
                                                                     names: { t: "The Tide Angel" } })
            verify(tray)
            verify(findNamed(tray, "traySummary").text.indexOf("Asuka wins") >= 0)
            verify(findNamed(tray, "traySide_0") && findNamed(tray, "traySide_1"))
            verify(findNamed(findNamed(tray, "traySide_0"), "trayModifiers").text.indexOf("Fast Attack +10") >= 0)
            verify(findNamed(findNamed(tray, "traySide_0"), "trayOutcome").text.indexOf("5 DoS") >= 0)
            verify(findNamed(findNamed(tray, "traySide_1"), "trayOutcome").text.indexOf("4 DoF") >= 0)
            verify(findNamed(tray, "trayLocation").text.indexOf("Core") >= 0)
            verify(findNamed(tray, "trayDamage").text.indexOf("Damage 12 against Defence 6 (Physique Bonus 5 + armour 1)") >= 0)
            verify(findNamed(tray, "trayWounds").text.indexOf("3 wound") === 0 && findNamed(tray, "trayWounds").text.indexOf("to The Tide Angel") > 0)
            // A miss shows no hit; nothing rolled says so.
            tray.hit = null
            compare(findNamed(tray, "trayLocation").text, "")
            tray.roll = null
            verify(findNamed(tray, "traySummary").text.indexOf("no attack") >= 0)
        }
    }

    Component {
        id: spyComponent
        SignalSpy {}
    }
}
