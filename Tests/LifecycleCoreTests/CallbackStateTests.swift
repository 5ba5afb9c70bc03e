import LifecycleCore
import Testing

/// The intermediate states of every transition: the app moves one lifecycle edge at a time, and
/// each callback sees the state UIKit reports inside it (the iOS 10 state logs of
/// `applicationState`; App Programming Guide, “App State Transitions”). Together with the tables,
/// which give the callbacks and the final state, this pins the whole path of every transition.
@Suite("States inside callbacks and along transitions")
struct CallbackStateTests {
  /// The lifecycle's edges (App Programming Guide, “The App Life Cycle”): launch to inactive,
  /// activation and deactivation, entering the background from inactive, suspension and its
  /// reverse, returning through inactive, and the end of the process from any running state.
  static func isLifecycleEdge(_ from: AppState, _ to: AppState) -> Bool {
    switch (from, to) {
    case (.notRunning, .inactive), (.inactive, .active), (.active, .inactive), (.inactive, .background),
      (.background, .suspended), (.suspended, .background), (.background, .inactive):
      true
    // App Programming Guide, “The App Life Cycle”: "an app launched directly into the
    // background enters this state instead of the inactive state".
    case (.notRunning, .background): true
    case (_, .notRunning): from != .notRunning
    default: false
    }
  }

  /// The state the app reads inside `callback`, or nil when it may be any running state.
  static func stateInside(_ callback: LifecycleCallback, from: AppState, on event: SystemEvent) -> AppState? {
    let wakes = event == .backgroundFetch || event == .silentRemoteNotification
    return switch callback {
    // App Programming Guide, “App State Transitions”: a foreground launch reads inactive
    // inside the launch methods, a launch into the background reads background.
    case .applicationWillFinishLaunching, .applicationDidFinishLaunching, .sceneWillConnect:
      wakes ? .background : .inactive
    // “application(_:performFetchWithCompletionHandler:)”: the system fetches for an app in the
    // background.
    case .applicationPerformFetch: .background
    // “application(_:open:options:)”: a launching or resuming app is handed the URL before it
    // becomes active; an active one while active.
    case .applicationOpenURL, .sceneOpenURLContexts: from == .active ? .active : .inactive
    // iOS 10 state logs: active inside didBecomeActive and, still, inside willResignActive.
    case .applicationDidBecomeActive, .sceneDidBecomeActive, .applicationWillResignActive,
      .sceneWillResignActive:
      .active
    case .applicationDidEnterBackground, .sceneDidEnterBackground, .backgroundTaskExpired: .background
    // iOS 10 state logs: still background inside willEnterForeground. A scene app's cold launch
    // enters the foreground from inactive (the model's documented choice in `coldLaunch`).
    case .applicationWillEnterForeground, .sceneWillEnterForeground:
      from == .notRunning ? .inactive : .background
    case .applicationWillTerminate, .applicationDidReceiveMemoryWarning, .sceneDidDisconnect,
      .applicationSignificantTimeChange, .applicationDidReceiveRemoteNotification,
      .applicationProtectedDataWillBecomeUnavailable, .applicationProtectedDataDidBecomeAvailable:
      nil
    }
  }

  @Test("every transition moves along lifecycle edges, one state at a time", arguments: ModelInput.all)
  func pathFollowsEdges(input: ModelInput) {
    for (generation, transition) in input.transitions() {
      let path = transition.path
      for (from, to) in zip(path, path.dropFirst()) {
        #expect(Self.isLifecycleEdge(from, to), "\(transition) on \(generation): \(from) → \(to)")
      }
    }
  }

  @Test("every callback is delivered in the state the app reads inside it", arguments: ModelInput.all)
  func callbackStates(input: ModelInput) {
    for (generation, transition) in input.transitions() {
      var state = transition.from
      for step in transition.steps {
        switch step {
        case .enter(let next): state = next
        case .deliver(.callback(let callback)):
          let expected = Self.stateInside(callback, from: transition.from, on: transition.event)
          #expect(state.executesCode, "\(transition) on \(generation): \(callback) in \(state)")
          if let expected {
            #expect(state == expected, "\(transition) on \(generation): \(callback) in \(state)")
          }
        case .deliver(.notification), .effect: break
        }
      }
    }
  }

  @Test(
    "a transition ends the process exactly when it ends in notRunning, and nothing is delivered after",
    arguments: ModelInput.all)
  func terminationMatchesFinalState(input: ModelInput) {
    for (generation, transition) in input.transitions() {
      let terminations = transition.steps.indices.filter {
        if case .effect(.terminate) = transition.steps[$0] { true } else { false }
      }
      guard transition.to == .notRunning else {
        #expect(terminations.isEmpty, "\(transition) on \(generation)")
        continue
      }
      #expect(terminations.count == 1, "\(transition) on \(generation)")
      let afterwards = transition.steps.suffix(from: terminations.first ?? 0).dropFirst()
      #expect(afterwards.first == .enter(.notRunning), "\(transition) on \(generation)")
      #expect(
        afterwards.allSatisfy { if case .deliver = $0 { false } else { true } },
        "\(transition) on \(generation)")
    }
  }
}
