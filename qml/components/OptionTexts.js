.pragma library
// The words of a game's house-rule options and their choices, for the pages that set them (the
// new-game page, the LAN host's page) and the LAN lobby that shows them. An option not named here
// is shown by its schema's description.

// `gameLabel`: the game's own words for it (its manifest's optionLabel), "" for none.
function optionLabel(o, gameLabel) {
    if (gameLabel)
        return gameLabel
    switch (o.name) {
    case "firstPlayer": return qsTr("First player")
    }
    return o.description
}

// `language`: the reader's ("en", "ja"); `seatNames`: the names typed for the seats ("" for none).
function choiceLabel(o, v, language, seatNames) {
    // A content (an option that takes a whole map, say) reads as its own title in the reader's
    // language ("titleJa" for "ja"), else its English one.
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
        const own = language ? v["title" + language.charAt(0).toUpperCase() + language.slice(1)] : undefined
        return own || v.title || qsTr("Your own")
    }
    const titles = o.choiceTitles ? o.choiceTitles[String(v)] : undefined
    if (titles && (titles[language] || titles.en))
        return titles[language] || titles.en
    if (o.name === "firstPlayer") {
        if (v === "random") return qsTr("Chosen by the seed")
        const typed = seatNames && seatNames[v] ? seatNames[v] : ""
        return typed.length ? typed : qsTr("Player %1").arg(v + 1)
    }
    if (v === true) return qsTr("Yes")
    if (v === false) return qsTr("No")
    return String(v)
}

// The options set away from their defaults, as "Encounter: Stealth infiltration · ..." ("" when
// every option is at its default). `options`: the game's option list; `values`: {name: value};
// `labelOf(name)`: the game's own words for an option ("" for none).
function summary(options, values, language, labelOf) {
    const parts = []
    for (const o of options || []) {
        if (!values || !(o.name in values) || JSON.stringify(values[o.name]) === JSON.stringify(o.defaultValue))
            continue
        parts.push(qsTr("%1: %2").arg(optionLabel(o, labelOf ? labelOf(o.name) : "")).arg(choiceLabel(o, values[o.name], language, null)))
    }
    return parts.join(" · ")
}

// A value with its object keys sorted, as text: two contents compare equal whatever the order
// their keys came in (the C++ side sorts them).
function canonical(v) {
    const sort = (x) => {
        if (Array.isArray(x))
            return x.map(sort)
        if (x !== null && typeof x === "object") {
            const out = {}
            for (const k of Object.keys(x).sort())
                out[k] = sort(x[k])
            return out
        }
        return x
    }
    return JSON.stringify(sort(v))
}
