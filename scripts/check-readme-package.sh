#!/usr/bin/env bash
# Builds the package of README.md's "Test your own app" verbatim and runs its tests, so that
# the README cannot drift from what works.
#
#   scripts/check-readme-package.sh
#
# Every fenced block that follows a `<!-- readme-package: PATH -->` line is written to PATH
# inside a fresh package folder, next to a folder named LifecycleKit that is this repository
# (a symbolic link), exactly as the README lays them out. Then:
#   1. `swift test` must pass;
#   2. the same test file without its `@MainActor` line must fail to compile, naming the
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
    sys.exit(f"README.md: expected Package.swift, a source file and a test file; found {written}")
print(package)
PY
)
cd "$work/$package_name"
echo "== README package $package_name: $(find . -name '*.swift' | sort | tr '\n' ' ')"
swift test 2>&1 | tee "$work/test.log" | tail -5
grep -q "Test run with .* passed" "$work/test.log" || { echo "README package: swift test did not pass"; exit 1; }

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
echo "README package: passes, and a test without @MainActor is a compile error"
