#pragma once
// Reading decisions from a fuzzer's bytes: every call consumes what it needs and yields zeros
// once the input is used up, so any input is a valid program for the targets.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

namespace tabletop::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size) : m_data(data), m_size(size) {}
    bool empty() const { return m_at >= m_size; }
    std::uint8_t byte() { return m_at < m_size ? m_data[m_at++] : 0; }
    // A number from 0 to n-1 (0 when n is 0).
    std::size_t below(std::size_t n)
    {
        if (n <= 1)
            return 0;
        std::size_t v = byte();
        if (n > 256)
            v = v << 8 | byte();
        return v % n;
    }
    std::uint64_t u64()
    {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = v << 8 | byte();
        return v;
    }
    std::string text(std::size_t maxLength)
    {
        const std::size_t n = below(maxLength + 1);
        std::string s;
        for (std::size_t i = 0; i < n && !empty(); ++i)
            s += static_cast<char>(byte());
        return s;
    }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

// A finding: say what, then stop the process so libFuzzer keeps the input.
[[noreturn]] inline void fail(const std::string& what)
{
    std::fprintf(stderr, "\nFUZZ FINDING: %s\n", what.c_str());
    __builtin_trap();
}

} // namespace tabletop::fuzz
