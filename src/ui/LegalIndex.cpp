#include "LegalIndex.h"

#include "session/JsonBridge.h"

#include <QJSValue>
#include <map>

namespace tabletop::ui {

namespace {
// An argument names things by text or number; a list argument names each of its items.
QStringList namesIn(const core::Json& v)
{
    QStringList out;
    if (v.is_string())
        out << QString::fromStdString(v.get<std::string>());
    else if (v.is_number_integer())
        out << QString::number(v.get<long long>());
    else if (v.is_array())
        for (const auto& item : v)
            out << namesIn(item);
    return out;
}

QString pairKey(const QString& subject, const QString& destination)
{
    return subject + QChar(0x1f) + destination;
}
} // namespace

LegalIndex::LegalIndex(QObject* parent) : QObject(parent) {}

QString LegalIndex::keyOf(const core::Json& action)
{
    if (!action.is_object() || !action.contains("type") || !action["type"].is_string())
        return {};
    const auto args = action.find("args");
    const core::Json none = core::Json::object();
    const core::Json& a = args != action.end() && !args->is_null() ? *args : none;
    return QString::fromStdString(action["type"].get<std::string>() + '\x1f' + a.dump());
}

void LegalIndex::clear()
{
    m_actions.clear();
    m_byKey.clear();
    m_bySubject.clear();
    m_targets.clear();
    m_bySubjectAndTarget.clear();
    m_byType.clear();
    m_unsubjected.clear();
    m_moveCells.clear();
    m_moves.clear();
    m_reach.clear();
}

void LegalIndex::readAffordances(const core::Json& affordances)
{
    if (!affordances.is_object() || !affordances.contains("pieces") || !affordances["pieces"].is_object())
        return;
    for (const auto& [subjectName, piece] : affordances["pieces"].items()) {
        if (!piece.is_object())
            continue;
        const QString subject = QString::fromStdString(subjectName);
        if (const auto moves = piece.find("moves"); moves != piece.end() && moves->is_array()) {
            QStringList& cells = m_moveCells[subject];
            for (const auto& m : *moves) {
                if (!m.is_object())
                    continue;
                const QStringList to = namesIn(m.value("to", core::Json()));
                if (to.size() != 1 || cells.contains(to.front()))
                    continue;
                Move move;
                const auto cost = m.find("cost");
                move.cost = cost != m.end() && cost->is_number_integer() ? int(cost->get<long long>()) : 0;
                if (const auto path = m.find("path"); path != m.end() && path->is_array())
                    move.path = namesIn(*path);
                if (const auto marks = m.find("marks"); marks != m.end() && marks->is_array())
                    for (const auto& mark : *marks)
                        if (mark.is_string())
                            move.marks << QString::fromStdString(mark.get<std::string>());
                cells << to.front();
                m_moves.insert(pairKey(subject, to.front()), move);
            }
        }
        if (const auto reach = piece.find("reach"); reach != piece.end() && reach->is_array())
            m_reach[subject] = namesIn(*reach);
    }
}

QStringList LegalIndex::moveCells(const QString& subject) const
{
    return m_moveCells.value(subject);
}

QStringList LegalIndex::pathTo(const QString& subject, const QString& cell) const
{
    return m_moves.value(pairKey(subject, cell)).path;
}

QStringList LegalIndex::marksTo(const QString& subject, const QString& cell) const
{
    return m_moves.value(pairKey(subject, cell)).marks;
}

int LegalIndex::costTo(const QString& subject, const QString& cell) const
{
    const auto it = m_moves.find(pairKey(subject, cell));
    return it == m_moves.end() ? -1 : it->cost;
}

QStringList LegalIndex::reach(const QString& subject) const
{
    return m_reach.value(subject);
}

void LegalIndex::rebuild(const std::vector<core::ActionSpec>& specs, const core::Json& legal,
                         const core::Json& affordances)
{
    clear();
    readAffordances(affordances);
    struct Roles {
        std::vector<std::string> moved, destination;
    };
    std::map<std::string, Roles> roles;
    for (const auto& spec : specs)
        for (const auto& arg : spec.args) {
            if (arg.role == "moved")
                roles[spec.type].moved.push_back(arg.name);
            else if (arg.role == "destination")
                roles[spec.type].destination.push_back(arg.name);
        }
    if (legal.is_array()) {
        for (const auto& action : legal) {
            const QString key = keyOf(action);
            if (key.isEmpty())
                continue;
            const int row = int(m_actions.size());
            m_actions.push_back(session::toVariant(action));
            m_byKey.insert(key, row);
            const std::string type = action["type"].get<std::string>();
            m_byType[QString::fromStdString(type)].push_back(row);
            const core::Json args = action.value("args", core::Json::object());
            QStringList subjects, destinations;
            if (const auto it = roles.find(type); it != roles.end() && args.is_object()) {
                for (const auto& name : it->second.moved)
                    if (args.contains(name))
                        subjects << namesIn(args[name]);
                for (const auto& name : it->second.destination)
                    if (args.contains(name))
                        destinations << namesIn(args[name]);
            }
            if (subjects.isEmpty()) {
                m_unsubjected.push_back(row);
                continue;
            }
            subjects.removeDuplicates();
            for (const QString& s : subjects) {
                m_bySubject[s].push_back(row);
                if (destinations.isEmpty())
                    m_bySubjectAndTarget[pairKey(s, {})].push_back(row);
                for (const QString& d : destinations) {
                    m_bySubjectAndTarget[pairKey(s, d)].push_back(row);
                    QStringList& t = m_targets[s];
                    if (!t.contains(d))
                        t << d;
                }
            }
        }
    }
    ++m_revision;
    emit changed();
}

QVariantList LegalIndex::pick(const QVector<int>& rows) const
{
    QVariantList out;
    out.reserve(rows.size());
    for (int r : rows)
        out.push_back(m_actions.at(r));
    return out;
}

bool LegalIndex::isLegal(const QVariant& actionIn) const
{
    const QVariant action = actionIn.canConvert<QJSValue>() ? actionIn.value<QJSValue>().toVariant() : actionIn;
    if (!action.isValid() || action.isNull())
        return false;
    try {
        return m_byKey.contains(keyOf(session::fromVariant(action)));
    } catch (const std::exception&) {
        return false;
    }
}

QVariantList LegalIndex::actionsOf(const QString& subject) const
{
    return pick(m_bySubject.value(subject));
}

QStringList LegalIndex::targets(const QString& subject) const
{
    return m_targets.value(subject);
}

QVariantList LegalIndex::actionsTo(const QString& subject, const QString& destination) const
{
    return pick(m_bySubjectAndTarget.value(pairKey(subject, destination)));
}

QVariant LegalIndex::actionTo(const QString& subject, const QString& destination) const
{
    const auto rows = m_bySubjectAndTarget.value(pairKey(subject, destination));
    return rows.isEmpty() ? QVariant::fromValue(nullptr) : m_actions.at(rows.front());
}

bool LegalIndex::canGo(const QString& subject, const QString& destination) const
{
    return m_bySubjectAndTarget.contains(pairKey(subject, destination));
}

bool LegalIndex::hasActions(const QString& subject) const
{
    return m_bySubject.contains(subject);
}

QVariantList LegalIndex::unsubjected() const
{
    return pick(m_unsubjected);
}

QVariantList LegalIndex::ofType(const QVariant& typesIn) const
{
    const QVariant types = typesIn.canConvert<QJSValue>() ? typesIn.value<QJSValue>().toVariant() : typesIn;
    QStringList wanted = types.typeId() == QMetaType::QString ? QStringList{types.toString()} : types.toStringList();
    QVector<int> rows;
    for (const QString& t : wanted)
        rows += m_byType.value(t);
    std::sort(rows.begin(), rows.end()); // in the rules' order, whatever order the types came in
    return pick(rows);
}

} // namespace tabletop::ui
