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
    // Where the hot-seat autosave lives (the user's data folder).
    static QString autosavePath();
};

} // namespace tabletop::session
