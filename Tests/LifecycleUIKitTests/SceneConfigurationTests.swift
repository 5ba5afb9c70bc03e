import Foundation
import LifecycleCore
import LifecycleSimulator
import LifecycleUIKit
import Testing

/// The Xcode template's scene delegate: it notes that it was connected, and the session's role.
final class ConfiguredSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var connectedRole: UISceneSession.Role?
  var configurationName: String?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    connectedRole = session.role
    configurationName = session.configuration.name
  }
}

/// The Xcode iOS 13 template's app delegate: the configuration named as the template names it.
final class SceneTemplateAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
  }
}

/// An app delegate that sets the configuration's delegate class in code, to a class that is not
/// the one the app was registered with.
final class ClassInCodeAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = InspectorSceneDelegate.self
    return configuration
  }
}

/// A scene delegate the app names in code; LifecycleKit cannot make it.
final class InspectorSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

/// The registered scene delegate, counting the instances made.
final class CountedSceneDelegate: UIResponder, UIWindowSceneDelegate {
  nonisolated(unsafe) static var made = 0
  var window: UIWindow?
  override init() {
    Self.made += 1
    super.init()
  }
}

/// An app delegate that leaves the configuration to UIKit.
final class PlainSceneAppDelegate: UIResponder, UIApplicationDelegate {}

/// An app delegate naming a configuration the Info.plist does not list.
final class UnlistedConfigurationAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Unlisted", sessionRole: connectingSceneSession.role)
  }
}

/// An app delegate naming the Info.plist's second configuration, whose delegate class is not the
/// registered one.
final class SecondConfigurationAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Inspector", sessionRole: connectingSceneSession.role)
  }
}

/// The iOS 13 template asks the app delegate which configuration a connecting scene gets
/// (“application(_:configurationForConnecting:options:)”, “UISceneConfiguration”): the scene
/// delegate and storyboard come from the Info.plist's configuration of the name it returns.
@MainActor
@Suite("A connecting scene gets the configuration the app delegate returns, filled from Info.plist")
struct SceneConfigurationTests {
  static func bundle() throws -> AppBundle {
    var info = AppBundleFixture.info
    info["UIMainStoryboardFile"] = nil
    info["UIApplicationSceneManifest"] =
      [
        "UISceneConfigurations": [
          "UIWindowSceneSessionRoleApplication": [
            [
              "UISceneConfigurationName": "Default Configuration",
              "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ConfiguredSceneDelegate",
            ],
            [
              "UISceneConfigurationName": "Inspector",
              "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).InspectorSceneDelegate",
            ],
          ]
        ]
      ] as [String: Any]
    return try AppBundleFixture.bundle(["Info.plist": AppBundleFixture.plist(info)])
  }

  func launch<Delegate: UIApplicationDelegate & SendableMetatype>(
    _ delegate: @escaping @MainActor @Sendable () -> Delegate
  ) throws -> (Device, UIKitApp) {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "configured", bundle: try Self.bundle(), delegate: delegate,
      sceneDelegate: { ConfiguredSceneDelegate() })
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "App", appID: "configured"))
    try device.launch("App")
    return (device, try #require(uikitApp("App", in: device)))
  }

  func connectedDelegate(_ app: UIKitApp) -> ConfiguredSceneDelegate? {
    app.runAsAppCode { UIApplication.shared.connectedScenes.first?.delegate as? ConfiguredSceneDelegate }
  }

  @Test(
    "the template's named configuration connects the Info.plist's scene delegate, in the application role")
  func templateConfiguration() throws {
    let (device, app) = try launch { SceneTemplateAppDelegate() }
    defer { withExtendedLifetime(device) {} }
    let delegate = try #require(connectedDelegate(app))
    #expect(delegate.connectedRole == .windowApplication)
    #expect(delegate.configurationName == "Default Configuration")
    #expect(device.misuses.isEmpty)
  }

  @Test("without the method, UIKit takes the role's first configuration")
  func defaultConfiguration() throws {
    let (device, app) = try launch { PlainSceneAppDelegate() }
    defer { withExtendedLifetime(device) {} }
    #expect(try #require(connectedDelegate(app)).configurationName == "Default Configuration")
  }

  @Test(
    "a configuration the Info.plist does not list, naming no class, connects the scene without a delegate")
  func unlistedConfiguration() throws {
    let (device, app) = try launch { UnlistedConfigurationAppDelegate() }
    defer { withExtendedLifetime(device) {} }
    #expect(connectedDelegate(app) == nil)
    #expect(app.runAsAppCode { UIApplication.shared.connectedScenes.count } == 1)
  }

  @Test("a configuration naming a scene delegate LifecycleKit cannot make is a misuse naming it and the fix")
  func otherDelegateClass() throws {
    let (device, app) = try launch { SecondConfigurationAppDelegate() }
    defer { withExtendedLifetime(device) {} }
    #expect(connectedDelegate(app) == nil)
    #expect(
      device.misuses(of: "App").contains {
        $0.contains("InspectorSceneDelegate")
          && $0.contains("application(_:configurationForConnecting:options:)")
      })
  }

  @Test(
    "a delegate class set in code that is not the registered one is a misuse, and the registered one is not made"
  )
  func delegateClassInCode() throws {
    let catalog = AppCatalog.builtIn.addingUIKitApp(
      "configured-in-code", bundle: try Self.bundle(), delegate: { ClassInCodeAppDelegate() },
      sceneDelegate: { CountedSceneDelegate() })
    let device = try makeDevice(.ios13, catalog: catalog)
    try device.install(InstallSpec(name: "App", appID: "configured-in-code"))
    CountedSceneDelegate.made = 0
    try device.launch("App")
    #expect(CountedSceneDelegate.made == 0)
    #expect(
      device.misuses(of: "App").contains {
        $0.contains("InspectorSceneDelegate") && $0.contains("ConfiguredSceneDelegate")
      })
  }

  @Test("sessions are hashable values a set of them holds, as didDiscardSceneSessions takes them")
  func sessionsInASet() throws {
    let (device, app) = try launch { SceneTemplateAppDelegate() }
    defer { withExtendedLifetime(device) {} }
    let sessions = app.runAsAppCode { Set(UIApplication.shared.connectedScenes.map(\.session)) }
    #expect(sessions.count == 1)
  }
}
