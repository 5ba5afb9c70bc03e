import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// Background fetch as iOS 7 to 12 code declared it, before the SDK marked the handler
/// `@Sendable`: `completionHandler: @escaping (UIBackgroundFetchResult) -> Void`.
@MainActor
final class PlainHandlerFetchDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var fetches = 0
  var pushes = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
    return true
  }

  func application(
    _ application: UIApplication,
    performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    fetches += 1
    completionHandler(.newData)
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    pushes += 1
    completionHandler(.noData)
  }
}

/// A delegate whose handler parameters lack `@Sendable` still implements the methods: Swift
/// matches a witness that takes the wider (non-`Sendable`) closure type, so old code is called,
/// and the trace does not say "not implemented".
@MainActor
@Suite("Completion handlers declared without @Sendable")
struct CompletionHandlerSignatureTests {
  let catalog = AppCatalog.builtIn.addingUIKitApp("plain-fetcher") { PlainHandlerFetchDelegate() }

  @Test("the fetch and the content-available push reach methods declared without @Sendable")
  func plainHandlersAreCalled() throws {
    let device = try makeDevice(.ios7, catalog: catalog)
    let info = AppInfo(backgroundModes: [.fetch, .remoteNotification])
    try device.install(InstallSpec(name: "Feed", appID: "plain-fetcher", info: info))
    try device.launch("Feed")
    device.home()
    try device.backgroundFetch("Feed")
    try device.push(to: "Feed", contentAvailable: true)
    let app = try #require(delegate(of: "Feed", in: device, as: PlainHandlerFetchDelegate.self))
    #expect(app.fetches == 1)
    #expect(app.pushes == 1)
    let unimplemented = device.trace.records.compactMap { record -> LifecycleCallback? in
      guard case .notImplemented(_, let callback) = record.event else { return nil }
      return callback
    }
    #expect(!unimplemented.contains(.applicationPerformFetch))
    #expect(!unimplemented.contains(.applicationDidReceiveRemoteNotification))
    #expect(device.reports.isEmpty)
  }
}
