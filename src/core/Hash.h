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

// Feeds typed values into FNV-1a 64 without building a document first: the fast path for
// GameRules::stateDigest. Strings carry their length and every value a type tag, so ("ab","c")
// and ("a","bc") differ.
class Digest {
public:
    Digest& add(std::string_view s)
    {
        tag('s');
        raw(s.size());
        for (unsigned char c : s)
            byte(c);
        return *this;
    }
    Digest& add(const char* s) { return add(std::string_view(s)); }
    Digest& add(const std::string& s) { return add(std::string_view(s)); }
    Digest& add(bool b)
    {
        tag(b ? 'T' : 'F');
        return *this;
    }
    Digest& add(std::int64_t v)
    {
        tag('i');
        raw(static_cast<std::uint64_t>(v));
        return *this;
    }
    Digest& add(int v) { return add(static_cast<std::int64_t>(v)); }
    Digest& add(std::uint64_t v)
    {
        tag('u');
        raw(v);
        return *this;
    }
    // Marks the start of a list of `n` items (so [a][b] and [a,b] differ).
    Digest& list(std::size_t n)
    {
        tag('[');
        raw(n);
        return *this;
    }
    std::uint64_t value() const { return m_h; }

private:
    void byte(unsigned char c)
    {
        m_h ^= c;
        m_h *= 0x100000001b3ULL;
    }
    void tag(char t) { byte(static_cast<unsigned char>(t)); }
    void raw(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i)
            byte(static_cast<unsigned char>(v >> (8 * i)));
    }
    std::uint64_t m_h = 0xcbf29ce484222325ULL;
};

} // namespace tabletop::core
