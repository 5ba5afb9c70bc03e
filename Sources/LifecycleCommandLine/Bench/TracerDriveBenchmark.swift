import LifecycleCore
import LifecycleSimulator

/// Drives one `tracer` app through a long pseudo-random valid event sequence, the
/// simulator-side twin of `Benchmarks/Peers/pytransitions_bench.py`.
///
/// The sequence is chosen uniformly among the actions that make sense in the current
/// situation (as the Python script chooses among enabled triggers) on an untimed first
/// device; a second device then replays it, timed.
@MainActor
struct TracerDriveBenchmark {
  enum Action: String, CaseIterable {
    case launch, switchTo, home, callIncoming, callDecline, callAccept, callEnd, lock, unlock, quit, tick,
      memoryPressure
  }

  /// How many times the untraced drive is measured; the median is reported.
  nonisolated static let untracedRuns = 7
  /// How many times the traced drive is measured; the median is reported, and compared with
  /// the untraced median (one traced run, with the fresh memory its trace touches, was as
  /// noisy as any single untraced one).
  nonisolated static let tracedRuns = 5

  var eventCount: Int
  var seed: UInt64
  var profile = OSGeneration.ios13

  struct Measurement {
    var events: Int
    var seconds: Double
    var tracing: Bool
    var finalState: AppState
    var eventsPerSecond: Double { Double(events) / seconds }
  }

  /// The action sequence and the event mix.
  func generate() throws -> [Action] {
    let device = try makeDevice()
    device.isTracing = false
    var random = SeededGenerator(seed: seed)
    var mirror = Mirror()
    var actions: [Action] = []
    actions.reserveCapacity(eventCount)
    for _ in 0..<eventCount {
      let enabled = mirror.enabled(appState: device.state(of: "App")!)
      let action = enabled[Int(random.next() % UInt64(enabled.count))]
      try perform(action, on: device, mirror: &mirror)
      actions.append(action)
    }
    return actions
  }

  /// Replays `actions` on a fresh device, timed.
  func measure(_ actions: [Action], tracing: Bool) throws -> Measurement {
    let device = try makeDevice()
    device.isTracing = tracing
    var mirror = Mirror()
    let clock = ContinuousClock()
    let start = clock.now
    for action in actions { try perform(action, on: device, mirror: &mirror) }
    let elapsed = start.duration(to: clock.now)
    let seconds = elapsed.inSeconds
    return Measurement(
      events: actions.count, seconds: seconds, tracing: tracing, finalState: device.state(of: "App")!
    )
  }

  /// Replays `actions` on the device's policy alone, timed: the same inputs from the same
  /// starting state, with a host that carries out nothing and answers only what the policy asks
  /// of it (``performOnPolicy(_:state:)``). No app code runs, no process object is made, no
  /// clock moves and nothing is recorded: what ``measure(_:tracing:)`` takes beyond this is the
  /// host's share of the work — the apps' processes and code, the deliveries, the clock.
  func measurePolicyAlone(_ actions: [Action]) throws -> Measurement {
    var state = try startingPolicyState()
    let clock = ContinuousClock()
    let start = clock.now
    for action in actions { Self.performOnPolicy(action, state: &state) }
    let seconds = start.duration(to: clock.now).inSeconds
    return Measurement(
      events: actions.count, seconds: seconds, tracing: false, finalState: state.apps[0].state)
  }

  /// The policy's state on the untraced device the drive starts from.
  func startingPolicyState() throws -> DeviceState {
    let device = try makeDevice()
    device.isTracing = false
    return device.state
  }

  /// One action on the policy alone, submitted as the device submits it; the commands are
  /// taken and dropped, except that a process's start is answered as the device answers it for
  /// a `tracer` (its code observes no notification, preserves no state and has no interface).
  /// `BenchCommandTests` check that the state stays equal to the device's after every action.
  static func performOnPolicy(_ action: Action, state: inout DeviceState) {
    let input: DeviceInput
    switch action {
    case .launch: input = .launch(0)
    case .switchTo: input = .switchTo(0)
    case .home: input = .home
    case .callIncoming: input = .call(.incoming)
    case .callDecline: input = .call(.decline)
    case .callAccept: input = .call(.accept)
    case .callEnd: input = .call(.end)
    case .lock: input = .lock
    case .unlock: input = .unlock
    case .quit: input = .quit(0)
    case .memoryPressure: input = .memoryPressure
    case .tick:
      // As `Device.advance(by:)`: a second with no deadline on the way passes at once.
      if DevicePolicy.passQuietly(.seconds(1), in: &state) { return }
      input = .advance(.seconds(1))
    }
    _ = DevicePolicy.submit(input, to: &state)
    while let command = DevicePolicy.next(&state) {
      if case .stateChanged(let app, .notRunning, _) = command {
        DevicePolicy.codeStarted(
          app, observesNotifications: false, mayPreserveState: false, hasInterface: false, in: &state)
      }
    }
  }

  private func makeDevice() throws -> Device {
    // 64 MB with a 40 MB app: memory pressure kills the app when it is suspended.
    let device = try Device(profile: .of(profile), memoryBytes: 64 << 20, seed: seed)
    try device.install(InstallSpec(name: "App", appID: "tracer", footprintBytes: 40 << 20))
    return device
  }

  private func perform(_ action: Action, on device: Device, mirror: inout Mirror) throws {
    try Self.perform(action, on: device)
    mirror.note(action)
  }

  /// One action on the device, as a user or the system does it.
  static func perform(_ action: Action, on device: Device) throws {
    switch action {
    case .launch: try device.launch("App")
    case .switchTo: try device.switchTo("App")
    case .home: device.home()
    case .callIncoming: device.call(.incoming)
    case .callDecline: device.call(.decline)
    case .callAccept: device.call(.accept)
    case .callEnd: device.call(.end)
    case .lock: device.lock()
    case .unlock: device.unlock()
    case .quit: try device.quit("App")
    case .tick: device.advance(by: .seconds(1))
    case .memoryPressure: device.memoryPressure()
    }
  }

  /// What the driver itself knows: the lock and the call it caused.
  struct Mirror {
    var locked = false
    var call = 0  // 0 none, 1 ringing, 2 answered

    func enabled(appState: AppState) -> [Action] {
      if locked { return [.unlock, .tick] }
      switch call {
      case 1: return [.callDecline, .callAccept, .callEnd]
      case 2: return [.callEnd, .tick]
      default: break
      }
      switch appState {
      case .notRunning: return [.launch, .tick]
      case .active: return [.home, .callIncoming, .lock, .quit, .tick]
      case .inactive: return [.home, .tick]
      case .background, .suspended: return [.launch, .switchTo, .quit, .tick, .memoryPressure]
      }
    }

    mutating func note(_ action: Action) {
      switch action {
      case .lock: locked = true
      case .unlock: locked = false
      case .callIncoming: call = 1
      case .callAccept: call = 2
      case .callDecline, .callEnd: call = 0
      default: break
      }
    }
  }
}
