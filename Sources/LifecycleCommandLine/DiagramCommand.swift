import Foundation
import LifecycleCore
import LifecycleReports

/// `lifecycle diagram`: the state diagram of one profile, from the model.
enum DiagramCommand {
  static let spec = CommandSpec(
    name: "diagram",
    summary: "the state diagram of one profile or all, from the model, as DOT, SVG or Mermaid",
    options: [
      CommandOption(
        "profile", value: .choice(OSGeneration.allCases.map(\.rawValue)), default: OSGeneration.ios4.rawValue,
        summary: "the iOS generation to draw; " + LifecycleCommand.profileRanges,
        nearMisses: profileNearMisses),
      CommandOption(
        "format", value: .choice(Format.allCases.map(\.rawValue)), default: Format.dot.rawValue,
        summary: "Graphviz DOT, SVG (the DOT rendered by Graphviz's `dot -Tsvg`, which must be on PATH) or a "
          + "Mermaid state diagram"),
      CommandOption(
        "all-profiles",
        summary:
          "every profile side by side: one DOT or SVG graph with a cluster per profile, or one Mermaid "
          + "diagram per profile in sequence (with none of the app's or device's options)"),
      CommandOption(
        "json",
        summary: "print the diagrams' states and edges as one JSON document instead (Docs/CommandLine.md)"),
      CommandOption(
        "no-multitasking",
        summary: "a device without multitasking: every app quits on Home (profiles with multitasking: "
          + profiles(where: \.supportsMultitasking) + ")"),
      CommandOption(
        "exits-on-suspend",
        summary: "the app sets UIApplicationExitsOnSuspend (profiles that honour it: "
          + profiles(where: { $0.supportsMultitasking && $0.honoursExitsOnSuspend }) + ")"),
      CommandOption(
        "scenes",
        summary: "the app adopts scenes and gets UISceneDelegate callbacks (profiles with scenes: "
          + profiles(where: \.sceneLifecycle) + ")"),
      CommandOption(
        "background-modes",
        value: .list(placeholder: "MODE,…", choices: BackgroundMode.allCases.map(\.rawValue)),
        defaultNote: "none",
        summary: "the UIBackgroundModes the app declares, comma-separated, from: "
          + BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")
          + " (profiles with a background: " + profiles(where: \.supportsMultitasking) + ")"),
    ],
    notes: [
      "An option that changes nothing on the chosen profile is refused, with the reason: --scenes before "
        + "the scene lifecycle, --exits-on-suspend where the key has no effect, --background-modes where "
        + "apps have no background."
    ],
    exitCodes: [
      .init(code: 0, meaning: "the diagram was printed"),
      .init(code: 2, meaning: "a usage error, or an option that does not apply to the profile"),
      .init(
        code: 3,
        meaning: "--format svg without Graphviz's dot on PATH (Debian package graphviz), or dot failed"),
    ]
  )

  /// The exit code of a diagram that needs Graphviz's `dot` where it is missing or fails.
  static let missingProgramExit: Int32 = 3

  /// `lifecycle diagram`; `environment` gives the `PATH` on which `--format svg` looks for `dot`.
  static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
    -> CommandResult
  {
    let diagrams: [StateDiagram]
    let format: Format
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, options: spec.options)
      try parsed.requireNoPositionals()
      format = try parsed.choice("format", from: Format.allCases.map { ($0.rawValue, $0) })
      if parsed.flags.contains("all-profiles") {
        let given =
          ["profile", "background-modes"].filter { parsed.values[$0] != nil }
          + ["no-multitasking", "exits-on-suspend", "scenes"].filter(parsed.flags.contains)
        if let option = given.first {
          throw UsageError(
            "--all-profiles draws every profile's standard app on a multitasking device; --\(option) "
              + "goes with one --profile")
        }
        diagrams = OSProfile.catalog.map { StateDiagram(environment: LifecycleEnvironment(profile: $0)) }
      } else {
        diagrams = [try diagram(parsed)]
      }
      if parsed.flags.contains("json"), parsed.values["format"] != nil {
        throw UsageError("--json and --format are alternatives: give one")
      }
    } catch {
      return .usage(error, command: "diagram")
    }
    if parsed.flags.contains("json") { return CommandResult(document: json(diagrams)) }
    let all = diagrams.count > 1
    let title = "The app lifecycle of every profile, oldest first"
    switch format {
    case .dot:
      return CommandResult(
        standardOutput: all
          ? StateDiagramDOT.renderSideBySide(diagrams, title: title) : StateDiagramDOT.render(diagrams[0]))
    case .mermaid:
      return CommandResult(standardOutput: diagrams.map(StateDiagramMermaid.render).joined(separator: "\n"))
    case .svg:
      let dot =
        all ? StateDiagramDOT.renderSideBySide(diagrams, title: title) : StateDiagramDOT.render(diagrams[0])
      return svg(dot, environment: environment)
    }
  }

  /// The one diagram the profile and the app's and device's options ask for.
  private static func diagram(_ parsed: ParsedArguments) throws(UsageError) -> StateDiagram {
    let profile = try parsed.choice(
      "profile", from: OSGeneration.allCases.map { ($0.rawValue, OSProfile.of($0)) })
    let modes = Set(parsed.list("background-modes").compactMap(BackgroundMode.init(rawValue:)))
    let environment = LifecycleEnvironment(
      profile: profile,
      device: DeviceCapabilities(multitaskingSupported: !parsed.flags.contains("no-multitasking"))
    )
    try checkApplies(parsed, to: environment, backgroundModes: modes)
    let app = AppInfo(
      exitsOnSuspend: parsed.flags.contains("exits-on-suspend"), backgroundModes: modes,
      adoptsScenes: parsed.flags.contains("scenes")
    )
    return StateDiagram(environment: environment, app: app)
  }

  /// `dot` rendered to SVG by Graphviz's `dot -Tsvg`, found on the `PATH` of `environment`;
  /// exit ``missingProgramExit`` with what to install where it is missing, or with dot's own
  /// message where it fails.
  static func svg(_ dot: String, environment: [String: String]) -> CommandResult {
    guard let program = ExternalCommand.locate("dot", onPath: environment["PATH"] ?? "") else {
      return CommandResult(
        standardError:
          "lifecycle diagram: --format svg needs Graphviz's dot, which is not on PATH; install the "
          + "Debian package graphviz (apt-get install graphviz), or print --format dot and render it elsewhere\n",
        exitCode: missingProgramExit)
    }
    let result = ExternalCommand.run(program, arguments: ["-Tsvg"], input: dot)
    guard result.exitCode == 0 else {
      return CommandResult(
        standardError:
          "lifecycle diagram: \(program) -Tsvg failed (exit \(result.exitCode)): \(result.standardError)"
          + (result.standardError.hasSuffix("\n") ? "" : "\n"),
        exitCode: missingProgramExit)
    }
    // dot's warnings, if any, go along on standard error.
    return CommandResult(standardOutput: result.standardOutput, standardError: result.standardError)
  }

  /// The diagrams as one JSON document: each with its profile, title, states and edges (the
  /// grouped edges the DOT draws: the events that share an arrow, its guard, callbacks and the
  /// termination it causes).
  static func json(_ diagrams: [StateDiagram]) -> JSONDocument {
    .object([
      (
        "diagrams",
        .array(
          diagrams.map { diagram in
            .object([
              ("profile", .string(diagram.environment.profile.generation.rawValue)),
              ("title", .string(DiagramLabels.title(diagram))),
              ("multitasking_device", .bool(diagram.environment.device.multitaskingSupported)),
              ("exits_on_suspend", .bool(diagram.app.exitsOnSuspend)),
              ("scenes", .bool(diagram.app.adoptsScenes)),
              ("background_modes", .array(diagram.app.backgroundModes.sorted().map { .string($0.rawValue) })),
              ("states", .array(diagram.states.map { .string($0.rawValue) })),
              (
                "edges",
                .array(
                  diagram.groupedEdges.map { group in
                    .object([
                      ("from", .string(group.edge.from.rawValue)), ("to", .string(group.edge.to.rawValue)),
                      ("events", .array(group.events.map { .string($0.rawValue) })),
                      ("guard", .optional(group.edge.guardLabel)),
                      ("callbacks", .array(group.edge.callbacks.map { .string($0.rawValue) })),
                      ("termination", .optional(group.edge.terminationCause?.rawValue)),
                    ])
                  })
              ),
            ])
          })
      )
    ])
  }

  /// Refuses the options that would change nothing in `environment`, naming why: the
  /// facts come from the profile's row (``LifecycleCore/OSProfile``), not from here.
  static func checkApplies(
    _ parsed: ParsedArguments, to environment: LifecycleEnvironment, backgroundModes: Set<BackgroundMode>
  ) throws(UsageError) {
    let profile = environment.profile
    let name = profile.generation.displayName
    if parsed.flags.contains("no-multitasking") && !profile.supportsMultitasking {
      throw UsageError("--no-multitasking has no effect on \(name), which has no multitasking on any device")
    }
    if parsed.flags.contains("scenes") && !profile.sceneLifecycle {
      throw UsageError(
        "--scenes does not apply to \(name), which has no scene lifecycle (profiles with scenes: "
          + profiles(where: \.sceneLifecycle) + ")")
    }
    if parsed.flags.contains("exits-on-suspend") {
      if !profile.supportsMultitasking {
        throw UsageError(
          "--exits-on-suspend has no effect on \(name), which has no multitasking: every app quits on Home")
      }
      if !profile.honoursExitsOnSuspend {
        throw UsageError(
          "--exits-on-suspend has no effect on \(name), which ignores UIApplicationExitsOnSuspend (profiles "
            + "that honour it: " + profiles(where: { $0.supportsMultitasking && $0.honoursExitsOnSuspend })
            + ")")
      }
      if !environment.device.multitaskingSupported {
        throw UsageError(
          "--exits-on-suspend has no effect with --no-multitasking: every app quits on Home without multitasking"
        )
      }
    }
    if !backgroundModes.isEmpty && !environment.multitasking {
      throw UsageError(
        profile.supportsMultitasking
          ? "--background-modes has no effect with --no-multitasking: without multitasking no app runs in the background"
          : "--background-modes has no effect on \(name), which has no multitasking: no app runs in the background"
      )
    }
  }

  /// The identifiers of the profiles whose row satisfies `condition` (`ios4, ios5`).
  static func profiles(where condition: (OSProfile) -> Bool) -> String {
    OSProfile.catalog.filter(condition).map(\.generation.rawValue).joined(separator: ", ")
  }

  /// `ios8` … `ios12` stand for `ios7`, `ios14` and later for `ios13`: an identifier of a
  /// release names the profile of the newest generation at or before it.
  static var profileNearMisses: [String: CommandOption.NearMiss] {
    var misses: [String: CommandOption.NearMiss] = [:]
    let numbered = OSGeneration.allCases.compactMap { generation in
      Int(generation.rawValue.dropFirst(3)).map { (number: $0, generation: generation) }
    }
    guard let first = numbered.first?.number, let last = numbered.last?.number else { return [:] }
    for release in first...(last + 10) {
      guard let covering = numbered.last(where: { $0.number <= release }), covering.number != release else {
        continue
      }
      misses["ios\(release)"] = .init(
        choice: covering.generation.rawValue, reason: "It covers \(covering.generation.displayName).")
    }
    return misses
  }

  enum Format: String, CaseIterable {
    case dot, svg, mermaid
  }
}
