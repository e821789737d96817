#include "GameCatalog.h"

#include "games/Registry.h"
#include "session/JsonBridge.h"

#include <QFile>
#include <QRegularExpression>

namespace tabletop::ui {

GameCatalog::GameCatalog(QObject* parent) : QObject(parent) {}

namespace {
QVariantMap toMap(const core::GameInfo& info)
{
    QVariantList options;
    for (const auto& o : info.options)
        options.push_back(QVariantMap{{QStringLiteral("name"), QString::fromStdString(o.name)},
                                      {QStringLiteral("description"), QString::fromStdString(o.description)},
                                      {QStringLiteral("defaultValue"), session::toVariant(o.defaultValue)},
                                      {QStringLiteral("choices"), session::toVariant(o.choices)},
                                      {QStringLiteral("choiceTitles"), session::toVariant(o.choiceTitles)},
                                      {QStringLiteral("contentFolder"), QString::fromStdString(o.contentFolder)}});
    QVariantList roles;
    for (const auto& r : info.roles) {
        QStringList brings;
        for (const auto& k : r.setup)
            brings << QString::fromStdString(k);
        roles.push_back(QVariantMap{{QStringLiteral("id"), QString::fromStdString(r.id)},
                                    {QStringLiteral("title"), QString::fromStdString(r.title)},
                                    {QStringLiteral("minSeats"), r.minSeats},
                                    {QStringLiteral("maxSeats"), r.maxSeats},
                                    {QStringLiteral("setup"), brings}});
    }
    QStringList seatSetup;
    for (const auto& k : info.seatSetup)
        seatSetup << QString::fromStdString(k);
    return {{QStringLiteral("id"), QString::fromStdString(info.id)},
            {QStringLiteral("roles"), roles},
            {QStringLiteral("seatSetup"), seatSetup},
            {QStringLiteral("title"), QString::fromStdString(info.title)},
            {QStringLiteral("minSeats"), info.minSeats},
            {QStringLiteral("maxSeats"), info.maxSeats},
            {QStringLiteral("playable"), info.playable},
            {QStringLiteral("options"), options}};
}

// The inverse of toMap, for the parts resolveRoles reads (a page may hold an entry of its own).
core::GameInfo fromMap(const QVariantMap& map)
{
    core::GameInfo info;
    info.id = map.value(QStringLiteral("id")).toString().toStdString();
    for (const auto& v : map.value(QStringLiteral("roles")).toList()) {
        const QVariantMap r = v.toMap();
        core::RoleInfo role;
        role.id = r.value(QStringLiteral("id")).toString().toStdString();
        role.title = r.value(QStringLiteral("title")).toString().toStdString();
        role.minSeats = r.value(QStringLiteral("minSeats"), 0).toInt();
        role.maxSeats = r.value(QStringLiteral("maxSeats"), 1).toInt();
        for (const auto& k : r.value(QStringLiteral("setup")).toStringList())
            role.setup.push_back(k.toStdString());
        info.roles.push_back(role);
    }
    for (const auto& k : map.value(QStringLiteral("seatSetup")).toStringList())
        info.seatSetup.push_back(k.toStdString());
    return info;
}
} // namespace

QVariantMap GameCatalog::resolveRoles(const QVariantMap& game, int seats, const QStringList& roles,
                                      const QVariantList& setup) const
{
    core::MatchConfig config;
    config.game = game.value(QStringLiteral("id")).toString().toStdString();
    config.seats = seats;
    for (const auto& r : roles)
        config.roles.push_back(r.toStdString());
    config.setup = setup.isEmpty() ? core::Json::array() : session::fromVariant(setup);
    QStringList out;
    try {
        for (const auto& r : core::resolveRoles(fromMap(game), config))
            out << QString::fromStdString(r);
    } catch (const std::exception& e) {
        return {{QStringLiteral("roles"), QStringList()}, {QStringLiteral("error"), QString::fromUtf8(e.what())}};
    }
    return {{QStringLiteral("roles"), out}, {QStringLiteral("error"), QString()}};
}

QVariantList GameCatalog::games() const
{
    QVariantList out;
    for (const auto& g : games::allGames())
        out.push_back(toMap(g.info));
    return out;
}

QVariantMap GameCatalog::game(const QString& id) const
{
    const auto* g = games::findGame(id.toStdString());
    return g ? toMap(g->info) : QVariantMap();
}

QString GameCatalog::manifestUrl(const QString& id) const
{
    // An id is a folder name; anything else (a path, "..") has no manifest.
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9_-]+$"));
    if (!idPattern.match(id).hasMatch())
        return {};
    const QString path = QStringLiteral(":/Tabletop/games/") + id + QStringLiteral("/Manifest.qml");
    return QFile::exists(path) ? QStringLiteral("qrc") + path : QString();
}

} // namespace tabletop::ui
