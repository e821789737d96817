import QtQuick
import QtQuick.Controls
import Tabletop

// Hot-seat privacy: an opaque cover shown whenever another seat must decide. Under it the
// controller exposes only the public view, so nothing private can show through, not even
// in a screenshot. The next player lifts it with "I am <name>".
Rectangle {
    id: root
    property string name
    property string reason
    property bool canPass: false
    // Answers to a public question, given here without showing the hand: [{text, action}].
    property var answers: []
    // A number that changes with every hand-off (GameController.handoffs): a new curtain may come
    // down while this one stays visible (after "Pass without looking"), and it must re-arm.
    property int serial: 0
    // Stops of the seat named: "always", "phases" or "never", the phases it ticked, the game's
    // phases and their names. Empty stopPhases: the game has no optional responses.
    property string stopMode: "always"
    property var stopTicked: []
    property var stopPhases: []
    property var phaseName: (p) => p
    signal revealed()
    signal passed()
    signal answered(var action)
    signal stopsChosen(string mode, var phases)
    // Buttons ignore input for the first moments of each curtain, and each curtain puts them
    // somewhere else than the last one: a double-click meant for one seat never answers the next.
    property int inputDelay: 400
    property bool armed: false
    property bool flip: false
    function rearm() {
        shownAt = Date.now()
        armed = false
        flip = !flip
        armTimer.restart()
        Qt.callLater(root.forceActiveFocus)
    }
    onSerialChanged: if (visible) rearm()
    Timer { id: armTimer; interval: root.inputDelay; onTriggered: root.armed = true }
    color: Theme.background
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Pass the computer to %1").arg(root.name)
    MouseArea { anchors.fill: parent; hoverEnabled: true } // swallow clicks to the table below
    // Plain Enter means "I am <name>", but not Ctrl+Enter (the table's "first choice", which
    // the previous player may press twice) and not in the first moments after the curtain
    // came down: a key meant for the table must not show the next player's hand.
    property double shownAt: 0
    function enterReveals(event) {
        const plain = (event.modifiers & ~Qt.KeypadModifier) === Qt.NoModifier
        return plain && !event.isAutoRepeat && Date.now() - shownAt >= 700
    }
    Keys.onReturnPressed: (event) => { if (enterReveals(event)) root.revealed() }
    Keys.onEnterPressed: (event) => { if (enterReveals(event)) root.revealed() }
    focus: visible
    // Whoever sits down next can answer with Enter (after a moment). The curtain itself holds
    // the keyboard, not its button: a focused button would take Enter at once.
    onVisibleChanged: if (visible) rearm()
    Component.onCompleted: if (visible) rearm()

    Column {
        id: block
        objectName: "curtainBlock"
        anchors.centerIn: parent
        // Two places, 140 px apart (more than the buttons' height), taken in turn.
        anchors.verticalCenterOffset: root.flip ? 70 : -70
        spacing: 18
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Pass the computer to %1").arg(root.name)
            color: Theme.text
            font.pixelSize: Theme.fontTitle
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.reason
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
            visible: text.length > 0
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Everyone else, please look away.")
            color: Theme.textDim
            font.pixelSize: Theme.fontNormal
        }
        Item { // "I am ..." stays centred (anchors, not a Row: no layout pass moves it)
            anchors.horizontalCenter: parent.horizontalCenter
            width: button.width; height: button.height
            Button {
                id: button
                objectName: "curtainButton"
                text: qsTr("I am %1").arg(root.name)
                font.pixelSize: Theme.fontLarge
                font.capitalization: Font.MixedCase // a name as its player wrote it ("Ann", not "ANN")
                enabled: root.armed
                onClicked: root.revealed()
            }
            Button { // a quick "no" to a reaction or phase chance, without showing the hand
                objectName: "curtainPass"
                visible: root.canPass
                anchors.left: button.right; anchors.leftMargin: 14
                anchors.verticalCenter: button.verticalCenter
                text: qsTr("Pass without looking")
                font.pixelSize: Theme.fontNormal
                enabled: root.armed
                onClicked: { root.armed = false; root.passed() }
                Accessible.description: qsTr("%1 passes without showing their hand").arg(root.name)
            }
        }
        // A public question (nothing of the hand needed): its answers, without "I am".
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.answers.length > 0
            text: qsTr("%1 may answer here; the hand stays hidden:").arg(root.name)
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Column {
            objectName: "curtainAnswers"
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 6
            visible: root.answers.length > 0
            Repeater {
                model: root.answers
                Button {
                    anchors.horizontalCenter: parent.horizontalCenter
                    objectName: "curtainAnswer" + index
                    text: modelData.text
                    enabled: root.armed
                    onClicked: { root.armed = false; root.answered(modelData.action) }
                    Accessible.description: qsTr("%1 answers without showing their hand").arg(root.name)
                }
            }
        }
        // Stops: when this seat wants to be asked about reactions and other optional answers.
        StopsChooser {
            objectName: "curtainStops"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: root.stopPhases.length > 0
            label: qsTr("Ask %1 about reactions:").arg(root.name)
            modeBoxName: "curtainStopMode"
            mode: root.stopMode
            ticked: root.stopTicked
            phases: root.stopPhases
            phaseName: root.phaseName
            onChosen: (mode, phases) => root.stopsChosen(mode, phases)
        }
    }
}
