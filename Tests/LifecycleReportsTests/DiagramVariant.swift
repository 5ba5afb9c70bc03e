import LifecycleCore
import Testing

/// A diagram the renderers are checked on: every profile, and the command line's variants
/// (`--scenes`, `--exits-on-suspend`, `--no-multitasking`, `--background-modes`).
struct DiagramVariant: CustomTestStringConvertible, Sendable {
  var name: String
  var generation: OSGeneration
  var device = DeviceCapabilities.standard
  var app = AppInfo.standard

  var testDescription: String { name }

  var diagram: StateDiagram {
    StateDiagram(environment: LifecycleEnvironment(profile: .of(generation), device: device), app: app)
  }

  static let all: [DiagramVariant] =
    OSGeneration.allCases.map { DiagramVariant(name: $0.rawValue, generation: $0) } + [
      DiagramVariant(name: "ios13 --scenes", generation: .ios13, app: AppInfo(adoptsScenes: true)),
      DiagramVariant(name: "ios4 --exits-on-suspend", generation: .ios4, app: AppInfo(exitsOnSuspend: true)),
      DiagramVariant(name: "ios7 --exits-on-suspend", generation: .ios7, app: AppInfo(exitsOnSuspend: true)),
      DiagramVariant(
        name: "ios4 --no-multitasking", generation: .ios4,
        device: DeviceCapabilities(multitaskingSupported: false)),
      DiagramVariant(
        name: "ios7 --background-modes audio,voip", generation: .ios7,
        app: AppInfo(backgroundModes: [.audio, .voip])),
    ]
}
