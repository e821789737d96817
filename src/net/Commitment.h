#pragma once

#include "core/Json.h"

#include <QString>
#include <map>
#include <optional>
#include <vector>

namespace tabletop::net {

// Fair shuffles for guests: before the first shuffle the host publishes
// SHA-256("tabletop-seed:<seed>:<salt>"); at the end it reveals seed, salt and the record,
// and every client checks the hash and replays the whole game against what it was shown.
QString makeSalt();
QString commitmentFor(quint64 seed, const QString& salt);
// Seeds from everyone (protocol 2): the game's seed is the first 8 bytes (big-endian) of
// SHA-256("tabletop-game-seed:" + decimal hostSeed + ":" + nonce of seat 0 + ":" + nonce of
// seat 1 ...), shifted right by one bit (63 bits, exact in every JSON reader). A seat that sent
// no nonce contributes "".
quint64 deriveSeed(quint64 hostSeed, const std::vector<QString>& nonces);
// A fresh random nonce (32 hex digits) for a guest to send in `ready`.
QString makeNonce();
// A nonce as the protocol takes it: 1 to 64 lowercase hex digits.
bool isNonce(const QString& nonce);

struct Verification {
    bool ok = false;
    QString text; // English, for the CLI and the log; the app shows it translated by code
    QString code; // "ok", "commitment", "seed", "replay", "view", "log"
};

// reveal: the host's reveal message. commitment: what the host published at the start.
// seat: the verifying seat (nullopt for a spectator). viewsSeen: every view this client was
// sent, by action count; lastLog/actionCount: the last state's log and count. The replay must
// reproduce each of them exactly. ownNonce: the nonce this client sent in `ready` after it had
// the commitment (empty: it sent none); it must be this seat's entry of the reveal's `nonces`.
Verification verifyReveal(const core::Json& reveal, const QString& commitment, std::optional<int> seat,
                          const std::map<qint64, core::Json>& viewsSeen, const core::Json& lastLog,
                          qint64 actionCount, const QString& ownNonce = {});

} // namespace tabletop::net
