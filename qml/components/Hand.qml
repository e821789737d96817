import QtQuick
import Tabletop

// A player's hand: a zone whose cards overlap like a held fan.
Zone {
    fan: true
    minSlots: 3
    dimIllegal: true
}
