#include "Protocol.h"

#include <array>
#include <initializer_list>
#include <stdexcept>

namespace tabletop::net {

namespace {

constexpr std::size_t KiB = 1024;
constexpr std::size_t MiB = 1024 * 1024;
// Deep nesting costs stack in the parser and in destructors; no real message nests past ~10.
constexpr int kMaxDepth = 64;

// Per-type payload limits: small for what clients send (so a guest cannot make the host buffer
// much), larger for what the host sends (views and logs of long games).
constexpr std::array<TypeInfo, 18> kTypes{{
    {MsgType::Hello, "hello", Direction::ToHost, 4 * KiB},
    {MsgType::Ready, "ready", Direction::ToHost, 64 * KiB}, // may carry a deck list
    {MsgType::Action, "action", Direction::ToHost, 8 * KiB},
    {MsgType::Chat, "chat", Direction::ToHost, 4 * KiB},
    {MsgType::Ping, "ping", Direction::ToHost, 64},
    {MsgType::Pong, "pong", Direction::ToHost, 64},
    {MsgType::Bye, "bye", Direction::ToHost, 512},
    {MsgType::Stops, "stops", Direction::ToHost, 4 * KiB}, // protocol 4
    {MsgType::Welcome, "welcome", Direction::ToClient, 64 * KiB},
    {MsgType::Refuse, "refuse", Direction::ToClient, 4 * KiB},
    {MsgType::Lobby, "lobby", Direction::ToClient, 256 * KiB},
    {MsgType::State, "state", Direction::ToClient, 8 * MiB},
    {MsgType::Result, "result", Direction::ToClient, 16 * KiB},
    {MsgType::ChatLine, "chatLine", Direction::ToClient, 8 * KiB},
    {MsgType::HostPing, "hostPing", Direction::ToClient, 64},
    {MsgType::HostPong, "hostPong", Direction::ToClient, 64},
    {MsgType::Reveal, "reveal", Direction::ToClient, 8 * MiB},
    {MsgType::Goodbye, "goodbye", Direction::ToClient, 4 * KiB},
}};

int nestingDepth(std::string_view text)
{
    int depth = 0, worst = 0;
    bool inString = false, escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            worst = std::max(worst, ++depth);
        else if (c == '}' || c == ']')
            --depth;
    }
    return worst;
}

// Schema checks. Each returns "" or a reason naming the field.
class Check {
public:
    Check(const char* type, const core::Json& body) : m_type(type), m_body(body) {}

    std::string error() const { return m_error; }

    const core::Json* field(const char* key, bool required)
    {
        if (!m_error.empty())
            return nullptr;
        auto it = m_body.find(key);
        if (it == m_body.end()) {
            if (required)
                fail(key, "is missing");
            return nullptr;
        }
        return &*it;
    }
    void string(const char* key, bool required, std::size_t minLen, std::size_t maxLen)
    {
        if (auto* v = field(key, required)) {
            if (!v->is_string())
                return fail(key, "must be a string");
            const auto len = v->get_ref<const std::string&>().size();
            if (len < minLen || len > maxLen)
                fail(key, "must be " + std::to_string(minLen) + " to " + std::to_string(maxLen) + " bytes long");
        }
    }
    void integer(const char* key, bool required, std::int64_t min, std::int64_t max, bool nullable = false)
    {
        if (auto* v = field(key, required)) {
            if (nullable && v->is_null())
                return;
            if (!v->is_number_integer())
                return fail(key, "must be an integer");
            const auto n = v->is_number_unsigned() && v->get<std::uint64_t>() > std::uint64_t(INT64_MAX)
                               ? INT64_MAX
                               : v->get<std::int64_t>();
            if (n < min || n > max)
                fail(key, "must be from " + std::to_string(min) + " to " + std::to_string(max));
        }
    }
    // 1 to maxLen lowercase hex digits.
    void hex(const char* key, bool required, std::size_t maxLen)
    {
        if (auto* v = field(key, required)) {
            if (!v->is_string())
                return fail(key, "must be a string");
            const auto& s = v->get_ref<const std::string&>();
            if (s.empty() || s.size() > maxLen ||
                s.find_first_not_of("0123456789abcdef") != std::string::npos)
                fail(key, "must be 1 to " + std::to_string(maxLen) + " lowercase hex digits");
        }
    }
    void boolean(const char* key, bool required)
    {
        if (auto* v = field(key, required); v && !v->is_boolean())
            fail(key, "must be true or false");
    }
    void object(const char* key, bool required, bool nullable = false)
    {
        if (auto* v = field(key, required); v && !v->is_object() && !(nullable && v->is_null()))
            fail(key, nullable ? "must be an object or null" : "must be an object");
    }
    void array(const char* key, bool required)
    {
        if (auto* v = field(key, required); v && !v->is_array())
            fail(key, "must be an array");
    }
    // An array of at most maxItems strings, each 1 to maxLen bytes long.
    void strings(const char* key, bool required, std::size_t maxItems, std::size_t maxLen)
    {
        if (auto* v = field(key, required)) {
            if (!v->is_array())
                return fail(key, "must be an array");
            if (v->size() > maxItems)
                return fail(key, "must hold at most " + std::to_string(maxItems) + " entries");
            for (const auto& item : *v)
                if (!item.is_string() || item.get_ref<const std::string&>().empty() ||
                    item.get_ref<const std::string&>().size() > maxLen)
                    return fail(key, "must hold strings 1 to " + std::to_string(maxLen) + " bytes long");
        }
    }
    void oneOf(const char* key, bool required, std::initializer_list<const char*> choices)
    {
        if (auto* v = field(key, required)) {
            if (v->is_string())
                for (const char* c : choices)
                    if (v->get_ref<const std::string&>() == c)
                        return;
            std::string list;
            for (const char* c : choices)
                list += std::string(list.empty() ? "" : ", ") + "\"" + c + "\"";
            fail(key, "must be one of " + list);
        }
    }
    // Messages to the host must not carry fields we do not know: a guest gets no free channel.
    void only(std::initializer_list<const char*> keys)
    {
        if (!m_error.empty())
            return;
        for (auto it = m_body.begin(); it != m_body.end(); ++it) {
            bool known = false;
            for (const char* k : keys)
                known = known || it.key() == k;
            if (!known)
                return fail(it.key().c_str(), "is not a field of this message");
        }
    }

private:
    void fail(const std::string& key, const std::string& what)
    {
        if (m_error.empty())
            m_error = std::string(m_type) + ": field \"" + key + "\" " + what;
    }

    const char* m_type;
    const core::Json& m_body;
    std::string m_error;
};

} // namespace

std::optional<TypeInfo> typeInfo(std::uint8_t code)
{
    for (const auto& t : kTypes)
        if (static_cast<std::uint8_t>(t.type) == code)
            return t;
    return std::nullopt;
}

std::optional<TypeInfo> typeInfoByName(std::string_view name, Direction direction)
{
    for (const auto& t : kTypes)
        if (t.direction == direction && name == t.name)
            return t;
    return std::nullopt;
}

const char* typeName(MsgType type)
{
    if (auto t = typeInfo(static_cast<std::uint8_t>(type)))
        return t->name;
    return "?";
}

std::string encodeFrame(MsgType type, const core::Json& body)
{
    const auto info = typeInfo(static_cast<std::uint8_t>(type));
    const std::string payload = body.dump(-1, ' ', false, core::Json::error_handler_t::replace);
    if (!info || payload.size() > info->maxPayload)
        throw std::length_error(std::string("frame of type ") + typeName(type) + " is " +
                                std::to_string(payload.size()) + " bytes, over its limit");
    std::string out;
    out.reserve(kHeaderSize + payload.size());
    out.push_back(static_cast<char>(type));
    const auto n = static_cast<std::uint32_t>(payload.size());
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<char>((n >> shift) & 0xff));
    out += payload;
    return out;
}

void FrameDecoder::feed(const char* data, std::size_t size)
{
    if (failed())
        return;
    // Compact now and then so a long session does not grow the buffer without bound.
    if (m_offset > 0 && m_offset == m_buffer.size()) {
        m_buffer.clear();
        m_offset = 0;
    } else if (m_offset > 64 * KiB) {
        m_buffer.erase(0, m_offset);
        m_offset = 0;
    }
    m_buffer.append(data, size);
}

void FrameDecoder::fail(std::string reason)
{
    if (m_error.empty())
        m_error = std::move(reason);
    m_buffer.clear();
    m_offset = 0;
}

std::optional<Frame> FrameDecoder::next()
{
    if (failed() || buffered() < 1)
        return std::nullopt;
    const auto* p = reinterpret_cast<const unsigned char*>(m_buffer.data() + m_offset);
    const auto info = typeInfo(p[0]);
    // Judge the type byte as soon as it arrives, so garbage is refused before any buffering.
    if (!info) {
        fail("unknown message type byte 0x" + std::string(1, "0123456789abcdef"[p[0] >> 4]) +
             std::string(1, "0123456789abcdef"[p[0] & 15]));
        return std::nullopt;
    }
    if (info->direction != m_accepts) {
        fail(std::string("message type ") + info->name + " may not be sent in this direction");
        return std::nullopt;
    }
    if (buffered() < kHeaderSize)
        return std::nullopt;
    const std::uint32_t length = (std::uint32_t(p[1]) << 24) | (std::uint32_t(p[2]) << 16) |
                                 (std::uint32_t(p[3]) << 8) | std::uint32_t(p[4]);
    if (length > info->maxPayload) {
        fail(std::string(info->name) + " frame of " + std::to_string(length) + " bytes is over its limit of " +
             std::to_string(info->maxPayload) + " bytes");
        return std::nullopt;
    }
    if (buffered() < kHeaderSize + length)
        return std::nullopt;
    const std::string_view payload(m_buffer.data() + m_offset + kHeaderSize, length);
    m_offset += kHeaderSize + length;
    if (nestingDepth(payload) > kMaxDepth) {
        fail(std::string(info->name) + " frame nests deeper than " + std::to_string(kMaxDepth) + " levels");
        return std::nullopt;
    }
    core::Json body = core::Json::parse(payload, nullptr, false);
    if (body.is_discarded()) {
        fail(std::string(info->name) + " frame is not valid JSON (UTF-8)");
        return std::nullopt;
    }
    if (!body.is_object()) {
        fail(std::string(info->name) + " frame is not a JSON object");
        return std::nullopt;
    }
    if (auto problem = validateMessage(info->type, body); !problem.empty()) {
        fail(problem);
        return std::nullopt;
    }
    return Frame{info->type, std::move(body)};
}

std::string validateMessage(MsgType type, const core::Json& body)
{
    const auto info = typeInfo(static_cast<std::uint8_t>(type));
    if (!info)
        return "unknown message type";
    if (!body.is_object())
        return std::string(info->name) + ": not a JSON object";
    Check c(info->name, body);
    constexpr std::int64_t kBig = std::int64_t(1) << 53; // exact in every JSON reader
    switch (type) {
    case MsgType::Hello:
        c.integer("v", true, 0, 1000000);
        c.string("name", true, 1, kMaxNameLength);
        c.oneOf("role", true, {"player", "spectator"});
        c.string("password", false, 0, kMaxPasswordLength);
        c.string("token", false, 0, 64);
        c.string("app", false, 0, 64);
        c.string("lang", false, 0, 16); // the reader's language (phones): a BCP 47 tag such as "ja" or "en-GB"
        c.only({"v", "name", "role", "password", "token", "app", "lang"});
        break;
    case MsgType::Ready:
        c.boolean("ready", true);
        c.object("deck", false, true);
        c.hex("nonce", false, 64);
        c.string("role", false, 0, 64); // "" = the rules' default for the seat
        c.object("setup", false, true);
        c.only({"ready", "deck", "nonce", "role", "setup"});
        break;
    case MsgType::Action:
        c.integer("seq", true, 1, kBig);
        c.string("type", true, 1, 64);
        c.object("args", false);
        c.integer("seat", false, 0, 64);
        c.only({"seq", "type", "args", "seat"});
        break;
    case MsgType::Chat:
        c.string("text", true, 1, kMaxChatLength);
        c.only({"text"});
        break;
    case MsgType::Ping:
    case MsgType::Pong:
        c.integer("n", true, 0, kBig);
        c.only({"n"});
        break;
    case MsgType::Bye:
        c.string("reason", false, 0, 200);
        c.only({"reason"});
        break;
    case MsgType::Stops:
        c.oneOf("mode", true, {"always", "phases", "never"});
        c.strings("phases", false, 32, 64);
        c.only({"mode", "phases"});
        break;
    case MsgType::Welcome:
        c.integer("v", true, 0, 1000000);
        c.integer("seat", true, 0, 64, true);
        c.string("token", true, 0, 64);
        c.string("game", true, 1, 64);
        c.integer("seats", true, 1, 64);
        c.integer("lastSeq", true, 0, kBig);
        break;
    case MsgType::Refuse:
    case MsgType::Goodbye:
        c.string("code", true, 1, 64);
        c.string("text", true, 0, 2000);
        break;
    case MsgType::Lobby:
        c.array("seats", true);
        c.boolean("started", true);
        c.string("game", true, 1, 64);
        break;
    case MsgType::State:
        c.integer("actionCount", true, 0, kBig);
        c.object("view", true);
        c.object("prompt", true);
        c.array("legal", true);
        c.array("log", true);
        c.integer("logFrom", false, 0, kBig);
        c.object("outcome", true, true);
        c.array("waitingFor", true);
        c.array("seats", true);
        c.string("commitment", true, 0, 128);
        c.object("affordances", false, true);
        break;
    case MsgType::Result:
        c.integer("seq", true, 0, kBig);
        c.boolean("ok", true);
        c.object("error", false, true);
        break;
    case MsgType::ChatLine:
        c.string("from", true, 0, 200);
        c.integer("seat", true, 0, 64, true);
        c.string("text", true, 1, kMaxChatLength);
        break;
    case MsgType::HostPing:
    case MsgType::HostPong:
        c.integer("n", true, 0, kBig);
        break;
    case MsgType::Reveal:
        c.string("seed", true, 1, 32);
        c.string("salt", true, 1, 128);
        c.string("commitment", true, 1, 128);
        c.object("record", true);
        break;
    }
    return c.error();
}

} // namespace tabletop::net
