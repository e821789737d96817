import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// A new hot-seat game: seat names, the seed (empty = random and kept hidden until the end;
// typed, so a game can be replayed or shared), and the game's house-rule options.
Page {
    id: root
    objectName: "newGamePage"
    // A GameController (a test may give an object with the same functions).
    property var controller
    property string gameId
    // The game's catalog entry (a test may give the page one of its own).
    property var info: GameCatalog.game(gameId)
    signal started()
    // Couch mode: the LanController hosts the game and the phones' codes are shown next.
    signal couchStarted()
    signal back()
    // The app's LanController (couch mode: "Players use their phones"); null hides the choice.
    property var lan: null
    property bool usePhones: false
    background: Rectangle { color: Theme.background }

    property int seats: info.minSeats || 2
    property var optionValues: ({})
    // The language the options' choice titles are shown in (the reader's).
    property string language: AppSettings.language

    // Games that use decks: each seat picks one of the user's legal decks (or a starter deck).
    DeckBuilder { id: deckSource }
    readonly property bool usesDecks: deckSource.gameUsesDecks(gameId)
    property var deckChoices: []
    property var seatDecks: ({}) // seat -> index into deckChoices
    Component.onCompleted: {
        fillDefaultRoles()
        if (usesDecks) { CardIndex.ensureReady(); deckChoices = deckSource.deckChoices(gameId) }
    }
    Connections {
        target: CardIndex
        function onChanged() { if (root.usesDecks) root.deckChoices = deckSource.deckChoices(root.gameId) }
    }
    // Every seat starts with a legal deck: the starter decks in turn (seat N gets starter
    // N mod their count, as the rules do for a seat without a deck), else any legal deck.
    // A choice the player made is kept.
    function fillDefaultDecks() {
        let pool = []
        for (let i = 0; i < deckChoices.length; ++i)
            if (deckChoices[i].legal && deckChoices[i].readOnly)
                pool.push(i)
        if (pool.length === 0)
            for (let i = 0; i < deckChoices.length; ++i)
                if (deckChoices[i].legal)
                    pool.push(i)
        const d = {}
        for (let seat = 0; seat < seats; ++seat) {
            const kept = seatDecks[seat]
            d[seat] = kept !== undefined && deckChoices[kept] && deckChoices[kept].legal ? kept
                    : pool.length ? pool[seat % pool.length] : -1
        }
        seatDecks = d
    }
    onDeckChoicesChanged: fillDefaultDecks()
    onSeatsChanged: { fillDefaultDecks(); fillDefaultRoles() }
    function chosenDecks() {
        const out = []
        for (let i = 0; i < seats; ++i) {
            const c = deckChoices[seatDecks[i]]
            if (!c || !c.legal) return null
            out.push(c.deck)
        }
        return out
    }

    // Games with roles (a Director and players): each seat picks its role. The defaults are the
    // rules' own (core::resolveRoles: each role up to its minimum in order, then the first with
    // room), recomputed when the seat count changes; the check of a choice is the rules' too.
    readonly property var roleList: info.roles || []
    readonly property bool hasRoles: roleList.length > 0
    property var seatRoles: []
    function fillDefaultRoles() {
        seatRoles = hasRoles ? GameCatalog.resolveRoles(info, seats).roles : []
    }
    onInfoChanged: { fillDefaultRoles(); setupTexts = ({}) }
    readonly property string roleError: hasRoles ? GameCatalog.resolveRoles(info, seats, seatRoles).error : ""
    function roleOf(id) {
        for (const r of roleList)
            if (r.id === id) return r
        return null
    }
    function roleTitle(r) {
        switch (r.id) {
        case "director": return qsTr("Director")
        case "player": return qsTr("Player")
        }
        return r.title || r.id
    }
    function setRole(seat, id) {
        const list = seatRoles.slice()
        list[seat] = id
        seatRoles = list
    }

    // What each seat brings besides a deck (a team, a character sheet): typed as JSON here.
    // The deck of a card game keeps its own picker above.
    function setupKinds(seat) {
        const r = hasRoles ? roleOf(seatRoles[seat]) : null
        const kinds = r ? (r.setup || []) : (hasRoles ? [] : (info.seatSetup || []))
        return kinds.filter(k => !(k === "deck" && usesDecks))
    }
    function kindLabel(k) {
        switch (k) {
        case "deck": return qsTr("Deck")
        case "team": return qsTr("Team")
        case "sheet": return qsTr("Character sheet")
        }
        return k
    }
    property var setupTexts: ({}) // "seat/kind" -> the JSON typed
    // What a seat brings is typed only when asked for: by default every seat brings the game's
    // own (a card game's team comes with its deck), and a JSON box is no place to start from.
    property bool customSetup: false
    onCustomSetupChanged: if (!customSetup) setupTexts = ({})
    readonly property bool anySetupKinds: {
        for (let i = 0; i < seats; ++i)
            if (setupKinds(i).length)
                return true
        return false
    }
    function setSetupText(seat, kind, text) {
        const t = Object.assign({}, setupTexts)
        t[seat + "/" + kind] = text
        setupTexts = t
    }
    // The problem with one typed value, or "" (empty is fine: the game's default for that seat).
    function setupProblem(seat, kind) {
        const text = (setupTexts[seat + "/" + kind] || "").trim()
        if (text.length === 0) return ""
        try {
            JSON.parse(text)
        } catch (e) {
            return qsTr("Seat %1, %2: not valid JSON (%3)").arg(seat + 1).arg(kindLabel(kind)).arg(e.message)
        }
        return ""
    }
    // {setup: [per seat an object or null], error: ""}; the first problem stops it.
    function chosenSetup() {
        const out = []
        let any = false
        for (let seat = 0; seat < seats; ++seat) {
            let entry = null
            for (const k of setupKinds(seat)) {
                const problem = setupProblem(seat, k)
                if (problem.length) return { setup: [], error: problem }
                const text = (setupTexts[seat + "/" + k] || "").trim()
                if (!text.length) continue
                entry = entry || {}
                entry[k] = JSON.parse(text)
                any = true
            }
            out.push(entry)
        }
        return { setup: any ? out : [], error: "" }
    }

    function nameField(i) { return names.itemAt(i) ? names.itemAt(i).field : { text: "" } }

    // Stops chosen here (and later at each seat's curtain): when a seat wants to be asked.
    readonly property var stopPhases: controller ? controller.stopPhasesOf(gameId) : []
    function applyStops() {
        for (let i = 0; i < seats; ++i) {
            const row = names.itemAt(i)
            if (row && row.computer.length)
                controller.setSeatComputer(i, row.computer)
            else if (row && row.stopMode !== "always")
                controller.setSeatStops(i, row.stopMode, row.stopTicked)
        }
    }
    // Somebody must be at the table: not every seat may be the computer.
    function everySeatComputer() {
        for (let i = 0; i < seats; ++i) {
            const row = names.itemAt(i)
            if (!row || row.computer.length === 0)
                return false
        }
        return true
    }

    function start() {
        const list = []
        for (let i = 0; i < seats; ++i) {
            const t = names.itemAt(i).field.text.trim()
            const byComputer = names.itemAt(i).computer.length > 0
            list.push(t.length ? t : byComputer ? qsTr("Computer %1").arg(i + 1) : qsTr("Player %1").arg(i + 1))
        }
        if (everySeatComputer()) {
            setupError.text = qsTr("At least one seat must be played by a person.")
            return
        }
        AppSettings.lastSeatNames = list
        let decks = []
        if (usesDecks) {
            decks = chosenDecks()
            if (!decks) {
                deckError.text = qsTr("Choose a legal deck for every seat.")
                return
            }
        }
        if (roleError.length) {
            setupError.text = roleError
            return
        }
        const setup = chosenSetup()
        setupError.text = setup.error
        if (setup.error.length)
            return
        if (usePhones && lan) {
            const phones = [], computers = [], stops = []
            for (let i = 0; i < seats; ++i) {
                const row = names.itemAt(i)
                computers.push(row.computer)
                phones.push(row.computer.length === 0 && row.phone)
                // A seat on this screen keeps its stops (a phone seat is always asked: no curtain).
                stops.push(row.computer.length === 0 && !row.phone && row.stopMode !== "always"
                           ? { mode: row.stopMode, phases: row.stopTicked } : null)
            }
            if (lan.hostCouch(gameId, list, phones, computers, optionValues, usesDecks ? decks : [],
                              hasRoles ? seatRoles : [], setup.setup, seedField.text, stops))
                root.couchStarted()
            else
                setupError.text = lan.errorText
            return
        }
        if (hasRoles || setup.setup.length) {
            if (controller.newGameWithSetup(gameId, list, seedField.text, optionValues, decks,
                                            hasRoles ? seatRoles : [], setup.setup)) {
                applyStops()
                root.started()
            }
            return
        }
        if (usesDecks) {
            if (controller.newGameWithDecks(gameId, list, seedField.text, optionValues, decks)) {
                applyStops()
                root.started()
            }
            return
        }
        if (controller.newGame(gameId, list, seedField.text, optionValues)) {
            applyStops()
            root.started()
        }
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        anchors.margins: 36
        contentWidth: availableWidth
        // With four or five seats the page is taller than the window: show that it scrolls.
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        rightPadding: ScrollBar.vertical.visible ? ScrollBar.vertical.width + 6 : 0
        ColumnLayout {
            width: parent.width
            spacing: 16
            RowLayout {
                Button { text: qsTr("Back"); onClicked: root.back() }
                Label {
                    text: qsTr("New hot-seat game: %1").arg(GameManifests.title(root.gameId, root.info.title || root.gameId))
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                }
            }
            Label {
                objectName: "newGameHint"
                text: root.usePhones
                      ? qsTr("This screen shows the table everyone may see; each phone holds its seat's hand. A seat played on this screen keeps its curtain.")
                      : qsTr("Players share this computer. A curtain hides each hand until its owner says who they are.")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            CheckBox {
                objectName: "usePhonesBox"
                visible: root.lan !== null
                text: qsTr("Players use their phones")
                checked: root.usePhones
                onToggled: root.usePhones = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("This screen shows the table everyone may see; each phone seat holds its hand in the phone's browser (same network, nothing to install).")
            }
            RowLayout {
                visible: root.info.maxSeats > root.info.minSeats
                Label { text: qsTr("Players"); color: Theme.text }
                SpinBox {
                    from: root.info.minSeats || 2
                    to: root.info.maxSeats || 2
                    value: root.seats
                    onValueModified: root.seats = value
                }
            }
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                id: names
                model: root.seats
                delegate: RowLayout {
                    id: seatRow
                    objectName: "seatRow" + index
                    required property int index
                    property alias field: nameEdit
                    property string stopMode: "always"
                    property var stopTicked: []
                    property string computer: "" // "" a person, else the computer's level
                    property bool phone: true    // couch mode: played from a phone, else on this screen
                    Label {
                        text: qsTr("Seat %1").arg(index + 1)
                        color: Theme.text
                        Layout.preferredWidth: 90
                    }
                    TextField {
                        id: nameEdit
                        objectName: "seatName" + index
                        Layout.preferredWidth: 260
                        placeholderText: qsTr("Player %1").arg(index + 1)
                        text: AppSettings.lastSeatNames.length > index ? AppSettings.lastSeatNames[index] : ""
                        maximumLength: 24
                        Accessible.name: qsTr("Name of seat %1").arg(index + 1)
                    }
                    ComboBox {
                        objectName: "seatPlayer" + seatRow.index
                        Layout.preferredWidth: 200
                        readonly property var levels: ["", "easy", "normal", "hard"]
                        model: [qsTr("A person"), qsTr("Computer (easy)"), qsTr("Computer (normal)"), qsTr("Computer (hard)")]
                        currentIndex: Math.max(0, levels.indexOf(seatRow.computer))
                        onActivated: (i) => seatRow.computer = levels[i]
                        Accessible.name: qsTr("Who plays seat %1").arg(seatRow.index + 1)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("The computer sees only what its seat may see; its hand is never shown and it answers without a curtain.")
                    }
                    ComboBox {
                        objectName: "seatDevice" + seatRow.index
                        visible: root.usePhones && seatRow.computer === ""
                        Layout.preferredWidth: 170
                        model: [qsTr("Phone"), qsTr("This screen")]
                        currentIndex: seatRow.phone ? 0 : 1
                        onActivated: (i) => seatRow.phone = i === 0
                        Accessible.name: qsTr("Where seat %1 plays").arg(seatRow.index + 1)
                    }
                    Label {
                        visible: root.stopPhases.length > 0 && seatRow.computer === "" && !(root.usePhones && seatRow.phone)
                        text: qsTr("Ask about reactions:")
                        color: Theme.textDim
                    }
                    ComboBox {
                        objectName: "seatStops" + seatRow.index
                        visible: root.stopPhases.length > 0 && seatRow.computer === "" && !(root.usePhones && seatRow.phone)
                        model: [qsTr("Always"), qsTr("Only in ticked phases"), qsTr("Never")]
                        readonly property var modes: ["always", "phases", "never"]
                        currentIndex: modes.indexOf(seatRow.stopMode)
                        onActivated: (i) => seatRow.stopMode = modes[i]
                        Accessible.name: qsTr("When seat %1 is asked about reactions").arg(seatRow.index + 1)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("What you set here, never your hand, decides: a seat that is not asked passes at once, and the log says so.")
                    }
                    Repeater {
                        model: seatRow.stopMode === "phases" ? root.stopPhases : []
                        CheckBox {
                            required property string modelData
                            text: root.controller.messageText({id: root.gameId + ".stop." + modelData, text: modelData, args: {}})
                            checked: seatRow.stopTicked.indexOf(modelData) >= 0
                            onToggled: {
                                const t = seatRow.stopTicked.filter((p) => p !== modelData)
                                if (checked)
                                    t.push(modelData)
                                seatRow.stopTicked = t
                            }
                        }
                    }
                }
            }
            Label {
                text: qsTr("Decks")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                visible: root.usesDecks
            }
            Label {
                visible: root.usesDecks && root.deckChoices.length === 0
                text: qsTr("You have no decks for this game yet: build one under Decks on the home screen.")
                color: Theme.textDim
            }
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                model: root.usesDecks ? root.seats : 0
                delegate: ColumnLayout {
                    id: deckRow
                    required property int index
                    RowLayout {
                        Label { text: qsTr("Seat %1").arg(deckRow.index + 1); color: Theme.text; Layout.preferredWidth: 90 }
                        ComboBox {
                            id: deckCombo
                            objectName: "seatDeck" + deckRow.index
                            Layout.preferredWidth: 360
                            model: root.deckChoices
                            textRole: "name"
                            // Set, not bound: a ComboBox moves to index 0 by itself when its
                            // model arrives, which would break a binding and show a deck that is
                            // not the one the game would use.
                            function sync() {
                                const v = root.seatDecks[deckRow.index]
                                currentIndex = v !== undefined ? v : -1
                            }
                            Component.onCompleted: sync()
                            onModelChanged: Qt.callLater(sync)
                            Connections {
                                target: root
                                function onSeatDecksChanged() { deckCombo.sync() }
                            }
                            displayText: currentIndex < 0 ? qsTr("Choose a deck") : root.deckChoices[currentIndex].name
                            delegate: ItemDelegate {
                                required property var modelData
                                required property int index
                                width: deckCombo.width
                                enabled: modelData.legal
                                text: modelData.legal ? modelData.name : qsTr("%1 (not legal)").arg(modelData.name)
                                ToolTip.visible: hovered && !modelData.legal
                                ToolTip.text: modelData.reason
                            }
                            onActivated: (i) => {
                                const d = Object.assign({}, root.seatDecks)
                                d[deckRow.index] = i
                                root.seatDecks = d
                            }
                            Accessible.name: qsTr("Deck of seat %1").arg(deckRow.index + 1)
                        }
                        // What the game says of the chosen deck (its manifest's deckNote), or nothing.
                        Label {
                            objectName: "seatDeckNote" + deckRow.index
                            readonly property var chosen: root.deckChoices[root.seatDecks[deckRow.index]]
                            text: chosen ? GameManifests.deckNote(root.gameId, chosen.deck, n => deckSource.cardOf(root.gameId, n)) : ""
                            visible: text.length > 0
                            color: Theme.textDim
                            elide: Text.ElideRight
                            Layout.maximumWidth: 520
                        }
                    }
                    // Why the illegal decks cannot be chosen, said in words.
                    Repeater {
                        model: deckRow.index === 0 ? root.deckChoices.filter(c => !c.legal) : []
                        delegate: Label {
                            required property var modelData
                            text: qsTr("%1 cannot be chosen: %2").arg(modelData.name).arg(modelData.reason)
                            color: Theme.textDim
                            wrapMode: Text.WordWrap
                            Layout.maximumWidth: 800
                        }
                    }
                }
            }
            Label {
                id: deckError
                color: Theme.danger
                visible: text.length > 0
            }
            Label {
                text: root.hasRoles ? qsTr("Roles") : qsTr("What each seat brings")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                visible: root.hasRoles || (root.info.seatSetup || []).filter(k => !(k === "deck" && root.usesDecks)).length > 0
            }
            CheckBox {
                objectName: "customSetupBox"
                visible: root.anySetupKinds
                checked: root.customSetup
                text: qsTr("Type what a seat brings (JSON); otherwise each seat brings the game's default")
                onToggled: root.customSetup = checked
            }
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                model: root.seats
                delegate: ColumnLayout {
                    id: seatSetupRow
                    required property int index
                    readonly property var kinds: root.setupKinds(index)
                    visible: root.hasRoles || (kinds.length > 0 && root.customSetup)
                    RowLayout {
                        Label {
                            text: root.nameField(seatSetupRow.index).text.length
                                  ? root.nameField(seatSetupRow.index).text : qsTr("Seat %1").arg(seatSetupRow.index + 1)
                            color: Theme.text
                            elide: Text.ElideRight
                            Layout.preferredWidth: 90
                        }
                        ComboBox {
                            id: roleCombo
                            objectName: "seatRole" + seatSetupRow.index
                            visible: root.hasRoles
                            Layout.preferredWidth: 260
                            model: root.roleList.map(r => root.roleTitle(r))
                            currentIndex: root.roleList.findIndex(r => r.id === root.seatRoles[seatSetupRow.index])
                            onActivated: (i) => root.setRole(seatSetupRow.index, root.roleList[i].id)
                            Accessible.name: qsTr("Role of seat %1").arg(seatSetupRow.index + 1)
                        }
                    }
                    Repeater {
                        model: seatSetupRow.kinds
                        delegate: RowLayout {
                            id: kindRow
                            required property string modelData
                            visible: root.customSetup
                            readonly property string problem: root.setupProblem(seatSetupRow.index, modelData)
                            Item { Layout.preferredWidth: 90 }
                            Label { text: root.kindLabel(kindRow.modelData); color: Theme.textDim; Layout.preferredWidth: 130 }
                            TextField {
                                objectName: "seatSetup" + seatSetupRow.index + "_" + kindRow.modelData
                                Layout.preferredWidth: 420
                                placeholderText: qsTr("JSON; empty for the game's default")
                                text: root.setupTexts[seatSetupRow.index + "/" + kindRow.modelData] || ""
                                onTextEdited: root.setSetupText(seatSetupRow.index, kindRow.modelData, text)
                                color: kindRow.problem.length ? Theme.danger : Theme.text
                                Accessible.name: qsTr("%1 of seat %2").arg(root.kindLabel(kindRow.modelData)).arg(seatSetupRow.index + 1)
                            }
                            Label {
                                text: kindRow.problem
                                color: Theme.danger
                                visible: text.length > 0
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
            Label {
                objectName: "roleError"
                text: root.roleError
                color: Theme.danger
                visible: text.length > 0
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                id: setupError
                objectName: "setupError"
                color: Theme.danger
                visible: text.length > 0 && text !== root.roleError
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                Label { text: qsTr("Seed"); color: Theme.text; Layout.preferredWidth: 90 }
                // Empty by default: the game picks a seed nobody has seen (it recomputes every
                // hand) and shows it at the end. A typed seed replays a known deal.
                TextField {
                    id: seedField
                    objectName: "seedField"
                    Layout.preferredWidth: 260
                    text: ""
                    placeholderText: qsTr("Random")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{1,20}/ }
                    Accessible.name: qsTr("Seed")
                }
                Label {
                    text: qsTr("Leave empty for a random deal; its seed is shown when the game ends. The same seed and moves always give the same game.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
            OptionRows {
                gameId: root.gameId
                options: root.info.options || []
                values: root.optionValues
                availableWidth: scroller.availableWidth - scroller.rightPadding
                language: root.language
                seatNames: {
                    const out = []
                    for (let i = 0; i < root.seats; ++i)
                        out.push(root.nameField(i).text)
                    return out
                }
                onChosen: (name, value) => {
                    const o = Object.assign({}, root.optionValues)
                    o[name] = value
                    root.optionValues = o
                }
            }
        }
    }

    // Always in view, however many seats push the form down.
    footer: Rectangle {
        color: Theme.panel
        implicitHeight: footerRow.implicitHeight + 24
        RowLayout {
            id: footerRow
            anchors.fill: parent
            anchors.leftMargin: 36
            anchors.rightMargin: 36
            spacing: 16
            Button {
                objectName: "startButton"
                text: qsTr("Start")
                highlighted: true
                font.pixelSize: Theme.fontLarge
                onClicked: root.start()
            }
            Label {
                text: root.controller ? root.controller.lastError : ""
                color: Theme.danger
                visible: text.length > 0
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item { Layout.fillWidth: true; visible: !root.controller || root.controller.lastError.length === 0 }
        }
    }
}
