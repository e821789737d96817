#include "ResponseWindow.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tabletop::core {

namespace {
const char* afterName(ResponseWindow::AfterLink a)
{
    switch (a) {
    case ResponseWindow::AfterLink::Reopen: return "reopen";
    case ResponseWindow::AfterLink::Continue: return "continue";
    case ResponseWindow::AfterLink::Close: return "close";
    }
    return "reopen";
}

int intField(const Json& j, const char* key, const std::string& where)
{
    if (!j.contains(key) || !j[key].is_number_integer())
        throw std::invalid_argument(where + "." + key + " must be a whole number");
    return j[key].get<int>();
}
} // namespace

ResponseWindow ResponseWindow::fixed(std::vector<int> order, AfterLink after)
{
    ResponseWindow w;
    w.seats = std::move(order);
    w.afterLink = after;
    return w;
}

std::vector<int> ResponseWindow::stillToAsk() const
{
    std::vector<int> out;
    const int n = static_cast<int>(seats.size());
    for (int i = 0; i < n - passes; ++i)
        out.push_back(seats[static_cast<std::size_t>((turn + i) % n)]);
    return out;
}

bool ResponseWindow::mayAnswer(int seat, int speed) const
{
    if (closed() || seat != asked())
        return false;
    return links.empty() || (speed >= minSpeed && speed >= links.back().speed);
}

bool ResponseWindow::pass()
{
    if (closed())
        return true;
    ++passes;
    advance();
    return closed();
}

bool ResponseWindow::link(ResponseLink l)
{
    if (closed())
        return true;
    l.seat = asked();
    links.push_back(l);
    switch (afterLink) {
    case AfterLink::Reopen:
        // Everyone, its author too, may answer the new link: the count of passes starts again
        // and the next seat after the author is asked first.
        passes = 0;
        advance();
        break;
    case AfterLink::Continue:
        ++passes;
        advance();
        break;
    case AfterLink::Close: passes = static_cast<int>(seats.size()); break;
    }
    return closed();
}

ResponseLink ResponseWindow::pop()
{
    const ResponseLink top = links.back();
    links.pop_back();
    return top;
}

void ResponseWindow::addTo(Digest& d) const
{
    d.list(seats.size());
    for (int s : seats)
        d.add(s);
    d.add(turn).add(passes);
    d.list(links.size());
    for (const auto& l : links)
        d.add(l.seat).add(l.id).add(l.speed);
    d.add(static_cast<int>(afterLink)).add(minSpeed);
}

const char* ResponseWindow::afterLinkName() const { return afterName(afterLink); }

Json ResponseWindow::toJson() const
{
    Json links_ = Json::array();
    for (const auto& l : links)
        links_.push_back(Json{{"id", l.id}, {"seat", l.seat}, {"speed", l.speed}});
    return Json{{"afterLink", afterName(afterLink)}, {"links", links_}, {"minSpeed", minSpeed},
                {"passes", passes}, {"seats", seats}, {"turn", turn}};
}

ResponseWindow ResponseWindow::fromJson(const Json& j)
{
    const std::string where = "window";
    if (!j.is_object())
        throw std::invalid_argument(where + " must be an object");
    ResponseWindow w;
    if (!j.contains("seats") || !j["seats"].is_array())
        throw std::invalid_argument(where + ".seats must be a list of seat numbers");
    for (const auto& s : j["seats"]) {
        if (!s.is_number_integer() || s.get<int>() < 0)
            throw std::invalid_argument(where + ".seats must be a list of seat numbers");
        w.seats.push_back(s.get<int>());
    }
    const int n = static_cast<int>(w.seats.size());
    w.turn = intField(j, "turn", where);
    if (w.turn < 0 || (n > 0 && w.turn >= n) || (n == 0 && w.turn != 0))
        throw std::invalid_argument(where + ".turn must index one of the " + std::to_string(n) + " seats");
    w.passes = intField(j, "passes", where);
    if (w.passes < 0 || w.passes > n)
        throw std::invalid_argument(where + ".passes must be from 0 to " + std::to_string(n));
    w.minSpeed = intField(j, "minSpeed", where);
    const std::string after = j.value("afterLink", std::string());
    if (after == "reopen")
        w.afterLink = AfterLink::Reopen;
    else if (after == "continue")
        w.afterLink = AfterLink::Continue;
    else if (after == "close")
        w.afterLink = AfterLink::Close;
    else
        throw std::invalid_argument(where + ".afterLink must be \"reopen\", \"continue\" or \"close\"");
    if (!j.contains("links") || !j["links"].is_array())
        throw std::invalid_argument(where + ".links must be a list");
    for (std::size_t i = 0; i < j["links"].size(); ++i) {
        const std::string at = where + ".links[" + std::to_string(i) + "]";
        const Json& l = j["links"][i];
        if (!l.is_object())
            throw std::invalid_argument(at + " must be an object");
        w.links.push_back(ResponseLink{intField(l, "seat", at), intField(l, "id", at), intField(l, "speed", at)});
    }
    return w;
}

} // namespace tabletop::core
