#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace tabletop::core {

// Our own generator (xoshiro256** seeded by splitmix64) with our own bounded integer and
// shuffle, because std:: distributions differ between standard libraries and a game must be
// reproduced bit for bit from its seed on every platform.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    // Uniform integer in [0, bound); bound must be > 0. Unbiased (rejection sampling).
    std::uint64_t below(std::uint64_t bound);
    // Uniform integer in [lo, hi].
    std::int64_t between(std::int64_t lo, std::int64_t hi);

    template <typename T> void shuffle(std::vector<T>& items)
    {
        // Fisher-Yates from the back.
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

    bool operator==(const Rng&) const = default;
    // The whole generator state, for state hashes.
    const std::uint64_t* words() const { return m_s; }

private:
    std::uint64_t m_s[4];
};

} // namespace tabletop::core
