import QtQuick
import QtTest
import Tabletop

// The standard roll entry (core.roll events): fed roll data, it shows the dice faces, the target
// with its modifiers and the outcome with its degrees; GameLog shows it for roll entries.
Item {
    id: top
    width: 800
    height: 600

    // core::roll::testEvent(evaluate(35, {{"advantage", 10}}, 12), "Asuka", "Melee").data
    readonly property var testRoll: ({ kind: "test", who: "Asuka", what: "Melee", dice: "d100", faces: [10, 2],
                                       roll: 12, base: 35, modifiers: [{ name: "advantage", value: 10 }], target: 45,
                                       outcome: "success", critical: false, fumble: false, degrees: 3 })

    Component { id: entryComponent; RollEntry { width: 600 } }
    Component { id: logComponent; GameLog { width: 600; height: 400 } }

    function texts(item, name) {
        let out = []
        function walk(i) {
            if (i.objectName === name && i.visible !== false)
                out.push(i.face !== undefined ? i.face : i.text)
            for (let k = 0; k < i.children.length; ++k)
                walk(i.children[k])
        }
        walk(item)
        return out
    }

    TestCase {
        name: "RollEntry"
        when: windowShown

        function test_test_roll_shows_faces_target_and_outcome() {
            const e = createTemporaryObject(entryComponent, top, { roll: top.testRoll, text: "Asuka tests Melee" })
            compare(texts(e, "rollFace"), ["10", "2"])
            compare(texts(e, "rollOutcome"), ["Success: 3 degree(s) of success"])
            compare(texts(e, "rollTarget"), ["Target 45 (base 35, advantage +10)"])
            compare(texts(e, "rollVerdict"), [])
        }
        function test_hundred_reads_double_zero_and_fumble() {
            const r = Object.assign({}, top.testRoll, { faces: [0, 0], roll: 100, outcome: "failure", fumble: true, degrees: 5 })
            const e = createTemporaryObject(entryComponent, top, { roll: r })
            compare(texts(e, "rollFace"), ["00", "0"])
            compare(texts(e, "rollOutcome"), ["Fumble: 5 degree(s) of failure"])
        }
        function test_plain_dice_show_each_face_and_total() {
            const e = createTemporaryObject(entryComponent, top, {
                roll: { kind: "dice", who: "Rei", what: "damage", dice: "2d10+3", sides: 10, faces: [7, 10], modifier: 3, total: 20 } })
            compare(texts(e, "rollFace"), ["7", "10"])
            compare(texts(e, "rollOutcome"), ["Total 20"])
            compare(texts(e, "rollTarget"), ["modifier +3"])
        }
        function test_opposed_shows_both_sides_and_winner() {
            const defender = Object.assign({}, top.testRoll, { faces: [30, 5], roll: 35, base: 60, modifiers: [], target: 60, degrees: 2 })
            const attacker = Object.assign({}, top.testRoll, { faces: [30, 0], roll: 30, base: 50, modifiers: [], target: 50, degrees: 2 })
            const e = createTemporaryObject(entryComponent, top, {
                roll: { kind: "opposed", who: "Asuka", against: "Sachiel", what: "Melee", initiator: attacker, defender: defender,
                        winner: "defender", reason: "higherTarget" } })
            compare(texts(e, "rollFace"), ["30", "0", "30", "5"])
            compare(texts(e, "rollOutcome"), ["Success: 2 degree(s) of success", "Success: 2 degree(s) of success"])
            compare(texts(e, "rollVerdict"), ["Sachiel wins"])
        }
        function test_game_log_shows_roll_entries_with_dice() {
            logFeeder.feed([
                { index: 0, type: "move", data: {}, message: { id: "", text: "Asuka moves." } },
                { index: 1, type: "roll", data: top.testRoll,
                  message: { id: "core.roll.pass", text: "",
                             args: { who: "Asuka", what: "Melee", roll: 12, target: 45, faces: "10 + 2", count: 3 } } }
            ])
            const log = createTemporaryObject(logComponent, top, { model: logFeeder.model })
            tryVerify(function() { return texts(log, "rollFace").length === 2 })
            compare(texts(log, "rollFace"), ["10", "2"])
            compare(texts(log, "rollOutcome"), ["Success: 3 degree(s) of success"])
            // The line itself comes from the core.roll.pass template, with the plural by degrees.
            compare(logFeeder.model.textAt(1), "Asuka tests Melee: rolls 12 against 45, passed with 3 degree(s) of success.")
            logFeeder.feed([])
        }
    }
}
