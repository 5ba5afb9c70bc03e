import Foundation
import LifecycleCore
import LifecycleExplorer

/// `lifecycle explore --policy`: a bounded breadth-first search of the device policy itself
/// (``PolicyModel``: tracer apps, time advanced deadline by deadline) on one generation or
/// all, checking the policy's own properties; prints the counts per generation and, for a
/// violation, its shortest path.
enum PolicyExploreCommand {
  /// The options `--policy` takes (besides itself).
  static let options: [CommandOption] = [
    CommandOption("policy", summary: "search the device policy itself"),
    CommandOption(
      "profile", value: .choice(OSGeneration.allCases.map(\.rawValue) + ["all"]), default: "all",
      summary: "the generation whose profile the policy runs, or all of them",
      nearMisses: DiagramCommand.profileNearMisses),
    CommandOption("apps", value: .text(placeholder: "N"), default: "2", summary: "how many tracer apps"),
    CommandOption(
      "wake-handlers", value: .choice(["at-once", "never"]), default: "at-once",
      summary: "when the last app calls the completion handlers of the fetches and pushes that wake it"),
    CommandOption(
      "events", value: .text(placeholder: "LIST"), default: "standard",
      summary:
        "inputs beyond the standard alphabet, comma-separated: "
        + PolicyModel.Events.names.map(\.name).joined(separator: ", ") + "; or all"),
    CommandOption(
      "depth", value: .text(placeholder: "N"), default: "6",
      summary: "the breadth-first search expands no state at this depth or deeper"),
  ]

  /// Searches each requested generation; exits 1 at the first generation with a violation.
  @MainActor
  static func run(_ arguments: [String]) -> CommandResult {
    let parsed: ParsedArguments
    let generations: [OSGeneration]
    let apps: Int
    let depth: Int
    let handlers: PolicyModel.HandlerCalling
    let events: PolicyModel.Events
    let reportRequest: ReportOutput.Request?
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: options + ReportOutput.options)
      try parsed.requireNoPositionals()
      let profile = parsed.value("profile", default: "all")
      generations =
        profile == "all" ? OSGeneration.allCases : OSGeneration(rawValue: profile).map { [$0] } ?? []
      guard let count = Int(parsed.value("apps", default: "2")), (1...6).contains(count) else {
        throw UsageError("--apps takes a number of apps from 1 to 6")
      }
      guard let bound = Int(parsed.value("depth", default: "6")), bound >= 0 else {
        throw UsageError(
          "--depth takes a whole number ≥ 0 (the policy's space is unbounded: a bound is needed)")
      }
      apps = count
      depth = bound
      handlers = parsed.value("wake-handlers", default: "at-once") == "never" ? .never : .atOnce
      events = try Self.events(parsed.value("events", default: "standard"))
      reportRequest = try ReportOutput.request(parsed, environment: ProcessInfo.processInfo.environment)
      if let request = reportRequest, generations.count != 1, request.out != nil || request.shard.count > 1 {
        throw UsageError("--shard and --out report one search: give one --profile")
      }
    } catch {
      return .usage(error, command: "explore")
    }
    if let request = reportRequest, generations.count > 1, request.json {
      return allProfilesJSON(generations, apps: apps, depth: depth, handlers: handlers, events: events)
    }
    var out =
      "device policy, \(apps) tracer app\(apps == 1 ? "" : "s") (app0 begins a task in the background and ends it "
    out += "in its expiration handler; app\(apps - 1) is woken by fetches and pushes from iOS 7 and calls "
    out += "their handlers \(handlers == .never ? "never" : "at once"))"
    if !events.isEmpty { out += "; also \(describe(events))" }
    out += ": breadth-first search, depth ≤ \(depth)\n"
    for generation in generations {
      let model = searchedModel(generation, apps: apps, handlers: handlers, events: events)
      if let reportRequest {
        return ReportOutput.explore(
          model, depthBound: depth, request: reportRequest,
          title: "device policy, \(generation.rawValue), \(apps) tracer apps", judges: true)
      }
      let clock = ContinuousClock()
      let start = clock.now
      // Ctrl-C stops the search and prints what it had (a second one ends it).
      Interruption.watch()
      defer { Interruption.stopWatching() }
      let report = BreadthFirstSearch.run(
        model, options: SearchOptions(depthBound: depth, stopAtViolation: true),
        progress: ExploreCommand.levelProgress("device policy, \(generation.rawValue)"),
        shouldStop: { Interruption.isRequested })
      let elapsed = start.duration(to: clock.now)
      let seconds = elapsed.inSeconds
      out += "\(generation.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))"
      out += "states \(ExploreCommand.grouped(report.states))  edges \(ExploreCommand.grouped(report.edges))"
      out += String(format: "  %.3f s\n", seconds)
      if report.interrupted {
        let rest = generations.drop { $0 != generation }.dropFirst().map(\.rawValue)
        out += ExploreCommand.interruptedLine(depth: report.depth)
        if !rest.isEmpty { out += "not searched: \(rest.joined(separator: ", "))\n" }
        return CommandResult(standardOutput: out, exitCode: 130)
      }
      if let finding = report.finding {
        out += "  \(finding.violation)\n"
        for (index, input) in finding.path.enumerated() { out += "  \(index + 1). \(input)\n" }
        return CommandResult(standardOutput: out, exitCode: 1)
      }
    }
    out += "no property of the policy breaks up to depth \(depth)\n"
    return CommandResult(standardOutput: out)
  }

  /// `--json` over several profiles: one document whose `profiles` holds each profile's report,
  /// the one `--profile P --json` prints (camelCase, as `report.json` files have it). Exit 1 when
  /// any profile breaks a property.
  @MainActor
  static func allProfilesJSON(
    _ generations: [OSGeneration], apps: Int, depth: Int, handlers: PolicyModel.HandlerCalling,
    events: PolicyModel.Events
  ) -> CommandResult {
    var reports: [JSONDocument] = []
    var found = false
    for generation in generations {
      Progress.advance(total: generations.count, "device policy, \(generation.rawValue)")
      let model = searchedModel(generation, apps: apps, handlers: handlers, events: events)
      let result = model.shardedSearch(depthBound: depth, shard: .whole)
      let report = ExplorationReport(
        result, of: model, fingerprintFile: ReportOutput.fingerprintFile,
        rowBytes: FingerprintRows.encode(result.records))
      found = found || !report.findings.isEmpty
      // Encoding plain strings, numbers and arrays does not fail.
      reports.append(JSONDocument.encoding(report) ?? .object([]))
    }
    let document = JSONDocument.object([
      ("model", .string("device-policy")),
      ("apps", .int(apps)), ("wake_handlers", .string(handlers == .never ? "never" : "at-once")),
      (
        "events",
        .array(PolicyModel.Events.names.filter { events.contains($0.events) }.map { .string($0.name) })
      ),
      ("depth_bound", .int(depth)), ("profiles", .array(reports)),
    ])
    return CommandResult(document: document, exitCode: found ? 1 : 0)
  }

  /// The model `--policy` searches: app0 begins a task in the background and ends it in its
  /// expiration handler; the last app (app0 too when it is the only one) is woken by fetches
  /// and pushes and calls their handlers as `handlers` says; `events` join the alphabet.
  static func searchedModel(
    _ generation: OSGeneration, apps: Int, handlers: PolicyModel.HandlerCalling,
    events: PolicyModel.Events = []
  ) -> PolicyModel {
    PolicyModel(
      generation: generation, apps: apps, taskApp: .init(app: 0, ending: .onExpiration),
      wakeApp: .init(app: apps - 1, handlers: handlers), events: events)
  }

  /// `--events LIST`: `standard` (nothing added), `all`, or names of ``PolicyModel/Events/names``.
  static func events(_ text: String) throws(UsageError) -> PolicyModel.Events {
    try EventListOption.parse(
      text, names: PolicyModel.Events.names, standard: [], all: .all, mode: " for --policy")
  }

  /// The names of `events`, as a list in words.
  static func describe(_ events: PolicyModel.Events) -> String {
    EventListOption.names(of: events, in: PolicyModel.Events.names)
  }
}
