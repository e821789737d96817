import QtQuick
import QtTest
import Tabletop
import "qrc:/Tabletop/games/kaiju"

// The pieces of the Kaiju City table on their own, fed with view data: a kaiju tile counts its
// damage against Fortitude + scar + 2 and says KO, lights when the table says so and reports
// clicks; the city marks its front card only; the card face shows a combat card's damage and
// cost boxes, a city card's Fortitude and Glory; a team row shows energy, fury and glory.
Item {
    id: top
    width: 900
    height: 700

    Item {
        id: fakeTable
        property var dragLayer: null
        property var zoom: QtObject { function show(c) {} }
        property int uiRevision: 0
        property var litTiles: ["1/0"]
        property var clicked: []
        property int gloryToWin: 20
        property Component faceComponent: Component { KaijuCard {} }
        function kaijuLit(seat, i, dragged, rev) { return litTiles.indexOf(seat + "/" + i) >= 0 }
        function kaijuChosen(seat, i, rev) { return false }
        function kaijuClicked(seat, i) { clicked = clicked.concat([seat + "/" + i]) }
        function kaijuDropped(seat, i) { return false }
        function cityLit(dragged, rev) { return false }
        function cityDropped() { return false }
        function isFighting(seat, i) { return false }
        function isKo(seat, i) { return false }
        function nameOf(seat) { return ["Ann", "Ben"][seat] }
        function seatColor(seat) { return seat === 0 ? "red" : "blue" }
        // Seat 1 plays a team card with Fortitude +4 (the view's teamValues).
        function fortitudeBonus(seat) { return seat === 1 ? 4 : 2 }
        function teamCardFace(id) { return id === "titan-vigil" ? { name: "Titan Vigil", text: "TEAM: up to 2 giant kaiju." } : null }
    }

    function kaiju(extra) {
        const k = { card: "grothmaw", name: "Grothmaw", kind: "kaiju", affiliation: "trench", ferocity: 4, agility: 2, power: 5, fortitude: 12, damage: 0, active: false, selected: false, scar: null }
        for (const key in extra || {})
            k[key] = extra[key]
        return k
    }

    Component { id: tileComponent; KaijuTile { table: fakeTable; width: 90; height: 95 } }
    Component { id: cityComponent; CityRow { table: fakeTable; width: 600; height: 120; cardWidth: 60 } }
    Component { id: cardComponent; KaijuCard { width: 120; height: 168 } }
    Component { id: teamComponent; TeamRow { table: fakeTable; width: 400; tileWidth: 80 } }
    Component { id: newGameComponent; NewGamePage { width: 1000; height: 900 } }
    Component {
        id: recorder
        QtObject {
            property string lastError: ""
            function stopPhasesOf(id) { return [] }
            function setSeatStops(seat, mode, phases) {}
            function setSeatComputer(seat, level) { return true }
            function messageText(m) { return m.text }
            function newGame(id, names, seed, options) { return false }
            function newGameWithDecks(id, names, seed, options, decks) { return false }
            function newGameWithSetup(id, names, seed, options, decks, roles, setup) { return false }
        }
    }

    function find(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const f = find(item.children[i], name)
            if (f)
                return f
        }
        return null
    }
    function texts(item, out) {
        out = out || []
        if (item.text !== undefined && item.visible)
            out.push(String(item.text))
        for (let i = 0; i < item.children.length; ++i)
            texts(item.children[i], out)
        return out
    }

    TestCase {
        name: "KaijuTable"
        when: windowShown

        function test_tileCountsDamageAgainstTheKnockOut() {
            const tile = createTemporaryObject(tileComponent, top, { seat: 0, character: 1, info: kaiju({ damage: 5 }) })
            verify(tile)
            compare(tile.toKo, 14) // Fortitude 12 + the team bonus 2
            verify(texts(tile).indexOf("5 / 14") >= 0, texts(tile).join(","))
            verify(!tile.knockedOut)
            // A scar of -1 Fortitude lowers the threshold.
            tile.info = kaiju({ damage: 5, scar: { id: "kc9", card: "scorched-hide", name: "Scorched Hide", scarFortitude: -1 } })
            compare(tile.toKo, 13)
            tile.info = kaiju({ damage: 14 })
            verify(tile.knockedOut)
            verify(texts(tile).indexOf("KO") >= 0)
        }

        function test_tileLightsAndReportsClicks() {
            fakeTable.clicked = []
            const lit = createTemporaryObject(tileComponent, top, { seat: 1, character: 0, info: kaiju({ active: true }) })
            const dark = createTemporaryObject(tileComponent, top, { seat: 1, character: 1, x: 100, info: kaiju() })
            verify(lit.lit)
            verify(!dark.lit)
            mouseClick(lit)
            compare(fakeTable.clicked, ["1/0"])
            mouseClick(dark) // not lit: it opens large, no move
            compare(fakeTable.clicked, ["1/0"])
            verify(texts(lit).some(t => t.indexOf("City") >= 0))
        }

        function test_cityMarksTheFrontCardOnly() {
            const city = createTemporaryObject(cityComponent, top, {
                cards: [{ id: "kc1", card: "glass-tower", name: "Glass Office Tower", kind: "location", fortitude: 4, cardGlory: 3, owner: 0, damage: 0 },
                        { id: "kc2", card: "tank-column", name: "Tank Column", kind: "opponent", fortitude: 3, cardGlory: 2, owner: 1, damage: 1 }] })
            verify(city)
            const front = find(city, "cityCard_0")
            const back = find(city, "cityCard_1")
            verify(front && back)
            verify(front.x < back.x)
            verify(find(front, "frontMark").visible)
            verify(!find(back, "frontMark").visible)
        }

        // A MOVE rotates the city: the same card items slide to their new places (the front
        // card to the back), the front mark follows the new front card.
        function test_cityRotatesWithTheSameCards() {
            const tower = { id: "kc1", card: "glass-tower", name: "Glass Office Tower", kind: "location", fortitude: 4, cardGlory: 3, owner: 0, damage: 2 }
            const tanks = { id: "kc2", card: "tank-column", name: "Tank Column", kind: "opponent", fortitude: 3, cardGlory: 2, owner: 1, damage: 0 }
            const mast = { id: "kc3", card: "radio-mast", name: "Radio Mast", kind: "location", fortitude: 2, cardGlory: 1, owner: 1, damage: 0 }
            const city = createTemporaryObject(cityComponent, top, { cards: [tower, tanks, mast] })
            const towerItem = find(city, "cityCard_0")
            verify(towerItem)
            compare(towerItem.cardData.id, "kc1")
            city.cards = [tanks, mast, tower]
            // The very item that showed the tower at the front is now the back card.
            compare(towerItem.objectName, "cityCard_2")
            compare(towerItem.cardData.id, "kc1")
            verify(!find(towerItem, "frontMark").visible)
            const front = find(city, "cityCard_0")
            compare(front.cardData.id, "kc2")
            verify(find(front, "frontMark").visible)
            tryVerify(() => towerItem.x > front.x)
        }

        function test_cardFaceShowsValuesAndCost() {
            const bite = createTemporaryObject(cardComponent, top, { card: { card: "body-slam", name: "Body Slam", kind: "combat", side: "sword", cardDamage: 5, cardToughness: 0,
                                                                             cost: ["power", "ferocity"], keywords: ["fierce"], opposedTraits: ["flying"], traits: [] } })
            const t = texts(bite)
            verify(t.indexOf("Body Slam") >= 0)
            verify(t.indexOf("5") >= 0)
            verify(t.indexOf("FIERCE") >= 0, t.join(","))
            verify(t.indexOf("P") >= 0 && t.indexOf("F") >= 0) // the two cost boxes
            verify(bite.accessibleName.indexOf("damage 5") >= 0)
            const tower = createTemporaryObject(cardComponent, top, { card: { card: "glass-tower", name: "Glass Office Tower", kind: "location", fortitude: 4, cardGlory: 3 } })
            const u = texts(tower)
            verify(u.some(x => x.indexOf("4") >= 0) && u.some(x => x.indexOf("3") >= 0), u.join(","))
        }

        // An ally in a team row: its own figure and the "Ally" mark, its KO threshold from its
        // card; its card face shows its values and requirement, an event's its effects in
        // words; a team with allies shrinks its tiles to keep its width.
        function test_allyTileAndFaces() {
            const ally = { card: "harbour-pilot", id: "kc11", name: "Harbour Pilot", kind: "ally", affiliation: "", ferocity: 1, agility: 3, power: 2,
                           fortitude: 5, cardGlory: 2, requires: { trait: "aquatic" }, damage: 2, active: false, selected: false, scar: null }
            const tile = createTemporaryObject(tileComponent, top, { seat: 0, character: 3, info: ally })
            verify(tile)
            compare(tile.toKo, 7)
            verify(find(tile, "allyMark_0_3").visible)
            verify(texts(tile).indexOf("Ally") >= 0, texts(tile).join(","))
            const kaijuTile = createTemporaryObject(tileComponent, top, { seat: 0, character: 0, x: 100, info: kaiju() })
            verify(!find(kaijuTile, "allyMark_0_0").visible)
            const face = createTemporaryObject(cardComponent, top, { card: ally })
            verify(face.accessibleName.indexOf("ally") >= 0 && face.accessibleName.indexOf("aquatic") >= 0, face.accessibleName)
            verify(find(face, "faceRule").text.indexOf("aquatic") >= 0, find(face, "faceRule").text)
            const event = createTemporaryObject(cardComponent, top, { card: { card: "evacuation", name: "Evacuation Order", kind: "event", effects: { gainEnergy: 2, drawPlanning: 1 } } })
            compare(find(event, "faceRule").text, "+2 energy · draw 1 planning")
            const row = createTemporaryObject(teamComponent, top, { seat: 0, info: { team: [kaiju(), kaiju(), kaiju(), ally, ally] } })
            verify(find(row, "kaiju_0_4"))
            verify(find(row, "kaiju_0_4").width < 80)
            const three = createTemporaryObject(teamComponent, top, { seat: 1, info: { team: [kaiju(), kaiju(), kaiju()] } })
            compare(find(three, "kaiju_1_2").width, 80)
        }

        // A team card's Fortitude bonus moves the KO threshold; the team row names the team card
        // and its four values ("Default team" and the default values without one), and the fury
        // bar fills towards the team's fury value.
        function test_teamCardInTheTeamRow() {
            const tile = createTemporaryObject(tileComponent, top, { seat: 1, character: 0, info: kaiju({ damage: 15 }) })
            compare(tile.toKo, 16) // Fortitude 12 + the team card's 4
            verify(!tile.knockedOut)
            const row = createTemporaryObject(teamComponent, top, { seat: 1, info: { energy: 14, fury: 7, glory: 0, team: [kaiju()],
                teamCard: "titan-vigil", teamValues: { initiative: 30, planningDraw: 4, fury: 7, fortitudeBonus: 4 } } })
            compare(find(row, "teamCard_1").text, "Titan Vigil: Initiative 30 · Planning draw 4 · Fury 7 · Fortitude +4")
            compare(find(row, "fury_1").border.color, Qt.color("#ff5a3a")) // 7 of 7: a rage attack is ready
            const plain = createTemporaryObject(teamComponent, top, { seat: 0, info: { energy: 14, fury: 7, glory: 0, team: [kaiju()],
                teamCard: null, teamValues: { initiative: 50, planningDraw: 5, fury: 10, fortitudeBonus: 2 } } })
            compare(find(plain, "teamCard_0").text, "Default team: Initiative 50 · Planning draw 5 · Fury 10 · Fortitude +2")
            compare(find(plain, "fury_0").border.color, Qt.color("#5a3030"))
        }

        // The new-game page says each seat's team card under its deck: the Storm Wing starter
        // (seat 5) plays the Stormfront Compact, the Trench Tide starter (seat 1) the default team.
        function test_newGamePageShowsTheTeamCard() {
            const page = createTemporaryObject(newGameComponent, top, { gameId: "kaiju", info: GameCatalog.game("kaiju"),
                                                                        controller: createTemporaryObject(recorder, top) })
            verify(page)
            page.seats = 5
            tryVerify(() => page.deckChoices.length >= 5, 20000)
            tryVerify(() => find(page, "seatDeckNote4") && find(page, "seatDeckNote4").text.indexOf("Stormfront Compact") >= 0, 20000,
                      find(page, "seatDeckNote4") ? find(page, "seatDeckNote4").text : "no note")
            compare(find(page, "seatDeckNote4").text, "Team card: Stormfront Compact (Initiative 65 · Planning draw 5 · Fury 9 · Fortitude +2)")
            compare(find(page, "seatDeckNote0").text, "Default team (Initiative 50 · Planning draw 5 · Fury 10 · Fortitude +2)")
        }

        // The note names the team card in the reader's language, like the cards (Japanese: the
        // Stormfront Compact is 嵐の前線協定); back in English, its English name.
        function test_newGamePageNamesTheTeamCardInTheReadersLanguage() {
            AppSettings.language = "ja"
            try {
                const page = createTemporaryObject(newGameComponent, top, { gameId: "kaiju", info: GameCatalog.game("kaiju"),
                                                                            controller: createTemporaryObject(recorder, top) })
                page.seats = 5
                tryVerify(() => page.deckChoices.length >= 5, 20000)
                tryVerify(() => find(page, "seatDeckNote4") && find(page, "seatDeckNote4").text.indexOf("嵐の前線協定") >= 0, 20000,
                          find(page, "seatDeckNote4") ? find(page, "seatDeckNote4").text : "no note")
                verify(find(page, "seatDeckNote4").text.indexOf("Stormfront Compact") < 0)
            } finally {
                AppSettings.language = "en"
            }
            const english = createTemporaryObject(newGameComponent, top, { gameId: "kaiju", info: GameCatalog.game("kaiju"),
                                                                           controller: createTemporaryObject(recorder, top) })
            english.seats = 5
            tryVerify(() => find(english, "seatDeckNote4") && find(english, "seatDeckNote4").text.indexOf("Stormfront Compact") >= 0, 20000)
        }

        // A city card's face says its ongoing effect (while it is in the city).
        function test_cityCardFaceShowsItsOngoingEffect() {
            const face = createTemporaryObject(cardComponent, top, { card: { card: "fuel-depot", name: "Fuel Depot", kind: "location",
                                                                             fortitude: 3, cardGlory: 2, ongoing: { enterEnergy: 1 } } })
            compare(find(face, "faceOngoing").text, "Entering the city: +1 energy")
            verify(find(face, "faceOngoing").visible)
            face.card = { card: "festival-grounds", name: "Festival Grounds", kind: "location", fortitude: 3, cardGlory: 2, ongoing: { rampageDamage: 1 } }
            compare(find(face, "faceOngoing").text, "Rampages: +1 damage per attack")
            face.card = { card: "flooded-underpass", name: "Flooded Underpass", kind: "location", fortitude: 4, cardGlory: 3, ongoing: { activeTrait: "aquatic" } }
            compare(find(face, "faceOngoing").text, "Active characters are aquatic")
            face.card = { card: "glass-tower", name: "Glass Office Tower", kind: "location", fortitude: 4, cardGlory: 3 }
            verify(!find(face, "faceOngoing").visible)
        }

        function test_teamRowShowsPoolsAndGlory() {
            const row = createTemporaryObject(teamComponent, top, { seat: 0, info: { energy: 14, fury: 10, glory: 7, planningHandCount: 4, combatHandCount: 5,
                                                                                      planningDeck: 20, combatDeck: 15, team: [kaiju(), kaiju({ card: "silt-lancer", name: "Silt Lancer" })] } })
            verify(row)
            compare(find(row, "energy_0").text, "\u26A114")
            verify(texts(find(row, "glory_0")).indexOf("\u26057") >= 0, texts(find(row, "glory_0")).join("|"))
            verify(texts(find(row, "fury_0")).indexOf("Fury 10") >= 0)
            verify(find(row, "kaiju_0_1"))
        }

        // The collection's filters, list and faces name card-file values in words (the
        // manifest's valueText through GameManifests), not as the file writes them.
        function test_collectionValuesInWords() {
            compare(GameManifests.valueText("kaiju", "kind", "location"), "Location")
            compare(GameManifests.valueText("kaiju", "cost", "ferocity"), "Ferocity")
            compare(GameManifests.valueText("kaiju", "side", "shield"), "Shield")
            compare(GameManifests.valueText("kaiju", "affiliation", "trench"), "Trench")
            compare(GameManifests.valueText("kaiju", "keywords", "counterattack"), "COUNTERATTACK")
            compare(GameManifests.valueText("kaiju", "kind", "noSuchKind"), "noSuchKind")
        }
    }
}
