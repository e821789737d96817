#pragma once

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace tabletop::ui {

// Turns a rules Message ({id, text, args, rule}) into the user's language. The rules core
// speaks in message ids; translations are keyed by id in the "rules" context, with the
// English sentence as the fallback when a language has no entry.
class Messages {
public:
    static QString text(const QVariantMap& message);
    // Replaces {name} placeholders with args (element and spell names translated too).
    static QString substitute(QString pattern, const QVariantMap& args);
    // An argument value that a game names (a character, a colour, a spell) as the reader's
    // language writes it: the `names` of the games' RuleMessages.js; else the value itself.
    static QString valueName(const QString& key, const QString& value);
    // Seat names used for {seat}, {owner} and {caster} (set when a game starts).
    static void setSeatNames(const QStringList& names);
    // The English template of a shared message id (core.*, deck.*), or null (RuleMessages.cpp).
    static const char* templateFor(const QString& id);
    // The English template of a game's message id, or null: the `templates` of the games'
    // qml/games/<id>/RuleMessages.js, read from the resources once.
    static const char* gameTemplateFor(const QString& id);
    // Where in a seat's view a move's argument points (a phone names it by what it finds there):
    // the `refs` of the games' RuleMessages.js ("<game>.ref.<type>.<key>" or "<game>.ref.<key>"),
    // or an empty string. See ui::wordForReader.
    static QString gameRefFor(const QString& id);
    // The LAN host's refusals (NetMessages.cpp), or null.
    static const char* netTemplateFor(const QString& id);
};

// Messages, and the card names and texts in them (CardTexts), in a given language instead of
// the app's while an object of this class lives: the LAN host words a phone's frames in the
// phone's language, whatever the big screen shows. "en" gives the English sentences; a
// language with no translation file reads as English too. Scopes nest; the GUI thread only.
class ReaderLanguage {
public:
    explicit ReaderLanguage(const QString& language);
    ~ReaderLanguage();
    ReaderLanguage(const ReaderLanguage&) = delete;
    ReaderLanguage& operator=(const ReaderLanguage&) = delete;
    // The language of the innermost living object, or "" (the app's language).
    static QString current();
    // QCoreApplication::translate in the language in force (with %n filled from n).
    static QString translate(const char* context, const char* source, int n = -1);

private:
    QString m_previous;
};

} // namespace tabletop::ui
