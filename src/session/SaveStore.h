#pragma once

#include "core/Json.h"

#include <QString>
#include <optional>

namespace tabletop::session {

// Whole-file JSON documents written atomically (QSaveFile: a crash mid-write leaves the old
// file intact) and read back with errors that say what and where.
class SaveStore {
public:
    // durable: also flush the file's data and then its folder to disk (fsync), so the new file
    // survives a crash or power loss once this returns (the LAN host saves so before it tells a
    // guest its action was taken).
    static bool write(const QString& path, const core::Json& doc, QString* error, bool durable = false);
    static std::optional<core::Json> read(const QString& path, QString* error);
    // Where the single hot-seat autosave of earlier versions lived (the user's data folder);
    // still listed among the saved games and resumed into the same file.
    static QString autosavePath();
    // The folder of hot-seat games: each game saves itself there in its own file, named when it
    // starts (game id, date and time), so starting a game never replaces another's save.
    static QString gamesDir();
    // A new, unused file in gamesDir() for a game of `game` started now.
    static QString newGamePath(const QString& game);
    // The summary beside a game's save (game, seats, turn, moves, finished), written by the app
    // so the home page lists saves without replaying them, and the thumbnail of its table.
    static QString summaryPath(const QString& savePath);
    static QString thumbnailPath(const QString& savePath);
};

} // namespace tabletop::session
