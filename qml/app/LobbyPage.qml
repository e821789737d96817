import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "../components/OptionTexts.js" as OptionTexts

// Who sat where, their decks as the host checked them and their ready marks; the host starts.
Page {
    id: root
    objectName: "lobbyPage"
    property LanController lan
    signal back()
    background: Rectangle { color: Theme.background }

    // Games that use decks: the player picks one of their legal decks (or the starter deck of
    // their seat) and it travels with "Ready"; the host checks it and the seat list shows it.
    DeckBuilder { id: deckSource }
    function roleTitle(id) {
        switch (id) {
        case "director": return qsTr("Director")
        case "player": return qsTr("Player")
        }
        const roles = GameCatalog.game(root.lan.gameId).roles || []
        for (const r of roles)
            if (r.id === id) return r.title
        return id
    }
    readonly property bool usesDecks: root.lan.gameId.length > 0 && deckSource.gameUsesDecks(root.lan.gameId)
    property var deckChoices: []
    function loadDecks() {
        if (!usesDecks)
            return
        const legal = deckSource.deckChoices(root.lan.gameId).filter(c => c.legal)
        deckChoices = [{ name: qsTr("The starter deck of my seat"), deck: null }].concat(legal)
    }
    onUsesDecksChanged: if (usesDecks) { CardIndex.ensureReady(); loadDecks() }
    Component.onCompleted: if (usesDecks) { CardIndex.ensureReady(); loadDecks() }
    Connections {
        target: CardIndex
        function onChanged() { root.loadDecks() }
    }
    function chosenDeck() {
        const c = deckChoices[deckBox.currentIndex]
        return c ? c.deck : null
    }
    // Games with roles: the role this seat asks for ("" = the rules' default) and what it brings.
    readonly property var gameRoles: root.lan.gameId.length ? (GameCatalog.game(root.lan.gameId).roles || []) : []
    property string myRole: ""
    function kindsOf(roleId) {
        for (const r of gameRoles)
            if (r.id === roleId) return (r.setup || []).filter(k => k !== "deck")
        return []
    }
    function kindLabel(k) {
        switch (k) {
        case "team": return qsTr("Team")
        case "sheet": return qsTr("Character sheet")
        }
        return k
    }
    property var mySetupTexts: ({}) // kind -> the JSON typed
    // {setup: object or null, error: ""}
    function mySetup() {
        let entry = null
        for (const k of kindsOf(myRole)) {
            const text = (mySetupTexts[k] || "").trim()
            if (!text.length) continue
            try {
                entry = entry || {}
                entry[k] = JSON.parse(text)
            } catch (e) {
                return { setup: null, error: qsTr("%1: not valid JSON (%2)").arg(kindLabel(k)).arg(e.message) }
            }
        }
        return { setup: entry, error: "" }
    }
    function sendReady(ready) {
        if (gameRoles.length > 0) {
            const s = mySetup()
            setupProblem.text = s.error
            if (s.error.length && ready)
                return
            root.lan.setReadyWithChoice(ready, usesDecks ? chosenDeck() : null, myRole, s.setup)
            return
        }
        if (usesDecks)
            root.lan.setReadyWithDeck(ready, chosenDeck())
        else
            root.lan.setReady(ready)
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 36
        spacing: 20
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12
            RowLayout {
                Button {
                    text: qsTr("Leave")
                    onClicked: { root.lan.leave(); root.back() }
                }
                Label {
                    text: qsTr("Lobby: %1").arg(GameManifests.title(root.lan.gameId, GameCatalog.game(root.lan.gameId).title || root.lan.gameId))
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                }
            }
            Label { // the house rules the host set (an encounter, a first player, ...)
                objectName: "lobbyOptions"
                readonly property string summary: OptionTexts.summary(GameCatalog.game(root.lan.gameId).options || [],
                                                                      root.lan.gameOptions, AppSettings.language,
                                                                      name => GameManifests.optionLabel(root.lan.gameId, name))
                visible: summary.length > 0
                text: qsTr("House rules: %1").arg(summary)
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: root.lan.hosting
                text: qsTr("You are hosting on port %1. Others on your network see this game on their Join page.")
                      .arg(root.lan.port)
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            // The seats in a positioner: they change as guests join and get ready (Qt 6.4's
            // layouts can read a delegate the Repeater has just destroyed).
            Column {
                id: seatRows
                Layout.fillWidth: true
                spacing: 12
                Repeater {
                    model: root.lan.seats
                    delegate: Rectangle {
                        required property var modelData
                        width: seatRows.width
                        height: 52
                        radius: 8
                        color: modelData.seat === root.lan.mySeat ? Theme.felt : Theme.panel
                        border.color: modelData.ready ? Theme.good : Theme.panelBorder
                        Accessible.name: seatText.text
                        RowLayout {
                            anchors.fill: parent
                            anchors.margins: 12
                            Label {
                                id: seatText
                                textFormat: Text.PlainText // names come from other computers
                                text: qsTr("Seat %1: %2").arg(modelData.seat + 1)
                                      .arg(modelData.taken ? modelData.name : qsTr("open"))
                                      + (modelData.seat === root.lan.mySeat ? " " + qsTr("(you)") : "")
                                color: Theme.text
                                font.pixelSize: Theme.fontLarge
                                Layout.fillWidth: true
                            }
                            Label {
                                visible: modelData.deck !== null && modelData.deck !== undefined
                                textFormat: Text.PlainText // deck names come from other computers
                                elide: Text.ElideRight
                                Layout.maximumWidth: 320
                                text: modelData.deck ? (modelData.deck.problems.length
                                                        ? qsTr("Deck %1: not legal").arg(modelData.deck.name)
                                                        : qsTr("Deck %1: checked").arg(modelData.deck.name)) : ""
                                color: modelData.deck && modelData.deck.problems.length ? Theme.danger : Theme.good
                            }
                            // The host may seat the computer in an open seat (before the game starts).
                            ComboBox {
                                objectName: "seatComputer" + modelData.seat
                                visible: root.lan.hosting && !modelData.connected && (!modelData.taken || modelData.bot)
                                Layout.preferredWidth: 200
                                readonly property var levels: ["off", "easy", "normal", "hard"]
                                model: [qsTr("Open for a guest"), qsTr("Computer (easy)"), qsTr("Computer (normal)"), qsTr("Computer (hard)")]
                                currentIndex: modelData.bot ? Math.max(1, levels.indexOf(modelData.botLevel || "normal")) : 0
                                onActivated: (i) => root.lan.setSeatComputer(modelData.seat, levels[i])
                                Accessible.name: qsTr("Who plays seat %1").arg(modelData.seat + 1)
                            }
                            // The seat's role in a game with roles (the host's word: the rules' default
                            // or what its player asked for), and why a role or setup cannot be.
                            Label {
                                objectName: "seatRole" + modelData.seat
                                visible: typeof modelData.role === "string" && modelData.role.length > 0
                                textFormat: Text.PlainText
                                text: visible ? qsTr("Role: %1").arg(root.roleTitle(modelData.role)) : ""
                                color: Theme.text
                            }
                            Label {
                                objectName: "seatSetupProblem" + modelData.seat
                                visible: (modelData.setupProblems || []).length > 0
                                textFormat: Text.PlainText // the host's words, from another computer
                                elide: Text.ElideRight
                                Layout.maximumWidth: 420
                                text: visible ? modelData.setupProblems[0].text : ""
                                color: Theme.danger
                            }
                            Label {
                                text: !modelData.taken ? "" : (modelData.ready ? qsTr("Ready") : qsTr("Not ready"))
                                color: modelData.ready ? Theme.good : Theme.textDim
                                font.bold: modelData.ready
                            }
                        }
                    }
                }
            }
            // Spectators apart from the seated players: they watch, they do not play.
            Label {
                textFormat: Text.PlainText // names come from other computers
                text: root.lan.watchers.length > 0
                      ? qsTr("Spectators (%1): %2").arg(root.lan.spectators).arg(root.lan.watchers.join(", "))
                      : qsTr("Spectators: %1").arg(root.lan.spectators)
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                visible: root.usesDecks && root.lan.mySeat >= 0
                Label { text: qsTr("My deck"); color: Theme.text }
                ComboBox {
                    id: deckBox
                    objectName: "lobbyDeck"
                    Layout.preferredWidth: 360
                    model: root.deckChoices
                    textRole: "name"
                    Accessible.name: qsTr("My deck")
                    // A new choice while ready goes to the host at once, to be checked again.
                    onActivated: if (root.lan.ready) root.sendReady(true)
                }
                // What the game says of the chosen deck (its manifest's deckNote), or nothing.
                Label {
                    objectName: "lobbyDeckNote"
                    readonly property var chosen: root.deckChoices[deckBox.currentIndex]
                    text: chosen && chosen.deck ? GameManifests.deckNote(root.lan.gameId, chosen.deck, n => deckSource.cardOf(root.lan.gameId, n)) : ""
                    visible: text.length > 0
                    color: Theme.textDim
                    elide: Text.ElideRight
                    Layout.maximumWidth: 480
                }
            }
            RowLayout {
                visible: root.gameRoles.length > 0 && root.lan.mySeat >= 0
                Label { text: qsTr("My role"); color: Theme.text }
                ComboBox {
                    id: roleBox
                    objectName: "lobbyRole"
                    Layout.preferredWidth: 260
                    model: [qsTr("As the rules give it")].concat(root.gameRoles.map(r => root.roleTitle(r.id)))
                    Accessible.name: qsTr("My role")
                    onActivated: (i) => {
                        root.myRole = i === 0 ? "" : root.gameRoles[i - 1].id
                        if (root.lan.ready) root.sendReady(true)
                    }
                }
            }
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                model: root.lan.mySeat >= 0 ? root.kindsOf(root.myRole) : []
                delegate: RowLayout {
                    required property string modelData
                    Label { text: root.kindLabel(modelData); color: Theme.textDim; Layout.preferredWidth: 120 }
                    TextField {
                        objectName: "lobbySetup_" + modelData
                        Layout.preferredWidth: 420
                        placeholderText: qsTr("JSON; empty for the game's default")
                        onTextEdited: {
                            const t = Object.assign({}, root.mySetupTexts)
                            t[modelData] = text
                            root.mySetupTexts = t
                        }
                    }
                }
            }
            Label {
                id: setupProblem
                objectName: "lobbySetupProblem"
                color: Theme.danger
                visible: text.length > 0
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            RowLayout {
                Button {
                    objectName: "readyButton"
                    visible: root.lan.mySeat >= 0
                    text: root.lan.ready ? qsTr("Not ready") : qsTr("Ready")
                    highlighted: !root.lan.ready
                    onClicked: root.sendReady(!root.lan.ready)
                }
                Button {
                    objectName: "startButton"
                    visible: root.lan.hosting
                    text: qsTr("Start the game")
                    enabled: root.lan.canStart
                    highlighted: root.lan.canStart
                    onClicked: root.lan.start()
                    ToolTip.visible: hovered && !enabled
                    ToolTip.text: qsTr("Every seat must be taken and ready")
                }
                Label {
                    visible: !root.lan.hosting && root.lan.mySeat >= 0
                    text: qsTr("The host starts the game when everyone is ready.")
                    color: Theme.textDim
                }
            }
            Label {
                visible: root.lan.status === "failed" || root.lan.status === "ended" || root.lan.status === "reconnecting"
                text: root.lan.errorText
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true }
        }
        ChatPanel {
            lan: root.lan
            Layout.preferredWidth: 320
            Layout.fillHeight: true
        }
    }
}
