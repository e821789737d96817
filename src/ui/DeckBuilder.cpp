#include "DeckBuilder.h"
#include "CardTexts.h"

#include <algorithm>

#include "CardIndex.h"
#include "Messages.h"
#include "catalog/DeckCheck.h"
#include "games/Registry.h"
#include "session/JsonBridge.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QStandardPaths>
#include <map>

namespace tabletop::ui {

namespace {

QString s(const std::string& x)
{
    return QString::fromStdString(x);
}

// A deck-list problem in the user's language (the CLI prints the English of DeckList.cpp).
QString listProblemText(const catalog::DeckListProblem& p)
{
    const QVariantMap a = session::toVariant(p.args).toMap();
    QString what;
    if (p.id == "deck.noGame")
        return DeckBuilder::tr("The header line \"# game: %1\" is missing.").arg(a.value(QStringLiteral("game")).toString());
    if (p.id == "deck.wrongGame")
        what = DeckBuilder::tr("this deck is for \"%1\", not for \"%2\"")
                   .arg(a.value(QStringLiteral("game")).toString(), a.value(QStringLiteral("expected")).toString());
    else if (p.id == "deck.badSection")
        what = DeckBuilder::tr("a section header is written [name], not \"%1\"").arg(a.value(QStringLiteral("text")).toString());
    else if (p.id == "deck.unknownSection")
        what = DeckBuilder::tr("unknown section [%1] (this game's sections: %2)")
                   .arg(a.value(QStringLiteral("section")).toString(), a.value(QStringLiteral("sections")).toString());
    else if (p.id == "deck.badLine")
        what = DeckBuilder::tr("expected \"<count> <card name>\", not \"%1\"").arg(a.value(QStringLiteral("text")).toString());
    else if (p.id == "deck.badCount")
        what = DeckBuilder::tr("the count must be from 1 to 99, not %1").arg(a.value(QStringLiteral("count")).toString());
    else if (p.id == "deck.outsideSection")
        what = DeckBuilder::tr("\"%1\" is under an unknown section").arg(a.value(QStringLiteral("card")).toString());
    else if (p.id == "deck.countSum")
        what = DeckBuilder::tr("\"%1\" adds up to %2 copies; at most 99")
                   .arg(a.value(QStringLiteral("card")).toString(), a.value(QStringLiteral("count")).toString());
    else if (p.id == "deck.unknownCard")
        what = DeckBuilder::tr("unknown card \"%1\" (names must match exactly)").arg(a.value(QStringLiteral("card")).toString());
    else
        return s(p.text);
    return DeckBuilder::tr("Line %1: %2").arg(p.line).arg(what);
}

QStringList reportSentences(const catalog::DeckReport& r)
{
    QStringList out;
    for (const auto& p : r.listProblems)
        out << listProblemText(p);
    for (const auto& m : r.ruleProblems)
        out << Messages::text(session::toVariant(m.toJson()).toMap());
    return out;
}

} // namespace

DeckBuilder::DeckBuilder(QObject* parent) : QObject(parent)
{
    connect(CardIndex::instance(), &CardIndex::changed, this, [this] {
        m_cardCache.clear();
        if (!m_deck.game.empty())
            check();
        emit deckChanged();
    });
}

bool DeckBuilder::gameUsesDecks(const QString& game) const
{
    const auto* rules = games::findRules(game.toStdString());
    if (rules && rules->usesDecks())
        return true;
    auto* index = CardIndex::instance()->index();
    return index && !index->starterDecks(game).isEmpty();
}

void DeckBuilder::setName(const QString& name)
{
    if (name.toStdString() == m_deck.name)
        return;
    m_deck.name = name.toStdString();
    changed();
}

void DeckBuilder::setStatus(const QString& text)
{
    m_status = text;
    emit statusChanged();
}

QVariantMap DeckBuilder::cardInfo(const QString& name) const
{
    const QString key = game() + QLatin1Char('\n') + name;
    auto it = m_cardCache.find(key);
    if (it != m_cardCache.end())
        return *it;
    QVariantMap info;
    if (auto* index = CardIndex::instance()->index())
        if (auto row = index->cardByName(game(), name))
            info = {{QStringLiteral("id"), row->id}, {QStringLiteral("type"), row->type}, {QStringLiteral("card"), row->data()}};
    m_cardCache.insert(key, info);
    return info;
}

QVariantMap DeckBuilder::cardOf(const QString& gameId, const QString& name) const
{
    if (auto* index = CardIndex::instance()->index())
        if (auto row = index->cardByName(gameId, name)) {
            // The name in the reader's language, as the collection and the tables show it.
            const QString shown = CardTexts::forCard(gameId, row->id).name;
            return {{QStringLiteral("id"), row->id},
                    {QStringLiteral("type"), row->type},
                    {QStringLiteral("card"), row->data()},
                    {QStringLiteral("displayName"), shown.isEmpty() ? name : shown}};
        }
    return {};
}

bool DeckBuilder::knownCard(const QString& name) const
{
    return !cardInfo(name).isEmpty();
}

QVariantList DeckBuilder::entries() const
{
    QVariantList out;
    for (const auto& section : m_sections)
        for (const auto& sec : m_deck.sections)
            if (s(sec.name) == section)
                for (const auto& e : sec.cards) {
                    QVariantMap m = cardInfo(s(e.name));
                    m.insert(QStringLiteral("section"), section);
                    m.insert(QStringLiteral("name"), s(e.name));
                    const QString shown = CardTexts::name(s(e.name)); // in the reader's language
                    m.insert(QStringLiteral("displayName"), shown.isEmpty() ? s(e.name) : shown);
                    m.insert(QStringLiteral("count"), e.count);
                    out.push_back(m);
                }
    return out;
}

QVariantMap DeckBuilder::totals() const
{
    QVariantMap out;
    for (const auto& section : m_sections)
        out.insert(section, m_deck.total(section.toStdString()));
    return out;
}

int DeckBuilder::total() const
{
    int n = 0;
    for (const auto& sec : m_deck.sections)
        n += m_deck.total(sec.name);
    return n;
}

void DeckBuilder::newDeck(const QString& game)
{
    m_deck = {};
    m_deck.game = game.toStdString();
    m_deck.name = tr("New deck").toStdString();
    m_path.clear();
    m_readOnly = false;
    m_sections.clear();
    if (auto* index = CardIndex::instance()->index())
        m_sections = index->deckSections(game);
    if (m_sections.isEmpty()) // no card index yet: the sections the game's rules declare
        for (const auto& x : games::deckShape(game.toStdString()).sections)
            m_sections << s(x);
    if (m_sections.isEmpty())
        for (const auto& x : catalog::defaultDeckSections(game.toStdString()))
            m_sections << s(x);
    m_cardCache.clear();
    if (game != m_decksGame) { // the list of decks only changes with the game (or on save/delete)
        m_decksGame = game;
        refreshDecks();
    }
    setStatus({});
    changed(false);
}

bool DeckBuilder::importText(const QString& text)
{
    auto* index = CardIndex::instance()->index();
    if (!index) {
        setStatus(tr("The card index is not ready yet."));
        return false;
    }
    std::vector<std::string> sections;
    for (const auto& x : m_sections)
        sections.push_back(x.toStdString());
    auto parsed = catalog::parseDeckList(text.toStdString(), m_deck.game, index->cardNames(game()), sections);
    const std::string keepName = m_deck.name;
    m_deck = parsed.deck;
    if (m_deck.name.empty())
        m_deck.name = keepName;
    catalog::DeckReport r;
    r.listProblems = parsed.problems;
    const QStringList lines = reportSentences(r);
    setStatus(lines.isEmpty() ? tr("Deck list read: %n card(s).", nullptr, total())
                              : tr("Some lines were left out:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    changed();
    return lines.isEmpty();
}

bool DeckBuilder::load(const QString& path)
{
    QString text;
    QString error;
    if (!catalog::DeckStore::readText(path, text, &error)) {
        setStatus(error);
        return false;
    }
    const QString g = game();
    newDeck(g);
    const bool clean = importText(text);
    m_path = path;
    // Starter decks live with the card files: read-only templates to copy.
    auto* index = CardIndex::instance()->index();
    m_readOnly = index && index->starterDecks(g).contains(path);
    if (clean)
        setStatus({});
    changed(false);
    return clean;
}

void DeckBuilder::copyAsNew()
{
    m_path.clear();
    m_readOnly = false;
    m_deck.name = tr("%1 (copy)").arg(name()).toStdString();
    changed();
}

QString DeckBuilder::sectionFor(const QString& cardName) const
{
    if (auto* index = CardIndex::instance()->index()) {
        const QString section = index->deckSectionFor(game(), cardName);
        if (m_sections.contains(section))
            return section;
    }
    return m_sections.value(0);
}

bool DeckBuilder::add(const QString& cardName, const QString& section, int count)
{
    return setCount(cardName, section, m_deck.count(section.toStdString(), cardName.toStdString()) + count);
}

bool DeckBuilder::remove(const QString& cardName, const QString& section, int count)
{
    return setCount(cardName, section, m_deck.count(section.toStdString(), cardName.toStdString()) - count);
}

bool DeckBuilder::setCount(const QString& cardName, const QString& section, int count)
{
    if (m_readOnly) {
        setStatus(tr("This starter deck is read-only: copy it to change it."));
        return false;
    }
    if (!m_sections.contains(section)) {
        setStatus(tr("This game's decks have no section \"%1\".").arg(section));
        return false;
    }
    if (count > 0 && !knownCard(cardName)) {
        setStatus(tr("\"%1\" is not a card of this game.").arg(cardName));
        return false;
    }
    // The deck-list format caps a line at 99; the rules say what is legal below that.
    m_deck.setCount(section.toStdString(), cardName.toStdString(), std::clamp(count, 0, 99));
    setStatus({});
    changed();
    return true;
}

QString DeckBuilder::deckText() const
{
    std::vector<std::string> sections;
    for (const auto& x : m_sections)
        sections.push_back(x.toStdString());
    return s(catalog::writeDeckList(m_deck, sections));
}

bool DeckBuilder::save()
{
    if (m_readOnly) {
        setStatus(tr("This starter deck is read-only: copy it to change it."));
        return false;
    }
    if (name().trimmed().isEmpty()) {
        setStatus(tr("Give the deck a name first."));
        return false;
    }
    QString error;
    const QString path = m_store.save(game(), name().trimmed(), deckText().toUtf8(), m_path, &error);
    if (path.isEmpty()) {
        setStatus(error);
        return false;
    }
    m_path = path;
    setStatus(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    refreshDecks();
    changed(false);
    return true;
}

bool DeckBuilder::deleteDeck(const QString& path)
{
    if (!m_store.remove(path)) {
        setStatus(tr("Only your own decks can be deleted."));
        return false;
    }
    if (path == m_path) {
        m_path.clear();
        changed();
    }
    refreshDecks();
    setStatus(tr("Deck deleted."));
    return true;
}

bool DeckBuilder::importFile(const QString& path)
{
    QString text;
    QString error;
    if (!catalog::DeckStore::readText(path, text, &error)) {
        setStatus(error);
        return false;
    }
    if (m_readOnly)
        copyAsNew();
    return importText(text);
}

bool DeckBuilder::exportFile(const QString& path)
{
    QString error;
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!catalog::DeckStore::writeText(path, deckText().toUtf8(), &error)) {
        setStatus(error);
        return false;
    }
    setStatus(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString DeckBuilder::defaultExportPath() const
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    return dir + QLatin1Char('/') + (name().isEmpty() ? QStringLiteral("deck") : name()) + QStringLiteral(".deck");
}

void DeckBuilder::copyToClipboard()
{
    if (auto* cb = QGuiApplication::clipboard()) {
        cb->setText(deckText());
        setStatus(tr("The deck list is on the clipboard."));
    }
}

bool DeckBuilder::pasteFromClipboard()
{
    auto* cb = QGuiApplication::clipboard();
    const QString text = cb ? cb->text() : QString();
    if (text.trimmed().isEmpty()) {
        setStatus(tr("The clipboard holds no text."));
        return false;
    }
    if (m_readOnly)
        copyAsNew();
    return importText(text);
}

void DeckBuilder::refreshDecks()
{
    m_decks.clear();
    if (!m_deck.game.empty()) {
        for (const auto& d : m_store.decks(game()))
            m_decks.push_back(QVariantMap{{QStringLiteral("path"), d.path},
                                          {QStringLiteral("name"), d.name},
                                          {QStringLiteral("readOnly"), false}});
        if (auto* index = CardIndex::instance()->index())
            for (const auto& p : index->starterDecks(game())) {
                QString text;
                QString name = QFileInfo(p).completeBaseName();
                if (catalog::DeckStore::readText(p, text, nullptr)) {
                    const auto parsed = catalog::parseDeckList(text.toStdString(), m_deck.game, {}, {});
                    if (!parsed.deck.name.empty())
                        name = s(parsed.deck.name);
                }
                m_decks.push_back(QVariantMap{{QStringLiteral("path"), p},
                                              {QStringLiteral("name"), name},
                                              {QStringLiteral("readOnly"), true}});
            }
    }
    emit decksChanged();
}

QVariantList DeckBuilder::deckChoices(const QString& gameId) const
{
    QVariantList out;
    auto* index = CardIndex::instance()->index();
    if (!index)
        return out;
    const auto* rules = games::findRules(gameId.toStdString());
    catalog::GameCards cards;
    cards.game = gameId.toStdString();
    cards.deckSections.clear();
    for (const auto& x : index->deckSections(gameId))
        cards.deckSections.push_back(x.toStdString());
    const auto names = index->cardNames(gameId);
    core::DeckShape shape;
    shape.game = cards.game;
    shape.sections = cards.deckSections;
    shape.cardNames = names;
    std::sort(shape.cardNames.begin(), shape.cardNames.end());
    auto describe = [&](const QString& path, const QString& fallback, bool readOnly) {
        QString text;
        QVariantMap m{{QStringLiteral("path"), path}, {QStringLiteral("name"), fallback}, {QStringLiteral("readOnly"), readOnly}};
        if (!catalog::DeckStore::readText(path, text, nullptr)) {
            m.insert(QStringLiteral("legal"), false);
            m.insert(QStringLiteral("reason"), tr("The deck file cannot be read."));
            return m;
        }
        auto parsed = catalog::parseDeckList(text.toStdString(), cards.game, names, cards.deckSections);
        catalog::DeckReport r = catalog::checkDeck(parsed.deck, rules, &shape);
        r.listProblems = parsed.problems;
        if (!parsed.deck.name.empty())
            m.insert(QStringLiteral("name"), s(parsed.deck.name));
        const QStringList problems = reportSentences(r);
        m.insert(QStringLiteral("legal"), r.legal());
        m.insert(QStringLiteral("reason"), !r.rulesAvailable ? tr("This game has no deck rules yet, so no deck can be checked.")
                                                             : problems.join(QLatin1Char('\n')));
        m.insert(QStringLiteral("deck"), session::toVariant(parsed.deck.toJson()));
        return m;
    };
    for (const auto& d : m_store.decks(gameId))
        out.push_back(describe(d.path, d.name, false));
    for (const auto& p : index->starterDecks(gameId))
        out.push_back(describe(p, QFileInfo(p).completeBaseName(), true));
    return out;
}

void DeckBuilder::changed(bool dirty)
{
    m_dirty = dirty;
    check();
    emit deckChanged();
}

void DeckBuilder::check()
{
    const auto* rules = games::findRules(m_deck.game);
    // The shape first (sections, names, counts 1-99), with this game's cards as the index has them.
    core::DeckShape shape;
    shape.game = m_deck.game;
    for (const auto& x : m_sections)
        shape.sections.push_back(x.toStdString());
    if (auto* index = CardIndex::instance()->index()) {
        shape.cardNames = index->cardNames(game());
        std::sort(shape.cardNames.begin(), shape.cardNames.end());
    }
    const catalog::DeckReport r = catalog::checkDeck(m_deck, rules, &shape);
    m_rulesAvailable = r.rulesAvailable;
    m_legal = r.legal();
    m_problems = reportSentences(r);

    // Charts: by type, by the colour-like choice field, and a curve for each cost-like range.
    m_charts.clear();
    std::vector<catalog::FieldInfo> fields;
    if (auto* index = CardIndex::instance()->index())
        fields = index->fields(game());
    auto has = [&](const char* n) {
        return std::any_of(fields.begin(), fields.end(), [&](const catalog::FieldInfo& f) { return f.name == n; });
    };
    QStringList chartFields;
    chartFields << (has("type") || fields.empty() ? QStringLiteral("type") : QStringLiteral("kind"));
    for (const char* c : {"colour", "color", "element", "elements"})
        if (has(c)) {
            chartFields << QLatin1String(c);
            break;
        }
    for (const char* c : {"cost", "level", "dp", "insight"})
        if (has(c))
            chartFields << QLatin1String(c);
    for (const auto& field : chartFields) {
        const bool numeric = std::any_of(fields.begin(), fields.end(), [&](const catalog::FieldInfo& f) {
            return s(f.name) == field && f.kind == "range";
        });
        std::map<double, int> byNumber;
        std::map<QString, int> byText;
        for (const auto& sec : m_deck.sections)
            for (const auto& e : sec.cards) {
                const QVariantMap info = cardInfo(s(e.name));
                const QVariant v = field == QLatin1String("type") ? info.value(QStringLiteral("type"))
                                                                  : info.value(QStringLiteral("card")).toMap().value(field);
                if (!v.isValid() || v.toString().isEmpty()) {
                    if (!numeric)
                        byText[QStringLiteral("-")] += e.count;
                    continue;
                }
                if (numeric)
                    byNumber[v.toDouble()] += e.count;
                else if (v.typeId() == QMetaType::QVariantList || v.typeId() == QMetaType::QStringList)
                    for (const auto& item : v.toList())
                        byText[item.toString()] += e.count;
                else
                    byText[v.toString()] += e.count;
            }
        QVariantList bars;
        if (numeric) {
            if (!byNumber.empty())
                for (int k = int(byNumber.begin()->first); k <= int(byNumber.rbegin()->first); ++k)
                    bars.push_back(QVariantMap{{QStringLiteral("label"), QString::number(k)},
                                               {QStringLiteral("count"), byNumber.count(k) ? byNumber[k] : 0}});
        } else {
            for (const auto& [label, n] : byText)
                bars.push_back(QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("count"), n}});
        }
        m_charts.push_back(QVariantMap{{QStringLiteral("field"), field},
                                       {QStringLiteral("numeric"), numeric},
                                       {QStringLiteral("bars"), bars}});
    }
}

} // namespace tabletop::ui
