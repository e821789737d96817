import QtQuick
import QtTest
import Tabletop

// The generic table parts: Board, Piece, SlotRow, CounterBadge, InitiativeTrack, ChainView.
// Where a part binds to the legal index it plays against Grimoire, whose turbidity grimoires
// are acquired "to an element": a subject with destinations.
Item {
    id: top
    width: 1200
    height: 900

    GameController { id: game }
    DragLayer { id: theLayer; anchors.fill: parent; z: 100 }

    readonly property var elements: ["red", "blue", "yellow", "black", "white"]
    property string movable: "" // a grimoire with two elements to go to
    property var movableCard: null

    TestCase { // helpers only: mouse and checks need a TestCase
        id: util
        name: "PartsHelpers"
        when: windowShown
        // A seed whose explore area offers a turbidity grimoire (two destinations).
        function startWithDestinations() {
            game.setHotSeatCurtain(false)
            for (let seed = 1; seed < 200; ++seed) {
                verify(game.newGame("grimoire", ["Ann", "Bea"], String(seed), {}))
                const explore = game.zone("/explore")
                for (let i = 0; i < explore.count; ++i) {
                    const c = explore.get(i)
                    if (game.legal.targets(c.id).length === 2) {
                        top.movable = c.id
                        top.movableCard = c
                        return
                    }
                }
            }
            fail("no seed offers a turbidity grimoire")
        }
        function dragTo(item, fromX, fromY, target, tx, ty) {
            const end = target.mapToItem(top, tx, ty)
            const start = item.mapToItem(top, fromX, fromY)
            mousePress(top, start.x, start.y)
            for (let i = 1; i <= 12; ++i) {
                mouseMove(top, start.x + (end.x - start.x) * i / 12, start.y + (end.y - start.y) * i / 12)
                wait(5)
            }
            wait(20)
            mouseRelease(top, end.x, end.y)
        }
    }

    Component { id: face; Item { property var card: ({}); property string accessibleName: "face " + (card.id || "") } }
    Component { id: badgeComponent; CounterBadge { label: "Damage"; value: 3; color: "#b03a2e" } }
    Component { id: pieceComponent; Piece { x: 40; y: 40; dragLayer: theLayer } }
    Component { id: boardComponent; Board { x: 300; y: 300; dragLayer: theLayer; controller: game } }
    Component { id: slotsComponent; SlotRow { x: 300; y: 520; dragLayer: theLayer; controller: game; faceComponent: face; cardWidth: 60 } }
    Component { id: cardComponent; Card { x: 20; y: 300; faceComponent: face; cardWidth: 60; dragLayer: theLayer; legal: true } }
    Component { id: trackComponent; InitiativeTrack { x: 20; y: 700 } }
    Component { id: chainComponent; ChainView { x: 800; y: 20; width: 300 } }
    Component {
        id: dropComponent
        DropArea {
            property int drops: 0
            width: 240; height: 200; x: 560; y: 0
            keys: ["piece"]
            onDropped: (event) => { ++drops; event.accept(Qt.MoveAction); theLayer.dropOk = true }
        }
    }
    Component { id: spyComponent; SignalSpy {} }

    TestCase {
        name: "CounterBadge"
        when: windowShown
        function test_shows_value_and_change() {
            const b = createTemporaryObject(badgeComponent, top)
            compare(findChild(b, "number").text, "3")
            compare(b.Accessible.name, "Damage: 3")
            b.value = 5
            compare(findChild(b, "number").text, "5")
            compare(b.lastDelta, 2)
            compare(findChild(b, "delta").text, "+2")
            b.value = 4
            compare(b.lastDelta, -1)
            compare(findChild(b, "delta").text, "-1")
        }
        function test_ink_reads_on_light_and_dark() {
            const b = createTemporaryObject(badgeComponent, top, { color: "#f0f0f0" })
            compare(b.ink, "#222222")
            b.color = "#202020"
            compare(b.ink, "#ffffff")
        }
    }

    TestCase {
        name: "Piece"
        when: windowShown
        function test_facing_owner_counters_and_name() {
            const p = createTemporaryObject(pieceComponent, top, {
                piece: { id: "p1", name: "Scout", label: "Sc", owner: 1, facing: 90, counters: [{ name: "Wounds", value: 2 }] },
                ownerName: "Bea" })
            const arrow = findChild(p, "facingArrow")
            verify(arrow.visible)
            compare(arrow.parent.rotation, 90)
            verify(p.ownerColor !== createTemporaryObject(pieceComponent, top, { piece: { id: "p2", owner: 0 } }).ownerColor)
            const name = p.Accessible.name
            verify(name.indexOf("Scout (Bea)") === 0, name)
            verify(name.indexOf("facing 90 degrees") > 0, name)
            verify(name.indexOf("Wounds: 2") > 0, name)
            p.piece = { id: "p1", name: "Scout" }
            verify(!arrow.visible)
        }
        function test_enter_activates() {
            const p = createTemporaryObject(pieceComponent, top, { piece: { id: "p1", name: "Scout" } })
            const spy = createTemporaryObject(spyComponent, top, { target: p, signalName: "activated" })
            p.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0].id, "p1")
        }
        function test_legal_piece_drags_through_the_layer() {
            const p = createTemporaryObject(pieceComponent, top, { piece: { id: "p1", name: "Scout" }, legal: true })
            const target = createTemporaryObject(dropComponent, top)
            const start = p.mapToItem(top, 20, 20)
            mousePress(top, start.x, start.y)
            for (let i = 1; i <= 8; ++i) {
                mouseMove(top, start.x + 60 * i, start.y + 4 * i)
                wait(5)
            }
            verify(theLayer.dragging)
            compare(theLayer.kind, "piece")
            compare(theLayer.dragged.id, "p1")
            compare(theLayer.card, null) // zones for cards stay dark
            const end = target.mapToItem(top, 120, 100)
            for (let i = 1; i <= 6; ++i) {
                mouseMove(top, start.x + 480 + (end.x - start.x - 480) * i / 6, start.y + 32 + (end.y - start.y - 32) * i / 6)
                wait(5)
            }
            wait(20)
            mouseRelease(top, end.x, end.y)
            compare(target.drops, 1)
            tryVerify(() => !theLayer.dragging)
            compare(theLayer.piece, null)
        }
        function test_drop_nowhere_reports_a_miss() {
            const p = createTemporaryObject(pieceComponent, top, { piece: { id: "p1", name: "Scout" }, legal: true })
            const spy = createTemporaryObject(spyComponent, top, { target: theLayer, signalName: "missed" })
            const start = p.mapToItem(top, 20, 20)
            mousePress(top, start.x, start.y)
            for (let i = 1; i <= 8; ++i) {
                mouseMove(top, start.x + 10 * i, start.y + 30 * i)
                wait(5)
            }
            mouseRelease(top, start.x + 80, start.y + 240)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0].id, "p1")
            tryVerify(() => !theLayer.pieceProxy.visible)
        }
    }

    TestCase {
        name: "Board"
        when: windowShown
        function test_cells_terrain_path_and_range() {
            const b = createTemporaryObject(boardComponent, top, {
                columns: 4, rows: 3, cellSize: 40,
                cells: [{ terrain: "open" }, { terrain: "water" }, { terrain: "forest" }, { terrain: "wall" },
                        { terrain: "rough" }, { terrain: "open" }, { terrain: "open" }, { terrain: "open" },
                        { terrain: "open" }, { terrain: "open" }, { terrain: "open" }, { terrain: "open" }],
                highlightCells: ["1,1"], pathCells: ["0,0", "1,0", "1,1"], rangeCells: ["3,2"] })
            compare(b.width, 160)
            compare(findChild(b, "cell_1_0").Accessible.name, "B1: Water")
            verify(findChild(b, "cell_1_0").color !== findChild(b, "cell_0_0").color)
            verify(findChild(findChild(b, "cell_1_1"), "legalMark").visible)
            verify(!findChild(findChild(b, "cell_0_1"), "legalMark").visible)
            verify(findChild(b, "pathOverlay").visible)
            compare(findChild(b, "pathOverlay").points.length, 3)
            compare(findChild(b, "pathOverlay").points[2], Qt.point(60, 60))
            b.pathCells = ["0,0"]
            verify(!findChild(b, "pathOverlay").visible)
        }
        // A game's affordances (what the seat's view says a piece can do) light the cells with
        // their cost, draw the path to the cell under the pointer and the reach as range.
        function test_affordances_light_cells_and_draw_the_path() {
            const aff = indexMaker.make({ pieces: { p1: {
                moves: [{ to: "1,0", cost: 1, path: ["0,0", "1,0"] },
                        { to: "2,1", cost: 2, path: ["0,0", "1,1", "2,1"] }],
                reach: ["3,2"] } } })
            const b = createTemporaryObject(boardComponent, top, { columns: 4, rows: 3, cellSize: 40, legal: aff,
                pieces: [{ id: "p1", name: "Scout", x: 0, y: 0 }, { id: "p2", name: "Other", x: 3, y: 0 }] })
            const lit = () => {
                const out = []
                for (let y = 0; y < 3; ++y)
                    for (let x = 0; x < 4; ++x)
                        if (findChild(findChild(b, "cell_" + x + "_" + y), "legalMark").visible)
                            out.push(x + "," + y)
                return out
            }
            compare(lit(), [])
            theLayer.piece = { id: "p1", name: "Scout", x: 0, y: 0 }
            compare(lit(), ["1,0", "2,1"])
            compare(findChild(findChild(b, "cell_2_1"), "costMark").text, "2")
            verify(findChild(findChild(b, "cell_2_1"), "costMark").visible)
            compare(b.shownRange, ["3,2"])
            verify(!findChild(b, "pathOverlay").visible) // no cell under the pointer yet
            b.hoverCell = "2,1"
            verify(findChild(b, "pathOverlay").visible)
            compare(findChild(b, "pathOverlay").points.length, 3)
            compare(findChild(b, "pathOverlay").points[1], Qt.point(60, 60))
            b.hoverCell = "3,1" // not a cell it can go to: no path
            verify(!findChild(b, "pathOverlay").visible)
            // Another piece has no affordances: nothing lit.
            theLayer.piece = { id: "p2", name: "Other", x: 3, y: 0 }
            compare(lit(), [])
            theLayer.piece = null
            compare(lit(), [])
            // Picked by keyboard: the path follows the cursor.
            b.selectedPiece = b.pieces[0]
            b.cursorX = 1; b.cursorY = 0
            compare(lit(), ["1,0", "2,1"])
            compare(findChild(b, "pathOverlay").points.length, 2)
            b.selectedPiece = null
        }
        function test_dragged_card_lights_its_legal_cells_and_drops_there() {
            util.startWithDestinations()
            // One row of cells named after the elements: the grimoire may go to two of them.
            const b = createTemporaryObject(boardComponent, top, {
                columns: 5, rows: 1, cellSize: 60, cellId: function(x, y) { return top.elements[x] } })
            const dests = game.legal.targets(movable)
            theLayer.card = movableCard
            for (let x = 0; x < 5; ++x)
                compare(findChild(findChild(b, "cell_" + x + "_0"), "legalMark").visible, dests.indexOf(elements[x]) >= 0, elements[x])
            theLayer.card = null
            verify(!findChild(findChild(b, "cell_" + elements.indexOf(dests[0]) + "_0"), "legalMark").visible)
            const card = createTemporaryObject(cardComponent, top, { card: movableCard })
            const before = game.actionCount
            const cell = findChild(b, "cell_" + elements.indexOf(dests[1]) + "_0")
            util.dragTo(card, 30, 40, cell, 30, 30)
            compare(game.actionCount, before + 1)
            verify(!game.legal.hasActions(movable))
            tryVerify(() => !theLayer.dragging)
        }
        function test_keyboard_picks_up_a_piece_and_moves_it() {
            util.startWithDestinations()
            const dests = game.legal.targets(movable)
            const b = createTemporaryObject(boardComponent, top, {
                columns: 5, rows: 2, cellSize: 50, cellId: function(x, y) { return y === 0 ? top.elements[x] : "off" + x },
                pieces: [{ id: movable, name: "Grimoire", x: 0, y: 1 }] })
            b.forceActiveFocus()
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return) // picks up the piece
            compare(b.selectedPiece.id, movable)
            compare(b.litCells, dests)
            keyClick(Qt.Key_Up)
            for (let i = 0; i < elements.indexOf(dests[0]); ++i)
                keyClick(Qt.Key_Right)
            const before = game.actionCount
            keyClick(Qt.Key_Return)
            compare(game.actionCount, before + 1)
            compare(b.selectedPiece, null)
        }
    }

    TestCase {
        name: "SlotRow"
        when: windowShown
        function test_empty_and_filled_slots() {
            const row = createTemporaryObject(slotsComponent, top, { count: 5, slots: [null, { id: "c1", name: "Guard" }], labels: ["L"] })
            compare(row.children.length - 1, 5) // five slots and the repeater
            compare(findChild(row, "slot_0").Accessible.name, "L: empty")
            compare(findChild(row, "slot_1").Accessible.name, "Slot 2: Guard")
            compare(findChild(row, "slot_4").Accessible.name, "Slot 5: empty")
            const spy = createTemporaryObject(spyComponent, top, { target: row, signalName: "slotActivated" })
            findChild(row, "slot_1").forceActiveFocus()
            keyClick(Qt.Key_Tab)
            verify(findChild(row, "slot_2").activeFocus)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], 2)
        }
        function test_slots_light_for_their_destinations_and_take_a_drop() {
            util.startWithDestinations()
            const row = createTemporaryObject(slotsComponent, top, { count: 5, slotId: function(i) { return top.elements[i] } })
            const dests = game.legal.targets(movable)
            theLayer.card = movableCard
            for (let i = 0; i < 5; ++i)
                compare(findChild(row, "slot_" + i).lit, dests.indexOf(elements[i]) >= 0, elements[i])
            theLayer.card = null
            for (let i = 0; i < 5; ++i)
                verify(!findChild(row, "slot_" + i).lit)
            const card = createTemporaryObject(cardComponent, top, { card: movableCard })
            const before = game.actionCount
            util.dragTo(card, 30, 40, findChild(row, "slot_" + elements.indexOf(dests[0])), 30, 40)
            compare(game.actionCount, before + 1)
            tryVerify(() => !theLayer.dragging)
        }
    }

    TestCase {
        name: "InitiativeTrack"
        when: windowShown
        function test_marks_the_current_combatant() {
            const t = createTemporaryObject(trackComponent, top, {
                combatants: [{ id: "a", name: "Ada", initiative: 17, owner: 0 }, { id: "b", name: "Orc", initiative: 12 },
                             { id: "c", name: "Bo", initiative: 9, owner: 1 }], current: 1 })
            compare(findChild(t, "combatant_1").Accessible.name, "Orc, initiative 12 (acting now)")
            compare(findChild(t, "combatant_0").Accessible.name, "Ada, initiative 17")
            verify(findChild(t, "combatant_1").height > findChild(t, "combatant_2").height)
            verify(findChild(t, "combatant_0").opacity < 1) // has acted this round
            t.current = 2
            compare(findChild(t, "combatant_2").Accessible.name, "Bo, initiative 9 (acting now)")
            const spy = createTemporaryObject(spyComponent, top, { target: t, signalName: "combatantActivated" })
            t.forceActiveFocus()
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][1].id, "b")
        }
    }

    TestCase {
        name: "ChainView"
        when: windowShown
        function test_top_link_first_with_who_added_it() {
            const c = createTemporaryObject(chainComponent, top, {
                links: [{ text: "Fireball", seat: 0, by: "Ann" }, { text: "Counterspell", seat: 1, by: "Bea" }] })
            compare(findChild(c, "link_0").Accessible.name, "Link 2: Counterspell, by Bea")
            compare(findChild(c, "link_0").modelData.text, "Counterspell") // the top one is drawn first
            compare(findChild(c, "link_1").Accessible.name, "Link 1: Fireball, by Ann")
            verify(findChild(c, "link_0").y < findChild(c, "link_1").y)
            c.links = c.links.concat([{ text: "Dispel", seat: 0, by: "Ann" }])
            compare(findChild(c, "link_0").Accessible.name, "Link 3: Dispel, by Ann")
            compare(c.Accessible.name, "Chain, 3 link(s)")
        }
    }

    // Not a check: pictures of the parts filled in, for a look by eye (TABLETOP_SCREENSHOT_DIR).
    Component {
        id: sceneComponent
        Rectangle {
            width: 1000
            height: 640
            color: Theme.felt
            Board {
                id: sb
                x: 20; y: 20
                columns: 8; rows: 6; cellSize: 52
                cells: {
                    const out = []
                    for (let i = 0; i < 48; ++i)
                        out.push({ terrain: [3, 4, 11, 12, 19].indexOf(i) >= 0 ? "water" : [29, 30, 37, 38].indexOf(i) >= 0 ? "forest"
                                            : [21, 22].indexOf(i) >= 0 ? "wall" : [40, 41, 42].indexOf(i) >= 0 ? "rough" : "open" })
                    return out
                }
                pieces: [{ id: "p1", name: "Scout", label: "Sc", owner: 0, facing: 90, x: 1, y: 1, counters: [{ name: "Wounds", value: 2, color: "#b03a2e" }] },
                         { id: "p2", name: "Orc", label: "Or", owner: 1, facing: 225, x: 6, y: 4 }]
                highlightCells: ["2,1", "3,2", "2,2", "1,2", "1,3"]
                pathCells: ["1,1", "2,1", "2,2", "3,2"]
                rangeCells: ["5,3", "5,4", "5,5", "6,3", "7,3", "7,4", "7,5", "6,5"]
                selectedPiece: pieces[0]
            }
            SlotRow {
                x: 460; y: 20
                count: 5; cardWidth: 56
                faceComponent: Component { Rectangle { property var card: ({}); color: Theme.cardPaper; Text { anchors.centerIn: parent; text: parent.card.name || ""; font.pixelSize: 10 } } }
                slots: [{ id: "s1", name: "Guard" }, null, { id: "s3", name: "Mage" }, null, null]
                labels: ["1", "2", "3", "4", "5"]
            }
            Row {
                x: 460; y: 150; spacing: 8
                CounterBadge { value: 3; label: "Damage"; icon: "\u2665"; color: "#b03a2e" }
                CounterBadge { value: 12; label: "Gold"; icon: "\u25CF"; color: "#e0b84c" }
                CounterBadge { value: 0; label: "Tokens" }
                CounterBadge { value: 7; compact: true; color: "#2f6fb5" }
            }
            Row {
                x: 460; y: 190; spacing: 12
                Piece { piece: ({ id: "a", name: "Knight", label: "Kn", owner: 2, facing: 0, counters: [{ name: "HP", value: 9, color: "#5cb85c" }] }); legal: true }
                Piece { piece: ({ id: "b", name: "Rogue", label: "Ro", owner: 3, facing: 135 }); selected: true; size: 64 }
                Piece { piece: ({ id: "c", name: "Kaiju", owner: 4 }); size: 48 }
            }
            InitiativeTrack {
                x: 20; y: 360; width: 420
                round: 2
                combatants: [{ id: "a", name: "Ada", initiative: 17, owner: 0 }, { id: "b", name: "Orc", initiative: 12, owner: 1 },
                             { id: "c", name: "Bo", initiative: 9, owner: 2 }, { id: "d", name: "Wolf", initiative: 4 }]
                current: 1
            }
            ChainView {
                x: 460; y: 280; width: 320
                links: [{ text: "Fireball at the Orc", seat: 0, by: "Ann" }, { text: "Counterspell", seat: 1, by: "Bea" },
                        { text: "Dispel the counter", seat: 0, by: "Ann" }]
            }
            ChainView { x: 800; y: 280; width: 180; title: "Empty chain" }
        }
    }
    TestCase {
        name: "Screenshots"
        when: windowShown
        function test_grab_the_parts() {
            if (!screenshotDir)
                skip("set TABLETOP_SCREENSHOT_DIR to save pictures of the parts")
            const scene = createTemporaryObject(sceneComponent, top, { z: 50 })
            waitForRendering(scene)
            let saved = false
            scene.grabToImage(function(r) { saved = r.saveToFile(screenshotDir + "/table-parts.png") })
            tryVerify(() => saved, 3000)
        }
    }
}
