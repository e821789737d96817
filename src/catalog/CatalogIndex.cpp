#include "CatalogIndex.h"

#include <QDir>
#include <QElapsedTimer>
#include <cstdio>
#include <algorithm>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <sqlite3.h>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace tabletop::catalog {

namespace {

using core::Json;

// Bump when the tables change: an index of another layout is rebuilt.
constexpr int kLayoutVersion = 11; // 7: card translations (i18n column, in the text index); 8: contentless text index;
                                    // 9: attrs keyed by card in the rowid, numbers only in num, partial indexes;
                                    // cards' rowids in name order, file_order; 10: games.section_of;
                                    // 11: entries derived by a game's hook (setEntrySources)
// Rows of attrs: rowid = card * kAttrsPerCard + the value's place on the card, so the values of
// one card (or one game's cards) are a rowid range and need no index of their own.
constexpr qint64 kAttrsPerCard = 1024;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

// One prepared statement on the raw SQLite handle of a Qt connection: the index build inserts
// about 300,000 rows, and binding UTF-8 bytes directly costs a fraction of QSqlQuery's
// QVariant and QString round trips.
class RawStatement {
public:
    RawStatement(sqlite3* db, const char* sql) : m_db(db)
    {
        if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
            m_stmt = nullptr;
    }
    ~RawStatement() { sqlite3_finalize(m_stmt); }
    RawStatement(const RawStatement&) = delete;
    RawStatement& operator=(const RawStatement&) = delete;
    bool valid() const { return m_stmt != nullptr; }
    void bind(int i, qint64 v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(m_stmt, i, v); }
    void bind(int i, const std::string& v) { sqlite3_bind_text(m_stmt, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT); }
    // Text that outlives the statement's next run (SQLite does not copy it).
    void bindStatic(int i, const std::string& v) { sqlite3_bind_text(m_stmt, i, v.data(), static_cast<int>(v.size()), SQLITE_STATIC); }
    void bindNull(int i) { sqlite3_bind_null(m_stmt, i); }
    // Runs it and makes it ready for the next row; false with the error in `error`.
    bool run(QString* error)
    {
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        if (rc == SQLITE_DONE)
            return true;
        if (error)
            *error = QString::fromUtf8(sqlite3_errmsg(m_db));
        return false;
    }

private:
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
};

sqlite3* rawHandle(const QSqlDatabase& db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(v.data());
}

bool safeField(const QString& f)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(f).hasMatch();
}

// The SQL expression of a field: a column for the shared ones, JSON for the game's own.
QString fieldExpr(const QString& field)
{
    if (field == QLatin1String("name") || field == QLatin1String("type") || field == QLatin1String("rarity")
        || field == QLatin1String("text"))
        return QStringLiteral("c.") + field;
    if (field == QLatin1String("set"))
        return QStringLiteral("c.set_name");
    if (field == QLatin1String("owned"))
        return QStringLiteral("IFNULL(o.count, 0)");
    // A game's own field: its first value from attrs (numbers sort as numbers), found by the
    // card's rowid range of attrs.
    return QStringLiteral("(SELECT IFNULL(a.num, a.str) FROM attrs a WHERE a.rowid BETWEEN c.rowid * %2 AND c.rowid * %2 + %3 "
                          "AND a.field = '%1' ORDER BY a.rowid LIMIT 1)")
        .arg(field)
        .arg(kAttrsPerCard)
        .arg(kAttrsPerCard - 1);
}

bool isColumn(const QString& field)
{
    return fieldExpr(field).startsWith(QLatin1String("c.")) || field == QLatin1String("owned");
}

// Japanese (and Chinese) text has no spaces between words: the text index holds each such
// character as a word of its own ("ラミエル" -> "ラ ミ エ ル"), and a query word written in them
// becomes the phrase of its characters, so any part of a name or text is found.
bool isCjk(QChar ch)
{
    const char16_t u = ch.unicode();
    return (u >= 0x3040 && u <= 0x30ff) || (u >= 0x3400 && u <= 0x4dbf) || (u >= 0x4e00 && u <= 0x9fff) ||
           (u >= 0xf900 && u <= 0xfaff) || (u >= 0xff66 && u <= 0xff9f) || u == 0x30fc;
}

QString spacedCjk(const QString& text)
{
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool cjk = isCjk(text[i]);
        if (cjk && !out.isEmpty() && !out.endsWith(QLatin1Char(' ')))
            out += QLatin1Char(' ');
        out += text[i];
        if (cjk && i + 1 < text.size())
            out += QLatin1Char(' ');
    }
    return out;
}

// "pal ri" -> "pal"* "ri"*: every word must start a word of the name or text; a word in
// Japanese must appear as written ("ミエ" -> "ミ エ", a phrase).
QString ftsQuery(const QString& text)
{
    QStringList parts;
    static const QRegularExpression split(QStringLiteral("[\\s\"'*():^+\\-]+"));
    for (const auto& w : text.split(split, Qt::SkipEmptyParts)) {
        if (std::any_of(w.begin(), w.end(), isCjk))
            parts << QStringLiteral("\"%1\"").arg(spacedCjk(w).simplified());
        else
            parts << QStringLiteral("\"%1\"*").arg(w);
    }
    return parts.join(QLatin1Char(' '));
}

CardRow rowFrom(const QSqlQuery& r, int o = 0)
{
    CardRow c;
    c.game = r.value(o + 0).toString();
    c.id = r.value(o + 1).toString();
    c.name = r.value(o + 2).toString();
    c.type = r.value(o + 3).toString();
    c.text = r.value(o + 4).toString();
    c.rarity = r.value(o + 5).toString();
    c.set = r.value(o + 6).toString();
    c.json = r.value(o + 7).toByteArray();
    c.owned = r.value(o + 8).toInt();
    c.i18n = r.value(o + 9).toByteArray();
    return c;
}

// Runs `sql` on the raw SQLite handle with `binds` (numbers as numbers, anything else as UTF-8
// text) and calls `row` for each result row. Qt's driver reads text as UTF-16 and back, which
// was a third of a search as you type; this reads SQLite's UTF-8 directly. False on an error.
bool rawQuery(sqlite3* db, const QString& sql, const QVariantList& binds, const std::function<void(sqlite3_stmt*)>& row)
{
    sqlite3_stmt* st = nullptr;
    const QByteArray text = sql.toUtf8();
    if (sqlite3_prepare_v2(db, text.constData(), static_cast<int>(text.size()), &st, nullptr) != SQLITE_OK)
        return false;
    const auto finalize = qScopeGuard([st] { sqlite3_finalize(st); });
    for (int i = 0; i < binds.size(); ++i) {
        const QVariant& v = binds[i];
        switch (v.typeId()) {
        case QMetaType::Double:
        case QMetaType::Float:
            sqlite3_bind_double(st, i + 1, v.toDouble());
            break;
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::UInt:
        case QMetaType::ULongLong:
            sqlite3_bind_int64(st, i + 1, v.toLongLong());
            break;
        default: {
            const QByteArray u = v.toString().toUtf8();
            sqlite3_bind_text(st, i + 1, u.constData(), static_cast<int>(u.size()), SQLITE_TRANSIENT);
        }
        }
    }
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        row(st);
    return rc == SQLITE_DONE;
}

QString textAt(sqlite3_stmt* st, int i)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, i)), sqlite3_column_bytes(st, i));
}

QByteArray bytesAt(sqlite3_stmt* st, int i)
{
    return QByteArray(reinterpret_cast<const char*>(sqlite3_column_text(st, i)), sqlite3_column_bytes(st, i));
}

// The columns of kRowColumns from `o` on.
CardRow rowFrom(sqlite3_stmt* st, int o)
{
    CardRow c;
    c.game = textAt(st, o + 0);
    c.id = textAt(st, o + 1);
    c.name = textAt(st, o + 2);
    c.type = textAt(st, o + 3);
    c.text = textAt(st, o + 4);
    c.rarity = textAt(st, o + 5);
    c.set = textAt(st, o + 6);
    c.json = bytesAt(st, o + 7);
    c.owned = sqlite3_column_int(st, o + 8);
    c.i18n = bytesAt(st, o + 9);
    return c;
}

const char* kRowColumns = "c.game, c.id, c.name, c.type, c.text, c.rarity, c.set_name, c.data, IFNULL(o.count, 0), c.i18n";

} // namespace

QVariantMap CardRow::data() const
{
    return QJsonDocument::fromJson(json).object().toVariantMap();
}

QString CardRow::nameIn(const QString& lang) const
{
    if (lang.isEmpty() || i18n.size() <= 2)
        return name;
    const QString t = QJsonDocument::fromJson(i18n).object().value(lang).toObject().value(QStringLiteral("name")).toString();
    return t.isEmpty() ? name : t;
}

QString CardRow::textIn(const QString& lang) const
{
    if (lang.isEmpty() || i18n.size() <= 2)
        return text;
    const QString t = QJsonDocument::fromJson(i18n).object().value(lang).toObject().value(QStringLiteral("text")).toString();
    return t.isEmpty() ? text : t;
}

CatalogIndex::CatalogIndex(const QString& databaseFile, std::filesystem::path cardsRoot, const QString& connectionName)
    : m_file(databaseFile), m_root(std::move(cardsRoot)), m_connection(connectionName)
{
}

CatalogIndex::~CatalogIndex()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString CatalogIndex::defaultDatabaseFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/catalog.sqlite");
}

bool CatalogIndex::exec(const QString& sql, QString* error) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError().text() + QStringLiteral(" (") + sql.left(60) + QStringLiteral(")");
    return false;
}

bool CatalogIndex::open(QString* error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (!db.isValid()) {
        if (error)
            *error = QStringLiteral("the Qt SQLite driver is not installed (Debian: libqt6sql6-sqlite)");
        return false;
    }
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    db.setDatabaseName(m_file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(m_file, db.lastError().text());
        return false;
    }
    exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    const bool ok = exec(QStringLiteral("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)"), error)
                    && exec(QStringLiteral("CREATE TABLE IF NOT EXISTS collection(game TEXT NOT NULL, id TEXT NOT NULL, "
                                           "count INTEGER NOT NULL, PRIMARY KEY(game, id))"),
                            error);
    if (!ok)
        return false;
    // Which full-text module this SQLite has: try each on a scratch table.
    m_fts = QStringLiteral("like");
    for (const QString& mod : {QStringLiteral("fts5"), QStringLiteral("fts4")}) {
        if (exec(QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_probe USING %1(x)").arg(mod))) {
            exec(QStringLiteral("DROP TABLE temp.fts_probe"));
            m_fts = mod;
            break;
        }
    }
    return true;
}

QString CatalogIndex::metaValue(const QString& key) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(key);
    if (query.exec() && query.next())
        return query.value(0).toString();
    return {};
}

bool CatalogIndex::setMeta(const QString& key, const QString& value)
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    query.addBindValue(key);
    query.addBindValue(value);
    return query.exec();
}

bool CatalogIndex::isCurrent() const
{
    return metaValue(QStringLiteral("layout")) == QString::number(kLayoutVersion)
           && metaValue(QStringLiteral("fts")) == m_fts
           && metaValue(QStringLiteral("fingerprint")) == q(fingerprint());
}

std::string CatalogIndex::fingerprint() const
{
    std::string out = cardsFingerprint(m_root);
    std::error_code ec;
    for (const auto& folder : m_savedFolders)
        if (!m_savedRoot.empty() && std::filesystem::is_directory(m_savedRoot / folder, ec))
            out += cardsFingerprint(m_savedRoot / folder);
    return out;
}

bool CatalogIndex::rebuild(const std::function<void(int, int)>& progress, QString* error)
{
    m_numeric.clear();
    // TABLETOP_INDEX_PHASES=1 prints the time of each phase of the build on stderr
    // (bench_catalog --words 0 builds and loads only).
    QElapsedTimer phaseTimer;
    phaseTimer.start();
    const bool tracePhases = qEnvironmentVariableIsSet("TABLETOP_INDEX_PHASES");
    const auto phase = [&](const char* what) {
        if (tracePhases)
            std::fprintf(stderr, "index build: %s %.1f ms\n", what, phaseTimer.nsecsElapsed() / 1e6);
        phaseTimer.restart();
    };
    const std::string fingerprint = this->fingerprint();
    phase("fingerprint");
    std::vector<GameCards> all;
    QJsonArray issues;
    int total = 0;
    for (const auto& game : listCardGames(m_root)) {
        all.push_back(loadGameCards(m_root, game, m_entrySources ? m_entrySources(game) : nullptr, m_savedRoot));
        total += static_cast<int>(all.back().cards.size());
        for (const auto& i : all.back().issues)
            issues.append(q(i.text()));
    }
    phase("read and check card files");
    if (progress)
        progress(0, total);

    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const QStringList drop{QStringLiteral("DROP TABLE IF EXISTS cards_fts"), QStringLiteral("DROP TABLE IF EXISTS attrs"),
                           QStringLiteral("DROP TABLE IF EXISTS cards"),
                           QStringLiteral("DROP TABLE IF EXISTS games")};
    for (const auto& s : drop)
        if (!exec(s, error))
            return false;
    // The index is a cache of the card files (a torn build is simply rebuilt: the fingerprint
    // is written last), so the build does not wait for the disk; later writes (the collection)
    // are synced again.
    exec(QStringLiteral("PRAGMA synchronous=OFF"));
    // Sorts for the indexes in memory, not in temporary files.
    exec(QStringLiteral("PRAGMA cache_size=-65536"));
    exec(QStringLiteral("PRAGMA temp_store=MEMORY"));
    const auto syncAgain = qScopeGuard([this] {
        exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        exec(QStringLiteral("PRAGMA cache_size=-2000"));
        exec(QStringLiteral("PRAGMA temp_store=DEFAULT"));
    });
    db.transaction();
    // fts5 is contentless: only rowids are read back (the text lives in cards), so it is not
    // stored twice.
    const QString ftsTable = m_fts == QLatin1String("like")
                                 ? QString()
                                 : QStringLiteral("CREATE VIRTUAL TABLE cards_fts USING %1(name, text%2)")
                                       .arg(m_fts, m_fts == QLatin1String("fts5")
                                                       ? QStringLiteral(", content='', columnsize=0, tokenize='unicode61 remove_diacritics 2'")
                                                       : QStringLiteral(", tokenize=unicode61"));
    // Rowids follow (name, id) within each game, so the name order is the rowid order: a search
    // walks the text index in rowid order and stops at a full page, without sorting every match.
    // file_order is the card's place in its game's files (the first of two cards with one name).
    bool ok = exec(QStringLiteral("CREATE TABLE cards(rowid INTEGER PRIMARY KEY, game TEXT NOT NULL, id TEXT NOT NULL, "
                                  "name TEXT NOT NULL, type TEXT, text TEXT, rarity TEXT, set_name TEXT, data TEXT, "
                                  "i18n TEXT NOT NULL DEFAULT '{}', file_order INTEGER NOT NULL DEFAULT 0, UNIQUE(game, id))"),
                   error)
              && exec(QStringLiteral("CREATE TABLE games(id TEXT PRIMARY KEY, fields TEXT, sections TEXT, decks TEXT, first INTEGER, last INTEGER, "
                                     "section_of TEXT NOT NULL DEFAULT '{}')"),
                      error)
              // The schema's choice and range fields, one row per value, so filters and sorts on
              // a game's own fields use indexes instead of parsing every card's JSON. A number
              // is in num only, anything else in str only (as text).
              && exec(QStringLiteral("CREATE TABLE attrs(rowid INTEGER PRIMARY KEY, card INTEGER NOT NULL, field TEXT NOT NULL, "
                                     "str TEXT, num REAL)"),
                      error)
              && (ftsTable.isEmpty() || exec(ftsTable, error));
    if (!ok) {
        db.rollback();
        return false;
    }
    sqlite3* raw = rawHandle(db);
    if (!raw) {
        if (error)
            *error = QStringLiteral("the Qt SQLite driver gives no SQLite handle");
        db.rollback();
        return false;
    }
    RawStatement insertCard(raw, "INSERT INTO cards(rowid, game, id, name, type, text, rarity, set_name, data, i18n, file_order) "
                                 "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    RawStatement insertText(raw, ftsTable.isEmpty() ? "SELECT 1" : "INSERT INTO cards_fts(rowid, name, text) VALUES(?, ?, ?)");
    RawStatement insertAttr(raw, "INSERT INTO attrs(rowid, card, field, str, num) VALUES(?, ?, ?, ?, ?)");
    RawStatement insertGame(raw, "INSERT INTO games(id, fields, sections, decks, first, last, section_of) VALUES(?, ?, ?, ?, ?, ?, ?)");
    if (!insertCard.valid() || !insertText.valid() || !insertAttr.valid() || !insertGame.valid()) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errmsg(raw));
        db.rollback();
        return false;
    }
    const auto fail = [&] {
        db.rollback();
        return false;
    };
    // The text each card's rows need (its JSON, its translations, the words of the text index)
    // is made on a second thread while this one writes rows, so a big collection builds in
    // about the time of the writes alone. `ready` cards are made; the writer waits for more.
    struct Prepared {
        std::string data, i18n, names, texts;
    };
    // Each game's cards in (name, id) order, byte-wise as SQLite's BINARY collation compares.
    std::vector<std::vector<std::size_t>> orderOf;
    for (const auto& g : all) {
        std::vector<std::string> names(g.cards.size()), ids(g.cards.size());
        for (std::size_t i = 0; i < g.cards.size(); ++i) {
            names[i] = g.cards[i].name();
            ids[i] = g.cards[i].id();
        }
        std::vector<std::size_t> order(g.cards.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return names[a] != names[b] ? names[a] < names[b] : ids[a] < ids[b];
        });
        orderOf.push_back(std::move(order));
    }
    std::vector<Prepared> prepared(static_cast<std::size_t>(total));
    std::mutex readyMutex;
    std::condition_variable readyChanged;
    std::size_t ready = 0;
    bool stop = false;
    const bool withText = !ftsTable.isEmpty();
    std::thread preparer([&] {
        const auto dump = [](const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); };
        std::size_t k = 0;
        for (std::size_t gi = 0; gi < all.size(); ++gi) {
            for (const std::size_t ci : orderOf[gi]) {
                const CardRecord& c = all[gi].cards[ci];
                Prepared& p = prepared[k];
                p.data = dump(c.data);
                p.i18n = dump(c.i18n);
                if (withText) {
                    // Searched in every language the card is written in.
                    p.names = c.name();
                    p.texts = c.data.value("text", std::string());
                    for (const auto& [lang, t] : c.i18n.items()) {
                        const auto spaced = [](const std::string& u) {
                            return spacedCjk(QString::fromStdString(u)).toStdString();
                        };
                        p.names += ' ' + spaced(t.value("name", std::string()));
                        p.texts += ' ' + spaced(t.value("text", std::string()));
                    }
                }
                ++k;
                if (k % 64 == 0 || k == prepared.size()) {
                    std::lock_guard lock(readyMutex);
                    ready = k;
                    if (stop)
                        return;
                    readyChanged.notify_one();
                }
            }
        }
    });
    const auto stopPreparer = qScopeGuard([&] {
        {
            std::lock_guard lock(readyMutex);
            stop = true;
        }
        preparer.join();
    });
    const auto waitFor = [&](std::size_t k) -> Prepared& {
        std::unique_lock lock(readyMutex);
        readyChanged.wait(lock, [&] { return ready > k; });
        return prepared[k];
    };
    phase("drop and create tables, sort cards by name");
    qint64 rowid = 0;
    int done = 0;
    for (std::size_t gi = 0; gi < all.size(); ++gi) {
        const GameCards& g = all[gi];
        Json fields = Json::array();
        for (const auto& f : g.fields)
            fields.push_back({{"name", f.name}, {"kind", f.kind}, {"choices", f.choices}});
        Json decks = Json::array();
        for (const auto& d : g.decks)
            decks.push_back(d.string());
        insertGame.bind(1, g.game);
        insertGame.bind(2, fields.dump());
        insertGame.bind(3, Json(g.deckSections).dump());
        insertGame.bind(4, decks.dump());
        // Each game's cards get consecutive rowids, so "this game" is a rowid range the
        // full-text index can count in directly.
        insertGame.bind(5, rowid + 1);
        insertGame.bind(6, rowid + static_cast<qint64>(g.cards.size()));
        insertGame.bind(7, g.sectionRule.toJson().dump());
        if (!insertGame.run(error))
            return fail();
        // The fields filtered and sorted on (not free text, not the shared columns).
        std::vector<const std::string*> attrFields;
        for (const auto& f : g.fields)
            if (f.kind != "text" && f.name != "type" && f.name != "rarity")
                attrFields.push_back(&f.name);
        for (const std::size_t ci : orderOf[gi]) {
            const CardRecord& c = g.cards[ci];
            ++rowid;
            const std::string name = c.name();
            const std::string text = c.data.value("text", std::string());
            Prepared& pre = waitFor(static_cast<std::size_t>(rowid - 1));
            insertCard.bind(1, rowid);
            insertCard.bind(2, g.game);
            insertCard.bind(3, c.id());
            insertCard.bind(4, name);
            insertCard.bind(5, c.data.value("type", std::string()));
            insertCard.bind(6, text);
            insertCard.bind(7, c.data.value("rarity", std::string()));
            insertCard.bind(8, c.set);
            insertCard.bindStatic(9, pre.data);
            insertCard.bindStatic(10, pre.i18n);
            insertCard.bind(11, static_cast<qint64>(ci));
            if (!insertCard.run(error))
                return fail();
            qint64 place = 0;
            for (const std::string* field : attrFields) {
                const auto v = c.data.find(*field);
                if (v == c.data.end())
                    continue;
                const auto one = [&](const Json& x) {
                    if (place == kAttrsPerCard)
                        return true; // more values than any filter shows: the rest are not indexed
                    insertAttr.bind(1, rowid * kAttrsPerCard + place++);
                    insertAttr.bind(2, rowid);
                    insertAttr.bind(3, *field);
                    if (x.is_number()) {
                        insertAttr.bindNull(4);
                        insertAttr.bind(5, x.get<double>());
                    } else {
                        insertAttr.bind(4, x.is_string() ? x.get_ref<const std::string&>() : x.dump());
                        insertAttr.bindNull(5);
                    }
                    return insertAttr.run(error);
                };
                if (v->is_array()) {
                    for (const auto& x : *v)
                        if (!one(x))
                            return fail();
                } else if (!one(*v)) {
                    return fail();
                }
            }
            if (withText) {
                insertText.bind(1, rowid);
                insertText.bindStatic(2, pre.names);
                insertText.bindStatic(3, pre.texts);
                if (!insertText.run(error))
                    return fail();
            }
            pre = Prepared(); // written: its text is no longer needed
            if (progress && (++done % 500 == 0 || done == total))
                progress(done, total);
        }
    }
    phase("rows (cards, attrs, text index)");
    ok = exec(QStringLiteral("CREATE INDEX cards_by_name ON cards(game, name, id, type, rarity, set_name)"), error);
    phase("index cards_by_name");
    ok = ok && exec(QStringLiteral("CREATE INDEX attrs_by_str ON attrs(field, str, card) WHERE str IS NOT NULL"), error)
         && exec(QStringLiteral("CREATE INDEX attrs_by_num ON attrs(field, num, card) WHERE num IS NOT NULL"), error);
    phase("indexes attrs_by_str, attrs_by_num");
    // Statistics for the planner from a sample of each index: as good for these queries.
    ok = ok && exec(QStringLiteral("PRAGMA analysis_limit=1000"), error) && exec(QStringLiteral("ANALYZE"), error) && setMeta(QStringLiteral("fingerprint"), q(fingerprint)) && setMeta(QStringLiteral("fts"), m_fts)
         && setMeta(QStringLiteral("layout"), QString::number(kLayoutVersion))
         && setMeta(QStringLiteral("issues"), QString::fromUtf8(QJsonDocument(issues).toJson(QJsonDocument::Compact)));
    phase("analyze, meta");
    if (!ok || !db.commit()) {
        if (error)
            *error = db.lastError().text();
        db.rollback();
        return false;
    }
    phase("commit (WAL write and checkpoint)");
    if (progress)
        progress(total, total);
    return true;
}

QStringList CatalogIndex::issues() const
{
    QStringList out;
    for (const auto& v : QJsonDocument::fromJson(metaValue(QStringLiteral("issues")).toUtf8()).array())
        out << v.toString();
    return out;
}

QStringList CatalogIndex::games() const
{
    QStringList out;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (query.exec(QStringLiteral("SELECT DISTINCT game FROM cards ORDER BY game")))
        while (query.next())
            out << query.value(0).toString();
    return out;
}

int CatalogIndex::cardCount(const QString& game) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (game.isEmpty()) {
        // Rowids are consecutive from 1 (rebuild numbers them), so this needs no scan.
        query.exec(QStringLiteral("SELECT IFNULL(MAX(rowid), 0) FROM cards"));
    } else {
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM cards WHERE game = ?"));
        query.addBindValue(game);
        query.exec();
    }
    return query.next() ? query.value(0).toInt() : 0;
}

namespace {
QJsonArray gameColumn(const QString& connection, const QString& game, const char* column)
{
    QSqlQuery query(QSqlDatabase::database(connection));
    query.prepare(QStringLiteral("SELECT %1 FROM games WHERE id = ?").arg(QLatin1String(column)));
    query.addBindValue(game);
    if (query.exec() && query.next())
        return QJsonDocument::fromJson(query.value(0).toByteArray()).array();
    return {};
}
} // namespace

std::vector<FieldInfo> CatalogIndex::fields(const QString& game) const
{
    std::vector<FieldInfo> out;
    for (const auto& v : gameColumn(m_connection, game, "fields")) {
        const QJsonObject o = v.toObject();
        FieldInfo f;
        f.name = o.value(QStringLiteral("name")).toString().toStdString();
        f.kind = o.value(QStringLiteral("kind")).toString().toStdString();
        for (const auto& c : o.value(QStringLiteral("choices")).toArray())
            f.choices.push_back(c.toString().toStdString());
        out.push_back(std::move(f));
    }
    return out;
}

QStringList CatalogIndex::deckSections(const QString& game) const
{
    QStringList out;
    for (const auto& v : gameColumn(m_connection, game, "sections"))
        out << v.toString();
    if (out.isEmpty())
        for (const auto& s : defaultDeckSections(game.toStdString()))
            out << q(s);
    return out;
}

QString CatalogIndex::deckSectionFor(const QString& game, const QString& cardName) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT section_of FROM games WHERE id = ?"));
    query.addBindValue(game);
    if (!query.exec() || !query.next())
        return {};
    const DeckSectionRule rule = DeckSectionRule::fromJson(Json::parse(query.value(0).toByteArray().toStdString(), nullptr, false));
    if (rule.empty())
        return {};
    const auto c = cardByName(game, cardName);
    return c ? q(rule.sectionFor(Json::parse(c->json.toStdString(), nullptr, false))) : QString();
}

QStringList CatalogIndex::starterDecks(const QString& game) const
{
    QStringList out;
    for (const auto& v : gameColumn(m_connection, game, "decks"))
        out << v.toString();
    return out;
}

std::vector<std::string> CatalogIndex::cardNames(const QString& game) const
{
    std::vector<std::string> out;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT DISTINCT name FROM cards WHERE game = ? ORDER BY name"));
    query.addBindValue(game);
    if (query.exec())
        while (query.next())
            out.push_back(query.value(0).toString().toStdString());
    std::sort(out.begin(), out.end()); // byte order, as parseDeckList's binary search needs
    return out;
}

bool CatalogIndex::numericField(const QString& field) const
{
    auto it = m_numeric.find(field);
    if (it != m_numeric.end())
        return *it;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    // Each value is in num (a number) or in str (anything else): each has its index.
    query.prepare(QStringLiteral("SELECT EXISTS(SELECT 1 FROM attrs WHERE field = ? AND num IS NOT NULL), "
                                 "EXISTS(SELECT 1 FROM attrs WHERE field = ? AND str IS NOT NULL)"));
    query.addBindValue(field);
    query.addBindValue(field);
    const bool numeric = query.exec() && query.next() && query.value(0).toInt() == 1 && query.value(1).toInt() == 0;
    m_numeric.insert(field, numeric);
    return numeric;
}

bool CatalogIndex::hasValues(const QString& game, const QString& field) const
{
    if (!safeField(field))
        return false;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (isColumn(field)) {
        query.prepare(QStringLiteral("SELECT 1 FROM cards c WHERE c.game = ? AND %1 IS NOT NULL AND %1 != '' LIMIT 1")
                          .arg(fieldExpr(field)));
        query.addBindValue(game);
    } else {
        query.prepare(QStringLiteral("SELECT 1 FROM attrs a JOIN cards c ON c.rowid = a.card WHERE c.game = ? AND "
                                     "a.field = ? AND a.str IS NOT NULL UNION ALL "
                                     "SELECT 1 FROM attrs a JOIN cards c ON c.rowid = a.card WHERE c.game = ? AND "
                                     "a.field = ? AND a.num IS NOT NULL LIMIT 1"));
        query.addBindValue(game);
        query.addBindValue(field);
        query.addBindValue(game);
        query.addBindValue(field);
    }
    return query.exec() && query.next();
}

std::pair<double, double> CatalogIndex::range(const QString& game, const QString& field) const
{
    if (!safeField(field))
        return {0, 0};
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (isColumn(field)) {
        query.prepare(QStringLiteral("SELECT MIN(%1), MAX(%1) FROM cards c WHERE c.game = ?").arg(fieldExpr(field)));
        query.addBindValue(game);
    } else {
        query.prepare(QStringLiteral("SELECT MIN(a.num), MAX(a.num) FROM attrs a JOIN cards c ON c.rowid = a.card "
                                     "WHERE c.game = ? AND a.field = ? AND a.num IS NOT NULL"));
        query.addBindValue(game);
        query.addBindValue(field);
    }
    if (query.exec() && query.next())
        return {query.value(0).toDouble(), query.value(1).toDouble()};
    return {0, 0};
}

namespace {
struct WhereClause {
    QString from;
    QString where;
    QVariantList binds;
    QString match; // the full-text query, empty when none
};
} // namespace

static WhereClause buildWhere(const SearchQuery& sq, const QString& fts);
static QString filtersPerCard(const SearchQuery& sq, QVariantList& binds);

int CatalogIndex::count(const SearchQuery& sq) const
{
    const WhereClause w = buildWhere(sq, m_fts);
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery count(db);
    // Words alone in one game: the full-text index counts them in the game's rowid range.
    if (sq.filters.isEmpty() && !sq.ownedOnly && !sq.game.isEmpty() && !w.match.isEmpty()) {
        QSqlQuery range(db);
        range.prepare(QStringLiteral("SELECT first, last FROM games WHERE id = ?"));
        range.addBindValue(sq.game);
        if (range.exec() && range.next()) {
            count.prepare(QStringLiteral("SELECT COUNT(*) FROM cards_fts WHERE cards_fts MATCH ? AND rowid BETWEEN ? AND ?"));
            count.addBindValue(w.match);
            count.addBindValue(range.value(0));
            count.addBindValue(range.value(1));
        }
    }
    if (count.lastQuery().isEmpty()) {
        count.prepare(QStringLiteral("SELECT COUNT(*)") + w.from + w.where);
        for (const auto& b : w.binds)
            count.addBindValue(b);
    }
    return count.exec() && count.next() ? count.value(0).toInt() : 0;
}

// "?,?,?": the placeholders of a list of n values.
static QString marks(qsizetype n)
{
    QStringList m;
    for (qsizetype i = 0; i < n; ++i)
        m << QStringLiteral("?");
    return m.join(QLatin1Char(','));
}

// The values of a choice filter that read as numbers (a number field's values are kept in num).
static QVariantList numbersOf(const QStringList& values)
{
    QVariantList numbers;
    for (const auto& v : values) {
        bool isNumber = false;
        const double d = v.toDouble(&isNumber);
        if (isNumber)
            numbers << d;
    }
    return numbers;
}

// A filter on a column of cards (type, rarity, set, owned): its conditions; false for a game's
// own field.
static bool columnFilter(const CardFilter& f, QStringList& where, QVariantList& binds)
{
    if (!isColumn(f.field))
        return false;
    const QString expr = fieldExpr(f.field);
    if (!f.values.isEmpty()) {
        where << QStringLiteral("%1 IN (%2)").arg(expr, marks(f.values.size()));
        for (const auto& v : f.values)
            binds << v;
    }
    if (f.min) {
        where << QStringLiteral("%1 >= ?").arg(expr);
        binds << *f.min;
    }
    if (f.max) {
        where << QStringLiteral("%1 <= ?").arg(expr);
        binds << *f.max;
    }
    return true;
}

static WhereClause buildWhere(const SearchQuery& sq, const QString& fts)
{
    QStringList where;
    QVariantList binds;
    if (!sq.game.isEmpty()) {
        where << QStringLiteral("c.game = ?");
        binds << sq.game;
    }
    const QString words = sq.text.trimmed();
    if (!words.isEmpty()) {
        if (fts == QLatin1String("like")) {
            for (const auto& w : words.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                where << QStringLiteral("(c.name LIKE ? OR c.text LIKE ? OR c.i18n LIKE ?)");
                binds << QStringLiteral("%") + w + QStringLiteral("%") << QStringLiteral("%") + w + QStringLiteral("%")
                      << QStringLiteral("%") + w + QStringLiteral("%");
            }
        } else {
            const QString match = ftsQuery(words);
            if (!match.isEmpty()) {
                where << QStringLiteral("c.rowid IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)");
                binds << match;
            }
        }
    }
    for (const auto& f : sq.filters) {
        if (!safeField(f.field))
            continue;
        const QString in = marks(f.values.size());
        if (columnFilter(f, where, binds))
            continue;
        // A list field (say, two elements) matches when any of its items does. A value that
        // reads as a number also matches the number (numbers are kept in num only).
        if (!f.values.isEmpty()) {
            const QVariantList numbers = numbersOf(f.values);
            QString sql = QStringLiteral("c.rowid IN (SELECT card FROM attrs WHERE field = ? AND str IN (%1)").arg(in);
            binds << f.field;
            for (const auto& v : f.values)
                binds << v;
            if (!numbers.isEmpty()) {
                sql += QStringLiteral(" UNION ALL SELECT card FROM attrs WHERE field = ? AND num IN (%1)").arg(marks(numbers.size()));
                binds << f.field;
                binds += numbers;
            }
            where << sql + QLatin1Char(')');
        }
        if (f.min || f.max) {
            where << QStringLiteral("c.rowid IN (SELECT card FROM attrs WHERE field = ? AND num >= ? AND num <= ? AND num IS NOT NULL)");
            binds << f.field << (f.min ? *f.min : -1e300) << (f.max ? *f.max : 1e300);
        }
    }
    if (sq.ownedOnly)
        where << QStringLiteral("IFNULL(o.count, 0) > 0");
    const bool needOwned = sq.ownedOnly || sq.sortField == QLatin1String("owned");
    const QString from = needOwned
                             ? QStringLiteral(" FROM cards c LEFT JOIN collection o ON o.game = c.game AND o.id = c.id")
                             : QStringLiteral(" FROM cards c");
    const QString whereSql = where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    return {from, whereSql, binds, fts == QLatin1String("like") ? QString() : ftsQuery(words)};
}

// The filters of `sq` as conditions on one card row `c` (its game's own fields looked up in the
// card's rowid range of attrs, with "+" so that SQLite does not pick a field's whole index for
// each card), for a walk that visits cards one by one in order. Empty when there is none.
static QString filtersPerCard(const SearchQuery& sq, QVariantList& binds)
{
    QStringList where;
    const QString range = QStringLiteral("a.rowid BETWEEN c.rowid * %1 AND c.rowid * %1 + %2").arg(kAttrsPerCard).arg(kAttrsPerCard - 1);
    for (const auto& f : sq.filters) {
        if (!safeField(f.field))
            continue;
        const QString in = marks(f.values.size());
        if (columnFilter(f, where, binds))
            continue;
        if (!f.values.isEmpty()) {
            const QVariantList numbers = numbersOf(f.values);
            QString cond = QStringLiteral("+a.str IN (%1)").arg(in);
            if (!numbers.isEmpty()) {
                cond = QStringLiteral("(%1 OR +a.num IN (%2))").arg(cond, marks(numbers.size()));
            }
            where << QStringLiteral("EXISTS(SELECT 1 FROM attrs a WHERE %1 AND +a.field = ? AND %2)").arg(range, cond);
            binds << f.field;
            for (const auto& v : f.values)
                binds << v;
            binds += numbers;
        }
        if (f.min || f.max) {
            where << QStringLiteral("EXISTS(SELECT 1 FROM attrs a WHERE %1 AND +a.field = ? AND +a.num >= ? AND +a.num <= ?)").arg(range);
            binds << f.field << (f.min ? *f.min : -1e300) << (f.max ? *f.max : 1e300);
        }
    }
    if (sq.ownedOnly)
        where << QStringLiteral("IFNULL(o.count, 0) > 0");
    return where.join(QStringLiteral(" AND "));
}

SearchResult CatalogIndex::search(const SearchQuery& sq) const
{
    SearchResult out;
    const WhereClause w = buildWhere(sq, m_fts);
    const QString& from = w.from;
    const QString& whereSql = w.where;
    const QVariantList& binds = w.binds;
    const QString sortExpr = safeField(sq.sortField) ? fieldExpr(sq.sortField) : QStringLiteral("c.name");
    const QString dir = sq.descending ? QStringLiteral(" DESC") : QString();
    // Cards without the field sort last either way; names and ids are never empty.
    const QString order = sortExpr == QLatin1String("c.name")
                              ? QStringLiteral(" ORDER BY c.name%1, c.id").arg(dir)
                              : QStringLiteral(" ORDER BY (%1 IS NULL OR %1 = ''), %1%2, c.name, c.id").arg(sortExpr, dir);
    QSqlDatabase db = QSqlDatabase::database(m_connection);

    // The page: first the rowids in order (from the covering index, without reading whole
    // cards), then those cards.
    const int limit = std::max(1, sq.limit);
    QList<qint64> ids;
    sqlite3* raw = rawHandle(db);
    auto collect = [&](const QString& sql, const QVariantList& values) {
        if (raw) {
            rawQuery(raw, sql, values, [&](sqlite3_stmt* st) { ids.push_back(sqlite3_column_int64(st, 0)); });
            return;
        }
        QSqlQuery page(db);
        page.setForwardOnly(true);
        page.prepare(sql);
        for (const auto& b : values)
            page.addBindValue(b);
        if (page.exec())
            while (page.next())
                ids.push_back(page.value(0).toLongLong());
    };
    // Words in one game, by name: walk the text index in rowid order (the name order within a
    // game) and stop at a full page; each filter is checked on the card as it comes. Sorted by
    // a number field: the text index's matches of the game, without a look at each card.
    const bool byName = sortExpr == QLatin1String("c.name") && !sq.descending;
    const QString match = m_fts == QLatin1String("like") ? QString() : ftsQuery(sq.text.trimmed());
    // The rowids of the game when there are words to look up in it.
    std::optional<std::pair<qint64, qint64>> textRows;
    if (!match.isEmpty() && !sq.game.isEmpty()) {
        QSqlQuery range(db);
        range.prepare(QStringLiteral("SELECT first, last FROM games WHERE id = ?"));
        range.addBindValue(sq.game);
        if (range.exec() && range.next())
            textRows = std::make_pair(range.value(0).toLongLong(), range.value(1).toLongLong());
    }
    const bool ownedJoin = sq.ownedOnly || std::any_of(sq.filters.begin(), sq.filters.end(), [](const CardFilter& f) {
                               return f.field == QLatin1String("owned");
                           });
    if (textRows && byName) {
        QVariantList values{match, textRows->first, textRows->second};
        const QString perCard = filtersPerCard(sq, values);
        collect(QStringLiteral("SELECT f.rowid FROM cards_fts f JOIN cards c ON c.rowid = f.rowid")
                    + (ownedJoin ? QStringLiteral(" LEFT JOIN collection o ON o.game = c.game AND o.id = c.id") : QString())
                    + QStringLiteral(" WHERE cards_fts MATCH ? AND f.rowid BETWEEN ? AND ?")
                    + (perCard.isEmpty() ? QString() : QStringLiteral(" AND ") + perCard)
                    + QStringLiteral(" ORDER BY f.rowid LIMIT %1").arg(limit),
                values);
    } else if (safeField(sq.sortField) && !isColumn(sq.sortField) && numericField(sq.sortField)) {
        // Sorted by a game's number field (cost, DP...): walk that field's index in order and
        // keep the cards that match, instead of sorting every match. Ties go in name order
        // (the rowid order), reversed when descending.
        // ("+a.card" keeps SQLite from using the card column of the index for the IN.)
        QVariantList values{sq.sortField};
        if (textRows) {
            // Words in one game. Their matches in name order first (the text index's walk);
            // when they are few, they are sorted here by the field's value, else the field's
            // index is walked for the first page.
            QVariantList matchValues{match, textRows->first, textRows->second};
            const QString perCard = filtersPerCard(sq, matchValues);
            const QString matchesSql = QStringLiteral("SELECT f.rowid FROM cards_fts f JOIN cards c ON c.rowid = f.rowid")
                                       + (ownedJoin ? QStringLiteral(" LEFT JOIN collection o ON o.game = c.game AND o.id = c.id")
                                                    : QString())
                                       + QStringLiteral(" WHERE cards_fts MATCH ? AND f.rowid BETWEEN ? AND ?")
                                       + (perCard.isEmpty() ? QString() : QStringLiteral(" AND ") + perCard);
            QList<qint64> matches;
            std::swap(ids, matches);
            collect(matchesSql + QStringLiteral(" ORDER BY f.rowid LIMIT %1").arg(m_fewMatches + 1), matchValues);
            std::swap(ids, matches);
            if (matches.size() <= m_fewMatches) {
                QStringList list;
                for (auto id : matches)
                    list << QString::number(id);
                struct Keyed {
                    qint64 rowid;
                    bool has;
                    double value;
                };
                std::vector<Keyed> keyed;
                const QString valuesSql =
                    QStringLiteral("SELECT c.rowid, (SELECT a.num FROM attrs a WHERE a.rowid BETWEEN c.rowid * %1 AND c.rowid * %1 + %2 "
                                   "AND +a.field = ? AND +a.num IS NOT NULL ORDER BY a.rowid LIMIT 1) FROM cards c WHERE c.rowid IN (%3)")
                        .arg(kAttrsPerCard)
                        .arg(kAttrsPerCard - 1)
                        .arg(list.join(QLatin1Char(',')));
                QSqlQuery fallback(db);
                if (raw) {
                    rawQuery(raw, valuesSql, {sq.sortField}, [&](sqlite3_stmt* st) {
                        keyed.push_back({sqlite3_column_int64(st, 0), sqlite3_column_type(st, 1) != SQLITE_NULL,
                                         sqlite3_column_double(st, 1)});
                    });
                } else {
                    fallback.prepare(valuesSql);
                    fallback.addBindValue(sq.sortField);
                    if (fallback.exec())
                        while (fallback.next())
                            keyed.push_back({fallback.value(0).toLongLong(), !fallback.value(1).isNull(), fallback.value(1).toDouble()});
                }
                // As the index walk orders them: by the value, ties in name order (reversed when
                // descending), then the cards without the field by name.
                std::sort(keyed.begin(), keyed.end(), [&](const Keyed& x, const Keyed& y) {
                    if (x.has != y.has)
                        return x.has;
                    if (!x.has)
                        return x.rowid < y.rowid;
                    if (x.value != y.value)
                        return sq.descending ? x.value > y.value : x.value < y.value;
                    return sq.descending ? x.rowid > y.rowid : x.rowid < y.rowid;
                });
                for (std::size_t i = 0; i < keyed.size() && ids.size() < limit; ++i)
                    ids.push_back(keyed[i].rowid);
            } else {
                // The field's index in order; each card is looked up in the text index's matches
                // (one set, without a look at each card) and checked against the filters.
                values << match << textRows->first << textRows->second;
                const QString walkFilters = filtersPerCard(sq, values);
                collect(QStringLiteral("SELECT a.card FROM attrs a JOIN cards c ON c.rowid = a.card")
                            + (ownedJoin ? QStringLiteral(" LEFT JOIN collection o ON o.game = c.game AND o.id = c.id") : QString())
                            + QStringLiteral(" WHERE a.field = ? AND a.num IS NOT NULL AND +a.card IN (SELECT f.rowid FROM cards_fts f "
                                             "WHERE cards_fts MATCH ? AND f.rowid BETWEEN ? AND ?)")
                            + (walkFilters.isEmpty() ? QString() : QStringLiteral(" AND ") + walkFilters)
                            + QStringLiteral(" ORDER BY a.num%1, a.card%1 LIMIT %2").arg(dir).arg(limit),
                        values);
                if (ids.size() < limit) { // then the cards without the field, by name
                    QVariantList rest = matchValues;
                    rest << sq.sortField;
                    collect(matchesSql
                                + QStringLiteral(" AND NOT EXISTS(SELECT 1 FROM attrs a WHERE a.rowid BETWEEN c.rowid * %1 AND c.rowid * %1 + %2 "
                                                 "AND +a.field = ? AND +a.num IS NOT NULL) ORDER BY f.rowid LIMIT %3")
                                      .arg(kAttrsPerCard)
                                      .arg(kAttrsPerCard - 1)
                                      .arg(limit - ids.size()),
                            rest);
                }
            }
        } else {
            values += binds;
            collect(QStringLiteral("SELECT a.card FROM attrs a WHERE a.field = ? AND a.num IS NOT NULL AND +a.card IN (SELECT c.rowid") + from
                        + whereSql + QStringLiteral(") ORDER BY a.num%1, a.card%1 LIMIT %2").arg(dir).arg(limit),
                    values);
            if (ids.size() < limit) { // then the cards without the field, by name
                values = binds;
                values << sq.sortField;
                collect(QStringLiteral("SELECT c.rowid") + from + whereSql + (whereSql.isEmpty() ? QStringLiteral(" WHERE ") : QStringLiteral(" AND "))
                            + QStringLiteral("c.rowid NOT IN (SELECT card FROM attrs WHERE field = ? AND num IS NOT NULL) ORDER BY c.name, "
                                             "c.id LIMIT %1")
                                  .arg(limit - ids.size()),
                        values);
            }
        }
    } else {
        collect(QStringLiteral("SELECT c.rowid") + from + whereSql + order + QStringLiteral(" LIMIT %1").arg(limit), binds);
    }
    if (ids.size() < std::max(1, sq.limit))
        out.total = static_cast<int>(ids.size()); // the page holds every match
    else
        out.total = sq.countExact ? count(sq) : -1;
    if (ids.isEmpty())
        return out;
    QStringList idText;
    for (auto id : ids)
        idText << QString::number(id);
    QHash<qint64, CardRow> byId;
    const QString rowsSql = QStringLiteral("SELECT c.rowid, ") + QLatin1String(kRowColumns)
                            + QStringLiteral(" FROM cards c LEFT JOIN collection o ON o.game = c.game AND o.id = c.id "
                                             "WHERE c.rowid IN (%1)")
                                  .arg(idText.join(QLatin1Char(',')));
    if (raw) {
        rawQuery(raw, rowsSql, {}, [&](sqlite3_stmt* st) { byId.insert(sqlite3_column_int64(st, 0), rowFrom(st, 1)); });
    } else {
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (rows.exec(rowsSql))
            while (rows.next())
                byId.insert(rows.value(0).toLongLong(), rowFrom(rows, 1));
    }
    for (auto id : ids)
        out.rows.push_back(byId.value(id));
    return out;
}

std::optional<CardRow> CatalogIndex::card(const QString& game, const QString& id) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT ") + QLatin1String(kRowColumns)
                  + QStringLiteral(" FROM cards c LEFT JOIN collection o ON o.game = c.game AND o.id = c.id "
                                   "WHERE c.game = ? AND c.id = ?"));
    query.addBindValue(game);
    query.addBindValue(id);
    if (query.exec() && query.next())
        return rowFrom(query);
    return std::nullopt;
}

std::optional<CardRow> CatalogIndex::cardByName(const QString& game, const QString& name) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT ") + QLatin1String(kRowColumns)
                  + QStringLiteral(" FROM cards c LEFT JOIN collection o ON o.game = c.game AND o.id = c.id "
                                   "WHERE c.game = ? AND c.name = ? ORDER BY c.file_order LIMIT 1"));
    query.addBindValue(game);
    query.addBindValue(name);
    if (query.exec() && query.next())
        return rowFrom(query);
    return std::nullopt;
}

int CatalogIndex::owned(const QString& game, const QString& id) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT count FROM collection WHERE game = ? AND id = ?"));
    query.addBindValue(game);
    query.addBindValue(id);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

bool CatalogIndex::setOwned(const QString& game, const QString& id, int count)
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (count <= 0) {
        query.prepare(QStringLiteral("DELETE FROM collection WHERE game = ? AND id = ?"));
        query.addBindValue(game);
        query.addBindValue(id);
    } else {
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO collection(game, id, count) VALUES(?, ?, ?)"));
        query.addBindValue(game);
        query.addBindValue(id);
        query.addBindValue(std::min(count, 9999));
    }
    return query.exec();
}

namespace {

QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString t = s;
    t.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + t + QLatin1Char('"');
}

// One CSV line into fields (RFC 4180 quoting). Returns false on an unclosed quote.
bool splitCsv(const QString& line, QStringList& out)
{
    out.clear();
    QString cur;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar ch = line.at(i);
        if (quoted) {
            if (ch == QLatin1Char('"')) {
                if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                    cur += ch;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cur += ch;
            }
        } else if (ch == QLatin1Char('"')) {
            quoted = true;
        } else if (ch == QLatin1Char(',')) {
            out << cur.trimmed();
            cur.clear();
        } else {
            cur += ch;
        }
    }
    out << cur.trimmed();
    return !quoted;
}

} // namespace

QString CatalogIndex::exportCsv(const QString& game) const
{
    QString out = QStringLiteral("game,id,name,count\n");
    QSqlQuery query(QSqlDatabase::database(m_connection));
    QString sql = QStringLiteral("SELECT o.game, o.id, IFNULL(c.name, ''), o.count FROM collection o "
                                 "LEFT JOIN cards c ON c.game = o.game AND c.id = o.id WHERE o.count > 0");
    if (!game.isEmpty())
        sql += QStringLiteral(" AND o.game = ?");
    query.prepare(sql + QStringLiteral(" ORDER BY o.game, o.id"));
    if (!game.isEmpty())
        query.addBindValue(game);
    if (query.exec())
        while (query.next())
            out += csvField(query.value(0).toString()) + QLatin1Char(',') + csvField(query.value(1).toString())
                   + QLatin1Char(',') + csvField(query.value(2).toString()) + QLatin1Char(',')
                   + query.value(3).toString() + QLatin1Char('\n');
    return out;
}

CsvImportResult CatalogIndex::importCsv(const QString& text)
{
    CsvImportResult result;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    db.transaction();
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList cols;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (i == 0 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.trimmed().isEmpty())
            continue;
        if (!splitCsv(line, cols)) {
            result.problems << QStringLiteral("line %1: a quote is not closed").arg(lineNo);
            continue;
        }
        if (i == 0 && cols.value(0).compare(QLatin1String("game"), Qt::CaseInsensitive) == 0)
            continue; // the header
        if (cols.size() != 4) {
            result.problems << QStringLiteral("line %1: expected 4 fields (game,id,name,count), found %2")
                                   .arg(lineNo)
                                   .arg(cols.size());
            continue;
        }
        bool ok = false;
        const int count = cols.at(3).toInt(&ok);
        if (!ok || count < 0 || count > 9999) {
            result.problems << QStringLiteral("line %1: the count must be a whole number from 0 to 9999, not \"%2\"")
                                   .arg(lineNo)
                                   .arg(cols.at(3));
            continue;
        }
        QString id = cols.at(1);
        if (id.isEmpty() || !card(cols.at(0), id)) {
            const auto byName = cardByName(cols.at(0), cols.at(2));
            if (!byName) {
                result.problems << QStringLiteral("line %1: no card of \"%2\" has the id \"%3\" or the name \"%4\"")
                                       .arg(lineNo)
                                       .arg(cols.at(0), cols.at(1), cols.at(2));
                continue;
            }
            id = byName->id;
        }
        if (!setOwned(cols.at(0), id, count)) {
            result.problems << QStringLiteral("line %1: could not be stored").arg(lineNo);
            continue;
        }
        ++result.imported;
    }
    db.commit();
    return result;
}

} // namespace tabletop::catalog
