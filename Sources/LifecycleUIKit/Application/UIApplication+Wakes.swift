import LifecycleCore

/// The result an app hands the completion handler of a background fetch or a remote
/// notification (iOS 7 and later).
public enum UIBackgroundFetchResult: UInt, Sendable {
  /// New data was downloaded.
  case newData = 0
  /// There was nothing new.
  case noData = 1
  /// The download failed.
  case failed = 2

  /// The name the trace gives the result.
  var traceName: String {
    switch self {
    case .newData: "newData"
    case .noData: "noData"
    case .failed: "failed"
    }
  }
}

extension UIApplication {
  /// Keys of the options handed to `application(_:open:options:)`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the source app attached.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file is to be opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// The smallest fetch interval the system supports: fetch as often as it allows.
  nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// A fetch interval that turns background fetch off: the default of every app
  /// (“setMinimumBackgroundFetchInterval(_:)”).
  nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

  /// Sets how long at least passes between two background fetches (iOS 7 and later); with
  /// ``backgroundFetchIntervalNever`` (the default) the app is never woken for one. The
  /// simulated system fetches when a scenario's `background-fetch` step says so: the minimum
  /// is kept as "never" or "not never" only. Before iOS 7 the call is recorded as a misuse
  /// (the method does not exist there).
  public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    let interval: Duration? =
      minimumBackgroundFetchInterval >= UIApplication.backgroundFetchIntervalNever
        || minimumBackgroundFetchInterval.isNaN
      ? nil : .milliseconds(Int64(max(0, min(minimumBackgroundFetchInterval, 1e12)) * 1000))
    process?.setMinimumBackgroundFetchInterval(interval)
  }

  /// Whether files with data protection can be read: false from shortly after the lock of a
  /// device with a passcode until it is unlocked (iOS 4 and later).
  public var isProtectedDataAvailable: Bool { process?.isProtectedDataAvailable ?? true }

  /// Whether ``registerForRemoteNotifications()`` has succeeded in this process.
  public var isRegisteredForRemoteNotifications: Bool { appHost?.isRegisteredForRemoteNotifications ?? false }

  /// Registers with the push service: shortly after (once the current code has returned) the
  /// delegate gets `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` with a
  /// token made from the app's name (the simulated push service always answers).
  public func registerForRemoteNotifications() {
    guard let process, let host = appHost else { return }
    process.startWork(named: "registerForRemoteNotifications", duration: .zero) {
      host.runCode {
        host.isRegisteredForRemoteNotifications = true
        guard let application = host.application, let delegate = application.delegate else { return }
        delegate.application(
          application, didRegisterForRemoteNotificationsWithDeviceToken: Data(process.appName.utf8))
      }
    }
  }
}
