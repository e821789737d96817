#include "PhoneWording.h"

#include "CardTexts.h"
#include "Messages.h"
#include "games/Registry.h"
#include "session/JsonBridge.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>
#include <map>

namespace tabletop::ui {

namespace {

// A rules Message as Message::toJson writes it: id, text and args, and perhaps rule; nothing else.
bool isMessage(const core::Json& j)
{
    if (!j.is_object() || j.size() < 3 || j.size() > 4)
        return false;
    const auto id = j.find("id");
    const auto text = j.find("text");
    const auto args = j.find("args");
    return id != j.end() && id->is_string() && text != j.end() && text->is_string() && args != j.end() &&
           args->is_object() && (j.size() == 3 || j.contains("rule"));
}

void reword(core::Json& j, const QString& game)
{
    if (j.is_array()) {
        for (auto& v : j)
            reword(v, game);
        return;
    }
    if (!j.is_object())
        return;
    if (isMessage(j)) {
        const QString text = Messages::text(session::toVariant(j).toMap());
        if (!text.isEmpty())
            j["text"] = text.toStdString();
        return;
    }
    for (auto& [key, v] : j.items())
        if (v.is_structured())
            reword(v, game);
    // A thing the view names only by the field its kind says ({kind: "spell", spell: "cthugha"}):
    // that value in words, as its name.
    const auto name = j.find("name");
    if (name == j.end()) {
        const auto kind = j.find("kind");
        if (kind != j.end() && kind->is_string()) {
            const auto named = j.find(kind->get<std::string>());
            if (named != j.end() && named->is_string()) {
                const QString v = QString::fromStdString(named->get<std::string>());
                const QString said = Messages::valueName(QString::fromStdString(kind->get<std::string>()), v);
                if (!said.isEmpty() && said != v)
                    j["name"] = said.toStdString();
            }
        }
        return;
    }
    if (!name->is_string())
        return;
    const auto card = j.find("card");
    const auto id = card != j.end() && card->is_string() ? card : j.find("id");
    if (id == j.end() || !id->is_string())
        return;
    const CardTexts::Entry t = CardTexts::forCard(game, QString::fromStdString(id->get<std::string>()));
    if (!t.name.isEmpty())
        j["name"] = t.name.toStdString();
    if (!t.text.isEmpty() && j.contains("text") && j["text"].is_string())
        j["text"] = t.text.toStdString();
}

// The name of a card's face the host sent ("faces": id -> face), or "".
std::string faceName(const core::Json& faces, const std::string& card)
{
    if (!faces.is_object())
        return {};
    const auto face = faces.find(card);
    if (face == faces.end() || !face->is_object())
        return {};
    const auto name = face->find("name");
    return name != face->end() && name->is_string() ? name->get<std::string>() : std::string();
}

// Every object of a view with an id and a name (or an id and the "card" of a face with a name).
void namesInView(const core::Json& j, const core::Json& faces, std::map<std::string, std::string>& out)
{
    if (j.is_array()) {
        for (const auto& v : j)
            namesInView(v, faces, out);
        return;
    }
    if (!j.is_object())
        return;
    const auto id = j.find("id");
    if (id != j.end() && id->is_string()) {
        const auto name = j.find("name");
        const auto card = j.find("card");
        if (name != j.end() && name->is_string())
            out.emplace(id->get<std::string>(), name->get<std::string>());
        else if (card != j.end() && card->is_string())
            if (std::string n = faceName(faces, card->get<std::string>()); !n.empty())
                out.emplace(id->get<std::string>(), std::move(n));
    }
    for (const auto& [key, v] : j.items())
        if (v.is_structured())
            namesInView(v, faces, out);
}

// The thing of a seat's view a move's argument points to, by the game's path for it
// ("combat/fighters/{}", "seats/{seat}/team/{}"): "{}" is the argument's value, "{you}" the seat
// the view is for (its "you", else the move's "seat"), "{other}" the other seat of a two-seat
// view, "{key}" the move's argument of that name (a number; or an id, which steps to the array's
// element with that "id"); a number steps into an array, a word into an object. Null when the
// path leads nowhere.
const core::Json* atPath(const core::Json& view, const QString& path, std::int64_t value, const core::Json& action)
{
    const core::Json noArgs = core::Json::object();
    const auto argsIt = action.find("args");
    const core::Json& args = argsIt != action.end() ? *argsIt : noArgs;
    // The seat the view is for: its "you", else the seat the move is offered to.
    std::optional<std::int64_t> you;
    if (const auto y = view.find("you"); y != view.end() && y->is_number_integer())
        you = y->get<std::int64_t>();
    else if (const auto s = action.find("seat"); s != action.end() && s->is_number_integer())
        you = s->get<std::int64_t>();
    const core::Json* at = &view;
    for (const QString& raw : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        std::string part = raw.toStdString();
        if (raw == QLatin1String("{}")) {
            part = std::to_string(value);
        } else if (raw == QLatin1String("{you}")) {
            if (!you)
                return nullptr;
            part = std::to_string(*you);
        } else if (raw == QLatin1String("{other}")) { // the one other seat of a two-seat view
            const auto seats = view.find("seats");
            if (!you || seats == view.end() || !seats->is_array() || seats->size() != 2)
                return nullptr;
            part = std::to_string(1 - *you);
        } else if (raw.startsWith(QLatin1Char('{')) && raw.endsWith(QLatin1Char('}'))) {
            const auto n = args.find(raw.mid(1, raw.size() - 2).toStdString());
            if (n != args.end() && n->is_string() && at->is_array()) { // an id: the element with that "id"
                const auto found = std::find_if(at->begin(), at->end(), [&](const core::Json& e) {
                    return e.is_object() && e.contains("id") && e["id"] == *n;
                });
                if (found == at->end())
                    return nullptr;
                at = &*found;
                continue;
            }
            if (n == args.end() || !n->is_number_integer())
                return nullptr;
            part = std::to_string(n->get<std::int64_t>());
        }
        if (at->is_array()) {
            bool ok = false;
            const qlonglong i = QString::fromStdString(part).toLongLong(&ok);
            if (!ok || i < 0 || static_cast<std::size_t>(i) >= at->size())
                return nullptr;
            at = &(*at)[static_cast<std::size_t>(i)];
        } else if (at->is_object()) {
            const auto it = at->find(part);
            if (it == at->end())
                return nullptr;
            at = &*it;
        } else {
            return nullptr;
        }
    }
    return at;
}

// A thing of the view by its name in the reader's words: its "name", else its card's ("card": the
// face the host sent, else the game's card texts). Empty when it has neither (a face-down card).
QString nameOf(const core::Json* thing, const core::Json& faces, const QString& game)
{
    if (!thing || !thing->is_object())
        return {};
    if (const auto n = thing->find("name"); n != thing->end() && n->is_string())
        return QString::fromStdString(n->get<std::string>());
    const auto card = thing->find("card");
    if (card == thing->end() || !card->is_string())
        return {};
    if (const std::string n = faceName(faces, card->get<std::string>()); !n.empty())
        return QString::fromStdString(n);
    const QString id = QString::fromStdString(card->get<std::string>());
    const QString translated = CardTexts::forCard(game, id).name;
    return translated.isEmpty() ? CardTexts::nameOfId(id) : translated;
}

// Whether a template speaks of an argument's fields ({key_field}) and every one of its
// placeholders is filled.
bool usesOnlyFilled(const QString& pattern, const QString& key, const QVariantMap& filled)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z0-9_]+)\\}"));
    bool fields = false;
    for (auto it = placeholder.globalMatch(pattern); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!filled.contains(name))
            return false;
        fields = fields || name.startsWith(key + QLatin1Char('_'));
    }
    return fields;
}

} // namespace

void wordForReader(core::Json& body, const QString& language, const QString& game)
{
    const ReaderLanguage scope(language);
    if (auto faces = body.find("faces"); faces != body.end() && faces->is_object())
        for (auto& [id, face] : faces->items()) {
            if (!face.is_object())
                continue;
            const CardTexts::Entry t = CardTexts::forCard(game, QString::fromStdString(id));
            if (!t.name.isEmpty())
                face["name"] = t.name.toStdString();
            if (!t.text.isEmpty())
                face["text"] = t.text.toStdString();
        }
    // A welcome: the game's title as the app's game box says it (the manifest's words).
    if (const auto g = body.find("game"); g != body.end() && g->is_string() && body.contains("usesDecks"))
        if (const auto* rules = games::findRules(g->get<std::string>())) {
            const std::string english = rules->info().title;
            const QString title = ReaderLanguage::translate("Manifest", english.c_str());
            body["title"] = (title.isEmpty() ? QString::fromStdString(english) : title).toStdString();
        }
    for (const char* key : {"prompt", "log", "view", "outcome", "error", "stops"})
        if (auto part = body.find(key); part != body.end())
            reword(*part, game);
    const core::Json nothing;
    const auto viewIt = body.find("view");
    const core::Json& view = viewIt != body.end() ? *viewIt : nothing;
    const auto facesIt = body.find("faces");
    const core::Json& faces = facesIt != body.end() ? *facesIt : nothing;
    // The names of the things the seat's view shows (in the reader's words by now), by id: a
    // move's argument that names one reads as its name.
    std::map<std::string, std::string> shown;
    namesInView(view, faces, shown);
    // Each legal move's kind, for the phone's buttons: the game's "<game>.action.<type>" sentence.
    if (auto legal = body.find("legal"); legal != body.end() && legal->is_array())
        for (auto& action : *legal) {
            const auto type = action.find("type");
            if (!action.is_object() || type == action.end() || !type->is_string())
                continue;
            const QString id = game + QStringLiteral(".action.") + QString::fromStdString(type->get<std::string>());
            if (const char* pattern = Messages::gameTemplateFor(id))
                action["label"] = ReaderLanguage::translate("rules", pattern).toStdString();
            // Arguments the game names (a spell, an element, a card's English name): in words.
            // An argument with a template of its own ("<game>.arg.<type>.<key>", else
            // "<game>.arg.<key>" in RuleMessages.js) reads as that template, its {placeholders}
            // filled from the move's arguments: an id the view names as that name, a seat number
            // {seat} as the seat's name, and for a number {key} also {keyNumber} (counted from
            // 1: "slot {slotNumber}") and {keyName} (the seat of that number, for "targetSeat").
            // An empty template, or an empty list, false or null, hides the argument (nothing a
            // person needs to read).
            core::Json words = core::Json::object();
            const auto args = action.find("args");
            if (args == action.end() || !args->is_object()) {
                continue;
            }
            QVariantMap filled;
            QSet<QString> unnamed; // arguments whose ref names nothing (a face-down card): "<...>.unnamed" words them
            for (const auto& [key, value] : args->items()) {
                const QString k = QString::fromStdString(key);
                // An index into the view ("<game>.ref.<type>.<key>", else "<game>.ref.<key>" in
                // RuleMessages.js' refs): {key} is what it points to, by name; {keyNumber} the
                // index counted from 1 (each, for a list). Only when every index names something.
                QString ref = Messages::gameRefFor(game + QStringLiteral(".ref.") +
                                                   QString::fromStdString(type->get<std::string>()) + QLatin1Char('.') + k);
                if (ref.isEmpty())
                    ref = Messages::gameRefFor(game + QStringLiteral(".ref.") + k);
                if (value.is_array() && !value.empty() &&
                    std::all_of(value.begin(), value.end(), [](const core::Json& v) { return v.is_number_integer(); })) {
                    QVariantList names, numbers;
                    for (const auto& v : value) {
                        const auto n = v.get<std::int64_t>();
                        if (!ref.isEmpty())
                            names << nameOf(atPath(view, ref, n, action), faces, game);
                        numbers << QVariant::fromValue(n + 1);
                    }
                    filled.insert(k + QStringLiteral("Number"), numbers);
                    if (!ref.isEmpty()) {
                        if (std::none_of(names.cbegin(), names.cend(), [](const QVariant& n) { return n.toString().isEmpty(); })) {
                            // The same one for every card ("by Gearjaw" for two cards): said once.
                            if (std::all_of(names.cbegin(), names.cend(), [&](const QVariant& n) { return n == names.first(); }))
                                names = {names.first()};
                            filled.insert(k, names);
                            continue;
                        }
                        unnamed.insert(k);
                    }
                }
                if (value.is_number_integer()) {
                    const auto n = value.get<std::int64_t>();
                    filled.insert(k, QVariant::fromValue(n));
                    filled.insert(k + QStringLiteral("Number"), QVariant::fromValue(n + 1));
                    filled.insert(k + QStringLiteral("Name"),
                                  Messages::substitute(QStringLiteral("{seat}"), {{QStringLiteral("seat"), QVariant::fromValue(n)}}));
                    if (!ref.isEmpty()) {
                        const core::Json* thing = atPath(view, ref, n, action);
                        if (const QString name = nameOf(thing, faces, game); !name.isEmpty()) {
                            filled.insert(k, name);
                        } else {
                            // A thing without a name (a Line's mark, a face-down servant): its fields,
                            // {key_field}, for a template that says what it is by them.
                            if (thing && thing->is_object())
                                for (const auto& [field, v] : thing->items())
                                    if (v.is_primitive())
                                        filled.insert(k + QLatin1Char('_') + QString::fromStdString(field), session::toVariant(v));
                            unnamed.insert(k);
                        }
                    }
                    continue;
                }
                auto named = [&](const core::Json& v) -> QVariant {
                    if (v.is_string())
                        if (const auto it = shown.find(v.get<std::string>()); it != shown.end())
                            return QString::fromStdString(it->second);
                    return session::toVariant(v);
                };
                if (value.is_array()) {
                    QVariantList list;
                    for (const auto& v : value)
                        list << named(v);
                    filled.insert(k, list);
                } else {
                    filled.insert(k, named(value));
                }
            }
            for (const auto& [key, value] : args->items()) {
                const QString k = QString::fromStdString(key);
                const QString own = game + QStringLiteral(".arg.") + QString::fromStdString(type->get<std::string>()) +
                                    QLatin1Char('.') + k;
                const char* argPattern = nullptr;
                // Nothing named there: the template if it speaks of the thing's fields and they
                // are all known, else "<...>.unnamed".
                if (unnamed.contains(k)) {
                    const char* own0 = Messages::gameTemplateFor(own);
                    if (!own0)
                        own0 = Messages::gameTemplateFor(game + QStringLiteral(".arg.") + k);
                    if (own0 && usesOnlyFilled(QString::fromUtf8(own0), k, filled))
                        argPattern = own0;
                }
                if (!argPattern && unnamed.contains(k)) {
                    argPattern = Messages::gameTemplateFor(own + QStringLiteral(".unnamed"));
                    if (!argPattern)
                        argPattern = Messages::gameTemplateFor(game + QStringLiteral(".arg.") + k + QStringLiteral(".unnamed"));
                }
                if (!argPattern)
                    argPattern = Messages::gameTemplateFor(own);
                if (!argPattern)
                    argPattern = Messages::gameTemplateFor(game + QStringLiteral(".arg.") + k);
                const bool empty = value.is_null() || (value.is_boolean() && !value.get<bool>()) ||
                                   (value.is_array() && value.empty());
                if (argPattern) {
                    words[key] = *argPattern && !empty
                                     ? Messages::substitute(ReaderLanguage::translate("rules", argPattern), filled).toStdString()
                                     : std::string();
                    continue;
                }
                if (!value.is_string())
                    continue;
                const QString v = QString::fromStdString(value.get<std::string>());
                const QString said = Messages::valueName(k, v);
                if (!said.isEmpty() && said != v)
                    words[key] = said.toStdString();
            }
            if (!words.empty())
                action["words"] = std::move(words);
        }
}

} // namespace tabletop::ui
