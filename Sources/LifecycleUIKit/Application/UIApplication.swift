import LifecycleCore
import LifecycleSimulator

/// The running app, as its code sees it: `UIApplication.shared`.
///
/// In a simulated device every app process has its own `UIApplication`; ``shared``
/// answers the one of the app whose code is running (see ``UIKitApp``). Its state and
/// background tasks are the device's, read and changed through the app's
/// `AppProcess`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app's execution state as UIKit reports it: `suspended` reads `.background`.
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events.
    case inactive = 1
    /// In the background (running code, or suspended).
    case background = 2
  }

  /// Keys of the launch options dictionary handed to the launch methods.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app was launched to open a URL.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that asked to open the URL, when known.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The app was launched by the user's tap on a remote notification: never, here (the
    /// simulated device shows no notification alerts; `push APP` reaches a running app or wakes
    /// it for content).
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The app was launched by the user's tap on a local notification (iOS 4 to 9): never, here.
    public static let localNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
    /// The app was launched for a location event: never, here (no location is simulated).
    public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
  }

  /// The process this application object stands for; nil for the detached one.
  let process: AppProcess?

  init(process: AppProcess?, host: UIKitAppHost?) {
    self.process = process
    super.init()
    appHost = host
  }

  private static let detached = UIApplication(process: nil, host: nil)

  /// The application whose code is running. Outside any simulated app's code this is
  /// a detached application that belongs to no process: it reads `.background` and
  /// refuses background tasks.
  public static var shared: UIApplication { AppContext.current?.application ?? detached }

  /// The app delegate (held by the system, referenced weakly here as in UIKit).
  public weak var delegate: (any UIApplicationDelegate)?

  /// The app's state: the system's state, with `suspended` and not-running read as
  /// `.background` (`UIApplication.State` has no suspended case; the callback-state gist
  /// logs `.background` in `AppDelegate.init`). iOS 4.0 and later: on iPhone OS 3 reading
  /// it crashes the app (an unrecognized selector, ``APIAvailability``).
  public var applicationState: State {
    guard APIAvailabilityCheck.require("applicationState", of: self, host: appHost) else { return state }
    return state
  }

  /// ``applicationState`` as the system reads it, on every generation.
  var state: State {
    switch process?.state ?? .notRunning {
    case .active: .active
    case .inactive: .inactive
    case .background, .suspended, .notRunning: .background
    }
  }

  /// Asks for background time to finish a task; the expiration handler runs shortly
  /// before the time is up (“beginBackgroundTask(expirationHandler:)”). Returns
  /// ``UIBackgroundTaskIdentifier/invalid`` when running in the background is not possible
  /// (no multitasking, an app that exits on suspend, time already up). iOS 7.0 and later:
  /// before, calling it crashes the app (an unrecognized selector; iOS 4 to 6 have only
  /// ``beginBackgroundTask(expirationHandler:)``).
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    guard
      APIAvailabilityCheck.require("beginBackgroundTaskWithName:expirationHandler:", of: self, host: appHost)
    else { return .invalid }
    return begin(named: taskName, expirationHandler: handler)
  }

  private func begin(
    named taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?
  ) -> UIBackgroundTaskIdentifier {
    guard let process, let host = appHost else { return .invalid }
    let expiration: (() -> Void)? = handler.map { handler in { host.runCode { handler() } } }
    return UIBackgroundTaskIdentifier(
      rawValue: process.beginBackgroundTask(named: taskName, expirationHandler: expiration))
  }

  /// Asks for background time without naming the task. iOS 4.0 and later: on iPhone OS 3
  /// calling it crashes the app (an unrecognized selector; check
  /// `UIDevice.current.responds(to: Selector(("isMultitaskingSupported")))` first).
  public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    guard APIAvailabilityCheck.require("beginBackgroundTaskWithExpirationHandler:", of: self, host: appHost)
    else { return .invalid }
    return begin(named: nil, expirationHandler: handler)
  }

  /// Ends a background task. Ending one that is not open (`.invalid`, or twice) is
  /// recorded as misuse, as iOS logs it. iOS 4.0 and later (on iPhone OS 3 it crashes the app).
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    guard APIAvailabilityCheck.require("endBackgroundTask:", of: self, host: appHost) else { return }
    process?.endBackgroundTask(identifier.rawValue)
  }

  /// Seconds of background time left; `.greatestFiniteMagnitude` in the foreground,
  /// where UIKit reports a "suitably large" value (“beginBackgroundTask(expirationHandler:)”;
  /// `DBL_MAX` in Developer Forums message 391799). iOS 4.0 and later (on iPhone OS 3 reading
  /// it crashes the app).
  public var backgroundTimeRemaining: TimeInterval {
    guard APIAvailabilityCheck.require("backgroundTimeRemaining", of: self, host: appHost) else { return 0 }
    guard let remaining = process?.backgroundTimeRemaining else { return .greatestFiniteMagnitude }
    return remaining.timeInterval
  }

  /// The app's windows, in the order they were created.
  public var windows: [UIWindow] { appHost?.windows ?? [] }

  /// The key window, if any.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The connected scenes (iOS 13 scene life cycle; empty for an app that does not adopt
  /// scenes). iOS 13.0 and later: before, reading it crashes the app (an unrecognized selector).
  public var connectedScenes: Set<UIScene> {
    guard APIAvailabilityCheck.require("connectedScenes", of: self, host: appHost) else { return [] }
    return Set(appHost?.scenes ?? [])
  }

  /// Whether the app supports more than one window (scenes); false here. iOS 13.0 and later:
  /// before, reading it crashes the app.
  public var supportsMultipleScenes: Bool {
    _ = APIAvailabilityCheck.require("supportsMultipleScenes", of: self, host: appHost)
    return false
  }

  /// Whether the app keeps the screen from dimming and locking while it is active. Stored
  /// only: the simulated device has no idle timer, so it never locks by itself.
  public var isIdleTimerDisabled = false

  // The app's looks outside its windows. The simulated device draws no home screen and no
  // status bar: kept and read back only (inert values, `Docs/Compatibility.md`).

  /// The number on the app's icon: kept and read back for the running process (inert: the
  /// simulated device draws no icons). On iOS the home screen keeps it after the app ends, and
  /// from iOS 8 setting it needs the user's permission for badges; here a new process reads 0.
  public var applicationIconBadgeNumber = 0
  /// Whether the status bar shows network activity (iOS 2 to 12): kept and read back (inert).
  public var isNetworkActivityIndicatorVisible = false
  /// The status bar's style: kept and read back (inert; `.default` until set).
  public var statusBarStyle = UIStatusBarStyle.default
}

extension Duration {
  /// The duration in seconds, as `TimeInterval`.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
