#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine and builds Tabletop. Idempotent.
#   scripts/setup.sh          install packages (when root), configure, build
# Environment: BUILD_DIR (default build), JOBS (default: number of cores).
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtqml-workerscript
    qml6-module-qttest qml6-module-qtquick-shapes qml6-module-qt-labs-settings
    qt6-websockets-dev chromium python3
    libgl-dev nlohmann-json3-dev libqt6svg6 libqt6sql6-sqlite libsqlite3-dev libmimalloc-dev libqrencode-dev
    xvfb xauth imagemagick fonts-dejavu-core fonts-ipafont-gothic
)

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "Missing Debian packages: ${missing[*]}" >&2
        echo "Run this script as root (or: sudo apt-get install ${missing[*]})." >&2
        exit 1
    fi
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    # Line tables only (-g1: backtraces keep file and line); the test programs' own code at -O1
    # without debug information (docs/architecture.md, "Build and CI time").
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" "-DTABLETOP_TEST_CXX_FLAGS=-O1 -g0"
fi
cmake --build "$BUILD_DIR" --parallel "$JOBS"
