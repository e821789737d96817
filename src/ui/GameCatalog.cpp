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
                                      {QStringLiteral("choices"), session::toVariant(o.choices)}});
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
    return {{QStringLiteral("id"), QString::fromStdString(info.id)},
            {QStringLiteral("roles"), roles},
            {QStringLiteral("title"), QString::fromStdString(info.title)},
            {QStringLiteral("minSeats"), info.minSeats},
            {QStringLiteral("maxSeats"), info.maxSeats},
            {QStringLiteral("playable"), info.playable},
            {QStringLiteral("options"), options}};
}
} // namespace

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
