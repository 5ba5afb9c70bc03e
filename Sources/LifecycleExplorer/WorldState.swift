/// One state of the canonical world, packed into 64 bits: ten bits per app, app `i` at bit
/// `10 i` — its lifecycle state (3 bits), whether it holds a background task (1), its remaining
/// background ticks (2), whether it has unsaved data (1) and its rank among the suspended
/// apps (3). Six apps take 60 bits. The packed value is the state's fingerprint, exact.
public struct WorldState: Hashable, Sendable, CustomStringConvertible {
  /// The packed bits; 0 is the initial state (every app not running, every field 0).
  public var bits: UInt64

  /// The state with these packed bits.
  @inlinable
  public init(bits: UInt64 = 0) { self.bits = bits }

  /// The bits one app occupies.
  public static let bitsPerApp = 10

  /// The third status bit of every app: set exactly for the suspended apps (code 4), so the
  /// population count of `bits & suspendedBits` is the number of suspended apps.
  public static let suspendedBits: UInt64 = (0..<6).reduce(0) { $0 | (4 << UInt64($1 * bitsPerApp)) }

  /// An app's state in the canonical world, with its 3-bit code.
  public enum AppStatus: UInt64, CaseIterable, Sendable {
    case notRunning = 0, inactive, active, background, suspended

    /// The short name the model's description uses (NR, IN, AC, BG, SU).
    public var abbreviation: String {
      switch self {
      case .notRunning: "NR"
      case .inactive: "IN"
      case .active: "AC"
      case .background: "BG"
      case .suspended: "SU"
      }
    }
  }

  @inline(__always)
  private func field(_ app: Int, _ offset: Int, _ width: Int) -> UInt64 {
    (bits >> UInt64(app * Self.bitsPerApp + offset)) & ((1 << UInt64(width)) - 1)
  }

  @inline(__always)
  private mutating func setField(_ app: Int, _ offset: Int, _ width: Int, _ value: UInt64) {
    let shift = UInt64(app * Self.bitsPerApp + offset)
    let mask: UInt64 = ((1 << UInt64(width)) - 1) << shift
    bits = (bits & ~mask) | ((value << shift) & mask)
  }

  /// App `app`'s lifecycle state.
  @inline(__always)
  public func status(_ app: Int) -> AppStatus {
    AppStatus(rawValue: field(app, 0, 3)) ?? .notRunning
  }

  /// The raw 3-bit status code of `app` (``AppStatus/rawValue``), without the enum's check.
  @inline(__always)
  public func statusCode(_ app: Int) -> UInt64 { field(app, 0, 3) }

  /// Sets app `app`'s lifecycle state.
  @inline(__always)
  public mutating func setStatus(_ app: Int, _ status: AppStatus) { setField(app, 0, 3, status.rawValue) }

  /// Whether app `app` holds a background task.
  @inline(__always)
  public func hasTask(_ app: Int) -> Bool { field(app, 3, 1) != 0 }

  /// Sets whether app `app` holds a background task.
  @inline(__always)
  public mutating func setTask(_ app: Int, _ value: Bool) { setField(app, 3, 1, value ? 1 : 0) }

  /// App `app`'s remaining background ticks, 0…3.
  @inline(__always)
  public func remaining(_ app: Int) -> Int { Int(field(app, 4, 2)) }

  /// Sets app `app`'s remaining background ticks (0…3).
  @inline(__always)
  public mutating func setRemaining(_ app: Int, _ value: Int) { setField(app, 4, 2, UInt64(value)) }

  /// Whether app `app` has unsaved data.
  @inline(__always)
  public func isUnsaved(_ app: Int) -> Bool { field(app, 6, 1) != 0 }

  /// Sets whether app `app` has unsaved data.
  @inline(__always)
  public mutating func setUnsaved(_ app: Int, _ value: Bool) { setField(app, 6, 1, value ? 1 : 0) }

  /// App `app`'s rank among the suspended apps: 0 when it is not suspended, else 1 for the least
  /// recently suspended up to the number of suspended apps.
  @inline(__always)
  public func rank(_ app: Int) -> Int { Int(field(app, 7, 3)) }

  /// Sets app `app`'s rank among the suspended apps (0…7).
  @inline(__always)
  public mutating func setRank(_ app: Int, _ value: Int) { setField(app, 7, 3, UInt64(value)) }

  /// Every app's fields, as `[AC task rem=2 unsaved lru=0, NR, …]` for the first `apps` apps.
  public func describe(apps: Int) -> String {
    let parts = (0..<apps).map { app in
      var words = [status(app).abbreviation]
      if hasTask(app) { words.append("task") }
      if remaining(app) > 0 { words.append("rem=\(remaining(app))") }
      if isUnsaved(app) { words.append("unsaved") }
      if rank(app) > 0 { words.append("lru=\(rank(app))") }
      return words.joined(separator: " ")
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }

  /// The packed bits in hexadecimal.
  public var description: String { "WorldState(0x" + String(bits, radix: 16) + ")" }
}
