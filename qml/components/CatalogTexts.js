.pragma library
// Names of card fields and values that the catalog shows, translated. A game's own fields
// that are not listed here are shown as written in its schema.

function fieldLabel(name) {
    switch (name) {
    case "name": return qsTr("Name")
    case "type": return qsTr("Type")
    case "kind": return qsTr("Kind")
    case "rarity": return qsTr("Rarity")
    case "set": return qsTr("Set")
    case "owned": return qsTr("Owned")
    case "colour": case "color": return qsTr("Colour")
    case "element": return qsTr("Element")
    case "elements": return qsTr("Elements")
    case "cost": return qsTr("Cost")
    case "dp": return qsTr("DP")
    case "level": return qsTr("Level")
    case "insight": return qsTr("Insight")
    case "text": return qsTr("Rules text")
    case "id": return qsTr("Id")
    case "strength": return qsTr("Strength")
    case "putOn": return qsTr("Put on")
    case "other": return qsTr("Other")
    case "reaction": return qsTr("Reaction")
    case "marks": return qsTr("Marks")
    case "effects": return qsTr("Effects")
    case "level1": return qsTr("Level 1")
    case "level2": return qsTr("Level 2")
    case "off": return qsTr("OFF")
    case "def": return qsTr("DEF")
    case "servantType": return qsTr("Servant type")
    case "affiliation": return qsTr("Affiliation")
    case "traits": return qsTr("Traits")
    case "opposedTraits": return qsTr("Opposed traits")
    case "ferocity": return qsTr("Ferocity")
    case "agility": return qsTr("Agility")
    case "power": return qsTr("Power")
    case "fortitude": return qsTr("Fortitude")
    case "glory": return qsTr("Glory")
    case "side": return qsTr("Side")
    case "damage": return qsTr("Damage")
    case "toughness": return qsTr("Toughness")
    case "keywords": return qsTr("Keywords")
    case "move": return qsTr("MOVE")
    case "range": return qsTr("RANGE")
    case "pierce": return qsTr("Pierce")
    case "combo": return qsTr("Combo")
    case "preempt": return qsTr("Pre-empt")
    case "requires": return qsTr("Requires")
    case "subtype": return qsTr("Subtype")
    case "speed": return qsTr("Speed")
    case "timing": return qsTr("Timing")
    }
    return name
}

// A card-file value most games share (rarities, colours and elements), translated; anything else
// as written. Games add their own words through their manifest's valueText (GameManifests).
function choiceText(field, value) {
    switch (value) {
    case "common": return qsTr("common")
    case "uncommon": return qsTr("uncommon")
    case "rare": return qsTr("rare")
    case "red": return qsTr("red")
    case "blue": return qsTr("blue")
    case "yellow": return qsTr("yellow")
    case "black": return qsTr("black")
    case "white": return qsTr("white")
    case "green": return qsTr("green")
    }
    return value
}

function sectionLabel(name) {
    switch (name) {
    case "main": return qsTr("Main deck")
    case "consummation": return qsTr("Consummation")
    case "planning": return qsTr("Planning deck")
    case "combat": return qsTr("Combat deck")
    case "reserve": return qsTr("Reserve")
    }
    return name
}

// A card-file value the game's manifest does not describe, readable: lists joined, objects as
// "what (key value, ...)" with their first string field first, never "[object Object]".
function valueText(v) {
    if (v === null || v === undefined)
        return ""
    if (Array.isArray(v))
        return v.length ? v.map(valueText).join(Array.prototype.some.call(v, x => typeof x === "object") ? "; " : ", ")
                        : qsTr("none")
    if (typeof v === "object") {
        const keys = Object.keys(v)
        const head = keys.find(k => typeof v[k] === "string")
        const rest = keys.filter(k => k !== head).map(k => k + " " + valueText(v[k]))
        const lead = head !== undefined ? v[head] : ""
        return rest.length ? (lead ? lead + " (" + rest.join(", ") + ")" : rest.join(", ")) : lead
    }
    return String(v)
}
