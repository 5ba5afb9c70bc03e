#!/bin/bash
# Counts the instructions the simulator spends per event in the tracer drive of
# `lifecycle bench`, function by function, with valgrind's callgrind (Docs/Performance.md).
#
#   scripts/profile-bench.sh [EVENTS]            # default 100000, the untraced drive
#   scripts/profile-bench.sh --traced [EVENTS]   # the traced drive
#
# Needs valgrind (`apt-get install valgrind`). Writes callgrind.out.lifecycle in the
# current folder and prints the 30 functions with the most instructions of their own.
set -euo pipefail
traced=()
if [ "${1:-}" = "--traced" ]; then
  traced=(--traced)
  shift
fi
events="${1:-100000}"
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
  echo "profile-bench: valgrind is not installed (apt-get install valgrind)" >&2
  exit 2
fi
# A release build of its own, with DWARF 4 line tables: valgrind 3.19 (Debian 12) gives up on
# the DWARF 5 that Swift 6 and its clang emit by default ("Possibly corrupted debuginfo file"),
# and line tables let callgrind_annotate --auto=yes show the cost of each source line.
build=.build/profile
swift build -c release --product lifecycle --scratch-path "$build" \
  -Xswiftc -dwarf-version=4 -Xswiftc -gline-tables-only -Xcc -gdwarf-4
out="callgrind.out.lifecycle"
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" \
  --toggle-collect='*TracerDriveBenchmark*measure*' \
  "$build/release/lifecycle" bench --drive-only "${traced[@]}" --events "$events" --output "$report" 2>&1 |
  grep -E "Collected|with(out)? trace" || true
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "instructions per event: $((total / events))"
callgrind_annotate --inclusive=no "$out" 2>/dev/null | sed -n '/file:function/,$p' | sed -n '3,32p' |
  swift demangle --simplified | sed 's/ \[[^]]*\]$//' | cut -c1-160
