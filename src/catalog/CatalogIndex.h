#pragma once

#include "CardFiles.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <filesystem>
#include <functional>
#include <optional>

namespace tabletop::catalog {

// A filter on one field of a game's cards: `values` for a choice field (any of them), a
// range for a number field. Fields "type", "rarity" and "set" work for every game.
struct CardFilter {
    QString field;
    QStringList values;
    std::optional<double> min;
    std::optional<double> max;
};

struct SearchQuery {
    QString game;        // empty: every game
    QString text;        // words typed so far; each is matched as a prefix in name and rules text
    QList<CardFilter> filters;
    bool ownedOnly = false;
    QString sortField = QStringLiteral("name"); // name, type, rarity, set, owned or a schema field
    bool descending = false;
    int limit = 300;
    // false: skip the exact count when the page is full (total = -1, "more than limit"); a
    // browser shows the page at once and asks count() when the user stops typing.
    bool countExact = true;
};

struct CardRow {
    QString game;
    QString id;
    QString name;
    QString type;
    QString text;
    QString rarity;
    QString set;
    int owned = 0;
    QByteArray json; // every field of the card as written (parsed only when asked for)
    QByteArray i18n; // {"ja": {"name", "text"}}: the card in other languages ("{}" for none)
    QVariantMap data() const;
    // The name and text in `lang` when the card has them, else its own.
    QString nameIn(const QString& lang) const;
    QString textIn(const QString& lang) const;
};

struct SearchResult {
    QList<CardRow> rows;
    int total = 0; // matches before the limit; -1 when not counted (more than the page)
};

struct CsvImportResult {
    int imported = 0;
    QStringList problems; // "line 3: ...", one per line left out
};

// The card index: an SQLite database (Qt SQL) in the user's data folder holding every valid
// card of every game, a full-text index over names and rules text, and the user's collection.
// The cards are rebuilt from the card files only when those files change; the collection is
// never touched by a rebuild. One instance per thread (each has its own connection).
class CatalogIndex {
public:
    CatalogIndex(const QString& databaseFile, std::filesystem::path cardsRoot, const QString& connectionName);
    ~CatalogIndex();
    CatalogIndex(const CatalogIndex&) = delete;
    CatalogIndex& operator=(const CatalogIndex&) = delete;

    bool open(QString* error = nullptr);
    // True when the index was built from the card files as they are now.
    bool isCurrent() const;
    // Reads and validates every card file and rewrites the index. progress(done, total) is
    // called as cards are written. Card problems are kept (issues()), they do not fail it.
    bool rebuild(const std::function<void(int, int)>& progress = {}, QString* error = nullptr);

    // "fts5", "fts4" or "like" (no full-text module in this SQLite: a slower scan).
    QString textSearchMode() const { return m_fts; }
    QStringList issues() const;       // problems found in the card files at the last rebuild
    QStringList games() const;        // games that have at least one card
    int cardCount(const QString& game = {}) const;
    std::vector<FieldInfo> fields(const QString& game) const;
    QStringList deckSections(const QString& game) const;
    // The section a card goes to when the player does not choose one (the game's "deckSectionOf"
    // rule applied to the card), or "" when the game has no rule or no such card.
    QString deckSectionFor(const QString& game, const QString& cardName) const;
    QStringList starterDecks(const QString& game) const; // absolute paths of cards/<id>/decks/*.deck
    std::vector<std::string> cardNames(const QString& game) const; // sorted, for deck lists
    bool hasValues(const QString& game, const QString& field) const;
    std::pair<double, double> range(const QString& game, const QString& field) const;

    SearchResult search(const SearchQuery& query) const;
    int count(const SearchQuery& query) const; // how many cards match, without the limit
    std::optional<CardRow> card(const QString& game, const QString& id) const;
    std::optional<CardRow> cardByName(const QString& game, const QString& name) const;

    int owned(const QString& game, const QString& id) const;
    bool setOwned(const QString& game, const QString& id, int count);
    // game,id,name,count with a header line; only cards owned at least once.
    QString exportCsv(const QString& game = {}) const;
    // Reads what exportCsv writes (the id, or else the name, finds the card); replaces the
    // counts of the cards it names. Every line it cannot use is reported with its number.
    CsvImportResult importCsv(const QString& text);

    const std::filesystem::path& cardsRoot() const { return m_root; }
    // Where a game's hook for entries of its own is found (the app asks the games' registry:
    // games::GameEntry::collectionEntries); rebuild() passes each game's hook to loadGameCards.
    // Without it every game is read as card files.
    using EntrySources = std::function<EntrySource(const std::string& game)>;
    void setEntrySources(EntrySources sources) { m_entrySources = std::move(sources); }
    // The user's data folder the hooks read saved content from, and its folders that hold such
    // content (e.g. "encounters"): their files are part of the fingerprint, so saving a new one
    // makes the index stale and rebuilt.
    void setSavedContent(std::filesystem::path root, std::vector<std::string> folders)
    {
        m_savedRoot = std::move(root);
        m_savedFolders = std::move(folders);
    }
    // Words sorted by a number field: up to this many matches are sorted directly, more walk
    // the field's index (2,000; tests set 0 to walk every time).
    void setFewMatches(int n) { m_fewMatches = n; }
    static QString defaultDatabaseFile();

private:
    bool exec(const QString& sql, QString* error = nullptr) const;
    QString metaValue(const QString& key) const;
    bool numericField(const QString& field) const; // every value of the field is a number
    bool setMeta(const QString& key, const QString& value);

    QString m_file;
    std::filesystem::path m_root;
    QString m_connection;
    QString m_fts = QStringLiteral("like");
    mutable QHash<QString, bool> m_numeric;
    int m_fewMatches = 2000;
    EntrySources m_entrySources;
    std::filesystem::path m_savedRoot;
    std::vector<std::string> m_savedFolders;
    std::string fingerprint() const; // the card files', then the saved content's
};

} // namespace tabletop::catalog
