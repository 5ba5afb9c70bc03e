import LifecycleCore

/// The core's outcomes already computed for one environment and one set of Info.plist
/// keys, indexed by state, event and conditions. The core is pure, so an outcome never
/// changes once computed; apps with the same keys share one memo.
///
/// The memo is laid out for the device's hot path: each slot is a plain value, and the
/// steps of a move live in a buffer of their own that neither moves nor is freed while
/// the memo lives. Executing a transition therefore copies no array and retains nothing,
/// and a transition that runs app code — which may fill other slots — can keep reading
/// its own steps. (`TransitionStep` is a trivial value: it holds only enums without
/// payloads that need memory management.)
final class TransitionMemo {
  /// One outcome, ready to execute.
  struct Slot {
    enum Kind: UInt8 {
      /// Not computed yet.
      case unknown
      /// The core moved the app: ``steps`` says how.
      case moved
      /// The core refused the event; the reason is kept apart, for the trace.
      case rejected
    }

    var kind = Kind.unknown
    /// Whether the steps restore preserved state (the device then compares the screen
    /// with the switcher snapshot).
    var restoresState = false
    /// The steps of a move, in order.
    var steps = UnsafeBufferPointer<TransitionStep>(start: nil, count: 0)
  }

  /// One slot per state × event × the three condition bits.
  static let slotCount = AppState.caseCount * SystemEvent.caseCount * 8

  /// The slots. Allocated once; slots are filled as outcomes are first needed.
  let slots: UnsafeMutablePointer<Slot>
  /// Why the core refused, for the slots that are rejections.
  private var rejections: [Int: TransitionRejection] = [:]

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
  }

  deinit {
    for index in 0..<Self.slotCount {
      if let base = slots[index].steps.baseAddress { UnsafeMutablePointer(mutating: base).deallocate() }
    }
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The slot of `event` in `state` under `conditions`.
  @inline(__always)
  static func index(of event: SystemEvent, in state: AppState, conditions: AppConditions) -> Int {
    let bits =
      (conditions.holdsBackgroundTask ? 1 : 0) | (conditions.hasPreservedState ? 2 : 0)
      | (conditions.isLaunching ? 4 : 0)
    return (state.ordinal * SystemEvent.caseCount + event.ordinal) * 8 + bits
  }

  /// Stores the core's outcome in slot `index` and returns the slot.
  func store(_ outcome: TransitionOutcome, at index: Int) -> Slot {
    var slot = Slot()
    switch outcome {
    case .rejected(let rejection):
      slot.kind = .rejected
      rejections[index] = rejection
    case .moved(let transition):
      slot.kind = .moved
      slot.restoresState = transition.steps.contains(.effect(.restoreState))
      let buffer = UnsafeMutableBufferPointer<TransitionStep>.allocate(capacity: transition.steps.count)
      _ = buffer.initialize(from: transition.steps)
      slot.steps = UnsafeBufferPointer(buffer)
    }
    slots[index] = slot
    return slot
  }

  /// Why the core refused the event of slot `index`.
  func rejection(at index: Int) -> TransitionRejection? { rejections[index] }
}
