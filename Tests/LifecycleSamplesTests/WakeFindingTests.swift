import LifecycleCore
import LifecycleKit
import LifecycleSimulator
import Testing

/// Asks for background fetches, and when a fetch finds nothing to download returns without
/// calling the completion handler: the system holds the app in the background for its 30 s,
/// then ends it with a penalty report.
@MainActor
final class FetchNaiveDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    return true
  }

  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    let pending = UserDefaults.standard.integer(forKey: "pendingDownloads")
    guard pending > 0 else { return }
    UserDefaults.standard.set(0, forKey: "pendingDownloads")
    completionHandler(.newData)
  }
}

/// The same app calling the handler on every path.
@MainActor
final class FetchDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    return true
  }

  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    let pending = UserDefaults.standard.integer(forKey: "pendingDownloads")
    guard pending > 0 else { return completionHandler(.noData) }
    UserDefaults.standard.set(0, forKey: "pendingDownloads")
    completionHandler(.newData)
  }
}

/// Handles silent pushes and forgets their completion handler.
@MainActor
final class PushNaiveDelegate: UIResponder, UIApplicationDelegate, MainInstantiable {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    UserDefaults.standard.set(true, forKey: "hasNews")
  }
}

/// The explorer's background wakes (`AppExplorationEvents.wakes`, in the standard set): an app
/// that declares the `fetch` or `remote-notification` mode is fetched for and pushed to from
/// iOS 7, and a completion handler it forgets is found as a penalty kill, shrunk to the fewest
/// steps; an app without the modes, or one that calls its handlers, gives nothing.
@MainActor
@Suite("The explorer's background wakes")
struct WakeFindingTests {
  @Test("A fetch handler forgotten on one path is a background-task-ended finding from iOS 7, shrunk")
  func forgottenFetchHandler() throws {
    let result = try LifecycleKit.explore(
      FetchNaiveDelegate.self, profiles: [.ios6, .ios7, .ios13], depth: 4, backgroundModes: [.fetch])
    let byProfile = Dictionary(uniqueKeysWithValues: result.reports.map { ($0.profile, $0) })
    // No fetch before iOS 7; there the call that asks for fetches is itself the bug (the method
    // does not exist: unrecognized selector), which the simulator records as a misuse.
    let ios6 = try #require(byProfile[.ios6])
    #expect(!ios6.findings.contains { $0.invariant == .backgroundTaskEnded })
    // The invariant is typed; the message is what the explorer prints, and it names the API.
    #expect(
      ios6.findings.contains {
        $0.invariant == .noMisuse && $0.message.contains("setMinimumBackgroundFetchInterval")
      })
    for generation in [OSGeneration.ios7, .ios13] {
      let report = try #require(byProfile[generation])
      let finding = try #require(
        report.findings.first { $0.invariant == .backgroundTaskEnded }, "\(generation)")
      // Launched once (to set its interval; the launch is the exploration's start), sent Home,
      // fetched for, its 30 s let run out in one step (the expiration handlers on the way).
      #expect(finding.steps.count == 3, "\(finding.scenario)")
      #expect(finding.steps.contains(.backgroundFetch(app: "App")))
      #expect(finding.scenario.contains("background-fetch App"))
      #expect(finding.replayFails)
    }
  }

  @Test("The same app calling its handler on every path gives no finding")
  func handlerCalled() throws {
    let result = try LifecycleKit.explore(
      FetchDelegate.self, profiles: [.ios7, .ios13], depth: 4, backgroundModes: [.fetch])
    #expect(result.findings.isEmpty, "\(result.scenarios)")
  }

  @Test("Without the fetch mode the explorer fetches for no app: the forgotten handler stays unseen")
  func withoutTheMode() throws {
    let result = try LifecycleKit.explore(FetchNaiveDelegate.self, profiles: [.ios13], depth: 4)
    #expect(result.findings.isEmpty, "\(result.scenarios)")
  }

  @Test("A silent push's handler forgotten is found from iOS 7 with the remote-notification mode")
  func forgottenPushHandler() throws {
    let result = try LifecycleKit.explore(
      PushNaiveDelegate.self, profiles: [.ios13], depth: 4, backgroundModes: [.remoteNotification])
    let finding = try #require(result.findings.first { $0.invariant == .backgroundTaskEnded })
    #expect(finding.steps.count == 3, "\(finding.scenario)")
    #expect(finding.steps.contains(.push(app: "App", contentAvailable: true)))
    #expect(finding.replayFails)
  }
}
