import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// What the current seat must decide, and the buttons for decisions that are not a card
// drag (end turn, pass, done...). `choices`: [{text, action, enabled}].
Rectangle {
    id: root
    property string text
    property string who
    property var choices: []
    property GameController controller
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: 8
    implicitHeight: 52
    Accessible.role: Accessible.StatusBar
    Accessible.name: root.text

    function choose(index) {
        const c = root.choices[index]
        if (!c || c.enabled === false)
            return
        if (c.action && root.controller)
            root.controller.propose(c.action)
        else if (c.run)
            c.run()
    }
    // The first choice (End turn, Pass, Done...) from anywhere on the table.
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: root.visible && root.choices.length > 0
        onActivated: root.choose(0)
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10
        Label {
            text: root.who
            visible: root.who.length > 0
            color: Theme.accent
            font.bold: true
            font.pixelSize: Theme.fontNormal
        }
        Label {
            Layout.fillWidth: true
            // With many buttons on a narrow window the prompt keeps room for a few words a line,
            // on up to three lines. (The buttons do not shrink yet: past the bar's width they run
            // off its end, as Combat Grid's do at 960x600.)
            Layout.minimumWidth: Math.min(implicitWidth, 220)
            objectName: "promptText"
            text: root.text
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            // The whole prompt, on up to three lines, rather than "Choose the Evas ...".
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
        Repeater {
            model: root.choices
            Button {
                required property var modelData
                required property int index
                objectName: "choice_" + index
                text: modelData.text
                enabled: modelData.enabled !== false
                Accessible.name: modelData.text
                ToolTip.visible: index === 0 && hovered
                ToolTip.text: qsTr("Ctrl+Enter")
                onClicked: root.choose(index)
            }
        }
    }
}
