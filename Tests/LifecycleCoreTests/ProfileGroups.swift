import LifecycleCore

/// Named groups of generations for the rows of the transition tables.
extension Array where Element == OSGeneration {
  /// Every generation, iOS 3 to iOS 13+.
  static var all: Self { OSGeneration.allCases }
  /// The generations with multitasking: iOS 4 and later.
  static var multitasking: Self { [.ios4, .ios5, .ios6, .ios7, .ios13] }
  /// iOS 3 and 4: locking only resigns active; no Notification Center.
  static var ios3to4: Self { [.ios3, .ios4] }
  /// iOS 3 to 5: no `willFinishLaunching`, no state preservation.
  static var ios3to5: Self { [.ios3, .ios4, .ios5] }
  /// iOS 4 and 5: multitasking without state preservation.
  static var ios4to5: Self { [.ios4, .ios5] }
  /// iOS 4 to 12: the generations that honour `UIApplicationExitsOnSuspend`.
  static var ios4to7: Self { [.ios4, .ios5, .ios6, .ios7] }
  /// iOS 5 and later: locking enters the background; Notification Center.
  static var ios5on: Self { [.ios5, .ios6, .ios7, .ios13] }
  /// iOS 5 to 12: locking enters the background and `UIApplicationExitsOnSuspend` is honoured.
  static var ios5to7: Self { [.ios5, .ios6, .ios7] }
  /// iOS 6 and later: `willFinishLaunching` and state preservation.
  static var ios6on: Self { [.ios6, .ios7, .ios13] }
  /// iOS 4 to 6: multitasking, with a switcher that does not show the app in front.
  static var ios4to6: Self { [.ios4, .ios5, .ios6] }
  /// iOS 7 and later: the card switcher, which shows the app in front.
  static var ios7on: Self { [.ios7, .ios13] }
}
