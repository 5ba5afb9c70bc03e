extension CanonicalWorld {
  /// Every successor of `state` in one pass over its apps, in the order of
  /// ``enabledInputs(of:into:)`` and with the states ``step(_:_:)`` gives (the tests compare the
  /// two on random reachable states): the guards are read once per app from the packed bits,
  /// and the updates are written as bit operations, without going through an input buffer and a
  /// dispatch on the event per transition. `scratch` is not used.
  @inline(__always)
  public func forEachSuccessor<Sink: SuccessorSink & ~Copyable>(
    of state: WorldState, scratch: inout InputBuffer<WorldInput>, into sink: inout Sink
  ) where Sink.State == WorldState, Sink.Input == WorldInput, Sink.Violation == WorldViolation {
    let bits = state.bits
    // The state with the foreground app (Inactive or Active), if any, sent to the background,
    // as launch and switchTo begin.
    let backgrounded = Self.foregroundToBackground(bits)
    let suspendedRank = (bits & WorldState.suspendedBits).nonzeroBitCount + 1
    var anyBackground = false
    var anySuspended = false
    var memory = 0
    for app in 0..<apps {
      let index = UInt8(truncatingIfNeeded: app)
      let base = UInt64(app * WorldState.bitsPerApp)
      let fields = (bits >> base) & 0x3FF
      let status = fields & 7
      let task = fields & 8 != 0
      let unsaved = fields & 64 != 0
      let clear: UInt64 = ~(UInt64(0x3FF) << base)
      /// `state` with this app's ten bits replaced by `value`.
      func with(_ value: UInt64, in state: UInt64 = bits) -> Step<WorldState, WorldViolation> {
        Step(WorldState(bits: (state & clear) | (value << base)))
      }
      /// This app's fields suspended: status 4, no ticks, the next rank (the rest kept).
      func suspended(_ fields: UInt64) -> UInt64 {
        (fields & ~(7 | 0x30 | 0x380)) | WorldState.AppStatus.suspended.rawValue
          | (UInt64(suspendedRank) << 7)
      }
      switch status {
      case WorldState.AppStatus.notRunning.rawValue:
        // A NotRunning app's fields are all 0: launch makes it Active with nothing else.
        sink.receive(
          WorldInput(.launch, app: index), with(WorldState.AppStatus.active.rawValue, in: backgrounded))
      case WorldState.AppStatus.inactive.rawValue, WorldState.AppStatus.active.rawValue:
        memory += Self.footprint(app)
        let active = status == WorldState.AppStatus.active.rawValue
        let keep = fields & ~7
        let background = (keep & ~0x30) | WorldState.AppStatus.background.rawValue | (task ? 3 << 4 : 0)
        sink.receive(WorldInput(.home, app: index), with(task ? background : suspended(fields)))
        if active {
          sink.receive(WorldInput(.call, app: index), with(keep | WorldState.AppStatus.inactive.rawValue))
        } else {
          sink.receive(WorldInput(.endCall, app: index), with(keep | WorldState.AppStatus.active.rawValue))
        }
        sink.receive(WorldInput(.lock, app: index), with(background))
        if active {
          if !task { sink.receive(WorldInput(.beginTask, app: index), with(fields | 8)) }
          if !unsaved { sink.receive(WorldInput(.edit, app: index), with(fields | 64)) }
          if unsaved { sink.receive(WorldInput(.save, app: index), with(fields & ~64)) }
        }
      case WorldState.AppStatus.background.rawValue:
        memory += Self.footprint(app)
        anyBackground = true
        let resumed = (fields & (8 | 64)) | WorldState.AppStatus.active.rawValue
        sink.receive(WorldInput(.switchTo, app: index), with(resumed, in: backgrounded))
        if unsaved { sink.receive(WorldInput(.save, app: index), with(fields & ~64)) }
        sink.receive(WorldInput(.forceQuit, app: index), with(0))
      default:
        memory += Self.footprint(app)
        anySuspended = true
        let rank = (fields >> 7) & 7
        let resumed = (fields & (8 | 64)) | WorldState.AppStatus.active.rawValue
        sink.receive(
          WorldInput(.switchTo, app: index), with(resumed, in: unranking(backgrounded, above: rank)))
        sink.receive(WorldInput(.forceQuit, app: index), with(0, in: unranking(bits, above: rank)))
      }
      if task {
        let dropped = fields & ~8
        sink.receive(
          WorldInput(.endTask, app: index),
          with(status == WorldState.AppStatus.background.rawValue ? suspended(dropped) : dropped))
      }
    }
    if anyBackground { sink.receive(WorldInput(.tick), tick(bits, suspendedRank: suspendedRank)) }
    if memory > budget && anySuspended { sink.receive(WorldInput(.memoryPressure), memoryPressure(bits)) }
  }

  /// Bit 0 of every app's ten bits.
  static let lowBits: UInt64 = (0..<6).reduce(0) { $0 | (1 << UInt64($1 * WorldState.bitsPerApp)) }

  /// `bits` with the foreground app — the first whose status is Inactive (001) or Active (010),
  /// found at once from the status bits — sent to the background: Background, 3 ticks if it
  /// holds a task, else 0. Unchanged when no app is in the foreground.
  @inline(__always)
  static func foregroundToBackground(_ bits: UInt64) -> UInt64 {
    let foreground = (bits ^ (bits >> 1)) & ~(bits >> 2) & lowBits
    guard foreground != 0 else { return bits }
    let base = UInt64(foreground.trailingZeroBitCount)
    let fields = (bits >> base) & 0x3FF
    let background =
      (fields & ~(7 | 0x30)) | WorldState.AppStatus.background.rawValue | (fields & 8 != 0 ? 0x30 : 0)
    return (bits & ~(UInt64(0x3FF) << base)) | (background << base)
  }

  /// `bits` with every rank above `rank` one lower, as an app of that rank leaves the suspended apps.
  @inline(__always)
  func unranking(_ bits: UInt64, above rank: UInt64) -> UInt64 {
    var out = bits
    for app in 0..<apps {
      let shift = UInt64(app * WorldState.bitsPerApp + 7)
      if (bits >> shift) & 7 > rank { out -= 1 << shift }
    }
    return out
  }

  /// `tick` in bits: each Background app in index order spends a tick, or with none left is
  /// killed (holding a task) or suspended with the next rank, ranks counting up from
  /// `suspendedRank` as the tick suspends apps. A Background app has no rank, so a kill here
  /// only resets it.
  @inline(__always)
  func tick(_ bits: UInt64, suspendedRank: Int) -> Step<WorldState, WorldViolation> {
    var next = bits
    var rank = UInt64(suspendedRank)
    var violation: WorldViolation?
    for app in 0..<apps {
      let base = UInt64(app * WorldState.bitsPerApp)
      let fields = (bits >> base) & 0x3FF
      guard fields & 7 == WorldState.AppStatus.background.rawValue else { continue }
      let clear: UInt64 = ~(UInt64(0x3FF) << base)
      if fields & 0x30 != 0 {
        next -= 1 << (base + 4)
      } else if fields & 8 != 0 {
        if fields & 64 != 0 && violation == nil {
          violation = WorldViolation(app: UInt8(truncatingIfNeeded: app), killedBy: .tick)
        }
        next &= clear
      } else {
        let suspended = (fields & ~(7 | 0x30 | 0x380)) | WorldState.AppStatus.suspended.rawValue | (rank << 7)
        next = (next & clear) | (suspended << base)
        rank += 1
      }
    }
    return Step(WorldState(bits: next), violation: violation)
  }

  /// `memoryPressure` in bits: the app ranked 1 is killed — every other rank moves down, its
  /// bits are cleared — a violation if it had unsaved data.
  @inline(__always)
  func memoryPressure(_ bits: UInt64) -> Step<WorldState, WorldViolation> {
    for app in 0..<apps {
      let base = UInt64(app * WorldState.bitsPerApp)
      let fields = (bits >> base) & 0x3FF
      guard (fields >> 7) & 7 == 1 else { continue }
      let next = unranking(bits, above: 1) & ~(UInt64(0x3FF) << base)
      let violation =
        fields & 64 != 0
        ? WorldViolation(app: UInt8(truncatingIfNeeded: app), killedBy: .memoryPressure) : nil
      return Step(WorldState(bits: next), violation: violation)
    }
    return Step(WorldState(bits: bits))
  }
}
