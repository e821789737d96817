import QtQuick
import QtQuick.Controls
import Tabletop

// The test game's table: the shared Board (cells lit from the game's affordances while a piece
// is dragged, path to the cell under the pointer), a roll button and a stay button. No rules
// here: what may be done comes from controller.legal.
Item {
    id: root
    property GameController controller: null
    property DragLayer dragLayer: null
    property var zoom: null
    property var toast: null
    property Component faceComponent: null
    property Component detailComponent: null
    property Component breakdownComponent: null
    readonly property var view: controller ? controller.view : ({})
    readonly property int revision: controller ? controller.legal.revision : -1
    function has(type) { return revision >= 0 && controller !== null && controller.legal.ofType(type).length > 0 }

    Column {
        anchors.centerIn: parent
        spacing: 16
        Text {
            objectName: "tinygridPrompt"
            anchors.horizontalCenter: parent.horizontalCenter
            text: root.controller ? root.controller.promptText : ""
            color: Theme.text
            font.pixelSize: 20
        }
        Board {
            objectName: "tinygridBoard"
            anchors.horizontalCenter: parent.horizontalCenter
            columns: root.view.columns || 5
            rows: root.view.rows || 5
            cellSize: 80
            cells: root.view.cells || []
            pieces: root.view.pieces || []
            highlightCells: root.view.treasure ? [root.view.treasure] : []
            controller: root.controller
            dragLayer: root.dragLayer
            // The Director hides the treasure by clicking a square; the rules say whether it may.
            onCellActivated: (id) => {
                if (root.has("hide"))
                    root.controller.propose({ type: "hide", args: { cell: id } })
            }
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 12
            Button {
                objectName: "rollButton"
                text: qsTr("Roll the die")
                enabled: root.has("roll")
                onClicked: root.controller.propose({ type: "roll", args: {} })
            }
            Button {
                objectName: "stayButton"
                text: qsTr("Stay")
                enabled: root.has("stay")
                onClicked: root.controller.propose({ type: "stay", args: {} })
            }
            DiceTray {
                objectName: "diceTray"
                anchors.verticalCenter: parent.verticalCenter
                roll: root.view.lastRoll || null
            }
        }
    }
}
