#pragma once

#include "core/Json.h"

#include <QString>

namespace tabletop::ui {

// What a phone reads, in the phone's language (couch mode; net::LanHost::setPhoneWording): the
// phone page has no translations of the games, so the host words the frames it sends a phone.
// In `body` (a state, result or welcome frame), every message ({id, text, args} and an optional rule: a
// prompt, a log line, a refusal, the outcome's reason) gets its `text` from Messages, and every
// card (a "faces" entry, or a view object with a name and its card's id) its name and text from
// the game's card translations, in `language` ("en", "ja"); every legal action gets a "label",
// its kind of move ("<game>.action.<type>" of the game's RuleMessages.js), when the game names it,
// and "words": the arguments the game names (a spell, an element), as the reader's language says them.
// A welcome gets the game's "title" in that language.
// Other fields stay as they are (a phone sends back only an action's type and args).
void wordForReader(core::Json& body, const QString& language, const QString& game);

} // namespace tabletop::ui
