// explorer-timing: times the explorer's breadth-first search of the canonical world, for
// Docs/Explorer.md's figures. Build and run in release:
//   swift build -c release --product explorer-timing && .build/release/explorer-timing 4 5
// `--workers N` (default 1) searches on N threads (ParallelBreadthFirstSearch); `--workers 1,2`
// times each in turn, alternating, so that both see the same machine; `0` stands for the
// parallel engine on one thread (what the threads' share of the work costs without a second one).
// Each world is searched `--repeat` times (default 3) in this process; the fastest run is
// printed with the states and edges per second, by the wall clock and by the CPU time the
// process was given (on a machine shared with other work the second is the fairer figure),
// then the process's peak resident memory.
import Foundation
import LifecycleExplorer

var worlds: [Int] = []
var repeats = 3
var workerCounts = [1]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--repeat", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
    repeats = value
  } else if argument == "--workers", let value = arguments.popFirst() {
    let counts = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 0 }
    guard !counts.isEmpty else {
      FileHandle.standardError.write(
        Data("--workers takes N or N,M,… (0: the parallel engine on one thread)\n".utf8))
      exit(2)
    }
    workerCounts = counts
  } else if let apps = Int(argument), CanonicalWorld(apps: apps) != nil {
    worlds.append(apps)
  } else {
    FileHandle.standardError.write(
      Data("usage: explorer-timing [--repeat N] [--workers N[,M…]] A…  (A = 2…6 apps)\n".utf8))
    exit(2)
  }
}
if worlds.isEmpty { worlds = [4, 5] }

/// The CPU time this process has used, in seconds.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The process's peak resident set (VmHWM in /proc/self/status), in MiB; nil where there is none.
func peakResidentMiB() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
  else { return nil }
  return kilobytes / 1024
}

for apps in worlds {
  guard let world = CanonicalWorld(apps: apps) else { continue }
  var best = [Int: (wall: Double, cpu: Double)]()
  var reports = [Int: SearchReport<WorldInput, WorldViolation>]()
  // The worker counts alternate within each repeat, so a busy moment of the machine falls on
  // each of them alike.
  for _ in 0..<repeats {
    for workers in workerCounts {
      let clock = ContinuousClock()
      let start = clock.now
      let startCPU = cpuSeconds()
      let options = SearchOptions(expectedStates: world.knownStateCount ?? 1 << 16, workers: max(workers, 1))
      reports[workers] =
        workers == 0 ? world.parallelSearch(options) : world.search(options)
      let cpu = cpuSeconds() - startCPU
      let elapsed = start.duration(to: clock.now)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      let previous = best[workers] ?? (Double.infinity, Double.infinity)
      best[workers] = (min(previous.wall, seconds), min(previous.cpu, cpu))
    }
  }
  for workers in workerCounts {
    guard let report = reports[workers], let (wall, cpu) = best[workers] else { continue }
    print(
      String(
        format:
          "A=%d, %@: %d states, %d edges, depth %d; best of %d: wall %.3f s (%.0f states/s, "
          + "%.0f edges/s), CPU %.3f s (%.0f states/s per CPU second)",
        apps, workers == 0 ? "parallel engine, 1 thread" : workers == 1 ? "1 worker" : "\(workers) workers",
        report.states, report.edges, report.depth, repeats, wall,
        Double(report.states) / wall, Double(report.edges) / wall, cpu, Double(report.states) / cpu))
  }
  if let one = best[1]?.wall {
    for workers in workerCounts where workers != 1 {
      if let wall = best[workers]?.wall {
        print(
          String(
            format: "A=%d: %@ gives %.2f× the states/s of 1 worker", apps,
            workers == 0 ? "the parallel engine on 1 thread" : "\(workers) workers", one / wall))
      }
    }
  }
  for workers in workerCounts where workers > 0 {
    let clock = ContinuousClock()
    let start = clock.now
    let violation = world.search(SearchOptions(stopAtViolation: true, workers: workers))
    let elapsed = start.duration(to: clock.now)
    print(
      "A=\(apps) property, \(workers) worker(s): "
        + "\(violation.finding.map { "violated at depth \($0.path.count)" } ?? "holds")"
        + " after \(violation.states) states, \(elapsed)")
  }
}
if let peak = peakResidentMiB() { print(String(format: "peak resident memory (VmHWM): %.1f MiB", peak)) }
