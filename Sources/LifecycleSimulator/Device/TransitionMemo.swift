import LifecycleCore

/// The core's outcomes already computed for one environment and one set of Info.plist
/// keys, indexed by state, event and conditions. The core is pure, so an outcome never
/// changes once computed; apps with the same keys share one memo.
final class TransitionMemo {
  /// One slot per state × event × the three condition bits.
  var outcomes = [TransitionOutcome?](
    repeating: nil, count: AppState.allCases.count * SystemEvent.allCases.count * 8
  )
}
