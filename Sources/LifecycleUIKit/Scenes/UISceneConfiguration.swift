/// “UISceneConfiguration”: what a connecting scene gets — its delegate's class, its scene class
/// and its storyboard. The app delegate returns one from
/// `application(_:configurationForConnecting:options:)`; without that method UIKit takes the
/// first configuration of the session's role in Info.plist's `UIApplicationSceneManifest`.
///
/// Made with a name, it is filled from the Info.plist's configuration of that name and role
/// (“init(name:sessionRole:)”: "If the Info.plist file contains a configuration with the
/// specified name and role, UIKit uses that information to fill in the other properties"): the
/// storyboard it names (loaded when the scene connects; ``storyboard`` stays nil unless the app
/// sets one), and its delegate class — which LifecycleKit, with no Objective-C runtime to look a
/// class up by name, makes through the scene delegate the app was registered with (the one
/// `lifecycle import` reads from the same manifest). A configuration naming another class is a
/// misuse at connection, named with the fix.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name (`UISceneConfigurationName`), or nil.
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The scene delegate's class: set it to use a class other than the Info.plist's.
  open var delegateClass: AnyClass?
  /// The scene's class (`UIWindowScene` when nil).
  open var sceneClass: AnyClass?
  /// The storyboard whose initial controller the scene's window shows, if any.
  open var storyboard: UIStoryboard?
  /// The Info.plist's configuration of this name and role, if there is one.
  let manifestEntry: SceneConfiguration?

  /// A configuration named `name` for sessions of `sessionRole`, filled from the running app's
  /// Info.plist when it lists a configuration of that name and role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    let entry = name.flatMap { name in
      AppContext.current?.appBundle?.sceneManifest?.configurations[sessionRole.rawValue]?.first {
        $0.name == name
      }
    }
    manifestEntry = entry
  }

  /// The configuration of the Info.plist's `entry`, named or not.
  init(entry: SceneConfiguration?, sessionRole: UISceneSession.Role) {
    name = entry?.name
    role = sessionRole
    manifestEntry = entry
  }
}

extension UISceneSession {
  /// A session's role: which kind of scene it is for (“UISceneSession.Role”).
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The Info.plist key the role's configurations are listed under.
    public let rawValue: String
    /// Creates a role from its Info.plist key.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app's main window on the device (`UIWindowSceneSessionRoleApplication`): the only role
    /// the simulated iPhone connects.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}
