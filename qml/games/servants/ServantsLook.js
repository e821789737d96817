.pragma library

// How Servant Zones looks and reads: element colours and glyphs, the names of elements,
// card kinds, phases and steps, shared by the table, the card face and the rules page.

const paint = { fire: "#c4452c", water: "#2f6fb5", earth: "#8a6a3a", wind: "#3f9a6a", light: "#c99a1c", dark: "#5b3b7a" }
const glyphs = { fire: "▲", water: "●", earth: "■", wind: "≈", light: "✦", dark: "☾" }

function elementColor(e) { return paint[e] || "#777777" }
function elementGlyph(e) { return glyphs[e] || "◆" }
function elementName(e) {
    switch (e) {
    case "fire": return qsTr("Fire")
    case "water": return qsTr("Water")
    case "earth": return qsTr("Earth")
    case "wind": return qsTr("Wind")
    case "light": return qsTr("Light")
    case "dark": return qsTr("Dark")
    }
    return e || ""
}
function kindColor(kind) { return kind === "conspiracy" ? "#8a3f86" : kind === "strategy" ? "#2f8a78" : "#777777" }
function kindGlyph(kind, subtype) {
    switch (subtype) {
    case "equip": return "⚔"
    case "continuous": return "∞"
    case "quickPlay": return "⚡"
    case "map": return "⌂"
    case "counter": return "↺"
    }
    return kind === "conspiracy" ? "✧" : "✚"
}
// "Quick-Play Strategy", "Counter Conspiracy"...
function kindName(kind, subtype) {
    if (kind === "strategy") {
        switch (subtype) {
        case "equip": return qsTr("Equip Strategy")
        case "continuous": return qsTr("Continuous Strategy")
        case "quickPlay": return qsTr("Quick-Play Strategy")
        case "map": return qsTr("Map Strategy")
        }
        return qsTr("Strategy")
    }
    if (kind === "conspiracy") {
        switch (subtype) {
        case "continuous": return qsTr("Continuous Conspiracy")
        case "counter": return qsTr("Counter Conspiracy")
        }
        return qsTr("Conspiracy")
    }
    return kind === "servant" ? qsTr("Servant") : kind || ""
}
function rarityGlyph(r) { return { circle: "○", square: "□", triangle: "△", star: "☆" }[r] || "" }
function powerName(p) {
    switch (p) {
    case "flip": return qsTr("FLIP")
    case "continuous": return qsTr("CONT")
    case "trigger": return qsTr("TRIG")
    case "cost": return qsTr("COST")
    case "multiTrigger": return qsTr("MULTI")
    }
    return ""
}
function phaseName(p) {
    switch (p) {
    case "draw": return qsTr("Draw")
    case "standby": return qsTr("Standby")
    case "main1": return qsTr("Main 1")
    case "battle": return qsTr("Battle")
    case "main2": return qsTr("Main 2")
    case "endDiscard": case "end": return qsTr("End")
    case "gameOver": return qsTr("Game over")
    }
    return p || ""
}
function stepName(s) {
    switch (s) {
    case "start": return qsTr("Start step")
    case "battle": return qsTr("Battle step")
    case "attack": return qsTr("Battle step: attack declared")
    case "damage": return qsTr("Damage step")
    case "end": return qsTr("End step")
    }
    return s || ""
}
function positionName(p) {
    switch (p) {
    case "offense": return qsTr("Offense Position")
    case "defense": return qsTr("Defense Position")
    case "set": return qsTr("set face-down")
    }
    return p || ""
}
