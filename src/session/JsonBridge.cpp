#include "JsonBridge.h"

#include <QVariantList>
#include <QVariantMap>

namespace tabletop::session {

QVariant toVariant(const core::Json& j)
{
    switch (j.type()) {
    case core::Json::value_t::null:
        return {};
    case core::Json::value_t::boolean:
        return j.get<bool>();
    case core::Json::value_t::number_integer: {
        // Small values as int, which QML handles best; larger ones keep every bit.
        const auto i = j.get<std::int64_t>();
        if (i >= INT32_MIN && i <= INT32_MAX)
            return QVariant(static_cast<int>(i));
        return QVariant(static_cast<qlonglong>(i));
    }
    case core::Json::value_t::number_unsigned: {
        // std::uint64_t is `unsigned long` here, a metatype QVariant does not convert back; use qulonglong.
        const auto u = j.get<std::uint64_t>();
        return u <= static_cast<std::uint64_t>(INT32_MAX) ? QVariant(static_cast<int>(u))
                                                          : QVariant(static_cast<qulonglong>(u));
    }
    case core::Json::value_t::number_float:
        return j.get<double>();
    case core::Json::value_t::string:
        return QString::fromStdString(j.get<std::string>());
    case core::Json::value_t::array: {
        QVariantList list;
        list.reserve(static_cast<qsizetype>(j.size()));
        for (const auto& v : j)
            list.push_back(toVariant(v));
        return list;
    }
    case core::Json::value_t::object: {
        QVariantMap map;
        for (const auto& [k, v] : j.items())
            map.insert(QString::fromStdString(k), toVariant(v));
        return map;
    }
    default:
        return {};
    }
}

core::Json fromVariant(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
    case QMetaType::Nullptr:
        return nullptr;
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
        return v.toLongLong();
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
        return v.toULongLong();
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        // QML numbers arrive as double; keep integral values integral so actions compare equal.
        if (d == static_cast<double>(static_cast<long long>(d)))
            return static_cast<long long>(d);
        return d;
    }
    case QMetaType::QString:
        return v.toString().toStdString();
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        core::Json arr = core::Json::array();
        for (const auto& item : v.toList())
            arr.push_back(fromVariant(item));
        return arr;
    }
    case QMetaType::QVariantMap: {
        core::Json obj = core::Json::object();
        const auto map = v.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            obj[it.key().toStdString()] = fromVariant(it.value());
        return obj;
    }
    default:
        if (v.canConvert<QVariantList>())
            return fromVariant(QVariant(v.toList()));
        return v.toString().toStdString();
    }
}

} // namespace tabletop::session
