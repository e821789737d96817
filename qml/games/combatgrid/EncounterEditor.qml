import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CombatGridLook.js" as Look

// The Director's map editor, opened from the new-game page before the encounter starts: the
// chosen encounter's map drawn as the table draws it, a palette of the terrains the encounter
// files know (docs/games/combatgrid.md, "Encounter files"), a press or drag on the map paints
// squares, a combatant's token dragged to another square (its whole block must be on the map,
// clear of walls and of the other tokens), a title, Undo of the last stroke or move, and
// "Save as a new encounter": the store checks it with the encounter loader (an error naming
// the field, nothing written) and writes a new file; the new-game page then chooses it.
// From the keyboard: the arrows move the map's cursor, Enter paints the square (or picks up the
// token there, and Enter again puts it down).
Item {
    id: root
    objectName: "encounterEditor"
    property string gameId
    property string option: "encounter"
    property var value // the option's value now: a ready encounter's id or an encounter object
    property OptionContents store: null
    signal saved(var content)
    signal closed()

    // The encounter being edited: the loaded content, its rows and combatants as edited.
    property var base: ({})
    property var rows: []
    property var combatants: []
    property var history: [] // [{rows, combatants}] before each stroke or move
    property string tool: "#"
    property string status: ""
    property string error: ""
    property var picked: null // a combatant picked up from the keyboard
    readonly property int columns: rows.length ? rows[0].length : 1
    readonly property int rowCount: Math.max(1, rows.length)

    Component.onCompleted: load()
    function load() {
        const r = store ? store.content(gameId, option, value) : { error: "no store" }
        error = r.error || ""
        if (!r.content)
            return
        base = JSON.parse(JSON.stringify(r.content))
        rows = base.map.slice()
        combatants = JSON.parse(JSON.stringify(base.combatants))
        // A ready encounter's copy is named as one; one of the Director's own keeps its title.
        titleField.text = typeof value === "string" ? qsTr("%1 (my map)").arg(titleOf(base)) : titleOf(base)
    }
    function titleOf(e) {
        return (AppSettings.language === "ja" && e.titleJa) ? e.titleJa : (e.title || e.id || "")
    }

    // The palette: each character of the encounter files, with the table's look and name.
    readonly property var styles: Look.terrainStyles()
    readonly property var palette: [
        { ch: ".", terrain: "open" }, { ch: "#", terrain: "wall" },
        { ch: "l", terrain: "lightCover" }, { ch: "h", terrain: "heavyCover" },
        { ch: "w", terrain: "shallowWater" }, { ch: "~", terrain: "water" }, { ch: "W", terrain: "deepWater" },
        { ch: ":", terrain: "difficult" }, { ch: "^", terrain: "harmful" }, { ch: "!", terrain: "damaging" },
        { ch: "+", terrain: "elevation3", name: qsTr("Raise the ground 1 metre") },
        { ch: "-", terrain: "elevation1", name: qsTr("Lower the ground 1 metre") }
    ]

    function charAt(x, y) { return (rows[y] || "")[x] || "." }
    function heightOf(ch) { return ch >= "1" && ch <= "9" ? Number(ch) : 0 }
    function occupant(x, y, except) {
        for (const c of combatants)
            if (c.id !== except && x >= c.x && x < c.x + (c.size || 1) && y >= c.y && y < c.y + (c.size || 1))
                return c
        return null
    }
    // What the tool makes of a square; a wall is never painted under a token.
    function painted(ch, x, y) {
        if (tool === "+")
            return String(Math.min(9, heightOf(ch) + 1))
        if (tool === "-") {
            const h = heightOf(ch) - 1
            return h > 0 ? String(h) : "."
        }
        if (tool === "#" && occupant(x, y, ""))
            return ch
        return tool
    }
    function remember() {
        history = history.concat([{ rows: rows.slice(), combatants: JSON.parse(JSON.stringify(combatants)) }]).slice(-50)
    }
    property var strokeCells: ({}) // the squares this stroke painted (a drag paints each once)
    function beginStroke() { remember(); strokeCells = {} }
    // An unchanged stroke leaves nothing to undo.
    function endStroke() {
        const last = history[history.length - 1]
        if (last && last.rows.join("\n") === rows.join("\n") && JSON.stringify(last.combatants) === JSON.stringify(combatants))
            history = history.slice(0, -1)
    }
    function paint(x, y) {
        if (x < 0 || y < 0 || x >= columns || y >= rowCount || strokeCells[x + "," + y])
            return
        strokeCells[x + "," + y] = true
        const ch = charAt(x, y), next = painted(ch, x, y)
        if (tool === "#" && occupant(x, y, ""))
            status = qsTr("No wall under %1: move the token first.").arg(occupant(x, y, "").name)
        if (next === ch)
            return
        const list = rows.slice()
        list[y] = list[y].substring(0, x) + next + list[y].substring(x + 1)
        rows = list
    }
    function undo() {
        if (!history.length)
            return
        const last = history[history.length - 1]
        history = history.slice(0, -1)
        rows = last.rows
        combatants = last.combatants
        status = qsTr("Undone.")
    }
    // Why `c` may not stand with its north-west square at x, y ("" when it may).
    function placeProblem(c, x, y) {
        const size = c.size || 1
        for (let dy = 0; dy < size; ++dy)
            for (let dx = 0; dx < size; ++dx) {
                const cx = x + dx, cy = y + dy
                if (cx < 0 || cy < 0 || cx >= columns || cy >= rowCount)
                    return qsTr("%1 would stand off the map.").arg(c.name)
                if (charAt(cx, cy) === "#")
                    return qsTr("%1 cannot stand in a wall.").arg(c.name)
                const other = occupant(cx, cy, c.id)
                if (other)
                    return qsTr("%1 cannot stand on %2.").arg(c.name).arg(other.name)
            }
        return ""
    }
    function place(id, x, y) {
        const i = combatants.findIndex(c => c.id === id)
        if (i < 0)
            return false
        const problem = placeProblem(combatants[i], x, y)
        if (problem.length) {
            status = problem
            return false
        }
        if (combatants[i].x === x && combatants[i].y === y)
            return true
        remember()
        const list = JSON.parse(JSON.stringify(combatants))
        list[i].x = x
        list[i].y = y
        combatants = list
        status = qsTr("%1 moved to %2.").arg(list[i].name).arg(board.columnName(x) + (y + 1))
        return true
    }
    // The encounter as it would be saved (id and titles set by save()).
    function edited() {
        const e = JSON.parse(JSON.stringify(base))
        e.map = rows.slice()
        e.combatants = JSON.parse(JSON.stringify(combatants))
        return e
    }
    function save() {
        const title = titleField.text.trim()
        if (!title.length) {
            error = qsTr("Give the encounter a title.")
            return false
        }
        const e = edited()
        const name = store.freeName(gameId, option, title)
        e.id = name
        e.title = title
        e.titleJa = title // the title as typed is the Director's in either language
        const r = store.save(gameId, option, name, e)
        if (!r.ok) {
            error = r.error
            return false
        }
        error = ""
        // The content as the store keeps it (checked, keys in the file's order).
        for (const s of store.saved(gameId, option))
            if (s.name === name) {
                root.saved(s.content)
                return true
            }
        root.saved(e)
        return true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        RowLayout {
            spacing: 12
            Layout.fillWidth: true
            Button {
                objectName: "editorCancel"
                text: qsTr("Cancel")
                onClicked: root.closed()
            }
            Label {
                text: qsTr("Edit the encounter before it starts")
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
        RowLayout {
            spacing: 10
            Layout.fillWidth: true
            Label { text: qsTr("Title"); color: Theme.text }
            TextField {
                id: titleField
                objectName: "editorTitle"
                Layout.preferredWidth: 360
                maximumLength: 64
                Accessible.name: qsTr("Title of the new encounter")
            }
            Button {
                objectName: "editorUndo"
                text: qsTr("Undo")
                enabled: root.history.length > 0
                onClicked: root.undo()
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "editorSave"
                text: qsTr("Save as a new encounter")
                highlighted: true
                onClicked: root.save()
            }
        }
        Label {
            objectName: "editorError"
            text: root.error
            visible: text.length > 0
            color: Theme.danger
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        RowLayout {
            spacing: 14
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The palette.
            ScrollView {
                id: paletteScroll
                Layout.preferredWidth: 250
                Layout.fillHeight: true
                clip: true
                // In a small window the palette scrolls: show that it does.
                ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                ColumnLayout {
                    spacing: 4
                    width: paletteScroll.availableWidth - 12
                    Label {
                        text: qsTr("Paint")
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                    }
                    // repeater-in-layout: known (Qt 6.4 may crash when its model changes mid-rearrange: move it into a positioner)
                    Repeater {
                        model: root.palette
                        delegate: ItemDelegate {
                            id: tile
                            required property var modelData
                            objectName: "tool_" + modelData.terrain + (modelData.ch === "+" ? "_up" : modelData.ch === "-" ? "_down" : "")
                            Layout.fillWidth: true
                            Layout.preferredHeight: 36
                            topPadding: 2
                            bottomPadding: 2
                            highlighted: root.tool === modelData.ch
                            readonly property string name: modelData.name || root.styles[modelData.terrain].name
                            onClicked: root.tool = modelData.ch
                            Accessible.name: name
                            contentItem: RowLayout {
                                spacing: 8
                                Rectangle {
                                    Layout.preferredWidth: 22
                                    Layout.preferredHeight: 22
                                    radius: 3
                                    color: root.styles[tile.modelData.terrain].color
                                    border.color: tile.highlighted ? Theme.accent : Qt.rgba(0, 0, 0, 0.4)
                                    border.width: tile.highlighted ? 2 : 1
                                    Text {
                                        anchors.centerIn: parent
                                        text: tile.modelData.ch === "+" ? "\u25B2" : tile.modelData.ch === "-" ? "\u25BC" : ""
                                        color: Theme.text
                                        font.pixelSize: 12
                                    }
                                }
                                Label {
                                    text: tile.name
                                    color: tile.highlighted ? Theme.accent : Theme.text
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: Theme.fontSmall
                                    Layout.fillWidth: true
                                }
                            }
                        }
                    }
                    Label {
                        text: qsTr("Press or drag on the map to paint. Drag a token to move it.")
                        color: Theme.textDim
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall
                        Layout.fillWidth: true
                        Layout.topMargin: 8
                    }
                }
            }

            // The map, fitted to the room left.
            Item {
                id: mapArea
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                readonly property real cell: Math.max(12, Math.min(56, Math.floor(Math.min((width - 12) / root.columns, (height - 12) / root.rowCount))))

                Item {
                    id: mapItem
                    width: board.width
                    height: board.height
                    x: Math.max(6, (mapArea.width - width) / 2)
                    y: 6

                    Board {
                        id: board
                        objectName: "editorBoard"
                        columns: root.columns
                        rows: root.rowCount
                        cellSize: mapArea.cell
                        terrainStyles: root.styles
                        pieces: []
                        cells: {
                            const out = []
                            for (let y = 0; y < root.rowCount; ++y)
                                for (let x = 0; x < root.columns; ++x) {
                                    const ch = root.charAt(x, y)
                                    out.push({ terrain: Look.terrainOf(ch), label: ch >= "1" && ch <= "9" ? "\u25B2" + ch : "" })
                                }
                            return out
                        }
                        // From the keyboard: Enter paints, or picks up and puts down a token.
                        onCellActivated: (id, x, y) => {
                            if (root.picked) {
                                const id2 = root.picked.id
                                root.picked = null
                                root.place(id2, x, y)
                                return
                            }
                            const c = root.occupant(x, y, "")
                            if (c) {
                                root.picked = c
                                root.status = qsTr("%1 picked up: Enter on a square puts it down.").arg(c.name)
                                return
                            }
                            root.beginStroke()
                            root.paint(x, y)
                            root.endStroke()
                        }
                    }

                    // The tokens, as the table draws them (the seat's colour is the side's here).
                    Repeater {
                        model: root.combatants
                        Item {
                            id: token
                            required property var modelData
                            objectName: "editorToken_" + modelData.id
                            readonly property int size: modelData.size || 1
                            x: modelData.x * board.cellSize
                            y: modelData.y * board.cellSize
                            width: size * board.cellSize
                            height: width
                            opacity: mouse.draggedId === modelData.id ? 0.35 : 1
                            Piece {
                                anchors.centerIn: parent
                                size: token.width * 0.86
                                piece: ({ id: token.modelData.id, name: token.modelData.name, label: Look.labelOf(token.modelData) })
                                ownerColor: token.modelData.side === "director" ? Look.directorPaint : Look.seatPaint[0]
                                selected: root.picked !== null && root.picked.id === token.modelData.id
                                activeFocusOnTab: false
                            }
                            Rectangle {
                                anchors.horizontalCenter: parent.horizontalCenter
                                anchors.top: parent.bottom
                                anchors.topMargin: -Math.round(board.cellSize * 0.12)
                                visible: board.cellSize >= 26
                                width: Math.min(nameText.implicitWidth + 8, Math.max(token.width * 1.6, board.cellSize * 2))
                                height: nameText.implicitHeight + 2
                                radius: 3
                                color: Qt.rgba(0, 0, 0, 0.55)
                                Text {
                                    id: nameText
                                    anchors.centerIn: parent
                                    width: parent.width - 6
                                    horizontalAlignment: Text.AlignHCenter
                                    elide: Text.ElideRight
                                    text: Look.shortName(token.modelData.name)
                                    color: "#ffffff"
                                    font.pixelSize: Math.max(9, Math.min(Theme.fontSmall, board.cellSize * 0.26))
                                }
                            }
                        }
                    }

                    // The token being dragged, following the pointer; where it would land is outlined.
                    Rectangle {
                        id: ghost
                        objectName: "editorGhost"
                        visible: mouse.draggedId !== ""
                        readonly property var c: root.combatants.find(k => k.id === mouse.draggedId) || null
                        readonly property int size: c ? (c.size || 1) : 1
                        readonly property bool ok: c !== null && root.placeProblem(c, mouse.dropX, mouse.dropY) === ""
                        x: mouse.dropX * board.cellSize
                        y: mouse.dropY * board.cellSize
                        width: size * board.cellSize
                        height: width
                        radius: 4
                        color: ok ? Qt.rgba(1, 0.84, 0.3, 0.3) : Qt.rgba(0.9, 0.25, 0.2, 0.3)
                        border.color: ok ? Theme.legal : Theme.danger
                        border.width: 2
                    }

                    // Press and drag: a token is carried, anything else paints.
                    MouseArea {
                        id: mouse
                        objectName: "editorMouse"
                        anchors.fill: parent
                        property string draggedId: ""
                        property int grabDX: 0
                        property int grabDY: 0
                        property int dropX: 0
                        property int dropY: 0
                        function cellOf(px, py) {
                            return { x: Math.floor(px / board.cellSize), y: Math.floor(py / board.cellSize) }
                        }
                        onPressed: (e) => {
                            board.forceActiveFocus()
                            const p = cellOf(e.x, e.y)
                            board.cursorX = Math.max(0, Math.min(root.columns - 1, p.x))
                            board.cursorY = Math.max(0, Math.min(root.rowCount - 1, p.y))
                            root.picked = null
                            const c = root.occupant(p.x, p.y, "")
                            if (c) {
                                draggedId = c.id
                                grabDX = p.x - c.x
                                grabDY = p.y - c.y
                                dropX = c.x
                                dropY = c.y
                                return
                            }
                            root.beginStroke()
                            root.paint(p.x, p.y)
                        }
                        onPositionChanged: (e) => {
                            const p = cellOf(e.x, e.y)
                            if (draggedId !== "") {
                                dropX = p.x - grabDX
                                dropY = p.y - grabDY
                            } else if (pressed) {
                                root.paint(p.x, p.y)
                            }
                        }
                        onReleased: (e) => {
                            if (draggedId !== "") {
                                const id = draggedId
                                draggedId = ""
                                root.place(id, dropX, dropY)
                            } else {
                                root.endStroke()
                            }
                        }
                        onCanceled: draggedId = ""
                    }
                }
            }
        }
        Label {
            objectName: "editorStatus"
            text: root.status
            color: Theme.textDim
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
    }
}
