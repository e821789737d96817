#pragma once
// The byte-level no-leak check shared by the LAN tests (tst_lan over TCP, tst_phones over
// WebSockets): every frame a client received, decoded in order, against the identities hidden
// from its seat at that point of the game (GameRules::hiddenFrom, replayed from the record).
#include "core/Json.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>
#include <string_view>

namespace tabletop::net {

// True when `id` occurs in `text` as a whole token (so "g3" does not match "g39").
bool containsToken(std::string_view text, const std::string& id);

// "" when no frame before the reveal shows `seat` (nullopt: a spectator) an identity hidden from
// it; otherwise the first leak. The bytes must end with the reveal. Counts the frames checked.
QString findLeak(const QByteArray& bytes, std::optional<int> seat, const core::Json& record, int* framesChecked);

} // namespace tabletop::net
