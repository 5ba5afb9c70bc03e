#!/usr/bin/env python3
"""Summarise WORK/logs/ produced by run_spin.sh (and the ref_explorer runs) as markdown rows."""
import glob
import re
import statistics
import sys
import os

# The folder run_spin.sh worked in (it prints it): the argument, else $WORK. Not this
# script's own folder, which holds no logs.
work = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("WORK")
if not work:
    sys.exit("usage: python3 summarize.py WORK   (the folder run_spin.sh worked in; or set $WORK)")
os.chdir(work)


def parse_time(path):
    t = open(path).read()
    m = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", t)
    h, mi, s = m.groups()
    wall = (int(h) if h else 0) * 3600 + int(mi) * 60 + float(s)
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", t).group(1))
    sys_ = float(re.search(r"System time \(seconds\): ([\d.]+)", t).group(1))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", t).group(1))
    return wall, user, sys_, rss


def parse_pan(path):
    t = open(path).read()
    g = lambda rx, f=float: (lambda m: f(m.group(1)) if m else None)(re.search(rx, t))
    return dict(
        stored=g(r"([\d.e+]+) states, stored", lambda x: int(float(x))),
        transitions=g(r"([\d.e+]+) transitions", lambda x: int(float(x))),
        depth=g(r"depth reached (\d+)", int),
        vec=g(r"State-vector (\d+) byte", int),
        elapsed=g(r"pan: elapsed time ([\d.e+-]+) seconds"),
        rate=g(r"pan: rate\s+([\d.e+]+) states/second"),
        mem_states=g(r"([\d.]+)\s+actual memory usage for states"),
        mem_total=g(r"([\d.]+)\s+total actual memory usage"),
        truncated="max search depth too small" in t,
    )


med = statistics.median
rows = []
for kind in ("full", "lean"):
    for A in sorted({int(re.search(r"_a(\d+)_", p).group(1)) for p in glob.glob(f"logs/{kind}_a*_r*.txt")}):
        runs = sorted(glob.glob(f"logs/{kind}_a{A}_r*.txt"))
        pans = [parse_pan(p) for p in runs]
        times = [parse_time(p.replace(".txt", ".time")) for p in runs]
        p0 = pans[0]
        assert all(p["stored"] == p0["stored"] for p in pans)
        el = med([p["elapsed"] for p in pans])
        rates = [p["rate"] for p in pans if p["rate"]]
        rows.append(dict(kind=kind, A=A, n=len(runs), stored=p0["stored"], transitions=p0["transitions"],
                         depth=p0["depth"], vec=p0["vec"], pan_elapsed=el,
                         pan_elapsed_all=[p["elapsed"] for p in pans],
                         states_per_s=(p0["stored"] / el if el else None),
                         pan_rate_median=(med(rates) if rates else None),
                         wall=med([t[0] for t in times]), wall_all=[t[0] for t in times],
                         user=med([t[1] for t in times]), sys=med([t[2] for t in times]),
                         rss_mb=med([t[3] for t in times]) / 1024,
                         mem_states_mb=p0["mem_states"], mem_total_mb=p0["mem_total"],
                         truncated=p0["truncated"]))

print("| run | A | states stored | transitions | max depth | pan elapsed s (median) | states/s (stored/elapsed) | pan 'rate' | wall s (median) | user/sys s | max RSS MB | pan mem for states MB | pan total MB |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    sps = f"{r['states_per_s']:,.0f}" if r["states_per_s"] else "n/a"
    rate = f"{r['pan_rate_median']:,.0f}" if r["pan_rate_median"] else "n/a"
    print(f"| {r['kind']} (n={r['n']}{', TRUNCATED' if r['truncated'] else ''}) | {r['A']} | {r['stored']:,} | {r['transitions']:,} | {r['depth']:,} | "
          f"{r['pan_elapsed']} {r['pan_elapsed_all']} | {sps} | {rate} | {r['wall']:.2f} {r['wall_all']} | "
          f"{r['user']:.2f}/{r['sys']:.2f} | {r['rss_mb']:.0f} | {r['mem_states_mb']} | {r['mem_total_mb']} |")

print()
for A in sorted({int(re.search(r"_a(\d+)\.txt", p).group(1)) for p in glob.glob("logs/prop_dfs_a*.txt")}):
    d = open(f"logs/prop_dfs_a{A}.txt").read()
    s = open(f"logs/prop_short_a{A}.txt").read()
    m = re.search(r"assertion violated \((.*?)\) \(at depth (\d+)\)", d)
    sd = parse_pan(f"logs/prop_dfs_a{A}.txt")
    ss = parse_pan(f"logs/prop_short_a{A}.txt")
    steps = re.search(r"trail_steps (\d+)", s).group(1)
    print(f"A={A}: first DFS violation `{m.group(1)}` at depth {m.group(2)} "
          f"(states stored {sd['stored']}, elapsed {sd['elapsed']} s); shortest trail (-DREACH -i): {steps} steps "
          f"(elapsed {ss['elapsed']} s)")

print()
for A in sorted({int(re.search(r"_a(\d+)_", p).group(1)) for p in glob.glob("logs/pyref_a*_r*.txt")}):
    runs = sorted(glob.glob(f"logs/pyref_a{A}_r*.txt"))
    ds = [eval(open(p).read()) for p in runs]
    ts = [parse_time(p.replace(".txt", ".time")) for p in runs]
    el = med([d["elapsed"] for d in ds])
    print(f"py-ref BFS A={A} (n={len(runs)}): states {ds[0]['states']:,}, pan-equivalent transitions "
          f"{ds[0]['pan_transitions']:,}, BFS depth {ds[0]['max_bfs_depth']}, explore {el:.3f} s "
          f"{[round(d['elapsed'], 3) for d in ds]}, {ds[0]['states']/el:,.0f} states/s, "
          f"max RSS {med([t[3] for t in ts])/1024:.0f} MB")
