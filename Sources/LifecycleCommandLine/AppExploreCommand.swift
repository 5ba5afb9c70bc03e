import Foundation
import LifecycleCore
import LifecycleExplorer
import LifecycleSimulator

/// `lifecycle explore --app ID`: every sequence of system events and user actions up to a
/// depth, on one generation or all, with the app's invariants checked after every step
/// (``AppExplorer``). Prints the counts per generation and each finding with its minimal
/// scenario; exits 1 when anything was found.
enum AppExploreCommand {
  /// The options `--app` takes.
  static let options: [CommandOption] = [
    CommandOption("app", value: .text(placeholder: "ID"), summary: "the catalog identifier of the app"),
    CommandOption(
      "profile", value: .choice(OSGeneration.allCases.map(\.rawValue) + ["all"]), default: "all",
      summary: "the generation to explore on, or all of them",
      nearMisses: DiagramCommand.profileNearMisses),
    CommandOption(
      "depth", value: .text(placeholder: "N"), default: "4",
      summary: "the most steps after the launch a sequence takes, 0 to 12"),
    CommandOption(
      "events", value: .text(placeholder: "LIST"), default: "standard",
      summary: "the system events tried, comma-separated: "
        + AppExplorationEvents.names.map(\.name).joined(separator: ", ") + ", standard or all"),
    CommandOption("random", summary: "seeded random walks instead of every sequence"),
    CommandOption(
      "swarm",
      summary: "random walks, each on a configuration drawn from its seed (which events, the memory)"),
    CommandOption(
      "runs", value: .text(placeholder: "N"), default: "100", summary: "with --random: how many walks"),
    CommandOption(
      "length", value: .text(placeholder: "L"), default: "20",
      summary: "with --random: the most steps of a walk"),
    CommandOption(
      "seed", value: .text(placeholder: "S"), default: "1",
      summary: "with --random: the seed; the same seed gives the same walks"),
    CommandOption(
      "workers", value: .text(placeholder: "N"), default: "auto",
      summary:
        "replay in N worker processes, which can use N cores; a trap or a hang in app code then becomes a "
        + "no-crash finding instead of ending the explorer (0: replay in this process; auto: one per core, "
        + "at most 8, when the lifecycle program or your own runner explores; 0 when other code calls it)"),
    CommandOption(
      "worker", summary: "serve replays on standard input (how the explorer starts its workers)",
      plumbing: true),
    CommandOption(
      "shard", value: .text(placeholder: "I/N"),
      defaultNote: "\(ReportOutput.indexVariable)/\(ReportOutput.countVariable) when both are set, else none",
      summary:
        "with one --profile: run shard I (from 0) of N and write its report (--out DIR: report.json and the "
        + "fingerprints) for `lifecycle report merge`"),
    CommandOption("json", summary: "print the report as JSON instead of text"),
    CommandOption(
      "out", value: .text(placeholder: "DIR"),
      summary: "also write each finding's scenario to DIR/APP-PROFILE-INVARIANT.scn"),
    TimelineOutput.option("the findings, each with its minimal scenario and that scenario's timeline,"),
  ]

  /// What an `explore --app` command line asks for, read before anything runs.
  struct Request {
    /// The command line against ``options``.
    var parsed: ParsedArguments
    var appID: String
    /// The generations to explore on: one, or for `--profile all` every one that installs the app.
    var generations: [OSGeneration]
    /// What `--profile all` left out, and why: the generations older than the app's
    /// `MinimumOSVersion`, which iOS refuses to install it on (empty when none was left out).
    var skipped: (generations: [OSGeneration], minimum: OSVersion)?
    var depth: Int
    /// `--random` or `--swarm`: how many walks, how long, from which seed.
    var walks: (runs: Int, length: Int, seed: UInt64)?
    var events: AppExplorationEvents
  }

  /// Reads `arguments` against ``options``: the app (which must be in `catalog`, when one is
  /// given), the profile, the depth, the walks and the events. A command line that cannot run is
  /// a usage error.
  static func parse(_ arguments: [String], catalog: AppCatalog?) throws(UsageError) -> Request {
    try refuseWorkerWithNumber(arguments)
    let parsed = try ParsedArguments(arguments, options: options)
    try parsed.requireNoPositionals()
    let appID = parsed.value("app", default: "")
    if let catalog, !catalog.contains(appID) {
      throw UsageError(
        "no app '\(appID)' in the catalog"
          + (ScenarioSpelling.didYouMean(appID, among: catalog.identifiers).map { "; " + $0 } ?? "")
          + "; the catalog's apps: " + catalog.identifiers.joined(separator: ", "))
    }
    if catalog == nil, appID.isEmpty { throw UsageError("--app needs an app's identifier") }
    let profile = parsed.value("profile", default: "all")
    var generations =
      profile == "all" ? OSGeneration.allCases : OSGeneration(rawValue: profile).map { [$0] } ?? []
    // A profile that would not install the app explores nothing: one state, "nothing found", a
    // verdict no one should trust. `all` leaves it out and says so; naming it is a usage error.
    var skipped: (generations: [OSGeneration], minimum: OSVersion)?
    if let minimum = catalog?.declaration(for: appID)?.minimumOSVersion {
      let refusing = generations.filter { !$0.runs(minimum) }
      if !refusing.isEmpty, profile != "all" {
        throw UsageError(
          "\(appID) needs iOS \(minimum) (its Info.plist's MinimumOSVersion), and iOS refuses to install it on "
            + "\(profile); the profiles that install it: "
            + OSGeneration.allCases.filter { $0.runs(minimum) }.map(\.rawValue).joined(separator: ", "))
      }
      if !refusing.isEmpty {
        generations.removeAll { refusing.contains($0) }
        skipped = (refusing, minimum)
      }
    }
    guard let depth = Int(parsed.value("depth", default: "4")), (0...12).contains(depth) else {
      throw UsageError("--depth takes a whole number from 0 to 12 (each step multiplies the sequences)")
    }
    var walks: (runs: Int, length: Int, seed: UInt64)?
    if parsed.flags.contains("random") || parsed.flags.contains("swarm") {
      guard let runs = Int(parsed.value("runs", default: "100")), runs > 0,
        let length = Int(parsed.value("length", default: "20")), (1...200).contains(length),
        let seed = UInt64(parsed.value("seed", default: "1"))
      else {
        throw UsageError(
          "--random takes --runs N (at least 1), --length L (1 to 200) and --seed S (a whole number ≥ 0)")
      }
      walks = (runs, length, seed)
      if parsed.values["depth"] != nil {
        throw UsageError("--depth goes with the exhaustive search; a walk's length is --length L")
      }
    } else if let given = ["runs", "length", "seed"].first(where: { parsed.values[$0] != nil }) {
      throw UsageError("--\(given) goes with --random or --swarm")
    }
    return Request(
      parsed: parsed, appID: appID, generations: generations, skipped: skipped, depth: depth, walks: walks,
      events: try events(parsed.value("events", default: "standard")))
  }

  /// The shard `request` runs (`--shard I/N`, else the Indexed Job's variables in `environment`),
  /// or nil for the whole search; a shard takes one profile and the exhaustive search.
  static func shard(of request: Request, environment: [String: String]) throws(UsageError) -> ShardSelection?
  {
    let shard = try ReportOutput.selection(flag: request.parsed.values["shard"], environment: environment)
    if shard != nil, request.generations.count != 1 || request.walks != nil {
      throw UsageError("--shard takes one --profile and the exhaustive search")
    }
    return shard
  }

  @MainActor
  static func run(_ arguments: [String], catalog: AppCatalog) -> CommandResult {
    let request: Request
    do throws(UsageError) {
      request = try parse(arguments, catalog: catalog)
    } catch {
      return .usage(error, command: "explore")
    }
    let parsed = request.parsed
    let setup = AppExplorationSetup(catalog: catalog, appID: request.appID, events: request.events)
    let generations = request.generations
    let depth = request.depth
    let walks = request.walks
    if parsed.flags.contains("worker") {
      guard generations.count == 1 else {
        return .usage(
          UsageError(
            "--worker needs one --profile (it is how the explorer starts its own worker processes; to replay in "
              + "worker processes, give --workers N)"),
          command: "explore")
      }
      AppWorkerMessages.serve(
        AppModel(setup: setup.on(generations[0])), replyingTo: LifecycleCommand.outputDescriptor)
      return CommandResult()
    }
    let workerCount: Int
    do throws(UsageError) { workerCount = try Self.workerCount(parsed) } catch {
      return .usage(error, command: "explore")
    }
    let shard: ShardSelection?
    do throws(UsageError) {
      shard = try Self.shard(of: request, environment: ProcessInfo.processInfo.environment)
    } catch {
      return .usage(error, command: "explore")
    }
    if let shard {
      let request = ReportOutput.Request(
        shard: shard, json: parsed.flags.contains("json"), out: parsed.values["out"])
      var pool: AppWorkerPool?
      if workerCount > 0 {
        do {
          pool = try AppWorkerPool(
            executable: workerExecutable, arguments: workerArguments(arguments, profile: generations[0]),
            count: workerCount, install: setup.install)
        } catch {
          return CommandResult(
            standardError: "lifecycle explore: cannot start the workers: \(error)\n", exitCode: 2)
        }
      }
      defer { pool?.shutDown() }
      return ReportOutput.explore(
        AppModel(setup: setup.on(generations[0]), workers: pool), depthBound: depth, request: request,
        title: "\(setup.install.appID) on \(generations[0].rawValue), depth ≤ \(depth)", judges: true)
    }
    // A folder or a page that cannot be written is said before the search, not after it.
    if let folder = parsed.value("out"), let problem = OutputFolder.problem(folder) {
      return CommandResult(
        standardError: "lifecycle explore: cannot write the scenarios to \(folder): \(problem)\n", exitCode: 2
      )
    }
    if let path = parsed.value("html"), let problem = TimelineOutput.problem(writing: path) {
      return CommandResult(
        standardError: "lifecycle explore: cannot write the HTML timeline to \(path): \(problem)\n",
        exitCode: 2)
    }
    var reports: [AppExplorationReport] = []
    var interrupted = false
    var text = "\(setup.install.appID) (installed as \(setup.install.name)): "
    let search =
      walks.map {
        "\($0.runs) \(parsed.flags.contains("swarm") ? "swarm" : "random") walks of up to \($0.length) steps "
          + "(seed \($0.seed)) "
      }
      ?? "every sequence of up to \(depth) steps "
    text += search
    text +=
      "after the launch; system events\(parsed.flags.contains("swarm") ? " (each walk draws some of them)" : ""): "
    text += "\(describe(setup.events)), and what the user can do on screen\n"
    text += workersLine(workerCount)
    if let skipped = request.skipped {
      text +=
        "\(skipped.generations.map(\.rawValue).joined(separator: ", ")) skipped: \(setup.install.appID) needs iOS "
        + "\(skipped.minimum) (its Info.plist's MinimumOSVersion; iOS refuses to install it on older versions)\n"
    }
    let clock = ContinuousClock()
    // One pool for every generation: each worker starts (and warms up) once, and each request
    // names its generation.
    var pool: AppWorkerPool?
    if workerCount > 0, let first = generations.first {
      do {
        pool = try AppWorkerPool(
          executable: workerExecutable, arguments: workerArguments(arguments, profile: first),
          count: workerCount, install: setup.install)
      } catch {
        return CommandResult(
          standardOutput: text, standardError: "lifecycle explore: cannot start the workers: \(error)\n",
          exitCode: 2)
      }
    }
    defer { pool?.shutDown() }
    for generation in generations {
      let start = clock.now
      // Progress on standard error when it is a terminal; Ctrl-C stops the search, which still
      // reports what it found.
      let terminal = isatty(STDERR_FILENO) == 1
      let progress: (Int, Int, Int) -> Void = { level, states, edges in
        guard terminal else { return }
        FileHandle.standardError.write(
          Data("\r\(generation.rawValue): depth \(level), \(states) states, \(edges) edges   ".utf8))
      }
      Interruption.watch()
      defer { Interruption.stopWatching() }
      let report =
        walks == nil
        ? AppExplorer.explore(
          AppModel(setup: setup.on(generation), workers: pool), depth: depth, progress: progress,
          shouldStop: { Interruption.isRequested })
        : walks.map { walks in
          parsed.flags.contains("swarm")
            ? AppExplorer.swarm(
              setup.on(generation), runs: walks.runs, length: walks.length, seed: walks.seed, workers: pool)
            : AppExplorer.walk(
              setup.on(generation), runs: walks.runs, length: walks.length, seed: walks.seed, workers: pool)
        }!
      if terminal {
        // Under TERM=dumb, which knows no erase-line escape, the line is blanked with spaces.
        let dumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"
        FileHandle.standardError.write(
          Data((dumb ? "\r" + String(repeating: " ", count: 79) + "\r" : "\r\u{1B}[K").utf8))
      }
      let elapsed = start.duration(to: clock.now)
      reports.append(report)
      text += line(for: report, seconds: elapsed.inSeconds)
      for finding in report.findings { text += describe(finding) }
      if report.interrupted {
        let rest = generations.drop { $0 != generation }.dropFirst().map(\.rawValue)
        text +=
          "interrupted (Ctrl-C) during \(generation.rawValue): its row and findings are those of the search so far"
          + (rest.isEmpty ? "\n" : "; not searched: \(rest.joined(separator: ", "))\n")
        interrupted = true
        break
      }
    }
    let findings = reports.flatMap(\.findings)
    if let folder = parsed.value("out") {
      do {
        try write(findings, app: setup.install.appID, to: URL(fileURLWithPath: folder))
        if !findings.isEmpty {
          text += "wrote \(findings.count) scenario\(findings.count == 1 ? "" : "s") to \(folder)\n"
        }
      } catch {
        var failed = CommandResult(
          standardOutput: text,
          standardError: "lifecycle explore: cannot write to \(folder): \(error.localizedDescription)\n",
          exitCode: 2)
        if parsed.flags.contains("json") {
          failed.standardOutput = ""
          failed.document = json(
            reports, setup: setup, depth: depth, skipped: request.skipped?.generations ?? [])
        }
        return failed
      }
    }
    let found = findings.sorted { ($0.profile, $0.invariant.rawValue) < ($1.profile, $1.invariant.rawValue) }
      .map { "\($0.invariant.rawValue) on \($0.profile.rawValue)" }
    // A generation the search could not start on gave no verdict: the run is not a pass.
    let unstarted = reports.filter { $0.notStarted != nil }.map(\.profile.rawValue)
    if !unstarted.isEmpty {
      text += "not started on \(unstarted.joined(separator: ", ")): nothing was explored there\n"
    }
    text +=
      findings.isEmpty && unstarted.count == reports.count && !reports.isEmpty
      ? ""
      : findings.isEmpty
        ? (interrupted
          ? "interrupted before the search ended: nothing found so far\n"
          : walks.map { "no invariant broke in \($0.runs) walks\n" }
            ?? "no invariant breaks up to depth \(depth)\n")
        : "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(found.joined(separator: ", "))\n"
    let exitCode: Int32 = !findings.isEmpty ? 1 : interrupted ? 130 : unstarted.isEmpty ? 0 : 2
    return TimelineOutput.explore(
      parsed.flags.contains("json")
        ? CommandResult(
          document: json(reports, setup: setup, depth: depth, skipped: request.skipped?.generations ?? []),
          exitCode: exitCode)
        : CommandResult(standardOutput: text, exitCode: exitCode),
      findings: findings, app: setup.install.appID, path: parsed.value("html"), catalog: catalog,
      searched: (search + "after the launch", reports, interrupted))
  }

  /// `--worker` is the workers' own flag: one given a number was meant as `--workers`.
  static func refuseWorkerWithNumber(_ arguments: [String]) throws(UsageError) {
    if let flag = arguments.firstIndex(of: "--worker"), flag + 1 < arguments.count,
      Int(arguments[flag + 1]) != nil
    {
      throw UsageError(
        "--worker is how the explorer starts its own worker processes; did you mean --workers \(arguments[flag + 1])?"
      )
    }
  }

  /// How many worker processes `--workers` asks for: a number from 0 to 64, or `auto`
  /// (``automaticWorkerCount(runsAsProgram:cores:)``).
  @MainActor
  static func workerCount(_ parsed: ParsedArguments) throws(UsageError) -> Int {
    guard let given = parsed.values["workers"], given != "auto" else {
      return automaticWorkerCount(
        runsAsProgram: LifecycleCommand.runsAsProgram, cores: ProcessInfo.processInfo.activeProcessorCount)
    }
    guard let count = Int(given), (0...64).contains(count) else {
      throw UsageError(
        "--workers takes a number of processes from 0 (none: run app code here) to 64, or auto")
    }
    return count
  }

  /// The line that says app code runs in `count` worker processes; empty for none.
  static func workersLine(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return
      "app code runs in \(count) worker process\(count == 1 ? "" : "es"): a trap or a hang is a no-crash finding\n"
  }

  /// `--workers auto`: one worker process per core, at most 8, for a search, walks or a shard
  /// run by the program itself (`lifecycle`, or your own runner through
  /// ``LifecycleCommand/main(catalog:program:)``), so that a trap or a hang in app code is a finding and
  /// every core replays; none (replays in this process) where
  /// ``LifecycleCommand/run(_:catalog:terminal:)`` is called from other code — a test runner,
  /// whose executable cannot serve as a worker.
  static func automaticWorkerCount(runsAsProgram: Bool, cores: Int) -> Int {
    guard runsAsProgram else { return 0 }
    return min(max(cores, 1), 8)
  }

  /// This program, which the workers run: `/proc/self/exe` where there is one.
  static var workerExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// The workers' command line: this one's app, events and the generation, with `--worker`.
  static func workerArguments(_ arguments: [String], profile: OSGeneration) -> [String] {
    var kept: [String] = ["explore"]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if ["--app", "--events"].contains(argument), index + 1 < arguments.count {
        kept += [argument, arguments[index + 1]]
        index += 1
      }
      index += 1
    }
    return kept + ["--profile", profile.rawValue, "--worker"]
  }

  static func events(_ text: String) throws(UsageError) -> AppExplorationEvents {
    try EventListOption.parse(
      text, names: AppExplorationEvents.names, standard: .standard, all: .all)
  }

  static func describe(_ events: AppExplorationEvents) -> String {
    EventListOption.names(of: events, in: AppExplorationEvents.names)
  }

  private static func line(for report: AppExplorationReport, seconds: Double) -> String {
    let name = report.profile.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
    if let reason = report.notStarted { return "\(name)not started: \(reason)\n" }
    let found = report.findings.isEmpty ? "nothing found" : "\(report.findings.count) found"
    return
      "\(name)states \(ExploreCommand.grouped(report.states))  edges \(ExploreCommand.grouped(report.edges))"
      + "  steps \(ExploreCommand.grouped(report.steps))" + String(format: "  %.2f s  ", seconds) + found
      + "\n"
  }

  private static func describe(_ finding: AppFinding) -> String {
    var text = "  \(finding.invariant.rawValue): \(finding.message)\n"
    text +=
      finding.replayFails
      ? "  minimal scenario (lifecycle run replays it and fails):\n"
      : "  minimal scenario (NOTE: replayed alone it did not fail — please report this):\n"
    for line in finding.scenario.split(separator: "\n") { text += "    \(line)\n" }
    return text
  }

  private static func write(_ findings: [AppFinding], app: String, to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for finding in findings {
      let name = TimelineOutput.scenarioFileName(of: finding, app: app)
      try finding.scenario.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }
}
