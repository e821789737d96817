import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Pick a game, go on with a saved one, or open settings and about.
Page {
    id: root
    property GameController controller
    signal newGame(string gameId)
    signal resume(string path)
    signal settings()
    signal about()
    signal rules(string gameId)
    signal collection()
    signal decks()
    signal lan()
    background: Rectangle { color: Theme.background }

    // Every hot-seat game saves itself in its own file; they are listed here, newest first.
    SavedGames { id: savedGames }
    StackView.onActivated: savedGames.refresh()

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 72
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }
    ColumnLayout {
        id: content
        x: 36
        y: 36
        width: flick.width - 72
        spacing: 22
        RowLayout {
            Layout.fillWidth: true
            Image { source: "qrc:/Tabletop/assets/icon.svg"; sourceSize: Qt.size(56, 56) }
            Label {
                text: qsTr("Tabletop")
                color: Theme.text
                font.pixelSize: 40
                font.bold: true
            }
            // The buttons wrap onto a second line in a narrow window instead of running into
            // the title. Right-to-left, so they are listed here from the right edge.
            Flow {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                layoutDirection: Qt.RightToLeft
                spacing: 6
                Button { text: qsTr("About"); onClicked: root.about() }
                Button { objectName: "settingsButton"; text: qsTr("Settings"); onClicked: root.settings() }
                Button { objectName: "joinLanButton"; text: qsTr("Join a LAN game"); onClicked: root.lan() }
                Button { objectName: "hostLanButton"; text: qsTr("Host a LAN game"); onClicked: root.lan() }
                Button { objectName: "decksButton"; text: qsTr("Decks"); onClicked: root.decks() }
                Button { objectName: "collectionButton"; text: qsTr("Collection"); onClicked: root.collection() }
            }
        }
        Label {
            objectName: "savedGamesLabel"
            visible: savedGames.count > 0
            text: qsTr("Your games")
            color: Theme.textDim
            font.pixelSize: Theme.fontLarge
        }
        ListView {
            id: savedList
            objectName: "savedGamesList"
            visible: savedGames.count > 0
            Layout.fillWidth: true
            Layout.preferredHeight: 118
            orientation: ListView.Horizontal
            spacing: 14
            clip: true
            model: savedGames
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.horizontal: ScrollBar { policy: savedList.contentWidth > savedList.width ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }
            delegate: SavedGameTile {
                onResume: root.resume(path)
                onRemove: savedGames.remove(path)
            }
        }
        Label {
            objectName: "chooseGameLabel"
            text: qsTr("Choose a game")
            color: Theme.textDim
            font.pixelSize: Theme.fontLarge
        }
        GridLayout {
            Layout.fillWidth: true
            columns: Math.max(1, Math.floor(width / 330))
            columnSpacing: 18
            rowSpacing: 18
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                model: GameCatalog.games
                delegate: Rectangle {
                    id: tile
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.preferredHeight: 190
                    radius: 12
                    color: modelData.playable ? Theme.felt : Theme.panel
                    border.color: modelData.playable ? Theme.accent : Theme.panelBorder
                    border.width: modelData.playable ? 2 : 1
                    Accessible.role: Accessible.Button
                    Accessible.name: GameManifests.title(modelData.id, modelData.title)
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 16
                        spacing: 6
                        Label {
                            text: GameManifests.title(tile.modelData.id, tile.modelData.title)
                            color: Theme.text
                            font.pixelSize: 24
                            font.bold: true
                        }
                        Label {
                            text: tile.modelData.minSeats === tile.modelData.maxSeats
                                  ? qsTr("%1 players").arg(tile.modelData.minSeats)
                                  : qsTr("%1-%2 players").arg(tile.modelData.minSeats).arg(tile.modelData.maxSeats)
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            text: GameManifests.blurb(tile.modelData.id)
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            font.pixelSize: Theme.fontNormal
                        }
                        RowLayout {
                            Button {
                                objectName: "play_" + tile.modelData.id
                                text: tile.modelData.playable ? qsTr("New hot-seat game") : qsTr("Not yet playable")
                                enabled: tile.modelData.playable
                                highlighted: tile.modelData.playable
                                onClicked: root.newGame(tile.modelData.id)
                            }
                            Button {
                                text: qsTr("Rules")
                                visible: tile.modelData.playable
                                onClicked: root.rules(tile.modelData.id)
                            }
                        }
                    }
                }
            }
        }
    }
    }
}
