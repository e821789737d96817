import QtQuick
import Tabletop
import "ServantsLook.js" as ServantsLook
import "ServantsArt.js" as Art

// The face of a Servant Zones card, drawn from its data: a frame coloured by the servant's
// element (strategies green, conspiracies violet) under the ornaments of its kind (art/frame-*.svg),
// the name, the level as stars or the card's kind and speed, the element glyph and the servant
// type's icon (ServantsArt.js), OFF and DEF (as they stand on the map, boosts counted,
// when the view gives them) and, on a large card, its text. A card set face-down that its
// owner may see carries a veil marked "Set".
Item {
    id: root
    property var card: ({})
    readonly property string kind: card && card.kind ? card.kind : ""
    readonly property bool servant: kind === "servant"
    readonly property string title: card ? (card.displayName || card.name || "") : ""
    readonly property real unit: width / 10
    readonly property bool large: width >= 110
    readonly property color frame: servant ? ServantsLook.elementColor(card.element) : ServantsLook.kindColor(kind)
    readonly property string accessibleName: {
        if (!card || !title.length)
            return qsTr("Card")
        const veil = card.faceDown ? qsTr(" (set)") : ""
        if (servant)
            return qsTr("%1, level %2 %3 servant, OFF %4, DEF %5").arg(title).arg(card.level).arg(ServantsLook.elementName(card.element))
                   .arg(offText).arg(defText) + veil
        return qsTr("%1, %2, speed %3").arg(title).arg(ServantsLook.kindName(kind, card.subtype)).arg(card.speed) + veil
    }
    readonly property int offShown: card && card.offNow !== undefined ? card.offNow : (card ? card.off || 0 : 0)
    readonly property int defShown: card && card.defNow !== undefined ? card.defNow : (card ? card.def || 0 : 0)
    readonly property string offText: String(offShown)
    readonly property string defText: String(defShown)

    Rectangle { // the frame
        anchors.fill: parent
        radius: root.unit * 0.6
        color: root.frame
        Rectangle { // the paper inside
            id: paper
            anchors.fill: parent
            anchors.margins: Math.max(2, root.unit * 0.35)
            radius: root.unit * 0.4
            color: Theme.cardPaper
        }
    }
    // Name band
    Rectangle {
        id: band
        x: paper.x + 1
        y: paper.y + 1
        width: paper.width - 2
        height: Math.max(10, root.unit * (root.large ? 1.5 : 2.0))
        radius: root.unit * 0.3
        color: Qt.darker(root.frame, 1.25)
        Text {
            anchors.fill: parent
            anchors.leftMargin: root.unit * 0.3
            anchors.rightMargin: root.unit * 0.3
            text: root.title
            color: "#ffffff"
            font.pixelSize: Math.max(7, root.unit * (root.large ? 0.95 : 1.15))
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 6
            verticalAlignment: Text.AlignVCenter
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
        }
    }
    // Level stars, or the kind and speed
    Text {
        id: subline
        anchors.top: band.bottom
        anchors.topMargin: root.unit * 0.15
        anchors.horizontalCenter: parent.horizontalCenter
        width: paper.width - root.unit * 0.4
        horizontalAlignment: Text.AlignHCenter
        text: root.servant ? "★".repeat(Math.max(0, Math.min(8, root.card.level || 0)))
                           : ServantsLook.kindName(root.kind, root.card.subtype) + " · " + qsTr("Speed %1").arg(root.card.speed || 1)
        color: root.servant ? "#b8860b" : Qt.darker(root.frame, 1.4)
        font.pixelSize: Math.max(6, root.unit * (root.servant ? 0.95 : 0.9))
        font.bold: !root.servant
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 5
        elide: Text.ElideRight
    }
    // The element glyph (servants) or the kind glyph
    Rectangle {
        id: art
        anchors.top: subline.bottom
        anchors.topMargin: root.unit * 0.2
        anchors.horizontalCenter: parent.horizontalCenter
        width: paper.width - root.unit * 1.0
        height: root.large ? parent.height * 0.34 : parent.height * 0.42
        radius: root.unit * 0.4
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.lighter(root.frame, 1.35) }
            GradientStop { position: 1; color: Qt.darker(root.frame, 1.1) }
        }
        Image { // the element glyph (art/element-*.svg)
            objectName: "elementGlyph"
            anchors.centerIn: parent
            visible: root.servant && source != ""
            source: root.servant ? Art.element(root.card.element) : ""
            width: Math.min(art.height * 0.8, art.width * 0.6)
            height: width
            sourceSize.width: 128
            sourceSize.height: 128
            smooth: true
        }
        Image { // the servant type's icon (art/type-*.svg)
            objectName: "typeIcon"
            visible: root.servant && source != ""
            source: root.servant ? Art.typeIcon(root.card.servantType) : ""
            anchors.bottom: parent.bottom
            anchors.right: parent.right
            anchors.margins: root.unit * 0.15
            width: Math.max(10, root.unit * (root.large ? 1.8 : 2.4))
            height: width
            sourceSize.width: 64
            sourceSize.height: 64
            smooth: true
        }
        Text {
            anchors.centerIn: parent
            visible: !root.servant || Art.element(root.card.element) === ""
            text: root.servant ? ServantsLook.elementGlyph(root.card.element) : ServantsLook.kindGlyph(root.kind, root.card.subtype)
            color: "#ffffff"
            style: Text.Outline
            styleColor: "#60000000"
            font.pixelSize: Math.min(art.height * 0.7, art.width * 0.6)
        }
        Text { // the servant's type in the corner of the picture, on large cards
            visible: root.large && root.servant
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.margins: root.unit * 0.25
            text: root.card.servantType || ""
            color: "#ffffff"
            font.pixelSize: root.unit * 0.75
            style: Text.Outline
            styleColor: "#80000000"
        }
        Text { // rarity
            anchors.top: parent.top
            anchors.right: parent.right
            anchors.margins: root.unit * 0.2
            text: ServantsLook.rarityGlyph(root.card.rarity)
            color: "#ffffff"
            font.pixelSize: Math.max(6, root.unit * 0.8)
        }
        Text { // a servant with a power says so
            visible: root.servant && !!root.card.power
            anchors.top: parent.top
            anchors.left: parent.left
            anchors.margins: root.unit * 0.2
            text: ServantsLook.powerName(root.card.power || "")
            color: "#ffffff"
            font.pixelSize: Math.max(6, root.unit * 0.7)
            font.bold: true
            style: Text.Outline
            styleColor: "#80000000"
        }
    }
    // The text, on large cards only (the zoom, the collection)
    Text {
        visible: root.large
        anchors.top: art.bottom
        anchors.topMargin: root.unit * 0.2
        anchors.bottom: stats.visible ? stats.top : parent.bottom
        anchors.bottomMargin: root.unit * 0.3
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: root.unit * 0.6
        anchors.rightMargin: root.unit * 0.6
        text: root.card ? (root.card.displayText || root.card.text || "") : ""
        color: "#2a2a2a"
        wrapMode: Text.WordWrap
        font.pixelSize: root.unit * 0.72
        elide: Text.ElideRight
    }
    // OFF and DEF: a boost shows green, a loss red.
    Row {
        id: stats
        visible: root.servant
        anchors.bottom: parent.bottom
        anchors.bottomMargin: paper.y + root.unit * 0.2
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: root.unit * 0.5
        Text {
            text: root.offText
            color: root.offShown > (root.card.off || 0) ? "#1f8a3a" : root.offShown < (root.card.off || 0) ? "#b3261e" : "#7a1f14"
            font.pixelSize: Math.max(8, root.unit * (root.large ? 1.3 : 1.9))
            font.bold: true
        }
        Text {
            text: "/"
            color: "#666666"
            font.pixelSize: Math.max(8, root.unit * (root.large ? 1.3 : 1.9))
        }
        Text {
            text: root.defText
            color: root.defShown > (root.card.def || 0) ? "#1f8a3a" : root.defShown < (root.card.def || 0) ? "#b3261e" : "#163e73"
            font.pixelSize: Math.max(8, root.unit * (root.large ? 1.3 : 1.9))
            font.bold: true
        }
    }
    // The ornaments of the card's kind over the edge (art/frame-servant|strategy|conspiracy.svg).
    Image {
        objectName: "kindFrame"
        anchors.fill: parent
        source: Art.frame(root.kind)
        sourceSize.width: Math.max(100, Math.round(root.width))
        sourceSize.height: Math.max(140, Math.round(root.height))
        smooth: true
    }
    // Set face-down: its owner sees it through a veil.
    Rectangle {
        objectName: "setVeil"
        visible: !!root.card && root.card.faceDown === true
        anchors.fill: parent
        radius: root.unit * 0.6
        color: "#a03b2a4a"
        Text {
            anchors.centerIn: parent
            text: qsTr("Set")
            color: "#ffffff"
            font.pixelSize: Math.max(9, root.unit * 1.8)
            font.bold: true
            style: Text.Outline
            styleColor: "#80000000"
        }
    }
}
