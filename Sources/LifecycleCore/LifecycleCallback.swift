/// A lifecycle method UIKit calls on the app's delegate, scene delegate or a
/// background task's expiration handler, by its trace name.
///
/// The raw values are the names DESIGN.md fixes for traces and for
/// `expect callbacks` in scenarios.
public enum LifecycleCallback: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
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

  /// The trace name.
  public var description: String { rawValue }

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
    case .applicationWillFinishLaunching, .sceneWillConnect, .sceneDidDisconnect, .backgroundTaskExpired: nil
    }
  }
}
