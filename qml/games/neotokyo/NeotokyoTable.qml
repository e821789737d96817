import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "NeotokyoTexts.js" as T
import "NeotokyoArt.js" as Art

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
    property Component detailComponent: Component { CardDetail {} }
    property Component breakdownComponent: null

    readonly property var view: controller ? controller.view : ({})
    readonly property bool private_: controller && !controller.curtain && controller.viewerSeat >= 0 && !controller.gameOver
    readonly property int me: private_ ? controller.viewerSeat : Math.max(0, controller ? controller.promptSeat : 0)
    // Read by every binding that depends on what is legal, so it refreshes after each move.
    readonly property int legalRevision: controller ? controller.legal.revision : -1
    function isLegal(a) { return legalRevision >= 0 && controller.legal.isLegal(a) }
    readonly property var characters: view.characters || []
    readonly property var evas: view.evas || []
    readonly property var seats: view.seats || []
    // The groups numbered 0, 1, ... by their first member in character order (the rules' own
    // labels are internal): "Group A" is the first group on the board, whatever its label.
    readonly property var groupNumbers: {
        const out = {}
        let n = 0
        for (const c of characters)
            if (c.group >= 0 && out[c.group] === undefined)
                out[c.group] = n++
        return out
    }
    function groupNumber(label) { return label >= 0 && groupNumbers[label] !== undefined ? groupNumbers[label] : -1 }

    function nameOf(seat) { return controller && controller.seatNames.length > seat ? controller.seatNames[seat] : qsTr("Player %1").arg(seat + 1) }
    // Names of the characters and Evas in the reader's language (context "characters").
    function characterName(colour) { const i = T.colours.indexOf(colour); return i >= 0 && characters[i] ? qsTranslate("characters", characters[i].name) : colour }
    function firstLegal(candidates) {
        for (const a of candidates)
            if (isLegal(a))
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
        const lines = c.filter(a => a.type === "line" && isLegal(a))
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
            if (marks[m].target === colour && isLegal(a))
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
        case "declare": {
            // The Stage opens with a Line that attracts one's own character: warn when the hand has none.
            const mine = seats[me] || {}
            const colour = mine.consummation ? mine.consummation.colour || "" : ""
            const canAttract = (mine.hand || []).some(c => (c.marks || []).some(m => !m.hurt && m.target === colour))
            return canAttract || !colour ? qsTr("Declare the Consummation Stage")
                                         : qsTr("Declare the Stage (no Line in hand attracts %1)").arg(characterName(colour))
        }
        case "decline": return qsTr("Do not declare")
        case "discard": return qsTr("Discard")
        case "assign": {
            const names = a.args.evas.map(e => { const ev = evas.find(x => x.id === e); return ev ? qsTranslate("characters", ev.name) : e })
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
            return ev ? qsTr("Play on %1").arg(qsTranslate("characters", ev.name)) : qsTr("Play on %1").arg(characterName(a.args.target))
        }
        }
        return a.type
    }
    function activate(card) {
        if (!card || card.hidden)
            return
        const actions = controller.actionsFor(card.id)
        if (actions.length === 0) {
            // Nothing this card can do now: ask the rules for its plainest use, so the refusal
            // says why (a toast: "Gendou has already spoken this turn"...). Other cards open large.
            const plain = card.type === "drama" || card.type === "battle" ? { type: "play", args: { card: card.id } }
                        : card.type === "put" || card.type === "character" ? { type: "play", args: { card: card.id, target: card.colour } }
                        : card.type === "line" && (card.marks || []).length ? { type: "line", args: { card: card.id, mark: 0 } }
                        : null
            if (plain)
                controller.propose(plain) // refused: the rules' reason is shown
            else
                zoom.show(card)
            return
        }
        // One move is made at once, but a discard is asked first (a click alone never throws
        // a card away).
        if (actions.length === 1 && actions[0].type !== "discard") {
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

    // Sending Evas to battle: the player clicks the Evas to send (evaPick), then "Send".
    readonly property var assignActions: legalRevision >= 0 ? controller.legal.ofType("assign") : []
    readonly property bool assigning: assignActions.length > 0
    property var evaPick: []
    onAssigningChanged: evaPick = []
    function canSend(id) { return assignActions.some(a => (a.args.evas || []).indexOf(id) >= 0) }
    function toggleEva(id) {
        if (!assigning || !canSend(id))
            return
        const pick = evaPick.slice()
        const i = pick.indexOf(id)
        if (i >= 0)
            pick.splice(i, 1)
        else
            pick.push(id)
        evaPick = pick
    }
    function assignFor(ids) {
        for (const a of assignActions) {
            const evas = a.args.evas || []
            if (evas.length === ids.length && ids.every(id => evas.indexOf(id) >= 0))
                return a
        }
        return null
    }
    function evaStrength(ids) {
        let sum = 0
        for (const id of ids) {
            const ev = evas.find(x => x.id === id)
            sum += ev ? ev.strength : 0
        }
        return sum
    }
    function evaNames(ids) {
        return ids.map(id => { const ev = evas.find(x => x.id === id); return ev ? qsTranslate("characters", ev.name) : id }).join(" + ")
    }

    readonly property var promptChoices: {
        const out = []
        if (assigning) {
            // The Evas picked on the board, or all that can go while none is picked.
            let send = evaPick
            if (send.length === 0)
                for (const a of assignActions)
                    if ((a.args.evas || []).length > send.length)
                        send = a.args.evas
            const a = assignFor(send)
            if (a && send.length) {
                // Against the Angel's Strength: the Evas must be stronger (battle cards may still add).
                const against = view.angel ? qsTr("%1 against %2").arg(evaStrength(send)).arg(view.angel.strength) : String(evaStrength(send))
                out.push({ text: evaPick.length ? qsTr("Send %1 (Strength %2)").arg(evaNames(send)).arg(against)
                                                : qsTr("Send all (Strength %1)").arg(against), action: a })
            }
            const none = assignFor([])
            if (none)
                out.push({ text: describe(none), action: none })
        }
        if (legalRevision >= 0)
            for (const a of controller.legal.ofType(["pass", "declare", "decline"]))
                out.push({ text: describe(a), action: a })
        return out
    }

    // The other seats, clockwise from the viewer's left: laid out across the far side.
    readonly property var others: {
        const out = []
        for (let i = 1; i < seats.length; ++i)
            out.push((me + i) % seats.length)
        return out
    }
    function showDiscard(seat) {
        discardPopup.seat = seat
        discardPopup.open()
    }

    Popup { // a seat's whole discard pile, the latest last
        id: discardPopup
        objectName: "discardPopup"
        property int seat: 0
        modal: true
        anchors.centerIn: Overlay.overlay
        // Escape through a Shortcut (as CardZoom does): CloseOnEscape swallowed the next click.
        closePolicy: Popup.CloseOnPressOutside
        Shortcut { sequence: "Escape"; enabled: discardPopup.opened; onActivated: discardPopup.close() }
        width: Math.min(root.width - 80, 760)
        padding: 14
        background: Rectangle { color: Theme.panel; radius: 10; border.color: Theme.panelBorder }
        contentItem: Column {
            spacing: 8
            Label {
                text: qsTr("%1's discard pile").arg(root.nameOf(discardPopup.seat))
                color: Theme.text; font.pixelSize: Theme.fontLarge
            }
            Zone {
                objectName: "discard_" + discardPopup.seat
                width: parent.width
                cardWidth: Theme.cardWidth * 0.9
                emptyText: qsTr("No cards yet")
                controller: root.controller
                faceComponent: root.faceComponent
                model: root.controller && discardPopup.opened ? root.controller.zone("/seats/" + discardPopup.seat + "/discard") : null
                onCardActivated: (c) => root.zoom.show(c)
                onZoomRequested: (c) => root.zoom.show(c)
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 8

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            Item {
                id: board
                Layout.fillWidth: true
                Layout.fillHeight: true

                Item { // the other seats, across the table
                    id: opponents
                    width: parent.width
                    height: root.others.length ? opponentCardW * 1.4 + 62 : 0
                    readonly property real slotW: root.others.length ? Math.min(width / root.others.length, 340) : 0
                    readonly property real startX: (width - slotW * root.others.length) / 2
                    readonly property real opponentCardW: Math.max(24, Math.min(36 * Theme.cardScale, (slotW - 40) / 7.2))
                    Repeater {
                        // A count, not the array: a new array on every move made the Repeater
                        // rebuild every seat panel after each action (issue 20: churn and memory).
                        model: root.others.length
                        SeatPanel {
                            required property int index
                            readonly property int modelData: root.others[index] ?? 0
                            seat: modelData
                            info: root.seats[modelData] || ({})
                            name: root.nameOf(modelData)
                            active: modelData === root.view.active
                            asked: root.controller !== null && root.controller.promptSeat === modelData
                            x: opponents.startX + index * opponents.slotW + 4
                            y: 0
                            width: opponents.slotW - 8
                            height: opponents.height
                            cardWidth: opponents.opponentCardW
                            faceComponent: root.faceComponent
                            zoom: root.zoom
                            table: root
                        }
                    }
                }

                Item { // the wheel
                    id: wheel
                    objectName: "wheel"
                    anchors.top: opponents.bottom; anchors.topMargin: 6
                    anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom
                    readonly property real peek: Theme.cardWidth * 0.5 * 1.4 * 0.42
                    readonly property real tileH: Math.max(64, Math.min(height * 0.23, 118))
                    readonly property real tileW: Math.min(tileH * 1.55, width * 0.2)
                    readonly property real evaW: tileW * 0.95
                    readonly property real evaH: Math.max(40, tileH * 0.5)
                    readonly property real ry: (height - tileH - peek - 10) / 1.81
                    readonly property real rx: Math.min((width / 2 - tileW / 2 - 8) / 0.95, ry * 2.1)
                    readonly property real cx: width / 2
                    readonly property real cy: tileH / 2 + ry + 4
                    // Ring order of N1 (Asuka at the top, clockwise), Shinji in the centre.
                    readonly property var ringPos: [-1, 4, 0, 1, 2, 3]
                    function centre(i) {
                        if (i === 0)
                            return Qt.point(cx, cy)
                        const a = (-90 + 72 * ringPos[i]) * Math.PI / 180
                        return Qt.point(cx + rx * Math.cos(a), cy + ry * Math.sin(a))
                    }
                    // Where a seat sits, in wheel coordinates: the viewer below, the others above.
                    function seatPoint(seat) {
                        const k = root.others.indexOf(seat)
                        if (k < 0)
                            return Qt.point(width / 2, height + 200)
                        return Qt.point(opponents.startX + (k + 0.5) * opponents.slotW, -opponents.height / 2 - 6)
                    }

                    Rectangle { // the city: a faint disc behind the wheel
                        width: 2 * (wheel.rx + wheel.tileW * 0.62); height: wheel.height
                        x: wheel.cx - width / 2
                        radius: height / 2
                        color: Qt.rgba(0, 0, 0, 0.16)
                        border.color: Qt.rgba(1, 1, 1, 0.05)
                        Image {
                            anchors.fill: parent
                            source: root.backdrop
                            visible: source.toString().length > 0
                            fillMode: Image.PreserveAspectFit
                            opacity: 0.22
                        }
                    }

                    Canvas { // streets (natural neighbours, N1) and group links (N3)
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
                            const line = (a, b) => {
                                const p = wheel.centre(a), q = wheel.centre(b)
                                ctx.beginPath(); ctx.moveTo(p.x, p.y); ctx.lineTo(q.x, q.y); ctx.stroke()
                            }
                            // Streets: Shinji to everyone, and round the ring.
                            ctx.strokeStyle = "rgba(255,255,255,0.10)"
                            ctx.lineWidth = 3
                            ctx.setLineDash([6, 6])
                            const ring = [2, 3, 4, 5, 1] // Asuka, Misato, Ritsuko, Gendou, Rei
                            for (let i = 0; i < 5; ++i) {
                                line(0, ring[i])
                                line(ring[i], ring[(i + 1) % 5])
                            }
                            ctx.setLineDash([])
                            // Each group as the shortest bands that join its members (a
                            // spanning tree), so no band runs behind a character outside it.
                            const dist = (a, b) => { const p = wheel.centre(a), q = wheel.centre(b); return Math.hypot(p.x - q.x, p.y - q.y) }
                            const labels = []
                            for (const c of chars)
                                if (c.group >= 0 && labels.indexOf(c.group) < 0)
                                    labels.push(c.group)
                            for (const label of labels) {
                                const members = []
                                for (let i = 0; i < chars.length; ++i)
                                    if (chars[i].group === label)
                                        members.push(i)
                                const joined = [members[0]]
                                const colour = T.groupColour(root.groupNumber(label))
                                while (joined.length < members.length) {
                                    let best = null
                                    for (const a of joined)
                                        for (const b of members)
                                            if (joined.indexOf(b) < 0 && (!best || dist(a, b) < best.d))
                                                best = { a: a, b: b, d: dist(a, b) }
                                    joined.push(best.b)
                                    ctx.globalAlpha = 0.3
                                    ctx.strokeStyle = colour
                                    ctx.lineWidth = 22
                                    line(best.a, best.b)
                                    ctx.globalAlpha = 1
                                    ctx.lineWidth = 7
                                    line(best.a, best.b)
                                }
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
                            groupNumber: root.groupNumber(info.group)
                            table: root
                            zoom: root.zoom
                            portrait: root.portraitOf(T.colours[modelData])
                            seatPoint: (seat) => wheel.seatPoint(seat)
                            width: wheel.tileW; height: wheel.tileH
                            x: wheel.centre(modelData).x - width / 2
                            y: wheel.centre(modelData).y - height / 2
                            controller: root.controller
                            dragLayer: root.dragLayer
                            attachedModel: root.controller ? root.controller.zone("/characters/" + modelData + "/attached") : null
                        }
                    }

                    Repeater { // the Evas, each by its pilot
                        model: root.evas.length // a count: the view's new array each move rebuilt the tiles
                        EvaTile {
                            required property int index
                            readonly property var modelData: root.evas[index] || ({})
                            readonly property int pilot: T.colours.indexOf(modelData.pilot)
                            readonly property point at: wheel.centre(pilot)
                            objectName: "eva_" + modelData.id
                            info: modelData
                            unit: index
                            zoom: root.zoom
                            art: root.evaArtOf(index)
                            width: wheel.evaW; height: wheel.evaH
                            // Unit Zero under Rei, Unit One under Shinji, Unit Two right of Asuka.
                            x: index === 2 ? at.x + wheel.tileW / 2 + 12 : at.x - width / 2
                            y: index === 2 ? at.y - height / 2 : at.y + wheel.tileH / 2 + wheel.peek + 4
                            controller: root.controller
                            dragLayer: root.dragLayer
                            faceComponent: root.faceComponent
                            attachedModel: root.controller ? root.controller.zone("/evas/" + index + "/attached") : null
                            actionFor: function(card) { return card && !card.hidden ? { type: "play", args: { card: card.id, target: modelData.id } } : null }
                            pickable: root.assigning && root.canSend(modelData.id)
                            picked: root.evaPick.indexOf(modelData.id) >= 0
                            onPickToggled: root.toggleEva(modelData.id)
                        }
                    }

                }
            }

            RowLayout { // the viewer's own place: Consummation card, piles, hand, where to speak
                id: myArea
                Layout.fillWidth: true
                Layout.fillHeight: false
                Layout.preferredHeight: Theme.cardHeight * 1.15 + 24
                Layout.maximumHeight: Theme.cardHeight * 1.15 + 24
                spacing: 8
                readonly property var mine: root.seats[root.me] || ({})
                Rectangle {
                    objectName: "mySeat"
                    Layout.fillHeight: true
                    Layout.preferredWidth: mySeatRow.implicitWidth + 16
                    radius: 8
                    color: Qt.rgba(0, 0, 0, 0.18)
                    border.color: root.me === root.view.active ? Theme.accent : Theme.panelBorder
                    Column {
                        x: 8; y: 4
                        spacing: 4
                        Row {
                            spacing: 6
                            Rectangle {
                                width: 16; height: 16; radius: 8
                                color: T.seatColour(root.me)
                                Text { anchors.centerIn: parent; text: root.me + 1; font.pixelSize: 9; font.bold: true; color: "#10181a" }
                            }
                            Text { text: root.nameOf(root.me); color: Theme.text; font.bold: true; font.pixelSize: Theme.fontSmall + 1 }
                            Text {
                                visible: (myArea.mine.angelsDefeated || 0) > 0
                                text: qsTr("%n Angel(s) beaten", "", myArea.mine.angelsDefeated || 0)
                                color: Theme.good
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                        Row {
                            id: mySeatRow
                            spacing: 8
                            Column {
                                spacing: 2
                                Card {
                                    objectName: "myConsummation"
                                    card: myArea.mine.consummation || ({})
                                    faceComponent: root.faceComponent
                                    cardWidth: Theme.cardWidth * 0.72
                                    onActivated: (c) => root.zoom.show(c)
                                    onZoomRequested: (c) => root.zoom.show(c)
                                }
                                LevelPips { level: myArea.mine.level || 0 }
                            }
                            PileStack {
                                count: myArea.mine.deckCount || 0
                                cardWidth: Theme.cardWidth * 0.55
                                label: qsTr("Draw %1").arg(count)
                            }
                            PileStack {
                                objectName: "myDiscardPile"
                                readonly property var pile: myArea.mine.discard || []
                                count: pile.length
                                topCard: count ? pile[count - 1] : null
                                faceUp: true
                                cardWidth: Theme.cardWidth * 0.55
                                faceComponent: root.faceComponent
                                label: qsTr("Discards %1").arg(count)
                                onActivated: root.showDiscard(root.me)
                                onZoomRequested: (c) => root.zoom.show(c)
                                // A card the rules ask this seat to discard (DP below zero at
                                // the Ending Draw) may be dragged here: the pile lights up.
                                DropArea {
                                    id: discardDrop
                                    objectName: "discardDrop"
                                    anchors.fill: parent
                                    anchors.margins: -6
                                    keys: ["card"]
                                    readonly property var pending: root.dragLayer && root.dragLayer.card
                                                                   ? { type: "discard", args: { card: root.dragLayer.card.id } } : null
                                    readonly property bool lit: pending !== null && root.legalRevision >= 0
                                                                && root.controller.legal.isLegal(pending)
                                    onDropped: (event) => {
                                        if (!lit)
                                            return
                                        event.accept(Qt.MoveAction)
                                        root.dragLayer.dropOk = root.controller.propose(pending)
                                    }
                                    Rectangle {
                                        anchors.fill: parent
                                        visible: discardDrop.lit
                                        radius: 6
                                        color: Qt.rgba(1, 0.84, 0.3, discardDrop.containsDrag ? 0.35 : 0.15)
                                        border.color: Theme.legal
                                        border.width: 2
                                    }
                                }
                            }
                        }
                    }
                }
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
                    Layout.preferredWidth: Theme.cardWidth * 1.6
                    Layout.fillHeight: true
                    title: qsTr("Speak here")
                    emptyText: qsTr("Drama and Battle cards without a target")
                    controller: root.controller
                    dragLayer: root.dragLayer
                    // Drama and Battle cards only: a Put or Character card goes on its character.
                    actionFor: function(card) { return card && !card.hidden && (card.type === "drama" || card.type === "battle") ? { type: "play", args: { card: card.id } } : null }
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
            Layout.preferredWidth: 290
            Layout.maximumWidth: 290
            Layout.fillHeight: true
            spacing: 6

            Rectangle { // the Angel in Neo-Tokyo and the face-down queue
                objectName: "angel"
                Layout.fillWidth: true
                implicitHeight: angelCol.implicitHeight + 16
                radius: 10
                color: root.view.angel ? "#3d1820" : Theme.panel
                border.color: root.view.angel ? Theme.danger : Theme.panelBorder
                Column {
                    id: angelCol
                    x: 8; y: 8
                    width: parent.width - 16
                    spacing: 6
                    Row {
                        spacing: 10
                        width: parent.width
                        Card {
                            visible: !!root.view.angel
                            card: root.view.angel || ({})
                            faceComponent: root.faceComponent
                            cardWidth: Theme.cardWidth * 0.9
                            onActivated: (c) => root.zoom.show(c)
                            onZoomRequested: (c) => root.zoom.show(c)
                        }
                        Column {
                            spacing: 2
                            width: parent.width - (root.view.angel ? Theme.cardWidth * 0.9 + 10 : 0)
                            Label {
                                text: root.view.angel ? qsTr("Angel in Neo-Tokyo") : qsTr("No Angel in Neo-Tokyo")
                                color: Theme.textDim; font.pixelSize: Theme.fontSmall
                            }
                            Label {
                                visible: !!root.view.angel
                                width: parent.width
                                text: root.view.angel ? (root.view.angel.displayName || root.view.angel.name) : ""
                                color: Theme.text; font.pixelSize: Theme.fontLarge; font.bold: true
                                elide: Text.ElideRight
                            }
                            Label {
                                visible: !!root.view.angel
                                text: root.view.angel ? qsTr("Strength %1").arg(root.view.angel.strength) : ""
                                color: Theme.danger; font.pixelSize: Theme.fontNormal + 2; font.bold: true
                            }
                            Label {
                                visible: !!root.view.battle
                                width: parent.width
                                wrapMode: Text.WordWrap
                                text: root.view.battle ? qsTr("Battle, step %1: the Evas sent have Strength %2").arg(root.view.battle.step).arg(root.view.battle.evaStrength) : ""
                                color: Theme.legal; font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                    Row { // the queue outside Neo-Tokyo
                        spacing: 4
                        visible: (root.view.angelQueue || []).length > 0
                        Repeater {
                            model: root.view.angelQueue || []
                            Card {
                                required property var modelData
                                objectName: "cardBack"
                                card: modelData
                                faceComponent: root.faceComponent
                                cardWidth: 26
                                onZoomRequested: (c) => root.zoom.show(c)
                            }
                        }
                    }
                    Label {
                        text: qsTr("%n Angel(s) waiting face down", "", (root.view.angelQueue || []).length)
                        color: Theme.textDim; font.pixelSize: Theme.fontSmall
                    }
                }
            }

            Rectangle { // whose turn, and the five phases with the current one lit
                objectName: "turnPanel"
                Layout.fillWidth: true
                implicitHeight: turnCol.implicitHeight + 14
                radius: 10
                color: Theme.panel
                border.color: Theme.panelBorder
                Column {
                    id: turnCol
                    x: 8; y: 7
                    width: parent.width - 16
                    spacing: 6
                    Row {
                        spacing: 6
                        Rectangle {
                            width: 18; height: 18; radius: 9
                            color: T.seatColour(root.view.active || 0)
                            Text { anchors.centerIn: parent; text: (root.view.active || 0) + 1; font.pixelSize: 10; font.bold: true; color: "#10181a" }
                        }
                        Label {
                            text: qsTr("Turn %1: %2").arg(root.view.turn || 0).arg(root.nameOf(root.view.active || 0))
                            color: Theme.text; font.bold: true; font.pixelSize: Theme.fontNormal
                        }
                    }
                    Label { // the phase in full ("Battle: assign Evas")
                        objectName: "phaseLabel"
                        width: parent.width
                        text: root.phaseName(root.view.phase)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    Flow {
                        width: parent.width
                        spacing: 3
                        Repeater {
                            model: [["openingDraw"], ["battleAssign", "battle"], ["main"], ["endingDiscard"], ["consummation", "stage"]]
                            Rectangle {
                                required property var modelData
                                readonly property bool current: modelData.indexOf(root.view.phase) >= 0
                                width: phaseLabel.implicitWidth + 10; height: phaseLabel.implicitHeight + 6
                                radius: 4
                                color: current ? Theme.accent : "transparent"
                                border.color: current ? Theme.accent : Theme.panelBorder
                                Label {
                                    id: phaseLabel
                                    anchors.centerIn: parent
                                    text: root.phaseShortName(parent.modelData[0])
                                    color: parent.current ? "#1a1a1a" : Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: parent.current
                                }
                            }
                        }
                    }
                }
            }

            Rectangle { // what waits for reactions, or the Stage under way (beside the board, covering nothing)
                objectName: "pendingBanner"
                Layout.fillWidth: true
                visible: bannerLabel.text.length > 0
                implicitHeight: bannerLabel.implicitHeight + 14
                radius: 10
                color: "#3a3320"
                border.color: Theme.accent
                border.width: 2
                Label {
                    id: bannerLabel
                    x: 8; y: 7
                    width: parent.width - 16
                    wrapMode: Text.WordWrap
                    text: root.bannerText()
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
            }

            GameLog {
                objectName: "gameLog"
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: root.controller ? root.controller.log : null
            }
        }
    }

    // The art (art/): portraits, Eva heads and the city behind the wheel.
    readonly property string backdrop: Art.backdrop()
    function portraitOf(colour) { return Art.portrait(colour) }
    function evaArtOf(index) { return Art.eva(index) }

    // Behind the curtain: what a seat is asked to react to, in full (public facts only).
    readonly property string curtainHint: root.view.pending && root.view.pending.card && root.controller
                                          ? qsTr("%1: %2.").arg(root.nameOf(root.view.pending.seat)).arg(root.pendingWhat()) + " " + root.controller.promptText : ""
    // "Shinji speaks One More Step Forward as a Line: attract Misato"
    function pendingWhat() {
        const p = view.pending
        if (!p || !p.card)
            return ""
        const speaker = characterName(p.card.colour || "")
        return p.line ? (p.hurt ? qsTr("%1 speaks %2 as a Line: hurt %3") : qsTr("%1 speaks %2 as a Line: attract %3"))
                        .arg(speaker).arg(p.card.displayName || p.card.name).arg(characterName(p.target))
                      : qsTr("%1 speaks %2").arg(speaker).arg(p.card.displayName || p.card.name)
    }
    function bannerText() {
        const p = view.pending
        if (p && p.card)
            return qsTr("%1: %2. Waiting for reactions.").arg(nameOf(p.seat)).arg(pendingWhat())
        const st = view.stage
        if (st)
            return qsTr("Consummation Stage: %1 brings %2 to the Stage").arg(nameOf(st.seat)).arg(characterName(st.character))
        return ""
    }
    function phaseShortName(p) {
        switch (p) {
        case "openingDraw": return qsTr("Draw")
        case "battleAssign": return qsTr("Battle")
        case "main": return qsTr("Main")
        case "endingDiscard": return qsTr("Ending")
        case "consummation": return qsTr("Consummation")
        }
        return p
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
