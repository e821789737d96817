#!/usr/bin/env bash
# Sets up, builds and runs every test. Idempotent; CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
BUILD_DIR=${BUILD_DIR:-build}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
ctest --test-dir "$BUILD_DIR" --output-on-failure --timeout 600 -j "${JOBS:-$(nproc)}"
