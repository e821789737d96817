import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Hosts a game's table with the shared pieces around it: top bar, curtain, end screen,
// refusal toasts and the drag layer.
Page {
    id: root
    objectName: "tablePage"
    property GameController controller
    // A LAN guest's table offers the seat's own stops (a couch screen has them on its bar).
    property bool ownStops: false
    signal leave()
    signal rulesRequested(string rule)
    signal playAgain(string gameId)
    background: Rectangle { color: Theme.felt }

    readonly property string promptName: controller && controller.promptSeat >= 0
                                         ? controller.seatNames[controller.promptSeat] : ""

    Connections {
        target: root.controller
        function onRefused(text, rule) { toast.show(text, rule) }
        function onStateChanged() { if (root.controller.savePath.length) thumbnailTimer.restart() }
    }

    // The picture of this game in Home's saved games: the table as anyone at it may see it, so
    // it is taken only while the curtain hides every hand or once the game is over, a moment
    // after the last move.
    Timer {
        id: thumbnailTimer
        interval: 1200
        running: true // also for a game just opened
        onTriggered: root.saveThumbnail()
    }
    function saveThumbnail() {
        if (!controller || !table.item || table.width < 1 || !(controller.curtain || controller.gameOver))
            return
        const file = controller.thumbnailFile()
        if (!file.length)
            return
        table.grabToImage(function(result) { result.saveToFile(file) },
                          Qt.size(320, Math.round(320 * table.height / table.width)))
    }

    // Where the header's own controls at its left end (Leave, the seed), in the page's
    // coordinates: a LAN table's banners keep to the right of it.
    readonly property real headerLeftEnd: headerRow.x + (seedLabel.visible ? seedLabel.x + seedLabel.width
                                                                           : leaveButton.x + leaveButton.width)
    // Where its controls at the right end begin (the stops, Undo, Rules): a LAN table's own
    // buttons keep to the left of it.
    readonly property real headerRightStart: headerRow.x + (thinkingRow.visible ? thinkingRow.x
                                                            : myStopsButton.visible ? myStopsButton.x : undoButton.x)
    header: ToolBar {
        background: Rectangle { color: Theme.feltDark }
        RowLayout {
            id: headerRow
            anchors.fill: parent
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            ToolButton {
                id: leaveButton
                objectName: "leaveButton"
                text: qsTr("Leave")
                onClicked: {
                    if (thumbnailTimer.running) { // the picture of the last move, before the page goes
                        thumbnailTimer.stop()
                        root.saveThumbnail()
                    }
                    root.leave()
                }
                Accessible.name: qsTr("Leave the table (the game is saved)")
            }
            // Hot-seat: the controller gives the seed only once the game is over (or when the
            // players turned on "Show the seed during play"): it recomputes every hand.
            Label {
                id: seedLabel
                objectName: "seedLabel"
                visible: text.length > 0
                text: root.controller && root.controller.seed.length ? qsTr("Seed %1").arg(root.controller.seed) : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Item { Layout.fillWidth: true }
            // A computer seat thinks off the UI thread; the table stays usable meanwhile.
            RowLayout {
                id: thinkingRow
                objectName: "thinking"
                visible: root.controller && root.controller.thinkingSeat >= 0
                spacing: 6
                BusyIndicator {
                    running: parent.visible
                    Layout.preferredWidth: 22
                    Layout.preferredHeight: 22
                }
                Label {
                    text: parent.visible ? qsTr("%1 (computer) is thinking…").arg(root.controller.seatNames[root.controller.thinkingSeat]) : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
            }
            // A LAN seat's stops: when the host should ask this seat about reactions.
            ToolButton {
                id: myStopsButton
                objectName: "myStopsButton"
                visible: root.ownStops && root.controller !== null && root.controller.remote
                         && root.controller.viewerSeat >= 0 && root.controller.stopPhases.length > 0
                         && !root.controller.gameOver
                readonly property var stops: visible ? root.controller.seatStops(root.controller.viewerSeat) : ({})
                text: stops.mode === "never" ? qsTr("Reactions: never asked")
                      : stops.mode === "phases" ? qsTr("Reactions: some phases") : qsTr("Reactions")
                onClicked: myStopsPopup.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("When the host asks you about reactions and other optional answers")
                Popup {
                    id: myStopsPopup
                    objectName: "myStopsPopup"
                    y: parent.height
                    x: parent.width - width
                    padding: 12
                    background: Rectangle { color: Theme.feltDark; border.color: Theme.textDim; radius: 6 }
                    StopsChooser {
                        objectName: "myStops"
                        label: qsTr("Ask me about reactions:")
                        modeBoxName: "myStopMode"
                        mode: myStopsButton.stops.mode || "always"
                        ticked: myStopsButton.stops.phases || []
                        phases: root.controller ? root.controller.stopPhases : []
                        phaseName: (p) => root.controller.messageText({id: root.controller.gameId + ".stop." + p, text: p, args: {}})
                        onChosen: (mode, phases) => root.controller.setSeatStops(root.controller.viewerSeat, mode, phases)
                    }
                }
            }
            ToolButton {
                id: undoButton
                objectName: "undoButton"
                text: qsTr("Undo")
                enabled: root.controller && root.controller.canUndo
                onClicked: root.controller.undo()
                ToolTip.visible: hovered
                ToolTip.text: root.controller && root.controller.computerSeats.some(level => level !== "")
                              ? qsTr("Take back your last move and the computer's replies to it, if none of them revealed anything hidden")
                              : qsTr("Take back your last move, if it revealed nothing hidden")
            }
            ToolButton {
                text: qsTr("Rules")
                onClicked: root.rulesRequested("")
            }
        }
    }

    Loader {
        id: table
        objectName: "tableLoader"
        anchors.fill: parent
        source: root.controller && root.controller.gameId.length ? GameManifests.tableUrl(root.controller.gameId) : ""
        onLoaded: {
            item.controller = root.controller
            item.dragLayer = dragLayer
            item.zoom = zoom
            item.toast = toast
        }
    }

    CardZoom {
        id: zoom
        faceComponent: table.item ? table.item.faceComponent : null
        detailComponent: table.item ? table.item.detailComponent : null
    }

    DragLayer {
        id: dragLayer
        objectName: "dragLayer"
        anchors.fill: parent
        z: 50
        // A drop on no place at all: a click on the card lists its moves in words.
        onMissed: (card) => toast.show(qsTr("That card cannot go there. Click it to see where it may go."), "")
    }

    Toast {
        id: toast
        objectName: "toast"
        z: 60
        // At the top of the table, away from the hand it would otherwise cover.
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 12
        onRuleRequested: (rule) => root.rulesRequested(rule)
    }

    Curtain {
        id: curtain
        objectName: "curtain"
        anchors.fill: parent
        z: 100
        visible: root.controller && root.controller.curtain && !root.controller.gameOver
        name: root.promptName
        // A table may say more (Neo-Tokyo: what the seat is asked to react to).
        reason: table.item && table.item.curtainHint ? table.item.curtainHint : root.controller ? root.controller.promptText : ""
        canPass: root.controller !== null && root.controller.canPassUnseen
        // A public question (GameRules::promptIsPublic) is answered here, the hand unseen; the table
        // words each answer (publicAnswerText).
        answers: root.controller && table.item && table.item.publicAnswerText
                 ? root.controller.publicAnswers.map((a) => ({ text: table.item.publicAnswerText(a), action: a })) : []
        serial: root.controller ? root.controller.handoffs : 0
        readonly property var seatStops: root.controller && root.controller.handoffs >= 0 && root.controller.promptSeat >= 0
                                         ? root.controller.seatStops(root.controller.promptSeat) : ({})
        stopMode: seatStops.mode || "always"
        stopTicked: seatStops.phases || []
        stopPhases: root.controller && !root.controller.remote ? root.controller.stopPhases : []
        phaseName: (p) => root.controller.messageText({id: root.controller.gameId + ".stop." + p, text: p, args: {}})
        onRevealed: root.controller.reveal()
        onPassed: root.controller.passUnseen()
        onAnswered: (action) => root.controller.answerUnseen(action)
        onStopsChosen: (mode, phases) => root.controller.setSeatStops(root.controller.promptSeat, mode, phases)
    }

    // Hot-seat: a moment to see one's own move (the card landing, the log line) before the
    // curtain; "Done" or the delay chosen in Settings ends it.
    Rectangle {
        id: review
        objectName: "reviewBar"
        z: 90
        visible: root.controller && root.controller.reviewing
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 8
        width: reviewRow.implicitWidth + 24
        height: reviewRow.implicitHeight + 12
        radius: 6
        color: Theme.feltDark
        property int secondsLeft: AppSettings.moveReviewSeconds
        onVisibleChanged: if (visible) { secondsLeft = AppSettings.moveReviewSeconds; reviewTimer.restart() } else reviewTimer.stop()
        Timer {
            id: reviewTimer
            interval: 1000
            repeat: true
            onTriggered: {
                review.secondsLeft -= 1
                if (review.secondsLeft <= 0) {
                    stop()
                    root.controller.doneReviewing()
                }
            }
        }
        RowLayout {
            id: reviewRow
            anchors.centerIn: parent
            Label {
                text: qsTr("Your move is made. The computer goes to %1 in %n second(s).", "", review.secondsLeft).arg(root.promptName)
                color: Theme.text
            }
            Button {
                objectName: "reviewDone"
                text: qsTr("Done")
                onClicked: root.controller.doneReviewing()
                Accessible.description: qsTr("Bring the curtain down for %1 now").arg(root.promptName)
            }
        }
    }

    EndGameOverlay {
        anchors.fill: parent
        z: 110
        visible: root.controller && root.controller.gameOver
        controller: root.controller
        breakdownComponent: table.item ? table.item.breakdownComponent : null
        onPlayAgain: root.playAgain(root.controller.gameId)
        onBack: root.leave()
    }
}
