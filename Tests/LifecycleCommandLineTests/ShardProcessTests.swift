import Foundation
import Testing

@testable import LifecycleCommandLine

/// The built `lifecycle` executable run as N shard processes at once — as the pods of an
/// Indexed Job run, some selected by `--shard`, some by `JOB_COMPLETION_INDEX` and
/// `JOB_COMPLETIONS` — and merged by `lifecycle report merge` in another process: the merged
/// report is the single run's.
@Suite("shards in separate processes")
struct ShardProcessTests {
  /// The `lifecycle` executable: beside the test binary, else in this package's `.build`.
  static func executable(filePath: String = #filePath) throws -> String {
    var folders: [String] = []
    if let binary = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append((binary as NSString).deletingLastPathComponent)
    }
    if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent().path) }
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    folders += ["debug", "release"].map { root.appendingPathComponent(".build/\($0)").path }
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent("lifecycle")
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw Missing(
      description: "the lifecycle executable is not built (looked in \(folders.joined(separator: ", "))); "
        + "`swift build --build-tests` builds it")
  }

  struct Missing: Error, CustomStringConvertible { var description: String }

  /// A started process whose output goes to files (so that a full pipe never blocks it).
  struct Running {
    var process: Process
    var output: URL
    var error: URL

    /// Waits for the process: its output, its error output and its exit code.
    func finish() throws -> (output: String, error: String, status: Int32) {
      process.waitUntilExit()
      return (
        String(decoding: try Data(contentsOf: output), as: UTF8.self),
        String(decoding: try Data(contentsOf: error), as: UTF8.self), process.terminationStatus
      )
    }
  }

  /// Starts `lifecycle arguments` with `extra` added to this process's environment, without
  /// any Indexed Job variables of its own.
  static func start(
    _ arguments: [String], extra: [String: String] = [:], in scratch: ReportScratch, name: String
  )
    throws -> Running
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable())
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[ReportOutput.indexVariable] = nil
    environment[ReportOutput.countVariable] = nil
    process.environment = environment.merging(extra) { $1 }
    let output = scratch.root.appendingPathComponent("\(name).out")
    let error = scratch.root.appendingPathComponent("\(name).err")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: error.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
    return Running(process: process, output: output, error: error)
  }

  @Test(
    "two exchanging shard processes (A=4) each hold about half the states and merge to the single run's report"
  )
  func exchangingProcesses() throws {
    let scratch = try ReportScratch("exchange")
    defer { scratch.remove() }
    let single = try Self.start(["explore", "--world", "4", "--json"], in: scratch, name: "single")
    let shards = try (0..<2).map { index in
      try Self.start(
        [
          "explore", "--world", "4", "--shard", "\(index)/2", "--exchange", scratch.path("exchange"), "--out",
          scratch.path("shard\(index)"),
        ], in: scratch, name: "s\(index)")
    }
    let expected = try #require(ReportFields(json: try single.finish().output))
    var held = 0
    for (index, shard) in shards.enumerated() {
      let ended = try shard.finish()
      #expect(ended.status == 0, "shard \(index): \(ended.error)")
      #expect(ended.output.contains("shard \(index)/2 (the states it owns, exchanged level by level)"))
      let alone = try #require(ReportFields(folder: scratch.path("shard\(index)")))
      #expect(alone.states < expected.states * 6 / 10, "shard \(index) holds about half")
      held += alone.states
    }
    #expect(held == expected.states, "each state is held by one shard")
    let merged = try Self.start(
      ["report", "merge", scratch.path("shard0"), scratch.path("shard1"), "--json"], in: scratch,
      name: "merge"
    ).finish()
    #expect(merged.status == 1, "\(merged.error)")
    #expect(ReportFields(json: merged.output) == expected)
    // Exchanged shards and shards split at one level are of different searches.
    let split = try Self.start(
      ["explore", "--world", "4", "--shard", "1/2", "--out", scratch.path("split1")], in: scratch,
      name: "split")
    _ = try split.finish()
    let mixed = try Self.start(
      ["report", "merge", scratch.path("shard0"), scratch.path("split1")], in: scratch, name: "mixed"
    ).finish()
    #expect(mixed.status == 2)
    #expect(mixed.error.contains("shards split at one level, not shards that exchanged states"))
  }

  @Test("--exchange needs two shards or more, a folder that can be made, and fingerprints that agree")
  func exchangeUsage() throws {
    let scratch = try ReportScratch("exchange-usage")
    defer { scratch.remove() }
    let alone = try Self.start(
      ["explore", "--world", "3", "--exchange", scratch.path("x")], in: scratch, name: "alone"
    ).finish()
    #expect(alone.status == 2)
    #expect(alone.error.contains("--exchange DIR hands states between shards: give --shard I/N with N ≥ 2"))
    let file = scratch.path("file")
    _ = FileManager.default.createFile(atPath: file, contents: Data())
    let underFile = try Self.start(
      ["explore", "--world", "3", "--shard", "0/2", "--exchange", file + "/x"], in: scratch, name: "under"
    ).finish()
    #expect(underFile.status == 2)
    #expect(
      underFile.error.contains(
        "cannot use the exchange folder \(file)/x: the folder cannot be made (\(file) is a file)"))
    let policy = try Self.start(
      ["explore", "--policy", "--profile", "ios4", "--shard", "0/2", "--exchange", scratch.path("p")],
      extra: ["SWIFT_DETERMINISTIC_HASHING": ""], in: scratch, name: "policy"
    ).finish()
    #expect(policy.status == 2)
    #expect(policy.error.contains("run every shard with SWIFT_DETERMINISTIC_HASHING=1"))
  }

  @Test("three shard processes of the canonical world (A=4) merge to the single run's report")
  func threeProcesses() throws {
    let scratch = try ReportScratch("processes")
    defer { scratch.remove() }
    let count = 3
    let single = try Self.start(["explore", "--world", "4", "--json"], in: scratch, name: "single")
    var shards: [Running] = []
    for index in 0..<count {
      let folder = scratch.path("shard\(index)")
      // Shard 0 by the flag, the others as Indexed Job pods by the environment.
      shards.append(
        index == 0
          ? try Self.start(
            ["explore", "--world", "4", "--shard", "0/\(count)", "--out", folder], in: scratch,
            name: "s\(index)")
          : try Self.start(
            ["explore", "--world", "4", "--out", folder],
            extra: [ReportOutput.indexVariable: "\(index)", ReportOutput.countVariable: "\(count)"],
            in: scratch,
            name: "s\(index)"))
    }
    let whole = try single.finish()
    #expect(whole.status == 0, "\(whole.error)")
    let expected = try #require(ReportFields(json: whole.output))
    #expect(expected.states == 109_401 && expected.edges == 1_508_544 && expected.depth == 16)
    #expect(expected.shortestViolation == 7)
    for (index, shard) in shards.enumerated() {
      let ended = try shard.finish()
      #expect(ended.status == 0, "shard \(index): \(ended.error)")
      #expect(ended.output.contains("shard \(index)/\(count)"), "\(ended.output)")
      let alone = try #require(ReportFields(folder: scratch.path("shard\(index)")))
      #expect(alone.states < expected.states)
    }
    let merge = try Self.start(
      ["report", "merge"] + (0..<count).map { scratch.path("shard\($0)") } + ["--json"], in: scratch,
      name: "merge")
    let merged = try merge.finish()
    #expect(merged.status == 1, "\(merged.error)")
    #expect(ReportFields(json: merged.output) == expected)
  }

  @Test("the device policy's shards from separate processes are refused unless every process hashes alike")
  func policyAcrossProcesses() throws {
    let scratch = try ReportScratch("policy-processes")
    defer { scratch.remove() }
    let arguments = ["explore", "--policy", "--profile", "ios4", "--depth", "4", "--out"]
    let shards = try (0..<2).map { index in
      try Self.start(
        arguments + [scratch.path("p\(index)"), "--shard", "\(index)/2"],
        extra: ["SWIFT_DETERMINISTIC_HASHING": ""], in: scratch, name: "p\(index)")
    }
    for shard in shards {
      let ended = try shard.finish()
      #expect(ended.status == 0)
      #expect(ended.error.contains("SWIFT_DETERMINISTIC_HASHING=1"))
    }
    let merged = try Self.start(
      ["report", "merge", scratch.path("p0"), scratch.path("p1")], in: scratch, name: "m"
    )
    .finish()
    #expect(merged.status == 2)
    #expect(merged.error.contains("fingerprint key"))
    #expect(merged.error.contains("run every shard with SWIFT_DETERMINISTIC_HASHING=1 set"))
  }

  @Test("with SWIFT_DETERMINISTIC_HASHING=1 the device policy's shard processes merge to the single run")
  func policyAcrossProcessesHashingAlike() throws {
    let scratch = try ReportScratch("policy-stable")
    defer { scratch.remove() }
    let alike = ["SWIFT_DETERMINISTIC_HASHING": "1"]
    let base = ["explore", "--policy", "--profile", "ios4", "--depth", "5"]
    let single = try Self.start(base + ["--json"], extra: alike, in: scratch, name: "single")
    let shards = try (0..<3).map { index in
      try Self.start(
        base + ["--out", scratch.path("q\(index)"), "--shard", "\(index)/3"], extra: alike, in: scratch,
        name: "q\(index)")
    }
    let whole = try single.finish()
    #expect(whole.status == 0, "\(whole.error)")
    let expected = try #require(ReportFields(json: whole.output))
    #expect(whole.output.contains("\"policy-stable\""))
    for shard in shards {
      let ended = try shard.finish()
      #expect(ended.status == 0, "\(ended.error)")
      #expect(!ended.error.contains("warning"), "\(ended.error)")
    }
    let merged = try Self.start(
      ["report", "merge"] + (0..<3).map { scratch.path("q\($0)") } + ["--json"], in: scratch, name: "m"
    )
    .finish()
    #expect(merged.status == 0, "\(merged.error)")
    #expect(ReportFields(json: merged.output) == expected)
  }
}

/// Ctrl-C during a long `lifecycle explore --world` or `--policy`: the search stops within a
/// batch of states and prints the counts so far, exit 130.
@Suite("interrupting a search")
struct InterruptedSearchTests {
  /// Waits 1.5 s — long enough to be inside the exploration, far shorter than it — then
  /// sends `running` SIGINT (`twice`: a second time 10 ms later) and waits for it to end. One
  /// that has not ended 30 s later is killed, so that the test fails rather than hangs.
  static func interrupt(
    _ running: ShardProcessTests.Running, twice: Bool
  ) throws -> (output: String, error: String, status: Int32) {
    usleep(1_500_000)
    #expect(running.process.isRunning, "the exploration ended before it could be interrupted")
    running.process.interrupt()
    if twice {
      usleep(10_000)
      running.process.interrupt()
    }
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    while running.process.isRunning, ContinuousClock.now < deadline { usleep(50_000) }
    if running.process.isRunning {
      kill(running.process.processIdentifier, SIGKILL)
      Issue.record("the exploration did not stop within 30 s of SIGINT")
    }
    return try running.finish()
  }

  @Test(
    "SIGINT stops the search and prints what it had",
    arguments: [["--world", "6"], ["--policy", "--apps", "4", "--depth", "40"]])
  func interrupted(arguments: [String]) throws {
    let scratch = try ReportScratch("interrupt")
    defer { scratch.remove() }
    let running = try ShardProcessTests.start(["explore"] + arguments, in: scratch, name: "search")
    // The same Ctrl-C sent to the process and its group arrives twice: still one.
    let ended = try Self.interrupt(running, twice: true)
    #expect(ended.status == 130, "\(ended.output)\(ended.error)")
    #expect(ended.output.contains("interrupted (Ctrl-C) at depth "))
    #expect(ended.output.contains("states"))
  }

  @Test("SIGINT stops explore --around after the runs under way and reports the runs so far")
  func interruptedAround() throws {
    let scratch = try ReportScratch("interrupt-around")
    defer { scratch.remove() }
    // 89 steps of typing: 445 runs of about 90 steps each, far longer than the wait below.
    let typing = (0..<88).map { "type Notes Note \"\(UnicodeScalar(UInt8(97 + $0 % 26)))\"" }
    let text =
      (["device profile=ios7 memory=512MB seed=1", "install Notes app=notes", "launch Notes"] + typing)
      .joined(separator: "\n") + "\n"
    let file = scratch.path("long.scn")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let running = try ShardProcessTests.start(
      ["explore", "--around", file, "--workers", "2"], in: scratch, name: "around")
    let ended = try Self.interrupt(running, twice: false)
    #expect(ended.status == 130, "\(ended.output)\(ended.error)")
    #expect(ended.output.contains("interrupted (Ctrl-C) after "), "\(ended.output)")
    #expect(ended.output.contains(" of 445 runs"), "\(ended.output)")
  }
}
