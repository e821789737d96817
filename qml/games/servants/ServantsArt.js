.pragma library

// The Servant Zones pictures (original SVGs in art/, embedded as resources of the
// Tabletop.games.servants module), in the style of the Neo-Tokyo set: element glyphs, an icon
// per servant type, a frame per card kind and a card back. Every function returns a qrc URL, or
// "" when there is no picture for what it was given, so a face can fall back to its text glyph.
//
// Lookups follow what the view carries (src/games/servants/ServantsView.cpp): `element`
// ("fire"), `servantType` ("Warrior", one of the 30 of cards/servants/schema.json) and `kind`
// ("servant", "strategy", "conspiracy").

const base = "qrc:/Tabletop/games/servants/art/"

const elements = ["fire", "water", "earth", "wind", "light", "dark"]
const types = ["warrior", "spellcaster", "beast", "dragon", "machine", "fiend", "fairy", "zombie", "aqua", "pyro",
               "rock", "plant", "insect", "thunder", "winged", "serpent", "fish", "reptile", "psychic", "golem",
               "knight", "rogue", "sage", "spirit", "titan", "construct", "oracle", "wyrm", "shade", "herald"]
const kinds = ["servant", "strategy", "conspiracy"]

function element(e) {
    const k = typeof e === "string" ? e.toLowerCase() : ""
    return elements.indexOf(k) >= 0 ? base + "element-" + k + ".svg" : ""
}

function typeIcon(t) {
    const k = typeof t === "string" ? t.toLowerCase() : ""
    return types.indexOf(k) >= 0 ? base + "type-" + k + ".svg" : ""
}

function frame(kind) {
    const k = typeof kind === "string" ? kind.toLowerCase() : ""
    return kinds.indexOf(k) >= 0 ? base + "frame-" + k + ".svg" : ""
}

function cardBack() { return base + "cardback.svg" }

// The main picture of a card (the collection's CatalogCard): a servant's element glyph.
function cardPicture(card) {
    if (!card)
        return ""
    return element(card.element)
}
