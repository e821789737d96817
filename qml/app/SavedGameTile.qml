import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// One saved game on the home page: its table, game, players, turn and who is to move, when it
// was last played; Resume, and Delete (asked twice).
Rectangle {
    id: tile
    required property string path
    required property string gameId
    required property var seatNames
    required property int actions
    required property int turn
    required property string toMove
    required property bool finished
    required property var updated
    required property string thumbnail
    required property string damaged
    signal resume()
    signal remove()

    objectName: "savedGame_" + index
    required property int index
    width: 360
    height: 112
    radius: 10
    color: Theme.panel
    border.color: finished || damaged.length ? Theme.panelBorder : Theme.accent
    border.width: 1
    Accessible.role: Accessible.Grouping
    Accessible.name: titleLabel.text + ", " + statusLabel.text

    property bool confirming: false

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10
        Rectangle {
            Layout.preferredWidth: 128
            Layout.fillHeight: true
            radius: 6
            color: Theme.felt
            clip: true
            Image {
                anchors.fill: parent
                source: tile.thumbnail
                fillMode: Image.PreserveAspectCrop
                asynchronous: true
                cache: false
                sourceSize: Qt.size(256, 192)
            }
            Label {
                anchors.centerIn: parent
                visible: !tile.thumbnail.length
                text: GameManifests.title(tile.gameId, tile.gameId)
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                width: parent.width - 8
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
        }
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 2
            Label {
                id: titleLabel
                Layout.fillWidth: true
                text: tile.damaged.length ? qsTr("A save that cannot be read")
                                          : GameManifests.title(tile.gameId, tile.gameId)
                color: Theme.text
                font.pixelSize: Theme.fontNormal + 2
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.fillWidth: true
                text: tile.damaged.length ? tile.damaged : tile.seatNames.join(", ")
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
                maximumLineCount: tile.damaged.length ? 2 : 1
                wrapMode: tile.damaged.length ? Text.WrapAnywhere : Text.NoWrap
            }
            Label {
                id: statusLabel
                objectName: "savedGameStatus"
                Layout.fillWidth: true
                text: tile.damaged.length ? ""
                      : tile.finished ? qsTr("Finished after %n move(s)", "", tile.actions)
                      : tile.turn > 0 && tile.toMove.length ? qsTr("Turn %1, %2 to move").arg(tile.turn).arg(tile.toMove)
                      : qsTr("%n move(s) played", "", tile.actions)
                color: tile.finished ? Theme.textDim : Theme.accent
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
            Label {
                Layout.fillWidth: true
                text: tile.updated ? tile.updated.toLocaleString(Qt.locale(AppSettings.language), Locale.ShortFormat) : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Item { Layout.fillHeight: true }
            RowLayout {
                spacing: 6
                Button {
                    objectName: "resumeButton"
                    visible: !tile.damaged.length
                    text: tile.finished ? qsTr("Open") : qsTr("Resume")
                    highlighted: !tile.finished
                    flat: tile.finished
                    font.pixelSize: Theme.fontSmall
                    implicitHeight: 30
                    onClicked: tile.resume()
                    Accessible.name: qsTr("Resume %1").arg(titleLabel.text)
                }
                Button {
                    objectName: "deleteButton"
                    text: tile.confirming ? qsTr("Delete for good?") : qsTr("Delete")
                    flat: !tile.confirming
                    font.pixelSize: Theme.fontSmall
                    implicitHeight: 30
                    palette.buttonText: tile.confirming ? Theme.danger : Theme.textDim
                    onClicked: {
                        if (tile.confirming)
                            tile.remove()
                        else {
                            tile.confirming = true
                            confirmTimer.restart()
                        }
                    }
                    Timer { id: confirmTimer; interval: 4000; onTriggered: tile.confirming = false }
                }
            }
        }
    }
}
