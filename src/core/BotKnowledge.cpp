#include "BotKnowledge.h"

#include <map>
#include <mutex>

namespace tabletop::core {

namespace {
std::mutex& lock()
{
    static std::mutex m;
    return m;
}
std::map<std::string, const BotKnowledge*>& known()
{
    static std::map<std::string, const BotKnowledge*> k;
    return k;
}
} // namespace

void setBotKnowledge(const std::string& gameId, const BotKnowledge* knowledge)
{
    const std::lock_guard<std::mutex> hold(lock());
    if (knowledge)
        known()[gameId] = knowledge;
    else
        known().erase(gameId);
}

const BotKnowledge* botKnowledge(const std::string& gameId)
{
    const std::lock_guard<std::mutex> hold(lock());
    const auto it = known().find(gameId);
    return it == known().end() ? nullptr : it->second;
}

} // namespace tabletop::core
