public import Foundation

/// The calendar time of a simulated device: it boots at 1 January 2021, 00:00:00 UTC, and its
/// wall clock moves with its virtual time, never with the host's.
///
/// A fixed boot date keeps runs byte-identical (the same scenario and seed give the same trace,
/// dates included). App code that reads `Date()` reads ``date(at:)`` of the device's time.
public enum VirtualWallClock {
  /// The boot instant in seconds since 1970 (2021-01-01T00:00:00Z).
  public static let bootSecondsSince1970: Int64 = 1_609_459_200

  /// What the device's uptime clocks (`ProcessInfo.systemUptime`, `ContinuousClock`,
  /// `DispatchTime`) read at its time zero, in seconds: a device is never at uptime zero, and
  /// Dispatch reads an uptime of zero as "now" itself.
  public static let uptimeAtStartSeconds: Int64 = 10

  /// The device's uptime at `instant`, in seconds (``uptimeAtStartSeconds`` plus the time since).
  public static func uptime(at instant: VirtualInstant) -> TimeInterval {
    let (seconds, attoseconds) = instant.offset.components
    return TimeInterval(uptimeAtStartSeconds + seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// The device's calendar date at `instant`.
  public static func date(at instant: VirtualInstant) -> Date {
    let (seconds, attoseconds) = instant.offset.components
    return Date(
      timeIntervalSince1970: TimeInterval(bootSecondsSince1970 + seconds) + TimeInterval(attoseconds) / 1e18)
  }
}
