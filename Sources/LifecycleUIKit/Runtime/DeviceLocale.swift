import LifecycleSimulator

/// The device's region format and time zone, for app code: `Locale.current` and
/// `TimeZone.current` in a file that imports LifecycleUIKit.
///
/// On Linux Foundation answers `en_001` for the locale, the same for every simulated app and never
/// the device's, and the zone from `TZ`, which the C target answers with the device's GMT for the
/// whole process. These members shadow Foundation's
/// (a module's own declarations win over those of a module it re-exports): inside an app's code,
/// `Locale.current` is the device's region format — the scenario's `locale` step changes it, and
/// the app is told with `NSCurrentLocaleDidChangeNotification` —, `Locale.preferredLanguages` its
/// language, and `TimeZone.current` is the
/// device's zone, GMT (the simulated device has no time-zone setting; its calendar clock is
/// ``LifecycleSimulator/VirtualWallClock``). Outside any app's code they are Foundation's.
///
/// A file that imports Foundation alone gets Foundation's answers: the zone is GMT there too (the
/// whole process runs in the device's zone, through the C target's `getenv`), but the region
/// format is Foundation's `en_001`, which a `locale` step does not reach and no run can see; the
/// LifecycleLint build plugin reports such a use (see `Docs/UIKitShadowing.md`).
extension Locale {
  /// The device's region format inside an app's code (`en_US` unless a `locale` step changed
  /// it); the host's elsewhere.
  public static var current: Locale {
    let device: String?? = AppThread.withHost { host in host.process?.localeIdentifier }
    // (Foundation's own through a module selector, which names the module that declares the
    // member: `Foundation.Locale.current` would be this very member.)
    guard let device, let device else { return Locale.FoundationEssentials::current }
    return Locale(identifier: device)
  }

  /// The same as ``current``: the device's region format, read anew at each use.
  public static var autoupdatingCurrent: Locale { current }

  /// The device's language inside an app's code (`en` unless a `language` step changed it,
  /// which ends the running apps); the host's elsewhere.
  public static var preferredLanguages: [String] {
    let device: String?? = AppThread.withHost { host in host.process?.languageCode }
    guard let device, let device else { return Locale.FoundationEssentials::preferredLanguages }
    return [device]
  }
}

extension NSLocale {
  /// The device's region format inside an app's code, as ``Foundation/Locale/current`` answers
  /// (Objective-C-era code reads it through `NSLocale`; on Linux Foundation's would be `en_001`
  /// whatever the device says); the host's elsewhere.
  public class var current: Locale { Locale.current }

  /// The same as ``current``: the device's region format, read anew at each use.
  public class var autoupdatingCurrent: Locale { Locale.current }

  /// The device's language inside an app's code, as ``Foundation/Locale/preferredLanguages``
  /// answers; the host's elsewhere.
  public class var preferredLanguages: [String] { Locale.preferredLanguages }
}

extension TimeZone {
  /// The device's time zone inside an app's code (GMT); the host's elsewhere.
  public static var current: TimeZone {
    AppThread.isRunningAppCode ? TimeZone(secondsFromGMT: 0)! : NSTimeZone.local
  }

  /// The same as ``current``.
  public static var autoupdatingCurrent: TimeZone { current }
}

extension Calendar {
  /// The device's calendar inside an app's code: the Gregorian calendar of its region format
  /// (the week starts on Sunday in `en_US`, Monday in `de_DE`; month names in its language) in
  /// its time zone, as on iOS, where Linux Foundation's takes `en_001`'s; the host's elsewhere.
  public static var current: Calendar {
    guard AppThread.isRunningAppCode else { return NSCalendar.current }
    var calendar = Locale.current.calendar
    calendar.timeZone = TimeZone.current
    return calendar
  }

  /// The same as ``current``: the device's calendar, read anew at each use.
  public static var autoupdatingCurrent: Calendar { current }
}

/// Called once before `main`, by the C target that sets `TZ` to the device's GMT (unless
/// `LIFECYCLEKIT_HOST_TIME_ZONE=1`): Foundation's date formatters default to a zone read while
/// the shared libraries started, before `TZ` was set, so Foundation's default zone is set to
/// the device's as well (`Docs/UIKitShadowing.md`, "Region format and time zone").
@_cdecl("lk_use_device_time_zone_in_foundation")
func useDeviceTimeZoneInFoundation() {
  NSTimeZone.resetSystemTimeZone()
  if let gmt = TimeZone(identifier: "GMT") { NSTimeZone.default = gmt }
}
