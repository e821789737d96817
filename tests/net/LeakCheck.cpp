#include "LeakCheck.h"

#include "core/Match.h"
#include "games/Registry.h"
#include "net/Protocol.h"

#include <cctype>
#include <stdexcept>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tabletop::net {

using core::Json;

namespace {

bool isIdChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
}

// For each action count k, the identities hidden from `seat` in the state after k actions.
std::vector<std::vector<std::string>> hiddenByCount(const Json& record, std::optional<int> seat)
{
    const core::GameRules* rules = games::findRules(record.at("config").at("game").get<std::string>());
    core::Match match(*rules, core::MatchConfig::fromJson(record.at("config")), record.value("position", Json()));
    std::vector<std::vector<std::string>> out{rules->hiddenFrom(match.state(), seat)};
    for (const auto& a : record.at("actions")) {
        if (!match.submit(core::Action::fromJson(a.at("action"))).accepted)
            throw std::runtime_error("record does not replay");
        out.push_back(rules->hiddenFrom(match.state(), seat));
    }
    return out;
}

bool isWord(std::string_view id)
{
    if (id.empty())
        return false;
    for (char c : id)
        if (!isIdChar(c))
            return false;
    return true;
}

// Every maximal run of identity characters in `text`.
std::unordered_set<std::string_view> wordsOf(std::string_view text)
{
    std::unordered_set<std::string_view> words;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && isIdChar(text[i]))
            continue;
        if (i > start)
            words.insert(text.substr(start, i - start));
        start = i + 1;
    }
    return words;
}

} // namespace

bool containsToken(std::string_view text, const std::string& id)
{
    for (std::size_t at = text.find(id); at != std::string_view::npos; at = text.find(id, at + 1)) {
        const bool before = at == 0 || !isIdChar(text[at - 1]);
        const bool after = at + id.size() >= text.size() || !isIdChar(text[at + id.size()]);
        if (before && after)
            return true;
    }
    return false;
}

// Decodes every byte a client received and checks that, until the end-of-game reveal, no frame
// holds an identity hidden from that client at that point of the game. Returns "" or the leak.
QString findLeak(const QByteArray& bytes, std::optional<int> seat, const Json& record, int* framesChecked)
{
    const auto hidden = hiddenByCount(record, seat);
    FrameDecoder decoder(Direction::ToClient);
    decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    std::size_t count = 0;
    // Search the bytes as received, not a re-encoding of the decoded body: walk the stream
    // alongside the decoder.
    std::size_t offset = 0;
    while (auto frame = decoder.next()) {
        const std::uint32_t length = (std::uint32_t(std::uint8_t(bytes[qsizetype(offset + 1)])) << 24) |
                                     (std::uint32_t(std::uint8_t(bytes[qsizetype(offset + 2)])) << 16) |
                                     (std::uint32_t(std::uint8_t(bytes[qsizetype(offset + 3)])) << 8) |
                                     std::uint32_t(std::uint8_t(bytes[qsizetype(offset + 4)]));
        const std::string_view payload(bytes.constData() + offset + kHeaderSize, length);
        offset += kHeaderSize + length;
        if (frame->type == MsgType::Reveal)
            return QString(); // the deliberate disclosure after the game is over ends the check
        if (frame->type == MsgType::State)
            count = frame->body.at("actionCount").get<std::size_t>();
        if (count >= hidden.size())
            return QStringLiteral("state for action %1 beyond the record").arg(count);
        // Frames between states (results, chat) are held to the last state's hidden set. The
        // payload's words (runs of identity characters) are collected once: an identity made
        // of such characters shows as a token exactly when it is one of them, so a frame costs
        // one pass, not one search per hidden identity (a test built without optimisation spent
        // minutes in those searches).
        const auto words = wordsOf(payload);
        for (const auto& id : hidden[count])
            if (isWord(id) ? words.count(id) > 0 : containsToken(payload, id))
                return QStringLiteral("%1 frame at action %2 shows \"%3\" to %4")
                    .arg(typeName(frame->type))
                    .arg(count)
                    .arg(QString::fromStdString(id))
                    .arg(seat ? QStringLiteral("seat %1").arg(*seat + 1) : QStringLiteral("a spectator"));
        ++*framesChecked;
    }
    if (decoder.failed())
        return QStringLiteral("recorded bytes do not decode: %1").arg(QString::fromStdString(decoder.error()));
    return QStringLiteral("the recording ends without the reveal");
}


} // namespace tabletop::net
