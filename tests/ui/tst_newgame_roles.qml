import QtQuick
import QtQuick.Controls
import QtTest
import Tabletop

// The new-game page for a game with roles and per-seat setup. No registered game declares roles
// yet, so the page gets a catalog entry of its own (a Director and players who bring a character
// sheet) and a controller that records what it is asked to start; the last case drives the real
// GameController through newGameWithSetup.
TestCase {
    id: tc
    name: "NewGameRoles"
    when: windowShown
    width: 1100
    height: 900
    visible: true // a TestCase is hidden by default; the page's rows are checked for visibility

    readonly property var fakeEntry: ({
        id: "rolesfixture", title: "Roles fixture", minSeats: 2, maxSeats: 4, playable: true, options: [],
        seatSetup: [],
        roles: [
            { id: "director", title: "Director", minSeats: 1, maxSeats: 1, setup: [] },
            { id: "player", title: "Player", minSeats: 1, maxSeats: 3, setup: ["sheet"] }
        ]
    })

    Component {
        id: recorder
        QtObject {
            property string lastError: ""
            property var calls: []
            function stopPhasesOf(id) { return [] }
            function setSeatStops(seat, mode, phases) {}
            function setSeatComputer(seat, level) { return true }
            function messageText(m) { return m.text }
            function record(kind, args) { calls = calls.concat([{ kind: kind, args: args }]); return false }
            function newGame(id, names, seed, options) { return record("newGame", [id, names]) }
            function newGameWithDecks(id, names, seed, options, decks) { return record("newGameWithDecks", [id, names, decks]) }
            function newGameWithSetup(id, names, seed, options, decks, roles, setup) {
                return record("newGameWithSetup", [id, names, decks, roles, setup])
            }
        }
    }
    Component {
        id: pageComponent
        NewGamePage { width: tc.width; height: tc.height }
    }
    Component {
        id: realController
        GameController {}
    }

    function makePage(seats) {
        const controller = createTemporaryObject(recorder, tc)
        const page = createTemporaryObject(pageComponent, tc, { gameId: "rolesfixture", info: fakeEntry, controller: controller })
        verify(page)
        if (seats)
            page.seats = seats
        return page
    }

    // A game's option choices with titles (Combat Grid's encounters, from their files) are shown
    // by title in the reader's language, not by id; the choice proposed stays the id.
    function test_choiceTitlesInTheReadersLanguage() {
        const entry = GameCatalog.game("combatgrid")
        verify(entry && entry.options && entry.options.length > 0)
        compare(entry.options[0].name, "encounter")
        compare(entry.options[0].choiceTitles["stealth-infiltration"].en, "The Quiet Way into Depot 7")
        const controller = createTemporaryObject(recorder, tc)
        const page = createTemporaryObject(pageComponent, tc,
                                           { gameId: "combatgrid", info: entry, controller: controller, language: "en" })
        verify(page)
        waitForRendering(page)
        const combo = findChild(page, "option_encounter")
        verify(combo && combo.visible)
        compare(combo.displayText, "Lockdown on Level B3")
        compare(combo.model.length, entry.options[0].choices.length)
        verify(combo.model.indexOf("The Quiet Way into Depot 7") >= 0)
        verify(combo.model.indexOf("stealth-infiltration") < 0)
        combo.activated(combo.model.indexOf("The Quiet Way into Depot 7"))
        compare(page.optionValues.encounter, "stealth-infiltration")
        if (screenshotDir.length)
            page.grabToImage(r => r.saveToFile(screenshotDir + "/newgame-encounters.png"))
        wait(50)
        page.language = "ja"
        compare(combo.displayText, "B3層のロックダウン")
        verify(combo.model.indexOf("第七資材庫への静かな潜入") >= 0)
        if (screenshotDir.length)
            page.grabToImage(r => r.saveToFile(screenshotDir + "/newgame-encounters-ja.png"))
        wait(50)
    }

    // A number the game leaves open (Kaiju City's glory to win) gets a number box, and an
    // option is named in the game's own words (its manifest's optionLabel), not by the schema's
    // description.
    function test_openNumberOptionsAndTheGamesOwnWords() {
        const entry = GameCatalog.game("kaiju")
        verify(entry && entry.options && entry.options.length > 0)
        const controller = createTemporaryObject(recorder, tc)
        const page = createTemporaryObject(pageComponent, tc, { gameId: "kaiju", info: entry, controller: controller })
        verify(page)
        waitForRendering(page)
        const glory = findChild(page, "optionNumber_gloryToWin")
        verify(glory && glory.visible)
        compare(glory.value, 20)
        verify(!findChild(page, "option_gloryToWin").visible)
        verify(!findChild(page, "optionNumber_healOutside").visible) // it has choices: a list
        verify(findChild(page, "option_healOutside").visible)
        glory.value = 5
        glory.valueModified()
        compare(page.optionValues.gloryToWin, 5)
        const texts = []
        const walk = item => {
            if (item.text !== undefined && item.visible)
                texts.push(String(item.text))
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i])
        }
        walk(page)
        verify(texts.indexOf("Glory that wins the game (basic rules: 20)") >= 0, texts.join(" | "))
        verify(texts.indexOf("Glory that wins the game at once (basic rules: 20)") < 0) // the schema's words
        if (screenshotDir.length)
            page.grabToImage(r => r.saveToFile(screenshotDir + "/newgame-kaiju-options.png"))
        wait(50)
    }

    function test_defaultRolesFollowTheRules() {
        const page = makePage()
        compare(page.seats, 2)
        compare(page.seatRoles, ["director", "player"])
        page.seats = 4
        compare(page.seatRoles, ["director", "player", "player", "player"])
        compare(page.roleError, "")
        waitForRendering(page)
        const combo = findChild(page, "seatRole0")
        verify(combo && combo.visible)
        compare(combo.displayText, "Director")
        compare(findChild(page, "seatRole3").displayText, "Player")
        if (screenshotDir.length)
            page.grabToImage(r => r.saveToFile(screenshotDir + "/newgame-roles.png"))
        wait(50)
    }

    function test_twoDirectorsAreRefusedWithTheRulesReason() {
        const page = makePage(3)
        const combo = findChild(page, "seatRole1")
        combo.activated(0) // seat 2 picks the Director too
        compare(page.seatRoles, ["director", "director", "player"])
        verify(page.roleError.indexOf("2 seats with role \"director\"") >= 0, page.roleError)
        page.start()
        compare(page.controller.calls.length, 0)
        compare(findChild(page, "roleError").text, page.roleError)
    }

    function test_setupOnlyForRolesThatBringIt() {
        const page = makePage(3)
        waitForRendering(page)
        verify(!findChild(page, "seatSetup0_sheet"), "the Director brings nothing")
        verify(findChild(page, "seatSetup1_sheet"))
        verify(findChild(page, "seatSetup2_sheet"))
    }

    // The JSON boxes stay folded away until the box is ticked (each seat brings the game's
    // default); unticking forgets what was typed.
    function test_setupTypedOnlyWhenAsked() {
        const page = makePage(3)
        waitForRendering(page)
        const box = findChild(page, "customSetupBox")
        verify(box && box.visible)
        verify(!findChild(page, "seatSetup1_sheet").visible)
        box.toggle()
        box.toggled()
        verify(page.customSetup)
        waitForRendering(page)
        verify(findChild(page, "seatSetup1_sheet").visible)
        page.setSetupText(1, "sheet", "{\"name\": \"Ash\"}")
        box.toggle()
        box.toggled()
        verify(!page.customSetup)
        compare(page.setupTexts, ({}))
        page.start()
        compare(page.controller.calls.length, 1)
        compare(page.controller.calls[0].args[4], [])
    }

    function test_badJsonIsNamedAndNothingStarts() {
        const page = makePage(2)
        page.setSetupText(1, "sheet", "{\"name\": ")
        verify(page.setupProblem(1, "sheet").indexOf("Seat 2, Character sheet: not valid JSON") === 0,
               page.setupProblem(1, "sheet"))
        page.start()
        compare(page.controller.calls.length, 0)
        verify(findChild(page, "setupError").text.indexOf("Seat 2, Character sheet") === 0)
    }

    function test_startPassesRolesAndSetup() {
        const page = makePage(3)
        page.setRole(2, "player")
        page.setSetupText(1, "sheet", "{\"name\": \"Ash\", \"str\": 40}")
        page.start()
        compare(page.controller.calls.length, 1)
        const call = page.controller.calls[0]
        compare(call.kind, "newGameWithSetup")
        compare(call.args[0], "rolesfixture")
        compare(call.args[3], ["director", "player", "player"])
        compare(call.args[4], [null, { sheet: { name: "Ash", str: 40 } }, null])
    }

    DeckBuilder { id: decks }
    // A registered game without roles, setup or decks (named by the registry, not here).
    function plainGame() {
        for (const g of GameCatalog.games)
            if (g.playable && g.roles.length === 0 && g.seatSetup.length === 0 && !decks.gameUsesDecks(g.id))
                return g.id
        return ""
    }

    function test_gameWithoutRolesStartsAsBefore() {
        // The page calls the plain start as before, with no roles or setup.
        const id = plainGame()
        verify(id.length)
        const controller = createTemporaryObject(recorder, tc)
        const page = createTemporaryObject(pageComponent, tc, { gameId: id, controller: controller })
        compare(page.hasRoles, false)
        page.start()
        compare(controller.calls.length, 1)
        compare(controller.calls[0].kind, "newGame")
    }

    function test_realControllerChecksRolesAndSetup() {
        const id = plainGame()
        verify(id.length)
        const c = createTemporaryObject(realController, tc)
        verify(!c.newGameWithSetup(id, ["Ann", "Bob"], "7", {}, [], ["director", "player"], []))
        verify(c.lastError.indexOf("has no roles") >= 0, c.lastError)
        verify(!c.newGameWithSetup(id, ["Ann", "Bob"], "7", {}, [], [], [null, { team: 3 }]))
        verify(c.lastError.indexOf("setup of seat 2 brings \"team\"") >= 0, c.lastError)
        verify(c.newGameWithSetup(id, ["Ann", "Bob"], "7", {}, [], [], []), c.lastError)
        verify(c.active)
    }
}
