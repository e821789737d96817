import QtQuick
import QtQuick.Controls
import Tabletop

// One of the viewer's hands (planning or combat) as a titled row: each card usable now is
// lit and may be dragged; a chosen card (to discard, to play face down) stands raised with a
// gold edge. Cards overlap when the row is too narrow for them.
Rectangle {
    id: root
    property Item table
    property string title
    property string emptyText
    property var cards: []
    property real cardWidth: 70
    readonly property int revision: table ? table.uiRevision : 0
    readonly property real step: cards.length <= 1 ? cardWidth
                                 : Math.min(cardWidth + 6, (width - 16 - cardWidth) / (cards.length - 1))

    radius: 8
    color: Qt.rgba(0, 0, 0, 0.2)
    border.color: Theme.panelBorder
    implicitHeight: titleLabel.implicitHeight + cardWidth * 1.4 + 22
    Accessible.role: Accessible.List
    Accessible.name: title

    Label {
        id: titleLabel
        x: 8; y: 4
        width: parent.width - 16
        text: root.title
        color: Theme.textDim
        font.pixelSize: Theme.fontSmall
        elide: Text.ElideRight
    }
    Label {
        anchors.centerIn: parent
        visible: root.cards.length === 0
        text: root.emptyText
        color: Theme.textDim
        font.italic: true
    }
    Item {
        anchors.top: titleLabel.bottom
        anchors.topMargin: 8
        x: 8
        width: parent.width - 16
        height: root.cardWidth * 1.4
        Repeater {
            model: root.cards
            Card {
                required property var modelData
                required property int index
                readonly property bool picked: root.table.isPicked(modelData, root.revision)
                objectName: "handCard_" + (modelData.id || index)
                x: index * root.step
                y: picked ? -7 : 0
                z: picked ? 2 : 1
                Behavior on y { NumberAnimation { duration: Theme.animMs } }
                card: modelData
                faceComponent: root.table.faceComponent
                cardWidth: root.cardWidth
                dragLayer: root.table.dragLayer
                legal: root.table.cardUsable(modelData, root.revision)
                dimmed: root.table.handDims(root.revision)
                onActivated: (c) => root.table.handClicked(c)
                onZoomRequested: (c) => root.table.zoom.show(c)
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -2
                    radius: 6
                    color: "transparent"
                    border.color: Theme.legal
                    border.width: 3
                    visible: parent.picked
                }
                Rectangle { // the attack a shield card answers, or the rage mark
                    visible: label.text.length > 0
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: -4
                    width: label.implicitWidth + 8; height: label.implicitHeight + 2
                    radius: 4
                    color: Theme.legal
                    Label { id: label; anchors.centerIn: parent; text: root.table.pickNote(parent.parent.modelData, root.revision); color: "#1a1a1a"; font.pixelSize: Theme.fontSmall; font.bold: true }
                }
            }
        }
    }
}
