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

  /// The screen the device stands for, in points: 320 × 480, every iPhone from the first to the
  /// 4S (the articles' era; the scenario's `device` line names no model, so it does not change).
  public var screenPoints: (width: Double, height: Double) { (320, 480) }

  /// Pixels per point of that screen (`UIScreen.scale`): 2 on a device that multitasks — the
  /// Retina iPhone 4 and later, the first to run iOS 4 with multitasking — and 1 on one that
  /// does not (the iPhone 3G) and under iPhone OS 3 (Apple, “scale”: "the natural scale factor
  /// … 2.0 for Retina displays").
  public var screenScale: Double { multitasking ? 2 : 1 }

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
