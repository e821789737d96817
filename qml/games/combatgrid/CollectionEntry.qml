import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CombatGridLook.js" as Look

// One of Combat Grid's collection entries opened in the collection's details pane (the
// manifest's entryDetails): an encounter with its map drawn small and who fights; a weapon and
// who carries it; a combatant sheet (scores, skills, armour by location, wounds, fate, weapon,
// traits). `card` is a CardSearchModel.get() map; its data is what CollectionEntries.cpp derives.
ColumnLayout {
    id: root
    objectName: "combatGridEntry"
    property var card: null
    readonly property var d: card && card.data ? card.data : ({})
    readonly property bool japanese: AppSettings.language.indexOf("ja") === 0
    spacing: 8
    implicitWidth: 620

    function title(x) { return japanese && x.encounterTitleJa ? x.encounterTitleJa : (x.encounterTitle || "") }
    function scoreName(s) {
        switch (s) {
        case "might": return qsTr("Might")
        case "senses": return qsTr("Senses")
        case "physique": return qsTr("Physique")
        case "grace": return qsTr("Grace")
        case "intellect": return qsTr("Intellect")
        case "will": return qsTr("Will")
        case "fellowship": return qsTr("Fellowship")
        }
        return s
    }
    function skillName(s) {
        switch (s) {
        case "acrobatics": return qsTr("Acrobatics")
        case "athletics": return qsTr("Athletics")
        case "endurance": return qsTr("Endurance")
        case "fortitude": return qsTr("Fortitude")
        case "awareness": return qsTr("Awareness")
        case "subterfuge": return qsTr("Subterfuge")
        case "manipulation": return qsTr("Manipulation")
        case "authority": return qsTr("Authority")
        }
        return Look.skillName(s)
    }
    function weaponLine(w) {
        if (!w) return ""
        const parts = [w.attack === "ranged" ? qsTr("Ranged") : qsTr("Melee"), qsTr("damage %1").arg(w.damage)]
        if (w.attack === "ranged") parts.push(qsTr("range %1").arg(w.range))
        parts.push(qsTr("combo at %1 DoS").arg(w.combo))
        return parts.join(" · ")
    }
    readonly property var traits: {
        const t = []
        if (d.type !== "sheet") return t
        if (d.pilot) t.push(qsTr("Pilot: %1").arg(d.pilot))
        if ((d.size || 1) > 1) t.push(qsTr("Size %1 × %1 squares").arg(d.size))
        if (d.flies) t.push(qsTr("Flies (starts at %1)").arg(d.altitude === "high" ? qsTr("High") : d.altitude === "low" ? qsTr("Low") : qsTr("Ground")))
        if (d.atField) t.push(qsTr("AT Field %1").arg(d.atField))
        if (d.stealth) t.push(qsTr("Starts in stealth"))
        if (d.surprised) t.push(qsTr("Surprised"))
        return t
    }

    Label {
        objectName: "entryTitle"
        text: root.card ? (root.card.displayName || root.card.name) : ""
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    Label {
        objectName: "entrySubtitle"
        text: {
            switch (root.d.type) {
            case "encounter": return qsTr("Encounter")
            case "weapon": return qsTr("Weapon") + " · " + root.weaponLine(root.d)
            case "sheet": return qsTr("Combatant sheet") + " · " + GameManifests.valueText(root.card.game, "side", root.d.side)
                                 + " · " + Look.kindName(root.d.kind) + " · " + root.title(root.d)
            }
            return ""
        }
        color: Theme.accent
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }

    // An encounter: its description, its map and who fights.
    Label {
        visible: root.d.type === "encounter" && text.length > 0
        text: root.card ? (root.card.displayText || root.card.text) : ""
        color: Theme.text
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    RowLayout {
        visible: root.d.type === "encounter"
        spacing: 16
        Layout.fillWidth: true
        Rectangle {
            Layout.alignment: Qt.AlignTop
            implicitWidth: thumb.implicitWidth + 8
            implicitHeight: thumb.implicitHeight + 8
            color: Theme.feltDark
            radius: 4
            EncounterThumbnail {
                id: thumb
                objectName: "encounterThumbnail"
                anchors.centerIn: parent
                rows: root.d.type === "encounter" ? root.d.map || [] : []
                combatants: root.d.combatants || []
                maxWidth: 340
                maxHeight: 220
                Accessible.name: qsTr("Map of the encounter")
            }
        }
        ColumnLayout {
            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: true
            spacing: 4
            Label {
                text: qsTr("%1 × %2 squares").arg(root.d.width).arg(root.d.height)
                color: Theme.text
                font.bold: true
            }
            Label {
                text: root.d.scale === "eva" ? qsTr("Eva scale: a square is one Eva metre") : qsTr("Human scale: a square is one metre")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
            Repeater {
                model: ["players", "director"]
                delegate: ColumnLayout {
                    id: sideBox
                    required property string modelData
                    Layout.fillWidth: true
                    Layout.topMargin: 6
                    spacing: 2
                    RowLayout {
                        spacing: 6
                        Rectangle {
                            width: 10; height: 10; radius: 5
                            color: sideBox.modelData === "director" ? Look.directorPaint : Look.seatPaint[0]
                        }
                        Label {
                            text: sideBox.modelData === "director" ? qsTr("The Director's side") : qsTr("The players' side")
                            color: Theme.text
                            font.bold: true
                        }
                    }
                    Repeater {
                        model: (root.d.combatants || []).filter(c => c.side === sideBox.modelData)
                        delegate: Label {
                            required property var modelData
                            text: modelData.name + (modelData.kind !== "human" ? " · " + Look.kindName(modelData.kind) : "")
                            color: Theme.text
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                            Layout.leftMargin: 16
                        }
                    }
                }
            }
        }
    }

    // A weapon: who carries it, where.
    Label {
        visible: root.d.type === "weapon"
        text: qsTr("Carried by")
        color: Theme.textDim
        font.bold: true
    }
    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
    Repeater {
        model: root.d.type === "weapon" ? root.d.carriers || [] : []
        delegate: Label {
            required property var modelData
            text: qsTr("%1, in %2").arg(modelData.name).arg(root.title(modelData))
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.leftMargin: 12
        }
    }

    // A combatant sheet.
    Label {
        visible: root.traits.length > 0
        text: root.traits.join(" · ")
        color: Theme.text
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    GridLayout {
        objectName: "sheetScores"
        visible: root.d.type === "sheet"
        columns: 7
        columnSpacing: 6
        rowSpacing: 2
        Layout.fillWidth: true
        // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
        Repeater {
            model: root.d.type === "sheet" ? ["might", "senses", "physique", "grace", "intellect", "will", "fellowship"] : []
            delegate: Rectangle {
                id: scoreCell
                required property string modelData
                Layout.fillWidth: true
                implicitHeight: scoreCol.implicitHeight + 10
                implicitWidth: Math.max(72, scoreCol.implicitWidth + 10)
                radius: 4
                color: Theme.feltDark
                border.color: Theme.panelBorder
                Column {
                    id: scoreCol
                    anchors.centerIn: parent
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: root.scoreName(scoreCell.modelData)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: (root.d.scores || {})[scoreCell.modelData]
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                }
            }
        }
    }
    GridLayout {
        visible: root.d.type === "sheet"
        columns: 2
        columnSpacing: 14
        rowSpacing: 4
        Layout.fillWidth: true
        Label { text: qsTr("Skills"); color: Theme.textDim }
        Label {
            objectName: "sheetSkills"
            text: {
                const s = root.d.skills || {}
                const keys = Object.keys(s)
                return keys.length ? keys.map(k => qsTr("%1 %2").arg(root.skillName(k)).arg(s[k])).join(", ") : qsTr("none")
            }
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label { text: qsTr("Armour"); color: Theme.textDim }
        Label {
            objectName: "sheetArmour"
            text: {
                const a = root.d.armour || {}
                const parts = [qsTr("head %1").arg(a.head), qsTr("arms %1").arg(a.arms), qsTr("body %1").arg(a.body),
                               qsTr("legs %1").arg(a.legs)]
                if (a.core !== undefined) parts.push(qsTr("core %1").arg(a.core))
                return parts.join(" · ")
            }
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label { text: qsTr("Wounds"); color: Theme.textDim }
        Label { objectName: "sheetWounds"; text: String(root.d.wounds); color: Theme.text }
        Label { text: qsTr("Fate points"); color: Theme.textDim }
        Label { objectName: "sheetFate"; text: String(root.d.fate); color: Theme.text }
        Label { text: qsTr("Weapon"); color: Theme.textDim }
        Label {
            objectName: "sheetWeapon"
            text: root.d.weapon ? root.d.weapon.name + " · " + root.weaponLine(root.d.weapon) : ""
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
    }
}
