/// A point in a simulated device's virtual time: the duration since the device booted.
public struct VirtualInstant: InstantProtocol, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Time since the device started.
  public var offset: Duration

  /// Creates an instant `offset` after boot.
  public init(offset: Duration) { self.offset = offset }

  /// The device's boot.
  public static let zero = VirtualInstant(offset: .zero)

  // The arithmetic goes through `Duration.attoseconds` (an `Int128`), which the compiler
  // inlines: the device compares and advances instants on every event, and `Duration`'s
  // own operators are calls into the standard library. Results are the same, overflow
  // traps included.

  /// The instant `duration` later.
  @inlinable
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: Duration(attoseconds: offset.attoseconds + duration.attoseconds))
  }

  /// The duration from this instant to `other`.
  @inlinable
  public func duration(to other: VirtualInstant) -> Duration {
    Duration(attoseconds: other.offset.attoseconds - offset.attoseconds)
  }

  /// Earlier instants come first.
  @inlinable
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset.attoseconds < rhs.offset.attoseconds
  }

  /// Instants are equal when they are the same time after boot.
  @inlinable
  public static func == (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset.attoseconds == rhs.offset.attoseconds
  }

  /// Seconds with millisecond precision (`12.250s`).
  public var description: String { TimeFormat.seconds(offset) }
}

/// Formats virtual durations the same way everywhere, so traces are byte-identical.
public enum TimeFormat {
  /// `12.250s`: seconds with three decimals, computed with integers only.
  public static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let negative = seconds < 0 || attoseconds < 0
    let whole = seconds.magnitude
    let fraction = attoseconds.magnitude / 1_000_000_000_000_000
    let padded = String(fraction).count < 3 ? String(repeating: "0", count: 3 - String(fraction).count) : ""
    return "\(negative ? "-" : "")\(whole).\(padded)\(fraction)s"
  }

  /// Whole milliseconds of a duration, for JSON; saturates rather than overflowing.
  public static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    if overflow { return seconds < 0 ? .min : .max }
    let (total, overflowAdding) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    return overflowAdding ? (seconds < 0 ? .min : .max) : total
  }
}
