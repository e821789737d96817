#pragma once

// Drives a Qt Quick window the way a person would, for the UI tests (e2e, deck builder, LAN):
// find items by object name, click them, drag one onto another.

#include "AppSettings.h"

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtTest>

#include <functional>

namespace quickdriver {

// Starts the real app UI (Main.qml) in the app's own style, in QStandardPaths' test mode with
// an empty data folder, in a 1400x900 window; returns the window, or null (and a failed
// QVERIFY) when it does not come up. Call it from initTestCase; `engine` gets the engine.
inline QQuickWindow* startApp(QObject* parent, QQmlApplicationEngine** engine)
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    // The same style as the app, so the tests see (and photograph) what users see.
    qputenv("QT_QUICK_CONTROLS_MATERIAL_THEME", "Dark");
    // A deep amber: white button text stays readable on it (Material's Amber is too pale).
    qputenv("QT_QUICK_CONTROLS_MATERIAL_ACCENT", "#b07a12");
    QQuickStyle::setStyle(QStringLiteral("Material"));
    *engine = new QQmlApplicationEngine(parent);
    (*engine)->addImportPath(QStringLiteral("qrc:/"));
    // As the app starts (main.cpp): the language's translator, English included, so the tests
    // (and their screenshots) read "4 spells" where the app does, not the source's "4 spell(s)".
    // (The QML side's AppSettings knows the engine and retranslates it on a language change.)
    tabletop::ui::AppSettings::instance()->applyLanguage();
    (*engine)->load(QUrl(QStringLiteral("qrc:/Tabletop/app/Main.qml")));
    [&] { QVERIFY(!(*engine)->rootObjects().isEmpty()); }();
    if ((*engine)->rootObjects().isEmpty())
        return nullptr;
    auto* window = qobject_cast<QQuickWindow*>((*engine)->rootObjects().first());
    [&] { QVERIFY(window); }();
    if (!window)
        return nullptr;
    window->resize(1400, 900);
    [&] { QVERIFY(QTest::qWaitForWindowExposed(window)); }();
    return window;
}

// Walks the visual tree: the QObject parents of pages and delegates vary, visual parents do
// not. `visibleOnly` skips hidden items (a page left on a StackView keeps its items).
inline QQuickItem* find(QQuickWindow* window, const QString& name, bool visibleOnly)
{
    std::function<QQuickItem*(QQuickItem*)> walk = [&](QQuickItem* item) -> QQuickItem* {
        if (item->objectName() == name && (!visibleOnly || item->isVisible()))
            return item;
        for (auto* child : item->childItems())
            if (auto* found = walk(child))
                return found;
        return nullptr;
    };
    return walk(window->contentItem());
}

inline void click(QQuickWindow* window, QQuickItem* item)
{
    QVERIFY(item);
    // Let pending layouts (polish) settle first: a Row whose buttons just changed their text
    // moves them at the next polish, and the press must land where the button will be drawn.
    QTest::qWait(30);
    const QPoint c = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    // Separate press and release with a pause: QTest's synthetic timestamps would otherwise
    // make two quick clicks a double-click, which buttons do not treat as a click.
    QTest::mouseMove(window, c);
    QTest::mousePress(window, Qt::LeftButton, {}, c, 300);
    QTest::mouseRelease(window, Qt::LeftButton, {}, c, 20);
}

// The prompt bar's choice whose text `matches`: a button on the bar, or an entry of its "More"
// menu, which is opened to look (and closed again when nothing matches). `seen` collects the
// texts looked at. nullptr when the prompt offers no such choice.
inline QQuickItem* promptChoice(QQuickWindow* window, const std::function<bool(const QString&)>& matches,
                                QStringList* seen = nullptr)
{
    auto scan = [&]() -> QQuickItem* {
        if (seen)
            seen->clear();
        // Hidden buttons are skipped: past the bar's room a choice is an entry of the open menu,
        // under the same name.
        for (int i = 0; i < 24; ++i) {
            QQuickItem* c = find(window, QStringLiteral("choice_%1").arg(i), true);
            if (!c || c->height() <= 0)
                continue;
            const QString text = c->property("text").toString();
            if (seen)
                *seen << text;
            if (matches(text))
                return c;
        }
        return nullptr;
    };
    if (QQuickItem* hit = scan())
        return hit;
    QQuickItem* more = find(window, QStringLiteral("choiceMore"), true);
    if (!more)
        return nullptr;
    click(window, more);
    QQuickItem* hit = nullptr;
    if (!QTest::qWaitFor([&] { return (hit = scan()) != nullptr; }, 1000)) {
        QTest::keyClick(window, Qt::Key_Escape);
        QTest::qWait(50);
    } else {
        QTest::qWait(200); // the menu's opening transition ends before the entry is clicked
    }
    return hit;
}

// As seen working with Qt 6.4 offscreen: press, move in small steps, let the drag events
// reach the DropArea, then release.
inline void drag(QQuickWindow* window, QQuickItem* from, QQuickItem* to)
{
    QVERIFY(from && to);
    const QPoint a = from->mapToScene(QPointF(from->width() / 2, from->height() / 2)).toPoint();
    const QPoint b = to->mapToScene(QPointF(to->width() / 2, to->height() / 2)).toPoint();
    QTest::mousePress(window, Qt::LeftButton, {}, a, 300);
    const int steps = 25;
    for (int i = 1; i <= steps; ++i) {
        QTest::mouseMove(window, a + (b - a) * i / steps);
        QTest::qWait(5);
    }
    QTest::qWait(30);
    QTest::mouseRelease(window, Qt::LeftButton, {}, b);
    QTest::qWait(50);
}

// The curtain's buttons ignore input for their first moments (Curtain.inputDelay, 400 ms): a
// double-click meant for one seat never answers the next. A test that plays a whole game
// through hundreds of curtains shortens that (0: armed at the next turn of the event loop);
// the delay itself is tested on its own (tst_e2e_neotokyo, aDoubleClickOnPassDecidesForOneSeat).
inline void setCurtainDelay(QQuickWindow* window, int ms)
{
    QQuickItem* curtain = find(window, QStringLiteral("curtain"), false);
    QVERIFY(curtain);
    QVERIFY(curtain->setProperty("inputDelay", ms));
}

// TABLETOP_SCREENSHOT_DIR=dir keeps a picture of the window as dir/name.png (the README's
// pictures come from test runs); without it, nothing happens.
inline void shot(QQuickWindow* window, const QString& name)
{
    const QString dir = qEnvironmentVariable("TABLETOP_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(300);
    QVERIFY(window->grabWindow().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace quickdriver
