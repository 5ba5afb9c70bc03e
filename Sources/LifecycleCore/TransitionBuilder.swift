/// Accumulates the steps of one transition, mapping app-level callbacks to scene
/// callbacks and placing each notification before or after its callback.
struct TransitionBuilder {
  let environment: LifecycleEnvironment
  let app: AppInfo
  private(set) var state: AppState
  private(set) var steps: [TransitionStep] = []

  init(environment: LifecycleEnvironment, app: AppInfo, state: AppState) {
    self.environment = environment
    self.app = app
    self.state = state
  }

  mutating func enter(_ newState: AppState) {
    guard newState != state else { return }
    state = newState
    steps.append(.enter(newState))
  }

  mutating func effect(_ effect: TransitionEffect) {
    steps.append(.effect(effect))
  }

  /// Delivers an app-level callback, or its scene counterpart when the app uses
  /// scenes (“Transitioning to the UIKit scene-based life cycle”: with scenes adopted, UIKit
  /// calls the scene delegate instead), with the notification UIKit posts for it (still
  /// posted with scenes: “applicationDidEnterBackground(_:)” and the other delegate pages).
  mutating func call(_ callback: LifecycleCallback) {
    let delivered = environment.usesScenes(app) ? Self.sceneCounterpart(of: callback) : callback
    let notification = callback.notification.flatMap {
      environment.profile.hasNotification($0) ? $0 : nil
    }
    deliver(delivered, notifications: [delivered.sceneNotification, notification])
  }

  /// Delivers a scene-only callback, with its `UIScene` notification.
  mutating func callScene(_ callback: LifecycleCallback) {
    deliver(callback, notifications: [callback.sceneNotification])
  }

  /// The callback with its notifications, each placed before or after it: the `UIScene`
  /// notification first, then the application's aggregate one (a choice: the pages give no
  /// order between them).
  private mutating func deliver(_ callback: LifecycleCallback, notifications: [LifecycleNotification?]) {
    let posted = notifications.compactMap { $0 }.filter { environment.profile.hasNotification($0) }
    for notification in posted where notification.precedesItsCallback {
      steps.append(.deliver(.notification(notification)))
    }
    steps.append(.deliver(.callback(callback)))
    for notification in posted where !notification.precedesItsCallback {
      steps.append(.deliver(.notification(notification)))
    }
  }

  static func sceneCounterpart(of callback: LifecycleCallback) -> LifecycleCallback {
    switch callback {
    case .applicationDidBecomeActive: .sceneDidBecomeActive
    case .applicationWillResignActive: .sceneWillResignActive
    case .applicationDidEnterBackground: .sceneDidEnterBackground
    case .applicationWillEnterForeground: .sceneWillEnterForeground
    case .applicationOpenURL: .sceneOpenURLContexts
    default: callback
    }
  }
}
