#!/usr/bin/env bash
# The corpus of public iOS apps, measured: for each project of scripts/corpus/projects.tsv, imports
# it with `lifecycle import` (no file of the project is changed), builds the package, launches the
# app on every profile its deployment target allows (launch, Home, launch again, active each time),
# explores it at depth 3 on those profiles, and counts the API its code uses. Writes DIR/table.md
# (one row a project), DIR/api.md (the names the corpus uses, most used first, with their status in
# Docs/Compatibility.md) and keeps every log under DIR/logs. Docs/Corpus.md keeps the latest table.
#
#   scripts/corpus.sh DIR [NAME…]          # NAME: OWNER+REPO keys to run only those
#
# Sources come from DIR/src/OWNER+REPO (extracted at the listed commit). The packages and pods a
# project imports and does not hold are listed in scripts/corpus/dependencies.tsv at the version the
# project names; each is extracted to DIR/deps/OWNER+REPO@COMMIT the same way and given to the
# import with --dependencies, as a user gives Xcode's SourcePackages/checkouts. A missing one is taken
# from LIFECYCLEKIT_CORPUS_MIRRORS/OWNER+REPO/*/ (a bare git mirror) when that is set, else
# cloned from GitHub at the commit; where neither works the row says "not fetched". CI cannot
# fetch, so this runs on a developer's machine; it needs git, python3 and the Swift toolchain.
# LIFECYCLEKIT_CORPUS_DEPTH (default 3) and LIFECYCLEKIT_CORPUS_TIMEOUT (seconds per explore,
# default 900) tune the exploration.
set -uo pipefail
dir="${1:?usage: scripts/corpus.sh DIR [OWNER+REPO…]}"
shift
only=("$@")
root="$(cd "$(dirname "$0")/.." && pwd)"
list="$root/scripts/corpus/projects.tsv"
dependency_list="$root/scripts/corpus/dependencies.tsv"
depth="${LIFECYCLEKIT_CORPUS_DEPTH:-3}"
limit="${LIFECYCLEKIT_CORPUS_TIMEOUT:-900}"
mkdir -p "$dir"/{src,deps,pkgs,logs,uses,scratch}
dir="$(cd "$dir" && pwd)"
results="$dir/results.tsv"

echo "== building lifecycle ($root)"
(cd "$root" && swift build --product lifecycle > "$dir/logs/lifecycle.build.txt" 2>&1) || {
  tail -20 "$dir/logs/lifecycle.build.txt"
  echo "corpus: lifecycle does not build"
  exit 2
}
lifecycle="$root/.build/debug/lifecycle"
kit_commit="$(git -C "$root" rev-parse --short HEAD)"

# The names LifecycleKit's app-facing modules, the toolchain's Foundation and the standard
# library declare: the table tells the corpus's uses apart by them.
mkdir -p "$dir/symbols"
maps=()
for map in "$root"/.build/debug/*.build/module.modulemap; do maps+=(-Xcc "-fmodule-map-file=$map"); done
for module in LifecycleUIKit LifecycleSimulator LifecycleCore; do
  swift-symbolgraph-extract -module-name "$module" -I "$root/.build/debug/Modules" "${maps[@]}" \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
    -output-dir "$dir/symbols" > "$dir/logs/symbols-$module.txt" 2>&1 || true
done
for module in Swift Foundation FoundationEssentials FoundationInternationalization Dispatch; do
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$dir/symbols" > "$dir/logs/symbols-$module.txt" 2>&1 || true
done

wanted() {
  [ ${#only[@]} -eq 0 ] && return 0
  local key
  for key in "${only[@]}"; do [ "$key" = "$1" ] && return 0; done
  return 1
}

fetch() { # repo commit into
  local repo="$1" commit="$2" into="$3" mirror
  [ -d "$into" ] && return 0
  if [ -n "${LIFECYCLEKIT_CORPUS_MIRRORS:-}" ]; then
    for mirror in "$LIFECYCLEKIT_CORPUS_MIRRORS/${repo/\//+}"/*/; do
      [ -f "$mirror/HEAD" ] || continue
      mkdir -p "$into.part"
      if git --git-dir="$mirror" archive "$commit" 2> /dev/null | tar -x -C "$into.part" 2> /dev/null; then
        mv "$into.part" "$into" && return 0
      fi
      # A snapshot may lack its largest files (images, videos): take every file it has, one by
      # one, and name the ones it lacks.
      rm -rf "$into.part" && mkdir -p "$into.part"
      git --git-dir="$mirror" ls-tree -r "$commit" | while read -r _ type object path; do
        [ "$type" = blob ] || continue
        mkdir -p "$into.part/$(dirname "$path")"
        git --git-dir="$mirror" cat-file blob "$object" > "$into.part/$path" 2> /dev/null ||
          { rm -f "$into.part/$path"; echo "$path" >> "$into.part.missing"; }
      done
      [ -f "$into.part.missing" ] && mv "$into.part.missing" "$dir/logs/$(basename "$into").missing-files.txt"
      mv "$into.part" "$into" && return 0
    done
  fi
  git clone --quiet "https://github.com/$repo" "$into.part" 2>/dev/null &&
    git -C "$into.part" checkout --quiet "$commit" && mv "$into.part" "$into" && return 0
  rm -rf "$into.part"
  return 1
}

# Distinct located errors of a build log, and their kinds: a missing module, type or function by
# name, a missing member as `.name`, else the message with its quoted names replaced.
error_kinds() {
  grep -E '^/[^:]+:[0-9]+:[0-9]+: error: ' "$1" | sort -u | sed -E \
    -e "s/.*error: no such module '([^']+)'.*/module \1/" \
    -e "s/.*error: cannot find type '([^']+)' in scope.*/\1/" \
    -e "s/.*error: cannot find '([^']+)' in scope.*/\1/" \
    -e "s/.*error: (value of )?type '[^']+' has no member '([^']+)'.*/.\2/" \
    -e "s/.*error: (.*)/\1/" -e "s/'[^']*'/'…'/g" | sort | uniq -c | sort -rn
}

printf 'key\trepo\tcommit\tkind\timport\timport_errors\timport_warnings\tbuild\tbuild_errors\tfirst_errors\tlaunched\texplored\tfindings\n' > "$results"
declare -A seen
tail -n +2 "$list" | while IFS=$'\t' read -r repo commit license project target kind; do
  key="${repo/\//+}"
  src="$dir/src/$key"
  if [ -n "${seen[$key]:-}" ]; then
    key="$key@$(basename "$(dirname "$project")")"
  fi
  seen[${repo/\//+}]=1
  wanted "$key" || wanted "${repo/\//+}" || continue
  row() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$repo" "${commit:0:10}" "$kind" "$@" >> "$results"; }
  echo "== $key"
  if ! fetch "$repo" "$commit" "$src"; then
    row "not fetched" - - - - - - - -
    continue
  fi
  options=()
  [ "$target" != "-" ] && options=(--target "$target")
  checkouts=()
  while IFS=$'\t' read -r owner dependency dependency_commit _; do
    [ "$owner" = "$repo" ] || continue
    checkout="$dir/deps/${dependency/\//+}@${dependency_commit:0:10}"
    if fetch "$dependency" "$dependency_commit" "$checkout"; then
      checkouts+=("$checkout")
    else
      echo "   $dependency at $dependency_commit not fetched" | tee -a "$dir/logs/$key.deps.txt"
    fi
  done < <(tail -n +2 "$dependency_list")
  if [ ${#checkouts[@]} -gt 0 ]; then
    options+=(--dependencies "$(IFS=,; echo "${checkouts[*]}")")
  fi
  package="$dir/pkgs/$key"
  log="$dir/logs/$key"
  "$lifecycle" import "$src/$project" "${options[@]}" --output "$package" > "$log.import.txt" 2>&1
  import_exit=$?
  "$lifecycle" import "$src/$project" "${options[@]}" --uses > "$dir/uses/$key.tsv" 2>> "$log.import.txt"
  import_errors=$(grep -c ': error: ' "$log.import.txt")
  import_warnings=$(grep -c ': warning: ' "$log.import.txt")
  if [ ! -f "$package/Package.swift" ]; then
    row "exit $import_exit" "$import_errors" "$import_warnings" - - - - - -
    continue
  fi
  app="$(sed -n 's/^Imported \(.*\) from .*/\1/p' "$log.import.txt" | head -1)"
  rm -f "$dir/scratch/debug.yaml" "$dir/scratch/$(uname -m)-unknown-linux-gnu/debug/description.json"
  if swift build --package-path "$package" --scratch-path "$dir/scratch" --product lifecycle-app \
    > "$log.build.txt" 2>&1; then
    build=ok
    build_errors=0
    first_errors=-
  else
    build=fails
    build_errors=$(grep -E '^/[^:]+:[0-9]+:[0-9]+: error: ' "$log.build.txt" | sort -u | wc -l)
    error_kinds "$log.build.txt" > "$log.errors.txt"
    first_errors=$(head -3 "$log.errors.txt" | sed -E 's/^ *([0-9]+) (.*)/\2 ×\1/' | paste -sd ';' | sed 's/;/; /g')
    [ "$build_errors" -eq 0 ] && first_errors="$(grep -m1 -E 'error:' "$log.build.txt" | cut -c1-120)"
    row "exit $import_exit" "$import_errors" "$import_warnings" "$build" "$build_errors" "$first_errors" - - -
    continue
  fi
  binary="$dir/scratch/debug/lifecycle-app"
  cat > "$log.launch.scn" <<EOF
# Launches the app, goes Home, launches it again: active both times, no crash.
install App app=$app
launch App
expect state App active
home
launch App
expect state App active
EOF
  (cd "$dir" && timeout 300 "$binary" run --profile all "$log.launch.scn" > "$log.launch.txt" 2>&1)
  passed=$(grep -c '^PASS' "$log.launch.txt")
  ran=$(grep -cE '^(PASS|FAIL|ERROR)' "$log.launch.txt")
  launched="$passed of $ran profiles"
  (cd "$dir" && timeout "$limit" "$binary" explore --app "$app" --depth "$depth" --profile all --json \
    > "$log.explore.json" 2> "$log.explore.txt")
  explore_exit=$?
  summary="$(python3 "$root/scripts/corpus/explore-summary.py" "$log.explore.json" "$explore_exit")"
  row "exit $import_exit" "$import_errors" "$import_warnings" "$build" "$build_errors" "$first_errors" "$launched" \
    "${summary%%|*}" "${summary#*|}"
done

python3 "$root/scripts/corpus/table.py" "$dir" "$root" "$kit_commit" "$depth"
echo "== wrote $dir/table.md and $dir/api.md"
