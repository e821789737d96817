#include "GreedyBot.h"

#include <algorithm>

namespace tabletop::cli {

namespace {
bool isPassive(const std::string& type)
{
    return type == "pass" || type == "done" || type == "endTurn";
}
} // namespace

int GreedyBot::score(const core::GameRules& rules, const core::GameState& state, const core::Action& action)
{
    int s = isPassive(action.type) ? -1 : 0;
    // Look one action ahead on a copy. The copy gets its own generator, so random effects may
    // differ from the real game; that is fine for a heuristic and the real game is untouched.
    auto copy = state.clone();
    core::Rng lookahead(m_chooser.next());
    const core::Result r = rules.apply(*copy, action, lookahead);
    if (!r.accepted)
        return s - 1000;
    if (m_seen.count(rules.stateDigest(*copy)))
        s -= 2; // back to a state it was already asked in: below passing
    if (auto o = rules.outcome(*copy)) {
        const bool won = std::find(o->winners.begin(), o->winners.end(), action.seat) != o->winners.end();
        if (won && o->winners.size() == 1)
            s += 100;
        else if (!won && !o->draw && !o->winners.empty())
            s -= 100;
    }
    return s;
}

core::Action GreedyBot::choose(const core::GameRules& rules, const core::GameState& state, core::Seat,
                               const std::vector<core::Action>& legal)
{
    m_seen.insert(rules.stateDigest(state));
    std::vector<int> scores;
    scores.reserve(legal.size());
    for (const auto& a : legal)
        scores.push_back(score(rules, state, a));
    const int best = *std::max_element(scores.begin(), scores.end());
    std::vector<std::size_t> bestIndices;
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (scores[i] == best)
            bestIndices.push_back(i);
    return legal[bestIndices[m_chooser.below(bestIndices.size())]];
}

} // namespace tabletop::cli
