import QtQuick
import "NeotokyoArt.js" as Art

// What the shared pages ask of Neo-Tokyo (GameManifests.qml finds this file by the game's id):
// its name and blurb on the home page, collection and deck builder; its table and rules page;
// the picture on its cards in the collection and the deck builder. The sentences of its rule
// messages are in RuleMessages.js beside this file.
QtObject {
    readonly property string title: qsTr("Neo-Tokyo")
    readonly property string blurb: qsTr("Relationship card game on the Neo-Tokyo board. Speak Lines, form groups, defeat the Angels.")
    readonly property url table: Qt.resolvedUrl("NeotokyoTable.qml")
    readonly property url rules: Qt.resolvedUrl("NeotokyoRules.qml")

    // `card` is a catalog row ({id, name, type, data}), `fields` its card-file fields.
    function cardPicture(card, fields) {
        return Art.cardPicture({ name: card.name, type: fields.type || card.type, colour: fields.colour, card: card.id }, "")
    }
}
