import Testing

@testable import LifecycleCore

/// SplitMix64: a small seeded generator, so that a random walk is the same walk every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

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
    reporting: DeviceReporting = .everything
  ) {
    device = PolicyDevice(generation, device: capabilities)
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
    submitRandomInput()
    while let command = device.next() {
      commands += 1
      check(command, sourceLocation: sourceLocation)
      answer(command)
    }
  }

  /// An input of any kind, or the app's own work outside any command.
  mutating func submitRandomInput() {
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
  }

  /// What the app's code hands in while the host carries out `command`.
  mutating func answer(_ command: DeviceCommand) {
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
