import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "OptionTexts.js" as OptionTexts

// A game's house-rule options as rows of choices, each at its default until changed (the
// new-game page and the LAN host's page). `chosen` says each change; the page keeps the values.
// A Column (not a layout): its height follows the rows whatever the page's layout does.
Column {
    id: root
    property var options: []
    // The names typed for the seats (the first player's choices), "" for none.
    property var seatNames: []
    property real labelWidth: 380
    property real choiceWidth: 320
    signal chosen(string name, var value)
    spacing: 6
    visible: options.length > 0
    property string language: AppSettings.language // the reader's: the choices' titles are shown in it

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
            Label {
                text: OptionTexts.optionLabel(optionRow.modelData)
                color: Theme.text
                Layout.preferredWidth: root.labelWidth
                wrapMode: Text.WordWrap
            }
            ComboBox {
                id: combo
                objectName: "option_" + optionRow.modelData.name
                Layout.preferredWidth: root.choiceWidth
                readonly property var values: optionRow.modelData.choices.length
                                              ? optionRow.modelData.choices
                                              : (typeof optionRow.modelData.defaultValue === "boolean" ? [true, false] : [optionRow.modelData.defaultValue])
                model: values.map(v => OptionTexts.choiceLabel(optionRow.modelData, v, root.language, root.seatNames))
                currentIndex: Math.max(0, values.indexOf(optionRow.modelData.defaultValue))
                onActivated: (i) => root.chosen(optionRow.modelData.name, values[i])
                Accessible.name: OptionTexts.optionLabel(optionRow.modelData)
            }
        }
    }
}
