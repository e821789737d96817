import QtQuick
import Tabletop
import "NeotokyoTexts.js" as T

// An Eva beside its pilot: its head, name and Strength (large), whether it is down or
// fighting, and the Eva cards and weapons put on it tucked under. Eva cards dropped here
// are played on it.
Zone {
    id: eva
    property var info: ({})
    property int unit: 0 // 0, 1, 2: Unit Zero, One, Two
    property var zoom
    property var attachedModel: null
    property string art: ""
    readonly property bool down: info && info.down === true
    readonly property bool fighting: info && info.assigned === true
    // Choosing the Evas to send to battle: a click picks or unpicks this one.
    property bool pickable: false
    property bool picked: false
    signal pickToggled()

    title: ""
    minSlots: 0
    radius: 10
    color: lit ? Qt.rgba(1, 0.84, 0.3, 0.35) : down ? Theme.cardBack : picked || fighting ? "#4a3a1c" : "#1a2530"
    border.width: lit || fighting || picked || pickable ? 3 : 1.5
    border.color: lit || pickable && !picked ? Theme.legal : fighting || picked ? Theme.accent : "#5a6e80"
    transform: Scale { id: flip; origin.x: eva.width / 2; xScale: 1 }
    onDownChanged: if (Theme.animMs > 0) flipAnimation.restart()
    NumberAnimation { id: flipAnimation; target: flip; property: "xScale"; from: 0; to: 1; duration: Theme.animMs * 2; easing.type: Easing.OutBack }
    Accessible.name: qsTranslate("characters", info.name || "") + (down ? " " + qsTr("down") : "")

    MouseArea {
        anchors.fill: parent
        enabled: eva.pickable
        cursorShape: eva.pickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: eva.pickToggled()
    }
    Accessible.role: pickable ? Accessible.CheckBox : Accessible.List
    Accessible.checkable: pickable
    Accessible.checked: picked
    Accessible.onPressAction: if (pickable) pickToggled()
    activeFocusOnTab: pickable
    Keys.onSpacePressed: if (pickable) pickToggled()

    TuckedCards {
        z: -1
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height * 0.58 // the lower 42% (name and marks) shows
        model: eva.attachedModel
        faceComponent: eva.faceComponent
        cardWidth: Theme.cardWidth * 0.42
        zoom: eva.zoom
    }

    Item {
        id: head
        x: 5; y: 5
        width: parent.height - 10; height: width
        opacity: eva.down ? 0.35 : 1
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: "#0f161c"
            border.color: T.colourOf(eva.info.pilot || "")
            border.width: 2
            Text {
                anchors.centerIn: parent
                visible: eva.art.length === 0
                text: ["00", "01", "02"][eva.unit] || ""
                color: Theme.text
                font.bold: true
                font.pixelSize: parent.height * 0.38
            }
            Image {
                anchors.fill: parent
                anchors.margins: 3
                visible: eva.art.length > 0
                source: eva.art
                sourceSize: Qt.size(width * 2, height * 2)
                fillMode: Image.PreserveAspectFit
            }
        }
    }
    Column {
        anchors.left: head.right; anchors.leftMargin: 6
        anchors.right: strength.left; anchors.rightMargin: 2
        anchors.verticalCenter: parent.verticalCenter
        Text {
            width: parent.width
            text: qsTranslate("characters", eva.info.name || "")
            color: Theme.text
            font.pixelSize: Theme.fontSmall + 1
            font.bold: true
            elide: Text.ElideRight
        }
        Text {
            width: parent.width
            text: eva.down ? qsTr("Down") : eva.fighting ? qsTr("Fighting") : eva.picked ? qsTr("To battle") : eva.pickable ? qsTr("Send?") : qsTr("Strength")
            color: eva.down ? "#d9c8ea" : eva.fighting ? Theme.accent : Theme.textDim
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
    }
    Text {
        id: strength
        anchors.right: parent.right; anchors.rightMargin: 8
        anchors.verticalCenter: parent.verticalCenter
        text: eva.down ? "\u2013" : eva.info.strength !== undefined ? eva.info.strength : "" // a downed Eva cannot fight
        color: eva.down ? Theme.textDim : Theme.text
        font.pixelSize: Math.max(16, parent.height * 0.42)
        font.bold: true
        Accessible.name: qsTr("Strength %1").arg(text)
    }
}
