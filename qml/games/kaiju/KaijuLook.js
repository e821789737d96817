.pragma library
// Kaiju City's colours and the words of its table: affiliations, traits, card kinds, cost
// boxes, phases (qsTr in a .pragma library is looked up in the "KaijuLook" context).

function affiliationColor(a) {
    switch (a) {
    case "trench": return "#3f88a8"
    case "iron": return "#8d96a3"
    case "ember": return "#d0643c"
    }
    return "#7a8a80"
}
function affiliationName(a) {
    switch (a) {
    case "trench": return qsTr("Trench")
    case "iron": return qsTr("Iron")
    case "ember": return qsTr("Ember")
    }
    return a || ""
}
function traitName(t) {
    switch (t) {
    case "armored": return qsTr("armored")
    case "flying": return qsTr("flying")
    case "electric": return qsTr("electric")
    case "aquatic": return qsTr("aquatic")
    case "fire": return qsTr("fire")
    case "giant": return qsTr("giant")
    }
    return t
}
// A trait's icon: a glyph drawn in the trait's colour.
function traitGlyph(t) {
    switch (t) {
    case "armored": return "\u25C6" // diamond plate
    case "flying": return "\u25B2"  // wing
    case "electric": return "\u03DF" // bolt
    case "aquatic": return "\u224B" // waves
    case "fire": return "\u2668"    // flame
    case "giant": return "\u25A0"   // block
    }
    return "?"
}
function traitColor(t) {
    switch (t) {
    case "armored": return "#9aa6b2"
    case "flying": return "#9fd0f0"
    case "electric": return "#f2d64b"
    case "aquatic": return "#4fb0d8"
    case "fire": return "#ef7a3a"
    case "giant": return "#b58e63"
    }
    return "#cccccc"
}
function kindName(k) {
    switch (k) {
    case "kaiju": return qsTr("Kaiju")
    case "location": return qsTr("Location")
    case "opponent": return qsTr("Opponent")
    case "ally": return qsTr("Ally")
    case "event": return qsTr("Event")
    case "scar": return qsTr("Scar")
    case "combat": return qsTr("Combat")
    case "team": return qsTr("Team card")
    }
    return k || ""
}
function kindColor(k, side) {
    switch (k) {
    case "kaiju": return "#4b5d55"
    case "location": return "#5c6f8a"
    case "opponent": return "#8a5656"
    case "ally": return "#5d8a5a"
    case "event": return "#8a7a4a"
    case "scar": return "#6e4a6e"
    case "combat": return side === "sword" ? "#a2442f" : "#2f6aa2"
    case "team": return "#8a6d1e"
    }
    return "#555555"
}
function keywordName(k) {
    switch (k) {
    case "counterattack": return qsTr("COUNTERATTACK")
    case "fierce": return qsTr("FIERCE")
    case "chain": return qsTr("CHAIN")
    case "dodge": return qsTr("DODGE")
    case "quick": return qsTr("QUICK")
    }
    return k.toUpperCase()
}
// Cost boxes and pools: Ferocity red, Agility green, Power blue.
function poolColor(p) {
    switch (p) {
    case "ferocity": return "#d9534f"
    case "agility": return "#5cb85c"
    case "power": return "#4a8fd8"
    }
    return "#999999"
}
function poolLetter(p) {
    switch (p) {
    case "ferocity": return qsTr("F")
    case "agility": return qsTr("A")
    case "power": return qsTr("P")
    }
    return "?"
}
function poolName(p) {
    switch (p) {
    case "ferocity": return qsTr("Ferocity")
    case "agility": return qsTr("Agility")
    case "power": return qsTr("Power")
    }
    return p
}
function phaseName(p) {
    switch (p) {
    case "discardDraw": return qsTr("Discard & Draw")
    case "planning": return qsTr("Planning")
    case "selection": return qsTr("Selection")
    case "action": return qsTr("Action")
    case "challenge": return qsTr("Challenge")
    case "combat": return qsTr("Combat")
    case "scars": return qsTr("Scars")
    case "cityDefender": return qsTr("Rampage: who plays for the city")
    case "fightOn": return qsTr("Rampage: fight on?")
    case "cityHand": return qsTr("Rampage: the city's hand")
    case "join": return qsTr("Team fight: who joins")
    case "over": return qsTr("Game over")
    }
    return p || ""
}
// An event's effects in words (cards.json `effects`), in the order they resolve.
function effectsText(fx) {
    const out = []
    if (!fx)
        return ""
    if (fx.gainGlory) out.push(qsTr("+%1 glory").arg(fx.gainGlory))
    if (fx.gainEnergy) out.push(qsTr("+%1 energy").arg(fx.gainEnergy))
    if (fx.drawCombat) out.push(qsTr("draw %1 combat").arg(fx.drawCombat))
    if (fx.drawPlanning) out.push(qsTr("draw %1 planning").arg(fx.drawPlanning))
    if (fx.healAll) out.push(qsTr("your kaiju heal %1").arg(fx.healAll))
    if (fx.damageCityFront) out.push(qsTr("%1 damage to the front city card").arg(fx.damageCityFront))
    return out.join(" · ")
}
// An ally's requirement in words.
function requirementText(req) {
    if (!req)
        return ""
    if (req.trait)
        return qsTr("Needs: %1 member").arg(traitName(req.trait))
    if (req.affiliation)
        return qsTr("Needs: %1 kaiju").arg(affiliationName(req.affiliation))
    return ""
}
// A team card's membership rule in words (its `members`: at most `max` kaiju, of the listed
// affiliations, with a trait, of Fortitude at most `maxFortitude`).
function membersText(m) {
    if (!m)
        return ""
    const parts = []
    if (m.affiliations && m.affiliations.length)
        parts.push(m.affiliations.map(affiliationName).join(qsTr(" or ")))
    if (m.trait)
        parts.push(qsTr("with %1").arg(traitName(m.trait)))
    if (m.maxFortitude)
        parts.push(qsTr("Fortitude %1 or less").arg(m.maxFortitude))
    return qsTr("Up to %1 kaiju: %2").arg(m.max || 3).arg(parts.join(", "))
}
// A city card's ongoing effect in words (its `ongoing`).
function ongoingText(o) {
    if (!o)
        return ""
    const parts = []
    if (o.rampageDamage)
        parts.push(qsTr("Rampages: +%1 damage per attack").arg(o.rampageDamage))
    if (o.enterEnergy)
        parts.push(qsTr("Entering the city: +%1 energy").arg(o.enterEnergy))
    if (o.activeTrait)
        parts.push(qsTr("Active characters are %1").arg(traitName(o.activeTrait)))
    return parts.join(" · ")
}
// A team's four values in words (a team card's face, or a view's teamValues).
function teamValuesText(v) {
    return qsTr("Initiative %1 · Planning draw %2 · Fury %3 · Fortitude +%4").arg(v.initiative).arg(v.planningDraw)
           .arg(v.fury).arg(v.fortitudeBonus)
}
// The silhouette of a kaiju, by its affiliation (original SVGs in art/).
function silhouette(a) {
    switch (a) {
    case "trench": return "art/kaiju-trench.svg"
    case "iron": return "art/kaiju-iron.svg"
    case "ember": return "art/kaiju-ember.svg"
    }
    return "art/kaiju-ember.svg"
}
// A team member's picture: a kaiju's silhouette, or the ally figure.
function memberArt(card) {
    return card && card.kind === "ally" ? "art/ally.svg" : silhouette(card ? card.affiliation : "")
}
