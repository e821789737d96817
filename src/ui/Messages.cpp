#include "Messages.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tabletop::ui {

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
        QVariant value = args.value(key);
        QString s;
        if (value.typeId() == QMetaType::QVariantList) {
            QStringList parts;
            for (const auto& v : value.toList())
                parts << v.toString();
            s = parts.join(QStringLiteral(", "));
        } else {
            s = value.toString();
        }
        if (key.startsWith(QLatin1String("element")))
            s = elementName(s);
        else if (key.startsWith(QLatin1String("spell")))
            s = spellName(s);
        out += args.contains(key) ? s : m.captured(0);
        last = m.capturedEnd();
    }
    out += pattern.mid(last);
    return out;
}

QString Messages::text(const QVariantMap& message)
{
    const QByteArray id = message.value(QStringLiteral("id")).toString().toUtf8();
    const QString english = message.value(QStringLiteral("text")).toString();
    if (id.isEmpty())
        return english;
    const QString translated = QCoreApplication::translate("rules", id.constData());
    if (translated == QString::fromUtf8(id))
        return english;
    return substitute(translated, message.value(QStringLiteral("args")).toMap());
}

} // namespace tabletop::ui
