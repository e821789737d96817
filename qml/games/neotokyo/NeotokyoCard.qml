import QtQuick
import Tabletop
import "NeotokyoTexts.js" as T
import "NeotokyoArt.js" as Art

// The face of a Neo-Tokyo card, drawn from its data: a band in the speaker's colour with
// the DP (an Angel's Strength) and the type's icon; a picture (the Angel's glyph, the Eva's
// head, the speaker's portrait, else the type's icon); the name and translated type; the
// Line marks (triangle = hurt, circle = attract) in the colour of the character they aim
// at. Cards on the board carry fewer fields (name and definition id); the band then takes
// the colour of the character the card lies on (`tint`). Pictures: NeotokyoArt.js.
Item {
    id: root
    property var card: ({})
    property string tint: ""
    readonly property string colour: card && card.colour ? card.colour : tint
    readonly property string accessibleName: card && card.name ? (card.displayName || card.name) : ""
    readonly property real unit: width / 10
    // Board cards carry no type; an Angel is still known by its name.
    readonly property string type: card && card.type ? card.type : (Art.angel(card) ? "angel" : "")
    readonly property bool isAngel: type === "angel"
    readonly property bool compact: width < 100 // on the table: no type word, fewer name lines
    readonly property string pictureUrl: Art.cardPicture(card, tint)
    readonly property string value: {
        if (!root.card)
            return ""
        if (root.isAngel)
            return root.card.strength !== undefined ? String(root.card.strength) : ""
        if (root.card.dp === undefined || root.type === "consummation") // lies outside play: counts no DP
            return ""
        return root.card.dp > 0 ? "+" + root.card.dp : (root.card.dp < 0 ? "\u2212" + (-root.card.dp) : "0")
    }

    function typeName(t) {
        switch (t) {
        case "eva": return qsTr("Eva")
        case "character": return qsTr("Character")
        case "drama": return qsTr("Drama")
        case "battle": return qsTr("Battle")
        case "put": return qsTr("Put")
        case "line": return qsTr("Line")
        case "angel": return qsTr("Angel")
        case "consummation": return qsTr("Consummation")
        }
        return ""
    }

    Rectangle {
        id: band
        objectName: "ntBand"
        anchors.left: parent.left; anchors.right: parent.right; anchors.top: parent.top
        height: Math.max(10, root.unit * 1.8)
        radius: root.unit * 0.5
        color: root.colour.length ? T.colourOf(root.colour) : (root.isAngel ? "#2a1f33" : "#6a4c7a")
        border.color: "#40000000"
        border.width: root.colour === "white" ? 1 : 0
        Text {
            id: valueText
            objectName: "ntValue"
            anchors.left: parent.left; anchors.leftMargin: root.unit * 0.5
            anchors.verticalCenter: parent.verticalCenter
            text: root.value
            color: root.isAngel && !root.colour.length ? Theme.accent : T.inkOf(root.colour)
            font.pixelSize: Math.max(8, root.unit * 1.35)
            font.bold: true
        }
    }

    Rectangle {
        id: art
        objectName: "ntArt"
        anchors.top: band.bottom; anchors.topMargin: root.unit * 0.3
        anchors.left: parent.left; anchors.right: parent.right
        anchors.leftMargin: root.unit * 0.35; anchors.rightMargin: root.unit * 0.35
        anchors.bottom: nameText.top; anchors.bottomMargin: root.unit * 0.25
        radius: root.unit * 0.5
        color: root.isAngel ? "#1c1524" : Theme.panel
        border.color: band.color
        border.width: Math.max(1, root.unit * 0.12)
        visible: height > root.unit * 1.5 && picture.source.toString().length > 0
        Image {
            id: picture
            objectName: "ntPicture"
            anchors.centerIn: parent
            readonly property real side: Math.max(1, Math.min(parent.width, parent.height) - root.unit * 0.4)
            width: side; height: side
            source: root.pictureUrl
            sourceSize: Qt.size(Math.ceil(side * 1.5), Math.ceil(side * 1.5))
            fillMode: Image.PreserveAspectFit
            smooth: true
        }
        Image { // the type's icon, in the corner the round and hexagonal pictures leave free
            id: typeImage
            objectName: "ntTypeIcon"
            anchors.right: parent.right; anchors.bottom: parent.bottom
            anchors.margins: Math.max(1, root.unit * 0.15)
            width: Math.min(root.unit * 2.6, parent.height * 0.45); height: width
            source: Art.typeIcon(root.type)
            sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
            visible: source.toString().length > 0 && picture.source !== source
            smooth: true
        }
    }

    Text {
        id: nameText
        objectName: "ntName"
        anchors.bottom: typeText.visible ? typeText.top : marks.top
        anchors.bottomMargin: root.unit * 0.1
        anchors.left: parent.left; anchors.right: parent.right
        anchors.leftMargin: root.unit * 0.2; anchors.rightMargin: root.unit * 0.2
        text: root.accessibleName
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: "#202020"
        font.pixelSize: Math.max(7, root.unit * (root.compact ? 1.1 : 0.95))
        font.bold: true
        maximumLineCount: root.compact ? 2 : 3
        elide: Text.ElideRight
        lineHeight: 0.9
    }
    Text {
        id: typeText
        objectName: "ntType"
        anchors.bottom: marks.top; anchors.bottomMargin: root.unit * 0.15
        anchors.horizontalCenter: parent.horizontalCenter
        visible: !root.compact && text.length > 0
        text: root.typeName(root.type)
        color: "#5a5a5a"
        font.pixelSize: Math.max(6, root.unit * 0.75)
        font.italic: true
        font.capitalization: Font.AllUppercase
        font.letterSpacing: root.unit * 0.08
    }
    Row {
        id: marks
        objectName: "ntMarks"
        anchors.bottom: parent.bottom; anchors.bottomMargin: root.unit * 0.3
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: root.unit * 0.6
        Repeater {
            model: root.card && root.card.marks ? root.card.marks : []
            Image {
                required property var modelData
                width: Math.max(9, root.unit * 1.9); height: width
                source: Art.mark(modelData.hurt === true || modelData.mark === "hurt", modelData.target)
                sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
                smooth: true
            }
        }
    }
}
