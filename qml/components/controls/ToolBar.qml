import QtQuick
import QtQuick.Controls.Material as Material

// Material's ToolBar, drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why). The app's QML gets this type through "import Tabletop".
Material.ToolBar {
    id: control
    NoShadowInSoftware { item: control.background }
}
