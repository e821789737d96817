import QtQuick
import QtTest
import Tabletop
import "qrc:/Tabletop/games/servants"

// The pieces of the Servant Zones table on their own, fed with view data: a mat row shows its
// five slots even when empty and lays Defense and set servants across them (the opponent's set
// card only as its back); the chain stack lists the top link first with its speed; the card
// face shows OFF/DEF as they stand and veils its owner's set card; the art (element glyph, type
// icon, the frame of each kind, the card back) loads.
Item {
    id: top
    width: 900
    height: 700

    // What a row and the chain ask of the table.
    Item {
        id: fakeTable
        property var controller: QtObject {
            property var legal: QtObject {
                property int revision: 1
                function hasActions(id) { return id === "c7" }
            }
        }
        property var dragLayer: null
        property var zoom: QtObject { function show(c) {} }
        property int modeRevision: 0
        property var litSlots: [4]
        property var clicked: []
        property Component faceComponent: Component { ServantsCard {} }
        property url cardBack: "qrc:/Tabletop/games/servants/art/cardback.svg"
        function slotLit(seat, kind, i, dragged, rev) { return litSlots.indexOf(i) >= 0 }
        function isPicked(id, rev) { return false }
        function hover(seat, kind, i, on) {}
        function slotClicked(seat, kind, i, content) { clicked = clicked.concat([i]) }
        function slotDropped(seat, kind, i) { return false }
        function nameOf(seat) { return ["Ann", "Ben"][seat] }
        function cardName(c) { return c ? c.name || "" : "" }
        function nameOfCard(id) { return id === "c7" ? "Furnace Golem" : "a set card" }
        function seatColor(seat) { return seat === 0 ? "red" : "blue" }
    }

    function servant(id, name, position, extra) {
        const c = { id: id, name: name, kind: "servant", element: "fire", level: 4, off: 160, def: 90, position: position, faceDown: position === "set" }
        for (const k in extra || {})
            c[k] = extra[k]
        return c
    }

    Component {
        id: rowComponent
        MatRow { table: fakeTable; seat: 0; kind: "servants"; cardWidth: 60 }
    }
    Component {
        id: chainComponent
        ChainStack { table: fakeTable; width: 260; cardWidth: 30 }
    }
    Component {
        id: cardComponent
        ServantsCard { width: 120; height: 168 }
    }

    function find(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const f = find(item.children[i], name)
            if (f)
                return f
        }
        return null
    }
    function cardIn(slot) {
        for (let i = 0; i < slot.children.length; ++i)
            if (slot.children[i].faceComponent !== undefined && slot.children[i].cardWidth !== undefined)
                return slot.children[i]
        return null
    }

    TestCase {
        name: "ServantsTable"
        when: windowShown

        function test_row_shows_five_slots_and_positions() {
            const row = createTemporaryObject(rowComponent, top, {
                slots: [null, servant("c7", "Furnace Golem", "defense"), { hidden: true, faceDown: true, position: "set" },
                        servant("c9", "Ember Hound", "offense"), null] })
            verify(row)
            wait(50)
            for (let i = 0; i < 5; ++i)
                verify(find(row, "servant_0_" + i), "slot " + i + " not shown")
            verify(!cardIn(find(row, "servant_0_0")).visible, "an empty slot shows a card")
            const defense = cardIn(find(row, "servant_0_1"))
            verify(defense.visible && defense.sideways && !defense.hidden)
            verify(defense.legal, "a servant with moves is marked")
            const hidden = cardIn(find(row, "servant_0_2"))
            verify(hidden.sideways && hidden.hidden, "the opponent's set servant shows its back across the slot")
            const offense = cardIn(find(row, "servant_0_3"))
            verify(!offense.sideways && !offense.legal)
            // A sideways card fits inside its square slot.
            verify(defense.width <= find(row, "servant_0_1").width)
            // Lighting is the table's answer.
            verify(find(row, "servant_0_4").lit)
            verify(!find(row, "servant_0_0").lit)
            mouseClick(find(row, "servant_0_4"))
            compare(fakeTable.clicked[fakeTable.clicked.length - 1], 4)
        }

        // A servant under control until the end of a turn shows to whom it returns, and when.
        function test_lent_servant_shows_its_return() {
            const row = createTemporaryObject(rowComponent, top, {
                slots: [servant("c7", "Furnace Golem", "offense", { returnsTo: 1, returnsTurn: 6 }),
                        servant("c9", "Ember Hound", "offense"), null, null, null] })
            wait(50)
            const marker = find(row, "returns_0_0")
            verify(marker && marker.visible, "no marker on the lent servant")
            verify(!find(row, "returns_0_1").visible, "a marker on a servant of one's own")
            compare(marker.Accessible.name, "Returns to Ben at the end of turn 6")
            verify(marker.width <= find(row, "servant_0_0").width)
        }

        function test_mirrored_row_runs_right_to_left() {
            const row = createTemporaryObject(rowComponent, top, { mirrored: true, slots: [] })
            wait(50)
            verify(find(row, "servant_0_0").x > find(row, "servant_0_4").x)
        }

        function test_chain_top_first_with_speeds() {
            const links = [
                { link: 1, seat: 0, speed: 1, negated: false, target: null, card: { id: "c3", name: "Ember Toll", kind: "strategy", subtype: "normal", speed: 1 } },
                { link: 2, seat: 1, speed: 2, negated: true, target: "c7", card: { id: "c10", name: "Sudden Gust", kind: "strategy", subtype: "quickPlay", speed: 2 } },
                { link: 3, seat: 0, speed: 3, negated: false, target: null, card: { id: "c5", name: "Counterspell Sigil", kind: "conspiracy", subtype: "counter", speed: 3 } }
            ]
            const chain = createTemporaryObject(chainComponent, top, { links: links })
            wait(50)
            const l1 = find(chain, "chainLink_1"), l2 = find(chain, "chainLink_2"), l3 = find(chain, "chainLink_3")
            verify(l1 && l2 && l3)
            verify(l3.y < l2.y && l2.y < l1.y, "the top link (the first to resolve) comes first")
            compare(l2.Accessible.name, "Chain Link 2: Sudden Gust, speed 2, by Ben (targets Furnace Golem) (negated)")
            compare(chain.Accessible.name, "Chain, 3 link(s)")
            // A servant's Multi-trigger power on the chain says so.
            const power = createTemporaryObject(chainComponent, top, { links: [links[0],
                { link: 2, seat: 1, speed: 2, negated: false, target: null, power: true, card: servant("c8", "Lanternveil Warden", "offense") }] })
            wait(50)
            compare(find(power, "chainLink_2").Accessible.name, "Chain Link 2: Lanternveil Warden, speed 2, by Ben (its Multi-trigger power)")
            const empty = createTemporaryObject(chainComponent, top, { links: [] })
            verify(!find(empty, "chainLink_1"))
        }

        // The set's art (ServantsArt.js, art/*.svg): each picture loads; a servant shows its
        // element's glyph and its type's icon, each kind its own frame; a hidden card its back.
        function test_card_art_loads() {
            const elements = ["fire", "water", "earth", "wind", "light", "dark"]
            for (let i = 0; i < elements.length; ++i) {
                const c = createTemporaryObject(cardComponent, top, { card: servant("c" + i, "X", "offense", { element: elements[i], servantType: "Knight" }) })
                const glyph = find(c, "elementGlyph")
                verify(glyph.visible)
                compare(String(glyph.source), "qrc:/Tabletop/games/servants/art/element-" + elements[i] + ".svg")
                tryCompare(glyph, "status", Image.Ready)
                tryCompare(find(c, "typeIcon"), "status", Image.Ready)
                compare(String(find(c, "typeIcon").source), "qrc:/Tabletop/games/servants/art/type-knight.svg")
            }
            const kinds = [servant("c9", "X", "offense"), { name: "Y", kind: "strategy", subtype: "equip", speed: 1 },
                           { name: "Z", kind: "conspiracy", subtype: "counter", speed: 3 }]
            for (let k = 0; k < kinds.length; ++k) {
                const c = createTemporaryObject(cardComponent, top, { card: kinds[k] })
                const frame = find(c, "kindFrame")
                compare(String(frame.source), "qrc:/Tabletop/games/servants/art/frame-" + kinds[k].kind + ".svg")
                tryCompare(frame, "status", Image.Ready)
                verify(!find(c, "typeIcon").visible || kinds[k].kind === "servant")
            }
            const row = createTemporaryObject(rowComponent, top, { slots: [{ hidden: true, faceDown: true, position: "set" }] })
            wait(50)
            const back = find(row, "cardBackImage")
            verify(back && back.visible, "a hidden card shows the set's back")
            tryCompare(back, "status", Image.Ready)
        }

        function test_card_face_stats_and_veil() {
            const boosted = createTemporaryObject(cardComponent, top, { card: servant("c7", "Furnace Golem", "offense", { offNow: 200, defNow: 60 }) })
            compare(boosted.offText, "200")
            compare(boosted.defText, "60")
            compare(boosted.accessibleName, "Furnace Golem, level 4 Fire servant, OFF 200, DEF 60")
            verify(!find(boosted, "setVeil").visible)
            const set = createTemporaryObject(cardComponent, top, { card: servant("c8", "Ember Hound", "set") })
            verify(find(set, "setVeil").visible, "its owner sees a set card through a veil")
            compare(set.offText, "160") // no offNow: the printed OFF
            const strategy = createTemporaryObject(cardComponent, top, { card: { name: "Sudden Gust", kind: "strategy", subtype: "quickPlay", speed: 2 } })
            compare(strategy.accessibleName, "Sudden Gust, Quick-Play Strategy, speed 2")
        }

        // The collection's filters, list and faces name card-file values in words (the
        // manifest's valueText through GameManifests), not as the file writes them.
        function test_collection_values_in_words() {
            compare(GameManifests.valueText("servants", "subtype", "quickPlay"), "Quick-Play")
            compare(GameManifests.valueText("servants", "type", "conspiracy"), "Conspiracy")
            compare(GameManifests.valueText("servants", "element", "fire"), "Fire")
            compare(GameManifests.valueText("servants", "rarity", "triangle"), "\u25B3 triangle")
            compare(GameManifests.valueText("servants", "servantType", "Spellcaster"), "Spellcaster")
            compare(GameManifests.valueText("servants", "subtype", "noSuchSubtype"), "noSuchSubtype") // as written
        }
    }
}
