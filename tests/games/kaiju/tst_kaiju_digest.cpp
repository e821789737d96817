// Kaiju City: the state digest (a direct walk of the state since record version 5) changes
// whenever any field of the state changes. The list of fields is read from KaijuState.h itself
// (tests/support/StateFields.h), so a field added there without a mutation here fails the
// coverage check. Saved version-4 records (hashed from toJson) still verify; the views and
// toJson keep their format.
#include "../../support/StateFields.h"
#include "core/Hash.h"
#include "core/Match.h"
#include "games/kaiju/KaijuRules.h"

#include <QtTest>

#include <fstream>
#include <functional>
#include <sstream>
#include <stdexcept>

using namespace tabletop;

// viewsFormatIsPinned: the states walked and the hash of their JSON (changed deliberately with the
// team cards: views name each seat's teamCard and teamValues, and the Storm Wing starter plays one;
// and with the city cards' ongoing effects in the Deep Chorus and Storm Wing planning decks; and
// with rules version 2's Move step: the phase "move" and combat.moveStep, and random games that
// choose their MOVE after the damage).
static constexpr int KAIJU_PINNED_STATES = 973;
static const char* const KAIJU_PINNED_VIEWS = "0c8e43171cca3887";
using games::kaiju::KaijuRules;
using games::kaiju::KaijuState;
using games::kaiju::Phase;

class TestKaijuDigest : public QObject {
    Q_OBJECT
private slots:
    void digestSeesEveryField()
    {
        const KaijuRules rules;
        core::MatchConfig c;
        c.game = "kaiju";
        c.seats = 2;
        core::Rng rng(5);
        auto base = rules.setup(c, rng);
        auto& state = static_cast<KaijuState&>(*base);
        // Something in every zone, so every field has something to change.
        state.city.push_back(games::kaiju::CityCard{state.seats[0].planningHand.back(), 0, 0});
        state.seats[0].planningHand.pop_back();
        state.seats[0].planningDiscard.push_back(state.seats[0].planningDeck.back());
        state.seats[0].planningDeck.pop_back();
        state.seats[0].combatDiscard.push_back(state.seats[0].combatDeck.back());
        state.seats[0].combatDeck.pop_back();
        state.seats[0].gloryPile.push_back(state.seats[0].planningDeck.back());
        state.seats[0].planningDeck.pop_back();

        // A challenge and a combat with a face-down card (the digest reads them even where the
        // phase would not hold both at once).
        state.challenge = games::kaiju::Challenge{0, 1, 1};
        games::kaiju::Combat combat;
        combat.fighters = {games::kaiju::Fighter{0, 0, 4, 2, 5}, games::kaiju::Fighter{1, 0, 3, 2, 5}};
        combat.attacks.push_back(games::kaiju::Play{state.seats[0].combatHand.back(), 1, 0, false});
        state.seats[0].combatHand.pop_back();
        combat.window = core::ResponseWindow::fixed({0, 1}, core::ResponseWindow::AfterLink::Continue);
        combat.moves.push_back(games::kaiju::MoveChoice{0, 2, -1}); // a side waiting in the Move step
        state.combat = combat;
        state.seats[1].team[0].scar = {games::kaiju::Card{9000, games::kaiju::builtInCards().indexOf("broken-horn")}};

        using Mutation = std::function<void(KaijuState&)>;
        const std::vector<std::pair<std::string, Mutation>> rows{
            {"options.gloryToWin", [](KaijuState& s) { ++s.options.gloryToWin; }},
            {"options.healOutside", [](KaijuState& s) { ++s.options.healOutside; }},
            {"turn", [](KaijuState& s) { ++s.turn; }},
            {"phase", [](KaijuState& s) { s.phase = Phase::Action; }},
            {"order", [](KaijuState& s) { std::swap(s.order[0], s.order[1]); }},
            {"cursor", [](KaijuState& s) { ++s.cursor; }},
            {"nextCardId", [](KaijuState& s) { ++s.nextCardId; }},
            {"city.card.id", [](KaijuState& s) { s.city[0].card.id += 1000; }},
            {"city.card.card", [](KaijuState& s) { s.city[0].card.card += 1; }},
            {"city.owner", [](KaijuState& s) { s.city[0].owner = 1; }},
            {"city.damage", [](KaijuState& s) { ++s.city[0].damage; }},
            {"seats.team.card", [](KaijuState& s) { s.seats[0].team[0].card += 1; }},
            {"seats.team.instance", [](KaijuState& s) { s.seats[0].team[0].instance = 777; }},
            {"seats.team.damage", [](KaijuState& s) { ++s.seats[0].team[0].damage; }},
            {"seats.team.active", [](KaijuState& s) { s.seats[0].team[0].active ^= true; }},
            {"seats.team.enteredCity", [](KaijuState& s) { s.seats[0].team[0].enteredCity ^= true; }},
            {"seats.energy", [](KaijuState& s) { ++s.seats[1].energy; }},
            {"seats.fury", [](KaijuState& s) { ++s.seats[1].fury; }},
            {"seats.glory", [](KaijuState& s) { ++s.seats[1].glory; }},
            {"seats.drawn", [](KaijuState& s) { s.seats[1].drawn ^= true; }},
            {"seats.teamCard", [](KaijuState& s) { s.seats[1].teamCard = games::kaiju::builtInCards().indexOf("titan-vigil"); }},
            {"seats.team.selected", [](KaijuState& s) { s.seats[0].team[0].selected ^= true; }},
            {"options.boxEnergy", [](KaijuState& s) { ++s.options.boxEnergy; }},
            {"options.firstRoundRestrictions", [](KaijuState& s) { s.options.firstRoundRestrictions ^= true; }},
            {"options.combatRedraw", [](KaijuState& s) { ++s.options.combatRedraw; }},
            {"options.rageAttacks", [](KaijuState& s) { s.options.rageAttacks ^= true; }},
            {"options.teamFights", [](KaijuState& s) { s.options.teamFights ^= true; }},
            {"challenge", [](KaijuState& s) { s.challenge.reset(); }},
            {"challenge.seat", [](KaijuState& s) { s.challenge->seat = 1; }},
            {"challenge.target", [](KaijuState& s) { s.challenge->target = 0; }},
            {"challenge.character", [](KaijuState& s) { s.challenge->character = 2; }},
            {"combat", [](KaijuState& s) { s.combat.reset(); }},
            {"combat.fighters.seat", [](KaijuState& s) { s.combat->fighters[0].seat = 1; }},
            {"combat.fighters.character", [](KaijuState& s) { s.combat->fighters[0].character = 1; }},
            {"combat.fighters.ferocity", [](KaijuState& s) { ++s.combat->fighters[0].ferocity; }},
            {"combat.fighters.agility", [](KaijuState& s) { ++s.combat->fighters[0].agility; }},
            {"combat.fighters.power", [](KaijuState& s) { ++s.combat->fighters[0].power; }},
            {"combat.round", [](KaijuState& s) { ++s.combat->round; }},
            {"combat.sword", [](KaijuState& s) { s.combat->sword = 1; }},
            {"combat.attacks.card.id", [](KaijuState& s) { s.combat->attacks[0].card.id += 1000; }},
            {"combat.attacks.card.card", [](KaijuState& s) { s.combat->attacks[0].card.card += 1; }},
            {"combat.attacks.target", [](KaijuState& s) { s.combat->attacks[0].target = 0; }},
            {"combat.attacks.rage", [](KaijuState& s) { s.combat->attacks[0].rage ^= true; }},
            {"combat.attacks.by", [](KaijuState& s) { s.combat->attacks[0].by = 1; }},
            {"combat.window", [](KaijuState& s) { s.combat->window.pass(); }},
            {"combat.scarStage", [](KaijuState& s) { s.combat->scarStage = 1; }},
            {"combat.rampage", [](KaijuState& s) { s.combat->rampage ^= true; }},
            {"combat.swordMove", [](KaijuState& s) { ++s.combat->swordMove; }},
            {"combat.collateral", [](KaijuState& s) { s.combat->collateral.push_back(1); }},
            {"combat.swordDeclared", [](KaijuState& s) { s.combat->swordDeclared ^= true; }},
            {"combat.moves.seat", [](KaijuState& s) { s.combat->moves[0].seat = 1; }},
            {"combat.moves.most", [](KaijuState& s) { ++s.combat->moves[0].most; }},
            {"combat.moves.declared", [](KaijuState& s) { s.combat->moves[0].declared = 1; }},
            {"combat.cityKo", [](KaijuState& s) { s.combat->cityKo ^= true; }},
            {"combat.moved", [](KaijuState& s) { ++s.combat->moved; }},
            {"seats.team.scar.id", [](KaijuState& s) { s.seats[1].team[0].scar[0].id += 1000; }},
            {"seats.team.scar.card", [](KaijuState& s) { s.seats[1].team[0].scar[0].card += 1; }},
        };
        // Every card zone: a card's instance id and its card, in the seat with cards there.
        using Zone = std::vector<games::kaiju::Card> games::kaiju::SeatState::*;
        using games::kaiju::SeatState;
        const std::vector<std::pair<std::string, Zone>> zones{
            {"planningDeck", &SeatState::planningDeck},       {"planningHand", &SeatState::planningHand},
            {"planningDiscard", &SeatState::planningDiscard}, {"combatDeck", &SeatState::combatDeck},
            {"combatHand", &SeatState::combatHand},           {"combatDiscard", &SeatState::combatDiscard},
            {"gloryPile", &SeatState::gloryPile}};
        auto allRows = rows;
        for (const auto& [zoneName, zone] : zones) {
            allRows.push_back({"seats." + zoneName + ".id", [zone](KaijuState& s) { (s.seats[0].*zone)[0].id += 1000; }});
            allRows.push_back({"seats." + zoneName + ".card", [zone](KaijuState& s) {
                                   auto& list = s.seats[0].*zone;
                                   list[0].card = list[0].card == 0 ? 1 : 0;
                               }});
        }
        const auto before = rules.stateDigest(state);
        std::set<std::string> names;
        for (const auto& [name, mutate] : allRows) {
            names.insert(name);
            KaijuState changed = state;
            mutate(changed);
            QVERIFY2(rules.stateDigest(changed) != before, name.c_str());
        }
        std::ifstream header(KAIJU_STATE_HEADER);
        std::stringstream text;
        text << header.rdbuf();
        const auto fields = statefields::paths(text.str(), "KaijuState");
        QVERIFY2(fields.size() > 20, "KaijuState.h was not read as expected");
        std::string missing;
        for (const auto& f : statefields::uncovered(fields, names))
            missing += " " + f;
        QVERIFY2(missing.empty(), ("fields of KaijuState with no row:" + missing).c_str());
    }


    // A record written by the program before the direct digest (record version 4, whose hashes
    // digest toJson): a random 3-seat game of 336 actions to 20 glory, with challenges, team
    // fights, scars and a rampage, made by rules version 1. Rules version 2 asks for MOVE after
    // the damage (the Move step), so the whole record no longer replays: at action 54 a side
    // played a MOVE card without declaring a move, which version 1 read as 0 and version 2 asks
    // about; loading it says so, naming both rules versions. Its first 53 actions (discard and
    // draw, planning, selection, an attack with its face-down cards) still load with every
    // version-4 hash checked, and are saved again as version 5 with the direct digest.
    void version4RecordStillVerifies()
    {
        const KaijuRules rules;
        std::ifstream in(std::string(KAIJU_RECORDS) + "/v4-random-3seats.json");
        QVERIFY(in.good());
        const core::Json whole = core::Json::parse(in);
        QCOMPARE(whole["version"].get<int>(), 4);
        QCOMPARE(whole["actions"].size(), 336u);
        QCOMPARE(whole["rules"]["version"].get<int>(), 1);
        try {
            core::Match::fromRecord(rules, whole, true);
            QFAIL("a rules version 1 record with an undeclared MOVE replayed under rules version 2");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).rfind("this game was recorded with Kaiju City rules version 1; this program "
                                                 "plays version 2, under which the record no longer replays (game "
                                                 "record: state hash differs after action 54",
                                                 0) == 0,
                     e.what());
        }
        constexpr std::size_t kPrefix = 53;
        core::Json v4 = whole;
        v4["actions"] = core::Json::array();
        for (std::size_t i = 0; i < kPrefix; ++i)
            v4["actions"].push_back(whole["actions"][i]);
        auto match = core::Match::fromRecord(rules, v4, true);
        QCOMPARE(match->history().size(), kPrefix);
        QCOMPARE(match->stateHash(4), v4["actions"].back()["hash"].get<std::string>());
        QVERIFY(match->stateHash() != match->stateHash(4)); // the direct digest from version 5 on

        const core::Json v5 = match->record();
        QCOMPARE(v5["version"].get<int>(), core::Match::kRecordVersion);
        QCOMPARE(v5["version"].get<int>(), 5);
        QCOMPARE(v5["rules"]["version"].get<int>(), 2);
        QCOMPARE(core::Match::fromRecord(rules, v5, true)->stateHash(), match->stateHash());

        // A tampered hash is caught at its action, in either version.
        core::Json bad = v4;
        bad["actions"][29]["hash"] = "0000000000000000";
        try {
            core::Match::fromRecord(rules, bad, true);
            QFAIL("a tampered version-4 hash verified");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("state hash differs after action 30") != std::string::npos, e.what());
        }
        // Version-5 hashes in a record that says version 4 do not verify: the version decides how.
        core::Json mislabelled = v5;
        mislabelled["version"] = 4;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, core::Match::fromRecord(rules, mislabelled, true));
        // A record of other rules that no longer verifies says which rules made it.
        bad["rules"]["version"] = 0;
        try {
            core::Match::fromRecord(rules, bad, true);
            QFAIL("a tampered record of rules version 0 verified");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).rfind("this game was recorded with Kaiju City rules version 0; this program "
                                                 "plays version ", 0) == 0,
                     e.what());
        }
        // Newer than this program: refused with both versions named.
        core::Json newer = v5;
        newer["version"] = core::Match::kRecordVersion + 1;
        try {
            core::Match::fromRecord(rules, newer, true);
            QFAIL("a record from a newer program loaded");
        } catch (const std::invalid_argument& e) {
            QCOMPARE(std::string(e.what()), "game record: version " + std::to_string(core::Match::kRecordVersion + 1) +
                                                " is newer than this program understands (" +
                                                std::to_string(core::Match::kRecordVersion) + ")");
        }
    }

    // Golden: every seat's view, the spectator's and toJson after every action of a few seeded
    // random games, hashed. The table reads these views and version-4 records hash toJson, so
    // building them faster must not change a key or a value (checked equal to the JSON the
    // views were built with before, key by key; update only for a deliberate format change).
    void viewsFormatIsPinned()
    {
        const KaijuRules rules;
        std::uint64_t all = 0;
        int states = 0;
        for (int seats = 2; seats <= 5; ++seats) {
            core::MatchConfig config;
            config.game = "kaiju";
            config.seats = seats;
            config.seed = static_cast<std::uint64_t>(40 + seats);
            core::Match match(rules, config);
            core::Rng chooser(config.seed * 7919);
            for (int step = 0; step < 250 && !match.outcome(); ++step) {
                std::string text = rules.toJson(match.state()).dump();
                for (int v = -1; v < seats; ++v)
                    text += rules.viewFor(match.state(), v < 0 ? std::nullopt : std::optional<core::Seat>(v)).dump();
                all = all * 31 + core::fnv1a64(text);
                ++states;
                const auto prompt = match.prompt();
                const auto seat = prompt.seats[chooser.below(prompt.seats.size())];
                const auto legal = match.legalActions(seat);
                QVERIFY(match.submit(legal[chooser.below(legal.size())]).accepted);
            }
        }
        QCOMPARE(states, KAIJU_PINNED_STATES);
        QCOMPARE(QString::fromStdString(core::hashToHex(all)), QString::fromLatin1(KAIJU_PINNED_VIEWS));
    }
};

QTEST_APPLESS_MAIN(TestKaijuDigest)
#include "tst_kaiju_digest.moc"
