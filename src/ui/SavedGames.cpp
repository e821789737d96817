#include "SavedGames.h"

#include "session/MatchHost.h"
#include "session/SaveStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>
#include <algorithm>

namespace tabletop::ui {

using session::SaveStore;

SavedGames::SavedGames(QObject* parent) : QAbstractListModel(parent)
{
    refresh();
}

int SavedGames::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : count();
}

int SavedGames::unfinishedCount() const
{
    return static_cast<int>(
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return !r.finished && r.damaged.isEmpty(); }));
}

QHash<int, QByteArray> SavedGames::roleNames() const
{
    return {{PathRole, "path"},         {GameIdRole, "gameId"},   {SeatNamesRole, "seatNames"},
            {ActionsRole, "actions"},   {TurnRole, "turn"},       {ToMoveRole, "toMove"},
            {FinishedRole, "finished"}, {UpdatedRole, "updated"}, {ThumbnailRole, "thumbnail"},
            {DamagedRole, "damaged"}};
}

QVariant SavedGames::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= count())
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case PathRole: return r.path;
    case GameIdRole: return r.game;
    case SeatNamesRole: return r.seats;
    case ActionsRole: return r.actions;
    case TurnRole: return r.turn;
    case ToMoveRole: return r.toMove;
    case FinishedRole: return r.finished;
    case UpdatedRole: return r.updated;
    case ThumbnailRole: return r.thumbnail;
    case DamagedRole: return r.damaged;
    default: return {};
    }
}

SavedGames::Row SavedGames::describe(const QString& path)
{
    Row row;
    row.path = path;
    const QFileInfo info(path);
    row.updated = info.lastModified();
    if (QFileInfo::exists(SaveStore::thumbnailPath(path)))
        row.thumbnail = QUrl::fromLocalFile(SaveStore::thumbnailPath(path)).toString();
    QString error;
    const auto record = SaveStore::read(path, &error);
    if (!record || !record->is_object() || !record->contains("config") || !(*record)["config"].is_object()) {
        row.damaged = record ? QStringLiteral("%1: not a saved game (no \"config\")").arg(path) : error;
        return row;
    }
    const core::Json& config = (*record)["config"];
    row.game = QString::fromStdString(config.value("game", std::string()));
    if (config.contains("seatNames") && config["seatNames"].is_array())
        for (const auto& n : config["seatNames"])
            if (n.is_string())
                row.seats << QString::fromStdString(n.get<std::string>());
    if (record->contains("actions") && (*record)["actions"].is_array())
        row.actions = static_cast<int>((*record)["actions"].size());
    // The summary the app wrote after the last move: turn, who moves, finished. It only counts
    // when it describes this record (same number of moves); else the record is replayed.
    const auto summary = SaveStore::read(SaveStore::summaryPath(path), &error);
    if (summary && summary->is_object() && summary->value("actions", -1) == row.actions) {
        row.turn = summary->value("turn", 0);
        row.finished = summary->value("finished", false);
        const int toMove = summary->value("toMove", -1);
        if (!row.finished && toMove >= 0 && toMove < row.seats.size())
            row.toMove = row.seats[toMove];
        return row;
    }
    auto host = session::MatchHost::fromRecord(*record, &error);
    if (!host) {
        row.damaged = error;
        return row;
    }
    const auto& match = host->match();
    row.finished = match.outcome().has_value();
    const core::Json view = match.view(std::nullopt);
    if (view.is_object() && view.contains("turn") && view["turn"].is_number_integer())
        row.turn = view["turn"].get<int>();
    const core::Prompt prompt = match.prompt();
    if (!row.finished && !prompt.seats.empty() && prompt.seats.front() < row.seats.size())
        row.toMove = row.seats[prompt.seats.front()];
    return row;
}

void SavedGames::refresh()
{
    beginResetModel();
    m_rows.clear();
    QStringList paths;
    const QDir dir(SaveStore::gamesDir());
    for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files))
        paths << f.absoluteFilePath();
    if (QFileInfo::exists(SaveStore::autosavePath()))
        paths << QFileInfo(SaveStore::autosavePath()).absoluteFilePath();
    for (const QString& p : paths)
        m_rows.push_back(describe(p));
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row& a, const Row& b) { return a.updated > b.updated; });
    endResetModel();
    emit countChanged();
}

bool SavedGames::remove(const QString& path)
{
    const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.path == path; });
    if (it == m_rows.end())
        return false;
    const int row = static_cast<int>(it - m_rows.begin());
    if (!QFile::remove(path) && QFileInfo::exists(path))
        return false;
    QFile::remove(SaveStore::summaryPath(path));
    QFile::remove(SaveStore::thumbnailPath(path));
    beginRemoveRows({}, row, row);
    m_rows.erase(it);
    endRemoveRows();
    emit countChanged();
    return true;
}

QString SavedGames::newestUnfinished() const
{
    for (const Row& r : m_rows)
        if (!r.finished && r.damaged.isEmpty())
            return r.path;
    return {};
}

} // namespace tabletop::ui
