#include "Args.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace tabletop::cli {

namespace {
bool contains(const std::vector<std::string>& list, const std::string& s)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}
} // namespace

Args::Args(const std::vector<std::string>& words, const std::vector<std::string>& valued,
           const std::vector<std::string>& flags)
{
    bool onlyPositionals = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (onlyPositionals || w.size() < 2 || w.rfind("--", 0) != 0) {
            if (!onlyPositionals && w.size() > 1 && w[0] == '-' && w != "-")
                throw UsageError("unknown option \"" + w + "\"");
            m_positionals.push_back(w);
            continue;
        }
        if (w == "--") {
            onlyPositionals = true;
            continue;
        }
        std::string name = w.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (contains(flags, name)) {
            if (inlineValue)
                throw UsageError("option --" + name + " takes no value");
            m_options[name].push_back("");
        } else if (contains(valued, name)) {
            if (inlineValue) {
                m_options[name].push_back(*inlineValue);
            } else {
                if (i + 1 >= words.size())
                    throw UsageError("option --" + name + " needs a value");
                m_options[name].push_back(words[++i]);
            }
        } else {
            throw UsageError("unknown option \"--" + name + "\"");
        }
    }
}

bool Args::has(const std::string& name) const
{
    return m_options.count(name) > 0;
}

std::optional<std::string> Args::value(const std::string& name) const
{
    auto it = m_options.find(name);
    if (it == m_options.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(const std::string& name) const
{
    auto it = m_options.find(name);
    return it == m_options.end() ? std::vector<std::string>{} : it->second;
}

int Args::intValue(const std::string& name, int fallback, int min, int max) const
{
    auto v = value(name);
    return v ? static_cast<int>(parseInt(*v, "--" + name, min, max)) : fallback;
}

std::uint64_t Args::seedValue(const std::string& name, std::uint64_t fallback) const
{
    auto v = value(name);
    return v ? parseSeed(*v, "--" + name) : fallback;
}

std::int64_t parseInt(const std::string& text, const std::string& what, std::int64_t min, std::int64_t max)
{
    errno = 0;
    char* end = nullptr;
    const long long n = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE)
        throw UsageError(what + ": \"" + text + "\" is not a whole number");
    if (n < min || n > max)
        throw UsageError(what + ": " + text + " is out of range (" + std::to_string(min) + " to " +
                         std::to_string(max) + ")");
    return n;
}

std::uint64_t parseSeed(const std::string& text, const std::string& what)
{
    errno = 0;
    char* end = nullptr;
    // strtoull accepts a leading minus sign and wraps; a seed must be plain digits.
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        throw UsageError(what + ": \"" + text + "\" is not a non-negative whole number");
    const unsigned long long n = std::strtoull(text.c_str(), &end, 10);
    if (errno == ERANGE)
        throw UsageError(what + ": " + text + " is too large (at most 18446744073709551615)");
    return n;
}

} // namespace tabletop::cli
