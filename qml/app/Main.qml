import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Tabletop

ApplicationWindow {
    id: window
    objectName: "mainWindow"
    // The first window fits the screen's free area with room for the title bar (a 1280x800
    // laptop gets 1280x752, not a window taller than its screen); a saved size is kept, shrunk
    // to the screen it opens on.
    readonly property int availableWidth: Screen.desktopAvailableWidth > 0 ? Screen.desktopAvailableWidth : 1280
    readonly property int availableHeight: Screen.desktopAvailableHeight > 0 ? Screen.desktopAvailableHeight - 48 : 820
    width: Math.max(minimumWidth, Math.min(AppSettings.windowGeometry.width > 200 ? AppSettings.windowGeometry.width : 1280,
                                           availableWidth))
    height: Math.max(minimumHeight, Math.min(AppSettings.windowGeometry.height > 200 ? AppSettings.windowGeometry.height : 820,
                                             availableHeight))
    minimumWidth: 960
    minimumHeight: 640
    visible: true
    // Cards and text follow the window's size (Theme.windowScale): 1 at 1280x800.
    Binding {
        target: Theme
        property: "windowScale"
        value: Math.min(window.width / 1280, window.height / 800)
    }
    // The comma makes the binding depend on the language, so the title follows a switch.
    title: (AppSettings.language, qsTr("Tabletop"))
    color: Theme.background

    Component.onCompleted: {
        const g = AppSettings.windowGeometry
        if (g.width > 200) { x = g.x; y = g.y }
    }
    onClosing: AppSettings.windowGeometry = Qt.rect(x, y, width, height)

    property GameController game: GameController {
        // Hot-seat: the seed recomputes every hand; the table shows it before the end only
        // when the players chose so in Settings.
        showSeedDuringPlay: AppSettings.showSeedDuringPlay
        // Hot-seat: a moment to see one's move before the curtain (TablePage ends it).
        reviewMoves: AppSettings.moveReviewSeconds > 0
        objectName: "gameController"
    }

    // LAN play: the lobby opens once a seat is granted, the table once the game starts.
    property LanController lan: LanController {
        objectName: "lanController"
        // Couch mode: the pictures of the cards on the phones, as the game's table draws them.
        pictureOf: (game, cardId, face) => GameManifests.facePicture(game, cardId, face)
        onStatusChanged: {
            if (status === "lobby" && stack.currentItem && stack.currentItem.objectName === "lanPage")
                open("LobbyPage", { lan: window.lan })
        }
        onGameStarted: {
            window.game.close()
            bind(window.game)
            // Couch mode: the table page is up since the codes were shown.
            if (couch && stack.currentItem && stack.currentItem.objectName === "lanTablePage")
                return
            window.openLanTable(stack.currentItem && stack.currentItem.objectName === "lobbyPage")
        }
    }

    function openTable() {
        open("TablePage", { controller: window.game })
    }
    // Couch mode (lan.hostCouch): the table page shows the phones' codes, then (bound to the
    // public view when the game starts) the table.
    function openCouchTable() {
        window.game.close()
        stack.pop(null, StackView.Immediate)
        openLanTable(false)
    }
    function showRules(gameId, rule) {
        open("RulesPage", { gameId: gameId, rule: rule || "" })
    }

    // Qt 6.4's QQmlEngine::retranslate() leaves the bindings of pages that already exist in
    // the old language, so a language switch rebuilds the pages (the game itself lives in
    // C++ and is untouched). The switch happens on the settings page, so that is where the
    // rebuilt stack ends.
    Connections {
        target: AppSettings
        function onLanguageChanged() { Qt.callLater(window.rebuildPages) }
    }
    function rebuildPages() {
        stack.clear(StackView.Immediate)
        GameManifests.forget()
        stack.push(homePage, {}, StackView.Immediate)
        open("SettingsPage", {}, false, StackView.Immediate)
    }

    // Escape (or the Back key) leaves a page for the one below it. At the table, Leave in the
    // top bar does that on purpose, so Escape there stays with popups and menus.
    Shortcut {
        sequences: ["Escape", StandardKey.Back]
        enabled: stack.depth > 1 && stack.currentItem && stack.currentItem.objectName !== "tablePage"
                 && stack.currentItem.objectName !== "lanTablePage"
        onActivated: stack.pop()
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: homePage
    }

    Component {
        id: homePage
        HomePage {
            onNewGame: (gameId) => window.openNewGame({ gameId: gameId })
            onResume: (path) => { if (window.game.loadGame(path)) window.openTable() }
            onSettings: window.open("SettingsPage")
            onAbout: window.open("AboutPage")
            onRules: (gameId) => window.showRules(gameId, "")
            onCollection: window.open("CollectionPage")
            onDecks: window.open("DeckBuilderPage")
            onLan: window.open("LanPage", { lan: window.lan })
            controller: window.game
        }
    }

    // Every other page is loaded the first time it opens (issue 20): declaring them here as
    // Components made the start-up compile each page and every type it uses before the
    // home page's first frame. page() keeps each compiled page for the next time; open()
    // pushes (or replaces the current page with) one and connects its signals.
    property var pageComponents: ({})
    function page(name) {
        let component = pageComponents[name]
        if (!component) {
            component = Qt.createComponent(name + ".qml")
            if (component.status === Component.Error)
                console.error(component.errorString())
            pageComponents[name] = component
        }
        return component
    }
    function open(name, properties, replace, operation) {
        const component = page(name)
        const props = properties || {}
        // StackView reads a trailing undefined as one more item: pass the operation only when given.
        const item = operation !== undefined
                   ? (replace ? stack.replace(component, props, operation) : stack.push(component, props, operation))
                   : (replace ? stack.replace(component, props) : stack.push(component, props))
        if (item)
            wirePage(name, item)
        return item
    }
    function wirePage(name, item) {
        switch (name) {
        case "LanPage":
            item.couchStarted.connect(window.openCouchTable)
            break
        case "NewGamePage":
            item.started.connect(() => open("TablePage", { controller: window.game }, true))
            item.couchStarted.connect(window.openCouchTable)
            item.back.connect(() => stack.pop())
            break
        case "TablePage":
            item.leave.connect(() => stack.pop(null))
            item.rulesRequested.connect((rule) => window.showRules(window.game.gameId, rule))
            // The same game for the same people: the new-game page starts with this game's seat count.
            item.playAgain.connect((gameId) => {
                const seats = window.game.seatNames.length
                stack.pop(null)
                window.openNewGame(seats > 0 ? { gameId: gameId, seats: seats } : { gameId: gameId })
            })
            break
        case "LobbyPage":
            item.back.connect(() => stack.pop(null))
            break
        case "LanTablePage":
            item.leave.connect(() => { window.lan.leave(); window.game.close(); stack.pop(null) })
            item.rulesRequested.connect((rule) => window.showRules(window.game.gameId, rule))
            break
        default:
            item.back.connect(() => stack.pop())
        }
    }
    function openNewGame(properties) {
        return open("NewGamePage", Object.assign({ controller: window.game, lan: window.lan }, properties))
    }
    function openLanTable(replace, operation) {
        return open("LanTablePage", { controller: window.game, lan: window.lan }, replace, operation)
    }
}
