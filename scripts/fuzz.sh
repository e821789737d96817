#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ (clang + libFuzzer, ASan + UBSan) and runs them.
#   scripts/fuzz.sh TARGET [SECONDS] [libFuzzer flags...]   one target (default 60 s; 0 = no limit)
#   scripts/fuzz.sh all [SECONDS] [flags...]                 every target in turn, SECONDS each
#   scripts/fuzz.sh build                                    build only
#   scripts/fuzz.sh [SECONDS] [flags...]                     the frame decoder (the old form)
# Targets: frames (LAN frame decoder + message validator), actions (Match::submit, every
# playable game), records (Match::fromRecord), decklists (deck-list parsers + the deck gate),
# cardfiles (card-file loaders). Examples:
#   scripts/fuzz.sh actions 600           ten minutes of mutated actions
#   scripts/fuzz.sh all 3600              one CPU-hour per target, one after another
#   scripts/fuzz.sh records 0 -runs=3000  what CI does (tests/fuzz): the seed corpus plus 3000 runs
# Seeds: fuzz/corpus/<target>/ (kept in git); the growing corpus: $FUZZ_OUT/corpus/<target>/.
# Findings: $FUZZ_OUT/<target>-crash-* (replay one: $FUZZ_OUT/cmake/fuzz_<target> FILE); keep
# the fixed ones in fuzz/corpus/<target>/. Needs clang (Debian 12: apt-get install clang-16
# libclang-rt-16-dev). Environment: FUZZ_CXX (default: the newest of clang++-16, clang++-15,
# clang++), FUZZ_OUT (build-fuzz), FUZZ_JOBS (build jobs, 2); FUZZ_SEEDS_ONLY=1 (the CTest
# samples) runs on the seeds alone and keeps nothing new.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS=(frames actions records decklists cardfiles)
TARGET=${1:-frames}
if [[ "$TARGET" =~ ^[0-9]+$ ]]; then
    TARGET=frames # scripts/fuzz.sh 600 [flags]: the old form
else
    shift || true
fi
SECONDS_TO_RUN=${1:-60}
shift || true
# The newest clang from Debian that is installed: clang 14 (Debian 12's default) cannot compile
# the core (a lambda capturing a structured binding, C++20), clang-16 can:
#   apt-get install clang-16 libclang-rt-16-dev
if [ -z "${FUZZ_CXX:-}" ]; then
    for c in clang++-16 clang++-15 clang++; do
        command -v "$c" >/dev/null && { FUZZ_CXX=$c; break; }
    done
fi
CXX=${FUZZ_CXX:-clang++-16}
OUT=$(realpath -m "${FUZZ_OUT:-build-fuzz}")
if ! command -v "$CXX" >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang-16 libclang-rt-16-dev
    else
        echo "fuzz.sh: $CXX not found (as root: apt-get install clang-16 libclang-rt-16-dev)" >&2
        exit 1
    fi
fi

build() {
    # Only the std-only libraries and the targets, in a build of their own (fuzz/CMakeLists.txt).
    # Several callers (CTest runs the samples in parallel) may get here at once: one builds.
    mkdir -p "$OUT"
    exec 9>"$OUT/.build-lock"
    flock 9
    if [ ! -f "$OUT/cmake/build.ninja" ]; then
        cmake -S fuzz -B "$OUT/cmake" -G Ninja -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_BUILD_TYPE=None >/dev/null
    fi
    cmake --build "$OUT/cmake" --parallel "${FUZZ_JOBS:-2}" --target "$@" >"$OUT/build.log" 2>&1 \
        || { cat "$OUT/build.log" >&2; exit 1; }
    flock -u 9
}

# Stack traces with file and line: the symbolizer of the same LLVM when there is one.
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ]; then
    for s in /usr/lib/llvm-16/bin/llvm-symbolizer /usr/lib/llvm-15/bin/llvm-symbolizer /usr/lib/llvm-14/bin/llvm-symbolizer; do
        [ -x "$s" ] && { export ASAN_SYMBOLIZER_PATH=$s; break; }
    done
fi

run() {
    local t=$1
    shift
    mkdir -p "$OUT/corpus/$t"
    cp -n fuzz/corpus/"$t"/* "$OUT/corpus/$t/" 2>/dev/null || true
    local args=(-artifact_prefix="$OUT/$t-" -print_final_stats=1)
    [ "$t" = frames ] && args+=(-max_len=70000)
    [ "$SECONDS_TO_RUN" != 0 ] && args+=(-max_total_time="$SECONDS_TO_RUN")
    if [ -n "${FUZZ_SEEDS_ONLY:-}" ]; then
        # CI: the kept seeds only (what grew in earlier runs is not replayed), new finds discarded.
        local scratch
        scratch=$(mktemp -d)
        echo "== fuzz_$t: seeds of fuzz/corpus/$t, then new inputs" >&2
        local status=0
        "$OUT/cmake/fuzz_$t" "${args[@]}" "$@" "$scratch" "fuzz/corpus/$t" || status=$?
        rm -rf "$scratch"
        return $status
    fi
    echo "== fuzz_$t: ${SECONDS_TO_RUN}s (0 = until -runs or forever), corpus $OUT/corpus/$t" >&2
    "$OUT/cmake/fuzz_$t" "${args[@]}" "$@" "$OUT/corpus/$t"
}

case "$TARGET" in
build)
    build "${TARGETS[@]/#/fuzz_}"
    ;;
all)
    build "${TARGETS[@]/#/fuzz_}"
    status=0
    for t in "${TARGETS[@]}"; do
        run "$t" "$@" || status=1
    done
    exit $status
    ;;
*)
    if [[ ! " ${TARGETS[*]} " =~ " $TARGET " ]]; then
        echo "fuzz.sh: unknown target \"$TARGET\" (targets: ${TARGETS[*]}, all, build)" >&2
        exit 2
    fi
    build "fuzz_$TARGET"
    run "$TARGET" "$@"
    ;;
esac
