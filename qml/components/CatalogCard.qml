import QtQuick
import QtQuick.Layouts
import Tabletop

// A card face drawn from catalog data, for any game: a frame in the card's colour or
// element, name, type, the game's numbers (cost, DP, level...) and rules text. `card` is a
// row of CardSearchModel.get() or a deck entry: {name, type, text, rarity, data}.
Rectangle {
    id: root
    property var card: ({})
    property real cardWidth: 150
    property int owned: -1 // shown as a badge when >= 0
    readonly property var fields: card && card.data ? card.data : (card && card.card ? card.card : ({}))
    readonly property string tint: {
        const f = root.fields
        const c = f.colour || f.color || f.element || (f.elements && f.elements.length ? f.elements[0] : "")
        return c || ""
    }
    function tintColor(c) {
        switch (c) {
        case "red": return "#b8453a"
        case "blue": return "#3b6fb0"
        case "green": return "#3f8a4f"
        case "yellow": return "#c49a1c"
        case "purple": return "#7a4f9e"
        case "black": return "#3a3740"
        case "white": return "#cfcabb"
        }
        return "#6d6a60"
    }
    // The game's own picture for the card, where the game ships art (its manifest's cardPicture).
    readonly property string picture: {
        const game = card ? (card.game || (card.data && card.data.game) || "") : ""
        return game ? GameManifests.cardPicture(game, card, root.fields) : ""
    }
    readonly property var numbers: {
        const out = []
        // Plain values, or lists of them (a cost may be a list of words); a value that is an
        // object (a "power" its card text describes) is never a chip.
        const plain = (v) => typeof v === "number" || typeof v === "string"
        for (const k of ["cost", "level", "dp", "insight", "power", "health", "off", "def"]) {
            const v = root.fields[k]
            if (plain(v) || (Array.isArray(v) && v.length && v.every(plain)))
                out.push({ key: k, value: v })
        }
        return out
    }
    function numberLabel(k) {
        switch (k) {
        case "cost": return qsTr("Cost")
        case "level": return qsTr("Level")
        case "dp": return qsTr("DP")
        case "insight": return qsTr("Insight")
        case "power": return qsTr("Power")
        case "health": return qsTr("Health")
        case "off": return qsTr("OFF")
        case "def": return qsTr("DEF")
        }
        return k
    }

    width: cardWidth
    height: cardWidth * 1.4
    radius: cardWidth * 0.06
    color: Theme.cardPaper
    border.color: tintColor(tint)
    border.width: Math.max(3, cardWidth * 0.035)
    Accessible.role: Accessible.StaticText
    Accessible.name: card ? (card.displayName || card.name || "") : ""

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: root.border.width + 3
        spacing: 2
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: nameLabel.implicitHeight + 6
            radius: 3
            color: root.tintColor(root.tint)
            Text {
                id: nameLabel
                anchors.fill: parent
                anchors.margins: 3
                text: root.card ? (root.card.displayName || root.card.name || "") : ""
                color: root.tint === "white" || root.tint === "yellow" ? "#222222" : "#ffffff"
                font.pixelSize: Math.max(9, root.cardWidth * 0.085)
                font.bold: true
                elide: Text.ElideRight
                wrapMode: Text.WordWrap
                maximumLineCount: 2
            }
        }
        Rectangle {
            visible: root.picture.length > 0
            Layout.fillWidth: true
            Layout.preferredHeight: visible ? root.cardWidth * 0.42 : 0
            radius: 3
            color: "#1c2a24"
            Image {
                anchors.fill: parent
                anchors.margins: 2
                source: root.picture
                sourceSize: Qt.size(width * 2, height * 2)
                fillMode: Image.PreserveAspectFit
                asynchronous: true
            }
        }
        Text {
            Layout.fillWidth: true
            text: {
                const game = root.card ? (root.card.game || "") : ""
                const type = root.card ? (root.card.type || root.fields.type || "") : ""
                const t = type ? GameManifests.valueText(game, "type", type)
                               : GameManifests.valueText(game, "kind", root.fields.kind || "")
                const rarity = root.card ? (root.card.rarity || root.fields.rarity || "") : ""
                const r = rarity ? GameManifests.valueText(game, "rarity", rarity) : ""
                return r ? t + " · " + r : t
            }
            color: "#5a5548"
            font.pixelSize: Math.max(8, root.cardWidth * 0.065)
            font.italic: true
            elide: Text.ElideRight
        }
        Flow {
            Layout.fillWidth: true
            spacing: 3
            Repeater {
                model: root.numbers
                delegate: Rectangle {
                    required property var modelData
                    width: numText.implicitWidth + 8
                    height: numText.implicitHeight + 2
                    radius: height / 2
                    color: "#2d2a24"
                    Text {
                        id: numText
                        anchors.centerIn: parent
                        text: root.numberLabel(parent.modelData.key) + " " + parent.modelData.value
                        color: "#f4efe1"
                        font.pixelSize: Math.max(8, root.cardWidth * 0.065)
                    }
                }
            }
        }
        Text {
            Layout.fillWidth: true
            Layout.fillHeight: true
            text: root.card ? (root.card.displayText || root.card.text || root.fields.text || "") : ""
            color: "#2b2820"
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            font.pixelSize: Math.max(8, root.cardWidth * 0.07)
        }
    }
    Rectangle {
        visible: root.owned >= 0
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 4
        width: ownedText.implicitWidth + 10
        height: ownedText.implicitHeight + 4
        radius: height / 2
        color: root.owned > 0 ? Theme.good : "#8a8a80"
        Text {
            id: ownedText
            anchors.centerIn: parent
            text: "×" + root.owned
            color: "#10140f"
            font.pixelSize: Math.max(9, root.cardWidth * 0.075)
            font.bold: true
        }
    }
}
