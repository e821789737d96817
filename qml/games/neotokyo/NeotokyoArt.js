.pragma library

// The Neo-Tokyo pictures (original SVGs in art/, embedded as resources of the
// Tabletop.games.neotokyo module). Every function returns a qrc URL, or "" when there is no picture for
// what it was given, so a view can fall back (`source: Art.angel(card.name)` stays empty).
//
// Lookups follow what the views carry (src/games/neotokyo/NeoTokyoView.cpp): a card has
// `name` and `card` (its definition id, "nt-001"); a card in a hand also `type`, `colour`,
// `dp`, `strength` (Angels) and `marks` ({hurt, target}); characters have `colour` and
// `name`; Evas have `id` ("unit01") and `name` ("Unit One").

const base = "qrc:/Tabletop/games/neotokyo/art/"

// Rules' character index -> colour; and the names the view uses (kCharacters).
const colours = ["blue", "white", "red", "green", "yellow", "black"]
const characterNames = { shinji: "blue", rei: "white", asuka: "red", misato: "green", ritsuko: "yellow", gendou: "black" }

const evaIds = ["unit00", "unit01", "unit02"]
const evaNames = { "unit zero": 0, "unit one": 1, "unit two": 2 }

// The 15 Angels of cards/neotokyo/core.json, in card order (nt-001 .. nt-015).
const angels = ["sachiel", "shamshel", "ramiel", "gaghiel", "israfel", "sandalphon", "matarael", "sahaquiel",
                "ireul", "leliel", "bardiel", "zeruel", "arael", "armisael", "tabris"]

// The card types of cards/neotokyo/schema.json.
const types = ["eva", "character", "drama", "battle", "put", "line", "angel", "consummation"]

function colourOf(c) {
    if (typeof c === "number")
        return c >= 0 && c < colours.length ? colours[c] : ""
    if (typeof c !== "string")
        return c && c.colour ? colourOf(c.colour) : ""
    const k = c.toLowerCase()
    if (colours.indexOf(k) >= 0)
        return k
    return characterNames[k] || ""
}

// portrait(0), portrait("blue"), portrait("Shinji") or portrait({colour: "blue"}).
function portrait(character) {
    const c = colourOf(character)
    return c ? base + "character-" + c + ".svg" : ""
}

// eva(1), eva("unit01"), eva("Unit One"), eva({id: "unit01"}); an Eva card whose name begins
// with one of the three units' names ("Unit One Berserk") gets that unit's head.
function evaIndex(e) {
    if (typeof e === "number")
        return e >= 0 && e < evaIds.length ? e : -1
    if (e && typeof e === "object")
        return e.id !== undefined && evaIndex(e.id) >= 0 ? evaIndex(e.id) : evaIndex(e.name)
    if (typeof e !== "string")
        return -1
    const k = e.toLowerCase()
    if (evaIds.indexOf(k) >= 0)
        return evaIds.indexOf(k)
    for (const n in evaNames)
        if (k === n || k.indexOf(n + " ") === 0)
            return evaNames[n]
    return -1
}
function eva(e) {
    const i = evaIndex(e)
    return i >= 0 ? base + "eva-" + evaIds[i] + ".svg" : ""
}

// angel("Sachiel"), angel("nt-001"), angel({name: "Sachiel", card: "nt-001"}).
function angelKey(a) {
    if (a && typeof a === "object")
        return angelKey(a.name) || angelKey(a.card)
    if (typeof a !== "string")
        return ""
    const k = a.toLowerCase()
    if (angels.indexOf(k) >= 0)
        return k
    const m = /^nt-0*(\d+)$/.exec(k)
    if (m && +m[1] >= 1 && +m[1] <= angels.length)
        return angels[+m[1] - 1]
    return ""
}
function angel(a) {
    const k = angelKey(a)
    return k ? base + "angel-" + k + ".svg" : ""
}

function typeIcon(type) {
    const k = typeof type === "string" ? type.toLowerCase() : ""
    return types.indexOf(k) >= 0 ? base + "type-" + k + ".svg" : ""
}

// A Line mark: mark(true, "red") is a red triangle (hurt), mark(false, "red") a red circle.
function mark(hurt, target) {
    const c = colourOf(target)
    return c ? base + "mark-" + (hurt ? "hurt-" : "attract-") + c + ".svg" : ""
}

function cardBack() { return base + "cardback.svg" }
function backdrop() { return base + "backdrop.svg" }

// The main picture of a card face: its Angel glyph, its Eva's head, the portrait of the
// character who speaks it (or that it lies on: `tint`), else its type's icon.
function cardPicture(card, tint) {
    if (!card)
        return ""
    const a = card.type === undefined || card.type === "angel" ? angel(card) : ""
    if (a)
        return a
    if (card.type === "eva" && eva(card.name))
        return eva(card.name)
    return portrait(card.colour || tint || "") || typeIcon(card.type)
}
