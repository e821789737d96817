import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

// Couch mode on the big screen (issue 18): per phone seat its QR code and address with the
// seat's one-time code until a phone takes it, a new code for a lost phone, who the game waits
// for, and the curtain of the seats played on this screen. Before the game starts it fills
// the page; at the table it is a column beside it.
Item {
    id: root
    property LanController lan
    property GameController controller // the table's: the stop phases' names in the reader's words
    // true: the game has not started; the QR codes are the whole page.
    property bool lobby: true
    signal leave()

    // One phone seat: name, state, and (until a phone holds the seat) the QR code and address.
    component PhoneCard: Rectangle {
        id: card
        required property var modelData
        property int qrSize: 200
        readonly property bool showCode: !modelData.joined
        objectName: "phoneSeat" + modelData.seat
        implicitWidth: Math.max(cardColumn.implicitWidth, qrSize) + 24
        implicitHeight: cardColumn.implicitHeight + 20
        radius: 8
        color: Theme.panel
        border.width: modelData.prompted ? 3 : 1
        border.color: modelData.prompted ? Theme.accent : Theme.panelBorder
        ColumnLayout {
            id: cardColumn
            anchors.centerIn: parent
            spacing: 6
            Label {
                text: card.modelData.name
                textFormat: Text.PlainText
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                objectName: "phoneState" + card.modelData.seat
                Layout.alignment: Qt.AlignHCenter
                textFormat: Text.PlainText
                color: card.modelData.prompted ? Theme.accent : card.modelData.connected ? Theme.good : Theme.textDim
                text: card.modelData.prompted && card.modelData.connected
                      ? qsTr("Waiting for %1's phone").arg(card.modelData.name)
                      : !card.modelData.joined ? qsTr("Scan to take seat %1").arg(card.modelData.seat + 1)
                      : !card.modelData.connected ? qsTr("Phone away; it reconnects by itself")
                      : root.lobby && !card.modelData.ready ? qsTr("Joined; press Ready on the phone")
                      : root.lobby ? qsTr("Ready") : qsTr("Phone connected")
            }
            QrCode {
                objectName: "phoneQr" + card.modelData.seat
                visible: card.showCode
                text: card.showCode ? card.modelData.url : ""
                Layout.preferredWidth: card.qrSize
                Layout.preferredHeight: card.qrSize
                Layout.alignment: Qt.AlignHCenter
                Accessible.name: qsTr("QR code of the page for seat %1").arg(card.modelData.seat + 1)
            }
            // Without a camera: the page's address and the seat's short code, to type.
            TextEdit {
                objectName: "phoneAddress" + card.modelData.seat
                visible: card.showCode
                readOnly: true
                selectByMouse: true
                textFormat: TextEdit.PlainText
                text: card.modelData.pageUrl
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: TextEdit.WrapAnywhere
                horizontalAlignment: TextEdit.AlignHCenter
                Layout.preferredWidth: card.qrSize
            }
            Label {
                objectName: "phoneShortCode" + card.modelData.seat
                visible: card.showCode && card.modelData.shortCode !== ""
                textFormat: Text.PlainText
                // Two groups of three, as a person reads it out; the page takes it either way.
                text: qsTr("Code %1").arg(card.modelData.shortCode.slice(0, 3) + " " + card.modelData.shortCode.slice(3))
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.family: "monospace"
                font.letterSpacing: 2
                Layout.alignment: Qt.AlignHCenter
            }
            Button {
                objectName: "newPhoneCode" + card.modelData.seat
                Layout.alignment: Qt.AlignHCenter
                text: qsTr("New code")
                onClicked: root.lan.newPhoneCode(card.modelData.seat)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("For a lost phone: the old code and the phone on this seat are cut off")
            }
        }
    }

    // At the table, a phone that holds its seat: one compact line (its name, its state, New
    // code), so that five of them leave the game log readable.
    component PhoneChip: Rectangle {
        id: chip
        required property var modelData
        objectName: "phoneSeat" + modelData.seat
        implicitWidth: chipRow.implicitWidth + 16
        implicitHeight: chipRow.implicitHeight + 8
        radius: 6
        color: Theme.panel
        border.width: modelData.prompted ? 2 : 1
        border.color: modelData.prompted ? Theme.accent : Theme.panelBorder
        RowLayout {
            id: chipRow
            anchors.centerIn: parent
            spacing: 8
            Label {
                text: chip.modelData.name
                textFormat: Text.PlainText
                color: Theme.text
                font.bold: true
            }
            Label {
                objectName: "phoneState" + chip.modelData.seat
                textFormat: Text.PlainText
                font.pixelSize: Theme.fontSmall
                color: chip.modelData.prompted ? Theme.accent : chip.modelData.connected ? Theme.good : Theme.textDim
                text: chip.modelData.prompted && chip.modelData.connected ? qsTr("their move")
                      : !chip.modelData.connected ? qsTr("phone away; it reconnects by itself")
                      : qsTr("phone connected")
            }
            ToolButton {
                objectName: "newPhoneCode" + chip.modelData.seat
                text: qsTr("New code")
                font.pixelSize: Theme.fontSmall
                onClicked: root.lan.newPhoneCode(chip.modelData.seat)
                ToolTip.visible: hovered
                ToolTip.text: qsTr("For a lost phone: the old code and the phone on this seat are cut off")
            }
        }
    }

    // Before the start: a page of codes.
    Rectangle {
        anchors.fill: parent
        visible: root.lobby
        color: Theme.background
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 30
            spacing: 18
            RowLayout {
                Button { objectName: "couchLeave"; text: qsTr("Back"); onClicked: root.leave() }
                Label {
                    text: qsTr("Players, take your seats with your phones")
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                }
            }
            Label {
                text: qsTr("Scan your seat's QR code with the phone's camera (the phone must be on the same network as this computer), or open the address under it in the phone's browser and type the seat's code. The game starts when every phone is ready.")
                color: Theme.textDim
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Flow {
                spacing: 18
                Layout.fillWidth: true
                Repeater {
                    model: root.lan ? root.lan.phoneSeats : []
                    delegate: PhoneCard { qrSize: 240 }
                }
            }
            Label {
                visible: root.lan && root.lan.screenSeats.length > 0
                text: qsTr("On this screen, behind a curtain: %1").arg(root.lan ? root.lan.screenSeats.map(s => s.name).join(", ") : "")
                textFormat: Text.PlainText
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                text: root.lan ? root.lan.errorText : ""
                color: Theme.danger
                visible: text.length > 0
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true }
        }
    }

    // At the table: the phones at the bottom right, over the end of the game log: a line each,
    // and the whole card with its QR code for a seat waiting for a (new) phone.
    // A positioner, not a ColumnLayout: the phone seats change as phones come and go (Qt 6.4's
    // layouts can read a delegate the Repeater has just destroyed).
    Column {
        visible: !root.lobby
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12
        anchors.rightMargin: 12
        spacing: 6
        Repeater {
            model: root.lan ? root.lan.phoneSeats : []
            delegate: Loader {
                id: phoneSlot
                required property var modelData
                anchors.right: parent ? parent.right : undefined
                sourceComponent: modelData.joined ? chipComponent : cardComponent
                Component { id: chipComponent; PhoneChip { modelData: phoneSlot.modelData } }
                Component { id: cardComponent; PhoneCard { modelData: phoneSlot.modelData; qrSize: 150 } }
            }
        }
    }

    // Who the game waits for, in big letters, so the room knows whose phone to look at. In the
    // top bar, in the room between what the table shows at its left (Leave, the seed) and the
    // host's buttons at its right (bannerLeft, bannerRight: set by the page); a long line of
    // names shrinks, then elides, rather than cover them (960 px wide windows).
    property real bannerLeft: 0
    property real bannerRight: width
    Rectangle {
        id: waitingBanner
        objectName: "waitingPhoneBanner"
        readonly property real room: Math.max(0, root.bannerRight - root.bannerLeft)
        visible: !root.lobby && root.lan && root.lan.waitingPhones.length > 0
        x: root.bannerLeft + (room - width) / 2
        anchors.top: parent.top
        anchors.topMargin: 3
        width: Math.min(waitingPhoneText.width + 30, room)
        height: 40
        radius: 8
        color: Theme.panel
        border.color: Theme.accent
        TextMetrics {
            id: waitingPhoneText
            font.pixelSize: Theme.fontLarge
            text: waitingPhoneLabel.text
        }
        Label {
            id: waitingPhoneLabel
            objectName: "waitingPhoneLabel"
            anchors.centerIn: parent
            width: parent.width - 20
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            text: root.lan ? qsTr("Waiting for %1's phone").arg(root.lan.waitingPhones) : ""
            color: Theme.accent
            font.pixelSize: Theme.fontLarge
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
    }

    // The curtain of the seats played on this screen: the table shows the public view until
    // the seat to decide says who it is, and goes back to it once that seat is done.
    Rectangle {
        id: curtainBar
        objectName: "couchCurtain"
        readonly property int seat: root.lan ? root.lan.screenTurnSeat : -1
        readonly property int shown: root.lan ? root.lan.shownSeat : -1
        visible: !root.lobby && (seat >= 0 || shown >= 0)
        // In the top bar's free room as the waiting banner (it may still be wider than that).
        x: root.bannerLeft + Math.max(0, (root.bannerRight - root.bannerLeft - width) / 2)
        anchors.top: parent.top
        anchors.topMargin: 0
        // The stops beside the name when the top bar has room for both, else under it.
        readonly property bool oneLine: !stopsRow.visible
                                        || curtainRow.implicitWidth + stopsRow.implicitWidth + 24 + 30 <= root.bannerRight - root.bannerLeft
        width: (oneLine ? curtainRow.implicitWidth + (stopsRow.visible ? stopsRow.implicitWidth + 24 : 0)
                        : Math.max(curtainRow.implicitWidth, stopsRow.implicitWidth)) + 30
        height: oneLine ? Math.max(curtainRow.implicitHeight, stopsRow.visible ? stopsRow.implicitHeight : 0)
                        : curtainRow.implicitHeight + stopsRow.implicitHeight + 4
        radius: 8
        color: Theme.panel
        border.color: Theme.accent
        function nameOf(seat) {
            for (const s of root.lan.screenSeats)
                if (s.seat === seat) return s.name
            return qsTr("Seat %1").arg(seat + 1)
        }
        // The deciding seat's stops, as at a hot-seat curtain: when it wants to be asked about
        // reactions (the host passes for it at once when not).
        readonly property var stopPhases: root.lan && root.lan.couch ? root.lan.stopPhases() : []
        readonly property var stops: root.lan && curtainBar.seat >= 0 && root.lan.phoneSeats.length >= 0
                                     ? root.lan.screenSeatStops(curtainBar.seat) : ({})
        RowLayout {
            id: curtainRow
            x: curtainBar.oneLine ? 15 : (curtainBar.width - width) / 2
            anchors.verticalCenter: curtainBar.oneLine ? parent.verticalCenter : undefined
            spacing: 12
            Label {
                objectName: "couchCurtainText"
                textFormat: Text.PlainText
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                // In a narrow window the line shrinks, then elides, so the bar keeps to the top
                // bar's free room (the button beside it stays whole).
                Layout.maximumWidth: Math.max(100, root.bannerRight - root.bannerLeft - 30 - 12
                                                   - (showSeatButton.visible ? showSeatButton.implicitWidth : hideSeatButton.implicitWidth))
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontSmall
                elide: Text.ElideRight
                text: curtainBar.shown >= 0
                      ? qsTr("%1's hand is showing").arg(curtainBar.nameOf(curtainBar.shown))
                      : qsTr("%1 decides on this screen").arg(curtainBar.nameOf(curtainBar.seat))
            }
            Button {
                id: showSeatButton
                objectName: "couchShowSeat"
                visible: curtainBar.shown < 0
                highlighted: true
                text: qsTr("I am %1").arg(curtainBar.nameOf(curtainBar.seat))
                onClicked: root.lan.showSeat(curtainBar.seat)
            }
            Button {
                id: hideSeatButton
                objectName: "couchHideSeat"
                visible: curtainBar.shown >= 0
                text: qsTr("Hide my hand")
                onClicked: root.lan.hideSeat()
            }
        }
        StopsChooser {
            id: stopsRow
            objectName: "couchStops"
            x: curtainBar.oneLine ? curtainRow.x + curtainRow.width + 24 : (curtainBar.width - width) / 2
            y: curtainBar.oneLine ? (curtainBar.height - height) / 2 : curtainRow.implicitHeight + 2
            visible: curtainBar.shown < 0 && curtainBar.seat >= 0 && curtainBar.stopPhases.length > 0
            label: qsTr("Ask %1 about reactions:").arg(curtainBar.nameOf(curtainBar.seat))
            modeBoxName: "couchStopMode"
            mode: curtainBar.stops.mode || "always"
            ticked: curtainBar.stops.phases || []
            phases: curtainBar.stopPhases
            phaseName: (p) => root.controller ? root.controller.messageText({id: root.controller.gameId + ".stop." + p,
                                                                             text: p, args: {}}) : p
            onChosen: (mode, phases) => root.lan.setScreenSeatStops(curtainBar.seat, mode, phases)
        }
    }
}
