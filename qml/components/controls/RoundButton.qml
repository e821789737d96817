import QtQuick
import QtQuick.Controls.Material as Material

// Material's RoundButton, drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why). The app's QML gets this type through "import Tabletop".
Material.RoundButton {
    id: control
    NoShadowInSoftware { item: control.background }
}
