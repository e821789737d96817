import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "../components/CatalogTexts.js" as Texts

// The visual deck builder: drag cards from the browser into a section of the deck (and back
// out to remove them), or use the keys (Enter adds the focused card, Delete removes); the
// game's deck rules are checked after every change and each problem is said in words.
Page {
    id: root
    objectName: "deckBuilderPage"
    signal back()
    property string gameId: ""
    background: Rectangle { color: Theme.background }

    readonly property var deckGames: {
        CardIndex.revision // re-evaluate when the index changes
        return CardIndex.games.filter(g => builder.gameUsesDecks(g.id))
    }
    Component.onCompleted: { CardIndex.ensureReady(); pickGame() }
    Connections {
        target: CardIndex
        function onStateChanged() { root.pickGame() }
    }
    function pickGame() {
        if (!deckGames.length) return
        if (!deckGames.some(g => g.id === root.gameId))
            openGame(deckGames[0].id)
    }
    function openGame(id) {
        root.gameId = id
        builder.newDeck(id)
    }
    // Unsaved changes are never thrown away without asking.
    function guard(action) {
        if (builder.dirty && !builder.readOnly && builder.total > 0) {
            discardDialog.pending = action
            discardDialog.open()
        } else {
            action()
        }
    }

    DeckBuilder { id: builder; objectName: "deckBuilder" }
    CardSearchModel {
        id: browser
        game: root.gameId
        text: search.text
    }

    // Dragging: a ghost card follows the pointer; the section under it lights up.
    property var drag: null // {name, from: "" (browser) or a section, section: the card's own section}
    property string hoverSection: ""
    function sectionAt(item, x, y) {
        for (let i = 0; i < sectionRepeater.count; ++i) {
            const s = sectionRepeater.itemAt(i)
            const p = item.mapToItem(s, x, y)
            if (p.x >= 0 && p.y >= 0 && p.x < s.width && p.y < s.height)
                return s.sectionName
        }
        const d = item.mapToItem(deckPanel, x, y)
        if (d.x >= 0 && d.y >= 0 && d.x < deckPanel.width && d.y < deckPanel.height)
            return root.drag ? root.drag.section : ""
        return ""
    }
    function dragStart(name, from, cardData) {
        root.drag = { name: name, from: from, section: builder.sectionFor(name) } // section: where a drop on the deck goes
        ghost.card = cardData
        ghost.visible = true
    }
    function dragMove(item, x, y) {
        const p = item.mapToItem(root.contentItem, x, y)
        ghost.x = p.x - ghost.width / 2
        ghost.y = p.y - ghost.height / 3
        root.hoverSection = root.sectionAt(item, x, y)
    }
    function dragCancel() {
        root.drag = null
        ghost.visible = false
        root.hoverSection = ""
    }
    function dragEnd(item, x, y) {
        if (!root.drag) return
        const target = root.sectionAt(item, x, y)
        const d = root.drag
        root.drag = null
        ghost.visible = false
        root.hoverSection = ""
        // Applied after the release is handled: the change rebuilds the deck's rows, and the
        // row being dragged must not be destroyed inside its own mouse handler.
        Qt.callLater(() => {
            if (d.from === "" && target !== "")
                builder.add(d.name, target, 1)
            else if (d.from !== "" && target === "")
                builder.remove(d.name, d.from, 1)           // dragged back out of the deck
            else if (d.from !== "" && target !== d.from) {
                if (builder.add(d.name, target, 1))
                    builder.remove(d.name, d.from, 1)       // moved to another section
            }
        })
    }

    header: ToolBar {
        background: Rectangle { color: Theme.panel }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 10
            Button { objectName: "pageBack"; text: qsTr("Back"); onClicked: root.guard(() => root.back()) }
            Label { text: qsTr("Decks"); color: Theme.text; font.pixelSize: Theme.fontLarge; font.bold: true }
            ComboBox {
                id: gameBox
                objectName: "deckGame"
                Layout.preferredWidth: 190
                model: root.deckGames.map(g => GameManifests.title(g.id))
                currentIndex: root.deckGames.findIndex(g => g.id === root.gameId)
                onActivated: (i) => {
                    const id = root.deckGames[i].id
                    currentIndex = Qt.binding(() => root.deckGames.findIndex(g => g.id === root.gameId))
                    Qt.callLater(() => root.guard(() => root.openGame(id)))
                }
                Accessible.name: qsTr("Game")
            }
            ComboBox {
                id: deckBox
                objectName: "deckChooser"
                Layout.preferredWidth: 300
                model: builder.decks
                textRole: "name"
                displayText: builder.path.length ? builder.name + (builder.readOnly ? " " + qsTr("(starter, read-only)") : "")
                                                 : qsTr("Open a deck…")
                delegate: ItemDelegate {
                    required property var modelData
                    width: deckBox.width
                    text: modelData.readOnly ? qsTr("%1 (starter deck)").arg(modelData.name) : modelData.name
                }
                onActivated: (i) => {
                    const path = builder.decks[i].path
                    Qt.callLater(() => root.guard(() => builder.load(path))) // not while the list is still closing
                }
                Accessible.name: qsTr("Open a deck")
            }
            Button {
                objectName: "newDeck"
                text: qsTr("New deck")
                onClicked: root.guard(() => builder.newDeck(root.gameId))
            }
            Button {
                objectName: "copyDeck"
                visible: builder.readOnly
                highlighted: true
                text: qsTr("Copy to edit")
                onClicked: builder.copyAsNew()
            }
            Button {
                visible: builder.path.length > 0 && !builder.readOnly
                text: qsTr("Delete")
                onClicked: confirmDelete.open()
            }
            Item { Layout.fillWidth: true }
        }
    }

    Label {
        anchors.centerIn: parent
        visible: CardIndex.ready && root.deckGames.length === 0
        width: parent.width * 0.6
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.textDim
        font.pixelSize: Theme.fontLarge
        text: qsTr("No game with decks has its cards installed yet. Decks are built for a game once its card files are in %1.").arg(CardIndex.cardsFolder)
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 14
        visible: root.deckGames.length > 0

        // The browser
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            RowLayout {
                Layout.fillWidth: true
                TextField {
                    id: search
                    objectName: "deckSearch"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Search names and rules text")
                    Accessible.name: qsTr("Search cards")
                    Keys.onDownPressed: cards.forceActiveFocus()
                }
                CheckBox {
                    text: qsTr("Owned only")
                    checked: browser.ownedOnly
                    onToggled: browser.ownedOnly = checked
                }
                Button {
                    text: filtersPane.visible ? qsTr("Hide filters") : qsTr("Filters")
                    onClicked: filtersPane.visible = !filtersPane.visible
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                ScrollView {
                    id: filtersPane
                    visible: false
                    Layout.preferredWidth: 240
                    Layout.fillHeight: true
                    contentWidth: availableWidth
                    CardFilters { width: parent.width; model: browser }
                }
                GridView {
                    id: cards
                    objectName: "deckBrowser"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    cellWidth: 138
                    cellHeight: 138 * 1.4 + 30
                    model: browser
                    keyNavigationEnabled: true
                    activeFocusOnTab: true
                    ScrollBar.vertical: ScrollBar {}
                    Keys.onReturnPressed: if (currentIndex >= 0 && builder.sections.length)
                                              builder.add(browser.get(currentIndex).name, builder.sectionFor(browser.get(currentIndex).name), 1)
                    Keys.onPressed: (e) => {
                        if (e.key === Qt.Key_Z && currentIndex >= 0) { details.show(browser.get(currentIndex)); e.accepted = true }
                    }
                    Accessible.name: qsTr("Cards: Enter adds the focused card to the deck, Z shows it large")
                    delegate: Item {
                        id: cell
                        required property int index
                        required property var model
                        width: cards.cellWidth
                        height: cards.cellHeight
                        readonly property int inDeck: {
                            let n = 0
                            for (const e of builder.entries) if (e.name === cell.model.name) n += e.count
                            return n
                        }
                        CatalogCard {
                            id: face
                            objectName: "browserCard_" + cell.model.name
                            x: 4
                            y: 4
                            cardWidth: 128
                            owned: cell.model.owned
                            card: ({ name: cell.model.name, type: cell.model.type, text: cell.model.text,
                                     displayName: cell.model.displayName, displayText: cell.model.displayText,
                                     rarity: cell.model.rarity, data: cell.model.card, game: cell.model.game, id: cell.model.cardId })
                            border.color: cards.currentIndex === cell.index && cards.activeFocus ? Theme.accent : tintColor(tint)
                            MouseArea {
                                anchors.fill: parent
                                property point start
                                property bool dragging: false
                                cursorShape: Qt.OpenHandCursor
                                preventStealing: true // the grid must not take the drag for a flick
                                onCanceled: { dragging = false; root.dragCancel() }
                                onPressed: (m) => { start = Qt.point(m.x, m.y); dragging = false; cards.currentIndex = cell.index; cards.forceActiveFocus() }
                                onPositionChanged: (m) => {
                                    if (!dragging && Math.abs(m.x - start.x) + Math.abs(m.y - start.y) > 8) {
                                        dragging = true
                                        root.dragStart(cell.model.name, "", face.card)
                                    }
                                    if (dragging) root.dragMove(this, m.x, m.y)
                                }
                                onReleased: (m) => { if (dragging) root.dragEnd(this, m.x, m.y); dragging = false }
                                acceptedButtons: Qt.LeftButton | Qt.RightButton
                                onDoubleClicked: (m) => {
                                    if (m.button === Qt.LeftButton && builder.sections.length)
                                        builder.add(cell.model.name, builder.sectionFor(cell.model.name), 1)
                                }
                                // Large view: right-click, press and hold, or Z (a left click is
                                // kept free for dragging and double-clicking).
                                onClicked: (m) => { if (m.button === Qt.RightButton) details.show(browser.get(cell.index)) }
                                onPressAndHold: if (!dragging) details.show(browser.get(cell.index))
                            }
                        }
                        Label {
                            anchors.top: face.bottom
                            anchors.topMargin: 4
                            anchors.horizontalCenter: face.horizontalCenter
                            text: cell.inDeck > 0 ? qsTr("%1 in deck").arg(cell.inDeck) : ""
                            color: Theme.accent
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                }
            }
            Label {
                text: qsTr("Drag a card onto a section of the deck, double-click it, or press Enter. Drag it back out to take it away. Right-click or Z shows a card large.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }

        // The deck
        Rectangle {
            id: deckPanel
            objectName: "deckPanel"
            Layout.preferredWidth: 540
            Layout.fillHeight: true
            radius: 10
            color: Theme.panel
            border.color: root.drag ? Theme.accent : Theme.panelBorder
            border.width: root.drag ? 2 : 1
            ScrollView {
                anchors.fill: parent
                anchors.margins: 12
                contentWidth: availableWidth
                ColumnLayout {
                    width: parent.width
                    spacing: 10
                    RowLayout {
                        Layout.fillWidth: true
                        TextField {
                            id: nameField
                            objectName: "deckName"
                            Layout.fillWidth: true
                            text: builder.name
                            readOnly: builder.readOnly
                            font.pixelSize: Theme.fontLarge
                            onTextEdited: builder.name = text
                            Accessible.name: qsTr("Deck name")
                        }
                        Label {
                            text: qsTr("%n card(s)", "", builder.total)
                            color: Theme.text
                            font.bold: true
                        }
                    }
                    // Legality, said in words. Its height never changes (the problems scroll
                    // inside it), so the rows below stay under the pointer while cards are added.
                    Rectangle {
                        objectName: "deckLegality"
                        Layout.fillWidth: true
                        implicitHeight: 96
                        radius: 6
                        clip: true
                        color: builder.legal ? "#1f4a2c" : (builder.rulesAvailable ? "#4a2420" : "#3a3a2a")
                        Flickable {
                            anchors.fill: parent
                            anchors.margins: 8
                            contentHeight: verdict.implicitHeight
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: ScrollBar { policy: verdict.implicitHeight > 80 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                        ColumnLayout {
                            id: verdict
                            width: parent.width - 12
                            spacing: 4
                            Label {
                                objectName: "deckVerdict"
                                text: builder.legal ? qsTr("Legal deck")
                                      : builder.rulesAvailable ? qsTr("Not legal yet:")
                                      : qsTr("This game's deck rules are not available yet, so legality cannot be checked.")
                                color: Theme.text
                                font.bold: true
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            // The problems in a positioner: they change with every edit (Qt 6.4's
                            // layouts can read a delegate the Repeater has just destroyed).
                            Column {
                                id: problemList
                                Layout.fillWidth: true
                                spacing: verdict.spacing
                                Repeater {
                                    model: builder.problems
                                    delegate: Label {
                                        required property string modelData
                                        text: "• " + modelData
                                        color: Theme.text
                                        wrapMode: Text.WordWrap
                                        width: problemList.width
                                    }
                                }
                            }
                        }
                        }
                    }
                    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
                    Repeater {
                        id: sectionRepeater
                        model: builder.sections
                        delegate: Rectangle {
                            id: sectionBox
                            required property string modelData
                            readonly property string sectionName: modelData
                            objectName: "section_" + modelData
                            Layout.fillWidth: true
                            implicitHeight: sectionCol.implicitHeight + 16
                            radius: 6
                            color: root.hoverSection === sectionName ? "#3a4a33" : Theme.feltDark
                            border.color: root.hoverSection === sectionName ? Theme.legal : Theme.panelBorder
                            border.width: root.hoverSection === sectionName ? 2 : 1
                            ColumnLayout {
                                id: sectionCol
                                anchors.left: parent.left
                                anchors.right: parent.right
                                anchors.top: parent.top
                                anchors.margins: 8
                                spacing: 2
                                Label {
                                    text: Texts.sectionLabel(sectionBox.sectionName) + " — " + (builder.totals[sectionBox.sectionName] || 0)
                                    color: Theme.accent
                                    font.bold: true
                                }
                                Label {
                                    visible: !(builder.totals[sectionBox.sectionName] > 0)
                                    text: qsTr("Drop cards here")
                                    color: Theme.textDim
                                    font.italic: true
                                }
                                // The section's cards in a positioner: they change with every card added
                                // or taken out (Qt 6.4's layouts can read a delegate the Repeater has
                                // just destroyed).
                                Column {
                                    id: entryList
                                    Layout.fillWidth: true
                                    spacing: sectionCol.spacing
                                    Repeater {
                                        model: builder.entries.filter(e => e.section === sectionBox.sectionName)
                                        delegate: Rectangle {
                                            id: entry
                                            required property var modelData
                                            objectName: "entry_" + modelData.section + "_" + modelData.name
                                            width: entryList.width
                                            height: 34
                                            color: entryFocus.activeFocus ? "#44503f" : "transparent"
                                            radius: 4
                                            FocusScope {
                                                id: entryFocus
                                                anchors.fill: parent
                                                activeFocusOnTab: true
                                                Accessible.role: Accessible.ListItem
                                                Accessible.name: qsTr("%1 × %2").arg(entry.modelData.count).arg(entry.modelData.displayName || entry.modelData.name)
                                                Keys.onDeletePressed: { const e = entry.modelData; Qt.callLater(() => builder.remove(e.name, e.section, 1)) }
                                                Keys.onPressed: (e) => {
                                                    const m = entry.modelData
                                                    if (e.key === Qt.Key_Plus || e.key === Qt.Key_Equal) { Qt.callLater(() => builder.add(m.name, m.section, 1)); e.accepted = true }
                                                    else if (e.key === Qt.Key_Minus) { Qt.callLater(() => builder.remove(m.name, m.section, 1)); e.accepted = true }
                                                }
                                            }
                                            MouseArea {
                                                anchors.fill: parent
                                                property point start
                                                property bool dragging: false
                                                cursorShape: Qt.OpenHandCursor
                                                preventStealing: true
                                                onCanceled: { dragging = false; root.dragCancel() }
                                                onPressed: (m) => { start = Qt.point(m.x, m.y); dragging = false; entryFocus.forceActiveFocus() }
                                                onPositionChanged: (m) => {
                                                    if (!dragging && Math.abs(m.x - start.x) + Math.abs(m.y - start.y) > 8) {
                                                        dragging = true
                                                        root.dragStart(entry.modelData.name, entry.modelData.section,
                                                                       { name: entry.modelData.name, type: entry.modelData.type,
                                                                         data: entry.modelData.card })
                                                    }
                                                    if (dragging) root.dragMove(this, m.x, m.y)
                                                }
                                                onReleased: (m) => { if (dragging) root.dragEnd(this, m.x, m.y); dragging = false }
                                            }
                                            RowLayout {
                                                anchors.fill: parent
                                                anchors.leftMargin: 6
                                                spacing: 6
                                                Label {
                                                    text: entry.modelData.count + " ×"
                                                    color: Theme.text
                                                    font.bold: true
                                                    Layout.preferredWidth: 38
                                                }
                                                Label {
                                                    text: entry.modelData.displayName || entry.modelData.name
                                                    color: Theme.text
                                                    Layout.fillWidth: true
                                                    elide: Text.ElideRight
                                                }
                                                Label {
                                                    text: entry.modelData.type || ""
                                                    color: Theme.textDim
                                                    font.pixelSize: Theme.fontSmall
                                                }
                                                RoundButton {
                                                    text: "−"
                                                    implicitWidth: 30; implicitHeight: 30
                                                    enabled: !builder.readOnly
                                                    onClicked: { const e = entry.modelData; Qt.callLater(() => builder.remove(e.name, e.section, 1)) }
                                                    Accessible.name: qsTr("One fewer %1").arg(entry.modelData.name)
                                                }
                                                RoundButton {
                                                    text: "+"
                                                    implicitWidth: 30; implicitHeight: 30
                                                    enabled: !builder.readOnly
                                                    onClicked: { const e = entry.modelData; Qt.callLater(() => builder.add(e.name, e.section, 1)) }
                                                    Accessible.name: qsTr("One more %1").arg(entry.modelData.name)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    // Charts
                    Flow {
                        Layout.fillWidth: true
                        spacing: 22
                        Repeater {
                            model: builder.charts
                            delegate: BarChart {
                                required property var modelData
                                title: modelData.numeric ? qsTr("%1 curve").arg(Texts.fieldLabel(modelData.field))
                                                         : qsTr("By %1").arg(Texts.fieldLabel(modelData.field).toLowerCase())
                                bars: modelData.bars
                            }
                        }
                    }
                    // Files
                    RowLayout {
                        Button {
                            objectName: "saveDeck"
                            text: qsTr("Save")
                            highlighted: builder.dirty
                            enabled: !builder.readOnly
                            onClicked: builder.save()
                        }
                        Button { text: qsTr("Copy list"); onClicked: builder.copyToClipboard() }
                        Button { text: qsTr("Paste list"); onClicked: builder.pasteFromClipboard() }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        TextField {
                            id: filePath
                            Layout.fillWidth: true
                            text: builder.name, builder.defaultExportPath() // follows the deck's name
                            selectByMouse: true
                            Accessible.name: qsTr("Deck list file")
                        }
                        Button { text: qsTr("Import"); onClicked: builder.importFile(filePath.text) }
                        Button { text: qsTr("Export"); onClicked: builder.exportFile(filePath.text) }
                    }
                    Label {
                        objectName: "deckStatus"
                        Layout.fillWidth: true
                        text: builder.status
                        visible: text.length > 0
                        color: Theme.textDim
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }

    CatalogCard {
        id: ghost
        visible: false
        cardWidth: 110
        opacity: 0.85
        z: 100
        parent: root.contentItem
    }

    CardDetails {
        id: details
        onOwnedEdited: (n) => {
            CardIndex.setOwned(details.card.game, details.card.id, n)
            details.card = Object.assign({}, details.card, { owned: n })
        }
    }

    Dialog {
        id: discardDialog
        objectName: "discardDialog"
        property var pending: null
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Discard the unsaved changes to \"%1\"?").arg(builder.name)
        standardButtons: Dialog.Discard | Dialog.Cancel
        onDiscarded: { close(); const a = pending; pending = null; if (a) a() }
        onRejected: pending = null
    }

    Dialog {
        id: confirmDelete
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Delete the deck \"%1\"?").arg(builder.name)
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: { builder.deleteDeck(builder.path); builder.newDeck(root.gameId) }
    }

    BuildProgress { anchors.fill: parent }
}
