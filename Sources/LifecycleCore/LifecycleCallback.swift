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

  /// The trace name.
  public var description: String { rawValue }

  /// How many callbacks there are (`allCases.count`, as a constant for compact
  /// encodings indexed by ``ordinal``; a test checks the two agree).
  @inlinable public static var caseCount: Int { 16 }

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
    case .applicationWillFinishLaunching, .sceneWillConnect, .sceneDidDisconnect, .backgroundTaskExpired: nil
    }
  }
}
