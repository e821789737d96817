#pragma once

#include "GameRules.h"
#include "Hash.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace tabletop::core {

// The identities hidden from one viewer (GameRules::visitHidden), as numbers: the FNV-1a 64
// hashes of the ids, in a hash table. Built once per viewer after every action by Match (for the undo
// verdict: did an identity leave a seat's hidden set?) and read again by the random runner's leak
// scan, so the list is made once and never as strings.
//
// contains() is never weaker than comparing strings: an id's own string always hashes to one of
// the numbers. Two different strings with the same 64-bit hash would make a shown string count as
// hidden (a reported leak that is not one), never the other way round. A cheap first filter on
// length and first byte (most shown strings are names and colours) skips most strings unhashed.
class HiddenIds {
public:
    HiddenIds() = default;

    // `expected`: about how many ids there will be (the viewer's set after the last action, say),
    // so the table is sized once instead of grown.
    static HiddenIds of(const GameRules& rules, const GameState& state, std::optional<Seat> viewer,
                        std::size_t expected = 0)
    {
        HiddenIds out = sized(expected);
        rules.visitHidden(state, viewer, [&out](std::string_view id) { out.add(id); });
        return out;
    }

    // For a game whose hidden sets split (GameRules::hiddenSplit): the ids hidden from every
    // viewer, built once, and one viewer's set on top of it (its own part, `shared` kept by
    // pointer: the seats' sets after an action share one). The same set as of() gives.
    static HiddenIds sharedOf(const GameRules& rules, const GameState& state, std::size_t expected = 0)
    {
        HiddenIds out = sized(expected);
        rules.visitHiddenFromAll(state, [&out](std::string_view id) { out.add(id); });
        return out;
    }
    static HiddenIds on(std::shared_ptr<const HiddenIds> shared, const GameRules& rules, const GameState& state,
                        std::optional<Seat> viewer, std::size_t expected = 0)
    {
        HiddenIds out = sized(expected);
        rules.visitHiddenOwn(state, viewer, [&out](std::string_view id) { out.add(id); });
        out.m_shared = std::move(shared);
        return out;
    }
    // The shared part this set is built on (null when built whole), and the size of its own part.
    const std::shared_ptr<const HiddenIds>& shared() const { return m_shared; }
    std::size_t ownSize() const { return m_count; }

    bool empty() const { return size() == 0; }
    // The split's two parts never repeat an id (the conformance suite checks it).
    std::size_t size() const { return m_count + (m_shared ? m_shared->m_count : 0); }

    bool contains(std::string_view s) const
    {
        const bool mine = ownMayContain(s), shared = m_shared && m_shared->ownMayContain(s);
        if (!mine && !shared)
            return false;
        const std::uint64_t h = fnv1a64(s);
        return (mine && has(h)) || (shared && m_shared->has(h));
    }

    // contains() in two steps, for a string looked up in several sets (the views' shared part,
    // checked against every viewer's set): the cheap filter on length and first byte, and the
    // lookup of the string's fnv1a64, worked out once for all the sets.
    bool mayContain(std::string_view s) const { return ownMayContain(s) || (m_shared && m_shared->ownMayContain(s)); }
    bool containsHash(std::uint64_t h) const { return has(h) || (m_shared && m_shared->has(h)); }

    // Every identity of `older` is still hidden here.
    bool includes(const HiddenIds& older) const
    {
        if (older.size() > size())
            return false;
        return (!older.m_shared || includesPart(*older.m_shared)) && includesPart(older);
    }
    // The same, when `older`'s shared part is known to be inside this set's (one check of the
    // shared parts for all the seats): only `older`'s own part is looked up.
    bool includesOwnPart(const HiddenIds& older) const { return older.size() <= size() && includesPart(older); }

private:
    static HiddenIds sized(std::size_t expected)
    {
        HiddenIds out;
        if (expected > 0) {
            std::size_t capacity = 256;
            while (capacity < (expected + expected / 4 + 1) * 2)
                capacity *= 2;
            out.m_slots.assign(capacity, 0);
            out.m_mask = capacity - 1;
        }
        return out;
    }
    bool ownMayContain(std::string_view s) const
    {
        if (s.size() < m_minLength || s.size() > m_maxLength)
            return false;
        const unsigned char first = s.empty() ? 0 : static_cast<unsigned char>(s[0]);
        return m_first[first / 64] >> (first % 64) & 1;
    }
    // Every hash of `part`'s own table is in this set.
    bool includesPart(const HiddenIds& part) const
    {
        if (part.m_zero && !containsHash(0))
            return false;
        for (const std::uint64_t h : part.m_slots)
            if (h != 0 && !containsHash(h))
                return false;
        return true;
    }

    // An open-addressing table of the hashes (0 marks a free slot; a hash that is 0 is kept
    // aside), at most half full: one probe or two per lookup, no sorting.
    bool has(std::uint64_t h) const
    {
        if (h == 0)
            return m_zero;
        if (m_slots.empty())
            return false;
        for (std::size_t i = mix(h) & m_mask;; i = (i + 1) & m_mask) {
            if (m_slots[i] == h)
                return true;
            if (m_slots[i] == 0)
                return false;
        }
    }
    static std::size_t mix(std::uint64_t h) { return static_cast<std::size_t>(h ^ (h >> 29)); }
    void insert(std::uint64_t h)
    {
        if (h == 0) {
            m_count += m_zero ? 0 : 1;
            m_zero = true;
            return;
        }
        if ((m_count + 1) * 2 > m_slots.size())
            grow();
        std::size_t i = mix(h) & m_mask;
        while (m_slots[i] != 0) {
            if (m_slots[i] == h)
                return;
            i = (i + 1) & m_mask;
        }
        m_slots[i] = h;
        ++m_count;
    }
    void grow()
    {
        std::vector<std::uint64_t> old(m_slots.empty() ? 256 : m_slots.size() * 2, 0);
        old.swap(m_slots);
        m_mask = m_slots.size() - 1;
        m_count = m_zero ? 1 : 0;
        for (const std::uint64_t h : old)
            if (h != 0)
                insert(h);
    }
    void add(std::string_view id)
    {
        m_minLength = std::min(m_minLength, id.size());
        m_maxLength = std::max(m_maxLength, id.size());
        const unsigned char first = id.empty() ? 0 : static_cast<unsigned char>(id[0]);
        m_first[first / 64] |= std::uint64_t(1) << (first % 64);
        insert(fnv1a64(id));
    }

    std::vector<std::uint64_t> m_slots; // size a power of two, or empty
    std::size_t m_mask = 0;
    std::size_t m_count = 0; // distinct hashes, the one that is 0 included
    bool m_zero = false;
    std::size_t m_minLength = SIZE_MAX, m_maxLength = 0;
    std::uint64_t m_first[4] = {0, 0, 0, 0};
    std::shared_ptr<const HiddenIds> m_shared; // the split's shared part, or null
};

} // namespace tabletop::core
