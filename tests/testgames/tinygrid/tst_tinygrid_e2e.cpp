// The test game hot-seat in the real app (offscreen): the table comes from the game's manifest;
// a player rolls, drags its piece, and while it is dragged exactly the cells its affordances
// list are lit, with the path to the cell under the pointer; the drop moves the piece there.
// TABLETOP_SCREENSHOT_DIR=dir keeps dir/testgame_drag.png (the board mid-drag).
#include "GameController.h"
#include "KeyboardActivation.h"
#include "../../support/QuickDriver.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(TabletopPlugin)

using tabletop::ui::GameController;

class TinyGridHotSeat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        tabletop::ui::KeyboardActivation::install(qApp);
        m_window = quickdriver::startApp(this, &m_engine);
        QVERIFY(m_window);
        m_game = qvariant_cast<GameController*>(m_window->property("game"));
        QVERIFY(m_game);
        m_game->setReviewMoves(false);
    }
    void dragLightsTheAffordedCellsAndMoves()
    {
        QVERIFY2(m_game->newGame(QStringLiteral("tinygrid"), {QStringLiteral("Ann"), QStringLiteral("Ben")},
                                 QStringLiteral("5"), {}),
                 qPrintable(m_game->lastError()));
        QVERIFY(QMetaObject::invokeMethod(m_window, "openTable"));
        QVERIFY2(QFile::exists(QStringLiteral(":/Tabletop/games/tinygrid/TinyGridTable.qml")),
                 "the test game's table is not in the resources");
        QTRY_VERIFY(quickdriver::find(m_window, QStringLiteral("tableLoader"), false));
        QTRY_VERIFY2(find("tinygridBoard"),
                     qPrintable(quickdriver::find(m_window, QStringLiteral("tableLoader"), false)->property("source").toString()));
        QQuickItem* board = find("tinygridBoard");
        QVERIFY(m_game->curtain());
        m_game->reveal(); // "I am Ann"
        QTRY_VERIFY(!m_game->curtain());
        QTRY_VERIFY(find("rollButton")->property("enabled").toBool());
        QTest::qWait(500); // the curtain fades out before the table takes clicks
        quickdriver::click(m_window, find("rollButton"));
        QTRY_COMPARE(m_game->promptKind(), QStringLiteral("move"));
        // The shared dice tray shows the die just rolled.
        QQuickItem* die = find("die_0");
        QVERIFY(die);
        QCOMPARE(die->childItems().at(0)->property("text").toString(),
                 QString::number(m_game->view().value(QStringLiteral("points")).toInt()));

        const QStringList afforded = m_game->legalIndex().moveCells(QStringLiteral("p0"));
        QVERIFY(!afforded.isEmpty());
        QCOMPARE(QSet<QString>(afforded.begin(), afforded.end()),
                 [&] { const auto t = m_game->legalIndex().targets(QStringLiteral("p0")); return QSet<QString>(t.begin(), t.end()); }());
        const QString target = afforded.last(); // the farthest in the rules' order (by row, then column)
        const QStringList xy = target.split(QLatin1Char(','));
        QQuickItem* cell = find(QStringLiteral("cell_%1_%2").arg(xy[0], xy[1]));
        QQuickItem* piece = pieceOf(board, QStringLiteral("p0"));
        QVERIFY(cell && piece);
        QVERIFY(!litCells(board).size()); // nothing lit before the drag

        const QPoint a = piece->mapToScene(QPointF(piece->width() / 2, piece->height() / 2)).toPoint();
        const QPoint b = cell->mapToScene(QPointF(cell->width() / 2, cell->height() / 2)).toPoint();
        QTest::mousePress(m_window, Qt::LeftButton, {}, a, 300);
        for (int i = 1; i <= 25; ++i) {
            QTest::mouseMove(m_window, a + (b - a) * i / 25);
            QTest::qWait(5);
        }
        QTest::qWait(50);
        // While dragged: exactly the afforded cells are lit, and the path leads to the cell under it.
        const QStringList lit = litCells(board);
        QCOMPARE(QSet<QString>(lit.begin(), lit.end()), QSet<QString>(afforded.begin(), afforded.end()));
        QCOMPARE(board->property("shownPath").toStringList(),
                 m_game->legalIndex().pathTo(QStringLiteral("p0"), target));
        QVERIFY(find("pathOverlay")->isVisible());
        quickdriver::shot(m_window, QStringLiteral("testgame_drag"));
        const int before = m_game->actionCount();
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, b);
        QTRY_COMPARE(m_game->actionCount(), before + 1);
        // Ben's turn now: the curtain; the public view has Ann's piece on the target.
        QTRY_VERIFY(m_game->curtain());
        const QVariantMap p0 = m_game->view().value(QStringLiteral("pieces")).toList().at(0).toMap();
        QCOMPARE(QStringLiteral("%1,%2").arg(p0.value("x").toInt()).arg(p0.value("y").toInt()), target);
    }

private:
    QQuickItem* find(const QString& name) const { return quickdriver::find(m_window, name, true); }
    QQuickItem* find(const char* name) const { return find(QString::fromLatin1(name)); }
    static QQuickItem* pieceOf(QQuickItem* board, const QString& id)
    {
        for (auto* child : board->childItems())
            if (child->property("piece").toMap().value(QStringLiteral("id")).toString() == id && child->isVisible())
                return child;
        return nullptr;
    }
    QStringList litCells(QQuickItem* board) const
    {
        QStringList out;
        const int columns = board->property("columns").toInt(), rows = board->property("rows").toInt();
        for (int y = 0; y < rows; ++y)
            for (int x = 0; x < columns; ++x)
                if (QQuickItem* mark = quickdriver::find(m_window, QStringLiteral("cell_%1_%2").arg(x).arg(y), false))
                    for (auto* c : mark->childItems())
                        if (c->objectName() == QLatin1String("legalMark") && c->isVisible())
                            out << QStringLiteral("%1,%2").arg(x).arg(y);
        return out;
    }

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;
    GameController* m_game = nullptr;
};

QTEST_MAIN(TinyGridHotSeat)
#include "tst_tinygrid_e2e.moc"
