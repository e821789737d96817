import QtQuick
import QtQuick.Controls.Material as Material

// Material's Switch, its handle drawn without its shadow where the scene graph draws in software
// (NoShadowInSoftware.qml says why).
Material.Switch {
    id: control
    NoShadowInSoftware { item: control.indicator && control.indicator.handle ? control.indicator.handle : null }
}
