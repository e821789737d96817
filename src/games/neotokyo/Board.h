#pragma once

#include <array>
#include <vector>

namespace tabletop::games::neotokyo {

// The wheel of ruling N1: Shinji in the centre; the ring Asuka, Misato, Ritsuko, Gendou, Rei.
bool naturallyAdjacent(int a, int b);

// Groups of ruling N3. group[c] is the group label of character c (the smallest member's
// index, so equal boards compare equal), or -1 when c is not grouped.
struct Groups {
    std::array<int, 6> group{-1, -1, -1, -1, -1, -1};

    bool grouped(int c) const { return group[static_cast<std::size_t>(c)] >= 0; }
    bool together(int a, int b) const { return grouped(a) && group[static_cast<std::size_t>(a)] == group[static_cast<std::size_t>(b)]; }
    // c and the characters grouped with it.
    std::vector<int> groupOf(int c) const;
    // Every character the speaker may speak a Line to (never the speaker itself).
    std::vector<int> reach(int speaker) const;
    bool canReach(int speaker, int target) const;
    // The target joins the speaker's group; two groups merge into one.
    void attract(int speaker, int target);
    // The target leaves its group; the rest splits into its naturally connected parts.
    void leave(int target);

private:
    void normalise();
};

} // namespace tabletop::games::neotokyo
