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
    // The values chosen so far by name (the page's), to show; an option not in it shows its default.
    property var values: ({})
    // The width the rows may take (0: no limit): the labels give way to an editor's button.
    property real availableWidth: 0
    // The user's saved contents of options that take content (a map): listed after the choices.
    property OptionContents contents: OptionContents {}
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
                // Narrower (the words wrap) where a game's editor button must fit beside the choice.
                Layout.preferredWidth: root.availableWidth > 0 && editButton.visible
                                       ? Math.min(root.labelWidth, Math.max(160, root.availableWidth - root.choiceWidth - editButton.implicitWidth - 20))
                                       : root.labelWidth
                wrapMode: Text.WordWrap
            }
            ComboBox {
                id: combo
                visible: !optionRow.openNumber
                objectName: "option_" + optionRow.modelData.name
                Layout.preferredWidth: root.choiceWidth
                readonly property bool takesContent: (optionRow.modelData.contentFolder || "").length > 0
                readonly property var saved: takesContent && root.contents.revision >= 0
                                             ? root.contents.saved(root.gameId, optionRow.modelData.name).map(e => e.content) : []
                readonly property var values: (optionRow.modelData.choices.length
                                              ? optionRow.modelData.choices
                                              : (typeof optionRow.modelData.defaultValue === "boolean" ? [true, false] : [optionRow.modelData.defaultValue]))
                                              .concat(saved)
                readonly property var current: optionRow.modelData.name in root.values ? root.values[optionRow.modelData.name]
                                                                                       : optionRow.modelData.defaultValue
                function indexOfValue(v) {
                    const key = OptionTexts.canonical(v)
                    return values.findIndex(x => OptionTexts.canonical(x) === key)
                }
                // Set, not bound: choosing in the list moves currentIndex by itself.
                function sync() { currentIndex = Math.max(0, indexOfValue(current)) }
                model: values.map(v => OptionTexts.choiceLabel(optionRow.modelData, v, root.language, root.seatNames))
                Component.onCompleted: sync()
                onModelChanged: Qt.callLater(sync)
                onCurrentChanged: Qt.callLater(sync)
                onActivated: (i) => root.chosen(optionRow.modelData.name, values[i])
                Accessible.name: root.labelOf(optionRow.modelData)
            }
            Button { // the game's editor of this option's content (a map), when it has one
                id: editButton
                readonly property var editor: combo.takesContent ? GameManifests.optionEditor(root.gameId, optionRow.modelData.name) : null
                objectName: "optionEdit_" + optionRow.modelData.name
                visible: editor !== null && !optionRow.openNumber
                text: editor ? editor.label : ""
                onClicked: root.openEditor(optionRow.modelData.name, editor.url, combo.current)
                Accessible.name: text
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

    // The editor, over the whole window; a saved content becomes the option's value.
    function openEditor(name, url, value) {
        editorLoader.setSource(url, { gameId: root.gameId, option: name, value: value, store: root.contents })
        editorPopup.open()
    }
    Popup {
        id: editorPopup
        objectName: "optionEditorPopup"
        parent: Overlay.overlay
        x: 0
        y: 0
        width: parent ? parent.width : 0
        height: parent ? parent.height : 0
        modal: true
        focus: true // Escape closes it (and only it: the page below stays)
        closePolicy: Popup.CloseOnEscape
        padding: 0
        background: Rectangle { color: Theme.background }
        onClosed: editorLoader.source = ""
        Loader {
            id: editorLoader
            anchors.fill: parent
        }
        Connections {
            target: editorLoader.item
            ignoreUnknownSignals: true
            function onSaved(content) {
                root.chosen(editorLoader.item.option, content)
                editorPopup.close()
            }
            function onClosed() { editorPopup.close() }
        }
    }
}
