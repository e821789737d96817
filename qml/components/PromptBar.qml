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

    // How many choices stand as buttons; the rest wait under "More" (fit() decides).
    property int fitting: choices.length
    readonly property int shown: Math.min(fitting, choices.length)
    readonly property int count: choices.length
    // Buttons keep their natural width: on a narrow window with many choices (Combat Grid's
    // Defend and Protects at 960x600) those that do not fit beside the prompt's few words go
    // into the "More" menu instead of running off the bar's end. The first choice always stands.
    function fit() {
        const n = root.choices.length
        const spacing = row.spacing
        let room = row.width - promptText.Layout.minimumWidth
        if (whoLabel.visible)
            room -= whoLabel.implicitWidth + spacing
        let needed = 0
        for (let i = 0; i < n; ++i) {
            const b = buttons.itemAt(i)
            needed += (b ? b.implicitWidth : 0) + spacing
        }
        if (needed <= room) {
            root.fitting = n
            return
        }
        room -= moreButton.implicitWidth + spacing
        let count = 0
        let used = 0
        for (let i = 0; i < n; ++i) {
            const b = buttons.itemAt(i)
            used += (b ? b.implicitWidth : 0) + spacing
            if (used > room && count > 0)
                break
            ++count
        }
        root.fitting = count
    }
    onChoicesChanged: Qt.callLater(fit)
    onWidthChanged: Qt.callLater(fit)

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10
        Label {
            id: whoLabel
            text: root.who
            visible: root.who.length > 0
            color: Theme.accent
            font.bold: true
            font.pixelSize: Theme.fontNormal
            onImplicitWidthChanged: Qt.callLater(root.fit)
        }
        Label {
            id: promptText
            Layout.fillWidth: true
            // With many buttons on a narrow window the prompt keeps room for a few words a line,
            // on up to three lines; the buttons that do not fit go under "More".
            Layout.minimumWidth: Math.min(implicitWidth, 220)
            objectName: "promptText"
            text: root.text
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            // The whole prompt, on up to three lines, rather than "Choose the Evas ...".
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
            onImplicitWidthChanged: Qt.callLater(root.fit)
        }
        // The buttons in a positioner, not straight in the RowLayout: Qt 6.4's layouts can read a
        // button the Repeater has just destroyed when the choices change mid-rearrange.
        Row {
            spacing: row.spacing
            visible: root.choices.length > 0 && root.shown > 0
            Repeater {
                id: buttons
                model: root.choices
                Button {
                    required property var modelData
                    required property int index
                    objectName: "choice_" + index
                    visible: index < root.shown
                    text: modelData.text
                    enabled: modelData.enabled !== false
                    Accessible.name: modelData.text
                    // A choice may carry its own tooltip (`tip`); the first says its shortcut.
                    ToolTip.visible: hovered && (index === 0 || !!modelData.tip)
                    ToolTip.text: modelData.tip ? (index === 0 ? modelData.tip + "\n" + qsTr("Ctrl+Enter") : modelData.tip) : qsTr("Ctrl+Enter")
                    onClicked: root.choose(index)
                    onImplicitWidthChanged: Qt.callLater(root.fit)
                }
            }
        }
        Button {
            id: moreButton
            objectName: "choiceMore"
            visible: root.shown < root.choices.length
            text: qsTr("More (%n)", "", root.choices.length - root.shown)
            Accessible.name: qsTr("More choices")
            onClicked: moreMenu.open()
            Menu {
                id: moreMenu
                objectName: "choiceMoreMenu"
                y: -implicitHeight
                // As wide as its longest entry: "Protect Shinji Ikari (★★)" whole, not elided.
                width: {
                    let widest = 160
                    for (let i = 0; i < count; ++i) {
                        const entry = itemAt(i)
                        if (entry)
                            widest = Math.max(widest, entry.implicitWidth)
                    }
                    return widest + leftPadding + rightPadding
                }
                background: Rectangle {
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    radius: 6
                }
                Instantiator {
                    model: Math.max(0, root.choices.length - root.shown)
                    delegate: MenuItem {
                        required property int index
                        readonly property int choice: root.shown + index
                        objectName: "choice_" + choice
                        text: root.choices[choice] ? root.choices[choice].text : ""
                        enabled: root.choices[choice] !== undefined && root.choices[choice].enabled !== false
                        onTriggered: root.choose(choice)
                    }
                    onObjectAdded: (index, object) => moreMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => moreMenu.removeItem(object)
                }
            }
        }
    }
}
