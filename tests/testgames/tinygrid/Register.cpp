// Linked into each test program of this folder: the game joins the registry before main(), so
// the shipped code (CLI commands, MatchHost, LAN host and client, GameController) finds it by id.
#include "TinyGridRules.h"
#include "games/Registry.h"

namespace {
const tinygrid::TinyGridRules rules;
const bool registered = (tabletop::games::registerGame({rules.info(), &rules}), true);
} // namespace
