#!/usr/bin/env bash
# Imports an example written for iOS — an Xcode project (Examples/NAME/NAME.xcodeproj) or a
# folder of sources and .xib files (Examples/NAME/APP) — with `lifecycle import`, builds the
# generated package, runs its first test and every scenario of Examples/NAME/Scenarios, and checks
# that the project was not changed and that the package is up to date (`lifecycle import --check`).
# A scenario runs on every profile the app supports (`--profile all`), or on those a comment line
# `# runs on: ios6 ios7` in it names.
#
#   scripts/check-imported-example.sh PackingList
#   scripts/check-imported-example.sh TabbedApp Weather
set -euo pipefail
name="${1:?usage: scripts/check-imported-example.sh NAME [APP] (a folder of Examples/ holding NAME.xcodeproj, or the folder APP)}"
root="$(cd "$(dirname "$0")/.." && pwd)"
folder="$root/Examples/$name"
if [ -n "${2:-}" ]; then
  project="$folder/$2"
  [ -d "$project" ] || { echo "no folder at $project"; exit 2; }
else
  project="$folder/$name.xcodeproj"
  [ -f "$project/project.pbxproj" ] || { echo "no Xcode project at $project"; exit 2; }
fi
work="$(mktemp -d)"
package="$work/$name-lifecycle"
log="$work/log"
trap 'rm -rf "$work"' EXIT
cd "$root"
before="$(git status --porcelain -- "$folder")"

echo "== Examples/$name: lifecycle import"
swift run -q lifecycle import "$project" --output "$package"

echo "== Examples/$name: swift build (the generated package)"
if ! swift build --package-path "$package" --build-tests > "$log" 2>&1; then
  grep -E "error" "$log" | sort -u | head -40
  echo "Examples/$name: the imported package does not build"
  exit 1
fi
# Diagnostics of the app's code name its own files (the translation's #sourceLocation).
own_warnings=$(grep -E "^$folder/.*warning:" "$log" | sort -u || true)
if [ -n "$own_warnings" ]; then
  echo "$own_warnings"
  echo "Examples/$name: the app's own files compile with warnings (see above)"
  exit 1
fi

echo "== Examples/$name: swift test (the generated first test)"
swift test --package-path "$package" 2>&1 | tee "$log" | tail -5
grep -q "Test run with .* passed" "$log" || { echo "Examples/$name: the generated test did not pass"; exit 1; }

echo "== Examples/$name: its scenarios on every profile it supports (or the ones each names)"
for scenario in "$folder"/Scenarios/*.scn; do
  profiles="$(sed -n 's/^# runs on: //p' "$scenario" | head -1)"
  for profile in ${profiles:-all}; do
    swift run -q --package-path "$package" lifecycle-app run --profile "$profile" "$scenario" > "$log" 2>&1 || {
      grep -E "FAIL|ERROR|check failed|expected|actual|misuse" "$log" | head -40
      echo "Examples/$name: $(basename "$scenario") failed on $profile"
      exit 1
    }
    grep -E "^(PASS|FAIL)" "$log"
  done
done

echo "== Examples/$name: the project is unchanged, and the package up to date"
[ "$(git status --porcelain -- "$folder")" = "$before" ] || { git status --short -- "$folder"; echo "the import changed the project"; exit 1; }
swift run -q lifecycle import "$project" --output "$package" --check
