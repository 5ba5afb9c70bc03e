/// The five execution states of an iOS app.
///
/// The names are the ones the trace uses. `suspended` has no public
/// `UIApplication.State` value: UIKit reports `.background` for it, and the app
/// runs no code while in it (App Programming Guide for iOS › The App Life Cycle).
public enum AppState: String, CaseIterable, Codable, Hashable, Sendable, BitwiseCopyable,
  CustomStringConvertible
{
  /// Not launched, or terminated by the user or the system.
  case notRunning
  /// In the foreground but not receiving events (launching, interrupted, locked on iOS 4).
  case inactive
  /// In the foreground and receiving events.
  case active
  /// In the background and executing code.
  case background
  /// In the background, in memory, executing no code.
  case suspended

  /// Whether the app's process exists.
  @inlinable public var isRunning: Bool { self != .notRunning }

  /// Whether the app can execute code in this state.
  @inlinable public var executesCode: Bool {
    switch self {
    case .inactive, .active, .background: true
    case .notRunning, .suspended: false
    }
  }

  /// Whether the app owns the screen in this state.
  @inlinable public var isForeground: Bool {
    switch self {
    case .inactive, .active: true
    case .notRunning, .background, .suspended: false
    }
  }

  /// How many states there are (`allCases.count`, as a constant for tables indexed by
  /// ``ordinal``; a test checks the two agree).
  @inlinable public static var caseCount: Int { 5 }

  /// The state's position in ``allCases``, for tables indexed by state.
  @inlinable public var ordinal: Int {
    switch self {
    case .notRunning: 0
    case .inactive: 1
    case .active: 2
    case .background: 3
    case .suspended: 4
    }
  }

  /// The trace name of the state.
  public var description: String { rawValue }
}
