#pragma once

#include "core/GameRules.h"
#include "core/Json.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVector>
#include <qqmlintegration.h>

namespace tabletop::ui {

// The legal actions of the viewing seat, indexed once per refresh by what each action is
// about: its subject (the arguments a game declares with role "moved": a card, a piece, a
// slot) and its destination (role "destination"). Tables, zones, slots and cells ask it
// "what can this do", "may it go there, and how", "where may it go" instead of scanning the
// list; `revision` changes on every rebuild so QML bindings that read it refresh.
class LegalIndex : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The controller owns the legal index: use controller.legal")
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
public:
    explicit LegalIndex(QObject* parent = nullptr);

    // legal: a JSON array of actions ({type, args, seat?}); specs: the game's declarations;
    // affordances: what GameRules::affordances gave for the viewing seat (null: none). Malformed
    // parts of it (from a LAN host) are skipped, never fatal.
    void rebuild(const std::vector<core::ActionSpec>& specs, const core::Json& legal,
                 const core::Json& affordances = nullptr);
    void clear();

    int revision() const { return m_revision; }
    int count() const { return int(m_actions.size()); }
    QVariantList all() const { return m_actions; }
    QStringList subjectList() const { return m_bySubject.keys(); }

    // True when {type, args} is one of the legal actions (the seat is ignored).
    Q_INVOKABLE bool isLegal(const QVariant& action) const;
    // Every legal action whose subject is `subject` (a card id, a piece id, a slot).
    Q_INVOKABLE QVariantList actionsOf(const QString& subject) const;
    // The distinct destinations `subject` may go to, in the order the rules list them.
    Q_INVOKABLE QStringList targets(const QString& subject) const;
    // The actions that take `subject` to `destination`; "" = the actions of `subject` that name
    // no destination (a card simply played).
    Q_INVOKABLE QVariantList actionsTo(const QString& subject, const QString& destination) const;
    // The first of those, or null.
    Q_INVOKABLE QVariant actionTo(const QString& subject, const QString& destination) const;
    Q_INVOKABLE bool canGo(const QString& subject, const QString& destination) const;
    // Whether the subject has any legal action.
    Q_INVOKABLE bool hasActions(const QString& subject) const;
    // The actions that are about no subject: pass, end turn, declare, choosing Evas...
    Q_INVOKABLE QVariantList unsubjected() const;
    // The legal actions of these types (one type, or a list of them).
    Q_INVOKABLE QVariantList ofType(const QVariant& types) const;

    // Affordances (GameRules::affordances, computed from the viewing seat's view): where the
    // table may light cells and draw paths, beside the exact legal list above.
    // The cells `subject` can move to, in the rules' order.
    Q_INVOKABLE QStringList moveCells(const QString& subject) const;
    // The path (start and end included) of `subject` to `cell`, or empty.
    Q_INVOKABLE QStringList pathTo(const QString& subject, const QString& cell) const;
    // What the game marks about moving `subject` to `cell` (say "chanceAttack": the path draws
    // Chance Attacks), or empty.
    Q_INVOKABLE QStringList marksTo(const QString& subject, const QString& cell) const;
    // What moving `subject` to `cell` costs, or -1 when it cannot go there.
    Q_INVOKABLE int costTo(const QString& subject, const QString& cell) const;
    // The cells `subject` can reach (attack, sight, range).
    Q_INVOKABLE QStringList reach(const QString& subject) const;
    // The subjects the affordances talk about.
    Q_INVOKABLE QStringList afforded() const { return m_reach.keys() + m_moveCells.keys(); }

    // The canonical text of an action, for comparisons: type and arguments, seat left out.
    static QString keyOf(const core::Json& action);

signals:
    void changed();

private:
    QVariantList pick(const QVector<int>& rows) const;
    void readAffordances(const core::Json& affordances);

    int m_revision = 0;
    QVariantList m_actions;
    QHash<QString, int> m_byKey;
    QHash<QString, QVector<int>> m_bySubject;
    QHash<QString, QStringList> m_targets;
    QHash<QString, QVector<int>> m_bySubjectAndTarget; // subject + '\x1f' + destination
    QHash<QString, QVector<int>> m_byType;
    QVector<int> m_unsubjected;
    struct Move {
        int cost = 0;
        QStringList path;
        QStringList marks;
    };
    QHash<QString, QStringList> m_moveCells;       // subject -> cells, in order
    QHash<QString, Move> m_moves;                  // subject + '\x1f' + cell
    QHash<QString, QStringList> m_reach;
};

} // namespace tabletop::ui
