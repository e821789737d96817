#pragma once

#include "catalog/DeckList.h"
#include "catalog/DeckStore.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The deck being built: its cards by section, the game's deck rules checked after every
// change (through GameRules::checkDeck, the same check as `tabletop-cli deck check`), charts,
// and the user's saved decks plus the read-only starter decks. QML proposes (add, remove,
// drop); this decides and reports.
class DeckBuilder : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString game READ game NOTIFY deckChanged)
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY deckChanged)
    Q_PROPERTY(QString path READ path NOTIFY deckChanged)
    Q_PROPERTY(bool readOnly READ readOnly NOTIFY deckChanged)
    Q_PROPERTY(bool dirty READ dirty NOTIFY deckChanged)
    Q_PROPERTY(QStringList sections READ sections NOTIFY deckChanged)
    // [{section, name, count, id, type, card}] in section order, then as added.
    Q_PROPERTY(QVariantList entries READ entries NOTIFY deckChanged)
    Q_PROPERTY(QVariantMap totals READ totals NOTIFY deckChanged) // section -> cards
    Q_PROPERTY(int total READ total NOTIFY deckChanged)
    Q_PROPERTY(QStringList problems READ problems NOTIFY deckChanged)
    Q_PROPERTY(bool legal READ legal NOTIFY deckChanged)
    Q_PROPERTY(bool rulesAvailable READ rulesAvailable NOTIFY deckChanged)
    // [{title, field, bars: [{label, count}]}]: by type, by colour or element, cost or DP curve.
    Q_PROPERTY(QVariantList charts READ charts NOTIFY deckChanged)
    Q_PROPERTY(QVariantList decks READ decks NOTIFY decksChanged) // [{path, name, readOnly}]
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
public:
    explicit DeckBuilder(QObject* parent = nullptr);

    QString game() const { return QString::fromStdString(m_deck.game); }
    QString name() const { return QString::fromStdString(m_deck.name); }
    void setName(const QString& name);
    QString path() const { return m_path; }
    bool readOnly() const { return m_readOnly; }
    bool dirty() const { return m_dirty; }
    QStringList sections() const { return m_sections; }
    QVariantList entries() const;
    QVariantMap totals() const;
    int total() const;
    QStringList problems() const { return m_problems; }
    bool legal() const { return m_legal; }
    bool rulesAvailable() const { return m_rulesAvailable; }
    QVariantList charts() const { return m_charts; }
    QVariantList decks() const { return m_decks; }
    QString status() const { return m_status; }

    // Whether the game has a deck builder (its rules say usesDecks(), or it ships decks).
    Q_INVOKABLE bool gameUsesDecks(const QString& game) const;
    Q_INVOKABLE void newDeck(const QString& game);
    Q_INVOKABLE bool load(const QString& path);
    // A starter deck becomes the user's own, unsaved, under a new name.
    Q_INVOKABLE void copyAsNew();
    Q_INVOKABLE bool add(const QString& cardName, const QString& section, int count = 1);
    // The section a card goes to when the player does not choose one (double-click, Enter, a
    // drop on the deck outside every section): the game's rule for the card, else the first.
    Q_INVOKABLE QString sectionFor(const QString& cardName) const;
    Q_INVOKABLE bool remove(const QString& cardName, const QString& section, int count = 1);
    Q_INVOKABLE bool setCount(const QString& cardName, const QString& section, int count);
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool deleteDeck(const QString& path);
    Q_INVOKABLE QString deckText() const;
    // Replaces the deck with a deck list's cards; each line it cannot use is reported in status.
    Q_INVOKABLE bool importText(const QString& text);
    Q_INVOKABLE bool importFile(const QString& path);
    Q_INVOKABLE bool exportFile(const QString& path);
    Q_INVOKABLE void copyToClipboard();
    Q_INVOKABLE bool pasteFromClipboard();
    Q_INVOKABLE QString defaultExportPath() const;
    Q_INVOKABLE void refreshDecks();
    // For the new-game screen: the saved and starter decks of a game, each with
    // {path, name, readOnly, legal, reason, deck (JSON for MatchConfig::decks)}.
    Q_INVOKABLE QVariantList deckChoices(const QString& game) const;
    // A card of `game` by its name: {id, type, card (its card-file fields), displayName (the name
    // in the reader's language)}; empty when unknown.
    // For a game's manifest to say what a chosen deck holds (GameManifests.deckNote).
    Q_INVOKABLE QVariantMap cardOf(const QString& game, const QString& name) const;

    // For tests: where decks are saved.
    void setStoreRoot(const QString& root) { m_store = catalog::DeckStore(root); }

signals:
    void deckChanged();
    void decksChanged();
    void statusChanged();

private:
    void changed(bool dirty = true);
    void check();
    void setStatus(const QString& s);
    bool knownCard(const QString& name) const;
    QVariantMap cardInfo(const QString& name) const;

    catalog::DeckList m_deck;
    catalog::DeckStore m_store;
    QString m_path;
    bool m_readOnly = false;
    bool m_dirty = false;
    QStringList m_sections;
    QStringList m_problems;
    bool m_legal = false;
    bool m_rulesAvailable = false;
    QVariantList m_charts;
    QVariantList m_decks;
    QString m_decksGame;
    QString m_status;
    mutable QHash<QString, QVariantMap> m_cardCache;
};

} // namespace tabletop::ui
