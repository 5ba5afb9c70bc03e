/// The canonical lifecycle world: a small, exactly specified model of apps under multitasking,
/// the world of the SPIN model `lifecycle.pml` that LifecycleKit's explorer is benchmarked
/// against. Its rules (Docs/Explorer.md says them in prose):
///
/// - Each of `apps` apps (2…6) is NotRunning, Inactive, Active, Background or Suspended, may
///   hold a background task, has 0…3 background ticks left, may have unsaved data, and has a
///   rank among the suspended apps (1 = least recently suspended, ranks dense; 0 when not
///   suspended). App `i` needs 2 memory units when `i` is even, 1 when odd; the budget is
///   `apps + 1` units, used by every app that is not NotRunning.
/// - *To background* sets Background with 3 ticks if the app holds a task, else 0. *Suspend*
///   sets Suspended, 0 ticks, rank = 1 + the number of apps already suspended. *Unrank* clears
///   an app's rank and moves every higher rank down by one. *Reset* clears every field.
///   A *kill* (by the system) unranks a suspended app and resets it; a kill of an app with
///   unsaved data violates the property.
/// - Per app: `launch` (NotRunning: the foreground app, Inactive or Active, goes to background;
///   the app becomes Active with no task, no ticks, no unsaved data), `switchTo` (Background or
///   Suspended: the foreground app goes to background; the app is unranked if suspended and
///   becomes Active with 0 ticks, keeping its task), `home` (Inactive or Active: Background with
///   3 ticks if it holds a task, else suspend), `call` (Active → Inactive), `endCall`
///   (Inactive → Active), `lock` (Inactive or Active: to background), `beginTask` (Active
///   without a task), `endTask` (holds a task: drops it, and a Background app is suspended),
///   `edit` (Active without unsaved data), `save` (Active or Background with unsaved data),
///   `forceQuit` (Background or Suspended: unrank if suspended, reset — the user's doing, not a
///   kill).
/// - Global: `tick` (some app in Background: for each app in index order that is in
///   Background, a tick left is spent; with none left, an app holding a task is killed, one
///   without is suspended) and `memoryPressure` (memory use over budget and some app suspended:
///   the app ranked 1 is killed).
///
/// The property: no app reaches NotRunning by a system kill while it has unsaved data.
public struct CanonicalWorld: ExplorableModel, Sendable {
  /// The number of apps, 2…6.
  public let apps: Int
  /// The memory budget, `apps + 1` units.
  public let budget: Int

  /// The supported numbers of apps.
  public static let supportedApps = 2...6

  /// A world of `apps` apps; nil outside ``supportedApps``.
  public init?(apps: Int) {
    guard Self.supportedApps.contains(apps) else { return nil }
    self.apps = apps
    budget = apps + 1
  }

  /// The memory units app `app` needs while it runs: 2 for an even index, 1 for an odd one.
  @inline(__always)
  public static func footprint(_ app: Int) -> Int { app & 1 == 0 ? 2 : 1 }

  /// Every app NotRunning, every field 0.
  public var initialState: WorldState { WorldState() }

  /// The packed state itself: exact, no two states share it.
  @inline(__always)
  public func fingerprint(_ state: WorldState) -> UInt64 { state.bits }

  /// The events whose guards hold in `state`: per app in index order, then `tick` and
  /// `memoryPressure`. Every one of them changes the state (the world has no self-loops).
  @inline(__always)
  public func enabledInputs(of state: WorldState, into inputs: inout InputBuffer<WorldInput>) {
    var anyBackground = false
    var anySuspended = false
    var memory = 0
    for app in 0..<apps {
      let index = UInt8(truncatingIfNeeded: app)
      let status = state.status(app)
      let task = state.hasTask(app)
      let unsaved = state.isUnsaved(app)
      switch status {
      case .notRunning:
        inputs.append(WorldInput(.launch, app: index))
      case .inactive:
        memory += Self.footprint(app)
        inputs.append(WorldInput(.home, app: index))
        inputs.append(WorldInput(.endCall, app: index))
        inputs.append(WorldInput(.lock, app: index))
      case .active:
        memory += Self.footprint(app)
        inputs.append(WorldInput(.home, app: index))
        inputs.append(WorldInput(.call, app: index))
        inputs.append(WorldInput(.lock, app: index))
        if !task { inputs.append(WorldInput(.beginTask, app: index)) }
        if !unsaved { inputs.append(WorldInput(.edit, app: index)) }
        if unsaved { inputs.append(WorldInput(.save, app: index)) }
      case .background:
        memory += Self.footprint(app)
        anyBackground = true
        inputs.append(WorldInput(.switchTo, app: index))
        if unsaved { inputs.append(WorldInput(.save, app: index)) }
        inputs.append(WorldInput(.forceQuit, app: index))
      case .suspended:
        memory += Self.footprint(app)
        anySuspended = true
        inputs.append(WorldInput(.switchTo, app: index))
        inputs.append(WorldInput(.forceQuit, app: index))
      }
      if task { inputs.append(WorldInput(.endTask, app: index)) }
    }
    if anyBackground { inputs.append(WorldInput(.tick, app: 0)) }
    if memory > budget && anySuspended { inputs.append(WorldInput(.memoryPressure, app: 0)) }
  }

  /// Carries out `input` as the rules say; a system kill (by `tick` or `memoryPressure`) of an
  /// app with unsaved data is the violation returned beside the state.
  @inline(__always)
  public func step(_ state: WorldState, _ input: WorldInput) -> Step<WorldState, WorldViolation> {
    var next = state
    let app = Int(input.app)
    var violation: WorldViolation?
    switch input.event {
    case .launch:
      toBackgroundForeground(&next)
      next.setStatus(app, .active)
      next.setTask(app, false)
      next.setRemaining(app, 0)
      next.setUnsaved(app, false)
    case .switchTo:
      toBackgroundForeground(&next)
      if next.status(app) == .suspended { unrank(&next, app) }
      next.setStatus(app, .active)
      next.setRemaining(app, 0)
    case .home:
      if next.hasTask(app) {
        next.setStatus(app, .background)
        next.setRemaining(app, 3)
      } else {
        suspend(&next, app)
      }
    case .call: next.setStatus(app, .inactive)
    case .endCall: next.setStatus(app, .active)
    case .lock: toBackground(&next, app)
    case .beginTask: next.setTask(app, true)
    case .endTask:
      next.setTask(app, false)
      if next.status(app) == .background { suspend(&next, app) }
    case .edit: next.setUnsaved(app, true)
    case .save: next.setUnsaved(app, false)
    case .forceQuit:
      if next.status(app) == .suspended { unrank(&next, app) }
      next.bits &= ~appMask(app)
    case .tick:
      for other in 0..<apps where next.status(other) == .background {
        let remaining = next.remaining(other)
        if remaining > 0 {
          next.setRemaining(other, remaining - 1)
        } else if next.hasTask(other) {
          if violation == nil, let found = kill(&next, other, by: .tick) { violation = found }
        } else {
          suspend(&next, other)
        }
      }
    case .memoryPressure:
      for other in 0..<apps where next.rank(other) == 1 {
        violation = kill(&next, other, by: .memoryPressure)
        break
      }
    }
    return Step(next, violation: violation)
  }

  /// The ten bits of app `app`.
  @inline(__always)
  func appMask(_ app: Int) -> UInt64 { ((1 << 10) - 1) << UInt64(app * WorldState.bitsPerApp) }

  /// Sends the foreground app (Inactive or Active), if there is one, to the background.
  @inline(__always)
  func toBackgroundForeground(_ state: inout WorldState) {
    for app in 0..<apps {
      let status = state.status(app)
      if status == .inactive || status == .active {
        toBackground(&state, app)
        return
      }
    }
  }

  @inline(__always)
  func toBackground(_ state: inout WorldState, _ app: Int) {
    state.setStatus(app, .background)
    state.setRemaining(app, state.hasTask(app) ? 3 : 0)
  }

  @inline(__always)
  func suspend(_ state: inout WorldState, _ app: Int) {
    // Suspended (code 4) is the only status with its third bit set.
    let suspended = (state.bits & WorldState.suspendedBits).nonzeroBitCount
    state.setStatus(app, .suspended)
    state.setRemaining(app, 0)
    state.setRank(app, suspended + 1)
  }

  @inline(__always)
  func unrank(_ state: inout WorldState, _ app: Int) {
    let rank = state.rank(app)
    state.setRank(app, 0)
    for other in 0..<apps where state.rank(other) > rank { state.setRank(other, state.rank(other) - 1) }
  }

  /// A system kill: the violation when the app had unsaved data, then unrank and reset.
  @inline(__always)
  func kill(_ state: inout WorldState, _ app: Int, by event: WorldEvent) -> WorldViolation? {
    let violation =
      state.isUnsaved(app) ? WorldViolation(app: UInt8(truncatingIfNeeded: app), killedBy: event) : nil
    if state.status(app) == .suspended { unrank(&state, app) }
    state.bits &= ~appMask(app)
    return violation
  }
}
