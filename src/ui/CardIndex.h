#pragma once

#include "catalog/CatalogIndex.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <memory>
#include <qqmlintegration.h>

class QQmlEngine;
class QThread;
class QJSEngine;

namespace tabletop::ui {

// The card index of the whole app: opens the SQLite index in the user's data folder and,
// when the card files changed since it was built, rebuilds it on a worker thread while the
// pages show a progress bar. Models and the deck builder read it through index().
class CardIndex : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool ready READ ready NOTIFY stateChanged)
    Q_PROPERTY(bool building READ building NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    Q_PROPERTY(QStringList issues READ issues NOTIFY stateChanged)
    Q_PROPERTY(QVariantList games READ games NOTIFY stateChanged)
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    Q_PROPERTY(QString cardsFolder READ cardsFolder CONSTANT)
public:
    explicit CardIndex(QObject* parent = nullptr);
    ~CardIndex() override;
    static CardIndex* instance();
    static CardIndex* create(QQmlEngine*, QJSEngine*);

    bool ready() const { return m_ready; }
    bool building() const { return m_building; }
    double progress() const { return m_progress; }
    QString error() const { return m_error; }
    QStringList issues() const;
    // [{id, count}] for the games that have cards.
    QVariantList games() const;
    int revision() const { return m_revision; }
    QString cardsFolder() const;

    // Opens the index and rebuilds it in the background when the card files (or the content the
    // app saved, such as a map editor's encounters) changed; a ready index is checked again.
    Q_INVOKABLE void ensureReady();
    Q_INVOKABLE void rebuild();
    // Collection: returns "" on success or the problems, one per line.
    Q_INVOKABLE QString importCsv(const QString& path);
    Q_INVOKABLE QString exportCsv(const QString& path);
    Q_INVOKABLE QString defaultCsvPath() const;
    Q_INVOKABLE bool setOwned(const QString& game, const QString& id, int count);

    catalog::CatalogIndex* index() { return m_ready ? m_index.get() : nullptr; }
    // For tests and the benchmark: use another database and cards folder.
    void setLocations(const QString& databaseFile, const QString& cardsRoot);
    void markChanged();

signals:
    void stateChanged();
    void progressChanged();
    void changed(); // the cards or the collection changed: models re-query

private:
    void startBuild();

    std::unique_ptr<catalog::CatalogIndex> m_index;
    QThread* m_worker = nullptr; // the rebuild in progress, if any
    QString m_databaseFile;
    QString m_cardsRoot;
    bool m_ready = false;
    bool m_building = false;
    double m_progress = 0;
    QString m_error;
    int m_revision = 0;
};

} // namespace tabletop::ui
