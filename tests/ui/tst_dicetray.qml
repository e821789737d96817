import QtQuick
import QtTest
import Tabletop

// DiceTray: one die per face of a roll event, a d100's tens die as 00-90, the sum of several dice.
Item {
    id: top
    width: 400
    height: 200
    Component { id: tray; DiceTray {} }

    TestCase {
        name: "DiceTray"
        when: windowShown
        function faces(t) {
            const out = []
            for (let i = 0; findChild(t, "die_" + i); ++i)
                out.push(findChild(findChild(t, "die_" + i), "face").text)
            return out
        }
        function test_summed_dice() {
            const t = createTemporaryObject(tray, top, { roll: { kind: "dice", dice: "2d6", sides: 6, faces: [3, 5], modifier: 0, total: 8 } })
            compare(faces(t), ["3", "5"])
            verify(findChild(t, "diceTotal").visible)
            compare(findChild(t, "diceTotal").text, "= 8")
            compare(t.Accessible.name, "Dice 2d6: 3, 5")
        }
        function test_one_die_has_no_sum() {
            const t = createTemporaryObject(tray, top, { roll: { kind: "dice", dice: "d4", sides: 4, faces: [4], total: 4 } })
            compare(faces(t), ["4"])
            verify(!findChild(t, "diceTotal").visible)
        }
        function test_percentile_tens_die_reads_00_to_90() {
            const t = createTemporaryObject(tray, top, { roll: { kind: "test", dice: "d100", faces: [0, 7], roll: 7 } })
            compare(faces(t), ["00", "7"])
            verify(!findChild(t, "diceTotal").visible)
            t.roll = { kind: "test", dice: "d100", faces: [40, 0], roll: 40 }
            compare(faces(t), ["40", "0"])
        }
        function test_nothing_rolled() {
            const t = createTemporaryObject(tray, top, { roll: null })
            compare(faces(t), [])
            compare(t.Accessible.name, "No dice rolled")
        }
    }
}
