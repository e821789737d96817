.pragma library
// The words of a game's house-rule options and their choices, for the pages that set them (the
// new-game page, the LAN host's page) and the LAN lobby that shows them. An option not named here
// is shown by its schema's description.

function optionLabel(o) {
    switch (o.name) {
    case "firstPlayer": return qsTr("First player")
    case "contractTieFulfilled": return qsTr("A tie fulfils the contract (ruling G2)")
    case "sidewaysPower": return qsTr("Power of a sideways Insight card (ruling G2)")
    case "encounter": return qsTr("Encounter")
    }
    return o.description
}

// `language`: the reader's ("en", "ja"); `seatNames`: the names typed for the seats ("" for none).
function choiceLabel(o, v, language, seatNames) {
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
// every option is at its default). `options`: the game's option list; `values`: {name: value}.
function summary(options, values, language) {
    const parts = []
    for (const o of options || []) {
        if (!values || !(o.name in values) || JSON.stringify(values[o.name]) === JSON.stringify(o.defaultValue))
            continue
        parts.push(qsTr("%1: %2").arg(optionLabel(o)).arg(choiceLabel(o, values[o.name], language, null)))
    }
    return parts.join(" · ")
}
