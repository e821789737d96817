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
};

} // namespace tabletop::ui
