#!/usr/bin/env bash
# Runs every benchmark the README's "Measured" table quotes, one results file each
# (scripts/bench-record.sh). Needs a full build in build/. Run it on an idle machine for
# "idle" figures; each file records the load average either way.
set -euo pipefail
cd "$(dirname "$0")/.."
rec=scripts/bench-record.sh
$rec engine-grimoire build/bench/bench_engine 300
$rec engine-neotokyo build/bench/bench_engine 300 --game neotokyo
$rec random-grimoire build/src/cli/tabletop-cli random grimoire --games 10000 --seed 1
$rec random-neotokyo-2seats build/src/cli/tabletop-cli random neotokyo --seats 2 --games 300 --seed 1
$rec random-neotokyo-3seats build/src/cli/tabletop-cli random neotokyo --seats 3 --games 200 --seed 1
$rec random-neotokyo-4seats build/src/cli/tabletop-cli random neotokyo --seats 4 --games 100 --seed 1
$rec random-neotokyo-5seats build/src/cli/tabletop-cli random neotokyo --seats 5 --games 60 --seed 1
QT_QPA_PLATFORM=offscreen $rec table-neotokyo-offscreen build/bench/bench_table_neotokyo --frames 300
$rec catalog build/bench/bench_catalog
$rec lan build/bench/bench_lan 20
$rec startup-xvfb xvfb-run -a build/bench/bench_startup --runs 10
