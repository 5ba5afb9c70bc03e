import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator
import Testing

@testable import LifecycleCommandLine

/// `lifecycle explore --app ID`: findings printed with their minimal scenarios, exit 1 when
/// something is found and 0 when not, the scenarios written with `--out`, JSON with `--json`,
/// usage errors that exit 2.
@MainActor
@Suite("lifecycle explore --app")
struct AppExploreCommandTests {
  @Test("notes-naive on iOS 4: a no-data-loss finding with its scenario, exit 1")
  func finding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explore-out-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = LifecycleCommand.run([
      "explore", "--app", "notes-naive", "--profile", "ios4", "--depth", "4", "--out", folder.path,
    ])
    #expect(result.exitCode == 1, "\(result.standardError)")
    #expect(result.standardOutput.contains("no-data-loss: launched again after the system ended it"))
    #expect(result.standardOutput.contains("minimal scenario (lifecycle run replays it and fails):"))
    let file = folder.appendingPathComponent("notes-naive-ios4-no-data-loss.scn")
    let replay = LifecycleCommand.run(["run", file.path])
    #expect(replay.exitCode == 1)
    #expect(replay.standardOutput.contains("expect NotesNaive text == a"))
  }

  @Test("notes on iOS 13: nothing found, exit 0")
  func nothing() {
    let result = LifecycleCommand.run(["explore", "--app", "notes", "--profile", "ios13", "--depth", "3"])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.hasSuffix("no invariant breaks up to depth 3\n"))
  }

  @Test("--json: the counts and findings as JSON")
  func json() throws {
    let result = LifecycleCommand.run([
      "explore", "--app", "alert-naive", "--profile", "ios7", "--depth", "2", "--json",
    ])
    #expect(result.exitCode == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(object["app"] as? String == "alert-naive")
    let generations = try #require(object["generations"] as? [[String: Any]])
    let findings = try #require(generations.first?["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["invariant"] as? String == "clean-background" })
  }

  @Test("--json: each generation reads back as an AppExplorationRecord, and into the report with its steps")
  func jsonRecords() throws {
    let result = LifecycleCommand.run([
      "explore", "--app", "alert-naive", "--profile", "ios7", "--depth", "2", "--json",
    ])
    struct Document: Decodable { var generations: [AppExplorationRecord] }
    let document = try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
    let record = try #require(document.generations.first)
    #expect(record.profile == .ios7 && !record.interrupted)
    let report = try #require(record.report(install: InstallSpec(name: "AlertNaive", appID: "alert-naive")))
    let finding = try #require(report.findings.first { $0.invariant == .cleanBackground })
    #expect(finding.profile == .ios7)
    #expect(
      finding.steps.map(ScenarioPrinter.line(for:))
        == record.findings.first { $0.invariant == .cleanBackground }?.steps)
    #expect(AppExplorationRecord(report) == record)
  }

  @Test(
    "an unknown app, a bad depth or event: exit 2, naming the fix",
    arguments: [
      (["--app", "notes-naiv"], "did you mean 'notes-naive'"),
      (["--app", "notes", "--depth", "99"], "--depth takes a whole number from 0 to 12"),
      (["--app", "notes", "--events", "home,sneeze"], "--events: no event 'sneeze'"),
      (["--app", "notes", "--random", "--depth", "3"], "--depth goes with the exhaustive search"),
      (["--app", "notes", "--runs", "3"], "--runs goes with --random or --swarm"),
      (["--app", "notes", "--events", ""], "--events takes a list"),
      (["--app", "notes", "--profile", "ios8"], "did you mean 'ios7'? It covers iOS 7–12."),
      (["--policy", "--profile", "ios15"], "did you mean 'ios13'?"),
    ])
  func usage(_ arguments: [String], _ message: String) {
    let result = LifecycleCommand.run(["explore"] + arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  func scenarioFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("around-\(UUID().uuidString).scn")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// A scenario that types a note and checks it, for the app code `APP`: the one `--around`
  /// explores (here and in `AroundJSONTests`).
  static let typing = """
    device profile=ios7 memory=512MB seed=1
    install Notes app=APP
    launch Notes
    type Notes Note "buy milk"
    expect Notes text == "buy milk"
    """

  @Test("--around: Home, jetsam and relaunch after the typing breaks notes-naive's own check; exit 1")
  func aroundNaive() throws {
    let file = try scenarioFile(Self.typing.replacingOccurrences(of: "APP", with: "notes-naive"))
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--around", file.path])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput.contains(
        "after `type Notes Note \"buy milk\"`, Home, jetsam and relaunch (Notes)"))
    #expect(
      result.standardOutput.contains(
        "5: expect Notes text == \"buy milk\" — expected \"buy milk\", actual \"\""))
    #expect(result.standardOutput.contains("no-data-loss: launched again after the system ended it"))
  }

  @Test("--around: every round-trip keeps notes' checks; exit 0")
  func aroundCareful() throws {
    let file = try scenarioFile(Self.typing.replacingOccurrences(of: "APP", with: "notes"))
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--around", file.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("10 runs"))
  }

  @Test(
    "--around: Home, jetsam and relaunch ends only the app taken away, not the scenario's other suspended app"
  )
  func aroundLeavesOtherAppsAlone() throws {
    let file = try scenarioFile(
      """
      device profile=ios7 memory=512MB seed=1
      install Mail
      install Notes app=notes
      launch Mail
      launch Notes
      type Notes Note "buy milk"
      expect Notes text == "buy milk"
      expect state Mail suspended
      expect report Mail none
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--around", file.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("FAIL"), "\(result.standardOutput)")
  }

  @Test(
    "--around: a tracer app's callbacks grow with each round-trip by design, which is no data lost; exit 0")
  func aroundTracer() throws {
    let file = try scenarioFile(
      "device profile=ios4 memory=256MB\ninstall Notes\nlaunch Notes\nhome\nlaunch Notes\nexpect state Notes active\n"
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--around", file.path])
    #expect(result.exitCode == 0, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("no-data-loss"))
  }

  @Test("--around: a malformed scenario is an error naming its place; exit 2")
  func aroundMalformed() throws {
    let file = try scenarioFile("device profile=ios7\nlaunch\n")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--around", file.path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains(file.lastPathComponent + ":2:"))
  }

  @Test("--around --workers 2: the runs go to worker processes and the report is the one-process report")
  func aroundInWorkers() throws {
    let file = try scenarioFile(Self.typing.replacingOccurrences(of: "APP", with: "notes-naive"))
    defer { try? FileManager.default.removeItem(at: file) }
    let scratch = try ReportScratch("around-workers")
    defer { scratch.remove() }
    // A path relative to the folder both processes start in: the places the workers report
    // must be the ones this process prints, named as the user named the file.
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + file.path.dropFirst()
    for format in [[], ["--json"]] {
      let arguments = ["explore", "--around", relative] + format
      let parallel = try ShardProcessTests.start(arguments + ["--workers", "2"], in: scratch, name: "two")
        .finish()
      let single = LifecycleCommand.run(arguments + ["--workers", "0"])
      #expect(parallel.status == 1, "\(parallel.output)\(parallel.error)")
      #expect(single.exitCode == 1)
      let workersLine = "app code runs in 2 worker processes: a trap or a hang is a no-crash finding\n"
      #expect(format.isEmpty == parallel.output.contains(workersLine))
      #expect(parallel.output.replacingOccurrences(of: workersLine, with: "") == single.standardOutput)
    }
  }

  @Test(
    "--workers 2: two worker processes, started once for every generation, find the same states, edges and findings as one process"
  )
  func workers() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ShardProcessTests.executable())
    process.arguments = [
      "explore", "--app", "notes-naive", "--profile", "all", "--depth", "3", "--workers", "2",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let parallel = String(decoding: data, as: UTF8.self)
    let single = LifecycleCommand.run([
      "explore", "--app", "notes-naive", "--profile", "all", "--depth", "3",
    ])
    // `ios5  states 1  edges 2  steps 3  0.12 s  1 found`: all but the time, per generation (the
    // workers replay each on the generation its requests name).
    let counts = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("ios") }.map { $0.split(separator: " ").prefix(7) }
    }
    #expect(process.terminationStatus == single.exitCode)
    #expect(counts(parallel) == counts(single.standardOutput))
    #expect(counts(parallel).count == OSGeneration.allCases.count)
    #expect(Set(counts(parallel).map { $0.dropFirst() }).count > 1, "the generations differ")
    let findings = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("  ") } }
    #expect(findings(parallel) == findings(single.standardOutput))
  }

  @Test(
    "--random, --swarm and --shard in 2 worker processes find what they find in one process",
    arguments: [
      ["--random", "--runs", "40", "--length", "6", "--seed", "3"],
      ["--swarm", "--runs", "40", "--length", "6", "--seed", "5"],
    ])
  func workersForWalks(mode: [String]) throws {
    let scratch = try ReportScratch("walk-workers")
    defer { scratch.remove() }
    let arguments = ["explore", "--app", "notes-naive", "--profile", "ios7"] + mode
    let parallel = try ShardProcessTests.start(arguments + ["--workers", "2"], in: scratch, name: "two")
      .finish()
    let single = LifecycleCommand.run(arguments + ["--workers", "0"])
    #expect(
      parallel.output.contains("app code runs in 2 worker processes"), "\(parallel.output)\(parallel.error)")
    // `ios7  states 1  edges 2  steps 3  0.12 s  1 found`: all but the time.
    let counts = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("ios7") }.map { $0.split(separator: " ").prefix(7) }
    }
    #expect(counts(parallel.output).count == 1)
    #expect(counts(parallel.output) == counts(single.standardOutput))
    let findings = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("  ") } }
    #expect(findings(parallel.output) == findings(single.standardOutput))
    #expect(!findings(parallel.output).isEmpty, "the walks find notes-naive's bugs")
    #expect(parallel.status == single.exitCode)
  }

  @Test("a shard of the app model replays in worker processes, with the states and findings of one process")
  func workersForShards() throws {
    let scratch = try ReportScratch("shard-workers")
    defer { scratch.remove() }
    let arguments = [
      "explore", "--app", "notes-naive", "--profile", "ios7", "--depth", "3", "--shard", "1/2", "--json",
    ]
    let parallel = try ShardProcessTests.start(arguments + ["--workers", "2"], in: scratch, name: "two")
      .finish()
    let single = try ShardProcessTests.start(
      arguments + ["--workers", "0"], extra: ["SWIFT_DETERMINISTIC_HASHING": "1"], in: scratch, name: "one"
    ).finish()
    let expected = try #require(ReportFields(json: single.output), "\(single.output)\(single.error)")
    #expect(ReportFields(json: parallel.output) == expected, "\(parallel.error)")
    #expect(parallel.status == single.status)
    // Fingerprints made by workers agree between processes: the report says so.
    #expect(parallel.output.contains("\"app-stable\""))
  }

  @Test(
    "--out that cannot be written is an error before the search; --worker N names --workers",
    arguments: ["file", "unwritable", "worker"])
  func refusedBeforeSearching(case name: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explore-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let base = ["explore", "--app", "notes-naive", "--profile", "ios4", "--depth", "3"]
    let result: CommandResult
    switch name {
    case "file":
      result = LifecycleCommand.run(base + ["--out", file.path])
      #expect(result.standardError.contains("\(file.path) is a file, not a folder"))
    case "unwritable":
      result = LifecycleCommand.run(base + ["--out", "/proc/lifecycle-nope"])
      #expect(result.standardError.contains("cannot write the scenarios to /proc/lifecycle-nope"))
    default:
      result = LifecycleCommand.run(base + ["--worker", "2"])
      #expect(result.standardError.contains("did you mean --workers 2?"))
    }
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty, "nothing was searched: \(result.standardOutput)")
  }

  @Test("a shard's report folder that cannot be written is an error before the search")
  func shardOutRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shard-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = LifecycleCommand.run(["explore", "--world", "3", "--shard", "0/2", "--out", file.path])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("cannot write the report to \(file.path): \(file.path) is a file"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test("a folder is made when missing; one under a file or in a file system that takes none is refused")
  func outputFolderProblems() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "out-folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(OutputFolder.problem(root.appendingPathComponent("a/b/c").path) == nil)
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("a/b/c").path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b/c").path).isEmpty)
    #expect(OutputFolder.problem(root.path) == nil)
    #expect(OutputFolder.problem("/proc/lifecycle-nope")?.hasPrefix("the folder cannot be made") == true)
    let file = root.appendingPathComponent("file")
    try Data().write(to: file)
    #expect(
      OutputFolder.problem(file.appendingPathComponent("x").path)?.hasPrefix("the folder cannot be made")
        == true)
  }

  @Test("--events locale: a language change ends notes-naive's process and loses the note; notes keeps it")
  func languageChange() {
    let naive = LifecycleCommand.run([
      "explore", "--app", "notes-naive", "--profile", "ios13", "--depth", "4", "--events", "home,locale",
    ])
    #expect(naive.exitCode == 1)
    #expect(
      naive.standardOutput.contains(
        "    home\n    language de\n    launch NotesNaive\n    expect NotesNaive text == a"))
    let careful = LifecycleCommand.run([
      "explore", "--app", "notes", "--profile", "ios13", "--depth", "4", "--events", "home,locale",
    ])
    #expect(careful.exitCode == 0, "\(careful.standardOutput)")
  }
}

/// `--workers auto`, the default: worker processes for the program's own explorations, none
/// where they cannot be started.
@Suite("explore --app: automatic workers")
struct AutomaticWorkerTests {
  @Test("one worker process per core, at most 8, for the program's explorations; else none")
  func counts() {
    #expect(AppExploreCommand.automaticWorkerCount(runsAsProgram: true, cores: 2) == 2)
    #expect(AppExploreCommand.automaticWorkerCount(runsAsProgram: true, cores: 64) == 8)
    #expect(AppExploreCommand.automaticWorkerCount(runsAsProgram: true, cores: 0) == 1)
    // Code that calls LifecycleCommand.run (a test runner) cannot start its own executable as one.
    #expect(AppExploreCommand.automaticWorkerCount(runsAsProgram: false, cores: 4) == 0)
  }

  @Test("the lifecycle program replays in worker processes by default, with the counts of one process")
  @MainActor
  func programDefault() throws {
    let scratch = try ReportScratch("automatic-workers")
    defer { scratch.remove() }
    let arguments = ["explore", "--app", "notes-naive", "--profile", "ios7", "--depth", "3"]
    let program = try ShardProcessTests.start(arguments, in: scratch, name: "default").finish()
    let zero = try ShardProcessTests.start(arguments + ["--workers", "0"], in: scratch, name: "zero").finish()
    let inProcess = LifecycleCommand.run(arguments)
    #expect(program.output.contains("app code runs in "), "\(program.output)\(program.error)")
    #expect(program.output.contains("worker process"))
    #expect(!zero.output.contains("worker process"))
    #expect(!inProcess.standardOutput.contains("worker process"))
    let counts = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("ios7") }.map { $0.split(separator: " ").prefix(7) }
    }
    #expect(counts(program.output).count == 1)
    #expect(counts(program.output) == counts(inProcess.standardOutput))
    #expect(counts(zero.output) == counts(program.output))
    #expect(program.status == inProcess.exitCode)
    #expect(zero.status == inProcess.exitCode)
  }
}
