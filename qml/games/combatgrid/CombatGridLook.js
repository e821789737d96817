.pragma library

// How Combat Grid looks and reads: the terrain of a map character, the names of the attack
// modifiers, variations and hit locations the engine sends as ids, a token's short label.
// Shared by the table and its parts.

// The map characters (docs/games/combatgrid.md, "Encounter files") as Board terrains.
function terrainOf(ch) {
    switch (ch) {
    case "#": return "wall"
    case "l": return "lightCover"
    case "h": return "heavyCover"
    case "w": return "shallowWater"
    case "~": return "water"
    case "W": return "deepWater"
    case "^": return "harmful"
    case "!": return "damaging"
    case ":": return "difficult"
    }
    if (ch >= "1" && ch <= "9")
        return "elevation" + ch
    return "open"
}

function terrainStyles() {
    const s = {
        open: { color: "#40584a", pattern: "none", name: qsTr("Open ground") },
        wall: { color: "#2a2d31", pattern: "hatch", name: qsTr("Wall") },
        lightCover: { color: "#6a6a3c", pattern: "dots", name: qsTr("Light cover (Partial)") },
        heavyCover: { color: "#7a5a34", pattern: "cross", name: qsTr("Heavy cover (Full)") },
        shallowWater: { color: "#4f8aa6", pattern: "none", name: qsTr("Waist-high water (costs 2)") },
        water: { color: "#2b5d80", pattern: "hatch", name: qsTr("Water (costs 2)") },
        deepWater: { color: "#173a5c", pattern: "hatch", name: qsTr("Deep water (swimming, costs 2, a test: may sink)") },
        harmful: { color: "#7a3a30", pattern: "dots", name: qsTr("Uneven harmful ground (costs 2, or a test)") },
        damaging: { color: "#8a2a4a", pattern: "cross", name: qsTr("Damaging harmful ground (costs 2, or a test)") },
        difficult: { color: "#8a7452", pattern: "hatch", name: qsTr("Difficult ground (costs 2)") }
    }
    for (let e = 1; e <= 9; ++e) {
        // Higher ground is lighter: elevation shading.
        const k = Math.min(1, 0.3 + e * 0.2)
        const r = Math.round(0x40 + (0x9a - 0x40) * k), g = Math.round(0x58 + (0xa8 - 0x58) * k), b = Math.round(0x4a + (0x7c - 0x4a) * k)
        s["elevation" + e] = { color: "#" + [r, g, b].map(v => v.toString(16).padStart(2, "0")).join(""), pattern: "none",
                               name: qsTr("Elevation %1").arg(e) }
    }
    return s
}

function modifierName(id) {
    switch (id) {
    case "fastAttack": return qsTr("Fast Attack")
    case "calledAttack": return qsTr("Called Attack")
    case "focus": return qsTr("Focus")
    case "ambushing": return qsTr("Ambushing")
    case "highGround": return qsTr("High Ground")
    case "proneTarget": return qsTr("Prone target")
    case "runningTarget": return qsTr("Running Target")
    case "runningTargetShoot": return qsTr("Running Target (Shoot)")
    case "analysed": return qsTr("Analysed")
    case "warCry": return qsTr("War Cry")
    case "taunted": return qsTr("Taunted")
    case "tauntedElsewhere": return qsTr("Taunted (another target)")
    case "pointBlank": return qsTr("Point Blank")
    case "closeRange": return qsTr("Close range")
    case "shootingAtProne": return qsTr("Shooting at Prone")
    case "shootingIntoMelee": return qsTr("Shooting into Melee")
    case "coverPartial": return qsTr("Cover (Partial)")
    case "coverFull": return qsTr("Cover (Full)")
    case "difficultTerrain": return qsTr("Difficult Terrain")
    case "fleeing": return qsTr("Fleeing")
    case "charge": return qsTr("Charge")
    case "strongAttack": return qsTr("Strong Attack")
    case "grappledEnemy": return qsTr("Grappled Enemy")
    case "defending": return qsTr("Defending")
    case "protected": return qsTr("Past a protector")
    case "harmfulTerrain": return qsTr("Harmful Terrain")
    case "unevenGround": return qsTr("Uneven ground")
    case "runUp": return qsTr("Run-up")
    case "fatePoint": return qsTr("Fate point")
    case "combo": return qsTr("Combo")
    case "ailment": return qsTr("Ailment")
    case "earlierFailures": return qsTr("Earlier failures")
    case "dizzy": return qsTr("Dizzy")
    case "fatigued": return qsTr("Fatigued")
    case "exhausted": return qsTr("Exhausted")
    case "burning": return qsTr("Burning")
    case "putOut": return qsTr("Put out")
    case "enraged": return qsTr("Enraged")
    }
    return id || ""
}

function variationName(id) {
    switch (id) {
    case "standard": return qsTr("Standard Attack")
    case "fast": return qsTr("Fast Attack")
    case "called": return qsTr("Called Attack")
    case "charge": return qsTr("Charge (★★)")
    case "strong": return qsTr("Strong Attack (★★)")
    case "strong1": return qsTr("Strong Attack, 1 Disadvantage (★★)")
    case "strong2": return qsTr("Strong Attack, 2 Disadvantages (★★)")
    case "knockdown": return qsTr("Knockdown")
    case "grapple": return qsTr("Grapple (unarmed)")
    case "push": return qsTr("Push")
    }
    return id || ""
}

// What a variation does instead of damage (shown under the variations before the roll).
function variationHint(id) {
    switch (id) {
    case "grapple": return qsTr("No damage: a win grapples the target (melee attacks on it gain an Advantage; it must break free to act); a loss lets it make a Chance Attack.")
    case "push": return qsTr("No damage: the target goes back one square per DoS; an obstacle deals the squares left as Stress and damage. Endurance opposes it too.")
    case "knockdown": return qsTr("No damage: a win knocks the target prone. Endurance opposes it too.")
    }
    return ""
}

function locationName(id) {
    switch (id) {
    case "head": return qsTr("Head")
    case "leftArm": return qsTr("Left arm")
    case "rightArm": return qsTr("Right arm")
    case "body": return qsTr("Body")
    case "leftLeg": return qsTr("Left leg")
    case "rightLeg": return qsTr("Right leg")
    case "core": return qsTr("Core")
    }
    return id || ""
}

function skillName(id) {
    switch (id) {
    case "melee": return qsTr("Melee")
    case "ranged": return qsTr("Ranged")
    }
    return id || ""
}

function kindName(id) {
    switch (id) {
    case "human": return qsTr("Human")
    case "eva": return qsTr("Evangelion")
    case "angel": return qsTr("Angel")
    }
    return id || ""
}

// A token's label: an Eva's unit number, else the initials of the first two words.
function labelOf(c) {
    const name = c && c.name ? c.name : ""
    const unit = name.match(/Unit-(\d+)/)
    if (unit)
        return unit[1]
    const words = name.replace(/\(.*\)/, "").split(/[\s-]+/).filter(w => w.length > 0 && !/^(the|a|an)$/i.test(w))
    if (words.length >= 2)
        return (words[0][0] + words[1][0]).toUpperCase()
    return name.slice(0, 2)
}

// A name without what it adds in brackets ("Unit-01 (Shinji Ikari)" reads "Unit-01").
function shortName(name) { return (name || "").replace(/\s*\(.*\)/, "") }

function signed(v) { return v >= 0 ? "+" + v : String(v) }

// The seat colours of the table (the Director's side is always the last, a deep red).
const seatPaint = ["#3f7fd0", "#e3b23c", "#5cb85c", "#9b59b6", "#e67e22", "#3fb0b0"]
const directorPaint = "#b8433a"
