import QtQuick
import QtQuick.Controls
import Tabletop
import "CombatGridLook.js" as Look

// The dice tray of the last attack, from the log's events (core/RollEvent.h and the game's
// "hit" event): each side's target with every modifier by name, the dice, the roll and its
// Degrees of Success or Failure, who won, then the hit location and the damage against
// Physique Bonus and armour with the wounds it dealt.
//   roll: the attack's roll event data ("opposed", or "test" when the target could not oppose)
//   location: the hit location's roll event data, or null (a Called Attack names it)
//   hit: the "hit" event's data, or null (a miss)
//   names: id -> name, for the hit's target
Rectangle {
    id: root
    property var roll: null
    property var location: null
    property var hit: null
    property var names: ({})
    readonly property var sides: !roll ? [] : roll.kind === "opposed" ? [roll.initiator, roll.defender] : [roll]
    readonly property bool missed: roll !== null && !hit
    implicitHeight: content.implicitHeight + 16
    radius: 8
    color: Theme.panel
    border.color: Theme.panelBorder
    Accessible.role: Accessible.StaticText
    Accessible.name: summary.text

    function sideName(i) {
        if (!roll)
            return ""
        if (roll.kind !== "opposed")
            return Look.shortName(roll.who)
        return Look.shortName(i === 0 ? roll.who : roll.against)
    }
    function outcomeText(t) {
        if (!t)
            return ""
        if (t.critical)
            return qsTr("Critical: %n DoS", "", t.degrees)
        if (t.fumble)
            return qsTr("Fumble: %n DoF", "", t.degrees)
        return t.outcome === "success" ? qsTr("Success: %n DoS", "", t.degrees) : qsTr("Failure: %n DoF", "", t.degrees)
    }
    function modifiersText(t) {
        const parts = [qsTr("base %1").arg(t.base)]
        for (const m of t.modifiers || [])
            parts.push(Look.modifierName(m.name) + " " + Look.signed(m.value))
        return parts.join(" · ")
    }

    Column {
        id: content
        x: 8
        y: 8
        width: root.width - 16
        spacing: 6
        Text {
            id: summary
            objectName: "traySummary"
            width: parent.width
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            text: {
                if (!root.roll)
                    return qsTr("Dice tray: no attack rolled yet")
                const who = Look.shortName(root.roll.who), against = Look.shortName(root.roll.against)
                if (root.roll.what === "leap")
                    return root.roll.outcome === "success" ? qsTr("%1 tests Leaping: passed, the leap is not Hindered").arg(who)
                                                           : qsTr("%1 tests Leaping: failed").arg(who)
                if (root.roll.what === "fallOnPurpose")
                    return qsTr("%1 jumps down: the test takes %n off the fall's damage", "",
                                root.roll.outcome === "success" ? root.roll.degrees : 0).arg(who)
                const winner = root.roll.winner === "initiator" ? who : against
                return root.roll.kind === "opposed" ? qsTr("%1 attacks %2: %3 wins").arg(who).arg(against).arg(winner)
                                                    : root.roll.outcome === "success" ? qsTr("%1 attacks, unopposed: a hit").arg(who)
                                                                                      : qsTr("%1 attacks, unopposed: a miss").arg(who)
            }
        }
        Repeater {
            model: root.sides
            Row {
                id: side
                required property var modelData
                required property int index
                objectName: "traySide_" + index
                spacing: 8
                width: content.width
                Row {
                    spacing: 3
                    anchors.verticalCenter: parent.verticalCenter
                    DiceTray {
                        roll: side.modelData
                        dieSize: 26
                    }
                }
                Column {
                    width: side.width - 70
                    spacing: 1
                    Text {
                        width: parent.width
                        elide: Text.ElideRight
                        text: qsTr("%1: rolled %2 against %3").arg(root.sideName(side.index)).arg(side.modelData.roll).arg(side.modelData.target)
                        color: Theme.text
                        font.pixelSize: Theme.fontSmall + 1
                        font.bold: true
                    }
                    Text {
                        objectName: "trayModifiers"
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: root.modifiersText(side.modelData)
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                    Text {
                        objectName: "trayOutcome"
                        text: root.outcomeText(side.modelData)
                        color: side.modelData.outcome === "success" ? Theme.good : Theme.danger
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
            }
        }
        Row {
            visible: root.hit !== null
            spacing: 8
            width: content.width
            DiceTray {
                visible: root.location !== null
                roll: root.location
                dieSize: 26
                anchors.verticalCenter: parent.verticalCenter
            }
            Column {
                width: content.width - (root.location ? 70 : 0)
                spacing: 1
                Text {
                    objectName: "trayLocation"
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: !root.hit ? "" : root.hit.fall ? qsTr("The fall: damage %1 (armour does not count)").arg(root.hit.damage)
                                         : root.location ? qsTr("Hit location (%1): %2").arg(root.location.total !== undefined ? root.location.total : root.location.roll).arg(Look.locationName(root.hit.location))
                                                         : qsTr("Called hit location: %1").arg(Look.locationName(root.hit.location))
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall + 1
                    font.bold: true
                }
                Text {
                    objectName: "trayDamage"
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: !root.hit ? "" : qsTr("Damage %1 against Defence %2 (Physique Bonus %3 + armour %4)")
                                           .arg(root.hit.damage).arg(root.hit.defense).arg(root.hit.defense - root.hit.armour).arg(root.hit.armour)
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                }
                Text {
                    objectName: "trayWounds"
                    width: parent.width
                    wrapMode: Text.WordWrap
                    text: {
                        if (!root.hit)
                            return ""
                        let t = root.hit.wounds > 0 ? qsTr("%n wound(s) to %1", "", root.hit.wounds).arg(root.names[root.hit.target] || root.hit.target)
                                                    : root.hit.fall ? qsTr("No wound") : qsTr("No wound: the armour holds")
                        if (root.hit.exploit)
                            t += " · " + qsTr("Exploit Hit (+1 wound)")
                        if (root.hit.injuries > 0)
                            t += " · " + qsTr("%n injury(ies)", "", root.hit.injuries)
                        if (root.hit.down)
                            t += " · " + qsTr("down")
                        return t
                    }
                    color: root.hit && root.hit.wounds > 0 ? Theme.danger : Theme.good
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
        }
    }
}
