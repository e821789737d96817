#include "Commitment.h"

#include "session/MatchHost.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace tabletop::net {

QString makeSalt()
{
    // The salt stops a guest from trying every small seed against the commitment.
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), 4);
    return QString::fromLatin1(bytes.toHex());
}

QString commitmentFor(quint64 seed, const QString& salt)
{
    const QByteArray text = "tabletop-seed:" + QByteArray::number(seed) + ':' + salt.toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

quint64 deriveSeed(quint64 hostSeed, const std::vector<QString>& nonces)
{
    QByteArray text = "tabletop-game-seed:" + QByteArray::number(hostSeed);
    for (const auto& n : nonces)
        text += ':' + n.toLatin1();
    const QByteArray digest = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | static_cast<quint8>(digest[i]);
    return seed >> 1;
}

QString makeNonce()
{
    return makeSalt();
}

bool isNonce(const QString& nonce)
{
    if (nonce.isEmpty() || nonce.size() > 64)
        return false;
    for (const QChar c : nonce)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

Verification verifyReveal(const core::Json& reveal, const QString& commitment, std::optional<int> seat,
                          const std::map<qint64, core::Json>& viewsSeen, const core::Json& lastLog,
                          qint64 actionCount, const QString& ownNonce)
{
    Verification v;
    try {
        const QString seedText = QString::fromStdString(reveal.at("seed").get<std::string>());
        const QString salt = QString::fromStdString(reveal.at("salt").get<std::string>());
        bool ok = false;
        const quint64 seed = seedText.toULongLong(&ok);
        if (!ok || commitmentFor(seed, salt) != commitment) {
            v.code = QStringLiteral("commitment");
            v.text = QStringLiteral("the revealed seed does not match the commitment published at the start");
            return v;
        }
        const core::Json& record = reveal.at("record");
        // Protocol 2: the game's seed mixes the host's seed with every seat's nonce.
        std::vector<QString> nonces;
        const bool mixed = reveal.contains("nonces");
        if (mixed)
            for (const auto& n : reveal.at("nonces"))
                nonces.push_back(QString::fromStdString(n.get<std::string>()));
        const quint64 gameSeed = mixed ? deriveSeed(seed, nonces) : seed;
        if (record.at("config").at("seed").get<std::uint64_t>() != gameSeed) {
            v.code = QStringLiteral("seed");
            v.text = mixed ? QStringLiteral("the game record was not played with the seed derived from the host's "
                                            "seed and the guests' nonces")
                           : QStringLiteral("the game record was not played with the revealed seed");
            return v;
        }
        if (!ownNonce.isEmpty() &&
            (!seat || *seat < 0 || std::size_t(*seat) >= nonces.size() || nonces[std::size_t(*seat)] != ownNonce)) {
            v.code = QStringLiteral("nonce");
            v.text = QStringLiteral("the host did not use this seat's nonce in the game's seed");
            return v;
        }
        QString error;
        // Replays every action and checks every state hash in the record.
        auto host = session::MatchHost::fromRecord(record, &error);
        if (!host) {
            v.code = QStringLiteral("replay");
            v.text = QStringLiteral("the game record does not replay: %1").arg(error);
            return v;
        }
        if (static_cast<qint64>(host->match().history().size()) != actionCount) {
            v.code = QStringLiteral("view");
            v.text = QStringLiteral("the record has %1 actions, this seat was shown %2")
                         .arg(host->match().history().size())
                         .arg(actionCount);
            return v;
        }
        // Step through the game again and compare every table this seat was shown on the way.
        const auto* rules = &host->match().rules();
        core::Match step(*rules, core::MatchConfig::fromJson(record.at("config")), record.value("position", core::Json()));
        qint64 count = 0;
        auto check = [&] {
            auto it = viewsSeen.find(count);
            return it == viewsSeen.end() || it->second == step.view(seat);
        };
        bool same = check();
        for (const auto& rec : host->match().history()) {
            if (!same)
                break;
            step.submit(rec.action);
            ++count;
            same = check();
        }
        if (!same) {
            v.code = QStringLiteral("view");
            v.text = QStringLiteral("replaying the record does not give the table this seat was shown after "
                                    "action %1")
                         .arg(count);
            return v;
        }
        if (host->logFor(seat) != lastLog) {
            v.code = QStringLiteral("log");
            v.text = QStringLiteral("replaying the record does not give the game log this seat was shown");
            return v;
        }
        v.ok = true;
        v.code = QStringLiteral("ok");
        v.text = QStringLiteral("verified: the seed matches its commitment%3 and all %1 actions replay to the "
                                "%2 tables and the log this seat was shown")
                     .arg(actionCount)
                     .arg(viewsSeen.size())
                     .arg(ownNonce.isEmpty() ? QString() : QStringLiteral(", this seat's nonce is in it,"));
    } catch (const std::exception& e) {
        v.code = QStringLiteral("replay");
        v.text = QStringLiteral("the reveal is malformed: %1").arg(QString::fromUtf8(e.what()));
    }
    return v;
}

} // namespace tabletop::net
