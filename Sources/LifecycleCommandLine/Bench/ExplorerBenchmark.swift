import Foundation

/// The explorer beside SPIN: in one run, SPIN 6's `pan` on the peer model
/// (`Benchmarks/Peers/lifecycle.pml`) and `lifecycle explore --world A` on one and two workers,
/// each a child process measured the same way (``MeasuredProcess``), on the same worlds.
enum ExplorerBenchmark {
  /// One measured search.
  struct Row {
    var world: Int
    /// `SPIN`, or the explorer's number of workers.
    var workers: Int?
    var states: Int
    var edges: Int
    /// The search's own time (pan's "elapsed time"; the explorer's "time"), without start-up.
    var seconds: Double
    /// The search's peak resident memory: the explorer's own high-water mark, which it prints;
    /// pan's `wait4` figure (see ``MeasuredProcess``).
    var peakResidentBytes: Int
    /// For pan, the floor under its memory figure: this process's resident memory when it
    /// started pan.
    var starterResidentBytes: Int?
    /// The fewest events to a violation of the property, nil where none was found or looked for.
    var violationDepth: Int?

    var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
  }

  /// What the section found, and why SPIN was not run where it was not.
  struct Result {
    var rows: [Row] = []
    var spinNote: String?
  }

  /// The exact counts of the full spaces (SPIN 6.5.2's states stored and transitions minus one,
  /// equal to an independent breadth-first search's: Docs/Explorer.md), for the worlds SPIN
  /// does not run on here.
  static let known: [Int: (states: Int, edges: Int)] = [
    4: (109_401, 1_508_544), 5: (1_840_701, 30_745_730), 6: (31_590_421, 615_328_032),
  ]

  /// pan's DFS stack depth (`-m`) and hash table size (`-w`) per world, sized to the model
  /// (Benchmarks/Peers/run_spin.sh's "lean" sizes).
  static let panSizes: [Int: (depth: Int, hashBits: Int)] = [4: (200_000, 18), 5: (2_000_000, 22)]

  /// Measures `worlds` with the explorer (1 and 2 workers) and, those of them in ``panSizes``,
  /// with SPIN when `spin` and `gcc` are on PATH and the peer folder has the model.
  static func run(worlds: [Int], peers: URL?, say: (String) -> Void) -> Result {
    var result = Result()
    let spinWorlds = worlds.filter { panSizes[$0] != nil }
    var spin: (spin: String, gcc: String, model: URL)?
    let missing = ["spin", "gcc"].filter { MeasuredProcess.which($0) == nil }
    if !missing.isEmpty {
      result.spinNote =
        "SPIN not run: \(missing.joined(separator: " and ")) not on PATH "
        + "(install with `apt-get install spin gcc`)"
    } else if let model = peers?.appendingPathComponent("lifecycle.pml"),
      FileManager.default.fileExists(atPath: model.path)
    {
      spin = (MeasuredProcess.which("spin")!, MeasuredProcess.which("gcc")!, model)
    } else {
      result.spinNote = "SPIN not run: no lifecycle.pml in the peer folder (give --peers DIR)"
    }
    for world in worlds {
      if let spin, spinWorlds.contains(world) {
        say("explorer beside SPIN: spin -DA=\(world) -a lifecycle.pml, pan -A…")
        do {
          result.rows.append(try runSPIN(world: world, spin: spin.spin, gcc: spin.gcc, model: spin.model))
        } catch {
          result.spinNote = "SPIN failed at A=\(world): \(error)"
        }
      }
      for workers in [1, 2] {
        say("explorer beside SPIN: lifecycle explore --world \(world) --workers \(workers)…")
        do {
          result.rows.append(try runExplorer(world: world, workers: workers, repeats: world >= 6 ? 1 : 3))
        } catch {
          result.spinNote =
            (result.spinNote.map { $0 + "; " } ?? "") + "explorer failed at A=\(world): \(error)"
        }
      }
    }
    return result
  }

  /// SPIN on the peer model with `A` apps: the full space with the property ignored
  /// (`pan -A`), then the shortest violation — `pan` compiled with `-DREACH`, which makes a
  /// depth-bounded search complete up to its bound, run with bounds 1, 2, … until one reports
  /// the assertion violated.
  static func runSPIN(world: Int, spin: String, gcc: String, model: URL) throws(BenchError) -> Row {
    guard let sizes = panSizes[world] else { throw BenchError("no pan sizes for A=\(world)") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-bench-spin-\(world)")
    do {
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: model, to: folder.appendingPathComponent("lifecycle.pml"))
    } catch {
      throw BenchError("cannot prepare \(folder.path): \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    for (program, arguments) in [
      (spin, ["-DA=\(world)", "-a", "lifecycle.pml"]),
      (gcc, ["-O2", "-DSAFETY", "-o", "pan", "pan.c"]),
      (gcc, ["-O2", "-DSAFETY", "-DREACH", "-o", "pan_reach", "pan.c"]),
    ] {
      let built = try MeasuredProcess.run(program, arguments, in: folder)
      guard built.status == 0 else {
        throw BenchError(
          "\(program) \(arguments.joined(separator: " ")) exited \(built.status): \(built.output.suffix(300))"
        )
      }
    }
    let pan = folder.appendingPathComponent("pan").path
    let full = try MeasuredProcess.run(pan, ["-A", "-m\(sizes.depth)", "-w\(sizes.hashBits)"], in: folder)
    let text = full.output
    guard full.status == 0,
      let stored = MeasuredProcess.capture(#"([\d.e+]+) states, stored"#, in: text).flatMap(Double.init),
      let transitions = MeasuredProcess.capture(#"([\d.e+]+) transitions"#, in: text).flatMap(Double.init),
      let elapsed = MeasuredProcess.capture(#"pan: elapsed time ([\d.e+-]+) seconds"#, in: text).flatMap(
        Double.init)
    else { throw BenchError("unexpected output from pan -A (exit \(full.status)): \(text.suffix(300))") }
    guard !text.contains("max search depth too small") else {
      throw BenchError("pan's depth bound -m\(sizes.depth) cut the search at A=\(world)")
    }
    var shortest: Int?
    let reach = folder.appendingPathComponent("pan_reach").path
    for bound in 1...40 {
      let run = try MeasuredProcess.run(reach, ["-m\(bound)", "-w\(sizes.hashBits)"], in: folder)
      if let errors = MeasuredProcess.capture(#"errors: (\d+)"#, in: run.output).flatMap(Int.init), errors > 0
      {
        shortest = bound
        break
      }
    }
    return Row(
      world: world, workers: nil, states: Int(stored), edges: Int(transitions) - 1, seconds: elapsed,
      peakResidentBytes: full.peakResidentBytes, starterResidentBytes: full.starterResidentBytes,
      violationDepth: shortest)
  }

  /// `lifecycle explore --world A --workers N` in a child process (this same binary), the
  /// fastest of `repeats` runs, then once with `--property` for the shortest violation.
  static func runExplorer(world: Int, workers: Int, repeats: Int) throws(BenchError) -> Row {
    let binary = Bundle.main.executablePath ?? CommandLine.arguments[0]
    guard URL(fileURLWithPath: binary).lastPathComponent == "lifecycle" else {
      throw BenchError("the explorer is measured by running this `lifecycle` binary, not \(binary)")
    }
    let folder = FileManager.default.temporaryDirectory
    var best: Row?
    for _ in 0..<repeats {
      let run = try MeasuredProcess.run(
        binary, ["explore", "--world", "\(world)", "--workers", "\(workers)"], in: folder)
      guard run.status == 0, let states = number(after: "states", in: run.output),
        let edges = number(after: "edges", in: run.output),
        let seconds = MeasuredProcess.capture(#"time +([\d.]+) s"#, in: run.output).flatMap(Double.init)
      else { throw BenchError("unexpected output from lifecycle explore: \(run.output.suffix(300))") }
      let row = Row(
        world: world, workers: workers, states: states, edges: edges, seconds: seconds,
        peakResidentBytes: number(after: "memory", in: run.output).map { $0 << 20 } ?? run.peakResidentBytes)
      if best.map({ seconds < $0.seconds }) ?? true { best = row }
    }
    guard var row = best else { throw BenchError("no run") }
    let property = try MeasuredProcess.run(
      binary, ["explore", "--world", "\(world)", "--property", "--workers", "\(workers)"], in: folder)
    row.violationDepth = MeasuredProcess.capture(#"property violated after (\d+) event"#, in: property.output)
      .flatMap(Int.init)
    return row
  }

  /// The grouped number on the line that starts with `label` (`states  1,840,701`).
  static func number(after label: String, in text: String) -> Int? {
    MeasuredProcess.capture("(?m)^\(label) +([\\d,]+)", in: text).flatMap { Int($0.replacing(",", with: "")) }
  }
}
