#pragma once

#include <QObject>
#include <QVariantList>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The games the client knows, from the manifest, for the home screen.
class GameCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList games READ games CONSTANT)
public:
    explicit GameCatalog(QObject* parent = nullptr);
    QVariantList games() const;
    Q_INVOKABLE QVariantMap game(const QString& id) const;
    // The game's Manifest.qml in its QML module (qml/games/<id>/), or "" when it has none.
    Q_INVOKABLE QString manifestUrl(const QString& id) const;
    // Every seat's role for a game entry (one of games(), or a map of the same shape) and a seat
    // count, through core::resolveRoles: the chosen roles (one id per seat; empty for the
    // defaults) and per seat what it brings ({"team": ...} or null) are checked, and the answer is
    // {roles: [id per seat], error: ""} or {roles: [], error: "what is wrong"}.
    Q_INVOKABLE QVariantMap resolveRoles(const QVariantMap& game, int seats, const QStringList& roles = {},
                                         const QVariantList& setup = {}) const;
};

} // namespace tabletop::ui
