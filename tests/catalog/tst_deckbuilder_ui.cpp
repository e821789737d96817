// The deck builder as a new user meets it: the real UI offscreen, on the test game's cards.
// Home -> Decks, cards dragged from the browser into sections and back out, the deck saved,
// a new deck started, the saved one reopened; a deck list with bad lines imported; the
// collection page searched and an owned count edited.
#include "CardIndex.h"
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

private:
    QQuickItem* find(const QString& name) const;
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
}

QQuickItem* DeckBuilderUi::find(const QString& name) const
{
    return quickdriver::find(m_window, name, true);
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
    QTRY_COMPARE(find(QStringLiteral("resultCount"))->property("text").toString(), QStringLiteral("1 card(s)"));
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

QTEST_MAIN(DeckBuilderUi)
#include "tst_deckbuilder_ui.moc"
