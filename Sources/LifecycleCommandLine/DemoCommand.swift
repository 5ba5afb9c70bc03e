import LifecycleCore

/// `lifecycle demo`: each seed's story, computed by the core on every generation.
enum DemoCommand {
  static func run(_ arguments: [String]) -> CommandResult {
    guard arguments.isEmpty else {
      return .usage(UsageError("demo takes no arguments"), command: "demo")
    }
    var out = "LifecycleKit demo — the seeds' stories on every iOS generation, computed by LifecycleCore.\n"
    out += "Each line: event → callbacks delivered (in order) → resulting state.\n"
    for story in SeedStory.catalog {
      out += "\n== \(story.title)  (seed \(story.seed))\n"
      for generation in OSGeneration.allCases {
        let environment = LifecycleEnvironment(profile: .of(generation), device: story.device)
        out += render(story, in: environment)
      }
    }
    return CommandResult(standardOutput: out)
  }

  static func render(_ story: SeedStory, in environment: LifecycleEnvironment) -> String {
    var state = AppState.notRunning
    var out = ""
    let label = environment.profile.generation.displayName
    for (index, step) in story.steps.enumerated() {
      let prefix = (index == 0 ? label : "").padded(to: 10)
      let event = step.event.rawValue.padded(to: 24)
      switch LifecycleModel.transition(
        from: state, on: step.event, in: environment, app: story.app, conditions: step.conditions
      ) {
      case .moved(let transition):
        let callbacks = transition.callbacks.map(\.rawValue).joined(separator: ", ")
        let cause = transition.terminationCause.map { " (\($0.rawValue))" } ?? ""
        out +=
          "  \(prefix)\(event)\(callbacks.isEmpty ? "no callback" : callbacks) → \(transition.to)\(cause)\n"
        state = transition.to
      case .rejected(let rejection):
        out += "  \(prefix)\(event)(no effect: \(rejection.reason))\n"
      }
    }
    return out
  }
}
