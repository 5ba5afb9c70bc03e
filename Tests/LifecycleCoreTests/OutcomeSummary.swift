import LifecycleCore

/// A compact, readable spelling of a ``TransitionOutcome`` for the tables in these tests.
///
/// `willResignActive didEnterBackground +snapshot → suspended`: the callbacks and the
/// system's effects in the order they happen (callbacks without their `application`
/// prefix, scene callbacks as `scene.…`, effects as `+…`), then the final state and, when
/// the process ends, the termination cause in parentheses. A refused event is `rejected`.
/// Notifications and intermediate states are left out here; their own tests check them
/// for every combination.
enum OutcomeSummary {
  static func of(_ outcome: TransitionOutcome) -> String {
    guard let transition = outcome.transition else { return "rejected" }
    var tokens: [String] = []
    for step in transition.steps {
      switch step {
      case .deliver(.callback(let callback)): tokens.append(short(callback))
      case .effect(let effect): if let name = short(effect) { tokens.append(name) }
      case .deliver(.notification), .enter: break
      }
    }
    tokens.append("→ \(transition.to)")
    if let cause = transition.terminationCause { tokens.append("(\(cause))") }
    return tokens.joined(separator: " ")
  }

  /// `applicationWillResignActive` → `willResignActive`; `sceneDidBecomeActive` → `scene.didBecomeActive`.
  static func short(_ callback: LifecycleCallback) -> String {
    let name = callback.rawValue
    for (prefix, replacement) in [("application", ""), ("scene", "scene.")] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      return replacement + rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return name
  }

  /// `+snapshot`, `+preserve`, …; nil for the termination, which the summary shows at its end.
  static func short(_ effect: TransitionEffect) -> String? {
    switch effect {
    case .restoreState: "+restore"
    case .preserveState: "+preserve"
    case .takeSnapshot: "+snapshot"
    case .discardPreservedState: "+discard"
    case .deliverQueuedNotifications: "+queued"
    case .showInterface: "+show"
    case .dismissInterface: "+dismiss"
    case .terminate: nil
    }
  }
}
