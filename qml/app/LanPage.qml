import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Host a LAN game, or join one: games announced on the LAN appear by themselves; an
// address and port can also be typed in. Shows progress while connecting and why it failed.
Page {
    id: root
    objectName: "lanPage"
    property LanController lan
    signal back()
    signal couchStarted() // a saved couch game hosted again: the table with the phones' codes
    background: Rectangle { color: Theme.background }

    readonly property var playable: GameCatalog.games.filter(g => g.playable)
    readonly property bool busy: lan && lan.status === "connecting"
    property var hostOptionValues: ({}) // the house rules chosen for the game to host ({name: value})

    Component.onCompleted: { lan.startBrowsing(); syncHosts() }

    // The games found on the network, kept row by row: an announcement that changes (a seat
    // taken) updates its row in place, so a Join button under the pointer stays where it is.
    ListModel { id: hostRows }
    function syncHosts() {
        const hosts = lan ? lan.hosts : []
        const keys = hosts.map(h => h.address + ":" + h.port)
        for (let i = hostRows.count - 1; i >= 0; --i)
            if (keys.indexOf(hostRows.get(i).key) < 0)
                hostRows.remove(i)
        for (let k = 0; k < hosts.length; ++k) {
            const h = hosts[k]
            const row = { key: keys[k], game: String(h.game), name: String(h.name), address: String(h.address),
                          port: Number(h.port), taken: Number(h.taken), seats: Number(h.seats),
                          started: !!h.started, password: !!h.password, commitment: String(h.commitment || "") }
            let at = -1
            for (let i = 0; i < hostRows.count && at < 0; ++i)
                if (hostRows.get(i).key === row.key)
                    at = i
            if (at < 0) {
                hostRows.insert(k, row)
            } else {
                if (at !== k) // rows follow the browser's order (row k is lan.hosts[k])
                    hostRows.move(at, k, 1)
                hostRows.set(k, row)
            }
        }
    }
    Connections {
        target: root.lan
        function onHostsChanged() { root.syncHosts() }
    }

    function gameTitle(id) {
        const g = GameCatalog.game(id)
        return GameManifests.title(id, g && g.title ? g.title : id)
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 36
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 14
            RowLayout {
                Button { text: qsTr("Back"); onClicked: { root.lan.stopBrowsing(); root.back() } }
                Label {
                    text: qsTr("Play on the local network")
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                }
            }
            RowLayout {
                Label { text: qsTr("Your name"); color: Theme.text }
                TextField {
                    id: nameField
                    objectName: "lanName"
                    text: AppSettings.lastSeatNames.length ? AppSettings.lastSeatNames[0] : ""
                    placeholderText: qsTr("Name shown to the other players")
                    maximumLength: 40
                    Layout.preferredWidth: 260
                    Accessible.name: qsTr("Your name")
                }
                Label { text: qsTr("Password"); color: Theme.text }
                TextField {
                    id: passwordField
                    objectName: "lanPassword"
                    echoMode: TextInput.Password
                    placeholderText: qsTr("optional")
                    Layout.preferredWidth: 160
                    Accessible.name: qsTr("Password")
                }
            }

            // Hosting
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: hostColumn.implicitHeight + 28
                color: Theme.panel
                border.color: Theme.panelBorder
                radius: 10
                ColumnLayout {
                    id: hostColumn
                    anchors.fill: parent
                    anchors.margins: 14
                    Label { text: qsTr("Host a LAN game"); color: Theme.accent; font.pixelSize: Theme.fontLarge }
                    RowLayout {
                        Label { text: qsTr("Game"); color: Theme.text }
                        ComboBox {
                            id: gameBox
                            objectName: "lanGame"
                            model: root.playable.map(g => root.gameTitle(g.id))
                            Layout.preferredWidth: 200 // room for the longest title
                            Accessible.name: qsTr("Game")
                            onCurrentIndexChanged: root.hostOptionValues = ({}) // another game: its own defaults
                        }
                        Label { text: qsTr("Seats"); color: Theme.text }
                        SpinBox {
                            id: seatBox
                            readonly property var info: root.playable[gameBox.currentIndex] || ({})
                            from: info.minSeats || 2
                            to: info.maxSeats || 2
                            value: info.minSeats || 2
                            Accessible.name: qsTr("Seats")
                        }
                        Label { text: qsTr("Port"); color: Theme.text }
                        SpinBox {
                            id: portBox
                            objectName: "lanHostPort"
                            from: 1024; to: 65535; editable: true
                            value: 47474
                            textFromValue: (v) => String(v)
                            Accessible.name: qsTr("Port")
                        }
                        Button {
                            objectName: "lanHostButton"
                            text: qsTr("Host")
                            highlighted: true
                            enabled: !root.busy && nameField.text.trim().length > 0 && root.playable.length > 0
                            onClicked: root.lan.host(root.playable[gameBox.currentIndex].id, seatBox.value,
                                                     nameField.text, passwordField.text, portBox.value, root.hostOptionValues)
                        }
                        Button {
                            objectName: "lanHostSavedButton"
                            text: qsTr("Host the saved game")
                            visible: root.lan.hasSavedGame
                            enabled: !root.busy && nameField.text.trim().length > 0
                            onClicked: root.lan.hostSaved(nameField.text, passwordField.text, portBox.value)
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("The last LAN game you hosted; its players rejoin their seats")
                        }
                        // A saved game played with phones goes on as it was: this screen's seats
                        // here, a new code for each phone.
                        Button {
                            objectName: "lanContinueCouchButton"
                            text: qsTr("Continue with phones")
                            visible: root.lan.hasSavedGame && root.lan.savedGameIsCouch()
                            enabled: !root.busy
                            onClicked: if (root.lan.hostCouchSaved()) root.couchStarted()
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("The last game played with phones: this screen's seats play here again, and each phone scans its seat's new code")
                        }
                    }
                    // The game's house rules (an encounter, a first player, ...), as on the new-game page.
                    OptionRows {
                        objectName: "lanHostOptions"
                        gameId: (root.playable[gameBox.currentIndex] || {}).id || ""
                        options: (root.playable[gameBox.currentIndex] || {}).options || []
                        labelWidth: 300
                        choiceWidth: 280
                        values: root.hostOptionValues
                        onChosen: (name, value) => {
                            const o = Object.assign({}, root.hostOptionValues)
                            o[name] = value
                            root.hostOptionValues = o
                        }
                    }
                }
            }

            // Joining
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: joinColumn.implicitHeight + 28
                color: Theme.panel
                border.color: Theme.panelBorder
                radius: 10
                ColumnLayout {
                    id: joinColumn
                    anchors.fill: parent
                    anchors.margins: 14
                    Label { text: qsTr("Join a LAN game"); color: Theme.accent; font.pixelSize: Theme.fontLarge }
                    CheckBox {
                        id: spectatorBox
                        objectName: "lanSpectator"
                        text: qsTr("Watch as a spectator (public information only)")
                    }
                    Label {
                        text: hostRows.count ? qsTr("Games on your network:")
                                                    : qsTr("Looking for games on your network...")
                        color: Theme.textDim
                    }
                    // The games found, in a positioner (they come and go as hosts announce
                    // themselves; Qt 6.4's layouts can read a row the Repeater has just destroyed).
                    Column {
                        Layout.fillWidth: true
                        spacing: joinColumn.spacing
                        Repeater {
                            model: hostRows
                            delegate: RowLayout {
                                id: hostRow
                                width: parent ? parent.width : implicitWidth
                                required property int index
                                required property string game
                                required property string name
                                required property string address
                                required property int port
                                required property int taken
                                required property int seats
                                required property bool started
                                required property bool password
                                required property string commitment // the game's key for this seat's token
                                Label {
                                    text: qsTr("%1 hosted by %2 (%3:%4), %5 of %6 seats taken")
                                          .arg(root.gameTitle(hostRow.game)).arg(hostRow.name)
                                          .arg(hostRow.address).arg(hostRow.port)
                                          .arg(hostRow.taken).arg(hostRow.seats)
                                          + (hostRow.started ? " " + qsTr("(started)") : "")
                                          + (hostRow.password ? " " + qsTr("(password)") : "")
                                    textFormat: Text.PlainText // announced by any computer on the network
                                    color: Theme.text
                                    Layout.fillWidth: true
                                }
                                Button {
                                    objectName: "lanJoinFound_" + hostRow.index
                                    text: spectatorBox.checked ? qsTr("Watch") : qsTr("Join")
                                    enabled: !root.busy && nameField.text.trim().length > 0
                                    onClicked: root.lan.join(hostRow.address, hostRow.port, nameField.text,
                                                             passwordField.text, spectatorBox.checked, hostRow.commitment)
                                }
                            }
                        }
                    }
                    RowLayout {
                        Label { text: qsTr("Address"); color: Theme.text }
                        TextField {
                            id: addressField
                            objectName: "lanAddress"
                            placeholderText: qsTr("e.g. 192.168.1.20")
                            Layout.preferredWidth: 200
                            Accessible.name: qsTr("Host address")
                        }
                        Label { text: qsTr("Port"); color: Theme.text }
                        SpinBox {
                            id: joinPortBox
                            from: 1; to: 65535; editable: true
                            value: 47474
                            textFromValue: (v) => String(v)
                            Accessible.name: qsTr("Host port")
                        }
                        Button {
                            objectName: "lanJoinButton"
                            text: qsTr("Join by address")
                            enabled: !root.busy && addressField.text.trim().length > 0 && nameField.text.trim().length > 0
                            onClicked: root.lan.join(addressField.text, joinPortBox.value, nameField.text,
                                                     passwordField.text, spectatorBox.checked)
                        }
                    }
                }
            }
            RowLayout {
                visible: root.busy
                BusyIndicator { running: root.busy; Layout.preferredWidth: 40; Layout.preferredHeight: 40 }
                Label { text: qsTr("Connecting..."); color: Theme.text }
            }
            Label {
                objectName: "lanError"
                visible: root.lan.status === "failed" || root.lan.status === "ended"
                text: root.lan.errorText
                color: root.lan.status === "failed" ? Theme.danger : Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }
    }
}
