import QtQuick
import Tabletop

// A token on a board or in a slot, drawn from its data:
//   piece: { id, name, label (a few letters), portrait (image url), owner (seat), facing
//            (degrees clockwise from up; absent = no facing), counters: [{ name, value, color, icon }] }
// The owner's colour rings it; a selected piece glows, a legal one (it has something to do)
// wears the legal colour and can be dragged through a DragLayer like a card. Enter or Space
// activates it, so it works from the keyboard too.
FocusScope {
    id: root
    property var piece: ({})
    property real size: 56
    property bool selected: false
    property bool legal: false
    property Item dragLayer: null // a DragLayer (typed as Item: DragLayer itself contains a Piece)
    property bool draggable: legal && dragLayer !== null
    property string ownerName: ""
    // One colour per seat; games with their own colours give `ownerColor` directly.
    property var seatColors: ["#d9534f", "#3f7fd0", "#e3b23c", "#5cb85c", "#9b59b6", "#e67e22"]
    readonly property int owner: piece && piece.owner !== undefined && piece.owner !== null ? piece.owner : -1
    property color ownerColor: owner >= 0 ? seatColors[owner % seatColors.length] : "#8a948e"
    readonly property bool hasFacing: piece && piece.facing !== undefined && piece.facing !== null
    readonly property var counters: piece && piece.counters ? piece.counters : []
    readonly property bool beingDragged: dragLayer !== null && dragLayer.source === root
    readonly property string name: piece && piece.name ? piece.name : piece && piece.label ? piece.label : qsTr("Piece")
    signal activated(var piece)

    width: size
    height: size
    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    Accessible.name: {
        let t = ownerName.length ? qsTr("%1 (%2)").arg(name).arg(ownerName) : name
        if (hasFacing)
            t += ", " + qsTr("facing %1 degrees").arg(Math.round(piece.facing))
        for (const c of counters)
            t += ", " + qsTr("%1: %2").arg(c.name || "").arg(c.value)
        if (legal)
            t += ", " + qsTr("can act")
        return t
    }
    Keys.onReturnPressed: root.activated(root.piece)
    Keys.onEnterPressed: root.activated(root.piece)
    Keys.onSpacePressed: root.activated(root.piece)

    Item {
        id: body
        anchors.fill: parent
        opacity: root.beingDragged ? 0.35 : 1

        // The facing arrow pokes out of the rim, turned about the centre, above the disc.
        Item {
            anchors.fill: parent
            z: 2
            visible: root.hasFacing
            rotation: root.hasFacing ? root.piece.facing : 0
            Rectangle {
                objectName: "facingArrow"
                width: root.size * 0.22
                height: width
                rotation: 45
                x: (root.width - width) / 2
                y: -height * 0.45
                color: root.ownerColor
                border.color: Qt.darker(root.ownerColor, 1.6)
                border.width: 1
            }
        }

        Rectangle { // soft shadow
            anchors.fill: disc
            anchors.topMargin: 3
            anchors.leftMargin: 2
            radius: width / 2
            color: "#60000000"
        }
        Rectangle {
            id: disc
            anchors.fill: parent
            anchors.margins: root.size * 0.08
            radius: width / 2
            gradient: Gradient {
                GradientStop { position: 0; color: Qt.lighter(root.ownerColor, 1.35) }
                GradientStop { position: 1; color: Qt.darker(root.ownerColor, 1.25) }
            }
            border.width: root.selected || root.legal || root.activeFocus ? 3 : 2
            border.color: root.activeFocus ? Theme.text : root.selected ? Theme.accent : root.legal ? Theme.legal : Qt.darker(root.ownerColor, 1.8)
            Rectangle { // the face: a portrait or the label on paper (nearly the whole disc on a small token)
                anchors.fill: parent
                anchors.margins: root.size < 34 ? 1.5 : parent.width * 0.12
                radius: width / 2
                color: Theme.cardPaper
                clip: true
                Image {
                    id: portrait
                    anchors.fill: parent
                    source: root.piece && root.piece.portrait ? root.piece.portrait : ""
                    fillMode: Image.PreserveAspectCrop
                    visible: status === Image.Ready
                    smooth: true
                }
                Text {
                    anchors.centerIn: parent
                    visible: !portrait.visible
                    text: root.piece && root.piece.label ? root.piece.label : root.name.slice(0, 2)
                    color: "#222222"
                    font.bold: true
                    font.pixelSize: root.size < 34 ? Math.max(7, root.size * 0.34) : Math.max(9, root.size * 0.26)
                    width: parent.width - (root.size < 34 ? 0 : 4)
                    horizontalAlignment: Text.AlignHCenter
                    elide: root.size < 34 ? Text.ElideNone : Text.ElideRight
                }
            }
        }
        Rectangle { // a selected piece glows
            anchors.fill: disc
            anchors.margins: -4
            radius: width / 2
            color: "transparent"
            border.color: Theme.accent
            border.width: 2
            opacity: 0.6
            visible: root.selected
        }
        Row { // the counters at the lower right; on a small token they shrink and sit mostly
              // outside the disc, so its letters stay readable
            objectName: "pieceCounters"
            readonly property bool small: root.size < 34
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.rightMargin: small ? -width * 0.45 : -4
            anchors.bottomMargin: small ? -height * 0.35 : -4
            transformOrigin: Item.BottomRight
            scale: small ? 0.72 : 1
            spacing: 2
            Repeater {
                model: root.counters
                CounterBadge {
                    required property var modelData
                    value: modelData.value
                    label: modelData.name || ""
                    icon: modelData.icon || ""
                    color: modelData.color || Theme.panel
                    compact: true
                    activeFocusOnTab: false
                }
            }
        }
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: root.draggable ? Qt.OpenHandCursor : Qt.PointingHandCursor
        drag.target: root.draggable ? root.dragLayer.pieceProxy : null
        drag.threshold: 6
        onPressed: (mouse) => {
            root.forceActiveFocus()
            if (root.draggable)
                root.dragLayer.preparePiece(root, root.piece, mouse.x, mouse.y)
        }
        onClicked: root.activated(root.piece)
        onReleased: if (root.dragLayer && root.dragLayer.source === root) root.dragLayer.finish()
        drag.onActiveChanged: if (drag.active && root.dragLayer) root.dragLayer.start()
    }
}
