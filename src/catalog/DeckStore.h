#pragma once

#include <QString>
#include <QStringList>

namespace tabletop::catalog {

struct StoredDeck {
    QString path;
    QString name;
    bool readOnly = false; // a starter deck shipped with the cards: copy it to change it
};

// The user's deck lists: <data folder>/decks/<game>/<name>.deck, plain text (docs/cards.md).
class DeckStore {
public:
    explicit DeckStore(QString root = defaultRoot());

    QList<StoredDeck> decks(const QString& game) const;
    // Writes through QSaveFile; returns the path, or empty and sets error.
    QString save(const QString& game, const QString& name, const QByteArray& text, const QString& previousPath,
                 QString* error) const;
    bool remove(const QString& path) const;
    // A file name for a deck name that is not taken yet by another deck ("Deck (2)").
    QString pathFor(const QString& game, const QString& name, const QString& previousPath) const;

    static QString defaultRoot();
    static bool readText(const QString& path, QString& text, QString* error);
    static bool writeText(const QString& path, const QByteArray& text, QString* error);

private:
    QString m_root;
};

} // namespace tabletop::catalog
