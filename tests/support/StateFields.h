#pragma once
// A reflection-like helper for the state-digest tests: the list of a game state's fields, read
// from the header that declares them (so a field added there is on the list without anyone
// remembering to add it). Struct members whose type is another struct of the same header are
// expanded: "players.deck", "pending.card", "seats.library.card".
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace statefields {

struct Field {
    std::string type;
    std::string name;
};

// struct name -> its data members, in order. Member functions, using-declarations and access
// labels are skipped; one member per line, as the style guide has it.
inline std::map<std::string, std::vector<Field>> structs(const std::string& header)
{
    std::map<std::string, std::vector<Field>> out;
    const std::regex open(R"(^\s*struct\s+(\w+)\s*(:[^{]*)?\{\s*$)");
    const std::regex member(R"(^\s*([A-Za-z_][\w:<>, ]*?[\w>])\s+(\w+)\s*(=[^;]*|\{[^}]*\})?;)");
    std::string current;
    int depth = 0; // braces open inside the current struct: members live at depth 1
    std::size_t pos = 0;
    while (pos < header.size()) {
        std::size_t end = header.find('\n', pos);
        if (end == std::string::npos)
            end = header.size();
        std::string line = header.substr(pos, end - pos);
        pos = end + 1;
        const auto comment = line.find("//");
        if (comment != std::string::npos)
            line.erase(comment);
        std::smatch m;
        if (current.empty()) {
            if (std::regex_search(line, m, open)) {
                current = m[1];
                out[current];
                depth = 1;
            }
            continue;
        }
        const bool atTop = depth == 1;
        for (char c : line)
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
        if (depth <= 0) {
            current.clear();
            continue;
        }
        if (!atTop || line.find('(') != std::string::npos || line.find("using ") != std::string::npos)
            continue; // a member function, its body, or a declaration that is not data
        if (std::regex_search(line, m, member))
            out[current].push_back(Field{m[1], m[2]});
    }
    return out;
}

// The dotted paths of every field of `root`, nested structs of the same header expanded.
inline std::vector<std::string> paths(const std::string& header, const std::string& root)
{
    const auto all = structs(header);
    std::vector<std::string> out;
    auto walk = [&](auto&& self, const std::string& s, const std::string& prefix, int depth) -> void {
        const auto it = all.find(s);
        if (it == all.end())
            return;
        for (const auto& f : it->second) {
            std::string nested;
            for (const auto& [name, fields] : all)
                if (name != s && std::regex_search(f.type, std::regex("\\b" + name + "\\b")))
                    nested = name;
            if (!nested.empty() && depth < 4)
                self(self, nested, prefix + f.name + ".", depth + 1);
            else
                out.push_back(prefix + f.name);
        }
    };
    walk(walk, root, "", 0);
    return out;
}

// The fields no row covers. A row covers a field when its name is the field's path, or the
// path followed by a space, a colon or a dot (e.g. "players.deck order").
inline std::vector<std::string> uncovered(const std::vector<std::string>& fieldPaths, const std::set<std::string>& rows)
{
    std::vector<std::string> out;
    for (const auto& p : fieldPaths) {
        bool covered = false;
        for (const auto& r : rows)
            covered = covered || r == p ||
                      (r.size() > p.size() && r.compare(0, p.size(), p) == 0 && (r[p.size()] == ' ' || r[p.size()] == ':' || r[p.size()] == '.'));
        if (!covered)
            out.push_back(p);
    }
    return out;
}

} // namespace statefields
