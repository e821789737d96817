import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop

Page {
    id: root
    signal back()
    background: Rectangle { color: Theme.background }
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 36
        spacing: 18
        RowLayout {
            Button { objectName: "settingsBack"; text: qsTr("Back"); onClicked: root.back() }
            Label { objectName: "settingsTitle"; text: qsTr("Settings"); color: Theme.text; font.pixelSize: Theme.fontTitle }
        }
        RowLayout {
            Label { text: qsTr("Language"); color: Theme.text; Layout.preferredWidth: 200 }
            ComboBox {
                objectName: "languageBox"
                model: ["English", "日本語"]
                currentIndex: AppSettings.languages.indexOf(AppSettings.language)
                onActivated: (i) => AppSettings.language = AppSettings.languages[i]
                Accessible.name: qsTr("Language")
            }
        }
        RowLayout {
            Label { text: qsTr("Card size"); color: Theme.text; Layout.preferredWidth: 200 }
            Slider {
                from: 60; to: 200; stepSize: 10
                value: AppSettings.cardSize
                onMoved: AppSettings.cardSize = value
                Accessible.name: qsTr("Card size")
            }
            Label { text: AppSettings.cardSize + "%"; color: Theme.textDim }
        }
        RowLayout {
            Label { text: qsTr("Animations"); color: Theme.text; Layout.preferredWidth: 200 }
            Switch {
                checked: AppSettings.animations
                onToggled: AppSettings.animations = checked
                Accessible.name: qsTr("Animations")
            }
        }
        RowLayout {
            Label {
                text: qsTr("After my move, show the table for")
                color: Theme.text
                Layout.preferredWidth: 200
                wrapMode: Text.WordWrap
            }
            SpinBox {
                objectName: "moveReviewSpin"
                from: 0; to: 30
                value: AppSettings.moveReviewSeconds
                onValueModified: AppSettings.moveReviewSeconds = value
                textFromValue: (v) => v === 0 ? qsTr("no pause") : qsTr("%n second(s)", "", v)
                valueFromText: (t) => parseInt(t) || 0
                Accessible.name: qsTr("After my move, show the table for")
            }
            Label {
                text: qsTr("Hot-seat: you see your card land and the log line, then press Done or wait, and the curtain comes down.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.maximumWidth: 700
            }
        }
        RowLayout {
            Label {
                objectName: "showSeedLabel"
                text: qsTr("Show the seed during play (reveals every hand)")
                color: Theme.text
                Layout.preferredWidth: 200
                wrapMode: Text.WordWrap
            }
            Switch {
                objectName: "showSeedSwitch"
                checked: AppSettings.showSeedDuringPlay
                onToggled: AppSettings.showSeedDuringPlay = checked
                Accessible.name: qsTr("Show the seed during play (reveals every hand)")
            }
            Label {
                objectName: "showSeedWarning"
                text: qsTr("Reveals every hand: anyone who sees the seed can recompute every player's cards and the order of the deck. Off, hot-seat games show the seed when they end. On a LAN the seed stays hidden until the end either way.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.maximumWidth: 700
            }
        }
        RowLayout {
            Label { text: qsTr("Drawing"); color: Theme.text; Layout.preferredWidth: 200 }
            ComboBox {
                objectName: "rendererBox"
                readonly property var values: ["auto", "gpu", "software"]
                model: [qsTr("Automatic"), qsTr("Graphics card (OpenGL)"), qsTr("Software")]
                currentIndex: Math.max(0, values.indexOf(AppSettings.renderer))
                onActivated: (i) => AppSettings.renderer = values[i]
                implicitContentWidthPolicy: ComboBox.WidestText
                Accessible.name: qsTr("Drawing")
            }
            Label {
                objectName: "rendererNote"
                text: (AppSettings.softwareRendering ? qsTr("Drawing in software now.") : qsTr("Drawing with the graphics card now."))
                      + " " + qsTr("A change applies the next time Tabletop starts. Automatic draws in software on a machine without a graphics device (a virtual machine, a remote desktop): it starts faster and uses less memory there; buttons then have no shadows.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Layout.maximumWidth: 700
            }
        }
        Item { Layout.fillHeight: true }
    }
}
