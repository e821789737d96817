import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// The combat as an overlay over the city: the Sword on the left, the Shield on the right, and
// between them one lane per attack card: the Sword's card on top, the Shield's answers under
// it. Before the reveal the other side's plays lie face down (the viewer's own choices show
// faded until they are played); at the reveal every card turns over together, then what each
// attack dealt (and each counterattack) counts on. A lane is where a shield card is dropped
// (or clicked after choosing cards) to answer that attack.
Rectangle {
    id: root
    property Item table
    property real cardWidth: 64
    readonly property var combat: table ? table.view.combat || null : null
    readonly property var reveal: table ? table.shownReveal : null   // the reveal event's data while shown
    readonly property bool revealing: reveal !== null
    readonly property int revision: table ? table.uiRevision : 0
    // The fighters: from the combat, or (after a reveal that ended it) as they were.
    readonly property var fighters: combat ? combat.fighters : table ? table.lastFighters : []
    readonly property int swordSeat: revealing ? reveal.sword : combat ? fighters[combat.sword].seat : -1
    // Each side's fighters (several in a team fight), each with its index into the fighters.
    readonly property var indexed: fighters.map((f, i) => Object.assign({}, f, { index: i }))
    readonly property var swordFighters: indexed.filter(f => f.seat === swordSeat)
    readonly property var shieldFighters: indexed.filter(f => f.seat !== swordSeat)
    readonly property var swordFighter: swordFighters.length ? swordFighters[0] : null
    readonly property var shieldFighter: shieldFighters.length ? shieldFighters[0] : null
    readonly property int round: revealing ? reveal.round : combat ? combat.round : 0
    // A Rampage: the city's side is the front city card; the city row shows in the overlay, so
    // a MOVE (the row turning) and a city card's KO stay in sight.
    // In the Move step (after the damage) it shows too: the row marks what each MOVE brings to the front.
    readonly property bool rampage: combat ? !!combat.rampage : fighters.some(f => !!f.city)
    // Lanes: [{attack: card or {hidden}, answers: [cards], dealt, pending}]
    readonly property var lanes: table ? table.combatLanes(revision) : []

    objectName: "combatOverlay"
    radius: 12
    color: "#12191c"
    border.color: revealing ? Theme.accent : Theme.danger
    border.width: 2
    MouseArea { anchors.fill: parent; hoverEnabled: true } // the table underneath stays still

    // The flip: every card turns over together when a new reveal comes.
    property real flipAngle: 0
    property bool faceUp: true
    property bool countsShown: true
    property int lastRevealRow: -1
    function startReveal(row) {
        if (row === lastRevealRow)
            return
        lastRevealRow = row
        if (Theme.animMs <= 0) {
            faceUp = true
            countsShown = true
            return
        }
        faceUp = false
        countsShown = false
        flip.restart()
    }
    Connections {
        target: root.table
        function onShownRevealRowChanged() {
            if (root.table.shownRevealRow >= 0)
                root.startReveal(root.table.shownRevealRow)
        }
    }
    SequentialAnimation {
        id: flip
        PauseAnimation { duration: Theme.animMs * 2 }
        NumberAnimation { target: root; property: "flipAngle"; from: 0; to: 90; duration: Theme.animMs * 1.5; easing.type: Easing.InQuad }
        ScriptAction { script: root.faceUp = true }
        NumberAnimation { target: root; property: "flipAngle"; from: 90; to: 0; duration: Theme.animMs * 1.5; easing.type: Easing.OutQuad }
        PauseAnimation { duration: Theme.animMs }
        ScriptAction { script: root.countsShown = true }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "combatTitle"
                Layout.fillWidth: true
                text: (root.rampage ? qsTr("Rampage") + " · " : "")
                      + (root.revealing ? qsTr("Reveal, round %1").arg(root.round) : qsTr("Combat, round %1").arg(root.round))
                color: root.revealing ? Theme.accent : Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.maximumWidth: root.width * 0.5
                visible: text.length > 0
                text: root.table ? root.table.combatNote : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
            Button {
                objectName: "revealContinue"
                visible: root.revealing
                text: qsTr("Continue")
                onClicked: root.table.dismissReveal()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            // A positioner, not a ColumnLayout: Qt 6.4's layouts can read a fighter panel the
            // Repeater has just destroyed when the combat's sides change mid-rearrange (a crash
            // seen in a couch game's big screen); a Column never hands its children to a layout.
            Column {
                id: swordColumn
                objectName: "swordSide"
                Layout.preferredWidth: Math.max(120, root.width * 0.17)
                Layout.maximumWidth: Math.max(120, root.width * 0.17)
                Layout.fillWidth: false // a layout fills by default: the lanes keep the middle
                Layout.fillHeight: true
                spacing: 4
                Repeater {
                    model: root.swordFighters
                    FighterPanel {
                        required property var modelData
                        required property int index
                        // An equal share of the side's height each.
                        width: swordColumn.width
                        height: (swordColumn.height - swordColumn.spacing * Math.max(0, root.swordFighters.length - 1))
                                / Math.max(1, root.swordFighters.length)
                        table: root.table
                        fighter: modelData
                        sword: true
                        first: index === 0
                        compact: root.swordFighters.length > 1
                        cost: root.table && root.table.me === modelData.seat && !root.revealing ? root.table.pickCost(modelData) : null
                    }
                }
            }
            // The lanes.
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                Label {
                    anchors.centerIn: parent
                    visible: root.lanes.length === 0
                    width: parent.width - 20
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: root.revealing ? qsTr("No attack card: the combat ends.")
                                         : qsTr("The Sword chooses attack cards face down (drag them onto the enemy kaiju, or click them and play).")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontNormal
                }
                CityRow {
                    id: rampageCity
                    objectName: "rampageCity"
                    // A rampage, the Move step, and the Sword aiming RANGE collateral damage.
                    visible: root.rampage || (root.table !== null && (root.table.view.phase === "move"
                                                                       || root.table.collateralOpen(root.revision)))
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    height: visible ? Math.min(parent.height * 0.38, root.cardWidth * 1.4 * 0.8 + 44) : 0
                    table: root.table
                    cards: root.table ? root.table.view.city || [] : []
                    cardWidth: Math.max(26, (height - 40) / 1.4)
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.verticalCenterOffset: -rampageCity.height / 2
                    spacing: 12
                    Repeater {
                        model: root.lanes
                        Rectangle {
                            id: lane
                            required property var modelData
                            required property int index
                            readonly property bool lit: root.table.laneLit(index, root.table.dragLayer ? root.table.dragLayer.dragged : null, root.revision)
                            readonly property bool focused: root.table.laneFocused(index, root.revision)
                            objectName: "lane_" + index
                            width: root.cardWidth + 16
                            height: laneCol.implicitHeight + 12
                            radius: 8
                            color: lit ? Qt.rgba(1, 0.84, 0.3, laneDrop.containsDrag ? 0.35 : 0.15) : Qt.rgba(1, 1, 1, 0.04)
                            border.color: lit ? Theme.legal : focused ? Theme.accent : Theme.panelBorder
                            border.width: lit || focused ? 2 : 1
                            Column {
                                id: laneCol
                                x: 8; y: 6
                                spacing: 4
                                Item {
                                    width: root.cardWidth; height: root.cardWidth * 1.4
                                    transform: Rotation { origin.x: root.cardWidth / 2; axis { x: 0; y: 1; z: 0 } angle: root.revealing ? root.flipAngle : 0 }
                                    Card {
                                        objectName: "laneAttack_" + lane.index
                                        card: root.revealing && !root.faceUp ? ({ hidden: true }) : lane.modelData.attack
                                        faceComponent: root.table.faceComponent
                                        cardWidth: root.cardWidth
                                        opacity: lane.modelData.pendingAttack ? 0.6 : 1
                                        activeFocusOnTab: false
                                        onActivated: root.table.laneClicked(lane.index)
                                        onZoomRequested: (c) => root.table.zoom.show(c)
                                    }
                                    Rectangle {
                                        visible: !!lane.modelData.rage
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        y: -4
                                        width: rageText.implicitWidth + 8; height: rageText.implicitHeight + 2
                                        radius: 4
                                        color: "#ff5a3a"
                                        Label { id: rageText; anchors.centerIn: parent; text: qsTr("RAGE"); color: "white"; font.pixelSize: Theme.fontSmall; font.bold: true }
                                    }
                                }
                                Label { // in a team fight: who plays the card, and its declared target
                                    objectName: "laneAim_" + lane.index
                                    width: root.cardWidth
                                    visible: text.length > 0
                                    text: lane.modelData.aim || ""
                                    horizontalAlignment: Text.AlignHCenter
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 2
                                    elide: Text.ElideRight
                                    color: "#ffb38a"
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                }
                                Label { // what the attack dealt
                                    objectName: "laneDealt_" + lane.index
                                    width: root.cardWidth
                                    horizontalAlignment: Text.AlignHCenter
                                    visible: root.revealing && root.countsShown
                                    text: lane.modelData.dealt > 0 ? qsTr("−%1").arg(lane.modelData.dealt) : qsTr("blocked")
                                    color: lane.modelData.dealt > 0 ? Theme.danger : "#8ac2ff"
                                    font.pixelSize: lane.modelData.dealt > 0 ? Theme.fontLarge : Theme.fontSmall
                                    font.bold: true
                                    scale: visible ? 1 : 0.3
                                    Behavior on scale { NumberAnimation { duration: Theme.animMs * 2; easing.type: Easing.OutBack } }
                                }
                                Label {
                                    width: root.cardWidth
                                    horizontalAlignment: Text.AlignHCenter
                                    visible: root.revealing && root.countsShown && lane.modelData.detail.length > 0
                                    text: lane.modelData.detail
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                    wrapMode: Text.WordWrap
                                }
                                Repeater { // the answers
                                    model: lane.modelData.answers
                                    Item {
                                        required property var modelData
                                        width: root.cardWidth; height: root.cardWidth * 1.4 * 0.62 + (counter.visible ? counter.height : 0)
                                        transform: Rotation { origin.x: root.cardWidth / 2; axis { x: 0; y: 1; z: 0 } angle: root.revealing ? root.flipAngle : 0 }
                                        Card {
                                            card: root.revealing && !root.faceUp ? ({ hidden: true }) : parent.modelData.card
                                            faceComponent: root.table.faceComponent
                                            cardWidth: root.cardWidth * 0.62
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            opacity: parent.modelData.pending ? 0.6 : 1
                                            activeFocusOnTab: false
                                            onActivated: (c) => parent.modelData.pending ? root.table.togglePick(c) : root.table.zoom.show(c)
                                            onZoomRequested: (c) => root.table.zoom.show(c)
                                        }
                                        Label {
                                            id: counter
                                            anchors.bottom: parent.bottom
                                            width: parent.width
                                            horizontalAlignment: Text.AlignHCenter
                                            visible: root.revealing && root.countsShown && parent.modelData.counter > 0
                                            text: qsTr("↩ −%1").arg(parent.modelData.counter)
                                            color: "#ff8a6a"
                                            font.bold: true
                                            font.pixelSize: Theme.fontSmall
                                        }
                                    }
                                }
                                Label {
                                    width: root.cardWidth
                                    visible: lane.modelData.answers.length === 0
                                    horizontalAlignment: Text.AlignHCenter
                                    wrapMode: Text.WordWrap
                                    text: root.revealing ? qsTr("no answer") : lane.lit ? qsTr("drop a shield card") : qsTr("no answer yet")
                                    color: Theme.textDim
                                    font.pixelSize: Theme.fontSmall
                                }
                            }
                            MouseArea { anchors.fill: parent; z: -1; onClicked: root.table.laneClicked(lane.index) }
                            DropArea {
                                id: laneDrop
                                anchors.fill: parent
                                keys: ["card"]
                                onDropped: (event) => {
                                    if (!root.table.laneDropped(lane.index))
                                        return
                                    event.accept(Qt.MoveAction)
                                    root.table.dragLayer.dropOk = true
                                }
                            }
                        }
                    }
                }
            }
            // A positioner, not a ColumnLayout: Qt 6.4's layouts can read a fighter panel the
            // Repeater has just destroyed when the combat's sides change mid-rearrange (a crash
            // seen in a couch game's big screen); a Column never hands its children to a layout.
            Column {
                id: shieldColumn
                objectName: "shieldSide"
                Layout.preferredWidth: Math.max(120, root.width * 0.17)
                Layout.maximumWidth: Math.max(120, root.width * 0.17)
                Layout.fillWidth: false // a layout fills by default: the lanes keep the middle
                Layout.fillHeight: true
                spacing: 4
                Repeater {
                    model: root.shieldFighters
                    FighterPanel {
                        required property var modelData
                        required property int index
                        // An equal share of the side's height each.
                        width: shieldColumn.width
                        height: (shieldColumn.height - shieldColumn.spacing * Math.max(0, root.shieldFighters.length - 1))
                                / Math.max(1, root.shieldFighters.length)
                        table: root.table
                        fighter: modelData
                        sword: false
                        first: index === 0
                        compact: root.shieldFighters.length > 1
                        cost: root.table && root.table.me === modelData.seat && !root.revealing ? root.table.pickCost(modelData) : null
                    }
                }
            }
        }
    }
}
