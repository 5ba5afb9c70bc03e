#!/usr/bin/env bash
# Builds an example under Examples/ — an app written as for iOS, with only the import switch — as
# its own package against this checkout, and runs its scenarios (its tests).
#
#   scripts/check-example.sh TypicalApp
#   (Examples/TabbedApp and PackingList are imported instead: scripts/check-imported-example.sh)
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
trap 'rm -f "$log"; find "$folder/Sources" -name "Lint*Probe.swift" -delete' EXIT
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

# An example built with the LifecycleLint plugin: a file that imports Foundation alone and reads
# Foundation's locale, and a delegate subclass declaring a method its adopting superclass lacks
# (which Swift never calls), must each stop its build at the place (Docs/UIKitShadowing.md,
# "Checked at build time"). The probes are removed again, and the build that follows must pass.
if grep -q "LifecycleLintPlugin" Package.swift; then
  echo "== Examples/$name: the lint plugin stops a Foundation-only escape and an unreachable delegate method"
  target="$(ls -d "$folder"/Sources/*/ | head -1)"
  probe="${target}LintProbe.swift"
  dispatch_probe="${target}LintDispatchProbe.swift"
  printf 'import Foundation\n\nfunc lintProbe() -> String { Locale.current.identifier }\n' > "$probe"
  printf '%s\n' '#if canImport(UIKit)' 'import UIKit' '#else' 'import LifecycleUIKit' '#endif' '' \
    'class LintProbeBase: UIResponder, UIApplicationDelegate {}' \
    'final class LintProbeDelegate: LintProbeBase {' \
    '  func applicationDidEnterBackground(_ application: UIApplication) {}' '}' > "$dispatch_probe"
  if swift build > "$log" 2>&1; then
    echo "Examples/$name: the build passed with the lint's probes in $target"
    exit 1
  fi
  grep -q "LintProbe.swift:3:30: error: \`Locale.current\` in a file that imports Foundation alone" "$log" || {
    cat "$log"
    echo "Examples/$name: the build failed, but not with the lint's error at LintProbe.swift:3:30"
    exit 1
  }
  grep -q "LintDispatchProbe.swift:9:8: error: LintProbeDelegate declares applicationDidEnterBackground(_:)" "$log" || {
    cat "$log"
    echo "Examples/$name: the build failed, but not with the lint's error at LintDispatchProbe.swift:9:8"
    exit 1
  }
  rm -f "$probe" "$dispatch_probe"
  swift build > "$log" 2>&1 || { cat "$log"; echo "Examples/$name: the build fails without the probes"; exit 1; }
  echo "stopped at LintProbe.swift:3:30 and LintDispatchProbe.swift:9:8, as it should; builds again without them"
fi
