import Foundation
import LifecycleExplorer

/// The options that turn an exploration into a report (`--shard I/N`, `--json`, `--out DIR`),
/// reading the shard from a Kubernetes Indexed Job's environment when `--shard` is absent, and
/// the one place that runs a sharded search and writes its report — for every mode of
/// `lifecycle explore` (the canonical world, the device policy, and any later model).
enum ReportOutput {
  /// The environment variable a Kubernetes Indexed Job sets to the pod's index.
  static let indexVariable = "JOB_COMPLETION_INDEX"
  /// The variable that carries the Job's completions: Kubernetes does not set it, the Job's pod
  /// template does (deploy/explore-indexed-job.yaml).
  static let countVariable = "JOB_COMPLETIONS"
  /// The report's file name in an `--out` folder.
  static let reportFile = "report.json"
  /// The fingerprint file's name beside it.
  static let fingerprintFile = "fingerprints.bin"

  /// The options, to append to a mode's own.
  static let options: [CommandOption] = [
    CommandOption(
      "shard", value: .text(placeholder: "I/N"),
      defaultNote: "\(indexVariable)/\(countVariable) when both are set, else none",
      summary:
        "run shard I (from 0) of N of the breadth-first search and report it; `lifecycle report merge` "
        + "merges the N reports"),
    CommandOption(
      "exchange", value: .text(placeholder: "DIR"),
      summary:
        "with N ≥ 2 shards: each shard expands only the states it owns and hands the others theirs level by "
        + "level through DIR, a folder every shard shares (fresh per search; all N shards run at once), so that "
        + "each does about 1/N of the work; without it each shard searches on alone from its part of one level"
    ),
    CommandOption("json", summary: "print the report as JSON on standard output"),
    CommandOption(
      "out", value: .text(placeholder: "DIR"),
      summary:
        "write the report to DIR/\(reportFile) and the visited states' fingerprints to DIR/\(fingerprintFile)"
    ),
  ]

  /// What a command line asks of the report.
  struct Request: Equatable {
    /// The shard to run (the whole search when none is selected).
    var shard: ShardSelection
    /// Whether to print the report as JSON.
    var json: Bool
    /// The folder to write it to.
    var out: String?
    /// The folder the shards exchange states through (``ExchangedSearch``), or nil for shards
    /// that split one level and search on alone.
    var exchange: String? = nil
  }

  /// The report `parsed` asks for, or nil when it asks for none (no `--shard`, `--json` or
  /// `--out`, and no shard in `environment`).
  static func request(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) -> Request?
  {
    let shard = try selection(flag: parsed.values["shard"], environment: environment)
    let json = parsed.flags.contains("json")
    let out = parsed.values["out"]
    if out?.isEmpty == true { throw UsageError("--out takes a folder") }
    let exchange = parsed.values["exchange"]
    if let exchange {
      if exchange.isEmpty { throw UsageError("--exchange takes a folder") }
      guard let shard, shard.count > 1 else {
        throw UsageError(
          "--exchange DIR hands states between shards: give --shard I/N with N ≥ 2 (or the Indexed Job's "
            + "\(indexVariable) and \(countVariable))")
      }
    }
    guard shard != nil || json || out != nil else { return nil }
    return Request(shard: shard ?? .whole, json: json, out: out, exchange: exchange)
  }

  /// The shard `--shard I/N` selects, else the one the Indexed Job's variables select, else nil.
  /// A value that is not two whole numbers with I < N is a usage error naming its source.
  static func selection(flag: String?, environment: [String: String]) throws(UsageError) -> ShardSelection? {
    if let flag {
      let parts = flag.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
        throw UsageError("--shard takes I/N, two whole numbers (shard I from 0 of N), not '\(flag)'")
      }
      return try checked(index, count, source: "--shard \(flag)")
    }
    let index = environment[indexVariable]
    let count = environment[countVariable]
    switch (index, count) {
    case (nil, nil): return nil
    case (.some, nil):
      throw UsageError(
        "\(indexVariable) is set but \(countVariable) is not: Kubernetes sets only the index, so set "
          + "\(countVariable) to the Job's completions in the pod's env (or pass --shard I/N)")
    case (nil, .some):
      throw UsageError("\(countVariable) is set but \(indexVariable) is not (or pass --shard I/N)")
    case (.some(let index), .some(let count)):
      guard let shard = Int(index) else {
        throw UsageError("\(indexVariable) takes a whole number from 0, not '\(index)'")
      }
      guard let shards = Int(count) else {
        throw UsageError("\(countVariable) takes a whole number of shards, not '\(count)'")
      }
      return try checked(shard, shards, source: "\(indexVariable)=\(index) \(countVariable)=\(count)")
    }
  }

  private static func checked(_ index: Int, _ count: Int, source: String) throws(UsageError) -> ShardSelection
  {
    guard count >= 1 else { throw UsageError("\(source): N must be at least 1 shard") }
    guard let selection = ShardSelection(index: index, count: count) else {
      throw UsageError("\(source): the shard index must be from 0 to \(count - 1)")
    }
    return selection
  }

  /// Runs shard `request.shard` of the breadth-first search of `model` to `depthBound`, and
  /// prints (text, or JSON with `--json`) and writes (`--out`) its report. `title` heads the
  /// text. Exits 1 when the report of the whole search (one shard) has a finding and
  /// `judges` is set; a shard of several exits 0 whatever it found — `lifecycle report merge`
  /// judges the merged report — so that a Job does not retry a pod for a finding.
  static func explore<Model: ReportableModel>(
    _ model: Model, depthBound: Int?, request: Request, title: String, judges: Bool
  ) -> CommandResult {
    // A folder that cannot be written is said before the search, not after it.
    if let out = request.out, let problem = OutputFolder.problem(out) {
      return CommandResult(
        standardError: "lifecycle explore: cannot write the report to \(out): \(problem)\n", exitCode: 2)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let result: ShardResult
    if let exchange = request.exchange {
      if model.fingerprintKey.hasPrefix("process-") {
        return CommandResult(
          standardError:
            "lifecycle explore: --exchange needs fingerprints that agree between the shards' processes, and this "
            + "model's follow Swift's per-process hash seed: run every shard with SWIFT_DETERMINISTIC_HASHING=1\n",
          exitCode: 2)
      }
      if let problem = OutputFolder.problem(exchange) {
        return CommandResult(
          standardError: "lifecycle explore: cannot use the exchange folder \(exchange): \(problem)\n",
          exitCode: 2)
      }
      var shared = ShardExchange(folder: URL(fileURLWithPath: exchange))
      let shard = request.shard
      shared.waiting = { level, missing, waited in
        FileHandle.standardError.write(
          Data(
            ("lifecycle explore: shard \(shard): waiting \(waited.components.seconds) s at level \(level) for shard"
              + "\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) "
              + "(every shard must run at the same time)\n").utf8))
      }
      do {
        result = try model.exchangedSearch(depthBound: depthBound, shard: request.shard, exchange: shared)
      } catch {
        return CommandResult(standardError: "lifecycle explore: \(error.description)\n", exitCode: 2)
      }
    } else {
      result = model.shardedSearch(depthBound: depthBound, shard: request.shard)
    }
    let elapsed = start.duration(to: clock.now)
    let rows = FingerprintRows.encode(result.records)
    let report = ExplorationReport(result, of: model, fingerprintFile: fingerprintFile, rowBytes: rows)
    let seconds = elapsed.inSeconds
    var output = emit(report, rows: rows, json: request.json, out: request.out, title: title)
    if !request.json && output.exitCode == 0 {
      output.standardOutput += String(format: "time    %.3f s\n", seconds)
    }
    if output.exitCode == 0, judges, request.shard.count == 1, !report.findings.isEmpty {
      output.exitCode = 1
    }
    if request.shard.count > 1, report.fingerprintKey.hasPrefix("process-") {
      output.standardError +=
        "lifecycle explore: warning: this model's fingerprints agree between processes only when each runs with "
        + "SWIFT_DETERMINISTIC_HASHING=1 (Swift seeds its hashes per process otherwise); run every shard with it "
        + "set, or `lifecycle report merge` refuses them\n"
    }
    return output
  }

  /// Prints `report` (JSON, or a text summary headed by `title`) and, with `out`, writes it and
  /// — when the report names a fingerprint file — `rows` there. Exit 0, or 2 when the files
  /// cannot be written. A model without fingerprints (an app run in the simulator) passes none.
  static func emit(_ report: ExplorationReport, rows: [UInt8], json: Bool, out: String?, title: String)
    -> CommandResult
  {
    let text = encoded(report)
    if let out {
      do {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let folder = URL(fileURLWithPath: out)
        if let side = report.fingerprints {
          try Data(rows).write(to: folder.appendingPathComponent(side.file), options: .atomic)
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent(reportFile), options: .atomic)
      } catch {
        return CommandResult(
          standardError: "lifecycle: cannot write the report to \(out): \(error)\n", exitCode: 2)
      }
    }
    // Standard output gets the report in the envelope (JSONEnvelope); the file keeps it bare.
    if json { return CommandResult(document: JSONDocument.encoding(report) ?? .object([])) }
    var lines = summary(report, title: title)
    if let out { lines += "report  \(URL(fileURLWithPath: out).appendingPathComponent(reportFile).path)\n" }
    return CommandResult(standardOutput: lines)
  }

  /// The report as JSON: keys sorted, indented, a newline at the end.
  static func encoded(_ report: ExplorationReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and arrays does not fail.
    let data = (try? encoder.encode(report)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report's counts and first finding as text.
  static func summary(_ report: ExplorationReport, title: String) -> String {
    var out = title
    if let shard = report.shard, shard.count > 1 {
      out += ", shard \(shard)"
      if report.partition == ExplorationReport.exchangedPartition {
        out += " (the states it owns, exchanged level by level)"
      } else {
        out += report.splitDepth.map { " (split at depth \($0))" } ?? " (too small to split: the whole space)"
      }
    } else if let merged = report.mergedShards {
      out += ", \(merged.count) shards merged"
    }
    out += "\n"
    out += "states  \(ExploreCommand.grouped(report.states))\n"
    out += "edges   \(ExploreCommand.grouped(report.edges))\n"
    out += "depth   \(report.depth)" + (report.cutByDepthBound ? " (cut by the depth bound)\n" : "\n")
    guard let first = report.findings.first else {
      out += "no violation found\n"
      return out
    }
    // One line per invariant: how many of its shortest violations, after how many events.
    var invariants: [String] = []
    for finding in report.findings where !invariants.contains(finding.invariant) {
      invariants.append(finding.invariant)
    }
    for invariant in invariants {
      let found = report.findings.filter { $0.invariant == invariant }
      let count = found.count
      out +=
        "\(invariant): \(count == 1 ? "1 violation" : "\(count) violations") after \(found[0].path.count) events"
      out += count >= ShardedSearch.findingLimit ? " (the first \(count) kept)\n" : "\n"
    }
    out += "the first: \(first.invariant): \(first.message)\n"
    for (index, line) in first.path.enumerated() { out += "  \(index + 1). \(line)\n" }
    return out
  }
}
