#pragma once

#include "Json.h"

#include <utility>

namespace tabletop::core {

// Builds a JSON object key by key. nlohmann's initializer lists ({{"key", value}, ...}) first
// make a two-element array per key and then move it into the object (and copy any named value
// given without std::move), about three times the allocations. Views are built for every seat
// after every action of a checked random game, so the games build them this way. Keys added in
// sorted order land at the end without a search; any order gives the same object. A key added
// twice keeps its first value.
class JsonObject {
public:
    JsonObject() : m_json(Json::value_t::object), m_object(&m_json.get_ref<Json::object_t&>()) {}
    // Starts from an existing object (e.g. a card's JSON) and adds to it.
    explicit JsonObject(Json start) : m_json(std::move(start)), m_object(&m_json.get_ref<Json::object_t&>()) {}
    JsonObject(const JsonObject&) = delete;
    JsonObject& operator=(const JsonObject&) = delete;

    template <typename V>
    JsonObject& add(const char* key, V&& value)
    {
        m_object->emplace_hint(m_object->end(), key, std::forward<V>(value));
        return *this;
    }
    Json take() { return std::move(m_json); }

private:
    Json m_json;
    Json::object_t* m_object;
};

// An array with room for `n` elements.
inline Json jsonArray(std::size_t n)
{
    Json out(Json::value_t::array);
    out.get_ref<Json::array_t&>().reserve(n);
    return out;
}

} // namespace tabletop::core
