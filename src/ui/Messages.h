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
    // The LAN host's refusals (NetMessages.cpp), or null.
    static const char* netTemplateFor(const QString& id);
};

} // namespace tabletop::ui
