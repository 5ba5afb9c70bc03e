#!/usr/bin/env bash
# Reproduce the SPIN anchors for lifecycle.pml.  Usage: ./run_spin.sh [A...]   (default: 3 4 5)
# Works in $WORK (default: a new temporary folder, since this folder may be read-only);
# logs go to $WORK/logs; summarise with: python3 summarize.py $WORK
set -euo pipefail
src=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"; cd "$WORK"; cp "$src/lifecycle.pml" .
echo "working in $WORK"
APPS=${*:-3 4 5}
REPS=${REPS:-3}
PANFLAGS_FULL="-A -m10000000 -w24"   # -A: ignore assert (property) -> full state space
PANFLAGS_PROP="-m10000000 -w24"      # stop at first assertion violation
mkdir -p logs build
for A in $APPS; do
  d=build/a$A; mkdir -p "$d"; cp lifecycle.pml "$d/"
  ( cd "$d"
    env time -f "%e s wall" -o ../../logs/compile_a$A.txt \
      sh -c "spin -DA=$A -a lifecycle.pml && gcc -O2 -DSAFETY -o pan pan.c && gcc -O2 -DSAFETY -DREACH -o pan_reach pan.c"
    for r in $(seq 1 "$REPS"); do
      env time -v ./pan $PANFLAGS_FULL > ../../logs/full_a${A}_r$r.txt 2> ../../logs/full_a${A}_r$r.time
    done
    # "lean" sizing: DFS stack / hash table sized to the model (same search, less preallocation)
    case $A in 3) LEAN="-A -m10000 -w16";; 4) LEAN="-A -m200000 -w18";; 5) LEAN="-A -m2000000 -w22";; *) LEAN="$PANFLAGS_FULL";; esac
    for r in $(seq 1 "$REPS"); do
      env time -v ./pan $LEAN > ../../logs/lean_a${A}_r$r.txt 2> ../../logs/lean_a${A}_r$r.time
    done
    rm -f lifecycle.pml.trail
    # first violation found by plain DFS (trail length = 'at depth N')
    ./pan $PANFLAGS_PROP > ../../logs/prop_dfs_a$A.txt 2>&1 || true
    spin -DA=$A -t -p lifecycle.pml > ../../logs/prop_dfs_a$A.replay 2>&1 || true
    rm -f lifecycle.pml.trail
    # shortest violation: -DREACH + iterative shortening (-i)
    ./pan_reach -i $PANFLAGS_PROP > ../../logs/prop_short_a$A.txt 2>&1 || true
    echo "trail_steps $(grep -cv '^-' lifecycle.pml.trail)" >> ../../logs/prop_short_a$A.txt
    spin -DA=$A -t -p lifecycle.pml > ../../logs/prop_short_a$A.replay 2>&1 || true
  )
done
