import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "ServantsLook.js" as ServantsLook
import "ServantsArt.js" as Art

// The Servant Zones table: two mats facing each other (the viewer's nearest, the opponent's
// running right to left across the table), each with five servant slots in front and five
// strategy & conspiracy slots behind, shown even when empty; the shared map slot between
// them; each seat's Health beside its mat; the chain as a stack beside the mats; the hand at
// the bottom. A card from the hand is dragged (or clicked, then its slot clicked) onto a lit
// slot; a servant asks Summon or Set, a Sacrifice Summon then asks for its sacrifices. An
// attacker is dragged (or clicked, then its target clicked) onto a target or the opponent's
// Health. What lights comes from the legal index (controller.legal), never from the list.
Item {
    id: root
    objectName: "servantsTable"
    property GameController controller
    property DragLayer dragLayer
    property CardZoom zoom
    property Toast toast

    property Component faceComponent: Component { ServantsCard {} }
    readonly property url cardBack: Art.cardBack() // face-down cards show the set's back
    property Component detailComponent: Component {
        Column {
            property var card: ({})
            width: 300
            spacing: 8
            Label { text: root.cardName(parent.card); color: Theme.text; font.pixelSize: Theme.fontLarge; width: parent.width; wrapMode: Text.WordWrap }
            Label {
                text: {
                    const c = parent.card || {}
                    if (c.kind === "servant")
                        return qsTr("Level %1 %2 %3 · OFF %4 · DEF %5").arg(c.level).arg(ServantsLook.elementName(c.element))
                               .arg(c.servantType || "").arg(c.off).arg(c.def)
                    return ServantsLook.kindName(c.kind, c.subtype) + " · " + qsTr("Speed %1").arg(c.speed || 1)
                }
                color: Theme.textDim; width: parent.width; wrapMode: Text.WordWrap
            }
            Label { text: parent.card ? (parent.card.displayText || parent.card.text || "") : ""; color: Theme.text; width: parent.width; wrapMode: Text.WordWrap }
        }
    }
    property Component breakdownComponent: null

    readonly property var view: controller ? controller.view : ({})
    readonly property bool private_: controller && !controller.curtain && controller.viewerSeat >= 0 && !controller.gameOver
    // The near seat: the viewer; under the curtain, the seat about to decide.
    readonly property int me: private_ ? controller.viewerSeat : Math.max(0, controller ? controller.promptSeat : 0)
    readonly property int other: 1 - me
    readonly property var seats: view.seats || []
    readonly property var mine: seats[me] || ({})
    readonly property var theirs: seats[other] || ({})
    readonly property var chain: view.chain || []
    // Read by every binding that depends on what is legal, so it refreshes after each move.
    readonly property int legalRevision: controller ? controller.legal.revision : -1

    // Sizes: as large as the Card size setting asks, never so large that the table stops
    // fitting (two mats of two rows, the map strip, the hand and the prompt down the board;
    // the seat panel and five square slots across it).
    readonly property real sideWidth: Math.round(Math.min(300 * Theme.textScale, Math.max(210, width * 0.24)))
    readonly property real cardWidth: Math.max(34, Math.min(Theme.cardWidth * 1.05,
                                                             (height - 16 - 190) / 7.0,
                                                             (width - 24 - sideWidth - panelWidth - 90) / 7.0))
    readonly property real strategyWidth: cardWidth * 0.72
    // The hand's cards: on windows larger than the 1280x800 design (Theme.windowScale > 1) they
    // grow into the room the hand has below the mats, up to 1.3 times the theme's card size.
    readonly property real handCardWidth: Theme.windowScale > 1
                                          ? Math.max(cardWidth, Math.min(Theme.cardWidth * 1.3, (height - 16 - 190) / 6.2))
                                          : cardWidth
    readonly property real panelWidth: Math.round(Math.max(120, Math.min(170, width * 0.12)))

    // Hot-seat curtain: what the seat is asked about, from public facts only.
    readonly property string curtainHint: {
        if (!controller || !controller.curtain)
            return ""
        const top = chain.length ? chain[chain.length - 1] : null
        if (top && top.power)
            return qsTr("%1 used the Multi-trigger power of %2 (Chain Link %3, Speed %4).").arg(nameOf(top.seat)).arg(cardName(top.card)).arg(top.link).arg(top.speed)
                   + " " + controller.promptText
        if (top)
            return qsTr("%1 activated %2 (Chain Link %3, Speed %4).").arg(nameOf(top.seat)).arg(cardName(top.card)).arg(top.link).arg(top.speed)
                   + " " + controller.promptText
        return controller.promptText
    }

    function nameOf(seat) { return controller && controller.seatNames.length > seat && seat >= 0 ? controller.seatNames[seat] : qsTr("Player %1").arg(seat + 1) }
    function seatColor(seat) { return seat === 0 ? "#e07a5f" : seat === 1 ? "#6fa8dc" : Theme.textDim }
    function cardName(c) { return c ? (c.displayName || c.name || "") : "" }
    // A card on the map by its instance id (a link's target): its name, or "a set card".
    function findOnMap(id) {
        for (const s of seats)
            for (const list of [s.servants || [], s.strategies || []])
                for (const c of list)
                    if (c && c.id === id)
                        return c
        return null
    }
    function nameOfCard(id) { const c = findOnMap(id); return c ? cardName(c) : qsTr("a set card") }

    // --- What the viewer is doing: a card chosen to place, an attacker chosen, sacrifices or
    // a target being picked. Any new legal list (a move made anywhere) ends it.
    property string mode: ""        // "", "place", "attack", "sacrifice", "target"
    property var selected: null      // the card being placed, or the attacker
    property var candidates: []      // sacrifice / target: the actions still possible
    property var picks: []           // sacrifice: the ids chosen so far
    property int need: 0             // sacrifice: how many
    property int modeRevision: 0
    property var hovered: null       // {seat, kind, index} under a dragged or chosen attacker
    // A servant turned face-up by an attack whose Flip power chooses a servant: the rules ask its
    // controller (prompt "flipTarget"), one usePower per target; its targets light and a click
    // answers, without a menu and without Cancel (the power must take a target).
    readonly property var flipChoices: controller && private_ && controller.promptKind === "flipTarget" && legalRevision >= 0
                                       ? controller.legal.ofType(["usePower"]) : []
    onLegalRevisionChanged: cancel()
    function setMode(m, card, list) {
        mode = m
        selected = card || null
        candidates = list || []
        picks = []
        need = 0
        ++modeRevision
    }
    function cancel() {
        if (mode !== "" || selected !== null)
            setMode("", null, [])
    }
    function isPicked(id, rev) {
        return (mode === "sacrifice" && picks.indexOf(id) >= 0) || (mode === "attack" && selected !== null && selected.id === id)
               || (mode === "" && flipChoices.length > 0 && !!view.flipAsk && view.flipAsk.servant === id)
    }

    // The legal actions that take `thing` (a card) to slot i of a seat's row.
    function actionsAt(thing, seat, kind, i) {
        if (!thing || thing.hidden || !controller || legalRevision < 0)
            return []
        const types = kind === "servants" ? (seat === me ? ["summon", "set"] : ["attack"]) : (seat === me ? ["setStrategy", "activate"] : [])
        if (!types.length)
            return []
        return controller.legal.actionsTo(thing.id, String(i)).filter(a => types.indexOf(a.type) >= 0)
    }
    // Actions of `thing` that name no slot, of one type (a Map card's activation, a direct attack).
    function actionsNowhere(thing, type) {
        if (!thing || thing.hidden || !controller || legalRevision < 0)
            return []
        return controller.legal.actionsTo(thing.id, "").filter(a => a.type === type)
    }
    function activeThing(dragged) {
        if (dragged)
            return dragged
        return mode === "place" || mode === "attack" ? selected : null
    }
    function slotLit(seat, kind, i, dragged, rev) {
        const slot = ((seats[seat] || {})[kind] || [])[i]
        if (mode === "sacrifice") // a servant that can still make a legal summon with the picks so far
            return kind === "servants" && seat === me && !!slot
                   && (picks.indexOf(slot.id) >= 0 || candidates.some(a => (a.args.sacrifices || []).indexOf(slot.id) >= 0
                                                                         && picks.every(p => a.args.sacrifices.indexOf(p) >= 0)))
        if (mode === "target")
            return kind === "servants" && candidates.some(a => a.args.targetSeat === seat && a.args.targetSlot === i)
        if (mode === "" && flipChoices.length)
            return kind === "servants" && flipChoices.some(a => a.args.targetSeat === seat && a.args.targetSlot === i)
        return actionsAt(activeThing(dragged), seat, kind, i).length > 0
    }
    function healthLit(seat, dragged, rev) {
        return seat !== me && mode !== "sacrifice" && mode !== "target" && actionsNowhere(activeThing(dragged), "attack").length > 0
    }
    function mapLit(dragged, rev) {
        const thing = activeThing(dragged)
        return !!thing && thing.subtype === "map" && actionsNowhere(thing, "activate").length > 0
    }

    function slotClicked(seat, kind, i, content) {
        if (mode === "sacrifice") {
            if (content && slotLit(seat, kind, i, null, modeRevision))
                togglePick(content.id)
            return
        }
        if (mode === "target") {
            if (slotLit(seat, kind, i, null, modeRevision)) {
                const rest = candidates.filter(a => a.args.targetSeat === seat && a.args.targetSlot === i)
                cancel()
                narrow(rest)
            }
            return
        }
        if (mode === "" && flipChoices.length && slotLit(seat, kind, i, null, modeRevision)) {
            narrow(flipChoices.filter(a => a.args.targetSeat === seat && a.args.targetSlot === i))
            return
        }
        if (mode === "place" || mode === "attack") {
            const acts = actionsAt(selected, seat, kind, i)
            cancel()
            if (acts.length) {
                choose(acts)
                return
            }
        }
        if (content && !content.hidden)
            cardClicked(content, seat === me ? "mat" : "theirs")
    }
    function slotDropped(seat, kind, i) {
        const acts = actionsAt(dragLayer ? dragLayer.dragged : null, seat, kind, i)
        if (!acts.length)
            return false
        cancel()
        Qt.callLater(root.choose, acts)
        return true
    }
    function healthClicked(seat) {
        if (!healthLit(seat, null, modeRevision))
            return
        const acts = actionsNowhere(selected, "attack")
        cancel()
        choose(acts)
    }
    function healthDropped(seat) {
        const acts = actionsNowhere(dragLayer ? dragLayer.dragged : null, "attack")
        if (seat === me || !acts.length)
            return false
        cancel()
        Qt.callLater(root.choose, acts)
        return true
    }
    function mapClicked() {
        if (mode === "place" && mapLit(null, modeRevision)) {
            const acts = actionsNowhere(selected, "activate")
            cancel()
            choose(acts)
        } else if (view.map) {
            zoom.show(view.map)
        }
    }
    function mapDropped() {
        const thing = dragLayer ? dragLayer.dragged : null
        if (!mapLit(thing, modeRevision))
            return false
        const acts = actionsNowhere(thing, "activate")
        cancel()
        Qt.callLater(root.choose, acts)
        return true
    }
    function togglePick(id) {
        const p = picks.slice()
        const at = p.indexOf(id)
        if (at >= 0)
            p.splice(at, 1)
        else if (p.length < need)
            p.push(id)
        picks = p
        ++modeRevision
        if (p.length === need) {
            const a = candidates.find(x => (x.args.sacrifices || []).length === need && p.every(s => x.args.sacrifices.indexOf(s) >= 0))
            if (a) {
                cancel()
                controller.propose(a)
            }
        }
    }

    // A card clicked: in the hand, it is chosen and the slots it may go to light up; on the
    // mat, a menu of what it can do (an attacker is chosen and its targets light up).
    function cardClicked(card, where) {
        if (!card || card.hidden || !controller)
            return
        const actions = controller.actionsFor(card.id)
        if (actions.length === 0) {
            // Nothing to do with it now: the rules say why (a toast), or it opens large.
            if (where === "hand" && !controller.curtain && controller.viewerSeat >= 0) {
                const free = Math.max(0, (card.kind === "servant" ? mine.servants || [] : mine.strategies || []).findIndex(x => !x))
                const plain = card.kind === "servant" ? { type: "summon", args: { card: card.id, slot: free } }
                            : card.kind === "conspiracy" ? { type: "setStrategy", args: { card: card.id, slot: free } }
                            : card.subtype === "map" ? { type: "activate", args: { card: card.id } }
                            : { type: "activate", args: { card: card.id, slot: free } }
                controller.propose(plain)
            } else {
                zoom.show(card)
            }
            return
        }
        if (where === "hand") {
            if (actions.every(a => a.type === "discard")) {
                offer(actions)
                return
            }
            const placed = actions.some(a => a.type !== "discard")
            if (placed) {
                if (mode === "place" && selected && selected.id === card.id) {
                    cancel() // a second click puts it back
                    return
                }
                setMode("place", card, [])
                return
            }
        }
        if (actions.some(a => a.type === "attack") && actions.every(a => a.type === "attack")) {
            if (mode === "attack" && selected && selected.id === card.id) {
                cancel()
                return
            }
            setMode("attack", card, [])
            return
        }
        offer(actions)
    }

    // Several moves: one menu entry per kind of move (Summon / Set...), then narrowed down.
    function choose(actions) {
        if (!actions || !actions.length)
            return
        const types = []
        for (const a of actions)
            if (types.indexOf(a.type) < 0)
                types.push(a.type)
        if (types.length === 1)
            return narrow(actions)
        offer(actions)
    }
    function offer(actions) {
        const entries = []
        const types = []
        for (const a of actions)
            if (types.indexOf(a.type) < 0)
                types.push(a.type)
        for (const t of types) {
            const list = actions.filter(a => a.type === t)
            entries.push({ text: describeType(t, list), type: t, list: list })
        }
        actionMenu.entries = entries
        actionMenu.popup()
    }
    function narrow(list) {
        if (!list.length)
            return
        if (list.length === 1) {
            controller.propose(list[0])
            return
        }
        const sacrifices = list.reduce((n, a) => Math.max(n, (a.args.sacrifices || []).length), 0)
        if (sacrifices > 0) {
            setMode("sacrifice", list[0].args.card ? findInHand(list[0].args.card) : null, list)
            need = sacrifices
            ++modeRevision
            return
        }
        const key = a => a.args.targetSeat + "/" + a.args.targetSlot
        if (list.some(a => key(a) !== key(list[0]))) {
            const which = list[0].args.card || list[0].args.servant // a card, or a servant's power
            setMode("target", findInHand(which) || findOnMap(which), list)
            return
        }
        // A Special Summon: which servant of the hand.
        const entries = list.map(a => ({ text: a.args.summon ? qsTr("Special Summon %1").arg(cardName(findInHand(a.args.summon))) : describe(a),
                                         type: a.type, list: [a] }))
        actionMenu.entries = entries
        actionMenu.popup()
    }
    function findInHand(id) {
        for (const c of mine.hand || [])
            if (c.id === id)
                return c
        return null
    }
    function describeType(t, list) {
        const a = list[0]
        switch (t) {
        case "summon": return (a.args.sacrifices || []).length ? qsTr("Sacrifice Summon (%n sacrifice(s))", "", a.args.sacrifices.length) : qsTr("Summon in Offense Position")
        case "set": return (a.args.sacrifices || []).length ? qsTr("Set face-down (%n sacrifice(s))", "", a.args.sacrifices.length) : qsTr("Set face-down in Defense Position")
        case "setStrategy": return qsTr("Set face-down")
        }
        return describe(a)
    }
    function describe(a) {
        switch (a.type) {
        case "summon": return qsTr("Summon")
        case "set": return qsTr("Set")
        case "flip": return qsTr("Flip Summon")
        case "position": {
            const s = findOnMap(a.args.servant)
            return s && s.position === "offense" ? qsTr("Change to Defense Position") : qsTr("Change to Offense Position")
        }
        case "usePower": {
            const s = findOnMap(a.args.servant)
            return s && s.power === "multiTrigger" ? qsTr("Use its Multi-trigger power (Chain Link)") : qsTr("Use its power")
        }
        case "setStrategy": return qsTr("Set face-down")
        case "activate": return qsTr("Activate")
        case "attack": return a.args.target === undefined ? qsTr("Attack directly") : qsTr("Attack")
        case "discard": return qsTr("Discard")
        case "pass": return chain.length ? qsTr("Pass (do not continue)") : qsTr("Pass")
        case "battle": return qsTr("Battle Phase")
        case "endBattle": return qsTr("End the Battle Phase")
        case "endTurn": return qsTr("End turn")
        }
        return a.type
    }

    // What the damage table gives for an attack, from what the viewer sees.
    function prediction(attacker, seat, slot) {
        if (!attacker || attacker.offNow === undefined)
            return ""
        const off = attacker.offNow
        const name = cardName(attacker)
        if (slot < 0)
            return qsTr("%1 attacks directly: %2 damage to %3").arg(name).arg(off).arg(nameOf(seat))
        const t = ((seats[seat] || {}).servants || [])[slot]
        if (!t)
            return ""
        if (t.hidden || t.offNow === undefined)
            return qsTr("%1 (OFF %2) attacks a set card: it turns face-up and its DEF decides").arg(name).arg(off)
        const tn = cardName(t)
        const mover = attacker.owner !== undefined ? attacker.owner : me
        if (t.position === "offense") {
            const d = t.offNow
            if (off > d)
                return qsTr("%1 (OFF %2) destroys %3 (OFF %4): %5 damage to %6").arg(name).arg(off).arg(tn).arg(d).arg(off - d).arg(nameOf(seat))
            if (off === d)
                return qsTr("%1 and %2 (OFF %3 each) destroy each other").arg(name).arg(tn).arg(off)
            return qsTr("%1 (OFF %2) is destroyed by %3 (OFF %4): %5 damage to %6").arg(name).arg(off).arg(tn).arg(d).arg(d - off).arg(nameOf(1 - seat))
        }
        const def = t.defNow
        if (off > def)
            return qsTr("%1 (OFF %2) destroys %3 (DEF %4): no damage").arg(name).arg(off).arg(tn).arg(def)
        if (off === def)
            return qsTr("%1 (OFF %2) against %3 (DEF %4): nothing happens").arg(name).arg(off).arg(tn).arg(def)
        return qsTr("%1 (OFF %2) against %3 (DEF %4): %5 damage to %6").arg(name).arg(off).arg(tn).arg(def).arg(def - off).arg(nameOf(1 - seat))
    }
    // The declared attack, in words.
    readonly property string attackText: {
        const at = view.attack
        if (!at)
            return ""
        const attacker = findOnMap(at.attacker)
        const ts = at.targetSeat !== undefined ? at.targetSeat : other
        const p = prediction(attacker, ts, at.direct ? -1 : at.targetSlot)
        const said = p.length ? p : qsTr("%1 attacks").arg(cardName(attacker))
        // A card or a Multi-trigger power made the attack deal no damage (blockDamage).
        return at.noDamage ? said + " " + qsTr("(blocked: no damage to either player)") : said
    }
    // While an attacker is dragged or chosen: what attacking the target under the pointer would do.
    readonly property string hoverText: {
        const thing = activeThing(dragLayer ? dragLayer.dragged : null)
        if (!thing || !hovered || legalRevision < 0)
            return ""
        if (hovered.kind === "health")
            return healthLit(hovered.seat, thing, modeRevision) ? prediction(thing, hovered.seat, -1) : ""
        return hovered.kind === "servants" && actionsAt(thing, hovered.seat, "servants", hovered.index).some(a => a.type === "attack")
               ? prediction(thing, hovered.seat, hovered.index) : ""
    }
    function hover(seat, kind, index, on) {
        if (on)
            hovered = { seat: seat, kind: kind, index: index }
        else if (hovered && hovered.seat === seat && hovered.kind === kind && hovered.index === index)
            hovered = null
    }

    readonly property string modeText: {
        switch (mode) {
        case "place":
            return selected ? qsTr("Choose a lit slot for %1 (or drag it there)").arg(cardName(selected)) : ""
        case "attack":
            return selected ? (hoverText.length ? hoverText : qsTr("Choose what %1 attacks: a lit servant, or the opponent's Health").arg(cardName(selected))) : ""
        case "sacrifice":
            return qsTr("Choose %n servant(s) to sacrifice (click them)", "", need)
        case "target":
            return qsTr("Choose the target of %1 (a lit servant)").arg(cardName(selected))
        }
        if (flipChoices.length && view.flipAsk)
            return qsTr("%1 was turned face-up: choose the target of its Flip power (a lit servant)").arg(nameOfCard(view.flipAsk.servant))
        return ""
    }
    readonly property var promptChoices: {
        if (mode !== "")
            return [{ text: qsTr("Cancel"), run: root.cancel }]
        const out = []
        if (legalRevision >= 0)
            for (const a of controller.legal.ofType(["pass", "battle", "endBattle", "endTurn"]))
                out.push({ text: describe(a), action: a })
        return out
    }

    Menu {
        id: actionMenu
        objectName: "actionMenu"
        property var entries: []
        Repeater {
            model: actionMenu.entries
            MenuItem {
                required property var modelData
                objectName: "menu_" + modelData.type
                text: modelData.text
                onTriggered: root.narrow(modelData.list)
            }
        }
    }

    function showGraveyard(seat) {
        graveyard.seat = seat
        graveyard.open()
    }
    Popup { // a seat's graveyard as a list, the latest first
        id: graveyard
        objectName: "graveyardPopup"
        property int seat: 0
        readonly property var cards: ((root.seats[seat] || {}).graveyard || []).slice().reverse()
        modal: true
        anchors.centerIn: Overlay.overlay
        closePolicy: Popup.CloseOnPressOutside
        Shortcut { sequence: "Escape"; enabled: graveyard.opened; onActivated: graveyard.close() }
        width: Math.min(root.width - 60, 460)
        height: Math.min(root.height - 60, 520)
        padding: 12
        background: Rectangle { color: Theme.panel; radius: 10; border.color: Theme.panelBorder }
        contentItem: ColumnLayout {
            spacing: 8
            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    text: qsTr("%1's graveyard (%n card(s))", "", graveyard.cards.length).arg(root.nameOf(graveyard.seat))
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    elide: Text.ElideRight
                }
                Button {
                    objectName: "graveyardClose"
                    text: qsTr("Close")
                    flat: true
                    onClicked: graveyard.close()
                }
            }
            Label {
                visible: graveyard.cards.length === 0
                text: qsTr("No cards yet")
                color: Theme.textDim
                font.italic: true
            }
            ListView {
                objectName: "graveyardList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 4
                model: graveyard.cards
                ScrollBar.vertical: ScrollBar {}
                delegate: Rectangle {
                    required property var modelData
                    width: ListView.view.width - 10
                    height: 58
                    radius: 6
                    color: Theme.feltDark
                    border.color: Theme.panelBorder
                    Card {
                        id: gcard
                        x: 6
                        anchors.verticalCenter: parent.verticalCenter
                        card: parent.modelData
                        faceComponent: root.faceComponent
                        backSource: root.cardBack
                        cardWidth: 36
                        activeFocusOnTab: false
                        onActivated: (c) => root.zoom.show(c)
                        onZoomRequested: (c) => root.zoom.show(c)
                    }
                    Column {
                        anchors.left: gcard.right
                        anchors.leftMargin: 10
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        Label { text: root.cardName(parent.parent.modelData); color: Theme.text; font.bold: true; elide: Text.ElideRight; width: parent.width }
                        Label {
                            readonly property var c: parent.parent.modelData
                            text: c.kind === "servant" ? qsTr("Level %1 %2 · %3/%4").arg(c.level).arg(ServantsLook.elementName(c.element)).arg(c.off).arg(c.def)
                                                       : ServantsLook.kindName(c.kind, c.subtype)
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                    MouseArea { anchors.fill: parent; z: -1; onClicked: root.zoom.show(parent.modelData) }
                }
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 8

        ColumnLayout {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 4

            // The opponent: strategies behind, servants in front, facing the viewer.
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 10
                SeatPanel {
                    table: root
                    seat: root.other
                    info: root.theirs
                    active: root.view.active === root.other
                    asked: root.controller !== null && root.controller.promptSeat === root.other
                    width: root.panelWidth
                    height: theirRows.height
                }
                Column {
                    id: theirRows
                    spacing: 4
                    MatRow {
                        anchors.horizontalCenter: parent.horizontalCenter
                        table: root; seat: root.other; kind: "strategies"; mirrored: true
                        slots: root.theirs.strategies || []
                        cardWidth: root.strategyWidth
                    }
                    MatRow {
                        anchors.horizontalCenter: parent.horizontalCenter
                        table: root; seat: root.other; kind: "servants"; mirrored: true
                        slots: root.theirs.servants || []
                        cardWidth: root.cardWidth
                    }
                }
            }

            // Between the mats: the shared map slot, the phase and the declared attack.
            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: root.strategyWidth * 0.8 * 1.4 + 10
                spacing: 10
                Rectangle {
                    id: mapSlot
                    objectName: "mapSlot"
                    readonly property bool lit: root.mapLit(root.dragLayer ? root.dragLayer.dragged : null, root.modeRevision) && root.legalRevision >= 0
                    Layout.preferredWidth: root.strategyWidth * 0.8 * 1.4 + 60
                    Layout.fillHeight: true
                    radius: 8
                    color: lit ? Qt.rgba(1, 0.84, 0.3, mapDrop.containsDrag ? 0.4 : 0.2) : Qt.rgba(0, 0, 0, 0.2)
                    border.color: lit ? Theme.legal : Theme.panelBorder
                    border.width: lit ? 2 : 1
                    Accessible.role: Accessible.Button
                    Accessible.name: root.view.map ? qsTr("Map slot: %1").arg(root.cardName(root.view.map)) : qsTr("Map slot: empty")
                    Label {
                        x: 6
                        anchors.verticalCenter: parent.verticalCenter
                        width: 44
                        text: qsTr("Map")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Card {
                        visible: !!root.view.map
                        x: 50
                        anchors.verticalCenter: parent.verticalCenter
                        card: root.view.map || ({})
                        faceComponent: root.faceComponent
                        backSource: root.cardBack
                        cardWidth: root.strategyWidth * 0.8
                        activeFocusOnTab: false
                        onActivated: root.mapClicked()
                        onZoomRequested: (c) => root.zoom.show(c)
                    }
                    MouseArea { anchors.fill: parent; z: -1; onClicked: root.mapClicked() }
                    DropArea {
                        id: mapDrop
                        anchors.fill: parent
                        keys: ["card"]
                        onDropped: (event) => {
                            if (!root.mapDropped())
                                return
                            event.accept(Qt.MoveAction)
                            root.dragLayer.dropOk = true
                        }
                    }
                }
                Label {
                    objectName: "attackBanner"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    text: root.attackText.length ? root.attackText : root.hoverText
                    color: root.attackText.length ? Theme.danger : Theme.legal
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
            }

            // The viewer's mat: servants in front, strategies behind.
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 10
                SeatPanel {
                    table: root
                    seat: root.me
                    info: root.mine
                    active: root.view.active === root.me
                    asked: root.controller !== null && root.controller.promptSeat === root.me
                    width: root.panelWidth
                    height: myRows.height
                }
                Column {
                    id: myRows
                    spacing: 4
                    MatRow {
                        anchors.horizontalCenter: parent.horizontalCenter
                        table: root; seat: root.me; kind: "servants"
                        slots: root.mine.servants || []
                        cardWidth: root.cardWidth
                    }
                    MatRow {
                        anchors.horizontalCenter: parent.horizontalCenter
                        table: root; seat: root.me; kind: "strategies"
                        slots: root.mine.strategies || []
                        cardWidth: root.strategyWidth
                    }
                }
            }

            Hand {
                objectName: "hand"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: root.handCardWidth * 1.4 + 12
                title: root.private_ ? qsTr("%1's hand").arg(root.nameOf(root.me)) : qsTr("Hand hidden")
                controller: root.controller
                dragLayer: root.dragLayer
                faceComponent: root.faceComponent
                cardWidth: root.handCardWidth
                emptyText: root.private_ ? qsTr("No cards in hand") : ""
                model: root.controller && root.private_ ? root.controller.zone("/seats/" + root.me + "/hand") : null
                onCardActivated: (c) => root.cardClicked(c, "hand")
                onZoomRequested: (c) => root.zoom.show(c)
            }

            PromptBar {
                objectName: "promptBar"
                Layout.fillWidth: true
                controller: root.controller
                who: root.mode === "" && root.controller && root.controller.promptSeat >= 0 ? root.nameOf(root.controller.promptSeat) : ""
                text: root.modeText.length ? root.modeText : root.controller ? root.controller.promptText : ""
                choices: root.promptChoices
            }
        }

        ColumnLayout {
            Layout.preferredWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.fillHeight: true
            spacing: 6

            Rectangle { // the turn and its six phases, the current one lit
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
                    spacing: 5
                    Label {
                        width: parent.width
                        text: qsTr("Turn %1: %2").arg(root.view.turn || 0).arg(root.nameOf(root.view.active || 0))
                        color: Theme.text; font.bold: true; font.pixelSize: Theme.fontNormal
                        elide: Text.ElideRight
                    }
                    Flow {
                        width: parent.width
                        spacing: 3
                        Repeater {
                            model: ["draw", "standby", "main1", "battle", "main2", "endDiscard"]
                            Rectangle {
                                required property string modelData
                                // "end": the question before the End Phase is open (the End Phase has begun)
                                readonly property bool current: root.view.phase === modelData
                                                                || (modelData === "endDiscard" && root.view.phase === "end")
                                width: phaseText.implicitWidth + 8; height: phaseText.implicitHeight + 4
                                radius: 4
                                color: current ? Theme.accent : "transparent"
                                border.color: current ? Theme.accent : Theme.panelBorder
                                Label {
                                    id: phaseText
                                    anchors.centerIn: parent
                                    text: ServantsLook.phaseName(parent.modelData)
                                    color: parent.current ? "#1a1a1a" : Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: parent.current
                                }
                            }
                        }
                    }
                    Label {
                        objectName: "stepLabel"
                        visible: text.length > 0
                        width: parent.width
                        text: root.view.step ? ServantsLook.stepName(root.view.step) : ""
                        color: Theme.legal
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    Label {
                        width: parent.width
                        text: root.view.normalSummonUsed ? qsTr("Normal Summon used this turn") : qsTr("Normal Summon available")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                }
            }

            ChainStack {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                Layout.maximumHeight: root.height * 0.45
                clip: true
                table: root
                links: root.chain
                responseWindow: root.view.window || null
                phase: root.view.phase || ""
                cardWidth: Math.max(26, root.strategyWidth * 0.55)
            }

            GameLog {
                objectName: "gameLog"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 80
                model: root.controller ? root.controller.log : null
            }
        }
    }
}
