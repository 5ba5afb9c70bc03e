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

  /// The keyboard the device shows, in points: as wide as the screen and 216 high, the portrait
  /// iPhone keyboard of the articles' era. No Apple page states the height: it is an inert value
  /// that app code reads, as on iOS, from the keyboard notifications' frames
  /// (Apple, “keyboardFrameEndUserInfoKey”), never a promise about any one device.
  public var keyboardPoints: (width: Double, height: Double) { (screenPoints.width, 216) }

  /// How long the keyboard's slide lasts, in seconds, as the keyboard notifications report it
  /// (Apple, “keyboardAnimationDurationUserInfoKey”): a quarter of a second, inert — nothing is
  /// animated, and no virtual time passes while the keyboard comes up or goes down.
  public var keyboardAnimationDuration: Double { 0.25 }

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
