import QtQuick
import "KaijuLook.js" as Look

// What the shared pages ask of Kaiju City (GameManifests.qml finds this file by the game's id):
// its name and blurb on the home page, collection and deck builder; its table and rules page.
// Its cards are drawn by KaijuCard.qml; the collection shows no card pictures, the phones of couch
// mode the ones the table draws (facePicture).
QtObject {
    readonly property string title: qsTr("Kaiju City")
    readonly property string blurb: qsTr("Kaiju teams fight through a city for glory.")
    readonly property url table: Qt.resolvedUrl("KaijuTable.qml")
    readonly property url rules: Qt.resolvedUrl("KaijuRules.qml")

    function cardPicture(card, fields) { return "" }
    // The table's picture of a card (KaijuCard.qml): a kaiju's silhouette by its affiliation, the
    // ally figure, the army, the skyline, the team; none for events, scars and combat cards.
    // `face` is the rules' cardFace.
    function facePicture(cardId, face) {
        switch (face.kind) {
        case "kaiju": return Qt.resolvedUrl(Look.silhouette(face.affiliation))
        case "ally": return Qt.resolvedUrl("art/ally.svg")
        case "opponent": return Qt.resolvedUrl("art/opponent.svg")
        case "location": return Qt.resolvedUrl("art/skyline.svg")
        case "team": return Qt.resolvedUrl("art/team.svg")
        }
        return ""
    }
    // The new-game page and the lobby: the chosen deck's team card with its four values, or the
    // default team's (a team card is the one card of [team] whose kind is "team"), named in the
    // reader's language like the cards.
    function deckNote(deck, cardOf) {
        const team = deck && deck.sections ? deck.sections.team || [] : []
        for (let i = 0; i < team.length; ++i) {
            const found = cardOf ? cardOf(team[i].name) : null
            const c = found && found.card ? found.card : null
            if (c && c.kind === "team")
                return qsTr("Team card: %1 (%2)").arg(found.displayName || team[i].name).arg(Look.teamValuesText({ initiative: c.initiative, planningDraw: c.planningDraw,
                                                                                              fury: c.furyValue, fortitudeBonus: c.fortitudeBonus }))
        }
        return team.length ? qsTr("Default team (%1)").arg(Look.teamValuesText({ initiative: 50, planningDraw: 5, fury: 10, fortitudeBonus: 2 })) : ""
    }
    // A card-file value in words (the collection's filters, tables and faces), or undefined.
    function valueText(key, value) {
        switch (key) {
        case "kind": return Look.kindName(value)
        case "affiliation": return Look.affiliationName(value)
        case "traits": case "opposedTraits": case "trait": return Look.traitName(value)
        case "keywords": return Look.keywordName(value)
        case "cost": return Look.poolName(value)
        case "side": return value === "sword" ? qsTr("Sword") : value === "shield" ? qsTr("Shield") : undefined
        case "timing": return value === "action" ? qsTr("Action phase") : value === "planning" ? qsTr("Planning phase") : undefined
        }
        return undefined
    }

    // The house-rule options in the reader's words (the new-game page, the LAN pages); "" for
    // the shared words.
    function optionLabel(name) {
        switch (name) {
        case "gloryToWin": return qsTr("Glory that wins the game (basic rules: 20)")
        case "healOutside": return qsTr("Damage a kaiju heals in a turn outside the city (ruling K5)")
        case "boxEnergy": return qsTr("Energy for each cost box the pools cannot pay (ruling K1)")
        case "firstRoundRestrictions": return qsTr("No CHAIN cards or counterattacks in a combat's first round (ruling K3)")
        case "combatRedraw": return qsTr("Combat cards drawn back up to after a combat (ruling K4)")
        case "rageAttacks": return qsTr("Rage attacks with 10 fury (ruling K6)")
        case "teamFights": return qsTr("Other kaiju of both teams may join a fight (ruling T1)")
        }
        return ""
    }
}
