import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CatalogTexts.js" as Texts

// The filters of one game, made from its schema: a row of check boxes for each choice
// field, a from-to pair for each number field. Writes CardSearchModel.filters.
ColumnLayout {
    id: root
    property CardSearchModel model
    spacing: 10

    function setChoice(field, value, on) {
        const f = Object.assign({}, root.model.filters)
        const list = (f[field] || []).slice()
        const i = list.indexOf(value)
        if (on && i < 0) list.push(value)
        if (!on && i >= 0) list.splice(i, 1)
        if (list.length) f[field] = list; else delete f[field]
        root.model.filters = f
    }
    function setRange(field, lo, hi, min, max) {
        const f = Object.assign({}, root.model.filters)
        if (lo <= min && hi >= max) delete f[field]
        else f[field] = { min: lo, max: hi }
        root.model.filters = f
    }

    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
    Repeater {
        model: root.model ? root.model.fields : []
        delegate: ColumnLayout {
            id: fieldBox
            required property var modelData
            Layout.fillWidth: true
            spacing: 2
            visible: modelData.kind !== "text"
            Label {
                text: GameManifests.fieldLabel(root.model ? root.model.game : "", fieldBox.modelData.name)
                color: Theme.text
                font.bold: true
            }
            Flow {
                Layout.fillWidth: true
                visible: fieldBox.modelData.kind === "choice"
                spacing: 0
                Repeater {
                    model: fieldBox.modelData.kind === "choice" ? fieldBox.modelData.choices : []
                    delegate: CheckBox {
                        required property string modelData
                        text: GameManifests.valueText(root.model ? root.model.game : "", fieldBox.modelData.name, modelData)
                        checked: (root.model.filters[fieldBox.modelData.name] || []).indexOf(modelData) >= 0
                        onToggled: root.setChoice(fieldBox.modelData.name, modelData, checked)
                        Accessible.name: GameManifests.fieldLabel(root.model ? root.model.game : "", fieldBox.modelData.name) + " " + text
                    }
                }
            }
            RowLayout {
                visible: fieldBox.modelData.kind === "range"
                Label { text: qsTr("from"); color: Theme.textDim }
                SpinBox {
                    id: lo
                    from: fieldBox.modelData.min || 0
                    to: fieldBox.modelData.max || 0
                    value: from
                    editable: true
                    Layout.preferredWidth: 110
                    onValueModified: root.setRange(fieldBox.modelData.name, value, hi.value, from, to)
                    Accessible.name: qsTr("%1 from").arg(GameManifests.fieldLabel(root.model ? root.model.game : "", fieldBox.modelData.name))
                }
                Label { text: qsTr("to"); color: Theme.textDim }
                SpinBox {
                    id: hi
                    from: fieldBox.modelData.min || 0
                    to: fieldBox.modelData.max || 0
                    value: to
                    editable: true
                    Layout.preferredWidth: 110
                    onValueModified: root.setRange(fieldBox.modelData.name, lo.value, value, from, to)
                    Accessible.name: qsTr("%1 to").arg(GameManifests.fieldLabel(root.model ? root.model.game : "", fieldBox.modelData.name))
                }
            }
        }
    }
    Button {
        text: qsTr("Clear filters")
        enabled: root.model && Object.keys(root.model.filters).length > 0
        onClicked: root.model.filters = ({})
    }
}
