#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The game log as the viewing seat may read it, translated line by line.
class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The log comes from GameController.log")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
public:
    // eventData: the event's data as this seat may see it (a roll entry's dice, target, outcome).
    enum Role { TextRole = Qt::UserRole + 1, TypeRole, ActionIndexRole, RuleRole, DataRole };
    explicit LogModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // entries: [{type, data, message, index}]; appends when the old list is a prefix.
    void setEntries(const QVariantList& entries);
    const QVariantList& entries() const { return m_entries; }
    Q_INVOKABLE QString textAt(int row) const;
    // The latest entry of event type `type`: {row, data, actionIndex}, or an empty map (a table
    // that shows the last reveal or roll reads it from here).
    Q_INVOKABLE QVariantMap lastOfType(const QString& type) const;
    // One entry as a delegate sees it: {text, type, eventData, actionIndex} ({} out of range),
    // for a table that draws the latest events of a kind (a dice tray) without a delegate.
    Q_INVOKABLE QVariantMap entryAt(int row) const;
    // A roll event's data with a translated "label" beside each modifier's id.
    static QVariantMap labelModifiers(QVariantMap roll);

signals:
    void countChanged();

private:
    QVariantList m_entries;
};

} // namespace tabletop::ui
