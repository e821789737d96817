#pragma once

#include "Schema.h"
#include "core/Json.h"

#include <filesystem>
#include <string>
#include <vector>

namespace tabletop::catalog {

// A problem in a card file. `index` is the card's position in its file (-1 when the problem
// is with the file itself), `cardId` its id when it has one.
struct CardIssue {
    std::string file; // path relative to the cards folder, e.g. "<game>/core.json"
    int index = -1;
    std::string cardId;
    std::string field;
    std::string message;
    // The schema keyword the card breaks (SchemaError::keyword; "required" also for the fields
    // every game shares), empty for problems of another kind.
    std::string keyword = {};
    // "<game>/core.json: card 4 (nt-005): field dp: must be integer, not string \"x\""
    std::string text() const;
    // As the rules' card loaders say it (they name cards from 0, as in the file's list):
    // 'card 4 (nt-005).dp: must be integer, not string "x"', 'card 0 (x1): field "level" is
    // required'; a problem with the file itself as text() says it.
    std::string rulesText() const;
};

struct CardRecord {
    std::string game;
    std::string set;  // the file's "set", or the file name without extension
    std::string file; // relative path, as in CardIssue
    int index = 0;
    core::Json data; // the card object as written
    // The card's name and text in other languages, from cards/<game>/i18n/<lang>.json:
    // {"ja": {"name": ..., "text": ...}}; empty when there is none.
    core::Json i18n = core::Json::object();
    std::string id() const { return data.value("id", std::string()); }
    std::string name() const { return data.value("name", std::string()); }
    // The name (or text) in `lang`, or the card's own when it has no translation there.
    std::string nameIn(const std::string& lang) const;
    std::string textIn(const std::string& lang) const;
};

// A field the catalog can filter and sort by, from the game's schema: enum fields give
// choices, integer and number fields give ranges.
struct FieldInfo {
    std::string name;
    std::string kind; // "choice", "range", "text"
    std::vector<std::string> choices;
    bool required = false;
};

// Which section of a deck a card goes to when the player does not say (the deck builder's
// double-click and Enter): the schema's "deckSectionOf", {"field": F, "values": {value: section},
// "otherwise": section}. A card whose field has no listed value goes to "otherwise" (or the
// first section when that is empty too); a game without the rule puts every card in its first section.
struct DeckSectionRule {
    std::string field;
    std::vector<std::pair<std::string, std::string>> values; // field value -> section
    std::string otherwise;
    bool empty() const { return field.empty(); }
    // The section for a card's data, or "" when the rule does not say.
    std::string sectionFor(const core::Json& card) const;
    core::Json toJson() const;
    static DeckSectionRule fromJson(const core::Json& j); // as toJson writes it; empty on anything else
};

struct GameCards {
    std::string game;
    core::Json cardSchema = core::Json::object();
    std::vector<FieldInfo> fields;
    std::vector<CardRecord> cards; // only cards that passed validation
    std::vector<CardIssue> issues;
    std::vector<std::string> deckSections;   // first one is where unsectioned lines go
    DeckSectionRule sectionRule;               // the schema's "deckSectionOf" (may be empty)
    std::vector<std::filesystem::path> decks; // starter decks, cards/<id>/decks/*.deck
    std::vector<std::string> languages;       // of the translation files read, sorted
    std::vector<std::string> cardNames() const;
};

// The games that have a folder under `root` (the cards folder), sorted.
std::vector<std::string> listCardGames(const std::filesystem::path& root);

// One card file's text, as loadGameCards read it (for loading from memory: tests, the fuzzer).
struct CardFileText {
    std::string name; // file name within the game's folder, e.g. "core.json"
    std::string text;
    bool readable = true;
};

// The entries a game derives for the collection from content of its own that is not card files
// (folders of scenarios, maps, character sheets): written as a schema.json and card files would
// be, and read and checked exactly as those are (ids, names, texts, the schema's fields as
// filters), with translation files as cards/<game>/i18n/<lang>.json. `issues`: problems the game
// found in its own files, each naming the file and the field.
struct DerivedEntries {
    std::string schemaText;
    std::vector<CardFileText> files;
    std::vector<std::pair<std::string, std::string>> translations; // language, file text
    std::vector<CardIssue> issues;
};
// A game's hook (games::GameEntry::collectionEntries): given the game's folder (cards/<game>/)
// and the user's data folder where the app saves content of its own (`savedRoot`, e.g. the
// encounters a map editor saved under <savedRoot>/<content folder>/<game>/; empty: none), its
// entries. Never throws on bad files.
using EntrySource = DerivedEntries (*)(const std::filesystem::path& gameFolder, const std::filesystem::path& savedRoot);

// Loads and validates every card file of one game (cards/<game>/*.json but schema.json). A bad
// file or card is reported in `issues` and left out; everything else still loads. With a hook
// (`source`), the game's entries are what the hook derives from its folder instead of the
// folder's own *.json files and schema.json (the hook reads those itself); decks and problems as
// without.
GameCards loadGameCards(const std::filesystem::path& root, const std::string& game, EntrySource source = nullptr,
                        const std::filesystem::path& savedRoot = {});
// The checks of loadGameCards on text already read: `schemaText` null when there is no
// schema.json. Never throws on any text (beyond std::bad_alloc). No starter decks.
GameCards loadGameCardsFromText(const std::string& game, const std::string* schemaText,
                                const std::vector<CardFileText>& files);

// A game's card translations: cards/<game>/i18n/<lang>.json,
//   {"game": "<game>", "language": "<lang>", "cards": {"<card id>": {"name": "...", "text": "..."}}}
// applied to `cards` (loadGameCards reads them). Every problem (a file that does not parse, a
// card id the game does not have, a name that is not a non-empty string) is an issue naming the
// file and the card; a card without a translation keeps its own text (the test of shipped
// translations, tst_catalog's translations_everyCardOfEveryGame, asks for all of them).
void applyTranslations(GameCards& cards, const std::string& lang, const std::string& fileText);

// Every file below `root` that the index depends on, with size and modification time, as
// one string: when it changes, the index is rebuilt.
std::string cardsFingerprint(const std::filesystem::path& root);

// Where the card data lives: $TABLETOP_CARDS_DIR, else <exeDir>/../share/tabletop/cards (an
// installed copy), else the source tree's cards/ compiled in for builds. Empty when none exists.
std::filesystem::path findCardsRoot(const std::filesystem::path& exeDir);

// The section names of a game's deck lists when its schema gives no "deckSections": main.
std::vector<std::string> defaultDeckSections(const std::string& game);

} // namespace tabletop::catalog
