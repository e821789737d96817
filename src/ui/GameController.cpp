#include "GameController.h"

#include <QTimer>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "Messages.h"
#include "core/Bot.h"
#include "core/Stops.h"
#include "games/Registry.h"
#include "net/LanClient.h"
#include "session/JsonBridge.h"
#include "session/MatchHost.h"
#include "session/SaveStore.h"
#include "SavedGames.h"
#include "CardTexts.h"
#include "AppSettings.h"

#include <QJSValue>
#include <algorithm>
#include <map>
#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>
#include <QDateTime>
#include <QFileInfo>

namespace tabletop::ui {

using session::fromVariant;
using session::toVariant;

namespace {
// Views name many cards only by their id in the card data ("card"); the table draws faces,
// so every such card gets what its face shows (keys the view already has are kept).
void addFaces(core::Json& j, const core::GameRules* rules, const QString& game)
{
    if (!rules)
        return;
    if (j.is_array()) {
        for (auto& v : j)
            addFaces(v, rules, game);
        return;
    }
    if (!j.is_object())
        return;
    for (auto& [key, v] : j.items())
        if (v.is_structured())
            addFaces(v, rules, game);
    const auto it = j.find("card");
    if (it != j.end() && it->is_string()) {
        const core::Json face = rules->cardFace(it->get<std::string>());
        if (face.is_object())
            for (const auto& [key, v] : face.items())
                if (!j.contains(key))
                    j[key] = v;
    }
    // The card's name and text in the reader's language, beside the rules' own (which the
    // table's pictures and the rules go by): by its definition id, or its own id.
    const auto id = it != j.end() && it->is_string() ? j.find("card") : j.find("id");
    if (id != j.end() && id->is_string() && j.contains("name")) {
        const CardTexts::Entry t = CardTexts::forCard(game, QString::fromStdString(id->get<std::string>()));
        if (!t.name.isEmpty())
            j["displayName"] = t.name.toStdString();
        if (!t.text.isEmpty())
            j["displayText"] = t.text.toStdString();
    }
}
} // namespace

GameController::GameController(QObject* parent) : QObject(parent), m_log(this)
{
    // Card names and texts follow the reader's language (displayName, displayText).
    connect(AppSettings::instance(), &AppSettings::languageChanged, this, [this] {
        if (active())
            refresh();
    });
#ifdef __GLIBC__
    // Each move rebuilds part of the table; the QML objects it frees stay in the C heap, which
    // glibc keeps rather than gives back. Two seconds after the last change the free heap goes
    // back to the system: at a crowded 5-seat table after 60 moves the private memory went
    // from 136 to 90 MB (the table benchmark; issue 20).
    auto* trim = new QTimer(this);
    trim->setSingleShot(true);
    trim->setInterval(2000);
    connect(trim, &QTimer::timeout, this, [] { malloc_trim(0); });
    connect(this, &GameController::stateChanged, trim, qOverload<>(&QTimer::start));
#endif
}

void GameController::setShowSeedDuringPlay(bool on)
{
    if (on == m_showSeedDuringPlay)
        return;
    m_showSeedDuringPlay = on;
    emit stateChanged();
}

GameController::~GameController()
{
    // A search under way posts its answer to this object: wait for it to finish first.
    stopBot();
    if (m_botThread)
        m_botThread->wait();
}

bool GameController::isComputer(int seat) const
{
    return m_host && !m_remote && seat >= 0 && !m_host->computer(seat).empty();
}

int GameController::humanSeats(int* first) const
{
    int n = 0;
    if (first)
        *first = -1;
    if (!m_host)
        return 0;
    for (int s = 0; s < m_host->config().seats; ++s)
        if (!isComputer(s)) {
            if (first && *first < 0)
                *first = s;
            ++n;
        }
    return n;
}

QStringList GameController::computerSeats() const
{
    QStringList out;
    if (m_host && !m_remote)
        for (int s = 0; s < m_host->config().seats; ++s)
            out << QString::fromStdString(m_host->computer(s));
    return out;
}

QStringList GameController::computerLevels() const
{
    QStringList out;
    for (const auto& n : core::botLevelNames())
        out << QString::fromStdString(n);
    return out;
}

bool GameController::setSeatComputer(int seat, const QString& level)
{
    if (!m_host || m_remote || seat < 0 || seat >= m_host->config().seats)
        return false;
    std::string name;
    if (!level.isEmpty()) {
        try {
            name = core::botLevel(level.toStdString()).name;
        } catch (const std::invalid_argument& e) {
            setError(QString::fromUtf8(e.what()));
            return false;
        }
    }
    m_host->setComputer(seat, name);
    if (humanSeats() == 0) { // somebody must be at the table: the last person stays one
        m_host->setComputer(seat, {});
        setError(tr("At least one seat must be played by a person."));
        return false;
    }
    stopBot();
    QString error;
    if (!m_host->autosavePath().isEmpty() && !m_host->save(m_host->autosavePath(), &error))
        setError(error);
    refresh();
    return true;
}

void GameController::stopBot()
{
    ++m_botGeneration; // an answer still to come is for another position: ignored
    m_thinking = -1;
}

void GameController::maybeStartBot()
{
    if (m_remote || !m_host || m_thinking >= 0)
        return;
    const auto& match = m_host->match();
    if (match.outcome())
        return;
    const core::Seat seat = core::botToAct(match.prompt(), [this](core::Seat s) { return isComputer(s); });
    if (seat < 0)
        return;
    core::BotLevel level = core::botLevel(m_host->computer(seat));
    // The search works on its own copy, off the UI thread; the table stays responsive.
    std::shared_ptr<const core::GameState> state(match.state().clone());
    const core::GameRules* rules = &match.rules();
    const std::uint64_t seed = match.config().seed * 0x9e3779b97f4a7c15ULL
                               + static_cast<std::uint64_t>(match.history().size()) * 1000003ULL
                               + static_cast<std::uint64_t>(seat);
    m_thinking = seat;
    const quint64 generation = m_botGeneration;
    emit stateChanged();
    QThread* thread = QThread::create([this, state, rules, level, seed, seat, generation] {
        QVariant action;
        bool ok = false;
        try {
            core::Bot bot(*rules, level, seed);
            action = toVariant(bot.choose(*state, seat).action.toJson());
            ok = true;
        } catch (const std::exception&) {
        }
        QMetaObject::invokeMethod(
            this, [this, generation, seat, ok, action] { botChose(generation, seat, ok, action); },
            Qt::QueuedConnection);
    });
    if (m_botThread)
        m_botThread->wait(); // the previous search, already answered or forgotten
    m_botThread = thread;
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start(QThread::LowPriority);
}

void GameController::botChose(quint64 generation, int seat, bool ok, const QVariant& action)
{
    if (generation != m_botGeneration || !m_host)
        return; // a new game, an undo or a close came first
    m_thinking = -1;
    if (!ok) {
        setError(tr("The computer playing %1 could not decide.").arg(seatNames().value(seat)));
        emit stateChanged();
        return;
    }
    core::Result r;
    try {
        r = m_host->submit(core::Action::fromJson(fromVariant(action)));
    } catch (const std::exception& e) {
        setError(QString::fromUtf8(e.what()));
    }
    if (!r.accepted) {
        setError(tr("The computer playing %1 made a move the rules refused: %2")
                     .arg(seatNames().value(seat), Messages::text(toVariant(r.refusal.toJson()).toMap())));
        emit stateChanged();
    }
    // Accepted: the host's changed() refreshes the table, which starts the next search if any.
}

bool GameController::active() const
{
    return m_host != nullptr || !m_remote.isNull();
}

bool GameController::remote() const
{
    return !m_remote.isNull();
}

QString GameController::gameId() const
{
    if (m_remote) // nothing yet before the host's welcome
        return m_remote->welcome().is_object() ? QString::fromStdString(m_remote->welcome().value("game", "")) : QString();
    return m_host ? QString::fromStdString(m_host->config().game) : QString();
}

QStringList GameController::seatNames() const
{
    QStringList names;
    if (m_remote) {
        if (!m_remote->state().is_object()) // no state before the game starts
            return names;
        for (const auto& seat : m_remote->state().value("seats", core::Json::array()))
            names << QString::fromStdString(seat.value("name", ""));
        return names;
    }
    if (!m_host)
        return names;
    const auto& cfg = m_host->config();
    for (int s = 0; s < cfg.seats; ++s)
        names << (s < static_cast<int>(cfg.seatNames.size()) && !cfg.seatNames[static_cast<std::size_t>(s)].empty()
                      ? QString::fromStdString(cfg.seatNames[static_cast<std::size_t>(s)])
                      : tr("Player %1").arg(s + 1));
    return names;
}

QString GameController::seed() const
{
    // A LAN guest learns the seed only when the host reveals it at the end.
    if (m_remote)
        return m_remote->revealed() ? QString::fromStdString(m_remote->lastReveal().value("seed", ""))
                                    : tr("hidden until the end");
    // Hot-seat: the seed recomputes every hand and the deck order, so the table shows it only
    // at the end, unless the players chose to see it (a seed they typed, they know anyway).
    if (!m_host || (!m_host->match().outcome() && !m_showSeedDuringPlay))
        return {};
    return QString::number(m_host->config().seed);
}

QString GameController::replayCommand() const
{
    if (m_remote || seed().isEmpty())
        return {};
    const auto& cfg = m_host->config();
    QString cmd = QStringLiteral("tabletop-cli play %1 --seats %2 --seed %3")
                      .arg(QString::fromStdString(cfg.game))
                      .arg(cfg.seats)
                      .arg(cfg.seed);
    if (cfg.options.is_object())
        for (const auto& [name, value] : cfg.options.items())
            cmd += QStringLiteral(" --option %1=%2")
                       .arg(QString::fromStdString(name),
                            QString::fromStdString(value.is_string() ? value.get<std::string>() : value.dump()));
    return cmd;
}

std::size_t GameController::undoDepth() const
{
    if (m_remote || !m_host || m_curtain)
        return 0;
    // In hot-seat only the seat that acted may take it back; the computer's replies since then
    // go back with it (a person cannot take back a computer's move alone, nor leave one standing
    // that answered the move taken back).
    const auto& history = m_host->match().history();
    std::size_t depth = 0;
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        ++depth;
        if (it->action.seat == m_viewer)
            return m_host->canUndo(depth) ? depth : 0;
        if (it->action.seat < 0 || !isComputer(it->action.seat))
            return 0; // another person's move, or the game's own
    }
    return 0;
}

bool GameController::canUndo() const
{
    return undoDepth() > 0;
}

int GameController::actionCount() const
{
    if (m_remote)
        return m_remote->state().value("actionCount", 0);
    return m_host ? static_cast<int>(m_host->match().history().size()) : 0;
}

QString GameController::stateHash() const
{
    if (m_remote)
        return {}; // the full state's hash could hint at hidden cards: guests never get it
    return m_host ? QString::fromStdString(m_host->match().stateHash()) : QString();
}

QString GameController::randomSeed() const
{
    // Only the seed is random; everything after follows from it.
    return QString::number(QRandomGenerator::global()->bounded(1, 1000000000));
}

QString GameController::defaultSaveDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/saves");
}

void GameController::setError(const QString& e)
{
    m_lastError = e;
    emit errorChanged();
}

bool GameController::newGame(const QString& gameId, const QStringList& names, const QString& seed,
                             const QVariantMap& options)
{
    return newGameWithDecks(gameId, names, seed, options, {});
}

bool GameController::newGameWithDecks(const QString& gameId, const QStringList& names, const QString& seed,
                                      const QVariantMap& options, const QVariantList& decks)
{
    return newGameWithSetup(gameId, names, seed, options, decks, {}, {});
}

bool GameController::newGameWithSetup(const QString& gameId, const QStringList& names, const QString& seed,
                                      const QVariantMap& options, const QVariantList& decks,
                                      const QStringList& roles, const QVariantList& setup)
{
    const core::GameRules* rules = games::findRules(gameId.toStdString());
    if (!rules) {
        setError(tr("%1 is not playable yet.").arg(gameId));
        return false;
    }
    core::MatchConfig config;
    config.game = gameId.toStdString();
    config.seats = static_cast<int>(names.size());
    for (const auto& n : names)
        config.seatNames.push_back(n.trimmed().toStdString());
    bool ok = true;
    const QString seedText = seed.trimmed().isEmpty() ? randomSeed() : seed.trimmed();
    config.seed = seedText.toULongLong(&ok);
    if (!ok) {
        setError(tr("The seed must be a whole number from 0 to 18446744073709551615, not \"%1\".").arg(seed));
        return false;
    }
    config.options = fromVariant(options);
    if (!decks.isEmpty())
        config.decks = fromVariant(decks);
    for (const auto& r : roles)
        config.roles.push_back(r.toStdString());
    if (!setup.isEmpty())
        config.setup = fromVariant(setup);
    // Every deck passes the one gate (shape, then the game's deck rules) before setup counts it.
    if (!config.decks.is_null() && !config.decks.is_array()) {
        setError(tr("Cannot start the game: the decks must be a list, one per seat."));
        return false;
    }
    for (std::size_t seat = 0; seat < config.decks.size(); ++seat) {
        if (config.decks[seat].is_null())
            continue; // the game's starter deck for that seat
        const auto problems = games::checkDeck(*rules, config.decks[seat]);
        if (!problems.empty()) {
            setError(tr("Cannot start the game: the deck of seat %1 is not legal: %2")
                         .arg(seat + 1)
                         .arg(Messages::text(session::toVariant(problems.front().toJson()).toMap())));
            return false;
        }
    }
    try {
        attach(std::make_unique<session::MatchHost>(*rules, config),
               session::SaveStore::newGamePath(QString::fromStdString(config.game)));
    } catch (const std::exception& e) {
        setError(tr("Cannot start the game: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    setError({});
    // Saved from the start (a game nobody has moved in yet is listed too, and its file name
    // is taken before the next game picks one).
    QString saveError;
    if (!m_host->save(m_host->autosavePath(), &saveError))
        setError(saveError);
    return true;
}

bool GameController::hasResumable() const
{
    SavedGames saves;
    return !saves.newestUnfinished().isEmpty();
}

bool GameController::resumeLast()
{
    SavedGames saves;
    const QString path = saves.newestUnfinished();
    if (path.isEmpty()) {
        setError(tr("There is no unfinished game to resume."));
        return false;
    }
    return loadGame(path);
}

bool GameController::loadGame(const QString& path)
{
    QString error;
    auto doc = session::SaveStore::read(path, &error);
    if (!doc) {
        setError(error);
        return false;
    }
    auto host = session::MatchHost::fromRecord(*doc, &error);
    if (!host) {
        setError(tr("Cannot load %1: %2").arg(path, error));
        return false;
    }
    // A saved game goes on in its own file; a file from elsewhere (a save the players keep, a
    // record from tabletop-cli) is left as it is and the game continues in a new one.
    const QString dir = QFileInfo(session::SaveStore::gamesDir()).absoluteFilePath();
    const QFileInfo file(path);
    const bool ours = file.absolutePath() == dir ||
                      file.absoluteFilePath() == QFileInfo(session::SaveStore::autosavePath()).absoluteFilePath();
    const QString savePath = ours ? file.absoluteFilePath()
                                  : session::SaveStore::newGamePath(QString::fromStdString(host->match().config().game));
    attach(std::move(host), savePath);
    setError({});
    if (!ours) {
        QString saveError; // the copy exists from the start, so it is listed at once
        if (!m_host->save(savePath, &saveError))
            setError(saveError);
    }
    return true;
}

bool GameController::saveGame(const QString& path)
{
    if (!m_host)
        return false;
    QString error;
    if (!m_host->save(path, &error)) {
        setError(error);
        return false;
    }
    return true;
}

void GameController::close()
{
    stopBot();
    detachRemote();
    m_host.reset();
    m_viewer = -1;
    m_curtain = true;
    refresh();
}

void GameController::attach(std::unique_ptr<session::MatchHost> host, const QString& savePath)
{
    stopBot();
    detachRemote();
    m_host = std::move(host);
    m_host->setAutosavePath(savePath);
    m_summaryActions = -1;
    connect(m_host.get(), &session::MatchHost::changed, this, &GameController::refresh);
    Messages::setSeatNames(seatNames());
    m_viewer = -1;
    m_curtain = m_useCurtain;
    m_reviewing = false;
    m_handoffs = 0;
    m_curtainAt = -1;
    refresh();
}

void GameController::setHotSeatCurtain(bool on)
{
    m_useCurtain = on;
    if (!on)
        m_curtain = false;
    refresh();
}

QStringList GameController::stopPhases() const
{
    QStringList out;
    if (m_host)
        for (const auto& p : m_host->stopPhases())
            out << QString::fromStdString(p);
    else if (m_remote && m_remote->canSendStops())
        out = stopPhasesOf(gameId());
    return out;
}

QStringList GameController::stopPhasesOf(const QString& gameId) const
{
    QStringList out;
    if (const auto* points = dynamic_cast<const core::StopPoints*>(games::findRules(gameId.toStdString())))
        for (const auto& p : points->stopPhases())
            out << QString::fromStdString(p);
    return out;
}

void GameController::setSeatStops(int seat, const QString& mode, const QStringList& phases)
{
    // A LAN guest sets its own seat's stops; the host applies them.
    if (m_remote && m_remote->seat() == seat) {
        m_remote->setStops(session::Stops::fromWords(mode, phases).toJson());
        emit stateChanged();
        return;
    }
    if (!m_host || seat < 0 || seat >= m_host->config().seats)
        return;
    m_host->setStops(seat, session::Stops::fromWords(mode, phases));
    // The seat now behind the curtain may be one that no longer wants to be asked.
    if (!m_host->applyStops())
        emit stateChanged();
}

QVariantMap GameController::seatStops(int seat) const
{
    if (m_remote && m_remote->seat() == seat)
        return session::Stops::fromJson(m_remote->stops()).toVariant();
    if (!m_host)
        return {};
    return m_host->stops(seat).toVariant();
}

void GameController::setReviewMoves(bool on)
{
    if (on == m_reviewMoves)
        return;
    m_reviewMoves = on;
    if (!on && m_reviewing)
        return doneReviewing();
    emit stateChanged();
}

void GameController::doneReviewing()
{
    if (!m_reviewing)
        return;
    m_reviewing = false;
    refresh();
}

bool GameController::canPassUnseen() const
{
    if (m_remote || !m_host || !m_curtain || m_promptSeat < 0 || m_host->match().outcome())
        return false;
    const core::Action pass{m_promptSeat, "pass", core::Json::object()};
    const auto legal = m_host->match().legalActions(m_promptSeat);
    return std::find(legal.begin(), legal.end(), pass) != legal.end();
}

QVariantList GameController::publicAnswers() const
{
    QVariantList out;
    if (m_remote || !m_host || !m_useCurtain || !m_curtain || m_promptSeat < 0 || m_host->match().outcome()
        || !m_host->match().rules().promptIsPublic(m_host->match().state()))
        return out;
    for (const auto& a : m_host->match().legalActions(m_promptSeat))
        out << toVariant(core::Json{{"type", a.type}, {"args", a.args}});
    return out;
}

bool GameController::answerUnseen(const QVariantMap& action)
{
    const QVariantList answers = publicAnswers();
    QVariantMap asked{{QStringLiteral("type"), action.value(QStringLiteral("type"))},
                      {QStringLiteral("args"), action.value(QStringLiteral("args"), QVariantMap())}};
    if (!answers.contains(asked))
        return false;
    const core::Json a = fromVariant(asked);
    return submitUnseen(core::Action{m_promptSeat, a.value("type", std::string()), a.value("args", core::Json::object())});
}

bool GameController::passUnseen()
{
    if (!canPassUnseen())
        return false;
    return submitUnseen(core::Action{m_promptSeat, "pass", core::Json::object()});
}

bool GameController::submitUnseen(const core::Action& action)
{
    // Whoever sits at the computer now has not said who they are: the next seat asked, even
    // the one that looked last, gets the curtain (cleared before the move, whose refresh
    // would otherwise lift it for that seat).
    const int viewer = m_viewer;
    m_viewer = -1;
    m_curtain = true;
    m_reviewing = false;
    const int curtainAt = m_curtainAt;
    m_curtainAt = -1; // the next seat's curtain is a new hand-off, even for the same seat
    const core::Result r = m_host->submit(action);
    if (!r.accepted) {
        m_viewer = viewer;
        m_curtainAt = curtainAt;
        emit refused(Messages::text(toVariant(r.refusal.toJson()).toMap()), QString::fromStdString(r.refusal.rule));
        return false;
    }
    refresh();
    emit accepted();
    return true;
}

void GameController::reveal()
{
    if (!m_host || m_promptSeat < 0)
        return;
    m_viewer = m_promptSeat;
    m_curtain = false;
    m_reviewing = false;
    refresh();
}

void GameController::showNoGame()
{
    m_view.clear();
    m_viewJson = nullptr;
    setLegal(core::Json::array());
    m_outcome.clear();
    m_promptSeat = -1;
    m_promptKind.clear();
    m_promptText.clear();
    m_log.setEntries({});
    refreshZones();
    emit stateChanged();
}

void GameController::refresh()
{
    if (m_remote)
        return refreshRemote();
    if (!m_host)
        return showNoGame();
    const auto& match = m_host->match();
    const core::Prompt prompt = match.prompt();
    const auto outcome = match.outcome();
    m_promptSeat = prompt.seats.empty() ? -1 : prompt.seats.front();
    m_promptKind = QString::fromStdString(prompt.kind);
    m_promptText = Messages::text(toVariant(prompt.message.toJson()).toMap());
    if (outcome) {
        m_curtain = false;
        m_outcome = toVariant(outcome->toJson()).toMap();
    } else {
        m_outcome.clear();
        int firstHuman = -1;
        const int humans = humanSeats(&firstHuman);
        if (isComputer(m_promptSeat)) {
            // The computer needs no screen: the people keep what they see (one person alone
            // always sees their own seat; never the computer's hand).
            if (humans == 1 || m_viewer < 0 || isComputer(m_viewer)) {
                m_viewer = humans == 1 ? firstHuman : m_viewer;
                if (humans == 1)
                    m_curtain = false;
            }
            if (isComputer(m_viewer))
                m_viewer = -1;
        } else if (!m_useCurtain || humans == 1) {
            m_viewer = m_promptSeat;
            m_curtain = false;
        } else if (m_promptSeat == m_viewer) {
            m_reviewing = false; // the seat that looks decides again (or took its move back)
        } else if (!m_reviewing) {
            m_curtain = true; // another seat decides now: hide everything private
        }
    }
    if (outcome)
        m_reviewing = false;
    // Each curtain that comes down is one hand-off of the computer.
    if (m_curtain && !outcome) {
        if (m_curtainAt != m_promptSeat) {
            ++m_handoffs;
            m_curtainAt = m_promptSeat;
        }
    } else {
        m_curtainAt = -1;
    }
    // Under the curtain (or at game over) only public information is exposed.
    const std::optional<core::Seat> seat =
        (m_curtain || outcome || m_viewer < 0) ? std::nullopt : std::optional<core::Seat>(m_viewer);
    m_viewJson = match.view(seat);
    // From the view alone (before faces are added), as a LAN guest gets them from its host.
    core::Json affordances;
    if (seat) {
        try {
            affordances = match.rules().affordances(m_viewJson, *seat);
        } catch (const std::exception& e) {
            qWarning("affordances of %s: %s", match.config().game.c_str(), e.what());
        }
    }
    addFaces(m_viewJson, &match.rules(), QString::fromStdString(match.config().game));
    m_view = toVariant(m_viewJson).toMap();
    core::Json legal = core::Json::array();
    if (seat && !m_reviewing)
        for (const auto& a : match.legalActions(*seat))
            legal.push_back(a.toJson());
    setLegal(legal, affordances);
    m_log.setEntries(toVariant(m_host->logFor(seat)).toList());
    refreshZones();
    writeSummary();
    emit stateChanged();
    if (m_thinking < 0 && !outcome && humanSeats() < match.config().seats)
        QMetaObject::invokeMethod(this, &GameController::maybeStartBot, Qt::QueuedConnection);
}

QString GameController::savePath() const
{
    return (m_host && !m_remote) ? m_host->autosavePath() : QString();
}

QString GameController::thumbnailFile() const
{
    const QString path = savePath();
    return path.isEmpty() ? QString() : session::SaveStore::thumbnailPath(path);
}

void GameController::writeSummary()
{
    if (!m_host || m_remote || m_host->autosavePath().isEmpty())
        return;
    const auto& match = m_host->match();
    const int actions = static_cast<int>(match.history().size());
    if (actions == m_summaryActions)
        return;
    m_summaryActions = actions;
    // Only what anyone at the table may see: the public view's turn and who is to move.
    const core::Json publicView = match.view(std::nullopt);
    core::Json summary{{"version", 1},
                       {"game", match.config().game},
                       {"seats", match.config().seatNames},
                       {"actions", actions},
                       {"finished", match.outcome().has_value()},
                       {"updated", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
    if (publicView.is_object() && publicView.contains("turn") && publicView["turn"].is_number_integer())
        summary["turn"] = publicView["turn"];
    const core::Prompt prompt = match.prompt();
    if (!match.outcome() && !prompt.seats.empty())
        summary["toMove"] = prompt.seats.front();
    QString error;
    session::SaveStore::write(session::SaveStore::summaryPath(m_host->autosavePath()), summary, &error);
}

void GameController::setLegal(const core::Json& legal, const core::Json& affordances)
{
    m_legal = toVariant(legal).toList();
    const core::GameRules* rules = m_host ? &m_host->match().rules() : games::findRules(gameId().toStdString());
    m_index.rebuild(rules ? rules->actionSpecs() : std::vector<core::ActionSpec>{}, legal, affordances);
}

void GameController::refreshZones()
{
    // A card is marked legal when it is the subject of a legal action (a card by id, a spell by name).
    const QStringList subjects = m_index.subjectList();
    const QSet<QString> legalCards(subjects.begin(), subjects.end());
    for (auto it = m_zones.begin(); it != m_zones.end(); ++it) {
        QVariantList cards;
        try {
            const core::Json::json_pointer ptr(it.key().toStdString());
            // A pointer to a single card (a contract slot) is a zone of at most one card.
            if (m_viewJson.is_object() && m_viewJson.contains(ptr)) {
                const core::Json& at = m_viewJson.at(ptr);
                if (at.is_array())
                    cards = toVariant(at).toList();
                else if (at.is_object())
                    cards = {toVariant(at)};
            }
        } catch (const std::exception&) {
        }
        it.value()->setCards(cards, legalCards);
    }
}

ZoneModel* GameController::zone(const QString& pointer)
{
    auto it = m_zones.find(pointer);
    if (it != m_zones.end())
        return it.value();
    auto* model = new ZoneModel(this);
    m_zones.insert(pointer, model);
    refreshZones();
    return model;
}

bool GameController::propose(const QVariant& actionIn)
{
    if (m_remote) {
        // The host decides; a refusal arrives as a result message and is shown then.
        const QVariant action = actionIn.canConvert<QJSValue>() ? actionIn.value<QJSValue>().toVariant() : actionIn;
        const core::Json j = fromVariant(action);
        if (!j.is_object() || !j.contains("type") || !j["type"].is_string() || m_viewer < 0)
            return false;
        return m_remote->sendAction(j["type"].get<std::string>(), j.value("args", core::Json::object())) > 0;
    }
    if (!m_host || m_curtain || m_viewer < 0)
        return false;
    QVariant action = actionIn.canConvert<QJSValue>() ? actionIn.value<QJSValue>().toVariant() : actionIn;
    core::Action a;
    try {
        core::Json j = fromVariant(action);
        j["seat"] = m_viewer;
        a = core::Action::fromJson(j);
    } catch (const std::exception& e) {
        const QString text = tr("Not a valid move: %1").arg(QString::fromUtf8(e.what()));
        emit refused(text, {});
        return false;
    }
    // The seat sees the result of its move before the curtain (the refresh keeps it shown).
    m_reviewing = m_reviewMoves && m_useCurtain;
    const core::Result r = m_host->submit(a);
    if (!r.accepted) {
        m_reviewing = false;
        emit refused(Messages::text(toVariant(r.refusal.toJson()).toMap()), QString::fromStdString(r.refusal.rule));
        return false;
    }
    emit accepted();
    return true;
}

void GameController::attachRemote(net::LanClient* client)
{
    detachRemote();
    m_host.reset();
    m_remote = client;
    m_remoteLinks << connect(client, &net::LanClient::stateReceived, this, [this] { refresh(); });
    m_remoteLinks << connect(client, &net::LanClient::revealReceived, this, [this] { refresh(); });
    m_remoteLinks << connect(client, &net::LanClient::resultReceived, this, [this](const core::Json& r) {
        if (r.value("ok", false)) {
            emit accepted();
            return;
        }
        const core::Json error = r.value("error", core::Json::object());
        emit refused(Messages::text(toVariant(error).toMap()), QString::fromStdString(error.value("rule", "")));
        refresh(); // whatever was dragged goes back where the view says it is
    });
    m_remoteLinks << connect(client, &QObject::destroyed, this, [this] { close(); });
    Messages::setSeatNames(seatNames());
    m_curtain = false;
    refresh();
}

void GameController::detachRemote()
{
    for (const auto& c : m_remoteLinks)
        disconnect(c);
    m_remoteLinks.clear();
    m_remote = nullptr;
}

void GameController::refreshRemote()
{
    const core::Json& state = m_remote->state();
    m_curtain = false;
    m_viewer = m_remote->seat().value_or(-1);
    if (!state.is_object())
        return showNoGame();
    Messages::setSeatNames(seatNames());
    const core::Json& prompt = state.at("prompt");
    const auto& seats = prompt.value("seats", core::Json::array());
    // Show this client's seat as the prompted one when it is among several (a reaction window).
    m_promptSeat = seats.empty() ? -1 : seats.front().get<int>();
    for (const auto& s : seats)
        if (s.get<int>() == m_viewer)
            m_promptSeat = m_viewer;
    m_promptKind = QString::fromStdString(prompt.value("kind", ""));
    m_promptText = Messages::text(toVariant(prompt.value("message", core::Json::object())).toMap());
    m_outcome = state.at("outcome").is_null() ? QVariantMap() : toVariant(state.at("outcome")).toMap();
    m_viewJson = state.at("view");
    addFaces(m_viewJson, games::findRules(gameId().toStdString()), gameId());
    m_view = toVariant(m_viewJson).toMap();
    setLegal(state.at("legal"), state.value("affordances", core::Json()));
    m_log.setEntries(toVariant(state.at("log")).toList());
    refreshZones();
    emit stateChanged();
}

QVariantList GameController::actionsFor(const QString& cardId) const
{
    return m_index.actionsOf(cardId);
}

QVariantMap GameController::cardFace(const QString& cardId) const
{
    const core::GameRules* rules = games::findRules(gameId().toStdString());
    if (!rules)
        return {};
    core::Json j{{"card", cardId.toStdString()}};
    addFaces(j, rules, gameId());
    return j.size() > 1 ? toVariant(j).toMap() : QVariantMap();
}

bool GameController::undo()
{
    if (!canUndo())
        return false;
    // Taking back the move that ended the game: everyone was looking at the end screen, so
    // the seat to move again must say who it is before its hand shows (hot-seat).
    const std::size_t depth = undoDepth();
    stopBot();
    const bool wasOver = m_host->match().outcome().has_value() && m_useCurtain;
    const int viewer = m_viewer;
    if (wasOver) {
        m_viewer = -1;
        m_curtain = true;
    }
    if (m_host->undo(depth))
        return true;
    m_viewer = viewer;
    m_curtain = false;
    refresh();
    return false;
}

QString GameController::messageText(const QVariant& message) const
{
    QVariant m = message.canConvert<QJSValue>() ? message.value<QJSValue>().toVariant() : message;
    return Messages::text(m.toMap());
}

} // namespace tabletop::ui
