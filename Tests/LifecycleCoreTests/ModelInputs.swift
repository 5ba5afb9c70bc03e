import LifecycleCore

/// The apps, devices and conditions the rule-based tests run every combination with.
struct ModelInput: CustomStringConvertible {
  var name: String
  var device = DeviceCapabilities.standard
  var app = AppInfo.standard
  var conditions = AppConditions.idle

  var description: String { name }

  static let all: [ModelInput] = [
    ModelInput(name: "standard app"),
    ModelInput(name: "background task held", conditions: AppConditions(holdsBackgroundTask: true)),
    ModelInput(
      name: "launching with preserved state",
      conditions: AppConditions(hasPreservedState: true, isLaunching: true)),
    ModelInput(name: "UIApplicationExitsOnSuspend", app: AppInfo(exitsOnSuspend: true)),
    ModelInput(name: "device without multitasking", device: DeviceCapabilities(multitaskingSupported: false)),
    ModelInput(name: "scenes", app: AppInfo(adoptsScenes: true)),
    ModelInput(name: "audio", app: AppInfo(backgroundModes: [.audio])),
    ModelInput(
      name: "fetch and remote notifications", app: AppInfo(backgroundModes: [.fetch, .remoteNotification])),
    ModelInput(
      name: "fetch with scenes, preserved state",
      app: AppInfo(backgroundModes: [.fetch, .remoteNotification], adoptsScenes: true),
      conditions: AppConditions(hasPreservedState: true)),
  ]

  /// Every accepted transition of this input, with the generation it ran on.
  func transitions() -> [(generation: OSGeneration, transition: Transition)] {
    OSGeneration.allCases.flatMap { generation in
      let environment = LifecycleEnvironment(profile: .of(generation), device: device)
      return AppState.allCases.flatMap { state in
        SystemEvent.allCases.compactMap { event in
          LifecycleModel.transition(from: state, on: event, in: environment, app: app, conditions: conditions)
            .transition.map { (generation, $0) }
        }
      }
    }
  }
}
