#include "ZoneModel.h"

namespace tabletop::ui {

ZoneModel::ZoneModel(QObject* parent) : QAbstractListModel(parent) {}

int ZoneModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cards.size());
}

QVariant ZoneModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_cards.size())
        return {};
    const QVariantMap card = m_cards.at(index.row()).toMap();
    switch (role) {
    case CardIdRole:
        return card.value(QStringLiteral("id"));
    case CardRole:
        return card;
    case HiddenRole:
        return card.value(QStringLiteral("hidden")).toBool();
    case LegalRole:
        return m_legal.contains(card.value(QStringLiteral("id")).toString()) ||
               (card.contains(QStringLiteral("spell")) && m_legal.contains(card.value(QStringLiteral("spell")).toString()));
    default:
        return {};
    }
}

QHash<int, QByteArray> ZoneModel::roleNames() const
{
    return {{CardIdRole, "cardId"}, {CardRole, "card"}, {HiddenRole, "hidden"}, {LegalRole, "legal"}};
}

QString ZoneModel::idOf(const QVariant& card)
{
    return card.toMap().value(QStringLiteral("id")).toString();
}

QVariantMap ZoneModel::get(int row) const
{
    return row >= 0 && row < m_cards.size() ? m_cards.at(row).toMap() : QVariantMap();
}

void ZoneModel::setCards(const QVariantList& cards, const QSet<QString>& legal)
{
    const int before = static_cast<int>(m_cards.size());
    // Remove rows whose card left.
    QSet<QString> incoming;
    for (const auto& c : cards)
        incoming.insert(idOf(c));
    for (int i = static_cast<int>(m_cards.size()) - 1; i >= 0; --i) {
        if (!incoming.contains(idOf(m_cards.at(i)))) {
            beginRemoveRows({}, i, i);
            m_cards.removeAt(i);
            endRemoveRows();
        }
    }
    // Walk the new order: move or insert each card into place, then refresh its data.
    m_legal = legal;
    for (int target = 0; target < cards.size(); ++target) {
        const QString id = idOf(cards.at(target));
        int found = -1;
        for (int i = target; i < m_cards.size(); ++i)
            if (idOf(m_cards.at(i)) == id) {
                found = i;
                break;
            }
        if (found < 0) {
            beginInsertRows({}, target, target);
            m_cards.insert(target, cards.at(target));
            endInsertRows();
        } else {
            if (found != target) {
                beginMoveRows({}, found, found, {}, target);
                m_cards.move(found, target);
                endMoveRows();
            }
            m_cards[target] = cards.at(target);
        }
    }
    if (!m_cards.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_cards.size()) - 1));
    if (before != m_cards.size())
        emit countChanged();
}

} // namespace tabletop::ui
