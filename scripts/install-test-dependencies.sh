#!/usr/bin/env bash
# Installs what the tests use beyond the Swift toolchain, from Debian's packages:
# graphviz, so that the diagram tests render every profile's DOT with `dot -Tsvg`.
# Safe to run again; does nothing when everything is already there.
set -euo pipefail
needed=()
command -v dot >/dev/null 2>&1 || needed+=(graphviz)
if [ ${#needed[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${needed[@]}" >/dev/null
fi
echo "test dependencies present: dot $(dot -V 2>&1 | awk '{print $5}')"
