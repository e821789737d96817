import QtQuick
import QtTest
import Tabletop
import "qrc:/Tabletop/games/neotokyo"
import "qrc:/Tabletop/games/neotokyo/NeotokyoArt.js" as Art

// Every picture NeotokyoArt.js hands out loads: each character, Eva and Angel of
// cards/neotokyo/core.json, each card type of the schema, the Line marks, the card back and
// the backdrop. A missing or malformed SVG leaves an Image in Error (or empty) and fails.
// The card data comes from main.cpp (neotokyoCoreJson, neotokyoSchemaJson).
Item {
    id: top
    width: 800
    height: 600

    Component {
        id: imageComponent
        Image { asynchronous: false; cache: false }
    }
    Component {
        id: catalogCardComponent
        CatalogCard {}
    }
    Component {
        id: faceComponent
        NeotokyoCard { width: 234; height: 330 }
    }

    TestCase {
        name: "NeotokyoArt"
        readonly property var cards: JSON.parse(neotokyoCoreJson).cards
        readonly property var schema: JSON.parse(neotokyoSchemaJson)
        readonly property var characters: ["Shinji", "Rei", "Asuka", "Misato", "Ritsuko", "Gendou"]
        readonly property var colours: ["blue", "white", "red", "green", "yellow", "black"]

        function checkLoads(url, what) {
            verify(url !== undefined && String(url).length > 0, "no picture for " + what)
            const img = createTemporaryObject(imageComponent, top, { source: url })
            verify(img !== null)
            tryCompare(img, "status", Image.Ready, 2000, what + ": " + url)
            verify(img.implicitWidth > 0 && img.implicitHeight > 0, what + " has no size: " + url)
        }

        function test_characters() {
            for (let i = 0; i < 6; ++i) {
                checkLoads(Art.portrait(i), "character " + i)
                checkLoads(Art.portrait(colours[i]), "character " + colours[i])
                compare(Art.portrait(characters[i]), Art.portrait(i))
                compare(Art.portrait({ colour: colours[i], name: characters[i] }), Art.portrait(i))
            }
            // the card colours of the schema are the characters'
            for (const c of schema.properties.colour.enum)
                checkLoads(Art.portrait(c), "colour " + c)
            compare(Art.portrait("purple"), "")
        }

        function test_evas() {
            const ids = ["unit00", "unit01", "unit02"]
            const names = ["Unit Zero", "Unit One", "Unit Two"]
            for (let i = 0; i < 3; ++i) {
                checkLoads(Art.eva(i), "Eva " + i)
                compare(Art.eva(ids[i]), Art.eva(i))
                compare(Art.eva(names[i]), Art.eva(i))
                compare(Art.eva({ id: ids[i], name: names[i] }), Art.eva(i))
            }
            verify(Art.eva(0) !== Art.eva(1) && Art.eva(1) !== Art.eva(2))
            compare(Art.eva("Unit One Berserk"), Art.eva(1))
            compare(Art.eva("Unit Three"), "")
        }

        // The collection and the deck builder draw the art through the game's manifest
        // (GameManifests.cardPicture), not by importing NeotokyoArt.js into shared code.
        function test_catalog_card_shows_the_art_through_the_manifest() {
            const angel = cards.find(c => c.type === "angel")
            const card = createTemporaryObject(catalogCardComponent, top,
                                               { card: { id: angel.id, name: angel.name, type: angel.type, game: "neotokyo", data: angel } })
            verify(card !== null)
            compare(card.picture, Art.angel(angel.name))
            checkLoads(card.picture, "catalog card " + angel.name)
        }

        function test_angels() {
            let n = 0
            const seen = {}
            for (const c of cards) {
                if (c.type !== "angel")
                    continue
                ++n
                checkLoads(Art.angel(c.name), "Angel " + c.name)
                compare(Art.angel(c.id), Art.angel(c.name), c.id)
                compare(Art.angel({ name: c.name, card: c.id }), Art.angel(c.name))
                verify(!seen[Art.angel(c.name)], "two Angels share a glyph: " + c.name)
                seen[Art.angel(c.name)] = true
            }
            compare(n, 15)
            compare(Art.angel("Toji Suzuhara"), "")
        }

        function test_types_and_marks() {
            const types = schema.properties.type.enum
            verify(types.length >= 8)
            for (const t of types)
                checkLoads(Art.typeIcon(t), "type " + t)
            for (const c of cards)
                verify(Art.typeIcon(c.type).length > 0, "no icon for the type of " + c.id)
            for (const col of colours) {
                checkLoads(Art.mark(true, col), "hurt " + col)
                checkLoads(Art.mark(false, col), "attract " + col)
            }
            checkLoads(Art.cardBack(), "card back")
            checkLoads(Art.backdrop(), "backdrop")
        }

        // Every card of the set, as a hand shows it, gets a picture that loads.
        function test_every_card_has_a_picture() {
            for (const c of cards)
                checkLoads(Art.cardPicture(c, ""), "card " + c.id + " " + c.name)
            // a board card carries only its name and id, and lies on a character (tint)
            checkLoads(Art.cardPicture({ card: "nt-001", name: "Sachiel" }, ""), "board Angel")
            checkLoads(Art.cardPicture({ card: "nt-030", name: "Toji Suzuhara" }, "blue"), "board card")
        }

        function test_face_shows_art_and_translated_type() {
            const hand = cards.filter(c => c.type === "character")[0]
            const face = createTemporaryObject(faceComponent, top, { card: hand })
            verify(face !== null)
            compare(face.accessibleName, hand.name)
            compare(face.colour, hand.colour)
            const picture = findChild(face, "ntPicture")
            compare(picture.source, Art.portrait(hand.colour))
            tryCompare(picture, "status", Image.Ready)
            compare(findChild(face, "ntTypeIcon").source, Art.typeIcon("character"))
            compare(findChild(face, "ntType").text, face.typeName("character"))
            verify(findChild(face, "ntType").visible)
            compare(findChild(face, "ntMarks").children.length - 1, hand.marks.length) // + the Repeater

            const angelCard = { id: 7, card: "nt-003", name: "Ramiel", owner: 0, strength: 4 }
            face.card = angelCard
            compare(face.type, "angel")
            compare(picture.source, Art.angel("Ramiel"))
            compare(findChild(face, "ntValue").text, "4")

            face.width = 60; face.height = 84 // on the table: no type word, still a picture
            verify(!findChild(face, "ntType").visible)
            verify(findChild(face, "ntArt").visible)
        }
    }
}
