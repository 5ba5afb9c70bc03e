// The trace's packed storage: twelve bytes per common record; `Trace` keeps the rare ones
// whole beside them.

/// One record in twelve bytes (``Trace``).
struct PackedRecord: Hashable, Sendable, BitwiseCopyable {
  enum Kind: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// `payload` is the position of the event among the unpacked ones.
    case unpacked
    /// `a` is the old state's ordinal, `payload` the new one's.
    case stateChanged
    /// `a` is the callback's ordinal.
    case callback
    /// `a` is the notification's case index.
    case notification
    /// `a` is the cause's case index.
    case terminated
    /// `a`: 0 restore, 1 preserved, 2 discarded nothing, 3 discarded state.
    case effect
    /// `payload` is the position of the snapshot's text.
    case snapshot
    /// `a` is the ``PackedStep``, `payload` its number.
    case step
    /// `a` is the ordinal of a callback the app does not implement.
    case notImplementedCallback
    /// Memory in use changed (``MemorySample/Kind/changed``): `payload` is the position of its
    /// figures, free then in use, counted in pairs.
    case memoryChanged
  }

  /// The index of the record's time.
  var stamp: UInt32
  /// The app's index plus one; zero for none.
  var app: UInt16
  var kind: Kind
  var a: UInt8
  var payload: UInt32

  init(stamp: UInt32, app: UInt16, kind: Kind, a: UInt8, payload: UInt32) {
    self.stamp = stamp
    self.app = app
    self.kind = kind
    self.a = a
    self.payload = payload
  }

  /// The packed app field for app `index`, or nil past the 65,534th app (the record then
  /// keeps its whole value).
  @inline(__always)
  static func app(_ index: Int) -> UInt16? {
    index >= 0 && index < Int(UInt16.max) ? UInt16(truncatingIfNeeded: index + 1) : nil
  }

  /// The app's index, or nil for none.
  var appIndex: Int? { app == 0 ? nil : Int(app) - 1 }
}

/// The user steps a packed record can hold.
enum PackedStep: UInt8, CaseIterable, Hashable, Sendable {
  case launch, switchTo, quit, home, lock, unlock, memoryWarning, memoryPressure, reboot,
    significantTimeChange,
    call, notificationCenter, advance

  /// `duration` in whole milliseconds, if it is a whole number of them below 2³² ms.
  @inline(__always)
  static func milliseconds(_ duration: Duration) -> UInt32? {
    let perMillisecond: Int128 = 1_000_000_000_000_000
    let attoseconds = duration.attoseconds
    guard attoseconds >= 0, attoseconds % perMillisecond == 0 else { return nil }
    let milliseconds = attoseconds / perMillisecond
    return milliseconds <= Int128(UInt32.max) ? UInt32(truncatingIfNeeded: milliseconds) : nil
  }
}

/// Enums without payloads as their one-byte case index, and back.
///
/// Speed trick, contained: such an enum is stored as its case index in one byte, in
/// declaration order; reading the byte costs nothing, where `allCases` would build an array.
/// Only bytes this type wrote are read back, and a test round-trips every case of every enum
/// the trace packs.
enum PackedCase {
  /// The case index of `value`.
  @inline(__always)
  static func index<E: CaseIterable & BitwiseCopyable>(_ value: E) -> UInt8 {
    precondition(MemoryLayout<E>.size == 1, "\(E.self) is not one byte")
    return unsafeBitCast(value, to: UInt8.self)
  }

  /// The case whose index is `index`.
  static func value<E: CaseIterable & BitwiseCopyable>(_ index: UInt8) -> E {
    precondition(
      MemoryLayout<E>.size == 1 && Int(index) < E.allCases.count, "\(index) is no case of \(E.self)")
    return unsafeBitCast(index, to: E.self)
  }
}
