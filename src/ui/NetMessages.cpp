// Sentences for the LAN host's refusals (net.* ids, see docs/protocol.md), translated in the
// "rules" context like the rules' own, so a guest reads them in their language.
#include "Messages.h"

#include <QHash>

namespace tabletop::ui {

const char* Messages::netTemplateFor(const QString& id)
{
    static const QHash<QString, const char*> table{
        {QStringLiteral("net.notYourSeat"), QT_TRANSLATE_NOOP("rules", "You cannot act for {seat}.")},
        {QStringLiteral("net.replayed"), QT_TRANSLATE_NOOP("rules", "That move was already sent (number {seq}); it was not applied again.")},
        {QStringLiteral("net.spectator"), QT_TRANSLATE_NOOP("rules", "Spectators cannot act.")},
        {QStringLiteral("net.notStarted"), QT_TRANSLATE_NOOP("rules", "The game has not started.")},
        {QStringLiteral("net.waiting"), QT_TRANSLATE_NOOP("rules", "Waiting for {names}.")},
        {QStringLiteral("net.notInLobby"), QT_TRANSLATE_NOOP("rules", "Only a seated player in the lobby can be ready.")},
    };
    return table.value(id, nullptr);
}

} // namespace tabletop::ui
