import QtQuick
import Tabletop

// Cards put on a character or an Eva, tucked under its tile: each peeks out below the tile's
// bottom edge (its top band and name show), side by side. Hovering one previews it, a
// right-click or Z reads it large.
Row {
    id: root
    property alias model: rep.model
    property Component faceComponent
    property real cardWidth: Theme.cardWidth * 0.5
    property var zoom
    spacing: 3
    Repeater {
        id: rep
        Card {
            required property var model
            card: model.card
            faceComponent: root.faceComponent
            cardWidth: root.cardWidth
            onActivated: (c) => root.zoom.show(c)
            onZoomRequested: (c) => root.zoom.show(c)
        }
    }
}
