#pragma once

#include "core/Match.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tabletop::session {

// When a seat wants to be asked about optional responses (the game's core::StopPoints):
// always, only in the phases it ticked, or never. What the player set, never their hand.
struct Stops {
    enum class Mode { Always, Phases, Never };
    Mode mode = Mode::Always;
    std::set<std::string> phases; // Mode::Phases: the phases it is asked in
    bool asks(const std::string& phase) const
    {
        return mode == Mode::Always || (mode == Mode::Phases && phases.count(phase) > 0);
    }

    // The words the pages, saves and the LAN protocol use for a mode: "always", "phases",
    // "never". modeOf gives nothing for any other word.
    static const char* wordOf(Mode mode);
    static std::optional<Mode> modeOf(const std::string& word);
    // {"mode": word, "phases": [...]}, the form saves and pages carry.
    core::Json toJson() const;
    // From that form; an unknown or missing mode reads as `fallback`; phases that are not
    // strings are left out.
    static Stops fromJson(const core::Json& value, Mode fallback = Mode::Always);
    // The same for the pages (QML): an unknown mode word reads as Always.
    static Stops fromWords(const QString& mode, const QStringList& phases);
    QVariantMap toVariant() const;
};

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

    // An accepted action is followed by the passes the seats' stops make (see setStops).
    core::Result submit(const core::Action& action);
    // A seat's stops. When the prompt is an optional response (core::StopPoints::stopPhase) in a
    // phase the asked seat's stops do not ask in, and a bare pass is legal, the host passes for it
    // at once: an ordinary action in the record, logged as "<name> passes (stop)".
    void setStops(core::Seat seat, Stops stops);
    Stops stops(core::Seat seat) const;
    // The game's phases a seat may tick (empty when the game declares no optional responses).
    std::vector<std::string> stopPhases() const;
    // Makes the passes the stops ask for now (after setStops, or at the start). True if any.
    bool applyStops();
    // Seats the computer plays in hot-seat ("easy", "normal", "hard"; "" or absent: a person).
    // Saved with the game ("computers") so a resumed game goes on the same way.
    void setComputer(core::Seat seat, const std::string& level);
    std::string computer(core::Seat seat) const;
    bool canUndo(std::size_t count = 1) const { return m_match->canUndo(count); }
    // Takes back the last `count` actions at once (one refresh, one autosave).
    bool undo(std::size_t count = 1);

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
    bool passForStops(); // one pass, if the stops say so
    void logPass(const core::Action& action, bool byStop);
    std::string optionalPhase() const;

    std::unique_ptr<core::Match> m_match;
    struct LogEntry {
        std::size_t actionIndex; // 0 = setup
        core::Event event;
    };
    std::vector<LogEntry> m_log;
    QString m_autosavePath;
    QString m_lastSaveError;
    std::map<core::Seat, Stops> m_stops;
    std::map<core::Seat, std::string> m_computers;
    // Indices (1-based, as LogEntry::actionIndex) of the actions that were passes made by stops:
    // saved beside the record ("stopPasses") so a resumed game's log reads the same.
    std::set<std::size_t> m_stopPasses;
};

} // namespace tabletop::session
