#!/usr/bin/env python3
"""Summarises one `lifecycle-app explore --app … --profile all --json` report for the corpus
table: prints "STATES|FINDINGS", where STATES reads like "6 profiles, 1,234 states" and FINDINGS
like "2: no-data-loss on ios13, no-crash on ios7" (or "none"). Used by scripts/corpus.sh."""
import json
import sys


def generations(document):
    if isinstance(document, dict):
        if "generations" in document:
            return document["generations"]
        for value in document.values():
            found = generations(value)
            if found is not None:
                return found
    return None


def main(path, exit_code):
    try:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
    except (OSError, ValueError):
        reason = "timed out" if exit_code == "124" else f"no report (exit {exit_code})"
        print(f"{reason}|-")
        return
    runs = generations(document) or []
    states = sum(run.get("states", 0) for run in runs)
    interrupted = [run.get("profile", "?") for run in runs if run.get("interrupted")]
    explored = f"{len(runs)} profiles, {states:,} states"
    if interrupted:
        explored += f" (stopped early on {', '.join(interrupted)})"
    found = []
    for run in runs:
        for finding in run.get("findings", []):
            found.append(f"{finding.get('invariant', '?')} on {run.get('profile', '?')}")
    if not found:
        print(f"{explored}|none")
        return
    shown = sorted(set(found))
    print(f"{explored}|{len(found)}: {', '.join(shown[:6])}{' …' if len(shown) > 6 else ''}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "0")
