import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// When a seat wants to be asked about reactions and other optional answers (its stops):
// always, only in the phases it ticks, or never. Used at the hot-seat curtain, on a couch
// screen's "X decides here" bar and on a LAN guest's table.
RowLayout {
    id: root
    // The sentence before the choice ("Ask Ann about reactions:").
    property string label
    // "always", "phases" or "never", the ticked phases, the game's phases and their names.
    property string mode: "always"
    property var ticked: []
    property var phases: []
    property var phaseName: (p) => p
    // The mode box's objectName, for tests.
    property string modeBoxName: "stopMode"
    signal chosen(string mode, var phases)
    spacing: 8
    Label {
        text: root.label
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        elide: Text.ElideRight
        Layout.maximumWidth: 320
    }
    ComboBox {
        objectName: root.modeBoxName
        model: [qsTr("Always"), qsTr("Only in ticked phases"), qsTr("Never")]
        readonly property var modes: ["always", "phases", "never"]
        currentIndex: Math.max(0, modes.indexOf(root.mode))
        onActivated: (i) => root.chosen(modes[i], root.ticked)
        Accessible.name: root.label
    }
    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
    Repeater {
        model: root.mode === "phases" ? root.phases : []
        CheckBox {
            required property string modelData
            text: root.phaseName(modelData)
            checked: root.ticked.indexOf(modelData) >= 0
            onToggled: {
                const t = root.ticked.filter((p) => p !== modelData)
                if (checked)
                    t.push(modelData)
                root.chosen("phases", t)
            }
        }
    }
}
