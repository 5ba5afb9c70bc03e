#!/usr/bin/env bash
# Builds the package of README.md's "Test your own app's lifecycle" verbatim and checks each
# step the README tells, so that the README cannot drift from what works.
#
#   scripts/check-readme-package.sh
#   README_PACKAGE_PAGES=DIR scripts/check-readme-package.sh   # also keeps the pages of step 5
#
# Every fenced block that follows a `<!-- readme-package: PATH -->` line is written to PATH
# inside a fresh package folder, next to a folder named LifecycleKit that is this repository
# (a symbolic link), exactly as the README lays them out. Then:
#   1. `swift test` must pass, and the explorer (the package's own `lifecycle`, its executable
#      target) must find nothing in the app;
#   2. without the app's `applicationDidEnterBackground` (step 4), the tests must fail on iOS 4
#      and iOS 13 and not on iPhone OS 3, the explorer must find the lost note on iOS 4 (exit 1)
#      and write its scenario and page, and `run` must replay the scenario and fail (step 5);
#   3. with it back (step 6), the same scenario must pass;
#   4. a file that imports Foundation alone and reads `Locale.current`, and a delegate method
#      declared below the class that adopts the protocol, must each stop the build where they
#      are (the LifecycleLint plugin the README's Package.swift adds), and the build passes again
#      without them;
#   5. the same test file without its `@MainActor` line must fail to compile, naming the
#      main actor (the README promises that forgetting it is a compile error).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/LifecycleKit"

package_name=$(python3 - "$root/README.md" "$work" <<'PY'
import os, re, sys
readme, work = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written, package = [], None
i = 0
while i < len(lines):
    m = re.fullmatch(r"<!-- readme-package: (\S+) -->", lines[i].strip())
    if not m:
        i += 1
        continue
    path = m.group(1)
    i += 1
    if i >= len(lines) or not lines[i].startswith("```"):
        sys.exit(f"README.md:{i + 1}: a fenced block must follow the readme-package marker for {path}")
    i += 1
    body = []
    while i < len(lines) and not lines[i].startswith("```"):
        body.append(lines[i])
        i += 1
    if package is None:
        if path != "Package.swift":
            sys.exit(f"README.md: the first readme-package block must be Package.swift, not {path}")
        m = re.search(r'name: "([^"]+)"', "\n".join(body))
        package = m.group(1)
    target = os.path.join(work, package, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as out:
        out.write("\n".join(body) + "\n")
    written.append(path)
    i += 1
if package is None or len(written) < 3:
    sys.exit(f"README.md: expected Package.swift, source files and a test file; found {written}")
print(package)
PY
)
cd "$work/$package_name"
echo "== README package $package_name: $(find . -name '*.swift' | sort | tr '\n' ' ')"
swift test 2>&1 | tee "$work/test.log" | tail -5
grep -q "Test run with .* passed" "$work/test.log" || { echo "README package: swift test did not pass"; exit 1; }

runner=$(grep -A1 "executableTarget(" Package.swift | sed -n 's/.*name: "\([^"]*\)".*/\1/p')
app=$(grep -rho 'addingUIKitApp("[^"]*")' Sources | sed -n '1s/.*("\(.*\)")/\1/p')
delegate=$(grep -rl "func applicationDidEnterBackground" Sources | sed -n 1p)
[ -n "$runner" ] && [ -n "$app" ] && [ -n "$delegate" ] \
  || { echo "README package: no executable target, app code or applicationDidEnterBackground"; exit 1; }

echo "== $runner explore --app $app: nothing found in the app as written"
if ! swift run "$runner" explore --app "$app" --profile all --depth 4 >"$work/explore.log" 2>&1; then
  tail -20 "$work/explore.log"
  echo "README package: the explorer found something in the app as written, or did not run"
  exit 1
fi

echo "== without applicationDidEnterBackground: the tests fail on iOS 4 and 13, the explorer finds it"
cp "$delegate" "$work/delegate.swift"
python3 - "$delegate" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
cut = re.sub(r"\n  func applicationDidEnterBackground\(.*?\n  \}\n", "\n", text, count=1, flags=re.S)
if cut == text:
    sys.exit("README package: applicationDidEnterBackground not found as a method of its own")
open(path, "w", encoding="utf-8").write(cut)
PY
if swift test >"$work/bug.log" 2>&1; then
  echo "README package: the tests passed without applicationDidEnterBackground"
  exit 1
fi
grep "recorded an issue" "$work/bug.log" | sed -n 1,4p
for lost in "lost on ios4" "lost on ios13"; do
  grep -q "$lost" "$work/bug.log" || { echo "README package: the tests did not say '$lost'"; exit 1; }
done
if grep -q "lost on ios3" "$work/bug.log"; then
  echo "README package: the note was lost on iPhone OS 3, where Home terminates the app and it saves"
  exit 1
fi
status=0
swift run "$runner" explore --app "$app" --profile all --depth 4 --out found --html found.html \
  >"$work/explore.log" 2>&1 || status=$?
scenario="found/$app-ios4-no-data-loss.scn"
if [ "$status" -ne 1 ] || [ ! -f "$scenario" ] || [ ! -f found.html ]; then
  tail -20 "$work/explore.log"
  echo "README package: the explorer exited $status, or wrote no $scenario or found.html"
  exit 1
fi
grep "found$" "$work/explore.log" | sed -n 1,3p
status=0
swift run "$runner" run "$scenario" --html notes.html >"$work/run.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { tail -20 "$work/run.log"; echo "README package: the replay exited $status, not 1"; exit 1; }
if [ -n "${README_PACKAGE_PAGES:-}" ]; then
  mkdir -p "$README_PACKAGE_PAGES"
  cp found.html notes.html "$README_PACKAGE_PAGES/"
fi

echo "== with applicationDidEnterBackground back: the same scenario passes"
cp "$work/delegate.swift" "$delegate"
if ! swift run "$runner" run "$scenario" >"$work/run.log" 2>&1; then
  tail -20 "$work/run.log"
  echo "README package: the found scenario still fails with the fix"
  exit 1
fi

# The app's target builds with the LifecycleLint plugin: a file that imports Foundation alone and
# reads Foundation's locale, and a delegate subclass declaring a method its adopting superclass
# lacks (which Swift never calls), must each stop the build at the place (Docs/UIKitShadowing.md,
# "Checked at build time"). The probes are removed again, and the build that follows must pass.
echo "== the lint plugin stops a Foundation-only escape and an unreachable delegate method"
target="$(grep -A1 '\.target(' Package.swift | sed -n 's/.*name: "\([^"]*\)".*/\1/p' | head -1)"
grep -q "LifecycleLintPlugin" Package.swift && [ -d "Sources/$target" ] \
  || { echo "README package: no target built with the LifecycleLintPlugin"; exit 1; }
probe="Sources/$target/LintProbe.swift"
dispatch_probe="Sources/$target/LintDispatchProbe.swift"
printf 'import Foundation\n\nfunc lintProbe() -> String { Locale.current.identifier }\n' > "$probe"
printf '%s\n' '#if canImport(UIKit)' 'import UIKit' '#else' 'import LifecycleUIKit' '#endif' '' \
  'class LintProbeBase: UIResponder, UIApplicationDelegate {}' \
  'final class LintProbeDelegate: LintProbeBase {' \
  '  func applicationDidEnterBackground(_ application: UIApplication) {}' '}' > "$dispatch_probe"
if swift build > "$work/lint.log" 2>&1; then
  echo "README package: the build passed with the lint's probes in Sources/$target"
  exit 1
fi
grep -q "LintProbe.swift:3:30: error: \`Locale.current\` in a file that imports Foundation alone" "$work/lint.log" || {
  tail -20 "$work/lint.log"
  echo "README package: the build failed, but not with the lint's error at LintProbe.swift:3:30"
  exit 1
}
grep -q "LintDispatchProbe.swift:9:8: error: LintProbeDelegate declares applicationDidEnterBackground(_:)" "$work/lint.log" || {
  tail -20 "$work/lint.log"
  echo "README package: the build failed, but not with the lint's error at LintDispatchProbe.swift:9:8"
  exit 1
}
rm -f "$probe" "$dispatch_probe"
swift build > "$work/lint.log" 2>&1 || { tail -20 "$work/lint.log"; echo "README package: the build fails without the probes"; exit 1; }

echo "== the same tests without @MainActor must not compile"
test_file=$(grep -rl "@MainActor" Tests | head -1)
sed -i '/^@MainActor$/d' "$test_file"
if swift build --build-tests >"$work/build.log" 2>&1; then
  echo "README package: the tests compiled without @MainActor; the device must be main-actor isolated"
  exit 1
fi
if ! grep -q "main actor-isolated" "$work/build.log"; then
  echo "README package: the build failed, but not for want of the main actor:"
  tail -20 "$work/build.log"
  exit 1
fi
echo "README package: passes; without applicationDidEnterBackground it fails and the explorer finds the lost note; the lint plugin stops its probes; a test without @MainActor is a compile error"
