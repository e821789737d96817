#include "Bot.h"

#include "BotKnowledge.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <memory>
#include <stdexcept>

namespace tabletop::core {

BotLevel botLevel(const std::string& name)
{
    std::string n;
    for (char c : name)
        n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (n == "easy")
        return {"easy", 40, 0.3, 200};
    if (n == "normal")
        return {"normal", 400, 0.9, 400};
    if (n == "hard")
        return {"hard", 1600, 2.8, 600};
    throw std::invalid_argument("unknown computer level \"" + name + "\" (easy, normal or hard)");
}

std::vector<std::string> botLevelNames()
{
    return {"easy", "normal", "hard"};
}

namespace {

struct Node {
    Action action;   // the move that leads here
    std::string key; // its identity among its siblings
    Seat mover = -1; // who made it (-1 at the root)
    Node* parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;
    double reward = 0; // summed over visits, from the mover's side
    int visits = 0;
    int available = 0; // iterations in which this move was legal (ISMCTS availability)
};

std::string keyOf(const Action& a)
{
    return a.type + '\n' + a.args.dump();
}

// 1 for a sole winner, shared among several, half for a tie, 0 for a loss or no end yet.
double rewardFor(const std::optional<Outcome>& o, Seat seat)
{
    if (!o)
        return 0;
    if (o->winners.empty())
        return o->draw ? 0.5 : 0;
    if (std::find(o->winners.begin(), o->winners.end(), seat) == o->winners.end())
        return 0;
    return 1.0 / static_cast<double>(o->winners.size());
}

constexpr double kExplore = 0.7; // UCB1's exploration weight for rewards in [0, 1]

// An index into `count` choices: uniform without weights, else in proportion to them (the
// game's BotKnowledge::weights; a bad list, wrong length or all zero, counts as none).
std::size_t pick(Rng& rng, std::size_t count, const std::vector<double>& weights)
{
    if (weights.size() == count) {
        double total = 0;
        for (double w : weights)
            total += w > 0 ? w : 0;
        if (total > 0) {
            double r = static_cast<double>(rng.below(1u << 30)) / static_cast<double>(1u << 30) * total;
            for (std::size_t i = 0; i < count; ++i) {
                const double w = weights[i] > 0 ? weights[i] : 0;
                if (r < w)
                    return i;
                r -= w;
            }
            for (std::size_t i = count; i-- > 0;)
                if (weights[i] > 0)
                    return i;
        }
    }
    return static_cast<std::size_t>(rng.below(count));
}

} // namespace

Bot::Bot(const GameRules& rules, BotLevel level, std::uint64_t seed) : m_rules(&rules), m_level(std::move(level)), m_rng(seed)
{
}

BotDecision Bot::choose(const GameState& state, Seat seat)
{
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    // The seat's own options: the same in every state it cannot tell from this one.
    const std::vector<Action> options = m_rules->legalActions(state, seat);
    if (options.empty())
        throw std::logic_error("the computer's seat " + std::to_string(seat + 1) + " has no legal action");
    BotDecision decision;
    decision.choices = static_cast<int>(options.size());
    if (options.size() == 1) {
        decision.action = options.front();
        decision.seconds = elapsed();
        return decision;
    }

    // The game's own knowledge, when it has some (BotKnowledge.h).
    const BotKnowledge* knows = botKnowledge(m_rules->info().id);
    const int gameLimit = knows ? knows->playoutLimit() : 0;
    const int playoutLimit = gameLimit > 0 ? std::min(gameLimit, m_level.rolloutLimit) : m_level.rolloutLimit;
    Node root;
    for (int iteration = 0; iteration < m_level.iterations; ++iteration) {
        if (iteration > 0 && elapsed() >= m_level.maxSeconds)
            break;
        ++decision.iterations;
        Rng deal(m_rng.next());
        Rng play(m_rng.next());
        // A world the seat cannot tell from the real one: everything it cannot see dealt anew.
        std::unique_ptr<GameState> world = m_rules->determinize(state, seat, deal);
        Node* node = &root;
        bool broken = false;
        const auto move = [&](const Action& a) {
            if (!m_rules->apply(*world, a, play).accepted)
                broken = true; // a legal action refused: the world ends here
        };

        // Selection and expansion: down the tree among the moves legal in this world.
        while (!broken && !m_rules->outcome(*world)) {
            const Prompt p = m_rules->prompt(*world);
            if (p.seats.empty())
                break;
            const Seat mover = node == &root ? seat : p.seats.front();
            const std::vector<Action> legal = m_rules->legalActions(*world, mover);
            if (legal.empty())
                break;
            std::vector<Node*> present;
            std::vector<std::size_t> untried;
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const std::string key = keyOf(legal[i]);
                Node* found = nullptr;
                for (const auto& c : node->children)
                    if (c->mover == mover && c->key == key) {
                        found = c.get();
                        break;
                    }
                if (found)
                    present.push_back(found);
                else
                    untried.push_back(i);
            }
            for (Node* c : present)
                ++c->available;
            if (!untried.empty()) {
                // The game's favourite untried move first (ties and no weights: at random).
                std::size_t pick = untried[play.below(untried.size())];
                const std::vector<double> weights = knows ? knows->weights(*world, mover, legal) : std::vector<double>{};
                if (weights.size() == legal.size()) {
                    double most = -1;
                    for (std::size_t i : untried)
                        most = std::max(most, weights[i]);
                    std::vector<std::size_t> top;
                    for (std::size_t i : untried)
                        if (weights[i] == most)
                            top.push_back(i);
                    pick = top[play.below(top.size())];
                }
                auto child = std::make_unique<Node>();
                child->action = legal[pick];
                child->key = keyOf(legal[pick]);
                child->mover = mover;
                child->parent = node;
                child->available = 1;
                node->children.push_back(std::move(child));
                node = node->children.back().get();
                move(node->action);
                break;
            }
            Node* best = nullptr;
            double bestScore = -1;
            for (Node* c : present) {
                const double score = c->reward / c->visits
                                     + kExplore * std::sqrt(std::log(static_cast<double>(c->available)) / c->visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = c;
                }
            }
            node = best;
            move(node->action);
        }

        // Playout: random legal moves (as the game's weights favour them) to the end, or to the
        // level's limit (the game's, when shorter), where the game's evaluation scores it.
        for (int steps = 0; !broken && steps < playoutLimit && !m_rules->outcome(*world); ++steps) {
            // Out of time: the playout stops here and is scored as it stands (a game whose moves
            // are slow to list would otherwise overrun the budget by a whole playout).
            if (knows && (steps & 7) == 7 && elapsed() >= m_level.maxSeconds)
                break;
            const Prompt p = m_rules->prompt(*world);
            if (p.seats.empty())
                break;
            const Seat s = p.seats[play.below(p.seats.size())];
            const std::vector<Action> legal = m_rules->legalActions(*world, s);
            if (legal.empty())
                break;
            move(legal[pick(play, legal.size(), knows ? knows->weights(*world, s, legal) : std::vector<double>{})]);
        }

        const std::optional<Outcome> outcome = m_rules->outcome(*world);
        const std::vector<double> standing = outcome || !knows ? std::vector<double>{} : knows->evaluate(*world);
        for (Node* n = node; n; n = n->parent) {
            ++n->visits;
            if (n->mover < 0)
                continue;
            if (!outcome && static_cast<std::size_t>(n->mover) < standing.size())
                n->reward += std::clamp(standing[static_cast<std::size_t>(n->mover)], 0.0, 1.0);
            else
                n->reward += rewardFor(outcome, n->mover);
        }
    }

    // The move tried most often; it must be one of the seat's options in the real state.
    const Node* best = nullptr;
    for (const auto& c : root.children)
        if (!best || c->visits > best->visits)
            best = c.get();
    decision.action = options.front();
    if (best)
        for (const auto& a : options)
            if (keyOf(a) == best->key) {
                decision.action = a;
                break;
            }
    decision.seconds = elapsed();
    return decision;
}

} // namespace tabletop::core
