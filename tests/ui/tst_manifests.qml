import QtQuick
import QtTest
import Tabletop

// Every game of the registry answers through its manifest (qml/games/<id>/Manifest.qml): a
// translated title and a blurb for the home page, and for a playable game a table and a rules
// page that load. Written over GameCatalog.games, so it names no game and covers a new one.
TestCase {
    name: "GameManifests"

    function test_every_game_has_a_manifest_with_title_and_blurb() {
        verify(GameCatalog.games.length > 0)
        for (const g of GameCatalog.games) {
            verify(GameCatalog.manifestUrl(g.id).length > 0, g.id + " has no Manifest.qml")
            verify(GameManifests.of(g.id) !== null, g.id + ": the manifest does not load")
            verify(GameManifests.title(g.id, "").length > 0, g.id + " has no title")
            verify(GameManifests.blurb(g.id).length > 0, g.id + " has no blurb")
        }
    }

    function test_playable_games_have_a_table_and_rules_page_that_load() {
        let playable = 0
        for (const g of GameCatalog.games) {
            if (!g.playable)
                continue
            ++playable
            for (const url of [GameManifests.tableUrl(g.id), GameManifests.rulesUrl(g.id)]) {
                verify(String(url).length > 0, g.id + ": no table or rules page in the manifest")
                const c = Qt.createComponent(url)
                compare(c.status, Component.Ready, g.id + ": " + url + ": " + c.errorString())
            }
        }
        verify(playable > 0)
    }

    function test_unknown_game_reads_as_its_fallback() {
        compare(GameCatalog.manifestUrl("no-such-game"), "")
        compare(GameCatalog.manifestUrl("../app"), "")
        compare(GameManifests.of("no-such-game"), null)
        compare(GameManifests.title("no-such-game", "Fallback"), "Fallback")
        compare(GameManifests.title("no-such-game"), "no-such-game")
        compare(String(GameManifests.tableUrl("no-such-game")), "")
        compare(GameManifests.cardPicture("no-such-game", {}, {}), "")
        // Values: the shared words (rarities, colours), else as written.
        compare(GameManifests.valueText("no-such-game", "rarity", "uncommon"), "uncommon")
        compare(GameManifests.valueText("no-such-game", "kind", "someKind"), "someKind")
        compare(GameManifests.valueText("no-such-game", "kind", undefined), "")
    }

    // Every game's manifest that words values gives a string for any value, never throws.
    function test_value_words_are_strings() {
        for (const g of GameCatalog.games)
            for (const key of ["type", "kind", "rarity", "element", "colour", "cost", "traits"])
                for (const value of ["", "x", "red", "common"])
                    compare(typeof GameManifests.valueText(g.id, key, value), "string", g.id + " " + key + " " + value)
    }
}
