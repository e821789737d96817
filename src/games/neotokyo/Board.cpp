#include "Board.h"

#include <algorithm>
#include <cstdlib>

namespace tabletop::games::neotokyo {

bool naturallyAdjacent(int a, int b)
{
    if (a == b)
        return false;
    if (a == 0 || b == 0)
        return true; // Shinji, in the centre, touches everyone
    // Ring order (N1): Asuka(2) Misato(3) Ritsuko(4) Gendou(5) Rei(1), back to Asuka.
    static constexpr std::array<int, 6> ringPos{-1, 4, 0, 1, 2, 3};
    const int d = std::abs(ringPos[static_cast<std::size_t>(a)] - ringPos[static_cast<std::size_t>(b)]);
    return d == 1 || d == 4;
}

std::vector<int> Groups::groupOf(int c) const
{
    if (!grouped(c))
        return {c};
    std::vector<int> out;
    for (int i = 0; i < 6; ++i)
        if (together(i, c))
            out.push_back(i);
    return out;
}

std::vector<int> Groups::reach(int speaker) const
{
    std::array<bool, 6> can{};
    const auto mine = groupOf(speaker);
    for (int m : mine) {
        can[static_cast<std::size_t>(m)] = true; // group members are adjacent to each other
        for (int t = 0; t < 6; ++t)
            if (naturallyAdjacent(m, t))
                can[static_cast<std::size_t>(t)] = true;
    }
    // Reaching one member of a group reaches all of it.
    for (int t = 0; t < 6; ++t)
        if (can[static_cast<std::size_t>(t)])
            for (int o : groupOf(t))
                can[static_cast<std::size_t>(o)] = true;
    std::vector<int> out;
    for (int t = 0; t < 6; ++t)
        if (can[static_cast<std::size_t>(t)] && t != speaker)
            out.push_back(t);
    return out;
}

bool Groups::canReach(int speaker, int target) const
{
    const auto r = reach(speaker);
    return std::find(r.begin(), r.end(), target) != r.end();
}

void Groups::attract(int speaker, int target)
{
    if (together(speaker, target))
        return;
    const auto a = groupOf(speaker), b = groupOf(target);
    for (int c : a)
        group[static_cast<std::size_t>(c)] = 99;
    for (int c : b)
        group[static_cast<std::size_t>(c)] = 99;
    normalise();
}

void Groups::leave(int target)
{
    if (!grouped(target))
        return;
    const auto rest = groupOf(target);
    group[static_cast<std::size_t>(target)] = -1;
    for (int c : rest)
        if (c != target)
            group[static_cast<std::size_t>(c)] = -1;
    // Connected parts of the remaining members under natural adjacency.
    std::vector<int> left;
    for (int c : rest)
        if (c != target)
            left.push_back(c);
    int label = 100;
    for (int start : left) {
        if (group[static_cast<std::size_t>(start)] >= 0)
            continue;
        std::vector<int> stack{start};
        group[static_cast<std::size_t>(start)] = label;
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            for (int o : left)
                if (group[static_cast<std::size_t>(o)] < 0 && naturallyAdjacent(c, o)) {
                    group[static_cast<std::size_t>(o)] = label;
                    stack.push_back(o);
                }
        }
        ++label;
    }
    normalise();
}

void Groups::normalise()
{
    std::array<int, 6> out{-1, -1, -1, -1, -1, -1};
    for (int c = 0; c < 6; ++c) {
        const int g = group[static_cast<std::size_t>(c)];
        if (g < 0 || out[static_cast<std::size_t>(c)] >= 0)
            continue;
        std::vector<int> members;
        for (int o = 0; o < 6; ++o)
            if (group[static_cast<std::size_t>(o)] == g)
                members.push_back(o);
        for (int o : members) // c is the smallest member: it names the group
            out[static_cast<std::size_t>(o)] = members.size() >= 2 ? c : -1;
    }
    group = out;
}

} // namespace tabletop::games::neotokyo
