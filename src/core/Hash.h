#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tabletop::core {

// FNV-1a 64: tiny, stable across platforms, good enough to detect divergent replays.
inline std::uint64_t fnv1a64(std::string_view data)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : data) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string hashToHex(std::uint64_t h);

} // namespace tabletop::core
