#include "Schema.h"

#include <algorithm>
#include <cmath>

namespace tabletop::catalog {

namespace {

using core::Json;

const char* kindOf(const Json& v)
{
    if (v.is_object())
        return "object";
    if (v.is_array())
        return "array";
    if (v.is_string())
        return "string";
    if (v.is_boolean())
        return "boolean";
    if (v.is_number_integer() || v.is_number_unsigned())
        return "integer";
    if (v.is_number_float())
        return std::floor(v.get<double>()) == v.get<double>() ? "integer" : "number";
    return "null";
}

bool matchesType(const Json& v, const std::string& type)
{
    const std::string kind = kindOf(v);
    if (type == "number")
        return kind == "integer" || kind == "number";
    return kind == type;
}

std::string join(const std::string& base, const std::string& key)
{
    return base.empty() ? key : base + "." + key;
}

std::string shortDump(const Json& v)
{
    std::string s = v.dump();
    if (s.size() > 40)
        s = s.substr(0, 37) + "...";
    return s;
}

void check(const Json& schema, const Json& value, const std::string& path, std::vector<SchemaError>& out)
{
    if (!schema.is_object())
        return;
    if (auto t = schema.find("type"); t != schema.end()) {
        std::vector<std::string> types;
        if (t->is_string())
            types.push_back(t->get<std::string>());
        else if (t->is_array())
            for (const auto& x : *t)
                if (x.is_string())
                    types.push_back(x.get<std::string>());
        if (!types.empty()
            && std::none_of(types.begin(), types.end(), [&](const std::string& ty) { return matchesType(value, ty); })) {
            std::string want;
            for (const auto& ty : types)
                want += (want.empty() ? "" : " or ") + ty;
            out.push_back({path, "must be " + want + ", not " + kindOf(value) + " " + shortDump(value), "type"});
            return; // further checks would only repeat the same problem
        }
    }
    if (auto e = schema.find("enum"); e != schema.end() && e->is_array()) {
        if (std::find(e->begin(), e->end(), value) == e->end()) {
            std::string allowed;
            for (const auto& x : *e)
                allowed += (allowed.empty() ? "" : ", ") + x.dump();
            out.push_back({path, "must be one of " + allowed + ", not " + shortDump(value), "enum"});
        }
    }
    if (value.is_number()) {
        if (auto m = schema.find("minimum"); m != schema.end() && m->is_number() && value.get<double>() < m->get<double>())
            out.push_back({path, "must be at least " + m->dump() + ", not " + value.dump(), "minimum"});
        if (auto m = schema.find("maximum"); m != schema.end() && m->is_number() && value.get<double>() > m->get<double>())
            out.push_back({path, "must be at most " + m->dump() + ", not " + value.dump(), "maximum"});
    }
    if (value.is_object()) {
        if (auto r = schema.find("required"); r != schema.end() && r->is_array())
            for (const auto& key : *r)
                if (key.is_string() && !value.contains(key.get<std::string>()))
                    out.push_back({join(path, key.get<std::string>()), "is required but missing", "required"});
        // The value's fields in order (both are sorted objects, so the fields the schema
        // describes are checked in the same order as its properties list them).
        const auto p = schema.find("properties");
        const bool described = p != schema.end() && p->is_object();
        const auto extra = schema.find("additionalProperties");
        const bool closed = extra != schema.end() && extra->is_boolean() && !extra->get<bool>();
        if (described || closed)
            for (auto it = value.begin(); it != value.end(); ++it) {
                if (described) {
                    if (const auto known = p->find(it.key()); known != p->end()) {
                        check(known.value(), it.value(), join(path, it.key()), out);
                        continue;
                    }
                }
                if (closed)
                    out.push_back({join(path, it.key()), "is not a field the schema allows (a misspelling?)",
                                   "additionalProperties"});
            }
    }
    if (value.is_array()) {
        if (auto items = schema.find("items"); items != schema.end())
            for (std::size_t i = 0; i < value.size(); ++i)
                check(*items, value[i], path + "[" + std::to_string(i) + "]", out);
    }
}

void selfCheckAt(const Json& schema, const std::string& path, std::vector<SchemaError>& out)
{
    static const std::vector<std::string> known{"object", "array", "string", "integer", "number", "boolean", "null"};
    if (!schema.is_object()) {
        out.push_back({path, "a schema must be a JSON object"});
        return;
    }
    if (auto t = schema.find("type"); t != schema.end()) {
        std::vector<Json> list = t->is_array() ? t->get<std::vector<Json>>() : std::vector<Json>{*t};
        for (const auto& x : list)
            if (!x.is_string() || std::find(known.begin(), known.end(), x.get<std::string>()) == known.end())
                out.push_back({join(path, "type"), "unknown type " + x.dump()});
    }
    if (auto r = schema.find("required"); r != schema.end() && !r->is_array())
        out.push_back({join(path, "required"), "must be a list of field names"});
    if (auto e = schema.find("enum"); e != schema.end() && !e->is_array())
        out.push_back({join(path, "enum"), "must be a list of values"});
    if (auto p = schema.find("properties"); p != schema.end()) {
        if (!p->is_object())
            out.push_back({join(path, "properties"), "must be an object"});
        else
            for (auto it = p->begin(); it != p->end(); ++it)
                selfCheckAt(it.value(), join(path, "properties." + it.key()), out);
    }
    if (auto items = schema.find("items"); items != schema.end())
        selfCheckAt(*items, join(path, "items"), out);
    if (auto a = schema.find("additionalProperties"); a != schema.end() && !a->is_boolean())
        out.push_back({join(path, "additionalProperties"), "must be true or false"});
}

} // namespace

Schema::Schema(core::Json schema) : m_schema(std::move(schema)) {}

std::vector<SchemaError> Schema::selfCheck() const
{
    std::vector<SchemaError> out;
    selfCheckAt(m_schema, "", out);
    return out;
}

std::vector<SchemaError> Schema::validate(const core::Json& value) const
{
    std::vector<SchemaError> out;
    check(m_schema, value, "", out);
    return out;
}

core::Json Schema::cardSchemaOf(const core::Json& schema)
{
    if (schema.is_object()) {
        const auto props = schema.find("properties");
        if (props != schema.end() && props->is_object()) {
            const auto cards = props->find("cards");
            if (cards != props->end() && cards->is_object() && cards->contains("items"))
                return (*cards)["items"];
        }
    }
    return schema;
}

} // namespace tabletop::catalog
