#pragma once

#include "core/Json.h"

#include <QVariant>

namespace tabletop::session {

// nlohmann::json <-> QVariant, so views and actions cross into QML unchanged.
QVariant toVariant(const core::Json& j);
core::Json fromVariant(const QVariant& v);

} // namespace tabletop::session
