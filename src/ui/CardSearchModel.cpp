#include "CardSearchModel.h"

#include "AppSettings.h"
#include "CardIndex.h"

namespace tabletop::ui {

namespace {
QString readerLanguage()
{
    return AppSettings::instance()->language();
}
} // namespace

QVariantMap cardRowToMap(const catalog::CardRow& c)
{
    const QString lang = readerLanguage();
    return {{QStringLiteral("game"), c.game},     {QStringLiteral("id"), c.id},         {QStringLiteral("name"), c.name},
            {QStringLiteral("type"), c.type},     {QStringLiteral("text"), c.text},     {QStringLiteral("rarity"), c.rarity},
            {QStringLiteral("set"), c.set},       {QStringLiteral("owned"), c.owned},   {QStringLiteral("data"), c.data()},
            {QStringLiteral("displayName"), c.nameIn(lang)}, {QStringLiteral("displayText"), c.textIn(lang)}};
}

CardSearchModel::CardSearchModel(QObject* parent) : QAbstractListModel(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0); // coalesce several property changes made in one go
    connect(&m_timer, &QTimer::timeout, this, &CardSearchModel::refresh);
    m_countTimer.setSingleShot(true);
    m_countTimer.setInterval(150);
    connect(&m_countTimer, &QTimer::timeout, this, [this] {
        if (auto* index = CardIndex::instance()->index(); index && !m_query.game.isEmpty()) {
            m_total = index->count(m_query);
            emit resultsChanged();
        }
    });
    connect(AppSettings::instance(), &AppSettings::languageChanged, this, [this] {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1), {DisplayNameRole, DisplayTextRole});
    });
    connect(CardIndex::instance(), &CardIndex::changed, this, [this] {
        loadFields();
        scheduleRefresh();
    });
    scheduleRefresh();
}

int CardSearchModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant CardSearchModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const auto& c = m_rows.at(index.row());
    switch (role) {
    case CardIdRole: return c.id;
    case NameRole: return c.name;
    case TypeRole: return c.type;
    case TextRole: return c.text;
    case RarityRole: return c.rarity;
    case SetRole: return c.set;
    case OwnedRole: return c.owned;
    case DataRole: return c.data();
    case GameRole: return c.game;
    case DisplayNameRole: return c.nameIn(readerLanguage());
    case DisplayTextRole: return c.textIn(readerLanguage());
    default: return {};
    }
}

QHash<int, QByteArray> CardSearchModel::roleNames() const
{
    return {{CardIdRole, "cardId"}, {NameRole, "name"},   {TypeRole, "type"},   {TextRole, "text"}, {RarityRole, "rarity"},
            {SetRole, "set"},       {OwnedRole, "owned"}, {DataRole, "card"},   {GameRole, "game"},
            {DisplayNameRole, "displayName"}, {DisplayTextRole, "displayText"}};
}

void CardSearchModel::setGame(const QString& game)
{
    if (game == m_query.game)
        return;
    m_query.game = game;
    m_filters.clear();
    m_query.filters.clear();
    emit queryChanged();
    loadFields();
    scheduleRefresh();
}

void CardSearchModel::setText(const QString& text)
{
    if (text == m_query.text)
        return;
    m_query.text = text;
    emit queryChanged();
    scheduleRefresh();
}

void CardSearchModel::setFilters(const QVariantMap& filters)
{
    m_filters = filters;
    m_query.filters.clear();
    for (auto it = filters.begin(); it != filters.end(); ++it) {
        catalog::CardFilter f;
        f.field = it.key();
        const QVariant v = it.value();
        if (v.typeId() == QMetaType::QVariantMap) {
            const QVariantMap m = v.toMap();
            if (m.contains(QStringLiteral("min")) && !m.value(QStringLiteral("min")).isNull())
                f.min = m.value(QStringLiteral("min")).toDouble();
            if (m.contains(QStringLiteral("max")) && !m.value(QStringLiteral("max")).isNull())
                f.max = m.value(QStringLiteral("max")).toDouble();
        } else {
            f.values = v.toStringList();
            if (f.values.isEmpty())
                continue;
        }
        m_query.filters.push_back(f);
    }
    emit queryChanged();
    scheduleRefresh();
}

void CardSearchModel::setOwnedOnly(bool on)
{
    if (on == m_query.ownedOnly)
        return;
    m_query.ownedOnly = on;
    emit queryChanged();
    scheduleRefresh();
}

void CardSearchModel::setSortField(const QString& field)
{
    if (field == m_query.sortField)
        return;
    m_query.sortField = field;
    emit queryChanged();
    scheduleRefresh();
}

void CardSearchModel::setDescending(bool on)
{
    if (on == m_query.descending)
        return;
    m_query.descending = on;
    emit queryChanged();
    scheduleRefresh();
}

void CardSearchModel::scheduleRefresh()
{
    m_timer.start();
}

void CardSearchModel::loadFields()
{
    m_fields.clear();
    auto* index = CardIndex::instance()->index();
    if (index && !m_query.game.isEmpty()) {
        // The shared fields first, then the game's own.
        QVariantList shared;
        for (const auto& f : index->fields(m_query.game)) {
            QVariantMap m{{QStringLiteral("name"), QString::fromStdString(f.name)},
                          {QStringLiteral("kind"), QString::fromStdString(f.kind)}};
            QStringList choices;
            for (const auto& c : f.choices)
                choices << QString::fromStdString(c);
            m.insert(QStringLiteral("choices"), choices);
            // A field no card of the game uses would only be an empty filter.
            if (!index->hasValues(m_query.game, QString::fromStdString(f.name)))
                continue;
            if (f.kind == "range") {
                const auto r = index->range(m_query.game, QString::fromStdString(f.name));
                m.insert(QStringLiteral("min"), r.first);
                m.insert(QStringLiteral("max"), r.second);
            }
            if (f.name == "type" || f.name == "rarity")
                shared.push_back(m);
            else
                m_fields.push_back(m);
        }
        // Sets are not in a schema: offer the ones the cards name.
        catalog::SearchQuery all;
        all.game = m_query.game;
        all.limit = 100000;
        QStringList sets;
        for (const auto& row : index->search(all).rows)
            if (!sets.contains(row.set))
                sets << row.set;
        if (sets.size() > 1)
            m_fields.push_back(QVariantMap{{QStringLiteral("name"), QStringLiteral("set")},
                                           {QStringLiteral("kind"), QStringLiteral("choice")},
                                           {QStringLiteral("choices"), sets}});
        m_fields = shared + m_fields;
    }
    emit fieldsChanged();
}

void CardSearchModel::refresh()
{
    auto* index = CardIndex::instance()->index();
    beginResetModel();
    m_rows.clear();
    m_total = 0;
    m_countTimer.stop();
    if (index && !m_query.game.isEmpty()) {
        catalog::SearchQuery q = m_query;
        q.countExact = false; // every keystroke gets its page now; the exact total follows
        auto r = index->search(q);
        m_rows = std::move(r.rows);
        m_total = r.total;
        if (m_total < 0)
            m_countTimer.start();
    }
    endResetModel();
    emit resultsChanged();
}

QVariantMap CardSearchModel::get(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    return cardRowToMap(m_rows.at(row));
}

bool CardSearchModel::setOwned(int row, int count)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    auto& c = m_rows[row];
    auto* index = CardIndex::instance()->index();
    if (!index || !index->setOwned(c.game, c.id, std::max(0, count)))
        return false;
    c.owned = std::max(0, count);
    emit dataChanged(this->index(row), this->index(row), {OwnedRole});
    return true;
}

} // namespace tabletop::ui
