#pragma once
// Helpers shared by the Kaiju City rules tests that build positions (docs/games/kaiju.md,
// "Positions").
#include "core/Json.h"

#include <initializer_list>

namespace kaijutest {

// Cards with explicit instance ids from `first` on: {"id": first, "card": names[0]}, ...
inline tabletop::core::Json ids(int first, std::initializer_list<const char*> names)
{
    tabletop::core::Json out = tabletop::core::Json::array();
    for (const char* n : names)
        out.push_back(tabletop::core::Json{{"id", first++}, {"card", n}});
    return out;
}

} // namespace kaijutest
