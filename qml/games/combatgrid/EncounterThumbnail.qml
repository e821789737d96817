import QtQuick
import Tabletop
import "CombatGridLook.js" as Look

// An encounter's map drawn small, in the table's colours (CombatGridLook.js), with a dot where
// each combatant starts: the players' side blue, the Director's red.
Canvas {
    id: root
    property var rows: []        // the map rows as the encounter file writes them
    property var combatants: []  // [{x, y, size, side}]
    property real maxWidth: 360
    property real maxHeight: 240
    readonly property int columns: rows.reduce((m, r) => Math.max(m, r.length), 0)
    readonly property real cell: columns > 0 && rows.length > 0
                                 ? Math.max(2, Math.floor(Math.min(maxWidth / columns, maxHeight / rows.length)))
                                 : 0
    implicitWidth: columns * cell
    implicitHeight: rows.length * cell
    readonly property var styles: Look.terrainStyles()

    onRowsChanged: requestPaint()
    onCombatantsChanged: requestPaint()
    onCellChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const c = cell
        for (let y = 0; y < rows.length; ++y) {
            for (let x = 0; x < columns; ++x) {
                const ch = x < rows[y].length ? rows[y][x] : "#"
                const style = styles[Look.terrainOf(ch)] || styles.open
                ctx.fillStyle = style.color
                ctx.fillRect(x * c, y * c, c, c)
                if (style.pattern !== "none" && c >= 6) {
                    ctx.strokeStyle = Qt.rgba(0, 0, 0, 0.35)
                    ctx.lineWidth = 1
                    ctx.beginPath()
                    if (style.pattern === "hatch" || style.pattern === "cross") {
                        ctx.moveTo(x * c, (y + 1) * c)
                        ctx.lineTo((x + 1) * c, y * c)
                    }
                    if (style.pattern === "cross") {
                        ctx.moveTo(x * c, y * c)
                        ctx.lineTo((x + 1) * c, (y + 1) * c)
                    }
                    if (style.pattern === "dots")
                        ctx.rect(x * c + c / 2 - 0.5, y * c + c / 2 - 0.5, 1, 1)
                    ctx.stroke()
                }
            }
        }
        // The grid, faint.
        if (c >= 6) {
            ctx.strokeStyle = Qt.rgba(0, 0, 0, 0.18)
            ctx.lineWidth = 1
            ctx.beginPath()
            for (let x = 0; x <= columns; ++x) { ctx.moveTo(x * c + 0.5, 0); ctx.lineTo(x * c + 0.5, rows.length * c) }
            for (let y = 0; y <= rows.length; ++y) { ctx.moveTo(0, y * c + 0.5); ctx.lineTo(columns * c, y * c + 0.5) }
            ctx.stroke()
        }
        for (const k of combatants) {
            const size = k.size || 1
            ctx.fillStyle = k.side === "director" ? Look.directorPaint : Look.seatPaint[0]
            ctx.strokeStyle = "#f4f4f4"
            ctx.lineWidth = Math.max(1, c / 8)
            ctx.beginPath()
            ctx.arc((k.x + size / 2) * c, (k.y + size / 2) * c, size * c * 0.38, 0, 2 * Math.PI)
            ctx.fill()
            ctx.stroke()
        }
    }
}
