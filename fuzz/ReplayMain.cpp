// A driver for the fuzz targets without libFuzzer: the CI samples (tests/fuzz, tests/net).
// Built with the project's own compiler into the normal build, it links one fuzz_<target>.cpp
// (its LLVMFuzzerTestOneInput) to the same libraries the app uses, replays every input of the
// corpus folders or files it is given (every kept crash among them), then runs -runs=N new
// inputs made from them by fixed-seed mutations: bytes flipped, inserted, deleted, repeated,
// JSON tokens and edge numbers dropped in, two inputs spliced. No coverage guidance and no
// sanitizers: that is scripts/fuzz.sh (clang, libFuzzer, ASan and UBSan), the long run. What
// this one catches is what a target itself checks (fuzz::fail traps), an exception escaping,
// and a crash; the input of a finding is written to FUZZ_CRASH_DIR (default: the working
// folder) as replay-<target>-crash, and running the driver on that file replays it.
//   fuzz_replay_<target> [-runs=N] [-seed=S] [-max_len=L] PATH...
#include <algorithm>
#include <array>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

#ifndef FUZZ_TARGET_NAME
#define FUZZ_TARGET_NAME "target"
#endif

namespace {

// The input being run, for the signal handler (which may only use async-signal-safe calls).
const std::uint8_t* g_data = nullptr;
std::size_t g_size = 0;
char g_crashPath[4096] = {};

void writeAll(int fd, const void* p, std::size_t n)
{
    const char* c = static_cast<const char*>(p);
    while (n > 0) {
        const ssize_t w = ::write(fd, c, n);
        if (w <= 0)
            return;
        c += w;
        n -= static_cast<std::size_t>(w);
    }
}

extern "C" void onCrash(int sig)
{
    const int fd = ::open(g_crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        if (g_data)
            writeAll(fd, g_data, g_size);
        ::close(fd);
    }
    static const char msg[] = "\nfuzz replay: the input that crashed is in ";
    writeAll(2, msg, sizeof msg - 1);
    writeAll(2, g_crashPath, std::strlen(g_crashPath));
    writeAll(2, "\n", 1);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

using Bytes = std::vector<std::uint8_t>;

// Tokens that matter to JSON readers, deck lists and the frame decoder.
const char* const kTokens[] = {
    "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u0000", "\\ud800", "null", "true", "false",
    "0", "-1", "1e309", "-0", "2147483648", "9223372036854775808", "-9223372036854775809",
    "1.5", "\"\"", "{}", "[]", "\"type\"", "\"args\"", "\"seat\"", "\"id\"", "\"cards\"",
    "\"count\"", "\"name\"", "\n", "\r\n", "\t", " ", "#", "x", "99", "100", "\xff", "\xc3\xa9",
};

class Mutator {
public:
    explicit Mutator(std::uint64_t seed) : m_rng(seed) {}

    std::size_t below(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(m_rng); }

    Bytes mutate(Bytes b, const std::vector<Bytes>& pool, std::size_t maxLen)
    {
        const std::size_t steps = 1 + below(4);
        for (std::size_t s = 0; s < steps; ++s)
            step(b, pool);
        if (b.size() > maxLen)
            b.resize(maxLen);
        return b;
    }

private:
    void step(Bytes& b, const std::vector<Bytes>& pool)
    {
        switch (below(9)) {
        case 0: // flip a bit
            if (!b.empty())
                b[below(b.size())] ^= static_cast<std::uint8_t>(1u << below(8));
            break;
        case 1: // a random byte in place
            if (!b.empty())
                b[below(b.size())] = static_cast<std::uint8_t>(below(256));
            break;
        case 2: // insert random bytes
        {
            const std::size_t at = below(b.size() + 1);
            const std::size_t n = 1 + below(8);
            for (std::size_t i = 0; i < n; ++i)
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), static_cast<std::uint8_t>(below(256)));
            break;
        }
        case 3: // delete a range
            if (!b.empty()) {
                const std::size_t at = below(b.size());
                const std::size_t n = 1 + below(std::min<std::size_t>(b.size() - at, 32));
                b.erase(b.begin() + static_cast<std::ptrdiff_t>(at), b.begin() + static_cast<std::ptrdiff_t>(at + n));
            }
            break;
        case 4: // repeat a range
            if (!b.empty() && b.size() < 100000) {
                const std::size_t at = below(b.size());
                const std::size_t n = 1 + below(std::min<std::size_t>(b.size() - at, 64));
                const Bytes piece(b.begin() + static_cast<std::ptrdiff_t>(at), b.begin() + static_cast<std::ptrdiff_t>(at + n));
                const std::size_t times = 1 + below(4);
                for (std::size_t t = 0; t < times; ++t)
                    b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), piece.begin(), piece.end());
            }
            break;
        case 5: // a token in
        case 6: {
            const std::string_view tok = kTokens[below(std::size(kTokens))];
            const std::size_t at = below(b.size() + 1);
            if (below(2) == 0 && at < b.size()) { // over what is there
                const std::size_t n = std::min(tok.size(), b.size() - at);
                std::copy_n(tok.begin(), n, b.begin() + static_cast<std::ptrdiff_t>(at));
            } else {
                b.insert(b.begin() + static_cast<std::ptrdiff_t>(at), tok.begin(), tok.end());
            }
            break;
        }
        case 7: // an edge value in a byte
            if (!b.empty())
                b[below(b.size())] = std::array<std::uint8_t, 6>{0, 1, 0x7f, 0x80, 0xfe, 0xff}[below(6)];
            break;
        default: // splice with another input
            if (!pool.empty()) {
                const Bytes& other = pool[below(pool.size())];
                const std::size_t cut = below(b.size() + 1);
                const std::size_t from = below(other.size() + 1);
                b.resize(cut);
                b.insert(b.end(), other.begin() + static_cast<std::ptrdiff_t>(from), other.end());
            }
            break;
        }
    }

    std::mt19937_64 m_rng; // test tooling with a fixed seed, not a game's randomness
};

bool readFile(const std::filesystem::path& p, Bytes& out)
{
    std::ifstream in(p, std::ios::binary);
    if (!in)
        return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return true;
}

void run(const Bytes& b)
{
    g_data = b.data();
    g_size = b.size();
    LLVMFuzzerTestOneInput(b.data(), b.size());
    g_data = nullptr;
    g_size = 0;
}

} // namespace

int main(int argc, char** argv)
{
    long long runs = 0;
    std::uint64_t seed = 1;
    std::size_t maxLen = 4096;
    std::vector<std::filesystem::path> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("-runs=", 0) == 0)
            runs = std::atoll(a.c_str() + 6);
        else if (a.rfind("-seed=", 0) == 0)
            seed = std::strtoull(a.c_str() + 6, nullptr, 10);
        else if (a.rfind("-max_len=", 0) == 0)
            maxLen = static_cast<std::size_t>(std::atoll(a.c_str() + 9));
        else if (!a.empty() && a[0] == '-') {
            std::fprintf(stderr, "fuzz replay: unknown option %s (known: -runs=N -seed=S -max_len=L)\n", a.c_str());
            return 2;
        } else
            paths.emplace_back(a);
    }

    const char* dir = std::getenv("FUZZ_CRASH_DIR");
    std::snprintf(g_crashPath, sizeof g_crashPath, "%s/replay-%s-crash", dir && *dir ? dir : ".", FUZZ_TARGET_NAME);
    for (int sig : {SIGSEGV, SIGABRT, SIGILL, SIGFPE, SIGBUS, SIGTRAP})
        std::signal(sig, onCrash);

    std::vector<Bytes> corpus;
    for (const auto& p : paths) {
        std::error_code ec;
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(p, ec)) {
            for (const auto& e : std::filesystem::directory_iterator(p, ec))
                if (e.is_regular_file())
                    files.push_back(e.path());
            std::sort(files.begin(), files.end()); // the same order on every machine
        } else {
            files.push_back(p);
        }
        for (const auto& f : files) {
            Bytes b;
            if (!readFile(f, b)) {
                std::fprintf(stderr, "fuzz replay: cannot read %s\n", f.string().c_str());
                return 2;
            }
            std::fprintf(stderr, "replay %s (%zu bytes)\n", f.string().c_str(), b.size());
            run(b);
            corpus.push_back(std::move(b));
        }
    }
    if (corpus.empty())
        corpus.emplace_back();

    Mutator m(seed);
    std::vector<Bytes> recent; // mutations stack on earlier mutants as well as on the seeds
    for (long long r = 0; r < runs; ++r) {
        const bool fromRecent = !recent.empty() && m.below(4) == 0;
        const Bytes& base = fromRecent ? recent[m.below(recent.size())] : corpus[m.below(corpus.size())];
        Bytes b = m.mutate(base, corpus, maxLen);
        run(b);
        if (recent.size() < 64)
            recent.push_back(std::move(b));
        else
            recent[m.below(recent.size())] = std::move(b);
    }
    std::fprintf(stderr, "fuzz replay %s: %zu inputs replayed, %lld mutated inputs run (seed %llu), no finding\n",
                 FUZZ_TARGET_NAME, corpus.size(), runs, static_cast<unsigned long long>(seed));
    return 0;
}
