// bench_catalog: a generated catalog of 35,000 cards. Prints the time to build the index, to
// load it again (open, check it is current, first page of results) and the latency of
// search-as-you-type (every prefix of typed words, as the browser queries them).
//   bench_catalog [--cards N] [--words N] [--page N]   (page: rows fetched per keystroke)
// --words 0 builds and loads only; TABLETOP_INDEX_PHASES=1 prints the build's phases (stderr).
#include "catalog/CatalogIndex.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <time.h>

using namespace tabletop::catalog;

namespace {

const char* kSyllables[] = {"ka", "ri", "to", "shi", "n", "mi", "sa", "ra", "e", "va", "zu", "ko", "lo", "an", "gel",
                            "fire", "tide", "storm", "iron", "ash", "moon", "sun", "blade", "song"};
const char* kWords[] = {"draw", "card", "destroy", "target", "unit", "discard", "angel", "battle", "line", "group",
                        "return", "hand", "deck", "gain", "lose", "power", "each", "player", "turn", "attack"};

std::string word(std::mt19937& rng, int syllables)
{
    std::string w;
    for (int i = 0; i < syllables; ++i)
        w += kSyllables[rng() % std::size(kSyllables)];
    return w;
}

void generate(const std::filesystem::path& root, int count)
{
    std::filesystem::create_directories(root / "benchgame");
    std::ofstream(root / "benchgame" / "schema.json") << R"({"type":"object","required":["id","name","type","text"],
"properties":{"id":{"type":"string"},"name":{"type":"string"},"text":{"type":"string"},
"type":{"type":"string","enum":["character","event","angel","item"]},
"colour":{"type":"string","enum":["red","blue","green","purple","white"]},
"cost":{"type":"integer","minimum":0,"maximum":9},"dp":{"type":"integer","minimum":0,"maximum":20},
"rarity":{"type":"string","enum":["common","uncommon","rare"]}}})";
    std::mt19937 rng(7);
    const char* types[] = {"character", "event", "angel", "item"};
    const char* colours[] = {"red", "blue", "green", "purple", "white"};
    const char* rarities[] = {"common", "uncommon", "rare"};
    const int perSet = 5000;
    for (int set = 0; set * perSet < count; ++set) {
        tabletop::core::Json cards = tabletop::core::Json::array();
        for (int i = set * perSet; i < std::min(count, (set + 1) * perSet); ++i) {
            std::string text;
            for (int w = 0; w < 12; ++w)
                text += std::string(w ? " " : "") + kWords[rng() % std::size(kWords)];
            std::string name = word(rng, 2 + static_cast<int>(rng() % 2));
            name[0] = static_cast<char>(std::toupper(name[0]));
            name += " " + word(rng, 2);
            cards.push_back({{"id", "b-" + std::to_string(i)},
                             {"name", name},
                             {"type", types[rng() % 4]},
                             {"text", text + "."},
                             {"colour", colours[rng() % 5]},
                             {"cost", static_cast<int>(rng() % 10)},
                             {"dp", static_cast<int>(rng() % 21)},
                             {"rarity", rarities[rng() % 3]}});
        }
        std::ofstream(root / "benchgame" / ("set" + std::to_string(set) + ".json"))
            << tabletop::core::Json{{"game", "benchgame"}, {"set", "s" + std::to_string(set)}, {"cards", cards}}.dump();
    }
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<std::size_t>(p * (v.size() - 1) + 0.5))];
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    int count = 35000;
    int words = 200;
    int page = SearchQuery().limit;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--cards"))
            count = args[i + 1].toInt();
        if (args[i] == QLatin1String("--words"))
            words = args[i + 1].toInt();
        if (args[i] == QLatin1String("--page"))
            page = args[i + 1].toInt();
    }
    QTemporaryDir tmp;
    tmp.setAutoRemove(!qEnvironmentVariableIsSet("BENCH_KEEP"));
    if (!tmp.autoRemove())
        std::printf("keeping %s\n", qPrintable(tmp.path()));
    const std::filesystem::path root = (tmp.path() + QStringLiteral("/cards")).toStdString();
    generate(root, count);
    const QString db = tmp.path() + QStringLiteral("/catalog.sqlite");

    QElapsedTimer t;
    const double buildCpu0 = processCpuMs();
    t.start();
    {
        CatalogIndex index(db, root, QStringLiteral("build"));
        QString error;
        if (!index.open(&error) || !index.rebuild({}, &error)) {
            std::fprintf(stderr, "bench_catalog: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("cards: %d (full-text: %s)\n", index.cardCount(), qPrintable(index.textSearchMode()));
    }
    std::printf("build index from card files: %.0f ms (target < 500 ms)\n", t.nsecsElapsed() / 1e6);
    std::printf("  CPU time of the build, every thread: %.0f ms\n", processCpuMs() - buildCpu0);

    // Load from the index, as the app starts: open, see it is current, show the first page.
    std::vector<double> loads;
    for (int run = 0; run < 5; ++run) {
        t.restart();
        CatalogIndex index(db, root, QStringLiteral("load%1").arg(run));
        index.open();
        if (!index.isCurrent()) {
            std::fprintf(stderr, "bench_catalog: the index should be current\n");
            return 1;
        }
        SearchQuery q;
        q.game = QStringLiteral("benchgame");
        const auto r = index.search(q);
        index.fields(q.game);
        loads.push_back(t.nsecsElapsed() / 1e6);
        if (run == 0)
            std::printf("first page: %lld of %d cards\n", static_cast<long long>(r.rows.size()), r.total);
    }
    std::printf("load from index (open, check current, first page): median %.1f ms, max %.1f ms (target < 300 ms)\n",
                percentile(loads, 0.5), percentile(loads, 1.0));

    // Search as you type: words of names and rules text, one query per keystroke.
    CatalogIndex index(db, root, QStringLiteral("search"));
    index.open();
    std::mt19937 rng(11);
    std::vector<double> lat;
    // BENCH_VERBOSE=1 lists the keystrokes slower than BENCH_SLOW_MS (default 40).
    const double slowMs = qEnvironmentVariableIsSet("BENCH_SLOW_MS") ? qEnvironmentVariable("BENCH_SLOW_MS").toDouble() : 40;
    std::vector<double> cpu; // CPU time of this thread: what the query costs when the machine is not busy
    std::vector<double> counts; // the exact total, asked once the user stops typing a word
    std::vector<double> both;   // page and exact count together, every keystroke
    long long rows = 0;
    for (int w = 0; w < words; ++w) {
        const std::string target = (w % 3 == 0) ? kWords[rng() % std::size(kWords)] : word(rng, 2);
        for (std::size_t len = 1; len <= target.size(); ++len) {
            SearchQuery q;
            q.game = QStringLiteral("benchgame");
            q.text = QString::fromStdString(target.substr(0, len));
            q.limit = page;
            if (w % 4 == 1)
                q.filters.push_back({QStringLiteral("colour"), {QStringLiteral("red")}, {}, {}});
            if (w % 4 == 2)
                q.filters.push_back({QStringLiteral("cost"), {}, 2.0, 5.0});
            if (w % 5 == 3)
                q.sortField = QStringLiteral("dp");
            // As the browser does: the page at once, the exact count when typing pauses.
            q.countExact = false;
            t.restart();
            const double cpu0 = threadCpuMs();
            const auto r = index.search(q);
            lat.push_back(t.nsecsElapsed() / 1e6);
            cpu.push_back(threadCpuMs() - cpu0);
            q.countExact = true;
            t.restart();
            index.search(q);
            both.push_back(t.nsecsElapsed() / 1e6);
            if (len == target.size()) {
                t.restart();
                index.count(q);
                counts.push_back(t.nsecsElapsed() / 1e6);
            }
            if (qEnvironmentVariableIsSet("BENCH_VERBOSE") && lat.back() > slowMs)
                std::printf("  slow: %.1f ms \"%s\" filter %d sort %s, %d matches\n", lat.back(), qPrintable(q.text),
                            w % 4, qPrintable(q.sortField), r.total);
            rows += r.rows.size();
        }
    }
    std::printf("search as you type: %zu keystrokes, p50 %.1f ms, p95 %.1f ms, max %.1f ms (target p95 < 16.7 ms, one frame)\n",
                lat.size(), percentile(lat, 0.5), percentile(lat, 0.95), percentile(lat, 1.0));
    std::printf("  with the exact count on every keystroke too: p50 %.1f ms, p95 %.1f ms\n", percentile(both, 0.5),
                percentile(both, 0.95));
    std::printf("  exact count when typing pauses: p50 %.1f ms, p95 %.1f ms\n", percentile(counts, 0.5),
                percentile(counts, 0.95));
    std::printf("  CPU time per keystroke: p50 %.1f ms, p95 %.1f ms (wall time includes waiting for a busy machine)\n",
                percentile(cpu, 0.5), percentile(cpu, 0.95));
    double load[3] = {0, 0, 0};
    if (FILE* f = std::fopen("/proc/loadavg", "r")) {
        if (std::fscanf(f, "%lf %lf %lf", &load[0], &load[1], &load[2]) != 3)
            load[0] = 0;
        std::fclose(f);
    }
    std::printf("  machine load average while measuring: %.2f on %d cores\n", load[0], QThread::idealThreadCount());
    std::printf("figures: wall time in this process; \"load\" is opening the SQLite index, checking it is current and "
                "fetching the first page of results (not building the index, not drawing anything); \"search as you "
                "type\" is one query per keystroke returning one page (not the exact count unless said, not the "
                "model or QML updating)\n");
    return rows >= 0 ? 0 : 1;
}
