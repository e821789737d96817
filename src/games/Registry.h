#pragma once

#include "catalog/CardFiles.h"
#include "core/DeckShape.h"
#include "core/GameRules.h"

#include <string_view>
#include <vector>

namespace tabletop::games {

// The manifest: every game the client knows, in display order. A game not yet playable has
// info() only (playable = false) and no rules.
struct GameEntry {
    core::GameInfo info;
    const core::GameRules* rules = nullptr; // null when not yet playable
    // For games that use decks: the sections and card names a deck may have (core::DeckShape).
    core::DeckShape (*deckShape)() = nullptr;
    // For games whose content is not card files (their own folders of data): the entries the
    // collection lists, derived from the game's folder of cards/ (catalog::EntrySource).
    catalog::EntrySource collectionEntries = nullptr;
};

// The built-in games, then those added by registerGame, in the order they were added.
const std::vector<GameEntry>& allGames();
const core::GameRules* findRules(std::string_view id);
const GameEntry* findGame(std::string_view id);

// Adds a game at run time, after the built-in ones: for test programs that bring a game of their
// own (a throwaway game defined under tests/) and then use the shipped code unchanged; the app and
// tabletop-cli never call it. `entry.rules` must outlive every use of the registry (a static).
// Call it before anything holds a GameEntry pointer or a reference into allGames() (at start-up,
// e.g. from a static initializer), because it may move the list. Throws std::invalid_argument
// when the id is empty or already registered.
void registerGame(GameEntry entry);

// The shape a deck of this game must have (sections, known card names, bounds); a game without
// deck data gets the bounds only. See core::validateDeckShape.
core::DeckShape deckShape(std::string_view id);

// The game's hook for the collection's entries (GameEntry::collectionEntries), or null: what
// catalog::CatalogIndex::setEntrySources asks.
catalog::EntrySource collectionEntries(const std::string& id);

// The one deck check for any deck from outside (a file, a LAN guest, a save, the deck builder):
// its shape first (core::validateDeckShape: objects, known names, counts 1-99, bounded sizes),
// and only a deck of the right shape goes on to the game's own rules (GameRules::checkDeck).
// Empty: legal. Never throws on any JSON value.
std::vector<core::Message> checkDeck(const core::GameRules& rules, const core::Json& deck);

} // namespace tabletop::games
