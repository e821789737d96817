import QtQuick
import QtTest
import Tabletop

Item {
    id: top
    width: 1200
    height: 800

    GameController { id: game }

    Component {
        id: face
        Item { property var card: ({}); property string accessibleName: "face " + (card.id || "") }
    }

    DragLayer { id: theDragLayer; anchors.fill: parent; z: 100 }

    Card { id: hiddenCard; card: ({ id: "h0-1", hidden: true }); faceComponent: face }
    Card { id: openCard; x: 200; card: ({ id: "g01", kind: "normal" }); faceComponent: face; cardWidth: 80 }
    Card { id: sidewaysCard; x: 400; card: ({ id: "g02", sideways: true }); faceComponent: face; cardWidth: 80 }

    Pile { id: pile; x: 600; count: 17; title: "Deck" }
    CardZoom { id: zoom; anchors.fill: parent; faceComponent: face; detailComponent: Component { Item { property var card: ({}); width: 50; height: 50 } } }
    Toast { id: toast; y: 700; width: 400 }
    Curtain { id: curtain; anchors.fill: parent; visible: false; name: "Bea"; z: 200 }
    SignalSpy { id: revealSpy; target: curtain; signalName: "revealed" }
    PromptBar { id: bar; y: 300; width: 600; text: "Choose"; choices: [{ text: "Go", run: function() { top.ran = true } }] }
    property bool ran: false

    TestCase {
        name: "CardZoom"
        when: windowShown
        function test_hover_previews_without_blocking_and_leaving_hides() {
            const peek = zoom.preview
            verify(peek !== null)
            mouseMove(top, 5, 760)
            verify(!peek.visible)
            mouseMove(sidewaysCard, 20, 20)
            tryCompare(HoverPeek, "card", sidewaysCard.card, 2000)
            tryVerify(() => peek.visible)
            verify(!peek.modal)
            // The card is on the left half, so the preview opens on the right.
            verify(peek.x > top.width / 2)
            mouseMove(top, 5, 760)
            tryCompare(HoverPeek, "card", null)
            tryVerify(() => !peek.visible)
        }
        function test_show_opens_the_full_view_and_hides_the_preview() {
            HoverPeek.show(openCard, openCard.card)
            zoom.show(openCard.card)
            tryVerify(() => zoom.opened) // Material's Popup opens through its enter transition
            // The panel encloses the large card and its details (80 wide in this test).
            tryVerify(() => zoom.fullView.width >= 240 + 16 + 50 && zoom.fullView.height >= 240 * 1.4)
            compare(HoverPeek.card, null)
            zoom.close()
            tryVerify(() => !zoom.opened)
        }
    }

    TestCase {
        name: "Card"
        when: windowShown
        function test_hidden_card_shows_no_face() {
            verify(hiddenCard.hidden)
            compare(hiddenCard.Accessible.name, "Face-down card")
        }
        function test_open_card_loads_face() {
            verify(!openCard.hidden)
            compare(openCard.Accessible.name, "face g01")
            compare(openCard.height, 80 * 1.4)
        }
        function test_sideways_card_is_wider_than_tall() {
            verify(sidewaysCard.width > sidewaysCard.height)
        }
        function test_keyboard_activates() {
            const spy = createTemporaryObject(signalSpyComponent, top, { target: openCard, signalName: "activated" })
            openCard.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            keyClick(Qt.Key_Return, Qt.ControlModifier) // the prompt's shortcut, not the card's
            compare(spy.count, 1)
            const zoomSpy = createTemporaryObject(signalSpyComponent, top, { target: openCard, signalName: "zoomRequested" })
            keyClick(Qt.Key_Z)
            compare(zoomSpy.count, 1)
        }
        function test_click_activates() {
            const spy = createTemporaryObject(signalSpyComponent, top, { target: openCard, signalName: "activated" })
            mouseClick(openCard)
            compare(spy.count, 1)
        }
    }
    Component { id: signalSpyComponent; SignalSpy {} }

    TestCase {
        name: "Pile"
        when: windowShown
        function test_count_shown() {
            compare(pile.count, 17)
            verify(pile.Accessible.name.indexOf("17") >= 0)
        }
    }

    TestCase {
        name: "Toast"
        when: windowShown
        function test_show_sets_text_and_rule() {
            toast.show("No.", "grimoire.acquire")
            compare(toast.text, "No.")
            compare(toast.rule, "grimoire.acquire")
            tryCompare(toast, "opacity", 1)
        }
    }

    TestCase {
        name: "Curtain"
        when: windowShown
        function test_button_reveals() {
            curtain.visible = true
            const button = findChild(curtain, "curtainButton")
            verify(button)
            compare(button.text, "I am Bea")
            tryCompare(button, "enabled", true) // a new curtain takes no click for 400 ms
            mouseClick(button)
            compare(revealSpy.count, 1)
            curtain.visible = false
        }
        function test_enter_reveals_only_plain_and_after_a_moment() {
            revealSpy.clear()
            curtain.visible = true
            tryVerify(() => curtain.activeFocus)
            // Right after the curtain comes down, Enter (meant for the table) shows nothing.
            keyClick(Qt.Key_Return)
            compare(revealSpy.count, 0)
            wait(800)
            // Ctrl+Enter is the table's "first choice", never "I am <name>".
            keyClick(Qt.Key_Return, Qt.ControlModifier)
            compare(revealSpy.count, 0)
            keyClick(Qt.Key_Return)
            compare(revealSpy.count, 1)
            curtain.visible = false
        }
    }

    TestCase {
        name: "PromptBar"
        when: windowShown
        function test_ctrl_enter_takes_the_first_choice() {
            top.ran = false
            bar.forceActiveFocus()
            keyClick(Qt.Key_Return, Qt.ControlModifier)
            verify(top.ran)
        }
        function test_choice_button_runs() {
            top.ran = false
            const button = findChild(bar, "choice_0")
            verify(button)
            compare(button.text, "Go")
            mouseClick(button)
            verify(top.ran)
        }
    }

    Component {
        id: zoneComponent
        Zone {
            width: 600
            controller: game
            dragLayer: theDragLayer
            faceComponent: face
        }
    }

    TestCase {
        name: "ZoneWithEngine"
        when: windowShown
        function init() {
            game.setHotSeatCurtain(false)
            verify(game.newGame("grimoire", ["Ann", "Bea"], "7", {}))
        }
        function test_zone_model_follows_view() {
            const zone = createTemporaryObject(zoneComponent, top, { model: game.zone("/explore") })
            compare(zone.count, 5)
            compare(game.zone("/explore").count, 5)
            compare(game.zone("/seats/0/hand").count + game.zone("/seats/1/hand").count, 8)
        }
        function test_zone_lights_only_for_legal_drop() {
            const explore = game.zone("/explore")
            const card = explore.get(0)
            const zone = createTemporaryObject(zoneComponent, top, {
                model: game.zone("/seats/" + game.viewerSeat + "/library/red"),
                actionFor: function(c) { return { type: "acquire", args: c.kind === "turbidity" ? { card: c.id, element: c.elements[0] } : { card: c.id } } }
            })
            verify(!zone.lit)
            theDragLayer.card = card
            verify(zone.lit)
            theDragLayer.card = { id: "nope", kind: "normal", element: "red" }
            verify(!zone.lit)
            // After the move the index is rebuilt and the zone goes dark for the card taken.
            theDragLayer.card = card
            verify(game.legal.isLegal(zone.pendingAction))
            verify(game.propose(zone.pendingAction))
            verify(!zone.lit)
            theDragLayer.card = null
        }
        function test_zone_asks_when_a_drop_allows_several_moves() {
            const explore = game.zone("/explore")
            const card = explore.get(0)
            const two = [{ type: "a", args: {} }, { type: "b", args: {} }]
            const zone = createTemporaryObject(zoneComponent, top, {
                model: game.zone("/seats/" + game.viewerSeat + "/library/red"),
                dragLayer: theDragLayer,
                actionFor: function(c) { return { type: "acquire", args: { card: "nope" } } },
                dropChoices: function(c) { return two }
            })
            const spy = createTemporaryObject(signalSpyComponent, top, { target: zone, signalName: "choicesRequested" })
            const before = game.actionCount
            theDragLayer.card = card
            verify(zone.acceptDrop())
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0].length, 2)
            compare(game.actionCount, before) // nothing played until a choice is made
            // One choice (or none): the drop plays the zone's action as before.
            zone.dropChoices = function(c) { return [two[0]] }
            verify(!zone.acceptDrop()) // "acquire nope" is refused by the rules
            compare(spy.count, 1)
            theDragLayer.card = null
        }
        function test_log_grows_after_move() {
            const before = game.actionCount
            const legal = game.legalActions
            verify(legal.length > 0)
            verify(game.propose(legal[0]))
            compare(game.actionCount, before + 1)
            verify(game.log.count > 0)
        }
        function test_card_name_ending_in_exclamation_takes_no_second_stop() {
            const text = game.messageText({ id: "neotokyo.log.spoken",
                                            args: { seat: 5, character: "Misato", card: "Stop Running From Everything!" } })
            verify(text.indexOf("Stop Running From Everything!") >= 0, text)
            verify(text.indexOf("!.") < 0, text)
        }
        function test_put_log_names_where_the_card_went() {
            const text = game.messageText({ id: "neotokyo.log.put", args: { card: "Pen Pen", on: "Misato" } })
            compare(text, "Pen Pen is put on Misato.")
        }
        function test_refused_move_reports_reason() {
            const spy = createTemporaryObject(signalSpyComponent, top, { target: game, signalName: "refused" })
            verify(!game.propose({ type: "acquire", args: { card: "g99" } }))
            compare(spy.count, 1)
            verify(spy.signalArguments[0][0].length > 0)
        }
    }

    TestCase {
        name: "HotSeatCurtain"
        when: windowShown
        function test_curtain_hides_private_view() {
            game.setHotSeatCurtain(true)
            verify(game.newGame("grimoire", ["Ann", "Bea"], "11", {}))
            verify(game.curtain)
            compare(game.legalActions.length, 0)
            // Under the curtain no hand card has an identity.
            const hands = [game.zone("/seats/0/hand"), game.zone("/seats/1/hand")]
            for (const h of hands)
                for (let i = 0; i < h.count; ++i)
                    verify(h.get(i).hidden === true)
            game.reveal()
            verify(!game.curtain)
            const mine = game.zone("/seats/" + game.viewerSeat + "/hand")
            verify(mine.get(0).hidden !== true)
            const theirs = game.zone("/seats/" + (1 - game.viewerSeat) + "/hand")
            verify(theirs.get(0).hidden === true)
            verify(game.legalActions.length > 0)
        }
    }
}
