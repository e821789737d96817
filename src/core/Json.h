#pragma once

#include <nlohmann/json.hpp>

namespace tabletop::core {

// nlohmann::json keeps object keys sorted, so dump() is canonical: equal states hash equally.
using Json = nlohmann::json;

} // namespace tabletop::core
