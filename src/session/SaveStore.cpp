#include "SaveStore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QRegularExpression>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace tabletop::session {

namespace {
// fsync a file or folder by path (POSIX); the folder holds the rename QSaveFile did.
bool syncPath(const QString& path, bool folder)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), (folder ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
#else
    Q_UNUSED(path);
    Q_UNUSED(folder);
    return true;
#endif
}
bool syncFd(int fd)
{
#ifdef Q_OS_UNIX
    return ::fdatasync(fd) == 0;
#else
    Q_UNUSED(fd);
    return true;
#endif
}
} // namespace

bool SaveStore::write(const QString& path, const core::Json& doc, QString* error, bool durable)
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
    if (durable && (!file.flush() || !syncFd(file.handle()))) {
        file.cancelWriting();
        if (error)
            *error = QStringLiteral("cannot sync %1 to disk").arg(path);
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = QStringLiteral("cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    if (durable && !syncPath(QFileInfo(path).absolutePath(), true)) {
        if (error)
            *error = QStringLiteral("cannot sync the folder of %1 to disk").arg(path);
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
    } catch (const core::Json::exception& e) { // out_of_range: a number such as 1e309
        if (error)
            *error = QStringLiteral("%1 is not valid JSON: %2").arg(path, QString::fromUtf8(e.what()));
        return std::nullopt;
    }
}

QString SaveStore::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

QString SaveStore::gamesDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
}

QString SaveStore::newGamePath(const QString& game)
{
    QDir().mkpath(gamesDir());
    QString safe = game;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    const QString stem = gamesDir() + QLatin1Char('/') + safe + QLatin1Char('-') +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = stem + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = stem + QLatin1Char('-') + QString::number(n) + QStringLiteral(".json");
    return path;
}

QString SaveStore::summaryPath(const QString& savePath)
{
    QString stem = savePath;
    if (stem.endsWith(QStringLiteral(".json")))
        stem.chop(5);
    return stem + QStringLiteral(".summary");
}

QString SaveStore::thumbnailPath(const QString& savePath)
{
    QString stem = savePath;
    if (stem.endsWith(QStringLiteral(".json")))
        stem.chop(5);
    return stem + QStringLiteral(".png");
}

} // namespace tabletop::session
