#include "PhoneWording.h"

#include "CardTexts.h"
#include "Messages.h"
#include "session/JsonBridge.h"

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
            core::Json words = core::Json::object();
            if (const auto args = action.find("args"); args != action.end() && args->is_object())
                for (const auto& [key, value] : args->items()) {
                    if (!value.is_string())
                        continue;
                    const QString v = QString::fromStdString(value.get<std::string>());
                    const QString said = Messages::valueName(QString::fromStdString(key), v);
                    if (!said.isEmpty() && said != v)
                        words[key] = said.toStdString();
                }
            if (!words.empty())
                action["words"] = std::move(words);
        }
    for (const char* key : {"prompt", "log", "view", "outcome", "error"})
        if (auto part = body.find(key); part != body.end())
            reword(*part, game);
}

} // namespace tabletop::ui
