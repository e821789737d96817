import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "KaijuLook.js" as KaijuLook

// The Kaiju City table: the other seats' team rows across the top, the city as a row of cards
// in the middle (the front card marked), the viewer's team row, its planning and combat hands,
// and the prompt with the buttons of the moment. A combat covers the top of the table with the
// Sword and the Shield side by side and their face-down plays between them; at the reveal they
// turn over together and the damage counts on. Beside it all: the turn, the phases, the
// initiative order and the log. What lights comes from the legal list (controller.legal); a
// choice of cards (to discard, to play face down) is made by clicking or dragging them and
// committed with the prompt's button, and a move the rules refuse is explained by a toast.
Item {
    id: root
    objectName: "kaijuTable"
    property GameController controller
    property DragLayer dragLayer
    property CardZoom zoom
    property Toast toast

    property Component faceComponent: Component { KaijuCard {} }
    property Component detailComponent: Component {
        Column {
            property var card: ({})
            width: 300
            spacing: 8
            Label { text: parent.card ? (parent.card.displayName || parent.card.name || "") : ""; color: Theme.text; font.pixelSize: Theme.fontLarge; width: parent.width; wrapMode: Text.WordWrap }
            Label {
                readonly property var c: parent.card || {}
                text: {
                    if (c.kind === "kaiju")
                        return qsTr("%1 kaiju · Ferocity %2 · Agility %3 · Power %4 · Fortitude %5").arg(KaijuLook.affiliationName(c.affiliation))
                               .arg(c.ferocity).arg(c.agility).arg(c.power).arg(c.fortitude)
                    if (c.kind === "combat")
                        return (c.side === "sword" ? qsTr("Sword card") : qsTr("Shield card")) + " · " + qsTr("Damage %1 · Toughness %2").arg(c.cardDamage || 0).arg(c.cardToughness || 0)
                               + ((c.cost || []).length ? " · " + qsTr("Cost: %1").arg(c.cost.map(p => KaijuLook.poolName(p)).join(", ")) : "")
                    if (c.kind === "location" || c.kind === "opponent")
                        return KaijuLook.kindName(c.kind) + " · " + qsTr("Fortitude %1 · Glory %2").arg(c.fortitude).arg(c.cardGlory)
                    if (c.kind === "ally")
                        return qsTr("Ally · Ferocity %1 · Agility %2 · Power %3 · Fortitude %4 · Glory %5").arg(c.ferocity).arg(c.agility)
                               .arg(c.power).arg(c.fortitude).arg(c.cardGlory) + " · " + KaijuLook.requirementText(c.requires)
                    if (c.kind === "event")
                        return KaijuLook.kindName(c.kind) + " · " + KaijuLook.effectsText(c.effects)
                               + (c.timing === "action" ? " · " + qsTr("Action phase, before the action") : "")
                    return KaijuLook.kindName(c.kind)
                }
                color: Theme.textDim; width: parent.width; wrapMode: Text.WordWrap
            }
            Label {
                readonly property var c: parent.card || {}
                visible: text.length > 0
                text: (c.traits || []).map(t => KaijuLook.traitName(t)).concat((c.opposedTraits || []).map(t => qsTr("against %1 (−1)").arg(KaijuLook.traitName(t)))).join(" · ")
                color: Theme.accent; width: parent.width; wrapMode: Text.WordWrap
            }
            Label { text: parent.card ? (parent.card.displayText || parent.card.text || "") : ""; color: Theme.text; width: parent.width; wrapMode: Text.WordWrap }
        }
    }
    property Component breakdownComponent: null

    readonly property var view: controller ? controller.view : ({})
    readonly property bool private_: controller !== null && !controller.curtain && controller.viewerSeat >= 0 && !controller.gameOver
    // The near seat: the viewer; under the curtain, the seat about to decide.
    readonly property int me: private_ ? controller.viewerSeat : Math.max(0, controller ? controller.promptSeat : 0)
    readonly property var seats: view.seats || []
    readonly property var mine: seats[me] || ({})
    readonly property var others: {
        const out = []
        const n = seats.length
        for (let k = 1; k < n; ++k)
            out.push((me + k) % n)
        return out
    }
    readonly property int gloryToWin: view.options ? view.options.gloryToWin || 20 : 20
    readonly property int boxEnergy: view.options ? view.options.boxEnergy || 1 : 1
    // What the viewer is asked now ("" when it is not its decision).
    readonly property string asked: private_ && controller.promptSeat === me ? controller.promptKind : ""
    readonly property int legalRevision: controller ? controller.legal.revision : -1

    // Sizes: as large as the Card size setting asks, never so large that the table stops fitting.
    readonly property real sideWidth: Math.round(Math.min(300 * Theme.textScale, Math.max(220, width * 0.21)))
    readonly property real mainWidth: width - sideWidth - 24
    readonly property real cardWidth: Math.max(40, Math.min(Theme.cardWidth, (height - 40) / 9.2, mainWidth / 14))
    readonly property real otherRowWidth: (mainWidth - 8 * Math.max(0, others.length - 1)) / Math.max(2, others.length)
    readonly property real otherTileWidth: Math.max(44, Math.min(cardWidth * 1.05, (otherRowWidth - 28) / 3 - 6, (height - 40) / 8.5))
    readonly property real myTileWidth: Math.max(52, Math.min(cardWidth * 1.25, (height - 40) / 7.4))

    // --- The viewer's choices: cards picked in a hand, the attack a shield card answers, the
    // rage attack, a scar chosen to place. Any new legal list (a move made anywhere) clears them.
    property var picks: []          // card objects (from the hand)
    property var answers: ({})      // card id -> attack index (the Shield)
    property string rageId: ""
    property var scarCard: null
    property int focusAttack: 0
    property var aims: ({})         // card id -> {target, by}: fighter indices (the Sword in a team fight)
    property int playing: -1        // the Sword's fighter (index) that plays the next cards chosen; -1: the first standing
    property var joinPicks: []      // team indices chosen to join a fight
    property var collateralAims: [] // city positions aimed at by the picked RANGE cards (the Sword), one entry per point
    property int uiRevision: 0
    onLegalRevisionChanged: clearPicks()
    function clearPicks() {
        if (!picks.length && rageId === "" && scarCard === null && focusAttack === 0 && playing < 0 && !joinPicks.length
                && !collateralAims.length)
            return
        picks = []
        collateralAims = []
        answers = ({})
        aims = ({})
        playing = -1
        joinPicks = []
        rageId = ""
        scarCard = null
        focusAttack = 0
        ++uiRevision
    }

    // --- Team fights: the fighters of each side (indices into view.combat.fighters).
    function fighterList() { return view.combat ? view.combat.fighters || [] : [] }
    function fighterIndex(seat, i) { return fighterList().findIndex(f => f.seat === seat && f.character === i) }
    function fighterStands(f) { return !!f && (f.character < 0 || !isKo(f.seat, f.character)) }
    function sideFighters(side) {
        const out = []
        fighterList().forEach((f, i) => { if ((f.side || 0) === side && fighterStands(f)) out.push(i) })
        return out
    }
    function mySide() { const f = fighterList().find(x => x.seat === me); return f ? (f.side || 0) : 0 }
    function teamFight() { return fighterList().length > 2 }
    function currentPlayer() {
        const own = sideFighters(mySide())
        return own.indexOf(playing) >= 0 ? playing : own.length ? own[0] : -1
    }
    function defaultTarget() { const e = sideFighters(1 - mySide()); return e.length === 1 ? e[0] : -1 }
    function fighterName(i) {
        const f = (view.combat ? fighterList() : lastFighters || [])[i] // after the last reveal: as they were
        if (!f)
            return ""
        if (f.character < 0)
            return qsTr("the city")
        return cardName(teamOf(f.seat)[f.character])
    }
    function aimText(target, by) {
        const list = view.combat ? fighterList() : lastFighters || []
        if (list.length <= 2 || target === undefined || target < 0)
            return ""
        const side = list[by] ? list[by].side || 0 : -1
        return side >= 0 && list.filter(f => (f.side || 0) === side).length > 1
               ? qsTr("%1 → %2").arg(fighterName(by)).arg(fighterName(target))
               : qsTr("→ %1").arg(fighterName(target))
    }
    function aimPick(card, target) {
        const a = Object.assign({}, aims)
        a[card.id] = { target: target, by: a[card.id] ? a[card.id].by : currentPlayer() }
        aims = a
        ++uiRevision
    }
    function joinable(i, rev) { return legalOf("join").some(a => (a.args.characters || []).indexOf(i) >= 0) }
    function toggleJoin(i) {
        const p = joinPicks.slice()
        const at = p.indexOf(i)
        if (at >= 0)
            p.splice(at, 1)
        else
            p.push(i)
        joinPicks = p
        ++uiRevision
    }

    function nameOf(seat) {
        if (seat < 0)
            return qsTr("The city (nobody plays for it)")
        return controller && controller.seatNames.length > seat ? controller.seatNames[seat] : qsTr("Player %1").arg(seat + 1)
    }
    function seatColor(seat) { return ["#e07a5f", "#6fa8dc", "#81c784", "#e0c35f", "#b48ad8"][seat] || Theme.textDim }
    function numId(card) { return card && typeof card.id === "string" ? parseInt(card.id.substring(2)) : -1 }
    function cardName(c) { return c ? (c.displayName || c.name || "") : "" }
    function inList(card, list) { return !!card && (list || []).some(c => c.id === card.id) }
    function isPlanningCard(card) { return inList(card, mine.planningHand) }
    function isCombatCard(card) { return inList(card, mine.combatHand) }
    function teamOf(seat) { return (seats[seat] || {}).team || [] }
    // The four values a seat's team plays with (its team card's, or the default team's), from the view.
    function teamValues(seat) { return (seats[seat] || {}).teamValues || ({}) }
    function fortitudeBonus(seat) { const v = teamValues(seat).fortitudeBonus; return v === undefined ? 2 : v }
    function furyValue(seat) { return teamValues(seat).fury || 10 }
    function teamCardFace(id) { return controller ? controller.cardFace(id) : null }
    function toKo(k, seat) { return (k.fortitude || 0) + (k.scar ? k.scar.scarFortitude || 0 : 0) + fortitudeBonus(seat) }
    function isKo(seat, i) { const k = teamOf(seat)[i]; return !!k && k.damage >= toKo(k, seat) }
    function isFighting(seat, i) {
        const c = view.combat
        return !!c && (view.phase === "combat" || view.phase === "join") && c.fighters.some(f => f.seat === seat && f.character === i)
    }
    function legalOf(types) { return controller && legalRevision >= 0 ? controller.legal.ofType(types) : [] }
    function propose(action) {
        if (controller)
            controller.propose(action)
    }

    // --- Picks.
    function isPicked(card, rev) { return picks.some(c => c.id === card.id) }
    function pickNote(card, rev) {
        if (!isPicked(card, rev))
            return ""
        if (asked === "sword" && card.id === rageId)
            return qsTr("RAGE")
        if (asked === "sword" && aims[card.id])
            return aimText(aims[card.id].target, aims[card.id].by)
        if (asked === "shield" && answers[card.id] !== undefined && attackCount() > 1)
            return qsTr("→ %1").arg(answers[card.id] + 1)
        return ""
    }
    function togglePick(card) {
        const p = picks.slice()
        const at = p.findIndex(c => c.id === card.id)
        if (at >= 0) {
            p.splice(at, 1)
            if (rageId === card.id)
                rageId = ""
        } else {
            p.push(card)
            if (asked === "sword") {
                const a = Object.assign({}, aims)
                a[card.id] = { target: defaultTarget(), by: currentPlayer() }
                aims = a
            }
        }
        picks = p
        if (!collateralFits(collateralAims)) // a RANGE card taken back: the aims it carried go
            collateralAims = []
        if (asked === "shield") {
            const a = Object.assign({}, answers)
            if (at >= 0)
                delete a[card.id]
            else
                a[card.id] = focusAttack
            answers = a
        }
        ++uiRevision
    }
    function pickWithAnswer(card, attack) {
        if (!isPicked(card, uiRevision))
            picks = picks.concat([card])
        const a = Object.assign({}, answers)
        a[card.id] = attack
        answers = a
        focusAttack = attack
        ++uiRevision
    }

    // --- What may be clicked or dropped where.
    function cardUsable(card, rev) {
        if (!private_ || legalRevision < 0)
            return false
        switch (asked) {
        case "discardDraw": return isPlanningCard(card)
        case "planning": return legalOf("play").some(a => a.args.card === numId(card))
        case "action": return isCombatCard(card) || legalOf("play").some(a => a.args.card === numId(card)) // an event played before the action
        case "sword":
        case "shield": return isCombatCard(card)
        case "scars": return legalOf("scar").some(a => a.args.card === numId(card))
        }
        return false
    }
    function handDims(rev) { return asked !== "" && ["select", "challenge", "cityDefender", "fightOn", "cityHand", "join"].indexOf(asked) < 0 }
    function handClicked(card) {
        if (!card || card.hidden)
            return
        switch (asked) {
        case "discardDraw":
            if (isPlanningCard(card))
                return togglePick(card)
            break
        case "planning":
            if (isPlanningCard(card))
                return propose({ type: "play", args: { card: numId(card) } }) // refused with the reason when it cannot
            break
        case "action":
            if (isCombatCard(card))
                return togglePick(card) // the cards a Roar's redraw discards
            // An event of the Action phase is played here; any other event is refused with the reason.
            if (isPlanningCard(card) && (card.kind === "event" || legalOf("play").some(a => a.args.card === numId(card))))
                return propose({ type: "play", args: { card: numId(card) } })
            break
        case "sword":
        case "shield":
            if (isCombatCard(card))
                return togglePick(card)
            break
        case "scars":
            if (isPlanningCard(card)) {
                if (legalOf("scar").some(a => a.args.card === numId(card))) {
                    scarCard = scarCard && scarCard.id === card.id ? null : card
                    ++uiRevision
                    return
                }
                return propose({ type: "scar", args: { card: numId(card), seat: me, character: 0 } })
            }
            break
        }
        zoom.show(card)
    }
    function kaijuLit(seat, i, dragged, rev) {
        if (!private_ || legalRevision < 0)
            return false
        switch (asked) {
        case "select": return seat === me && legalOf("select").some(a => a.args.character === i)
        case "action": return seat !== me && legalOf(["attack", "challenge"]).some(a => a.args.seat === seat && a.args.character === i)
        case "scars": {
            const card = dragged && isPlanningCard(dragged) ? dragged : scarCard
            return !!card && legalOf("scar").some(a => a.args.card === numId(card) && a.args.seat === seat && a.args.character === i)
        }
        case "join": return seat === me && joinable(i, rev)
        case "sword": {
            // An enemy still standing, to aim the chosen (or dragged) cards at; in a team fight
            // the viewer's own fighters too, to choose which of them plays the next cards.
            const at = fighterIndex(seat, i)
            if (at < 0 || !fighterStands(fighterList()[at]))
                return false
            if ((fighterList()[at].side || 0) === mySide())
                return !dragged && sideFighters(mySide()).length > 1
            return (dragged && isCombatCard(dragged)) || picks.length > 0
        }
        }
        return false
    }
    function kaijuChosen(seat, i, rev) {
        if (asked === "join")
            return seat === me && joinPicks.indexOf(i) >= 0
        if (asked === "sword" && teamFight())
            return fighterIndex(seat, i) === currentPlayer() && sideFighters(mySide()).length > 1
        return false
    }
    function kaijuClicked(seat, i) {
        switch (asked) {
        case "select": {
            const a = legalOf("select").find(x => x.args.character === i)
            if (a)
                propose(a)
            return
        }
        case "action": {
            const a = legalOf(["attack", "challenge"]).find(x => x.args.seat === seat && x.args.character === i)
            if (a)
                propose(a)
            return
        }
        case "scars": {
            if (!scarCard)
                return
            const a = legalOf("scar").find(x => x.args.card === numId(scarCard) && x.args.seat === seat && x.args.character === i)
            if (a)
                propose(a)
            return
        }
        case "join":
            if (seat === me && joinable(i, uiRevision))
                toggleJoin(i)
            return
        case "sword": {
            const at = fighterIndex(seat, i)
            if (at < 0)
                return
            if ((fighterList()[at].side || 0) === mySide()) {
                playing = at // the next cards chosen are this fighter's
                ++uiRevision
                return
            }
            if (!picks.length)
                return
            if (sideFighters(1 - mySide()).length === 1)
                return playStrike(0, collateralAims)
            // Several enemies: the chosen cards not yet aimed (or all, when all are) go at this one.
            const open = picks.filter(c => !aims[c.id] || aims[c.id].target < 0)
            for (const c of (open.length ? open : picks))
                aimPick(c, at)
            return
        }
        }
    }
    function kaijuDropped(seat, i) {
        const card = dragLayer ? dragLayer.dragged : null
        if (!card || !kaijuLit(seat, i, card, uiRevision))
            return false
        if (asked === "scars") {
            const a = legalOf("scar").find(x => x.args.card === numId(card) && x.args.seat === seat && x.args.character === i)
            Qt.callLater(root.propose, a)
            return true
        }
        if (asked === "sword") {
            const at = fighterIndex(seat, i)
            if (!isPicked(card, uiRevision))
                Qt.callLater(root.togglePick, card) // after the drop: the lanes are rebuilt
            Qt.callLater(root.aimPick, card, at)  // dropped on this enemy: its declared target
            return true
        }
        return false
    }
    // The combat overlay's fighters.
    function fighterLit(f, dragged, rev) { return !!f && kaijuLit(f.seat, f.character, dragged, rev) }
    function fighterClicked(f) { if (fighterLit(f, null, uiRevision)) kaijuClicked(f.seat, f.character) }
    function fighterDropped(f) { return kaijuDropped(f.seat, f.character) }
    function laneLit(i, dragged, rev) {
        return asked === "shield" && !shownReveal && ((dragged && isCombatCard(dragged)) || attackCount() > 1)
    }
    function laneFocused(i, rev) { return asked === "shield" && !shownReveal && focusAttack === i && attackCount() > 1 }
    function attackCount() { return view.combat ? (view.combat.attacks || []).length : 0 }
    function laneClicked(i) {
        if (asked !== "shield" || shownReveal)
            return
        focusAttack = i
        ++uiRevision
    }
    function laneDropped(i) {
        const card = dragLayer ? dragLayer.dragged : null
        if (asked !== "shield" || !card || !isCombatCard(card))
            return false
        Qt.callLater(root.pickWithAnswer, card, i) // after the drop: the lanes are rebuilt
        return true
    }
    function cityLit(dragged, rev) {
        return asked === "planning" && !!dragged && legalOf("play").some(a => a.args.card === numId(dragged))
    }
    function cityDropped() {
        const card = dragLayer ? dragLayer.dragged : null
        if (!cityLit(card, uiRevision))
            return false
        Qt.callLater(root.propose, { type: "play", args: { card: numId(card) } })
        return true
    }

    // --- Committing a choice.
    // The Move step (after the round's damage): the most the viewer's side may MOVE, and for a
    // card of the city row the MOVE values that would bring it to the front ("1", "1 · 3").
    function moveMost(rev) {
        if (asked !== "move" || !view.combat || !view.combat.moveStep)
            return 0
        const side = (view.combat.moveStep.sides || [])[0]
        return side && side.seat === me ? side.most : 0
    }
    function moveMarks(place, rev) {
        const n = (view.city || []).length
        const out = []
        for (let k = 1; n > 0 && k <= moveMost(rev); ++k)
            if (k % n === place)
                out.push(k)
        return out.join(" · ")
    }
    // The words of an answer to the Move step, here and on the hot-seat curtain (TablePage asks
    // the table for them: the question is public, GameController.publicAnswers).
    function publicAnswerText(a) {
        const k = a.args.points
        const city = view.city || []
        return k === 0 || !city.length ? qsTr("Stay (MOVE 0)")
                                       : qsTr("MOVE %1: %2 to the front").arg(k).arg(cardName(controller.cardFace(city[k % city.length].card)))
    }
    function playStrike(move, collateral) {
        const args = { cards: picks.map(c => numId(c)) }
        if (teamFight()) { // each card's declared target and the fighter playing it
            args.targets = picks.map(c => aims[c.id] && aims[c.id].target >= 0 ? aims[c.id].target : defaultTarget())
            args.by = picks.map(c => aims[c.id] && aims[c.id].by >= 0 ? aims[c.id].by : currentPlayer())
            if (args.targets.some(t => t < 0)) {
                if (toast)
                    toast.show(qsTr("Several enemy kaiju fight: drag each chosen card onto the kaiju it attacks."))
                return
            }
        }
        if (rageId.length)
            args.rage = parseInt(rageId.substring(2))
        if (move > 0)
            args.move = move
        if (collateral && collateral.length)
            args.collateral = collateral.slice()
        propose({ type: "strike", args: args })
    }
    function playBlock(move) {
        const args = { cards: picks.map(c => numId(c)), answers: picks.map(c => answers[c.id] !== undefined ? answers[c.id] : 0) }
        if (move > 0)
            args.move = move
        propose({ type: "block", args: args })
    }
    // RANGE of the picked cards: the Sword outside a rampage may aim 1 collateral damage per RANGE
    // card at one of the first n city cards (RANGE n), by clicking the city cards in the combat
    // overlay. The engine decides (kaiju.outOfRange); the table only lights the cards in reach.
    // (MOVE is chosen after the damage, in the Move step.)
    function pickRanges() {
        const out = []
        for (const c of picks) {
            const f = controller ? controller.cardFace(c.card) : null
            if (f && (f.range || 0) > 0)
                out.push(f.range)
        }
        return out.sort((a, b) => b - a)
    }
    function collateralOpen(rev) {
        return asked === "sword" && !shownReveal && !!view.combat && !view.combat.rampage && (view.city || []).length > 0
               && pickRanges().length > 0
    }
    // Whether every aim finds its own RANGE card: the farthest aim takes the longest RANGE.
    function collateralFits(list) {
        if (!list.length)
            return true
        const ranges = pickRanges()
        const sorted = list.slice().sort((a, b) => b - a)
        const n = (view.city || []).length
        return sorted.length <= ranges.length && sorted.every((p, i) => p < n && p < ranges[i])
    }
    function collateralAt(place, rev) { return collateralAims.filter(p => p === place).length }
    function collateralReach(place, rev) { return collateralOpen(rev) && collateralFits(collateralAims.concat([place])) }
    // A click on a city card while aiming: one more point there if a RANGE card can still reach
    // it, else its points are taken back. False when the click is not an aim (the card zooms).
    function cityCardClicked(place) {
        if (!collateralOpen(uiRevision))
            return false
        if (collateralReach(place, uiRevision))
            collateralAims = collateralAims.concat([place])
        else if (collateralAt(place, uiRevision))
            collateralAims = collateralAims.filter(p => p !== place)
        else if (toast)
            toast.show(qsTr("Out of reach: a card with RANGE n hits one of the first n city cards, one point each."))
        ++uiRevision
        return true
    }
    function collateralText() {
        const city = view.city || []
        const parts = []
        for (let p = 0; p < city.length; ++p) {
            const k = collateralAims.filter(x => x === p).length
            if (k === 1)
                parts.push(cardName(controller.cardFace(city[p].card)))
            else if (k > 1)
                parts.push(qsTr("%1 ×%2").arg(cardName(controller.cardFace(city[p].card))).arg(k))
        }
        return parts.join(qsTr(", "))
    }
    readonly property bool canRage: asked === "sword" && !!view.options && view.options.rageAttacks && (mine.fury || 0) >= furyValue(me)
    function toggleRage() {
        if (!picks.length)
            return
        const last = picks[picks.length - 1]
        rageId = rageId === last.id ? "" : last.id
        ++uiRevision
    }

    // What the viewer's picked cards would cost the fighter (ruling K1): boxes from the pools,
    // the rest in energy.
    function pickCost(fighter) {
        if (!fighter || !picks.length)
            return null
        // In a team fight each card is paid by its own fighter: the Sword's by the one playing
        // it, the Shield's by the kaiju targeted by the attack it answers.
        const index = fighter.index !== undefined ? fighter.index : fighterIndex(fighter.seat, fighter.character)
        const attacks = view.combat ? view.combat.attacks || [] : []
        const payer = c => {
            if (!teamFight())
                return index
            if (asked === "sword")
                return aims[c.id] && aims[c.id].by >= 0 ? aims[c.id].by : currentPlayer()
            const a = attacks[answers[c.id] !== undefined ? answers[c.id] : 0]
            return a ? a.target : -1
        }
        const mine = picks.filter(c => payer(c) === index)
        if (!mine.length)
            return null
        const need = { ferocity: 0, agility: 0, power: 0 }
        for (const c of mine)
            if (c.id !== rageId)
                for (const box of c.cost || [])
                    need[box] = (need[box] || 0) + 1
        const out = { ferocity: 0, agility: 0, power: 0, energy: 0, short: false }
        for (const p of ["ferocity", "agility", "power"]) {
            out[p] = Math.min(need[p], fighter[p] || 0)
            out.energy += (need[p] - out[p]) * boxEnergy
        }
        out.short = out.energy > (mine.energy || 0)
        return out
    }
    function costText(c) {
        const parts = []
        for (const p of ["ferocity", "agility", "power"])
            if (c[p] > 0)
                parts.push(KaijuLook.poolLetter(p) + " −" + c[p])
        if (c.energy > 0)
            parts.push("\u26A1 −" + c.energy)
        if (!parts.length)
            return qsTr("Costs nothing")
        return (c.short ? qsTr("Not enough energy: %1") : qsTr("Pays %1")).arg(parts.join("  "))
    }

    // --- The reveal: the latest "reveal" event, shown until the next move or "Continue".
    property int dismissedRevealRow: -1
    readonly property var lastReveal: controller && controller.log.count >= 0 ? controller.log.lastOfType("reveal") : ({})
    readonly property int shownRevealRow: lastReveal.row !== undefined && lastReveal.row > dismissedRevealRow
                                          && controller.actionCount <= lastReveal.actionIndex ? lastReveal.row : -1
    readonly property var shownReveal: shownRevealRow >= 0 ? lastReveal.data : null
    function dismissReveal() { dismissedRevealRow = lastReveal.row !== undefined ? lastReveal.row : -1 }
    property var lastFighters: []
    onViewChanged: if (view.combat) lastFighters = view.combat.fighters
    function faceOf(played) {
        const f = controller ? controller.cardFace(played.card) : ({})
        return Object.assign({}, f, { id: played.id })
    }
    function combatLanes(rev) {
        const out = []
        if (shownReveal) {
            const rv = shownReveal
            for (let i = 0; i < (rv.attacks || []).length; ++i) {
                const a = rv.attacks[i]
                const ans = (rv.answers || []).filter(x => x.answers === i)
                const toughness = a.toughness || 0
                let detail = qsTr("%1 damage").arg(a.damage)
                if (toughness > 0)
                    detail += " − " + qsTr("%1 toughness").arg(toughness)
                if (a.dodged)
                    detail += " · " + qsTr("dodged")
                out.push({ attack: faceOf(a), rage: a.rage, dealt: a.dealt || 0, detail: detail, aim: aimText(a.target, a.by),
                           answers: ans.map(x => ({ card: faceOf(x), counter: x.damage || 0 })) })
            }
            return out
        }
        const c = view.combat
        if (!c || view.phase !== "combat")
            return out
        const attacks = c.attacks || []
        for (let i = 0; i < attacks.length; ++i) {
            const a = attacks[i]
            const pending = asked === "shield" ? picks.filter(p => answers[p.id] === i).map(p => ({ card: p, pending: true })) : []
            out.push({ attack: a.card ? a : { hidden: true }, rage: !!a.rage, dealt: 0, detail: "", answers: pending, aim: aimText(a.target, a.by) })
        }
        if (asked === "sword")
            for (const p of picks)
                out.push({ attack: p, rage: p.id === rageId, pendingAttack: true, dealt: 0, detail: "", answers: [],
                           aim: aims[p.id] ? aimText(aims[p.id].target, aims[p.id].by) : "" })
        return out
    }
    readonly property string combatNote: {
        const c = view.combat
        if (!c || shownReveal || view.phase !== "combat")
            return ""
        if (c.round === 1 && view.options && view.options.firstRoundRestrictions)
            return qsTr("Round 1: no CHAIN cards, no counterattacks")
        return ""
    }

    // Hot-seat curtain: what the seat is asked about, from public facts only.
    readonly property string curtainHint: {
        if (!controller || !controller.curtain)
            return ""
        const c = view.combat
        if (view.phase === "combat" && c && (c.attacks || []).length && controller.promptKind === "shield")
            return qsTr("%1 played %n attack card(s) face down.", "", c.attacks.length).arg(nameOf(c.fighters[c.sword].seat)) + " " + controller.promptText
        if (view.phase === "challenge" && view.challenge)
            return qsTr("%1 challenges your %2.").arg(nameOf(view.challenge.seat)).arg(cardName(teamOf(view.challenge.target)[view.challenge.character])) + " " + controller.promptText
        return controller.promptText
    }

    // The prompt's buttons.
    readonly property string modeText: {
        if (asked === "scars" && scarCard)
            return qsTr("Choose the kaiju that takes %1 (a lit kaiju), or drag the scar onto it").arg(cardName(scarCard))
        if (asked === "shield" && picks.length === 0)
            return (attackCount() > 1 ? qsTr("Click an attack, then the cards that answer it (or drag each card onto its attack).") + " " : "")
                   + controller.promptText
        if (asked === "sword" && picks.length === 0 && teamFight())
            return qsTr("Team fight: click the kaiju of yours that plays, then drag each attack card onto the enemy kaiju it attacks; then play them face down.")
        if (asked === "sword" && picks.length === 0)
            return qsTr("Choose attack cards (click them, or drag them onto the enemy kaiju), then play them face down.") + " " + controller.promptText
        if (collateralOpen(uiRevision))
            return qsTr("RANGE: click a lit city card to aim 1 collateral damage at it (each card with RANGE n reaches one of the first n city cards; click again to take the points back).")
        if (asked === "move")
            return qsTr("The round's damage is dealt. MOVE 0 to %1: each point sends the front city card to the back (the city row marks the card each MOVE brings to the front).").arg(moveMost(uiRevision + legalRevision))
        if (asked === "join")
            return qsTr("Click the kaiju of yours that join the fight (you draw 1 combat card for each), then confirm.") + " " + controller.promptText
        if (asked === "planning")
            return qsTr("Click a planning card (or drag it onto the city) to play it: a location or opponent builds the city, an ally joins your team, an event resolves at once. Then Done.")
        if (asked === "discardDraw" && picks.length === 0)
            return qsTr("Click the planning cards to discard, then draw up to 5.")
        return ""
    }
    readonly property var promptChoices: {
        const out = []
        const rev = uiRevision + legalRevision
        if (!private_ || rev < -5)
            return out
        switch (asked) {
        case "discardDraw":
            out.push({ text: picks.length ? qsTr("Discard %n and draw", "", picks.length) : qsTr("Keep the hand and draw"),
                       action: { type: "discard", args: { cards: picks.map(c => numId(c)) } } })
            break
        case "planning":
            for (const a of legalOf("done"))
                out.push({ text: qsTr("Done"), action: a })
            break
        case "select":
            for (const a of legalOf("select"))
                out.push({ text: qsTr("Send %1").arg(cardName(teamOf(me)[a.args.character])), action: a })
            break
        case "action":
            out.push({ text: qsTr("Pass"), action: { type: "pass", args: {} } })
            out.push({ text: qsTr("Roar: +2 energy, draw 2"), action: { type: "roar", args: {} } })
            out.push({ text: picks.length ? qsTr("Roar: discard %n, redraw to 5", "", picks.length) : qsTr("Roar: redraw to 5"),
                       action: { type: "roar", args: { redraw: true, cards: picks.map(c => numId(c)) } } })
            for (const a of legalOf("rampage"))
                out.push({ text: qsTr("Rampage against %1").arg(cardName(controller.cardFace((view.city || [])[0].card))), action: a })
            break
        case "cityDefender":
            out.push({ text: qsTr("Play for the city"), action: { type: "accept", args: {} } })
            out.push({ text: qsTr("Let it rampage"), action: { type: "decline", args: {} } })
            break
        case "fightOn":
            out.push({ text: qsTr("Draw 2 and fight on"), action: { type: "fightOn", args: {} } })
            out.push({ text: qsTr("Stop the rampage"), action: { type: "stop", args: {} } })
            break
        case "cityHand":
            out.push({ text: qsTr("Keep the combat hand"), action: { type: "cityHand", args: { redraw: false } } })
            out.push({ text: qsTr("Discard it and draw 5"), action: { type: "cityHand", args: { redraw: true } } })
            break
        case "join":
            if (joinPicks.length)
                out.push({ text: qsTr("Add %n to the fight", "", joinPicks.length), action: { type: "join", args: { characters: joinPicks.slice() } } })
            out.push({ text: qsTr("Add nobody"), action: { type: "join", args: { characters: [] } } })
            break
        case "challenge":
            out.push({ text: qsTr("Accept"), action: { type: "accept", args: {} } })
            out.push({ text: qsTr("Decline"), action: { type: "decline", args: {} } })
            break
        case "sword":
            if (picks.length && collateralAims.length)
                out.push({ text: qsTr("Play %n face down, collateral damage to %1", "", picks.length).arg(collateralText()),
                           run: () => root.playStrike(0, root.collateralAims) })
            if (picks.length)
                out.push({ text: collateralAims.length ? qsTr("Play %n face down, no collateral damage", "", picks.length)
                                                       : qsTr("Play %n face down", "", picks.length),
                           run: () => root.playStrike(0, []) })
            if (picks.length && !collateralAims.length && collateralOpen(rev))
                out.push({ text: qsTr("Play %n face down, 1 collateral damage to the front city card", "", picks.length),
                           run: () => root.playStrike(0, [0]) })
            if (canRage && picks.length)
                out.push({ text: rageId.length ? qsTr("No rage attack") : qsTr("Rage attack: %1").arg(cardName(picks[picks.length - 1])), run: root.toggleRage })
            out.push({ text: qsTr("No attack (pass)"), action: { type: "strike", args: { cards: [] } } })
            break
        case "shield":
            if (picks.length)
                out.push({ text: qsTr("Answer with %n face down", "", picks.length), run: () => root.playBlock(0) })
            out.push({ text: qsTr("No answer"), action: { type: "block", args: { cards: [], answers: [] } } })
            break
        case "move":
            for (const a of legalOf("move"))
                out.push({ text: publicAnswerText(a), action: a })
            break
        case "scars":
            if (scarCard)
                out.push({ text: qsTr("Cancel"), run: () => { root.scarCard = null; ++root.uiRevision } })
            out.push({ text: qsTr("No scar"), action: { type: "pass", args: {} } })
            break
        }
        if (picks.length && asked !== "sword" && asked !== "shield" && asked !== "discardDraw" && asked !== "action")
            out.push({ text: qsTr("Clear"), run: root.clearPicks })
        return out
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 8

        ColumnLayout {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            // The other seats' team rows.
            Item {
                id: othersArea
                Layout.fillWidth: true
                // The tallest row (a team card's line may wrap in a narrow row); each row keeps its
                // own height (a height bound to the tallest made the rows' layouts re-enter).
                Layout.preferredHeight: othersRow.implicitHeight
                Row {
                    id: othersRow
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 8
                    Repeater {
                        model: root.others
                        TeamRow {
                            required property int modelData
                            table: root
                            seat: modelData
                            info: root.seats[modelData] || ({})
                            asked: root.controller !== null && root.controller.promptSeat === modelData
                            width: Math.min(root.otherRowWidth, implicitWidth + 40)
                            tileWidth: root.otherTileWidth
                        }
                    }
                }
            }

            Item {
                id: middle
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: root.cardWidth * 0.8 * 1.4 + 50
                CityRow {
                    anchors.fill: parent
                    table: root
                    cards: root.view.city || []
                    cardWidth: Math.max(30, Math.min(root.cardWidth * 1.3, (height - 50) / 1.4))
                }
            }

            TeamRow {
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredWidth: Math.min(root.mainWidth, implicitWidth + 120)
                table: root
                seat: root.me
                info: root.mine
                asked: root.controller !== null && root.controller.promptSeat === root.me
                tileWidth: root.myTileWidth
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                HandRow {
                    objectName: "planningHand"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 5
                    table: root
                    cardWidth: root.cardWidth
                    title: root.private_ ? qsTr("%1's planning hand").arg(root.nameOf(root.me)) : qsTr("Planning hand hidden")
                    emptyText: root.private_ ? qsTr("No planning cards") : ""
                    cards: root.private_ ? root.mine.planningHand || [] : []
                }
                HandRow {
                    objectName: "combatHand"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 6
                    table: root
                    cardWidth: root.cardWidth
                    title: root.private_ ? qsTr("%1's combat hand").arg(root.nameOf(root.me)) : qsTr("Combat hand hidden")
                    emptyText: root.private_ ? qsTr("No combat cards") : ""
                    cards: root.private_ ? root.mine.combatHand || [] : []
                }
            }

            PromptBar {
                objectName: "promptBar"
                Layout.fillWidth: true
                controller: root.controller
                who: root.controller && root.controller.promptSeat >= 0 ? root.nameOf(root.controller.promptSeat) : ""
                text: root.modeText.length ? root.modeText : root.controller ? root.controller.promptText : ""
                choices: root.promptChoices
            }
        }

        ColumnLayout {
            Layout.preferredWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.fillHeight: true
            spacing: 6

            Rectangle { // the turn, the phases (the current one lit) and the initiative order
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
                        text: qsTr("Turn %1 · glory to win: %2").arg(root.view.turn || 0).arg(root.gloryToWin)
                        color: Theme.text; font.bold: true; font.pixelSize: Theme.fontNormal
                        elide: Text.ElideRight
                    }
                    Flow {
                        width: parent.width
                        spacing: 3
                        Repeater {
                            model: ["discardDraw", "planning", "selection", "action"]
                            Rectangle {
                                required property string modelData
                                readonly property bool current: root.view.phase === modelData
                                    || (modelData === "action" && ["challenge", "join", "combat", "scars"].indexOf(root.view.phase) >= 0)
                                width: phaseText.implicitWidth + 8; height: phaseText.implicitHeight + 4
                                radius: 4
                                color: current ? Theme.accent : "transparent"
                                border.color: current ? Theme.accent : Theme.panelBorder
                                Label {
                                    id: phaseText
                                    anchors.centerIn: parent
                                    text: KaijuLook.phaseName(parent.modelData)
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
                        text: ["challenge", "join", "combat", "scars"].indexOf(root.view.phase) >= 0 ? KaijuLook.phaseName(root.view.phase) : ""
                        color: Theme.legal
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    Label {
                        width: parent.width
                        text: qsTr("Initiative:")
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                    Flow {
                        objectName: "initiative"
                        width: parent.width
                        spacing: 4
                        Repeater {
                            model: root.view.order || []
                            Rectangle {
                                required property int modelData
                                required property int index
                                readonly property bool current: index === root.view.cursor && ["planning", "selection", "action"].indexOf(root.view.phase) >= 0
                                width: orderText.implicitWidth + 12; height: orderText.implicitHeight + 4
                                radius: 4
                                color: current ? root.seatColor(modelData) : "transparent"
                                border.color: root.seatColor(modelData)
                                Label {
                                    id: orderText
                                    anchors.centerIn: parent
                                    text: (parent.index + 1) + ". " + root.nameOf(parent.modelData)
                                    color: parent.current ? "#1a1a1a" : Theme.text
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                        }
                    }
                }
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

    // The combat, over the team rows of the others and the city.
    CombatOverlay {
        id: overlay
        visible: root.shownReveal !== null || (root.view.phase === "combat" && !!root.view.combat)
        table: root
        x: board.x + 8
        y: 8
        width: board.width
        height: Math.max(middle.y + middle.height - 0, root.cardWidth * 4.2)
        cardWidth: Math.max(40, Math.min(root.cardWidth * 1.1, (height - 140) / (1.4 * 1.62)))
    }
}
