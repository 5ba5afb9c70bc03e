#!/usr/bin/env bash
# Installs the programs the tests use beyond the Swift toolchain, from Debian's packages:
#   graphviz — `dot`, so that the diagram tests render every profile's DOT with `dot -Tsvg`;
#   chromium — `chromium`, so that the HTML timeline tests load a timeline in a headless browser
#              (screenshots at a phone's and a desktop's width, its DOM and its console).
# Without them `swift test` still passes: the tests that need a missing program are skipped,
# each saying which program and this script, and a warning per missing program, which the
# summary line counts (`… passed after N seconds with 1 warning.`), says how many. CI (.ci/run)
# runs this script and sets LIFECYCLEKIT_REQUIRE_TOOLS=1, under which a missing program fails
# its tests instead.
# Safe to run again; does nothing when everything is already there.
set -euo pipefail
needed=()
command -v dot >/dev/null 2>&1 || needed+=(graphviz)
command -v chromium >/dev/null 2>&1 || needed+=(chromium)
if [ ${#needed[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${needed[@]}" >/dev/null
fi
echo "test dependencies present: dot $(dot -V 2>&1 | awk '{print $5}'), chromium $(chromium --version 2>/dev/null | awk '{print $2}')"
