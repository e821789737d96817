pragma Singleton
import QtQuick

// The card under the pointer after a short hover, for the non-modal preview (CardZoom's
// peek). Cards report themselves here instead of through their zones, so every table gets
// the preview without plumbing.
QtObject {
    property var card: null
    property Item source: null

    function show(item, c) {
        source = item
        card = c
    }
    function hide(item) {
        if (item === undefined || item === source) {
            source = null
            card = null
        }
    }
}
