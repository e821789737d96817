#include "LogModel.h"

#include "Messages.h"

namespace tabletop::ui {

namespace {
// A roll's modifiers carry ids ("ambushing"); each gets a "label" in the reader's language, from
// the game's names for the key "modifier" (RuleMessages.js), so every log reads "Ambushing +10".
QVariantMap labelSide(QVariantMap side)
{
    const auto it = side.find(QStringLiteral("modifiers"));
    if (it == side.end())
        return side;
    QVariantList mods = it->toList();
    for (QVariant& m : mods) {
        QVariantMap mod = m.toMap();
        mod.insert(QStringLiteral("label"), Messages::valueName(QStringLiteral("modifier"), mod.value(QStringLiteral("name")).toString()));
        m = mod;
    }
    *it = mods;
    return side;
}
} // namespace

QVariantMap LogModel::labelModifiers(QVariantMap roll)
{
    roll = labelSide(roll);
    for (const auto key : {QStringLiteral("initiator"), QStringLiteral("defender")})
        if (roll.contains(key))
            roll.insert(key, labelSide(roll.value(key).toMap()));
    return roll;
}

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent) {}

int LogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant LogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const QVariantMap e = m_entries.at(index.row()).toMap();
    switch (role) {
    case TextRole:
        return Messages::text(e.value(QStringLiteral("message")).toMap());
    case TypeRole:
        return e.value(QStringLiteral("type"));
    case ActionIndexRole:
        return e.value(QStringLiteral("index"));
    case RuleRole:
        return e.value(QStringLiteral("message")).toMap().value(QStringLiteral("rule"));
    case DataRole:
        if (e.value(QStringLiteral("type")).toString() == QLatin1String("roll"))
            return labelModifiers(e.value(QStringLiteral("data")).toMap());
        return e.value(QStringLiteral("data"));
    default:
        return {};
    }
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    return {{TextRole, "text"}, {TypeRole, "type"}, {ActionIndexRole, "actionIndex"}, {RuleRole, "rule"}, {DataRole, "eventData"}};
}

QString LogModel::textAt(int row) const
{
    return data(index(row), TextRole).toString();
}

QVariantMap LogModel::lastOfType(const QString& type) const
{
    for (int row = static_cast<int>(m_entries.size()) - 1; row >= 0; --row) {
        const QVariantMap e = m_entries.at(row).toMap();
        if (e.value(QStringLiteral("type")).toString() == type)
            return {{QStringLiteral("row"), row},
                    {QStringLiteral("data"), e.value(QStringLiteral("data"))},
                    {QStringLiteral("actionIndex"), e.value(QStringLiteral("index"))}};
    }
    return {};
}

QVariantMap LogModel::entryAt(int row) const
{
    if (row < 0 || row >= m_entries.size())
        return {};
    const QModelIndex i = index(row);
    return {{QStringLiteral("text"), data(i, TextRole)},
            {QStringLiteral("type"), data(i, TypeRole)},
            {QStringLiteral("eventData"), data(i, DataRole)},
            {QStringLiteral("actionIndex"), data(i, ActionIndexRole)}};
}

void LogModel::setEntries(const QVariantList& entries)
{
    const int old = static_cast<int>(m_entries.size());
    bool prefix = entries.size() >= old;
    for (int i = 0; prefix && i < old; ++i)
        prefix = entries.at(i) == m_entries.at(i);
    if (prefix) {
        if (entries.size() > old) {
            beginInsertRows({}, old, static_cast<int>(entries.size()) - 1);
            m_entries = entries;
            endInsertRows();
            emit countChanged();
        }
        return;
    }
    beginResetModel();
    m_entries = entries;
    endResetModel();
    emit countChanged();
}

} // namespace tabletop::ui
