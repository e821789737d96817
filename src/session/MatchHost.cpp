#include "MatchHost.h"

#include "SaveStore.h"
#include "games/Registry.h"

namespace tabletop::session {

MatchHost::MatchHost(const core::GameRules& rules, core::MatchConfig config, QObject* parent)
    : MatchHost(rules, std::move(config), core::Json(nullptr), parent)
{
}

MatchHost::MatchHost(const core::GameRules& rules, core::MatchConfig config, const core::Json& position, QObject* parent)
    : QObject(parent), m_match(std::make_unique<core::Match>(rules, std::move(config), position))
{
}

std::unique_ptr<MatchHost> MatchHost::fromRecord(const core::Json& record, QString* error)
{
    try {
        const std::string game = record.at("config").at("game").get<std::string>();
        const core::GameRules* rules = games::findRules(game);
        if (!rules) {
            if (error)
                *error = QStringLiteral("the save is for game \"%1\", which is not playable in this version")
                             .arg(QString::fromStdString(game));
            return nullptr;
        }
        auto match = core::Match::fromRecord(*rules, record, true);
        // The same start: the setup from the config, or the record's scenario position.
        auto host = std::make_unique<MatchHost>(*rules, match->config(), record.value("position", core::Json(nullptr)));
        // Replay through the host so the log is rebuilt as it was.
        for (const auto& rec : match->history())
            host->submit(rec.action);
        return host;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

core::Result MatchHost::submit(const core::Action& action)
{
    // The session boundary: nothing a seat sends may stop the game. Match already turns an
    // exception from apply() into core.internalError with the state rebuilt; this catches what
    // is left (prompt, outcome, a rebuild that itself fails) the same way.
    core::Result r;
    try {
        r = m_match->submit(action);
    } catch (const std::exception& e) {
        r = core::Result::refuse("", "core.internalError",
                                 std::string("The rules could not handle this move; nothing changed (internal error: ") +
                                     e.what() + ").",
                                 core::Json{{"detail", std::string(e.what()).substr(0, 200)}});
    }
    if (!r.accepted) {
        if (r.refusal.id == "core.internalError")
            qWarning("tabletop: internal error on action %s: %s", action.toJson().dump(-1, ' ', false, core::Json::error_handler_t::replace).c_str(),
                     r.refusal.text.c_str());
        return r;
    }
    for (const auto& e : r.events)
        m_log.push_back({m_match->history().size(), e});
    autosave();
    emit changed();
    return r;
}

bool MatchHost::undo()
{
    if (!m_match->undo())
        return false;
    const std::size_t kept = m_match->history().size();
    while (!m_log.empty() && m_log.back().actionIndex > kept)
        m_log.pop_back();
    autosave();
    emit changed();
    return true;
}

core::Json MatchHost::logFor(std::optional<core::Seat> seat) const
{
    core::Json out = core::Json::array();
    for (const auto& entry : m_log) {
        if (auto shown = entry.event.forSeat(seat)) {
            (*shown)["index"] = entry.actionIndex;
            out.push_back(std::move(*shown));
        }
    }
    return out;
}

bool MatchHost::save(const QString& path, QString* error) const
{
    return SaveStore::write(path, m_match->record(), error);
}

void MatchHost::autosave()
{
    if (m_autosavePath.isEmpty())
        return;
    QString error;
    m_lastSaveError = save(m_autosavePath, &error) ? QString() : error;
}

} // namespace tabletop::session
