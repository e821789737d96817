#!/usr/bin/env bash
# Runs one benchmark and keeps its figures with what is needed to judge them:
#   scripts/bench-record.sh WHAT COMMAND [ARGS...]
# writes bench/results/<UTC date>-WHAT.md with the command, the commit, the number of cores,
# the load average before and after the run, and the program's whole output.
set -euo pipefail
cd "$(dirname "$0")/.."
what=$1
shift
mkdir -p bench/results
out="bench/results/$(date -u +%Y-%m-%d)-${what}.md"
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- src qml bench ':!bench/results' 2>/dev/null || commit="$commit (with uncommitted changes in src, bench or qml)"
before=$(uptime)
start=$(date -u +%Y-%m-%dT%H:%M:%SZ)
set +e
output=$("$@" 2>&1)
rc=$?
set -e
after=$(uptime)
load=$(awk '{print $1}' /proc/loadavg)
{
    echo "# ${what}"
    echo
    echo "- command: \`$*\`"
    echo "- commit: ${commit}"
    echo "- started: ${start}"
    echo "- cores (nproc): $(nproc)"
    echo "- load average before: ${before#*load average: }"
    echo "- load average after: ${after#*load average: }"
    echo "- exit code: ${rc}"
    echo
    echo '```'
    echo "${output}"
    echo '```'
} > "$out"
echo "$out (load ${load})"
exit $rc
