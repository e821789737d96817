import QtQuick
import QtQuick.Controls.Material as Material

// Material's ComboBox, its box and its list drawn without their shadows where the scene graph
// draws in software (NoShadowInSoftware.qml says why).
Material.ComboBox {
    id: control
    NoShadowInSoftware { item: control.background }
    NoShadowInSoftware { item: control.popup ? control.popup.background : null }
}
