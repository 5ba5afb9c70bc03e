/// What the system knows about an app from its bundle: the Info.plist keys that
/// change its lifecycle.
public struct AppInfo: Codable, Hashable, Sendable {
  /// `UIApplicationExitsOnSuspend`: the app opts out of multitasking (iOS 4 to 12).
  public var exitsOnSuspend: Bool
  /// `UIBackgroundModes`: the background services the app declares.
  public var backgroundModes: Set<BackgroundMode>
  /// Whether the app adopts the scene-based life cycle (`UIApplicationSceneManifest`).
  public var adoptsScenes: Bool

  /// Creates the description of an app's lifecycle-relevant Info.plist keys.
  public init(
    exitsOnSuspend: Bool = false, backgroundModes: Set<BackgroundMode> = [], adoptsScenes: Bool = false
  ) {
    self.exitsOnSuspend = exitsOnSuspend
    self.backgroundModes = backgroundModes
    self.adoptsScenes = adoptsScenes
  }

  /// An app with none of the keys set: the plain multitasking app of iOS 4 and later.
  public static let standard = AppInfo()

  /// These keys, as an `install` line's flags give them, over `bundle`'s, as its Info.plist
  /// gives them: a flag overrides the Info.plist. `exits-on-suspend` and `scenes` turn their key on
  /// (there is no flag to turn one off); `background-modes=…`, which is never empty, replaces the
  /// Info.plist's modes.
  public func overriding(_ bundle: AppInfo) -> AppInfo {
    AppInfo(
      exitsOnSuspend: exitsOnSuspend || bundle.exitsOnSuspend,
      backgroundModes: backgroundModes.isEmpty ? bundle.backgroundModes : backgroundModes,
      adoptsScenes: adoptsScenes || bundle.adoptsScenes)
  }
}
