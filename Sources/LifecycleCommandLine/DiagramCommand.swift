import LifecycleCore
import LifecycleReports

/// `lifecycle diagram`: the state diagram of one profile, from the model.
enum DiagramCommand {
  static let usage = """
    lifecycle diagram [--profile ios3|ios4|ios5|ios6|ios7|ios13] [--format dot|mermaid]
                      [--no-multitasking] [--exits-on-suspend] [--scenes] [--background-modes LIST]
    """

  static func run(_ arguments: [String]) -> CommandResult {
    do throws(UsageError) {
      let parsed = try ParsedArguments(
        arguments, valueOptions: ["profile", "format", "background-modes"],
        flagOptions: ["no-multitasking", "exits-on-suspend", "scenes"]
      )
      guard parsed.positionals.isEmpty else {
        throw UsageError("unexpected argument '\(parsed.positionals[0])'")
      }
      let profile = try parsed.choice(
        "profile", default: OSProfile.of(.ios4),
        from: OSGeneration.allCases.map { ($0.rawValue, OSProfile.of($0)) }
      )
      let format = try parsed.choice(
        "format", default: Format.dot, from: Format.allCases.map { ($0.rawValue, $0) }
      )
      var modes: Set<BackgroundMode> = []
      for name in parsed.values["background-modes"]?.split(separator: ",") ?? [] {
        guard let mode = BackgroundMode(rawValue: String(name)) else {
          let valid = BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError("unknown background mode '\(name)'; valid values: \(valid)")
        }
        modes.insert(mode)
      }
      let environment = LifecycleEnvironment(
        profile: profile,
        device: DeviceCapabilities(multitaskingSupported: !parsed.flags.contains("no-multitasking"))
      )
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

  enum Format: String, CaseIterable {
    case dot, mermaid
  }
}
