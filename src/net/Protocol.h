#pragma once

#include "core/Json.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// The LAN wire format (docs/protocol.md). std-only on purpose: the fuzz target builds these
// files with clang and libFuzzer without Qt, and the tests can decode recorded bytes with them.
namespace tabletop::net {

// 2: guests contribute a nonce to the seed (`ready.nonce`, lobby `commitment`, reveal `nonces`);
// 3: `state` carries only the log entries the guest does not have yet (`logFrom`), so a long
// game costs linear bytes. A host speaks every version from kMinProtocolVersion up (a version-2
// guest still gets whole logs) and refuses others with a sentence naming both versions.
// 4: a guest may send `stops` (when its seat wants to be asked about optional answers).
constexpr int kProtocolVersion = 4;
constexpr int kMinProtocolVersion = 2;
constexpr std::size_t kHeaderSize = 5; // u8 type + u32 big-endian payload length

// Which side may send a message type. Each side's decoder accepts only the other side's types.
enum class Direction { ToHost, ToClient };

enum class MsgType : std::uint8_t {
    // client -> host
    Hello = 0x01,
    Ready = 0x02,
    Action = 0x03,
    Chat = 0x04,
    Ping = 0x05,
    Pong = 0x06,
    Bye = 0x07,
    Stops = 0x08, // protocol 4: when the guest's seat wants to be asked about optional answers
    // host -> client
    Welcome = 0x81,
    Refuse = 0x82,
    Lobby = 0x83,
    State = 0x84,
    Result = 0x85,
    ChatLine = 0x86,
    HostPing = 0x87,
    HostPong = 0x88,
    Reveal = 0x89,
    Goodbye = 0x8a,
};

struct TypeInfo {
    MsgType type;
    const char* name;
    Direction direction;
    std::size_t maxPayload; // checked from the header, before the body is buffered
};

// nullopt for a byte that names no message type.
std::optional<TypeInfo> typeInfo(std::uint8_t code);
std::optional<TypeInfo> typeInfoByName(std::string_view name, Direction direction);
const char* typeName(MsgType type);

struct Frame {
    MsgType type;
    core::Json body; // always an object
};

// One frame on the wire. Throws std::length_error when the body exceeds the type's limit
// (a bug on the sending side: we never send what the peer would refuse).
std::string encodeFrame(MsgType type, const core::Json& body);

// Incremental decoder for one connection: bytes go in as they arrive, frames come out. The
// first problem is sticky: the connection is then closed with error() as the logged reason.
class FrameDecoder {
public:
    explicit FrameDecoder(Direction accepts) : m_accepts(accepts) {}

    void feed(const char* data, std::size_t size);
    void feed(std::string_view bytes) { feed(bytes.data(), bytes.size()); }
    // The next complete, well-formed frame (parsed and validated), or nullopt when more bytes
    // are needed or after an error.
    std::optional<Frame> next();
    bool failed() const { return !m_error.empty(); }
    const std::string& error() const { return m_error; }
    std::size_t buffered() const { return m_buffer.size() - m_offset; }

private:
    void fail(std::string reason);

    Direction m_accepts;
    std::string m_buffer;
    std::size_t m_offset = 0;
    std::string m_error;
};

// Checks a decoded body against its type's schema: required fields, their JSON types and
// ranges, and (for messages to the host) no unknown fields. Returns "" when valid, else a
// reason naming the field, e.g. "action: field \"seq\" must be a positive integer".
std::string validateMessage(MsgType type, const core::Json& body);

// Limits inside messages that the validator enforces.
constexpr std::size_t kMaxNameLength = 40;
constexpr std::size_t kMaxChatLength = 500;
constexpr std::size_t kMaxPasswordLength = 128;

} // namespace tabletop::net
