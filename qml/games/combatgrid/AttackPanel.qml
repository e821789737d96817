import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tabletop
import "CombatGridLook.js" as Look

// Choosing an attack: the targets in range and sight (the view's attackOptions, which the
// rules computed), then a variation, and before the roll every Advantage and Disadvantage by
// name with the target number it makes. "Roll" asks for the attack; the rules decide.
//   attacker: the acting combatant's id; options: the view's attackOptions
//   names: id -> name; targetId: the chosen target ("" for none)
//   fate: the attacker's fate points left (its sheet in the view); fateUse: "" (none),
//   "advantage" (two Advantages) or "reroll" (a failed test rolled again), spent on this attack
Rectangle {
    id: root
    property string attacker: ""
    property var options: []
    property var names: ({})
    property string targetId: ""
    property string variation: "standard"
    property string location: ""
    property int fate: 0
    property string fateUse: ""
    signal targetChosen(string id)
    signal attackRequested(var action)

    readonly property var chosen: {
        for (const o of options)
            if (o.target === targetId)
                return o
        return null
    }
    readonly property var variationOption: {
        if (!chosen)
            return null
        for (const v of chosen.options)
            if ((v.id || v.variation) === variation)
                return v
        return chosen.options.length ? chosen.options[0] : null
    }
    // A fate point may be spent on any variation but a Charge (the legal actions say so).
    readonly property bool fateOffered: fate > 0 && variationOption !== null && variationOption.variation !== "charge"
    readonly property string fateChosen: fateOffered ? fateUse : ""
    readonly property var modifiers: {
        const m = variationOption ? variationOption.modifiers.slice() : []
        if (fateChosen === "advantage")
            m.push({ name: "fatePoint", value: 20 })
        return m
    }
    // A variation may roll another skill (a Grapple is the unarmed Melee attack).
    readonly property int base: variationOption && variationOption.base !== undefined ? variationOption.base : chosen ? chosen.base : 0
    readonly property string skill: variationOption && variationOption.skill ? variationOption.skill : chosen ? chosen.skill : ""
    readonly property int total: {
        let t = base
        for (const m of modifiers)
            t += m.value
        return t
    }
    readonly property var locations: variationOption && variationOption.locations ? variationOption.locations : []
    readonly property string chosenLocation: locations.indexOf(location) >= 0 ? location : locations.length ? locations[0] : ""
    function action() {
        if (!variationOption)
            return null
        const a = { type: "attack", args: { combatant: attacker, target: targetId, variation: variationOption.variation } }
        // What the variation adds (a Strong Attack's Disadvantages, a Charge's square).
        const extra = variationOption.args || {}
        for (const k in extra)
            a.args[k] = extra[k]
        if (variationOption.variation === "called")
            a.args.location = chosenLocation
        if (fateChosen !== "")
            a.args.fate = fateChosen
        return a
    }

    implicitHeight: col.implicitHeight + 16
    radius: 8
    color: Theme.panel
    border.color: options.length ? Theme.danger : Theme.panelBorder

    ColumnLayout {
        id: col
        x: 8
        y: 8
        width: root.width - 16
        spacing: 6
        Label {
            text: root.options.length ? qsTr("Attack: choose a target (lit in red on the map)") : qsTr("No target in range and sight")
            color: root.options.length ? Theme.text : Theme.textDim
            font.pixelSize: Theme.fontSmall
            font.bold: root.options.length > 0
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: root.options
                Button {
                    required property var modelData
                    objectName: "target_" + modelData.target
                    text: (checked ? "\u2714 " : "") + qsTr("%1 (%n sq.)", "", modelData.distance).arg(root.names[modelData.target] || modelData.target)
                    checkable: true
                    checked: root.targetId === modelData.target
                    highlighted: checked
                    font.pixelSize: Theme.fontSmall
                    onClicked: root.targetChosen(modelData.target)
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            visible: root.chosen !== null
            Repeater {
                model: root.chosen ? root.chosen.options : []
                Button {
                    required property var modelData
                    readonly property string optionId: modelData.id || modelData.variation
                    objectName: "variation_" + optionId
                    text: (checked ? "\u2714 " : "") + Look.variationName(optionId)
                    checkable: true
                    checked: root.variationOption !== null && (root.variationOption.id || root.variationOption.variation) === optionId
                    highlighted: checked
                    font.pixelSize: Theme.fontSmall
                    onClicked: root.variation = optionId
                }
            }
        }
        Label {
            objectName: "variationHint"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: text.length > 0
            text: root.variationOption ? Look.variationHint(root.variationOption.variation) : ""
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            font.italic: true
        }
        ComboBox {
            objectName: "calledLocation"
            visible: root.locations.length > 0
            Layout.fillWidth: true
            model: root.locations.map(l => Look.locationName(l))
            currentIndex: Math.max(0, root.locations.indexOf(root.chosenLocation))
            onActivated: (i) => root.location = root.locations[i]
        }
        // A fate point on the test: none, two Advantages, or a reroll if the test fails.
        Label {
            objectName: "fateTitle"
            visible: root.fateOffered
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Fate points: %1 left").arg(root.fate)
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Flow {
            objectName: "fateChoices"
            visible: root.fateOffered
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: [{ use: "", text: qsTr("Keep fate") },
                        { use: "advantage", text: qsTr("Fate: +2 Advantages") },
                        { use: "reroll", text: qsTr("Fate: reroll if it fails") }]
                Button {
                    required property var modelData
                    objectName: "fate_" + (modelData.use || "none")
                    text: (checked ? "\u2714 " : "") + modelData.text
                    checkable: true
                    checked: root.fateChosen === modelData.use
                    highlighted: checked
                    font.pixelSize: Theme.fontSmall
                    ToolTip.visible: hovered && modelData.use !== ""
                    ToolTip.text: modelData.use === "advantage" ? qsTr("Spend a fate point now: two Advantages (+20) on this attack's test.")
                                 : qsTr("Spend a fate point only if the attack's test fails: it is rolled again and the new roll stands.")
                    Accessible.name: text
                    onClicked: root.fateUse = modelData.use
                }
            }
        }
        // The Advantages and Disadvantages, before the roll.
        Column {
            objectName: "modifierList"
            visible: root.chosen !== null
            Layout.fillWidth: true
            spacing: 1
            Text {
                width: parent.width
                text: root.chosen ? qsTr("%1 %2 (base)").arg(Look.skillName(root.skill)).arg(root.base) : ""
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Repeater {
                model: root.modifiers
                Text {
                    required property var modelData
                    objectName: "modifier_" + modelData.name
                    width: parent.width
                    text: (modelData.value >= 0 ? qsTr("Advantage") : qsTr("Disadvantage")) + ": "
                          + Look.modifierName(modelData.name) + " " + Look.signed(modelData.value)
                    color: modelData.value >= 0 ? Theme.good : Theme.danger
                    font.pixelSize: Theme.fontSmall
                }
            }
            Text {
                visible: root.modifiers.length === 0
                text: qsTr("No Advantage or Disadvantage")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
        }
        Label {
            objectName: "attackSummary"
            visible: root.chosen !== null
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("%1 against %2: target %3").arg(Look.variationName(root.variationOption ? (root.variationOption.id || root.variationOption.variation) : ""))
                  .arg(root.chosen ? (root.names[root.chosen.target] || root.chosen.target) : "").arg(root.total)
            color: Theme.text
            font.pixelSize: Theme.fontSmall + 1
            font.bold: true
        }
        Button {
            objectName: "rollAttack"
            visible: root.chosen !== null
            Layout.fillWidth: true
            highlighted: true
            text: qsTr("Roll the attack")
            onClicked: {
                const a = root.action()
                if (a)
                    root.attackRequested(a)
            }
        }
    }
}
