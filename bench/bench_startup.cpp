// bench_startup [--runs N] [APP [ARGS...]]
//
// Start-up time as a user waits for it: the wall clock from just before the process is
// created (fork) to the moment the app reports its first frame swapped on stdout
// (`tabletop --startup-time --quit-after-first-frame`). Unlike the app's own figure, which
// starts inside main(), this includes creating the process, loading and linking the binary
// and the Qt libraries, and static initialisers. Not included: the window manager mapping the
// window and the display showing the frame. Runs N times (default 10) and prints each run,
// the median and the slowest, with the app's own in-process figure beside it, and the app's
// private memory (RssAnon of /proc/self/status) at its first frame and one second later, at the
// home page at rest (`--memory-after 1000`), with the renderer the app chose (--renderer).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {
struct Run {
    double wallMs = 0;
    double inProcessMs = -1;
    long privateKb = -1;  // the app's RssAnon at its first frame
    long restingKb = -1;  // and a second later
    std::string renderer; // what the app chose (--renderer)
};

bool runOnce(const std::vector<std::string>& argv, Run& run)
{
    int fds[2];
    if (pipe(fds) != 0)
        return false;
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        close(fds[0]);
        close(fds[1]);
        std::vector<char*> args;
        for (const auto& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(fds[1]);
    std::string out;
    char buf[512];
    bool seen = false;
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) > 0) {
        out.append(buf, static_cast<std::size_t>(n));
        const auto at = out.find("start-up to first frame:");
        if (!seen && at != std::string::npos && out.find('\n', at) != std::string::npos) {
            run.wallMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            run.inProcessMs = std::atof(out.c_str() + at + std::strlen("start-up to first frame:"));
            seen = true;
        }
    }
    close(fds[0]);
    const std::string memoryKey = "private memory at the first frame:";
    if (const auto at = out.find(memoryKey); at != std::string::npos) {
        run.privateKb = std::atol(out.c_str() + at + memoryKey.size());
        const auto r = out.find("renderer: ", at);
        const auto end = r == std::string::npos ? r : out.find(')', r);
        if (end != std::string::npos)
            run.renderer = out.substr(r + 10, end - r - 10);
    }
    const std::string restingKey = "ms after the first frame:";
    if (const auto at = out.find(restingKey); at != std::string::npos)
        run.restingKb = std::atol(out.c_str() + at + restingKey.size());
    int status = 0;
    waitpid(pid, &status, 0);
    if (!seen)
        std::fprintf(stderr, "bench_startup: no first-frame report (exit status %d); output:\n%s\n", status, out.c_str());
    return seen;
}
} // namespace

int main(int argc, char** argv)
{
    int runs = 10;
    std::vector<std::string> app;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc && app.empty())
            runs = std::max(1, std::atoi(argv[++i]));
        else
            app.push_back(a);
    }
    if (app.empty())
        app.push_back(TABLETOP_APP);
    app.push_back("--startup-time");
    app.push_back("--quit-after-first-frame");
    app.push_back("--memory-after");
    app.push_back("1000");
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    std::printf("start-up of %s, %d runs, platform %s\n", app.front().c_str(), runs,
                platform ? platform : (std::getenv("DISPLAY") ? "xcb (DISPLAY set)" : "default"));
    std::printf("figure: wall clock from fork() to the app's first-frame report on stdout (includes process creation, "
                "loading and linking the binary and Qt, static initialisers, QML loading, the first frame; not the "
                "window manager or the display)\n");
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3)
        std::printf("cores: %ld, load average before: %.2f %.2f %.2f\n", sysconf(_SC_NPROCESSORS_ONLN), load[0], load[1],
                    load[2]);
    std::vector<double> wall;
    std::vector<long> memory, resting;
    std::string renderer;
    for (int r = 0; r < runs; ++r) {
        Run run;
        if (!runOnce(app, run))
            return 1;
        wall.push_back(run.wallMs);
        if (run.privateKb >= 0)
            memory.push_back(run.privateKb);
        if (run.restingKb >= 0)
            resting.push_back(run.restingKb);
        renderer = run.renderer;
        std::printf("run %2d: %.0f ms from launch (the app's own figure from main(): %.0f ms), private memory %ld kB, "
                    "%ld kB a second later\n",
                    r + 1, run.wallMs, run.inProcessMs, run.privateKb, run.restingKb);
    }
    std::sort(wall.begin(), wall.end());
    std::printf("start-up from launch to first frame: median %.0f ms, slowest %.0f ms (%d runs)\n", wall[wall.size() / 2],
                wall.back(), runs);
    if (!memory.empty()) {
        std::sort(memory.begin(), memory.end());
        std::printf("private memory (RssAnon) at the first frame: median %.1f MB, largest %.1f MB (renderer: %s)\n",
                    memory[memory.size() / 2] / 1024.0, memory.back() / 1024.0, renderer.c_str());
    }
    if (!resting.empty()) {
        std::sort(resting.begin(), resting.end());
        std::printf("private memory (RssAnon) at the home page a second later: median %.1f MB, largest %.1f MB\n",
                    resting[resting.size() / 2] / 1024.0, resting.back() / 1024.0);
    }
    return 0;
}
