// libFuzzer target: arbitrary bytes into both sides' frame decoders and the message validator.
// Build and run with scripts/fuzz.sh (clang, -fsanitize=fuzzer,address,undefined).
#include "net/Protocol.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>

using namespace tabletop::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    // The first byte picks how the input is cut into reads, so split frames are explored too.
    const std::size_t chunk = 1 + data[0] % 17;
    const char* bytes = reinterpret_cast<const char*>(data + 1);
    const std::size_t n = size - 1;
    for (Direction d : {Direction::ToHost, Direction::ToClient}) {
        FrameDecoder decoder(d);
        for (std::size_t at = 0; at < n && !decoder.failed(); at += chunk) {
            decoder.feed(bytes + at, std::min(chunk, n - at));
            while (auto frame = decoder.next()) {
                // A frame that came out must re-encode and decode to itself.
                std::string again;
                try {
                    again = encodeFrame(frame->type, frame->body);
                } catch (const std::length_error&) {
                    continue; // re-dumped numbers can be longer than written; the host never re-sends input
                }
                FrameDecoder check(d);
                check.feed(again);
                auto back = check.next();
                if (!back || back->body != frame->body)
                    __builtin_trap();
            }
        }
    }
    // The validator alone, on any JSON the bytes happen to form, for every message type.
    const auto json = tabletop::core::Json::parse(bytes, bytes + n, nullptr, false);
    if (!json.is_discarded())
        for (int code = 0; code < 256; ++code)
            if (auto t = typeInfo(static_cast<std::uint8_t>(code)))
                (void)validateMessage(t->type, json);
    return 0;
}
