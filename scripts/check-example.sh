#!/usr/bin/env bash
# Builds Examples/TypicalApp — an app written as for iOS, with only the import switch — as its
# own package against this checkout, and runs its scenarios on every OS profile (its tests).
#
#   scripts/check-typical-app.sh
#
# The fixture must build with no warning from its own files beyond those listed in
# Examples/TypicalApp/README.md ("What still differs"): none today.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Examples/TypicalApp"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "== Examples/TypicalApp: swift build"
swift build --build-tests 2>&1 | tee "$log" | grep -E "error|warning: .*Examples/TypicalApp" || true
if grep -q "error:" "$log"; then
  echo "Examples/TypicalApp: the build failed"
  exit 1
fi
own_warnings=$(grep -E "^$root/Examples/TypicalApp/Sources/.*warning:" "$log" || true)
if [ -n "$own_warnings" ]; then
  echo "$own_warnings"
  echo "Examples/TypicalApp: the app's own files compile with warnings (see above)"
  exit 1
fi
echo "== Examples/TypicalApp: swift test (every scenario on every profile)"
swift test 2>&1 | tee "$log" | tail -15
grep -q "Test run with .* passed" "$log" || { echo "Examples/TypicalApp: swift test did not pass"; exit 1; }
