#!/usr/bin/env bash
# Builds an example under Examples/ — an app written as for iOS, with only the import switch — as
# its own package against this checkout, and runs its scenarios (its tests).
#
#   scripts/check-example.sh TypicalApp
#   scripts/check-example.sh TabbedApp
#
# The app's own files must build with no warning (each example's README lists what still
# differs from the iOS original: no warning is among them).
set -euo pipefail
name="${1:?usage: scripts/check-example.sh NAME (a folder of Examples/)}"
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="$root/Examples/$name"
[ -f "$folder/Package.swift" ] || { echo "no package at $folder"; exit 2; }
cd "$folder"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "== Examples/$name: swift build"
swift build --build-tests 2>&1 | tee "$log" | grep -E "error|warning: .*Examples/$name" || true
if grep -q "error:" "$log"; then
  echo "Examples/$name: the build failed"
  exit 1
fi
own_warnings=$(grep -E "^$folder/Sources/.*warning:" "$log" || true)
if [ -n "$own_warnings" ]; then
  echo "$own_warnings"
  echo "Examples/$name: the app's own files compile with warnings (see above)"
  exit 1
fi
echo "== Examples/$name: swift test (its scenarios)"
swift test 2>&1 | tee "$log" | tail -15
grep -q "Test run with .* passed" "$log" || { echo "Examples/$name: swift test did not pass"; exit 1; }
