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
    signal revealed()
    signal passed()
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
    onVisibleChanged: if (visible) { shownAt = Date.now(); Qt.callLater(root.forceActiveFocus) }
    Component.onCompleted: if (visible) { shownAt = Date.now(); Qt.callLater(root.forceActiveFocus) }

    Column {
        anchors.centerIn: parent
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
                onClicked: root.revealed()
            }
            Button { // a quick "no" to a reaction or phase chance, without showing the hand
                objectName: "curtainPass"
                visible: root.canPass
                anchors.left: button.right; anchors.leftMargin: 14
                anchors.verticalCenter: button.verticalCenter
                text: qsTr("Pass without looking")
                font.pixelSize: Theme.fontNormal
                onClicked: root.passed()
                Accessible.description: qsTr("%1 passes without showing their hand").arg(root.name)
            }
        }
    }
}
