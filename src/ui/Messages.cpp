#include "Messages.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tabletop::ui {

namespace {
QStringList g_seatNames;

QString itemText(const QString& key, const QVariant& value)
{
    const QString s = value.toString();
    if (key == QLatin1String("seat") || key == QLatin1String("owner") || key == QLatin1String("caster")) {
        bool ok = false;
        const int seat = s.toInt(&ok);
        if (ok && seat >= 0 && seat < g_seatNames.size())
            return g_seatNames.at(seat);
        return ok ? QCoreApplication::translate("rules", "Player %1").arg(seat + 1) : s;
    }
    if (key == QLatin1String("character") || key == QLatin1String("speaker") || key == QLatin1String("with") ||
        key == QLatin1String("on") || key.startsWith(QLatin1String("eva")))
        return Messages::characterName(s);
    if (key.startsWith(QLatin1String("element")))
        return Messages::elementName(s);
    if (key.startsWith(QLatin1String("spell")))
        return Messages::spellName(s);
    return s;
}
} // namespace

void Messages::setSeatNames(const QStringList& names) { g_seatNames = names; }

QString Messages::characterName(const QString& name)
{
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("characters", "Shinji"),    QT_TRANSLATE_NOOP("characters", "Rei"),
        QT_TRANSLATE_NOOP("characters", "Asuka"),     QT_TRANSLATE_NOOP("characters", "Misato"),
        QT_TRANSLATE_NOOP("characters", "Ritsuko"),   QT_TRANSLATE_NOOP("characters", "Gendou"),
        QT_TRANSLATE_NOOP("characters", "Unit Zero"), QT_TRANSLATE_NOOP("characters", "Unit One"),
        QT_TRANSLATE_NOOP("characters", "Unit Two"),
    };
    for (const char* n : names)
        if (name == QLatin1String(n))
            return QCoreApplication::translate("characters", n);
    return name;
}

QString Messages::elementName(const QString& element)
{
    if (element == QLatin1String("red"))
        return QCoreApplication::translate("elements", "red");
    if (element == QLatin1String("blue"))
        return QCoreApplication::translate("elements", "blue");
    if (element == QLatin1String("yellow"))
        return QCoreApplication::translate("elements", "yellow");
    if (element == QLatin1String("black"))
        return QCoreApplication::translate("elements", "black");
    if (element == QLatin1String("white"))
        return QCoreApplication::translate("elements", "white");
    return element;
}

QString Messages::spellName(const QString& spell)
{
    if (spell == QLatin1String("cthugha"))
        return QCoreApplication::translate("spells", "Cthugha");
    if (spell == QLatin1String("cthulhu"))
        return QCoreApplication::translate("spells", "Cthulhu");
    if (spell == QLatin1String("hastur"))
        return QCoreApplication::translate("spells", "Hastur");
    if (spell == QLatin1String("nyarlathotep"))
        return QCoreApplication::translate("spells", "Nyarlathotep");
    if (spell == QLatin1String("eihort"))
        return QCoreApplication::translate("spells", "Eihort");
    return spell;
}

QString Messages::substitute(QString pattern, const QVariantMap& args)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z0-9_]+)\\}"));
    QString out;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(pattern);
    while (it.hasNext()) {
        const auto m = it.next();
        out += pattern.mid(last, m.capturedStart() - last);
        const QString key = m.captured(1);
        const QVariant value = args.value(key);
        QString s;
        if (value.typeId() == QMetaType::QVariantList) {
            QStringList parts;
            for (const auto& v : value.toList())
                parts << itemText(key, v);
            s = parts.join(QCoreApplication::translate("rules", ", "));
        } else {
            s = itemText(key, value);
        }
        out += args.contains(key) ? s : m.captured(0);
        last = m.capturedEnd();
    }
    out += pattern.mid(last);
    return out;
}

QString Messages::text(const QVariantMap& message)
{
    const QString id = message.value(QStringLiteral("id")).toString();
    const char* pattern = id.isEmpty() ? nullptr : templateFor(id);
    if (!pattern && !id.isEmpty())
        pattern = netTemplateFor(id);
    if (!pattern) // a message this UI has no sentence for: the rules' own English
        return message.value(QStringLiteral("text")).toString();
    // A "count" argument picks the plural form (%n in the sentence), so no "grimoire(s)".
    const QVariantMap args = message.value(QStringLiteral("args")).toMap();
    const int n = args.contains(QStringLiteral("count")) ? args.value(QStringLiteral("count")).toInt() : -1;
    QString text = substitute(QCoreApplication::translate("rules", pattern, nullptr, n), args);
    // A sentence ending in a card name that ends in "!" or "?" takes no second full stop.
    text.replace(QLatin1String("!."), QLatin1String("!"));
    text.replace(QLatin1String("?."), QLatin1String("?"));
    return text;
}

} // namespace tabletop::ui
