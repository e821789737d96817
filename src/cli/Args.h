#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace tabletop::cli {

// A command line mistake: the message is printed and the program exits with kExitUsage.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Exit codes shared by every command (documented in docs/cli.md).
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1; // the run found a problem: violation, divergence, failed scenario, bad file
constexpr int kExitUsage = 2; // the command line is wrong: unknown game or option, bad number

// The words after the subcommand: positionals plus `--name value` / `--name=value` / `--flag`.
// Each command declares which options take a value and which are flags, so a typo is reported
// instead of being silently ignored.
class Args {
public:
    Args(const std::vector<std::string>& words, const std::vector<std::string>& valued,
         const std::vector<std::string>& flags);

    const std::vector<std::string>& positionals() const { return m_positionals; }
    bool has(const std::string& name) const;
    bool flag(const std::string& name) const { return has(name); }
    // The last value given for the option, if any.
    std::optional<std::string> value(const std::string& name) const;
    // Every value given for a repeatable option, in order.
    std::vector<std::string> values(const std::string& name) const;

    // Strict numbers: the whole word must be a number in range, else UsageError naming the option.
    int intValue(const std::string& name, int fallback, int min, int max) const;
    std::uint64_t seedValue(const std::string& name, std::uint64_t fallback) const;

private:
    std::vector<std::string> m_positionals;
    std::map<std::string, std::vector<std::string>> m_options;
};

std::int64_t parseInt(const std::string& text, const std::string& what, std::int64_t min, std::int64_t max);
std::uint64_t parseSeed(const std::string& text, const std::string& what);

} // namespace tabletop::cli
