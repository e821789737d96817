import QtQuick
import QtTest
import Tabletop

// Issue 12: the collection's card detail shows every field in words, never "[object Object]":
// a game's manifest says what its structured fields mean (Neo-Tokyo's marks, effects and
// levels), and any other structured value is written out readably.
TestCase {
    name: "CardDetails"
    when: windowShown

    Component { id: detailsComponent; CardDetails {} }

    function rowsFor(card) {
        const d = createTemporaryObject(detailsComponent, null)
        d.card = card
        return d.rows
    }
    function text(rows) { return rows.map(r => r.k + ": " + r.v).join("\n") }

    function test_neotokyo_fields_in_words() {
        const rows = rowsFor({ game: "neotokyo", id: "nt-900", set: "core", name: "Test", text: "", owned: 0,
                               data: { type: "line",
                                       marks: [{ mark: "attract", target: "blue" }, { mark: "hurt", target: "black" }],
                                       effects: [{ op: "silence", colour: "red" }, { op: "draw", amount: 2 }],
                                       level2: [{ op: "groupedWith", colour: "white", with: ["blue", "black"] }] } })
        const all = text(rows)
        verify(all.indexOf("[object") < 0, all)
        verify(all.indexOf("Marks: attracts Shinji; hurts Gendou") >= 0, all)
        verify(all.indexOf("Effects: silences Asuka; draw 2 card") >= 0, all)
        verify(all.indexOf("Rei grouped with Shinji and Gendou") >= 0, all)
    }

    function test_any_structured_value_is_readable() {
        const rows = rowsFor({ game: "no-such-game", id: "x-1", set: "s", name: "Test", text: "", owned: 0,
                               data: { powers: [{ op: "burn", amount: 3 }, { op: "heal", target: { zone: "hand" } }],
                                       tags: ["a", "b"], empty: [] } })
        const all = text(rows)
        verify(all.indexOf("[object") < 0, all)
        verify(all.indexOf("burn (amount 3); heal (target hand)") >= 0, all)
        verify(all.indexOf("a, b") >= 0, all)
    }
}
