import LifecycleCore
import Testing

/// Background fetch and `content-available` pushes (iOS 7 and later): an app with the `fetch`
/// or `remote-notification` mode is launched straight into the background, or woken from
/// suspension, to handle the event (“About the background execution sequence”: launch or
/// resume, `applicationDidEnterBackground`, the event, the snapshot; App Programming Guide,
/// “The App Launch Cycle”: a background launch is never made active;
/// “application(_:performFetchWithCompletionHandler:)”,
/// “application(_:didReceiveRemoteNotification:fetchCompletionHandler:)”).
@Suite("Transitions of background fetch and content-available pushes")
struct WakeTransitionTests {
  static func wakeRows(_ event: SystemEvent, _ callback: String) -> [TransitionTable.Row] {
    [
      .init(
        .notRunning, [event], on: [.ios7, .ios13],
        "willFinishLaunching didFinishLaunching didEnterBackground \(callback) +snapshot → background"),
      // "Processing queued notifications": what was held is delivered as soon as the app runs
      // again, in the background too.
      .init(
        .suspended, [event], on: [.ios7, .ios13],
        "didEnterBackground +queued \(callback) +snapshot → background"),
      .init(.background, [event], on: [.ios7, .ios13], "\(callback) → background"),
    ]
  }

  static let fetch = TransitionVariant(
    app: AppInfo(backgroundModes: [.fetch]),
    differences: TransitionTable(wakeRows(.backgroundFetch, "performFetch")))

  static let push = TransitionVariant(
    app: AppInfo(backgroundModes: [.remoteNotification]),
    differences: TransitionTable(wakeRows(.silentRemoteNotification, "didReceiveRemoteNotification")))

  @Test(
    "the fetch mode makes background fetch launch or wake the app in the background from iOS 7; nothing else changes",
    arguments: OSGeneration.allCases)
  func fetchMode(generation: OSGeneration) {
    Self.fetch.check(generation)
  }

  @Test(
    "the remote-notification mode makes a content-available push launch or wake the app from iOS 7; nothing else changes",
    arguments: OSGeneration.allCases)
  func remoteNotificationMode(generation: OSGeneration) {
    Self.push.check(generation)
  }

  @Test("before iOS 7 the refusal names the generation; without the mode it names the mode")
  func refusalReasons() {
    let fetchApp = AppInfo(backgroundModes: [.fetch])
    let ios6 = LifecycleModel.transition(
      from: .suspended, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios6)), app: fetchApp)
    #expect(ios6.rejection?.reason.contains("iOS 7") == true)
    let plain = LifecycleModel.transition(
      from: .suspended, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios7)))
    #expect(plain.rejection?.reason.contains("'fetch'") == true)
  }

  @Test("a launch into the background reads background in its launch methods and never becomes active")
  func backgroundLaunchStates() throws {
    let outcome = LifecycleModel.transition(
      from: .notRunning, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios7)),
      app: AppInfo(backgroundModes: [.fetch]))
    let transition = try #require(outcome.transition)
    #expect(transition.path == [.notRunning, .background])
    #expect(!transition.callbacks.contains(.applicationDidBecomeActive))
    #expect(!transition.effects.contains(.showInterface))
    #expect(
      transition.notifications == [.didFinishLaunching, .didEnterBackground],
      "the launch and background notifications, no activation")
  }

  @Test("a scene app launched for a fetch connects its scene and enters the background through it")
  func sceneAppFetch() {
    let outcome = LifecycleModel.transition(
      from: .notRunning, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios13)),
      app: AppInfo(backgroundModes: [.fetch], adoptsScenes: true))
    #expect(
      OutcomeSummary.of(outcome)
        == "willFinishLaunching didFinishLaunching scene.willConnect scene.didEnterBackground performFetch +snapshot → background"
    )
  }

  @Test("an app that exits on suspend is never run in the background for a fetch (iOS 7–12)")
  func exitsOnSuspendIsNotWoken() {
    let app = AppInfo(exitsOnSuspend: true, backgroundModes: [.fetch])
    let ios7 = LifecycleModel.transition(
      from: .notRunning, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios7)), app: app)
    #expect(ios7.rejection != nil)
    // iOS 13 ignores the key, so the app is launched as any other.
    let ios13 = LifecycleModel.transition(
      from: .notRunning, on: .backgroundFetch, in: LifecycleEnvironment(profile: .of(.ios13)), app: app)
    #expect(ios13.transition?.to == .background)
  }
}
