import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "GrimoireTexts.js" as T

// The end-of-game checks in order: contracts, element majorities, hand size.
ColumnLayout {
    id: root
    property var outcome: ({})
    property GameController controller
    readonly property var b: outcome && outcome.breakdown ? outcome.breakdown : ({})
    function name(s) { return controller ? controller.seatNames[s] : "" }
    spacing: 8

    Label {
        text: {
            switch (root.b.decidedBy) {
            case "contract": return qsTr("Decided by the contracts (check 1 of 3)")
            case "elements": return qsTr("Decided by element majorities (check 2 of 3)")
            case "hand": return qsTr("Decided by cards left in hand (check 3 of 3)")
            }
            return qsTr("All three checks were tied")
        }
        color: Theme.accent
    }
    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
    Repeater {
        model: root.b.contract || []
        Label {
            required property var modelData
            color: Theme.text
            text: modelData.element
                  ? qsTr("%1's contract: %2, %3 power against %4 (%5)").arg(root.name(modelData.seat)).arg(T.elementName(modelData.element))
                        .arg(modelData.power).arg(modelData.opponentPower).arg(modelData.fulfilled ? qsTr("fulfilled") : qsTr("failed"))
                  : qsTr("%1 made no contract (failed)").arg(root.name(modelData.seat))
        }
    }
    GridLayout {
        columns: 7
        columnSpacing: 14
        Label { text: ""; }
        // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
        Repeater {
            model: ["red", "blue", "yellow", "black", "white"]
            Label { required property string modelData; text: T.elementName(modelData); color: Theme.elementColor(modelData) === "#34313a" ? "#b9b4c4" : Theme.elementColor(modelData); font.bold: true }
        }
        Label { text: qsTr("Wins"); color: Theme.textDim }
        // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
        Repeater {
            model: (root.b.powers || []).length
            delegate: Repeater {
                required property int index
                property int seat: index
                model: 7
                Label {
                    required property int index
                    color: Theme.text
                    text: index === 0 ? root.name(seat)
                          : index === 6 ? String((root.b.elementWins || [])[seat])
                          : String(root.b.powers[seat][["red", "blue", "yellow", "black", "white"][index - 1]])
                }
            }
        }
    }
    Label {
        color: Theme.text
        text: root.b.hand ? qsTr("Spells left in hand: %1 %2, %3 %4").arg(root.name(0)).arg(root.b.hand[0]).arg(root.name(1)).arg(root.b.hand[1]) : ""
    }
}
