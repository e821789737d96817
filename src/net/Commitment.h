#pragma once

#include "core/Json.h"

#include <QString>
#include <map>
#include <optional>

namespace tabletop::net {

// Fair shuffles for guests: before the first shuffle the host publishes
// SHA-256("tabletop-seed:<seed>:<salt>"); at the end it reveals seed, salt and the record,
// and every client checks the hash and replays the whole game against what it was shown.
QString makeSalt();
QString commitmentFor(quint64 seed, const QString& salt);

struct Verification {
    bool ok = false;
    QString text; // English, for the CLI and the log; the app shows it translated by code
    QString code; // "ok", "commitment", "seed", "replay", "view", "log"
};

// reveal: the host's reveal message. commitment: what the host published at the start.
// seat: the verifying seat (nullopt for a spectator). viewsSeen: every view this client was
// sent, by action count; lastLog/actionCount: the last state's log and count. The replay must
// reproduce each of them exactly.
Verification verifyReveal(const core::Json& reveal, const QString& commitment, std::optional<int> seat,
                          const std::map<qint64, core::Json>& viewsSeen, const core::Json& lastLog,
                          qint64 actionCount);

} // namespace tabletop::net
