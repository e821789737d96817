#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace tabletop::ui {

// The saved hot-seat games (SaveStore::gamesDir, and the single autosave of earlier versions),
// newest first, for the home page: each with its game, seats, turn and moves, time, whether it
// is finished, and a thumbnail of its table. Read from the summary the app writes beside each
// save; a save without one is described from its record, a file that cannot be read is listed
// as damaged (it can be deleted, never silently dropped).
class SavedGames : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int unfinishedCount READ unfinishedCount NOTIFY countChanged)
public:
    enum Role {
        PathRole = Qt::UserRole + 1,
        GameIdRole,
        SeatNamesRole, // QStringList
        ActionsRole,
        TurnRole,      // 0 when the game has no turn count
        ToMoveRole,    // the name of the seat to move, "" when finished or unknown
        FinishedRole,
        UpdatedRole,   // QDateTime (local)
        ThumbnailRole, // file URL of the table picture, or empty
        DamagedRole,   // the text of the problem when the save cannot be read, else ""
    };
    explicit SavedGames(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(m_rows.size()); }
    int unfinishedCount() const;

    // Reads the folder again.
    Q_INVOKABLE void refresh();
    // Deletes a save with its summary and thumbnail. Only files this model lists.
    Q_INVOKABLE bool remove(const QString& path);
    // The newest save whose game is not over, or "".
    Q_INVOKABLE QString newestUnfinished() const;

signals:
    void countChanged();

private:
    struct Row {
        QString path;
        QString game;
        QStringList seats;
        int actions = 0;
        int turn = 0;
        QString toMove;
        bool finished = false;
        QDateTime updated;
        QString thumbnail;
        QString damaged;
    };
    static Row describe(const QString& path);
    std::vector<Row> m_rows;
};

} // namespace tabletop::ui
