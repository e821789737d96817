#pragma once

#include "core/Match.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace tabletop::session {

// The authority over one game. Seats submit actions; the host applies them through the
// rules, keeps the log, autosaves, and tells each seat only what that seat may see.
// Hot-seat drives it in-process; LAN will drive the same host from sockets, so the API
// speaks in seats and JSON, never in widgets.
class MatchHost : public QObject {
    Q_OBJECT
public:
    MatchHost(const core::GameRules& rules, core::MatchConfig config, QObject* parent = nullptr);
    // A game that starts from a scenario position (see docs/scenarios.md) instead of setup.
    MatchHost(const core::GameRules& rules, core::MatchConfig config, const core::Json& position, QObject* parent = nullptr);
    // From a saved record. Returns null and sets *error when the record is bad.
    static std::unique_ptr<MatchHost> fromRecord(const core::Json& record, QString* error);

    const core::Match& match() const { return *m_match; }
    const core::MatchConfig& config() const { return m_match->config(); }

    core::Result submit(const core::Action& action);
    bool canUndo() const { return m_match->canUndo(); }
    bool undo();

    // The game log as one seat (or a spectator) may read it: [{index, type, data, message}].
    core::Json logFor(std::optional<core::Seat> seat) const;

    void setAutosavePath(const QString& path) { m_autosavePath = path; }
    QString autosavePath() const { return m_autosavePath; }
    bool save(const QString& path, QString* error) const;
    QString lastSaveError() const { return m_lastSaveError; }

signals:
    // After every accepted action (and after undo): views, prompt and log may have changed.
    void changed();

private:
    void autosave();

    std::unique_ptr<core::Match> m_match;
    struct LogEntry {
        std::size_t actionIndex; // 0 = setup
        core::Event event;
    };
    std::vector<LogEntry> m_log;
    QString m_autosavePath;
    QString m_lastSaveError;
};

} // namespace tabletop::session
