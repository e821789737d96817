#include "DeckStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace tabletop::catalog {

DeckStore::DeckStore(QString root) : m_root(std::move(root)) {}

QString DeckStore::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/decks");
}

QList<StoredDeck> DeckStore::decks(const QString& game) const
{
    QList<StoredDeck> out;
    const QDir dir(m_root + QLatin1Char('/') + game);
    for (const auto& fi : dir.entryInfoList({QStringLiteral("*.deck")}, QDir::Files, QDir::Name | QDir::IgnoreCase)) {
        QString text;
        QString name = fi.completeBaseName();
        if (readText(fi.absoluteFilePath(), text, nullptr)) {
            static const QRegularExpression header(QStringLiteral("^#\\s*name\\s*:\\s*(.+)$"),
                                                   QRegularExpression::MultilineOption);
            const auto m = header.match(text);
            if (m.hasMatch())
                name = m.captured(1).trimmed();
        }
        out.push_back({fi.absoluteFilePath(), name, false});
    }
    return out;
}

QString DeckStore::pathFor(const QString& game, const QString& name, const QString& previousPath) const
{
    QString base = name.trimmed();
    static const QRegularExpression bad(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    base.replace(bad, QStringLiteral("_"));
    if (base.isEmpty() || base.startsWith(QLatin1Char('.')))
        base = QStringLiteral("deck") + base;
    const QString dir = m_root + QLatin1Char('/') + game + QLatin1Char('/');
    QString path = dir + base + QStringLiteral(".deck");
    for (int n = 2; QFileInfo::exists(path) && QFileInfo(path).absoluteFilePath() != QFileInfo(previousPath).absoluteFilePath();
         ++n)
        path = dir + QStringLiteral("%1 (%2).deck").arg(base).arg(n);
    return path;
}

QString DeckStore::save(const QString& game, const QString& name, const QByteArray& text, const QString& previousPath,
                        QString* error) const
{
    QDir().mkpath(m_root + QLatin1Char('/') + game);
    const QString path = pathFor(game, name, previousPath);
    if (!writeText(path, text, error))
        return {};
    // Renamed: the old file goes, so one deck is one file.
    if (!previousPath.isEmpty() && QFileInfo(previousPath).absoluteFilePath() != QFileInfo(path).absoluteFilePath()
        && QFileInfo(previousPath).absolutePath() == QFileInfo(path).absolutePath())
        QFile::remove(previousPath);
    return path;
}

bool DeckStore::remove(const QString& path) const
{
    return QFileInfo(path).absoluteFilePath().startsWith(QDir(m_root).absolutePath()) && QFile::remove(path);
}

bool DeckStore::readText(const QString& path, QString& text, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    text = QString::fromUtf8(f.readAll());
    return true;
}

bool DeckStore::writeText(const QString& path, const QByteArray& text, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace tabletop::catalog
