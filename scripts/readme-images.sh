#!/usr/bin/env bash
# Redraws the pictures the README shows (Docs/images/*.png) from the demo's own page:
# `lifecycle demo` writes lifecycle-demo.html, and headless Chromium photographs parts of it.
# Needs chromium (scripts/install-test-dependencies.sh installs it) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift run -c release lifecycle demo --html "$work/demo.html" >/dev/null
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
page = open(f"{work}/demo.html", encoding="utf-8").read()
head = page[: page.index("<main>") + len("<main>")]
# The page's one key to the charts, above each excerpt.
start = page.index('<div class="legend"')
head += page[start : page.index("</div>", start) + len("</div>")]
tail = "</main></body></html>"
def part(start, end):
    a = page.index(start)
    b = page.index(end, a + 1)
    return page[a:b]
# The first story's two timelines: the careless app loses the note, its careful twin keeps it.
runs = part('<section class="run" id="run-1">', '<section class="run" id="run-2">')
open(f"{work}/timeline.html", "w", encoding="utf-8").write(head + runs + tail)
# notes-naive's no-data-loss finding on iOS 4, with its minimal scenario's timeline.
articles = page.split('<article class="finding"')[1:]
found = next(a for a in articles if "notes-naive-ios4-no-data-loss" in a)
found = '<article class="finding"' + found[: found.index("</article>") + len("</article>")]
open(f"{work}/finding.html", "w", encoding="utf-8").write(head + found + tail)
PY
shoot() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
    --window-size="$2" --screenshot="$3" "file://$work/$1" 2>/dev/null
}
shoot timeline.html 1400,680 Docs/images/demo-timeline.png
shoot finding.html 1400,820 Docs/images/finding-timeline.png
echo "wrote Docs/images/demo-timeline.png and finding-timeline.png"
