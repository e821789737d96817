// What the computer knows of Kaiju City (core::Bot; docs/games/kaiju.md, "Computer opponents"):
// an evaluation of a cut-off playout and the playouts' taste in moves. General knowledge of the
// game only: no card or deck is named here. (Kept apart from KaijuRules.cpp.)
#include "KaijuBot.h"
#include "KaijuRules.h"
#include "KaijuState.h"

#include <algorithm>
#include <cmath>

namespace tabletop::games::kaiju {

namespace {

// How much of its team a seat has left: the Fortitude still to take (with scars and the team
// bonus) over its team's whole Fortitude, 0 for a team knocked out.
double teamLeft(const SeatState& p)
{
    const CardSet& cards = builtInCards();
    double left = 0, whole = 0;
    for (const Character& c : p.team) {
        int fortitude = cards.at(c.card).fortitude + teamValuesOf(p.teamCard).fortitudeBonus;
        if (!c.scar.empty())
            fortitude += cards.at(c.scar.front().card).scarFortitude;
        whole += std::max(1, fortitude);
        left += std::max(0, fortitude - c.damage);
    }
    return whole > 0 ? left / whole : 0;
}

} // namespace

std::vector<double> KaijuBot::evaluate(const core::GameState& base) const
{
    const auto& s = static_cast<const KaijuState&>(base);
    // Each seat's standing: its glory towards the glory to win, its team's Fortitude left and
    // a little for energy; a seat's value is its share of the logistic of its lead over the
    // best of the others.
    const std::size_t n = s.seats.size();
    std::vector<double> standing(n);
    for (std::size_t i = 0; i < n; ++i) {
        const SeatState& p = s.seats[i];
        standing[i] = 3.0 * p.glory / std::max(1, s.options.gloryToWin) + 2.0 * teamLeft(p)
                      + 0.02 * std::min(p.energy, 20);
    }
    std::vector<double> out(n, 0.5);
    for (std::size_t i = 0; i < n; ++i) {
        double best = -1e9;
        for (std::size_t j = 0; j < n; ++j)
            if (j != i)
                best = std::max(best, standing[j]);
        out[i] = 1.0 / (1.0 + std::exp(-2.0 * (standing[i] - best)));
    }
    return out;
}

std::vector<double> KaijuBot::weights(const core::GameState&, core::Seat, const std::vector<core::Action>& legal) const
{
    // Playouts that fight and play their cards rather than pass.
    std::vector<double> w;
    w.reserve(legal.size());
    for (const core::Action& a : legal) {
        const std::string& t = a.type;
        const auto cards = a.args.find("cards");
        const bool someCards = cards != a.args.end() && cards->is_array() && !cards->empty();
        w.push_back(t == "attack" || t == "rampage" || t == "challenge" ? 4
                    : t == "strike" || t == "block"                  ? (someCards ? 3 : 1)
                    : t == "play"                                    ? 3
                    : t == "scar" || t == "fightOn" || t == "accept" ? 2
                    : t == "pass"                                    ? 0.5
                                                                     : 1);
    }
    return w;
}

int KaijuBot::playoutLimit() const
{
    return 150;
}

const KaijuBot& botKnowledge()
{
    static const KaijuBot knowledge;
    return knowledge;
}

} // namespace tabletop::games::kaiju
