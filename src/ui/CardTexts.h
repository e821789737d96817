#pragma once

#include <QHash>
#include <QString>

namespace tabletop::ui {

// Card names and texts in the reader's language, from the games' translation files
// (cards/<game>/i18n/<lang>.json, read by the catalog's loader). The table shows a card's
// `displayName`/`displayText` (GameController adds them to the view) and the log translates an
// argument that is a card's English name. English, or a card without a translation, reads as
// written.
class CardTexts {
public:
    struct Entry {
        QString name;
        QString text;
    };
    // The translation of game `game`'s card `id` in the current language (AppSettings, or a living ReaderLanguage), or an
    // empty entry.
    static Entry forCard(const QString& game, const QString& id);
    // The translation of a card name as the rules write it (any game), or "".
    static QString name(const QString& englishName);
    // The name of the card whose id is `id` (card ids are unique across the games), in the
    // current language, English included; "" for no card of that id. A log line that names a
    // card by its id ({card}) reads as the card's name.
    static QString nameOfId(const QString& id);

private:
    struct Language {
        QHash<QString, Entry> byGameAndId; // "<game>/<id>"
        QHash<QString, QString> names;     // English name -> translated
    };
    static const Language& current();
    static const QHash<QString, QString>& idNames(const QString& language); // id -> name
};

} // namespace tabletop::ui
