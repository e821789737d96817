import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CatalogTexts.js" as Texts

// A card opened large with all its data, and how many the user owns (editable).
Popup {
    id: root
    property var card: null // a CardSearchModel.get() map
    property bool editOwned: true
    signal ownedEdited(int count)
    modal: true
    dim: true
    anchors.centerIn: Overlay.overlay
    padding: 20
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    function show(c) { card = c; open() }
    background: Rectangle { color: Theme.panel; radius: 12; border.color: Theme.panelBorder }

    readonly property var rows: {
        const out = []
        if (!card) return out
        const d = card.data || {}
        out.push({ k: Texts.fieldLabel("id"), v: card.id })
        out.push({ k: Texts.fieldLabel("set"), v: card.set })
        for (const key of Object.keys(d).sort()) {
            if (key === "name" || key === "text" || key === "id") continue
            const v = d[key]
            const said = GameManifests.fieldText(card.game, key, v)
            out.push({ k: Texts.fieldLabel(key), v: said !== undefined ? said : Texts.valueText(v) })
        }
        return out
    }

    // A game whose collection entries are not cards shows them its own way (its manifest's
    // entryDetails), with the Close button below.
    readonly property string entryView: card ? GameManifests.entryDetails(card.game) : ""

    contentItem: Loader {
        sourceComponent: root.entryView ? entryLayout : cardLayout
    }
    Component {
        id: entryLayout
        ColumnLayout {
            spacing: 12
            Loader {
                objectName: "entryDetails"
                Layout.fillWidth: true
                source: root.entryView
                onLoaded: item.card = Qt.binding(() => root.card)
            }
            Button {
                objectName: "detailsClose"
                text: qsTr("Close")
                onClicked: root.close()
            }
        }
    }
    Component {
        id: cardLayout
        RowLayout {
            spacing: 24
            CatalogCard {
                card: root.card || ({})
                cardWidth: 280
            }
            ColumnLayout {
                Layout.preferredWidth: 380
                Layout.alignment: Qt.AlignTop
                spacing: 8
                Label {
                    text: root.card ? (root.card.displayName || root.card.name) : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    text: root.card ? (root.card.displayText || root.card.text) : ""
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                // The card's fields in a positioner: they change with the card shown (Qt 6.4's
                // layouts can read a delegate the Repeater has just destroyed).
                Column {
                    id: fieldRows
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: root.rows
                        delegate: RowLayout {
                            required property var modelData
                            width: fieldRows.width
                            Label { text: modelData.k; color: Theme.textDim; Layout.preferredWidth: 110 }
                            Label { text: modelData.v; color: Theme.text; wrapMode: Text.WordWrap; Layout.fillWidth: true }
                        }
                    }
                }
                RowLayout {
                    visible: root.editOwned && root.card !== null
                    Label { text: qsTr("Copies owned"); color: Theme.text }
                    SpinBox {
                        objectName: "detailsOwned"
                        from: 0
                        to: 999
                        editable: true
                        value: root.card ? root.card.owned : 0
                        onValueModified: root.ownedEdited(value)
                        Accessible.name: qsTr("Copies owned")
                    }
                }
                Button {
                    text: qsTr("Close")
                    onClicked: root.close()
                }
            }
        }
    }
}
