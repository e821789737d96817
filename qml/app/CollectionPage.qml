import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "../components/CatalogTexts.js" as Texts

// The collection browser: every card of every card game, searched as you type, filtered by
// the game's own fields, sorted, shown as card faces or a compact list; how many copies the
// user owns is edited in place; the collection imports from and exports to CSV. A game whose
// manifest says its entries are not collectible (its own content: encounters, sheets) is listed
// as entries: no faces, no copies owned, each row opened in the game's own details view.
Page {
    id: root
    signal back()
    property string gameId: ""
    property bool listMode: false
    readonly property bool entries: !GameManifests.collectible(gameId)
    readonly property bool showList: listMode || entries
    background: Rectangle { color: Theme.background }

    Component.onCompleted: { CardIndex.ensureReady(); pickGame() }
    Connections {
        target: CardIndex
        function onStateChanged() { root.pickGame() }
    }
    function pickGame() {
        const games = CardIndex.games
        if (!games.length) return
        if (!games.some(g => g.id === root.gameId))
            root.gameId = games[0].id
    }

    CardSearchModel {
        id: results
        game: root.gameId
        text: searchField.text
    }

    header: ToolBar {
        background: Rectangle { color: Theme.panel }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 10
            Button { objectName: "pageBack"; text: qsTr("Back"); onClicked: root.back() }
            Label { text: qsTr("Collection"); color: Theme.text; font.pixelSize: Theme.fontLarge; font.bold: true }
            ComboBox {
                id: gameBox
                objectName: "collectionGame"
                Layout.preferredWidth: 200
                model: CardIndex.games
                textRole: "id"
                displayText: GameManifests.title(root.gameId)
                currentIndex: CardIndex.games.findIndex(g => g.id === root.gameId)
                delegate: ItemDelegate {
                    required property var modelData
                    width: gameBox.width
                    text: GameManifests.title(modelData.id) + " (" + modelData.count + ")"
                }
                onActivated: (i) => root.gameId = CardIndex.games[i].id
                Accessible.name: qsTr("Game")
            }
            TextField {
                id: searchField
                objectName: "collectionSearch"
                Layout.fillWidth: true
                placeholderText: root.entries ? qsTr("Search names and descriptions") : qsTr("Search names and rules text")
                Accessible.name: qsTr("Search")
                focus: true
            }
            Label { text: qsTr("Sort"); color: Theme.textDim }
            ComboBox {
                id: sortBox
                Layout.preferredWidth: 150
                readonly property var keys: (root.entries ? ["name", "type"] : ["name", "type", "rarity", "set", "owned"]).concat(
                    results.fields.filter(f => f.kind === "range" || (f.kind === "choice" && ["type", "rarity", "set"].indexOf(f.name) < 0)).map(f => f.name))
                model: keys.map(k => GameManifests.fieldLabel(root.gameId, k))
                onActivated: (i) => results.sortField = keys[i]
                Accessible.name: qsTr("Sort by")
            }
            Button {
                text: results.descending ? "↓" : "↑"
                onClicked: results.descending = !results.descending
                Accessible.name: results.descending ? qsTr("Descending") : qsTr("Ascending")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Sort direction")
            }
            Button {
                objectName: "viewToggle"
                visible: !root.entries
                text: root.listMode ? qsTr("Card faces") : qsTr("List")
                onClicked: root.listMode = !root.listMode
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 14

        // Filters and collection tools
        ScrollView {
            Layout.preferredWidth: 300
            Layout.fillHeight: true
            contentWidth: availableWidth
            ColumnLayout {
                width: parent.width
                spacing: 10
                CheckBox {
                    objectName: "ownedOnly"
                    visible: !root.entries
                    text: qsTr("Owned cards only")
                    checked: results.ownedOnly
                    onToggled: results.ownedOnly = checked
                }
                CardFilters {
                    Layout.fillWidth: true
                    model: results
                }
                Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
                Label { text: qsTr("Collection file (CSV)"); color: Theme.text; font.bold: true }
                TextField {
                    id: csvPath
                    Layout.fillWidth: true
                    text: CardIndex.defaultCsvPath()
                    Accessible.name: qsTr("CSV file")
                    selectByMouse: true
                }
                RowLayout {
                    Button {
                        text: qsTr("Import")
                        onClicked: csvResult.text = CardIndex.importCsv(csvPath.text)
                    }
                    Button {
                        text: qsTr("Export")
                        onClicked: csvResult.text = CardIndex.exportCsv(csvPath.text)
                    }
                }
                Label {
                    id: csvResult
                    Layout.fillWidth: true
                    color: Theme.textDim
                    wrapMode: Text.WordWrap
                    visible: text.length > 0
                }
                Button {
                    visible: CardIndex.issues.length > 0
                    text: qsTr("%n problem(s) in the card files", "", CardIndex.issues.length)
                    onClicked: issuesPopup.open()
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            Label {
                objectName: "resultCount"
                text: root.entries
                      ? qsTr("Entries: %1").arg(results.total)
                      : results.total < 0
                      ? qsTr("More than %1 cards match; the first %1 are shown.").arg(results.count)
                      : results.total > results.count
                      ? qsTr("%1 cards match; the first %2 are shown. Type or filter to narrow them down.").arg(results.total).arg(results.count)
                      : qsTr("%n card(s)", "", results.total)
                color: Theme.textDim
            }
            GridView {
                id: grid
                objectName: "cardGrid"
                visible: !root.showList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                cellWidth: 176
                cellHeight: 176 * 1.4 + 44
                model: results
                ScrollBar.vertical: ScrollBar {}
                keyNavigationEnabled: true
                delegate: Item {
                    id: cell
                    required property int index
                    required property var model
                    width: grid.cellWidth
                    height: grid.cellHeight
                    CatalogCard {
                        id: face
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: 4
                        cardWidth: 164
                        card: ({ name: cell.model.name, type: cell.model.type, text: cell.model.text,
                                 displayName: cell.model.displayName, displayText: cell.model.displayText,
                                 rarity: cell.model.rarity, data: cell.model.card, game: cell.model.game, id: cell.model.cardId })
                        owned: cell.model.owned
                        border.color: grid.currentIndex === cell.index && grid.activeFocus ? Theme.accent : tintColor(tint)
                        MouseArea {
                            anchors.fill: parent
                            onClicked: { grid.currentIndex = cell.index; details.show(results.get(cell.index)) }
                        }
                    }
                    OwnedEditor {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.top: face.bottom
                        anchors.topMargin: 4
                        value: cell.model.owned
                        cardName: cell.model.displayName
                        onEdited: (n) => results.setOwned(cell.index, n)
                    }
                }
                Keys.onReturnPressed: details.show(results.get(currentIndex))
            }
            ListView {
                id: list
                objectName: "cardList"
                visible: root.showList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: results
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    id: row
                    required property int index
                    required property var model
                    width: list.width
                    height: 40
                    color: list.currentIndex === index && root.entries ? Qt.darker(Theme.accent, 2.6)
                           : index % 2 ? Theme.panel : "transparent"
                    // An entry opens with a click anywhere on its row.
                    MouseArea {
                        anchors.fill: parent
                        enabled: root.entries
                        onClicked: { list.currentIndex = row.index; details.show(results.get(row.index)) }
                    }
                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: 8
                        anchors.rightMargin: 8
                        spacing: 12
                        Label {
                            text: row.model.displayName
                            color: Theme.text
                            font.bold: true
                            Layout.preferredWidth: root.entries ? 250 : 210
                            elide: Text.ElideRight
                        }
                        Label {
                            text: row.model.type ? GameManifests.valueText(row.model.game, "type", row.model.type)
                                                 : GameManifests.valueText(row.model.game, "kind", row.model.card.kind)
                            color: Theme.textDim
                            Layout.preferredWidth: root.entries ? 130 : 80
                            elide: Text.ElideRight
                        }
                        Label {
                            text: {
                                const d = row.model.card
                                const summary = GameManifests.entrySummary(row.model.game, { data: d })
                                if (summary) return summary
                                const parts = []
                                for (const f of results.fields)
                                    if (f.name !== "type" && f.name !== "rarity" && f.name !== "set" && d[f.name] !== undefined)
                                        parts.push(Texts.fieldLabel(f.name) + " " + (Array.isArray(d[f.name])
                                            ? d[f.name].map(v => GameManifests.valueText(row.model.game, f.name, v)).join("/")
                                            : GameManifests.valueText(row.model.game, f.name, d[f.name])))
                                return parts.join(" · ")
                            }
                            color: Theme.textDim
                            Layout.preferredWidth: root.entries ? 290 : 200
                            elide: Text.ElideRight
                        }
                        Label {
                            text: row.model.displayText
                            color: Theme.text
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                        OwnedEditor {
                            visible: !root.entries
                            value: row.model.owned
                            cardName: row.model.displayName
                            onEdited: (n) => results.setOwned(row.index, n)
                        }
                        Button {
                            text: qsTr("Open")
                            onClicked: { list.currentIndex = row.index; details.show(results.get(row.index)) }
                        }
                    }
                }
            }
        }
    }

    CardDetails {
        id: details
        objectName: "collectionDetails"
        onOwnedEdited: (n) => {
            CardIndex.setOwned(details.card.game, details.card.id, n)
            details.card = Object.assign({}, details.card, { owned: n })
        }
    }

    Popup {
        id: issuesPopup
        anchors.centerIn: Overlay.overlay
        width: Math.min(root.width - 80, 900)
        height: Math.min(root.height - 80, 500)
        modal: true
        background: Rectangle { color: Theme.panel; radius: 10; border.color: Theme.panelBorder }
        contentItem: ColumnLayout {
            Label {
                text: qsTr("These cards were left out of the catalog:")
                color: Theme.text
                font.bold: true
            }
            ScrollView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                TextArea {
                    readOnly: true
                    text: CardIndex.issues.join("\n")
                    wrapMode: Text.WordWrap
                }
            }
            Button { text: qsTr("Close"); onClicked: issuesPopup.close() }
        }
    }

    BuildProgress { anchors.fill: parent }
}
