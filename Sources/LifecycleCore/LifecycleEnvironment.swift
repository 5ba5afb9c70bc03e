/// The system an app runs on: an OS generation on a device.
public struct LifecycleEnvironment: Hashable, Sendable {
  /// The OS generation's row.
  public var profile: OSProfile
  /// The hardware.
  public var device: DeviceCapabilities

  /// Creates an environment.
  public init(profile: OSProfile, device: DeviceCapabilities = .standard) {
    self.profile = profile
    self.device = device
  }

  /// Whether apps can be in the background at all: the OS and the device must both
  /// support multitasking (article “Multitasking pitfalls”).
  public var multitasking: Bool { profile.supportsMultitasking && device.multitaskingSupported }

  /// Whether `app` quits instead of being suspended (`UIApplicationExitsOnSuspend`
  /// where the generation honours it; article “Treacherous multitasking”,
  /// “UIApplicationExitsOnSuspend”).
  public func exitsOnSuspend(_ app: AppInfo) -> Bool {
    multitasking && profile.honoursExitsOnSuspend && app.exitsOnSuspend
  }

  /// Whether `app` receives scene callbacks instead of the app-level ones
  /// (“Transitioning to the UIKit scene-based life cycle”).
  public func usesScenes(_ app: AppInfo) -> Bool {
    profile.sceneLifecycle && app.adoptsScenes
  }

  /// Whether a declared background mode keeps `app` running in the background
  /// (App Programming Guide, “Background Execution”).
  public func keepsRunningInBackground(_ app: AppInfo) -> Bool {
    multitasking && !profile.suspensionExemptModes.isDisjoint(with: app.backgroundModes)
  }
}
