#pragma once

#include "catalog/CatalogIndex.h"

#include <QAbstractListModel>
#include <QTimer>
#include <QVariantMap>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The cards of one game that match what the user typed and chose: full-text words, filters
// from the game's schema, "owned only", a sort. Re-queries the index whenever any of them
// changes (cheap enough for every keystroke, see bench_catalog).
class CardSearchModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY queryChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY queryChanged)
    Q_PROPERTY(QVariantMap filters READ filters WRITE setFilters NOTIFY queryChanged)
    Q_PROPERTY(bool ownedOnly READ ownedOnly WRITE setOwnedOnly NOTIFY queryChanged)
    Q_PROPERTY(QString sortField READ sortField WRITE setSortField NOTIFY queryChanged)
    Q_PROPERTY(bool descending READ descending WRITE setDescending NOTIFY queryChanged)
    Q_PROPERTY(int total READ total NOTIFY resultsChanged) // -1 while the exact count is pending
    Q_PROPERTY(int count READ count NOTIFY resultsChanged)
    // [{name, kind: "choice"|"range"|"text", choices, min, max}] for the game, from its schema.
    Q_PROPERTY(QVariantList fields READ fields NOTIFY fieldsChanged)
public:
    enum Roles {
        CardIdRole = Qt::UserRole + 1,
        NameRole,
        TypeRole,
        TextRole,
        RarityRole,
        SetRole,
        OwnedRole,
        DataRole,
        GameRole,
        DisplayNameRole, // name and text in the reader's language (cards/<game>/i18n), else as written
        DisplayTextRole,
    };
    explicit CardSearchModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString game() const { return m_query.game; }
    void setGame(const QString& game);
    QString text() const { return m_query.text; }
    void setText(const QString& text);
    QVariantMap filters() const { return m_filters; }
    void setFilters(const QVariantMap& filters);
    bool ownedOnly() const { return m_query.ownedOnly; }
    void setOwnedOnly(bool on);
    QString sortField() const { return m_query.sortField; }
    void setSortField(const QString& field);
    bool descending() const { return m_query.descending; }
    void setDescending(bool on);
    int total() const { return m_total; }
    int count() const { return static_cast<int>(m_rows.size()); }
    QVariantList fields() const { return m_fields; }

    // Every field of the card in a row, for the large view: {game, id, name, ..., data}.
    Q_INVOKABLE QVariantMap get(int row) const;
    Q_INVOKABLE bool setOwned(int row, int count);
    Q_INVOKABLE void refresh();

signals:
    void queryChanged();
    void resultsChanged();
    void fieldsChanged();

private:
    void scheduleRefresh();
    void loadFields();

    catalog::SearchQuery m_query;
    QVariantMap m_filters;
    QList<catalog::CardRow> m_rows;
    int m_total = 0;
    QVariantList m_fields;
    QTimer m_timer;
    QTimer m_countTimer; // the exact total, once typing pauses
};

QVariantMap cardRowToMap(const catalog::CardRow& row);

} // namespace tabletop::ui
