// bench_startup [--runs N] [APP [ARGS...]]
//
// Start-up time as a user waits for it: the wall clock from just before the process is
// created (fork) to the moment the app reports its first frame swapped on stdout
// (`tabletop --startup-time --quit-after-first-frame`). Unlike the app's own figure, which
// starts inside main(), this includes creating the process, loading and linking the binary
// and the Qt libraries, and static initialisers. Not included: the window manager mapping the
// window and the display showing the frame. Runs N times (default 10) and prints each run,
// the median and the slowest, with the app's own in-process figure beside it.
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
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    std::printf("start-up of %s, %d runs, platform %s\n", app.front().c_str(), runs,
                platform ? platform : (std::getenv("DISPLAY") ? "xcb (DISPLAY set)" : "default"));
    std::printf("figure: wall clock from fork() to the app's first-frame report on stdout (includes process creation, "
                "loading and linking the binary and Qt, static initialisers, QML loading, the first frame; not the "
                "window manager or the display)\n");
    std::vector<double> wall;
    for (int r = 0; r < runs; ++r) {
        Run run;
        if (!runOnce(app, run))
            return 1;
        wall.push_back(run.wallMs);
        std::printf("run %2d: %.0f ms from launch (the app's own figure from main(): %.0f ms)\n", r + 1, run.wallMs,
                    run.inProcessMs);
    }
    std::sort(wall.begin(), wall.end());
    std::printf("start-up from launch to first frame: median %.0f ms, slowest %.0f ms (%d runs)\n", wall[wall.size() / 2],
                wall.back(), runs);
    return 0;
}
