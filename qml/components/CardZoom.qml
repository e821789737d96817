import QtQuick
import QtQuick.Controls
import Tabletop

// The large view of a card, to read it in full. Opened by hovering, long-press, right-click
// or Z on a focused card; closed by a click or Escape.
Popup {
    id: root
    property var card: null
    property Component faceComponent
    property Component detailComponent
    modal: true
    dim: true
    anchors.centerIn: Overlay.overlay
    padding: 16
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    function show(c) { card = c; open() }
    background: Rectangle { color: Theme.panel; radius: 12; border.color: Theme.panelBorder }
    contentItem: Row {
        spacing: 18
        Card {
            card: root.card || ({})
            faceComponent: root.faceComponent
            cardWidth: 240
            activeFocusOnTab: false
        }
        Loader {
            width: item ? item.implicitWidth : 0
            sourceComponent: root.detailComponent
            onLoaded: item.card = Qt.binding(() => root.card)
        }
    }
    MouseArea {
        parent: root.contentItem
        anchors.fill: parent
        onClicked: root.close()
    }
}
