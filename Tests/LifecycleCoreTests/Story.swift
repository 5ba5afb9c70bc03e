import LifecycleCore
import Testing

/// Short spellings for the steps of golden sequences.
extension TransitionStep {
  /// The app receives `callback`.
  static func call(_ callback: LifecycleCallback) -> TransitionStep { .deliver(.callback(callback)) }
  /// `notification` is posted to the app.
  static func post(_ notification: LifecycleNotification) -> TransitionStep {
    .deliver(.notification(notification))
  }
  /// The process ends for `cause`.
  static func terminate(_ cause: TerminationCause) -> TransitionStep { .effect(.terminate(cause)) }
}

/// A sequence of events applied to one app from `notRunning`, as the articles tell them.
struct Story {
  var environment: LifecycleEnvironment
  var app = AppInfo.standard

  init(_ generation: OSGeneration, device: DeviceCapabilities = .standard, app: AppInfo = .standard) {
    environment = LifecycleEnvironment(profile: .of(generation), device: device)
    self.app = app
  }

  /// Applies `events` in order, each to the state the previous one left; every event must be accepted.
  func run(
    _ events: [SystemEvent], conditions: AppConditions = .idle,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Transition] {
    var state = AppState.notRunning
    var transitions: [Transition] = []
    for event in events {
      let outcome = LifecycleModel.transition(
        from: state, on: event, in: environment, app: app, conditions: conditions)
      let transition = try #require(outcome.transition, "\(outcome)", sourceLocation: sourceLocation)
      transitions.append(transition)
      state = transition.to
    }
    return transitions
  }

  /// The golden steps of a cold launch to the foreground, without preserved state (“About the
  /// app launch sequence”; App Programming Guide, “App State Transitions”).
  static func coldLaunch(on generation: OSGeneration) -> [TransitionStep] {
    let willFinish: [TransitionStep] = generation >= .ios6 ? [.call(.applicationWillFinishLaunching)] : []
    return [.enter(.inactive)] + willFinish + [
      .call(.applicationDidFinishLaunching), .post(.didFinishLaunching), .effect(.showInterface),
      .enter(.active), .call(.applicationDidBecomeActive), .post(.didBecomeActive),
    ]
  }
}
