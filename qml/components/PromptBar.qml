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
            text: root.text
            color: Theme.text
            font.pixelSize: Theme.fontNormal
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
                onClicked: {
                    if (modelData.action && root.controller)
                        root.controller.propose(modelData.action)
                    else if (modelData.run)
                        modelData.run()
                }
            }
        }
    }
}
