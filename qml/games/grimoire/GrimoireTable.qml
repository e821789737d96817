import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "GrimoireTexts.js" as T

// The Grimoire table. The viewing player sits at the bottom, the opponent at the top; the
// round track, deck, explore area and purge area lie between. Grimoires are dragged from
// the explore area onto a library column; spells are dragged to the casting circle (or to
// the contract slot in the contract step); every move also works by click or keyboard.
Item {
    id: root
    objectName: "grimoireTable"
    property GameController controller
    property DragLayer dragLayer
    property CardZoom zoom
    property Toast toast

    property Component faceComponent: Component { GrimoireCard {} }
    property Component detailComponent: Component {
        Column {
            property var card: ({})
            width: 300
            spacing: 10
            Label { text: T.cardName(parent.card); color: Theme.text; font.pixelSize: Theme.fontLarge; width: parent.width; wrapMode: Text.WordWrap }
            Label { text: T.cardText(parent.card); color: Theme.text; width: parent.width; wrapMode: Text.WordWrap }
        }
    }
    property Component breakdownComponent: Component { GrimoireBreakdown {} }

    readonly property var view: controller ? controller.view : ({})
    readonly property bool private_: controller && !controller.curtain && controller.viewerSeat >= 0 && !controller.gameOver
    // Bottom seat: the viewer; under the curtain, the seat about to decide.
    readonly property int me: private_ ? controller.viewerSeat : Math.max(0, controller ? controller.promptSeat : 0)
    readonly property int other: 1 - me
    // Read by every binding that depends on what is legal, so it refreshes after each move.
    readonly property int legalRevision: controller ? controller.legal.revision : -1
    readonly property var pending: view.pending || null
    // Cards as large as the Card size setting (and the window) ask, but never so large that the
    // table stops fitting: a seat strip (four spells, contract, sealed, five library columns,
    // about 10 card widths and 190 px) across the board, and two strips, the centre row and the
    // prompt (about 4.2 card widths and 260 px) down it.
    readonly property real cardWidth: Math.max(40, Math.min(Theme.cardWidth,
                                                            (width - 30 - Math.round(260 * Theme.textScale) - 190) / 10.1,
                                                            (height - 20 - 260) / 4.2))
    readonly property real cardHeight: cardWidth * 1.4

    function isContract(card) {
        const c = view.seats ? view.seats[me].contract : null
        return c !== null && c !== undefined && c.id === card.id
    }
    function nameOf(seat) { return controller && controller.seatNames.length > seat ? controller.seatNames[seat] : "" }

    // Clicking (or Enter on) a card offers what can be done with it.
    function activate(card, from) {
        if (!card || card.hidden)
            return
        let actions = controller.actionsFor(card.kind === "spell" ? card.spell : card.id)
        if (card.kind === "spell")
            actions = actions.filter(a => a.type === "contract" || a.type === "target" || (a.args.from || "hand") === from)
        if (actions.length === 0) {
            // Nothing this card can do now: ask the rules for its plainest use, so the refusal
            // says why (not your turn, one spell a turn, the power it lacks...). Else it opens large.
            const plain = card.kind === "spell" && from !== "purged" ? { type: "cast", args: { spell: card.spell, from: from === "contract" ? "contract" : "hand" } }
                        : from === "explore" ? { type: "acquire", args: { card: card.id } }
                        : null
            if (plain && !controller.curtain && controller.viewerSeat >= 0)
                controller.propose(plain) // refused: the rules' reason is shown
            else
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
                text: T.describeAction(modelData)
                onTriggered: root.controller.propose(modelData)
            }
        }
    }

    readonly property var promptChoices: {
        const out = []
        if (legalRevision >= 0)
            for (const a of controller.legal.ofType(["endTurn", "pass", "counter", "done"]))
                out.push({ text: T.describeAction(a), action: a })
        return out
    }

    // Layout: the board on the left (opponent, centre row, viewer, prompt), and a side column
    // with the round track and the log. Widths are fixed where cards must never wrap (the
    // explore area always shows its five slots in one row).
    RowLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 10

        ColumnLayout {
            id: board
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            // Opponent
            SeatStrip {
                Layout.fillWidth: true
                // From sizes the layout does not set (implicit ones), so it settles in one pass.
                Layout.preferredHeight: Math.max(root.cardHeight * 1.5, (board.height - explore.implicitHeight - prompt.implicitHeight - 3 * board.spacing) * 0.42)
                seat: root.other
                mine: false
                table: root
            }

            // Centre: deck, explore area, casting circle, purge area
            RowLayout {
                id: centre
                Layout.fillWidth: true
                Layout.preferredHeight: explore.implicitHeight
                spacing: 10
                Pile {
                    Layout.alignment: Qt.AlignVCenter
                    count: root.view.deckCount || 0
                    title: qsTr("Deck")
                    cardWidth: root.cardWidth * 0.8
                }
                Zone {
                    id: explore
                    objectName: "exploreZone"
                    Layout.preferredWidth: implicitWidth
                    Layout.minimumWidth: implicitWidth
                    Layout.fillHeight: true
                    title: qsTr("Explore area")
                    minSlots: 5
                    cardWidth: root.cardWidth
                    controller: root.controller
                    dragLayer: root.dragLayer
                    faceComponent: root.faceComponent
                    model: root.controller ? root.controller.zone("/explore") : null
                    emptyText: qsTr("Refilled with 5 grimoires at the start of each round")
                    onCardActivated: (c) => root.activate(c, "explore")
                    onZoomRequested: (c) => root.zoom.show(c)
                }
                Zone {
                    id: circle
                    objectName: "castZone"
                    Layout.preferredWidth: root.cardHeight + 24
                    Layout.preferredHeight: root.cardHeight + 24
                    Layout.alignment: Qt.AlignVCenter
                    title: ""
                    minSlots: 1
                    controller: root.controller
                    dragLayer: root.dragLayer
                    radius: width / 2
                    // The hint gives way to the spell being cast.
                    emptyText: root.pending ? "" : qsTr("Cast a spell here") + "\n" + qsTr("(one a turn)")
                    actionFor: function(card) {
                        return card && card.kind === "spell" && !card.hidden
                            ? { type: "cast", args: { spell: card.spell, from: root.isContract(card) ? "contract" : "hand" } }
                            : null
                    }
                    Label {
                        anchors.centerIn: parent
                        width: parent.width - 20
                        visible: root.pending !== null
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall
                        text: root.pending ? qsTr("%1 casts %2 (level %3)").arg(root.nameOf(root.pending.caster)).arg(T.spellName(root.pending.spell)).arg(root.pending.level)
                                             + (root.pending.counteredBy !== null && root.pending.counteredBy !== undefined ? "\n" + qsTr("Countered!") : "")
                                           : ""
                    }
                }
                Zone {
                    objectName: "purgeZone"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: qsTr("Purge area")
                    controller: root.controller
                    faceComponent: root.faceComponent
                    cardWidth: root.cardWidth * 0.6
                    fan: true
                    minSlots: 2
                    emptyText: qsTr("Cast spells and banished grimoires")
                    model: root.controller ? root.controller.zone("/purge") : null
                    onZoomRequested: (c) => root.zoom.show(c)
                    onCardActivated: (c) => root.zoom.show(c)
                }
            }

            // The viewing player
            SeatStrip {
                Layout.fillWidth: true
                Layout.fillHeight: true
                seat: root.me
                mine: root.private_
                table: root
            }

            PromptBar {
                id: prompt
                objectName: "promptBar"
                Layout.fillWidth: true
                controller: root.controller
                who: root.controller && root.controller.promptSeat >= 0 ? root.nameOf(root.controller.promptSeat) : ""
                text: root.controller ? root.controller.promptText : ""
                choices: root.promptChoices
            }
        }

        ColumnLayout {
            // The round, the track and the log keep a readable width; the table gives way.
            Layout.preferredWidth: Math.round(260 * Theme.textScale)
            Layout.maximumWidth: Math.round(260 * Theme.textScale)
            Layout.minimumWidth: 170
            Layout.fillHeight: true
            spacing: 8
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: roundInfo.implicitHeight + 20
                color: Theme.panel
                border.color: Theme.panelBorder
                radius: 8
                Column {
                    id: roundInfo
                    x: 10; y: 10
                    width: parent.width - 20
                    spacing: 6
                    Label {
                        text: root.view.round ? qsTr("Round %1, turn %2").arg(root.view.round).arg(root.view.turn) : ""
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    RoundTrack { index: root.view.trackIndex || 0; width: parent.width }
                    Label {
                        text: root.view.starter !== undefined ? qsTr("%1 starts this round").arg(root.nameOf(root.view.starter)) : ""
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
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
}
