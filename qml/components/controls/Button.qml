import QtQuick
import QtQuick.Controls.Material as Material

// Material's Button, drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why). The app's QML gets this type through "import Tabletop".
Material.Button {
    id: control
    NoShadowInSoftware { item: control.background }
}
