#include "RollEvent.h"

namespace tabletop::core::roll {

namespace {
std::string join(const std::vector<int>& faces)
{
    std::string s;
    for (std::size_t i = 0; i < faces.size(); ++i)
        s += (i ? ", " : "") + std::to_string(faces[i]);
    return s;
}

std::string percentileFaces(const TestResult& t)
{
    return (t.tens == 0 ? std::string("00") : std::to_string(t.tens * 10)) + " + " + std::to_string(t.units);
}

// The English of one test's verdict, and its message id.
std::pair<std::string, std::string> verdict(const TestResult& t)
{
    const std::string n = std::to_string(t.degrees);
    if (t.critical)
        return {"core.roll.critical", "a critical success with " + n + " degree(s) of success"};
    if (t.fumble)
        return {"core.roll.fumble", "a fumble with " + n + " degree(s) of failure"};
    if (t.passed)
        return {"core.roll.pass", "passed with " + n + " degree(s) of success"};
    return {"core.roll.fail", "failed with " + n + " degree(s) of failure"};
}

std::string label(const std::string& who) { return who.empty() ? std::string("Someone") : who; }
} // namespace

Json toJson(const DiceRoll& r)
{
    return Json{{"kind", "dice"},         {"dice", r.notation()},  {"sides", r.sides},
                {"faces", r.faces},       {"modifier", r.modifier}, {"total", r.total}};
}

Json toJson(const TestResult& t)
{
    Json modifiers = Json::array();
    for (const auto& m : t.modifiers)
        modifiers.push_back(Json{{"name", m.name}, {"value", m.value}});
    return Json{{"kind", "test"},
                {"dice", "d100"},
                {"faces", Json::array({t.tens * 10, t.units})},
                {"roll", t.roll},
                {"base", t.base},
                {"modifiers", modifiers},
                {"target", t.target},
                {"outcome", t.passed ? "success" : "failure"},
                {"critical", t.critical},
                {"fumble", t.fumble},
                {"degrees", t.degrees}};
}

Event diceEvent(const DiceRoll& r, const std::string& who, const std::string& what)
{
    Event e;
    e.type = kEventType;
    e.data = toJson(r);
    e.data["who"] = who;
    e.data["what"] = what;
    const std::string faces = join(r.faces);
    e.message = Message{"core.roll.dice",
                        label(who) + " rolls " + r.notation() + ": " + faces +
                            " = " + std::to_string(r.total) + ".",
                        Json{{"who", label(who)},
                             {"what", what},
                             {"dice", r.notation()},
                             {"faces", faces},
                             {"total", r.total}},
                        ""};
    return e;
}

Event testEvent(const TestResult& t, const std::string& who, const std::string& what)
{
    Event e;
    e.type = kEventType;
    e.data = toJson(t);
    e.data["who"] = who;
    e.data["what"] = what;
    const auto [id, words] = verdict(t);
    e.message = Message{id,
                        label(who) + " tests " + what + ": rolls " +
                            std::to_string(t.roll) + " against " + std::to_string(t.target) + ", " + words + ".",
                        Json{{"who", label(who)},
                             {"what", what},
                             {"roll", t.roll},
                             {"faces", percentileFaces(t)},
                             {"target", t.target},
                             {"count", t.degrees}},
                        ""};
    return e;
}

Event opposedEvent(const OpposedResult& o, const std::string& who, const std::string& against,
                   const std::string& what)
{
    Event e;
    e.type = kEventType;
    e.data = Json{{"kind", "opposed"},
                  {"who", who},
                  {"against", against},
                  {"what", what},
                  {"initiator", toJson(o.initiator)},
                  {"defender", toJson(o.defender)},
                  {"winner", o.initiatorWins ? "initiator" : "defender"},
                  {"reason", opposedReasonName(o.reason)}};
    const std::string winner = label(o.initiatorWins ? who : against);
    e.message = Message{
        "core.roll.opposed",
        label(who) + " (" + std::to_string(o.initiator.roll) + " against " + std::to_string(o.initiator.target) +
            ") opposed by " + label(against) + " (" + std::to_string(o.defender.roll) + " against " +
            std::to_string(o.defender.target) + "): " + winner + " wins.",
        Json{{"who", label(who)},
             {"against", label(against)},
             {"what", what},
             {"roll", o.initiator.roll},
             {"target", o.initiator.target},
             {"againstRoll", o.defender.roll},
             {"againstTarget", o.defender.target},
             {"winner", winner}},
        ""};
    return e;
}

} // namespace tabletop::core::roll
