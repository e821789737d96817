#include "MatchHost.h"

#include "core/Bot.h"

#include "SaveStore.h"
#include "core/Stops.h"
#include "games/Registry.h"

#include <algorithm>

namespace tabletop::session {

const char* Stops::wordOf(Mode mode)
{
    switch (mode) {
    case Mode::Never:
        return "never";
    case Mode::Phases:
        return "phases";
    case Mode::Always:
        break;
    }
    return "always";
}

std::optional<Stops::Mode> Stops::modeOf(const std::string& word)
{
    if (word == "always")
        return Mode::Always;
    if (word == "phases")
        return Mode::Phases;
    if (word == "never")
        return Mode::Never;
    return std::nullopt;
}

core::Json Stops::toJson() const
{
    core::Json list = core::Json::array();
    for (const auto& p : phases)
        list.push_back(p);
    return {{"mode", wordOf(mode)}, {"phases", std::move(list)}};
}

Stops Stops::fromJson(const core::Json& value, Mode fallback)
{
    Stops stops;
    stops.mode = fallback;
    if (!value.is_object())
        return stops;
    if (const auto it = value.find("mode"); it != value.end() && it->is_string())
        stops.mode = modeOf(it->get<std::string>()).value_or(fallback);
    if (const auto ph = value.find("phases"); ph != value.end() && ph->is_array())
        for (const auto& p : *ph)
            if (p.is_string())
                stops.phases.insert(p.get<std::string>());
    return stops;
}

Stops Stops::fromWords(const QString& mode, const QStringList& phases)
{
    Stops stops;
    stops.mode = modeOf(mode.toStdString()).value_or(Mode::Always);
    for (const auto& p : phases)
        stops.phases.insert(p.toStdString());
    return stops;
}

QVariantMap Stops::toVariant() const
{
    QStringList list;
    for (const auto& p : phases)
        list << QString::fromStdString(p);
    return {{QStringLiteral("mode"), QString::fromLatin1(wordOf(mode))}, {QStringLiteral("phases"), list}};
}

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
        // Replay through the host so the log is rebuilt as it was (passes made by stops too).
        if (const auto it = record.find("stopPasses"); it != record.end() && it->is_array())
            for (const auto& i : *it)
                if (i.is_number_unsigned())
                    host->m_stopPasses.insert(i.get<std::size_t>());
        for (const auto& rec : match->history())
            host->submit(rec.action);
        // Each seat's stops as its player left them (after the replay: the passes they made are
        // already in the record). Unknown modes or seats are ignored: the seat is asked always.
        if (const auto it = record.find("stops"); it != record.end() && it->is_object())
            for (const auto& [key, value] : it->items()) {
                if (!value.is_object())
                    continue;
                int seat = -1;
                try {
                    seat = std::stoi(key);
                } catch (const std::exception&) {
                    continue;
                }
                if (seat < 0 || seat >= match->config().seats)
                    continue;
                // Always is not saved: a seat with another word is asked always too.
                const Stops stops = Stops::fromJson(value);
                if (stops.mode == Stops::Mode::Always)
                    continue;
                host->m_stops[seat] = std::move(stops);
            }
        if (const auto it = record.find("computers"); it != record.end() && it->is_object())
            for (const auto& [key, value] : it->items()) {
                int seat = -1;
                try {
                    seat = std::stoi(key);
                } catch (const std::exception&) {
                    continue;
                }
                if (seat < 0 || seat >= match->config().seats || !value.is_string())
                    continue;
                try {
                    host->setComputer(seat, core::botLevel(value.get<std::string>()).name);
                } catch (const std::invalid_argument&) {
                    // an unknown level: a person plays that seat
                }
            }
        return host;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

void MatchHost::setComputer(core::Seat seat, const std::string& level)
{
    if (level.empty())
        m_computers.erase(seat);
    else
        m_computers[seat] = level;
}

std::string MatchHost::computer(core::Seat seat) const
{
    const auto it = m_computers.find(seat);
    return it == m_computers.end() ? std::string() : it->second;
}

core::Result MatchHost::submit(const core::Action& action)
{
    // The session boundary: nothing a seat sends may stop the game. Match already turns an
    // exception from apply() into core.internalError with the state rebuilt; this catches what
    // is left (prompt, outcome, a rebuild that itself fails) the same way.
    core::Result r;
    const std::string phase = optionalPhase();
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
    if (!phase.empty() && action.type == "pass") {
        // A game that already words the pass ("lets the spell resolve") needs no second line.
        const bool byStop = m_stopPasses.count(m_match->history().size()) > 0;
        const bool worded = std::any_of(r.events.begin(), r.events.end(), [&](const core::Event& e) {
            const auto it = e.data.is_object() ? e.data.find("seat") : e.data.end();
            return e.data.is_object() && it != e.data.end() && it->is_number_integer() && it->get<int>() == action.seat;
        });
        if (byStop || !worded)
            logPass(action, byStop);
    }
    while (passForStops()) {
    }
    autosave();
    emit changed();
    return r;
}

std::string MatchHost::optionalPhase() const
{
    const auto* points = dynamic_cast<const core::StopPoints*>(&m_match->rules());
    if (!points || m_match->outcome())
        return {};
    try {
        return points->stopPhase(m_match->state());
    } catch (const std::exception&) {
        return {};
    }
}

void MatchHost::logPass(const core::Action& action, bool byStop)
{
    // A pass of an optional response changes nothing on the table, so without this line nobody
    // could tell whether a seat was asked at all.
    const std::string name = action.seat >= 0 && action.seat < static_cast<int>(config().seatNames.size()) &&
                                     !config().seatNames[static_cast<std::size_t>(action.seat)].empty()
                                 ? config().seatNames[static_cast<std::size_t>(action.seat)]
                                 : "Player " + std::to_string(action.seat + 1);
    core::Event e;
    e.type = "pass";
    e.data = core::Json{{"seat", action.seat}, {"stop", byStop}};
    e.message = byStop ? core::Message{"core.log.stopPass", name + " passes (stop)", core::Json{{"seat", action.seat}}, ""}
                       : core::Message{"core.log.pass", name + " passes", core::Json{{"seat", action.seat}}, ""};
    m_log.push_back({m_match->history().size(), std::move(e)});
}

bool MatchHost::passForStops()
{
    const std::string phase = optionalPhase();
    if (phase.empty())
        return false;
    const core::Prompt prompt = m_match->prompt();
    if (prompt.seats.size() != 1)
        return false;
    const core::Seat seat = prompt.seats.front();
    if (stops(seat).asks(phase))
        return false;
    const core::Action pass{seat, "pass", core::Json::object()};
    const auto legal = m_match->legalActions(seat);
    if (std::find(legal.begin(), legal.end(), pass) == legal.end())
        return false;
    core::Result r;
    try {
        r = m_match->submit(pass);
    } catch (const std::exception&) {
        return false;
    }
    if (!r.accepted)
        return false;
    m_stopPasses.insert(m_match->history().size());
    for (const auto& e : r.events)
        m_log.push_back({m_match->history().size(), e});
    logPass(pass, true);
    return true;
}

void MatchHost::setStops(core::Seat seat, Stops stops)
{
    m_stops[seat] = std::move(stops);
}

Stops MatchHost::stops(core::Seat seat) const
{
    const auto it = m_stops.find(seat);
    return it == m_stops.end() ? Stops{} : it->second;
}

std::vector<std::string> MatchHost::stopPhases() const
{
    const auto* points = dynamic_cast<const core::StopPoints*>(&m_match->rules());
    return points ? points->stopPhases() : std::vector<std::string>{};
}

bool MatchHost::applyStops()
{
    bool any = false;
    while (passForStops())
        any = true;
    if (any) {
        autosave();
        emit changed();
    }
    return any;
}

bool MatchHost::undo(std::size_t count)
{
    if (!m_match->undo(count))
        return false;
    const std::size_t kept = m_match->history().size();
    while (!m_log.empty() && m_log.back().actionIndex > kept)
        m_log.pop_back();
    m_stopPasses.erase(m_stopPasses.upper_bound(kept), m_stopPasses.end());
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
    core::Json record = m_match->record();
    if (!m_stopPasses.empty())
        record["stopPasses"] = m_stopPasses;
    // The seats' stops travel with the game, so a resumed game asks as before.
    core::Json stops = core::Json::object();
    for (const auto& [seat, s] : m_stops) {
        if (s.mode == Stops::Mode::Always)
            continue;
        stops[std::to_string(seat)] = s.toJson();
    }
    if (!stops.empty())
        record["stops"] = std::move(stops);
    core::Json computers = core::Json::object();
    for (const auto& [seat, level] : m_computers)
        computers[std::to_string(seat)] = level;
    if (!computers.empty())
        record["computers"] = std::move(computers);
    return SaveStore::write(path, record, error);
}

void MatchHost::autosave()
{
    if (m_autosavePath.isEmpty())
        return;
    QString error;
    m_lastSaveError = save(m_autosavePath, &error) ? QString() : error;
}

} // namespace tabletop::session
