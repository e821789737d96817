#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The user's own contents of a game's options that take content (core::OptionInfo::contentFolder:
// a whole map for an option that otherwise names a ready one). Each is a JSON file
// <root>/<contentFolder>/<game>/<name>.json, root being the app's data folder; a game's editor
// starts from a choice's content, and saves a new file here, checked first by the game's own
// loader (GameRules::optionContent, the check setup makes) and written atomically (QSaveFile).
// The new-game page lists the saved ones beside the choices; the chosen content goes into the
// match's config whole, so a saved game never needs the file again.
class OptionContents : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The data folder (tests point it elsewhere); empty: QStandardPaths::AppDataLocation.
    Q_PROPERTY(QString root READ root WRITE setRoot NOTIFY changed)
    // Counts every save, so lists bound to saved() follow.
    Q_PROPERTY(int revision READ revision NOTIFY changed)
public:
    explicit OptionContents(QObject* parent = nullptr);

    QString root() const;
    void setRoot(const QString& root);
    int revision() const { return m_revision; }

    // Whether the game's option takes content (and so can be edited and saved).
    Q_INVOKABLE bool takesContent(const QString& game, const QString& option) const;
    // {content, error}: what a choice (or a content) stands for, checked by the game.
    Q_INVOKABLE QVariantMap content(const QString& game, const QString& option, const QVariant& value) const;
    // [{name, path, content}] of the saved ones the game accepts, by name; a file that does not
    // read or that the game refuses is left out (and said on the console).
    Q_INVOKABLE QVariantList saved(const QString& game, const QString& option) const;
    // A file name for `base` (lower-case letters, digits and '-') that is neither a listed
    // choice nor a saved file: "base", "base-2", ...
    Q_INVOKABLE QString freeName(const QString& game, const QString& option, const QString& base) const;
    // Checks `content` with the game, then writes it as a new file <name>.json. {ok, path, error}:
    // on any problem (the game's message names the field) nothing is written.
    Q_INVOKABLE QVariantMap save(const QString& game, const QString& option, const QString& name,
                                 const QVariant& content);
    // The folder of one option's saved contents.
    Q_INVOKABLE QString folder(const QString& game, const QString& option) const;

signals:
    void changed();

private:
    QString contentFolder(const QString& game, const QString& option) const;
    QString m_root;
    int m_revision = 0;
};

} // namespace tabletop::ui
