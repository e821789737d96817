import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "NeotokyoTexts.js" as T
import "../../components/Actions.js" as Actions

// The Neo-Tokyo table: the wheel of the six main characters (ruling N1) with the three Evas
// by their pilots, groups drawn as coloured links and rings, the Angel in Neo-Tokyo and the
// face-down queue, every seat's hand, draw pile, discard pile and Consummation card, the
// viewer's hand at the bottom. A Line is dragged onto a character (only the characters the
// speaker can reach light up); a card can also be clicked for a menu of what it can do.
Item {
    id: root
    objectName: "neotokyoTable"
    property GameController controller
    property DragLayer dragLayer
    property CardZoom zoom
    property Toast toast

    property Component faceComponent: Component { NeotokyoCard {} }
    property Component detailComponent: Component {
        Column {
            property var card: ({})
            width: 300
            spacing: 10
            Label { text: parent.card ? parent.card.name || "" : ""; color: Theme.text; font.pixelSize: Theme.fontLarge; width: parent.width; wrapMode: Text.WordWrap }
            Label { text: parent.card ? parent.card.text || "" : ""; color: Theme.text; width: parent.width; wrapMode: Text.WordWrap }
        }
    }
    property Component breakdownComponent: null

    readonly property var view: controller ? controller.view : ({})
    readonly property bool private_: controller && !controller.curtain && controller.viewerSeat >= 0 && !controller.gameOver
    readonly property int me: private_ ? controller.viewerSeat : Math.max(0, controller ? controller.promptSeat : 0)
    readonly property var legal: controller ? controller.legalActions : []
    readonly property var characters: view.characters || []
    readonly property var evas: view.evas || []
    readonly property var seats: view.seats || []

    function nameOf(seat) { return controller && controller.seatNames.length > seat ? controller.seatNames[seat] : qsTr("Player %1").arg(seat + 1) }
    function characterName(colour) { const i = T.colours.indexOf(colour); return i >= 0 && characters[i] ? characters[i].name : colour }
    function firstLegal(candidates) {
        for (const a of candidates)
            if (Actions.isLegal(legal, a))
                return a
        return null
    }
    function actionOnCharacter(card, colour) {
        if (!card || card.hidden)
            return null
        const c = [{ type: "play", args: { card: card.id } }, { type: "play", args: { card: card.id, target: colour } }]
        const marks = card.marks || []
        for (let m = 0; m < marks.length; ++m)
            if (marks[m].target === colour)
                c.push({ type: "line", args: { card: card.id, mark: m } })
        const lines = c.filter(a => a.type === "line" && Actions.isLegal(legal, a))
        if (lines.length > 1) // two marks aim at this character: the tile lights, lineChoices asks
            return { type: "line", args: { card: card.id, mark: lines[0].args.mark } }
        return card.colour === colour ? firstLegal([c[0]]) || firstLegal(c.slice(1)) : firstLegal(c.slice(1))
    }
    // The legal Line marks of a card aimed at one character (more than one: the drop asks).
    function lineChoices(card, colour) {
        if (!card || card.hidden)
            return []
        const out = []
        const marks = card.marks || []
        for (let m = 0; m < marks.length; ++m) {
            const a = { type: "line", args: { card: card.id, mark: m } }
            if (marks[m].target === colour && Actions.isLegal(legal, a))
                out.push(a)
        }
        return out
    }
    function offer(actions) {
        actionMenu.actions = actions
        actionMenu.popup()
    }
    function describe(a) {
        switch (a.type) {
        case "pass": return view.phase === "stage" && controller.promptSeat === (view.stage ? view.stage.seat : -1) ? qsTr("Give up the Stage") : qsTr("Pass")
        case "declare": return qsTr("Declare the Consummation Stage")
        case "decline": return qsTr("Do not declare")
        case "discard": return qsTr("Discard")
        case "assign": {
            const names = a.args.evas.map(e => { const ev = evas.find(x => x.id === e); return ev ? ev.name : e })
            return names.length ? qsTr("Send %1").arg(names.join(" + ")) : qsTr("Send no Eva (lose the battle)")
        }
        case "line": {
            const card = (seats[me] && seats[me].hand || []).find(c => c.id === a.args.card)
            const mark = card && card.marks ? card.marks[a.args.mark] : null
            return mark ? (mark.hurt ? qsTr("Line: hurt %1") : qsTr("Line: attract %1")).arg(characterName(mark.target)) : qsTr("Line")
        }
        case "play": {
            if (!a.args.target)
                return qsTr("Play")
            const ev = evas.find(x => x.id === a.args.target)
            return ev ? qsTr("Play on %1").arg(ev.name) : qsTr("Play on %1").arg(characterName(a.args.target))
        }
        }
        return a.type
    }
    function activate(card) {
        if (!card || card.hidden)
            return
        const actions = controller.actionsFor(card.id)
        if (actions.length === 0) {
            zoom.show(card)
            return
        }
        if (actions.length === 1) {
            controller.propose(actions[0])
            return
        }
        actionMenu.actions = actions
        actionMenu.popup()
    }

    Menu {
        id: actionMenu
        objectName: "actionMenu"
        property var actions: []
        Repeater {
            model: actionMenu.actions
            MenuItem {
                required property var modelData
                text: root.describe(modelData)
                onTriggered: root.controller.propose(modelData)
            }
        }
    }

    readonly property var promptChoices: {
        const out = []
        for (const a of legal)
            if (a.type === "pass" || a.type === "declare" || a.type === "decline" || a.type === "assign")
                out.push({ text: describe(a), action: a })
        // Assignments: the strongest first, so they fit the bar; sending none comes last.
        return out.sort((x, y) => (y.action.args.evas || []).length - (x.action.args.evas || []).length)
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 8

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            // The wheel
            Item {
                id: wheel
                objectName: "wheel"
                Layout.fillWidth: true
                Layout.fillHeight: true
                readonly property real tileW: Math.min(width * 0.2, 230)
                readonly property real tileH: Math.min(height * 0.2, 150)
                readonly property real cx: width / 2
                readonly property real cy: height / 2
                readonly property real rx: (width / 2 - tileW * 1.3 - 12) / 0.95 // room for Unit Zero beside Rei
                readonly property real ry: height / 2 - tileH / 2 - 4
                // Ring order of N1 (Asuka at the top, clockwise), Shinji in the centre.
                readonly property var ringPos: [-1, 4, 0, 1, 2, 3]
                function centre(i) {
                    if (i === 0)
                        return Qt.point(cx, cy)
                    const a = (-90 + 72 * ringPos[i]) * Math.PI / 180
                    return Qt.point(cx + rx * Math.cos(a), cy + ry * Math.sin(a))
                }

                Canvas { // group links
                    id: links
                    anchors.fill: parent
                    property var chars: root.characters
                    onCharsChanged: requestPaint()
                    onWidthChanged: requestPaint()
                    onHeightChanged: requestPaint()
                    onPaint: {
                        const ctx = getContext("2d")
                        ctx.reset()
                        ctx.lineCap = "round"
                        for (let a = 0; a < chars.length; ++a)
                            for (let b = a + 1; b < chars.length; ++b)
                                if (chars[a].group >= 0 && chars[a].group === chars[b].group) {
                                    const p = wheel.centre(a), q = wheel.centre(b)
                                    ctx.strokeStyle = T.groupColour(chars[a].group)
                                    ctx.lineWidth = 10
                                    ctx.beginPath(); ctx.moveTo(p.x, p.y); ctx.lineTo(q.x, q.y); ctx.stroke()
                                }
                    }
                }

                Repeater {
                    model: 6
                    CharacterTile {
                        required property int modelData
                        objectName: "character_" + T.colours[modelData]
                        index: modelData
                        info: root.characters[modelData] || ({})
                        table: root
                        width: wheel.tileW; height: wheel.tileH
                        x: wheel.centre(modelData).x - width / 2
                        y: wheel.centre(modelData).y - height / 2
                        controller: root.controller
                        dragLayer: root.dragLayer
                        model: root.controller ? root.controller.zone("/characters/" + modelData + "/attached") : null
                        onCardActivated: (c) => root.zoom.show(c)
                        onZoomRequested: (c) => root.zoom.show(c)
                    }
                }

                Repeater { // the Evas, each by its pilot
                    model: root.evas
                    Zone {
                        required property var modelData
                        required property int index
                        readonly property int pilot: T.colours.indexOf(modelData.pilot)
                        readonly property point at: wheel.centre(pilot)
                        objectName: "eva_" + modelData.id
                        width: wheel.tileW * 0.8; height: index === 1 ? Math.min(wheel.tileH * 0.8, wheel.ry * 0.6 - 12) : wheel.tileH * 0.8
                        x: index === 1 ? at.x - width / 2 : index === 0 ? at.x - wheel.tileW / 2 - width - 6 : at.x + wheel.tileW / 2 + 6
                        // Unit One sits between Shinji (centre) and Asuka (top), the others beside their pilots.
                        y: index === 1 ? at.y - wheel.tileH / 2 - height - 6 : at.y - height / 2
                        title: modelData.name + "  " + qsTr("Strength %1").arg(modelData.strength)
                               + (modelData.down ? "  " + qsTr("(down)") : "") + (modelData.assigned ? "  " + qsTr("fighting") : "")
                        color: modelData.down ? "#3a2222" : modelData.assigned ? "#3a3422" : Qt.rgba(0, 0, 0, 0.3)
                        cardWidth: Theme.cardWidth * 0.45
                        minSlots: 2
                        controller: root.controller
                        dragLayer: root.dragLayer
                        faceComponent: root.faceComponent
                        model: root.controller ? root.controller.zone("/evas/" + index + "/attached") : null
                        actionFor: function(card) { return card && !card.hidden ? { type: "play", args: { card: card.id, target: modelData.id } } : null }
                        onZoomRequested: (c) => root.zoom.show(c)
                    }
                }

                Rectangle { // the Angel in Neo-Tokyo and the face-down queue
                    objectName: "angel"
                    x: 4; y: 4
                    width: Math.min(260, wheel.width * 0.26); height: angelCol.implicitHeight + 12
                    radius: 8
                    color: root.view.angel ? "#4a1f2a" : Qt.rgba(0, 0, 0, 0.25)
                    border.color: root.view.angel ? Theme.danger : Theme.panelBorder
                    Column {
                        id: angelCol
                        anchors.fill: parent; anchors.margins: 6
                        spacing: 2
                        Label {
                            text: root.view.angel ? qsTr("Angel: %1").arg(root.view.angel.name) : qsTr("No Angel in Neo-Tokyo")
                            color: Theme.text; font.bold: true; font.pixelSize: Theme.fontNormal
                        }
                        Label {
                            visible: !!root.view.angel
                            text: root.view.angel ? qsTr("Strength %1").arg(root.view.angel.strength) : ""
                            color: Theme.text; font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            text: qsTr("%n Angel(s) waiting face down", "", (root.view.angelQueue || []).length)
                            color: Theme.textDim; font.pixelSize: Theme.fontSmall
                        }
                        Label {
                            visible: !!root.view.battle
                            text: root.view.battle ? qsTr("Battle step %1: Evas %2").arg(root.view.battle.step).arg(root.view.battle.evaStrength) : ""
                            color: Theme.legal; font.pixelSize: Theme.fontSmall
                        }
                    }
                }
                // Bottom right: the wheel leaves that corner free (Unit Two sits at the top).
                Label {
                    anchors.right: parent.right; anchors.bottom: parent.bottom; anchors.margins: 6
                    padding: 6
                    background: Rectangle { color: Qt.rgba(0, 0, 0, 0.25); radius: 8; border.color: Theme.panelBorder }
                    text: qsTr("Turn %1, %2: %3").arg(root.view.turn || 0).arg(root.nameOf(root.view.active || 0)).arg(root.phaseName(root.view.phase))
                    color: Theme.text; font.pixelSize: Theme.fontNormal; font.bold: true
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: false
                Layout.preferredHeight: Theme.cardHeight * 1.15 + 24
                Layout.maximumHeight: Theme.cardHeight * 1.15 + 24
                Hand {
                    objectName: "hand"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: root.private_ ? qsTr("%1's hand").arg(root.nameOf(root.me)) : qsTr("Hand hidden")
                    controller: root.controller
                    dragLayer: root.dragLayer
                    faceComponent: root.faceComponent
                    cardWidth: Theme.cardWidth * 1.05
                    model: root.controller && root.private_ ? root.controller.zone("/seats/" + root.me + "/hand") : null
                    onCardActivated: (c) => root.activate(c)
                    onZoomRequested: (c) => root.zoom.show(c)
                }
                Zone {
                    objectName: "playZone"
                    Layout.preferredWidth: Theme.cardWidth * 1.8
                    Layout.fillHeight: true
                    title: qsTr("Speak here")
                    emptyText: qsTr("Drama and Battle cards without a target")
                    controller: root.controller
                    dragLayer: root.dragLayer
                    actionFor: function(card) { return card && !card.hidden ? { type: "play", args: { card: card.id } } : null }
                }
            }

            PromptBar {
                objectName: "promptBar"
                Layout.fillWidth: true
                controller: root.controller
                who: root.controller && root.controller.promptSeat >= 0 ? root.nameOf(root.controller.promptSeat) : ""
                text: root.controller ? root.controller.promptText : ""
                choices: root.promptChoices
            }
        }

        ColumnLayout {
            Layout.preferredWidth: 280
            Layout.fillHeight: true
            spacing: 6
            Repeater { // every seat: hand, draw pile, discard pile, Consummation card and level
                model: root.seats
                Rectangle {
                    required property var modelData
                    required property int index
                    objectName: "seat_" + index
                    Layout.fillWidth: true
                    implicitHeight: seatCol.implicitHeight + 10
                    radius: 6
                    color: root.controller && root.controller.promptSeat === index ? "#33402a" : Theme.panel
                    border.color: index === root.view.active ? Theme.accent : Theme.panelBorder
                    opacity: modelData.out ? 0.5 : 1
                    Column {
                        id: seatCol
                        anchors.fill: parent; anchors.margins: 5
                        spacing: 1
                        Label {
                            text: root.nameOf(index) + (modelData.out ? "  " + qsTr("(out)") : "")
                            color: Theme.text; font.bold: true; font.pixelSize: Theme.fontNormal
                        }
                        Label {
                            text: qsTr("Hand %1 · Draw pile %2 · Discards %3").arg(modelData.handCount).arg(modelData.deckCount).arg((modelData.discard || []).length)
                            color: Theme.textDim; font.pixelSize: Theme.fontSmall
                        }
                        Row { // the draw pile as a stack of backs, then the hand as backs
                            spacing: 10
                            Item {
                                width: 14 + modelData.deckCount * 0.8; height: 20
                                Repeater {
                                    model: modelData.deckCount
                                    Rectangle {
                                        required property int index
                                        objectName: "cardBack"
                                        x: index * 0.8
                                        width: 14; height: 20; radius: 2
                                        color: Theme.cardBack; border.color: "#9f86b8"
                                    }
                                }
                            }
                            Row {
                                spacing: -6
                                Repeater {
                                    model: modelData.handCount
                                    Rectangle {
                                        objectName: "cardBack"
                                        width: 14; height: 20; radius: 2
                                        color: Theme.cardBack; border.color: "#c8a24c"
                                    }
                                }
                            }
                        }
                        Zone { // the discard pile, face up, the latest on top
                            objectName: "discard_" + index
                            width: parent.width
                            height: Theme.cardWidth * 0.3 * 1.4 + 16
                            fan: true
                            clip: true
                            cardWidth: Theme.cardWidth * 0.3
                            controller: root.controller
                            faceComponent: root.faceComponent
                            model: root.controller ? root.controller.zone("/seats/" + index + "/discard") : null
                            onZoomRequested: (c) => root.zoom.show(c)
                            onCardActivated: (c) => root.zoom.show(c)
                        }
                        Label {
                            text: qsTr("%1, level %2").arg(modelData.consummation ? modelData.consummation.name : "").arg(modelData.level)
                                  + (modelData.angelsDefeated > 0 ? " · " + qsTr("%n Angel(s) beaten", "", modelData.angelsDefeated) : "")
                            color: modelData.level > 0 ? Theme.legal : Theme.textDim; font.pixelSize: Theme.fontSmall
                        }
                    }
                }
            }
            GameLog {
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: root.controller ? root.controller.log : null
            }
        }
    }

    function phaseName(p) {
        switch (p) {
        case "openingDraw": return qsTr("Opening Draw")
        case "battleAssign": return qsTr("Battle: assign Evas")
        case "battle": return qsTr("Battle")
        case "main": return qsTr("Main Phase")
        case "endingDiscard": return qsTr("Ending Draw")
        case "consummation": return qsTr("Consummation Phase")
        case "stage": return qsTr("Consummation Stage")
        case "gameOver": return qsTr("Game over")
        }
        return p || ""
    }
}
