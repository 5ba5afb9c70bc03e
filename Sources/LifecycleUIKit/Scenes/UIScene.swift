import LifecycleCore

/// One instance of the app's interface (iOS 13 and later), connected to a session.
///
/// A scene exists only while connected: it is created when the device sends
/// `scene(_:willConnectTo:options:)` and released after `sceneDidDisconnect(_:)`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where a scene stands in its life cycle.
  public enum ActivationState: Int, Sendable {
    /// Not connected.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Not on screen.
    case background = 2

    /// The activation state a scene of an app in `state` reads (the app's only scene: the
    /// simulator connects one): suspended reads as background, as the app's own state does.
    init(_ state: AppState) {
      switch state {
      case .active: self = .foregroundActive
      case .inactive: self = .foregroundInactive
      case .background, .suspended: self = .background
      case .notRunning: self = .unattached
      }
    }
  }

  /// What the system hands a scene when it connects it.
  @MainActor
  public final class ConnectionOptions {
    /// Activities to continue (empty in the simulator).
    public let userActivities: Set<NSUserActivity> = []
    /// The URLs to open, when the scene connects to open one (“scene(_:openURLContexts:)”:
    /// a scene of an app that was not running gets its URL here).
    public let urlContexts: Set<UIOpenURLContext>
    init(urlContexts: Set<UIOpenURLContext> = []) { self.urlContexts = urlContexts }
  }

  /// The scene's session, which outlives it.
  public let session: UISceneSession
  /// The scene's delegate, held strongly as in UIKit.
  public var delegate: (any UISceneDelegate)?
  /// The scene's state, updated around its delegate's callbacks.
  public internal(set) var activationState = ActivationState.unattached
  /// A title for the app switcher.
  public var title: String = ""

  /// Creates a scene for a session.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }
}

/// The persistent record of a scene: it survives the scene's disconnection.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
  /// A stable identifier.
  public let persistentIdentifier: String
  /// The kind of scene the session is for: on the simulated iPhone, always the app's window.
  public let role: UISceneSession.Role
  /// The configuration the scene connected with (what the app delegate's
  /// `application(_:configurationForConnecting:options:)` returned, else the Info.plist's).
  public internal(set) var configuration: UISceneConfiguration
  /// Whatever the app keeps with the session.
  public var userInfo: [String: Any]?
  /// The connected scene, if any.
  public internal(set) weak var scene: UIScene?
  /// The activity the scene delegate returned from `stateRestorationActivity(for:)`
  /// when the scene was last preserved (Apple's “UISceneSession.stateRestorationActivity”);
  /// kept in memory here.
  public internal(set) var stateRestorationActivity: NSUserActivity?

  init(persistentIdentifier: String, role: UISceneSession.Role = .windowApplication) {
    self.persistentIdentifier = persistentIdentifier
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  /// Sessions are equal when they are the same object.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
