import QtQuick
import QtQuick.Shapes
import Tabletop

// A square grid of cells drawn from data, with the pieces on it. Nothing here knows a game:
//   cells:  row-major list of { terrain, label? } (columns x rows of them)
//   pieces: list of piece data (see Piece.qml) with x and y
//   terrainStyles: terrain -> { color, pattern: "none" | "hatch" | "dots" | "cross", name }
//   highlightCells, pathCells (in order), rangeCells: lists of cell ids (cellId(x, y))
// While a card or piece is dragged (or picked by keyboard or click), the cells it may go to light
// up: the game's affordances for the viewing seat when it publishes them (legal.moveCells, with
// the cost in each cell; the path to the cell under the pointer or cursor is drawn, and the
// cells it can reach get the range overlay), else the legal index's destinations
// (legal.targets). A drop on a cell proposes the index's action for it. From the keyboard: the
// arrows move a cursor, Enter on a piece picks it up, Enter on a cell moves it there.
FocusScope {
    id: root
    property int columns: 8
    property int rows: 8
    property real cellSize: 48
    property var cells: []
    property var pieces: []
    property var terrainStyles: ({})
    property var highlightCells: []
    property var pathCells: []
    property var rangeCells: []
    property GameController controller: null
    // Where lit cells, paths and actions come from: the controller's index, unless set.
    property LegalIndex legal: controller ? controller.legal : null
    property DragLayer dragLayer: null
    property var selectedPiece: null
    // How cells and dragged things are named in the game's actions.
    property var cellId: function(x, y) { return x + "," + y }
    property var subjectOf: function(thing) { return thing && thing.id !== undefined ? String(thing.id) : "" }
    // A move the table proposes where the index has none (so the rules say why not), or null.
    property var actionFor: null // function(thing, cellId) -> {type, args} or null
    // A game's say before a move is proposed (e.g. to ask how to make it): called with the action
    // and the cell id; true when the table takes it from there (it proposes a legal action itself).
    property var beforePropose: null // function(action, cellId) -> bool
    property int cursorX: 0
    property int cursorY: 0

    readonly property var defaultStyles: ({
        open: { color: "#3c5a43", pattern: "none", name: qsTr("Open ground") },
        rough: { color: "#6b5b3e", pattern: "dots", name: qsTr("Rough ground") },
        forest: { color: "#2b4a2c", pattern: "cross", name: qsTr("Forest") },
        water: { color: "#2d5673", pattern: "hatch", name: qsTr("Water") },
        wall: { color: "#4a4a4f", pattern: "hatch", name: qsTr("Wall") }
    })
    function styleOf(terrain) {
        return terrainStyles[terrain] || defaultStyles[terrain] || { color: "#3c5a43", pattern: "none", name: terrain || "" }
    }
    function cellAt(x, y) { return cells[y * columns + x] || {} }
    function pieceAt(x, y) {
        for (const p of pieces)
            if (p.x === x && p.y === y)
                return p
        return null
    }
    function columnName(x) { return String.fromCharCode(65 + x % 26) + (x >= 26 ? Math.floor(x / 26) : "") }
    function describeCell(x, y) {
        const p = pieceAt(x, y)
        const t = qsTr("%1%2: %3").arg(columnName(x)).arg(y + 1).arg(styleOf(cellAt(x, y).terrain).name)
        return p ? qsTr("%1, %2").arg(t).arg(p.name || p.label || p.id) : t
    }

    readonly property int revision: legal ? legal.revision : -1
    // The thing whose moves are shown: the one dragged, else the one picked by keyboard or click.
    readonly property var moving: dragLayer && dragLayer.dragged ? dragLayer.dragged : selectedPiece
    readonly property string movingId: moving ? subjectOf(moving) : ""
    // The game's affordances for the moving thing (empty when it publishes none).
    readonly property var affordedCells: movingId !== "" && legal && revision >= 0 ? legal.moveCells(movingId) : []
    readonly property var litCells: {
        if (affordedCells.length > 0)
            return affordedCells
        if (movingId !== "" && legal && revision >= 0)
            return legal.targets(movingId)
        return highlightCells
    }
    // The cell the path leads to: the one under the dragged thing, else the keyboard cursor.
    property string hoverCell: ""
    readonly property string pathEnd: dragLayer && dragLayer.dragged ? hoverCell : (selectedPiece ? cellId(cursorX, cursorY) : "")
    readonly property var shownPath: {
        if (affordedCells.length > 0 && pathEnd !== "" && revision >= 0)
            return legal.pathTo(movingId, pathEnd)
        return pathCells
    }
    readonly property var shownRange: {
        const r = movingId !== "" && legal && revision >= 0 ? legal.reach(movingId) : []
        return r.length > 0 ? r : rangeCells
    }
    function costOf(id) { return affordedCells.length > 0 ? legal.costTo(movingId, id) : -1 }
    // The dragged piece covers the square under it, so its cost rides on the piece (DragLayer).
    Binding {
        target: root.dragLayer
        property: "pieceBadge"
        when: root.dragLayer !== null && root.dragLayer.dragged !== null && root.hoverCell !== ""
        value: root.affordedCells.length > 0 && root.contains(root.affordedCells, root.hoverCell) && root.costOf(root.hoverCell) >= 0
               ? String(root.costOf(root.hoverCell)) : ""
        restoreMode: Binding.RestoreBindingOrValue
    }
    function contains(list, id) { return list && list.indexOf(id) >= 0 }
    function pieceLegal(p) { return revision >= 0 && legal !== null && legal.hasActions(subjectOf(p)) }
    function actionTo(thing, id) {
        const a = legal && revision >= 0 ? legal.actionTo(subjectOf(thing), id) : null
        return a ? a : actionFor ? actionFor(thing, id) : null
    }

    signal cellActivated(string cellId, int x, int y)
    signal pieceActivated(var piece)
    signal moveProposed(var action)

    // Enter on the cursor: pick up the piece there, or move the picked piece to this cell.
    function activateCursor() {
        const id = cellId(cursorX, cursorY)
        const p = pieceAt(cursorX, cursorY)
        if (selectedPiece && !(p && subjectOf(p) === subjectOf(selectedPiece))) {
            const a = actionTo(selectedPiece, id)
            if (a && controller) {
                moveProposed(a)
                if (!(beforePropose && beforePropose(a, id)))
                    controller.propose(a)
                selectedPiece = null
                return
            }
        }
        if (p) {
            selectedPiece = selectedPiece && subjectOf(selectedPiece) === subjectOf(p) ? null : p
            pieceActivated(p)
            return
        }
        cellActivated(id, cursorX, cursorY)
    }

    width: columns * cellSize
    height: rows * cellSize
    activeFocusOnTab: true
    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Board, %1 by %2").arg(columns).arg(rows)
    Accessible.description: describeCell(cursorX, cursorY)
    Keys.onLeftPressed: cursorX = Math.max(0, cursorX - 1)
    Keys.onRightPressed: cursorX = Math.min(columns - 1, cursorX + 1)
    Keys.onUpPressed: cursorY = Math.max(0, cursorY - 1)
    Keys.onDownPressed: cursorY = Math.min(rows - 1, cursorY + 1)
    Keys.onReturnPressed: activateCursor()
    Keys.onEnterPressed: activateCursor()
    Keys.onSpacePressed: activateCursor()
    Keys.onEscapePressed: (event) => { event.accepted = selectedPiece !== null; selectedPiece = null }

    Rectangle { // the frame
        anchors.fill: parent
        anchors.margins: -4
        radius: 6
        color: Theme.feltDark
        border.color: Theme.panelBorder
    }

    Repeater {
        id: cellRepeater
        model: root.columns * root.rows
        Rectangle {
            id: cell
            required property int index
            readonly property int cx: index % root.columns
            readonly property int cy: Math.floor(index / root.columns)
            readonly property string cid: root.cellId(cx, cy)
            readonly property var style: root.styleOf(root.cellAt(cx, cy).terrain)
            readonly property bool lit: root.contains(root.litCells, cid)
            readonly property bool inRange: root.contains(root.shownRange, cid)
            objectName: "cell_" + cx + "_" + cy
            x: cx * root.cellSize
            y: cy * root.cellSize
            width: root.cellSize
            height: root.cellSize
            color: (cx + cy) % 2 ? Qt.darker(style.color, 1.08) : style.color
            border.color: Qt.rgba(0, 0, 0, 0.35)
            border.width: 1
            clip: true
            Accessible.role: Accessible.Cell
            Accessible.name: root.describeCell(cx, cy)

            Repeater { // hatching: diagonal strokes
                model: cell.style.pattern === "hatch" ? 5 : 0
                Rectangle {
                    required property int index
                    width: 2
                    height: root.cellSize * 1.6
                    x: (index - 1) * root.cellSize / 3
                    y: -root.cellSize * 0.3
                    rotation: 45
                    color: Qt.rgba(1, 1, 1, 0.13)
                }
            }
            Repeater { // dots
                model: cell.style.pattern === "dots" ? 9 : 0
                Rectangle {
                    required property int index
                    width: Math.max(2, root.cellSize * 0.07)
                    height: width
                    radius: width / 2
                    x: (index % 3 + 0.5) * root.cellSize / 3 + (Math.floor(index / 3) % 2 ? 3 : -3)
                    y: (Math.floor(index / 3) + 0.5) * root.cellSize / 3
                    color: Qt.rgba(0, 0, 0, 0.35)
                }
            }
            Repeater { // crosses: trees
                model: cell.style.pattern === "cross" ? 3 : 0
                Text {
                    required property int index
                    text: "\u25B2"
                    color: Qt.rgba(0.6, 0.9, 0.6, 0.35)
                    font.pixelSize: root.cellSize * 0.3
                    x: [0.12, 0.55, 0.3][index] * root.cellSize
                    y: [0.1, 0.25, 0.55][index] * root.cellSize
                }
            }
            Rectangle { // range overlay
                anchors.fill: parent
                visible: cell.inRange
                color: Qt.rgba(0.35, 0.6, 1, 0.22)
                border.color: Qt.rgba(0.5, 0.75, 1, 0.8)
                border.width: 1
            }
            Rectangle { // legal destination
                objectName: "legalMark"
                anchors.fill: parent
                anchors.margins: 2
                visible: cell.lit
                radius: 4
                color: Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.45 : 0.2)
                border.color: Theme.legal
                border.width: 2
                Text { // what getting there costs (affordances)
                    objectName: "costMark"
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 2
                    readonly property int cost: cell.lit ? root.costOf(cell.cid) : -1
                    visible: cost >= 0
                    text: cost
                    color: Theme.text
                    font.pixelSize: Math.max(8, root.cellSize * 0.2)
                    font.bold: true
                }
            }
            Text {
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.margins: 2
                text: root.cellAt(cell.cx, cell.cy).label || ""
                color: Theme.textDim
                font.pixelSize: Math.max(8, root.cellSize * 0.18)
            }
            DropArea {
                id: drop
                anchors.fill: parent
                keys: ["card", "piece"]
                onEntered: root.hoverCell = cell.cid
                onExited: if (root.hoverCell === cell.cid) root.hoverCell = ""
                onDropped: (event) => {
                    root.hoverCell = ""
                    const thing = root.dragLayer ? root.dragLayer.dragged : null
                    const a = thing ? root.actionTo(thing, cell.cid) : null
                    if (!a || !root.controller)
                        return
                    event.accept(Qt.MoveAction)
                    root.moveProposed(a)
                    root.dragLayer.dropOk = root.beforePropose && root.beforePropose(a, cell.cid) ? true : root.controller.propose(a)
                }
            }
            MouseArea {
                anchors.fill: parent
                onClicked: {
                    root.forceActiveFocus()
                    root.cursorX = cell.cx
                    root.cursorY = cell.cy
                    root.activateCursor()
                }
            }
        }
    }

    Shape { // the path overlay: a line through the centres of the path's cells
        id: pathShape
        objectName: "pathOverlay"
        anchors.fill: parent
        visible: root.shownPath.length > 1
        readonly property var points: {
            const out = []
            for (const id of root.shownPath)
                for (let i = 0; i < root.columns * root.rows; ++i) {
                    const x = i % root.columns, y = Math.floor(i / root.columns)
                    if (root.cellId(x, y) === id) {
                        out.push(Qt.point((x + 0.5) * root.cellSize, (y + 0.5) * root.cellSize))
                        break
                    }
                }
            return out
        }
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: Math.max(3, root.cellSize * 0.08)
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            strokeStyle: ShapePath.DashLine
            dashPattern: [2, 1.5]
            PathPolyline { path: pathShape.points }
        }
    }
    Item { // the steps of the path, numbered
        anchors.fill: parent
        visible: pathShape.visible
        Repeater {
            model: pathShape.points.length > 1 ? pathShape.points : []
            Rectangle {
                required property var modelData
                required property int index
                width: root.cellSize * 0.3
                height: width
                radius: width / 2
                x: modelData.x - width / 2
                y: modelData.y - height / 2
                color: index === pathShape.points.length - 1 ? Theme.accent : Theme.panel
                border.color: Theme.accent
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: parent.index
                    visible: parent.index > 0
                    color: parent.index === pathShape.points.length - 1 ? "#222222" : Theme.text
                    font.pixelSize: Math.max(8, root.cellSize * 0.15)
                    font.bold: true
                }
            }
        }
    }

    Repeater {
        model: root.pieces
        Piece {
            required property var modelData
            piece: modelData
            size: root.cellSize * 0.9
            x: modelData.x * root.cellSize + (root.cellSize - size) / 2
            y: modelData.y * root.cellSize + (root.cellSize - size) / 2
            dragLayer: root.dragLayer
            legal: root.pieceLegal(modelData)
            selected: root.selectedPiece !== null && root.subjectOf(root.selectedPiece) === root.subjectOf(modelData)
            activeFocusOnTab: false
            Behavior on x { NumberAnimation { duration: Theme.animMs } }
            Behavior on y { NumberAnimation { duration: Theme.animMs } }
            onActivated: (p) => {
                root.forceActiveFocus()
                root.cursorX = p.x
                root.cursorY = p.y
                root.activateCursor()
            }
        }
    }

    Rectangle { // the keyboard cursor
        objectName: "cursor"
        visible: root.activeFocus
        x: root.cursorX * root.cellSize
        y: root.cursorY * root.cellSize
        width: root.cellSize
        height: root.cellSize
        color: "transparent"
        border.color: Theme.text
        border.width: 2
        radius: 3
    }
}
