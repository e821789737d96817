#pragma once

#include "FunctionRef.h"
#include "JsonBuild.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace tabletop::core {

// Called with each string value of a view (see GameRules::visitViewStrings): a reference to the
// caller's callable, no std::function (the leak scan calls it for every string of every view).
using StringVisitor = FunctionRef<void(std::string_view)>;

// Calls `visit` with every string value inside `j` (keys excluded), in document order.
inline void visitStrings(const Json& j, const StringVisitor& visit)
{
    switch (j.type()) {
    case Json::value_t::string:
        visit(j.get_ref<const std::string&>());
        break;
    case Json::value_t::array:
    case Json::value_t::object:
        for (const auto& v : j)
            visitStrings(v, visit);
        break;
    default:
        break;
    }
}

// Two outputs for one piece of view code, so that a game can write its view once (a template
// over the output) and have both: JsonOut builds the document viewFor returns; StringsOut builds
// nothing and hands each string value to a visitor, which is what the random runner's leak scan
// after every action needs (GameRules::visitViewStrings). Since both run the same statements,
// the scan sees exactly the view's strings; the conformance suite compares the two anyway.
//
// The code writes objects key by key (`out.object()`, `add`, `take`), arrays (`out.array(n)`,
// `push`, `take`), null (`out.null()`) and strings not held in a std::string (`out.text`).
struct JsonOut {
    using Value = Json;
    class Object {
    public:
        template <typename V>
        Object& add(const char* key, V&& value)
        {
            m_object.add(key, std::forward<V>(value));
            return *this;
        }
        Json take() { return m_object.take(); }

    private:
        JsonObject m_object;
    };
    class Array {
    public:
        explicit Array(std::size_t n) : m_array(jsonArray(n)) {}
        Array& push(Json value)
        {
            m_array.get_ref<Json::array_t&>().push_back(std::move(value));
            return *this;
        }
        Json take() { return std::move(m_array); }

    private:
        Json m_array;
    };
    Object object() const { return Object(); }
    Array array(std::size_t n) const { return Array(n); }
    Json null() const { return Json(nullptr); }
    Json text(std::string_view s) const { return Json(std::string(s)); }
};

class StringsOut {
public:
    struct Value {}; // a part already scanned: its strings went to the visitor as it was written

    explicit StringsOut(const StringVisitor& visit) : m_visit(&visit) {}

    class Object {
    public:
        explicit Object(const StringVisitor* visit) : m_visit(visit) {}
        template <typename V>
        Object& add(const char*, const V& value)
        {
            see(*m_visit, value);
            return *this;
        }
        Value take() { return {}; }

    private:
        const StringVisitor* m_visit;
    };
    class Array {
    public:
        Array& push(Value) { return *this; }
        Value take() { return {}; }
    };
    Object object() const { return Object(m_visit); }
    Array array(std::size_t) const { return Array(); }
    Value null() const { return {}; }
    Value text(std::string_view s) const
    {
        (*m_visit)(s);
        return {};
    }

    // Every kind of value a view may hold: text is visited, a ready JSON part is walked, values
    // that cannot hold text are skipped; any other type does not compile (so nothing is skipped
    // by accident: a list of names must be given as JSON or written item by item).
    template <typename V>
    static void see(const StringVisitor& visit, const V& value)
    {
        using T = std::decay_t<V>;
        if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>)
            visit(value);
        else if constexpr (std::is_same_v<T, const char*> || std::is_same_v<T, char*>)
            visit(std::string_view(value));
        else if constexpr (std::is_same_v<T, Json>)
            visitStrings(value, visit);
        else if constexpr (std::is_same_v<T, Value> || std::is_arithmetic_v<T> || std::is_same_v<T, std::nullptr_t> ||
                           std::is_same_v<T, std::vector<int>>)
            return;
        else
            static_assert(!sizeof(T), "StringsOut: a view value of a type that may hold text; write it as JSON");
    }

private:
    const StringVisitor* m_visit;
};

} // namespace tabletop::core
