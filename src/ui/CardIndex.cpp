#include "CardIndex.h"

#include "catalog/DeckStore.h"
#include "games/Registry.h"

#include <QCoreApplication>

#include <QDir>
#include <QFileInfo>
#include <QJSEngine>
#include <QQmlEngine>
#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>

namespace tabletop::ui {

namespace {
CardIndex* g_instance = nullptr;

// Where the app saves content of the games' own (a map editor's encounters): the user's data
// folder and its folders that the games' options name (OptionInfo::contentFolder).
void setSavedContent(catalog::CatalogIndex& index)
{
    std::vector<std::string> folders;
    for (const auto& g : games::allGames())
        for (const auto& o : g.info.options)
            if (!o.contentFolder.empty() && std::find(folders.begin(), folders.end(), o.contentFolder) == folders.end())
                folders.push_back(o.contentFolder);
    index.setSavedContent(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).toStdString(), std::move(folders));
}
}

CardIndex::CardIndex(QObject* parent) : QObject(parent)
{
    g_instance = this;
    m_databaseFile = qEnvironmentVariable("TABLETOP_CATALOG_DB");
    if (m_databaseFile.isEmpty())
        m_databaseFile = catalog::CatalogIndex::defaultDatabaseFile();
    const auto root = catalog::findCardsRoot(QCoreApplication::applicationDirPath().toStdString());
    m_cardsRoot = QString::fromStdString(root.string());
}

CardIndex::~CardIndex()
{
    if (m_worker) // quitting during a rebuild: let it finish its transaction first
        m_worker->wait();
    if (g_instance == this)
        g_instance = nullptr;
}

CardIndex* CardIndex::instance()
{
    if (!g_instance)
        g_instance = new CardIndex(QCoreApplication::instance());
    return g_instance;
}

CardIndex* CardIndex::create(QQmlEngine*, QJSEngine*)
{
    CardIndex* i = instance();
    QJSEngine::setObjectOwnership(i, QJSEngine::CppOwnership);
    return i;
}

void CardIndex::setLocations(const QString& databaseFile, const QString& cardsRoot)
{
    m_index.reset();
    m_ready = false;
    m_databaseFile = databaseFile;
    m_cardsRoot = cardsRoot;
}

QString CardIndex::cardsFolder() const
{
    return m_cardsRoot;
}

QStringList CardIndex::issues() const
{
    return m_ready ? m_index->issues() : QStringList();
}

QVariantList CardIndex::games() const
{
    QVariantList out;
    if (!m_ready)
        return out;
    for (const auto& g : m_index->games())
        out.push_back(QVariantMap{{QStringLiteral("id"), g}, {QStringLiteral("count"), m_index->cardCount(g)}});
    return out;
}

void CardIndex::ensureReady()
{
    if (m_building)
        return;
    if (m_ready) {
        // Content saved since (a map editor's encounter): the index is built again.
        if (m_index && !m_index->isCurrent())
            rebuild();
        return;
    }
    if (m_cardsRoot.isEmpty()) {
        m_error = tr("No card data found. Set TABLETOP_CARDS_DIR to the cards folder.");
        emit stateChanged();
        return;
    }
    if (!m_index) {
        m_index = std::make_unique<catalog::CatalogIndex>(m_databaseFile, m_cardsRoot.toStdString(),
                                                          QStringLiteral("catalog-main"));
        setSavedContent(*m_index);
        QString error;
        if (!m_index->open(&error)) {
            m_error = tr("The card index cannot be opened: %1").arg(error);
            m_index.reset();
            emit stateChanged();
            return;
        }
    }
    if (m_index->isCurrent()) {
        m_ready = true;
        m_error.clear();
        emit stateChanged();
        markChanged();
        return;
    }
    startBuild();
}

void CardIndex::rebuild()
{
    if (m_building)
        return;
    m_ready = false;
    if (!m_index) {
        ensureReady();
        if (m_ready)
            m_ready = false;
        else
            return;
    }
    startBuild();
}

void CardIndex::startBuild()
{
    m_building = true;
    m_progress = 0;
    emit stateChanged();
    emit progressChanged();
    const QString db = m_databaseFile;
    const std::string root = m_cardsRoot.toStdString();
    auto* error = new QString;
    QThread* worker = QThread::create([this, db, root, error] {
        catalog::CatalogIndex builder(db, root, QStringLiteral("catalog-build"));
        builder.setEntrySources(games::collectionEntries);
        setSavedContent(builder);
        if (!builder.open(error))
            return;
        builder.rebuild(
            [this](int done, int total) {
                const double p = total > 0 ? double(done) / total : 1.0;
                QMetaObject::invokeMethod(this, [this, p] {
                    m_progress = p;
                    emit progressChanged();
                });
            },
            error);
    });
    m_worker = worker;
    connect(worker, &QThread::finished, this, [this, worker, error] {
        worker->deleteLater();
        m_worker = nullptr;
        m_building = false;
        m_error = error->isEmpty() ? QString() : tr("The card index could not be built: %1").arg(*error);
        delete error;
        m_ready = m_error.isEmpty() && m_index && m_index->isCurrent();
        m_progress = 1;
        emit progressChanged();
        emit stateChanged();
        markChanged();
    });
    worker->start();
}

void CardIndex::markChanged()
{
    ++m_revision;
    emit changed();
}

bool CardIndex::setOwned(const QString& game, const QString& id, int count)
{
    if (!m_ready || !m_index->setOwned(game, id, count))
        return false;
    markChanged();
    return true;
}

QString CardIndex::defaultCsvPath() const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return dir + QStringLiteral("/tabletop-collection.csv");
}

QString CardIndex::importCsv(const QString& path)
{
    if (!m_ready)
        return tr("The card index is not ready yet.");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("Cannot read %1: %2").arg(path, f.errorString());
    const auto r = m_index->importCsv(QString::fromUtf8(f.readAll()));
    markChanged();
    QStringList lines{tr("%n card(s) imported.", nullptr, r.imported)};
    for (const auto& p : r.problems)
        lines << p;
    return lines.join(QLatin1Char('\n'));
}

QString CardIndex::exportCsv(const QString& path)
{
    if (!m_ready)
        return tr("The card index is not ready yet.");
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString error;
    if (!catalog::DeckStore::writeText(path, m_index->exportCsv().toUtf8(), &error))
        return error;
    return tr("Collection saved to %1.").arg(path);
}

} // namespace tabletop::ui
