import Testing

@testable import LifecycleCore

/// A host that feeds the policy random inputs and answers its commands at random, as app code
/// would: it begins and ends tasks, keeps the main thread busy, crashes, answers preservation,
/// says what each new process's code is like, and follows its own work outside any command with
/// `codeRan` (the contract of ``DeviceInput/codeRan(_:)``).
struct RandomHost {
  var device: PolicyDevice
  var rng: SplitMix64
  /// The state of each app as the `.stateChanged` commands tell it (when every change is
  /// reported).
  var tracked: [AppState]
  var inputs = 0
  var commands = 0

  init(
    _ generation: OSGeneration, device capabilities: DeviceCapabilities = .standard, seed: UInt64,
    reporting: DeviceReporting = .everything, memoryCapacityBytes: Int = 256 << 20
  ) {
    device = PolicyDevice(generation, device: capabilities, memoryCapacityBytes: memoryCapacityBytes)
    device.state.reporting = reporting
    rng = SplitMix64(seed: seed)
    device.install("Plain", footprint: 60 << 20)
    device.install("Music", info: AppInfo(backgroundModes: [.audio]), footprint: 45 << 20)
    device.install("OptOut", info: AppInfo(exitsOnSuspend: true), footprint: 30 << 20)
    device.install("Scenes", info: AppInfo(adoptsScenes: true), footprint: 90 << 20, preserved: true)
    tracked = Array(repeating: .notRunning, count: device.state.apps.count)
  }

  var appCount: Int { device.state.apps.count }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
  mutating func anyApp() -> Int { Int.random(in: 0..<appCount, using: &rng) }
  mutating func seconds(_ range: ClosedRange<Int64>) -> Duration {
    .seconds(Int64.random(in: range, using: &rng))
  }

  /// An input of any kind.
  mutating func randomInput() -> DeviceInput {
    let app = anyApp()
    switch Int.random(in: 0..<30, using: &rng) {
    case 0, 1, 2: return .launch(app)
    case 3, 4: return .home
    case 5: return .switchTo(app)
    case 6: return .quit(app)
    case 7, 8: return .call(CallAction.allCases.randomElement(using: &rng)!)
    case 9: return .lock
    case 10, 29: return .unlock
    case 11: return .notificationCenter(open: chance(50))
    case 12: return .perform(app)
    case 13: return .memoryWarning
    case 14: return .memoryPressure
    case 15: return chance(20) ? .reboot : .languageChanged(["en", "fr", "ja"].randomElement(using: &rng)!)
    case 16: return .settingsChanged(app)
    case 17: return .localeChanged(["en_US", "fr_FR", "ja_JP"].randomElement(using: &rng)!)
    case 18: return .mailAccounts(Int.random(in: 0...2, using: &rng))
    case 19: return .orientation(DeviceOrientation.allCases.randomElement(using: &rng)!)
    case 20:
      return .battery(
        levelPercent: Int.random(in: 0...100, using: &rng),
        state: BatteryState.allCases.randomElement(using: &rng)!)
    case 21: return .accessory(name: ["Dock", "Car"].randomElement(using: &rng)!, connected: chance(50))
    case 22: return .significantTimeChange
    case 23, 24: return .advance(chance(70) ? seconds(0...40) : seconds(100...700))
    case 25: return .setFootprint(app, bytes: Int.random(in: 10...160, using: &rng) << 20)
    case 26: return .crash(app)
    case 27: return .mainThreadBusy(app, seconds(0...8))
    default: return .codeRan(app)
    }
  }

  /// A request the code of `app` may make while it runs.
  mutating func randomRequest(of app: Int) -> DeviceInput? {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1, 2: return .beginBackgroundTask(app, name: nil, hasExpirationHandler: chance(60))
    case 3, 4:
      guard let task = device.state.apps[app].tasks.randomElement(using: &rng) else { return nil }
      return .endBackgroundTask(app, identifier: task.identifier)
    case 5, 6: return .mainThreadBusy(app, seconds(chance(80) ? 0...4 : 4...25))
    case 7:
      return chance(15) ? .crash(app) : .setFootprint(app, bytes: Int.random(in: 10...120, using: &rng) << 20)
    default: return nil
    }
  }

  /// One input and everything it leads to, the host answering each command.
  mutating func walkOne(sourceLocation: SourceLocation = #_sourceLocation) {
    inputs += 1
    if chance(15) {
      // The app's own work outside any command: a few requests, then `codeRan`.
      let app = anyApp()
      if device.state.apps[app].state.executesCode {
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
          if let request = randomRequest(of: app) { device.submit(request) }
        }
        device.submit(.codeRan(app))
      }
    } else {
      device.submit(randomInput())
    }
    takeCommands(sourceLocation: sourceLocation)
  }

  /// Takes every command, checking each and answering as the apps' code would.
  mutating func takeCommands(sourceLocation: SourceLocation = #_sourceLocation) {
    while let command = device.next() {
      commands += 1
      check(command, sourceLocation: sourceLocation)
      switch command {
      case .stateChanged(let app, .notRunning, _):
        device.submit(
          .codeStarted(
            app, observesNotifications: chance(80), mayPreserveState: chance(70), hasInterface: chance(90)))
      case .preserveState(let app):
        device.submit(.preserved(app, stored: chance(60)))
      case .deliver(let app, _), .runExpirationHandler(let app, _):
        if chance(30), let request = randomRequest(of: app) { device.submit(request) }
      default:
        break
      }
    }
  }

  /// What each command must agree with.
  mutating func check(_ command: DeviceCommand, sourceLocation: SourceLocation) {
    guard device.state.reporting.contains(.stateChanges) else { return }
    switch command {
    case .stateChanged(let app, let from, let to):
      #expect(tracked[app] == from, "\(command) after \(tracked[app])", sourceLocation: sourceLocation)
      tracked[app] = to
      #expect(device.state.apps[app].state == to, "\(command)", sourceLocation: sourceLocation)
    case .deliver(let app, _), .runExpirationHandler(let app, _):
      #expect(
        tracked[app].executesCode, "\(command) to an app in \(tracked[app])", sourceLocation: sourceLocation)
    default:
      break
    }
  }
}

/// The invariants of `DeviceState.invariantViolations` (one app in front at most, memory the sum
/// of the running apps' footprints, nothing left on a process that is gone, every app running in
/// the background kept there by a task or a mode, held notifications only for suspended apps,
/// a consistent jetsam order and switcher) hold after every input, whatever the input and
/// whatever the apps' code does meanwhile. Debug builds also assert them inside `next`, so a
/// violation there stops the test process.
@Suite("Device invariants")
struct DeviceInvariantTests {
  /// One random walk: a generation, a device, a seed, what the host records.
  struct Walk: CustomTestStringConvertible, Sendable {
    var generation: OSGeneration
    var multitasking = true
    var seed: UInt64
    var reporting = DeviceReporting.everything
    var testDescription: String {
      "\(generation)\(multitasking ? "" : " without multitasking"), seed \(seed)\(reporting.isEmpty ? ", recording nothing" : "")"
    }
  }

  static let walks: [Walk] = [
    Walk(generation: .ios3, seed: 3),
    Walk(generation: .ios4, seed: 4),
    Walk(generation: .ios4, multitasking: false, seed: 40),
    Walk(generation: .ios5, seed: 5),
    Walk(generation: .ios6, seed: 6, reporting: []),
    Walk(generation: .ios7, seed: 7),
    Walk(generation: .ios13, seed: 13),
    Walk(generation: .ios13, seed: 1313, reporting: []),
  ]

  static let inputsPerWalk = 800

  @Test(
    "after every input of a seeded random walk the invariants hold and the policy is idle", arguments: walks)
  func randomWalk(walk: Walk) {
    var host = RandomHost(
      walk.generation, device: DeviceCapabilities(multitaskingSupported: walk.multitasking), seed: walk.seed,
      reporting: walk.reporting)
    var states: Set<AppState> = []
    for _ in 0..<Self.inputsPerWalk {
      host.walkOne()
      let state = host.device.state
      #expect(state.isIdle)
      #expect(state.invariantViolations == [], "after input \(host.inputs)")
      #expect(state.freeMemoryBytes >= 0, "after input \(host.inputs)")
      #expect(state.nextDeadline != .zero, "overdue after input \(host.inputs)")
      if walk.reporting.contains(.stateChanges) {
        #expect(host.tracked == state.apps.map(\.state), "after input \(host.inputs)")
      }
      states.formUnion(state.apps.map(\.state))
      if state.invariantViolations != [] { break }
    }
    // The walk went somewhere: through the states, with commands for most inputs.
    #expect(states.count == (host.device.state.environment.multitasking ? 5 : 3))
    #expect(host.commands > Self.inputsPerWalk / 2)
  }

  @Test("the same seed walks the same way")
  func walksAreReproducible() {
    var first = RandomHost(.ios7, seed: 77)
    var second = RandomHost(.ios7, seed: 77)
    for _ in 0..<200 {
      first.walkOne()
      second.walkOne()
    }
    #expect(first.device.log == second.device.log)
    #expect(first.device.state == second.device.state)
  }

  // MARK: The check itself catches broken states

  /// A corruption of a consistent state, and words its violation must contain.
  struct Corruption: CustomTestStringConvertible, Sendable {
    var name: String
    var expected: String
    var apply: @Sendable (inout DeviceState) -> Void
    var testDescription: String { name }
  }

  /// iOS 4: `Notes` (0) suspended, `Upload` (1) in the background on a task, `Front` (2)
  /// active, `Never` (3) not running.
  static func consistent() -> DeviceState {
    var device = PolicyDevice(.ios4)
    let notes = device.install("Notes")
    let upload = device.install("Upload")
    let front = device.install("Front")
    device.install("Never")
    device.run([.launch(notes), .launch(upload)])
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: true))
    device.run([.launch(front)])
    return device.state
  }

  static let corruptions: [Corruption] = [
    Corruption(name: "memory in use off by a byte", expected: "is not the sum of footprints") {
      $0.memoryInUseBytes += 1
    },
    Corruption(name: "a second app in front", expected: "2 apps in the foreground") {
      $0.apps[0].state = .inactive
    },
    Corruption(name: "the foreground naming nobody", expected: "the foreground is none") {
      $0.foreground = nil
    },
    Corruption(name: "a footprint left on an app not running", expected: "is not running but has a footprint")
    {
      $0.apps[3].footprintBytes = 1 << 20
      $0.memoryInUseBytes += 1 << 20
    },
    Corruption(
      name: "a band left on an app not running",
      expected: "is not running but has a footprint, a task or a band"
    ) {
      $0.apps[3].band = .idle
    },
    Corruption(name: "a running app with no band", expected: "runs with no jetsam band") {
      $0.apps[0].band = nil
    },
    Corruption(name: "two apps sharing a band entry", expected: "shares its band entry") {
      $0.apps[1].bandEntryOrder = $0.apps[0].bandEntryOrder
    },
    Corruption(
      name: "an app in the background with no task",
      expected: "runs in the background with no task and no mode"
    ) {
      $0.apps[1].tasks = []
    },
    Corruption(name: "a task with no background time counting", expected: "with no background time counting")
    {
      $0.apps[1].backgroundTimeLeft = nil
    },
    Corruption(
      name: "a notification held for a running app", expected: "with notifications still held for it"
    ) {
      $0.apps[2].queuedNotifications = [QueuedNotification(.userDefaultsDidChange)]
    },
    Corruption(
      name: "the switcher naming an app twice", expected: "names an app twice or an app not installed"
    ) {
      $0.switcher.append($0.switcher[0])
    },
    Corruption(
      name: "the switcher naming an app not installed", expected: "names an app twice or an app not installed"
    ) {
      $0.switcher.append(9)
    },
  ]

  @Test("a consistent state has no violations")
  func consistentState() {
    let state = Self.consistent()
    #expect(state.apps.map(\.state) == [.suspended, .background, .active, .notRunning])
    #expect(state.invariantViolations == [])
  }

  // Needs `@testable`: no input makes such a state, so each corruption sets a field directly.
  @Test("the invariant check catches a broken state", arguments: corruptions)
  func catchesCorruption(corruption: Corruption) {
    var state = Self.consistent()
    corruption.apply(&state)

    let violations = state.invariantViolations

    #expect(violations.contains { $0.contains(corruption.expected) }, "\(violations)")
  }

  @Test("the check looks only at idle states: while the policy works, it reports nothing")
  func onlyIdleStatesAreChecked() {
    var state = Self.consistent()
    state.memoryInUseBytes += 1
    #expect(!state.invariantViolations.isEmpty)

    #expect(DevicePolicy.submit(.home, to: &state) == .accepted)

    #expect(!state.isIdle)
    #expect(state.invariantViolations == [])
  }

  // MARK: A request outside any command

  // DeviceInput.endBackgroundTask: inside a command that runs the app's code, that command
  // settles the app afterwards; outside any command, the policy settles it once the input is
  // done. "Every input has an answer in every state" (DevicePolicy).
  @Test("ending the last task outside any command suspends the app once the input is done")
  func endTaskOutsideAnyCommand() throws {
    var device = PolicyDevice(.ios4)
    let upload = device.install("Upload")
    device.run([.launch(upload)])
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: false))
    device.run([.home])
    let task = try #require(device.lastTask(of: upload))

    #expect(device.submit(.endBackgroundTask(upload, identifier: task.identifier)) == .accepted)
    let commands = device.drain()

    #expect(commands.states(of: upload) == [.suspended])
    #expect(device.state.isIdle)
    #expect(device.state.invariantViolations == [])
    // The host's codeRan after its own work then finds nothing left to do.
    device.submit(.codeRan(upload))
    #expect(device.drain().states(of: upload).isEmpty)
  }

  @Test("a task ended and another begun by the same code outside any command keep the app running")
  func endAndBeginOutsideAnyCommand() throws {
    var device = PolicyDevice(.ios4)
    let upload = device.install("Upload")
    device.run([.launch(upload)])
    device.run(.beginBackgroundTask(upload, name: nil, hasExpirationHandler: false))
    device.run([.home])
    let first = try #require(device.lastTask(of: upload))

    // The app's own work ends one task and begins the next before its code returns; the host
    // hands in codeRan after it.
    #expect(device.submit(.endBackgroundTask(upload, identifier: first.identifier)) == .accepted)
    guard
      case .taskBegun = device.submit(.beginBackgroundTask(upload, name: "next", hasExpirationHandler: false))
    else {
      Issue.record("the second task was not begun")
      return
    }
    device.submit(.codeRan(upload))
    let commands = device.drain()

    #expect(commands.states(of: upload).isEmpty)
    #expect(device.appState(upload) == .background)
    #expect(device.state.invariantViolations == [])
  }

  #if DEBUG
    @Test("DevicePolicy.step of an endBackgroundTask outside any command does not stop the process")
    func stepEndTaskDoesNotTrap() async {
      await #expect(processExitsWith: .success) {
        var state = DeviceState(
          environment: LifecycleEnvironment(profile: .of(.ios4)), memoryCapacityBytes: 256 << 20)
        state =
          DevicePolicy.step(
            state,
            .install(name: "Upload", info: .standard, footprintBytes: 1 << 20, hasPreservedState: false)
          ).state
        state = DevicePolicy.step(state, .launch(0)).state
        state =
          DevicePolicy.step(state, .beginBackgroundTask(0, name: nil, hasExpirationHandler: false)).state
        state = DevicePolicy.step(state, .home).state
        _ = DevicePolicy.step(state, .endBackgroundTask(0, identifier: 1))
      }
    }
  #endif
}
