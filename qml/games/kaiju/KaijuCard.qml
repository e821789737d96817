import QtQuick
import Tabletop
import "KaijuLook.js" as KaijuLook

// The face of a Kaiju City card, drawn from its data: a band coloured by its kind (a sword
// card red, a shield card blue, a kaiju by its affiliation), the name, art (the kaiju's
// silhouette, a skyline for a location, the army for an opponent), its values (Damage and
// Toughness; Fortitude and Glory; Ferocity, Agility, Power), the cost boxes in the pools'
// colours, keyword and trait icons (red: the opponent's trait, -1), and on a large card its text.
Item {
    id: root
    property var card: ({})
    readonly property string kind: card && card.kind ? card.kind : ""
    readonly property string title: card ? (card.displayName || card.name || "") : ""
    readonly property real unit: width / 10
    readonly property bool large: width >= 100
    readonly property color band: kind === "kaiju" ? KaijuLook.affiliationColor(card.affiliation) : KaijuLook.kindColor(kind, card.side)
    readonly property string accessibleName: {
        if (!title.length)
            return qsTr("Card")
        switch (kind) {
        case "combat":
            return qsTr("%1, %2 card, damage %3, toughness %4").arg(title).arg(card.side === "sword" ? qsTr("sword") : qsTr("shield"))
                   .arg(card.cardDamage || 0).arg(card.cardToughness || 0)
        case "location":
        case "opponent":
            return qsTr("%1, %2, fortitude %3, glory %4").arg(title).arg(KaijuLook.kindName(kind)).arg(card.fortitude).arg(card.cardGlory)
        case "kaiju":
            return qsTr("%1, kaiju, Ferocity %2, Agility %3, Power %4, Fortitude %5").arg(title).arg(card.ferocity).arg(card.agility)
                   .arg(card.power).arg(card.fortitude)
        case "ally":
            return qsTr("%1, ally, Ferocity %2, Agility %3, Power %4, Fortitude %5, %6").arg(title).arg(card.ferocity).arg(card.agility)
                   .arg(card.power).arg(card.fortitude).arg(KaijuLook.requirementText(card.requires))
        case "event":
            return card.timing === "action" ? qsTr("%1, event of the Action phase: %2").arg(title).arg(KaijuLook.effectsText(card.effects))
                                            : qsTr("%1, event: %2").arg(title).arg(KaijuLook.effectsText(card.effects))
        case "team":
            return qsTr("%1, team card: %2; %3").arg(title).arg(KaijuLook.teamValuesText(card)).arg(KaijuLook.membersText(card.members))
        }
        return title + ", " + KaijuLook.kindName(kind)
    }

    Rectangle {
        anchors.fill: parent
        radius: root.unit * 0.6
        color: Theme.cardPaper
        clip: true

        // The band: kind colour with the name.
        Rectangle {
            id: bandRect
            width: parent.width
            height: Math.max(root.unit * 2.6, nameText.implicitHeight + 4)
            color: root.band
            Text {
                id: nameText
                anchors.fill: parent
                anchors.leftMargin: root.unit * 0.5
                anchors.rightMargin: root.unit * 0.5
                text: root.title
                color: "white"
                font.pixelSize: Math.max(7, root.unit * 1.35)
                font.bold: true
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter
                horizontalAlignment: Text.AlignHCenter
                lineHeight: 0.9
            }
        }
        // The art: a kaiju's silhouette, the skyline or the army; a big value on combat cards.
        Item {
            id: art
            anchors.top: bandRect.bottom
            width: parent.width
            height: parent.height * 0.36
            Image {
                anchors.fill: parent
                visible: root.kind === "kaiju" || root.kind === "location" || root.kind === "opponent" || root.kind === "team"
                source: root.kind === "kaiju" ? KaijuLook.silhouette(root.card.affiliation)
                        : root.kind === "opponent" ? "art/opponent.svg" : root.kind === "location" ? "art/skyline.svg"
                        : root.kind === "team" ? "art/team.svg" : ""
                fillMode: root.kind === "kaiju" ? Image.PreserveAspectFit : Image.PreserveAspectCrop
                sourceSize.width: 160
                sourceSize.height: 160
                smooth: true
            }
            // Combat: the damage (sword glyph) and toughness (shield glyph) large.
            Row {
                anchors.centerIn: parent
                spacing: root.unit * 0.8
                visible: root.kind === "combat"
                Column {
                    visible: (root.card.cardDamage || 0) > 0
                    Text { anchors.horizontalCenter: parent.horizontalCenter; text: "\u2694"; color: "#a2442f"; font.pixelSize: root.unit * 1.6 }
                    Text { objectName: "faceDamage"; anchors.horizontalCenter: parent.horizontalCenter; text: root.card.cardDamage || 0; color: "#a2442f"; font.pixelSize: root.unit * 2.6; font.bold: true }
                }
                Column {
                    visible: (root.card.cardToughness || 0) > 0
                    Text { anchors.horizontalCenter: parent.horizontalCenter; text: "\u2B1F"; color: "#2f6aa2"; font.pixelSize: root.unit * 1.6 }
                    Text { anchors.horizontalCenter: parent.horizontalCenter; text: root.card.cardToughness || 0; color: "#2f6aa2"; font.pixelSize: root.unit * 2.6; font.bold: true }
                }
            }
            // Scars: the lasting change.
            Text {
                anchors.centerIn: parent
                visible: root.kind === "scar"
                text: {
                    const c = root.card, out = []
                    if (c.scarFerocity) out.push((c.scarFerocity > 0 ? "+" : "") + c.scarFerocity + " " + KaijuLook.poolLetter("ferocity"))
                    if (c.scarAgility) out.push((c.scarAgility > 0 ? "+" : "") + c.scarAgility + " " + KaijuLook.poolLetter("agility"))
                    if (c.scarPower) out.push((c.scarPower > 0 ? "+" : "") + c.scarPower + " " + KaijuLook.poolLetter("power"))
                    if (c.scarFortitude) out.push((c.scarFortitude > 0 ? "+" : "") + c.scarFortitude + " " + qsTr("Fort."))
                    return out.join("\n")
                }
                color: "#6e4a6e"
                font.pixelSize: root.unit * 1.6
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
            }
            Text {
                anchors.centerIn: parent
                visible: root.kind === "event"
                text: "!"
                color: root.band
                font.pixelSize: root.unit * 3
            }
            Image {
                anchors.fill: parent
                anchors.margins: root.unit * 0.3
                visible: root.kind === "ally"
                source: root.kind === "ally" ? "art/ally.svg" : ""
                fillMode: Image.PreserveAspectFit
                sourceSize.width: 160
                sourceSize.height: 160
                smooth: true
            }
        }
        // Values and icons.
        Column {
            anchors.top: art.bottom
            anchors.topMargin: root.unit * 0.3
            width: parent.width
            spacing: root.unit * 0.3
            // Kaiju and allies: F A P and Fortitude.
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: root.unit * 0.3
                visible: root.kind === "kaiju" || root.kind === "ally"
                Repeater {
                    model: ["ferocity", "agility", "power"]
                    Rectangle {
                        required property string modelData
                        width: root.unit * 2.1; height: root.unit * 1.9; radius: root.unit * 0.3
                        color: KaijuLook.poolColor(modelData)
                        Text { anchors.centerIn: parent; text: root.card[parent.modelData] || 0; color: "white"; font.pixelSize: root.unit * 1.3; font.bold: true }
                    }
                }
                Rectangle {
                    width: root.unit * 2.4; height: root.unit * 1.9; radius: root.unit * 0.95
                    color: "#333"
                    Text { anchors.centerIn: parent; text: root.card.fortitude || 0; color: "white"; font.pixelSize: root.unit * 1.3; font.bold: true }
                }
            }
            // Allies: the requirement and the glory of a KO; events: their effects.
            Text {
                objectName: "faceRule"
                width: parent.width - root.unit
                anchors.horizontalCenter: parent.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                visible: root.kind === "ally" || root.kind === "event"
                text: root.kind === "ally" ? KaijuLook.requirementText(root.card.requires) + " · \u2605 " + (root.card.cardGlory || 0)
                                           : (root.card.timing === "action" ? qsTr("Action phase") + " · " : "") + KaijuLook.effectsText(root.card.effects)
                color: "#222"
                font.pixelSize: Math.max(6, root.unit * 0.95)
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 5
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            // City cards with an ongoing effect: the effect, while the card is in the city.
            Text {
                objectName: "faceOngoing"
                width: parent.width - root.unit
                anchors.horizontalCenter: parent.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                visible: (root.kind === "location" || root.kind === "opponent") && !!root.card.ongoing
                text: visible ? KaijuLook.ongoingText(root.card.ongoing) : ""
                color: "#1f4f7a"
                font.pixelSize: Math.max(6, root.unit * 0.9)
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 5
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            // Team cards: the four values, then the membership rule.
            Text {
                objectName: "faceTeam"
                width: parent.width - root.unit
                anchors.horizontalCenter: parent.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                visible: root.kind === "team"
                text: root.kind === "team" ? KaijuLook.teamValuesText(root.card) + "\n" + KaijuLook.membersText(root.card.members) : ""
                color: "#222"
                font.pixelSize: Math.max(6, root.unit * 0.9)
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 5
                wrapMode: Text.WordWrap
                maximumLineCount: 5
                elide: Text.ElideRight
            }
            // City cards: Fortitude and Glory.
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: root.unit * 0.6
                visible: root.kind === "location" || root.kind === "opponent"
                Text { text: "\u2B1F " + (root.card.fortitude || 0); color: "#333"; font.pixelSize: root.unit * 1.4; font.bold: true }
                Text { text: "\u2605 " + (root.card.cardGlory || 0); color: "#b8860b"; font.pixelSize: root.unit * 1.4; font.bold: true }
            }
            // Combat: cost boxes and trait icons on one line (so a card with a two-line name,
            // keywords, MOVE and RANGE still shows them all), then keywords, MOVE/RANGE.
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: root.unit * 0.25
                visible: root.kind === "combat"
                Repeater {
                    model: root.card.cost || []
                    Rectangle {
                        required property string modelData
                        width: root.unit * 1.5; height: width; radius: root.unit * 0.2
                        color: KaijuLook.poolColor(modelData)
                        border.color: "#00000055"
                        Text { anchors.centerIn: parent; text: KaijuLook.poolLetter(parent.modelData); color: "white"; font.pixelSize: root.unit * 1.0; font.bold: true }
                    }
                }
                Item { width: root.unit * 0.2; height: 1; visible: (root.card.traits || []).length + (root.card.opposedTraits || []).length > 0 }
                Repeater {
                    model: root.kind === "combat" ? root.card.traits || [] : []
                    Rectangle {
                        required property string modelData
                        width: root.unit * 1.5; height: width; radius: width / 2
                        color: "#333"
                        Text { anchors.centerIn: parent; text: KaijuLook.traitGlyph(parent.modelData); color: KaijuLook.traitColor(parent.modelData); font.pixelSize: root.unit * 1.0 }
                    }
                }
                Repeater {
                    model: root.kind === "combat" ? root.card.opposedTraits || [] : []
                    Rectangle {
                        required property string modelData
                        width: root.unit * 1.5; height: width; radius: width / 2
                        color: "#b3261e"
                        Text { anchors.centerIn: parent; text: KaijuLook.traitGlyph(parent.modelData); color: "white"; font.pixelSize: root.unit * 1.0 }
                    }
                }
            }
            Text {
                width: parent.width - root.unit
                anchors.horizontalCenter: parent.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                visible: text.length > 0
                text: {
                    const c = root.card, out = []
                    for (const k of c.keywords || [])
                        out.push(KaijuLook.keywordName(k))
                    if (c.move) out.push(qsTr("MOVE %1").arg(c.move))
                    if (c.range) out.push(qsTr("RANGE %1").arg(c.range))
                    return out.join(" · ")
                }
                color: "#222"
                font.pixelSize: Math.max(6, root.unit * 0.95)
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 5
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            // Trait icons of the other cards (a kaiju's traits).
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: root.unit * 0.3
                visible: root.kind !== "combat"
                Repeater {
                    model: root.card.traits || []
                    Rectangle {
                        required property string modelData
                        width: root.unit * 1.7; height: width; radius: width / 2
                        color: "#333"
                        Text { anchors.centerIn: parent; text: KaijuLook.traitGlyph(parent.modelData); color: KaijuLook.traitColor(parent.modelData); font.pixelSize: root.unit * 1.1 }
                    }
                }
                Repeater {
                    model: root.card.opposedTraits || []
                    Rectangle {
                        required property string modelData
                        width: root.unit * 1.7; height: width; radius: width / 2
                        color: "#b3261e"
                        Text { anchors.centerIn: parent; text: KaijuLook.traitGlyph(parent.modelData); color: "white"; font.pixelSize: root.unit * 1.1 }
                    }
                }
            }
            Text {
                visible: root.large
                width: parent.width - root.unit
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.card.displayText || root.card.text || ""
                color: "#333"
                font.pixelSize: Math.max(7, root.unit * 0.8)
                font.italic: true
                wrapMode: Text.Wrap
                maximumLineCount: 4
                elide: Text.ElideRight
            }
        }
    }
}
