#pragma once

#include "core/Json.h"

#include <QString>
#include <optional>

namespace tabletop::session {

// Whole-file JSON documents written atomically (QSaveFile: a crash mid-write leaves the old
// file intact) and read back with errors that say what and where.
class SaveStore {
public:
    static bool write(const QString& path, const core::Json& doc, QString* error);
    static std::optional<core::Json> read(const QString& path, QString* error);
    // Where the hot-seat autosave lives (the user's data folder).
    static QString autosavePath();
};

} // namespace tabletop::session
