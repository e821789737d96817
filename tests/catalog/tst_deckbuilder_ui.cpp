// The deck builder as a new user meets it: the real UI offscreen, on the test game's cards.
// Home -> Decks, cards dragged from the browser into sections and back out, the deck saved,
// a new deck started, the saved one reopened; a deck list with bad lines imported; the
// collection page searched and an owned count edited.
#include "AppSettings.h"
#include "CardIndex.h"
#include "CardSearchModel.h"
#include "../support/QuickDriver.h"
#include "DeckBuilder.h"

#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>
#include <functional>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::AppSettings;
using tabletop::ui::CardIndex;
using tabletop::ui::DeckBuilder;

class DeckBuilderUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void buildSaveReopen();
    void importReportsBadLines();
    void starterIsReadOnlyTemplate();
    void collectionSearchAndOwned();
    void servantsCollectionInEnglishAndJapanese();
    void servantsInTheDeckBuilder();
    void kaijuCollectionFilters();
    void kaijuInTheDeckBuilder();
    void combatGridCollection();

private:
    QQuickItem* find(const QString& name) const;
    QQuickItem* findText(QQuickItem* under, const QString& text) const;
    void typeInto(const QString& field, const QString& text);
    QString resultCount() const;
    QStringList textsContaining(QQuickItem* under, const QString& piece) const;
    QAbstractItemModel* openServantsCollection();
    void switchLanguage(const QString& language, const QString& settingsTitle);
    void click(QQuickItem* item);
    void drag(QQuickItem* from, QQuickItem* to);
    void goHome();
    void openDecks(DeckBuilder*& builder);

    QTemporaryDir m_tmp;
    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
};

void DeckBuilderUi::initTestCase()
{
    qputenv("TABLETOP_CARDS_DIR", CATALOG_TEST_DATA "/cards");
    qputenv("TABLETOP_CATALOG_DB", (m_tmp.path() + QStringLiteral("/catalog.sqlite")).toUtf8());
    m_window = quickdriver::startApp(this, &m_engine);
    QVERIFY(m_window);
    switchLanguage(QStringLiteral("en"), QStringLiteral("Settings")); // settings outlive a run
}

QQuickItem* DeckBuilderUi::find(const QString& name) const
{
    return quickdriver::find(m_window, name, true);
}

// A visible item under `under` showing exactly `text` (a card face's name or text label).
QQuickItem* DeckBuilderUi::findText(QQuickItem* under, const QString& text) const
{
    std::function<QQuickItem*(QQuickItem*)> walk = [&](QQuickItem* item) -> QQuickItem* {
        if (!item->isVisible())
            return nullptr;
        if (item->property("text").toString() == text)
            return item;
        for (auto* child : item->childItems())
            if (auto* found = walk(child))
                return found;
        return nullptr;
    };
    return under ? walk(under) : nullptr;
}

// Replaces what a text field holds, typed as a user would (Japanese arrives as committed text,
// the way an input method hands it over).
void DeckBuilderUi::typeInto(const QString& field, const QString& text)
{
    QQuickItem* edit = find(field);
    QVERIFY(edit);
    click(edit);
    QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(m_window, Qt::Key_Backspace);
    QTRY_COMPARE(edit->property("text").toString(), QString());
    if (text.isEmpty())
        return;
    QInputMethodEvent commit;
    commit.setCommitString(text);
    QCoreApplication::sendEvent(m_window->focusObject(), &commit);
    QTRY_COMPARE(edit->property("text").toString(), text);
}

// Home -> Collection, Servant Zones chosen in the game box (offered with its 104 cards): all of
// them listed. Returns the grid's model, or null after a failed check.
QAbstractItemModel* DeckBuilderUi::openServantsCollection()
{
    QAbstractItemModel* model = nullptr;
    [&] {
        QTRY_VERIFY(find(QStringLiteral("collectionButton")));
        click(find(QStringLiteral("collectionButton")));
        QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
        QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
        QTRY_VERIFY_WITH_TIMEOUT(CardIndex::instance()->ready(), 20000);
        QVERIFY2(CardIndex::instance()->issues().isEmpty(), qPrintable(CardIndex::instance()->issues().join('\n')));
        const QVariantList games = CardIndex::instance()->games();
        int servants = -1;
        QStringList ids;
        for (int i = 0; i < games.size(); ++i) {
            ids << games.at(i).toMap().value(QStringLiteral("id")).toString();
            if (ids.back() == QLatin1String("servants"))
                servants = i;
        }
        QVERIFY2(servants >= 0, qPrintable(QStringLiteral("the collection offers no Servant Zones, only [%1] (cards from %2)")
                                               .arg(ids.join(','), CardIndex::instance()->cardsFolder())));
        QCOMPARE(games.at(servants).toMap().value(QStringLiteral("count")).toInt(), 104);
        QQuickItem* gameBox = find(QStringLiteral("collectionGame"));
        QVERIFY(gameBox);
        QVERIFY(QMetaObject::invokeMethod(gameBox, "activated", Q_ARG(int, servants))); // what choosing it does
        QTRY_VERIFY(gameBox->property("displayText").toString() != QLatin1String(""));
        QQuickItem* grid = find(QStringLiteral("cardGrid"));
        QVERIFY(grid);
        auto* m = qvariant_cast<QAbstractItemModel*>(grid->property("model"));
        QVERIFY(m);
        QTRY_COMPARE(m->property("game").toString(), QStringLiteral("servants"));
        QTRY_COMPARE(m->rowCount(), 104);
        model = m;
    }();
    return model;
}

// The language chosen as in Settings: the app rebuilds its pages, ending on Settings; Back
// leads home.
void DeckBuilderUi::switchLanguage(const QString& language, const QString& settingsTitle)
{
    if (AppSettings::instance()->language() == language)
        return;
    AppSettings::instance()->setLanguage(language);
    QTRY_VERIFY(find(QStringLiteral("settingsTitle")));
    QTRY_COMPARE(find(QStringLiteral("settingsTitle"))->property("text").toString(), settingsTitle);
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    click(find(QStringLiteral("settingsBack")));
    QTRY_VERIFY(!find(QStringLiteral("settingsTitle")));
    QTRY_VERIFY(find(QStringLiteral("collectionButton")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
}

// Every visible text under `under` that contains `piece`.
QStringList DeckBuilderUi::textsContaining(QQuickItem* under, const QString& piece) const
{
    QStringList out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (!item->isVisible())
            return;
        const QString t = item->property("text").toString();
        if (t.contains(piece))
            out << t;
        for (auto* child : item->childItems())
            walk(child);
    };
    if (under)
        walk(under);
    return out;
}

QString DeckBuilderUi::resultCount() const
{
    QQuickItem* label = find(QStringLiteral("resultCount"));
    return label ? label->property("text").toString() : QString();
}

void DeckBuilderUi::click(QQuickItem* item)
{
    quickdriver::click(m_window, item);
}

void DeckBuilderUi::drag(QQuickItem* from, QQuickItem* to)
{
    quickdriver::drag(m_window, from, to);
}

void DeckBuilderUi::goHome()
{
    QTRY_VERIFY(find(QStringLiteral("pageBack")));
    click(find(QStringLiteral("pageBack")));
    QTRY_VERIFY(find(QStringLiteral("decksButton")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
}

void DeckBuilderUi::openDecks(DeckBuilder*& builder)
{
    QTRY_VERIFY_WITH_TIMEOUT(find(QStringLiteral("decksButton")), 5000);
    click(find(QStringLiteral("decksButton")));
    QTRY_VERIFY(find(QStringLiteral("deckBuilderPage")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    QTRY_VERIFY_WITH_TIMEOUT(CardIndex::instance()->ready(), 10000);
    builder = find(QStringLiteral("deckBuilderPage"))->findChild<DeckBuilder*>(QStringLiteral("deckBuilder"));
}

void DeckBuilderUi::buildSaveReopen()
{
    DeckBuilder* builder = nullptr;
    openDecks(builder);
    QVERIFY(builder);
    QTRY_COMPARE(builder->game(), QStringLiteral("minideck"));
    QTRY_VERIFY(find(QStringLiteral("browserCard_Red Scout")));
    QTRY_VERIFY(find(QStringLiteral("section_main")));
    // Issue 12: the rows stay where they are while cards are added (the legality box above
    // them has a fixed height; this test game has no deck rules, so its words stay the same
    // here), so "+" is never pressed on the wrong card.
    const auto sectionY = [&] { return find(QStringLiteral("section_main"))->mapToScene(QPointF(0, 0)).y(); };
    const qreal yEmpty = sectionY();
    for (int i = 0; i < 3; ++i)
        drag(find(QStringLiteral("browserCard_Red Scout")), find(QStringLiteral("section_main")));
    QTRY_COMPARE(builder->total(), 3);
    QTest::qWait(100);
    QCOMPARE(sectionY(), yEmpty);
    drag(find(QStringLiteral("browserCard_Ramiel")), find(QStringLiteral("section_reserve")));
    QTRY_COMPARE(builder->totals().value(QStringLiteral("reserve")).toInt(), 1);
    drag(find(QStringLiteral("browserCard_Fire Bolt")), find(QStringLiteral("section_main")));
    QTRY_COMPARE(builder->total(), 5);
    // Dragged back out of the deck onto the browser: one copy fewer.
    QTRY_VERIFY(find(QStringLiteral("entry_main_Fire Bolt")));
    drag(find(QStringLiteral("entry_main_Fire Bolt")), find(QStringLiteral("deckBrowser")));
    QTRY_COMPARE(builder->total(), 4);
    QVERIFY(builder->charts().size() >= 3); // type, colour, cost

    // "New deck" with unsaved changes asks first; Escape keeps the deck.
    // Wait for the question itself (not a while): only then is "nothing changed yet" a finding.
    QObject* discard = find(QStringLiteral("deckBuilderPage"))->findChild<QObject*>(QStringLiteral("discardDialog"));
    QVERIFY(discard);
    QVERIFY(!discard->property("opened").toBool());
    click(find(QStringLiteral("newDeck")));
    QTRY_VERIFY(discard->property("opened").toBool());
    QCOMPARE(builder->total(), 4);
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!discard->property("visible").toBool());
    QCOMPARE(builder->total(), 4);

    builder->setName(QStringLiteral("E2E deck"));
    click(find(QStringLiteral("saveDeck")));
    QTRY_VERIFY(!builder->path().isEmpty());
    QFile f(builder->path());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()),
             QStringLiteral("# game: minideck\n# name: E2E deck\n3 Red Scout\n[reserve]\n1 Ramiel\n"));
    const QString saved = builder->path();

    click(find(QStringLiteral("newDeck")));
    QTRY_COMPARE(builder->total(), 0);
    QVERIFY(builder->path().isEmpty());
    // The saved deck is offered, and reopens as it was.
    bool listed = false;
    for (const auto& d : builder->decks())
        listed = listed || d.toMap().value(QStringLiteral("path")).toString() == saved;
    QVERIFY(listed);
    QVERIFY(builder->load(saved));
    QCOMPARE(builder->name(), QStringLiteral("E2E deck"));
    QCOMPARE(builder->total(), 4);
    QVERIFY(!builder->readOnly());
    // The test game has no rules in the manifest: never shown as legal.
    QVERIFY(!builder->rulesAvailable());
    QVERIFY(!builder->legal());
    const QVariantList choices = builder->deckChoices(QStringLiteral("minideck"));
    QVERIFY(!choices.isEmpty());
    for (const auto& c : choices) {
        QVERIFY(!c.toMap().value(QStringLiteral("legal")).toBool());
        QVERIFY(!c.toMap().value(QStringLiteral("reason")).toString().isEmpty());
    }
}

void DeckBuilderUi::importReportsBadLines()
{
    DeckBuilder* builder = find(QStringLiteral("deckBuilderPage"))->findChild<DeckBuilder*>(QStringLiteral("deckBuilder"));
    QVERIFY(builder);
    builder->newDeck(QStringLiteral("minideck"));
    QVERIFY(!builder->importFile(QStringLiteral(CATALOG_TEST_DATA "/decks/bad.deck")));
    const QString status = builder->status();
    for (const char* line : {"Line 4:", "Line 5:", "Line 6:", "Line 7:", "Line 8:", "Line 9:"})
        QVERIFY2(status.contains(QLatin1String(line)), qPrintable(status));
    QVERIFY(status.contains(QStringLiteral("Red Scuot")));
    QCOMPARE(builder->total(), 4); // 3 Red Scout + 1 Ramiel: the good lines
    QVERIFY(!builder->setCount(QStringLiteral("No Such Card"), QStringLiteral("main"), 1));
    QVERIFY(!builder->setCount(QStringLiteral("Red Scout"), QStringLiteral("sideboard"), 1));
}

void DeckBuilderUi::starterIsReadOnlyTemplate()
{
    DeckBuilder* builder = find(QStringLiteral("deckBuilderPage"))->findChild<DeckBuilder*>(QStringLiteral("deckBuilder"));
    QVERIFY(builder);
    QString starter;
    for (const auto& d : builder->decks())
        if (d.toMap().value(QStringLiteral("readOnly")).toBool())
            starter = d.toMap().value(QStringLiteral("path")).toString();
    QVERIFY(!starter.isEmpty());
    QVERIFY(builder->load(starter));
    QVERIFY(builder->readOnly());
    QVERIFY(!builder->add(QStringLiteral("Red Scout"), QStringLiteral("main")));
    QVERIFY(!builder->save());
    QTRY_VERIFY(find(QStringLiteral("copyDeck")) && find(QStringLiteral("copyDeck"))->width() > 0);
    QTest::qWait(200); // let the tool bar lay the new button out before clicking it
    click(find(QStringLiteral("copyDeck")));
    QTRY_VERIFY(!builder->readOnly());
    QVERIFY(builder->add(QStringLiteral("Vine Snare"), QStringLiteral("main")));
    QVERIFY(builder->save());
    QVERIFY(!builder->path().contains(QStringLiteral(CATALOG_TEST_DATA)));
    goHome();
}

void DeckBuilderUi::collectionSearchAndOwned()
{
    click(find(QStringLiteral("collectionButton")));
    QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    QQuickItem* search = find(QStringLiteral("collectionSearch"));
    click(search);
    for (const char ch : std::string("red sc"))
        QTest::keyClick(m_window, ch);
    QTRY_COMPARE(search->property("text").toString(), QStringLiteral("red sc"));
    // "1 card" once the English plural forms are loaded (after a language switch; the language
    // setting outlives a run).
    QTRY_VERIFY(QStringList({QStringLiteral("1 card(s)"), QStringLiteral("1 card")}).contains(resultCount()));
    QVERIFY(find(QStringLiteral("browserCard_Red Scout")) == nullptr); // the collection grid, not the builder
    auto* index = CardIndex::instance()->index();
    QVERIFY(index);
    QCOMPARE(index->owned(QStringLiteral("minideck"), QStringLiteral("md-001")), 0);
    // The "+" of the only card in the grid.
    std::function<QQuickItem*(QQuickItem*)> plus = [&](QQuickItem* item) -> QQuickItem* {
        if (item->isVisible() && item->property("text").toString() == QLatin1String("+")
            && item->inherits("QQuickAbstractButton"))
            return item;
        for (auto* child : item->childItems())
            if (auto* found = plus(child))
                return found;
        return nullptr;
    };
    QQuickItem* button = plus(find(QStringLiteral("cardGrid")));
    QVERIFY(button);
    click(button);
    QTRY_COMPARE(index->owned(QStringLiteral("minideck"), QStringLiteral("md-001")), 1);
    goHome();
}

// Servant Zones' 104 cards (cards/servants) in the collection, as a user meets them: the game
// chosen in the collection's game box, every card listed with its name and text in English,
// then in Japanese after the language switch (cards/servants/i18n/ja.json), found by an English
// and by a Japanese name.
void DeckBuilderUi::servantsCollectionInEnglishAndJapanese()
{
    // The collection page opened once first: Qt 6.4 builds the QML singleton CardIndex with its
    // own constructor when a page first uses it, and that object becomes CardIndex::instance();
    // only then do the shipped cards replace the test game's for the app's index.
    QTRY_VERIFY(find(QStringLiteral("collectionButton")));
    click(find(QStringLiteral("collectionButton")));
    QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    goHome();
    CardIndex::instance()->setLocations(m_tmp.path() + QStringLiteral("/shipped.sqlite"),
                                        QStringLiteral(TABLETOP_SOURCE_CARDS));

    // In English, by an English name: the face shows the name and the text as written.
    QAbstractItemModel* model = openServantsCollection();
    QVERIFY(model);
    QQuickItem* grid = find(QStringLiteral("cardGrid"));
    QCOMPARE(find(QStringLiteral("collectionGame"))->property("displayText").toString(), QStringLiteral("Servant Zones"));
    using Model = tabletop::ui::CardSearchModel;
    const QString firstName = model->index(0, 0).data(Model::NameRole).toString();
    QVERIFY(!firstName.isEmpty());
    QCOMPARE(model->index(0, 0).data(Model::DisplayNameRole).toString(), firstName);
    QTRY_VERIFY(findText(grid, firstName)); // the first face, as written
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("Tidepool Scout"));
    QTRY_VERIFY(QStringList({QStringLiteral("1 card(s)"), QStringLiteral("1 card")}).contains(resultCount()));
    QTRY_VERIFY(findText(grid, QStringLiteral("Tidepool Scout")));
    QTRY_VERIFY(findText(grid, QStringLiteral("Counts the waves and reports every seventh.")));
    goHome();

    // Japanese chosen in Settings (the pages are rebuilt, ending on Settings), then back to
    // the collection: every card, each face in Japanese.
    switchLanguage(QStringLiteral("ja"), QStringLiteral("設定"));
    model = openServantsCollection();
    QVERIFY(model);
    grid = find(QStringLiteral("cardGrid"));
    QTRY_COMPARE(resultCount(), QStringLiteral("104 枚"));
    QCOMPARE(model->index(0, 0).data(Model::NameRole).toString(), firstName);
    const QString firstJa = model->index(0, 0).data(Model::DisplayNameRole).toString();
    QVERIFY2(firstJa != firstName && !firstJa.isEmpty(), qPrintable(firstJa));
    QTRY_VERIFY(findText(grid, firstJa)); // the same face in Japanese, name and text
    QTRY_VERIFY(findText(grid, model->index(0, 0).data(Model::DisplayTextRole).toString()));
    QVERIFY(!findText(grid, firstName));
    // The game's own title in Japanese too (the manifests were made in English before the switch).
    const QString gameTitle = find(QStringLiteral("collectionGame"))->property("displayText").toString();
    QVERIFY2(gameTitle != QLatin1String("Servant Zones") && !gameTitle.isEmpty(), qPrintable(gameTitle));
    // A servant's power is described by its text: its "power" field (an object) is no number
    // chip ("Power [object Object]" was shown); OFF and DEF are.
    QTRY_VERIFY(findText(grid, QStringLiteral("OFF %1").arg(model->index(0, 0).data(Model::DataRole).toMap().value(QStringLiteral("off")).toInt())));
    QVERIFY2(textsContaining(grid, QStringLiteral("object")).isEmpty(),
             qPrintable(textsContaining(grid, QStringLiteral("object")).join(QStringLiteral(" | "))));
    QVERIFY2(!textsContaining(grid, QStringLiteral("パワー")).size(), qPrintable(textsContaining(grid, QStringLiteral("パワー")).join(QStringLiteral(" | "))));
    quickdriver::shot(m_window, QStringLiteral("collection-servants-ja"));

    // By a Japanese name, whole and by its last word; by an English name too.
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("潮だまりの斥候"));
    QTRY_COMPARE(resultCount(), QStringLiteral("1 枚"));
    QCOMPARE(model->index(0, 0).data(tabletop::ui::CardSearchModel::CardIdRole).toString(), QStringLiteral("sz-004"));
    QTRY_VERIFY(findText(grid, QStringLiteral("潮だまりの斥候")));
    QTRY_VERIFY(findText(grid, QStringLiteral("波を数え、七つ目ごとに報告する。")));
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("斥候"));
    QTRY_VERIFY(model->rowCount() >= 1);
    QTRY_VERIFY(findText(grid, QStringLiteral("潮だまりの斥候")));
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("Tidepool"));
    QTRY_COMPARE(resultCount(), QStringLiteral("1 枚"));
    QTRY_VERIFY(findText(grid, QStringLiteral("潮だまりの斥候")));
    click(find(QStringLiteral("pageBack")));
    QTRY_VERIFY(find(QStringLiteral("collectionButton")));
    switchLanguage(QStringLiteral("en"), QStringLiteral("Settings"));
}

// The deck builder offers Servant Zones, its cards in the browser and its two starter decks.
void DeckBuilderUi::servantsInTheDeckBuilder()
{
    DeckBuilder* builder = nullptr;
    openDecks(builder);
    QVERIFY(builder);
    QVERIFY(builder->gameUsesDecks(QStringLiteral("servants")));
    QQuickItem* page = find(QStringLiteral("deckBuilderPage"));
    const QVariantList deckGames = page->property("deckGames").toList();
    int servants = -1;
    for (int i = 0; i < deckGames.size(); ++i)
        if (deckGames.at(i).toMap().value(QStringLiteral("id")) == QLatin1String("servants"))
            servants = i;
    QVERIFY2(servants >= 0, "the deck builder offers no Servant Zones");
    QQuickItem* gameBox = find(QStringLiteral("deckGame"));
    QVERIFY(QMetaObject::invokeMethod(gameBox, "activated", Q_ARG(int, servants)));
    QTRY_COMPARE(builder->game(), QStringLiteral("servants"));
    auto* model = qvariant_cast<QAbstractItemModel*>(find(QStringLiteral("deckBrowser"))->property("model"));
    QVERIFY(model);
    QTRY_COMPARE(model->rowCount(), 104);
    const QString first = model->index(0, 0).data(tabletop::ui::CardSearchModel::NameRole).toString();
    QTRY_VERIFY(find(QStringLiteral("browserCard_") + first));
    int starters = 0;
    for (const auto& d : builder->decks())
        starters += d.toMap().value(QStringLiteral("readOnly")).toBool() ? 1 : 0;
    QCOMPARE(starters, 2);
    QVERIFY(!builder->sections().isEmpty());
    QTRY_VERIFY(find(QStringLiteral("section_") + builder->sections().first()));
    drag(find(QStringLiteral("browserCard_") + first), find(QStringLiteral("section_") + builder->sections().first()));
    QTRY_COMPARE(builder->total(), 1);
    QCOMPARE(builder->entries().value(0).toMap().value(QStringLiteral("name")).toString(), first);
    QVERIFY(builder->remove(first, builder->sections().first()));
    goHome();
}

// Issue 15: Kaiju City's 115 cards in the collection, filtered by card kind, trait and cost
// box (the facets of cards/kaiju/schema.json; screenshot collection-kaiju-filtered).
void DeckBuilderUi::kaijuCollectionFilters()
{
    QTRY_VERIFY(find(QStringLiteral("collectionButton")));
    click(find(QStringLiteral("collectionButton")));
    QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    QTRY_VERIFY_WITH_TIMEOUT(CardIndex::instance()->ready(), 20000);
    const QVariantList games = CardIndex::instance()->games();
    int kaiju = -1;
    for (int i = 0; i < games.size(); ++i)
        if (games.at(i).toMap().value(QStringLiteral("id")) == QLatin1String("kaiju"))
            kaiju = i;
    QVERIFY2(kaiju >= 0, "the collection offers no Kaiju City");
    QCOMPARE(games.at(kaiju).toMap().value(QStringLiteral("count")).toInt(), 115);
    QVERIFY(QMetaObject::invokeMethod(find(QStringLiteral("collectionGame")), "activated", Q_ARG(int, kaiju)));
    auto* model = qvariant_cast<QAbstractItemModel*>(find(QStringLiteral("cardGrid"))->property("model"));
    QVERIFY(model);
    QTRY_COMPARE(model->property("game").toString(), QStringLiteral("kaiju"));
    QTRY_COMPARE(model->rowCount(), 115);
    QStringList fields;
    for (const auto& f : model->property("fields").toList())
        fields << f.toMap().value(QStringLiteral("name")).toString();
    for (const char* facet : {"kind", "affiliation", "traits", "cost"})
        QVERIFY2(fields.contains(QLatin1String(facet)), qPrintable(fields.join(',')));
    model->setProperty("filters", QVariantMap{{QStringLiteral("kind"), QStringList{QStringLiteral("kaiju")}},
                                              {QStringLiteral("affiliation"), QStringList{QStringLiteral("trench")}}});
    QTRY_COMPARE(model->rowCount(), 5);
    model->setProperty("filters", QVariantMap{{QStringLiteral("kind"), QStringList{QStringLiteral("combat")}},
                                              {QStringLiteral("traits"), QStringList{QStringLiteral("fire")}},
                                              {QStringLiteral("cost"), QStringList{QStringLiteral("power")}}});
    QTRY_COMPARE(model->rowCount(), 2);
    QTRY_VERIFY(QStringList({QStringLiteral("2 card(s)"), QStringLiteral("2 cards")}).contains(resultCount()));
    quickdriver::shot(m_window, QStringLiteral("collection-kaiju-filtered"));
    model->setProperty("filters", QVariantMap{});
    goHome();
}

// The deck builder builds and checks a Kaiju City deck: its three sections, its five starters
// (legal), and the rules' sentences for a deck that breaks them (screenshot deckbuilder-kaiju).
void DeckBuilderUi::kaijuInTheDeckBuilder()
{
    DeckBuilder* builder = nullptr;
    openDecks(builder);
    QVERIFY(builder);
    QVERIFY(builder->gameUsesDecks(QStringLiteral("kaiju")));
    const QVariantList deckGames = find(QStringLiteral("deckBuilderPage"))->property("deckGames").toList();
    int kaiju = -1;
    for (int i = 0; i < deckGames.size(); ++i)
        if (deckGames.at(i).toMap().value(QStringLiteral("id")) == QLatin1String("kaiju"))
            kaiju = i;
    QVERIFY2(kaiju >= 0, "the deck builder offers no Kaiju City");
    QVERIFY(QMetaObject::invokeMethod(find(QStringLiteral("deckGame")), "activated", Q_ARG(int, kaiju)));
    QTRY_COMPARE(builder->game(), QStringLiteral("kaiju"));
    QCOMPARE(builder->sections(), (QStringList{QStringLiteral("team"), QStringLiteral("planning"), QStringLiteral("combat")}));
    QTRY_VERIFY(find(QStringLiteral("section_team")));
    auto* browser = qvariant_cast<QAbstractItemModel*>(find(QStringLiteral("deckBrowser"))->property("model"));
    QVERIFY(browser);
    QTRY_COMPARE(browser->rowCount(), 115);
    // A new deck with one kaiju (the first card of the browser, dragged into the team), then
    // Grothmaw in place of it: the checks say what is missing.
    const QString first = browser->index(0, 0).data(tabletop::ui::CardSearchModel::NameRole).toString();
    QTRY_VERIFY(find(QStringLiteral("browserCard_") + first));
    drag(find(QStringLiteral("browserCard_") + first), find(QStringLiteral("section_team")));
    QTRY_COMPARE(builder->total(), 1);
    QVERIFY(builder->remove(first, QStringLiteral("team")));
    QVERIFY(builder->add(QStringLiteral("Grothmaw"), QStringLiteral("team")));
    QTRY_COMPARE(builder->total(), 1);
    QVERIFY(!builder->legal());
    QVERIFY2(builder->problems().contains(QStringLiteral("[planning] 0 cards (at least 30)")), qPrintable(builder->problems().join('\n')));
    QVERIFY(builder->problems().contains(QStringLiteral("[combat] 0 cards (at least 20)")));
    QTRY_VERIFY(findText(find(QStringLiteral("deckLegality")), QStringLiteral("• [planning] 0 cards (at least 30)")));
    // A double-click puts each card in its own section (the schema's deckSectionOf): a location
    // in planning, a combat card in combat, a team card in team, not all in the first section.
    const QList<std::pair<QString, QString>> own{{QStringLiteral("Harbour Bridge"), QStringLiteral("planning")},
                                                 {QStringLiteral("Brace"), QStringLiteral("combat")},
                                                 {QStringLiteral("Stormfront Compact"), QStringLiteral("team")}};
    for (const auto& [card, section] : own) {
        QCOMPARE(builder->sectionFor(card), section);
        typeInto(QStringLiteral("deckSearch"), card);
        QTRY_VERIFY(find(QStringLiteral("browserCard_") + card));
        QQuickItem* face = find(QStringLiteral("browserCard_") + card);
        QTRY_VERIFY(face->isVisible() && face->width() > 0);
        const QPointF at = face->mapToScene(QPointF(face->width() / 2, face->height() / 2));
        QTest::mouseDClick(m_window, Qt::LeftButton, {}, at.toPoint());
        QTRY_COMPARE(builder->totals().value(section).toInt(), 1 + (section == QLatin1String("team") ? 1 : 0));
        QTRY_VERIFY(find(QStringLiteral("entry_") + section + QStringLiteral("_") + card));
    }
    typeInto(QStringLiteral("deckSearch"), QString());
    QCOMPARE(builder->total(), 4);
    // The five starters are read-only and legal.
    QStringList starters;
    for (const auto& d : builder->decks())
        if (d.toMap().value(QStringLiteral("readOnly")).toBool())
            starters << d.toMap().value(QStringLiteral("path")).toString();
    QCOMPARE(starters.size(), 5);
    for (const auto& path : starters) {
        QVERIFY(builder->load(path));
        QTRY_VERIFY2(builder->legal(), qPrintable(path + QStringLiteral(": ") + builder->problems().join('\n')));
        QCOMPARE(builder->totals().value(QStringLiteral("planning")).toInt(), 30);
        QCOMPARE(builder->totals().value(QStringLiteral("combat")).toInt(), 20);
    }
    QTRY_VERIFY(findText(find(QStringLiteral("deckLegality")), QStringLiteral("Legal deck")));
    // A copy with an Iron kaiju on a Trench team and a third copy of a combat card.
    const QString trench = *std::find_if(starters.begin(), starters.end(), [](const QString& p) { return p.endsWith(QStringLiteral("1-trench-tide.deck")); });
    QVERIFY(builder->load(trench));
    builder->copyAsNew();
    QVERIFY(builder->add(QStringLiteral("Gearjaw"), QStringLiteral("team")));
    QVERIFY(builder->add(QStringLiteral("Brace"), QStringLiteral("combat")));
    QTRY_VERIFY(!builder->legal());
    const QStringList problems = builder->problems();
    QVERIFY2(problems.contains(QStringLiteral("[team] a default team has 1 to 3 kaiju (4 given)")), qPrintable(problems.join('\n')));
    QVERIFY(problems.contains(QStringLiteral("[team] the kaiju of a default team share one affiliation (iron, trench given)")));
    QVERIFY(problems.contains(QStringLiteral("[combat] 3 copies of \"Brace\" (at most 2)")));
    QTRY_VERIFY(findText(find(QStringLiteral("deckLegality")), QStringLiteral("• [combat] 3 copies of \"Brace\" (at most 2)")));
    quickdriver::shot(m_window, QStringLiteral("deckbuilder-kaiju"));
    QVERIFY(builder->load(trench)); // the unsaved copy left without a question
    QTRY_VERIFY(!builder->dirty());
    goHome();
}

// Issue 16: Combat Grid in the collection (cards/combatgrid, through the game's hook): its
// encounters, weapons and combatant sheets listed as entries (no card faces, no copies owned),
// searched, filtered by kind, a sheet and an encounter opened in the details pane (screenshots
// collection-combatgrid-sheet and collection-combatgrid-encounter); the deck builder does not
// offer them.
void DeckBuilderUi::combatGridCollection()
{
    QTRY_VERIFY(find(QStringLiteral("collectionButton")));
    if (CardIndex::instance()->cardsFolder() != QLatin1String(TABLETOP_SOURCE_CARDS)) {
        // Run alone: the shipped cards, as servantsCollectionInEnglishAndJapanese switches to them.
        click(find(QStringLiteral("collectionButton")));
        QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
        QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
        goHome();
        CardIndex::instance()->setLocations(m_tmp.path() + QStringLiteral("/shipped.sqlite"),
                                            QStringLiteral(TABLETOP_SOURCE_CARDS));
    }
    click(find(QStringLiteral("collectionButton")));
    QTRY_VERIFY(find(QStringLiteral("collectionSearch")));
    QTRY_VERIFY(!find(QStringLiteral("stack"))->property("busy").toBool());
    QTRY_VERIFY_WITH_TIMEOUT(CardIndex::instance()->ready(), 20000);
    QVERIFY2(CardIndex::instance()->issues().isEmpty(), qPrintable(CardIndex::instance()->issues().join('\n')));
    const QVariantList games = CardIndex::instance()->games();
    int grid = -1;
    for (int i = 0; i < games.size(); ++i)
        if (games.at(i).toMap().value(QStringLiteral("id")) == QLatin1String("combatgrid"))
            grid = i;
    QVERIFY2(grid >= 0, "the collection offers no Combat Grid");
    QVERIFY(games.at(grid).toMap().value(QStringLiteral("count")).toInt() > 5);
    QVERIFY(QMetaObject::invokeMethod(find(QStringLiteral("collectionGame")), "activated", Q_ARG(int, grid)));
    QTRY_COMPARE(find(QStringLiteral("collectionGame"))->property("displayText").toString(), QStringLiteral("Combat Grid"));
    QTRY_VERIFY(find(QStringLiteral("cardList")));
    QVERIFY(!find(QStringLiteral("cardGrid"))); // entries, not card faces
    QVERIFY(!find(QStringLiteral("ownedOnly")));
    auto* model = qvariant_cast<QAbstractItemModel*>(find(QStringLiteral("cardList"))->property("model"));
    QVERIFY(model);
    QTRY_COMPARE(model->property("game").toString(), QStringLiteral("combatgrid"));
    QStringList fields;
    for (const auto& f : model->property("fields").toList())
        fields << f.toMap().value(QStringLiteral("name")).toString();
    for (const char* facet : {"type", "attack", "scale", "side", "kind"})
        QVERIFY2(fields.contains(QLatin1String(facet)), qPrintable(fields.join(',')));
    using Model = tabletop::ui::CardSearchModel;

    // The kind filter: only encounters, five of them.
    model->setProperty("filters", QVariantMap{{QStringLiteral("type"), QStringList{QStringLiteral("encounter")}}});
    QTRY_COMPARE(model->rowCount(), 5);
    QTRY_COMPARE(resultCount(), QStringLiteral("Entries: 5"));
    model->setProperty("filters", QVariantMap{});
    QTRY_VERIFY(model->rowCount() > 5);
    quickdriver::shot(m_window, QStringLiteral("collection-combatgrid-list"));

    // A sheet found by its name (the encounter that names the store room and the baton he carries
    // match too) and opened: scores, armour, wounds, weapon.
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("store room guard"));
    QTRY_COMPARE(model->rowCount(), 3);
    model->setProperty("filters", QVariantMap{{QStringLiteral("type"), QStringList{QStringLiteral("sheet")}}});
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data(Model::CardIdRole).toString(), QStringLiteral("security-floor.guard-3"));
    QQuickItem* list = find(QStringLiteral("cardList"));
    QTRY_VERIFY(findText(list, QStringLiteral("Store-room guard")));
    QTRY_VERIFY(findText(list, QStringLiteral("Director · Human · wounds 3 · fate 0")));
    click(findText(list, QStringLiteral("Store-room guard")));
    QTRY_VERIFY(find(QStringLiteral("combatGridEntry")));
    QTRY_COMPARE(find(QStringLiteral("sheetWounds"))->property("text").toString(), QStringLiteral("3"));
    QCOMPARE(find(QStringLiteral("sheetArmour"))->property("text").toString(), QStringLiteral("head 0 · arms 0 · body 3 · legs 0"));
    QVERIFY(find(QStringLiteral("sheetWeapon"))->property("text").toString().startsWith(QStringLiteral("Baton · Melee · damage 4")));
    QVERIFY(find(QStringLiteral("sheetSkills"))->property("text").toString().contains(QLatin1String("Subterfuge 1")));
    QVERIFY(findText(find(QStringLiteral("combatGridEntry")), QStringLiteral("Starts in stealth")));
    quickdriver::shot(m_window, QStringLiteral("collection-combatgrid-sheet"));
    click(find(QStringLiteral("detailsClose")));
    QTRY_VERIFY(!find(QStringLiteral("combatGridEntry")));

    // An encounter found by a word of its title: its map drawn small, who fights.
    model->setProperty("filters", QVariantMap{{QStringLiteral("type"), QStringList{QStringLiteral("encounter")}}});
    typeInto(QStringLiteral("collectionSearch"), QStringLiteral("tide angel"));
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data(Model::CardIdRole).toString(), QStringLiteral("angel-city-block"));
    QTRY_VERIFY(findText(list, QStringLiteral("The Tide Angel in Block 7")));
    click(findText(list, QStringLiteral("The Tide Angel in Block 7")));
    QTRY_VERIFY(find(QStringLiteral("encounterThumbnail")));
    QVERIFY(find(QStringLiteral("encounterThumbnail"))->width() > 100);
    QTRY_VERIFY(findText(find(QStringLiteral("combatGridEntry")), QStringLiteral("Unit-01 (Shinji Ikari) · Evangelion")));
    QVERIFY(findText(find(QStringLiteral("combatGridEntry")), QStringLiteral("24 × 12 squares")));
    quickdriver::shot(m_window, QStringLiteral("collection-combatgrid-encounter"));
    click(find(QStringLiteral("detailsClose")));
    QTRY_VERIFY(!find(QStringLiteral("combatGridEntry")));
    typeInto(QStringLiteral("collectionSearch"), QString());
    model->setProperty("filters", QVariantMap{});
    goHome();

    // Deck building does not apply: the deck builder offers no Combat Grid.
    DeckBuilder* builder = nullptr;
    openDecks(builder);
    QVERIFY(builder);
    QVERIFY(!builder->gameUsesDecks(QStringLiteral("combatgrid")));
    for (const auto& g : find(QStringLiteral("deckBuilderPage"))->property("deckGames").toList())
        QVERIFY(g.toMap().value(QStringLiteral("id")) != QLatin1String("combatgrid"));
    goHome();
}

QTEST_MAIN(DeckBuilderUi)
#include "tst_deckbuilder_ui.moc"
