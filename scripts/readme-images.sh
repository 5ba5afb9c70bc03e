#!/usr/bin/env bash
# Redraws the pictures the README shows (Docs/images/*.png) from the pages LifecycleKit writes:
# `lifecycle demo` writes lifecycle-demo.html (demo-timeline.png, finding-timeline.png), and
# the README's own package (scripts/check-readme-package.sh, which builds it and runs each step
# of "Test your own app's lifecycle") writes its explorer's found.html (own-app-finding.png).
# Headless Chromium photographs parts of them. Needs chromium
# (scripts/install-test-dependencies.sh installs it) and python3; the README package's build
# takes minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift run -c release lifecycle demo --html "$work/demo.html" >/dev/null
README_PACKAGE_PAGES="$work/package" bash scripts/check-readme-package.sh >/dev/null
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]

def head_of(page):
    # The page's head and its one key to the charts, above each excerpt.
    head = page[: page.index("<main>") + len("<main>")]
    start = page.index('<div class="legend"')
    return head + page[start : page.index("</div>", start) + len("</div>")]

tail = "</main></body></html>"

def article(page, marker):
    articles = page.split('<article class="finding"')[1:]
    found = next(a for a in articles if marker in a)
    return '<article class="finding"' + found[: found.index("</article>") + len("</article>")]

page = open(f"{work}/demo.html", encoding="utf-8").read()
# The first story's two timelines: the careless app loses the note, its careful twin keeps it.
a = page.index('<section class="run" id="run-1">')
runs = page[a : page.index('<section class="run" id="run-2">', a)]
open(f"{work}/timeline.html", "w", encoding="utf-8").write(head_of(page) + runs + tail)
# notes-naive's no-data-loss finding on iOS 4, with its minimal scenario's timeline.
found = article(page, "notes-naive-ios4-no-data-loss")
open(f"{work}/finding.html", "w", encoding="utf-8").write(head_of(page) + found + tail)
# The README package's app without applicationDidEnterBackground: its no-data-loss on iOS 4.
own = open(f"{work}/package/found.html", encoding="utf-8").read()
found = article(own, 'data-invariant="no-data-loss" data-profile="ios4"')
open(f"{work}/own.html", "w", encoding="utf-8").write(head_of(own) + found + tail)
PY
shoot() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
    --window-size="$2" --screenshot="$3" "file://$work/$1" 2>/dev/null
}
shoot timeline.html 1400,680 Docs/images/demo-timeline.png
shoot finding.html 1400,820 Docs/images/finding-timeline.png
shoot own.html 1400,990 Docs/images/own-app-finding.png
echo "wrote Docs/images/demo-timeline.png, finding-timeline.png and own-app-finding.png"
