// libFuzzer target: the card-file loaders, from JSON text.
//  - catalog::loadGameCardsFromText (what the collection browser and `deck check` load from
//    cards/<game>/), with the input as a card file under each game's real schema, and as the
//    schema itself over the game's real card file;
//  - games/neotokyo's parseCardSet (the embedded card data; the same function reads the
//    built-in file) with the real schema, and with the input as the schema;
//  - games/grimoire's parseCardSet, and games/servants' and games/kaiju's (with the real schema).
// None may throw or crash on any text: a bad file or card is an issue in the list it returns.
#include "FuzzInput.h"
#include "catalog/CardFiles.h"
#include "games/grimoire/CardData.h"
#include "games/kaiju/CardData.h"
#include "games/neotokyo/CardData.h"
#include "games/servants/CardData.h"

#include <fstream>
#include <sstream>

using namespace tabletop;

namespace {
// The real files, read once from the source tree (FUZZ_CARDS_DIR overrides).
std::string readCards(const std::string& rel)
{
    const char* dir = std::getenv("FUZZ_CARDS_DIR");
    std::ifstream in(std::string(dir && *dir ? dir : TABLETOP_CARDS_DIR) + "/" + rel, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string ntSchema = readCards("neotokyo/schema.json");
    // A few cards only: the schema mode parses this file on every run.
    static const std::string ntCards = [] {
        auto doc = core::Json::parse(readCards("neotokyo/core.json"));
        doc["cards"].erase(doc["cards"].begin() + 6, doc["cards"].end());
        return doc.dump();
    }();
    static const std::string grSchema = readCards("grimoire/schema.json");
    static const std::string grCards = readCards("grimoire/cards.json");
    static const std::string szSchema = readCards("servants/schema.json");
    static const std::string kcSchema = readCards("kaiju/schema.json");
    const std::string text(reinterpret_cast<const char*>(data), size);

    (void)catalog::loadGameCardsFromText("neotokyo", &ntSchema, {{"fuzz.json", text, true}});
    (void)catalog::loadGameCardsFromText("grimoire", &grSchema, {{"fuzz.json", text, true}});
    (void)catalog::loadGameCardsFromText("neotokyo", &text, {{"core.json", ntCards, true}});
    (void)catalog::loadGameCardsFromText("grimoire", nullptr, {{"cards.json", text, true}});

    std::vector<std::string> errors;
    (void)games::neotokyo::parseCardSet(text, ntSchema, errors);
    errors.clear();
    (void)games::neotokyo::parseCardSet(ntCards, text, errors);
    errors.clear();
    (void)games::grimoire::parseCardSet(text, errors);
    errors.clear();
    (void)games::servants::parseCardSet(text, szSchema, errors);
    errors.clear();
    (void)games::kaiju::parseCardSet(text, kcSchema, errors);
    return 0;
}
