import QtQuick
import QtQuick.Controls.Material as Material

// Material's Popup, drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why). The app's QML gets this type through "import Tabletop".
Material.Popup {
    id: control
    NoShadowInSoftware { item: control.background }
}
