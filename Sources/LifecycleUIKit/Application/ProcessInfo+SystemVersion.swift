import LifecycleSimulator

/// The OS version app code reads through `ProcessInfo`, which on iOS is the iOS version.
///
/// On Linux Foundation answers the host's: `operatingSystemVersion` and
/// `isOperatingSystemAtLeast(_:)` come from the kernel's release in `uname` (6.x), and
/// `operatingSystemVersionString` is the distribution's name. Inside an app's code the C target's
/// `uname` answers the device's iOS version as the release (``AppThread``), so the first two are
/// the running profile's in every file, Foundation-only ones included: `13.0.0` on `ios13`, `7.0.0`
/// on `ios7` (the profile stands for iOS 7 to 12: `isOperatingSystemAtLeast` of 8 is false there,
/// as ``UIDevice/systemVersion`` is `7.0`). `operatingSystemVersionString` is shadowed here, for
/// files with the import switch.
extension ProcessInfo {
  /// The OS version in iOS's words, `Version 13.0`, inside an app's code: the running profile's, as
  /// ``UIDevice/systemVersion`` gives it (iOS adds a build number the simulated device does not
  /// have). Foundation's elsewhere, and in a file that imports Foundation alone.
  public var operatingSystemVersionString: String {
    let version: String?? = AppThread.withHost { host in
      host.process?.environment.profile.generation.systemVersion
    }
    guard let version, let version else {
      return ProcessInfo.processInfo.FoundationEssentials::operatingSystemVersionString
    }
    return "Version \(version)"
  }
}
