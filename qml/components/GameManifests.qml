pragma Singleton
import QtQuick
import "CatalogTexts.js" as Texts

// Each game's Manifest.qml (qml/games/<id>/Manifest.qml), created once and looked up by the
// game's id: the shared pages ask it for a game's title, blurb, table, rules page and card
// pictures, so no shared file names a game. A game without a manifest reads as its id (or the
// registry's title) and has no table or rules page. No `import Tabletop` (GameCatalog.manifestUrl
// answers the same from C++): two singletons of the module that both import it are a cycle.
QtObject {
    id: root
    property var cache: ({})

    function of(id) {
        if (!id)
            return null
        if (cache[id] !== undefined)
            return cache[id]
        let manifest = null
        if (/^[a-z0-9_-]+$/.test(id)) { // an id is a folder name, never a path
            const url = "qrc:/Tabletop/games/" + id + "/Manifest.qml"
            const component = Qt.createComponent(url)
            if (component.status === Component.Ready)
                manifest = component.createObject(root)
            else if (component.errorString().indexOf("No such file") < 0)
                console.warn(url + ": " + component.errorString())
        }
        cache[id] = manifest
        return manifest
    }
    // A language switch: the manifests' words (qsTr bindings) are not retranslated in Qt 6.4,
    // so they are made again when next asked for (Main's rebuildPages, after the pages are gone).
    function forget() {
        for (const id in cache)
            if (cache[id])
                cache[id].destroy()
        cache = {}
    }
    function title(id, fallback) {
        const m = of(id)
        return m && m.title ? m.title : (fallback || id)
    }
    function blurb(id) {
        const m = of(id)
        return m && m.blurb ? m.blurb : ""
    }
    function tableUrl(id) {
        const m = of(id)
        return m && m.table ? m.table : ""
    }
    function rulesUrl(id) {
        const m = of(id)
        return m && m.rules ? m.rules : ""
    }
    // A card-file field of game `id` in words for the card detail (the manifest's
    // fieldText(key, value)), or undefined when the game has nothing to say about it.
    function fieldText(id, key, value) {
        const m = of(id)
        return m && m.fieldText ? m.fieldText(key, value) : undefined
    }
    // A card-file value of game `id` in the reader's words (a filter's choice, a table cell, the
    // type line of a card): the manifest's valueText(key, value), else the shared words of
    // CatalogTexts.js (rarities, colours), else the value as written.
    function valueText(id, key, value) {
        if (value === undefined || value === null)
            return ""
        const m = of(id)
        const said = m && m.valueText ? m.valueText(key, value) : undefined
        if (said !== undefined && said !== "")
            return said
        return Texts.choiceText(key, String(value))
    }
    // Whether the collection lists game `id`'s entries as cards a user owns copies of (card faces,
    // owned counts): false when its manifest says `collectible: false` (a game whose collection
    // is made of its own content: scenarios, sheets).
    function collectible(id) {
        const m = of(id)
        return !m || m.collectible !== false
    }
    // A field of game `id`'s collection entries in the reader's words (the manifest's
    // fieldLabel(name)), else the shared words of CatalogTexts.js.
    function fieldLabel(id, name) {
        const m = of(id)
        const said = m && m.fieldLabel ? m.fieldLabel(name) : ""
        return said ? said : Texts.fieldLabel(name)
    }
    // One line about a collection entry of game `id` for the list (the manifest's
    // entrySummary(card)), or "" when the game leaves it to the card's fields.
    function entrySummary(id, card) {
        const m = of(id)
        return m && m.entrySummary && card ? m.entrySummary(card) || "" : ""
    }
    // The game's own view of an entry in the details pane (the manifest's entryDetails: a
    // component with a `card` property), or "" for the shared card view.
    function entryDetails(id) {
        const m = of(id)
        return m && m.entryDetails ? String(m.entryDetails) : ""
    }
    // A house-rule option of game `id` in the reader's words (the manifest's optionLabel(name)),
    // or "" when the game leaves it to the shared words.
    function optionLabel(id, name) {
        const m = of(id)
        return m && m.optionLabel ? m.optionLabel(name) || "" : ""
    }
    // An editor for the content of option `name` of game `id` (an option that takes content: a
    // map, say), from the manifest's optionEditor(name): { url, label } (the component and its
    // button's words), or null. The component gets gameId, option, value and store (an
    // OptionContents) and says saved(content) or closed().
    function optionEditor(id, name) {
        const m = of(id)
        const e = m && m.optionEditor ? m.optionEditor(name) : null
        return e && e.url ? e : null
    }
    // A line about a chosen deck of game `id` for the new-game page and the lobby (the
    // manifest's deckNote(deck, cardOf): `deck` as deckChoices gives it, cardOf(name) the card's
    // {id, type, card}), or "" when the game has nothing to say.
    function deckNote(id, deck, cardOf) {
        const m = of(id)
        return m && m.deckNote && deck ? m.deckNote(deck, cardOf) || "" : ""
    }
    // `card` is a catalog row ({id, name, type, data}) of game `id`; `fields` its card-file fields.
    function cardPicture(id, card, fields) {
        const m = of(id)
        return m && m.cardPicture ? m.cardPicture(card, fields) : ""
    }
    // The picture the table draws on the face of card `cardId` of game `id` (`face`: the rules'
    // cardFace, public data), for the phones of couch mode: the manifest's facePicture(cardId,
    // face), else its cardPicture of the card. A qrc URL in the game's art folder, or "".
    function facePicture(id, cardId, face) {
        const m = of(id)
        if (!m || !face)
            return ""
        const picture = m.facePicture ? m.facePicture(cardId, face)
                      : m.cardPicture ? m.cardPicture({ id: cardId, name: face.name, type: face.type || face.kind, game: id }, face) : ""
        return picture ? String(picture) : ""
    }
}
