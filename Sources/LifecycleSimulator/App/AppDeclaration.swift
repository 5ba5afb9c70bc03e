public import LifecycleCore

/// What the device learns from an app's bundle when it installs the app (`install … app=ID`):
/// the lifecycle keys of its Info.plist, its `MinimumOSVersion` and its Settings bundle.
///
/// An app registered in the catalog with a declaration starts from it: the `install` line's flags
/// override its keys (``LifecycleCore/AppInfo/overriding(_:)``), a device whose profile is older
/// than the minimum refuses the app, and `settings APP KEY=VALUE` is checked against the Settings
/// bundle. An app registered without one is the plain app of ``LifecycleCore/AppInfo/standard``,
/// with any setting accepted.
public struct AppDeclaration: Hashable, Sendable {
  /// The lifecycle keys of the Info.plist (`UIApplicationExitsOnSuspend`, `UIBackgroundModes`,
  /// `UIApplicationSceneManifest`).
  public var info: AppInfo
  /// `MinimumOSVersion`, when the Info.plist gives one the device can read.
  public var minimumOSVersion: OSVersion?
  /// The Settings bundle's specifiers, when the app has a `Settings.bundle`.
  public var settings: SettingsSchema?

  /// Creates a declaration.
  public init(info: AppInfo = .standard, minimumOSVersion: OSVersion? = nil, settings: SettingsSchema? = nil)
  {
    self.info = info
    self.minimumOSVersion = minimumOSVersion
    self.settings = settings
  }
}
