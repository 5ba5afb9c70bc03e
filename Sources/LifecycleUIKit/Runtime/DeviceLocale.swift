/// The device's region format and time zone, for app code: `Locale.current` and
/// `TimeZone.current` in a file that imports LifecycleUIKit.
///
/// On Linux Foundation answers the host's locale and zone (its `LANG` and `/etc/localtime`), the
/// same for every simulated app and different on every machine. These members shadow Foundation's
/// (a module's own declarations win over those of a module it re-exports): inside an app's code,
/// `Locale.current` is the device's region format — the scenario's `locale` step changes it, and
/// the app is told with `NSCurrentLocaleDidChangeNotification` —, `Locale.preferredLanguages` its
/// language, and `TimeZone.current` is the
/// device's zone, GMT (the simulated device has no time-zone setting; its calendar clock is
/// ``LifecycleSimulator/VirtualWallClock``). Outside any app's code they are Foundation's.
///
/// A file that imports Foundation alone gets Foundation's answers; that is not detected (see
/// `Docs/UIKitShadowing.md`).
extension Locale {
  /// The device's region format inside an app's code (`en_US` unless a `locale` step changed
  /// it); the host's elsewhere.
  public static var current: Locale {
    let device: String?? = AppThread.withHost { host in host.process?.localeIdentifier }
    // (Foundation's own through NSLocale: `Foundation.Locale.current` would be this very member.)
    guard let device, let device else { return NSLocale.current }
    return Locale(identifier: device)
  }

  /// The same as ``current``: the device's region format, read anew at each use.
  public static var autoupdatingCurrent: Locale { current }

  /// The device's language inside an app's code (`en` unless a `language` step changed it,
  /// which ends the running apps); the host's elsewhere.
  public static var preferredLanguages: [String] {
    let device: String?? = AppThread.withHost { host in host.process?.languageCode }
    guard let device, let device else { return NSLocale.preferredLanguages }
    return [device]
  }
}

extension TimeZone {
  /// The device's time zone inside an app's code (GMT); the host's elsewhere.
  public static var current: TimeZone {
    AppThread.isRunningAppCode ? TimeZone(secondsFromGMT: 0)! : NSTimeZone.local
  }

  /// The same as ``current``.
  public static var autoupdatingCurrent: TimeZone { current }
}
