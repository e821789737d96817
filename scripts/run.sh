#!/usr/bin/env bash
# Sets up, builds and starts the app. Without a display, says so and plays a short
# headless demo game with tabletop-cli instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
BUILD_DIR=${BUILD_DIR:-build}
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
    echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open."
    echo "Playing a short headless demo game of Grimoire with tabletop-cli instead:"
    echo
    exec "$BUILD_DIR/src/cli/tabletop-cli" demo grimoire --seed 2026
fi
exec "$BUILD_DIR/src/app/tabletop" "$@"
