import QtQuick
import QtQuick.Controls.Material as Material

// Material's Menu, drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why). The app's QML gets this type through "import Tabletop".
Material.Menu {
    id: control
    NoShadowInSoftware { item: control.background }
}
