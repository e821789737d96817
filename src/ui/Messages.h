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
    // Neo-Tokyo's main characters and Evas as the reader's language writes them.
    static QString characterName(const QString& name);
    static QString elementName(const QString& element);
    static QString spellName(const QString& spell);
    // Seat names used for {seat}, {owner} and {caster} (set when a game starts).
    static void setSeatNames(const QStringList& names);
    // The English template of a message id, or null (RuleMessages.cpp).
    static const char* templateFor(const QString& id);
    // The LAN host's refusals (NetMessages.cpp), or null.
    static const char* netTemplateFor(const QString& id);
};

} // namespace tabletop::ui
