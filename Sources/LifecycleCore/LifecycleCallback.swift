/// A lifecycle method UIKit calls on the app's delegate, scene delegate or a
/// background task's expiration handler, by its trace name.
///
/// The raw values are the names traces and `expect callbacks` use
/// (`Docs/ScenarioLanguage.md`, "Callback names").
public enum LifecycleCallback: String, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable,
  CustomStringConvertible
{
  /// `application(_:willFinishLaunchingWithOptions:)`, iOS 6 and later.
  case applicationWillFinishLaunching
  /// `application(_:didFinishLaunchingWithOptions:)`.
  case applicationDidFinishLaunching
  /// `applicationDidBecomeActive(_:)`.
  case applicationDidBecomeActive
  /// `applicationWillResignActive(_:)`.
  case applicationWillResignActive
  /// `applicationDidEnterBackground(_:)`, iOS 4 and later.
  case applicationDidEnterBackground
  /// `applicationWillEnterForeground(_:)`, iOS 4 and later.
  case applicationWillEnterForeground
  /// `applicationWillTerminate(_:)`.
  case applicationWillTerminate
  /// `applicationDidReceiveMemoryWarning(_:)`.
  case applicationDidReceiveMemoryWarning
  /// `scene(_:willConnectTo:options:)`, iOS 13 and later.
  case sceneWillConnect
  /// `sceneWillEnterForeground(_:)`.
  case sceneWillEnterForeground
  /// `sceneDidBecomeActive(_:)`.
  case sceneDidBecomeActive
  /// `sceneWillResignActive(_:)`.
  case sceneWillResignActive
  /// `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground
  /// `sceneDidDisconnect(_:)`.
  case sceneDidDisconnect
  /// A background task's expiration handler.
  case backgroundTaskExpired
  /// `applicationSignificantTimeChange(_:)`: midnight passed, the time zone or daylight
  /// saving changed; held for a suspended app with its notification.
  case applicationSignificantTimeChange
  /// `application(_:performFetchWithCompletionHandler:)` (iOS 7 and later): the app has up
  /// to 30 seconds to call the completion handler.
  case applicationPerformFetch
  /// A remote notification: `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`
  /// (iOS 7 and later, with a completion handler) when the delegate implements it, else
  /// `application(_:didReceiveRemoteNotification:)` (iPhone OS 3 and later, foreground only).
  case applicationDidReceiveRemoteNotification
  /// The app is asked to open a URL: the newest of the profile's
  /// ``OSProfile/openURLMethods`` that the delegate implements.
  case applicationOpenURL
  /// `scene(_:openURLContexts:)` (iOS 13 and later), instead of the app delegate's methods
  /// for an app that adopts scenes and is running or suspended.
  case sceneOpenURLContexts
  /// `applicationProtectedDataWillBecomeUnavailable(_:)` (iOS 4 and later): the device was
  /// locked and protected files are about to become unreadable.
  case applicationProtectedDataWillBecomeUnavailable
  /// `applicationProtectedDataDidBecomeAvailable(_:)` (iOS 4 and later): the device was
  /// unlocked and protected files can be read again.
  case applicationProtectedDataDidBecomeAvailable

  /// The trace name.
  public var description: String { rawValue }

  /// How many callbacks there are (`allCases.count`, as a constant for compact
  /// encodings indexed by ``ordinal``; a test checks the two agree).
  @inlinable public static var caseCount: Int { 22 }

  /// The callback's position in ``allCases``.
  @inlinable public var ordinal: Int {
    switch self {
    case .applicationWillFinishLaunching: 0
    case .applicationDidFinishLaunching: 1
    case .applicationDidBecomeActive: 2
    case .applicationWillResignActive: 3
    case .applicationDidEnterBackground: 4
    case .applicationWillEnterForeground: 5
    case .applicationWillTerminate: 6
    case .applicationDidReceiveMemoryWarning: 7
    case .sceneWillConnect: 8
    case .sceneWillEnterForeground: 9
    case .sceneDidBecomeActive: 10
    case .sceneWillResignActive: 11
    case .sceneDidEnterBackground: 12
    case .sceneDidDisconnect: 13
    case .backgroundTaskExpired: 14
    case .applicationSignificantTimeChange: 15
    case .applicationPerformFetch: 16
    case .applicationDidReceiveRemoteNotification: 17
    case .applicationOpenURL: 18
    case .sceneOpenURLContexts: 19
    case .applicationProtectedDataWillBecomeUnavailable: 20
    case .applicationProtectedDataDidBecomeAvailable: 21
    }
  }

  /// The notification UIKit posts with this callback, if any.
  public var notification: LifecycleNotification? {
    switch self {
    case .applicationDidFinishLaunching: .didFinishLaunching
    case .applicationDidBecomeActive, .sceneDidBecomeActive: .didBecomeActive
    case .applicationWillResignActive, .sceneWillResignActive: .willResignActive
    case .applicationDidEnterBackground, .sceneDidEnterBackground: .didEnterBackground
    case .applicationWillEnterForeground, .sceneWillEnterForeground: .willEnterForeground
    case .applicationWillTerminate: .willTerminate
    case .applicationDidReceiveMemoryWarning: .didReceiveMemoryWarning
    case .applicationSignificantTimeChange: .significantTimeChange
    case .applicationProtectedDataWillBecomeUnavailable: .protectedDataWillBecomeUnavailable
    case .applicationProtectedDataDidBecomeAvailable: .protectedDataDidBecomeAvailable
    case .applicationWillFinishLaunching, .sceneWillConnect, .sceneDidDisconnect, .backgroundTaskExpired,
      .applicationPerformFetch, .applicationDidReceiveRemoteNotification, .applicationOpenURL,
      .sceneOpenURLContexts:
      nil
    }
  }

  /// Whether the callback hands the app a completion handler on some generation
  /// (`application(_:performFetchWithCompletionHandler:)`,
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`): the only ones for
  /// which ``OSProfile/awaitsCompletionHandler(_:)`` can say yes (a test checks it on every
  /// profile), so app code may skip asking for a pending handler on every other callback.
  @inlinable public var carriesCompletionHandler: Bool {
    // A switch, not `==`: with `==` the getter stayed a call in the apps that ask this on
    // every callback (about 7 instructions each in `lifecycle bench`'s drive); a switch inlines.
    switch self {
    case .applicationPerformFetch, .applicationDidReceiveRemoteNotification: true
    default: false
    }
  }

  /// The `UIScene` notification UIKit posts with this scene callback (iOS 13 and later, the
  /// pages of `UIScene.willConnectNotification` and its siblings), if any.
  public var sceneNotification: LifecycleNotification? {
    switch self {
    case .sceneWillConnect: .sceneWillConnect
    case .sceneDidBecomeActive: .sceneDidActivate
    case .sceneWillResignActive: .sceneWillDeactivate
    case .sceneDidEnterBackground: .sceneDidEnterBackground
    case .sceneWillEnterForeground: .sceneWillEnterForeground
    case .sceneDidDisconnect: .sceneDidDisconnect
    default: nil
    }
  }
}
