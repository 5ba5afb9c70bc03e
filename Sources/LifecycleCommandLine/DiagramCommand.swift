import LifecycleCore
import LifecycleReports

/// `lifecycle diagram`: the state diagram of one profile, from the model.
enum DiagramCommand {
  static let spec = CommandSpec(
    name: "diagram",
    summary: "the state diagram of a profile, walked from the model, as DOT or Mermaid",
    options: [
      CommandOption(
        "profile", value: .choice(OSGeneration.allCases.map(\.rawValue)), default: OSGeneration.ios4.rawValue,
        summary: "the iOS generation to draw; " + LifecycleCommand.profileRanges,
        nearMisses: profileNearMisses),
      CommandOption(
        "format", value: .choice(Format.allCases.map(\.rawValue)), default: Format.dot.rawValue,
        summary: "Graphviz DOT (pipe it to `dot -Tsvg`) or a Mermaid state diagram"),
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
    ]
  )

  static func run(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ParsedArguments(arguments, options: spec.options)
      try parsed.requireNoPositionals()
      let profile = try parsed.choice(
        "profile", from: OSGeneration.allCases.map { ($0.rawValue, OSProfile.of($0)) })
      let format = try parsed.choice("format", from: Format.allCases.map { ($0.rawValue, $0) })
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
      let diagram = StateDiagram(environment: environment, app: app)
      switch format {
      case .dot: return CommandResult(standardOutput: StateDiagramDOT.render(diagram))
      case .mermaid: return CommandResult(standardOutput: StateDiagramMermaid.render(diagram))
      }
    } catch {
      return .usage(error, command: "diagram")
    }
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
    case dot, mermaid
  }
}
