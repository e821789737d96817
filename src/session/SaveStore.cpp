#include "SaveStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace tabletop::session {

bool SaveStore::write(const QString& path, const core::Json& doc, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    const std::string text = doc.dump(1);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

std::optional<core::Json> SaveStore::read(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    try {
        return core::Json::parse(bytes.constData(), bytes.constData() + bytes.size());
    } catch (const core::Json::parse_error& e) {
        if (error)
            *error = QStringLiteral("%1 is not valid JSON (byte %2): %3")
                         .arg(path)
                         .arg(static_cast<qulonglong>(e.byte))
                         .arg(QString::fromUtf8(e.what()));
        return std::nullopt;
    }
}

QString SaveStore::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

} // namespace tabletop::session
