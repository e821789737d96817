pragma Singleton
import QtQuick
import Tabletop

// Colours, sizes and timings shared by every screen. Card size and animation speed follow
// the user's settings.
QtObject {
    readonly property color background: "#16201c"
    readonly property color felt: "#1f3a2e"
    readonly property color feltDark: "#173026"
    readonly property color panel: "#24302b"
    readonly property color panelBorder: "#3c4d45"
    readonly property color text: "#eef2ea"
    readonly property color textDim: "#a9b8ae"
    readonly property color accent: "#e0b84c"
    readonly property color legal: "#ffd54a"
    readonly property color danger: "#e06c5a"
    readonly property color good: "#7ccf8a"
    readonly property color cardPaper: "#f4efe1"
    readonly property color cardBack: "#3b2a4a"

    // How much larger than the 1280x800 design the window is (the main window sets it): cards
    // and text grow on large windows, and cards shrink a little on small ones; text never
    // shrinks below its design size.
    property real windowScale: 1.0
    readonly property real cardScale: Math.max(0.75, Math.min(1.8, windowScale))
    readonly property real textScale: Math.max(1.0, Math.min(1.5, windowScale))
    readonly property real cardWidth: 76 * AppSettings.cardSize / 100 * cardScale
    readonly property real cardHeight: cardWidth * 1.4
    readonly property int animMs: AppSettings.animations ? 180 : 0
    readonly property int fontSmall: Math.round(11 * textScale)
    readonly property int fontNormal: Math.round(14 * textScale)
    readonly property int fontLarge: Math.round(20 * textScale)
    readonly property int fontTitle: Math.round(30 * textScale)

    function elementColor(e) {
        switch (e) {
        case "red": return "#c0392b"
        case "blue": return "#2f6fb5"
        case "yellow": return "#d4a20d"
        case "black": return "#34313a"
        case "white": return "#e8e6df"
        }
        return "#777777"
    }
    function elementInk(e) {
        return (e === "white" || e === "yellow") ? "#222222" : "#ffffff"
    }
}
