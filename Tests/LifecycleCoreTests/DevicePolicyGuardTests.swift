import LifecycleCore
import Testing

/// The guards on user actions are the same for every action (`Docs/Fidelity.md`, "Guards on
/// user actions"): a locked device refuses launching, switching to and quitting apps, Home,
/// Notification Center and acting in an app; a ringing call refuses everything but the call.
/// The device's own events (memory, time, Settings) are not user actions in an app and go
/// through. A refused input changes nothing and hands out no command.
@Suite("Device policy: guards")
struct DevicePolicyGuardTests {
  /// A device on iOS 5 (Notification Center exists) with three apps: `Front` active, `Back`
  /// suspended, `Never` never launched.
  static func device() -> (device: PolicyDevice, front: Int, back: Int, never: Int) {
    var device = PolicyDevice(.ios5)
    let back = device.install("Back")
    let front = device.install("Front")
    let never = device.install("Never")
    device.run([.launch(back), .launch(front)])
    return (device, front, back, never)
  }

  /// A user action, named for the test's arguments.
  struct Action: CustomTestStringConvertible, Sendable {
    var name: String
    var input: @Sendable (_ front: Int, _ back: Int, _ never: Int) -> DeviceInput
    var testDescription: String { name }
  }

  static let userActions: [Action] = [
    Action(name: "launch a suspended app") { _, back, _ in .launch(back) },
    Action(name: "launch an app never run") { _, _, never in .launch(never) },
    Action(name: "switch to an app") { _, back, _ in .switchTo(back) },
    Action(name: "quit an app") { _, back, _ in .quit(back) },
    Action(name: "Home") { _, _, _ in .home },
    Action(name: "open Notification Center") { _, _, _ in .notificationCenter(open: true) },
    Action(name: "act in the app in front") { front, _, _ in .perform(front) },
  ]

  @Test("while the device is locked, user actions in apps are refused", arguments: userActions)
  func lockedRefuses(action: Action) {
    var (device, front, back, never) = Self.device()
    device.run([.lock])
    let before = device.state

    let (response, commands) = device.run(action.input(front, back, never))

    #expect(response == .refused("the device is locked"))
    #expect(commands.isEmpty)
    #expect(device.state == before)
  }

  @Test(
    "while a call rings, user actions are refused, locking and unlocking too",
    arguments: userActions + [
      Action(name: "lock") { _, _, _ in .lock }
    ])
  func ringingRefuses(action: Action) {
    var (device, front, back, never) = Self.device()
    device.run([.call(.incoming)])
    let before = device.state

    let (response, commands) = device.run(action.input(front, back, never))

    #expect(response == .refused("a call is ringing"))
    #expect(commands.isEmpty)
    #expect(device.state == before)
  }

  @Test("while a call rings over the lock screen, unlock is refused")
  func ringingRefusesUnlock() {
    var (device, _, _, _) = Self.device()
    device.run([.lock, .call(.incoming)])
    let before = device.state

    let (response, commands) = device.run(.unlock)

    #expect(response == .refused("a call is ringing"))
    #expect(commands.isEmpty)
    #expect(device.state == before)
  }

  /// What a device with a call ringing still takes.
  static let takenWhileRinging: [Action] = [
    Action(name: "answer the call") { _, _, _ in .call(.accept) },
    Action(name: "decline the call") { _, _, _ in .call(.decline) },
    Action(name: "the call ends unanswered") { _, _, _ in .call(.end) },
    Action(name: "memory warning") { _, _, _ in .memoryWarning },
    Action(name: "memory pressure") { _, _, _ in .memoryPressure },
    Action(name: "time passes") { _, _, _ in .advance(.seconds(10)) },
    Action(name: "a setting changes") { _, back, _ in .settingsChanged(back) },
    Action(name: "the locale changes") { _, _, _ in .localeChanged("fr_FR") },
    Action(name: "the device turns") { _, _, _ in .orientation(.landscapeLeft) },
    Action(name: "the battery changes") { _, _, _ in .battery(levelPercent: 50, state: .charging) },
    Action(name: "an accessory connects") { _, _, _ in .accessory(name: "Dock", connected: true) },
    Action(name: "the time changes significantly") { _, _, _ in .significantTimeChange },
    Action(name: "the app in front's footprint changes") { front, _, _ in
      .setFootprint(front, bytes: 20 << 20)
    },
    Action(name: "the app in front crashes") { front, _, _ in .crash(front) },
    Action(name: "reboot") { _, _, _ in .reboot },
  ]

  @Test("while a call rings, the call and the system's events go through", arguments: takenWhileRinging)
  func ringingTakes(action: Action) {
    var (device, front, back, never) = Self.device()
    device.run([.call(.incoming)])

    let (response, _) = device.run(action.input(front, back, never))

    #expect(response == .accepted)
  }

  /// What a locked device still takes.
  static let takenWhileLocked: [Action] = [
    Action(name: "unlock") { _, _, _ in .unlock },
    Action(name: "a call rings") { _, _, _ in .call(.incoming) },
    Action(name: "memory warning") { _, _, _ in .memoryWarning },
    Action(name: "time passes") { _, _, _ in .advance(.seconds(10)) },
    Action(name: "a setting changes") { _, back, _ in .settingsChanged(back) },
    Action(name: "the time changes significantly") { _, _, _ in .significantTimeChange },
    Action(name: "reboot") { _, _, _ in .reboot },
  ]

  @Test(
    "while the device is locked, unlock, calls and the system's events go through",
    arguments: takenWhileLocked)
  func lockedTakes(action: Action) {
    var (device, front, back, never) = Self.device()
    device.run([.lock])

    let (response, _) = device.run(action.input(front, back, never))

    #expect(response == .accepted)
  }

  @Test("an input naming an app that is not installed is refused")
  func noSuchApp() {
    var (device, _, _, _) = Self.device()
    let before = device.state
    for input: DeviceInput in [.launch(7), .quit(-1), .perform(3), .crash(9), .codeRan(5)] {
      let (response, commands) = device.run(input)
      guard case .refused(let reason) = response else {
        Issue.record("\(input): \(response)")
        continue
      }
      #expect(reason.hasPrefix("no app is installed at index"))
      #expect(commands.isEmpty)
    }
    #expect(device.state == before)
  }

  @Test("acting in an app that is not active is refused with its state")
  func performNeedsActive() {
    var (device, _, back, _) = Self.device()

    #expect(device.run(.perform(back)).response == .refused("Back is suspended, not active"))
  }

  @Test("once the call is answered, the user may use the device again")
  func answeredCallLiftsTheGuard() {
    var (device, _, back, _) = Self.device()
    device.run([.call(.incoming), .call(.accept)])

    #expect(device.run(.launch(back)).response == .accepted)
    #expect(device.appState(back) == .active)
  }
}
