#!/usr/bin/env bash
# Builds the LAN frame decoder / message validator fuzz target with clang + libFuzzer and runs it.
#   scripts/fuzz.sh              fuzz for 60 seconds
#   scripts/fuzz.sh 600          fuzz for 600 seconds
#   scripts/fuzz.sh 0 -runs=2000 any extra libFuzzer flags after the time (0 = no time limit)
# Needs clang (Debian: apt-get install clang). Crashes are written to build-fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN=${1:-60}
shift || true
CXX=${FUZZ_CXX:-clang++}
OUT=${FUZZ_OUT:-build-fuzz}
if ! command -v "$CXX" >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clang
    else
        echo "fuzz.sh: $CXX not found (as root: apt-get install clang)" >&2
        exit 1
    fi
fi
mkdir -p "$OUT/corpus"
cp -n fuzz/corpus/* "$OUT/corpus/" 2>/dev/null || true
# Only the std-only protocol files: no Qt, so the whole target is instrumented. Rebuilt only
# when a source changed.
if [ ! -x "$OUT/fuzz_frames" ] || [ -n "$(find fuzz/fuzz_frames.cpp src/net/Protocol.cpp src/net/Protocol.h \
        -newer "$OUT/fuzz_frames")" ]; then
    "$CXX" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
        -Isrc fuzz/fuzz_frames.cpp src/net/Protocol.cpp -o "$OUT/fuzz_frames"
fi
args=(-max_len=70000 -artifact_prefix="$OUT/")
[ "$SECONDS_TO_RUN" != 0 ] && args+=(-max_total_time="$SECONDS_TO_RUN")
exec "$OUT/fuzz_frames" "${args[@]}" "$@" "$OUT/corpus"
