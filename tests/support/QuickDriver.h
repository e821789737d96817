#pragma once

// Drives a Qt Quick window the way a person would, for the UI tests (e2e, deck builder, LAN):
// find items by object name, click them, drag one onto another.

#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include <functional>

namespace quickdriver {

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

} // namespace quickdriver
