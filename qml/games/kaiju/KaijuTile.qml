import QtQuick
import QtQuick.Controls
import Tabletop
import "KaijuLook.js" as KaijuLook

// One member of a team row (a kaiju, or an ally with its own figure and mark): its silhouette on
// its affiliation's colour, its name, damage as
// counters against the damage that knocks it out (Fortitude, its scar's change and the team
// bonus) with a bar, a mark when it is in the city (active) and a star when it takes the
// seat's action; its scar; "KO" when knocked out. It lights when the viewer may select,
// attack, challenge or scar it (click, or drop a scar or a combat card on it).
Rectangle {
    id: root
    property Item table
    property int seat: 0
    property int character: 0
    property var info: ({})
    property bool fighting: false
    readonly property int revision: table ? table.uiRevision : 0
    readonly property bool lit: table !== null && table.kaijuLit(seat, character, table.dragLayer ? table.dragLayer.dragged : null, revision)
    // Chosen: to join a team fight, or the viewer's fighter playing the next cards.
    readonly property bool chosen: table !== null && table.kaijuChosen(seat, character, revision)
    readonly property int damage: info.damage || 0
    readonly property int scarFortitude: info.scar ? (info.scar.scarFortitude || 0) : 0
    readonly property int toKo: (info.fortitude || 0) + scarFortitude + (table && table.fortitudeBonus ? table.fortitudeBonus(seat) : 2) // the team's bonus
    readonly property bool knockedOut: damage >= toKo && toKo > 0
    readonly property string title: info.displayName || info.name || ""

    objectName: "kaiju_" + seat + "_" + character
    radius: 8
    color: Qt.darker(info.kind === "ally" ? KaijuLook.kindColor("ally") : KaijuLook.affiliationColor(info.affiliation), knockedOut ? 3.2 : 1.9)
    border.color: chosen ? "white" : lit ? Theme.legal : fighting ? Theme.danger : info.active ? Theme.accent : Theme.panelBorder
    border.width: chosen ? 4 : lit || fighting || info.active ? 3 : 1
    opacity: knockedOut ? 0.6 : 1
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1: %2 damage of %3%4").arg(title).arg(damage).arg(toKo)
                     .arg(info.active ? qsTr(", in the city") : "")
    activeFocusOnTab: lit
    Keys.onReturnPressed: table.kaijuClicked(seat, character)
    Keys.onSpacePressed: table.kaijuClicked(seat, character)

    Rectangle { // the drop or click target glow
        anchors.fill: parent
        radius: parent.radius
        color: Qt.rgba(1, 0.84, 0.3, drop.containsDrag ? 0.35 : 0.14)
        visible: root.lit
    }
    Image {
        id: art
        anchors.top: parent.top
        anchors.topMargin: 4
        anchors.horizontalCenter: parent.horizontalCenter
        width: parent.width * 0.62
        height: Math.max(10, parent.height - nameLabel.height - bar.height - 16)
        source: KaijuLook.memberArt(root.info)
        sourceSize.width: 128
        sourceSize.height: 128
        fillMode: Image.PreserveAspectFit
        opacity: 0.95
    }
    // An ally (not a kaiju: it does not heal and cannot decline a challenge).
    Rectangle {
        objectName: "allyMark_" + root.seat + "_" + root.character
        visible: root.info.kind === "ally"
        anchors.left: parent.left
        anchors.bottom: nameLabel.top
        anchors.margins: 3
        width: allyText.implicitWidth + 8; height: allyText.implicitHeight + 2
        radius: 4
        color: KaijuLook.kindColor("ally")
        Label { id: allyText; anchors.centerIn: parent; text: qsTr("Ally"); color: "white"; font.pixelSize: Theme.fontSmall }
    }
    // In the city / takes the action.
    Rectangle {
        visible: !!root.info.active
        x: 3; y: 3
        width: cityText.implicitWidth + 8; height: cityText.implicitHeight + 2
        radius: 4
        color: Theme.accent
        Label { id: cityText; anchors.centerIn: parent; text: root.info.selected ? qsTr("★ City") : qsTr("City"); color: "#1a1a1a"; font.pixelSize: Theme.fontSmall; font.bold: true }
    }
    // Damage counters.
    CounterBadge {
        objectName: "damage_" + root.seat + "_" + root.character
        visible: root.damage > 0
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 3
        value: root.damage
        label: qsTr("Damage")
        color: Theme.danger
        compact: root.width < 80
    }
    // The scar, a violet chip.
    Rectangle {
        visible: !!root.info.scar
        anchors.right: parent.right
        anchors.bottom: nameLabel.top
        anchors.margins: 3
        width: scarText.implicitWidth + 8; height: scarText.implicitHeight + 2
        radius: 4
        color: "#6e4a6e"
        Label { id: scarText; anchors.centerIn: parent; text: qsTr("Scar"); color: "white"; font.pixelSize: Theme.fontSmall }
        ToolTip.visible: scarHover.hovered
        ToolTip.text: root.info.scar ? (root.info.scar.displayName || root.info.scar.name || "") + ": " + (root.info.scar.displayText || root.info.scar.text || "") : ""
        HoverHandler { id: scarHover }
    }
    Label {
        id: nameLabel
        anchors.bottom: bar.top
        anchors.bottomMargin: 2
        x: 4
        width: parent.width - 8
        text: root.title
        color: Theme.text
        font.pixelSize: Theme.fontSmall
        font.bold: true
        // Small tiles (the top rows of a crowded table) shrink a long name before cutting it.
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Math.max(8, Math.round(Theme.fontSmall * 0.75))
        horizontalAlignment: Text.AlignHCenter
        elide: Text.ElideRight
    }
    // Damage against the KO threshold: a bar with the numbers.
    Rectangle {
        id: bar
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 4
        x: 4
        width: parent.width - 8
        height: Math.max(12, Theme.fontSmall + 3)
        radius: 3
        color: "#1b1b1b"
        Rectangle {
            width: parent.width * Math.min(1, root.toKo > 0 ? root.damage / root.toKo : 0)
            height: parent.height
            radius: 3
            color: root.damage * 3 >= root.toKo * 2 ? Theme.danger : "#d69a3a"
            Behavior on width { NumberAnimation { duration: Math.max(1, Theme.animMs * 3) } }
        }
        Label {
            anchors.centerIn: parent
            text: root.knockedOut ? qsTr("KO") : qsTr("%1 / %2").arg(root.damage).arg(root.toKo)
            color: "white"
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }
    Label {
        visible: root.knockedOut
        anchors.centerIn: art
        text: qsTr("KO")
        color: Theme.danger
        font.pixelSize: Math.round(root.width / 3.5)
        font.bold: true
        style: Text.Outline
        styleColor: "black"
    }
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onClicked: (mouse) => {
            if (mouse.button === Qt.RightButton || !root.lit)
                root.table.zoom.show(root.info)
            else
                root.table.kaijuClicked(root.seat, root.character)
        }
        onPressAndHold: root.table.zoom.show(root.info)
    }
    DropArea {
        id: drop
        anchors.fill: parent
        keys: ["card"]
        onDropped: (event) => {
            if (!root.table.kaijuDropped(root.seat, root.character))
                return
            event.accept(Qt.MoveAction)
            root.table.dragLayer.dropOk = true
        }
    }
}
