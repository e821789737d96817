import QtQuick
import Tabletop

// Material draws the shadows of buttons, popups and menus as a layer with a shader effect, and
// Qt Quick's software renderer draws no shader effects: the whole background would vanish. So
// where the scene graph draws in software (main.cpp's --renderer, or a platform without OpenGL
// such as offscreen) this turns the item's layer off; the control is drawn flat, without its
// shadow. Elsewhere the Material binding stays as it is (issue 20).
Binding {
    property Item item
    target: item ? item.layer : null
    property: "enabled"
    value: false
    when: item !== null && (AppSettings.softwareRendering || item.GraphicsInfo.api === GraphicsInfo.Software)
    restoreMode: Binding.RestoreBindingOrValue
}
