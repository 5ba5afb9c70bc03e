import Foundation
import LifecycleExplorer

/// `lifecycle explore`: searches the canonical lifecycle world — exhaustively, breadth first, or
/// by seeded random walks — and prints what it found, the counts and the speed.
enum ExploreCommand {
  static let spec = CommandSpec(
    name: "explore",
    summary: "search event sequences to a bound: an app, a scenario, the policy, the world",
    options: [
      CommandOption(
        "world", value: .text(placeholder: "N"),
        defaultNote: "none: one of --world, --policy, --app or --around is required",
        summary: "the number of apps in the canonical world, \(range)"),
      CommandOption(
        "depth", value: .text(placeholder: "N"), defaultNote: "none: until no new state appears",
        summary: "the breadth-first search expands no state at this depth or deeper"),
      CommandOption(
        "property",
        summary: "check the property (no app reaches NotRunning by a system kill while it has unsaved data): "
          + "stop at the first violation and print a shortest path to it; without it the whole space is counted"
      ),
      CommandOption(
        "workers", value: .text(placeholder: "N"), default: "1",
        summary:
          "the breadth-first search runs on N threads (the same states, edges and depth as on one); with --app, "
          + "N worker processes replay the app (a trap or hang in its code becomes a no-crash finding)"),
      CommandOption("random", summary: "seeded random walks instead of the breadth-first search"),
      CommandOption(
        "runs", value: .text(placeholder: "N"), default: "1000", summary: "with --random: how many walks"),
      CommandOption(
        "length", value: .text(placeholder: "L"), default: "50",
        summary: "with --random: the most events one walk takes"),
      CommandOption(
        "seed", value: .text(placeholder: "S"), default: "1",
        summary: "with --random: the seed; the same seed gives the same walks"),
      CommandOption(
        "app", value: .text(placeholder: "ID"),
        summary:
          "explore an app in the simulator instead: [--profile P|all] [--depth N | --random|--swarm --runs N "
          + "--length L --seed S] [--events LIST] [--workers N] [--shard I/N] [--json] [--out DIR: each finding's "
          + "scenario] [--html OUT: what was searched, and the findings with their timelines]; "
          + "`lifecycle explore --app ID --help` describes each"
      ),
      CommandOption(
        "around", value: .text(placeholder: "FILE"),
        summary:
          "run a scenario with neutral round-trips injected after each step instead: [--out DIR] [--json]; "
          + "`lifecycle explore --around FILE --help` describes them"),
      CommandOption(
        "policy",
        summary:
          "search the device policy itself instead, with tracer apps: [--profile P|all] [--apps N] [--wake-handlers at-once|never] [--events LIST] "
          + "[--depth D]"
      ),
    ] + ReportOutput.options + [TerminalStyle.option],
    notes: [
      "The canonical world is a small, exactly specified model of apps under multitasking: "
        + "launch, switch, Home, calls, lock, background tasks with 3 ticks, edits and saves, force quit, "
        + "and the system's ticks and memory pressure that kill apps (Docs/Explorer.md states its rules). "
        + "--world 3 has 6,521 states and 70,354 edges, 4 has 109,401 and 1,508,544, 5 has 1,840,701 and "
        + "30,745,730. "
        + "Build with `swift build -c release` for the real speed.",
      "With --shard, --json or --out (or JOB_COMPLETION_INDEX and JOB_COMPLETIONS set) the breadth-first search "
        + "runs as one shard and writes a report; the property is checked without stopping the search. A shard "
        + "of several exits 0 whatever it found: `lifecycle report merge` judges the merged report.",
    ],
    exitCodes: [
      .init(code: 0, meaning: "the search ended and found no violation (or did not check the property)"),
      .init(code: 1, meaning: "the property is violated: the path to the violation is printed"),
      .init(
        code: 2,
        meaning: "a usage error, a scenario (--around) that does not load or fails as it is, or a report or "
          + "workers that cannot be written or started"),
      .init(
        code: 130,
        meaning:
          "interrupted (Ctrl-C) before anything was found: the counts so far are printed (a second Ctrl-C "
          + "exits at once); a shard (--shard, --json, --out) is not interrupted but ended"),
    ]
  )

  /// The numbers of apps the world supports, `2…6`.
  static var range: String {
    "\(CanonicalWorld.supportedApps.lowerBound)…\(CanonicalWorld.supportedApps.upperBound)"
  }

  /// The parsed command line.
  struct Request {
    var world: CanonicalWorld
    var depth: Int?
    var property: Bool
    var walks: WalkOptions?
    var workers = 1
    /// The report to write, when one is asked for (a shard of the search).
    var report: ReportOutput.Request?
    /// Whether random walks print their report as JSON (`--random --json`).
    var walksJSON = false
  }

  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    if arguments.contains("--policy") { return PolicyExploreCommand.run(arguments) }
    let request: Request
    do throws(UsageError) {
      request = try parse(arguments)
    } catch {
      return .usage(error, command: "explore")
    }
    if let walks = request.walks { return walk(request.world, walks, json: request.walksJSON) }
    if let report = request.report {
      return ReportOutput.explore(
        request.world, depthBound: request.depth, request: report,
        title: "canonical world, \(request.world.apps) apps: breadth-first search", judges: request.property)
    }
    return search(request)
  }

  static func parse(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  )
    throws(UsageError) -> Request
  {
    let parsed = try ParsedArguments(arguments, options: spec.options)
    try parsed.requireNoPositionals()
    guard let given = parsed.values["world"] else {
      throw UsageError(
        "say what to explore: --world N (the canonical world of N apps, \(range)), --policy, --app ID or "
          + "--around FILE"
      )
    }
    guard let apps = Int(given), let world = CanonicalWorld(apps: apps) else {
      throw UsageError("--world takes a number of apps from \(range), not '\(given)'")
    }
    let random = parsed.flags.contains("random")
    if !random, let stray = ["runs", "length", "seed"].first(where: { parsed.values[$0] != nil }) {
      throw UsageError("--\(stray) goes with --random")
    }
    var request = Request(world: world, depth: nil, property: parsed.flags.contains("property"))
    if let depth = parsed.values["depth"] {
      guard !random else {
        throw UsageError("--depth bounds the breadth-first search; random walks take --length")
      }
      guard let bound = Int(depth), bound >= 0 else { throw UsageError("--depth takes a whole number ≥ 0") }
      request.depth = bound
    }
    if parsed.values["workers"] != nil {
      guard !random else { throw UsageError("--workers goes with the breadth-first search, not --random") }
      request.workers = try positive("workers", parsed)
    }
    if random {
      let runs = try positive("runs", parsed)
      let length = try positive("length", parsed)
      guard let seed = parsed.value("seed").flatMap({ UInt64($0) }) else {
        throw UsageError("--seed takes a whole number ≥ 0")
      }
      request.walks = WalkOptions(runs: runs, length: length, seed: seed, checksProperty: request.property)
    }
    request.report = try ReportOutput.request(parsed, environment: environment)
    if random, let report = request.report {
      guard report.out == nil, report.shard.count == 1 else {
        throw UsageError("--shard and --out report the breadth-first search, not random walks")
      }
      request.walksJSON = report.json
      request.report = nil
    }
    if request.workers > 1, request.report != nil {
      throw UsageError("--workers runs the plain search; a shard (--shard, --json, --out) runs on one thread")
    }
    return request
  }

  private static func positive(_ name: String, _ parsed: ParsedArguments) throws(UsageError) -> Int {
    guard let value = parsed.value(name).flatMap({ Int($0) }), value > 0 else {
      throw UsageError("--\(name) takes a positive whole number")
    }
    return value
  }

  /// The breadth-first search, timed.
  @MainActor
  static func search(_ request: Request) -> CommandResult {
    let world = request.world
    let options = SearchOptions(
      depthBound: request.depth, stopAtViolation: request.property,
      expectedStates: request.property ? 1 << 16 : world.knownStateCount ?? 1 << 16, workers: request.workers)
    // Ctrl-C stops the search and prints what it had (a second one ends it).
    Interruption.watch()
    defer { Interruption.stopWatching() }
    let (report, seconds) = timed {
      world.search(
        options, progress: levelProgress("canonical world, \(world.apps) apps"),
        shouldStop: { Interruption.isRequested })
    }
    let mode = request.property ? "checking the property" : "the whole space, property ignored"
    var out = "canonical world, \(world.apps) apps: breadth-first search, \(mode)"
    if request.workers > 1 { out += ", \(request.workers) workers" }
    out += request.depth.map { ", depth ≤ \($0)\n" } ?? "\n"
    out += "states  \(grouped(report.states))\n"
    out += "edges   \(grouped(report.edges))\n"
    out += "depth   \(report.depth)" + (report.cutByDepthBound ? " (cut by --depth)\n" : "\n")
    out += timing(states: report.states, seconds: seconds)
    if report.interrupted {
      out += Self.interruptedLine(depth: report.depth)
      return CommandResult(standardOutput: out, exitCode: 130)
    }
    guard let finding = report.finding else {
      if request.property {
        out +=
          report.cutByDepthBound
          ? "property holds up to depth \(report.depth)\n" : "property holds in every reachable state\n"
      }
      return CommandResult(standardOutput: out)
    }
    out += violation(finding, world: world)
    return CommandResult(standardOutput: out, exitCode: 1)
  }

  /// What an interrupted breadth-first search says after its counts.
  static func interruptedLine(depth: Int) -> String {
    "interrupted (Ctrl-C) at depth \(depth): the counts are those of the search so far; nothing was found "
      + "so far\n"
  }

  /// A search's progress line on standard error while it is a terminal (``Progress``):
  /// `canonical world, 5 apps: depth 7, 48,212 states`; nil when nothing is shown. The search
  /// calls it on the thread that started it, the main actor's.
  @MainActor
  static func levelProgress(_ what: String) -> ((Int, Int) -> Void)? {
    guard Progress.isShown else { return nil }
    return { depth, states in
      MainActor.assumeIsolated { Progress.show("\(what): depth \(depth), \(grouped(states)) states") }
    }
  }

  /// The random walks, timed.
  static func walk(_ world: CanonicalWorld, _ options: WalkOptions, json: Bool = false) -> CommandResult {
    let (report, seconds) = timed { world.walks(options) }
    if json {
      return CommandResult(
        document: walkJSON(report, world: world, options: options),
        exitCode: report.finding == nil ? 0 : 1)
    }
    var out = "canonical world, \(world.apps) apps: \(counted(options.runs, "random walk"))"
    out += " of up to \(counted(options.length, "event")), seed \(options.seed)"
    out += options.checksProperty ? ", checking the property\n" : ", property ignored\n"
    out += "events  \(grouped(report.steps))\n"
    out += "states  \(grouped(report.distinctStates)) distinct\n"
    out += String(format: "time    %.3f s (%@ events/s)\n", seconds, grouped(rate(report.steps, seconds)))
    guard let finding = report.finding else {
      if options.checksProperty { out += "no walk violated the property\n" }
      return CommandResult(standardOutput: out)
    }
    out += "\(counted(report.violatingRuns, "walk")) violated the property; the shortest:\n"
    out += violation(finding, world: world)
    return CommandResult(standardOutput: out, exitCode: 1)
  }

  /// `--random --json`: the walks' counts and the shortest violating walk, if any, as one
  /// document (no time: the same seed gives the same bytes).
  static func walkJSON(
    _ report: WalkReport<WorldInput, WorldViolation>, world: CanonicalWorld, options: WalkOptions
  ) -> JSONDocument {
    var shortest = JSONDocument.null
    if let finding = report.finding {
      var state = world.initialState
      shortest = .object([
        ("length", .int(finding.path.count)), ("violation", .string("\(finding.violation)")),
        (
          "path",
          .array(
            finding.path.map { input in
              state = world.step(state, input).state
              return .object([
                ("event", .string(input.description)), ("state", .string(state.describe(apps: world.apps))),
              ])
            })
        ),
      ])
    }
    return .object([
      ("model", .string("canonical-world")),
      ("apps", .int(world.apps)),
      (
        "walks",
        .object([
          ("runs", .int(options.runs)), ("length", .int(options.length)),
          ("seed", .string(String(options.seed))),
          ("checks_property", .bool(options.checksProperty)),
        ])
      ),
      ("events", .int(report.steps)), ("distinct_states", .int(report.distinctStates)),
      ("violating_walks", .int(report.violatingRuns)), ("shortest_violation", shortest),
    ])
  }

  /// The violation and its path, one numbered event a line with the state it leads to.
  static func violation(_ finding: Finding<WorldInput, WorldViolation>, world: CanonicalWorld) -> String {
    var out = "property violated after \(counted(finding.path.count, "event")): \(finding.violation)\n"
    var state = world.initialState
    for (index, input) in finding.path.enumerated() {
      state = world.step(state, input).state
      let number = String(index + 1).padding(toLength: 3, withPad: " ", startingAt: 0)
      out += "  \(number)\(input.description.padding(toLength: 16, withPad: " ", startingAt: 0))"
      out += "\(state.describe(apps: world.apps))\n"
    }
    return out
  }

  private static func timing(states: Int, seconds: Double) -> String {
    var out = String(format: "time    %.3f s (%@ states/s)\n", seconds, grouped(rate(states, seconds)))
    if let peak = peakResidentBytes() {
      out += "memory  \(grouped(peak / (1 << 20))) MiB peak resident\n"
    }
    return out
  }

  private static func rate(_ count: Int, _ seconds: Double) -> Int {
    seconds > 0 ? Int((Double(count) / seconds).rounded()) : 0
  }

  /// `1,840,701`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  private static func timed<T>(_ body: () -> T) -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = body()
    let elapsed = start.duration(to: clock.now)
    return (value, elapsed.inSeconds)
  }

  /// The process's peak resident memory (VmHWM in /proc/self/status), where the system has it.
  static func peakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return kilobytes * 1024
  }
}
