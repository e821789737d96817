#pragma once

#include <QAbstractListModel>
#include <QSet>
#include <QVariantList>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The cards of one zone of the current view (a hand, a library column, the explore area...).
// Updated by the controller from each new view with row-level inserts/removes/moves keyed
// by card id, so delegates keep their identity and can animate.
class ZoneModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Zone models come from GameController.zone()")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
public:
    enum Role { CardIdRole = Qt::UserRole + 1, CardRole, HiddenRole, LegalRole };

    explicit ZoneModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the contents; `legal` is the set of card ids the viewer may act on now.
    void setCards(const QVariantList& cards, const QSet<QString>& legal);
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

private:
    static QString idOf(const QVariant& card);
    QVariantList m_cards;
    QSet<QString> m_legal;
};

} // namespace tabletop::ui
