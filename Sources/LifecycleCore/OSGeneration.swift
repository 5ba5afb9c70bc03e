/// An iOS generation with lifecycle behaviour of its own.
///
/// iOS 7 to 12 share one row, and so do iOS 13 and later: within each range the
/// lifecycle the five articles and Apple's documents describe does not change.
public enum OSGeneration: String, CaseIterable, Codable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// iPhone OS 3: no multitasking.
  case ios3
  /// iOS 4: multitasking, background and suspended states.
  case ios4
  /// iOS 5: locking enters the background; Notification Center.
  case ios5
  /// iOS 6: state preservation and restoration; views no longer unloaded.
  case ios6
  /// iOS 7 to 12: 180 s of background time.
  case ios7
  /// iOS 13 and later: scenes; 30 s of background time.
  case ios13

  /// The profile identifier used in scenarios and on the command line (`ios4`).
  public var description: String { rawValue }

  /// A human name (`iOS 7–12`).
  public var displayName: String {
    switch self {
    case .ios3: "iOS 3"
    case .ios4: "iOS 4"
    case .ios5: "iOS 5"
    case .ios6: "iOS 6"
    case .ios7: "iOS 7–12"
    case .ios13: "iOS 13+"
    }
  }

  /// Orders generations from oldest to newest.
  public static func < (lhs: OSGeneration, rhs: OSGeneration) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
