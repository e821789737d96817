import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Pick a game, resume the last one, or open settings and about.
Page {
    id: root
    property GameController controller
    signal newGame(string gameId)
    signal resume()
    signal settings()
    signal about()
    signal rules(string gameId)
    signal collection()
    signal decks()
    signal lan()
    background: Rectangle { color: Theme.background }

    property bool resumable: false
    function refreshResume() { resumable = controller ? controller.hasResumable() : false }
    Component.onCompleted: refreshResume()
    StackView.onActivated: refreshResume()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 36
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
                // A Loader rather than `visible`: Qt 6.4 left a button that turned visible after
                // the first layout at (0, 0), on top of the title.
                Loader {
                    active: root.resumable
                    sourceComponent: Button {
                        objectName: "resumeButton"
                        text: qsTr("Resume last game")
                        highlighted: true
                        onClicked: root.resume()
                    }
                }
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
        Item { Layout.fillHeight: true }
    }
}
