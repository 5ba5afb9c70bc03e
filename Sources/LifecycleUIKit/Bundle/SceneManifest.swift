/// An Info.plist's `UIApplicationSceneManifest` ("Information Property List"): whether the app
/// supports several scenes, and its scene configurations by session role.
public struct SceneManifest: Hashable, Sendable {
  /// `UIApplicationSupportsMultipleScenes`; false when missing.
  public var supportsMultipleScenes: Bool
  /// `UISceneConfigurations`: the configurations of each session role
  /// (`UIWindowSceneSessionRoleApplication`), in order.
  public var configurations: [String: [SceneConfiguration]]

  /// Creates a manifest.
  public init(supportsMultipleScenes: Bool = false, configurations: [String: [SceneConfiguration]] = [:]) {
    self.supportsMultipleScenes = supportsMultipleScenes
    self.configurations = configurations
  }

  /// The configuration named `name` (`UISceneConfigurationName`), in any role.
  public func configuration(named name: String) -> SceneConfiguration? {
    configurations.keys.sorted().lazy.compactMap { self.configurations[$0]?.first { $0.name == name } }.first
  }

  /// The first configuration of the application role, the one UIKit uses when the app's
  /// delegate names none.
  public var defaultConfiguration: SceneConfiguration? {
    configurations["UIWindowSceneSessionRoleApplication"]?.first
  }

  /// Reads the Info.plist's value; nil when missing, and an error naming the key when malformed.
  init?(infoValue: Any?) throws(AppBundleError) {
    guard let infoValue else { return nil }
    func wrong(_ what: String) -> AppBundleError {
      AppBundleError(file: "Info.plist", "UIApplicationSceneManifest: \(what)")
    }
    guard let dictionary = infoValue as? [String: Any] else { throw wrong("expected a dictionary") }
    if let value = dictionary["UIApplicationSupportsMultipleScenes"], !(value is Bool) {
      throw wrong("UIApplicationSupportsMultipleScenes is not a boolean")
    }
    supportsMultipleScenes = dictionary["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    configurations = [:]
    guard let roles = dictionary["UISceneConfigurations"] else { return }
    guard let roles = roles as? [String: Any] else {
      throw wrong("UISceneConfigurations is not a dictionary")
    }
    for (role, list) in roles {
      guard let list = list as? [[String: Any]] else {
        throw wrong("UISceneConfigurations.\(role) is not an array of dictionaries")
      }
      configurations[role] = list.map { item in
        SceneConfiguration(
          role: role, name: item["UISceneConfigurationName"] as? String,
          delegateClassName: item["UISceneDelegateClassName"] as? String,
          storyboardFile: item["UISceneStoryboardFile"] as? String,
          sceneClassName: item["UISceneClassName"] as? String)
      }
    }
  }
}

/// One scene configuration of a `UIApplicationSceneManifest`.
public struct SceneConfiguration: Hashable, Sendable {
  /// The session role it is listed under (`UIWindowSceneSessionRoleApplication`).
  public var role: String
  /// `UISceneConfigurationName` (`Default Configuration`).
  public var name: String?
  /// `UISceneDelegateClassName`, as written (often `$(PRODUCT_MODULE_NAME).SceneDelegate`).
  public var delegateClassName: String?
  /// `UISceneStoryboardFile`: the storyboard loaded into the scene's window.
  public var storyboardFile: String?
  /// `UISceneClassName` (`UIWindowScene`).
  public var sceneClassName: String?

  /// Creates a configuration.
  public init(
    role: String, name: String?, delegateClassName: String?, storyboardFile: String?, sceneClassName: String?
  ) {
    self.role = role
    self.name = name
    self.delegateClassName = delegateClassName
    self.storyboardFile = storyboardFile
    self.sceneClassName = sceneClassName
  }
}
