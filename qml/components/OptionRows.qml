import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "OptionTexts.js" as OptionTexts

// A game's house-rule options as rows, each at its default until changed (the new-game page and
// the LAN host's page): a list of choices where the game names them (or yes/no), a number box
// for a number it leaves open (the rules check the value when the game starts). `chosen` says
// each change; the page keeps the values.
// A Column (not a layout): its height follows the rows whatever the page's layout does.
Column {
    id: root
    property string gameId
    property var options: []
    // The names typed for the seats (the first player's choices), "" for none.
    property var seatNames: []
    property real labelWidth: 380
    property real choiceWidth: 320
    property string language: AppSettings.language // the reader's: the choices' titles are shown in it
    signal chosen(string name, var value)
    spacing: 6
    visible: options.length > 0
    function labelOf(o) { return OptionTexts.optionLabel(o, GameManifests.optionLabel(root.gameId, o.name)) }

    Label {
        text: qsTr("House rules")
        color: Theme.text
        font.pixelSize: Theme.fontLarge
    }
    Repeater {
        model: root.options
        delegate: RowLayout {
            id: optionRow
            required property var modelData
            readonly property bool openNumber: optionRow.modelData.choices.length === 0
                                               && typeof optionRow.modelData.defaultValue === "number"
            Label {
                text: root.labelOf(optionRow.modelData)
                color: Theme.text
                Layout.preferredWidth: root.labelWidth
                wrapMode: Text.WordWrap
            }
            ComboBox {
                id: combo
                visible: !optionRow.openNumber
                objectName: "option_" + optionRow.modelData.name
                Layout.preferredWidth: root.choiceWidth
                readonly property var values: optionRow.modelData.choices.length
                                              ? optionRow.modelData.choices
                                              : (typeof optionRow.modelData.defaultValue === "boolean" ? [true, false] : [optionRow.modelData.defaultValue])
                model: values.map(v => OptionTexts.choiceLabel(optionRow.modelData, v, root.language, root.seatNames))
                currentIndex: Math.max(0, values.indexOf(optionRow.modelData.defaultValue))
                onActivated: (i) => root.chosen(optionRow.modelData.name, values[i])
                Accessible.name: root.labelOf(optionRow.modelData)
            }
            SpinBox {
                visible: optionRow.openNumber
                objectName: "optionNumber_" + optionRow.modelData.name
                Layout.preferredWidth: root.choiceWidth
                editable: true
                from: 1
                to: 1000000
                // Steps of a hundred for numbers kept in hundreds (a Health of 1,000), else of one.
                stepSize: optionRow.openNumber && optionRow.modelData.defaultValue >= 100 ? 100 : 1
                value: optionRow.openNumber ? optionRow.modelData.defaultValue : 1
                onValueModified: root.chosen(optionRow.modelData.name, value)
                Accessible.name: root.labelOf(optionRow.modelData)
            }
        }
    }
}
