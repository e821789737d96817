#pragma once

#include "core/Json.h"

#include <string>
#include <vector>

namespace tabletop::catalog {

// One way a value breaks its schema: `field` is a path into the value ("dp", "tags[2]"),
// empty for the value itself.
struct SchemaError {
    std::string field;
    std::string message;
    // The schema keyword the value breaks ("type", "enum", "minimum", "maximum", "required",
    // "additionalProperties"), so that a caller may phrase or group the problem its own way.
    std::string keyword = {};
};

// Validates JSON against the small subset of JSON Schema named in docs/cards.md: `type`
// (object, array, string, integer, number, boolean, or a list of them), `required`,
// `properties`, `additionalProperties: false` (a field not in `properties` is refused), `enum`,
// `minimum`, `maximum`, `items`. Keywords outside the subset are ignored.
class Schema {
public:
    Schema() = default;
    explicit Schema(core::Json schema);

    // Problems with the schema document itself (an unknown type name, a non-list `required`).
    std::vector<SchemaError> selfCheck() const;
    std::vector<SchemaError> validate(const core::Json& value) const;

    const core::Json& json() const { return m_schema; }
    // The schema of a card: the document itself, or the `items` of its `cards` property when
    // the schema describes a whole card file.
    static core::Json cardSchemaOf(const core::Json& schema);

private:
    core::Json m_schema = core::Json::object();
};

} // namespace tabletop::catalog
